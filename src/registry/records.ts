/**
 * What the register keeps about a lot and what it hands back: the lot's record
 * (its case with every event's facts), the rows of what falls due, what is owed,
 * and the payload every journal entry carries.
 */

import type { Kysely, Transaction } from "kysely";
import type { Determination } from "../core/determination.js";
import type { CaseFile, CostKind, LotFields } from "./kinds.js";
import type { OwedLine, Posting } from "./ledger.js";
import type { RegisterTables } from "./schema.js";

export const LOT_STATUSES = ["lodged", "sold", "returned", "forfeited", "divided", "settled"] as const;

export type LotStatus = (typeof LOT_STATUSES)[number];

/** The states in which a lot has left the office. */
export const CLOSED: ReadonlySet<LotStatus> = new Set(["returned", "forfeited", "divided", "settled"]);

export interface ClaimRecord {
  /** The claimant's id in the lot's case. */
  id: string;
  name: string;
  date: string;
  /** The owner's agent who made the claim for him (dl-vrag/9: "hans fuldmægtig"), when it was not the owner himself. */
  agent?: string;
  proof?: string;
  decision?: { accepted: boolean; date: string; by: string; reason?: string; reward?: string };
}

export interface PaymentRecord {
  date: string;
  from: string;
  to: string;
  /** Exact, in the smallest unit of the lot's currency. */
  minor: string;
  text: string;
  for?: string;
  /** The postings it discharged, and how much of each (exact, in the smallest unit). */
  discharged?: { id: string; minor: string }[];
}

export interface LotRecord {
  id: string;
  statute: string;
  kind: string;
  description: string;
  marks?: string;
  quantity?: string;
  place?: string;
  lodged: string;
  finder?: string;
  value?: string;
  condition?: string;
  status: LotStatus;
  /** The lot's case, with every event's facts added. */
  case: CaseFile;
  claims: ClaimRecord[];
  sales: { date: string; price: string; buyer?: string; item?: string }[];
  costs: { date: string; amount: string; for?: string; item?: string; kind?: CostKind }[];
  payments: PaymentRecord[];
  /** Assessments recorded by an officer: each a fact of the case from its day on. */
  assessments?: { date: string; field: string; value: string | boolean; by: string; item?: string }[];
  /** What the lot's determinations have made owed, and what is paid of it (ledger.ts). */
  postings?: Posting[];
  /** The number the next new posting takes. */
  nextPosting?: number;
  disposition?: {
    date: string;
    to: string;
    /** The party it went to, by id and name (absent on a disposition recorded before it was kept). */
    holder?: { id: string; name: string };
    shares: { id: string; name: string; amount: string }[];
  };
}

/** A row of what falls due. */
export interface DueRow {
  lot: string;
  date: string;
  who: string;
  what: string;
  provisions: string[];
  /** The calendar the date is in, and the same day in the other calendar, where the determination names it. */
  calendar?: "julian" | "gregorian";
  other?: string;
  /** The posting it is, when it is an amount owed. */
  posting?: string;
  /**
   * Owed on demand: the text fixes no day to pay it by, so it is owed from the day
   * it arose (`date`) until it is paid. `date` is then that day, never a day it
   * falls due.
   */
  onDemand?: true;
  /**
   * Who, by the name the lot's determination gives him, where it is not his id
   * ("Merchant A", "The owners of the Fortuna"): a clerk reads the name, a command
   * takes `who`.
   */
  whoName?: string;
}

/** What one party owes another under the lot's latest determination, and what is still open. */
export type Owed = OwedLine;

export interface WriteCommon {
  actor: string;
  reason?: string;
  /** The sequence number of the entry this one corrects. */
  corrects?: number;
}

export interface AddInput extends WriteCommon {
  /** A case file of the lot's kind; or else fields. */
  case?: CaseFile;
  fields?: LotFields;
  id?: string;
  /** The day it was lodged; default the day the case gives. */
  date?: string;
  marks?: string;
  quantity?: string;
}

export interface WriteResult {
  seq: number;
  hash: string;
  lot?: LotRecord;
  determination?: Determination;
  due?: DueRow[];
}

export interface Shown {
  lot: LotRecord;
  determination: Determination;
  asOf: string;
  owed: Owed[];
  /** Every posting of the lot, open and closed. */
  postings: Posting[];
  due: DueRow[];
}

export interface HistoryItem {
  seq: number;
  at: string;
  actor: string;
  kind: string;
  reason: string | null;
  corrects: number | null;
  hash: string;
  event: Record<string, unknown>;
  situation?: string;
  receipt?: Determination["receipt"];
  /** The whole determination the entry recorded, when asked for (`history(id, { determinations: true })`). */
  determination?: Determination;
}

/** The register's database, or a transaction on it. */
export type Db = Kysely<RegisterTables> | Transaction<RegisterTables>;

/**
 * What an entry records. Its payload is this as canonical JSON, less the
 * determination's body, which is kept once under its hash (the entry's
 * `determination`); an entry written before that carries the body in its payload.
 */
export interface Payload {
  event: Record<string, unknown>;
  lot?: LotRecord;
  determination?: { asOf: string; body: Determination };
  due?: DueRow[];
  reading?: { name: string; value: string | null };
}

/** A payload as stored: the determination's body may be kept apart, under its hash. */
export type StoredPayload = Omit<Payload, "determination"> & {
  determination?: { asOf: string; body?: Determination };
};

/** What a walk of the chain found. */
export interface VerifyReport {
  ok: boolean;
  /** Entries checked. */
  entries: number;
  /** The last entry's hash, when all matched. */
  head: string;
  /** The first entry that does not match, and how. */
  broken?: { seq: number; problem: string };
}
