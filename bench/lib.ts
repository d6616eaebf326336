/**
 * The shape every benchmark of `npm run bench` reports in. A benchmark module
 * exports `run(options)` returning figures; bench/run.ts runs them, prints one
 * table and writes docs/benchmarks.md.
 *
 * Every timed figure is a ratio against a baseline measured in the same run (the
 * same process, or the same invocation of the runner), because absolute times on a
 * shared machine are noise. Absolute times are printed too, for orientation only.
 * Nothing here asserts anything: a missed target is reported, not failed.
 */

export interface Figure {
  /** The section of the list: "General average at scale", "Deciding cases", ... */
  section: string;
  /** What was measured: "adjust, 100,000 interests". */
  name: string;
  /** The figure itself, as text with its unit: "4.1 ms", "21,300 cases/s", "0.82 KB". */
  value: string;
  /** What it is compared with, in words and figure: "float64 loop 0.42 ms". */
  baseline?: string;
  /** The ratio to the baseline, as text: "9.8×". */
  ratio?: string;
  /** The target, in words: "≤ 10×". */
  target?: string;
  /** Whether the target is met; undefined when the figure has no target. */
  met?: boolean;
  /** A short note: how it was measured, or why the target is missed. */
  note?: string;
}

export interface BenchOptions {
  /** Smaller sizes and fewer repeats, for a quick look (`npm run bench -- --quick`). */
  quick: boolean;
}

export type Bench = (o: BenchOptions) => Promise<Figure[]>;

/** Nanoseconds since an arbitrary origin, as a number. */
export function now(): number {
  return Number(process.hrtime.bigint());
}

/** The best (least) time in ms of `repeats` runs of `fn`, after `warm` runs not counted. */
export function best(fn: () => void, repeats: number, warm = 1): number {
  for (let i = 0; i < warm; i++) fn();
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repeats; i++) {
    const t = now();
    fn();
    least = Math.min(least, (now() - t) / 1e6);
  }
  return least;
}

/** The median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export const fmt = {
  ms: (x: number): string =>
    x >= 100 ? `${x.toFixed(0)} ms` : x >= 1 ? `${x.toFixed(2)} ms` : `${(x * 1000).toFixed(1)} µs`,
  ratio: (x: number): string => `${x >= 10 ? x.toFixed(1) : x.toFixed(2)}×`,
  int: (x: number): string => Math.round(x).toLocaleString("en-GB"),
};
