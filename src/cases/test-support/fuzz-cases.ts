/**
 * Case files made to break the front door, for the fuzzing tests: every shipped
 * example and each class of input that once got through, changed at random — as
 * data (deep nesting, huge numbers, negative and fractional counts, unknown
 * fields, wrong types, duplicate ids, dangling references, dates outside the
 * calendars, names of JavaScript's built-in properties), as text (broken YAML,
 * anchors and aliases that expand, duplicate keys, tags, old Mac line ends) and
 * as bytes (broken UTF-8). The same generator feeds the library, the command and
 * the HTTP API.
 *
 * It is seeded, so a run is repeatable: the same seed gives the same cases in the
 * same order, and a failure names the seed and the case number.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { CaseError, NotCoveredError } from "../../core/errors.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));

/** A small, fast, seeded generator of numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every shipped example, as data and as its text. */
export function examples(): { file: string; data: Json; text: string }[] {
  const out: { file: string; data: Json; text: string }[] = [];
  for (const dir of readdirSync(join(root, "examples")).sort()) {
    for (const f of readdirSync(join(root, "examples", dir)).sort()) {
      if (!/\.(ya?ml|json)$/.test(f)) continue;
      const file = `examples/${dir}/${f}`;
      const text = readFileSync(join(root, file), "utf8");
      out.push({ file, data: parse(text) as Json, text });
    }
  }
  return out;
}

const BUILT_IN = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"];
const UNKNOWN = ["colour", "Aboard", "ids", "x-note", "", " ", "facts", "id ", "ID", "ÿ", "a.b", "[0]", "*", "&a"];
const DATES = [
  "9999-12-31",
  "0001-01-01",
  "0000-01-01",
  "8999-12-31",
  "1000-01-01",
  "0999-12-31",
  "9000-01-01",
  "1690-02-29",
  "1700-02-29",
  "1582-10-10",
  "1690-02-30",
  "1690-13-01",
  "1690-00-10",
  "1690-1-1",
  "+010000-01-01",
  "-001690-10-12",
  "1690-10-12T24:00",
  "1690-10-12T23:60",
  "1690-10-12T10:00Z",
  "1690-10-12T10:00+01:00",
  "8999-12-31T23:59",
  "1690-W41-5",
  "1690-285",
];
const HUGE: Json[] = [
  2 ** 53 - 1,
  2 ** 53,
  2 ** 52,
  2 ** 64,
  1e308,
  -1e308,
  5e-324,
  -1,
  -0.5,
  0.1,
  1e6,
  1_000_001,
  Number.MAX_VALUE,
  "1e400",
  "-1e400",
  "123456789012345678901234567890",
  "0x7fffffffffffffff",
  "1/0",
  "0/0",
  "-0",
  "NaN",
  "Infinity",
];
/** Numbers JSON cannot write, for cases given as data (YAML writes them as .inf and .nan). */
const NOT_JSON = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0];
const COUNTS: Json[] = [2 ** 53 - 1, 2 ** 52, 1_000_000, 1_000_001, 0, -0, -1, -3, 1.5, 0.5, -0.5, "3/2", "-1", "1e3"];
const LONG = ["9".repeat(100), "9".repeat(101), "9".repeat(20_000), "x".repeat(50_000), `${"1".repeat(90)}/7`];
const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "\u0007bell",
  "line\nbreak",
  "\ud800",
  "\udfff\ud800",
  "é",
  "\u202etxet",
  "R1",
  "1/0",
  "-3/4",
  "0.1.2",
  "rd",
  "\u0024{x}",
  "%s%n",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
];

/** Where a value sits in the case: the path to it and the value. */
export function places(v: Json, path: (string | number)[] = [], out: { path: (string | number)[]; v: Json }[] = []) {
  out.push({ path, v });
  if (path.length > 200) return out;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) places(v[i] as Json, [...path, i], out);
  } else if (v !== null && typeof v === "object")
    for (const k of Object.keys(v)) places(v[k] as Json, [...path, k], out);
  return out;
}

export function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value === undefined ? null : value;
  let parent = root as Record<string | number, Json>;
  for (const seg of path.slice(0, -1)) {
    if (parent === null || typeof parent !== "object") return root;
    parent = parent[seg] as unknown as Record<string | number, Json>;
  }
  if (parent === null || typeof parent !== "object") return root;
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(parent)) {
    if (value === undefined) parent.splice(last as number, 1);
    else parent[last as number] = value;
  } else if (value === undefined) delete parent[last];
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return root;
}

/** A value nested `depth` levels deep, as lists or as mappings. */
function nested(depth: number, asList: boolean): Json {
  let v: Json = 1;
  for (let i = 0; i < depth; i++) v = asList ? [v] : { a: v };
  return v;
}

/** A copy of a value; the value itself where it nests too deeply to be copied (as data it is the same). */
function copy(v: Json): Json {
  try {
    return structuredClone(v);
  } catch (e) {
    if (e instanceof RangeError) return v;
    throw e;
  }
}

/** The number of kinds of change `mutate` makes. */
const MUTATIONS = 16;

/** One random change to the case: it names what it did, for the report of a failure. */
export function mutate(
  r: Rng,
  data: Json,
  ids: readonly string[],
  o: { kind?: number; asText?: boolean } = {},
): { data: Json; what: string } {
  const kind = o.kind ?? Math.floor(r() * MUTATIONS);
  const all = places(data);
  const at = pick(r, all);
  const where = at.path.join(".");
  switch (kind) {
    case 0:
      return { data: setAt(data, at.path, undefined), what: `removed ${where}` };
    case 1: {
      // A wrong type.
      const v = pick<Json>(r, [null, true, false, 0, 1, "text", [], {}, [1, 2], { a: 1 }]);
      return { data: setAt(data, at.path, v), what: `${where} = ${JSON.stringify(v)}` };
    }
    case 2: {
      const v = pick(r, BUILT_IN);
      if (at.v !== null && typeof at.v === "object" && !Array.isArray(at.v) && r() < 0.5) {
        Object.defineProperty(at.v, v, {
          value: pick<Json>(r, [1, "x", {}, []]),
          enumerable: true,
          configurable: true,
        });
        return { data, what: `added key ${v} to ${where}` };
      }
      return { data: setAt(data, at.path, v), what: `${where} = ${v}` };
    }
    case 3: {
      // A huge number, or a number JSON cannot write.
      const v = r() < 0.2 ? pick(r, NOT_JSON) : pick(r, HUGE);
      return { data: setAt(data, at.path, v), what: `${where} = ${String(v)}` };
    }
    case 4: {
      const v = pick(r, LONG);
      return { data: setAt(data, at.path, v), what: `${where} = a text of ${v.length} characters` };
    }
    case 5: {
      const v = pick(r, ODD_TEXT);
      return { data: setAt(data, at.path, v), what: `${where} = ${JSON.stringify(v)}` };
    }
    case 6: {
      // A dangling reference, or a reference to the wrong kind of thing.
      const v = r() < 0.7 ? pick(r, ["nobody", "", "NOBODY", "bl-z"]) : pick(r, ids);
      return { data: setAt(data, at.path, v), what: `${where} = ${v} (a reference)` };
    }
    case 7: {
      // A date outside the calendars.
      const dates = all.filter((p) => typeof p.v === "string" && /^\d{4}-\d\d-\d\d/.test(p.v));
      const d = dates.length > 0 ? pick(r, dates) : at;
      const v = pick(r, DATES);
      return { data: setAt(data, d.path, v), what: `${d.path.join(".")} = ${v}` };
    }
    case 8: {
      const lists = all.filter((p) => Array.isArray(p.v) && p.v.length > 0);
      if (lists.length === 0) return { data, what: "nothing" };
      const l = pick(r, lists).v as Json[];
      const item = copy(pick(r, l));
      l.push(item);
      return { data, what: "an item of a list given twice" };
    }
    case 9: {
      // A negative, fractional or huge count.
      const counts = all.filter((p) => p.path[p.path.length - 1] === "count" || typeof p.v === "number");
      const c = counts.length > 0 ? pick(r, counts) : at;
      const v = pick(r, COUNTS);
      return { data: setAt(data, c.path, v), what: `${c.path.join(".")} = ${v}` };
    }
    case 10: {
      // Duplicate ids: one thing takes the id of another (of its own list or of another).
      const withId = all.filter(
        (p) => p.v !== null && typeof p.v === "object" && !Array.isArray(p.v) && typeof p.v.id === "string",
      );
      if (withId.length < 2) return { data, what: "nothing" };
      const a = pick(r, withId);
      const siblings = withId.filter((p) => p !== a && p.path.slice(0, -1).join(".") === a.path.slice(0, -1).join("."));
      const b = siblings.length > 0 && r() < 0.8 ? pick(r, siblings) : pick(r, withId);
      const id = (b.v as Record<string, Json>).id as string;
      (a.v as Record<string, Json>).id = id;
      return { data, what: `${a.path.join(".")}.id = ${id} (the id of ${b.path.join(".")})` };
    }
    case 11: {
      // An unknown field.
      const maps = all.filter((p) => p.v !== null && typeof p.v === "object" && !Array.isArray(p.v));
      const m = maps.length > 0 ? pick(r, maps) : at;
      if (m.v === null || typeof m.v !== "object" || Array.isArray(m.v)) return { data, what: "nothing" };
      const k = pick(r, UNKNOWN);
      const v = pick<Json>(r, [1, "x", true, null, {}, [], { id: "nobody" }]);
      Object.defineProperty(m.v, k, { value: v, enumerable: true, writable: true, configurable: true });
      return { data, what: `added unknown field ${JSON.stringify(k)} to ${m.path.join(".")}` };
    }
    case 12: {
      // Deep nesting, about the limit and far past it.
      // (Data far deeper than a text can be written in is given to the library only.)
      const depth = pick(r, o.asText ? [8, 60, 62, 63, 64, 65, 100, 300] : [8, 63, 64, 65, 100, 1000, 20_000]);
      const v = nested(depth, r() < 0.5);
      return { data: setAt(data, at.path, v), what: `${where} = a value ${depth} levels deep` };
    }
    case 13: {
      // A long list: one item many times (duplicate ids by the hundred).
      const lists = all.filter((p) => Array.isArray(p.v) && p.v.length > 0);
      if (lists.length === 0) return { data, what: "nothing" };
      const l = pick(r, lists).v as Json[];
      const times = pick(r, [50, 200, 1000]);
      const item = l[0] as Json;
      for (let i = 0; i < times; i++) l.push(copy(item));
      return { data, what: `the first item of a list given ${times} more times` };
    }
    case 14: {
      // A list or a mapping where the other is expected, with the same contents.
      if (Array.isArray(at.v)) {
        const o: Record<string, Json> = {};
        at.v.forEach((x, i) => {
          o[String(i)] = x;
        });
        return { data: setAt(data, at.path, o), what: `${where} as a mapping of its items` };
      }
      if (at.v !== null && typeof at.v === "object")
        return { data: setAt(data, at.path, Object.values(at.v)), what: `${where} as a list of its values` };
      return { data: setAt(data, at.path, [at.v]), what: `${where} in a list` };
    }
    default: {
      const v = pick<Json>(r, [null, [], 7, "text", {}]);
      const target = pick(r, ["facts", "readings", "statute", "kind", "version", "currency", "expect"]);
      return { data: setAt(data, [target], v), what: `${target} = ${JSON.stringify(v)}` };
    }
  }
}

/** A YAML text whose aliases expand to `width`^`levels` values ("billion laughs"). */
export function laughs(width: number, levels: number, prefix = "l"): string {
  const lines = [`${prefix}0: &${prefix}0 [${Array(width).fill('"lol"').join(", ")}]`];
  for (let i = 1; i < levels; i++) {
    lines.push(
      `${prefix}${i}: &${prefix}${i} [${Array(width)
        .fill(`*${prefix}${i - 1}`)
        .join(", ")}]`,
    );
  }
  return `${lines.join("\n")}\n`;
}

const NUMBERS_IN_TEXT = [
  "1e400",
  "-1e400",
  ".inf",
  "-.inf",
  ".nan",
  ".NaN",
  "0x7fffffffffffffffffff",
  "0o777",
  "123456789012345678901234567890",
  "1_000",
  "-0",
  "+12",
  "1e-400",
  "9007199254740993",
];
const TAGS = [
  "!!binary aGVsbG8=",
  "!!js/function 'f() {}'",
  "!!timestamp 1690-10-12",
  "!!set {a, b}",
  "!!omap [a: 1]",
  "!custom x",
  "!!str",
  "!!int 1.5",
  "!!float x",
  "!<tag:yaml.org,2002:map> {}",
];

/** Changes to the text itself, for the YAML path. */
export function mutateText(r: Rng, text: string): { text: string; what: string } {
  switch (Math.floor(r() * 14)) {
    case 0: {
      const at = Math.floor(r() * text.length);
      return { text: text.slice(0, at), what: `cut at ${at}` };
    }
    case 1:
      return { text: text.replace(/\n/g, pick(r, ["\r", "\r\n", "\u2028", "\u0085"])), what: "other line ends" };
    case 2:
      return { text: `${text}\nextra: *nope\n`, what: "a dangling alias" };
    case 3: {
      const at = Math.floor(r() * text.length);
      return {
        text: `${text.slice(0, at)}${pick(r, ["[", "{", "&a ", "*a", ": ", "- ", "'", '"', "\t", "\u0000", "? ", "|", ">", "---\n", "...\n", "%YAML 1.1\n", "#", "!"])}${text.slice(at)}`,
        what: `a stray token at ${at}`,
      };
    }
    case 4: {
      // Aliases that expand: from a few hundred values (let through, for the rules to face) to a billion.
      const [w, l] = pick(r, [
        [9, 3],
        [10, 4],
        [5, 6],
        [10, 9],
        [100, 5],
        [2, 30],
      ] as const);
      return { text: `${laughs(w, l)}${text}`, what: `aliases that expand to ${w}^${l} values` };
    }
    case 5: {
      // The expansion where the rules read: a value of the case replaced by an alias of it.
      const [w, l] = pick(r, [
        [3, 3],
        [10, 3],
        [10, 6],
        [10, 9],
      ] as const);
      const lines = text.split("\n");
      const values = lines.flatMap((x, i) => (/^\s+[a-z_]+: \S/.test(x) ? [i] : []));
      if (values.length === 0) return { text, what: "unchanged text" };
      const i = pick(r, values);
      lines[i] = (lines[i] as string).replace(/: .*$/, `: *l${l - 1}`);
      return {
        text: `${laughs(w, l)}${lines.join("\n")}`,
        what: `line ${i + 1}'s value an alias expanding to ${w}^${l} values`,
      };
    }
    case 6: {
      const depth = pick(r, [63, 64, 65, 300, 100_000]);
      const asList = r() < 0.5;
      const open = asList ? "[" : "{a: ";
      const close = asList ? "]" : "}";
      const v = `${open.repeat(depth)}1${close.repeat(depth)}`;
      return r() < 0.5
        ? { text: v, what: `deep flow nesting (${depth})` }
        : { text: text.replace(/^facts:.*$/m, `facts: {deep: ${v}}`), what: `facts nested ${depth} deep in flow` };
    }
    case 7: {
      const depth = pick(r, [62, 63, 64, 70, 500]);
      const block = Array.from({ length: depth }, (_, i) => `${" ".repeat(i)}- `).join("\n");
      return { text: `${text}\nx-deep:\n${block.replace(/^/gm, "  ")}1\n`, what: `deep block nesting (${depth})` };
    }
    case 8: {
      // Duplicate keys: a line of the case given twice in its mapping.
      const lines = text.split("\n");
      const keyed = lines.flatMap((x, i) => (/^\s*[a-z_]+:/.test(x) ? [i] : []));
      if (keyed.length === 0) return { text, what: "unchanged text" };
      const i = pick(r, keyed);
      lines.splice(i + 1, 0, lines[i] as string);
      return { text: lines.join("\n"), what: `line ${i + 1} given twice` };
    }
    case 9: {
      // A number of the text as YAML may write it and JSON may not.
      const numbers = [...text.matchAll(/: (-?\d+(?:\.\d+)?)\b/g)];
      if (numbers.length === 0) return { text, what: "unchanged text" };
      const m = pick(r, numbers);
      const v = pick(r, NUMBERS_IN_TEXT);
      const at = (m.index ?? 0) + 2;
      return {
        text: `${text.slice(0, at)}${v}${text.slice(at + (m[1] as string).length)}`,
        what: `a number at ${at} = ${v}`,
      };
    }
    case 10: {
      // A tag on a value.
      const lines = text.split("\n");
      const values = lines.flatMap((x, i) => (/^\s*[a-z_]+: \S/.test(x) ? [i] : []));
      if (values.length === 0) return { text, what: "unchanged text" };
      const i = pick(r, values);
      const tag = pick(r, TAGS);
      lines[i] = (lines[i] as string).replace(/: .*$/, `: ${tag}`);
      return { text: lines.join("\n"), what: `line ${i + 1} = ${tag}` };
    }
    case 11: {
      // A merge key.
      return {
        text: text.replace(/^facts:\s*$/m, "base: &base {x: 1}\nfacts:\n  <<: [*base, *base]"),
        what: "a merge key in facts",
      };
    }
    case 12:
      return { text: `\ufeff${text}`, what: "a byte-order mark" };
    default:
      return { text, what: "unchanged text" };
  }
}

const BAD_BYTES = [
  [0xff],
  [0xfe],
  [0xc3],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xed, 0xbf, 0xbf],
  [0xf0, 0x9f, 0x98],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
  [0xbf],
  [0xef, 0xbb, 0xbf],
  [0x00],
];

/** Broken UTF-8: bytes that begin no character, overlong forms, surrogates, a character cut short. */
export function mutateBytes(r: Rng, bytes: Uint8Array): { bytes: Uint8Array; what: string } {
  const b = Buffer.from(bytes);
  const at = Math.floor(r() * (b.length + 1));
  if (r() < 0.2) {
    // A character cut short: the first byte of a multi-byte character, then the end.
    const start = b.findIndex((x) => x >= 0xc0);
    if (start >= 0) return { bytes: b.subarray(0, start + 1), what: `cut inside the character at byte ${start + 1}` };
  }
  const bad = Buffer.from(pick(r, BAD_BYTES));
  return {
    bytes: Buffer.concat([b.subarray(0, at), bad, b.subarray(at)]),
    what: `bytes ${[...bad].map((x) => x.toString(16)).join(" ")} at ${at}`,
  };
}

/** The cases each class of the issue names, as data, before any mutation. */
export function classSeeds(base: readonly { data: Json }[]): { name: string; data: Json }[] {
  const out: { name: string; data: Json }[] = [];
  for (const { data } of base) {
    const d = data as Record<string, Json>;
    out.push({ name: "facts: null", data: { ...d, facts: null } });
    out.push({ name: "facts left empty", data: { ...d, facts: {} } });
    out.push({ name: "a reading named __proto__", data: { ...d, readings: JSON.parse('{"__proto__": "R1"}') } });
    out.push({ name: "no statute", data: { ...d, statute: null } });
    out.push({ name: "version 2", data: { ...d, version: 2 } });
  }
  return out;
}

/** One generated case: how it comes in, and what was done to it. */
export interface FuzzCase {
  n: number;
  /** The example or class it began as. */
  from: string;
  steps: string[];
  /** As data given to the library, or as the bytes of a file or a body (YAML or JSON). */
  form: "data" | "yaml" | "json" | "yaml-text" | "bytes";
  data?: Json;
  bytes?: Uint8Array;
  /** Readings given beside the case (as --reading would). */
  readings?: Record<string, string>;
}

/** What a case is, for the report of a failure: its steps and its beginning. */
export function describeCase(c: FuzzCase, seed: number): string {
  const body =
    c.form === "data"
      ? JSON.stringify(c.data, (_k, v) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v))
      : Buffer.from(c.bytes ?? []).toString("utf8");
  return `case ${c.n} (seed ${seed}, from ${c.from}, ${c.form}; ${c.steps.join("; ")})\n${(body ?? "").slice(0, 2000)}`;
}

/** Ids (and other short names) of the examples, for references that point elsewhere. */
function idsOf(base: readonly { data: Json }[]): string[] {
  return [
    ...new Set(
      places(base.map((b) => b.data) as Json).flatMap((p) =>
        typeof p.v === "string" && /^[a-z][a-z0-9-]*$/.test(p.v) && p.v.length < 20 ? [p.v] : [],
      ),
    ),
  ];
}

/** An endless, seeded stream of broken and unbroken cases. */
export function* fuzzCases(seed: number, opts: { forms?: readonly FuzzCase["form"][] } = {}): Generator<FuzzCase> {
  const r = random(seed);
  const base = examples();
  const shipped = base.map((b) => ({ name: b.file, data: b.data }));
  const classes = classSeeds(base);
  const ids = idsOf(base);
  const forms = opts.forms ?? (["data", "yaml", "json", "yaml-text", "bytes"] as const);
  for (let n = 0; ; n++) {
    const from = r() < 0.8 ? pick(r, shipped) : pick(r, classes);
    const form = pick(r, forms);
    let data = structuredClone(from.data);
    const steps: string[] = [];
    const times = Math.floor(r() * 4);
    for (let i = 0; i < times; i++) {
      const m = mutate(r, data, ids, { asText: form !== "data" });
      data = m.data;
      steps.push(m.what);
    }
    const readings =
      r() < 0.1
        ? { [pick(r, ["__proto__", "toString", "boy_part_aboard", "ga_freight_basis"])]: pick(r, ["R1", "R9", ""]) }
        : undefined;
    const c: FuzzCase = { n, from: from.name, steps, form, ...(readings ? { readings } : {}) };
    if (form === "data") {
      c.data = data;
      yield c;
      continue;
    }
    let text: string;
    try {
      text = form === "json" ? JSON.stringify(data) : stringify(data, { aliasDuplicateObjects: false });
    } catch {
      // Nesting too deep for the YAML writer: JSON is YAML too.
      text = JSON.stringify(data);
      steps.push("written as JSON");
    }
    if (form === "yaml-text" || form === "bytes") {
      const m = mutateText(r, text);
      text = m.text;
      steps.push(m.what);
    }
    let bytes: Uint8Array = Buffer.from(text, "utf8");
    if (form === "bytes") {
      const m = mutateBytes(r, bytes);
      bytes = m.bytes;
      steps.push(m.what);
    }
    c.bytes = bytes;
    yield c;
  }
}

/** Undefined when `e` is a clear error (a CaseError or NotCoveredError with a path); else what is wrong with it. */
export function unclear(e: unknown): string | undefined {
  if (e instanceof CaseError) {
    if (e.issues.length === 0) return "a CaseError without issues";
    if (e.issues.some((i) => typeof i.path !== "string" || i.message === "")) return "an issue without a path";
    if (e.message.length > 100_000) return `a message of ${e.message.length} characters`;
    return undefined;
  }
  if (e instanceof NotCoveredError) return typeof e.path === "string" ? undefined : "no path";
  const err = e as Error;
  return `${err?.name ?? typeof e}: ${err?.message ?? String(e)}\n${err?.stack ?? ""}`;
}
