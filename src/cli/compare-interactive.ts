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
import { escapeControls, terminalMessage, terminalSafe } from "../core/terminal.js";
import { type StillNeeded, stillNeeded } from "../questions/carried.js";
import { type CliIo, pathIn, UsageError } from "./io.js";

export async function completeCarried(
  io: CliIo,
  c: Comparison,
  needs: StillNeeded | undefined,
  o: { text: string; file: string; out?: string; limits: InputLimits },
): Promise<void> {
  if (!c.carried) throw new UsageError(`${c.right.statute} does not speak to this case: ${c.right.reason ?? ""}`);
  if (!needs) {
    io.stdout.write(`Nothing more is needed: ${c.right.statute} decides the case with its figures.\n`);
    return;
  }
  if (needs.refused !== undefined) throw new UsageError(`the case carried to ${needs.statute}: ${needs.refused}`);
  if (!needs.intoCaseFile)
    throw new UsageError(
      `the facts were carried to a case of kind ${needs.kind}, under other paths: answer them in a case of that kind (sealaw compare --json gives it as "carried")`,
    );
  if (o.file === "-" && o.out === undefined)
    throw new UsageError("--interactive reads the answers from standard input: give the case as a file, or --out");
  const out = o.out ?? o.file;
  const { pathOf, prompt, readAnswer } = await import("../questions/interview.js");
  const { setIn } = await import("../questions/schema-walk.js");
  const { preparePartial } = await import("../questions/partial.js");
  const { parseDocument } = await import("yaml");
  io.stdout.write(`What ${needs.statute} still needs of the case:\n`);
  io.stdout.write('Answer each question; "back" undoes the last answer, an empty answer leaves it unknown.\n');
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
          !now
            ? `Nothing more is needed: ${needs.statute} decides the case with its figures.\n`
            : now.refused !== undefined
              ? `${needs.statute} does not speak to the case as answered: ${now.refused}\n`
              : "Nothing more to ask.\n",
        );
        break;
      }
      const shown = terminalSafe(q);
      io.stdout.write(`\n${prompt(shown, shown.settles !== undefined ? `needed: ${shown.settles}` : undefined)}\n> `);
      const r = await lines.next();
      if (r.done) {
        io.stdout.write("\n(the input ended before the case was complete)\n");
        break;
      }
      const t = r.value.trim();
      if (t === "back" || t === "<") {
        const before = history.pop();
        if (before) state = before;
        else io.stdout.write("(nothing to undo)\n");
        now = stillNeeded(state.carried, true, { limits: o.limits, open: state.open });
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
        io.stdout.write(`Not an answer: ${terminalMessage(e)}.\n`);
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
        io.stdout.write(`${terminalMessage(e)}\n`);
        continue;
      }
      history.push(state);
      state = { carried: next, open: state.open, answers: [...state.answers, { path, value }] };
      now = stillNeeded(state.carried, true, { limits: o.limits, open: state.open });
    }
    // The carried facts keep the case file's paths: each answer goes where it was asked.
    const doc = parseDocument(o.text);
    if (!doc.has("facts") || doc.get("facts") === null) doc.set("facts", doc.createNode({}));
    for (const a of state.answers) doc.setIn(["facts", ...a.path], doc.createNode(a.value));
    writeFileSync(pathIn(io, out), doc.toString({ flowCollectionPadding: false, lineWidth: 0 }));
    const complete = stillNeeded(state.carried, true, { limits: o.limits }) === undefined;
    io.stdout.write(
      `${complete ? "The completed case" : "The case as answered so far"} is written to ${escapeControls(out)}; compare it again with sealaw compare ${escapeControls(out)} --with ${needs.statute}.\n`,
    );
  } finally {
    rl.close();
  }
}
