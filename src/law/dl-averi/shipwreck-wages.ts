/**
 * dl-averi/2, 4, 46: the wages by the voyage, the seaman who would not help, and the wages
 * cut with the freight.
 */

import { commaList } from "./joins.js";
import type { RuleContext, Seaman, Step } from "./kit.js";
import { at, choiceOn, chosen, firstOf, Money, nameIn, note, phrases, Rational, rule, section } from "./kit.js";
import type { Out, Parcel, SwCase } from "./shipwreck-common.js";
import { lostParcels, salvagedParcels, shipSaved, wrecked } from "./shipwreck-common.js";
import type { Measure } from "./shipwreck-freight.js";

const say = phrases("dl-averi/2,4,46", {
  refusedNothing: "nothing: he would not help to salvage",
  wageNotGiven: "his wage is not given",
  byVoyage: "by the length of the voyage, as the dannemænd judge",
  wholeWage: "his whole wage, {wage}",
  partOfWage: "{m} of his wage of {wage}",
  dueHow: "{due}: {how}",
  freightNotKnown: "in proportion to the freight earned, not known",
  cutHow: "{wage} × {cut}, the freight earned over the full freight",
  earnedMore: "The freight earned, {earned}, is more than the full freight, {full}.",
  cannotCut:
    "The seamen's wages cannot be cut in proportion to the freight until the freight earned on the goods saved and the full freight are known (facts.voyage.freight_earned and freight_total, or the agreed freight on every parcel).",
  proportion: "The proportion of the freight the skipper earns to the full freight",
  notKnown: "not known",
  beyondRepairWarn:
    "The ship cannot be repaired: dl-averi/43 sets the skipper's freight, but neither it nor dl-averi/46 (which speaks of a ship saved) says what the seamen's wages then are.",
  beyondRepairNote: "The seamen's wages: the text does not say what they are when the ship cannot be repaired",
  allThrough:
    "The seamen's wages: the ship and all the goods came through, and nothing in dl-averi/42–48 changes the wages agreed",
  hisWages: "{name}'s wages",
  section: "The seamen's wages",
  wagesLessDrawn: "his wages: {how}, less what he has drawn",
  noAgreedWage: "The case does not give {name}'s agreed wage.",
  lessDrawn: ", less {drawn} drawn",
  wagesDue: "his wages: {due} ({how}){less}",
  drewMore:
    "{name} has drawn {drawn}, {more} more than the {due} due to him; the text does not say he must pay it back.",
  repays: "he repays what he has drawn",
  forfeitsOwed: "he forfeits what is still owed him",
  worth: "worth {value}",
  portage: " and his portage",
  portageOf: " and his portage ({what})",
  wholeWageLost: "his whole wage of {wage} (what he drew of it included, Q-A02 R1)",
  owedLost: "what is still owed of his wage, {lost} (what he drew he keeps, Q-A02 R2)",
  wagesNotGiven: "his wages (not given)",
  offence: "would not help to salvage {ship}, the goods and the gear",
  loses: "loses {wages}{portage}",
  dishonourable: "shall thereafter be held a dishonourable man among other good seafaring people",
  drewBeforehand: "what he drew beforehand, which he loses with his wages (Q-A02 R1)",
  losesPortage: "{name} loses his portage; dl-averi/4 does not say to whom it falls.",
});

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
  gives: ({ c }) => ({ due: c.zero, forfeits: true, how: say.refusedNothing() }),
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
    if (!s.wage) return { due: undefined, forfeits: false, how: say.wageNotGiven() };
    if (m === undefined) return { due: undefined, forfeits: false, how: say.byVoyage() };
    return {
      due: s.wage.times(m),
      forfeits: false,
      how: m.eq(Rational.ONE)
        ? say.wholeWage({ wage: s.wage.format() })
        : say.partOfWage({ m: String(m), wage: s.wage.format() }),
    };
  },
  show: (w) => (w.due ? say.dueHow({ due: w.due.format(), how: w.how }) : w.how),
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
    if (!s.wage) return { due: undefined, forfeits: false, how: say.wageNotGiven() };
    if (cut === undefined) return { due: undefined, forfeits: false, how: say.freightNotKnown() };
    return {
      due: s.wage.times(cut),
      forfeits: false,
      how: say.cutHow({ wage: s.wage.format(), cut: String(cut) }),
    };
  },
  show: (w) => (w.due ? say.dueHow({ due: w.due.format(), how: w.how }) : w.how),
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
      out.warn(say.earnedMore({ earned: earned.format(), full: full.format() }), at(46));
    }
  } else {
    out.warn(say.cannotCut(), at(46));
  }
  const step = note(say.proportion(), [at(46)], {
    facts: { freight_earned: earned?.format() ?? null, full_freight: full?.format() ?? null },
    value: cut?.toString() ?? say.notKnown(),
  });
  return { cut, step };
}

export function wages(c: SwCase, measure: Measure | undefined, ctx: RuleContext, out: Out): Step | undefined {
  if (c.f.crew.length === 0) return undefined;
  const state = c.f.ship.state;
  if (!wrecked(c) && !(shipSaved(c) && partLost(c))) {
    if (state === "aground_beyond_repair" && c.f.crew.some((s) => s.wage || s.drawn)) {
      out.warn(say.beyondRepairWarn(), at(43), at(46));
    }
    return note(state === "aground_beyond_repair" ? say.beyondRepairNote() : say.allThrough(), [at(46)]);
  }
  const ratio = wrecked(c) ? undefined : freightRatio(c, out);
  const steps: Step[] = ratio ? [ratio.step] : [];
  for (const s of c.f.crew) {
    const o = firstOf([wagesByVoyage, wagesWithFreight], { c, s, measure, cut: ratio?.cut }, ctx);
    const w = o.value as Wage;
    const provisions = w.forfeits ? [at(4)] : wrecked(c) ? [at(2)] : [at(46)];
    const label = say.hisWages({ name: nameIn(c.names, s.person) });
    // What a refuser loses with his wages (Q-A02) is told in his section.
    const told: Step[] = [];
    if (w.forfeits) refuser(c, s, ctx, out, told);
    else settle(c, s, w, out, provisions);
    steps.push(section(label, provisions, [...o.steps, ...told]));
  }
  return section(say.section(), wrecked(c) ? [at(2), at(4)] : [at(46)], steps);
}

/** What the skipper owes a seaman: what is due, less what he has drawn. */
function settle(c: SwCase, s: Seaman, w: Wage, out: Out, provisions: readonly string[]): void {
  const drawn = s.drawn ?? c.zero;
  if (!w.due) {
    out.owe(c.skipper.id, s.person, undefined, say.wagesLessDrawn({ how: w.how }), ...provisions);
    if (!s.wage) out.warn(say.noAgreedWage({ name: nameIn(c.names, s.person) }), ...provisions);
    return;
  }
  const owed = w.due.sub(drawn);
  const less = drawn.minor.isZero() ? "" : say.lessDrawn({ drawn: drawn.format() });
  if (owed.minor.sign() > 0) {
    out.owe(c.skipper.id, s.person, owed, say.wagesDue({ due: w.due.format(), how: w.how, less }), ...provisions);
  } else if (owed.minor.sign() < 0) {
    out.warn(
      say.drewMore({
        name: nameIn(c.names, s.person),
        drawn: drawn.format(),
        more: drawn.sub(w.due).format(),
        due: w.due.format(),
      }),
      ...provisions,
    );
  }
}

/** What the seaman who will not salvage loses under 4 of what he has drawn. */
type Advances = "repay" | "forfeit";

const onRepaysAdvances = choiceOn<SwCase, Advances>("refuser_advances", (v) =>
  v === "repay" ? say.repays() : say.forfeitsOwed(),
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
  const portageBits = [s.portage?.what, portage ? say.worth({ value: portage.format() }) : undefined].filter(
    (x): x is string => Boolean(x),
  );
  const portageWords = s.portage
    ? portageBits.length > 0
      ? say.portageOf({ what: commaList(portageBits) })
      : say.portage()
    : "";
  const wageWords = s.wage
    ? repay
      ? say.wholeWageLost({ wage: s.wage.format() })
      : say.owedLost({ lost: (lost as Money).format() })
    : say.wagesNotGiven();
  out.penalties.push({
    who: s.person,
    offence: say.offence({ ship: { the: c.shipName } }),
    penalty: say.loses({ wages: wageWords, portage: portageWords }),
    ...(amount ? { amount: amount.toJSON() } : {}),
    provisions: [at(4)],
  });
  out.penalties.push({
    who: s.person,
    offence: say.offence({ ship: { the: c.shipName } }),
    penalty: say.dishonourable(),
    provisions: [at(4)],
  });
  if (repay && drawn.minor.sign() > 0) {
    out.owe(s.person, c.skipper.id, drawn, say.drewBeforehand(), at(4));
  }
  if (s.portage) {
    out.warn(say.losesPortage({ name: nameIn(c.names, s.person) }), at(4));
  }
}

const maxZero = (m: Money): Money => (m.minor.sign() < 0 ? Money.zero(m.currency) : m);
