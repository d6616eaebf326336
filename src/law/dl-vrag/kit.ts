/**
 * The vocabulary of Danske Lov 4-1 (dl-vrag): its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the chapter is written in it
 * and imports nothing else but the chapter's own files: rules and notes, money
 * and dates, provision ids, readings, the errors a case can meet, the context a
 * kind's rules run in, and the facts of the chapter's kinds.
 */

import { provisionOf, readingAsk } from "../../core/kit.js";

// The facts of the chapter's kinds and the people and ships in them.
export {
  type FindClaim,
  type FindFacts,
  type FindPerson,
  findFactsJsonSchema,
  findFactsSchema,
} from "../../cases/kinds/find.js";
export {
  type CargoLot,
  type SalvageAgreement,
  type SalvageFacts,
  type SalvagePerson,
  type SalvageShip,
  type Shipwreck,
  type ShoreOffice,
  salvageFactsJsonSchema,
  salvageFactsSchema,
} from "../../cases/kinds/salvage.js";
export { type WreckFacts, type WreckItem, wreckFactsJsonSchema, wreckFactsSchema } from "../../cases/kinds/wreck.js";
export { BORKUM_PERSON_FIELDS, type Breach, type Person } from "../../cases/world.js";
// What the chapter has beyond the common vocabulary: durations and deadlines, a kind's
// context, what a rule is told, the rigsdaler, a rule's outcome, shares by value.
export { type Duration, daysBetween, deadlineFrom, formatDuration } from "../../core/calendar.js";
export { kindContext } from "../../core/kit.js";
export { RIGSDALER } from "../../core/money.js";
export type { Outcome } from "../../core/rule.js";
export { splitByValues } from "../../core/split.js";
// The reading both chapters of the Danish Law share.
export { STRANDING_VS_BEACHING } from "../danske-lov/shared-readings.js";
// What every statute's kit hands out: rules and notes, steps, money, dates, errors,
// shares, what a determination holds, the statute kit and a statute module's frame.
export * from "../kit-common.js";

/** A provision of the chapter: at(13) is "dl-vrag/13". */
export const at: (n: number) => string = provisionOf("dl-vrag");

/** The names the find rules may ask for (find-readings.ts). */
export type FindReading =
  | "sea_vs_open_sea"
  | "find_valuation"
  | "redemption_price"
  | "open_sea_owner"
  | "open_sea_custody"
  | "open_sea_costs";

/** The names of the salvage readings (salvage-readings.ts). */
export type VragSalvageReading =
  | "blive_lost"
  | "skibsfolkene"
  | "skipper_priority"
  | "what_is_left"
  | "common_people"
  | "reward_payer"
  | "reasonable_freight"
  | "abandon_for_freight"
  | "stranding_vs_beaching"
  | "wages_shortfall"
  | "reward_sharing"
  | "skipper_salvor"
  | "owner_salvor";

/** The chapter's readings, by name. */
export type DlVragReading =
  | VragSalvageReading
  | FindReading
  | "proceeds_substitute"
  | "keeping_costs"
  | "aar_og_dag"
  | "aar_og_dag_start"
  | "stranding_vs_beaching";

/** reading(ctx, name), is(ctx, name, code), q(ctx, name) ("Q-V07 R1") and choiceOn(name, show) for the chapter's readings. */
export const { reading, is, q, choiceOn } = readingAsk<DlVragReading>();
