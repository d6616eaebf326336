import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { amountSchema } from "../../cases/common.js";
import type { DeterminationBody, Liability, SeparateAverage } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import type { Step } from "../../core/explain.js";
import { type MoneyJSON, RIGSDALER } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { decide as decideCase } from "../../engine/decide.js";
import { STYRTEGODS } from "./general-average-readings.js";
import { dlAveri } from "./index.js";
import { SHIPWRECK_PROVISIONS, shipwreckKind } from "./shipwreck.js";
import { SHIPWRECK_CONSULTS, SHIPWRECK_READINGS } from "./shipwreck-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = shipwreckKind.facts(amountSchema(RIGSDALER)).parse(raw);
  const readings = new ReadingSet(SHIPWRECK_CONSULTS, overrides);
  const d: DeterminationBody = shipwreckKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => u.name) };
}

/** The exact value of an amount in rigsdaler. */
const rd = (m: MoneyJSON | undefined): Rational => Rational.parse(m?.rd ?? "0");

/** All the liabilities from one party to another, summed exactly, in rigsdaler. */
function owed(d: DeterminationBody, from: string, to: string): Rational {
  return d.liabilities
    .filter((l) => l.from === from && l.to === to)
    .reduce((t, l) => t.add(rd(l.amount)), Rational.ZERO);
}

const between = (d: DeterminationBody, from: string, to: string): Liability[] =>
  d.liabilities.filter((l) => l.from === from && l.to === to);

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

function stepOf(d: DeterminationBody, rule: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === rule);
  assert.ok(s, `no step for ${rule}`);
  return s;
}

function average(d: DeterminationBody, id: string): SeparateAverage {
  const a = d.averages?.find((x) => x.id === id);
  assert.ok(a, `no average ${id}`);
  return a;
}

const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");
const assessment = (d: DeterminationBody, provision: string) =>
  d.assessments.filter((a) => a.provisions.includes(provision));

function caseError(raw: unknown): CaseError {
  try {
    decideCase({ version: 1, statute: "dl-averi", kind: "shipwreck", facts: raw });
  } catch (e) {
    assert.ok(e instanceof CaseError, `expected a CaseError, got ${String(e)}`);
    return e;
  }
  assert.fail("expected a CaseError");
}

const paths = (e: CaseError): string[] => e.issues.map((i) => i.path);

// ---------------------------------------------------------------------------
// Cases

const PEOPLE = [
  { id: "niels", name: "Skipper Niels", roles: ["skipper", "shipowner"] },
  { id: "anders", name: "Merchant Anders", roles: ["merchant", "charterer"] },
  { id: "berit", name: "Berit", roles: ["merchant"] },
  { id: "carsten", name: "Merchant Carsten", roles: ["merchant"] },
  { id: "ole", roles: ["seaman"] },
  { id: "peder", roles: ["seaman"] },
  { id: "hans", roles: ["seaman"] },
  { id: "jens", roles: ["other"] },
];

/** The Haabet wrecked on Anholt (examples/dl-averi/shipwreck-salvage-refuser.yaml). */
function haabet(change: Record<string, unknown> = {}) {
  return {
    ship: { id: "haabet", name: "Haabet", skipper: "niels", owners: [{ person: "niels", share: 1 }], state: "wrecked" },
    voyage: { from: "Riga", to: "Copenhagen", completed: "2/3" },
    charterer: "anders",
    cargo: [
      {
        id: "bl-a",
        owner: "anders",
        what: "rye",
        packing: "bulk",
        quantity: 40,
        unit: "lasts",
        value: 800,
        freight: 60,
      },
      { id: "bl-b", owner: "berit", what: "hemp", packing: "packs", value: 400, freight: 30 },
      { id: "bl-c", owner: "carsten", what: "flax", packing: "packs", value: 300, freight: 30, outcome: "lost" },
    ],
    crew: [
      { person: "ole", wage: 24, drawn: 6 },
      { person: "peder", wage: 21 },
      { person: "hans", wage: 18, drawn: 4, salvage: "refused", portage: { what: "linen", value: 5 } },
    ],
    embezzlements: [{ person: "jens", act: "removed", what: "a pack of hemp", parcel: "bl-b" }],
    assessed: { salvage_reward: 60 },
    people: PEOPLE,
    ...change,
  };
}

/** The Fortuna aground and beyond repair, with spoiled rye (examples/dl-averi/shipwreck-beyond-repair-spoiled.yaml). */
function fortuna(change: Record<string, unknown> = {}) {
  return {
    ship: { id: "fortuna", skipper: "jens", owners: [{ person: "jens", share: 1 }], state: "aground_beyond_repair" },
    voyage: { from: "Danzig", to: "Copenhagen", completed: "3/4" },
    cargo: [
      {
        id: "bl-d",
        owner: "d",
        what: "rye",
        packing: "bulk",
        quantity: 60,
        unit: "lasts",
        value: 600,
        freight: 60,
        outcome: "spoiled",
        spoiled: { quantity: 20 },
      },
      { id: "bl-e", owner: "e", what: "rye", packing: "bulk", quantity: 30, unit: "lasts", value: 300, freight: 30 },
      { id: "bl-f", owner: "f", what: "rye", packing: "bulk", quantity: 10, unit: "lasts", value: 100, freight: 10 },
      {
        id: "bl-g",
        owner: "g",
        what: "herring",
        packing: "barrels",
        quantity: 10,
        unit: "barrels",
        value: 200,
        freight: 20,
        outcome: "spoiled",
        spoiled: { quantity: 2 },
        costs: 3,
      },
    ],
    crew: [{ person: "ole" }, { person: "peder" }],
    assessed: { freight: 90 },
    people: [
      { id: "jens", name: "Skipper Jens", roles: ["skipper"] },
      { id: "d", roles: ["merchant"] },
      { id: "e", roles: ["merchant"] },
      { id: "f", roles: ["merchant"] },
      { id: "g", roles: ["merchant"] },
      { id: "ole", roles: ["seaman"] },
      { id: "peder", roles: ["seaman"] },
    ],
    ...change,
  };
}

/** EX-18 part 2: the Maria saved with part of her cargo. */
function maria(change: Record<string, unknown> = {}, voyage: Record<string, unknown> = {}) {
  return {
    ship: { id: "maria", skipper: "jens", owners: [{ person: "jens", share: 1 }], state: "saved" },
    voyage: { freight_total: 400, freight_earned: 300, ...voyage },
    cargo: [
      { id: "bl-a", owner: "a", packing: "barrels", freight: 300, value: 1200 },
      { id: "bl-b", owner: "b", packing: "bulk", freight: 100, value: 600, outcome: "lost" },
    ],
    crew: [{ person: "ole", wage: 24 }],
    people: [
      { id: "jens", roles: ["skipper"] },
      { id: "a", roles: ["merchant"] },
      { id: "b", roles: ["merchant"] },
      { id: "ole", roles: ["seaman"] },
    ],
    ...change,
  };
}

// ---------------------------------------------------------------------------
// EX-18 of RULES.md, part 2

describe("EX-18 — the ship and part of the cargo saved: wages cut with the freight", () => {
  test("dl-averi/46 — EX-18 part 2: full freight 400 rd, 300 rd earned, a wage of 24 rd becomes 24 × 300/400 = 18 rd", () => {
    const { d } = decide(maria());
    assert.equal(owed(d, "jens", "ole").toString(), "18");
    assert.equal(stepOf(d, "dl-averi/46#wages").status, "applied");
  });

  test("dl-averi/46 — EX-18 part 2, the freights taken from the parcels: 300 rd agreed on the goods saved, 400 on all", () => {
    const { d } = decide(maria({}, { freight_total: undefined, freight_earned: undefined }));
    assert.equal(owed(d, "jens", "ole").toString(), "18");
  });

  test("dl-averi/46 — what he has drawn is deducted; the cut is exact to a fraction of a skilling", () => {
    const { d } = decide(
      maria({ crew: [{ person: "ole", wage: "25 rd 1 sk", drawn: 5 }] }, { freight_total: 3, freight_earned: 1 }),
    );
    // (25 rd 1 sk) / 3 = 2401/3 sk, less 5 rd = 480 sk: 961/3 sk.
    assert.equal(owed(d, "jens", "ole").mul(Rational.of(96)).toString(), "961/3");
  });

  test("dl-averi/46 — the ship and all her goods saved: the wages are not cut, and no rule of 42–48 changes them", () => {
    const all = maria(
      {
        cargo: [{ id: "bl-a", owner: "a", packing: "barrels", freight: 400 }],
      },
      { freight_total: undefined, freight_earned: undefined },
    );
    const { d } = decide(all);
    assert.equal(between(d, "jens", "ole").length, 0);
    assert.ok(allSteps(d.explanation).some((s) => s.label.includes("nothing in dl-averi/42–48 changes the wages")));
  });

  test("dl-averi/46 — the freight earned not known: a warning, and the wage owed without a figure", () => {
    const { d } = decide(
      maria(
        { cargo: [{ id: "bl-b", owner: "b", packing: "bulk", outcome: "lost" }] },
        { freight_total: undefined, freight_earned: undefined },
      ),
    );
    assert.match(messages(d), /freight earned on the goods saved and the full freight are known/);
    const l = between(d, "jens", "ole");
    assert.equal(l.length, 1);
    assert.equal(l[0]?.amount, undefined);
  });
});

// ---------------------------------------------------------------------------
// 1–4: the shipwreck

describe("the shipwreck (dl-averi/1–4)", () => {
  test("dl-averi/1 — the skipper must salvage ship, goods and gear with the crew, and each seaman must help", () => {
    const { d } = decide(haabet());
    for (const who of ["niels", "ole", "peder", "hans"]) {
      assert.ok(
        d.obligations.some((o) => o.who === who && o.provisions.includes("dl-averi/1")),
        `a duty for ${who}`,
      );
    }
    assert.match(d.obligations.find((o) => o.who === "hans")?.what ?? "", /he would not/);
  });

  test("dl-averi/1 — the reward declared by good men is shared by the value of the goods saved: 60 × 800/1200 = 40, 20", () => {
    const { d, used } = decide(haabet());
    assert.equal(owed(d, "berit", "niels").toString(), "20");
    assert.equal(d.funds[0]?.amount.rd, "60");
    const a = d.allocations.find((x) => x.id === "anders");
    assert.equal(a?.fraction, "2/3");
    assert.equal(a?.exact.rd, "40");
    assert.ok(!d.allocations.some((x) => x.id === "carsten"), "the merchant whose goods were lost pays nothing");
    assert.ok(used.includes("wreck_reward_sharing"));
    assert.equal(assessment(d, "dl-averi/1")[0]?.status, "given");
  });

  test("dl-averi/1 — until good men declare the reward it is an assessment, and nobody owes a figure", () => {
    const { d, used } = decide(haabet({ assessed: {} }));
    const a = assessment(d, "dl-averi/1");
    assert.equal(a.length, 1);
    assert.equal(a[0]?.status, "needed");
    assert.match(a[0]?.by ?? "", /good men/);
    assert.equal(d.funds.length, 0);
    assert.equal(owed(d, "berit", "niels").toString(), "0");
    assert.ok(!used.includes("wreck_reward_sharing"), "the sharing is not consulted before there is a reward");
  });

  test("dl-averi/1 — shares that do not divide evenly: the rounded shares sum to the reward to the skilling", () => {
    const cargo = [
      { id: "x1", owner: "anders", packing: "packs", value: 1 },
      { id: "x2", owner: "berit", packing: "packs", value: 1 },
      { id: "x3", owner: "carsten", packing: "packs", value: 1 },
    ];
    const { d } = decide(haabet({ cargo, embezzlements: [], assessed: { salvage_reward: "1 sk" } }));
    const rounded = d.allocations.reduce((t, a) => t + BigInt(a.rounded.minor), 0n);
    assert.equal(rounded, 1n);
    assert.equal(d.allocations.find((a) => a.id === "anders")?.exact.minor, "1/3");
  });

  test("dl-averi/1 — Q-S07 R2: the good men share the reward; until they do, an assessment; then their shares", () => {
    const open = decide(haabet(), { wreck_reward_sharing: "R2" }).d;
    assert.ok(
      assessment(open, "dl-averi/1").some((a) => a.status === "needed" && /shared among the merchants/.test(a.what)),
    );
    assert.equal(owed(open, "anders", "niels").toString(), "60", "only the freight");
    const shared = decide(haabet({ assessed: { salvage_reward: 60, reward_shares: { anders: 35, berit: 25 } } }), {
      wreck_reward_sharing: "R2",
    }).d;
    assert.equal(owed(shared, "berit", "niels").toString(), "25");
    assert.equal(owed(shared, "anders", "niels").toString(), "95");
  });

  test("dl-averi/1 — a parcel saved and not appraised: its value is an assessment, and the reward is not yet shared", () => {
    const cargo = [
      { id: "bl-a", owner: "anders", packing: "bulk", value: 800 },
      { id: "bl-b", owner: "berit", packing: "packs" },
    ];
    const { d } = decide(haabet({ cargo, embezzlements: [] }));
    assert.ok(assessment(d, "dl-averi/1").some((a) => a.status === "needed" && a.what.includes("bl-b")));
    assert.equal(d.funds.length, 0);
  });

  test("dl-averi/1 — a ship that is not wrecked: no duty to salvage under it, and a reward given draws a warning", () => {
    const { d } = decide(maria({ assessed: { salvage_reward: 10 } }));
    assert.equal(stepOf(d, "dl-averi/1#salvage").status, "not-applicable");
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/1")));
    assert.match(messages(d), /dl-averi\/1 speaks of the reward after a shipwreck/);
  });

  test("dl-averi/2 — Q-A01 R1: freight and wages by the part of the voyage completed: (60 + 30) × 2/3 = 60 rd; Ole 16 − 6 = 10", () => {
    const { d, used } = decide(haabet());
    assert.equal(owed(d, "anders", "niels").toString(), "100", "40 rd reward and 60 rd freight");
    assert.equal(owed(d, "niels", "ole").toString(), "10");
    assert.equal(owed(d, "niels", "peder").toString(), "14");
    assert.ok(used.includes("voyage_length"));
    const a = assessment(d, "dl-averi/2")[0];
    assert.equal(a?.status, "needed", "the dannemænd have not judged yet");
    assert.match(a?.by ?? "", /dannemænd/);
    assert.match(a?.basis ?? "", /2\/3/);
  });

  test("dl-averi/2 — Q-A01 R2: the wages pro rata, the freight the agreed freight on the goods saved (90 rd)", () => {
    const { d } = decide(haabet(), { voyage_length: "R2" });
    assert.equal(owed(d, "anders", "niels").toString(), "130");
    assert.equal(owed(d, "niels", "peder").toString(), "14");
  });

  test("dl-averi/2 — Q-A01 R3: the whole voyage: full wages and the agreed freight", () => {
    const { d } = decide(haabet(), { voyage_length: "R3" });
    assert.equal(owed(d, "anders", "niels").toString(), "130");
    assert.equal(owed(d, "niels", "ole").toString(), "18");
    assert.equal(owed(d, "niels", "peder").toString(), "21");
  });

  test("dl-averi/2 — the dannemænd's own figure is used when given, and their assessment is then given", () => {
    const { d } = decide(haabet({ assessed: { salvage_reward: 60, voyage_part: "1/2" } }));
    assert.equal(owed(d, "niels", "peder").toString(), "21/2");
    assert.equal(owed(d, "anders", "niels").toString(), "85", "40 rd reward and 45 rd freight");
    const a = assessment(d, "dl-averi/2")[0];
    assert.equal(a?.status, "given");
    assert.equal(a?.value, "1/2");
  });

  test("dl-averi/2 — neither the part completed nor the dannemænd's figure: the freight and wages are owed without a figure", () => {
    const { d } = decide(haabet({ voyage: { from: "Riga" } }));
    assert.equal(assessment(d, "dl-averi/2")[0]?.status, "needed");
    const w = between(d, "niels", "peder");
    assert.equal(w.length, 1);
    assert.equal(w[0]?.amount, undefined);
    assert.ok(between(d, "anders", "niels").some((l) => l.amount === undefined && l.provisions.includes("dl-averi/2")));
  });

  test("dl-averi/2 — a freight set by the dannemænd for all the goods, with no charterer: shared by the agreed freight", () => {
    const { d } = decide(haabet({ charterer: undefined, assessed: { salvage_reward: 60, freight: 45 } }));
    // Anders 60/90 of 45 = 30 rd, Berit 15 rd, besides their shares of the reward.
    assert.equal(owed(d, "anders", "niels").toString(), "70");
    assert.equal(owed(d, "berit", "niels").toString(), "35");
  });

  test("dl-averi/3 — whoever carries off shipwrecked goods is punished as for other theft, set outside these texts", () => {
    const { d } = decide(haabet());
    const p = d.penalties.find((x) => x.who === "jens");
    assert.ok(p);
    assert.equal(p.amount, undefined);
    assert.match(p.penalty, /as for other theft/);
    assert.equal(p.outside?.[0]?.cite, "Danske Lov, Book 6, chapter 17 (theft)");
    assert.equal(p.outside?.[0]?.outsideCorpus, true);
  });

  test("dl-averi/3 — goods taken from a ship that is not wrecked are not 'shipwrecked goods': a warning, no penalty", () => {
    const { d } = decide(maria({ embezzlements: [{ person: "a", act: "embezzled", what: "a barrel" }] }));
    assert.equal(d.penalties.length, 0);
    assert.match(messages(d), /dl-averi\/3 punishes/);
  });

  test("dl-averi/4 — the seaman who would not help loses wage and portage (23 rd) and repays what he drew (Q-A02 R1)", () => {
    const { d, used } = decide(haabet());
    const ps = d.penalties.filter((p) => p.who === "hans");
    assert.equal(ps.length, 2);
    assert.equal(ps.reduce((t, p) => t.add(rd(p.amount)), Rational.ZERO).toString(), "23");
    assert.ok(ps.some((p) => /dishonourable man among other good seafaring people/.test(p.penalty)));
    assert.equal(owed(d, "hans", "niels").toString(), "4");
    assert.equal(owed(d, "niels", "hans").toString(), "0");
    assert.ok(used.includes("refuser_advances"));
    const base = allSteps(d.explanation).filter((s) => s.rule === "dl-averi/2#wages");
    assert.ok(base.some((s) => s.status === "overridden" && s.overriddenBy?.includes("dl-averi/4#refuses")));
  });

  test("dl-averi/4 — Q-A02 R2: he keeps what he drew and forfeits only what is still owed (14 rd and the portage)", () => {
    const { d } = decide(haabet(), { refuser_advances: "R2" });
    assert.equal(owed(d, "hans", "niels").toString(), "0");
    const sum = d.penalties.filter((p) => p.who === "hans").reduce((t, p) => t.add(rd(p.amount)), Rational.ZERO);
    assert.equal(sum.toString(), "19");
  });

  test("dl-averi/4 — a seaman who could not help (being hurt) is no refuser: he has his wages by the voyage", () => {
    const crew = [{ person: "hans", wage: 18, drawn: 4, salvage: "unable" }];
    const { d, used } = decide(haabet({ crew }));
    assert.equal(owed(d, "niels", "hans").toString(), "8");
    assert.equal(d.penalties.filter((p) => p.who === "hans").length, 0);
    assert.ok(!used.includes("refuser_advances"));
  });
});

// ---------------------------------------------------------------------------
// 42–45: after a grounding

describe("after a grounding (dl-averi/42–45)", () => {
  test("dl-averi/42 — a ship that can be repaired: the skipper must repair her quickly and carry the goods to the market", () => {
    const { d } = decide(
      fortuna({
        ship: { id: "fortuna", skipper: "jens", owners: [{ person: "jens", share: 1 }], state: "aground_repairable" },
      }),
    );
    const duty = d.obligations.find((o) => o.provisions.includes("dl-averi/42"));
    assert.equal(duty?.who, "jens");
    assert.match(duty?.what ?? "", /repaired as quickly as possible.*Copenhagen/);
    assert.equal(stepOf(d, "dl-averi/42#repair").status, "applied");
    assert.equal(assessment(d, "dl-averi/43").length, 0);
  });

  test("dl-averi/43 — beyond repair: the freight is what good men think reasonable; 90 rd shared by the agreed freight", () => {
    const { d } = decide(fortuna());
    const s = stepOf(d, "dl-averi/42#repair");
    assert.equal(s.status, "overridden");
    assert.deepEqual(s.overriddenBy, ["dl-averi/43#beyond-repair"]);
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/42")));
    assert.equal(assessment(d, "dl-averi/43")[0]?.status, "given");
    assert.equal(owed(d, "d", "jens").toString(), "45");
    assert.equal(owed(d, "e", "jens").toString(), "45/2");
    assert.equal(owed(d, "f", "jens").toString(), "15/2");
    assert.equal(owed(d, "g", "jens").toString(), "18", "15 rd freight and 3 rd costs");
  });

  test("dl-averi/43 — before good men have set it: an assessment, and the freight owed without a figure", () => {
    const { d } = decide(fortuna({ assessed: {} }));
    const a = assessment(d, "dl-averi/43")[0];
    assert.equal(a?.status, "needed");
    assert.match(a?.by ?? "", /good men.*circumstances of the voyage/);
    assert.match(a?.basis ?? "", /120 rd/);
    assert.ok(between(d, "d", "jens").every((l) => l.amount === undefined));
  });

  test("dl-averi/43 — with a charterer, he owes the whole freight good men set", () => {
    const f = fortuna({ charterer: "d" });
    const { d } = decide(f);
    assert.equal(owed(d, "d", "jens").toString(), "90");
    assert.equal(owed(d, "e", "jens").toString(), "0");
  });

  test("dl-averi/44 — spoiled bulk rye: the loss goes over the bulk goods by quantity: D bears 12, E 6, F 2 of the 20 lasts", () => {
    const { d, used } = decide(fortuna());
    const q = average(d, "spoiled-bulk").shares;
    assert.ok(q);
    assert.equal(q.lost, "20");
    assert.deepEqual(
      q.lines.map((l) => [l.interest, l.bears, l.receives]),
      [
        ["bl-d", "12", "48"],
        ["bl-e", "6", "24"],
        ["bl-f", "2", "8"],
      ],
    );
    assert.ok(used.includes("styrtegods") && used.includes("spoiled_goods_mass"));
  });

  test("dl-averi/44 — Q-A16 R2: shared by value among the rye: D is made good 200 rd and each pays 1/5 of his value", () => {
    const { d } = decide(fortuna(), { styrtegods: "R2" });
    const s = average(d, "spoiled-bulk").statement;
    assert.ok(s);
    assert.equal(s.loss.rd, "200");
    assert.equal(s.rate, "1/5");
    const line = (id: string) => s.lines.find((l) => l.interest === id);
    assert.equal(line("bl-e")?.contributionExact.rd, "60");
    assert.equal(line("bl-f")?.contributionExact.rd, "20");
    assert.equal(line("bl-g"), undefined, "the herring stays out under Q-A34 R1");
  });

  test("dl-averi/44 — Q-A34 R2: over all the goods salvaged, the herring too, by value", () => {
    const { d } = decide(fortuna(), { spoiled_goods_mass: "R2" });
    const s = average(d, "spoiled-bulk").statement;
    assert.ok(s);
    // Mass: rye 600 + 300 + 100 on sound value, herring 200 less its own 40 spoiled = 1160.
    assert.equal(s.mass.rd, "1160");
    assert.equal(s.lines.find((l) => l.interest === "bl-g")?.contributionExact.rd, "800/29");
  });

  test("dl-averi/44 — a cargo all of bulk goods: Q-A34 does not matter and is not consulted", () => {
    const cargo = fortuna().cargo.slice(0, 3);
    const { used } = decide(fortuna({ cargo }));
    assert.ok(!used.includes("spoiled_goods_mass"));
  });

  test("dl-averi/44 — loose goods kept apart are 'styrtegods' only under Q-A16 R3", () => {
    const cargo = [
      {
        id: "l1",
        owner: "d",
        packing: "loose",
        quantity: 10,
        unit: "tons",
        outcome: "spoiled",
        spoiled: { quantity: 5 },
      },
      { id: "l2", owner: "e", packing: "loose", quantity: 10, unit: "tons" },
    ];
    const r1 = decide(fortuna({ cargo })).d;
    assert.equal(r1.averages, undefined);
    assert.ok(
      allSteps(r1.explanation).some(
        (s) =>
          s.value ===
          "l1: " +
            "not bulk goods as Q-A16 reads 'styrtegods', nor in barrels, packs or pieces: its loss lies where it falls",
      ),
    );
    const r3 = decide(fortuna({ cargo }), { styrtegods: "R3" }).d;
    assert.deepEqual(
      average(r3, "spoiled-bulk").shares?.lines.map((l) => l.bears),
      ["5/2", "5/2"],
    );
  });

  test("dl-averi/44 — the quantity of a bulk parcel not given: an assessment, no sharing", () => {
    const cargo = [
      { id: "bl-d", owner: "d", packing: "bulk", outcome: "spoiled" },
      { id: "bl-e", owner: "e", packing: "bulk", quantity: 30, unit: "lasts" },
    ];
    const { d } = decide(fortuna({ cargo }));
    assert.equal(d.averages, undefined);
    assert.ok(assessment(d, "dl-averi/44").some((a) => a.status === "needed" && a.what.includes("bl-d")));
  });

  test("dl-averi/45 — barrelled goods: G takes his own mark, bears his spoiled barrels, and pays his own costs", () => {
    const { d } = decide(fortuna());
    const duty = d.obligations.find((o) => o.who === "g");
    assert.ok(duty?.provisions.includes("dl-averi/45"));
    assert.match(duty?.what ?? "", /his own mark.*3 rd.*his own loss/);
    assert.ok(
      between(d, "g", "jens").some((l) => l.provisions.includes("dl-averi/45") && rd(l.amount).eq(Rational.of(3))),
    );
    const steps = allSteps(d.explanation).filter((s) => s.rule === "dl-averi/44#bulk");
    assert.ok(steps.some((s) => s.status === "overridden" && s.overriddenBy?.includes("dl-averi/45#own-mark")));
  });

  test("dl-averi/45 — costs paid by the owner himself are no debt; costs on bulk goods draw a warning, not a liability", () => {
    const cargo = [
      { id: "p1", owner: "g", packing: "pieces", costs: 4, costs_paid_by: "g" },
      { id: "b1", owner: "d", packing: "bulk", quantity: 5, costs: 2 },
    ];
    const { d } = decide(fortuna({ cargo, assessed: {} }));
    assert.equal(d.liabilities.filter((l) => l.provisions.includes("dl-averi/45")).length, 0);
    assert.match(messages(d), /b1 carries costs of 2 rd/);
  });
});

// ---------------------------------------------------------------------------
// 47–48: the loss

describe("the loss: misfortune or neglect (dl-averi/47–48)", () => {
  const lost = (loss: Record<string, unknown>, state = "wrecked") =>
    haabet({
      ship: { id: "haabet", name: "Haabet", skipper: "niels", owners: [{ person: "niels", share: 1 }], state },
      embezzlements: [],
      loss,
    });

  test("dl-averi/47 — a misfortune proved with all the crew: he may salvage his ship and owes the merchants nothing", () => {
    const { d, used } = decide(lost({ cause: "misfortune", proved_with: ["ole", "peder", "hans"] }));
    assert.equal(stepOf(d, "dl-averi/47#misfortune").status, "applied");
    assert.equal(owed(d, "niels", "carsten").toString(), "0");
    assert.equal(d.options[0]?.holder, "niels");
    assert.ok(d.options[0]?.choices[0]?.startsWith("salvage the Haabet"));
    assert.ok(used.includes("crew_proof"));
  });

  test("dl-averi/47 — Q-A22: two of three men bear it out: not proved under R1 (an assessment), proved under R2", () => {
    const loss = { cause: "misfortune", proved_with: ["ole", "peder"] };
    const r1 = decide(lost(loss)).d;
    assert.equal(stepOf(r1, "dl-averi/47#misfortune").status, "not-applicable");
    assert.ok(assessment(r1, "dl-averi/48").some((a) => a.status === "needed"));
    assert.equal(r1.options.length, 0);
    const r2 = decide(lost(loss), { crew_proof: "R2" }).d;
    assert.equal(stepOf(r2, "dl-averi/47#misfortune").status, "applied");
    assert.equal(assessment(r2, "dl-averi/48").length, 0);
  });

  test("dl-averi/47 — a ship saved: the skipper owes nothing, and there is no choice to salvage her", () => {
    const { d } = decide(maria({ loss: { cause: "misfortune", proved_with: ["ole"] } }));
    assert.equal(d.options.length, 0);
    assert.equal(d.assessments.length, 0);
  });

  test("dl-averi/48 — his people's neglect: he answers for the goods lost (Carsten 300 rd) and may not deal with the ship", () => {
    const { d } = decide(lost({ cause: "neglect", neglect_of: "crew" }));
    const s = stepOf(d, "dl-averi/47#misfortune");
    assert.equal(s.status, "overridden");
    assert.deepEqual(s.overriddenBy, ["dl-averi/48#answers"]);
    assert.equal(owed(d, "niels", "carsten").toString(), "300");
    assert.match(between(d, "niels", "carsten")[0]?.description ?? "", /his people's neglect/);
    const bar = d.obligations.find((o) => o.provisions.includes("dl-averi/48"));
    assert.match(bar?.what ?? "", /not deal in any way with the Haabet until he has satisfied Merchant Carsten/);
  });

  test("dl-averi/48 — wilful: the loss as established is owed; a merchant already satisfied is owed nothing more", () => {
    const { d } = decide(
      lost({
        cause: "wilful",
        damages: [
          { merchant: "carsten", amount: 320 },
          { merchant: "berit", amount: 50 },
        ],
        satisfied: ["berit"],
      }),
    );
    assert.equal(owed(d, "niels", "carsten").toString(), "320");
    assert.equal(owed(d, "niels", "berit").toString(), "0");
    assert.match(between(d, "niels", "carsten")[0]?.description ?? "", /wilfully and out of malice/);
    const bar = d.obligations.find((o) => o.provisions.includes("dl-averi/48"));
    assert.ok(bar && !bar.what.includes("Berit"));
    const all = decide(lost({ cause: "wilful", satisfied: ["carsten"] })).d;
    assert.ok(!all.obligations.some((o) => o.provisions.includes("dl-averi/48")), "the bar is lifted");
  });

  test("dl-averi/48 — a misfortune proved does not help against a wilful act: the exception decides", () => {
    const { d } = decide(lost({ cause: "wilful", proved_with: ["ole", "peder", "hans"] }));
    assert.equal(stepOf(d, "dl-averi/48#answers").status, "applied");
    assert.equal(d.options.length, 0);
  });

  test("dl-averi/47 — dl-averi/48 — the case does not say how the loss came: a warning naming both", () => {
    const { d } = decide(haabet());
    assert.ok(d.warnings.some((w) => w.provisions.includes("dl-averi/47") && w.provisions.includes("dl-averi/48")));
  });
});

// ---------------------------------------------------------------------------
// Readings

describe("the readings of dl-averi/1–4 and 42–48", () => {
  const switches: [string, string, () => unknown, string][] = [
    ["voyage_length", "Q-A01", () => haabet(), "R2"],
    ["refuser_advances", "Q-A02", () => haabet(), "R2"],
    ["crew_proof", "Q-A22", () => haabet({ loss: { cause: "misfortune", proved_with: ["ole", "peder"] } }), "R2"],
    ["spoiled_goods_mass", "Q-A34", () => fortuna(), "R2"],
    ["wreck_reward_sharing", "Q-S07", () => haabet(), "R2"],
    ["styrtegods", "Q-A16", () => fortuna(), "R2"],
  ];

  test("every reading defined here, and the general-average one shared, has a switch test, with the register's default", () => {
    assert.deepEqual(
      switches.map(([n]) => n).sort(),
      [...SHIPWRECK_READINGS.map((r) => r.name), STYRTEGODS.name].sort(),
    );
    for (const [name, question] of switches) {
      const def = SHIPWRECK_CONSULTS.find((r) => r.name === name);
      assert.equal(def?.question, question, name);
      assert.equal(def?.default, "R1", name);
    }
  });

  for (const [name, , raw, code] of switches) {
    test(`${name}: consulted by the decision, under the default and under ${code}, and the result moves`, () => {
      const a = decide(raw());
      const b = decide(raw(), { [name]: code });
      assert.ok(a.used.includes(name) && b.used.includes(name));
      assert.notDeepEqual(
        JSON.stringify([a.d.liabilities, a.d.averages, a.d.penalties, a.d.assessments]),
        JSON.stringify([b.d.liabilities, b.d.averages, b.d.penalties, b.d.assessments]),
      );
    });
  }

  test("styrtegods is the general-average kind's one definition, and dl-averi lists each reading once", () => {
    const mine = dlAveri.readings.filter((r) => r.name === "styrtegods");
    assert.equal(mine.length, 1);
    assert.equal(mine[0], STYRTEGODS);
    const names = dlAveri.readings.map((r) => r.name);
    assert.equal(new Set(names).size, names.length);
    for (const r of SHIPWRECK_READINGS) assert.ok(dlAveri.readings.includes(r), r.name);
  });

  test("a case that turns on no question rests on no reading", () => {
    const { used } = decide(maria());
    assert.deepEqual(used, []);
  });
});

// ---------------------------------------------------------------------------
// The kind and its case file

describe("the shipwreck kind", () => {
  test("implements dl-averi/1–4 and 42–48, and dl-averi lists none of them as pending", () => {
    assert.deepEqual([...shipwreckKind.provisions], [...SHIPWRECK_PROVISIONS]);
    for (const p of SHIPWRECK_PROVISIONS) assert.ok(!(dlAveri.pending ?? []).includes(p), p);
    assert.ok(dlAveri.kinds.some((k) => k.kind === "shipwreck"));
  });

  test("unknown people and parcels are reported with their path, all at once", () => {
    const e = caseError(
      haabet({
        charterer: "nobody",
        crew: [{ person: "ghost", wage: 10 }],
        embezzlements: [{ person: "jens", act: "removed", what: "a cask", parcel: "bl-x" }],
        loss: { cause: "misfortune", proved_with: ["anders"], damages: [{ merchant: "who", amount: 1 }] },
      }),
    );
    const p = paths(e);
    for (const want of [
      "facts.charterer",
      "facts.crew[0].person",
      "facts.embezzlements[0].parcel",
      "facts.loss.proved_with[0]",
      "facts.loss.damages[0].merchant",
    ]) {
      assert.ok(p.includes(want), `${want} in ${p.join(", ")}`);
    }
  });

  test("a negative amount, a share of the ship that does not make 1, the skipper in his own crew: each reported", () => {
    const e = caseError(
      haabet({
        ship: { id: "haabet", skipper: "niels", owners: [{ person: "niels", share: "1/2" }], state: "wrecked" },
        crew: [{ person: "niels", wage: -3 }],
      }),
    );
    const p = paths(e);
    assert.ok(p.includes("facts.ship.owners"), p.join(", "));
    assert.ok(
      p.some((x) => x.startsWith("facts.crew[0]")),
      p.join(", "),
    );
    assert.ok(e.issues.some((i) => /negative/.test(i.message)));
  });

  test("a part spoiled on a parcel not marked spoiled, and more spoiled than the parcel holds, are reported", () => {
    const e = caseError(
      fortuna({
        cargo: [{ id: "x", owner: "d", packing: "bulk", quantity: 5, spoiled: { quantity: 2 } }],
      }),
    );
    assert.ok(paths(e).includes("facts.cargo[0].spoiled"));
    const f = caseError(
      fortuna({
        cargo: [{ id: "x", owner: "d", packing: "bulk", quantity: 5, outcome: "spoiled", spoiled: { quantity: 7 } }],
      }),
    );
    assert.ok(paths(f).includes("facts.cargo[0].spoiled.quantity"));
  });

  test("an unknown ship state is refused with the states it may take", () => {
    const e = caseError(
      haabet({ ship: { id: "h", skipper: "niels", owners: [{ person: "niels", share: 1 }], state: "sunk" } }),
    );
    assert.ok(paths(e).includes("facts.ship.state"));
  });
});

// ---------------------------------------------------------------------------
// Properties

describe("shipwreck: properties", () => {
  test("dl-averi/1 — the rounded shares of the reward always sum to it, and the order of the cargo changes nothing", () => {
    const parcels = fc.array(
      fc.record({ value: fc.integer({ min: 1, max: 100_000 }), owner: fc.integer({ min: 0, max: 2 }) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(parcels, fc.integer({ min: 0, max: 50_000 }), (rows, reward) => {
        const owners = ["anders", "berit", "carsten"];
        const cargo = rows.map((r, i) => ({ id: `p${i}`, owner: owners[r.owner], packing: "packs", value: r.value }));
        const assessed = { salvage_reward: `${reward} sk` };
        const a = decide(haabet({ cargo, embezzlements: [], assessed })).d;
        const b = decide(haabet({ cargo: [...cargo].reverse(), embezzlements: [], assessed })).d;
        const sum = a.allocations.reduce((t, x) => t + BigInt(x.rounded.minor), 0n);
        assert.equal(sum, BigInt(reward));
        const exact = a.allocations.reduce((t, x) => t.add(Rational.parse(x.exact.minor)), Rational.ZERO);
        assert.ok(exact.eq(Rational.of(reward)));
        const byId = (d: DeterminationBody) =>
          Object.fromEntries(d.allocations.map((x) => [x.id, x.rounded.minor]).sort());
        assert.deepEqual(byId(a), byId(b));
      }),
      { numRuns: 100 },
    );
  });

  test("dl-averi/44 — in kind, what the bulk owners keep is exactly what is left of the heap", () => {
    const lots = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(lots, fc.integer({ min: 0, max: 1000 }), (qs, spoil) => {
        const total = qs.reduce((t, q) => t + q, 0);
        const s = Math.min(spoil, qs[0] as number);
        const cargo = qs.map((q, i) => ({
          id: `b${i}`,
          owner: "d",
          packing: "bulk",
          quantity: q,
          unit: "lasts",
          ...(i === 0 ? { outcome: "spoiled", spoiled: { quantity: s } } : {}),
        }));
        const { d } = decide(fortuna({ cargo, assessed: {} }));
        const q = average(d, "spoiled-bulk").shares;
        assert.ok(q);
        const kept = q.lines.reduce((t, l) => t.add(Rational.parse(l.receives ?? "0")), Rational.ZERO);
        const borne = q.lines.reduce((t, l) => t.add(Rational.parse(l.bears ?? "0")), Rational.ZERO);
        assert.ok(kept.eq(Rational.of(total - s)));
        assert.ok(borne.eq(Rational.of(s)));
      }),
      { numRuns: 100 },
    );
  });
});
