/**
 * The house's shape, read from its imports: every import of src/ and web/src/ (static
 * imports, `import type`, re-exports `export … from`, `import()` and `import("…")`
 * types, `import x = require(…)`), resolved to files, then held to the picture of
 * docs/architecture.md:
 *
 *   core ← cases ← law ← engine ← analysis, questions, batch ← registry ← server, client ← cli
 *
 * - no cycle (findCycles);
 * - the rooms' order (findBackArrows): a room imports its own room and rooms below it,
 *   never a room on its own level; nothing imports the face (`src/index.ts`); the pages
 *   take only types from src/ (with one named exception, WEB_MAY_RUN); a room's
 *   `test-support/` keeps its room's order; no file but a test takes from a test's support;
 * - the statutes (findStatuteProblems): apart from each other; the order inside each
 *   (test/layers-order.ts: declarations ← kit ← common ← subjects ← decisions ← index);
 *   nothing outside src/law/ reaches into a statute's folder, the register least of all;
 * - the pages' order (findWebProblems): words ← plumbing ← data ← components ← pages ← shell.
 *
 * Tests (`*.test.ts`) count for cycles and for keeping the statutes apart, not for the
 * order: a test stands above the house and may drive a room through the rooms over it (a
 * statute's rules through the engine) or through the face.
 *
 * Every check is a function of a Graph (files, and their imports as edges), so that the
 * test can plant an import in the real graph and see it reported. Read with the
 * TypeScript compiler's parser, so that an import in a comment or a string is not an
 * import, and every problem names the file and the line of the import.
 */

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import {
  LAW_GATHERERS,
  LAW_SHARED_FOLDERS,
  STATUTES,
  type StatuteFiles,
  WEB_LEVELS,
  webLevelOf,
} from "./layers-order.js";

export interface ImportRef {
  /** The module specifier as written. */
  spec: string;
  /** 1-based line of the import in its file. */
  line: number;
  /** True when the import brings in types only (erased from the JavaScript). */
  typeOnly: boolean;
  kind: "import" | "export" | "dynamic" | "import-type" | "require";
}

/** One import resolved to a file of the house: paths are relative to the root, with `/`. */
export interface Edge {
  from: string;
  to: string;
  line: number;
  typeOnly: boolean;
}

export interface Graph {
  files: string[];
  edges: Edge[];
}

/** Every import of one source text. */
export function readImports(fileName: string, text: string): ImportRef[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const out: ImportRef[] = [];
  const lineOf = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      // `import type {…}` or `import { type A, type B }` with no default: erased.
      const named = clause?.namedBindings;
      const allTypeSpecifiers =
        clause !== undefined &&
        clause.name === undefined &&
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      out.push({
        spec: node.moduleSpecifier.text,
        line: lineOf(node),
        typeOnly: clause?.isTypeOnly === true || allTypeSpecifiers,
        kind: "import",
      });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause;
      const allTypeSpecifiers =
        named !== undefined &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      out.push({
        spec: node.moduleSpecifier.text,
        line: lineOf(node),
        typeOnly: node.isTypeOnly || allTypeSpecifiers,
        kind: "export",
      });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      out.push({
        spec: node.moduleReference.expression.text,
        line: lineOf(node),
        typeOnly: node.isTypeOnly,
        kind: "require",
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      out.push({ spec: node.arguments[0].text, line: lineOf(node), typeOnly: false, kind: "dynamic" });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      out.push({ spec: node.argument.literal.text, line: lineOf(node), typeOnly: true, kind: "import-type" });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const SOURCE = /\.(ts|tsx)$/;

function listSources(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "node_modules" && e.name !== "dist") walk(p);
      } else if (SOURCE.test(e.name) && !e.name.endsWith(".d.ts")) {
        out.push(toKey(root, p));
      }
    }
  };
  walk(join(root, dir));
  return out.sort();
}

function toKey(root: string, p: string): string {
  return relative(root, p).split(sep).join("/");
}

/** The file a relative specifier names, among `known`, or undefined (a package, or outside). */
export function resolveSpec(from: string, spec: string, known: ReadonlySet<string>): string | undefined {
  // The package by its own name is its face.
  if (spec === "sealaw") return known.has("src/index.ts") ? "src/index.ts" : undefined;
  if (!spec.startsWith(".")) return undefined;
  const base = join(dirname(from), spec).split(sep).join("/");
  const stem = base.replace(/\.(js|jsx|ts|tsx|mjs)$/, "");
  for (const c of [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (known.has(c)) return c;
  }
  return undefined;
}

/** Every source file under `dirs` of `root`, and every import among them. */
export function readGraph(root: string, dirs: readonly string[]): Graph {
  const absRoot = resolve(root);
  const files = dirs.flatMap((d) => listSources(absRoot, d));
  const known = new Set(files);
  const edges: Edge[] = [];
  for (const f of files) {
    const text = readFileSync(join(absRoot, f), "utf8");
    for (const imp of readImports(f, text)) {
      const to = resolveSpec(f, imp.spec, known);
      if (to !== undefined) edges.push({ from: f, to, line: imp.line, typeOnly: imp.typeOnly });
    }
  }
  return { files, edges };
}

/**
 * Every cycle, one for each strongly connected set of files (Tarjan), written as a
 * path through the imports that close it, each step with its file and line.
 */
export function findCycles(g: Graph): string[] {
  const out = new Map<string, Edge[]>();
  for (const e of g.edges) {
    const list = out.get(e.from) ?? [];
    list.push(e);
    out.set(e.from, list);
  }
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const comps: string[][] = [];
  // Iterative, so that a long chain of imports cannot overflow the stack.
  for (const start of g.files) {
    if (index.has(start)) continue;
    const work: { v: string; i: number }[] = [{ v: start, i: 0 }];
    index.set(start, next);
    low.set(start, next);
    next++;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1] as { v: string; i: number };
      const edges = out.get(top.v) ?? [];
      if (top.i < edges.length) {
        const w = (edges[top.i++] as Edge).to;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next);
          next++;
          stack.push(w);
          onStack.add(w);
          work.push({ v: w, i: 0 });
        } else if (onStack.has(w)) {
          low.set(top.v, Math.min(low.get(top.v) as number, index.get(w) as number));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.v, Math.min(low.get(parent.v) as number, low.get(top.v) as number));
      if (low.get(top.v) === index.get(top.v)) {
        const comp: string[] = [];
        let w: string;
        do {
          w = stack.pop() as string;
          onStack.delete(w);
          comp.push(w);
        } while (w !== top.v);
        const selfLoop = edges.some((e) => e.to === top.v);
        if (comp.length > 1 || selfLoop) comps.push(comp.sort());
      }
    }
  }
  return comps.sort((a, b) => (a[0] as string).localeCompare(b[0] as string)).map((comp) => describeCycle(comp, out));
}

/** A shortest cycle through the first file of a strongly connected set, with its lines. */
function describeCycle(comp: string[], out: Map<string, Edge[]>): string {
  const inComp = new Set(comp);
  const first = comp[0] as string;
  const via = new Map<string, Edge>();
  const queue = [first];
  let closing: Edge | undefined;
  while (queue.length > 0 && !closing) {
    const v = queue.shift() as string;
    for (const e of out.get(v) ?? []) {
      if (!inComp.has(e.to)) continue;
      if (e.to === first) {
        closing = e;
        break;
      }
      if (!via.has(e.to)) {
        via.set(e.to, e);
        queue.push(e.to);
      }
    }
  }
  const steps: Edge[] = [];
  let e = closing as Edge;
  steps.unshift(e);
  while (e.from !== first) {
    e = via.get(e.from) as Edge;
    steps.unshift(e);
  }
  const path = steps.map((s) => `${s.from}:${s.line} imports ${s.to}`).join(", ");
  return `cycle among ${comp.join(", ")}: ${path}`;
}

/** The rooms' order of docs/architecture.md: a room may import rooms of a lower level, and itself. */
export const LAYERS: Readonly<Record<string, number>> = {
  core: 0,
  version: 0,
  routes: 0,
  cases: 1,
  // The German and Danish catalogues: data over core/messages.ts, loaded by the edges that speak them.
  messages: 1,
  law: 2,
  engine: 3,
  analysis: 4,
  questions: 4,
  batch: 4,
  registry: 5,
  server: 6,
  client: 6,
  cli: 7,
  index: 8,
};

/**
 * The files of src/ the pages may run, not only read types from. The calendar is day
 * arithmetic (Julian and Gregorian days, the month's grid) with no law and no I/O; the
 * pages reckon every date they show with it, so that it is written once. The register's
 * names read the id it gives a member of a group ("households#17") and the parts worth
 * naming beside a name, plain data with no law and no I/O, which the pages read too.
 * The glossary is the law's own words with their glosses, plain data with no imports,
 * which the law view shows.
 */
export const WEB_MAY_RUN: readonly string[] = ["src/core/calendar.ts", "src/registry/names.ts", "src/law/glossary.ts"];

/** A test file: counted for cycles and for keeping statutes apart, not held to the order. */
export function isTest(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

/** A test's support: held to its room's order, and imported by tests and other support only. */
export function isTestSupport(file: string): boolean {
  return file.split("/").includes("test-support");
}

/** The room of a file of src/: its folder, or the name of a file directly in src/. */
export function roomOf(file: string): string | undefined {
  const m = /^src\/([^/]+)(\/|$)/.exec(file);
  if (!m) return undefined;
  const head = m[1] as string;
  return m[2] === "/" ? head : head.replace(/\.tsx?$/, "");
}

/** Every import that runs against the rooms' order, each named by file and line. */
export function findBackArrows(g: Graph, layers: Readonly<Record<string, number>> = LAYERS): string[] {
  const problems: string[] = [];
  for (const f of g.files) {
    if (f.startsWith("src/") && roomOf(f) === undefined) problems.push(`${f}: not in any room of src/`);
    const room = roomOf(f);
    if (room !== undefined && layers[room] === undefined) {
      problems.push(`${f}: src/${room} is not a room of the layer order (${Object.keys(layers).join(", ")})`);
    }
  }
  for (const e of g.edges) {
    const where = `${e.from}:${e.line}`;
    if (isTest(e.from)) continue;
    if ((isTest(e.to) || isTestSupport(e.to)) && !isTestSupport(e.from)) {
      problems.push(`${where} imports ${e.to}: only tests and their support import a test's support`);
      continue;
    }
    if (e.to === "src/index.ts") {
      problems.push(`${where} imports src/index.ts, the package's face, which nothing imports`);
      continue;
    }
    const fromRoom = roomOf(e.from);
    const toRoom = roomOf(e.to);
    if (e.from.startsWith("web/")) {
      if (toRoom !== undefined && !e.typeOnly && !WEB_MAY_RUN.includes(e.to)) {
        problems.push(`${where} imports ${e.to} as a value: the pages take only types from src/ (import type)`);
      }
      continue;
    }
    if (fromRoom === undefined || toRoom === undefined) {
      if (e.to.startsWith("web/") && e.from.startsWith("src/")) {
        problems.push(`${where} imports ${e.to}: src/ does not import the pages`);
      }
      continue;
    }
    if (fromRoom === toRoom) continue;
    const a = layers[fromRoom];
    const b = layers[toRoom];
    if (a === undefined || b === undefined) continue;
    const support = isTestSupport(e.from) ? `, and its test-support keeps its order` : "";
    if (b > a) {
      problems.push(
        `${where} imports ${e.to}: ${fromRoom} is below ${toRoom} in the layer order, nothing points up${support}`,
      );
    } else if (b === a) {
      problems.push(
        `${where} imports ${e.to}: ${fromRoom} and ${toRoom} are on one level and do not import each other${support}`,
      );
    }
  }
  return problems;
}

/** The levels inside a statute's folder, from the bottom (test/layers-order.ts). */
const STATUTE_LEVELS = ["declarations", "kit", "common", "subject", "decision", "statute module"] as const;
type StatuteLevel = (typeof STATUTE_LEVELS)[number];

interface Placed {
  level: StatuteLevel;
  /** The kind a subject belongs to. */
  kind?: string;
}

/** Where each file of a statute's table stands: file name → level (and a subject's kind). */
function placesOf(t: StatuteFiles): Map<string, Placed> {
  const out = new Map<string, Placed>([
    ["kit.ts", { level: "kit" }],
    ["index.ts", { level: "statute module" }],
  ]);
  for (const f of t.declarations) out.set(f, { level: "declarations" });
  for (const f of t.common ?? []) out.set(f, { level: "common" });
  for (const [kind, k] of Object.entries(t.kinds)) {
    for (const f of k.common ?? []) out.set(f, { level: "common" });
    for (const f of k.subjects ?? []) out.set(f, { level: "subject", kind });
    out.set(k.decision, { level: "decision" });
  }
  return out;
}

/** A file's place under src/law/: the folder it is in (a statute's or a shared one) and its name there. */
function lawPlace(file: string): { folder: string; name: string } | undefined {
  const m = /^src\/law\/([^/]+)\/(.+)$/.exec(file);
  return m ? { folder: m[1] as string, name: m[2] as string } : undefined;
}

/**
 * What keeps the statutes apart, and each in its order: every problem, named by file
 * and line. `statutes` is the table of test/layers-order.ts.
 */
export function findStatuteProblems(g: Graph, statutes: Readonly<Record<string, StatuteFiles>> = STATUTES): string[] {
  const problems: string[] = [];
  const places = new Map(Object.entries(statutes).map(([id, t]) => [id, placesOf(t)]));
  const statuteOf = (f: string) => {
    const p = lawPlace(f);
    return p && places.has(p.folder) ? p.folder : undefined;
  };
  for (const f of g.files) {
    const p = lawPlace(f);
    if (!p) continue;
    if (!places.has(p.folder) && !LAW_SHARED_FOLDERS.includes(p.folder)) {
      problems.push(
        `${f}: src/law/${p.folder}/ is neither a statute of test/layers-order.ts nor a folder the statutes share`,
      );
    } else if (places.has(p.folder) && !isTest(f) && !isTestSupport(f) && !places.get(p.folder)?.has(p.name)) {
      problems.push(`${f}: not in the order of src/law/${p.folder}/ (test/layers-order.ts): say what the file is`);
    }
  }
  for (const e of g.edges) {
    const where = `${e.from}:${e.line} imports ${e.to}`;
    const from = statuteOf(e.from);
    const to = statuteOf(e.to);
    // Statutes apart: not even a test of one reaches into another.
    if (from !== undefined && to !== undefined && from !== to) {
      problems.push(`${where}: statutes do not import each other; what they share lives in src/law/ or src/core/`);
      continue;
    }
    if (isTest(e.from)) continue;
    if (from !== undefined && LAW_GATHERERS.includes(e.to)) {
      problems.push(`${where}: a statute does not import what gathers the statutes`);
      continue;
    }
    if (to === undefined) continue;
    if (from === undefined) {
      if (roomOf(e.from) === "registry") {
        problems.push(
          `${where}: the register imports no statute; what it needs of a kind comes through the kind's lot module (src/cases/kinds/*-lot.ts)`,
        );
      } else if (e.from.startsWith("src/law/") && !LAW_GATHERERS.includes(e.from)) {
        problems.push(`${where}: what the statutes share imports none of them`);
      } else if (!e.from.startsWith("src/law/") && e.from.startsWith("src/")) {
        problems.push(`${where}: outside src/law/ a statute is reached through src/law/index.ts`);
      }
      continue;
    }
    // One statute, inside: its order.
    if (isTestSupport(e.from)) continue;
    const table = places.get(from) as Map<string, Placed>;
    const a = table.get((lawPlace(e.from) as { name: string }).name);
    const b = table.get((lawPlace(e.to) as { name: string }).name);
    if (a === undefined) continue; // reported above: not in the table
    if (b === undefined) {
      problems.push(`${where}: ${e.to} is a test's or not in the order of src/law/${from}/`);
      continue;
    }
    const ia = STATUTE_LEVELS.indexOf(a.level);
    const ib = STATUTE_LEVELS.indexOf(b.level);
    if (a.level === "kit") {
      if (b.level !== "declarations" || !e.typeOnly) {
        problems.push(`${where}: the kit imports nothing of its statute but the names (types) of its readings`);
      }
    } else if (ib > ia) {
      problems.push(`${where}: a ${a.level} file is below a ${b.level} file in the statute's order`);
    } else if (ib === ia && a.level === "subject" && a.kind !== b.kind) {
      problems.push(`${where}: a subject of ${a.kind} does not import a subject of ${b.kind}; a decision may`);
    } else if (ib === ia && a.level === "statute module") {
      problems.push(`${where}: the statute module is one`);
    }
  }
  return problems;
}

/** Files a statute's table names that are not in the graph: a table gone stale. */
export function staleOrder(g: Graph, statutes: Readonly<Record<string, StatuteFiles>> = STATUTES): string[] {
  const files = new Set(g.files);
  const out: string[] = [];
  for (const [id, t] of Object.entries(statutes)) {
    for (const name of placesOf(t).keys()) {
      if (!files.has(`src/law/${id}/${name}`))
        out.push(`src/law/${id}/${name}: in test/layers-order.ts, not in the tree`);
    }
  }
  return out;
}

/** Every import of web/src/ against the pages' order (test/layers-order.ts), named by file and line. */
export function findWebProblems(g: Graph): string[] {
  const problems: string[] = [];
  for (const f of g.files) {
    if (f.startsWith("web/src/") && !isTest(f) && webLevelOf(f) === undefined) {
      problems.push(`${f}: has no level in the pages' order (${WEB_LEVELS.join(" ← ")})`);
    }
  }
  for (const e of g.edges) {
    if (!e.from.startsWith("web/src/") || !e.to.startsWith("web/src/") || isTest(e.from)) continue;
    const a = webLevelOf(e.from);
    const b = webLevelOf(e.to);
    if (a === undefined || b === undefined) continue;
    if (WEB_LEVELS.indexOf(b) > WEB_LEVELS.indexOf(a)) {
      problems.push(
        `${e.from}:${e.line} imports ${e.to}: ${a} are below ${b} in the pages' order (${WEB_LEVELS.join(" ← ")})`,
      );
    }
  }
  return problems;
}

/** Every check over one graph: cycles, the rooms' order, the statutes, the pages. Empty when the house holds. */
export function checkGraph(g: Graph): string[] {
  return [...findCycles(g), ...findBackArrows(g), ...findStatuteProblems(g), ...findWebProblems(g)];
}

/** The whole check of the tree under `root`. */
export function checkHouse(root: string, dirs: readonly string[] = ["src", "web/src"]): string[] {
  return checkGraph(readGraph(root, dirs));
}
