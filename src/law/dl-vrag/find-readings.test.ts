// test: shared
/** Finds: the readings of dl-vrag/14–19, the facts of a find, and the division of the value over random values. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import { RIGSDALER } from "../../core/money.js";
import { Rational, sum } from "../../core/rational.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { findKind } from "./find.js";
import {
  claimOn,
  decide,
  EX07,
  EX08,
  EX09,
  EX09B,
  messages,
  owed,
  roundedTotal,
  shares,
  thrown,
} from "./test-support/find.js";

describe("readings of dl-vrag/14–19", () => {
  test("sea_vs_open_sea: R1 out of sight, R2 outside coastal waters, R3 the assessment the case gives", () => {
    const far = { ...EX09, found: { out_of_sight_of_land: true, in_coastal_waters: true } };
    assert.equal(decide(far, { sea_vs_open_sea: "R1" }).row("skipper").fraction, "1/2");
    assert.equal(decide(far, { sea_vs_open_sea: "R2" }).row("skipper").fraction, "1/3");
    const r3 = decide(far, { sea_vs_open_sea: "R3" });
    assert.deepEqual(r3.d.allocations, []);
    assert.ok(r3.d.assessments.some((a) => /'in the sea' .* or 'on the open sea/.test(a.what)));
    assert.ok(r3.used.includes("sea_vs_open_sea"));
  });

  test("sea_vs_open_sea R1: a fact the reading needs and the case lacks is an assessment", () => {
    const { d } = decide({ ...EX09, found: {} }, { sea_vs_open_sea: "R1" });
    assert.deepEqual(d.allocations, []);
    assert.ok(d.assessments.some((a) => /out of sight of any land \(facts.found.out_of_sight_of_land\)/.test(a.what)));
  });

  test("find_valuation: R1 the officer's 36 rd gives 12 rd; R2 a sale for 30 rd gives 10 rd", () => {
    const raw = { ...EX07, as_of: "1690-06-01", sale: { price: 30 } };
    const r1 = decide(raw);
    const r2 = decide(raw, { find_valuation: "R2" });
    assert.equal(r1.row("peder").exact.rd, "12");
    assert.equal(r2.row("peder").exact.rd, "10");
    assert.ok(r2.used.includes("find_valuation"));
    const unsold = decide({ ...EX07, as_of: "1690-06-01" }, { find_valuation: "R2" }).d;
    assert.deepEqual(unsold.allocations, []);
    assert.ok(unsold.assessments.some((a) => /fetches when it is sold/.test(a.what)));
    assert.deepEqual(owed(unsold), ["officer -> peder: -"]);
  });

  test("redemption_price: the owner pays 14 rd under R1, 12 rd under R2", () => {
    const total = (d: DeterminationBody) =>
      d.liabilities.filter((l) => l.from === "owner").reduce((s, l) => s + Number(l.amount?.rd ?? 0), 0);
    const r1 = decide(claimOn("1691-03-01"));
    const r2 = decide(claimOn("1691-03-01"), { redemption_price: "R2" });
    assert.equal(total(r1.d), 14);
    assert.equal(total(r2.d), 12);
    assert.ok(r1.used.includes("redemption_price"));
  });

  test("open_sea_owner: the salvor has 30, the assessed reward, or 45 rd when the owner comes", () => {
    const salvor = (code: string) => decide({ ...EX09B, salvage_reward_assessed: 25 }, { open_sea_owner: code });
    assert.equal(salvor("R1").row("skipper").exact.rd, "30");
    assert.equal(salvor("R2").row("skipper").exact.rd, "25");
    assert.equal(salvor("R3").row("skipper").exact.rd, "45");
    assert.ok(salvor("R3").used.includes("open_sea_owner"));
  });

  test("open_sea_custody: under R2 the salvor who kept his half must give it up when the owner comes", () => {
    const { d, used } = decide(EX09B, { open_sea_custody: "R2" });
    assert.ok(d.obligations.some((o) => o.who === "skipper" && /give up to merchant the half he kept/.test(o.what)));
    assert.ok(used.includes("open_sea_custody"));
  });

  test("open_sea_costs: R1, R2 and R3 divide the 90 rd differently, and the reading is recorded", () => {
    const got = ["R1", "R2", "R3"].map((code) => decide(EX09, { open_sea_costs: code }));
    assert.deepEqual(
      got.map((g) => g.row("king").exact.rd),
      ["45", "87/2", "45"],
    );
    for (const g of got) assert.ok(g.used.includes("open_sea_costs"));
  });

  test("the year and a day's readings are consulted for finds too", () => {
    const { used } = decide(EX08);
    assert.ok(used.includes("aar_og_dag") && used.includes("aar_og_dag_start"));
    assert.ok(!used.includes("open_sea_owner"), "the open-sea readings are not asked for an anchor");
  });
});

// ---------------------------------------------------------------------------
// Facts the rules cannot read

describe("facts of a find", () => {
  test("a delivery before the find was made, or an as_of before the claim, is a case error naming the path", () => {
    const early = thrown(() => decide({ ...EX09, delivered: { to: "officer", date: "1691-04-01" } }), CaseError);
    assert.equal(early.issues[0]?.path, "facts.delivered.date");
    const asOf = thrown(() => decide({ ...claimOn("1691-03-01"), as_of: "1691-02-01" }), CaseError);
    assert.equal(asOf.issues[0]?.path, "facts.as_of");
  });

  test("every id the find names must be a listed person", () => {
    const r = factsSchema(findKind, RIGSDALER).safeParse({ ...EX07, found_by: ["nobody"] });
    assert.equal(r.success, false);
    assert.deepEqual(r.error?.issues[0]?.path, ["found_by", 0]);
  });

  test("several finders share the finder's part together, and the text does not say how", () => {
    const raw = {
      ...EX09,
      found_by: ["skipper", "mate"],
      people: [...EX09.people, { id: "mate", roles: ["skipper"] }],
    };
    const { d } = decide(raw);
    assert.deepEqual(shares(d), { finders: "45", king: "45" });
    assert.match(messages(d), /have the finder's share together/);
  });
});

// ---------------------------------------------------------------------------
// The shares always sum exactly to the value, whatever the order of the lists

const valueArb = fc.integer({ min: 0, max: 500_000 });

describe("the division of the value", () => {
  test("the shares sum exactly to the value and do not depend on the order of people and finders", () => {
    const caseArb = fc.record({
      value: valueArb,
      costs: fc.integer({ min: 0, max: 2000 }),
      openSea: fc.boolean(),
      finders: fc.integer({ min: 1, max: 3 }),
      asOf: fc.constantFrom("1691-05-01", "1692-06-01"),
      claim: fc.constantFrom("none", "in_time", "late"),
      owner: fc.constantFrom("R1", "R3"),
      costsReading: fc.constantFrom("R1", "R2", "R3"),
      custody: fc.constantFrom("R1", "R2"),
    });
    fc.assert(
      fc.property(
        caseArb.chain((c) => fc.tuple(fc.constant(c), fc.boolean(), fc.boolean())),
        ([c, reversePeople, reverseFinders]) => {
          const ids = ["a", "b", "c"].slice(0, c.finders);
          const people = [...ids.map((id) => ({ id, roles: ["skipper"] })), { id: "officer", roles: ["official"] }];
          const claimDay = c.claim === "late" ? "1692-05-01" : "1691-05-01";
          const raw = (rp: boolean, rf: boolean) => ({
            as_of: c.claim === "late" ? "1692-06-01" : c.asOf,
            item: { what: "wreck" },
            found_by: rf ? [...ids].reverse() : ids,
            found: { date: "1691-04-20", assessment: { open_sea: c.openSea, by: "the officer" } },
            delivered: { to: "officer", date: "1691-04-26" },
            valuation: { value: `${c.value} sk` },
            costs: `${Math.min(c.costs, c.value)} sk`,
            ...(c.claim === "none" ? {} : { claim: { claimant: "officer", date: claimDay, proof_sufficient: true } }),
            people: rp ? [...people].reverse() : people,
          });
          const readings = { open_sea_owner: c.owner, open_sea_costs: c.costsReading, open_sea_custody: c.custody };
          const a = decide(raw(false, false), readings).d;
          const b = decide(raw(reversePeople, reverseFinders), readings).d;
          assert.equal(BigInt(a.funds[0]?.amount.minor ?? "-1"), BigInt(c.value));
          assert.equal(roundedTotal(a), BigInt(c.value));
          const exact = sum(a.allocations.map((x) => Rational.parse(x.exact.minor)));
          assert.ok(exact.eq(Rational.of(c.value)), `exact shares sum to ${exact}, not ${c.value}`);
          const byId = (d: DeterminationBody) =>
            Object.fromEntries(d.allocations.map((x) => [x.id, [x.exact.minor, x.rounded.minor]]));
          assert.deepEqual(byId(b), byId(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// Through the library API, from a case file's text
