/**
 * The register and the engine: each event's case decided with the office's
 * readings, and what the register reads off a determination — what is owed, and
 * what falls due. The law is the engine's; this file only reads its answers.
 */

import type { Determination } from "../core/determination.js";
import { type Currency, Money } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { decidePrepared, findStatute, prepare } from "../engine/decide.js";
import type { CaseFile } from "./kinds.js";
import { AVERAGE, CLOSED, type DueRow, type LotRecord, type Owed } from "./records.js";

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

export function decideCurrency(c: CaseFile, office: Readonly<Record<string, string>>): { currency: Currency } {
  return { currency: prepare({ ...c, readings: readingsFor(c, office) }, { explanation: false }).currency };
}

export function currencyOf(c: CaseFile, office: Readonly<Record<string, string>>): Currency {
  return decideCurrency(c, office).currency;
}

export function citesOf(d: Determination): string[] {
  return [
    ...new Set(d.explanation.provisions.length ? d.explanation.provisions : d.funds.flatMap((f) => f.provisions)),
  ];
}

export function minorOf(j: { minor: string }): Rational {
  return Rational.parse(j.minor);
}

/** What each party owes another under a determination, less what the record shows paid. */
export function owedUnder(lot: LotRecord, d: Determination, currency: Currency): Owed[] {
  const lines = new Map<string, { from: string; to: string; owed: Rational; what: string[]; provisions: string[] }>();
  const add = (from: string, to: string, amount: Rational, what: string, provisions: readonly string[]) => {
    const k = `${from}\u0000${to}`;
    const l = lines.get(k) ?? { from, to, owed: Rational.ZERO, what: [], provisions: [] };
    l.owed = l.owed.add(amount);
    l.what.push(what);
    for (const p of provisions) if (!l.provisions.includes(p)) l.provisions.push(p);
    lines.set(k, l);
  };
  for (const l of d.liabilities) if (l.amount) add(l.from, l.to, minorOf(l.amount), l.description, l.provisions);
  if (d.statement) {
    for (const b of d.statement.balances) {
      const net = minorOf(b.net);
      if (net.sign() < 0)
        add(b.party, AVERAGE, net.neg(), `${b.name}'s balance of the average`, d.statement.provisions);
      if (net.sign() > 0) add(AVERAGE, b.party, net, `${b.name}'s balance of the average`, d.statement.provisions);
    }
  }
  const out: Owed[] = [];
  for (const l of lines.values()) {
    let paid = Rational.ZERO;
    for (const p of lot.payments) if (p.from === l.from && p.to === l.to) paid = paid.add(Rational.parse(p.minor));
    const left = l.owed.sub(paid);
    const open = left.sign() > 0 ? left : Rational.ZERO;
    out.push({
      from: l.from,
      to: l.to,
      owed: Money.ofMinor(currency, l.owed).format(),
      paid: Money.ofMinor(currency, paid).format(),
      outstanding: Money.ofMinor(currency, open).format(),
      outstandingMinor: open.toString(),
      what: l.what,
      provisions: l.provisions,
    });
  }
  return out;
}

/**
 * What falls due under a determination: its dated duties and the deadlines of
 * the options still open, each on the day the determination gives. An option
 * the facts show as chosen or lapsed is no longer to be chosen. The balances of
 * an average statement fall due on no day: dl-averi/26 fixes none ('er ingen
 * skipper pligtig at lade følge nogen sit gods, før end han har betalt sin part
 * af havari, eller stillet derfor nøjagtig borgen': the skipper holds the goods
 * until each share is paid or secured), so they are what is owed, not what falls
 * due on a day; `owedUnder` lists them.
 */
export function dueRows(lot: LotRecord, d: Determination): DueRow[] {
  if (CLOSED.has(lot.status)) return [];
  const rows: DueRow[] = [];
  for (const o of d.obligations) {
    if (!o.due) continue;
    rows.push({
      lot: lot.id,
      date: o.due.slice(0, 10),
      who: o.who,
      what: o.due.length > 10 ? `${o.what} (by ${o.due})` : o.what,
      provisions: o.provisions,
    });
  }
  for (const o of d.options) {
    if (!o.deadline || (o.status !== undefined && o.status !== "open")) continue;
    rows.push({
      lot: lot.id,
      date: o.deadline.slice(0, 10),
      who: o.holder,
      what: `may choose until ${o.deadline}: ${o.choices.join("; or ")}${o.lapse ? `. If not: ${o.lapse}` : ""}`,
      provisions: o.provisions,
    });
  }
  return rows;
}
