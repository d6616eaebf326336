/**
 * Borkum Rolle 1666, §7 (with §5 and the four parts of 8.3): pilot money.
 *
 * What the money is comes first, as a base rule with its exception:
 *
 *   - 7.1: pilot money is what an unfamiliar ship, still in free passage on the
 *     river, pays after calling for a pilot with a waft or a gun;
 *   - 7.9, unless: if the ship that called is found aground and leaking, it is
 *     salvage money, and the parts are kept as §6 says (decided by salvage.ts).
 *
 * Where neither applies (no signal, a ship that knew the waters, a ship not in
 * free passage), §7 does not speak, and sealaw says so (NotCoveredError).
 *
 * Pilot money is then shared in one of two ways, again a base rule (7.6) and its
 * exception (7.7):
 *
 *   - pilotage by one person (7.2–7.6): the islanders on the beach agree who goes,
 *     and the lowest offer goes (7.2); he keeps the agreed price, and what he
 *     bargains from the ship above it goes to the whole company present at the
 *     accord, one part per household however many sons come, with or without
 *     their father (7.3); the Vogt and the pastor who were told and stayed away
 *     have no part (7.4), one told who could not come as Q-B31 reads it; if not
 *     told, and the ship was seen from the tower, they have their share (7.5, the
 *     tower as Q-B21 reads it). Whether they were told, and whether the ship was
 *     seen, are facts: where the outcome turns on one the case leaves out, the
 *     case is refused naming it;
 *   - pilotage with whole ships (7.7–7.8): the island ship the lot falls on goes,
 *     with the persons the lot falls on; the ship has two parts and its skipper
 *     one, wherever the pilotage is; the others aboard as Q-B22 reads it.
 *
 * The division in parts, the parties and their reasons use the machinery of
 * parts.ts, shared with §§6 and 8; the four parts of 8.3 reach pilot money only as
 * Q-B28 says (officials.ts). Readings are consulted only where the facts make them
 * matter, so that a determination lists the readings it really rests on.
 *
 * The pilot's agreed price is not divided in parts: it is shown as a line of its
 * own (id `<pilot>#agreed-price`) next to his part of the surplus, so that the
 * allocations add up to the whole pilot money the ship paid. The first fund is
 * that whole pilot money; the funds after it are what is divided.
 *
 * Breaches reported by a case are not decided here (see §8, 8.4).
 */

import type { PilotageFacts } from "../../cases/kinds/pilotage.js";
import { pilotageFactsJsonSchema, pilotageFactsSchema } from "../../cases/kinds/pilotage.js";
import type { SalvageFacts } from "../../cases/kinds/salvage.js";
import type { Person, Ship } from "../../cases/world.js";
import type {
  Allocation,
  Assessment,
  DeterminationBody,
  Fund,
  Liability,
  Obligation,
  Warning,
} from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Draw, drawLots, LotError } from "../../core/lot.js";
import { Money } from "../../core/money.js";
import { R, Rational, sum } from "../../core/rational.js";
import { evaluate, type Rule, type RuleContext, rule } from "../../core/rule.js";
import { splitByParts } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { sidesOf, sidesStep, withFrame } from "./frame.js";
import { type Officials, officialsFourParts, officialsParty } from "./officials.js";
import {
  type Award,
  at,
  awardOf,
  cite,
  type Decided,
  decideByRules,
  divisionBody,
  type Fallback,
  FOOT_STRAND_SCALE,
  type FundSpec,
  type FundValue,
  fundMoney,
  fundRule,
  goodsInKind,
  law,
  noPart,
  OLD_CUSTOM_NOTE,
  type Party,
  parts,
  partsText,
  partyFrom,
  roleInWords,
  type Unfixed,
  withOwnReadings,
} from "./parts.js";
import type { PilotageReading } from "./pilotage-readings.js";
import type { BorkumReading } from "./readings.js";
import { decideSalvage } from "./salvage.js";

// ---------------------------------------------------------------------------
// Readings (parts.ts's helpers know only the §§5–6 names)

type ReadingName = BorkumReading | PilotageReading;

/** Whether the alternative in force for `name` is `code`; the reading set records the consultation. */
const isR = (ctx: RuleContext, name: ReadingName, code: string): boolean => ctx.readings.is(name, code);

/** "Q-B17 R2": the question and the alternative in force, for reasons. */
const qr = (ctx: RuleContext, name: ReadingName): string =>
  `${ctx.readings.definition(name).question} ${ctx.readings.get(name)}`;

// ---------------------------------------------------------------------------
// The case as §7 sees it

const has = (p: Person, role: Person["roles"][number]): boolean => p.roles.includes(role);
const isVogt = (p: Person): boolean => has(p, "vogt");
const isPastor = (p: Person): boolean => has(p, "pastor");
const isOffice = (p: Person): boolean => isVogt(p) || isPastor(p);
const isGrownSon = (p: Person): boolean => has(p, "grown_son");
/** Head of a household: a householder (man or woman), a widow heading one, or a farm's holder. */
const isHead = (p: Person): boolean => has(p, "householder") || has(p, "widow") || p.farm !== undefined;

const nameOf = (p: Person): string => p.name ?? p.id;
const shipName = (s: { id: string; name?: string | undefined }): string => s.name ?? s.id;
const names = (ps: readonly Person[]): string => ps.map(nameOf).join(", ");

/** The suffix of the line that shows the agreed price a pilot (or the ship's party) keeps. */
export const AGREED_PRICE = "#agreed-price";

/** The facts, indexed. */
class PilotageCase {
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

  index(p: Person): number {
    return this.people.indexOf(p);
  }

  get calling(): string {
    return shipName(this.facts.ship);
  }
}

/** How the whole-ship pilotage is shared, as Q-B22 reads it. */
type Structure = "R1" | "R2" | "R3";

/** A division's setting: the case and who went out. */
interface Setting {
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
interface Who {
  readonly person: Person;
  readonly k: Setting;
}

const goes = (w: Who): boolean => w.k.goers.has(w.person.id);
/** At the accord on the beach; the one who went out made his offer there. */
const present = (w: Who): boolean => w.person.on_beach || goes(w);

// ---------------------------------------------------------------------------
// What the money is (7.1, 7.9)

type MoneyKind = "pilot_money" | "salvage_money";

/** Found aground and leaking, as Q-B23 reads it (asked only when one of the two is missing). */
function foundStuckAndLeaking(f: PilotageFacts, ctx: RuleContext): boolean {
  const { aground, leaking } = f.ship;
  if (aground === leaking) return aground;
  return isR(ctx, "stuck_and_leaking", "R2");
}

const turnedSalvage = rule<PilotageFacts, MoneyKind>({
  id: "borkum-1666/7.9#salvage-money",
  label:
    "the ship that flies the waft is found no longer in free passage, but aground and leaking: it cannot be called pilot money, but salvage money",
  provisions: [at("7.9")],
  when: (f, ctx) => f.ship.signal !== "none" && foundStuckAndLeaking(f, ctx),
  gives: () => "salvage_money",
  facts: (f) => ({ signal: f.ship.signal, aground: f.ship.aground, leaking: f.ship.leaking }),
});

const pilotMoney = rule<PilotageFacts, MoneyKind>({
  id: "borkum-1666/7.1#pilot-money",
  label:
    "pilot money: an unfamiliar ship, still in free passage on the river, flies a waft or fires a gun and so calls for a pilot",
  provisions: [at("7.1")],
  when: (f) => f.ship.unfamiliar && f.ship.in_free_passage && f.ship.signal !== "none",
  gives: () => "pilot_money",
  facts: (f) => ({ unfamiliar: f.ship.unfamiliar, in_free_passage: f.ship.in_free_passage, signal: f.ship.signal }),
  exceptions: [turnedSalvage],
});

/** Why §7 does not speak to these facts, with the path to look at. */
function notCovered(c: PilotageCase, ctx: RuleContext): NotCoveredError {
  const s = c.facts.ship;
  if (s.signal === "none") {
    return new NotCoveredError(
      `§7 of the Rolle speaks of a ship that calls for a pilot by flying a waft or firing a gun (borkum-1666/7.1), and 7.9 of 'the ship that has the waft'; the ship ${c.calling} gave no signal, so what it paid is not pilot money under §7. If islanders salvaged it, decide the case as kind "salvage" under §6.`,
      "facts.ship.signal",
      [at("7.1"), at("7.9")],
    );
  }
  if (!s.unfamiliar && s.in_free_passage) {
    return new NotCoveredError(
      `Pilot money under §7 is paid by a ship that does not know the waters ('unkundig', borkum-1666/7.1); the ship ${c.calling} knew them, so §7 does not apply, and it was not found aground and leaking, which would make the money salvage money under 7.9.`,
      "facts.ship.unfamiliar",
      [at("7.1"), at("7.9")],
    );
  }
  const how =
    s.aground !== s.leaking
      ? `it was found ${s.aground ? "aground but not leaking" : "leaking but not aground"}, and 7.9 asks for both (${qr(ctx, "stuck_and_leaking")})`
      : "it was not found aground and leaking, which would make the money salvage money under 7.9";
  return new NotCoveredError(
    `Pilot money under §7 is paid by a ship still in free passage on the river (borkum-1666/7.1); the ship ${c.calling} was not, and ${how}. The Rolle does not say what money from such a ship is.`,
    "facts.ship.in_free_passage",
    [at("7.1"), at("7.9")],
  );
}

// ---------------------------------------------------------------------------
// By one person, or with whole ships (7.6, 7.7)

type Mode = "single_person" | "whole_ship";

const withWholeShips = rule<PilotageFacts, Mode>({
  id: "borkum-1666/7.7#whole-ships",
  label:
    "but when the piloting must be done with whole ships, the one on whom the lot falls goes with his ship, with the persons the lot falls on",
  provisions: [at("7.7")],
  when: (f) => f.mode === "whole_ship",
  gives: () => "whole_ship",
  facts: (f) => ({ mode: f.mode }),
});

const byOnePerson = rule<PilotageFacts, Mode>({
  id: "borkum-1666/7.6#one-person",
  label: "the above (7.2–7.5) is to be understood of one person who goes aboard the foreign ship and pilots it",
  provisions: [at("7.6")],
  gives: () => "single_person",
  facts: (f) => ({ mode: f.mode }),
  exceptions: [withWholeShips],
});

// ---------------------------------------------------------------------------
// Choosing the pilot (7.2)

interface Offer {
  readonly person: Person;
  readonly price: Money;
}

interface Lowest {
  readonly price: Money;
  readonly who: readonly Person[];
}

const lowestOfferGoes = rule<readonly Offer[], Lowest>({
  id: "borkum-1666/7.2#lowest-offer",
  label:
    "those on the beach who see the waft agree who goes out, and whoever says he will do it for the lowest price goes",
  provisions: [at("7.2")],
  readings: ["lowest_price"],
  when: (offers) => offers.length > 0,
  gives: (offers) => {
    const price = offers.map((o) => o.price).reduce((a, b) => (b.cmp(a) < 0 ? b : a));
    const who = offers.filter((o) => o.price.eq(price)).map((o) => o.person);
    return { price, who: who.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) };
  },
  facts: (offers) => Object.fromEntries(offers.map((o) => [o.person.id, o.price.format()])),
  show: (l) => `${names(l.who)} for ${l.price.format()}`,
});

interface PilotChoice {
  readonly pilot: Person;
  readonly agreed: Money;
  /** How the agreed price came about, for the pilot's reason. */
  readonly how: string;
  readonly step: Step;
  readonly warnings: Warning[];
}

function offersOf(c: PilotageCase): Offer[] {
  return c.facts.offers.map((o, i) => ({
    person: c.known(o.person),
    price: fundMoney(o.price, `facts.offers[${i}].price`),
  }));
}

function lotError(e: unknown, path: string): never {
  if (e instanceof LotError) throw new CaseError("case", [{ path, message: e.message }]);
  throw e;
}

function drawStep(id: string, label: string, d: Draw, provisions: string[], more: Record<string, Json> = {}): Step {
  return {
    rule: id,
    label,
    provisions,
    status: "applied",
    facts: { seed: d.seed, candidates: [...d.candidates], procedure: d.procedure, ...more },
    value: [...d.drawn],
  };
}

/** Equal lowest offers: the case names the pilot, or asks for a lot; otherwise the text cannot decide. */
function breakTie(c: PilotageCase, tied: readonly Person[]): { pilot: Person; steps: Step[]; warnings: Warning[] } {
  const tieWarning: Warning = {
    message: `The lowest offer is made by ${names(tied)} alike; 7.2 does not say who goes when offers are equal.`,
    provisions: [at("7.2")],
  };
  const named = c.person(c.facts.pilot);
  if (named) return { pilot: named, steps: [], warnings: [tieWarning] };
  const draw = c.facts.lot?.draw;
  if (!draw) {
    throw new CaseError("case", [
      {
        path: "facts.pilot",
        message: `the lowest offer is made by ${names(tied)} alike, and 7.2 does not say who goes when offers are equal`,
        expected: "the pilot who went (pilot: ID), or a lot to draw among them (lot.draw.seed)",
      },
    ]);
  }
  let d: Draw;
  try {
    d = drawLots(
      draw.seed,
      tied.map((p) => p.id),
      1,
    );
  } catch (e) {
    lotError(e, "facts.lot.draw.seed");
  }
  const pilot = c.known(d.drawn[0] as string);
  const step = drawStep(
    "borkum-1666/7.2#tie-lot",
    `equal lowest offers: the lot, drawn on the model of 7.7, falls on ${nameOf(pilot)}`,
    d,
    [at("7.2"), at("7.7")],
  );
  return {
    pilot,
    steps: [step],
    warnings: [
      { ...tieWarning, message: `${tieWarning.message} The pilot was drawn by lot among them, on the model of 7.7.` },
    ],
  };
}

/** The agreed price: the one stated, or else the pilot's own offer. */
function agreedPriceOf(c: PilotageCase, pilot: Person, offer: Offer | undefined, lowest: boolean, ctx: RuleContext) {
  const warnings: Warning[] = [];
  if (c.facts.agreed_price !== undefined) {
    const agreed = fundMoney(c.facts.agreed_price, "facts.agreed_price");
    if (offer && !offer.price.eq(agreed)) {
      warnings.push({
        message: `The agreed price is given as ${agreed.format()}, but ${nameOf(pilot)} offered ${offer.price.format()}; the agreed price given is used.`,
        provisions: [at("7.2"), at("7.3")],
      });
    }
    return { agreed, how: "the price agreed on the beach", warnings };
  }
  if (!offer) {
    throw new CaseError("case", [
      {
        path: "facts.agreed_price",
        message: `${nameOf(pilot)} went as pilot but made no offer, and no agreed price is given`,
        expected: "the price agreed on the beach (agreed_price), or his offer under offers",
      },
    ]);
  }
  const which = lowest ? "the lowest" : "though not the lowest (see the warnings)";
  const how = isR(ctx, "lowest_price", "R2")
    ? `his promise to charge the ship no more, ${which} (Q-B16 R2)`
    : `his offer of the pay he would take, ${which} (Q-B16 R1)`;
  return { agreed: offer.price, how, warnings };
}

function choosePilot(c: PilotageCase, ctx: RuleContext): PilotChoice {
  const offers = offersOf(c);
  const lowest = evaluate(lowestOfferGoes, offers, ctx);
  const named = c.person(c.facts.pilot);
  if (!lowest.applied && !named) {
    throw new CaseError("case", [
      {
        path: "facts.offers",
        message: "no offers are listed and no pilot is named: 7.2 lets the lowest offer go",
        expected: "the offers made on the beach (offers), or the pilot (pilot) and the agreed price (agreed_price)",
      },
    ]);
  }
  const steps: Step[] = [lowest.step];
  const warnings: Warning[] = [];
  let pilot = named as Person;
  const l = lowest.value;
  if (l) {
    if (named && !l.who.includes(named)) {
      warnings.push({
        message: `${nameOf(named)} went as pilot, but the lowest offer was made by ${names(l.who)} (${l.price.format()}); 7.2 says the lowest offer goes.`,
        provisions: [at("7.2")],
      });
    } else if (l.who.length > 1) {
      const t = breakTie(c, l.who);
      pilot = t.pilot;
      steps.push(...t.steps);
      warnings.push(...t.warnings);
    } else {
      pilot = l.who[0] as Person;
    }
  }
  const offer = offers.find((o) => o.person.id === pilot.id);
  const a = agreedPriceOf(c, pilot, offer, l?.who.includes(pilot) ?? true, ctx);
  const step: Step = {
    rule: "borkum-1666/7.2#pilot",
    label: `who goes out as pilot, and for what: ${nameOf(pilot)}, for ${a.agreed.format()}`,
    provisions: [at("7.2")],
    status: "applied",
    facts: {
      offers: c.facts.offers.length,
      ...(c.facts.pilot ? { pilot: c.facts.pilot } : {}),
      ...(c.facts.agreed_price !== undefined ? { agreed_price: a.agreed.format() } : {}),
    },
    value: pilot.id,
    children: steps,
  };
  return { pilot, agreed: a.agreed, how: a.how, step, warnings: [...warnings, ...a.warnings] };
}

// ---------------------------------------------------------------------------
// The lot (7.7)

interface Lot {
  readonly ship: Ship;
  /** The persons the lot fell on (besides the ship's skipper). */
  readonly persons: readonly Person[];
  readonly steps: Step[];
  readonly assessment: Assessment;
}

function lotShip(c: PilotageCase, steps: Step[]): Ship {
  const lot = c.facts.lot;
  const from = lot?.draw?.ships ?? [];
  if (lot?.ship !== undefined && from.length > 0) {
    throw new CaseError("case", [
      {
        path: "facts.lot.draw.ships",
        message: "the ship the lot fell on is stated (lot.ship), and a lot among ships is asked for too",
        expected: "either lot.ship or lot.draw.ships, not both",
      },
    ]);
  }
  if (lot?.ship !== undefined) {
    const ship = c.islandShip(lot.ship) as Ship;
    steps.push({
      rule: "borkum-1666/7.7#lot-ship",
      label: `the lot fell on ${nameOf(c.known(ship.skipper))} with his ship ${shipName(ship)}`,
      provisions: [at("7.7")],
      status: "applied",
      facts: { ship: ship.id, as: "stated in the case" },
      value: ship.id,
    });
    return ship;
  }
  if (from.length === 0 || lot?.draw === undefined) {
    throw new CaseError("case", [
      {
        path: "facts.lot.ship",
        message:
          "pilotage with whole ships goes by lot (7.7), and neither the ship the lot fell on nor a lot to draw is given",
        expected: "lot.ship: the island ship the lot fell on, or lot.draw with a seed and the ships in the lot",
      },
    ]);
  }
  let d: Draw;
  try {
    d = drawLots(`${lot.draw.seed}:ship`, from, 1);
  } catch (e) {
    lotError(e, "facts.lot.draw.ships");
  }
  const ship = c.islandShip(d.drawn[0]) as Ship;
  steps.push(
    drawStep(
      "borkum-1666/7.7#lot-ship",
      `the lot among the island ships falls on ${shipName(ship)}, sailed by ${nameOf(c.known(ship.skipper))}`,
      d,
      [at("7.7")],
      { seed_given: lot.draw.seed },
    ),
  );
  return ship;
}

function lotPersons(c: PilotageCase, ship: Ship, steps: Step[]): { persons: Person[]; drawn: boolean } {
  const lot = c.facts.lot;
  const draw = lot?.draw;
  const stated = lot?.persons ?? [];
  const asked = draw !== undefined && (draw.persons.length > 0 || draw.persons_needed > 0);
  if (stated.length > 0 && asked) {
    throw new CaseError("case", [
      {
        path: "facts.lot.draw.persons",
        message: "the persons the lot fell on are stated (lot.persons), and a lot among persons is asked for too",
        expected: "either lot.persons or lot.draw.persons with persons_needed, not both",
      },
    ]);
  }
  if (!asked || draw === undefined) {
    const persons = stated.map((id) => c.known(id));
    steps.push({
      rule: "borkum-1666/7.7#lot-persons",
      label: `the lot fell on ${persons.length > 0 ? names(persons) : "no one besides the skipper"} to go with the ship`,
      provisions: [at("7.7")],
      status: "applied",
      facts: { persons: [...stated], as: "stated in the case" },
      value: [...stated],
    });
    return { persons, drawn: false };
  }
  // The skipper goes with his ship; he is not drawn again among the persons.
  const pool = draw.persons.filter((id) => id !== ship.skipper);
  let d: Draw;
  try {
    d = drawLots(`${draw.seed}:persons`, pool, draw.persons_needed);
  } catch (e) {
    lotError(e, "facts.lot.draw.persons_needed");
  }
  const persons = d.drawn.map((id) => c.known(id));
  steps.push(
    drawStep(
      "borkum-1666/7.7#lot-persons",
      `the lot among the persons falls on ${persons.length > 0 ? names(persons) : "no one"}: as many as the present need requires (${draw.persons_needed})`,
      d,
      [at("7.7")],
      {
        seed_given: draw.seed,
        persons_needed: draw.persons_needed,
        ...(pool.length < draw.persons.length ? { left_out: `${ship.skipper}, who goes with his ship` } : {}),
      },
    ),
  );
  return { persons, drawn: true };
}

function castLot(c: PilotageCase): Lot {
  const steps: Step[] = [];
  const ship = lotShip(c, steps);
  const { persons, drawn } = lotPersons(c, ship, steps);
  const assessment: Assessment = {
    what: "How many persons the present need requires on the piloting ship",
    by: "not named by the text (7.7 does not say who judges the need)",
    basis: drawn ? "given in the case as lot.draw.persons_needed" : "given in the case by the persons the lot fell on",
    status: "given",
    value: drawn ? (c.facts.lot?.draw?.persons_needed ?? persons.length) : persons.length,
    provisions: [at("7.7")],
  };
  return { ship, persons: persons.filter((p) => p.id !== ship.skipper), steps, assessment };
}

function lotObligations(c: PilotageCase, lot: Lot): Obligation[] {
  const ship = shipName(lot.ship);
  return [
    {
      who: lot.ship.skipper,
      what: `go out with his ship ${ship} to help the ship ${c.calling} that called for a pilot, the lot having fallen on him`,
      provisions: [at("7.7")],
    },
    ...lot.persons.map((p) => ({
      who: p.id,
      what: `go out on the ${ship} to the ship ${c.calling}, the lot having fallen on ${p.count > 1 ? "them" : "him"}`,
      provisions: [at("7.7")],
    })),
  ];
}

// ---------------------------------------------------------------------------
// The agreed price and the surplus (7.3)

interface Bargain {
  /** The price agreed on the beach. */
  readonly agreed: Money;
  /** What the ship paid. */
  readonly paid: Money;
  /** Who keeps the agreed price, in words: "the pilot", "the ship's party". */
  readonly keeper: string;
}

interface Settlement {
  /** What the pilot (or the ship's party) keeps. */
  readonly keeps: Money;
  /** What is divided among the company. */
  readonly surplus: Money;
  /** What the company must make up (Q-B19 R2). */
  readonly companyOwes: Money;
  readonly reason: string;
}

const shortfallBelowTheAgreedPrice = rule<Bargain, Settlement>({
  id: "borkum-1666/7.3#shortfall",
  label: "the ship paid less than the agreed price: the text speaks only of a surplus",
  provisions: [at("7.3")],
  readings: ["surplus_shortfall"],
  when: (b) => b.paid.cmp(b.agreed) < 0,
  gives: (b, ctx) => {
    const short = b.agreed.sub(b.paid);
    const zero = Money.zero(b.paid.currency);
    const lead = `the ship paid ${b.paid.format()}, ${short.format()} less than the agreed price of ${b.agreed.format()}`;
    return isR(ctx, "surplus_shortfall", "R2")
      ? {
          keeps: b.paid,
          surplus: zero,
          companyOwes: short,
          reason: `${lead}: ${b.keeper} keeps what the ship paid, and the company makes up the ${short.format()} in their parts (Q-B19 R2; see the liabilities)`,
        }
      : {
          keeps: b.paid,
          surplus: zero,
          companyOwes: zero,
          reason: `${lead}: ${b.keeper} bears the shortfall and has only what the ship paid; there is no surplus (Q-B19 R1)`,
        };
  },
  show: (s) => s.reason,
});

const surplusToTheCompany = rule<Bargain, Settlement>({
  id: "borkum-1666/7.3#surplus",
  label:
    "what is bargained from the ship above the agreed price goes to the whole company present at the accord on the beach; the agreed price is kept",
  provisions: [at("7.3")],
  gives: (b) => ({
    keeps: b.agreed,
    surplus: b.paid.sub(b.agreed),
    companyOwes: Money.zero(b.paid.currency),
    reason: `${b.keeper} keeps the agreed price of ${b.agreed.format()}; the ${b.paid.sub(b.agreed).format()} bargained above it goes to the company`,
  }),
  facts: (b) => ({ pilot_money: b.paid.format(), agreed_price: b.agreed.format() }),
  show: (s) => s.reason,
  exceptions: [shortfallBelowTheAgreedPrice],
});

// ---------------------------------------------------------------------------
// The Vogt and the pastor (7.4, 7.5)

const UNFIXED_OFFICE_SHARE: Unfixed = {
  key: "vogt_pastor_pilot_share",
  what: "How large the Vogt's and the pastor's share of the pilot money is",
  by: "old custom as the islanders' deputies swore to it, or else the princely officials at Greetsiel",
  basis: "7.4–7.5 give them 'their share' without a number (Q-B20 R3)",
  provisions: [at("7.5")],
};

type Office = "vogt" | "pastor";
const TITLE: Record<Office, string> = { vogt: "Vogt", pastor: "pastor" };

/** Their share, as Q-B20 sizes it. */
function officeShare(office: Office, ctx: RuleContext, lead: string): Award {
  switch (ctx.readings.get("vogt_pastor_pilot_share")) {
    case "R2": {
      const n = FOOT_STRAND_SCALE[office];
      return parts(n, `${lead}: ${partsText(R(n))}, on the foot-strand scale of 6.7 (Q-B20 R2)`, {
        also: [at("6.7")],
      });
    }
    case "R3":
      return noPart(`${lead}, but the text gives no number (Q-B20 R3): left out until it is settled`, {
        unfixed: UNFIXED_OFFICE_SHARE,
      });
    default:
      return parts(1, `${lead}: 1 part, like a householder of the company (Q-B20 R1)`);
  }
}

const holds = (office: Office) => (p: Person) => (office === "vogt" ? isVogt(p) : isPastor(p) && !isVogt(p));

function officePresent(office: Office): Rule<Who, Award> {
  return law<Who>({
    id: `borkum-1666/7.4#${office}-present`,
    label: `the ${TITLE[office]} present at the accord on the beach has his part, as 7.4 implies`,
    provisions: [at("7.3"), at("7.4")],
    when: (w) => holds(office)(w.person) && present(w),
    gives: (_w, ctx) => officeShare(office, ctx, `the ${TITLE[office]}, present at the accord on the beach`),
  });
}

/** What 7.5 asks besides not being told: whether 'die Eiländer das Schiff von den dem Turm sehen', as Q-B21 reads it. */
type TowerAnswer = "share" | "none" | "unknown";

function towerAnswer(c: PilotageCase, ctx: RuleContext): TowerAnswer {
  const seen = c.facts.ship.seen_from_tower;
  if (seen === true) return "share";
  if (isR(ctx, "tower_condition", "R2")) return "share";
  return seen === false ? "none" : "unknown";
}

/** Told, and not there: 7.4 takes the part of one who would not go; Q-B31 says what one has who could not. */
function toldAnswer(p: Person, ctx: RuleContext): "share" | "none" {
  if (p.refused || !p.unable_to_come) return "none";
  return isR(ctx, "absent_officers", "R2") ? "share" : "none";
}

/**
 * Whether an office holder who was not at the accord has his share, from what the
 * case gives; "unknown-told" or "unknown-tower" where it turns on a fact the case
 * leaves out. The readings are consulted only where they decide.
 */
function absentAnswer(
  p: Person,
  c: PilotageCase,
  ctx: RuleContext,
): "share" | "none" | "unknown-told" | "unknown-tower" {
  if (p.refused || p.told === true) return toldAnswer(p, ctx);
  if (p.told === false) {
    const t = towerAnswer(c, ctx);
    return t === "unknown" ? "unknown-tower" : t;
  }
  const ifTold = toldAnswer(p, ctx);
  const ifNot = towerAnswer(c, ctx);
  return ifTold === ifNot ? ifTold : "unknown-told";
}

/**
 * The facts 7.4–7.5 turn on, asked for where the case leaves them out: whether the
 * Vogt or the pastor who was not at the accord was told, and (under Q-B21 R1)
 * whether the ship was seen from the tower. Never assumed.
 */
function officesAnswerable(k: Setting, ctx: RuleContext): void {
  const issues: { path: string; message: string; expected: string }[] = [];
  let towerAsked = false;
  const askTower = (title: string): void => {
    if (towerAsked) return;
    towerAsked = true;
    issues.push({
      path: "facts.ship.seen_from_tower",
      message: `the ${title} was not told, or may not have been; 7.5 gives his share 'Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen', both conditions (${qr(ctx, "tower_condition")}), and the case does not say whether the ship was seen from the tower`,
      expected: "seen_from_tower: true or false, or the reading tower_condition R2 (not being told suffices)",
    });
  };
  for (const office of ["vogt", "pastor"] as const) {
    k.c.people.forEach((p, i) => {
      if (!holds(office)(p) || present({ person: p, k })) return;
      const title = TITLE[office];
      const answer = absentAnswer(p, k.c, ctx);
      if (answer === "unknown-tower") askTower(title);
      if (answer !== "unknown-told") return;
      issues.push({
        path: `facts.people[${i}].told`,
        message: `whether the ${title} ${nameOf(p)}, who was not at the accord, was told of the pilotage is not stated, and his part turns on it: told and staying away, 7.4 takes it ('nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren'); not told, 7.5 gives it`,
        expected: `told: true or told: false for ${p.id} (told but unable to come: told: true, unable_to_come: true)`,
      });
      if (towerAnswer(k.c, ctx) === "unknown") askTower(title);
    });
  }
  if (issues.length > 0) throw new CaseError("case", issues);
}

function notTold(office: Office): Rule<Who, Award> {
  const title = TITLE[office];
  return law<Who>({
    id: `borkum-1666/7.5#${office}`,
    label: `the ${title}, if not told 'and the islanders see the ship from the tower', has his share all the same`,
    provisions: [at("7.5")],
    when: (w) => holds(office)(w.person) && !present(w) && w.person.told === false,
    gives: (w, ctx) => {
      if (w.k.c.facts.ship.seen_from_tower === true) {
        return officeShare(office, ctx, `the ${title} was not told, and the ship was seen from the tower`);
      }
      const seen = w.k.c.facts.ship.seen_from_tower === false ? "was not seen" : "is not said to have been seen";
      return isR(ctx, "tower_condition", "R1")
        ? noPart(`the ${title} was not told, but the ship ${seen} from the tower, and 7.5 asks for both (Q-B21 R1)`, {
            also: [at("7.4")],
          })
        : officeShare(
            office,
            ctx,
            `the ${title} was not told; the ship ${seen} from the tower, but not being told suffices (Q-B21 R2)`,
          );
    },
  });
}

function officeAbsent(office: Office): Rule<Who, Award> {
  const title = TITLE[office];
  return law<Who>({
    id: `borkum-1666/7.4#${office}`,
    label: `the ${title} who is not present has no part — 'nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren'`,
    provisions: [at("7.4")],
    when: (w) => holds(office)(w.person) && !present(w),
    gives: (w, ctx) => {
      const p = w.person;
      if (p.refused) return noPart(`the ${title} was told and would not go along: no part of the pilot money`);
      if (p.told === true && !p.unable_to_come) {
        return noPart(`the ${title} was told and stayed away: no part of the pilot money`);
      }
      if (p.told === true) {
        return isR(ctx, "absent_officers", "R2")
          ? officeShare(
              office,
              ctx,
              `the ${title} was told but could not come; 7.4 takes the part of one who would not, not of one who could not (Q-B31 R2)`,
            )
          : noPart(`the ${title} was told and could not come: not present, no part (Q-B31 R1)`);
      }
      // Not stated whether he was told; officesAnswerable has let the case through
      // only where told and not told come to the same.
      const either = `whether the ${title} was told is not stated, but it makes no difference here`;
      return absentAnswer(p, w.k.c, ctx) === "share"
        ? officeShare(office, ctx, `${either}: told and unable to come, or not told, he has his share`)
        : noPart(`${either}: told and staying away, or not told with the ship not seen from the tower, he has none`, {
            also: [at("7.5")],
          });
    },
    exceptions: [notTold(office)],
  });
}

// ---------------------------------------------------------------------------
// The company that shares the surplus (7.3)

const goerKeepsAgreedPriceOnly = law<Who>({
  id: "borkum-1666/7.3#pilot",
  label: "the pilot himself keeps the agreed price: is he also one of the company that shares the surplus?",
  provisions: [at("7.3")],
  when: (w, ctx) => goes(w) && isR(ctx, "pilot_shares_surplus", "R2"),
  gives: (w) =>
    noPart(
      `${w.k.pilot ? "the pilot" : "of the ship's party"}: keeps ${w.k.pilot ? "the agreed price" : "its share of the agreed price"} only; the surplus goes to the others (Q-B17 R2)`,
    ),
});

function sonsPresent(w: Who): Person[] {
  return w.k.c.people.filter((p) => p.son_of === w.person.id && present({ person: p, k: w.k }) && !isHead(p));
}

/**
 * The household a son's presence counts for: his father's (or mother's), whose one
 * part it is. When the head was not at the accord himself, the household is of the
 * company through the son only as Q-B18 R1 reads the company (all present); under
 * R2 (householders present only) it is not.
 */
function householdOf(w: Who, ctx: RuleContext): Person | undefined {
  const parent = w.k.c.parent(w.person);
  if (!parent || isHead(w.person) || !isHead(parent)) return undefined;
  if (present({ person: parent, k: w.k })) return parent;
  return isR(ctx, "company_membership", "R1") ? parent : undefined;
}

const householdThroughSons = law<Who>({
  id: "borkum-1666/7.3#household-through-sons",
  label:
    "every householder is of the company, 'der aber doch nur einen Part davon hat, wenn auch einer oder mehrere Söhne dabei sind': his household has its one part through the sons who were there",
  provisions: [at("7.3")],
  when: (w, ctx) =>
    !present(w) && isHead(w.person) && sonsPresent(w).length > 0 && isR(ctx, "company_membership", "R1"),
  gives: (w) => {
    const sons = sonsPresent(w);
    const many = sons.reduce((n, p) => n + p.count, 0) > 1;
    return parts(
      1,
      `1 part for his household: he was not at the accord himself, but his son${many ? "s" : ""} ${names(sons)} ${many ? "were" : "was"}, and a household has one part however many sons are there (Q-B18 R1)`,
      {
        warning: `${nameOf(w.person)} was not on the beach at the accord; his household's one part of the surplus rests on ${names(sons)} being there (borkum-1666/7.3).`,
      },
    );
  },
});

const notAtTheAccord = law<Who>({
  id: "borkum-1666/7.3#absent",
  label: "the surplus goes to those present at the accord on the beach, and to no one else",
  provisions: [at("7.3")],
  when: (w) => !present(w),
  gives: () => noPart("was not on the beach at the accord: the surplus goes to the company present"),
  exceptions: [householdThroughSons],
});

const withinHisFathersPart = law<Who>({
  id: "borkum-1666/7.3#son",
  label: "every householder has only one part, even if one or more of his sons were there",
  provisions: [at("7.3")],
  when: (w, ctx) => present(w) && householdOf(w, ctx) !== undefined,
  gives: (w, ctx) => {
    const head = householdOf(w, ctx) as Person;
    const away = present({ person: head, k: w.k }) ? "" : `, who was not there himself`;
    return noPart(
      `one part per household, however many sons were there: counted within the one part of ${nameOf(head)}'s household${away}`,
    );
  },
});

const notAHouseholder = law<Who>({
  id: "borkum-1666/7.3#not-a-householder",
  label: "one present who is not a head of household: is he of the company?",
  provisions: [at("7.3")],
  when: (w, ctx) => present(w) && !isHead(w.person) && householdOf(w, ctx) === undefined,
  gives: (w, ctx) =>
    isR(ctx, "company_membership", "R2")
      ? noPart("not a head of household: the company is read as the householders present (Q-B18 R2)")
      : parts(
          1,
          `1 part: present at the accord, and everyone present is of the company (Q-B18 R1)${goes(w) ? "; the pilot himself is one of them (Q-B17 R1)" : ""}`,
        ),
});

const companyMember = law<Who>({
  id: "borkum-1666/7.3#company",
  label: "the surplus goes to the whole company present at the accord on the beach, every householder among them",
  provisions: [at("7.3")],
  when: present,
  gives: (w) => {
    const sons = sonsPresent(w);
    const pilot = goes(w) ? ", the pilot himself being one of the company (Q-B17 R1)" : "";
    return sons.length > 0
      ? parts(1, `1 part for his household, though ${names(sons)} were there too${pilot}`)
      : parts(1, `1 part as a householder present at the accord on the beach${pilot}`);
  },
  exceptions: [withinHisFathersPart, notAHouseholder],
});

const SURPLUS_RULES: readonly Rule<Who, Award>[] = [
  officePresent("vogt"),
  officeAbsent("vogt"),
  officePresent("pastor"),
  officeAbsent("pastor"),
  goerKeepsAgreedPriceOnly,
  notAtTheAccord,
  companyMember,
];

const surplusFallback = (): Fallback => ({ award: noPart("no part of the surplus"), provisions: [at("7.3")] });

// ---------------------------------------------------------------------------
// The piloting ship and those aboard (7.7, 7.8)

interface ShipHolding {
  readonly ship: Ship;
  readonly share: Rational;
}

function holdingsIn(p: Person, ship: Ship | undefined): ShipHolding[] {
  if (!ship) return [];
  const shares = ship.owners.filter((o) => o.person === p.id).map((o) => o.share);
  return shares.length > 0 ? [{ ship, share: sum(shares) }] : [];
}

const twoPartsForTheShip = law<ShipHolding>({
  id: "borkum-1666/7.8#ship",
  label: "whoever pilots with his ship has two parts for the ship; they go to its owners by their shares, as in §6",
  provisions: [at("7.8")],
  gives: (h) =>
    parts(
      R(2).mul(h.share),
      `2 parts for the piloting ship ${shipName(h.ship)} (${h.share.eq(Rational.ONE) ? "sole owner" : `${h.share.toString()} share`})`,
    ),
  facts: (h) => ({ ship: h.ship.id, share: h.share.toString() }),
});

const skipperOfThePilotingShip = law<Who>({
  id: "borkum-1666/7.8#skipper",
  label: "whoever pilots with his ship has one part for his body, wherever the pilotage is",
  provisions: [at("7.8")],
  when: (w) => w.k.lot?.ship.skipper === w.person.id,
  gives: (w) =>
    parts(
      1,
      `1 part for his body ('für seinen Leib'), as skipper of the piloting ship ${shipName((w.k.lot as Lot).ship)}`,
    ),
});

const sonGoesForHisHousehold = law<Who>({
  id: "borkum-1666/7.8#grown-son",
  label: "a grown son who goes on the piloting ship: a part of his own, or his household's one part?",
  provisions: [at("7.8")],
  when: (w) =>
    goes(w) &&
    w.k.lot?.ship.skipper !== w.person.id &&
    isGrownSon(w.person) &&
    !isHead(w.person) &&
    w.k.structure !== "R3",
  gives: (w, ctx) => {
    if (isR(ctx, "son_part", "R2")) {
      return parts(
        1,
        "1 part for his body, his own: the one-part limit holds only where the text states it (Q-B04 R2)",
      );
    }
    const parent = w.k.c.parent(w.person);
    return parent
      ? noPart(`his going counts for the household of ${nameOf(parent)}, which has one part at most (Q-B04 R1)`, {
          countsFor: parent.id,
        })
      : parts(1, "his household's one part (Q-B04 R1); no parent is named (son_of), so it stands on his row", {
          warning: `${nameOf(w.person)}'s part belongs to his household under Q-B04 R1, but no parent is named with son_of; it is shown on his own row.`,
        });
  },
});

const goesOnThePilotingShip = law<Who>({
  id: "borkum-1666/7.7#person",
  label: "as many persons as the present need requires go on the piloting ship, those on whom the lot falls",
  provisions: [at("7.7"), at("7.8")],
  when: goes,
  gives: (w) => {
    const ship = shipName((w.k.lot as Lot).ship);
    const how = w.k.lot?.persons.includes(w.person) ? "by lot" : "aboard";
    return w.k.structure === "R3"
      ? noPart(`went on the ${ship} ${how} as a duty: only the piloting ship and its skipper are paid (Q-B22 R3)`)
      : parts(1, `1 part for his body, having gone on the ${ship} ${how} (Q-B22 ${w.k.structure})`);
  },
  exceptions: [sonGoesForHisHousehold],
});

const SHIP_PARTY_RULES: readonly Rule<Who, Award>[] = [skipperOfThePilotingShip, goesOnThePilotingShip];

function shipPartyFallback(w: Who): Fallback {
  if (holdingsIn(w.person, w.k.lot?.ship).length > 0) {
    return { award: noPart("did not go out himself: his share of the ship's two parts only"), provisions: [at("7.8")] };
  }
  if (w.k.structure === "R3") {
    return {
      award: noPart("did not go out: only the piloting ship and its skipper are paid (Q-B22 R3)"),
      provisions: [at("7.8")],
    };
  }
  return {
    award: noPart(
      "did not go out with the piloting ship: the whole pilot money is divided among the ship, its skipper and those who went by lot; the company on the beach, the Vogt and the pastor do not share (Q-B22 R1)",
    ),
    provisions: [at("7.7"), at("7.8")],
  };
}

interface Household {
  readonly own: Award;
  readonly members: readonly Person[];
}

const householdHasOnePart = law<Household>({
  id: "borkum-1666/7.8#household",
  label: "one part per household: sons who went count for their parent's household (Q-B04 R1)",
  provisions: [at("7.8")],
  gives: (h) =>
    h.own.parts.isZero()
      ? parts(1, `1 part for his household, earned by ${names(h.members)} going on the piloting ship (Q-B04 R1)`)
      : noPart(`${names(h.members)} going adds nothing: his household has its one part already (Q-B04 R1)`),
});

// ---------------------------------------------------------------------------
// Parties

function roleOf(p: Person, k: Setting, ctx: { agreed?: Money }): string {
  const words: string[] = [];
  if (k.pilot === p.id)
    words.push(`the pilot${ctx.agreed ? `, who keeps the agreed price of ${ctx.agreed.format()}` : ""}`);
  const ship = k.lot?.ship;
  if (ship) {
    const share = holdingsIn(p, ship)[0]?.share;
    if (ship.skipper === p.id) {
      words.push(
        share === undefined
          ? `skipper of the piloting ship ${shipName(ship)} (not an owner)`
          : share.eq(Rational.ONE)
            ? `owner-skipper of the piloting ship ${shipName(ship)}`
            : `skipper and ${share.toString()} owner of the piloting ship ${shipName(ship)}`,
      );
    } else if (share !== undefined) {
      words.push(
        `${share.eq(Rational.ONE) ? "owner" : `${share.toString()} owner`} of the piloting ship ${shipName(ship)}`,
      );
    }
    if (k.lot?.persons.includes(p)) words.push(`went by lot on the ${shipName(ship)}`);
    else if (k.goers.has(p.id) && ship.skipper !== p.id) words.push(`aboard the ${shipName(ship)}`);
  }
  const parent = k.c.parent(p);
  const of = parent ? nameOf(parent) : undefined;
  for (const r of p.roles) {
    if (r === "skipper" && ship?.skipper === p.id) continue;
    words.push(roleInWords(r, of));
  }
  if (p.farm) words.push(p.farm === "altbauer" ? "Altbauer" : "Neubauer");
  if (isOffice(p)) {
    if (p.refused) words.push("told, would not go along");
    else if (p.told === false) words.push("not told");
    else if (p.told === true) words.push(p.unable_to_come ? "told, could not come" : "told");
  }
  if (p.on_beach) words.push("on the beach at the accord");
  return words.length > 0 ? words.join(", ") : "named in the case";
}

function personFacts(p: Person): Record<string, Json> {
  const f: Record<string, Json> = { roles: [...p.roles] };
  if (p.count > 1) f.count = p.count;
  for (const k of ["farm", "son_of", "aboard"] as const) if (p[k] !== undefined) f[k] = p[k] as string;
  if (p.on_beach) f.on_beach = true;
  if (p.told !== undefined) f.told = p.told;
  if (p.refused) f.refused = true;
  if (p.unable_to_come) f.unable_to_come = true;
  return f;
}

interface RowSpec {
  readonly person: Person;
  readonly sources: Decided[];
  readonly own: Decided;
  readonly readings: Record<string, string>;
}

function partyOf(r: RowSpec, k: Setting, idSuffix = "", agreed?: Money): Party {
  const p = r.person;
  return partyFrom({
    id: `${p.id}${idSuffix}`,
    name: nameOf(p),
    role: roleOf(p, k, agreed ? { agreed } : {}),
    count: p.count,
    sources: r.sources,
    own: r.own,
    facts: personFacts(p),
    readings: r.readings,
  });
}

/** Every person's part of the surplus (7.3–7.5). */
function companyRows(k: Setting, ctx: RuleContext): RowSpec[] {
  officesAnswerable(k, ctx);
  return k.c.people.map((person) => {
    const r = withOwnReadings(ctx, (local) => decideByRules(SURPLUS_RULES, { person, k }, local, surplusFallback));
    return { person, sources: [r.value], own: r.value, readings: r.readings };
  });
}

/** The parts of the piloting ship's party (7.7–7.8), for the people given. */
function shipPartyRows(k: Setting, people: readonly Person[], ctx: RuleContext): RowSpec[] {
  const rows = people.map((person) => {
    const w: Who = { person, k };
    const r = withOwnReadings(ctx, (local) => ({
      ships: holdingsIn(person, k.lot?.ship).map((h) => awardOf(twoPartsForTheShip, h, local)),
      own: decideByRules(SHIP_PARTY_RULES, w, local, shipPartyFallback),
    }));
    return { person, ships: r.value.ships, own: r.value.own, readings: r.readings };
  });
  return rows.map((row) => {
    const members = rows.filter((m) => m.own.award.countsFor === row.person.id).map((m) => m.person);
    const household = members.length > 0 ? [awardOf(householdHasOnePart, { own: row.own.award, members }, ctx)] : [];
    return {
      person: row.person,
      sources: [...row.ships, row.own, ...household],
      own: row.own,
      readings: row.readings,
    };
  });
}

// ---------------------------------------------------------------------------
// Funds

/** Q-B01 for pilot money: the money received in equal parts; there are never goods to divide in kind. */
function pilotMoneyInParts(provisions: string[]): Rule<Money, FundValue> {
  const base = fundRule("part_fund", provisions, "pilot money");
  const noGoodsInKind = rule<Money, FundValue>({
    id: "borkum-1666/7#no-goods-in-kind",
    label: "pilot money is money bargained from a ship: there are no goods to divide in its place",
    provisions: [at("5")],
    when: (amount, ctx) => amount.minor.isZero() && isR(ctx, "part_fund", "R2"),
    gives: (_m, ctx) => ({
      goodsInKind: false,
      reason: `no pilot money is left to divide, and there are no goods to divide in its place (${qr(ctx, "part_fund")})`,
    }),
    show: (v) => v.reason,
  });
  return rule<Money, FundValue>({ ...base, exceptions: [noGoodsInKind] });
}

const SURPLUS_FUND: FundSpec = {
  rule: pilotMoneyInParts([at("5"), at("7.3")]),
  money: "surplus",
  section: "§7",
  label: "The surplus over the agreed price, to the company present at the accord on the beach",
  provisions: [at("5"), at("7.3")],
  inKind: goodsInKind([at("5")]),
};

const WHOLE_FEE_FUND: FundSpec = {
  rule: pilotMoneyInParts([at("5"), at("7.8")]),
  money: "pilot money",
  section: "§7",
  label: "Pilot money for the pilotage with a whole ship",
  provisions: [at("5"), at("7.7"), at("7.8")],
  inKind: goodsInKind([at("5")]),
};

const AGREED_PRICE_FUND: FundSpec = {
  rule: pilotMoneyInParts([at("5"), at("7.8")]),
  money: "agreed price",
  section: "§7",
  label: "The agreed price, kept by the piloting ship's party in the parts of 7.8",
  provisions: [at("5"), at("7.3"), at("7.8")],
  inKind: goodsInKind([at("5")]),
};

function totalFund(c: PilotageCase, paid: Money, s: Settlement, keeper: string): Fund {
  return {
    label: `Pilot money the ship ${c.calling} paid: ${s.keeps.format()} kept by ${keeper}, ${s.surplus.format()} surplus to the company`,
    amount: paid.toJSON(),
    provisions: [at("7.1"), at("7.3")],
    rounding: "not divided itself: the agreed price is kept whole and the surplus is divided in parts (see below)",
  };
}

/** The pilot's own line: the agreed price he keeps (7.3). */
function agreedPriceLine(pilot: Person, s: Settlement, how: string): Allocation {
  const provisions = [at("7.2"), at("7.3")];
  return {
    id: `${pilot.id}${AGREED_PRICE}`,
    name: nameOf(pilot),
    role: "the pilot: the agreed price, which he keeps",
    basis: [],
    fraction: "1",
    exact: s.keeps.toJSON(),
    rounded: s.keeps.toJSON(),
    roundedUp: false,
    reason: `${s.reason}; the agreed price was ${how} ${cite(provisions)}`,
    provisions,
  };
}

/** Under Q-B19 R2 the company present makes up the shortfall, each in his parts. */
function shortfallLiabilities(
  owed: Money,
  parties: readonly Party[],
  k: Setting,
  to: string,
): { liabilities: Liability[]; warnings: Warning[] } {
  if (owed.minor.isZero()) return { liabilities: [], warnings: [] };
  const bearers = parties.filter((p) => {
    const person = k.c.person(p.id);
    // The company present; a household whose head stayed away is of it through his sons.
    return (
      person !== undefined && (present({ person, k }) || sonsPresent({ person, k }).length > 0) && !p.parts.isZero()
    );
  });
  if (bearers.length === 0) {
    return {
      liabilities: [],
      warnings: [
        {
          message: `The company is to make up the shortfall of ${owed.format()} (Q-B19 R2), but no one present holds a part.`,
          provisions: [at("7.3")],
        },
      ],
    };
  }
  const split = splitByParts(
    owed,
    bearers.map((p) => ({ key: p.id, parts: p.parts })),
  );
  const liabilities = split.lines
    .filter((l) => !k.goers.has(l.key))
    .map((l) => ({
      from: l.key,
      to,
      amount: l.rounded.toJSON(),
      description: `his share of the ${owed.format()} short of the agreed price, in his ${partsText(l.weight)} of the company (exactly ${l.exact.format()}; Q-B19 R2)`,
      provisions: [at("7.3")],
    }));
  return { liabilities, warnings: [] };
}

// ---------------------------------------------------------------------------
// Warnings and checks

function checkFacts(c: PilotageCase): void {
  const issues: { path: string; message: string; expected?: string }[] = [];
  const single = new Set<string>([
    ...(c.facts.pilot ? [c.facts.pilot] : []),
    ...c.facts.ships.flatMap((s) => [s.skipper, ...s.owners.map((o) => o.person)]),
    ...(c.facts.lot?.persons ?? []),
    ...(c.facts.lot?.draw?.persons ?? []),
  ]);
  c.people.forEach((p, i) => {
    if (p.count > 1 && single.has(p.id)) {
      issues.push({
        path: `facts.people[${i}].count`,
        message: `${nameOf(p)} goes out as pilot, sails or owns a ship, or is in the lot, so must be one person, not a group of ${p.count}`,
        expected: "count: 1",
      });
    }
    if (p.refused && p.unable_to_come) {
      issues.push({
        path: `facts.people[${i}].unable_to_come`,
        message: `${nameOf(p)} is said both to have refused (would not go along) and to have been unable to come (could not)`,
        expected: "refused: true or unable_to_come: true, not both",
      });
    }
    if (p.refused && p.told === false) {
      issues.push({
        path: `facts.people[${i}].refused`,
        message: `${nameOf(p)} is said to have refused, which means he was told and would not go along, but told is false`,
        expected: "refused: false, or told: true",
      });
    }
  });
  if (issues.length > 0) throw new CaseError("case", issues);
}

function factWarnings(c: PilotageCase, mode: Mode): Warning[] {
  const out: Warning[] = [];
  const warn = (message: string, ...provisions: string[]): void => {
    out.push({ message, provisions });
  };
  const f = c.facts;
  if (mode === "single_person" && (f.lot?.ship !== undefined || (f.lot?.persons.length ?? 0) > 0)) {
    warn(
      "A lot is stated, but the pilotage was by one person: the lot of 7.7 concerns whole ships; it is left aside.",
      at("7.6"),
      at("7.7"),
    );
  }
  if (mode === "whole_ship" && (f.offers.length > 0 || f.pilot !== undefined)) {
    warn(
      "Offers or a pilot are given, but the pilotage was with a whole ship: there the lot decides who goes (7.7), not the lowest offer (7.2); they are left aside.",
      at("7.2"),
      at("7.7"),
    );
  }
  for (const office of ["vogt", "pastor"] as const) {
    const total = c.people.filter((p) => has(p, office)).reduce((n, p) => n + p.count, 0);
    if (total > 1)
      warn(`${total} people are marked ${office}; the Rolle knows one ${TITLE[office]}.`, at("7.4"), at("7.5"));
  }
  for (const p of c.people) {
    const parent = c.parent(p);
    if (parent && !isHead(parent)) {
      warn(
        `${nameOf(p)} is named a son of ${nameOf(parent)}, who is not marked as the head of a household.`,
        at("7.3"),
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Pilotage by one person (7.2–7.6)

const SITUATION = {
  single:
    "pilot money, pilotage by one person: the lowest offer goes, and the surplus over the agreed price goes to the company on the beach (borkum-1666/7.1–7.6)",
  whole:
    "pilot money, pilotage with a whole ship chosen by lot: the piloting ship two parts, its skipper one (borkum-1666/7.7–7.8)",
};

interface Begun {
  readonly c: PilotageCase;
  readonly paid: Money;
  /** The steps before the division: notes, what the money is, the mode. */
  readonly pre: Step[];
  readonly warnings: Warning[];
  readonly rc: RuleContext;
}

function officialsIn(ctx: RuleContext): { o: Officials; step: Step } {
  const r = evaluate(officialsFourParts, "pilot_money", ctx);
  return { o: r.value as Officials, step: r.step };
}

function withOfficials(parties: Party[], off: { o: Officials; step: Step }): Party[] {
  return off.o.kind === "added" ? [...parties, officialsParty(off.o, off.step)] : parties;
}

function root(label: string, mode: Mode, provisions: string[], children: Step[]): Step {
  return {
    rule: "borkum-1666/7#pilot-money",
    label,
    provisions: [at("5"), at("7.1"), ...provisions],
    status: "applied",
    value: mode,
    children,
  };
}

/** Put the agreed-price lines just before their persons' rows. */
function withLines(allocations: readonly Allocation[], lines: readonly Allocation[]): Allocation[] {
  return allocations.flatMap((a) => [...lines.filter((l) => l.id === `${a.id}${AGREED_PRICE}`), a]);
}

/**
 * The sides of §5 over every line, the agreed price too, so that they add up to
 * the whole pilot money; the divisions' own steps show the sides of each division.
 */
function withSides(body: DeterminationBody, c: PilotageCase, paid: Money, rc: RuleContext): DeterminationBody {
  const vogt = body.allocations
    .filter((a) => {
      const p = c.person(a.id.replace(AGREED_PRICE, ""));
      return p !== undefined && isVogt(p);
    })
    .map((a) => a.id);
  const groups = sidesOf(body.allocations, { currency: paid.currency, vogt, ctx: rc });
  const step = sidesStep(groups);
  return {
    ...body,
    groups,
    explanation: {
      ...body.explanation,
      children: [
        ...(body.explanation.children ?? []),
        { ...step, label: step.label.replace("The sides of the division", "The sides of the whole pilot money") },
      ],
    },
  };
}

function onePerson(b: Begun): DeterminationBody {
  const { c, paid, rc } = b;
  const choice = choosePilot(c, rc);
  const settled = evaluate(surplusToTheCompany, { agreed: choice.agreed, paid, keeper: "the pilot" }, rc);
  const s = settled.value as Settlement;
  const k: Setting = { c, goers: new Set([choice.pilot.id]), pilot: choice.pilot.id };
  const off = officialsIn(rc);
  const rows = companyRows(k, rc);
  const people = rows.map((r) => partyOf(r, k, "", r.person.id === choice.pilot.id ? s.keeps : undefined));
  const parties = withOfficials(people, off);
  const explanation = root(
    `Pilot money under borkum-1666 §7: pilotage by one person (7.2–7.6)`,
    "single_person",
    [at("7.2"), at("7.3"), at("7.4"), at("7.5"), at("7.6")],
    [...b.pre, choice.step, settled.step, ...(off.o.kind === "added" ? [] : [off.step])],
  );
  const body = divisionBody(
    {
      situation: SITUATION.single,
      explanation,
      money: s.surplus,
      fund: SURPLUS_FUND,
      parties,
      warnings: [...b.warnings, ...choice.warnings],
    },
    rc,
  );
  const owed = shortfallLiabilities(s.companyOwes, parties, k, choice.pilot.id);
  const agreedFund: Fund = {
    label: `The agreed price, kept by the pilot ${nameOf(choice.pilot)}`,
    amount: s.keeps.toJSON(),
    provisions: [at("7.2"), at("7.3")],
    rounding: "not divided: kept whole by the pilot",
  };
  const whole: DeterminationBody = {
    ...body,
    funds: [totalFund(c, paid, s, "the pilot"), agreedFund, ...body.funds],
    allocations: withLines(body.allocations, [agreedPriceLine(choice.pilot, s, choice.how)]),
    liabilities: [...body.liabilities, ...owed.liabilities],
    warnings: [...body.warnings, ...owed.warnings],
  };
  return withSides(whole, c, paid, rc);
}

// ---------------------------------------------------------------------------
// Pilotage with a whole ship (7.7–7.8)

const howTheShipsPartsGo = rule<PilotageFacts, Structure>({
  id: "borkum-1666/7.8#parts",
  label:
    "whoever pilots with his ship has three parts, one for his body and two for the ship; what the others aboard have, and what is divided, the text does not say",
  provisions: [at("7.8")],
  readings: ["ship_pilotage_shares"],
  gives: (_f, ctx) => ctx.readings.get("ship_pilotage_shares") as Structure,
  show: (s) =>
    ({
      R1: "each who goes by lot has one body part, and the whole pilot money is divided (Q-B22 R1)",
      R2: "the ship's party keeps an agreed price in these parts, and the surplus goes to the company on the beach (Q-B22 R2)",
      R3: "only the piloting ship and its skipper are paid; the others go as a duty (Q-B22 R3)",
    })[s],
});

function goersOf(c: PilotageCase, lot: Lot): Set<string> {
  const aboard = c.people.filter((p) => p.aboard === lot.ship.id).map((p) => p.id);
  return new Set([lot.ship.skipper, ...lot.persons.map((p) => p.id), ...aboard]);
}

function aboardWithoutLot(c: PilotageCase, lot: Lot): Warning[] {
  return c.people
    .filter((p) => p.aboard === lot.ship.id && p.id !== lot.ship.skipper && !lot.persons.includes(p))
    .map((p) => ({
      message: `${nameOf(p)} is marked aboard the piloting ship ${shipName(lot.ship)}, but the lot did not fall on him (7.7); he is counted with those who went.`,
      provisions: [at("7.7")],
    }));
}

function skipperNotOwner(lot: Lot, c: PilotageCase): Warning[] {
  const skipper = c.known(lot.ship.skipper);
  return holdingsIn(skipper, lot.ship).length > 0
    ? []
    : [
        {
          message: `${nameOf(skipper)} sails the piloting ship ${shipName(lot.ship)} but does not own it; 7.8 speaks of one who pilots 'with his ship': the ship's two parts go to its owners, the body part to him.`,
          provisions: [at("7.8")],
        },
      ];
}

function wholeShip(b: Begun): DeterminationBody {
  const { c, rc } = b;
  const lot = castLot(c);
  const structure = evaluate(howTheShipsPartsGo, c.facts, rc);
  const k: Setting = { c, goers: goersOf(c, lot), lot, structure: structure.value as Structure };
  const off = officialsIn(rc);
  const place = note(
    `The three parts hold wherever the pilotage is, 'on the Reven, the Rif or the Rantzel, that is, inside the Dieves or Borkum' (here: ${c.facts.place}).`,
    [at("7.8")],
  );
  const pre = [...b.pre, ...lot.steps, structure.step, place];
  const warnings = [...b.warnings, ...aboardWithoutLot(c, lot), ...skipperNotOwner(lot, c)];
  const common = { obligations: lotObligations(c, lot), assessment: lot.assessment };
  const body =
    k.structure === "R2" ? shipsPartyAndCompany(b, k, pre, warnings, off) : wholeFee(b, k, pre, warnings, off);
  return {
    ...body,
    obligations: [...common.obligations, ...body.obligations],
    assessments: [common.assessment, ...body.assessments],
  };
}

function wholeFee(
  b: Begun,
  k: Setting,
  pre: Step[],
  warnings: Warning[],
  off: { o: Officials; step: Step },
): DeterminationBody {
  const parties = withOfficials(
    shipPartyRows(k, b.c.people, b.rc).map((r) => partyOf(r, k)),
    off,
  );
  const explanation = root(
    "Pilot money under borkum-1666 §7: pilotage with a whole ship (7.7–7.8)",
    "whole_ship",
    [at("7.7"), at("7.8")],
    [...pre, ...(off.o.kind === "added" ? [] : [off.step])],
  );
  return divisionBody(
    { situation: SITUATION.whole, explanation, money: b.paid, fund: WHOLE_FEE_FUND, parties, warnings },
    b.rc,
  );
}

/** Q-B22 R2: the ship's party keeps an agreed price in the parts of 7.8, the company shares the surplus (7.3). */
function shipsPartyAndCompany(
  b: Begun,
  k: Setting,
  pre: Step[],
  warnings: Warning[],
  off: { o: Officials; step: Step },
): DeterminationBody {
  const { c, paid, rc } = b;
  if (c.facts.agreed_price === undefined) {
    throw new CaseError("case", [
      {
        path: "facts.agreed_price",
        message:
          "under Q-B22 R2 the piloting ship's party keeps an agreed price and the company shares the surplus, but no agreed price is given",
        expected:
          "the price agreed on the beach for the piloting ship (agreed_price), or another reading of ship_pilotage_shares",
      },
    ]);
  }
  const agreed = fundMoney(c.facts.agreed_price, "facts.agreed_price");
  const settled = evaluate(surplusToTheCompany, { agreed, paid, keeper: "the piloting ship's party" }, rc);
  const s = settled.value as Settlement;
  const lot = k.lot as Lot;
  const party = c.people.filter((p) => k.goers.has(p.id) || holdingsIn(p, lot.ship).length > 0);
  const shipParties = shipPartyRows(k, party, rc).map((r) => partyOf(r, k, AGREED_PRICE));
  const a = divisionBody(
    {
      situation: SITUATION.whole,
      explanation: {
        label: "The agreed price, kept by the piloting ship's party in the parts of 7.8 (Q-B22 R2)",
        provisions: [at("7.7"), at("7.8")],
        status: "applied",
        children: [settled.step],
      },
      money: s.keeps,
      fund: AGREED_PRICE_FUND,
      parties: shipParties,
      warnings: [],
    },
    rc,
  );
  const company = withOfficials(
    companyRows(k, rc).map((r) => partyOf(r, k)),
    off,
  );
  const bBody = divisionBody(
    {
      situation: SITUATION.whole,
      explanation: {
        label:
          "The surplus over the agreed price, to the company present at the accord on the beach (7.3–7.5, Q-B22 R2)",
        provisions: [at("7.3"), at("7.4"), at("7.5")],
        status: "applied",
        children: off.o.kind === "added" ? [] : [off.step],
      },
      money: s.surplus,
      fund: SURPLUS_FUND,
      parties: company,
      warnings,
    },
    rc,
  );
  const owed = shortfallLiabilities(s.companyOwes, company, k, lot.ship.skipper);
  const explanation = root(
    "Pilot money under borkum-1666 §7: pilotage with a whole ship (7.7–7.8), the surplus to the company (7.3)",
    "whole_ship",
    [at("7.3"), at("7.7"), at("7.8")],
    [...pre, a.explanation, bBody.explanation],
  );
  const whole: DeterminationBody = {
    ...bBody,
    explanation,
    funds: [totalFund(c, paid, s, "the piloting ship's party"), ...a.funds, ...bBody.funds],
    allocations: withLines(bBody.allocations, a.allocations),
    assessments: [...a.assessments, ...bBody.assessments],
    liabilities: owed.liabilities.map((l) => ({
      ...l,
      description: `${l.description}, for the piloting ship's party`,
    })),
    warnings: [...a.warnings, ...bBody.warnings, ...owed.warnings],
  };
  return withSides(whole, c, paid, rc);
}

// ---------------------------------------------------------------------------
// Salvage money after all (7.9)

interface WentOut {
  readonly ships: ReadonlySet<string>;
  readonly persons: ReadonlySet<string>;
  readonly lot?: Lot;
}

/** The island ships that went out, and who went out aboard them. */
function whoWentOut(c: PilotageCase): WentOut {
  const f = c.facts;
  if (f.mode === "whole_ship" && f.lot !== undefined) {
    const lot = castLot(c);
    return { ships: new Set([lot.ship.id]), persons: goersOf(c, lot), lot };
  }
  const ships = f.ships.filter((s) => s.salvaging);
  const ids = new Set(ships.map((s) => s.id));
  const persons = new Set([
    ...ships.map((s) => s.skipper),
    ...c.people.filter((p) => p.aboard !== undefined && ids.has(p.aboard)).map((p) => p.id),
  ]);
  // The single pilot went out; with one island boat out, he went in it.
  const pilot = f.mode === "single_person" ? namedPilot(c) : undefined;
  if (pilot && ships.length === 1) persons.add(pilot.id);
  return { ships: ids, persons };
}

/** The same facts as a salvage: those who went out aboard helped; everyone else kept his own fields. */
function asSalvage(c: PilotageCase, out: WentOut, paid: Money): SalvageFacts {
  const f = c.facts;
  const aboard = (p: Person): string | undefined => {
    if (!out.persons.has(p.id)) return undefined;
    if (p.aboard !== undefined && out.ships.has(p.aboard)) return p.aboard;
    const only = out.ships.size === 1 ? [...out.ships][0] : undefined;
    return out.lot?.ship.id ?? f.ships.find((s) => out.ships.has(s.id) && s.skipper === p.id)?.id ?? only;
  };
  return {
    place: f.place,
    came_ashore_by_itself: false,
    merchant_goods: true,
    salvage_money: paid,
    ...(f.date !== undefined ? { date: f.date } : {}),
    ships: f.ships.map((s) => ({ ...s, salvaging: out.ships.has(s.id) })),
    breaches: f.breaches,
    people: f.people.map((p) => {
      const { aboard: _was, ...rest } = p;
      const on = aboard(p);
      return on === undefined ? rest : { ...rest, aboard: on, helped: true };
    }),
  } as SalvageFacts;
}

interface Inspection {
  readonly made: boolean;
  readonly fallen?: boolean;
}

const ruledByTheRuler = rule<Inspection, { assessment?: Assessment; warning?: Warning; words: string }>({
  id: "borkum-1666/7.9#fallen-to-the-ruler",
  label: "the Vogt finds that the ship has fallen into the hands of the high territorial authority",
  provisions: [at("7.9")],
  readings: ["ruler_forfeit_effect"],
  when: (i) => i.fallen === true,
  gives: (_i, ctx) =>
    isR(ctx, "ruler_forfeit_effect", "R2")
      ? {
          words: "the ruler's officials decide the salvage money the islanders may keep (Q-B24 R2)",
          assessment: {
            what: "The salvage money the islanders may keep, the ship having fallen to the territorial ruler",
            by: "the ruler's officials (the princely Drost and Amtmann at Greetsiel)",
            basis:
              "Q-B24 R2: once the ship has fallen to the ruler, the islanders' salvage money depends on what his officials allow",
            status: "needed",
            provisions: [at("7.9")],
          },
          warning: {
            message:
              "The division is provisional: the Vogt found that the ship has fallen to the territorial ruler, and under Q-B24 R2 the ruler's officials decide what salvage money the islanders keep; the parts stand, the amounts wait for their decision.",
            provisions: [at("7.9")],
          },
        }
      : { words: "nothing changes for the shares: the money is still salvage money shared under §6 (Q-B24 R1)" },
  show: (v) => v.words,
});

function inspectionOf(c: PilotageCase, rc: RuleContext) {
  const i = c.facts.vogt_inspection;
  const insp: Inspection = {
    made: i?.made ?? false,
    ...(i?.fallen_to_ruler !== undefined ? { fallen: i.fallen_to_ruler } : {}),
  };
  const vogt = c.people.find(isVogt);
  const status = !insp.made
    ? "not yet made"
    : insp.fallen === undefined
      ? "made, but his finding is not stated"
      : `made: he found that it has ${insp.fallen ? "" : "not "}fallen to the ruler`;
  const obligation: Obligation = {
    who: vogt?.id ?? "vogt",
    what: `inspect the ship ${c.calling}, found aground and leaking, and whether it has fallen into the hands of the high territorial authority — ${status}`,
    provisions: [at("7.9")],
  };
  const finding: Assessment = {
    what: `Whether the ship ${c.calling} has fallen into the hands of the high territorial authority`,
    by: "the Vogt, by his inspection",
    basis: "7.9: the Vogt must inspect the ship found aground and leaking",
    status: insp.made && insp.fallen !== undefined ? "given" : "needed",
    ...(insp.made && insp.fallen !== undefined ? { value: insp.fallen } : {}),
    provisions: [at("7.9")],
  };
  const effect = evaluate(ruledByTheRuler, insp, rc);
  const warnings: Warning[] = effect.value?.warning ? [effect.value.warning] : [];
  if (finding.status === "needed") {
    warnings.push({
      message: `The Vogt's inspection is ${status}: if he finds that the ship has fallen to the ruler, Q-B24 decides what follows for the salvage money.`,
      provisions: [at("7.9")],
    });
  }
  const step: Step = {
    rule: "borkum-1666/7.9#inspection",
    label:
      "the Vogt must then inspect the ship, whether it has fallen into the hands of the high territorial authority or not",
    provisions: [at("7.9")],
    status: "applied",
    facts: { made: insp.made, ...(insp.fallen !== undefined ? { fallen_to_ruler: insp.fallen } : {}) },
    value: status,
    children: [effect.step],
  };
  return {
    obligation,
    assessments: [finding, ...(effect.value?.assessment ? [effect.value.assessment] : [])],
    warnings,
    step,
  };
}

/** The single pilot of a case, as far as the facts name him: the one stated, or the one lowest offer. */
function namedPilot(c: PilotageCase): Person | undefined {
  if (c.facts.pilot !== undefined) return c.person(c.facts.pilot);
  const offers = offersOf(c);
  if (offers.length === 0) return undefined;
  const low = offers.reduce((m, o) => (o.price.minor.lt(m.price.minor) ? o : m));
  return offers.filter((o) => o.price.minor.eq(low.price.minor)).length === 1 ? low.person : undefined;
}

/**
 * 7.9 sends the money to §6, which divides salvage on, outside or inside the reefs
 * among the island ship that salvaged (two parts), its skipper and those who
 * helped. A pilot who went out by himself leaves §6 without its salvaging ship
 * unless the case names the boat he went in; say so in the pilotage case's terms.
 */
function noShipWentOut(c: PilotageCase, paid: Money): CaseError {
  const pilot = namedPilot(c);
  const who = pilot ? `the pilot ${nameOf(pilot)}${pilot.name ? ` ("${pilot.id}")` : ""}` : "the pilot";
  const where =
    c.facts.place === "inside_reefs"
      ? "inside the reefs (6.3–6.6): two parts for the island ship that salvaged, one more for its owner-skipper, one for each head of household who helped, and the Vogt, the pastor and the widows at home"
      : "on or outside the reefs (6.1–6.2): two parts for the island ship that salvaged, one for its skipper, one for each who helped aboard it";
  return new CaseError("case", [
    {
      path: "facts.ships",
      message: `the ship ${c.calling} was found aground and leaking, so under 7.9 the ${paid.format()} it pays 'kann kein Lootsgeld heißen, sondern Bergegeld', shared as §6 says for salvage ${where}; ${who} went out by himself (mode: single_person), and the case names no island ship or boat that went out, so §6 has no salvaging ship to divide by`,
      expected: `the boat or ship ${pilot ? pilot.id : "the pilot"} went out in, under ships (id, skipper, owners), with aboard: <its id> on everyone who went out in it`,
    },
  ]);
}

function salvageAfterAll(c: PilotageCase, paid: Money, classification: Step, ctx: DecideContext): DeterminationBody {
  const rc: RuleContext = { readings: ctx.readings, explain: ctx.explain !== false };
  const out = whoWentOut(c);
  if (out.ships.size === 0 && c.facts.place !== "beach") throw noShipWentOut(c, paid);
  const facts = asSalvage(c, out, paid);
  const inspection = inspectionOf(c, rc);
  const salvage = decideSalvage(facts, ctx);
  const inside = facts.place === "inside_reefs";
  const conversion = note(
    `The case is read as a salvage under §6: the island ship${out.ships.size === 1 ? "" : "s"} that went out (${[...out.ships].join(", ") || "none"}) salvaged, those who went out aboard helped, and everyone else kept what the case says of him; the money the ship pays is the salvage money.`,
    [at("7.9")],
  );
  const explanation: Step = {
    rule: "borkum-1666/7.9#salvage-money",
    label: `Pilot money became salvage money under borkum-1666/7.9: the ship that called was found aground and leaking, so the parts are kept as §6 says for salvage ${inside ? "inside" : "outside"} the reefs`,
    provisions: [at("7.9"), ...salvage.explanation.provisions.filter((p) => p !== at("7.9"))],
    status: "applied",
    value: "salvage_money",
    children: [classification, ...(out.lot?.steps ?? []), conversion, inspection.step, salvage.explanation],
  };
  return {
    ...salvage,
    situation: `salvage money, not pilot money (borkum-1666/7.9): ${salvage.situation}`,
    funds: salvage.funds.map((f) => ({
      ...f,
      label: `Salvage money: what the ship ${c.calling} pays, salvage money under 7.9, not pilot money`,
      provisions: [at("7.9"), ...f.provisions],
    })),
    obligations: [...(out.lot ? lotObligations(c, out.lot) : []), inspection.obligation, ...salvage.obligations],
    assessments: [...inspection.assessments, ...salvage.assessments],
    warnings: [...inspection.warnings, ...salvage.warnings],
    explanation,
  };
}

// ---------------------------------------------------------------------------
// The determination

export function decidePilotage(facts: PilotageFacts, ctx: DecideContext): DeterminationBody {
  const c = new PilotageCase(facts);
  checkFacts(c);
  const rc: RuleContext = { readings: ctx.readings, explain: ctx.explain !== false };
  const paid = fundMoney(facts.pilot_money, "facts.pilot_money");
  const what = withOwnReadings(rc, (local) => evaluate(pilotMoney, facts, local));
  const classification: Step = {
    label: "What the money is",
    provisions: [at("7.1"), at("7.9")],
    status: "applied",
    ...(Object.keys(what.readings).length > 0 ? { readings: what.readings } : {}),
    value: what.value.applied ? (what.value.value as string) : null,
    children: [what.value.step],
  };
  if (!what.value.applied) throw notCovered(c, rc);
  if (what.value.value === "salvage_money") return salvageAfterAll(c, paid, classification, ctx);

  const mode = evaluate(byOnePerson, facts, rc);
  const begun: Begun = {
    c,
    paid,
    rc,
    pre: [
      note(OLD_CUSTOM_NOTE, [at("5")]),
      classification,
      {
        label: "By one person, or with whole ships",
        provisions: [at("7.6"), at("7.7")],
        status: "applied",
        value: mode.value as string,
        children: [mode.step],
      },
    ],
    warnings: factWarnings(c, mode.value as Mode),
  };
  const body = mode.value === "whole_ship" ? wholeShip(begun) : onePerson(begun);
  // 8.4–8.6 for pilot money; the 7.9 path above gets them through decideSalvage.
  return withFrame(body, { breaches: facts.breaches, ...(facts.date ? { date: facts.date } : {}), section: "§7" }, rc);
}

// ---------------------------------------------------------------------------
// The kind

export const pilotageKind = defineKind({
  kind: "pilotage",
  summary:
    "Pilot money: the lowest offer goes and the surplus over the agreed price goes to the company on the beach (7.1–7.6); pilotage with a whole ship chosen by lot (7.7–7.8); a ship found aground and leaking pays salvage money, shared as in §6 (7.9).",
  provisions: [
    at("5"),
    at("7.1"),
    at("7.2"),
    at("7.3"),
    at("7.4"),
    at("7.5"),
    at("7.6"),
    at("7.7"),
    at("7.8"),
    at("7.9"),
    at("8.3"),
  ],
  facts: pilotageFactsSchema,
  jsonSchema: pilotageFactsJsonSchema,
  decide: decidePilotage,
});
