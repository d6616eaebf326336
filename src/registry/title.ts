/**
 * Title: to whom a lot may leave the office on a day, read off the lot's
 * determination as of that day. The register holds no law here either: who is
 * entitled, whether a time is still open and what an owner still owes are the
 * determination's and the ledger's; this file only checks the clerk's `--to`
 * against them and names the provision when it refuses.
 */

import type { Determination } from "../core/determination.js";
import { type Currency, Money } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { citesOf } from "./determine.js";
import { RegisterError } from "./errors.js";
import { type Recipient, recipientsOf } from "./kinds.js";
import { openOf } from "./ledger.js";
import type { LotRecord, LotStatus } from "./records.js";

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
    throw new RegisterError(`lot ${lot.id} is an average statement: it is settled by payments, not disposed of`);
  }
  const recipients = recipientsOf(lot.case);
  const accepted = lot.claims.find((c) => c.decision?.accepted);
  const pending = lot.claims.filter((c) => c.decision === undefined);
  let status: LotStatus;
  let holder: Disposal["holder"];
  if (to === "owner") {
    if (!accepted) {
      throw new RegisterError(`lot ${lot.id} goes back to an owner only on an accepted claim, and none was accepted`);
    }
    const unpaid = (lot.postings ?? []).filter(
      (p) => (p.debtor === accepted.id || p.debtor === "owner") && openOf(p).sign() > 0,
    );
    if (unpaid.length > 0) {
      throw new RegisterError(
        `${accepted.name} has not yet paid what he owes on lot ${lot.id}, ${Money.ofMinor(
          currency,
          unpaid.reduce((t, p) => t.add(openOf(p)), Rational.ZERO),
        ).format()} in all: ${unpaid.map((p) => `${p.id}: ${p.text} to ${p.creditor}, ${p.paid === "0" ? "nothing" : "part"} paid (${p.for}; ${p.provisions.join(", ")})`).join(", ")}`,
        unpaid.flatMap((p) => p.provisions),
      );
    }
    status = "returned";
    holder = { id: accepted.id, name: accepted.name };
  } else if (Object.hasOwn(recipients, to)) {
    if (accepted)
      throw new RegisterError(
        `the claim of ${accepted.name} on lot ${lot.id} was accepted: return it to him (--to owner)`,
      );
    if (pending.length > 0)
      throw new RegisterError(
        `the claim of ${pending.map((c) => c.name).join(" and of ")} on lot ${lot.id} is not yet decided; decide it first`,
      );
    const open = d.options.filter((o) => o.deadline !== undefined && (o.status === undefined || o.status === "open"));
    if (open.length > 0) {
      throw new RegisterError(
        `lot ${lot.id} cannot be disposed of on ${date}: ${open.map((o) => `${o.holder} may still choose until ${o.deadline} (${o.provisions.join(", ")})${o.lapse ? `; ${o.lapse}` : ""}`).join("; ")}`,
        open.flatMap((o) => o.provisions),
      );
    }
    const recipient = recipients[to] as Recipient;
    const party = recipient.party(lot.case);
    const entitled = entitledOf(d);
    const given = (ids: Set<string>) => [...ids].map((x) => nameIn(lot, d, x)).join(", ");
    if (party === undefined) {
      throw new RegisterError(
        `lot ${lot.id} cannot go to the ${to}: the lot's case names no one as the ${to}; as of ${date} the determination gives it to ${given(entitled) || "no one yet"}`,
        citesOf(d),
        "to",
      );
    }
    if (!entitled.has(party)) {
      throw new RegisterError(
        `lot ${lot.id} does not go to the ${to}${party !== to ? ` (${nameIn(lot, d, party)})` : ""}: as of ${date} the determination gives it to ${given(entitled) || "no one yet"}: ${d.situation}`,
        citesOf(d),
        "to",
      );
    }
    status = recipient.status;
    holder = { id: party, name: nameIn(lot, d, party) };
  } else {
    const names = ["owner", ...Object.keys(recipients)];
    throw new RegisterError(`--to is ${names.slice(0, -1).join(", ")} or ${names.at(-1)}, not "${to}"`, [], "to");
  }
  const needed = d.assessments.filter((a) => a.status === "needed");
  if (needed.length > 0) {
    throw new RegisterError(
      `lot ${lot.id} cannot be disposed of on ${date}: an assessment is still needed: ${needed.map((a) => `${a.what}, by ${a.by}`).join("; ")} (register assess)`,
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
