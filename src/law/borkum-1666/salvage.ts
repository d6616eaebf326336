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
 */

import {
  type SalvageFacts,
  type SalvagePerson,
  type SalvageShip,
  salvageFactsJsonSchema,
  salvageFactsSchema,
} from "../../cases/kinds/salvage.js";
import type { DeterminationBody, Warning } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { R, Rational, sum } from "../../core/rational.js";
import { evaluate, firstOf, LEFT_OUT, type Rule, type RuleContext, rule } from "../../core/rule.js";
import { type DecideContext, defineKind } from "../statute.js";
import { withFrame } from "./frame.js";
import { type DivisionKind, type Officials, officialsFourParts, officialsParty, recipient } from "./officials.js";
import {
  type Award,
  at,
  awardOf,
  type Decided,
  decideByRules,
  divisionBody,
  type Fallback,
  FOOT_STRAND_SCALE,
  type FundSpec,
  fundMoney,
  fundRule,
  goodsInKind,
  is,
  law,
  noPart,
  OLD_CUSTOM_NOTE,
  type Party,
  parts,
  partsText,
  partyFrom,
  plus,
  q,
  reading,
  roleInWords,
  type Unfixed,
  withOwnReadings,
} from "./parts.js";
import type { BorkumReading } from "./readings.js";

// ---------------------------------------------------------------------------
// The case as the Rolle sees it

type Situation = "outside" | "inside" | "foot_strand";

const OUTSIDE_PLACES: readonly SalvageFacts["place"][] = ["open_sea", "outside_reefs", "on_reefs"];

const has = (p: SalvagePerson, role: SalvagePerson["roles"][number]): boolean => p.roles.includes(role);
const isVogt = (p: SalvagePerson): boolean => has(p, "vogt");
const isPastor = (p: SalvagePerson): boolean => has(p, "pastor");
const isWidow = (p: SalvagePerson): boolean => has(p, "widow");
const isBoy = (p: SalvagePerson): boolean => has(p, "boy");
const isGrownSon = (p: SalvagePerson): boolean => has(p, "grown_son");
const isAltbauer = (p: SalvagePerson): boolean => p.farm === "altbauer";
const isNeubauer = (p: SalvagePerson): boolean => p.farm === "neubauer";
const isSubstitute = (p: SalvagePerson): boolean => p.in_place_of !== undefined;
/** Head of a household: a householder (man or woman), a widow heading one, or a farm's holder. */
const isHead = (p: SalvagePerson): boolean => has(p, "householder") || isWidow(p) || p.farm !== undefined;
/** Helped with the work ('mit arbeiten'). */
const worked = (p: SalvagePerson): boolean => p.helped;
/** Helped cart the goods home ('zu Hause fahren'); a wagon implies carting. */
const cartedHome = (p: SalvagePerson): boolean => p.carted || p.wagon;
/** Took any part: the work, the carting, or with a wagon. */
const tookPart = (p: SalvagePerson): boolean => worked(p) || cartedHome(p);
/** 'Unvermögend' in either sense: unable to work or without means. */
const unvermoegend = (p: SalvagePerson): boolean => p.unable_to_work || p.without_means;

const nameOf = (p: SalvagePerson): string => p.name ?? p.id;
const shipName = (s: SalvageShip): string => s.name ?? s.id;
const names = (ps: readonly SalvagePerson[]): string => ps.map(nameOf).join(", ");

interface Holding {
  readonly ship: SalvageShip;
  readonly share: Rational;
}

const NO_HOLDINGS: readonly Holding[] = [];

/** The facts, indexed, with the situation and what 8.3 gives the officials in it. */
class SalvageCase {
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
    this.salvagingShips = facts.ships.filter((s) => s.salvaging);
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

  parent(p: SalvagePerson): SalvagePerson | undefined {
    return this.person(p.son_of);
  }

  /** Grown sons of this head who are not heads of their own household. */
  grownSonsOf(head: SalvagePerson): SalvagePerson[] {
    return this.people.filter((p) => p.son_of === head.id && isGrownSon(p) && !isHead(p));
  }

  /** Those sent to help in this person's place. */
  sentInPlaceOf(p: SalvagePerson): SalvagePerson[] {
    return this.people.filter((x) => x.in_place_of === p.id);
  }
}

/** What a rule is given: one person (one row) of the case. */
interface Who {
  readonly person: SalvagePerson;
  readonly c: SalvageCase;
}

const aboardAndHelping = (w: Who): boolean => w.c.shipAboard(w.person) !== undefined && worked(w.person);
const ownsShipAboard = (w: Who): boolean => {
  const ship = w.c.shipAboard(w.person);
  return ship !== undefined && w.c.owns(w.person, ship);
};
// ---------------------------------------------------------------------------
// Parts the text does not number

const UNFIXED_HOME_PARTS: Unfixed = {
  key: "home_exception_parts",
  what: "How many parts the Vogt, the pastor and the widows have while staying at home",
  by: "old custom as the islanders' deputies swore to it, or else the princely officials at Greetsiel",
  basis: "6.4 excepts them from 'no part at home' but gives no number (Q-B07 R3)",
  provisions: [at("6.4")],
};

// ---------------------------------------------------------------------------
// Which rule of §6 governs

const footStrandGoods = rule<SalvageFacts, Situation>({
  id: "borkum-1666/6.7#foot-strand",
  label: "merchants' goods that come onto the beach by themselves, not salvaged with ships, are foot-strand goods",
  provisions: [at("6.7")],
  when: (f) => f.came_ashore_by_itself && f.merchant_goods,
  gives: () => "foot_strand",
  facts: (f) => ({ came_ashore_by_itself: f.came_ashore_by_itself, merchant_goods: f.merchant_goods, place: f.place }),
});

const insideTheReefs = rule<SalvageFacts, Situation>({
  id: "borkum-1666/6.3#inside",
  label: "what is salvaged inside the reefs, on the Randzel or in the Ems",
  provisions: [at("6.3")],
  when: (f) => !f.came_ashore_by_itself && f.place === "inside_reefs",
  gives: () => "inside",
  facts: (f) => ({ place: f.place }),
});

const onOrOutsideTheReefs = rule<SalvageFacts, Situation>({
  id: "borkum-1666/6.1#outside",
  label: "what is salvaged on the reefs or outside them (the open sea lies outside them)",
  provisions: [at("6.1")],
  when: (f) => !f.came_ashore_by_itself && OUTSIDE_PLACES.includes(f.place),
  gives: () => "outside",
  facts: (f) => ({ place: f.place }),
});

const WHERE = [footStrandGoods, insideTheReefs, onOrOutsideTheReefs];

const SITUATION: Record<Situation, { text: string; provisions: string[] }> = {
  outside: {
    text: "salvage with ships on or outside the reefs (borkum-1666/6.1, 6.2)",
    provisions: [at("6.1"), at("6.2")],
  },
  inside: {
    text: "salvage with ships inside the reefs, on the Randzel or in the Ems (borkum-1666/6.3–6.6)",
    provisions: [at("6.3"), at("6.4"), at("6.5"), at("6.6")],
  },
  foot_strand: {
    text: "foot-strand goods: merchants' goods that came ashore by themselves (borkum-1666/6.7–6.9)",
    provisions: [at("6.7"), at("6.8"), at("6.9")],
  },
};

/** Facts §6 cannot decide, or that are missing, stop here with the path to fix. */
function checkCovered(f: SalvageFacts): void {
  if (f.came_ashore_by_itself && f.place !== "beach") {
    throw new CaseError("case", [
      {
        path: "facts.place",
        message: `goods that came ashore by themselves lie on the beach, but place is "${f.place}"`,
        expected: "place: beach, or came_ashore_by_itself: false for goods salvaged with ships",
      },
    ]);
  }
  if (f.came_ashore_by_itself && !f.merchant_goods) {
    throw new NotCoveredError(
      'Pieces of a ship that drift ashore by themselves are wreck under §8 of the Rolle (borkum-1666/8.1), not foot-strand goods under §6, which speaks only of merchants\' goods (borkum-1666/6.7). Decide them as a case of kind "wreck".',
      "facts.merchant_goods",
      [at("6.7"), at("8.1")],
    );
  }
  if (!f.came_ashore_by_itself && f.place === "beach") {
    throw new NotCoveredError(
      "§6 divides salvage made with ships on, outside or inside the reefs (borkum-1666/6.1–6.6) and goods that came ashore by themselves (borkum-1666/6.7); goods taken on the beach otherwise fit neither. Give the place where the salvaging ship worked, or set came_ashore_by_itself: true.",
      "facts.place",
      [at("6.1"), at("6.3"), at("6.7")],
    );
  }
  if (!f.came_ashore_by_itself && !f.ships.some((s) => s.salvaging)) {
    const where =
      f.place === "inside_reefs" ? "inside the reefs (borkum-1666/6.3)" : "on or outside the reefs (borkum-1666/6.1)";
    throw new CaseError("case", [
      {
        path: "facts.ships",
        message: `salvage ${where} is salvage with ships, and no salvaging ship is listed`,
        expected: "at least one ship with salvaging: true, its skipper and its owners",
      },
    ]);
  }
  const issues = f.people.flatMap((p, i) =>
    p.count > 1 && f.ships.some((s) => s.skipper === p.id || s.owners.some((o) => o.person === p.id))
      ? [
          {
            path: `facts.people[${i}].count`,
            message: `${nameOf(p)} sails or owns a ship, so must be one person, not a group of ${p.count}`,
            expected: "count: 1",
          },
        ]
      : [],
  );
  if (issues.length > 0) throw new CaseError("case", issues);
}
// ---------------------------------------------------------------------------
// The ship's two parts (6.1, 6.3)

interface ShipHolding extends Holding {
  readonly who: Who;
}

function shareWords(share: Rational): string {
  return share.eq(Rational.ONE) ? "sole owner" : `${share.toString()} share`;
}

const twoPartsForTheShip = (h: ShipHolding): Award =>
  parts(R(2).mul(h.share), `2 parts for the ship ${shipName(h.ship)} (${shareWords(h.share)})`);

const shipPartsOnOrOutside = law<ShipHolding>({
  id: "borkum-1666/6.1#ship",
  label: "the skipper's ship has two parts; they go to its owners by their shares",
  provisions: [at("6.1")],
  readings: ["ship_parts_recipient"],
  gives: twoPartsForTheShip,
  facts: (h) => ({ ship: h.ship.id, share: h.share.toString() }),
});

const shipPartsInside = law<ShipHolding>({
  id: "borkum-1666/6.3#ship",
  label: "the salvaging ship has two parts; they go to its owners by their shares",
  provisions: [at("6.3")],
  gives: twoPartsForTheShip,
  facts: (h) => ({ ship: h.ship.id, share: h.share.toString() }),
});

// ---------------------------------------------------------------------------
// On or outside the reefs (6.1, 6.2)

const skipperOnOrOutside = law<Who>({
  id: "borkum-1666/6.1#skipper",
  label: "the skipper who salvages the goods with his ship has one part for his person",
  provisions: [at("6.1")],
  when: (w) => w.c.sails(w.person).length > 0,
  gives: (w) =>
    parts(1, `1 part for his person, as skipper of the ${w.c.sails(w.person).map(shipName).join(" and the ")}`),
});

/** Whose one part a son's or boy's help counts for, where it counts for the household. */
function countsForHousehold(w: Who, ctx: RuleContext, name: BorkumReading): Award {
  const parent = w.c.parent(w.person);
  if (parent === undefined) {
    return parts(
      1,
      `his household's one part (${q(ctx, name)}); no parent is named (son_of), so it stands on his row`,
      {
        warning: `${nameOf(w.person)}'s part belongs to his household under ${q(ctx, name)}, but no parent is named with son_of; it is shown on his own row.`,
      },
    );
  }
  return noPart(
    `his help counts for the household of ${nameOf(parent)}, which has one part at most (${q(ctx, name)})`,
    {
      countsFor: parent.id,
      also: [at("6.9")],
    },
  );
}

const coOwnerAboard = law<Who>({
  id: "borkum-1666/6.2#co-owner",
  label: "a co-owner aboard is not one 'to whom the ship does not belong'",
  provisions: [at("6.2")],
  when: ownsShipAboard,
  gives: (_w, ctx) =>
    is(ctx, "ship_parts_recipient", "R2")
      ? noPart(
          `co-owner of the ship he helped aboard: his share of the ship parts only, no part for his person (${q(ctx, "ship_parts_recipient")})`,
        )
      : parts(
          1,
          `1 part for his person aboard, besides his share of the ship parts (${q(ctx, "ship_parts_recipient")})`,
        ),
});

const boyAboard = law<Who>({
  id: "borkum-1666/6.2#boy",
  label: "a boy who helps aboard",
  provisions: [at("6.2")],
  when: (w) => aboardAndHelping(w) && isBoy(w.person) && !ownsShipAboard(w),
  gives: (w, ctx) => {
    switch (reading(ctx, "boy_part_aboard")) {
      case "R2":
        return noPart("a boy: boys have no part, as 6.3 says for inside the reefs (Q-B03 R2)", { also: [at("6.3")] });
      case "R3":
        return countsForHousehold(w, ctx, "boy_part_aboard");
      default:
        return parts(1, "1 part for his person: 'Jemand' aboard who helps, a boy too (Q-B03 R1)");
    }
  },
});

const grownSonAboard = law<Who>({
  id: "borkum-1666/6.2#grown-son",
  label: "a grown son who helps aboard",
  provisions: [at("6.2")],
  when: (w) =>
    aboardAndHelping(w) && isGrownSon(w.person) && !isHead(w.person) && !isBoy(w.person) && !ownsShipAboard(w),
  gives: (w, ctx) =>
    is(ctx, "son_part", "R1")
      ? countsForHousehold(w, ctx, "son_part")
      : parts(1, "1 part for his person: the one-part limit of 6.9 holds only where the text states it (Q-B04 R2)"),
});

const helperAboard = law<Who>({
  id: "borkum-1666/6.2#helper",
  label: "whoever else is aboard and helps to salvage has one part for his person",
  provisions: [at("6.2")],
  when: aboardAndHelping,
  gives: (w) => parts(1, `1 part for his person, aboard the ${shipName(w.c.shipAboard(w.person) as SalvageShip)}`),
  exceptions: [coOwnerAboard, boyAboard, grownSonAboard],
});

// ---------------------------------------------------------------------------
// Those at home, the Vogt's and the Altbauer's wagon (6.4–6.6)

/**
 * 6.4–6.6 follow the rule for inside the reefs in one sentence. On or outside the
 * reefs they apply only as Q-B06 reads them; ask only once the facts make it matter.
 */
function homeRulesReach(w: Who, ctx: RuleContext): boolean {
  return w.c.situation === "inside" || is(ctx, "home_rule_scope", "R2");
}

/** Named by 6.4–6.6: whom Q-B06 concerns on or outside the reefs (6.6 names the Altbauer, not the Neubauer). */
const namedByHomeRules = (p: SalvagePerson): boolean => isVogt(p) || isPastor(p) || isWidow(p) || isAltbauer(p);

/** The part at home of the Vogt, the pastor or a widow, as Q-B07 numbers it. */
function partAtHome(who: keyof typeof FOOT_STRAND_SCALE, ctx: RuleContext, lead: string): Award {
  switch (reading(ctx, "home_exception_parts")) {
    case "R2": {
      const n = FOOT_STRAND_SCALE[who];
      return parts(n, `${lead}: ${partsText(R(n))}, on the foot-strand scale of 6.7 (Q-B07 R2)`, { also: [at("6.7")] });
    }
    case "R3":
      return noPart(`${lead}, but the text gives no number (Q-B07 R3): left out until it is settled`, {
        unfixed: UNFIXED_HOME_PARTS,
      });
    default:
      return parts(1, `${lead}: 1 part (Q-B07 R1)`);
  }
}

const vogtWithWagon = law<Who>({
  id: "borkum-1666/6.5#vogt-wagon",
  label: "the Vogt who helps cart the salvaged goods home with his wagon has three parts",
  provisions: [at("6.5")],
  // The wagon is read only where 6.5 reaches: on or outside the reefs it is no question.
  when: (w, ctx) => isVogt(w.person) && homeRulesReach(w, ctx) && w.person.wagon,
  gives: (_w, ctx) =>
    is(ctx, "vogt_wagon_parts", "R2")
      ? plus(
          parts(3, "3 parts for helping with his wagon, on top of his part at home (Q-B09 R2)"),
          partAtHome("vogt", ctx, "his part as Vogt under 6.4"),
        )
      : parts(3, "3 parts in all for helping with his wagon (Q-B09 R1)"),
});

const vogtKeepsHisPart = law<Who>({
  id: "borkum-1666/6.4#vogt",
  label: "the Vogt has a part even if he stays at home",
  provisions: [at("6.4")],
  when: (w, ctx) => isVogt(w.person) && homeRulesReach(w, ctx),
  gives: (w, ctx) =>
    partAtHome(
      "vogt",
      ctx,
      tookPart(w.person) ? "the Vogt, who helped without his wagon, keeps his part" : "the Vogt at home",
    ),
  exceptions: [vogtWithWagon],
});

const pastorKeepsHisPart = law<Who>({
  id: "borkum-1666/6.4#pastor",
  label: "the pastor has a part even if he stays at home",
  provisions: [at("6.4")],
  when: (w, ctx) => isPastor(w.person) && homeRulesReach(w, ctx),
  gives: (w, ctx) => partAtHome("pastor", ctx, tookPart(w.person) ? "the pastor, who helped" : "the pastor at home"),
});

/** Those sent in this person's place who helped. */
const helpingSubstitutes = (w: Who): SalvagePerson[] => w.c.sentInPlaceOf(w.person).filter(tookPart);

function widowsPart(w: Who, ctx: RuleContext): Award {
  const lead = tookPart(w.person) ? "a widow, who helped ashore" : "a widow at home";
  switch (reading(ctx, "widow_home_part_inside")) {
    case "R2": {
      const sent = helpingSubstitutes(w);
      return sent.length > 0
        ? partAtHome("widow", ctx, `a widow who sent ${names(sent)} to help in her place (Q-B08 R2)`)
        : noPart(
            "a widow at home has a part only through someone sent in her place who helps, and none was (Q-B08 R2)",
          );
    }
    case "R3":
      return unvermoegend(w.person)
        ? partAtHome("widow", ctx, `${lead}, unable to work or without means (Q-B08 R3)`)
        : noPart(
            "a widow at home has a part only if she is unable to work or without means, and she is neither (Q-B08 R3)",
          );
    default:
      return partAtHome("widow", ctx, `${lead} (Q-B08 R1)`);
  }
}

const widowKeepsHerPart = law<Who>({
  id: "borkum-1666/6.4#widow",
  label: "the widows have a part even if they stay at home",
  provisions: [at("6.4")],
  when: (w, ctx) => isWidow(w.person) && homeRulesReach(w, ctx),
  gives: widowsPart,
});

/** The wagon parts of 6.6, as Q-B10 reads them. */
function wagonParts(ctx: RuleContext, who: string): Award {
  return is(ctx, "altbauer_wagon_parts", "R2")
    ? parts(3, `${who} with his wagon: 2 parts for the wagon on top of his helper's part (Q-B10 R2)`)
    : parts(2, `${who} with his wagon: 2 parts in all (${q(ctx, "altbauer_wagon_parts")})`);
}

const altbauerHelps = law<Who>({
  id: "borkum-1666/6.6#altbauer",
  label: "every Altbauer who helps with his wagon has two parts, and otherwise one",
  provisions: [at("6.6")],
  when: (w, ctx) =>
    isAltbauer(w.person) && !isBoy(w.person) && !isSubstitute(w.person) && homeRulesReach(w, ctx) && tookPart(w.person),
  gives: (w, ctx) =>
    w.person.wagon ? wagonParts(ctx, "an Altbauer") : parts(1, "1 part: an Altbauer who helps without his wagon"),
});

const neubauerWithWagon = law<Who>({
  id: "borkum-1666/6.6#neubauer",
  label: "a Neubauer who helps with his wagon (6.6 names only the Altbauer)",
  provisions: [at("6.6")],
  when: (w, ctx) =>
    isNeubauer(w.person) && !isBoy(w.person) && !isSubstitute(w.person) && homeRulesReach(w, ctx) && w.person.wagon,
  gives: (w, ctx) => {
    if (is(ctx, "neubauer_wagon", "R2")) return wagonParts(ctx, "a Neubauer, by analogy (Q-B11 R2),");
    return w.c.situation === "inside"
      ? parts(1, "1 part as a helping head of household; the wagon parts are the Altbauer's only (Q-B11 R1)", {
          also: [at("6.3")],
        })
      : noPart(
          "helped ashore: the wagon parts are the Altbauer's only (Q-B11 R1), and 6.2 gives parts only to those aboard",
          {
            also: [at("6.2")],
          },
        );
  },
});

const altbauerAtHome = law<Who>({
  id: "borkum-1666/6.6#altbauer-home",
  label: "an Altbauer who stays at home ('und sonst einen Part')",
  provisions: [at("6.6")],
  when: (w, ctx) => isAltbauer(w.person) && homeRulesReach(w, ctx) && !tookPart(w.person),
  gives: (_w, ctx) =>
    is(ctx, "altbauer_wagon_parts", "R3")
      ? parts(1, "1 part even at home: 'sonst einen Part' read as 'in any case' (Q-B10 R3)")
      : noPart(
          `stayed at home: 'sonst einen Part' is the part of an Altbauer who helps without his wagon (${q(ctx, "altbauer_wagon_parts")})`,
          { also: [at("6.4")] },
        ),
});

// ---------------------------------------------------------------------------
// Inside the reefs (6.3)

const ownerSkipperInside = law<Who>({
  id: "borkum-1666/6.3#skipper",
  label: "the skipper to whom the salvaging ship belongs has one more part for his person",
  provisions: [at("6.3")],
  when: (w) => w.c.sails(w.person).some((s) => w.c.owns(w.person, s)),
  gives: (w) => {
    const ships = w.c.sails(w.person).filter((s) => w.c.owns(w.person, s));
    return parts(1, `1 part for his person, as skipper and owner of the ${ships.map(shipName).join(" and the ")}`);
  },
});

/** Helps with salvage inside the reefs: the work, the carting home, or sailing a salvaging ship. */
const helpsInside = (w: Who): boolean => tookPart(w.person) || w.c.sails(w.person).length > 0;

const boyInside = law<Who>({
  id: "borkum-1666/6.3#boy",
  label: "'und keine Jungens sind': boys have no part",
  provisions: [at("6.3")],
  when: (w) => isBoy(w.person),
  gives: () => noPart("a boy: inside the reefs only heads of household have a part, and no boys"),
});

const grownSonInside = law<Who>({
  id: "borkum-1666/6.3#grown-son",
  label: "a grown son who helps inside the reefs",
  provisions: [at("6.3")],
  when: (w) => isGrownSon(w.person) && !isHead(w.person) && !isBoy(w.person) && !isSubstitute(w.person),
  gives: (w, ctx) => {
    if (is(ctx, "inside_helper_status", "R1")) {
      return noPart("grown son: inside the reefs only heads of household have a part (Q-B05 R1)");
    }
    return is(ctx, "son_part", "R1")
      ? countsForHousehold(w, ctx, "son_part")
      : parts(1, "1 part as a grown-up helper (Q-B05 R2), his own (Q-B04 R2)");
  },
});

function roleWord(p: SalvagePerson): string {
  if (has(p, "farmhand")) return "a farmhand";
  if (has(p, "unmarried")) return "an unmarried man";
  return "not a head of household";
}

const notAHeadInside = law<Who>({
  id: "borkum-1666/6.3#not-a-head",
  label: "'das ist Haus Vatter': a helper who is not a head of household",
  provisions: [at("6.3")],
  when: (w) => !isHead(w.person) && !isBoy(w.person) && !isGrownSon(w.person) && !isSubstitute(w.person),
  gives: (w, ctx) =>
    is(ctx, "inside_helper_status", "R1")
      ? noPart(`${roleWord(w.person)}: inside the reefs only heads of household have a part (Q-B05 R1)`)
      : parts(1, "1 part as a grown-up helper (Q-B05 R2)"),
});

const sentInAnothersPlaceInside = law<Who>({
  id: "borkum-1666/6.3#substitute",
  label: "one sent to help in another's place helps for that other",
  provisions: [at("6.3")],
  when: (w) => isSubstitute(w.person) && !isBoy(w.person),
  gives: (w) => {
    const principal = w.c.person(w.person.in_place_of);
    return noPart(
      `sent in the place of ${principal ? nameOf(principal) : "another"}: his help counts for her, not for himself`,
      {
        also: [at("6.4"), at("6.7")],
      },
    );
  },
});

const helperInside = law<Who>({
  id: "borkum-1666/6.3#helper",
  label: "all who help to salvage, that is heads of household and not boys, have one part each",
  provisions: [at("6.3")],
  when: helpsInside,
  gives: () => parts(1, "1 part as a head of household who helped"),
  exceptions: [boyInside, grownSonInside, notAHeadInside, sentInAnothersPlaceInside, altbauerHelps, neubauerWithWagon],
});

// ---------------------------------------------------------------------------
// Foot-strand goods (6.7–6.9)

/** Whether the work and the carting together are the help 6.8 asks for (Q-B13 only when one is missing). */
function helpEnough(didWork: boolean, didCart: boolean, ctx: RuleContext): boolean {
  if (didWork && didCart) return true;
  if (!didWork && !didCart) return false;
  return is(ctx, "help_conjunctive", "R1");
}

/** 'Unvermögend' as Q-B14 reads it (R3 does not say which sense: either will do). */
function unableAsQB14Reads(widow: SalvagePerson, ctx: RuleContext): boolean {
  switch (reading(ctx, "widow_substitute")) {
    case "R2":
      return widow.without_means;
    case "R3":
      return unvermoegend(widow);
    default:
      return widow.unable_to_work;
  }
}

/** Those a widow may and did put in her place: only an unable widow may (6.7). */
function allowedSubstitutes(c: SalvageCase, head: SalvagePerson, ctx: RuleContext): SalvagePerson[] {
  if (!isWidow(head)) return [];
  const sent = c.sentInPlaceOf(head);
  return sent.length > 0 && unableAsQB14Reads(head, ctx) ? sent : [];
}

interface HouseholdHelp {
  /** The household helped as 6.8 asks. */
  readonly helped: boolean;
  readonly sons: SalvagePerson[];
  readonly substitutes: SalvagePerson[];
}

/** The help of a household: the head, the grown sons who help him, a widow's farmhand. */
function householdHelp(w: Who, ctx: RuleContext): HouseholdHelp {
  const sons = w.c.grownSonsOf(w.person).filter(tookPart);
  const substitutes = allowedSubstitutes(w.c, w.person, ctx).filter(tookPart);
  const all = [w.person, ...sons, ...substitutes];
  const helped = helpEnough(all.some(worked), all.some(cartedHome), ctx);
  return { helped, sons, substitutes };
}

/** Under Q-B14 R3 the part of a widow who did not help herself is her farmhand's. */
function farmhandHoldsPart(c: SalvageCase, widow: SalvagePerson, ctx: RuleContext): boolean {
  if (!isWidow(widow) || tookPart(widow)) return false;
  const h = householdHelp({ person: widow, c }, ctx);
  return h.helped && h.sons.length === 0 && h.substitutes.length > 0 && is(ctx, "widow_substitute", "R3");
}

/** The Vogt's four parts; under Q-B28 R3 they are the officials' four parts of 8.3. */
function vogtsFourParts(w: Who, lead: string): Award {
  const o = w.c.officials;
  if (o.kind !== "are_the_vogts_parts") return parts(4, lead);
  return parts(4, `${lead}; they are the officials' four parts of 8.3 (Q-B28 R3), ${recipient(o.recipient).words}`, {
    also: [at("8.3")],
  });
}

function officeHolderWhoDidNotHelp(office: "vogt" | "pastor"): Rule<Who, Award> {
  const title = office === "vogt" ? "Vogt" : "pastor";
  const n = FOOT_STRAND_SCALE[office];
  return law<Who>({
    id: `borkum-1666/6.8#${office}`,
    label: `the ${title} who did not help: does 'whoever does not help has no part' bind him?`,
    provisions: [at("6.8")],
    when: (w, ctx) =>
      (office === "vogt" ? isVogt : isPastor)(w.person) && !helpEnough(worked(w.person), cartedHome(w.person), ctx),
    gives: (w, ctx) => {
      if (is(ctx, "footstrand_fixed_parts", "R2")) {
        return noPart(`did not help: 'whoever does not help has no part' binds the ${title} too (Q-B12 R2)`);
      }
      const lead = `${partsText(R(n))} as ${title}, fixed, though he did not help (Q-B12 R1)`;
      if (office === "pastor") return parts(n, lead, { also: [at("6.7")] });
      const vogts = vogtsFourParts(w, lead);
      return { ...vogts, also: [at("6.7"), ...(vogts.also ?? [])] };
    },
  });
}

const vogtFootStrand = law<Who>({
  id: "borkum-1666/6.7#vogt",
  label: "of foot-strand goods the Vogt has four parts",
  provisions: [at("6.7")],
  when: (w) => isVogt(w.person),
  gives: (w) => vogtsFourParts(w, "4 parts as Vogt"),
  exceptions: [officeHolderWhoDidNotHelp("vogt")],
});

const pastorFootStrand = law<Who>({
  id: "borkum-1666/6.7#pastor",
  label: "of foot-strand goods the pastor has two parts",
  provisions: [at("6.7")],
  when: (w) => isPastor(w.person),
  gives: () => parts(2, "2 parts as pastor"),
  exceptions: [officeHolderWhoDidNotHelp("pastor")],
});

const noHelpNoPart = law<Who>({
  id: "borkum-1666/6.8#household",
  label: "whoever does not help with the work and the carting home has no part",
  provisions: [at("6.8")],
  when: (w, ctx) => !householdHelp(w, ctx).helped,
  gives: (w, ctx) => {
    const p = w.person;
    const sent = w.c.sentInPlaceOf(p);
    if (isWidow(p) && sent.length > 0 && allowedSubstitutes(w.c, p, ctx).length === 0) {
      return noPart(
        `she put ${names(sent)} in her place, but she is not 'unvermögend' as ${q(ctx, "widow_substitute")} reads it, so that help does not count, and she did not help herself`,
        { also: [at("6.7")] },
      );
    }
    if (isWidow(p) && sent.length > 0) {
      return noPart(`her household did not help as 6.8 asks, neither she nor ${names(sent)} in her place`);
    }
    if (isWidow(p) && unvermoegend(p)) return noPart("a widow who neither helped nor put anyone in her place: no part");
    return tookPart(p) || householdHelp(w, ctx).sons.length > 0
      ? noPart(`did not help as 6.8 asks, with both the work and the carting home (${q(ctx, "help_conjunctive")})`)
      : noPart("did not help with the work or the carting home: no part");
  },
});

const stillOnePartWithSons = law<Who>({
  id: "borkum-1666/6.9#householder",
  label: "a householder whose grown sons help him still has no more than one part",
  provisions: [at("6.9")],
  when: (w, ctx) => {
    const h = householdHelp(w, ctx);
    return h.helped && h.sons.length > 0;
  },
  gives: (w, ctx) => {
    const sons = householdHelp(w, ctx).sons;
    const many = sons.reduce((n, p) => n + p.count, 0) > 1;
    return parts(1, `1 part, though his grown son${many ? "s" : ""} helped too (${names(sons)})`, {
      ...(tookPart(w.person)
        ? {}
        : {
            warning: `${nameOf(w.person)} did not help himself; his household's part rests on the help of ${names(sons)} (borkum-1666/6.8, 6.9).`,
          }),
    });
  },
});

const partIsTheFarmhands = law<Who>({
  id: "borkum-1666/6.7#widow-farmhand",
  label: "a widow whose farmhand helped in her place, where the part is the farmhand's",
  provisions: [at("6.7")],
  when: (w, ctx) => farmhandHoldsPart(w.c, w.person, ctx),
  gives: (w) =>
    noPart(`her household's part is her farmhand's, ${names(w.c.sentInPlaceOf(w.person).filter(tookPart))} (Q-B14 R3)`),
});

const headOfHouseholdFootStrand = law<Who>({
  id: "borkum-1666/6.7#household",
  label: "every father or mother of a household, Altbauer or Neubauer, has one part",
  provisions: [at("6.7")],
  when: (w) => isHead(w.person),
  gives: (w, ctx) => {
    const subs = householdHelp(w, ctx).substitutes;
    return !tookPart(w.person) && subs.length > 0
      ? parts(
          1,
          `1 part for her household: she is unable and ${names(subs)} helped in her place (${q(ctx, "widow_substitute")})`,
        )
      : parts(1, "1 part as head of a household that helped");
  },
  exceptions: [noHelpNoPart, stillOnePartWithSons, partIsTheFarmhands],
});

function substituteAward(w: Who, ctx: RuleContext): Award {
  const widow = w.c.person(w.person.in_place_of) as SalvagePerson;
  if (!isWidow(widow)) {
    return noPart(
      `sent in the place of ${nameOf(widow)}, who is not a widow: only an unable widow may send someone in her place; his help counts for no one`,
    );
  }
  if (!unableAsQB14Reads(widow, ctx)) {
    return noPart(
      `sent in the place of ${nameOf(widow)}, who is not 'unvermögend' as ${q(ctx, "widow_substitute")} reads it: no one may help in her place, and his help counts for no one`,
      {
        warning: `${nameOf(w.person)} was sent in the place of ${nameOf(widow)}, but she is not 'unvermögend' as ${q(ctx, "widow_substitute")} reads it; his help does not count (borkum-1666/6.7).`,
      },
    );
  }
  if (!tookPart(w.person)) return noPart(`sent in the place of ${nameOf(widow)}, but did not help`);
  if (farmhandHoldsPart(w.c, widow, ctx)) {
    const helpers = w.c.sentInPlaceOf(widow).filter(tookPart);
    const n = helpers.reduce((s, p) => s + p.count, 0);
    const share = R(1).div(R(n));
    return parts(
      share,
      `the part of ${nameOf(widow)}'s household is his own (Q-B14 R3)${n > 1 ? `, shared with the others sent in her place` : ""}`,
    );
  }
  return tookPart(widow)
    ? noPart(`sent in the place of ${nameOf(widow)}, who helped herself: her household's one part is hers`)
    : noPart(`sent in the place of ${nameOf(widow)}: the part is her household's (${q(ctx, "widow_substitute")})`);
}

const sentInPlaceOfAWidow = law<Who>({
  id: "borkum-1666/6.7#substitute",
  label: "a farmhand an unable widow puts in her place, who helps cart home",
  provisions: [at("6.7")],
  when: (w) => isSubstitute(w.person),
  gives: substituteAward,
});

const grownSonFootStrand = law<Who>({
  id: "borkum-1666/6.9#son",
  label: "a grown son who helps his father is inside his father's one part",
  provisions: [at("6.9")],
  when: (w) => isGrownSon(w.person) && !isHead(w.person) && w.c.parent(w.person) !== undefined,
  gives: (w) => {
    const parent = w.c.parent(w.person) as SalvagePerson;
    const whose = isWidow(parent) ? "mother" : "father";
    return noPart(`grown son: inside his ${whose}'s one part (${nameOf(parent)})`);
  },
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
  const ship = w.c.facts.ships.find((s) => s.id === p.aboard);
  switch (w.c.situation) {
    case "outside": {
      if (ship?.salvaging && !worked(p)) {
        return {
          award: noPart(`aboard the ${shipName(ship)} but did not help: a part is only for one 'der mit bergen hilft'`),
          provisions: [at("6.2")],
        };
      }
      const scope = namedByHomeRules(p)
        ? `; 6.4–6.6 are read as limited to salvage inside the reefs (${q(ctx, "home_rule_scope")})`
        : "";
      const lead = isBoy(p) ? "a boy not aboard" : "not aboard a salvaging ship";
      return {
        award: noPart(`${lead}: on or outside the reefs only the ships and those aboard who help have parts${scope}`),
        provisions: namedByHomeRules(p) ? [at("6.1"), at("6.2"), at("6.4")] : [at("6.1"), at("6.2")],
      };
    }
    case "inside":
      return ship?.salvaging
        ? { award: noPart(`aboard the ${shipName(ship)} but did not help: no part`), provisions: [at("6.3")] }
        : { award: noPart("stayed at home: no part"), provisions: [at("6.4")] };
    default:
      return {
        award: noPart(
          isBoy(p)
            ? "a boy: of foot-strand goods only the Vogt, the pastor and each head of household have parts"
            : "not a head of household: of foot-strand goods only the Vogt, the pastor and each head of household have parts",
        ),
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

const householdHasOnePart = law<Household>({
  id: "borkum-1666/6.9#household",
  label: "a householder whose sons help still has no more than one part",
  provisions: [at("6.9")],
  when: (h) => h.members.length > 0,
  gives: (h) =>
    h.own.parts.isZero()
      ? parts(1, `1 part for his household, earned by the help of ${names(h.members)}`)
      : noPart(`the help of ${names(h.members)} adds nothing: his household has its one part already`),
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
    if (share === undefined) words.push(`skipper of the salvaging ship ${shipName(s)} (not an owner)`);
    else if (share.eq(Rational.ONE)) words.push(`owner-skipper of the salvaging ship ${shipName(s)}`);
    else words.push(`skipper and ${share.toString()} owner of the salvaging ship ${shipName(s)}`);
  }
  for (const h of c.holdings(p)) {
    if (!sails.includes(h.ship))
      words.push(
        `${h.share.eq(Rational.ONE) ? "owner" : `${h.share.toString()} owner`} of the ship ${shipName(h.ship)}`,
      );
  }
  const parent = c.parent(p);
  const of = parent ? nameOf(parent) : undefined;
  for (const r of p.roles) {
    if (r === "skipper" && sails.length > 0) continue;
    words.push(roleInWords(r, of));
  }
  if (p.farm) words.push(p.farm === "altbauer" ? "Altbauer" : "Neubauer");
  const substituteFor = c.person(p.in_place_of);
  if (substituteFor) words.push(`sent in the place of ${nameOf(substituteFor)}`);
  const ship = c.facts.ships.find((s) => s.id === p.aboard);
  if (ship && !sails.includes(ship)) words.push(`aboard the ${shipName(ship)}`);
  if (c.officials.kind === "are_the_vogts_parts" && isVogt(p))
    words.push("his four parts are the officials' four parts (8.3)");
  return words.length > 0 ? words.join(", ") : "named in the case";
}

const NAMED = ["farm", "son_of", "aboard", "in_place_of"] as const;
const DONE = ["helped", "carted", "wagon", "unable_to_work", "without_means"] as const;

function personFacts(p: SalvagePerson): Record<string, Json> {
  const f: Record<string, Json> = { roles: p.roles.slice() };
  if (p.count > 1) f.count = p.count;
  for (const k of NAMED) if (p[k] !== undefined) f[k] = p[k] as string;
  for (const k of DONE) if (p[k]) f[k] = true;
  return f;
}

function partyOf(d: PartyDecision, c: SalvageCase, explain: boolean): Party {
  const p = d.person;
  const sources = d.ships.slice();
  sources.push(d.own);
  if (d.household) sources.push(d.household);
  return partyFrom({
    id: p.id,
    name: nameOf(p),
    role: roleOf(p, c),
    count: p.count,
    sources,
    own: d.own,
    facts: explain ? personFacts(p) : {},
    readings: d.readings,
    vogt: isVogt(p),
    explain,
  });
}
// ---------------------------------------------------------------------------
// The fund (§5) and the four parts of 8.3 in §6

const salvageMoneyInParts = fundRule("part_fund", [at("5"), at("6.1"), at("6.3")]);
const footStrandMoneyInParts = fundRule("footstrand_fund", [at("5"), at("6.7")]);

/** The salvage money of the situation, as it is divided in parts. */
function salvageFund(situation: Situation): FundSpec {
  const foot = situation === "foot_strand";
  return {
    rule: foot ? footStrandMoneyInParts : salvageMoneyInParts,
    money: "salvage money",
    section: "§6",
    label: foot ? "Salvage money for the foot-strand goods" : "Salvage money for the goods salvaged",
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
    warn(
      out,
      "The goods are not merchants' goods: if they are pieces of a ship, or a ship that cannot be got off, they may be wreck under §8.",
      at("8.1"),
    );
  }
  if (situation === "foot_strand" && facts.ships.length > 0) {
    warn(
      out,
      "Ships are listed, but foot-strand goods came ashore by themselves, not with ships: the ships have no parts.",
      at("6.7"),
    );
  }
  for (const s of facts.ships) {
    if (!s.salvaging) continue;
    const skipper = c.person(s.skipper);
    if (situation === "inside" && skipper && !c.owns(skipper, s)) {
      warn(
        out,
        `${nameOf(skipper)} sails the ${shipName(s)} but does not own it: 6.3 gives the extra part to the skipper to whom the ship belongs, so he is treated as a helper.`,
        at("6.3"),
      );
    }
  }
  for (const office of ["vogt", "pastor"] as const) {
    const holders = c.people.filter((p) => has(p, office));
    const total = holders.reduce((n, p) => n + p.count, 0);
    if (total > 1)
      warn(
        out,
        `${total} people are marked ${office}; the Rolle knows one ${office === "vogt" ? "Vogt" : "pastor"}.`,
        at("6.4"),
        at("6.7"),
      );
  }
  for (const p of c.people) out.push(...personWarnings(p, c));
  return out;
}

function personWarnings(p: SalvagePerson, c: SalvageCase): Warning[] {
  const out: Warning[] = [];
  const n = nameOf(p);
  // On or outside the reefs a wagon is no question (6.5 and 6.6 follow the rule for inside them).
  if (c.situation !== "outside" && p.wagon && !isHead(p) && !isVogt(p) && !isSubstitute(p)) {
    warn(
      out,
      `${n} is marked as helping with a wagon but is not a householder: 6.5 and 6.6 speak of the Vogt's and the Altbauer's wagons, so the wagon counts only as help with the carting.`,
      at("6.5"),
      at("6.6"),
    );
  }
  if (p.farm !== undefined && !has(p, "householder") && !isWidow(p)) {
    warn(
      out,
      `${n} holds a farm (${p.farm}) but is not marked householder; he is taken as the head of a household.`,
      at("6.6"),
      at("6.7"),
    );
  }
  const principal = c.person(p.in_place_of);
  if (principal && !isWidow(principal)) {
    warn(
      out,
      `${n} is sent in the place of ${nameOf(principal)}, who is not a widow: the Rolle lets only an unable widow put someone in her place, so this help counts for no one.`,
      at("6.7"),
    );
  }
  if (principal && !has(p, "farmhand")) {
    warn(
      out,
      `${n} is sent in the place of ${nameOf(principal)} but is not marked farmhand; the Rolle speaks of a farmhand ('Knecht').`,
      at("6.7"),
    );
  }
  const parent = c.parent(p);
  if (parent && !isHead(parent)) {
    warn(out, `${n} is named a son of ${nameOf(parent)}, who is not marked as the head of a household.`, at("6.9"));
  }
  const ship = c.facts.ships.find((s) => s.id === p.aboard);
  if (ship && c.situation === "foot_strand") {
    warn(
      out,
      `${n} is marked aboard the ${shipName(ship)}, but foot-strand goods came ashore by themselves, not with ships: being aboard counts for nothing here.`,
      at("6.7"),
    );
  } else if (ship && !ship.salvaging) {
    warn(
      out,
      `${n} is marked aboard the ${shipName(ship)}, which did not salvage: only salvaging ships count.`,
      at("6.2"),
      at("6.3"),
    );
  }
  if (isVogt(p) && isPastor(p))
    warn(out, `${n} is marked both Vogt and pastor; he is decided as the Vogt.`, at("6.4"), at("6.7"));
  return out;
}
// ---------------------------------------------------------------------------
// The determination

function notesOf(c: SalvageCase): Step[] {
  const notes: Step[] = [note(OLD_CUSTOM_NOTE, [at("5")])];
  if (c.facts.place === "open_sea") notes.push(note("The open sea is taken as 'outside the reefs'.", [at("6.1")]));
  const o = c.officials;
  if (o.kind === "are_the_vogts_parts") {
    notes.push(
      note(
        `The officials' four parts of 8.3 are the Vogt's four parts of foot-strand goods (Q-B28 R3), ${recipient(o.recipient).words}; no parts are added.`,
        [at("6.7"), at("8.3")],
      ),
    );
  }
  return notes;
}

export function decideSalvage(facts: SalvageFacts, ctx: DecideContext): DeterminationBody {
  checkCovered(facts);
  const money = fundMoney(facts.salvage_money, "facts.salvage_money");
  const explain = ctx.explain !== false;
  const rc: RuleContext = { readings: ctx.readings, explain };
  const where = firstOf(WHERE, facts, rc);
  const situation = where.value as Situation;
  const officials = evaluate(officialsFourParts, divisionKind(situation), rc);
  const c = new SalvageCase(facts, situation, officials.value as Officials);

  const people = decidePeople(c, rc).map((d) => partyOf(d, c, explain));
  const o = c.officials;
  const parties = o.kind === "added" ? [...people, officialsParty(o, officials.step)] : people;

  const explanation: Step = !explain
    ? LEFT_OUT
    : {
        rule: "borkum-1666/6#salvage",
        label: `Salvage money under borkum-1666 §6: ${SITUATION[situation].text}`,
        provisions: [at("5"), ...SITUATION[situation].provisions],
        status: "applied",
        value: situation,
        children: [
          ...notesOf(c),
          {
            label: "Which rule of §6 governs",
            provisions: [at("6.1"), at("6.3"), at("6.7")],
            status: "applied",
            value: situation,
            children: where.steps,
          },
          ...(o.kind === "added" ? [] : [officials.step]),
        ],
      };
  const body = divisionBody(
    {
      situation: SITUATION[situation].text,
      explanation,
      money,
      fund: salvageFund(situation),
      parties,
      warnings: factWarnings(c),
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
  decide: decideSalvage,
});
