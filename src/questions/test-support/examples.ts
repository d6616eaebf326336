/**
 * The shipped examples as the interview's tests read them, and the field names of a
 * kind's schema: what the tests of the questions' words share.
 */

import { plainObject } from "../schema-walk.js";

// The shipped examples, as the test of the rules' declared reads walks them too.
export { EXAMPLES_ROOT, type ShippedExample, shippedExamples } from "../../engine/observed-reads.js";

/** Every field name a JSON Schema gives a mapping, at any depth. */
export function fieldNames(schema: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) for (const x of schema) fieldNames(x, out);
  const o = plainObject(schema);
  if (!o) return out;
  for (const [k, v] of Object.entries(o)) {
    if (k === "properties" && plainObject(v)) for (const name of Object.keys(v as object)) out.add(name);
    fieldNames(v, out);
  }
  return out;
}
