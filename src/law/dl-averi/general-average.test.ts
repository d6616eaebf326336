// test: shared
/** General average (dl-averi/20–41): the worked examples of RULES.md, EX-11, EX-12, EX-17 and EX-18, and a textbook example. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { NEUTRAL_U } from "../../core/money.js";
import type { Raw } from "./test-support/general-average.js";
import {
  average,
  contributions,
  decide,
  EX11,
  EX12_ALL,
  EX17,
  EX18,
  ex11,
  kind,
  messages,
  nets,
  OWNERS,
  PEOPLE,
  parcel,
  roundedSums,
} from "./test-support/general-average.js";

describe("EX-11 — general average: jettison and a cut mast", () => {
  test("EX-11: loss 1100 over a mass of 3960, rate 5/18, the contributions of RULES.md", () => {
    const { d } = decide(EX11);
    const s = d.statement;
    assert.ok(s);
    assert.equal(s.loss.rd, "1100");
    assert.equal(s.mass.rd, "3960");
    assert.equal(s.rate, "5/18");
    assert.deepEqual(contributions(d), {
      ship: "5000/9",
      freight: "650/9",
      "bl-a": "1000/3",
      "bl-b": "1250/9",
      "bl-c": "0",
    });
  });

  test("EX-11: the settlement: the owners -3850/9, A -1000/3, B +1450/9, C +600", () => {
    const { d } = decide(EX11);
    assert.ok(d.statement);
    assert.deepEqual(nets(d.statement), { [OWNERS]: "-3850/9", a: "-1000/3", b: "1450/9", c: "600" });
    assert.deepEqual(roundedSums(d.statement), { contributions: 1100n * 96n, nets: 0n });
  });

  test("EX-11: funds[0] is the loss and the allocations are each party's contribution, summing to it", () => {
    const { d } = decide(EX11);
    assert.equal(d.funds[0]?.amount.rd, "1100");
    assert.deepEqual(Object.fromEntries(d.allocations.map((a) => [a.id, a.exact.rd])), {
      [OWNERS]: "5650/9",
      a: "1000/3",
      b: "1250/9",
      c: "0",
    });
    const sum = d.allocations.reduce((t, a) => t + BigInt(a.rounded.minor), 0n);
    assert.equal(sum, BigInt(d.funds[0]?.amount.minor as string));
    assert.match(d.allocations.find((a) => a.id === "c")?.reason ?? "", /600 rd is made good to it; net 600 rd/);
  });

  test("EX-11: the payments that settle the average do not depend on the order of the cargo and the people", () => {
    // Found by the invariants of test/properties: the debtors were matched to the
    // creditors in the order the case listed them, so another order of the cargo
    // gave other payments (who pays whom, and how much each payment is).
    const payments = (raw: Raw) =>
      decide(raw)
        .d.liabilities.filter((l) => l.settles)
        .map((l) => [l.from, l.to, l.amount?.minor]);
    const given = payments(EX11);
    assert.deepEqual(given, [
      ["a", "b", "12587"],
      ["a", "c", "19413"],
      [OWNERS, "c", "32427"],
    ]);
    assert.deepEqual(payments(ex11({ cargo: [...EX11.cargo].reverse(), people: [...PEOPLE].reverse() })), given);
  });

  test("EX-11 with C's iron worth nothing: thrown whole, its freight is all on the goods thrown, still owed beside the average", () => {
    // Found by the invariants of test/properties: the freight on the goods thrown was
    // split by the values thrown and kept, and a parcel worth nothing thrown whole
    // has neither, so the split threw instead of deciding.
    const { d } = decide(parcel("bl-c", { value: 0 }));
    assert.ok(d.statement);
    assert.deepEqual(
      d.liabilities.filter((l) => l.besideAverage).map((l) => [l.from, l.amount?.rd]),
      [
        ["b", "30"],
        ["c", "60"],
      ],
    );
    assert.equal(roundedSums(d.statement).nets, 0n);
    // A part of it thrown, given as worth nothing, of a parcel worth nothing: the values
    // cannot say how much of the freight is on the goods thrown.
    const part = decide(parcel("bl-c", { value: 0, jettisoned: { value: 0, order: 1 } })).d;
    assert.ok(part.statement);
  });

  test("EX-11, variant 1 (Q-A11 R2): the jettisoned goods contribute too; rate 55/243", () => {
    const { d, used } = decide(EX11, { ga_jettisoned_contribute: "R2" });
    assert.ok(d.statement);
    assert.equal(d.statement.mass.rd, "4860");
    assert.equal(d.statement.rate, "55/243");
    assert.deepEqual(contributions(d), {
      ship: "110000/243",
      freight: "14300/243",
      "bl-a": "22000/81",
      "bl-b": "44000/243",
      "bl-c": "11000/81",
    });
    assert.deepEqual(nets(d.statement), { [OWNERS]: "-75700/243", a: "-22000/81", b: "28900/243", c: "37600/81" });
    assert.ok(used.includes("ga_jettisoned_contribute"));
  });

  test("EX-11, variant 2 (Q-A12 R2, Q-A13 R2): freight on kept goods only, and the freight lost made good; rate 119/387", () => {
    const { d } = decide(EX11, { ga_freight_basis: "R2", freight_on_jettisoned: "R2" });
    assert.ok(d.statement);
    assert.equal(d.statement.loss.rd, "1190");
    assert.equal(d.statement.mass.rd, "3870");
    assert.equal(d.statement.rate, "119/387");
    const freight = d.statement.lines.find((l) => l.interest === "freight");
    assert.equal(freight?.contributoryValue.rd, "170");
    assert.equal(freight?.madeGood.rd, "90");
    assert.deepEqual(contributions(d), {
      ship: "238000/387",
      freight: "20230/387",
      "bl-a": "47600/129",
      "bl-b": "59500/387",
      "bl-c": "0",
    });
    assert.deepEqual(nets(d.statement), { [OWNERS]: "-146000/387", a: "-47600/129", b: "56600/387", c: "600" });
  });
});

describe("EX-12 — bills of lading, a recovered bale, a doctor's fee", () => {
  test("EX-12: loss 800 over 4125, rate 32/165, and the settlement of RULES.md", () => {
    const { d } = decide(EX12_ALL);
    assert.ok(d.statement);
    assert.equal(d.statement.loss.rd, "800");
    assert.equal(d.statement.mass.rd, "4125");
    assert.equal(d.statement.rate, "32/165");
    const c = contributions(d);
    assert.deepEqual(
      { ship: c.ship, freight: c.freight, a: c["bl-a"], b: c["bl-b"] },
      { ship: "12800/33", freight: "1568/33", a: "2560/11", b: "4352/33" },
    );
    assert.deepEqual(nets(d.statement), { [OWNERS]: "-6778/33", a: "-2560/11", b: "-392/33", c: "450" });
  });

  test("EX-12, variant (Q-A36 R2): the recovered bale does not contribute; rate 160/789", () => {
    const { d, used } = decide(EX12_ALL, { recovered_goods_contribute: "R2" });
    assert.ok(d.statement);
    assert.equal(d.statement.mass.rd, "3945");
    assert.equal(d.statement.rate, "160/789");
    assert.deepEqual(nets(d.statement), { [OWNERS]: "-177730/789", a: "-64000/263", b: "14680/789", c: "450" });
    assert.ok(used.includes("recovered_goods_contribute"));
  });
});

describe("EX-17 — pirates take part of a bulk cargo", () => {
  test("EX-17: each owner of rye bears a fifth of his lot: D 12 of 60, E 6 of 30, F 2 of 10; the ship gives nothing", () => {
    const { d, used } = decide(EX17);
    assert.deepEqual(kind(d), { "bl-d": ["12", "48"], "bl-e": ["6", "24"], "bl-f": ["2", "8"] });
    assert.ok(!average(d, "piracy-bulk").shares?.lines.some((l) => l.interest === "ship"));
    assert.equal(d.statement, undefined);
    assert.deepEqual(d.allocations, []);
    assert.ok(used.includes("styrtegods") && used.includes("thi_det"));
  });

  test("EX-17, Q-A16 R2: shared by value, the same result here, the rye being of one price", () => {
    const { d } = decide(EX17, { styrtegods: "R2" });
    assert.deepEqual(kind(d), { "bl-d": ["12", "48"], "bl-e": ["6", "24"], "bl-f": ["2", "8"] });
    assert.equal(average(d, "piracy-bulk").shares?.measure, "value in rigsdaler");
  });
});

describe("EX-18 — grounding costs over the goods", () => {
  test("EX-18: A pays 90 × 1200/1800 = 60 rd, B 30 rd, to the skipper who laid them out; the repair is his", () => {
    const { d } = decide(EX18);
    const a = average(d, "grounding-goods");
    assert.deepEqual(contributions(a), { "bl-a": "60", "bl-b": "30", "paid:hans": "0" });
    assert.ok(a.statement);
    assert.deepEqual(nets(a.statement), { a: "-60", b: "-30", hans: "90" });
    assert.ok(!a.statement.lines.some((l) => l.interest === "ship"));
    assert.ok(d.obligations.some((o) => o.who === "hans" && /repairing the maria himself: 150 rd/.test(o.what)));
  });

  test("EX-18 by quantity (Q-A21 R2) with goods worth nothing: still shared by quantity; with no quantity, a warning", () => {
    // Found by the invariants of test/properties: sharing by quantity left out the
    // goods whose kept value was zero (meant for goods thrown whole), so goods worth
    // nothing had no part, and a split over nobody threw instead of deciding.
    const worthless = {
      ...EX18,
      cargo: EX18.cargo.map((p) => ({ ...p, value: 0, quantity: p.id === "bl-a" ? 20 : 40, unit: "lasts" })),
    };
    const { d } = decide(worthless, { goods_cost_basis: "R2" });
    const shares = average(d, "grounding-goods").shares;
    assert.ok(shares);
    assert.deepEqual(
      shares.lines.map((l) => [l.interest, l.exact?.rd]),
      [
        ["bl-a", "30"],
        ["bl-b", "60"],
      ],
    );
    const none = { ...worthless, cargo: worthless.cargo.map((p) => ({ ...p, quantity: 0 })) };
    const r = decide(none, { goods_cost_basis: "R2" }).d;
    assert.ok(!r.averages?.some((a) => a.id === "grounding-goods"));
    assert.match(messages(r), /cannot be shared by quantity: no goods aboard have any/);
  });
});

// ---------------------------------------------------------------------------
// A textbook example: the AveTransRisk project's worked example of general average.

/*
 * Source: "A working example of General Average", on the website of the ERC
 * project AveTransRisk (Average — Transaction Costs and Risk Management during the
 * First Globalization), University of Exeter:
 * https://humanities-research.exeter.ac.uk/avetransrisk/average/example
 *
 * Its facts, as the page sets them out: a ship worth 100 lire carries three boxes
 * of grain of 20 lire each, one box for a first merchant and two for a second. In a
 * storm the captain throws one box overboard; the ship puts into port and general
 * average is declared. The freight does not contribute in the example, and the box
 * thrown is counted among the values at risk.
 *
 * Recomputed by hand:
 *   1. the loss made good: the box thrown, 20;
 *   2. the values that contribute: ship 100 + the two boxes kept 20 + 20 + the box
 *      thrown 20 (it counts too) = 160;
 *   3. the rate: 20 / 160 = 1/8, that is 12.5 per cent;
 *   4. the contributions: ship 100 × 1/8 = 12.5; each box 20 × 1/8 = 2.5, the box
 *      thrown included; in all 12.5 + 2.5 + 2.5 + 2.5 = 20, the loss;
 *   5. the others pay 12.5 + 2.5 + 2.5 = 17.5 to the owner of the box thrown, who
 *      bears 2.5 of his own loss, like everyone else at 1/8 of his value.
 * Which of the two merchants lost his box the page leaves implicit; that the money
 * goes to 'the owner of the lost box' while 'the two surviving boxes' pay reads as
 * the first merchant's single box, and that is how it is set up here.
 *
 * In sealaw this is Q-A11 R2 (the jettisoned goods contribute); the freight is left
 * out by giving none. The neutral unit 'u' (1 u = 100 c) stands for the lire.
 */
const AVETRANSRISK = {
  voyage: { from: "Livorno", to: "Genoa", market: "Pisa" },
  ship: { id: "nave", skipper: "captain", owners: [{ person: "shipowner", share: 1 }], valuation: 100 },
  emergency: { cause: "storm", measures: ["jettison"] },
  cargo: [
    { id: "box-1", owner: "merchant-1", what: "grain", value: 20, jettisoned: {} },
    { id: "box-2", owner: "merchant-2", what: "grain", value: 20 },
    { id: "box-3", owner: "merchant-2", what: "grain", value: 20 },
  ],
  people: [
    { id: "captain", roles: ["skipper"] },
    { id: "shipowner", roles: ["shipowner"] },
    { id: "merchant-1", roles: ["merchant", "charterer"] },
    { id: "merchant-2", roles: ["merchant"] },
  ],
};

describe("a textbook example: AveTransRisk, 'A working example of General Average' (University of Exeter)", () => {
  test("the box thrown is made good at the rate of 1/8: the ship pays 12.5, each box 2.5, the owner of the lost box receives 17.5", () => {
    const { d } = decide(AVETRANSRISK, { ga_jettisoned_contribute: "R2" }, NEUTRAL_U);
    assert.ok(d.statement);
    assert.equal(d.statement.loss.u, "20");
    assert.equal(d.statement.mass.u, "160");
    assert.equal(d.statement.rate, "1/8");
    assert.deepEqual(contributions(d), { ship: "25/2", "box-1": "5/2", "box-2": "5/2", "box-3": "5/2" });
    assert.deepEqual(nets(d.statement, 100n), { shipowner: "-25/2", "merchant-1": "35/2", "merchant-2": "-5" });
  });
});
