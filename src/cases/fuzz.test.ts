/**
 * The front doors under mutated cases: every shipped example, and each class of
 * input the issue names (deep nesting, huge numbers, negative and fractional
 * counts, unknown fields, wrong types, broken UTF-8, duplicate ids, dangling
 * references, aliases that expand, dates outside the calendars), changed at
 * random and given as data, as YAML or JSON text, or as bytes — and each case goes
 * through all four doors the command has: decide, ask (questions), sensitivity
 * and what-if, the text read as the command reads a file. Whatever comes in ends
 * in a determination or a report, or in a CaseError (or a NotCoveredError) that
 * says where; never in any other exception.
 *
 * The analyses run within their own bounds (a few decisions, a few changes), so
 * no case can keep them going. The heap is measured after a collection every so
 * many cases; it must not grow without bound. The slowest case of each door and
 * the heap's figures are reported.
 *
 * The generator is seeded, so a run is repeatable: SEALAW_FUZZ_SEED picks the
 * seed, SEALAW_FUZZ_RUNS the number of cases (1,000 by default; `npm run fuzz`
 * runs a hundred thousand). A failure names the seed and the case number, and
 * prints the case, so that it can be run again alone.
 */

import assert from "node:assert/strict";
import { test } from "node:test";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { rankByWhatIf } from "../analysis/rank.js";
import { sensitivity } from "../analysis/sensitivity.js";
import { whatIf } from "../analysis/whatif.js";
import { decide } from "../engine/decide.js";
import { questions } from "../questions/questions.js";
import { decodeCase } from "./limits.js";
import { parseCaseText } from "./parse.js";
import { describeCase, type FuzzCase, fuzzCases, unclear } from "./test-support/fuzz-cases.js";

const RUNS = Number(process.env.SEALAW_FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.SEALAW_FUZZ_SEED ?? 1666);
/** The most a heap may grow, after a collection, from the end of the warm-up to the end (bytes). */
const HEAP_GROWTH_BOUND = 128 * 1024 * 1024;

/** The garbage collector, to measure the heap after a collection (without starting node with --expose-gc). */
function collector(): () => void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) return g;
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const DOORS = ["decide", "ask", "sensitivity", "whatif"] as const;
type Door = (typeof DOORS)[number];

/**
 * The case through each door, as the command does it: its bytes read strictly and
 * parsed once (a case refused there is refused at every door), then each door.
 * Each door's outcome: "ok", "refused", or what was wrong with its error.
 */
function throughTheDoors(c: FuzzCase, time: (door: Door, ms: number) => void): Record<Door, string> {
  const source = `case ${c.n}`;
  const readings = c.readings ? { readings: c.readings } : {};
  let data: unknown;
  let doc: ReturnType<typeof parseCaseText> | undefined;
  if (c.form === "data") data = c.data;
  else {
    const t0 = performance.now();
    try {
      doc = parseCaseText(decodeCase(source, c.bytes as Uint8Array), source);
      data = doc.data;
    } catch (e) {
      const bad = unclear(e) ?? "refused";
      for (const d of DOORS) time(d, performance.now() - t0);
      return { decide: bad, ask: bad, sensitivity: bad, whatif: bad };
    }
  }
  const o = { source, ...readings, ...(doc ? { doc } : {}) };
  const run = (door: Door, f: () => unknown): string => {
    const t0 = performance.now();
    try {
      f();
      return "ok";
    } catch (e) {
      return unclear(e) ?? "refused";
    } finally {
      time(door, performance.now() - t0);
    }
  };
  return {
    decide: run("decide", () => decide(data, o)),
    ask: run("ask", () =>
      questions(data, { ...o, rank: c.n % 10 === 0 && rankByWhatIf, maxChanges: 8, answered: c.n % 3 === 0 }),
    ),
    sensitivity: run("sensitivity", () => sensitivity(data, { ...o, maxDecisions: 8 })),
    whatif: run("whatif", () => whatIf(data, { ...o, maxChanges: 8 })),
  };
}

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;

test(`${RUNS} mutated cases (seed ${SEED}) through decide, ask, sensitivity and whatif each end in a result or a clear error`, (t) => {
  const gc = collector();
  const sampleEvery = Math.max(100, Math.floor(RUNS / 40));
  const warmUp = Math.min(RUNS, Math.max(sampleEvery, Math.floor(RUNS / 10)));
  const failures: string[] = [];
  const outcomes: Record<Door, { ok: number; refused: number }> = {
    decide: { ok: 0, refused: 0 },
    ask: { ok: 0, refused: 0 },
    sensitivity: { ok: 0, refused: 0 },
    whatif: { ok: 0, refused: 0 },
  };
  const slowest: Record<Door, { ms: number; n: number }> = {
    decide: { ms: 0, n: -1 },
    ask: { ms: 0, n: -1 },
    sensitivity: { ms: 0, n: -1 },
    whatif: { ms: 0, n: -1 },
  };
  const total: Record<Door, number> = { decide: 0, ask: 0, sensitivity: 0, whatif: 0 };
  const forms: Record<string, number> = {};
  const heap: { n: number; used: number }[] = [];
  const started = performance.now();
  const cases = fuzzCases(SEED);
  for (let i = 0; i < RUNS && failures.length < 10; i++) {
    const c = cases.next().value as FuzzCase;
    forms[c.form] = (forms[c.form] ?? 0) + 1;
    const res = throughTheDoors(c, (door, ms) => {
      total[door] += ms;
      if (ms > slowest[door].ms) slowest[door] = { ms, n: c.n };
    });
    for (const d of DOORS) {
      const r = res[d];
      if (r === "ok") outcomes[d].ok++;
      else if (r === "refused") outcomes[d].refused++;
      else failures.push(`${d}: ${r.slice(0, 1500)}\n${describeCase(c, SEED)}`);
    }
    if ((i + 1) % sampleEvery === 0 || i + 1 === warmUp) {
      gc();
      heap.push({ n: i + 1, used: process.memoryUsage().heapUsed });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  gc();
  const end = process.memoryUsage().heapUsed;
  const atWarmUp = heap.find((h) => h.n === warmUp)?.used ?? end;
  const most = Math.max(...heap.map((h) => h.used), end);
  t.diagnostic(`seed ${SEED}: ${RUNS} cases in ${seconds.toFixed(1)} s; forms ${JSON.stringify(forms)}`);
  t.diagnostic(`outcomes ${JSON.stringify(outcomes)}`);
  t.diagnostic(`time at each door: ${DOORS.map((d) => `${d} ${(total[d] / 1000).toFixed(1)} s`).join(", ")}`);
  t.diagnostic(`slowest: ${DOORS.map((d) => `${d} ${slowest[d].ms.toFixed(0)} ms (case ${slowest[d].n})`).join(", ")}`);
  t.diagnostic(
    `heap after collection: ${mb(atWarmUp)} after ${warmUp} cases, ${mb(end)} at the end (growth ${mb(end - atWarmUp)}), most ${mb(most)}; ${heap.length} samples`,
  );
  assert.deepEqual(failures, []);
  // Both ends are reached at every door: some mutated cases are still decided, most are refused.
  for (const d of DOORS)
    assert.ok(outcomes[d].ok > 0 && outcomes[d].refused > 0, `${d}: ${JSON.stringify(outcomes[d])}`);
  assert.ok(
    end - atWarmUp < HEAP_GROWTH_BOUND,
    `the heap grew by ${mb(end - atWarmUp)} from case ${warmUp} to case ${RUNS}`,
  );
});
