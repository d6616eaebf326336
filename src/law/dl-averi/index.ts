/**
 * Danske Lov 1683, Book 4, 'Om ulykkelige kendelser [hændelser], averi og
 * lodsmænd' (casualties, general average and pilots), as a statute module.
 *
 * Money: rigsdaler of 6 mark of 16 skilling; lod of silver for the draught penalty
 * (dl-averi/57); or the neutral unit 'u'; and, for general average alone, whose rules
 * are purely proportional, an ISO 4217 currency or the Italian lira of account, to
 * compare the law with other practice. Dates are Julian (Denmark changed
 * calendar on 18 February 1700).
 */

import { carriageKind } from "./carriage.js";
import { CARRIAGE_READINGS } from "./carriage-readings.js";
import { collisionKind } from "./collision.js";
import { COLLISION_READINGS } from "./collision-readings.js";
import { generalAverageKind } from "./general-average.js";
import { GENERAL_AVERAGE_READINGS } from "./general-average-readings.js";
import type { AnyKind, Currency, ReadingDef, StatuteModule } from "./kit.js";
import { definedRules, LOD_SILVER, NEUTRAL_U, RIGSDALER } from "./kit.js";
import { lightsKind } from "./lights.js";
import { LIGHTS_READINGS } from "./lights-readings.js";
import { pilotHireKind } from "./pilot-hire.js";
import { PILOT_HIRE_READINGS } from "./pilot-hire-readings.js";
import { shipwreckKind } from "./shipwreck.js";
import { SHIPWRECK_READINGS } from "./shipwreck-readings.js";
import { STATUTE_TEXTS_SHA256 } from "./text-hash.generated.js";

function currency(id: string): Currency | undefined {
  switch (id) {
    case "rigsdaler":
      return RIGSDALER;
    case "lod-silver":
      return LOD_SILVER;
    case "u":
      return NEUTRAL_U;
    default:
      return undefined;
  }
}

const KINDS: AnyKind[] = [generalAverageKind, pilotHireKind, carriageKind, lightsKind, shipwreckKind, collisionKind];

const READINGS: ReadingDef[] = [
  ...GENERAL_AVERAGE_READINGS,
  ...PILOT_HIRE_READINGS,
  ...CARRIAGE_READINGS,
  ...LIGHTS_READINGS,
  ...SHIPWRECK_READINGS,
  ...COLLISION_READINGS,
];

/** The provisions no kind implements yet: none, every provision of the chapter is decided by one of its kinds. */
const PENDING: string[] = [];

export const dlAveri: StatuteModule = {
  id: "dl-averi",
  rules: () => definedRules("dl-averi"),
  title: "Danske Lov 1683, Book 4: Om ulykkelige kendelser, averi og lodsmænd (casualties, general average and pilots)",
  textsSha256: STATUTE_TEXTS_SHA256,
  readings: READINGS,
  currencies: ["rigsdaler", "u", "lod-silver"],
  currency,
  comparisonKinds: ["general_average"],
  kinds: KINDS,
  pending: PENDING,
};
