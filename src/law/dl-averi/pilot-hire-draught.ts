/**
 * dl-averi/56–57: the draught told to the pilot, and the feet concealed.
 */

import type { Collected, Penalty, RuleContext, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluate, LOD_SILVER, Money, phrases, q, Rational, rule, section } from "./kit.js";
import { feetText, LOD_PER_FOOT, type PilotCase, silverText } from "./pilot-hire-common.js";

// 56–57: the draught

interface Draught {
  readonly engaged: boolean;
  readonly declared: Rational | undefined;
  readonly actual: Rational | undefined;
}

interface DraughtOutcome {
  readonly kind: "unknown" | "true" | "over" | "understated";
  readonly concealed?: Rational;
  readonly counted?: Rational;
  readonly penalty?: Money;
}

/** How 57 counts the feet concealed. */
type Counting = "whole" | "begun" | "pro-rata";

const say = phrases("dl-averi/56-57", {
  whole: "whole feet only",
  begun: "each begun foot",
  proRata: "pro rata",
  thePilot: "the pilot",
  notNamed: "not named by the text",
  show: "{concealed} concealed, {counted} counted: {silver}",
  unknown: "whether he told it truly cannot be said from the case",
  truly: "told truly",
  over: "told as more than she draws: dl-averi/57 punishes only giving it as less",
  tell: "tell {pilot} honestly how many feet deep {ship} goes",
  tellFeet: "tell {pilot} honestly how many feet deep {ship} goes ({feet})",
  missingDeclared: "what draught the skipper told the pilot (facts.pilot.draught_declared)",
  missingActual: "how deep the ship truly goes (facts.ship.draught)",
  nor: "{a} nor {b}",
  cannotSay: "Whether the skipper understated the draught cannot be said: the case does not give {missing}.",
  noWholeFoot:
    "The skipper gave the draught as {declared} when {ship} goes {actual}: {concealed} concealed, which under {q} ({counting}) is no whole foot, so no silver is owed.",
  offence: "gave the pilot the draught of {ship} as {declared} when she goes {actual}: {concealed} concealed",
  penaltyTo:
    "sixteen lod of silver for each foot he conceals: {counted} counted ({q}, {counting}) × 16 = {lod} lod of silver, payable to {pilot} ({payee})",
  penaltyNoPayee:
    "sixteen lod of silver for each foot he conceals: {counted} counted ({q}, {counting}) × 16 = {lod} lod of silver; the text does not say to whom ({payee})",
  noPayee: "Under {q} the text does not say to whom the {silver} are paid; sealaw names no payee.",
  section: "The draught (56–57)",
});

const COUNTING: Record<Counting, () => string> = {
  whole: () => say.whole(),
  begun: () => say.begun(),
  "pro-rata": () => say.proRata(),
};

const onFraction = choiceOn<Draught, Counting>("draft_fraction", (v) => COUNTING[v]());

/** 57: 'for hver fod han fortier' — a part of a foot is not a foot. */
const wholeFeet = onFraction.base(
  {
    id: "dl-averi/57#whole-feet",
    label: "'for hver fod han fortier': the penalty is counted in feet, and only whole feet concealed count",
    provisions: [at(57)],
    gives: "whole",
  },
  [
    onFraction.when("R2", {
      id: "dl-averi/57#begun-foot",
      label: "each foot begun counts as a foot (Q-A26 R2)",
      provisions: [at(57)],
      gives: "begun",
    }),
    onFraction.when("R3", {
      id: "dl-averi/57#pro-rata",
      label: "the penalty runs pro rata, sixteen lod a foot, parts of a foot included (Q-A26 R3)",
      provisions: [at(57)],
      gives: "pro-rata",
    }),
  ],
);

function countFeet(concealed: Rational, counting: Counting): Rational {
  if (counting === "begun") return Rational.of(concealed.ceil());
  if (counting === "pro-rata") return concealed;
  return Rational.of(concealed.floor());
}

/** To whom 57's sixteen lod a foot are given. */
type Payee = "pilot" | "not-named";

const onPayee = choiceOn<Draught, Payee>("draft_penalty_payee", (v) =>
  v === "pilot" ? say.thePilot() : say.notNamed(),
);

/** 57: 'give … lodsmanden seksten lod sølv' — to the pilot. */
const toThePilot = onPayee.base(
  {
    id: "dl-averi/57#to-the-pilot",
    label: "'da skal han give … lodsmanden seksten lod sølv': the silver is given to the pilot, the man deceived",
    provisions: [at(57)],
    gives: "pilot",
  },
  [
    onPayee.when("R2", {
      id: "dl-averi/57#payee-not-named",
      label: "'fortier lodsmanden' is 'conceals from the pilot', and the text names no payee (Q-A25 R2)",
      provisions: [at(57)],
      gives: "not-named",
    }),
  ],
);

const understated = rule<Draught, DraughtOutcome>({
  id: "dl-averi/57#understated",
  label:
    "if he does not state it correctly but gives it as less, he shall give sixteen lod of silver for every foot that he conceals",
  provisions: [at(57)],
  when: (d) => d.engaged && d.declared !== undefined && d.actual !== undefined && d.declared.lt(d.actual),
  gives: (d, ctx) => {
    const concealed = (d.actual as Rational).sub(d.declared as Rational);
    const counted = countFeet(concealed, chosen(wholeFeet, d, ctx));
    return { kind: "understated", concealed, counted, penalty: Money.of(LOD_SILVER, counted.mul(LOD_PER_FOOT), "lod") };
  },
  facts: (d) => ({
    declared: d.declared ? feetText(d.declared) : null,
    actual: d.actual ? feetText(d.actual) : null,
  }),
  readings: ["draft_fraction"],
  show: (o) =>
    say.show({
      concealed: feetText(o.concealed as Rational),
      counted: feetText(o.counted as Rational),
      silver: silverText(o.penalty as Money),
    }),
});

const declareTruly = rule<Draught, DraughtOutcome>({
  id: "dl-averi/56#declare",
  label: "as soon as the skipper has engaged a pilot, he shall honestly tell him how many feet deep his ship goes",
  provisions: [at(56)],
  when: (d) => d.engaged,
  gives: (d) =>
    d.declared === undefined || d.actual === undefined
      ? { kind: "unknown" }
      : d.declared.eq(d.actual)
        ? { kind: "true" }
        : { kind: "over" },
  facts: (d) => ({
    declared: d.declared ? feetText(d.declared) : null,
    actual: d.actual ? feetText(d.actual) : null,
  }),
  show: (o) => (o.kind === "unknown" ? say.unknown() : o.kind === "true" ? say.truly() : say.over()),
  exceptions: [understated],
});

export function draught(c: PilotCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!c.pilot) return undefined;
  const d: Draught = { engaged: true, declared: c.p?.draught_declared, actual: c.f.ship.draught };
  const o = evaluate(declareTruly, d, ctx);
  const pilot = c.pilot;
  out.must(
    c.skipper.id,
    d.actual
      ? say.tellFeet({ pilot: pilot.name, ship: c.ship, feet: feetText(d.actual) })
      : say.tell({ pilot: pilot.name, ship: c.ship }),
    undefined,
    at(56),
  );
  const r = o.value as DraughtOutcome;
  const told: Step[] = [];
  if (r.kind === "unknown") {
    const missing = [
      d.declared === undefined ? say.missingDeclared() : "",
      d.actual === undefined ? say.missingActual() : "",
    ].filter(Boolean);
    out.warn(
      say.cannotSay({
        missing:
          missing.length === 2 ? say.nor({ a: missing[0] as string, b: missing[1] as string }) : missing.join(""),
      }),
      at(56),
      at(57),
    );
  }
  if (r.kind === "understated") {
    const penalty = r.penalty as Money;
    const concealed = r.concealed as Rational;
    const fraction = q(ctx, "draft_fraction");
    // How the feet are counted (Q-A26), and to whom the silver goes (Q-A27), are told in the section.
    const counting = COUNTING[chosen(wholeFeet, d, ctx, told)]();
    if (penalty.minor.isZero()) {
      out.warn(
        say.noWholeFoot({
          declared: feetText(d.declared as Rational),
          ship: c.ship,
          actual: feetText(d.actual as Rational),
          concealed: feetText(concealed),
          q: fraction,
          counting,
        }),
        at(57),
      );
    } else {
      const payee = chosen(toThePilot, d, ctx, told);
      const sums = {
        counted: feetText(r.counted as Rational),
        q: fraction,
        counting,
        lod: String(penalty.in("lod")),
        payee: q(ctx, "draft_penalty_payee"),
      };
      const p: Penalty = {
        who: c.skipper.id,
        offence: say.offence({
          ship: c.ship,
          declared: feetText(d.declared as Rational),
          actual: feetText(d.actual as Rational),
          concealed: feetText(concealed),
        }),
        penalty: payee === "pilot" ? say.penaltyTo({ ...sums, pilot: pilot.name }) : say.penaltyNoPayee(sums),
        amount: penalty.toJSON(),
        provisions: [at(57)],
      };
      out.penalties.push(p);
      if (payee !== "pilot") {
        out.warn(say.noPayee({ q: q(ctx, "draft_penalty_payee"), silver: silverText(penalty) }), at(57));
      }
    }
  }
  return section(say.section(), [at(56), at(57)], [o.step, ...told], o.step.value ?? null);
}
