// test: shared
/**
 * What a newcomer meets first: `npm test` (scripts/test.sh) without Debian's
 * chromium or postgresql, as a user who is not root, stops at once — before the
 * build — and prints the one command to run. With both there, the build comes
 * next, and a failed build ends the run.
 *
 * The script runs for real, with a few commands of its PATH replaced: `id` says
 * the user is not root (1000), and `npm` and `apt-get` only write down that they
 * were called (and `npm` fails), so that nothing is built or installed here.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = mkdtempSync(join(tmpdir(), "sealaw-prereq-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const bin = join(dir, "bin");
const calls = join(dir, "calls");
mkdirSync(bin);
const fake = (name: string, body: string): void => {
  writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
  chmodSync(join(bin, name), 0o755);
};
fake("id", 'if [ "$1" = "-u" ]; then echo 1000; else echo "uid=1000(newcomer)"; fi');
fake("npm", `echo "npm $*" >>"${calls}"; exit 7`);
fake("apt-get", `echo "apt-get $*" >>"${calls}"; exit 1`);
fake("chromium", 'echo "Chromium 1.0 (a stand-in)"');
const noPostgres = join(dir, "no-postgresql");
mkdirSync(noPostgres);

function run(env: Record<string, string>): { status: number | null; stdout: string; stderr: string; calls: string } {
  rmSync(calls, { force: true });
  // One test file named, and that one missing: were the stand-ins ever bypassed, the run would still stop soon.
  const r = spawnSync("bash", [join(root, "scripts", "test.sh"), "test/no-such-file.test.ts"], {
    cwd: root,
    env: { PATH: `${bin}:${process.env.PATH ?? ""}`, HOME: process.env.HOME ?? dir, ...env },
    encoding: "utf8",
  });
  return { ...r, calls: existsSync(calls) ? readFileSync(calls, "utf8") : "" };
}

test("without chromium and postgresql, not root: the one command to run, with apt-get update, and nothing built", () => {
  const r = run({ SEALAW_CHROMIUM: join(dir, "no-such-chromium"), SEALAW_PG_ROOT: noPostgres });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /the tests need Debian's chromium and postgresql, not installed here/);
  assert.match(r.stderr, /^ {2}sudo apt-get update && sudo apt-get install -y chromium postgresql$/m);
  assert.equal(r.calls, "", "neither npm (the build) nor apt-get ran");
  assert.doesNotMatch(r.stdout, /== build/);
});

test("without chromium alone, not root: the command names chromium alone", () => {
  const r = run({ SEALAW_CHROMIUM: join(dir, "no-such-chromium"), SEALAW_TEST_PG_URL: "postgres://unused" });
  assert.equal(r.status, 1);
  assert.match(r.stderr, /^ {2}sudo apt-get update && sudo apt-get install -y chromium$/m);
  assert.equal(r.calls, "");
});

test("with what the tests need, the build comes next, and a failed build ends the run", () => {
  const r = run({ SEALAW_CHROMIUM: join(bin, "chromium"), SEALAW_TEST_PG_URL: "postgres://unused" });
  assert.equal(r.status, 7, "the build's failure is the run's");
  assert.equal(r.calls, "npm run --silent build\n");
  assert.match(r.stdout, /Chromium 1\.0 \(a stand-in\)[\s\S]*== build \(npm run build\)/);
  assert.doesNotMatch(r.stdout, /PostgreSQL|test files/);
});
