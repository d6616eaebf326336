/**
 * The vocabulary of the Borkum Rolle of 1666: its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the Rolle is written in it and
 * imports from nothing else but its sibling files: rules and notes, money, dates
 * and fractions, errors, the context rules run in, the case's facts and the
 * determination's parts all come from here. Beneath it lie only the files that
 * declare the Rolle's readings (readings.ts, pilotage-readings.ts,
 * wreck-readings.ts), whose names type `reading`, `is` and `q` below.
 */

import { provisionOf, readingAsk } from "../../core/kit.js";
import type { RuleContext } from "../../core/rule.js";
import type { DecideContext } from "../statute.js";
import type { PilotageReading } from "./pilotage-readings.js";
import type { BorkumReading } from "./readings.js";
import type { WreckReading } from "./wreck-readings.js";

export type { PilotageFacts } from "../../cases/kinds/pilotage.js";
export { pilotageFactsJsonSchema, pilotageFactsSchema } from "../../cases/kinds/pilotage.js";
export type { SalvageFacts, SalvagePerson, SalvageShip } from "../../cases/kinds/salvage.js";
export { salvageFactsJsonSchema, salvageFactsSchema } from "../../cases/kinds/salvage.js";
export type { WreckFacts, WreckItem } from "../../cases/kinds/wreck.js";
export { WRECK_ITEMS, wreckFactsJsonSchema, wreckFactsSchema } from "../../cases/kinds/wreck.js";
export type { Breach, Person, Ship } from "../../cases/world.js";
export { PLACES } from "../../cases/world.js";
export { makeDate } from "../../core/calendar.js";
export type { Group, PartBasis } from "../../core/determination.js";
export type { Draw } from "../../core/draw.js";
export { DrawError, drawLots } from "../../core/draw.js";
export type { KindRoot } from "../../core/kit.js";
export type { MoneyJSON } from "../../core/money.js";
export { parseCanonical, sum } from "../../core/rational.js";
export type { ReadingSet } from "../../core/reading.js";
export { aside, describing, type Outcome } from "../../core/rule.js";
export { entryPath } from "../entries.js";
// What every statute's kit hands out alike (../kit-common.ts).
export * from "../kit-common.js";

/** A provision of the Rolle: at("6.3") is "borkum-1666/6.3". */
export const at: (n: string) => string = provisionOf("borkum-1666");

/** The Rolle's readings, by name. */
export type RolleReading = BorkumReading | PilotageReading | WreckReading;

/**
 * reading(ctx, name), is(ctx, name, code) and q(ctx, name) ("Q-B03 R2") for the
 * Rolle's readings, and choiceOn(name, show): a choice the Rolle leaves to a
 * reading, declared as its base rule and an exception for each other alternative.
 */
export const { reading, is, q, choiceOn } = readingAsk<RolleReading>();

/** The context a kind's rules run in: the case's readings, and whether the explanation is built. */
export function contextOf(ctx: DecideContext): RuleContext {
  return { readings: ctx.readings, explain: ctx.explain !== false };
}
