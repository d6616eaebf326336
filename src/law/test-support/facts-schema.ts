/**
 * For the tests that decide raw facts through a kind's handler: the kind's facts
 * schema in a currency, built once for the test file and parsed with on every
 * case, as the engine does. Building a schema costs far more than a parse, and a
 * property test decides a case on every run. A schema is not changed by parsing
 * with it, so one test cannot alter another's.
 */

import type { z } from "zod";
import { amountSchema } from "../../cases/common.js";
import type { Currency } from "../../core/money.js";
import type { AnyKind } from "../statute.js";

const BUILT = new WeakMap<AnyKind, Map<Currency, z.ZodType>>();

/** `kind.facts(amountSchema(currency))`, built the first time it is asked for. */
export function factsSchema(kind: AnyKind, currency: Currency): z.ZodType {
  let byCurrency = BUILT.get(kind);
  if (byCurrency === undefined) {
    byCurrency = new Map();
    BUILT.set(kind, byCurrency);
  }
  let schema = byCurrency.get(currency);
  if (schema === undefined) {
    schema = kind.facts(amountSchema(currency));
    byCurrency.set(currency, schema);
  }
  return schema;
}
