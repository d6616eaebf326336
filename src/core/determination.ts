/**
 * The determination: what a case comes to under a statute, as plain data.
 *
 * Everything in it is JSON-ready (exact numbers as strings such as "340/9"), so it
 * can be printed, stored, served and compared without the classes that made it.
 */

import type { Step } from "./explain.js";
import type { Json } from "./json.js";
import type { PhraseBook } from "./messages.js";
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
  /**
   * The fund is the value of goods that reach their parties in kind (returned to
   * the owner, sent on to the king), not money held for them: its shares are
   * measured in money but are not paid out of it.
   */
  inKind?: boolean;
}

/**
 * One line of an average statement: an interest (the ship, the freight, a parcel of
 * cargo under one bill of lading) with its contributory value, what is made good
 * to it, its exact share of the loss and what it pays or receives.
 */
export interface AverageLine {
  /** Interest id: "ship", "freight", or the bill of lading's id. */
  interest: string;
  /** Party id of the owner of the interest. */
  owner: string;
  kind: "ship" | "freight" | "cargo";
  label: string;
  /**
   * Value on which the interest contributes (zero when it does not contribute, and
   * in a statement whose parts are apportioned rather than measured by value).
   */
  contributoryValue: MoneyJSON;
  /** Amount made good to this interest (its sacrifice or expense admitted as average). */
  madeGood: MoneyJSON;
  /** Its share of the loss: contributory value / contributing mass, exact. */
  fraction: string;
  /** Its contribution, exact and rounded to the smallest unit (rounded contributions sum to the loss). */
  contributionExact: MoneyJSON;
  contribution: MoneyJSON;
  /** Made good minus contribution: positive receives, negative pays; rounded lines sum to zero. */
  net: MoneyJSON;
  provisions: string[];
}

/** What each party receives or pays in the end, all its interests together. */
export interface AverageBalance {
  party: string;
  name: string;
  madeGood: MoneyJSON;
  contribution: MoneyJSON;
  /** Positive: receives; negative: pays. The balances sum to zero. */
  net: MoneyJSON;
}

/**
 * A general-average statement as an adjuster draws it up: the loss to be made good,
 * the contributing mass, the rate, a line per interest, a balance per party.
 */
export interface AverageStatement {
  /**
   * What the shares are measured by. "value" (or left out): each interest's
   * contributory value over the contributing mass, as in a general average.
   * "apportioned": the law or the assessors fix each part of the loss directly (a
   * collision's damage shared half and half, or as seafaring men judge); there is no
   * contributory value, the mass is the loss, and each line's fraction is the part
   * of the loss it bears.
   */
  measure?: "value" | "apportioned";
  loss: MoneyJSON;
  mass: MoneyJSON;
  /** loss / mass, exact. */
  rate: string;
  lines: AverageLine[];
  balances: AverageBalance[];
  /** How the rounding was done. */
  rounding: string;
  provisions: string[];
  /** The rate as a percentage, to `rateDecimals` decimals, rounded half up: "12.5000". */
  ratePercent?: string;
  rateDecimals?: number;
  /** Who, what, where and when: printed where given. */
  particulars?: Particulars;
  /** The losses and expenses made good, item by item, each with its provisions. */
  schedule?: ScheduleItem[];
}

/** The particulars of an average statement; every one optional. */
export interface Particulars {
  ship?: string;
  from?: string;
  to?: string;
  casualtyDate?: string;
  casualtyPlace?: string;
  statementDate?: string;
  statementPlace?: string;
  drawnUpBy?: string;
}

/** One item of the schedule of losses and expenses made good. */
export interface ScheduleItem {
  /** The interest (line of the statement) it is made good to. */
  interest: string;
  /** Party id of the one it is made good to. */
  owner: string;
  what: string;
  amount: MoneyJSON;
  provisions: string[];
  /** The reading it rests on, when a reading decides that it is average ("Q-S10 R1"). */
  reading?: string;
}

/**
 * One line of a loss shared by quantity: an interest (a parcel of bulk goods) with
 * its quantity, its exact share, and what it bears and keeps in kind, or what it
 * pays when a sum of money is shared by quantity.
 */
export interface QuantityLine {
  /** Interest id: the bill of lading's id, or "ship". */
  interest: string;
  /** Party id of the owner. */
  owner: string;
  label: string;
  /** The quantity (or weight) it shares by, an exact number as text. */
  quantity: string;
  /** Its share of the loss, exact. */
  fraction: string;
  /** In kind: the quantity it bears, and the quantity left to it. */
  bears?: string;
  receives?: string;
  /** A sum of money shared by quantity: its share, exact and rounded to the smallest unit. */
  exact?: MoneyJSON;
  rounded?: MoneyJSON;
  provisions: string[];
}

/** A loss shared by quantity: in kind (bulk goods taken), or a sum of money shared by quantity or weight. */
export interface QuantityShares {
  /** The unit of the quantities: "lasts", "weight". */
  unit: string;
  /** What the shares are measured by, in words: "quantity shipped", "value". */
  measure: string;
  /** In kind: the quantity lost. */
  lost?: string;
  /** A sum of money shared by quantity. */
  amount?: MoneyJSON;
  /** The sum of the lines' quantities. */
  total: string;
  lines: QuantityLine[];
  /** How the money was rounded, when it was. */
  rounding?: string;
}

/**
 * An average of its own besides the general average: a loss or a cost borne by a
 * narrower body, or by a different rule (bulk goods taken by pirates, lighterage,
 * the costs on the goods after a grounding, a ransom). Shared by value it is an
 * AverageStatement; by quantity, QuantityShares.
 */
export interface SeparateAverage {
  /** "piracy-bulk", "lighterage", "grounding-goods" ... unique in the determination. */
  id: string;
  label: string;
  statement?: AverageStatement;
  shares?: QuantityShares;
  provisions: string[];
}

export interface Liability {
  from: string;
  to: string;
  amount?: MoneyJSON;
  /** When the amount is not a figure: "half the damage", "all the damage". */
  description: string;
  provisions: string[];
  /**
   * A payment that settles an average statement: the id of what it settles
   * ("general-average"). It pays out the balances of the statement, and the debts
   * beside it, in money to the smallest unit; what it pays is counted there, so
   * positions do not count it again.
   */
  settles?: string;
  /**
   * A debt that arises beside an average and is settled with it (freight still owed
   * on goods thrown overboard): counted on both sides, even where the creditor
   * holds a line of the statement.
   */
  besideAverage?: boolean;
  /**
   * Liabilities that share one `jointly` id are owed jointly and severally: the
   * creditor may claim the whole from any of them, and recovers it only once.
   */
  jointly?: string;
  /**
   * The first day anything of it may be paid (ISO date, in the calendar of the
   * case's dates), where the text makes it owed only from a day and only if
   * nothing happens before then: the salvor's half of wreck from the open sea is
   * his only when the year and a day has run without an owner (dl-vrag/19). The
   * description says on what condition; before the day it is not payable, and if
   * the condition fails a new determination no longer owes it.
   */
  payableFrom?: string;
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
  /**
   * Where the option stands: "open" (the holder may still choose), "chosen" (the
   * case says what he chose; `chosen` holds it), or "lapsed" (the time ran out
   * without a choice). Left out: open.
   */
  status?: "open" | "chosen" | "lapsed";
  /** What the holder chose, when `status` is "chosen". */
  chosen?: string;
  provisions: string[];
}

/**
 * A law the statute points to that is not among sealaw's texts ("as the mate under
 * Danske Lov 4-1-5"). It is cited by its own name, marked as outside the corpus,
 * and never decided: sealaw cannot say what it holds.
 */
export interface OutsideReference {
  /** How the law is cited: "Danske Lov 4-1-5". */
  cite: string;
  /** What it is said to govern here, in words. */
  about: string;
  /** Always true: the reference is outside sealaw's statute texts. */
  outsideCorpus: true;
}

export interface Penalty {
  who: string;
  offence: string;
  penalty: string;
  amount?: MoneyJSON;
  provisions: string[];
  /** Laws outside sealaw's texts that set or measure the penalty. */
  outside?: OutsideReference[];
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
  /** A general-average statement, for cases of general average (optional). */
  statement?: AverageStatement;
  /** Averages of their own besides the general average (optional). */
  averages?: SeparateAverage[];
  liabilities: Liability[];
  obligations: Obligation[];
  options: Option[];
  penalties: Penalty[];
  assessments: Assessment[];
  warnings: Warning[];
  explanation: Step;
  /**
   * The message behind each text of the determination that has arguments, by its
   * English text (see core/messages.ts): what lets an edge say the determination
   * in German or Danish. Texts without arguments are found by their English alone.
   * Left out when no text has arguments.
   */
  phrases?: PhraseBook;
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
