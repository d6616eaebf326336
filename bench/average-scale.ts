/**
 * How adjust() (src/core/average.ts) scales with the number of interests, against a
 * plain float64 pro-rata loop over the same data measured in the same process.
 *
 *   npx tsx bench/average-scale.ts                  # 10k, 100k, 1M, one child process each
 *   npx tsx bench/average-scale.ts 100000           # one size, in this process
 *
 * Each size runs in its own process so that the peak RSS printed is that size's
 * own: taken after the first adjust, with the input and one statement alive. The
 * time is the best of six runs (the first one, cold, is printed too). The
 * interests are generated from a fixed seed: a ship, then cargo with integer
 * contributory values (in skilling), one interest in a hundred with an amount made
 * good, one owner to fifty interests. Not a test: it asserts nothing about time.
 */

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { adjust, type Interest } from "../src/core/average.js";
import { Money, RIGSDALER } from "../src/core/money.js";

const DEFAULT_SIZES = [10_000, 100_000, 1_000_000];
const REPEATS = 5;

interface Data {
  interests: Interest[];
  values: Float64Array;
  madeGood: Float64Array;
}

/** mulberry32: a small deterministic generator, so every run adjusts the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(n: number): Data {
  const rnd = random(1683);
  const interests: Interest[] = new Array(n);
  const values = new Float64Array(n);
  const madeGood = new Float64Array(n);
  const owners = Math.max(1, Math.floor(n / 50));
  for (let i = 0; i < n; i++) {
    const v = i === 0 ? 200_000_000 : 1 + Math.floor(rnd() * 10_000_000);
    const g = i % 100 === 7 ? 1 + Math.floor(rnd() * 1_000_000) : 0;
    values[i] = v;
    madeGood[i] = g;
    interests[i] = {
      interest: i === 0 ? "ship" : `bl-${i}`,
      owner: i === 0 ? "owners" : `m${i % owners}`,
      kind: i === 0 ? "ship" : "cargo",
      label: i === 0 ? "the ship" : `bill of lading ${i}`,
      value: Money.ofMinor(RIGSDALER, BigInt(v)),
      madeGood: Money.ofMinor(RIGSDALER, BigInt(g)),
      provisions: ["dl-averi/25"],
    };
  }
  return { interests, values, madeGood };
}

/** The float64 baseline: loss and mass summed, then loss × value / mass and the net per line. */
function floatProRata(values: Float64Array, madeGood: Float64Array): number {
  let loss = 0;
  let mass = 0;
  for (let i = 0; i < values.length; i++) {
    loss += madeGood[i] as number;
    mass += values[i] as number;
  }
  const contribution = new Float64Array(values.length);
  const net = new Float64Array(values.length);
  const rate = loss / mass;
  let check = 0;
  for (let i = 0; i < values.length; i++) {
    const c = (values[i] as number) * rate;
    contribution[i] = c;
    net[i] = (madeGood[i] as number) - c;
    check += net[i] as number;
  }
  return check;
}

/** The best of `repeats` timings of `times` calls of run, in ms per call. */
function best(run: () => void, repeats = REPEATS, times = 1): number {
  let min = Number.POSITIVE_INFINITY;
  for (let r = 0; r < repeats; r++) {
    const t0 = process.hrtime.bigint();
    for (let k = 0; k < times; k++) run();
    min = Math.min(min, Number(process.hrtime.bigint() - t0) / 1e6 / times);
  }
  return min;
}

const mib = (kib: number): string => (kib / 1024).toFixed(0);

function adjustOnce(data: Data): number {
  return adjust(RIGSDALER, data.interests, (p) => p, ["dl-averi/25"]).statement.lines.length;
}

function measure(n: number): void {
  const data = generate(n);
  const rssInput = process.memoryUsage().rss / 1024;
  // The first run alone: cold (the JIT still warming) and the peak RSS with one statement alive.
  const firstMs = best(() => adjustOnce(data), 1);
  const peakOne = process.resourceUsage().maxRSS;
  const exactMs = Math.min(
    firstMs,
    best(() => adjustOnce(data)),
  );
  if (adjustOnce(data) !== n) throw new Error(`adjust did not return ${n} lines`);
  // The float loop is fast: repeat it until one timing covers some 10 million lines.
  const floatMs = best(() => floatProRata(data.values, data.madeGood), 5, Math.ceil(10_000_000 / n));
  const perExact = (exactMs * 1e6) / n;
  const perFloat = (floatMs * 1e6) / n;
  console.log(
    [
      `${String(n).padStart(9)} interests`,
      `adjust ${exactMs.toFixed(1).padStart(8)} ms (${perExact.toFixed(0).padStart(5)} ns/interest; first run ${firstMs.toFixed(0)} ms)`,
      `float64 ${floatMs.toFixed(2).padStart(7)} ms (${perFloat.toFixed(1).padStart(5)} ns/interest)`,
      `ratio ${(exactMs / floatMs).toFixed(0).padStart(5)}×`,
      `RSS with the input ${mib(rssInput)} MiB, peak after one adjust ${mib(peakOne)} MiB`,
    ].join("  "),
  );
}

function main(): void {
  const args = process.argv.slice(2).map(Number);
  if (args.length === 1) {
    measure(args[0] as number);
    return;
  }
  const sizes = args.length > 0 ? args : DEFAULT_SIZES;
  console.log(`node ${process.version}; best of ${REPEATS + 1} runs per size; each size in its own process`);
  for (const n of sizes) {
    const r = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), String(n)], {
      stdio: "inherit",
    });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

main();
