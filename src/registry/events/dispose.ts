/**
 * The lot leaves the office, only to the party the determination as of that day
 * names as entitled to it: returned to the owner whose claim was accepted, once he
 * has paid what he owes for it; or, once no one may still come for it, handed to
 * one of those the lot's kind says a lot may go to (title.ts).
 */

import { phrases } from "../../core/messages.js";
import type { WriteCommon } from "../records.js";
import { disposal } from "../title.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.dispose", {
  what: "disposed of",
  day: "the disposition",
});

export type DisposeInput = WriteCommon & { date: string; to: string };

export function disposeEvent(input: DisposeInput): EventSpec {
  return {
    kind: "disposition",
    what: say.what,
    day: say.day,
    step: ({ date }) => ({
      event: { date, to: input.to },
      settle: (ledger, d, e, currency) => {
        const { status, holder, shares } = disposal(ledger, d, date, input.to, currency);
        e.holder = holder;
        e.shares = shares;
        return { ...ledger, status, disposition: { date, to: input.to, holder, shares } };
      },
    }),
  };
}
