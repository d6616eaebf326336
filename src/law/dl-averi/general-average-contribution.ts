/**
 * dl-averi/25–26: what contributes to the loss made good (the ship, the freight, the
 * goods kept), the statement that spreads it, and the skipper's lien (26). What is
 * made good, and what is not, is in general-average-made-good.ts.
 */

import { type GaCase, type Parcel, parcelLabel, quiet, tally } from "./general-average-common.js";
import {
  commonSafety,
  crewHurt,
  gearCut,
  madeGoodToGoods,
  notAverageDamage,
  portageAndBottomry,
  shipRunAshore,
} from "./general-average-made-good.js";
import type { SideDebt } from "./general-average-settlement.js";
import { particularsOf, percent, RATE_DECIMALS, scheduleOf, settlement } from "./general-average-settlement.js";
import type { Allocation, AverageStatement, Fund, Interest, RuleContext, Step } from "./kit.js";
import {
  adjust,
  at,
  Collected,
  evaluate,
  evaluateOr,
  evaluateTold,
  is,
  Money,
  MoneyError,
  note,
  phrases,
  provision,
  q,
  Rational,
  rule,
  section,
  split,
  TIE_BREAK_RULE,
  the,
} from "./kit.js";

const say = phrases("dl-averi/25", {
  notKnown: "not known",
  freightTotal:
    "The freight in total, {total}, is not the sum of the freight per parcel, {perParcel}; the total is used.",
  freightStillToPay:
    "the freight on the goods thrown overboard is still to be paid by their shippers, outside the average (Q-A13 R1)",
  noFreightThrown: "no freight was agreed on goods thrown overboard: no freight is lost",
  freightThrownWhat: "The freight on the goods thrown overboard, out of the freight agreed in total",
  freightThrownBy: "the skipper and the shippers, or good men (the text names none)",
  freightThrownBasis:
    "under {basis} and {jettisoned} the freight on the goods thrown must be known; the case gives the freight in total only, or a parcel thrown is not yet appraised",
  freightLabel: "freight of {ship}, earned by her owners",
  shipDamage: "The damage done to the ship in the emergency: mast or gear cut away, or the ship run ashore",
  notAverageAshore:
    "not average: the damage of running the ship ashore, {amount}, under {q} (no average is owed out of stranded goods)",
  shipLabel: "{ship}; made good: {what}",
  goodsContribute: "What the goods contribute on",
  noEmergency:
    "Goods or gear were given up, but the case describes no emergency (facts.emergency): general average under dl-averi/25 is the damage done in the distress of dl-averi/20.",
  noShipValue: "The general average cannot be drawn up until the ship's value is known (facts.ship.valuation).",
  notAppraised: "The general average cannot be drawn up until every parcel is appraised (facts.cargo[].value).",
  noThrownFreight:
    "The general average cannot be drawn up until the freight on the goods thrown is known (facts.cargo[].freight, or facts.ship.freight_total).",
  cannot: "The general average cannot be drawn up: {why}.",
  owes: "{from} owes {to} {amount}",
  stillOwed: "the freight on the goods thrown overboard, still owed beside the average ({q})",
  heading: "General average: {loss} over {mass}",
  receives: "receives {amount}",
  pays: "pays {amount}",
  share:
    "pay his share of the average, {amount}, or give sufficient security for it, before the skipper need let him have his goods",
  shareSet:
    "pay his share of the average, {amount}, or give sufficient security for it, before the skipper need let him have his goods; {good} is made good to him, so on balance he {balance}",
  contributes: "contributes {exact} on a value of {value}; {good} is made good to it; net {net} (dl-averi/25)",
  fund: "The loss made good in general average, and each party's contribution to it",
  rounding: "{tieBreak} Each line of the statement is rounded; a party's contribution is the sum of its lines.",
  merchant: "merchant, owner of goods aboard",
  laidOut: "who laid out money made good in the average",
});

// 25, 23, Q-A10: the ship; 25, Q-A12: the freight; 25, Q-A11, Q-A36: the goods

interface ShipInput {
  readonly value: Money;
  readonly sacrificed: Money;
}

const shipPlusSacrifice = rule<ShipInput, Money>({
  id: "dl-averi/25#ship-plus-sacrifice",
  label:
    "the ship contributes on the skipper's valuation plus her own parts sacrificed, which are made good (Q-A10 R2)",
  provisions: [at(25), at(23)],
  readings: ["ship_valuation"],
  when: (s, ctx) => s.sacrificed.minor.sign() > 0 && is(ctx, "ship_valuation", "R2"),
  gives: (s) => s.value.add(s.sacrificed),
  show: (m) => m.format(),
});

const wholeShip = rule<ShipInput, Money>({
  id: "dl-averi/25#ship",
  label: "the damage is divided over the whole ship, at the value the skipper put on her as he would keep her",
  provisions: [at(25), at(23)],
  gives: (s) => s.value,
  facts: (s) => ({ valuation: s.value.format(), sacrificed: s.sacrificed.format() }),
  show: (m) => m.format(),
  exceptions: [shipPlusSacrifice],
});

interface FreightInput {
  /** The freight on all the goods shipped. */
  readonly all: Money;
  /** Of it, the freight on the goods thrown overboard; undefined when it cannot be told. */
  readonly thrown: Money | undefined;
}

const hasThrownFreight = (f: FreightInput): boolean => f.thrown === undefined || f.thrown.minor.sign() > 0;

const freightOnKept = rule<FreightInput, Money | undefined>({
  id: "dl-averi/25#freight-kept",
  label: "only the freight earned on the goods that arrive contributes (Q-A12 R2)",
  provisions: [at(25)],
  readings: ["ga_freight_basis"],
  when: (f, ctx) => hasThrownFreight(f) && is(ctx, "ga_freight_basis", "R2"),
  gives: (f) => (f.thrown ? f.all.sub(f.thrown) : undefined),
  show: (m) => m?.format() ?? say.notKnown(),
});

export const freightOnAll = rule<FreightInput, Money | undefined>({
  id: "dl-averi/25#freight",
  label:
    "the damage is divided also over the freight that was to be paid for all the goods shipped, both those kept and those thrown overboard",
  provisions: [at(25)],
  gives: (f) => f.all,
  facts: (f) => ({ all: f.all.format(), thrown: f.thrown?.format() ?? null }),
  show: (m) => m?.format() ?? say.notKnown(),
  exceptions: [freightOnKept],
});

const freightLost = rule<FreightInput, Money | undefined>({
  id: "dl-averi/25#freight-lost",
  label: "the freight on the goods thrown overboard is lost, and made good in the average (Q-A13 R2)",
  provisions: [at(25)],
  readings: ["freight_on_jettisoned"],
  when: (f, ctx) => hasThrownFreight(f) && is(ctx, "freight_on_jettisoned", "R2"),
  gives: (f) => f.thrown,
  show: (m) => m?.format() ?? say.notKnown(),
});

interface Contributing {
  readonly x: Parcel;
  /** What is made good to this parcel. */
  readonly madeGood: Money;
}

const arrivedPlusRecovered = (k: Contributing): Money =>
  (k.x.arrived as Money).add(k.x.recovered ?? Money.zero(k.madeGood.currency));

const sacrificedContribute = rule<Contributing, Money>({
  id: "dl-averi/25#sacrificed-contribute",
  label:
    "the goods made good contribute too, on what they arrive at and what is made good to them, so that every interest bears the same rate (Q-A11 R2)",
  provisions: [at(25)],
  readings: ["ga_jettisoned_contribute"],
  when: (k, ctx) =>
    (k.madeGood.minor.sign() > 0 || k.x.recovered !== undefined) && is(ctx, "ga_jettisoned_contribute", "R2"),
  gives: (k) => arrivedPlusRecovered(k).add(k.madeGood),
  show: quiet,
});

const recoveredContribute = rule<Contributing, Money>({
  id: "dl-averi/31#recovered-contribute",
  label:
    "goods thrown and recovered are in the owner's hands like goods kept, and contribute with them at their recovered value (Q-A36 R1)",
  provisions: [at(31), at(25)],
  readings: ["ga_jettisoned_contribute", "recovered_goods_contribute"],
  when: (k, ctx) =>
    k.x.recovered !== undefined &&
    is(ctx, "ga_jettisoned_contribute", "R1") &&
    is(ctx, "recovered_goods_contribute", "R1"),
  gives: arrivedPlusRecovered,
  show: quiet,
});

const goodsKept = rule<Contributing, Money>({
  id: "dl-averi/25#goods-kept",
  label:
    "the damage is divided over all the goods kept, at their value as they arrive; the goods thrown overboard contribute nothing (Q-A11 R1)",
  provisions: [at(25)],
  gives: (k) => k.x.arrived as Money,
  show: quiet,
  exceptions: [sacrificedContribute, recoveredContribute],
});

// ---------------------------------------------------------------------------
// The general average (25–32)

/**
 * The freight on a parcel's goods thrown: its freight split by the values thrown
 * and kept. Where neither has any value the values cannot split it: a parcel thrown
 * whole (no value given for the part thrown) carries all its freight as thrown;
 * otherwise it cannot be told (undefined).
 */
function freightOnThrown(x: Parcel, fr: Money): Money | undefined {
  if (!x.value || !x.thrown || !x.kept) return undefined;
  if (x.thrown.minor.sign() === 0 && x.kept.minor.sign() === 0) {
    return x.p.jettisoned && x.p.jettisoned.value === undefined ? fr : undefined;
  }
  const s = split(fr, [
    { key: "thrown", weight: x.thrown.minor },
    { key: "kept", weight: x.kept.minor },
  ]);
  return (s.lines[0] as (typeof s.lines)[number]).rounded;
}

/** The freight on the goods thrown, parcel by parcel: its freight split by the values thrown and kept. */
export function thrownFreight(c: GaCase): Money | undefined {
  let total = c.zero;
  for (const x of c.parcels) {
    if (!x.p.jettisoned) continue;
    const fr = x.p.freight;
    if (!fr) {
      if (c.f.ship.freight_total) return undefined;
      continue;
    }
    const thrown = freightOnThrown(x, fr);
    if (!thrown) return undefined;
    total = total.add(thrown);
  }
  return total;
}

/**
 * Under Q-A13 R1 the freight on the goods thrown is still to be paid, outside the
 * average: each shipper owes the owners the freight on his part thrown, split from
 * the parcel's freight by the values thrown and kept. Only where the freight is
 * agreed per parcel and the freight contributes.
 */
const freightStillOwed = rule<{ readonly c: GaCase; readonly freightContributes: boolean }, SideDebt[]>({
  id: "dl-averi/25#freight-still-owed",
  reads: ["facts.cargo[].{freight,jettisoned,owner,shipper}"],
  label:
    "the freight on the goods thrown is still paid, outside the average: each shipper owes the ship's owners the freight on his part thrown (Q-A13 R1)",
  provisions: [at(25)],
  readings: ["freight_on_jettisoned"],
  when: ({ freightContributes }, ctx) => freightContributes && is(ctx, "freight_on_jettisoned", "R1"),
  gives: ({ c }) => {
    const out: SideDebt[] = [];
    for (const x of c.parcels) {
      const fr = x.p.freight;
      if (!x.p.jettisoned || !fr) continue;
      const owed = freightOnThrown(x, fr);
      if (!owed) continue;
      const from = x.p.shipper ?? x.p.owner;
      if (owed.minor.sign() > 0 && from !== c.owners.id) out.push({ from, to: c.owners.id, amount: owed });
    }
    return out;
  },
});

export function freightAll(c: GaCase, out: Collected): Money {
  const perParcel = c.parcels.reduce((s, x) => (x.p.freight ? s.add(x.p.freight) : s), c.zero);
  const total = c.f.ship.freight_total;
  if (total && perParcel.minor.sign() > 0 && !total.eq(perParcel)) {
    out.warn(say.freightTotal({ total: total.format(), perParcel: perParcel.format() }), at(25));
  }
  return total ?? perParcel;
}

function freightInterest(c: GaCase, ctx: RuleContext, out: Collected, steps: Step[]): Interest | undefined {
  const all = freightAll(c, out);
  const f: FreightInput = { all, thrown: thrownFreight(c) };
  if (all.minor.sign() === 0) return undefined;
  const value = evaluate(freightOnAll, f, ctx);
  const lost = evaluateOr(freightLost, f, ctx, {
    value: c.zero,
    label: hasThrownFreight(f) ? say.freightStillToPay() : say.noFreightThrown(),
    provisions: [at(25)],
  });
  steps.push(value.step, lost.step);
  if (value.value === undefined || lost.value === undefined) {
    out.assess({
      what: say.freightThrownWhat(),
      by: say.freightThrownBy(),
      basis: say.freightThrownBasis({ basis: q(ctx, "ga_freight_basis"), jettisoned: q(ctx, "freight_on_jettisoned") }),
      provisions: [at(25)],
    });
    return undefined;
  }
  return {
    interest: "freight",
    owner: c.owners.id,
    kind: "freight",
    label: say.freightLabel({ ship: { the: c.shipName } }),
    value: value.value,
    madeGood: lost.value,
    provisions: [at(25)],
  };
}

function shipInterest(c: GaCase, shipValue: Money, ctx: RuleContext, steps: Step[]): Interest {
  const t = tally(say.shipDamage(), [gearCut, shipRunAshore], c.f.sacrifices, "sacrifice", ctx, c.zero);
  if (c.f.sacrifices.length > 0) steps.push(t.step);
  const notAverage = c.f.sacrifices.filter((_, i) => t.values[i] === undefined);
  if (notAverage.length > 0) {
    steps.push(
      note(
        say.notAverageAshore({
          amount: notAverage.reduce((s, x) => s.add(x.value), c.zero).format(),
          q: q(ctx, "stranding_vs_beaching"),
        }),
        [at(25), provision("dl-vrag", 22)],
      ),
    );
  }
  const value = evaluate(wholeShip, { value: shipValue, sacrificed: t.total }, ctx);
  steps.push(value.step);
  const what = c.f.sacrifices.map((s) => s.description ?? s.what.replace(/_/g, " ")).join(", ");
  return {
    interest: "ship",
    owner: c.owners.id,
    kind: "ship",
    label: what ? say.shipLabel({ ship: { the: c.shipName }, what }) : the(c.shipName),
    value: value.value as Money,
    madeGood: t.total,
    provisions: [at(23), at(25)],
  };
}

function goodsInterests(c: GaCase, madeGood: readonly Money[], ctx: RuleContext, steps: Step[]): Interest[] {
  const t = tally(
    say.goodsContribute(),
    [goodsKept],
    c.parcels.map((x, i) => ({ x, madeGood: madeGood[i] as Money })),
    "parcel",
    ctx,
    c.zero,
  );
  steps.push(t.step);
  return c.parcels.map(
    (x, i): Interest => ({
      interest: x.p.id,
      owner: x.p.owner,
      kind: "cargo",
      label: parcelLabel(c, x),
      value: t.values[i] as Money,
      madeGood: madeGood[i] as Money,
      provisions: [at(24), at(25)],
    }),
  );
}

/** Whether the main average can be drawn up at all: an emergency, and everything appraised. */
export function averageWanted(c: GaCase, shipValue: Money | undefined, out: Collected): boolean {
  const e = c.f.emergency;
  const sacrificed = c.parcels.some((x) => x.p.jettisoned) || c.f.sacrifices.length > 0;
  if (!e) {
    if (sacrificed) {
      out.warn(say.noEmergency(), at(20), at(25));
    }
    return false;
  }
  if (!e.to_save) return false;
  if (!shipValue) {
    out.warn(say.noShipValue(), at(23), at(25));
    return false;
  }
  if (c.parcels.some((x) => x.value === undefined)) {
    out.warn(say.notAppraised(), at(24), at(25));
    return false;
  }
  return true;
}

interface Adjusted {
  readonly interests: number;
  readonly adjusted: ReturnType<typeof adjust>;
}

const chargedToAll = rule<Adjusted, { loss: string; mass: string; rate: string }>({
  id: "dl-averi/25#statement",
  label:
    "the damage is charged to all the parties concerned, which is called average: each pays the loss times its value over the whole contributing value",
  provisions: [at(25)],
  facts: ({ interests, adjusted }) => ({ interests, parties: adjusted.statement.balances.length }),
  gives: ({ adjusted: a }) => ({ loss: a.loss.format(), mass: a.mass.format(), rate: a.rate.toString() }),
});

export interface GeneralAverage {
  readonly statement: AverageStatement;
  readonly fund: Fund;
  readonly allocations: Allocation[];
  readonly step: Step;
}

export function generalAverage(
  c: GaCase,
  shipValue: Money,
  ctx: RuleContext,
  out: Collected,
): GeneralAverage | undefined {
  const steps: Step[] = [];
  const madeGood = madeGoodToGoods(c, ctx, steps);
  steps.push(notAverageDamage(c, ctx));
  const ship = shipInterest(c, shipValue, ctx, steps);
  const freight = freightInterest(c, ctx, out, steps);
  if (!freight && freightAll(c, new Collected()).minor.sign() > 0) {
    out.warn(say.noThrownFreight(), at(25));
    return undefined;
  }
  const interests: Interest[] = [
    ship,
    ...(freight ? [freight] : []),
    ...goodsInterests(c, madeGood, ctx, steps),
    ...crewHurt(c, ctx, out, steps),
    ...commonSafety(c, ctx, out, steps),
    ...portageAndBottomry(c, ctx, steps),
  ];
  const cite = [at(23), at(24), at(25), at(27), at(28), at(29), at(30), at(31), at(32)];
  let a: ReturnType<typeof adjust>;
  try {
    a = adjust(c.currency, interests, (p) => c.names.get(p) ?? p, cite);
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(say.cannot({ why: e.message }), at(25));
    return undefined;
  }
  steps.push(evaluate(chargedToAll, { interests: interests.length, adjusted: a }, ctx).step);
  const decimals = c.f.statement?.rate_decimals ?? RATE_DECIMALS;
  a.statement.ratePercent = percent(a.rate, decimals);
  a.statement.rateDecimals = decimals;
  const particulars = particularsOf({
    ship: c.shipName,
    from: c.f.voyage.from,
    to: c.f.voyage.to,
    casualtyDate: c.f.emergency?.date,
    casualtyPlace: c.f.emergency?.place,
    statementDate: c.f.statement?.date,
    statementPlace: c.f.statement?.place,
    drawnUpBy: c.f.statement?.drawn_up_by,
  });
  if (particulars) a.statement.particulars = particulars;
  a.statement.schedule = scheduleOf(interests, (i) =>
    i.interest.startsWith("expense:")
      ? q(ctx, "common_safety_expense")
      : i.interest === "freight"
        ? q(ctx, "freight_on_jettisoned")
        : i.interest.startsWith("portage:")
          ? q(ctx, "portage_bottomry")
          : undefined,
  );
  const still = evaluateTold(freightStillOwed, { c, freightContributes: freight !== undefined }, ctx, (o) => ({
    value: (o.value ?? []).map((d) =>
      say.owes({
        from: c.names.get(d.from) ?? d.from,
        to: d.to === c.owners.id ? c.ownersInSentence : (c.names.get(d.to) ?? d.to).replace(/^The\b/, "the"),
        amount: d.amount.format(),
      }),
    ),
  }));
  const side = still.applied ? (still.value as SideDebt[]) : [];
  if (still.applied && side.length > 0 && ctx.explain !== false) steps.push(still.step);
  for (const d of side) {
    out.liabilities.push({
      from: d.from,
      to: d.to,
      amount: d.amount.toJSON(),
      description: say.stillOwed({ q: q(ctx, "freight_on_jettisoned") }),
      provisions: [at(25)],
      besideAverage: true,
    });
  }
  out.liabilities.push(...settlement(c.currency, a.statement, side, [at(25), at(26)]));
  lien(c, a.statement, out);
  const { fund, allocations } = contributionsByParty(c, a.statement, a.loss);
  return {
    statement: a.statement,
    fund,
    allocations,
    step: section(say.heading({ loss: a.loss.format(), mass: a.mass.format() }), [at(25)], steps, a.rate.toString()),
  };
}

// 26: the skipper's lien

function lien(c: GaCase, s: AverageStatement, out: Collected): void {
  const cargoOwners = new Set(s.lines.filter((l) => l.kind === "cargo").map((l) => l.owner));
  for (const b of s.balances) {
    if (!cargoOwners.has(b.party) || b.contribution.minor === "0") continue;
    const paid = Money.ofMinor(c.currency, BigInt(b.contribution.minor));
    const good = Money.ofMinor(c.currency, BigInt(b.madeGood.minor));
    const net = Money.ofMinor(c.currency, BigInt(b.net.minor));
    const what =
      good.minor.sign() > 0
        ? say.shareSet({
            amount: paid.format(),
            good: good.format(),
            balance:
              net.minor.sign() >= 0
                ? say.receives({ amount: net.format() })
                : say.pays({ amount: Money.zero(c.currency).sub(net).format() }),
          })
        : say.share({ amount: paid.format() });
    out.must(b.party, what, undefined, at(26));
  }
}

/** funds[0] is the loss; one allocation per party: its contribution to the loss. */
function contributionsByParty(c: GaCase, s: AverageStatement, loss: Money): { fund: Fund; allocations: Allocation[] } {
  const byParty = new Map<string, { exact: Rational; rounded: bigint; value: Rational; kinds: Set<string> }>();
  for (const l of s.lines) {
    const b = byParty.get(l.owner) ?? { exact: Rational.ZERO, rounded: 0n, value: Rational.ZERO, kinds: new Set() };
    b.exact = b.exact.add(Rational.parse(l.contributionExact.minor));
    b.rounded += BigInt(l.contribution.minor);
    b.value = b.value.add(Rational.parse(l.contributoryValue.minor));
    b.kinds.add(l.kind);
    byParty.set(l.owner, b);
  }
  const mass = Rational.parse(s.mass.minor);
  const allocations: Allocation[] = s.balances.map((bal) => {
    const b = byParty.get(bal.party) as { exact: Rational; rounded: bigint; value: Rational; kinds: Set<string> };
    const exact = Money.ofMinor(c.currency, b.exact);
    const rounded = Money.ofMinor(c.currency, b.rounded);
    const good = Money.ofMinor(c.currency, BigInt(bal.madeGood.minor));
    const net = Money.ofMinor(c.currency, BigInt(bal.net.minor));
    const reason = say.contributes({
      exact: exact.format(),
      value: Money.ofMinor(c.currency, b.value).format(),
      good: good.format(),
      net: net.format(),
    });
    return {
      id: bal.party,
      name: bal.name,
      role: roleOf(c, bal.party, b.kinds),
      basis: [{ parts: mass.isZero() ? "0" : b.value.div(mass).toString(), reason, provisions: [at(25)] }],
      fraction: mass.isZero() ? "0" : b.value.div(mass).toString(),
      exact: exact.toJSON(),
      rounded: rounded.toJSON(),
      roundedUp: rounded.minor.gt(Rational.of(exact.minor.floor())),
      reason,
      provisions: [at(25)],
    };
  });
  const fund: Fund = {
    label: say.fund(),
    amount: loss.toJSON(),
    provisions: [at(25)],
    rounding: say.rounding({ tieBreak: TIE_BREAK_RULE }),
  };
  return { fund, allocations };
}

function roleOf(c: GaCase, party: string, kinds: Set<string>): string {
  if (party === c.owners.id) return c.owners.role;
  if (kinds.has("cargo") && c.f.cargo.some((p) => p.owner === party)) return say.merchant();
  if (party === c.skipper.id) return c.skipper.role;
  return say.laidOut();
}
