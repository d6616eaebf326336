/**
 * dl-averi/1 and 3: the duty to salvage and its reward, and shipwrecked goods removed or
 * embezzled.
 */

import type { Fund, Money, RuleContext, Seaman, Step } from "./kit.js";
import {
  at,
  choiceOn,
  chosen,
  evaluate,
  nameIn,
  note,
  phrases,
  Rational,
  rule,
  section,
  split,
  TIE_BREAK_RULE,
} from "./kit.js";
import type { Out, SwCase } from "./shipwreck-common.js";
import { APPRAISERS, GOOD_MEN, listed, salvagedParcels, wrecked } from "./shipwreck-common.js";

const say = phrases("dl-averi/1,3", {
  skipperAndCrew: "the skipper and {n, plural, one {# seaman} other {# seamen}}",
  helped: "; he helped",
  refused: "; he would not (dl-averi/4)",
  unable: "; he could not, being unable",
  skipperSalvage: "with the crew, salvage {ship}, the goods and the ship's gear",
  helpSalvage: "help the skipper salvage {ship}, the goods and the ship's gear{conduct}",
  declared: "{reward}, as good men declared it",
  notDeclared: "not yet declared by good men",
  savedValue: "{id} ({value})",
  basis:
    "dl-averi/1: 'en redelig bjergeløn efter gode mænds sigelse', for salvaging {ship}, the goods and the gear; goods saved: {saved}",
  noneListed: "none listed",
  shareOf: "a share of the salvage reward: {how}",
  fund: "The salvage reward, paid by the merchants to {skipper} ({how})",
  noGoodsWarn: "No goods were saved, so no merchant owes a share of the salvage reward under dl-averi/1.",
  noGoods: "no goods saved: no merchant to pay it",
  valueWhat: "The value of the goods saved of {parcels}",
  valueBasis: "Q-S07 R1: the salvage reward is shared among the merchants by the value of each one's goods saved",
  notAppraised: "cannot be shared until every parcel saved is appraised",
  worthNothingWarn: "The goods saved are worth nothing, so the salvage reward cannot be shared by their value.",
  worthNothing: "the goods saved are worth nothing",
  valueReason: "goods saved worth {value} of {mass}: {fraction} of the reward (Q-S07 R1)",
  merchantSaved: "merchant, whose goods were saved",
  exactly: "; exactly {exact}",
  byValue: "{fraction}, by the value of the goods saved{exact}",
  byValueFund: "shared by the value of each merchant's goods saved",
  sharedOver: "{reward} shared over goods saved worth {mass}",
  howShared: "How the salvage reward is shared among the merchants",
  goodMenBasis: "Q-S07 R2: the good men who declare the reward also share it",
  forGoodMen: "the shares are for the good men",
  sharesDiffer: "The good men's shares come to {total}, not to the reward of {reward}; the shares are used as given.",
  goodMenReason: "as the good men shared it: {share} (Q-S07 R2)",
  merchant: "merchant",
  asShared: "as the good men shared it",
  rewardAsShared: "{reward} as the good men shared it",
  byEachValue: "by the value of each one's goods saved",
  asTheyShare: "as the good men share it",
  rewardWhat: "The honest salvage reward the merchants owe the skipper",
  byValueNote:
    "The reward is shared among the merchants by the value of each one's goods saved (Q-S07 R1: the text names the merchants and gives no key)",
  byGoodMenNote: "The reward is shared among the merchants as the good men share it (Q-S07 R2)",
  notWrecked:
    "A salvage reward is given, but {ship} is not wrecked: dl-averi/1 speaks of the reward after a shipwreck.",
  section: "The salvage after a shipwreck",
  persons: "{n, plural, one {# person} other {# persons}} to be punished as for theft",
  theftNotWrecked:
    "dl-averi/3 punishes the removal or embezzlement of shipwrecked goods; {ship} is not wrecked, so the goods taken are not such goods, and the general law of theft governs.",
  from: " from {parcel}",
  worth: ", worth {value}",
  offence: "{act, select, removed {removed} other {embezzled}} shipwrecked goods: {what}{from}{worth}",
  penalty:
    "to be punished as for other theft ('straffes ligesom for andet tyveri'); the punishment for theft is set in the Danish Law's chapter on theft, outside these texts, and sealaw gives no measure",
  theftCite: "Danske Lov, Book 6, chapter 17 (theft)",
  theftAbout: "the punishment for theft, by which the removal or embezzlement of shipwrecked goods is punished",
});

// 1: the duty to salvage, and the salvage reward

const salvageDuty = rule<SwCase, string>({
  id: "dl-averi/1#salvage",
  reads: ["facts.crew", "facts.ship.state"],
  label:
    "a skipper who suffers shipwreck shall be obliged, with the crew, to salvage the ship, the goods and the ship's gear",
  provisions: [at(1)],
  when: wrecked,
  gives: (c) => say.skipperAndCrew({ n: c.f.crew.length }),
  facts: (c) => ({ state: c.f.ship.state, crew: c.f.crew.length }),
});

const CONDUCT: Record<Seaman["salvage"], string> = {
  helped: say.helped(),
  refused: say.refused(),
  unable: say.unable(),
};

function salvageDuties(c: SwCase, out: Out): void {
  out.must(c.skipper.id, say.skipperSalvage({ ship: { the: c.shipName } }), undefined, at(1));
  for (const s of c.f.crew) {
    out.must(
      s.person,
      say.helpSalvage({ ship: { the: c.shipName }, conduct: CONDUCT[s.salvage] }),
      undefined,
      at(1),
      at(4),
    );
  }
}

const rewardDeclared = rule<SwCase, Money | undefined>({
  id: "dl-averi/1#reward",
  reads: ["facts.assessed.salvage_reward", "facts.ship.state"],
  label: "for it he shall receive from the merchants an honest salvage reward, as good men shall declare",
  provisions: [at(1)],
  when: wrecked,
  gives: (c) => c.f.assessed.salvage_reward,
  facts: (c) => ({ salvage_reward: c.f.assessed.salvage_reward?.format() ?? null }),
  show: (m) => (m ? say.declared({ reward: m.format() }) : say.notDeclared()),
});

/** Each merchant with goods saved, and what his goods saved are worth (undefined: not appraised). */
function merchantsSaved(c: SwCase): Map<string, { value: Money | undefined; parcels: string[] }> {
  const m = new Map<string, { value: Money | undefined; parcels: string[] }>();
  for (const x of salvagedParcels(c)) {
    const cur = m.get(x.p.owner) ?? { value: c.zero, parcels: [] };
    cur.value = cur.value && x.savedValue ? cur.value.add(x.savedValue) : undefined;
    cur.parcels.push(x.p.id);
    m.set(x.p.owner, cur);
  }
  return m;
}

function rewardBasis(c: SwCase): string {
  const saved = salvagedParcels(c);
  const what = saved.map((x) => (x.savedValue ? say.savedValue({ id: x.p.id, value: x.savedValue.format() }) : x.p.id));
  return say.basis({ ship: { the: c.shipName }, saved: what.length > 0 ? listed(what) : say.noneListed() });
}

function rewardLiability(c: SwCase, out: Out, merchant: string, amount: Money, how: string): void {
  if (merchant === c.skipper.id) return;
  out.owe(merchant, c.skipper.id, amount, say.shareOf({ how }), at(1));
}

function rewardFund(c: SwCase, reward: Money, how: string): Fund {
  return {
    label: say.fund({ skipper: c.skipper.name, how }),
    amount: reward.toJSON(),
    provisions: [at(1)],
    rounding: TIE_BREAK_RULE,
  };
}

function rewardByValue(c: SwCase, reward: Money, out: Out): string {
  const merchants = merchantsSaved(c);
  const missing = [...merchants].filter(([, m]) => m.value === undefined).flatMap(([, m]) => m.parcels);
  if (merchants.size === 0) {
    out.warn(say.noGoodsWarn(), at(1));
    return say.noGoods();
  }
  if (missing.length > 0) {
    out.assess({
      what: say.valueWhat({ parcels: listed(missing) }),
      by: APPRAISERS,
      basis: say.valueBasis(),
      value: undefined,
      provisions: [at(1)],
    });
    return say.notAppraised();
  }
  const entries = [...merchants].map(([id, m]) => ({ id, value: m.value as Money }));
  const mass = entries.reduce((t, e) => t.add(e.value), c.zero);
  if (mass.minor.isZero()) {
    out.warn(say.worthNothingWarn(), at(1));
    return say.worthNothing();
  }
  const s = split(
    reward,
    entries.map((e) => ({ key: e.id, weight: e.value.minor })),
  );
  s.lines.forEach((l, i) => {
    const e = entries[i] as (typeof entries)[number];
    const reason = say.valueReason({ value: e.value.format(), mass: mass.format(), fraction: String(l.fraction) });
    out.allocations.push({
      id: e.id,
      name: nameIn(c.names, e.id),
      role: say.merchantSaved(),
      basis: [{ parts: l.fraction.toString(), reason, provisions: [at(1)] }],
      fraction: l.fraction.toString(),
      exact: l.exact.toJSON(),
      rounded: l.rounded.toJSON(),
      roundedUp: l.roundedUp,
      reason,
      provisions: [at(1)],
    });
    const exact = l.exact.eq(l.rounded) ? "" : say.exactly({ exact: l.exact.format() });
    rewardLiability(c, out, e.id, l.rounded, say.byValue({ fraction: String(l.fraction), exact }));
  });
  out.funds.push(rewardFund(c, reward, say.byValueFund()));
  return say.sharedOver({ reward: reward.format(), mass: mass.format() });
}

function rewardByGoodMen(c: SwCase, reward: Money, out: Out): string {
  const shares = c.f.assessed.reward_shares;
  if (!shares) {
    out.assess({
      what: say.howShared(),
      by: GOOD_MEN,
      basis: say.goodMenBasis(),
      value: undefined,
      provisions: [at(1)],
    });
    return say.forGoodMen();
  }
  const entries = Object.entries(shares);
  const total = entries.reduce((t, [, m]) => t.add(m), c.zero);
  if (!total.eq(reward)) {
    out.warn(say.sharesDiffer({ total: total.format(), reward: reward.format() }), at(1));
  }
  out.assess({
    what: say.howShared(),
    by: GOOD_MEN,
    basis: say.goodMenBasis(),
    value: Object.fromEntries(entries.map(([id, m]) => [id, m.format()])),
    provisions: [at(1)],
  });
  for (const [id, m] of entries) {
    const fraction = reward.minor.isZero() ? Rational.ZERO : m.minor.div(reward.minor);
    const reason = say.goodMenReason({ share: m.format() });
    out.allocations.push({
      id,
      name: nameIn(c.names, id),
      role: say.merchant(),
      basis: [{ parts: fraction.toString(), reason, provisions: [at(1)] }],
      fraction: fraction.toString(),
      exact: m.toJSON(),
      rounded: m.toJSON(),
      roundedUp: false,
      reason,
      provisions: [at(1)],
    });
    rewardLiability(c, out, id, m, say.asShared());
  }
  out.funds.push(rewardFund(c, reward, say.asShared()));
  return say.rewardAsShared({ reward: reward.format() });
}

/** How the merchants share the salvage reward of dl-averi/1 among them. */
type RewardKey = "by-value" | "by-good-men";

const onRewardSharing = choiceOn<SwCase, RewardKey>("wreck_reward_sharing", (v) =>
  v === "by-value" ? say.byEachValue() : say.asTheyShare(),
);

/** 1: 'af købmændene' — the merchants as one body of payers; shared, as the Law shares one charge, by value. */
const byValueSaved = onRewardSharing.base(
  {
    id: "dl-averi/1#reward-by-value",
    label:
      "the reward is owed by the merchants as one body ('af købmændene'), and shared among them by the value of each one's goods saved, 'hver efter sin anpart' (dl-averi/32, 41)",
    provisions: [at(1)],
    gives: "by-value",
  },
  [
    onRewardSharing.when("R2", {
      id: "dl-averi/1#reward-by-good-men",
      label:
        "'efter gode mænds sigelse' reaches the division between the merchants too: the good men share it (Q-S07 R2)",
      provisions: [at(1)],
      gives: "by-good-men",
    }),
  ],
);

export function salvage(c: SwCase, ctx: RuleContext, out: Out): Step {
  const duty = evaluate(salvageDuty, c, ctx);
  if (duty.applied) salvageDuties(c, out);
  const reward = evaluate(rewardDeclared, c, ctx);
  const steps: Step[] = [duty.step, reward.step];
  if (reward.applied) {
    const r = reward.value;
    const key: Step[] = [];
    const byValue = r !== undefined && chosen(byValueSaved, c, ctx, key) === "by-value";
    out.assess({
      what: say.rewardWhat(),
      by: GOOD_MEN,
      basis: rewardBasis(c),
      value: r ? r.format() : undefined,
      provisions: [at(1)],
    });
    if (r) {
      const value = byValue ? rewardByValue(c, r, out) : rewardByGoodMen(c, r, out);
      steps.push(
        note(byValue ? say.byValueNote() : say.byGoodMenNote(), [at(1)], {
          value,
          ...(key.length > 0 ? { children: key } : {}),
        }),
      );
    }
  } else if (c.f.assessed.salvage_reward) {
    out.warn(say.notWrecked({ ship: { the: c.shipName } }), at(1));
  }
  return {
    ...section(say.section(), [at(1)], steps),
    status: duty.applied ? "applied" : "not-applicable",
  };
}

// ---------------------------------------------------------------------------
// 3: removing or embezzling shipwrecked goods

const THEFT_CITE = say.theftCite();

const punishedAsTheft = rule<SwCase, number>({
  id: "dl-averi/3#theft",
  reads: ["facts.embezzlements", "facts.ship.state"],
  label: "whoever removes or embezzles any of the shipwrecked goods shall be punished as for other theft",
  provisions: [at(3)],
  when: (c) => wrecked(c) && c.f.embezzlements.length > 0,
  gives: (c) => c.f.embezzlements.length,
  facts: (c) => ({ state: c.f.ship.state, embezzlements: c.f.embezzlements.length }),
  show: (n) => say.persons({ n }),
});

export function embezzlement(c: SwCase, ctx: RuleContext, out: Out): Step | undefined {
  if (c.f.embezzlements.length === 0) return undefined;
  const o = evaluate(punishedAsTheft, c, ctx);
  if (!o.applied) {
    out.warn(say.theftNotWrecked({ ship: { the: c.shipName } }), at(3));
    return o.step;
  }
  for (const e of c.f.embezzlements) {
    const from = e.parcel ? say.from({ parcel: e.parcel }) : "";
    const worth = e.value ? say.worth({ value: e.value.format() }) : "";
    out.penalties.push({
      who: e.person,
      offence: say.offence({ act: e.act === "removed" ? "removed" : "embezzled", what: e.what, from, worth }),
      penalty: say.penalty(),
      provisions: [at(3)],
      outside: [
        {
          cite: THEFT_CITE,
          about: say.theftAbout(),
          outsideCorpus: true,
        },
      ],
    });
  }
  return o.step;
}
