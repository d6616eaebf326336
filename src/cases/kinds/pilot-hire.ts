/**
 * Case kind `pilot_hire`: a ship comes into waters where a pilot is to be had (or
 * should be), and what follows from hiring one or not: his wage, agreed with him
 * and paid out of the goods by the custom of the market where the ship unloads;
 * his board; the draught the skipper told him against what the ship truly draws;
 * the proof the skipper took of both; damage done coming in without a pilot, or
 * with one who was at fault.
 *
 * The facts are the world's: the waters, the ship with her skipper, owners and
 * draught, the pilot, the cargo parcels with their owners and values, the port of
 * discharge and its custom, the damage and the people. Draughts are feet as exact
 * numbers: 13, "27/2", "13.5" or "13 1/2".
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, exactNumberSchema, fractionSchema, idSchema } from "../common.js";
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

/** The roles of the shared world, and those pilotage under Danske Lov adds. */
export const PILOT_HIRE_ROLES = [...PERSON_ROLES, "pilot", "shipowner"] as const;

export type PilotHireRole = (typeof PILOT_HIRE_ROLES)[number];

export const pilotHirePersonSchema = personSchema.extend({
  roles: z
    .array(z.enum(PILOT_HIRE_ROLES))
    .default([])
    .describe(
      "What the person is: skipper, shipowner, merchant (owner of goods aboard), pilot, other; and the roles of the shared world.",
    )
    .meta({
      question:
        "Which of these is {who}: the skipper, a shipowner, a merchant with goods aboard, the pilot, other (all that apply)?",
    }),
});

export type PilotHirePerson = z.output<typeof pilotHirePersonSchema>;

/** Feet, exactly: 13, "27/2", "13.5", "13 1/2". */
const feetSchema = exactNumberSchema.describe(
  'Feet, as an exact number: 13, "27/2", "13.5" or "13 1/2". Never a decimal float.',
);

/** The interest id the ship takes when damage is listed; a parcel must not take it. */
export const SHIP_INTEREST = "ship";

export const SHARED_BY = ["value", "quantity"] as const;

function facts(amount: AmountSchema) {
  const waters = z
    .object({
      pilot_waters: z
        .boolean()
        .describe("The ship came into pilot waters ('lodsmands farvand'): waters where a pilot is to be hired.")
        .meta({ question: "Did the ship come into pilot waters ('lodsmands farvand'), where a pilot is to be hired?" }),
      name: z
        .string()
        .min(1)
        .optional()
        .describe("The waters, in words: 'the Elbe', 'the Sound'.")
        .meta({ question: "What are the waters called ('the Elbe', 'the Sound')?" }),
    })
    .strict();

  const ship = z
    .object({
      // The case has one ship, referred to as "the ship": an id is accepted, and names her where she has no name.
      id: idSchema.optional().meta({
        question: "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
      }),
      name: z.string().min(1).optional().meta({ question: "What is the ship's name?" }),
      skipper: idSchema
        .describe("The person who sailed her (listed under people).")
        .meta({ question: "Who sailed the ship?" }),
      owners: z
        .array(theShipOwnerSchema)
        .min(1)
        .describe("Who owns the ship and in what shares; the shares add up to 1.")
        .meta({ question: "How many owners had the ship (their shares add up to 1)?" }),
      draught: feetSchema
        .optional()
        .describe('How many feet deep the ship truly goes: 13, "27/2" or "13 1/2". Left out: not known.')
        .meta({ question: 'How many feet deep does the ship truly go (13, "27/2" or "13 1/2")?' }),
    })
    .strict();

  const pilot = z
    .object({
      person: idSchema
        .optional()
        .describe("The pilot (listed under people). Left out: a pilot not named.")
        .meta({ question: "Who was the pilot?" }),
      wage: amount
        .optional()
        .describe("The wage agreed with him ('for det bedste køb, han kan betinge ham').")
        .meta({ question: "What wage was agreed with the pilot ('for det bedste køb, han kan betinge ham')?" }),
      paid: amount
        .optional()
        .describe("What the skipper has paid him so far. Left out: nothing paid yet.")
        .meta({ question: "What has the skipper paid the pilot so far?" }),
      board_given: z
        .boolean()
        .optional()
        .describe("Whether the skipper gave him his board ('kosten'). Unknown when left out.")
        .meta({ question: "Did the skipper give the pilot his board ('kosten')?" }),
      draught_declared: feetSchema
        .optional()
        .describe("How many feet the skipper told him the ship draws. Left out: not said.")
        .meta({ question: "How many feet did the skipper tell the pilot the ship draws?" }),
      fault: z
        .string()
        .min(1)
        .optional()
        .describe("What the pilot is said to have done wrong, in words, where something is said against him.")
        .meta({ question: "What is the pilot said to have done wrong?" }),
      at_fault: z
        .boolean()
        .optional()
        .describe("The finding whether the pilot was at fault ('forser sig'). Left out: not yet found.")
        .meta({ question: "Was the pilot found to be at fault ('forser sig')?" }),
      at_fault_by: z
        .string()
        .min(1)
        .optional()
        .describe("Who made that finding, in words.")
        .meta({ question: "Who found whether the pilot was at fault?" }),
    })
    .strict();

  const parcel = z
    .object({
      id: idSchema.describe("The bill of lading's id, unique in the case.").meta({
        question:
          "What short name (letters, digits, underscores, dots or dashes), such as its bill of lading's mark, shall {who} go by in the case?",
      }),
      owner: idSchema
        .describe("Who owns the goods (listed under people).")
        .meta({ question: "Who owns the goods of {who}?" }),
      what: z
        .string()
        .min(1)
        .optional()
        .describe("What the goods are: 'wine', 'rye'.")
        .meta({ question: "What goods are in {who} ('wine', 'rye')?" }),
      value: amount
        .optional()
        .describe("The value of the goods. Left out: not appraised.")
        .meta({ question: "What are the goods of {who} worth?" }),
      quantity: exactNumberSchema
        .optional()
        .describe("The quantity, where the custom shares by quantity.")
        .meta({ question: "What quantity of goods is {who}, where the custom shares by quantity?" }),
      unit: z
        .string()
        .min(1)
        .optional()
        .describe("The unit of the quantity: 'lasts', 'tons'.")
        .meta({ question: "In what unit is the quantity of {who} given ('lasts', 'tons')?" }),
    })
    .strict();

  const custom = z
    .object({
      description: z
        .string()
        .min(1)
        .describe("The custom and practice of the market for paying the pilot's wage, in words.")
        .meta({ question: "What is the custom and practice of the market for paying the pilot's wage?" }),
      goods_share: fractionSchema
        .optional()
        .describe(
          'The part of the wage the custom lays on the goods, the rest on the ship: "1", "2/3". Left out: the custom does not split it.',
        )
        .meta({
          question: 'What part of the wage does the custom lay on the goods, the rest on the ship ("1", "2/3")?',
        }),
      shared_by: z
        .enum(SHARED_BY)
        .default("value")
        .describe("How the custom shares the goods' part among the parcels: by value (default) or by quantity.")
        .meta({ question: "How does the custom share the goods' part among the parcels: by value, or by quantity?" }),
    })
    .strict();

  const port = z
    .object({
      name: z
        .string()
        .min(1)
        .optional()
        .describe("The market where the ship unloads, in words: 'Copenhagen'.")
        .meta({ question: "At which market does the ship unload ('Copenhagen')?" }),
      custom: custom
        .optional()
        .describe("Its custom for the pilot's wage. Left out: not known.")
        .meta({ question: "Is the custom of that market for the pilot's wage known?" }),
    })
    .strict();

  const damage = z
    .object({
      to: idSchema.describe('What was damaged: "ship", or the id of a cargo parcel.').meta({
        question: "What did {who} fall on: the ship, or a parcel of the cargo (which)?",
        // The interview offers "ship" and the case's parcels to choose among.
        among: "the-ship-or-a-parcel",
      }),
      amount: amount
        .optional()
        .describe("The damage, in money. Left out: not yet known.")
        .meta({ question: "How much is {who}, in money?" }),
      what: z
        .string()
        .min(1)
        .optional()
        .describe("What the damage was, in words.")
        .meta({ question: "What was {who}, in words (a hole stove in, goods spoiled ...)?" }),
      deliberate: z
        .boolean()
        .default(false)
        .describe("Done on purpose to save ship and goods (a sacrifice), not by mishap.")
        .meta({ question: "Was {who} done on purpose to save ship and goods (a sacrifice), not by mishap?" }),
    })
    .strict();

  const necessity = z
    .object({
      claimed: z
        .string()
        .min(1)
        .describe("What the skipper says forced him in without a pilot, in words.")
        .meta({ question: "What does the skipper say forced him in without a pilot?" }),
      found: z
        .boolean()
        .optional()
        .describe("The finding whether it was necessity ('nøds sag'). Left out: not yet found.")
        .meta({ question: "Was it found to be necessity ('nøds sag')?" }),
      by: z
        .string()
        .min(1)
        .optional()
        .describe("Who made that finding, in words.")
        .meta({ question: "Who found whether it was necessity?" }),
    })
    .strict();

  const proof = z
    .object({
      draught_declared: z
        .boolean()
        .optional()
        .describe("The skipper took proper proof of the draught he declared. Unknown when left out.")
        .meta({ question: "Did the skipper take proper proof of the draught he declared to the pilot?" }),
      payment: z
        .boolean()
        .optional()
        .describe("The skipper took proper proof of what he paid the pilot. Unknown when left out.")
        .meta({ question: "Did the skipper take proper proof of what he paid the pilot?" }),
    })
    .strict();

  return z
    .object({
      waters: waters
        .describe("The waters the ship came into.")
        .meta({ question: "Into what waters did the ship come?" }),
      ship: ship
        .describe("The ship.")
        .meta({ question: "Who sailed and owned the ship that came in, and how deep does she go?" }),
      pilot: pilot
        .optional()
        .describe("The pilot the skipper engaged. Left out: none was engaged.")
        .meta({ question: "Did the skipper engage a pilot?" }),
      entered_without_pilot: z
        .boolean()
        .default(false)
        .describe("The skipper ventured to bring the ship in without a pilot.")
        .meta({ question: "Did the skipper venture to bring the ship in without a pilot?" }),
      necessity: necessity
        .optional()
        .describe("Necessity pleaded for coming in without a pilot. Left out: none pleaded.")
        .meta({ question: "Does the skipper plead necessity for coming in without a pilot?" }),
      damage: z
        .array(damage)
        .default([])
        .describe("Damage done to the ship or the goods as she came in: one entry per damage, naming what it struck.")
        .meta({
          question: "How many damages were done to the ship or the goods as she came in (one for each thing struck)?",
        }),
      port_of_discharge: port
        .default({})
        .describe("The market where the ship unloads.")
        .meta({ question: "Where does the ship unload, and what is the custom there for the pilot's wage?" }),
      cargo: z
        .array(parcel)
        .default([])
        .describe("The cargo, one parcel per bill of lading.")
        .meta({ question: "How many parcels of cargo did the ship carry, one for each bill of lading?" }),
      proof: proof
        .default({})
        .describe("The proof the skipper took (dl-averi/58).")
        .meta({ question: "Did the skipper take proof of what he told and paid the pilot (dl-averi/58)?" }),
      people: z
        .array(pilotHirePersonSchema)
        .min(1)
        .describe("The skipper, the owners, the merchants and the pilot.")
        .meta({
          question: "How many people does the case name: the skipper, the owners, the merchants and the pilot?",
        }),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkPilotHire(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** Every id the case names is listed; ids are unique; the owners' shares make 1; the facts agree. */
function checkPilotHire(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => {
    ctx.addIssue({ code: "custom", path, message });
  };
  const { person } = peopleIndex(f.people, issue);
  const ship = mapping(f.ship);
  checkTheShip(ship, person, issue);
  const pilot = mapping(f.pilot);
  if (pilot) {
    person(["pilot", "person"], pilot.person);
    if (ship && pilot.person !== undefined && pilot.person === ship.skipper) {
      issue(["pilot", "person"], "the skipper cannot be his own pilot");
    }
    if (f.entered_without_pilot === true) {
      issue(["entered_without_pilot"], "the case names a pilot engaged, and says the ship came in without one");
    }
  }
  if (f.necessity !== undefined && f.entered_without_pilot !== true) {
    issue(["necessity"], "necessity is pleaded only for coming in without a pilot (entered_without_pilot: true)");
  }
  const parcels = new Set<string>();
  records(f.cargo).forEach((c, i) => {
    const id = c.id;
    if (typeof id === "string") {
      if (parcels.has(id)) issue(["cargo", i, "id"], `the bill of lading "${id}" is listed twice`);
      if (id === SHIP_INTEREST) issue(["cargo", i, "id"], `"${id}" names the ship; give the parcel another id`);
      parcels.add(id);
    }
    person(["cargo", i, "owner"], c.owner);
  });
  records(f.damage).forEach((d, i) => {
    const to = d.to;
    if (typeof to === "string" && to !== SHIP_INTEREST && !parcels.has(to)) {
      issue(["damage", i, "to"], `no parcel of the cargo has the id "${to}" (the ship is "${SHIP_INTEREST}")`);
    }
  });
}

export function pilotHireFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/**
 * The schema with amounts left as text, for JSON Schema output only: it is never
 * used to read a case, so its amounts are typed as the parsed ones.
 */
export const pilotHireFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema);

export type PilotHireFacts = z.output<ReturnType<typeof pilotHireFactsSchema>>;
export type PilotHireParcel = PilotHireFacts["cargo"][number];
export type PilotHireDamage = PilotHireFacts["damage"][number];
export type Pilot = NonNullable<PilotHireFacts["pilot"]>;
