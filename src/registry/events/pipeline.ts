/**
 * The one path every event on a lot takes, step by step:
 *
 *   1. the clerk's input checked, as far as it can be without the lot;
 *   2. the lot loaded (opened, or for a payment found) and the event's day checked;
 *   3. the lot's next case built, once, by the event's own step (its checks, the
 *      facts the event adds, what it adds to the lot's record), with the lot's
 *      currency found without preparing the case;
 *   4. that case prepared and decided, once, as of the event's day;
 *   5. what the law refuses, read off that determination (a claim no one may
 *      still make);
 *   6. the lot's postings brought up to the determination in the one place they
 *      are derived (ledger.ts), and the event's settlement against them (a
 *      payment's discharge, a disposition's title);
 *   7. one journal entry written, with the projection, in the same transaction.
 *
 * Each event of the register (claim.ts, decide.ts, assess.ts, sell.ts, cost.ts,
 * pay.ts, dispose.ts) is its step on this path; lodge.ts builds a lot's first case
 * and writes it through the same ledger and entry; reading.ts, the one event on no
 * lot, only names the reading set.
 */

import type { Determination } from "../../core/determination.js";
import { type Phrase, phrases } from "../../core/messages.js";
import type { Currency } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { checkDate } from "../checks.js";
import { currencyOf, decideCase, dueRows } from "../determine.js";
import { RegisterError } from "../errors.js";
import { type CaseFile, events } from "../kinds.js";
import { discharge, postingsOf, reconcile } from "../ledger.js";
import { CLOSED, type LotRecord, type Payload, type WriteCommon, type WriteResult } from "../records.js";

const say = phrases("refusal.event", {
  closed: "lot {lot} was {status}{how}: it cannot be {what} now",
  closedOn: " on {date}{to}{holder}",
  toOwner: " to its owner",
  toThe: " to {to}",
  holder: ", {name}",
  before: "{what} is dated {date}, before lot {lot} was lodged on {lodged}",
});

/** What an event needs of the register: its reads, its head and its one way of writing an entry. */
export interface Desk {
  /** A lot, or an error naming the unknown id. */
  lot(id: string): Promise<LotRecord>;
  officeReadings(): Promise<Record<string, string>>;
  latestDetermination(lot: string): Promise<{ asOf: string; body: Determination } | undefined>;
  head(): Promise<{ seq: number; hash: string }>;
  /** Write one entry and what it changes, inside the transaction the desk was opened in. */
  append(kind: string, lot: string | null, w: WriteCommon, payload: Payload): Promise<WriteResult>;
}

/** What an event's step is given: the lot as it stands, the event's day, the office's readings and the lot's currency. */
export interface EventContext {
  desk: Desk;
  lot: LotRecord;
  date: string;
  office: Record<string, string>;
  currency: Currency;
}

/** What one event makes of a lot, before the determination is known. */
export interface Step {
  /** The lot's case after the event; by default its case as of the event's day. */
  case?: CaseFile;
  /** What the event adds to the lot's record. */
  patch?: Partial<LotRecord>;
  /** The event as its entry records it. */
  event: Record<string, unknown>;
  /** What the law refuses, read off the determination of the event's case; it throws to refuse. */
  refuse?(d: Determination): void | Promise<void>;
  /**
   * What the event does once the lot's postings are brought up to the
   * determination: it may refuse, or change the lot (a payment discharges
   * postings, a disposition sets the lot's title) and add to the event.
   */
  settle?(lot: LotRecord, d: Determination, event: Record<string, unknown>, currency: Currency): LotRecord;
}

/** An event of the register: its entry's kind, its day's name, and its step. */
export interface EventSpec {
  /** The kind of its journal entry ("claim", "decision", …). */
  kind: string;
  /** The event's day, in the words of a refusal ("the claim"): a message without arguments. */
  day: Phrase;
  /** What the lot cannot be once it has left the office ("claimed"); unset: the event is taken still (a payment). */
  what?: Phrase;
  /** The event's step: its checks and the lot's next case (step 3). */
  step(x: EventContext): Step | Promise<Step>;
}

/** Steps 2 to 7 of an event on a lot, inside the transaction `desk` writes in. */
export async function runEvent(
  desk: Desk,
  lotId: string,
  w: WriteCommon & { date: string },
  spec: EventSpec,
): Promise<WriteResult> {
  const lot = spec.what === undefined ? await desk.lot(lotId) : await openLot(desk, lotId, spec.what());
  const date = checkEventDate(lot, w.date, spec.day());
  const office = await desk.officeReadings();
  const step = await spec.step({ desk, lot, date, office, currency: currencyOf(lot.case, office) });
  const c = step.case ?? events.asOf(lot.case, date);
  const { d, currency } = decideCase(c, office);
  await step.refuse?.(d);
  let next = await ledger(desk, { ...lot, ...step.patch, case: c }, d, currency, date);
  const event = { ...step.event };
  if (step.settle) next = step.settle(next, d, event, currency);
  return write(desk, spec.kind, w, event, next, d, date, currency);
}

/** A lot still in the office's custody, or the refusal naming how it left. */
async function openLot(desk: Desk, id: string, what: string): Promise<LotRecord> {
  const lot = await desk.lot(id);
  if (CLOSED.has(lot.status)) {
    const d = lot.disposition;
    const how = d
      ? say.closedOn({
          date: d.date,
          to: d.to === "owner" ? say.toOwner() : d.to ? say.toThe({ to: { the: d.to } }) : "",
          holder: d.holder && d.holder.id !== d.to ? say.holder({ name: d.holder.name }) : "",
        })
      : "";
    throw new RegisterError(say.closed({ lot: lot.id, status: lot.status, how, what }));
  }
  return lot;
}

function checkEventDate(lot: LotRecord, date: string | undefined, what: string): string {
  const d = checkDate(date, what, "date");
  if (d < lot.lodged)
    throw new RegisterError(say.before({ what, date: d, lot: lot.id, lodged: lot.lodged }), [], "date");
  return d;
}

/**
 * The lot with its postings brought up to a determination (ledger.ts): the one
 * place where what a determination makes owed enters the register. A lot kept
 * before the ledger has its earlier payments set against its postings. A posting
 * first owed now arose on the event's day (`day`).
 */
export async function ledger(
  desk: Desk,
  lot: LotRecord,
  d: Determination,
  currency: Currency,
  day: string,
): Promise<LotRecord> {
  const seq = (await desk.head()).seq + 1;
  const derived = postingsOf(d, lot.case, currency);
  const r = reconcile(lot.postings ?? [], derived, seq, lot.nextPosting ?? 1, currency, day);
  let postings = r.postings;
  if (lot.postings === undefined) {
    for (const p of lot.payments) {
      try {
        postings = discharge(postings, {
          debtor: p.from,
          creditor: p.to,
          amount: Rational.parse(p.minor),
          lot: lot.id,
          currency,
        }).postings;
      } catch {
        // A payment the determination no longer makes owed stays in the record, on no posting.
      }
    }
  }
  return { ...lot, postings, nextPosting: r.next };
}

/** An event's entry: the lot, its determination as of the day, and what falls due read off both. */
export function write(
  desk: Desk,
  kind: string,
  w: WriteCommon,
  event: Record<string, unknown>,
  lot: LotRecord,
  d: Determination,
  asOf: string,
  currency: Currency,
): Promise<WriteResult> {
  return desk.append(kind, lot.id, w, {
    event,
    lot,
    determination: { asOf, body: d },
    due: dueRows(lot, d, asOf, currency),
  });
}
