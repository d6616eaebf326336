/** The kinds of case sealaw knows, each with its statute-neutral facts schema. */

import type { z } from "zod";
import type { AmountSchema } from "../common.js";
import { findFactsJsonSchema, findFactsSchema } from "./find.js";
import { generalAverageFactsJsonSchema, generalAverageFactsSchema } from "./general-average.js";
import { pilotageFactsJsonSchema, pilotageFactsSchema } from "./pilotage.js";
import { salvageFactsJsonSchema, salvageFactsSchema } from "./salvage.js";
import { wreckFactsJsonSchema, wreckFactsSchema } from "./wreck.js";

export interface KindDef {
  readonly kind: string;
  readonly summary: string;
  readonly facts: (amount: AmountSchema) => z.ZodType;
  readonly jsonSchema: z.ZodType;
}

export const KINDS: readonly KindDef[] = [
  {
    kind: "salvage",
    summary:
      "Goods or a ship saved after a stranding, or goods come ashore by themselves, and the salvage money paid for them.",
    facts: salvageFactsSchema,
    jsonSchema: salvageFactsJsonSchema,
  },
  {
    kind: "pilotage",
    summary: "A ship that does not know the waters calls for a pilot, and pays pilot money.",
    facts: pilotageFactsSchema,
    jsonSchema: pilotageFactsJsonSchema,
  },
  {
    kind: "wreck",
    summary: "A ship, pieces of ships or things from them, found with nobody aboard.",
    facts: wreckFactsSchema,
    jsonSchema: wreckFactsJsonSchema,
  },
  {
    kind: "find",
    summary:
      "Something found at sea (wreck, an anchor, goods) by a skipper, fishermen or others, handed to the ruler's officer ashore, and perhaps claimed by its owner.",
    facts: findFactsSchema,
    jsonSchema: findFactsJsonSchema,
  },
  {
    kind: "general_average",
    summary:
      "A ship and her cargo in distress: goods thrown overboard, mast or cable cut, the ship run ashore, and the loss shared by ship, goods and freight; also goods taken by pirates, a defence, a ransom, a theft in harbour, lighterage and a grounding.",
    facts: generalAverageFactsSchema,
    jsonSchema: generalAverageFactsJsonSchema,
  },
];

export function findKind(kind: string): KindDef | undefined {
  return KINDS.find((k) => k.kind === kind);
}
