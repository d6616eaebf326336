/**
 * Case kind `wreck`: a ship or pieces of ships, or things from them, found ashore
 * or afloat with nobody aboard: what was found, in what state, what it fetched or
 * is worth, and what is to be done with it; the community that may have a claim.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema, exactNumberSchema, idSchema } from "../common.js";
import { breachSchema, checkReferences, type Issue, type Loose, PLACES, personSchema } from "../world.js";

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
      commons_rights: z
        .array(
          z
            .object({
              person: idSchema.describe("The head of the household (or a group row of like households)."),
              rights: exactNumberSchema.describe("The household's rights in the commons, e.g. 2, 1 or 1/2."),
            })
            .strict(),
        )
        .default([])
        .describe(
          "Each household's rights in the commons (the common land and its use), where known: for a group row, the rights of each household in it.",
        ),
    })
    .strict()
    .superRefine(
      (raw, ctx) => {
        checkReferences(raw as unknown as Loose, ctx);
        checkCommonsRights(raw as unknown as Loose & { commons_rights?: unknown }, ctx);
      },
      { when: () => true },
    );
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
