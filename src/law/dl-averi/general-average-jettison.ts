/**
 * dl-averi/20–22: the decision to throw goods overboard, cut mast or cable or run ashore,
 * and the order in which goods go.
 */

import { type GaCase, listed, type Parcel, plural, sentenceMeasureTaken } from "./general-average-common.js";
import type { Collected, Emergency, GaPerson, Money, RuleContext, Step } from "./kit.js";
import {
  at,
  choiceOn,
  chosen,
  evaluate,
  evaluateOr,
  nameOf,
  note,
  phrases,
  q,
  Rational,
  rule,
  section,
} from "./kit.js";

// 20–21: the decision

const say = phrases("dl-averi/20", {
  jettison: "throwing goods overboard",
  cutMast: "cutting away the mast",
  cutCable: "cutting the cable",
  cutAnchorRope: "cutting the anchor rope",
  runAshore: "running the ship ashore",
  otherMeasure: "another measure",
  measures: "{first}, {rest}",
  crewMajority: "a majority of the crew",
  bestMenMajority: "a majority of the best men of the crew",
  bestMen: "the best men of the crew",
  crew: "the crew",
  notSaid: "the case does not say how {who} stood ({q})",
  vote: "{who}: {for} for, {against} against ({q})",
  consult: "first take counsel with {names}, present aboard, before {measures}",
  consultDone: "first take counsel with {names}, present aboard, before {measures}; done",
  consultAnswered: "first take counsel with {names}, present aboard, before {measures}; done: they {answer}",
  consultNotDone: "first take counsel with {names}, present aboard, before {measures}; not done",
  consultNotSaid:
    "first take counsel with {names}, present aboard, before {measures}; the case does not say it was done",
  notConsulted:
    "{names} {n, plural, one {was} other {were}} aboard, but the skipper did not first take counsel with {n, plural, one {him} other {them}} before {measures}.",
  consultUnknown:
    "The case does not say whether the skipper took counsel with {names}, who {n, plural, one {was} other {were}} aboard.",
  crewAgainst:
    "The merchant refused, and the most and best of the crew did not back the measure ({words}): dl-averi/21 lets the skipper act against the merchant's refusal only on their opinion.",
  crewUnknown: "The merchant refused; {words}, whose opinion the skipper must follow.",
  oath: "the crew of {ship}: declare on oath, when they come ashore, that it was done to save life, ship and goods",
  oathDone:
    "the crew of {ship}: declare on oath, when they come ashore, that it was done to save life, ship and goods; done",
  oathNotDone:
    "the crew of {ship}: declare on oath, when they come ashore, that it was done to save life, ship and goods; not done",
  oathNotSaid:
    "the crew of {ship}: declare on oath, when they come ashore, that it was done to save life, ship and goods; the case does not say it was done",
  noOath:
    "The crew have not declared on oath ashore that it was done to save life, ship and goods, as dl-averi/21 requires where the merchant refused.",
  mostAndBest: "The most and best of the crew: {words}",
  notKnown: "not known",
  backed: "backed the measure",
  notBacked: "did not back it",
  entitlement:
    "Whether the loss after {measures} is shared as general average: it was done against the merchant's refusal and against the most and best of the crew, and no oath was sworn ashore",
  aCourt: "a court (the text names none)",
  entitlementBasis:
    "dl-averi/21: 'Ville de ikke samtykke, og skipperen eragter det dog nødigt, da skal han følge de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed forklare, at det er sket at redde liv, skib og gods': over the merchant's refusal the skipper may act only on the crew's opinion and their oath, and had neither; give the finding as facts.emergency.average_allowed",
  untilCourt: "{what}: no general average is drawn up until a court finds it one (facts.emergency.average_allowed).",
  foundAverage: "found to be average",
  foundNotAverage: "found not to be average",
  courtNotAverage: "A court found the loss not to be average: there is no general average (dl-averi/21).",
  nobodyAboard:
    "neither the merchant nor his agent was aboard: dl-averi/20 asks counsel only of those present, and the text does not say whether the skipper then decides alone or must follow the crew as in dl-averi/21",
  refusedNotNecessary:
    "The merchant refused, and the skipper did not judge the measure necessary: under dl-averi/20–21 the measure should not have been taken.",
  otherMeasureWarning:
    "dl-averi/20 names throwing goods overboard, cutting mast, cable or anchor rope, and running the ship ashore; what else was done is average only as damage 'in the said case' (dl-averi/25).",
  notToSave:
    "The case says the measure was not taken to save life, ship and goods: dl-averi/20 and /25 speak only of such measures, so there is no general average.",
  decision: "The decision: {measures}",
  notChecked: "not checked: the case gives no weights and marks no heavy goods",
  inOrder: "in order",
  outOfOrder: "{parcels} out of order",
  departures:
    "{parcels} went overboard while heavier goods of less value went later or were kept: {ids}. Unless it could not be done otherwise, that departs from dl-averi/22 (the text sets no sanction).",
});

interface Decision {
  readonly c: GaCase;
  readonly e: Emergency;
  /** Merchants and agents aboard. */
  readonly present: readonly GaPerson[];
}

type Say = "merchant" | "crew" | "skipper";

const crewDecides = rule<Decision, Say>({
  id: "dl-averi/21#crew",
  reads: ["facts.emergency.{answer,skipper_judged_necessary}"],
  label:
    "if they will not consent, and the skipper nevertheless judges it necessary, he shall follow the opinion of the most and best of the crew",
  provisions: [at(21)],
  when: (d) => d.present.length > 0 && d.e.answer === "refused" && d.e.skipper_judged_necessary,
  gives: () => "crew",
  facts: (d) => ({ answer: d.e.answer ?? null, skipper_judged_necessary: d.e.skipper_judged_necessary }),
});

const merchantCounselled = rule<Decision, Say>({
  id: "dl-averi/20#consult",
  reads: ["facts.emergency.{answer,consulted}"],
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

/**
 * The counsel is 'herom', about the measures of the sentence ('så at skipperen må
 * lade kaste af godset, eller mast, kabel, eller ankertov, hugge, eller landløbe med
 * skibet … da skal skipperen først rådføre sig herom med købmanden'), and /21's crew
 * and oath answer the merchant's refusal of that counsel. Money laid out alone (a
 * tug, a port of refuge: Q-S10) asks neither.
 */
const noMeasureOfTheSentence = rule<Decision, Say>({
  id: "dl-averi/20#no-measure",
  reads: ["facts.emergency.measures[]"],
  label:
    "nothing was thrown overboard, cut away or run ashore: the counsel of dl-averi/20 ('rådføre sig herom') and the crew's opinion and oath of dl-averi/21 belong to those measures, and what else was done asks neither",
  provisions: [at(20), at(21)],
  when: (d) => !sentenceMeasureTaken(d.e),
  gives: () => "skipper",
  facts: (d) => ({ measures: [...d.e.measures] }),
});

const MEASURE_WORDS: Record<string, () => string> = {
  jettison: say.jettison,
  cut_mast: say.cutMast,
  cut_cable: say.cutCable,
  cut_anchor_rope: say.cutAnchorRope,
  run_ashore: say.runAshore,
  other: say.otherMeasure,
};

/** Words joined with ", ", each said in the language. */
function commaList(words: readonly string[]): string {
  const [first, ...rest] = words;
  if (first === undefined) return "";
  return rest.length === 0 ? first : say.measures({ first, rest: commaList(rest) });
}

export const measureWords = (e: Emergency): string => commaList(e.measures.map((m) => MEASURE_WORDS[m]?.() ?? m));

function presentAboard(c: GaCase): GaPerson[] {
  return c.f.people.filter(
    (p) => p.aboard === c.f.ship.id && (p.roles.includes("merchant") || p.roles.includes("agent")),
  );
}

/** Whose opinion 21's 'de fleste og bedste af skibsfolkene' counts: the crew's, or their best men's. */
type Counted = "crew" | "best-men";

const onMajority = choiceOn<Emergency, Counted>("crew_majority", (v) =>
  v === "crew" ? say.crewMajority() : say.bestMenMajority(),
);

/** 21: 'de fleste og bedste af skibsfolkenes mening' — the crew's majority, the best men's views weighing in it. */
const mostOfTheCrew = onMajority.base(
  {
    id: "dl-averi/21#most-of-the-crew",
    label:
      "'de fleste og bedste af skibsfolkenes mening': the opinion of a majority of the crew, in which the best men's views carry weight",
    provisions: [at(21)],
    gives: "crew",
  },
  [
    onMajority.when("R2", {
      id: "dl-averi/21#best-men",
      label: "the majority among the officers and most experienced men of the crew (Q-A09 R2)",
      provisions: [at(21)],
      gives: "best-men",
    }),
  ],
);

/** Did the most and best of the crew back the measure (Q-A09)? undefined: the case does not say. */
function crewBacking(e: Emergency, ctx: RuleContext): { backed: boolean | undefined; words: string } {
  const best = chosen(mostOfTheCrew, e, ctx) === "best-men";
  const vote = best ? e.best_men_vote : e.crew_vote;
  const who = best ? say.bestMen() : say.crew();
  if (!vote) return { backed: undefined, words: say.notSaid({ who, q: q(ctx, "crew_majority") }) };
  const backed = vote.for > vote.against;
  return {
    backed,
    words: say.vote({ who, for: String(vote.for), against: String(vote.against), q: q(ctx, "crew_majority") }),
  };
}

function consultDuty(d: Decision, out: Collected): void {
  const names = d.present.map(nameOf).join(", ");
  const measures = measureWords(d.e);
  const what =
    d.e.consulted === true
      ? d.e.answer
        ? say.consultAnswered({ names, measures, answer: d.e.answer })
        : say.consultDone({ names, measures })
      : d.e.consulted === false
        ? say.consultNotDone({ names, measures })
        : say.consultNotSaid({ names, measures });
  out.must(d.c.skipper.id, what, undefined, at(20));
  const n = d.present.length;
  if (d.e.consulted === false) {
    out.warn(say.notConsulted({ names, n, measures }), at(20));
  } else if (d.e.consulted === undefined) {
    out.warn(say.consultUnknown({ names, n }), at(20));
  }
}

function crewDuties(d: Decision, ctx: RuleContext, out: Collected): { step: Step; unsupported: boolean } {
  const backing = crewBacking(d.e, ctx);
  if (backing.backed === false) {
    out.warn(say.crewAgainst({ words: backing.words }), at(21));
  } else if (backing.backed === undefined) {
    out.warn(say.crewUnknown({ words: backing.words }), at(21));
  }
  const due = d.c.arrived?.day;
  const ship = { the: d.c.shipName };
  const sworn =
    d.e.oath_sworn_ashore === true
      ? say.oathDone({ ship })
      : d.e.oath_sworn_ashore === false
        ? say.oathNotDone({ ship })
        : say.oathNotSaid({ ship });
  out.must(`${d.c.f.ship.id}-crew`, sworn, due, at(21));
  if (d.e.oath_sworn_ashore === false) {
    out.warn(say.noOath(), at(21));
  }
  const counted: Step[] = [];
  chosen(mostOfTheCrew, d.e, ctx, counted);
  const step = note(say.mostAndBest({ words: backing.words }), [at(21)], {
    value: backing.backed === undefined ? say.notKnown() : backing.backed ? say.backed() : say.notBacked(),
    ...(counted.length > 0 ? { children: counted } : {}),
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
function entitlement(e: Emergency, out: Collected): boolean {
  const what = say.entitlement({ measures: measureWords(e) });
  const by = say.aCourt();
  const basis = say.entitlementBasis();
  if (e.average_allowed === undefined) {
    out.assess({ what, by, basis, provisions: [at(20), at(21), at(25)] });
    out.warn(say.untilCourt({ what }), at(21));
    return false;
  }
  out.assessments.push({
    what,
    by,
    basis,
    status: "given",
    value: e.average_allowed ? say.foundAverage() : say.foundNotAverage(),
    provisions: [at(20), at(21), at(25)],
  });
  if (!e.average_allowed) {
    out.warn(say.courtNotAverage(), at(21));
  }
  return e.average_allowed;
}

export function decision(c: GaCase, ctx: RuleContext, out: Collected): { step: Step; entitled: boolean } | undefined {
  const e = c.f.emergency;
  if (!e) return undefined;
  const d: Decision = { c, e, present: presentAboard(c) };
  const other = evaluate(noMeasureOfTheSentence, d, ctx);
  const o = other.applied
    ? other
    : evaluateOr(merchantCounselled, d, ctx, {
        value: "skipper" as Say,
        label: say.nobodyAboard(),
        provisions: [at(20), at(21)],
      });
  const steps: Step[] = [o.step];
  if (o.value === "merchant" || o.value === "crew") consultDuty(d, out);
  let entitled = true;
  if (o.value === "crew") {
    const crew = crewDuties(d, ctx, out);
    steps.push(crew.step);
    if (crew.unsupported) entitled = entitlement(e, out);
  }
  if (o.value === "merchant" && e.answer === "refused") {
    out.warn(say.refusedNotNecessary(), at(20), at(21));
  }
  if (e.measures.includes("other")) {
    out.warn(say.otherMeasureWarning(), at(20), at(25));
  }
  if (!e.to_save) {
    out.warn(say.notToSave(), at(20), at(25));
  }
  return {
    step: section(say.decision({ measures: measureWords(e) }), [at(20), at(21)], steps, o.value ?? null),
    entitled,
  };
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

interface Thrown {
  readonly thrown: number;
  /** The parcels that could be compared, by weight or by the 'heavy' mark. */
  readonly compared: number;
  /** The parcels thrown out of order. */
  readonly departures: readonly string[];
}

const heaviestCheapestFirst = rule<Thrown, string>({
  id: "dl-averi/22#order",
  label:
    "the skipper shall take good care that the heaviest goods and those of least value are thrown first, as far as possible",
  provisions: [at(22)],
  facts: (t) => ({ thrown: t.thrown, compared: t.compared }),
  gives: (t) =>
    t.compared < 2
      ? say.notChecked()
      : t.departures.length === 0
        ? say.inOrder()
        : say.outOfOrder({ parcels: plural(t.departures.length, "parcel") }),
});

export function jettisonOrder(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  const thrown = c.parcels.filter((x) => x.p.jettisoned);
  if (thrown.length === 0) return undefined;
  const { departures, compared } = outOfOrder(c.parcels);
  if (compared >= 2 && departures.length > 0) {
    out.warn(say.departures({ parcels: plural(departures.length, "parcel"), ids: listed(departures) }), at(22));
  }
  return evaluate(heaviestCheapestFirst, { thrown: thrown.length, compared, departures }, ctx).step;
}
