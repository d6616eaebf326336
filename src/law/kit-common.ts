/**
 * The vocabulary every statute's kit hands out alike: rules and notes, the steps of
 * the explanation, money, dates and fractions, the errors a case can meet, shares,
 * what a determination holds, the statute kit of core/kit.ts and the frame of a
 * statute module. Each statute's kit.ts re-exports it whole and adds what is its
 * own (its provisions, its readings, the facts of its kinds); a law file takes it
 * from its kit, never from here. It imports no statute.
 */

export { BodyParts } from "../core/builder.js";
export type { LegalDate } from "../core/calendar.js";
export { addDays, compare, formatDate, parseDate, tryParseDate } from "../core/calendar.js";
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
} from "../core/determination.js";
export { CaseError, type CaseIssue, NotCoveredError } from "../core/errors.js";
export { note, type Step } from "../core/explain.js";
export type { Json } from "../core/json.js";
export {
  Collected,
  evaluateOwn,
  evaluateTold,
  kindBody,
  kindRoot,
  kindRule,
  nameIn,
  nameOf,
  section,
  withOwnReadings,
} from "../core/kit.js";
export { type Currency, Money, NEUTRAL_U } from "../core/money.js";
export { The, the } from "../core/names.js";
export { R, Rational } from "../core/rational.js";
export { defineReading, defineReadingBySlug, type ReadingDef } from "../core/reading.js";
export {
  definedRules,
  evaluate,
  evaluateOr,
  firstOf,
  LEFT_OUT,
  type Rule,
  type RuleContext,
  rule,
} from "../core/rule.js";
export { type Split, split, splitByParts, TIE_BREAK_RULE } from "../core/split.js";
export { type AnyKind, type DecideContext, defineKind, type StatuteModule } from "./statute.js";
