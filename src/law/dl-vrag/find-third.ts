/**
 * dl-vrag/14–16, 18: a third of the find's value to the finder at once, the rest
 * redeemed by the owner who comes in time for the same reward and the costs (15),
 * or fallen to the king when no one comes (16).
 */

import type { Outcome15, Standing } from "./find-claim.js";
import type { Chosen, FindCase, Line, Out, RedemptionTerms } from "./find-common.js";
import { date, itemWords, KING, ownerParty, recipientParty, THIRD } from "./find-common.js";
import { costsWords, dayAfter, forfeitDay, oweOnceRun, type Plan, prospective, roundedNote } from "./find-division.js";
import { at, choiceOn, type Money, note, type PartyRef, q, type RuleContext } from "./kit.js";

// ---------------------------------------------------------------------------
// 15: the price of redemption (Q-V10)

const showTerms = (t: RedemptionTerms): string =>
  t === "costs-on-top" ? "the same reward, and the costs on top" : "the same reward, the costs within it";

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
    reason: `${s.share.words}, paid at once by the king's officer and kept whatever becomes of the find`,
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
        ? `pay ${owner.name} the price of ${itemWords(c)}, less the third the finder had`
        : `hand ${itemWords(c)} over to ${owner.name} once he has paid`,
      undefined,
      at(15),
    );
    return {
      lines: [
        finder,
        {
          party: owner,
          amount: value.sub(third),
          reason: `the find, less the third he pays back as the same salvage reward: he came in time with sufficient proof`,
          provisions: [at(15)],
        },
      ],
      situation: `the owner redeems it in time (${at(15)})`,
    };
  }
  const sendOn =
    outcome === "king"
      ? "send it on to the king's amtmand"
      : `from ${dayAfter(s)}, if no owner has come: send it on to the king's amtmand`;
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
      `the officer's costs of keeping the find, out of the king's part: dl-vrag/15 puts 'al anvendte bekostning' on the owner who redeems, and when none comes the goods and what was laid out on them are the king's (as Q-V17 R1 reads dl-vrag/19)${outcome === "king" ? "" : `; ${prospective(s)}`}`,
      out,
      at(15),
      at(16),
    );
    if (costs.cmp(kingsPart) > 0) {
      out.warn(
        `The officer's costs, ${costs.format()}, are more than the king's part, ${kingsPart.format()}; the text does not say who bears the rest.`,
        at(16),
      );
    }
  }
  const net = costs ? `, ${kingsPart.sub(costs).format()} net of the officer's costs of ${costs.format()}` : "";
  const king: Line = {
    party: KING,
    amount: kingsPart,
    reason:
      outcome === "king"
        ? `the find, less the finder's third${net}: no owner came within the year and a day, so it has fallen to the king`
        : `the find, less the finder's third${net}: it falls to the king ${prospective(s)}`,
    provisions: [at(16)],
  };
  return {
    lines: [finder, king],
    situation: outcome === "king" ? `it has fallen to the king (${at(16)})` : `it lies a year and a day (${at(14)})`,
  };
}

export function payTheFinder(s: Standing, third: Money, out: Out): void {
  const c = s.c;
  const who = recipientParty(s.share);
  const delivered = c.facts.delivered;
  const likewise = s.share.provision === at(18) ? " ('udi lige måder' as dl-vrag/14, which says 'straks')" : "";
  const when = `${delivered ? "at once, on delivery" : "at once, when it is handed over"}${likewise}`;
  out.owe(c.officer.id, who.id, third, `${s.share.words}, ${when}${roundedNote(third)}`, s.share.provision);
  out.must(
    c.officer.id,
    `pay ${who.name} a third of the value at once: ${third.format()}`,
    delivered ? date(delivered.date, "facts.delivered.date") : undefined,
    s.share.provision,
  );
}

/** The value is still to be fixed: the third is owed all the same, as a share and not yet a figure. */
export function thirdOfUnknownValue(s: Standing, out: Out): void {
  const who = recipientParty(s.share);
  const delivered = s.c.facts.delivered;
  out.owe(s.c.officer.id, who.id, undefined, `${s.share.words}, once the value is fixed`, s.share.provision);
  out.must(
    s.c.officer.id,
    `pay ${who.name} a third of the value at once, once it is fixed`,
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
        `${itemWords(c)} was sold and the price stands for it: the office keeps the same salvage reward, ${reward.format()}, out of the price and pays ${owner.name} the rest. He redeems it 'for samme bjergeløn' once, so the reward is not owed besides (${q(ctx, "redemption_price")})`,
        provisions,
      ),
    );
  } else {
    out.owe(
      owner.id,
      c.officer.id,
      reward,
      `the same salvage reward the finder had (${q(ctx, "redemption_price")})`,
      ...provisions,
    );
  }
  if (s.chosen.redemption === "costs-on-top") {
    out.owe(
      owner.id,
      c.officer.id,
      c.costs,
      costsWords(c, "all the costs laid out, on top of the reward (Q-V10 R1)"),
      ...provisions,
    );
  } else if (c.costs && !c.costs.minor.isZero()) {
    out.warn(
      `Under Q-V10 R2 the reward of ${reward.format()} includes the costs, so the owner pays nothing more; the officer's costs of ${c.costs.format()} are not recovered, and the text does not say who bears them.`,
      ...provisions,
    );
  }
  if (toSalvor)
    out.owe(
      c.officer.id,
      recipientParty(s.share).id,
      toSalvor,
      keptOutOfThePrice(c) ? "his salvage reward, out of the price" : "his salvage reward, out of what the owner pays",
      ...provisions,
    );
}

export function redemptionPrice(c: FindCase, reward: Money, chosen: Chosen, ctx: RuleContext): string {
  if (chosen.redemption === "costs-within")
    return `${reward.format()}, the costs included (${q(ctx, "redemption_price")})`;
  if (!c.costs)
    return `${reward.format()} plus all the costs laid out (the case gives none) (${q(ctx, "redemption_price")})`;
  return `${reward.format()} plus all the costs laid out, ${c.costs.format()}: ${reward.add(c.costs).format()} (${q(ctx, "redemption_price")})`;
}
