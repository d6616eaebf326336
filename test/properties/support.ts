/**
 * What the property tests of test/properties share: every shipped example as a
 * seed case, where its amounts of money and its lists sit, and a fast-check
 * generator of cases made from it (amounts changed, lists reordered, readings
 * picked from each reading's alternatives).
 *
 * Sizes: SEALAW_PROPERTY_RUNS cases per example and per property (20 by default,
 * the sample CI runs; `npm run fuzz:properties` runs more), SEALAW_PROPERTY_SEED
 * the seed (each example's generator is seeded from it and the file's name, so a
 * failure is repeated by the same seed; fast-check prints the seed and the path of
 * the failing case, and the assertion message names the example).
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { parse, stringify } from "yaml";
import { z } from "zod";
import type { AmountSchema } from "../../src/cases/common.js";
import { findKind } from "../../src/cases/kinds/index.js";
import { CaseError, NotCoveredError } from "../../src/core/errors.js";
import { type Currency, Money } from "../../src/core/money.js";
import { Rational } from "../../src/core/rational.js";
import { type DecideOptions, decide, prepare } from "../../src/engine/decide.js";
import { listReadings } from "../../src/index.js";

export const RUNS = Number(process.env.SEALAW_PROPERTY_RUNS ?? 20);
export const SEED = Number(process.env.SEALAW_PROPERTY_SEED ?? 1683);

const root = fileURLToPath(new URL("../../", import.meta.url));

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Path = readonly (string | number)[];
export type Obj = { [k: string]: Json };

export interface Example {
  /** "examples/dl-averi/ga-jettison-and-mast.yaml" */
  readonly file: string;
  readonly statute: string;
  readonly kind: string;
  /** The case as data, without its expect: block. */
  readonly data: Obj;
  readonly currency: Currency;
  /** Where the facts hold an amount of money (paths from the case's root). */
  readonly amounts: readonly Path[];
  /** Where the facts hold a list of mappings (people, ships, cargo, owners ...), deepest first. */
  readonly lists: readonly Path[];
  /** Each reading of the statute with the codes of its alternatives. */
  readonly readings: readonly { name: string; codes: readonly string[] }[];
}

let cached: Example[] | undefined;

/** Every shipped example, in a fixed order. */
export function examples(): Example[] {
  if (cached) return cached;
  const out: Example[] = [];
  for (const dir of readdirSync(join(root, "examples")).sort()) {
    for (const f of readdirSync(join(root, "examples", dir)).sort()) {
      if (!/\.(ya?ml|json)$/.test(f)) continue;
      const file = `examples/${dir}/${f}`;
      const data = parse(readFileSync(join(root, file), "utf8")) as Obj;
      delete data.expect;
      out.push(exampleOf(file, data));
    }
  }
  cached = out;
  return out;
}

/** A seed case as the properties use it, from a case's data (without an expect: block). */
export function exampleOf(file: string, data: Obj): Example {
  const p = prepare(data, { source: file });
  const kind = String(data.kind);
  return {
    file,
    statute: p.statute.id,
    kind,
    data,
    currency: p.currency,
    amounts: amountPaths(kind, data),
    lists: listPaths(data.facts as Json, ["facts"]),
    readings: listReadings(p.statute.id).map((r) => ({ name: r.name, codes: r.alternatives.map((a) => a.code) })),
  };
}

/* ------------------------------------------------------------------------------
 * Where the amounts are. A kind's facts schema is a function of the schema of an
 * amount; built with a marker in its place and written as JSON Schema, every place
 * an amount may stand carries the marker, and the example's facts are walked along
 * that schema.
 */

const MARKER = "^sealaw-property-amount$";
const markerAmount = z.union([z.number().int().nonnegative(), z.string().regex(new RegExp(MARKER))]);

type Schema = { [k: string]: unknown };

function isMarker(s: Schema): boolean {
  const alts = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  return Array.isArray(alts) && alts.some((a) => a.pattern === MARKER);
}

function amountPaths(kind: string, data: Obj): Path[] {
  const k = findKind(kind);
  if (!k) throw new Error(`unknown kind ${kind}`);
  const schema = z.toJSONSchema(k.facts(markerAmount as unknown as AmountSchema), {
    io: "input",
    unrepresentable: "any",
  }) as Schema;
  const defs = (schema.$defs ?? {}) as Record<string, Schema>;
  const expand = (s: Schema, seen = 0): Schema[] => {
    if (seen > 20) return [];
    if (typeof s.$ref === "string") {
      const name = s.$ref.replace(/^#\/\$defs\//, "");
      const target = s.$ref === "#" ? schema : defs[name];
      return target ? expand(target, seen + 1) : [];
    }
    if (isMarker(s)) return [s];
    const alts = [...((s.anyOf as Schema[]) ?? []), ...((s.oneOf as Schema[]) ?? []), ...((s.allOf as Schema[]) ?? [])];
    return alts.length ? [s, ...alts.flatMap((a) => expand(a, seen + 1))] : [s];
  };
  const found = new Map<string, Path>();
  const walk = (schemas: Schema[], v: Json, path: Path) => {
    const all = schemas.flatMap((s) => expand(s));
    if (v === null || typeof v !== "object") {
      if ((typeof v === "number" || typeof v === "string") && all.some(isMarker)) found.set(JSON.stringify(path), path);
      return;
    }
    if (Array.isArray(v)) {
      const items = all.map((s) => s.items as Schema | undefined).filter((s): s is Schema => !!s);
      v.forEach((x, i) => {
        walk(items, x, [...path, i]);
      });
      return;
    }
    for (const [key, x] of Object.entries(v)) {
      const next: Schema[] = [];
      for (const s of all) {
        const props = s.properties as Record<string, Schema> | undefined;
        if (props?.[key]) next.push(props[key]);
        else if (s.additionalProperties && typeof s.additionalProperties === "object") {
          next.push(s.additionalProperties as Schema);
        }
      }
      walk(next, x, [...path, key]);
    }
  };
  walk([schema], data.facts as Json, ["facts"]);
  return [...found.values()];
}

/** Lists of mappings under a value, deepest first (so that reordering them from the front keeps paths valid). */
function listPaths(v: Json, path: Path, out: Path[] = []): Path[] {
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      listPaths(x, [...path, i], out);
    });
    if (v.length > 1 && v.every((x) => x !== null && typeof x === "object" && !Array.isArray(x))) out.push(path);
  } else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) listPaths(x, [...path, k], out);
  }
  return out;
}

export function getAt(v: Json, path: Path): Json {
  let cur: Json = v;
  for (const seg of path) cur = (cur as Record<string | number, Json>)[seg] as Json;
  return cur;
}

export function setAt(v: Json, path: Path, value: Json): void {
  const parent = getAt(v, path.slice(0, -1)) as Record<string | number, Json>;
  parent[path[path.length - 1] as string | number] = value;
}

export function clone<T>(v: T): T {
  return structuredClone(v);
}

/* ------------------------------------------------------------------------------
 * Amounts as the tests write them: an exact count of the smallest unit, written
 * in the largest unit (a bare number, or a fraction of it as text), which every
 * currency reads.
 */

/**
 * The currency a generated case is reckoned in: a reading may change it (the
 * Reichstaler's subdivision is a reading of Borkum's), so it is that case's.
 */
export function currencyOf(data: Json): Currency {
  return prepare(data).currency;
}

/** The amount a case writes at a place, in the smallest unit, exact. */
export function amountAt(ex: Example, data: Json, path: Path, currency: Currency = ex.currency): Rational {
  const raw = getAt(data, path);
  const p = prepareAmount(currency, raw);
  if (!p) throw new Error(`${ex.file}: ${path.join(".")} is not an amount: ${JSON.stringify(raw)}`);
  return p;
}

function prepareAmount(c: Currency, raw: Json): Rational | undefined {
  const big = c.units[0]?.inSmallest ?? 1n;
  if (typeof raw === "number") return Rational.of(BigInt(raw) * big);
  if (typeof raw !== "string") return undefined;
  // Money.parse is what the amount schema reads an amount with.
  const m = Money.parse(c, raw);
  return typeof m === "string" ? undefined : m.minor;
}

/** An amount of the smallest unit as a case writes it. */
export function writeAmount(c: Currency, minor: Rational): Json {
  const big = Rational.of(c.units[0]?.inSmallest ?? 1n);
  const v = minor.div(big);
  if (v.isInteger() && v.abs().lt(Rational.of(2n ** 52n))) return Number(v.num);
  return v.toString();
}

/* ------------------------------------------------------------------------------
 * The generated case: a plan of changes to an example, so that fast-check can
 * shrink it to the smallest change that fails.
 */

export interface Plan {
  /** Per amount place: the new amount in the smallest unit, or null to keep it. */
  amounts: (bigint | null)[];
  /** Per list: the order to put it in (indices of the original), or null to keep it. */
  orders: (number[] | null)[];
  /** Per reading: the code to decide under, or null to keep the case file's. */
  readings: (string | null)[];
}

/** A new amount near the old one, or anywhere up to a hundred largest units more. */
function amountArb(old: Rational, c: Currency): fc.Arbitrary<bigint> {
  const big = c.units[0]?.inSmallest ?? 1n;
  const base = old.floor() > 0n ? old.floor() : big;
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 10 }))
        .map(([n, d]) => (base * BigInt(n)) / BigInt(d)),
    },
    { weight: 2, arbitrary: fc.bigInt({ min: 1n, max: 2n * base + 100n * big }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 10_000 }).map((n) => BigInt(n) * big) },
    { weight: 1, arbitrary: fc.constant(0n) },
  );
}

function keepOr<T>(arb: fc.Arbitrary<T>, keepWeight = 1): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: keepWeight, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });
}

function permutation(n: number): fc.Arbitrary<number[]> {
  const idx = [...Array(n).keys()];
  return fc.shuffledSubarray(idx, { minLength: n, maxLength: n });
}

export interface PlanOptions {
  /** Change amounts (default true). */
  amounts?: boolean;
  /** Reorder lists (default true). */
  orders?: boolean;
  /** Pick readings (default true). */
  readings?: boolean;
}

export function planArb(ex: Example, opts: PlanOptions = {}): fc.Arbitrary<Plan> {
  const none = <T>(n: number) => fc.constant(Array<T | null>(n).fill(null));
  return fc.record({
    amounts:
      opts.amounts === false
        ? none<bigint>(ex.amounts.length)
        : fc.tuple(...ex.amounts.map((p) => keepOr(amountArb(amountAt(ex, ex.data, p), ex.currency)))),
    orders:
      opts.orders === false
        ? none<number[]>(ex.lists.length)
        : fc.tuple(...ex.lists.map((p) => keepOr(permutation((getAt(ex.data, p) as Json[]).length), 1))),
    readings:
      opts.readings === false
        ? none<string>(ex.readings.length)
        : fc.tuple(...ex.readings.map((r) => keepOr(fc.constantFrom(...r.codes), 2))),
  }) as fc.Arbitrary<Plan>;
}

/** The case a plan makes of an example. */
export function apply(ex: Example, plan: Plan): Obj {
  const data = clone(ex.data);
  plan.amounts.forEach((a, i) => {
    if (a !== null) setAt(data, ex.amounts[i] as Path, writeAmount(ex.currency, Rational.of(a)));
  });
  const readings: Record<string, string> = { ...((data.readings as Record<string, string> | null) ?? {}) };
  plan.readings.forEach((code, i) => {
    if (code !== null) readings[(ex.readings[i] as { name: string }).name] = code;
  });
  data.readings = readings;
  reorder(ex, data, plan.orders);
  return data;
}

/** Put the lists of a case in the given orders (the lists are deepest first, so each path still holds). */
export function reorder(ex: Example, data: Json, orders: readonly (readonly number[] | null)[]): void {
  orders.forEach((order, i) => {
    if (order === null) return;
    const path = ex.lists[i] as Path;
    const list = getAt(data, path) as Json[];
    setAt(
      data,
      path,
      order.map((j) => list[j] as Json),
    );
  });
}

/** A random order of every list of a case. */
export function ordersArb(ex: Example): fc.Arbitrary<number[][]> {
  return fc.tuple(...ex.lists.map((p) => permutation((getAt(ex.data, p) as Json[]).length)));
}

/* ------------------------------------------------------------------------------
 * Deciding, and counting what was refused.
 */

export type Outcome = { ok: true; d: Json } | { ok: false; refused: string };

/** Decide a case; a CaseError or NotCoveredError is a refusal, anything else is thrown. */
export function tryDecide(data: unknown, opts: DecideOptions = {}): Outcome {
  try {
    return { ok: true, d: JSON.parse(JSON.stringify(decide(data, opts))) as Json };
  } catch (e) {
    if (e instanceof CaseError || e instanceof NotCoveredError) return { ok: false, refused: e.name };
    throw e;
  }
}

/** Counts of cases decided and refused, per example, for one property. */
export class Tally {
  readonly decided = new Map<string, number>();
  readonly refused = new Map<string, number>();
  count(file: string, o: Outcome): void {
    const m = o.ok ? this.decided : this.refused;
    m.set(file, (m.get(file) ?? 0) + 1);
  }
  total(m: Map<string, number>): number {
    let n = 0;
    for (const v of m.values()) n += v;
    return n;
  }
  /**
   * Most generated cases must decide, or the property says little: at least
   * three in four in all, and at least one of every example's.
   */
  checkMostDecided(files: readonly string[]): void {
    const d = this.total(this.decided);
    const r = this.total(this.refused);
    assert.ok(d >= 0.75 * (d + r), `only ${this.summary()}`);
    const none = files.filter((f) => (this.decided.get(f) ?? 0) === 0);
    assert.deepEqual(none, [], "examples none of whose generated cases decided");
  }
  summary(): string {
    const d = this.total(this.decided);
    const r = this.total(this.refused);
    return `${d} decided, ${r} refused (${((100 * d) / Math.max(1, d + r)).toFixed(1)}% decided)`;
  }
}

/** The seed of one example's generator: the run's seed and the file's name. */
export function seedOf(file: string): number {
  let h = SEED | 0;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 0x01000193);
  return h | 0;
}

/* ------------------------------------------------------------------------------
 * Reading determinations.
 */

export interface MoneyNode {
  currency: string;
  minor: string;
  minorUnit: string;
  text: string;
}

export function isMoney(v: Json): v is Json & MoneyNode {
  return (
    v !== null &&
    typeof v === "object" &&
    !Array.isArray(v) &&
    typeof v.minor === "string" &&
    typeof v.minorUnit === "string" &&
    typeof v.currency === "string"
  );
}

/** Every amount of money in a value, with its path. */
export function moneyNodes(v: Json, path: Path = [], out: { path: Path; m: MoneyNode }[] = []) {
  if (isMoney(v)) {
    out.push({ path, m: v });
    return out;
  }
  if (Array.isArray(v))
    v.forEach((x, i) => {
      moneyNodes(x, [...path, i], out);
    });
  else if (v !== null && typeof v === "object")
    for (const [k, x] of Object.entries(v)) moneyNodes(x, [...path, k], out);
  return out;
}

export const R = (s: string): Rational => Rational.parse(s);
export const minorOf = (m: Json | undefined): Rational => R((m as unknown as MoneyNode).minor);
export function total(xs: readonly Rational[]): Rational {
  return xs.reduce((a, x) => a.add(x), Rational.ZERO);
}

export function pathText(p: Path): string {
  return p.map((s) => (typeof s === "number" ? `[${s}]` : `.${s}`)).join("");
}

/**
 * Check a property of an example's generated cases. On a failure the message
 * names the example, the seed, fast-check's path to the case, the error and the
 * case itself, so that it can be run again (SEALAW_PROPERTY_SEED, or fast-check's
 * seed and path).
 */
export function holds<T>(
  ex: Example,
  arb: fc.Arbitrary<T>,
  prop: (v: T) => void,
  show: (v: T) => unknown,
  runs = RUNS,
) {
  const details = fc.check(
    fc.property(arb, (v) => {
      prop(v);
    }),
    { numRuns: runs, seed: seedOf(ex.file) },
  );
  if (!details.failed) return;
  const cx = details.counterexample?.[0] as T | undefined;
  const err = details.errorInstance;
  const message = err instanceof Error ? err.message : String(err);
  assert.fail(
    [
      `${ex.file}: the property fails (SEALAW_PROPERTY_SEED=${SEED}; fast-check seed ${details.seed}, path ${details.counterexamplePath})`,
      message,
      "the case:",
      cx === undefined ? "(none)" : stringify(show(cx)),
    ].join("\n"),
  );
}

/** Every statement of a determination, by the id its settlements name. */
export function statements(d: Obj): { id: string; s: Obj }[] {
  const out: { id: string; s: Obj }[] = [];
  if (d.statement) out.push({ id: "general-average", s: d.statement as Obj });
  for (const a of (d.averages as Obj[] | undefined) ?? [])
    if (a.statement) out.push({ id: String(a.id), s: a.statement as Obj });
  return out;
}
