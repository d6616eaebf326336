/** The questions of a partial case as text for a terminal. */

import type { StillNeeded } from "./carried.js";
import type { Answer } from "./phrase.js";
import type { Question, QuestionsReport } from "./questions.js";

/** The kind of answer in a few words: "yes or no (default: no)". */
export function answerHint(a: Answer): string {
  const def =
    a.default === undefined
      ? ""
      : ` (default: ${typeof a.default === "boolean" ? (a.default ? "yes" : "no") : JSON.stringify(a.default)})`;
  switch (a.type) {
    case "yes_no":
      return `yes or no${def}`;
    case "one_of":
      return `one of: ${(a.options ?? []).map((o) => o.value).join(", ")}${def}`;
    case "some_of":
      return `any of: ${(a.options ?? []).map((o) => o.value).join(", ")}, separated by commas${def}`;
    case "amount":
      return `an amount in ${a.currency}${a.example !== undefined ? `, e.g. "${a.example}"` : ""}${def}`;
    case "number":
      return `a number: 2, "3/4", "0.25" or "1 1/2"${def}`;
    case "date":
      return `a date, ${a.format ?? "YYYY-MM-DD"}, in the case's calendar${def}`;
    case "person":
      return `a person of the case${a.choices?.length ? ` (${a.choices.join(", ")})` : ""}${def}`;
    case "ship":
      return `a ship of the case${a.choices?.length ? ` (${a.choices.join(", ")})` : ""}${def}`;
    case "ships":
      return `ships of the case, separated by commas${a.choices?.length ? ` (${a.choices.join(", ")})` : ""}${def}`;
    case "people":
      return `people of the case, separated by commas${a.choices?.length ? ` (${a.choices.join(", ")})` : ""}${def}`;
    case "entries":
      return `how many; each is then asked about in turn${def}`;
    case "details":
      return "yes, to describe it";
    case "mapping":
      return `pairs KEY: VALUE, separated by commas${def}`;
    default:
      return `text${def}`;
  }
}

/** The meanings of the values, one a line, where the schema gives them. */
export function optionLines(a: Answer, indent: string): string[] {
  return (a.options ?? []).filter((o) => o.meaning !== undefined).map((o) => `${indent}${o.value}: ${o.meaning}`);
}

/**
 * Provisions written as runs: "dl-averi/20, dl-averi/21, … dl-averi/41" is
 * "dl-averi/20–41", and Borkum's "6.3, 6.4, 6.5, 6.6" is "borkum-1666/6.3–6.6".
 * Two provisions are consecutive where they are of one statute and differ only in
 * their last number, by one; anything else (a letter, a rule's own id) stands alone.
 */
export function provisionRuns(provisions: readonly string[]): string {
  interface Item {
    text: string;
    head: string;
    nums: number[];
  }
  const items: Item[] = [];
  const alone: string[] = [];
  for (const p of new Set(provisions)) {
    const m = /^(.+\/)(\d+(?:\.\d+)*)$/.exec(p);
    if (!m) alone.push(p);
    else items.push({ text: p, head: m[1] as string, nums: (m[2] as string).split(".").map(Number) });
  }
  items.sort((a, b) => {
    if (a.head !== b.head) return a.head < b.head ? -1 : 1;
    for (let i = 0; i < Math.max(a.nums.length, b.nums.length); i++) {
      const d = (a.nums[i] ?? -1) - (b.nums[i] ?? -1);
      if (d !== 0) return d;
    }
    return 0;
  });
  const next = (a: Item, b: Item) =>
    a.head === b.head &&
    a.nums.length === b.nums.length &&
    a.nums.every((n, i) => (i === a.nums.length - 1 ? n + 1 === b.nums[i] : n === b.nums[i]));
  const out: string[] = [];
  for (let i = 0; i < items.length; ) {
    let j = i;
    while (j + 1 < items.length && next(items[j] as Item, items[j + 1] as Item)) j++;
    const first = items[i] as Item;
    out.push(j === i ? first.text : `${first.text}–${(items[j] as Item).nums.join(".")}`);
    i = j + 1;
  }
  return [...out, ...alone].join(", ");
}

/** One question as text; `shared`: the gap it settles is said once above it, for its group. */
export function questionLines(q: Question, n: number, shared = false): string[] {
  // The question first, in words; where it stands in the case file after it, for those who edit the file.
  const out = [`  ${n}. ${q.question}`, `       in the file: ${q.path}`, `       answer: ${answerHint(q.answer)}`];
  out.push(...optionLines(q.answer, "         "));
  if (q.provisions.length > 0) out.push(`       matters under: ${provisionRuns(q.provisions)}`);
  if (q.explains) out.push("       shown in the explanation only; it decides nothing");
  if (q.because === "format") out.push("       the case format requires it (no rule has read it so far)");
  if (q.because === "check" && q.why) out.push(`       a check across facts fails: ${q.why}`);
  if (q.settles !== undefined && !shared) out.push(`       without it: ${q.settles}`);
  if (q.effect !== undefined) out.push(`       can move ${q.moves}: ${q.effect}`);
  return out;
}

/**
 * The questions, numbered. A gap that several questions in a row would each settle
 * (a general average with no loss stated) is said once, before them.
 */
export function questionList(list: readonly Question[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; ) {
    const gap = list[i]?.settles;
    let j = i;
    if (gap !== undefined) while (j + 1 < list.length && list[j + 1]?.settles === gap) j++;
    if (j > i) out.push(`  without ${i + 1}–${j + 1}: ${gap}`);
    for (let k = i; k <= j; k++) out.push(...questionLines(list[k] as Question, k + 1, j > i));
    i = j + 1;
  }
  return out;
}

export function renderQuestions(r: QuestionsReport): string {
  const out: string[] = [];
  out.push(`${r.title ?? `${r.statute} ${r.kind}`}`);
  if (r.complete) out.push(`Nothing more is needed: the case can be decided (${r.situation ?? r.kind}).`);
  else if (r.decidable)
    out.push(
      `The case can be decided (${r.situation ?? r.kind}), but ${r.needed.length === 1 ? "one fact it leaves out is" : `${r.needed.length} facts it leaves out are`} needed for its figures.`,
    );
  if (r.next) out.push(`Next question: ${r.next.question} (in the file: ${r.next.path})`);
  out.push("");
  if (r.needed.length > 0) {
    out.push(
      r.decidable
        ? `Needed for the determination's figures (${r.needed.length}), in the order a person answers:`
        : `Needed before the case can be decided (${r.needed.length}), in the order a person answers:`,
    );
    out.push(...questionList(r.needed));
    out.push("");
  }
  if (r.optional.length > 0) {
    out.push(
      `You may also say (${r.optional.length})${r.ranked ? ", what can move the most first" : ""}; left out, each takes its default, or is unknown where it has none:`,
    );
    out.push(...questionList(r.optional));
    if (!r.ranked) out.push("  (ranked by what they can move with --rank, once nothing is needed)");
    out.push("");
  }
  if (r.readings.length > 0) {
    out.push("Readings that bear on the case as answered so far:");
    for (const x of r.readings) {
      out.push(`  ${x.name} = ${x.value}${x.isDefault ? " (default)" : ""} — ${x.title} [${x.question}]`);
      for (const a of x.alternatives)
        out.push(`    ${a.code === x.value ? "*" : " "} ${a.code} ${a.slug} — ${a.label}`);
    }
    out.push("");
  }
  if (r.notNeeded.length > 0) {
    out.push(`Not needed in this situation (${r.notNeeded.length}):`);
    for (const x of r.notNeeded) out.push(`  ${x.path}: ${x.why}`);
    out.push("");
  }
  if (r.stopped !== undefined)
    out.push(`The rules could not go further until the needed facts are given: ${r.stopped}`);
  return out.join("\n").trimEnd();
}

/** What the other statute of a comparison still needs, as text under the comparison. */
export function renderStillNeeded(n: StillNeeded): string {
  const out: string[] = [];
  if (n.refused !== undefined) {
    out.push(`${n.statute} does not speak to the case as it stands, and no fact of it would change that: ${n.refused}`);
    return out.join("\n");
  }
  out.push(
    n.decidable
      ? `${n.statute} decides the case, but needs ${n.needed.length === 1 ? "one more fact" : `${n.needed.length} more facts`} for its figures:`
      : `${n.statute} needs ${n.needed.length === 1 ? "one more fact" : `${n.needed.length} more facts`} before it can decide the case:`,
  );
  out.push(...questionList(n.needed));
  if (n.stopped !== undefined) out.push(`  (its rules stopped at: ${n.stopped}; answering moves them on)`);
  out.push(
    n.intoCaseFile
      ? "Answer them with `sealaw compare FILE --with STATUTE --interactive`: the answers are written into the case file."
      : "The facts were carried to another kind of case, so the answers cannot go into this case file as they are.",
  );
  return out.join("\n");
}
