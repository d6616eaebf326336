/**
 * The command's front doors under mutated case files: cases from the same seeded
 * generator as the library's fuzzing, written to files (as YAML or JSON text, or
 * as broken bytes) and given to the built command as a child process —
 * `sealaw decide`, `ask`, `sensitivity` (within a few decisions) and `whatif`.
 * Every run ends with exit code 0 (a determination or a report) or 2 (an input
 * error that says what and where), with nothing on standard error that looks like
 * a stack trace, an internal error or a warning of Node's.
 *
 * SEALAW_FUZZ_CLI_RUNS sets the number of runs (20 by default; `npm run fuzz`
 * runs 200), SEALAW_FUZZ_SEED the seed.
 */

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { describeCase, type FuzzCase, fuzzCases, pick, random } from "../cases/test-support/fuzz-cases.js";

const RUNS = Number(process.env.SEALAW_FUZZ_CLI_RUNS ?? 20);
const SEED = Number(process.env.SEALAW_FUZZ_SEED ?? 1666);
const IN_FLIGHT = 2;

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "dist", "cli", "main.js");
const dir = mkdtempSync(join(tmpdir(), "sealaw-fuzz-cli-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const COMMANDS: readonly string[][] = [
  ["decide"],
  ["decide", "--json"],
  ["ask"],
  ["ask", "--json"],
  ["sensitivity", "--max-decisions", "8"],
  ["sensitivity", "--json", "--max-decisions", "8"],
  ["whatif"],
  ["whatif", "--json"],
];

function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [bin, ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    p.stderr.on("data", (d: Buffer) => {
      if (stderr.length < 200_000) stderr += d.toString();
    });
    p.on("error", reject);
    p.on("close", (code) => resolve({ code, stderr }));
  });
}

/** What is wrong with how a run ended; undefined when it ended well. */
function wrong(code: number | null, stderr: string): string | undefined {
  if (code !== 0 && code !== 2) return `exit code ${code}`;
  if (/internal error|fault in sealaw/.test(stderr)) return "an internal error";
  if (/^\s+at .+[:(]\d+:\d+\)?$/m.test(stderr)) return "a stack trace";
  if (/\(node:\d+\) \w*Warning/.test(stderr)) return "a warning of Node's";
  if (code === 2 && !/^sealaw: /.test(stderr)) return "exit code 2 without a message";
  return undefined;
}

test(`${RUNS} mutated case files (seed ${SEED}) through the built command end with exit code 0 or 2 and no trace`, async (t) => {
  assert.ok(existsSync(bin), "the command is built (npm run build)");
  const r = random(SEED ^ 0xc11);
  // Files only: the data a library is given has no file.
  const cases = fuzzCases(SEED, { forms: ["yaml", "json", "yaml-text", "bytes"] });
  const jobs: { c: FuzzCase; args: string[] }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c = cases.next().value as FuzzCase;
    const file = join(dir, `case-${c.n}.${c.form === "json" ? "json" : "yaml"}`);
    writeFileSync(file, c.bytes as Uint8Array);
    const readings = Object.entries(c.readings ?? {}).flatMap(([k, v]) => ["--reading", `${k}=${v}`]);
    jobs.push({ c, args: [...pick(r, COMMANDS), file, ...readings] });
  }
  const failures: string[] = [];
  const codes: Record<string, number> = {};
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const { c, args } = jobs[next++] as (typeof jobs)[number];
      const { code, stderr } = await run(args);
      codes[String(code)] = (codes[String(code)] ?? 0) + 1;
      const bad = wrong(code, stderr);
      if (bad) failures.push(`sealaw ${args.join(" ")}: ${bad}\n${stderr.slice(0, 1500)}\n${describeCase(c, SEED)}`);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  t.diagnostic(
    `seed ${SEED}: ${RUNS} runs in ${((performance.now() - started) / 1000).toFixed(1)} s; exit codes ${JSON.stringify(codes)}`,
  );
  assert.deepEqual(failures, []);
});
