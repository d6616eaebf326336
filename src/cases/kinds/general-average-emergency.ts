/**
 * The parts of a general average case (`general_average`) that the emergency and
 * its cost are told in: the emergency and how the measure was decided, the cargo
 * parcels with what of them went overboard and what damage they took, the ship's
 * gear given up, the crew hurt, the money laid out for the common safety, and the
 * particulars of the statement. general-average.ts puts them together.
 */

import { z } from "zod";
import { type AmountSchema, countSchema, dateProblem, dateSchema, exactNumberSchema, idSchema } from "../common.js";

type Amount = AmountSchema;

/** "1690-10-12" or "1690-10-12T14:30": a day, or a day and a time of day (24-hour clock). */
export const dateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d)?$/,
    "a date YYYY-MM-DD, or a date and time YYYY-MM-DDTHH:MM (24-hour clock)",
  )
  .check((ctx) => {
    const problem = /^\d{4}-\d{2}-\d{2}/.test(ctx.value) ? dateProblem(ctx.value.slice(0, 10)) : undefined;
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .describe("A date YYYY-MM-DD, or date and time YYYY-MM-DDTHH:MM, in the case's calendar.");

export const MEASURES = ["jettison", "cut_mast", "cut_cable", "cut_anchor_rope", "run_ashore", "other"] as const;
export type Measure = (typeof MEASURES)[number];

export const PACKING = ["packed", "bulk", "loose"] as const;
export type Packing = (typeof PACKING)[number];

const vote = z
  .object({
    for: countSchema(0).describe("How many were for the measure."),
    against: countSchema(0).describe("How many were against it."),
  })
  .strict();

export function emergency() {
  return z
    .object({
      date: dateSchema.optional().describe("The day of the emergency."),
      place: z.string().min(1).optional().describe("Where it happened, in words."),
      cause: z
        .enum(["storm", "other_distress"])
        .default("storm")
        .describe("What put ship and goods in danger: storm, or other distress (a leak, a lee shore ...)."),
      measures: z
        .array(z.enum(MEASURES))
        .min(1)
        .describe(
          "What was done: jettison (goods thrown overboard), cut_mast, cut_cable, cut_anchor_rope, run_ashore (the ship put ashore on purpose), other.",
        ),
      to_save: z
        .boolean()
        .default(true)
        .describe("It was done to save life, ship and goods (not for the ship alone, nor for one merchant)."),
      consulted: z
        .boolean()
        .optional()
        .describe(
          "The skipper first took counsel with the merchant or his agent aboard. Unknown when left out; not asked when none was aboard.",
        ),
      answer: z
        .enum(["consented", "refused"])
        .optional()
        .describe("What the merchant or his agent said when consulted: consented, or refused."),
      skipper_judged_necessary: z
        .boolean()
        .default(true)
        .describe("The skipper judged the measure necessary, whatever the merchant said."),
      crew_vote: vote.optional().describe("How the whole crew stood on the measure."),
      best_men_vote: vote
        .optional()
        .describe("How the best men of the crew (the officers and most experienced men) stood on it."),
      oath_sworn_ashore: z
        .boolean()
        .optional()
        .describe(
          "The crew, on coming ashore, declared on oath that it was done to save life, ship and goods. Unknown when left out.",
        ),
      average_allowed: z
        .boolean()
        .optional()
        .describe(
          "Where the measure was taken against the merchant's refusal and against the most and best of the crew, with no oath sworn: whether a court has found the loss to be average all the same (dl-averi/21). Left out: not yet found.",
        ),
    })
    .strict();
}

export function parcel(amount: Amount) {
  const jettisoned = z
    .object({
      value: amount
        .optional()
        .describe("The value of the part thrown overboard, at the same market. Left out: the whole parcel went."),
      order: countSchema(1)
        .optional()
        .describe("The order in which it went overboard: 1 first. Parcels thrown together share a number."),
      documented_value: amount
        .optional()
        .describe(
          "What the bill of lading and freight letter show of the goods thrown, when that is less than their value.",
        ),
      more_proved: z
        .boolean()
        .default(false)
        .describe("The skipper lawfully proved that more (or other) goods than the documents show were in the hold."),
      recovered: z
        .object({
          value: amount.describe("What the goods are worth as recovered."),
          date: dateSchema.optional(),
        })
        .strict()
        .optional()
        .describe("The goods thrown drifted ashore or were fished up, and the owner got them back."),
    })
    .strict();
  const damage = z
    .object({
      by_jettison: amount.optional().describe("Spoiled by the jettison, or washed by the sea in the course of it."),
      by_running_ashore: amount.optional().describe("Damaged when the ship was run ashore on purpose."),
      other: amount.optional().describe("Damaged by any other cause (the storm, a leak, bad stowage ...)."),
      after_restowing: amount.optional().describe("Damaged after the goods were stowed again and put in order."),
    })
    .strict();
  return z
    .object({
      id: idSchema.describe("The bill of lading's id: one parcel per bill of lading."),
      owner: idSchema.describe("The merchant who owns the goods (listed under people)."),
      shipper: idSchema.optional().describe("Who shipped them and owes the freight, if not the owner."),
      what: z.string().min(1).optional().describe("What the goods are, in words: 'rye', 'cloth in bales'."),
      value: amount
        .optional()
        .describe(
          "What the whole parcel, sound, is worth at the market price where the goods kept are sold. Left out: not yet appraised.",
        ),
      freight: amount.optional().describe("The freight agreed for carrying this parcel the whole voyage."),
      weight: exactNumberSchema.optional().describe("Its weight, in one unit for the whole cargo (e.g. skippund)."),
      heavy: z.boolean().optional().describe("Heavy goods, where no weight is given."),
      quantity: exactNumberSchema.optional().describe("Its quantity, e.g. lasts of grain (with `unit`)."),
      unit: z.string().min(1).optional().describe("The unit of `quantity`: 'lasts', 'barrels'."),
      packing: z
        .enum(PACKING)
        .default("packed")
        .describe(
          "packed (in packs, casks or barrels), bulk (poured loose into the hold, mixed with other owners' goods of the same kind), loose (unpacked, but kept apart).",
        ),
      heap: idSchema
        .optional()
        .describe(
          "For bulk goods: the heap (hold or bin) they were poured into together with other owners' goods. A loss of bulk goods is shared only within its heap (dl-averi/33). Left out: the bulk parcels of one kind ('what') and one unit lie in one heap.",
        ),
      bill_of_lading: z.boolean().default(true).describe("The skipper holds a bill of lading for it."),
      freight_letter: z.boolean().default(false).describe("The skipper holds a freight letter (charter party) for it."),
      jettisoned: jettisoned.optional().describe("What of it went overboard. Left out: all of it was kept."),
      damage: damage.optional().describe("Damage to the goods kept, by its cause."),
    })
    .strict();
}

export function sacrifice(amount: Amount) {
  return z
    .object({
      what: z
        .enum(["mast", "cable", "anchor_rope", "running_ashore", "other_gear"])
        .describe(
          "mast, cable or anchor_rope cut away; running_ashore (damage to the ship from being run ashore on purpose); other_gear cut away.",
        ),
      description: z.string().min(1).optional(),
      value: amount.describe("The loss to the ship: the value of what was cut away, or the damage."),
      recovered: z
        .object({ value: amount.describe("What the gear is worth as recovered.") })
        .strict()
        .optional()
        .describe("The gear cut away drifted ashore or was fished up, and the owners got it back."),
    })
    .strict();
}

export function injury(amount: Amount) {
  return z
    .object({
      person: idSchema.optional().describe("The seaman hurt (listed under people)."),
      doctor: amount.optional().describe("The doctor's or surgeon's fee."),
      burial: amount.optional().describe("The cost of his burial, if he died."),
      buried: z
        .enum(["on_land", "at_sea"])
        .optional()
        .describe("Where he was buried: on_land (ashore: 'om det er ved land, at dem begravelse gøres'), or at_sea."),
      paid_by: idSchema.optional().describe("Who laid the money out. Default: the ship's owners, through the skipper."),
    })
    .strict();
}

/** The kinds of an expense for the common safety, as a statement lists them. */
export const EXPENSES = ["tug", "port_of_refuge", "salvage", "other"] as const;

export function expense(amount: Amount) {
  return z
    .object({
      what: z
        .enum(EXPENSES)
        .describe(
          "tug (towage to safety), port_of_refuge (the costs of putting into a port of refuge), salvage (a salvor's bill), other.",
        ),
      description: z.string().min(1).optional().describe("The expense in words, as the statement shall name it."),
      amount: amount.describe("What was laid out."),
      paid_by: idSchema.optional().describe("Who laid the money out. Default: the ship's owners, through the skipper."),
    })
    .strict();
}

export function particulars() {
  return z
    .object({
      date: dateSchema.optional().describe("The day the statement is drawn up."),
      place: z.string().min(1).optional().describe("Where the statement is drawn up."),
      drawn_up_by: z
        .string()
        .min(1)
        .optional()
        .describe("Who drew the statement up: the adjuster, the court, good men."),
      rate_decimals: countSchema(0)
        .optional()
        .describe("How many decimals the rate of contribution is given to as a percentage. Default 4."),
    })
    .strict();
}
