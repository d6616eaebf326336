/**
 * `sealaw compare FILE --with STATUTE --interactive`: what the other statute still
 * needs of the case, asked one question at a time, and the answers written into
 * the case file, keeping its own text and comments. The command holds no law.
 *
 * Each answer is put into the case as carried and its needs are read again
 * (questions/carried.ts), so the next question is the one the other statute then
 * needs: a question that its refusal raised (where the salvaging ship worked) as
 * well as one its rules read. "back" undoes the last answer; an empty answer
 * leaves a fact that may be left out as it is.
 */

import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Comparison } from "../analysis/compare.js";
import type { InputLimits } from "../cases/limits.js";
import { CaseError } from "../core/errors.js";
import { type Lang, phrases, sayer } from "../core/messages.js";
import { escapeControls, terminalMessage, terminalSafe } from "../core/terminal.js";
import { type StillNeeded, stillNeeded } from "../questions/carried.js";
import { type CliIo, pathIn, UsageError } from "./io.js";

const say = phrases("cli/compare-interactive", {
  notSpeaking: "{statute} does not speak to this case: {reason}",
  nothingMore: "Nothing more is needed: {statute} decides the case with its figures.",
  refused: "the case carried to {statute}: {refused}",
  otherKind:
    'the facts were carried to a case of kind {kind}, under other paths: answer them in a case of that kind (sealaw compare --json gives it as "carried")',
  stdin: "--interactive reads the answers from standard input: give the case as a file, or --out",
  stillNeeds: "What {statute} still needs of the case:",
  intro: 'Answer each question; "back" undoes the last answer, an empty answer leaves it unknown.',
  notAsAnswered: "{statute} does not speak to the case as answered: {refused}",
  nothingToAsk: "Nothing more to ask.",
  inputEnded: "(the input ended before the case was complete)",
  nothingToUndo: "(nothing to undo)",
  notAnswer: "Not an answer: {why}.",
  writtenComplete:
    "The completed case is written to {file}; compare it again with sealaw compare {file} --with {statute}.",
  writtenSoFar:
    "The case as answered so far is written to {file}; compare it again with sealaw compare {file} --with {statute}.",
});

export async function completeCarried(
  io: CliIo,
  c: Comparison,
  needs: StillNeeded | undefined,
  o: { text: string; file: string; out?: string; limits: InputLimits; lang?: Lang },
): Promise<void> {
  const lang = o.lang ?? "en";
  const said = sayer(lang);
  if (!c.carried)
    throw new UsageError(say.notSpeaking.in(lang, { statute: c.right.statute, reason: c.right.reason ?? "" }));
  if (!needs) {
    io.stdout.write(`${say.nothingMore.in(lang, { statute: c.right.statute })}\n`);
    return;
  }
  if (needs.refused !== undefined)
    throw new UsageError(say.refused.in(lang, { statute: needs.statute, refused: needs.refused }));
  if (!needs.intoCaseFile) throw new UsageError(say.otherKind.in(lang, { kind: needs.kind }));
  if (o.file === "-" && o.out === undefined) throw new UsageError(say.stdin.in(lang));
  const out = o.out ?? o.file;
  const { BACK, PROMPT_NOTES, pathOf, prompt, readAnswer } = await import("../questions/interview.js");
  const { reportIn, withPhrases } = await import("../questions/language.js");
  /** What the other statute needs of the case as answered, said in the language. */
  const needsOf = (carried: unknown, open: string[]): StillNeeded | undefined => {
    const made = withPhrases(() => stillNeeded(carried, true, { limits: o.limits, open }));
    return made.value && reportIn(lang, made.value, made.phrases);
  };
  const { setIn } = await import("../questions/schema-walk.js");
  const { preparePartial } = await import("../questions/partial.js");
  const { parseDocument } = await import("yaml");
  io.stdout.write(`${say.stillNeeds.in(lang, { statute: needs.statute })}\n`);
  io.stdout.write(`${say.intro.in(lang)}\n`);
  type State = { carried: unknown; open: string[]; answers: { path: (string | number)[]; value: unknown }[] };
  const history: State[] = [];
  let state: State = { carried: structuredClone(c.carried), open: [], answers: [] };
  let now: StillNeeded | undefined = needs;
  const rl = createInterface({ input: io.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  try {
    for (;;) {
      const q = now?.needed.find((x) => !state.open.includes(x.path));
      if (!now || !q) {
        io.stdout.write(
          `${
            !now
              ? say.nothingMore.in(lang, { statute: needs.statute })
              : now.refused !== undefined
                ? say.notAsAnswered.in(lang, { statute: needs.statute, refused: now.refused })
                : say.nothingToAsk.in(lang)
          }\n`,
        );
        break;
      }
      const shown = terminalSafe(q);
      const note =
        shown.settles !== undefined ? PROMPT_NOTES.neededFor.in(lang, { settles: shown.settles }) : undefined;
      io.stdout.write(`\n${prompt(shown, note, lang)}\n> `);
      const r = await lines.next();
      if (r.done) {
        io.stdout.write(`\n${say.inputEnded.in(lang)}\n`);
        break;
      }
      const t = r.value.trim();
      if (BACK.has(t)) {
        const before = history.pop();
        if (before) state = before;
        else io.stdout.write(`${say.nothingToUndo.in(lang)}\n`);
        now = needsOf(state.carried, state.open);
        continue;
      }
      if (t === "") {
        history.push(state);
        state = { ...state, open: [...state.open, q.path] };
        continue;
      }
      let value: unknown;
      try {
        value = readAnswer(t, q.answer);
      } catch (e) {
        io.stdout.write(`${say.notAnswer.in(lang, { why: terminalMessage(e, said) })}\n`);
        continue;
      }
      const path = pathOf(q.path);
      const next = structuredClone(state.carried) as { facts: Record<string, unknown> };
      setIn(next.facts, path, value);
      try {
        // The answer must be one the case format takes; whether the law then speaks is asked next.
        preparePartial(next, { limits: o.limits });
      } catch (e) {
        if (!(e instanceof CaseError)) throw e;
        io.stdout.write(`${terminalMessage(e, said)}\n`);
        continue;
      }
      history.push(state);
      state = { carried: next, open: state.open, answers: [...state.answers, { path, value }] };
      now = needsOf(state.carried, state.open);
    }
    // The carried facts keep the case file's paths: each answer goes where it was asked.
    const doc = parseDocument(o.text);
    if (!doc.has("facts") || doc.get("facts") === null) doc.set("facts", doc.createNode({}));
    for (const a of state.answers) doc.setIn(["facts", ...a.path], doc.createNode(a.value));
    writeFileSync(pathIn(io, out), doc.toString({ flowCollectionPadding: false, lineWidth: 0 }));
    const complete = stillNeeded(state.carried, true, { limits: o.limits }) === undefined;
    io.stdout.write(
      `${(complete ? say.writtenComplete : say.writtenSoFar).in(lang, { file: escapeControls(out), statute: needs.statute })}\n`,
    );
  } finally {
    rl.close();
  }
}
