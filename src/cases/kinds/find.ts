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
    ),
});

export type FindPerson = z.output<typeof findPersonSchema>;

export const FIND_ITEMS = ["wreck", "anchor", "goods", "other"] as const;

const item = z
  .object({
    what: z
      .enum(FIND_ITEMS)
      .describe(
        "wreck (a ship, a piece of one, or its gear, lost), anchor (with or without cable), goods (cargo lost from a ship: a cask, a bale), other.",
      ),
    description: z.string().min(1).optional().describe("What it is, in words: 'an anchor with cable'."),
    buoyed: z.boolean().optional().describe("For an anchor: a buoy was still on it."),
  })
  .strict();

const assessedPlace = z
  .object({
    open_sea: z
      .boolean()
      .describe("true: found on the open sea away from all land; false: found in the sea (near land)."),
    by: z.string().min(1).describe("Who made the assessment, in words."),
    date: dateSchema.optional(),
  })
  .strict();

const whereFound = z
  .object({
    date: dateSchema.optional().describe("The day it was found."),
    place: z.string().min(1).optional().describe("Where, in words: 'in the Sound', 'the North Sea'."),
    in_coastal_waters: z
      .boolean()
      .optional()
      .describe("Found within the waters belonging to a coast. Unknown when left out."),
    out_of_sight_of_land: z.boolean().optional().describe("Found out of sight of any land. Unknown when left out."),
    from_sea_bed: z.boolean().default(false).describe("Taken up from the sea bed (e.g. in nets or with a grapnel)."),
    owners_present: z
      .boolean()
      .default(false)
      .describe("Some of the people it belongs to were with it when it was found."),
    assessment: assessedPlace
      .optional()
      .describe("How the place of the find was assessed, where that is a question for an assessor."),
  })
  .strict();

const delivery = z
  .object({
    to: idSchema.describe("The person it was handed to: the officer in command at the place where it was landed."),
    date: dateSchema.describe("The day it was handed over."),
    registered: dateSchema.optional().describe("The day it was registered, if not the day of delivery."),
  })
  .strict();

function facts(amount: AmountSchema) {
  const valuation = z
    .object({
      value: amount.describe("The value set on it."),
      by: idSchema.optional().describe("Who valued it (a person in the case)."),
      date: dateSchema.optional(),
    })
    .strict();
  const sale = z
    .object({
      price: amount.describe("What it fetched."),
      date: dateSchema.optional(),
    })
    .strict();
  const concealment = z
    .object({
      person: idSchema.describe("Who held it back."),
      what: z.string().min(1).describe("What was held back or concealed, in words."),
      value: amount.optional().describe("Its value, where known."),
    })
    .strict();
  const claim = z
    .object({
      claimant: idSchema.describe("Who came for it: the owner, or an agent for him."),
      owner: idSchema.optional().describe("For an agent: the owner he acts for. Default: the claimant himself."),
      date: dateSchema.describe("The day he came with his proof."),
      proof_sufficient: z
        .boolean()
        .optional()
        .describe("Whether his proof was found sufficient. Unknown (not yet assessed) when left out."),
    })
    .strict();
  return z
    .object({
      as_of: dateSchema
        .optional()
        .describe("The day the case is decided as of. Default: the latest date the case gives."),
      item: item.describe("What was found."),
      found_by: z.array(idSchema).min(1).describe("Who found it and took it up: ids of people."),
      found: whereFound.default({ from_sea_bed: false, owners_present: false }).describe("When and where."),
      landed_at: z.string().min(1).optional().describe("Where it was brought ashore."),
      delivered: delivery.optional().describe("To whom and when it was handed over. Left out: not yet delivered."),
      public_notice: dateSchema.optional().describe("The day the find was publicly announced, if it was."),
      valuation: valuation.optional().describe("The value set on it when it was handed over."),
      sale: sale.optional().describe("What it fetched when sold, if it was."),
      costs: amount.optional().describe("What the officer laid out on it (carriage, storage). Left out: none given."),
      salvage_reward_assessed: amount
        .optional()
        .describe("A salvage reward assessed by the assessors, where one was (e.g. for wreck on the open sea)."),
      concealed: z
        .array(concealment)
        .default([])
        .describe("Anything of the find someone held back or concealed instead of handing it over."),
      claim: claim.optional().describe("An owner's claim, if one came."),
      breaches: z.array(breachSchema).default([]).describe("Breaches of the rules the case reports."),
      people: z.array(findPersonSchema).min(1).describe("The finders, the officer, the owner and his agent."),
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
