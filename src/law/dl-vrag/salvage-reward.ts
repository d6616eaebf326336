/**
 * dl-vrag/6, 7: the salvage reward, fixed after the salvage or as bargained, who
 * pays it (Q-V06), and how it is shared among the salvors (Q-S06).
 */

import type { Assessment, Json, Rational, RuleContext, SalvageAgreement, SalvagePerson, Step, Warning } from "./kit.js";
import {
  at,
  choiceOn,
  evaluate,
  evaluateOwn,
  Money,
  nameOf,
  note,
  phrases,
  rule,
  section,
  splitByValues,
  TIE_BREAK_RULE,
} from "./kit.js";
import { type Claim, claimOf } from "./salvage-claims.js";
import type { Findings, Reward, ShipwreckCase } from "./salvage-common.js";
import { merge, money, none, semicolons, shipName, total } from "./salvage-common.js";
import { type RewardDivision, rewardFund, shareTheReward } from "./salvage-sharing.js";

const say = phrases("dl-vrag/6", {
  amtmandAndBestMen: "the amtmand with the best men of the district",
  mayorAndCouncil: "the mayor and council of the market town",
  fixed: "{amount}, fixed by {by}",
  toFix: "still to be fixed by {by}",
  agreedSum: "{amount}, as bargained",
  agreedShare: "{share} of the goods salvaged, as bargained",
  soldToSalvors: "the salvors pay the skipper {amount} and keep what they salvage",
  shipSaved: "what was saved of {ship}, for her owners",
  goodsSaved: "his goods saved",
  valueOf: "{what} {value}",
  goodsOf: "{person}'s goods saved {value}",
  valueNotStated: "(value not stated)",
  basis: "the circumstances, and the value of what was saved: {parts}",
  eachForHisOwn:
    "who pays the reward: the skipper for the ship and each merchant for his goods, by the value saved (Q-V06 R1)",
  whoPays: "Who pays the salvage reward: the skipper, the merchants, or both, and in what shares (Q-V06 R2)",
  whoPaysOf:
    "Who pays the salvage reward of {amount}: the skipper, the merchants, or both, and in what shares (Q-V06 R2)",
  whoPaysBasis: "'hvad skipperen, eller købmanden, skulle give': the text leaves it to them",
  skipperOrMerchants: "the skipper or the merchants, as the assessors decide",
  theSalvors: "the salvors",
  rewardR2: "the salvage reward (Q-V06 R2)",
  asAssessorsDecide: "who pays the reward: as the assessors decide (Q-V06 R2)",
  assessment: "assessment",
  shareFor: "a share of the salvage reward for {what}, in proportion to its value (Q-V06 R1)",
  shareForOnce:
    "a share of the salvage reward for {what}, in proportion to its value (Q-V06 R1), once the reward is fixed",
  shipValueWhat: "The value saved of the ship, to share the salvage reward between the ship and the goods (Q-V06 R1)",
  shipValueBasis: "the value of what was saved of the ship; the case does not state it (ship_value_saved)",
  nothingSaved:
    "Nothing of value is said to have been saved, so the reward of {amount} cannot be shared in proportion to the value saved (Q-V06 R1).",
  onceKnown: "in proportion to the value saved, once known",
  hisShare: "his share of the salvage reward for {what} ({value} of {saved} saved; exactly {exact}) (Q-V06 R1)",
  rounding: "Rounding: {how}",
  // The interests the reward is split over, as a step's facts and value name them:
  // "ship:anna", "goods:morten" in English, the ship and the merchant in words elsewhere.
  shipKey: "{ship, select, other {ship:{id}}}",
  goodsKey: "{person, select, other {goods:{id}}}",
});

const said = phrases("dl-vrag/7", {
  sumBargained: "the sum bargained for whatever they could salvage ({salvors})",
  bindsSkipper:
    "The bargain binds the skipper who struck it; dl-vrag/7 does not say how the sum is borne between the ship and the merchants.",
  inKind: "{share} of his goods salvaged, in kind, for their risk and trouble (worth {worth} of {value})",
  salvorsTogether: "the salvors ({salvors}), together",
  soldDescription: "the sum they bargained to give him for all they could salvage; what they salvage is theirs",
  notShared:
    "dl-vrag/7 does not say how the sum the salvors pay is shared between the ship's owners and the merchants.",
  wrongAssessorsTown:
    "It happened before a market town, where dl-vrag/6 has the mayor and council fix the reward, but the amtmand with the best men fixed it.",
  wrongAssessorsLand:
    "It did not happen before a market town, where dl-vrag/6 has the amtmand with the best men fix the reward, but the mayor and council fixed it.",
  setAside:
    "The salvage money fixed by {by} is set aside: the bargain the skipper struck with the salvors stands (dl-vrag/7).",
  noClaim:
    "A salvage reward of {amount} was fixed, but no one who helped has a claim to it: the owners of what was saved give the reward, and no one else is said to have helped.",
  notFixed:
    "Salvage money of {amount} is given, but no one is said to have fixed it; dl-vrag/6 leaves that to {by} (facts.salvage_money_fixed_by). It is not divided until it is fixed.",
  differs: "The salvage money ({money}) differs from the sum bargained ({sum}); the bargain stands (dl-vrag/7).",
  claimOf: "{person}: {label}",
  outsideWhat:
    "The salvage reward of {names}, who helped but {n, plural, one {is} other {are}} not of the salvors who struck the bargain",
  sharesUnused: "The division given in salvage_money_shares is not used: the reward it divides is not yet fixed.",
  forSalvors: "The salvage reward for those who salvaged: {names}",
  theReward: "The salvage reward",
  noOneToShare: "{label}: {money}, but no one who helped has a claim to share it.",
  bargainBy: "the salvors who struck the bargain, as it divides it (dl-vrag/7 gives no key)",
  sameAssessors:
    "dl-vrag/6 follows the salvage with the common people of dl-vrag/5; the fair reward of dl-vrag/1 names no assessor of its own, so it is fixed the same way.",
  noClaimNoBargain: "No one who helped has a claim to salvage reward, and there is no bargain.",
  none: "none",
});

// ---------------------------------------------------------------------------
// dl-vrag/6, /7: the reward — fixed after the salvage, or as bargained

interface RewardCase {
  readonly c: ShipwreckCase;
  /** How many persons have a claim to a share of the reward. */
  readonly claims: number;
}

export const FIXED_BY: Record<string, string> = {
  amtmand_and_best_men: say.amtmandAndBestMen(),
  mayor_and_council: say.mayorAndCouncil(),
};

function showReward(r: Reward): Json {
  switch (r.kind) {
    case "fixed":
      return say.fixed({ amount: r.amount.format(), by: r.by });
    case "to_fix":
      return say.toFix({ by: r.by });
    case "agreed_sum":
      return say.agreedSum({ amount: r.amount.format() });
    case "agreed_share":
      return say.agreedShare({ share: r.share.toString() });
    default:
      return say.soldToSalvors({ amount: r.amount.format() });
  }
}

function bargained(deal: SalvageAgreement): Reward {
  if (deal.terms === "share_of_goods") return { kind: "agreed_share", share: deal.share as Rational };
  const amount = money(deal.sum, "facts.salvage_agreement.sum");
  return deal.terms === "sum_to_salvors" ? { kind: "agreed_sum", amount } : { kind: "sold_to_salvors", amount };
}

const bargainStands = rule<RewardCase, Reward>({
  id: "dl-vrag/7#bargain",
  reads: ["facts.salvage_agreement.{sum,terms}"],
  label:
    "a bargain the skipper struck with the salvors — a set sum to them, a share of the goods, or a sum they pay him for all they can salvage — stands",
  provisions: [at(7)],
  when: (r) => r.c.facts.salvage_agreement !== undefined,
  gives: (r) => bargained(r.c.facts.salvage_agreement as SalvageAgreement),
  facts: (r) => ({ terms: r.c.facts.salvage_agreement?.terms ?? null }),
  show: showReward,
});

const rewardFixedAfterSalvage = rule<RewardCase, Reward>({
  id: "dl-vrag/6#assessment",
  reads: ["facts.{off_market_town,salvage_money,salvage_money_fixed_by}"],
  label:
    "when the salvage is done, the amtmand with the best men of the district — before a market town the mayor and council — decide the reward, by the circumstances and the value of the goods",
  provisions: [at(6)],
  when: (r) => r.claims > 0,
  gives: (r) => {
    const by = r.c.facts.salvage_money_fixed_by;
    return by === undefined
      ? { kind: "to_fix", by: r.c.assessor() }
      : { kind: "fixed", by: FIXED_BY[by] as string, amount: r.c.salvageMoney() };
  },
  facts: (r) => ({
    claimants: r.claims,
    off_market_town: r.c.facts.off_market_town ?? false,
    salvage_money_fixed_by: r.c.facts.salvage_money_fixed_by ?? null,
    salvage_money: r.c.salvageMoney().format(),
  }),
  show: showReward,
  exceptions: [bargainStands],
});

/** The value saved of each interest that gives the reward under Q-V06 R1: the ship, and each merchant's goods. */
interface Interest {
  readonly key: string;
  readonly payer: SalvagePerson;
  readonly what: string;
  readonly value: Money | undefined;
}

function interests(c: ShipwreckCase): Interest[] {
  const ship: Interest = {
    key: say.shipKey({ ship: shipName(c.ship), id: c.ship.id }),
    payer: c.skipper,
    what: say.shipSaved({ ship: { the: shipName(c.ship) } }),
    value: c.shipValue(),
  };
  const goods = c.merchants().map((m) => ({
    key: say.goodsKey({ person: nameOf(m.who), id: m.who.id }),
    payer: m.who,
    what: say.goodsSaved(),
    value: m.value,
  }));
  return [ship, ...goods];
}

function valuesBasis(c: ShipwreckCase): string {
  const parts = interests(c).map((i) => {
    const value = i.value ? i.value.format() : say.valueNotStated();
    return i.key.startsWith("goods:")
      ? say.goodsOf({ person: nameOf(i.payer), value })
      : say.valueOf({ what: i.what, value });
  });
  return say.basis({ parts: semicolons(parts) });
}

const EACH_FOR_HIS_OWN = say.eachForHisOwn();

/** Who gives the reward, as Q-V06 reads 'hvad skipperen, eller købmanden, skulle give'. */
type Payers = "each-for-his-own" | "as-assessors-decide";

const onPayers = choiceOn<ShipwreckCase, Payers>("reward_payer", (v) => v);

/** 6: the skipper gives for the ship and the merchant for his goods, 'efter lejligheden og godses værd'. */
const eachForHisOwn = onPayers.base(
  {
    id: "dl-vrag/6#payer",
    label: EACH_FOR_HIS_OWN,
    provisions: [at(6)],
    gives: "each-for-his-own",
  },
  [
    onPayers.when("R2", {
      id: "dl-vrag/6#payer-assessed",
      label:
        "the assessors 'overveje og slutte, hvad skipperen, eller købmanden, skulle give': who pays, and how much each, is theirs to fix (Q-V06 R2)",
      provisions: [at(6)],
      gives: "as-assessors-decide",
    }),
  ],
);

/** The payers' step, told with this case's figures. */
type Told = (more: Partial<Step>) => Step;

/** Q-V06 R2: who pays is for the assessors; no payer's figure is made up. */
function payersLeftToTheAssessors(amount: Money | undefined, by: string, told: Told): Findings {
  const out = none();
  out.assessments.push({
    what: amount ? say.whoPaysOf({ amount: amount.format() }) : say.whoPays(),
    by,
    basis: say.whoPaysBasis(),
    status: "needed",
    provisions: [at(6)],
  });
  out.liabilities.push({
    from: say.skipperOrMerchants(),
    to: say.theSalvors(),
    ...(amount ? { amount: amount.toJSON() } : {}),
    description: say.rewardR2(),
    provisions: [at(6)],
  });
  out.steps.push(told({ label: say.asAssessorsDecide(), value: say.assessment() }));
  return out;
}

/** Q-V06 R1 while the reward or a value saved is not known: each payer named, no figures. */
function payersOnceKnown(c: ShipwreckCase, amount: Money | undefined, by: string, told: Told): Findings {
  const out = none();
  const all = interests(c);
  for (const i of all) {
    out.liabilities.push({
      from: i.payer.id,
      to: say.theSalvors(),
      description: (amount ? say.shareFor : say.shareForOnce)({ what: i.what }),
      provisions: [at(6)],
    });
  }
  if (amount && all.some((i) => i.value === undefined)) {
    out.assessments.push({
      what: say.shipValueWhat(),
      by,
      basis: say.shipValueBasis(),
      status: "needed",
      provisions: [at(6)],
    });
  } else if (amount && !amount.minor.isZero()) {
    out.warnings.push({
      message: say.nothingSaved({ amount: amount.format() }),
      provisions: [at(6)],
    });
  }
  out.steps.push(told({ value: say.onceKnown() }));
  return out;
}

/** Q-V06 R1: the reward split exactly over the values saved of the ship and of each merchant's goods. */
function payersByValueSaved(c: ShipwreckCase, amount: Money, values: readonly Interest[], told: Told): Findings {
  const out = none();
  const saved = total(
    c.currency,
    values.map((v) => v.value as Money),
  );
  const s = splitByValues(
    amount,
    values.map((i) => ({ key: i.key, value: i.value as Money })),
  );
  for (const i of values) {
    const line = s.lines.find((l) => l.key === i.key);
    if (!line) continue;
    out.liabilities.push({
      from: i.payer.id,
      to: say.theSalvors(),
      amount: line.rounded.toJSON(),
      description: say.hisShare({
        what: i.what,
        value: (i.value as Money).format(),
        saved: saved.format(),
        exact: line.exact.format(),
      }),
      provisions: [at(6)],
    });
  }
  out.steps.push(
    told({
      facts: Object.fromEntries(values.map((i) => [i.key, (i.value as Money).format()])),
      value: Object.fromEntries(s.lines.map((l) => [l.key, l.rounded.format()])),
      children: [...(told({}).children ?? []), note(say.rounding({ how: TIE_BREAK_RULE }))],
    }),
  );
  return out;
}

/** Who pays a reward of `amount` (or a reward still to be fixed), as Q-V06 reads 'skipperen, eller købmanden'. */
function whoPaysTheReward(c: ShipwreckCase, amount: Money | undefined, by: string, ctx: RuleContext): Findings {
  const payers = evaluate(eachForHisOwn, c, ctx);
  const told: Told = (more) => ({ ...payers.step, ...more });
  if (payers.value === "as-assessors-decide") return payersLeftToTheAssessors(amount, by, told);
  const all = interests(c);
  const values = all.filter((i) => i.value !== undefined && !i.value.minor.isZero());
  const known = all.every((i) => i.value !== undefined);
  return amount && known && values.length > 0
    ? payersByValueSaved(c, amount, values, told)
    : payersOnceKnown(c, amount, by, told);
}

/** What a bargain means for who pays whom (7). */
function bargainLiabilities(c: ShipwreckCase, reward: Reward, salvors: string): Findings {
  const out = none();
  const skipper = c.skipper.id;
  if (reward.kind === "agreed_sum") {
    out.liabilities.push({
      from: skipper,
      to: say.theSalvors(),
      amount: reward.amount.toJSON(),
      description: said.sumBargained({ salvors }),
      provisions: [at(7)],
    });
    out.steps.push(note(said.bindsSkipper(), [at(7)]));
  } else if (reward.kind === "agreed_share") {
    for (const m of c.merchants()) {
      out.liabilities.push({
        from: m.who.id,
        to: say.theSalvors(),
        amount: m.value.times(reward.share).toJSON(),
        description: said.inKind({
          share: reward.share.toString(),
          worth: m.value.times(reward.share).format(),
          value: m.value.format(),
        }),
        provisions: [at(7)],
      });
    }
  } else if (reward.kind === "sold_to_salvors") {
    out.liabilities.push({
      from: said.salvorsTogether({ salvors }),
      to: skipper,
      amount: reward.amount.toJSON(),
      description: said.soldDescription(),
      provisions: [at(7)],
    });
    out.steps.push(note(said.notShared(), [at(7)]));
  }
  return out;
}

function rewardWarnings(c: ShipwreckCase, reward: Reward | undefined): Warning[] {
  const out: Warning[] = [];
  const f = c.facts;
  const fixedBy = f.salvage_money_fixed_by;
  const salvageMoney = c.salvageMoney();
  if (reward?.kind === "fixed" && fixedBy !== undefined) {
    const expected = f.off_market_town ? "mayor_and_council" : "amtmand_and_best_men";
    if (fixedBy !== expected) {
      out.push({
        message: f.off_market_town ? said.wrongAssessorsTown() : said.wrongAssessorsLand(),
        provisions: [at(6)],
      });
    }
  }
  if (f.salvage_agreement && fixedBy !== undefined) {
    out.push({
      message: said.setAside({ by: String(FIXED_BY[fixedBy]) }),
      provisions: [at(6), at(7)],
    });
  }
  if (!reward && fixedBy !== undefined && !salvageMoney.minor.isZero()) {
    out.push({
      message: said.noClaim({ amount: salvageMoney.format() }),
      provisions: [at(2), at(6)],
    });
  }
  if (!f.salvage_agreement && fixedBy === undefined && !salvageMoney.minor.isZero()) {
    out.push({
      message: said.notFixed({ amount: salvageMoney.format(), by: c.assessor() }),
      provisions: [at(6)],
    });
  }
  if (
    f.salvage_agreement &&
    (f.salvage_agreement.terms === "sum_to_salvors" || f.salvage_agreement.terms === "sum_to_skipper") &&
    !salvageMoney.minor.isZero()
  ) {
    const sum = money(f.salvage_agreement.sum, "facts.salvage_agreement.sum");
    if (!sum.eq(salvageMoney)) {
      out.push({
        message: said.differs({ money: salvageMoney.format(), sum: sum.format() }),
        provisions: [at(7)],
      });
    }
  }
  return out;
}

interface Claims {
  readonly byPerson: ReadonlyMap<string, Claim>;
  /** How many persons share the reward. */
  readonly persons: number;
  readonly steps: Step[];
}

/** Each person's claim to the reward (2, 6, 7); none are asked when the salvors bought the salvage. */
function claimsOf(c: ShipwreckCase, ctx: RuleContext): Claims {
  const byPerson = new Map<string, Claim>();
  const steps: Step[] = [];
  if (c.facts.salvage_agreement?.terms !== "sum_to_skipper") {
    for (const p of c.people) {
      const o = claimOf(p, c, ctx);
      byPerson.set(p.id, o.value as Claim);
      steps.push({ ...o.step, label: said.claimOf({ person: nameOf(p), label: o.step.label }) });
    }
  }
  const persons = [...byPerson.values()].reduce((n, cl) => n + cl.persons, 0);
  return { byPerson, persons, steps };
}

const sharersOf = (c: ShipwreckCase, claims: Claims): SalvagePerson[] =>
  c.people.filter((p) => (claims.byPerson.get(p.id)?.persons ?? 0) > 0);

/** Those who helped outside the bargain: their reward is still for the assessors (6, 7). */
function outsideTheBargainAssessment(c: ShipwreckCase, claims: Claims): Assessment[] {
  const outside = c.people.filter((p) => claims.byPerson.get(p.id)?.outsideBargain);
  if (outside.length === 0) return [];
  return [
    {
      what: said.outsideWhat({ names: outside.map(nameOf).join(", "), n: outside.length }),
      by: c.assessor(),
      basis: valuesBasis(c),
      status: "needed",
      provisions: [at(6), at(7)],
    },
  ];
}

/** A reward still to be fixed (6): the assessment, and who will pay it. */
function rewardToFix(c: ShipwreckCase, by: string, claims: Claims, ctx: RuleContext): Findings {
  const out = whoPaysTheReward(c, undefined, by, ctx);
  if (c.facts.salvage_money_shares) {
    out.warnings.push({
      message: said.sharesUnused(),
      provisions: [at(6)],
    });
  }
  out.assessments.unshift({
    what: said.forSalvors({ names: sharersOf(c, claims).map(nameOf).join(", ") }),
    by,
    basis: valuesBasis(c),
    status: "needed",
    provisions: [at(6)],
  });
  return out;
}

/** Who pays a reward that is a figure: by Q-V06 when fixed by the assessors (6), by the bargain otherwise (7). */
function payersOf(c: ShipwreckCase, reward: Reward, ctx: RuleContext): Findings {
  if (reward.kind !== "fixed") {
    const salvors = (c.facts.salvage_agreement?.salvors ?? c.people.filter((p) => p.helped).map((p) => p.id))
      .map((id) => c.name(id))
      .join(", ");
    return bargainLiabilities(c, reward, salvors);
  }
  const out = whoPaysTheReward(c, reward.amount, reward.by, ctx);
  out.assessments.unshift({
    what: said.theReward(),
    by: reward.by,
    basis: valuesBasis(c),
    status: "given",
    value: reward.amount.format(),
    provisions: [at(6)],
  });
  return out;
}

/** A reward that is a figure: who pays it, and the division among the salvors. */
function rewardWithFigure(c: ShipwreckCase, reward: Reward, claims: Claims, ctx: RuleContext): RewardDivision {
  const out = payersOf(c, reward, ctx);
  const fund = rewardFund(c, reward);
  if (!fund) return { findings: out, division: undefined, cost: Money.zero(c.currency) };
  if (fund.warning) out.warnings.push({ message: fund.warning, provisions: [at(7)] });
  if (claims.persons === 0 && !fund.money.minor.isZero()) {
    out.warnings.push({
      message: said.noOneToShare({ label: fund.label, money: fund.money.format() }),
      provisions: [at(2)],
    });
  }
  const by = reward.kind === "fixed" ? reward.by : said.bargainBy();
  const shared = shareTheReward(c, fund, claims.byPerson, by, ctx);
  return { findings: merge(out, shared.findings), division: shared.division, cost: fund.money };
}

const SAME_ASSESSORS_FOR_THE_CREW = note(said.sameAssessors(), [at(1), at(6)]);

export function theReward(c: ShipwreckCase, ctx: RuleContext): RewardDivision {
  const claims = claimsOf(c, ctx);
  const o = evaluateOwn(rewardFixedAfterSalvage, { c, claims: claims.persons }, ctx);
  const reward = o.applied ? (o.value as Reward) : undefined;
  const result: RewardDivision = !reward
    ? {
        findings: {
          ...none(),
          steps: [note(said.noClaimNoBargain(), [at(2)])],
        },
        division: undefined,
        cost: undefined,
      }
    : reward.kind === "to_fix"
      ? { findings: rewardToFix(c, reward.by, claims, ctx), division: undefined, cost: "unknown" }
      : rewardWithFigure(c, reward, claims, ctx);
  const byAssessors = reward?.kind === "fixed" || reward?.kind === "to_fix";
  const notes = [...(byAssessors && !c.wreck.skipper_could_not_manage ? [SAME_ASSESSORS_FOR_THE_CREW] : [])];
  const f = result.findings;
  const head = section(
    said.theReward(),
    [at(2), at(6), at(7)],
    [...claims.steps, o.step, ...notes, ...f.steps],
    reward ? showReward(reward) : said.none(),
  );
  const findings: Findings = {
    ...f,
    steps: [head],
    assessments: [...outsideTheBargainAssessment(c, claims), ...f.assessments],
    warnings: [...rewardWarnings(c, reward), ...f.warnings],
  };
  return { findings, division: result.division, cost: result.cost };
}
