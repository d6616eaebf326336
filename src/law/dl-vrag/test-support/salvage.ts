/**
 * What the tests of salvage under the Danish Law (dl-vrag/1–7, 20–23) share: deciding
 * raw facts as the engine does, finding steps and liabilities, and the cases they
 * vary (the Anna of Ribe, EX-19, the Gabriel) as facts.
 */

import assert from "node:assert/strict";
import type { Allocation, DeterminationBody, Liability } from "../../../core/determination.js";
import type { Step } from "../../../core/explain.js";
import { Money, type MoneyJSON, RIGSDALER } from "../../../core/money.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { allSteps } from "../../test-support/outcome.js";
import { dlVrag } from "../index.js";
import { vragSalvageKind } from "../salvage.js";

export { caseError as thrown } from "../../test-support/outcome.js";
export { allSteps };

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export interface Decided {
  d: DeterminationBody;
  readings: ReadingSet;
  row: (id: string) => Allocation;
  used: string[];
}

export function decide(raw: unknown, overrides: Record<string, string> = {}): Decided {
  const facts = factsSchema(vragSalvageKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(dlVrag.readings, overrides);
  const d = vragSalvageKind.decide(facts, { readings, currency: RIGSDALER });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  return { d, readings, row, used: readings.used().map((u) => u.name) };
}

export const rd = (m: MoneyJSON): string | undefined => m.rd;
export const sk = (text: string): bigint => (Money.parse(RIGSDALER, text) as Money).minor.num;

export function stepOf(d: DeterminationBody, ruleId: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === ruleId);
  assert.ok(s, `no step for ${ruleId}`);
  return s;
}

export const liabilitiesFrom = (d: DeterminationBody, from: string): Liability[] =>
  d.liabilities.filter((l) => l.from === from);

/** What a shipper owes the Gabriel's skipper (freight, or goods in kind), apart from the salvage reward. */
export const freightFrom = (d: DeterminationBody, from: string): Liability[] =>
  d.liabilities.filter((l) => l.from === from && l.to === "henrik");

// ---------------------------------------------------------------------------
// Cases

/** The Anna of Ribe (examples/dl-vrag/salvage-reward-assessed.yaml), as plain facts. */
export function anna(change: Record<string, unknown> = {}, wreck: Record<string, unknown> = {}) {
  return {
    place: "beach",
    salvage_money: 36,
    salvage_money_fixed_by: "amtmand_and_best_men",
    ships: [
      { id: "anna", name: "Anna", skipper: "peder", owners: [{ person: "peder", share: "1" }], salvaging: false },
    ],
    shipwreck: {
      ship: "anna",
      cause: "storm",
      wholly_lost: true,
      crew: ["ole", "niels", "jens"],
      ship_value_saved: 60,
      cargo: [{ owner: "morten", value_saved: 180 }],
      ...wreck,
    },
    people: [
      { id: "peder", roles: ["skipper"], helped: true },
      { id: "morten", roles: ["merchant"], helped: true },
      { id: "ole", helped: true },
      { id: "niels", helped: true },
      { id: "jens", refused: true },
      { id: "anders", helped: true },
      { id: "hans", helped: true },
      { id: "parish", count: 4, helped: true },
      { id: "soeren", roles: ["householder"] },
    ],
    ...change,
  };
}

/**
 * How the amtmand with the best men divided the Anna's 36 rd among the six who
 * have a claim (Q-S06 R2), as in examples/dl-vrag/salvage-reward-assessed.yaml.
 */
export const ANNA_SHARES = { peder: 6, ole: 4, niels: 4, anders: 3, hans: 3, parish: 16 };
export const annaDivided = (change: Record<string, unknown> = {}) =>
  anna({ salvage_money_shares: ANNA_SHARES, ...change });

/** EX-19 of RULES.md: 150 rd salvaged, 60 rd costs, three seamen owed 40 rd each. */
export function ex19(change: Record<string, unknown> = {}, wreck: Record<string, unknown> = {}) {
  return {
    place: "beach",
    salvage_money: 0,
    salvage_costs: 60,
    ships: [{ id: "maria", skipper: "rasmus", owners: [{ person: "rasmus", share: "1" }], salvaging: false }],
    shipwreck: {
      ship: "maria",
      cause: "storm",
      wholly_lost: true,
      crew: ["s1", "s2", "s3"],
      ship_value_saved: 30,
      cargo: [{ owner: "merchant", value_saved: 120 }],
      wages_owed: [
        { person: "s1", amount: 40 },
        { person: "s2", amount: 40 },
        { person: "s3", amount: 40 },
      ],
      ...wreck,
    },
    people: [
      { id: "rasmus", roles: ["skipper"], helped: true },
      { id: "merchant", roles: ["merchant"] },
      { id: "s1", helped: true },
      { id: "s2", helped: true },
      { id: "s3", helped: true },
    ],
    ...change,
  };
}

/** A small case for freight: the Gabriel lost two thirds of the way, Morten's rye saved. */
export function gabriel(wreck: Record<string, unknown> = {}) {
  return {
    place: "beach",
    salvage_money: 0,
    ships: [{ id: "gabriel", skipper: "henrik", owners: [{ person: "henrik", share: "1" }], salvaging: false }],
    shipwreck: {
      ship: "gabriel",
      cause: "storm",
      wholly_lost: true,
      voyage_done: "2/3",
      ship_value_saved: 0,
      cargo: [{ owner: "morten", value_saved: 200, freight: 30 }],
      ...wreck,
    },
    people: [
      { id: "henrik", roles: ["skipper"], helped: true },
      { id: "morten", roles: ["merchant"] },
      { id: "jacob", roles: ["merchant"] },
    ],
  };
}
