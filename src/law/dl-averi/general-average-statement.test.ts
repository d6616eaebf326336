/** General average: the statement as an adjuster draws it up (dl-averi/25, 26), the readings of dl-averi/20–41, properties over random cargoes, a cargo of 100,000 parcels, and the case file. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { Determination, DeterminationBody } from "../../core/determination.js";
import type { Step } from "../../core/explain.js";
import { RIGSDALER } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { isDefinedRule } from "../../core/rule.js";
import { checkExpectation } from "../../engine/expect.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { generalAverageKind } from "./general-average.js";
import { GENERAL_AVERAGE_READINGS } from "./general-average-readings.js";
import type { Raw } from "./test-support/general-average.js";
import {
  ABOARD,
  allSteps,
  BEACHED,
  decide,
  EX11,
  EX12_ALL,
  EX17,
  EX18,
  ex11,
  kind,
  messages,
  OWNERS,
  PEOPLE,
  parcel,
  roundedSums,
  thrown,
} from "./test-support/general-average.js";

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
    const r = factsSchema(generalAverageKind, RIGSDALER).safeParse(bad);
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
