/**
 * The determination: what a case comes to under a statute, as plain data.
 *
 * Everything in it is JSON-ready (exact numbers as strings such as "340/9"), so it
 * can be printed, stored, served and compared without the classes that made it.
 */

import type { Step } from "./explain.js";
import type { Json } from "./json.js";
import type { MoneyJSON } from "./money.js";
import type { UsedReading } from "./reading.js";

export interface PartyRef {
  id: string;
  name: string;
  /** What the party is in this case, in words: "owner-skipper of the salvaging ship". */
  role: string;
}

/** One source of a party's parts: "2 parts for the ship (borkum-1666/6.1)". */
export interface PartBasis {
  parts: string;
  reason: string;
  provisions: string[];
}

export interface Allocation extends PartyRef {
  /** Parts held (an exact number as text), when the fund is divided in parts. */
  parts?: string;
  basis: PartBasis[];
  /** Exact fraction of the fund. */
  fraction: string;
  /** Exact share (may be a fraction of the smallest unit). */
  exact: MoneyJSON;
  /** Rounded to the smallest unit; the rounded shares sum to the fund. */
  rounded: MoneyJSON;
  roundedUp: boolean;
  /** Why the party has what it has; always set when it has nothing. */
  reason: string;
  provisions: string[];
}

/**
 * A body of parties that the law treats as one side of a division (Borkum §5:
 * "between the Vogt, the community, and within the community"), with the sum of
 * its members' shares.
 */
export interface Group {
  id: string;
  name: string;
  /** Party ids of the allocations that belong to it. */
  members: string[];
  /** Sum of the members' exact shares, and of their rounded shares. */
  exact: MoneyJSON;
  rounded: MoneyJSON;
  reason: string;
  provisions: string[];
}

export interface Fund {
  label: string;
  amount: MoneyJSON;
  totalParts?: string;
  /** The value of one part, exact. */
  perPart?: MoneyJSON;
  provisions: string[];
  /** The tie-break used for rounding. */
  rounding: string;
}

export interface Liability {
  from: string;
  to: string;
  amount?: MoneyJSON;
  /** When the amount is not a figure: "half the damage", "all the damage". */
  description: string;
  provisions: string[];
}

export interface Obligation {
  /** Party id, or an office ("vogt", "amtmand") when no party in the case holds it. */
  who: string;
  what: string;
  /** ISO date (calendar named in `calendar`) by which it must be done, if any. */
  due?: string;
  calendar?: "julian" | "gregorian";
  /** For recurring duties: "every year". */
  recurs?: string;
  provisions: string[];
}

export interface Option {
  holder: string;
  choices: string[];
  /** Until when the holder may choose. */
  deadline?: string;
  /** What follows if the holder does not choose in time. */
  lapse?: string;
  provisions: string[];
}

export interface Penalty {
  who: string;
  offence: string;
  penalty: string;
  amount?: MoneyJSON;
  provisions: string[];
}

export interface Assessment {
  what: string;
  /** Who must make it, as the text names them. */
  by: string;
  basis: string;
  status: "needed" | "given";
  /** The assessed value when given. */
  value?: Json;
  provisions: string[];
}

export interface Warning {
  message: string;
  provisions: string[];
}

export interface Receipt {
  /** sealaw's version. */
  sealaw: string;
  caseFormat: string;
  statute: string;
  kind: string;
  /** sha256 of the statute texts shipped with this version (original and translation). */
  statuteTexts: string;
  /** sha256 of the case as read (canonical JSON of envelope and facts). */
  case: string;
  readings: UsedReading[];
}

export interface Determination {
  statute: string;
  kind: string;
  title?: string;
  /** The situation in one line: "salvage inside the reefs (borkum-1666/6.3)". */
  situation: string;
  currency: string;
  funds: Fund[];
  allocations: Allocation[];
  /** Sides of the division, when the statute names them (optional). */
  groups?: Group[];
  liabilities: Liability[];
  obligations: Obligation[];
  options: Option[];
  penalties: Penalty[];
  assessments: Assessment[];
  warnings: Warning[];
  explanation: Step;
  /** The readings consulted in reaching this result (and any override given). */
  readings: UsedReading[];
  receipt: Receipt;
}

/** What a statute's rules produce; the engine adds the readings and the receipt. */
export type DeterminationBody = Omit<Determination, "readings" | "receipt" | "statute" | "kind" | "title" | "currency">;

export function emptyBody(situation: string, explanation: Step): DeterminationBody {
  return {
    situation,
    funds: [],
    allocations: [],
    liabilities: [],
    obligations: [],
    options: [],
    penalties: [],
    assessments: [],
    warnings: [],
    explanation,
  };
}
