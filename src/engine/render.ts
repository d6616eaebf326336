/**
 * The human-readable rendering of a determination: a table of parties, the duties,
 * choices, penalties and assessments, the readings relied on, the explanation and
 * the receipt. Plain text, fixed-width columns, no colour.
 */

import type { Determination, Option, OutsideReference, QuantityShares } from "../core/determination.js";
import { renderExplanation } from "../core/explain.js";
import { type Lang, phrases, sayer } from "../core/messages.js";
import type { MoneyJSON } from "../core/money.js";
import { textsIn } from "./language.js";
import { calendarName, exactAmount, figures, money, renderStatementText, settlementOf } from "./render-statement.js";

export interface TextOptions {
  /** Include the explanation tree. Default true. */
  explanation?: boolean;
  /** Show, in the explanation, also the rules that were tried and did not apply. Default false. */
  full?: boolean;
  /**
   * The language of the headings and sentences the rendering adds (default
   * English). The determination's own texts are said in it as they are printed,
   * each through its message (core/messages.ts `sayer`).
   */
  lang?: Lang;
}

/** The words the rendering adds around a determination's own texts, in English (German and Danish: src/messages). */
const say = phrases("engine/render", {
  statuteLine: "Statute: {statute}   Kind: {kind}   Currency: {currency}",
  situation: "Situation: {situation}",
  fund: "{label}: {amount}",
  fundParts: "{label}: {amount} in {parts} {one, select, yes {part} other {parts}}",
  perPart: "{line}; one part = {perPart}",
  party: "Party",
  parts: "Parts",
  shareOfFund: "Share of the fund",
  exact: "Exact",
  amount: "Amount",
  keptWhole: "— kept whole, outside the division in parts (see its fund above)",
  roundedUp: "* received one smallest unit left over by rounding (see the division step below)",
  partiesInFull: "Parties in full (shortened with … above)",
  side: "Side",
  members: "Members",
  why: "Why each party has its share",
  statement: "General average statement",
  liabilities: "Liabilities",
  owes: "{from} owes {to}: {what}",
  owesAmount: "{from} owes {to}: {amount} — {what}",
  notBefore: "{line} — not payable before {date}",
  obligations: "Obligations",
  dueBy: "{line} — by {due}",
  dueByIn: "{line} — by {due} ({calendar})",
  options: "Options",
  penalties: "Penalties",
  assessments: "Assessments",
  needed: "NEEDED: {what} — {by}; basis: {basis}",
  given: "given: {what} — {by}; basis: {basis}",
  value: "{line}; value: {value}",
  assessedBy: "by {by}",
  assessorIs: "the assessor is {by}",
  warnings: "Warnings",
  readings: "Readings relied on",
  overridden: "(overridden)",
  legendFull: "Explanation (✓ applied, ✗ overridden, · did not apply, • note):",
  legend: "Explanation (✓ applied, ✗ overridden, • note; --full adds the rules that did not apply):",
  receipt: "Receipt: sealaw {sealaw}; case format {format}; {statute} texts sha256 {texts}…; case sha256 {case}…",
  outside: "outside sealaw's texts: {cite}, {about}",
  chosen: "{holder} has chosen: {chosen} — closed (the choices were: {choices})",
  notStated: "(not stated)",
  lapsed: "{holder} did not choose in time — lapsed (the choices were: {choices})",
  lapsedSo: "{holder} did not choose in time — lapsed (the choices were: {choices}); so: {lapse}",
  mayChoose: "{holder} may choose: {choices}",
  until: "{line} — until {deadline}",
  ifNot: "{line}; if not: {lapse}",
  open: "{line} — open",
  interest: "Interest",
  quantity: "Quantity ({unit})",
  share: "Share",
  bears: "Bears",
  keeps: "Keeps",
  lost: "{lost} {unit} lost, shared by {measure} over {total} {unit}",
  sharedBy: "{amount} shared by {measure} over {total} {unit}",
});

/** "120/11 u (≈ 10.91)" or "60 u", with thousands separators (in the language's form). */
export function exactText(m: MoneyJSON, lang: Lang = "en"): string {
  return exactAmount(m, lang);
}

export function table(rows: string[][], right: Set<number>): string {
  const widths: number[] = [];
  for (const r of rows) {
    r.forEach((c, i) => {
      widths[i] = Math.max(widths[i] ?? 0, [...c].length);
    });
  }
  return rows
    .map((r) =>
      r
        .map((c, i) => {
          const pad = " ".repeat((widths[i] ?? 0) - [...c].length);
          return right.has(i) ? pad + c : c + pad;
        })
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function section(title: string, lines: string[]): string[] {
  if (lines.length === 0) return [];
  return ["", `${title}:`, ...lines.map((l) => `  ${l}`)];
}

function cite(ps: readonly string[]): string {
  return ps.length ? ` [${ps.join(", ")}]` : "";
}

/** References to laws outside sealaw's texts, marked as such. */
function outside(refs: readonly OutsideReference[] | undefined, lang: Lang, t: Say): string {
  if (!refs || refs.length === 0) return "";
  return refs.map((r) => ` {${say.outside.as(lang, { cite: t(r.cite), about: t(r.about) })}}`).join("");
}

/** A loss shared by quantity (bulk goods taken by pirates, costs by weight), as a table. */
function quantityTable(q: QuantityShares, lang: Lang, t: Say): string[] {
  const num = (t: string) => figures(t, lang);
  const head = [
    say.interest.in(lang),
    say.quantity.as(lang, { unit: t(q.unit) }),
    say.share.in(lang),
    ...(q.lost ? [say.bears.in(lang), say.keeps.in(lang)] : [say.exact.in(lang), say.amount.in(lang)]),
  ];
  const rows = [head];
  for (const l of q.lines) {
    rows.push([
      `${t(l.label)} (${l.owner})`,
      num(l.quantity),
      l.fraction,
      ...(q.lost
        ? [num(l.bears ?? ""), num(l.receives ?? "")]
        : [l.exact ? exactText(l.exact, lang) : "", l.rounded ? money(l.rounded, lang) : ""]),
    ]);
  }
  const lead = q.lost
    ? say.lost.as(lang, { lost: num(q.lost), unit: t(q.unit), measure: t(q.measure), total: num(q.total) })
    : say.sharedBy.as(lang, {
        amount: q.amount ? money(q.amount, lang) : "",
        measure: t(q.measure),
        total: num(q.total),
        unit: t(q.unit),
      });
  return [lead, ...table(rows, new Set([1, 2, 3, 4])).split("\n"), ...(q.rounding ? [t(q.rounding)] : [])];
}

/** The widest the party column of the table grows; a longer text is shortened there and given in full below. */
export const PARTY_WIDTH = 72;

/** Text cut at a word to at most `width` characters, with "…"; unchanged when it fits. */
export function shorten(text: string, width: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  const cut = chars.slice(0, width - 1).join("");
  const space = cut.lastIndexOf(" ");
  return `${(space > width / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:—(-]+$/u, "")}…`;
}

/** The persons among a side's members: a person's several lines ("h5" and "h5#agreed-price") count once. */
export function memberCount(members: readonly string[]): number {
  return new Set(members.map((m) => m.split("#")[0])).size;
}

/** How a text that names no assessor begins, in each language (`by` as said in it). */
const NAMES_NO_ONE: Record<Lang, RegExp> = {
  en: /^(not named|no one|none)\b/i,
  de: /^(not named|no one|none|nicht|niemand|keine?r?|vom Text nicht)\b/i,
  da: /^(not named|no one|none|ikke|ingen)\b/i,
};

/** Who assesses, as the end of "— …": "by the Vogt", or "the assessor is not named by the text". */
export function assessor(by: string, lang: Lang = "en"): string {
  return NAMES_NO_ONE[lang].test(by) ? say.assessorIs.in(lang, { by }) : say.assessedBy.in(lang, { by });
}

/** How a determination's own texts are said where they are printed: as they are (English), or through their messages. */
type Say = (text: string) => string;
const asIs: Say = (text) => text;

/** An option as a sentence: open, chosen or lapsed (its texts said with `t`). */
export function optionText(o: Option, lang: Lang = "en", t: Say = lang === "en" ? asIs : sayer(lang)): string {
  const choices = o.choices.map(t).join(" / ");
  const holder = t(o.holder);
  if (o.status === "chosen")
    return say.chosen.as(lang, {
      holder,
      chosen: o.chosen === undefined ? say.notStated.in(lang) : t(o.chosen),
      choices,
    });
  if (o.status === "lapsed") {
    return o.lapse
      ? say.lapsedSo.as(lang, { holder, choices, lapse: t(o.lapse) })
      : say.lapsed.as(lang, { holder, choices });
  }
  let line = say.mayChoose.as(lang, { holder, choices });
  if (o.deadline) line = say.until.as(lang, { line, deadline: t(o.deadline) });
  if (o.lapse) line = say.ifNot.as(lang, { line, lapse: t(o.lapse) });
  if (o.status === "open") line = say.open.as(lang, { line });
  return line;
}

export function renderText(given: Determination, opts: TextOptions = {}): string {
  const lang = opts.lang ?? "en";
  // Said in the language: each text of the determination where it is printed,
  // through its message (a copy of the determination in the language would cost
  // nearly as much as printing it). English prints the texts as they are.
  const d = given;
  const t: Say = lang === "en" ? asIs : sayer(lang, given.phrases);
  // A text that is a party's id or a value the case gives ("owner", "storm") or a
  // phrase a rule of this determination wrote: said only if this determination's book
  // has it, so that an id reads the same whatever other messages are declared.
  const mine: Say = lang === "en" ? asIs : (text) => (given.phrases?.[text] === undefined ? text : t(text));
  const out: string[] = [];
  if (d.title) {
    const title = t(d.title);
    out.push(title, "=".repeat(Math.min(78, [...title].length)));
  }
  out.push(say.statuteLine.as(lang, { statute: d.statute, kind: d.kind, currency: d.currency }));
  out.push(say.situation.as(lang, { situation: t(d.situation) }));

  for (const f of d.funds) {
    const amount = money(f.amount, lang);
    let line =
      f.totalParts === undefined
        ? say.fund.as(lang, { label: t(f.label), amount })
        : say.fundParts.as(lang, {
            label: t(f.label),
            amount,
            parts: figures(f.totalParts, lang),
            one: f.totalParts === "1" ? "yes" : "no",
          });
    if (f.perPart) line = say.perPart.as(lang, { line, perPart: exactText(f.perPart, lang) });
    out.push("", line + cite(f.provisions));
  }

  if (d.allocations.length > 0) {
    const hasParts = d.allocations.some((a) => a.parts !== undefined);
    // In a division in parts, a line without parts (an agreed price kept whole) is
    // not a share of the fund divided: its share is not shown, so the column sums to 1.
    const outside = (a: (typeof d.allocations)[number]) => hasParts && a.parts === undefined;
    const head = [
      say.party.in(lang),
      ...(hasParts ? [say.parts.in(lang)] : []),
      say.shareOfFund.in(lang),
      say.exact.in(lang),
      say.amount.in(lang),
    ];
    const rows = [head];
    const long: string[] = [];
    for (const a of d.allocations) {
      const who = `${t(a.name)} — ${t(a.role)}`;
      const short = shorten(who, PARTY_WIDTH);
      if (short !== who) long.push(who);
      rows.push([
        short,
        ...(hasParts ? [a.parts === undefined ? "" : figures(a.parts, lang)] : []),
        outside(a) ? "—" : a.fraction,
        exactText(a.exact, lang),
        money(a.rounded, lang) + (a.roundedUp ? " *" : ""),
      ]);
    }
    const right = new Set(hasParts ? [1, 2, 3, 4] : [1, 2, 3]);
    out.push("", table(rows, right));
    if (d.allocations.some(outside)) {
      out.push(`  ${say.keptWhole.in(lang)}`);
    }
    if (d.allocations.some((a) => a.roundedUp)) {
      out.push(`  ${say.roundedUp.in(lang)}`);
    }
    if (long.length > 0) out.push(...section(say.partiesInFull.in(lang), long));
    if (d.groups && d.groups.length > 0) {
      const rows = [[say.side.in(lang), say.members.in(lang), say.exact.in(lang), say.amount.in(lang)]];
      for (const g of d.groups)
        rows.push([t(g.name), String(memberCount(g.members)), exactText(g.exact, lang), money(g.rounded, lang)]);
      out.push("", table(rows, new Set([1, 2, 3])));
      out.push(
        ...d.groups.map((g) => {
          const reason = t(g.reason);
          return `  ${t(g.name)}: ${reason}${cite(g.provisions.filter((p) => !reason.includes(p)))}`;
        }),
      );
    }
    const why = d.allocations.map((a) => {
      const reason = t(a.reason);
      return `${t(a.name)}: ${reason}${cite(a.provisions.filter((p) => !reason.includes(p)))}`;
    });
    out.push(...section(say.why.in(lang), why));
  }

  // A statement is said as a whole (engine/language.ts): its renderer, shared with
  // the printable page, takes it in the language.
  const inLang = <T>(v: T): T => (lang === "en" ? v : textsIn(lang, v, given.phrases));
  if (d.statement) {
    const text = renderStatementText(inLang(d.statement), {
      settlement: inLang(settlementOf(d, "general-average")),
      lang,
    });
    out.push("", `${say.statement.in(lang)}:`, ...text.split("\n").map((l) => (l === "" ? l : `  ${l}`)));
  }
  for (const a of d.averages ?? []) {
    out.push("", `${t(a.label)}${cite(a.provisions)}:`);
    if (a.statement) {
      out.push(
        ...renderStatementText(inLang(a.statement), { settlement: inLang(settlementOf(d, a.id)), lang })
          .split("\n")
          .map((l) => (l === "" ? l : `  ${l}`)),
      );
    }
    if (a.shares) out.push(...quantityTable(a.shares, lang, t).map((l) => `  ${l}`));
  }

  out.push(
    ...section(
      say.liabilities.in(lang),
      // The payments that settle a statement are shown with it, as its settlement.
      d.liabilities
        .filter((l) => l.settles === undefined)
        .map((l) => {
          const what = t(l.description);
          const line = l.amount
            ? say.owesAmount.as(lang, { from: mine(l.from), to: mine(l.to), amount: money(l.amount, lang), what })
            : say.owes.as(lang, { from: mine(l.from), to: mine(l.to), what });
          return (l.payableFrom ? say.notBefore.as(lang, { line, date: l.payableFrom }) : line) + cite(l.provisions);
        }),
    ),
  );
  out.push(
    ...section(
      say.obligations.in(lang),
      d.obligations.map((o) => {
        let line = `${t(o.who)}: ${t(o.what)}`;
        if (o.due) {
          line = o.calendar
            ? say.dueByIn.as(lang, { line, due: o.due, calendar: calendarName(o.calendar, lang) })
            : say.dueBy.as(lang, { line, due: o.due });
        }
        return `${line}${o.recurs ? ` — ${t(o.recurs)}` : ""}${cite(o.provisions)}`;
      }),
    ),
  );
  out.push(
    ...section(
      say.options.in(lang),
      d.options.map((o) => `${optionText(o, lang, t)}${cite(o.provisions)}`),
    ),
  );
  out.push(
    ...section(
      say.penalties.in(lang),
      d.penalties.map(
        (p) =>
          `${t(p.who)}: ${t(p.offence)} → ${t(p.penalty)}${p.amount ? ` (${money(p.amount, lang)})` : ""}${cite(p.provisions)}${outside(p.outside, lang, t)}`,
      ),
    ),
  );
  out.push(
    ...section(
      say.assessments.in(lang),
      d.assessments.map((a) => {
        const args = { what: t(a.what), by: assessor(t(a.by), lang), basis: t(a.basis) };
        const line = a.status === "needed" ? say.needed.in(lang, args) : say.given.in(lang, args);
        return (
          (a.value !== undefined ? say.value.as(lang, { line, value: JSON.stringify(a.value) }) : line) +
          cite(a.provisions)
        );
      }),
    ),
  );
  out.push(
    ...section(
      say.warnings.in(lang),
      d.warnings.map((w) => `${t(w.message)}${cite(w.provisions)}`),
    ),
  );
  out.push(
    ...section(
      say.readings.in(lang),
      d.readings.map(
        (r) =>
          `${t(r.name)} = ${t(r.value)} (${t(r.slug)}) — ${t(r.label)} [${t(r.question)}]${r.isDefault ? "" : `  ${say.overridden.in(lang)}`}`,
      ),
    ),
  );
  if (opts.explanation ?? true) {
    const full = opts.full ?? false;
    // A fact's value is said only when a rule of this determination made it as a phrase:
    // the case's own values ("storm", "sworn") stay as the case gives them.
    const tree = renderExplanation(d.explanation, { hideNotApplicable: !full, lang, say: t, sayValue: mine });
    out.push("", (full ? say.legendFull : say.legend).in(lang), ...tree.split("\n").map((l) => `  ${l}`));
  }
  const rc = d.receipt;
  out.push(
    "",
    say.receipt.as(lang, {
      sealaw: rc.sealaw,
      format: rc.caseFormat,
      statute: rc.statute,
      texts: rc.statuteTexts.slice(0, 16),
      case: rc.case.slice(0, 16),
    }),
  );
  return `${out.join("\n")}\n`;
}
