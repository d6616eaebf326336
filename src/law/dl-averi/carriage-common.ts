/**
 * The carriage case as the rules of dl-averi/49–53 see it, and what a rule's
 * consequence adds to the determination.
 */

import type { CarriageFacts, CarriagePerson, Json, Money, Step } from "./kit.js";
import { at, BodyParts, kindRule, phrases } from "./kit.js";

/** The provisions this kind implements: dl-averi/49 to dl-averi/53. */
export const CARRIAGE_PROVISIONS: readonly string[] = [49, 50, 51, 52, 53].map(at);

/** The kind's rule: the provisions read together, giving the situation they found. */
export const carriageKindRule = kindRule(
  "dl-averi/49-53#carriage",
  "Carriage of the merchant's goods, dl-averi/49–53",
  CARRIAGE_PROVISIONS,
  [
    "facts.driven_off.fraud.{alleged,found,found_by,party_to_it}",
    "facts.driven_off.{cause,merchant_takes_delivery,port}",
    "facts.people[].{id,name}",
    "facts.ship.name",
    "facts.unfit.{assessed_by,cannot_carry,choice,unfit_at_departure}",
    "facts.voyage.{from,to}",
    "facts.{merchant,skipper}",
  ],
);

const say = phrases("dl-averi/carriage", {
  noAssessor: "not named by the text",
  and: "{first} and {last}",
  parts: "{first}; {rest}",
});

/** Who makes an assessment the text leaves to no one in particular. */
export const NO_ASSESSOR = say.noAssessor();

// ---------------------------------------------------------------------------
// The case as the rules see it

export interface Party {
  readonly id: string;
  readonly name: string;
}

export interface CarriageCase {
  readonly f: CarriageFacts;
  readonly people: ReadonlyMap<string, CarriagePerson>;
  readonly skipper: Party;
  readonly merchant: Party;
  readonly shipName: string;
}

export function carriageCase(f: CarriageFacts): CarriageCase {
  const people = new Map(f.people.map((p) => [p.id, p]));
  const party = (id: string): Party => ({ id, name: people.get(id)?.name ?? id });
  return {
    f,
    people,
    skipper: party(f.skipper),
    merchant: party(f.merchant),
    shipName: f.ship.name ?? f.ship.id ?? "the ship",
  };
}

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const NUMBER_WORDS: readonly string[] = ["none", "one", "two", "three", "four", "five", "six"];

/** "A, B and C". */
export function and(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return say.and({ first: words.slice(0, -1).join(", "), last: words[words.length - 1] as string });
}

export const money = (m: Money | undefined): Json => (m ? m.format() : null);

/** Texts joined with "; ", each said in the language. */
export function semicolons(parts: readonly string[]): string {
  const [first, ...rest] = parts;
  if (first === undefined) return "";
  return rest.length === 0 ? first : say.parts({ first, rest: semicolons(rest) });
}

/**
 * The merchant's loss as an assessment the text leaves to no one in particular:
 * given when the case states it, else still needed.
 */
export function assessLoss(
  p: BodyParts,
  what: string,
  basis: string,
  loss: Money | undefined,
  provision: string,
): void {
  p.assessments.push({
    what,
    by: NO_ASSESSOR,
    basis,
    status: loss ? "given" : "needed",
    ...(loss ? { value: loss.format() } : {}),
    provisions: [provision],
  });
}

/**
 * What a rule brings about, as data: the parts of the determination it adds and a
 * line for the explanation. Rules stay free of side effects; the determination
 * takes the parts of the rules that decided.
 */
export interface Consequence {
  readonly parts: BodyParts;
  readonly summary: string;
  /** The steps of the readings' choices that shaped it, told beside the rule that gave it. */
  readonly chosen?: readonly Step[];
}

export function consequence(summary: string, build: (p: BodyParts) => void): Consequence {
  const parts = new BodyParts();
  build(parts);
  return { parts, summary };
}

export function absorb(out: BodyParts, p: BodyParts): void {
  out.liabilities.push(...p.liabilities);
  out.obligations.push(...p.obligations);
  out.options.push(...p.options);
  out.penalties.push(...p.penalties);
  out.assessments.push(...p.assessments);
  out.warnings.push(...p.warnings);
}
