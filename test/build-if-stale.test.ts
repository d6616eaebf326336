// test: shared
/**
 * scripts/build-if-stale.ts, on a small tree of its own: dist/ counts as current
 * only after a build that went to its end, and only until one of the build's inputs
 * (or a folder of them) is changed. Times are set, never waited for.
 */

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";
import { begin, end, INPUT_DIRS, INPUT_FILES, OUTPUTS, STAMP, staleness } from "../scripts/build-if-stale.js";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..");
const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const HOUR = 3600;
/** Sets a path's time to `s` seconds from now (negative: in the past). */
const at = (path: string, s: number): void => {
  const t = Date.now() / 1000 + s;
  utimesSync(path, t, t);
};

/** A tree with the build's inputs and outputs, everything an hour old, built (stamp now). */
function built(): string {
  const root = mkdtempSync(join(tmpdir(), "sealaw-stale-"));
  dirs.push(root);
  const files = [
    "src/core/a.ts",
    "src/core/a.test.ts",
    "src/law/test-support/helper.ts",
    "web/src/app.tsx",
    "examples/x/case.yaml",
    ...INPUT_FILES,
    ...OUTPUTS,
  ];
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), "");
  }
  for (const f of [...files, ...INPUT_DIRS, "src/core", "src/law", "src/law/test-support", "web/src", "examples/x"])
    at(join(root, f), -HOUR);
  begin(root);
  end(root);
  return root;
}

test("a finished build is current; a build that began and did not end is not", () => {
  const root = built();
  assert.equal(staleness(root), undefined);
  begin(root);
  assert.match(staleness(root) ?? "", /no finished build/);
  end(root);
  assert.equal(staleness(root), undefined);
});

test("a source, a page, an example, package.json or the lock file changed after the build began makes it stale", () => {
  for (const f of ["src/core/a.ts", "web/src/app.tsx", "examples/x/case.yaml", "package.json", "package-lock.json"]) {
    const root = built();
    at(join(root, f), 1);
    assert.equal(staleness(root), `${f} changed after the last build began`);
  }
});

test("a file removed from a folder the build reads makes it stale, by the folder's time", () => {
  const root = built();
  at(join(root, STAMP), -60);
  rmSync(join(root, "src/core/a.ts"));
  assert.equal(staleness(root), "src/core changed after the last build began");
});

test("a test or a test helper changed is not read by the build and leaves it current", () => {
  const root = built();
  at(join(root, "src/core/a.test.ts"), 1);
  at(join(root, "src/law/test-support/helper.ts"), 1);
  assert.equal(staleness(root), undefined);
});

test("an output missing from dist/ makes it stale whatever the times", () => {
  const root = built();
  rmSync(join(root, "dist/web/index.html"));
  assert.equal(staleness(root), "dist/web/index.html is missing");
});

test("npm run build makes the stamp, and npm start and npm run example build only when stale", () => {
  const scripts = (JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts;
  assert.match(scripts.build ?? "", /^node --import tsx scripts\/build-if-stale\.ts --begin && .* --end$/);
  for (const s of ["start", "example"])
    assert.match(scripts[s] ?? "", /^node --import tsx scripts\/build-if-stale\.ts && node dist\/cli\/main\.js /, s);
});
