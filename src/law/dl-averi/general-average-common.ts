/**
 * What the rules of dl-averi/20–41 share: the case as the rules see it, the determination
 * being built, and the rules applied to many parcels at once.
 */

import type {
  CargoParcel,
  Currency,
  GaPerson,
  GeneralAverageFacts,
  LegalDate,
  PartyRef,
  Rule,
  RuleContext,
  Step,
} from "./kit.js";
import {
  addDays,
  at,
  CaseError,
  compare,
  evaluate,
  formatDate,
  IssueList,
  kindRule,
  LEFT_OUT,
  Money,
  nameOf,
  parseDate,
  phrases,
  withOwnReadings,
} from "./kit.js";

const say = phrases("dl-averi/ga", {
  more: "{shown} and {n} more",
  parcels: "{n, plural, one {{count} parcel} other {{count} parcels}}",
  seamen: "{n, plural, one {{count} seaman} other {{count} seamen}}",
  bulkParcels: "{n, plural, one {{count} bulk parcel} other {{count} bulk parcels}}",
  sacrifices: "{n, plural, one {{count} sacrifice} other {{count} sacrifices}}",
  tallied: "{count}: {sum}",
  ownerRole: "owner of {ship}, who earns her freight",
  ownersName: "The owners of {ship}",
  ownersInSentence: "the owners of {ship}",
  ownersRole: "the ship's owners together ({shares}), who earn her freight",
  skipperRole: "skipper of {ship}",
  chartererRole: "who chartered {ship} (the 'befragter')",
  chartererName: "The charterer",
  chartererUnnamed: "who chartered {ship} (not named in the case)",
  laidOut: "who laid the money out",
  parcelLabel: "{owner}'s {what} (bill of lading {id})",
  parcelLabelGoods: "{owner}'s goods (bill of lading {id})",
  julianDate: "a Julian date YYYY-MM-DD or YYYY-MM-DDTHH:MM",
  thrownOverValue: "{thrown} thrown is more than the parcel's value, {value}",
  damageOverKept: "the damage, {damage}, is more than the goods kept, {kept}",
  recoveredOverThrown: "{recovered} is more than the goods thrown were worth, {thrown}",
  gearOverValue: "more than the gear was worth, {value}",
});

/** The provisions this kind implements: dl-averi/20 to dl-averi/41. */
export const GENERAL_AVERAGE_PROVISIONS: readonly string[] = Array.from({ length: 22 }, (_, i) => at(20 + i));

/** The kind's rule: the provisions read together, giving the situation they found. */
export const generalAverageKindRule = kindRule(
  "dl-averi/20-41#general-average",
  "General average and the losses a voyage shares, dl-averi/20–41",
  GENERAL_AVERAGE_PROVISIONS,
  [
    "facts.cargo[].jettisoned.recovered.value",
    "facts.cargo[].jettisoned.{documented_value,order,value}",
    "facts.cargo[].{damage,freight,heavy,owner,packing,quantity,unit,value,weight,what}",
    "facts.charterer_choice.{choice,declared}",
    "facts.emergency.{date,measures[],place,to_save}",
    "facts.grounding.{costs_on_goods,lightered,paid_by,ship_repair}",
    "facts.injuries[].{burial,doctor,paid_by}",
    "facts.people[].aboard",
    "facts.piracy.taken[].{parcel,quantity,value}",
    "facts.piracy.{attackers,bulk_taken,heap}",
    "facts.sacrifices[].{description,recovered,value}",
    "facts.ship.owners[].{person,share}",
    "facts.ship.{freight_total,skipper,valuation,valuation_made_known}",
    "facts.statement.{date,drawn_up_by,place,rate_decimals}",
    "facts.voyage.{arrived,from,to}",
    "facts.{bottomry,charterer,defence,expenses,goods_valued_at,harbour_theft,lighterage,portage,ransom}",
  ],
);

/** At most this many parcels are named in one warning; the rest are counted. */
const LISTED = 10;

export function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, LISTED).join(", ");
  return ids.length > LISTED ? say.more({ shown, n: String(ids.length - LISTED) }) : shown;
}

const IRREGULAR: Record<string, string> = { seaman: "seamen" };
const many = (one: string): string => IRREGULAR[one] ?? `${one}s`;
const COUNTED: Record<string, (typeof say)["parcels"]> = {
  parcel: say.parcels,
  seaman: say.seamen,
  "bulk parcel": say.bulkParcels,
  sacrifice: say.sacrifices,
};
/** "1 parcel", "3 parcels": a count of one of the nouns the rules count. */
export const plural = (n: number, one: string): string => {
  const p = COUNTED[one];
  return p ? p({ n, count: String(n) }) : `${n} ${n === 1 ? one : many(one)}`;
};

// ---------------------------------------------------------------------------
// Moments: a day, or a day and a time of day

export interface Moment {
  readonly day: LegalDate;
  /** Minutes after midnight; undefined when only the day is known. */
  readonly minutes: number | undefined;
}

export function readMoment(text: string | undefined, path: string): Moment | undefined {
  if (text === undefined) return undefined;
  const [day, time] = text.split("T");
  try {
    const d = parseDate(day as string, "julian");
    const minutes = time === undefined ? undefined : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    return { day: d, minutes };
  } catch (e) {
    throw new CaseError("case", [{ path, message: (e as Error).message, expected: say.julianDate() }]);
  }
}

export function showMoment(m: Moment): string {
  if (m.minutes === undefined) return formatDate(m.day);
  const hh = String(Math.floor(m.minutes / 60)).padStart(2, "0");
  const mm = String(m.minutes % 60).padStart(2, "0");
  return `${formatDate(m.day)}T${hh}:${mm}`;
}

export const after24Hours = (m: Moment): Moment => ({ day: addDays(m.day, 1), minutes: m.minutes });

/** a is not later than b; when either has no time of day, the days decide. */
export function notLater(a: Moment, b: Moment): boolean {
  const c = compare(a.day, b.day);
  if (c !== 0) return c < 0;
  return a.minutes === undefined || b.minutes === undefined || a.minutes <= b.minutes;
}

// ---------------------------------------------------------------------------
// The case as the rules see it

interface Damage {
  /** Spoiled by the jettison or washed in the course of it (29). */
  readonly jettison: Money;
  /** Damaged when the ship was run ashore on purpose (25, Q-V15). */
  readonly ashore: Money;
  /** Any other cause (30). */
  readonly other: Money;
  /** After the goods were stowed again (30). */
  readonly restowing: Money;
}

export interface Parcel {
  readonly p: CargoParcel;
  readonly index: number;
  /** The whole parcel, sound, at the market where the goods kept are sold; undefined: not appraised. */
  readonly value: Money | undefined;
  /** The part thrown overboard (zero when all was kept); undefined when it cannot be known. */
  readonly thrown: Money | undefined;
  /** The part kept, sound. */
  readonly kept: Money | undefined;
  readonly damage: Damage;
  /** The part kept as it arrives: kept less all its damage. */
  readonly arrived: Money | undefined;
  /** What the goods thrown are worth as recovered, when the owner got them back (31). */
  readonly recovered: Money | undefined;
}

export interface GaCase {
  readonly f: GeneralAverageFacts;
  readonly currency: Currency;
  readonly zero: Money;
  readonly people: ReadonlyMap<string, GaPerson>;
  readonly parcels: readonly Parcel[];
  readonly byId: ReadonlyMap<string, Parcel>;
  readonly skipper: PartyRef;
  /** The ship's owners, as one party (a single owner, or the owners together). */
  readonly owners: PartyRef;
  /** The owners' name within a sentence: "the owners of the Fortuna". */
  readonly ownersInSentence: string;
  readonly charterer: PartyRef;
  readonly shipName: string;
  readonly arrived: Moment | undefined;
  /** Party id -> name, for every party the determination may name. */
  readonly names: Map<string, string>;
}

function ownersOf(f: GeneralAverageFacts, people: ReadonlyMap<string, GaPerson>, shipName: string): PartyRef {
  const owners = f.ship.owners;
  const who = (id: string) => {
    const p = people.get(id);
    return p ? nameOf(p) : id;
  };
  const only = owners[0];
  if (owners.length === 1 && only) {
    return { id: only.person, name: who(only.person), role: say.ownerRole({ ship: { the: shipName } }) };
  }
  return {
    id: `${f.ship.id}-owners`,
    name: say.ownersName({ ship: { the: shipName } }),
    role: say.ownersRole({ shares: owners.map((o) => `${who(o.person)} ${o.share}`).join(", ") }),
  };
}

export function personRef(c: { people: ReadonlyMap<string, GaPerson> }, id: string, role: string): PartyRef {
  const p = c.people.get(id);
  return { id, name: p ? nameOf(p) : id, role };
}

function damageOf(p: CargoParcel, zero: Money): Damage {
  const d = p.damage;
  return {
    jettison: d?.by_jettison ?? zero,
    ashore: d?.by_running_ashore ?? zero,
    other: d?.other ?? zero,
    restowing: d?.after_restowing ?? zero,
  };
}

const allDamage = (d: Damage): Money => d.jettison.add(d.ashore).add(d.other).add(d.restowing);

function parcelOf(p: CargoParcel, index: number, zero: Money, issues: IssueList): Parcel {
  const path = `facts.cargo[${index}]`;
  const value = p.value;
  const j = p.jettisoned;
  const thrown = j ? (j.value ?? value) : zero;
  const kept = value && thrown ? value.sub(thrown) : undefined;
  const damage = damageOf(p, zero);
  if (kept && kept.minor.sign() < 0) {
    issues.add(
      `${path}.jettisoned.value`,
      say.thrownOverValue({ thrown: String(thrown?.format()), value: String(value?.format()) }),
    );
  }
  const arrived = kept?.sub(allDamage(damage));
  if (kept && kept.minor.sign() >= 0 && arrived && arrived.minor.sign() < 0) {
    issues.add(`${path}.damage`, say.damageOverKept({ damage: allDamage(damage).format(), kept: kept.format() }));
  }
  const recovered = j?.recovered?.value;
  if (recovered && thrown && recovered.cmp(thrown) > 0) {
    issues.add(
      `${path}.jettisoned.recovered.value`,
      say.recoveredOverThrown({ recovered: recovered.format(), thrown: thrown.format() }),
    );
  }
  issues.whole(thrown, `${path}.jettisoned.value`);
  issues.whole(j?.documented_value, `${path}.jettisoned.documented_value`);
  issues.whole(recovered, `${path}.jettisoned.recovered.value`);
  issues.whole(damage.jettison, `${path}.damage.by_jettison`);
  issues.whole(damage.ashore, `${path}.damage.by_running_ashore`);
  issues.whole(p.freight, `${path}.freight`);
  return { p, index, value, thrown, kept, damage, arrived, recovered };
}

function checkOutlays(f: GeneralAverageFacts, issues: IssueList): void {
  f.sacrifices.forEach((s, i) => {
    issues.whole(s.value, `facts.sacrifices[${i}].value`);
    issues.whole(s.recovered?.value, `facts.sacrifices[${i}].recovered.value`);
    if (s.recovered && s.recovered.value.cmp(s.value) > 0) {
      issues.add(`facts.sacrifices[${i}].recovered.value`, say.gearOverValue({ value: s.value.format() }));
    }
  });
  f.injuries.forEach((x, i) => {
    issues.whole(x.doctor, `facts.injuries[${i}].doctor`);
    issues.whole(x.burial, `facts.injuries[${i}].burial`);
  });
  f.portage.forEach((x, i) => {
    issues.whole(x.value, `facts.portage[${i}].value`);
  });
  const d = f.defence;
  issues.whole(d?.doctor, "facts.defence.doctor");
  issues.whole(d?.substitutes, "facts.defence.substitutes");
  issues.whole(d?.other_costs, "facts.defence.other_costs");
  issues.whole(f.ransom?.amount, "facts.ransom.amount");
  f.harbour_theft.forEach((t, i) => {
    issues.whole(t.value, `facts.harbour_theft[${i}].value`);
  });
  const l = f.lighterage;
  issues.whole(l?.lighter_hire, "facts.lighterage.lighter_hire");
  issues.whole(l?.lighterage_money, "facts.lighterage.lighterage_money");
  l?.goods_lost.forEach((g, i) => {
    issues.whole(g.loss, `facts.lighterage.goods_lost[${i}].loss`);
  });
  issues.whole(f.grounding?.costs_on_goods, "facts.grounding.costs_on_goods");
  issues.whole(f.ship.freight_total, "facts.ship.freight_total");
}

export function gaCase(f: GeneralAverageFacts, currency: Currency): GaCase {
  const zero = Money.zero(currency);
  const people = new Map(f.people.map((p) => [p.id, p]));
  const issues = new IssueList();
  const parcels = f.cargo.map((p, i) => parcelOf(p, i, zero, issues));
  checkOutlays(f, issues);
  issues.throwIfAny();
  const shipName = f.ship.name ?? f.ship.id;
  const owners = ownersOf(f, people, shipName);
  const ownersInSentence =
    f.ship.owners.length === 1
      ? owners.name.replace(/^The\b/, "the")
      : say.ownersInSentence({ ship: { the: shipName } });
  const ship = { the: shipName };
  const skipper = personRef({ people }, f.ship.skipper, say.skipperRole({ ship }));
  const charterer = f.charterer
    ? personRef({ people }, f.charterer, say.chartererRole({ ship }))
    : { id: "charterer", name: say.chartererName(), role: say.chartererUnnamed({ ship }) };
  const names = new Map<string, string>();
  for (const p of f.people) names.set(p.id, nameOf(p));
  for (const r of [owners, skipper, charterer]) names.set(r.id, r.name);
  return {
    f,
    currency,
    zero,
    people,
    parcels,
    byId: new Map(parcels.map((x) => [x.p.id, x])),
    skipper,
    owners,
    ownersInSentence,
    charterer,
    shipName,
    arrived: readMoment(f.voyage.arrived, "facts.voyage.arrived"),
    names,
  };
}

// ---------------------------------------------------------------------------
// The determination being built

// ---------------------------------------------------------------------------
// Rules applied to many items at once, with one step per rule

function ruleTree<I, V>(r: Rule<I, V>): Rule<I, V>[] {
  return [r, ...(r.exceptions ?? []).flatMap((e) => ruleTree(e))];
}

interface Tally {
  /** The value per item, undefined where no rule applied. */
  readonly values: (Money | undefined)[];
  readonly total: Money;
  readonly step: Step;
}

/**
 * Evaluate rules (each with its exceptions) on each item, the first that applies
 * giving the value, and keep one step per rule of the trees: how many items it
 * decided and the sum it gave. The readings the items consulted are recorded once,
 * on the step. Without the explanation the rules run alike and no step is made.
 */
export function tally<I>(
  heading: string,
  roots: readonly Rule<I, Money>[],
  items: readonly I[],
  noun: string,
  ctx: RuleContext,
  zero: Money,
): Tally {
  const counts = new Map<string, { n: number; sum: Money }>();
  const values: (Money | undefined)[] = new Array(items.length);
  const { value: total, readings } = withOwnReadings(ctx, (lctx) => {
    let total = zero;
    for (let i = 0; i < items.length; i++) {
      for (const root of roots) {
        const o = evaluate(root, items[i] as I, lctx);
        if (!o.applied || o.value === undefined) continue;
        values[i] = o.value;
        total = total.add(o.value);
        const key = o.by ?? root.id;
        const t = counts.get(key);
        if (t) {
          t.n++;
          t.sum = t.sum.add(o.value);
        } else counts.set(key, { n: 1, sum: o.value });
        break;
      }
    }
    return total;
  });
  if (ctx.explain === false) return { values, total, step: LEFT_OUT };
  const tree = roots.flatMap((r) => ruleTree(r));
  const children: Step[] = tree.map((r) => {
    const t = counts.get(r.id);
    return {
      rule: r.id,
      label: r.label,
      provisions: [...r.provisions],
      status: t ? "applied" : "not-applicable",
      ...(t ? { value: say.tallied({ count: plural(t.n, noun), sum: t.sum.format() }) } : {}),
    };
  });
  const step: Step = {
    label: heading,
    provisions: [...new Set(tree.flatMap((r) => [...r.provisions]))],
    status: counts.size > 0 ? "applied" : "not-applicable",
    facts: { [many(noun)]: items.length },
    ...(Object.keys(readings).length > 0 ? { readings } : {}),
    value: total.format(),
    children,
  };
  return { values, total, step };
}

/** Rules evaluated per parcel show no value of their own: the tally shows the sums. */
export const quiet = () => null;

/**
 * Whether a measure of dl-averi/20's sentence was taken: 'så at skipperen må lade
 * kaste af godset, eller mast, kabel, eller ankertov, hugge, eller landløbe med
 * skibet'. The counsel of /20 ('rådføre sig herom'), the crew's opinion and oath of
 * /21 and the valuation of /23 all stand in that sentence; another measure alone (a
 * tug's bill, a port of refuge: Q-S10) is not of it.
 */
export const sentenceMeasureTaken = (e: { readonly measures: readonly string[] }): boolean =>
  e.measures.some((m) => m !== "other");

/** The party who laid money out, by id; the ship's owners when the case names no one. */
export function payer(c: GaCase, id: string | undefined): PartyRef {
  if (id === undefined || id === c.owners.id) return c.owners;
  if (c.f.ship.owners.length === 1 && c.f.ship.owners[0]?.person === id) return c.owners;
  return personRef(c, id, say.laidOut());
}

/** A parcel as an adjuster writes it: "Merchant B's cloth (bill of lading bl-b)". */
export function parcelLabel(c: GaCase, x: Parcel): string {
  const owner = c.names.get(x.p.owner) ?? x.p.owner;
  return x.p.what === undefined
    ? say.parcelLabelGoods({ owner, id: x.p.id })
    : say.parcelLabel({ owner, what: x.p.what, id: x.p.id });
}
