/**
 * What the register's routes answer: the register's own record types
 * (src/registry/records.ts, journal.ts), taken as types only, so that the pages read
 * exactly what the API sends and cannot drift from it.
 */

import type { LotRecord, LotStatus, VerifyReport, WriteResult } from "../../../src/registry/records.js";

export type { Allocation, Determination, Liability, Obligation, Option } from "../../../src/core/determination.js";
export type { MoneyJSON as Money } from "../../../src/core/money.js";
export type {
  DueRow,
  HistoryItem,
  LotRecord as Lot,
  LotStatus,
  Owed,
  Shown,
} from "../../../src/registry/records.js";
export type { VerifyReport as Verify };

/** A row of the register's list (GET /v1/register/lots). */
export type LotSummary = Pick<LotRecord, "id" | "status" | "statute" | "kind" | "description" | "lodged">;

/**
 * A write's answer: the entry (seq, hash), the lot, its determination and what falls
 * due; a preview says so; setting an office reading gives its name and value.
 */
export interface Written extends WriteResult {
  preview?: boolean;
  name?: string;
  value?: string | null;
}

/**
 * The statuses a lot may have, in the register's order, for the list's filter. The
 * compiler holds this list to the register's (src/registry/records.ts LOT_STATUSES):
 * a status added there and not here, or here and not there, fails the type check.
 */
export const STATUSES = [
  "lodged",
  "sold",
  "returned",
  "forfeited",
  "divided",
  "settled",
] as const satisfies readonly LotStatus[];
type Unlisted = Exclude<LotStatus, (typeof STATUSES)[number]>;
const everyStatus: [Unlisted] extends [never] ? true : Unlisted = true;
void everyStatus;
