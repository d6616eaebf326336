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
 *
 * This file decides what the money is and ties the division together; the
 * sections live beside it: pilotage-accord.ts (7.2), pilotage-surplus.ts
 * (7.3–7.5), pilotage-whole-ship.ts (7.6–7.8), pilotage-stuck-leaking.ts (7.9),
 * pilotage-parties.ts (the parties and funds both ways of sharing use) and
 * pilotage-common.ts (the case as §7 sees it).
 */

import { divided, divisionBody, fundMoney } from "./division.js";
import { withFrame } from "./frame.js";
import type { DecideContext, DeterminationBody, Fund, PilotageFacts, RuleContext, Step, Warning } from "./kit.js";
import {
  aside,
  at,
  BodyParts,
  CaseError,
  contextOf,
  defineKind,
  describing,
  evaluate,
  kindBody,
  NotCoveredError,
  nameOf,
  note,
  phrases,
  pilotageFactsJsonSchema,
  pilotageFactsSchema,
  q,
  rule,
  section,
  withOwnReadings,
} from "./kit.js";
import type { Officials } from "./officials.js";
import { OLD_CUSTOM_NOTE } from "./parts.js";
import { choosePilot } from "./pilotage-accord.js";
import type { Lot, Setting, Structure } from "./pilotage-common.js";
import { AGREED_PRICE, has, isHead, isOffice, isVogt, PilotageCase, shipName } from "./pilotage-common.js";
import type { Begun } from "./pilotage-parties.js";
import {
  AGREED_PRICE_FUND,
  agreedPriceLine,
  companyRows,
  officialsIn,
  partyOf,
  root,
  SITUATION,
  SURPLUS_FUND,
  shipPartyRows,
  shortfallLiabilities,
  totalFund,
  WHOLE_FEE_FUND,
  withLines,
  withOfficials,
  withSides,
} from "./pilotage-parties.js";
import { type MoneyKind, salvageAfterAll, turnedSalvage } from "./pilotage-stuck-leaking.js";
import { type Settlement, surplusToTheCompany } from "./pilotage-surplus.js";
import { byOnePerson, castLot, goersOf, holdingsIn, lotObligations, type Mode } from "./pilotage-whole-ship.js";
import { decideSalvage } from "./salvage.js";

export { AGREED_PRICE } from "./pilotage-common.js";

const say = phrases("borkum-1666/7", {
  loneLot:
    "A lot is stated, but the pilotage was by one person: the lot of 7.7 concerns whole ships; it is left aside.",
  offersAside:
    "Offers or a pilot are given, but the pilotage was with a whole ship: there the lot decides who goes (7.7), not the lowest offer (7.2); they are left aside.",
  twoVogts: "{total} people are marked vogt; the Rolle knows one Vogt.",
  twoPastors: "{total} people are marked pastor; the Rolle knows one pastor.",
  parentNotHead: "{name} is named a son of {parent}, who is not marked as the head of a household.",
  onePersonRoot: "Pilot money under borkum-1666 §7: pilotage by one person (7.2–7.6)",
  agreedLabel: "The agreed price, kept by the pilot {pilot}",
  keptWhole: "not divided: kept whole by the pilot",
  r1: "each who goes by lot has one body part, and the whole pilot money is divided (Q-B22 R1)",
  r2: "the ship's party keeps an agreed price in these parts, and the surplus goes to the company on the beach (Q-B22 R2)",
  r3: "only the piloting ship and its skipper are paid; the others go as a duty (Q-B22 R3)",
  aboardWithoutLot:
    "{name} is marked aboard the piloting ship {ship}, but the lot did not fall on him (7.7); he is counted with those who went.",
  skipperNotOwner:
    "{name} sails the piloting ship {ship} but does not own it; 7.8 speaks of one who pilots 'with his ship': the ship's two parts go to its owners, the body part to him.",
  place:
    "The three parts hold wherever the pilotage is, 'on the Reven, the Rif or the Rantzel, that is, inside the Dieves or Borkum' .",
  placeHere:
    "The three parts hold wherever the pilotage is, 'on the Reven, the Rif or the Rantzel, that is, inside the Dieves or Borkum'  (here: {place}).",
  wholeShipRoot: "Pilot money under borkum-1666 §7: pilotage with a whole ship (7.7–7.8)",
  wholeShipSurplusRoot:
    "Pilot money under borkum-1666 §7: pilotage with a whole ship (7.7–7.8), the surplus to the company (7.3)",
  agreedSection: "The agreed price, kept by the piloting ship's party in the parts of 7.8 (Q-B22 R2)",
  surplusSection:
    "The surplus over the agreed price, to the company present at the accord on the beach (7.3–7.5, Q-B22 R2)",
  forTheShipsParty: "{description}, for the piloting ship's party",
  whatTheMoneyIs: "What the money is",
  byOnePerson: "By one person, or with whole ships",
  noSignal:
    "§7 of the Rolle speaks of a ship that calls for a pilot by flying a waft or firing a gun (borkum-1666/7.1), and 7.9 of 'the ship that has the waft'; the ship {calling} gave no signal, so what it paid is not pilot money under §7. If islanders salvaged it, decide the case as kind \"salvage\" under §6.",
  familiar:
    "Pilot money under §7 is paid by a ship that does not know the waters ('unkundig', borkum-1666/7.1); the ship {calling} knew them, so §7 does not apply, and it was not found aground and leaking, which would make the money salvage money under 7.9.",
  notInPassage:
    "Pilot money under §7 is paid by a ship still in free passage on the river (borkum-1666/7.1); the ship {calling} was not, and {how}. The Rolle does not say what money from such a ship is.",
  onlyOne:
    "it was found {aground, select, yes {aground but not leaking} other {leaking but not aground}}, and 7.9 asks for both ({reading})",
  neither: "it was not found aground and leaking, which would make the money salvage money under 7.9",
  officeGroup: "{name} is {office, select, vogt {the Vogt} other {the pastor}}, who is one man, not a group of {count}",
  oneGroup:
    "{name} goes out as pilot, sails or owns a ship, or is in the lot, so must be one person, not a group of {count}",
  countExpected: "count: 1",
  refusedAndUnable:
    "{name} is said both to have refused (would not go along) and to have been unable to come (could not)",
  refusedAndUnableExpected: "refused: true or unable_to_come: true, not both",
  refusedNotTold: "{name} is said to have refused, which means he was told and would not go along, but told is false",
  refusedNotToldExpected: "refused: false, or told: true",
  noAgreedPrice:
    "under Q-B22 R2 the piloting ship's party keeps an agreed price and the company shares the surplus, but no agreed price is given",
  noAgreedPriceExpected:
    "the price agreed on the beach for the piloting ship (agreed_price), or another reading of ship_pilotage_shares",
});

// ---------------------------------------------------------------------------
// What the money is (7.1, 7.9)

const pilotMoney = rule<PilotageFacts, MoneyKind>({
  id: "borkum-1666/7.1#pilot-money",
  reads: ["facts.ship.{in_free_passage,signal,unfamiliar}"],
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
    return new NotCoveredError(say.noSignal({ calling: c.calling }), "facts.ship.signal", [at("7.1"), at("7.9")]);
  }
  if (!s.unfamiliar && s.in_free_passage) {
    return new NotCoveredError(say.familiar({ calling: c.calling }), "facts.ship.unfamiliar", [at("7.1"), at("7.9")]);
  }
  const how =
    s.aground !== s.leaking
      ? say.onlyOne({ aground: s.aground ? "yes" : "no", reading: q(ctx, "stuck_and_leaking") })
      : say.neither();
  return new NotCoveredError(say.notInPassage({ calling: c.calling, how }), "facts.ship.in_free_passage", [
    at("7.1"),
    at("7.9"),
  ]);
}

// ---------------------------------------------------------------------------
// Warnings and checks

function checkFacts(c: PilotageCase): void {
  const issues: { path: string; message: string; expected?: string }[] = [];
  c.people.forEach((p, i) => {
    // The count is read here only to refuse a group where the text speaks of one
    // man: the rules read no count of his (PilotageCase.rows), so it is not asked.
    if (c.isOne(p) && aside(() => p.count > 1)) {
      issues.push({
        path: `facts.people[${i}].count`,
        message: isOffice(p)
          ? say.officeGroup({ name: nameOf(p), office: isVogt(p) ? "vogt" : "pastor", count: String(p.count) })
          : say.oneGroup({ name: nameOf(p), count: String(p.count) }),
        expected: say.countExpected(),
      });
    }
    if (p.refused && p.unable_to_come) {
      issues.push({
        path: `facts.people[${i}].unable_to_come`,
        message: say.refusedAndUnable({ name: nameOf(p) }),
        expected: say.refusedAndUnableExpected(),
      });
    }
    if (p.refused && p.told === false) {
      issues.push({
        path: `facts.people[${i}].refused`,
        message: say.refusedNotTold({ name: nameOf(p) }),
        expected: say.refusedNotToldExpected(),
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
    warn(say.loneLot(), at("7.6"), at("7.7"));
  }
  if (mode === "whole_ship" && (f.offers.length > 0 || f.pilot !== undefined)) {
    warn(say.offersAside(), at("7.2"), at("7.7"));
  }
  for (const office of ["vogt", "pastor"] as const) {
    // Each holder is one man (checkFacts refuses a group of them).
    const total = c.people.filter((p) => has(p, office)).length;
    if (total > 1)
      warn((office === "vogt" ? say.twoVogts : say.twoPastors)({ total: String(total) }), at("7.4"), at("7.5"));
  }
  for (const p of c.people) {
    const parent = c.parent(p);
    if (parent && !isHead(parent)) {
      warn(say.parentNotHead({ name: nameOf(p), parent: nameOf(parent) }), at("7.3"));
    }
  }
  return out;
}

function onePerson(b: Begun): DeterminationBody {
  const { c, paid, rc } = b;
  const choice = choosePilot(c, rc);
  const settled = evaluate(surplusToTheCompany, { agreed: choice.agreed, paid, keeper: "pilot" }, rc);
  const s = settled.value as Settlement;
  const k: Setting = { c, goers: new Set([choice.pilot.id]), pilot: choice.pilot.id };
  const off = officialsIn(rc);
  const rows = companyRows(k, rc);
  const people = rows.map((r) => partyOf(r, k, "", r.person.id === choice.pilot.id ? s.keeps : undefined));
  const parties = withOfficials(people, off);
  const explanation = root(
    say.onePersonRoot(),
    "single_person",
    [at("7.2"), at("7.3"), at("7.4"), at("7.5"), at("7.6")],
    [...b.pre, choice.step, settled.step, ...(off.o.kind === "added" ? [] : [off.step])],
    rc,
  );
  const surplus = divided(
    { money: s.surplus, fund: SURPLUS_FUND, parties, warnings: [...b.warnings, ...choice.warnings] },
    rc,
  );
  const owed = shortfallLiabilities(s.companyOwes, parties, k, choice.pilot.id);
  const agreedFund: Fund = {
    label: say.agreedLabel({ pilot: nameOf(choice.pilot) }),
    amount: s.keeps.toJSON(),
    provisions: [at("7.2"), at("7.3")],
    rounding: say.keptWhole(),
  };
  const out = new BodyParts();
  out.liabilities.push(...owed.liabilities);
  out.assessments.push(...surplus.assessments);
  out.warnings.push(...surplus.warnings, ...owed.warnings);
  const whole = kindBody(
    SITUATION.single,
    out,
    { ...explanation, children: [...explanation.children, ...surplus.steps] },
    {
      funds: [totalFund(c, paid, s, "pilot"), agreedFund, surplus.fund],
      allocations: withLines(surplus.allocations, [agreedPriceLine(choice.pilot, s, choice.how)]),
    },
  );
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
      R1: say.r1(),
      R2: say.r2(),
      R3: say.r3(),
    })[s],
});

function aboardWithoutLot(c: PilotageCase, lot: Lot): Warning[] {
  return c.people
    .filter((p) => p.aboard === lot.ship.id && p.id !== lot.ship.skipper && !lot.persons.includes(p))
    .map((p) => ({
      message: say.aboardWithoutLot({ name: nameOf(p), ship: shipName(lot.ship) }),
      provisions: [at("7.7")],
    }));
}

function skipperNotOwner(lot: Lot, c: PilotageCase): Warning[] {
  const skipper = c.known(lot.ship.skipper);
  return holdingsIn(skipper, lot.ship).length > 0
    ? []
    : [
        {
          message: say.skipperNotOwner({ name: nameOf(skipper), ship: shipName(lot.ship) }),
          provisions: [at("7.8")],
        },
      ];
}

/**
 * A pilotage with a whole ship, begun: the setting of its lot and parts, the steps
 * and warnings so far, and the officials' four parts.
 */
interface WholeShip {
  readonly b: Begun;
  readonly k: Setting;
  readonly pre: Step[];
  readonly warnings: Warning[];
  readonly off: { o: Officials; step: Step };
}

function wholeShip(b: Begun): DeterminationBody {
  const { c, rc } = b;
  const lot = castLot(c, rc);
  const structure = evaluate(howTheShipsPartsGo, c.facts, rc);
  const k: Setting = { c, goers: goersOf(c, lot), lot, structure: structure.value as Structure };
  const off = officialsIn(rc);
  const place = note(
    describing(() => (c.facts.place !== undefined ? say.placeHere({ place: c.facts.place }) : say.place())),
    [at("7.8")],
  );
  const pre = [...b.pre, ...lot.steps, structure.step, place];
  const warnings = [...b.warnings, ...aboardWithoutLot(c, lot), ...skipperNotOwner(lot, c)];
  const common = { obligations: lotObligations(c, lot), assessment: lot.assessment };
  const w: WholeShip = { b, k, pre, warnings, off };
  const body = k.structure === "R2" ? shipsPartyAndCompany(w) : wholeFee(w);
  return {
    ...body,
    obligations: [...common.obligations, ...body.obligations],
    assessments: [common.assessment, ...body.assessments],
  };
}

function wholeFee({ b, k, pre, warnings, off }: WholeShip): DeterminationBody {
  const parties = withOfficials(
    shipPartyRows(k, b.c.people, b.rc).map((r) => partyOf(r, k)),
    off,
  );
  const explanation = root(
    say.wholeShipRoot(),
    "whole_ship",
    [at("7.7"), at("7.8")],
    [...pre, ...(off.o.kind === "added" ? [] : [off.step])],
    b.rc,
  );
  return divisionBody(
    { situation: SITUATION.whole, root: explanation, money: b.paid, fund: WHOLE_FEE_FUND, parties, warnings },
    b.rc,
  );
}

/** Q-B22 R2: the ship's party keeps an agreed price in the parts of 7.8, the company shares the surplus (7.3). */
function shipsPartyAndCompany({ b, k, pre, warnings, off }: WholeShip): DeterminationBody {
  const { c, paid, rc } = b;
  if (c.facts.agreed_price === undefined) {
    throw new CaseError("case", [
      {
        path: "facts.agreed_price",
        message: say.noAgreedPrice(),
        expected: say.noAgreedPriceExpected(),
      },
    ]);
  }
  const agreed = fundMoney(c.facts.agreed_price, "facts.agreed_price");
  const settled = evaluate(surplusToTheCompany, { agreed, paid, keeper: "party" }, rc);
  const s = settled.value as Settlement;
  const lot = k.lot as Lot;
  const party = c.people.filter((p) => k.goers.has(p.id) || holdingsIn(p, lot.ship).length > 0);
  const shipParties = shipPartyRows(k, party, rc).map((r) => partyOf(r, k, AGREED_PRICE));
  const a = divided({ money: s.keeps, fund: AGREED_PRICE_FUND, parties: shipParties, warnings: [] }, rc);
  const company = withOfficials(
    companyRows(k, rc).map((r) => partyOf(r, k)),
    off,
  );
  const surplus = divided({ money: s.surplus, fund: SURPLUS_FUND, parties: company, warnings }, rc);
  const owed = shortfallLiabilities(s.companyOwes, company, k, lot.ship.skipper);
  const explanation = root(
    say.wholeShipSurplusRoot(),
    "whole_ship",
    [at("7.3"), at("7.7"), at("7.8")],
    [
      ...pre,
      section(say.agreedSection(), [at("7.7"), at("7.8")], [settled.step, ...a.steps]),
      section(
        say.surplusSection(),
        [at("7.3"), at("7.4"), at("7.5")],
        [...(off.o.kind === "added" ? [] : [off.step]), ...surplus.steps],
      ),
    ],
    rc,
  );
  const out = new BodyParts();
  for (const l of owed.liabilities) {
    out.liabilities.push({ ...l, description: say.forTheShipsParty({ description: l.description }) });
  }
  out.assessments.push(...a.assessments, ...surplus.assessments);
  out.warnings.push(...a.warnings, ...surplus.warnings, ...owed.warnings);
  const whole = kindBody(SITUATION.whole, out, explanation, {
    funds: [totalFund(c, paid, s, "party"), a.fund, surplus.fund],
    allocations: withLines(surplus.allocations, a.allocations),
  });
  return withSides(whole, c, paid, rc);
}

// ---------------------------------------------------------------------------
// The determination

export function decidePilotage(facts: PilotageFacts, ctx: DecideContext): DeterminationBody {
  const c = new PilotageCase(facts);
  checkFacts(c);
  const rc = contextOf(ctx);
  const paid = fundMoney(facts.pilot_money, "facts.pilot_money");
  const what = withOwnReadings(rc, (local) => evaluate(pilotMoney, facts, local));
  const classification: Step = {
    label: say.whatTheMoneyIs(),
    provisions: [at("7.1"), at("7.9")],
    status: "applied",
    ...(Object.keys(what.readings).length > 0 ? { readings: what.readings } : {}),
    value: what.value.applied ? (what.value.value as string) : null,
    children: [what.value.step],
  };
  if (!what.value.applied) throw notCovered(c, rc);
  if (what.value.value === "salvage_money") return salvageAfterAll(c, paid, classification, ctx, decideSalvage);

  const mode = evaluate(byOnePerson, facts, rc);
  const begun: Begun = {
    c,
    paid,
    rc,
    pre: [
      note(OLD_CUSTOM_NOTE, [at("5")]),
      classification,
      {
        label: say.byOnePerson(),
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
