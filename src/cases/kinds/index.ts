/** The kinds of case sealaw knows, each with its statute-neutral facts schema. */

import type { z } from "zod";
import type { AmountSchema } from "../common.js";
import { salvageFactsJsonSchema, salvageFactsSchema } from "./salvage.js";

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
];

export function findKind(kind: string): KindDef | undefined {
  return KINDS.find((k) => k.kind === kind);
}
