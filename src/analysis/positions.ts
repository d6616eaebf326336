/**
 * Where each party stands at the end of a determination, in money: what it
 * receives less what it pays, exact, per currency. This is the one number per
 * party that sensitivity, comparison and what-if reports compare.
 *
 * - A share of a fund (an allocation) is received.
 * - A liability is paid by `from` and received by `to`, unless it only pays out a
 *   share already counted (see below).
 * - In a general average the allocations are contributions; the statement's lines
 *   give each party's net (made good less its exact contribution), and that is used.
 * - An average of its own counts the same way: its statement's nets, or, for a sum
 *   shared by quantity, each line's exact share as paid by the line's owner. Losses
 *   in kind are counted in their own unit ("lasts").
 * - A payment that settles a statement (`settles`) pays out nets counted already
 *   and is not counted again; a debt beside an average (`besideAverage`, such as
 *   freight still owed on goods thrown) is counted on both sides.
 * - A penalty in money is paid by the person punished.
 * - Debtors liable jointly and severally (liabilities sharing a `jointly` id) each
 *   stand at the whole; the creditor receives it once. Their positions then do
 *   not sum to zero, and should not: each may be made to pay it all.
 *
 * A party with nothing at all in the determination has no position; one that is
 * named and receives nothing stands at zero.
 */

import type { AverageStatement, Determination } from "../core/determination.js";
import type { MoneyJSON } from "../core/money.js";
import { Rational } from "../core/rational.js";

export interface Position {
  party: string;
  name: string;
  /** Currency id, or the unit of a loss in kind. */
  unit: string;
  /** How the value is counted: the currency's largest unit ("rd", "Rtl"), or the unit in kind. */
  counted: string;
  /** Exact amount in the largest unit of the currency: positive receives, negative pays. */
  value: Rational;
}

function largestEntry(m: MoneyJSON): [string, Rational] {
  for (const [k, v] of Object.entries(m)) {
    if (k !== "currency" && k !== "minor" && k !== "minorUnit" && k !== "text") return [k, Rational.parse(String(v))];
  }
  return [m.currency, Rational.ZERO];
}

const largest = (m: MoneyJSON): Rational => largestEntry(m)[1];

class Ledger {
  readonly m = new Map<string, Position>();
  constructor(private readonly names: ReadonlyMap<string, string>) {}

  add(party: string, unit: string, v: Rational, counted = unit): void {
    const key = `${party}\u0000${unit}`;
    const p = this.m.get(key);
    if (p) p.value = p.value.add(v);
    else this.m.set(key, { party, name: this.names.get(party) ?? party, unit, counted, value: v });
  }

  money(party: string, m: MoneyJSON, sign: 1 | -1): void {
    const [code, v] = largestEntry(m);
    this.add(party, m.currency, sign < 0 ? v.neg() : v, code);
  }
}

function statementNets(s: AverageStatement, ledger: Ledger): void {
  for (const l of s.lines) {
    ledger.add(
      l.owner,
      l.madeGood.currency,
      largest(l.madeGood).sub(largest(l.contributionExact)),
      largestEntry(l.madeGood)[0],
    );
  }
}

/** Every party's position, sorted by party id then unit. */
export function positions(d: Determination): Position[] {
  const names = new Map<string, string>();
  for (const a of d.allocations) names.set(a.id, a.name);
  for (const b of d.statement?.balances ?? []) names.set(b.party, b.name);
  for (const av of d.averages ?? []) for (const b of av.statement?.balances ?? []) names.set(b.party, b.name);
  const ledger = new Ledger(names);
  if (d.statement) statementNets(d.statement, ledger);
  else for (const a of d.allocations) ledger.money(a.id, a.exact, 1);
  for (const av of d.averages ?? []) {
    if (av.statement) statementNets(av.statement, ledger);
    else if (av.shares) {
      for (const l of av.shares.lines) {
        if (l.exact) ledger.money(l.owner, l.exact, -1);
        else if (l.bears !== undefined) ledger.add(l.owner, av.shares.unit, Rational.parse(l.bears).neg());
      }
    }
  }
  // A liability to a party that already holds a share of a fund or a line of an
  // average is that share being paid out: it is counted once, as the share. A
  // liability to a body described in words ("the salvors") is counted on the
  // payer's side only.
  const entitled = new Set(d.allocations.map((a) => a.id));
  for (const s of [d.statement, ...(d.averages ?? []).map((a) => a.statement)]) {
    for (const l of s?.lines ?? []) entitled.add(l.owner);
  }
  for (const a of d.averages ?? []) for (const l of a.shares?.lines ?? []) entitled.add(l.owner);
  const isParty = (id: string) => !/\s/.test(id);
  // Debtors jointly and severally liable each answer for the whole; the creditor
  // recovers it once.
  const joint = new Set<string>();
  for (const l of d.liabilities) {
    if (!l.amount || l.settles !== undefined || (entitled.has(l.to) && !l.besideAverage)) continue;
    if (isParty(l.from)) ledger.money(l.from, l.amount, -1);
    if (l.jointly !== undefined) {
      if (joint.has(l.jointly)) continue;
      joint.add(l.jointly);
    }
    if (isParty(l.to)) ledger.money(l.to, l.amount, 1);
  }
  for (const p of d.penalties) if (p.amount) ledger.money(p.who, p.amount, -1);
  return [...ledger.m.values()].sort((a, b) =>
    a.party === b.party ? (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0) : a.party < b.party ? -1 : 1,
  );
}

/** "party\u0000unit" -> value, for comparing two determinations. */
export function positionMap(d: Determination): Map<string, Position> {
  return new Map(positions(d).map((p) => [`${p.party}\u0000${p.unit}`, p]));
}

/**
 * What a determination comes to, as a canonical string: the positions, and the
 * outcomes that are not money (who is punished and how, who may choose, who must
 * do what under which provision, what is left to assessors). Two determinations
 * with the same fingerprint come to the same thing for every party.
 */
export function fingerprint(d: Determination): string {
  const parts: string[] = [];
  for (const p of positions(d)) if (!p.value.isZero()) parts.push(`P ${p.party} ${p.unit} ${p.value.toString()}`);
  for (const p of d.penalties) parts.push(`X ${p.who} ${p.offence} ${p.penalty}`);
  for (const o of d.options) parts.push(`O ${o.holder} ${o.choices.join("|")} ${o.status ?? "open"} ${o.chosen ?? ""}`);
  for (const o of d.obligations) parts.push(`D ${o.who} ${o.provisions.join(",")}`);
  for (const a of d.assessments) parts.push(`A ${a.status} ${a.by} ${a.provisions.join(",")}`);
  return parts.sort().join("\n");
}
