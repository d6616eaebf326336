/**
 * An average statement as an adjuster draws it up, in two forms:
 *
 * - text, for the terminal (renderText includes it): the particulars; the schedule
 *   of the losses and expenses made good, item by item; the loss, the mass and the
 *   rate of contribution, as a fraction and as a percentage; a line per interest
 *   with its contributory value, what is made good to it, its share of the mass,
 *   its contribution exact and rounded, its net and the provisions it rests on; a
 *   totals row; the balances per party; and the settlement, who pays whom. A
 *   statement of more than `maxLines` lines shows its first and last lines and
 *   says how many are left out; the totals are always of all. Amounts carry their
 *   currency and thousands separators ("1,100 rd"); the JSON keeps them exact.
 * - a printable HTML document, one file with its own CSS and nothing else (no
 *   scripts, no outside resources), every line in it, every inserted text escaped.
 *   htmlParts() gives it in pieces, so that a statement of a million lines can be
 *   written out without ever being one string.
 *
 * The figures are the statement's own (exact numbers as text); this file only adds
 * them up for the totals, with bigints.
 */

import type {
  AverageBalance,
  AverageLine,
  AverageStatement,
  Determination,
  Liability,
  Particulars,
  QuantityShares,
} from "../core/determination.js";
import type { MoneyJSON } from "../core/money.js";
import { lcm, Rational } from "../core/rational.js";

export interface StatementTextOptions {
  /** Statements with more lines than this are shortened. Default 200. */
  maxLines?: number;
  /** How many lines a shortened statement shows at its start and at its end. Default 20 each. */
  keep?: number;
  /** The payments that settle the statement (liabilities with `settles`), shown as its settlement. */
  settlement?: readonly Liability[];
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

/**
 * Thousands separators in the whole numbers of a text of figures: "5000/9 rd (≈
 * 555.56)" keeps its fraction as it is, "12345 rd" becomes "12,345 rd", and
 * "1234567.89 EUR" becomes "1,234,567.89 EUR". Only for texts of amounts.
 */
export function grouped(text: string): string {
  return text.replace(/(?<![\d./])\d{4,}(?![\d/])/g, (d) => d.replace(/\B(?=(\d{3})+$)/g, ","));
}

/** An amount as text, for reading: its currency, with thousands separators. */
export function money(m: MoneyJSON): string {
  return grouped(m.text);
}

/**
 * "5000/9 rd (≈ 555.56)" or "2,000 rd": an exact amount in the largest unit. An ISO
 * currency writes it as a decimal with any fraction of its minor unit: "555.55 5/9 EUR".
 */
export function exactAmount(m: MoneyJSON): string {
  const { value, code } = inLargest(m);
  if (m.minorUnit.endsWith("-minor")) return grouped(m.text);
  const slash = value.indexOf("/");
  if (slash < 0) return grouped(`${value} ${code}`);
  const approx = Rational.unsafe(BigInt(value.slice(0, slash)), BigInt(value.slice(slash + 1))).toDecimal(2);
  return grouped(`${value} ${code} (≈ ${approx})`);
}

/** A net as an adjuster writes it: "+600 rd", "-355 rd 3 mk 5 sk", "0 rd". */
function signed(m: MoneyJSON): string {
  return m.minor.startsWith("-") || m.minor === "0" ? money(m) : `+${money(m)}`;
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
  return sum.eq(Rational.parse(expected.minor)) ? money(expected) : `${sum} ${like.minorUnit} (≠ ${money(expected)}!)`;
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

/** A line by its label: what it is and whose (the interest's id stays in the JSON). */
function interestName(l: AverageLine): string {
  return l.label;
}

/** A statement whose parts are apportioned (a collision's damage) has no contributory values. */
const apportioned = (s: AverageStatement): boolean => s.measure === "apportioned";

/** The columns of the lines, each named for what it holds. */
function lineHead(s: AverageStatement): string[] {
  return apportioned(s)
    ? [
        "#",
        "Interest",
        "Owner",
        "Made good",
        "Part of the loss borne",
        "Borne, exact",
        "Borne, rounded",
        "Net (+ receives, - pays)",
        "Provisions",
      ]
    : [
        "#",
        "Interest",
        "Owner",
        "Contributory value",
        "Made good",
        "Share of the mass",
        "Contribution, exact",
        "Contribution, rounded",
        "Net (+ receives, - pays)",
        "Provisions",
      ];
}

/** Which columns hold figures (right-aligned). */
function lineRight(s: AverageStatement): Set<number> {
  return apportioned(s) ? new Set([0, 3, 4, 5, 6, 7]) : new Set([0, 3, 4, 5, 6, 7, 8]);
}

function lineRow(s: AverageStatement, l: AverageLine, n: number, names: ReadonlyMap<string, string>): string[] {
  return [
    String(n),
    interestName(l),
    names.get(l.owner) ?? l.owner,
    ...(apportioned(s) ? [] : [money(l.contributoryValue)]),
    money(l.madeGood),
    l.fraction,
    exactAmount(l.contributionExact),
    money(l.contribution),
    signed(l.net),
    l.provisions.join(", "),
  ];
}

function totalsRow(s: AverageStatement, t: StatementTotals): string[] {
  return [
    "",
    "Total",
    "",
    ...(apportioned(s) ? [] : [totalText(t.contributoryValue, s.mass, s.mass)]),
    totalText(t.madeGood, s.loss, s.loss),
    t.contributoryValue.isZero() && !apportioned(s) ? "0" : "1",
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
  const row = (i: number) => lineRow(s, s.lines[i] as AverageLine, i + 1, names);
  const rows = [lineHead(s)];
  for (let i = 0; i < head; i++) rows.push(row(i));
  for (let i = count - tail; i < count; i++) rows.push(row(i));
  rows.push(totalsRow(s, totals));
  const table = padTable(rows, lineRight(s));
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
  const what = n === "0" ? "square" : n.startsWith("-") ? `pays ${money(b.net).slice(1)}` : `receives ${money(b.net)}`;
  return [`${b.name} [${b.party}]`, money(b.madeGood), money(b.contribution), signed(b.net), what];
}

/** The columns of the balances: what each party pays is a contribution, or in an apportioned statement its part borne. */
function balanceHead(s: AverageStatement): string[] {
  return [
    "Party",
    "Made good",
    apportioned(s) ? "Borne, rounded" : "Contribution, rounded",
    "Net (+ receives, - pays)",
    "In the end",
  ];
}

/** The particulars that are given, as label and text. */
function particularRows(p: Particulars | undefined): [string, string][] {
  if (!p) return [];
  const rows: [string, string][] = [];
  if (p.ship) rows.push(["Ship", p.ship]);
  if (p.from || p.to) rows.push(["Voyage", `${p.from ?? "?"} to ${p.to ?? "?"}`]);
  if (p.casualtyDate || p.casualtyPlace) {
    rows.push(["Casualty", [p.casualtyDate, p.casualtyPlace].filter((x) => x !== undefined).join(", ")]);
  }
  if (p.statementDate || p.statementPlace) {
    rows.push(["Statement drawn up", [p.statementDate, p.statementPlace].filter((x) => x !== undefined).join(", ")]);
  }
  if (p.drawnUpBy) rows.push(["Drawn up by", p.drawnUpBy]);
  return rows;
}

/** The rate as a fraction and a percentage: "1/8 = 12.5000 % (to 4 decimals)". */
export function rateText(s: Pick<AverageStatement, "rate" | "ratePercent" | "rateDecimals">): string {
  const r = Rational.parse(s.rate);
  const decimals = s.rateDecimals ?? 4;
  const pct = s.ratePercent ?? r.mul(Rational.of(100n)).toDecimal(decimals);
  return `${s.rate} = ${pct} % (to ${decimals} decimal${decimals === 1 ? "" : "s"})`;
}

function scheduleRows(s: AverageStatement, names: ReadonlyMap<string, string>): string[][] {
  return (s.schedule ?? []).map((i, n) => [
    String(n + 1),
    i.what,
    names.get(i.owner) ?? i.owner,
    money(i.amount),
    i.provisions.join(", ") + (i.reading ? ` (${i.reading})` : ""),
  ]);
}

const SCHEDULE_HEAD = ["#", "Loss or expense made good", "Made good to", "Amount", "Provisions"];

function settlementRows(pay: readonly Liability[], names: ReadonlyMap<string, string>): string[][] {
  return pay.map((l) => [
    `${names.get(l.from) ?? l.from} [${l.from}]`,
    `${names.get(l.to) ?? l.to} [${l.to}]`,
    l.amount ? money(l.amount) : "",
    l.description,
  ]);
}

const SETTLEMENT_HEAD = ["Pays", "To", "Amount", "For"];

/** The statement as text: particulars, schedule, lines (shortened when long), totals, check, balances, settlement. */
export function renderStatementText(s: AverageStatement, opts: StatementTextOptions = {}): string {
  const totals = statementTotals(s);
  const names = ownerNames(s);
  const balances = padTable([balanceHead(s), ...s.balances.map(balanceRow)], new Set([1, 2, 3]));
  const out: string[] = [];
  const particulars = particularRows(s.particulars);
  if (particulars.length > 0) out.push(...particulars.map(([k, v]) => `${k}: ${v}`), "");
  const schedule = scheduleRows(s, names);
  if (schedule.length > 0) {
    out.push(
      "Losses and expenses made good:",
      ...padTable([SCHEDULE_HEAD, ...schedule], new Set([0, 3])).map((l) => `  ${l}`),
      "",
    );
  }
  out.push(
    apportioned(s)
      ? `Loss to be made good: ${exactAmount(s.loss)}, borne in the parts the law or the assessors fix${cite(s.provisions)}`
      : `Loss to be made good: ${exactAmount(s.loss)}; contributing mass: ${exactAmount(s.mass)}; rate of contribution: ${rateText(s)}${cite(s.provisions)}`,
    "",
    ...lineTable(s, opts, totals),
    "",
    checkLine(s, totals),
    s.rounding,
    "",
    "Balances (all of each party's interests together):",
    ...balances.map((l) => `  ${l}`),
  );
  const pay = opts.settlement ?? [];
  if (pay.length > 0) {
    out.push(
      "",
      "Settlement (who pays whom, to the smallest unit):",
      ...padTable([SETTLEMENT_HEAD, ...settlementRows(pay, names)], new Set([2])).map((l) => `  ${l}`),
    );
  }
  return out.join("\n");
}

function cite(ps: readonly string[]): string {
  return ps.length > 0 ? ` [${ps.join(", ")}]` : "";
}

function checkLine(s: AverageStatement, t: StatementTotals): string {
  const loss = Rational.parse(s.loss.minor);
  const sums = t.contribution.eq(loss) ? "sum to the loss" : "DO NOT sum to the loss";
  const nets = t.net.isZero() ? "the nets sum to zero" : "the nets DO NOT sum to zero";
  const what = apportioned(s) ? "parts borne" : "contributions";
  return `Check: the ${s.lines.length.toLocaleString("en")} rounded ${what} ${sums}; ${nets}.`;
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
td.prov { font-size: .85em; min-width: 7em; }
table.statement td:nth-child(2) { min-width: 15em; }
table.statement td:nth-child(3) { min-width: 9em; }
table.statement th { vertical-align: bottom; }
th.num { white-space: normal; }
a { color: #124; }
.note { font-size: .9em; color: #333; }
ul.plain { list-style: none; padding: 0; }
li.warning { border-left: 3px solid #a60; padding-left: .5em; margin: .3em 0; }
code { font-family: "DejaVu Sans Mono", Consolas, monospace; font-size: .9em; overflow-wrap: anywhere; }
@media print { body { margin: 0; max-width: none; padding: 0; } a { color: inherit; text-decoration: none; } }
`;

function cell(text: string, cls?: string): string {
  return cls ? `<td class="${cls}">${escapeHtml(text)}</td>` : `<td>${escapeHtml(text)}</td>`;
}

function provisionLinks(ps: readonly string[]): string {
  return ps.map((p) => `<a href="#${escapeHtml(provisionAnchor(p))}">${escapeHtml(p)}</a>`).join(", ");
}

/** A table of plain text cells; the last column, when `linked`, is a list of provisions. */
function simpleTable(
  head: readonly string[],
  rows: readonly string[][],
  right: ReadonlySet<number>,
  cls: string,
): string {
  const th = head.map((h, i) => `<th${right.has(i) ? ' class="num"' : ""}>${escapeHtml(h)}</th>`).join("");
  const body = rows.map((r) => `<tr>${r.map((c, i) => cell(c, right.has(i) ? "num" : undefined)).join("")}</tr>`);
  return `<table class="${cls}"><thead><tr>${th}</tr></thead><tbody>\n${body.join("\n")}\n</tbody></table>\n`;
}

function lineHtml(s: AverageStatement, l: AverageLine, n: number, names: ReadonlyMap<string, string>): string {
  const row = lineRow(s, l, n, names);
  const right = lineRight(s);
  const cells = row.slice(0, -1).map((c, i) => cell(c, right.has(i) ? "num" : undefined));
  return `<tr>${cells.join("")}<td class="prov">${provisionLinks(l.provisions)}</td></tr>\n`;
}

function headHtml(s: AverageStatement): string {
  const right = lineRight(s);
  const cls = (i: number) => (right.has(i) ? ' class="num"' : "");
  return `<thead><tr>${lineHead(s)
    .map((h, i) => `<th${cls(i)}>${escapeHtml(h)}</th>`)
    .join("")}</tr></thead>\n`;
}

function totalsHtml(s: AverageStatement, t: StatementTotals): string {
  const row = totalsRow(s, t);
  const right = lineRight(s);
  const cells = row.slice(0, -1).map((c, i) => cell(c, right.has(i) ? "num" : undefined));
  // The statement's provisions are cited once, in the summary above the table.
  return `<tr class="total">${cells.join("")}<td class="prov"></td></tr>\n`;
}

function balancesHtml(s: AverageStatement): string {
  return simpleTable(balanceHead(s), s.balances.map(balanceRow), new Set([1, 2, 3]), "balances");
}

/** The provisions the statement page cites (its statements, averages, duties and warnings), in order of first appearance. */
function pageProvisions(d: Determination): string[] {
  const seen = new Set<string>();
  const add = (ps: readonly string[]) => {
    for (const p of ps) seen.add(p);
  };
  for (const s of statements(d)) {
    add(s.statement.provisions);
    for (const i of s.statement.schedule ?? []) add(i.provisions);
    for (const l of s.statement.lines) add(l.provisions);
  }
  for (const a of d.averages ?? []) add(a.provisions);
  for (const x of [...d.liabilities, ...d.obligations, ...d.options, ...d.penalties, ...d.assessments, ...d.warnings]) {
    add(x.provisions);
  }
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

function dl(rows: readonly [string, string][]): string {
  const body = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  return `<dl class="meta">${body}</dl>\n`;
}

function metaHtml(d: Determination, p: Particulars | undefined): string {
  return dl([
    ...particularRows(p),
    ["Statute", d.statute],
    ["Kind", d.kind],
    ["Situation", d.situation],
    ["Currency", d.currency],
  ]);
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
  if (apportioned(s)) {
    return `<p>Loss to be made good: <strong>${escapeHtml(exactAmount(s.loss))}</strong>, borne in the parts the law or the assessors fix (${provisionLinks(s.provisions)}).</p>\n`;
  }
  return `<p>Loss to be made good: <strong>${escapeHtml(exactAmount(s.loss))}</strong>; contributing mass: <strong>${escapeHtml(exactAmount(s.mass))}</strong>; rate of contribution: <strong>${escapeHtml(rateText(s))}</strong> (${provisionLinks(s.provisions)}).</p>\n`;
}

/** The statement's lines as rows, in batches, so that no single string grows with the statement. */
function* lineRows(s: AverageStatement, names: ReadonlyMap<string, string>): Generator<string> {
  const batch: string[] = [];
  for (let i = 0; i < s.lines.length; i++) {
    batch.push(lineHtml(s, s.lines[i] as AverageLine, i + 1, names));
    if (batch.length === 2000) yield batch.splice(0).join("");
  }
  if (batch.length > 0) yield batch.join("");
}

/** Every statement in money of a determination: the general average, then the averages of their own. */
function statements(d: Determination): { id: string; label: string; statement: AverageStatement }[] {
  const out: { id: string; label: string; statement: AverageStatement }[] = [];
  if (d.statement) out.push({ id: "general-average", label: "The general average", statement: d.statement });
  for (const a of d.averages ?? []) if (a.statement) out.push({ id: a.id, label: a.label, statement: a.statement });
  return out;
}

/** The statement's settlement: the liabilities that settle it. */
export function settlementOf(d: Determination, id: string): Liability[] {
  return d.liabilities.filter((l) => l.settles === id);
}

function quantityHtml(q: QuantityShares): string {
  const head = ["Interest", `Quantity (${q.unit})`, "Share", ...(q.lost ? ["Bears", "Keeps"] : ["Exact", "Rounded"])];
  const rows = q.lines.map((l) => [
    l.label,
    l.quantity,
    l.fraction,
    ...(q.lost
      ? [l.bears ?? "", l.receives ?? ""]
      : [l.exact ? exactAmount(l.exact) : "", l.rounded ? money(l.rounded) : ""]),
  ]);
  return simpleTable(head, rows, new Set([1, 2, 3, 4]), "shares");
}

function* statementHtml(d: Determination, id: string, label: string, s: AverageStatement): Generator<string> {
  const names = ownerNames(s);
  const totals = statementTotals(s);
  const schedule = scheduleRows(s, names);
  if (schedule.length > 0) {
    yield `<section>\n<h2>Losses and expenses made good</h2>\n${simpleTable(SCHEDULE_HEAD, schedule, new Set([0, 3]), "schedule")}</section>\n`;
  }
  yield `<section>\n<h2>${escapeHtml(label)}</h2>\n${summaryHtml(s)}<table class="statement">\n${headHtml(s)}<tbody>\n`;
  yield* lineRows(s, names);
  yield `${totalsHtml(s, totals)}</tbody>\n</table>\n<p class="note">${escapeHtml(checkLine(s, totals))} ${escapeHtml(s.rounding)}</p>\n</section>\n`;
  yield `<section>\n<h2>Balances</h2>\n${balancesHtml(s)}</section>\n`;
  const pay = settlementOf(d, id);
  if (pay.length > 0) {
    yield `<section>\n<h2>Settlement: who pays whom</h2>\n${simpleTable(SETTLEMENT_HEAD, settlementRows(pay, names), new Set([2]), "settlement")}</section>\n`;
  }
}

function listHtml(title: string, items: readonly string[], cls?: string): string {
  if (items.length === 0) return "";
  const li = items.map((i) => `<li${cls ? ` class="${cls}"` : ""}>${i}</li>`).join("\n");
  return `<section>\n<h2>${escapeHtml(title)}</h2>\n<ul>\n${li}\n</ul>\n</section>\n`;
}

const cited = (ps: readonly string[]): string => (ps.length > 0 ? ` (${provisionLinks(ps)})` : "");

/** The duties, options, penalties, assessments, other liabilities and warnings, each a list. */
function restHtml(d: Determination): string {
  const other = d.liabilities.filter((l) => l.settles === undefined);
  return [
    listHtml(
      "Other liabilities",
      other.map(
        (l) =>
          `<strong>${escapeHtml(l.from)}</strong> owes <strong>${escapeHtml(l.to)}</strong>: ${l.amount ? `${escapeHtml(money(l.amount))} — ` : ""}${escapeHtml(l.description)}${l.payableFrom ? ` — not payable before ${escapeHtml(l.payableFrom)}` : ""}${cited(l.provisions)}`,
      ),
    ),
    listHtml(
      "Duties",
      d.obligations.map(
        (o) =>
          `<strong>${escapeHtml(o.who)}</strong>: ${escapeHtml(o.what)}${o.due ? ` — by ${escapeHtml(o.due)}${o.calendar ? ` (${escapeHtml(o.calendar)})` : ""}` : ""}${o.recurs ? ` — ${escapeHtml(o.recurs)}` : ""}${cited(o.provisions)}`,
      ),
    ),
    listHtml(
      "Options",
      d.options.map(
        (o) =>
          `<strong>${escapeHtml(o.holder)}</strong> — ${escapeHtml(o.status ?? "open")}${o.chosen ? `: chose ${escapeHtml(o.chosen)}` : ""}; the choices: ${escapeHtml(o.choices.join(" / "))}${o.deadline ? `; until ${escapeHtml(o.deadline)}` : ""}${o.lapse ? `; if not chosen in time: ${escapeHtml(o.lapse)}` : ""}${cited(o.provisions)}`,
      ),
    ),
    listHtml(
      "Penalties",
      d.penalties.map(
        (p) =>
          `<strong>${escapeHtml(p.who)}</strong>: ${escapeHtml(p.offence)} → ${escapeHtml(p.penalty)}${p.amount ? ` (${escapeHtml(money(p.amount))})` : ""}${cited(p.provisions)}`,
      ),
    ),
    listHtml(
      "Assessments",
      d.assessments.map(
        (a) =>
          `<strong>${a.status === "needed" ? "Needed" : "Given"}</strong>: ${escapeHtml(a.what)} — by ${escapeHtml(a.by)}; basis: ${escapeHtml(a.basis)}${a.value !== undefined ? `; value: <code>${escapeHtml(JSON.stringify(a.value))}</code>` : ""}${cited(a.provisions)}`,
      ),
    ),
    listHtml(
      "Warnings",
      d.warnings.map((w) => `${escapeHtml(w.message)}${cited(w.provisions)}`),
      "warning",
    ),
  ].join("");
}

/** The kind of statement the document is: a general average, or the first average of its own. */
function documentTitle(d: Determination): string {
  if (d.statement) return "General average statement";
  const a = (d.averages ?? []).find((x) => x.statement || x.shares);
  return a?.id === "damage" ? "Statement of the damage shared" : "Average statement";
}

/**
 * The HTML document of a determination's average statements, in pieces (join them,
 * or write them one after another): the general average and every average of its
 * own with a statement (a collision's damage shared), then the duties, options,
 * penalties, assessments, warnings, provisions, readings and receipt. Throws when
 * the determination has no statement.
 */
export function* htmlParts(d: Determination, opts: StatementHtmlOptions = {}): Generator<string> {
  const all = statements(d);
  if (!hasStatement(d)) throw new Error("this determination has no average statement");
  const name = documentTitle(d);
  const title = d.title ?? d.situation;
  yield `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(`${name} — ${title}`)}</title>\n<style>${CSS}</style>\n</head>\n<body>\n`;
  yield `<header>\n<h1>${escapeHtml(name)}</h1>\n<p class="case">${escapeHtml(title)}</p>\n${metaHtml(d, all[0]?.statement.particulars)}</header>\n`;
  for (const { id, label, statement } of all) yield* statementHtml(d, id, label, statement);
  for (const a of d.averages ?? []) {
    if (a.shares) yield `<section>\n<h2>${escapeHtml(a.label)}</h2>\n${quantityHtml(a.shares)}</section>\n`;
  }
  yield restHtml(d);
  yield `<section>\n<h2>Provisions cited</h2>\n${provisionsHtml(pageProvisions(d), opts.provisionTitles)}</section>\n`;
  yield `<section>\n<h2>Readings relied on</h2>\n${readingsHtml(d)}</section>\n`;
  yield `<section>\n<h2>Receipt</h2>\n${receiptHtml(d)}</section>\n</body>\n</html>\n`;
}

/** Whether a determination has a statement that htmlParts can print. */
export function hasStatement(d: Determination): boolean {
  return statements(d).length > 0 || (d.averages ?? []).some((a) => a.shares !== undefined);
}

/** The whole HTML document as one string (see htmlParts for very long statements). */
export function renderStatementHtml(d: Determination, opts: StatementHtmlOptions = {}): string {
  return [...htmlParts(d, opts)].join("");
}
