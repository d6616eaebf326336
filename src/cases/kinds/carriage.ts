/**
 * Case kind `carriage`: a skipper chartered to carry a merchant's goods from one
 * named place to another who does not bring them there as agreed — because his ship
 * was unfit when she sailed, or because storm or other distress drove him into
 * another harbour — and what the merchant then does with his goods.
 *
 * The facts are the world's: the voyage and the ship, the skipper and the merchant,
 * the freight agreed; the ship's state when she sailed and what was done about it
 * (another ship chartered, or the loss made good); the harbour she was driven into,
 * whether the merchant took his goods there, how they were sent on, the oath, and
 * any fraud found behind it and who was party to it. Any statute that speaks of
 * carriage by sea can read them.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema, idSchema } from "../common.js";
import {
  checkReferences,
  fields,
  type Issue,
  items,
  type Loose,
  ON_A_MAPPING,
  PERSON_ROLES,
  personSchema,
} from "../world.js";

/** The roles of the shared world, and those a voyage adds. */
export const CARRIAGE_ROLES = [...PERSON_ROLES, "shipowner", "charterer", "agent", "seaman"] as const;

export const carriagePersonSchema = personSchema.extend({
  roles: z
    .array(z.enum(CARRIAGE_ROLES))
    .default([])
    .describe(
      "What the person is: skipper, merchant (owner of the goods), shipowner, charterer, agent (acting for the merchant), seaman (one of the ship's people: mate, boatswain, sailor), other; and the roles of the shared world.",
    )
    .meta({
      question:
        "Which of these is {who}: the skipper, the merchant, a shipowner, a charterer, an agent for the merchant, a seaman, other (all that apply)?",
    }),
});

export type CarriagePerson = z.output<typeof carriagePersonSchema>;

const voyage = z
  .object({
    from: z
      .string()
      .min(1)
      .describe("The named place the skipper was chartered from.")
      .meta({ question: "From which named place was the skipper chartered?" }),
    to: z
      .string()
      .min(1)
      .describe("The place, or market, he was chartered to and promised to bring the goods to.")
      .meta({ question: "To which place, or market, was he chartered, and promised to bring the goods?" }),
    sailed: dateSchema
      .optional()
      .describe("The day the ship set out on the voyage.")
      .meta({ question: "On what day did the ship set out on the voyage?" }),
  })
  .strict();

const ship = z
  .object({
    // The case has one ship, referred to as "the ship": an id is accepted, and names her where she has no name.
    id: idSchema.optional().meta({
      question: "What short name (letters, digits, underscores, dots or dashes) shall the ship go by in the case?",
    }),
    name: z
      .string()
      .min(1)
      .optional()
      .describe("The ship's name. Default: the id, or 'the ship'.")
      .meta({ question: "What is the ship's name?" }),
  })
  .strict();

function unfit(amount: AmountSchema) {
  const substitute = z
    .object({
      ship: z
        .string()
        .min(1)
        .optional()
        .describe("The name of the other ship chartered.")
        .meta({ question: "What is the name of the other ship chartered?" }),
      carrier: idSchema
        .optional()
        .describe("Her skipper, who carries the goods for the substitute freight (listed under people).")
        .meta({ question: "Who is the other ship's skipper, who carries the goods for the substitute freight?" }),
      freight: amount
        .optional()
        .describe("The freight the skipper agreed to pay for the other ship.")
        .meta({ question: "What freight did the skipper agree to pay for the other ship?" }),
      suitable: z
        .boolean()
        .optional()
        .describe("She is a suitable ('bekvem') ship for the goods. Unknown when left out.")
        .meta({ question: "Is the other ship a suitable ('bekvem') ship for the goods?" }),
    })
    .strict();
  return z
    .object({
      unfit_at_departure: z
        .boolean()
        .optional()
        .describe(
          "The ship was unfit ('udygtig') already when the voyage began. Left out: still to be assessed. false: she became unfit on the voyage.",
        )
        .meta({
          question: "Was the ship unfit ('udygtig') already when the voyage began, rather than becoming so on the way?",
        }),
      assessed_by: z
        .string()
        .min(1)
        .optional()
        .describe("Who found whether she was unfit when she sailed, in words (e.g. 'two shipwrights of Bergen').")
        .meta({ question: "Who found whether she was unfit when she sailed (e.g. 'two shipwrights of Bergen')?" }),
      cannot_carry: z
        .boolean()
        .default(true)
        .describe("Because of it the skipper cannot carry the goods to the market. Default true.")
        .meta({ question: "Is the skipper, because of it, unable to carry the goods to the market?" }),
      where: z
        .string()
        .min(1)
        .optional()
        .describe("Where the ship was found unable to go on, in words.")
        .meta({ question: "Where was the ship found unable to go on?" }),
      choice: z
        .enum(["substitute", "compensation"])
        .optional()
        .describe(
          "What was chosen: substitute (another suitable ship chartered to carry the goods to the agreed place for the agreed freight), or compensation (all the merchant's loss made good). Left out: not yet chosen.",
        )
        .meta({
          question:
            "What was chosen: another suitable ship chartered to carry the goods to the agreed place for the agreed freight, or all the merchant's loss made good?",
        }),
      chosen_by: idSchema
        .optional()
        .describe("Who made the choice: the skipper or the merchant.")
        .meta({ question: "Who made that choice: the skipper or the merchant?" }),
      substitute: substitute
        .optional()
        .describe("The other ship chartered, when one was.")
        .meta({ question: "Was another ship chartered to carry the goods on?" }),
      merchant_loss: amount
        .optional()
        .describe("All the merchant's loss, as assessed, where the loss is to be made good.")
        .meta({ question: "What is all the merchant's loss, as assessed, that is to be made good?" }),
    })
    .strict();
}

function drivenOff(amount: AmountSchema) {
  const forwarding = z
    .object({
      in: z
        .enum(["own_ship", "other_ship"])
        .describe("How the goods are, or were, sent on: in the skipper's own ship, or in another.")
        .meta({ question: "In which ship are, or were, the goods sent on: the skipper's own, or another?" }),
      ship: z
        .string()
        .min(1)
        .optional()
        .describe("The name of the other ship, when one is used.")
        .meta({ question: "What is the name of the other ship the goods are sent on in?" }),
      good_ship: z
        .boolean()
        .optional()
        .describe("The other ship is a good ship in which the goods can be kept safe. Unknown when left out.")
        .meta({ question: "Is the other ship a good ship, in which the goods can be kept safe?" }),
      cost: amount
        .optional()
        .describe("What sending the goods on costs, or cost.")
        .meta({ question: "What does, or did, sending the goods on cost?" }),
      delivered: dateSchema
        .optional()
        .describe("The day the goods were delivered at the agreed market.")
        .meta({ question: "On what day were the goods delivered at the agreed market?" }),
    })
    .strict();
  const oath = z
    .object({
      sworn: z.boolean().describe("Whether the oath was sworn.").meta({ question: "Was the oath sworn?" }),
      with: z
        .array(idSchema)
        .default([])
        .describe("The men of the ship who swore with the skipper (the text asks for three of the best).")
        .meta({ question: "Which men of the ship swore with the skipper (the text asks for three of the best)?" }),
      date: dateSchema.optional().meta({ question: "On what day was the oath sworn?" }),
    })
    .strict();
  const fraud = z
    .object({
      alleged: z
        .string()
        .min(1)
        .describe("What the merchant says lay behind it, in words.")
        .meta({ question: "What does the merchant say lay behind it?" }),
      found: z
        .boolean()
        .optional()
        .describe("Whether hidden fraud was found. Left out: still to be found out (an assessment).")
        .meta({ question: "Was a hidden fraud found?" }),
      found_by: z
        .string()
        .min(1)
        .optional()
        .describe("Who found it, in words (a court, assessors).")
        .meta({ question: "Who found it: a court, assessors ...?" }),
      party_to_it: z
        .array(idSchema)
        .default([])
        .describe(
          "Besides the skipper, everyone found party to the scheme (listed under people). The skipper answers in any case.",
        )
        .meta({ question: "Who besides the skipper was found party to the scheme?" }),
      merchant_loss: amount
        .optional()
        .describe("All the loss that came to the merchant from it, as assessed.")
        .meta({ question: "What loss, as assessed, came to the merchant from the fraud?" }),
    })
    .strict();
  return z
    .object({
      port: z
        .string()
        .min(1)
        .describe("The harbour or market the ship was driven into.")
        .meta({ question: "Into which harbour or market was the ship driven?" }),
      cause: z
        .enum(["storm", "other_distress"])
        .describe("What drove her there: storm, or other distress at sea (a leak, ice, an enemy ...).")
        .meta({ question: "What drove her there: storm, or other distress at sea (a leak, ice, an enemy ...)?" }),
      date: dateSchema
        .optional()
        .describe("The day she came in.")
        .meta({ question: "On what day did she come in there?" }),
      merchant_takes_delivery: z
        .boolean()
        .optional()
        .describe(
          "true: the merchant takes his goods there; false: he will not take them there. Left out: he has not yet said.",
        )
        .meta({ question: "Does the merchant take his goods there, in the harbour she was driven into?" }),
      full_freight: amount
        .optional()
        .describe("The full freight the merchant pays if he takes the goods there. Default: the agreed freight.")
        .meta({ question: "What full freight does the merchant pay if he takes the goods there?" }),
      forwarding: forwarding
        .optional()
        .describe("How the goods are sent on to the agreed market, when they are.")
        .meta({ question: "Are, or were, the goods sent on to the agreed market?" }),
      oath: oath
        .optional()
        .describe("The oath that necessity drove him there. Left out: the case does not say.")
        .meta({ question: "Did the skipper take an oath that necessity drove him there?" }),
      fraud: fraud
        .optional()
        .describe("A hidden fraud said to lie behind it, if one is.")
        .meta({ question: "Is a hidden fraud said to lie behind it?" }),
    })
    .strict();
}

function facts(amount: AmountSchema) {
  return z
    .object({
      voyage: voyage
        .describe("Where the skipper was chartered from and to.")
        .meta({ question: "Was the skipper chartered to carry the goods from one named place to another?" }),
      ship: ship
        .describe("The ship the skipper was chartered with.")
        .meta({ question: "Does the case name the ship the skipper was chartered with?" }),
      skipper: idSchema
        .describe("The skipper who let himself be chartered (listed under people).")
        .meta({ question: "Who is the skipper who let himself be chartered?" }),
      merchant: idSchema
        .describe("The merchant whose goods he carries (listed under people).")
        .meta({ question: "Who is the merchant whose goods the skipper carries?" }),
      agreed_freight: amount
        .optional()
        .describe("The freight agreed for carrying the goods to the agreed place.")
        .meta({ question: "What freight was agreed for carrying the goods to the agreed place?" }),
      unfit: unfit(amount)
        .optional()
        .describe("The ship could not carry the goods to the market because she was unfit (dl-averi/49).")
        .meta({
          question: "Could the ship not carry the goods to the market because she was unfit ('udygtig', dl-averi/49)?",
        }),
      driven_off: drivenOff(amount)
        .optional()
        .describe("Storm or other distress drove the ship into another harbour (dl-averi/50–53).")
        .meta({ question: "Did storm or other distress drive the ship into another harbour (dl-averi/50–53)?" }),
      people: z
        .array(carriagePersonSchema)
        .min(1)
        .describe("The skipper, the merchant, the men of the ship and anyone else the case names.")
        .meta({
          question:
            "How many people does the case name: the skipper, the merchant, the men of the ship and anyone else?",
        }),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkReferences(raw as unknown as Loose, ctx);
      checkCarriage(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** Every id the case names is a listed person, in the part he can play. */
function checkCarriage(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const people = new Set(items(f.people).map((p) => fields(p).id));
  const person = (path: (string | number)[], v: unknown): boolean => {
    if (typeof v !== "string") return false;
    if (!people.has(v)) {
      issue(path, `no person has the id "${v}"; list him under people`);
      return false;
    }
    return true;
  };
  person(["skipper"], f.skipper);
  person(["merchant"], f.merchant);
  if (typeof f.skipper === "string" && f.skipper === f.merchant) {
    issue(["merchant"], "the merchant and the skipper are the same person; the chapter speaks of two");
  }
  if (f.unfit === undefined && f.driven_off === undefined) {
    issue([], "the case says neither that the ship was unfit (unfit) nor that she was driven off (driven_off)");
  }
  const u = fields(f.unfit);
  if (person(["unfit", "chosen_by"], u.chosen_by) && u.chosen_by !== f.skipper && u.chosen_by !== f.merchant) {
    issue(["unfit", "chosen_by"], `"${String(u.chosen_by)}" is neither the skipper nor the merchant`);
  }
  const sub = fields(u.substitute);
  if (person(["unfit", "substitute", "carrier"], sub.carrier) && sub.carrier === f.skipper) {
    issue(["unfit", "substitute", "carrier"], "the other ship's skipper cannot be the skipper of the unfit ship");
  }
  const d = fields(f.driven_off);
  const sworn = items(fields(d.oath).with);
  const seen = new Set<unknown>();
  sworn.forEach((id, i) => {
    const path = ["driven_off", "oath", "with", i];
    if (person(path, id) && id === f.skipper) issue(path, "the skipper swears himself; list only the men with him");
    if (seen.has(id)) issue(path, `"${String(id)}" is listed twice`);
    seen.add(id);
  });
  const party = items(fields(d.fraud).party_to_it);
  const named = new Set<unknown>();
  party.forEach((id, i) => {
    const path = ["driven_off", "fraud", "party_to_it", i];
    if (!person(path, id)) return;
    if (id === f.skipper) issue(path, "the skipper answers in any case; list only the others party to it");
    if (id === f.merchant) issue(path, "the merchant cannot be party to a fraud against himself");
    if (named.has(id)) issue(path, `"${String(id)}" is listed twice`);
    named.add(id);
  });
}

export function carriageFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/**
 * The schema with amounts left as text, for JSON Schema output only: it is never
 * used to read a case, so its amounts are typed as the parsed ones.
 */
export const carriageFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema);

export type CarriageFacts = z.output<ReturnType<typeof carriageFactsSchema>>;
export type UnfitFacts = NonNullable<CarriageFacts["unfit"]>;
export type DrivenOffFacts = NonNullable<CarriageFacts["driven_off"]>;
