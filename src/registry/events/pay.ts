/**
 * A payment of what one party owes another under the lot's determination: it
 * discharges the postings named (`postings`), or else the open postings from
 * `from` to `to`, oldest first. Or, `inFull`, one entry pays in full every open
 * posting it names, or every one from `from` and to `to` (a group's members with
 * it): a whole division in one entry, each posting discharged exactly what is open
 * of it. The payer and payee are given by id or by name; a party the lot does not
 * have is refused, naming those it has. Refused beyond what is open, and while what
 * it pays waits on an assessment still needed. A lot that has left the office is
 * still paid what it owes.
 */

import type { Determination } from "../../core/determination.js";
import { phrases } from "../../core/messages.js";
import { type Currency, Money } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { parseAmount } from "../checks.js";
import { citesOf } from "../determine.js";
import { RegisterError } from "../errors.js";
import { allPaid, discharge, openOf, type Posting } from "../ledger.js";
import { type Party, partiesOf } from "../lot-view.js";
import { memberOf, partyMeant } from "../names.js";
import { joinSaid, nameSaid } from "../names-said.js";
import type { LotRecord, PaymentRecord, WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.pay", {
  day: "the payment",
  amountOrFull: "a payment gives its amount, or is paid in full (everything open on the postings it names), not both",
  fullNames: "a payment in full names what it pays: who pays (from), who is paid (to), or the postings",
  names: "a payment names who pays (from), who is paid (to) and how much (amount), or is paid in full",
  zero: "the payment is zero",
  owing: "{id} {debtor} → {creditor} {amount}",
  owingMore: "{shown}, and {more} more",
  party: "{name} ({id})",
  noPayer: 'lot {lot} has no party "{given}" to pay; its parties: {parties}',
  noPayee: 'lot {lot} has no party "{given}" to be paid; its parties: {parties}',
  owes: "{debtor} owes {creditor}",
  itPays: "it pays",
  assessment: "{what}, by {by}",
  waits: "what {pairs} on lot {lot} waits on an assessment still needed: {needed} (register assess)",
  noPosting: 'lot {lot} has no posting "{id}"; its postings: {postings}',
  none: "none",
  by: "by {name}",
  to: "to {name}",
  on: " on {ids}",
  nothingOpen: "nothing is open{what}{on} on lot {lot}{owed}",
  owed: "; what is owed: {owing}",
  nothingOutstanding: "; nothing is outstanding",
});

export type PayInput = WriteCommon & {
  date: string;
  /** Who pays: a party's id or name. With `inFull`, may be left out. */
  from?: string;
  /** Who is paid: a party's id or name (a group's, for all its members, with `inFull`). */
  to?: string;
  /** How much; or leave it out and pay `inFull`. */
  amount?: string;
  /** Pay in full every open posting named, or from `from` and to `to`. */
  inFull?: boolean;
  for?: string;
  postings?: readonly string[];
};

export function payEvent(input: PayInput): EventSpec {
  return {
    kind: "payment",
    day: say.day,
    step({ lot, date, currency }) {
      if (input.inFull && input.amount !== undefined) {
        throw new RegisterError(say.amountOrFull(), [], "amount");
      }
      if (input.inFull) {
        if (!input.from && !input.to && !input.postings?.length) {
          throw new RegisterError(say.fullNames(), [], "to");
        }
        return {
          event: { date, ...who(input), inFull: true, ...(input.for ? { for: input.for } : {}) },
          settle: (ledger, d, e) => settleInFull(ledger, d, e, input, date, currency),
        };
      }
      if (!input.from || !input.to || input.amount === undefined) {
        throw new RegisterError(say.names(), [], !input.from ? "from" : !input.to ? "to" : "amount");
      }
      const amount = parseAmount(currency, input.amount, say.day(), "amount");
      if (amount.money.minor.sign() <= 0) throw new RegisterError(say.zero(), [], "amount");
      return {
        event: {
          date,
          from: input.from,
          to: input.to,
          amount: amount.money.format(),
          ...(input.for ? { for: input.for } : {}),
        },
        settle: (ledger, d, e) => {
          const parties = partiesOf(ledger, d);
          const names = (id: string) => nameSaid(id, parties);
          const from = meant(ledger, d, parties, input.from as string, "from");
          const to = meant(ledger, d, parties, input.to as string, "to");
          e.from = from;
          e.to = to;
          waits(ledger, d, names, (p) => p.debtor === from && p.creditor === to);
          const paid = discharge(ledger.postings ?? [], {
            debtor: from,
            creditor: to,
            amount: amount.money.minor,
            ...(input.postings ? { ids: input.postings } : {}),
            lot: lot.id,
            currency,
            date,
            names,
          });
          const payment: PaymentRecord = {
            date,
            from,
            to,
            minor: amount.money.minor.toString(),
            text: amount.money.format(),
            ...(input.for ? { for: input.for } : {}),
            discharged: paid.discharged,
          };
          e.postings = paid.discharged;
          return settled({ ...ledger, payments: [...lot.payments, payment], postings: paid.postings }, d);
        },
      };
    },
  };
}

/** What is still owed, for a refusal: the first ten postings by name, and how many more. */
function owing(open: readonly Posting[], names: (id: string) => string, currency: Currency): string {
  const shown = open.slice(0, 10).map((p) =>
    say.owing({
      id: p.id,
      debtor: names(p.debtor),
      creditor: names(p.creditor),
      amount: Money.ofMinor(currency, openOf(p)).format(),
    }),
  );
  return open.length > 10
    ? say.owingMore({ shown: joinSaid(shown, ", "), more: String(open.length - 10) })
    : joinSaid(shown, ", ");
}

/** The parties a payment names, as given. */
function who(input: PayInput): Record<string, string> {
  return { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) };
}

/** An average is settled once all its postings are paid. */
function settled(next: LotRecord, d: Determination): LotRecord {
  const postings = next.postings ?? [];
  if ((d.statement || (d.averages ?? []).length > 0) && postings.length > 0 && allPaid(postings)) {
    return { ...next, status: "settled" };
  }
  return next;
}

/**
 * The party the clerk means, by id or name, among the lot's parties and those its
 * postings name; or the refusal naming them, with the provisions the lot rests on.
 */
function meant(lot: LotRecord, d: Determination, parties: readonly Party[], given: string, field: string): string {
  const known = [
    ...(lot.postings ?? []).flatMap((p) => [p.debtor, p.creditor]),
    ...d.liabilities.flatMap((l) => [l.from, l.to]),
    ...(d.groups ?? []).map((g) => g.id),
  ];
  const id = partyMeant(given, parties, known);
  if (id !== undefined) return id;
  const ids = [...new Set([...parties.map((p) => p.id), ...known.filter((x) => memberOf(x) === undefined)])];
  const list = joinSaid(
    ids.map((x) => say.party({ name: nameSaid(x, parties), id: x })),
    ", ",
  );
  throw new RegisterError(
    (field === "from" ? say.noPayer : say.noPayee)({ lot: lot.id, given, parties: list }),
    restsOn(lot, d),
    field,
  );
}

/** The provisions what is owed on the lot rests on: its postings', its liabilities', its shares'; else the determination's. */
function restsOn(lot: LotRecord, d: Determination): string[] {
  const out = new Set([
    ...(lot.postings ?? []).flatMap((p) => p.provisions),
    ...d.liabilities.flatMap((l) => l.provisions),
    ...d.allocations.flatMap((a) => a.provisions),
  ]);
  return out.size > 0 ? [...out] : citesOf(d);
}

/** Refused while what it pays waits on an assessment still needed. */
function waits(lot: LotRecord, d: Determination, names: (id: string) => string, paying: (p: Posting) => boolean): void {
  const blocked = d.assessments.filter(
    (a) =>
      a.status === "needed" &&
      lot.postings?.some((p) => paying(p) && p.provisions.some((x) => a.provisions.includes(x))),
  );
  if (blocked.length === 0) return;
  const pairs = [
    ...new Set(
      (lot.postings ?? [])
        .filter(paying)
        .map((p) => say.owes({ debtor: names(p.debtor), creditor: names(p.creditor) })),
    ),
  ];
  throw new RegisterError(
    say.waits({
      pairs: pairs.length > 0 ? joinSaid(pairs, " and ") : say.itPays(),
      lot: lot.id,
      needed: joinSaid(
        blocked.map((a) => say.assessment({ what: a.what, by: a.by })),
        "; ",
      ),
    }),
    blocked.flatMap((a) => a.provisions),
  );
}

/**
 * Every open posting the payment names, paid in full: one payment record for each
 * payer and payee, each posting discharged exactly what was open of it.
 */
function settleInFull(
  ledger: LotRecord,
  d: Determination,
  e: Record<string, unknown>,
  input: PayInput,
  date: string,
  currency: Currency,
): LotRecord {
  const parties = partiesOf(ledger, d);
  const names = (id: string) => nameSaid(id, parties);
  const from = input.from === undefined ? undefined : meant(ledger, d, parties, input.from, "from");
  const to = input.to === undefined ? undefined : meant(ledger, d, parties, input.to, "to");
  if (from !== undefined) e.from = from;
  if (to !== undefined) e.to = to;
  const postings = ledger.postings ?? [];
  for (const id of input.postings ?? []) {
    if (!postings.some((p) => p.id === id)) {
      throw new RegisterError(
        say.noPosting({ lot: ledger.id, id, postings: postings.map((x) => x.id).join(", ") || say.none() }),
        [],
        "postings",
      );
    }
  }
  const named = (p: Posting) =>
    (input.postings?.length ? input.postings.includes(p.id) : true) &&
    (from === undefined || p.debtor === from) &&
    (to === undefined || p.creditor === to || memberOf(p.creditor)?.group === to);
  const targets = postings.filter((p) => named(p) && openOf(p).sign() > 0);
  if (targets.length === 0) {
    const all = postings.filter((p) => openOf(p).sign() > 0);
    const what = joinSaid(
      [from && say.by({ name: names(from) }), to && say.to({ name: names(to) })].filter((x) => !!x) as string[],
      " ",
    );
    throw new RegisterError(
      say.nothingOpen({
        what: what ? ` ${what}` : "",
        on: input.postings?.length ? say.on({ ids: input.postings.join(", ") }) : "",
        lot: ledger.id,
        owed: all.length ? say.owed({ owing: owing(all, names, currency) }) : say.nothingOutstanding(),
      }),
      [...new Set(postings.filter(named).flatMap((p) => p.provisions))],
    );
  }
  waits(ledger, d, names, (p) => targets.includes(p));
  let next = postings;
  const records = new Map<string, PaymentRecord & { sum: Rational }>();
  const discharged: { id: string; minor: string }[] = [];
  let total = Rational.ZERO;
  for (const p of targets) {
    const open = openOf(p);
    const paid = discharge(next, {
      debtor: p.debtor,
      creditor: p.creditor,
      amount: open,
      ids: [p.id],
      lot: ledger.id,
      currency,
      names,
    });
    next = paid.postings;
    discharged.push(...paid.discharged);
    total = total.add(open);
    const k = `${p.debtor}\u0000${p.creditor}`;
    const r = records.get(k) ?? {
      date,
      from: p.debtor,
      to: p.creditor,
      minor: "0",
      text: "",
      ...(input.for ? { for: input.for } : {}),
      discharged: [],
      sum: Rational.ZERO,
    };
    r.sum = r.sum.add(open);
    r.discharged?.push(...paid.discharged);
    records.set(k, r);
  }
  const payments: PaymentRecord[] = [...records.values()].map(({ sum, ...r }) => ({
    ...r,
    minor: sum.toString(),
    text: Money.ofMinor(currency, sum).format(),
  }));
  e.amount = Money.ofMinor(currency, total).format();
  e.postings = discharged;
  return settled({ ...ledger, payments: [...ledger.payments, ...payments], postings: next }, d);
}
