/**
 * Item 4 of the benchmarks: sensitivity on a case with ten binary readings in play
 * (bench/fixtures/ga-ten-readings.yaml, 1,024 combinations), against 1,024
 * separate decisions of the same case, one per full combination, in the same
 * process. Target: at most 1.5× what the separate decisions cost.
 *
 * The two are interleaved and each is the best of a few runs. Sensitivity decides
 * fewer than 1,024 cases (a branch whose reading was never consulted stands for
 * all its combinations) and validates the case once; the separate decisions each
 * validate and decide the case in full, as a user running `sealaw decide` 1,024
 * times with --reading would.
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sensitivity } from "../src/analysis/sensitivity.js";
import { parseCaseText } from "../src/cases/parse.js";
import { decide } from "../src/engine/decide.js";
import { type BenchOptions, type Figure, fmt, now } from "./lib.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const FIXTURE = join(root, "bench", "fixtures", "ga-ten-readings.yaml");

export async function run(o: BenchOptions): Promise<Figure[]> {
  const data = parseCaseText(readFileSync(FIXTURE, "utf8"), FIXTURE).data;
  const first = sensitivity(data);
  const combos: Record<string, string>[] = [{}];
  let all = combos;
  for (const r of first.relevant) {
    all = all.flatMap((c) => r.alternatives.map((a) => ({ ...c, [r.name]: a })));
  }
  const binary = first.relevant.filter((r) => r.alternatives.length === 2).length;
  const separate = (): void => {
    for (const c of all) decide(data, { readings: c });
  };
  const explore = (): void => {
    sensitivity(data);
  };
  const repeats = o.quick ? 1 : 3;
  let bestSeparate = Number.POSITIVE_INFINITY;
  let bestSensitivity = Number.POSITIVE_INFINITY;
  if (!o.quick) {
    separate(); // warm both paths once
    explore();
  }
  for (let i = 0; i < repeats; i++) {
    let t = now();
    separate();
    bestSeparate = Math.min(bestSeparate, (now() - t) / 1e6);
    t = now();
    explore();
    bestSensitivity = Math.min(bestSensitivity, (now() - t) / 1e6);
  }
  const ratio = bestSensitivity / bestSeparate;
  return [
    {
      section: "Sensitivity",
      name: `sensitivity, ${first.relevant.length} readings in play (${binary} binary), ${first.combinations} combinations`,
      value: `${fmt.ms(bestSensitivity)} (${first.decisions} decisions)`,
      baseline: `${all.length} separate decisions ${fmt.ms(bestSeparate)}`,
      ratio: fmt.ratio(ratio),
      target: "≤ 1.5×",
      met: ratio <= 1.5 && first.combinations === "1024",
      note: `the case is validated once and the readings explored as a tree, so ${first.decisions} of the ${first.combinations} combinations are decided; best of ${repeats}`,
    },
  ];
}
