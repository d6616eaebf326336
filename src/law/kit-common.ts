/**
 * The vocabulary every statute's kit hands out alike: rules and notes, the steps of
 * the explanation, money, dates and fractions, the errors a case can meet, shares,
 * what a determination holds, the statute kit of core/kit.ts and the frame of a
 * statute module, and the few helpers more than one statute's rules use (reading
 * an amount of the case in whole units). Each statute's kit.ts re-exports it whole
 * and adds what is its own (its provisions, its readings, the facts of its kinds);
 * a law file takes it from its kit, never from here. It imports no statute.
 */

import { CaseError } from "../core/errors.js";
import { Money } from "../core/money.js";

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
export { type Arg, type Phrase, phrases } from "../core/messages.js";
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
export { ROUNDING, type Split, split, splitByParts, TIE_BREAK_RULE, unitName } from "../core/split.js";
export { type AnyKind, type DecideContext, defineKind, type StatuteModule } from "./statute.js";

/**
 * An amount of a case as parsed: a Money in whole smallest units. `path` names the
 * fact for errors ("facts.salvage_money"). Case schemas type amounts loosely,
 * because the same schema also serves JSON Schema output with amounts as text.
 */
export function wholeMoney(amount: unknown, path: string): Money {
  if (!(amount instanceof Money)) {
    throw new CaseError("case", [
      { path, message: "the amount was not read in a currency", expected: "facts parsed with the kind's schema" },
    ]);
  }
  const unit = amount.currency.units.at(-1)?.plural ?? "the smallest unit";
  if (!amount.minor.isInteger()) {
    throw new CaseError("case", [
      {
        path,
        message: `${amount.format()} is not a whole number of ${unit}`,
        expected: `an amount that is a whole number of ${unit}`,
      },
    ]);
  }
  return amount;
}
