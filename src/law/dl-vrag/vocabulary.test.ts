// test: shared
/**
 * The chapter is written in its kit alone: every law file of dl-vrag imports only
 * from `./kit.js` and from the chapter's own files, and none turns on a reading
 * (`is(ctx, …)`, `reading(ctx, …)`) outside the `when` or `gives` of a rule, where
 * the rule names the reading it rests on. The scanner is tried on planted files too,
 * so that it is seen to fail.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";

const HERE = import.meta.dirname;

/** The chapter's law files: not its tests, not their support, not the texts generated from the law. */
function lawFiles(): string[] {
  return readdirSync(HERE)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".generated.ts"))
    .sort();
}

/** Where a file reaches outside the kit and the chapter's own files, "file:line: what". */
export function foreignImports(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const check = (node: ts.Node, spec: string): void => {
    // The kit itself is where the rest of the house comes in.
    if (file === "kit.ts") return;
    if (spec === "./kit.js" || /^\.\/[^/]+\.js$/.test(spec)) return;
    const line = src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1;
    out.push(`${file}:${line}: imports ${spec}`);
  };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      check(node, node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      check(node, node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const lit = node.argument.literal;
      if (ts.isStringLiteral(lit)) check(node, lit.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

/** Whether `node` is the `when` or `gives` of an object handed to `rule(…)`. */
function inRulesWhenOrGives(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n !== undefined; n = n.parent) {
    if (
      (ts.isPropertyAssignment(n) || ts.isMethodDeclaration(n)) &&
      ts.isIdentifier(n.name) &&
      (n.name.text === "when" || n.name.text === "gives")
    ) {
      const literal = n.parent;
      const call = literal?.parent;
      if (
        literal !== undefined &&
        ts.isObjectLiteralExpression(literal) &&
        call !== undefined &&
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        call.expression.text === "rule"
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Where a file turns on a reading outside a rule's `when` or `gives`, "file:line: is(ctx, …)". */
export function readingBranches(file: string, text: string): string[] {
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === "is" || node.expression.text === "reading") &&
      node.arguments.length >= 2 &&
      !inRulesWhenOrGives(node)
    ) {
      const line = src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1;
      out.push(`${file}:${line}: ${node.expression.text}(${node.arguments[0]?.getText(src)}, …)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

describe("dl-vrag is written in its kit", () => {
  it("reads a law file in each of the chapter's kinds and its readings", () => {
    const files = lawFiles();
    for (const f of ["kit.ts", "find.ts", "salvage.ts", "wreck.ts", "find-readings.ts", "aar-og-dag.ts"])
      assert.ok(files.includes(f), `${f} is not among the files read`);
  });

  it("imports only the kit and the chapter's own files", () => {
    const found = lawFiles().flatMap((f) => foreignImports(f, readFileSync(join(HERE, f), "utf8")));
    assert.deepEqual(found, [], `\n${found.join("\n")}`);
  });

  it("turns on a reading only in the when or gives of a rule", () => {
    const found = lawFiles().flatMap((f) => readingBranches(f, readFileSync(join(HERE, f), "utf8")));
    assert.deepEqual(found, [], `\n${found.join("\n")}`);
  });
});

describe("the scanner", () => {
  it("finds an import from outside the chapter, in every form, and passes the kit and the chapter's files", () => {
    const text = [
      'import { at, rule } from "./kit.js";', // 1
      'import type { FindCase } from "./find-common.js";', // 2
      'import { rule as r } from "../../core/rule.js";', // 3
      'import type { Step } from "../../core/explain.js";', // 4
      'export { note } from "../../core/explain.js";', // 5
      'const m = await import("../borkum-1666/kit.js");', // 6
      'type X = import("../dl-averi/kit.js").Y;', // 7
      'import { x } from "./sub/deeper.js";', // 8
    ].join("\n");
    assert.deepEqual(foreignImports("planted.ts", text), [
      "planted.ts:3: imports ../../core/rule.js",
      "planted.ts:4: imports ../../core/explain.js",
      "planted.ts:5: imports ../../core/explain.js",
      "planted.ts:6: imports ../borkum-1666/kit.js",
      "planted.ts:7: imports ../dl-averi/kit.js",
      "planted.ts:8: imports ./sub/deeper.js",
    ]);
  });

  it("finds a branch on a reading outside a rule, and passes the when and gives of one", () => {
    const text = [
      "const inRule = rule({", // 1
      '  id: "dl-vrag/1#x",', // 2
      '  when: (_c, ctx) => is(ctx, "blive_lost", "R2"),', // 3
      '  gives: (_c, ctx) => (reading(ctx, "skibsfolkene") === "R1" ? 1 : 2),', // 4
      '  show: (_v, ctx) => (is(ctx, "what_is_left", "R1") ? "a" : "b"),', // 5
      "});", // 6
      "function outside(ctx) {", // 7
      '  if (is(ctx, "owner_salvor", "R1")) return 1;', // 8
      '  return reading(ctx, "reward_sharing");', // 9
      "}", // 10
      'const notARule = other({ when: (_c, ctx) => is(ctx, "x", "R1") });', // 11
    ].join("\n");
    assert.deepEqual(readingBranches("planted.ts", text), [
      "planted.ts:5: is(ctx, …)",
      "planted.ts:8: is(ctx, …)",
      "planted.ts:9: reading(ctx, …)",
      "planted.ts:11: is(ctx, …)",
    ]);
  });
});
