/**
 * dl-averi/41: a ship aground, lightened off with small vessels and prams: the skipper
 * repairs her at his own cost, and the costs on the goods go over all the goods.
 */

import { type GaCase, type Parcel, parcelLabel, payer } from "./general-average-common.js";
import { appraised, goodsValue, separate } from "./general-average-separate.js";
import type {
  Collected,
  GeneralAverageFacts,
  Money,
  PartyRef,
  QuantityLine,
  RuleContext,
  SeparateAverage,
  Step,
} from "./kit.js";
import { at, choiceOn, chosen, evaluate, is, phrases, Rational, rule, split, TIE_BREAK_RULE } from "./kit.js";

const say = phrases("dl-averi/41", {
  quantityWhat: "The quantity or weight of each parcel lightered",
  ladingBy: "the skipper's lading and the bills of lading",
  quantityBasis: "Q-A21 R2: the costs on the goods are shared by quantity or weight",
  noGoodsKept:
    "The costs on the goods after the grounding, over all the goods by quantity ({at}): cannot be drawn up: there is a loss to make good, but no goods kept to bear it.",
  noneHaveQuantity: "The costs on the goods, {amount}, cannot be shared by quantity: no goods aboard have any.",
  noneHaveWeight: "The costs on the goods, {amount}, cannot be shared by weight: no goods aboard have any.",
  byQuantityLabel: "The costs on the goods after the grounding, over all the goods by quantity, paid to {who} ({at})",
  weight: "weight",
  quantity: "quantity",
  repairR1: "repair: the skipper's own; {amount} over all the goods by value (Q-A21 R1)",
  repairR2: "repair: the skipper's own; {amount} over all the goods by quantity (Q-A21 R2)",
  byValue: "by value",
  byQuantity: "by quantity",
  notLightered:
    "dl-averi/41 speaks of a ship the skipper could lighten off with small vessels and prams; the case says he could not, and the costs are not shared under it.",
  repair: "bear the cost of repairing {ship} himself",
  repairCost: "bear the cost of repairing {ship} himself: {amount}",
  byValueLabel: "The costs on the goods after the grounding, over all the goods by value ({at})",
  notAppraised:
    "The costs on the goods cannot be shared by value until every parcel is appraised (facts.cargo[].value).",
});

/**
 * A parcel that went overboard whole: thrown with no value given for the part
 * thrown, or with all its value thrown. Goods worth nothing that stayed aboard are
 * still goods, and share by quantity.
 */
function thrownWhole(x: Parcel): boolean {
  const j = x.p.jettisoned;
  if (!j) return false;
  if (j.value === undefined) return true;
  return x.value !== undefined && x.value.minor.sign() > 0 && x.kept?.minor.sign() === 0;
}

function costsByQuantity(c: GaCase, amount: Money, paidBy: PartyRef, out: Collected): SeparateAverage | undefined {
  const goods = c.parcels.filter((x) => !thrownWhole(x));
  const useQuantity = goods.every((x) => x.p.quantity !== undefined);
  const useWeight = !useQuantity && goods.every((x) => x.p.weight !== undefined);
  if (!useQuantity && !useWeight) {
    out.assess({
      what: say.quantityWhat(),
      by: say.ladingBy(),
      basis: say.quantityBasis(),
      provisions: [at(41)],
    });
    return undefined;
  }
  if (goods.length === 0) {
    // As by value (Q-A21 R1): with no goods kept, there is nothing to share the costs over.
    out.warn(say.noGoodsKept({ at: at(41) }), at(41));
    return undefined;
  }
  const q = (x: Parcel) => (useQuantity ? x.p.quantity : x.p.weight) as Rational;
  if (goods.every((x) => q(x).isZero())) {
    out.warn((useQuantity ? say.noneHaveQuantity : say.noneHaveWeight)({ amount: amount.format() }), at(41));
    return undefined;
  }
  const s = split(
    amount,
    goods.map((x) => ({ key: x.p.id, weight: q(x) })),
  );
  const total = goods.reduce((t, x) => t.add(q(x)), Rational.ZERO);
  const units = [...new Set(goods.map((x) => x.p.unit ?? "units"))];
  const lines: QuantityLine[] = goods.map((x, i) => {
    const l = s.lines[i] as (typeof s.lines)[number];
    return {
      interest: x.p.id,
      owner: x.p.owner,
      label: parcelLabel(c, x),
      quantity: q(x).toString(),
      fraction: l.fraction.toString(),
      exact: l.exact.toJSON(),
      rounded: l.rounded.toJSON(),
      provisions: [at(41)],
    };
  });
  return {
    id: "grounding-goods",
    label: say.byQuantityLabel({ who: paidBy.name, at: at(41) }),
    shares: {
      unit: useQuantity ? units.join(" / ") : say.weight(),
      measure: useQuantity ? say.quantity() : say.weight(),
      amount: amount.toJSON(),
      total: total.toString(),
      lines,
      rounding: TIE_BREAK_RULE,
    },
    provisions: [at(41)],
  };
}

type Grounding = NonNullable<GeneralAverageFacts["grounding"]>;

const lightenedOff = rule<Grounding, string>({
  id: "dl-averi/41#grounding",
  reads: ["facts.grounding.{costs_on_goods,lightered,ship_repair}"],
  label:
    "a ship aground, lightened off with small vessels and prams: the skipper repairs his ship at his own cost, and the merchant pays the costs on the goods, reckoned over all the goods, each according to his share",
  provisions: [at(41)],
  when: (g) => g.lightered,
  readings: ["goods_cost_basis"],
  facts: (g) => ({ ship_repair: g.ship_repair?.format() ?? null, costs_on_goods: g.costs_on_goods.format() }),
  gives: (g, ctx) =>
    (is(ctx, "goods_cost_basis", "R1") ? say.repairR1 : say.repairR2)({ amount: g.costs_on_goods.format() }),
});

/** How 41 lays the costs of lightering over the goods. */
type CostBasis = "value" | "quantity";

const onCostsByValue = choiceOn<GaCase, CostBasis>("goods_cost_basis", (v) =>
  v === "value" ? say.byValue() : say.byQuantity(),
);

const costsByValue = onCostsByValue.base(
  {
    id: "dl-averi/41#by-value",
    label: "the costs on the goods are laid over all of them in proportion to the value of each owner's goods",
    provisions: [at(41)],
    gives: "value",
  },
  [
    onCostsByValue.when("R2", {
      id: "dl-averi/41#by-quantity",
      label: "the costs are laid over the goods in proportion to the quantity or weight lightered (Q-A21 R2)",
      provisions: [at(41)],
      gives: "quantity",
    }),
  ],
);

export function grounding(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  const g = c.f.grounding;
  if (!g) return undefined;
  if (!g.lightered) {
    out.warn(say.notLightered(), at(41));
    return evaluate(lightenedOff, g, ctx).step;
  }
  out.must(
    c.skipper.id,
    g.ship_repair
      ? say.repairCost({ ship: { the: c.shipName }, amount: g.ship_repair.format() })
      : say.repair({ ship: { the: c.shipName } }),
    undefined,
    at(41),
  );
  const paidBy = g.paid_by ? payer(c, g.paid_by) : c.skipper;
  // How the costs are laid over the goods (Q-A21) is told beneath 41's step.
  const told: Step[] = [];
  const byValue = chosen(costsByValue, c, ctx, told) === "value";
  let a: SeparateAverage | undefined;
  if (!byValue) a = costsByQuantity(c, g.costs_on_goods, paidBy, out);
  else if (appraised(c)) {
    a = separate(
      c,
      {
        id: "grounding-goods",
        label: say.byValueLabel({ at: at(41) }),
        amount: g.costs_on_goods,
        paidBy,
        provisions: [at(41)],
        ship: undefined,
        freight: undefined,
        goods: goodsValue,
      },
      out,
    );
  } else out.warn(say.notAppraised(), at(41));
  if (a) out.averages.push(a);
  const step = evaluate(lightenedOff, g, ctx).step;
  return told.length === 0 ? step : { ...step, children: [...(step.children ?? []), ...told] };
}
