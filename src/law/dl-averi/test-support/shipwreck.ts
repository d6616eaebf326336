/**
 * What the tests of shipwreck and grounding (dl-averi/1–4, 42–48) share: deciding raw
 * facts as the engine does, reading liabilities, steps and averages, and the Haabet,
 * the Fortuna and the Maria as facts.
 */

import assert from "node:assert/strict";
import type { DeterminationBody, Liability, SeparateAverage } from "../../../core/determination.js";
import type { CaseError } from "../../../core/errors.js";
import type { Step } from "../../../core/explain.js";
import { type MoneyJSON, RIGSDALER } from "../../../core/money.js";
import { Rational } from "../../../core/rational.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { allSteps } from "../../test-support/outcome.js";
import { shipwreckKind } from "../shipwreck.js";
import { SHIPWRECK_CONSULTS } from "../shipwreck-readings.js";

export { caseError } from "../../test-support/outcome.js";
export { allSteps };

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = factsSchema(shipwreckKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(SHIPWRECK_CONSULTS, overrides);
  const d: DeterminationBody = shipwreckKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => u.name) };
}

/** The exact value of an amount in rigsdaler. */
export const rd = (m: MoneyJSON | undefined): Rational => Rational.parse(m?.rd ?? "0");

/** All the liabilities from one party to another, summed exactly, in rigsdaler. */
export function owed(d: DeterminationBody, from: string, to: string): Rational {
  return d.liabilities
    .filter((l) => l.from === from && l.to === to)
    .reduce((t, l) => t.add(rd(l.amount)), Rational.ZERO);
}

export const between = (d: DeterminationBody, from: string, to: string): Liability[] =>
  d.liabilities.filter((l) => l.from === from && l.to === to);

export function stepOf(d: DeterminationBody, rule: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === rule);
  assert.ok(s, `no step for ${rule}`);
  return s;
}

export function average(d: DeterminationBody, id: string): SeparateAverage {
  const a = d.averages?.find((x) => x.id === id);
  assert.ok(a, `no average ${id}`);
  return a;
}

export const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");
export const assessment = (d: DeterminationBody, provision: string) =>
  d.assessments.filter((a) => a.provisions.includes(provision));

export const paths = (e: CaseError): string[] => e.issues.map((i) => i.path);

// ---------------------------------------------------------------------------
// Cases

export const PEOPLE = [
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
export function haabet(change: Record<string, unknown> = {}) {
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
export function fortuna(change: Record<string, unknown> = {}) {
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
export function maria(change: Record<string, unknown> = {}, voyage: Record<string, unknown> = {}) {
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
