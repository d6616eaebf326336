/**
 * Reading a partial case: a case file whose facts leave out fields the case format
 * requires. Such a case cannot be decided, but it can be read as far as it goes.
 *
 * Every required field left out (a hole) is given a stand-in value the schema
 * accepts (schema-walk.ts), and the case is then validated like any other, with the
 * kind's own schema, except for its checks across fields (that every id named is
 * listed, that shares add up): those wait until nothing is missing, because a
 * missing list makes every reference to it look wrong. So a wrong value — a place
 * that is not a place, an amount that is not an amount — is refused at once with
 * the same issue, path and line as `decide` gives it; a missing one is a question.
 */

import type { z } from "zod";
import { amountSchema } from "../cases/common.js";
import { tieredSafeParse } from "../cases/compiled.js";
import type { Currency } from "../core/money.js";
import { type DecideOptions, type PreparedCase, prepare } from "../engine/decide.js";
import type { AnyKind } from "../law/statute.js";
import {
  factsJsonSchema,
  type Gap,
  gaps,
  pathText,
  plainObject,
  type Seg,
  schemaAt,
  setIn,
  standIn,
} from "./schema-walk.js";

export interface PartialCase {
  readonly prepared: PreparedCase;
  /** The facts as the file gives them (an empty mapping when it gives none). */
  readonly given: Record<string, unknown>;
  /** Required fields left out, by path text; each carries a stand-in in prepared.facts. */
  readonly holes: ReadonlyMap<string, Seg[]>;
  /** Every field the schema knows that the facts leave out, at each mapping they give. */
  readonly gaps: readonly Gap[];
  /**
   * Nothing is missing, but a check across fields fails: the facts were read
   * without those checks. `prepare(data)` gives the error decide gives.
   */
  readonly checksWait: boolean;
}

type Parse = (input: unknown) => z.ZodSafeParseResult<unknown>;

/** Each kind's facts schema, with and without its checks across fields, per currency, built once. */
const PARSERS = new WeakMap<AnyKind, Map<Currency, { full: Parse; loose: Parse }>>();

function parsers(handler: AnyKind, currency: Currency): { full: Parse; loose: Parse } {
  let byCurrency = PARSERS.get(handler);
  if (!byCurrency) {
    byCurrency = new Map();
    PARSERS.set(handler, byCurrency);
  }
  let parse = byCurrency.get(currency);
  if (!parse) {
    const schema = handler.facts(amountSchema(currency));
    const def = schema._zod.def as { checks?: unknown[] };
    const loose =
      def.checks && def.checks.length > 0
        ? schema.clone({ ...schema._zod.def, checks: [] } as typeof schema._zod.def)
        : schema;
    // Compiled once used often enough, as decide's own parser is (cases/compiled.ts): the same result.
    parse = { full: tieredSafeParse(schema), loose: tieredSafeParse(loose) };
    byCurrency.set(currency, parse);
  }
  return parse;
}

/**
 * Read a case whose facts may leave out required fields. Throws the CaseError
 * `decide` would throw for anything wrong in the envelope or in a value given;
 * a case with nothing missing is prepared exactly as `decide` prepares it.
 */
export function preparePartial(data: unknown, opts: DecideOptions = {}): PartialCase {
  const env = plainObject(data);
  const given = env ? (env.facts === undefined ? {} : plainObject(env.facts)) : undefined;
  // Not a case file, or facts that are not a mapping: decide's own error says so.
  if (!env || !given)
    return { prepared: prepare(data, opts), given: {}, holes: new Map(), gaps: [], checksWait: false };

  const holes = new Map<string, Seg[]>();
  let found: Gap[] = [];
  let checksWait = false;
  // The kind's schema is known once the envelope is read: the facts are read through it.
  const fill = (handler: AnyKind, currency: Currency) => {
    const { full, loose } = parsers(handler, currency);
    const root = factsJsonSchema(handler);
    return (input: unknown) => {
      found = gaps(input, root);
      const missing = found.filter((g) => g.required);
      // Nothing missing: the facts are read with every check, as decide reads them.
      // A check across fields may still fail only for a fact left at its default
      // that is yet to be answered (a ship that came to grief, still counted as
      // salvaging): the facts are then read without the checks, and the checks wait.
      if (missing.length === 0) {
        const r = full(input);
        if (r.success) return r;
        const l = loose(input);
        if (l.success) checksWait = true;
        return l.success ? l : r;
      }
      const filled = structuredClone(input);
      const n = { next: 0 };
      for (const g of missing) {
        holes.set(pathText(g.path), g.path);
        setIn(filled, g.path, standIn(schemaAt(root, g.path, input), root, n));
      }
      return loose(filled);
    };
  };
  const prepared = prepare(env.facts === undefined ? { ...env, facts: {} } : data, opts, fill);
  return { prepared, given, holes, gaps: found, checksWait };
}
