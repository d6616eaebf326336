/**
 * Settling an average statement: the payments that pay out its rounded balances,
 * together with the debts that arise beside the average and are settled with it
 * (freight still owed on goods thrown overboard, dl-averi Q-A13 R1), to the
 * smallest unit, so that every balance is paid out and nothing is owed twice.
 *
 * A debtor pays the creditors in order, each as far as he owes and the creditor is
 * owed, so that there are as few payments as the order allows and each one is whole
 * units. Which debts stand beside an average, and which provisions the payments
 * apply, is the statute's to say; this file knows no statute. The statute that
 * draws up a statement settles it with this, and so does the register's ledger for
 * a lot whose determination leaves its averages unsettled (cases/kinds/lot.ts,
 * LotKind.settle).
 */

import type { AverageStatement, Liability } from "./determination.js";
import { phrases } from "./messages.js";
import { type Currency, Money } from "./money.js";

const say = phrases("core/settlement", {
  settled: "the balances of the general average, settled",
  settledWithFreight: "the balances of the general average, with the freight still owed beside it, settled",
});

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
        description: side.length > 0 ? say.settledWithFreight() : say.settled(),
        provisions: [...provisions],
        settles: "general-average",
      });
      if (c.left === 0n) j++;
    }
  }
  return out;
}
