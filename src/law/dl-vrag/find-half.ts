/**
 * dl-vrag/19: wreck found on the open sea away from all land, with none of its
 * people by it — whoever salvages it keeps half and the king has half, unless the
 * rightful owner comes within the year and a day, as said before.
 */

import type { Outcome15, Standing } from "./find-claim.js";
import type { Chosen, CostsBorne, Custody, FindCase, Line, Out, OwnerTerms } from "./find-common.js";
import { HALF, itemWords, KING, ownerParty, recipientParty, THIRD } from "./find-common.js";
import { costsWords, dayAfter, forfeitDay, oweOnceRun, type Plan, prospective } from "./find-division.js";
import { keptOutOfThePrice, redemption, redemptionPrice } from "./find-third.js";
import {
  type Assessment,
  at,
  CaseError,
  choiceOn,
  Money,
  note,
  type PartyRef,
  phrases,
  q,
  type RuleContext,
} from "./kit.js";

const say = phrases("dl-vrag/19", {
  allDelivered: "all delivered; the halves after the year and a day",
  keepsAtOnce: "the salvor keeps his half at once",
  outOfKingsHalf: "out of the king's half",
  beforeHalved: "out of the value, before it is halved",
  settledOutside: "settled outside these rules",
  thirdAndCosts: "a third of its value and the costs, as in dl-vrag/15",
  dueAssessed: "a due salvage reward, assessed",
  halfBack: "the salvor keeps his half; the king's half goes back to the owner",
  noOwnerCame: "no owner came within the year and a day",
  officerForCosts: "the king's officer, for the costs laid out",
  costsFirst: "the costs of keeping and handling the wreck, taken from the value before it is halved ({q})",
  salvorHalfLeft: "half of what is left after the costs, as the one who salvaged it; {when}",
  salvorHalf: "half of the wreck, as the one who salvaged it; {when}",
  kingsHalf: "the king's half; {when}",
  kingsHalfNet: "the king's half, {net} net of the officer's costs of {costs} ({q}); {when}",
  costsMore:
    "The officer's costs, {costs}, are more than the king's half, {half}; the text does not say who bears the rest.",
  costsOutNow: "the officer's costs, out of the king's half ({q})",
  costsOutWhen: "the officer's costs, out of the king's half ({q}); {when}",
  whoBears: "Who bears the officer's costs of keeping and handling the wreck",
  whoBearsOf: "Who bears the officer's costs of {costs} of keeping and handling the wreck",
  whoBearsBy: "not named by the text: settled outside these rules",
  whoBearsBasis: "dl-vrag/19 says nothing of costs ({q})",
  noCosts: "The case gives no costs of keeping the wreck; the halves are reckoned as if none were laid out.",
  halvesMade: "no owner came within the year and a day: half to the salvor, half to the king",
  liesThenHalves: "it lies a year and a day; then, if no owner comes, half to the salvor and half to the king",
  answersFor:
    "The salvor keeps his half at once and answers for it if the owner comes: what he is owed then is set against it ({q})",
  nowRunOut: "now that the year and a day has run out",
  fromDay: "from {day}, if no owner has come",
  hisHalfWhen: "his half, {when} ({q})",
  makeHalves: "{when}: make the halves, give {salvor} his half and send the king's half on to the king's amtmand",
  keepsHisHalf: "his half, which he keeps: only the king's half goes back to the owner ({q})",
  thirdAs15: "a third of its value, as in dl-vrag/15 ({q})",
  assessedReward: "the due salvage reward as assessed ({q})",
  hisHalf: "his half ({q})",
  handKingsHalf: "hand the king's half over to {owner}",
  paysNothing:
    "The owner takes back the king's half and pays nothing ({q}); the text does not say who bears the officer's costs of {costs}.",
  costsLaidOut: "the costs laid out",
  rewardFromOwner: "his salvage reward, out of what the owner pays",
  handOnce: "hand {item} over to {owner} once he has paid",
  allCostsR1: "all the costs laid out (Q-V10 R1)",
  r2Costs:
    "Under Q-V10 R2 the reward includes the costs, so the owner pays nothing more; the officer's costs of {costs} are not recovered, and the text does not say who bears them.",
  handKingsHalfOf: "hand the king's half of {item} over to {owner}",
  answerTo:
    "answer to {owner} for the half he kept at once, worth {half}; his reward, once assessed, is set against it ({custody}; {owner_q})",
  setOff: "his reward of {reward} ({owner_q}) is set against the half of {half} he kept at once ({custody})",
  halfLessReward: "the half he kept at once, {half}, less his reward of {reward} set against it",
  giveUp:
    "give up to {owner} the half he kept at once, less his reward: {setOff}, so he gives up {rest} of it and is owed nothing more",
  rewardLessHalf: "his reward of {reward}, less the half of {half} he kept at once, set against it",
  keepTowards:
    "keep the half he kept at once towards his reward: {setOff}, so he gives up nothing and is owed nothing more",
  keepTowardsRest:
    "keep the half he kept at once towards his reward: {setOff}, so he gives up nothing and is owed the rest, {rest}",
  ownerComes: "the owner comes in time ({provision}; {q})",
  kingsHalfBackReason: "the king's half, which goes back to him: he came in time with sufficient proof",
  wreckLessReward: "the wreck, less the salvor's reward: he came in time with sufficient proof",
  assessWhat: "The due salvage reward the owner pays the salvor of wreck from the open sea",
  assessBy:
    "the amtmand with the best men of the district, or the burgomaster and council off a market town (as in dl-vrag/6)",
  assessBasis:
    "Q-V11 R2: an assessed reward, as in dl-vrag/6 and /9, according to the circumstances and the value of the goods; give it as facts.salvage_reward_assessed",
  priceBack: "back, the king's half of it, paying nothing; the salvor keeps his half ({q})",
  priceAssessed: "for a due salvage reward assessed as in dl-vrag/6, with the costs ({q})",
  thirdOnceValued: "a third of its value, once valued, and the costs",
  priceAs15: "for {price}, as in dl-vrag/15 ({q})",
});

// ---------------------------------------------------------------------------
// The choices 19 leaves to its readings: custody (Q-V12), costs (Q-V17), the owner's price (Q-V11)

const showCustody = (v: Custody): string => (v === "delivered" ? say.allDelivered() : say.keepsAtOnce());

const onCustody = choiceOn<FindCase, Custody>("open_sea_custody", showCustody);

/** 19 with 14: 'som før er sagt' — the wreck is handed over and lies a year and a day before the halves are made. */
export const deliveredAndKept = onCustody.base(
  {
    id: "dl-vrag/19#custody",
    label:
      "the wreck is handed to the king's officer and lies a year and a day, 'som før er sagt' (dl-vrag/14); the halves are made when no owner has come",
    provisions: [at(19), at(14)],
    gives: "delivered",
  },
  [
    onCustody.when("R2", {
      id: "dl-vrag/19#half-kept-at-once",
      label:
        "'beholde halvdelen' read as holding it from the start: the salvor keeps his half at once and answers for it if the owner comes (Q-V12 R2)",
      provisions: [at(19)],
      gives: "half-kept",
    }),
  ],
);

const showCosts = (v: CostsBorne): string =>
  v === "kings-half" ? say.outOfKingsHalf() : v === "before-halving" ? say.beforeHalved() : say.settledOutside();

const onCosts = choiceOn<FindCase, CostsBorne>("open_sea_costs", showCosts);

/** 19: 'beholde halvdelen og halvdelen kongen' — a clear half to the salvor, the costs on what is the king's (16). */
export const costsOnTheKingsHalf = onCosts.base(
  {
    id: "dl-vrag/19#costs",
    label:
      "the salvor keeps a clear half ('beholde halvdelen'); the officer's costs of keeping the wreck fall on the king's half, as on a find fallen to the king (dl-vrag/16)",
    provisions: [at(19)],
    gives: "kings-half",
  },
  [
    onCosts.when("R2", {
      id: "dl-vrag/19#costs-first",
      label:
        "the costs of keeping and handling the wreck are taken from its value first, and the rest is halved (Q-V17 R2)",
      provisions: [at(19)],
      gives: "before-halving",
    }),
    onCosts.when("R3", {
      id: "dl-vrag/19#costs-unstated",
      label: "dl-vrag/19 names no costs: who bears them is settled outside these rules (Q-V17 R3)",
      provisions: [at(19)],
      gives: "unstated",
    }),
  ],
);

const showOwnerTerms = (v: OwnerTerms): string =>
  v === "third" ? say.thirdAndCosts() : v === "assessed" ? say.dueAssessed() : say.halfBack();

const onOwnerTerms = choiceOn<FindCase, OwnerTerms>("open_sea_owner", showOwnerTerms);

/** 19: 'uden så er, at rette ejer kommer inden år og dag, som før er sagt' — as in 15. */
export const asSaidBefore = onOwnerTerms.base(
  {
    id: "dl-vrag/19#owner-pays",
    label:
      "the owner who comes within the year and a day has the wreck 'som før er sagt': as in dl-vrag/15, for a third of its value and the costs laid out",
    provisions: [at(19), at(15)],
    gives: "third",
  },
  [
    onOwnerTerms.when("R2", {
      id: "dl-vrag/19#owner-assessed",
      label:
        "the owner who comes in time pays the salvor a due salvage reward, assessed as in dl-vrag/6 and /9 (Q-V11 R2)",
      provisions: [at(19)],
      gives: "assessed",
    }),
    onOwnerTerms.when("R3", {
      id: "dl-vrag/19#owner-kings-half",
      label:
        "'uden så er, at rette ejer kommer' read as qualifying the king's half only: the salvor keeps his half, and the king's half goes back to the owner (Q-V11 R3)",
      provisions: [at(19)],
      gives: "half-kept",
    }),
  ],
);

// ---------------------------------------------------------------------------
// A half (19)

export function halfPlan(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  return outcome === "owner" ? ownerOfWreck(s, value, ctx, out) : kingsHalf(s, outcome, value, ctx, out);
}

/** No owner (yet): the salvor's half and the king's half, the costs per Q-V17. */
function kingsHalf(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  const c = s.c;
  const salvor = recipientParty(s.share);
  const costs = c.costs ?? Money.zero(value.currency);
  const code = s.chosen.costs;
  const when = outcome === "king" ? say.noOwnerCame() : prospective(s);
  const lines: Line[] = [];
  let salvorAmount = value.times(HALF);
  let kingAmount = value.sub(salvorAmount);
  if (code === "before-halving") {
    if (costs.cmp(value) > 0) {
      throw new CaseError("case", [
        {
          path: "facts.costs",
          message: `the costs, ${costs.format()}, exceed the value, ${value.format()}`,
          expected: "costs no greater than the value",
        },
      ]);
    }
    salvorAmount = value.sub(costs).times(HALF);
    kingAmount = value.sub(costs).sub(salvorAmount);
    lines.push({
      party: { ...c.officer, role: say.officerForCosts() },
      amount: costs,
      reason: say.costsFirst({ q: q(ctx, "open_sea_costs") }),
      provisions: [at(19)],
    });
  }
  lines.unshift({
    party: salvor,
    amount: salvorAmount,
    reason: (code === "before-halving" ? say.salvorHalfLeft : say.salvorHalf)({ when }),
    provisions: [at(19)],
  });
  const net =
    code === "kings-half" && c.costs && !c.costs.minor.isZero()
      ? say.kingsHalfNet({
          net: kingAmount.sub(c.costs).format(),
          costs: c.costs.format(),
          q: q(ctx, "open_sea_costs"),
          when,
        })
      : say.kingsHalf({ when });
  lines.push({
    party: KING,
    amount: kingAmount,
    reason: net,
    provisions: [at(19), at(16)],
  });
  if (code === "kings-half" && c.costs && c.costs.cmp(kingAmount) > 0) {
    out.warn(say.costsMore({ costs: c.costs.format(), half: kingAmount.format() }), at(19));
  }
  if (code === "kings-half") {
    // Nothing is the king's before the year and a day has run without an owner: nor are the costs his to bear.
    oweOnceRun(
      s,
      outcome,
      KING.id,
      c.officer.id,
      c.costs,
      costsWords(
        c,
        outcome === "king"
          ? say.costsOutNow({ q: q(ctx, "open_sea_costs") })
          : say.costsOutWhen({ q: q(ctx, "open_sea_costs"), when }),
      ),
      out,
      at(19),
    );
  } else if (code === "unstated") {
    out.assess({
      what: c.costs ? say.whoBearsOf({ costs: c.costs.format() }) : say.whoBears(),
      by: say.whoBearsBy(),
      basis: say.whoBearsBasis({ q: q(ctx, "open_sea_costs") }),
      provisions: [at(19)],
    });
  }
  if (c.costs === undefined) out.warn(say.noCosts(), at(19));
  custody(s, salvor, salvorAmount, outcome, ctx, out);
  return {
    lines,
    situation: outcome === "king" ? say.halvesMade() : say.liesThenHalves(),
  };
}

/** Q-V12: the salvor keeps his half at once, or delivers all and has his half after the year and a day. */
function custody(s: Standing, salvor: PartyRef, half: Money, outcome: Outcome15, ctx: RuleContext, out: Out): void {
  const c = s.c;
  if (s.chosen.custody === "half-kept") {
    out.steps.push(note(say.answersFor({ q: q(ctx, "open_sea_custody") }), [at(19)]));
    return;
  }
  const when = outcome === "king" ? say.nowRunOut() : say.fromDay({ day: dayAfter(s) });
  // 'uden så er, at rette ejer kommer inden år og dag': the half is his only once the time has run without an owner.
  oweOnceRun(
    s,
    outcome,
    c.officer.id,
    salvor.id,
    half,
    say.hisHalfWhen({ when, q: q(ctx, "open_sea_custody") }),
    out,
    at(19),
  );
  out.must(c.officer.id, say.makeHalves({ when, salvor: salvor.name }), forfeitDay(s), at(19), at(16));
}

/** What the salvor of wreck from the open sea has when the owner comes in time (Q-V11). */
interface SalvorsReward {
  readonly reward: Money | undefined;
  readonly words: string;
}

function salvorsReward(s: Standing, value: Money, ctx: RuleContext, out: Out): SalvorsReward {
  const c = s.c;
  const terms = s.chosen.ownerTerms;
  const why = q(ctx, "open_sea_owner");
  if (terms === "half-kept") {
    return {
      reward: value.times(HALF),
      words: say.keepsHisHalf({ q: why }),
    };
  }
  if (terms === "third") return { reward: value.times(THIRD), words: say.thirdAs15({ q: why }) };
  const reward = c.facts.salvage_reward_assessed;
  if (!reward) out.assess(assessedReward());
  else if (reward.cmp(value) > 0) {
    throw new CaseError("case", [
      {
        path: "facts.salvage_reward_assessed",
        message: `the reward, ${reward.format()}, exceeds the value, ${value.format()}`,
      },
    ]);
  }
  return { reward, words: say.assessedReward({ q: why }) };
}

/** Q-V11 R3: the salvor keeps his half, and the king's half goes back to the owner for nothing. */
function kingsHalfBack(s: Standing, owner: PartyRef, half: Money, ctx: RuleContext, out: Out): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  if (s.chosen.custody === "delivered") {
    out.owe(c.officer.id, salvor.id, half, say.hisHalf({ q: q(ctx, "open_sea_owner") }), at(19));
  }
  out.must(c.officer.id, say.handKingsHalf({ owner: owner.name }), undefined, at(19));
  if (c.costs && !c.costs.minor.isZero()) {
    out.warn(say.paysNothing({ q: q(ctx, "open_sea_owner"), costs: c.costs.format() }), at(19));
  }
}

/** Q-V11 R1 or R2: the owner has the whole wreck and pays the salvor's reward and the costs through the officer. */
function wreckRedeemed(
  s: Standing,
  owner: PartyRef,
  value: Money,
  reward: Money | undefined,
  ctx: RuleContext,
  out: Out,
): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  if (s.chosen.custody === "half-kept") {
    halfSetAgainstReward(s, owner, value.times(HALF), reward, ctx, out);
    return;
  }
  if (reward && s.chosen.ownerTerms === "third") redemption(s, owner, reward, reward, ctx, out, [at(19), at(15)]);
  else if (reward) {
    if (!keptOutOfThePrice(c))
      out.owe(owner.id, c.officer.id, reward, say.assessedReward({ q: q(ctx, "open_sea_owner") }), at(19));
    out.owe(owner.id, c.officer.id, c.costs, costsWords(c, say.costsLaidOut()), at(19));
    out.owe(c.officer.id, salvor.id, reward, say.rewardFromOwner(), at(19));
  }
  out.must(c.officer.id, say.handOnce({ item: itemWords(c), owner: owner.name }), undefined, at(19));
}

/**
 * Q-V12 R2 with the owner in time (Q-V11 R1 or R2): the salvor has held his half
 * from the start and answers for it, and what he is owed is set against it — he
 * gives up the half less his reward, or, if the reward is the more, is owed the
 * rest. The owner pays the officer the costs only, and has the king's half from him.
 */
function halfSetAgainstReward(
  s: Standing,
  owner: PartyRef,
  half: Money,
  reward: Money | undefined,
  ctx: RuleContext,
  out: Out,
): void {
  const c = s.c;
  const salvor = recipientParty(s.share);
  const custodyWhy = q(ctx, "open_sea_custody");
  const ownerWhy = q(ctx, "open_sea_owner");
  const costsOnTop = s.chosen.ownerTerms === "assessed" || s.chosen.redemption === "costs-on-top";
  if (costsOnTop) {
    const why = s.chosen.ownerTerms === "third" ? say.allCostsR1() : say.costsLaidOut();
    out.owe(owner.id, c.officer.id, c.costs, costsWords(c, why), at(19));
  } else if (c.costs && !c.costs.minor.isZero()) {
    out.warn(say.r2Costs({ costs: c.costs.format() }), at(19));
  }
  out.must(c.officer.id, say.handKingsHalfOf({ item: itemWords(c), owner: owner.name }), undefined, at(19));
  if (!reward) {
    out.must(
      salvor.id,
      say.answerTo({ owner: owner.name, half: half.format(), custody: custodyWhy, owner_q: ownerWhy }),
      undefined,
      at(19),
    );
    return;
  }
  const setOff = say.setOff({ reward: reward.format(), owner_q: ownerWhy, half: half.format(), custody: custodyWhy });
  if (half.cmp(reward) > 0) {
    const rest = half.sub(reward);
    out.owe(salvor.id, owner.id, rest, say.halfLessReward({ half: half.format(), reward: reward.format() }), at(19));
    out.must(salvor.id, say.giveUp({ owner: owner.name, setOff, rest: rest.format() }), undefined, at(19));
  } else {
    const rest = reward.sub(half);
    if (!rest.minor.isZero()) {
      out.owe(owner.id, salvor.id, rest, say.rewardLessHalf({ reward: reward.format(), half: half.format() }), at(19));
    }
    out.must(
      salvor.id,
      rest.minor.isZero() ? say.keepTowards({ setOff }) : say.keepTowardsRest({ setOff, rest: rest.format() }),
      undefined,
      at(19),
    );
  }
}

/** The owner comes in time for wreck from the open sea: 'unless the rightful owner comes' (19, Q-V11). */
function ownerOfWreck(s: Standing, value: Money, ctx: RuleContext, out: Out): Plan {
  const owner = ownerParty(s.c);
  const { reward, words } = salvorsReward(s, value, ctx, out);
  const keepsHalf = s.chosen.ownerTerms === "half-kept";
  if (keepsHalf) kingsHalfBack(s, owner, reward as Money, ctx, out);
  else wreckRedeemed(s, owner, value, reward, ctx, out);
  const situation = say.ownerComes({ provision: at(19), q: q(ctx, "open_sea_owner") });
  if (!reward) return { lines: undefined, situation };
  return {
    lines: [
      { party: recipientParty(s.share), amount: reward, reason: words, provisions: [at(19)] },
      {
        party: owner,
        amount: value.sub(reward),
        reason: keepsHalf ? say.kingsHalfBackReason() : say.wreckLessReward(),
        provisions: [at(19)],
      },
    ],
    situation,
  };
}

function assessedReward(): Assessment {
  return {
    what: say.assessWhat(),
    by: say.assessBy(),
    basis: say.assessBasis(),
    status: "needed",
    provisions: [at(19)],
  };
}

/** What the owner of wreck from the open sea pays to have it, in words, for his choice and the officer's keeping. */
export function wreckPrice(c: FindCase, value: Money | undefined, chosen: Chosen, ctx: RuleContext): string {
  const terms = chosen.ownerTerms;
  if (terms === "half-kept") return say.priceBack({ q: q(ctx, "open_sea_owner") });
  if (terms === "assessed") return say.priceAssessed({ q: q(ctx, "open_sea_owner") });
  const price = value ? redemptionPrice(c, value.times(THIRD), chosen, ctx) : say.thirdOnceValued();
  return say.priceAs15({ price, q: q(ctx, "open_sea_owner") });
}
