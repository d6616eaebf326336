/**
 * What the tests of salvage money under the Rolle (§§5–6) share: deciding raw facts as
 * the engine does, with or without the readings of the worked examples, and reading a
 * division's table.
 */

import type { DeterminationBody } from "../../../core/determination.js";
import type { ReadingSet } from "../../../core/reading.js";
import { allSteps, decider } from "./decide.js";

export { allSteps };

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export type { Decided } from "./decide.js";
export const { kind: salvage, decide, decideUnder } = decider("salvage");

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

export const AT_HOME_EX01 = {
  vogt: ["0", "0"],
  pastor: ["0", "0"],
  antje: ["0", "0"],
  gesche: ["0", "0"],
  hilke: ["0", "0"],
};
