/**
 * What the tests of collisions, anchors and buoys (dl-averi/6–17) share: deciding raw
 * facts as the engine does, reading what is owed, and EX-13, EX-14 and a drifting ship
 * as facts.
 */

import assert from "node:assert/strict";
import type { AverageStatement, DeterminationBody } from "../../../core/determination.js";
import type { Step } from "../../../core/explain.js";
import { RIGSDALER } from "../../../core/money.js";
import { Rational } from "../../../core/rational.js";
import { ReadingSet } from "../../../core/reading.js";
import { factsSchema } from "../../test-support/facts-schema.js";
import { allSteps } from "../../test-support/outcome.js";
import { halfAndHalf } from "../../test-support/owners.js";
import { collisionKind } from "../collision.js";
import { COLLISION_READINGS } from "../collision-readings.js";

export { caseError } from "../../test-support/outcome.js";
export { allSteps };

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

export function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = factsSchema(collisionKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(COLLISION_READINGS, overrides);
  const d: DeterminationBody = collisionKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => `${u.name}=${u.value}`) };
}

/** Exact value of an amount in rigsdaler. */
export const rd = (m: { minor: string } | undefined): Rational =>
  m ? Rational.parse(m.minor).div(Rational.of(96)) : Rational.ZERO;

/** "from -> to" -> sum of the amounts owed, in rd, as text. */
export function owed(d: DeterminationBody): Record<string, string> {
  const m = new Map<string, Rational>();
  for (const l of d.liabilities) {
    const k = `${l.from} -> ${l.to}`;
    m.set(k, (m.get(k) ?? Rational.ZERO).add(rd(l.amount)));
  }
  return Object.fromEntries([...m].map(([k, v]) => [k, v.toString()]));
}

/** The statement of the sharing. */
export function statement(d: DeterminationBody): AverageStatement {
  const a = d.averages?.find((x) => x.id === "damage");
  assert.ok(a?.statement, "a statement of the damage shared");
  return a.statement;
}

/** party -> exact part of the damage it bears, in rd, as text (parties that bear nothing left out). */
export function parts(d: DeterminationBody): Record<string, string> {
  const m = new Map<string, Rational>();
  for (const l of statement(d).lines) m.set(l.owner, (m.get(l.owner) ?? Rational.ZERO).add(rd(l.contributionExact)));
  return Object.fromEntries([...m].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, v.toString()]));
}

export const step = (d: DeterminationBody, rule: string): Step | undefined =>
  allSteps(d.explanation).find((s) => s.rule === rule);
export const warned = (d: DeterminationBody, p: string): string =>
  d.warnings
    .filter((w) => w.provisions.includes(p))
    .map((w) => w.message)
    .join("\n");
export const assessment = (d: DeterminationBody, p: string) => d.assessments.filter((a) => a.provisions.includes(p));

/**
 * The rounded parts add up to the damage shared, the nets to zero, every amount
 * owed is whole, and what each party pays and receives settles its net exactly.
 */
export function balanced(d: DeterminationBody): void {
  const st = statement(d);
  const contributions = st.lines.reduce((t, l) => t + BigInt(l.contribution.minor), 0n);
  assert.equal(contributions, BigInt(st.loss.minor));
  assert.equal(
    st.balances.reduce((t, b) => t + BigInt(b.net.minor), 0n),
    0n,
  );
  for (const l of d.liabilities) assert.ok(l.amount && Rational.parse(l.amount.minor).isInteger(), "whole amounts");
  for (const b of st.balances) {
    const got = d.liabilities.filter((l) => l.to === b.party).reduce((t, l) => t + BigInt(l.amount?.minor ?? 0), 0n);
    const paid = d.liabilities.filter((l) => l.from === b.party).reduce((t, l) => t + BigInt(l.amount?.minor ?? 0), 0n);
    assert.equal(got - paid, BigInt(b.net.minor), `the liabilities settle ${b.party}'s net`);
  }
}

export const envelope = (facts: unknown) => ({ version: 1, statute: "dl-averi", kind: "collision", facts });

// ---------------------------------------------------------------------------
// EX-13: two ships under sail

export const EX13_PEOPLE = [
  { id: "peder", roles: ["skipper"] },
  { id: "anne", roles: ["shipowner"] },
  { id: "rasmus", roles: ["merchant"] },
  { id: "niels", roles: ["skipper", "shipowner"] },
  { id: "soren", roles: ["shipowner"] },
];

export const EX13 = {
  incident: {
    type: "under_sail",
    ships: [
      { ship: "x", oath: "sworn" },
      { ship: "y", oath: "sworn" },
    ],
    by_night: true,
  },
  ships: [
    {
      id: "x",
      skipper: "peder",
      owners: [{ person: "anne", share: 1 }],
      damage: 300,
      cargo: [{ id: "bl-1", owner: "rasmus", damage: 80 }],
    },
    {
      id: "y",
      skipper: "niels",
      owners: halfAndHalf("niels", "soren"),
      damage: 100,
    },
  ],
  people: EX13_PEOPLE,
};

export type Raw = Record<string, unknown> & { incident: Record<string, unknown>; ships: Record<string, unknown>[] };
export const withIncident = (base: Raw, more: Record<string, unknown>): Raw => ({
  ...base,
  incident: { ...base.incident, ...more },
});
export const withShip = (base: Raw, id: string, more: Record<string, unknown>): Raw => ({
  ...base,
  ships: base.ships.map((s) => (s.id === id ? { ...s, ...more } : s)),
});

export const EX14 = {
  incident: { type: "run_down", sailing: "w", lying: "z", where: "roadstead", cause: "neglect" },
  ships: [
    {
      id: "w",
      skipper: "wskipper",
      owners: [{ person: "wowner", share: 1 }],
      value: 1500,
      skipper_means: 320,
      damage: 70,
      cargo: [{ id: "salt", owner: "merchant" }],
    },
    { id: "z", skipper: "zskipper", owners: [{ person: "zowner", share: 1 }], damage: 500 },
  ],
  people: [
    { id: "wskipper", roles: ["skipper"] },
    { id: "wowner", roles: ["shipowner"] },
    { id: "merchant", roles: ["merchant"] },
    { id: "zskipper", roles: ["skipper"] },
    { id: "zowner", roles: ["shipowner"] },
  ],
};

export const DRIFT = {
  incident: {
    type: "drifting",
    drifting: "d",
    at_anchor: "a",
    broke: "cable",
    skipper_innocent: true,
    assessed: { shares: { d: "3/5", a: "2/5" } },
  },
  ships: [
    { id: "d", skipper: "ds", owners: [{ person: "do", share: 1 }], damage: 150 },
    {
      id: "a",
      skipper: "as",
      owners: [{ person: "ao", share: 1 }],
      damage: 210,
      cargo: [{ id: "rye", owner: "m", damage: 45 }],
    },
  ],
  people: [{ id: "ds" }, { id: "do" }, { id: "as" }, { id: "ao" }, { id: "m", roles: ["merchant"] }],
};
