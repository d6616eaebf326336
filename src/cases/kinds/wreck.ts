/**
 * Case kind `wreck`: a ship or pieces of ships, or things from them, found ashore
 * or afloat with nobody aboard: what was found, in what state, what it fetched or
 * is worth, and what is to be done with it; the community that may have a claim.
 *
 * Each statute reads what it needs. Borkum §8 reads what an item is and whether it
 * is stuck, leaking, drifted ashore and so on. Danske Lov (dl-vrag/8–13) reads
 * whether anyone living was with it, whose foreshore it lies on, how it was kept
 * and registered, the state of each item (damaged or wet, whether it can be
 * saved, what saving it cost, what it fetched when sold), the owner's claim, the
 * salvage reward and the day the case is decided. All those are optional, so a
 * Borkum case needs none of them.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema, exactNumberSchema, idSchema } from "../common.js";
import { breachSchema, checkReferences, type Issue, type Loose, ON_A_MAPPING, PLACES, personSchema } from "../world.js";

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
      name: z.string().min(1).optional().meta({ question: "By what name is {who} to be called in the determination?" }),
      what: z
        .enum(WRECK_ITEMS)
        .optional()
        .describe(
          "ship (a whole ship), ship_piece (a piece of a ship's hull), mast, yard, topmast, rudder ('Rohr'), boat ('Schute'), leeboard ('Schwert'), hold_beam ('Lastbalken'), hofpahl, cargo (goods), other. Borkum's §8 shares each by what it is and refuses an item without it; the Danish Law does not read it.",
        )
        .meta({
          question:
            "What is {who}: a whole ship, a piece of a ship's hull, a mast, a yard, a topmast, a rudder (Rohr), a boat (Schute), a leeboard (Schwert), a hold beam (Lastbalken), a hofpahl, goods, or another thing?",
        }),
      piece: z
        .enum(["half", "quarter", "large", "small"])
        .optional()
        .describe("For a ship_piece: half a ship, a quarter, another large piece, or a small piece.")
        .meta({
          question:
            "How large a piece of a ship is {who}: half a ship, a quarter, another large piece, or a small one?",
        }),
      drifted_ashore: z
        .boolean()
        .default(false)
        .describe("Came ashore by drifting.")
        .meta({ question: "Did {who} come ashore by drifting?" }),
      leaking: z.boolean().default(false).meta({ question: "Is {who} leaking?" }),
      abandoned: z
        .boolean()
        .default(false)
        .describe("Nobody aboard; left by its crew.")
        .meta({ question: "Was {who} found with nobody aboard, left by its crew?" }),
      empty: z
        .boolean()
        .default(false)
        .describe("No cargo aboard.")
        .meta({ question: "Was {who} empty, with no cargo aboard?" }),
      stuck: z
        .boolean()
        .default(false)
        .describe("Stuck fast on the ground.")
        .meta({ question: "Is {who} stuck fast on the ground?" }),
      can_be_got_off: z
        .boolean()
        .default(false)
        .describe("Can be got off (refloated).")
        .meta({ question: "Can {who} be got off (refloated)?" }),
      value: amount
        .optional()
        .describe("What it fetched or is valued at.")
        .meta({ question: "What did {who} fetch, or at what is it valued?" }),
      damaged: z
        .boolean()
        .optional()
        .describe("Damaged by the wreck (broken, spoilt in part).")
        .meta({ question: "Is {who} damaged by the wreck (broken, spoilt in part)?" }),
      wet: z
        .boolean()
        .optional()
        .describe("Wet through with sea water.")
        .meta({ question: "Is {who} wet through with sea water?" }),
      restorable: z
        .boolean()
        .optional()
        .describe(
          "For damaged or wet goods: whether they can be saved (dried, aired, repacked). Unknown when left out.",
        )
        .meta({ question: "Can {who}, damaged or wet, be saved (dried, aired, repacked)?" }),
      restoring_cost: amount
        .optional()
        .describe("What saving the damaged or wet goods cost (drying, airing, repacking), laid out by their keeper.")
        .meta({ question: "What did saving {who} (drying, airing, repacking) cost its keeper?" }),
      sold_for: amount
        .optional()
        .describe("What the goods fetched when they were sold because they could not be saved.")
        .meta({ question: "What did {who} fetch when it was sold because it could not be saved?" }),
      sold_on: dateSchema
        .optional()
        .describe("The day they were sold.")
        .meta({ question: "On what day was {who} sold?" }),
    })
    .strict();
}

const FORESHORE = ["king", "landowner"] as const;

/** Whose foreshore the wreck lies on, and who acts for it. */
function foreshore() {
  return z
    .object({
      of: z
        .enum(FORESHORE)
        .describe(
          "king: the king's foreshore, where the king's amtmand acts; landowner: the foreshore off a landowner's land.",
        )
        .meta({
          question: "Is it the king's foreshore, where his amtmand acts, or the foreshore off a landowner's land?",
        }),
      holder: idSchema
        .optional()
        .describe("For a landowner's foreshore: the landowner off whose land the wreck lies (listed under people).")
        .meta({ question: "Off which landowner's land does the wreck lie?" }),
      foreshore_right: z
        .boolean()
        .optional()
        .describe(
          "For a landowner's foreshore: whether he holds the foreshore right, the right to unclaimed wreck. Default: he does.",
        )
        .meta({
          question: "Does the landowner hold the foreshore right, the right to unclaimed wreck (left out: he does)?",
        }),
      amtmand: idSchema
        .optional()
        .describe("The king's amtmand of the district, if he is listed under people (default: the office, unnamed).")
        .meta({ question: "Who is the king's amtmand of the district, if he is one of the people of the case?" }),
    })
    .strict();
}

/** How the wreck was salvaged, lodged and registered. */
function keeping(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      by: idSchema
        .optional()
        .describe(
          "Who had the wreck salvaged and keeps it (listed under people). Default: the amtmand on the king's foreshore, the landowner on his.",
        )
        .meta({ question: "Who had the wreck salvaged, and keeps it?" }),
      salvaged_by: idSchema
        .optional()
        .describe(
          "Who salvaged it for the keeper (listed under people): the salvage reward is theirs, 'dem ... som bjerget have' (dl-vrag/6, /9), and the keeper who collects it owes it to them.",
        )
        .meta({ question: "Who salvaged the wreck for its keeper?" }),
      registered: dateSchema
        .optional()
        .describe("The day it was lodged in safe keeping and entered in the register.")
        .meta({ question: "On what day was the wreck lodged in safe keeping and entered in the register?" }),
      register_kept: z
        .boolean()
        .optional()
        .describe("Whether a clear register of what was salvaged is kept.")
        .meta({ question: "Is a clear register kept of what was salvaged?" }),
      notice: dateSchema
        .optional()
        .describe("The day a public notice of the wreck was given, if one was.")
        .meta({ question: "On what day was public notice of the wreck given, if it was?" }),
      cost: amount
        .optional()
        .describe(
          "What keeping the salvaged wreck in safe keeping cost (storage, watch), laid out by its keeper (dl-vrag/8); not the cost of saving damaged goods (the restoring cost of each item, dl-vrag/10).",
        )
        .meta({ question: "What did keeping the salvaged wreck in safe keeping (storage, watch) cost its keeper?" }),
    })
    .strict();
}

/** Someone who came for the wreck, claiming it as its owner. */
function claim() {
  return z
    .object({
      by: idSchema
        .describe("Who came for the goods (listed under people).")
        .meta({ question: "Who came for the wreck?" }),
      as: z
        .enum(["owner", "agent"])
        .describe("owner: the owner himself; agent: the owner's agent ('fuldmægtig').")
        .meta({ question: "Did he come as the owner himself, or as the owner's agent (fuldmægtig)?" }),
      owner: idSchema
        .optional()
        .describe("For an agent: the owner he acts for, if listed under people.")
        .meta({ question: "For which owner does the agent act?" }),
      date: dateSchema
        .describe("The day he came with his proof of ownership.")
        .meta({ question: "On what day did he come with his proof of ownership?" }),
      proof_sufficient: z
        .boolean()
        .optional()
        .describe("Whether his proof of ownership is sufficient. Unknown when left out: it is to be judged.")
        .meta({ question: "Is his proof of ownership sufficient?" }),
    })
    .strict();
}

/** The salvage reward, once someone has fixed it. */
function reward(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      amount: amount.describe("The salvage reward as fixed.").meta({ question: "What salvage reward was fixed?" }),
      assessed_by: z
        .string()
        .min(1)
        .optional()
        .describe("Who fixed it, in words.")
        .meta({ question: "Who fixed the salvage reward?" }),
    })
    .strict();
}

function facts(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      date: dateSchema.optional().describe("When it was found.").meta({ question: "On what day was the wreck found?" }),
      place: z
        .enum(PLACES)
        .optional()
        .describe(
          "Where it was found. The Danish Law (dl-vrag/8) reads it, wreck found at sea being another case, and refuses a case without it; Borkum's §8 does not read it.",
        )
        .meta({
          question: "Where was the wreck found: at sea, outside the reefs, on them, inside them, or on the beach?",
        }),
      items: z
        .array(item(amount))
        .min(1)
        .describe("What was found.")
        .meta({ question: "How many things were found: a ship, pieces of ships, masts, goods ...?" }),
      proceeds: amount
        .optional()
        .describe(
          "What the wreck fetched when sold, or its value, to be divided. Default: the sum of the items' values.",
        )
        .meta({
          question:
            "What did the wreck fetch when sold, or what is it worth, to be divided (left out: what its items fetched)?",
        }),
      disposition: z
        .enum(["divide", "common_use", "undecided"])
        .default("undecided")
        .describe("Whether the wreck is divided, or put to common use.")
        .meta({ question: "Is the wreck to be divided, or put to common use?" }),
      breaches: z
        .array(breachSchema)
        .default([])
        .describe("Breaches of the rules the case reports.")
        .meta({ question: "How many breaches of the rules does the case report?" }),
      people: z
        .array(personSchema)
        .default([])
        .describe("The community: households, the Vogt, the pastor.")
        .meta({
          question: "How many of the community does the case name: households, the Vogt, the pastor?",
          questionBy: {
            "dl-vrag":
              "How many people does the case name: the amtmand, the landowner, the salvors, the owner and his agent?",
          },
        }),
      commons_rights: z
        .array(
          z
            .object({
              person: idSchema
                .describe("The head of the household (or a group row of like households).")
                .meta({ question: "Which household (or group row of like households) holds {who}?" }),
              rights: exactNumberSchema
                .describe("The household's rights in the commons, e.g. 2, 1 or 1/2.")
                .meta({ question: "How many rights in the commons are {who} (e.g. 2, 1 or 1/2)?" }),
            })
            .strict(),
        )
        .default([])
        .describe(
          "Each household's rights in the commons (the common land and its use), where known: for a group row, the rights of each household in it.",
        )
        .meta({
          question: "How many households' rights in the commons (the common land and its use) does the case give?",
        }),
      living_people: z
        .boolean()
        .optional()
        .describe(
          "Whether any living person was with the wreck when it was found. Unknown when left out: a wreck is taken to be found with nobody with it.",
        )
        .meta({ question: "Was any living person with the wreck when it was found?" }),
      foreshore: foreshore()
        .optional()
        .describe("Whose foreshore the wreck lies on.")
        .meta({ question: "Whose foreshore does the wreck lie on?" }),
      keeping: keeping(amount)
        .optional()
        .describe("How the wreck was salvaged, lodged and registered.")
        .meta({ question: "Was the wreck salvaged and put in safe keeping?" }),
      claim: claim()
        .optional()
        .describe("Someone who came for the wreck as its owner, or as the owner's agent.")
        .meta({ question: "Did anyone come for the wreck, as its owner or as the owner's agent?" }),
      salvage_reward: reward(amount)
        .optional()
        .describe("The salvage reward the owner is to pay, once it has been fixed.")
        .meta({ question: "Has the salvage reward the owner is to pay been fixed?" }),
      as_of: dateSchema
        .optional()
        .describe("The day as of which the case is decided: whether a time limit has run out by then.")
        .meta({ question: "On what day is the case decided (whether a time limit has run out by then)?" }),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkReferences(raw as unknown as Loose, ctx);
      checkCommonsRights(raw as unknown as Loose & { commons_rights?: unknown }, ctx);
      checkPeopleNamed(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** The ids that name people outside `people`, by their path in the facts. */
const NAMED: readonly (readonly [string, string])[] = [
  ["foreshore", "holder"],
  ["foreshore", "amtmand"],
  ["keeping", "by"],
  ["keeping", "salvaged_by"],
  ["claim", "by"],
  ["claim", "owner"],
];

/** foreshore.holder, foreshore.amtmand, keeping.by, claim.by and claim.owner name listed people. */
function checkPeopleNamed(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }) {
  const ids = new Set(
    (Array.isArray(f.people) ? f.people : []).map((p) => (p as { id?: unknown } | null)?.id).filter(Boolean),
  );
  for (const [part, key] of NAMED) {
    const who = (f[part] as Record<string, unknown> | undefined)?.[key];
    if (typeof who !== "string" || ids.has(who)) continue;
    ctx.addIssue({
      code: "custom",
      path: [part, key],
      message: `no person has the id "${who}"; list him under people`,
    });
  }
}

/** Each entry of commons_rights names a listed person, once. */
function checkCommonsRights(f: { people?: unknown; commons_rights?: unknown }, ctx: { addIssue: (i: Issue) => void }) {
  const ids = new Set(
    (Array.isArray(f.people) ? f.people : []).map((p) => (p as { id?: unknown } | null)?.id).filter(Boolean),
  );
  const seen = new Set<unknown>();
  (Array.isArray(f.commons_rights) ? f.commons_rights : []).forEach((r, i) => {
    const who = (r as { person?: unknown } | null)?.person;
    if (typeof who !== "string") return;
    const path = ["commons_rights", i, "person"];
    if (!ids.has(who)) ctx.addIssue({ code: "custom", path, message: `no person has the id "${who}"` });
    else if (seen.has(who)) ctx.addIssue({ code: "custom", path, message: `the rights of "${who}" are given twice` });
    seen.add(who);
  });
}

export function wreckFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

export const wreckFactsJsonSchema = facts(anyAmountSchema);

export type WreckFacts = z.output<ReturnType<typeof wreckFactsSchema>>;
export type WreckItem = WreckFacts["items"][number];
