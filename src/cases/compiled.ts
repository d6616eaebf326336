/**
 * Validating many cases fast: a schema compiled to plain code for the cases that
 * are valid, with the schema itself behind it for everything else.
 *
 * zod can compile a schema (`z.compile`) into a function that parses a valid
 * input in one pass and refuses anything else. It refuses schemas whose
 * top-level checks carry a `when` condition, which the facts schemas use so that
 * their cross-reference checks run even where other fields are wrong. So the
 * object is compiled without those checks, and the checks are run here on the
 * compiled result, as the schema would run them on a value without issues.
 *
 * Only a success is ever taken from the compiled path. Whenever it refuses an
 * input, or a check finds an issue, the input is parsed again by the schema
 * itself, so that every issue is reported exactly as before. Compiling costs a
 * few milliseconds, more than a parse, so a schema is compiled only once it has
 * been used `COMPILE_AFTER` times: a single decision never pays for it.
 */

import { z } from "zod";

/** Parses before a schema is worth compiling. */
export const COMPILE_AFTER = 16;

/** What a check of zod's looks like inside: its definition, and the function that runs it. */
interface CheckInternals {
  readonly _zod: {
    readonly def: { readonly when?: (payload: Payload) => boolean };
    readonly check: (payload: Payload) => unknown;
  };
}

interface Payload {
  value: unknown;
  issues: unknown[];
}

/**
 * The compiled path for `schema`: a function giving the parsed value, or
 * undefined where the schema itself must decide. Undefined when the schema
 * cannot be compiled (then the schema is always used).
 */
export function compileFast(schema: z.ZodType): ((input: unknown) => { value: unknown } | undefined) | undefined {
  const def = schema._zod.def as { checks?: readonly CheckInternals[] };
  const checks = def.checks ?? [];
  let compiled: z.ZodType;
  try {
    const bare =
      checks.length > 0 ? schema.clone({ ...schema._zod.def, checks: [] } as typeof schema._zod.def) : schema;
    compiled = z.compile(bare, { strict: true });
  } catch {
    return undefined;
  }
  return (input) => {
    const r = compiled.safeParse(input);
    if (!r.success) return undefined;
    if (checks.length === 0) return { value: r.data };
    const payload: Payload = { value: r.data, issues: [] };
    for (const ch of checks) {
      const when = ch._zod.def.when;
      if (when && !when(payload)) continue;
      if (ch._zod.check(payload) instanceof Promise) return undefined;
    }
    return payload.issues.length === 0 ? { value: payload.value } : undefined;
  };
}

/**
 * `schema.safeParse`, compiled once it has been used often enough. The result
 * is the schema's own: the same data for a valid input, the same issues for an
 * invalid one.
 */
export function tieredSafeParse<T extends z.ZodType>(
  schema: T,
  after = COMPILE_AFTER,
): (input: unknown) => z.ZodSafeParseResult<z.output<T>> {
  let uses = 0;
  let fast: ((input: unknown) => { value: unknown } | undefined) | null | undefined;
  return (input) => {
    if (fast === undefined && ++uses >= after) fast = compileFast(schema) ?? null;
    if (fast) {
      const got = fast(input);
      if (got) return { success: true, data: got.value as z.output<T> };
    }
    return schema.safeParse(input);
  };
}
