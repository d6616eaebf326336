// test: shared
/**
 * Every kind the register lodges from fields makes, from any fields their schema
 * takes, a case its statute reads: the lot is lodged and decided, its case keeping
 * what the clerk wrote (what it is, who found it, the day it was lodged), or the
 * law has no rule for it (a find by neither a skipper nor a fisherman in the sea
 * near land: dl-vrag/14, 18, 19) and the register refuses it, naming why, and
 * writes nothing. Never a fault of the case the kind built. Seeded (SEALAW_LOT_KINDS_SEED,
 * 1683 by default), as every generated test of the project.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { FINDER_ROLES, FOUND_AT, LOT_CONDITIONS, type LotFields, parseLotFields } from "../cases/kinds/lot.js";
import { LOT_KIND_TABLE } from "../cases/kinds/lots.js";
import { NotCoveredError } from "../core/errors.js";
import { RegisterError } from "./errors.js";
import { Register } from "./register.js";
import { openStore } from "./store.js";

const SEED = Number(process.env.SEALAW_LOT_KINDS_SEED ?? 1683);

/** The kinds lodged from fields, as statute/kind. */
const BY_FIELDS = Object.entries(LOT_KIND_TABLE)
  .filter(([, k]) => k.fromFields !== undefined)
  .map(([id]) => id.split("/") as [string, string]);

const word = fc.stringMatching(/^[A-Za-zÆØÅæøå][A-Za-zÆØÅæøå .'-]{0,30}$/);
const day = fc
  .record({
    y: fc.integer({ min: 1600, max: 1799 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);

const fields = fc
  .record(
    {
      kind: fc.constantFrom(...BY_FIELDS),
      description: word,
      lodged: day,
      finder: word,
      condition: fc.constantFrom(...LOT_CONDITIONS),
      office: word,
      finderRole: fc.constantFrom(...FINDER_ROLES),
      foundAt: fc.constantFrom(...FOUND_AT),
      value: fc.integer({ min: 1, max: 5000 }).map(String),
      place: word,
      marks: word,
    },
    { requiredKeys: ["kind", "description", "lodged", "finder", "condition", "office"] },
  )
  .map(({ kind: [statute, kind], ...rest }) => ({ statute, kind, ...rest }) as LotFields);

describe("the kinds lodged from fields", () => {
  test("there are some: a find and a wreck of the Danish Law", () => {
    assert.deepEqual(BY_FIELDS.map((k) => k.join("/")).sort(), ["dl-vrag/find", "dl-vrag/wreck"]);
  });

  test("any fields the schema takes make a lot that is lodged and decided, keeping what the clerk wrote", async () => {
    const store = await openStore({ file: ":memory:" });
    try {
      const r = new Register(store);
      let n = 0;
      let lodged = 0;
      await fc.assert(
        fc.asyncProperty(fields, async (f) => {
          assert.ok(parseLotFields(f).ok, "the schema takes them");
          const before = (await r.list()).length;
          let w: Awaited<ReturnType<Register["add"]>>;
          try {
            w = await r.add({ actor: "clerk", id: `lot-${++n}`, fields: f });
          } catch (e) {
            assert.ok(
              e instanceof RegisterError || e instanceof NotCoveredError,
              `a refusal, not a fault: ${String(e)}`,
            );
            assert.match(e.message, /dl-vrag\/\d+/, "the refusal names the provisions it rests on");
            assert.doesNotMatch(e.message, /facts\./, "not a fault of the case the kind built");
            assert.equal((await r.list()).length, before, "nothing written");
            return;
          }
          lodged++;
          const lot = w.lot;
          assert.ok(lot, "lodged");
          assert.equal(`${lot.statute}/${lot.kind}`, `${f.statute}/${f.kind}`);
          assert.equal(lot.lodged, f.lodged);
          assert.equal(lot.description, f.description);
          const text = JSON.stringify(lot.case.facts);
          for (const said of [f.description, f.finder, f.office]) assert.ok(text.includes(JSON.stringify(said)), said);
          const shown = await r.show(lot.id);
          assert.ok(shown.determination.situation.length > 0, "decided");
        }),
        { seed: SEED, numRuns: 40 },
      );
      assert.ok(lodged >= 20, `most are lodged (${lodged} of ${n})`);
    } finally {
      await store.close();
    }
  });
});
