/**
 * Case kind `shipwreck`: a casualty that leaves the ship wrecked or aground, and
 * what follows for the salvage, the freight, the seamen's wages, the goods spoiled
 * and the skipper's answer for the loss.
 *
 * The facts are the world's: the ship, her owners and skipper and the state the
 * casualty left her in; the voyage, how far it had come and the freight agreed;
 * one cargo parcel per bill of lading, with how it was packed, its value, its
 * quantity, its agreed freight and whether it was saved, saved but spoiled, or
 * lost; the crew, each with his agreed wage, what he has drawn, his portage and
 * whether he helped to salvage; anyone who carried off or embezzled the goods;
 * how the loss came about; and the figures that good men or honest men
 * (dannemænd) have set, when they have. Any statute that speaks of a shipwreck or
 * a grounding can read them.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, exactNumberSchema, fractionSchema, idSchema } from "../common.js";
import {
  checkTheShip,
  type Issue,
  items,
  mapping,
  ON_A_MAPPING,
  PERSON_ROLES,
  peopleIndex,
  personSchema,
  records,
} from "../world.js";

type Amount = AmountSchema;

/** The roles of the shared world, and those a voyage adds. */
export const SHIPWRECK_ROLES = [...PERSON_ROLES, "shipowner", "charterer", "seaman"] as const;

export const shipwreckPersonSchema = personSchema.extend({
  roles: z
    .array(z.enum(SHIPWRECK_ROLES))
    .default([])
    .describe(
      "What the person is: skipper, shipowner, merchant (owner of goods aboard), charterer (who chartered the ship, the 'befragter'), seaman (one of the crew), other; and the roles of the shared world.",
    )
    .meta({
      question:
        "What is {who}: the skipper, a shipowner, a merchant with goods aboard, the charterer, a seaman, or another (all that apply)?",
    }),
});

export type ShipwreckPerson = z.output<typeof shipwreckPersonSchema>;

export const SHIP_STATES = ["wrecked", "aground_repairable", "aground_beyond_repair", "saved"] as const;
export type ShipState = (typeof SHIP_STATES)[number];

export const PACKINGS = ["bulk", "loose", "barrels", "packs", "pieces"] as const;
export type Packing = (typeof PACKINGS)[number];

export const OUTCOMES = ["saved", "spoiled", "lost"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const SALVAGE_CONDUCT = ["helped", "refused", "unable"] as const;

export const CAUSES = ["misfortune", "neglect", "wilful"] as const;

function parcel(amount: Amount) {
  return z
    .object({
      id: idSchema.describe("The bill of lading's id: one parcel per bill of lading."),
      owner: idSchema
        .describe("The merchant who owns the goods (listed under people).")
        .meta({ question: "Which merchant owns {who}?" }),
      shipper: idSchema
        .optional()
        .describe("Who shipped them and owes their freight, if not the owner or the charterer (listed under people).")
        .meta({ question: "Who shipped {who} and owes its freight, if not its owner or the charterer?" }),
      what: z
        .string()
        .min(1)
        .optional()
        .describe("What the goods are, in words: 'rye', 'herring in barrels'.")
        .meta({ question: "What goods are in {who}, in words (e.g. 'rye', 'herring in barrels')?" }),
      packing: z
        .enum(PACKINGS)
        .describe(
          "bulk (poured loose into the hold, mixed with other owners' goods of the same kind: 'styrtet gods'), loose (unpacked but kept apart), barrels, packs, pieces (goods that bear their owner's mark).",
        )
        .meta({
          question:
            "How was {who} stowed: in bulk, poured into the hold with other owners' goods of its kind (styrtet gods), loose but kept apart, in barrels, in packs, or in pieces bearing the owner's mark?",
        }),
      value: amount
        .optional()
        .describe("What the whole parcel, sound, is worth. Left out: not appraised.")
        .meta({ question: "What is {who} worth, whole and sound?" }),
      quantity: exactNumberSchema
        .optional()
        .describe("Its quantity, in `unit`: 60 (lasts), '12 1/2'.")
        .meta({ question: "How much is {who}, in its unit (e.g. 60, '12 1/2')?" }),
      unit: z
        .string()
        .min(1)
        .optional()
        .describe("The unit of `quantity`: 'lasts', 'barrels', 'packs'.")
        .meta({ question: "In what unit is {who} measured (e.g. 'lasts', 'barrels', 'packs')?" }),
      freight: amount
        .optional()
        .describe("The freight agreed for carrying this parcel the whole voyage.")
        .meta({ question: "What freight was agreed for carrying {who} the whole voyage?" }),
      outcome: z
        .enum(OUTCOMES)
        .default("saved")
        .describe(
          "saved (salvaged, or kept, sound), spoiled (salvaged or kept, but spoiled in whole or in part: see `spoiled`), lost (not saved). Default: saved.",
        )
        .meta({ question: "What became of {who}: saved sound, spoiled in whole or in part, or lost?" }),
      spoiled: z
        .object({
          quantity: exactNumberSchema
            .optional()
            .describe("How much of it is spoiled, in the parcel's unit.")
            .meta({ question: "How much of {who} is spoiled, in its unit?" }),
          value: amount
            .optional()
            .describe("What the part spoiled was worth, sound.")
            .meta({ question: "What was the spoiled part of {who} worth, sound?" }),
        })
        .strict()
        .optional()
        .describe("For a parcel spoiled in part: the part spoiled. Left out for a spoiled parcel: all of it.")
        .meta({ question: "Was only part of {who} spoiled?" }),
      costs: amount
        .optional()
        .describe("The costs laid out on this parcel (salvaging, landing, carrying it) that fall to its owner.")
        .meta({ question: "What costs laid out on {who} (salvaging, landing, carrying it) fall to its owner?" }),
      costs_paid_by: idSchema
        .optional()
        .describe("Who laid those costs out (listed under people). Default: the skipper.")
        .meta({ question: "Who laid out the costs on {who} (left out: the skipper)?" }),
    })
    .strict();
}

function seaman(amount: Amount) {
  return z
    .object({
      person: idSchema.describe("The seaman (listed under people).").meta({ question: "Which seaman is {who}?" }),
      wage: amount
        .optional()
        .describe("His wage ('hyre') agreed for the voyage. Left out: not known.")
        .meta({ question: "What wage (hyre) was agreed with {who} for the voyage?" }),
      drawn: amount
        .optional()
        .describe("What he has already drawn of it (advances, 'hvis han tilforn har oppebåret').")
        .meta({ question: "How much of his wage has {who} already drawn (advances)?" }),
      portage: z
        .object({
          what: z
            .string()
            .min(1)
            .optional()
            .describe("The goods, in words.")
            .meta({ question: "What goods did {who} carry as portage, in words?" }),
          value: amount
            .optional()
            .describe("Their value.")
            .meta({ question: "What were the portage goods of {who} worth?" }),
        })
        .strict()
        .optional()
        .describe("His portage ('føring'): goods he may carry aboard on his own account.")
        .meta({ question: "Did {who} have portage (føring), goods carried aboard on his own account?" }),
      salvage: z
        .enum(SALVAGE_CONDUCT)
        .default("helped")
        .describe(
          "After a shipwreck: helped (to salvage ship, goods and gear), refused (would not help), unable (could not, being hurt or ill). Default: helped.",
        )
        .meta({
          question:
            "Did {who} help salvage ship, goods and gear after the wreck, refuse, or could he not, being hurt or ill?",
        }),
    })
    .strict();
}

function embezzlement(amount: Amount) {
  return z
    .object({
      person: idSchema.describe("Who did it (listed under people).").meta({ question: "Who committed {who}?" }),
      act: z
        .enum(["removed", "embezzled"])
        .describe("removed (carried the goods off), or embezzled (kept them back).")
        .meta({ question: "Were the goods of {who} carried off (removed), or kept back (embezzled)?" }),
      what: z
        .string()
        .min(1)
        .describe("What was taken, in words.")
        .meta({ question: "What was taken in {who}, in words?" }),
      parcel: idSchema
        .optional()
        .describe("The parcel it was taken from.")
        .meta({ question: "Which parcel was {who} taken from?" }),
      value: amount
        .optional()
        .describe("Its value, where known.")
        .meta({ question: "What was the worth of what was taken in {who}, where known?" }),
    })
    .strict();
}

function loss(amount: Amount) {
  return z
    .object({
      cause: z
        .enum(CAUSES)
        .describe(
          "How ship and goods came to grief: misfortune (by no one's fault), neglect (the skipper's or his people's), wilful (the skipper did it on purpose, out of malice).",
        )
        .meta({
          question:
            "How did ship and goods come to grief: by misfortune, by neglect, or wilfully (the skipper did it on purpose)?",
        }),
      neglect_of: z
        .enum(["skipper", "crew"])
        .default("skipper")
        .describe("For neglect: whose, the skipper's own or his people's. Default: the skipper's.")
        .meta({ question: "Whose neglect was it: the skipper's own, or his people's?" }),
      proved_with: z
        .array(idSchema)
        .default([])
        .describe(
          "For misfortune: the members of the crew who bear out the skipper's proof that it did not happen through his neglect (listed in crew).",
        )
        .meta({
          question: "Which of the crew bear out the skipper's proof that it did not happen through his neglect?",
        }),
      damages: z
        .array(
          z
            .object({
              merchant: idSchema
                .describe("The merchant (listed under people).")
                .meta({ question: "Which merchant suffered {who}?" }),
              amount: amount
                .describe("His loss, as established.")
                .meta({ question: "How much is {who}, as established?" }),
            })
            .strict(),
        )
        .default([])
        .describe(
          "Each merchant's loss, as established. Left out: the value of his goods lost and spoiled, as the cargo gives it.",
        )
        .meta({ question: "How many merchants' losses have been established?" }),
      satisfied: z
        .array(idSchema)
        .default([])
        .describe("The merchants the skipper has already satisfied for their loss.")
        .meta({ question: "Which merchants has the skipper already satisfied for their loss?" }),
    })
    .strict();
}

function assessed(amount: Amount) {
  return z
    .object({
      salvage_reward: amount
        .optional()
        .describe("The salvage reward good men have declared the merchants owe the skipper (dl-averi/1).")
        .meta({ question: "What salvage reward have good men declared the merchants owe the skipper?" }),
      reward_shares: z
        .record(idSchema, amount)
        .optional()
        .describe("How good men have shared the reward among the merchants: merchant id -> amount.")
        .meta({ question: "How have good men shared the reward among the merchants: which merchant owes how much?" }),
      voyage_part: fractionSchema
        .optional()
        .describe(
          "The measure of the voyage that honest men (dannemænd) judge right for the freight and wages after a shipwreck (dl-averi/2), as a fraction of the whole: '2/3'.",
        )
        .meta({
          question:
            "What part of the voyage have honest men (dannemænd) judged right for the freight and wages, as a fraction (e.g. '2/3')?",
        }),
      freight: amount
        .optional()
        .describe(
          "The freight on the goods saved, all together, as honest men (dl-averi/2) or good men (dl-averi/43) have set it.",
        )
        .meta({ question: "What freight on the goods saved have honest men or good men set, all together?" }),
    })
    .strict();
}

function facts(amount: Amount) {
  return z
    .object({
      ship: z
        .object({
          // The case has one ship, referred to as "the ship": an id is accepted, and names her where she has no name.
          id: idSchema.optional(),
          name: z.string().min(1).optional().meta({ question: "What is the ship's name?" }),
          skipper: idSchema
            .describe("The person who sailed her (listed under people).")
            .meta({ question: "Who sailed the ship?" }),
          owners: z
            .array(
              z
                .object({
                  person: idSchema.meta({ question: "Who is {who}?" }),
                  share: fractionSchema.meta({ question: 'What share of the ship does {who} hold ("1", "1/3")?' }),
                })
                .strict(),
            )
            .min(1)
            .optional()
            .describe("Who owns the ship and in what shares, where the case names them; the shares add up to 1.")
            .meta({ question: "How many owners has the ship, where the case names them (their shares add up to 1)?" }),
          state: z
            .enum(SHIP_STATES)
            .describe(
              "What the casualty left her: wrecked (shipwrecked: 'skibbruden'), aground_repairable (aground, and she can be repaired), aground_beyond_repair (aground, and she cannot be repaired), saved (she came through, with part of the goods and gear).",
            )
            .meta({
              question:
                "What did the casualty leave of her: shipwrecked (skibbruden), aground but to be repaired, aground beyond repair, or saved with part of her goods and gear?",
            }),
        })
        .strict()
        .describe("The ship.")
        .meta({ question: "Which ship is the case about?" }),
      voyage: z
        .object({
          from: z
            .string()
            .min(1)
            .optional()
            .describe("The port of loading.")
            .meta({ question: "From which port did she sail?" }),
          to: z
            .string()
            .min(1)
            .optional()
            .describe("The port or market the goods were bound for.")
            .meta({ question: "To which port or market were the goods bound?" }),
          completed: fractionSchema
            .optional()
            .describe("The part of the voyage completed when the casualty happened, as a fraction: '2/3'.")
            .meta({
              question: "How much of the voyage was done when the casualty happened, as a fraction (e.g. '2/3')?",
            }),
          freight_total: amount
            .optional()
            .describe(
              "The full freight: what the whole cargo would have paid for the whole voyage. Left out: the sum of the parcels' agreed freight.",
            )
            .meta({
              question:
                "What would the whole cargo have paid in freight for the whole voyage (left out: the parcels' agreed freight added up)?",
            }),
          freight_earned: amount
            .optional()
            .describe(
              "The freight the skipper earns on what was saved (dl-averi/46). Left out: the agreed freight on the parcels saved.",
            )
            .meta({
              question:
                "What freight does the skipper earn on what was saved (left out: the agreed freight on the parcels saved)?",
            }),
        })
        .strict()
        .default({})
        .describe("The voyage.")
        .meta({ question: "Where was the voyage from and bound to, and how far had it come?" }),
      charterer: idSchema
        .optional()
        .describe("Who chartered the ship and owes the freight (the 'befragter'; listed under people).")
        .meta({ question: "Who chartered the ship and owes the freight (the befragter)?" }),
      cargo: z
        .array(parcel(amount))
        .default([])
        .describe("The cargo, one parcel per bill of lading.")
        .meta({ question: "How many parcels did the ship carry, one to a bill of lading?" }),
      crew: z
        .array(seaman(amount))
        .default([])
        .describe("The crew besides the skipper, one entry per seaman.")
        .meta({ question: "How many seamen were there besides the skipper?" }),
      embezzlements: z
        .array(embezzlement(amount))
        .default([])
        .describe("Shipwrecked goods someone removed or embezzled.")
        .meta({ question: "How many times did someone carry off or keep back shipwrecked goods?" }),
      loss: loss(amount)
        .optional()
        .describe("How the loss of ship or goods came about. Left out: not stated.")
        .meta({ question: "How did the loss of ship or goods come about?" }),
      assessed: assessed(amount)
        .default({})
        .describe("The figures good men or honest men (dannemænd) have set, when they have.")
        .meta({ question: "Have good men or honest men (dannemænd) set any figures?" }),
      people: z
        .array(shipwreckPersonSchema)
        .min(1)
        .describe("The skipper, the owners, the merchants, the charterer and the crew.")
        .meta({
          question:
            "How many people does the case name: the skipper, the owners, the merchants, the charterer and the crew?",
        }),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkShipwreck(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** Every id the case names is listed where it must be; ids are unique; the owners' shares make 1. */
function checkShipwreck(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => {
    ctx.addIssue({ code: "custom", path, message });
  };
  const { person } = peopleIndex(f.people, issue);
  const ship = mapping(f.ship);
  checkTheShip(ship, person, issue);
  person(["charterer"], f.charterer);
  records(f.people).forEach((p, i) => {
    if (typeof p.aboard === "string" && ship && ship.id !== undefined && p.aboard !== ship.id) {
      issue(["people", i, "aboard"], `"${p.aboard}" is not the ship of this case ("${String(ship.id)}")`);
    }
  });
  const parcels = new Set<string>();
  records(f.cargo).forEach((c, i) => {
    if (typeof c.id === "string") {
      if (parcels.has(c.id)) issue(["cargo", i, "id"], `the bill of lading "${c.id}" is listed twice`);
      parcels.add(c.id);
    }
    person(["cargo", i, "owner"], c.owner);
    person(["cargo", i, "shipper"], c.shipper);
    person(["cargo", i, "costs_paid_by"], c.costs_paid_by);
    if (c.spoiled !== undefined && c.outcome !== "spoiled") {
      issue(
        ["cargo", i, "spoiled"],
        `the parcel's outcome is "${String(c.outcome)}"; a part spoiled needs outcome: spoiled`,
      );
    }
  });
  const crew = new Set<string>();
  records(f.crew).forEach((s, i) => {
    const id = s.person;
    person(["crew", i, "person"], id);
    if (typeof id !== "string") return;
    if (crew.has(id)) issue(["crew", i, "person"], `"${id}" is listed twice in the crew`);
    if (ship && id === ship.skipper) issue(["crew", i, "person"], `"${id}" is the skipper; list only the crew here`);
    crew.add(id);
  });
  records(f.embezzlements).forEach((e, i) => {
    person(["embezzlements", i, "person"], e.person);
    if (typeof e.parcel === "string" && !parcels.has(e.parcel)) {
      issue(["embezzlements", i, "parcel"], `no parcel of the cargo has the id "${e.parcel}"`);
    }
  });
  const l = mapping(f.loss);
  if (l) {
    items(l.proved_with).forEach((id, i) => {
      if (typeof id === "string" && !crew.has(id)) {
        issue(["loss", "proved_with", i], `"${id}" is not listed in the crew`);
      }
    });
    records(l.damages).forEach((d, i) => {
      person(["loss", "damages", i, "merchant"], d.merchant);
    });
    items(l.satisfied).forEach((id, i) => {
      person(["loss", "satisfied", i], id);
    });
  }
  const shares = mapping(mapping(f.assessed)?.reward_shares);
  for (const id of Object.keys(shares ?? {})) person(["assessed", "reward_shares", id], id);
}

export function shipwreckFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/**
 * The schema with amounts left as text, for JSON Schema output only: it is never
 * used to read a case, so its amounts are typed as the parsed ones.
 */
export const shipwreckFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema);

export type ShipwreckFacts = z.output<ReturnType<typeof shipwreckFactsSchema>>;
export type ShipwreckParcel = ShipwreckFacts["cargo"][number];
export type Seaman = ShipwreckFacts["crew"][number];
export type Embezzlement = ShipwreckFacts["embezzlements"][number];
export type Loss = NonNullable<ShipwreckFacts["loss"]>;
