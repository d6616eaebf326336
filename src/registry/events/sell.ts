/** The sale of goods that cannot be kept: from then on the price stands in for them. */

import { parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { events, soldByItem } from "../kinds.js";
import type { WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

export type SellInput = WriteCommon & { date: string; price: string; buyer?: string; item?: string };

export function sellEvent(input: SellInput): EventSpec {
  return {
    kind: "sale",
    what: "sold",
    day: "the sale",
    step({ lot, date, currency }) {
      if (lot.status === "sold" && !soldByItem(lot.case)) {
        throw new RegisterError(`lot ${lot.id} was already sold on ${lot.sales[0]?.date}`);
      }
      const price = parseAmount(currency, input.price, "the price", "price");
      if (price.money.minor.isZero()) throw new RegisterError(`the price of lot ${lot.id} is zero`, [], "price");
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
