/**
 * Case kind `salvage`: goods or a ship saved after a stranding, and the money paid
 * for it. The vocabulary is the world's (where it happened, which ships went out,
 * who was aboard, who helped and how, who stayed at home), so any statute that
 * speaks of salvage can read it.
 */

import { z } from "zod";
import { Rational } from "../../core/rational.js";
import { type AmountSchema, anyAmountSchema, dateSchema, fractionSchema, idSchema } from "../common.js";

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

const personSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1).optional().describe("How the person is called in the output. Default: the id."),
    roles: z
      .array(z.enum(PERSON_ROLES))
      .default([])
      .describe(
        "What the person is: householder (head of a household, man or woman), widow (a widow heading a household), grown_son, boy, farmhand, unmarried, vogt, pastor, skipper, merchant, official, other.",
      ),
    farm: z
      .enum(["altbauer", "neubauer"])
      .optional()
      .describe("For a Borkum householder: Altbauer (old farmstead) or Neubauer (new farmstead)."),
    son_of: idSchema.optional().describe("For a son: the id of his father or mother."),
    count: z
      .number()
      .int()
      .min(1)
      .default(1)
      .describe("For a group of like persons shown as one row (e.g. 16 households that helped): how many. Default 1."),
    aboard: idSchema.optional().describe("The id of the ship the person was aboard during the salvage."),
    helped: z.boolean().default(false).describe("Took part in the work of salvaging."),
    carted: z.boolean().default(false).describe("Helped cart the salvaged goods home."),
    wagon: z.boolean().default(false).describe("Helped with his or her own wagon (implies carting)."),
    unable_to_work: z
      .boolean()
      .default(false)
      .describe("Bodily unable to work (a widow who may send someone in her place)."),
    without_means: z.boolean().default(false).describe("Without means (poor)."),
    in_place_of: idSchema
      .optional()
      .describe("For someone sent to help in another's place (a farmhand sent by a widow): the id of that person."),
  })
  .strict();

const shipSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1).optional(),
    skipper: idSchema.describe("The id of the person who sailed the ship."),
    owners: z
      .array(
        z
          .object({
            person: idSchema,
            share: fractionSchema.describe('The owner\'s share of the ship, e.g. "1" or "1/3".'),
          })
          .strict(),
      )
      .min(1)
      .describe("Who owns the ship and in what shares; the shares add up to 1."),
    salvaging: z.boolean().default(true).describe("The ship went out and salvaged (as opposed to being the wreck)."),
  })
  .strict();

function facts(amount: AmountSchema | typeof anyAmountSchema) {
  return (
    z
      .object({
        place: z
          .enum(PLACES)
          .describe(
            "Where the goods were saved: open_sea, outside_reefs, on_reefs, inside_reefs (on Borkum: the Randzel or the Ems), or beach.",
          ),
        came_ashore_by_itself: z
          .boolean()
          .default(false)
          .describe("The goods drifted ashore by themselves and were not saved with ships (Borkum's 'foot strand')."),
        merchant_goods: z
          .boolean()
          .default(true)
          .describe("The goods are merchants' goods (cargo), not parts of a ship."),
        salvage_money: amount.describe("The salvage money paid for what was saved: the fund that is divided."),
        date: dateSchema.optional(),
        ships: z.array(shipSchema).default([]).describe("The ships that took part in the salvage."),
        people: z
          .array(personSchema)
          .min(1)
          .describe("Everyone who may have a claim, including those who stayed at home."),
      })
      .strict()
      // Cross-references are checked even when other fields are wrong, so that every
      // problem in a file is reported at once; the value may then be only partly
      // parsed, and the checks read it defensively.
      .superRefine((raw, ctx) => checkReferences(raw as unknown as Loose, ctx), { when: () => true })
  );
}

interface Loose {
  people?: unknown;
  ships?: unknown;
}

type Issue = { code: "custom"; path: (string | number)[]; message: string };

function records(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v)
    ? v.map((x) => (x !== null && typeof x === "object" ? (x as Record<string, unknown>) : {}))
    : [];
}

function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

function checkReferences(f: Loose, ctx: { addIssue: (i: Issue) => void }): void {
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
    if (typeof p.count === "number" && p.count > 1 && peopleList.some((q) => q.son_of === id || q.in_place_of === id)) {
      issue(
        ["people", i, "count"],
        "a group (count > 1) cannot be named by son_of or in_place_of; list that person on his own",
      );
    }
  });
}

export function salvageFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/** The schema with amounts left as text, for JSON Schema output. */
export const salvageFactsJsonSchema = facts(anyAmountSchema);

export type SalvageFacts = z.output<ReturnType<typeof salvageFactsSchema>>;
export type SalvagePerson = SalvageFacts["people"][number];
export type SalvageShip = SalvageFacts["ships"][number];
