/**
 * Borkum Rolle 1666, §6: the case as the Rolle sees it, read by every situation's
 * rules: the roles and deeds of a person, the ships and who owns and sails them,
 * households, and who went in whose place.
 */

import { nameOf, type Rational, type SalvageFacts, type SalvagePerson, type SalvageShip, sum } from "./kit.js";
import type { Officials } from "./officials.js";

// ---------------------------------------------------------------------------
// The case as the Rolle sees it

export type Situation = "outside" | "inside" | "foot_strand";

export const OUTSIDE_PLACES: readonly SalvageFacts["place"][] = ["open_sea", "outside_reefs", "on_reefs"];

export const has = (p: SalvagePerson, role: SalvagePerson["roles"][number]): boolean => p.roles.includes(role);
export const isVogt = (p: SalvagePerson): boolean => has(p, "vogt");
export const isPastor = (p: SalvagePerson): boolean => has(p, "pastor");
export const isWidow = (p: SalvagePerson): boolean => has(p, "widow");
export const isBoy = (p: SalvagePerson): boolean => has(p, "boy");
export const isGrownSon = (p: SalvagePerson): boolean => has(p, "grown_son");
/**
 * A son of a house: 'eines Hausmans Sohn, der erwachsen ist' (6.1, 6.3, 6.9) or 'ein
 * Knabe' (6.4). Only of him does it matter whose son he is.
 */
export const isSon = (p: SalvagePerson): boolean => isGrownSon(p) || isBoy(p);
export const isAltbauer = (p: SalvagePerson): boolean => p.farm === "altbauer";
export const isNeubauer = (p: SalvagePerson): boolean => p.farm === "neubauer";
export const isSubstitute = (p: SalvagePerson): boolean => p.in_place_of !== undefined;
/** Head of a household: a householder (man or woman), a widow heading one, or a farm's holder. */
export const isHead = (p: SalvagePerson): boolean => has(p, "householder") || isWidow(p) || p.farm !== undefined;
/**
 * Head of a household by the roles alone. On or outside the reefs (6.1–6.2) the
 * farm counts for nothing, so it does not make a head there either.
 */
export const isHeadByRole = (p: SalvagePerson): boolean => has(p, "householder") || isWidow(p);
/** Helped with the work ('mit arbeiten'). */
export const worked = (p: SalvagePerson): boolean => p.helped;
/**
 * Helped cart the goods home ('zu Hause fahren'). The wagon is how the Vogt and
 * an Altbauer help ('mit seinem Wagen hilft'), asked only of one who helped or
 * carted: it makes no one a helper by itself.
 */
export const cartedHome = (p: SalvagePerson): boolean => p.carted;
/** Took any part: the work or the carting. */
export const tookPart = (p: SalvagePerson): boolean => worked(p) || cartedHome(p);
/** 'Unvermögend' in either sense: unable to work or without means. */
export const unvermoegend = (p: SalvagePerson): boolean => p.unable_to_work || p.without_means;

export const shipName = (s: SalvageShip): string => s.name ?? s.id;
export const names = (ps: readonly SalvagePerson[]): string => ps.map(nameOf).join(", ");

export interface Holding {
  readonly ship: SalvageShip;
  readonly share: Rational;
}

const NO_HOLDINGS: readonly Holding[] = [];

/** The facts, indexed, with the situation and what 8.3 gives the officials in it. */
export class SalvageCase {
  readonly people: readonly SalvagePerson[];
  readonly salvagingShips: readonly SalvageShip[];
  private readonly byId: ReadonlyMap<string, SalvagePerson>;
  private readonly sailed = new Map<SalvagePerson, readonly SalvageShip[]>();
  private readonly held = new Map<string, Holding[]>();

  constructor(
    readonly facts: SalvageFacts,
    readonly situation: Situation,
    readonly officials: Officials,
  ) {
    this.people = facts.people;
    this.byId = new Map(facts.people.map((p) => [p.id, p]));
    // Foot-strand goods are 'was nicht mit Schiffen geborgen wird' (6.7): no ship of the case counts.
    this.salvagingShips = situation === "foot_strand" ? [] : facts.ships.filter((s) => s.salvaging);
    for (const ship of this.salvagingShips) {
      const shares = new Map<string, Rational[]>();
      for (const o of ship.owners) {
        const had = shares.get(o.person);
        if (had) had.push(o.share);
        else shares.set(o.person, [o.share]);
      }
      for (const [person, of] of shares) {
        const held = this.held.get(person);
        const h: Holding = { ship, share: sum(of) };
        if (held) held.push(h);
        else this.held.set(person, [h]);
      }
    }
  }

  person(id: string | undefined): SalvagePerson | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** The salvaging ship the person was aboard, if any. */
  shipAboard(p: SalvagePerson): SalvageShip | undefined {
    return this.salvagingShips.find((s) => s.id === p.aboard);
  }

  /** The salvaging ships the person sailed as skipper. */
  sails(p: SalvagePerson): readonly SalvageShip[] {
    let out = this.sailed.get(p);
    if (out === undefined) {
      out = this.salvagingShips.filter((s) => s.skipper === p.id);
      this.sailed.set(p, out);
    }
    return out;
  }

  /** The person's shares in salvaging ships, ship by ship in the order listed. */
  holdings(p: SalvagePerson): readonly Holding[] {
    return this.held.get(p.id) ?? NO_HOLDINGS;
  }

  owns(p: SalvagePerson, ship: SalvageShip): boolean {
    return ship.owners.some((o) => o.person === p.id);
  }

  /** The head whose son he is; none for a man who is no son (the Vogt, a householder). */
  parent(p: SalvagePerson): SalvagePerson | undefined {
    return isSon(p) ? this.person(p.son_of) : undefined;
  }

  /**
   * Whether the row may stand for several like persons. The Vogt and the pastor
   * are one each ('der Vogt', 'der Pastor'), and so is a skipper ('der Schiffer')
   * and the man 'dem das Schiff zugehört' (6.1, 6.3): whoever sails or owns a ship
   * of the case is one person, whatever his roles (checkShipsAndPeople refuses a group
   * there). The ships are looked at before the count, so that the count is read,
   * and asked, only of a row that can be a group; ashore no ship counts (6.7, 'was
   * nicht mit Schiffen geborgen wird'), and they are not looked at.
   */
  canBeMany(p: SalvagePerson): boolean {
    if (isVogt(p) || isPastor(p) || has(p, "skipper")) return false;
    if (this.situation === "foot_strand") return true;
    return !this.facts.ships.some((s) => s.skipper === p.id || s.owners.some((o) => o.person === p.id));
  }

  /** How many like persons the row stands for. */
  rows(p: SalvagePerson): number {
    return this.canBeMany(p) ? p.count : 1;
  }

  /** Grown sons of this head who are not heads of their own household. */
  grownSonsOf(head: SalvagePerson): SalvagePerson[] {
    const ownHead = this.situation === "outside" ? isHeadByRole : isHead;
    return this.people.filter((p) => isGrownSon(p) && p.son_of === head.id && !ownHead(p));
  }

  /** Those sent to help in this person's place. */
  sentInPlaceOf(p: SalvagePerson): SalvagePerson[] {
    return this.people.filter((x) => x.in_place_of === p.id);
  }
}

/** What a rule is given: one person (one row) of the case. */
export interface Who {
  readonly person: SalvagePerson;
  readonly c: SalvageCase;
}

export const aboardAndHelping = (w: Who): boolean => w.c.shipAboard(w.person) !== undefined && worked(w.person);
export const ownsShipAboard = (w: Who): boolean => {
  const ship = w.c.shipAboard(w.person);
  return ship !== undefined && w.c.owns(w.person, ship);
};
// ---------------------------------------------------------------------------
