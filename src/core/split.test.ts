// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { Money, MoneyError, NEUTRAL_U, RIGSDALER, reichstaler } from "./money.js";
import { R, Rational, sum } from "./rational.js";
import { type Claim, type Split, split, splitByParts, splitByValues, TIE_BREAK_RULE } from "./split.js";

const u = (text: string): Money => {
  const m = Money.parse(NEUTRAL_U, text);
  if (typeof m === "string") throw new Error(m);
  return m;
};
const c = (n: bigint): Money => Money.ofMinor(NEUTRAL_U, n);
const claims = (pairs: [string, string | number][]): Claim[] => pairs.map(([key, w]) => ({ key, weight: R(w) }));

/** key → rounded amount in the smallest unit, as text. */
function roundedByKey(s: Split): Record<string, string> {
  return Object.fromEntries(s.lines.map((l) => [l.key, l.rounded.minor.toString()]));
}

function upKeys(s: Split): string[] {
  return s.lines.filter((l) => l.roundedUp).map((l) => l.key);
}

describe("split: worked figures", () => {
  test("340 u over parts 3:1:1:1:1:1:2:1:3:1:1:1 (17 parts) gives exactly 20 u a part", () => {
    const parts = [3, 1, 1, 1, 1, 1, 2, 1, 3, 1, 1, 1];
    const s = split(
      u("340 u"),
      parts.map((p, i) => ({ key: `p${String(i + 1).padStart(2, "0")}`, weight: R(p) })),
    );
    assert.equal(s.totalWeight.toString(), "17");
    assert.equal(s.leftOverUnits, 0n);
    assert.deepEqual(
      s.lines.map((l) => l.rounded.format()),
      parts.map((p) => `${20 * p} u`),
    );
    assert.ok(s.lines.every((l) => l.exact.eq(l.rounded) && !l.roundedUp));
    assert.equal(s.lines[0]?.fraction.toString(), "3/17");
    assert.equal(s.lines[6]?.fraction.toString(), "2/17");
  });

  test("120 u over 11 equal parts: 10 lines get 1091 c, the last key in order gets 1090 c, total 12000 c", () => {
    // Listed in reverse key order to show that list position plays no part.
    const keys = Array.from({ length: 11 }, (_, i) => `k${String(i + 1).padStart(2, "0")}`).reverse();
    const s = split(
      u("120"),
      keys.map((key) => ({ key, weight: R(1) })),
    );
    assert.equal(s.leftOverUnits, 10n);
    assert.equal(sum(s.lines.map((l) => l.rounded.minor)).toString(), "12000");
    const got = roundedByKey(s);
    for (const k of keys) assert.equal(got[k], k === "k11" ? "1090" : "1091", k);
    assert.deepEqual(upKeys(s).sort(), keys.filter((k) => k !== "k11").sort());
    assert.ok(s.lines.every((l) => l.exact.minor.eq(Rational.of(12000n, 11n))));
    assert.equal(s.lines.find((l) => l.key === "k11")?.rounded.format(), "10 u 90 c");
  });

  test("tie-break step 2: the largest remainder gets the left-over unit before a larger weight", () => {
    // 3 c over 1:3 → exact 3/4 and 9/4; floors 0 and 2; the one left over goes to
    // "a" (remainder 3/4) although "b" has the larger weight.
    const s = split(
      c(3n),
      claims([
        ["a", 1],
        ["b", 3],
      ]),
    );
    assert.deepEqual(roundedByKey(s), { a: "1", b: "2" });
    assert.deepEqual(upKeys(s), ["a"]);
  });

  test("tie-break step 3a: on equal remainders the larger weight wins before key order", () => {
    // 2 c over 1:3 → exact 1/2 and 3/2, both remainders 1/2; "b" has the larger weight.
    const s = split(
      c(2n),
      claims([
        ["a", 1],
        ["b", 3],
      ]),
    );
    assert.deepEqual(roundedByKey(s), { a: "0", b: "2" });
    assert.deepEqual(upKeys(s), ["b"]);
  });

  test("tie-break step 3b: on equal remainders and weights the key that sorts first wins", () => {
    const s = split(
      c(1n),
      claims([
        ["zeta", 1],
        ["alpha", 1],
        ["mid", 1],
      ]),
    );
    assert.deepEqual(roundedByKey(s), { zeta: "0", alpha: "1", mid: "0" });
  });

  test("keys compare by code unit, so upper case sorts before lower case", () => {
    const s = split(
      c(1n),
      claims([
        ["a", 1],
        ["B", 1],
      ]),
    );
    assert.deepEqual(upKeys(s), ["B"]);
  });

  test("fractional parts: 1/2 : 1/3 : 1/6 of 6 u", () => {
    const s = splitByParts(u("6"), [
      { key: "master", parts: R("1/2") },
      { key: "mate", parts: R("1/3") },
      { key: "boy", parts: R("1/6") },
    ]);
    assert.deepEqual(roundedByKey(s), { master: "300", mate: "200", boy: "100" });
    assert.equal(s.totalWeight.toString(), "1");
    assert.deepEqual(
      s.lines.map((l) => l.fraction.toString()),
      ["1/2", "1/3", "1/6"],
    );
  });

  test("exact amounts keep fractions of the smallest unit", () => {
    const s = split(
      c(10n),
      claims([
        ["a", 1],
        ["b", 2],
      ]),
    );
    assert.equal(s.lines[0]?.exact.minor.toString(), "10/3");
    assert.equal(s.lines[1]?.exact.minor.toString(), "20/3");
    assert.deepEqual(roundedByKey(s), { a: "3", b: "7" });
  });

  test("a claim with weight 0 gets nothing and is never rounded up", () => {
    const s = split(
      c(1n),
      claims([
        ["a", 0],
        ["b", 1],
        ["c", 1],
      ]),
    );
    assert.deepEqual(roundedByKey(s), { a: "0", b: "1", c: "0" });
    assert.equal(s.lines[0]?.fraction.toString(), "0");
  });

  test("lines come back in the order of the claims", () => {
    const s = split(
      c(100n),
      claims([
        ["z", 1],
        ["a", 1],
        ["m", 2],
      ]),
    );
    assert.deepEqual(
      s.lines.map((l) => l.key),
      ["z", "a", "m"],
    );
  });

  test("the tie-break rule is stated for explanations", () => {
    assert.match(TIE_BREAK_RULE, /largest remainders/);
    assert.match(TIE_BREAK_RULE, /larger weight/);
  });
});

describe("split: edge cases and errors", () => {
  test("a zero total gives everyone zero but keeps the fractions", () => {
    const s = split(
      Money.zero(NEUTRAL_U),
      claims([
        ["a", 1],
        ["b", 3],
      ]),
    );
    assert.deepEqual(roundedByKey(s), { a: "0", b: "0" });
    assert.deepEqual(
      s.lines.map((l) => l.fraction.toString()),
      ["1/4", "3/4"],
    );
    assert.equal(s.leftOverUnits, 0n);
  });

  test("a zero total over all-zero weights gives zero lines with zero fractions", () => {
    const s = split(
      Money.zero(NEUTRAL_U),
      claims([
        ["a", 0],
        ["b", 0],
      ]),
    );
    assert.ok(s.totalWeight.isZero());
    assert.ok(s.lines.every((l) => l.rounded.minor.isZero() && l.fraction.isZero() && !l.roundedUp));
    assert.equal(s.lines.length, 2);
  });

  test("a non-zero total over all-zero weights throws", () => {
    assert.throws(
      () =>
        split(
          u("5"),
          claims([
            ["a", 0],
            ["b", 0],
          ]),
        ),
      (e: unknown) => e instanceof MoneyError && /nobody has a part/.test(e.message),
    );
  });

  test("a non-zero total with no claims throws", () => {
    assert.throws(() => split(u("5"), []), /nobody has a part/);
  });

  test("a duplicate key throws, naming it", () => {
    assert.throws(
      () =>
        split(
          u("5"),
          claims([
            ["a", 1],
            ["b", 1],
            ["a", 2],
          ]),
        ),
      /"a" appears twice/,
    );
  });

  test("a negative weight throws, naming the claim", () => {
    assert.throws(
      () =>
        split(
          u("5"),
          claims([
            ["a", 1],
            ["b", -1],
          ]),
        ),
      /"b" has a negative weight/,
    );
  });

  test("a total that is not a whole number of the smallest unit throws", () => {
    assert.throws(
      () => split(Money.ofMinor(NEUTRAL_U, R("1/2")), claims([["a", 1]])),
      /not a whole number of hundredth/,
    );
  });

  test("a negative total throws", () => {
    assert.throws(() => split(c(-5n), claims([["a", 1]])), /cannot split a negative amount/);
  });
});

describe("splitByParts and splitByValues", () => {
  test("splitByParts is split with the parts as weights", () => {
    const byParts = splitByParts(u("340"), [
      { key: "ship", parts: R(3) },
      { key: "crew", parts: R(14) },
    ]);
    assert.deepEqual(roundedByKey(byParts), { ship: "6000", crew: "28000" });
  });

  test("splitByValues weighs by value: contribution in proportion to values saved", () => {
    const total = Money.of(RIGSDALER, R(100));
    const s = splitByValues(total, [
      { key: "hull", value: Money.of(RIGSDALER, R(300)) },
      { key: "cargo", value: Money.of(RIGSDALER, R(100)) },
    ]);
    assert.deepEqual(
      s.lines.map((l) => [l.key, l.rounded.format()]),
      [
        ["hull", "75 rd"],
        ["cargo", "25 rd"],
      ],
    );
  });

  test("splitByValues refuses values in another currency", () => {
    assert.throws(
      () => splitByValues(Money.of(RIGSDALER, R(1)), [{ key: "hull", value: Money.of(NEUTRAL_U, R(1)) }]),
      /"hull" is valued in neutral money unit, the total in Danish rigsdaler/,
    );
  });

  test("splitByValues refuses values in another reckoning of the same currency", () => {
    const withWitten = reichstaler({ stueber: 54n, witten: 10n, note: "" });
    const noWitten = reichstaler({ stueber: 54n, witten: 1n, note: "" });
    assert.throws(
      () =>
        splitByValues(Money.of(withWitten, R(1)), [
          { key: "hull", value: Money.of(noWitten, R(2)) },
          { key: "cargo", value: Money.of(withWitten, R(1)) },
        ]),
      /"hull" is valued in Reichstaler/,
    );
  });
});

// ---------------------------------------------------------------- properties

const weight = fc
  .tuple(fc.bigInt({ min: 0n, max: 2000n }), fc.bigInt({ min: 1n, max: 12n }))
  .map(([n, d]) => Rational.of(n, d));
const claimList = fc.uniqueArray(fc.record({ key: fc.string({ minLength: 1, maxLength: 4 }), weight }), {
  selector: (x) => x.key,
  minLength: 1,
  maxLength: 12,
});
const positiveClaims = claimList.filter((cs) => cs.some((x) => !x.weight.isZero()));
const totalMinor = fc.oneof(fc.bigInt({ min: 0n, max: 50n }), fc.bigInt({ min: 0n, max: 10n ** 9n }));

describe("split: properties", () => {
  test("(a) the rounded amounts always sum exactly to the total", () => {
    fc.assert(
      fc.property(totalMinor, positiveClaims, (t, cs) => {
        const s = split(c(t), cs);
        assert.equal(sum(s.lines.map((l) => l.rounded.minor)).toString(), t.toString());
      }),
    );
  });

  test("(b) each rounded amount is within one smallest unit of its exact amount, and is floor or floor + 1", () => {
    fc.assert(
      fc.property(totalMinor, positiveClaims, (t, cs) => {
        const s = split(c(t), cs);
        for (const l of s.lines) {
          assert.ok(l.rounded.isWhole());
          const diff = l.rounded.minor.sub(l.exact.minor).abs();
          assert.ok(diff.lt(Rational.ONE), `${l.key}: ${l.rounded.minor} vs ${l.exact.minor}`);
          const floor = l.exact.minor.floor();
          assert.equal(l.rounded.minor.num, floor + (l.roundedUp ? 1n : 0n));
        }
      }),
    );
  });

  test("(c) permuting the claims changes no line", () => {
    const withPermutation = positiveClaims.chain((cs) =>
      fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length })),
    );
    fc.assert(
      fc.property(totalMinor, withPermutation, (t, [cs, shuffled]) => {
        const a = split(c(t), cs);
        const b = split(c(t), shuffled);
        assert.deepEqual(roundedByKey(b), roundedByKey(a));
        assert.deepEqual(upKeys(b).sort(), upKeys(a).sort());
        assert.deepEqual(
          b.lines.map((l) => l.key),
          shuffled.map((x) => x.key),
        );
      }),
    );
  });

  test("(d) the fractions sum to 1 when the total weight is positive", () => {
    fc.assert(
      fc.property(totalMinor, positiveClaims, (t, cs) => {
        const s = split(c(t), cs);
        assert.ok(sum(s.lines.map((l) => l.fraction)).eq(Rational.ONE));
        assert.ok(s.totalWeight.eq(sum(cs.map((x) => x.weight))));
      }),
    );
  });

  test("(e) splitByValues agrees with split on the same weights, whatever unit the values are in", () => {
    fc.assert(
      fc.property(totalMinor, positiveClaims, fc.constantFrom("u", "c"), (t, cs, unit) => {
        const bySplit = split(c(t), cs);
        const byValues = splitByValues(
          c(t),
          cs.map((x) => ({ key: x.key, value: Money.of(NEUTRAL_U, x.weight, unit) })),
        );
        assert.deepEqual(roundedByKey(byValues), roundedByKey(bySplit));
        assert.deepEqual(upKeys(byValues), upKeys(bySplit));
      }),
    );
  });

  test("the left-over units are fewer than the claims and go to the largest remainders", () => {
    fc.assert(
      fc.property(totalMinor, positiveClaims, (t, cs) => {
        const s = split(c(t), cs);
        assert.ok(s.leftOverUnits >= 0n && s.leftOverUnits < BigInt(cs.length));
        assert.equal(BigInt(upKeys(s).length), s.leftOverUnits);
        const rem = (l: Split["lines"][number]) => l.exact.minor.sub(Rational.of(l.exact.minor.floor()));
        const up = s.lines.filter((l) => l.roundedUp);
        const notUp = s.lines.filter((l) => !l.roundedUp);
        for (const x of up) {
          assert.ok(!rem(x).isZero());
          for (const y of notUp) assert.ok(!rem(x).lt(rem(y)), `${x.key} rounded up before ${y.key}`);
        }
      }),
    );
  });

  test("scaling every weight by the same factor changes nothing", () => {
    fc.assert(
      fc.property(
        totalMinor,
        positiveClaims,
        fc.tuple(fc.bigInt({ min: 1n, max: 50n }), fc.bigInt({ min: 1n, max: 50n })),
        (t, cs, [n, d]) => {
          const k = Rational.of(n, d);
          const a = split(c(t), cs);
          const b = split(
            c(t),
            cs.map((x) => ({ key: x.key, weight: x.weight.mul(k) })),
          );
          assert.deepEqual(roundedByKey(b), roundedByKey(a));
        },
      ),
    );
  });
});
