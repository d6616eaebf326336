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

/** How those who stood on the measure (`of`: "the whole crew", "the best men") voted. */
function vote(of: string) {
  return z
    .object({
      for: countSchema(0)
        .describe("How many were for the measure.")
        .meta({ question: `How many of ${of} were for the measure?` }),
      against: countSchema(0)
        .describe("How many were against it.")
        .meta({ question: `How many of ${of} were against it?` }),
    })
    .strict();
}

export function emergency() {
  return z
    .object({
      date: dateSchema
        .optional()
        .describe("The day of the emergency.")
        .meta({ question: "On what day was the emergency?" }),
      place: z
        .string()
        .min(1)
        .optional()
        .describe("Where it happened, in words.")
        .meta({ question: "Where did it happen?" }),
      cause: z
        .enum(["storm", "other_distress"])
        .default("storm")
        .describe("What put ship and goods in danger: storm, or other distress (a leak, a lee shore ...).")
        .meta({ question: "What put ship and goods in danger: a storm, or other distress (a leak, a lee shore ...)?" }),
      measures: z
        .array(z.enum(MEASURES))
        .min(1)
        .describe(
          "What was done: jettison (goods thrown overboard), cut_mast, cut_cable, cut_anchor_rope, run_ashore (the ship put ashore on purpose), other.",
        )
        .meta({
          question:
            "What was done to save ship and goods: goods thrown overboard, the mast, a cable or the anchor rope cut, the ship run ashore on purpose, other (all that apply)?",
        }),
      to_save: z
        .boolean()
        .default(true)
        .describe("It was done to save life, ship and goods (not for the ship alone, nor for one merchant).")
        .meta({ question: "Was it done to save life, ship and goods (not for the ship alone, nor for one merchant)?" }),
      consulted: z
        .boolean()
        .optional()
        .describe(
          "The skipper first took counsel with the merchant or his agent aboard. Unknown when left out; not asked when none was aboard.",
        )
        .meta({ question: "Did the skipper first take counsel with the merchant or his agent aboard?" }),
      answer: z
        .enum(["consented", "refused"])
        .optional()
        .describe("What the merchant or his agent said when consulted: consented, or refused.")
        .meta({ question: "What did the merchant or his agent say when consulted: did he consent, or refuse?" }),
      skipper_judged_necessary: z
        .boolean()
        .default(true)
        .describe("The skipper judged the measure necessary, whatever the merchant said.")
        .meta({ question: "Did the skipper judge the measure necessary, whatever the merchant said?" }),
      crew_vote: vote("the whole crew")
        .optional()
        .describe("How the whole crew stood on the measure.")
        .meta({ question: "Is it known how the whole crew stood on the measure?" }),
      best_men_vote: vote("the best men of the crew")
        .optional()
        .describe("How the best men of the crew (the officers and most experienced men) stood on it.")
        .meta({
          question: "Is it known how the best men of the crew (the officers and most experienced men) stood on it?",
        }),
      oath_sworn_ashore: z
        .boolean()
        .optional()
        .describe(
          "The crew, on coming ashore, declared on oath that it was done to save life, ship and goods. Unknown when left out.",
        )
        .meta({
          question: "Did the crew, on coming ashore, declare on oath that it was done to save life, ship and goods?",
        }),
      average_allowed: z
        .boolean()
        .optional()
        .describe(
          "Where the measure was taken against the merchant's refusal and against the most and best of the crew, with no oath sworn: whether a court has found the loss to be average all the same (dl-averi/21). Left out: not yet found.",
        )
        .meta({
          question:
            "Has a court found the loss to be average all the same, the measure having been taken against the merchant's refusal and against the most and best of the crew, with no oath sworn (dl-averi/21)?",
        }),
    })
    .strict();
}

export function parcel(amount: Amount) {
  const jettisoned = z
    .object({
      value: amount
        .optional()
        .describe("The value of the part thrown overboard, at the same market. Left out: the whole parcel went.")
        .meta({ question: "What was the part of {who} thrown overboard worth, at the same market?" }),
      order: countSchema(1)
        .optional()
        .describe("The order in which it went overboard: 1 first. Parcels thrown together share a number.")
        .meta({ question: "In what order did {who} go overboard (1 first; parcels thrown together share a number)?" }),
      documented_value: amount
        .optional()
        .describe(
          "What the bill of lading and freight letter show of the goods thrown, when that is less than their value.",
        )
        .meta({
          question:
            "What do the bill of lading and freight letter show of the goods of {who} thrown, where that is less than their worth?",
        }),
      more_proved: z
        .boolean()
        .default(false)
        .describe("The skipper lawfully proved that more (or other) goods than the documents show were in the hold.")
        .meta({
          question:
            "Did the skipper lawfully prove that more (or other) goods of {who} were in the hold than the documents show?",
        }),
      recovered: z
        .object({
          value: amount
            .describe("What the goods are worth as recovered.")
            .meta({ question: "What are the goods of {who} worth as recovered?" }),
          date: dateSchema.optional().meta({ question: "On what day were the goods of {who} recovered?" }),
        })
        .strict()
        .optional()
        .describe("The goods thrown drifted ashore or were fished up, and the owner got them back.")
        .meta({
          question: "Did the goods of {who} thrown drift ashore or get fished up, and did the owner get them back?",
        }),
    })
    .strict();
  const damage = z
    .object({
      by_jettison: amount
        .optional()
        .describe("Spoiled by the jettison, or washed by the sea in the course of it.")
        .meta({
          question: "What damage did {who} take from the jettison, spoiled or washed by the sea in the course of it?",
        }),
      by_running_ashore: amount
        .optional()
        .describe("Damaged when the ship was run ashore on purpose.")
        .meta({ question: "What damage did {who} take when the ship was run ashore on purpose?" }),
      other: amount
        .optional()
        .describe("Damaged by any other cause (the storm, a leak, bad stowage ...).")
        .meta({ question: "What damage did {who} take from any other cause (the storm, a leak, bad stowage ...)?" }),
      after_restowing: amount
        .optional()
        .describe("Damaged after the goods were stowed again and put in order.")
        .meta({ question: "What damage did {who} take after the goods were stowed again and put in order?" }),
    })
    .strict();
  return z
    .object({
      id: idSchema.describe("The bill of lading's id: one parcel per bill of lading.").meta({
        question:
          "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?",
      }),
      owner: idSchema
        .describe("The merchant who owns the goods (listed under people).")
        .meta({ question: "Which merchant owns the goods of {who}?" }),
      shipper: idSchema
        .optional()
        .describe("Who shipped them and owes the freight, if not the owner.")
        .meta({ question: "Who shipped {who} and owes its freight, if not its owner?" }),
      what: z
        .string()
        .min(1)
        .optional()
        .describe("What the goods are, in words: 'rye', 'cloth in bales'.")
        .meta({ question: "What goods are in {who} ('rye', 'cloth in bales')?" }),
      value: amount
        .optional()
        .describe(
          "What the whole parcel, sound, is worth at the market price where the goods kept are sold. Left out: not yet appraised.",
        )
        .meta({ question: "What is {who} worth, whole and sound, at the market price where the goods kept are sold?" }),
      freight: amount
        .optional()
        .describe("The freight agreed for carrying this parcel the whole voyage.")
        .meta({ question: "What freight was agreed for carrying {who} the whole voyage?" }),
      weight: exactNumberSchema
        .optional()
        .describe("Its weight, in one unit for the whole cargo (e.g. skippund).")
        .meta({ question: "What does {who} weigh, in one unit for the whole cargo (e.g. skippund)?" }),
      heavy: z
        .boolean()
        .optional()
        .describe("Heavy goods, where no weight is given.")
        .meta({ question: "Are the goods of {who} heavy (where no weight is given)?" }),
      quantity: exactNumberSchema
        .optional()
        .describe("Its quantity, e.g. lasts of grain (with `unit`).")
        .meta({ question: "How much is {who}, in its unit (e.g. lasts of grain)?" }),
      unit: z
        .string()
        .min(1)
        .optional()
        .describe("The unit of `quantity`: 'lasts', 'barrels'.")
        .meta({ question: "In what unit is the quantity of {who} given ('lasts', 'barrels')?" }),
      packing: z
        .enum(PACKING)
        .default("packed")
        .describe(
          "packed (in packs, casks or barrels), bulk (poured loose into the hold, mixed with other owners' goods of the same kind), loose (unpacked, but kept apart).",
        )
        .meta({
          question:
            "How was {who} stowed: packed (in packs, casks or barrels), poured in bulk into the hold with other owners' goods of its kind, or loose but kept apart?",
        }),
      heap: idSchema
        .optional()
        .describe(
          "For bulk goods: the heap (hold or bin) they were poured into together with other owners' goods. A loss of bulk goods is shared only within its heap (dl-averi/33). Left out: the bulk parcels of one kind ('what') and one unit lie in one heap.",
        )
        .meta({
          question: "Into which heap (hold or bin) were the bulk goods of {who} poured, with other owners' goods?",
        }),
      bill_of_lading: z
        .boolean()
        .default(true)
        .describe("The skipper holds a bill of lading for it.")
        .meta({ question: "Does the skipper hold a bill of lading for {who}?" }),
      freight_letter: z
        .boolean()
        .default(false)
        .describe("The skipper holds a freight letter (charter party) for it.")
        .meta({ question: "Does the skipper hold a freight letter (charter party) for {who}?" }),
      jettisoned: jettisoned
        .optional()
        .describe("What of it went overboard. Left out: all of it was kept.")
        .meta({ question: "Did any of {who} go overboard?" }),
      damage: damage
        .optional()
        .describe("Damage to the goods kept, by its cause.")
        .meta({ question: "Did the goods of {who} that were kept take damage?" }),
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
        )
        .meta({
          question:
            "What did the ship give up in {who}: the mast, a cable or the anchor rope cut away, hull damage from running ashore on purpose, or other gear cut away?",
        }),
      description: z.string().min(1).optional().meta({ question: "How shall the statement describe {who}?" }),
      value: amount
        .describe("The loss to the ship: the value of what was cut away, or the damage.")
        .meta({ question: "What was the loss to the ship in {who}: the value of what was cut away, or the damage?" }),
      recovered: z
        .object({
          value: amount
            .describe("What the gear is worth as recovered.")
            .meta({ question: "What is the gear of {who} worth as recovered?" }),
        })
        .strict()
        .optional()
        .describe("The gear cut away drifted ashore or was fished up, and the owners got it back.")
        .meta({ question: "Did the gear of {who} drift ashore or get fished up, and did the owners get it back?" }),
    })
    .strict();
}

export function injury(amount: Amount) {
  return z
    .object({
      person: idSchema
        .optional()
        .describe("The seaman hurt (listed under people).")
        .meta({ question: "Which seaman was hurt ({who})?" }),
      doctor: amount
        .optional()
        .describe("The doctor's or surgeon's fee.")
        .meta({ question: "What was the doctor's or surgeon's fee for {who}?" }),
      burial: amount
        .optional()
        .describe("The cost of his burial, if he died.")
        .meta({ question: "What did the burial cost, if the one hurt in {who} died?" }),
      buried: z
        .enum(["on_land", "at_sea"])
        .optional()
        .describe("Where he was buried: on_land (ashore: 'om det er ved land, at dem begravelse gøres'), or at_sea.")
        .meta({
          question:
            "Where was the one hurt in {who} buried: on land ('om det er ved land, at dem begravelse gøres'), or at sea?",
        }),
      paid_by: idSchema
        .optional()
        .describe("Who laid the money out. Default: the ship's owners, through the skipper.")
        .meta({ question: "Who laid out the money for {who}, if not the ship's owners through the skipper?" }),
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
        )
        .meta({
          question:
            "What was {who}: towage to safety, the costs of putting into a port of refuge, a salvor's bill, or other?",
        }),
      description: z
        .string()
        .min(1)
        .optional()
        .describe("The expense in words, as the statement shall name it.")
        .meta({ question: "How shall the statement name {who}?" }),
      amount: amount.describe("What was laid out.").meta({ question: "How much was laid out for {who}?" }),
      paid_by: idSchema
        .optional()
        .describe("Who laid the money out. Default: the ship's owners, through the skipper.")
        .meta({ question: "Who laid out the money for {who}, if not the ship's owners through the skipper?" }),
    })
    .strict();
}

export function particulars() {
  return z
    .object({
      date: dateSchema
        .optional()
        .describe("The day the statement is drawn up.")
        .meta({ question: "On what day is the statement drawn up?" }),
      place: z
        .string()
        .min(1)
        .optional()
        .describe("Where the statement is drawn up.")
        .meta({ question: "Where is the statement drawn up?" }),
      drawn_up_by: z
        .string()
        .min(1)
        .optional()
        .describe("Who drew the statement up: the adjuster, the court, good men.")
        .meta({ question: "Who draws the statement up: the adjuster, the court, good men?" }),
      rate_decimals: countSchema(0)
        .optional()
        .describe("How many decimals the rate of contribution is given to as a percentage. Default 4.")
        .meta({ question: "To how many decimals shall the rate of contribution be given, as a percentage?" }),
    })
    .strict();
}
