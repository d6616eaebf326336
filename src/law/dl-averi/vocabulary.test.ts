// test: shared
/**
 * The chapter is written in its kit alone: every law file of dl-averi imports from
 * ./kit.js and from files of the chapter, nothing else, and asks for a reading
 * only inside a rule's declaration, where the rule that rests on it names it (the
 * branches made elsewhere still are counted, file by file, and may only come
 * down). The scanners are tried first on planted text, so that the test can fail.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";

const HERE = import.meta.dirname;

/**
 * The branches on a reading made outside a rule, by file: none is left. A new one
 * fails the test; it is to be a rule with its exceptions, naming the reading and
 * alternative it rests on.
 */
const BRANCHES_LEFT: Readonly<Record<string, number>> = {};

/** The chapter's law files: not its tests, test support or generated texts, and not the kit, which reaches out. */
function lawFiles(): string[] {
  return readdirSync(HERE)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".generated.ts") && f !== "kit.ts")
    .sort();
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function lineOf(sf: ts.SourceFile, node: ts.Node): number {
  return sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
}

/** Every module a file names (import, export … from, import(), import type), where it is not the kit or a sibling. */
function foreignImports(file: string, text: string): string[] {
  const sf = parse(file, text);
  const out: string[] = [];
  const check = (spec: string, node: ts.Node) => {
    if (spec === "./kit.js") return;
    if (/^\.\/[a-z0-9.-]+\.js$/.test(spec)) return;
    out.push(`${file}:${lineOf(sf, node)} imports ${spec}`);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) check(node.moduleSpecifier.text, node);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      check(node.arguments[0].text, node);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const lit = node.argument.literal;
      if (ts.isStringLiteral(lit)) check(lit.text, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Whether `p` is a call rule({ … }). */
const isRuleCall = (p: ts.Node): p is ts.CallExpression =>
  ts.isCallExpression(p) && ts.isIdentifier(p.expression) && p.expression.text === "rule";

/**
 * The functions of a file that a rule's declaration names as its condition or value
 * (`gives: planWage`): their body is the rule's, as if written in place.
 */
function namedByRules(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (isRuleCall(node)) {
      const arg = node.arguments[0];
      if (arg !== undefined && ts.isObjectLiteralExpression(arg)) {
        for (const prop of arg.properties) {
          if (
            ts.isPropertyAssignment(prop) &&
            ts.isIdentifier(prop.name) &&
            (prop.name.text === "when" || prop.name.text === "gives") &&
            ts.isIdentifier(prop.initializer)
          )
            names.add(prop.initializer.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return names;
}

/**
 * Whether `node` lies inside the declaration of a rule: the object given to
 * rule({ … }), or a function of the file the declaration names as its `when` or
 * `gives` (and that nothing else may call: `named` lists them).
 */
function insideRule(node: ts.Node, named: ReadonlySet<string>): boolean {
  for (let p: ts.Node | undefined = node.parent; p !== undefined; p = p.parent) {
    if (isRuleCall(p)) return true;
    if (ts.isFunctionDeclaration(p) && p.name !== undefined && named.has(p.name.text)) return true;
  }
  return false;
}

/** Every call of is(…) or reading(…) outside a rule's declaration: a choice between readings made by a branch. */
function readingBranches(file: string, text: string): string[] {
  const sf = parse(file, text);
  const named = namedByRules(sf);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === "is" || node.expression.text === "reading") &&
      !insideRule(node, named)
    ) {
      out.push(`${file}:${lineOf(sf, node)} asks ${node.expression.text}(…) outside a rule`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe("the scanners, on planted text", () => {
  it("find an import from outside the chapter, in every form, and let the kit and siblings pass", () => {
    const text = [
      'import { rule } from "../../core/rule.js";',
      'import type { Step } from "../../core/explain.js";',
      'export { the } from "../../core/names.js";',
      'const v = await import("../dl-vrag/kit.js");',
      'let t: typeof import("../statute.js");',
      'import { at, is } from "./kit.js";',
      'import { absorb } from "./carriage-common.js";',
      '// import { x } from "../../core/x.js";',
    ].join("\n");
    assert.deepEqual(foreignImports("planted.ts", text), [
      "planted.ts:1 imports ../../core/rule.js",
      "planted.ts:2 imports ../../core/explain.js",
      "planted.ts:3 imports ../../core/names.js",
      "planted.ts:4 imports ../dl-vrag/kit.js",
      "planted.ts:5 imports ../statute.js",
    ]);
  });

  it("find a branch on a reading outside a rule, and let a rule's own when and gives pass, written in place or named", () => {
    const text = [
      'import { is, reading, rule } from "./kit.js";',
      "export const r = rule({",
      '  id: "dl-averi/1#x", label: "x", provisions: ["dl-averi/1"],',
      '  when: (c, ctx) => is(ctx, "styrtegods", "R2"),',
      '  gives: (c, ctx) => reading(ctx, "styrtegods"),',
      "});",
      "export function f(ctx) {",
      '  if (is(ctx, "styrtegods", "R1")) return 1;',
      '  return reading(ctx, "thi_det") === "R2" ? 2 : 3;',
      "}",
      "function plan(c, ctx) {",
      '  return reading(ctx, "thi_det");',
      "}",
      'export const s = rule({ id: "dl-averi/1#y", label: "y", provisions: ["dl-averi/1"], gives: plan });',
    ].join("\n");
    assert.deepEqual(readingBranches("planted.ts", text), [
      "planted.ts:8 asks is(…) outside a rule",
      "planted.ts:9 asks reading(…) outside a rule",
    ]);
  });
});

describe("the chapter's law files", () => {
  it("are many, and the reader sees them", () => {
    const files = lawFiles();
    assert.ok(files.length > 40, `only ${files.length} law files read`);
    assert.ok(files.includes("general-average-contribution.ts") && files.includes("index.ts"));
  });

  it("ask for a reading outside a rule nowhere but in the branches still listed, and there exactly so often", () => {
    const found: Record<string, number> = {};
    for (const f of lawFiles()) {
      const n = readingBranches(f, readFileSync(join(HERE, f), "utf8")).length;
      if (n > 0) found[f] = n;
    }
    assert.deepEqual(found, BRANCHES_LEFT);
  });

  it("import from the kit and from the chapter's own files alone", () => {
    const problems = lawFiles().flatMap((f) => foreignImports(f, readFileSync(join(HERE, f), "utf8")));
    assert.deepEqual(problems, [], `\n${problems.join("\n")}`);
  });
});
