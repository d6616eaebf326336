// A reporter for node --test: each test file's time (the sum of its top-level
// tests, which run one after another within the file; the process's start is not
// counted), slowest first, so that one can see where a run's time goes.
import { relative } from "node:path";

export default async function* testTimes(source) {
  const files = new Map();
  for await (const event of source) {
    if ((event.type === "test:pass" || event.type === "test:fail") && event.data.nesting === 0) {
      // In a process of shared files (scripts/run-tests.mjs) each file is a suite named by its path.
      const shared = /(^|\/)shared-\d+\.test\.mjs$/.test(event.data.file ?? "");
      const file = shared ? event.data.name : relative(process.cwd(), event.data.file ?? event.data.name);
      const f = files.get(file) ?? { ms: 0, tests: 0, failed: false };
      f.ms += event.data.details?.duration_ms ?? 0;
      f.tests += 1;
      f.failed ||= event.type === "test:fail";
      files.set(file, f);
    }
  }
  // One line a file, "seconds s  file", slowest first (scripts/test.sh merges the runs' lists and sums them).
  const list = [...files].sort((a, b) => b[1].ms - a[1].ms);
  for (const [file, f] of list) {
    yield `${(f.ms / 1000).toFixed(1).padStart(8)} s  ${file}${f.failed ? " (FAILED)" : ""}\n`;
  }
}
