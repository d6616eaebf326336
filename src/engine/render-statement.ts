/**
 * A general-average statement as an adjuster draws it up, in two forms:
 *
 * - text, for the terminal (renderText includes it): a line per interest with its
 *   contributory value, what is made good to it, its exact share, its contribution
 *   exact and rounded, its net and the provisions it rests on; a totals row; the
 *   balances per party. A statement of more than `maxLines` lines shows its first
 *   and last lines and says how many are left out; the totals are always of all.
 * - a printable HTML document, one file with its own CSS and nothing else (no
 *   scripts, no outside resources), every line in it, every inserted text escaped.
 *   htmlParts() gives it in pieces, so that a statement of a million lines can be
 *   written out without ever being one string.
 *
 * The figures are the statement's own (exact numbers as text); this file only adds
 * them up for the totals, with bigints.
 */

import type { AverageBalance, AverageLine, AverageStatement, Determination } from "../core/determination.js";
import type { MoneyJSON } from "../core/money.js";
import { lcm, Rational } from "../core/rational.js";

export interface StatementTextOptions {
  /** Statements with more lines than this are shortened. Default 200. */
  maxLines?: number;
  /** How many lines a shortened statement shows at its start and at its end. Default 20 each. */
  keep?: number;
}

export interface StatementHtmlOptions {
  /** Titles of provisions by id, shown in the list of provisions cited. */
  provisionTitles?: ReadonlyMap<string, string>;
}

// ---------------------------------------------------------------- figures

const MONEY_KEYS = new Set(["currency", "minor", "minorUnit", "text"]);

/** The value in the largest unit as text ("5000/9") and that unit's code ("rd"). */
function inLargest(m: MoneyJSON): { value: string; code: string } {
  for (const [k, v] of Object.entries(m)) if (!MONEY_KEYS.has(k)) return { value: v, code: k };
  return { value: m.minor, code: m.minorUnit };
}

/** "5000/9 rd (≈ 555.56)" or "2000 rd": an exact amount in the largest unit. */
export function exactAmount(m: MoneyJSON): string {
  const { value, code } = inLargest(m);
  const slash = value.indexOf("/");
  if (slash < 0) return `${value} ${code}`;
  const approx = Rational.unsafe(BigInt(value.slice(0, slash)), BigInt(value.slice(slash + 1))).toDecimal(2);
  return `${value} ${code} (≈ ${approx})`;
}

/** A net as an adjuster writes it: "+600 rd", "-355 rd 3 mk 5 sk", "0 rd". */
function signed(m: MoneyJSON): string {
  return m.minor.startsWith("-") || m.minor === "0" ? m.text : `+${m.text}`;
}

/** A sum of exact amounts of the smallest unit ("n" or "n/d"), on a common denominator. */
class MinorSum {
  private num = 0n;
  private den = 1n;

  add(minor: string): void {
    const slash = minor.indexOf("/");
    if (slash < 0) {
      this.num += BigInt(minor) * this.den;
      return;
    }
    const n = BigInt(minor.slice(0, slash));
    const d = BigInt(minor.slice(slash + 1));
    if (this.den % d !== 0n) {
      const l = lcm(this.den, d);
      this.num *= l / this.den;
      this.den = l;
    }
    this.num += n * (this.den / d);
  }

  value(): Rational {
    return Rational.of(this.num, this.den);
  }
}

export interface StatementTotals {
  /** Sums over every line, exact, in the smallest unit. */
  contributoryValue: Rational;
  madeGood: Rational;
  contribution: Rational;
  net: Rational;
}

/** The totals over every line of the statement. */
export function statementTotals(s: AverageStatement): StatementTotals {
  const value = new MinorSum();
  const madeGood = new MinorSum();
  const contribution = new MinorSum();
  const net = new MinorSum();
  for (const l of s.lines) {
    value.add(l.contributoryValue.minor);
    madeGood.add(l.madeGood.minor);
    contribution.add(l.contribution.minor);
    net.add(l.net.minor);
  }
  return {
    contributoryValue: value.value(),
    madeGood: madeGood.value(),
    contribution: contribution.value(),
    net: net.value(),
  };
}

/**
 * A total as text: the statement's own figure (`expected`: the mass, the loss, or
 * zero) when the lines add up to it, which they always should; otherwise the sum
 * the lines do come to, in the smallest unit, marked.
 */
function totalText(sum: Rational, expected: MoneyJSON | "zero", like: MoneyJSON): string {
  if (expected === "zero") return sum.isZero() ? `0 ${inLargest(like).code}` : `${sum} ${like.minorUnit} (not zero!)`;
  return sum.eq(Rational.parse(expected.minor)) ? expected.text : `${sum} ${like.minorUnit} (≠ ${expected.text}!)`;
}

// ---------------------------------------------------------------- text

function padTable(rows: readonly string[][], right: ReadonlySet<number>): string[] {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...c].length);
    });
  }
  return rows.map((r) =>
    r
      .map((c, i) => {
        const pad = " ".repeat((widths[i] ?? 0) - [...c].length);
        return right.has(i) ? pad + c : c + pad;
      })
      .join("  ")
      .trimEnd(),
  );
}

function ownerNames(s: AverageStatement): Map<string, string> {
  return new Map(s.balances.map((b) => [b.party, b.name]));
}

function interestName(l: AverageLine): string {
  return l.label === l.interest ? l.label : `${l.label} [${l.interest}]`;
}

const LINE_HEAD = [
  "#",
  "Interest",
  "Owner",
  "Contributory value",
  "Made good",
  "Share",
  "Contribution (exact)",
  "Contribution",
  "Net",
  "Provisions",
];
const LINE_RIGHT = new Set([0, 3, 4, 5, 6, 7, 8]);

function lineRow(l: AverageLine, n: number, names: ReadonlyMap<string, string>): string[] {
  return [
    String(n),
    interestName(l),
    names.get(l.owner) ?? l.owner,
    l.contributoryValue.text,
    l.madeGood.text,
    l.fraction,
    exactAmount(l.contributionExact),
    l.contribution.text,
    signed(l.net),
    l.provisions.join(", "),
  ];
}

function totalsRow(s: AverageStatement, t: StatementTotals): string[] {
  return [
    "",
    "Total",
    "",
    totalText(t.contributoryValue, s.mass, s.mass),
    totalText(t.madeGood, s.loss, s.loss),
    t.contributoryValue.isZero() ? "0" : "1",
    exactAmount(s.loss),
    totalText(t.contribution, s.loss, s.loss),
    totalText(t.net, "zero", s.loss),
    s.provisions.join(", "),
  ];
}

/** The lines the text shows: all of them, or the first and the last `keep` of a long statement. */
function shownLines(count: number, opts: StatementTextOptions): { head: number; tail: number } {
  const max = opts.maxLines ?? 200;
  const keep = Math.max(1, opts.keep ?? 20);
  if (count <= max || count <= 2 * keep) return { head: count, tail: 0 };
  return { head: keep, tail: keep };
}

function lineTable(s: AverageStatement, opts: StatementTextOptions, totals: StatementTotals): string[] {
  const names = ownerNames(s);
  const count = s.lines.length;
  const { head, tail } = shownLines(count, opts);
  const row = (i: number) => lineRow(s.lines[i] as AverageLine, i + 1, names);
  const rows = [LINE_HEAD];
  for (let i = 0; i < head; i++) rows.push(row(i));
  for (let i = count - tail; i < count; i++) rows.push(row(i));
  rows.push(totalsRow(s, totals));
  const table = padTable(rows, LINE_RIGHT);
  const left = count - head - tail;
  if (left > 0) {
    table.splice(
      1 + head,
      0,
      `   … ${left.toLocaleString("en")} lines left out here (the JSON and the HTML have every line) …`,
    );
  }
  return table;
}

function balanceRow(b: AverageBalance): string[] {
  const n = b.net.minor;
  const what = n === "0" ? "square" : n.startsWith("-") ? `pays ${b.net.text.slice(1)}` : `receives ${b.net.text}`;
  return [`${b.name} [${b.party}]`, b.madeGood.text, b.contribution.text, signed(b.net), what];
}

/** The statement as text: the lines (shortened when long), the totals, the check, the balances. */
export function renderStatementText(s: AverageStatement, opts: StatementTextOptions = {}): string {
  const totals = statementTotals(s);
  const balances = padTable(
    [["Party", "Made good", "Contribution", "Net", ""], ...s.balances.map(balanceRow)],
    new Set([1, 2, 3]),
  );
  return [
    `Loss to be made good: ${exactAmount(s.loss)}; contributing mass: ${exactAmount(s.mass)}; rate: ${rateText(s.rate)}${cite(s.provisions)}`,
    "",
    ...lineTable(s, opts, totals),
    "",
    checkLine(s, totals),
    s.rounding,
    "",
    "Balances (all of each party's interests together):",
    ...balances.map((l) => `  ${l}`),
  ].join("\n");
}

function cite(ps: readonly string[]): string {
  return ps.length > 0 ? ` [${ps.join(", ")}]` : "";
}

function rateText(rate: string): string {
  const r = Rational.parse(rate);
  return r.isInteger() ? rate : `${rate} (≈ ${r.toDecimal(4)})`;
}

function checkLine(s: AverageStatement, t: StatementTotals): string {
  const loss = Rational.parse(s.loss.minor);
  const sums = t.contribution.eq(loss) ? "sum to the loss" : "DO NOT sum to the loss";
  const nets = t.net.isZero() ? "the nets sum to zero" : "the nets DO NOT sum to zero";
  return `Check: the ${s.lines.length.toLocaleString("en")} rounded contributions ${sums}; ${nets}.`;
}

// ---------------------------------------------------------------- HTML

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** A fragment id for a provision: letters, digits and "-" kept, every other character as _hex_, so ids stay distinct. */
export function provisionAnchor(id: string): string {
  return `prov-${id.replace(/[^A-Za-z0-9-]/g, (c) => `_${(c.codePointAt(0) as number).toString(16)}_`)}`;
}

const CSS = `
@page { size: A4 landscape; margin: 14mm; }
* { box-sizing: border-box; }
body { font: 10pt/1.4 Georgia, "Times New Roman", serif; color: #111; background: #fff; margin: 2em auto; max-width: 75em; padding: 0 1em; }
h1 { font-size: 1.6em; margin: 0 0 .2em; }
h2 { font-size: 1.15em; margin: 1.6em 0 .5em; border-bottom: 1px solid #444; break-after: avoid; page-break-after: avoid; }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: .15em 1em; margin: .8em 0; }
dl.meta dt { font-weight: bold; }
dl.meta dd { margin: 0; }
table { border-collapse: collapse; width: 100%; margin: .5em 0; }
thead { display: table-header-group; }
th, td { padding: .2em .45em; border-bottom: 1px solid #ccc; text-align: left; vertical-align: top; }
th { border-bottom: 1.5px solid #111; font-weight: bold; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr { break-inside: avoid; page-break-inside: avoid; }
tr.total td { font-weight: bold; border-top: 1.5px solid #111; border-bottom: 3px double #111; }
td.prov { font-size: .9em; }
a { color: #124; }
.note { font-size: .9em; color: #333; }
ul.plain { list-style: none; padding: 0; }
code { font-family: "DejaVu Sans Mono", Consolas, monospace; font-size: .9em; overflow-wrap: anywhere; }
@media print { body { margin: 0; max-width: none; padding: 0; } a { color: inherit; text-decoration: none; } }
`;

function cell(text: string, cls?: string): string {
  return cls ? `<td class="${cls}">${escapeHtml(text)}</td>` : `<td>${escapeHtml(text)}</td>`;
}

function provisionLinks(ps: readonly string[]): string {
  return ps.map((p) => `<a href="#${escapeHtml(provisionAnchor(p))}">${escapeHtml(p)}</a>`).join(", ");
}

function lineHtml(l: AverageLine, n: number, names: ReadonlyMap<string, string>): string {
  return [
    "<tr>",
    cell(String(n), "num"),
    cell(interestName(l)),
    cell(names.get(l.owner) ?? l.owner),
    cell(l.contributoryValue.text, "num"),
    cell(l.madeGood.text, "num"),
    cell(l.fraction, "num"),
    cell(exactAmount(l.contributionExact), "num"),
    cell(l.contribution.text, "num"),
    cell(signed(l.net), "num"),
    `<td class="prov">${provisionLinks(l.provisions)}</td>`,
    "</tr>\n",
  ].join("");
}

function headHtml(): string {
  const cls = (i: number) => (LINE_RIGHT.has(i) ? ' class="num"' : "");
  return `<thead><tr>${LINE_HEAD.map((h, i) => `<th${cls(i)}>${escapeHtml(h)}</th>`).join("")}</tr></thead>\n`;
}

function totalsHtml(s: AverageStatement, t: StatementTotals): string {
  const row = totalsRow(s, t);
  const cells = row.slice(0, -1).map((c, i) => cell(c, LINE_RIGHT.has(i) ? "num" : undefined));
  return `<tr class="total">${cells.join("")}<td class="prov">${provisionLinks(s.provisions)}</td></tr>\n`;
}

function balancesHtml(s: AverageStatement): string {
  const head = ["Party", "Made good", "Contribution", "Net", "In the end"];
  const rows = s.balances.map((b) => {
    const r = balanceRow(b);
    return `<tr>${r.map((c, i) => cell(c, i >= 1 && i <= 3 ? "num" : undefined)).join("")}</tr>`;
  });
  const th = head.map((h, i) => `<th${i >= 1 && i <= 3 ? ' class="num"' : ""}>${escapeHtml(h)}</th>`).join("");
  return `<table class="balances"><thead><tr>${th}</tr></thead><tbody>\n${rows.join("\n")}\n</tbody></table>\n`;
}

/** The provisions the statement cites, in order of first appearance. */
function citedProvisions(s: AverageStatement): string[] {
  const seen = new Set<string>(s.provisions);
  for (const l of s.lines) for (const p of l.provisions) seen.add(p);
  return [...seen];
}

function provisionsHtml(ids: readonly string[], titles: ReadonlyMap<string, string> | undefined): string {
  const items = ids.map((id) => {
    const title = titles?.get(id);
    const rest = title ? ` — ${escapeHtml(title)}` : "";
    return `<li id="${escapeHtml(provisionAnchor(id))}"><code>${escapeHtml(id)}</code>${rest}</li>`;
  });
  return `<ul class="plain provisions">\n${items.join("\n")}\n</ul>\n`;
}

function metaHtml(d: Determination): string {
  const rows: [string, string][] = [
    ["Statute", d.statute],
    ["Kind", d.kind],
    ["Situation", d.situation],
    ["Currency", d.currency],
  ];
  const body = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  return `<dl class="meta">${body}</dl>\n`;
}

function readingsHtml(d: Determination): string {
  if (d.readings.length === 0) return "<p>No reading was consulted.</p>\n";
  const items = d.readings.map(
    (r) =>
      `<li><code>${escapeHtml(r.name)} = ${escapeHtml(r.value)}</code> (${escapeHtml(r.slug)}) — ${escapeHtml(r.label)} [${escapeHtml(r.question)}]${r.isDefault ? "" : " <strong>(overridden)</strong>"}</li>`,
  );
  return `<ul>\n${items.join("\n")}\n</ul>\n`;
}

function receiptHtml(d: Determination): string {
  const rc = d.receipt;
  const rows: [string, string][] = [
    ["sealaw", rc.sealaw],
    ["Case format", rc.caseFormat],
    ["Statute", rc.statute],
    ["Kind", rc.kind],
    ["Statute texts (sha256)", rc.statuteTexts],
    ["Case (sha256)", rc.case],
  ];
  const body = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd><code>${escapeHtml(v)}</code></dd>`).join("");
  return `<dl class="meta">${body}</dl>\n`;
}

function summaryHtml(s: AverageStatement): string {
  return `<p>Loss to be made good: <strong>${escapeHtml(exactAmount(s.loss))}</strong>; contributing mass: <strong>${escapeHtml(exactAmount(s.mass))}</strong>; rate: <strong>${escapeHtml(rateText(s.rate))}</strong> (${provisionLinks(s.provisions)}).</p>\n`;
}

/** The statement's lines as rows, in batches, so that no single string grows with the statement. */
function* lineRows(s: AverageStatement, names: ReadonlyMap<string, string>): Generator<string> {
  const batch: string[] = [];
  for (let i = 0; i < s.lines.length; i++) {
    batch.push(lineHtml(s.lines[i] as AverageLine, i + 1, names));
    if (batch.length === 2000) yield batch.splice(0).join("");
  }
  if (batch.length > 0) yield batch.join("");
}

/**
 * The HTML document of a determination's general-average statement, in pieces
 * (join them, or write them one after another). Throws when the determination
 * has no statement.
 */
export function* htmlParts(d: Determination, opts: StatementHtmlOptions = {}): Generator<string> {
  const s = d.statement;
  if (!s) throw new Error("this determination has no general-average statement");
  const title = d.title ?? d.situation;
  const names = ownerNames(s);
  const totals = statementTotals(s);
  yield `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(`General average statement — ${title}`)}</title>\n<style>${CSS}</style>\n</head>\n<body>\n`;
  yield `<header>\n<h1>General average statement</h1>\n<p class="case">${escapeHtml(title)}</p>\n${metaHtml(d)}</header>\n`;
  yield `<section>\n<h2>The average</h2>\n${summaryHtml(s)}<table class="statement">\n${headHtml()}<tbody>\n`;
  yield* lineRows(s, names);
  yield `${totalsHtml(s, totals)}</tbody>\n</table>\n<p class="note">${escapeHtml(checkLine(s, totals))} ${escapeHtml(s.rounding)}</p>\n</section>\n`;
  yield `<section>\n<h2>Balances</h2>\n${balancesHtml(s)}</section>\n`;
  yield `<section>\n<h2>Provisions cited</h2>\n${provisionsHtml(citedProvisions(s), opts.provisionTitles)}</section>\n`;
  yield `<section>\n<h2>Readings relied on</h2>\n${readingsHtml(d)}</section>\n`;
  yield `<section>\n<h2>Receipt</h2>\n${receiptHtml(d)}</section>\n</body>\n</html>\n`;
}

/** The whole HTML document as one string (see htmlParts for very long statements). */
export function renderStatementHtml(d: Determination, opts: StatementHtmlOptions = {}): string {
  return [...htmlParts(d, opts)].join("");
}
