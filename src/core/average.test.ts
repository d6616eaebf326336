import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { adjust, type Interest } from "./average.js";
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
});
