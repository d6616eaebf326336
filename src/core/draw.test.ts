// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { DrawError, drawLots } from "./draw.js";

describe("drawing lots", () => {
  test("the same seed and candidates draw the same lots", () => {
    const a = drawLots("Borkum 1666-07-01", ["ocko", "popke", "rolf", "sieben", "wiard"], 3);
    const b = drawLots("Borkum 1666-07-01", ["ocko", "popke", "rolf", "sieben", "wiard"], 3);
    assert.deepEqual(a.drawn, b.drawn);
    assert.equal(a.drawn.length, 3);
    assert.equal(new Set(a.drawn).size, 3);
  });

  test("the order in which candidates are listed changes nothing", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        fc.string(),
        (ids, seed) => {
          const s = `seed-${seed}`;
          const k = Math.ceil(ids.length / 2);
          const a = drawLots(s, ids, k).drawn;
          const b = drawLots(s, [...ids].reverse(), k).drawn;
          assert.deepEqual(a, b);
        },
      ),
    );
  });

  test("another seed can draw otherwise", () => {
    const ids = ["a", "b", "c", "d", "e", "f", "g", "h"];
    const outcomes = new Set(["1", "2", "3", "4", "5", "6"].map((s) => drawLots(s, ids, 1).drawn[0]));
    assert.ok(outcomes.size > 1);
  });

  test("every candidate can be drawn, roughly equally often", () => {
    const ids = ["a", "b", "c", "d"];
    const count = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const d = drawLots(`s${i}`, ids, 1).drawn[0] as string;
      count.set(d, (count.get(d) ?? 0) + 1);
    }
    for (const id of ids) {
      const c = count.get(id) ?? 0;
      assert.ok(c > 400 && c < 600, `${id} drawn ${c} times of 2000`);
    }
  });

  test("bad draws are refused with a reason", () => {
    assert.throws(() => drawLots("", ["a"], 1), DrawError);
    assert.throws(() => drawLots("s", ["a", "a"], 1), /twice/);
    assert.throws(() => drawLots("s", ["a"], 2), /cannot draw 2 lots from 1/);
  });
});
