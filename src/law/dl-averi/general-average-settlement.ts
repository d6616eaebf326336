/**
 * What an adjuster adds to the general average of dl-averi/25 once it is drawn up:
 * the particulars of the statement, the schedule of the losses and expenses made
 * good item by item, the rate as a percentage, and the settlement — who pays whom,
 * to the smallest unit, so that every balance is paid out and nothing is owed twice.
 *
 * The settlement pays the statement's rounded balances, together with the debts
 * that arise beside the average and are settled with it (freight still owed on
 * goods thrown overboard, under Q-A13 R1). A debtor pays the creditors in the order
 * of the statement's balances, each as far as he owes and the creditor is owed, so
 * that there are as few payments as the order allows and each one is whole units.
 */

import {
  type AverageStatement,
  type Currency,
  type Interest,
  type Liability,
  Money,
  type Particulars,
  Rational,
  type ScheduleItem,
} from "./kit.js";

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

/** The smaller of two bigints (Math.min takes numbers only). */
function smaller(a: bigint, b: bigint): bigint {
  if (a < b) return a;
  return b;
}

/** A debt beside the average, settled with it. */
export interface SideDebt {
  readonly from: string;
  readonly to: string;
  readonly amount: Money;
}

/**
 * The payments that settle the statement: each party's rounded balance, less what
 * it owes beside the average and plus what it is owed there, paid from the debtors
 * to the creditors to the smallest unit. Debtors and creditors are taken in the
 * order of their party ids, so that the payments do not depend on the order in
 * which the case lists its people, ships or goods.
 */
export function settlement(
  currency: Currency,
  s: AverageStatement,
  side: readonly SideDebt[],
  provisions: readonly string[],
): Liability[] {
  const order: string[] = [];
  const net = new Map<string, bigint>();
  const add = (party: string, minor: bigint) => {
    if (!net.has(party)) order.push(party);
    net.set(party, (net.get(party) ?? 0n) + minor);
  };
  for (const b of s.balances) add(b.party, BigInt(b.net.minor));
  for (const d of side) {
    if (!d.amount.isWhole()) continue;
    add(d.from, -d.amount.minor.num);
    add(d.to, d.amount.minor.num);
  }
  order.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const debtors = order.filter((p) => (net.get(p) as bigint) < 0n).map((p) => ({ p, left: -(net.get(p) as bigint) }));
  const creditors = order.filter((p) => (net.get(p) as bigint) > 0n).map((p) => ({ p, left: net.get(p) as bigint }));
  const out: Liability[] = [];
  let j = 0;
  for (const d of debtors) {
    while (d.left > 0n && j < creditors.length) {
      const c = creditors[j] as { p: string; left: bigint };
      const pay = smaller(d.left, c.left);
      d.left -= pay;
      c.left -= pay;
      out.push({
        from: d.p,
        to: c.p,
        amount: Money.ofMinor(currency, pay).toJSON(),
        description: `the balances of the general average${side.length > 0 ? ", with the freight still owed beside it" : ""}, settled`,
        provisions: [...provisions],
        settles: "general-average",
      });
      if (c.left === 0n) j++;
    }
  }
  return out;
}
