/**
 * What the sections of the salvage kind (dl-vrag/1–7, 20–23) share: provision ids
 * and readings, amounts, the case as the chapter sees it, and the parts of a
 * determination each section adds.
 */

import type {
  Allocation,
  Assessment,
  CargoLot,
  Currency,
  Fund,
  Liability,
  Obligation,
  Option,
  Rational,
  SalvageFacts,
  SalvagePerson,
  SalvageShip,
  Shipwreck,
  Step,
  Warning,
} from "./kit.js";
import { at, CaseError, Money, NotCoveredError, nameOf, phrases, wholeMoney } from "./kit.js";

const say = phrases("dl-vrag/salvage", {
  mayorAndCouncil: "the mayor and council of the market town",
  amtmandAndBestMen: "the amtmand with the best men of the district",
  semicolon: "{first}; {then}",
});

/** Texts said one after the other, with a semicolon between. */
export function semicolons(parts: readonly string[]): string {
  return parts.reduce((first, then) => say.semicolon({ first, then }));
}

// ---------------------------------------------------------------------------
// Provisions and readings

/** The id of a provision of this chapter: at(6) is "dl-vrag/6". */

/** The provisions this kind implements. */
export const PROVISIONS = [1, 2, 3, 4, 5, 6, 7, 20, 21, 22, 23].map(at);

// ---------------------------------------------------------------------------
// Money

/** An amount as parsed (the schema types amounts loosely), in whole skilling (see wholeMoney). */
export const money: (v: unknown, path: string) => Money = wholeMoney;

export const total = (currency: Currency, amounts: readonly Money[]): Money =>
  amounts.reduce((s, m) => s.add(m), Money.zero(currency));

export const moneyMax = (a: Money, b: Money): Money => (a.cmp(b) >= 0 ? a : b);

// ---------------------------------------------------------------------------
// The case as the chapter sees it

export const shipName = (s: SalvageShip): string => s.name ?? s.id;
export const hasRole = (p: SalvagePerson, role: SalvagePerson["roles"][number]): boolean => p.roles.includes(role);

/** One merchant's (or shipper's) goods saved, with their value. */
export interface Holding {
  readonly who: SalvagePerson;
  readonly lots: readonly CargoLot[];
  readonly value: Money;
}

/** The facts, indexed: the ship that came to grief, her skipper and crew, the goods saved. */
export class ShipwreckCase {
  readonly wreck: Shipwreck;
  readonly ship: SalvageShip;
  readonly skipper: SalvagePerson;
  readonly people: readonly SalvagePerson[];
  readonly currency: Currency;
  private readonly byId: ReadonlyMap<string, SalvagePerson>;
  /**
   * Each lot's place in the list of goods saved (its first, as indexOf finds it), for
   * the path an error names: found in the one pass over the list that reads it
   * anyway, so that naming a lot does not read the whole list again.
   */
  private readonly lotAt = new Map<CargoLot, number>();

  constructor(
    readonly facts: SalvageFacts,
    currency: Currency,
  ) {
    const wreck = facts.shipwreck;
    if (!wreck) {
      throw new NotCoveredError(
        'dl-vrag/1–7 and 20–23 speak of a ship lost by storm or other misfortune with her people aboard; the case names none. Describe her under shipwreck (ship, cause, crew ...). Wreck found with no one aboard is a case of kind "wreck" (dl-vrag/8–13).',
        "facts.shipwreck",
        [at(1), at(8)],
      );
    }
    this.wreck = wreck;
    this.currency = currency;
    this.people = facts.people;
    this.byId = new Map(facts.people.map((p) => [p.id, p]));
    this.ship = facts.ships.find((s) => s.id === wreck.ship) as SalvageShip;
    this.skipper = this.byId.get(this.ship.skipper) as SalvagePerson;
    this.checkSingles();
  }

  /** The skipper, the owners, the merchants and those owed wages are each one person, not a group row. */
  private checkSingles(): void {
    const single = new Map<string, string>([[this.ship.skipper, "sails the ship"]]);
    for (const o of this.ship.owners) single.set(o.person, "owns the ship");
    let i = 0;
    for (const l of this.wreck.cargo) {
      if (!this.lotAt.has(l)) this.lotAt.set(l, i);
      i++;
      single.set(l.owner, "owns goods saved");
      if (l.shipper) single.set(l.shipper, "shipped goods");
    }
    for (const w of this.wreck.wages_owed) single.set(w.person, "is owed wages");
    const issues = this.people.flatMap((p, i) => {
      const why = single.get(p.id);
      return why && p.count > 1
        ? [
            {
              path: `facts.people[${i}].count`,
              message: `${nameOf(p)} ${why}, so must be one person`,
              expected: "count: 1",
            },
          ]
        : [];
    });
    if (issues.length > 0) throw new CaseError("case", issues);
  }

  person(id: string): SalvagePerson {
    return this.byId.get(id) as SalvagePerson;
  }

  name(id: string): string {
    return nameOf(this.person(id));
  }

  isCrew(p: SalvagePerson): boolean {
    return this.wreck.crew.includes(p.id);
  }

  /** The ship's people and the seafarers at hand: those dl-vrag/1 may bind. */
  hands(): SalvagePerson[] {
    const ids = [...this.wreck.crew, ...this.wreck.seafarers_at_hand.filter((id) => !this.wreck.crew.includes(id))];
    return ids.filter((id) => id !== this.skipper.id).map((id) => this.person(id));
  }

  ownsShip(p: SalvagePerson): boolean {
    return this.ship.owners.some((o) => o.person === p.id);
  }

  ownsGoods(p: SalvagePerson): boolean {
    return this.wreck.cargo.some((l) => l.owner === p.id);
  }

  /** The goods saved, by owner, in the order the case lists them. */
  merchants(): Holding[] {
    return this.holdings((l) => l.owner);
  }

  /** The goods saved, by shipper (the owner unless another is named). */
  shippers(): Holding[] {
    return this.holdings((l) => l.shipper ?? l.owner);
  }

  private holdings(key: (l: CargoLot) => string): Holding[] {
    const out = new Map<string, CargoLot[]>();
    for (const lot of this.wreck.cargo) out.set(key(lot), [...(out.get(key(lot)) ?? []), lot]);
    return [...out].map(([id, lots]) => ({ who: this.person(id), lots, value: this.cargoValue(lots) }));
  }

  /** Where a lot stands in the list of goods saved (-1 for one not in it). */
  lotIndex(l: CargoLot): number {
    return this.lotAt.get(l) ?? -1;
  }

  cargoValue(lots: readonly CargoLot[]): Money {
    return total(
      this.currency,
      lots.map((l) => money(l.value_saved, `facts.shipwreck.cargo[${this.lotIndex(l)}].value_saved`)),
    );
  }

  shipValue(): Money | undefined {
    const v = this.wreck.ship_value_saved;
    return v === undefined ? undefined : money(v, "facts.shipwreck.ship_value_saved");
  }

  /** Before a market town the mayor and council fix the reward, elsewhere the amtmand with the best men (6). */
  assessor(): string {
    return this.facts.off_market_town ? say.mayorAndCouncil() : say.amtmandAndBestMen();
  }

  salvageMoney(): Money {
    return money(this.facts.salvage_money, "facts.salvage_money");
  }
}

// ---------------------------------------------------------------------------
// The parts of a determination each section adds

export interface Division {
  readonly fund: Fund;
  readonly allocations: Allocation[];
}

export interface Findings {
  steps: Step[];
  obligations: Obligation[];
  options: Option[];
  liabilities: Liability[];
  assessments: Assessment[];
  warnings: Warning[];
}

export const none = (): Findings => ({
  steps: [],
  obligations: [],
  options: [],
  liabilities: [],
  assessments: [],
  warnings: [],
});

export function merge(...fs: Findings[]): Findings {
  const out = none();
  for (const f of fs) {
    out.steps.push(...f.steps);
    out.obligations.push(...f.obligations);
    out.options.push(...f.options);
    out.liabilities.push(...f.liabilities);
    out.assessments.push(...f.assessments);
    out.warnings.push(...f.warnings);
  }
  return out;
}

/** A section of the explanation: a heading step over the steps of its rules. */

/** The salvage reward (dl-vrag/6, /7): fixed after the salvage, still to fix, or as bargained. */
export type Reward =
  | { readonly kind: "fixed"; readonly by: string; readonly amount: Money }
  | { readonly kind: "to_fix"; readonly by: string }
  | { readonly kind: "agreed_sum"; readonly amount: Money }
  | { readonly kind: "agreed_share"; readonly share: Rational }
  | { readonly kind: "sold_to_salvors"; readonly amount: Money };
