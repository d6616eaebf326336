/**
 * dl-averi/44–45: goods spoiled.
 */

import { commaList } from "./joins.js";
import type { Interest, Money, QuantityLine, RuleContext, SeparateAverage, Step } from "./kit.js";
import {
  adjust,
  at,
  choiceOn,
  chosen,
  evaluate,
  evaluateOr,
  MoneyError,
  nameIn,
  phrases,
  q,
  Rational,
  rule,
  section,
  withOwnReadings,
} from "./kit.js";
import type { Out, Parcel, SwCase } from "./shipwreck-common.js";
import { APPRAISERS, isMarked, listed, salvagedParcels } from "./shipwreck-common.js";

const say = phrases("dl-averi/44-45", {
  pouredTogether: "goods poured together",
  anyUnpacked: "any unpacked goods",
  otherBulk: "the other bulk goods only",
  allSalvaged: "all the other salvaged goods",
  by: "by {v, select, quantity {quantity} other {value}}",
  shared: "its loss goes over the other goods salvaged",
  ownMark: "its owner takes it by his mark, bears its loss and pays its costs",
  own: "not bulk goods as Q-A16 reads 'styrtegods', nor in barrels, packs or pieces: its loss lies where it falls",
  idWords: "{id}: {words}",
  notSpoiled: "not spoiled",
  costsWarn:
    "{id} carries costs of {costs}: dl-averi/45 makes the owner pay the costs on goods in barrels, packs and pieces; for other goods it says nothing of costs here (after a grounding lightered off, dl-averi/41 shares the costs on the goods over all the goods).",
  section: "Goods spoiled",
  takeMark: "take the goods bearing his own mark ({parcels}) and pay the costs that fall to him{costs}{spoiled}",
  costsOf: ": {costs}",
  ownLoss: "; what is spoiled of {parcels} is his own loss",
  costsOwed: "the costs on his goods {id}, which fall to him",
  overGives:
    "over {over}, by {by, select, quantity {quantity} other {value}}: shared over {n, plural, one {# parcel} other {# parcels}}",
  overAll: "all the goods salvaged",
  overBulk: "the bulk goods salvaged",
  label: "Bulk goods spoiled, the loss over {over} ({at})",
  units: "units",
  quantityWhat: "The quantity of the bulk goods of {parcels}, and how much of it is spoiled",
  quantityBy: "the skipper's lading and the bills of lading",
  quantityBasis: "Q-A16 R1: the loss of bulk goods is shared by quantity",
  unitsWarn:
    "The bulk goods are measured in different units ({units}), so their loss cannot be shared by quantity; give them in one unit, or share by value (styrtegods=R2).",
  parcel: "{owner}'s {what} ({id})",
  someParcel: "{owner}'s goods ({id})",
  quantitySalvaged: "quantity salvaged",
  valueWhat: "The value of the goods of {parcels}, and of what is spoiled of them",
  valueBasis: "{q}: the loss of the spoiled bulk goods is shared by value",
  valueBasisMass: "{q}, {mass}: the loss of the spoiled bulk goods is shared by value",
  cannotDraw: "{label}: cannot be drawn up: {error}.",
});

// 44–45: goods spoiled

type Treatment = "shared" | "own-mark" | "own";

interface SpoilInput {
  readonly c: SwCase;
  readonly x: Parcel;
}

/** What 44's 'styrtet og løst gods' takes in: goods poured together, or any loose goods. */
type BulkGoods = "poured-together" | "any-loose";

const onStyrtegods = choiceOn<Parcel, BulkGoods>("styrtegods", (v) =>
  v === "poured-together" ? say.pouredTogether() : say.anyUnpacked(),
);

/** 44, read with 33: 'styrtegods, som er styrtet tilsammen' — loose goods kept apart are not of them. */
const pouredTogether = onStyrtegods.base(
  {
    id: "dl-averi/44#poured-together",
    label:
      "'styrtegods' is goods poured together, as in dl-averi/33: loose goods kept apart are not of them, and bear their own loss",
    provisions: [at(44)],
    gives: "poured-together",
  },
  [
    onStyrtegods.when("R3", {
      id: "dl-averi/44#any-loose-goods",
      label: "any unpacked goods are 'styrtegods', poured together or not (Q-A16 R3)",
      provisions: [at(44)],
      gives: "any-loose",
    }),
  ],
);

/** The parcels that are 'styrtegods' as Q-A16 reads it (loose goods kept apart only under R3). */
function isStyrtegods(x: Parcel, ctx: RuleContext): boolean {
  if (x.p.packing === "bulk") return true;
  if (x.p.packing === "loose") return chosen(pouredTogether, x, ctx) === "any-loose";
  return false;
}

/** The goods over which 44 lays the loss of spoiled bulk goods. */
type Mass = "other-bulk" | "all-salvaged";

const onMass = choiceOn<SwCase, Mass>("spoiled_goods_mass", (v) =>
  v === "other-bulk" ? say.otherBulk() : say.allSalvaged(),
);

/** 44: 'om det er styrtet og løst gods' — over the other bulk goods, as in 33; 45 leaves the rest to their owners. */
const overTheOtherBulk = onMass.base(
  {
    id: "dl-averi/44#other-bulk-only",
    label:
      "the loss goes over the other bulk goods only, as in dl-averi/33; goods in barrels, packs and pieces are each owner's own (dl-averi/45)",
    provisions: [at(44)],
    gives: "other-bulk",
  },
  [
    onMass.when("R2", {
      id: "dl-averi/44#all-salvaged-goods",
      label: "'det andet gods, som bjerget er': the loss goes over all the other salvaged goods, by value (Q-A34 R2)",
      provisions: [at(44)],
      gives: "all-salvaged",
    }),
  ],
);

/** How the loss of bulk goods is shared among the bulk goods salvaged. */
type SharedBy = "quantity" | "value";

const onSharing = choiceOn<SwCase, SharedBy>("styrtegods", (v) => say.by({ v }));

/** 44: the loss of bulk goods is shared in kind, by quantity. */
const byQuantityAsIn33 = onSharing.base(
  {
    id: "dl-averi/44#by-quantity",
    label: "the loss of bulk goods goes over the other bulk goods by quantity, as in dl-averi/33",
    provisions: [at(44)],
    gives: "quantity",
  },
  [
    onSharing.when("R2", {
      id: "dl-averi/44#by-value",
      label: "the loss of bulk goods is shared by value (Q-A16 R2)",
      provisions: [at(44)],
      gives: "value",
    }),
  ],
);

const TREATMENT_WORDS: Record<Treatment, string> = {
  shared: say.shared(),
  "own-mark": say.ownMark(),
  own: say.own(),
};

const ownMark = rule<SpoilInput, Treatment>({
  id: "dl-averi/45#own-mark",
  reads: ["facts.cargo[].packing"],
  withoutBaseCondition:
    "'but if it is barrelled goods, packs and piece goods' (45) speaks of the goods 44's 'bulk and loose goods' does not reach",
  label:
    "but if it is barrelled goods, packs and piece goods, each takes the goods bearing his own mark and pays the costs that fall to him",
  provisions: [at(45)],
  when: ({ x }) => isMarked(x),
  gives: () => "own-mark",
  facts: ({ x }) => ({ parcel: x.p.id, packing: x.p.packing }),
  show: (t) => TREATMENT_WORDS[t],
});

const overOtherGoods = rule<SpoilInput, Treatment>({
  id: "dl-averi/44#bulk",
  reads: ["facts.cargo[].{outcome,packing}"],
  label:
    "if some of the goods are spoiled, that loss shall go over the other goods that are salvaged, if it is bulk and loose goods",
  provisions: [at(44)],
  when: ({ x }, ctx) => x.p.outcome === "spoiled" && isStyrtegods(x, ctx),
  gives: () => "shared",
  facts: ({ x }) => ({ parcel: x.p.id, packing: x.p.packing, outcome: x.p.outcome }),
  show: (t) => TREATMENT_WORDS[t],
  exceptions: [ownMark],
});

/** "Merchant A's salt (bl-a)": a parcel as a line of the spoiled goods' average names it. */
function parcelLabel(c: SwCase, x: Parcel): string {
  const owner = nameIn(c.names, x.p.owner);
  return x.p.what === undefined
    ? say.someParcel({ owner, id: x.p.id })
    : say.parcel({ owner, what: x.p.what, id: x.p.id });
}

/**
 * 44–45 over the parcels spoiled or carrying costs. The readings are consulted on a
 * fresh copy of the set, so that the step records those the goods of this case
 * actually turned on (Q-A16 only for loose goods or a loss shared in kind, Q-A34
 * only for a cargo partly bulk and partly marked), and the decision rests on them.
 */
export function spoiledGoods(c: SwCase, dctx: RuleContext, out: Out): Step | undefined {
  const items = c.parcels.filter((x) => x.salvaged && (x.p.outcome === "spoiled" || x.p.costs !== undefined));
  if (items.length === 0) return undefined;
  const steps: Step[] = [];
  const shared: Parcel[] = [];
  const marked: Parcel[] = [];
  const { readings } = withOwnReadings(dctx, (ctx) => {
    for (const x of items) {
      const o = evaluateOr(overOtherGoods, { c, x }, ctx, {
        value: "own" as Treatment,
        label: say.idWords({ id: x.p.id, words: x.p.outcome === "spoiled" ? TREATMENT_WORDS.own : say.notSpoiled() }),
        provisions: [at(44), at(45)],
      });
      steps.push({ ...o.step, value: say.idWords({ id: x.p.id, words: TREATMENT_WORDS[o.value as Treatment] }) });
      if (o.value === "shared") shared.push(x);
      if (o.value === "own-mark") marked.push(x);
      else if (x.p.costs) {
        out.warn(say.costsWarn({ id: x.p.id, costs: x.p.costs.format() }), at(45));
      }
    }
    ownMarkDuties(c, marked, out);
    if (shared.length > 0) steps.push(spoiledShared(c, shared, ctx, out));
  });
  return {
    ...section(say.section(), [at(44), at(45)], steps),
    ...(Object.keys(readings).length > 0 ? { readings } : {}),
  };
}

function ownMarkDuties(c: SwCase, marked: readonly Parcel[], out: Out): void {
  const byOwner = new Map<string, Parcel[]>();
  for (const x of marked) byOwner.set(x.p.owner, [...(byOwner.get(x.p.owner) ?? []), x]);
  for (const [owner, xs] of byOwner) {
    const costs = xs.reduce((t, x) => (x.p.costs ? t.add(x.p.costs) : t), c.zero);
    const spoiled = xs.filter((x) => x.p.outcome === "spoiled").map((x) => x.p.id);
    out.must(
      owner,
      say.takeMark({
        parcels: listed(xs.map((x) => x.p.id)),
        costs: costs.minor.isZero() ? "" : say.costsOf({ costs: costs.format() }),
        spoiled: spoiled.length > 0 ? say.ownLoss({ parcels: listed(spoiled) }) : "",
      }),
      undefined,
      at(45),
    );
    for (const x of xs) {
      const payer = x.p.costs_paid_by ?? c.skipper.id;
      if (!x.p.costs || x.p.costs.minor.isZero() || payer === owner) continue;
      out.owe(owner, payer, x.p.costs, say.costsOwed({ id: x.p.id }), at(45));
    }
  }
}

/**
 * The goods over which the loss goes (Q-A34), and whether the sharing is by
 * quantity (Q-A16 R1 over bulk only); the steps of those choices are told in `told`.
 */
function spoilMass(
  c: SwCase,
  ctx: RuleContext,
  told: Step[],
): { mass: Parcel[]; allGoods: boolean; byQuantity: boolean } {
  const salvaged = salvagedParcels(c);
  const bulk = salvaged.filter((x) => isStyrtegods(x, ctx));
  const mixed = bulk.length < salvaged.length;
  const allGoods = mixed && chosen(overTheOtherBulk, c, ctx, told) === "all-salvaged";
  const byQuantity = !allGoods && chosen(byQuantityAsIn33, c, ctx, told) === "quantity";
  return { mass: allGoods ? salvaged : bulk, allGoods, byQuantity };
}

interface SpoilShared {
  readonly spoiled: readonly Parcel[];
  readonly mass: readonly Parcel[];
  /** The goods the loss goes over, in words. */
  readonly over: string;
  readonly byQuantity: boolean;
  /** Whether the loss could be shared (every quantity or value known). */
  readonly shared: boolean;
}

const overTheGoods = rule<SpoilShared, string>({
  id: "dl-averi/44#over-the-goods",
  reads: ["facts.cargo[].id"],
  label:
    "the loss of the spoiled bulk goods goes over the goods salvaged, the bulk goods or all of them (Q-A34), by quantity or by value (Q-A16)",
  provisions: [at(44)],
  when: (x) => x.shared,
  facts: (x) => ({ spoiled: x.spoiled.map((p) => p.p.id), mass: x.mass.length }),
  gives: (x) => say.overGives({ over: x.over, by: x.byQuantity ? "quantity" : "value", n: x.mass.length }),
});

function spoiledShared(c: SwCase, shared: readonly Parcel[], ctx: RuleContext, out: Out): Step {
  const told: Step[] = [];
  const { mass, allGoods, byQuantity } = spoilMass(c, ctx, told);
  const over = allGoods ? say.overAll() : say.overBulk();
  const label = say.label({ over, at: at(44) });
  const a = byQuantity ? sharedInKind(c, shared, mass, label, out) : sharedByValue(c, shared, mass, label, ctx, out);
  if (a) out.averages.push(a);
  const step = evaluate(overTheGoods, { spoiled: shared, mass, over, byQuantity, shared: a !== undefined }, ctx).step;
  // What the loss goes over (Q-A34) and how it is shared (Q-A16) are told beneath 44's step.
  return told.length === 0 ? step : { ...step, children: [...(step.children ?? []), ...told] };
}

function sharedInKind(
  c: SwCase,
  shared: readonly Parcel[],
  mass: readonly Parcel[],
  label: string,
  out: Out,
): SeparateAverage | undefined {
  const noQuantity = mass.filter((x) => x.p.quantity === undefined).map((x) => x.p.id);
  const noSpoil = shared.filter((x) => x.spoiledQuantity === undefined).map((x) => x.p.id);
  const units = [...new Set(mass.map((x) => x.p.unit ?? say.units()))];
  if (noQuantity.length > 0 || noSpoil.length > 0) {
    out.assess({
      what: say.quantityWhat({ parcels: listed([...new Set([...noQuantity, ...noSpoil])]) }),
      by: say.quantityBy(),
      basis: say.quantityBasis(),
      value: undefined,
      provisions: [at(44)],
    });
    return undefined;
  }
  if (units.length > 1) {
    out.warn(say.unitsWarn({ units: commaList(units) }), at(44));
    return undefined;
  }
  const total = mass.reduce((t, x) => t.add(x.p.quantity as Rational), Rational.ZERO);
  const lost = shared.reduce((t, x) => t.add(x.spoiledQuantity as Rational), Rational.ZERO);
  if (total.isZero()) return undefined;
  const lines: QuantityLine[] = mass.map((x) => {
    const q = x.p.quantity as Rational;
    const fraction = q.div(total);
    const bears = lost.mul(fraction);
    return {
      interest: x.p.id,
      owner: x.p.owner,
      label: parcelLabel(c, x),
      quantity: q.toString(),
      fraction: fraction.toString(),
      bears: bears.toString(),
      receives: q.sub(bears).toString(),
      provisions: [at(44)],
    };
  });
  return {
    id: "spoiled-bulk",
    label,
    shares: {
      unit: units[0] as string,
      measure: say.quantitySalvaged(),
      lost: lost.toString(),
      total: total.toString(),
      lines,
    },
    provisions: [at(44)],
  };
}

function sharedByValue(
  c: SwCase,
  shared: readonly Parcel[],
  mass: readonly Parcel[],
  label: string,
  ctx: RuleContext,
  out: Out,
): SeparateAverage | undefined {
  const sharedIds = new Set(shared.map((x) => x.p.id));
  const missing = mass.filter((x) => x.p.value === undefined || x.spoiledValue === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess({
      what: say.valueWhat({ parcels: listed(missing) }),
      by: APPRAISERS,
      basis:
        sharedIds.size < mass.length
          ? say.valueBasisMass({ q: q(ctx, "styrtegods"), mass: q(ctx, "spoiled_goods_mass") })
          : say.valueBasis({ q: q(ctx, "styrtegods") }),
      value: undefined,
      provisions: [at(44)],
    });
    return undefined;
  }
  const interests: Interest[] = mass.map((x) => {
    const isShared = sharedIds.has(x.p.id);
    return {
      interest: x.p.id,
      owner: x.p.owner,
      kind: "cargo",
      label: parcelLabel(c, x),
      // A parcel whose spoil is shared contributes on its sound value (what it keeps and what is made good to it);
      // any other contributes on what it keeps, its own spoil being its own (45).
      value: isShared ? (x.p.value as Money) : (x.savedValue as Money),
      madeGood: isShared ? (x.spoiledValue as Money) : c.zero,
      provisions: [at(44)],
    };
  });
  try {
    const a = adjust(c.currency, interests, (p) => nameIn(c.names, p), [at(44)]);
    return { id: "spoiled-bulk", label, statement: a.statement, provisions: [at(44)] };
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(say.cannotDraw({ label, error: e.message }), at(44));
    return undefined;
  }
}
