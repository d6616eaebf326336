/**
 * The decision on a waiting claim (`claimant`: its id or its claimant's name;
 * needed when several wait): accepted or refused, by the actor, and why. Once one
 * is refused, the lot's case carries the earliest claim still waiting.
 */

import { phrases } from "../../core/messages.js";
import { checkActor, parseAmount } from "../checks.js";
import { RegisterError } from "../errors.js";
import { events } from "../kinds.js";
import { joinSaid } from "../names-said.js";
import type { ClaimRecord, WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.decide", {
  what: "decided on",
  day: "the decision",
  waitingClaim: "{id} ({name}, of {date})",
  noSuchClaim: 'no claim "{claimant}" on lot {lot} is waiting for a decision{alone}; {waiting}',
  alone: " that its name alone picks out",
  waiting: "waiting: {list}",
  noneWaiting: "none is waiting",
  several:
    "{n, plural, other {{count} claims}} on lot {lot} are waiting for a decision: {list}; name the one decided (--claimant ID)",
  noClaim: "no claim on lot {lot} is waiting for a decision",
  awarded: "lot {lot} was already awarded to {name} on {date}",
  beforeClaim: "the decision of {date} comes before the claim it decides, of {claim}",
  reward: "the reward",
});

export type DecideInput = WriteCommon & { accept: boolean; date: string; reward?: string; claimant?: string };

export function decideEvent(input: DecideInput): EventSpec {
  return {
    kind: "decision",
    what: say.what,
    day: say.day,
    step({ lot, date, currency }) {
      const waiting = lot.claims.filter((c) => c.decision === undefined);
      const list = joinSaid(
        waiting.map((c) => say.waitingClaim({ id: c.id, name: c.name, date: c.date })),
        ", ",
      );
      let pending: ClaimRecord | undefined;
      if (input.claimant !== undefined) {
        const named = waiting.filter((c) => c.id === input.claimant || c.name === input.claimant);
        if (named.length !== 1) {
          throw new RegisterError(
            say.noSuchClaim({
              claimant: input.claimant,
              lot: lot.id,
              alone: named.length > 1 ? say.alone() : "",
              waiting: waiting.length ? say.waiting({ list }) : say.noneWaiting(),
            }),
            [],
            "claimant",
          );
        }
        pending = named[0];
      } else if (waiting.length > 1) {
        throw new RegisterError(
          say.several({ n: waiting.length, count: String(waiting.length), lot: lot.id, list }),
          [],
          "claimant",
        );
      } else pending = waiting[0];
      if (!pending) throw new RegisterError(say.noClaim({ lot: lot.id }));
      const accepted = lot.claims.find((c) => c.decision?.accepted);
      if (accepted)
        throw new RegisterError(
          say.awarded({ lot: lot.id, name: accepted.name, date: String(accepted.decision?.date) }),
        );
      if (date < pending.date) {
        throw new RegisterError(say.beforeClaim({ date, claim: pending.date }), [], "date");
      }
      const reward =
        input.reward === undefined ? undefined : parseAmount(currency, input.reward, say.reward(), "reward").text;
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
