// Orders test files slowest first, so that a run of several files at a time never
// starts a long file last and then waits on it alone.
//
// Each file is ranked by its time in the last run's times file (test-results/
// test-times.txt: "  12.3 s  path" a line) when that file exists and names it, else
// by its place in a kept list of the slow files (one path a line, '#' starts a
// comment); files named in neither come last, in the order given.
import { existsSync, readFileSync } from "node:fs";

/** path → seconds, from a times file. */
function times(file) {
  const out = new Map();
  if (!file || !existsSync(file)) return out;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*([0-9.]+) s {2}(\S+)/.exec(line);
    if (m) out.set(m[2], Number(m[1]));
  }
  return out;
}

/** path → rank (0 the slowest), from a kept list. */
function ranks(file) {
  const out = new Map();
  if (!file || !existsSync(file)) return out;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const path = line.replace(/#.*/, "").trim();
    if (path !== "" && !out.has(path)) out.set(path, out.size);
  }
  return out;
}

/** The files, slowest first by `timesFile` where it names them, else by `listFile`. */
export function slowestFirst(files, timesFile, listFile) {
  const seconds = times(timesFile);
  const rank = ranks(listFile);
  const key = (f) => f.replace(/^\.\//, "");
  const last = Number.MAX_SAFE_INTEGER;
  return files
    .map((f, i) => ({ f, i, s: seconds.get(key(f)), r: rank.get(key(f)) ?? last }))
    .sort((a, b) => {
      // A file the times name before one they do not; among those they name, the slower first.
      if (a.s !== undefined || b.s !== undefined) {
        if (a.s === undefined) return 1;
        if (b.s === undefined) return -1;
        if (a.s !== b.s) return b.s - a.s;
      }
      return a.r !== b.r ? a.r - b.r : a.i - b.i;
    })
    .map(({ f }) => f);
}
