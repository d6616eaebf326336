import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { amountSchema } from "../../cases/common.js";
import type { Determination, DeterminationBody, SeparateAverage } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import type { Step } from "../../core/explain.js";
import { type Currency, NEUTRAL_U, RIGSDALER } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { isDefinedRule } from "../../core/rule.js";
import { checkExpectation } from "../../engine/expect.js";
import { generalAverageKind } from "./general-average.js";
import { GENERAL_AVERAGE_READINGS } from "./general-average-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = RIGSDALER) {
  const facts = generalAverageKind.facts(amountSchema(currency)).parse(raw);
  const readings = new ReadingSet(GENERAL_AVERAGE_READINGS, overrides);
  const d: DeterminationBody = generalAverageKind.decide(facts, { readings, currency });
  const used = readings.used().map((u) => u.name);
  return { d, used };
}

/** interest -> exact contribution in the largest unit. */
function contributions(d: { statement?: DeterminationBody["statement"] }): Record<string, string> {
  assert.ok(d.statement, "a statement");
  return Object.fromEntries(d.statement.lines.map((l) => [l.interest, largest(l.contributionExact)]));
}

function largest(m: Record<string, string>): string {
  return Object.entries(m).find(([k]) => !["currency", "minor", "minorUnit", "text"].includes(k))?.[1] as string;
}

/** party -> exact net (made good less exact contributions), in the largest unit. */
function nets(s: NonNullable<DeterminationBody["statement"]>, perLargest = 96n): Record<string, string> {
  const m = new Map<string, Rational>();
  for (const l of s.lines) {
    const v = Rational.parse(l.madeGood.minor).sub(Rational.parse(l.contributionExact.minor));
    m.set(l.owner, (m.get(l.owner) ?? Rational.ZERO).add(v));
  }
  return Object.fromEntries([...m].map(([k, v]) => [k, v.div(Rational.of(perLargest)).toString()]));
}

function average(d: DeterminationBody, id: string): SeparateAverage {
  const a = d.averages?.find((x) => x.id === id);
  assert.ok(a, `no average ${id}; have ${(d.averages ?? []).map((x) => x.id).join(", ")}`);
  return a;
}

function roundedSums(s: NonNullable<DeterminationBody["statement"]>): { contributions: bigint; nets: bigint } {
  return {
    contributions: s.lines.reduce((t, l) => t + BigInt(l.contribution.minor), 0n),
    nets: s.balances.reduce((t, b) => t + BigInt(b.net.minor), 0n),
  };
}

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

/** The liabilities that neither settle the statement nor arise beside it (the freight still owed on goods thrown). */
const outsideTheAverage = (d: DeterminationBody) =>
  d.liabilities.filter((l) => l.settles === undefined && !l.besideAverage);

const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");
const cites = (d: DeterminationBody, p: string): boolean => d.warnings.some((w) => w.provisions.includes(p));

function thrown(f: () => unknown): CaseError {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof CaseError, `expected a CaseError, got ${String(e)}`);
    return e;
  }
  assert.fail("expected a CaseError");
}

// ---------------------------------------------------------------------------
// EX-11 of RULES.md: the Fortuna, a jettison and a cut mast.

const PEOPLE = [
  { id: "jens", name: "Skipper Jens", roles: ["skipper", "shipowner"] },
  { id: "maren", name: "Maren", roles: ["widow", "shipowner"] },
  { id: "ole", name: "Ole", roles: ["seaman"] },
  { id: "a", name: "Merchant A", roles: ["merchant", "charterer"] },
  { id: "b", name: "Merchant B", roles: ["merchant"] },
  { id: "c", name: "Merchant C", roles: ["merchant"] },
];

const EX11 = {
  voyage: { from: "Danzig", to: "Copenhagen", market: "Copenhagen", arrived: "1690-10-12T14:00" },
  ship: {
    id: "fortuna",
    name: "Fortuna",
    skipper: "jens",
    owners: [
      { person: "jens", share: "1/2" },
      { person: "maren", share: "1/2" },
    ],
    valuation: 2000,
    valuation_made_known: "1690-10-12T16:00",
  },
  charterer: "a",
  charterer_choice: { choice: "none" },
  emergency: {
    date: "1690-10-02",
    measures: ["jettison", "cut_mast"],
    crew_vote: { for: 9, against: 2 },
    oath_sworn_ashore: true,
  },
  cargo: [
    { id: "bl-a", owner: "a", what: "wine", value: 1200, freight: 120, weight: 12 },
    {
      id: "bl-b",
      owner: "b",
      what: "cloth",
      value: 800,
      freight: 80,
      weight: 10,
      jettisoned: { value: 300, order: 2 },
    },
    { id: "bl-c", owner: "c", what: "iron", value: 600, freight: 60, weight: 60, jettisoned: { order: 1 } },
  ],
  sacrifices: [{ what: "mast", value: 200 }],
  people: PEOPLE,
};

type Raw = typeof EX11 & Record<string, unknown>;
const OWNERS = "fortuna-owners";

/** EX-11 with some of its facts replaced. */
const ex11 = (more: Record<string, unknown>): Raw => ({ ...EX11, ...more }) as Raw;

/** EX-11 with the emergency changed. */
const emergency = (more: Record<string, unknown>): Raw => ex11({ emergency: { ...EX11.emergency, ...more } });

/** EX-11 with one parcel changed. */
function parcel(id: string, more: Record<string, unknown>, base: Raw = EX11): Raw {
  return { ...base, cargo: base.cargo.map((p) => (p.id === id ? { ...p, ...more } : p)) } as Raw;
}

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

/** EX-11's ship run ashore on purpose instead, with 150 rd of damage to her. */
const BEACHED = {
  ...emergency({ measures: ["run_ashore"] }),
  cargo: EX11.cargo.map((p) => ({ ...p, jettisoned: undefined })),
  sacrifices: [{ what: "running_ashore", value: 150 }],
};

// ---------------------------------------------------------------------------
// EX-12 of RULES.md: bills of lading that fall short, a bale fished up, a doctor's fee.

const EX12 = {
  ...parcel("bl-c", {
    freight: 45,
    freight_letter: true,
    jettisoned: { order: 1, documented_value: 450 },
  }),
};
const EX12_ALL = {
  ...parcel("bl-b", { jettisoned: { value: 300, order: 2, recovered: { value: 180 } } }, EX12 as Raw),
  injuries: [{ person: "ole", doctor: 30 }],
};

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

// ---------------------------------------------------------------------------
// EX-17 of RULES.md: pirates take part of a bulk cargo.

const EX17 = {
  ship: { id: "haabet", skipper: "niels", owners: [{ person: "niels", share: 1 }] },
  cargo: [
    { id: "bl-d", owner: "d", what: "rye", packing: "bulk", quantity: 60, unit: "lasts", value: 600 },
    { id: "bl-e", owner: "e", what: "rye", packing: "bulk", quantity: 30, unit: "lasts", value: 300 },
    { id: "bl-f", owner: "f", what: "rye", packing: "bulk", quantity: 10, unit: "lasts", value: 100 },
    { id: "bl-g", owner: "g", what: "herring", packing: "packed", quantity: 10, unit: "barrels" },
  ],
  piracy: { attackers: "pirates", bulk_taken: 20, taken: [{ parcel: "bl-g", quantity: 4 }] },
  people: [
    { id: "niels", roles: ["skipper", "shipowner"] },
    { id: "d", roles: ["merchant"] },
    { id: "e", roles: ["merchant"] },
    { id: "f", roles: ["merchant"] },
    { id: "g", roles: ["merchant"] },
  ],
};

function kind(d: DeterminationBody, id = "piracy-bulk"): Record<string, [string, string]> {
  const a = average(d, id);
  assert.ok(a.shares);
  return Object.fromEntries(a.shares.lines.map((l) => [l.interest, [l.bears as string, l.receives as string]]));
}

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

// ---------------------------------------------------------------------------
// EX-18 of RULES.md, first part: the costs on the goods after a grounding.

const EX18 = {
  ship: { id: "maria", skipper: "hans", owners: [{ person: "hans", share: 1 }] },
  cargo: [
    { id: "bl-a", owner: "a", value: 1200, quantity: 20, unit: "lasts" },
    { id: "bl-b", owner: "b", value: 600, quantity: 40, unit: "lasts" },
  ],
  grounding: { ship_repair: 150, costs_on_goods: 90 },
  people: [
    { id: "hans", roles: ["skipper", "shipowner"] },
    { id: "a", roles: ["merchant"] },
    { id: "b", roles: ["merchant"] },
  ],
};

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

// ---------------------------------------------------------------------------
// One test per provision, 20 to 41.

const ABOARD = [
  ...PEOPLE.filter((p) => p.id !== "b"),
  { id: "b", name: "Merchant B", roles: ["merchant"], aboard: "fortuna" },
];

describe("the decision (dl-averi/20–22)", () => {
  test("dl-averi/20: a merchant aboard who was not consulted: the skipper's duty, and a warning", () => {
    const { d } = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, consulted: false } }));
    const duty = d.obligations.find((o) => o.provisions.includes("dl-averi/20"));
    assert.equal(duty?.who, "jens");
    assert.match(duty?.what ?? "", /first take counsel with Merchant B.*not done/);
    assert.ok(cites(d, "dl-averi/20"));
    const ok = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, consulted: true, answer: "consented" } }));
    assert.ok(!cites(ok.d, "dl-averi/20"));
  });

  test("dl-averi/20: with no merchant or agent aboard there is no one to consult, and nothing is owed", () => {
    const { d } = decide(EX11);
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/20")));
    assert.ok(allSteps(d.explanation).some((s) => /neither the merchant nor his agent was aboard/.test(s.label)));
  });

  test("dl-averi/21: the merchant refused; the crew backed the skipper and must swear to it ashore, by the day of arrival", () => {
    const refused = { consulted: true, answer: "refused", oath_sworn_ashore: undefined };
    const { d } = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...refused } }));
    const oath = d.obligations.find((o) => o.provisions.includes("dl-averi/21"));
    assert.equal(oath?.who, "fortuna-crew");
    assert.equal(oath?.due, "1690-10-12");
    assert.match(oath?.what ?? "", /declare on oath.*save life, ship and goods/);
    assert.ok(!/did not back/.test(messages(d)));
    const against = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...refused, crew_vote: { for: 3, against: 8 } } }),
    );
    assert.match(messages(against.d), /did not back the measure/);
  });

  test("dl-averi/21 'da skal han følge de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed forklare': against the merchant and the crew, with no oath, the entitlement is an assessment", () => {
    const against = {
      consulted: true,
      answer: "refused",
      crew_vote: { for: 3, against: 8 },
      oath_sworn_ashore: false,
    };
    const { d } = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against } }));
    assert.equal(d.statement, undefined, "no general average drawn up on warnings alone");
    assert.deepEqual(d.funds, []);
    const asked = d.assessments.find((a) => /shared as general average/.test(a.what));
    assert.equal(asked?.status, "needed");
    assert.match(asked?.basis ?? "", /facts\.emergency\.average_allowed/);
    // A court's finding decides it either way.
    const allowed = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, average_allowed: true } }),
    ).d;
    assert.equal(allowed.statement?.loss.rd, "1100");
    assert.equal(allowed.assessments.find((a) => /shared as general average/.test(a.what))?.status, "given");
    const refused = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, average_allowed: false } }),
    ).d;
    assert.equal(refused.statement, undefined);
    // The crew's oath, or their backing, leaves the general average standing.
    const sworn = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, oath_sworn_ashore: true } }),
    );
    assert.equal(sworn.d.statement?.loss.rd, "1100");
    const backed = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, crew_vote: { for: 8, against: 3 } } }),
    );
    assert.equal(backed.d.statement?.loss.rd, "1100");
  });

  test("dl-averi/20–21 'så at skipperen må lade kaste af godset, eller mast, kabel, eller ankertov, hugge, eller landløbe … da skal skipperen først rådføre sig herom': money laid out alone (a tug) asks no counsel and no crew's opinion", () => {
    // The counsel is 'herom', about throwing, cutting or running ashore, and /21's
    // crew and oath follow the merchant's refusal of that counsel. A tug's bill
    // (Q-S10) is none of those measures: the merchant's answer, the crew's vote and
    // the oath ashore are beside the point, and the bill is shared all the same.
    const against = {
      measures: ["other"],
      consulted: true,
      answer: "refused",
      crew_vote: { for: 3, against: 8 },
      oath_sworn_ashore: false,
    };
    const tugOnly = ex11({
      people: ABOARD,
      charterer_choice: undefined,
      emergency: { ...EX11.emergency, ...against },
      cargo: EX11.cargo.map(({ jettisoned: _, ...p }) => p),
      sacrifices: [],
      expenses: [{ what: "tug", description: "a tug from Rønne", amount: 40 }],
    });
    const { d } = decide(tugOnly);
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/20")), "no counsel owed");
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/21")), "no oath owed");
    assert.ok(!cites(d, "dl-averi/21"), "no warning of the crew's vote or the oath");
    assert.ok(!d.assessments.some((a) => /shared as general average/.test(a.what)), "no court asked");
    assert.equal(d.statement?.loss.rd, "40", "the tug's bill is shared");
    const steps = allSteps(d.explanation).filter((s) => s.status === "applied");
    assert.ok(!steps.some((s) => s.rule === "dl-averi/20#consult" || s.rule === "dl-averi/21#crew"));
    // With goods thrown as well, the same answer and vote bring the counsel and the crew back.
    const thrown = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, measures: ["jettison", "other"] } }),
    ).d;
    assert.ok(thrown.obligations.some((o) => o.provisions.includes("dl-averi/20")));
    assert.ok(thrown.obligations.some((o) => o.provisions.includes("dl-averi/21")));
    assert.equal(thrown.statement, undefined);
  });

  test("dl-averi/21: the merchant refused and the skipper did not judge it necessary: the measure should not have been taken", () => {
    const e = { ...EX11.emergency, consulted: true, answer: "refused", skipper_judged_necessary: false };
    const { d } = decide(ex11({ people: ABOARD, emergency: e }));
    assert.match(messages(d), /should not have been taken/);
  });

  test("dl-averi/22: a light, dear parcel thrown while heavy, cheap goods were kept departs from the order", () => {
    const { d } = decide(parcel("bl-a", { what: "rye", weight: 40 }));
    assert.match(messages(d), /1 parcel went overboard while heavier goods of less value.*bl-b/);
    assert.ok(cites(d, "dl-averi/22"));
    assert.ok(!cites(decide(EX11).d, "dl-averi/22"));
  });

  test("dl-averi/22: the warning names ten parcels and counts the rest", () => {
    const cargo = [
      { id: "heavy", owner: "a", value: 10, weight: 1000 },
      ...Array.from({ length: 25 }, (_, i) => ({
        id: `light-${String(i).padStart(2, "0")}`,
        owner: "b",
        value: 100,
        weight: 1,
        jettisoned: { order: 1 },
      })),
    ];
    const { d } = decide(ex11({ cargo }));
    const w = d.warnings.find((x) => x.provisions.includes("dl-averi/22"));
    assert.match(w?.message ?? "", /^25 parcels went overboard.*light-09 and 15 more\./);
  });
});

describe("the ship's value and the charterer's option (dl-averi/23)", () => {
  test("dl-averi/23: the charterer may take the ship at the skipper's valuation within 24 hours of its being made known", () => {
    const { d, used } = decide(ex11({ charterer_choice: undefined }));
    const o = d.options[0];
    assert.equal(o?.holder, "a");
    assert.equal(o?.deadline, "1690-10-13T16:00");
    assert.match(o?.choices[0] ?? "", /at the skipper's valuation, 2000 rd/);
    assert.match(o?.lapse ?? "", /valuation stands \(Q-A31 R1\)/);
    assert.ok(used.includes("valuation_option_lapse"));
  });

  test("a ship's name with its own article is used as a name: never 'the The Hope'", () => {
    const { d } = decide(ex11({ charterer_choice: undefined, ship: { ...EX11.ship, name: "The Hope" } }));
    const text = JSON.stringify(d);
    assert.doesNotMatch(text, /the The |The The /);
    assert.match(d.options[0]?.choices[0] ?? "", /^take the Hope over/);
  });

  test("dl-averi/23: the option is open only while the charterer has not chosen; his choice in the case closes it", () => {
    const open = decide(ex11({ charterer_choice: undefined })).d.options[0];
    assert.equal(open?.status, "open");
    const left = decide(ex11({ charterer_choice: { choice: "leave", declared: "1690-10-13T09:00" } })).d.options[0];
    assert.equal(left?.status, "chosen");
    assert.equal(left?.chosen, "leave her to the skipper at that value");
    const took = decide(ex11({ charterer_choice: { choice: "take", declared: "1690-10-13T09:00" } })).d.options[0];
    assert.match(took?.chosen ?? "", /^take the Fortuna over/);
    const silent = decide(ex11({ charterer_choice: { choice: "none" } })).d.options[0];
    assert.equal(silent?.status, "lapsed");
    const late = decide(ex11({ charterer_choice: { choice: "take", declared: "1690-10-14T09:00" } })).d.options[0];
    assert.equal(late?.status, "lapsed");
  });

  test("dl-averi/23 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': the 24 hours run from the valuation being made known, never from the ship's arrival", () => {
    const unknownStart = { ...EX11.ship, valuation_made_known: undefined };
    // The ship arrived at 14:00 on the 12th; the charterer declared at 15:00 on the 13th.
    const { d } = decide(
      ex11({ ship: unknownStart, charterer_choice: { choice: "take", declared: "1690-10-13T15:00" } }),
    );
    assert.equal(d.options[0]?.deadline, undefined);
    const when = d.assessments.find((a) => /was made known to Merchant A/.test(a.what));
    assert.equal(when?.status, "needed");
    assert.match(when?.basis ?? "", /facts\.ship\.valuation_made_known/);
    // Whether he took her in time is not known: no price is owed yet, and none is denied.
    assert.deepEqual(outsideTheAverage(d), []);
    const note = allSteps(d.explanation).find((s) => /whether within the 24 hours is not known/.test(s.label));
    assert.ok(note, "the explanation says the declaration's timeliness is not known");
    // The valuation stands whatever he chose (Q-A31 R1), so the general average is drawn up.
    assert.equal(d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
    // Under Q-A31 R2 a lapse has no stated consequence: the ship's value waits for the fact.
    const r2 = decide(
      ex11({ ship: unknownStart, charterer_choice: { choice: "take", declared: "1690-10-13T15:00" } }),
      {
        valuation_option_lapse: "R2",
      },
    );
    assert.equal(r2.d.statement, undefined);
    // An option not yet exercised has no deadline either; the moment is asked for.
    const open = decide(ex11({ ship: unknownStart, charterer_choice: undefined }));
    assert.equal(open.d.options[0]?.deadline, undefined);
    assert.ok(open.d.assessments.some((a) => /was made known/.test(a.what)));
    // Once the moment is given, the same declaration is in time and the price is owed.
    const given = decide(
      ex11({
        ship: { ...unknownStart, valuation_made_known: "1690-10-12T16:00" },
        charterer_choice: { choice: "take", declared: "1690-10-13T15:00" },
      }),
    );
    assert.deepEqual(
      outsideTheAverage(given.d).map((l) => `${l.from} -> ${l.to}: ${l.amount?.rd}`),
      [`a -> ${OWNERS}: 2000`],
    );
  });

  test("dl-averi/23 belongs to the jettison sentence: a lighter bill, a ransom, a defence or a theft in harbour calls for no valuation and opens no option", () => {
    const base = {
      voyage: { from: "Lübeck", to: "Copenhagen", market: "Copenhagen", arrived: "1690-10-12T14:00" },
      ship: { ...EX11.ship, valuation_made_known: undefined },
      charterer: "a",
      cargo: [
        { id: "bl-a", owner: "a", what: "wine", value: 1200 },
        { id: "bl-b", owner: "b", what: "cloth", value: 800 },
      ],
      people: PEOPLE,
    };
    const cases: Record<string, unknown> = {
      lighterage: { lighterage: { lighter_hire: 12 } },
      ransom: { ransom: { amount: 300, proved: true } },
      defence: { defence: { attackers: "enemies", other_costs: 10 } },
      theft: {
        harbour_theft: [
          { what: "gear", value: 9, special_cause: "the watch was set by all", special_cause_found: true },
        ],
      },
    };
    for (const [name, more] of Object.entries(cases)) {
      const withoutValue = decide({ ...base, ship: { ...base.ship, valuation: undefined }, ...(more as object) }).d;
      assert.deepEqual(withoutValue.options, [], `${name}: no option`);
      assert.ok(
        !withoutValue.obligations.some((o) => /put a money value/.test(o.what)),
        `${name}: no valuation called for`,
      );
      const asked = withoutValue.assessments.find((a) =>
        /value of the Fortuna for the averages over ship and goods/.test(a.what),
      );
      assert.ok(asked && !/skipper/i.test(asked.by), `${name}: the ship's value is an input, not the skipper's to set`);
      // A valuation the case happens to give is used as her value, but opens no 24 hours.
      const withValue = decide({ ...base, ...(more as object) }).d;
      assert.deepEqual(withValue.options, [], `${name}: no option with a valuation either`);
      assert.deepEqual(
        withValue.liabilities.filter((l) => l.from === "a" && /price of the Fortuna/.test(l.description)),
        [],
      );
    }
    const assessed = decide({
      ...base,
      ship: { ...base.ship, value_assessed: 1500 },
      lighterage: { lighter_hire: 12 },
    }).d;
    assert.equal(
      average(assessed, "lighterage").statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd,
      "1500",
    );
  });

  test("dl-averi/23: the charterer takes the ship: he owes the owners her price, and her value in the average stays the valuation", () => {
    const { d } = decide(ex11({ charterer_choice: { choice: "take", declared: "1690-10-13T10:00" } }));
    assert.deepEqual(
      outsideTheAverage(d).map((l) => `${l.from} -> ${l.to}: ${l.amount?.rd}`),
      [`a -> ${OWNERS}: 2000`],
    );
    assert.equal(d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
  });

  test("dl-averi/23: a choice declared after the 24 hours has lapsed; under Q-A31 R2 the ship's value must be assessed", () => {
    const late = ex11({ charterer_choice: { choice: "take", declared: "1690-10-13T17:00" } });
    assert.equal(outsideTheAverage(decide(late).d).length, 0);
    const { d } = decide(late, { valuation_option_lapse: "R2" });
    assert.equal(d.statement, undefined);
    assert.ok(d.assessments.some((a) => /value of the Fortuna/.test(a.what)));
    const assessed = decide(ex11({ ship: { ...EX11.ship, value_assessed: 1800 } }), { valuation_option_lapse: "R2" });
    assert.equal(assessed.d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "1800");
  });

  test("dl-averi/20, /23: a tug's bill alone calls for no valuation: the skipper values the ship when he 'må lade kaste … hugge, eller landløbe'", () => {
    // dl-averi/23 stands in the sentence of dl-averi/20: 'så at skipperen må lade kaste
    // af godset, eller mast, kabel, eller ankertov, hugge, eller landløbe med skibet …
    // og skal skipperen sætte skibet på penge'. A common-safety expense (Q-S10) is none
    // of those measures: it opens no 24 hours and orders no valuation.
    const tugOnly = (ship: Record<string, unknown>) =>
      ex11({
        ship: { ...EX11.ship, valuation: undefined, valuation_made_known: undefined, ...ship },
        charterer_choice: undefined,
        emergency: { ...EX11.emergency, measures: ["other"] },
        cargo: EX11.cargo.map(({ jettisoned: _, ...p }) => p),
        sacrifices: [],
        expenses: [{ what: "tug", description: "a tug from Rønne", amount: 40 }],
      });
    const bare = decide(tugOnly({})).d;
    assert.deepEqual(bare.options, [], "no option to the charterer");
    assert.ok(!bare.obligations.some((o) => /put a money value/.test(o.what)), "no valuation ordered");
    const asked = bare.assessments.find((a) => /value of the Fortuna/.test(a.what));
    assert.ok(asked && !/skipper/i.test(asked.by), "the ship's value is an input, not the skipper's to set");
    // A valuation the case gives is used as her value, but opens no option.
    const valued = decide(tugOnly({ valuation: 2000, valuation_made_known: "1690-10-12T16:00" })).d;
    assert.deepEqual(valued.options, []);
    assert.equal(valued.statement?.loss.rd, "40");
    assert.equal(valued.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
    const assessed = decide(tugOnly({ value_assessed: 1800 })).d;
    assert.equal(assessed.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "1800");
    // With goods thrown as well, the sentence applies and the option opens.
    const thrown = decide(ex11({ charterer_choice: undefined, expenses: [{ what: "tug", amount: 40 }] })).d;
    assert.equal(thrown.options[0]?.holder, "a");
  });

  test("dl-averi/23 under Q-A31 R2: with no valuation at all nothing lapsed: the skipper must value her, and no silence of the charterer is alleged", () => {
    // 'skal skipperen sætte skibet på penge … hvorpå dog befragteren skal inden fire og
    // tyve timers forløb sig erklære': the charterer declares on the valuation, so
    // until there is one his 24 hours have not begun and cannot have run out.
    for (const lapse of ["R1", "R2"]) {
      const { d } = decide(ex11({ ship: { ...EX11.ship, valuation: undefined } }), { valuation_option_lapse: lapse });
      const said = [
        ...allSteps(d.explanation)
          .filter((s) => s.status !== "not-applicable")
          .map((s) => s.label),
        ...d.assessments.map((a) => `${a.what}: ${a.basis}`),
        ...d.warnings.map((w) => w.message),
      ];
      assert.doesNotMatch(JSON.stringify(said), /did not declare within 24 hours/, `${lapse}: no silence alleged`);
      assert.ok(d.obligations.some((o) => o.who === "jens" && /put a money value on the Fortuna/.test(o.what)));
      const asked = d.assessments.find((a) => /value of the Fortuna/.test(a.what));
      assert.match(asked?.by ?? "", /the skipper/, `${lapse}: the skipper values her`);
      assert.deepEqual(d.options, []);
    }
  });

  test("dl-averi/23: no valuation yet: the skipper must value the ship, and there is no statement until he has", () => {
    const { d } = decide(ex11({ ship: { ...EX11.ship, valuation: undefined } }));
    assert.ok(d.obligations.some((o) => o.who === "jens" && /put a money value on the Fortuna/.test(o.what)));
    assert.equal(d.statement, undefined);
    assert.deepEqual(d.funds, []);
  });
});

describe("the goods, the loss and the mass (dl-averi/24–27)", () => {
  test("dl-averi/24: a parcel not yet appraised at the market of sale is an assessment, not a guess", () => {
    const { d } = decide(parcel("bl-a", { value: undefined }));
    const a = d.assessments.find((x) => x.provisions.includes("dl-averi/24"));
    assert.match(a?.what ?? "", /1 parcel .*: bl-a/);
    assert.equal(d.statement, undefined);
    assert.match(messages(decide(ex11({ goods_valued_at: "other" })).d), /not taken at the market/);
  });

  test("dl-averi/25: the loss goes over the whole ship, the goods kept and the freight on all goods shipped", () => {
    const { d } = decide(EX11);
    const line = (id: string) => d.statement?.lines.find((l) => l.interest === id);
    assert.equal(line("ship")?.contributoryValue.rd, "2000");
    assert.equal(line("freight")?.contributoryValue.rd, "260");
    assert.equal(line("bl-b")?.contributoryValue.rd, "500");
    assert.equal(line("bl-c")?.contributoryValue.rd, "0");
    assert.equal(line("ship")?.madeGood.rd, "200");
  });

  test("dl-averi/25: the ship run ashore on purpose: her damage is average under Q-V15 R1, not under R2", () => {
    const beached = BEACHED;
    const r1 = decide(beached);
    assert.equal(r1.d.statement?.loss.rd, "150");
    assert.ok(r1.used.includes("stranding_vs_beaching"));
    const r2 = decide(beached, { stranding_vs_beaching: "R2" });
    assert.equal(r2.d.statement?.loss.rd, "0");
  });

  test("dl-averi/26: the skipper need not release a contributor's goods until his share is paid or secured", () => {
    const { d } = decide(EX11);
    const lien = d.obligations.filter((o) => o.provisions.includes("dl-averi/26"));
    assert.deepEqual(
      lien.map((o) => o.who),
      ["a", "b"],
    );
    assert.match(lien[0]?.what ?? "", /pay his share of the average, 333 rd 2 mk, or give sufficient security/);
    assert.match(lien[1]?.what ?? "", /300 rd is made good to him, so on balance he receives 161 rd 11 sk/);
  });

  test("dl-averi/27: portage thrown overboard is not made good under Q-A14 R1, but is under R2; bottomry money never contributes", () => {
    const more = ex11({
      portage: [{ person: "ole", value: 12, jettisoned: true }],
      bottomry: [{ lender: "maren", amount: 500 }],
    });
    const r1 = decide(more);
    assert.equal(r1.d.statement?.loss.rd, "1100");
    assert.ok(!r1.d.statement?.lines.some((l) => l.owner === "maren" && l.interest !== "ship"));
    assert.equal(r1.d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
    const r2 = decide(more, { portage_bottomry: "R2" });
    assert.equal(r2.d.statement?.loss.rd, "1112");
    assert.equal(r2.d.statement?.lines.find((l) => l.interest === "portage:ole")?.madeGood.rd, "12");
    assert.ok(r1.used.includes("portage_bottomry"));
  });
});

describe("what counts (dl-averi/28–32)", () => {
  test("dl-averi/28: goods thrown count only as far as the documents show, unless more is proved", () => {
    const { d } = decide(EX12);
    assert.equal(d.statement?.lines.find((l) => l.interest === "bl-c")?.madeGood.rd, "450");
    const proved = decide(
      parcel("bl-c", { jettisoned: { order: 1, documented_value: 450, more_proved: true } }, EX12 as Raw),
    );
    assert.equal(proved.d.statement?.lines.find((l) => l.interest === "bl-c")?.madeGood.rd, "600");
  });

  test("dl-averi/28: a bill of lading alone suffices under Q-A15 R1, not under R2", () => {
    assert.equal(decide(EX11).d.statement?.loss.rd, "1100");
    const both = decide(EX11, { bills_of_lading: "R2" });
    assert.equal(both.d.statement?.loss.rd, "200");
    assert.ok(both.used.includes("bills_of_lading"));
  });

  test("dl-averi/29: goods spoiled by the jettison are average too", () => {
    const { d } = decide(parcel("bl-a", { damage: { by_jettison: 50 } }));
    const a = d.statement?.lines.find((l) => l.interest === "bl-a");
    assert.equal(a?.madeGood.rd, "50");
    assert.equal(a?.contributoryValue.rd, "1150");
    assert.equal(d.statement?.loss.rd, "1150");
  });

  test("dl-averi/30: other damage, and damage after restowing, is not average: the goods contribute as they arrive", () => {
    const { d } = decide(parcel("bl-a", { damage: { other: 70, after_restowing: 30 } }));
    const a = d.statement?.lines.find((l) => l.interest === "bl-a");
    assert.equal(a?.madeGood.rd, "0");
    assert.equal(a?.contributoryValue.rd, "1100");
    assert.equal(d.statement?.loss.rd, "1100");
  });

  test("dl-averi/31: goods and gear thrown and recovered: only the damage is made good", () => {
    const { d } = decide(EX12_ALL);
    assert.equal(d.statement?.lines.find((l) => l.interest === "bl-b")?.madeGood.rd, "120");
    const gear = decide(ex11({ sacrifices: [{ what: "mast", value: 200, recovered: { value: 150 } }] }));
    assert.equal(gear.d.statement?.lines.find((l) => l.interest === "ship")?.madeGood.rd, "50");
  });

  test("dl-averi/32: the doctor's fee is average; a burial only 'om det er ved land, at dem begravelse gøres' (buried ashore)", () => {
    const injuries = [
      { person: "ole", doctor: 30 },
      { burial: 8, buried: "on_land" },
      { burial: 5, buried: "at_sea" },
      { burial: 4 },
    ];
    const { d } = decide(ex11({ injuries }));
    assert.equal(d.statement?.lines.find((l) => l.interest === `crew-hurt:${OWNERS}`)?.madeGood.rd, "38");
    assert.match(messages(d), /buried at sea: the cost of his burial is not average/);
    assert.ok(d.assessments.some((a) => /buried ashore/.test(a.what)));
  });
});

describe("pirates, enemies, thieves, a ransom (dl-averi/33–37)", () => {
  test("dl-averi/33: bulk goods taken are made good by the other bulk goods, and the ship gives nothing", () => {
    const { d } = decide(EX17);
    const shares = average(d, "piracy-bulk").shares;
    assert.equal(shares?.lost, "20");
    assert.equal(shares?.total, "100");
    assert.ok(!shares?.lines.some((l) => l.interest === "bl-g" || l.interest === "ship"));
  });

  test("dl-averi/33 'styrtegods, som er styrtet tilsammen … betales det igen af det andet styrtegods': shared only within the heap the goods were poured into", () => {
    const salt = { id: "bl-s", owner: "g", what: "salt", packing: "bulk", quantity: 50, unit: "tønder", value: 250 };
    const cargo = [...EX17.cargo.filter((x) => x.id !== "bl-g"), salt];
    // Rye taken out of the rye heap: the salt, poured elsewhere and measured in tønder, bears none of it.
    const { d } = decide({ ...EX17, cargo, piracy: { taken: [{ parcel: "bl-d", quantity: 20 }] } });
    const shares = average(d, "piracy-bulk").shares;
    assert.equal(shares?.total, "100", "lasts of rye only; never lasts and tønder added");
    assert.equal(shares?.unit, "lasts");
    assert.deepEqual(kind(d), { "bl-d": ["12", "48"], "bl-e": ["6", "24"], "bl-f": ["2", "8"] });
    // Heaps named in the case: two heaps of rye, and rye taken out of the forward one.
    const named = EX17.cargo
      .filter((x) => x.id !== "bl-g")
      .map((x) => ({ ...x, heap: x.id === "bl-f" ? "aft" : "forward" }));
    const twoHeaps = decide({ ...EX17, cargo: named, piracy: { bulk_taken: 9, heap: "forward" } }).d;
    assert.deepEqual(kind(twoHeaps), { "bl-d": ["6", "54"], "bl-e": ["3", "27"] });
    // Out of which heap bulk_taken came is a fact: with two heaps and none named, it is asked for.
    const e = thrown(() => decide({ ...EX17, cargo: named, piracy: { bulk_taken: 9 } }));
    assert.deepEqual(
      e.issues.map((i) => i.path),
      ["facts.piracy.bulk_taken"],
    );
    const wrong = thrown(() => decide({ ...EX17, cargo: named, piracy: { bulk_taken: 9, heap: "midships" } }));
    assert.deepEqual(
      wrong.issues.map((i) => i.path),
      ["facts.piracy.heap"],
    );
    // Goods taken out of two heaps: each heap shares its own loss.
    const both = decide({
      ...EX17,
      cargo: [...named, { ...salt, heap: "salt" }, { ...salt, id: "bl-t", owner: "d", heap: "salt" }],
      piracy: {
        taken: [
          { parcel: "bl-f", quantity: 5 },
          { parcel: "bl-t", quantity: 10 },
        ],
      },
    }).d;
    assert.deepEqual(kind(both, "piracy-bulk:aft"), { "bl-f": ["5", "5"] });
    assert.deepEqual(kind(both, "piracy-bulk:salt"), { "bl-s": ["5", "45"], "bl-t": ["5", "45"] });
  });

  test("dl-averi/33: within one heap, quantities in different measures are never added", () => {
    const cargo = [
      { id: "bl-d", owner: "d", what: "rye", packing: "bulk", quantity: 60, unit: "lasts", heap: "hold", value: 600 },
      { id: "bl-e", owner: "e", what: "rye", packing: "bulk", quantity: 240, unit: "tønder", heap: "hold", value: 300 },
    ];
    const { d } = decide({ ...EX17, cargo, piracy: { bulk_taken: 10 } });
    assert.equal(d.averages, undefined);
    assert.ok(d.assessments.some((a) => /in one measure: they are given in lasts and tønder/.test(a.what)));
    // By value (Q-A16 R2) the measures do not matter: the values are money.
    const byValue = decide({ ...EX17, cargo, piracy: { bulk_taken: 9 } }, { styrtegods: "R2" }).d;
    assert.equal(average(byValue, "piracy-bulk").shares?.total, "86400");
  });

  test("dl-averi/34: goods in packs, casks or barrels bear their own loss: G's herring is shared with no one", () => {
    const { d } = decide({ ...EX17, piracy: { taken: [{ parcel: "bl-g", quantity: 4 }] } });
    assert.equal(d.averages, undefined);
    const step = allSteps(d.explanation).find((s) => s.rule === "dl-averi/34#own-risk");
    assert.match(String(step?.value), /bl-g 4 barrels/);
  });

  test("dl-averi/35: the costs of a defence go over ship and goods; the skipper must have the wounded healed", () => {
    const defence = { attackers: "enemies", wounded: ["ole"], doctor: 20, substitutes: 25, other_costs: 10 };
    const { d } = decide(ex11({ defence }));
    const a = average(d, "defence");
    assert.equal(a.statement?.loss.rd, "55");
    assert.ok(!a.statement?.lines.some((l) => l.interest === "freight"));
    assert.ok(d.obligations.some((o) => o.who === "jens" && /have Ole treated and healed/.test(o.what)));
    assert.ok(
      average(decide(ex11({ defence }), { ransom_mass: "R2" }).d, "defence").statement?.lines.some(
        (l) => l.interest === "freight",
      ),
    );
  });

  test("dl-averi/36: a theft in harbour lies where it falls, unless a special cause is found to bind all", () => {
    const theft = { what: "goods", parcel: "bl-a", value: 40 };
    assert.equal(decide(ex11({ harbour_theft: [theft] })).d.averages, undefined);
    const alleged = decide(ex11({ harbour_theft: [{ ...theft, special_cause: "the watch was set by all" }] }));
    assert.ok(alleged.d.assessments.some((a) => a.provisions.includes("dl-averi/36")));
    assert.ok(alleged.used.includes("special_reason"));
    const found = decide(
      ex11({ harbour_theft: [{ ...theft, special_cause: "the watch was set by all", special_cause_found: true }] }),
    );
    const a = average(found.d, "harbour-theft");
    assert.equal(a.statement?.lines.find((l) => l.interest === "bl-a")?.madeGood.rd, "40");
  });

  test("dl-averi/37: a ransom lawfully proved is average over ship and goods; one not proved is not", () => {
    const { d } = decide(ex11({ ransom: { amount: 300, proved: true } }));
    assert.equal(average(d, "ransom").statement?.loss.rd, "300");
    const unproved = decide(ex11({ ransom: { amount: 300, proved: false } }));
    assert.equal(unproved.d.averages, undefined);
    assert.match(messages(unproved.d), /not proved: it is not average/);
    const unknown = decide(ex11({ ransom: { amount: 300 } }));
    assert.ok(unknown.d.assessments.some((a) => /lawfully proves the ransom/.test(a.what)));
  });
});

describe("lighterage and grounding (dl-averi/38–41)", () => {
  const lighterage = { lighter_hire: 30, lighterage_money: 18 };

  test("dl-averi/38: lighter hire and lighterage are paid by ship and goods: by value, half and half, or by custom", () => {
    const r1 = decide(ex11({ lighterage }));
    const a = average(r1.d, "lighterage");
    assert.equal(a.statement?.loss.rd, "48");
    assert.equal(a.statement?.mass.rd, "3700");
    const r2 = decide(ex11({ lighterage }), { lighterage_split: "R2" });
    const half = average(r2.d, "lighterage").statement;
    assert.equal(half?.lines.find((l) => l.interest === "ship")?.contributionExact.rd, "24");
    const r3 = decide(ex11({ lighterage }), { lighterage_split: "R3" });
    assert.ok(r3.d.assessments.some((x) => x.provisions.includes("dl-averi/38")));
  });

  test("dl-averi/39: goods lost in the lighters go over ship and goods kept; their owner contributes only under Q-A20 R2", () => {
    const lost = { ...lighterage, goods_lost: [{ parcel: "bl-a", loss: 100 }] };
    const r1 = average(decide(ex11({ lighterage: lost })).d, "lighter-loss").statement;
    assert.equal(r1?.loss.rd, "100");
    assert.equal(r1?.lines.find((l) => l.interest === "bl-a")?.contributoryValue.rd, "1100");
    const r2 = average(decide(ex11({ lighterage: lost }), { lighter_loss_mass: "R2" }).d, "lighter-loss").statement;
    assert.equal(r2?.lines.find((l) => l.interest === "bl-a")?.contributoryValue.rd, "1200");
  });

  test("dl-averi/40: damage to the hired lighters is the lightermen's own: neither ship nor goods answer", () => {
    const { d } = decide(ex11({ lighterage: { lighter_damage: [{ amount: 25 }] } }));
    assert.equal(d.averages, undefined);
    const step = allSteps(d.explanation).find((s) => s.rule === "dl-averi/40#lighters");
    assert.equal(step?.status, "applied");
    assert.match(String(step?.value), /25 rd, borne by the lightermen/);
  });

  test("dl-averi/41: under Q-A21 R2 the costs on the goods are shared by quantity: A 30 rd, B 60 rd", () => {
    const { d, used } = decide(EX18, { goods_cost_basis: "R2" });
    const lines = average(d, "grounding-goods").shares?.lines ?? [];
    assert.deepEqual(
      lines.map((l) => [l.interest, l.exact?.rd]),
      [
        ["bl-a", "30"],
        ["bl-b", "60"],
      ],
    );
    assert.ok(used.includes("goods_cost_basis"));
  });
});

// ---------------------------------------------------------------------------
// Every reading is consulted where it matters.

const SWITCHES: [string, string, Raw | object, Record<string, string>?][] = [
  [
    "crew_majority",
    "R2",
    ex11({ people: ABOARD, emergency: { ...EX11.emergency, answer: "refused", consulted: true } }),
  ],
  ["ship_valuation", "R2", EX11],
  ["ga_jettisoned_contribute", "R2", EX11],
  ["ga_freight_basis", "R2", EX11],
  ["freight_on_jettisoned", "R2", EX11],
  ["portage_bottomry", "R2", ex11({ portage: [{ person: "ole", value: 12, jettisoned: true }] })],
  ["bills_of_lading", "R2", EX11],
  ["styrtegods", "R3", EX17],
  ["thi_det", "R2", EX17],
  ["special_reason", "R1", ex11({ harbour_theft: [{ what: "gear", value: 9, special_cause: "a common watch" }] })],
  ["lighterage_split", "R2", ex11({ lighterage: { lighter_hire: 30 } })],
  ["lighter_loss_mass", "R2", ex11({ lighterage: { goods_lost: [{ parcel: "bl-a", loss: 100 }] } })],
  ["goods_cost_basis", "R2", EX18],
  ["ransom_mass", "R2", ex11({ ransom: { amount: 300, proved: true } })],
  ["valuation_option_lapse", "R2", EX11],
  ["recovered_goods_contribute", "R2", EX12_ALL],
  ["stranding_vs_beaching", "R2", BEACHED],
  ["common_safety_expense", "R2", ex11({ expenses: [{ what: "tug", amount: 40 }] })],
];

describe("the statement as an adjuster draws it up (dl-averi/25, 26)", () => {
  test("dl-averi/25: the particulars given are printed, the others left out", () => {
    const { d } = decide(
      ex11({ statement: { date: "1690-11-01", drawn_up_by: "Hans Berg, dispacheur", rate_decimals: 2 } }),
    );
    assert.deepEqual(d.statement?.particulars, {
      ship: "Fortuna",
      from: "Danzig",
      to: "Copenhagen",
      casualtyDate: "1690-10-02",
      statementDate: "1690-11-01",
      drawnUpBy: "Hans Berg, dispacheur",
    });
    assert.equal(d.statement?.rate, "5/18");
    assert.equal(d.statement?.ratePercent, "27.78");
    assert.equal(decide(EX11).d.statement?.ratePercent, "27.7778", "four decimals by default");
  });

  test("dl-averi/25, 31: the schedule lists each loss made good with its provisions, and sums to the loss", () => {
    const { d } = decide(EX11);
    const items = d.statement?.schedule ?? [];
    assert.deepEqual(
      items.map((i) => `${i.interest}: ${i.amount.rd}`),
      ["ship: 200", "bl-b: 300", "bl-c: 600"],
    );
    assert.ok(items.every((i) => i.provisions.includes("dl-averi/25")));
    const sum = items.reduce((t, i) => t.add(Rational.parse(i.amount.rd as string)), Rational.ZERO);
    assert.equal(sum.toString(), d.statement?.loss.rd);
  });

  test("dl-averi/25, 26: the settlement pays every balance out to the skilling, with the freight still owed beside the average (Q-A13 R1)", () => {
    const { d } = decide(EX11);
    const pay = d.liabilities.filter((l) => l.settles === "general-average");
    const side = d.liabilities.filter((l) => l.besideAverage);
    assert.deepEqual(
      side.map((l) => `${l.from} -> ${l.to}: ${l.amount?.rd}`),
      [`b -> ${OWNERS}: 30`, `c -> ${OWNERS}: 60`],
    );
    // Every party's balance, less what it owes beside the average, is paid or received in full.
    const net = new Map<string, bigint>();
    const add = (p: string, v: bigint) => net.set(p, (net.get(p) ?? 0n) + v);
    for (const b of d.statement?.balances ?? []) add(b.party, BigInt(b.net.minor));
    for (const l of side) {
      add(l.from, -BigInt(l.amount?.minor ?? "0"));
      add(l.to, BigInt(l.amount?.minor ?? "0"));
    }
    for (const l of pay) {
      assert.match(l.amount?.minor ?? "", /^\d+$/, "whole skilling");
      add(l.from, BigInt(l.amount?.minor ?? "0"));
      add(l.to, -BigInt(l.amount?.minor ?? "0"));
    }
    for (const [p, v] of net) assert.equal(v, 0n, `${p} is square`);
    // Under Q-A13 R2 the freight lost is made good in the average, and nothing is owed beside it.
    assert.deepEqual(
      decide(EX11, { freight_on_jettisoned: "R2" }).d.liabilities.filter((l) => l.besideAverage),
      [],
    );
  });

  test("Q-S10 R1 (default): an expense for the common safety is made good in the general average of dl-averi/25, with a warning that the text does not list it", () => {
    const { d, used } = decide(ex11({ expenses: [{ what: "tug", description: "a tug from Rønne", amount: 40 }] }));
    assert.ok(used.includes("common_safety_expense"));
    const line = d.statement?.lines.find((l) => l.interest === `expense:${OWNERS}`);
    assert.equal(line?.madeGood.rd, "40");
    assert.equal(d.statement?.loss.rd, "1140");
    const item = d.statement?.schedule?.find((i) => i.interest === `expense:${OWNERS}`);
    assert.equal(item?.reading, "Q-S10 R1");
    assert.match(item?.what ?? "", /a tug from Rønne/);
    assert.match(messages(d), /The 1683 text lists only its own items of average .*a tug from Rønne/);
    // R2: the expense lies where it falls; the loss is the law's own items, and the warning stays.
    const r2 = decide(ex11({ expenses: [{ what: "tug", amount: 40 }] }), { common_safety_expense: "R2" });
    assert.equal(r2.d.statement?.loss.rd, "1100");
    assert.match(messages(r2.d), /it is not average and lies on whoever laid it out/);
    // The choice is a rule: under R2 the base rule is overridden, and the step names what overrides it.
    const steps: Step[] = [];
    const walk = (x: Step): void => {
      steps.push(x);
      for (const k of x.children ?? []) walk(k);
    };
    walk(r2.d.explanation);
    const base = steps.find((x) => x.rule === "dl-averi/25#common-safety-expense");
    assert.equal(base?.status, "overridden");
    assert.deepEqual(base?.overriddenBy, ["dl-averi/25#common-safety-not-average"]);
    assert.ok(isDefinedRule("dl-averi/25#common-safety-not-average"));
    for (const x of steps)
      if (x.status === "overridden") assert.ok(x.overriddenBy?.length, `${x.rule} names no overrider`);
  });

  test("Q-S10: an expense laid out by a merchant is made good to him", () => {
    const { d } = decide(ex11({ expenses: [{ what: "salvage", amount: 90, paid_by: "a" }] }));
    assert.equal(d.statement?.lines.find((l) => l.interest === "expense:a")?.madeGood.rd, "90");
  });
});

describe("the readings of dl-averi/20–41", () => {
  test("every reading defined here has a switch test", () => {
    assert.deepEqual(SWITCHES.map(([n]) => n).sort(), GENERAL_AVERAGE_READINGS.map((r) => r.name).sort());
  });

  for (const [name, code, raw] of SWITCHES) {
    test(`${name}: consulted by the decision, under the default and under ${code}`, () => {
      assert.ok(decide(raw).used.includes(name), `${name} not consulted by default`);
      const o = decide(raw, { [name]: code });
      assert.ok(o.used.includes(name), `${name} not consulted under ${code}`);
    });
  }

  test("Q-A17: the reason changes with 'det', the shares do not", () => {
    const r1 = decide(EX17);
    const r2 = decide(EX17, { thi_det: "R2" });
    assert.deepEqual(kind(r1.d), kind(r2.d));
    const reason = (d: DeterminationBody) =>
      String(allSteps(d.explanation).find((s) => s.rule === "dl-averi/33#bulk")?.value);
    assert.match(reason(r1.d), /she bears her own risk/);
    assert.match(reason(r2.d), /the bulk goods as a body bear their own risk/);
  });

  test("stranding_vs_beaching is the one definition dl-vrag consults too", async () => {
    const { STRANDING_VS_BEACHING } = await import("../dl-vrag/salvage-readings.js");
    const mine = GENERAL_AVERAGE_READINGS.find((r) => r.name === "stranding_vs_beaching");
    assert.equal(mine, STRANDING_VS_BEACHING);
    assert.equal(mine?.question, STRANDING_VS_BEACHING.question);
    assert.deepEqual(mine?.alternatives, STRANDING_VS_BEACHING.alternatives);
    assert.equal(mine?.default, STRANDING_VS_BEACHING.default);
  });
});

// ---------------------------------------------------------------------------
// The arithmetic holds for any cargo, in any order.

const parcelArb = fc.record({
  value: fc.integer({ min: 1, max: 500_000 }),
  thrown: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
  freight: fc.integer({ min: 0, max: 5_000 }),
  owner: fc.integer({ min: 0, max: 4 }),
});

type Row = { id: string; value: number; thrown: number; freight: number; owner: number };

/** A cargo and the same cargo listed in another order: each parcel keeps its bill of lading. */
const cargoArb = fc
  .array(parcelArb, { minLength: 1, maxLength: 25 })
  .map((rows) => rows.map((r, i): Row => ({ ...r, id: `bl-${i}` })))
  .chain((rows) =>
    fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length })),
  );

function randomCase(rows: readonly Row[], mast: number) {
  return {
    ...EX11,
    ship: { ...EX11.ship, valuation: "1500 rd 3 sk" },
    sacrifices: mast > 0 ? [{ what: "mast", value: `${mast} sk` }] : [],
    cargo: rows.map((r) => ({
      id: r.id,
      owner: ["a", "b", "c", "maren", "ole"][r.owner],
      value: `${r.value} sk`,
      freight: `${r.freight} sk`,
      ...(r.thrown > 0 ? { jettisoned: { value: `${Math.floor((r.value * r.thrown) / 100)} sk` } } : {}),
    })),
  };
}

describe("general average: properties", () => {
  test("the rounded contributions sum to the loss, the nets to zero, and the order of the parcels changes nothing", () => {
    fc.assert(
      fc.property(cargoArb, fc.integer({ min: 0, max: 30_000 }), fc.boolean(), ([rows, shuffled], mast, r2) => {
        const readings: Record<string, string> = r2
          ? { ga_jettisoned_contribute: "R2", freight_on_jettisoned: "R2" }
          : {};
        const a = decide(randomCase(rows, mast), readings).d;
        assert.ok(a.statement);
        const sums = roundedSums(a.statement);
        assert.equal(sums.contributions, BigInt(a.statement.loss.minor));
        assert.equal(sums.nets, 0n);
        const b = decide(randomCase(shuffled, mast), readings).d;
        assert.ok(b.statement);
        const byInterest = (s: NonNullable<DeterminationBody["statement"]>) =>
          Object.fromEntries(s.lines.map((l) => [l.interest, l.contribution.minor]));
        assert.deepEqual(byInterest(a.statement), byInterest(b.statement));
        const byParty = (s: NonNullable<DeterminationBody["statement"]>) =>
          Object.fromEntries(s.balances.map((x) => [x.party, x.net.minor]));
        assert.deepEqual(byParty(a.statement), byParty(b.statement));
      }),
      { numRuns: 80 },
    );
  });
});

// ---------------------------------------------------------------------------
// A hundred thousand parcels, end to end.

describe("general average: a cargo of 100,000 parcels", () => {
  test("parsed and decided through the kind handler, with exact sums and an explanation that does not grow per parcel", () => {
    const n = 100_000;
    const merchants = 400;
    const cargo = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      owner: `m${i % merchants}`,
      value: 50 + (i % 997),
      freight: i % 7,
      ...(i % 10 === 0 ? { jettisoned: { value: 10 + (i % 37), order: 1 + (i % 5) } } : {}),
    }));
    const people = [
      ...PEOPLE.filter((p) => ["jens", "maren", "a"].includes(p.id)),
      ...Array.from({ length: merchants }, (_, i) => ({ id: `m${i}`, roles: ["merchant"] })),
    ];
    const { d } = decide({ ...EX11, cargo, people });
    const s = d.statement;
    assert.ok(s);
    let thrownTotal = 0;
    for (const p of cargo) if (p.jettisoned) thrownTotal += p.jettisoned.value;
    assert.equal(s.loss.rd, String(thrownTotal + 200));
    assert.equal(s.lines.length, n + 2);
    const sums = roundedSums(s);
    assert.equal(sums.contributions, BigInt(s.loss.minor));
    assert.equal(sums.nets, 0n);
    const exact = s.lines.reduce((t, l) => t.add(Rational.parse(l.contributionExact.minor)), Rational.ZERO);
    assert.ok(exact.eq(Rational.parse(s.loss.minor)));
    assert.equal(
      d.allocations.reduce((t, a) => t + BigInt(a.rounded.minor), 0n),
      BigInt(s.loss.minor),
    );
    assert.ok(allSteps(d.explanation).length < 80, `${allSteps(d.explanation).length} steps`);
  });
});

// ---------------------------------------------------------------------------
// The case file: the schema, and the expect: block for statements.

describe("the general_average case file", () => {
  test("an owner not listed, a parcel named 'ship', and a piracy naming no parcel are each reported at their path", () => {
    const bad = {
      ...EX11,
      cargo: [...EX11.cargo, { id: "ship", owner: "nobody", value: 1 }],
      piracy: { taken: [{ parcel: "bl-x" }] },
    };
    const r = generalAverageKind.facts(amountSchema(RIGSDALER)).safeParse(bad);
    assert.ok(!r.success);
    const paths = r.error.issues.map((i) => i.path.join("."));
    assert.ok(paths.includes("cargo.3.owner"));
    assert.ok(paths.includes("cargo.3.id"));
    assert.ok(paths.includes("piracy.taken.0.parcel"));
  });

  test("more thrown than the parcel is worth, or a fraction of a skilling made good, is a case error at its path", () => {
    const e = thrown(() => decide(parcel("bl-b", { jettisoned: { value: 900 } })));
    assert.match(e.message, /facts\.cargo\[1\]\.jettisoned\.value: 900 rd thrown is more than the parcel's value/);
    const f = thrown(() => decide(ex11({ sacrifices: [{ what: "mast", value: "1/2 sk" }] })));
    assert.match(f.message, /facts\.sacrifices\[0\]\.value/);
  });

  test("expect: contributions, nets and averages are checked, and a wrong figure is reported", () => {
    const body = decide(EX11).d;
    const d = {
      ...body,
      statute: "dl-averi",
      kind: "general_average",
      currency: "rigsdaler",
      readings: [],
    } as unknown as Determination;
    assert.deepEqual(
      checkExpectation(d, { contributions: { ship: "5000/9" }, nets: { [OWNERS]: "-3850/9", c: 600 } }),
      [],
    );
    assert.deepEqual(checkExpectation(d, { nets: { c: "600 rd" } }), []);
    const wrong = checkExpectation(d, {
      contributions: { ship: 555, nowhere: 1 },
      nets: { b: "161" },
      averages: { "piracy-bulk": { bears: { "bl-d": 12 } } },
    });
    assert.equal(wrong.length, 4);
    assert.match(wrong.join("\n"), /statement ship contribution: expected 555, got 5000\/9 \(555 rd 3 mk 5 1\/3 sk\)/);
    assert.match(wrong.join("\n"), /no average|there is none/);
    const e17 = decide(EX17).d as unknown as Determination;
    assert.deepEqual(
      checkExpectation(e17, { averages: { "piracy-bulk": { bears: { "bl-d": 12 }, receives: { "bl-f": 8 } } } }),
      [],
    );
    assert.equal(checkExpectation(e17, { averages: { "piracy-bulk": { receives: { "bl-f": 9 } } } }).length, 1);
  });
});
