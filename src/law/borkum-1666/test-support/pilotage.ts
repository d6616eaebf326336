/**
 * What the tests of pilot money under the Rolle (§7) share: deciding raw facts as the
 * engine does, reading a division's table and steps, the worked examples EX-04 and
 * EX-05 as facts, and deciding a case under each value of a reading.
 */

import assert from "node:assert/strict";
import type { Allocation, DeterminationBody } from "../../../core/determination.js";
import { CaseError, NotCoveredError } from "../../../core/errors.js";
import type { Step } from "../../../core/explain.js";
import type { PilotageReading } from "../pilotage-readings.js";
import { allSteps, type Decided, decider } from "./decide.js";

export { allSteps };

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export type { Decided };
export const { kind: pilotage, decide, decideUnder } = decider("pilotage");

/** id -> [parts, exact amount in u], the shape of the tables in RULES.md. */
export function table(d: DeterminationBody): Record<string, [string, string]> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, [a.parts ?? "-", a.exact.u as string]]));
}

export function roundedSum(allocations: readonly Allocation[]): bigint {
  return allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

export function stepOf(d: DeterminationBody, rule: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === rule);
  assert.ok(s, `no step for ${rule}`);
  return s;
}

export const withPerson = <T extends { people: object[] }>(facts: T, id: string, change: object): T => ({
  ...facts,
  people: facts.people.map((p) => ((p as { id: string }).id === id ? { ...p, ...change } : p)),
});

export const throwsNotCovered = (fn: () => unknown, path: string) =>
  assert.throws(fn, (e: unknown) => e instanceof NotCoveredError && e.path === path);

export const throwsCaseError = (fn: () => unknown, path: string, message?: RegExp) =>
  assert.throws(
    fn,
    (e: unknown) =>
      e instanceof CaseError && e.issues.some((i) => i.path === path && (message ? message.test(i.message) : true)),
  );

// ---------------------------------------------------------------------------
// The worked examples of RULES.md

/** EX-04: an unacquainted ship flies a waft; H5 goes for 6 u and bargains 20 u from the master. */
export const EX04 = {
  place: "inside_reefs",
  ship: { id: "stranger", name: "the stranger", signal: "waft", seen_from_tower: true },
  pilot_money: 20,
  offers: [
    { person: "h5", price: 6 },
    { person: "h2", price: 8 },
    { person: "klaas", price: 10 },
  ],
  people: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "h7"].map((id) => ({ id, roles: ["householder"], on_beach: true })),
    { id: "h3-sons", roles: ["grown_son"], son_of: "h3", count: 2, on_beach: true },
    { id: "klaas", name: "Klaas", roles: ["unmarried"], on_beach: true },
    { id: "vogt", roles: ["vogt"], told: false },
    { id: "pastor", roles: ["pastor"], told: false },
  ],
};

/** EX-05, part 1: the lot falls on Ocko's ship and on Popke, Rolf and Sieben; the ship pays 45 u. */
export const EX05 = {
  place: "inside_reefs",
  mode: "whole_ship",
  ship: { id: "indiaman", signal: "gun", seen_from_tower: true },
  pilot_money: 45,
  ships: [{ id: "hoop", name: "Hoop", skipper: "ocko", owners: [{ person: "ocko", share: 1 }] }],
  lot: { ship: "hoop", persons: ["popke", "rolf", "sieben"] },
  people: [
    { id: "ocko", name: "Ocko", roles: ["householder", "skipper"] },
    { id: "popke", name: "Popke", roles: ["householder"] },
    { id: "rolf", name: "Rolf", roles: ["householder"] },
    { id: "sieben", name: "Sieben", roles: ["grown_son"] },
    { id: "vogt", roles: ["vogt"] },
    { id: "pastor", roles: ["pastor"] },
    { id: "antje", name: "Widow Antje", roles: ["widow"] },
  ],
};

/** EX-05, part 2: the ship that called is found aground on the Randzel and leaking; not fallen to the ruler. */
export const EX05_SALVAGE = {
  ...EX05,
  ship: { ...EX05.ship, aground: true, leaking: true },
  vogt_inspection: { made: true, fallen_to_ruler: false },
};

export const SEVENTH = "7/5";
export const EX04_TABLE: Record<string, [string, string]> = {
  h1: ["1", SEVENTH],
  h2: ["1", SEVENTH],
  h3: ["1", SEVENTH],
  h4: ["1", SEVENTH],
  "h5#agreed-price": ["-", "6"],
  h5: ["1", SEVENTH],
  h6: ["1", SEVENTH],
  h7: ["1", SEVENTH],
  "h3-sons": ["0", "0"],
  klaas: ["1", SEVENTH],
  vogt: ["1", SEVENTH],
  pastor: ["1", SEVENTH],
};

// ---------------------------------------------------------------------------
// A switch test for every reading of §7

export function under(
  name: PilotageReading,
  raw: unknown,
  codes: string[],
  more: Record<string, string> = {},
): Decided[] {
  return codes.map((code) => {
    const r = decide(raw, { ...more, [name]: code });
    assert.ok(r.used.includes(name), `${name} was not consulted under ${code}`);
    return r;
  });
}
