/**
 * The shipped examples as the interview's tests read them, and the field names of a
 * kind's schema: what the tests of the questions' words share.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCaseText } from "../../cases/parse.js";
import { plainObject } from "../schema-walk.js";

/** The folder of the shipped examples. */
export const EXAMPLES_ROOT = join(import.meta.dirname, "..", "..", "..", "examples");

export interface ShippedExample {
  /** The file's path. */
  file: string;
  /** Its path under examples/ ("borkum-1666/foot-strand.yaml"). */
  name: string;
  /** The case file without its `expect:` block. */
  data: Record<string, unknown>;
}

/** Every shipped example, statute folder by statute folder. */
export function shippedExamples(): ShippedExample[] {
  return readdirSync(EXAMPLES_ROOT, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(EXAMPLES_ROOT, d.name))
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => join(EXAMPLES_ROOT, d.name, f)),
    )
    .map((file) => {
      const { expect: _e, ...data } = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
      return { file, name: file.slice(EXAMPLES_ROOT.length + 1), data };
    });
}

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
