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

/**
 * What Borkum's Rolle asks of each person of a salvage or a wreck (a farm, a wagon,
 * carting, being told …) and the Danish Law never reads: the fields dl-vrag's own
 * schema of those shared kinds leaves out.
 */
export const BORKUM_PERSON_FIELDS: readonly string[] = [
  "people[].farm",
  "people[].son_of",
  "people[].aboard",
  "people[].carted",
  "people[].wagon",
  "people[].unable_to_work",
  "people[].without_means",
  "people[].on_beach",
  "people[].told",
  "people[].unable_to_come",
  "people[].in_place_of",
];
