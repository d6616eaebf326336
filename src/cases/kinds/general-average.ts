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
import { type AmountSchema, anyAmountSchema, idSchema } from "../common.js";
import {
  checkTheShip,
  type Issue,
  mapping,
  ON_A_MAPPING,
  PERSON_ROLES,
  peopleIndex,
  personSchema,
  records,
  theShipOwnerSchema,
} from "../world.js";
import {
  dateTimeSchema,
  emergency,
  expense,
  injury,
  parcel,
  particulars,
  sacrifice,
} from "./general-average-emergency.js";
import { defence, grounding, lighterage, piracy, ransom, theft } from "./general-average-misfortunes.js";

export {
  dateTimeSchema,
  EXPENSES,
  MEASURES,
  type Measure,
  PACKING,
  type Packing,
} from "./general-average-emergency.js";

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
    )
    .meta({
      question:
        "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer ('befragter'), an agent for a merchant, a seaman, a lighterman, a lender on bottomry, a doctor, other (all that apply)?",
    }),
  agent_for: idSchema
    .optional()
    .describe("For an agent: the merchant he acts for (listed under people).")
    .meta({ question: "For which merchant does {who} act as agent?" }),
  aboard: idSchema
    .optional()
    .describe("The id of the ship the person was aboard: the ship of the case, if he sailed in her.")
    .meta({ question: "Which ship was {who} aboard (the case's ship, if sailing in her)?" }),
});

export type GaPerson = z.output<typeof gaPersonSchema>;

function facts(amount: Amount) {
  return z
    .object({
      voyage: z
        .object({
          from: z
            .string()
            .min(1)
            .optional()
            .describe("The port of loading.")
            .meta({ question: "From which port did the ship sail (her port of loading)?" }),
          to: z
            .string()
            .min(1)
            .optional()
            .describe("The port of discharge the ship was chartered to.")
            .meta({ question: "To which port of discharge was the ship chartered?" }),
          market: z
            .string()
            .min(1)
            .optional()
            .describe("Where the goods kept are sold (their market).")
            .meta({ question: "Where are the goods that were kept sold (their market)?" }),
          arrived: dateTimeSchema
            .optional()
            .describe("When the ship arrived at the port of discharge.")
            .meta({ question: "On what day (and at what hour) did the ship arrive at her port of discharge?" }),
        })
        .strict()
        .default({})
        .describe("The voyage.")
        .meta({ question: "What was the voyage: from which port, to which, and when did the ship arrive?" }),
      ship: z
        .object({
          id: idSchema.meta({
            question:
              "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
          }),
          name: z.string().min(1).optional().meta({ question: "What is the ship's name?" }),
          skipper: idSchema
            .describe("The person who sailed her (listed under people).")
            .meta({ question: "Who sailed the ship (her skipper)?" }),
          owners: z
            .array(theShipOwnerSchema)
            .min(1)
            .describe("Who owns the ship and in what shares; the shares add up to 1.")
            .meta({ question: "How many owners had the ship (their shares add up to 1)?" }),
          valuation: amount
            .optional()
            .describe("The value the skipper puts on the ship, as he would keep it himself. Left out: not yet valued.")
            .meta({ question: "What value does the skipper put on the ship, as he would keep her himself?" }),
          valuation_made_known: dateTimeSchema
            .optional()
            .describe(
              "When the skipper's valuation was made known to the charterer: his 24 hours run from then (dl-averi/23). Left out: not known, and asked for.",
            )
            .meta({
              question:
                "When was the skipper's valuation made known to the charterer (his 24 hours run from then, dl-averi/23)?",
            }),
          value_assessed: amount
            .optional()
            .describe(
              "The ship's value as assessed: where the skipper's valuation does not stand, or where nothing was thrown or cut and an average over ship and goods (dl-averi/35–39) needs her value.",
            )
            .meta({
              question:
                "What was the ship assessed to be worth, where the skipper's valuation does not stand, or where an average over ship and goods needs her value?",
            }),
          freight_total: amount
            .optional()
            .describe("The freight agreed for the whole cargo, where it is not agreed per parcel.")
            .meta({
              question: "What freight was agreed for the whole cargo, where it is not agreed parcel by parcel?",
            }),
        })
        .strict()
        .describe("The ship.")
        .meta({ question: "Which ship was in distress, who sailed and owned her, and what was she worth?" }),
      charterer: idSchema
        .optional()
        .describe("Who chartered the ship (listed under people).")
        .meta({ question: "Who chartered the ship (the 'befragter')?" }),
      charterer_choice: z
        .object({
          choice: z
            .enum(["take", "leave", "none"])
            .describe(
              "take (the ship at the skipper's valuation), leave (it to the skipper at that value), none (he did not declare).",
            )
            .meta({
              question:
                "What did the charterer choose: to take the ship at the skipper's valuation, to leave her to the skipper at that value, or did he not declare?",
            }),
          declared: dateTimeSchema
            .optional()
            .describe("When he declared it.")
            .meta({ question: "When did the charterer declare his choice?" }),
        })
        .strict()
        .optional()
        .describe("What the charterer chose on the skipper's valuation. Left out: he has not yet chosen.")
        .meta({
          question: "Has the charterer chosen, on the skipper's valuation, whether to take the ship or leave her?",
        }),
      goods_valued_at: z
        .enum(["market_of_sale", "other"])
        .default("market_of_sale")
        .describe("Where the parcels' values are taken: the market where the goods kept are sold, or elsewhere.")
        .meta({
          question: "Where are the parcels' values taken: at the market where the goods kept are sold, or elsewhere?",
        }),
      emergency: emergency()
        .optional()
        .describe("The storm or other distress, what was done and how it was decided.")
        .meta({
          question:
            "Were ship and goods in danger from a storm or other distress, and was something given up to save them?",
        }),
      cargo: z
        .array(parcel(amount))
        .default([])
        .describe("The cargo, one parcel per bill of lading.")
        .meta({ question: "How many parcels of cargo did the ship carry, one for each bill of lading?" }),
      sacrifices: z
        .array(sacrifice(amount))
        .default([])
        .describe("The ship's mast, cable, anchor rope or gear given up.")
        .meta({
          question:
            "How many losses did the ship herself take to save ship and goods: the mast, a cable or the anchor rope cut away, damage from running ashore, other gear?",
        }),
      injuries: z
        .array(injury(amount))
        .default([])
        .describe("Crew hurt in the emergency.")
        .meta({ question: "How many of the crew were hurt in the emergency?" }),
      expenses: z
        .array(expense(amount))
        .default([])
        .describe(
          "Money laid out for the common safety in the emergency: a tug, a port of refuge, a salvor's bill. The 1683 text lists no such item; which provision covers it is a reading (common_safety_expense).",
        )
        .meta({
          question:
            "How many sums were laid out for the common safety in the emergency: a tug, a port of refuge, a salvor's bill ...?",
        }),
      statement: particulars()
        .optional()
        .describe("Particulars of the average statement: when, where and by whom it is drawn up.")
        .meta({ question: "Is it known when, where and by whom the average statement is drawn up?" }),
      portage: z
        .array(
          z
            .object({
              person: idSchema
                .describe("The seaman whose portage it is.")
                .meta({ question: "Which seaman's portage is {who}?" }),
              what: z.string().min(1).optional().meta({ question: "What goods make up {who}?" }),
              value: amount.meta({ question: "What is {who} worth?" }),
              jettisoned: z.boolean().default(false).meta({ question: "Was {who} thrown overboard?" }),
            })
            .strict(),
        )
        .default([])
        .describe("The crew's portage ('føring'): goods a seaman may carry on his own account.")
        .meta({
          question: "How many lots of portage ('føring') were aboard: goods a seaman may carry on his own account?",
        }),
      bottomry: z
        .array(
          z
            .object({
              lender: idSchema
                .describe("Who lent the money (listed under people).")
                .meta({ question: "Who lent the money ({who})?" }),
              amount: amount.meta({ question: "How much was lent ({who})?" }),
              on: z
                .enum(["ship", "cargo"])
                .default("ship")
                .meta({ question: "Was {who} lent on the ship, or on the cargo?" }),
            })
            .strict(),
        )
        .default([])
        .describe("Money lent on bottomry: repayable only if the ship arrives.")
        .meta({ question: "How many loans on bottomry, repayable only if the ship arrives, were taken?" }),
      piracy: piracy(amount)
        .optional()
        .describe("Pirates or freebooters took goods at sea.")
        .meta({ question: "Did pirates or freebooters take goods at sea?" }),
      defence: defence(amount)
        .optional()
        .describe("The ship was attacked and defended herself.")
        .meta({ question: "Was the ship attacked, and did she defend herself?" }),
      ransom: ransom(amount)
        .optional()
        .describe("Ship and goods were seized and bought free.")
        .meta({ question: "Were ship and goods seized and bought free?" }),
      harbour_theft: z
        .array(theft(amount))
        .default([])
        .describe("Gear or goods stolen while the ship lay in harbour.")
        .meta({ question: "How many thefts of gear or goods were there while the ship lay in harbour?" }),
      lighterage: lighterage(amount)
        .optional()
        .describe("The goods were unloaded into lighters.")
        .meta({ question: "Were the goods unloaded into lighters?" }),
      grounding: grounding(amount)
        .optional()
        .describe("The ship ran aground and was lightened off.")
        .meta({ question: "Did the ship run aground, and was she lightened off?" }),
      people: z
        .array(gaPersonSchema)
        .min(1)
        .describe("The skipper, owners, merchants, agents, charterer and crew.")
        .meta({
          question: "How many people does the case name: the skipper, owners, merchants, agents, charterer and crew?",
        }),
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
