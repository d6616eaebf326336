/** The kinds a strand office keeps lots of, as statute/kind, each with where its case keeps a lot's facts. */

import { findLot } from "./find-lot.js";
import { generalAverageLot } from "./general-average-lot.js";
import type { LotKind } from "./lot.js";
import { borkumWreckLot, danishWreckLot } from "./wreck-lot.js";

export const LOT_KIND_TABLE: Readonly<Record<string, LotKind>> = {
  "dl-vrag/find": findLot,
  "dl-vrag/wreck": danishWreckLot,
  "borkum-1666/wreck": borkumWreckLot,
  "dl-averi/general_average": generalAverageLot,
};
