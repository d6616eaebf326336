/** The questions of a partial case as text for a terminal. */

import { type Lang, type Phrase, phrases } from "../core/messages.js";
import type { StillNeeded } from "./carried.js";
import type { Answer } from "./phrase.js";
import type { Question, QuestionsReport } from "./questions.js";

const say = phrases("questions/render", {
  defaultYes: " (default: yes)",
  defaultNo: " (default: no)",
  defaultValue: " (default: {value})",
  yesNo: "yes or no{def}",
  oneOf: "one of: {values}{def}",
  someOf: "any of: {values}, separated by commas{def}",
  amount: "an amount in {currency}{def}",
  amountExample: 'an amount in {currency}, e.g. "{example}"{def}',
  number: 'a number: 2, "3/4", "0.25" or "1 1/2"{def}',
  date: "a date, {format}, in the case's calendar{def}",
  person: "a person of the case{def}",
  personAmong: "a person of the case ({choices}){def}",
  ship: "a ship of the case{def}",
  shipAmong: "a ship of the case ({choices}){def}",
  ships: "ships of the case, separated by commas{def}",
  shipsAmong: "ships of the case, separated by commas ({choices}){def}",
  people: "people of the case, separated by commas{def}",
  peopleAmong: "people of the case, separated by commas ({choices}){def}",
  entries: "how many; each is then asked about in turn{def}",
  details: "yes, to describe it",
  mapping: "pairs KEY: VALUE, separated by commas{def}",
  text: "text{def}",
  inTheFile: "       in the file: {path}",
  answer: "       answer: {hint}",
  mattersUnder: "       matters under: {provisions}",
  explainsOnly: "       shown in the explanation only; it decides nothing",
  formatRequires: "       the case format requires it (no rule has read it so far)",
  checkFails: "       a check across facts fails: {why}",
  withoutIt: "       without it: {gap}",
  canMove: "       can move {moves}: {effect}",
  withoutRun: "  without {first}–{last}: {gap}",
  complete: "Nothing more is needed: the case can be decided ({situation}).",
  decidableOne: "The case can be decided ({situation}), but one fact it leaves out is needed for its figures.",
  decidableMany: "The case can be decided ({situation}), but {n} facts it leaves out are needed for its figures.",
  next: "Next question: {question} (in the file: {path})",
  neededFigures: "Needed for the determination's figures ({n}), in the order a person answers:",
  neededBefore: "Needed before the case can be decided ({n}), in the order a person answers:",
  mayAlso: "You may also say ({n}); left out, each takes its default, or is unknown where it has none:",
  mayAlsoRanked:
    "You may also say ({n}), what can move the most first; left out, each takes its default, or is unknown where it has none:",
  rankHint: "  (ranked by what they can move with --rank, once nothing is needed)",
  readings: "Readings that bear on the case as answered so far:",
  reading: "  {name} = {value} — {title} [{question}]",
  readingDefault: "  {name} = {value} (default) — {title} [{question}]",
  notNeeded: "Not needed in this situation ({n}):",
  stopped: "The rules could not go further until the needed facts are given: {stopped}",
  refused: "{statute} does not speak to the case as it stands, and no fact of it would change that: {refused}",
  decidesOne: "{statute} decides the case, but needs one more fact for its figures:",
  decidesMany: "{statute} decides the case, but needs {n} more facts for its figures:",
  needsOne: "{statute} needs one more fact before it can decide the case:",
  needsMany: "{statute} needs {n} more facts before it can decide the case:",
  rulesStopped: "  (its rules stopped at: {stopped}; answering moves them on)",
  intoCaseFile:
    "Answer them with `sealaw compare FILE --with STATUTE --interactive`: the answers are written into the case file.",
  notIntoCaseFile:
    "The facts were carried to another kind of case, so the answers cannot go into this case file as they are.",
});

/** A phrase of this file said in `lang` (in English, the very text it always was). */
const t = (lang: Lang, p: Phrase, args?: Parameters<Phrase>[0]): string => p.in(lang, args);

/** The kind of answer in a few words: "yes or no (default: no)". */
export function answerHint(a: Answer, lang: Lang = "en"): string {
  const def =
    a.default === undefined
      ? ""
      : typeof a.default === "boolean"
        ? t(lang, a.default ? say.defaultYes : say.defaultNo)
        : t(lang, say.defaultValue, { value: JSON.stringify(a.default) });
  const among = (one: Phrase, some: Phrase) =>
    a.choices?.length ? t(lang, some, { choices: a.choices.join(", "), def }) : t(lang, one, { def });
  const values = (a.options ?? []).map((o) => o.value).join(", ");
  switch (a.type) {
    case "yes_no":
      return t(lang, say.yesNo, { def });
    case "one_of":
      return t(lang, say.oneOf, { values, def });
    case "some_of":
      return t(lang, say.someOf, { values, def });
    case "amount":
      return a.example !== undefined
        ? t(lang, say.amountExample, { currency: a.currency ?? "", example: a.example, def })
        : t(lang, say.amount, { currency: a.currency ?? "", def });
    case "number":
      return t(lang, say.number, { def });
    case "date":
      return t(lang, say.date, { format: a.format ?? "YYYY-MM-DD", def });
    case "person":
      return among(say.person, say.personAmong);
    case "ship":
      return among(say.ship, say.shipAmong);
    case "ships":
      return among(say.ships, say.shipsAmong);
    case "people":
      return among(say.people, say.peopleAmong);
    case "entries":
      return t(lang, say.entries, { def });
    case "details":
      return t(lang, say.details);
    case "mapping":
      return t(lang, say.mapping, { def });
    default:
      return t(lang, say.text, { def });
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
export function questionLines(q: Question, n: number, shared = false, lang: Lang = "en"): string[] {
  // The question first, in words; where it stands in the case file after it, for those who edit the file.
  const out = [
    `  ${n}. ${q.question}`,
    t(lang, say.inTheFile, { path: q.path }),
    t(lang, say.answer, { hint: answerHint(q.answer, lang) }),
  ];
  out.push(...optionLines(q.answer, "         "));
  if (q.provisions.length > 0) out.push(t(lang, say.mattersUnder, { provisions: provisionRuns(q.provisions) }));
  if (q.explains) out.push(t(lang, say.explainsOnly));
  if (q.because === "format") out.push(t(lang, say.formatRequires));
  if (q.because === "check" && q.why) out.push(t(lang, say.checkFails, { why: q.why }));
  if (q.settles !== undefined && !shared) out.push(t(lang, say.withoutIt, { gap: q.settles }));
  if (q.effect !== undefined) out.push(t(lang, say.canMove, { moves: q.moves ?? "", effect: q.effect }));
  return out;
}

/**
 * The questions, numbered. A gap that several questions in a row would each settle
 * (a general average with no loss stated) is said once, before them.
 */
export function questionList(list: readonly Question[], lang: Lang = "en"): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; ) {
    const gap = list[i]?.settles;
    let j = i;
    if (gap !== undefined) while (j + 1 < list.length && list[j + 1]?.settles === gap) j++;
    if (j > i) out.push(t(lang, say.withoutRun, { first: String(i + 1), last: String(j + 1), gap: gap ?? "" }));
    for (let k = i; k <= j; k++) out.push(...questionLines(list[k] as Question, k + 1, j > i, lang));
    i = j + 1;
  }
  return out;
}

/** The questions of a report as text; `lang`: the language the report's texts are already said in. */
export function renderQuestions(r: QuestionsReport, lang: Lang = "en"): string {
  const out: string[] = [];
  out.push(`${r.title ?? `${r.statute} ${r.kind}`}`);
  const situation = r.situation ?? r.kind;
  const n = String(r.needed.length);
  if (r.complete) out.push(t(lang, say.complete, { situation }));
  else if (r.decidable)
    out.push(t(lang, r.needed.length === 1 ? say.decidableOne : say.decidableMany, { situation, n }));
  if (r.next) out.push(t(lang, say.next, { question: r.next.question, path: r.next.path }));
  out.push("");
  if (r.needed.length > 0) {
    out.push(t(lang, r.decidable ? say.neededFigures : say.neededBefore, { n }));
    out.push(...questionList(r.needed, lang));
    out.push("");
  }
  if (r.optional.length > 0) {
    out.push(t(lang, r.ranked ? say.mayAlsoRanked : say.mayAlso, { n: String(r.optional.length) }));
    out.push(...questionList(r.optional, lang));
    if (!r.ranked) out.push(t(lang, say.rankHint));
    out.push("");
  }
  if (r.readings.length > 0) {
    out.push(t(lang, say.readings));
    for (const x of r.readings) {
      const args = { name: x.name, value: x.value, title: x.title, question: x.question };
      out.push(t(lang, x.isDefault ? say.readingDefault : say.reading, args));
      for (const a of x.alternatives)
        out.push(`    ${a.code === x.value ? "*" : " "} ${a.code} ${a.slug} — ${a.label}`);
    }
    out.push("");
  }
  if (r.notNeeded.length > 0) {
    out.push(t(lang, say.notNeeded, { n: String(r.notNeeded.length) }));
    for (const x of r.notNeeded) out.push(`  ${x.path}: ${x.why}`);
    out.push("");
  }
  if (r.stopped !== undefined) out.push(t(lang, say.stopped, { stopped: r.stopped }));
  return out.join("\n").trimEnd();
}

/** What the other statute of a comparison still needs, as text under the comparison. */
export function renderStillNeeded(n: StillNeeded, lang: Lang = "en"): string {
  const out: string[] = [];
  if (n.refused !== undefined) {
    out.push(t(lang, say.refused, { statute: n.statute, refused: n.refused }));
    return out.join("\n");
  }
  const args = { statute: n.statute, n: String(n.needed.length) };
  const one = n.needed.length === 1;
  out.push(t(lang, n.decidable ? (one ? say.decidesOne : say.decidesMany) : one ? say.needsOne : say.needsMany, args));
  out.push(...questionList(n.needed, lang));
  if (n.stopped !== undefined) out.push(t(lang, say.rulesStopped, { stopped: n.stopped }));
  out.push(t(lang, n.intoCaseFile ? say.intoCaseFile : say.notIntoCaseFile));
  return out.join("\n");
}
