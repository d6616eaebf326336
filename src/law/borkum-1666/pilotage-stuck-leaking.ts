/**
 * Borkum Rolle 1666, 7.9: a ship that called for a pilot and is found aground and
 * leaking pays salvage money, not pilot money, and the parts are kept as §6 says.
 * The case is restated as a salvage case (the island ships and people who went
 * out, what the ship pays, what the Vogt's inspection found) and decided by
 * salvage.ts, whose decision the pilotage kind hands in.
 */

import type {
  Assessment,
  DecideContext,
  DeterminationBody,
  Money,
  Obligation,
  Person,
  PilotageFacts,
  RuleContext,
  SalvageFacts,
  Step,
  Warning,
} from "./kit.js";
import {
  at,
  CaseError,
  choiceOn,
  contextOf,
  evaluate,
  evaluateTold,
  is,
  nameOf,
  note,
  PLACES,
  phrases,
  rule,
} from "./kit.js";
import { offersOf } from "./pilotage-accord.js";
import { isVogt, type Lot, type PilotageCase } from "./pilotage-common.js";
import { castLot, goersOf, lotObligations } from "./pilotage-whole-ship.js";

const say = phrases("borkum-1666/7.9", {
  rulerDecides: "the ruler's officials decide the salvage money the islanders may keep (Q-B24 R2)",
  rulerWhat: "The salvage money the islanders may keep, the ship having fallen to the territorial ruler",
  rulerBy: "the ruler's officials (the princely Drost and Amtmann at Greetsiel)",
  rulerBasis:
    "Q-B24 R2: once the ship has fallen to the ruler, the islanders' salvage money depends on what his officials allow",
  rulerWarning:
    "The division is provisional: the Vogt found that the ship has fallen to the territorial ruler, and under Q-B24 R2 the ruler's officials decide what salvage money the islanders keep; the parts stand, the amounts wait for their decision.",
  nothingChanges: "nothing changes for the shares: the money is still salvage money shared under §6 (Q-B24 R1)",
  notYetMade: "not yet made",
  findingNotStated: "made, but his finding is not stated",
  foundFallen: "made: he found that it has fallen to the ruler",
  foundNotFallen: "made: he found that it has not fallen to the ruler",
  inspect:
    "inspect the ship {calling}, found aground and leaking, and whether it has fallen into the hands of the high territorial authority — {status}",
  findingWhat: "Whether the ship {calling} has fallen into the hands of the high territorial authority",
  findingBy: "the Vogt, by his inspection",
  findingBasis: "7.9: the Vogt must inspect the ship found aground and leaking",
  inspectionWarning:
    "The Vogt's inspection is {status}: if he finds that the ship has fallen to the ruler, Q-B24 decides what follows for the salvage money.",
  readAsSalvage:
    "The case is read as a salvage under §6: the island {n, plural, one {ship} other {ships}} that went out ({ships}) salvaged, those who went out aboard helped, and everyone else kept what the case says of him; the money the ship pays is the salvage money.",
  readAsSalvageNone:
    "The case is read as a salvage under §6: the island ships that went out (none) salvaged, those who went out aboard helped, and everyone else kept what the case says of him; the money the ship pays is the salvage money.",
  becameInside:
    "Pilot money became salvage money under borkum-1666/7.9: the ship that called was found aground and leaking, so the parts are kept as §6 says for salvage inside the reefs",
  becameOutside:
    "Pilot money became salvage money under borkum-1666/7.9: the ship that called was found aground and leaking, so the parts are kept as §6 says for salvage outside the reefs",
  situation: "salvage money, not pilot money (borkum-1666/7.9): {situation}",
  fundLabel: "Salvage money: what the ship {calling} pays, salvage money under 7.9, not pilot money",
  thePilotNamed: "the pilot {name}",
  thePilotNamedId: 'the pilot {name} ("{id}")',
  thePilot: "the pilot",
  whereInside:
    "inside the reefs (6.3–6.6): two parts for the island ship that salvaged, one more for its owner-skipper, one for each head of household who helped, and the Vogt, the pastor and the widows at home",
  whereOutside:
    "on or outside the reefs (6.1–6.2): two parts for the island ship that salvaged, one for its skipper, one for each who helped aboard it",
  noShip:
    "the ship {calling} was found aground and leaking, so under 7.9 the {paid} it pays 'kann kein Lootsgeld heißen, sondern Bergegeld', shared as §6 says for salvage {where}; {who} went out by himself (mode: single_person), and the case names no island ship or boat that went out, so §6 has no salvaging ship to divide by",
  noShipExpected:
    "the boat or ship {pilot} went out in, under ships (id, skipper, owners), with aboard: <its id> on everyone who went out in it",
  noShipExpectedPilot:
    "the boat or ship the pilot went out in, under ships (id, skipper, owners), with aboard: <its id> on everyone who went out in it",
  noPlace:
    "the ship {calling} was found aground and leaking, so under 7.9 the {paid} it pays 'kann kein Lootsgeld heißen, sondern Bergegeld', shared as §6 says for salvage; §6 shares it one way on or outside the reefs (6.1–6.2) and another inside them (6.3–6.6), and the case does not say where the ship lay",
  noPlaceExpected: "one of {places}",
});

// ---------------------------------------------------------------------------
// Salvage money after all (7.9)

export type MoneyKind = "pilot_money" | "salvage_money";

const onStuckAndLeaking = choiceOn<null, boolean>("stuck_and_leaking", (v) => v);

/** Q-B23 R1: 7.9 asks for a ship aground and leaking, both. */
const bothAsTheTextSays = onStuckAndLeaking.base(
  {
    id: "borkum-1666/7.9#aground-and-leaking",
    label: "7.9 asks for a ship found aground and leaking, as the text says; one of the two is not enough (Q-B23 R1)",
    provisions: [at("7.9")],
    gives: false,
  },
  [
    /** Q-B23 R2: a ship aground or leaking is salvaged, not piloted. */
    onStuckAndLeaking.when("R2", {
      id: "borkum-1666/7.9#aground-or-leaking",
      label: "a ship found aground or leaking is salvaged, not piloted: either is enough (Q-B23 R2)",
      provisions: [at("7.9")],
      gives: true,
    }),
  ],
);

/** Found aground and leaking, as Q-B23 reads it (asked only when one of the two is missing). */
function foundStuckAndLeaking(f: PilotageFacts, ctx: RuleContext): boolean {
  const { aground, leaking } = f.ship;
  if (aground === leaking) return aground;
  return evaluate(bothAsTheTextSays, null, ctx).value === true;
}

export const turnedSalvage = rule<PilotageFacts, MoneyKind>({
  id: "borkum-1666/7.9#salvage-money",
  reads: [
    "facts.lot.{draw,persons[],ship}",
    "facts.people[].{aboard,carted,count,farm,helped,in_place_of,refused,roles[],son_of,unable_to_work,wagon,without_means}",
    "facts.ship.{aground,leaking,signal}",
    "facts.ships[].owners[].{person,share}",
    "facts.ships[].{salvaging,skipper}",
    "facts.vogt_inspection.{fallen_to_ruler,made}",
    "facts.{breaches,date,mode,pilot,pilot_money,place}",
  ],
  label:
    "the ship that flies the waft is found no longer in free passage, but aground and leaking: it cannot be called pilot money, but salvage money",
  provisions: [at("7.9")],
  when: (f, ctx) => f.ship.signal !== "none" && foundStuckAndLeaking(f, ctx),
  gives: () => "salvage_money",
  facts: (f) => ({ signal: f.ship.signal, aground: f.ship.aground, leaking: f.ship.leaking }),
});

interface WentOut {
  readonly ships: ReadonlySet<string>;
  readonly persons: ReadonlySet<string>;
  readonly lot?: Lot;
}

/** The island ships that went out, and who went out aboard them. */
function whoWentOut(c: PilotageCase, rc: RuleContext): WentOut {
  const f = c.facts;
  if (f.mode === "whole_ship" && f.lot !== undefined) {
    const lot = castLot(c, rc);
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
      const on = aboard(p);
      // One §7 knows as one man (the skipper, one the lot fell on, the Vogt) is one in §6 too.
      const one = c.isOne(p) ? { count: 1 as const } : {};
      return asSalvor(p, on === undefined ? { aboard: undefined, ...one } : { aboard: on, helped: true, ...one });
    }),
  } as SalvageFacts;
}

/**
 * A person of the pilotage case as §6 sees him: what 7.9 settles (aboard the island
 * ship that went out, or none; helping; one person) is given; every other field is
 * looked up on the pilotage case when a rule of §6 asks for it, and only then, so
 * that a field is read exactly where §6 reads it. Whoever did not go out was
 * aboard no salvaging ship.
 */
function asSalvor(p: Person, settled: { aboard: string | undefined; helped?: true; count?: 1 }): Person {
  const own = (k: string | symbol): k is keyof typeof settled => typeof k === "string" && Object.hasOwn(settled, k);
  return new Proxy(p, {
    get: (target, k, receiver) => (own(k) ? settled[k] : Reflect.get(target, k, receiver)),
    has: (target, k) => (own(k) ? settled[k] !== undefined : Reflect.has(target, k)),
  });
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
    is(ctx, "ruler_forfeit_effect", "R2")
      ? {
          words: say.rulerDecides(),
          assessment: {
            what: say.rulerWhat(),
            by: say.rulerBy(),
            basis: say.rulerBasis(),
            status: "needed",
            provisions: [at("7.9")],
          },
          warning: {
            message: say.rulerWarning(),
            provisions: [at("7.9")],
          },
        }
      : { words: say.nothingChanges() },
  show: (v) => v.words,
});

/** Where the Vogt's inspection stands, in words. */
function statusOf(insp: Inspection): string {
  return !insp.made
    ? say.notYetMade()
    : insp.fallen === undefined
      ? say.findingNotStated()
      : insp.fallen
        ? say.foundFallen()
        : say.foundNotFallen();
}

const theVogtInspects = rule<Inspection, string>({
  id: "borkum-1666/7.9#inspection",
  label:
    "the Vogt must then inspect the ship, whether it has fallen into the hands of the high territorial authority or not",
  provisions: [at("7.9")],
  gives: statusOf,
  facts: (insp) => ({ made: insp.made, ...(insp.fallen !== undefined ? { fallen_to_ruler: insp.fallen } : {}) }),
});

function inspectionOf(c: PilotageCase, rc: RuleContext) {
  const i = c.facts.vogt_inspection;
  const insp: Inspection = {
    made: i?.made ?? false,
    ...(i?.fallen_to_ruler !== undefined ? { fallen: i.fallen_to_ruler } : {}),
  };
  const vogt = c.people.find(isVogt);
  const status = statusOf(insp);
  const obligation: Obligation = {
    who: vogt?.id ?? "vogt",
    what: say.inspect({ calling: c.calling, status }),
    provisions: [at("7.9")],
  };
  const finding: Assessment = {
    what: say.findingWhat({ calling: c.calling }),
    by: say.findingBy(),
    basis: say.findingBasis(),
    status: insp.made && insp.fallen !== undefined ? "given" : "needed",
    ...(insp.made && insp.fallen !== undefined ? { value: insp.fallen } : {}),
    provisions: [at("7.9")],
  };
  const effect = evaluate(ruledByTheRuler, insp, rc);
  const warnings: Warning[] = effect.value?.warning ? [effect.value.warning] : [];
  if (finding.status === "needed") {
    warnings.push({
      message: say.inspectionWarning({ status }),
      provisions: [at("7.9")],
    });
  }
  const { step } = evaluateTold(theVogtInspects, insp, rc, () => ({ children: [effect.step] }));
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
  const who = pilot
    ? pilot.name
      ? say.thePilotNamedId({ name: nameOf(pilot), id: pilot.id })
      : say.thePilotNamed({ name: nameOf(pilot) })
    : say.thePilot();
  const where = c.facts.place === "inside_reefs" ? say.whereInside() : say.whereOutside();
  return new CaseError("case", [
    {
      path: "facts.ships",
      message: say.noShip({ calling: c.calling, paid: paid.format(), where, who }),
      expected: pilot ? say.noShipExpected({ pilot: pilot.id }) : say.noShipExpectedPilot(),
    },
  ]);
}

/**
 * 7.9 makes the money salvage money, and §6 divides salvage by where it was done:
 * on or outside the reefs (6.1–6.2), inside them (6.3–6.6), or on the beach (6.7).
 * Only here does a pilotage turn on its place, so it is asked for here.
 */
function noPlace(c: PilotageCase, paid: Money): CaseError {
  return new CaseError("case", [
    {
      path: "facts.place",
      message: say.noPlace({ calling: c.calling, paid: paid.format() }),
      expected: say.noPlaceExpected({ places: PLACES.join(", ") }),
    },
  ]);
}

/**
 * §6's decision, as the salvage kind makes it: handed in by the pilotage kind, so that
 * a rule of pilotage leans on no other kind of the statute.
 */
export type DecideSalvage = (facts: SalvageFacts, ctx: DecideContext, asGiven: boolean) => DeterminationBody;

export function salvageAfterAll(
  c: PilotageCase,
  paid: Money,
  classification: Step,
  ctx: DecideContext,
  decideSalvage: DecideSalvage,
): DeterminationBody {
  const rc = contextOf(ctx);
  if (c.facts.place === undefined) throw noPlace(c, paid);
  const out = whoWentOut(c, rc);
  if (out.ships.size === 0 && c.facts.place !== "beach") throw noShipWentOut(c, paid);
  const facts = asSalvage(c, out, paid);
  const inspection = inspectionOf(c, rc);
  const salvage = decideSalvage(facts, ctx, false);
  const inside = facts.place === "inside_reefs";
  const conversion = note(
    out.ships.size === 0
      ? say.readAsSalvageNone()
      : say.readAsSalvage({ n: out.ships.size, ships: [...out.ships].join(", ") }),
    [at("7.9")],
  );
  // The root is 7.9's own rule, told in the case's words, over the salvage it sends the money to.
  const cites = [at("7.9"), ...salvage.explanation.provisions.filter((p) => p !== at("7.9"))];
  const explanation = evaluateTold({ applying: turnedSalvage, cites }, c.facts, rc, () => ({
    label: inside ? say.becameInside() : say.becameOutside(),
    children: [classification, ...(out.lot?.steps ?? []), conversion, inspection.step, salvage.explanation],
  })).step;
  return {
    ...salvage,
    situation: say.situation({ situation: salvage.situation }),
    funds: salvage.funds.map((f) => ({
      ...f,
      label: say.fundLabel({ calling: c.calling }),
      provisions: [at("7.9"), ...f.provisions],
    })),
    obligations: [...(out.lot ? lotObligations(c, out.lot) : []), inspection.obligation, ...salvage.obligations],
    assessments: [...inspection.assessments, ...salvage.assessments],
    warnings: [...inspection.warnings, ...salvage.warnings],
    explanation,
  };
}
