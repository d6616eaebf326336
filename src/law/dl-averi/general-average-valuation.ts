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
import { at, choiceOn, chosen, evaluate, evaluateOr, is, note, rule, section, the } from "./kit.js";

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
  reads: ["facts.ship.valuation"],
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
  v === "valuation-stands" ? "the option lapses and the skipper's valuation stands" : "the text gives no consequence",
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
    lapse:
      chosen(valuationStands, c, ctx) === "valuation-stands"
        ? "the option lapses and the skipper's valuation stands (Q-A31 R1)"
        : "the text gives no consequence; what follows is to be assessed (Q-A31 R2)",
    provisions: [at(23)],
  });
  if (!c.f.charterer) out.warn("The case names no charterer: the option of dl-averi/23 is his.", at(23));
  const choice = c.f.charterer_choice;
  if (!t.deadline && t.standing !== "lapsed") {
    out.assess({
      what: `When the skipper's valuation of ${the(c.shipName)} was made known to ${c.charterer.name}`,
      by: "the evidence (the text names no one)",
      basis:
        "dl-averi/23: 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': the 24 hours run from the valuation being made known (Q-A31), and no other moment stands in for it; give it as facts.ship.valuation_made_known",
      provisions: [at(23)],
    });
  }
  if (t.standing === "unknown" && t.deadline && !choice?.declared) {
    out.assess({
      what: `When ${c.charterer.name} declared whether he takes ${the(c.shipName)}`,
      by: "the evidence (the text names no one)",
      basis:
        "dl-averi/23: he must declare within 24 hours of the valuation being made known; give it as facts.charterer_choice.declared",
      provisions: [at(23)],
    });
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

export function shipValuation(c: GaCase, ctx: RuleContext, out: Collected): { value: Money | undefined; step: Step } {
  const t = optionTime(c);
  const lapsed = t.standing === "unknown" || t.standing === "unvalued" ? undefined : t.standing === "lapsed";
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
    out.assess({
      what: `The value of ${the(c.shipName)} for the average`,
      by: c.f.ship.valuation
        ? "not named by the text (Q-A31 R2): a court or good men"
        : `the skipper (${c.skipper.name})`,
      basis: c.f.ship.valuation
        ? `${lapsed ? "the charterer did not declare within 24 hours" : "whether the charterer declared within 24 hours is not known"}, and under Q-A31 R2 the text gives no consequence; give it as facts.ship.value_assessed`
        : "dl-averi/23: 'skal skipperen sætte skibet på penge, ligesom han det selv ville beholde'; give it as facts.ship.valuation",
      provisions: [at(23)],
    });
  }
  chartererOption(c, t, ctx, out);
  const chose = c.f.charterer_choice?.choice;
  const standing: Record<OptionTime["standing"], string> = {
    take: `the charterer took the ship at the valuation: the value stands, and he owes the price`,
    leave: "the charterer left the ship to the skipper at the valuation: the value stands",
    lapsed: "the charterer did not declare within 24 hours",
    open: "the charterer has not yet chosen",
    unknown: `the charterer chose to ${chose === "take" ? "take the ship" : "leave her to the skipper"}, but whether within the 24 hours is not known`,
    unvalued: "the skipper has not yet put a money value on the ship, so the charterer has nothing yet to declare on",
  };
  const from = !c.f.ship.valuation
    ? "his 24 hours run from the valuation being made known to him, and have not begun"
    : c.f.ship.valuation_made_known
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
        ? `The value of ${the(c.shipName)} for the general average`
        : `The value of ${the(c.shipName)} for the averages over ship and goods`,
      by: "not named by the text: a court or good men",
      basis: inDistress
        ? "dl-averi/25 has 'det hele skib' pay, but the skipper values her under dl-averi/23 only when he 'må lade kaste … hugge, eller landløbe med skibet', and nothing of that was done. Give it as facts.ship.value_assessed"
        : "dl-averi/35–39 have the ship pay with the goods but do not say how she is valued; the skipper's valuation and the charterer's 24 hours of dl-averi/23 belong to a jettison. Give it as facts.ship.value_assessed",
      provisions: inDistress ? [at(23), at(25)] : [at(35), at(37), at(38)],
    });
  }
  const words = assessed
    ? `as assessed, ${assessed.format()}`
    : valuation
      ? `the value the case gives as the skipper's, ${valuation.format()}; without a jettison it opens no option to the charterer`
      : "not known";
  const step = section(
    inDistress ? "The ship's value for the general average" : "The ship's value for the averages over ship and goods",
    inDistress ? [at(23), at(25)] : [at(35), at(36), at(37), at(38), at(39)],
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
    missing === 0 ? `${plural(c.parcels.length, "parcel")} valued` : `${missing} not yet appraised`,
});

export function valuationBasis(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!valuesNeeded(c)) return undefined;
  const missing = c.parcels.filter((x) => x.value === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess({
      what: `The value of ${plural(missing.length, "parcel")} at the market price where the goods kept are sold: ${listed(missing)}`,
      by: "appraisers at that market (the text names none)",
      basis:
        "dl-averi/24: the goods thrown and the goods kept are valued at the market price where the goods kept are sold",
      provisions: [at(24)],
    });
  }
  if (c.f.goods_valued_at === "other") {
    out.warn(
      "The parcels' values are not taken at the market where the goods kept are sold: dl-averi/24 values goods thrown and kept there. The figures are used as given.",
      at(24),
    );
  }
  return evaluate(atTheMarket, { c, missing: missing.length }, ctx).step;
}
