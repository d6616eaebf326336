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
import { catalogue, inLanguage, type Lang, phrases } from "../core/messages.js";
import type { MoneyJSON } from "../core/money.js";
import { lcm, Rational } from "../core/rational.js";

/** The statement's words in English (German and Danish: src/messages). */
const say = phrases("engine/statement", {
  total: "Total",
  notZero: "{sum} {unit} (not zero!)",
  notEqual: "{sum} {unit} (≠ {expected}!)",
  number: "#",
  interest: "Interest",
  owner: "Owner",
  madeGood: "Made good",
  partBorne: "Part of the loss borne",
  borneExact: "Borne, exact",
  borneRounded: "Borne, rounded",
  net: "Net (+ receives, - pays)",
  provisions: "Provisions",
  contributoryValue: "Contributory value",
  shareOfMass: "Share of the mass",
  contributionExact: "Contribution, exact",
  contributionRounded: "Contribution, rounded",
  linesLeftOut: "   … {n} lines left out here (the JSON and the HTML have every line) …",
  square: "square",
  pays: "pays {amount}",
  receives: "receives {amount}",
  party: "Party",
  inTheEnd: "In the end",
  ship: "Ship",
  voyage: "Voyage",
  fromTo: "{from} to {to}",
  casualty: "Casualty",
  drawnUp: "Statement drawn up",
  drawnUpBy: "Drawn up by",
  rate: "{rate} = {percent} % (to {decimals} {one, select, yes {decimal} other {decimals}})",
  lossMadeGood: "Loss or expense made good",
  madeGoodTo: "Made good to",
  amount: "Amount",
  pays_: "Pays",
  to: "To",
  for: "For",
  scheduleHeading: "Losses and expenses made good:",
  lossApportioned: "Loss to be made good: {loss}, borne in the parts the law or the assessors fix",
  lossShared: "Loss to be made good: {loss}; contributing mass: {mass}; rate of contribution: {rate}",
  balancesHeading: "Balances (all of each party's interests together):",
  settlementHeading: "Settlement (who pays whom, to the smallest unit):",
  check:
    "Check: the {n} rounded {apportioned, select, yes {parts borne} other {contributions}} {sums, select, yes {sum to the loss} other {DO NOT sum to the loss}}; {zero, select, yes {the nets sum to zero} other {the nets DO NOT sum to zero}}.",
  statute: "Statute",
  kind: "Kind",
  situation: "Situation",
  currency: "Currency",
  noReading: "No reading was consulted.",
  overridden: "(overridden)",
  caseFormat: "Case format",
  statuteTexts: "Statute texts (sha256)",
  caseHash: "Case (sha256)",
  lossApportionedHtml: "Loss to be made good: {loss}, borne in the parts the law or the assessors fix ({provisions}).",
  lossSharedHtml:
    "Loss to be made good: {loss}; contributing mass: {mass}; rate of contribution: {rate} ({provisions}).",
  generalAverage: "The general average",
  quantity: "Quantity ({unit})",
  share: "Share",
  bears: "Bears",
  keeps: "Keeps",
  exact: "Exact",
  rounded: "Rounded",
  balances: "Balances",
  settlement: "Settlement: who pays whom",
  otherLiabilities: "Other liabilities",
  owes: "{from} owes {to}: {what}",
  owesAmount: "{from} owes {to}: {amount} — {what}",
  notBefore: "{line} — not payable before {date}",
  duties: "Duties",
  dueBy: "{line} — by {due}",
  dueByIn: "{line} — by {due} ({calendar})",
  options: "Options",
  option: "{holder} — {status}; the choices: {choices}",
  optionChose: "{holder} — {status}: chose {chosen}; the choices: {choices}",
  untilDeadline: "{line}; until {deadline}",
  ifNotInTime: "{line}; if not chosen in time: {lapse}",
  status: "{status, select, chosen {chosen} lapsed {lapsed} other {open}}",
  penalties: "Penalties",
  assessments: "Assessments",
  needed: "{status, select, needed {Needed} other {Given}}: {what} — by {by}; basis: {basis}",
  value: "{line}; value: {value}",
  warnings: "Warnings",
  gaStatement: "General average statement",
  damageStatement: "Statement of the damage shared",
  averageStatement: "Average statement",
  provisionsCited: "Provisions cited",
  readingsRelied: "Readings relied on",
  receipt: "Receipt",
  julian: "julian",
  gregorian: "gregorian",
});

export interface StatementTextOptions {
  /** Statements with more lines than this are shortened. Default 200. */
  maxLines?: number;
  /** How many lines a shortened statement shows at its start and at its end. Default 20 each. */
  keep?: number;
  /** The payments that settle the statement (liabilities with `settles`), shown as its settlement. */
  settlement?: readonly Liability[];
  /** The language of the headings, columns and figures (the statement's own texts are said in it before). Default English. */
  lang?: Lang;
}

export interface StatementHtmlOptions {
  /** Titles of provisions by id, shown in the list of provisions cited. */
  provisionTitles?: ReadonlyMap<string, string>;
  /** The language of the page (its words, figures and `<html lang>`); its texts are said in it before. Default English. */
  lang?: Lang;
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
export function grouped(text: string, lang: Lang = "en"): string {
  if (lang !== "en") return figures(text, lang);
  return text.replace(/(?<![\d./])\d{4,}(?![\d/])/g, (d) => d.replace(/\B(?=(\d{3})+$)/g, ","));
}

/**
 * The figures of a text in the language's form: German and Danish write the
 * decimal point as a comma and group thousands with a point ("1.234.567,89",
 * "12,5000"); fractions ("5000/9", "1/8") stay as they are, and so does English,
 * which `grouped` groups where it gives amounts.
 */
export function figures(text: string, lang: Lang): string {
  if (lang === "en" || !changesFigures(text)) return text;
  return text.replace(/(?<![\d./,])(\d+)(?:\.(\d+))?(?![\d/])/g, (_all, whole: string, part: string | undefined) => {
    const w = whole.length >= 4 ? whole.replace(/\B(?=(\d{3})+$)/g, ".") : whole;
    return part === undefined ? w : `${w},${part}`;
  });
}

/**
 * Whether `figures` would change `text` (outside English): a run of four digits or
 * more, or a decimal point between digits. Most texts of a statement have neither
 * ("1/8", "12 rd 3 mk"), and are given back as they are without a search.
 */
function changesFigures(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      if (++run >= 4) return true;
    } else {
      if (c === 46 && run > 0) {
        const next = text.charCodeAt(i + 1);
        if (next >= 48 && next <= 57) return true;
      }
      run = 0;
    }
  }
  return false;
}

/** A count in the language's form: "1,234" (en), "1.234" (de, da). */
function count(n: number, lang: Lang): string {
  return lang === "en" ? n.toLocaleString("en") : figures(String(n), lang);
}

/** The name of a calendar, as the rendering writes it after a date: "julian", "julianisch", "juliansk". */
export function calendarName(calendar: "julian" | "gregorian", lang: Lang): string {
  return (calendar === "julian" ? say.julian : say.gregorian).in(lang);
}

/** An amount as text, for reading: its currency, with thousands separators. */
export function money(m: MoneyJSON, lang: Lang = "en"): string {
  return grouped(m.text, lang);
}

/**
 * "5000/9 rd (≈ 555.56)" or "2,000 rd": an exact amount in the largest unit. An ISO
 * currency writes it as a decimal with any fraction of its minor unit: "555.55 5/9 EUR".
 */
export function exactAmount(m: MoneyJSON, lang: Lang = "en"): string {
  const { value, code } = inLargest(m);
  if (m.minorUnit.endsWith("-minor")) return grouped(m.text, lang);
  const slash = value.indexOf("/");
  if (slash < 0) return grouped(`${value} ${code}`, lang);
  const approx = Rational.unsafe(BigInt(value.slice(0, slash)), BigInt(value.slice(slash + 1))).toDecimal(2);
  return grouped(`${value} ${code} (≈ ${approx})`, lang);
}

/** A net as an adjuster writes it: "+600 rd", "-355 rd 3 mk 5 sk", "0 rd". */
function signed(m: MoneyJSON, lang: Lang): string {
  return m.minor.startsWith("-") || m.minor === "0" ? money(m, lang) : `+${money(m, lang)}`;
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
function totalText(sum: Rational, expected: MoneyJSON | "zero", like: MoneyJSON, lang: Lang): string {
  if (expected === "zero")
    return sum.isZero()
      ? `0 ${inLargest(like).code}`
      : say.notZero.in(lang, { sum: figures(String(sum), lang), unit: like.minorUnit });
  return sum.eq(Rational.parse(expected.minor))
    ? money(expected, lang)
    : say.notEqual.in(lang, { sum: figures(String(sum), lang), unit: like.minorUnit, expected: money(expected, lang) });
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
function lineHead(s: AverageStatement, lang: Lang): string[] {
  const cols = apportioned(s)
    ? [
        say.number,
        say.interest,
        say.owner,
        say.madeGood,
        say.partBorne,
        say.borneExact,
        say.borneRounded,
        say.net,
        say.provisions,
      ]
    : [
        say.number,
        say.interest,
        say.owner,
        say.contributoryValue,
        say.madeGood,
        say.shareOfMass,
        say.contributionExact,
        say.contributionRounded,
        say.net,
        say.provisions,
      ];
  return cols.map((c) => c.in(lang));
}

/** Which columns hold figures (right-aligned). */
function lineRight(s: AverageStatement): Set<number> {
  return apportioned(s) ? new Set([0, 3, 4, 5, 6, 7]) : new Set([0, 3, 4, 5, 6, 7, 8]);
}

function lineRow(
  s: AverageStatement,
  l: AverageLine,
  n: number,
  names: ReadonlyMap<string, string>,
  lang: Lang,
): string[] {
  return [
    lang === "en" ? String(n) : figures(String(n), lang),
    interestName(l),
    names.get(l.owner) ?? l.owner,
    ...(apportioned(s) ? [] : [money(l.contributoryValue, lang)]),
    money(l.madeGood, lang),
    l.fraction,
    exactAmount(l.contributionExact, lang),
    money(l.contribution, lang),
    signed(l.net, lang),
    l.provisions.join(", "),
  ];
}

function totalsRow(s: AverageStatement, t: StatementTotals, lang: Lang): string[] {
  return [
    "",
    say.total.in(lang),
    "",
    ...(apportioned(s) ? [] : [totalText(t.contributoryValue, s.mass, s.mass, lang)]),
    totalText(t.madeGood, s.loss, s.loss, lang),
    t.contributoryValue.isZero() && !apportioned(s) ? "0" : "1",
    exactAmount(s.loss, lang),
    totalText(t.contribution, s.loss, s.loss, lang),
    totalText(t.net, "zero", s.loss, lang),
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

function lineTable(s: AverageStatement, opts: StatementTextOptions, totals: StatementTotals, lang: Lang): string[] {
  const names = ownerNames(s);
  const n = s.lines.length;
  const { head, tail } = shownLines(n, opts);
  const row = (i: number) => lineRow(s, s.lines[i] as AverageLine, i + 1, names, lang);
  const rows = [lineHead(s, lang)];
  for (let i = 0; i < head; i++) rows.push(row(i));
  for (let i = n - tail; i < n; i++) rows.push(row(i));
  rows.push(totalsRow(s, totals, lang));
  const table = padTable(rows, lineRight(s));
  const left = n - head - tail;
  if (left > 0) table.splice(1 + head, 0, say.linesLeftOut.in(lang, { n: count(left, lang) }));
  return table;
}

/** A phrase of one argument said once in a language with a mark in its place, kept: a statement has a line per party. */
const FILLS = new Map<string, string>();
const FILL_MARK = "\uE001";
function fill(p: (typeof say)[keyof typeof say], lang: Lang, arg: string, value: string): string {
  const key = `${lang} ${p.id} ${catalogue(lang).has(p.id)}`;
  let template = FILLS.get(key);
  if (template === undefined) {
    template = p.in(lang, { [arg]: FILL_MARK });
    FILLS.set(key, template);
  }
  return template.split(FILL_MARK).join(value);
}

function balanceRow(b: AverageBalance, lang: Lang): string[] {
  const n = b.net.minor;
  const what =
    n === "0"
      ? fill(say.square, lang, "none", "")
      : n.startsWith("-")
        ? fill(say.pays, lang, "amount", money(b.net, lang).slice(1))
        : fill(say.receives, lang, "amount", money(b.net, lang));
  return [`${b.name} [${b.party}]`, money(b.madeGood, lang), money(b.contribution, lang), signed(b.net, lang), what];
}

/** The columns of the balances: what each party pays is a contribution, or in an apportioned statement its part borne. */
function balanceHead(s: AverageStatement, lang: Lang): string[] {
  return [
    say.party,
    say.madeGood,
    apportioned(s) ? say.borneRounded : say.contributionRounded,
    say.net,
    say.inTheEnd,
  ].map((c) => c.in(lang));
}

/** The particulars that are given, as label and text. */
function particularRows(p: Particulars | undefined, lang: Lang): [string, string][] {
  if (!p) return [];
  const rows: [string, string][] = [];
  if (p.ship) rows.push([say.ship.in(lang), p.ship]);
  if (p.from || p.to) rows.push([say.voyage.in(lang), say.fromTo.in(lang, { from: p.from ?? "?", to: p.to ?? "?" })]);
  if (p.casualtyDate || p.casualtyPlace) {
    rows.push([say.casualty.in(lang), [p.casualtyDate, p.casualtyPlace].filter((x) => x !== undefined).join(", ")]);
  }
  if (p.statementDate || p.statementPlace) {
    rows.push([say.drawnUp.in(lang), [p.statementDate, p.statementPlace].filter((x) => x !== undefined).join(", ")]);
  }
  if (p.drawnUpBy) rows.push([say.drawnUpBy.in(lang), p.drawnUpBy]);
  return rows;
}

/** The rate as a fraction and a percentage: "1/8 = 12.5000 % (to 4 decimals)"; German "1/8 = 12,5000 % (auf 4 Stellen)". */
export function rateText(
  s: Pick<AverageStatement, "rate" | "ratePercent" | "rateDecimals">,
  lang: Lang = "en",
): string {
  const r = Rational.parse(s.rate);
  const decimals = s.rateDecimals ?? 4;
  const pct = s.ratePercent ?? r.mul(Rational.of(100n)).toDecimal(decimals);
  return say.rate.in(lang, {
    rate: s.rate,
    percent: figures(pct, lang),
    decimals: String(decimals),
    one: decimals === 1 ? "yes" : "no",
  });
}

function scheduleRows(s: AverageStatement, names: ReadonlyMap<string, string>, lang: Lang): string[][] {
  return (s.schedule ?? []).map((i, n) => [
    String(n + 1),
    i.what,
    names.get(i.owner) ?? i.owner,
    money(i.amount, lang),
    i.provisions.join(", ") + (i.reading ? ` (${i.reading})` : ""),
  ]);
}

function scheduleHead(lang: Lang): string[] {
  return [say.number, say.lossMadeGood, say.madeGoodTo, say.amount, say.provisions].map((c) => c.in(lang));
}

function settlementRows(pay: readonly Liability[], names: ReadonlyMap<string, string>, lang: Lang): string[][] {
  return pay.map((l) => [
    `${names.get(l.from) ?? l.from} [${l.from}]`,
    `${names.get(l.to) ?? l.to} [${l.to}]`,
    l.amount ? money(l.amount, lang) : "",
    l.description,
  ]);
}

function settlementHead(lang: Lang): string[] {
  return [say.pays_, say.to, say.amount, say.for].map((c) => c.in(lang));
}

/** The statement as text: particulars, schedule, lines (shortened when long), totals, check, balances, settlement. */
export function renderStatementText(s: AverageStatement, opts: StatementTextOptions = {}): string {
  const lang = opts.lang ?? "en";
  const totals = statementTotals(s);
  const names = ownerNames(s);
  const balances = padTable([balanceHead(s, lang), ...s.balances.map((b) => balanceRow(b, lang))], new Set([1, 2, 3]));
  const out: string[] = [];
  const particulars = particularRows(s.particulars, lang);
  if (particulars.length > 0) out.push(...particulars.map(([k, v]) => `${k}: ${v}`), "");
  const schedule = scheduleRows(s, names, lang);
  if (schedule.length > 0) {
    out.push(
      say.scheduleHeading.in(lang),
      ...padTable([scheduleHead(lang), ...schedule], new Set([0, 3])).map((l) => `  ${l}`),
      "",
    );
  }
  out.push(
    (apportioned(s)
      ? say.lossApportioned.in(lang, { loss: exactAmount(s.loss, lang) })
      : say.lossShared.in(lang, {
          loss: exactAmount(s.loss, lang),
          mass: exactAmount(s.mass, lang),
          rate: rateText(s, lang),
        })) + cite(s.provisions),
    "",
    ...lineTable(s, opts, totals, lang),
    "",
    checkLine(s, totals, lang),
    s.rounding,
    "",
    say.balancesHeading.in(lang),
    ...balances.map((l) => `  ${l}`),
  );
  const pay = opts.settlement ?? [];
  if (pay.length > 0) {
    out.push(
      "",
      say.settlementHeading.in(lang),
      ...padTable([settlementHead(lang), ...settlementRows(pay, names, lang)], new Set([2])).map((l) => `  ${l}`),
    );
  }
  return out.join("\n");
}

function cite(ps: readonly string[]): string {
  return ps.length > 0 ? ` [${ps.join(", ")}]` : "";
}

function checkLine(s: AverageStatement, t: StatementTotals, lang: Lang): string {
  const loss = Rational.parse(s.loss.minor);
  return say.check.in(lang, {
    n: count(s.lines.length, lang),
    apportioned: apportioned(s) ? "yes" : "no",
    sums: t.contribution.eq(loss) ? "yes" : "no",
    zero: t.net.isZero() ? "yes" : "no",
  });
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

function lineHtml(
  s: AverageStatement,
  l: AverageLine,
  n: number,
  names: ReadonlyMap<string, string>,
  lang: Lang,
): string {
  const row = lineRow(s, l, n, names, lang);
  const right = lineRight(s);
  const cells = row.slice(0, -1).map((c, i) => cell(c, right.has(i) ? "num" : undefined));
  return `<tr>${cells.join("")}<td class="prov">${provisionLinks(l.provisions)}</td></tr>\n`;
}

function headHtml(s: AverageStatement, lang: Lang): string {
  const right = lineRight(s);
  const cls = (i: number) => (right.has(i) ? ' class="num"' : "");
  return `<thead><tr>${lineHead(s, lang)
    .map((h, i) => `<th${cls(i)}>${escapeHtml(h)}</th>`)
    .join("")}</tr></thead>\n`;
}

function totalsHtml(s: AverageStatement, t: StatementTotals, lang: Lang): string {
  const row = totalsRow(s, t, lang);
  const right = lineRight(s);
  const cells = row.slice(0, -1).map((c, i) => cell(c, right.has(i) ? "num" : undefined));
  // The statement's provisions are cited once, in the summary above the table.
  return `<tr class="total">${cells.join("")}<td class="prov"></td></tr>\n`;
}

function balancesHtml(s: AverageStatement, lang: Lang): string {
  return simpleTable(
    balanceHead(s, lang),
    s.balances.map((b) => balanceRow(b, lang)),
    new Set([1, 2, 3]),
    "balances",
  );
}

/** The provisions the statement page cites (its statements, averages, duties and warnings), in order of first appearance. */
function pageProvisions(d: Determination): string[] {
  const seen = new Set<string>();
  const add = (ps: readonly string[]) => {
    for (const p of ps) seen.add(p);
  };
  for (const s of statements(d, "en")) {
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

function provisionsHtml(ids: readonly string[], titles: ReadonlyMap<string, string> | undefined, lang: Lang): string {
  const items = ids.map((id) => {
    // A provision's title is said in the language where it is a message.
    const english = titles?.get(id);
    const title = english === undefined ? undefined : inLanguage(lang, english);
    const rest = title ? ` — ${escapeHtml(title)}` : "";
    return `<li id="${escapeHtml(provisionAnchor(id))}"><code>${escapeHtml(id)}</code>${rest}</li>`;
  });
  return `<ul class="plain provisions">\n${items.join("\n")}\n</ul>\n`;
}

function dl(rows: readonly [string, string][]): string {
  const body = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join("");
  return `<dl class="meta">${body}</dl>\n`;
}

function metaHtml(d: Determination, p: Particulars | undefined, lang: Lang): string {
  return dl([
    ...particularRows(p, lang),
    [say.statute.in(lang), d.statute],
    [say.kind.in(lang), d.kind],
    [say.situation.in(lang), d.situation],
    [say.currency.in(lang), d.currency],
  ]);
}

function readingsHtml(d: Determination, lang: Lang): string {
  if (d.readings.length === 0) return `<p>${escapeHtml(say.noReading.in(lang))}</p>\n`;
  const overridden = ` <strong>${escapeHtml(say.overridden.in(lang))}</strong>`;
  const items = d.readings.map(
    (r) =>
      `<li><code>${escapeHtml(r.name)} = ${escapeHtml(r.value)}</code> (${escapeHtml(r.slug)}) — ${escapeHtml(r.label)} [${escapeHtml(r.question)}]${r.isDefault ? "" : overridden}</li>`,
  );
  return `<ul>\n${items.join("\n")}\n</ul>\n`;
}

function receiptHtml(d: Determination, lang: Lang): string {
  const rc = d.receipt;
  const rows: [string, string][] = [
    ["sealaw", rc.sealaw],
    [say.caseFormat.in(lang), rc.caseFormat],
    [say.statute.in(lang), rc.statute],
    [say.kind.in(lang), rc.kind],
    [say.statuteTexts.in(lang), rc.statuteTexts],
    [say.caseHash.in(lang), rc.case],
  ];
  const body = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd><code>${escapeHtml(v)}</code></dd>`).join("");
  return `<dl class="meta">${body}</dl>\n`;
}

/**
 * A sentence with figures and links in it: the words escaped, each argument given
 * as HTML already (`html`); the words are said in the language first and the
 * arguments put in after, so that no markup goes through a pattern.
 */
function sentenceHtml(lang: Lang, p: (typeof say)[keyof typeof say], html: Record<string, string>): string {
  const marks: Record<string, string> = {};
  const keys = Object.keys(html);
  keys.forEach((k, i) => {
    marks[k] = `\uE000${i}\uE000`;
  });
  return escapeHtml(p.in(lang, marks)).replace(
    /\uE000(\d+)\uE000/g,
    (_m, i: string) => html[keys[Number(i)] as string] ?? "",
  );
}

function summaryHtml(s: AverageStatement, lang: Lang): string {
  const strong = (t: string) => `<strong>${escapeHtml(t)}</strong>`;
  if (apportioned(s)) {
    return `<p>${sentenceHtml(lang, say.lossApportionedHtml, { loss: strong(exactAmount(s.loss, lang)), provisions: provisionLinks(s.provisions) })}</p>\n`;
  }
  return `<p>${sentenceHtml(lang, say.lossSharedHtml, {
    loss: strong(exactAmount(s.loss, lang)),
    mass: strong(exactAmount(s.mass, lang)),
    rate: strong(rateText(s, lang)),
    provisions: provisionLinks(s.provisions),
  })}</p>\n`;
}

/** The statement's lines as rows, in batches, so that no single string grows with the statement. */
function* lineRows(s: AverageStatement, names: ReadonlyMap<string, string>, lang: Lang): Generator<string> {
  const batch: string[] = [];
  for (let i = 0; i < s.lines.length; i++) {
    batch.push(lineHtml(s, s.lines[i] as AverageLine, i + 1, names, lang));
    if (batch.length === 2000) yield batch.splice(0).join("");
  }
  if (batch.length > 0) yield batch.join("");
}

/** Every statement in money of a determination: the general average, then the averages of their own. */
function statements(d: Determination, lang: Lang): { id: string; label: string; statement: AverageStatement }[] {
  const out: { id: string; label: string; statement: AverageStatement }[] = [];
  if (d.statement) out.push({ id: "general-average", label: say.generalAverage.in(lang), statement: d.statement });
  for (const a of d.averages ?? []) if (a.statement) out.push({ id: a.id, label: a.label, statement: a.statement });
  return out;
}

/** The statement's settlement: the liabilities that settle it. */
export function settlementOf(d: Determination, id: string): Liability[] {
  return d.liabilities.filter((l) => l.settles === id);
}

function quantityHtml(q: QuantityShares, lang: Lang): string {
  const num = (t: string) => figures(t, lang);
  const head = [
    say.interest.in(lang),
    say.quantity.in(lang, { unit: q.unit }),
    say.share.in(lang),
    ...(q.lost ? [say.bears.in(lang), say.keeps.in(lang)] : [say.exact.in(lang), say.rounded.in(lang)]),
  ];
  const rows = q.lines.map((l) => [
    l.label,
    num(l.quantity),
    l.fraction,
    ...(q.lost
      ? [num(l.bears ?? ""), num(l.receives ?? "")]
      : [l.exact ? exactAmount(l.exact, lang) : "", l.rounded ? money(l.rounded, lang) : ""]),
  ]);
  return simpleTable(head, rows, new Set([1, 2, 3, 4]), "shares");
}

function* statementHtml(
  d: Determination,
  id: string,
  label: string,
  s: AverageStatement,
  lang: Lang,
): Generator<string> {
  const names = ownerNames(s);
  const totals = statementTotals(s);
  const schedule = scheduleRows(s, names, lang);
  if (schedule.length > 0) {
    const heading = say.scheduleHeading.in(lang).replace(/:$/, "");
    yield `<section>\n<h2>${escapeHtml(heading)}</h2>\n${simpleTable(scheduleHead(lang), schedule, new Set([0, 3]), "schedule")}</section>\n`;
  }
  yield `<section>\n<h2>${escapeHtml(label)}</h2>\n${summaryHtml(s, lang)}<table class="statement">\n${headHtml(s, lang)}<tbody>\n`;
  yield* lineRows(s, names, lang);
  yield `${totalsHtml(s, totals, lang)}</tbody>\n</table>\n<p class="note">${escapeHtml(checkLine(s, totals, lang))} ${escapeHtml(s.rounding)}</p>\n</section>\n`;
  yield `<section>\n<h2>${escapeHtml(say.balances.in(lang))}</h2>\n${balancesHtml(s, lang)}</section>\n`;
  const pay = settlementOf(d, id);
  if (pay.length > 0) {
    yield `<section>\n<h2>${escapeHtml(say.settlement.in(lang))}</h2>\n${simpleTable(settlementHead(lang), settlementRows(pay, names, lang), new Set([2]), "settlement")}</section>\n`;
  }
}

function listHtml(title: string, items: readonly string[], cls?: string): string {
  if (items.length === 0) return "";
  const li = items.map((i) => `<li${cls ? ` class="${cls}"` : ""}>${i}</li>`).join("\n");
  return `<section>\n<h2>${escapeHtml(title)}</h2>\n<ul>\n${li}\n</ul>\n</section>\n`;
}

const cited = (ps: readonly string[]): string => (ps.length > 0 ? ` (${provisionLinks(ps)})` : "");

/** The duties, options, penalties, assessments, other liabilities and warnings, each a list. */
function restHtml(d: Determination, lang: Lang): string {
  const other = d.liabilities.filter((l) => l.settles === undefined);
  const strong = (t: string) => `<strong>${escapeHtml(t)}</strong>`;
  return [
    listHtml(
      say.otherLiabilities.in(lang),
      other.map((l) => {
        const what = escapeHtml(l.description);
        const line = l.amount
          ? say.owesAmount.in(lang, { from: "\uE000f", to: "\uE000t", amount: money(l.amount, lang), what: "\uE000w" })
          : say.owes.in(lang, { from: "\uE000f", to: "\uE000t", what: "\uE000w" });
        const full = l.payableFrom ? say.notBefore.in(lang, { line, date: l.payableFrom }) : line;
        return `${escapeHtml(full)
          .replace("\uE000f", strong(l.from))
          .replace("\uE000t", strong(l.to))
          .replace("\uE000w", what)}${cited(l.provisions)}`;
      }),
    ),
    listHtml(
      say.duties.in(lang),
      d.obligations.map((o) => {
        let rest = "";
        if (o.due) {
          rest = o.calendar
            ? say.dueByIn.in(lang, { line: "", due: o.due, calendar: calendarName(o.calendar, lang) })
            : say.dueBy.in(lang, { line: "", due: o.due });
        }
        return `${strong(o.who)}: ${escapeHtml(o.what)}${escapeHtml(rest)}${o.recurs ? ` — ${escapeHtml(o.recurs)}` : ""}${cited(o.provisions)}`;
      }),
    ),
    listHtml(
      say.options.in(lang),
      d.options.map((o) => {
        const args = {
          holder: "\uE000h",
          status: say.status.in(lang, { status: o.status ?? "open" }),
          choices: o.choices.join(" / "),
        };
        let line = o.chosen ? say.optionChose.in(lang, { ...args, chosen: o.chosen }) : say.option.in(lang, args);
        if (o.deadline) line = say.untilDeadline.in(lang, { line, deadline: o.deadline });
        if (o.lapse) line = say.ifNotInTime.in(lang, { line, lapse: o.lapse });
        return `${escapeHtml(line).replace("\uE000h", strong(o.holder))}${cited(o.provisions)}`;
      }),
    ),
    listHtml(
      say.penalties.in(lang),
      d.penalties.map(
        (p) =>
          `${strong(p.who)}: ${escapeHtml(p.offence)} → ${escapeHtml(p.penalty)}${p.amount ? ` (${escapeHtml(money(p.amount, lang))})` : ""}${cited(p.provisions)}`,
      ),
    ),
    listHtml(
      say.assessments.in(lang),
      d.assessments.map((a) => {
        const line = say.needed.in(lang, {
          status: a.status === "needed" ? "needed" : "given",
          what: "\uE000w",
          by: a.by,
          basis: a.basis,
        });
        const [head = "", tail = ""] = line.split("\uE000w");
        const colon = head.lastIndexOf(":");
        const marked = `<strong>${escapeHtml(head.slice(0, colon))}</strong>${escapeHtml(head.slice(colon))}${escapeHtml(a.what)}${escapeHtml(tail)}`;
        return `${marked}${a.value !== undefined ? `; ${escapeHtml(say.value.in(lang, { line: "", value: "\uE000v" }).replace(/^; /, "")).replace("\uE000v", `<code>${escapeHtml(JSON.stringify(a.value))}</code>`)}` : ""}${cited(a.provisions)}`;
      }),
    ),
    listHtml(
      say.warnings.in(lang),
      d.warnings.map((w) => `${escapeHtml(w.message)}${cited(w.provisions)}`),
      "warning",
    ),
  ].join("");
}

/** The kind of statement the document is: a general average, or the first average of its own. */
function documentTitle(d: Determination, lang: Lang): string {
  if (d.statement) return say.gaStatement.in(lang);
  const a = (d.averages ?? []).find((x) => x.statement || x.shares);
  return (a?.id === "damage" ? say.damageStatement : say.averageStatement).in(lang);
}

/**
 * The HTML document of a determination's average statements, in pieces (join them,
 * or write them one after another): the general average and every average of its
 * own with a statement (a collision's damage shared), then the duties, options,
 * penalties, assessments, warnings, provisions, readings and receipt. Throws when
 * the determination has no statement. `opts.lang` gives the page's language: the
 * determination's own texts are said in it before (engine/language.ts).
 */
export function* htmlParts(d: Determination, opts: StatementHtmlOptions = {}): Generator<string> {
  const lang = opts.lang ?? "en";
  const all = statements(d, lang);
  if (!hasStatement(d)) throw new Error("this determination has no average statement");
  const name = documentTitle(d, lang);
  const title = d.title ?? d.situation;
  yield `<!DOCTYPE html>\n<html lang="${lang}">\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(`${name} — ${title}`)}</title>\n<style>${CSS}</style>\n</head>\n<body>\n`;
  yield `<header>\n<h1>${escapeHtml(name)}</h1>\n<p class="case">${escapeHtml(title)}</p>\n${metaHtml(d, all[0]?.statement.particulars, lang)}</header>\n`;
  for (const { id, label, statement } of all) yield* statementHtml(d, id, label, statement, lang);
  for (const a of d.averages ?? []) {
    if (a.shares) yield `<section>\n<h2>${escapeHtml(a.label)}</h2>\n${quantityHtml(a.shares, lang)}</section>\n`;
  }
  yield restHtml(d, lang);
  yield `<section>\n<h2>${escapeHtml(say.provisionsCited.in(lang))}</h2>\n${provisionsHtml(pageProvisions(d), opts.provisionTitles, lang)}</section>\n`;
  yield `<section>\n<h2>${escapeHtml(say.readingsRelied.in(lang))}</h2>\n${readingsHtml(d, lang)}</section>\n`;
  yield `<section>\n<h2>${escapeHtml(say.receipt.in(lang))}</h2>\n${receiptHtml(d, lang)}</section>\n</body>\n</html>\n`;
}

/** Whether a determination has a statement that htmlParts can print. */
export function hasStatement(d: Determination): boolean {
  return statements(d, "en").length > 0 || (d.averages ?? []).some((a) => a.shares !== undefined);
}

/** The whole HTML document as one string (see htmlParts for very long statements). */
export function renderStatementHtml(d: Determination, opts: StatementHtmlOptions = {}): string {
  return [...htmlParts(d, opts)].join("");
}
