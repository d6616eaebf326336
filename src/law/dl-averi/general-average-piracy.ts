/**
 * dl-averi/33–34: goods taken by freebooters or pirates: bulk goods poured together
 * made good out of the other bulk goods, the ship giving nothing (33); goods in packs,
 * casks or barrels at their own risk (34).
 */

import { type GaCase, listed, type Parcel, parcelLabel, plural } from "./general-average-common.js";
import type { Collected, GeneralAverageFacts, QuantityLine, QuantityShares, RuleContext, Step } from "./kit.js";
import { at, CaseError, choiceOn, chosen, evaluate, phrases, q, Rational, rule, section } from "./kit.js";

const say = phrases("dl-averi/33", {
  pouredTogether: "goods poured together, 'som er styrtet tilsammen'",
  anyUnpacked: "any unpacked goods",
  byQuantity: "by quantity",
  byValue: "by value",
  shipsRisk: "the ship bears her own risk",
  bulkRisk: "the bulk goods bear their own risk",
  heapNamed: "heap {heap}",
  heapOfKind: "{what} in {unit}",
  bulkGoods: "bulk goods",
  units: "units",
  heapParcels: "{heap}: {ids}",
  valueWhat: "The value of the bulk goods of {ids}",
  quantityWhat: "The quantity of the bulk goods of {ids}",
  appraisers: "appraisers at the market (dl-averi/24)",
  lading: "the skipper's lading and the bills of lading",
  valueBasis: "under {q} the loss of bulk goods is shared by value",
  quantityBasis: "under {q} the loss of bulk goods is shared by quantity",
  measuresWhat: "The quantities of the bulk goods of {heap} ({ids}) in one measure: they are given in {units}",
  measuresBasis:
    "under {q} the loss is shared by quantity within the heap, and quantities in different measures cannot be added; give them in one unit",
  valueIn: "value in {unit}",
  quantityShipped: "quantity shipped",
  shared: "{taken} {unit} shared over {parcels} of {heap}; {reason}",
  sharedNotOthers:
    "{taken} {unit} shared over {parcels} of {heap}, not over the other heaps, which were not poured together with it; {reason}",
  ownRisk: "{parcels}, each borne by its owner: {ids}",
  shipGivesNothing: "the ship gives nothing, for she bears her own risk (Q-A17 R1)",
  bulkBearsRisk: "the ship gives nothing; the bulk goods as a body bear their own risk (Q-A17 R2)",
  noBulk: "Bulk goods were taken, but no parcel of the cargo is bulk goods as Q-A16 reads 'styrtegods'.",
  averageLabel:
    "Bulk goods taken by {attackers} out of {heap}, made good out of the other bulk goods of that heap ({at})",
  heading: "Goods taken by {attackers}",
  noSuchHeap: 'no bulk parcel lies in a heap "{heap}"',
  oneOf: "one of: {ids}",
  manyHeaps:
    "the bulk goods lie in {n} heaps ({heaps}), and dl-averi/33 shares a loss only within the heap it was taken from",
  whichHeap:
    "the heap it was taken from, as facts.piracy.heap (a heap's id, or give the parcels a heap), or what was taken from each heap under facts.piracy.taken",
});

/** What 33's 'styrtegods' is: goods poured together of several owners, or any loose goods. */
type BulkGoods = "poured-together" | "any-loose";

const onStyrtegods = choiceOn<Parcel, BulkGoods>("styrtegods", (v) =>
  v === "poured-together" ? say.pouredTogether() : say.anyUnpacked(),
);

/** 33: 'styrtegods, som er styrtet tilsammen' — a parcel the case does not call bulk is not poured together. */
const pouredTogether = onStyrtegods.base(
  {
    id: "dl-averi/33#poured-together",
    label:
      "'styrtegods, som er styrtet tilsammen': goods poured loose together, so that a parcel the case does not call bulk is not of them",
    provisions: [at(33)],
    gives: "poured-together",
  },
  [
    onStyrtegods.when("R3", {
      id: "dl-averi/33#any-loose-goods",
      label: "any unpacked goods are 'styrtegods', poured together or not (Q-A16 R3)",
      provisions: [at(33)],
      gives: "any-loose",
    }),
  ],
);

/** The parcels that are 'styrtegods' as Q-A16 reads it. */
function isBulk(x: Parcel, ctx: RuleContext): boolean {
  if (x.p.packing === "packed") return false;
  if (x.p.packing === "bulk") return true;
  return chosen(pouredTogether, x, ctx) === "any-loose";
}

/** How 33 shares the bulk goods taken among the rest of the heap. */
type SharedBy = "quantity" | "value";

const onSharing = choiceOn<Heap, SharedBy>("styrtegods", (v) => (v === "quantity" ? say.byQuantity() : say.byValue()));

/** 33: 'betales det igen af det andet styrtegods' — made good in kind, by quantity. */
const byQuantity = onSharing.base(
  {
    id: "dl-averi/33#by-quantity",
    label:
      "'betales det igen af det andet styrtegods': the loss is made good in kind out of the rest of the heap, shared by quantity",
    provisions: [at(33)],
    gives: "quantity",
  },
  [
    onSharing.when("R2", {
      id: "dl-averi/33#by-value",
      label: "the loss is shared among the owners of the heap by value (Q-A16 R2)",
      provisions: [at(33)],
      gives: "value",
    }),
  ],
);

/** Whose own risk 33's 'thi det står sin egen eventyr' names, the reason the ship gives nothing. */
type OwnRisk = "the-ship" | "the-bulk-goods";

const onThiDet = choiceOn<GaCase, OwnRisk>("thi_det", (v) => (v === "the-ship" ? say.shipsRisk() : say.bulkRisk()));

/** 33: 'og skal skibet intet give dertil. Thi det står sin egen eventyr' — 'det' is the ship. */
const shipsOwnRisk = onThiDet.base(
  {
    id: "dl-averi/33#ships-own-risk",
    label: "'thi det står sin egen eventyr': 'det' is the ship, which bears her own risk and so gives nothing",
    provisions: [at(33)],
    gives: "the-ship",
  },
  [
    onThiDet.when("R2", {
      id: "dl-averi/33#bulk-goods-own-risk",
      label: "'det' is the bulk goods, which as a body bear their own risk (Q-A17 R2)",
      provisions: [at(33)],
      gives: "the-bulk-goods",
    }),
  ],
);

/**
 * A heap of bulk goods: the parcels poured together ('styrtet tilsammen'). The
 * case names it (parcel.heap); where it does not, the bulk parcels of one kind
 * and one unit are one heap, for goods of another kind or measure cannot have
 * been poured together with them.
 */
interface Heap {
  readonly key: string;
  /** The heap's id as the case names it, or one made from its kind and unit. */
  readonly id: string;
  readonly name: string;
  readonly parcels: Parcel[];
}

const kindOf = (x: Parcel): string => (x.p.what ?? "").trim().toLowerCase();

function heapOf(x: Parcel): { key: string; id: string; name: string } {
  if (x.p.heap !== undefined) return { key: `heap:${x.p.heap}`, id: x.p.heap, name: say.heapNamed({ heap: x.p.heap }) };
  const what = kindOf(x) || "bulk goods";
  const unit = x.p.unit ?? "units";
  return {
    key: `kind:${kindOf(x)}|${x.p.unit ?? ""}`,
    id: `${what}-${unit}`.replace(/\s+/g, "-"),
    name: say.heapOfKind({
      what: kindOf(x) ? what : say.bulkGoods(),
      unit: x.p.unit === undefined ? say.units() : unit,
    }),
  };
}

function heapsOf(bulk: readonly Parcel[]): Map<string, Heap> {
  const heaps = new Map<string, Heap>();
  for (const x of bulk) {
    const h = heapOf(x);
    const had = heaps.get(h.key);
    if (had) had.parcels.push(x);
    else heaps.set(h.key, { ...h, parcels: [x] });
  }
  return heaps;
}

/** dl-averi/33: the heaps the bulk goods lie in, for a loss is shared only within the heap it was taken from. */
const intoHeaps = rule<readonly Parcel[], Map<string, Heap>>({
  id: "dl-averi/33#heaps",
  reads: ["facts.cargo[].{heap,unit,what}"],
  label:
    "goods poured together ('styrtet tilsammen') are one heap: the heap the case names a bulk parcel in, else the bulk parcels of one kind and measure",
  provisions: [at(33)],
  gives: heapsOf,
  show: (heaps) =>
    [...heaps.values()].map((h) => say.heapParcels({ heap: h.name, ids: h.parcels.map((x) => x.p.id).join(", ") })),
});

function bulkShares(
  c: GaCase,
  heap: Heap,
  taken: Rational,
  ctx: RuleContext,
  out: Collected,
): QuantityShares | undefined {
  const bulk = heap.parcels;
  const byValue = chosen(byQuantity, heap, ctx) === "value";
  const weightOf = (x: Parcel): Rational | undefined => (byValue ? x.value?.minor : x.p.quantity);
  const missing = bulk.filter((x) => weightOf(x) === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess({
      what: (byValue ? say.valueWhat : say.quantityWhat)({ ids: listed(missing) }),
      by: byValue ? say.appraisers() : say.lading(),
      basis: (byValue ? say.valueBasis : say.quantityBasis)({ q: q(ctx, "styrtegods") }),
      provisions: [at(33)],
    });
    return undefined;
  }
  const units = [...new Set(bulk.map((x) => x.p.unit).filter((u): u is string => u !== undefined))];
  if (!byValue && units.length > 1) {
    out.assess({
      what: say.measuresWhat({ heap: heap.name, ids: listed(bulk.map((x) => x.p.id)), units: units.join(" and ") }),
      by: say.lading(),
      basis: say.measuresBasis({ q: q(ctx, "styrtegods") }),
      provisions: [at(33)],
    });
    return undefined;
  }
  const total = bulk.reduce((s, x) => s.add(weightOf(x) as Rational), Rational.ZERO);
  if (total.isZero()) return undefined;
  const lines: QuantityLine[] = bulk.map((x) => {
    const fraction = (weightOf(x) as Rational).div(total);
    const bears = taken.mul(fraction);
    const q = x.p.quantity;
    return {
      interest: x.p.id,
      owner: x.p.owner,
      label: parcelLabel(c, x),
      quantity: (weightOf(x) as Rational).toString(),
      fraction: fraction.toString(),
      bears: bears.toString(),
      ...(q ? { receives: q.sub(bears).toString() } : {}),
      provisions: [at(33)],
    };
  });
  return {
    unit: units[0] ?? say.units(),
    measure: byValue ? say.valueIn({ unit: c.currency.units[0]?.name ?? c.currency.name }) : say.quantityShipped(),
    lost: taken.toString(),
    total: total.toString(),
    lines,
  };
}

/**
 * What was taken out of each heap: the bulk_taken out of the one heap (or the heap
 * the case names for it), and what the case lists as taken from a bulk parcel out
 * of that parcel's heap.
 */
function takenPerHeap(
  p: NonNullable<GeneralAverageFacts["piracy"]>,
  heaps: ReadonlyMap<string, Heap>,
  fromHeaps: readonly { t: { quantity?: Rational | undefined }; x: Parcel }[],
): Map<string, Rational> {
  const taken = new Map<string, Rational>();
  const add = (key: string, q: Rational) => taken.set(key, (taken.get(key) ?? Rational.ZERO).add(q));
  // Each parcel taken from is bulk, and so in one of the heaps.
  const heapKey = (x: Parcel): string => [...heaps.values()].find((h) => h.parcels.includes(x))?.key as string;
  for (const { t, x } of fromHeaps) add(heapKey(x), t.quantity ?? Rational.ZERO);
  const bulkTaken = p.bulk_taken;
  if (bulkTaken && bulkTaken.sign() > 0 && heaps.size > 0) {
    if (p.heap !== undefined) {
      const named = [...heaps.values()].find((h) => h.id === p.heap);
      if (!named) {
        throw new CaseError("case", [
          {
            path: "facts.piracy.heap",
            message: say.noSuchHeap({ heap: p.heap }),
            expected: say.oneOf({ ids: [...heaps.values()].map((h) => h.id).join(", ") }),
          },
        ]);
      }
      add(named.key, bulkTaken);
    } else if (heaps.size === 1) {
      add([...heaps.keys()][0] as string, bulkTaken);
    } else {
      throw new CaseError("case", [
        {
          path: "facts.piracy.bulk_taken",
          message: say.manyHeaps({
            n: String(heaps.size),
            heaps: [...heaps.values()].map((h) => h.name).join("; "),
          }),
          expected: say.whichHeap(),
        },
      ]);
    }
  }
  return taken;
}

interface HeapTaken {
  readonly heap: Heap;
  readonly taken: Rational;
  readonly unit: string | undefined;
  /** The other heaps, not poured together with this one. */
  readonly untouched: number;
  /** Why the ship gives nothing (Q-A17). */
  readonly reason: string;
}

const madeGoodByTheHeap = rule<HeapTaken, string>({
  id: "dl-averi/33#bulk",
  label:
    "bulk goods poured together ('styrtegods, som er styrtet tilsammen'), part taken by freebooters or pirates: it is made good out of the other bulk goods, and the ship gives nothing to it",
  provisions: [at(33)],
  readings: ["styrtegods", "thi_det"],
  facts: (h) => ({
    heap: h.heap.id,
    taken: h.taken.toString(),
    bulk_parcels: h.heap.parcels.length,
    other_heaps: h.untouched,
  }),
  gives: (h) =>
    (h.untouched > 0 ? say.sharedNotOthers : say.shared)({
      taken: h.taken.toString(),
      unit: h.unit ?? "",
      parcels: plural(h.heap.parcels.length, "bulk parcel"),
      heap: h.heap.name,
      reason: h.reason,
    }),
});

/** The parcels taken that are not bulk goods, each as the explanation names it. */
const ownRisk = rule<readonly string[], string>({
  id: "dl-averi/34#own-risk",
  label: "all other goods, in packs, casks or barrels, bear their own risk, and each suffers the loss that befalls him",
  provisions: [at(34)],
  facts: (what) => ({ parcels: what.length }),
  gives: (what) => say.ownRisk({ parcels: plural(what.length, "parcel"), ids: listed(what) }),
});

export function piracy(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  const p = c.f.piracy;
  if (!p) return undefined;
  const steps: Step[] = [];
  const takenParcels = p.taken.map((t) => ({ t, x: c.byId.get(t.parcel) as Parcel }));
  const mentionsBulk = (p.bulk_taken?.sign() ?? 0) > 0 || takenParcels.some(({ x }) => x.p.packing !== "packed");
  const bulk = mentionsBulk ? c.parcels.filter((x) => isBulk(x, ctx)) : [];
  let heaps = new Map<string, Heap>();
  if (bulk.length > 0) {
    const o = evaluate(intoHeaps, bulk, ctx);
    heaps = o.value as Map<string, Heap>;
    if (ctx.explain !== false) steps.push(o.step);
  }
  const fromHeaps = takenParcels.filter(({ x }) => bulk.includes(x));
  const taken = takenPerHeap(p, heaps, fromHeaps);
  const anyTaken = [...taken.values()].some((q) => q.sign() > 0) || (mentionsBulk && bulk.length === 0);
  if (mentionsBulk && anyTaken) {
    const reason = chosen(shipsOwnRisk, c, ctx, steps) === "the-ship" ? say.shipGivesNothing() : say.bulkBearsRisk();
    if (bulk.length === 0) {
      out.warn(say.noBulk(), at(33));
    }
    const lost = [...heaps.values()].filter((h) => (taken.get(h.key)?.sign() ?? 0) > 0);
    for (const heap of lost) {
      const q = taken.get(heap.key) as Rational;
      const shares = bulkShares(c, heap, q, ctx, out);
      const untouched = heaps.size - 1;
      if (shares) {
        out.averages.push({
          id: lost.length === 1 ? "piracy-bulk" : `piracy-bulk:${heap.id}`,
          label: say.averageLabel({ attackers: p.attackers, heap: heap.name, at: at(33) }),
          shares,
          provisions: [at(33)],
        });
      }
      steps.push(evaluate(madeGoodByTheHeap, { heap, taken: q, unit: shares?.unit, untouched, reason }, ctx).step);
    }
  }
  const own = takenParcels.filter(({ x }) => !bulk.includes(x));
  if (own.length > 0) {
    const what = own.map(({ t, x }) => {
      const q = t.quantity ? ` ${t.quantity} ${x.p.unit ?? ""}`.trimEnd() : "";
      return `${x.p.id}${q}${t.value ? ` (${t.value.format()})` : ""}`;
    });
    steps.push(evaluate(ownRisk, what, ctx).step);
  }
  return section(say.heading({ attackers: p.attackers }), [at(33), at(34)], steps);
}
