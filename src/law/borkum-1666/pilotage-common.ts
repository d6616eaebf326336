/**
 * Borkum Rolle 1666, §7: what every part of pilotage.ts reads. The readings of
 * §7 next to those of §§5–6, the case as §7 sees it (the calling ship, the people
 * on the island, who goes), and the setting a division is decided in.
 */

import { type Assessment, nameOf, type Person, type PilotageFacts, type Ship, type Step } from "./kit.js";

// ---------------------------------------------------------------------------
// The case as §7 sees it

export const has = (p: Person, role: Person["roles"][number]): boolean => p.roles.includes(role);
export const isVogt = (p: Person): boolean => has(p, "vogt");
export const isPastor = (p: Person): boolean => has(p, "pastor");
export const isOffice = (p: Person): boolean => isVogt(p) || isPastor(p);
export const isGrownSon = (p: Person): boolean => has(p, "grown_son");
/**
 * Head of a household: a householder (man or woman) or a widow heading one. §7
 * speaks of 'ein jeder Hausvater' (7.3) and names no farm: the farm makes a head
 * only of the foot-strand goods of §6 ('er sei ein Alt- oder Neu-Bauer', 6.7).
 */
export const isHead = (p: Person): boolean => has(p, "householder") || has(p, "widow");

export const shipName = (s: { id?: string | undefined; name?: string | undefined }): string =>
  s.name ?? s.id ?? "the ship";
export const names = (ps: readonly Person[]): string => ps.map(nameOf).join(", ");

/** The suffix of the line that shows the agreed price a pilot (or the ship's party) keeps. */
export const AGREED_PRICE = "#agreed-price";

/** The facts, indexed. */
export class PilotageCase {
  readonly people: readonly Person[];
  private readonly byId: ReadonlyMap<string, Person>;

  constructor(readonly facts: PilotageFacts) {
    this.people = facts.people;
    this.byId = new Map(facts.people.map((p) => [p.id, p]));
  }

  person(id: string | undefined): Person | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** The person by an id the schema has checked. */
  known(id: string): Person {
    return this.byId.get(id) as Person;
  }

  islandShip(id: string | undefined): Ship | undefined {
    return this.facts.ships.find((s) => s.id === id);
  }

  parent(p: Person): Person | undefined {
    return this.person(p.son_of);
  }

  private named: ReadonlySet<string> | undefined;

  /**
   * Whether the row is one person by what the case says of him: the pilot ('wer
   * dann sagt, daß er es für den geringen Preis tun will, der fährt hin', 7.2), the
   * skipper or an owner of a ship ('Derjenige mit seinem Schiff', 7.7–7.8), one the
   * lot fell on ('so viele Personen ... auf welche das Loos fällt', 7.7), and 'der
   * Vogt und der Pastor' (7.4–7.5). These are looked at before a row's count, so
   * that the count is read, and asked, only of a row that can be a group
   * (checkFacts refuses a group among them).
   */
  isOne(p: Person): boolean {
    if (isOffice(p)) return true;
    const f = this.facts;
    this.named ??= new Set([
      ...(f.pilot ? [f.pilot] : []),
      ...f.ships.flatMap((s) => [s.skipper, ...s.owners.map((o) => o.person)]),
      ...(f.lot?.persons ?? []),
      ...(f.lot?.draw?.persons ?? []),
    ]);
    return this.named.has(p.id);
  }

  /** How many like persons the row stands for. */
  rows(p: Person): number {
    return this.isOne(p) ? 1 : p.count;
  }

  index(p: Person): number {
    return this.people.indexOf(p);
  }

  get calling(): string {
    return shipName(this.facts.ship);
  }
}

/** How the whole-ship pilotage is shared, as Q-B22 reads it. */
export type Structure = "R1" | "R2" | "R3";

/** The lot of 7.7, as cast (pilotage-whole-ship.ts): the ship and the persons it fell on. */
export interface Lot {
  readonly ship: Ship;
  /** The persons the lot fell on (besides the ship's skipper). */
  readonly persons: readonly Person[];
  readonly steps: Step[];
  readonly assessment: Assessment;
}

/** A division's setting: the case and who went out. */
export interface Setting {
  readonly c: PilotageCase;
  /** Those who went out: the pilot, or the ship's party. */
  readonly goers: ReadonlySet<string>;
  /** The single pilot (7.2), when pilotage is by one person. */
  readonly pilot?: string;
  /** The lot (7.7), when pilotage is with a whole ship. */
  readonly lot?: Lot;
  readonly structure?: Structure;
}

/** What a rule is given: one person (one row) of the case. */
export interface Who {
  readonly person: Person;
  readonly k: Setting;
}

export const goes = (w: Who): boolean => w.k.goers.has(w.person.id);
/** At the accord on the beach; the one who went out made his offer there. */
export const present = (w: Who): boolean => w.person.on_beach || goes(w);
