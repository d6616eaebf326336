/**
 * dl-averi/33–41: the averages of their own: goods taken by pirates, a defence, a theft in
 * harbour, a ransom, lighterage and a grounding.
 */

import type { GeneralAverageFacts, HarbourTheft } from "../../cases/kinds/general-average.js";
import { adjust, type Interest } from "../../core/average.js";
import type { PartyRef, QuantityLine, QuantityShares, SeparateAverage } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import type { Step } from "../../core/explain.js";
import { Money, MoneyError } from "../../core/money.js";
import { the } from "../../core/names.js";
import { Rational } from "../../core/rational.js";
import { evaluate, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type GaCase, listed, type Parcel, plural, quiet } from "./general-average-common.js";
import { freightAll, freightOnAll, parcelLabel, payer, thrownFreight } from "./general-average-contribution.js";
import { at, Collected, is, q, reading, section } from "./kit.js";

// Averages of their own: over ship and goods (35, 36, 37, 38, 39), over the goods (41)

/** What a parcel is worth as it arrives, the goods recovered included: the goods kept of 35–41. */
const goodsValue = (x: Parcel): Money =>
  (x.arrived as Money).add(x.recovered ?? Money.zero((x.arrived as Money).currency));

interface Over {
  readonly id: string;
  readonly label: string;
  readonly amount: Money;
  readonly paidBy: PartyRef;
  readonly provisions: string[];
  /** The ship contributes at this value; undefined: the ship gives nothing. */
  readonly ship: Money | undefined;
  readonly shipLabel?: string;
  readonly freight: Money | undefined;
  /** Contributory value per parcel; a parcel left out gives nothing. */
  readonly goods: (x: Parcel) => Money | undefined;
  /** Amounts made good to particular parties instead of a payer (goods lost, goods stolen). */
  readonly madeGood?: ReadonlyMap<string, Money>;
}

/** A separate average drawn up by core/average.ts; undefined (with a warning) when nothing can contribute. */
function separate(c: GaCase, o: Over, out: Collected): SeparateAverage | undefined {
  const interests: Interest[] = [];
  const good = new Map(o.madeGood ?? []);
  const takeGood = (key: string): Money => {
    const v = good.get(key) ?? c.zero;
    good.delete(key);
    return v;
  };
  if (o.ship) {
    interests.push({
      interest: "ship",
      owner: c.owners.id,
      kind: "ship",
      label: o.shipLabel ?? `${the(c.shipName)}`,
      value: o.ship,
      madeGood: takeGood("ship"),
      provisions: o.provisions,
    });
  }
  if (o.freight) {
    interests.push({
      interest: "freight",
      owner: c.owners.id,
      kind: "freight",
      label: `freight of ${the(c.shipName)}`,
      value: o.freight,
      madeGood: c.zero,
      provisions: o.provisions,
    });
  }
  for (const x of c.parcels) {
    const v = o.goods(x);
    const g = takeGood(x.p.id);
    if (v === undefined && g.minor.sign() === 0) continue;
    interests.push({
      interest: x.p.id,
      owner: x.p.owner,
      kind: "cargo",
      label: parcelLabel(c, x),
      value: v ?? c.zero,
      madeGood: g,
      provisions: o.provisions,
    });
  }
  if (!o.madeGood) {
    interests.push({
      interest: `paid:${o.paidBy.id}`,
      owner: o.paidBy.id,
      kind: o.paidBy.id === c.owners.id || o.paidBy.id === c.skipper.id ? "ship" : "cargo",
      label: `laid out by ${o.paidBy.name}`,
      value: c.zero,
      madeGood: o.amount,
      provisions: o.provisions,
    });
  }
  try {
    const a = adjust(c.currency, interests, (p) => c.names.get(p) ?? p, o.provisions);
    return { id: o.id, label: o.label, statement: a.statement, provisions: o.provisions };
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(`${o.label}: cannot be drawn up: ${e.message}.`, ...o.provisions);
    return undefined;
  }
}

const appraised = (c: GaCase): boolean => c.parcels.every((x) => x.arrived !== undefined);

function needValues(
  c: GaCase,
  ship: Money | undefined,
  what: string,
  out: Collected,
  ...provisions: string[]
): boolean {
  if (ship && appraised(c)) return true;
  out.warn(
    `${what} cannot be shared until ${ship ? "every parcel is appraised" : "the ship's value is known"}.`,
    ...provisions,
  );
  return false;
}

/** The freight, when freight contributes to an average of ship and goods (Q-A30 R2): as it does in dl-averi/25. */
function freightFor(c: GaCase, ctx: RuleContext): Money | undefined {
  if (!is(ctx, "ransom_mass", "R2")) return undefined;
  const all = freightAll(c, new Collected());
  if (all.minor.sign() === 0) return undefined;
  const f = evaluate(freightOnAll, { all, thrown: thrownFreight(c) }, ctx).value;
  return f ?? all;
}

// 33–34: pirates

/** The parcels that are 'styrtegods' as Q-A16 reads it. */
function isBulk(x: Parcel, ctx: RuleContext): boolean {
  if (x.p.packing === "packed") return false;
  if (x.p.packing === "bulk") return true;
  return is(ctx, "styrtegods", "R3");
}

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
  if (x.p.heap !== undefined) return { key: `heap:${x.p.heap}`, id: x.p.heap, name: `heap ${x.p.heap}` };
  const what = kindOf(x) || "bulk goods";
  const unit = x.p.unit ?? "units";
  return {
    key: `kind:${kindOf(x)}|${x.p.unit ?? ""}`,
    id: `${what}-${unit}`.replace(/\s+/g, "-"),
    name: `${what} in ${unit}`,
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

function bulkShares(
  c: GaCase,
  heap: Heap,
  taken: Rational,
  ctx: RuleContext,
  out: Collected,
): QuantityShares | undefined {
  const bulk = heap.parcels;
  const byValue = is(ctx, "styrtegods", "R2");
  const weightOf = (x: Parcel): Rational | undefined => (byValue ? x.value?.minor : x.p.quantity);
  const missing = bulk.filter((x) => weightOf(x) === undefined).map((x) => x.p.id);
  if (missing.length > 0) {
    out.assess({
      what: `The ${byValue ? "value" : "quantity"} of the bulk goods of ${listed(missing)}`,
      by: byValue ? "appraisers at the market (dl-averi/24)" : "the skipper's lading and the bills of lading",
      basis: `under ${q(ctx, "styrtegods")} the loss of bulk goods is shared by ${byValue ? "value" : "quantity"}`,
      provisions: [at(33)],
    });
    return undefined;
  }
  const units = [...new Set(bulk.map((x) => x.p.unit).filter((u): u is string => u !== undefined))];
  if (!byValue && units.length > 1) {
    out.assess({
      what: `The quantities of the bulk goods of ${heap.name} (${listed(bulk.map((x) => x.p.id))}) in one measure: they are given in ${units.join(" and ")}`,
      by: "the skipper's lading and the bills of lading",
      basis: `under ${q(ctx, "styrtegods")} the loss is shared by quantity within the heap, and quantities in different measures cannot be added; give them in one unit`,
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
    unit: units[0] ?? "units",
    measure: byValue ? `value in ${c.currency.units[0]?.name ?? c.currency.name}` : "quantity shipped",
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
  for (const { t, x } of fromHeaps) add(heapOf(x).key, t.quantity ?? Rational.ZERO);
  const bulkTaken = p.bulk_taken;
  if (bulkTaken && bulkTaken.sign() > 0 && heaps.size > 0) {
    if (p.heap !== undefined) {
      const named = [...heaps.values()].find((h) => h.id === p.heap);
      if (!named) {
        throw new CaseError("case", [
          {
            path: "facts.piracy.heap",
            message: `no bulk parcel lies in a heap "${p.heap}"`,
            expected: `one of: ${[...heaps.values()].map((h) => h.id).join(", ")}`,
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
          message: `the bulk goods lie in ${heaps.size} heaps (${[...heaps.values()].map((h) => h.name).join("; ")}), and dl-averi/33 shares a loss only within the heap it was taken from`,
          expected:
            "the heap it was taken from, as facts.piracy.heap (a heap's id, or give the parcels a heap), or what was taken from each heap under facts.piracy.taken",
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
    `${h.taken.toString()} ${h.unit ?? ""} shared over ${plural(h.heap.parcels.length, "bulk parcel")} of ${h.heap.name}${h.untouched > 0 ? ", not over the other heaps, which were not poured together with it" : ""}; ${h.reason}`,
});

/** The parcels taken that are not bulk goods, each as the explanation names it. */
const ownRisk = rule<readonly string[], string>({
  id: "dl-averi/34#own-risk",
  label: "all other goods, in packs, casks or barrels, bear their own risk, and each suffers the loss that befalls him",
  provisions: [at(34)],
  facts: (what) => ({ parcels: what.length }),
  gives: (what) => `${plural(what.length, "parcel")}, each borne by its owner: ${listed(what)}`,
});

export function piracy(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  const p = c.f.piracy;
  if (!p) return undefined;
  const steps: Step[] = [];
  const takenParcels = p.taken.map((t) => ({ t, x: c.byId.get(t.parcel) as Parcel }));
  const mentionsBulk = (p.bulk_taken?.sign() ?? 0) > 0 || takenParcels.some(({ x }) => x.p.packing !== "packed");
  const bulk = mentionsBulk ? c.parcels.filter((x) => isBulk(x, ctx)) : [];
  const heaps = heapsOf(bulk);
  const fromHeaps = takenParcels.filter(({ x }) => bulk.includes(x));
  const taken = takenPerHeap(p, heaps, fromHeaps);
  const anyTaken = [...taken.values()].some((q) => q.sign() > 0) || (mentionsBulk && bulk.length === 0);
  if (mentionsBulk && anyTaken) {
    const reason = is(ctx, "thi_det", "R1")
      ? "the ship gives nothing, for she bears her own risk (Q-A17 R1)"
      : "the ship gives nothing; the bulk goods as a body bear their own risk (Q-A17 R2)";
    if (bulk.length === 0) {
      out.warn("Bulk goods were taken, but no parcel of the cargo is bulk goods as Q-A16 reads 'styrtegods'.", at(33));
    }
    const lost = [...heaps.values()].filter((h) => (taken.get(h.key)?.sign() ?? 0) > 0);
    for (const heap of lost) {
      const q = taken.get(heap.key) as Rational;
      const shares = bulkShares(c, heap, q, ctx, out);
      const untouched = heaps.size - 1;
      if (shares) {
        out.averages.push({
          id: lost.length === 1 ? "piracy-bulk" : `piracy-bulk:${heap.id}`,
          label: `Bulk goods taken by ${p.attackers} out of ${heap.name}, made good out of the other bulk goods of that heap (${at(33)})`,
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
  return section(`Goods taken by ${p.attackers}`, [at(33), at(34)], steps);
}

// 35: defence; 37: ransom

/** What the costs of a defence and a ransom go over: ship and goods, and the freight under Q-A30 R2. */
const overWhat = (ctx: RuleContext): string =>
  `over ship and goods${is(ctx, "ransom_mass", "R2") ? " and freight" : ""}`;

/** A defence's costs or a ransom, as an average of its own over ship and goods (and freight, per Q-A30). */
function overShipAndGoods(
  c: GaCase,
  ship: Money | undefined,
  ctx: RuleContext,
  out: Collected,
  x: { id: string; label: string; amount: Money; paidBy: string | undefined; provision: string },
): void {
  const a = separate(
    c,
    {
      id: x.id,
      label: x.label,
      amount: x.amount,
      paidBy: payer(c, x.paidBy),
      provisions: [x.provision],
      ship,
      freight: freightFor(c, ctx),
      goods: goodsValue,
    },
    out,
  );
  if (a) out.averages.push(a);
}

export function defence(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const d = c.f.defence;
  if (!d) return undefined;
  const wounded = d.wounded.map((id) => c.names.get(id) ?? id);
  out.must(
    c.skipper.id,
    `have ${wounded.length ? wounded.join(", ") : "the wounded"} treated and healed`,
    undefined,
    at(35),
  );
  const amount = [d.doctor, d.substitutes, d.other_costs].reduce<Money>((s, m) => (m ? s.add(m) : s), c.zero);
  const value = `${amount.format()} ${overWhat(ctx)}`;
  if (amount.minor.sign() > 0 && needValues(c, ship, "The costs of the defence", out, at(35))) {
    overShipAndGoods(c, ship, ctx, out, {
      id: "defence",
      label: `The costs of the defence against ${d.attackers} (${at(35)})`,
      amount,
      paidBy: d.paid_by,
      provision: at(35),
    });
  }
  return {
    rule: "dl-averi/35#defence",
    label:
      "the doctor's fee of the wounded, the hire and portage of men taken on in their place, and all other costs go over ship and goods, because it was done to protect them",
    provisions: [at(35)],
    status: "applied",
    readings: { ransom_mass: reading(ctx, "ransom_mass") },
    facts: {
      doctor: d.doctor?.format() ?? null,
      substitutes: d.substitutes?.format() ?? null,
      other_costs: d.other_costs?.format() ?? null,
    },
    value,
  };
}

export function ransom(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const r = c.f.ransom;
  if (!r) return undefined;
  const label =
    "ship and goods seized and detained, and bought free for a sum the skipper can lawfully prove: it goes over ship and goods like other average";
  if (r.proved !== true) {
    out.must(c.skipper.id, `lawfully prove the ransom of ${r.amount.format()}`, undefined, at(37));
    if (r.proved === undefined) {
      out.assess({
        what: "Whether the skipper lawfully proves the ransom",
        by: "the court (the text names none)",
        basis: "dl-averi/37: a ransom is average only if he can lawfully prove it",
        provisions: [at(37)],
      });
    } else out.warn(`The ransom of ${r.amount.format()} is not proved: it is not average (dl-averi/37).`, at(37));
    return { rule: "dl-averi/37#ransom", label, provisions: [at(37)], status: "not-applicable", value: "not proved" };
  }
  if (needValues(c, ship, "The ransom", out, at(37))) {
    overShipAndGoods(c, ship, ctx, out, {
      id: "ransom",
      label: `The ransom of ship and goods (${at(37)})`,
      amount: r.amount,
      paidBy: r.paid_by,
      provision: at(37),
    });
  }
  return {
    rule: "dl-averi/37#ransom",
    label,
    provisions: [at(37)],
    status: "applied",
    readings: { ransom_mass: reading(ctx, "ransom_mass") },
    value: `${r.amount.format()} ${overWhat(ctx)}`,
  };
}

// 36: theft in harbour

type TheftStanding = "lies" | "binds" | "to_assess";

const specialCause = rule<HarbourTheft, TheftStanding>({
  id: "dl-averi/36#special-cause",
  label:
    "unless there is some special cause that could bind all the parties interested in ship and goods to pay pro rata (Q-A18: an assessment)",
  provisions: [at(36)],
  when: (t) => t.special_cause !== undefined && t.special_cause_found !== false,
  gives: (t, ctx) =>
    reading(ctx, "special_reason") === "R1" && t.special_cause_found === true ? "binds" : "to_assess",
  show: quiet,
});

const liesWhereItFalls = rule<HarbourTheft, TheftStanding>({
  id: "dl-averi/36#lies",
  label: "a skipper robbed in a harbour of gear or goods aboard: the loss lies with whom it strikes",
  provisions: [at(36)],
  gives: () => "lies",
  show: quiet,
  exceptions: [specialCause],
});

export function harbourTheft(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const thefts = c.f.harbour_theft;
  if (thefts.length === 0) return undefined;
  const standing = thefts.map((t) => evaluate(liesWhereItFalls, t, ctx).value as TheftStanding);
  const sum = (s: TheftStanding) => thefts.reduce((m, t, i) => (standing[i] === s ? m.add(t.value) : m), c.zero);
  thefts.forEach((t, i) => {
    if (standing[i] !== "to_assess") return;
    out.assess({
      what: `Whether '${t.special_cause}' is a special cause binding everyone interested in ship and goods to bear the theft of ${t.value.format()} pro rata`,
      by: "a court or assessors (Q-A18 R1)",
      basis:
        "dl-averi/36: a theft in harbour lies where it falls unless a special cause binds all; give the finding as facts.harbour_theft[].special_cause_found",
      provisions: [at(36)],
    });
  });
  const bound = thefts.filter((_, i) => standing[i] === "binds");
  if (bound.length > 0 && needValues(c, ship, "The theft in harbour", out, at(36))) {
    const good = new Map<string, Money>();
    for (const t of bound) {
      const key = t.what === "goods" && t.parcel ? t.parcel : "ship";
      good.set(key, (good.get(key) ?? c.zero).add(t.value));
    }
    const a = separate(
      c,
      {
        id: "harbour-theft",
        label: `The theft in harbour, borne pro rata by ship and goods for a special cause (${at(36)})`,
        amount: sum("binds"),
        paidBy: c.owners,
        provisions: [at(36)],
        ship,
        freight: undefined,
        goods: goodsValue,
        madeGood: good,
      },
      out,
    );
    if (a) out.averages.push(a);
  }
  return {
    rule: "dl-averi/36#theft",
    label: liesWhereItFalls.label,
    provisions: [at(36)],
    status: "applied",
    ...(standing.some((s) => s !== "lies") ? { readings: { special_reason: reading(ctx, "special_reason") } } : {}),
    facts: { thefts: thefts.length },
    value: `lies where it falls: ${sum("lies").format()}; borne by all: ${sum("binds").format()}; to be assessed: ${sum("to_assess").format()}`,
  };
}

// 38–40: lighterage

function lighterageCharges(c: GaCase, ship: Money, ctx: RuleContext, out: Collected): string {
  const l = c.f.lighterage as NonNullable<GeneralAverageFacts["lighterage"]>;
  const amount = [l.lighter_hire, l.lighterage_money].reduce<Money>((s, m) => (m ? s.add(m) : s), c.zero);
  if (amount.minor.sign() === 0) return "no lighterage given";
  const how = reading(ctx, "lighterage_split");
  if (how === "R3") {
    out.assess({
      what: `How the lighterage of ${amount.format()} is shared between ship and goods`,
      by: "the custom of the port",
      basis: `Q-A19 R3: as the custom of the port${l.local_custom ? `, said to be: ${l.local_custom}` : ""}`,
      provisions: [at(38)],
    });
    return `${amount.format()}: shared as the custom of the port, still to be established (Q-A19 R3)`;
  }
  const goodsTotal = c.parcels.reduce((s, x) => s.add(goodsValue(x)), c.zero);
  const half = how === "R2";
  const a = separate(
    c,
    {
      id: "lighterage",
      label: `Lighter hire and lighterage money, paid by ship and goods (${at(38)})`,
      amount,
      paidBy: payer(c, l.paid_by),
      provisions: [at(38)],
      ship: half ? goodsTotal : ship,
      shipLabel: half
        ? `${the(c.shipName)}, bearing half: reckoned at the goods' total value (Q-A19 R2)`
        : `${the(c.shipName)}`,
      freight: undefined,
      goods: goodsValue,
    },
    out,
  );
  if (a) out.averages.push(a);
  return `${amount.format()} ${half ? "half by the ship, half by the goods (Q-A19 R2)" : "in proportion to the values of ship and goods (Q-A19 R1)"}`;
}

function lighterLoss(c: GaCase, ship: Money, ctx: RuleContext, out: Collected): string {
  const l = c.f.lighterage as NonNullable<GeneralAverageFacts["lighterage"]>;
  if (l.goods_lost.length === 0) return "no goods lost in the lighters";
  const lost = new Map<string, Money>();
  for (const g of l.goods_lost) lost.set(g.parcel, (lost.get(g.parcel) ?? c.zero).add(g.loss));
  const total = [...lost.values()].reduce((s, m) => s.add(m), c.zero);
  const theyContribute = is(ctx, "lighter_loss_mass", "R2");
  const a = separate(
    c,
    {
      id: "lighter-loss",
      label: `Goods lost in the lighters, over ship and goods kept (${at(39)})`,
      amount: total,
      paidBy: c.owners,
      provisions: [at(39)],
      ship,
      freight: undefined,
      goods: (x) => {
        const loss = lost.get(x.p.id);
        if (!loss) return goodsValue(x);
        return theyContribute ? goodsValue(x) : goodsValue(x).sub(loss);
      },
      madeGood: lost,
    },
    out,
  );
  if (a) out.averages.push(a);
  return `${total.format()} over ship and goods kept; the owners of the goods lost ${theyContribute ? "contribute too (Q-A20 R2)" : "do not contribute on them (Q-A20 R1)"}`;
}

export function lighterage(c: GaCase, ship: Money | undefined, ctx: RuleContext, out: Collected): Step | undefined {
  const l = c.f.lighterage;
  if (!l) return undefined;
  const steps: Step[] = [];
  if (!l.shallow_water) {
    out.warn(
      "dl-averi/38 speaks of a ship that draws too much water to reach the place she is chartered to; the case says that was not so, and the lighterage is not shared under it.",
      at(38),
    );
  } else if (needValues(c, ship, "The lighterage", out, at(38), at(39))) {
    const s = ship as Money;
    steps.push({
      rule: "dl-averi/38#lighterage",
      label:
        "a ship too deep for the shallow water must unload into prams or boats: that freight and lighter money shall be paid by ship and goods",
      provisions: [at(38)],
      status: "applied",
      value: lighterageCharges(c, s, ctx, out),
    });
    steps.push({
      rule: "dl-averi/39#lost",
      label: "if those goods meet with a mishap, the loss shall go over the ship and the goods that are kept",
      provisions: [at(39)],
      status: l.goods_lost.length > 0 ? "applied" : "not-applicable",
      value: lighterLoss(c, s, ctx, out),
    });
  }
  const damage = l.lighter_damage.reduce((m, d) => m.add(d.amount), c.zero);
  steps.push({
    rule: "dl-averi/40#lighters",
    label:
      "for damage to the prams or boats hired to carry the goods ashore neither ship nor goods answer: those who let themselves be hired with them bear it",
    provisions: [at(40)],
    status: l.lighter_damage.length > 0 ? "applied" : "not-applicable",
    value: `${damage.format()}, borne by the lightermen`,
  });
  return section("Lighterage", [at(38), at(39), at(40)], steps);
}

// 41: a grounding, the ship lightened off

/**
 * A parcel that went overboard whole: thrown with no value given for the part
 * thrown, or with all its value thrown. Goods worth nothing that stayed aboard are
 * still goods, and share by quantity.
 */
function thrownWhole(x: Parcel): boolean {
  const j = x.p.jettisoned;
  if (!j) return false;
  if (j.value === undefined) return true;
  return x.value !== undefined && x.value.minor.sign() > 0 && x.kept?.minor.sign() === 0;
}

function costsByQuantity(c: GaCase, amount: Money, paidBy: PartyRef, out: Collected): SeparateAverage | undefined {
  const goods = c.parcels.filter((x) => !thrownWhole(x));
  const useQuantity = goods.every((x) => x.p.quantity !== undefined);
  const useWeight = !useQuantity && goods.every((x) => x.p.weight !== undefined);
  if (!useQuantity && !useWeight) {
    out.assess({
      what: "The quantity or weight of each parcel lightered",
      by: "the skipper's lading and the bills of lading",
      basis: "Q-A21 R2: the costs on the goods are shared by quantity or weight",
      provisions: [at(41)],
    });
    return undefined;
  }
  if (goods.length === 0) {
    // As by value (Q-A21 R1): with no goods kept, there is nothing to share the costs over.
    out.warn(
      `The costs on the goods after the grounding, over all the goods by quantity (${at(41)}): cannot be drawn up: there is a loss to make good, but no goods kept to bear it.`,
      at(41),
    );
    return undefined;
  }
  const q = (x: Parcel) => (useQuantity ? x.p.quantity : x.p.weight) as Rational;
  if (goods.every((x) => q(x).isZero())) {
    out.warn(
      `The costs on the goods, ${amount.format()}, cannot be shared by ${useQuantity ? "quantity" : "weight"}: no goods aboard have any.`,
      at(41),
    );
    return undefined;
  }
  const s = split(
    amount,
    goods.map((x) => ({ key: x.p.id, weight: q(x) })),
  );
  const total = goods.reduce((t, x) => t.add(q(x)), Rational.ZERO);
  const units = [...new Set(goods.map((x) => x.p.unit ?? "units"))];
  const lines: QuantityLine[] = goods.map((x, i) => {
    const l = s.lines[i] as (typeof s.lines)[number];
    return {
      interest: x.p.id,
      owner: x.p.owner,
      label: parcelLabel(c, x),
      quantity: q(x).toString(),
      fraction: l.fraction.toString(),
      exact: l.exact.toJSON(),
      rounded: l.rounded.toJSON(),
      provisions: [at(41)],
    };
  });
  return {
    id: "grounding-goods",
    label: `The costs on the goods after the grounding, over all the goods by quantity, paid to ${paidBy.name} (${at(41)})`,
    shares: {
      unit: useQuantity ? units.join(" / ") : "weight",
      measure: useQuantity ? "quantity" : "weight",
      amount: amount.toJSON(),
      total: total.toString(),
      lines,
      rounding: TIE_BREAK_RULE,
    },
    provisions: [at(41)],
  };
}

type Grounding = NonNullable<GeneralAverageFacts["grounding"]>;

const lightenedOff = rule<Grounding, string>({
  id: "dl-averi/41#grounding",
  label:
    "a ship aground, lightened off with small vessels and prams: the skipper repairs his ship at his own cost, and the merchant pays the costs on the goods, reckoned over all the goods, each according to his share",
  provisions: [at(41)],
  when: (g) => g.lightered,
  readings: ["goods_cost_basis"],
  facts: (g) => ({ ship_repair: g.ship_repair?.format() ?? null, costs_on_goods: g.costs_on_goods.format() }),
  gives: (g, ctx) =>
    `repair: the skipper's own; ${g.costs_on_goods.format()} over all the goods by ${is(ctx, "goods_cost_basis", "R1") ? "value (Q-A21 R1)" : "quantity (Q-A21 R2)"}`,
});

export function grounding(c: GaCase, ctx: RuleContext, out: Collected): Step | undefined {
  const g = c.f.grounding;
  if (!g) return undefined;
  if (!g.lightered) {
    out.warn(
      "dl-averi/41 speaks of a ship the skipper could lighten off with small vessels and prams; the case says he could not, and the costs are not shared under it.",
      at(41),
    );
    return evaluate(lightenedOff, g, ctx).step;
  }
  out.must(
    c.skipper.id,
    `bear the cost of repairing ${the(c.shipName)} himself${g.ship_repair ? `: ${g.ship_repair.format()}` : ""}`,
    undefined,
    at(41),
  );
  const paidBy = g.paid_by ? payer(c, g.paid_by) : c.skipper;
  const byValue = is(ctx, "goods_cost_basis", "R1");
  let a: SeparateAverage | undefined;
  if (!byValue) a = costsByQuantity(c, g.costs_on_goods, paidBy, out);
  else if (appraised(c)) {
    a = separate(
      c,
      {
        id: "grounding-goods",
        label: `The costs on the goods after the grounding, over all the goods by value (${at(41)})`,
        amount: g.costs_on_goods,
        paidBy,
        provisions: [at(41)],
        ship: undefined,
        freight: undefined,
        goods: goodsValue,
      },
      out,
    );
  } else
    out.warn(
      "The costs on the goods cannot be shared by value until every parcel is appraised (facts.cargo[].value).",
      at(41),
    );
  if (a) out.averages.push(a);
  return evaluate(lightenedOff, g, ctx).step;
}
