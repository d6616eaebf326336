/**
 * The other misfortunes of a voyage that a general average case (`general_average`)
 * may tell, each shared by its own rule: pirates who took goods, a defence against
 * an attack, a ransom, a theft in harbour, unloading into lighters, a grounding.
 * general-average.ts puts them together with the emergency.
 */

import { z } from "zod";
import { type AmountSchema, exactNumberSchema, idSchema } from "../common.js";

type Amount = AmountSchema;

export function piracy(amount: Amount) {
  return z
    .object({
      attackers: z
        .enum(["pirates", "freebooters", "enemies"])
        .default("pirates")
        .describe("Who came upon the ship: pirates, freebooters, or enemies.")
        .meta({ question: "Who came upon the ship: pirates, freebooters, or enemies?" }),
      bulk_taken: exactNumberSchema
        .optional()
        .describe("How much they took out of the bulk goods poured together in the hold, in the parcels' unit.")
        .meta({
          question: "How much did they take out of the bulk goods poured together in the hold, in the parcels' unit?",
        }),
      heap: idSchema
        .optional()
        .describe("The heap `bulk_taken` was taken from, where the bulk goods lie in more than one heap.")
        .meta({ question: "From which heap were the bulk goods taken, where they lie in more than one?" }),
      taken: z
        .array(
          z
            .object({
              parcel: idSchema
                .describe("The parcel goods were taken from.")
                .meta({ question: "Which parcel of the cargo did they take goods from ({who})?" }),
              quantity: exactNumberSchema
                .optional()
                .meta({ question: "How much was taken ({who}), in the parcel's unit?" }),
              value: amount
                .optional()
                .describe("The value of what was taken.")
                .meta({ question: "What were the goods taken worth ({who})?" }),
            })
            .strict(),
        )
        .default([])
        .describe(
          "Goods taken from particular parcels (goods in packs, casks or barrels, or kept apart). What is listed as taken from a bulk parcel is taken out of that parcel's heap.",
        )
        .meta({
          question: "How many particular parcels (in packs, casks or barrels, or kept apart) did they take goods from?",
        }),
    })
    .strict();
}

export function defence(amount: Amount) {
  return z
    .object({
      attackers: z
        .enum(["pirates", "freebooters", "enemies"])
        .default("pirates")
        .meta({ question: "Who attacked the ship: pirates, freebooters, or enemies?" }),
      wounded: z
        .array(idSchema)
        .default([])
        .describe("The crew wounded or maimed in the defence (listed under people).")
        .meta({ question: "Which of the crew were wounded or maimed in the defence?" }),
      doctor: amount
        .optional()
        .describe("The doctor's fees for the wounded.")
        .meta({ question: "What were the doctor's fees for the wounded?" }),
      substitutes: amount
        .optional()
        .describe("The wages ('hyre') and portage ('føring') of the men taken on in place of the wounded.")
        .meta({
          question: "What were the wages ('hyre') and portage ('føring') of the men taken on in place of the wounded?",
        }),
      other_costs: amount
        .optional()
        .describe("All other costs of the defence.")
        .meta({ question: "What else did the defence cost?" }),
      paid_by: idSchema
        .optional()
        .describe("Who laid the money out. Default: the ship's owners, through the skipper.")
        .meta({ question: "Who laid out the money for the defence, if not the ship's owners through the skipper?" }),
    })
    .strict();
}

export function ransom(amount: Amount) {
  return z
    .object({
      amount: amount
        .describe("The sum paid to buy ship and goods free.")
        .meta({ question: "What sum was paid to buy ship and goods free?" }),
      proved: z
        .boolean()
        .optional()
        .describe("The skipper lawfully proved the ransom. Unknown when left out.")
        .meta({ question: "Did the skipper lawfully prove the ransom?" }),
      paid_by: idSchema
        .optional()
        .describe("Who paid it. Default: the ship's owners, through the skipper.")
        .meta({ question: "Who paid the ransom, if not the ship's owners through the skipper?" }),
    })
    .strict();
}

export function theft(amount: Amount) {
  return z
    .object({
      what: z
        .enum(["gear", "goods"])
        .describe("The ship's gear, or goods aboard.")
        .meta({ question: "What was stolen ({who}): the ship's gear, or goods aboard?" }),
      parcel: idSchema
        .optional()
        .describe("For goods: the parcel they were taken from.")
        .meta({ question: "From which parcel of the cargo were the goods stolen ({who})?" }),
      value: amount
        .describe("The value of what was taken.")
        .meta({ question: "What was the value of what was stolen ({who})?" }),
      special_cause: z
        .string()
        .min(1)
        .optional()
        .describe("A special cause said to bind everyone interested in ship and goods to bear it pro rata, in words.")
        .meta({
          question:
            "What special cause is said to bind everyone interested in ship and goods to bear the loss pro rata ({who})?",
        }),
      special_cause_found: z
        .boolean()
        .optional()
        .describe("Whether that cause has been found (by a court or assessors) to bind them. Unknown when left out.")
        .meta({ question: "Has that special cause been found, by a court or assessors, to bind them ({who})?" }),
    })
    .strict();
}

export function lighterage(amount: Amount) {
  return z
    .object({
      shallow_water: z
        .boolean()
        .default(true)
        .describe(
          "The ship drew too much water to reach the place she was chartered to, and had to unload into lighters.",
        )
        .meta({
          question:
            "Did the ship draw too much water to reach the place she was chartered to, so that she had to unload into lighters?",
        }),
      lighter_hire: amount
        .optional()
        .describe("The hire of the lighters (prams or boats).")
        .meta({ question: "What was the hire of the lighters (prams or boats)?" }),
      lighterage_money: amount
        .optional()
        .describe("The lighterage money ('prampenge').")
        .meta({ question: "What was the lighterage money ('prampenge')?" }),
      paid_by: idSchema.optional().describe("Who paid them. Default: the ship's owners, through the skipper.").meta({
        question: "Who paid the lighters' hire and the lighterage money, if not the ship's owners through the skipper?",
      }),
      local_custom: z
        .string()
        .min(1)
        .optional()
        .describe("How the custom of the port shares lighterage between ship and goods, in words, where known.")
        .meta({
          question: "How does the custom of the port share lighterage between ship and goods, where it is known?",
        }),
      goods_lost: z
        .array(
          z
            .object({
              parcel: idSchema.meta({
                question: "Which parcel of the cargo was lost or spoiled in the lighters ({who})?",
              }),
              loss: amount
                .describe("What was lost or spoiled of it in the lighters.")
                .meta({ question: "What was lost or spoiled in the lighters ({who})?" }),
            })
            .strict(),
        )
        .default([])
        .describe("Goods lost or damaged in the lighters.")
        .meta({ question: "How many parcels were lost or damaged in the lighters?" }),
      lighter_damage: z
        .array(
          z
            .object({
              lighterman: idSchema
                .optional()
                .describe("Whose lighter (listed under people).")
                .meta({ question: "Whose lighter was damaged ({who})?" }),
              amount: amount
                .describe("The damage to the lighter.")
                .meta({ question: "How much was the damage to the lighter ({who})?" }),
            })
            .strict(),
        )
        .default([])
        .describe("Damage to the hired lighters themselves.")
        .meta({ question: "How many of the hired lighters were themselves damaged?" }),
    })
    .strict();
}

export function grounding(amount: Amount) {
  return z
    .object({
      lightered: z
        .boolean()
        .default(true)
        .describe("The skipper got small vessels and prams to unload the goods into and lighten the ship off.")
        .meta({
          question: "Did the skipper get small vessels and prams to unload the goods into and lighten the ship off?",
        }),
      ship_repair: amount
        .optional()
        .describe("What repairing the ship cost.")
        .meta({ question: "What did repairing the ship cost?" }),
      costs_on_goods: amount
        .describe("The costs on the goods: unloading, lighter hire, carrying them back aboard.")
        .meta({ question: "What were the costs on the goods: unloading, lighter hire, carrying them back aboard?" }),
      paid_by: idSchema
        .optional()
        .describe("Who laid the costs on the goods out. Default: the skipper, who hired the lighters.")
        .meta({ question: "Who laid out the costs on the goods, if not the skipper, who hired the lighters?" }),
    })
    .strict();
}
