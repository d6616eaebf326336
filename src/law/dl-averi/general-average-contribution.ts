/**
 * dl-averi/25–32: the loss made good, spread over ship, goods kept and freight, and the
 * skipper's lien (26).
 */

import type { Injury, Sacrifice } from "../../cases/kinds/general-average.js";
import { adjust, type Interest } from "../../core/average.js";
import type { Allocation, AverageStatement, Fund, PartyRef } from "../../core/determination.js";
import { note, type Step } from "../../core/explain.js";
import { Money, MoneyError } from "../../core/money.js";
import { the } from "../../core/names.js";
import { Rational } from "../../core/rational.js";
import { evaluate, evaluateOr, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type GaCase, listed, type Parcel, personRef, plural, quiet, tally } from "./general-average-common.js";
import {
  particularsOf,
  percent,
  RATE_DECIMALS,
  type SideDebt,
  scheduleOf,
  settlement,
} from "./general-average-settlement.js";
import { at, Collected, is, q, reading, section } from "./kit.js";

// 25, 28, 31: what is made good for the goods thrown

interface Thrown {
  readonly x: Parcel;
}

/** The documents the skipper holds cover these goods, as Q-A15 reads 'konnossementer og fragtbreve'. */
function covered(x: Parcel, ctx: RuleContext): boolean {
  const b = x.p.bill_of_lading;
  const l = x.p.freight_letter;
  if (b && l) return true;
  if (!b && !l) return false;
  return is(ctx, "bills_of_lading", "R1");
}

/** What the documents show of the goods thrown. */
function documented(x: Parcel, ctx: RuleContext): Money {
  const zero = Money.zero((x.thrown as Money).currency);
  if (!covered(x, ctx)) return zero;
  const d = x.p.jettisoned?.documented_value;
  return d && d.cmp(x.thrown as Money) < 0 ? d : (x.thrown as Money);
}

const fallsShort = (t: Thrown, ctx: RuleContext): boolean => documented(t.x, ctx).cmp(t.x.thrown as Money) < 0;

const moreProved = rule<Thrown, Money>({
  id: "dl-averi/28#more-proved",
  label: "unless the skipper lawfully and sufficiently proves that more and other goods were in the hold",
  provisions: [at(28)],
  when: (t, ctx) => t.x.p.jettisoned?.more_proved === true && fallsShort(t, ctx),
  gives: (t) => t.x.thrown as Money,
  show: quiet,
});

const onlyAsFarAsDocuments = rule<Thrown, Money>({
  id: "dl-averi/28#documents",
  label:
    "in the reckoning, the goods thrown overboard count only so far as the skipper has bills of lading and freight letters for them, and no further",
  provisions: [at(28)],
  when: fallsShort,
  gives: (t, ctx) => documented(t.x, ctx),
  show: quiet,
  exceptions: [moreProved],
});

const thrownAtMarket = rule<Thrown, Money>({
  id: "dl-averi/24#thrown",
  label: "the goods thrown overboard count at their value at the market where the goods kept are sold",
  provisions: [at(24), at(25)],
  gives: (t) => t.x.thrown as Money,
  show: quiet,
  exceptions: [onlyAsFarAsDocuments],
});

interface Counted {
  readonly x: Parcel;
  readonly counted: Money;
}

const onlyTheDamage = rule<Counted, Money>({
  id: "dl-averi/31#recovered",
  label:
    "goods thrown that drift ashore or are fished up, and come back to the owner: no more is made good for them than the damage they suffered",
  provisions: [at(31)],
  when: (k) => k.x.recovered !== undefined,
  gives: (k) => {
    const d = k.counted.sub(k.x.recovered as Money);
    return d.minor.sign() > 0 ? d : Money.zero(d.currency);
  },
  show: quiet,
});

const thrownMadeGood = rule<Counted, Money>({
  id: "dl-averi/25#thrown",
  label: "the loss of the goods thrown overboard is average, made good by all the parties concerned",
  provisions: [at(25)],
  gives: (k) => k.counted,
  show: quiet,
  exceptions: [onlyTheDamage],
});

// 29, 30, Q-V15: damage to the goods kept

const spoiledByJettison = rule<Parcel, Money>({
  id: "dl-averi/29#spoiled",
  label:
    "goods spoiled because of the jettison, or washed out by the sea in the course of it: that damage is also average",
  provisions: [at(29)],
  when: (x) => x.damage.jettison.minor.sign() > 0,
  gives: (x) => x.damage.jettison,
  show: quiet,
});

const damagedAshore = rule<Parcel, Money>({
  id: "dl-averi/25#goods-run-ashore",
  label:
    "damage done to the goods when the ship was run ashore on purpose, 'in the said case', is average like the jettison (Q-V15 R1)",
  provisions: [at(25), at(20)],
  when: (x, ctx) => x.damage.ashore.minor.sign() > 0 && is(ctx, "stranding_vs_beaching", "R1"),
  gives: (x) => x.damage.ashore,
  show: quiet,
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
  when: (f, ctx) => hasThrownFreight(f) && is(ctx, "ga_freight_basis", "R2"),
  gives: (f) => (f.thrown ? f.all.sub(f.thrown) : undefined),
  show: (m) => m?.format() ?? "not known",
});

export const freightOnAll = rule<FreightInput, Money | undefined>({
  id: "dl-averi/25#freight",
  label:
    "the damage is divided also over the freight that was to be paid for all the goods shipped, both those kept and those thrown overboard",
  provisions: [at(25)],
  gives: (f) => f.all,
  facts: (f) => ({ all: f.all.format(), thrown: f.thrown?.format() ?? null }),
  show: (m) => m?.format() ?? "not known",
  exceptions: [freightOnKept],
});

const freightLost = rule<FreightInput, Money | undefined>({
  id: "dl-averi/25#freight-lost",
  label: "the freight on the goods thrown overboard is lost, and made good in the average (Q-A13 R2)",
  provisions: [at(25)],
  when: (f, ctx) => hasThrownFreight(f) && is(ctx, "freight_on_jettisoned", "R2"),
  gives: (f) => f.thrown,
  show: (m) => m?.format() ?? "not known",
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

// 25, 31, Q-V15: the ship's own sacrifices; 32: the crew hurt

const gearRecovered = rule<Sacrifice, Money>({
  id: "dl-averi/31#gear-recovered",
  label: "ship's gear cut away that drifts ashore or is fished up, and comes back: only its damage is made good",
  provisions: [at(31)],
  when: (s) => s.what !== "running_ashore" && s.recovered !== undefined,
  gives: (s) => s.value.sub((s.recovered as { value: Money }).value),
  show: quiet,
});

const gearCut = rule<Sacrifice, Money>({
  id: "dl-averi/25#gear",
  label: "mast, cable, anchor rope or other gear cut away to save ship and goods is average",
  provisions: [at(25)],
  when: (s) => s.what !== "running_ashore",
  gives: (s) => s.value,
  show: quiet,
  exceptions: [gearRecovered],
});

const shipRunAshore = rule<Sacrifice, Money>({
  id: "dl-averi/25#ship-run-ashore",
  label:
    "the damage done to the ship when she was run ashore on purpose to save ship and goods is average 'in the said case' (Q-V15 R1)",
  provisions: [at(25), at(20)],
  when: (s, ctx) => s.what === "running_ashore" && is(ctx, "stranding_vs_beaching", "R1"),
  gives: (s) => s.value,
  show: quiet,
});

const burialAshore = rule<Injury, Money>({
  id: "dl-averi/32#burial",
  label:
    "the cost of burial of a seaman who died of it, if he is buried ashore ('om det er ved land, at dem begravelse gøres'), is paid like other average",
  provisions: [at(32)],
  when: (i) => i.burial !== undefined && i.buried === "on_land",
  gives: (i) => (i.doctor ?? Money.zero((i.burial as Money).currency)).add(i.burial as Money),
  show: quiet,
});

const doctorsFee = rule<Injury, Money>({
  id: "dl-averi/32#doctor",
  label:
    "the doctor's fee of crew hurt in such an event is paid by ship, goods and freight like other average, each according to his share",
  provisions: [at(32)],
  when: (i) => i.doctor !== undefined,
  gives: (i) => i.doctor as Money,
  show: quiet,
  exceptions: [burialAshore],
});

// ---------------------------------------------------------------------------
// The general average (25–32)

/** The party who laid money out, by id; the ship's owners when the case names no one. */
export function payer(c: GaCase, id: string | undefined): PartyRef {
  if (id === undefined || id === c.owners.id) return c.owners;
  if (c.f.ship.owners.length === 1 && c.f.ship.owners[0]?.person === id) return c.owners;
  return personRef(c, id, "who laid the money out");
}

export function parcelLabel(c: GaCase, x: Parcel): string {
  const owner = c.names.get(x.p.owner) ?? x.p.owner;
  return `${x.p.what ?? "goods"} of ${owner}, bill of lading ${x.p.id}`;
}

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
function freightStillOwed(c: GaCase, ctx: RuleContext, freightContributes: boolean): SideDebt[] {
  if (!freightContributes || !is(ctx, "freight_on_jettisoned", "R1")) return [];
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
}

export function freightAll(c: GaCase, out: Collected): Money {
  const perParcel = c.parcels.reduce((s, x) => (x.p.freight ? s.add(x.p.freight) : s), c.zero);
  const total = c.f.ship.freight_total;
  if (total && perParcel.minor.sign() > 0 && !total.eq(perParcel)) {
    out.warn(
      `The freight in total, ${total.format()}, is not the sum of the freight per parcel, ${perParcel.format()}; the total is used.`,
      at(25),
    );
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
    label: hasThrownFreight(f)
      ? "the freight on the goods thrown overboard is still to be paid by their shippers, outside the average (Q-A13 R1)"
      : "no freight was agreed on goods thrown overboard: no freight is lost",
    provisions: [at(25)],
  });
  steps.push(value.step, lost.step);
  if (value.value === undefined || lost.value === undefined) {
    out.assess({
      what: "The freight on the goods thrown overboard, out of the freight agreed in total",
      by: "the skipper and the shippers, or good men (the text names none)",
      basis: `under ${q(ctx, "ga_freight_basis")} and ${q(ctx, "freight_on_jettisoned")} the freight on the goods thrown must be known; the case gives the freight in total only, or a parcel thrown is not yet appraised`,
      provisions: [at(25)],
    });
    return undefined;
  }
  return {
    interest: "freight",
    owner: c.owners.id,
    kind: "freight",
    label: `freight of ${the(c.shipName)}, earned by her owners`,
    value: value.value,
    madeGood: lost.value,
    provisions: [at(25)],
  };
}

function shipInterest(c: GaCase, shipValue: Money, ctx: RuleContext, steps: Step[]): Interest {
  const t = tally(
    "The damage done to the ship in the emergency: mast or gear cut away, or the ship run ashore",
    [gearCut, shipRunAshore],
    c.f.sacrifices,
    "sacrifice",
    ctx,
    c.zero,
  );
  if (c.f.sacrifices.length > 0) steps.push(t.step);
  const notAverage = c.f.sacrifices.filter((_, i) => t.values[i] === undefined);
  if (notAverage.length > 0) {
    steps.push(
      note(
        `not average: the damage of running the ship ashore, ${notAverage.reduce((s, x) => s.add(x.value), c.zero).format()}, under ${q(ctx, "stranding_vs_beaching")} (no average is owed out of stranded goods)`,
        [at(25), "dl-vrag/22"],
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
    label: `${the(c.shipName)}${what ? `; made good: ${what}` : ""}`,
    value: value.value as Money,
    madeGood: t.total,
    provisions: [at(23), at(25)],
  };
}

/** What is made good to each parcel: the goods thrown (24, 25, 28, 31) and the damage admitted (29, Q-V15). */
function madeGoodToGoods(c: GaCase, ctx: RuleContext, steps: Step[]): Money[] {
  const thrown = c.parcels.filter((x) => x.p.jettisoned);
  const counted = tally(
    "What the goods thrown overboard count for",
    [thrownAtMarket],
    thrown.map((x) => ({ x })),
    "parcel",
    ctx,
    c.zero,
  );
  const made = tally(
    "What is made good for the goods thrown overboard",
    [thrownMadeGood],
    thrown.map((x, i) => ({ x, counted: counted.values[i] as Money })),
    "parcel",
    ctx,
    c.zero,
  );
  const spoiled = tally("Goods spoiled by the jettison", [spoiledByJettison], c.parcels, "parcel", ctx, c.zero);
  const ashore = tally("Goods damaged when the ship was run ashore", [damagedAshore], c.parcels, "parcel", ctx, c.zero);
  steps.push(counted.step, made.step);
  if (spoiled.total.minor.sign() > 0) steps.push(spoiled.step);
  if (c.parcels.some((x) => x.damage.ashore.minor.sign() > 0)) steps.push(ashore.step);
  const out = c.parcels.map((_, i) => (spoiled.values[i] ?? c.zero).add(ashore.values[i] ?? c.zero));
  thrown.forEach((x, i) => {
    out[x.index] = (out[x.index] as Money).add(made.values[i] as Money);
  });
  return out;
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

interface OtherDamage {
  /** The parcels damaged otherwise than by the jettison, or after restowing. */
  readonly parcels: number;
  readonly sum: Money;
}

const otherDamageNotAverage = rule<OtherDamage, string>({
  id: "dl-averi/30#not-average",
  label:
    "whatever comes to harm apart from such an event is not reckoned as average, nor any damage after the goods are stowed again and put in order",
  provisions: [at(30)],
  when: (d) => d.parcels > 0,
  facts: (d) => ({ parcels: d.parcels }),
  gives: (d) => `${plural(d.parcels, "parcel")}: ${d.sum.format()}, borne by their owners`,
});

function notAverageDamage(c: GaCase, ctx: RuleContext): Step {
  let n = 0;
  let sum = c.zero;
  let ashoreLeft = c.zero;
  for (const x of c.parcels) {
    const d = x.damage.other.add(x.damage.restowing);
    if (d.minor.sign() > 0) {
      n++;
      sum = sum.add(d);
    }
    ashoreLeft = ashoreLeft.add(x.damage.ashore);
  }
  const step = evaluate(otherDamageNotAverage, { parcels: n, sum }, ctx).step;
  if (ashoreLeft.minor.sign() > 0 && is(ctx, "stranding_vs_beaching", "R2") && ctx.explain !== false) {
    // Q-V15 R2 leaves the damage of running ashore where it falls too: told beside dl-averi/30's own.
    const lies = note(`the damage of running ashore, ${ashoreLeft.format()}, lies where it falls (Q-V15 R2)`, [
      at(25),
      "dl-vrag/22",
    ]);
    return { ...step, children: [...(step.children ?? []), lies] };
  }
  return step;
}

/** The money laid out for the crew hurt (32), one line per party who laid it out. */
function crewHurt(c: GaCase, ctx: RuleContext, out: Collected, steps: Step[]): Interest[] {
  if (c.f.injuries.length === 0) return [];
  const t = tally("Crew hurt in the emergency", [doctorsFee], c.f.injuries, "seaman", ctx, c.zero);
  steps.push(t.step);
  const lines = new Map<string, Money>();
  c.f.injuries.forEach((inj, i) => {
    const v = t.values[i];
    if (inj.burial && inj.buried !== "on_land") {
      const who = inj.person ? (c.names.get(inj.person) ?? inj.person) : "a seaman";
      if (inj.buried === undefined) {
        out.assess({
          what: `Whether ${who} was buried ashore`,
          by: "the court (the text names none)",
          basis:
            "dl-averi/32: the burial is average only 'om det er ved land, at dem begravelse gøres' (if he is buried ashore); give it as facts.injuries[].buried",
          provisions: [at(32)],
        });
      } else {
        out.warn(`${who} was buried at sea: the cost of his burial is not average (dl-averi/32).`, at(32));
      }
    }
    if (!v) return;
    const p = payer(c, inj.paid_by).id;
    lines.set(p, (lines.get(p) ?? c.zero).add(v));
  });
  return [...lines].map(
    ([p, amount]): Interest => ({
      interest: `crew-hurt:${p}`,
      owner: p,
      kind: p === c.owners.id || p === c.skipper.id ? "ship" : "cargo",
      label: `doctor's fees and burial of crew hurt, laid out by ${c.names.get(p) ?? p}`,
      value: c.zero,
      madeGood: amount,
      provisions: [at(32)],
    }),
  );
}

const EXPENSE_WORDS: Record<string, string> = {
  tug: "a tug",
  port_of_refuge: "the costs of a port of refuge",
  salvage: "a salvor's bill",
  other: "an expense",
};

/** The expenses of the common safety and what they come to. */
function expensesOf(c: GaCase): { n: number; total: Money } {
  return { n: c.f.expenses.length, total: c.f.expenses.reduce((t, x) => t.add(x.amount), c.zero) };
}

interface SafetyExpense {
  readonly admitted: boolean;
  readonly words: string;
}

/** Q-S10 R2: the text lists no such item among its items of average, so it lies where it falls. */
const commonSafetyNotAverage = rule<GaCase, SafetyExpense>({
  id: "dl-averi/25#common-safety-not-average",
  label:
    "the text lists no expense for the common safety among its items of average (dl-averi/25–41): it lies on whoever laid it out (Q-S10 R2)",
  provisions: [at(20), at(25)],
  when: (_c, ctx) => is(ctx, "common_safety_expense", "R2"),
  readings: ["common_safety_expense"],
  gives: (c) => ({
    admitted: false,
    words: `${expensesOf(c).total.format()} not average: it lies on whoever laid it out (Q-S10 R2)`,
  }),
  show: (v) => v.words,
});

/** Q-S10 R1: money laid out for the common safety is made good in the general average of 25. */
const commonSafetyExpense = rule<GaCase, SafetyExpense>({
  id: "dl-averi/25#common-safety-expense",
  label:
    "money laid out for the common safety in the distress (a tug, a port of refuge, a salvor's bill), which the text does not list",
  provisions: [at(20), at(25)],
  readings: ["common_safety_expense"],
  facts: (c) => {
    const e = expensesOf(c);
    return { expenses: e.n, total: e.total.format() };
  },
  gives: (c) => ({
    admitted: true,
    words: `${expensesOf(c).total.format()} made good in the general average (Q-S10 R1)`,
  }),
  show: (v) => v.words,
  exceptions: [commonSafetyNotAverage],
});

/**
 * Money laid out for the common safety in the distress (a tug, a port of refuge, a
 * salvor's bill): no item of the 1683 text, so which provision covers it is the
 * reading Q-S10. Under R1 it goes into the general average of dl-averi/25, one
 * line per party who laid it out; under R2 it lies where it falls.
 */
function commonSafety(c: GaCase, ctx: RuleContext, out: Collected, steps: Step[]): Interest[] {
  const list = c.f.expenses;
  if (list.length === 0) return [];
  const o = evaluate(commonSafetyExpense, c, ctx);
  steps.push(o.step);
  const admitted = o.value?.admitted === true;
  out.warn(
    `The 1683 text lists only its own items of average (dl-averi/25–41): an expense for the common safety (${listed(list.map((x) => x.description ?? EXPENSE_WORDS[x.what] ?? x.what))}) is none of them. ${
      admitted
        ? `It is admitted in the general average of dl-averi/25 under ${q(ctx, "common_safety_expense")}.`
        : `Under ${q(ctx, "common_safety_expense")} it is not average and lies on whoever laid it out.`
    }`,
    at(25),
  );
  if (!admitted) return [];
  const lines = new Map<string, { amount: Money; what: string[] }>();
  for (const x of list) {
    const p = payer(c, x.paid_by).id;
    const l = lines.get(p) ?? { amount: c.zero, what: [] };
    l.amount = l.amount.add(x.amount);
    l.what.push(x.description ?? EXPENSE_WORDS[x.what] ?? x.what);
    lines.set(p, l);
  }
  return [...lines].map(
    ([p, l]): Interest => ({
      interest: `expense:${p}`,
      owner: p,
      kind: p === c.owners.id || p === c.skipper.id ? "ship" : "cargo",
      label: `for the common safety: ${l.what.join("; ")}, laid out by ${c.names.get(p) ?? p}`,
      value: c.zero,
      madeGood: l.amount,
      provisions: [at(20), at(25)],
    }),
  );
}

/** 27: the crew's portage and bottomry money (Q-A14). */
function portageAndBottomry(c: GaCase, ctx: RuleContext, steps: Step[]): Interest[] {
  const f = c.f;
  if (f.portage.length === 0 && f.bottomry.length === 0) return [];
  const compensated = is(ctx, "portage_bottomry", "R2");
  const lost = f.portage.filter((p) => p.jettisoned);
  const lines = new Map<string, Money>();
  if (compensated) for (const p of lost) lines.set(p.person, (lines.get(p.person) ?? c.zero).add(p.value));
  const lent = f.bottomry.reduce((s, b) => s.add(b.amount), c.zero);
  steps.push({
    rule: "dl-averi/27#portage-bottomry",
    label: "the crew's portage shall not be reckoned, nor any average paid out of bottomry money",
    provisions: [at(27)],
    status: "applied",
    readings: { portage_bottomry: reading(ctx, "portage_bottomry") },
    facts: { portage: f.portage.length, portage_thrown: lost.length, bottomry: lent.format() },
    value: compensated
      ? "portage does not contribute; portage thrown overboard is made good (Q-A14 R2); bottomry money does not contribute"
      : "portage neither contributes nor is made good; bottomry money does not contribute, and the ship contributes on her full value (Q-A14 R1)",
  });
  return [...lines].map(
    ([p, amount]): Interest => ({
      interest: `portage:${p}`,
      owner: p,
      kind: "cargo",
      label: `portage of ${c.names.get(p) ?? p}, thrown overboard`,
      value: c.zero,
      madeGood: amount,
      provisions: [at(27)],
    }),
  );
}

function goodsInterests(c: GaCase, madeGood: readonly Money[], ctx: RuleContext, steps: Step[]): Interest[] {
  const t = tally(
    "What the goods contribute on",
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
      out.warn(
        "Goods or gear were given up, but the case describes no emergency (facts.emergency): general average under dl-averi/25 is the damage done in the distress of dl-averi/20.",
        at(20),
        at(25),
      );
    }
    return false;
  }
  if (!e.to_save) return false;
  if (!shipValue) {
    out.warn(
      "The general average cannot be drawn up until the ship's value is known (facts.ship.valuation).",
      at(23),
      at(25),
    );
    return false;
  }
  if (c.parcels.some((x) => x.value === undefined)) {
    out.warn(
      "The general average cannot be drawn up until every parcel is appraised (facts.cargo[].value).",
      at(24),
      at(25),
    );
    return false;
  }
  return true;
}

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
    out.warn(
      "The general average cannot be drawn up until the freight on the goods thrown is known (facts.cargo[].freight, or facts.ship.freight_total).",
      at(25),
    );
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
    out.warn(`The general average cannot be drawn up: ${e.message}.`, at(25));
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
  const side = freightStillOwed(c, ctx, freight !== undefined);
  for (const d of side) {
    out.liabilities.push({
      from: d.from,
      to: d.to,
      amount: d.amount.toJSON(),
      description: `the freight on the goods thrown overboard, still owed beside the average (${q(ctx, "freight_on_jettisoned")})`,
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
    step: section(`General average: ${a.loss.format()} over ${a.mass.format()}`, [at(25)], steps, a.rate.toString()),
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
    const set =
      good.minor.sign() > 0
        ? `; ${good.format()} is made good to him, so on balance he ${net.minor.sign() >= 0 ? `receives ${net.format()}` : `pays ${Money.zero(c.currency).sub(net).format()}`}`
        : "";
    out.must(
      b.party,
      `pay his share of the average, ${paid.format()}, or give sufficient security for it, before the skipper need let him have his goods${set}`,
      undefined,
      at(26),
    );
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
    const reason = `contributes ${exact.format()} on a value of ${Money.ofMinor(c.currency, b.value).format()}; ${good.format()} is made good to it; net ${net.format()} (dl-averi/25)`;
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
    label: "The loss made good in general average, and each party's contribution to it",
    amount: loss.toJSON(),
    provisions: [at(25)],
    rounding: `${TIE_BREAK_RULE} Each line of the statement is rounded; a party's contribution is the sum of its lines.`,
  };
  return { fund, allocations };
}

function roleOf(c: GaCase, party: string, kinds: Set<string>): string {
  if (party === c.owners.id) return c.owners.role;
  if (kinds.has("cargo") && c.f.cargo.some((p) => p.owner === party)) return "merchant, owner of goods aboard";
  if (party === c.skipper.id) return c.skipper.role;
  return "who laid out money made good in the average";
}
