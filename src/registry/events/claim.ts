/**
 * An owner's claim, with the proof he offers, made by him or by his agent. Several
 * claims may wait on one lot, each for its own decision: a claim is heard when the
 * determination with it as of its day still gives the claimant a time to come,
 * whatever other claims wait or were refused.
 */

import { phrases } from "../../core/messages.js";
import { citesOf } from "../determine.js";
import { RegisterError } from "../errors.js";
import { events } from "../kinds.js";
import type { WriteCommon } from "../records.js";
import type { EventSpec } from "./pipeline.js";

const say = phrases("refusal.claim", {
  what: "claimed",
  day: "the claim",
  noClaimant: "the claim names no claimant: give --claimant NAME",
  blankAgent: "the claim's agent is blank: give --agent NAME, or leave it out",
  awarded: "lot {lot} was already awarded to {name} on {date}",
  lapsed:
    "the claim of {name} of {date} on lot {lot} is refused: the time to come for it ran to {deadline} ({provisions}){lapse}. As of {date}: {situation}",
  lapse: "; {lapse}",
  noTime:
    "the claim of {name} of {date} on lot {lot} is refused: as of {date} the determination gives no one a time to come for it: {situation}",
});

export type ClaimInput = WriteCommon & { claimant: string; date: string; proof?: string; agent?: string };

export function claimEvent(input: ClaimInput): EventSpec {
  return {
    kind: "claim",
    what: say.what,
    day: say.day,
    step({ desk, lot, date }) {
      if (!input.claimant?.trim()) throw new RegisterError(say.noClaimant());
      if (input.agent !== undefined && !input.agent.trim()) {
        throw new RegisterError(say.blankAgent(), [], "agent");
      }
      const accepted = lot.claims.find((c) => c.decision?.accepted);
      if (accepted)
        throw new RegisterError(
          say.awarded({ lot: lot.id, name: accepted.name, date: String(accepted.decision?.date) }),
        );
      const claimant = { id: `claimant-${lot.claims.length + 1}`, name: input.claimant.trim(), date };
      const extra = {
        ...(input.agent ? { agent: input.agent.trim() } : {}),
        ...(input.proof ? { proof: input.proof } : {}),
      };
      return {
        case: events.claim(events.asOf(lot.case, date), claimant),
        patch: { claims: [...lot.claims, { ...claimant, ...extra }] },
        event: { date, claimant: claimant.name, id: claimant.id, ...extra },
        // The claim is heard only while the determination with it still gives someone a time to come.
        async refuse(heard) {
          const open = heard.options.filter((o) => o.deadline !== undefined && (o.status ?? "open") === "open");
          if (open.length > 0) return;
          const last = await desk.latestDetermination(lot.id);
          const lapsed = last?.body.options.find((o) => o.deadline !== undefined);
          throw new RegisterError(
            lapsed
              ? say.lapsed({
                  name: claimant.name,
                  date,
                  lot: lot.id,
                  deadline: String(lapsed.deadline),
                  provisions: lapsed.provisions.join(", "),
                  lapse: lapsed.lapse ? say.lapse({ lapse: lapsed.lapse }) : "",
                  situation: heard.situation,
                })
              : say.noTime({ name: claimant.name, date, lot: lot.id, situation: heard.situation }),
            lapsed?.provisions ?? citesOf(heard),
          );
        },
      };
    },
  };
}
