/**
 * What an adjuster adds to the general average of dl-averi/25 once it is drawn up:
 * the particulars of the statement, the schedule of the losses and expenses made
 * good item by item, the rate as a percentage, and the settlement — who pays whom,
 * to the smallest unit, so that every balance is paid out and nothing is owed twice.
 *
 * The settlement pays the statement's rounded balances, together with the debts
 * that arise beside the average and are settled with it (freight still owed on
 * goods thrown overboard, under Q-A13 R1); its arithmetic is core/settlement.ts,
 * which the register's ledger settles a lot's averages with too.
 */

import { type Interest, type Particulars, Rational, type ScheduleItem } from "./kit.js";

export { type SideDebt, settlement } from "./kit.js";

/** The default number of decimals of the rate as a percentage. */
export const RATE_DECIMALS = 4;

/** The rate as a percentage, rounded half up to `decimals` decimals: 1/8 -> "12.5000". */
export function percent(rate: Rational, decimals: number): string {
  return rate.mul(Rational.of(100n)).toDecimal(decimals);
}

/** The particulars that are given, and only those. */
export function particularsOf(p: Particulars): Particulars | undefined {
  const given = Object.entries(p).filter(([, v]) => v !== undefined && v !== "");
  return given.length > 0 ? (Object.fromEntries(given) as Particulars) : undefined;
}

/** One item of the schedule per interest with anything made good, in the statement's order. */
export function scheduleOf(
  interests: readonly Interest[],
  readingOf: (i: Interest) => string | undefined,
): ScheduleItem[] {
  const out: ScheduleItem[] = [];
  for (const i of interests) {
    if (i.madeGood.minor.sign() <= 0) continue;
    const reading = readingOf(i);
    out.push({
      interest: i.interest,
      owner: i.owner,
      what: i.label,
      amount: i.madeGood.toJSON(),
      provisions: [...i.provisions],
      ...(reading ? { reading } : {}),
    });
  }
  return out;
}
