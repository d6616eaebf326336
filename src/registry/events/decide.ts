/**
 * The decision on a waiting claim (`claimant`: its id or its claimant's name;
 * needed when several wait): accepted or refused, by the actor, and why. Once one
 * is refused, the lot's case carries the earliest claim still waiting.
 */

import { checkActor, parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { events } from "../kinds.js";
import type { ClaimRecord, WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

export type DecideInput = WriteCommon & { accept: boolean; date: string; reward?: string; claimant?: string };

export function decideEvent(input: DecideInput): EventSpec {
  return {
    kind: "decision",
    what: "decided on",
    day: "the decision",
    step({ lot, date, currency }) {
      const waiting = lot.claims.filter((c) => c.decision === undefined);
      const list = waiting.map((c) => `${c.id} (${c.name}, of ${c.date})`).join(", ");
      let pending: ClaimRecord | undefined;
      if (input.claimant !== undefined) {
        const named = waiting.filter((c) => c.id === input.claimant || c.name === input.claimant);
        if (named.length !== 1) {
          throw new RegisterError(
            `no claim "${input.claimant}" on lot ${lot.id} is waiting for a decision${named.length > 1 ? " that its name alone picks out" : ""}; ${waiting.length ? `waiting: ${list}` : "none is waiting"}`,
            [],
            "claimant",
          );
        }
        pending = named[0];
      } else if (waiting.length > 1) {
        throw new RegisterError(
          `${waiting.length} claims on lot ${lot.id} are waiting for a decision: ${list}; name the one decided (--claimant ID)`,
          [],
          "claimant",
        );
      } else pending = waiting[0];
      if (!pending) throw new RegisterError(`no claim on lot ${lot.id} is waiting for a decision`);
      const accepted = lot.claims.find((c) => c.decision?.accepted);
      if (accepted)
        throw new RegisterError(`lot ${lot.id} was already awarded to ${accepted.name} on ${accepted.decision?.date}`);
      if (date < pending.date) {
        throw new RegisterError(
          `the decision of ${date} comes before the claim it decides, of ${pending.date}`,
          [],
          "date",
        );
      }
      const reward =
        input.reward === undefined ? undefined : parseAmount(currency, input.reward, "the reward", "reward").text;
      const decision = {
        accepted: input.accept,
        date,
        by: checkActor(input.actor),
        ...(input.reason ? { reason: input.reason } : {}),
        ...(reward ? { reward } : {}),
      };
      const heard = events.claim(events.asOf(lot.case, date), pending);
      let c = events.decision(heard, input.accept, reward);
      const next = input.accept ? undefined : waiting.find((x) => x !== pending);
      if (next) c = events.claim(c, next);
      const decided = pending;
      return {
        case: c,
        patch: { claims: lot.claims.map((x) => (x === decided ? { ...x, decision } : x)) },
        event: { date, claimant: decided.id, accepted: input.accept, ...(reward ? { reward } : {}) },
      };
    },
  };
}
