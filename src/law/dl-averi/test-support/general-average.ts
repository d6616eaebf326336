/**
 * What the tests of general average (dl-averi/20–41) share: deciding raw facts as the
 * engine does, reading a statement's figures, and the worked examples of RULES.md
 * (EX-11, EX-12, EX-17, EX-18) as facts.
 */

import assert from "node:assert/strict";
import type { DeterminationBody, SeparateAverage } from "../../../core/determination.js";
import { type Currency, RIGSDALER } from "../../../core/money.js";
import { Rational } from "../../../core/rational.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { halfAndHalf } from "../../test-support/owners.js";
import { generalAverageKind } from "../general-average.js";
import { GENERAL_AVERAGE_READINGS } from "../general-average-readings.js";

export { allSteps, caseError as thrown } from "../../test-support/outcome.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = RIGSDALER) {
  const facts = factsSchema(generalAverageKind, currency).parse(raw);
  const readings = new ReadingSet(GENERAL_AVERAGE_READINGS, overrides);
  const d: DeterminationBody = generalAverageKind.decide(facts, { readings, currency });
  const used = readings.used().map((u) => u.name);
  return { d, used };
}

/** interest -> exact contribution in the largest unit. */
export function contributions(d: { statement?: DeterminationBody["statement"] }): Record<string, string> {
  assert.ok(d.statement, "a statement");
  return Object.fromEntries(d.statement.lines.map((l) => [l.interest, largest(l.contributionExact)]));
}

export function largest(m: Record<string, string>): string {
  return Object.entries(m).find(([k]) => !["currency", "minor", "minorUnit", "text"].includes(k))?.[1] as string;
}

/** party -> exact net (made good less exact contributions), in the largest unit. */
export function nets(s: NonNullable<DeterminationBody["statement"]>, perLargest = 96n): Record<string, string> {
  const m = new Map<string, Rational>();
  for (const l of s.lines) {
    const v = Rational.parse(l.madeGood.minor).sub(Rational.parse(l.contributionExact.minor));
    m.set(l.owner, (m.get(l.owner) ?? Rational.ZERO).add(v));
  }
  return Object.fromEntries([...m].map(([k, v]) => [k, v.div(Rational.of(perLargest)).toString()]));
}

export function average(d: DeterminationBody, id: string): SeparateAverage {
  const a = d.averages?.find((x) => x.id === id);
  assert.ok(a, `no average ${id}; have ${(d.averages ?? []).map((x) => x.id).join(", ")}`);
  return a;
}

export function roundedSums(s: NonNullable<DeterminationBody["statement"]>): { contributions: bigint; nets: bigint } {
  return {
    contributions: s.lines.reduce((t, l) => t + BigInt(l.contribution.minor), 0n),
    nets: s.balances.reduce((t, b) => t + BigInt(b.net.minor), 0n),
  };
}

/** The liabilities that neither settle the statement nor arise beside it (the freight still owed on goods thrown). */
export const outsideTheAverage = (d: DeterminationBody) =>
  d.liabilities.filter((l) => l.settles === undefined && !l.besideAverage);

export const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");
export const cites = (d: DeterminationBody, p: string): boolean => d.warnings.some((w) => w.provisions.includes(p));

// ---------------------------------------------------------------------------
// EX-11 of RULES.md: the Fortuna, a jettison and a cut mast.

export const PEOPLE = [
  { id: "jens", name: "Skipper Jens", roles: ["skipper", "shipowner"] },
  { id: "maren", name: "Maren", roles: ["widow", "shipowner"] },
  { id: "ole", name: "Ole", roles: ["seaman"] },
  { id: "a", name: "Merchant A", roles: ["merchant", "charterer"] },
  { id: "b", name: "Merchant B", roles: ["merchant"] },
  { id: "c", name: "Merchant C", roles: ["merchant"] },
];

export const EX11 = {
  voyage: { from: "Danzig", to: "Copenhagen", market: "Copenhagen", arrived: "1690-10-12T14:00" },
  ship: {
    id: "fortuna",
    name: "Fortuna",
    skipper: "jens",
    owners: halfAndHalf("jens", "maren"),
    valuation: 2000,
    valuation_made_known: "1690-10-12T16:00",
  },
  charterer: "a",
  charterer_choice: { choice: "none" },
  emergency: {
    date: "1690-10-02",
    measures: ["jettison", "cut_mast"],
    crew_vote: { for: 9, against: 2 },
    oath_sworn_ashore: true,
  },
  cargo: [
    { id: "bl-a", owner: "a", what: "wine", value: 1200, freight: 120, weight: 12 },
    {
      id: "bl-b",
      owner: "b",
      what: "cloth",
      value: 800,
      freight: 80,
      weight: 10,
      jettisoned: { value: 300, order: 2 },
    },
    { id: "bl-c", owner: "c", what: "iron", value: 600, freight: 60, weight: 60, jettisoned: { order: 1 } },
  ],
  sacrifices: [{ what: "mast", value: 200 }],
  people: PEOPLE,
};

export type Raw = typeof EX11 & Record<string, unknown>;
export const OWNERS = "fortuna-owners";

/** EX-11 with some of its facts replaced. */
export const ex11 = (more: Record<string, unknown>): Raw => ({ ...EX11, ...more }) as Raw;

/** EX-11 with the emergency changed. */
export const emergency = (more: Record<string, unknown>): Raw => ex11({ emergency: { ...EX11.emergency, ...more } });

/** EX-11 with one parcel changed. */
export function parcel(id: string, more: Record<string, unknown>, base: Raw = EX11): Raw {
  return { ...base, cargo: base.cargo.map((p) => (p.id === id ? { ...p, ...more } : p)) } as Raw;
}

/** EX-11's ship run ashore on purpose instead, with 150 rd of damage to her. */
export const BEACHED = {
  ...emergency({ measures: ["run_ashore"] }),
  cargo: EX11.cargo.map((p) => ({ ...p, jettisoned: undefined })),
  sacrifices: [{ what: "running_ashore", value: 150 }],
};

// ---------------------------------------------------------------------------
// EX-12 of RULES.md: bills of lading that fall short, a bale fished up, a doctor's fee.

export const EX12 = {
  ...parcel("bl-c", {
    freight: 45,
    freight_letter: true,
    jettisoned: { order: 1, documented_value: 450 },
  }),
};
export const EX12_ALL = {
  ...parcel("bl-b", { jettisoned: { value: 300, order: 2, recovered: { value: 180 } } }, EX12 as Raw),
  injuries: [{ person: "ole", doctor: 30 }],
};

// ---------------------------------------------------------------------------
// EX-17 of RULES.md: pirates take part of a bulk cargo.

export const EX17 = {
  ship: { id: "haabet", skipper: "niels", owners: [{ person: "niels", share: 1 }] },
  cargo: [
    { id: "bl-d", owner: "d", what: "rye", packing: "bulk", quantity: 60, unit: "lasts", value: 600 },
    { id: "bl-e", owner: "e", what: "rye", packing: "bulk", quantity: 30, unit: "lasts", value: 300 },
    { id: "bl-f", owner: "f", what: "rye", packing: "bulk", quantity: 10, unit: "lasts", value: 100 },
    { id: "bl-g", owner: "g", what: "herring", packing: "packed", quantity: 10, unit: "barrels" },
  ],
  piracy: { attackers: "pirates", bulk_taken: 20, taken: [{ parcel: "bl-g", quantity: 4 }] },
  people: [
    { id: "niels", roles: ["skipper", "shipowner"] },
    { id: "d", roles: ["merchant"] },
    { id: "e", roles: ["merchant"] },
    { id: "f", roles: ["merchant"] },
    { id: "g", roles: ["merchant"] },
  ],
};

export function kind(d: DeterminationBody, id = "piracy-bulk"): Record<string, [string, string]> {
  const a = average(d, id);
  assert.ok(a.shares);
  return Object.fromEntries(a.shares.lines.map((l) => [l.interest, [l.bears as string, l.receives as string]]));
}

// ---------------------------------------------------------------------------
// EX-18 of RULES.md, first part: the costs on the goods after a grounding.

export const EX18 = {
  ship: { id: "maria", skipper: "hans", owners: [{ person: "hans", share: 1 }] },
  cargo: [
    { id: "bl-a", owner: "a", value: 1200, quantity: 20, unit: "lasts" },
    { id: "bl-b", owner: "b", value: 600, quantity: 40, unit: "lasts" },
  ],
  grounding: { ship_repair: 150, costs_on_goods: 90 },
  people: [
    { id: "hans", roles: ["skipper", "shipowner"] },
    { id: "a", roles: ["merchant"] },
    { id: "b", roles: ["merchant"] },
  ],
};

/** EX-11's people with Merchant B aboard the Fortuna (dl-averi/20: the merchants aboard are consulted). */
export const ABOARD = [
  ...PEOPLE.filter((p) => p.id !== "b"),
  { id: "b", name: "Merchant B", roles: ["merchant"], aboard: "fortuna" },
];
