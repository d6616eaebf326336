// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { gcd, lcm, parseCanonical, R, Rational, RationalError, sum } from "./rational.js";

/** Exact fields of a rational, for comparisons that also check the canonical form. */
function fields(r: Rational): [bigint, bigint] {
  return [r.num, r.den];
}

const bigNum = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
const bigDen = fc.bigInt({ min: 1n, max: 10n ** 9n });
/** Any rational, built from a possibly negative denominator so that normalisation is exercised. */
const rational = fc
  .tuple(bigNum, bigDen, fc.boolean())
  .map(([n, d, flip]) => (flip ? Rational.of(-n, -d) : Rational.of(n, d)));
const nonZeroRational = rational.filter((r) => !r.isZero());

describe("gcd and lcm", () => {
  test("gcd ignores signs and treats 0 as neutral", () => {
    assert.equal(gcd(12n, 18n), 6n);
    assert.equal(gcd(-12n, 18n), 6n);
    assert.equal(gcd(12n, -18n), 6n);
    assert.equal(gcd(0n, 5n), 5n);
    assert.equal(gcd(7n, 0n), 7n);
    assert.equal(gcd(17n, 5n), 1n);
  });

  test("lcm is positive and 0 when either side is 0", () => {
    assert.equal(lcm(4n, 6n), 12n);
    assert.equal(lcm(-4n, 6n), 12n);
    assert.equal(lcm(4n, -6n), 12n);
    assert.equal(lcm(0n, 6n), 0n);
    assert.equal(lcm(6n, 0n), 0n);
  });
});

describe("Rational.of: reduction and sign normalisation", () => {
  test("reduces to lowest terms", () => {
    assert.deepEqual(fields(Rational.of(6, 8)), [3n, 4n]);
    assert.deepEqual(fields(Rational.of(100n, 25n)), [4n, 1n]);
  });

  test("moves the sign to the numerator and keeps the denominator positive", () => {
    assert.deepEqual(fields(Rational.of(6, -8)), [-3n, 4n]);
    assert.deepEqual(fields(Rational.of(-6, 8)), [-3n, 4n]);
    assert.deepEqual(fields(Rational.of(-6, -8)), [3n, 4n]);
  });

  test("zero is always 0/1, whatever the denominator", () => {
    assert.deepEqual(fields(Rational.of(0, -5)), [0n, 1n]);
    assert.deepEqual(fields(Rational.of(0n, 7n)), [0n, 1n]);
    assert.ok(Rational.of(0, 9).eq(Rational.ZERO));
  });

  test("the denominator defaults to 1", () => {
    assert.deepEqual(fields(Rational.of(5)), [5n, 1n]);
  });

  test("a zero denominator throws RationalError", () => {
    assert.throws(() => Rational.of(1, 0), RationalError);
    assert.throws(() => Rational.of(1n, 0n), /denominator is zero/);
  });

  test("a non-integer or unsafe number is refused", () => {
    assert.throws(() => Rational.of(1.5), /1.5 is not a safe whole number/);
    assert.throws(() => Rational.of(2 ** 53), RationalError);
    assert.throws(() => Rational.of(1, Number.NaN), RationalError);
  });

  test("property: result is in lowest terms with a positive denominator and keeps the value", () => {
    fc.assert(
      fc.property(bigNum, bigDen, fc.boolean(), (n, d, flip) => {
        const den = flip ? -d : d;
        const r = Rational.of(n, den);
        assert.ok(r.den > 0n);
        assert.equal(gcd(r.num, r.den), r.num === 0n ? r.den : 1n);
        if (r.num === 0n) assert.equal(r.den, 1n);
        // n/den == r.num/r.den  <=>  n * r.den == r.num * den
        assert.equal(n * r.den, r.num * den);
      }),
    );
  });
});

describe("Rational.tryParse and parse", () => {
  const good: [string, string][] = [
    ["7", "7"],
    ["-3", "-3"],
    ["+3", "3"],
    ["007", "7"],
    ["1.25", "5/4"],
    ["-0.5", "-1/2"],
    ["1.50", "3/2"],
    ["0.0", "0"],
    ["3/4", "3/4"],
    ["-3/4", "-3/4"],
    ["6/8", "3/4"],
    [" 3 / 4 ", "3/4"],
    ["1 1/2", "3/2"],
    ["-1 1/2", "-3/2"],
    ["2  3/4", "11/4"],
    ["  12  ", "12"],
  ];
  for (const [text, want] of good) {
    test(`"${text}" parses to ${want}`, () => {
      const r = Rational.tryParse(text);
      assert.ok(r !== undefined, `"${text}" should parse`);
      assert.equal(r.toString(), want);
      assert.equal(Rational.parse(text).toString(), want);
    });
  }

  const bad = [
    "",
    "  ",
    "abc",
    "1/0",
    "1 1/0",
    "1.",
    ".5",
    "1e3",
    "1/2/3",
    "3/-4",
    "1,5",
    "0x10",
    "--3",
    "1 1",
    "½",
    "3/4 rd",
  ];
  for (const text of bad) {
    test(`"${text}" is not a number: tryParse gives undefined, parse throws naming it`, () => {
      assert.equal(Rational.tryParse(text), undefined);
      assert.throws(
        () => Rational.parse(text),
        (e: unknown) =>
          e instanceof RationalError && e.message.includes(`"${text}"`) && e.message.includes("expected forms"),
      );
    });
  }
});

describe("Rational.from and R", () => {
  test("accepts integers, bigints, strings and rationals", () => {
    assert.equal(Rational.from(3).toString(), "3");
    assert.equal(Rational.from(-3n).toString(), "-3");
    assert.equal(Rational.from("3/4").toString(), "3/4");
    assert.equal(R("1 1/2").toString(), "3/2");
  });

  test("returns the same object for a Rational", () => {
    const r = R("2/3");
    assert.equal(Rational.from(r), r);
  });

  test("refuses a fractional number and asks for text", () => {
    assert.throws(() => Rational.from(0.75), /0.75 is not a whole number; write fractions as text/);
  });

  test("refuses bad text", () => {
    assert.throws(() => R("three"), RationalError);
  });
});

describe("arithmetic", () => {
  test("add, sub, mul, div on worked values", () => {
    assert.equal(R("1/2").add(R("1/3")).toString(), "5/6");
    assert.equal(R("1/2").sub(R("1/3")).toString(), "1/6");
    assert.equal(R("1/3").sub(R("1/2")).toString(), "-1/6");
    assert.equal(R("2/3").mul(R("3/4")).toString(), "1/2");
    assert.equal(R("1/2").div(R("1/4")).toString(), "2");
    assert.equal(R("-1/2").div(R("-1/4")).toString(), "2");
    assert.equal(R("1/2").div(R("-3")).toString(), "-1/6");
  });

  test("adding on a shared denominator still reduces (1/4 + 1/4 = 1/2)", () => {
    assert.deepEqual(fields(R("1/4").add(R("1/4"))), [1n, 2n]);
    assert.deepEqual(fields(R("1/6").add(R("5/6"))), [1n, 1n]);
  });

  test("division by zero throws RationalError", () => {
    assert.throws(() => R(1).div(Rational.ZERO), /division by zero/);
  });

  test("neg, abs and sign", () => {
    assert.equal(R("3/4").neg().toString(), "-3/4");
    assert.equal(R("-3/4").neg().toString(), "3/4");
    assert.equal(R("-3/4").abs().toString(), "3/4");
    assert.equal(R("3/4").abs().toString(), "3/4");
    assert.equal(R("-3/4").sign(), -1);
    assert.equal(R(0).sign(), 0);
    assert.equal(R("3/4").sign(), 1);
    assert.deepEqual(fields(Rational.ZERO.neg()), [0n, 1n]);
  });

  test("isZero and isInteger", () => {
    assert.equal(R(0).isZero(), true);
    assert.equal(R("1/9").isZero(), false);
    assert.equal(R("8/4").isInteger(), true);
    assert.equal(R("9/4").isInteger(), false);
  });

  test("cmp, eq, lt, gt compare values, not spellings", () => {
    assert.equal(R("1/3").cmp(R("1/2")), -1);
    assert.equal(R("1/2").cmp(R("1/3")), 1);
    assert.equal(R("2/4").cmp(R("1/2")), 0);
    assert.equal(R("-1/2").cmp(R("-1/3")), -1);
    assert.ok(R("2/4").eq(R("0.5")));
    assert.ok(!R("1/2").eq(R("1/3")));
    assert.ok(R("-1").lt(R("0")));
    assert.ok(!R("0").lt(R("0")));
    assert.ok(R("3/2").gt(R("1 1/3")));
    assert.ok(!R("1").gt(R("1")));
  });

  test("floor and ceil, including negatives", () => {
    const cases: [string, bigint, bigint][] = [
      ["7/2", 3n, 4n],
      ["-7/2", -4n, -3n],
      ["-1/3", -1n, 0n],
      ["1/3", 0n, 1n],
      ["-4", -4n, -4n],
      ["4", 4n, 4n],
      ["0", 0n, 0n],
      ["-9/3", -3n, -3n],
    ];
    for (const [text, f, c] of cases) {
      assert.equal(R(text).floor(), f, `floor(${text})`);
      assert.equal(R(text).ceil(), c, `ceil(${text})`);
    }
  });

  test("property: floor(r) <= r < floor(r) + 1 and ceil(r) - 1 < r <= ceil(r)", () => {
    fc.assert(
      fc.property(rational, (r) => {
        const f = Rational.of(r.floor());
        const c = Rational.of(r.ceil());
        assert.ok(!r.lt(f) && r.lt(f.add(Rational.ONE)));
        assert.ok(!r.gt(c) && r.gt(c.sub(Rational.ONE)));
        assert.equal(r.ceil() - r.floor(), r.isInteger() ? 0n : 1n);
      }),
    );
  });
});

describe("text forms", () => {
  test("toString is canonical", () => {
    assert.equal(Rational.of(6, -8).toString(), "-3/4");
    assert.equal(Rational.of(10, 5).toString(), "2");
    assert.equal(Rational.ZERO.toString(), "0");
  });

  test("toJSON is the canonical text", () => {
    assert.equal(JSON.stringify({ share: R("6/8") }), '{"share":"3/4"}');
  });

  test("toNumber approximates", () => {
    assert.equal(R("3/4").toNumber(), 0.75);
    assert.equal(R("-5/2").toNumber(), -2.5);
  });

  test("toDecimal rounds half away from zero", () => {
    const cases: [string, number | undefined, string][] = [
      ["1/8", 2, "0.13"],
      ["-1/8", 2, "-0.13"],
      ["1/8", 3, "0.125"],
      ["1/3", 2, "0.33"],
      ["2/3", 2, "0.67"],
      ["-2/3", 2, "-0.67"],
      ["1/200", 2, "0.01"],
      ["-1/200", 2, "-0.01"],
      ["1/201", 2, "0.00"],
      ["5/2", 0, "3"],
      ["-5/2", 0, "-3"],
      ["3/2", 0, "2"],
      ["7", 2, "7.00"],
      ["12345/100", 2, "123.45"],
      ["-12345/1000", 2, "-12.35"],
      ["1/3", undefined, "0.33"],
    ];
    for (const [text, places, want] of cases) {
      assert.equal(R(text).toDecimal(places), want, `${text} to ${places ?? "default"} places`);
    }
  });

  test("toDecimal never writes a negative zero", () => {
    assert.equal(R("-1/1000").toDecimal(2), "0.00");
    assert.equal(R("-1/3").toDecimal(0), "0");
  });

  test("property: toDecimal is within half a last place, and an exact half goes away from zero", () => {
    fc.assert(
      fc.property(rational, fc.integer({ min: 0, max: 6 }), (r, places) => {
        const shown = Rational.parse(r.toDecimal(places));
        const half = Rational.of(1n, 2n * 10n ** BigInt(places));
        const diff = shown.sub(r).abs();
        assert.ok(!diff.gt(half), `${r} → ${r.toDecimal(places)}`);
        if (diff.eq(half)) assert.ok(shown.abs().gt(r.abs()));
        if (!shown.isZero()) assert.equal(shown.sign(), r.sign());
      }),
    );
  });

  test("property: parse(toString(r)) gives back r", () => {
    fc.assert(
      fc.property(rational, (r) => {
        const back = Rational.parse(r.toString());
        assert.deepEqual(fields(back), fields(r));
      }),
    );
  });

  test("property: a decimal written with d places parses to its exact value", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 1, max: 8 }), (n, d) => {
        const scale = 10n ** BigInt(d);
        const abs = n < 0n ? -n : n;
        const text = `${n < 0n ? "-" : ""}${abs / scale}.${(abs % scale).toString().padStart(d, "0")}`;
        assert.ok(Rational.parse(text).eq(Rational.of(n, scale)), text);
      }),
    );
  });
});

describe("sum", () => {
  test("empty sum is zero", () => {
    assert.ok(sum([]).eq(Rational.ZERO));
  });

  test("worked sums", () => {
    assert.equal(sum([R("1/2"), R("1/3"), R("1/6")]).toString(), "1");
    assert.equal(sum([R("3/4"), R("-1/4"), R("5")]).toString(), "11/2");
  });

  test("property: sum equals repeated add", () => {
    fc.assert(
      fc.property(fc.array(rational, { maxLength: 20 }), (rs) => {
        const folded = rs.reduce((acc, r) => acc.add(r), Rational.ZERO);
        assert.deepEqual(fields(sum(rs)), fields(folded));
      }),
    );
  });
});

describe("field laws (property)", () => {
  test("a + b = b + a and a * b = b * a", () => {
    fc.assert(
      fc.property(rational, rational, (a, b) => {
        assert.ok(a.add(b).eq(b.add(a)));
        assert.ok(a.mul(b).eq(b.mul(a)));
      }),
    );
  });

  test("(a + b) + c = a + (b + c) and (a * b) * c = a * (b * c)", () => {
    fc.assert(
      fc.property(rational, rational, rational, (a, b, c) => {
        assert.ok(
          a
            .add(b)
            .add(c)
            .eq(a.add(b.add(c))),
        );
        assert.ok(
          a
            .mul(b)
            .mul(c)
            .eq(a.mul(b.mul(c))),
        );
      }),
    );
  });

  test("a * (b + c) = a * b + a * c", () => {
    fc.assert(
      fc.property(rational, rational, rational, (a, b, c) => {
        assert.ok(a.mul(b.add(c)).eq(a.mul(b).add(a.mul(c))));
      }),
    );
  });

  test("a - a = 0, a + 0 = a, a * 1 = a", () => {
    fc.assert(
      fc.property(rational, (a) => {
        assert.deepEqual(fields(a.sub(a)), [0n, 1n]);
        assert.ok(a.add(Rational.ZERO).eq(a));
        assert.ok(a.mul(Rational.ONE).eq(a));
      }),
    );
  });

  test("a / a = 1 and (a / b) * b = a for non-zero a, b", () => {
    fc.assert(
      fc.property(nonZeroRational, nonZeroRational, (a, b) => {
        assert.deepEqual(fields(a.div(a)), [1n, 1n]);
        assert.ok(a.div(b).mul(b).eq(a));
      }),
    );
  });

  test("cmp agrees with the sign of the difference and is antisymmetric", () => {
    fc.assert(
      fc.property(rational, rational, (a, b) => {
        assert.equal(a.cmp(b), a.sub(b).sign());
        assert.equal(a.cmp(b), -b.cmp(a) || 0);
        assert.equal(a.eq(b), a.cmp(b) === 0);
      }),
    );
  });
});

describe("parseCanonical", () => {
  test("property: reads back every Rational's text as Rational.parse does", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }), fc.bigInt({ min: 1n, max: 2n ** 70n }), (n, d) => {
        const r = Rational.of(n, d);
        const back = parseCanonical(r.toString());
        assert.ok(back.eq(r));
        assert.ok(back.eq(Rational.parse(r.toString())));
      }),
    );
  });

  test("property: any other text comes out as Rational.parse has it, value or error", () => {
    const outcome = (f: () => Rational): string => {
      try {
        return `ok ${f().toString()}`;
      } catch (e) {
        return `error ${(e as Error).name}: ${(e as Error).message}`;
      }
    };
    const texts = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[-+]?\d{0,4}(\/\d{0,3})?(\/\d)?$/),
      fc.constantFrom("", "-", "/", "1/", "/2", "-0", "007", "2/4", "1/0", "0/5", "1.5", "1 1/2", " 3", "3 ", "0x10"),
    );
    fc.assert(
      fc.property(texts, (t) => {
        assert.equal(
          outcome(() => parseCanonical(t)),
          outcome(() => Rational.parse(t)),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
