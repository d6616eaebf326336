/**
 * What the tests of finds (dl-vrag/9–19) share: deciding raw facts as the engine does,
 * reading shares and what is owed, and EX-07, EX-08 and EX-09 of RULES.md as facts
 * with their readings.
 */

import assert from "node:assert/strict";
import type { Allocation, DeterminationBody, Liability } from "../../../core/determination.js";
import { RIGSDALER } from "../../../core/money.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { AAR_OG_DAG_READINGS } from "../aar-og-dag.js";
import { findKind } from "../find.js";
import { FIND_READINGS } from "../find-readings.js";

export { allSteps, thrown } from "../../test-support/outcome.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export const READINGS = [...AAR_OG_DAG_READINGS, ...FIND_READINGS];

export function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = factsSchema(findKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(READINGS, overrides);
  const d: DeterminationBody = findKind.decide(facts, { readings, currency: RIGSDALER });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}; have ${d.allocations.map((x) => x.id).join(", ")}`);
    return a;
  };
  const used = readings.used().map((u) => u.name);
  return { d, row, used };
}

/** id -> exact share in rd, the shape of the examples in RULES.md. */
export function shares(d: DeterminationBody): Record<string, string> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, a.exact.rd as string]));
}

/** "from -> to: amount" for every liability with an amount. */
export function owed(d: DeterminationBody): string[] {
  return d.liabilities.map((l: Liability) => `${l.from} -> ${l.to}: ${l.amount?.rd ?? "-"}`);
}

export function roundedTotal(d: DeterminationBody): bigint {
  return d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

export const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");

// ---------------------------------------------------------------------------
// EX-07: Peder Hansen's anchor from the Sound, delivered at Helsingør on 10 May 1690.

export const PEOPLE = [
  { id: "peder", name: "Peder Hansen", roles: ["skipper"] },
  { id: "officer", name: "The king's officer at Helsingør", roles: ["official"] },
  { id: "owner", name: "The owner", roles: ["owner"] },
  { id: "agent", name: "The owner's agent", roles: ["agent"] },
];

export const EX07 = {
  item: { what: "anchor", description: "an anchor with cable" },
  found_by: ["peder"],
  found: { place: "the Sound", out_of_sight_of_land: false },
  landed_at: "Helsingør",
  delivered: { to: "officer", date: "1690-05-10" },
  valuation: { value: 36 },
  costs: 2,
  people: PEOPLE,
};

/**
 * The readings EX-07 of RULES.md takes, named so that its figures stand whatever
 * the defaults: Q-V09 R1, Q-V10 R1, Q-X02 R2 (Q-V08 is not asked for an anchor).
 * Where a test's figure also hangs on the length of the year and a day, it names
 * Q-X01 too.
 */
export const EX07_READINGS = { find_valuation: "R1", redemption_price: "R1", aar_og_dag_start: "R2" };
export const ex07 = (more: Record<string, string> = {}) => ({ ...EX07_READINGS, ...more });

export const claimOn = (day: string, more: object = {}) => ({
  ...EX07,
  as_of: day,
  claim: { claimant: "agent", owner: "owner", date: day, proof_sufficient: true, ...more },
});

export const LAST_DAY: [string, string][] = [
  ["R1", "1691-05-11"],
  ["R2", "1691-06-21"],
  ["R3", "1691-06-24"],
  ["R4", "1691-05-10"],
];

export const EX08 = {
  item: { what: "anchor", buoyed: true },
  found_by: ["fishermen"],
  found: { place: "off Skagen", from_sea_bed: true },
  landed_at: "Skagen",
  delivered: { to: "officer", date: "1692-09-14" },
  valuation: { value: 24 },
  people: [
    { id: "fishermen", name: "The Skagen fishermen", roles: ["fisherman"], count: 3 },
    { id: "officer", roles: ["official"] },
  ],
};

/** EX-08 names Q-V09 R1 and Q-V10 R1; the delivery date is the test's, reckoned under Q-X01 R1 and Q-X02 R2. */
export const EX08_READINGS = { find_valuation: "R1", redemption_price: "R1", aar_og_dag: "R1", aar_og_dag_start: "R2" };

export const EX09 = {
  as_of: "1692-06-01",
  item: { what: "goods", description: "a cask of wine" },
  found_by: ["skipper"],
  found: {
    date: "1691-04-20",
    out_of_sight_of_land: true,
    in_coastal_waters: false,
    assessment: { open_sea: true, by: "the king's officer" },
  },
  delivered: { to: "officer", date: "1691-04-26" },
  valuation: { value: 90 },
  costs: 3,
  people: [
    { id: "skipper", roles: ["skipper"] },
    { id: "officer", roles: ["official"] },
    { id: "merchant", roles: ["owner"] },
  ],
};

export const EX09B = {
  ...EX09,
  as_of: "1691-09-01",
  claim: { claimant: "merchant", date: "1691-09-01", proof_sufficient: true },
};

/**
 * The readings EX-09 of RULES.md takes (Q-V08 R3, Q-V12 R1, Q-V17 R1), and the year
 * and a day under which the test's dates put 1 June 1692 after it (Q-X01 R1, Q-X02 R2).
 */
export const EX09_READINGS = {
  sea_vs_open_sea: "R3",
  open_sea_custody: "R1",
  open_sea_costs: "R1",
  aar_og_dag: "R1",
  aar_og_dag_start: "R2",
};
export const ex09 = (more: Record<string, string> = {}) => ({ ...EX09_READINGS, ...more });

export const wreckNearLand = {
  ...EX09,
  found: { date: "1691-04-20", out_of_sight_of_land: false, in_coastal_waters: true },
};
