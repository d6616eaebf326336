// test: shared
/**
 * The interview asks of a Borkum wreck (§8) only what §8 can need of each person.
 *
 * 8.2 divides wreck among the community's households; 8.3 gives the Vogt his four
 * parts and the pastor his two by their office ('der Vogt vier Teile, der Pastor zwei
 * Teile'). Nothing in §8 turns on whether a household is an Altbauer's or a
 * Neubauer's, so no one is asked his farm to decide a part: it may only be offered,
 * last, for the words of the role column.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../../cases/parse.js";
import { questions } from "../../questions/questions.js";

const DIR = join(import.meta.dirname, "..", "..", "..", "examples", "borkum-1666");
const WRECKS = readdirSync(DIR)
  .filter((f) => f.startsWith("wreck-") && f.endsWith(".yaml"))
  .sort();

describe("borkum-1666/8: the interview asks no farm to decide a share of wreck", () => {
  it("the wreck examples are found", () => {
    assert.ok(WRECKS.length >= 3, WRECKS.join(", "));
  });

  for (const file of WRECKS) {
    it(`${file}: with every farm left out, none is asked to decide (8.2–8.3)`, () => {
      const path = join(DIR, file);
      const { expect: _e, ...data } = parseCaseText(readFileSync(path, "utf8"), path).data as Record<string, unknown>;
      const facts = structuredClone(data.facts) as { people?: Record<string, unknown>[] };
      for (const p of facts.people ?? []) delete p.farm;
      const r = questions({ ...data, facts });
      const deciding = [...r.needed, ...r.optional].filter(
        (q) => /\.farm$/.test(q.path) && (q as { explains?: boolean }).explains !== true,
      );
      assert.deepEqual(
        deciding.map((q) => q.path),
        [],
      );
    });
  }
});
