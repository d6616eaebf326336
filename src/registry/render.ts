/**
 * The register's results as text for the clerk: what an entry did, a lot, the
 * list of lots, what falls due, a lot's history.
 */

import type { Determination } from "../core/determination.js";
import { type Party, partiesOf } from "./lot-view.js";
import { nameOf, partyName } from "./names.js";
import type { DueRow, HistoryItem, LotRecord, Shown, WriteResult } from "./records.js";

/**
 * The determination's shares, each by its party's name. The office's share says
 * what it is (money it holds out of another's, against what he owes), so that it
 * does not read as the office's own while the ledger posts it to him.
 */
function shares(d: Determination, parties: readonly Party[]): string[] {
  return d.allocations.map((a) => {
    const p = parties.find((x) => x.id === a.id);
    const who = p ? partyName(p) : a.name;
    const held = p?.role === "office" ? ` — ${a.reason}` : "";
    return `    ${who}: ${a.exact.text}${held}`;
  });
}

/** A due row's day: its own, or, owed on demand, the day it arose, said so: no day to pay by is made up for it. */
function dueDay(r: DueRow): string {
  const day = `${r.date}${r.other ? ` [${r.other}]` : ""}`;
  return r.onDemand ? `on demand since ${day}` : day;
}

/** Who a row is about, by name: the row's lot's party, where `names` knows the lot. */
export type Names = (lot: string, id: string) => string;

function dueLines(rows: readonly DueRow[], lot = false, names?: Names): string[] {
  return rows.map(
    (r) =>
      `    ${dueDay(r)}  ${lot ? `${r.lot}  ` : ""}${r.whoName ?? (names ? names(r.lot, r.who) : r.who)}: ${r.what} (${r.provisions.join(", ")})`,
  );
}

/** Names on one lot. */
function namesOn(parties: readonly Party[]): Names {
  return (_lot, id) => nameOf(id, parties);
}

export function renderWrite(what: string, r: WriteResult): string {
  const out = [
    `entry ${r.seq} (${r.hash.slice(0, 16)}…): ${what}${r.lot ? ` — lot ${r.lot.id}, ${r.lot.status}` : ""}`,
  ];
  const d = r.determination;
  const parties = r.lot ? partiesOf(r.lot, d) : [];
  if (d) {
    out.push(`  ${d.situation}`);
    if (d.allocations.length) out.push("  shares:", ...shares(d, parties));
    for (const w of d.warnings) out.push(`  note: ${w.message} (${w.provisions.join(", ")})`);
  }
  if (r.lot?.disposition) {
    out.push(`  to ${toWhom(r.lot.disposition)} on ${r.lot.disposition.date}`);
  }
  if (r.due?.length) out.push("  falls due:", ...dueLines(r.due, false, r.lot ? namesOn(parties) : undefined));
  if (d) out.push(`  receipt: case ${d.receipt.case.slice(0, 16)}…; ${readingsText(d)}`);
  return out.join("\n");
}

/** To whom a lot went: the --to it was given and, where it is someone else, the party by name. */
function toWhom(x: NonNullable<LotRecord["disposition"]>): string {
  if (!x.holder || x.holder.name === x.to) return x.to;
  return `${x.to}: ${x.holder.name}`;
}

function readingsText(d: Determination): string {
  return d.readings.length ? `readings ${d.readings.map((x) => `${x.name}=${x.value}`).join(", ")}` : "no readings";
}

export function renderShown(s: Shown): string {
  const l = s.lot;
  const parties = partiesOf(l, s.determination);
  const who = (id: string) => nameOf(id, parties);
  const out = [
    `lot ${l.id}: ${l.description} — ${l.status}`,
    `  ${l.statute} ${l.kind}; lodged ${l.lodged}${l.place ? `; found ${l.place}` : ""}${l.finder ? `; by ${l.finder}` : ""}${l.marks ? `; marks ${l.marks}` : ""}${l.quantity ? `; ${l.quantity}` : ""}${l.condition ? `; ${l.condition}` : ""}`,
  ];
  for (const c of l.claims) {
    out.push(
      `  claim by ${c.name} (${c.id})${c.agent ? ` through his agent ${c.agent}` : ""} on ${c.date}${c.proof ? `, proof: ${c.proof}` : ""}: ${c.decision ? `${c.decision.accepted ? "accepted" : "refused"} on ${c.decision.date} by ${c.decision.by}${c.decision.reason ? ` (${c.decision.reason})` : ""}` : "not yet decided"}`,
    );
  }
  for (const x of l.sales) out.push(`  sold on ${x.date} for ${x.price}${x.buyer ? ` to ${x.buyer}` : ""}`);
  for (const x of l.costs) out.push(`  costs ${x.amount} on ${x.date}${x.for ? ` for ${x.for}` : ""}`);
  for (const p of l.payments) {
    const on = p.discharged?.length ? `; on ${p.discharged.map((x) => x.id).join(", ")}` : "";
    out.push(`  paid ${p.text} on ${p.date}: ${who(p.from)} → ${who(p.to)}${p.for ? ` (${p.for})` : ""}${on}`);
  }
  for (const a of l.assessments ?? []) {
    out.push(`  assessed on ${a.date}: ${a.field}${a.item ? ` of ${a.item}` : ""} = ${String(a.value)}, by ${a.by}`);
  }
  if (l.disposition) out.push(`  disposed of on ${l.disposition.date} to ${toWhom(l.disposition)}`);
  out.push(`  as of ${s.asOf}: ${s.determination.situation}`);
  if (s.determination.allocations.length) out.push("  shares:", ...shares(s.determination, parties));
  const inKind = s.determination.liabilities.filter((x) => !x.amount);
  if (inKind.length) {
    out.push("  not in money:");
    for (const x of inKind)
      out.push(`    ${who(x.from)} → ${who(x.to)}: ${x.description} (${x.provisions.join(", ")})`);
  }
  for (const a of s.determination.averages ?? []) {
    const q = a.shares;
    if (!q) continue;
    const whole = q.lost !== undefined ? `${q.lost} ${q.unit} lost` : q.amount ? `${q.amount.text}` : "";
    out.push(
      `  ${q.lost !== undefined ? "shared in kind" : "shared by quantity"}: ${a.label}${whole ? `; ${whole}` : ""}, by ${q.measure} (${q.total} ${q.unit} in all)`,
    );
    for (const l of q.lines) {
      const kind = `${l.bears !== undefined ? `, bears ${l.bears} ${q.unit}` : ""}${l.receives !== undefined ? `, keeps ${l.receives} ${q.unit}` : ""}`;
      const money = l.exact
        ? `, pays ${l.exact.text}${l.rounded && l.rounded.text !== l.exact.text ? ` (${l.rounded.text} rounded)` : ""}`
        : "";
      out.push(
        `    ${l.owner}: ${l.label}: ${l.quantity} ${q.unit}, ${l.fraction} of the whole${kind}${money} (${l.provisions.join(", ")})`,
      );
    }
  }
  const needed = s.determination.assessments.filter((a) => a.status === "needed");
  if (needed.length) {
    out.push("  still to be assessed:");
    for (const a of needed) out.push(`    ${a.what}, by ${a.by} (${a.provisions.join(", ")})`);
  }
  if (s.postings.length) {
    out.push("  postings:");
    for (const p of s.postings) {
      out.push(
        `    ${p.id} ${who(p.debtor)} → ${who(p.creditor)}: ${p.text}, paid ${p.paid === p.minor ? "in full" : p.paid === "0" ? "nothing" : "in part"}${p.state === "closed" ? " (no longer owed; what was paid stays paid)" : ""}${p.due ? `, due ${p.due}` : ""} — ${p.for} (${p.provisions.join(", ")})`,
      );
    }
  }
  const owed = s.owed;
  if (owed.length) {
    out.push("  owed:");
    for (const o of owed) {
      out.push(
        `    ${who(o.from)} → ${who(o.to)}: ${o.owed}, paid ${o.paid}, outstanding ${o.outstanding} (${o.provisions.join(", ")})`,
      );
    }
  }
  if (s.due.length) out.push("  falls due:", ...dueLines(s.due, false, namesOn(parties)));
  out.push(`  readings: ${s.determination.readings.map((x) => `${x.name}=${x.value}`).join(", ") || "none"}`);
  return out.join("\n");
}

export function renderList(
  rows: readonly Pick<LotRecord, "id" | "status" | "statute" | "kind" | "lodged" | "description">[],
): string {
  if (rows.length === 0) return "no lots";
  return rows
    .map((r) => `${r.id}  ${r.status}  ${r.statute}/${r.kind}  lodged ${r.lodged}  ${r.description}`)
    .join("\n");
}

export function renderDue(rows: readonly DueRow[], names?: Names): string {
  if (rows.length === 0) return "nothing falls due";
  return dueLines(rows, true, names)
    .map((x) => x.slice(4))
    .join("\n");
}

/** The fields of an entry's event that name a party by id: shown by name, the id beside it. */
const PARTY_FIELDS = new Set(["from", "to", "claimant"]);

/**
 * A lot's entries. With `names` (the lot's parties), an event's payer, payee and
 * claimant read by name, their id beside it; a disposition's holder by name.
 */
export function renderHistory(items: readonly HistoryItem[], names?: (id: string) => string): string {
  const out: string[] = [];
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
      `entry ${h.seq}  ${h.at}  ${h.kind} by ${h.actor}${h.reason ? ` (${h.reason})` : ""}${h.corrects ? `, corrects entry ${h.corrects}` : ""}`,
    );
    if (ev) out.push(`  ${ev}`);
    if (h.situation) out.push(`  ${h.situation}`);
    if (h.receipt) {
      out.push(
        `  receipt: sealaw ${h.receipt.sealaw}; ${h.receipt.statute} texts ${h.receipt.statuteTexts.slice(0, 16)}…; case ${h.receipt.case.slice(0, 16)}…; readings ${h.receipt.readings.map((x) => `${x.name}=${x.value}`).join(", ") || "none"}`,
      );
    }
    out.push(`  hash ${h.hash}`);
  }
  return out.join("\n");
}
