/** What the register's routes answer, as far as the pages read it. */

import type { Determination } from "../../../src/core/determination.js";

export type { Allocation, Determination, Liability, Obligation, Option } from "../../../src/core/determination.js";
export type { MoneyJSON as Money } from "../../../src/core/money.js";

export interface DueRow {
  lot: string;
  date: string;
  who: string;
  what: string;
  provisions: string[];
}

export interface Person {
  id: string;
  name: string;
  roles?: string[];
}

export interface Lot {
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
  status: string;
  case?: { facts?: { people?: Person[] } & Record<string, unknown> } & Record<string, unknown>;
  claims?: {
    id: string;
    name: string;
    date: string;
    proof?: string;
    decision?: { accepted: boolean; date: string; by: string; reason?: string; reward?: string };
  }[];
  sales?: { date: string; price: string; buyer?: string; item?: string }[];
  costs?: { date: string; amount: string; for?: string; item?: string }[];
  payments?: { date: string; from: string; to: string; text: string; for?: string }[];
  disposition?: { date: string; to: string; shares: { id: string; name: string; amount: string }[] };
}

export interface LotSummary {
  id: string;
  status: string;
  statute: string;
  kind: string;
  description: string;
  lodged: string;
}

export interface Owed {
  from: string;
  to: string;
  owed: string;
  paid: string;
  outstanding: string;
  outstandingMinor: string;
  what: string[];
  provisions: string[];
}

export interface Shown {
  lot: Lot;
  determination: Determination;
  asOf: string;
  owed: Owed[];
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
  receipt?: { case: string; readings?: { name: string; question: string; value: string; isDefault?: boolean }[] };
  determination?: Determination;
}

/** A write's answer: the entry (seq, hash), the lot, its determination and what falls due. */
export interface Written {
  seq: number;
  hash: string;
  preview?: boolean;
  lot?: Lot;
  determination?: Determination;
  due?: DueRow[];
  name?: string;
  value?: string | null;
}

export interface Verify {
  ok: boolean;
  entries: number;
  head: string;
  broken?: { seq: number; problem: string };
}

/** The statuses a lot may have (src/registry/records.ts). */
export const STATUSES = ["lodged", "sold", "returned", "forfeited", "divided", "settled"] as const;
