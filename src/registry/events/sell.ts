/** The sale of goods that cannot be kept: from then on the price stands in for them. */

import { phrases } from "../../core/messages.js";
import { parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { events, soldByItem } from "../kinds.js";
import type { WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.sell", {
  what: "sold",
  day: "the sale",
  sold: "lot {lot} was already sold on {date}",
  price: "the price",
  zero: "the price of lot {lot} is zero",
});

export type SellInput = WriteCommon & { date: string; price: string; buyer?: string; item?: string };

export function sellEvent(input: SellInput): EventSpec {
  return {
    kind: "sale",
    what: say.what,
    day: say.day,
    step({ lot, date, currency }) {
      if (lot.status === "sold" && !soldByItem(lot.case)) {
        throw new RegisterError(say.sold({ lot: lot.id, date: String(lot.sales[0]?.date) }));
      }
      const price = parseAmount(currency, input.price, say.price(), "price");
      if (price.money.minor.isZero()) throw new RegisterError(say.zero({ lot: lot.id }), [], "price");
      const sale = { date, price: price.text, ...(input.item ? { item: input.item } : {}) };
      const record = { ...sale, ...(input.buyer ? { buyer: input.buyer } : {}) };
      return {
        case: events.sale(events.asOf(lot.case, date), sale),
        patch: { status: "sold", sales: [...lot.sales, record] },
        event: record,
      };
    },
  };
}
