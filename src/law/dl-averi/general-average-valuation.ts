/**
 * dl-averi/23–24: the skipper's valuation of the ship with the charterer's option, and the
 * market at which goods thrown and kept are valued.
 */

import type { GaCase, Moment } from "./general-average-common.js";
import {
  after24Hours,
  listed,
  notLater,
  plural,
  readMoment,
  sentenceMeasureTaken,
  showMoment,
} from "./general-average-common.js";
import type { Collected, Emergency, Money, RuleContext, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluate, evaluateOr, is, note, phrases, rule, section } from "./kit.js";

// 23: the skipper's valuation of the ship, and the charterer's option

const say = phrases("dl-averi/23", {
  asAssessed: "as assessed, {value}",
  silenceToAssess: "to be assessed: the charterer's silence has no consequence the text states",
  unknownToAssess:
    "to be assessed: whether the charterer declared in time is not known, and under Q-A31 R2 a lapse has no consequence the text states",
  skippersValuation: "the skipper's valuation, {value}",
  lapseStands: "the option lapses and the skipper's valuation stands",
  noConsequence: "the text gives no consequence",
  take: "take {ship} over at the skipper's valuation, {value}",
  leave: "leave her to the skipper at that value",
  notKnownInTime: "{choice} (whether within the 24 hours is not known)",
  lapseR1: "the option lapses and the skipper's valuation stands (Q-A31 R1)",
  lapseR2: "the text gives no consequence; what follows is to be assessed (Q-A31 R2)",
  noCharterer: "The case names no charterer: the option of dl-averi/23 is his.",
  whenMadeKnown: "When the skipper's valuation of {ship} was made known to {charterer}",
  theEvidence: "the evidence (the text names no one)",
  whenMadeKnownBasis:
    "dl-averi/23: 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': the 24 hours run from the valuation being made known (Q-A31), and no other moment stands in for it; give it as facts.ship.valuation_made_known",
  whenDeclared: "When {charterer} declared whether he takes {ship}",
  whenDeclaredBasis:
    "dl-averi/23: he must declare within 24 hours of the valuation being made known; give it as facts.charterer_choice.declared",
  price: "the price of {ship}, taken over at the skipper's valuation",
  handOver: "hand {ship} over to {charterer}, who took her at the valuation",
  notYetValued: "not yet valued",
  noValuation: "the skipper has not yet put a money value on the ship",
  putValue: "put a money value on {ship}, as if he would keep her himself",
  valueForAverage: "The value of {ship} for the average",
  notNamed: "not named by the text (Q-A31 R2): a court or good men",
  theSkipper: "the skipper ({name})",
  lapsedBasis:
    "the charterer did not declare within 24 hours, and under Q-A31 R2 the text gives no consequence; give it as facts.ship.value_assessed",
  unknownBasis:
    "whether the charterer declared within 24 hours is not known, and under Q-A31 R2 the text gives no consequence; give it as facts.ship.value_assessed",
  valuationBasis:
    "dl-averi/23: 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde'; give it as facts.ship.valuation",
  took: "the charterer took the ship at the valuation: the value stands, and he owes the price",
  left: "the charterer left the ship to the skipper at the valuation: the value stands",
  lapsed: "the charterer did not declare within 24 hours",
  open: "the charterer has not yet chosen",
  unknownTake: "the charterer chose to take the ship, but whether within the 24 hours is not known",
  unknownLeave: "the charterer chose to leave her to the skipper, but whether within the 24 hours is not known",
  unvalued: "the skipper has not yet put a money value on the ship, so the charterer has nothing yet to declare on",
  notBegun: "his 24 hours run from the valuation being made known to him, and have not begun",
  runUntil: "the 24 hours run from the valuation being made known to the charterer, until {deadline}",
  run: "the 24 hours run from the valuation being made known to the charterer",
  runNotGiven: "the 24 hours run from the valuation being made known to the charterer, which the case does not give",
  standingFrom: "{standing}; {from}",
  valueHeading: "The ship's value: the skipper's valuation, and the charterer's choice",
  notKnown: "not known",
  valueForGa: "The value of {ship} for the general average",
  valueForAverages: "The value of {ship} for the averages over ship and goods",
  notNamedCourt: "not named by the text: a court or good men",
  distressBasis:
    "dl-averi/25 has 'det hele skib' pay, but the skipper values her under dl-averi/23 only when he 'må lade kaste … hugge, eller landløbe med skibet', and nothing of that was done. Give it as facts.ship.value_assessed",
  averagesBasis:
    "dl-averi/35–39 have the ship pay with the goods but do not say how she is valued; the skipper's valuation and the charterer's 24 hours of dl-averi/23 belong to a jettison. Give it as facts.ship.value_assessed",
  givenValue:
    "the value the case gives as the skipper's, {value}; without a jettison it opens no option to the charterer",
  gaHeading: "The ship's value for the general average",
  averagesHeading: "The ship's value for the averages over ship and goods",
  noJettison:
    "no goods thrown, no mast or cable cut, no running ashore: the skipper's valuation and the charterer's option of dl-averi/23 do not arise; the ship's value: {words}",
});

const say24 = phrases("dl-averi/24", {
  valued: "{parcels} valued",
  notAppraised: "{n} not yet appraised",
  valueOf: "The value of {parcels} at the market price where the goods kept are sold: {ids}",
  appraisers: "appraisers at that market (the text names none)",
  basis:
    "dl-averi/24: the goods thrown and the goods kept are valued at the market price where the goods kept are sold",
  otherMarket:
    "The parcels' values are not taken at the market where the goods kept are sold: dl-averi/24 values goods thrown and kept there. The figures are used as given.",
});

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
  reads: ["facts.ship.{valuation,value_assessed}"],
  label:
    "the charterer did not declare within 24 hours, and the text gives no consequence: the ship's value is an input (Q-A31 R2)",
  provisions: [at(23)],
  readings: ["valuation_option_lapse"],
  // The base's condition stays: without a valuation the charterer has nothing to
  // declare on ('hvorpå … sig erklære'), so no silence of his can have a consequence.
  when: (s, ctx) => s.c.f.ship.valuation !== undefined && s.lapsed !== false && is(ctx, "valuation_option_lapse", "R2"),
  gives: (s) => {
    const v = s.c.f.ship.value_assessed;
    if (v) return { value: v, words: say.asAssessed({ value: v.format() }) };
    return s.lapsed
      ? { value: undefined, words: say.silenceToAssess() }
      : { value: undefined, words: say.unknownToAssess() };
  },
  facts: (s) => ({ value_assessed: s.c.f.ship.value_assessed?.format() ?? null, lapsed: s.lapsed ?? null }),
  show: (v) => v.words,
});

const skippersValuation = rule<ShipValuing, ShipValue>({
  id: "dl-averi/23#valuation",
  reads: ["facts.ship.valuation"],
  label: "the skipper shall put a money value on the ship, as if he would keep her himself",
  provisions: [at(23)],
  when: (s) => s.c.f.ship.valuation !== undefined,
  gives: (s) => {
    const v = s.c.f.ship.valuation as Money;
    return { value: v, words: say.skippersValuation({ value: v.format() }) };
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
   * the case does not give when the valuation was made known or when he declared;
   * or "unvalued": the skipper has set no value, so there is nothing to declare on.
   */
  readonly standing: "take" | "leave" | "lapsed" | "open" | "unknown" | "unvalued";
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
  if (!c.f.ship.valuation) return { deadline: undefined, standing: "unvalued" };
  const known = readMoment(c.f.ship.valuation_made_known, "facts.ship.valuation_made_known");
  const deadline = known ? after24Hours(known) : undefined;
  const choice = c.f.charterer_choice;
  if (!choice) return { deadline, standing: "open" };
  if (choice.choice === "none") return { deadline, standing: "lapsed" };
  const declared = readMoment(choice.declared, "facts.charterer_choice.declared");
  if (!deadline || !declared) return { deadline, standing: "unknown" };
  return { deadline, standing: notLater(declared, deadline) ? choice.choice : "lapsed" };
}

/** What follows when the charterer lets 23's twenty-four hours pass. */
type Lapse = "valuation-stands" | "not-stated";

const onValuationStands = choiceOn<GaCase, Lapse>("valuation_option_lapse", (v) =>
  v === "valuation-stands" ? say.lapseStands() : say.noConsequence(),
);

const valuationStands = onValuationStands.base(
  {
    id: "dl-averi/23#valuation-stands",
    label:
      "the charterer who does not choose within the twenty-four hours loses the option, and the skipper's valuation stands",
    provisions: [at(23)],
    gives: "valuation-stands",
  },
  [
    onValuationStands.when("R2", {
      id: "dl-averi/23#lapse-not-stated",
      label: "the text gives no consequence; what follows is to be assessed (Q-A31 R2)",
      provisions: [at(23)],
      gives: "not-stated",
    }),
  ],
);

function chartererOption(c: GaCase, t: OptionTime, ctx: RuleContext, out: Collected): void {
  const v = c.f.ship.valuation;
  if (!v) return;
  const ship = { the: c.shipName };
  const take = say.take({ ship, value: v.format() });
  const leave = say.leave();
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
            chosen:
              t.standing === "unknown"
                ? say.notKnownInTime({ choice: made === "take" ? take : leave })
                : made === "take"
                  ? take
                  : leave,
          }),
    lapse: chosen(valuationStands, c, ctx) === "valuation-stands" ? say.lapseR1() : say.lapseR2(),
    provisions: [at(23)],
  });
  if (!c.f.charterer) out.warn(say.noCharterer(), at(23));
  const choice = c.f.charterer_choice;
  if (!t.deadline && t.standing !== "lapsed") {
    out.assess({
      what: say.whenMadeKnown({ ship, charterer: c.charterer.name }),
      by: say.theEvidence(),
      basis: say.whenMadeKnownBasis(),
      provisions: [at(23)],
    });
  }
  if (t.standing === "unknown" && t.deadline && !choice?.declared) {
    out.assess({
      what: say.whenDeclared({ charterer: c.charterer.name, ship }),
      by: say.theEvidence(),
      basis: say.whenDeclaredBasis(),
      provisions: [at(23)],
    });
  }
  if (t.standing === "take") {
    out.liabilities.push({
      from: c.charterer.id,
      to: c.owners.id,
      amount: v.toJSON(),
      description: say.price({ ship }),
      provisions: [at(23)],
    });
    out.must(c.owners.id, say.handOver({ ship, charterer: c.charterer.name }), undefined, at(23));
  }
}

export function shipValuation(c: GaCase, ctx: RuleContext, out: Collected): { value: Money | undefined; step: Step } {
  const t = optionTime(c);
  const lapsed = t.standing === "unknown" || t.standing === "unvalued" ? undefined : t.standing === "lapsed";
  const o = evaluateOr(skippersValuation, { c, lapsed }, ctx, {
    value: { value: undefined, words: say.notYetValued() },
    label: say.noValuation(),
    provisions: [at(23)],
  });
  const sv = o.value as ShipValue;
  const ship = { the: c.shipName };
  if (!c.f.ship.valuation) {
    out.must(c.skipper.id, say.putValue({ ship }), undefined, at(23));
  }
  if (!sv.value) {
    out.assess({
      what: say.valueForAverage({ ship }),
      by: c.f.ship.valuation ? say.notNamed() : say.theSkipper({ name: c.skipper.name }),
      basis: c.f.ship.valuation ? (lapsed ? say.lapsedBasis() : say.unknownBasis()) : say.valuationBasis(),
      provisions: [at(23)],
    });
  }
  chartererOption(c, t, ctx, out);
  const chose = c.f.charterer_choice?.choice;
  const standing: Record<OptionTime["standing"], () => string> = {
    take: say.took,
    leave: say.left,
    lapsed: say.lapsed,
    open: say.open,
    unknown: chose === "take" ? say.unknownTake : say.unknownLeave,
    unvalued: say.unvalued,
  };
  const from = !c.f.ship.valuation
    ? say.notBegun()
    : c.f.ship.valuation_made_known
      ? t.deadline
        ? say.runUntil({ deadline: showMoment(t.deadline) })
        : say.run()
      : say.runNotGiven();
  const step = section(
    say.valueHeading(),
    [at(23)],
    [o.step, note(say.standingFrom({ standing: standing[t.standing](), from }), [at(23)])],
    sv.value ? sv.value.format() : say.notKnown(),
  );
  return { value: sv.value, step };
}

/**
 * dl-averi/23's valuation is called for by the measures of dl-averi/20's sentence:
 * 'så at skipperen må lade kaste af godset, eller mast, kabel, eller ankertov,
 * hugge, eller landløbe med skibet … og skal skipperen sætte skibet på penge'.
 * Another measure alone (a tug's bill, a port of refuge: Q-S10) is not of that
 * sentence, and calls for no valuation and opens no option.
 */
export function valuationCalledFor(e: Emergency): boolean {
  return sentenceMeasureTaken(e);
}

/**
 * The ship's value for an average of its own over ship and goods (35–39), or for
 * a general average of money laid out in the distress (Q-S10), when nothing was
 * thrown or cut: dl-averi/23's valuation and the charterer's option
 * stand in the jettison sentence ('… da skal skipperen først rådføre sig … og
 * skal skipperen sætte skibet på penge'), and 35–39 say only that ship and goods
 * pay, not how the ship is valued. Her value is then an input.
 */
export function shipValueGiven(c: GaCase, out: Collected): { value: Money | undefined; step: Step } {
  const assessed = c.f.ship.value_assessed;
  const valuation = c.f.ship.valuation;
  const value = assessed ?? valuation;
  const inDistress = c.f.emergency !== undefined;
  if (!value) {
    out.assess({
      what: inDistress
        ? say.valueForGa({ ship: { the: c.shipName } })
        : say.valueForAverages({ ship: { the: c.shipName } }),
      by: say.notNamedCourt(),
      basis: inDistress ? say.distressBasis() : say.averagesBasis(),
      provisions: inDistress ? [at(23), at(25)] : [at(35), at(37), at(38)],
    });
  }
  const words = assessed
    ? say.asAssessed({ value: assessed.format() })
    : valuation
      ? say.givenValue({ value: valuation.format() })
      : say.notKnown();
  const step = section(
    inDistress ? say.gaHeading() : say.averagesHeading(),
    inDistress ? [at(23), at(25)] : [at(35), at(36), at(37), at(38), at(39)],
    [note(say.noJettison({ words }), [at(23), at(38)])],
    value ? value.format() : say.notKnown(),
  );
  return { value, step };
}

/** The ship's value is wanted: for the general average, or for an average over ship and goods (35–39). */
export function shipNeeded(c: GaCase): boolean {
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

interface Appraised {
  readonly c: GaCase;
  /** The parcels not yet appraised. */
  readonly missing: number;
}

const atTheMarket = rule<Appraised, string>({
  id: "dl-averi/24#market",
  reads: ["facts.voyage.market"],
  label:
    "all the goods thrown overboard as well as those kept are valued at the market price where the goods kept are sold",
  provisions: [at(24)],
  facts: ({ c, missing }) => ({
    market: c.f.voyage.market ?? c.f.voyage.to ?? null,
    parcels: c.parcels.length,
    not_appraised: missing,
  }),
  gives: ({ c, missing }) =>
    missing === 0
      ? say24.valued({ parcels: plural(c.parcels.length, "parcel") })
      : say24.notAppraised({ n: String(missing) }),
});

export function valuationBasis(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!valuesNeeded(c)) return undefined;
  const missing = c.parcels.filter((x) => x.value === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess({
      what: say24.valueOf({ parcels: plural(missing.length, "parcel"), ids: listed(missing) }),
      by: say24.appraisers(),
      basis: say24.basis(),
      provisions: [at(24)],
    });
  }
  if (c.f.goods_valued_at === "other") {
    out.warn(say24.otherMarket(), at(24));
  }
  return evaluate(atTheMarket, { c, missing: missing.length }, ctx).step;
}
