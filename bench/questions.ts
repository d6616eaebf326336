/**
 * The questions of a partial case: on every shipped example with half its facts
 * taken out, `questions` (the facts still needed, what the case may also say, what
 * is not needed) against `decide` on the complete example, in the same process.
 * Target: the needed facts at most 2× one decision, since a person waits on every
 * answer.
 *
 * A comparison's questions: on every shipped example carried to the other statute
 * (Borkum and dl-vrag both ways, Borkum pilotage to dl-averi), as shipped and
 * without the facts that only the other statute reads (so that it has something
 * to ask), what the other statute still needs (questions/carried.ts on the
 * carried case) against the comparison itself. Target: at most 5× the comparison.
 *
 * Which half is taken out is fixed (every other field, at every depth, in the
 * order of the file), so every run measures the same cases. The ranked list of
 * the facts one may also give (what-if: one decision per alternative) is reported
 * on its own, on the complete examples, with no target: it comes only on request
 * (`--rank`), never in front of the needed facts.
 */

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compare } from "../src/analysis/compare.js";
import { rankByWhatIf } from "../src/analysis/rank.js";
import { parseCaseText } from "../src/cases/parse.js";
import { decide } from "../src/engine/decide.js";
import { stillNeeded } from "../src/questions/carried.js";
import { factsRead, questions } from "../src/questions/questions.js";
import { type BenchOptions, type Figure, fmt } from "./lib.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function examples(): Record<string, unknown>[] {
  const dir = join(root, "examples");
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(dir, d.name))
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => {
          const file = join(dir, d.name, f);
          const { expect: _e, ...data } = parseCaseText(readFileSync(file, "utf8"), file).data as Record<
            string,
            unknown
          >;
          return data;
        }),
    );
}

/** The facts with every other field taken out, counting fields at every depth in order. */
function halved(facts: unknown): unknown {
  let n = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (n++ % 2 === 1) continue;
      out[k] = walk(x);
    }
    return out;
  };
  return walk(facts);
}

/**
 * The least ms of this process's CPU of `repeats` runs of `fn`, after one not
 * counted (unless `warm` is false): on a machine shared with other work the CPU a
 * process spends moves far less than its wall time, and each figure here is a
 * ratio of two such times.
 */
function timed(fn: () => void, repeats: number, warm = true): number {
  if (warm) fn();
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const t = process.cpuUsage();
    fn();
    const d = process.cpuUsage(t);
    least = Math.min(least, (d.user + d.system) / 1e3);
  }
  return least;
}

/** Time `a` and `b` in turn, `rounds` times, each round `repeats` runs: the best of each. */
function interleaved(a: () => void, b: () => void, rounds: number, repeats: number): [number, number] {
  let ta = Number.POSITIVE_INFINITY;
  let tb = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rounds; i++) {
    ta = Math.min(ta, timed(a, repeats));
    tb = Math.min(tb, timed(b, repeats));
  }
  return [ta, tb];
}

export async function run(o: BenchOptions): Promise<Figure[]> {
  const all = examples();
  const partial = all.map((e) => ({ ...e, facts: halved(e.facts) }));
  const repeats = o.quick ? 1 : 3;
  const rounds = o.quick ? 3 : 5;
  let failed = 0;
  const ask = (): void => {
    failed = 0;
    for (const p of partial) {
      try {
        questions(p);
      } catch {
        failed++; // half the facts out may leave a value the law refuses: that is an answer too
      }
    }
  };
  const decideAll = (): void => {
    for (const e of all) decide(e);
  };
  const rankAll = (): void => {
    for (const e of all) questions(e, { rank: rankByWhatIf });
  };
  const [tDecide, tAsk] = interleaved(decideAll, ask, rounds, repeats);
  // Ranking is what-if: a decision for each alternative answer, on an engine the runs
  // above have warmed. It takes seconds; a quick run times its one run, with none before it.
  const tRank = o.quick ? timed(rankAll, 1, false) : timed(rankAll, 2);
  // Comparisons: every example the other statute is asked about.
  const OTHER: Record<string, string> = { "borkum-1666": "dl-vrag", "dl-vrag": "borkum-1666" };
  const compared = all
    .filter((e) => typeof e.statute === "string" && OTHER[e.statute] !== undefined)
    .map((e) => ({ e, with: e.kind === "pilotage" ? "dl-averi" : (OTHER[e.statute as string] as string) }));
  // Each also without the facts only the other statute reads (the shipped examples
  // carry them, so that they compare with figures on both sides): the comparisons
  // that then ask what the other statute still needs.
  for (const x of [...compared]) {
    const read = new Set(factsRead(x.e).map((p) => /^facts\.([A-Za-z0-9_]+)/.exec(p)?.[1]));
    const own = { ...(x.e.facts as Record<string, unknown>) };
    let dropped = 0;
    for (const k of Object.keys(own).filter((k) => !read.has(k))) {
      const { [k]: _drop, ...rest } = own;
      try {
        decide({ ...x.e, facts: rest }); // a field the format requires stays, read or not
      } catch {
        continue;
      }
      delete own[k];
      dropped++;
    }
    if (dropped > 0) compared.push({ e: { ...x.e, facts: own }, with: x.with });
  }
  const carried = compared.map((x) => compare(x.e, x.with)).filter((c) => c.carried !== undefined);
  const compareAll = (): void => {
    for (const x of compared) compare(x.e, x.with);
  };
  const neededAll = (): void => {
    for (const c of carried) stillNeeded(c.carried, c.sameFacts === true);
  };
  const [tCompare, tNeeded] = interleaved(compareAll, neededAll, rounds, repeats);
  const asking = carried.filter((c) => stillNeeded(c.carried, c.sameFacts === true) !== undefined).length;
  const ratio = tAsk / tDecide;
  const n = all.length;
  return [
    {
      section: "Questions of a partial case",
      name: `questions, ${n} examples with half their facts taken out`,
      value: `${fmt.ms(tAsk / n)} a case`,
      baseline: `decide on the complete case ${fmt.ms(tDecide / n)}`,
      ratio: fmt.ratio(ratio),
      target: "≤ 2×",
      met: ratio <= 2,
      note: `the rules run on the partial facts without the explanation, to learn what decides, and, once nothing the format requires is missing, again with it, to learn what it shows besides; each read noted through a Proxy; ${failed} of ${n} partial cases are refused as decide would refuse them; in CPU time of this process, best of ${rounds * repeats} runs, in turn with the decisions of the complete cases`,
    },
    {
      section: "Questions of a partial case",
      name: `questions --rank, the ${n} complete examples`,
      value: `${fmt.ms(tRank / n)} a case`,
      baseline: `decide ${fmt.ms(tDecide / n)}`,
      ratio: fmt.ratio(tRank / tDecide),
      note: "what-if decides the case once for each alternative answer; made only on request (--rank), after the needed facts",
    },
    {
      section: "Questions of a partial case",
      name: `what the other statute still needs, ${carried.length} comparisons carried (the examples as shipped, and without the facts only the other statute reads)`,
      value: `${fmt.ms(tNeeded / Math.max(1, compared.length))} a comparison`,
      baseline: `compare ${fmt.ms(tCompare / Math.max(1, compared.length))}`,
      ratio: fmt.ratio(tNeeded / tCompare),
      target: "≤ 5×",
      met: tNeeded / tCompare <= 5,
      note: `the carried case read as a partial case (the rules run twice, reads noted); ${asking} of ${carried.length} still need facts; in CPU time of this process, best of ${rounds * repeats} runs, in turn with the comparisons`,
    },
  ];
}
