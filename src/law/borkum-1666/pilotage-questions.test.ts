// test: shared
/**
 * The interview asks of a pilotage case turned salvage (borkum-1666/7.9) only what
 * §6 can need of each person.
 *
 * 7.9: the money of a ship found 'festsitzt und leck' 'kann kein Lootsgeld heißen,
 * sondern Bergegeld, und muß es mit den Parten gehalten werden, wie es zuvor Nr.6
 * angedeutet ist'. So each person is asked what §6 asks, and no more:
 *
 *   - the wagon is the Vogt's ('wann der Vogt hilft mit seinem Wagen die geborgenen
 *     Sachen zu Hause zu führen', 6.5) and the Altbauer's who helps ('ein jeder
 *     Altbauer, wenn er mit seinem Wagen hilft', 6.6): nobody else, and no one who
 *     did not help, is asked about a wagon;
 *   - 'die aber zu Hause bleiben, haben hiervon keinen Part, ausgenommen den Vogt,
 *     den Pastor und die Witwen' (6.4): the Vogt and the pastor at home have their
 *     part by their office, so their farm decides nothing (it may only be offered
 *     for the words of the role column).
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../../cases/parse.js";
import { type QuestionsReport, questions } from "../../questions/questions.js";

const FILE = join(import.meta.dirname, "..", "..", "..", "examples", "borkum-1666", "pilotage-aground-leaking.yaml");

interface Person {
  readonly id: string;
  readonly roles?: string[];
  readonly [k: string]: unknown;
}

function example(): { data: Record<string, unknown>; people: Person[] } {
  const { expect: _e, ...data } = parseCaseText(readFileSync(FILE, "utf8"), FILE).data as Record<string, unknown>;
  return { data, people: (data.facts as { people: Person[] }).people };
}

/** The example with `fields` taken out of every person. */
function without(fields: readonly string[]): { data: Record<string, unknown>; people: Person[] } {
  const { data, people } = example();
  const facts = structuredClone(data.facts) as { people: Record<string, unknown>[] };
  for (const p of facts.people) for (const f of fields) delete p[f];
  return { data: { ...data, facts }, people };
}

/** Who is asked `field`: to decide, or (explains) only for the words. */
function askedOf(r: QuestionsReport, people: Person[], field: string, deciding: boolean): string[] {
  const out: string[] = [];
  for (const q of [...r.needed, ...r.optional]) {
    const m = /^facts\.people\[(\d+)\]\.(\w+)$/.exec(q.path);
    if (!m || m[2] !== field) continue;
    if (deciding && (q as { explains?: boolean }).explains === true) continue;
    out.push(people[Number(m[1])]?.id ?? m[1] ?? "");
  }
  return out.sort();
}

const roles = (p: Person): string[] => p.roles ?? [];

describe("borkum-1666/7.9: the interview asks of each person what §6 can need", () => {
  it("the example is the ship aground and leaking inside the reefs", () => {
    const facts = example().data.facts as { place: string; ship: { aground: boolean; leaking: boolean } };
    assert.equal(facts.place, "inside_reefs");
    assert.ok(facts.ship.aground && facts.ship.leaking);
  });

  it("nobody is asked about a wagon but the Vogt or an Altbauer who helped (6.5–6.6)", () => {
    const { data, people } = without(["wagon"]);
    const asked = askedOf(questions(data), people, "wagon", false);
    const may = people.filter((p) => (roles(p).includes("vogt") || p.farm === "altbauer") && p.helped === true);
    for (const id of asked)
      assert.ok(
        may.some((p) => p.id === id),
        `${id} is asked about a wagon`,
      );
  });

  it("the Vogt, the pastor and the widow at home are not asked their farm to decide their part (6.4)", () => {
    // 'Die aber zu Hause bleiben, haben hiervon keinen Part, ausgenommen den Vogt,
    // den Pastor und die Witwen': their part at home is by their office or their
    // widowhood; the Altbauer's part of 6.6 is for one 'wenn er mit seinem Wagen hilft'.
    const { data, people } = without(["farm", "wagon"]);
    const asked = askedOf(questions(data), people, "farm", true);
    const home = people
      .filter((p) => ["vogt", "pastor", "widow"].some((r) => roles(p).includes(r)))
      .filter((p) => p.helped !== true && p.carted !== true)
      .map((p) => p.id);
    assert.ok(home.length === 3);
    for (const id of home) assert.ok(!asked.includes(id), `${id}'s farm is asked as if it decided`);
  });
});

describe("borkum-1666 §7: pilot money does not turn on a farm", () => {
  // 7.1–7.8 share pilot money among the pilot, the piloting ship, those who went,
  // the Vogt and the pastor: no word of an Altbauer or a Neubauer. The household
  // of 7.3 is 'ein jeder Hausvater ... wenn auch einer oder mehrere Söhne dabei
  // sind', the householder by what he is, not by the farm he holds (§6 makes the
  // farm matter on the foot-strand alone: 'er sei ein Alt- oder Neu-Bauer', 6.7).
  for (const file of ["pilotage-whole-ship.yaml", "pilotage-surplus.yaml", "pilotage-lot-drawn.yaml"]) {
    it(`${file}: nobody is asked his farm to decide`, () => {
      const path = join(import.meta.dirname, "..", "..", "..", "examples", "borkum-1666", file);
      const { expect: _e, ...data } = parseCaseText(readFileSync(path, "utf8"), path).data as Record<string, unknown>;
      const people = (data.facts as { people: Person[] }).people;
      const facts = structuredClone(data.facts) as { people: Record<string, unknown>[] };
      for (const p of facts.people) delete p.farm;
      const asked = askedOf(questions({ ...data, facts }), people, "farm", true);
      assert.deepEqual(asked, [], `asked his farm to decide: ${asked.join(", ")}`);
    });
  }
});

describe("borkum-1666 §7: who is one person is never asked how many he stands for", () => {
  // 7.7: 'alsdann muß Derjenige mit seinem Schiff fahren, auf den das Los fällt, als
  // auch müssen so viele Personen auf dem Schiff fahren ... auf welche das Loos
  // fällt': the lot falls on a man and on persons, one by one; 7.8 'Wer nun mit
  // seinem Schiff lootset' is one man with his ship; 7.2 'wer dann sagt, daß er es
  // für den geringen Preis tun will, der fährt hin' is one pilot; 7.4–7.5 speak of
  // 'der Vogt und der Pastor'. A row may stand for several like persons only where
  // none of these makes it one.
  for (const file of [
    "pilotage-whole-ship.yaml",
    "pilotage-surplus.yaml",
    "pilotage-lot-drawn.yaml",
    "pilotage-aground-leaking.yaml",
  ]) {
    it(`${file}: the pilot, a skipper, an owner, one the lot fell on, the Vogt and the pastor are not asked their count`, () => {
      const path = join(import.meta.dirname, "..", "..", "..", "examples", "borkum-1666", file);
      const { expect: _e, ...data } = parseCaseText(readFileSync(path, "utf8"), path).data as Record<string, unknown>;
      const facts = structuredClone(data.facts) as {
        people: Person[];
        pilot?: string;
        ships?: { skipper: string; owners: { person: string }[] }[];
        lot?: { persons?: string[]; draw?: { persons?: string[] } };
      };
      for (const p of facts.people as Record<string, unknown>[]) delete p.count;
      const single = new Set([
        ...(facts.pilot ? [facts.pilot] : []),
        ...(facts.ships ?? []).flatMap((s) => [s.skipper, ...s.owners.map((o) => o.person)]),
        ...(facts.lot?.persons ?? []),
        ...(facts.lot?.draw?.persons ?? []),
        ...facts.people.filter((p) => roles(p).includes("vogt") || roles(p).includes("pastor")).map((p) => p.id),
      ]);
      assert.ok(single.size > 0);
      const asked = askedOf(questions({ ...data, facts }), facts.people, "count", false);
      for (const id of asked) assert.ok(!single.has(id), `${id} is asked how many like persons he stands for`);
    });
  }
});
