/**
 * Counts, in the sources and without running anything, the tests and the
 * assertions: every call of test() or it() and every call of assert() or
 * assert.x() (assert.equal, assert.deepEqual, …), in the *.test.ts files under
 * src/ and test/ and in the helpers of tests there (src/**\/test-support/ and
 * the other .ts files under test/), which assert on the tests' behalf.
 *
 *   node --import tsx scripts/count-tests.ts [DIR]
 *
 * (DIR: another checkout to count, e.g. one made by `git worktree add`; by default
 * this one.)
 *
 * A call is counted where it is written: a test() inside a loop counts once,
 * though it makes a test for each turn of the loop, so these are not the
 * runner's figures (`ℹ tests N` of npm test). The files are parsed by
 * TypeScript, so a call in a comment or a string is not counted. Prints the
 * totals, then the figures of each folder; the same sources give the same output.
 */

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export interface Counts {
  files: number;
  tests: number;
  asserts: number;
}

/** Is the call test(…) or it(…)? */
function isTest(callee: ts.Expression): boolean {
  return ts.isIdentifier(callee) && (callee.text === "test" || callee.text === "it");
}

/** Is the call assert(…), assert.x(…) or assert.x.y(…)? */
function isAssert(callee: ts.Expression): boolean {
  let e = callee;
  while (ts.isPropertyAccessExpression(e)) e = e.expression;
  return ts.isIdentifier(e) && e.text === "assert";
}

/** The tests and assertions written in one file's text. */
export function countText(name: string, text: string): Counts {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const counts: Counts = { files: 1, tests: 0, asserts: 0 };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      if (isTest(node.expression)) counts.tests++;
      else if (isAssert(node.expression)) counts.asserts++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return counts;
}

/** Is the file counted: a test file under src/ or test/, or a helper of tests? */
export function counted(path: string): boolean {
  if (!/\.tsx?$/.test(path) || path.endsWith(".d.ts")) return false;
  if (/\.test\.tsx?$/.test(path)) return true;
  return path.startsWith("test/") || path.split("/").includes("test-support");
}

/** The counted files under root's src/ and test/, sorted, as paths relative to root. */
export function countedFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name === "node_modules") continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else {
        const rel = relative(root, path).split("\\").join("/");
        if (counted(rel)) out.push(rel);
      }
    }
  };
  for (const d of ["src", "test"]) walk(join(root, d));
  return out.sort();
}

/** The figures of each folder (by the folder a file is in), and the totals. */
export function countAll(root: string): { folders: Map<string, Counts>; total: Counts } {
  const folders = new Map<string, Counts>();
  const total: Counts = { files: 0, tests: 0, asserts: 0 };
  for (const file of countedFiles(root)) {
    const c = countText(file, readFileSync(join(root, file), "utf8"));
    const folder = dirname(file);
    const f = folders.get(folder) ?? { files: 0, tests: 0, asserts: 0 };
    for (const k of ["files", "tests", "asserts"] as const) {
      f[k] += c[k];
      total[k] += c[k];
    }
    folders.set(folder, f);
  }
  return { folders, total };
}

function main(): void {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..");
  const { folders, total } = countAll(root);
  const width = Math.max(5, ...[...folders.keys()].map((k) => k.length));
  const row = (name: string, c: Counts): string =>
    `${name.padEnd(width)}  ${String(c.files).padStart(5)}  ${String(c.tests).padStart(6)}  ${String(c.asserts).padStart(7)}\n`;
  process.stdout.write(`test() and it() calls: ${total.tests}\n`);
  process.stdout.write(`assert() and assert.x() calls: ${total.asserts}\n`);
  process.stdout.write(
    `in ${total.files} files (the *.test.ts files under src/ and test/, and the tests' helpers)\n\n`,
  );
  process.stdout.write(`${"folder".padEnd(width)}  files   tests  asserts\n`);
  for (const name of [...folders.keys()].sort()) process.stdout.write(row(name, folders.get(name) as Counts));
  process.stdout.write(row("total", total));
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
