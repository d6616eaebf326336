/**
 * What the register's routes answer: the register's own record types
 * (src/registry/records.ts, journal.ts), taken as types only, so that the pages read
 * exactly what the API sends and cannot drift from it.
 */

import type { AllowedAction, AssessableField, DisposeChoice, Party } from "../../../src/registry/lot-view.js";
import type {
  DueRow as DueRecord,
  LotRecord,
  LotStatus,
  Shown as ShownRecord,
  VerifyReport,
  WriteResult,
} from "../../../src/registry/records.js";

export type { Allocation, Determination, Liability, Obligation, Option } from "../../../src/core/determination.js";
export type { MoneyJSON as Money } from "../../../src/core/money.js";
export type {
  AllowedAction,
  AssessableField,
  DisposeChoice,
  LotAction,
  Party,
} from "../../../src/registry/lot-view.js";
export type {
  HistoryItem,
  LotRecord as Lot,
  LotStatus,
  Owed,
} from "../../../src/registry/records.js";

/** A row of what falls due, with its party by name when the lot's case names it (GET /v1/register/due). */
export type DueRow = DueRecord & { party?: Party };

/**
 * A lot as GET /v1/register/lots/{lot} gives it: the register's record and what its
 * state allows, the fields that may be assessed, the parties by name, its calendar
 * and its value with its unit (src/registry/lot-view.ts, src/server/register.ts).
 */
export interface Shown extends ShownRecord {
  allowed: (AllowedAction & { path: string; needs: string[] })[];
  assessable: AssessableField[];
  /** Those it may be disposed of to, each by name where its case names him. */
  recipients: DisposeChoice[];
  parties: Party[];
  calendar: "julian" | "gregorian";
  valueText?: string;
}
export type { VerifyReport as Verify };

/** A row of the register's list (GET /v1/register/lots). */
export type LotSummary = Pick<LotRecord, "id" | "status" | "statute" | "kind" | "description" | "lodged">;

/**
 * A write's answer: the entry (seq, hash), the lot, its determination and what falls
 * due; a preview says so; setting an office reading gives its name and value.
 */
export interface Written extends WriteResult {
  preview?: boolean;
  /** The lot's parties by name and its calendar, when the write is on a lot. */
  parties?: Party[];
  calendar?: "julian" | "gregorian";
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
