/**
 * A payment of what one party owes another under the lot's determination: it
 * discharges the postings named (`postings`), or else the open postings from
 * `from` to `to`, oldest first. Refused beyond what is open, and while what it
 * pays waits on an assessment still needed. A lot that has left the office is
 * still paid what it owes.
 */

import { parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { allPaid, discharge } from "../ledger.js";
import type { LotRecord, PaymentRecord, WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

export type PayInput = WriteCommon & {
  date: string;
  from: string;
  to: string;
  amount: string;
  for?: string;
  postings?: readonly string[];
};

export function payEvent(input: PayInput): EventSpec {
  return {
    kind: "payment",
    day: "the payment",
    step({ lot, date, currency }) {
      const amount = parseAmount(currency, input.amount, "the payment", "amount");
      if (amount.money.minor.sign() <= 0) throw new RegisterError("the payment is zero", [], "amount");
      return {
        event: {
          date,
          from: input.from,
          to: input.to,
          amount: amount.money.format(),
          ...(input.for ? { for: input.for } : {}),
        },
        settle: (ledger, d, e) => {
          const blocked = d.assessments.filter(
            (a) =>
              a.status === "needed" &&
              ledger.postings?.some(
                (p) =>
                  p.debtor === input.from &&
                  p.creditor === input.to &&
                  p.provisions.some((x) => a.provisions.includes(x)),
              ),
          );
          if (blocked.length > 0) {
            throw new RegisterError(
              `what "${input.from}" owes "${input.to}" on lot ${lot.id} waits on an assessment still needed: ${blocked.map((a) => `${a.what}, by ${a.by}`).join("; ")} (register assess)`,
              blocked.flatMap((a) => a.provisions),
            );
          }
          const paid = discharge(ledger.postings ?? [], {
            debtor: input.from,
            creditor: input.to,
            amount: amount.money.minor,
            ...(input.postings ? { ids: input.postings } : {}),
            lot: lot.id,
            currency,
            date,
          });
          const payment: PaymentRecord = {
            date,
            from: input.from,
            to: input.to,
            minor: amount.money.minor.toString(),
            text: amount.money.format(),
            ...(input.for ? { for: input.for } : {}),
            discharged: paid.discharged,
          };
          e.postings = paid.discharged;
          const next: LotRecord = { ...ledger, payments: [...lot.payments, payment], postings: paid.postings };
          if ((d.statement || (d.averages ?? []).length > 0) && paid.postings.length > 0 && allPaid(paid.postings)) {
            next.status = "settled";
          }
          return next;
        },
      };
    },
  };
}
