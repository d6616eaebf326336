/**
 * Title: to whom a lot may leave the office on a day, read off the lot's
 * determination as of that day. The register holds no law here either: who is
 * entitled, whether a time is still open and what an owner still owes are the
 * determination's and the ledger's; this file only checks the clerk's `--to`
 * against them and names the provision when it refuses.
 */

import type { Determination } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { type Currency, Money } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { citesOf } from "./determine.js";
import { RegisterError } from "./errors.js";
import { type Recipient, recipientsOf } from "./kinds.js";
import { openOf } from "./ledger.js";
import { joinSaid } from "./names-said.js";
import type { LotRecord, LotStatus } from "./records.js";

const say = phrases("refusal.title", {
  average: "lot {lot} is an average statement: it is settled by payments, not disposed of",
  noAccepted: "lot {lot} goes back to an owner only on an accepted claim, and none was accepted",
  notPaid: "{name} has not yet paid what he owes on lot {lot}, {total} in all: {unpaid}",
  unpaidNothing: "{id}: {text} to {creditor}, nothing paid ({for}; {provisions})",
  unpaidPart: "{id}: {text} to {creditor}, part paid ({for}; {provisions})",
  returnIt: "the claim of {name} on lot {lot} was accepted: return it to him (--to owner)",
  undecided: "the claim of {names} on lot {lot} is not yet decided; decide it first",
  andOf: "{a} and of {b}",
  mayChoose: "{holder} may still choose until {deadline} ({provisions}){lapse}",
  lapse: "; {lapse}",
  stillOpen: "lot {lot} cannot be disposed of on {date}: {choices}",
  noOneYet: "no one yet",
  noOne:
    "lot {lot} cannot go to {to}: the lot's case names no one as {to}; as of {date} the determination gives it to {given}",
  party: " ({name})",
  notTo: "lot {lot} does not go to {to}{party}: as of {date} the determination gives it to {given}: {situation}",
  badTo: '--to is {first} or {last}, not "{to}"',
  assessment: "{what}, by {by}",
  needed: "lot {lot} cannot be disposed of on {date}: an assessment is still needed: {needed} (register assess)",
});

export interface Disposal {
  status: LotStatus;
  /** The party it goes to, by the id the determination knows him by and his name. */
  holder: { id: string; name: string };
  shares: { id: string; name: string; amount: string }[];
}

/** A party's name as the lot's case or determination gives it; else the id itself. */
function nameIn(lot: LotRecord, d: Determination, id: string): string {
  const people = Array.isArray(lot.case.facts.people)
    ? (lot.case.facts.people as { id?: unknown; name?: unknown }[])
    : [];
  const p = people.find((x) => x?.id === id);
  if (typeof p?.name === "string") return p.name;
  return d.allocations.find((a) => a.id === id)?.name ?? (d.groups ?? []).find((g) => g.id === id)?.name ?? id;
}

/**
 * The disposition of `lot` (its postings brought up to `d`) to `to` on `date`, or
 * the refusal: an average is settled, not disposed of; an owner has the lot back
 * only on an accepted claim and once he has paid what he owes for it; one of
 * those the lot's kind says it may go to (the king, the foreshore holder, the
 * community: cases/kinds/lot.ts, CUSTODY_RECIPIENTS) only once no one may still
 * come for it, and only the one the determination gives it to; and nothing while
 * an assessment is still needed.
 */
export function disposal(lot: LotRecord, d: Determination, date: string, to: string, currency: Currency): Disposal {
  if (d.statement || (d.averages ?? []).length > 0) {
    throw new RegisterError(say.average({ lot: lot.id }));
  }
  const recipients = recipientsOf(lot.case);
  const accepted = lot.claims.find((c) => c.decision?.accepted);
  const pending = lot.claims.filter((c) => c.decision === undefined);
  let status: LotStatus;
  let holder: Disposal["holder"];
  if (to === "owner") {
    if (!accepted) {
      throw new RegisterError(say.noAccepted({ lot: lot.id }));
    }
    const unpaid = (lot.postings ?? []).filter(
      (p) => (p.debtor === accepted.id || p.debtor === "owner") && openOf(p).sign() > 0,
    );
    if (unpaid.length > 0) {
      const listed = unpaid.map((p) =>
        (p.paid === "0" ? say.unpaidNothing : say.unpaidPart)({
          id: p.id,
          text: p.text,
          creditor: p.creditor,
          for: p.for,
          provisions: p.provisions.join(", "),
        }),
      );
      throw new RegisterError(
        say.notPaid({
          name: accepted.name,
          lot: lot.id,
          total: Money.ofMinor(
            currency,
            unpaid.reduce((t, p) => t.add(openOf(p)), Rational.ZERO),
          ).format(),
          unpaid: joinSaid(listed, ", "),
        }),
        unpaid.flatMap((p) => p.provisions),
      );
    }
    status = "returned";
    holder = { id: accepted.id, name: accepted.name };
  } else if (Object.hasOwn(recipients, to)) {
    if (accepted) throw new RegisterError(say.returnIt({ name: accepted.name, lot: lot.id }));
    if (pending.length > 0)
      throw new RegisterError(
        say.undecided({
          names: pending.map((c) => c.name).reduce((a, b) => say.andOf({ a, b })),
          lot: lot.id,
        }),
      );
    const open = d.options.filter((o) => o.deadline !== undefined && (o.status === undefined || o.status === "open"));
    if (open.length > 0) {
      const choices = open.map((o) =>
        say.mayChoose({
          holder: o.holder,
          deadline: String(o.deadline),
          provisions: o.provisions.join(", "),
          lapse: o.lapse ? say.lapse({ lapse: o.lapse }) : "",
        }),
      );
      throw new RegisterError(
        say.stillOpen({ lot: lot.id, date, choices: joinSaid(choices, "; ") }),
        open.flatMap((o) => o.provisions),
      );
    }
    const recipient = recipients[to] as Recipient;
    const party = recipient.party(lot.case);
    const entitled = entitledOf(d);
    const given = (ids: Set<string>) => [...ids].map((x) => nameIn(lot, d, x)).join(", ") || say.noOneYet();
    if (party === undefined) {
      throw new RegisterError(
        say.noOne({ lot: lot.id, to: { the: to }, date, given: given(entitled) }),
        citesOf(d),
        "to",
      );
    }
    if (!entitled.has(party)) {
      throw new RegisterError(
        say.notTo({
          lot: lot.id,
          to: { the: to },
          party: party !== to ? say.party({ name: nameIn(lot, d, party) }) : "",
          date,
          given: given(entitled),
          situation: d.situation,
        }),
        citesOf(d),
        "to",
      );
    }
    status = recipient.status;
    holder = { id: party, name: nameIn(lot, d, party) };
  } else {
    const names = ["owner", ...Object.keys(recipients)];
    throw new RegisterError(
      say.badTo({ first: names.slice(0, -1).join(", "), last: String(names.at(-1)), to }),
      [],
      "to",
    );
  }
  const needed = d.assessments.filter((a) => a.status === "needed");
  if (needed.length > 0) {
    throw new RegisterError(
      say.needed({
        lot: lot.id,
        date,
        needed: joinSaid(
          needed.map((a) => say.assessment({ what: a.what, by: a.by })),
          "; ",
        ),
      }),
      needed.flatMap((a) => a.provisions),
    );
  }
  return { status, holder, shares: d.allocations.map((a) => ({ id: a.id, name: a.name, amount: a.exact.text })) };
}

/** The parties the determination gives the lot, or a share of it, to. */
function entitledOf(d: Determination): Set<string> {
  const out = new Set<string>();
  for (const a of d.allocations) if (Rational.parse(a.exact.minor).sign() > 0) out.add(a.id);
  for (const l of d.liabilities) if (!l.amount) out.add(l.to);
  for (const g of d.groups ?? []) if (Rational.parse(g.exact.minor).sign() > 0) out.add(g.id);
  return out;
}
