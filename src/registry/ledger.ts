/**
 * The register's ledger: every amount a lot's determination makes owed, as a
 * posting (debtor, creditor, exact amount, what for, provisions), and what has
 * been paid of it.
 *
 * The postings are read off the determination in one place, `postingsOf`, and
 * nowhere else: the money liabilities it names; for an average, the settlement
 * (who pays whom), never the balances again; for an average of its own, the
 * settlement the lot's kind settles its balances with (cases/kinds/*-lot.ts,
 * `settle`; the register imports no statute); for a
 * division of money held by the office, each share, a group of like persons paid
 * member by member (goods divided in kind are disposed of, not paid). The register holds no law: who owes whom is the
 * determination's.
 *
 * A new determination replaces the lot's open postings (`reconcile`): what was
 * paid stays paid, on the posting it was paid to, and a posting that is no longer
 * owed keeps what was paid of it and nothing more.
 */

import type { Determination, Liability, Obligation } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { type Currency, Money } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { RegisterError } from "./errors.js";
import { type CaseFile, settlementOf } from "./kinds.js";
import { joinSaid } from "./names-said.js";

/** One amount owed under a lot's determination. */
export interface Posting {
  /** The posting's id within its lot: p1, p2 … (never reused). */
  id: string;
  debtor: string;
  creditor: string;
  /** The amount owed, exact, in the smallest unit of the lot's currency (a rational as text). */
  minor: string;
  /** What of it has been paid, exact, in the smallest unit. */
  paid: string;
  /** The amount as money text. */
  text: string;
  /** What it is for, in the determination's words. */
  for: string;
  provisions: string[];
  /** The day it falls due, where the determination fixes one. */
  due?: string;
  /**
   * The first day anything of it may be paid, where the determination owes it
   * only from a day (a liability's `payableFrom`); it falls due that day. A
   * payment before it is refused.
   */
  payableFrom?: string;
  /** The journal entry whose determination made it (or last confirmed it). */
  seq: number;
  /**
   * The day it arose: the day of the event whose determination first made it owed,
   * kept while later determinations owe it again. A posting kept before postings
   * recorded it has none.
   */
  since?: string;
  /**
   * open: owed under the latest determination; closed: no longer owed by it, and
   * holding only what had been paid of it.
   */
  state: "open" | "closed";
}

/** A posting as derived, before it has an id, a payment or an entry. */
export type Derived = Omit<Posting, "id" | "paid" | "seq" | "state" | "since">;

/** The party that holds the lot and pays out of it, where the determination names no one else. */
export const OFFICE = "office";

function money(currency: Currency, minor: Rational): string {
  return Money.ofMinor(currency, minor).format();
}

function person(c: CaseFile, id: string): Record<string, unknown> | undefined {
  const list = Array.isArray(c.facts.people) ? (c.facts.people as Record<string, unknown>[]) : [];
  return list.find((p) => p.id === id);
}

/** Split `total` (whole units) into `n` parts that differ by at most one unit and sum to it. */
export function splitEven(total: bigint, n: number): bigint[] {
  const k = BigInt(n);
  const base = total / k;
  let rest = total - base * k;
  const out: bigint[] = [];
  for (let i = 0; i < n; i++) {
    out.push(base + (rest > 0n ? 1n : 0n));
    if (rest > 0n) rest--;
  }
  return out;
}

/**
 * Every amount the determination makes owed. `c` is the lot's case, read only
 * for the number of members of a group of like persons (`count`).
 */
export function postingsOf(d: Determination, c: CaseFile, currency: Currency): Derived[] {
  const out: Derived[] = [];
  const push = (
    from: string,
    to: string,
    minor: Rational,
    what: string,
    provisions: readonly string[],
    payableFrom?: string,
  ) => {
    if (minor.sign() <= 0) return;
    out.push({
      debtor: from,
      creditor: to,
      minor: minor.toString(),
      text: money(currency, minor),
      for: what,
      provisions: [...new Set(provisions)],
      ...(payableFrom ? { payableFrom: payableFrom.slice(0, 10) } : {}),
    });
  };
  const settled = new Set(d.liabilities.flatMap((l) => (l.settles ? [l.settles] : [])));
  // Liabilities in money. A debt beside an average is paid inside its settlement when there is one.
  for (const l of d.liabilities) {
    if (!l.amount) continue;
    if (l.besideAverage && settled.size > 0) continue;
    push(l.from, l.to, Rational.parse(l.amount.minor), l.description, l.provisions, l.payableFrom);
  }
  // A general average without a settlement among the liabilities: its balances, settled by the statute's rule.
  // How a statement is settled is the lot's kind's to say (cases/kinds/*-lot.ts), not the register's.
  if (d.statement && !settled.has("general-average")) {
    const settlement = settlementOf(c);
    for (const l of settlement(currency, d.statement, [], d.statement.provisions)) addSettled(l, undefined);
  }
  // Averages of their own: each settled from its balances.
  for (const a of d.averages ?? []) {
    if (!a.statement || settled.has(a.id)) continue;
    const settlement = settlementOf(c);
    for (const l of settlement(currency, a.statement, [], a.provisions)) addSettled(l, a.label);
  }
  function addSettled(l: Liability, label: string | undefined) {
    if (!l.amount) return;
    push(
      l.from,
      l.to,
      Rational.parse(l.amount.minor),
      label ? `contribution to ${label}, settled` : l.description,
      l.provisions,
    );
  }
  // A division of money the office holds: each share not already owed by a liability.
  // A division of goods that go to their parties in kind is no payment.
  if (!d.statement && !(d.averages ?? []).length && !d.funds.some((f) => f.inKind)) {
    const named = new Set(d.liabilities.flatMap((l) => [l.to]));
    const open = d.options.some((o) => o.deadline !== undefined && (o.status === undefined || o.status === "open"));
    if (!open) {
      const keeper = keeperOf(d, named);
      for (const a of d.allocations) {
        if (named.has(a.id) || a.id === keeper) continue;
        const total = Rational.parse(a.rounded.minor);
        if (total.sign() <= 0) continue;
        const what = `the share of the division of ${a.name}`;
        const count = Number(person(c, a.id)?.count ?? 1);
        if (Number.isInteger(count) && count > 1 && total.den === 1n) {
          splitEven(total.num, count).forEach((m, i) => {
            push(keeper, `${a.id}#${i + 1}`, Rational.of(m), `${what}: member ${i + 1} of ${count}`, a.provisions);
          });
        } else push(keeper, a.id, total, what, a.provisions);
      }
    }
  }
  for (const p of out) {
    const due = dutyOf(p, d)?.due ?? p.payableFrom;
    if (due) p.due = due.slice(0, 10);
  }
  return out;
}

/**
 * The determination's dated duty to pay a posting, if it has one: a duty of the
 * debtor, dated, under one of the posting's provisions, that names its amount.
 */
export function dutyOf(p: Pick<Posting, "debtor" | "text" | "provisions">, d: Determination): Obligation | undefined {
  return d.obligations.find(
    (o) =>
      o.due !== undefined &&
      o.who === p.debtor &&
      o.provisions.some((x) => p.provisions.includes(x)) &&
      new RegExp(`(^|[^0-9])${p.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^0-9]|$)`).test(o.what),
  );
}

/** Who pays the shares out: the party that pays the others their shares, or the office. */
function keeperOf(d: Determination, named: ReadonlySet<string>): string {
  const shares = new Set(d.allocations.map((a) => a.id));
  for (const l of d.liabilities) if (l.amount && shares.has(l.to) && named.has(l.to)) return l.from;
  return OFFICE;
}

const key = (p: { debtor: string; creditor: string; for: string }) => `${p.debtor}\u0000${p.creditor}\u0000${p.for}`;

/**
 * The lot's postings under a new determination. An open posting that is owed
 * again (same debtor, creditor and purpose) keeps its id and what was paid of it;
 * what was paid beyond the new amount, or of a posting no longer owed, stays as a
 * closed posting of what was paid. Open postings no longer owed and unpaid go.
 * A new posting arose on `day` (the event's), when given; one owed again keeps
 * the day it arose.
 */
export function reconcile(
  old: readonly Posting[],
  derived: readonly Derived[],
  seq: number,
  next: number,
  currency: Currency,
  day?: string,
): { postings: Posting[]; next: number } {
  const out: Posting[] = old.filter((p) => p.state === "closed");
  const waiting = new Map<string, Posting[]>();
  for (const p of old) {
    if (p.state !== "open") continue;
    const list = waiting.get(key(p)) ?? [];
    list.push(p);
    waiting.set(key(p), list);
  }
  let n = next;
  const carried: Posting[] = [];
  for (const d of derived) {
    const prior = waiting.get(key(d))?.shift();
    const amount = Rational.parse(d.minor);
    if (prior) {
      const paid = Rational.parse(prior.paid);
      const kept = paid.gt(amount) ? amount : paid;
      const since = prior.since ? { since: prior.since } : {};
      carried.push({ ...d, id: prior.id, paid: kept.toString(), seq, state: "open", ...since });
      if (paid.gt(amount)) out.push(closedOf(prior, paid.sub(amount), `p${n++}`, currency));
    } else carried.push({ ...d, id: `p${n++}`, paid: "0", seq, state: "open", ...(day ? { since: day } : {}) });
  }
  for (const list of waiting.values()) {
    for (const p of list) {
      const paid = Rational.parse(p.paid);
      if (paid.sign() > 0) out.push(closedOf(p, paid, p.id, currency));
    }
  }
  return { postings: [...out, ...carried].sort(byId), next: n };
}

function closedOf(p: Posting, paid: Rational, id: string, currency: Currency): Posting {
  const { due: _due, payableFrom: _from, ...rest } = p;
  return { ...rest, id, minor: paid.toString(), paid: paid.toString(), text: money(currency, paid), state: "closed" };
}

function byId(a: Posting, b: Posting): number {
  return Number(a.id.slice(1)) - Number(b.id.slice(1));
}

/** What is still open of a posting. */
export function openOf(p: Posting): Rational {
  if (p.state !== "open") return Rational.ZERO;
  return Rational.parse(p.minor).sub(Rational.parse(p.paid));
}

/**
 * Discharge `amount` from the postings: the named ones, or else every open posting
 * from `debtor` to `creditor`, oldest first. Refused beyond what is open.
 */
export function discharge(
  postings: readonly Posting[],
  o: {
    debtor: string;
    creditor: string;
    amount: Rational;
    ids?: readonly string[];
    lot: string;
    currency: Currency;
    /** The day of the payment: a posting not yet payable on it is refused (named) or passed over. */
    date?: string;
    /** A party's name by its id, for the refusals; default the id, quoted. */
    names?: (id: string) => string;
  },
): { postings: Posting[]; discharged: { id: string; minor: string }[] } {
  const n = o.names ?? ((id: string) => `"${id}"`);
  let targets: Posting[];
  if (o.ids && o.ids.length > 0) {
    targets = o.ids.map((id) => {
      const p = postings.find((x) => x.id === id);
      if (!p) {
        throw new RegisterError(
          say.noPosting({ lot: o.lot, id, postings: postings.map((x) => x.id).join(", ") || say.none() }),
        );
      }
      if (p.debtor !== o.debtor || p.creditor !== o.creditor) {
        throw new RegisterError(
          say.otherParties({
            id,
            lot: o.lot,
            debtor: n(p.debtor),
            creditor: n(p.creditor),
            from: n(o.debtor),
            to: n(o.creditor),
          }),
        );
      }
      return p;
    });
  } else targets = postings.filter((p) => p.debtor === o.debtor && p.creditor === o.creditor && p.state === "open");
  if (o.date !== undefined)
    targets = payableOn(targets, o.date, o.lot, o.currency, o.ids !== undefined && o.ids.length > 0);
  const open = targets.reduce((s, p) => s.add(openOf(p)), Rational.ZERO);
  if (targets.every((p) => openOf(p).sign() <= 0)) {
    const all = postings.filter((p) => openOf(p).sign() > 0);
    const owing = all.map((p) =>
      say.owing({ id: p.id, debtor: n(p.debtor), creditor: n(p.creditor), amount: money(o.currency, openOf(p)) }),
    );
    throw new RegisterError(
      say.nothingOwed({
        from: n(o.debtor),
        to: n(o.creditor),
        lot: o.lot,
        owed: all.length ? say.owed({ owing: joinSaid(owing, ", ") }) : say.nothingOutstanding(),
      }),
    );
  }
  if (o.amount.gt(open)) {
    throw new RegisterError(
      say.tooMuch({
        amount: money(o.currency, o.amount),
        from: n(o.debtor),
        to: n(o.creditor),
        lot: o.lot,
        open: money(o.currency, open),
        provisions: [...new Set(targets.flatMap((p) => p.provisions))].join(", "),
      }),
      [...new Set(targets.flatMap((p) => p.provisions))],
      "amount",
    );
  }
  let left = o.amount;
  const took = new Map<string, Rational>();
  for (const p of targets) {
    if (left.sign() <= 0) break;
    const can = openOf(p);
    if (can.sign() <= 0) continue;
    const t = left.gt(can) ? can : left;
    took.set(p.id, (took.get(p.id) ?? Rational.ZERO).add(t));
    left = left.sub(t);
  }
  return {
    postings: postings.map((p) => {
      const t = took.get(p.id);
      return t ? { ...p, paid: Rational.parse(p.paid).add(t).toString() } : p;
    }),
    discharged: [...took].map(([id, m]) => ({ id, minor: m.toString() })),
  };
}

/** Not yet payable on `date`: open, with a first day to be paid after it. */
function early(p: Posting, date: string): boolean {
  return p.payableFrom !== undefined && openOf(p).sign() > 0 && date < p.payableFrom;
}

/**
 * The postings a payment on `date` may discharge: a posting named that is not yet
 * payable refuses the payment; of those found by debtor and creditor, those not
 * yet payable are passed over, and if nothing else is open the payment is refused,
 * naming the day and the provisions that make it owed only from then.
 */
function payableOn(targets: Posting[], date: string, lot: string, currency: Currency, named: boolean): Posting[] {
  const waiting = targets.filter((p) => early(p, date));
  if (waiting.length === 0) return targets;
  const rest = targets.filter((p) => !early(p, date));
  if (!named && rest.some((p) => openOf(p).sign() > 0)) return rest;
  const provisions = [...new Set(waiting.flatMap((p) => p.provisions))];
  const listed = waiting.map((p) =>
    say.early({
      id: p.id,
      lot,
      debtor: p.debtor,
      creditor: p.creditor,
      amount: money(currency, openOf(p)),
      for: p.for,
    }),
  );
  throw new RegisterError(
    say.notYet({
      postings: joinSaid(listed, "; "),
      days: [...new Set(waiting.map((p) => p.payableFrom))].join(", "),
      date,
      provisions: provisions.join(", "),
    }),
    provisions,
    "date",
  );
}

const say = phrases("refusal.ledger", {
  noPosting: 'lot {lot} has no posting "{id}"; its postings: {postings}',
  none: "none",
  otherParties: "posting {id} of lot {lot} is owed by {debtor} to {creditor}, not by {from} to {to}",
  owing: "{id} {debtor} → {creditor} {amount}",
  nothingOwed: "nothing is owed by {from} to {to} on lot {lot}{owed}",
  owed: "; what is owed: {owing}",
  nothingOutstanding: "; nothing is outstanding",
  tooMuch: "the payment of {amount} is larger than what {from} still owes {to} on lot {lot}: {open} ({provisions})",
  early: "posting {id} of lot {lot}, {debtor} → {creditor} {amount} ({for})",
  notYet: "nothing of {postings} may be paid before {days}: the payment is dated {date} ({provisions})",
});

/** The open and paid amounts per debtor and creditor, for the clerk. */
export interface OwedLine {
  from: string;
  to: string;
  /** Who pays and who is paid, by name (where the lot's parties were given). */
  fromName?: string;
  toName?: string;
  owed: string;
  paid: string;
  outstanding: string;
  outstandingMinor: string;
  what: string[];
  provisions: string[];
  postings: string[];
}

export function owedLines(
  postings: readonly Posting[],
  currency: Currency,
  names?: (id: string) => string,
): OwedLine[] {
  const lines = new Map<string, { from: string; to: string; owed: Rational; paid: Rational; p: Posting[] }>();
  for (const p of postings) {
    const k = `${p.debtor}\u0000${p.creditor}`;
    const l = lines.get(k) ?? { from: p.debtor, to: p.creditor, owed: Rational.ZERO, paid: Rational.ZERO, p: [] };
    l.owed = l.owed.add(Rational.parse(p.minor));
    l.paid = l.paid.add(Rational.parse(p.paid));
    l.p.push(p);
    lines.set(k, l);
  }
  return [...lines.values()].map((l) => {
    const open = l.p.reduce((s, p) => s.add(openOf(p)), Rational.ZERO);
    return {
      from: l.from,
      to: l.to,
      ...(names ? { fromName: names(l.from), toName: names(l.to) } : {}),
      owed: money(currency, l.owed),
      paid: money(currency, l.paid),
      outstanding: money(currency, open),
      outstandingMinor: open.toString(),
      what: [...new Set(l.p.map((p) => p.for))],
      provisions: [...new Set(l.p.flatMap((p) => p.provisions))],
      postings: l.p.map((p) => p.id),
    };
  });
}

/** True when nothing is open. */
export function allPaid(postings: readonly Posting[]): boolean {
  return postings.every((p) => openOf(p).sign() <= 0);
}
