import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { z } from "zod";
import { ReadingSet } from "../core/reading.js";
import { STATUTES } from "../law/index.js";
import { amountSchema } from "./common.js";
import { compileFast, tieredSafeParse } from "./compiled.js";
import { envelopeSchema } from "./envelope.js";
import { parseCaseText } from "./parse.js";

interface Example {
  readonly file: string;
  readonly data: Record<string, unknown>;
  readonly schema: z.ZodType;
}

/** Every example file with the facts schema of its kind and currency. */
function examples(): Example[] {
  const root = new URL("../../examples/", import.meta.url);
  const out: Example[] = [];
  for (const dir of readdirSync(root)) {
    for (const f of readdirSync(new URL(`${dir}/`, root)).filter((x) => x.endsWith(".yaml"))) {
      const file = `${dir}/${f}`;
      const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data as Record<string, unknown>;
      const statute = STATUTES.find((s) => s.id === data.statute);
      const kind = statute?.kinds.find((k) => k.kind === data.kind);
      if (!statute || !kind) continue;
      for (const id of statute.currencies) {
        const currency = statute.currency(id, new ReadingSet(statute.readings));
        if (currency) out.push({ file: `${file} (${id})`, data, schema: kind.facts(amountSchema(currency)) });
      }
    }
  }
  return out;
}

/** What a parse comes to, comparable: the data, or the issues. */
function result(r: z.ZodSafeParseResult<unknown>): unknown {
  return r.success ? { data: r.data } : { issues: r.error.issues };
}

/** A value to put somewhere in a case: of every kind a field might wrongly hold. */
const junk = fc.oneof(
  fc.string(),
  fc.constantFrom("", "x", "1/2", "3 rd", "-1", "1 1/2", "inside_reefs", "1690-05-10", "peder"),
  fc.integer({ min: -3, max: 1000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant([]),
  fc.constant({}),
);

/** A copy of `v` with one member, somewhere inside it, replaced, removed or added. */
function mutate(v: unknown, path: readonly number[], replacement: unknown, how: number): unknown {
  if (v === null || typeof v !== "object") return replacement;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(v) ? [...v] : { ...(v as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || path.length === 0) {
    (copy as Record<string, unknown>)[how % 2 === 0 ? "unknown_field" : "0"] = replacement;
    return copy;
  }
  const key = keys[(path[0] as number) % keys.length] as string;
  const rec = copy as Record<string, unknown>;
  if (path.length === 1 && how % 3 === 0) delete rec[key];
  else rec[key] = mutate(rec[key], path.slice(1), replacement, how);
  return copy;
}

describe("facts schemas compiled for speed", () => {
  const all = examples();

  test("every kind's facts schema compiles, and so does the envelope", () => {
    assert.ok(all.length > 40);
    for (const e of all) assert.ok(compileFast(e.schema), `${e.file} compiles`);
    assert.ok(compileFast(envelopeSchema));
  });

  test("each example's facts parse to the same data compiled as not", () => {
    for (const e of all) {
      const fast = tieredSafeParse(e.schema, 1);
      assert.deepStrictEqual(result(fast(e.data.facts)), result(e.schema.safeParse(e.data.facts)), e.file);
      assert.deepStrictEqual(result(fast(e.data)), result(e.schema.safeParse(e.data)), `${e.file}: the envelope`);
    }
  });

  test("property: a changed case parses to the same data, or fails with the same issues", () => {
    const compiled = all.map((e) => ({ e, fast: tieredSafeParse(e.schema, 1) }));
    const env = tieredSafeParse(envelopeSchema, 1);
    fc.assert(
      fc.property(
        fc.nat({ max: compiled.length - 1 }),
        fc.array(fc.nat({ max: 40 }), { minLength: 0, maxLength: 5 }),
        junk,
        fc.nat(),
        (i, path, replacement, how) => {
          const { e, fast } = compiled[i] as (typeof compiled)[number];
          const facts = mutate(e.data.facts, path, replacement, how);
          assert.deepStrictEqual(result(fast(facts)), result(e.schema.safeParse(facts)), e.file);
          const whole = mutate(e.data, path, replacement, how);
          assert.deepStrictEqual(result(env(whole)), result(envelopeSchema.safeParse(whole)), `${e.file}: envelope`);
        },
      ),
      { numRuns: 1500 },
    );
  });

  test("the schema is compiled only after it has been used often enough", () => {
    const e = all[0] as Example;
    let calls = 0;
    const counting = new Proxy(e.schema, {
      get(target, prop, receiver) {
        if (prop === "safeParse") calls++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const parse = tieredSafeParse(counting, 3);
    parse(e.data.facts);
    parse(e.data.facts);
    assert.equal(calls, 2, "the first parses are the schema's own");
    parse(e.data.facts);
    parse(e.data.facts);
    assert.equal(calls, 2, "then the compiled path takes valid facts");
  });
});
