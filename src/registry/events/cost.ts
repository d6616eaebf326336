/**
 * Costs the office laid out on the lot (storage, carriage, drying): a fact of its
 * case. Which kinds of cost there are, and where each goes in the case, are the
 * lot's kind's (cases/kinds/lot.ts, *-lot.ts).
 */

import { phrases } from "../../core/messages.js";
import { parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { type CostKind, costKindFault, events } from "../kinds.js";
import type { WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.cost", {
  what: "charged with costs",
  day: "the costs",
  costs: "costs",
  kind: "kind: {fault}",
});

export type CostInput = WriteCommon & { date: string; amount: string; for?: string; item?: string; kind?: CostKind };

export function costEvent(input: CostInput): EventSpec {
  return {
    kind: "cost",
    what: say.what,
    day: say.day,
    step({ lot, date, currency }) {
      const fault = costKindFault(input.kind);
      if (fault !== undefined) throw new RegisterError(say.kind({ fault }));
      const amount = parseAmount(currency, input.amount, say.day(), "amount");
      const add = (a: string, b: string) =>
        parseAmount(currency, a, say.costs())
          .money.add(parseAmount(currency, b, say.costs()).money)
          .format();
      const cost = {
        date,
        amount: amount.text,
        ...(input.for ? { for: input.for } : {}),
        ...(input.item ? { item: input.item } : {}),
        ...(input.kind ? { kind: input.kind } : {}),
      };
      return {
        case: events.cost(
          events.asOf(lot.case, date),
          {
            amount: amount.text,
            ...(input.item ? { item: input.item } : {}),
            ...(input.kind ? { kind: input.kind } : {}),
          },
          add,
        ),
        patch: { costs: [...lot.costs, cost] },
        event: cost,
      };
    },
  };
}
