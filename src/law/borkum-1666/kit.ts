/**
 * The vocabulary of the Borkum Rolle of 1666: its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the Rolle is written in it.
 */

import { provisionOf, readingAsk } from "../../core/kit.js";
import type { PilotageReading } from "./pilotage-readings.js";
import type { BorkumReading } from "./readings.js";
import type { WreckReading } from "./wreck-readings.js";

export { Collected, evaluateOwn, kindBody, nameIn, nameOf, section, withOwnReadings } from "../../core/kit.js";

/** A provision of the Rolle: at("6.3") is "borkum-1666/6.3". */
export const at: (n: string) => string = provisionOf("borkum-1666");

/** The Rolle's readings, by name. */
export type RolleReading = BorkumReading | PilotageReading | WreckReading;

/** reading(ctx, name), is(ctx, name, code) and q(ctx, name) ("Q-B03 R2") for the Rolle's readings. */
export const { reading, is, q } = readingAsk<RolleReading>();
