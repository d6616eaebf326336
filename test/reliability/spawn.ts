/**
 * Starting writer processes (writer.ts) for the crash and concurrency tests. The
 * writer is bundled once into a temporary file, with the database drivers loaded
 * from node_modules, so that each of the many processes starts in a fraction of
 * the time tsx would take to compile it again.
 */

import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { WriterPlan } from "./writer.js";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** How long a wait for a writer's line may take before the writer is taken to be stuck. */
export const STUCK_MS = 60_000;

let bundled: Promise<{ file: string; dir: string }> | undefined;

/** The writer as one file (made on first use; remove it with dropWriter()). */
export function writerBundle(): Promise<{ file: string; dir: string }> {
  bundled ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "sealaw-writer-"));
    const file = join(dir, "writer.mjs");
    await build({
      entryPoints: [join(here, "writer.ts")],
      outfile: file,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
      // The native SQLite binding and pg are loaded from node_modules, by absolute path.
      plugins: [
        {
          name: "drivers",
          setup(b) {
            b.onResolve({ filter: /^(better-sqlite3|pg)$/ }, (a) => ({
              path: require.resolve(a.path),
              external: true,
            }));
          },
        },
      ],
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    return { file, dir };
  })();
  return bundled;
}

export async function dropWriter(): Promise<void> {
  if (!bundled) return;
  const { dir } = await bundled;
  rmSync(dir, { recursive: true, force: true });
  bundled = undefined;
}

export interface Writer {
  child: ChildProcessWithoutNullStreams;
  /** Every complete line it printed so far. */
  lines(): string[];
  stderr(): string;
  /**
   * Resolves when it has printed a line for which `pred` holds. `pred` is called
   * once for each line, in order from its first, so that it may count lines as it
   * goes (e.g. "a write begun after its fifth acknowledgement"). Rejects when the
   * writer ended first, or when it printed no such line within `stuckMs`: it is then
   * stuck (the deadline is far beyond what the wait takes on a busy machine, and only
   * ends a test that would hang).
   */
  until(pred: (line: string) => boolean, what?: string, stuckMs?: number): Promise<void>;
  /** Its exit code, or the signal that ended it. */
  ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  go(): void;
}

export async function startWriter(plan: WriterPlan): Promise<Writer> {
  const { file } = await writerBundle();
  const child = spawn(process.execPath, [file, JSON.stringify(plan)], { stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  let err = "";
  const all: string[] = [];
  const waiters: { pred: (l: string) => boolean; resolve: () => void }[] = [];
  child.stdout.setEncoding("utf8").on("data", (x: string) => {
    out += x;
    let nl = out.indexOf("\n");
    while (nl >= 0) {
      const line = out.slice(0, nl);
      out = out.slice(nl + 1);
      all.push(line);
      for (let i = waiters.length - 1; i >= 0; i--) {
        const w = waiters[i];
        if (w?.pred(line)) {
          waiters.splice(i, 1);
          w.resolve();
        }
      }
      nl = out.indexOf("\n");
    }
  });
  child.stderr.setEncoding("utf8").on("data", (x: string) => {
    err += x;
  });
  child.stdin.on("error", () => undefined);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines: () => [...all],
    stderr: () => err,
    until(pred, what = "the line awaited", stuckMs = STUCK_MS) {
      if (all.some((l) => pred(l))) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i >= 0) waiters.splice(i, 1);
          reject(
            new Error(
              `the writer is stuck: it printed no ${what} in ${stuckMs / 1000} s; its last lines:\n${all.slice(-5).join("\n")}\n${err}`,
            ),
          );
        }, stuckMs);
        const waiter = {
          pred,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        waiters.push(waiter);
        void ended.then(({ code, signal }) => {
          clearTimeout(timer);
          reject(new Error(`the writer ended (${code ?? signal}) before it printed ${what}:\n${err}`));
        });
      });
    },
    ended,
    go: () => child.stdin.write("go\n"),
  };
}

/** An acknowledged write, as the writer printed it. */
export interface Ack {
  op: string;
  lot: string;
  seq: number;
  extra?: string;
}

export function acksOf(lines: readonly string[]): Ack[] {
  return lines
    .filter((l) => l.startsWith("ok "))
    .map((l) => {
      const [, op, lot, seq, ...rest] = l.split(" ");
      return {
        op: op as string,
        lot: lot as string,
        seq: Number(seq),
        ...(rest.length ? { extra: rest.join(" ") } : {}),
      };
    });
}
