// A reporter for node --test: each test file's time (the sum of its top-level
// tests, which run one after another within the file; the process's start is not
// counted), slowest first, and the sum over all files, so that one can see where a
// run's time goes.
import { relative } from "node:path";

export default async function* testTimes(source) {
  const files = new Map();
  for await (const event of source) {
    if ((event.type === "test:pass" || event.type === "test:fail") && event.data.nesting === 0) {
      const file = relative(process.cwd(), event.data.file ?? event.data.name);
      const f = files.get(file) ?? { ms: 0, tests: 0, failed: false };
      f.ms += event.data.details?.duration_ms ?? 0;
      f.tests += 1;
      f.failed ||= event.type === "test:fail";
      files.set(file, f);
    }
  }
  const list = [...files].sort((a, b) => b[1].ms - a[1].ms);
  const total = list.reduce((s, [, f]) => s + f.ms, 0);
  for (const [file, f] of list) {
    yield `${(f.ms / 1000).toFixed(1).padStart(8)} s  ${f.failed ? "FAILED " : ""}${file}\n`;
  }
  yield `${(total / 1000).toFixed(1).padStart(8)} s  the sum over ${list.length} files (a run's wall time is less when files run at once)\n`;
}
