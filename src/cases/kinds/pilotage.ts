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
    name: z.string().min(1).optional(),
    unfamiliar: z.boolean().default(true).describe("Does not know the waters."),
    in_free_passage: z.boolean().default(true).describe("Afloat and under way on the river, not aground."),
    aground: z.boolean().default(false).describe("Found stuck fast (aground) when the islanders came."),
    leaking: z.boolean().default(false).describe("Found leaking."),
    signal: z
      .enum(["waft", "gun", "none"])
      .describe("How it called for a pilot: a waft (Syauwer) flown, or a gun fired."),
    seen_from_tower: z
      .boolean()
      .optional()
      .describe(
        "The islanders saw the ship from the tower (7.5). Unknown when left out; asked for when the Vogt's or the pastor's share turns on it.",
      ),
  })
  .strict();

function facts(amount: AmountSchema | typeof anyAmountSchema) {
  return z
    .object({
      date: dateSchema.optional(),
      place: z.enum(PLACES).describe("Where the ship lay when it called: outside_reefs, on_reefs, inside_reefs, ..."),
      ship: callingShip.describe("The ship that called for a pilot."),
      mode: z
        .enum(["single_person", "whole_ship"])
        .default("single_person")
        .describe("single_person: one islander goes aboard and pilots; whole_ship: an island ship must go out."),
      pilot_money: amount.describe("What the ship pays (what the pilot bargained from the ship)."),
      offers: z
        .array(z.object({ person: idSchema, price: amount }).strict())
        .default([])
        .describe("What each islander on the beach offered to go for; the lowest offer goes (7.2)."),
      pilot: idSchema.optional().describe("Who went as pilot. Default: the one with the lowest offer."),
      agreed_price: amount.optional().describe("The price agreed on the beach, where no offers are listed."),
      lot: z
        .object({
          ship: idSchema.optional().describe("The island ship the lot fell on."),
          persons: z.array(idSchema).default([]).describe("The persons the lot fell on."),
          draw: z
            .object({
              seed: z.string().min(1).describe("Any text; the same seed always draws the same lot."),
              ships: z.array(idSchema).default([]).describe("The island ships in the lot."),
              persons: z.array(idSchema).default([]).describe("The persons in the lot."),
              persons_needed: countSchema(0).describe("How many persons the need requires."),
            })
            .strict()
            .optional()
            .describe("Ask sealaw to draw the lot, reproducibly from the seed, instead of stating its outcome."),
        })
        .strict()
        .optional()
        .describe("Pilotage with whole ships (7.7): on whom the lot fell, or a lot to draw."),
      vogt_inspection: z
        .object({
          made: z.boolean().default(true),
          fallen_to_ruler: z
            .boolean()
            .optional()
            .describe("The Vogt's finding whether the ship has fallen to the territorial ruler."),
        })
        .strict()
        .optional()
        .describe("The Vogt's inspection of a ship found aground and leaking (7.9), if made."),
      ships: z.array(shipSchema).default([]).describe("The island ships that went out."),
      breaches: z.array(breachSchema).default([]).describe("Breaches of the rules the case reports."),
      people: z.array(personSchema).min(1).describe("The islanders: on the beach, who went, the Vogt and the pastor."),
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
