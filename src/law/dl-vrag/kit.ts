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
// Dates, money, shares and names.
export {
  addDays,
  compare,
  type Duration,
  daysBetween,
  deadlineFrom,
  formatDate,
  formatDuration,
  type LegalDate,
  parseDate,
  tryParseDate,
} from "../../core/calendar.js";
// What a determination holds.
export type {
  Allocation,
  Assessment,
  DeterminationBody,
  Fund,
  Liability,
  Obligation,
  Option,
  PartyRef,
  Penalty,
  Warning,
} from "../../core/determination.js";
// The errors a case can meet.
export { CaseError, type CaseIssue, NotCoveredError } from "../../core/errors.js";
// Steps of the explanation.
export { note, type Step } from "../../core/explain.js";
export type { Json } from "../../core/json.js";
// The statute kit: the context of a kind's rules, sections, names, what rules collect, a kind's end.
export {
  Collected,
  evaluateOwn,
  evaluateTold,
  kindBody,
  kindContext,
  kindRoot,
  kindRule,
  nameIn,
  nameOf,
  section,
  withOwnReadings,
} from "../../core/kit.js";
export { type Currency, Money, NEUTRAL_U, RIGSDALER } from "../../core/money.js";
export { The, the } from "../../core/names.js";
export { R, type Rational } from "../../core/rational.js";
// Readings and rules.
export { defineReading, type ReadingDef } from "../../core/reading.js";
export {
  definedRules,
  evaluate,
  evaluateOr,
  firstOf,
  type Outcome,
  type Rule,
  type RuleContext,
  rule,
} from "../../core/rule.js";
export { type Split, split, splitByValues, TIE_BREAK_RULE } from "../../core/split.js";
// The reading both chapters of the Danish Law share.
export { STRANDING_VS_BEACHING } from "../danske-lov/shared-readings.js";
// What a statute module is made of.
export { type AnyKind, type DecideContext, defineKind, type StatuteModule } from "../statute.js";

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
  | "aar_og_dag"
  | "aar_og_dag_start"
  | "stranding_vs_beaching";

/** reading(ctx, name), is(ctx, name, code), q(ctx, name) ("Q-V07 R1") and choiceOn(name, show) for the chapter's readings. */
export const { reading, is, q, choiceOn } = readingAsk<DlVragReading>();
