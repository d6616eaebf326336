// test: shared
/**
 * The Rolle is written in one vocabulary: its law files import from ./kit.js and
 * from each other alone, ask for a reading only inside a rule's declaration, and
 * put their rules in the one registry every statute lists (allRules). Each check
 * is tried on the Rolle's own files and then on a planted file that breaks it.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { readImports } from "../../../test/layers-check.js";
import { allRules } from "../index.js";

const here = import.meta.dirname;

/** Every TypeScript file of the folder, the generated statute text among them. */
const SIBLINGS = new Set(readdirSync(here).filter((f) => f.endsWith(".ts")));

/** A law file of the folder: its name and text. */
type Files = ReadonlyMap<string, string>;

/** The Rolle's law files: not its tests, its test-support, its generated statute text, nor the kit itself. */
function lawFiles(): Files {
  const out = new Map<string, string>();
  for (const f of readdirSync(here).sort()) {
    if (!f.endsWith(".ts") || f.endsWith(".test.ts") || f.endsWith(".generated.ts")) continue;
    out.set(f, readFileSync(join(here, f), "utf8"));
  }
  return out;
}

/**
 * The files the kit is made from: the siblings kit.ts imports (the declarations of
 * the Rolle's readings, whose names type the kit's `reading`, `is` and `q`). They
 * lie beneath the kit and may take what they declare readings with from core/.
 */
function beneathTheKit(files: Files): Set<string> {
  const kit = files.get("kit.ts") ?? "";
  const out = new Set<string>();
  for (const i of readImports("kit.ts", kit))
    if (i.spec.startsWith("./")) out.add(i.spec.slice(2).replace(/\.js$/, ".ts"));
  return out;
}

/** Imports of a law file from anything but ./kit.js or a sibling: "salvage.ts:12 imports ../../core/rule.js". */
function foreignImports(files: Files): string[] {
  const below = beneathTheKit(files);
  const out: string[] = [];
  for (const [f, text] of files) {
    if (f === "kit.ts") continue;
    for (const i of readImports(f, text)) {
      const sibling = /^\.\/([^/]+)\.js$/.exec(i.spec);
      if (sibling !== null && (files.has(`${sibling[1]}.ts`) || SIBLINGS.has(`${sibling[1]}.ts`))) continue;
      if (below.has(f) && i.spec.startsWith("../../core/")) continue;
      out.push(`${f}:${i.line} imports ${i.spec}`);
    }
  }
  return out;
}

/**
 * The spans of a text that are arguments of a rule's declaration, `rule(…)` or
 * `rule<…>(…)`, as [start, end) offsets. Strings and comments are stepped over so
 * that a parenthesis in a label does not end a span.
 */
function ruleSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const start = /\brule(?:<[^>()]*(?:<[^>()]*>[^>()]*)*>)?\(/g;
  for (let m = start.exec(text); m !== null; m = start.exec(text)) {
    let depth = 1;
    let i = m.index + m[0].length;
    while (i < text.length && depth > 0) {
      const c = text[i] as string;
      if (c === '"' || c === "'" || c === "`") {
        i++;
        while (i < text.length && text[i] !== c) i += text[i] === "\\" ? 2 : 1;
      } else if (c === "/" && text[i + 1] === "/") {
        while (i < text.length && text[i] !== "\n") i++;
      } else if (c === "/" && text[i + 1] === "*") {
        i = text.indexOf("*/", i + 2) + 1;
        if (i === 0) i = text.length;
      } else if (c === "(") depth++;
      else if (c === ")") depth--;
      i++;
    }
    spans.push([m.index, i]);
  }
  return spans;
}

/** Asking which alternative of a reading is in force, so as to branch on it. */
const ASKS = /\b(?:is|reading)\(\s*ctx\b|\bctx\.readings\.(?:get|is)\(/g;

/** Where a law file asks for a reading outside a rule's declaration: "salvage-home.ts:57". */
function readingBranches(files: Files): string[] {
  const out: string[] = [];
  for (const [f, text] of files) {
    if (f === "kit.ts") continue;
    const spans = ruleSpans(text);
    ASKS.lastIndex = 0;
    for (let m = ASKS.exec(text); m !== null; m = ASKS.exec(text)) {
      const at = m.index;
      if (spans.some(([a, b]) => a <= at && at < b)) continue;
      const line = text.slice(0, at).split("\n").length;
      const lineText = text.split("\n")[line - 1] as string;
      if (/^\s*(\/\/|\*)/.test(lineText)) continue;
      out.push(`${f}:${line}`);
    }
  }
  return out;
}

/**
 * Signs of a second registry of rules, or of a dialect that declares rules its own
 * way: a store keyed by rule id (`X.set(r.id, …)`), or a function that takes a
 * rule's definition and declares it itself (`law(def) { rule({ ...def, … }) }`).
 */
function secondRegistry(files: Files): string[] {
  const out: string[] = [];
  for (const [f, text] of files) {
    if (f === "kit.ts") continue;
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i] as string;
      if (/\.set\(\s*[\w.]*\.id\s*,/.test(l)) out.push(`${f}:${i + 1} keeps rules by id`);
    }
    for (const m of text.matchAll(/\bfunction (\w+)(?:<[^>]*>)?\((\w+): [^)]*\bRule</g)) {
      const body = text.slice(m.index, text.indexOf("\n}", m.index));
      if (new RegExp(`\\brule(?:<[^>]*>)?\\(\\{\\s*\\.\\.\\.${m[2]}\\b`).test(body)) {
        const line = text.slice(0, m.index).split("\n").length;
        out.push(`${f}:${line} declares rules its own way (${m[1]})`);
      }
    }
  }
  return out;
}

/** The rule ids a law file declares, as written: literal ids, and the fixed head of an id built from a template. */
function declaredIds(files: Files): Array<{ where: string; id: string; template: boolean }> {
  const out: Array<{ where: string; id: string; template: boolean }> = [];
  for (const [f, text] of files) {
    const lines = text.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i] as string;
      for (const m of l.matchAll(/\bid: "(borkum-1666\/[^"]+)"/g))
        out.push({ where: `${f}:${i + 1}`, id: m[1] as string, template: false });
      for (const m of l.matchAll(/\bid: `(borkum-1666\/[^`$]*)\$\{/g))
        out.push({ where: `${f}:${i + 1}`, id: m[1] as string, template: true });
    }
    // kindRule("borkum-1666/…", …): the id is its first argument.
    for (const m of text.matchAll(/\bkindRule\(\s*"(borkum-1666\/[^"]+)"/g)) {
      const line = text.slice(0, m.index).split("\n").length;
      out.push({ where: `${f}:${line}`, id: m[1] as string, template: false });
    }
  }
  return out;
}

/** Declared ids that the one registry does not list. */
function unregistered(files: Files, listed: readonly string[]): string[] {
  const out: string[] = [];
  for (const d of declaredIds(files)) {
    const found = d.template ? listed.some((id) => id.startsWith(d.id)) : listed.includes(d.id);
    if (!found) out.push(`${d.where} declares ${d.id}${d.template ? "…" : ""}, which allRules() does not list`);
  }
  return out;
}

/**
 * The places, file by file, that still ask for a reading outside a rule's
 * declaration: each is to become a rule with exceptions. A file may only go down
 * (then lower its number here); a new place, or a file not named, fails.
 */
const STILL_BRANCHING: Readonly<Record<string, number>> = {};

/** How the places found stand against the list above: a file over its number, or under it. */
function againstTheList(places: readonly string[], list: Readonly<Record<string, number>>): string[] {
  const counts = new Map<string, number>();
  for (const p of places) {
    const f = p.slice(0, p.indexOf(":"));
    counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const out: string[] = [];
  for (const [f, n] of counts) {
    const allowed = list[f] ?? 0;
    if (n > allowed)
      out.push(
        `${f} asks for a reading outside a rule in ${n} places (${places.filter((p) => p.startsWith(`${f}:`)).join(", ")}); at most ${allowed}`,
      );
  }
  for (const [f, allowed] of Object.entries(list)) {
    const n = counts.get(f) ?? 0;
    if (n < allowed)
      out.push(`${f} now asks for a reading outside a rule in ${n} places: lower its number (${allowed}) to ${n}`);
  }
  return out;
}

describe("the Rolle's vocabulary", () => {
  const files = lawFiles();

  it("reads the Rolle's law files, the kit among them", () => {
    assert.ok(files.has("kit.ts") && files.has("salvage.ts") && files.has("wreck.ts") && files.has("pilotage.ts"));
    assert.deepEqual([...beneathTheKit(files)].sort(), ["pilotage-readings.ts", "readings.ts", "wreck-readings.ts"]);
  });

  it("imports from ./kit.js and the Rolle's own files alone", () => {
    const found = foreignImports(files);
    assert.deepEqual(found, [], `\n${found.join("\n")}`);
  });

  it("fails on a law file that imports from core/ or from another statute", () => {
    const planted = new Map(files);
    planted.set(
      "salvage-home.ts",
      `import { rule } from "../../core/rule.js";\n${files.get("salvage-home.ts")}\nimport { at as vrag } from "../dl-vrag/kit.js";\n`,
    );
    planted.set("planted.ts", 'import type { Step } from "../../core/explain.js";\nimport { at } from "./kit.js";\n');
    const found = foreignImports(planted);
    assert.ok(found.includes("salvage-home.ts:1 imports ../../core/rule.js"), found.join("\n"));
    assert.ok(
      found.some((f) => /^salvage-home\.ts:\d+ imports \.\.\/dl-vrag\/kit\.js$/.test(f)),
      found.join("\n"),
    );
    assert.ok(found.includes("planted.ts:1 imports ../../core/explain.js"), found.join("\n"));
    assert.equal(found.length, 3, found.join("\n"));
  });

  it("fails on an import of a sibling that does not exist, or from core/ in a file the kit is not made from", () => {
    const planted = new Map(files);
    planted.set("planted.ts", 'import { law } from "./old-parts.js";\nimport { R } from "../../core/rational.js";\n');
    assert.deepEqual(foreignImports(planted), [
      "planted.ts:1 imports ./old-parts.js",
      "planted.ts:2 imports ../../core/rational.js",
    ]);
  });

  it("asks for a reading outside a rule's declaration only in the places still listed, and no new one", () => {
    const found = againstTheList(readingBranches(files), STILL_BRANCHING);
    assert.deepEqual(found, [], `\n${found.join("\n")}`);
  });

  it("finds a branch on a reading outside a rule, and none inside one", () => {
    const planted = new Map<string, string>([
      [
        "planted.ts",
        [
          'import { is, reading, rule } from "./kit.js";',
          "export const inside = rule<number, number>({",
          '  id: "borkum-1666/6.3#planted",',
          '  label: "a label with a stray ) in it",',
          '  provisions: ["borkum-1666/6.3"],',
          '  when: (_n, ctx) => is(ctx, "son_part", "R2"),',
          '  gives: (_n, ctx) => (reading(ctx, "son_part") === "R1" ? 1 : 0),',
          "});",
          "export function outside(ctx: RuleContext): number {",
          '  if (is(ctx, "son_part", "R2")) return 1;',
          '  // is(ctx, "son_part", "R1") in a comment is no branch',
          '  return ctx.readings.get("son_part") === "R1" ? 2 : 3;',
          "}",
        ].join("\n"),
      ],
    ]);
    assert.deepEqual(readingBranches(planted), ["planted.ts:10", "planted.ts:12"]);
    assert.deepEqual(againstTheList(readingBranches(planted), {}), [
      "planted.ts asks for a reading outside a rule in 2 places (planted.ts:10, planted.ts:12); at most 0",
    ]);
    assert.deepEqual(againstTheList([], { "planted.ts": 2 }), [
      "planted.ts now asks for a reading outside a rule in 0 places: lower its number (2) to 0",
    ]);
  });

  it("keeps no registry of rules of its own, nor a way of its own to declare them", () => {
    const found = secondRegistry(files);
    assert.deepEqual(found, [], `\n${found.join("\n")}`);
  });

  it("finds a store of rules by id and a wrapper that declares rules its own way", () => {
    const planted = new Map<string, string>([
      [
        "planted.ts",
        [
          "const PROVISIONS_OF = new Map<string, readonly string[]>();",
          'export function law<I>(def: Omit<Rule<I, Award>, "show">): Rule<I, Award> {',
          "  const r = rule<I, Award>({ ...def, show: showAward });",
          "  PROVISIONS_OF.set(r.id, r.provisions);",
          "  return r;",
          "}",
        ].join("\n"),
      ],
    ]);
    assert.deepEqual(secondRegistry(planted), [
      "planted.ts:4 keeps rules by id",
      "planted.ts:2 declares rules its own way (law)",
    ]);
  });

  it("lists every rule the Rolle declares in allRules(), the one registry", () => {
    const listed = allRules().map((r) => r.id);
    const ids = declaredIds(files);
    assert.ok(ids.length > 50, `only ${ids.length} rule ids read from the Rolle's files`);
    const missing = unregistered(files, listed);
    assert.deepEqual(missing, [], `\n${missing.join("\n")}`);
    for (const id of listed.filter((x) => x.startsWith("borkum-1666/"))) {
      assert.ok(
        ids.some((d) => (d.template ? id.startsWith(d.id) : d.id === id)),
        `allRules() lists ${id}, which no law file of the Rolle declares`,
      );
    }
  });

  it("declares §5's fund rule once, for salvage money and pilot money alike", () => {
    const listed = allRules().filter((r) => r.id === "borkum-1666/5#part_fund");
    assert.equal(listed.length, 1);
    const [fund] = listed;
    // One declaration on §5 itself: each division cites its own provisions where it applies it.
    assert.deepEqual(fund?.provisions, ["borkum-1666/5"]);
    assert.match(fund?.label ?? "", /the money the islanders receive/);
  });

  it("finds a rule id that the one registry does not list", () => {
    const planted = new Map<string, string>([
      [
        "planted.ts",
        'const r = rule({\n  id: "borkum-1666/6.3#nowhere",\n  label: "x",\n});\nconst s = rule({ id: `borkum-1666/9.9#$' +
          "{x}` });",
      ],
    ]);
    assert.deepEqual(
      unregistered(
        planted,
        allRules().map((r) => r.id),
      ),
      [
        "planted.ts:2 declares borkum-1666/6.3#nowhere, which allRules() does not list",
        "planted.ts:5 declares borkum-1666/9.9#…, which allRules() does not list",
      ],
    );
  });
});
