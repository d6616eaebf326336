// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { adjust, adjustColumns, type Interest } from "./average.js";
import { Money, RIGSDALER } from "./money.js";
import { R } from "./rational.js";

const rd = (v: string | number) => Money.of(RIGSDALER, R(v));
const zero = Money.zero(RIGSDALER);

function interest(id: string, owner: string, kind: Interest["kind"], value: Money, madeGood: Money = zero): Interest {
  return { interest: id, owner, kind, label: id, value, madeGood, provisions: ["dl-averi/25"] };
}

// EX-11 of RULES.md, main reading: loss 1100 over a mass of 3960.
const EX11: Interest[] = [
  interest("ship", "owners", "ship", rd(2000), rd(200)),
  interest("freight", "owners", "freight", rd(260)),
  interest("a", "A", "cargo", rd(1200)),
  interest("b-kept", "B", "cargo", rd(500)),
  interest("b-jettisoned", "B", "cargo", zero, rd(300)),
  interest("c-jettisoned", "C", "cargo", zero, rd(600)),
];

describe("general average: adjust", () => {
  test("EX-11: loss 1100, mass 3960, rate 5/18, contributions and balances as RULES.md gives them", () => {
    const a = adjust(RIGSDALER, EX11, (p) => p, ["dl-averi/25"]);
    assert.equal(a.loss.in("rd").toString(), "1100");
    assert.equal(a.mass.in("rd").toString(), "3960");
    assert.equal(a.rate.toString(), "5/18");
    const exact = Object.fromEntries(a.statement.lines.map((l) => [l.interest, l.contributionExact.rd]));
    assert.deepEqual(exact, {
      ship: "5000/9",
      freight: "650/9",
      a: "1000/3",
      "b-kept": "1250/9",
      "b-jettisoned": "0",
      "c-jettisoned": "0",
    });
    const net = Object.fromEntries(a.statement.balances.map((b) => [b.party, b.net.minor]));
    // In skilling: owners -3850/9 rd, A -1000/3 rd, B +1450/9 rd, C +600 rd, rounded to the skilling.
    const sum = Object.values(net).reduce((s, v) => s + BigInt(v), 0n);
    assert.equal(sum, 0n);
    assert.equal(net.C, String(600 * 96));
  });

  test("the rounded contributions sum to the loss and the nets to zero, whatever the values", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: fc.nat(1_000_000), g: fc.nat(50_000) }), { minLength: 1, maxLength: 40 }),
        (rows) => {
          fc.pre(rows.some((r) => r.v > 0));
          const list = rows.map((r, i) =>
            interest(
              `i${i}`,
              `p${i % 5}`,
              "cargo",
              Money.ofMinor(RIGSDALER, BigInt(r.v)),
              Money.ofMinor(RIGSDALER, BigInt(r.g)),
            ),
          );
          const a = adjust(RIGSDALER, list, (p) => p, []);
          const contributions = a.statement.lines.reduce((s, l) => s + BigInt(l.contribution.minor), 0n);
          assert.equal(contributions, a.loss.minor.num);
          const nets = a.statement.balances.reduce((s, b) => s + BigInt(b.net.minor), 0n);
          assert.equal(nets, 0n);
        },
      ),
    );
  });

  test("a loss with nothing contributing is refused", () => {
    assert.throws(
      () => adjust(RIGSDALER, [interest("x", "p", "cargo", zero, rd(5))], (p) => p, []),
      /nothing contributes/,
    );
  });

  test("an interest id given twice is refused, on the float64 path and on the bigint path", () => {
    const twice = [interest("x", "p", "cargo", rd(5)), interest("x", "q", "cargo", rd(7))];
    assert.throws(() => adjust(RIGSDALER, twice, (p) => p, []), /"x" appears twice/);
    const fractional = [interest("x", "p", "cargo", rd("1/192")), interest("x", "q", "cargo", rd(7))];
    assert.throws(() => adjust(RIGSDALER, fractional, (p) => p, []), /"x" appears twice/);
  });
});

describe("general average: the statement drawn up when read", () => {
  test("it serialises, clones and compares as plain data, its keys in their place", () => {
    const s = adjust(RIGSDALER, EX11, (p) => p, ["dl-averi/25"]).statement;
    assert.deepEqual(Object.keys(s), ["loss", "mass", "rate", "lines", "balances", "rounding", "provisions"]);
    const text = JSON.stringify(s);
    const plain = JSON.parse(text);
    assert.deepStrictEqual(s, plain);
    assert.deepStrictEqual(structuredClone(s), plain);
    assert.deepStrictEqual({ ...s }, plain);
    assert.equal(JSON.stringify(adjust(RIGSDALER, EX11, (p) => p, ["dl-averi/25"]).statement), text);
    assert.equal(s.lines, s.lines, "drawn up once and kept");
  });

  test("the lines and balances may be replaced, as on plain data", () => {
    const s = adjust(RIGSDALER, EX11, (p) => p, []).statement;
    s.lines = s.lines.slice(0, 2);
    s.balances = [];
    assert.equal(s.lines.length, 2);
    assert.deepEqual(s.balances, []);
  });

  test("the interests may change after the adjustment without changing its lines", () => {
    const list = EX11.slice();
    const s = adjust(RIGSDALER, list, (p) => p, []).statement;
    list.reverse();
    list.length = 1;
    assert.deepEqual(
      s.lines.map((l) => l.interest),
      EX11.map((i) => i.interest),
    );
  });
});

describe("general average: the adjustment on columns", () => {
  test("the same exact and rounded contributions as adjust(), for any values", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: fc.nat(10_000_000), g: fc.nat(500_000) }), { minLength: 1, maxLength: 40 }),
        (rows) => {
          fc.pre(rows.some((r) => r.v > 0));
          const list = rows.map((r, i) =>
            interest(
              `i${i}`,
              `p${i % 5}`,
              "cargo",
              Money.ofMinor(RIGSDALER, BigInt(r.v)),
              Money.ofMinor(RIGSDALER, BigInt(r.g)),
            ),
          );
          const a = adjust(RIGSDALER, list, (p) => p, []);
          const c = adjustColumns(
            Float64Array.from(rows, (r) => r.v),
            Float64Array.from(rows, (r) => r.g),
            (i) => `i${i}`,
          );
          assert.equal(BigInt(c.loss), a.loss.minor.num);
          assert.equal(BigInt(c.mass), a.mass.minor.num);
          a.statement.lines.forEach((l, i) => {
            const exact = R(`${c.whole[i]}`).add(R(`${c.rest[i]}/${c.mass}`));
            assert.ok(exact.eq(R(l.contributionExact.minor)), l.interest);
            assert.equal(String((c.whole[i] as number) + (c.up[i] as number)), l.contribution.minor);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  test("a negative or broken amount, a loss with nothing contributing, and sums of 2^53 are refused", () => {
    const key = (i: number) => `i${i}`;
    assert.throws(() => adjustColumns(Float64Array.of(1, -2), Float64Array.of(0, 0), key), /i1 has an amount/);
    assert.throws(() => adjustColumns(Float64Array.of(1, 2), Float64Array.of(0, 0.5), key), /i1 has an amount/);
    assert.throws(() => adjustColumns(Float64Array.of(0), Float64Array.of(5), key), /nothing contributes/);
    assert.throws(() => adjustColumns(Float64Array.of(2 ** 53), Float64Array.of(5), key), /2\^53/);
    assert.throws(() => adjustColumns(Float64Array.of(1), Float64Array.of(), key), /differ in length/);
    const none = adjustColumns(Float64Array.of(0, 0), Float64Array.of(0, 0), key);
    assert.deepEqual([...none.whole, ...none.up], [0, 0, 0, 0]);
  });
});
