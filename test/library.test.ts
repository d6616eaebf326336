// test: shared
/**
 * The package's face is its documented library: the names src/index.ts exports are
 * exactly the names docs/library.md lists, one line each, and a name the page marks
 * *type* is exported as a type alone. src/index.ts names each export (no `export *`),
 * so that nothing reaches the package's users unlisted.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";

const root = join(import.meta.dirname, "..");

interface Exported {
  readonly name: string;
  readonly typeOnly: boolean;
  readonly line: number;
}

/** The exports of a module's text, as written; `export *` is listed by its line. */
function exportsOf(text: string): { names: Exported[]; star: number[] } {
  const sf = ts.createSourceFile("index.ts", text, ts.ScriptTarget.Latest, true);
  const names: Exported[] = [];
  const star: number[] = [];
  for (const st of sf.statements) {
    const line = sf.getLineAndCharacterOfPosition(st.getStart()).line + 1;
    if (ts.isExportDeclaration(st)) {
      const clause = st.exportClause;
      if (clause === undefined || ts.isNamespaceExport(clause)) {
        star.push(line);
        continue;
      }
      for (const e of clause.elements) names.push({ name: e.name.text, typeOnly: st.isTypeOnly || e.isTypeOnly, line });
      continue;
    }
    const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
    if (!mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    const typeOnly = ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st);
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) names.push({ name: d.name.text, typeOnly, line });
    } else if ("name" in st && st.name && ts.isIdentifier(st.name as ts.Node)) {
      names.push({ name: (st.name as ts.Identifier).text, typeOnly, line });
    }
  }
  return { names, star };
}

/** The names docs/library.md lists: a line "- `name` …", "*type*" after the name for a type. */
function listedIn(text: string): { name: string; typeOnly: boolean; line: number }[] {
  const out: { name: string; typeOnly: boolean; line: number }[] = [];
  text.split("\n").forEach((l, i) => {
    const m = /^- `([A-Za-z_$][\w$]*)`( \*type\*)? — \S/.exec(l);
    if (m?.[1] !== undefined) out.push({ name: m[1], typeOnly: m[2] !== undefined, line: i + 1 });
  });
  return out;
}

const index = exportsOf(readFileSync(join(root, "src/index.ts"), "utf8"));
const page = listedIn(readFileSync(join(root, "docs/library.md"), "utf8"));

function twice(list: readonly { name: string; line: number }[]): string[] {
  const seen = new Map<string, number>();
  const out: string[] = [];
  for (const x of list) {
    const first = seen.get(x.name);
    if (first !== undefined) out.push(`${x.name} (lines ${first} and ${x.line})`);
    else seen.set(x.name, x.line);
  }
  return out;
}

describe("the library: src/index.ts and docs/library.md", () => {
  it("src/index.ts names every export: no export *", () => {
    assert.deepEqual(index.star, [], `export * at line(s) ${index.star.join(", ")} of src/index.ts`);
  });

  it("each name is exported once and listed once", () => {
    assert.deepEqual(twice(index.names), [], "exported twice by src/index.ts");
    assert.deepEqual(twice(page), [], "listed twice in docs/library.md");
  });

  it("every name src/index.ts exports is listed in docs/library.md", () => {
    const listed = new Set(page.map((p) => p.name));
    const unlisted = index.names.filter((e) => !listed.has(e.name)).map((e) => `${e.name} (src/index.ts:${e.line})`);
    assert.deepEqual(unlisted, [], "exported but not in docs/library.md");
  });

  it("every name docs/library.md lists is exported by src/index.ts", () => {
    const exported = new Set(index.names.map((e) => e.name));
    const missing = page.filter((p) => !exported.has(p.name)).map((p) => `${p.name} (docs/library.md:${p.line})`);
    assert.deepEqual(missing, [], "listed in docs/library.md but not exported");
  });

  it("a name the page marks *type* is exported as a type, and no other", () => {
    const typeOnly = new Map(index.names.map((e) => [e.name, e.typeOnly]));
    const wrong = page
      .filter((p) => typeOnly.has(p.name) && typeOnly.get(p.name) !== p.typeOnly)
      .map((p) => `${p.name} (docs/library.md:${p.line}): ${typeOnly.get(p.name) ? "a type" : "a value"}`);
    assert.deepEqual(wrong, []);
  });

  it("the checker sees a planted export * and a planted name", () => {
    const planted = exportsOf('export * from "./core/rule.js";\nexport { watchRules } from "./core/rule.js";\n');
    assert.deepEqual(planted.star, [1]);
    assert.deepEqual(
      planted.names.map((n) => n.name),
      ["watchRules"],
    );
    assert.ok(!page.some((p) => p.name === "watchRules"), "an internal of the rules is not in the library");
  });
});
