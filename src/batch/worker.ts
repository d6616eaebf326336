/**
 * A worker of `sealaw decide --batch`: it loads the engine once, then decides the
 * chunks of lines the main thread sends it, one result per line, and sends back the
 * output of each chunk as UTF-8 bytes (transferred, not copied).
 *
 * A line that cannot be decided gives an error record instead of a determination:
 *
 *   {"line":7,"error":{"kind":"case","message":"…","issues":[{"path":"facts.place",…}]}}
 *
 * Kinds: "blank" (an empty line), "json" (not JSON), "case" (the case does not fit
 * the format: every issue, with its path), "not_covered" (the statute does not speak
 * to it), "reading", "money", "calendar", "lot" (a value out of range), and
 * "internal" (a fault in sealaw itself).
 *
 * In a language other than English (`--lang`), each determination is put in its
 * format as made and then said in the language, as `decide --json --lang` writes
 * it, and each error record's message is said in the language in the worker, where
 * the error was made (core/messages.ts finds its messages by the English it said).
 * Only then does a worker load the catalogues: an English batch never does.
 */

import { parentPort } from "node:worker_threads";
import { checkBytes, DEFAULT_LIMITS, type InputLimits, scanJson } from "../cases/limits.js";
import { type DeterminationFormat, inFormat } from "../core/determination-format.js";
import { CaseError } from "../core/errors.js";
import type { Json } from "../core/json.js";
import { inLanguage, type Lang, phrases } from "../core/messages.js";
import { decide } from "../engine/decide.js";
import { textsIn } from "../engine/language.js";
import { splitLines } from "./lines.js";

/** What a worker is told when it starts (as workerData). */
export interface WorkerSetup {
  readonly sealaw: "batch-worker";
  readonly readings: Readonly<Record<string, string>>;
  readonly explanation: boolean;
  /** The bounds on each line's case. Default: DEFAULT_LIMITS. */
  readonly limits?: InputLimits;
  /** The format of the determinations written. Default 2. */
  readonly format?: DeterminationFormat;
  /** The language the results are said in; absent for English. */
  readonly lang?: Lang;
}

/** A chunk to decide, from the main thread. */
export interface Job {
  readonly seq: number;
  readonly first: number;
  readonly bytes: Uint8Array;
}

/** A line that could not be decided because of a fault in sealaw. */
export interface InternalFault {
  readonly line: number;
  readonly message: string;
}

/** A decided chunk, to the main thread. */
export interface Done {
  readonly seq: number;
  readonly lines: number;
  /** The output, one line per input line, each ending in "\n". */
  readonly out: Uint8Array;
  /** The numbers of the lines that gave an error record. */
  readonly errors: number[];
  readonly internal: InternalFault[];
}

const KINDS: Readonly<Record<string, string>> = {
  CaseError: "case",
  NotCoveredError: "not_covered",
  ReadingError: "reading",
  MoneyError: "money",
  CalendarError: "calendar",
  LotError: "lot",
};

export interface LineResult {
  /** The determination or the error record, as one line of JSON (no newline). */
  readonly json: string;
  readonly error?: { readonly kind: string; readonly message: string };
}

const say = phrases("cli/batch", {
  line: "line {n}",
  blank: "a blank line: no case",
  notJson: "not JSON: {why}",
});

/** The error record of a line. */
export function errorRecord(line: number, error: Record<string, Json>): string {
  return JSON.stringify({ line, error });
}

/**
 * An error's message in `lang`: line by line where the error says it in lines (a
 * CaseError: the source and the count, then an issue a line), as the command prints
 * a case file's problem in the language.
 */
function messageIn(lang: Lang, err: Error): string {
  const lines = (err as Error & { lines?: unknown }).lines;
  if (Array.isArray(lines) && lines.length > 0 && lines.every((l) => typeof l === "string")) {
    return lines.map((l: string) => inLanguage(lang, l)).join("\n");
  }
  return inLanguage(lang, err.message);
}

/** A case's issue with its message and expectation said in `lang`; its path as it is. */
function issueIn(lang: Lang | undefined, issue: unknown): Json {
  const i = JSON.parse(JSON.stringify(issue)) as Record<string, Json>;
  if (lang === undefined) return i;
  if (typeof i.message === "string") i.message = inLanguage(lang, i.message);
  if (typeof i.expected === "string") i.expected = inLanguage(lang, i.expected);
  return i;
}

/** The error part of a record for what decide threw, its texts said in `lang` (absent: English). */
function describe(e: unknown, lang?: Lang): Record<string, Json> {
  const err = e instanceof Error ? e : new Error(String(e));
  const kind = KINDS[err.name] ?? "internal";
  const out: Record<string, Json> = { kind, message: lang === undefined ? err.message : messageIn(lang, err) };
  if (kind === "case") {
    const issues = (err as Error & { issues?: unknown }).issues;
    out.issues = Array.isArray(issues) ? issues.map((i) => issueIn(lang, i)) : [];
  } else if (kind === "not_covered") {
    const nc = err as Error & { path?: string; provisions?: string[] };
    out.path = nc.path ?? "facts";
    out.provisions = nc.provisions ?? [];
  }
  return out;
}

/** How the lines of a batch are decided and written. */
export interface LineOptions {
  readonly readings: Readonly<Record<string, string>>;
  readonly explanation: boolean;
  readonly limits?: InputLimits;
  /** The format of the determinations written (core/determination-format.ts). Default 2. */
  readonly format?: DeterminationFormat;
  /** The language the results are said in (its catalogue loaded); absent or "en" for English. */
  readonly lang?: Lang;
}

/** Decide one line (number `n`) of a batch. */
export function decideLine(line: string, n: number, opts: LineOptions): LineResult {
  const fail = (error: Record<string, Json>): LineResult => ({
    json: errorRecord(n, error),
    error: { kind: String(error.kind), message: String(error.message) },
  });
  const lang = opts.lang === "en" ? undefined : opts.lang;
  if (line.trim() === "") return fail({ kind: "blank", message: lang ? say.blank.in(lang) : say.blank() });
  const limits = opts.limits ?? DEFAULT_LIMITS;
  // In English the line's name is put together as it always was; in another language
  // it is said, so that a message naming it ("line 7: 2 problems") is said whole.
  const source = lang ? say.line({ n: String(n) }) : `line ${n}`;
  let data: unknown;
  try {
    checkBytes(source, Buffer.byteLength(line, "utf8"), limits);
    // Its values, nesting and texts are measured before JSON.parse builds anything.
    scanJson(source, line, limits);
    data = JSON.parse(line);
  } catch (e) {
    if (e instanceof CaseError) return fail(describe(e, lang));
    const why = (e as Error).message;
    return fail({ kind: "json", message: lang ? say.notJson.in(lang, { why }) : say.notJson({ why }) });
  }
  try {
    const d = decide(data, { source, readings: opts.readings, explanation: opts.explanation, limits });
    const formatted = inFormat(d, opts.format ?? 2);
    // Put in its format as made, then said, as `decide --json --lang` writes it.
    return { json: JSON.stringify(lang ? textsIn(lang, formatted, d.phrases) : formatted) };
  } catch (e) {
    // Said again: the messages said outside a determination are kept up to a bound,
    // and a long batch may have let the line's name go while the case was decided.
    if (lang) say.line({ n: String(n) });
    return fail(describe(e, lang));
  }
}

/**
 * The output of a chunk as UTF-8, line by line: each result is encoded as soon as
 * it is made, so that no result (a determination is some kilobytes of JSON) lives
 * on in the heap while the rest of the chunk is decided.
 */
class Utf8Lines {
  private buf: Uint8Array;
  private len = 0;
  private readonly encoder = new TextEncoder();

  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(1024, capacity));
  }

  add(line: string): void {
    // UTF-16 to UTF-8: at most 3 bytes per code unit, and the newline.
    const need = this.len + line.length * 3 + 1;
    if (need > this.buf.length) {
      const bigger = new Uint8Array(Math.max(need, this.buf.length * 2));
      bigger.set(this.buf.subarray(0, this.len));
      this.buf = bigger;
    }
    this.len += this.encoder.encodeInto(line, this.buf.subarray(this.len)).written;
    this.buf[this.len++] = 0x0a;
  }

  /** The bytes written, in a buffer of their own (to be transferred). */
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.len);
  }
}

/** Decide a chunk's lines; `first` is the number of its first line. `capacity` is a guess at the output's size. */
export function decideChunk(
  text: string,
  first: number,
  opts: LineOptions,
  capacity = 1 << 20,
): { bytes: Uint8Array; lines: number; errors: number[]; internal: InternalFault[] } {
  const lines = splitLines(text, first);
  const errors: number[] = [];
  const internal: InternalFault[] = [];
  const out = new Utf8Lines(capacity);
  for (let i = 0; i < lines.length; i++) {
    const n = first + i;
    const r = decideLine(lines[i] as string, n, opts);
    if (r.error) {
      errors.push(n);
      if (r.error.kind === "internal") internal.push({ line: n, message: r.error.message });
    }
    out.add(r.json);
  }
  return { bytes: out.bytes(), lines: lines.length, errors, internal };
}

/**
 * Run as a worker thread: decide every chunk the main thread sends. The catalogues
 * of German and Danish are loaded first where the batch speaks one of them (the
 * port keeps what is sent meanwhile until it is listened to).
 */
export async function startWorker(setup: WorkerSetup): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error("startWorker runs in a worker thread");
  const lang = setup.lang === "en" ? undefined : setup.lang;
  if (lang !== undefined) await import("../messages/index.js");
  const decoder = new TextDecoder("utf-8");
  const opts = {
    readings: setup.readings,
    explanation: setup.explanation,
    ...(setup.limits ? { limits: setup.limits } : {}),
    ...(setup.format ? { format: setup.format } : {}),
    ...(lang ? { lang } : {}),
  };
  let capacity = 1 << 20;
  port.on("message", (job: Job) => {
    const r = decideChunk(decoder.decode(job.bytes), job.first, opts, capacity);
    capacity = Math.max(capacity, r.bytes.byteLength + (r.bytes.byteLength >> 3));
    const done: Done = { seq: job.seq, lines: r.lines, out: r.bytes, errors: r.errors, internal: r.internal };
    port.postMessage(done, [r.bytes.buffer as ArrayBuffer]);
  });
}
