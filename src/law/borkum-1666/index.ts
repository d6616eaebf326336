/**
 * The Borkum Rolle of 1666, §§5–8, as a statute module: salvage money for stranded
 * goods (§6, kind "salvage"), pilot money (§7, kind "pilotage") and wreck (§8, kind
 * "wreck"), all within the frame of §5 (the Vogt, the community and its members,
 * by sworn old custom) and the closing provisions 8.4–8.6.
 *
 * Money: the Rolle names no coin. A case may be reckoned in Reichstaler, divided
 * as the reading `reichstaler_subdivision` (Q-S01) says, or in the neutral unit
 * 'u' of the worked examples in RULES.md.
 */

import { type Currency, definedRules, NEUTRAL_U, type ReadingSet, type StatuteModule } from "./kit.js";
import { pilotageKind } from "./pilotage.js";
import { PILOTAGE_READINGS } from "./pilotage-readings.js";
import { BORKUM_READINGS, reichstalerFor } from "./readings.js";
import { salvageKind } from "./salvage.js";
import { STATUTE_TEXTS_SHA256 } from "./text-hash.generated.js";
import { wreckKind } from "./wreck.js";
import { WRECK_READINGS } from "./wreck-readings.js";

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
  rules: () => definedRules("borkum-1666"),
  title: "Borkum ordinance ('Rolle'), Greetsiel, 13 March 1666, §§5–8",
  textsSha256: STATUTE_TEXTS_SHA256,
  readings: [...BORKUM_READINGS, ...PILOTAGE_READINGS, ...WRECK_READINGS],
  currencies: ["reichstaler", "u"],
  currency,
  kinds: [salvageKind, pilotageKind, wreckKind],
};
