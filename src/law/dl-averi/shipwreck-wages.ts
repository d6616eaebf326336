/**
 * dl-averi/2, 4, 46: the wages by the voyage, the seaman who would not help, and the wages
 * cut with the freight.
 */

import type { RuleContext, Seaman, Step } from "./kit.js";
import { at, choiceOn, chosen, firstOf, Money, nameIn, note, Rational, rule, section, the } from "./kit.js";
import type { Out, Parcel, SwCase } from "./shipwreck-common.js";
import { lostParcels, salvagedParcels, shipSaved, wrecked } from "./shipwreck-common.js";
import type { Measure } from "./shipwreck-freight.js";

// Wages: 2 (by the voyage), 4 (the seaman who would not help), 46 (cut with the freight)

interface WageInput {
  readonly c: SwCase;
  readonly s: Seaman;
  readonly measure: Measure | undefined;
  readonly cut: Rational | undefined;
}

interface Wage {
  /** What is due to him; undefined when it cannot be reckoned yet. */
  readonly due: Money | undefined;
  readonly forfeits: boolean;
  readonly how: string;
}

const refuses = rule<WageInput, Wage>({
  id: "dl-averi/4#refuses",
  reads: ["facts.crew[].salvage", "facts.ship.state"],
  label:
    "any seaman who will not help to salvage ship, goods and gear shall lose his portage and wages, together with whatever he has received beforehand",
  provisions: [at(4)],
  when: ({ c, s }) => wrecked(c) && s.salvage === "refused",
  gives: ({ c }) => ({ due: c.zero, forfeits: true, how: "nothing: he would not help to salvage" }),
  show: (w) => w.how,
});

const wagesByVoyage = rule<WageInput, Wage>({
  id: "dl-averi/2#wages",
  reads: ["facts.crew[].wage", "facts.ship.state"],
  label:
    "the skipper shall pay the seamen their wages according to the length of the voyage, as honest men may judge right",
  provisions: [at(2)],
  when: ({ c }) => wrecked(c),
  gives: ({ s, measure }) => {
    const m = measure?.wages;
    if (!s.wage) return { due: undefined, forfeits: false, how: "his wage is not given" };
    if (m === undefined)
      return { due: undefined, forfeits: false, how: "by the length of the voyage, as the dannemænd judge" };
    return {
      due: s.wage.times(m),
      forfeits: false,
      how: m.eq(Rational.ONE) ? `his whole wage, ${s.wage.format()}` : `${m} of his wage of ${s.wage.format()}`,
    };
  },
  show: (w) => (w.due ? `${w.due.format()}: ${w.how}` : w.how),
  exceptions: [refuses],
});

const wagesWithFreight = rule<WageInput, Wage>({
  id: "dl-averi/46#wages",
  reads: ["facts.cargo[].outcome", "facts.crew[].wage", "facts.ship.state", "facts.voyage"],
  label:
    "if the ship and part of the goods and gear are saved, the seamen shall not have their full wages, but in proportion to the amount for which the skipper has freight, and not otherwise",
  provisions: [at(46)],
  when: ({ c }) => shipSaved(c) && partLost(c),
  gives: ({ s, cut }) => {
    if (!s.wage) return { due: undefined, forfeits: false, how: "his wage is not given" };
    if (cut === undefined)
      return { due: undefined, forfeits: false, how: "in proportion to the freight earned, not known" };
    return {
      due: s.wage.times(cut),
      forfeits: false,
      how: `${s.wage.format()} × ${cut}, the freight earned over the full freight`,
    };
  },
  show: (w) => (w.due ? `${w.due.format()}: ${w.how}` : w.how),
});

/** Part of the goods was lost: a parcel lost, or less freight earned than the full freight. */
function partLost(c: SwCase): boolean {
  const v = c.f.voyage;
  if (lostParcels(c).length > 0) return true;
  return v.freight_earned !== undefined && v.freight_total !== undefined && v.freight_earned.cmp(v.freight_total) < 0;
}

function sumFreight(c: SwCase, xs: readonly Parcel[]): Money | undefined {
  if (xs.some((x) => x.p.freight === undefined)) return undefined;
  return xs.reduce((t, x) => t.add(x.p.freight as Money), c.zero);
}

/** The freight earned and the full freight of 46, and their ratio. */
function freightRatio(c: SwCase, out: Out): { cut: Rational | undefined; step: Step } {
  const v = c.f.voyage;
  const earned = v.freight_earned ?? sumFreight(c, salvagedParcels(c));
  const full = v.freight_total ?? sumFreight(c, c.parcels);
  let cut: Rational | undefined;
  if (earned && full && !full.minor.isZero()) {
    cut = earned.minor.div(full.minor);
    if (cut.gt(Rational.ONE)) {
      out.warn(`The freight earned, ${earned.format()}, is more than the full freight, ${full.format()}.`, at(46));
    }
  } else {
    out.warn(
      "The seamen's wages cannot be cut in proportion to the freight until the freight earned on the goods saved and the full freight are known (facts.voyage.freight_earned and freight_total, or the agreed freight on every parcel).",
      at(46),
    );
  }
  const step = note("The proportion of the freight the skipper earns to the full freight", [at(46)], {
    facts: { freight_earned: earned?.format() ?? null, full_freight: full?.format() ?? null },
    value: cut?.toString() ?? "not known",
  });
  return { cut, step };
}

export function wages(c: SwCase, measure: Measure | undefined, ctx: RuleContext, out: Out): Step | undefined {
  if (c.f.crew.length === 0) return undefined;
  const state = c.f.ship.state;
  if (!wrecked(c) && !(shipSaved(c) && partLost(c))) {
    if (state === "aground_beyond_repair" && c.f.crew.some((s) => s.wage || s.drawn)) {
      out.warn(
        "The ship cannot be repaired: dl-averi/43 sets the skipper's freight, but neither it nor dl-averi/46 (which speaks of a ship saved) says what the seamen's wages then are.",
        at(43),
        at(46),
      );
    }
    return note(
      state === "aground_beyond_repair"
        ? "The seamen's wages: the text does not say what they are when the ship cannot be repaired"
        : "The seamen's wages: the ship and all the goods came through, and nothing in dl-averi/42–48 changes the wages agreed",
      [at(46)],
    );
  }
  const ratio = wrecked(c) ? undefined : freightRatio(c, out);
  const steps: Step[] = ratio ? [ratio.step] : [];
  for (const s of c.f.crew) {
    const o = firstOf([wagesByVoyage, wagesWithFreight], { c, s, measure, cut: ratio?.cut }, ctx);
    const w = o.value as Wage;
    const provisions = w.forfeits ? [at(4)] : wrecked(c) ? [at(2)] : [at(46)];
    const label = `${nameIn(c.names, s.person)}'s wages`;
    // What a refuser loses with his wages (Q-A02) is told in his section.
    const told: Step[] = [];
    if (w.forfeits) refuser(c, s, ctx, out, told);
    else settle(c, s, w, out, provisions);
    steps.push(section(label, provisions, [...o.steps, ...told]));
  }
  return section("The seamen's wages", wrecked(c) ? [at(2), at(4)] : [at(46)], steps);
}

/** What the skipper owes a seaman: what is due, less what he has drawn. */
function settle(c: SwCase, s: Seaman, w: Wage, out: Out, provisions: readonly string[]): void {
  const drawn = s.drawn ?? c.zero;
  if (!w.due) {
    out.owe(c.skipper.id, s.person, undefined, `his wages: ${w.how}, less what he has drawn`, ...provisions);
    if (!s.wage) out.warn(`The case does not give ${nameIn(c.names, s.person)}'s agreed wage.`, ...provisions);
    return;
  }
  const owed = w.due.sub(drawn);
  const less = drawn.minor.isZero() ? "" : `, less ${drawn.format()} drawn`;
  if (owed.minor.sign() > 0) {
    out.owe(c.skipper.id, s.person, owed, `his wages: ${w.due.format()} (${w.how})${less}`, ...provisions);
  } else if (owed.minor.sign() < 0) {
    out.warn(
      `${nameIn(c.names, s.person)} has drawn ${drawn.format()}, ${drawn.sub(w.due).format()} more than the ${w.due.format()} due to him; the text does not say he must pay it back.`,
      ...provisions,
    );
  }
}

/** What the seaman who will not salvage loses under 4 of what he has drawn. */
type Advances = "repay" | "forfeit";

const onRepaysAdvances = choiceOn<SwCase, Advances>("refuser_advances", (v) =>
  v === "repay" ? "he repays what he has drawn" : "he forfeits what is still owed him",
);

const repaysAdvances = onRepaysAdvances.base(
  {
    id: "dl-averi/4#repays-advances",
    label: "the seaman who will not salvage loses his wages with what he has drawn: he repays his advances",
    provisions: [at(4)],
    gives: "repay",
  },
  [
    onRepaysAdvances.when("R2", {
      id: "dl-averi/4#forfeits-what-is-owed",
      label: "he forfeits only what is still owed him, and keeps what he has drawn (Q-A02 R2)",
      provisions: [at(4)],
      gives: "forfeit",
    }),
  ],
);

/** 4: he loses portage and wages with what he has drawn (Q-A02), and is held dishonourable. */
function refuser(c: SwCase, s: Seaman, ctx: RuleContext, out: Out, told: Step[]): void {
  const repay = chosen(repaysAdvances, c, ctx, told) === "repay";
  const drawn = s.drawn ?? c.zero;
  const portage = s.portage?.value;
  const lost = s.wage ? (repay ? s.wage : maxZero(s.wage.sub(drawn))) : undefined;
  const amount = lost && (portage || !s.portage) ? lost.add(portage ?? c.zero) : undefined;
  const portageBits = [s.portage?.what, portage ? `worth ${portage.format()}` : undefined].filter(Boolean);
  const portageWords = s.portage
    ? ` and his portage${portageBits.length > 0 ? ` (${portageBits.join(", ")})` : ""}`
    : "";
  const wageWords = s.wage
    ? repay
      ? `his whole wage of ${s.wage.format()} (what he drew of it included, Q-A02 R1)`
      : `what is still owed of his wage, ${(lost as Money).format()} (what he drew he keeps, Q-A02 R2)`
    : "his wages (not given)";
  out.penalties.push({
    who: s.person,
    offence: `would not help to salvage ${the(c.shipName)}, the goods and the gear`,
    penalty: `loses ${wageWords}${portageWords}`,
    ...(amount ? { amount: amount.toJSON() } : {}),
    provisions: [at(4)],
  });
  out.penalties.push({
    who: s.person,
    offence: `would not help to salvage ${the(c.shipName)}, the goods and the gear`,
    penalty: "shall thereafter be held a dishonourable man among other good seafaring people",
    provisions: [at(4)],
  });
  if (repay && drawn.minor.sign() > 0) {
    out.owe(s.person, c.skipper.id, drawn, "what he drew beforehand, which he loses with his wages (Q-A02 R1)", at(4));
  }
  if (s.portage) {
    out.warn(`${nameIn(c.names, s.person)} loses his portage; dl-averi/4 does not say to whom it falls.`, at(4));
  }
}

const maxZero = (m: Money): Money => (m.minor.sign() < 0 ? Money.zero(m.currency) : m);
