/**
 * dl-vrag/14–16, 18: a third of the find's value to the finder at once, the rest
 * redeemed by the owner who comes in time for the same reward and the costs (15),
 * or fallen to the king when no one comes (16).
 */

import type { Outcome15, Standing } from "./find-claim.js";
import type { Chosen, FindCase, Line, Out, RedemptionTerms } from "./find-common.js";
import { date, itemWords, KING, ownerParty, recipientParty, THIRD } from "./find-common.js";
import { costsWords, dayAfter, forfeitDay, oweOnceRun, type Plan, prospective, roundedNote } from "./find-division.js";
import { at, choiceOn, type Money, note, type PartyRef, phrases, q, type RuleContext } from "./kit.js";

const say = phrases("dl-vrag/15.third", {
  costsOnTop: "the same reward, and the costs on top",
  costsWithin: "the same reward, the costs within it",
  finderReason: "{words}, paid at once by the king's officer and kept whatever becomes of the find",
  payOwner: "pay {owner} the price of {item}, less the third the finder had",
  handOver: "hand {item} over to {owner} once he has paid",
  ownerReason:
    "the find, less the third he pays back as the same salvage reward: he came in time with sufficient proof",
  redeems: "the owner redeems it in time ({provision})",
  sendOnNow: "send it on to the king's amtmand",
  sendOnFrom: "from {day}, if no owner has come: send it on to the king's amtmand",
  costsOut:
    "the officer's costs of keeping the find, out of the king's part: dl-vrag/15 puts 'al anvendte bekostning' on the owner who redeems, and when none comes the goods and what was laid out on them are the king's (as Q-V17 R1 reads dl-vrag/19)",
  costsOutWhen:
    "the officer's costs of keeping the find, out of the king's part: dl-vrag/15 puts 'al anvendte bekostning' on the owner who redeems, and when none comes the goods and what was laid out on them are the king's (as Q-V17 R1 reads dl-vrag/19); {when}",
  costsMore:
    "The officer's costs, {costs}, are more than the king's part, {part}; the text does not say who bears the rest.",
  kingFallen:
    "the find, less the finder's third: no owner came within the year and a day, so it has fallen to the king",
  kingFallenNet:
    "the find, less the finder's third, {net} net of the officer's costs of {costs}: no owner came within the year and a day, so it has fallen to the king",
  kingFalls: "the find, less the finder's third: it falls to the king {when}",
  kingFallsNet:
    "the find, less the finder's third, {net} net of the officer's costs of {costs}: it falls to the king {when}",
  fallen: "it has fallen to the king ({provision})",
  lies: "it lies a year and a day ({provision})",
  likewise: "('udi lige måder' as dl-vrag/14, which says 'straks')",
  onDelivery: "at once, on delivery",
  whenHanded: "at once, when it is handed over",
  owed: "{words}, {when}{rounded}",
  owedLikewise: "{words}, {when} {likewise}{rounded}",
  payFinder: "pay {who} a third of the value at once: {third}",
  onceFixed: "{words}, once the value is fixed",
  payOnceFixed: "pay {who} a third of the value at once, once it is fixed",
  soldNote:
    "{item} was sold and the price stands for it: the office keeps the same salvage reward, {reward}, out of the price and pays {owner} the rest. He redeems it 'for samme bjergeløn' once, so the reward is not owed besides ({q})",
  sameReward: "the same salvage reward the finder had ({q})",
  allCosts: "all the costs laid out, on top of the reward (Q-V10 R1)",
  r2Costs:
    "Under Q-V10 R2 the reward of {reward} includes the costs, so the owner pays nothing more; the officer's costs of {costs} are not recovered, and the text does not say who bears them.",
  rewardOutOfPrice: "his salvage reward, out of the price",
  rewardOutOfPayment: "his salvage reward, out of what the owner pays",
  costsIncluded: "{reward}, the costs included ({q})",
  plusNone: "{reward} plus all the costs laid out (the case gives none) ({q})",
  plusCosts: "{reward} plus all the costs laid out, {costs}: {total} ({q})",
});

// ---------------------------------------------------------------------------
// 15: the price of redemption (Q-V10)

const showTerms = (t: RedemptionTerms): string => (t === "costs-on-top" ? say.costsOnTop() : say.costsWithin());

const onPrice = choiceOn<FindCase, RedemptionTerms>("redemption_price", showTerms);

/** 15: 'skal han nyde det for samme bjergeløn med al anvendte bekostning'. */
export const sameRewardWithCosts = onPrice.base(
  {
    id: "dl-vrag/15#price",
    label:
      "the owner has it for the same salvage reward, with all the costs laid out ('for samme bjergeløn med al anvendte bekostning'): the third the finder had, and the costs on top",
    provisions: [at(15)],
    gives: "costs-on-top",
  },
  [
    onPrice.when("R2", {
      id: "dl-vrag/15#costs-within",
      label:
        "'med al anvendte bekostning' read as 'the costs included': the owner pays the same salvage reward and nothing more (Q-V10 R2)",
      provisions: [at(15)],
      gives: "costs-within",
    }),
  ],
);

// ---------------------------------------------------------------------------
// A third (14, 18), and the rest the owner's (15) or the king's (16)

export function thirdPlan(s: Standing, outcome: Outcome15, value: Money, ctx: RuleContext, out: Out): Plan {
  const c = s.c;
  const third = value.times(THIRD);
  const finder: Line = {
    party: recipientParty(s.share),
    amount: third,
    reason: say.finderReason({ words: s.share.words }),
    provisions: [s.share.provision],
  };
  const officer = c.officer.id;
  payTheFinder(s, third, out);
  if (outcome === "owner") {
    const owner = ownerParty(c);
    redemption(s, owner, third, undefined, ctx, out, [at(15)]);
    out.must(
      officer,
      keptOutOfThePrice(c)
        ? say.payOwner({ owner: owner.name, item: itemWords(c) })
        : say.handOver({ item: itemWords(c), owner: owner.name }),
      undefined,
      at(15),
    );
    return {
      lines: [
        finder,
        {
          party: owner,
          amount: value.sub(third),
          reason: say.ownerReason(),
          provisions: [at(15)],
        },
      ],
      situation: say.redeems({ provision: at(15) }),
    };
  }
  const sendOn = outcome === "king" ? say.sendOnNow() : say.sendOnFrom({ day: dayAfter(s) });
  out.must(officer, sendOn, forfeitDay(s), at(16));
  // The officer's costs fall on the king's part, as on the open sea (Q-V17 R1):
  // the owner who comes pays them 'med al anvendte bekostning' (15); when none
  // comes 'da er samme gods faldet til kongen' (16), and what was laid out on the
  // goods was laid out on the king's. The finder's third, paid 'straks', stays whole.
  const kingsPart = value.sub(third);
  const costs = c.costs && !c.costs.minor.isZero() ? c.costs : undefined;
  // Nothing is the king's before the year and a day has run without an owner (16): nor are the costs
  // his to bear before then.
  if (costs) {
    oweOnceRun(
      s,
      outcome,
      KING.id,
      officer,
      costs,
      outcome === "king" ? say.costsOut() : say.costsOutWhen({ when: prospective(s) }),
      out,
      at(15),
      at(16),
    );
    if (costs.cmp(kingsPart) > 0) {
      out.warn(say.costsMore({ costs: costs.format(), part: kingsPart.format() }), at(16));
    }
  }
  const net = costs ? { net: kingsPart.sub(costs).format(), costs: costs.format() } : undefined;
  const king: Line = {
    party: KING,
    amount: kingsPart,
    reason:
      outcome === "king"
        ? net
          ? say.kingFallenNet(net)
          : say.kingFallen()
        : net
          ? say.kingFallsNet({ ...net, when: prospective(s) })
          : say.kingFalls({ when: prospective(s) }),
    provisions: [at(16)],
  };
  return {
    lines: [finder, king],
    situation: outcome === "king" ? say.fallen({ provision: at(16) }) : say.lies({ provision: at(14) }),
  };
}

export function payTheFinder(s: Standing, third: Money, out: Out): void {
  const c = s.c;
  const who = recipientParty(s.share);
  const delivered = c.facts.delivered;
  const when = delivered ? say.onDelivery() : say.whenHanded();
  const words = s.share.words;
  const rounded = roundedNote(third);
  const owed =
    s.share.provision === at(18)
      ? say.owedLikewise({ words, when, likewise: say.likewise(), rounded })
      : say.owed({ words, when, rounded });
  out.owe(c.officer.id, who.id, third, owed, s.share.provision);
  out.must(
    c.officer.id,
    say.payFinder({ who: who.name, third: third.format() }),
    delivered ? date(delivered.date, "facts.delivered.date") : undefined,
    s.share.provision,
  );
}

/** The value is still to be fixed: the third is owed all the same, as a share and not yet a figure. */
export function thirdOfUnknownValue(s: Standing, out: Out): void {
  const who = recipientParty(s.share);
  const delivered = s.c.facts.delivered;
  out.owe(s.c.officer.id, who.id, undefined, say.onceFixed({ words: s.share.words }), s.share.provision);
  out.must(
    s.c.officer.id,
    say.payOnceFixed({ who: who.name }),
    delivered ? date(delivered.date, "facts.delivered.date") : undefined,
    s.share.provision,
  );
}

/**
 * A find sold before its owner came: the price stands for it (as Q-V07 R1 reads
 * dl-vrag/11), so the reward he redeems it for is kept out of the price he has.
 */
export function keptOutOfThePrice(c: FindCase): boolean {
  return c.facts.sale !== undefined;
}

/** What the owner pays to redeem (15, Q-V10): the reward, and the costs on top or within. */
export function redemption(
  s: Standing,
  owner: PartyRef,
  reward: Money,
  toSalvor: Money | undefined,
  ctx: RuleContext,
  out: Out,
  provisions: string[],
): void {
  const c = s.c;
  if (keptOutOfThePrice(c)) {
    out.steps.push(
      note(
        say.soldNote({
          item: itemWords(c),
          reward: reward.format(),
          owner: owner.name,
          q: q(ctx, "redemption_price"),
        }),
        provisions,
      ),
    );
  } else {
    out.owe(owner.id, c.officer.id, reward, say.sameReward({ q: q(ctx, "redemption_price") }), ...provisions);
  }
  if (s.chosen.redemption === "costs-on-top") {
    out.owe(owner.id, c.officer.id, c.costs, costsWords(c, say.allCosts()), ...provisions);
  } else if (c.costs && !c.costs.minor.isZero()) {
    out.warn(say.r2Costs({ reward: reward.format(), costs: c.costs.format() }), ...provisions);
  }
  if (toSalvor)
    out.owe(
      c.officer.id,
      recipientParty(s.share).id,
      toSalvor,
      keptOutOfThePrice(c) ? say.rewardOutOfPrice() : say.rewardOutOfPayment(),
      ...provisions,
    );
}

export function redemptionPrice(c: FindCase, reward: Money, chosen: Chosen, ctx: RuleContext): string {
  if (chosen.redemption === "costs-within")
    return say.costsIncluded({ reward: reward.format(), q: q(ctx, "redemption_price") });
  if (!c.costs) return say.plusNone({ reward: reward.format(), q: q(ctx, "redemption_price") });
  return say.plusCosts({
    reward: reward.format(),
    costs: c.costs.format(),
    total: reward.add(c.costs).format(),
    q: q(ctx, "redemption_price"),
  });
}
