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

const sayS = phrases("analysis/render-sensitivity", {
  heading: "Sensitivity to readings: {title}",
  noneBears: "No reading bears on this case: every reading of the statute gives the same outcome.",
  bear: "Readings that bear on this case ({n}):",
  reading: "Reading",
  question: "Question",
  alternatives: "Alternatives",
  inForce: "In force",
  movesAnOutcome: "Moves an outcome",
  yes: "yes",
  no: "no",
  heldFixed: "Held fixed: {readings}",
  counts:
    "{combinations} {oneCombination, select, yes {combination} other {combinations}} of these readings; {paths} distinct {onePath, select, yes {path} other {paths}} decided ({decisions} decisions); {outcomes} distinct {oneOutcome, select, yes {outcome} other {outcomes}}.",
  incomplete: "Incomplete: {bound}.",
  eachParty: "Each party, from least to most (positive receives, negative pays):",
  noParty: "  No party receives or pays anything in money under any reading.",
  party: "Party",
  least: "Least",
  most: "Most",
  movedBy: "Moved by",
  noReading: "no reading",
  howEach: "How each reading moves them (range under each alternative, the other readings varying):",
  range: "{code} {least} to {most}",
  outcome: "Outcome {id}: {covers} {one, select, yes {combination} other {combinations}}",
  outcomeInForce:
    "Outcome {id} (the readings in force): {covers} {one, select, yes {combination} other {combinations}}",
  pathNotVaried: "  {readings}  [not varied: {unexplored}]",
  morePaths: "  … and {n} more paths (see --json)",
  cannotDecide: "  cannot be decided under these readings: {reason}",
  nobody: "  nobody receives or pays anything",
  situation: "  situation: {situation}",
  receipt: "Receipt (readings in force): {receipt}",
});

export function renderSensitivity(s: SensitivityReport, lang: Lang = "en"): string {
  const t = (p: Phrase, args?: Parameters<Phrase>[0]): string => p.in(lang, args);
  const out: string[] = [];
  out.push(t(sayS.heading, { title: s.title ?? `${s.statute}, ${s.kind}` }));
  out.push("");
  if (s.relevant.length === 0) {
    out.push(t(sayS.noneBears));
  } else {
    out.push(t(sayS.bear, { n: String(s.relevant.length) }));
    out.push(
      table(
        [
          [t(sayS.reading), t(sayS.question), t(sayS.alternatives), t(sayS.inForce), t(sayS.movesAnOutcome)],
          ...s.relevant.map((r) => [
            r.name,
            r.question,
            r.alternatives.join(" "),
            r.inForce,
            t(r.decisive ? sayS.yes : sayS.no),
          ]),
        ],
        new Set(),
      ),
    );
  }
  if (Object.keys(s.fixed).length > 0) out.push(t(sayS.heldFixed, { readings: pathText(s.fixed) }));
  out.push("");
  out.push(
    t(sayS.counts, {
      combinations: s.combinations,
      oneCombination: s.combinations === "1" ? "yes" : "no",
      paths: String(s.paths),
      onePath: s.paths === 1 ? "yes" : "no",
      decisions: String(s.decisions),
      outcomes: String(s.groups.length),
      oneOutcome: s.groups.length === 1 ? "yes" : "no",
    }),
  );
  if (!s.complete) out.push(t(sayS.incomplete, { bound: s.bound }));
  out.push("");
  out.push(t(sayS.eachParty));
  if (s.parties.length === 0) out.push(t(sayS.noParty));
  else {
    out.push(
      table(
        [
          [t(sayS.party), t(sayS.least), t(sayS.most), t(sayS.inForce), t(sayS.movedBy)],
          ...s.parties.map((p) => [
            p.name === p.party ? p.party : `${p.name} (${p.party})`,
            amountText(p.least, p.counted),
            amountText(p.most, p.counted),
            amountText(p.inForce, p.counted),
            p.movedBy.length === 0 ? t(sayS.noReading) : p.movedBy.map((m) => m.reading).join(", "),
          ]),
        ],
        new Set([1, 2, 3]),
      ),
    );
    const moved = s.parties.filter((p) => p.movedBy.length > 0);
    if (moved.length > 0) {
      out.push("");
      out.push(t(sayS.howEach));
      for (const p of moved) {
        out.push(`  ${p.name}:`);
        for (const m of p.movedBy) {
          const under = Object.entries(m.under)
            .map(([code, r]) =>
              r.least.eq(r.most)
                ? `${code} ${amountText(r.least, p.counted)}`
                : t(sayS.range, { code, least: amountText(r.least, p.counted), most: amountText(r.most, p.counted) }),
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
      t(g.inForce ? sayS.outcomeInForce : sayS.outcome, {
        id: String(g.id),
        covers: g.covers,
        one: g.covers === "1" ? "yes" : "no",
      }),
    );
    for (const c of g.combinations.slice(0, LISTED)) {
      out.push(
        c.unexplored.length
          ? t(sayS.pathNotVaried, { readings: pathText(c.readings), unexplored: c.unexplored.join(", ") })
          : `  ${pathText(c.readings)}`,
      );
    }
    if (g.combinations.length > LISTED) out.push(t(sayS.morePaths, { n: String(g.combinations.length - LISTED) }));
    const moving = g.positions.filter((p) => !p.value.isZero());
    const situation = g.combinations[0]?.situation ?? "";
    const reason = g.undecidable ?? g.combinations[0]?.undecidable;
    out.push(
      reason !== undefined
        ? t(sayS.cannotDecide, { reason })
        : moving.length === 0
          ? t(sayS.nobody)
          : `  ${moving.map((p) => `${p.name}: ${amountText(p.value, p.counted)}`).join("; ")}`,
    );
    out.push(t(sayS.situation, { situation }));
  }
  out.push("");
  out.push(t(sayS.receipt, { receipt: receiptText(s.receipt) }));
  return out.join("\n");
}

const signed = (v: Rational, counted: string): string => `${v.sign() > 0 ? "+" : ""}${amountText(v, counted)}`;

const sayO = phrases("analysis/render-oneatatime", {
  heading: "One reading at a time: {title}",
  headingKind: "One reading at a time: {statute}, {kind}",
  noneInPlay: "No reading is in play: the case as it stands consults none.",
  inPlay:
    "Readings in play ({n}), each flipped alone to each other alternative ({flips} flips, {decisions} decisions):",
  reading: "  {question} {name}={value}: {title}",
  readingDefault: "  {question} {name}={value} (default): {title}",
  heldFixed: "Held fixed: {readings}",
  rate: "Rate of {label}: {rate}",
  ratePercent: "Rate of {label}: {rate} ({percent} %)",
  whoMost: "Which reading matters most to whom (positive receives, negative pays):",
  party: "  {party}: {amount} as it stands",
  partyNamed: "  {name} ({party}): {amount} as it stands",
  noneMoves: "    no single reading moves it",
  change: "    {question} {reading}={to}: {delta} -> {after}",
  eachFlip: "Each flip:",
  flip: "  {question} {reading} {from} -> {to} ({label})",
  cannotDecide: "    cannot be decided under {to}: {reason}",
  brings: "    brings into play: {readings}",
  same: "    the outcome is the same",
  noMoney: "    no money moves; the outcome differs otherwise (see the situation)",
  move: "    {name}: {before} -> {after} ({delta})",
  rateMoves: "    rate of {label}: {before} -> {after}",
  rateGone: "    rate of {label}: {before} -> no average",
  situation: "    situation: {situation}",
  receipt: "Receipt (readings in force): {receipt}",
});

/** One reading at a time: per party the flips that move it, largest first; then each flip. */
export function renderOneAtATime(r: OneAtATimeReport, lang: Lang = "en"): string {
  const t = (p: Phrase, args?: Parameters<Phrase>[0]): string => p.in(lang, args);
  const out: string[] = [];
  out.push(
    r.title !== undefined
      ? t(sayO.heading, { title: r.title })
      : t(sayO.headingKind, { statute: r.statute, kind: r.kind }),
  );
  out.push("");
  if (r.inPlay.length === 0) {
    out.push(t(sayO.noneInPlay));
  } else {
    out.push(
      t(sayO.inPlay, { n: String(r.inPlay.length), flips: String(r.flips.length), decisions: String(r.decisions) }),
    );
    for (const p of r.inPlay)
      out.push(
        t(p.isDefault ? sayO.readingDefault : sayO.reading, {
          question: p.question,
          name: p.name,
          value: p.inForce,
          title: p.title,
        }),
      );
  }
  if (Object.keys(r.fixed).length > 0) out.push(t(sayO.heldFixed, { readings: pathText(r.fixed) }));
  for (const rate of r.rates)
    out.push(
      rate.percent
        ? t(sayO.ratePercent, { label: rate.label, rate: String(rate.rate), percent: String(rate.percent) })
        : t(sayO.rate, { label: rate.label, rate: String(rate.rate) }),
    );
  out.push("");
  out.push(t(sayO.whoMost));
  for (const p of r.parties) {
    const amount = amountText(p.inForce, p.counted);
    out.push(
      p.name === p.party
        ? t(sayO.party, { party: p.party, amount })
        : t(sayO.partyNamed, { name: p.name, party: p.party, amount }),
    );
    if (p.changes.length === 0) out.push(t(sayO.noneMoves));
    for (const c of p.changes) {
      out.push(
        t(sayO.change, {
          question: c.question,
          reading: c.reading,
          to: c.to,
          delta: signed(c.delta, p.counted),
          after: amountText(c.after, p.counted),
        }),
      );
    }
  }
  out.push("");
  out.push(t(sayO.eachFlip));
  for (const f of r.flips) {
    out.push(t(sayO.flip, { question: f.question, reading: f.reading, from: f.from, to: f.to, label: f.label }));
    if (f.undecidable !== undefined) {
      out.push(t(sayO.cannotDecide, { to: f.to, reason: f.undecidable }));
      if (f.brings.length > 0) out.push(t(sayO.brings, { readings: f.brings.join(", ") }));
      continue;
    }
    if (!f.changes) out.push(t(sayO.same));
    else if (f.moves.length === 0) out.push(t(sayO.noMoney));
    for (const m of f.moves) {
      out.push(
        t(sayO.move, {
          name: m.name,
          before: amountText(m.before, m.counted),
          after: amountText(m.after, m.counted),
          delta: signed(m.delta, m.counted),
        }),
      );
    }
    for (const x of f.rates) {
      out.push(
        x.after
          ? t(sayO.rateMoves, { label: x.before.label, before: String(x.before.rate), after: String(x.after.rate) })
          : t(sayO.rateGone, { label: x.before.label, before: String(x.before.rate) }),
      );
    }
    if (f.brings.length > 0) out.push(t(sayO.brings, { readings: f.brings.join(", ") }));
    if (f.changes) out.push(t(sayO.situation, { situation: f.situation }));
  }
  out.push("");
  out.push(t(sayO.receipt, { receipt: receiptText(r.receipt) }));
  return out.join("\n");
}

const sayW = phrases("analysis/render-whatif", {
  heading: "What if one fact had been otherwise: {title}",
  tried:
    "{tried} single changes tried: {alter} alter the outcome, {noEffect} alter nothing, {notAdmissible} not admissible under the case format, {undecidable} cannot be decided.",
  triedBound:
    "{tried} single changes tried: {alter} alter the outcome, {noEffect} alter nothing, {notAdmissible} not admissible under the case format, {undecidable} cannot be decided. (Stopped at the bound; not every change was tried.)",
  noneAlters: "No single change of a yes/no fact, a place, a kind or a role alters the outcome.",
  change: "{n}. {label}  ({path})",
  changeMoves: "{n}. {label}  ({path}): moves {amount}",
  moreDifferences: "   … and {n} more differences",
  situation: "   situation: {situation}",
  moreChanges: "\n… and {n} more changes that alter the outcome (see --json).",
  undecidable: "Changes under which the case cannot be decided:",
  undecidableOne: "  {label}  ({path}): cannot be decided under it: {reason}",
  more: "  … and {n} more (see --json).",
  receipt: "Receipt (the case as filed): {receipt}",
});

export function renderWhatIf(w: WhatIfReport, limit = 25, lang: Lang = "en"): string {
  const t = (p: Phrase, args?: Parameters<Phrase>[0]): string => p.in(lang, args);
  const out: string[] = [];
  out.push(t(sayW.heading, { title: w.title ?? `${w.statute}, ${w.kind}` }));
  out.push("");
  out.push(
    t(w.complete ? sayW.tried : sayW.triedBound, {
      tried: String(w.tried),
      alter: String(w.results.length),
      noEffect: String(w.noEffect),
      notAdmissible: String(w.notAdmissible.length - w.undecidable.length),
      undecidable: String(w.undecidable.length),
    }),
  );
  if (w.results.length === 0) out.push(t(sayW.noneAlters));
  for (const [i, r] of w.results.slice(0, limit).entries()) {
    out.push("");
    const change = { n: String(i + 1), label: r.change.label, path: r.change.path };
    out.push(
      r.moves.isZero()
        ? t(sayW.change, change)
        : t(sayW.changeMoves, {
            ...change,
            amount: amountText(r.moves, r.parties.find((p) => p.unit === w.currency)?.counted ?? w.currency),
          }),
    );
    for (const p of r.parties) {
      out.push(
        `   ${p.name}: ${amountText(p.before, p.counted)} → ${amountText(p.after, p.counted)} (${p.delta.sign() > 0 ? "+" : ""}${amountText(p.delta, p.counted)})`,
      );
    }
    for (const o of r.otherwise.slice(0, 6)) out.push(`   ${o}`);
    if (r.otherwise.length > 6) out.push(t(sayW.moreDifferences, { n: String(r.otherwise.length - 6) }));
    if (r.situation.after !== r.situation.before) out.push(t(sayW.situation, { situation: r.situation.after }));
  }
  if (w.results.length > limit) out.push(t(sayW.moreChanges, { n: String(w.results.length - limit) }));
  if (w.undecidable.length > 0) {
    out.push("");
    out.push(t(sayW.undecidable));
    for (const u of w.undecidable.slice(0, limit))
      out.push(t(sayW.undecidableOne, { label: u.change.label, path: u.change.path, reason: u.reason }));
    if (w.undecidable.length > limit) out.push(t(sayW.more, { n: String(w.undecidable.length - limit) }));
  }
  out.push("");
  out.push(t(sayW.receipt, { receipt: receiptText(w.receipt) }));
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
