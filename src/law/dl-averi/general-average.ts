/**
 * Danske Lov 1683, 4-3, general average and the other losses a voyage shares
 * (dl-averi/20–41).
 *
 *   - 20 before goods are thrown overboard, mast, cable or anchor rope cut, or the
 *     ship run ashore to save life, ship and goods, the skipper first takes counsel
 *     with the merchant or his agent, if either is aboard;
 *   - 21 if they will not consent and the skipper still judges it necessary, he
 *     follows the most and best of the crew (Q-A09), who declare on oath ashore that
 *     it was done to save life, ship and goods;
 *   - 22 the heaviest goods and those of least value go first, as far as possible;
 *   - 23 the skipper values the ship as he would keep her; the charterer may take
 *     her at that value or leave her, and declares within 24 hours (Q-A10, Q-A31);
 *   - 24 goods thrown and kept are valued at the market where the goods kept are sold;
 *   - 25 the loss is divided over the whole ship, all the goods kept and the freight
 *     on all goods shipped (Q-A11, Q-A12, Q-A13, Q-V15);
 *   - 26 the skipper need not let anyone have his goods until his share is paid or
 *     secured;
 *   - 27 the crew's portage is not reckoned, nor is average paid out of bottomry
 *     money (Q-A14); 28 goods thrown count only as far as the bills of lading and
 *     freight letters show, unless more is proved (Q-A15); 29 goods spoiled by the
 *     jettison are average; 30 other damage, and damage after restowing, is not;
 *     31 goods or gear recovered: only the damage is made good (Q-A36); 32 the
 *     doctor's fees of crew hurt, and their burial if they are buried ashore, are average;
 *   - 33–34 bulk goods taken by pirates are made good by the other bulk goods, the
 *     ship giving nothing (Q-A16, Q-A17); goods in packs, casks or barrels bear
 *     their own loss; 35 the costs of a defence go over ship and goods; 36 a theft
 *     in harbour lies where it falls, unless a special cause binds all (Q-A18);
 *     37 a ransom proved is average over ship and goods (Q-A30);
 *   - 38–40 lighterage is paid by ship and goods (Q-A19); goods lost in the
 *     lighters go over ship and goods kept (Q-A20); damage to the lighters is the
 *     lightermen's own; 41 after a grounding the skipper repairs the ship at his own
 *     cost, and the costs on the goods go over all the goods (Q-A21).
 *
 * The shape of the determination. The general average of dl-averi/25 is the
 * `statement` (core/average.ts draws it up): one line per interest, the ship, the
 * freight and each bill of lading, and a balance per party. `funds[0]` is the loss
 * made good, and `allocations` holds one line per party with its contribution to
 * that loss (exact, and rounded as the statement rounds its lines), so that the
 * rounded contributions add up to the fund; what is made good to each party and
 * its net are in the statement's balances and in each allocation's reason. The
 * averages of their own (bulk goods taken by pirates, a defence, a theft in
 * harbour, a ransom, lighterage, goods lost in the lighters, the costs on the goods
 * after a grounding) are in `averages`, each with a statement when shared by value
 * or with shares when shared by quantity. Without a general average there is no
 * fund and no allocation.
 *
 * A cargo list may run to a hundred thousand parcels: the rules that look at each
 * parcel are evaluated parcel by parcel, but the explanation keeps one step per
 * rule with the number of parcels and the sum it gave; the detail per parcel is in
 * the statement's lines, and warnings list a few parcels and count the rest.
 */

import {
  type CargoParcel,
  type Emergency,
  type GaPerson,
  type GeneralAverageFacts,
  generalAverageFactsJsonSchema,
  generalAverageFactsSchema,
  type HarbourTheft,
  type Injury,
  type Sacrifice,
} from "../../cases/kinds/general-average.js";
import { adjust, type Interest } from "../../core/average.js";
import { BodyParts } from "../../core/builder.js";
import { addDays, compare, formatDate, type LegalDate, parseDate } from "../../core/calendar.js";
import type {
  Allocation,
  AverageStatement,
  DeterminationBody,
  Fund,
  PartyRef,
  QuantityLine,
  QuantityShares,
  SeparateAverage,
} from "../../core/determination.js";
import { CaseError, IssueList } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Currency, Money, MoneyError } from "../../core/money.js";
import { the } from "../../core/names.js";
import { Rational } from "../../core/rational.js";
import { evaluate, evaluateOr, type Rule, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { type GaReading, gaReading, gq } from "./general-average-readings.js";
import {
  particularsOf,
  percent,
  RATE_DECIMALS,
  type SideDebt,
  scheduleOf,
  settlement,
} from "./general-average-settlement.js";

const at = (n: number): string => `dl-averi/${n}`;

/** The provisions this kind implements: dl-averi/20 to dl-averi/41. */
export const GENERAL_AVERAGE_PROVISIONS: readonly string[] = Array.from({ length: 22 }, (_, i) => at(20 + i));

const is = (ctx: RuleContext, name: GaReading, code: string): boolean => gaReading(ctx, name) === code;

/** At most this many parcels are named in one warning; the rest are counted. */
const LISTED = 10;

function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, LISTED).join(", ");
  return ids.length > LISTED ? `${shown} and ${ids.length - LISTED} more` : shown;
}

const IRREGULAR: Record<string, string> = { seaman: "seamen" };
const many = (one: string): string => IRREGULAR[one] ?? `${one}s`;
const plural = (n: number, one: string): string => `${n} ${n === 1 ? one : many(one)}`;

// ---------------------------------------------------------------------------
// Moments: a day, or a day and a time of day

interface Moment {
  readonly day: LegalDate;
  /** Minutes after midnight; undefined when only the day is known. */
  readonly minutes: number | undefined;
}

function readMoment(text: string | undefined, path: string): Moment | undefined {
  if (text === undefined) return undefined;
  const [day, time] = text.split("T");
  try {
    const d = parseDate(day as string, "julian");
    const minutes = time === undefined ? undefined : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    return { day: d, minutes };
  } catch (e) {
    throw new CaseError("case", [
      { path, message: (e as Error).message, expected: "a Julian date YYYY-MM-DD or YYYY-MM-DDTHH:MM" },
    ]);
  }
}

function showMoment(m: Moment): string {
  if (m.minutes === undefined) return formatDate(m.day);
  const hh = String(Math.floor(m.minutes / 60)).padStart(2, "0");
  const mm = String(m.minutes % 60).padStart(2, "0");
  return `${formatDate(m.day)}T${hh}:${mm}`;
}

const after24Hours = (m: Moment): Moment => ({ day: addDays(m.day, 1), minutes: m.minutes });

/** a is not later than b; when either has no time of day, the days decide. */
function notLater(a: Moment, b: Moment): boolean {
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

interface Parcel {
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

interface GaCase {
  readonly f: GeneralAverageFacts;
  readonly currency: Currency;
  readonly zero: Money;
  readonly people: ReadonlyMap<string, GaPerson>;
  readonly parcels: readonly Parcel[];
  readonly byId: ReadonlyMap<string, Parcel>;
  readonly skipper: PartyRef;
  /** The ship's owners, as one party (a single owner, or the owners together). */
  readonly owners: PartyRef;
  readonly charterer: PartyRef;
  readonly shipName: string;
  readonly arrived: Moment | undefined;
  /** Party id -> name, for every party the determination may name. */
  readonly names: Map<string, string>;
}

const nameOf = (p: GaPerson): string => p.name ?? p.id;

function ownersOf(f: GeneralAverageFacts, people: ReadonlyMap<string, GaPerson>, shipName: string): PartyRef {
  const owners = f.ship.owners;
  const who = (id: string) => {
    const p = people.get(id);
    return p ? nameOf(p) : id;
  };
  const only = owners[0];
  if (owners.length === 1 && only) {
    return { id: only.person, name: who(only.person), role: `owner of ${the(shipName)}, who earns her freight` };
  }
  return {
    id: `${f.ship.id}-owners`,
    name: `The owners of ${the(shipName)}`,
    role: `the ship's owners together (${owners.map((o) => `${who(o.person)} ${o.share}`).join(", ")}), who earn her freight`,
  };
}

function personRef(c: { people: ReadonlyMap<string, GaPerson> }, id: string, role: string): PartyRef {
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
      `${thrown?.format()} thrown is more than the parcel's value, ${value?.format()}`,
    );
  }
  const arrived = kept?.sub(allDamage(damage));
  if (kept && kept.minor.sign() >= 0 && arrived && arrived.minor.sign() < 0) {
    issues.add(
      `${path}.damage`,
      `the damage, ${allDamage(damage).format()}, is more than the goods kept, ${kept.format()}`,
    );
  }
  const recovered = j?.recovered?.value;
  if (recovered && thrown && recovered.cmp(thrown) > 0) {
    issues.add(
      `${path}.jettisoned.recovered.value`,
      `${recovered.format()} is more than the goods thrown were worth, ${thrown.format()}`,
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
      issues.add(`facts.sacrifices[${i}].recovered.value`, `more than the gear was worth, ${s.value.format()}`);
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

function gaCase(f: GeneralAverageFacts, currency: Currency): GaCase {
  const zero = Money.zero(currency);
  const people = new Map(f.people.map((p) => [p.id, p]));
  const issues = new IssueList();
  const parcels = f.cargo.map((p, i) => parcelOf(p, i, zero, issues));
  checkOutlays(f, issues);
  issues.throwIfAny();
  const shipName = f.ship.name ?? f.ship.id;
  const owners = ownersOf(f, people, shipName);
  const skipper = personRef({ people }, f.ship.skipper, `skipper of ${the(shipName)}`);
  const charterer = f.charterer
    ? personRef({ people }, f.charterer, `who chartered ${the(shipName)} (the 'befragter')`)
    : { id: "charterer", name: "The charterer", role: `who chartered ${the(shipName)} (not named in the case)` };
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
    charterer,
    shipName,
    arrived: readMoment(f.voyage.arrived, "facts.voyage.arrived"),
    names,
  };
}

// ---------------------------------------------------------------------------
// The determination being built

class Out extends BodyParts {
  readonly averages: SeparateAverage[] = [];

  assess(what: string, by: string, basis: string, ...provisions: string[]): void {
    this.assessments.push({ what, by, basis, status: "needed", provisions });
  }
}

function section(label: string, provisions: string[], children: Step[], value?: Json): Step {
  return { label, provisions, status: "applied", children, ...(value !== undefined ? { value } : {}) };
}

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
 * on the step.
 */
function tally<I>(
  heading: string,
  roots: readonly Rule<I, Money>[],
  items: readonly I[],
  noun: string,
  ctx: RuleContext,
  zero: Money,
): Tally {
  const local = ctx.readings.fresh();
  const lctx: RuleContext = { readings: local };
  const counts = new Map<string, { n: number; sum: Money }>();
  const values: (Money | undefined)[] = new Array(items.length);
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
  const readings: Record<string, string> = {};
  for (const u of local.used()) readings[u.name] = ctx.readings.get(u.name);
  const tree = roots.flatMap((r) => ruleTree(r));
  const children: Step[] = tree.map((r) => {
    const t = counts.get(r.id);
    return {
      rule: r.id,
      label: r.label,
      provisions: [...r.provisions],
      status: t ? "applied" : "not-applicable",
      ...(t ? { value: `${plural(t.n, noun)}: ${t.sum.format()}` } : {}),
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
const quiet = () => null;

// ---------------------------------------------------------------------------
// 20–21: the decision

interface Decision {
  readonly c: GaCase;
  readonly e: Emergency;
  /** Merchants and agents aboard. */
  readonly present: readonly GaPerson[];
}

type Say = "merchant" | "crew" | "skipper";

const crewDecides = rule<Decision, Say>({
  id: "dl-averi/21#crew",
  label:
    "if they will not consent, and the skipper nevertheless judges it necessary, he shall follow the opinion of the most and best of the crew",
  provisions: [at(21)],
  when: (d) => d.present.length > 0 && d.e.answer === "refused" && d.e.skipper_judged_necessary,
  gives: () => "crew",
  facts: (d) => ({ answer: d.e.answer ?? null, skipper_judged_necessary: d.e.skipper_judged_necessary }),
});

const merchantCounselled = rule<Decision, Say>({
  id: "dl-averi/20#consult",
  label: "the skipper shall first take counsel with the merchant or his agent, if either of them is present",
  provisions: [at(20)],
  when: (d) => d.present.length > 0,
  gives: () => "merchant",
  facts: (d) => ({
    present: d.present.map((p) => p.id),
    consulted: d.e.consulted ?? null,
    answer: d.e.answer ?? null,
  }),
  exceptions: [crewDecides],
});

const MEASURE_WORDS: Record<string, string> = {
  jettison: "throwing goods overboard",
  cut_mast: "cutting away the mast",
  cut_cable: "cutting the cable",
  cut_anchor_rope: "cutting the anchor rope",
  run_ashore: "running the ship ashore",
  other: "another measure",
};

const measureWords = (e: Emergency): string => e.measures.map((m) => MEASURE_WORDS[m] ?? m).join(", ");

function presentAboard(c: GaCase): GaPerson[] {
  return c.f.people.filter(
    (p) => p.aboard === c.f.ship.id && (p.roles.includes("merchant") || p.roles.includes("agent")),
  );
}

/** Did the most and best of the crew back the measure (Q-A09)? undefined: the case does not say. */
function crewBacking(e: Emergency, ctx: RuleContext): { backed: boolean | undefined; words: string } {
  const best = is(ctx, "crew_majority", "R2");
  const vote = best ? e.best_men_vote : e.crew_vote;
  const who = best ? "the best men of the crew" : "the crew";
  if (!vote)
    return { backed: undefined, words: `the case does not say how ${who} stood (${gq(ctx, "crew_majority")})` };
  const backed = vote.for > vote.against;
  return { backed, words: `${who}: ${vote.for} for, ${vote.against} against (${gq(ctx, "crew_majority")})` };
}

function consultDuty(d: Decision, out: Out): void {
  const names = d.present.map(nameOf).join(", ");
  const done =
    d.e.consulted === true
      ? `; done${d.e.answer ? `: they ${d.e.answer}` : ""}`
      : d.e.consulted === false
        ? "; not done"
        : "; the case does not say it was done";
  out.must(
    d.c.skipper.id,
    `first take counsel with ${names}, present aboard, before ${measureWords(d.e)}${done}`,
    undefined,
    at(20),
  );
  if (d.e.consulted === false) {
    out.warn(
      `${names} ${d.present.length === 1 ? "was" : "were"} aboard, but the skipper did not first take counsel with ${d.present.length === 1 ? "him" : "them"} before ${measureWords(d.e)}.`,
      at(20),
    );
  } else if (d.e.consulted === undefined) {
    out.warn(
      `The case does not say whether the skipper took counsel with ${names}, who ${d.present.length === 1 ? "was" : "were"} aboard.`,
      at(20),
    );
  }
}

function crewDuties(d: Decision, ctx: RuleContext, out: Out): { step: Step; unsupported: boolean } {
  const backing = crewBacking(d.e, ctx);
  if (backing.backed === false) {
    out.warn(
      `The merchant refused, and the most and best of the crew did not back the measure (${backing.words}): dl-averi/21 lets the skipper act against the merchant's refusal only on their opinion.`,
      at(21),
    );
  } else if (backing.backed === undefined) {
    out.warn(`The merchant refused; ${backing.words}, whose opinion the skipper must follow.`, at(21));
  }
  const due = d.c.arrived?.day;
  const sworn =
    d.e.oath_sworn_ashore === true
      ? "; done"
      : d.e.oath_sworn_ashore === false
        ? "; not done"
        : "; the case does not say it was done";
  out.must(
    `${d.c.f.ship.id}-crew`,
    `the crew of ${the(d.c.shipName)}: declare on oath, when they come ashore, that it was done to save life, ship and goods${sworn}`,
    due,
    at(21),
  );
  if (d.e.oath_sworn_ashore === false) {
    out.warn(
      "The crew have not declared on oath ashore that it was done to save life, ship and goods, as dl-averi/21 requires where the merchant refused.",
      at(21),
    );
  }
  const step = note(`The most and best of the crew: ${backing.words}`, [at(21)], {
    readings: { crew_majority: gaReading(ctx, "crew_majority") },
    value: backing.backed === undefined ? "not known" : backing.backed ? "backed the measure" : "did not back it",
  });
  return { step, unsupported: backing.backed === false && d.e.oath_sworn_ashore !== true };
}

/**
 * The measure taken against the merchant's refusal, against the most and best of
 * the crew, and with no oath sworn: dl-averi/21 lets the skipper act over the
 * merchant's refusal only on the crew's opinion and their oath ('da skal han følge
 * de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed
 * forklare, at det er sket at redde liv, skib og gods'). Here he had neither, so
 * whether the loss is average at all is for a court: an assessment, and no general
 * average until it is given.
 */
function entitlement(e: Emergency, out: Out): boolean {
  const what = `Whether the loss after ${measureWords(e)} is shared as general average: it was done against the merchant's refusal and against the most and best of the crew, and no oath was sworn ashore`;
  const by = "a court (the text names none)";
  const basis =
    "dl-averi/21: 'Ville de ikke samtykke, og skipperen eragter det dog nødigt, da skal han følge de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed forklare, at det er sket at redde liv, skib og gods': over the merchant's refusal the skipper may act only on the crew's opinion and their oath, and had neither; give the finding as facts.emergency.average_allowed";
  if (e.average_allowed === undefined) {
    out.assess(what, by, basis, at(20), at(21), at(25));
    out.warn(
      `${what}: no general average is drawn up until a court finds it one (facts.emergency.average_allowed).`,
      at(21),
    );
    return false;
  }
  out.assessments.push({
    what,
    by,
    basis,
    status: "given",
    value: e.average_allowed ? "found to be average" : "found not to be average",
    provisions: [at(20), at(21), at(25)],
  });
  if (!e.average_allowed) {
    out.warn("A court found the loss not to be average: there is no general average (dl-averi/21).", at(21));
  }
  return e.average_allowed;
}

function decision(c: GaCase, ctx: RuleContext, out: Out): { step: Step; entitled: boolean } | undefined {
  const e = c.f.emergency;
  if (!e) return undefined;
  const d: Decision = { c, e, present: presentAboard(c) };
  const o = evaluateOr(merchantCounselled, d, ctx, {
    value: "skipper" as Say,
    label:
      "neither the merchant nor his agent was aboard: dl-averi/20 asks counsel only of those present, and the text does not say whether the skipper then decides alone or must follow the crew as in dl-averi/21",
    provisions: [at(20), at(21)],
  });
  const steps: Step[] = [o.step];
  if (d.present.length > 0) consultDuty(d, out);
  let entitled = true;
  if (o.value === "crew") {
    const crew = crewDuties(d, ctx, out);
    steps.push(crew.step);
    if (crew.unsupported) entitled = entitlement(e, out);
  }
  if (o.value === "merchant" && e.answer === "refused") {
    out.warn(
      "The merchant refused, and the skipper did not judge the measure necessary: under dl-averi/20–21 the measure should not have been taken.",
      at(20),
      at(21),
    );
  }
  if (e.measures.includes("other")) {
    out.warn(
      "dl-averi/20 names throwing goods overboard, cutting mast, cable or anchor rope, and running the ship ashore; what else was done is average only as damage 'in the said case' (dl-averi/25).",
      at(20),
      at(25),
    );
  }
  if (!e.to_save) {
    out.warn(
      "The case says the measure was not taken to save life, ship and goods: dl-averi/20 and /25 speak only of such measures, so there is no general average.",
      at(20),
      at(25),
    );
  }
  return { step: section(`The decision: ${measureWords(e)}`, [at(20), at(21)], steps, o.value ?? null), entitled };
}

// ---------------------------------------------------------------------------
// 22: heaviest goods and those of least value first, as far as possible

/** Order of going overboard: 1, 2, ...; kept goods went 'last' (Infinity); thrown without order: NaN. */
function orderOf(x: Parcel): number {
  if (!x.p.jettisoned) return Number.POSITIVE_INFINITY;
  return x.p.jettisoned.order ?? Number.NaN;
}

/**
 * The parcels thrown while a parcel that is heavier and of less value went later
 * or was kept. Parcels with a weight are compared by weight and by value per unit
 * of weight; parcels without one, by the 'heavy' mark and by value. A parcel thrown
 * without an order is compared with the goods kept only.
 */
function outOfOrder(parcels: readonly Parcel[]): { departures: string[]; compared: number } {
  const weighed = parcels.filter((x) => x.value && x.p.weight && x.p.weight.sign() > 0);
  const marked = parcels.filter((x) => x.value && !x.p.weight && x.p.heavy !== undefined);
  const a = dominated(
    weighed,
    (x) => x.p.weight as Rational,
    (x) => (x.value as Money).minor.div(x.p.weight as Rational),
  );
  const b = dominated(
    marked,
    (x) => (x.p.heavy ? Rational.ONE : Rational.ZERO),
    (x) => (x.value as Money).minor,
  );
  return { departures: [...a, ...b].sort(), compared: weighed.length + marked.length };
}

/**
 * The thrown parcels x for which some parcel y that went later (or was kept) is
 * heavier (weight(y) > weight(x)) and cheaper (price(y) < price(x)). Parcels are
 * taken from the last to go to the first, and a Fenwick tree over the weights
 * keeps the lowest price among those already seen: n log n, not n².
 */
function dominated(list: readonly Parcel[], weight: (x: Parcel) => Rational, price: (x: Parcel) => Rational): string[] {
  if (list.length < 2 || !list.some((x) => x.p.jettisoned)) return [];
  const distinct = new Map<string, Rational>();
  for (const x of list) distinct.set(weight(x).toString(), weight(x));
  const weights = [...distinct.values()].sort((p, q) => q.cmp(p));
  const rank = new Map(weights.map((w, i) => [w.toString(), i]));
  const rankOf = (x: Parcel): number => rank.get(weight(x).toString()) as number;
  const tree: (Rational | undefined)[] = new Array(weights.length + 1);
  const insert = (x: Parcel) => {
    const pr = price(x);
    for (let i = rankOf(x) + 1; i <= weights.length; i += i & -i) {
      const cur = tree[i];
      if (cur === undefined || pr.lt(cur)) tree[i] = pr;
    }
  };
  const cheapestHeavier = (x: Parcel): Rational | undefined => {
    let best: Rational | undefined;
    for (let i = rankOf(x); i > 0; i -= i & -i) {
      const cur = tree[i];
      if (cur !== undefined && (best === undefined || cur.lt(best))) best = cur;
    }
    return best;
  };
  const out: string[] = [];
  const check = (x: Parcel) => {
    const y = cheapestHeavier(x);
    if (y?.lt(price(x))) out.push(x.p.id);
  };
  const kept = list.filter((x) => orderOf(x) === Number.POSITIVE_INFINITY);
  const unordered = list.filter((x) => Number.isNaN(orderOf(x)));
  const ordered = list.filter((x) => Number.isFinite(orderOf(x))).sort((p, q) => orderOf(q) - orderOf(p));
  kept.forEach(insert);
  unordered.forEach(check);
  for (let i = 0; i < ordered.length; ) {
    let j = i;
    while (j < ordered.length && orderOf(ordered[j] as Parcel) === orderOf(ordered[i] as Parcel)) j++;
    const group = ordered.slice(i, j);
    group.forEach(check);
    group.forEach(insert);
    i = j;
  }
  return out;
}

function jettisonOrder(c: GaCase, out: Out): Step | undefined {
  const thrown = c.parcels.filter((x) => x.p.jettisoned);
  if (thrown.length === 0) return undefined;
  const { departures, compared } = outOfOrder(c.parcels);
  const label =
    "the skipper shall take good care that the heaviest goods and those of least value are thrown first, as far as possible";
  if (compared < 2) {
    return {
      rule: "dl-averi/22#order",
      label,
      provisions: [at(22)],
      status: "applied",
      value: "not checked: the case gives no weights and marks no heavy goods",
    };
  }
  if (departures.length > 0) {
    out.warn(
      `${plural(departures.length, "parcel")} went overboard while heavier goods of less value went later or were kept: ${listed(departures)}. Unless it could not be done otherwise, that departs from dl-averi/22 (the text sets no sanction).`,
      at(22),
    );
  }
  return {
    rule: "dl-averi/22#order",
    label,
    provisions: [at(22)],
    status: "applied",
    facts: { thrown: thrown.length, compared },
    value: departures.length === 0 ? "in order" : `${plural(departures.length, "parcel")} out of order`,
  };
}

// ---------------------------------------------------------------------------
// 23: the skipper's valuation of the ship, and the charterer's option

interface ShipValuing {
  readonly c: GaCase;
  /** The charterer's option ran out without a declaration in time; undefined: not known whether it did. */
  readonly lapsed: boolean | undefined;
}

interface ShipValue {
  readonly value: Money | undefined;
  readonly words: string;
}

const silenceNotStated = rule<ShipValuing, ShipValue>({
  id: "dl-averi/23#silence-not-stated",
  label:
    "the charterer did not declare within 24 hours, and the text gives no consequence: the ship's value is an input (Q-A31 R2)",
  provisions: [at(23)],
  when: (s, ctx) => s.lapsed !== false && is(ctx, "valuation_option_lapse", "R2"),
  gives: (s) => {
    const v = s.c.f.ship.value_assessed;
    if (v) return { value: v, words: `as assessed, ${v.format()}` };
    return s.lapsed
      ? { value: undefined, words: "to be assessed: the charterer's silence has no consequence the text states" }
      : {
          value: undefined,
          words:
            "to be assessed: whether the charterer declared in time is not known, and under Q-A31 R2 a lapse has no consequence the text states",
        };
  },
  facts: (s) => ({ value_assessed: s.c.f.ship.value_assessed?.format() ?? null, lapsed: s.lapsed ?? null }),
  show: (v) => v.words,
});

const skippersValuation = rule<ShipValuing, ShipValue>({
  id: "dl-averi/23#valuation",
  label: "the skipper shall put a money value on the ship, as if he would keep her himself",
  provisions: [at(23)],
  when: (s) => s.c.f.ship.valuation !== undefined,
  gives: (s) => {
    const v = s.c.f.ship.valuation as Money;
    return { value: v, words: `the skipper's valuation, ${v.format()}` };
  },
  facts: (s) => ({ valuation: s.c.f.ship.valuation?.format() ?? null, lapsed: s.lapsed ?? null }),
  show: (v) => v.words,
  exceptions: [silenceNotStated],
});

interface OptionTime {
  /** The end of the 24 hours; undefined when the case does not say when the valuation was made known. */
  readonly deadline: Moment | undefined;
  /**
   * The choice made in time, or "lapsed", or "open" (not yet chosen), or
   * "unknown": he chose, but whether within the 24 hours cannot be told, because
   * the case does not give when the valuation was made known or when he declared.
   */
  readonly standing: "take" | "leave" | "lapsed" | "open" | "unknown";
}

/**
 * The 24 hours of dl-averi/23 run from the valuation being made known to the
 * charterer (Q-A31): 'hvorpå dog befragteren skal inden fire og tyve timers
 * forløb sig erklære': he declares on the value the skipper has set, so his time
 * cannot run before he knows it. No other moment (the ship's arrival, the end of
 * the voyage) stands in for it: when the case does not give it, the deadline is
 * not known, and neither is whether a declaration was in time.
 */
function optionTime(c: GaCase): OptionTime {
  const known = readMoment(c.f.ship.valuation_made_known, "facts.ship.valuation_made_known");
  const deadline = known ? after24Hours(known) : undefined;
  const choice = c.f.charterer_choice;
  if (!choice) return { deadline, standing: "open" };
  if (choice.choice === "none") return { deadline, standing: "lapsed" };
  const declared = readMoment(choice.declared, "facts.charterer_choice.declared");
  if (!deadline || !declared) return { deadline, standing: "unknown" };
  return { deadline, standing: notLater(declared, deadline) ? choice.choice : "lapsed" };
}

function chartererOption(c: GaCase, t: OptionTime, ctx: RuleContext, out: Out): void {
  const v = c.f.ship.valuation;
  if (!v) return;
  const take = `take ${the(c.shipName)} over at the skipper's valuation, ${v.format()}`;
  const leave = "leave her to the skipper at that value";
  const made = c.f.charterer_choice?.choice;
  out.options.push({
    holder: c.charterer.id,
    choices: [take, leave],
    ...(t.deadline ? { deadline: showMoment(t.deadline) } : {}),
    ...(t.standing === "open"
      ? { status: "open" as const }
      : t.standing === "lapsed"
        ? { status: "lapsed" as const }
        : {
            status: "chosen" as const,
            chosen: `${made === "take" ? take : leave}${t.standing === "unknown" ? " (whether within the 24 hours is not known)" : ""}`,
          }),
    lapse: is(ctx, "valuation_option_lapse", "R1")
      ? "the option lapses and the skipper's valuation stands (Q-A31 R1)"
      : "the text gives no consequence; what follows is to be assessed (Q-A31 R2)",
    provisions: [at(23)],
  });
  if (!c.f.charterer) out.warn("The case names no charterer: the option of dl-averi/23 is his.", at(23));
  const choice = c.f.charterer_choice;
  if (!t.deadline && t.standing !== "lapsed") {
    out.assess(
      `When the skipper's valuation of ${the(c.shipName)} was made known to ${c.charterer.name}`,
      "the evidence (the text names no one)",
      "dl-averi/23: 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': the 24 hours run from the valuation being made known (Q-A31), and no other moment stands in for it; give it as facts.ship.valuation_made_known",
      at(23),
    );
  }
  if (t.standing === "unknown" && t.deadline && !choice?.declared) {
    out.assess(
      `When ${c.charterer.name} declared whether he takes ${the(c.shipName)}`,
      "the evidence (the text names no one)",
      "dl-averi/23: he must declare within 24 hours of the valuation being made known; give it as facts.charterer_choice.declared",
      at(23),
    );
  }
  if (t.standing === "take") {
    out.liabilities.push({
      from: c.charterer.id,
      to: c.owners.id,
      amount: v.toJSON(),
      description: `the price of ${the(c.shipName)}, taken over at the skipper's valuation`,
      provisions: [at(23)],
    });
    out.must(
      c.owners.id,
      `hand ${the(c.shipName)} over to ${c.charterer.name}, who took her at the valuation`,
      undefined,
      at(23),
    );
  }
}

function shipValuation(c: GaCase, ctx: RuleContext, out: Out): { value: Money | undefined; step: Step } {
  const t = optionTime(c);
  const lapsed = t.standing === "unknown" ? undefined : t.standing === "lapsed";
  const o = evaluateOr(skippersValuation, { c, lapsed }, ctx, {
    value: { value: undefined, words: "not yet valued" },
    label: "the skipper has not yet put a money value on the ship",
    provisions: [at(23)],
  });
  const sv = o.value as ShipValue;
  if (!c.f.ship.valuation) {
    out.must(
      c.skipper.id,
      `put a money value on ${the(c.shipName)}, as if he would keep her himself`,
      undefined,
      at(23),
    );
  }
  if (!sv.value) {
    out.assess(
      `The value of ${the(c.shipName)} for the average`,
      c.f.ship.valuation ? "not named by the text (Q-A31 R2): a court or good men" : `the skipper (${c.skipper.name})`,
      c.f.ship.valuation
        ? `${lapsed ? "the charterer did not declare within 24 hours" : "whether the charterer declared within 24 hours is not known"}, and under Q-A31 R2 the text gives no consequence; give it as facts.ship.value_assessed`
        : "dl-averi/23: 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde'; give it as facts.ship.valuation",
      at(23),
    );
  }
  chartererOption(c, t, ctx, out);
  const chose = c.f.charterer_choice?.choice;
  const standing: Record<OptionTime["standing"], string> = {
    take: `the charterer took the ship at the valuation: the value stands, and he owes the price`,
    leave: "the charterer left the ship to the skipper at the valuation: the value stands",
    lapsed: "the charterer did not declare within 24 hours",
    open: "the charterer has not yet chosen",
    unknown: `the charterer chose to ${chose === "take" ? "take the ship" : "leave her to the skipper"}, but whether within the 24 hours is not known`,
  };
  const from = c.f.ship.valuation_made_known
    ? `the 24 hours run from the valuation being made known to the charterer${t.deadline ? `, until ${showMoment(t.deadline)}` : ""}`
    : "the 24 hours run from the valuation being made known to the charterer, which the case does not give";
  const step = section(
    "The ship's value: the skipper's valuation, and the charterer's choice",
    [at(23)],
    [o.step, note(`${standing[t.standing]}; ${from}`, [at(23)])],
    sv.value ? sv.value.format() : "not known",
  );
  return { value: sv.value, step };
}

/**
 * The ship's value for an average of its own over ship and goods (35–39) when
 * nothing was thrown or cut: dl-averi/23's valuation and the charterer's option
 * stand in the jettison sentence ('… da skal skipperen først rådføre sig … og
 * skal skipperen sætte skibet på penge'), and 35–39 say only that ship and goods
 * pay, not how the ship is valued. Her value is then an input.
 */
function shipValueGiven(c: GaCase, out: Out): { value: Money | undefined; step: Step } {
  const assessed = c.f.ship.value_assessed;
  const valuation = c.f.ship.valuation;
  const value = assessed ?? valuation;
  if (!value) {
    out.assess(
      `The value of ${the(c.shipName)} for the averages over ship and goods`,
      "not named by the text: a court or good men",
      "dl-averi/35–39 have the ship pay with the goods but do not say how she is valued; the skipper's valuation and the charterer's 24 hours of dl-averi/23 belong to a jettison. Give it as facts.ship.value_assessed",
      at(35),
      at(37),
      at(38),
    );
  }
  const words = assessed
    ? `as assessed, ${assessed.format()}`
    : valuation
      ? `the value the case gives as the skipper's, ${valuation.format()}; without a jettison it opens no option to the charterer`
      : "not known";
  const step = section(
    "The ship's value for the averages over ship and goods",
    [at(35), at(36), at(37), at(38), at(39)],
    [
      note(
        `no goods thrown, no mast or cable cut, no running ashore: the skipper's valuation and the charterer's option of dl-averi/23 do not arise; the ship's value: ${words}`,
        [at(23), at(38)],
      ),
    ],
    value ? value.format() : "not known",
  );
  return { value, step };
}

/** The ship's value is wanted: for the general average, or for an average over ship and goods (35–39). */
function shipNeeded(c: GaCase): boolean {
  const f = c.f;
  return (
    f.emergency !== undefined ||
    f.defence !== undefined ||
    f.ransom !== undefined ||
    f.lighterage !== undefined ||
    f.harbour_theft.some((t) => t.special_cause !== undefined)
  );
}

// ---------------------------------------------------------------------------
// 24: the goods valued at the market where the goods kept are sold

/** The goods' values are wanted: the ship's are (shipNeeded), or the costs after a grounding are shared. */
function valuesNeeded(c: GaCase): boolean {
  return shipNeeded(c) || c.f.grounding !== undefined;
}

function valuationBasis(c: GaCase, out: Out): Step | undefined {
  if (!valuesNeeded(c)) return undefined;
  const missing = c.parcels.filter((x) => x.value === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess(
      `The value of ${plural(missing.length, "parcel")} at the market price where the goods kept are sold: ${listed(missing)}`,
      "appraisers at that market (the text names none)",
      "dl-averi/24: the goods thrown and the goods kept are valued at the market price where the goods kept are sold",
      at(24),
    );
  }
  if (c.f.goods_valued_at === "other") {
    out.warn(
      "The parcels' values are not taken at the market where the goods kept are sold: dl-averi/24 values goods thrown and kept there. The figures are used as given.",
      at(24),
    );
  }
  const market = c.f.voyage.market ?? c.f.voyage.to;
  return {
    rule: "dl-averi/24#market",
    label:
      "all the goods thrown overboard as well as those kept are valued at the market price where the goods kept are sold",
    provisions: [at(24)],
    status: "applied",
    facts: { market: market ?? null, parcels: c.parcels.length, not_appraised: missing.length },
    value:
      missing.length === 0 ? `${plural(c.parcels.length, "parcel")} valued` : `${missing.length} not yet appraised`,
  };
}

// ---------------------------------------------------------------------------
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

const freightOnAll = rule<FreightInput, Money | undefined>({
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
function payer(c: GaCase, id: string | undefined): PartyRef {
  if (id === undefined || id === c.owners.id) return c.owners;
  if (c.f.ship.owners.length === 1 && c.f.ship.owners[0]?.person === id) return c.owners;
  return personRef(c, id, "who laid the money out");
}

function parcelLabel(c: GaCase, x: Parcel): string {
  const owner = c.names.get(x.p.owner) ?? x.p.owner;
  return `${x.p.what ?? "goods"} of ${owner}, bill of lading ${x.p.id}`;
}

/** The freight on the goods thrown, parcel by parcel: its freight split by the values thrown and kept. */
function thrownFreight(c: GaCase): Money | undefined {
  let total = c.zero;
  for (const x of c.parcels) {
    if (!x.p.jettisoned) continue;
    const fr = x.p.freight;
    if (!fr) {
      if (c.f.ship.freight_total) return undefined;
      continue;
    }
    if (!x.value || !x.thrown || !x.kept) return undefined;
    const s = split(fr, [
      { key: "thrown", weight: x.thrown.minor },
      { key: "kept", weight: x.kept.minor },
    ]);
    total = total.add((s.lines[0] as (typeof s.lines)[number]).rounded);
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
    if (!x.p.jettisoned || !fr || !x.thrown || !x.kept || x.thrown.minor.sign() <= 0) continue;
    const s = split(fr, [
      { key: "thrown", weight: x.thrown.minor },
      { key: "kept", weight: x.kept.minor },
    ]);
    const owed = (s.lines[0] as (typeof s.lines)[number]).rounded;
    const from = x.p.shipper ?? x.p.owner;
    if (owed.minor.sign() > 0 && from !== c.owners.id) out.push({ from, to: c.owners.id, amount: owed });
  }
  return out;
}

function freightAll(c: GaCase, out: Out): Money {
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

function freightInterest(c: GaCase, ctx: RuleContext, out: Out, steps: Step[]): Interest | undefined {
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
    out.assess(
      "The freight on the goods thrown overboard, out of the freight agreed in total",
      "the skipper and the shippers, or good men (the text names none)",
      `under ${gq(ctx, "ga_freight_basis")} and ${gq(ctx, "freight_on_jettisoned")} the freight on the goods thrown must be known; the case gives the freight in total only, or a parcel thrown is not yet appraised`,
      at(25),
    );
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
        `not average: the damage of running the ship ashore, ${notAverage.reduce((s, x) => s.add(x.value), c.zero).format()}, under ${gq(ctx, "stranding_vs_beaching")} (no average is owed out of stranded goods)`,
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
  const children: Step[] = [];
  if (ashoreLeft.minor.sign() > 0 && is(ctx, "stranding_vs_beaching", "R2")) {
    children.push(
      note(`the damage of running ashore, ${ashoreLeft.format()}, lies where it falls (Q-V15 R2)`, [
        at(25),
        "dl-vrag/22",
      ]),
    );
  }
  return {
    rule: "dl-averi/30#not-average",
    label:
      "whatever comes to harm apart from such an event is not reckoned as average, nor any damage after the goods are stowed again and put in order",
    provisions: [at(30)],
    status: n > 0 ? "applied" : "not-applicable",
    facts: { parcels: n },
    value: `${plural(n, "parcel")}: ${sum.format()}, borne by their owners`,
    ...(children.length ? { children } : {}),
  };
}

/** The money laid out for the crew hurt (32), one line per party who laid it out. */
function crewHurt(c: GaCase, ctx: RuleContext, out: Out, steps: Step[]): Interest[] {
  if (c.f.injuries.length === 0) return [];
  const t = tally("Crew hurt in the emergency", [doctorsFee], c.f.injuries, "seaman", ctx, c.zero);
  steps.push(t.step);
  const lines = new Map<string, Money>();
  c.f.injuries.forEach((inj, i) => {
    const v = t.values[i];
    if (inj.burial && inj.buried !== "on_land") {
      const who = inj.person ? (c.names.get(inj.person) ?? inj.person) : "a seaman";
      if (inj.buried === undefined) {
        out.assess(
          `Whether ${who} was buried ashore`,
          "the court (the text names none)",
          "dl-averi/32: the burial is average only 'om det er ved land, at dem begravelse gøres' (if he is buried ashore); give it as facts.injuries[].buried",
          at(32),
        );
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

/**
 * Money laid out for the common safety in the distress (a tug, a port of refuge, a
 * salvor's bill): no item of the 1683 text, so which provision covers it is the
 * reading Q-S10. Under R1 it goes into the general average of dl-averi/25, one
 * line per party who laid it out; under R2 it lies where it falls.
 */
function commonSafety(c: GaCase, ctx: RuleContext, out: Out, steps: Step[]): Interest[] {
  const list = c.f.expenses;
  if (list.length === 0) return [];
  const total = list.reduce((t, x) => t.add(x.amount), c.zero);
  const admitted = is(ctx, "common_safety_expense", "R1");
  out.warn(
    `The 1683 text lists only its own items of average (dl-averi/25–41): an expense for the common safety (${listed(list.map((x) => x.description ?? EXPENSE_WORDS[x.what] ?? x.what))}) is none of them. ${
      admitted
        ? `It is admitted in the general average of dl-averi/25 under ${gq(ctx, "common_safety_expense")}.`
        : `Under ${gq(ctx, "common_safety_expense")} it is not average and lies on whoever laid it out.`
    }`,
    at(25),
  );
  steps.push({
    rule: "dl-averi/25#common-safety-expense",
    label:
      "money laid out for the common safety in the distress (a tug, a port of refuge, a salvor's bill), which the text does not list",
    provisions: [at(20), at(25)],
    status: admitted ? "applied" : "overridden",
    readings: { common_safety_expense: gaReading(ctx, "common_safety_expense") },
    facts: { expenses: list.length, total: total.format() },
    value: admitted
      ? `${total.format()} made good in the general average (Q-S10 R1)`
      : `${total.format()} not average: it lies on whoever laid it out (Q-S10 R2)`,
  });
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
    readings: { portage_bottomry: gaReading(ctx, "portage_bottomry") },
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
function averageWanted(c: GaCase, shipValue: Money | undefined, out: Out): boolean {
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
    out.warn("The general average cannot be drawn up until the ship's value is known.", at(23), at(25));
    return false;
  }
  if (c.parcels.some((x) => x.value === undefined)) {
    out.warn("The general average cannot be drawn up until every parcel is appraised.", at(24), at(25));
    return false;
  }
  return true;
}

interface GeneralAverage {
  readonly statement: AverageStatement;
  readonly fund: Fund;
  readonly allocations: Allocation[];
  readonly step: Step;
}

function generalAverage(c: GaCase, shipValue: Money, ctx: RuleContext, out: Out): GeneralAverage | undefined {
  const steps: Step[] = [];
  const madeGood = madeGoodToGoods(c, ctx, steps);
  steps.push(notAverageDamage(c, ctx));
  const ship = shipInterest(c, shipValue, ctx, steps);
  const freight = freightInterest(c, ctx, out, steps);
  if (!freight && freightAll(c, new Out()).minor.sign() > 0) {
    out.warn("The general average cannot be drawn up until the freight on the goods thrown is known.", at(25));
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
  const statementStep: Step = {
    rule: "dl-averi/25#statement",
    label:
      "the damage is charged to all the parties concerned, which is called average: each pays the loss times its value over the whole contributing value",
    provisions: [at(25)],
    status: "applied",
    facts: { interests: interests.length, parties: a.statement.balances.length },
    value: { loss: a.loss.format(), mass: a.mass.format(), rate: a.rate.toString() },
  };
  steps.push(statementStep);
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
      ? gq(ctx, "common_safety_expense")
      : i.interest === "freight"
        ? gq(ctx, "freight_on_jettisoned")
        : i.interest.startsWith("portage:")
          ? gq(ctx, "portage_bottomry")
          : undefined,
  );
  const side = freightStillOwed(c, ctx, freight !== undefined);
  for (const d of side) {
    out.liabilities.push({
      from: d.from,
      to: d.to,
      amount: d.amount.toJSON(),
      description: `the freight on the goods thrown overboard, still owed beside the average (${gq(ctx, "freight_on_jettisoned")})`,
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

function lien(c: GaCase, s: AverageStatement, out: Out): void {
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

// ---------------------------------------------------------------------------
// Averages of their own: over ship and goods (35, 36, 37, 38, 39), over the goods (41)

/** What a parcel is worth as it arrives, the goods recovered included: the goods kept of 35–41. */
const goodsValue = (x: Parcel): Money =>
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
function separate(c: GaCase, o: Over, out: Out): SeparateAverage | undefined {
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
      label: `freight of ${the(c.shipName)}`,
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
      label: `laid out by ${o.paidBy.name}`,
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
    out.warn(`${o.label}: cannot be drawn up: ${e.message}.`, ...o.provisions);
    return undefined;
  }
}

const appraised = (c: GaCase): boolean => c.parcels.every((x) => x.arrived !== undefined);

function needValues(c: GaCase, ship: Money | undefined, what: string, out: Out, ...provisions: string[]): boolean {
  if (ship && appraised(c)) return true;
  out.warn(
    `${what} cannot be shared until ${ship ? "every parcel is appraised" : "the ship's value is known"}.`,
    ...provisions,
  );
  return false;
}

/** The freight, when freight contributes to an average of ship and goods (Q-A30 R2): as it does in dl-averi/25. */
function freightFor(c: GaCase, ctx: RuleContext): Money | undefined {
  if (!is(ctx, "ransom_mass", "R2")) return undefined;
  const all = freightAll(c, new Out());
  if (all.minor.sign() === 0) return undefined;
  const f = evaluate(freightOnAll, { all, thrown: thrownFreight(c) }, ctx).value;
  return f ?? all;
}

// 33–34: pirates

/** The parcels that are 'styrtegods' as Q-A16 reads it. */
function isBulk(x: Parcel, ctx: RuleContext): boolean {
  if (x.p.packing === "packed") return false;
  if (x.p.packing === "bulk") return true;
  return is(ctx, "styrtegods", "R3");
}

/**
 * A heap of bulk goods: the parcels poured together ('styrtet tilsammen'). The
 * case names it (parcel.heap); where it does not, the bulk parcels of one kind
 * and one unit are one heap, for goods of another kind or measure cannot have
 * been poured together with them.
 */
interface Heap {
  readonly key: string;
  /** The heap's id as the case names it, or one made from its kind and unit. */
  readonly id: string;
  readonly name: string;
  readonly parcels: Parcel[];
}

const kindOf = (x: Parcel): string => (x.p.what ?? "").trim().toLowerCase();

function heapOf(x: Parcel): { key: string; id: string; name: string } {
  if (x.p.heap !== undefined) return { key: `heap:${x.p.heap}`, id: x.p.heap, name: `heap ${x.p.heap}` };
  const what = kindOf(x) || "bulk goods";
  const unit = x.p.unit ?? "units";
  return {
    key: `kind:${kindOf(x)}|${x.p.unit ?? ""}`,
    id: `${what}-${unit}`.replace(/\s+/g, "-"),
    name: `${what} in ${unit}`,
  };
}

function heapsOf(bulk: readonly Parcel[]): Map<string, Heap> {
  const heaps = new Map<string, Heap>();
  for (const x of bulk) {
    const h = heapOf(x);
    const had = heaps.get(h.key);
    if (had) had.parcels.push(x);
    else heaps.set(h.key, { ...h, parcels: [x] });
  }
  return heaps;
}

function bulkShares(c: GaCase, heap: Heap, taken: Rational, ctx: RuleContext, out: Out): QuantityShares | undefined {
  const bulk = heap.parcels;
  const byValue = is(ctx, "styrtegods", "R2");
  const weightOf = (x: Parcel): Rational | undefined => (byValue ? x.value?.minor : x.p.quantity);
  const missing = bulk.filter((x) => weightOf(x) === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess(
      `The ${byValue ? "value" : "quantity"} of the bulk goods of ${listed(missing)}`,
      byValue ? "appraisers at the market (dl-averi/24)" : "the skipper's lading and the bills of lading",
      `under ${gq(ctx, "styrtegods")} the loss of bulk goods is shared by ${byValue ? "value" : "quantity"}`,
      at(33),
    );
    return undefined;
  }
  const units = [...new Set(bulk.map((x) => x.p.unit).filter((u): u is string => u !== undefined))];
  if (!byValue && units.length > 1) {
    out.assess(
      `The quantities of the bulk goods of ${heap.name} (${listed(bulk.map((x) => x.p.id))}) in one measure: they are given in ${units.join(" and ")}`,
      "the skipper's lading and the bills of lading",
      `under ${gq(ctx, "styrtegods")} the loss is shared by quantity within the heap, and quantities in different measures cannot be added; give them in one unit`,
      at(33),
    );
    return undefined;
  }
  const total = bulk.reduce((s, x) => s.add(weightOf(x) as Rational), Rational.ZERO);
  if (total.isZero()) return undefined;
  const lines: QuantityLine[] = bulk.map((x) => {
    const fraction = (weightOf(x) as Rational).div(total);
    const bears = taken.mul(fraction);
    const q = x.p.quantity;
    return {
      interest: x.p.id,
      owner: x.p.owner,
      label: parcelLabel(c, x),
      quantity: (weightOf(x) as Rational).toString(),
      fraction: fraction.toString(),
      bears: bears.toString(),
      ...(q ? { receives: q.sub(bears).toString() } : {}),
      provisions: [at(33)],
    };
  });
  return {
    unit: units[0] ?? "units",
    measure: byValue ? `value in ${c.currency.units[0]?.name ?? c.currency.name}` : "quantity shipped",
    lost: taken.toString(),
    total: total.toString(),
    lines,
  };
}

/**
 * What was taken out of each heap: the bulk_taken out of the one heap (or the heap
 * the case names for it), and what the case lists as taken from a bulk parcel out
 * of that parcel's heap.
 */
function takenPerHeap(
  p: NonNullable<GeneralAverageFacts["piracy"]>,
  heaps: ReadonlyMap<string, Heap>,
  fromHeaps: readonly { t: { quantity?: Rational | undefined }; x: Parcel }[],
): Map<string, Rational> {
  const taken = new Map<string, Rational>();
  const add = (key: string, q: Rational) => taken.set(key, (taken.get(key) ?? Rational.ZERO).add(q));
  for (const { t, x } of fromHeaps) add(heapOf(x).key, t.quantity ?? Rational.ZERO);
  const bulkTaken = p.bulk_taken;
  if (bulkTaken && bulkTaken.sign() > 0 && heaps.size > 0) {
    if (p.heap !== undefined) {
      const named = [...heaps.values()].find((h) => h.id === p.heap);
      if (!named) {
        throw new CaseError("case", [
          {
            path: "facts.piracy.heap",
            message: `no bulk parcel lies in a heap "${p.heap}"`,
            expected: `one of: ${[...heaps.values()].map((h) => h.id).join(", ")}`,
          },
        ]);
      }
      add(named.key, bulkTaken);
    } else if (heaps.size === 1) {
      add([...heaps.keys()][0] as string, bulkTaken);
    } else {
      throw new CaseError("case", [
        {
          path: "facts.piracy.bulk_taken",
          message: `the bulk goods lie in ${heaps.size} heaps (${[...heaps.values()].map((h) => h.name).join("; ")}), and dl-averi/33 shares a loss only within the heap it was taken from`,
          expected:
            "the heap it was taken from, as facts.piracy.heap (a heap's id, or give the parcels a heap), or what was taken from each heap under facts.piracy.taken",
        },
      ]);
    }
  }
  return taken;
}

function piracy(c: GaCase, ctx: RuleContext, out: Out): Step | undefined {
  const p = c.f.piracy;
  if (!p) return undefined;
  const steps: Step[] = [];
  const takenParcels = p.taken.map((t) => ({ t, x: c.byId.get(t.parcel) as Parcel }));
  const mentionsBulk = (p.bulk_taken?.sign() ?? 0) > 0 || takenParcels.some(({ x }) => x.p.packing !== "packed");
  const bulk = mentionsBulk ? c.parcels.filter((x) => isBulk(x, ctx)) : [];
  const heaps = heapsOf(bulk);
  const fromHeaps = takenParcels.filter(({ x }) => bulk.includes(x));
  const taken = takenPerHeap(p, heaps, fromHeaps);
  const anyTaken = [...taken.values()].some((q) => q.sign() > 0) || (mentionsBulk && bulk.length === 0);
  if (mentionsBulk && anyTaken) {
    const reason = is(ctx, "thi_det", "R1")
      ? "the ship gives nothing, for she bears her own risk (Q-A17 R1)"
      : "the ship gives nothing; the bulk goods as a body bear their own risk (Q-A17 R2)";
    if (bulk.length === 0) {
      out.warn("Bulk goods were taken, but no parcel of the cargo is bulk goods as Q-A16 reads 'styrtegods'.", at(33));
    }
    const lost = [...heaps.values()].filter((h) => (taken.get(h.key)?.sign() ?? 0) > 0);
    for (const heap of lost) {
      const q = taken.get(heap.key) as Rational;
      const shares = bulkShares(c, heap, q, ctx, out);
      const untouched = heaps.size - 1;
      if (shares) {
        out.averages.push({
          id: lost.length === 1 ? "piracy-bulk" : `piracy-bulk:${heap.id}`,
          label: `Bulk goods taken by ${p.attackers} out of ${heap.name}, made good out of the other bulk goods of that heap (${at(33)})`,
          shares,
          provisions: [at(33)],
        });
      }
      steps.push({
        rule: "dl-averi/33#bulk",
        label:
          "bulk goods poured together ('styrtegods, som er styrtet tilsammen'), part taken by freebooters or pirates: it is made good out of the other bulk goods, and the ship gives nothing to it",
        provisions: [at(33)],
        status: "applied",
        readings: { styrtegods: gaReading(ctx, "styrtegods"), thi_det: gaReading(ctx, "thi_det") },
        facts: { heap: heap.id, taken: q.toString(), bulk_parcels: heap.parcels.length, other_heaps: untouched },
        value: `${q.toString()} ${shares?.unit ?? ""} shared over ${plural(heap.parcels.length, "bulk parcel")} of ${heap.name}${untouched > 0 ? ", not over the other heaps, which were not poured together with it" : ""}; ${reason}`,
      });
    }
  }
  const own = takenParcels.filter(({ x }) => !bulk.includes(x));
  if (own.length > 0) {
    const what = own.map(({ t, x }) => {
      const q = t.quantity ? ` ${t.quantity} ${x.p.unit ?? ""}`.trimEnd() : "";
      return `${x.p.id}${q}${t.value ? ` (${t.value.format()})` : ""}`;
    });
    steps.push({
      rule: "dl-averi/34#own-risk",
      label:
        "all other goods, in packs, casks or barrels, bear their own risk, and each suffers the loss that befalls him",
      provisions: [at(34)],
      status: "applied",
      facts: { parcels: own.length },
      value: `${plural(own.length, "parcel")}, each borne by its owner: ${listed(what)}`,
    });
  }
  return section(`Goods taken by ${p.attackers}`, [at(33), at(34)], steps);
}

// 35: defence; 37: ransom

/** What the costs of a defence and a ransom go over: ship and goods, and the freight under Q-A30 R2. */
const overWhat = (ctx: RuleContext): string =>
  `over ship and goods${is(ctx, "ransom_mass", "R2") ? " and freight" : ""}`;

/** A defence's costs or a ransom, as an average of its own over ship and goods (and freight, per Q-A30). */
function overShipAndGoods(
  c: GaCase,
  ship: Money | undefined,
  ctx: RuleContext,
  out: Out,
  x: { id: string; label: string; amount: Money; paidBy: string | undefined; provision: string },
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
      freight: freightFor(c, ctx),
      goods: goodsValue,
    },
    out,
  );
  if (a) out.averages.push(a);
}

function defence(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Out): Step | undefined {
  const d = c.f.defence;
  if (!d) return undefined;
  const wounded = d.wounded.map((id) => c.names.get(id) ?? id);
  out.must(
    c.skipper.id,
    `have ${wounded.length ? wounded.join(", ") : "the wounded"} treated and healed`,
    undefined,
    at(35),
  );
  const amount = [d.doctor, d.substitutes, d.other_costs].reduce<Money>((s, m) => (m ? s.add(m) : s), c.zero);
  const value = `${amount.format()} ${overWhat(ctx)}`;
  if (amount.minor.sign() > 0 && needValues(c, ship, "The costs of the defence", out, at(35))) {
    overShipAndGoods(c, ship, ctx, out, {
      id: "defence",
      label: `The costs of the defence against ${d.attackers} (${at(35)})`,
      amount,
      paidBy: d.paid_by,
      provision: at(35),
    });
  }
  return {
    rule: "dl-averi/35#defence",
    label:
      "the doctor's fee of the wounded, the hire and portage of men taken on in their place, and all other costs go over ship and goods, because it was done to protect them",
    provisions: [at(35)],
    status: "applied",
    readings: { ransom_mass: gaReading(ctx, "ransom_mass") },
    facts: {
      doctor: d.doctor?.format() ?? null,
      substitutes: d.substitutes?.format() ?? null,
      other_costs: d.other_costs?.format() ?? null,
    },
    value,
  };
}

function ransom(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Out): Step | undefined {
  const r = c.f.ransom;
  if (!r) return undefined;
  const label =
    "ship and goods seized and detained, and bought free for a sum the skipper can lawfully prove: it goes over ship and goods like other average";
  if (r.proved !== true) {
    out.must(c.skipper.id, `lawfully prove the ransom of ${r.amount.format()}`, undefined, at(37));
    if (r.proved === undefined) {
      out.assess(
        "Whether the skipper lawfully proves the ransom",
        "the court (the text names none)",
        "dl-averi/37: a ransom is average only if he can lawfully prove it",
        at(37),
      );
    } else out.warn(`The ransom of ${r.amount.format()} is not proved: it is not average (dl-averi/37).`, at(37));
    return { rule: "dl-averi/37#ransom", label, provisions: [at(37)], status: "not-applicable", value: "not proved" };
  }
  if (needValues(c, ship, "The ransom", out, at(37))) {
    overShipAndGoods(c, ship, ctx, out, {
      id: "ransom",
      label: `The ransom of ship and goods (${at(37)})`,
      amount: r.amount,
      paidBy: r.paid_by,
      provision: at(37),
    });
  }
  return {
    rule: "dl-averi/37#ransom",
    label,
    provisions: [at(37)],
    status: "applied",
    readings: { ransom_mass: gaReading(ctx, "ransom_mass") },
    value: `${r.amount.format()} ${overWhat(ctx)}`,
  };
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
    gaReading(ctx, "special_reason") === "R1" && t.special_cause_found === true ? "binds" : "to_assess",
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

function harbourTheft(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Out): Step | undefined {
  const thefts = c.f.harbour_theft;
  if (thefts.length === 0) return undefined;
  const standing = thefts.map((t) => evaluate(liesWhereItFalls, t, ctx).value as TheftStanding);
  const sum = (s: TheftStanding) => thefts.reduce((m, t, i) => (standing[i] === s ? m.add(t.value) : m), c.zero);
  thefts.forEach((t, i) => {
    if (standing[i] !== "to_assess") return;
    out.assess(
      `Whether '${t.special_cause}' is a special cause binding everyone interested in ship and goods to bear the theft of ${t.value.format()} pro rata`,
      "a court or assessors (Q-A18 R1)",
      "dl-averi/36: a theft in harbour lies where it falls unless a special cause binds all; give the finding as facts.harbour_theft[].special_cause_found",
      at(36),
    );
  });
  const bound = thefts.filter((_, i) => standing[i] === "binds");
  if (bound.length > 0 && needValues(c, ship, "The theft in harbour", out, at(36))) {
    const good = new Map<string, Money>();
    for (const t of bound) {
      const key = t.what === "goods" && t.parcel ? t.parcel : "ship";
      good.set(key, (good.get(key) ?? c.zero).add(t.value));
    }
    const a = separate(
      c,
      {
        id: "harbour-theft",
        label: `The theft in harbour, borne pro rata by ship and goods for a special cause (${at(36)})`,
        amount: sum("binds"),
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
  return {
    rule: "dl-averi/36#theft",
    label: liesWhereItFalls.label,
    provisions: [at(36)],
    status: "applied",
    ...(standing.some((s) => s !== "lies") ? { readings: { special_reason: gaReading(ctx, "special_reason") } } : {}),
    facts: { thefts: thefts.length },
    value: `lies where it falls: ${sum("lies").format()}; borne by all: ${sum("binds").format()}; to be assessed: ${sum("to_assess").format()}`,
  };
}

// 38–40: lighterage

function lighterageCharges(c: GaCase, ship: Money, ctx: RuleContext, out: Out): string {
  const l = c.f.lighterage as NonNullable<GeneralAverageFacts["lighterage"]>;
  const amount = [l.lighter_hire, l.lighterage_money].reduce<Money>((s, m) => (m ? s.add(m) : s), c.zero);
  if (amount.minor.sign() === 0) return "no lighterage given";
  const how = gaReading(ctx, "lighterage_split");
  if (how === "R3") {
    out.assess(
      `How the lighterage of ${amount.format()} is shared between ship and goods`,
      "the custom of the port",
      `Q-A19 R3: as the custom of the port${l.local_custom ? `, said to be: ${l.local_custom}` : ""}`,
      at(38),
    );
    return `${amount.format()}: shared as the custom of the port, still to be established (Q-A19 R3)`;
  }
  const goodsTotal = c.parcels.reduce((s, x) => s.add(goodsValue(x)), c.zero);
  const half = how === "R2";
  const a = separate(
    c,
    {
      id: "lighterage",
      label: `Lighter hire and lighterage money, paid by ship and goods (${at(38)})`,
      amount,
      paidBy: payer(c, l.paid_by),
      provisions: [at(38)],
      ship: half ? goodsTotal : ship,
      shipLabel: half
        ? `${the(c.shipName)}, bearing half: reckoned at the goods' total value (Q-A19 R2)`
        : `${the(c.shipName)}`,
      freight: undefined,
      goods: goodsValue,
    },
    out,
  );
  if (a) out.averages.push(a);
  return `${amount.format()} ${half ? "half by the ship, half by the goods (Q-A19 R2)" : "in proportion to the values of ship and goods (Q-A19 R1)"}`;
}

function lighterLoss(c: GaCase, ship: Money, ctx: RuleContext, out: Out): string {
  const l = c.f.lighterage as NonNullable<GeneralAverageFacts["lighterage"]>;
  if (l.goods_lost.length === 0) return "no goods lost in the lighters";
  const lost = new Map<string, Money>();
  for (const g of l.goods_lost) lost.set(g.parcel, (lost.get(g.parcel) ?? c.zero).add(g.loss));
  const total = [...lost.values()].reduce((s, m) => s.add(m), c.zero);
  const theyContribute = is(ctx, "lighter_loss_mass", "R2");
  const a = separate(
    c,
    {
      id: "lighter-loss",
      label: `Goods lost in the lighters, over ship and goods kept (${at(39)})`,
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
  return `${total.format()} over ship and goods kept; the owners of the goods lost ${theyContribute ? "contribute too (Q-A20 R2)" : "do not contribute on them (Q-A20 R1)"}`;
}

function lighterage(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Out): Step | undefined {
  const l = c.f.lighterage;
  if (!l) return undefined;
  const steps: Step[] = [];
  if (!l.shallow_water) {
    out.warn(
      "dl-averi/38 speaks of a ship that draws too much water to reach the place she is chartered to; the case says that was not so, and the lighterage is not shared under it.",
      at(38),
    );
  } else if (needValues(c, ship, "The lighterage", out, at(38), at(39))) {
    const s = ship as Money;
    steps.push({
      rule: "dl-averi/38#lighterage",
      label:
        "a ship too deep for the shallow water must unload into prams or boats: that freight and lighter money shall be paid by ship and goods",
      provisions: [at(38)],
      status: "applied",
      value: lighterageCharges(c, s, ctx, out),
    });
    steps.push({
      rule: "dl-averi/39#lost",
      label: "if those goods meet with a mishap, the loss shall go over the ship and the goods that are kept",
      provisions: [at(39)],
      status: l.goods_lost.length > 0 ? "applied" : "not-applicable",
      value: lighterLoss(c, s, ctx, out),
    });
  }
  const damage = l.lighter_damage.reduce((m, d) => m.add(d.amount), c.zero);
  steps.push({
    rule: "dl-averi/40#lighters",
    label:
      "for damage to the prams or boats hired to carry the goods ashore neither ship nor goods answer: those who let themselves be hired with them bear it",
    provisions: [at(40)],
    status: l.lighter_damage.length > 0 ? "applied" : "not-applicable",
    value: `${damage.format()}, borne by the lightermen`,
  });
  return section("Lighterage", [at(38), at(39), at(40)], steps);
}

// 41: a grounding, the ship lightened off

function costsByQuantity(c: GaCase, amount: Money, paidBy: PartyRef, out: Out): SeparateAverage | undefined {
  const goods = c.parcels.filter((x) => x.kept?.minor.sign() !== 0);
  const useQuantity = goods.every((x) => x.p.quantity !== undefined);
  const useWeight = !useQuantity && goods.every((x) => x.p.weight !== undefined);
  if (!useQuantity && !useWeight) {
    out.assess(
      "The quantity or weight of each parcel lightered",
      "the skipper's lading and the bills of lading",
      "Q-A21 R2: the costs on the goods are shared by quantity or weight",
      at(41),
    );
    return undefined;
  }
  const q = (x: Parcel) => (useQuantity ? x.p.quantity : x.p.weight) as Rational;
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
    label: `The costs on the goods after the grounding, over all the goods by quantity, paid to ${paidBy.name} (${at(41)})`,
    shares: {
      unit: useQuantity ? units.join(" / ") : "weight",
      measure: useQuantity ? "quantity" : "weight",
      amount: amount.toJSON(),
      total: total.toString(),
      lines,
      rounding: TIE_BREAK_RULE,
    },
    provisions: [at(41)],
  };
}

function grounding(c: GaCase, ctx: RuleContext, out: Out): Step | undefined {
  const g = c.f.grounding;
  if (!g) return undefined;
  const label =
    "a ship aground, lightened off with small vessels and prams: the skipper repairs his ship at his own cost, and the merchant pays the costs on the goods, reckoned over all the goods, each according to his share";
  if (!g.lightered) {
    out.warn(
      "dl-averi/41 speaks of a ship the skipper could lighten off with small vessels and prams; the case says he could not, and the costs are not shared under it.",
      at(41),
    );
    return { rule: "dl-averi/41#grounding", label, provisions: [at(41)], status: "not-applicable" };
  }
  out.must(
    c.skipper.id,
    `bear the cost of repairing ${the(c.shipName)} himself${g.ship_repair ? `: ${g.ship_repair.format()}` : ""}`,
    undefined,
    at(41),
  );
  const paidBy = g.paid_by ? payer(c, g.paid_by) : c.skipper;
  const byValue = is(ctx, "goods_cost_basis", "R1");
  let a: SeparateAverage | undefined;
  if (!byValue) a = costsByQuantity(c, g.costs_on_goods, paidBy, out);
  else if (appraised(c)) {
    a = separate(
      c,
      {
        id: "grounding-goods",
        label: `The costs on the goods after the grounding, over all the goods by value (${at(41)})`,
        amount: g.costs_on_goods,
        paidBy,
        provisions: [at(41)],
        ship: undefined,
        freight: undefined,
        goods: goodsValue,
      },
      out,
    );
  } else out.warn("The costs on the goods cannot be shared by value until every parcel is appraised.", at(41));
  if (a) out.averages.push(a);
  return {
    rule: "dl-averi/41#grounding",
    label,
    provisions: [at(41)],
    status: "applied",
    readings: { goods_cost_basis: gaReading(ctx, "goods_cost_basis") },
    facts: { ship_repair: g.ship_repair?.format() ?? null, costs_on_goods: g.costs_on_goods.format() },
    value: `repair: the skipper's own; ${g.costs_on_goods.format()} over all the goods by ${byValue ? "value (Q-A21 R1)" : "quantity (Q-A21 R2)"}`,
  };
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: GaCase, ga: GeneralAverage | undefined): string {
  const f = c.f;
  const bits: string[] = [];
  if (f.emergency) {
    bits.push(
      ga
        ? `general average after ${measureWords(f.emergency)}: ${ga.statement.loss.text} over ${ga.statement.mass.text} (${at(25)})`
        : `${measureWords(f.emergency)}: no general average drawn up yet (${at(25)})`,
    );
  }
  if (f.piracy) bits.push(`goods taken by ${f.piracy.attackers} (${at(33)}–34)`);
  if (f.defence) bits.push(`a defence against ${f.defence.attackers} (${at(35)})`);
  if (f.harbour_theft.length > 0) bits.push(`a theft in harbour (${at(36)})`);
  if (f.ransom) bits.push(`ship and goods bought free (${at(37)})`);
  if (f.lighterage) bits.push(`the goods unloaded into lighters (${at(38)}–40)`);
  if (f.grounding) bits.push(`a grounding, the ship lightened off (${at(41)})`);
  if (bits.length === 0) bits.push(`a voyage with no loss to share under ${at(20)}–41`);
  return bits.join("; ");
}

export function decideGeneralAverage(facts: GeneralAverageFacts, dctx: DecideContext): DeterminationBody {
  const ctx: RuleContext = { readings: dctx.readings };
  const c = gaCase(facts, dctx.currency);
  const out = new Out();
  const steps: Step[] = [];
  const push = (s: Step | undefined) => {
    if (s) steps.push(s);
  };
  const decided = decision(c, ctx, out);
  push(decided?.step);
  push(jettisonOrder(c, out));
  const ship = c.f.emergency
    ? shipValuation(c, ctx, out)
    : shipNeeded(c)
      ? shipValueGiven(c, out)
      : { value: undefined, step: undefined };
  push(ship.step);
  push(valuationBasis(c, out));
  const ga =
    decided?.entitled !== false && averageWanted(c, ship.value, out)
      ? generalAverage(c, ship.value as Money, ctx, out)
      : undefined;
  push(ga?.step);
  push(piracy(c, ctx, out));
  push(defence(c, ship.value, ctx, out));
  push(harbourTheft(c, ship.value, ctx, out));
  push(ransom(c, ship.value, ctx, out));
  push(lighterage(c, ship.value, ctx, out));
  push(grounding(c, ctx, out));
  const situation = situationOf(c, ga);
  return {
    situation,
    funds: ga ? [ga.fund] : [],
    allocations: ga ? ga.allocations : [],
    ...(ga ? { statement: ga.statement } : {}),
    ...(out.averages.length > 0 ? { averages: out.averages } : {}),
    liabilities: out.liabilities,
    obligations: out.obligations,
    options: out.options,
    penalties: [],
    assessments: out.assessments,
    warnings: out.warnings,
    explanation: {
      rule: "dl-averi/20-41#general-average",
      label: `General average and the losses a voyage shares, dl-averi/20–41: ${situation}`,
      provisions: [...GENERAL_AVERAGE_PROVISIONS],
      status: "applied",
      children: steps,
    },
  };
}

export const generalAverageKind = defineKind({
  kind: "general_average",
  summary:
    "General average: the decision to throw goods overboard, cut mast or cable or run ashore (20–22), the ship's value and the charterer's option (23), the loss spread over ship, goods kept and freight (24–32) with the skipper's lien (26); goods taken by pirates (33–34), a defence (35), a theft in harbour (36), a ransom (37), lighterage (38–40) and a grounding (41).",
  provisions: GENERAL_AVERAGE_PROVISIONS,
  facts: generalAverageFactsSchema,
  jsonSchema: generalAverageFactsJsonSchema,
  decide: decideGeneralAverage,
});
