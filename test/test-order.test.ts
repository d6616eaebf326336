// test: shared
/**
 * scripts/test-order.mjs and run-tests.mjs: the test run starts the slowest files first, by the last
 * run's times where they name a file, else by the kept list, else in the order given.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
// @ts-expect-error: a plain script of the test run, without types
import { slowestFirst } from "../scripts/test-order.mjs";

const order = slowestFirst as (files: string[], times?: string, list?: string) => string[];

test("the last run's times put the slowest first, the kept list ranks the files they do not name", () => {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-order-"));
  try {
    const times = join(dir, "times.txt");
    const list = join(dir, "list.txt");
    writeFileSync(
      times,
      "    90.5 s  test/e2e/slow.test.ts\n     3.0 s  src/a.test.ts (FAILED)\n    12.0 s  src/b.test.ts\n",
    );
    writeFileSync(list, "# slowest first\nsrc/c.test.ts\nsrc/d.test.ts  # a comment\n");
    const files = [
      "src/a.test.ts",
      "src/b.test.ts",
      "src/d.test.ts",
      "src/c.test.ts",
      "src/e.test.ts",
      "./test/e2e/slow.test.ts",
    ];
    assert.deepEqual(order(files, times, list), [
      "./test/e2e/slow.test.ts",
      "src/b.test.ts",
      "src/a.test.ts",
      "src/c.test.ts",
      "src/d.test.ts",
      "src/e.test.ts",
    ]);
    // No times file (a fresh clone): the kept list alone, then the rest as given.
    assert.deepEqual(order(files, join(dir, "none.txt"), list), [
      "src/c.test.ts",
      "src/d.test.ts",
      "src/a.test.ts",
      "src/b.test.ts",
      "src/e.test.ts",
      "./test/e2e/slow.test.ts",
    ]);
    // Neither: the order given.
    assert.deepEqual(order(files), files);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("files that say `// test: shared` run together in one process, each reported and timed under its own path", () => {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-shared-"));
  try {
    // Each file's one test writes the process it ran in to a file named after it.
    const file = (name: string, shared: boolean) =>
      writeFileSync(
        join(dir, name),
        `${shared ? "// test: shared\n" : ""}import { test } from "node:test";\nimport { writeFileSync } from "node:fs";\n` +
          `test("${name} runs", () => { writeFileSync(${JSON.stringify(join(dir, `${name}.pid`))}, String(process.pid)); });\n`,
      );
    file("a.test.mjs", true);
    file("b.test.mjs", true);
    file("c.test.mjs", false);
    const runner = join(import.meta.dirname, "..", "scripts", "run-tests.mjs");
    const r = spawnSync(
      process.execPath,
      [runner, "--concurrency", "1", "--times", "times.txt", "a.test.mjs", "b.test.mjs", "c.test.mjs"],
      // Without the variable by which node's test runner tells a file's process that it is one.
      { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
    );
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const pid = (name: string) => readFileSync(join(dir, `${name}.pid`), "utf8");
    assert.equal(pid("a.test.mjs"), pid("b.test.mjs"), "the shared files ran in one process");
    assert.notEqual(pid("a.test.mjs"), pid("c.test.mjs"), "the other file ran in a process of its own");
    const timed = readFileSync(join(dir, "times.txt"), "utf8")
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/)[2])
      .sort();
    assert.deepEqual(timed, ["a.test.mjs", "b.test.mjs", "c.test.mjs"]);
    assert.match(r.stdout, /ℹ tests 3\n/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
