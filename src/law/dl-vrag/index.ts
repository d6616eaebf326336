/**
 * Danske Lov 1683, Book 4, 'Om skibbrud og vrag' (shipwreck and wreck), as a
 * statute module: the duty to salvage and the salvage reward (dl-vrag/1–7), wreck
 * with no one aboard (8–13), finds at sea (14–19), and freight and wages after a
 * wreck (20–23).
 *
 * Money: rigsdaler of 6 mark of 16 skilling, or the neutral unit 'u'. Dates are
 * Julian (Denmark changed calendar on 18 February 1700).
 */

import { AAR_OG_DAG_READINGS } from "./aar-og-dag.js";
import { findKind } from "./find.js";
import { FIND_READINGS } from "./find-readings.js";
import type { AnyKind, Currency, ReadingDef, StatuteModule } from "./kit.js";
import { definedRules, NEUTRAL_U, RIGSDALER } from "./kit.js";
import { vragSalvageKind } from "./salvage.js";
import { VRAG_SALVAGE_READINGS } from "./salvage-readings.js";
import { STATUTE_TEXTS_SHA256 } from "./text-hash.generated.js";
import { vragWreckKind } from "./wreck.js";
import { WRECK_READINGS } from "./wreck-readings.js";

function currency(id: string): Currency | undefined {
  return id === "rigsdaler" ? RIGSDALER : id === "u" ? NEUTRAL_U : undefined;
}

const KINDS: AnyKind[] = [vragWreckKind, findKind, vragSalvageKind];

const READINGS: ReadingDef[] = [...AAR_OG_DAG_READINGS, ...WRECK_READINGS, ...FIND_READINGS, ...VRAG_SALVAGE_READINGS];

export const dlVrag: StatuteModule = {
  id: "dl-vrag",
  rules: () => definedRules("dl-vrag"),
  title: "Danske Lov 1683, Book 4: Om skibbrud og vrag (shipwreck and wreck)",
  textsSha256: STATUTE_TEXTS_SHA256,
  readings: READINGS,
  currencies: ["rigsdaler", "u"],
  currency,
  kinds: KINDS,
};
