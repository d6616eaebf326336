/**
 * dl-averi/35–40: the averages of their own over ship and goods: a defence (35), a
 * theft in harbour (36), a ransom (37) and lighterage (38–40); and how such an average
 * is drawn up, which the averages of 33–34 (general-average-piracy.ts) and 41
 * (general-average-grounding.ts) use too.
 */

import { type GaCase, type Parcel, parcelLabel, payer, quiet } from "./general-average-common.js";
import { freightAll, freightOnAll, thrownFreight } from "./general-average-contribution.js";
import type {
  GeneralAverageFacts,
  HarbourTheft,
  Interest,
  PartyRef,
  RuleContext,
  SeparateAverage,
  Step,
} from "./kit.js";
import {
  adjust,
  at,
  Collected,
  choiceOn,
  chosen,
  evaluate,
  evaluateOwn,
  is,
  Money,
  MoneyError,
  phrases,
  reading,
  rule,
  section,
  the,
} from "./kit.js";

const say = phrases("dl-averi/35-40", {
  freightOf: "freight of {ship}",
  laidOutBy: "laid out by {who}",
  cannot: "{what}: cannot be drawn up: {why}.",
  untilAppraised: "{what} cannot be shared until every parcel is appraised.",
  untilShipValue: "{what} cannot be shared until the ship's value is known.",
  shipAndGoods: "ship and goods",
  withFreight: "ship, goods and freight",
  overShipAndGoods: "{amount} over ship and goods",
  overWithFreight: "{amount} over ship and goods and freight",
  treated: "have {wounded} treated and healed",
  theWounded: "the wounded",
  defenceCosts: "The costs of the defence",
  defenceLabel: "The costs of the defence against {attackers} ({at})",
  prove: "lawfully prove the ransom of {amount}",
  proveWhat: "Whether the skipper lawfully proves the ransom",
  theCourt: "the court (the text names none)",
  proveBasis: "dl-averi/37: a ransom is average only if he can lawfully prove it",
  notProved: "The ransom of {amount} is not proved: it is not average (dl-averi/37).",
  theRansom: "The ransom",
  ransomLabel: "The ransom of ship and goods ({at})",
  theftTold: "lies where it falls: {lies}; borne by all: {binds}; to be assessed: {assess}",
  causeWhat:
    "Whether ''{cause}'' is a special cause binding everyone interested in ship and goods to bear the theft of {amount} pro rata",
  assessors: "a court or assessors (Q-A18 R1)",
  causeBasis:
    "dl-averi/36: a theft in harbour lies where it falls unless a special cause binds all; give the finding as facts.harbour_theft[].special_cause_found",
  theTheft: "The theft in harbour",
  theftLabel: "The theft in harbour, borne pro rata by ship and goods for a special cause ({at})",
  proportion: "{amount} in proportion to the values of ship and goods (Q-A19 R1)",
  half: "{amount} half by the ship, half by the goods (Q-A19 R2)",
  custom: "{amount} shared as the custom of the port, still to be established (Q-A19 R3)",
  lostR1: "{amount} over ship and goods kept; the owners of the goods lost do not contribute on them (Q-A20 R1)",
  lostR2: "{amount} over ship and goods kept; the owners of the goods lost contribute too (Q-A20 R2)",
  lightermen: "{amount}, borne by the lightermen",
  customWhat: "How the lighterage of {amount} is shared between ship and goods",
  customBy: "the custom of the port",
  customBasis: "Q-A19 R3: as the custom of the port",
  customSaid: "Q-A19 R3: as the custom of the port, said to be: {custom}",
  lighterageLabel: "Lighter hire and lighterage money, paid by ship and goods ({at})",
  halfShip: "{ship}, bearing half: reckoned at the goods' total value (Q-A19 R2)",
  lostLabel: "Goods lost in the lighters, over ship and goods kept ({at})",
  notShallow:
    "dl-averi/38 speaks of a ship that draws too much water to reach the place she is chartered to; the case says that was not so, and the lighterage is not shared under it.",
  theLighterage: "The lighterage",
  lighterage: "Lighterage",
});

// Averages of their own: over ship and goods (35, 36, 37, 38, 39), over the goods (41)

/** What a parcel is worth as it arrives, the goods recovered included: the goods kept of 35–41. */
export const goodsValue = (x: Parcel): Money =>
  (x.arrived as Money).add(x.recovered ?? Money.zero((x.arrived as Money).currency));

interface Over {
  readonly id: string;
  readonly label: string;
  readonly amount: Money;
  readonly paidBy: PartyRef;
  readonly provisions: string[];
  /** The ship contributes at this value; undefined: the ship gives nothing. */
  readonly ship: Money | undefined;
  readonly shipLabel?: string;
  readonly freight: Money | undefined;
  /** Contributory value per parcel; a parcel left out gives nothing. */
  readonly goods: (x: Parcel) => Money | undefined;
  /** Amounts made good to particular parties instead of a payer (goods lost, goods stolen). */
  readonly madeGood?: ReadonlyMap<string, Money>;
}

/** A separate average drawn up by core/average.ts; undefined (with a warning) when nothing can contribute. */
export function separate(c: GaCase, o: Over, out: Collected): SeparateAverage | undefined {
  const interests: Interest[] = [];
  const good = new Map(o.madeGood ?? []);
  const takeGood = (key: string): Money => {
    const v = good.get(key) ?? c.zero;
    good.delete(key);
    return v;
  };
  if (o.ship) {
    interests.push({
      interest: "ship",
      owner: c.owners.id,
      kind: "ship",
      label: o.shipLabel ?? `${the(c.shipName)}`,
      value: o.ship,
      madeGood: takeGood("ship"),
      provisions: o.provisions,
    });
  }
  if (o.freight) {
    interests.push({
      interest: "freight",
      owner: c.owners.id,
      kind: "freight",
      label: say.freightOf({ ship: { the: c.shipName } }),
      value: o.freight,
      madeGood: c.zero,
      provisions: o.provisions,
    });
  }
  for (const x of c.parcels) {
    const v = o.goods(x);
    const g = takeGood(x.p.id);
    if (v === undefined && g.minor.sign() === 0) continue;
    interests.push({
      interest: x.p.id,
      owner: x.p.owner,
      kind: "cargo",
      label: parcelLabel(c, x),
      value: v ?? c.zero,
      madeGood: g,
      provisions: o.provisions,
    });
  }
  if (!o.madeGood) {
    interests.push({
      interest: `paid:${o.paidBy.id}`,
      owner: o.paidBy.id,
      kind: o.paidBy.id === c.owners.id || o.paidBy.id === c.skipper.id ? "ship" : "cargo",
      label: say.laidOutBy({ who: o.paidBy.name }),
      value: c.zero,
      madeGood: o.amount,
      provisions: o.provisions,
    });
  }
  try {
    const a = adjust(c.currency, interests, (p) => c.names.get(p) ?? p, o.provisions);
    return { id: o.id, label: o.label, statement: a.statement, provisions: o.provisions };
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(say.cannot({ what: o.label, why: e.message }), ...o.provisions);
    return undefined;
  }
}

export const appraised = (c: GaCase): boolean => c.parcels.every((x) => x.arrived !== undefined);

export function needValues(
  c: GaCase,
  ship: Money | undefined,
  what: string,
  out: Collected,
  ...provisions: string[]
): boolean {
  if (ship && appraised(c)) return true;
  out.warn(ship ? say.untilAppraised({ what }) : say.untilShipValue({ what }), ...provisions);
  return false;
}

/** What a defence's costs (35) and a ransom (37) go over: ship and goods, or the freight with them. */
type Mass = "ship-and-goods" | "with-freight";

const onRansomMass = choiceOn<unknown, Mass>("ransom_mass", (v) =>
  v === "ship-and-goods" ? say.shipAndGoods() : say.withFreight(),
);

/** 35, 37: only ship and goods are named. */
const shipAndGoodsOnly = onRansomMass.base(
  {
    id: "dl-averi/37#ship-and-goods",
    label: "the costs go over ship and goods, the only interests named; the freight does not contribute",
    provisions: [at(35), at(37)],
    gives: "ship-and-goods",
  },
  [
    onRansomMass.when("R2", {
      id: "dl-averi/37#with-freight",
      label: "'like other average' brings in the freight, as in dl-averi/25 and /32 (Q-A30 R2)",
      provisions: [at(35), at(37)],
      gives: "with-freight",
    }),
  ],
);

/**
 * The freight, when freight contributes to an average of ship and goods (Q-A30 R2):
 * as it does in dl-averi/25. Given `steps`, the choice of Q-A30 and the freight's
 * rule are told there.
 */
export function freightFor(c: GaCase, ctx: RuleContext, steps?: Step[]): Money | undefined {
  if (chosen(shipAndGoodsOnly, c, ctx, steps) !== "with-freight") return undefined;
  const all = freightAll(c, new Collected());
  if (all.minor.sign() === 0) return undefined;
  const f = evaluate(freightOnAll, { all, thrown: thrownFreight(c) }, ctx);
  if (steps !== undefined && ctx.explain !== false) steps.push(f.step);
  return f.value ?? all;
}

// 35: defence; 37: ransom

/** The costs of a defence or a ransom and what they go over: ship and goods, and the freight under Q-A30 R2. */
const overWhat = (amount: Money, ctx: RuleContext): string =>
  (chosen(shipAndGoodsOnly, null, ctx) === "with-freight" ? say.overWithFreight : say.overShipAndGoods)({
    amount: amount.format(),
  });

/** A defence's costs or a ransom, as an average of its own over ship and goods (and freight, per Q-A30). */
function overShipAndGoods(
  c: GaCase,
  ship: Money | undefined,
  ctx: RuleContext,
  out: Collected,
  x: { id: string; label: string; amount: Money; paidBy: string | undefined; provision: string },
  steps: Step[],
): void {
  const a = separate(
    c,
    {
      id: x.id,
      label: x.label,
      amount: x.amount,
      paidBy: payer(c, x.paidBy),
      provisions: [x.provision],
      ship,
      freight: freightFor(c, ctx, steps),
      goods: goodsValue,
    },
    out,
  );
  if (a) out.averages.push(a);
}

interface DefenceCosts {
  readonly doctor: Money | undefined;
  readonly substitutes: Money | undefined;
  readonly other: Money | undefined;
  readonly amount: Money;
}

/** 35: "så og alle andre omkostninger gå over skib og gods, efterdi det skete til deres beskærmelse". */
const defenceCosts = rule<DefenceCosts, string>({
  id: "dl-averi/35#defence",
  label:
    "the doctor's fee of the wounded, the hire and portage of men taken on in their place, and all other costs go over ship and goods, because it was done to protect them",
  provisions: [at(35)],
  readings: ["ransom_mass"],
  facts: (d) => ({
    doctor: d.doctor?.format() ?? null,
    substitutes: d.substitutes?.format() ?? null,
    other_costs: d.other?.format() ?? null,
  }),
  gives: (d, ctx) => overWhat(d.amount, ctx),
});

export function defence(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const d = c.f.defence;
  if (!d) return undefined;
  const wounded = d.wounded.map((id) => c.names.get(id) ?? id);
  out.must(
    c.skipper.id,
    say.treated({ wounded: wounded.length ? wounded.join(", ") : say.theWounded() }),
    undefined,
    at(35),
  );
  const amount = [d.doctor, d.substitutes, d.other_costs].reduce<Money>((s, m) => (m ? s.add(m) : s), c.zero);
  const o = evaluate(defenceCosts, { doctor: d.doctor, substitutes: d.substitutes, other: d.other_costs, amount }, ctx);
  const told: Step[] = [];
  if (amount.minor.sign() > 0 && needValues(c, ship, say.defenceCosts(), out, at(35))) {
    overShipAndGoods(
      c,
      ship,
      ctx,
      out,
      {
        id: "defence",
        label: say.defenceLabel({ attackers: d.attackers, at: at(35) }),
        amount,
        paidBy: d.paid_by,
        provision: at(35),
      },
      told,
    );
  }
  // The choice of Q-A30 (and the freight, where it contributes) is told beneath 35's step.
  return told.length === 0 ? o.step : { ...o.step, children: [...(o.step.children ?? []), ...told] };
}

interface Ransom {
  readonly amount: Money;
  readonly proved: boolean | undefined;
}

/** 37: "og de kan løses for en sum penge, som skipperen lovligen kan bevise; da skal det gå over skib og gods, som andet haveri". */
const ransomRule = rule<Ransom, string>({
  id: "dl-averi/37#ransom",
  label:
    "ship and goods seized and detained, and bought free for a sum the skipper can lawfully prove: it goes over ship and goods like other average",
  provisions: [at(37)],
  readings: ["ransom_mass"],
  facts: (r) => ({ amount: r.amount.format(), proved: r.proved ?? null }),
  when: (r) => r.proved === true,
  gives: (r, ctx) => overWhat(r.amount, ctx),
});

export function ransom(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const r = c.f.ransom;
  if (!r) return undefined;
  const o = evaluate(ransomRule, { amount: r.amount, proved: r.proved }, ctx);
  if (!o.applied) {
    out.must(c.skipper.id, say.prove({ amount: r.amount.format() }), undefined, at(37));
    if (r.proved === undefined) {
      out.assess({
        what: say.proveWhat(),
        by: say.theCourt(),
        basis: say.proveBasis(),
        provisions: [at(37)],
      });
    } else out.warn(say.notProved({ amount: r.amount.format() }), at(37));
    return o.step;
  }
  const told: Step[] = [];
  if (needValues(c, ship, say.theRansom(), out, at(37))) {
    overShipAndGoods(
      c,
      ship,
      ctx,
      out,
      {
        id: "ransom",
        label: say.ransomLabel({ at: at(37) }),
        amount: r.amount,
        paidBy: r.paid_by,
        provision: at(37),
      },
      told,
    );
  }
  // The choice of Q-A30 (and the freight, where it contributes) is told beneath 37's step.
  return told.length === 0 ? o.step : { ...o.step, children: [...(o.step.children ?? []), ...told] };
}

// 36: theft in harbour

type TheftStanding = "lies" | "binds" | "to_assess";

const specialCause = rule<HarbourTheft, TheftStanding>({
  id: "dl-averi/36#special-cause",
  label:
    "unless there is some special cause that could bind all the parties interested in ship and goods to pay pro rata (Q-A18: an assessment)",
  provisions: [at(36)],
  when: (t) => t.special_cause !== undefined && t.special_cause_found !== false,
  gives: (t, ctx) =>
    reading(ctx, "special_reason") === "R1" && t.special_cause_found === true ? "binds" : "to_assess",
  show: quiet,
});

const liesWhereItFalls = rule<HarbourTheft, TheftStanding>({
  id: "dl-averi/36#lies",
  label: "a skipper robbed in a harbour of gear or goods aboard: the loss lies with whom it strikes",
  provisions: [at(36)],
  gives: () => "lies",
  show: quiet,
  exceptions: [specialCause],
});

interface TheftsFound {
  readonly standing: TheftStanding[];
  readonly told: string;
  /** Each theft's step: where it lies, or the special cause that binds all (none without the explanation). */
  readonly steps: Step[];
}

/**
 * 36 over all the thefts of a case: each lies where it falls unless a special cause
 * binds everyone (liesWhereItFalls); the step tells the sums each way.
 */
const thefts36 = rule<{ thefts: readonly HarbourTheft[]; zero: Money }, TheftsFound>({
  id: "dl-averi/36#theft",
  label: "a skipper robbed in a harbour of gear or goods aboard: the loss lies with whom it strikes",
  provisions: [at(36)],
  facts: (x) => ({ thefts: x.thefts.length }),
  gives: ({ thefts, zero }, ctx) => {
    const each = thefts.map((t) => evaluate(liesWhereItFalls, t, ctx));
    const standing = each.map((o) => o.value as TheftStanding);
    const sum = (s: TheftStanding) => thefts.reduce((m, t, i) => (standing[i] === s ? m.add(t.value) : m), zero);
    return {
      standing,
      told: say.theftTold({
        lies: sum("lies").format(),
        binds: sum("binds").format(),
        assess: sum("to_assess").format(),
      }),
      steps: ctx.explain === false ? [] : each.map((o) => o.step),
    };
  },
  show: (x) => x.told,
});

export function harbourTheft(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const thefts = c.f.harbour_theft;
  if (thefts.length === 0) return undefined;
  const o = evaluateOwn(thefts36, { thefts, zero: c.zero }, ctx);
  const found = o.value as TheftsFound;
  const standing = found.standing;
  thefts.forEach((t, i) => {
    if (standing[i] !== "to_assess") return;
    out.assess({
      what: say.causeWhat({ cause: t.special_cause ?? "", amount: t.value.format() }),
      by: say.assessors(),
      basis: say.causeBasis(),
      provisions: [at(36)],
    });
  });
  const bound = thefts.filter((_, i) => standing[i] === "binds");
  if (bound.length > 0 && needValues(c, ship, say.theTheft(), out, at(36))) {
    const good = new Map<string, Money>();
    for (const t of bound) {
      const key = t.what === "goods" && t.parcel ? t.parcel : "ship";
      good.set(key, (good.get(key) ?? c.zero).add(t.value));
    }
    const a = separate(
      c,
      {
        id: "harbour-theft",
        label: say.theftLabel({ at: at(36) }),
        amount: bound.reduce((m, t) => m.add(t.value), c.zero),
        paidBy: c.owners,
        provisions: [at(36)],
        ship,
        freight: undefined,
        goods: goodsValue,
        madeGood: good,
      },
      out,
    );
    if (a) out.averages.push(a);
  }
  // Each theft's standing under 36 is told beneath the step for all of them.
  return found.steps.length === 0 ? o.step : { ...o.step, children: [...(o.step.children ?? []), ...found.steps] };
}

// 38–40: lighterage

type LighterageSplit = "proportion" | "half" | "custom";

const SPLIT_TOLD: Record<LighterageSplit, (args: { amount: string }) => string> = {
  proportion: say.proportion,
  half: say.half,
  custom: say.custom,
};

/**
 * 38: "den fragt og lodse-penge, som derfor gives, skal af skib og gods betales";
 * how ship and goods share it the words do not say (Q-A19).
 */
const lighterageRule = rule<{ amount: Money }, { split: LighterageSplit; told: string }>({
  id: "dl-averi/38#lighterage",
  label:
    "a ship too deep for the shallow water must unload into prams or boats: that freight and lighter money shall be paid by ship and goods",
  provisions: [at(38)],
  readings: ["lighterage_split"],
  facts: (x) => ({ amount: x.amount.format() }),
  when: (x) => x.amount.minor.sign() > 0,
  gives: (x, ctx) => {
    const how = reading(ctx, "lighterage_split");
    const split: LighterageSplit = how === "R3" ? "custom" : how === "R2" ? "half" : "proportion";
    return { split, told: SPLIT_TOLD[split]({ amount: x.amount.format() }) };
  },
  show: (x) => x.told,
});

/** 39: "Men hvis samme gods nogen ulykke vederfares, da skal skaden gå over skibet og det gods, som beholdes". */
const lighterLossRule = rule<{ total: Money; parcels: number }, { contribute: boolean; told: string }>({
  id: "dl-averi/39#lost",
  label: "if those goods meet with a mishap, the loss shall go over the ship and the goods that are kept",
  provisions: [at(39)],
  readings: ["lighter_loss_mass"],
  facts: (x) => ({ lost: x.total.format(), parcels: x.parcels }),
  when: (x) => x.parcels > 0,
  gives: (x, ctx) => {
    const contribute = is(ctx, "lighter_loss_mass", "R2");
    return {
      contribute,
      told: (contribute ? say.lostR2 : say.lostR1)({ amount: x.total.format() }),
    };
  },
  show: (x) => x.told,
});

/** 40: the prams or boats hired are their hirers' risk: "de, som sig dermed lade leje". */
const lightersRule = rule<{ damage: Money; n: number }, string>({
  id: "dl-averi/40#lighters",
  label:
    "for damage to the prams or boats hired to carry the goods ashore neither ship nor goods answer: those who let themselves be hired with them bear it",
  provisions: [at(40)],
  facts: (x) => ({ damaged: x.n }),
  when: (x) => x.n > 0,
  gives: (x) => say.lightermen({ amount: x.damage.format() }),
});

function lighterageCharges(c: GaCase, ship: Money, ctx: RuleContext, out: Collected): Step {
  const l = c.f.lighterage as NonNullable<GeneralAverageFacts["lighterage"]>;
  const amount = [l.lighter_hire, l.lighterage_money].reduce<Money>((s, m) => (m ? s.add(m) : s), c.zero);
  const o = evaluate(lighterageRule, { amount }, ctx);
  if (o.value === undefined) return o.step;
  const how = o.value.split;
  if (how === "custom") {
    out.assess({
      what: say.customWhat({ amount: amount.format() }),
      by: say.customBy(),
      basis: l.local_custom ? say.customSaid({ custom: l.local_custom }) : say.customBasis(),
      provisions: [at(38)],
    });
    return o.step;
  }
  const goodsTotal = c.parcels.reduce((s, x) => s.add(goodsValue(x)), c.zero);
  const half = how === "half";
  const a = separate(
    c,
    {
      id: "lighterage",
      label: say.lighterageLabel({ at: at(38) }),
      amount,
      paidBy: payer(c, l.paid_by),
      provisions: [at(38)],
      ship: half ? goodsTotal : ship,
      shipLabel: half ? say.halfShip({ ship: { the: c.shipName } }) : `${the(c.shipName)}`,
      freight: undefined,
      goods: goodsValue,
    },
    out,
  );
  if (a) out.averages.push(a);
  return o.step;
}

function lighterLoss(c: GaCase, ship: Money, ctx: RuleContext, out: Collected): Step {
  const l = c.f.lighterage as NonNullable<GeneralAverageFacts["lighterage"]>;
  const lost = new Map<string, Money>();
  for (const g of l.goods_lost) lost.set(g.parcel, (lost.get(g.parcel) ?? c.zero).add(g.loss));
  const total = [...lost.values()].reduce((s, m) => s.add(m), c.zero);
  const o = evaluate(lighterLossRule, { total, parcels: lost.size }, ctx);
  if (o.value === undefined) return o.step;
  const theyContribute = o.value.contribute;
  const a = separate(
    c,
    {
      id: "lighter-loss",
      label: say.lostLabel({ at: at(39) }),
      amount: total,
      paidBy: c.owners,
      provisions: [at(39)],
      ship,
      freight: undefined,
      goods: (x) => {
        const loss = lost.get(x.p.id);
        if (!loss) return goodsValue(x);
        return theyContribute ? goodsValue(x) : goodsValue(x).sub(loss);
      },
      madeGood: lost,
    },
    out,
  );
  if (a) out.averages.push(a);
  return o.step;
}

export function lighterage(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const l = c.f.lighterage;
  if (!l) return undefined;
  const steps: Step[] = [];
  if (!l.shallow_water) {
    out.warn(say.notShallow(), at(38));
  } else if (needValues(c, ship, say.theLighterage(), out, at(38), at(39))) {
    const s = ship as Money;
    steps.push(lighterageCharges(c, s, ctx, out), lighterLoss(c, s, ctx, out));
  }
  const damage = l.lighter_damage.reduce((m, d) => m.add(d.amount), c.zero);
  steps.push(evaluate(lightersRule, { damage, n: l.lighter_damage.length }, ctx).step);
  return section(say.lighterage(), [at(38), at(39), at(40)], steps);
}
