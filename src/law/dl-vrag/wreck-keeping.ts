/**
 * dl-vrag/8 with /9: who bears what keeping the salvaged wreck cost. The keeping is
 * the duty of the one dl-vrag/8 binds ("det indlægge lade udi god forvaring med
 * klare registre"); the text does not say who bears its cost, so that is a reading,
 * Q-S12 `keeping_costs` (wreck-readings.ts): the keeper (R1, the default), the owner
 * who has his goods back, beside the reward (R2), or the reward the assessors fix,
 * out of which the keeper has them (R3). Under R2 and R3 the costs reach only an
 * owner who has his goods back: unclaimed, the wreck's keeping stays the keeper's.
 */

import type { Money, RuleContext, Step } from "./kit.js";
import { at, evaluate, is, phrases, q, rule } from "./kit.js";
import type { Taker } from "./wreck-title.js";

const say = phrases("dl-vrag/8.keeping", {
  partOfReward: "part of the reward",
  ownersBeside: "the owner's, beside the reward",
  keepersOwn: "the keeper's own charge",
  keeperBears:
    "; the {cost} laid out on keeping it is his own charge, not the owner's, who has his goods for a due salvage reward and the cost of saving them (dl-vrag/9, /10)",
  noOwnerCame:
    "; the {cost} laid out on keeping it is his own charge: no owner came to have his goods back, and {reading} lays it on none but him (dl-vrag/9, /13)",
  ifInTime: "if he comes in time",
  beforeBack: "before he has his goods back",
  ownerPays:
    "; the owner pays him the {cost} laid out on keeping it, beside the due salvage reward, {when} ({reading})",
  inReward:
    "; the {cost} laid out on keeping it is part of the due salvage reward the assessors fix, and he has it out of the reward the owner pays {when} ({reading})",
  basis:
    "; the {cost} the keeper laid out on keeping the goods is part of what they weigh, and he has it out of the reward ({reading})",
});

/** Who bears the costs of keeping under the reading in force. */
export type KeepingBearer = "keeper" | "owner" | "reward";

/** What keeping the wreck cost, who bears it, and the step that says why. */
export interface Keeping {
  readonly cost: Money;
  readonly bearer: KeepingBearer;
  /** "Q-S12 R2": the reading in force, for the words. */
  readonly reading: string;
  readonly step: Step;
}

const inTheReward = rule<Money | undefined, KeepingBearer>({
  id: "dl-vrag/9#keeping-in-reward",
  label:
    "the costs of keeping are part of the due salvage reward 'som før er rørt', which the amtmand with the best men fix 'efter lejligheden' (Q-S12 R3)",
  provisions: [at(9), at(6), at(8)],
  when: (m, ctx) => m !== undefined && is(ctx, "keeping_costs", "R3"),
  gives: () => "reward",
  facts: (m) => ({ keeping_cost: m?.format() ?? null }),
  readings: ["keeping_costs"],
  show: () => say.partOfReward(),
});

const ownerBeside = rule<Money | undefined, KeepingBearer>({
  id: "dl-vrag/9#keeping-owner",
  label:
    "the owner who has his goods back pays the costs of keeping beside the reward, as he pays the cost of saving them (dl-vrag/10) (Q-S12 R2)",
  provisions: [at(9), at(8), at(10)],
  when: (m, ctx) => m !== undefined && is(ctx, "keeping_costs", "R2"),
  gives: () => "owner",
  facts: (m) => ({ keeping_cost: m?.format() ?? null }),
  readings: ["keeping_costs"],
  show: () => say.ownersBeside(),
});

const keeperBears = rule<Money | undefined, KeepingBearer>({
  id: "dl-vrag/8#keeping-costs",
  label:
    "the keeper bears what keeping the wreck cost: the keeping is his duty, and the owner has his goods for a due salvage reward (Q-S12 R1)",
  provisions: [at(8), at(9)],
  when: (m) => m !== undefined,
  gives: () => "keeper",
  facts: (m) => ({ keeping_cost: m?.format() ?? null }),
  readings: ["keeping_costs"],
  show: () => say.keepersOwn(),
  exceptions: [ownerBeside, inTheReward],
});

/**
 * Who bears the costs of keeping: the rule is tried on every wreck, so that the
 * cost is a fact of dl-vrag/8 and /9, and applies (asking the reading) only where
 * the case gives a cost.
 */
export function keepingOf(cost: Money | undefined, ctx: RuleContext): Keeping | undefined {
  const o = evaluate(keeperBears, cost, ctx);
  if (!o.applied || cost === undefined) return undefined;
  return { cost, bearer: o.value as KeepingBearer, reading: q(ctx, "keeping_costs"), step: o.step };
}

/** The words the keeper's duty of safe keeping ends with, for the costs laid out on it. */
export function keepingWords(k: Keeping | undefined, outcome: Taker): string {
  if (k === undefined) return "";
  const cost = k.cost.format();
  if (k.bearer === "keeper") return say.keeperBears({ cost });
  if (outcome === "king_or_holder") return say.noOwnerCame({ cost, reading: k.reading });
  const when = outcome === "pending" ? say.ifInTime() : say.beforeBack();
  if (k.bearer === "owner") return say.ownerPays({ cost, when, reading: k.reading });
  return say.inReward({ cost, when, reading: k.reading });
}

/** What the assessors of the reward are told of the keeping, under R3: a clause for the assessment's basis. */
export function rewardBasis(k: Keeping | undefined): string {
  if (k === undefined || k.bearer !== "reward") return "";
  return say.basis({ cost: k.cost.format(), reading: k.reading });
}
