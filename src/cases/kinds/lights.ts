/**
 * Case kind `lights`: lights at sea and on the shore. The ships of the case, each
 * with where she lay or sailed, the day or season, how dark the night was, whether
 * she carried a lantern and whether she is a small craft that could not well carry
 * one; and false lights or marks set up on the shore, who set them up, for what,
 * and whether he was lawfully convicted of it.
 *
 * The day, the season and the darkness may be given once for the whole case and
 * again for a ship, where hers differ.
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

/** The roles of the shared world, and those the sea and the shore add. */
export const LIGHTS_ROLES = [...PERSON_ROLES, "shipowner", "seaman", "fisherman"] as const;

export const lightsPersonSchema = personSchema.extend({
  roles: z
    .array(z.enum(LIGHTS_ROLES))
    .default([])
    .describe(
      "What the person is: skipper, seaman, shipowner, fisherman, official, other; and the roles of the shared world.",
    )
    .meta({
      question:
        "Which of these is {who}: a skipper, a seaman, a shipowner, a fisherman, an official, other (all that apply)?",
    }),
});

export type LightsPerson = z.output<typeof lightsPersonSchema>;

export const SITUATIONS = ["at_anchor_open_water", "at_anchor_harbour", "sailing", "other"] as const;
export type Situation = (typeof SITUATIONS)[number];

export const DARKNESS = ["dark_night", "light_night", "day"] as const;
export type Darkness = (typeof DARKNESS)[number];

/** The questions of the time, asked of the case as a whole or of one ship where hers differ. */
const TIME_QUESTIONS = {
  case: {
    date: "On what day did it happen (by the Julian calendar, as the case's dates are)?",
    late_autumn: "Was it late autumn ('efterhøst')?",
    darkness: "How dark was it: a dark night, a light night (moonlight, the light nights of summer), or day?",
  },
  ship: {
    date: "On what day did {who} lie or sail there (by the Julian calendar), where it differs from the case's?",
    late_autumn: "Was it late autumn ('efterhøst') when {who} lay or sailed there?",
    darkness: "How dark was it where {who} lay or sailed: a dark night, a light night, or day?",
  },
} as const;

/** The time of the case or of one ship: a day, whether it fell in late autumn, how dark it was. */
function time(of: keyof typeof TIME_QUESTIONS) {
  const q = TIME_QUESTIONS[of];
  return {
    date: dateSchema
      .optional()
      .describe("The day (Julian, as the case's dates are). Used to tell whether it was late autumn, if not said.")
      .meta({ question: q.date }),
    late_autumn: z
      .boolean()
      .optional()
      .describe("It was late autumn ('efterhøst'). Left out: told from the date, where one is given.")
      .meta({ question: q.late_autumn }),
    darkness: z
      .enum(DARKNESS)
      .optional()
      .describe(
        "dark_night (a dark night), light_night (night, but not dark: moonlight, the light nights of summer), day. Unknown when left out.",
      )
      .meta({ question: q.darkness }),
  };
}

const lightsShip = z
  .object({
    id: idSchema.meta({
      question: "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
    }),
    name: z
      .string()
      .min(1)
      .optional()
      .describe("The ship's name. Default: the id.")
      .meta({ question: "What is the name of {who}?" }),
    skipper: idSchema
      .optional()
      .describe("Her skipper (listed under people).")
      .meta({ question: "Who was the skipper of {who}?" }),
    situation: z
      .enum(SITUATIONS)
      .describe(
        "at_anchor_open_water (lying at anchor in open water), at_anchor_harbour (at anchor in a harbour or a roadstead sheltered by land), sailing (under way), other (moored, aground, laid up).",
      )
      .meta({
        question: "Where was {who}: at anchor in open water, at anchor in a harbour or roadstead, under sail ...?",
      }),
    ...time("ship"),
    lantern_carried: z
      .boolean()
      .optional()
      .describe("She carried a lantern. Unknown when left out.")
      .meta({ question: "Did {who} carry a lantern?" }),
    small_craft: z
      .boolean()
      .default(false)
      .describe("She is a small craft ('små fartøj'): a boat, a small vessel.")
      .meta({ question: "Is {who} a small craft ('små fartøj'): a boat, a small vessel?" }),
    can_conveniently_carry: z
      .boolean()
      .optional()
      .describe(
        "For a small craft: whether she can conveniently ('bekvemmelig') carry a lantern. Left out: still to be assessed.",
      )
      .meta({ question: "Can {who}, a small craft, conveniently ('bekvemmelig') carry a lantern?" }),
    assessed_by: z
      .string()
      .min(1)
      .optional()
      .describe("Who judged whether the small craft can conveniently carry a lantern, in words.")
      .meta({ question: "Who judged whether {who} can conveniently carry a lantern?" }),
  })
  .strict();

const falseLight = z
  .object({
    person: idSchema.describe("Who did it (listed under people).").meta({ question: "Who lit or set up {who}?" }),
    act: z
      .enum(["fire_at_night", "false_mark"])
      .describe("fire_at_night (a fire lit at night), false_mark (a mark set up on rocks or elsewhere on the shore).")
      .meta({ question: "What was {who}: a fire lit at night, or a mark set up on rocks or elsewhere on the shore?" }),
    where: z
      .string()
      .min(1)
      .optional()
      .describe("Where, in words, as it follows the act: 'on the heights above the reef at Skagen'.")
      .meta({ question: "Where was {who} lit or set up ('on the heights above the reef at Skagen')?" }),
    date: dateSchema.optional().meta({ question: "On what day was {who} lit or set up?" }),
    intent_to_mislead: z
      .boolean()
      .optional()
      .describe("It was done to mislead seafarers and bring them to misfortune or danger. Unknown when left out.")
      .meta({ question: "Was {who} lit or set up to mislead seafarers and bring them to misfortune or danger?" }),
    lawfully_convicted: z
      .boolean()
      .default(false)
      .describe("He has been lawfully convicted ('lovlig overbevist') of it. Default false: only alleged.")
      .meta({ question: "Has the one who lit or set up {who} been lawfully convicted ('lovlig overbevist') of it?" }),
    court: z
      .string()
      .min(1)
      .optional()
      .describe("The court that convicted him, in words.")
      .meta({ question: "Which court convicted the one who lit or set up {who}?" }),
    what_followed: z
      .string()
      .min(1)
      .optional()
      .describe("What came of it, in words (a ship wrecked, none). The offence does not need any.")
      .meta({ question: "What came of {who}: a ship wrecked, or nothing?" }),
  })
  .strict();

function facts(_amount: AmountSchema) {
  return z
    .object({
      ...time("case"),
      place: z.string().min(1).optional().describe("Where, in words.").meta({ question: "Where did it happen?" }),
      ships: z
        .array(lightsShip)
        .default([])
        .describe("The ships whose lanterns are in question.")
        .meta({ question: "How many ships are there whose lanterns are in question?" }),
      false_lights: z
        .array(falseLight)
        .default([])
        .describe("Fires lit or marks set up on the shore, said to mislead seafarers.")
        .meta({
          question: "How many fires were lit, or marks set up, on the shore, said to mislead seafarers?",
        }),
      people: z
        .array(lightsPersonSchema)
        .default([])
        .describe("The skippers and anyone who set up a false light.")
        .meta({ question: "How many people does the case name: the skippers and anyone who set up a false light?" }),
    })
    .strict()
    .superRefine((raw, ctx) => {
      checkReferences(raw as unknown as Loose, ctx);
      checkLights(raw as unknown as Record<string, unknown>, ctx);
    }, ON_A_MAPPING);
}

/** Every person a false light names is listed (the ships' ids and skippers are checked with the shared world's). */
function checkLights(f: Record<string, unknown>, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const people = new Set(items(f.people).map((p) => fields(p).id));
  const person = (path: (string | number)[], v: unknown) => {
    if (typeof v === "string" && !people.has(v)) issue(path, `no person has the id "${v}"; list him under people`);
  };
  items(f.false_lights).forEach((x, i) => {
    person(["false_lights", i, "person"], fields(x).person);
  });
  if (items(f.ships).length === 0 && items(f.false_lights).length === 0) {
    issue([], "the case names no ship (ships) and no false light (false_lights)");
  }
}

export function lightsFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/** The same schema, for JSON Schema output (the kind has no amounts). */
export const lightsFactsJsonSchema = facts(anyAmountSchema as unknown as AmountSchema);

export type LightsFacts = z.output<ReturnType<typeof lightsFactsSchema>>;
export type LightsShip = LightsFacts["ships"][number];
export type FalseLight = LightsFacts["false_lights"][number];
