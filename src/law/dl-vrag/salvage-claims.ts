/** dl-vrag/2, 6, 7: who has a claim to the salvage reward, and who gives it. */

import {
  at,
  evaluateOr,
  is,
  type Json,
  type Outcome,
  phrases,
  type RuleContext,
  rule,
  type SalvagePerson,
} from "./kit.js";
import type { ShipwreckCase } from "./salvage-common.js";

const say = phrases("dl-vrag/2", {
  shares: "{n, plural, one {# share} other {# shares}}: {reason}",
  outside: "helped, but is not of the salvors who struck the bargain: his reward is still to be fixed under dl-vrag/6",
  shipOwner:
    "an owner of the lost ship: gives the reward for what was saved ('hvad skipperen, eller købmanden, skulle give'), and does not earn it (Q-S11 R1)",
  goodsOwner:
    "the owner of goods saved: gives the reward for what was saved ('hvad skipperen, eller købmanden, skulle give'), and does not earn it (Q-S11 R1)",
  skipperGives:
    "the skipper of the lost ship: gives the reward for the ship ('hvad skipperen, eller købmanden, skulle give'), and does not earn it (Q-S09 R2)",
  skipperHelped:
    "the skipper, who helped to salvage: dl-vrag/2 bars only those who do not help, and dl-averi/1 gives the skipper the reward for the same salvage (Q-S09 R1)",
  persons: "{n} persons who helped to salvage",
  helped: "helped to salvage",
  didNotHelp: "did not help to salvage: no one has anything as salvage reward unless he helps",
  noHelpNoReward: "no one has anything as salvage reward unless he helps to salvage",
});

// ---------------------------------------------------------------------------
// dl-vrag/2, /6, /7: who has a claim to the reward

export interface Claim {
  /** Persons the row stands for (count) who share the reward; 0 for none. */
  readonly persons: number;
  readonly reason: string;
  readonly provisions: readonly string[];
  /** Helped, but outside the bargain: his reward is still to be fixed under 6. */
  readonly outsideBargain?: boolean;
}

interface Claimant {
  readonly person: SalvagePerson;
  readonly c: ShipwreckCase;
}

const showClaim = (v: Claim): Json => say.shares({ n: v.persons, reason: v.reason });

const isSkipper = (w: Claimant): boolean => w.person.id === w.c.skipper.id;

/** An owner of the ship or of goods saved, other than the skipper: those who give the reward for their own (6). */
const ownerGives = (w: Claimant): boolean => !isSkipper(w) && (w.c.ownsShip(w.person) || w.c.ownsGoods(w.person));

/** Helped, but is not of the salvors a bargain names (7). */
const outsideSalvors = (w: Claimant): boolean => {
  const salvors = w.c.facts.salvage_agreement?.salvors;
  return salvors !== undefined && !salvors.includes(w.person.id);
};

const OUTSIDE_THE_BARGAIN: Claim = {
  persons: 0,
  reason: say.outside(),
  provisions: [at(6), at(7)],
  outsideBargain: true,
};

/** What an owner of what was saved has as salvage reward: nothing, for he gives it. */
const ownersClaim = (w: Claimant): Claim => ({
  persons: 0,
  reason: w.c.ownsShip(w.person) ? say.shipOwner() : say.goodsOwner(),
  provisions: [at(6)],
});

/** An owner who did not help: he gives the reward, and has nothing of it in any case (2), whatever Q-S11 reads. */
const ownerWhoDidNotHelp = rule<Claimant, Claim>({
  id: "dl-vrag/6#owner-not-helping",
  reads: ["facts.people[].helped", "facts.ships[].owners[].person", "facts.shipwreck.cargo[].owner"],
  withoutBaseCondition:
    "6 makes the owners of what was saved those who give the reward: an owner who did not help is not paid for his own goods, so the exception speaks of him too, not only of one who helped (2)",
  label: "the owners of what was saved give the reward for it; one who did not help is not paid it",
  provisions: [at(6)],
  when: (w) => ownerGives(w) && !w.person.helped,
  gives: ownersClaim,
  show: showClaim,
});

/** An owner who helped gives the reward under Q-S11 R1 only, since the text states no bar on him. */
const ownerGivesTheReward = rule<Claimant, Claim>({
  id: "dl-vrag/6#owner",
  reads: ["facts.people[].helped", "facts.ships[].owners[].person", "facts.shipwreck.cargo[].owner"],
  label: "the owners of what was saved give the reward for it; they are not paid it (Q-S11 R1)",
  provisions: [at(6)],
  readings: ["owner_salvor"],
  when: (w, ctx) => ownerGives(w) && w.person.helped && is(ctx, "owner_salvor", "R1"),
  gives: ownersClaim,
  show: showClaim,
});

/**
 * The skipper who helped (Q-S09): dl-vrag/2 bars from the reward only those who
 * do not help, and dl-averi/1 gives the skipper the reward for the same salvage
 * (R1); or he is one who gives it, 'hvad skipperen ... skulle give' (dl-vrag/6, R2).
 */
const skipperGivesIt = rule<Claimant, Claim>({
  id: "dl-vrag/6#skipper-gives",
  reads: ["facts.people[].helped"],
  label:
    "the skipper is one who gives the reward, 'hvad skipperen, eller købmanden, skulle give', and does not earn it (Q-S09 R2)",
  provisions: [at(6)],
  readings: ["skipper_salvor"],
  when: (w, ctx) => isSkipper(w) && w.person.helped && is(ctx, "skipper_salvor", "R2"),
  gives: () => ({
    persons: 0,
    reason: say.skipperGives(),
    provisions: [at(6)],
  }),
  show: showClaim,
});

const skipperWhoHelped = rule<Claimant, Claim>({
  id: "dl-vrag/2#skipper",
  reads: ["facts.people[].helped", "facts.salvage_agreement.salvors[]"],
  label: "the skipper who helps to salvage: 'ingen at nyde noget til bjergeløn, uden han hjælper at bjerge'",
  provisions: [at(2), at(3), at(6)],
  when: (w) => isSkipper(w) && w.person.helped,
  readings: ["skipper_salvor"],
  gives: (w) => {
    if (outsideSalvors(w)) return OUTSIDE_THE_BARGAIN;
    return {
      persons: 1,
      reason: say.skipperHelped(),
      provisions: [at(2), at(3), at(6)],
    };
  },
  show: showClaim,
  exceptions: [skipperGivesIt],
});

const outsideTheBargain = rule<Claimant, Claim>({
  id: "dl-vrag/7#outside",
  reads: [
    "facts.people[].helped",
    "facts.salvage_agreement.salvors[]",
    "facts.ships[].owners[].person",
    "facts.shipwreck.cargo[].owner",
  ],
  label: "one who helped but is not of the salvors who struck the bargain",
  provisions: [at(7)],
  // Not an owner barred by Q-S11 R1 (dl-vrag/6#owner), who is told there.
  when: (w, ctx) =>
    w.person.helped && outsideSalvors(w) && !isSkipper(w) && !(ownerGives(w) && is(ctx, "owner_salvor", "R1")),
  gives: () => OUTSIDE_THE_BARGAIN,
  show: showClaim,
});

const helperEarnsReward = rule<Claimant, Claim>({
  id: "dl-vrag/2#helper",
  reads: ["facts.people[].{count,helped}"],
  label: "whoever helps to salvage earns salvage reward",
  provisions: [at(2), at(6)],
  when: (w) => w.person.helped,
  gives: (w) => ({
    persons: w.person.count,
    reason: w.person.count > 1 ? say.persons({ n: String(w.person.count) }) : say.helped(),
    provisions: [at(2), at(6)],
  }),
  facts: (w) => ({
    person: w.person.id,
    helped: w.person.helped,
    ...(w.person.count > 1 ? { count: w.person.count } : {}),
  }),
  show: showClaim,
  exceptions: [ownerWhoDidNotHelp, ownerGivesTheReward, skipperWhoHelped, outsideTheBargain],
});

const NO_HELP_NO_REWARD: Claim = {
  persons: 0,
  reason: say.didNotHelp(),
  provisions: [at(2)],
};

export function claimOf(person: SalvagePerson, c: ShipwreckCase, ctx: RuleContext): Outcome<Claim> {
  return evaluateOr(helperEarnsReward, { person, c }, ctx, {
    value: NO_HELP_NO_REWARD,
    label: say.noHelpNoReward(),
    provisions: [at(2)],
  });
}
