/**
 * Borkum Rolle 1666, §7: the parties and funds of a division of pilot money,
 * shared by pilotage by one person (7.3–7.5) and with a whole ship (7.7–7.8):
 * each person's row and role, the funds divided in parts, the pilot's
 * agreed-price line, the shortfall the company makes up (Q-B19), and the pieces
 * every determination of pilot money is built from.
 */

import { type FundRule, type FundSpec, goodsInKind, moneyInParts, PILOT_MONEY, partFund } from "./division.js";
import { theSides } from "./frame.js";
import type {
  Allocation,
  DeterminationBody,
  Fund,
  Json,
  KindRoot,
  Liability,
  Money,
  Person,
  RuleContext,
  Step,
  Warning,
} from "./kit.js";
import {
  at,
  describing,
  entryPath,
  kindRoot,
  kindRule,
  nameOf,
  phrases,
  Rational,
  splitByParts,
  withOwnReadings,
} from "./kit.js";
import { type Officials, officialsOf, officialsParty } from "./officials.js";
import { awardOf, cite, type Decided, decideByRules, type Party, partsText, partyFrom, roleInWords } from "./parts.js";
import type { PilotageCase, Setting, Who } from "./pilotage-common.js";
import { AGREED_PRICE, isOffice, isVogt, present, shipName } from "./pilotage-common.js";
import {
  type Keeper,
  officesAnswerable,
  type Settlement,
  SURPLUS_RULES,
  sonsPresent,
  surplusFallback,
} from "./pilotage-surplus.js";
import type { Mode } from "./pilotage-whole-ship.js";
import {
  holdingsIn,
  householdHasOnePart,
  SHIP_PARTY_RULES,
  shipPartyFallback,
  twoPartsForTheShip,
} from "./pilotage-whole-ship.js";

const say = phrases("borkum-1666/7.3", {
  surplusLabel: "The surplus over the agreed price, to the company present at the accord on the beach",
  wholeShipLabel: "Pilot money for the pilotage with a whole ship",
  agreedPriceLabel: "The agreed price, kept by the piloting ship's party in the parts of 7.8",
  totalRounding: "not divided itself: the agreed price is kept whole and the surplus is divided in parts (see below)",
  pilotRole: "the pilot: the agreed price, which he keeps",
  thePilot: "the pilot",
  thePilotKeeps: "the pilot, who keeps the agreed price of {price}",
  skipperNotOwner: "skipper of the piloting ship {ship} (not an owner)",
  ownerSkipper: "owner-skipper of the piloting ship {ship}",
  skipperPartOwner: "skipper and {share} owner of the piloting ship {ship}",
  owner: "owner of the piloting ship {ship}",
  partOwner: "{share} owner of the piloting ship {ship}",
  wentByLot: "went by lot on {ship}",
  aboard: "aboard {ship}",
  altbauer: "Altbauer",
  neubauer: "Neubauer",
  refused: "told, would not go along",
  notTold: "not told",
  couldNotCome: "told, could not come",
  told: "told",
  onBeach: "on the beach at the accord",
  roleWords: "{first}, {rest}",
  named: "named in the case",
  surplusMoney: "surplus",
  agreedPriceMoney: "agreed price",
  totalLabel:
    "Pilot money the ship {calling} paid: {keeps} kept by {keeper, select, pilot {the pilot} other {the piloting ship's party}}, {surplus} surplus to the company",
  agreedLine: "{reason}; the agreed price was {how} {provisions}",
  shortfallShare:
    "his share of the {owed} short of the agreed price, in his {parts} of the company (exactly {exact}; Q-B19 R2)",
  noBearers: "The company is to make up the shortfall of {owed} (Q-B19 R2), but no one present holds a part.",
  wholeSides: "The sides of the whole pilot money: {sides}",
  wholeSidesNone: "The sides of the whole pilot money: nobody takes anything",
  single:
    "pilot money, pilotage by one person: the lowest offer goes, and the surplus over the agreed price goes to the company on the beach (borkum-1666/7.1–7.6)",
  whole:
    "pilot money, pilotage with a whole ship chosen by lot: the piloting ship two parts, its skipper one (borkum-1666/7.7–7.8)",
});

// ---------------------------------------------------------------------------
// Parties

function roleOf(p: Person, k: Setting, ctx: { agreed?: Money }): string {
  const words: string[] = [];
  if (k.pilot === p.id) words.push(ctx.agreed ? say.thePilotKeeps({ price: ctx.agreed.format() }) : say.thePilot());
  const ship = k.lot?.ship;
  if (ship) {
    const share = holdingsIn(p, ship)[0]?.share;
    if (ship.skipper === p.id) {
      words.push(
        share === undefined
          ? say.skipperNotOwner({ ship: shipName(ship) })
          : share.eq(Rational.ONE)
            ? say.ownerSkipper({ ship: shipName(ship) })
            : say.skipperPartOwner({ share: share.toString(), ship: shipName(ship) }),
      );
    } else if (share !== undefined) {
      words.push(
        share.eq(Rational.ONE)
          ? say.owner({ ship: shipName(ship) })
          : say.partOwner({ share: share.toString(), ship: shipName(ship) }),
      );
    }
    if (k.lot?.persons.includes(p)) words.push(say.wentByLot({ ship: { the: shipName(ship) } }));
    else if (k.goers.has(p.id) && ship.skipper !== p.id) words.push(say.aboard({ ship: { the: shipName(ship) } }));
  }
  const parent = k.c.parent(p);
  const of = parent ? nameOf(parent) : undefined;
  for (const r of p.roles) {
    if (r === "skipper" && ship?.skipper === p.id) continue;
    words.push(roleInWords(r, of));
  }
  if (p.farm) words.push(p.farm === "altbauer" ? say.altbauer() : say.neubauer());
  if (isOffice(p)) {
    if (p.refused) words.push(say.refused());
    else if (p.told === false) words.push(say.notTold());
    else if (p.told === true) words.push(p.unable_to_come ? say.couldNotCome() : say.told());
  }
  if (p.on_beach) words.push(say.onBeach());
  if (words.length === 0) return say.named();
  let out = words.at(-1) as string;
  for (let i = words.length - 2; i >= 0; i--) out = say.roleWords({ first: words[i] as string, rest: out });
  return out;
}

function personFacts(p: Person, k: Setting): Record<string, Json> {
  const f: Record<string, Json> = { roles: [...p.roles] };
  const many = k.c.rows(p);
  if (many > 1) f.count = many;
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
  /** Whether the explanation is built: the row's step, and the entry it names, are made only then. */
  readonly explain: boolean;
}

export function partyOf(r: RowSpec, k: Setting, idSuffix = "", agreed?: Money): Party {
  const p = r.person;
  return partyFrom({
    id: `${p.id}${idSuffix}`,
    name: nameOf(p),
    // The role column only names the party: its farm and offices decide nothing there.
    role: describing(() => roleOf(p, k, agreed ? { agreed } : {})),
    count: k.c.rows(p),
    sources: r.sources,
    own: r.own,
    facts: describing(() => personFacts(p, k)),
    subject: () => entryPath(k.c.people, "people", p),
    readings: r.readings,
    explain: r.explain,
  });
}

/** Every person's part of the surplus (7.3–7.5). */
export function companyRows(k: Setting, ctx: RuleContext): RowSpec[] {
  officesAnswerable(k, ctx);
  return k.c.people.map((person) => {
    const r = withOwnReadings(ctx, (local) => decideByRules(SURPLUS_RULES, { person, k }, local, surplusFallback));
    return { person, sources: [r.value], own: r.value, readings: r.readings, explain: ctx.explain !== false };
  });
}

/** The parts of the piloting ship's party (7.7–7.8), for the people given. */
export function shipPartyRows(k: Setting, people: readonly Person[], ctx: RuleContext): RowSpec[] {
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
      explain: ctx.explain !== false,
    };
  });
}

// ---------------------------------------------------------------------------
// Funds

/** Q-B01 for pilot money, citing `provisions`: the money received in equal parts, never goods in kind. */
const pilotMoneyInParts = (provisions: string[]): FundRule => moneyInParts(partFund, provisions, PILOT_MONEY);

export const SURPLUS_FUND: FundSpec = {
  rule: pilotMoneyInParts([at("5"), at("7.3")]),
  money: say.surplusMoney(),
  section: "§7",
  label: say.surplusLabel(),
  provisions: [at("5"), at("7.3")],
  inKind: goodsInKind([at("5")]),
};

export const WHOLE_FEE_FUND: FundSpec = {
  rule: pilotMoneyInParts([at("5"), at("7.8")]),
  money: PILOT_MONEY,
  section: "§7",
  label: say.wholeShipLabel(),
  provisions: [at("5"), at("7.7"), at("7.8")],
  inKind: goodsInKind([at("5")]),
};

export const AGREED_PRICE_FUND: FundSpec = {
  rule: pilotMoneyInParts([at("5"), at("7.8")]),
  money: say.agreedPriceMoney(),
  section: "§7",
  label: say.agreedPriceLabel(),
  provisions: [at("5"), at("7.3"), at("7.8")],
  inKind: goodsInKind([at("5")]),
};

export function totalFund(c: PilotageCase, paid: Money, s: Settlement, keeper: Keeper): Fund {
  return {
    label: say.totalLabel({ calling: c.calling, keeps: s.keeps.format(), keeper, surplus: s.surplus.format() }),
    amount: paid.toJSON(),
    provisions: [at("7.1"), at("7.3")],
    rounding: say.totalRounding(),
  };
}

/** The pilot's own line: the agreed price he keeps (7.3). */
export function agreedPriceLine(pilot: Person, s: Settlement, how: string): Allocation {
  const provisions = [at("7.2"), at("7.3")];
  return {
    id: `${pilot.id}${AGREED_PRICE}`,
    name: nameOf(pilot),
    role: say.pilotRole(),
    basis: [],
    fraction: "1",
    exact: s.keeps.toJSON(),
    rounded: s.keeps.toJSON(),
    roundedUp: false,
    reason: say.agreedLine({ reason: s.reason, how, provisions: cite(provisions) }),
    provisions,
  };
}

/** Under Q-B19 R2 the company present makes up the shortfall, each in his parts. */
export function shortfallLiabilities(
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
          message: say.noBearers({ owed: owed.format() }),
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
      description: say.shortfallShare({ owed: owed.format(), parts: partsText(l.weight), exact: l.exact.format() }),
      provisions: [at("7.3")],
    }));
  return { liabilities, warnings: [] };
}

// ---------------------------------------------------------------------------
// Pilotage by one person (7.2–7.6)

export const SITUATION = { single: say.single(), whole: say.whole() };

export interface Begun {
  readonly c: PilotageCase;
  readonly paid: Money;
  /** The steps before the division: notes, what the money is, the mode. */
  readonly pre: Step[];
  readonly warnings: Warning[];
  readonly rc: RuleContext;
}

export function officialsIn(ctx: RuleContext): { o: Officials; step: Step } {
  const r = officialsOf("pilot_money", ctx);
  return { o: r.officials, step: r.step };
}

export function withOfficials(parties: Party[], off: { o: Officials; step: Step }): Party[] {
  return off.o.kind === "added" ? [...parties, officialsParty(off.o, off.step)] : parties;
}

/** §7 for pilot money: the rule of the kind, whose value is how the pilotage was done. */
const pilotMoneyKind = kindRule(
  "borkum-1666/7#pilot-money",
  "pilot money: the lowest offer goes, its surplus to the company on the beach (7.1–7.6), or with a whole ship chosen by lot (7.7–7.8), shared in the parts of old custom (§5)",
  // Pilot money, and its two ways: by one person or with whole ships; the rules beneath cite the rest of §7.
  [at("5"), at("7.1"), at("7.6"), at("7.7")],
  [
    "facts.lot.draw.{persons[],persons_needed,seed,ships[]}",
    "facts.lot.{persons[],ship}",
    "facts.offers[].{person,price}",
    "facts.people[].{aboard,count,farm,on_beach,refused,roles[],son_of,told,unable_to_come}",
    "facts.ship.seen_from_tower",
    "facts.ships[].owners[].{person,share}",
    "facts.ships[].skipper",
    "facts.{agreed_price,breaches,date,pilot,pilot_money,place}",
  ],
);

/** The root of a pilot-money determination: §7 applied to pilotage done in `mode`, with this case's provisions. */
export function root(label: string, mode: Mode, provisions: string[], children: Step[], rc: RuleContext): KindRoot {
  return { ...kindRoot(pilotMoneyKind, mode, children, rc), label, provisions: [at("5"), at("7.1"), ...provisions] };
}

/** Put the agreed-price lines just before their persons' rows. */
export function withLines(allocations: readonly Allocation[], lines: readonly Allocation[]): Allocation[] {
  return allocations.flatMap((a) => [...lines.filter((l) => l.id === `${a.id}${AGREED_PRICE}`), a]);
}

/**
 * The sides of §5 over every line, the agreed price too, so that they add up to
 * the whole pilot money; the divisions' own steps show the sides of each division.
 */
export function withSides(body: DeterminationBody, c: PilotageCase, paid: Money, rc: RuleContext): DeterminationBody {
  const vogt = body.allocations
    .filter((a) => {
      const p = c.person(a.id.replace(AGREED_PRICE, ""));
      return p !== undefined && isVogt(p);
    })
    .map((a) => a.id);
  const { groups, step } = theSides(body.allocations, { currency: paid.currency, vogt, ctx: rc });
  return {
    ...body,
    groups,
    explanation: {
      ...body.explanation,
      children: [...(body.explanation.children ?? []), { ...step, label: wholeSidesLabel(step.label) }],
    },
  };
}

/**
 * The label of the sides' step (frame.ts: "The sides of the division: …") said of
 * the whole pilot money, the sides themselves (a message of their own) as they are.
 */
function wholeSidesLabel(label: string): string {
  const lead = "The sides of the division: ";
  if (!label.startsWith(lead)) return label;
  const sides = label.slice(lead.length);
  return sides === "nobody takes anything" ? say.wholeSidesNone() : say.wholeSides({ sides });
}
