// test: shared
/**
 * scripts/test-order.mjs: the test run starts the slowest files first, by the last
 * run's times where they name a file, else by the kept list, else in the order given.
 */

import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
