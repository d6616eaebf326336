/**
 * `sealaw decide --batch FILE.ndjson`: one case per line in, one determination (or
 * error record) per line out, in input order, decided by worker threads.
 *
 * The main thread stays light: it reads the input as bytes, cuts it into chunks of
 * whole lines, hands each chunk to a worker, and writes the results in order as
 * they come back. At most a few chunks per worker are in flight (read, but not yet
 * written), so neither the input nor the output is ever held whole, and a slow
 * reader of the output slows the reading of the input (back-pressure).
 */

import { once } from "node:events";
import { closeSync, createReadStream, openSync, readSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Readable, Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { Worker } from "node:worker_threads";
import type { InputLimits } from "../cases/limits.js";
import type { DeterminationFormat } from "../core/determination-format.js";
import { type Lang, phrases } from "../core/messages.js";
import { type Chunk, countNewlines, LineChunker } from "./lines.js";
import { renderProgress } from "./progress.js";
import type { Done, InternalFault, Job, WorkerSetup } from "./worker.js";

/** The stream progress is drawn on: standard error, or a stand-in for it. */
export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export interface BatchOptions {
  /** The NDJSON file, or "-" for `stdin`. */
  readonly input: string;
  /** The folder a relative input file is taken from; default the process's own. Messages name the file as given. */
  readonly cwd?: string;
  /** Worker threads, at least 1. */
  readonly jobs: number;
  readonly readings: Readonly<Record<string, string>>;
  readonly explanation: boolean;
  /** The bounds on each line's case. Default: DEFAULT_LIMITS. */
  readonly limits?: InputLimits;
  /** The format of the determinations written (core/determination-format.ts). Default 2. */
  readonly format?: DeterminationFormat;
  /**
   * The language the determinations and error records are said in; default English.
   * The workers load the catalogues for German or Danish; English needs none.
   */
  readonly lang?: Lang;
  /** The script a worker runs; it starts the worker when given WorkerSetup as workerData. */
  readonly workerUrl: URL;
  readonly stdin?: Readable;
  readonly stdout?: Writable;
  readonly stderr?: ProgressStream;
  /** Bytes per chunk (about); default 64 KiB. */
  readonly chunkBytes?: number;
  /** Milliseconds between redraws of the progress bar; default 100. */
  readonly progressEveryMs?: number;
}

export interface BatchResult {
  /** Lines read (and written). */
  readonly lines: number;
  /** Numbers of the lines that gave error records, in order. */
  readonly errors: number[];
  /** Lines that failed through a fault of sealaw's own. */
  readonly internal: InternalFault[];
  /** 0 every line decided, 2 some line in error, 1 an internal fault. */
  readonly code: 0 | 1 | 2;
}

/**
 * What the batch refuses before it starts, as messages: the command says them in its
 * language (`decide --batch` checks its own options with these too).
 */
export const USAGE = phrases("cli/batch.usage", {
  noStdin: "no cases on standard input (give a file name, or pipe NDJSON into `--batch -`)",
  isFolder: "{file}: is a folder, not a file of cases",
  noSuchFile: "{file}: no such file",
  permissionDenied: "{file}: permission denied",
  jobs: "--jobs must be a whole number of at least 1",
  jobsNot: '--jobs must be a whole number of at least 1, not "{jobs}"',
  notWithBatch: "--batch writes one JSON result per line; --html and --full do not apply",
});

function usageError(message: string): Error {
  const e = new Error(message);
  e.name = "UsageError";
  return e;
}

/** The number of lines in a file (a last line without a newline counts), read in blocks. */
export function countFileLines(file: string): number {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.allocUnsafe(1 << 20);
    let n = 0;
    let last = -1;
    for (;;) {
      const got = readSync(fd, buf, 0, buf.length, null);
      if (got === 0) break;
      const b = buf.subarray(0, got);
      n += countNewlines(b);
      last = b[got - 1] as number;
    }
    return last === -1 || last === 0x0a ? n : n + 1;
  } finally {
    closeSync(fd);
  }
}

/** The input file as it is opened. */
function inputFile(o: BatchOptions): string {
  return o.cwd === undefined ? o.input : resolve(o.cwd, o.input);
}

function openInput(o: BatchOptions): { stream: Readable; file: boolean } {
  if (o.input === "-") {
    const stdin = o.stdin ?? process.stdin;
    if ((stdin as Readable & { isTTY?: boolean }).isTTY) {
      throw usageError(USAGE.noStdin());
    }
    return { stream: stdin, file: false };
  }
  let regular = false;
  try {
    const st = statSync(inputFile(o));
    if (st.isDirectory()) throw usageError(USAGE.isFolder({ file: o.input }));
    regular = st.isFile();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw usageError(USAGE.noSuchFile({ file: o.input }));
    if (code === "EACCES") throw usageError(USAGE.permissionDenied({ file: o.input }));
    throw e;
  }
  return { stream: createReadStream(inputFile(o), { highWaterMark: 256 * 1024 }), file: regular };
}

/**
 * How long (in bytecode run) V8 lets a function run before it considers optimizing
 * it; V8's default is 67,584. The rules are thousands of small functions, each run
 * a little for each case, so with the default V8 goes on optimizing more and more
 * of them, on background threads, for as long as a batch lasts: deciding 16,000
 * example cases on one worker, the background compiler used some 55% as much CPU
 * as the worker itself, for no gain in the worker's speed. With a worker on every
 * core those threads take their time from the workers. With this budget the
 * background work falls to about 15% of the worker's, and the worker is as fast.
 */
export const BATCH_INTERRUPT_BUDGET = 500_000;

/**
 * Set the interrupt budget for the isolates started from now on (the workers), once,
 * unless it was given on the command line or in NODE_OPTIONS.
 */
function tuneV8(): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((a) => a.includes("--interrupt-budget"));
  if (!given) setFlagsFromString(`--interrupt-budget=${BATCH_INTERRUPT_BUDGET}`);
}

interface Slot {
  readonly worker: Worker;
  busy: number;
}

/** Decide every line of the input; see the module's comment. */
export async function runBatch(o: BatchOptions): Promise<BatchResult> {
  if (!Number.isInteger(o.jobs) || o.jobs < 1) throw usageError(USAGE.jobs());
  const stdout = o.stdout ?? process.stdout;
  const stderr: ProgressStream = o.stderr ?? process.stderr;
  const { stream, file } = openInput(o);
  const tty = stderr.isTTY === true;
  /** Standard output is the same terminal as the bar's. */
  const sharedTerminal = tty && (stdout as Writable & { isTTY?: boolean }).isTTY === true;
  const total = tty && file ? countFileLines(inputFile(o)) : undefined;
  const started = performance.now();

  tuneV8();
  const setup: WorkerSetup = {
    sealaw: "batch-worker",
    readings: { ...o.readings },
    explanation: o.explanation,
    ...(o.limits ? { limits: { ...o.limits } } : {}),
    ...(o.format ? { format: o.format } : {}),
    ...(o.lang !== undefined && o.lang !== "en" ? { lang: o.lang } : {}),
  };
  const slots: Slot[] = [];
  /** Chunks each worker may hold at once: one being decided, one waiting, so it never idles. */
  const PER_WORKER = 2;
  const maxInFlight = o.jobs * PER_WORKER + 2;

  const waiting: Chunk[] = [];
  const results = new Map<number, Done>();
  let nextWrite = 0;
  let inFlight = 0;
  let chunks = 0;
  let done = 0;
  const errors: number[] = [];
  const internal: InternalFault[] = [];
  let failure: Error | undefined;
  let closing = false;
  /** Whether the progress bar is on the screen now. */
  let drawn = false;

  // The main chain waits on `next()`; a result or a failure wakes it.
  let wake: (() => void) | undefined;
  const signal = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const next = (): Promise<void> => new Promise<void>((resolve) => (wake = resolve));
  const fail = (e: Error): void => {
    failure ??= e;
    signal();
  };
  const onError = (e: Error): void => fail(e);
  (stdout as NodeJS.EventEmitter).on("error", onError);

  const startWorker = (): Slot => {
    const worker = new Worker(o.workerUrl, { workerData: setup });
    const slot: Slot = { worker, busy: 0 };
    worker.on("message", (d: Done) => {
      slot.busy--;
      results.set(d.seq, d);
      dispatch();
      signal();
    });
    worker.on("error", (e) => fail(e));
    worker.on("exit", (code) => {
      if (!closing) fail(new Error(`a batch worker stopped (exit code ${code})`));
    });
    slots.push(slot);
    return slot;
  };

  /** Send waiting chunks to workers with room, starting workers as they are needed. */
  const dispatch = (): void => {
    while (waiting.length > 0) {
      let slot = slots.find((s) => s.busy === 0);
      if (!slot && slots.length < o.jobs) slot = startWorker();
      slot ??= slots.find((s) => s.busy < PER_WORKER);
      if (!slot) return;
      const c = waiting.shift() as Chunk;
      slot.busy++;
      const job: Job = { seq: c.seq, first: c.first, bytes: c.bytes };
      slot.worker.postMessage(job, [c.bytes.buffer as ArrayBuffer]);
    }
  };

  /** Write the results that are next in order; waits for stdout to drain when it asks. */
  const flush = async (): Promise<void> => {
    for (let d = results.get(nextWrite); d !== undefined && !failure; d = results.get(nextWrite)) {
      results.delete(nextWrite);
      nextWrite++;
      inFlight--;
      done += d.lines;
      for (const n of d.errors) errors.push(n);
      for (const f of d.internal) internal.push(f);
      // Where the output goes to the same terminal, the bar is taken away first (and drawn again later).
      if (drawn && sharedTerminal) {
        stderr.write("\r\x1b[K");
        drawn = false;
      }
      if (d.out.byteLength > 0 && !stdout.write(d.out)) await once(stdout, "drain");
    }
  };

  /** Write what can be written, or else wait for the next result. */
  const advance = async (): Promise<void> => {
    if (results.has(nextWrite)) await flush();
    else await next();
  };

  const draw = (): void => {
    const line = renderProgress({
      done,
      total,
      elapsedMs: performance.now() - started,
      width: stderr.columns || 80,
      lang: o.lang,
    });
    stderr.write(`\r${line}\x1b[K`);
    drawn = true;
  };
  const timer = tty ? setInterval(draw, o.progressEveryMs ?? 100) : undefined;
  timer?.unref();
  if (tty) draw();

  const chunker = new LineChunker(o.chunkBytes ?? 64 * 1024);
  /** Take chunks in, as soon as fewer than the most allowed are in flight. */
  const admit = async (cs: Chunk[]): Promise<void> => {
    for (const c of cs) {
      while (inFlight >= maxInFlight && !failure) await advance();
      if (failure) return;
      inFlight++;
      chunks++;
      waiting.push(c);
      dispatch();
    }
  };

  try {
    for await (const data of stream) {
      await admit(chunker.push(typeof data === "string" ? Buffer.from(data, "utf8") : (data as Buffer)));
      await flush();
      if (failure) break;
    }
    if (!failure) await admit(chunker.end());
    while (!failure && nextWrite < chunks) await advance();
  } finally {
    closing = true;
    if (timer) clearInterval(timer);
    (stdout as NodeJS.EventEmitter).off("error", onError);
    if (failure) stream.destroy();
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
  if (failure) {
    if (drawn) stderr.write("\n");
    throw failure;
  }
  if (tty) {
    draw();
    stderr.write("\n");
  }
  const code = internal.length > 0 ? 1 : errors.length > 0 ? 2 : 0;
  return { lines: done, errors, internal, code };
}

const say = phrases("cli/batch", {
  moreLines: "{shown} … and {more, number} more",
  fault: "line {line}: {message}",
  faults: "{first}; {rest}",
  failed: "{n, plural, one {1 line} other {{n, number} lines}} failed through a fault in sealaw ({faults})",
  notDecided:
    "{n, number} of {total, number} lines not decided ({n, plural, one {line} other {lines}} {lines}); each has an error record in the output",
});

/** "7, 19, 230", or the first `max` and "… and 12 more". */
export function lineList(lines: readonly number[], max = 20): string {
  const shown = lines.slice(0, max).join(", ");
  return lines.length > max ? say.moreLines({ shown, more: lines.length - max }) : shown;
}

/**
 * What a batch with errors says on standard error, in one message: which lines were
 * not decided, and for a fault of sealaw's own, the first faults. Empty when every
 * line was decided.
 */
export function summary(r: BatchResult): string {
  return summaryLines(r).join("\n");
}

/**
 * The lines of the summary: one for the faults, one for the lines not decided. Each
 * is a message (said in English here; the command says it in its language).
 */
export function summaryLines(r: BatchResult): string[] {
  const parts: string[] = [];
  if (r.internal.length > 0) {
    const said = r.internal.slice(0, 3).map((f) => say.fault({ line: String(f.line), message: f.message }));
    // "a; b; c", each a message, as "a; (b; c)".
    const faults = said.reduceRight((rest, first) => say.faults({ first, rest }));
    parts.push(say.failed({ n: r.internal.length, faults }));
  }
  if (r.errors.length > 0) {
    parts.push(say.notDecided({ n: r.errors.length, total: r.lines, lines: lineList(r.errors) }));
  }
  return parts;
}
