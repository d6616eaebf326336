// Runs test files with node's test runner, several at a time, in the order this
// script gives them: slowest first (scripts/test-order.mjs). `node --test` sorts the
// files it is given by name, which would start the longest files (the browser's,
// under test/) last; the runner's run() keeps the order. Prints what the spec
// reporter prints, and writes each file's time to the times file.
//
//   node --import tsx scripts/run-tests.mjs --concurrency N --times OUT [--order TIMES LIST] FILE...
//
// A file runs in a process of its own, started with this process's flags (--import
// of the TypeScript loader), unless it says `// test: shared` among its first ten
// lines: it then keeps no state beyond its own tests (no environment set, no working
// folder changed, no server left running), and such files are run together, a few
// processes holding them all (see sharedGroups). Starting a process and loading the
// engine costs about a second of CPU; a hundred small files spent more on that than
// on their tests. In a shared process each file is a suite named by its path, so the
// report and the times still say which file a test is in. Exits 1 when a test failed
// or a file could not run.
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { PassThrough } from "node:stream";
import { run } from "node:test";
import { spec } from "node:test/reporters";
import { slowestFirst } from "./test-order.mjs";
import testTimes from "./test-times.mjs";

const args = process.argv.slice(2);
let concurrency = 1;
let timesOut;
let order;
const files = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--concurrency") concurrency = Number(args[++i]);
  else if (a === "--times") timesOut = args[++i];
  else if (a === "--order") order = [args[++i], args[++i]];
  else files.push(a);
}
if (!Number.isInteger(concurrency) || concurrency < 1) {
  console.error("run-tests: --concurrency takes a whole number from 1");
  process.exit(2);
}
if (files.length === 0) {
  console.error("run-tests: no test files given");
  process.exit(2);
}
const missing = files.filter((f) => !existsSync(f));
if (missing.length > 0) {
  console.error(`run-tests: no such test file: ${missing.join(", ")}`);
  process.exit(2);
}

/** Whether a test file says, among its first ten lines, that it may share a process. */
function sayShared(file) {
  const head = readFileSync(file, "utf8").split("\n", 10);
  return head.some((line) => line.trim() === "// test: shared");
}

/**
 * The shared files split into `n` groups, each written as a test file of its own
 * (test-results/shared-K.test.mjs) that imports its files one after another, each
 * inside a suite named by the file's path. Files are dealt by name, in turn, so the
 * groups are the same from run to run and about as long as one another.
 */
function sharedGroups(shared, n) {
  const dir = resolve("test-results");
  mkdirSync(dir, { recursive: true });
  const groups = Array.from({ length: Math.min(n, shared.length) }, () => []);
  for (const [i, f] of [...shared].sort().entries()) groups[i % groups.length].push(f);
  return groups.map((group, k) => {
    const path = resolve(dir, `shared-${k + 1}.test.mjs`);
    const lines = [
      "// Written by scripts/run-tests.mjs for this run: test files that share one process.",
      'import { describe } from "node:test";',
      ...group.map(
        (f) => `describe(${JSON.stringify(f)}, async () => { await import(${JSON.stringify(resolve(f))}); });`,
      ),
    ];
    writeFileSync(path, `${lines.join("\n")}\n`);
    return path;
  });
}

const own = files.filter((f) => !sayShared(f));
const shared = files.filter((f) => sayShared(f));
// As many shared processes as run at once, so that they can fill the gaps the long files leave at the end.
const groups = shared.length > 0 ? sharedGroups(shared, concurrency) : [];
// The long files first; the shared groups (short, and not named in a times file) after them.
const ordered = [...(order ? slowestFirst(own, order[0], order[1]) : own), ...groups];
const stream = run({ files: ordered, concurrency });
const toSpec = new PassThrough({ objectMode: true });
const toTimes = new PassThrough({ objectMode: true });
stream.on("data", (event) => {
  if (event.type === "test:fail") process.exitCode = 1;
  toSpec.write(event);
  toTimes.write(event);
});
stream.on("end", () => {
  toSpec.end();
  toTimes.end();
});
toSpec.compose(spec).pipe(process.stdout);
if (timesOut) toTimes.compose(testTimes).pipe(createWriteStream(timesOut));
else toTimes.resume();
