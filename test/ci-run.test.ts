// test: shared
/**
 * What .ci/run prints about its own run: each phase's wall time as the phase
 * ends, then the ten slowest test files and a table of the phases, and last of
 * all the tests' tally. The script runs for real, as a copy in a folder of its
 * own (with the ../shared/law it asks for beside it), with `npm` and `npx`
 * replaced by stand-ins that only print what the real ones would end with; so
 * nothing is installed, built or tested here.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(join(tmpdir(), "sealaw-ci-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const repo = join(dir, "repo");
const bin = join(dir, "bin");
for (const d of [join(repo, ".ci"), join(repo, "test-results"), join(dir, "shared", "law"), bin])
  mkdirSync(d, { recursive: true });
copyFileSync(join(root, ".ci", "run"), join(repo, ".ci", "run"));
// Twelve files' times, slowest first, as scripts/test.sh writes them.
const times = Array.from({ length: 12 }, (_, i) => `${(60 - i).toFixed(1).padStart(8)} s  test/file-${i + 1}.test.ts`);
writeFileSync(join(repo, "test-results", "test-times.txt"), `${times.join("\n")}\n`);
const fake = (name: string, body: string): void => {
  writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
  chmodSync(join(bin, name), 0o755);
};
// npm test's two runs of the test runner each print their tally; the build says how long it took.
fake(
  "npm",
  `case "$*" in
  test) printf '== build (npm run build)\\n== built in 61 s\\nℹ tests 40\\nℹ pass 40\\nℹ tests 2\\nℹ pass 2\\n' ;;
  *) echo "npm $*" ;;
esac`,
);
fake("npx", 'echo "npx $*"');

test(".ci/run prints each phase's time as it ends, then the slowest files and the phases, and the tally last", () => {
  const r = spawnSync("bash", [join(repo, ".ci", "run")], {
    cwd: repo,
    env: { PATH: `${bin}:${process.env.PATH ?? ""}`, HOME: process.env.HOME ?? dir },
    encoding: "utf8",
  });
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trimEnd().split("\n");
  assert.equal(lines.at(-1), "tests: 42 passed, 0 failed", "the tally is the last line");
  const ends = lines.filter((l) => /^CI: .* took \d+:\d\d$/.test(l)).map((l) => l.replace(/ took .*/, ""));
  assert.deepEqual(ends, ["CI: install", "CI: type-check", "CI: lint", "CI: tests", "CI: quick bench"]);
  // Each phase's line comes when it ends: the tests' before the tally of their output, and before the benchmarks run.
  assert.ok(lines.indexOf("CI: 42 tests ran and passed") > lines.findIndex((l) => l.startsWith("CI: tests took")));
  assert.ok(
    lines.findIndex((l) => l.startsWith("CI: tests took")) < lines.indexOf("npm run --silent bench -- --quick"),
  );

  const slowest = lines.findIndex((l) => l.startsWith("== the ten slowest test files"));
  assert.ok(slowest > 0, "the slowest files are shown");
  assert.deepEqual(lines.slice(slowest + 1, slowest + 11), times.slice(0, 10));
  const table = lines.indexOf("== wall time of each phase");
  assert.equal(table, slowest + 11, "the phases' table follows the ten slowest files");
  const rows = lines.slice(table + 1, -1).map((l) => l.trim().split(/\s{2,}/)[0]);
  assert.deepEqual(rows, [
    "install",
    "type-check",
    "lint",
    "tests",
    "the build",
    "quick bench",
    "all",
    "all but npm ci",
  ]);
  assert.match(lines[table + 5] ?? "", /^ {4}the build +61 s {2}of the tests' phase$/);
});
