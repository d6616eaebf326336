/**
 * The vocabulary of Danske Lov 4-1 (dl-vrag): its provisions, its readings, and
 * the statute kit of core/kit.ts. Every law file of the chapter is written in it.
 */

import { provisionOf, readingAsk } from "../../core/kit.js";
import type { FindReading } from "./find-readings.js";
import type { VragSalvageReading } from "./salvage-readings.js";

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
} from "../../core/kit.js";

/** A provision of the chapter: at(13) is "dl-vrag/13". */
export const at: (n: number) => string = provisionOf("dl-vrag");

/** The chapter's readings, by name. */
export type DlVragReading =
  | VragSalvageReading
  | FindReading
  | "proceeds_substitute"
  | "aar_og_dag"
  | "aar_og_dag_start"
  | "stranding_vs_beaching";

/** reading(ctx, name), is(ctx, name, code) and q(ctx, name) ("Q-V07 R1") for the chapter's readings. */
export const { reading, is, q } = readingAsk<DlVragReading>();
