// test: shared
/**
 * adjust() at the scale of an adjuster's statement: 100,000 interests, one per
 * bill of lading. Exactness only; the speed is measured by bench/ga-scale.ts,
 * not asserted here. Also checks the fast line-building against a reference built
 * the plain way (split() and Money.toJSON()), including amounts beyond 2^53.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { adjust, type Interest } from "./average.js";
import type { AverageLine } from "./determination.js";
import { type Currency, Money, NEUTRAL_U, RIGSDALER, reichstaler } from "./money.js";
import { Rational } from "./rational.js";
import { split } from "./split.js";

const N = 100_000;

/** mulberry32, so the generated statement is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 100,000 interests: a ship, then cargo; values repeat often (ties in rounding), one in 50 has something made good. */
function generated(): Interest[] {
  const rnd = random(1683);
  const out: Interest[] = [];
  for (let i = 0; i < N; i++) {
    const value = i === 0 ? 500_000_000 : Math.floor(rnd() * (i % 3 === 0 ? 40 : 10_000_000));
    const madeGood = i % 50 === 1 ? 1 + Math.floor(rnd() * 200_000) : 0;
    out.push({
      interest: i === 0 ? "ship" : `bl-${String(i).padStart(6, "0")}`,
      owner: i === 0 ? "owners" : `merchant-${i % 997}`,
      kind: i === 0 ? "ship" : "cargo",
      label: i === 0 ? "the ship" : `bill of lading ${i}`,
      value: Money.ofMinor(RIGSDALER, BigInt(value)),
      madeGood: Money.ofMinor(RIGSDALER, BigInt(madeGood)),
      provisions: ["dl-averi/25"],
    });
  }
  return out;
}

/** "n" or "n/d" → [n, d]. */
function parts(text: string): [bigint, bigint] {
  const [n, d] = text.split("/");
  return [BigInt(n as string), BigInt(d ?? "1")];
}

describe("adjust at scale: 100,000 interests", () => {
  const interests = generated();
  const a = adjust(RIGSDALER, interests, (p) => p, ["dl-averi/25"]);
  const lines = a.statement.lines;

  test("one line per interest, in order", () => {
    assert.equal(lines.length, N);
    assert.equal(lines[0]?.interest, "ship");
    assert.equal(lines[N - 1]?.interest, (interests[N - 1] as Interest).interest);
  });

  test("the rounded contributions sum exactly to the loss", () => {
    let sum = 0n;
    for (const l of lines) sum += BigInt(l.contribution.minor);
    assert.equal(sum, a.loss.minor.num);
    assert.ok(a.loss.minor.num > 0n);
  });

  test("the nets sum to zero, by line and by party", () => {
    let byLine = 0n;
    for (const l of lines) byLine += BigInt(l.net.minor);
    assert.equal(byLine, 0n);
    let byParty = 0n;
    for (const b of a.statement.balances) byParty += BigInt(b.net.minor);
    assert.equal(byParty, 0n);
    assert.equal(a.statement.balances.length, 998);
  });

  test("every rounded contribution is within one smallest unit of its exact value", () => {
    for (const l of lines) {
      const [n, d] = parts(l.contributionExact.minor);
      const diff = BigInt(l.contribution.minor) * d - n; // (rounded − exact) × d
      assert.ok(diff > -d && diff < d, `${l.interest}: ${l.contribution.minor} against ${l.contributionExact.minor}`);
    }
  });

  test("the exact contributions sum to the loss and the fractions to one", () => {
    // Every fraction is value / mass in lowest terms, so the lcm of the denominators is the reduced mass.
    let exact = Rational.ZERO;
    let fractions = Rational.ZERO;
    const step = (acc: Rational, text: string): Rational => {
      const [n, d] = parts(text);
      return acc.add(Rational.of(n, d));
    };
    for (const l of lines) {
      exact = step(exact, l.contributionExact.minor);
      fractions = step(fractions, l.fraction);
    }
    assert.ok(exact.eq(a.loss.minor));
    assert.ok(fractions.eq(Rational.ONE));
  });

  test("the left-over units go where a full sort by remainder, weight and key puts them", () => {
    const T = a.loss.minor.num;
    const S = a.mass.minor.num;
    const ints = interests.map((i) => i.value.minor.num);
    const rem = (k: number) => (T * (ints[k] as bigint)) % S;
    const order = interests.map((_, k) => k).filter((k) => rem(k) > 0n);
    order.sort((x, y) => {
      const rx = rem(x);
      const ry = rem(y);
      if (rx !== ry) return rx > ry ? -1 : 1;
      const wx = ints[x] as bigint;
      const wy = ints[y] as bigint;
      if (wx !== wy) return wx > wy ? -1 : 1;
      return (interests[x] as Interest).interest < (interests[y] as Interest).interest ? -1 : 1;
    });
    let given = 0n;
    for (let k = 0; k < N; k++) given += (T * (ints[k] as bigint)) / S;
    const expected = new Set(order.slice(0, Number(T - given)));
    for (let k = 0; k < N; k++) {
      const floor = (T * (ints[k] as bigint)) / S;
      const up = BigInt((lines[k] as AverageLine).contribution.minor) - floor;
      assert.equal(up, expected.has(k) ? 1n : 0n, (interests[k] as Interest).interest);
    }
  });
});

// ------------------------------------------------ the fast lines against a reference

/** The lines as adjust() built them before it was made fast: split() and Money.toJSON() per line. */
function referenceLines(currency: Currency, interests: readonly Interest[]): unknown[] {
  let loss = 0n;
  for (const i of interests) loss += i.madeGood.minor.num;
  const s = split(
    Money.ofMinor(currency, loss),
    interests.map((i) => ({ key: i.interest, weight: i.value.minor })),
  );
  return interests.map((i, k) => {
    const l = s.lines[k] as (typeof s.lines)[number];
    return {
      interest: i.interest,
      owner: i.owner,
      kind: i.kind,
      label: i.label,
      contributoryValue: i.value.toJSON(),
      madeGood: i.madeGood.toJSON(),
      fraction: l.fraction.toString(),
      contributionExact: l.exact.toJSON(),
      contribution: l.rounded.toJSON(),
      net: i.madeGood.sub(l.rounded).toJSON(),
      provisions: [...i.provisions],
    };
  });
}

const CURRENCIES: Currency[] = [
  RIGSDALER,
  NEUTRAL_U,
  reichstaler({ stueber: 54n, witten: 10n, note: "test" }),
  // A largest unit of 100,000 smallest: too large for the gcd table, so the other path runs.
  reichstaler({ stueber: 1000n, witten: 100n, note: "test: a large ladder" }),
  // A largest unit of 2^60 smallest: beyond floats, so the lines fall back to Money.toJSON().
  reichstaler({ stueber: 2n ** 30n, witten: 2n ** 30n, note: "test: a ladder beyond 2^53" }),
];

const amount = fc.oneof(
  fc.bigInt({ min: 0n, max: 1000n }),
  fc.bigInt({ min: 0n, max: 10n ** 12n }),
  fc.bigInt({ min: 0n, max: 2n ** 70n }),
);
const row = fc.record({
  value: amount,
  valueDen: fc.oneof(fc.constant(1n), fc.bigInt({ min: 1n, max: 30n })),
  madeGood: amount,
});

describe("adjust: the fast lines are the reference lines, field for field", () => {
  test("any values, fractional values, amounts beyond 2^53, five ladders of units", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.array(row, { minLength: 1, maxLength: 25 }), (currency, rows) => {
        fc.pre(rows.some((r) => r.value > 0n));
        const interests: Interest[] = rows.map((r, k) => ({
          interest: `i${k}`,
          owner: `p${k % 4}`,
          kind: "cargo",
          label: `parcel ${k}`,
          value: Money.ofMinor(currency, Rational.of(r.value, r.valueDen)),
          madeGood: Money.ofMinor(currency, r.madeGood),
          provisions: ["dl-averi/25"],
        }));
        const got = adjust(currency, interests, (p) => p, []);
        assert.deepEqual(got.statement.lines, referenceLines(currency, interests));
        for (const b of got.statement.balances) {
          assert.deepEqual(b.net, Money.ofMinor(currency, BigInt(b.net.minor)).toJSON());
        }
      }),
      // Found by this property: one contributor whose weight on the common denominator is 1 has share "1", not "1/1".
      { numRuns: 300, examples: [[RIGSDALER, [{ value: 4n, valueDen: 16n, madeGood: 0n }]]] },
    );
  });

  test("a statement with no loss and nothing contributing has zero lines", () => {
    const zero = Money.zero(RIGSDALER);
    const interests: Interest[] = [
      { interest: "x", owner: "p", kind: "cargo", label: "x", value: zero, madeGood: zero, provisions: [] },
    ];
    assert.deepEqual(adjust(RIGSDALER, interests, (p) => p, []).statement.lines, referenceLines(RIGSDALER, interests));
  });
});
