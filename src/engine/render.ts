/**
 * The human-readable rendering of a determination: a table of parties, the duties,
 * choices, penalties and assessments, the readings relied on, the explanation and
 * the receipt. Plain text, fixed-width columns, no colour.
 */

import type { Determination, Option, OutsideReference, QuantityShares } from "../core/determination.js";
import { renderExplanation } from "../core/explain.js";
import type { Lang } from "../core/messages.js";
import type { MoneyJSON } from "../core/money.js";
import { exactAmount, money, renderStatementText, settlementOf } from "./render-statement.js";

export interface TextOptions {
  /** Include the explanation tree. Default true. */
  explanation?: boolean;
  /** Show, in the explanation, also the rules that were tried and did not apply. Default false. */
  full?: boolean;
  /**
   * The language of the headings and sentences the rendering adds (default
   * English). The determination's own texts are said in it before it is rendered
   * (engine/language.ts).
   */
  lang?: Lang;
}

/** "120/11 u (≈ 10.91)" or "60 u", with thousands separators. */
export function exactText(m: MoneyJSON): string {
  return exactAmount(m);
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
function outside(refs: readonly OutsideReference[] | undefined): string {
  if (!refs || refs.length === 0) return "";
  return refs.map((r) => ` {outside sealaw's texts: ${r.cite}, ${r.about}}`).join("");
}

/** A loss shared by quantity (bulk goods taken by pirates, costs by weight), as a table. */
function quantityTable(q: QuantityShares): string[] {
  const head = ["Interest", `Quantity (${q.unit})`, "Share", ...(q.lost ? ["Bears", "Keeps"] : ["Exact", "Amount"])];
  const rows = [head];
  for (const l of q.lines) {
    rows.push([
      `${l.label} (${l.owner})`,
      l.quantity,
      l.fraction,
      ...(q.lost
        ? [l.bears ?? "", l.receives ?? ""]
        : [l.exact ? exactText(l.exact) : "", l.rounded ? money(l.rounded) : ""]),
    ]);
  }
  const lead = q.lost
    ? `${q.lost} ${q.unit} lost, shared by ${q.measure} over ${q.total} ${q.unit}`
    : `${q.amount ? money(q.amount) : ""} shared by ${q.measure} over ${q.total} ${q.unit}`;
  return [lead, ...table(rows, new Set([1, 2, 3, 4])).split("\n"), ...(q.rounding ? [q.rounding] : [])];
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

/** Who assesses, as the end of "— …": "by the Vogt", or "the assessor is not named by the text". */
export function assessor(by: string): string {
  return /^(not named|no one|none)\b/i.test(by) ? `the assessor is ${by}` : `by ${by}`;
}

/** An option as a sentence: open, chosen or lapsed. */
export function optionText(o: Option): string {
  const choices = o.choices.join(" / ");
  if (o.status === "chosen")
    return `${o.holder} has chosen: ${o.chosen ?? "(not stated)"} — closed (the choices were: ${choices})`;
  if (o.status === "lapsed") {
    return `${o.holder} did not choose in time — lapsed (the choices were: ${choices})${o.lapse ? `; so: ${o.lapse}` : ""}`;
  }
  return `${o.holder} may choose: ${choices}${o.deadline ? ` — until ${o.deadline}` : ""}${o.lapse ? `; if not: ${o.lapse}` : ""}${o.status === "open" ? " — open" : ""}`;
}

export function renderText(d: Determination, opts: TextOptions = {}): string {
  const out: string[] = [];
  if (d.title) out.push(d.title, "=".repeat(Math.min(78, [...d.title].length)));
  out.push(`Statute: ${d.statute}   Kind: ${d.kind}   Currency: ${d.currency}`);
  out.push(`Situation: ${d.situation}`);

  for (const f of d.funds) {
    let line = `${f.label}: ${money(f.amount)}`;
    if (f.totalParts !== undefined) line += ` in ${f.totalParts} ${f.totalParts === "1" ? "part" : "parts"}`;
    if (f.perPart) line += `; one part = ${exactText(f.perPart)}`;
    out.push("", line + cite(f.provisions));
  }

  if (d.allocations.length > 0) {
    const hasParts = d.allocations.some((a) => a.parts !== undefined);
    // In a division in parts, a line without parts (an agreed price kept whole) is
    // not a share of the fund divided: its share is not shown, so the column sums to 1.
    const outside = (a: (typeof d.allocations)[number]) => hasParts && a.parts === undefined;
    const head = ["Party", ...(hasParts ? ["Parts"] : []), "Share of the fund", "Exact", "Amount"];
    const rows = [head];
    const long: string[] = [];
    for (const a of d.allocations) {
      const who = `${a.name} — ${a.role}`;
      const short = shorten(who, PARTY_WIDTH);
      if (short !== who) long.push(who);
      rows.push([
        short,
        ...(hasParts ? [a.parts ?? ""] : []),
        outside(a) ? "—" : a.fraction,
        exactText(a.exact),
        money(a.rounded) + (a.roundedUp ? " *" : ""),
      ]);
    }
    const right = new Set(hasParts ? [1, 2, 3, 4] : [1, 2, 3]);
    out.push("", table(rows, right));
    if (d.allocations.some(outside)) {
      out.push("  — kept whole, outside the division in parts (see its fund above)");
    }
    if (d.allocations.some((a) => a.roundedUp)) {
      out.push("  * received one smallest unit left over by rounding (see the division step below)");
    }
    if (long.length > 0) out.push(...section("Parties in full (shortened with … above)", long));
    if (d.groups && d.groups.length > 0) {
      const rows = [["Side", "Members", "Exact", "Amount"]];
      for (const g of d.groups)
        rows.push([g.name, String(memberCount(g.members)), exactText(g.exact), money(g.rounded)]);
      out.push("", table(rows, new Set([1, 2, 3])));
      out.push(
        ...d.groups.map((g) => `  ${g.name}: ${g.reason}${cite(g.provisions.filter((p) => !g.reason.includes(p)))}`),
      );
    }
    const why = d.allocations.map(
      (a) => `${a.name}: ${a.reason}${cite(a.provisions.filter((p) => !a.reason.includes(p)))}`,
    );
    out.push(...section("Why each party has its share", why));
  }

  if (d.statement) {
    const text = renderStatementText(d.statement, { settlement: settlementOf(d, "general-average") });
    out.push("", "General average statement:", ...text.split("\n").map((l) => (l === "" ? l : `  ${l}`)));
  }
  for (const a of d.averages ?? []) {
    out.push("", `${a.label}${cite(a.provisions)}:`);
    if (a.statement) {
      out.push(
        ...renderStatementText(a.statement, { settlement: settlementOf(d, a.id) })
          .split("\n")
          .map((l) => (l === "" ? l : `  ${l}`)),
      );
    }
    if (a.shares) out.push(...quantityTable(a.shares).map((l) => `  ${l}`));
  }

  out.push(
    ...section(
      "Liabilities",
      // The payments that settle a statement are shown with it, as its settlement.
      d.liabilities
        .filter((l) => l.settles === undefined)
        .map(
          (l) =>
            `${l.from} owes ${l.to}: ${l.amount ? `${money(l.amount)} — ` : ""}${l.description}${l.payableFrom ? ` — not payable before ${l.payableFrom}` : ""}${cite(l.provisions)}`,
        ),
    ),
  );
  out.push(
    ...section(
      "Obligations",
      d.obligations.map(
        (o) =>
          `${o.who}: ${o.what}${o.due ? ` — by ${o.due}${o.calendar ? ` (${o.calendar})` : ""}` : ""}${o.recurs ? ` — ${o.recurs}` : ""}${cite(o.provisions)}`,
      ),
    ),
  );
  out.push(
    ...section(
      "Options",
      d.options.map((o) => `${optionText(o)}${cite(o.provisions)}`),
    ),
  );
  out.push(
    ...section(
      "Penalties",
      d.penalties.map(
        (p) =>
          `${p.who}: ${p.offence} → ${p.penalty}${p.amount ? ` (${money(p.amount)})` : ""}${cite(p.provisions)}${outside(p.outside)}`,
      ),
    ),
  );
  out.push(
    ...section(
      "Assessments",
      d.assessments.map(
        (a) =>
          `${a.status === "needed" ? "NEEDED" : "given"}: ${a.what} — ${assessor(a.by)}; basis: ${a.basis}${
            a.value !== undefined ? `; value: ${JSON.stringify(a.value)}` : ""
          }${cite(a.provisions)}`,
      ),
    ),
  );
  out.push(
    ...section(
      "Warnings",
      d.warnings.map((w) => `${w.message}${cite(w.provisions)}`),
    ),
  );
  out.push(
    ...section(
      "Readings relied on",
      d.readings.map(
        (r) => `${r.name} = ${r.value} (${r.slug}) — ${r.label} [${r.question}]${r.isDefault ? "" : "  (overridden)"}`,
      ),
    ),
  );
  if (opts.explanation ?? true) {
    const full = opts.full ?? false;
    const tree = renderExplanation(d.explanation, { hideNotApplicable: !full });
    const legend = full
      ? "✓ applied, ✗ overridden, · did not apply, • note"
      : "✓ applied, ✗ overridden, • note; --full adds the rules that did not apply";
    out.push("", `Explanation (${legend}):`, ...tree.split("\n").map((l) => `  ${l}`));
  }
  const rc = d.receipt;
  out.push(
    "",
    `Receipt: sealaw ${rc.sealaw}; case format ${rc.caseFormat}; ${rc.statute} texts sha256 ${rc.statuteTexts.slice(0, 16)}…; case sha256 ${rc.case.slice(0, 16)}…`,
  );
  return `${out.join("\n")}\n`;
}
