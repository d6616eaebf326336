/**
 * The front door under mutated cases: every shipped example, and each class of
 * input that once got through, changed at random and decided — as data, as YAML
 * text and as JSON text. Whatever comes in ends in a determination, or in a
 * CaseError (or a NotCoveredError) that says where; never in any other exception.
 *
 * The generator is seeded, so a run is repeatable: SEALAW_FUZZ_SEED picks the
 * seed, SEALAW_FUZZ_RUNS the number of cases (a few thousand by default;
 * `npm run fuzz` runs a hundred thousand). A failure names the seed and the case
 * number, and prints the case, so that it can be run again alone.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";
import { CaseError, NotCoveredError } from "../core/errors.js";
import { decide } from "../engine/decide.js";
import { decideText } from "../index.js";

const RUNS = Number(process.env.SEALAW_FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.SEALAW_FUZZ_SEED ?? 1666);

const root = fileURLToPath(new URL("../../", import.meta.url));

/** A small, fast, seeded generator of numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every shipped example, as data. */
function examples(): { file: string; data: Json }[] {
  const out: { file: string; data: Json }[] = [];
  for (const dir of readdirSync(join(root, "examples")).sort()) {
    for (const f of readdirSync(join(root, "examples", dir)).sort()) {
      if (!/\.(ya?ml|json)$/.test(f)) continue;
      const file = `examples/${dir}/${f}`;
      out.push({ file, data: parse(readFileSync(join(root, file), "utf8")) as Json });
    }
  }
  return out;
}

const BUILT_IN = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype"];
const DATES = [
  "9999-12-31",
  "0001-01-01",
  "0000-01-01",
  "8999-12-31",
  "1000-01-01",
  "1690-02-29",
  "1700-02-29",
  "1690-02-30",
  "1690-13-01",
  "1690-00-10",
  "1690-10-12T24:00",
  "8999-12-31T23:59",
];
const HUGE = [2 ** 53 - 1, 2 ** 53, 2 ** 52, 1e308, -1e308, -1, -0.5, 0.1, 1e6, 1_000_001, Number.MAX_VALUE];
const LONG = ["9".repeat(100), "9".repeat(101), "9".repeat(20_000), "x".repeat(50_000), `${"1".repeat(90)}/7`];
const ODD_TEXT = ["", " ", "\u0000", "\u0007bell", "line\nbreak", "\ud800", "é", "R1", "1/0", "-3/4", "0.1.2", "rd"];

/** Where a value sits in the case: the path to it and the value. */
function places(v: Json, path: (string | number)[] = [], out: { path: (string | number)[]; v: Json }[] = []) {
  out.push({ path, v });
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) places(v[i] as Json, [...path, i], out);
  } else if (v !== null && typeof v === "object")
    for (const k of Object.keys(v)) places(v[k] as Json, [...path, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
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

/** One random change to the case: it names what it did, for the report of a failure. */
function mutate(r: Rng, data: Json, ids: string[]): { data: Json; what: string } {
  const all = places(data);
  const at = pick(r, all);
  const where = at.path.join(".");
  const kind = Math.floor(r() * 11);
  switch (kind) {
    case 0:
      return { data: setAt(data, at.path, undefined), what: `removed ${where}` };
    case 1: {
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
      const v = pick(r, HUGE);
      return { data: setAt(data, at.path, v), what: `${where} = ${v}` };
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
      const v = r() < 0.7 ? "nobody" : pick(r, ids);
      return { data: setAt(data, at.path, v), what: `${where} = ${v} (a reference)` };
    }
    case 7: {
      const dates = all.filter((p) => typeof p.v === "string" && /^\d{4}-\d\d-\d\d/.test(p.v));
      const d = dates.length > 0 ? pick(r, dates) : at;
      const v = pick(r, DATES);
      return { data: setAt(data, d.path, v), what: `${d.path.join(".")} = ${v}` };
    }
    case 8: {
      const lists = all.filter((p) => Array.isArray(p.v) && p.v.length > 0);
      if (lists.length === 0) return { data, what: "nothing" };
      const l = pick(r, lists).v as Json[];
      const item = structuredClone(pick(r, l));
      l.push(item);
      return { data, what: "an item of a list given twice" };
    }
    case 9: {
      const counts = all.filter((p) => p.path[p.path.length - 1] === "count" || typeof p.v === "number");
      const c = counts.length > 0 ? pick(r, counts) : at;
      const v = pick(r, [2 ** 53 - 1, 2 ** 52, 1_000_000, 0, -3, 1.5]);
      return { data: setAt(data, c.path, v), what: `${c.path.join(".")} = ${v}` };
    }
    default: {
      const v = pick<Json>(r, [null, [], 7, "text", {}]);
      const target = r() < 0.5 ? ["facts"] : ["readings"];
      return { data: setAt(data, target, v), what: `${target[0]} = ${JSON.stringify(v)}` };
    }
  }
}

/** Changes to the text itself, for the YAML path. */
function mutateText(r: Rng, text: string): { text: string; what: string } {
  switch (Math.floor(r() * 7)) {
    case 0: {
      const at = Math.floor(r() * text.length);
      return { text: text.slice(0, at), what: `cut at ${at}` };
    }
    case 1:
      return { text: text.replace(/\n/g, "\r"), what: "old Mac line ends" };
    case 2:
      return { text: `${text}\nextra: *nope\n`, what: "a dangling alias" };
    case 3: {
      const at = Math.floor(r() * text.length);
      return {
        text: `${text.slice(0, at)}${pick(r, ["[", "{", "&a ", "*a", ": ", "- ", "'", '"', "\t", "\u0000"])}${text.slice(at)}`,
        what: `a stray token at ${at}`,
      };
    }
    case 4:
      return {
        text: `a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n${text}`,
        what: "aliases that multiply",
      };
    case 5:
      return { text: `${"[".repeat(300)}${"]".repeat(300)}`, what: "deep flow nesting" };
    default:
      return { text, what: "unchanged text" };
  }
}

/** The cases each class of the issue names, as data, before any mutation. */
function classSeeds(base: { data: Json }[]): { name: string; data: Json }[] {
  const out: { name: string; data: Json }[] = [];
  for (const { data } of base) {
    const d = data as Record<string, Json>;
    out.push({ name: "facts: null", data: { ...d, facts: null } });
    out.push({ name: "facts left empty", data: { ...d, facts: {} } });
    out.push({ name: "a reading named __proto__", data: { ...d, readings: JSON.parse('{"__proto__": "R1"}') } });
  }
  return out;
}

function ok(e: unknown): string | undefined {
  if (e instanceof CaseError) {
    if (e.issues.length === 0) return "a CaseError without issues";
    if (e.issues.some((i) => typeof i.path !== "string" || i.message === "")) return "an issue without a path";
    if (e.message.length > 100_000) return `a message of ${e.message.length} characters`;
    return undefined;
  }
  if (e instanceof NotCoveredError) return typeof e.path === "string" ? undefined : "no path";
  return `${(e as Error)?.name ?? typeof e}: ${(e as Error)?.message ?? String(e)}`;
}

test(`${RUNS} mutated cases (seed ${SEED}) each end in a determination or a CaseError with a path`, () => {
  const r = random(SEED);
  const base = examples();
  assert.ok(base.length >= 12, "the examples are found");
  const shipped = base.map((b) => ({ name: b.file, data: b.data }));
  const classes = classSeeds(base);
  const ids = [
    ...new Set(
      places(base.map((b) => b.data) as Json).flatMap((p) =>
        typeof p.v === "string" && /^[a-z][a-z0-9-]*$/.test(p.v) && p.v.length < 20 ? [p.v] : [],
      ),
    ),
  ];
  const failures: string[] = [];
  const outcomes = { decided: 0, refused: 0 };
  for (let n = 0; n < RUNS && failures.length < 10; n++) {
    const seed = r() < 0.8 ? pick(r, shipped) : pick(r, classes);
    let data = structuredClone(seed.data);
    const steps: string[] = [];
    const times = 1 + Math.floor(r() * 3);
    for (let i = 0; i < times; i++) {
      const m = mutate(r, data, ids);
      data = m.data;
      steps.push(m.what);
    }
    const how = pick(r, ["data", "yaml", "json", "yaml-text"] as const);
    const readings =
      r() < 0.1 ? { [pick(r, ["__proto__", "toString", "boy_part_aboard"])]: pick(r, ["R1", "R9"]) } : undefined;
    let text = "";
    try {
      if (how === "data") decide(data, { source: `case ${n}`, ...(readings ? { readings } : {}) });
      else {
        text = how === "json" ? JSON.stringify(data) : stringify(data);
        if (how === "yaml-text") {
          const m = mutateText(r, text);
          text = m.text;
          steps.push(m.what);
        }
        decideText(text, { source: `case ${n}`, ...(readings ? { readings } : {}) });
      }
      outcomes.decided++;
    } catch (e) {
      const bad = ok(e);
      if (bad === undefined) outcomes.refused++;
      else
        failures.push(
          `case ${n} (seed ${SEED}, from ${seed.name}, ${how}; ${steps.join("; ")}): ${bad.slice(0, 500)}\n${(how === "data" ? JSON.stringify(data) : text).slice(0, 2000)}`,
        );
    }
  }
  assert.deepEqual(failures, []);
  // Both ends are reached: some mutated cases are still decided, most are refused.
  assert.ok(outcomes.decided > 0 && outcomes.refused > 0, JSON.stringify(outcomes));
});
