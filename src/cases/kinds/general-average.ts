/**
 * Case kind `general_average`: a ship and her cargo in distress, what was given up
 * or spent to save them, and how the loss is shared.
 *
 * The facts are the world's: the voyage and the ship with her owners, the skipper's
 * value on her, the freight agreed; the people (merchants, their agents, the
 * charterer, the crew); the emergency and how the decision was taken; one cargo
 * parcel per bill of lading, with its value at the market where the goods kept
 * are sold, what of it went overboard and in which order, what documents cover it
 * and what damage it took and why; the ship's gear cut away; the crew hurt; and the
 * other misfortunes of a voyage that may be shared: pirates, a defence, a theft in
 * harbour, a ransom, unloading into lighters, a grounding. Any statute that speaks
 * of average can read them.
 *
 * The schema checks each parcel on its own and the references between them in one
 * pass with sets, so that a cargo list of a hundred thousand parcels parses in
 * linear time.
 */

import { z } from "zod";
import {
  type AmountSchema,
  anyAmountSchema,
  countSchema,
  dateProblem,
  dateSchema,
  exactNumberSchema,
  fractionSchema,
  idSchema,
} from "../common.js";
import {
  checkTheShip,
  type Issue,
  mapping,
  ON_A_MAPPING,
  PERSON_ROLES,
  peopleIndex,
  personSchema,
  records,
} from "../world.js";

type Amount = AmountSchema;

/** The roles of the shared world, and those a voyage adds. */
export const GA_ROLES = [
  ...PERSON_ROLES,
  "shipowner",
  "charterer",
  "agent",
  "seaman",
  "lighterman",
  "lender",
  "doctor",
] as const;

export type GaRole = (typeof GA_ROLES)[number];

export const gaPersonSchema = personSchema.extend({
  roles: z
    .array(z.enum(GA_ROLES))
    .default([])
    .describe(
      "What the person is: skipper, shipowner, merchant (owner of goods aboard), charterer (who chartered the ship, the 'befragter'), agent (acting for a merchant, e.g. a supercargo), seaman (one of the crew), lighterman, lender (on bottomry), doctor, other; and the roles of the shared world.",
    ),
  agent_for: idSchema.optional().describe("For an agent: the merchant he acts for (listed under people)."),
});

export type GaPerson = z.output<typeof gaPersonSchema>;

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

function emergency() {
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

function parcel(amount: Amount) {
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

function sacrifice(amount: Amount) {
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

function injury(amount: Amount) {
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

function expense(amount: Amount) {
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

function particulars() {
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

function piracy(amount: Amount) {
  return z
    .object({
      attackers: z
        .enum(["pirates", "freebooters", "enemies"])
        .default("pirates")
        .describe("Who came upon the ship: pirates, freebooters, or enemies."),
      bulk_taken: exactNumberSchema
        .optional()
        .describe("How much they took out of the bulk goods poured together in the hold, in the parcels' unit."),
      heap: idSchema
        .optional()
        .describe("The heap `bulk_taken` was taken from, where the bulk goods lie in more than one heap."),
      taken: z
        .array(
          z
            .object({
              parcel: idSchema.describe("The parcel goods were taken from."),
              quantity: exactNumberSchema.optional(),
              value: amount.optional().describe("The value of what was taken."),
            })
            .strict(),
        )
        .default([])
        .describe(
          "Goods taken from particular parcels (goods in packs, casks or barrels, or kept apart). What is listed as taken from a bulk parcel is taken out of that parcel's heap.",
        ),
    })
    .strict();
}

function defence(amount: Amount) {
  return z
    .object({
      attackers: z.enum(["pirates", "freebooters", "enemies"]).default("pirates"),
      wounded: z
        .array(idSchema)
        .default([])
        .describe("The crew wounded or maimed in the defence (listed under people)."),
      doctor: amount.optional().describe("The doctor's fees for the wounded."),
      substitutes: amount
        .optional()
        .describe("The wages ('hyre') and portage ('føring') of the men taken on in place of the wounded."),
      other_costs: amount.optional().describe("All other costs of the defence."),
      paid_by: idSchema.optional().describe("Who laid the money out. Default: the ship's owners, through the skipper."),
    })
    .strict();
}

function ransom(amount: Amount) {
  return z
    .object({
      amount: amount.describe("The sum paid to buy ship and goods free."),
      proved: z.boolean().optional().describe("The skipper lawfully proved the ransom. Unknown when left out."),
      paid_by: idSchema.optional().describe("Who paid it. Default: the ship's owners, through the skipper."),
    })
    .strict();
}

function theft(amount: Amount) {
  return z
    .object({
      what: z.enum(["gear", "goods"]).describe("The ship's gear, or goods aboard."),
      parcel: idSchema.optional().describe("For goods: the parcel they were taken from."),
      value: amount.describe("The value of what was taken."),
      special_cause: z
        .string()
        .min(1)
        .optional()
        .describe("A special cause said to bind everyone interested in ship and goods to bear it pro rata, in words."),
      special_cause_found: z
        .boolean()
        .optional()
        .describe("Whether that cause has been found (by a court or assessors) to bind them. Unknown when left out."),
    })
    .strict();
}

function lighterage(amount: Amount) {
  return z
    .object({
      shallow_water: z
        .boolean()
        .default(true)
        .describe(
          "The ship drew too much water to reach the place she was chartered to, and had to unload into lighters.",
        ),
      lighter_hire: amount.optional().describe("The hire of the lighters (prams or boats)."),
      lighterage_money: amount.optional().describe("The lighterage money ('prampenge')."),
      paid_by: idSchema.optional().describe("Who paid them. Default: the ship's owners, through the skipper."),
      local_custom: z
        .string()
        .min(1)
        .optional()
        .describe("How the custom of the port shares lighterage between ship and goods, in words, where known."),
      goods_lost: z
        .array(
          z
            .object({
              parcel: idSchema,
              loss: amount.describe("What was lost or spoiled of it in the lighters."),
            })
            .strict(),
        )
        .default([])
        .describe("Goods lost or damaged in the lighters."),
      lighter_damage: z
        .array(
          z
            .object({
              lighterman: idSchema.optional().describe("Whose lighter (listed under people)."),
              amount: amount.describe("The damage to the lighter."),
            })
            .strict(),
        )
        .default([])
        .describe("Damage to the hired lighters themselves."),
    })
    .strict();
}

function grounding(amount: Amount) {
  return z
    .object({
      lightered: z
        .boolean()
        .default(true)
        .describe("The skipper got small vessels and prams to unload the goods into and lighten the ship off."),
      ship_repair: amount.optional().describe("What repairing the ship cost."),
      costs_on_goods: amount.describe("The costs on the goods: unloading, lighter hire, carrying them back aboard."),
      paid_by: idSchema
        .optional()
        .describe("Who laid the costs on the goods out. Default: the skipper, who hired the lighters."),
    })
    .strict();
}

function facts(amount: Amount) {
  return z
    .object({
      voyage: z
        .object({
          from: z.string().min(1).optional().describe("The port of loading."),
          to: z.string().min(1).optional().describe("The port of discharge the ship was chartered to."),
          market: z.string().min(1).optional().describe("Where the goods kept are sold (their market)."),
          arrived: dateTimeSchema.optional().describe("When the ship arrived at the port of discharge."),
        })
        .strict()
        .default({})
        .describe("The voyage."),
      ship: z
        .object({
          id: idSchema,
          name: z.string().min(1).optional(),
          skipper: idSchema.describe("The person who sailed her (listed under people)."),
          owners: z
            .array(z.object({ person: idSchema, share: fractionSchema }).strict())
            .min(1)
            .describe("Who owns the ship and in what shares; the shares add up to 1."),
          valuation: amount
            .optional()
            .describe("The value the skipper puts on the ship, as he would keep it himself. Left out: not yet valued."),
          valuation_made_known: dateTimeSchema
            .optional()
            .describe(
              "When the skipper's valuation was made known to the charterer: his 24 hours run from then (dl-averi/23). Left out: not known, and asked for.",
            ),
          value_assessed: amount
            .optional()
            .describe(
              "The ship's value as assessed: where the skipper's valuation does not stand, or where nothing was thrown or cut and an average over ship and goods (dl-averi/35–39) needs her value.",
            ),
          freight_total: amount
            .optional()
            .describe("The freight agreed for the whole cargo, where it is not agreed per parcel."),
        })
        .strict()
        .describe("The ship."),
      charterer: idSchema.optional().describe("Who chartered the ship (listed under people)."),
      charterer_choice: z
        .object({
          choice: z
            .enum(["take", "leave", "none"])
            .describe(
              "take (the ship at the skipper's valuation), leave (it to the skipper at that value), none (he did not declare).",
            ),
          declared: dateTimeSchema.optional().describe("When he declared it."),
        })
        .strict()
        .optional()
        .describe("What the charterer chose on the skipper's valuation. Left out: he has not yet chosen."),
      goods_valued_at: z
        .enum(["market_of_sale", "other"])
        .default("market_of_sale")
        .describe("Where the parcels' values are taken: the market where the goods kept are sold, or elsewhere."),
      emergency: emergency().optional().describe("The storm or other distress, what was done and how it was decided."),
      cargo: z.array(parcel(amount)).default([]).describe("The cargo, one parcel per bill of lading."),
      sacrifices: z
        .array(sacrifice(amount))
        .default([])
        .describe("The ship's mast, cable, anchor rope or gear given up."),
      injuries: z.array(injury(amount)).default([]).describe("Crew hurt in the emergency."),
      expenses: z
        .array(expense(amount))
        .default([])
        .describe(
          "Money laid out for the common safety in the emergency: a tug, a port of refuge, a salvor's bill. The 1683 text lists no such item; which provision covers it is a reading (common_safety_expense).",
        ),
      statement: particulars()
        .optional()
        .describe("Particulars of the average statement: when, where and by whom it is drawn up."),
      portage: z
        .array(
          z
            .object({
              person: idSchema.describe("The seaman whose portage it is."),
              what: z.string().min(1).optional(),
              value: amount,
              jettisoned: z.boolean().default(false),
            })
            .strict(),
        )
        .default([])
        .describe("The crew's portage ('føring'): goods a seaman may carry on his own account."),
      bottomry: z
        .array(
          z
            .object({
              lender: idSchema.describe("Who lent the money (listed under people)."),
              amount,
              on: z.enum(["ship", "cargo"]).default("ship"),
            })
            .strict(),
        )
        .default([])
        .describe("Money lent on bottomry: repayable only if the ship arrives."),
      piracy: piracy(amount).optional().describe("Pirates or freebooters took goods at sea."),
      defence: defence(amount).optional().describe("The ship was attacked and defended herself."),
      ransom: ransom(amount).optional().describe("Ship and goods were seized and bought free."),
      harbour_theft: z.array(theft(amount)).default([]).describe("Gear or goods stolen while the ship lay in harbour."),
      lighterage: lighterage(amount).optional().describe("The goods were unloaded into lighters."),
      grounding: grounding(amount).optional().describe("The ship ran aground and was lightened off."),
      people: z.array(gaPersonSchema).min(1).describe("The skipper, owners, merchants, agents, charterer and crew."),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkGeneralAverage(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** Interest ids the average statement uses itself, which a parcel must not take. */
export const RESERVED_INTERESTS = ["ship", "freight"] as const;

/** At most this many issues of one kind are listed; the rest are counted. */
const MAX_LISTED = 20;

/** Every id the case names is listed where it must be; ids are unique; the owners' shares make 1. */
function checkGeneralAverage(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  let extra = 0;
  const issue = (path: (string | number)[], message: string) => {
    ctx.addIssue({ code: "custom", path, message });
  };
  const capped = (path: (string | number)[], message: string) => {
    if (extra++ < MAX_LISTED) issue(path, message);
  };
  const { person } = peopleIndex(f.people, issue, capped);
  const ship = mapping(f.ship);
  checkTheShip(ship, person, issue);
  person(["charterer"], f.charterer);
  records(f.people).forEach((p, i) => {
    person(["people", i, "agent_for"], p.agent_for);
    if (typeof p.aboard === "string" && ship && p.aboard !== ship.id) {
      issue(["people", i, "aboard"], `"${p.aboard}" is not the ship of this case ("${String(ship.id)}")`);
    }
  });
  const parcels = new Set<string>();
  records(f.cargo).forEach((c, i) => {
    const id = c.id;
    if (typeof id === "string") {
      if (parcels.has(id)) capped(["cargo", i, "id"], `the bill of lading "${id}" is listed twice`);
      if ((RESERVED_INTERESTS as readonly string[]).includes(id)) {
        issue(["cargo", i, "id"], `"${id}" names an interest of the average statement; give the parcel another id`);
      }
      parcels.add(id);
    }
    person(["cargo", i, "owner"], c.owner);
    person(["cargo", i, "shipper"], c.shipper);
  });
  const parcel = (path: (string | number)[], id: unknown) => {
    if (typeof id === "string" && !parcels.has(id)) capped(path, `no parcel of the cargo has the id "${id}"`);
  };
  records(f.injuries).forEach((x, i) => {
    person(["injuries", i, "person"], x.person);
    person(["injuries", i, "paid_by"], x.paid_by);
  });
  records(f.expenses).forEach((x, i) => {
    person(["expenses", i, "paid_by"], x.paid_by);
  });
  records(f.portage).forEach((x, i) => {
    person(["portage", i, "person"], x.person);
  });
  records(f.bottomry).forEach((x, i) => {
    person(["bottomry", i, "lender"], x.lender);
  });
  records(mapping(f.piracy)?.taken).forEach((x, i) => {
    parcel(["piracy", "taken", i, "parcel"], x.parcel);
  });
  const defence = mapping(f.defence);
  if (defence) {
    person(["defence", "paid_by"], defence.paid_by);
    (Array.isArray(defence.wounded) ? defence.wounded : []).forEach((id, i) => {
      person(["defence", "wounded", i], id);
    });
  }
  person(["ransom", "paid_by"], mapping(f.ransom)?.paid_by);
  records(f.harbour_theft).forEach((x, i) => {
    parcel(["harbour_theft", i, "parcel"], x.parcel);
  });
  const lighter = mapping(f.lighterage);
  if (lighter) {
    person(["lighterage", "paid_by"], lighter.paid_by);
    records(lighter.goods_lost).forEach((x, i) => {
      parcel(["lighterage", "goods_lost", i, "parcel"], x.parcel);
    });
    records(lighter.lighter_damage).forEach((x, i) => {
      person(["lighterage", "lighter_damage", i, "lighterman"], x.lighterman);
    });
  }
  person(["grounding", "paid_by"], mapping(f.grounding)?.paid_by);
  if (extra > MAX_LISTED) {
    issue(["cargo"], `and ${extra - MAX_LISTED} more references of the same kind that do not resolve`);
  }
}

export function generalAverageFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/**
 * The schema with amounts left as text, for JSON Schema output only: it is never
 * used to read a case, so its amounts are typed as the parsed ones.
 */
export const generalAverageFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema);

export type GeneralAverageFacts = z.output<ReturnType<typeof generalAverageFactsSchema>>;
export type CargoParcel = GeneralAverageFacts["cargo"][number];
export type Emergency = NonNullable<GeneralAverageFacts["emergency"]>;
export type Sacrifice = GeneralAverageFacts["sacrifices"][number];
export type Injury = GeneralAverageFacts["injuries"][number];
export type HarbourTheft = GeneralAverageFacts["harbour_theft"][number];
export type Expense = GeneralAverageFacts["expenses"][number];
