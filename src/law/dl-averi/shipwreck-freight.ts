/**
 * dl-averi/2, 42–43: who owes the freight, and the freight by the length of the voyage, after
 * a grounding, for the ship repaired or beyond repair.
 */

import type { Money, RuleContext, Step } from "./kit.js";
import { at, choiceOn, chosen, evaluate, nameIn, note, q, Rational, rule, section, split, the } from "./kit.js";
import type { Out, Parcel, SwCase } from "./shipwreck-common.js";
import { DANNEMAEND, GOOD_MEN, listed, salvagedParcels, wrecked } from "./shipwreck-common.js";

// Freight: who owes it, and apportioning a figure set by good men or dannemænd

/** Who owes the freight on a parcel: the charterer ('befragteren'), else its shipper, else its owner. */
function freightPayer(c: SwCase, x: Parcel): string {
  return c.f.charterer ?? x.p.shipper ?? x.p.owner;
}

/** Who owes a line of freight, in words: the charterer, or the goods' shipper or owner where none is named. */
function payerWords(c: SwCase, l: FreightLine): string {
  if (c.f.charterer) return `the charterer, ${nameIn(c.names, c.f.charterer)}`;
  const shipper = c.parcels.some((x) => l.parcels.includes(x.p.id) && x.p.shipper === l.payer);
  return `${shipper ? "their shipper" : "their owner"}, no charterer being named`;
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
    out.warn(
      `The freight set for the goods saved, ${total.format()}, cannot be shared among those who owe it until the agreed freight on ${listed(missing)} is known.`,
      provision,
    );
    for (const l of lines) l.amount = undefined;
    return lines;
  }
  const weight = lines.map((l) => ({ key: l.payer, weight: (l.amount as Money).minor }));
  if (weight.every((w) => w.weight.isZero())) {
    out.warn("No freight was agreed on the goods saved, so the freight set cannot be shared by it.", provision);
    for (const l of lines) l.amount = undefined;
    return lines;
  }
  const s = split(total, weight);
  lines.forEach((l, i) => {
    const sl = s.lines[i];
    if (!sl) return;
    const exact = sl.exact.eq(sl.rounded) ? "" : `, exactly ${sl.exact.format()}`;
    l.share = `${sl.fraction} of it, by the agreed freight on the goods he owes for (${(l.amount as Money).format()})${exact}`;
    l.amount = sl.rounded;
  });
  return lines;
}

function freightLiabilities(c: SwCase, lines: readonly FreightLine[], how: string, out: Out, provision: string): void {
  for (const l of lines) {
    if (l.payer === c.skipper.id) continue;
    const share = l.share ? `; ${l.share}` : "";
    out.owe(
      l.payer,
      c.skipper.id,
      l.amount,
      `freight on the goods saved (${listed(l.parcels)}): ${how}${share}; owed by ${payerWords(c, l)}`,
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
  v === "freight-and-wages"
    ? "the part of the voyage completed, for freight and wages"
    : v === "wages-only"
      ? "the part of the voyage completed, for the wages only"
      : "the whole voyage",
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
  const forWhat =
    measure === "wages-only" ? "the seamen's wages" : "the freight on the goods salvaged and the seamen's wages";
  const reckoned =
    measure === "whole-voyage"
      ? "the whole voyage (Q-A01 R3): the full wages, and the agreed freight on the goods saved"
      : completed
        ? `the part of the voyage completed, ${completed} (facts.voyage.completed), which gives the figures reckoned here until the dannemænd judge (${q(ctx, "voyage_length")})`
        : `the part of the voyage completed (${q(ctx, "voyage_length")}); the case does not give it (facts.voyage.completed), so no figure is reckoned`;
  out.assess({
    what: `The measure of the voyage for ${forWhat} ('efter som sejladsen er lang til'), as a part of the whole`,
    by: DANNEMAEND,
    basis: reckoned,
    value: judged?.toString(),
    provisions: [at(2)],
  });
  const words =
    m === undefined ? "not known until the dannemænd judge" : judged ? `${m}, as the dannemænd judged` : `${m}`;
  const step = note(`The length of the voyage: the measure of ${forWhat}`, [at(2)], {
    facts: { completed: completed?.toString() ?? null, dannemaend: judged?.toString() ?? null },
    value: words,
    ...(chose.length > 0 ? { children: chose } : {}),
  });
  return { m: { wages: m, freight, words }, step };
}

export const NO_MEASURE: Measure = { wages: undefined, freight: undefined, words: "not reckoned" };

const freightByVoyage = rule<{ c: SwCase; m: Measure }, string>({
  id: "dl-averi/2#freight",
  reads: ["facts.assessed.freight", "facts.ship.state"],
  label:
    "the charterer shall pay the skipper his freight for the salvaged goods, according to the length of the voyage and as honest men may judge right",
  provisions: [at(2)],
  when: ({ c }) => wrecked(c) && salvagedParcels(c).length > 0,
  gives: ({ m }) => (m.freight === undefined ? "not known" : `${m.freight} of the agreed freight`),
  facts: ({ c }) => ({ salvaged: salvagedParcels(c).length, freight_set: c.f.assessed.freight?.format() ?? null }),
});

export function wreckFreight(c: SwCase, m: Measure, ctx: RuleContext, out: Out): Step {
  const o = evaluate(freightByVoyage, { c, m }, ctx);
  if (!o.applied) return o.step;
  const saved = salvagedParcels(c);
  const set = c.f.assessed.freight;
  if (set) {
    out.assess({
      what: "The freight on the goods salvaged",
      by: DANNEMAEND,
      basis: "dl-averi/2, as honest men judge right",
      value: set.format(),
      provisions: [at(2)],
    });
    const lines = apportion(c, set, saved, out, at(2));
    freightLiabilities(c, lines, `${set.format()} in all, as the dannemænd set it`, out, at(2));
    return o.step;
  }
  const missing = saved.filter((x) => x.p.freight === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.warn(
      `The case does not give the agreed freight on ${listed(missing)}, so the freight on it cannot be reckoned.`,
      at(2),
    );
  }
  const f = m.freight;
  const lines = byPayer(
    c,
    saved.map((x) => ({ x, amount: f && x.p.freight ? x.p.freight.times(f) : undefined })),
  );
  const how =
    f === undefined
      ? "the agreed freight by the length of the voyage, as the dannemænd judge"
      : f.eq(Rational.ONE)
        ? "the agreed freight"
        : `${f} of the agreed freight, by the length of the voyage, as the dannemænd judge`;
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
  show: () => "she cannot be repaired: freight on the goods saved as good men judge",
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
  show: (v) => (v === "repair" ? "repair her quickly and carry the goods on" : "she cannot be repaired"),
  exceptions: [beyondRepair],
});

function freightBeyondRepair(c: SwCase, out: Out): void {
  const saved = salvagedParcels(c);
  const set = c.f.assessed.freight;
  const agreed = saved.every((x) => x.p.freight !== undefined)
    ? saved.reduce((t, x) => t.add(x.p.freight as Money), c.zero)
    : undefined;
  const basis = `dl-averi/43: 'som gode mænd tykkes skelligt at være efter sejladsens lejlighed'; goods saved: ${
    saved.length > 0 ? listed(saved.map((x) => x.p.id)) : "none"
  }${agreed ? `; the freight agreed on them for the whole voyage was ${agreed.format()}` : ""}${
    c.f.voyage.completed ? `; ${c.f.voyage.completed} of the voyage was completed` : ""
  }`;
  out.assess({
    what: "The freight the skipper shall have for the goods saved",
    by: `${GOOD_MEN}, considering the circumstances of the voyage`,
    basis: basis,
    value: set?.format(),
    provisions: [at(43)],
  });
  if (saved.length === 0) {
    out.warn("No goods were saved, so there is no freight under dl-averi/43.", at(43));
    return;
  }
  const lines = set
    ? apportion(c, set, saved, out, at(43))
    : byPayer(
        c,
        saved.map((x) => ({ x, amount: undefined })),
      );
  freightLiabilities(
    c,
    lines,
    set ? `${set.format()} in all, as good men set it` : "what good men think reasonable, not yet set",
    out,
    at(43),
  );
}

export function grounding(c: SwCase, ctx: RuleContext, out: Out): Step {
  const o = evaluate(repairQuickly, c, ctx);
  if (o.value === "repair") {
    const to = c.f.voyage.to ? ` at ${c.f.voyage.to}` : "";
    out.must(
      c.skipper.id,
      `have ${the(c.shipName)} repaired as quickly as possible and carry the merchants' goods to the market${to}`,
      undefined,
      at(42),
    );
    return section(
      "After the grounding",
      [at(41), at(42)],
      [
        o.step,
        note(
          "The cost of repairing her is the skipper's own, and the costs on the goods go over all the goods (dl-averi/41: the general_average kind decides them)",
          [at(41)],
        ),
      ],
    );
  }
  if (o.value === "beyond-repair") freightBeyondRepair(c, out);
  return o.step;
}
