/**
 * The vocabulary of Danske Lov 4-4 (dl-averi): its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the chapter is written in it.
 */

import { provisionOf, readingAsk } from "../../core/kit.js";
import type { CarriageReading } from "./carriage-readings.js";
import type { CollisionReading } from "./collision-readings.js";
import type { GaReading } from "./general-average-readings.js";
import type { LightsReading } from "./lights-readings.js";
import type { PilotReading } from "./pilot-hire-readings.js";
import type { ShipwreckReading } from "./shipwreck-readings.js";

export {
  Collected,
  evaluateOwn,
  kindBody,
  kindRoot,
  kindRule,
  nameIn,
  nameOf,
  section,
  withOwnReadings,
} from "../../core/kit.js";

/** A provision of the chapter: at(23) is "dl-averi/23". */
export const at: (n: number) => string = provisionOf("dl-averi");

/** The chapter's readings, by name. */
export type DlAveriReading =
  | CarriageReading
  | CollisionReading
  | GaReading
  | LightsReading
  | PilotReading
  | ShipwreckReading;

/** reading(ctx, name), is(ctx, name, code) and q(ctx, name) ("Q-A11 R1") for the chapter's readings. */
export const { reading, is, q } = readingAsk<DlAveriReading>();
