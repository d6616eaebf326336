// Runs test files with node's test runner, several at a time, in the order this
// script gives them: slowest first (scripts/test-order.mjs). `node --test` sorts the
// files it is given by name, which would start the longest files (the browser's,
// under test/) last; the runner's run() keeps the order. Prints what the spec
// reporter prints, and writes each file's time to the times file.
//
//   node --import tsx scripts/run-tests.mjs --concurrency N --times OUT [--order TIMES LIST] FILE...
//
// Every file runs in a process of its own, started with this process's flags
// (--import tsx). Exits 1 when a test failed or a file could not run.
import { createWriteStream } from "node:fs";
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

const ordered = order ? slowestFirst(files, order[0], order[1]) : files;
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
