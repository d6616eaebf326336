/**
 * dl-averi/56–57: the draught told to the pilot, and the feet concealed.
 */

import type { Collected, Penalty, RuleContext, Step } from "./kit.js";
import { at, evaluate, LOD_SILVER, Money, q, Rational, reading, rule, section } from "./kit.js";
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

function countFeet(concealed: Rational, code: string): Rational {
  if (code === "R2") return Rational.of(concealed.ceil());
  if (code === "R3") return concealed;
  return Rational.of(concealed.floor());
}

const COUNTING: Record<string, string> = {
  R1: "whole feet only",
  R2: "each begun foot",
  R3: "pro rata",
};

const understated = rule<Draught, DraughtOutcome>({
  id: "dl-averi/57#understated",
  label:
    "if he does not state it correctly but gives it as less, he shall give sixteen lod of silver for every foot that he conceals",
  provisions: [at(57)],
  when: (d) => d.engaged && d.declared !== undefined && d.actual !== undefined && d.declared.lt(d.actual),
  gives: (d, ctx) => {
    const concealed = (d.actual as Rational).sub(d.declared as Rational);
    const counted = countFeet(concealed, reading(ctx, "draft_fraction"));
    return { kind: "understated", concealed, counted, penalty: Money.of(LOD_SILVER, counted.mul(LOD_PER_FOOT), "lod") };
  },
  facts: (d) => ({
    declared: d.declared ? feetText(d.declared) : null,
    actual: d.actual ? feetText(d.actual) : null,
  }),
  readings: ["draft_fraction"],
  show: (o) =>
    `${feetText(o.concealed as Rational)} concealed, ${feetText(o.counted as Rational)} counted: ${silverText(o.penalty as Money)}`,
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
  show: (o) =>
    o.kind === "unknown"
      ? "whether he told it truly cannot be said from the case"
      : o.kind === "true"
        ? "told truly"
        : "told as more than she draws: dl-averi/57 punishes only giving it as less",
  exceptions: [understated],
});

export function draught(c: PilotCase, ctx: RuleContext, out: Collected): Step | undefined {
  if (!c.pilot) return undefined;
  const d: Draught = { engaged: true, declared: c.p?.draught_declared, actual: c.f.ship.draught };
  const o = evaluate(declareTruly, d, ctx);
  const pilot = c.pilot;
  out.must(
    c.skipper.id,
    `tell ${pilot.name} honestly how many feet deep ${c.ship} goes${d.actual ? ` (${feetText(d.actual)})` : ""}`,
    undefined,
    at(56),
  );
  const r = o.value as DraughtOutcome;
  if (r.kind === "unknown") {
    const missing = [
      d.declared === undefined ? "what draught the skipper told the pilot (facts.pilot.draught_declared)" : "",
      d.actual === undefined ? "how deep the ship truly goes (facts.ship.draught)" : "",
    ].filter(Boolean);
    out.warn(
      `Whether the skipper understated the draught cannot be said: the case does not give ${missing.join(" nor ")}.`,
      at(56),
      at(57),
    );
  }
  if (r.kind === "understated") {
    const penalty = r.penalty as Money;
    const concealed = r.concealed as Rational;
    const fraction = q(ctx, "draft_fraction");
    if (penalty.minor.isZero()) {
      out.warn(
        `The skipper gave the draught as ${feetText(d.declared as Rational)} when ${c.ship} goes ${feetText(d.actual as Rational)}: ${feetText(concealed)} concealed, which under ${fraction} (${COUNTING[reading(ctx, "draft_fraction")]}) is no whole foot, so no silver is owed.`,
        at(57),
      );
    } else {
      const payee = reading(ctx, "draft_penalty_payee");
      const to = payee === "R1" ? ` to ${pilot.name}` : "";
      const p: Penalty = {
        who: c.skipper.id,
        offence: `gave the pilot the draught of ${c.ship} as ${feetText(d.declared as Rational)} when she goes ${feetText(d.actual as Rational)}: ${feetText(concealed)} concealed`,
        penalty: `sixteen lod of silver for each foot he conceals: ${feetText(r.counted as Rational)} counted (${fraction}, ${COUNTING[reading(ctx, "draft_fraction")]}) × 16 = ${penalty.in("lod")} lod of silver${payee === "R1" ? `, payable${to} (${q(ctx, "draft_penalty_payee")})` : `; the text does not say to whom (${q(ctx, "draft_penalty_payee")})`}`,
        amount: penalty.toJSON(),
        provisions: [at(57)],
      };
      out.penalties.push(p);
      if (payee !== "R1") {
        out.warn(
          `Under ${q(ctx, "draft_penalty_payee")} the text does not say to whom the ${silverText(penalty)} are paid; sealaw names no payee.`,
          at(57),
        );
      }
    }
  }
  return section("The draught (56–57)", [at(56), at(57)], [o.step], o.step.value ?? null);
}
