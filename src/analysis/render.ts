/**
 * Text for the analyses: sensitivity to readings, comparison of statutes, and
 * what-if on single facts. JSON output is the report objects themselves.
 */

import type { Receipt } from "../core/determination.js";
import { type Lang, type Phrase, phrases } from "../core/messages.js";
import { Rational } from "../core/rational.js";
import { table } from "../engine/render.js";
import type { Comparison, PartyCell, Side } from "./compare.js";
import type { OneAtATimeReport } from "./oneatatime.js";
import type { SensitivityReport } from "./sensitivity.js";
import type { WhatIfReport } from "./whatif.js";

/** An exact amount with its unit, and a decimal approximation when it is a fraction. */
export function amountText(v: Rational, counted: string): string {
  return v.isInteger() ? `${v} ${counted}` : `${v} ${counted} (≈ ${v.toDecimal(2)})`;
}

export function receiptText(r: Receipt): string {
  const readings = r.readings.map((u) => `${u.name}=${u.value}`).join(", ");
  return `sealaw ${r.sealaw}, case format ${r.caseFormat}, ${r.statute} texts sha256 ${r.statuteTexts.slice(0, 12)}…, case sha256 ${r.case.slice(0, 12)}…${readings ? `, readings ${readings}` : ""}`;
}

/** Paths listed per outcome in the text; --json has them all. */
const LISTED = 6;

const pathText = (readings: Record<string, string>): string =>
  Object.keys(readings).length === 0
    ? "(any)"
    : Object.entries(readings)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ");

export function renderSensitivity(s: SensitivityReport): string {
  const out: string[] = [];
  out.push(`Sensitivity to readings: ${s.title ?? `${s.statute}, ${s.kind}`}`);
  out.push("");
  if (s.relevant.length === 0) {
    out.push("No reading bears on this case: every reading of the statute gives the same outcome.");
  } else {
    out.push(`Readings that bear on this case (${s.relevant.length}):`);
    out.push(
      table(
        [
          ["Reading", "Question", "Alternatives", "In force", "Moves an outcome"],
          ...s.relevant.map((r) => [
            r.name,
            r.question,
            r.alternatives.join(" "),
            r.inForce,
            r.decisive ? "yes" : "no",
          ]),
        ],
        new Set(),
      ),
    );
  }
  if (Object.keys(s.fixed).length > 0) out.push(`Held fixed: ${pathText(s.fixed)}`);
  out.push("");
  out.push(
    `${s.combinations} combination${s.combinations === "1" ? "" : "s"} of these readings; ${s.paths} distinct path${s.paths === 1 ? "" : "s"} decided (${s.decisions} decisions); ${s.groups.length} distinct outcome${s.groups.length === 1 ? "" : "s"}.`,
  );
  if (!s.complete) out.push(`Incomplete: ${s.bound}.`);
  out.push("");
  out.push("Each party, from least to most (positive receives, negative pays):");
  if (s.parties.length === 0) out.push("  No party receives or pays anything in money under any reading.");
  else {
    out.push(
      table(
        [
          ["Party", "Least", "Most", "In force", "Moved by"],
          ...s.parties.map((p) => [
            p.name === p.party ? p.party : `${p.name} (${p.party})`,
            amountText(p.least, p.counted),
            amountText(p.most, p.counted),
            amountText(p.inForce, p.counted),
            p.movedBy.length === 0 ? "no reading" : p.movedBy.map((m) => m.reading).join(", "),
          ]),
        ],
        new Set([1, 2, 3]),
      ),
    );
    const moved = s.parties.filter((p) => p.movedBy.length > 0);
    if (moved.length > 0) {
      out.push("");
      out.push("How each reading moves them (range under each alternative, the other readings varying):");
      for (const p of moved) {
        out.push(`  ${p.name}:`);
        for (const m of p.movedBy) {
          const under = Object.entries(m.under)
            .map(([code, r]) =>
              r.least.eq(r.most)
                ? `${code} ${amountText(r.least, p.counted)}`
                : `${code} ${amountText(r.least, p.counted)} to ${amountText(r.most, p.counted)}`,
            )
            .join("; ");
          out.push(`    ${m.reading} (${m.question}): ${under}`);
        }
      }
    }
  }
  out.push("");
  for (const g of s.groups) {
    out.push(
      `Outcome ${g.id}${g.inForce ? " (the readings in force)" : ""}: ${g.covers} combination${g.covers === "1" ? "" : "s"}`,
    );
    for (const c of g.combinations.slice(0, LISTED)) {
      out.push(`  ${pathText(c.readings)}${c.unexplored.length ? `  [not varied: ${c.unexplored.join(", ")}]` : ""}`);
    }
    if (g.combinations.length > LISTED) out.push(`  … and ${g.combinations.length - LISTED} more paths (see --json)`);
    const moving = g.positions.filter((p) => !p.value.isZero());
    const situation = g.combinations[0]?.situation ?? "";
    const reason = g.undecidable ?? g.combinations[0]?.undecidable;
    out.push(
      reason !== undefined
        ? `  cannot be decided under these readings: ${reason}`
        : moving.length === 0
          ? "  nobody receives or pays anything"
          : `  ${moving.map((p) => `${p.name}: ${amountText(p.value, p.counted)}`).join("; ")}`,
    );
    out.push(`  situation: ${situation}`);
  }
  out.push("");
  out.push(`Receipt (readings in force): ${receiptText(s.receipt)}`);
  return out.join("\n");
}

const signed = (v: Rational, counted: string): string => `${v.sign() > 0 ? "+" : ""}${amountText(v, counted)}`;

/** One reading at a time: per party the flips that move it, largest first; then each flip. */
export function renderOneAtATime(r: OneAtATimeReport): string {
  const out: string[] = [];
  out.push(`One reading at a time: ${r.title ?? `${r.statute}, ${r.kind}`}`);
  out.push("");
  if (r.inPlay.length === 0) {
    out.push("No reading is in play: the case as it stands consults none.");
  } else {
    out.push(
      `Readings in play (${r.inPlay.length}), each flipped alone to each other alternative (${r.flips.length} flips, ${r.decisions} decisions):`,
    );
    for (const p of r.inPlay)
      out.push(`  ${p.question} ${p.name}=${p.inForce}${p.isDefault ? " (default)" : ""}: ${p.title}`);
  }
  if (Object.keys(r.fixed).length > 0) out.push(`Held fixed: ${pathText(r.fixed)}`);
  for (const rate of r.rates)
    out.push(`Rate of ${rate.label}: ${rate.rate}${rate.percent ? ` (${rate.percent} %)` : ""}`);
  out.push("");
  out.push("Which reading matters most to whom (positive receives, negative pays):");
  for (const p of r.parties) {
    out.push(
      `  ${p.name === p.party ? p.party : `${p.name} (${p.party})`}: ${amountText(p.inForce, p.counted)} as it stands`,
    );
    if (p.changes.length === 0) out.push("    no single reading moves it");
    for (const c of p.changes) {
      out.push(
        `    ${c.question} ${c.reading}=${c.to}: ${signed(c.delta, p.counted)} -> ${amountText(c.after, p.counted)}`,
      );
    }
  }
  out.push("");
  out.push("Each flip:");
  for (const f of r.flips) {
    out.push(`  ${f.question} ${f.reading} ${f.from} -> ${f.to} (${f.label})`);
    if (f.undecidable !== undefined) {
      out.push(`    cannot be decided under ${f.to}: ${f.undecidable}`);
      if (f.brings.length > 0) out.push(`    brings into play: ${f.brings.join(", ")}`);
      continue;
    }
    if (!f.changes) out.push("    the outcome is the same");
    else if (f.moves.length === 0) out.push("    no money moves; the outcome differs otherwise (see the situation)");
    for (const m of f.moves) {
      out.push(
        `    ${m.name}: ${amountText(m.before, m.counted)} -> ${amountText(m.after, m.counted)} (${signed(m.delta, m.counted)})`,
      );
    }
    for (const x of f.rates) {
      out.push(`    rate of ${x.before.label}: ${x.before.rate} -> ${x.after ? x.after.rate : "no average"}`);
    }
    if (f.brings.length > 0) out.push(`    brings into play: ${f.brings.join(", ")}`);
    if (f.changes) out.push(`    situation: ${f.situation}`);
  }
  out.push("");
  out.push(`Receipt (readings in force): ${receiptText(r.receipt)}`);
  return out.join("\n");
}

export function renderWhatIf(w: WhatIfReport, limit = 25): string {
  const out: string[] = [];
  out.push(`What if one fact had been otherwise: ${w.title ?? `${w.statute}, ${w.kind}`}`);
  out.push("");
  out.push(
    `${w.tried} single changes tried: ${w.results.length} alter the outcome, ${w.noEffect} alter nothing, ${w.notAdmissible.length - w.undecidable.length} not admissible under the case format, ${w.undecidable.length} cannot be decided.${w.complete ? "" : " (Stopped at the bound; not every change was tried.)"}`,
  );
  if (w.results.length === 0)
    out.push("No single change of a yes/no fact, a place, a kind or a role alters the outcome.");
  for (const [i, r] of w.results.slice(0, limit).entries()) {
    out.push("");
    out.push(
      `${i + 1}. ${r.change.label}  (${r.change.path})${r.moves.isZero() ? "" : `: moves ${amountText(r.moves, r.parties.find((p) => p.unit === w.currency)?.counted ?? w.currency)}`}`,
    );
    for (const p of r.parties) {
      out.push(
        `   ${p.name}: ${amountText(p.before, p.counted)} → ${amountText(p.after, p.counted)} (${p.delta.sign() > 0 ? "+" : ""}${amountText(p.delta, p.counted)})`,
      );
    }
    for (const o of r.otherwise.slice(0, 6)) out.push(`   ${o}`);
    if (r.otherwise.length > 6) out.push(`   … and ${r.otherwise.length - 6} more differences`);
    if (r.situation.after !== r.situation.before) out.push(`   situation: ${r.situation.after}`);
  }
  if (w.results.length > limit)
    out.push(`\n… and ${w.results.length - limit} more changes that alter the outcome (see --json).`);
  if (w.undecidable.length > 0) {
    out.push("");
    out.push("Changes under which the case cannot be decided:");
    for (const u of w.undecidable.slice(0, limit))
      out.push(`  ${u.change.label}  (${u.change.path}): cannot be decided under it: ${u.reason}`);
    if (w.undecidable.length > limit) out.push(`  … and ${w.undecidable.length - limit} more (see --json).`);
  }
  out.push("");
  out.push(`Receipt (the case as filed): ${receiptText(w.receipt)}`);
  return out.join("\n");
}

function cellText(c: PartyCell | undefined): string {
  if (!c) return "—";
  return c.amounts.map((a) => amountText(Rational.parse(a.value), a.counted)).join("; ");
}

const sayC = phrases("analysis/render-compare", {
  heading: "Comparison: {title} — {left} and {right}",
  theCase: "the case",
  side: "{statute} ({kind})",
  covered: "{statute}: {situation}",
  notCovered: "{statute}: NOT COVERED. {reason}",
  carriedTo: "How the facts were carried to {statute}:",
  note: "  Note: {note}",
  partyByParty: "Party by party (positive receives, negative pays):",
  party: "Party",
  provisions: "Provisions",
  notCoveredCell: "not covered",
  mayChoose: "{holder} may choose: {choices} [{provisions}]",
  assessedBy: "{what}, by {by} [{provisions}]",
  besidesMoney: "Under {statute}, besides money:",
  more: "  … and {n} more (see --json)",
  toBeAssessed: "  to be assessed: {what}",
  onlyReads: "Facts only {statute} reads: {facts}",
  none: "none",
  receipt: "Receipt ({statute}): {receipt}",
});

export function renderComparison(c: Comparison, lang: Lang = "en"): string {
  const t = (p: Phrase, args?: Parameters<Phrase>[0]): string => p.in(lang, args);
  const out: string[] = [];
  const name = (s: Side) => t(sayC.side, { statute: s.statute, kind: s.kind });
  out.push(t(sayC.heading, { title: c.title ?? t(sayC.theCase), left: name(c.left), right: name(c.right) }));
  out.push("");
  for (const s of [c.left, c.right]) {
    out.push(
      s.covered
        ? t(sayC.covered, { statute: s.statute, situation: s.situation ?? "" })
        : t(sayC.notCovered, { statute: s.statute, reason: s.reason ?? "" }),
    );
  }
  if (c.mappings.length > 0) {
    out.push("");
    out.push(t(sayC.carriedTo, { statute: c.right.statute }));
    for (const m of c.mappings) out.push(`  ${m.from} → ${m.to}: ${m.how}`);
  }
  for (const n of c.notes) out.push(t(sayC.note, { note: n }));
  if (c.parties.length > 0) {
    out.push("");
    out.push(t(sayC.partyByParty));
    out.push(
      table(
        [
          [t(sayC.party), c.left.statute, t(sayC.provisions), c.right.statute, t(sayC.provisions)],
          ...c.parties.map((p) => [
            p.name === p.party ? p.party : `${p.name} (${p.party})`,
            cellText(p.left),
            p.left?.provisions.join(", ") || "—",
            c.right.covered ? cellText(p.right) : t(sayC.notCoveredCell),
            p.right?.provisions.join(", ") || "—",
          ]),
        ],
        new Set([1, 3]),
      ),
    );
  }
  for (const s of [c.left, c.right]) {
    const d = s.determination;
    if (!d) continue;
    const duties = d.obligations.map((o) => `${s.names?.[o.who] ?? o.who}: ${o.what} [${o.provisions.join(", ")}]`);
    const choices = d.options.map((o) =>
      t(sayC.mayChoose, { holder: o.holder, choices: o.choices.join(" / "), provisions: o.provisions.join(", ") }),
    );
    const open = d.assessments
      .filter((a) => a.status === "needed")
      .map((a) => t(sayC.assessedBy, { what: a.what, by: a.by, provisions: a.provisions.join(", ") }));
    if (duties.length + choices.length + open.length === 0) continue;
    out.push("");
    out.push(t(sayC.besidesMoney, { statute: s.statute }));
    for (const line of [...duties, ...choices].slice(0, 10)) out.push(`  ${line}`);
    if (duties.length + choices.length > 10) out.push(t(sayC.more, { n: String(duties.length + choices.length - 10) }));
    for (const line of open.slice(0, 5)) out.push(t(sayC.toBeAssessed, { what: line }));
  }
  if (c.right.covered) {
    out.push("");
    const none = t(sayC.none);
    out.push(t(sayC.onlyReads, { statute: c.left.statute, facts: c.onlyLeft.length ? c.onlyLeft.join(", ") : none }));
    out.push(
      t(sayC.onlyReads, { statute: c.right.statute, facts: c.onlyRight.length ? c.onlyRight.join(", ") : none }),
    );
  }
  out.push("");
  if (c.left.receipt) out.push(t(sayC.receipt, { statute: c.left.statute, receipt: receiptText(c.left.receipt) }));
  if (c.right.receipt) out.push(t(sayC.receipt, { statute: c.right.statute, receipt: receiptText(c.right.receipt) }));
  return out.join("\n");
}
