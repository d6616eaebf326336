/**
 * The `sealaw` command's definition. It holds no law: every command calls the
 * library. Commands load what they need when they run, so `sealaw --help` and a
 * small `decide` start fast.
 *
 * Exit codes: 0 done; 2 the input is wrong (case file, id, reading, option) and the
 * message says what and where; 3 `check` found a case that differs from its
 * expect: block; 4 `register verify` found an entry that does not match; 1 sealaw itself failed (set SEALAW_DEBUG=1 to see
 * the stack).
 */

import { createReadStream } from "node:fs";
import { availableParallelism } from "node:os";
import { Command, CommanderError, Option } from "commander";
import { checkBytes, DEFAULT_LIMITS, decodeCase, type InputLimits, limitsWith } from "../cases/limits.js";
import type { Determination } from "../core/determination.js";
import { inLanguage, type Lang, phrases, sayer } from "../core/messages.js";
import { escapeControls, terminalMessage, terminalSafe } from "../core/terminal.js";
import { SEALAW_VERSION } from "../version.js";
import { registerAsk } from "./ask.js";
import { type CliIo, type OpenStore, openNamedStore, pathIn, processIo, UsageError } from "./io.js";
import { languageOf, loadLanguage } from "./language.js";

import { addRegisterCommands } from "./register.js";
import { addServeCommand } from "./serve.js";
import { addTokenCommands } from "./tokens.js";

/** What `check` prints around each case file's differences. */
const CHECK = phrases("cli/check", {
  ok: "ok    {file}",
  fail: "FAIL  {file}",
  summary: "{ok} of {n} case files as expected",
  differ: "{n} case file(s) differ from their expect: block",
});

class ExpectationError extends Error {
  override name = "ExpectationError";
}

/** Some lines of a batch could not be decided (each has its error record in the output). */
class BatchError extends Error {
  override name = "BatchError";
  /** The message's lines, each printed escaped (core/terminal.ts). */
  constructor(readonly lines: readonly string[]) {
    super(lines.join("\n"));
  }
}

/** Some lines of a batch failed through a fault in sealaw. */
class BatchFault extends BatchError {
  override name = "BatchFault";
}

/** What the command is run with, beyond its arguments. */
export interface CliEnv {
  /** The script a worker thread of `decide --batch` runs (the command's own entry point). */
  readonly workerUrl?: URL;
  /** Its standard streams, environment and folder; default the process's own. */
  readonly io?: CliIo;
  /**
   * How a command opens the register's store it names; default a new store for
   * each command (registry/store.ts). The command closes what this gives it.
   */
  readonly openStore?: OpenStore;
}

const USER_ERRORS = new Set([
  "CaseError",
  "NotCoveredError",
  "ReadingError",
  "ProvisionNotFoundError",
  "UsageError",
  "MoneyError",
  "CalendarError",
  "LotError",
  "BatchError",
  "RegisterError",
]);

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** What the system says went wrong reading a file, in words: "not a directory" for ENOTDIR. */
function reason(e: NodeJS.ErrnoException): string {
  const words = /^[A-Z0-9]+: ([^,]+)/.exec(e.message)?.[1];
  return e.code ? `${words ?? e.message} (${e.code})` : e.message;
}

/** The bytes of a file or of standard input, at most `max` of them and one more to tell that there were more. */
async function readBounded(stream: NodeJS.ReadableStream, max: number): Promise<{ bytes: Buffer; over: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const b = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    parts.push(b);
    size += b.length;
    if (size > max) {
      (stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      return { bytes: Buffer.alloc(0), over: true };
    }
  }
  return { bytes: Buffer.concat(parts, size), over: false };
}

/**
 * A case file's text, read up to the byte limit (a file without end, such as
 * /dev/zero, is refused at the limit) and decoded strictly as UTF-8. Every read
 * error names the file and the system's reason; all are input errors (exit 2).
 */
async function readInput(io: CliIo, file: string, limits: InputLimits): Promise<{ text: string; name: string }> {
  const name = file === "-" ? "<stdin>" : file;
  if (file === "-" && io.stdin.isTTY)
    throw new UsageError("no case on standard input (give a file name, or pipe a case into `-`)");
  let read: { bytes: Buffer; over: boolean };
  try {
    const stream = file === "-" ? io.stdin : createReadStream(pathIn(io, file), { highWaterMark: 1 << 16 });
    read = await readBounded(stream, limits.bytes);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === "ENOENT") throw new UsageError(`${file}: no such file`);
    if (err.code === "EISDIR") throw new UsageError(`${file}: is a folder, not a case file`);
    if (err.code === "EACCES") throw new UsageError(`${file}: permission denied`);
    throw new UsageError(`${name}: cannot be read: ${reason(err)}`);
  }
  if (read.over) checkBytes(name, limits.bytes + 1, limits);
  return { text: decodeCase(name, read.bytes, limits), name };
}

async function readingOverrides(args: string[]): Promise<Record<string, string>> {
  const { parseReadingArg } = await import("../core/reading.js");
  // A name from the command line is only ever a key of its own: "__proto__" too.
  const out = Object.create(null) as Record<string, string>;
  for (const a of args) {
    const [k, v] = parseReadingArg(a);
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

interface LimitOptions {
  maxBytes?: string;
  maxNodes?: string;
  maxDepth?: string;
  maxText?: string;
}

/** The input limits, with those given on the command line. */
async function inputLimits(o: LimitOptions): Promise<InputLimits> {
  const one = (flag: string, v: string | undefined): number | undefined => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < 1)
      throw new UsageError(`${flag} must be a whole number of at least 1, not "${v}"`);
    return n;
  };
  const over: { bytes?: number; nodes?: number; depth?: number; text?: number } = {};
  const bytes = one("--max-bytes", o.maxBytes);
  const nodes = one("--max-nodes", o.maxNodes);
  const depth = one("--max-depth", o.maxDepth);
  const text = one("--max-text", o.maxText);
  if (bytes !== undefined) over.bytes = bytes;
  if (nodes !== undefined) over.nodes = nodes;
  if (depth !== undefined) over.depth = depth;
  if (text !== undefined) over.text = text;
  return limitsWith(over);
}

/** The flags that raise or lower the input limits, on every command that reads a case. */
function withLimitOptions(cmd: Command): Command {
  return cmd
    .option("--max-bytes <N>", `refuse a case of more than N bytes (default ${DEFAULT_LIMITS.bytes})`)
    .option("--max-nodes <N>", `refuse a case of more than N values (default ${DEFAULT_LIMITS.nodes})`)
    .option("--max-depth <N>", `refuse a case nested more than N levels deep (default ${DEFAULT_LIMITS.depth})`)
    .option("--max-text <N>", `refuse a case with a text of more than N characters (default ${DEFAULT_LIMITS.text})`);
}

/** Write a text to standard output, as one or more whole lines. */
function writer(io: CliIo): (text: string) => void {
  return (text) => {
    io.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
  };
}

interface DecideOptions {
  json?: boolean;
  format?: string;
  html?: boolean;
  reading: string[];
  full?: boolean;
  explanation: boolean;
  batch?: string;
  jobs?: string;
  maxBytes?: string;
  maxNodes?: string;
  maxDepth?: string;
  maxText?: string;
  lang?: string;
}

/** The format of the determination asked for with --format (default 2). */
async function formatOf(v: string | undefined): Promise<1 | 2> {
  const { parseFormat } = await import("../core/determination-format.js");
  const f = parseFormat(v);
  if (f === undefined) throw new UsageError(`--format is 1 or 2 (the determination's format), not "${v}"`);
  return f;
}

/** `decide --batch`: decide every line, then say which lines were in error (exit 2) or faulted (exit 1). */
async function decideBatch(io: CliIo, input: string, o: DecideOptions, env: CliEnv): Promise<void> {
  const { runBatch, summaryLines, USAGE } = await import("../batch/run.js");
  if (o.html || o.full) throw new UsageError(USAGE.notWithBatch());
  const jobs = o.jobs === undefined ? availableParallelism() : Number(o.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError(USAGE.jobsNot({ jobs: String(o.jobs) }));
  if (!env.workerUrl) throw new Error("decide --batch needs the command's entry point to start its workers");
  const readings = await readingOverrides(o.reading);
  const limits = await inputLimits(o);
  let r: Awaited<ReturnType<typeof runBatch>>;
  try {
    r = await runBatch({
      input,
      jobs,
      readings,
      explanation: o.explanation,
      workerUrl: env.workerUrl,
      limits,
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      ...(io.cwd !== undefined ? { cwd: io.cwd } : {}),
      format: await formatOf(o.format),
      // Each line's determination and error record in the language, as `decide --json --lang` says it.
      lang: languageOf(o.lang, io.env),
    });
  } catch (e) {
    // The reader of the output has gone (as with `| head`): nothing more to say to it.
    if ((e as NodeJS.ErrnoException).code === "EPIPE") return;
    throw e;
  }
  if (r.code === 1) throw new BatchFault(summaryLines(r));
  if (r.code === 2) throw new BatchError(summaryLines(r));
}

/** The statement as HTML, written in pieces (a statement may have very many lines). */
async function writeHtml(io: CliIo, d: Determination, lang: Lang): Promise<void> {
  const { hasStatement, htmlParts } = await import("../engine/render-statement.js");
  if (!hasStatement(d)) {
    throw new UsageError(
      `--html prints an average statement (a general average, or a damage shared), and this case (${d.statute}, ${d.kind}) has none; use the text output or --json`,
    );
  }
  const { loadAllProvisions } = await import("../law/texts.js");
  const provisionTitles = new Map((await loadAllProvisions()).map((p) => [p.id as string, p.title]));
  for (const part of htmlParts(d, { provisionTitles, lang })) io.stdout.write(part);
}

/**
 * Whether help may be coloured, as commander decides it for the process's own
 * streams (NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE, else a terminal that has colours),
 * from the command's environment and stream.
 */
function hasColors(io: CliIo, stream: CliIo["stdout"]): boolean {
  const e = io.env;
  if (e.NO_COLOR || e.FORCE_COLOR === "0" || e.FORCE_COLOR === "false") return false;
  if (e.FORCE_COLOR || e.CLICOLOR_FORCE !== undefined) return true;
  return stream.isTTY === true && stream.hasColors?.() === true;
}

/**
 * The command. `script` is the file the command runs from (argv[1]): `serve`
 * finds the examples and the pages beside it.
 */
export function buildProgram(env: CliEnv = {}, script?: string): Command {
  const io = env.io ?? processIo();
  const write = writer(io);
  const readIn = (file: string, limits: InputLimits) => readInput(io, file, limits);
  const openStore = (db: string | undefined) => openNamedStore(io, db, env.openStore);
  const program = new Command();
  // Commander's own output (help, usage errors) goes to the command's streams too;
  // every command made below inherits it.
  program.configureOutput({
    writeOut: (text) => io.stdout.write(text),
    writeErr: (text) => io.stderr.write(text),
    // A usage error quotes what was typed ("unknown option '--x'"): shown escaped, on
    // its one line; commander's own suggestion of a name follows on the next.
    outputError: (text, write) => {
      const m = /^([\s\S]*?)(\n\(Did you mean [^\n]*\?\))?\n$/.exec(text);
      write(m ? `${escapeControls(m[1] ?? "")}${m[2] ?? ""}\n` : `${escapeControls(text)}\n`);
    },
    // No width (commander's own default off a terminal) lets commander take its own 80.
    getOutHelpWidth: () => (io.stdout.isTTY ? io.stdout.columns : undefined) as number,
    getErrHelpWidth: () => (io.stderr.isTTY ? io.stderr.columns : undefined) as number,
    getOutHasColors: () => hasColors(io, io.stdout),
    getErrHasColors: () => hasColors(io, io.stderr),
  });
  program
    .name("sealaw")
    .description(
      "The maritime casualty law of the Borkum ordinance of 1666 and the Danish Law of 1683, made executable.\nA case goes in; a determination comes out, every step cited to its provision.",
    )
    .version(SEALAW_VERSION, "-V, --version")
    .showHelpAfterError("(run `sealaw --help` for usage)")
    .exitOverride();

  withLimitOptions(program.command("decide"))
    .description(
      "decide a case file (YAML or JSON; `-` reads standard input), or with --batch a file of cases, one per line",
    )
    .argument("[file]", "the case file, or - for standard input")
    .option("--json", "print the determination as JSON")
    .option(
      "--format <N>",
      "the format of the determination with --json and --batch: 2 (the default: each rule said once) or 1 (docs/determination.md)",
    )
    .addOption(
      new Option(
        "--html",
        "print the average statement (general average, or a collision's damage shared) as a printable HTML document",
      ).conflicts("json"),
    )
    .option("-r, --reading <NAME=VALUE>", "override a reading (repeatable); see `sealaw readings`", collect, [])
    .option("--full", "show in the explanation also the rules that were tried and did not apply")
    .option(
      "--no-explanation",
      "leave the explanation out of the determination (text, --json, and each line with --batch)",
    )
    .option(
      "--batch <file>",
      "decide one case per line of an NDJSON file (- for standard input); write one determination per line, as JSON",
    )
    .option("-j, --jobs <N>", "worker threads for --batch (default: one per core)")
    .action(async (file: string | undefined, o: DecideOptions) => {
      if (o.batch !== undefined) {
        if (file !== undefined) throw new UsageError(`give a case file or --batch FILE, not both ("${file}")`);
        await decideBatch(io, o.batch, o, env);
        return;
      }
      if (file === undefined) throw new UsageError("no case file: sealaw decide FILE (or - for standard input)");
      if (o.jobs !== undefined) throw new UsageError("--jobs goes with --batch");
      if (o.format !== undefined && !o.json) throw new UsageError("--format goes with --json or --batch");
      const format = await formatOf(o.format);
      const limits = await inputLimits(o);
      const input = await readIn(file, limits);
      const readings = await readingOverrides(o.reading);
      const { decideText } = await import("../engine/text.js");
      // Without the explanation the rules do not build it at all (faster), and the
      // determination carries a note that it was left out.
      const decided = decideText(input.text, { source: input.name, readings, explanation: o.explanation, limits });
      const lang = languageOf(o.lang, io.env);
      const { determinationIn, textsIn } = await import("../engine/language.js");
      if (o.json) {
        const { inFormat } = await import("../core/determination-format.js");
        // Put in its format as made, then said, as the server does: format 2 names each
        // rule's label once, by the English it was declared in, and its shape is the same
        // in every language. Said first, the labels no longer matched and were repeated.
        write(JSON.stringify(textsIn(lang, inFormat(decided, format), decided.phrases), null, 2));
      } else if (o.html) {
        await writeHtml(io, determinationIn(lang, decided), lang);
      } else {
        const { renderText } = await import("../engine/render.js");
        // The text is said in the language as it is printed (engine/render.ts).
        write(renderText(terminalSafe(decided), { explanation: o.explanation, full: o.full ?? false, lang }));
      }
    });

  withLimitOptions(program.command("check"))
    .description("decide case files and compare each with its `expect:` block (exit 3 when one differs)")
    .argument("<files...>", "case files with an expect: block")
    .option("-r, --reading <NAME=VALUE>", "override a reading (repeatable)", collect, [])
    .action(async (files: string[], o: { reading: string[]; lang?: string } & LimitOptions) => {
      const lang = languageOf(o.lang, io.env);
      const readings = await readingOverrides(o.reading);
      const limits = await inputLimits(o);
      const { checkText } = await import("../engine/text.js");
      let failed = 0;
      for (const file of files) {
        const input = await readIn(file, limits);
        // The case file's expect: block is compared in English; only the lines printed are said in the language.
        const problems = checkText(input.text, { source: input.name, readings, limits });
        if (problems.length === 0) write(CHECK.ok.in(lang, { file: escapeControls(file) }));
        else {
          failed++;
          write(
            `${CHECK.fail.in(lang, { file: escapeControls(file) })}\n${problems.map((p) => `        ${escapeControls(inLanguage(lang, p))}`).join("\n")}`,
          );
        }
      }
      write(CHECK.summary.in(lang, { ok: String(files.length - failed), n: String(files.length) }));
      if (failed > 0) throw new ExpectationError(CHECK.differ({ n: String(failed) }));
    });

  withLimitOptions(program.command("sensitivity"))
    .description("decide a case under every combination of the readings that bear on it, and show what moves")
    .argument("<file>", "the case file, or - for standard input")
    .option("--json", "print the report as JSON")
    .option("-r, --reading <NAME=VALUE>", "hold a reading fixed instead of varying it (repeatable)", collect, [])
    .option("--max-decisions <N>", "explore at most N decisions (default 4096)")
    .option(
      "--one-at-a-time",
      "flip each reading in play alone, from the case as it stands, and show per party what each flip changes",
    )
    .action(
      async (
        file: string,
        o: {
          json?: boolean;
          reading: string[];
          maxDecisions?: string;
          oneAtATime?: boolean;
          lang?: string;
        } & LimitOptions,
      ) => {
        const lang = languageOf(o.lang, io.env);
        const { reportIn, withPhrases } = await import("../questions/language.js");
        const limits = await inputLimits(o);
        const input = await readIn(file, limits);
        const fix = await readingOverrides(o.reading);
        const max = o.maxDecisions === undefined ? undefined : Number(o.maxDecisions);
        if (max !== undefined && (!Number.isInteger(max) || max < 1))
          throw new UsageError(`--max-decisions must be a whole number of at least 1, not "${o.maxDecisions}"`);
        if (o.oneAtATime && max !== undefined)
          throw new UsageError("--max-decisions bounds the combinations; --one-at-a-time makes one decision per flip");
        const { parseCaseText } = await import("../cases/parse.js");
        if (o.oneAtATime) {
          const { oneAtATime } = await import("../analysis/oneatatime.js");
          const doc = parseCaseText(input.text, input.name, limits);
          const made = withPhrases(() => oneAtATime(doc.data, { source: input.name, doc, limits, fix }));
          const report = reportIn(lang, made.value, made.phrases);
          if (o.json) write(JSON.stringify(report, null, 2));
          else {
            const { renderOneAtATime } = await import("../analysis/render.js");
            write(renderOneAtATime(terminalSafe(report), lang));
          }
          return;
        }
        const { sensitivity, sensitivityJson } = await import("../analysis/sensitivity.js");
        const doc = parseCaseText(input.text, input.name, limits);
        const made = withPhrases(() =>
          sensitivity(doc.data, {
            source: input.name,
            doc,
            limits,
            fix,
            ...(max !== undefined ? { maxDecisions: max } : {}),
          }),
        );
        const report = reportIn(lang, made.value, made.phrases);
        if (o.json) write(sensitivityJson(report));
        else {
          const { renderSensitivity } = await import("../analysis/render.js");
          write(renderSensitivity(terminalSafe(report), lang));
        }
      },
    );

  withLimitOptions(program.command("compare"))
    .description("decide a case under its own statute and under another, and show them side by side")
    .argument("<file>", "the case file, or - for standard input")
    .requiredOption("--with <statute>", "the other statute: borkum-1666, dl-vrag or dl-averi")
    .option("--json", "print the comparison as JSON (with `stillNeeded`: what the other statute needs, as questions)")
    .option("-r, --reading <NAME=VALUE>", "override a reading of the case's own statute (repeatable)", collect, [])
    .option(
      "-i, --interactive",
      "ask what the other statute still needs, one question at a time, and write the answers into the case file",
    )
    .option("--out <FILE>", "with --interactive: where to write the case (default: FILE itself)")
    .action(
      async (
        file: string,
        o: {
          with: string;
          json?: boolean;
          reading: string[];
          interactive?: boolean;
          out?: string;
          lang?: string;
        } & LimitOptions,
      ) => {
        const lang = languageOf(o.lang, io.env);
        const limits = await inputLimits(o);
        const input = await readIn(file, limits);
        const readings = await readingOverrides(o.reading);
        const { parseCaseText } = await import("../cases/parse.js");
        const { compare } = await import("../analysis/compare.js");
        const { stillNeeded } = await import("../questions/carried.js");
        const doc = parseCaseText(input.text, input.name, limits);
        const { reportIn, withPhrases } = await import("../questions/language.js");
        const made = withPhrases(() => {
          const c = compare(doc.data, o.with, { source: input.name, doc, readings, limits });
          return { c, needs: c.carried ? stillNeeded(c.carried, c.sameFacts === true, { limits }) : undefined };
        });
        const { c } = made.value;
        const needs = made.value.needs && reportIn(lang, made.value.needs, made.phrases);
        if (o.interactive) {
          const { completeCarried } = await import("./compare-interactive.js");
          await completeCarried(io, c, needs, { text: input.text, file, out: o.out, limits, lang });
          return;
        }
        const said = reportIn(lang, c, made.phrases);
        if (o.json) write(JSON.stringify(needs ? { ...said, stillNeeded: needs } : said, null, 2));
        else {
          const { renderComparison } = await import("../analysis/render.js");
          const { renderStillNeeded } = await import("../questions/render.js");
          const safe = terminalSafe(said);
          write(
            needs
              ? `${renderComparison(safe, lang)}\n\n${renderStillNeeded(terminalSafe(needs), lang)}`
              : renderComparison(safe, lang),
          );
        }
      },
    );

  withLimitOptions(program.command("whatif"))
    .description("find which single fact, had it been otherwise, would change the outcome, and how")
    .argument("<file>", "the case file, or - for standard input")
    .option("--json", "print the report as JSON")
    .option("-r, --reading <NAME=VALUE>", "override a reading (repeatable)", collect, [])
    .option("--limit <N>", "show at most N changes in the text (default 25)")
    .action(
      async (file: string, o: { json?: boolean; reading: string[]; limit?: string; lang?: string } & LimitOptions) => {
        const lang = languageOf(o.lang, io.env);
        const limits = await inputLimits(o);
        const input = await readIn(file, limits);
        const readings = await readingOverrides(o.reading);
        const limit = o.limit === undefined ? 25 : Number(o.limit);
        if (!Number.isInteger(limit) || limit < 1)
          throw new UsageError(`--limit must be a whole number of at least 1, not "${o.limit}"`);
        const { parseCaseText } = await import("../cases/parse.js");
        const { whatIf } = await import("../analysis/whatif.js");
        const doc = parseCaseText(input.text, input.name, limits);
        const { reportIn, withPhrases } = await import("../questions/language.js");
        const made = withPhrases(() => whatIf(doc.data, { source: input.name, doc, readings, limits }));
        const report = reportIn(lang, made.value, made.phrases);
        if (o.json) write(JSON.stringify(report, null, 2));
        else {
          const { renderWhatIf } = await import("../analysis/render.js");
          write(renderWhatIf(terminalSafe(report), limit, lang));
        }
      },
    );

  registerAsk(program, io, { readInput: readIn, inputLimits, withLimitOptions, readingOverrides, write, collect });

  program
    .command("provisions")
    .description("list the provisions, or print one: original and English, and the rules that implement it")
    .argument("[id]", "a provision id, e.g. borkum-1666/6.3 or dl-averi/23")
    .option("--statute <id>", "list only this statute's provisions")
    .option("--json", "print as JSON")
    .action(async (id: string | undefined, o: { statute?: string; json?: boolean; lang?: string }) => {
      const { listProvisions, provisionToRead } = await import("../law/listing.js");
      const { formatProvision } = await import("../core/provision.js");
      const { formatRules } = await import("../core/rule-list.js");
      const { inLanguage } = await import("../core/messages.js");
      // A provision's title and its rules' labels in the language; its texts are the original's and the English.
      const said = languageOf(o.lang, io.env);
      const inLang = (text: string): string => inLanguage(said, text);
      if (id !== undefined) {
        const p0 = await provisionToRead(id);
        const p = { ...p0, title: inLang(p0.title) };
        const { rulesFor } = await import("../law/index.js");
        const rules = rulesFor(p.id).map((r) => ({ ...r, label: inLang(r.label) }));
        write(
          o.json
            ? JSON.stringify({ ...p, rules }, null, 2)
            : `${formatProvision(p).trimEnd()}\n\n${formatRules(rules)}`,
        );
        return;
      }
      let all = (await listProvisions()).map((p) => ({ ...p, title: inLang(p.title) }));
      if (o.statute !== undefined) {
        const list = all.filter((p) => p.statute === o.statute);
        if (list.length === 0) {
          const ids = [...new Set(all.map((p) => p.statute))];
          throw new UsageError(`unknown statute "${o.statute}"; known: ${ids.join(", ")}`);
        }
        all = list;
      }
      if (o.json) {
        write(JSON.stringify(all, null, 2));
        return;
      }
      const w = Math.max(...all.map((p) => p.id.length));
      write(all.map((p) => `${p.id.padEnd(w)}  ${p.title}`).join("\n"));
    });

  program
    .command("readings")
    .description("list the readings (contested interpretations), their alternatives and defaults")
    .option("--statute <id>", "only the readings of this statute")
    .option("--json", "print as JSON")
    .action(async (o: { statute?: string; json?: boolean; lang?: string }) => {
      const { listReadings, renderReadings } = await import("../law/listing.js");
      const lang = languageOf(o.lang, io.env);
      const list = listReadings(o.statute);
      if (!o.json) {
        write(renderReadings(list, lang));
        return;
      }
      // Each reading's question and alternatives in the language, by their messages
      // ("reading:<name>", "reading:<name>.R1" …); names, codes and slugs as they are.
      const { inLanguage } = await import("../core/messages.js");
      const said = list.map((r) => ({
        ...r,
        title: inLanguage(lang, r.title),
        alternatives: r.alternatives.map((a) => ({ ...a, label: inLanguage(lang, a.label) })),
        ...(r.note !== undefined ? { note: inLanguage(lang, r.note) } : {}),
      }));
      write(JSON.stringify(said, null, 2));
    });

  program
    .command("schema")
    .description(
      "print the JSON Schema of a case file (of one kind, or of the envelope), or with --determination of what decide --json prints",
    )
    .argument("[kind]", "a case kind, e.g. salvage")
    .option("--determination", "the JSON Schema of the determination (docs/determination.md)")
    .option("--format <N>", "with --determination: the schema of format 2 (the default) or of format 1")
    .option(
      "--statute <id>",
      "for a kind several statutes decide (salvage, wreck): that statute's own schema, with only the facts its rules read",
    )
    .action(async (kind: string | undefined, o: { determination?: boolean; statute?: string; format?: string }) => {
      if (o.format !== undefined && !o.determination) throw new UsageError("--format goes with --determination");
      if (o.determination) {
        if (kind !== undefined) {
          throw new UsageError("schema --determination takes no kind: a determination has one form for every kind");
        }
        const { determinationJsonSchema } = await import("../core/determination-schema.js");
        write(JSON.stringify(determinationJsonSchema(await formatOf(o.format)), null, 2));
        return;
      }
      const { caseJsonSchema } = await import("../law/listing.js");
      if (o.statute !== undefined && kind === undefined)
        throw new UsageError("schema --statute takes a kind: the envelope is the same for every statute");
      write(JSON.stringify(caseJsonSchema(kind, o.statute), null, 2));
    });

  addRegisterCommands(program, io, write, openStore);
  addServeCommand(program, io, openStore, script);
  addTokenCommands(program, io, write, openStore);

  // Every command speaks the language asked for; it is checked, and its catalogue
  // loaded, before the command runs.
  const withLang = (c: Command): void => {
    c.option("--lang <LANG>", "the language of what is printed: en, de or da (default: LC_ALL, else LANG, else en)");
    for (const sub of c.commands) withLang(sub);
  };
  for (const c of program.commands) withLang(c);
  program.hook("preAction", async (_program, action) => {
    // A parent command ("register") may hold the flag given after its subcommand.
    await loadLanguage(languageOf(action.optsWithGlobals().lang as string | undefined, io.env));
  });

  program.addOption(new Option("--debug", "show stack traces of internal errors").hideHelp());
  return program;
}

const ERR = phrases("errors", {
  notVerified: "the journal does not verify: {why}",
});

/** The language asked for on the command line or by the environment; English where the flag is not one sealaw speaks. */
function languageOfArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Lang {
  const at = argv.findIndex((a) => a === "--lang" || a.startsWith("--lang="));
  const flag = at < 0 ? undefined : argv[at]?.startsWith("--lang=") ? argv[at]?.slice(7) : argv[at + 1];
  try {
    return languageOf(flag, env);
  } catch {
    return "en";
  }
}

export async function main(argv: string[], env: CliEnv = {}): Promise<number> {
  const io = env.io ?? processIo();
  const program = buildProgram({ ...env, io }, argv[1]);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Help and version end with code 0; a usage mistake is an input error.
      return e.exitCode === 0 ? 0 : 2;
    }
    const err = e as Error;
    // The error said in the language the command was asked to speak (a refusal,
    // a case's problem): its message is found by its English (core/messages.ts).
    const lang = languageOfArgs(argv, io.env);
    if (lang !== "en") await loadLanguage(lang);
    const said = sayer(lang);
    if (err.name === "ChainBroken") {
      io.stderr.write(`sealaw: ${ERR.notVerified.in(lang, { why: terminalMessage(err, said) })}\n`);
      return 4;
    }
    // A write refused because the journal is broken below it exits as verify does.
    if (err.name === "ChainBrokenError") {
      io.stderr.write(`sealaw: ${terminalMessage(err, said)}\n`);
      return 4;
    }
    if (err.name === "ExpectationError") {
      io.stderr.write(`sealaw: ${terminalMessage(err, said)}\n`);
      return 3;
    }
    if (USER_ERRORS.has(err.name)) {
      io.stderr.write(`sealaw: ${terminalMessage(err, said)}\n`);
      return 2;
    }
    io.stderr.write(`sealaw: internal error: ${terminalMessage(e)}\n`);
    // The trace's lines are the program's; the message it starts with may quote the input.
    if (io.env.SEALAW_DEBUG || argv.includes("--debug"))
      io.stderr.write(`${String(err.stack).split("\n").map(escapeControls).join("\n")}\n`);
    else io.stderr.write("(this is a fault in sealaw; run with SEALAW_DEBUG=1 to see where)\n");
    return 1;
  }
}
