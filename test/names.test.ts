// test: shared
/**
 * One word, one meaning, read from the declarations of src/: two error classes never
 * share a name (the command, the HTTP API and the batch tell errors apart by name),
 * and outside the statutes' folders no two functions or constants of the top level
 * are near-twins, names whose words differ by a little word alone ("of", "the",
 * "in": `citedProvisions` and `citedProvisionsOf`) or by their order, where a reader
 * cannot tell from the names which does what. A type beside the function that makes
 * it (`ProvisionId`, `provisionIdOf`) is no twin.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, it } from "node:test";
import ts from "typescript";

const root = join(import.meta.dirname, "..");

/** Source files of src/, without tests and their support. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "test-support") out.push(...sources(p));
    } else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) out.push(p);
  }
  return out;
}

interface Declared {
  readonly name: string;
  readonly file: string;
  readonly line: number;
  readonly value: boolean;
  /** For a class: the name of the class it extends. */
  readonly extends?: string;
}

function declared(file: string, text: string): Declared[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Declared[] = [];
  const at = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  for (const st of sf.statements) {
    if (ts.isFunctionDeclaration(st) && st.name) out.push({ name: st.name.text, file, line: at(st), value: true });
    else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations)
        if (ts.isIdentifier(d.name)) out.push({ name: d.name.text, file, line: at(d), value: true });
    } else if (ts.isClassDeclaration(st) && st.name) {
      const base = st.heritageClauses
        ?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)
        ?.types[0]?.expression.getText(sf);
      out.push({ name: st.name.text, file, line: at(st), value: true, ...(base ? { extends: base } : {}) });
    }
  }
  return out;
}

const all: Declared[] = sources(join(root, "src")).flatMap((f) =>
  declared(relative(root, f).split(sep).join("/"), readFileSync(f, "utf8")),
);

/** The statutes' own folders: their rules' names are the statutes' to mend. */
const inStatute = (file: string) => /^src\/law\/[^/]+\//.test(file);

const LITTLE = new Set(["a", "an", "the", "of", "as", "in", "on", "at", "to", "by", "for", "with", "and", "is", "all"]);

function words(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase());
}

/** Why two names are near-twins, or undefined. */
export function twins(a: string, b: string): string | undefined {
  const wa = words(a);
  const wb = words(b);
  if (wa.join(" ") === wb.join(" ")) return undefined;
  const [short, long] = wa.length < wb.length ? [wa, wb] : [wb, wa];
  if (long.length === short.length + 1 && short.length >= 2) {
    for (let i = 0; i < long.length; i++) {
      const w = long[i] as string;
      if (LITTLE.has(w) && [...long.slice(0, i), ...long.slice(i + 1)].join(" ") === short.join(" "))
        return `"${w}" alone tells them apart`;
    }
  }
  if (wa.length === wb.length && wa.length >= 2 && [...wa].sort().join(" ") === [...wb].sort().join(" "))
    return "the same words in another order";
  return undefined;
}

const where = (d: Declared) => `${d.name} (${d.file}:${d.line})`;

describe("one word, one meaning", () => {
  it("no two error classes of src/ share a name", () => {
    const errors = all.filter((d) => d.extends !== undefined && /Error$/.test(d.extends));
    assert.ok(
      errors.some((e) => e.name === "CaseError"),
      "the error classes are found",
    );
    const byName = new Map<string, Declared[]>();
    for (const e of errors) byName.set(e.name, [...(byName.get(e.name) ?? []), e]);
    const shared = [...byName.values()].filter((l) => l.length > 1).map((l) => l.map(where).join(" and "));
    assert.deepEqual(shared, []);
  });

  it("outside the statutes' folders, no two functions or constants are near-twins", () => {
    const values = all.filter((d) => d.value && !inStatute(d.file));
    const found: string[] = [];
    for (let i = 0; i < values.length; i++) {
      for (let j = i + 1; j < values.length; j++) {
        const a = values[i] as Declared;
        const b = values[j] as Declared;
        const why = twins(a.name, b.name);
        if (why !== undefined) found.push(`${where(a)} and ${where(b)}: ${why}`);
      }
    }
    assert.deepEqual(found, []);
  });

  it("the rule finds the twins it is about, and lets other pairs be", () => {
    assert.ok(twins("payersAsTheAssessorsDecide", "payersAsAssessorsDecide"));
    assert.ok(twins("citedProvisions", "citedProvisionsOf"));
    assert.ok(twins("freightAll", "freightOnAll"));
    assert.ok(twins("JsonScan", "scanJson"));
    assert.equal(twins("columnShares", "ColumnShares"), undefined);
    assert.equal(twins("decide", "decideText"), undefined);
    assert.equal(twins("storeIn", "openStore"), undefined);
  });
});
