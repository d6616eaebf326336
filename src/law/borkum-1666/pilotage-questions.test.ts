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

  it("the Vogt and the pastor at home are not asked their farm to decide their part (6.4)", () => {
    const { data, people } = without(["farm", "wagon"]);
    const asked = askedOf(questions(data), people, "farm", true);
    const home = people.filter((p) => roles(p).includes("vogt") || roles(p).includes("pastor")).map((p) => p.id);
    assert.ok(home.length === 2);
    for (const id of home) assert.ok(!asked.includes(id), `${id}'s farm is asked as if it decided`);
  });
});

describe("borkum-1666 §7: pilot money does not turn on a farm", () => {
  // 7.1–7.8 share pilot money among the pilot, the piloting ship, those who went,
  // the Vogt and the pastor: no word of an Altbauer or a Neubauer. The farm may
  // only make one who is not a householder the head of a household.
  for (const file of ["pilotage-whole-ship.yaml", "pilotage-surplus.yaml", "pilotage-lot-drawn.yaml"]) {
    it(`${file}: nobody marked householder, widow, Vogt or pastor is asked his farm to decide`, () => {
      const path = join(import.meta.dirname, "..", "..", "..", "examples", "borkum-1666", file);
      const { expect: _e, ...data } = parseCaseText(readFileSync(path, "utf8"), path).data as Record<string, unknown>;
      const people = (data.facts as { people: Person[] }).people;
      const facts = structuredClone(data.facts) as { people: Record<string, unknown>[] };
      for (const p of facts.people) delete p.farm;
      const asked = askedOf(questions({ ...data, facts }), people, "farm", true);
      for (const id of asked) {
        const p = people.find((x) => x.id === id) as Person;
        const settled = ["householder", "widow", "vogt", "pastor"].some((r) => roles(p).includes(r));
        assert.ok(!settled, `${id} (${roles(p).join(", ")}) is asked his farm to decide`);
      }
    });
  }
});
