/**
 * Case kind `pilotage`: a ship that does not know the waters calls for a pilot
 * (a waft flown or a gun fired), islanders agree who goes and for what, and the
 * ship pays pilot money. If the ship turns out to be aground and leaking, the
 * same facts are a salvage; so the people carry the same fields as in salvage.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, countSchema, dateSchema, idSchema } from "../common.js";
import {
  breachSchema,
  checkReferences,
  type Issue,
  items,
  type Loose,
  ON_A_MAPPING,
  PLACES,
  personSchema,
  shipSchema,
} from "../world.js";

const callingShip = z
  .object({
    // The case has one calling ship, and no rule of §7 refers to her by an id.
    id: idSchema.optional(),
    name: z.string().min(1).optional().meta({ question: "What is the name of the ship that called for a pilot?" }),
    unfamiliar: z
      .boolean()
      .default(true)
      .describe("Does not know the waters.")
      .meta({ question: "Was the ship a stranger to these waters?" }),
    in_free_passage: z
      .boolean()
      .default(true)
      .describe("Afloat and under way on the river, not aground.")
      .meta({ question: "Was the ship afloat and under way on the river, not aground?" }),
    aground: z
      .boolean()
      .default(false)
      .describe("Found stuck fast (aground) when the islanders came.")
      .meta({ question: "Was the ship stuck fast (aground) when the islanders came?" }),
    leaking: z
      .boolean()
      .default(false)
      .describe("Found leaking.")
      .meta({ question: "Was the ship leaking when the islanders came?" }),
    signal: z
      .enum(["waft", "gun", "none"])
      .describe("How it called for a pilot: a waft (Syauwer) flown, or a gun fired.")
      .meta({ question: "How did the ship call for a pilot: a waft (Syauwer) flown, a gun fired, or neither?" }),
    seen_from_tower: z
      .boolean()
      .optional()
      .describe(
        "The islanders saw the ship from the tower (7.5). Unknown when left out; asked for when the Vogt's or the pastor's share turns on it.",
      )
      .meta({ question: "Did the islanders see the ship from the tower?" }),
  })
  .strict();

function facts(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      date: dateSchema.optional().meta({ question: "On what day did the ship call for a pilot?" }),
      place: z
        .enum(PLACES)
        .optional()
        .describe(
          "Where the ship lay when it called: outside_reefs, on_reefs, inside_reefs, ... Read only when she was aground and leaking (7.9), since §6 then divides the money by the place; a pilotage without it is refused there, naming this field.",
        )
        .meta({
          question:
            "Where did the ship lie when she called for a pilot: at sea, outside the reefs, on them, inside them ...?",
        }),
      ship: callingShip
        .describe("The ship that called for a pilot.")
        .meta({ question: "Which ship called for a pilot?" }),
      mode: z
        .enum(["single_person", "whole_ship"])
        .default("single_person")
        .describe("single_person: one islander goes aboard and pilots; whole_ship: an island ship must go out.")
        .meta({
          question: "Was one islander to go aboard and pilot her, or must an island ship go out (a whole ship)?",
        }),
      pilot_money: amount
        .describe("What the ship pays (what the pilot bargained from the ship).")
        .meta({ question: "How much pilot money does the ship pay (what the pilot bargained from her)?" }),
      offers: z
        .array(
          z
            .object({
              person: idSchema.meta({ question: "Who made {who}?" }),
              price: amount.meta({ question: "For what price was {who} made?" }),
            })
            .strict(),
        )
        .default([])
        .describe("What each islander on the beach offered to go for; the lowest offer goes (7.2).")
        .meta({ question: "How many islanders on the beach offered to go, each for his price?" }),
      pilot: idSchema
        .optional()
        .describe("Who went as pilot. Default: the one with the lowest offer.")
        .meta({ question: "Who went as pilot (left out: the one with the lowest offer)?" }),
      agreed_price: amount
        .optional()
        .describe("The price agreed on the beach, where no offers are listed.")
        .meta({ question: "What price was agreed on the beach?" }),
      lot: z
        .object({
          ship: idSchema
            .optional()
            .describe("The island ship the lot fell on.")
            .meta({ question: "Which island ship did the lot fall on?" }),
          persons: z
            .array(idSchema)
            .default([])
            .describe("The persons the lot fell on.")
            .meta({ question: "Which persons did the lot fall on?" }),
          draw: z
            .object({
              seed: z.string().min(1).describe("Any text; the same seed always draws the same lot.").meta({
                question: "From what seed (any text; the same seed always draws the same lot) is the lot to be drawn?",
              }),
              ships: z
                .array(idSchema)
                .default([])
                .describe("The island ships in the lot.")
                .meta({ question: "Which island ships are in the lot?" }),
              persons: z
                .array(idSchema)
                .default([])
                .describe("The persons in the lot.")
                .meta({ question: "Which persons are in the lot?" }),
              persons_needed: countSchema(0)
                .describe("How many persons the need requires.")
                .meta({ question: "How many persons does the need require?" }),
            })
            .strict()
            .optional()
            .describe("Ask sealaw to draw the lot, reproducibly from the seed, instead of stating its outcome.")
            .meta({
              question: "Is the lot still to be drawn, from a seed, rather than the case saying on whom it fell?",
            }),
        })
        .strict()
        .optional()
        .describe("Pilotage with whole ships (7.7): on whom the lot fell, or a lot to draw.")
        .meta({ question: "Was a lot cast among the island ships and persons to go?" }),
      vogt_inspection: z
        .object({
          made: z.boolean().default(true).meta({ question: "Was the Vogt's inspection made?" }),
          fallen_to_ruler: z
            .boolean()
            .optional()
            .describe("The Vogt's finding whether the ship has fallen to the territorial ruler.")
            .meta({ question: "Did the Vogt find that the ship has fallen to the territorial ruler?" }),
        })
        .strict()
        .optional()
        .describe("The Vogt's inspection of a ship found aground and leaking (7.9), if made.")
        .meta({ question: "Did the Vogt inspect the ship, found aground and leaking?" }),
      ships: z
        .array(shipSchema)
        .default([])
        .describe("The island ships that went out.")
        .meta({ question: "How many island ships went out?" }),
      breaches: z
        .array(breachSchema)
        .default([])
        .describe("Breaches of the rules the case reports.")
        .meta({ question: "How many breaches of the rules does the case report?" }),
      people: z
        .array(personSchema)
        .min(1)
        .describe("The islanders: on the beach, who went, the Vogt and the pastor.")
        .meta({
          question:
            "How many islanders does the case name: those on the beach, those who went, the Vogt and the pastor?",
        }),
    })
    .strict()
    .superRefine((raw, ctx) => checkReferences(raw as unknown as Loose, ctx), ON_A_MAPPING)
    .superRefine((raw, ctx) => checkPilotageReferences(raw as Record<string, unknown>, ctx), ON_A_MAPPING);
}

function idsOf(v: unknown): Set<string> {
  const out = new Set<string>();
  if (Array.isArray(v)) {
    for (const x of v) {
      const id = (x as { id?: unknown } | null)?.id;
      if (typeof id === "string") out.add(id);
    }
  }
  return out;
}

/** Offers, the pilot and the lot must name people and island ships of the case. */
function checkPilotageReferences(r: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const people = idsOf(r.people);
  const ships = idsOf(r.ships);
  const check = (known: Set<string>, what: string, v: unknown, path: (string | number)[]) => {
    if (typeof v === "string" && !known.has(v))
      ctx.addIssue({ code: "custom", path, message: `no ${what} has the id "${v}"` });
  };
  items(r.offers).forEach((o, i) => {
    check(people, "person", (o as { person?: unknown } | null)?.person, ["offers", i, "person"]);
  });
  check(people, "person", r.pilot, ["pilot"]);
  const lot = (r.lot ?? {}) as { ship?: unknown; persons?: unknown; draw?: { ships?: unknown; persons?: unknown } };
  check(ships, "island ship", lot.ship, ["lot", "ship"]);
  items(lot.persons).forEach((p, i) => {
    check(people, "person", p, ["lot", "persons", i]);
  });
  items(lot.draw?.ships).forEach((s, i) => {
    check(ships, "island ship", s, ["lot", "draw", "ships", i]);
  });
  items(lot.draw?.persons).forEach((p, i) => {
    check(people, "person", p, ["lot", "draw", "persons", i]);
  });
}

export function pilotageFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

export const pilotageFactsJsonSchema = facts(anyAmountSchema);

export type PilotageFacts = z.output<ReturnType<typeof pilotageFactsSchema>>;
