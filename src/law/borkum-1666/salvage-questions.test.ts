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
import { type QuestionsReport, questions } from "../../questions/questions.js";

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

  for (const ex of SALVAGE) {
    it(`${ex.file}: whose son a man is is asked only of a son, how many only of a row that can be a group`, () => {
      const r = questions(without(ex, ["son_of", "count"]));
      for (const i of askedOf(r, "son_of")) {
        const p = ex.facts.people[i] as Record<string, unknown>;
        const son = roles(p).includes("grown_son") || roles(p).includes("boy");
        assert.ok(son, `${p.id} (${roles(p).join(", ")}) is asked whose son he is`);
      }
      const ships = ((ex.data.facts as Record<string, unknown>).ships ?? []) as { skipper?: string }[];
      for (const i of askedOf(r, "count")) {
        const p = ex.facts.people[i] as Record<string, unknown>;
        const office = roles(p).find((x) => x === "vogt" || x === "pastor");
        assert.equal(office, undefined, `the ${office} ${p.id} is asked how many he stands for`);
        const skipper = roles(p).includes("skipper") || ships.some((s) => s.skipper === p.id);
        assert.ok(!skipper, `the skipper ${p.id} is asked how many he stands for`);
      }
    });
  }
});
