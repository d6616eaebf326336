/**
 * The interview: the questions of a case put one at a time, each answer checked
 * as it is given, until nothing is left to ask.
 *
 * The case file stays the one source of truth: every answer is written into the
 * case (the facts at the question's path) and the case is read again, so an
 * answer is refused with exactly the error the case file would give, and the next
 * question is the one `questions` puts next. "back" undoes the last answer;
 * an empty answer leaves a fact that has a default at it; "?" says more.
 *
 * It speaks through two functions, one that reads a line and one that writes
 * text, so that a terminal (cli/ask.ts) and a test can both drive it.
 */

import { CaseError } from "../core/errors.js";
import { type Lang, phrases, sayer } from "../core/messages.js";
import { terminalMessage, terminalSafe } from "../core/terminal.js";
import { reportIn } from "./language.js";
import { withPhrases } from "./notes.js";
import type { Answer } from "./phrase.js";
import { type Question, type QuestionsOptions, questions } from "./questions.js";
import { answerHint, optionLines, provisionRuns } from "./render.js";
import { type Seg, setIn } from "./schema-walk.js";

export interface InterviewIO {
  /** The next line typed, or undefined at the end of the input. */
  readLine(): Promise<string | undefined>;
  write(text: string): void;
}

export interface InterviewResult {
  /** The case as answered. */
  data: unknown;
  /** Each answer given and kept, in order: where under the facts, and the value. */
  answers: { path: Seg[]; value: unknown }[];
  /** Nothing is left to ask. */
  complete: boolean;
}

/** What the interview says around the questions, and of an answer it cannot take. */
const say = phrases("questions/interview", {
  intro: 'Answer each question; "back" undoes the last answer, "?" says more, an empty answer keeps a default.',
  complete: "Nothing more is needed: the case can be decided.",
  decidable: "The case can be decided; what was left unanswered leaves gaps in its figures.",
  nothingToAsk: "Nothing more to ask.",
  inputEnded: "(the input ended before the case was complete)",
  nothingToUndo: "(nothing to undo)",
  mattersUnder: "It matters under {provisions}.",
  askedRead: "It is asked because a rule reads it.",
  askedFormat: "It is asked because the case format requires it.",
  askedCheck: "It is asked because a check fails: {why}.",
  needed: "This fact is needed; please answer it.",
  notAnswer: "Not an answer: {why}.",
  inTheFile: "    in the file: {path}",
  answer: "    answer: {hint}",
  note: "    ({note})",
  neededSettles: "needed: {settles}; may be left empty, and stays unknown",
  neededFor: "needed: {settles}",
  leftUnknown: "may be left empty: it stays unknown",
  leftDefault: "may be left empty: the default holds",
  yesOrNo: "answer yes or no",
  howMany: "answer with how many: 0, 1, 2 ...",
  describeIt: 'answer "yes" to describe it (or leave it empty, where it may be left out)',
  notPair: '"{pair}" is not KEY: VALUE',
});

/** The notes of a prompt, for `compare --interactive`'s questions too. */
export const PROMPT_NOTES = { neededFor: say.neededFor };

class AnswerError extends Error {}

/** Yes and no as typed, in English, German or Danish. */
const YES = new Set(["y", "yes", "true", "ja", "j"]);
const NO = new Set(["n", "no", "false", "nej", "nein"]);

/** The words that undo the last answer, in any of the languages. */
export const BACK: ReadonlySet<string> = new Set(["back", "<", "zurück", "tilbage"]);

function list(text: string): string[] {
  return text
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");
}

/** A figure as the case file would hold it: a whole number as a number, anything else as text. */
function figure(text: string): number | string {
  return /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/** The typed answer as the value the case file holds. */
export function readAnswer(text: string, a: Answer): unknown {
  const t = text.trim();
  switch (a.type) {
    case "yes_no": {
      const w = t.toLowerCase();
      if (YES.has(w)) return true;
      if (NO.has(w)) return false;
      throw new AnswerError(say.yesOrNo());
    }
    case "one_of": {
      const values = (a.options ?? []).map((o) => o.value);
      const n = Number(t);
      if (Number.isInteger(n) && n >= 1 && n <= values.length) return values[n - 1];
      // Any other value is written as given: the case format says what is wrong with it.
      return t;
    }
    case "some_of":
    case "people":
    case "ships":
      return list(t);
    case "entries": {
      const n = Number(t);
      if (!/^\d+$/.test(t) || !Number.isSafeInteger(n)) throw new AnswerError(say.howMany());
      return Array.from({ length: n }, () => ({}));
    }
    case "details": {
      if (YES.has(t.toLowerCase())) return {};
      throw new AnswerError(say.describeIt());
    }
    case "mapping": {
      const o: Record<string, unknown> = {};
      for (const pair of list(t)) {
        const i = pair.indexOf(":");
        if (i <= 0) throw new AnswerError(say.notPair({ pair }));
        o[pair.slice(0, i).trim()] = figure(pair.slice(i + 1).trim());
      }
      return o;
    }
    case "amount":
    case "number":
      return figure(t);
    default:
      return t;
  }
}

/**
 * A question put to the user: the question first, in words; where it stands in the
 * case file after it, quietly, for those who edit the file; the kind of answer; and
 * a note in brackets where there is one. `sealaw compare --interactive` puts its
 * questions the same way.
 */
export function prompt(q: Question, note?: string, lang: Lang = "en"): string {
  const lines = [
    `  ${q.question}`,
    say.inTheFile.in(lang, { path: q.path }),
    say.answer.in(lang, { hint: answerHint(q.answer, lang) }),
  ];
  lines.push(...optionLines(q.answer, "      "));
  if (note !== undefined) lines.push(say.note.in(lang, { note }));
  return lines.join("\n");
}

function describe(q: Question, optional: boolean, lang: Lang): string {
  if (q.settles !== undefined) return prompt(q, say.neededSettles.in(lang, { settles: q.settles }), lang);
  if (!optional) return prompt(q, undefined, lang);
  return prompt(q, (q.answer.default === undefined ? say.leftUnknown : say.leftDefault).in(lang), lang);
}

/** Put the questions of `data` one at a time until nothing is left to ask (or the input ends). */
export interface InterviewOptions extends QuestionsOptions {
  /** Ask only what is needed (to decide the case, or for its figures); leave what one may also say. */
  neededOnly?: boolean;
  /** The language the interview speaks (English by default); answers are taken in any. */
  lang?: Lang;
}

export async function interview(data: unknown, io: InterviewIO, opts: InterviewOptions = {}): Promise<InterviewResult> {
  type State = { data: unknown; open: string[]; answers: { path: Seg[]; value: unknown }[] };
  const history: State[] = [];
  let state: State = { data: structuredClone(data), open: [...(opts.open ?? [])], answers: [] };
  const lang = opts.lang ?? "en";
  const said = sayer(lang);
  io.write(`${say.intro.in(lang)}\n`);
  for (;;) {
    const made = withPhrases(() => questions(state.data, { ...opts, open: state.open, rank: false }));
    const r = made.value;
    const found = opts.neededOnly ? r.needed.find((x) => !state.open.includes(x.path)) : r.next;
    if (!found) {
      io.write(`${(r.complete ? say.complete : r.decidable ? say.decidable : say.nothingToAsk).in(lang)}\n`);
      return { data: state.data, answers: state.answers, complete: r.complete };
    }
    // A fact needed only for a figure may be left unknown, as one with a default may be left at it.
    const optional = r.optional.some((x) => x.path === found.path) || found.settles !== undefined;
    // The question in the language; its path, values and answer's kind as they are.
    const q = reportIn(lang, found, made.phrases);
    // What is written quotes the case (a person's id, a name) and what was typed: escaped for the terminal.
    io.write(`\n${describe(terminalSafe(q), optional, lang)}\n> `);
    const line = await io.readLine();
    if (line === undefined) {
      io.write(`\n${say.inputEnded.in(lang)}\n`);
      return { data: state.data, answers: state.answers, complete: false };
    }
    const t = line.trim();
    if (BACK.has(t)) {
      const before = history.pop();
      if (before) state = before;
      else io.write(`${say.nothingToUndo.in(lang)}\n`);
      continue;
    }
    if (t === "?") {
      if (q.provisions.length > 0)
        io.write(`${say.mattersUnder.in(lang, { provisions: provisionRuns(q.provisions) })}\n`);
      io.write(
        `${q.because === "read" ? say.askedRead.in(lang) : q.because === "format" ? say.askedFormat.in(lang) : say.askedCheck.in(lang, { why: terminalSafe(q.why ?? "") })}\n`,
      );
      continue;
    }
    if (t === "") {
      if (optional) {
        history.push(state);
        state = { ...state, open: [...state.open, q.path] };
      } else io.write(`${say.needed.in(lang)}\n`);
      continue;
    }
    let value: unknown;
    try {
      value = readAnswer(t, q.answer);
    } catch (e) {
      if (!(e instanceof AnswerError)) throw e;
      io.write(`${say.notAnswer.in(lang, { why: terminalMessage(e, said) })}\n`);
      continue;
    }
    const path = pathOf(q.path);
    const next = structuredClone(state.data) as Record<string, unknown>;
    if (next.facts === undefined) next.facts = {};
    setIn(next.facts, path, value);
    try {
      questions(next, { ...opts, open: state.open, rank: false });
    } catch (e) {
      if (!(e instanceof CaseError)) throw e;
      io.write(`${terminalMessage(e, said)}\n`);
      continue;
    }
    history.push(state);
    state = { data: next, open: state.open, answers: [...state.answers, { path, value }] };
  }
}

/** "facts.people[2].wagon" as the path under the facts: ["people", 2, "wagon"]. */
export function pathOf(text: string): Seg[] {
  const out: Seg[] = [];
  for (const m of text.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    out.push(m[2] !== undefined ? Number(m[2]) : (m[1] as string));
  return out[0] === "facts" ? out.slice(1) : out;
}
