/**
 * Borkum Rolle 1666, 7.6–7.8: by one person or with whole ships, and pilotage
 * with a whole ship. The lot falls on an island ship and on the persons who go
 * with it (7.7); the ship has two parts and its skipper one, and the others aboard
 * as Q-B22 reads it (7.8).
 */

import type {
  Assessment,
  Draw,
  Json,
  Obligation,
  Person,
  PilotageFacts,
  Rule,
  RuleContext,
  Ship,
  Step,
} from "./kit.js";
import { at, CaseError, drawLots, evaluateTold, is, nameOf, phrases, R, Rational, rule, sum } from "./kit.js";
import { type Award, type Fallback, noPart, parts, showAward } from "./parts.js";
import { drawRefused, drawStep, fell, how, type Lotted } from "./pilotage-accord.js";
import { goes, isGrownSon, isHead, type Lot, names, type PilotageCase, shipName, type Who } from "./pilotage-common.js";

const say = phrases("borkum-1666/7.7", {
  lotFell: "the lot fell on {skipper} with his ship {ship}",
  lotAmongShips: "the lot among the island ships falls on {ship}, sailed by {skipper}",
  lotFellPersons: "the lot fell on {persons} to go with the ship",
  lotFellNoOne: "the lot fell on no one besides the skipper to go with the ship",
  lotAmongPersons: "the lot among the persons falls on {persons}: as many as the present need requires ({n})",
  lotAmongNoOne: "the lot among the persons falls on no one: as many as the present need requires ({n})",
  needWhat: "How many persons the present need requires on the piloting ship",
  needBy: "not named by the text (7.7 does not say who judges the need)",
  needDrawn: "given in the case as lot.draw.persons_needed",
  needStated: "given in the case by the persons the lot fell on",
  // Said of the ship or of the persons the lot fell on: a message with an argument is
  // noted in the determination's book, where the explanation finds a fact's value to say.
  stated: "{what, select, ship {stated in the case} other {stated in the case}}",
  skipperGoes:
    "go out with his ship {ship} to help the ship {calling} that called for a pilot, the lot having fallen on him",
  personGoes: "go out on {ship} to the ship {calling}, the lot having fallen on him",
  twoForTheShip: "2 parts for the piloting ship {ship} (sole owner)",
  twoForTheShipShare: "2 parts for the piloting ship {ship} ({share} share)",
  bodyPart: "1 part for his body ('für seinen Leib'), as skipper of the piloting ship {ship}",
  sonOwn: "1 part for his body, his own: the one-part limit holds only where the text states it (Q-B04 R2)",
  sonCounts: "his going counts for the household of {parent}, which has one part at most (Q-B04 R1)",
  sonNoParent: "his household's one part (Q-B04 R1); no parent is named (son_of), so it stands on his row",
  sonNoParentWarning:
    "{name}'s part belongs to his household under Q-B04 R1, but no parent is named with son_of; it is shown on his own row.",
  dutyByLot: "went on {ship} by lot as a duty: only the piloting ship and its skipper are paid (Q-B22 R3)",
  dutyAboard: "went on {ship} aboard as a duty: only the piloting ship and its skipper are paid (Q-B22 R3)",
  bodyByLot: "1 part for his body, having gone on {ship} by lot (Q-B22 {reading})",
  bodyAboard: "1 part for his body, having gone on {ship} aboard (Q-B22 {reading})",
  bothShip: "the ship the lot fell on is stated (lot.ship), and a lot among ships is asked for too",
  bothShipExpected: "either lot.ship or lot.draw.ships, not both",
  noLot: "pilotage with whole ships goes by lot (7.7), and neither the ship the lot fell on nor a lot to draw is given",
  noLotExpected: "lot.ship: the island ship the lot fell on, or lot.draw with a seed and the ships in the lot",
  bothPersons: "the persons the lot fell on are stated (lot.persons), and a lot among persons is asked for too",
  bothPersonsExpected: "either lot.persons or lot.draw.persons with persons_needed, not both",
  ownerOnly: "did not go out himself: his share of the ship's two parts only",
  notOutR3: "did not go out: only the piloting ship and its skipper are paid (Q-B22 R3)",
  notOutR1:
    "did not go out with the piloting ship: the whole pilot money is divided among the ship, its skipper and those who went by lot; the company on the beach, the Vogt and the pastor do not share (Q-B22 R1)",
  householdPart: "1 part for his household, earned by {members} going on the piloting ship (Q-B04 R1)",
  householdHas: "{members} going adds nothing: his household has its one part already (Q-B04 R1)",
});

// ---------------------------------------------------------------------------
// By one person, or with whole ships (7.6, 7.7)

export type Mode = "single_person" | "whole_ship";

const withWholeShips = rule<PilotageFacts, Mode>({
  id: "borkum-1666/7.7#whole-ships",
  reads: ["facts.mode"],
  label:
    "but when the piloting must be done with whole ships, the one on whom the lot falls goes with his ship, with the persons the lot falls on",
  provisions: [at("7.7")],
  when: (f) => f.mode === "whole_ship",
  gives: () => "whole_ship",
  facts: (f) => ({ mode: f.mode }),
});

export const byOnePerson = rule<PilotageFacts, Mode>({
  id: "borkum-1666/7.6#one-person",
  reads: ["facts.mode"],
  label: "the above (7.2–7.5) is to be understood of one person who goes aboard the foreign ship and pilots it",
  provisions: [at("7.6")],
  gives: () => "single_person",
  facts: (f) => ({ mode: f.mode }),
  exceptions: [withWholeShips],
});

// ---------------------------------------------------------------------------
// The lot (7.7)

/** 7.7: 'so soll derjenige, auf den das Los fällt, mit seinem Schiff … fahren'. */
const theLotShip = rule<Lotted, Json>({
  id: "borkum-1666/7.7#lot-ship",
  label: "the one on whom the lot falls goes with his ship",
  provisions: [at("7.7")],
  gives: fell,
  facts: how,
});

/** 7.7: '… mit den Personen, auf die das Los fällt, so viele die gegenwärtige Not erfordert'. */
const theLotPersons = rule<Lotted, Json>({
  id: "borkum-1666/7.7#lot-persons",
  label: "with him go the persons on whom the lot falls, as many as the present need requires",
  provisions: [at("7.7")],
  gives: fell,
  facts: how,
});

function lotShip(c: PilotageCase, steps: Step[], ctx: RuleContext): Ship {
  const lot = c.facts.lot;
  const from = lot?.draw?.ships ?? [];
  if (lot?.ship !== undefined && from.length > 0) {
    throw new CaseError("case", [
      {
        path: "facts.lot.draw.ships",
        message: say.bothShip(),
        expected: say.bothShipExpected(),
      },
    ]);
  }
  if (lot?.ship !== undefined) {
    const ship = c.islandShip(lot.ship) as Ship;
    const stated = { fell: ship.id, how: { ship: ship.id, as: say.stated({ what: "ship" }) } };
    steps.push(
      evaluateTold(theLotShip, stated, ctx, () => ({
        label: say.lotFell({ skipper: nameOf(c.known(ship.skipper)), ship: shipName(ship) }),
      })).step,
    );
    return ship;
  }
  if (from.length === 0 || lot?.draw === undefined) {
    throw new CaseError("case", [
      {
        path: "facts.lot.ship",
        message: say.noLot(),
        expected: say.noLotExpected(),
      },
    ]);
  }
  let d: Draw;
  try {
    d = drawLots(`${lot.draw.seed}:ship`, from, 1);
  } catch (e) {
    drawRefused(e, "facts.lot.draw.ships");
  }
  const ship = c.islandShip(d.drawn[0]) as Ship;
  steps.push(
    drawStep(theLotShip, say.lotAmongShips({ ship: shipName(ship), skipper: nameOf(c.known(ship.skipper)) }), d, ctx, {
      seed_given: lot.draw.seed,
    }),
  );
  return ship;
}

function lotPersons(
  c: PilotageCase,
  ship: Ship,
  steps: Step[],
  ctx: RuleContext,
): { persons: Person[]; drawn: boolean } {
  const lot = c.facts.lot;
  const draw = lot?.draw;
  const stated = lot?.persons ?? [];
  const asked = draw !== undefined && (draw.persons.length > 0 || draw.persons_needed > 0);
  if (stated.length > 0 && asked) {
    throw new CaseError("case", [
      {
        path: "facts.lot.draw.persons",
        message: say.bothPersons(),
        expected: say.bothPersonsExpected(),
      },
    ]);
  }
  if (!asked || draw === undefined) {
    const persons = stated.map((id) => c.known(id));
    const fell = { fell: [...stated], how: { persons: [...stated], as: say.stated({ what: "persons" }) } };
    steps.push(
      evaluateTold(theLotPersons, fell, ctx, () => ({
        label: persons.length > 0 ? say.lotFellPersons({ persons: names(persons) }) : say.lotFellNoOne(),
      })).step,
    );
    return { persons, drawn: false };
  }
  // The skipper goes with his ship; he is not drawn again among the persons.
  const pool = draw.persons.filter((id) => id !== ship.skipper);
  let d: Draw;
  try {
    d = drawLots(`${draw.seed}:persons`, pool, draw.persons_needed);
  } catch (e) {
    drawRefused(e, "facts.lot.draw.persons_needed");
  }
  const persons = d.drawn.map((id) => c.known(id));
  steps.push(
    drawStep(
      theLotPersons,
      persons.length > 0
        ? say.lotAmongPersons({ persons: names(persons), n: String(draw.persons_needed) })
        : say.lotAmongNoOne({ n: String(draw.persons_needed) }),
      d,
      ctx,
      {
        seed_given: draw.seed,
        persons_needed: draw.persons_needed,
        ...(pool.length < draw.persons.length ? { left_out: `${ship.skipper}, who goes with his ship` } : {}),
      },
    ),
  );
  return { persons, drawn: true };
}

export function castLot(c: PilotageCase, ctx: RuleContext): Lot {
  const steps: Step[] = [];
  const ship = lotShip(c, steps, ctx);
  const { persons, drawn } = lotPersons(c, ship, steps, ctx);
  const assessment: Assessment = {
    what: say.needWhat(),
    by: say.needBy(),
    basis: drawn ? say.needDrawn() : say.needStated(),
    status: "given",
    value: drawn ? (c.facts.lot?.draw?.persons_needed ?? persons.length) : persons.length,
    provisions: [at("7.7")],
  };
  return { ship, persons: persons.filter((p) => p.id !== ship.skipper), steps, assessment };
}

export function lotObligations(c: PilotageCase, lot: Lot): Obligation[] {
  const ship = shipName(lot.ship);
  return [
    {
      who: lot.ship.skipper,
      what: say.skipperGoes({ ship, calling: c.calling }),
      provisions: [at("7.7")],
    },
    ...lot.persons.map((p) => ({
      who: p.id,
      // One the lot fell on is one person (7.7).
      what: say.personGoes({ ship: { the: ship }, calling: c.calling }),
      provisions: [at("7.7")],
    })),
  ];
}

// ---------------------------------------------------------------------------
// The piloting ship and those aboard (7.7, 7.8)

interface ShipHolding {
  readonly ship: Ship;
  readonly share: Rational;
}

export function holdingsIn(p: Person, ship: Ship | undefined): ShipHolding[] {
  if (!ship) return [];
  const shares = ship.owners.filter((o) => o.person === p.id).map((o) => o.share);
  return shares.length > 0 ? [{ ship, share: sum(shares) }] : [];
}

export const twoPartsForTheShip = rule<ShipHolding, Award>({
  id: "borkum-1666/7.8#ship",
  reads: ["facts.ships[].{id,name}"],
  label: "whoever pilots with his ship has two parts for the ship; they go to its owners by their shares, as in §6",
  provisions: [at("7.8")],
  show: showAward,
  gives: (h) =>
    parts(
      R(2).mul(h.share),
      h.share.eq(Rational.ONE)
        ? say.twoForTheShip({ ship: shipName(h.ship) })
        : say.twoForTheShipShare({ ship: shipName(h.ship), share: h.share.toString() }),
    ),
  facts: (h) => ({ ship: h.ship.id, share: h.share.toString() }),
});

const skipperOfThePilotingShip = rule<Who, Award>({
  id: "borkum-1666/7.8#skipper",
  reads: ["facts.people[].id", "facts.ships[].skipper"],
  label: "whoever pilots with his ship has one part for his body, wherever the pilotage is",
  provisions: [at("7.8")],
  show: showAward,
  when: (w) => w.k.lot?.ship.skipper === w.person.id,
  gives: (w) => parts(1, say.bodyPart({ ship: shipName((w.k.lot as Lot).ship) })),
});

const sonGoesForHisHousehold = rule<Who, Award>({
  id: "borkum-1666/7.8#grown-son",
  reads: ["facts.people[].{roles[],son_of}", "facts.ships[].skipper"],
  label: "a grown son who goes on the piloting ship: a part of his own, or his household's one part?",
  provisions: [at("7.8")],
  readings: ["son_part"],
  show: showAward,
  when: (w) =>
    goes(w) &&
    w.k.lot?.ship.skipper !== w.person.id &&
    isGrownSon(w.person) &&
    !isHead(w.person) &&
    w.k.structure !== "R3",
  gives: (w, ctx) => {
    if (is(ctx, "son_part", "R2")) {
      return parts(1, say.sonOwn());
    }
    const parent = w.k.c.parent(w.person);
    return parent
      ? noPart(say.sonCounts({ parent: nameOf(parent) }), { countsFor: parent.id })
      : parts(1, say.sonNoParent(), { warning: say.sonNoParentWarning({ name: nameOf(w.person) }) });
  },
});

const goesOnThePilotingShip = rule<Who, Award>({
  id: "borkum-1666/7.7#person",
  reads: ["facts.people[].id", "facts.ships[].name"],
  label: "as many persons as the present need requires go on the piloting ship, those on whom the lot falls",
  provisions: [at("7.7"), at("7.8")],
  show: showAward,
  when: goes,
  gives: (w) => {
    const ship = { the: shipName((w.k.lot as Lot).ship) };
    const byLot = w.k.lot?.persons.includes(w.person) ?? false;
    if (w.k.structure === "R3") return noPart(byLot ? say.dutyByLot({ ship }) : say.dutyAboard({ ship }));
    const reading = String(w.k.structure);
    return parts(1, byLot ? say.bodyByLot({ ship, reading }) : say.bodyAboard({ ship, reading }));
  },
  exceptions: [sonGoesForHisHousehold],
});

export const SHIP_PARTY_RULES: readonly Rule<Who, Award>[] = [skipperOfThePilotingShip, goesOnThePilotingShip];

export function shipPartyFallback(w: Who): Fallback {
  if (holdingsIn(w.person, w.k.lot?.ship).length > 0) {
    return { award: noPart(say.ownerOnly()), provisions: [at("7.8")] };
  }
  if (w.k.structure === "R3") {
    return {
      award: noPart(say.notOutR3()),
      provisions: [at("7.8")],
    };
  }
  return {
    award: noPart(say.notOutR1()),
    provisions: [at("7.7"), at("7.8")],
  };
}

interface Household {
  readonly own: Award;
  readonly members: readonly Person[];
}

export const householdHasOnePart = rule<Household, Award>({
  id: "borkum-1666/7.8#household",
  label: "one part per household: sons who went count for their parent's household (Q-B04 R1)",
  provisions: [at("7.8")],
  show: showAward,
  gives: (h) =>
    h.own.parts.isZero()
      ? parts(1, say.householdPart({ members: names(h.members) }))
      : noPart(say.householdHas({ members: names(h.members) })),
});

export function goersOf(c: PilotageCase, lot: Lot): Set<string> {
  const aboard = c.people.filter((p) => p.aboard === lot.ship.id).map((p) => p.id);
  return new Set([lot.ship.skipper, ...lot.persons.map((p) => p.id), ...aboard]);
}
