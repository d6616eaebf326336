/**
 * The shared vocabulary of the world that case files describe: places, people and
 * their roles and doings, ships and their owners. Each kind of case builds its
 * facts from these, so that one statute's case can be read by another.
 */

import { z } from "zod";
import { Rational } from "../core/rational.js";
import { countSchema, fractionSchema, idSchema } from "./common.js";

export const PLACES = ["open_sea", "outside_reefs", "on_reefs", "inside_reefs", "beach"] as const;

export const PERSON_ROLES = [
  "householder",
  "widow",
  "grown_son",
  "boy",
  "farmhand",
  "unmarried",
  "vogt",
  "pastor",
  "skipper",
  "merchant",
  "official",
  "other",
] as const;

export type PersonRole = (typeof PERSON_ROLES)[number];

/** A person's or a ship's id, asked as the short name the case calls it by. */
const ownId = idSchema.meta({
  question: "What short name (letters, digits, underscores, dots or dashes) shall {who} go by in the case?",
});

export const personSchema = z
  .object({
    id: ownId,
    name: z
      .string()
      .min(1)
      .optional()
      .describe("How the person is called in the output. Default: the id.")
      .meta({ question: "What name shall the determination call {who} by?" }),
    roles: z
      .array(z.enum(PERSON_ROLES))
      .default([])
      .describe(
        "What the person is: householder (head of a household, man or woman), widow (a widow heading a household), grown_son, boy, farmhand, unmarried, vogt, pastor, skipper, merchant, official, other.",
      )
      .meta({
        question:
          "What is {who}: a householder, a widow, a son, a farmhand, the Vogt, the pastor ... (all that apply)?",
        questionBy: { "dl-vrag": "What is {who}: the skipper, a merchant, an official, or another (all that apply)?" },
      }),
    farm: z
      .enum(["altbauer", "neubauer"])
      .optional()
      .describe("For a Borkum householder: Altbauer (old farmstead) or Neubauer (new farmstead).")
      .meta({ question: "Does {who} hold an old farmstead (Altbauer) or a new one (Neubauer)?" }),
    son_of: idSchema
      .optional()
      .describe("For a son: the id of his father or mother.")
      .meta({ question: "Whose son is {who}?" }),
    count: countSchema(1)
      .default(1)
      .describe("For a group of like persons shown as one row (e.g. 16 households that helped): how many. Default 1.")
      .meta({ question: "How many like persons does {who} stand for?" }),
    aboard: idSchema
      .optional()
      .describe("The id of the ship the person was aboard during the salvage.")
      .meta({ question: "Which ship was {who} aboard during the salvage?" }),
    helped: z
      .boolean()
      .default(false)
      .describe("Took part in the work of salvaging.")
      .meta({ question: "Did {who} take part in the work of salvaging?" }),
    carted: z
      .boolean()
      .default(false)
      .describe("Helped cart the salvaged goods home.")
      .meta({ question: "Did {who} help cart the salvaged goods home?" }),
    wagon: z
      .boolean()
      .default(false)
      .describe("Helped with his or her own wagon; it counts for one who also helped or carted.")
      .meta({ question: "Did {who} help with a wagon of his or her own?" }),
    unable_to_work: z
      .boolean()
      .default(false)
      .describe("Bodily unable to work (a widow who may send someone in her place).")
      .meta({ question: "Is {who} bodily unable to work?" }),
    without_means: z
      .boolean()
      .default(false)
      .describe("Without means (poor).")
      .meta({ question: "Is {who} without means (poor)?" }),
    on_beach: z
      .boolean()
      .default(false)
      .describe(
        "Was on the beach, saw the ship's signal and was there when the islanders agreed who would go (pilotage).",
      )
      .meta({
        question: "Was {who} on the beach, saw the signal, and was there when the islanders agreed who would go?",
      }),
    told: z
      .boolean()
      .optional()
      .describe(
        "For the Vogt or the pastor: whether he was told of the pilotage. Unknown when left out; a case whose outcome turns on it is refused until it is given.",
      )
      .meta({ question: "Was {who} told of the pilotage?" }),
    refused: z
      .boolean()
      .default(false)
      .describe("Was told and would not go along.")
      .meta({
        question: "Was {who} told, and would not go along?",
        questionBy: { "dl-vrag": "Did {who} refuse to help salvage?" },
      }),
    unable_to_come: z
      .boolean()
      .default(false)
      .describe(
        "For the Vogt or the pastor who was told of the pilotage: could not come (illness, duty), not would not.",
      )
      .meta({ question: "Could {who} not come (illness, duty), rather than would not?" }),
    in_place_of: idSchema
      .optional()
      .describe("For someone sent to help in another's place (a farmhand sent by a widow): the id of that person.")
      .meta({ question: "Whose place did {who} take when sent to help?" }),
  })
  .strict();

/**
 * The fields of a person that Borkum's Rolle reads (a farm, a wagon, carting, being
 * told …) and the Danish Law never does: what dl-vrag's schema of the kinds it
 * shares with Borkum, a salvage and a wreck, leaves out.
 */
export const BORKUM_PERSON_FIELDS: readonly string[] = [
  "people[].farm",
  "people[].son_of",
  "people[].aboard",
  "people[].carted",
  "people[].wagon",
  "people[].unable_to_work",
  "people[].without_means",
  "people[].on_beach",
  "people[].told",
  "people[].unable_to_come",
  "people[].in_place_of",
];

export const shipSchema = z
  .object({
    id: ownId,
    name: z.string().min(1).optional().meta({ question: "What is the name of {who}?" }),
    skipper: idSchema.describe("The id of the person who sailed the ship.").meta({ question: "Who sailed {who}?" }),
    owners: z
      .array(
        z
          .object({
            person: idSchema.meta({ question: "Who is {who}?" }),
            share: fractionSchema
              .describe('The owner\'s share of the ship, e.g. "1" or "1/3".')
              .meta({ question: 'What share of the ship does {who} hold ("1", "1/3")?' }),
          })
          .strict(),
      )
      .min(1)
      .describe("Who owns the ship and in what shares; the shares add up to 1.")
      .meta({ question: "How many owners has {who} (their shares add up to 1)?" }),
    salvaging: z
      .boolean()
      .default(true)
      .describe("The ship went out and salvaged (as opposed to being the wreck).")
      .meta({ question: "Did {who} go out and salvage (rather than being the wreck)?" }),
  })
  .strict();

/** One owner of a case's one ship (its `ship:`), and his share of her. */
export const theShipOwnerSchema = z
  .object({
    person: idSchema.meta({ question: "Who is {who}?" }),
    share: fractionSchema.meta({ question: 'What share of the ship does {who} hold ("1", "1/3")?' }),
  })
  .strict();

export type Person = z.output<typeof personSchema>;
export type Ship = z.output<typeof shipSchema>;

export interface Loose {
  people?: unknown;
  ships?: unknown;
  breaches?: unknown;
}

export type Issue = { code: "custom"; path: (string | number)[]; message: string };

/**
 * When a facts schema's own checks (references between its parts) run: on a
 * mapping even where its fields have problems, so that every problem is reported
 * at once; never on anything else (null, a list, a number), which the schema
 * refuses as it is.
 */
export const ON_A_MAPPING = {
  when: (payload: { value: unknown }): boolean => mapping(payload.value) !== undefined,
} as const;

/** The entries of a list as records (anything else as an empty record), for checks that run before the schema's own. */
export function records(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v)
    ? v.map((x) => (x !== null && typeof x === "object" ? (x as Record<string, unknown>) : {}))
    : [];
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

export function checkReferences(f: Loose, ctx: { addIssue: (i: Issue) => void }): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const people = new Map<string, number>();
  const peopleList = records(f.people);
  const shipList = records(f.ships);
  peopleList.forEach((p, i) => {
    const id = str(p.id);
    if (id === undefined) return;
    if (people.has(id)) issue(["people", i, "id"], `the id "${id}" is used twice`);
    people.set(id, i);
  });
  const ships = new Set<string>();
  shipList.forEach((s, i) => {
    const id = str(s.id);
    if (id !== undefined) {
      if (ships.has(id) || people.has(id)) issue(["ships", i, "id"], `the id "${id}" is used twice`);
      ships.add(id);
    }
    const skipper = str(s.skipper);
    if (skipper !== undefined && !people.has(skipper)) {
      issue(["ships", i, "skipper"], `no person has the id "${skipper}"; the skipper must be listed under people`);
    }
    const owners = records(s.owners);
    let total = Rational.ZERO;
    let exact = true;
    owners.forEach((o, j) => {
      const person = str(o.person);
      if (person !== undefined && !people.has(person)) {
        issue(
          ["ships", i, "owners", j, "person"],
          `no person has the id "${person}"; owners must be listed under people`,
        );
      }
      if (o.share instanceof Rational) total = total.add(o.share);
      else exact = false;
    });
    if (exact && owners.length > 0 && !total.eq(Rational.ONE)) {
      issue(["ships", i, "owners"], `the owners' shares add up to ${total}, not exactly 1`);
    }
  });
  records(f.breaches).forEach((b, i) => {
    const who = str(b.person);
    if (who !== undefined && !people.has(who)) issue(["breaches", i, "person"], `no person has the id "${who}"`);
  });
  const named = new Set<unknown>();
  for (const q of peopleList) {
    named.add(q.son_of);
    named.add(q.in_place_of);
  }
  peopleList.forEach((p, i) => {
    const aboard = str(p.aboard);
    if (aboard !== undefined && !ships.has(aboard)) issue(["people", i, "aboard"], `no ship has the id "${aboard}"`);
    for (const key of ["son_of", "in_place_of"] as const) {
      const ref = str(p[key]);
      if (ref === undefined) continue;
      if (!people.has(ref)) issue(["people", i, key], `no person has the id "${ref}"`);
      else if (ref === p.id) issue(["people", i, key], "a person cannot refer to himself");
    }
    const id = str(p.id);
    if (typeof p.count === "number" && p.count > 1 && id !== undefined && named.has(id)) {
      issue(
        ["people", i, "count"],
        "a group (count > 1) cannot be named by son_of or in_place_of; list that person on his own",
      );
    }
  });
}

/**
 * A breach of the rules a case reports (e.g. someone kept wreck for himself): who,
 * what, and which part of the statute it breaks. The statute decides the penalty.
 */
export const breachSchema = z
  .object({
    person: idSchema
      .describe("Who is said to have broken the rule.")
      .meta({ question: "Who is said to have broken the rule in {who}?" }),
    what: z.string().min(1).describe("What he did, in words.").meta({ question: "What was done in {who}, in words?" }),
    provision: z
      .string()
      .optional()
      .describe('The provision broken, if known, e.g. "borkum-1666/8.2".')
      .meta({ question: 'Which provision does {who} break, if known (e.g. "borkum-1666/8.2")?' }),
  })
  .strict();

export type Breach = z.output<typeof breachSchema>;

/** A mapping as a record, or an empty record when it is not one. */
export function fields(v: unknown): Record<string, unknown> {
  return mapping(v) ?? {};
}

/** A list as it is, or an empty list when it is not one. */
export function items(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** A mapping as a record, or undefined when it is not one. */
export function mapping(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

type Report = (path: (string | number)[], message: string) => void;

/**
 * The ids under `people`, each reported when used twice, and a check for every
 * other place that names a person: `person(path, id)` reports an id not listed.
 */
export function peopleIndex(
  people: unknown,
  issue: Report,
  unknownPerson: Report = issue,
): { ids: Set<string>; person: (path: (string | number)[], id: unknown) => void } {
  const ids = new Set<string>();
  records(people).forEach((p, i) => {
    if (typeof p.id !== "string") return;
    if (ids.has(p.id)) issue(["people", i, "id"], `the id "${p.id}" is used twice`);
    ids.add(p.id);
  });
  const person = (path: (string | number)[], id: unknown) => {
    if (typeof id === "string" && !ids.has(id))
      unknownPerson(path, `no person has the id "${id}"; list him under people`);
  };
  return { ids, person };
}

/**
 * The one ship of a case (its `ship:`): the skipper and every owner are people of
 * the case, no owner is named twice, and the owners' shares make exactly 1.
 */
export function checkTheShip(
  ship: Record<string, unknown> | undefined,
  person: (path: (string | number)[], id: unknown) => void,
  issue: Report,
): void {
  if (!ship) return;
  person(["ship", "skipper"], ship.skipper);
  let total = Rational.ZERO;
  let exact = true;
  const owners = new Set<unknown>();
  const list = records(ship.owners);
  list.forEach((o, j) => {
    person(["ship", "owners", j, "person"], o.person);
    if (owners.has(o.person)) issue(["ship", "owners", j, "person"], `"${String(o.person)}" is listed twice`);
    owners.add(o.person);
    if (o.share instanceof Rational) total = total.add(o.share);
    else exact = false;
  });
  if (exact && list.length > 0 && !total.eq(Rational.ONE)) {
    issue(["ship", "owners"], `the owners' shares add up to ${total}, not exactly 1`);
  }
}
