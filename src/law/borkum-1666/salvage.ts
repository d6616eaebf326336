/**
 * Borkum Rolle 1666, §6 (with §5 and the four parts of 8.3): how the salvage money
 * of stranded goods is shared in parts.
 *
 * Three situations, each with its own rules:
 *
 *   - salvage with ships on or outside the reefs (6.1–6.2): the ship two parts,
 *     its skipper one, everyone else aboard who helps one;
 *   - salvage with ships inside the reefs, on the Randzel or in the Ems (6.3–6.6):
 *     the ship two parts, the owner-skipper one, every helping head of household
 *     one; those at home none, except the Vogt, the pastor and the widows; the
 *     Vogt's and the Altbauer's wagons;
 *   - foot-strand goods, merchants' goods that came ashore by themselves (6.7–6.9):
 *     the Vogt four parts, the pastor two, every household that helped one.
 *
 * Every person in the case is decided by a list of rules tried in order (firstOf);
 * each rule is a base rule with the exceptions that override it, as the Rolle
 * states them. A rule gives an Award: parts for one person and the reason. The
 * machinery of Awards, parties and the division of the fund is in parts.ts, shared
 * with §§7–8; the four parts of 8.3 are in officials.ts.
 *
 * Readings are consulted inside the rules, after the facts that make them matter,
 * so that a determination lists only the readings it really rests on. Each party's
 * rules run against a fresh copy of the reading set, which shows which readings
 * decided that party (the party step's `readings`).
 *
 * What is never invented (see `Unfixed`): where a reading leaves a number to custom
 * or the officials (Q-B07 R3 parts at home; Q-B29 R3 the officials' conventional
 * total) or where the goods themselves are divided (Q-B01 R2 / Q-B15 R2 with no
 * salvage money paid), those parts or values are left out of the split, an
 * Assessment is asked for, naming who would settle it, and a warning says that the
 * division is provisional.
 *
 * This file decides the ship's two parts, the lists of rules tried for each
 * person, and the division; which situation governs is salvage-where.ts's, and
 * each situation's rules live beside it: salvage-outside-reefs.ts (6.1–6.2), salvage-inside-reefs.ts (6.3),
 * salvage-home.ts (6.4–6.6), salvage-foot-strand.ts (6.7–6.9), with the case
 * they all read in salvage-common.ts.
 */

import type { FundSpec } from "./division.js";
import {
  divisionBody,
  footStrandFund,
  fundMoney,
  goodsInKind,
  moneyInParts,
  partFund,
  SALVAGE_MONEY,
} from "./division.js";
import { withFrame } from "./frame.js";
import type {
  DecideContext,
  DeterminationBody,
  Json,
  Rule,
  RuleContext,
  SalvageFacts,
  SalvagePerson,
  Step,
  Warning,
} from "./kit.js";
import {
  aside,
  at,
  CaseError,
  contextOf,
  defineKind,
  describing,
  entryPath,
  firstOf,
  kindRoot,
  kindRule,
  nameOf,
  note,
  phrases,
  q,
  R,
  Rational,
  rule,
  salvageFactsJsonSchema,
  salvageFactsSchema,
  section,
  withOwnReadings,
} from "./kit.js";
import { type DivisionKind, officialsOf, officialsParty, recipient } from "./officials.js";
import type { Award, Decided, Fallback, Party } from "./parts.js";
import { awardOf, decideByRules, noPart, OLD_CUSTOM_NOTE, parts, partyFrom, roleInWords, showAward } from "./parts.js";
import type { Holding, Situation, Who } from "./salvage-common.js";
import {
  has,
  isAltbauer,
  isBoy,
  isHead,
  isPastor,
  isSon,
  isSubstitute,
  isVogt,
  isWidow,
  names,
  SalvageCase,
  shipName,
  tookPart,
  worked,
} from "./salvage-common.js";
import {
  grownSonFootStrand,
  headOfHouseholdFootStrand,
  pastorFootStrand,
  sentInPlaceOfAWidow,
  vogtFootStrand,
} from "./salvage-foot-strand.js";
import {
  altbauerAtHome,
  altbauerHelps,
  namedByHomeRules,
  neubauerWithWagon,
  pastorKeepsHisPart,
  vogtKeepsHisPart,
  widowKeepsHerPart,
} from "./salvage-home.js";
import { helperInside, ownerSkipperInside } from "./salvage-inside-reefs.js";
import { helperAboard, skipperOnOrOutside } from "./salvage-outside-reefs.js";
import { checkCovered, checkShipsAndPeople, PLACE_NOT_STATED, SITUATION, WHERE } from "./salvage-where.js";

const say = phrases("borkum-1666/6", {
  soleOwner: "sole owner",
  share: "{share} share",
  shipParts: "2 parts for the ship {ship} ({share})",
  aboardNoHelp: "aboard {ship} but did not help: a part is only for one 'der mit bergen hilft'",
  boyNotAboard: "a boy not aboard",
  notAboard: "not aboard a salvaging ship",
  outsideNone: "{lead}: on or outside the reefs only the ships and those aboard who help have parts",
  outsideNoneScope:
    "{lead}: on or outside the reefs only the ships and those aboard who help have parts; 6.4–6.6 are read as limited to salvage inside the reefs ({why})",
  aboardNoPart: "aboard {ship} but did not help: no part",
  stayedHome: "stayed at home: no part",
  footStrandBoy: "a boy: of foot-strand goods only the Vogt, the pastor and each head of household have parts",
  footStrandNotHead:
    "not a head of household: of foot-strand goods only the Vogt, the pastor and each head of household have parts",
  householdPart: "1 part for his household, earned by the help of {members}",
  householdHasIt: "the help of {members} adds nothing: his household has its one part already",
  skipperNotOwner: "skipper of the salvaging ship {ship} (not an owner)",
  ownerSkipper: "owner-skipper of the salvaging ship {ship}",
  skipperPartOwner: "skipper and {share} owner of the salvaging ship {ship}",
  owner: "owner of the ship {ship}",
  partOwner: "{share} owner of the ship {ship}",
  altbauer: "Altbauer",
  neubauer: "Neubauer",
  sentFor: "sent in the place of {principal}",
  aboard: "aboard {ship}",
  vogtsFour: "his four parts are the officials' four parts (8.3)",
  roleWords: "{first}, {rest}",
  named: "named in the case",
  footStrandLabel: "Salvage money for the foot-strand goods",
  salvagedLabel: "Salvage money for the goods salvaged",
  notMerchants:
    "The goods are not merchants' goods: if they are pieces of a ship, or a ship that cannot be got off, they may be wreck under §8.",
  shipsListed:
    "Ships are listed, but foot-strand goods came ashore by themselves, not with ships: the ships have no parts.",
  notOwner:
    "{skipper} sails {ship} but does not own it: 6.3 gives the extra part to the skipper to whom the ship belongs, so he is treated as a helper.",
  twoVogts: "{total} people are marked vogt; the Rolle knows one Vogt.",
  twoPastors: "{total} people are marked pastor; the Rolle knows one pastor.",
  wagonNotHead:
    "{name} is marked as helping with a wagon but is not a householder: 6.5 and 6.6 speak of the Vogt's and the Altbauer's wagons, so the wagon counts for nothing beyond the help itself.",
  wagonNoHelp:
    "{name} is marked with a wagon but not as helping or carting: the wagon counts for one who helps with it ('wenn er mit seinem Wagen hilft'), so it counts for nothing here; if {name} carted the goods home, say carted: true.",
  farmNotHead: "{name} holds a farm ({farm}) but is not marked householder; he is taken as the head of a household.",
  notForAWidow:
    "{name} is sent in the place of {principal}, who is not a widow: the Rolle lets only an unable widow put someone in her place, so this help counts for no one.",
  notAFarmhand:
    "{name} is sent in the place of {principal} but is not marked farmhand; the Rolle speaks of a farmhand ('Knecht').",
  parentNotHead: "{name} is named a son of {parent}, who is not marked as the head of a household.",
  aboardAshore:
    "{name} is marked aboard {ship}, but foot-strand goods came ashore by themselves, not with ships: being aboard counts for nothing here.",
  aboardNotSalvaging: "{name} is marked aboard {ship}, which did not salvage: only salvaging ships count.",
  vogtAndPastor: "{name} is marked both Vogt and pastor; he is decided as the Vogt.",
  openSea: "The open sea is taken as 'outside the reefs'.",
  officialsAreVogts:
    "The officials' four parts of 8.3 are the Vogt's four parts of foot-strand goods (Q-B28 R3), {words}; no parts are added.",
  whichRule: "Which rule of §6 governs",
  root: "Salvage money under borkum-1666 §6: {situation}",
});

// ---------------------------------------------------------------------------
// The ship's two parts (6.1, 6.3)

interface ShipHolding extends Holding {
  readonly who: Who;
}

function shareWords(share: Rational): string {
  return share.eq(Rational.ONE) ? say.soleOwner() : say.share({ share: share.toString() });
}

const twoPartsForTheShip = (h: ShipHolding): Award =>
  parts(R(2).mul(h.share), say.shipParts({ ship: shipName(h.ship), share: shareWords(h.share) }));

const shipPartsOnOrOutside = rule<ShipHolding, Award>({
  id: "borkum-1666/6.1#ship",
  reads: ["facts.ships[].{id,name}"],
  label: "the skipper's ship has two parts; they go to its owners by their shares",
  provisions: [at("6.1")],
  show: showAward,
  readings: ["ship_parts_recipient"],
  gives: twoPartsForTheShip,
  facts: (h) => ({ ship: h.ship.id, share: h.share.toString() }),
});

const shipPartsInside = rule<ShipHolding, Award>({
  id: "borkum-1666/6.3#ship",
  reads: ["facts.ships[].{id,name}"],
  label: "the salvaging ship has two parts; they go to its owners by their shares",
  provisions: [at("6.3")],
  show: showAward,
  gives: twoPartsForTheShip,
  facts: (h) => ({ ship: h.ship.id, share: h.share.toString() }),
});

// ---------------------------------------------------------------------------
// The lists of rules tried for each person, and what holds when none applies

const ONE_PERSON_RULES: Record<Situation, readonly Rule<Who, Award>[]> = {
  outside: [
    skipperOnOrOutside,
    helperAboard,
    vogtKeepsHisPart,
    pastorKeepsHisPart,
    widowKeepsHerPart,
    altbauerHelps,
    neubauerWithWagon,
    altbauerAtHome,
  ],
  inside: [ownerSkipperInside, vogtKeepsHisPart, pastorKeepsHisPart, helperInside, widowKeepsHerPart, altbauerAtHome],
  foot_strand: [vogtFootStrand, pastorFootStrand, headOfHouseholdFootStrand, sentInPlaceOfAWidow, grownSonFootStrand],
};

function fallback(w: Who, ctx: RuleContext): Fallback {
  const p = w.person;
  const ship = w.c.situation === "foot_strand" ? undefined : w.c.facts.ships.find((s) => s.id === p.aboard);
  switch (w.c.situation) {
    case "outside": {
      if (ship?.salvaging && !worked(p)) {
        return {
          award: noPart(say.aboardNoHelp({ ship: { the: shipName(ship) } })),
          provisions: [at("6.2")],
        };
      }
      const lead = isBoy(p) ? say.boyNotAboard() : say.notAboard();
      return {
        award: noPart(
          namedByHomeRules(p)
            ? say.outsideNoneScope({ lead, why: q(ctx, "home_rule_scope") })
            : say.outsideNone({ lead }),
        ),
        provisions: namedByHomeRules(p) ? [at("6.1"), at("6.2"), at("6.4")] : [at("6.1"), at("6.2")],
      };
    }
    case "inside":
      return ship?.salvaging
        ? { award: noPart(say.aboardNoPart({ ship: { the: shipName(ship) } })), provisions: [at("6.3")] }
        : { award: noPart(say.stayedHome()), provisions: [at("6.4")] };
    default:
      return {
        award: noPart(isBoy(p) ? say.footStrandBoy() : say.footStrandNotHead()),
        provisions: [at("6.7")],
      };
  }
}
// ---------------------------------------------------------------------------
// Deciding one party

function decideOwnPart(w: Who, ctx: RuleContext): Decided {
  return decideByRules(ONE_PERSON_RULES[w.c.situation], w, ctx, fallback);
}

function decideShipParts(w: Who, ctx: RuleContext): Decided[] {
  const r = w.c.situation === "inside" ? shipPartsInside : shipPartsOnOrOutside;
  return w.c.holdings(w.person).map((h) => awardOf(r, { ...h, who: w }, ctx));
}

interface Household {
  readonly who: Who;
  readonly own: Award;
  readonly members: readonly SalvagePerson[];
}

const householdHasOnePart = rule<Household, Award>({
  id: "borkum-1666/6.9#household",
  reads: ["facts.people[].name"],
  label: "a householder whose sons help still has no more than one part",
  provisions: [at("6.9")],
  show: showAward,
  when: (h) => h.members.length > 0,
  gives: (h) =>
    h.own.parts.isZero()
      ? parts(1, say.householdPart({ members: names(h.members) }))
      : noPart(say.householdHasIt({ members: names(h.members) })),
});

interface PartyDecision {
  readonly person: SalvagePerson;
  readonly ships: Decided[];
  readonly own: Decided;
  household?: Decided;
  readings: Record<string, string>;
}

function decidePeople(c: SalvageCase, ctx: RuleContext): PartyDecision[] {
  const decided: PartyDecision[] = c.people.map((person) => {
    const w: Who = { person, c };
    const r = withOwnReadings(ctx, (local) => ({ ships: decideShipParts(w, local), own: decideOwnPart(w, local) }));
    return { person, ...r.value, readings: r.readings };
  });
  // A household's one part, where a son's or boy's help counts for it (6.9; Q-B03 R3, Q-B04 R1).
  const countsFor = new Map<string, SalvagePerson[]>();
  for (const m of decided) {
    const head = m.own.award.countsFor;
    if (head === undefined) continue;
    const members = countsFor.get(head);
    if (members) members.push(m.person);
    else countsFor.set(head, [m.person]);
  }
  if (countsFor.size === 0) return decided;
  for (const d of decided) {
    const members = countsFor.get(d.person.id);
    if (members === undefined) continue;
    d.household = awardOf(householdHasOnePart, { who: { person: d.person, c }, own: d.own.award, members }, ctx);
  }
  return decided;
}

// ---------------------------------------------------------------------------
// Parties: the people, with their parts and reasons

function roleOf(p: SalvagePerson, c: SalvageCase): string {
  const words: string[] = [];
  const sails = c.sails(p);
  for (const s of sails) {
    const share = c.holdings(p).find((h) => h.ship.id === s.id)?.share;
    const ship = shipName(s);
    if (share === undefined) words.push(say.skipperNotOwner({ ship }));
    else if (share.eq(Rational.ONE)) words.push(say.ownerSkipper({ ship }));
    else words.push(say.skipperPartOwner({ share: share.toString(), ship }));
  }
  for (const h of c.holdings(p)) {
    if (!sails.includes(h.ship))
      words.push(
        h.share.eq(Rational.ONE)
          ? say.owner({ ship: shipName(h.ship) })
          : say.partOwner({ share: h.share.toString(), ship: shipName(h.ship) }),
      );
  }
  const parent = c.parent(p);
  const of = parent ? nameOf(parent) : undefined;
  for (const r of p.roles) {
    if (r === "skipper" && sails.length > 0) continue;
    words.push(roleInWords(r, of));
  }
  // The farm is a question of the salvage inside the reefs (6.6) and of who heads a household ashore (6.7).
  if (c.situation !== "outside" && p.farm) words.push(p.farm === "altbauer" ? say.altbauer() : say.neubauer());
  const substituteFor = c.person(p.in_place_of);
  if (substituteFor) words.push(say.sentFor({ principal: nameOf(substituteFor) }));
  // Ashore (6.7) nobody is aboard anything that counts.
  const ship = c.situation === "foot_strand" ? undefined : c.facts.ships.find((s) => s.id === p.aboard);
  if (ship && !sails.includes(ship)) words.push(say.aboard({ ship: { the: shipName(ship) } }));
  if (c.officials.kind === "are_the_vogts_parts" && isVogt(p)) words.push(say.vogtsFour());
  if (words.length === 0) return say.named();
  let out = words.at(-1) as string;
  for (let i = words.length - 2; i >= 0; i--) out = say.roleWords({ first: words[i] as string, rest: out });
  return out;
}

const NAMED = ["farm", "son_of", "aboard", "in_place_of"] as const;
/** Ashore nobody is aboard. */
const ASHORE = ["farm", "son_of", "in_place_of"] as const;
/** On or outside the reefs the farm counts for nothing. */
const AT_SEA = ["son_of", "aboard", "in_place_of"] as const;

/**
 * The facts shown beside a party: those its situation's rules read. On or outside
 * the reefs only the help aboard counts (6.1–6.2): the carting, the wagon and a
 * widow's means belong to the rules for inside the reefs and the foot-strand.
 * Ashore (6.7) nobody is aboard; the wagon is the Vogt's and a farmer's question,
 * the means a widow's.
 */
function personFacts(p: SalvagePerson, c: SalvageCase): Record<string, Json> {
  const f: Record<string, Json> = { roles: p.roles.slice() };
  const many = c.rows(p);
  if (many > 1) f.count = many;
  const shown = c.situation === "foot_strand" ? ASHORE : c.situation === "outside" ? AT_SEA : NAMED;
  for (const k of shown) {
    // Whose son he is is shown of a son alone (6.1, 6.3, 6.4, 6.9).
    if (k === "son_of" && !isSon(p)) continue;
    if (p[k] !== undefined) f[k] = p[k] as string;
  }
  if (c.situation === "outside") {
    if (p.helped) f.helped = true;
    return f;
  }
  if (p.helped) f.helped = true;
  if (p.carted) f.carted = true;
  // The wagon is the Vogt's (6.5) and the Altbauer's (6.6) who helped; the means are a widow's (6.4, 6.7).
  if ((isVogt(p) || isAltbauer(p)) && tookPart(p) && p.wagon) f.wagon = true;
  if (isWidow(p)) {
    if (p.unable_to_work) f.unable_to_work = true;
    if (p.without_means) f.without_means = true;
  }
  return f;
}

function partyOf(d: PartyDecision, c: SalvageCase, explain: boolean, asGiven: boolean): Party {
  const p = d.person;
  const sources = d.ships.slice();
  sources.push(d.own);
  if (d.household) sources.push(d.household);
  return partyFrom({
    id: p.id,
    name: nameOf(p),
    // The role column only names the party: its farm, its ship, whom it stands for decide nothing there.
    role: describing(() => roleOf(p, c)),
    count: c.rows(p),
    sources,
    own: d.own,
    facts: explain ? personFacts(p, c) : {},
    // The person as the file gives him: his facts are his fields (not so in 7.9's salvage, which settles some).
    subject: () => (asGiven ? entryPath(c.people, "people", p) : undefined),
    readings: d.readings,
    vogt: isVogt(p),
    explain,
  });
}
// ---------------------------------------------------------------------------
// The fund (§5) and the four parts of 8.3 in §6

const salvageMoneyInParts = moneyInParts(partFund, [at("5"), at("6.1"), at("6.3")], SALVAGE_MONEY);
const footStrandMoneyInParts = moneyInParts(footStrandFund, [at("5"), at("6.7")], SALVAGE_MONEY);

/** The salvage money of the situation, as it is divided in parts. */
function salvageFund(situation: Situation): FundSpec {
  const foot = situation === "foot_strand";
  return {
    rule: foot ? footStrandMoneyInParts : salvageMoneyInParts,
    money: SALVAGE_MONEY,
    section: "§6",
    label: foot ? say.footStrandLabel() : say.salvagedLabel(),
    provisions: [...new Set([at("5"), ...SITUATION[situation].provisions])],
    inKind: goodsInKind(foot ? [at("5"), at("6.7")] : [at("5")]),
  };
}

/** The division of §6 as 8.3 (officials.ts) knows it. */
const divisionKind = (situation: Situation): DivisionKind =>
  situation === "foot_strand" ? "foot_strand" : "salvage_with_ships";

// ---------------------------------------------------------------------------
// Warnings a clerk should see

/** Add a warning to `out`. */
function warn(out: Warning[], message: string, ...provisions: string[]): void {
  out.push({ message, provisions });
}

function factWarnings(c: SalvageCase): Warning[] {
  const out: Warning[] = [];
  const { facts, situation } = c;
  if (situation !== "foot_strand" && !facts.merchant_goods) {
    warn(out, say.notMerchants(), at("8.1"));
  }
  if (situation === "foot_strand" && facts.ships.length > 0) {
    warn(out, say.shipsListed(), at("6.7"));
  }
  for (const s of facts.ships) {
    if (!s.salvaging) continue;
    const skipper = c.person(s.skipper);
    if (situation === "inside" && skipper && !c.owns(skipper, s)) {
      warn(out, say.notOwner({ skipper: nameOf(skipper), ship: { the: shipName(s) } }), at("6.3"));
    }
  }
  for (const office of ["vogt", "pastor"] as const) {
    const holders = c.people.filter((p) => has(p, office));
    // Each holder is one man (checkShipsAndPeople refuses a group of them).
    const total = holders.length;
    if (total > 1)
      warn(out, (office === "vogt" ? say.twoVogts : say.twoPastors)({ total: String(total) }), at("6.4"), at("6.7"));
  }
  for (const p of c.people) out.push(...personWarnings(p, c));
  return out;
}

function personWarnings(p: SalvagePerson, c: SalvageCase): Warning[] {
  const out: Warning[] = [];
  const n = nameOf(p);
  // On or outside the reefs a wagon is no question (6.5 and 6.6 follow the rule for inside them).
  if (c.situation !== "outside" && p.wagon && !isHead(p) && !isVogt(p) && !isSubstitute(p)) {
    warn(out, say.wagonNotHead({ name: n }), at("6.5"), at("6.6"));
  }
  if (c.situation !== "outside" && p.wagon && !tookPart(p)) {
    warn(out, say.wagonNoHelp({ name: n }), at("6.5"), at("6.6"));
  }
  if (c.situation !== "outside" && p.farm !== undefined && !has(p, "householder") && !isWidow(p)) {
    warn(out, say.farmNotHead({ name: n, farm: p.farm }), at("6.6"), at("6.7"));
  }
  const principal = c.person(p.in_place_of);
  if (principal && !isWidow(principal)) {
    warn(out, say.notForAWidow({ name: n, principal: nameOf(principal) }), at("6.7"));
  }
  if (principal && !has(p, "farmhand")) {
    warn(out, say.notAFarmhand({ name: n, principal: nameOf(principal) }), at("6.7"));
  }
  const parent = c.person(p.son_of);
  if (parent && !isHead(parent)) {
    warn(out, say.parentNotHead({ name: n, parent: nameOf(parent) }), at("6.9"));
  }
  const ship = c.facts.ships.find((s) => s.id === p.aboard);
  if (ship && c.situation === "foot_strand") {
    warn(out, say.aboardAshore({ name: n, ship: { the: shipName(ship) } }), at("6.7"));
  } else if (ship && !ship.salvaging) {
    warn(out, say.aboardNotSalvaging({ name: n, ship: { the: shipName(ship) } }), at("6.2"), at("6.3"));
  }
  if (isVogt(p) && isPastor(p)) warn(out, say.vogtAndPastor({ name: n }), at("6.4"), at("6.7"));
  return out;
}
// ---------------------------------------------------------------------------
// The determination

function notesOf(c: SalvageCase): Step[] {
  const notes: Step[] = [note(OLD_CUSTOM_NOTE, [at("5")])];
  if (c.facts.place === "open_sea") notes.push(note(say.openSea(), [at("6.1")]));
  const o = c.officials;
  if (o.kind === "are_the_vogts_parts") {
    notes.push(note(say.officialsAreVogts({ words: recipient(o.recipient).words }), [at("6.7"), at("8.3")]));
  }
  return notes;
}

/** §6: the rule of the kind, whose value is the situation that decides which of its rules govern. */
const salvageKindRule = kindRule(
  "borkum-1666/6#salvage",
  "salvage money, shared in parts by old custom (§5): salvage with ships on or outside the reefs (6.1–6.2) or inside them (6.3–6.6), and goods that came ashore by themselves (6.7–6.9)",
  // The paragraph's three situations; the rules beneath cite the rest of §6.
  [at("5"), at("6.1"), at("6.3"), at("6.7")],
  [
    "facts.people[].{aboard,carted,count,farm,helped,in_place_of,roles[],son_of,unable_to_work,wagon,without_means}",
    "facts.ships[].owners[].{person,share}",
    "facts.ships[].{salvaging,skipper}",
    "facts.{breaches,came_ashore_by_itself,date,merchant_goods,place,salvage_money}",
  ],
);

/**
 * §6 on the facts of a case. `asGiven` false: the facts are not the case file's
 * own but settled by another rule (7.9 makes a pilotage a salvage, and says who
 * went out aboard and helped), so no step names an entry of the file.
 */
export function decideSalvage(facts: SalvageFacts, ctx: DecideContext, asGiven = true): DeterminationBody {
  checkCovered(facts);
  const explain = ctx.explain !== false;
  const rc = contextOf(ctx);
  const where = firstOf(WHERE, facts, rc);
  // Goods that came ashore by themselves lie on the beach (6.7); salvage with ships
  // is divided by where it was made, and only a place left unstated fits no rule.
  // The place is settled before anything it makes matter.
  if (!where.applied) throw new CaseError("case", [PLACE_NOT_STATED]);
  checkShipsAndPeople(facts);
  const money = fundMoney(facts.salvage_money, "facts.salvage_money");
  const situation = where.value as Situation;
  const officials = officialsOf(divisionKind(situation), rc);
  const c = new SalvageCase(facts, situation, officials.officials);

  const people = decidePeople(c, rc).map((d) => partyOf(d, c, explain, asGiven));
  const o = c.officials;
  const parties = o.kind === "added" ? [...people, officialsParty(o, officials.step)] : people;

  const children = !explain
    ? []
    : [
        ...notesOf(c),
        section(say.whichRule(), [at("6.1"), at("6.3"), at("6.7")], where.steps, situation),
        ...(o.kind === "added" ? [] : [officials.step]),
      ];
  // The root is §6's rule, told in this case's words: its situation and the provisions that govern it.
  const root = {
    ...kindRoot(salvageKindRule, situation, children, rc),
    label: say.root({ situation: SITUATION[situation].text }),
    provisions: [at("5"), ...SITUATION[situation].provisions],
  };
  const body = divisionBody(
    {
      situation: SITUATION[situation].text,
      root,
      money,
      fund: salvageFund(situation),
      parties,
      warnings: aside(() => factWarnings(c)),
    },
    rc,
  );
  return withFrame(body, { breaches: facts.breaches, date: facts.date, section: "§6" }, rc);
}

// ---------------------------------------------------------------------------
// The kind

export const salvageKind = defineKind({
  kind: "salvage",
  summary:
    "Salvage money of stranded goods, shared in parts: salvage with ships on or outside the reefs (6.1–6.2) or inside them (6.3–6.6), and merchants' goods that came ashore by themselves (6.7–6.9).",
  provisions: [
    at("5"),
    at("6.1"),
    at("6.2"),
    at("6.3"),
    at("6.4"),
    at("6.5"),
    at("6.6"),
    at("6.7"),
    at("6.8"),
    at("6.9"),
    at("8.3"),
  ],
  facts: salvageFactsSchema,
  jsonSchema: salvageFactsJsonSchema,
  // The Danish Law's ship lost with her people, the officials asked, the bargain and the assessors' shares.
  omits: [
    "shipwreck",
    "off_market_town",
    "help_asked",
    "salvage_money_fixed_by",
    "salvage_money_shares",
    "salvage_agreement",
    "salvage_costs",
  ],
  decide: decideSalvage,
});
