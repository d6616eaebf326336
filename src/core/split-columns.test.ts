// test: shared
/**
 * columnShares() (split.ts), the rounding on float64 columns, against wholeShares(),
 * the same rounding on bigints: every quotient, remainder and left-over unit equal,
 * in each of its regimes (products below 2^53, products up to 2^82 recovered with
 * the low 32 bits, and sums or products beyond that done on bigints line by line).
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { MoneyError } from "./money.js";
import { columnShares, wholeShares } from "./split.js";

/** The bigint rounding of the same figures: floors, remainders and the lines that got a unit. */
function reference(total: number, ints: readonly number[], keys: readonly string[]) {
  const big = ints.map((a) => BigInt(a));
  const sum = big.reduce((s, a) => s + a, 0n);
  const T = BigInt(total);
  const s = wholeShares(T, { ints: big, den: 1n, sum }, (i) => keys[i] as string);
  return {
    floors: s.floors.map(Number),
    rests: big.map((a) => Number((T * a) % sum)),
    up: [...s.up],
    left: Number(s.left),
  };
}

function check(total: number, ints: readonly number[], keys: readonly string[]): void {
  const want = reference(total, ints, keys);
  const got = columnShares(total, Float64Array.from(ints), (i) => keys[i] as string);
  assert.deepEqual([...got.whole], want.floors, "quotients");
  assert.deepEqual([...got.rest], want.rests, "remainders");
  assert.deepEqual([...got.up], want.up, "left-over units");
  assert.equal(got.left, want.left);
}

const keysFor = (n: number, salt: number): string[] =>
  // Unique keys whose order is not the order of the lines, so that the key tie-break is tested.
  Array.from({ length: n }, (_, i) => `k${((i * 7919 + salt) % (n * 8)).toString(36)}-${i}`);

/** Weights: many equal (ties of remainder and weight), middling, and large. */
const weight = fc.oneof(
  fc.integer({ min: 0, max: 6 }),
  fc.integer({ min: 0, max: 10_000_000 }),
  fc.integer({ min: 0, max: 2 ** 40 }),
);
const total = fc.oneof(
  fc.integer({ min: 0, max: 1000 }),
  fc.integer({ min: 0, max: 2 ** 32 }),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe("columnShares: the bigint rounding, line for line", () => {
  test("any whole weights and total below 2^53", () => {
    fc.assert(
      fc.property(total, fc.array(weight, { minLength: 1, maxLength: 60 }), fc.nat(1000), (t, ints, salt) => {
        const sum = ints.reduce((s, a) => s + a, 0);
        fc.pre(sum > 0 && sum < 2 ** 53);
        check(t, ints, keysFor(ints.length, salt));
      }),
      { numRuns: 1500 },
    );
  });

  test("products near the 2^82 bound, where the remainder is recovered from its low 32 bits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 40, max: Number.MAX_SAFE_INTEGER }),
        fc.array(fc.integer({ min: 0, max: 2 ** 29 }), { minLength: 1, maxLength: 40 }),
        fc.nat(1000),
        (t, ints, salt) => {
          const sum = ints.reduce((s, a) => s + a, 0);
          fc.pre(sum > 0);
          check(t, ints, keysFor(ints.length, salt));
        },
      ),
      { numRuns: 1000 },
    );
  });

  test("sums of 2^51 or more and products beyond 2^82, on bigints line by line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.array(fc.integer({ min: 2 ** 44, max: 2 ** 49 }), { minLength: 1, maxLength: 20 }),
        fc.nat(1000),
        (t, ints, salt) => {
          const sum = ints.reduce((s, a) => s + a, 0);
          fc.pre(sum < 2 ** 53);
          check(t, ints, keysFor(ints.length, salt));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("quotients one off in float64: totals and weights at the edges", () => {
    const edges = [
      1,
      2,
      3,
      2 ** 26 - 1,
      2 ** 26,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 32 - 1,
      2 ** 32 + 1,
      2 ** 52 - 1,
      2 ** 53 - 1,
    ];
    for (const t of edges)
      for (const x of edges) {
        const ints = [x, 1, 2 ** 20 + 7, x > 1 ? x - 1 : 5];
        if (ints.reduce((s, a) => s + a, 0) < 2 ** 53) check(t, ints, keysFor(ints.length, t % 97));
      }
  });

  test("200,000 lines with many equal remainders: the selection within one bucket", () => {
    let seed = 1683;
    const next = (m: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % m;
    };
    const n = 200_000;
    const ints = Array.from({ length: n }, (_, i) => (i % 5 === 0 ? 1 + next(30) : 1 + next(5_000_000)));
    const keys = keysFor(n, 11);
    for (const t of [n - 1, 999_983, 2 ** 33 + 5]) check(t, ints, keys);
  });

  test("a total and no weight, a negative or broken weight, and sums of 2^53 are refused", () => {
    const keyOf = (i: number) => `k${i}`;
    assert.throws(() => columnShares(5, Float64Array.of(0, 0), keyOf), /nobody has a part/);
    assert.deepEqual([...columnShares(0, Float64Array.of(0, 0), keyOf).whole], [0, 0]);
    assert.throws(() => columnShares(5, Float64Array.of(1, -1), keyOf), MoneyError);
    assert.throws(() => columnShares(5, Float64Array.of(1, 0.5), keyOf), MoneyError);
    assert.throws(() => columnShares(5, Float64Array.of(1, Number.NaN), keyOf), MoneyError);
    assert.throws(() => columnShares(5, Float64Array.of(2 ** 52, 2 ** 52), keyOf), /2\^53/);
    assert.throws(() => columnShares(0.5, Float64Array.of(1), keyOf), MoneyError);
  });

  test("a key given twice is refused when the tie-break meets it", () => {
    assert.throws(() => columnShares(1, Float64Array.of(1, 1), () => "same"), /"same" appears twice/);
  });
});
