/**
 * Start-up: the wall time of `sealaw decide` on a small case, against `node -e 0`
 * (the time Node itself takes to start and stop), both run as child processes,
 * interleaved, many times each; the medians are compared.
 *
 *   node --import tsx bench/startup.ts            # after `npm run build`
 *
 * It runs the compiled command exactly as a user would: `node dist/cli/main.js`.
 */

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchOptions, type Figure, fmt, median, now } from "./lib.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "dist", "cli", "main.js");
const CASE = join("examples", "dl-vrag", "find-anchor-in-the-sound.yaml");
const TARGET = 4;

/**
 * Says on stderr when a source file the build reads is newer than the built
 * command, so that a figure is not taken of an old build by mistake (`npm run
 * bench` builds first, when scripts/build-if-stale.ts finds it stale: tests and
 * their test-support are not read by the build, and are not looked at here either).
 */
export function warnIfStale(): void {
  const built = join(root, "dist", "cli", "sealaw.cjs");
  if (!existsSync(built)) {
    process.stderr.write(`bench: ${built} is missing: the command runs unbundled (run \`npm run build\`)\n`);
    return;
  }
  const t = statSync(built).mtimeMs;
  const newer = (dir: string): string | undefined => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        // What the build does not read (scripts/build-if-stale.ts): the tests' own helpers.
        if (e.name === "test-support") continue;
        const n = newer(p);
        if (n) return n;
      } else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") && statSync(p).mtimeMs > t) return p;
    }
    return undefined;
  };
  const n = newer(join(root, "src"));
  if (n) process.stderr.write(`bench: ${n} is newer than the built command: run \`npm run build\` first\n`);
}

/** The wall time in ms of one run of `node ...args`; its output is discarded, its exit code checked. */
function wall(args: string[]): number {
  const t = now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ["ignore", "ignore", "pipe"] });
  const ms = (now() - t) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited with ${r.status}: ${r.stderr}`);
  return ms;
}

export interface StartupTimes {
  node: number[];
  sealaw: number[];
}

/** `runs` runs of each, interleaved (sealaw, node, node, sealaw, ... so neither always goes first), after warm-ups. */
export function measure(runs: number, args: string[] = [bin, "decide", CASE]): StartupTimes {
  const base = ["-e", "0"];
  for (let i = 0; i < 2; i++) {
    wall(base);
    wall(args);
  }
  const out: StartupTimes = { node: [], sealaw: [] };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      out.sealaw.push(wall(args));
      out.node.push(wall(base));
    } else {
      out.node.push(wall(base));
      out.sealaw.push(wall(args));
    }
  }
  return out;
}

export async function run(o: BenchOptions): Promise<Figure[]> {
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run \`npm run build\` first`);
  warnIfStale();
  const runs = o.quick ? 3 : 30;
  const t = measure(runs);
  const s = median(t.sealaw);
  const n = median(t.node);
  const ratio = s / n;
  return [
    {
      section: "Start-up",
      name: `sealaw decide ${CASE.replaceAll("\\", "/")}`,
      value: fmt.ms(s),
      baseline: `node -e 0 ${fmt.ms(n)}`,
      ratio: fmt.ratio(ratio),
      target: `≤ ${TARGET}×`,
      met: ratio <= TARGET,
      note: `medians of ${runs} runs each, interleaved, wall time of a child process (fastest: sealaw ${fmt.ms(Math.min(...t.sealaw))}, node ${fmt.ms(Math.min(...t.node))}); ${availableParallelism()} cores, shared`,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const extra = process.argv.slice(2);
  const runs = 20;
  const t = measure(runs, extra.length > 0 ? extra : undefined);
  const s = median(t.sealaw);
  const n = median(t.node);
  process.stdout.write(
    `sealaw ${fmt.ms(s)} (min ${fmt.ms(Math.min(...t.sealaw))}), node -e 0 ${fmt.ms(n)} (min ${fmt.ms(Math.min(...t.node))}): ${fmt.ratio(s / n)}\n`,
  );
}
