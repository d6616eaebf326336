/**
 * `sealaw ask FILE`: the facts a partial case still needs, the facts it may also
 * give, what is not needed and why, and the readings that bear on it; `--json` as
 * data, `--schema` the JSON Schema of that data, `--interactive` an interview on
 * the terminal that writes the completed case file. The command holds no law: it
 * calls the library's `questions` and `interview`.
 */

import { writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Command } from "commander";
import type { InputLimits } from "../cases/limits.js";
import { type Lang, phrases } from "../core/messages.js";
import { escapeControls, terminalSafe } from "../core/terminal.js";
import { type CliIo, pathIn, UsageError } from "./io.js";
import { languageOf, loadLanguage } from "./language.js";

const say = phrases("cli/ask", {
  needsFile: "ask needs a case file (or --schema)",
  interactiveStdin: "--interactive reads the answers from standard input: give the case as a file, or --out",
  writtenComplete: "The completed case is written to {file}.",
  writtenSoFar: "The case as answered so far is written to {file}.",
});

/** The flags of the input limits, as every command that reads a case has them. */
export interface LimitFlags {
  maxBytes?: string;
  maxNodes?: string;
  maxDepth?: string;
  maxText?: string;
}

export interface AskHelpers {
  readInput(file: string, limits: InputLimits): Promise<{ text: string; name: string }>;
  inputLimits(o: LimitFlags): Promise<InputLimits>;
  withLimitOptions(cmd: Command): Command;
  readingOverrides(args: string[]): Promise<Record<string, string>>;
  write(text: string): void;
  collect(value: string, previous: string[]): string[];
}

interface AskOptions extends LimitFlags {
  json?: boolean;
  schema?: boolean;
  rank?: boolean;
  interactive?: boolean;
  out?: string;
  open: string[];
  reading: string[];
  lang?: string;
}

export function registerAsk(program: Command, io: CliIo, h: AskHelpers): void {
  h.withLimitOptions(program.command("ask"))
    .description(
      "list the facts a partial case still needs, in the order a person answers, what it may also say, and what is not needed and why",
    )
    .argument("[file]", "the case file (facts may be left out), or - for standard input")
    .option("--json", "print the list as JSON (its JSON Schema: --schema)")
    .option("--schema", "print the JSON Schema of the --json output")
    .option("--rank", "rank what the case may also say by how much each can move (what-if; once nothing is needed)")
    .option(
      "--open <PATH>",
      "a fact left at its default on purpose, e.g. facts.people[2].wagon (repeatable)",
      h.collect,
      [],
    )
    .option("-r, --reading <NAME=VALUE>", "override a reading (repeatable)", h.collect, [])
    .option("-i, --interactive", "ask the questions one by one on the terminal and write the completed case file")
    .option("--out <FILE>", "with --interactive: where to write the case (default: FILE itself)")
    .action(async (file: string | undefined, o: AskOptions) => {
      if (o.schema) {
        const { questionsJsonSchema } = await import("../questions/report-schema.js");
        h.write(JSON.stringify(questionsJsonSchema(), null, 2));
        return;
      }
      const lang = languageOf(o.lang, io.env);
      if (file === undefined) throw new UsageError(say.needsFile.in(lang));
      if (o.interactive && file === "-" && o.out === undefined) throw new UsageError(say.interactiveStdin.in(lang));
      const limits = await h.inputLimits(o);
      const input = await h.readInput(file, limits);
      const readings = await h.readingOverrides(o.reading);
      const { parseCaseText } = await import("../cases/parse.js");
      const doc = parseCaseText(input.text, input.name, limits);
      const base = { source: input.name, doc, readings, open: o.open, limits };
      if (o.interactive) {
        await loadLanguage(lang);
        await interactive(io, doc.data, input.text, o.out ?? file, { ...base, lang });
        return;
      }
      const { questions } = await import("../questions/questions.js");
      const rank = o.rank === true && (await import("../analysis/rank.js")).rankByWhatIf;
      const { questionsIn, withPhrases } = await import("../questions/language.js");
      const made = withPhrases(() => questions(doc.data, { ...base, rank }));
      const report = questionsIn(lang, made.value, made.phrases);
      if (o.json) h.write(JSON.stringify(report, null, 2));
      else {
        const { renderQuestions } = await import("../questions/render.js");
        h.write(renderQuestions(terminalSafe(report), lang));
      }
    });
}

async function interactive(
  io: CliIo,
  data: unknown,
  text: string,
  out: string,
  opts: { source: string; readings: Record<string, string>; open: string[]; limits: InputLimits; lang: Lang },
): Promise<void> {
  const { interview } = await import("../questions/interview.js");
  const { parseDocument } = await import("yaml");
  const rl = createInterface({ input: io.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  try {
    const result = await interview(
      data,
      {
        readLine: async () => {
          const r = await lines.next();
          return r.done ? undefined : r.value;
        },
        write: (t) => io.stdout.write(t),
      },
      opts,
    );
    // The answers are written into the file as it is, so its comments and order stay.
    const doc = parseDocument(text);
    if (!doc.has("facts") || doc.get("facts") === null) doc.set("facts", doc.createNode({}));
    for (const a of result.answers) doc.setIn(["facts", ...a.path], doc.createNode(a.value));
    writeFileSync(pathIn(io, out), doc.toString({ flowCollectionPadding: false, lineWidth: 0 }));
    io.stdout.write(
      `${(result.complete ? say.writtenComplete : say.writtenSoFar).in(opts.lang, { file: escapeControls(out) })}\n`,
    );
  } finally {
    rl.close();
  }
}
