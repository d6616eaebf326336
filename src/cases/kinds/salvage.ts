/**
 * Case kind `salvage`: goods or a ship saved after a stranding, and the money paid
 * for it. The vocabulary is the world's (where it happened, which ships went out,
 * who was aboard, who helped and how, who stayed at home), so any statute that
 * speaks of salvage can read it.
 */

import { z } from "zod";
import { type AmountSchema, anyAmountSchema, dateSchema } from "../common.js";
import { breachSchema, checkReferences, type Loose, PLACES, personSchema, shipSchema } from "../world.js";

export { PERSON_ROLES, type PersonRole, PLACES } from "../world.js";

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
        breaches: z.array(breachSchema).default([]).describe("Breaches of the rules the case reports."),
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

export function salvageFactsSchema(amount: AmountSchema) {
  return facts(amount);
}

/** The schema with amounts left as text, for JSON Schema output. */
export const salvageFactsJsonSchema = facts(anyAmountSchema);

export type SalvageFacts = z.output<ReturnType<typeof salvageFactsSchema>>;
export type SalvagePerson = SalvageFacts["people"][number];
export type SalvageShip = SalvageFacts["ships"][number];
