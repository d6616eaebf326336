/**
 * The Borkum Rolle of 1666, §§5–8, as a statute module. So far it decides §6 (the
 * salvage money of stranded goods, kind "salvage"); pilot money (§7) and wreck
 * (§8) are further kinds to come.
 *
 * Money: the Rolle names no coin. A case may be reckoned in Reichstaler, divided
 * as the reading `reichstaler_subdivision` (Q-S01) says, or in the neutral unit
 * 'u' of the worked examples in RULES.md.
 */

import { type Currency, NEUTRAL_U } from "../../core/money.js";
import type { ReadingSet } from "../../core/reading.js";
import type { StatuteModule } from "../statute.js";
import { BORKUM_READINGS, reichstalerFor } from "./readings.js";
import { salvageKind } from "./salvage.js";
import { STATUTE_TEXTS_SHA256 } from "./text-hash.generated.js";

/** Build a currency by id; the Reichstaler reading is consulted only when it is asked for. */
function currency(id: string, readings: ReadingSet): Currency | undefined {
  switch (id) {
    case "reichstaler":
      return reichstalerFor(readings.get("reichstaler_subdivision"));
    case "u":
      return NEUTRAL_U;
    default:
      return undefined;
  }
}

export const borkum1666: StatuteModule = {
  id: "borkum-1666",
  title: "Borkum ordinance ('Rolle'), Greetsiel, 13 March 1666, §§5–8",
  textsSha256: STATUTE_TEXTS_SHA256,
  readings: BORKUM_READINGS,
  currencies: ["reichstaler", "u"],
  currency,
  kinds: [salvageKind],
};
