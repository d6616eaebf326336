// test: shared
/**
 * The interview asks of a Borkum salvage only what its situation lets matter
 * (questions() records the facts the rules read to decide, and asks them).
 *
 *   - borkum-1666/6.5–6.6: the farm and the wagon belong to the salvage inside the
 *     reefs, 'binnen der Reven, das ist auf der Ranzel oder Embs'. On or outside
 *     the reefs (6.1–6.2) only the ship and those aboard 'der mit bergen hilft'
 *     have parts: nobody is asked his farm.
 *   - Inside the reefs the wagon is the Vogt's ('wann der Vogt hilft mit seinem
 *     Wagen die geborgenen Sachen zu Hause zu führen') and the Altbauer's who helps
 *     ('ein jeder Altbauer, wenn er mit seinem Wagen hilft'): nobody else, and no
 *     one who did not help, is asked about a wagon.
 *   - borkum-1666/6.7–6.8: of the foot-strand goods 'hat der Vogt vier Teile und
 *     der Pastor zwei Teile und ein jeder Pater- oder Materfamilias (Haus-Vater-
 *     oder Mutter), er sei ein Alt- oder Neu-Bauer, ... hat einen Teil; der aber
 *     nicht mit arbeiten und zu Hause fahren hilft, hat auch keinen Teil'. The farm
 *     matters only where it makes one who helped the head of a household ('er sei
 *     ein Alt- oder Neu-Bauer'): not for the Vogt's and the pastor's fixed parts,
 *     not for a householder or a widow already heading one, not for one who did
 *     not help. Elsewhere it only names the party, and is offered last, as
 *     explaining.
 *   - A son's part goes to his father's household: 'eines Hausmans Sohn, der
 *     erwachsen ist' (6.1, 6.3), 'ein Knabe' (6.4). Whose son a man is is asked only
 *     of a grown son or a boy; the Vogt, the pastor, a skipper or any head of his
 *     own house is not asked whose son he is.
 *   - A row may stand for several like persons (a group of helpers), but the Vogt
 *     and the pastor are each one ('der Vogt', 'der Pastor'), and so is a
 *     'Schiffer': none of them is asked how many like persons he stands for.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../../cases/parse.js";
import { pathOf } from "../../questions/interview.js";
import { type QuestionsReport, questions } from "../../questions/questions.js";
import { setIn, valueAt } from "../../questions/schema-walk.js";

const DIR = join(import.meta.dirname, "..", "..", "..", "examples", "borkum-1666");

interface Example {
  readonly file: string;
  readonly data: Record<string, unknown>;
  readonly facts: { place: string; people: Record<string, unknown>[] };
}

/** The shipped salvage examples of the Rolle, their expectations set aside. */
const SALVAGE: Example[] = readdirSync(DIR)
  .filter((f) => f.endsWith(".yaml"))
  .sort()
  .flatMap((file) => {
    const parsed = parseCaseText(readFileSync(join(DIR, file), "utf8"), file).data as Record<string, unknown>;
    const { expect: _e, ...data } = parsed;
    if (data.kind !== "salvage") return [];
    return [{ file, data, facts: data.facts as Example["facts"] }];
  });

/** The case with `fields` taken out of every person. */
function without(ex: Example, fields: readonly string[]): Record<string, unknown> {
  const facts = structuredClone(ex.facts);
  for (const p of facts.people) for (const f of fields) delete p[f];
  return { ...ex.data, facts };
}

/** The people asked `field` (needed or offered, deciding or explaining), by index. */
function askedOf(r: QuestionsReport, field: string): number[] {
  const out: number[] = [];
  for (const q of [...r.needed, ...r.optional]) {
    const m = /^facts\.people\[(\d+)\]\.(\w+)$/.exec(q.path);
    if (m && m[2] === field) out.push(Number(m[1]));
  }
  return out.sort((a, b) => a - b);
}

/** The indexes of the people asked `field` among `qs`. */
function askedIn(qs: QuestionsReport["optional"], field: string): number[] {
  return qs.flatMap((q) => {
    const m = /^facts\.people\[(\d+)\]\.(\w+)$/.exec(q.path);
    return m && m[2] === field ? [Number(m[1])] : [];
  });
}

const roles = (p: Record<string, unknown>): string[] => (p.roles as string[] | undefined) ?? [];

describe("borkum-1666 §6: the interview asks what the situation lets matter", () => {
  it("has salvage examples on or outside the reefs and inside them", () => {
    const places = new Set(SALVAGE.map((e) => e.facts.place));
    assert.ok(places.has("inside_reefs"));
    assert.ok(places.has("outside_reefs") || places.has("on_reefs"));
  });

  for (const ex of SALVAGE.filter((e) => ["outside_reefs", "on_reefs", "open_sea"].includes(e.facts.place))) {
    it(`${ex.file}: on or outside the reefs (6.1–6.2) nobody is asked his farm, his wagon or his carting`, () => {
      const r = questions(without(ex, ["farm", "wagon", "carted"]));
      for (const field of ["farm", "wagon", "carted"]) {
        const asked = askedOf(r, field).map((i) => ex.facts.people[i]?.id);
        assert.deepEqual(asked, [], `${field} is asked of ${asked.join(", ")}`);
      }
    });
  }

  for (const ex of SALVAGE.filter((e) => e.facts.place === "inside_reefs")) {
    it(`${ex.file}: inside the reefs (6.5–6.6) only the Vogt and an Altbauer who helped are asked about a wagon`, () => {
      const r = questions(without(ex, ["wagon"]));
      const asked = askedOf(r, "wagon");
      for (const i of asked) {
        const p = ex.facts.people[i] as Record<string, unknown>;
        const helped = p.helped === true || p.carted === true;
        const vogt = roles(p).includes("vogt");
        const altbauer = p.farm === "altbauer";
        assert.ok((vogt || altbauer) && helped, `${p.id} (${roles(p).join(", ")}) is asked about a wagon`);
      }
      // The two the text names, who helped, are asked.
      const named = ex.facts.people.flatMap((p, i) =>
        (roles(p).includes("vogt") || p.farm === "altbauer") && (p.helped === true || p.carted === true) ? [i] : [],
      );
      for (const i of named) assert.ok(asked.includes(i), `${ex.facts.people[i]?.id}'s wagon is not asked`);
    });
  }

  const footStrand = SALVAGE.filter((e) => (e.data.facts as { came_ashore_by_itself?: boolean }).came_ashore_by_itself);
  it("has a foot-strand example", () => assert.ok(footStrand.length > 0));

  for (const ex of footStrand) {
    it(`${ex.file}: on the foot-strand (6.7–6.8) the farm is asked to decide only where it makes a helper a head`, () => {
      const r = questions(without(ex, ["farm"]));
      const deciding = [...r.needed, ...r.optional].filter((q) => q.explains !== true);
      for (const i of askedIn(deciding, "farm")) {
        const p = ex.facts.people[i] as Record<string, unknown>;
        const office = roles(p).includes("vogt") || roles(p).includes("pastor");
        const head = roles(p).includes("householder") || roles(p).includes("widow");
        const helped = p.helped === true || p.carted === true;
        assert.ok(!office && !head && helped, `${p.id} (${roles(p).join(", ")}) is asked his farm to decide`);
      }
      // What only names the party comes after everything that decides.
      const order = r.optional.map((q) => q.explains === true);
      const firstExplaining = order.indexOf(true);
      if (firstExplaining >= 0)
        assert.ok(!order.slice(firstExplaining).includes(false), "an explaining fact is asked first");
    });
  }

  for (const ex of SALVAGE) {
    it(`${ex.file}: whose son a man is is asked only of a son, how many only of a row that can be a group`, () => {
      const r = questions(without(ex, ["son_of", "count"]));
      for (const i of askedOf(r, "son_of")) {
        const p = ex.facts.people[i] as Record<string, unknown>;
        const son = roles(p).includes("grown_son") || roles(p).includes("boy");
        assert.ok(son, `${p.id} (${roles(p).join(", ")}) is asked whose son he is`);
      }
      const ships = ((ex.data.facts as Record<string, unknown>).ships ?? []) as Ship[];
      for (const i of askedOf(r, "count")) {
        const p = ex.facts.people[i] as Record<string, unknown>;
        const office = roles(p).find((x) => x === "vogt" || x === "pastor");
        assert.equal(office, undefined, `the ${office} ${p.id} is asked how many he stands for`);
        const skipper = roles(p).includes("skipper") || ships.some((s) => s.skipper === p.id);
        assert.ok(!skipper, `the skipper ${p.id} is asked how many he stands for`);
        assert.ok(!ownsOne(ships, p.id), `the owner ${p.id} is asked how many he stands for`);
      }
    });
  }

  // 6.1: 'Ist nun Jemand mit auf dem Schiff, der mit bergen hilft und dem das Schiff
  // nicht mit zugehört' — the ship belongs to someone, and he is one man with his
  // own part 'für sein Leib'; 6.3 'der Schiffer, dem das Schiff zugehört'. An owner
  // who did not sail her is one person all the same, whatever his roles say.
  const outside = SALVAGE.find((e) => e.facts.place === "outside_reefs") as Example;
  it(`${outside.file}: an owner who did not sail the ship is one person, never asked how many he stands for`, () => {
    const data = without(outside, ["count"]);
    const facts = data.facts as { ships: Ship[]; people: Record<string, unknown>[] };
    const ship = facts.ships.find((s) => s.salvaging) as Ship;
    const skipper = ship.skipper;
    const owner = facts.people.find(
      (p) => p.id !== skipper && roles(p).includes("householder") && p.aboard === ship.id,
    );
    assert.ok(owner, "a householder aboard who does not sail her");
    ship.owners = [
      { person: skipper, share: "1/2" },
      { person: owner.id as string, share: "1/2" },
    ];
    const asked = askedOf(questions(data), "count").map((i) => facts.people[i]?.id);
    assert.ok(!asked.includes(owner.id as string), `the owner ${String(owner.id)} is asked how many he stands for`);
    // Answered one question at a time from the empty case, the owner is not asked either.
    const walked = walk({ ...data, facts: {} }, facts);
    const at = facts.people.indexOf(owner);
    assert.ok(!walked.includes(`facts.people[${at}].count`), `asked: ${walked.join(", ")}`);
  });
});

describe("borkum-1666 §6: where the goods were saved settles which rule governs, and is asked first", () => {
  // 'Was auf den Reven und außerhalb der Reven geborgen wird' (6.1), 'Was aber binnen
  // der Reven, das ist auf der Ranzel oder Embs geborgen wird' (6.3), 'Was an den
  // Voot-Fuß-strand kommt, das ist, was nicht mit Schiffen geborgen wird' (6.7):
  // the place decides between the three, so it is needed before anything it rules
  // in or out, unless the goods came ashore by themselves.
  const envelope = { version: 1, statute: "borkum-1666", kind: "salvage" };

  it("from an empty case the place is needed, in the situation, first or right after the foot-strand", () => {
    const r = questions({ ...envelope, facts: {} });
    const place = r.needed.find((q) => q.path === "facts.place");
    assert.ok(place, `the place is not needed: ${r.needed.map((q) => q.path).join(", ")}`);
    assert.equal(place.category, "situation");
    const before = r.needed.slice(0, r.needed.indexOf(place)).map((q) => q.path);
    assert.ok(
      before.every((p) => p === "facts.came_ashore_by_itself"),
      `asked before the place: ${before.join(", ")}`,
    );
    assert.ok(!r.optional.some((q) => q.path === "facts.place"), "the place is offered as one one may also say");
    assert.ok(["facts.came_ashore_by_itself", "facts.place"].includes(r.next?.path ?? ""), r.next?.path);
  });

  it("with ships and people told but no place, the place is still needed before they are asked about", () => {
    const ex = SALVAGE.find((e) => e.facts.place === "inside_reefs") as Example;
    const facts = structuredClone(ex.facts) as Record<string, unknown>;
    delete facts.place;
    const r = questions({ ...ex.data, facts });
    assert.equal(r.next?.path, "facts.place");
    assert.ok(r.needed.some((q) => q.path === "facts.place"));
  });

  it("goods that came ashore by themselves lie on the beach (6.7): no place is asked to decide", () => {
    const r = questions({ ...envelope, facts: { came_ashore_by_itself: true } });
    const all = [...r.needed, ...r.optional].filter((q) => !q.explains).map((q) => q.path);
    assert.ok(!all.includes("facts.place"), all.join(", "));
  });
});

interface Ship {
  id: string;
  skipper: string;
  salvaging?: boolean;
  owners: { person: string; share: number | string }[];
}

const ownsOne = (ships: readonly Ship[], id: unknown): boolean =>
  ships.some((s) => s.owners.some((o) => o.person === id));

/** The questions put one at a time from `state`, answered with `facts` (left out where it has none). */
function walk(state: Record<string, unknown>, facts: Record<string, unknown>): string[] {
  const open: string[] = [];
  const asked: string[] = [];
  for (let n = 0; n < 1000; n++) {
    const q = questions(state, { open }).next;
    if (!q) return asked;
    asked.push(q.path);
    const path = pathOf(q.path);
    const v = valueAt(facts, path);
    if (v === undefined) open.push(q.path);
    else
      setIn(
        state.facts,
        path,
        q.answer.type === "details" ? {} : q.answer.type === "entries" ? (v as unknown[]).map(() => ({})) : v,
      );
  }
  throw new Error("the questions did not come to an end");
}
