/**
 * Deciding raw facts of a Borkum kind through its handler, as the engine does, under
 * the readings of the worked examples or the register's defaults; and reading what
 * came out. The salvage and pilotage tests share it.
 */

import assert from "node:assert/strict";
import type { Allocation, DeterminationBody } from "../../../core/determination.js";
import { type Currency, NEUTRAL_U } from "../../../core/money.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { borkum1666 } from "../index.js";
import { AS_IN_THE_WORKED_EXAMPLES } from "./worked-examples.js";

export { allSteps } from "../../test-support/outcome.js";

export type BorkumKind = (typeof borkum1666.kinds)[number];

export interface Decided {
  d: DeterminationBody;
  /** The readings as the decision left them (which it consulted). */
  readings: ReadingSet;
  /** The names of the readings it consulted. */
  used: string[];
  row: (id: string) => Allocation;
}

export interface Decider {
  kind: BorkumKind;
  /** Decide under the readings the worked examples take (see AS_IN_THE_WORKED_EXAMPLES), then `overrides`. */
  decide(raw: unknown, overrides?: Record<string, string>, currency?: Currency): Decided;
  /** Decide under the register's defaults, except `overrides`. */
  decideUnder(raw: unknown, overrides?: Record<string, string>, currency?: Currency): Decided;
}

/** The deciding functions of one Borkum kind ("salvage", "pilotage"). */
export function decider(name: string): Decider {
  const kind = borkum1666.kinds.find((k) => k.kind === name);
  assert.ok(kind, `borkum-1666 has no kind ${name}`);
  const decideUnder = (raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U) => {
    const facts = factsSchema(kind, currency).parse(raw);
    const readings = new ReadingSet(borkum1666.readings, overrides);
    const d = kind.decide(facts, { readings, currency });
    const row = (id: string): Allocation => {
      const a = d.allocations.find((x) => x.id === id);
      assert.ok(a, `no allocation for ${id}`);
      return a;
    };
    return { d, readings, used: readings.used().map((u) => u.name), row };
  };
  return {
    kind,
    decideUnder,
    decide: (raw, overrides = {}, currency = NEUTRAL_U) =>
      decideUnder(raw, { ...AS_IN_THE_WORKED_EXAMPLES, ...overrides }, currency),
  };
}
