/**
 * What each rule reads of a case, observed: the shipped examples decided under
 * every reading, with and without the explanation, each read of a fact credited
 * to the rule being tried when it was read (the innermost, an exception within
 * its base), or, read outside any rule (while a kind prepares its rules' input or
 * looks for a warning), to the kind's own rule, the root of its explanation.
 *
 * A rule declares the facts it reads (core/rule.ts `reads`); the test of the
 * declarations (declared-reads.test.ts) holds each read observed here to them, and
 * `scripts/rule-reads.ts` prints what a rule was seen to read, for writing them.
 */

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { CaseError } from "../core/errors.js";
import { declaredReads, type ListedRule, watchRules } from "../core/rule.js";
import { allReadings } from "../law/index.js";
import { decidePrepared, prepare } from "./decide.js";
import { nodeText, ReadRecorder } from "./reads.js";

/** The folder of the shipped examples. */
export const EXAMPLES_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "examples");

/** A shipped example. */
export interface ShippedExample {
  /** The file's path. */
  readonly file: string;
  /** Its path under examples/ ("borkum-1666/foot-strand.yaml"). */
  readonly name: string;
  /** The case file without its `expect:` block. */
  readonly data: Record<string, unknown>;
}

/** Every shipped example, statute folder by statute folder, each in name order. */
export function shippedExamples(): ShippedExample[] {
  const out: ShippedExample[] = [];
  for (const d of readdirSync(EXAMPLES_ROOT, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!d.isDirectory()) continue;
    for (const f of readdirSync(join(EXAMPLES_ROOT, d.name)).sort()) {
      if (!f.endsWith(".yaml")) continue;
      const file = join(EXAMPLES_ROOT, d.name, f);
      const { expect: _expect, ...data } = parseCaseText(readFileSync(file, "utf8"), file).data as Record<
        string,
        unknown
      >;
      out.push({ file, name: `${d.name}/${f}`, data });
    }
  }
  return out;
}

/** A read of a fact, by its node ("facts.people[].farm"), and where it was seen first. */
export interface Seen {
  readonly node: string;
  /** "borkum-1666/salvage-inside-reefs.yaml under Q-B07 R2, without the explanation". */
  readonly where: string;
}

/** The reads observed: by rule id, each node once, with where it was first read. */
export type Observed = Map<string, Map<string, Seen>>;

/**
 * Decide each example under its own readings and under every other alternative
 * of each reading its determination names, one at a time, with the explanation
 * and without, and credit each read to the rule that made it.
 */
export function observeReads(examples: readonly ShippedExample[] = shippedExamples()): Observed {
  const observed: Observed = new Map();
  const stack: string[] = [];
  let outside: Map<string, Seen> = new Map();
  let where = "";
  const credit = (node: string): void => {
    let at: Map<string, Seen>;
    if (stack.length === 0) at = outside;
    else {
      const id = stack[stack.length - 1] as string;
      let m = observed.get(id);
      if (m === undefined) {
        m = new Map();
        observed.set(id, m);
      }
      at = m;
    }
    const path = node === "" ? "facts" : `facts.${node}`;
    if (!at.has(path)) at.set(path, { node: path, where });
  };
  const run = (
    ex: ShippedExample,
    readings: Record<string, string> | undefined,
    explanation: boolean,
  ): Determination | undefined => {
    let p: ReturnType<typeof prepare>;
    try {
      p = prepare(ex.data, { readings, explanation, source: ex.name });
    } catch (e) {
      // A reading may not suit the case (a currency it does not reckon in): no rule ran.
      if (e instanceof CaseError) return undefined;
      throw e;
    }
    where = `${ex.name}${readings ? ` under ${Object.entries(readings).map(([n, c]) => `${n} ${c}`)}` : ""}${explanation ? "" : ", without the explanation"}`;
    outside = new Map();
    const rec = new ReadRecorder({ read: (path) => credit(nodeText(path)) });
    const before = watchRules({
      enter: (r) => {
        stack.push(r.id);
      },
      leave: () => {
        stack.pop();
      },
    });
    try {
      const d = decidePrepared({ ...p, facts: rec.wrap(p.facts) });
      // What was read outside any rule, the kind's own rule read.
      const root = d.explanation.rule;
      if (root !== undefined) {
        let m = observed.get(root);
        if (m === undefined) {
          m = new Map();
          observed.set(root, m);
        }
        for (const [k, v] of outside) if (!m.has(k)) m.set(k, v);
      }
      return d;
    } catch (e) {
      // A case the rules refuse under this reading (a fact it needs is missing): what they read stands.
      if (e instanceof CaseError) return undefined;
      throw e;
    } finally {
      watchRules(before);
      stack.length = 0;
    }
  };
  underEveryReading(examples, run);
  return observed;
}

/**
 * Decide (`decideOne`) each example under its own readings and under every other
 * alternative of each reading its determination names, one at a time; with the
 * explanation, and, unless `bare` is false, without it too. `decideOne` gives the
 * determination, or undefined where the case is refused (under that reading).
 */
export function underEveryReading(
  examples: readonly ShippedExample[],
  decideOne: (
    ex: ShippedExample,
    readings: Record<string, string> | undefined,
    explanation: boolean,
  ) => Determination | undefined,
  bare = true,
): void {
  const alternatives = new Map(allReadings().map((d) => [d.name, d.alternatives.map((a) => a.code)]));
  for (const ex of examples) {
    const d = decideOne(ex, undefined, true);
    if (bare) decideOne(ex, undefined, false);
    if (d === undefined) continue;
    for (const r of d.readings) {
      for (const code of alternatives.get(r.name) ?? []) {
        if (code === r.value) continue;
        decideOne(ex, { [r.name]: code }, true);
        if (bare) decideOne(ex, { [r.name]: code }, false);
      }
    }
  }
}

/** Each read a rule made that its declaration does not cover, by rule, in the order seen. */
export function undeclared(observed: Observed): Map<string, Seen[]> {
  const out = new Map<string, Seen[]>();
  for (const [id, seen] of observed) {
    const declared = declaredReads(id);
    const missing = [...seen.values()].filter((s) => !covered(s.node, declared));
    if (missing.length > 0) out.set(id, missing);
  }
  return out;
}

/** Each path a rule declares that no read observed reaches ("rule-id path"). */
export function neverRead(observed: Observed, rules: readonly ListedRule[]): string[] {
  const out: string[] = [];
  for (const r of rules) {
    const seen = [...(observed.get(r.id)?.keys() ?? [])];
    for (const path of r.reads) if (!seen.some((n) => reads(n, path))) out.push(`${r.id} ${path}`);
  }
  return out;
}

/** Fields that only join or name an entry: a rule may read them without declaring them. */
export const NAMING_FIELDS: ReadonlySet<string> = new Set(["id", "name"]);

/** A node's segments past "facts", each a field with its list marks ("owners[]"). */
const segments = (node: string): string[] => node.split(".").slice(1);

/** A field as the case writes it: a key of a mapping by id is no field of the format. */
const FIELD = /^[a-z][a-z0-9_]*(\[\])*$/;

/**
 * The node as a declaration can name it: cut at a key of a mapping by id
 * ("facts.salvage_money_shares.parish-men" is "facts.salvage_money_shares").
 */
export function declarable(node: string): string {
  const segs = node.split(".");
  const cut = segs.findIndex((s, i) => i > 0 && !FIELD.test(s));
  return cut === -1 ? node : segs.slice(0, cut).join(".");
}

/**
 * Whether reading `node` is covered by the paths `declared`: it is one of them,
 * lies on the way to one (a rule reads the list to reach its items' fields), or
 * lies within one (a path names a value whole); or it is a field that only names.
 */
export function covered(node: string, declared: readonly string[]): boolean {
  const n = declarable(node);
  const last = segments(n).at(-1);
  if (last !== undefined && NAMING_FIELDS.has(last)) return true;
  for (const d of declared) {
    if (d === n || within(d, n) || within(n, d)) return true;
  }
  return false;
}

/** Whether reading `node` reads (some of) the declared `path`: it is the path's own node, or lies within it. */
export function reads(node: string, path: string): boolean {
  const n = declarable(node);
  return n === path || within(n, path);
}

/** Whether `inner` lies within `outer`: a field of it, or of its items. */
function within(inner: string, outer: string): boolean {
  return (
    inner.length > outer.length &&
    inner.startsWith(outer) &&
    (inner[outer.length] === "." || inner[outer.length] === "[")
  );
}

/**
 * The fewest paths that cover `nodes`: the naming fields left out, a node on the
 * way to another dropped, and the fields of one entry written together
 * ("facts.people[].{carted,farm}"). For writing a rule's declaration.
 */
export function shortest(nodes: Iterable<string>): string[] {
  const all = [...new Set([...nodes].map(declarable))];
  const deepest = all.filter((n) => !all.some((m) => within(m, n)));
  // A field that only names need not be declared where another field of its entry is;
  // where none is, it stands for the entry the rule reaches for it.
  const entryOf = (n: string): string => n.slice(0, n.lastIndexOf("."));
  const naming = (n: string): boolean => NAMING_FIELDS.has(segments(n).at(-1) ?? "");
  const leaves = deepest
    .filter((n) => !naming(n) || !deepest.some((m) => !naming(m) && entryOf(m) === entryOf(n)))
    .sort();
  const byEntry = new Map<string, string[]>();
  const out: string[] = [];
  for (const l of leaves) {
    const i = l.lastIndexOf(".");
    // The case itself, read to reach a field of it, is no fact.
    if (i === -1) continue;
    const entry = l.slice(0, i);
    const list = byEntry.get(entry) ?? [];
    list.push(l.slice(i + 1));
    byEntry.set(entry, list);
  }
  for (const [entry, fields] of byEntry)
    out.push(fields.length === 1 ? `${entry}.${fields[0]}` : `${entry}.{${fields.join(",")}}`);
  return out.sort();
}
