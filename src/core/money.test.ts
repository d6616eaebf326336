// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  comparisonCurrency,
  convert,
  FIXED_CURRENCIES,
  findUnit,
  isoCurrency,
  LIRA,
  LOD_SILVER,
  largestUnit,
  Money,
  MoneyError,
  NEUTRAL_U,
  RIGSDALER,
  reichstaler,
  sameReckoning,
  smallestUnit,
} from "./money.js";
import { R, Rational } from "./rational.js";

/** Parse and fail the test with the message when parsing fails. */
function parseOk(c: Parameters<typeof Money.parse>[0], text: string): Money {
  const m = Money.parse(c, text);
  if (typeof m === "string") assert.fail(`"${text}" should parse, got: ${m}`);
  return m;
}

/** Parse and return the error message; fail the test when parsing succeeds. */
function parseErr(c: Parameters<typeof Money.parse>[0], text: string): string {
  const m = Money.parse(c, text);
  if (typeof m !== "string") assert.fail(`"${text}" should not parse, got ${m.format()}`);
  return m;
}

const WITH_WITTEN = reichstaler({ stueber: 54n, witten: 10n, note: "test: 54 Stüber of 10 Witten" });
const NO_WITTEN = reichstaler({ stueber: 54n, witten: 1n, note: "test: 54 Stüber, no Witten" });

describe("currency definitions", () => {
  test("rigsdaler ladder: 1 rd = 6 mk = 96 sk", () => {
    assert.deepEqual(
      RIGSDALER.units.map((u) => [u.code, u.inSmallest]),
      [
        ["rd", 96n],
        ["mk", 16n],
        ["sk", 1n],
      ],
    );
    assert.equal(largestUnit(RIGSDALER).code, "rd");
    assert.equal(smallestUnit(RIGSDALER).code, "sk");
  });

  test("lod silver: 16 lod = 1 mark of silver", () => {
    assert.deepEqual(
      LOD_SILVER.units.map((u) => [u.code, u.inSmallest]),
      [
        ["mark-silver", 16n],
        ["lod", 1n],
      ],
    );
  });

  test("the neutral unit is counted in hundredths", () => {
    assert.equal(findUnit(NEUTRAL_U, "u")?.inSmallest, 100n);
    assert.equal(smallestUnit(NEUTRAL_U).code, "c");
  });

  test("the fixed currencies are rigsdaler, lod-silver and u", () => {
    assert.deepEqual(
      FIXED_CURRENCIES.map((c) => c.id),
      ["rigsdaler", "lod-silver", "u"],
    );
  });

  test("findUnit matches codes and aliases, ignoring case", () => {
    assert.equal(findUnit(RIGSDALER, "RD")?.code, "rd");
    assert.equal(findUnit(RIGSDALER, "Rigsdaler")?.code, "rd");
    assert.equal(findUnit(RIGSDALER, "rdl")?.code, "rd");
    assert.equal(findUnit(RIGSDALER, "mark")?.code, "mk");
    assert.equal(findUnit(RIGSDALER, "ß")?.code, "sk");
    assert.equal(findUnit(RIGSDALER, "florin"), undefined);
  });

  test("reichstaler with Witten: 1 rtl = 54 st = 540 w", () => {
    assert.deepEqual(
      WITH_WITTEN.units.map((u) => [u.code, u.inSmallest]),
      [
        ["rtl", 540n],
        ["st", 10n],
        ["w", 1n],
      ],
    );
    assert.equal(WITH_WITTEN.note, "test: 54 Stüber of 10 Witten");
  });

  test("reichstaler without Witten: the Stüber is the smallest unit", () => {
    assert.deepEqual(
      NO_WITTEN.units.map((u) => [u.code, u.inSmallest]),
      [
        ["rtl", 54n],
        ["st", 1n],
      ],
    );
    assert.equal(findUnit(NO_WITTEN, "w"), undefined);
  });

  test("an impossible reckoning is refused", () => {
    assert.throws(() => reichstaler({ stueber: 54n, witten: 0n, note: "" }), MoneyError);
    assert.throws(() => reichstaler({ stueber: 1n, witten: 1n, note: "" }), /whole multiple/);
  });
});

describe("convert", () => {
  test("1 rd = 6 mk = 96 sk, and back", () => {
    assert.equal(convert(RIGSDALER, R(1), "rd", "mk").toString(), "6");
    assert.equal(convert(RIGSDALER, R(1), "rd", "sk").toString(), "96");
    assert.equal(convert(RIGSDALER, R(1), "mk", "sk").toString(), "16");
    assert.equal(convert(RIGSDALER, R(48), "sk", "rd").toString(), "1/2");
    assert.equal(convert(RIGSDALER, R(3), "mk", "rd").toString(), "1/2");
    assert.equal(convert(RIGSDALER, R("3/4"), "rd", "sk").toString(), "72");
  });

  test("aliases work in convert", () => {
    assert.equal(convert(RIGSDALER, R(2), "rigsdaler", "skilling").toString(), "192");
  });

  test("16 lod = 1 mark of silver", () => {
    assert.equal(convert(LOD_SILVER, R(16), "lod", "mark-silver").toString(), "1");
    assert.equal(convert(LOD_SILVER, R(1), "mark-silver", "lod").toString(), "16");
  });

  test("reichstaler conversions depend on the reckoning", () => {
    assert.equal(convert(WITH_WITTEN, R(1), "rtl", "st").toString(), "54");
    assert.equal(convert(NO_WITTEN, R(1), "rtl", "st").toString(), "54");
    assert.equal(convert(WITH_WITTEN, R(1), "rtl", "w").toString(), "540");
    assert.equal(convert(WITH_WITTEN, R(5), "w", "st").toString(), "1/2");
  });

  test("an unknown unit throws MoneyError naming it", () => {
    assert.throws(() => convert(RIGSDALER, R(1), "florin", "sk"), /no unit "florin"/);
    assert.throws(() => convert(RIGSDALER, R(1), "rd", "w"), /no unit "w"/);
  });

  test("property: converting there and back gives the value back", () => {
    const codes = ["rd", "mk", "sk"];
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 1000n }),
        fc.constantFrom(...codes),
        fc.constantFrom(...codes),
        (n, d, from, to) => {
          const v = Rational.of(n, d);
          assert.ok(convert(RIGSDALER, convert(RIGSDALER, v, from, to), to, from).eq(v));
        },
      ),
    );
  });
});

describe("Money.parse", () => {
  const cases: [string, string, bigint | string][] = [
    ["12 rd 3 mk 4 sk", "all three units", 12n * 96n + 3n * 16n + 4n],
    ["3/4 rd", "a fraction of a rigsdaler", 72n],
    ["12", "a bare number is in rigsdaler", 12n * 96n],
    ["12.5", "a bare decimal is in rigsdaler", 1200n],
    ["1 1/2", "a bare mixed number", 144n],
    ["0", "zero", 0n],
    ["4 sk 3 mk 12 rd", "terms in any order", 1204n],
    ["12rd3mk4sk", "no spaces", 1204n],
    ["12 RD 3 Mk", "units in any case", 1200n],
    ["2 rigsdaler 1 mark", "long names", 208n],
    ["5 ß", "the skilling sign", 5n],
    ["12 rd, 3 mk", "terms separated by a comma", 1200n],
    ["1 1/2 rd", "a mixed number with a unit", 144n],
    ["4 1/3 sk", "a fraction of a skilling", "13/3"],
    ["1/2 sk", "half a skilling", "1/2"],
    ["  7 mk  ", "surrounding spaces", 112n],
  ];
  for (const [text, what, minor] of cases) {
    test(`"${text}" (${what}) is ${minor} sk`, () => {
      const m = parseOk(RIGSDALER, text);
      assert.equal(m.minor.toString(), minor.toString());
      assert.equal(m.currency, RIGSDALER);
    });
  }

  test('"120 u" in the neutral unit is 12000 c', () => {
    assert.equal(parseOk(NEUTRAL_U, "120 u").minor.toString(), "12000");
    assert.equal(parseOk(NEUTRAL_U, "120").minor.toString(), "12000");
    assert.equal(parseOk(NEUTRAL_U, "1 u 5 c").minor.toString(), "105");
  });

  test("lod silver: 16 lod is one mark of silver, in every spelling", () => {
    const mark = Money.of(LOD_SILVER, R(1), "mark-silver");
    for (const text of [
      "16 lod",
      "1 mark-silver",
      "1 mark silver",
      "1 mark of silver",
      "16 lod of silver",
      "16 lod silver",
      "1",
    ]) {
      assert.ok(parseOk(LOD_SILVER, text).eq(mark), text);
    }
    assert.equal(parseOk(LOD_SILVER, "1 mark silver 3 lod").minor.toString(), "19");
  });

  test("reichstaler amounts follow the reckoning", () => {
    assert.equal(parseOk(WITH_WITTEN, "1 rtl 3 st 5 w").minor.toString(), "575");
    assert.equal(parseOk(NO_WITTEN, "1 rtl 3 st").minor.toString(), "57");
    assert.match(parseErr(NO_WITTEN, "1 rtl 5 w"), /"w" is not a unit of .*units: rtl, st\)/);
  });

  test("an unknown unit is named, with the currency's units", () => {
    const msg = parseErr(RIGSDALER, "12 florin");
    assert.match(msg, /"florin" is not a unit of Danish rigsdaler/);
    assert.match(msg, /units: rd, mk, sk/);
  });

  test("negative amounts are refused, bare or as a term", () => {
    assert.match(parseErr(RIGSDALER, "-3"), /"-3" is negative/);
    assert.match(parseErr(RIGSDALER, "-3 rd"), /negative/);
    assert.match(parseErr(RIGSDALER, "12 rd -3 mk"), /"12 rd -3 mk" is negative/);
  });

  test("a unit named twice is refused, also under an alias", () => {
    assert.match(parseErr(RIGSDALER, "12 rd 2 rd"), /names rd twice/);
    assert.match(parseErr(RIGSDALER, "12 rd 2 rigsdaler"), /names rd twice/);
  });

  test("empty and malformed text is refused with an example", () => {
    assert.match(parseErr(RIGSDALER, ""), /empty/);
    assert.match(parseErr(RIGSDALER, "   "), /empty/);
    for (const text of ["rd 12", "12 rd 3", "twelve", "12 rd; 3 mk"]) {
      const msg = parseErr(RIGSDALER, text);
      assert.ok(msg.includes(`"${text}"`) || msg.includes("not a unit"), `${text}: ${msg}`);
    }
    assert.match(parseErr(RIGSDALER, "rd 12"), /not an amount in Danish rigsdaler \(expected e\.g\. "12", "3\/4 rd"/);
  });

  test("a zero denominator in a term is not a number", () => {
    assert.match(parseErr(RIGSDALER, "1/0 rd"), /"1\/0" is not a number/);
  });

  test("property: 'a rd b mk c sk' is a*96 + b*16 + c skilling", () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.nat(50), fc.nat(500), (a, b, c) => {
        const m = parseOk(RIGSDALER, `${a} rd ${b} mk ${c} sk`);
        assert.equal(m.minor.toString(), String(a * 96 + b * 16 + c));
      }),
    );
  });
});

describe("Money values", () => {
  test("Money.of takes an amount in a named unit, the largest by default", () => {
    assert.equal(Money.of(RIGSDALER, R("3/2"), "rd").minor.toString(), "144");
    assert.equal(Money.of(RIGSDALER, R("3/2")).minor.toString(), "144");
    assert.equal(Money.of(RIGSDALER, R(5), "mk").minor.toString(), "80");
    assert.throws(() => Money.of(RIGSDALER, R(1), "florin"), /Danish rigsdaler has no unit "florin"/);
  });

  test("in() gives the exact value in a unit", () => {
    const m = Money.ofMinor(RIGSDALER, 1204n);
    assert.equal(m.in().toString(), "301/24");
    assert.equal(m.in("mk").toString(), "301/4");
    assert.equal(m.in("sk").toString(), "1204");
    assert.throws(() => m.in("w"), MoneyError);
  });

  test("add, sub, times, cmp, isWhole", () => {
    const a = Money.ofMinor(RIGSDALER, 100n);
    const b = Money.ofMinor(RIGSDALER, 30n);
    assert.equal(a.add(b).minor.toString(), "130");
    assert.equal(a.sub(b).minor.toString(), "70");
    assert.equal(b.sub(a).minor.toString(), "-70");
    assert.equal(a.times(R("1/3")).minor.toString(), "100/3");
    assert.equal(a.times(R("1/3")).isWhole(), false);
    assert.equal(a.isWhole(), true);
    assert.equal(a.cmp(b), 1);
    assert.equal(b.cmp(a), -1);
    assert.equal(a.cmp(Money.ofMinor(RIGSDALER, R(100))), 0);
  });

  test("eq compares currency and amount", () => {
    assert.ok(Money.ofMinor(RIGSDALER, 96n).eq(Money.of(RIGSDALER, R(1))));
    assert.ok(!Money.ofMinor(RIGSDALER, 96n).eq(Money.ofMinor(RIGSDALER, 95n)));
    assert.ok(!Money.ofMinor(RIGSDALER, 0n).eq(Money.ofMinor(NEUTRAL_U, 0n)));
  });

  test("zero is zero in the largest unit", () => {
    assert.ok(Money.zero(NEUTRAL_U).minor.isZero());
    assert.equal(Money.zero(RIGSDALER).format(), "0 rd");
  });
});

describe("mixing currencies", () => {
  const rd = Money.ofMinor(RIGSDALER, 96n);
  const u = Money.ofMinor(NEUTRAL_U, 96n);

  test("add, sub and cmp across currencies throw MoneyError naming both", () => {
    assert.throws(() => rd.add(u), /cannot combine Danish rigsdaler with neutral money unit/);
    assert.throws(() => rd.sub(u), MoneyError);
    assert.throws(() => rd.cmp(u), MoneyError);
  });

  test("two reckonings of the Reichstaler cannot be mixed, though they share an id", () => {
    const a = Money.of(WITH_WITTEN, R(1));
    const b = Money.of(NO_WITTEN, R(1));
    assert.equal(a.currency.id, b.currency.id);
    assert.throws(() => a.add(b), /two reckonings of Reichstaler.*1 rtl = 54 st = 540 w.*1 rtl = 54 st/);
    assert.throws(() => a.cmp(b), MoneyError);
    assert.equal(a.eq(Money.ofMinor(NO_WITTEN, 540n)), false);
  });

  test("two separately built but identical reckonings do mix", () => {
    const again = reichstaler({ stueber: 54n, witten: 10n, note: "another note" });
    assert.ok(sameReckoning(WITH_WITTEN, again));
    assert.equal(
      Money.of(WITH_WITTEN, R(1))
        .add(Money.of(again, R(1)))
        .minor.toString(),
      "1080",
    );
    assert.ok(Money.of(WITH_WITTEN, R(1)).eq(Money.of(again, R(1))));
  });

  test("sameReckoning tells currencies apart", () => {
    assert.equal(sameReckoning(RIGSDALER, RIGSDALER), true);
    assert.equal(sameReckoning(RIGSDALER, NEUTRAL_U), false);
    assert.equal(sameReckoning(WITH_WITTEN, NO_WITTEN), false);
    assert.equal(sameReckoning(NO_WITTEN, reichstaler({ stueber: 60n, witten: 1n, note: "" })), false);
  });
});

describe("Money.format", () => {
  const cases: [string, bigint | string, string][] = [
    ["all units", 1204n, "12 rd 3 mk 4 sk"],
    ["zero", 0n, "0 rd"],
    ["only mark", 16n, "1 mk"],
    ["a unit skipped", 97n, "1 rd 1 sk"],
    ["whole rigsdaler", 192n, "2 rd"],
    ["a fractional remainder after whole skilling", "13/3", "4 1/3 sk"],
    ["only a fraction of a skilling", "1/3", "1/3 sk"],
    ["a fraction after mark, with no whole skilling", "97/2", "3 mk 1/2 sk"],
    ["a fraction after everything", "3613/3", "12 rd 3 mk 4 1/3 sk"],
    ["negative", -1204n, "-12 rd 3 mk 4 sk"],
    ["negative fraction", "-1/2", "-1/2 sk"],
  ];
  for (const [what, minor, want] of cases) {
    test(`${what}: ${minor} sk is "${want}"`, () => {
      const m = Money.ofMinor(RIGSDALER, typeof minor === "bigint" ? minor : R(minor));
      assert.equal(m.format(), want);
      assert.equal(m.toString(), want);
    });
  }

  test("lod silver and reichstaler formats", () => {
    assert.equal(Money.ofMinor(LOD_SILVER, 19n).format(), "1 mark-silver 3 lod");
    assert.equal(Money.ofMinor(WITH_WITTEN, 575n).format(), "1 rtl 3 st 5 w");
    assert.equal(Money.ofMinor(NO_WITTEN, 57n).format(), "1 rtl 3 st");
    assert.equal(Money.ofMinor(NEUTRAL_U, 12005n).format(), "120 u 5 c");
  });

  test("property: what format writes, parse reads back exactly", () => {
    const currencies = [RIGSDALER, LOD_SILVER, NEUTRAL_U, WITH_WITTEN, NO_WITTEN];
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 60n }),
        (c, n, d) => {
          const m = Money.ofMinor(c, Rational.of(n, d));
          const back = parseOk(c, m.format());
          assert.ok(back.eq(m), `${m.format()} read back as ${back.format()}`);
        },
      ),
    );
  });
});

describe("Money.toJSON", () => {
  test("gives the exact value in the largest and the smallest unit", () => {
    assert.deepEqual(Money.ofMinor(RIGSDALER, 1204n).toJSON(), {
      currency: "rigsdaler",
      rd: "301/24",
      minor: "1204",
      minorUnit: "sk",
      text: "12 rd 3 mk 4 sk",
    });
  });
});

describe("the fast path for an amount's text", () => {
  const currencies = [RIGSDALER, LOD_SILVER, NEUTRAL_U, WITH_WITTEN, NO_WITTEN];

  /** Money.format as worked out on bigints alone: the reference the fast path must equal. */
  function formatOnBigints(m: Money): string {
    const neg = m.minor.sign() < 0;
    const abs = m.minor.abs();
    let whole = abs.floor();
    const rest = abs.sub(Rational.of(whole));
    const parts: string[] = [];
    const units = m.currency.units;
    for (let i = 0; i < units.length; i++) {
      const u = units[i] as (typeof units)[number];
      const n = whole / u.inSmallest;
      whole -= n * u.inSmallest;
      if (i === units.length - 1 && !rest.isZero())
        parts.push(`${n === 0n ? "" : `${n} `}${rest.toString()} ${u.code}`);
      else if (n !== 0n) parts.push(`${n} ${u.code}`);
    }
    if (parts.length === 0) return `0 ${largestUnit(m.currency).code}`;
    return (neg ? "-" : "") + parts.join(" ");
  }

  /** Amounts around and beyond 2^53, where the fast path gives way to bigints. */
  const magnitude = fc.oneof(
    fc.bigInt({ min: -(10n ** 6n), max: 10n ** 6n }),
    fc.bigInt({ min: -(2n ** 54n), max: 2n ** 54n }),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
    fc.constantFrom(0n, 2n ** 53n - 1n, 2n ** 53n, -(2n ** 53n - 1n), -(2n ** 53n)),
  );
  const denominator = fc.oneof(
    fc.constant(1n),
    fc.bigInt({ min: 1n, max: 1000n }),
    fc.bigInt({ min: 1n, max: 2n ** 60n }),
    fc.constantFrom(2n ** 53n - 1n, 2n ** 53n, 3n ** 33n),
  );

  test("property: format and toJSON give what the bigint arithmetic gives", () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), magnitude, denominator, (c, n, d) => {
        const m = Money.ofMinor(c, Rational.of(n, d));
        assert.equal(m.format(), formatOnBigints(m));
        const j = m.toJSON();
        assert.equal(j[largestUnit(c).code], m.in().toString());
        assert.equal(j.minor, m.minor.toString());
        assert.equal(j.text, formatOnBigints(m));
      }),
      { numRuns: 3000 },
    );
  });

  test("a currency whose largest unit is beyond 2^53 takes the bigint path", () => {
    const huge = reichstaler({ stueber: 2n ** 40n, witten: 2n ** 20n, note: "" });
    const m = Money.ofMinor(huge, 2n ** 60n + 5n);
    assert.equal(m.format(), formatOnBigints(m));
    assert.equal(m.toJSON()[largestUnit(huge).code], m.in().toString());
  });
});

describe("ISO 4217 currencies", () => {
  test("an ISO currency counts in its minor unit and writes amounts as decimals with its code", () => {
    const eur = isoCurrency("eur");
    assert.ok(eur);
    assert.equal(eur.decimals, 2);
    const m = Money.parse(eur, "1234.56 EUR");
    assert.ok(m instanceof Money);
    assert.equal(m.minor.toString(), "123456");
    assert.equal(m.format(), "1234.56 EUR");
    assert.equal(Money.ofMinor(eur, R("100/3")).format(), "0.33 1/3 EUR");
    assert.equal(Money.ofMinor(eur, -5n).format(), "-0.05 EUR");
    const jpy = isoCurrency("JPY");
    assert.equal(jpy && Money.of(jpy, R(1500)).format(), "1500 JPY");
    const kwd = isoCurrency("KWD");
    assert.equal(kwd && Money.of(kwd, R("1.5")).format(), "1.500 KWD");
    assert.equal(isoCurrency("XYZ"), undefined);
  });

  test("the lira of account counts 20 soldi of 12 denari; currencies of comparison are found by id", () => {
    assert.equal(Money.of(LIRA, R("25/2")).format(), "12 lire 10 soldi");
    assert.equal(comparisonCurrency("lira"), LIRA);
    assert.equal(comparisonCurrency("GBP")?.name, "pound sterling");
  });
});
