/**
 * What the sections of the find kind (dl-vrag/14–19) share: the case as the rules
 * see it, and the determination being built with its parties.
 */

import type { FindFacts, FindPerson, Json, LegalDate, Money, PartyRef, Rational, Step } from "./kit.js";
import { at, CaseError, Collected, nameOf, parseDate, phrases, R } from "./kit.js";

const say = phrases("dl-vrag/find", {
  king: "The king",
  kingRole: "the king, to whom an unclaimed find falls",
  wreck: "the wreck",
  anchor: "the anchor",
  goods: "the goods",
  other: "the find",
  whoSalvaged: "who salvaged it",
  fishermenFound: "fishermen who found it",
  skipperFound: "skipper who found it",
  finder: "the finder, {what}",
  finders: "the finders together, {what}",
  rightfulOwner: "the rightful owner",
  theRightfulOwner: "The rightful owner",
  ownerIfHeComes: "the rightful owner, if he comes",
});

export const THIRD = R("1/3");
export const HALF = R("1/2");

/** The finder's share (find-share.ts: 14, 18, 19) and who has it. */
export interface Share {
  readonly regime: "third" | "half";
  readonly fraction: Rational;
  /** Who has it: the skippers (14), the fishermen (18), whoever salvaged (19). */
  readonly recipients: readonly FindPerson[];
  readonly provision: string;
  /** "a third of its value for his trouble". */
  readonly words: string;
}

// ---------------------------------------------------------------------------
// The case as the rules see it

export interface FindCase {
  readonly facts: FindFacts;
  readonly people: ReadonlyMap<string, FindPerson>;
  /** The day the case is decided as of, and whether the case gave it. */
  readonly asOf: LegalDate | undefined;
  readonly asOfGiven: boolean;
  /** The officer who received the find, or the office when the case names no one. */
  readonly officer: PartyRef;
  /** What the officer laid out; undefined when the case gives none. */
  readonly costs: Money | undefined;
}

export const KING: PartyRef = { id: "king", name: say.king(), role: say.kingRole() };

export const hasRole = (p: FindPerson, role: FindPerson["roles"][number]): boolean => p.roles.includes(role);

/** 'vrag': a ship or goods lost at sea (dl-vrag/8: 'skib, eller gods, bliver vrag'). */
export function isWreck(c: FindCase): boolean {
  return c.facts.item.what === "wreck" || c.facts.item.what === "goods";
}

export function itemWords(c: FindCase): string {
  const it = c.facts.item;
  return it.description ?? { wreck: say.wreck, anchor: say.anchor, goods: say.goods, other: say.other }[it.what]();
}

export function finders(c: FindCase): FindPerson[] {
  return c.facts.found_by.map((id) => c.people.get(id)).filter((p): p is FindPerson => p !== undefined);
}

export const money = (m: Money | undefined): Json => (m ? m.format() : null);

export function date(text: string | undefined, path: string): LegalDate | undefined {
  if (text === undefined) return undefined;
  try {
    return parseDate(text, "julian");
  } catch (e) {
    throw new CaseError("case", [{ path, message: (e as Error).message, expected: "a Julian date YYYY-MM-DD" }]);
  }
}

// ---------------------------------------------------------------------------
// The determination being built

/** What a find collects: besides the rest, steps told on the way. */
export class Out extends Collected {
  readonly steps: Step[] = [];
}

// ---------------------------------------------------------------------------
// The choices the text leaves to its readings (their rules: find-half.ts, find-third.ts)

/** Who holds the salvor's half while the year and a day runs (19, Q-V12). */
export type Custody = "delivered" | "half-kept";

/** Who bears the officer's costs of keeping wreck from the open sea when no owner comes (19, Q-V17). */
export type CostsBorne = "kings-half" | "before-halving" | "unstated";

/** What the owner who comes in time gives the salvor of wreck from the open sea (19, Q-V11). */
export type OwnerTerms = "third" | "assessed" | "half-kept";

/** What the owner pays besides the same salvage reward: the costs on top of it, or nothing, the costs within it (15, Q-V10). */
export type RedemptionTerms = "costs-on-top" | "costs-within";

/**
 * What the readings choose for this find, each by its rule: made once, when the
 * find is decided (find.ts), for the choices its case comes to; a choice it does
 * not come to is left undefined, and its reading is not consulted.
 */
export interface Chosen {
  readonly custody?: Custody | undefined;
  readonly ownerTerms?: OwnerTerms | undefined;
  readonly costs?: CostsBorne | undefined;
  readonly redemption?: RedemptionTerms | undefined;
}

/** A share of the find's value: who, how much exactly, and why. */
export interface Line {
  readonly party: PartyRef;
  readonly amount: Money;
  readonly reason: string;
  readonly provisions: readonly string[];
}

export function recipientParty(share: Share): PartyRef {
  const [only, ...rest] = share.recipients;
  const what =
    share.regime === "half"
      ? say.whoSalvaged()
      : share.provision === at(18)
        ? say.fishermenFound()
        : say.skipperFound();
  if (only && rest.length === 0) return { id: only.id, name: nameOf(only), role: say.finder({ what }) };
  return {
    id: "finders",
    name: share.recipients.map(nameOf).join(", "),
    role: say.finders({ what }),
  };
}

export function ownerParty(c: FindCase): PartyRef {
  const cl = c.facts.claim;
  const id = cl ? (cl.owner ?? cl.claimant) : undefined;
  const p = id ? c.people.get(id) : undefined;
  return p
    ? { id: p.id, name: nameOf(p), role: say.rightfulOwner() }
    : { id: "owner", name: say.theRightfulOwner(), role: say.ownerIfHeComes() };
}
