// test: shared
/** Pilot hire: pilot waters, the pilot's board and wage (dl-averi/54). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { Rational } from "../../core/rational.js";
import { halfAndHalf } from "../test-support/owners.js";
import {
  assessed,
  average,
  CARGO,
  CUSTOM,
  contributions,
  decide,
  duties,
  hired,
  largest,
  owed,
  PEOPLE,
  R,
  warned,
} from "./test-support/pilot-hire.js";

describe("pilot_hire: pilot waters, the pilot's board and wage (dl-averi/54)", () => {
  test("dl-averi/54 — in pilot waters the skipper must hire a pilot, give him his board and pay his wage out of the goods", () => {
    const { d } = decide(hired());
    assert.match(
      duties(d, "hans", "dl-averi/54")[0]?.what ?? "",
      /hire a pilot on coming into the Drogden.*done: Peder/,
    );
    assert.ok(duties(d, "hans", "dl-averi/54").some((o) => /his board/.test(o.what)));
    assert.ok(
      duties(d, "hans", "dl-averi/54").some((o) =>
        /pay Peder Lauritsen his wage of 10 rd out of the goods.*Copenhagen/.test(o.what),
      ),
    );
  });

  test("dl-averi/54 — no pilot hired yet: the duty to hire stands, nothing more", () => {
    const { d, used } = decide({ ...hired(), pilot: undefined });
    assert.equal(duties(d, "hans", "dl-averi/54").length, 1);
    assert.doesNotMatch(duties(d, "hans", "dl-averi/54")[0]?.what ?? "", /done/);
    assert.deepEqual(d.liabilities, []);
    assert.deepEqual(used, []);
  });

  test("dl-averi/54 — outside pilot waters there is no duty to hire, and the wage is not laid on the goods under 54", () => {
    const { d, used } = decide(hired({ waters: { pilot_waters: false, name: "the Kattegat" } }));
    assert.equal(duties(d, "hans", "dl-averi/54").length, 0);
    assert.equal(d.averages, undefined);
    assert.ok(!used.includes("pilot_wage_payer"));
    // 56 and 58 still bind a skipper who engaged a pilot.
    assert.equal(duties(d, "hans", "dl-averi/56").length, 1);
    assert.equal(duties(d, "hans", "dl-averi/58").length, 3);
  });

  test("dl-averi/54 — board not given: a warning that the skipper owes it", () => {
    const { d } = decide(hired({}, { board_given: false }));
    assert.ok(warned(d, "dl-averi/54", /not given Peder Lauritsen his board/));
  });

  test("dl-averi/54 — Q-A24 R1: the wage over the goods by value, exactly; the rounded shares make the wage", () => {
    const { d, used } = decide(hired());
    assert.ok(used.includes("pilot_wage_payer"));
    const a = average(d, "pilot-wage");
    assert.deepEqual(contributions(a), { "bl-a": "40/9", "bl-b": "20/9", "bl-c": "10/3", "wage:hans": "0" });
    // 10 rd = 960 sk: 426 2/3, 213 1/3, 320; the skilling over goes to A's remainder of 2/3.
    assert.deepEqual(owed(d, "a", "hans"), R("427/96"));
    assert.deepEqual(owed(d, "b", "hans"), R("213/96"));
    assert.deepEqual(owed(d, "c", "hans"), R("320/96"));
    const toSkipper = d.liabilities
      .filter((l) => l.to === "hans")
      .reduce((s, l) => s.add(largest(l.amount as never)), Rational.ZERO);
    assert.deepEqual(toSkipper, R(10));
    assert.equal(assessed(d, "dl-averi/54", "given").length, 1);
  });

  test("dl-averi/54 'skipperen skal … af godset betale hans løn': the skipper owes the pilot, the merchants owe the skipper (58: 'gøre købmanden og rederne regnskab')", () => {
    for (const code of ["R1", "R2"]) {
      const { d } = decide(hired(), { pilot_wage_payer: code });
      assert.deepEqual(owed(d, "hans", "peder"), R(10), `${code}: the skipper is the pilot's debtor`);
      for (const merchant of ["a", "b", "c"]) {
        assert.equal(owed(d, merchant, "peder"), undefined, `${code}: ${merchant} owes the pilot nothing`);
      }
      assert.deepEqual(
        ["a", "b", "c"].reduce((s, p) => s.add(owed(d, p, "hans") as Rational), Rational.ZERO),
        R(10),
        `${code}: the goods' shares go to the skipper and make the wage`,
      );
    }
    // The skipper's debt to the pilot does not wait for the custom that shares it over the goods.
    const noCustom = decide(hired({ port_of_discharge: { name: "Copenhagen" } })).d;
    assert.deepEqual(owed(noCustom, "hans", "peder"), R(10));
  });

  test("dl-averi/54 — Q-A24 R1 without the custom of the market: an assessment naming it, and nothing shared", () => {
    const { d } = decide(hired({ port_of_discharge: { name: "Copenhagen" } }));
    const need = assessed(d, "dl-averi/54", "needed");
    assert.equal(need.length, 1);
    assert.match(need[0]?.what ?? "", /custom and practice of the market where he unloads \(Copenhagen\)/);
    assert.match(need[0]?.by ?? "", /the custom of the market where he unloads/);
    assert.equal(d.averages, undefined);
    assert.deepEqual(
      d.liabilities.map((l) => `${l.from} -> ${l.to}`),
      ["hans -> peder"],
      "only the skipper's debt to the pilot; the goods' shares wait for the custom",
    );
  });

  test("dl-averi/54 — Q-A24 R2: the skipper pays the pilot and recovers from the goods, by value even without the custom", () => {
    const { d } = decide(hired({ port_of_discharge: {} }), { pilot_wage_payer: "R2" });
    assert.deepEqual(owed(d, "hans", "peder"), R(10));
    assert.deepEqual(owed(d, "a", "hans"), R("427/96"));
    assert.deepEqual(owed(d, "b", "hans"), R("213/96"));
    assert.deepEqual(owed(d, "c", "hans"), R("320/96"));
    assert.equal(owed(d, "a", "peder"), undefined);
    assert.equal(d.assessments.length, 0);
    assert.match(duties(d, "hans", "dl-averi/54").at(-1)?.what ?? "", /recover it from the goods/);
  });

  test("dl-averi/54 — Q-A24 R3: the custom's split between ship and goods; the ship's part on her owners in their shares", () => {
    const raw = hired({
      ship: {
        id: "maria",
        name: "Maria",
        skipper: "hans",
        owners: halfAndHalf("hans", "maren"),
      },
      port_of_discharge: { name: "Copenhagen", custom: { ...CUSTOM, goods_share: "2/3" } },
    });
    const { d } = decide(raw, { pilot_wage_payer: "R3" });
    // 960 sk: goods 640, ship 320; the ship's 320 half and half, Hans's half his own.
    assert.deepEqual(owed(d, "hans", "peder"), R(10));
    assert.deepEqual(owed(d, "maren", "hans"), R("160/96"));
    const a = average(d, "pilot-wage");
    assert.deepEqual(largest(a.statement?.loss as never), R("640/96"));
    const goods = ["a", "b", "c"].reduce((s, p) => s.add(owed(d, p, "hans") as Rational), Rational.ZERO);
    assert.deepEqual(goods, R("640/96"));
  });

  test("dl-averi/54 — Q-A24 R3 without the custom's split: an assessment, nothing shared", () => {
    const { d } = decide(hired(), { pilot_wage_payer: "R3" });
    assert.match(assessed(d, "dl-averi/54", "needed")[0]?.what ?? "", /between the ship and the goods/);
    assert.equal(d.averages, undefined);
  });

  test("dl-averi/54 — under R1 a custom that lays part on the ship is not followed, and a warning says so", () => {
    const { d } = decide(hired({ port_of_discharge: { custom: { ...CUSTOM, goods_share: "1/2" } } }));
    assert.ok(warned(d, "dl-averi/54", /only 1\/2 of the wage on the goods.*pilot_wage_payer=R3/));
    assert.deepEqual(largest(average(d, "pilot-wage").statement?.loss as never), R(10));
  });

  test("dl-averi/54 — a custom that shares by quantity: shares in proportion to the lasts, exact", () => {
    const { d } = decide(hired({ port_of_discharge: { custom: { ...CUSTOM, shared_by: "quantity" } } }));
    const s = average(d, "pilot-wage").shares;
    assert.ok(s);
    assert.equal(s.total, "90");
    // 960 sk by 20 : 40 : 30 -> 213 1/3, 426 2/3, 320; the skilling over to B.
    assert.deepEqual(owed(d, "a", "hans"), R("213/96"));
    assert.deepEqual(owed(d, "b", "hans"), R("427/96"));
    assert.deepEqual(owed(d, "c", "hans"), R("320/96"));
  });

  test("dl-averi/54 — the wage already paid by the skipper: the goods owe it to him", () => {
    const { d } = decide(hired({}, { paid: 10 }));
    assert.equal(owed(d, "a", "peder"), undefined);
    assert.deepEqual(owed(d, "a", "hans"), R("427/96"));
    assert.equal(owed(d, "hans", "peder"), undefined);
    assert.match(duties(d, "hans", "dl-averi/54").at(-1)?.what ?? "", /— paid$/);
  });

  test("dl-averi/54 — part paid: the skipper owes the pilot the rest, and the account shows what he paid", () => {
    const { d } = decide(hired({}, { paid: 4 }));
    assert.deepEqual(owed(d, "hans", "peder"), R(6));
    assert.ok(warned(d, "dl-averi/58", /paid the pilot 4 rd of a wage agreed at 10 rd/));
  });

  test("dl-averi/54 — a parcel without a value: the wage cannot be shared by value, and a warning names it", () => {
    const cargo = [CARGO[0], { id: "bl-x", owner: "b", what: "hides" }];
    const { d } = decide(hired({ cargo }));
    assert.equal(d.averages, undefined);
    assert.ok(warned(d, "dl-averi/54", /no value is given for bl-x/));
  });

  test("dl-averi/54 — a cargo owner who is also the payee does not owe himself", () => {
    const cargo = [...CARGO, { id: "bl-h", owner: "hans", what: "beer", value: 300 }];
    const { d } = decide(hired({ cargo }), { pilot_wage_payer: "R2" });
    assert.equal(owed(d, "hans", "hans"), undefined);
    const statement = average(d, "pilot-wage").statement;
    assert.ok(statement);
    assert.deepEqual(contributions(average(d, "pilot-wage"))["bl-h"], "1");
  });

  test("dl-averi/54 — property: the goods' shares are exact and their rounded sum is exactly the wage", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.constantFrom("R1", "R2"),
        (values, wageSk, code) => {
          const people = [...PEOPLE, ...values.map((_, i) => ({ id: `m${i}`, roles: ["merchant"] }))];
          const cargo = values.map((v, i) => ({ id: `p${i}`, owner: `m${i}`, value: `${v} sk` }));
          const { d } = decide(hired({ cargo, people }, { wage: `${wageSk} sk` }), { pilot_wage_payer: code });
          const a = average(d, "pilot-wage");
          assert.ok(a.statement);
          const exact = a.statement.lines.reduce(
            (s, l) => s.add(Rational.parse(l.contributionExact.minor)),
            Rational.ZERO,
          );
          assert.deepEqual(exact, R(wageSk));
          const paid = d.liabilities
            .filter((l) => l.to === "hans")
            .reduce((s, l) => s + BigInt(l.amount?.minor ?? "0"), 0n);
          assert.equal(paid, BigInt(wageSk));
          for (const l of a.statement.lines) {
            const diff = Rational.parse(l.contribution.minor).sub(Rational.parse(l.contributionExact.minor)).abs();
            assert.ok(diff.lt(Rational.ONE), "each rounded share is within one skilling of the exact");
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
