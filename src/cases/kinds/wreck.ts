/**
 * Case kind `wreck`: a ship or pieces of ships, or things from them, found ashore
 * or afloat with nobody aboard: what was found, in what state, what it fetched or
 * is worth, and what is to be done with it; the community that may have a claim.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema, idSchema } from "../common.js";
import { breachSchema, checkReferences, type Loose, PLACES, personSchema } from "../world.js";

export const WRECK_ITEMS = [
  "ship",
  "ship_piece",
  "mast",
  "yard",
  "topmast",
  "rudder",
  "boat",
  "leeboard",
  "hold_beam",
  "hofpahl",
  "cargo",
  "other",
] as const;

function item(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      id: idSchema,
      name: z.string().min(1).optional(),
      what: z
        .enum(WRECK_ITEMS)
        .describe(
          "ship (a whole ship), ship_piece (a piece of a ship's hull), mast, yard, topmast, rudder ('Rohr'), boat ('Schute'), leeboard ('Schwert'), hold_beam ('Lastbalken'), hofpahl, cargo (goods), other.",
        ),
      piece: z
        .enum(["half", "quarter", "large", "small"])
        .optional()
        .describe("For a ship_piece: half a ship, a quarter, another large piece, or a small piece."),
      drifted_ashore: z.boolean().default(false).describe("Came ashore by drifting."),
      leaking: z.boolean().default(false),
      abandoned: z.boolean().default(false).describe("Nobody aboard; left by its crew."),
      empty: z.boolean().default(false).describe("No cargo aboard."),
      stuck: z.boolean().default(false).describe("Stuck fast on the ground."),
      can_be_got_off: z.boolean().default(false).describe("Can be got off (refloated)."),
      value: amount.optional().describe("What it fetched or is valued at."),
    })
    .strict();
}

function facts(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      date: dateSchema.optional().describe("When it was found."),
      place: z.enum(PLACES).describe("Where it was found."),
      items: z.array(item(amount)).min(1).describe("What was found."),
      proceeds: amount
        .optional()
        .describe(
          "What the wreck fetched when sold, or its value, to be divided. Default: the sum of the items' values.",
        ),
      disposition: z
        .enum(["divide", "common_use", "undecided"])
        .default("undecided")
        .describe("Whether the wreck is divided, or put to common use."),
      breaches: z.array(breachSchema).default([]).describe("Breaches of the rules the case reports."),
      people: z.array(personSchema).default([]).describe("The community: households, the Vogt, the pastor."),
    })
    .strict()
    .superRefine((raw, ctx) => checkReferences(raw as unknown as Loose, ctx), { when: () => true });
}

export function wreckFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

export const wreckFactsJsonSchema = facts(anyAmountSchema);

export type WreckFacts = z.output<ReturnType<typeof wreckFactsSchema>>;
export type WreckItem = WreckFacts["items"][number];
