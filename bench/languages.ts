/**
 * Saying a determination in German and Danish against saying it in English: the
 * determination of three shipped examples (one of each statute), printed as text
 * with its whole explanation, in English (as it is made) and in German and Danish
 * (every text said through its message as it is printed, with the language's frame).
 * The ratio is German or Danish over English, best of interleaved runs.
 *
 *   node --import ./scripts/ts-loader/register.mjs bench/languages.ts [--quick]
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../src/cases/parse.js";
import type { Lang } from "../src/core/messages.js";
import { decide } from "../src/engine/decide.js";
import { renderText } from "../src/engine/render.js";
import "../src/messages/index.js";
import { type BenchOptions, type Figure, fmt, now } from "./lib.js";

const SECTION = "Languages";
/** Saying a determination in German or Danish against saying it in English. */
const TARGET = 1.2;
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const EXAMPLES = [
  ["Borkum §6 inside the reefs", "borkum-1666/salvage-inside-reefs.yaml"],
  ["Danish find (dl-vrag)", "dl-vrag/find-anchor-in-the-sound.yaml"],
  ["Danish general average (dl-averi)", "dl-averi/ga-jettison-and-mast.yaml"],
] as const;

function say(lang: Lang, d: ReturnType<typeof decide>): string {
  return renderText(d, { full: true, lang });
}

/** CPU time of this process in ns since `from` (a machine shared with other work does not lengthen it). */
function cpu(from?: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) * 1000;
}

/**
 * Each language's best time in ms, in CPU time of the process, the runs of the
 * three interleaved so that a busy moment falls on all alike.
 */
function timed(d: ReturnType<typeof decide>, rounds: number): Record<Lang, number> {
  const least: Record<Lang, number> = { en: Infinity, de: Infinity, da: Infinity };
  let n = 1;
  // Enough calls a round to take some 10 ms in English.
  for (let t = now(); (now() - t) / 1e6 < 10; n *= 2) {
    t = now();
    for (let i = 0; i < n; i++) say("en", d);
    if ((now() - t) / 1e6 >= 10) break;
  }
  for (let r = 0; r < rounds; r++) {
    for (const lang of ["en", "de", "da"] as const) {
      const t = process.cpuUsage();
      for (let i = 0; i < n; i++) say(lang, d);
      least[lang] = Math.min(least[lang], cpu(t) / 1e6 / n);
    }
  }
  return least;
}

export async function run(o: BenchOptions): Promise<Figure[]> {
  const rounds = o.quick ? 5 : 40;
  const figures: Figure[] = [];
  for (const [name, file] of EXAMPLES) {
    const path = join(root, "examples", file);
    const d = decide(parseCaseText(readFileSync(path, "utf8"), path).data);
    const t = timed(d, rounds);
    for (const lang of ["de", "da"] as const) {
      const ratio = t[lang] / t.en;
      figures.push({
        section: SECTION,
        name: `${name}, printed in ${lang === "de" ? "German" : "Danish"}`,
        value: fmt.ms(t[lang]),
        baseline: `in English ${fmt.ms(t.en)}`,
        ratio: fmt.ratio(ratio),
        target: `≤ ${TARGET}× English`,
        met: ratio <= TARGET,
        note: `the determination with its whole explanation as text (renderText with lang): each text said through its message as it is printed, with the language's frame; CPU time, best of ${rounds} interleaved rounds${ratio <= TARGET ? "" : "; missed"}`,
      });
    }
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const f of await run({ quick: process.argv.includes("--quick") })) {
    process.stdout.write(`${f.name}: ${f.value}; ${f.baseline}; ${f.ratio} ${f.met === false ? "MISSED" : ""}\n`);
  }
}
