/**
 * What the rules of dl-averi/1–4 and 42–48 share: the case as the rules see it and the
 * determination being built.
 */

import type { Allocation, Currency, Fund, PartyRef, ShipwreckFacts, ShipwreckParcel } from "./kit.js";
import { at, Collected, IssueList, kindRule, Money, phrases, Rational } from "./kit.js";

const say = phrases("dl-averi/shipwreck", {
  more: "{shown} and {n} more",
  skipperOf: "skipper of {ship}",
  goodMen: "good men ('gode mænd')",
  dannemaend: "honest men ('dannemænd')",
  appraisers: "not named in the text: appraisers of the goods",
});

/** The provisions this kind implements: dl-averi/1–4 and 42–48. */
export const SHIPWRECK_PROVISIONS: readonly string[] = [1, 2, 3, 4, 42, 43, 44, 45, 46, 47, 48].map(at);

/** The kind's rule: the provisions read together, giving the situation they found. */
export const shipwreckKindRule = kindRule(
  "dl-averi/1-4,42-48#shipwreck",
  "A shipwreck or a grounding and what follows, dl-averi/1–4 and 42–48",
  SHIPWRECK_PROVISIONS,
  [
    "facts.assessed.{freight,reward_shares,salvage_reward,voyage_part}",
    "facts.cargo[].spoiled.{quantity,value}",
    "facts.cargo[].{costs,costs_paid_by,freight,outcome,owner,packing,quantity,shipper,unit,value,what}",
    "facts.charterer",
    "facts.crew[].portage.{value,what}",
    "facts.crew[].{drawn,person,salvage,wage}",
    "facts.embezzlements[].{act,parcel,person,value,what}",
    "facts.loss.{cause,damages,neglect_of,proved_with[],satisfied[]}",
    "facts.people[].{id,name}",
    "facts.ship.{skipper,state}",
    "facts.voyage.{completed,freight_earned,freight_total,to}",
  ],
);

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** At most this many ids are named in one message; the rest are counted. */
const LISTED = 10;

export function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, LISTED).join(", ");
  return ids.length > LISTED ? say.more({ shown, n: String(ids.length - LISTED) }) : shown;
}

// ---------------------------------------------------------------------------
// The case as the rules see it

export interface Parcel {
  readonly p: ShipwreckParcel;
  readonly index: number;
  /** Saved or spoiled: it came out of the casualty (salvaged, or kept). */
  readonly salvaged: boolean;
  /** The part spoiled: zero when none; undefined when it cannot be known from the case. */
  readonly spoiledQuantity: Rational | undefined;
  readonly spoiledValue: Money | undefined;
  /** What was saved of it, worth: its value less the part spoiled (zero when lost); undefined: not known. */
  readonly savedValue: Money | undefined;
}

export interface SwCase {
  readonly f: ShipwreckFacts;
  readonly currency: Currency;
  readonly zero: Money;
  readonly skipper: PartyRef;
  readonly shipName: string;
  readonly parcels: readonly Parcel[];
  readonly names: ReadonlyMap<string, string>;
}

export const salvagedParcels = (c: SwCase): Parcel[] => c.parcels.filter((x) => x.salvaged);
export const lostParcels = (c: SwCase): Parcel[] => c.parcels.filter((x) => x.p.outcome === "lost");
export const spoiledParcels = (c: SwCase): Parcel[] => c.parcels.filter((x) => x.p.outcome === "spoiled");

export const shipSaved = (c: SwCase): boolean => c.f.ship.state === "saved" || c.f.ship.state === "aground_repairable";
export const wrecked = (c: SwCase): boolean => c.f.ship.state === "wrecked";

const MARKED = new Set(["barrels", "packs", "pieces"]);
export const isMarked = (x: Parcel): boolean => MARKED.has(x.p.packing);

/** The part of a parcel spoiled, in quantity and value; a part given in one is reckoned in the other pro rata. */
function spoiledPart(p: ShipwreckParcel, zero: Money): { q: Rational | undefined; v: Money | undefined } {
  if (p.outcome !== "spoiled") return { q: Rational.ZERO, v: zero };
  const s = p.spoiled;
  if (!s) return { q: p.quantity, v: p.value };
  const q =
    s.quantity ??
    (s.value && p.value && p.quantity && !p.value.minor.isZero()
      ? p.quantity.mul(s.value.minor.div(p.value.minor))
      : undefined);
  const v =
    s.value ??
    (s.quantity && p.value && p.quantity && !p.quantity.isZero()
      ? p.value.times(s.quantity.div(p.quantity))
      : undefined);
  return { q, v };
}

function parcelOf(p: ShipwreckParcel, index: number, zero: Money, issues: IssueList): Parcel {
  const path = `facts.cargo[${index}]`;
  const { q, v } = spoiledPart(p, zero);
  if (q && p.quantity && q.gt(p.quantity)) {
    issues.add(`${path}.spoiled.quantity`, `${q} spoiled is more than the parcel's quantity, ${p.quantity}`);
  }
  if (v && p.value && v.cmp(p.value) > 0) {
    issues.add(`${path}.spoiled.value`, `${v.format()} spoiled is more than the parcel's value, ${p.value.format()}`);
  }
  issues.whole(p.costs, `${path}.costs`);
  const salvaged = p.outcome !== "lost";
  const savedValue = !salvaged ? zero : p.value && v ? p.value.sub(v) : undefined;
  return { p, index, salvaged, spoiledQuantity: q, spoiledValue: v, savedValue };
}

export function swCase(f: ShipwreckFacts, currency: Currency): SwCase {
  const zero = Money.zero(currency);
  const issues = new IssueList();
  const parcels = f.cargo.map((p, i) => parcelOf(p, i, zero, issues));
  issues.whole(f.assessed.salvage_reward, "facts.assessed.salvage_reward");
  issues.whole(f.assessed.freight, "facts.assessed.freight");
  for (const [id, m] of Object.entries(f.assessed.reward_shares ?? {})) {
    issues.whole(m, `facts.assessed.reward_shares.${id}`);
  }
  issues.throwIfAny();
  const names = new Map(f.people.map((p) => [p.id, p.name ?? p.id]));
  const shipName = f.ship.name ?? f.ship.id ?? "the ship";
  const skipper: PartyRef = {
    id: f.ship.skipper,
    name: names.get(f.ship.skipper) ?? f.ship.skipper,
    role: say.skipperOf({ ship: { the: shipName } }),
  };
  return { f, currency, zero, skipper, shipName, parcels, names };
}

// ---------------------------------------------------------------------------
// The determination being built

/** What a shipwreck collects: besides the rest, the funds it divides (the salvage reward). */
export class Out extends Collected {
  readonly funds: Fund[] = [];
  readonly allocations: Allocation[] = [];
}

export const GOOD_MEN = say.goodMen();
export const DANNEMAEND = say.dannemaend();
export const APPRAISERS = say.appraisers();
