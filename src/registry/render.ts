/**
 * The register's results as text for the clerk: what an entry did, a lot, the
 * list of lots, what falls due, a lot's history.
 */

import type { Determination } from "../core/determination.js";
import { type Lang, phrases, sayer } from "../core/messages.js";
import { type Party, partiesOf } from "./lot-view.js";
import { nameSaid, partySaid } from "./names-said.js";
import type { DueRow, HistoryItem, LotRecord, Shown, WriteResult } from "./records.js";

/**
 * The register's words. The law's own texts in a lot (its situation, reasons,
 * descriptions, duties) are said through the messages of the determination they
 * come from (`sayer`); names, ids, amounts and dates are printed as kept.
 */
const say = phrases("register", {
  onDemand: "on demand since {day}",
  entry: "entry {seq} ({hash}…): {what}",
  entryLot: "entry {seq} ({hash}…): {what} — lot {lot}, {status}",
  shares: "shares:",
  note: "note: {message} ({provisions})",
  toOn: "to {whom} on {date}",
  fallsDue: "falls due:",
  receipt: "receipt: case {hash}…; {readings}",
  readings: "readings {list}",
  noReadings: "no readings",
  lot: "lot {id}: {description} — {status}",
  lodged: "{statute} {kind}; lodged {date}",
  found: "found {place}",
  by: "by {finder}",
  marks: "marks {marks}",
  claim: "claim by {name} ({id}){agent} on {date}{proof}: {decision}",
  agent: " through his agent {agent}",
  proof: ", proof: {proof}",
  accepted: "accepted on {date} by {by}",
  refused: "refused on {date} by {by}",
  notDecided: "not yet decided",
  sold: "sold on {date} for {price}",
  soldTo: "sold on {date} for {price} to {buyer}",
  costs: "costs {amount} on {date}",
  costsFor: "costs {amount} on {date} for {what}",
  paid: "paid {amount} on {date}: {from} → {to}",
  assessed: "assessed on {date}: {field} = {value}, by {by}",
  assessedItem: "assessed on {date}: {field} of {item} = {value}, by {by}",
  disposed: "disposed of on {date} to {whom}",
  asOf: "as of {date}: {situation}",
  notInMoney: "not in money:",
  lost: "{lost} {unit} lost",
  sharedInKind: "shared in kind: {label}{whole}, by {measure} ({total} {unit} in all)",
  sharedByQuantity: "shared by quantity: {label}{whole}, by {measure} ({total} {unit} in all)",
  bears: ", bears {n} {unit}",
  keeps: ", keeps {n} {unit}",
  pays: ", pays {amount}",
  paysRounded: ", pays {amount} ({rounded} rounded)",
  quantityLine: "{owner}: {label}: {quantity} {unit}, {fraction} of the whole{kind}{money} ({provisions})",
  toBeAssessed: "still to be assessed:",
  assessment: "{what}, by {by} ({provisions})",
  postings: "postings:",
  posting: "{id} {debtor} → {creditor}: {amount}, {paid}{closed}{due} — {for} ({provisions})",
  paidInFull: "paid in full",
  paidNothing: "paid nothing",
  paidInPart: "paid in part",
  closed: " (no longer owed; what was paid stays paid)",
  dueOn: ", due {date}",
  owed: "owed:",
  owedLine: "{from} → {to}: {owed}, paid {paid}, outstanding {outstanding} ({provisions})",
  readingsLine: "readings: {list}",
  none: "none",
  noLots: "no lots",
  listRow: "{id}  {status}  {statute}/{kind}  lodged {date}  {description}",
  nothingDue: "nothing falls due",
  historyEntry: "entry {seq}  {at}  {kind} by {actor}{reason}{corrects}",
  corrects: ", corrects entry {seq}",
  historyReceipt: "receipt: sealaw {sealaw}; {statute} texts {texts}…; case {hash}…; readings {readings}",
  hash: "hash {hash}",
  lodgedStatus: "lodged",
  soldStatus: "sold",
  returnedStatus: "returned",
  forfeitedStatus: "forfeited",
  dividedStatus: "divided",
  settledStatus: "settled",
  on: "; on {ids}",
  // What an entry did (cli/register.ts names it so).
  claimEntered: "claim entered",
  claimAccepted: "claim accepted",
  claimRefused: "claim refused",
  assessedWrite: "assessed",
  costsEntered: "costs entered",
  paidWrite: "paid",
  disposedWrite: "disposed",
});

/** A lot's status in words: the status is kept by its English name. */
function statusIn(lang: Lang, status: string): string {
  const p = (say as Record<string, (typeof say)["sold"]>)[`${status}Status`];
  return p ? p.in(lang) : status;
}

/**
 * The determination's shares, each by its party's name. The office's share says
 * what it is (money it holds out of another's, against what he owes), so that it
 * does not read as the office's own while the ledger posts it to him.
 */
function shares(d: Determination, parties: readonly Party[], law: (text: string) => string): string[] {
  return d.allocations.map((a) => {
    const p = parties.find((x) => x.id === a.id);
    const who = p ? law(partySaid(p)) : a.name;
    const held = p?.role === "office" ? ` — ${law(a.reason)}` : "";
    return `    ${who}: ${a.exact.text}${held}`;
  });
}

/** A due row's day: its own, or, owed on demand, the day it arose, said so: no day to pay by is made up for it. */
function dueDay(r: DueRow, lang: Lang): string {
  const day = `${r.date}${r.other ? ` [${r.other}]` : ""}`;
  return r.onDemand ? say.onDemand.in(lang, { day }) : day;
}

/** Who a row is about, by name: the row's lot's party, where `names` knows the lot. */
export type Names = (lot: string, id: string) => string;

function dueLines(
  rows: readonly DueRow[],
  lot: boolean,
  names: Names | undefined,
  lang: Lang,
  law: (text: string) => string,
): string[] {
  return rows.map(
    (r) =>
      `    ${dueDay(r, lang)}  ${lot ? `${r.lot}  ` : ""}${r.whoName ?? (names ? names(r.lot, r.who) : r.who)}: ${law(r.what)} (${r.provisions.join(", ")})`,
  );
}

/** Names on one lot. */
function namesOn(parties: readonly Party[]): Names {
  return (_lot, id) => nameSaid(id, parties);
}

/** What an entry did, said in `lang` ("lodged", "claim entered": register.ts names it in English). */
export function renderWrite(what: string, r: WriteResult, lang: Lang = "en"): string {
  const d = r.determination;
  const law = sayer(lang, d?.phrases);
  const head = { seq: String(r.seq), hash: r.hash.slice(0, 16), what: law(what) };
  const out = [
    r.lot
      ? say.entryLot.in(lang, { ...head, lot: r.lot.id, status: statusIn(lang, r.lot.status) })
      : say.entry.in(lang, head),
  ];
  const parties = r.lot ? partiesOf(r.lot, d) : [];
  if (d) {
    out.push(`  ${law(d.situation)}`);
    if (d.allocations.length) out.push(`  ${say.shares.in(lang)}`, ...shares(d, parties, law));
    for (const w of d.warnings)
      out.push(`  ${say.note.in(lang, { message: law(w.message), provisions: w.provisions.join(", ") })}`);
  }
  if (r.lot?.disposition) {
    out.push(`  ${say.toOn.in(lang, { whom: toWhom(r.lot.disposition), date: r.lot.disposition.date })}`);
  }
  if (r.due?.length)
    out.push(`  ${say.fallsDue.in(lang)}`, ...dueLines(r.due, false, r.lot ? namesOn(parties) : undefined, lang, law));
  if (d) out.push(`  ${say.receipt.in(lang, { hash: d.receipt.case.slice(0, 16), readings: readingsText(d, lang) })}`);
  return out.join("\n");
}

/** To whom a lot went: the --to it was given and, where it is someone else, the party by name. */
function toWhom(x: NonNullable<LotRecord["disposition"]>): string {
  if (!x.holder || x.holder.name === x.to) return x.to;
  return `${x.to}: ${x.holder.name}`;
}

function readingsText(d: Determination, lang: Lang): string {
  return d.readings.length
    ? say.readings.in(lang, { list: d.readings.map((x) => `${x.name}=${x.value}`).join(", ") })
    : say.noReadings.in(lang);
}

export function renderShown(s: Shown, lang: Lang = "en"): string {
  const l = s.lot;
  const d = s.determination;
  const law = sayer(lang, d.phrases);
  const parties = partiesOf(l, d);
  const who = (id: string) => nameSaid(id, parties);
  const where = [
    say.lodged.in(lang, { statute: l.statute, kind: l.kind, date: l.lodged }),
    ...(l.place ? [say.found.in(lang, { place: l.place })] : []),
    ...(l.finder ? [say.by.in(lang, { finder: l.finder })] : []),
    ...(l.marks ? [say.marks.in(lang, { marks: l.marks })] : []),
    ...(l.quantity ? [l.quantity] : []),
    ...(l.condition ? [l.condition] : []),
  ];
  const out = [
    say.lot.in(lang, { id: l.id, description: l.description, status: statusIn(lang, l.status) }),
    `  ${where.join("; ")}`,
  ];
  for (const c of l.claims) {
    const decision = c.decision
      ? (c.decision.accepted ? say.accepted : say.refused).in(lang, { date: c.decision.date, by: c.decision.by }) +
        (c.decision.reason ? ` (${c.decision.reason})` : "")
      : say.notDecided.in(lang);
    out.push(
      `  ${say.claim.in(lang, {
        name: c.name,
        id: c.id,
        agent: c.agent ? say.agent.in(lang, { agent: c.agent }) : "",
        date: c.date,
        proof: c.proof ? say.proof.in(lang, { proof: c.proof }) : "",
        decision,
      })}`,
    );
  }
  for (const x of l.sales)
    out.push(
      `  ${x.buyer ? say.soldTo.in(lang, { date: x.date, price: x.price, buyer: x.buyer }) : say.sold.in(lang, { date: x.date, price: x.price })}`,
    );
  for (const x of l.costs)
    out.push(
      `  ${x.for ? say.costsFor.in(lang, { amount: x.amount, date: x.date, what: x.for }) : say.costs.in(lang, { amount: x.amount, date: x.date })}`,
    );
  for (const p of l.payments) {
    const on = p.discharged?.length ? say.on.in(lang, { ids: p.discharged.map((x) => x.id).join(", ") }) : "";
    out.push(
      `  ${say.paid.in(lang, { amount: p.text, date: p.date, from: who(p.from), to: who(p.to) })}${p.for ? ` (${law(p.for)})` : ""}${on}`,
    );
  }
  for (const a of l.assessments ?? []) {
    const args = { date: a.date, field: a.field, value: String(a.value), by: a.by };
    out.push(`  ${a.item ? say.assessedItem.in(lang, { ...args, item: a.item }) : say.assessed.in(lang, args)}`);
  }
  if (l.disposition) out.push(`  ${say.disposed.in(lang, { date: l.disposition.date, whom: toWhom(l.disposition) })}`);
  out.push(`  ${say.asOf.in(lang, { date: s.asOf, situation: law(d.situation) })}`);
  if (d.allocations.length) out.push(`  ${say.shares.in(lang)}`, ...shares(d, parties, law));
  const inKind = d.liabilities.filter((x) => !x.amount);
  if (inKind.length) {
    out.push(`  ${say.notInMoney.in(lang)}`);
    for (const x of inKind)
      out.push(`    ${who(x.from)} → ${who(x.to)}: ${law(x.description)} (${x.provisions.join(", ")})`);
  }
  for (const a of d.averages ?? []) {
    const q = a.shares;
    if (!q) continue;
    const lostOrAmount =
      q.lost !== undefined ? say.lost.in(lang, { lost: q.lost, unit: q.unit }) : q.amount ? q.amount.text : "";
    const head = {
      label: law(a.label),
      whole: lostOrAmount ? `; ${lostOrAmount}` : "",
      measure: law(q.measure),
      total: q.total,
      unit: q.unit,
    };
    out.push(`  ${(q.lost !== undefined ? say.sharedInKind : say.sharedByQuantity).in(lang, head)}`);
    for (const ln of q.lines) {
      const kind = `${ln.bears !== undefined ? say.bears.in(lang, { n: ln.bears, unit: q.unit }) : ""}${ln.receives !== undefined ? say.keeps.in(lang, { n: ln.receives, unit: q.unit }) : ""}`;
      const money = ln.exact
        ? ln.rounded && ln.rounded.text !== ln.exact.text
          ? say.paysRounded.in(lang, { amount: ln.exact.text, rounded: ln.rounded.text })
          : say.pays.in(lang, { amount: ln.exact.text })
        : "";
      out.push(
        `    ${say.quantityLine.in(lang, {
          owner: ln.owner,
          label: law(ln.label),
          quantity: ln.quantity,
          unit: q.unit,
          fraction: ln.fraction,
          kind,
          money,
          provisions: ln.provisions.join(", "),
        })}`,
      );
    }
  }
  const needed = d.assessments.filter((a) => a.status === "needed");
  if (needed.length) {
    out.push(`  ${say.toBeAssessed.in(lang)}`);
    for (const a of needed)
      out.push(
        `    ${say.assessment.in(lang, { what: law(a.what), by: law(a.by), provisions: a.provisions.join(", ") })}`,
      );
  }
  if (s.postings.length) {
    out.push(`  ${say.postings.in(lang)}`);
    for (const p of s.postings) {
      const paid = p.paid === p.minor ? say.paidInFull : p.paid === "0" ? say.paidNothing : say.paidInPart;
      out.push(
        `    ${say.posting.in(lang, {
          id: p.id,
          debtor: who(p.debtor),
          creditor: who(p.creditor),
          amount: p.text,
          paid: paid.in(lang),
          closed: p.state === "closed" ? say.closed.in(lang) : "",
          due: p.due ? say.dueOn.in(lang, { date: p.due }) : "",
          for: law(p.for),
          provisions: p.provisions.join(", "),
        })}`,
      );
    }
  }
  const owed = s.owed;
  if (owed.length) {
    out.push(`  ${say.owed.in(lang)}`);
    for (const o of owed) {
      out.push(
        `    ${say.owedLine.in(lang, {
          from: who(o.from),
          to: who(o.to),
          owed: o.owed,
          paid: o.paid,
          outstanding: o.outstanding,
          provisions: o.provisions.join(", "),
        })}`,
      );
    }
  }
  if (s.due.length) out.push(`  ${say.fallsDue.in(lang)}`, ...dueLines(s.due, false, namesOn(parties), lang, law));
  out.push(
    `  ${say.readingsLine.in(lang, { list: d.readings.map((x) => `${x.name}=${x.value}`).join(", ") || say.none.in(lang) })}`,
  );
  return out.join("\n");
}

export function renderList(
  rows: readonly Pick<LotRecord, "id" | "status" | "statute" | "kind" | "lodged" | "description">[],
  lang: Lang = "en",
): string {
  if (rows.length === 0) return say.noLots.in(lang);
  return rows
    .map((r) =>
      say.listRow.in(lang, {
        id: r.id,
        status: statusIn(lang, r.status),
        statute: r.statute,
        kind: r.kind,
        date: r.lodged,
        description: r.description,
      }),
    )
    .join("\n");
}

export function renderDue(rows: readonly DueRow[], names?: Names, lang: Lang = "en"): string {
  if (rows.length === 0) return say.nothingDue.in(lang);
  return dueLines(rows, true, names, lang, sayer(lang))
    .map((x) => x.slice(4))
    .join("\n");
}

/** The fields of an entry's event that name a party by id: shown by name, the id beside it. */
const PARTY_FIELDS = new Set(["from", "to", "claimant"]);

/**
 * A lot's entries. With `names` (the lot's parties), an event's payer, payee and
 * claimant read by name, their id beside it; a disposition's holder by name.
 */
export function renderHistory(
  items: readonly HistoryItem[],
  names?: (id: string) => string,
  lang: Lang = "en",
): string {
  const out: string[] = [];
  const law = sayer(lang);
  for (const h of items) {
    const named = (k: string, v: unknown) => {
      if (names && typeof v === "string" && PARTY_FIELDS.has(k) && !(h.kind === "disposition" && k === "to")) {
        const name = names(v);
        return name === v ? v : `${name} (${v})`;
      }
      if (k === "holder" && v !== null && typeof v === "object" && typeof (v as { name?: unknown }).name === "string")
        return (v as { name: string }).name;
      return typeof v === "string" ? v : JSON.stringify(v);
    };
    const ev = Object.entries(h.event)
      .filter(([k]) => k !== "shares")
      .map(([k, v]) => `${k}=${named(k, v)}`)
      .join(", ");
    out.push(
      say.historyEntry.in(lang, {
        seq: String(h.seq),
        at: h.at,
        kind: h.kind,
        actor: h.actor,
        reason: h.reason ? ` (${h.reason})` : "",
        corrects: h.corrects ? say.corrects.in(lang, { seq: String(h.corrects) }) : "",
      }),
    );
    if (ev) out.push(`  ${ev}`);
    if (h.situation) out.push(`  ${law(h.situation)}`);
    if (h.receipt) {
      out.push(
        `  ${say.historyReceipt.in(lang, {
          sealaw: h.receipt.sealaw,
          statute: h.receipt.statute,
          texts: h.receipt.statuteTexts.slice(0, 16),
          hash: h.receipt.case.slice(0, 16),
          readings: h.receipt.readings.map((x) => `${x.name}=${x.value}`).join(", ") || say.none.in(lang),
        })}`,
      );
    }
    out.push(`  ${say.hash.in(lang, { hash: h.hash })}`);
  }
  return out.join("\n");
}
