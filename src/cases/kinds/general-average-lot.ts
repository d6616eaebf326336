/**
 * A general average of the Danish Law (dl-averi) kept as a lot, its case lodged
 * whole: the day it is lodged is the day the ship arrived, or else the day of the
 * emergency. Its statement, and each average of its own, is settled by the
 * settlement the statute draws up its own statement with (dl-averi/25-26).
 */

import { settlement } from "../../core/settlement.js";
import { type LotKind, obj } from "./lot.js";

export const generalAverageLot: LotKind = {
  lodged(c) {
    const arrived = obj(c.facts.voyage).arrived;
    if (typeof arrived === "string") return arrived.slice(0, 10);
    return obj(c.facts.emergency).date as string | undefined;
  },
  settle: settlement,
};
