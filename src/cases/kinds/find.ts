/**
 * Case kind `find`: something found at sea — wreck, an anchor, goods — taken up by
 * a skipper, fishermen or anyone else, brought ashore and handed to the officer
 * who holds command there for the ruler; what it is worth, what the officer laid
 * out, what the finder held back, and whether an owner came for it. The facts are
 * the world's (where it was found, how far from land, who found it, the dates), so
 * any statute that speaks of finds at sea can read them.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema, idSchema } from "../common.js";
import {
  breachSchema,
  checkReferences,
  fields,
  type Issue,
  type Loose,
  ON_A_MAPPING,
  PERSON_ROLES,
  personSchema,
} from "../world.js";

/**
 * The roles of the shared world, and the roles a find adds: the fisherman, the
 * owner of what was found, and the agent who acts for him.
 */
export const FIND_ROLES = [...PERSON_ROLES, "fisherman", "owner", "agent"] as const;

export type FindRole = (typeof FIND_ROLES)[number];

export const findPersonSchema = personSchema.extend({
  roles: z
    .array(z.enum(FIND_ROLES))
    .default([])
    .describe(
      "What the person is: skipper (master of a ship), fisherman, official (e.g. the officer who receives the find), owner (of what was found), agent (acting for the owner), merchant, other; and the roles of the shared world.",
    )
    .meta({
      question:
        "What is {who}: a skipper, a fisherman, an official, the owner of what was found, his agent, a merchant, or another (all that apply)?",
    }),
});

export type FindPerson = z.output<typeof findPersonSchema>;

export const FIND_ITEMS = ["wreck", "anchor", "goods", "other"] as const;

const item = z
  .object({
    what: z
      .enum(FIND_ITEMS)
      .describe(
        "wreck (a ship, a piece of one, or its gear, lost), anchor (with or without cable), goods (cargo lost from a ship: a cask, a bale), other.",
      )
      .meta({
        question:
          "What was found: wreck (a ship, a piece of one, or her gear), an anchor, goods lost from a ship, or another thing?",
      }),
    description: z
      .string()
      .min(1)
      .optional()
      .describe("What it is, in words: 'an anchor with cable'.")
      .meta({ question: "What exactly was found, in words (e.g. 'an anchor with cable')?" }),
    buoyed: z
      .boolean()
      .optional()
      .describe("For an anchor: a buoy was still on it.")
      .meta({ question: "Was a buoy still on the anchor?" }),
  })
  .strict();

const assessedPlace = z
  .object({
    open_sea: z
      .boolean()
      .describe("true: found on the open sea away from all land; false: found in the sea (near land).")
      .meta({
        question: "Was it found, as assessed, on the open sea away from all land, rather than in the sea near land?",
      }),
    by: z.string().min(1).describe("Who made the assessment, in words.").meta({ question: "Who made the assessment?" }),
    date: dateSchema.optional().meta({ question: "On what day was the assessment made?" }),
  })
  .strict();

const whereFound = z
  .object({
    date: dateSchema.optional().describe("The day it was found.").meta({ question: "On what day was it found?" }),
    place: z
      .string()
      .min(1)
      .optional()
      .describe("Where, in words: 'in the Sound', 'the North Sea'.")
      .meta({ question: "Where was it found, in words (e.g. 'in the Sound', 'the North Sea')?" }),
    in_coastal_waters: z
      .boolean()
      .optional()
      .describe("Found within the waters belonging to a coast. Unknown when left out.")
      .meta({ question: "Was it found within the waters belonging to a coast?" }),
    out_of_sight_of_land: z
      .boolean()
      .optional()
      .describe("Found out of sight of any land. Unknown when left out.")
      .meta({ question: "Was it found out of sight of any land?" }),
    from_sea_bed: z
      .boolean()
      .default(false)
      .describe("Taken up from the sea bed (e.g. in nets or with a grapnel).")
      .meta({ question: "Was it taken up from the sea bed (in nets, or with a grapnel)?" }),
    owners_present: z
      .boolean()
      .default(false)
      .describe("Some of the people it belongs to were with it when it was found.")
      .meta({ question: "Were any of the people it belongs to with it when it was found?" }),
    assessment: assessedPlace
      .optional()
      .describe("How the place of the find was assessed, where that is a question for an assessor.")
      .meta({ question: "Has an assessor judged the place where it was found?" }),
  })
  .strict();

const delivery = z
  .object({
    to: idSchema
      .describe("The person it was handed to: the officer in command at the place where it was landed.")
      .meta({ question: "To whom was it handed over (the officer in command where it was landed)?" }),
    date: dateSchema.describe("The day it was handed over.").meta({ question: "On what day was it handed over?" }),
    registered: dateSchema
      .optional()
      .describe("The day it was registered, if not the day of delivery.")
      .meta({ question: "On what day was it registered, if not the day it was handed over?" }),
  })
  .strict();

function facts(amount: AmountSchema) {
  const valuation = z
    .object({
      value: amount.describe("The value set on it.").meta({ question: "What value was set on it?" }),
      by: idSchema.optional().describe("Who valued it (a person in the case).").meta({ question: "Who valued it?" }),
      date: dateSchema.optional().meta({ question: "On what day was it valued?" }),
    })
    .strict();
  const sale = z
    .object({
      price: amount.describe("What it fetched.").meta({ question: "What did it fetch?" }),
      date: dateSchema.optional().meta({ question: "On what day was it sold?" }),
    })
    .strict();
  const concealment = z
    .object({
      person: idSchema.describe("Who held it back.").meta({ question: "Who held back {who}?" }),
      what: z
        .string()
        .min(1)
        .describe("What was held back or concealed, in words.")
        .meta({ question: "What was held back or concealed in {who}, in words?" }),
      value: amount
        .optional()
        .describe("Its value, where known.")
        .meta({ question: "What was the worth of what was held back in {who}, where known?" }),
    })
    .strict();
  const claim = z
    .object({
      claimant: idSchema
        .describe("Who came for it: the owner, or an agent for him.")
        .meta({ question: "Who came for it: the owner, or an agent for him?" }),
      owner: idSchema
        .optional()
        .describe("For an agent: the owner he acts for. Default: the claimant himself.")
        .meta({ question: "For which owner does the agent act (left out: the one who came is the owner)?" }),
      date: dateSchema
        .describe("The day he came with his proof.")
        .meta({ question: "On what day did he come with his proof?" }),
      proof_sufficient: z
        .boolean()
        .optional()
        .describe("Whether his proof was found sufficient. Unknown (not yet assessed) when left out.")
        .meta({ question: "Was his proof found sufficient?" }),
    })
    .strict();
  return z
    .object({
      as_of: dateSchema
        .optional()
        .describe("The day the case is decided as of. Default: the latest date the case gives.")
        .meta({ question: "On what day is the case decided (left out: the latest day the case gives)?" }),
      item: item.describe("What was found.").meta({ question: "What was found?" }),
      found_by: z
        .array(idSchema)
        .min(1)
        .describe("Who found it and took it up: ids of people.")
        .meta({ question: "Who found it and took it up?" }),
      found: whereFound
        .default({ from_sea_bed: false, owners_present: false })
        .describe("When and where.")
        .meta({ question: "When and where was it found?" }),
      landed_at: z
        .string()
        .min(1)
        .optional()
        .describe("Where it was brought ashore.")
        .meta({ question: "Where was it brought ashore?" }),
      delivered: delivery
        .optional()
        .describe("To whom and when it was handed over. Left out: not yet delivered.")
        .meta({ question: "Has it been handed over to the officer ashore?" }),
      public_notice: dateSchema
        .optional()
        .describe("The day the find was publicly announced, if it was.")
        .meta({ question: "On what day was the find publicly announced, if it was?" }),
      valuation: valuation
        .optional()
        .describe("The value set on it when it was handed over.")
        .meta({ question: "Was a value set on it when it was handed over?" }),
      sale: sale.optional().describe("What it fetched when sold, if it was.").meta({ question: "Was it sold?" }),
      costs: amount
        .optional()
        .describe("What the officer laid out on it (carriage, storage). Left out: none given.")
        .meta({ question: "What did the officer lay out on it (carriage, storage)?" }),
      salvage_reward_assessed: amount
        .optional()
        .describe("A salvage reward assessed by the assessors, where one was (e.g. for wreck on the open sea).")
        .meta({ question: "What salvage reward did the assessors set, if they set one?" }),
      concealed: z
        .array(concealment)
        .default([])
        .describe("Anything of the find someone held back or concealed instead of handing it over.")
        .meta({
          question: "How many times did someone hold back or conceal part of the find instead of handing it over?",
        }),
      claim: claim
        .optional()
        .describe("An owner's claim, if one came.")
        .meta({ question: "Did the owner, or an agent for him, come for it?" }),
      breaches: z
        .array(breachSchema)
        .default([])
        .describe("Breaches of the rules the case reports.")
        .meta({ question: "How many breaches of the rules does the case report?" }),
      people: z
        .array(findPersonSchema)
        .min(1)
        .describe("The finders, the officer, the owner and his agent.")
        .meta({ question: "How many people does the case name: the finders, the officer, the owner and his agent?" }),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkReferences(raw as unknown as Loose, ctx);
      checkFindReferences(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** Every id the find names is a listed person. */
function checkFindReferences(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const ids = new Set(
    (Array.isArray(f.people) ? f.people : []).map((p) => fields(p).id).filter((x) => x !== undefined),
  );
  const check = (path: (string | number)[], v: unknown) => {
    if (typeof v === "string" && !ids.has(v)) {
      ctx.addIssue({ code: "custom", path, message: `no person has the id "${v}"; list the person under people` });
    }
  };
  (Array.isArray(f.found_by) ? f.found_by : []).forEach((id, i) => {
    check(["found_by", i], id);
  });
  check(["delivered", "to"], fields(f.delivered).to);
  check(["valuation", "by"], fields(f.valuation).by);
  check(["claim", "claimant"], fields(f.claim).claimant);
  check(["claim", "owner"], fields(f.claim).owner);
  (Array.isArray(f.concealed) ? f.concealed : []).forEach((c, i) => {
    check(["concealed", i, "person"], fields(c).person);
  });
  const seen = new Set<unknown>();
  (Array.isArray(f.found_by) ? f.found_by : []).forEach((id, i) => {
    if (seen.has(id)) ctx.addIssue({ code: "custom", path: ["found_by", i], message: `"${id}" is listed twice` });
    seen.add(id);
  });
}

export function findFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/**
 * The schema with amounts left as text, for JSON Schema output only: it is never
 * used to read a case, so its amounts are typed as the parsed ones.
 */
export const findFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema);

export type FindFacts = z.output<ReturnType<typeof findFactsSchema>>;
export type FindItem = FindFacts["item"];
export type FindClaim = NonNullable<FindFacts["claim"]>;
