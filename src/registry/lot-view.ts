/**
 * What a lot's state lets the register take, and what a person reading the lot
 * needs beside its record: the writes the register would consider (and who may
 * make each), the fields an officer may have assessed, the parties by name and
 * the part each plays, the calendar the lot's days are written in, and its value
 * with its unit. Read off the register's own knowledge (the lot's status and
 * claims, title.ts's rule that an average is settled rather than disposed of,
 * and what each kind of lot keeps, src/cases/kinds/*-lot.ts), so that the pages
 * and any other client ask rather than repeat it. The register still checks every
 * write: what is allowed here may yet be refused on its facts.
 */

import type { Assessable } from "../cases/kinds/lot.js";
import { LOT_KIND_TABLE } from "../cases/kinds/lots.js";
import type { CalendarName } from "../core/calendar.js";
import type { Determination } from "../core/determination.js";
import { type Currency, Money } from "../core/money.js";
import { recipientsOf } from "./kinds.js";
import { CLOSED, type ClaimRecord, type LotRecord } from "./records.js";
import type { Role } from "./tokens.js";

/** The writes on a lot, in the order a lot's life takes them. */
export const LOT_ACTIONS = ["claim", "decide", "assess", "sell", "cost", "pay", "dispose"] as const;
export type LotAction = (typeof LOT_ACTIONS)[number];

/** The role each write needs (the server checks it on every request). */
export const ACTION_ROLES: Readonly<Record<LotAction, Role>> = {
  claim: "clerk",
  decide: "officer",
  assess: "officer",
  sell: "clerk",
  cost: "clerk",
  pay: "clerk",
  dispose: "officer",
};

export interface AllowedAction {
  action: LotAction;
  /** The least role that may make it. */
  role: Role;
  /** For a decision: the claims waiting for one (name one of them when several wait). */
  claims?: { id: string; name: string; date: string }[];
}

/** A field an officer may have assessed on the lot, and what its value is. */
export interface AssessableField {
  field: string;
  value: Assessable["value"];
  what: string;
}

/**
 * A party to the lot by its id in the lot's case: its name and the part it plays
 * (finder, office, claimant, king, or a role the case gives the person).
 */
export interface Party {
  id: string;
  name: string;
  role?: string;
  /** For a group of like persons paid member by member (households): how many members it has. */
  count?: number;
}

/**
 * One a lot may be disposed of to, by the name a clerk gives (--to), and whom it
 * stands for on this lot, where its case names him (the holder of the foreshore).
 */
export interface DisposeChoice {
  to: string;
  party?: string;
  name?: string;
}

export interface LotView {
  allowed: AllowedAction[];
  /** Those it may be disposed of to: the owner, and those its kind names (cases/kinds, recipients). */
  recipients: DisposeChoice[];
  assessable: AssessableField[];
  parties: Party[];
  /** The calendar the lot's days are written in. */
  calendar: CalendarName;
  /** The lot's value as lodged, with its unit ("36 rd"). */
  valueText?: string;
}

/**
 * The writes the lot's state lets the register take: on a lot that has left the
 * office only a payment of what is still owed; otherwise a claim while none was
 * accepted, a decision while a claim waits, an assessment where the kind has
 * assessable fields, a sale unless the lot was sold whole, costs, a payment, and a
 * disposition unless the lot is an average (title.ts: it is settled by payments).
 */
export function allowedActions(lot: LotRecord, d: Determination | undefined): AllowedAction[] {
  const take = (action: LotAction, extra: Partial<AllowedAction> = {}): AllowedAction => ({
    action,
    role: ACTION_ROLES[action],
    ...extra,
  });
  if (CLOSED.has(lot.status)) return [take("pay")];
  const k = LOT_KIND_TABLE[`${lot.statute}/${lot.kind}`];
  const accepted = lot.claims.some((c) => c.decision?.accepted);
  const waiting = lot.claims.filter((c) => c.decision === undefined);
  const out: AllowedAction[] = [];
  if (k?.claim && !accepted) out.push(take("claim"));
  if (k?.decision && !accepted && waiting.length > 0) {
    out.push(take("decide", { claims: waiting.map((c) => ({ id: c.id, name: c.name, date: c.date })) }));
  }
  if (assessableFields(lot).length > 0) out.push(take("assess"));
  if (k?.sale && (lot.status !== "sold" || k.soldByItem === true)) out.push(take("sell"));
  if (k?.cost) out.push(take("cost"));
  out.push(take("pay"));
  const average = d !== undefined && (d.statement !== undefined || (d.averages ?? []).length > 0);
  if (!average) out.push(take("dispose"));
  return out;
}

/** The fields an officer may have assessed on a lot of its kind (register.assess refuses any other). */
export function assessableFields(lot: Pick<LotRecord, "statute" | "kind">): AssessableField[] {
  const assess = LOT_KIND_TABLE[`${lot.statute}/${lot.kind}`]?.assess ?? {};
  return Object.entries(assess).map(([field, a]) => ({ field, value: a.value, what: a.what }));
}

/**
 * The lot's parties by id: the people of its case (the finder as finder, the office
 * as office, a claimant as claimant), its claimants, and those the determination
 * gives a share to.
 */
export function partiesOf(lot: LotRecord, d?: Determination): Party[] {
  return partiesFrom(lot.case.facts.people, lot.claims, d);
}

/**
 * The same of what partiesOf reads of a lot: the people of its case (`people`, as
 * its facts hold them, whatever they are) and its claims.
 */
export function partiesFrom(
  peopleFact: unknown,
  claims: readonly Pick<ClaimRecord, "id" | "name">[],
  d?: Determination,
): Party[] {
  const out = new Map<string, Party>();
  const people = Array.isArray(peopleFact) ? (peopleFact as unknown[]) : [];
  const claimants = new Set(claims.map((c) => c.id));
  for (const x of people) {
    if (x === null || typeof x !== "object") continue;
    const p = x as { id?: unknown; name?: unknown; roles?: unknown; count?: unknown };
    if (typeof p.id !== "string" || typeof p.name !== "string") continue;
    const roles = Array.isArray(p.roles) ? p.roles.filter((r): r is string => typeof r === "string") : [];
    const role =
      p.id === "finder" || p.id === "office" ? p.id : claimants.has(p.id) ? "claimant" : (roles[0] ?? undefined);
    const count = typeof p.count === "number" && Number.isInteger(p.count) && p.count > 1 ? p.count : undefined;
    out.set(p.id, { id: p.id, name: p.name, ...(role ? { role } : {}), ...(count ? { count } : {}) });
  }
  for (const c of claims) if (!out.has(c.id)) out.set(c.id, { id: c.id, name: c.name, role: "claimant" });
  for (const a of d?.allocations ?? []) if (!out.has(a.id)) out.set(a.id, { id: a.id, name: a.name });
  // An average's parties (the ship's owners among them) by the names its statement gives them.
  for (const st of [d?.statement, ...(d?.averages ?? []).map((a) => a.statement)])
    for (const b of st?.balances ?? []) if (!out.has(b.party)) out.set(b.party, { id: b.party, name: b.name });
  return [...out.values()];
}

/** Those a lot may be disposed of to, each with the party it stands for on this lot, by name. */
export function disposeChoices(lot: LotRecord, parties: readonly Party[]): DisposeChoice[] {
  const out: DisposeChoice[] = [{ to: "owner" }];
  for (const [to, r] of Object.entries(recipientsOf(lot.case))) {
    const party = r.party(lot.case);
    const name = parties.find((p) => p.id === party)?.name;
    out.push({
      to,
      ...(party !== undefined && party !== to ? { party } : {}),
      ...(name && party !== to ? { name } : {}),
    });
  }
  return out;
}

/** The calendar a lot's days are written in: its determination's, else the register's (Julian). */
export function lotCalendar(d: Determination | undefined): CalendarName {
  return d?.obligations.find((o) => o.calendar)?.calendar ?? "julian";
}

/** What a lot's page needs beside its record. */
export function lotView(lot: LotRecord, d: Determination | undefined, currency: Currency): LotView {
  const parsed = lot.value === undefined ? undefined : Money.parse(currency, lot.value);
  const valueText = parsed === undefined ? undefined : typeof parsed === "string" ? lot.value : parsed.format();
  const parties = partiesOf(lot, d);
  return {
    allowed: allowedActions(lot, d),
    recipients: disposeChoices(lot, parties),
    assessable: assessableFields(lot),
    parties,
    calendar: lotCalendar(d),
    ...(valueText !== undefined ? { valueText } : {}),
  };
}
