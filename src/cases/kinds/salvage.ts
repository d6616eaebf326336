/**
 * Case kind `salvage`: goods or a ship saved after a stranding, and the money paid
 * for it. The vocabulary is the world's (where it happened, which ships went out,
 * who was aboard, who helped and how, who stayed at home), so any statute that
 * speaks of salvage can read it.
 *
 * A salvage may also be the rescue of a ship that came to grief with her people
 * aboard (`shipwreck`): how she was lost, her crew and their wages, the goods saved
 * and their freight, whom the skipper asked for help, a bargain he struck with the
 * salvors, who fixed the salvage money and what the salvage cost. Those fields are
 * all optional; a case without them reads as before.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema, fractionSchema, idSchema } from "../common.js";
import {
  breachSchema,
  checkReferences,
  type Issue,
  items,
  type Loose,
  mapping,
  ON_A_MAPPING,
  PLACES,
  personSchema,
  records,
  shipSchema,
} from "../world.js";

export { PERSON_ROLES, type PersonRole, PLACES } from "../world.js";

type Amount = AmountSchema | typeof anyAmountSchema;

/** The offices a shipwrecked skipper may ask for help, as the world names them. */
export const SHORE_OFFICES = [
  "amtmand",
  "mayor_and_council",
  "bailiff",
  "strand_bailiff",
  "shore_commander",
  "foreshore_holder",
  "other",
] as const;

export type ShoreOffice = (typeof SHORE_OFFICES)[number];

/** One merchant's goods saved from the ship that was lost. */
function cargoLot(amount: Amount) {
  return z
    .object({
      owner: idSchema
        .describe("The merchant who owns these goods (listed under people).")
        .meta({ question: "Which merchant owns {who}?" }),
      shipper: idSchema
        .optional()
        .describe("Who shipped the goods and owes the freight for them, if not the owner (listed under people).")
        .meta({ question: "Who shipped {who} and owes its freight, if not its owner?" }),
      what: z
        .string()
        .min(1)
        .optional()
        .describe("What the goods are, in words.")
        .meta({ question: "What goods are in {who}, in words?" }),
      value_saved: amount
        .describe("What the goods saved are worth, or fetched when sold.")
        .meta({ question: "What is {who} worth as saved, or what did it fetch when sold?" }),
      freight: amount
        .optional()
        .describe("The freight agreed for carrying these goods the whole voyage.")
        .meta({ question: "What freight was agreed for carrying {who} the whole voyage?" }),
      left_to_skipper: z
        .boolean()
        .default(false)
        .describe("The shipper has chosen to let the skipper keep these goods instead of paying freight for them.")
        .meta({
          question: "Has the shipper chosen to let the skipper keep {who} instead of paying its freight?",
        }),
    })
    .strict();
}

/** Wages still owed to one of the crew of the ship that was lost. */
function wagesOwed(amount: Amount) {
  return z
    .object({
      person: idSchema
        .describe("The seaman (listed under people and in crew).")
        .meta({ question: "Which seaman is owed {who}?" }),
      amount: amount
        .describe("The wages still owed to him for the voyage.")
        .meta({ question: "How much is {who}, still owed for the voyage?" }),
    })
    .strict();
}

/** The ship that came to grief with her people, as opposed to the ships that went out to salvage. */
function shipwreck(amount: Amount) {
  return z
    .object({
      ship: idSchema
        .describe("The ship that came to grief, listed under ships with salvaging: false.")
        .meta({ question: "Which ship came to grief?" }),
      cause: z
        .enum(["storm", "other_misfortune"])
        .describe("What wrecked her: storm, or another misfortune (fire, a leak, running aground in fog ...).")
        .meta({
          question: "What wrecked her: a storm, or another misfortune (fire, a leak, running aground in fog ...)?",
        }),
      wholly_lost: z
        .boolean()
        .default(false)
        .describe("The ship is wholly lost (a total wreck), not only stranded or damaged.")
        .meta({ question: "Is the ship wholly lost (a total wreck), not only stranded or damaged?" }),
      how: z
        .enum(["driven_ashore", "run_ashore", "sank", "other"])
        .default("driven_ashore")
        .describe(
          "How she ended: driven_ashore (stranded against the crew's will), run_ashore (put on the shore on purpose to save ship and goods), sank (foundered), other.",
        )
        .meta({
          question:
            "How did she end: driven ashore against her crew's will, run ashore on purpose to save ship and goods, sunk, or otherwise?",
        }),
      crew: z
        .array(idSchema)
        .default([])
        .describe("The ship's people, besides the skipper (listed under people).")
        .meta({ question: "Who were the ship's people, besides the skipper?" }),
      seafarers_at_hand: z
        .array(idSchema)
        .default([])
        .describe("Other seafaring people who were at hand, not of this ship's crew (listed under people).")
        .meta({ question: "Which other seafaring people, not of her crew, were at hand?" }),
      skipper_could_not_manage: z
        .boolean()
        .default(false)
        .describe("The skipper with his own people was not able to salvage ship and goods by themselves.")
        .meta({ question: "Was the skipper with his own people unable to salvage ship and goods by themselves?" }),
      could_salvage_no_more: z
        .boolean()
        .default(false)
        .describe("The skipper and those helping him could salvage no more, and goods or wreck were left over.")
        .meta({
          question: "Could the skipper and those helping him salvage no more, so that goods or wreck were left over?",
        }),
      ship_value_saved: amount
        .optional()
        .describe("What was saved of the ship (hull, rigging, gear) is worth, or fetched when sold.")
        .meta({
          question:
            "What is the part of the ship that was saved (hull, rigging, gear) worth, or what did it fetch when sold?",
        }),
      cargo: z
        .array(cargoLot(amount))
        .default([])
        .describe("The goods saved from the ship, one entry per merchant's lot.")
        .meta({ question: "How many merchants' lots of goods were saved from the ship?" }),
      voyage_done: fractionSchema
        .optional()
        .describe('How much of the voyage was done when the ship was lost, as a fraction: "1/2", "2/3".')
        .meta({ question: 'How much of the voyage was done when the ship was lost, as a fraction ("1/2", "2/3")?' }),
      wages_owed: z
        .array(wagesOwed(amount))
        .default([])
        .describe("The wages still owed to each of the crew when the ship was lost.")
        .meta({ question: "How many of the crew were still owed wages when the ship was lost?" }),
    })
    .strict();
}

/** A bargain the skipper struck with the salvors over the salvage. */
function salvageAgreement(amount: Amount) {
  return z
    .object({
      terms: z
        .enum(["sum_to_salvors", "share_of_goods", "sum_to_skipper"])
        .describe(
          "sum_to_salvors: the salvors are paid a set sum for whatever they can salvage; share_of_goods: they have a share of the goods salvaged; sum_to_skipper: they pay the skipper a set sum for all they can salvage, and keep it.",
        )
        .meta({
          question:
            "What were the terms: a set sum paid to the salvors for whatever they could salvage, a share of the goods salvaged, or a set sum the salvors paid the skipper for all they could salvage, to keep it?",
        }),
      sum: amount
        .optional()
        .describe("The set sum, for sum_to_salvors and sum_to_skipper.")
        .meta({ question: "What set sum was agreed?" }),
      share: fractionSchema
        .optional()
        .describe('The salvors\' share of the goods salvaged, for share_of_goods: "1/3".')
        .meta({ question: 'What share of the goods salvaged was agreed to the salvors ("1/3")?' }),
      salvors: z
        .array(idSchema)
        .optional()
        .describe("The salvors who made the bargain (listed under people). Default: everyone who helped.")
        .meta({ question: "Which salvors made the bargain (left out: everyone who helped)?" }),
    })
    .strict();
}

/** Fields a shipwreck adds to a salvage; all optional, so that cases without one read as before. */
function shipwreckFields(amount: Amount) {
  return {
    shipwreck: shipwreck(amount)
      .optional()
      .describe("The ship that came to grief with her people aboard, when the goods were saved from such a ship.")
      .meta({ question: "Were the goods saved from a ship that came to grief with her people aboard?" }),
    off_market_town: z
      .boolean()
      .optional()
      .describe("It happened on the shore before a market town (a chartered town with a mayor and council).")
      .meta({
        question: "Did it happen on the shore before a market town (a chartered town with a mayor and council)?",
      }),
    help_asked: z
      .array(
        z
          .object({
            person: idSchema
              .describe("Who was asked (listed under people).")
              .meta({ question: "Whom did the skipper ask in {who}?" }),
            office: z
              .enum(SHORE_OFFICES)
              .describe(
                "What he is: amtmand (the king's district governor), mayor_and_council (of a town), bailiff, strand_bailiff, shore_commander (anyone else in command on the shore), foreshore_holder (whose land it is, with the right to the foreshore), other.",
              )
              .meta({
                question:
                  "Who is the one asked in {who}: the amtmand, the mayor and council of a town, a bailiff, a strand bailiff, another in command on the shore, the holder of the foreshore, or another?",
              }),
          })
          .strict(),
      )
      .optional()
      .describe("Whom the skipper asked to help him with the salvage.")
      .meta({
        question:
          "How many did the skipper ask to help him with the salvage (the amtmand, a bailiff, the holder of the foreshore ...)?",
      }),
    salvage_money_fixed_by: z
      .enum(["amtmand_and_best_men", "mayor_and_council"])
      .optional()
      .describe(
        "Who fixed the salvage money after the salvage: the amtmand with the best men of the district, or the mayor and council of the market town. Leave out while it is not fixed (salvage_money is then 0).",
      )
      .meta({
        question:
          "Who fixed the salvage money: the amtmand with the best men of the district, or the mayor and council of the market town?",
      }),
    salvage_money_shares: z
      .record(idSchema, amount)
      .optional()
      .describe(
        "How those who fixed the salvage money divided it among the salvors: person id -> amount (dl-vrag/6 leaves the reward to the assessors, 'efter lejligheden'). Leave out while they have not divided it.",
      )
      .meta({ question: "How did those who fixed the salvage money divide it among the salvors: who had how much?" }),
    salvage_agreement: salvageAgreement(amount)
      .optional()
      .describe("A bargain the skipper struck with the salvors over the salvage.")
      .meta({ question: "Did the skipper strike a bargain with the salvors over the salvage?" }),
    salvage_costs: amount
      .optional()
      .describe("What the salvage cost in all: the salvors' reward, hire of boats and carts, storage and the like.")
      .meta({
        question:
          "What did the salvage cost in all: the salvors' reward, hire of boats and carts, storage and the like?",
      }),
  };
}

function facts(amount: Amount) {
  return (
    z
      .object({
        place: z
          .enum(PLACES)
          .optional()
          .describe(
            "Where the goods were saved: open_sea, outside_reefs, on_reefs, inside_reefs (on Borkum: the Randzel or the Ems), or beach. Borkum's §6 divides by it and refuses a case without it; the Danish Law's salvage rules do not read it.",
          )
          .meta({ question: "Where were the goods saved?" }),
        came_ashore_by_itself: z
          .boolean()
          .default(false)
          .describe("The goods drifted ashore by themselves and were not saved with ships (Borkum's 'foot strand').")
          .meta({
            question: "Did the goods come ashore by themselves, not saved with ships (the foot strand, Fuß-strand)?",
          }),
        merchant_goods: z
          .boolean()
          .default(true)
          .describe("The goods are merchants' goods (cargo), not parts of a ship.")
          .meta({ question: "Were the goods merchants' goods (cargo), rather than parts of a ship?" }),
        salvage_money: amount
          .describe(
            "The salvage money paid for what was saved: the fund that is divided. For a shipwreck whose salvage money is still to be fixed: 0.",
          )
          .meta({ question: "How much salvage money was paid for what was saved (0 while it is still to be fixed)?" }),
        date: dateSchema.optional().meta({ question: "On what day were the goods saved?" }),
        ships: z
          .array(shipSchema)
          .default([])
          .describe("The ships that took part in the salvage.")
          .meta({ question: "How many ships took part: those that went out to salvage, and any that came to grief?" }),
        breaches: z
          .array(breachSchema)
          .default([])
          .describe("Breaches of the rules the case reports.")
          .meta({ question: "How many breaches of the rules does the case report?" }),
        people: z
          .array(personSchema)
          .min(1)
          .describe("Everyone who may have a claim, including those who stayed at home.")
          .meta({
            question: "How many people may have a share, those who stayed at home included?",
            questionBy: {
              "dl-vrag":
                "How many people does the case name: the skipper, his crew, those who helped salvage or would not, the merchants and the officials asked?",
            },
          }),
        ...shipwreckFields(amount),
      })
      .strict()
      // Cross-references are checked even when other fields are wrong, so that every
      // problem in a file is reported at once; the value may then be only partly
      // parsed, and the checks read it defensively.
      .superRefine((raw, ctx) => {
        checkReferences(raw as unknown as Loose, ctx);
        checkShipwreck(raw as unknown as Record<string, unknown>, ctx);
      }, ON_A_MAPPING)
  );
}

/** The ids the shipwreck fields name are listed under people (or ships), and the bargain is complete. */
function checkShipwreck(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const people = new Set(records(f.people).map((p) => p.id));
  const person = (path: (string | number)[], id: unknown) => {
    if (typeof id === "string" && !people.has(id)) issue(path, `no person has the id "${id}"`);
  };
  const wreck = mapping(f.shipwreck);
  if (wreck) {
    const ship = records(f.ships).find((s) => s.id === wreck.ship);
    if (typeof wreck.ship === "string" && !ship) {
      issue(
        ["shipwreck", "ship"],
        `no ship has the id "${wreck.ship}"; the ship that came to grief must be listed under ships`,
      );
    } else if (ship?.salvaging === true) {
      issue(
        ["shipwreck", "ship"],
        `the ship "${wreck.ship}" came to grief, so it cannot be a salvaging ship; set salvaging: false`,
      );
    }
    for (const key of ["crew", "seafarers_at_hand"] as const) {
      items(wreck[key]).forEach((id, i) => {
        person(["shipwreck", key, i], id);
      });
    }
    records(wreck.cargo).forEach((lot, i) => {
      person(["shipwreck", "cargo", i, "owner"], lot.owner);
      person(["shipwreck", "cargo", i, "shipper"], lot.shipper);
    });
    const crew = new Set(items(wreck.crew));
    const seen = new Set<unknown>();
    records(wreck.wages_owed).forEach((w, i) => {
      const path = ["shipwreck", "wages_owed", i, "person"];
      person(path, w.person);
      if (typeof w.person !== "string") return;
      if (people.has(w.person) && !crew.has(w.person))
        issue(path, `"${w.person}" is owed wages but is not listed in crew`);
      if (seen.has(w.person)) issue(path, `the wages of "${w.person}" are given twice`);
      seen.add(w.person);
    });
  }
  for (const id of Object.keys(mapping(f.salvage_money_shares) ?? {})) person(["salvage_money_shares", id], id);
  records(f.help_asked).forEach((h, i) => {
    person(["help_asked", i, "person"], h.person);
  });
  const deal = mapping(f.salvage_agreement);
  if (deal) {
    items(deal.salvors).forEach((id, i) => {
      person(["salvage_agreement", "salvors", i], id);
    });
    if ((deal.terms === "sum_to_salvors" || deal.terms === "sum_to_skipper") && deal.sum === undefined) {
      issue(["salvage_agreement", "sum"], `a bargain of ${deal.terms} names the sum agreed`);
    }
    if (deal.terms === "share_of_goods" && deal.share === undefined) {
      issue(["salvage_agreement", "share"], "a bargain for a share of the goods names the share");
    }
  }
}

export function salvageFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/** The schema with amounts left as text, for JSON Schema output. */
export const salvageFactsJsonSchema = facts(anyAmountSchema);

export type SalvageFacts = z.output<ReturnType<typeof salvageFactsSchema>>;
export type SalvagePerson = SalvageFacts["people"][number];
export type SalvageShip = SalvageFacts["ships"][number];
export type Shipwreck = NonNullable<SalvageFacts["shipwreck"]>;
export type CargoLot = Shipwreck["cargo"][number];
export type SalvageAgreement = NonNullable<SalvageFacts["salvage_agreement"]>;
