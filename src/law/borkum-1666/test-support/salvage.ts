/**
 * What the tests of salvage money under the Rolle (§§5–6) share: deciding raw facts as
 * the engine does, with or without the readings of the worked examples, and reading a
 * division's table.
 */

import assert from "node:assert/strict";
import { amountSchema } from "../../../cases/common.js";
import type { Allocation, DeterminationBody } from "../../../core/determination.js";
import type { Step } from "../../../core/explain.js";
import { type Currency, NEUTRAL_U } from "../../../core/money.js";
import { ReadingSet } from "../../../core/reading.js";
import { borkum1666 } from "../index.js";
import { AS_IN_THE_WORKED_EXAMPLES } from "./worked-examples.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export const salvage = borkum1666.kinds.find((k) => k.kind === "salvage") as (typeof borkum1666.kinds)[number];

export interface Decided {
  d: DeterminationBody;
  readings: ReadingSet;
  row: (id: string) => Allocation;
}

/** Decide under the readings the worked examples take (see AS_IN_THE_WORKED_EXAMPLES), then `overrides`. */
export function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U): Decided {
  return decideUnder(raw, { ...AS_IN_THE_WORKED_EXAMPLES, ...overrides }, currency);
}

/** Decide under the register's defaults, except `overrides`. */
export function decideUnder(
  raw: unknown,
  overrides: Record<string, string> = {},
  currency: Currency = NEUTRAL_U,
): Decided {
  const facts = salvage.facts(amountSchema(currency)).parse(raw);
  const readings = new ReadingSet(borkum1666.readings, overrides);
  const d = salvage.decide(facts, { readings, currency });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  return { d, readings, row };
}

/** id -> [parts, exact amount in u], the shape of the tables in RULES.md. */
export function table(d: DeterminationBody): Record<string, [string, string]> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, [a.parts as string, a.exact.u as string]]));
}

export function roundedTotal(d: DeterminationBody): bigint {
  return d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

export function usedNames(r: ReadingSet): string[] {
  return r.used().map((u) => u.name);
}

export function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

export const AT_HOME_EX01 = {
  vogt: ["0", "0"],
  pastor: ["0", "0"],
  antje: ["0", "0"],
  gesche: ["0", "0"],
  hilke: ["0", "0"],
};
