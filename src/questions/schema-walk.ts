/**
 * Reading a kind's facts schema as a questionnaire: where a path leads in the
 * schema, which fields a part of a case leaves out, what a stand-in value for a
 * missing field looks like, and what kind of answer a field takes.
 *
 * Everything here is read off the JSON Schema of the kind (zod's own rendering of
 * its facts schema, as `sealaw schema` prints it), never from a list of fields per
 * kind, so a field added to a kind is asked about as soon as a rule reads it.
 */

/** The JSON Schema of each kind's facts (input side), made once; whatif reads it too. */
export { factsJsonSchema } from "../law/listing.js";

import { pathText, type Seg } from "../engine/reads.js";

export type { Seg };
export type Schema = Record<string, unknown>;

/** Follow `$ref`s to the schema they name. */
export function resolve(s: unknown, root: Schema): Schema | undefined {
  let x = s as Schema | undefined;
  for (let i = 0; i < 10 && x; i++) {
    const ref = x.$ref;
    if (typeof ref !== "string" || !ref.startsWith("#/$defs/")) return x;
    const named = (root.$defs as Record<string, Schema> | undefined)?.[ref.slice(8)];
    // A $ref beside its own description keeps the description.
    x = named && typeof x.description === "string" ? { ...named, description: x.description } : named;
  }
  return x;
}

export function plainObject(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype
    ? (v as Record<string, unknown>)
    : undefined;
}

/** The branch of a schema that fits a value's shape: an object, a list, or the schema itself. */
export function branchFor(s: Schema | undefined, root: Schema, v: unknown): Schema | undefined {
  const r = resolve(s, root);
  if (!r || !Array.isArray(r.anyOf)) return r;
  const want = Array.isArray(v) ? "array" : plainObject(v) ? "object" : undefined;
  const o = plainObject(v);
  let found: Schema | undefined;
  for (const b of r.anyOf as Schema[]) {
    const x = resolve(b, root);
    if (!x || want === undefined || x.type !== want) continue;
    // Of several mappings (a union told apart by a field such as `type`), the one
    // whose fields the value has and whose fixed values it matches.
    if (o && !fits(o, x, root)) {
      found ??= x;
      continue;
    }
    found = x;
    break;
  }
  if (!found) return r;
  return typeof r.description === "string" && found.description === undefined
    ? { ...found, description: r.description }
    : found;
}

function fits(o: Record<string, unknown>, s: Schema, root: Schema): boolean {
  const props = (s.properties ?? {}) as Record<string, Schema>;
  for (const [k, v] of Object.entries(o)) {
    if (!Object.hasOwn(props, k)) return false;
    const p = resolve(props[k], root);
    if (p?.const !== undefined && p.const !== v) return false;
    if (Array.isArray(p?.enum) && p.enum.length === 1 && p.enum[0] !== v) return false;
  }
  return true;
}

/** The structured branch of a schema (object or list), whatever the value. */
function structured(s: Schema | undefined, root: Schema): Schema | undefined {
  const r = resolve(s, root);
  if (!r || !Array.isArray(r.anyOf)) return r;
  for (const b of r.anyOf as Schema[]) {
    const x = resolve(b, root);
    if (x && (x.type === "object" || x.type === "array")) return x;
  }
  return r;
}

/**
 * The schema of the field at `path` under the facts, with its own description;
 * undefined off the schema. Given the facts, a union takes the branch they fit.
 */
export function schemaAt(root: Schema, path: readonly Seg[], data?: unknown): Schema | undefined {
  let s: Schema | undefined = resolve(root, root);
  let v: unknown = data;
  for (const seg of path) {
    const st = v !== undefined ? branchFor(s, root, v) : structured(s, root);
    v = v !== null && typeof v === "object" ? (v as Record<string | number, unknown>)[seg] : undefined;
    if (!st) return undefined;
    if (typeof seg === "number") {
      if (st.type !== "array") return undefined;
      s = resolve(st.items, root);
    } else {
      if (st.type !== "object") return undefined;
      const props = st.properties as Record<string, Schema> | undefined;
      if (!props || !Object.hasOwn(props, seg)) return undefined;
      s = resolve(props[seg], root);
    }
  }
  return s;
}

/** The value at `path`, or undefined where the path leads nowhere. */
export function valueAt(data: unknown, path: readonly Seg[]): unknown {
  let v: unknown = data;
  for (const seg of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}

/** Set the value at `path` in place (every container on the way exists). */
export function setIn(data: unknown, path: readonly Seg[], value: unknown): void {
  let x = data as Record<string | number, unknown>;
  for (const seg of path.slice(0, -1)) x = x[seg] as Record<string | number, unknown>;
  x[path[path.length - 1] as Seg] = value;
}

/** "people[3].aboard": the one notation of a path, the recorder of reads' (engine/reads.ts). */
export { pathText };

export interface Gap {
  path: Seg[];
  /** Required by the case format (a missing one must be given before the case can be decided). */
  required: boolean;
}

/**
 * The fields the schema knows at every mapping the facts give, that the facts
 * leave out: the required ones (holes) and the optional ones. Lists and mappings
 * that are given are walked; what is left out is not looked into.
 */
export function gaps(facts: unknown, root: Schema): Gap[] {
  const out: Gap[] = [];
  const walk = (v: unknown, s0: Schema | undefined, path: Seg[]): void => {
    const s = branchFor(s0, root, v);
    if (!s) return;
    const o = plainObject(v);
    if (s.type === "object" && o) {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [k, ps] of Object.entries(props)) {
        if (o[k] === undefined) out.push({ path: [...path, k], required: required.has(k) });
        else walk(o[k], ps, [...path, k]);
      }
      return;
    }
    if (s.type === "array" && Array.isArray(v)) {
      v.forEach((el, i) => {
        walk(el, s.items as Schema, [...path, i]);
      });
    }
  };
  walk(facts, root, []);
  return out;
}

/**
 * A value the schema accepts in place of a missing one, so that the rules can run
 * on: the first of named values, no, zero, a list of as few entries as it must
 * have. It is never shown as an answer; a read of it is the question.
 */
export function standIn(s0: Schema | undefined, root: Schema, n: { next: number }): unknown {
  const s = resolve(s0, root);
  if (!s) return null;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.anyOf)) return standIn(s.anyOf[0] as Schema, root, n);
  if (Array.isArray(s.type)) return standIn({ ...s, type: s.type[0] }, root, n);
  switch (s.type) {
    case "boolean":
      return false;
    case "integer":
    case "number":
      return typeof s.minimum === "number" ? s.minimum : 0;
    case "string": {
      n.next++;
      const pattern = typeof s.pattern === "string" ? new RegExp(s.pattern) : undefined;
      const min = typeof s.minLength === "number" ? s.minLength : 0;
      const tries = [`unknown-${n.next}`, "1666-01-01", "0"];
      return tries.find((t) => (!pattern || pattern.test(t)) && t.length >= min) ?? tries[0];
    }
    case "array": {
      const count = typeof s.minItems === "number" ? s.minItems : 0;
      return Array.from({ length: count }, () => standIn(s.items as Schema, root, n));
    }
    case "object": {
      const o: Record<string, unknown> = {};
      const props = (s.properties ?? {}) as Record<string, Schema>;
      for (const k of (s.required as string[] | undefined) ?? []) o[k] = standIn(props[k], root, n);
      return o;
    }
    default:
      return null;
  }
}
