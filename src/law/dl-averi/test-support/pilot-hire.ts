/**
 * What the tests of pilot hire (dl-averi/54–59) share: deciding raw facts as the engine
 * does, reading what is owed, averages, duties and warnings, and EX-16 and its
 * variants as facts.
 */

import assert from "node:assert/strict";
import type { DeterminationBody, SeparateAverage } from "../../../core/determination.js";
import type { CaseError } from "../../../core/errors.js";
import { type Currency, RIGSDALER } from "../../../core/money.js";
import { Rational } from "../../../core/rational.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { halfAndHalf } from "../../test-support/owners.js";
import { pilotHireKind } from "../pilot-hire.js";
import { PILOT_HIRE_READINGS } from "../pilot-hire-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = RIGSDALER) {
  const facts = factsSchema(pilotHireKind, currency).parse(raw);
  const readings = new ReadingSet(PILOT_HIRE_READINGS, overrides);
  const d: DeterminationBody = pilotHireKind.decide(facts, { readings, currency });
  const used = readings.used().map((u) => u.name);
  return { d, used };
}

export function largest(m: Record<string, string>): Rational {
  const v = Object.entries(m).find(([k]) => !["currency", "minor", "minorUnit", "text"].includes(k))?.[1];
  return Rational.parse(v ?? "0");
}

/** All liabilities from -> to, summed, in the largest unit; undefined when there are none. */
export function owed(d: DeterminationBody, from: string, to: string): Rational | undefined {
  const between = d.liabilities.filter((l) => l.from === from && l.to === to);
  if (between.length === 0) return undefined;
  return between.reduce((s, l) => (l.amount ? s.add(largest(l.amount as never)) : s), Rational.ZERO);
}

export const R = (s: string | number) => Rational.from(s);

export function average(d: DeterminationBody, id: string): SeparateAverage {
  const a = d.averages?.find((x) => x.id === id);
  assert.ok(a, `no average ${id}; have ${(d.averages ?? []).map((x) => x.id).join(", ")}`);
  return a;
}

export function contributions(a: SeparateAverage): Record<string, string> {
  assert.ok(a.statement, "a statement");
  return Object.fromEntries(
    a.statement.lines.map((l) => [l.interest, largest(l.contributionExact as never).toString()]),
  );
}

export const duties = (d: DeterminationBody, who: string, p: string) =>
  d.obligations.filter((o) => o.who === who && o.provisions.includes(p));
export const warned = (d: DeterminationBody, p: string, re: RegExp) =>
  d.warnings.some((w) => w.provisions.includes(p) && re.test(w.message));
export const assessed = (d: DeterminationBody, p: string, status: "needed" | "given") =>
  d.assessments.filter((a) => a.provisions.includes(p) && a.status === status);

export function thrown(f: () => unknown): CaseError | Error {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  assert.fail("expected an error");
}

/** The paths zod reports for a facts object that should not parse. */
export function issuePaths(raw: unknown, currency: Currency = RIGSDALER): string[] {
  const r = factsSchema(pilotHireKind, currency).safeParse(raw);
  assert.equal(r.success, false, "expected the facts to be rejected");
  return (r.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);
}

// ---------------------------------------------------------------------------
// Cases

export const PEOPLE = [
  { id: "hans", name: "Skipper Hans", roles: ["skipper", "shipowner"] },
  { id: "maren", name: "Maren", roles: ["widow", "shipowner"] },
  { id: "peder", name: "Peder Lauritsen", roles: ["pilot"] },
  { id: "a", name: "Merchant A", roles: ["merchant"] },
  { id: "b", name: "Merchant B", roles: ["merchant"] },
  { id: "c", name: "Merchant C", roles: ["merchant"] },
];

export const CARGO = [
  { id: "bl-a", owner: "a", what: "wine", value: 1200, quantity: 20, unit: "lasts" },
  { id: "bl-b", owner: "b", what: "salt", value: 600, quantity: 40, unit: "lasts" },
  { id: "bl-c", owner: "c", what: "iron", value: 900, quantity: 30, unit: "lasts" },
];

export const CUSTOM = { description: "pilot money is laid on the goods in proportion to their value" };

/** A pilot hired in the Drogden for 10 rd, the draught told truly. */
export function hired(over: Record<string, unknown> = {}, pilot: Record<string, unknown> = {}) {
  return {
    waters: { pilot_waters: true, name: "the Drogden" },
    ship: { id: "maria", name: "Maria", skipper: "hans", owners: [{ person: "hans", share: 1 }], draught: 12 },
    pilot: { person: "peder", wage: 10, board_given: true, draught_declared: 12, ...pilot },
    port_of_discharge: { name: "Copenhagen", custom: CUSTOM },
    cargo: CARGO,
    proof: { draught_declared: true, payment: true },
    people: PEOPLE,
    ...over,
  };
}

/** EX-16: the Fortuna in the Elbe, declared 11 feet, draws 13 1/2. */
export function ex16(declared: unknown = 11, actual: unknown = "13 1/2") {
  return {
    waters: { pilot_waters: true, name: "the Elbe" },
    ship: { id: "fortuna", name: "Fortuna", skipper: "hans", owners: [{ person: "hans", share: 1 }], draught: actual },
    pilot: { person: "peder", draught_declared: declared },
    people: PEOPLE,
  };
}

/** Brought in without a pilot; the ship owned half and half; damage to hull and salt. */
export function withoutPilot(over: Record<string, unknown> = {}) {
  return {
    waters: { pilot_waters: true, name: "the Elbe" },
    ship: {
      id: "fortuna",
      name: "Fortuna",
      skipper: "hans",
      owners: halfAndHalf("hans", "maren"),
    },
    entered_without_pilot: true,
    damage: [
      { to: "ship", amount: 240, what: "hull stove in" },
      { to: "bl-b", amount: 60, what: "salt wetted" },
    ],
    cargo: CARGO,
    people: PEOPLE,
    ...over,
  };
}

// ---------------------------------------------------------------------------
