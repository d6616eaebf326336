/**
 * The register and the engine: each event's case decided with the office's
 * readings, and what the register reads off a determination — what is owed, and
 * what falls due. The law is the engine's; this file only reads its answers.
 */

import { type CalendarName, formatDate, toCalendar, tryParseDate } from "../core/calendar.js";
import type { Determination } from "../core/determination.js";
import { type Currency, Money } from "../core/money.js";
import { caseCurrency, decidePrepared, findStatute, prepare } from "../engine/decide.js";
import type { CaseFile } from "./kinds.js";
import { dutyOf, OFFICE, openOf } from "./ledger.js";
import { partiesOf } from "./lot-view.js";
import { nameOf } from "./names.js";
import { CLOSED, type DueRow, type LotRecord } from "./records.js";

/** The office readings a statute knows, under the case's own. */
export function readingsFor(c: CaseFile, office: Readonly<Record<string, string>>): Record<string, string> {
  const statute = findStatute(c.statute);
  const known = new Set(statute?.readings.map((r) => r.name) ?? []);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(office)) if (known.has(k)) out[k] = v;
  return { ...out, ...(c.readings ?? {}) };
}

export function decideCase(
  c: CaseFile,
  office: Readonly<Record<string, string>>,
): { d: Determination; currency: Currency } {
  const p = prepare({ ...c, readings: readingsFor(c, office) }, { explanation: false, source: "the lot's case" });
  return { d: decidePrepared(p), currency: p.currency };
}

/**
 * The lot's currency under the office's readings, found without preparing its case
 * (engine/decide.ts `caseCurrency`); a case that gives none is prepared, and its
 * refusal is the answer.
 */
export function currencyOf(c: CaseFile, office: Readonly<Record<string, string>>): Currency {
  const readings = readingsFor(c, office);
  return (
    caseCurrency({ ...c, readings }) ??
    prepare({ ...c, readings }, { explanation: false, source: "the lot's case" }).currency
  );
}

export function citesOf(d: Determination): string[] {
  return [
    ...new Set(d.explanation.provisions.length ? d.explanation.provisions : d.funds.flatMap((f) => f.provisions)),
  ];
}

/** The same day in the other calendar, "1690-05-20 (gregorian)". */
export function otherDay(date: string, calendar: CalendarName): string | undefined {
  const d = tryParseDate(date, calendar);
  if (!d) return undefined;
  return formatDate(toCalendar(d, calendar === "julian" ? "gregorian" : "julian"), { withCalendar: true });
}

/**
 * What falls due under a determination: every open posting, for what is still
 * open of it — on its day where the determination fixes one, and else owed on
 * demand from the day it arose (an accepted owner's, from the day his claim was
 * accepted) — its dated duties, the deadlines of the options still open, a lapse
 * as the duty it brings once the time has run out, and each assessment still
 * needed (as of the determination's day). A lot that has left the office keeps
 * only its open postings.
 */
export function dueRows(lot: LotRecord, d: Determination, asOf: string, currency: Currency): DueRow[] {
  const rows: DueRow[] = [];
  const cal: CalendarName = d.obligations.find((o) => o.calendar)?.calendar ?? "julian";
  const parties = partiesOf(lot, d);
  const row = (date: string, who: string, what: string, provisions: readonly string[], c: CalendarName = cal) => {
    const day = date.slice(0, 10);
    const other = otherDay(day, c);
    const name = nameOf(who, parties);
    rows.push({
      lot: lot.id,
      date: day,
      who,
      what,
      provisions: [...provisions],
      calendar: c,
      ...(other ? { other } : {}),
      ...(name !== who ? { whoName: name } : {}),
    });
  };
  // What the owner whose claim was accepted owes for the lot is owed from the decision: he has it only
  // once he has paid (dl-vrag/15 "for samme bjergeløn med al anvendte bekostning", dl-vrag/9 "for en
  // tilbørlig bjergeløn"), and the text fixes no other day.
  // A posting's line names the party paid; its id stays, for `pay --postings`.
  const accepted = lot.claims.find((c) => c.decision?.accepted);
  for (const p of lot.postings ?? []) {
    const open = openOf(p);
    if (open.sign() <= 0) continue;
    const amount = p.paid === "0" ? p.text : `${Money.ofMinor(currency, open).format()} of ${p.text}`;
    const pay = `pay ${nameOf(p.creditor, parties)} ${amount} (${p.for}; posting ${p.id})`;
    if (p.due) row(p.due, p.debtor, pay, p.provisions);
    else {
      // No day to pay it by is fixed (a general average's balances: dl-averi/26, paid or secured before
      // the goods are had): it is owed on demand from the day it arose, never from a day made up for it.
      const owner = accepted?.decision && p.debtor === accepted.id ? accepted : undefined;
      if (owner?.decision)
        row(owner.decision.date, p.debtor, `${pay} before the lot goes back to ${owner.name}`, p.provisions);
      else row(p.since ?? lot.lodged, p.debtor, pay, p.provisions);
    }
    const listed = rows.at(-1) as DueRow;
    listed.posting = p.id;
    if (!p.due) listed.onDemand = true;
  }
  if (CLOSED.has(lot.status)) return rows;
  const paying = new Set((lot.postings ?? []).map((p) => dutyOf(p, d)));
  for (const o of d.obligations) {
    if (!o.due || paying.has(o)) continue;
    row(o.due, o.who, o.due.length > 10 ? `${o.what} (by ${o.due})` : o.what, o.provisions, o.calendar ?? cal);
  }
  for (const o of d.options) {
    if (!o.deadline) continue;
    if (o.status === "chosen") continue;
    if (o.status === "lapsed") {
      if (!d.statement && o.lapse)
        row(o.deadline, OFFICE, `the time of ${o.holder} ran out on ${o.deadline}: ${o.lapse}`, o.provisions);
      continue;
    }
    row(
      o.deadline,
      o.holder,
      `may choose until ${o.deadline}: ${o.choices.join("; or ")}${o.lapse ? `. If not: ${o.lapse}` : ""}`,
      o.provisions,
    );
  }
  for (const a of d.assessments) {
    if (a.status !== "needed") continue;
    row(asOf, a.by, `assess: ${a.what} (${a.basis})`, a.provisions);
  }
  return rows;
}
