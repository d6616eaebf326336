/** The kinds a strand office keeps lots of, as statute/kind, each with where its case keeps a lot's facts. */

import { findLot } from "./find-lot.js";
import { generalAverageLot } from "./general-average-lot.js";
import { CUSTODY_RECIPIENTS, type LotKind } from "./lot.js";
import { borkumWreckLot, danishWreckLot } from "./wreck-lot.js";

export const LOT_KIND_TABLE: Readonly<Record<string, LotKind>> = {
  "dl-vrag/find": findLot,
  "dl-vrag/wreck": danishWreckLot,
  "borkum-1666/wreck": borkumWreckLot,
  "dl-averi/general_average": generalAverageLot,
};

/**
 * Every name a clerk may give a lot's disposition (--to): the owner whose claim was
 * accepted, and each of those a lot of any kind may go to when no owner has it
 * back (its kind's `recipients`, else CUSTODY_RECIPIENTS). One list, so that a kind
 * that adds a recipient is offered by the command, the HTTP API and the pages.
 */
export const DISPOSE_TO: readonly [string, ...string[]] = [
  "owner",
  ...new Set(Object.values(LOT_KIND_TABLE).flatMap((k) => Object.keys(k.recipients ?? CUSTODY_RECIPIENTS))),
];

/** The same list in words: "owner, king, foreshore or community". */
export const DISPOSE_TO_TEXT = `${DISPOSE_TO.slice(0, -1).join(", ")} or ${DISPOSE_TO.at(-1)}`;
