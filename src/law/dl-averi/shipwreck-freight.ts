/**
 * dl-averi/2, 42–43: who owes the freight, and the freight by the length of the voyage, after
 * a grounding, for the ship repaired or beyond repair.
 */

import type { Money, RuleContext, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluate, nameIn, note, phrases, q, Rational, rule, section, split } from "./kit.js";
import type { Out, Parcel, SwCase } from "./shipwreck-common.js";
import { DANNEMAEND, GOOD_MEN, listed, salvagedParcels, wrecked } from "./shipwreck-common.js";

const say = phrases("dl-averi/2,42-43", {
  charterer: "the charterer, {name}",
  shipper: "their shipper, no charterer being named",
  owner: "their owner, no charterer being named",
  cannotShare:
    "The freight set for the goods saved, {total}, cannot be shared among those who owe it until the agreed freight on {parcels} is known.",
  noneAgreed: "No freight was agreed on the goods saved, so the freight set cannot be shared by it.",
  exactly: ", exactly {exact}",
  share: "{fraction} of it, by the agreed freight on the goods he owes for ({agreed}){exact}",
  withShare: "; {share}",
  owed: "freight on the goods saved ({parcels}): {how}{share}; owed by {payer}",
  measureBoth: "the part of the voyage completed, for freight and wages",
  measureWages: "the part of the voyage completed, for the wages only",
  measureWhole: "the whole voyage",
  forWages: "the seamen's wages",
  forBoth: "the freight on the goods salvaged and the seamen's wages",
  reckonedWhole: "the whole voyage (Q-A01 R3): the full wages, and the agreed freight on the goods saved",
  reckonedCompleted:
    "the part of the voyage completed, {completed} (facts.voyage.completed), which gives the figures reckoned here until the dannemænd judge ({q})",
  reckonedNone:
    "the part of the voyage completed ({q}); the case does not give it (facts.voyage.completed), so no figure is reckoned",
  measureWhat: "The measure of the voyage for {what} ('efter som sejladsen er lang til'), as a part of the whole",
  notKnownUntil: "not known until the dannemænd judge",
  asJudged: "{m}, as the dannemænd judged",
  lengthNote: "The length of the voyage: the measure of {what}",
  notReckoned: "not reckoned",
  notKnown: "not known",
  ofAgreed: "{f} of the agreed freight",
  freightWhat: "The freight on the goods salvaged",
  freightBasis: "dl-averi/2, as honest men judge right",
  setInAll: "{set} in all, as the dannemænd set it",
  noAgreed: "The case does not give the agreed freight on {parcels}, so the freight on it cannot be reckoned.",
  howUnknown: "the agreed freight by the length of the voyage, as the dannemænd judge",
  howAgreed: "the agreed freight",
  howPart: "{f} of the agreed freight, by the length of the voyage, as the dannemænd judge",
  beyondShow: "she cannot be repaired: freight on the goods saved as good men judge",
  repairShow: "repair her quickly and carry the goods on",
  cannotRepair: "she cannot be repaired",
  beyondBasis: "dl-averi/43: 'som gode mænd tykkes skelligt at være efter sejladsens lejlighed'; goods saved: {saved}",
  none: "none",
  agreedWas: "{basis}; the freight agreed on them for the whole voyage was {agreed}",
  completedPart: "{basis}; {completed} of the voyage was completed",
  beyondWhat: "The freight the skipper shall have for the goods saved",
  beyondBy: "{goodMen}, considering the circumstances of the voyage",
  noGoods: "No goods were saved, so there is no freight under dl-averi/43.",
  setByGoodMen: "{set} in all, as good men set it",
  notYetSet: "what good men think reasonable, not yet set",
  repair: "have {ship} repaired as quickly as possible and carry the merchants' goods to the market",
  repairTo: "have {ship} repaired as quickly as possible and carry the merchants' goods to the market at {to}",
  section: "After the grounding",
  repairCost:
    "The cost of repairing her is the skipper's own, and the costs on the goods go over all the goods (dl-averi/41: the general_average kind decides them)",
});

// Freight: who owes it, and apportioning a figure set by good men or dannemænd

/** Who owes the freight on a parcel: the charterer ('befragteren'), else its shipper, else its owner. */
function freightPayer(c: SwCase, x: Parcel): string {
  return c.f.charterer ?? x.p.shipper ?? x.p.owner;
}

/** Who owes a line of freight, in words: the charterer, or the goods' shipper or owner where none is named. */
function payerWords(c: SwCase, l: FreightLine): string {
  if (c.f.charterer) return say.charterer({ name: nameIn(c.names, c.f.charterer) });
  const shipper = c.parcels.some((x) => l.parcels.includes(x.p.id) && x.p.shipper === l.payer);
  return shipper ? say.shipper() : say.owner();
}

interface FreightLine {
  readonly payer: string;
  readonly parcels: string[];
  amount: Money | undefined;
  /** How a figure for all the goods saved was shared to this payer, when it was. */
  share?: string;
}

/** The freight per payer: each parcel's own figure (undefined: not known), summed. */
function byPayer(c: SwCase, items: readonly { x: Parcel; amount: Money | undefined }[]): FreightLine[] {
  const m = new Map<string, FreightLine>();
  for (const { x, amount } of items) {
    const payer = freightPayer(c, x);
    const line = m.get(payer) ?? { payer, parcels: [], amount: c.zero };
    line.parcels.push(x.p.id);
    line.amount = line.amount && amount ? line.amount.add(amount) : undefined;
    m.set(payer, line);
  }
  return [...m.values()];
}

/**
 * A freight figure for the goods saved together, owed by their payers: by one payer
 * wholly, or shared among several in proportion to the agreed freight on the goods
 * each owes for (the freight the figure stands in for), exactly with split.ts.
 */
function apportion(c: SwCase, total: Money, saved: readonly Parcel[], out: Out, provision: string): FreightLine[] {
  const payers = [...new Set(saved.map((x) => freightPayer(c, x)))];
  if (payers.length === 1) {
    return [{ payer: payers[0] as string, parcels: saved.map((x) => x.p.id), amount: total }];
  }
  const missing = saved.filter((x) => x.p.freight === undefined).map((x) => x.p.id);
  const lines = byPayer(
    c,
    saved.map((x) => ({ x, amount: x.p.freight })),
  );
  if (missing.length > 0) {
    out.warn(say.cannotShare({ total: total.format(), parcels: listed(missing) }), provision);
    for (const l of lines) l.amount = undefined;
    return lines;
  }
  const weight = lines.map((l) => ({ key: l.payer, weight: (l.amount as Money).minor }));
  if (weight.every((w) => w.weight.isZero())) {
    out.warn(say.noneAgreed(), provision);
    for (const l of lines) l.amount = undefined;
    return lines;
  }
  const s = split(total, weight);
  lines.forEach((l, i) => {
    const sl = s.lines[i];
    if (!sl) return;
    const exact = sl.exact.eq(sl.rounded) ? "" : say.exactly({ exact: sl.exact.format() });
    l.share = say.share({ fraction: String(sl.fraction), agreed: (l.amount as Money).format(), exact });
    l.amount = sl.rounded;
  });
  return lines;
}

function freightLiabilities(c: SwCase, lines: readonly FreightLine[], how: string, out: Out, provision: string): void {
  for (const l of lines) {
    if (l.payer === c.skipper.id) continue;
    const share = l.share ? say.withShare({ share: l.share }) : "";
    out.owe(
      l.payer,
      c.skipper.id,
      l.amount,
      say.owed({ parcels: listed(l.parcels), how, share, payer: payerWords(c, l) }),
      provision,
    );
  }
}

// ---------------------------------------------------------------------------
// 2: freight and wages by the length of the voyage, as dannemænd judge

export interface Measure {
  /** The fraction of the agreed wage due; undefined: not known until the dannemænd judge. */
  readonly wages: Rational | undefined;
  /** The fraction of the agreed freight due on the goods saved. */
  readonly freight: Rational | undefined;
  readonly words: string;
}

/** What 2's 'efter som sejladsen er lang til' measures. */
type VoyageMeasure = "freight-and-wages" | "wages-only" | "whole-voyage";

const onVoyage = choiceOn<SwCase, VoyageMeasure>("voyage_length", (v) =>
  v === "freight-and-wages" ? say.measureBoth() : v === "wages-only" ? say.measureWages() : say.measureWhole(),
);

/** 2: 'efter som sejladsen er lang til' — freight and wages both by the part of the voyage made. */
const byTheVoyageMade = onVoyage.base(
  {
    id: "dl-averi/2#voyage-made",
    label:
      "'efter som sejladsen er lang til': the freight on the goods salvaged and the seamen's wages are both measured by the part of the voyage made",
    provisions: [at(2)],
    gives: "freight-and-wages",
  },
  [
    onVoyage.when("R2", {
      id: "dl-averi/2#wages-by-voyage",
      label: "the wages are so measured; the freight is the agreed freight on the goods saved (Q-A01 R2)",
      provisions: [at(2)],
      gives: "wages-only",
    }),
    onVoyage.when("R3", {
      id: "dl-averi/2#whole-voyage",
      label: "the whole voyage: the full wages, and the agreed freight on the goods saved (Q-A01 R3)",
      provisions: [at(2)],
      gives: "whole-voyage",
    }),
  ],
);

export function voyageMeasure(c: SwCase, ctx: RuleContext, out: Out): { m: Measure; step: Step } {
  const chose: Step[] = [];
  const measure = chosen(byTheVoyageMade, c, ctx, chose);
  const judged = c.f.assessed.voyage_part;
  const completed = c.f.voyage.completed;
  const computed = measure === "whole-voyage" ? Rational.ONE : completed;
  const m = judged ?? computed;
  const freight = measure === "wages-only" ? Rational.ONE : m;
  const forWhat = measure === "wages-only" ? say.forWages() : say.forBoth();
  const reckoned =
    measure === "whole-voyage"
      ? say.reckonedWhole()
      : completed
        ? say.reckonedCompleted({ completed: String(completed), q: q(ctx, "voyage_length") })
        : say.reckonedNone({ q: q(ctx, "voyage_length") });
  out.assess({
    what: say.measureWhat({ what: forWhat }),
    by: DANNEMAEND,
    basis: reckoned,
    value: judged?.toString(),
    provisions: [at(2)],
  });
  const words = m === undefined ? say.notKnownUntil() : judged ? say.asJudged({ m: String(m) }) : `${m}`;
  const step = note(say.lengthNote({ what: forWhat }), [at(2)], {
    facts: { completed: completed?.toString() ?? null, dannemaend: judged?.toString() ?? null },
    value: words,
    ...(chose.length > 0 ? { children: chose } : {}),
  });
  return { m: { wages: m, freight, words }, step };
}

export const NO_MEASURE: Measure = { wages: undefined, freight: undefined, words: say.notReckoned() };

const freightByVoyage = rule<{ c: SwCase; m: Measure }, string>({
  id: "dl-averi/2#freight",
  reads: ["facts.assessed.freight", "facts.ship.state"],
  label:
    "the charterer shall pay the skipper his freight for the salvaged goods, according to the length of the voyage and as honest men may judge right",
  provisions: [at(2)],
  when: ({ c }) => wrecked(c) && salvagedParcels(c).length > 0,
  gives: ({ m }) => (m.freight === undefined ? say.notKnown() : say.ofAgreed({ f: String(m.freight) })),
  facts: ({ c }) => ({ salvaged: salvagedParcels(c).length, freight_set: c.f.assessed.freight?.format() ?? null }),
});

export function wreckFreight(c: SwCase, m: Measure, ctx: RuleContext, out: Out): Step {
  const o = evaluate(freightByVoyage, { c, m }, ctx);
  if (!o.applied) return o.step;
  const saved = salvagedParcels(c);
  const set = c.f.assessed.freight;
  if (set) {
    out.assess({
      what: say.freightWhat(),
      by: DANNEMAEND,
      basis: say.freightBasis(),
      value: set.format(),
      provisions: [at(2)],
    });
    const lines = apportion(c, set, saved, out, at(2));
    freightLiabilities(c, lines, say.setInAll({ set: set.format() }), out, at(2));
    return o.step;
  }
  const missing = saved.filter((x) => x.p.freight === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.warn(say.noAgreed({ parcels: listed(missing) }), at(2));
  }
  const f = m.freight;
  const lines = byPayer(
    c,
    saved.map((x) => ({ x, amount: f && x.p.freight ? x.p.freight.times(f) : undefined })),
  );
  const how = f === undefined ? say.howUnknown() : f.eq(Rational.ONE) ? say.howAgreed() : say.howPart({ f: String(f) });
  freightLiabilities(c, lines, how, out, at(2));
  return o.step;
}

// ---------------------------------------------------------------------------
// 42–43: after a grounding, the ship repaired, or beyond repair

type Course = "repair" | "beyond-repair";

const beyondRepair = rule<SwCase, Course>({
  id: "dl-averi/43#beyond-repair",
  reads: ["facts.ship.state"],
  withoutBaseCondition: "'but if she cannot be repaired' (43) is the case 42's 'if it can be done' leaves",
  label:
    "but if she cannot be repaired, the skipper shall have as freight for the goods saved what good men think reasonable, considering the circumstances of the voyage",
  provisions: [at(43)],
  when: (c) => c.f.ship.state === "aground_beyond_repair",
  gives: () => "beyond-repair",
  facts: (c) => ({ state: c.f.ship.state }),
  subject: () => "facts.ship",
  show: () => say.beyondShow(),
});

const repairQuickly = rule<SwCase, Course>({
  id: "dl-averi/42#repair",
  reads: ["facts.ship.state", "facts.voyage.to"],
  label:
    "the skipper shall have the ship repaired as quickly as possible, if it can be done, and carry the merchant's goods to the market",
  provisions: [at(42)],
  when: (c) => c.f.ship.state === "aground_repairable",
  gives: () => "repair",
  facts: (c) => ({ state: c.f.ship.state, to: c.f.voyage.to ?? null }),
  show: (v) => (v === "repair" ? say.repairShow() : say.cannotRepair()),
  exceptions: [beyondRepair],
});

function freightBeyondRepair(c: SwCase, out: Out): void {
  const saved = salvagedParcels(c);
  const set = c.f.assessed.freight;
  const agreed = saved.every((x) => x.p.freight !== undefined)
    ? saved.reduce((t, x) => t.add(x.p.freight as Money), c.zero)
    : undefined;
  let basis = say.beyondBasis({ saved: saved.length > 0 ? listed(saved.map((x) => x.p.id)) : say.none() });
  if (agreed) basis = say.agreedWas({ basis, agreed: agreed.format() });
  if (c.f.voyage.completed) basis = say.completedPart({ basis, completed: String(c.f.voyage.completed) });
  out.assess({
    what: say.beyondWhat(),
    by: say.beyondBy({ goodMen: GOOD_MEN }),
    basis: basis,
    value: set?.format(),
    provisions: [at(43)],
  });
  if (saved.length === 0) {
    out.warn(say.noGoods(), at(43));
    return;
  }
  const lines = set
    ? apportion(c, set, saved, out, at(43))
    : byPayer(
        c,
        saved.map((x) => ({ x, amount: undefined })),
      );
  freightLiabilities(c, lines, set ? say.setByGoodMen({ set: set.format() }) : say.notYetSet(), out, at(43));
}

export function grounding(c: SwCase, ctx: RuleContext, out: Out): Step {
  const o = evaluate(repairQuickly, c, ctx);
  if (o.value === "repair") {
    const to = c.f.voyage.to;
    out.must(
      c.skipper.id,
      to ? say.repairTo({ ship: { the: c.shipName }, to }) : say.repair({ ship: { the: c.shipName } }),
      undefined,
      at(42),
    );
    return section(say.section(), [at(41), at(42)], [o.step, note(say.repairCost(), [at(41)])]);
  }
  if (o.value === "beyond-repair") freightBeyondRepair(c, out);
  return o.step;
}
