/**
 * What the rules of dl-averi/54–59 share: the provisions, the outside reference of 59, the
 * case as the rules see it and the determination being built.
 */

import type { CaseIssue, Currency, OutsideReference, PartyRef, Pilot, PilotHireFacts, PilotHireParcel } from "./kit.js";
import { at, CaseError, kindRule, Money, nameOf, phrases, Rational } from "./kit.js";

const say = phrases("dl-averi/54-59", {
  mateAbout: "the mate's punishment (Book 4, chapter 1, article 5), applied to a pilot at fault by dl-averi/59",
  ship: "{ship}",
  feet: "{n} feet",
  foot: "{n} foot",
  lod: "{n} lod of silver",
  lodMarks: "{lod} ({n} marks of silver)",
  lodMark: "{lod} ({n} mark of silver)",
  skipperOf: "skipper of {ship}",
  thePilot: "the pilot",
  pilotFor: "pilot engaged for {ship}",
  pilotWaters: "pilot waters",
  marketPort: "the market where he unloads ({port})",
  market: "the market where he unloads",
  parcel: "{owner}'s {what} (bill of lading {id})",
  someParcel: "{owner}'s goods (bill of lading {id})",
  more: "{shown} and {n} more",
  all: "all",
  ownerShare: "{owner}'s {share} share",
});

/** The provisions this kind implements: dl-averi/54 to dl-averi/59. */
export const PILOT_HIRE_PROVISIONS: readonly string[] = [54, 55, 56, 57, 58, 59].map(at);

/** The kind's rule: the provisions read together, giving the situation they found. */
export const pilotsKindRule = kindRule(
  "dl-averi/54-59#pilots",
  "Pilots and the draught, dl-averi/54–59",
  PILOT_HIRE_PROVISIONS,
  [
    "facts.cargo[].{owner,value,what}",
    "facts.damage[].{amount,deliberate,to,what}",
    "facts.entered_without_pilot",
    "facts.necessity.{by,claimed}",
    "facts.people[].{id,name}",
    "facts.pilot.{at_fault,at_fault_by,board_given,draught_declared,fault,paid,person,wage}",
    "facts.port_of_discharge.custom.{description,goods_share}",
    "facts.port_of_discharge.name",
    "facts.proof.{draught_declared,payment}",
    "facts.ship.owners[].{person,share}",
    "facts.ship.{draught,skipper}",
    "facts.waters.pilot_waters",
  ],
);

/** Sixteen lod of silver for every foot concealed (dl-averi/57). */
export const LOD_PER_FOOT = Rational.of(16);

/** Where dl-averi/59 sends the pilot's punishment. */
export const MATE_ARTICLE: OutsideReference = {
  cite: "Danske Lov 4-1-5",
  about: say.mateAbout(),
  outsideCorpus: true,
};

// ---------------------------------------------------------------------------
// The case as the rules see it

export interface PilotCase {
  readonly f: PilotHireFacts;
  readonly currency: Currency;
  readonly zero: Money;
  /** Party id -> name, for every party the determination may name. */
  readonly names: ReadonlyMap<string, string>;
  readonly skipper: PartyRef;
  /** The pilot engaged; undefined when none was. */
  readonly pilot: PartyRef | undefined;
  readonly p: Pilot | undefined;
  /** "the Fortuna". */
  readonly ship: string;
  /** "the Elbe", or "pilot waters". */
  readonly waters: string;
  /** "the market where he unloads (Copenhagen)". */
  readonly market: string;
  /** The wage to be paid out of the goods: the wage agreed, or what was paid when no wage is given. */
  readonly wage: Money | undefined;
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** An exact number as a reader writes it: "13", "2 1/2", "1/2". */
function mixed(r: Rational): string {
  const w = r.floor();
  const rest = r.sub(Rational.of(w));
  return rest.isZero() ? `${w}` : w === 0n ? rest.toString() : `${w} ${rest}`;
}

/** "13 feet", "2 1/2 feet", "1/2 foot", "1 foot". */
export function feetText(r: Rational): string {
  return (r.gt(Rational.ONE) ? say.feet : say.foot)({ n: mixed(r) });
}

/** "40 lod of silver (2 1/2 marks of silver)". */
export function silverText(m: Money): string {
  const lod = say.lod({ n: mixed(m.in("lod")) });
  const marks = m.in("mark-silver");
  if (marks.lt(Rational.ONE)) return lod;
  return (marks.gt(Rational.ONE) ? say.lodMarks : say.lodMark)({ lod, n: mixed(marks) });
}

export function pilotCase(f: PilotHireFacts, currency: Currency): PilotCase {
  const issues: CaseIssue[] = [];
  const whole = (m: Money | undefined, path: string) => {
    if (m && !m.isWhole()) {
      issues.push({
        path,
        message: `${m.format()} is not a whole number of the smallest unit`,
        expected: "an amount in whole units of the smallest coin",
      });
    }
  };
  whole(f.pilot?.wage, "facts.pilot.wage");
  whole(f.pilot?.paid, "facts.pilot.paid");
  f.damage.forEach((d, i) => {
    whole(d.amount, `facts.damage[${i}].amount`);
  });
  if (issues.length > 0) throw new CaseError("case", issues);

  const names = new Map<string, string>();
  for (const p of f.people) names.set(p.id, nameOf(p));
  const who = (id: string) => names.get(id) ?? id;
  // "the Maria", but not "the the stranger" when the name already has its article.
  const ship = say.ship({ ship: { the: f.ship.name ?? f.ship.id ?? "the ship" } });
  const skipper: PartyRef = { id: f.ship.skipper, name: who(f.ship.skipper), role: say.skipperOf({ ship }) };
  let pilot: PartyRef | undefined;
  if (f.pilot) {
    const id = f.pilot.person ?? "pilot";
    pilot = { id, name: f.pilot.person ? who(id) : say.thePilot(), role: say.pilotFor({ ship }) };
    if (!f.pilot.person) names.set("pilot", say.thePilot());
  }
  const port = f.port_of_discharge.name;
  return {
    f,
    currency,
    zero: Money.zero(currency),
    names,
    skipper,
    pilot,
    p: f.pilot,
    ship,
    waters: f.waters.name ?? say.pilotWaters(),
    market: port ? say.marketPort({ port }) : say.market(),
    wage: f.pilot?.wage ?? f.pilot?.paid,
  };
}

/** A parcel as an adjuster writes it: "Merchant B's salt (bill of lading bl-b)". */
export function parcelLabel(c: PilotCase, x: PilotHireParcel): string {
  const owner = c.names.get(x.owner) ?? x.owner;
  return x.what === undefined ? say.someParcel({ owner, id: x.id }) : say.parcel({ owner, what: x.what, id: x.id });
}

export function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, 10).join(", ");
  return ids.length > 10 ? say.more({ shown, n: String(ids.length - 10) }) : shown;
}

/** "all", "Maren's 1/2 share": what part of the ship an owner holds, in words. */
export function ownerShare(c: PilotCase, owner: string, share: Rational): string {
  return c.f.ship.owners.length === 1
    ? say.all()
    : say.ownerShare({ owner: c.names.get(owner) ?? owner, share: String(share) });
}
