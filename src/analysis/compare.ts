/**
 * Compare: the same facts under two statutes, side by side.
 *
 * A case is carried to the other statute where both speak to its situation:
 *
 *   - salvage of stranded goods (kind `salvage`, Borkum §6 and dl-vrag/1–7, 20–23),
 *   - wreck (kind `wreck`, Borkum §8 and dl-vrag/8–13),
 *   - goods that come ashore by themselves (Borkum's foot-strand goods, 6.7, a
 *     `salvage` with `came_ashore_by_itself`; under the Danish Law goods that drift
 *     ashore with nobody aboard are wreck, dl-vrag/8–13),
 *   - pilotage (Borkum §7 `pilotage`, and dl-averi/54–59 `pilot_hire`).
 *
 * The kinds share one vocabulary, so most facts carry over as they are; a mapper
 * moves what must be moved and says so, each step as a line of the report. Amounts
 * are carried over as exact numbers; where the other statute does not reckon in
 * the case's currency they are written in the neutral unit `u`, one for one, with no
 * rate of exchange implied. A situation the other statute does not cover is
 * reported as such, with its reason, and nothing is forced.
 *
 * "The facts one statute needs that the other does not" are read from the two
 * explanations: each rule step records the facts it read, so a fact read on one
 * side only is a fact only that statute needs.
 */

import type { Determination, Receipt } from "../core/determination.js";
import type { Step } from "../core/explain.js";
import { phrases } from "../core/messages.js";
import { largestUnit, Money, NEUTRAL_U, smallestUnit } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { type DecideOptions, decidePrepared, findStatute, prepare } from "../engine/decide.js";
import { STATUTES } from "../law/index.js";
import { type Position, positions } from "./positions.js";

/** What a comparison says of how it carried the facts, and why a statute does not speak. */
const say = phrases("analysis/compare", {
  ashoreIsWreck:
    "goods that came ashore by themselves with nobody aboard are wreck under dl-vrag/8–13; Borkum calls them foot-strand goods (6.7)",
  shipPiece: "pieces of a ship: ship_piece",
  merchantsGoods: "merchants' goods: cargo",
  moneyAsReward: "the salvage money paid is taken as the salvage reward fixed for the goods",
  nobodyWith: "false: nobody was with the goods when they came ashore",
  carriedAsThey: "carried as they are",
  asOfOwnDate: "the case is decided as of its own date",
  noShips: "no ships take part in goods that come ashore by themselves",
  whoseForeshore:
    "dl-vrag needs to know whose foreshore the goods lie on (the king's or a landowner's); the Borkum case does not say, so the Danish side decides without it.",
  footStrand:
    "merchants' goods come ashore with nobody aboard are foot-strand goods under Borkum 6.7, not wreck (8.1 names ships and their parts)",
  rewardDivided: "the salvage reward fixed is the salvage money divided",
  nothingToDivide: "0: no reward is fixed in the case filed, so there is nothing to divide yet",
  peopleGather: "carried as they are; Borkum reads who helped gather and cart the goods",
  itemByItem: "Borkum 6.7 divides the money paid, not the goods item by item",
  noForeshoreRule:
    "Borkum has no rule on whose foreshore it is, on registering, or on an owner's claim within a year and a day",
  pilotWaters:
    "a ship that does not know the waters and calls for a pilot is taken to be in pilot waters ('lodsmands farvand')",
  islanderWent: "the islander who went is the pilot hired",
  lowestOffer: "the lowest offer on the beach went (7.2): he is the pilot hired",
  noPilot: "no pilot can be named from the case",
  wageAgreed: "what the ship pays is the pilot's wage agreed with the skipper",
  skipperSupplied:
    "the Borkum case does not name the calling ship's master; a person 'the skipper of the calling ship' is supplied, owning her",
  wageIsPilots: "the Danish Law does not divide pilot money among a community: the wage is the pilot's",
  pilot_wholeShips:
    "Borkum 7.7 speaks of pilotage 'mit ganzen Schiffen': island ships and their crews sent out by lot ('auf den das Los fällt') to help the ship flying the waft. dl-averi/54–59 speak only of one pilot the skipper hires ('leje lodsmand for det bedste køb, han kan betinge ham', dl-averi/54): they have no rule for ships and crews sent out by lot.",
  pilot_agroundLeaking:
    "Borkum 7.9: a ship found 'irgend festsitzt und leck' 'kann kein Lootsgeld heißen, sondern Bergegeld': the money is salvage money, divided under §6, not pilot money. dl-averi/54–59 speak of hiring a pilot in pilot waters, not of salvage; compare the salvage with dl-vrag.",
  pilot_withoutPilot:
    "dl-averi/55 makes the skipper who enters pilot waters without a pilot pay the damage himself ('skal han den selv oprette af sine egne penge'), unless in necessity. The Borkum Rolle has no rule on a ship that takes no pilot, nor on damage: §7 speaks only of pilot money earned when a ship 'einen Lootsmann fordert' (7.1) and how the islanders divide it.",
  pilot_draught:
    "dl-averi/56–57 make the skipper declare his draught to the pilot ('oprigtig give ham tilkende, hvor mange fod dybt hans skib går') and fine him sixteen lod of silver for each foot concealed. The Borkum Rolle has no rule on the draught, nor on a fine for understating it: §7 speaks only of pilot money and its division (7.1–7.8).",
  pilot_atFault:
    "dl-averi/59 punishes a pilot at fault as a mate ('Forser nogen lodsmand sig, så straffes han'), and the damage he caused is reckoned by dl-averi/54–58. The Borkum Rolle has no rule on a pilot at fault, nor on damage: §7 speaks only of pilot money and its division (7.1–7.8).",
  pilot_hiredAlone:
    "Borkum §7 speaks of pilot money the islanders earn: a ship 'läßt einen Syauwer fliegen oder löset ein Stück', and 'alle diejenigen, welche sich nun an dem Strand befinden' agree who goes (7.1–7.2), the surplus over the price agreed going to the whole company on the beach (7.3). A pilot the skipper hires under dl-averi/54 is paid his wage out of the goods; the Rolle has no rule on paying a pilot's wage out of the goods, and a case under dl-averi/54–59 names no company on a beach, nor how the ship called, for its rules to divide the money among.",
  uncoveredFind:
    "The Borkum ordinance has no rule on things found at sea and handed to an officer ashore; its §8 treats wreck the islanders find on their strand ('angestrandete Stücke von Schiffen', 'angetriebene Masten', borkum-1666/8.1), not a skipper's find at sea (dl-vrag/14–19).",
  uncoveredAverage: "The Borkum ordinance (§§5–8) has no rule on general average.",
  uncoveredShipwreck:
    "The Borkum ordinance has no rule on a shipwrecked skipper's freight or his crew's wages (dl-averi/1–4, 43–46): its §6 divides the salvage money the islanders earn ('Bergegeld'), and says nothing of what the ship's own people earn or owe.",
  uncoveredAverageVrag:
    "The chapter on shipwreck and wreck has no rule on general average; dl-vrag/22 only says that goods saved from a stranding give no average.",
  sameFacts: "the {kind} facts carry over as they are (one vocabulary for both statutes)",
  oneLaw:
    "{from} and {to} are chapters of one statute, the Danish Law of 1683 (Book 4), which may both speak to a {kind} (freight and wages after a wreck are in dl-averi/1–4, 43–46 and dl-vrag/20–23); compare sets the Borkum Rolle beside the Danish Law, and does not carry a case between two chapters of one law.",
  noRules: "{target} has no rules for a case like this one ({kind} under {statute}); its kinds are {kinds}.",
  notCoveredNote: "The situation is not covered by {target}: nothing is carried over.",
  notEnough: "the facts carried over are not enough for {target}: {why}",
  neutralUnit:
    "{target} does not reckon in {currency}; amounts are carried one for one into the neutral unit u (1 {from} → 1 {to}), no rate of exchange implied",
  neutralUnitBySmallest:
    "{target} does not reckon in {currency}; amounts are carried one for one into the neutral unit u (1 {from} → 1 {to}: some amount is not a whole number of {to} at 1 {big} → 1 {bigU}), no rate of exchange implied",
});

export interface Mapping {
  /** The fact in the case as filed ("facts.salvage_money"), or "(none)" for a fact supplied. */
  from: string;
  /** Where it went in the carried case ("facts.reward.amount"), or "(dropped)". */
  to: string;
  how: string;
}

export interface Side {
  statute: string;
  kind: string;
  /** Decided, or why the statute does not cover the situation. */
  covered: boolean;
  reason?: string;
  situation?: string;
  provisions: string[];
  determination?: Determination;
  /**
   * The name of each party the determination's duties and penalties name by id
   * ("ocko" is "Ocko"), as the case gives it, or an office in words.
   */
  names?: Record<string, string>;
  receipt?: Receipt;
}

export interface PartyCell {
  /** Exact amounts, each in the largest unit of its currency ("rd", "u") or in its unit in kind. */
  amounts: { value: string; counted: string }[];
  provisions: string[];
}

export interface PartyRow {
  party: string;
  name: string;
  left?: PartyCell;
  right?: PartyCell;
}

export interface Comparison {
  title?: string;
  left: Side;
  right: Side;
  mappings: Mapping[];
  /** Facts read by one side's rules and not the other's, by fact name. */
  onlyLeft: string[];
  onlyRight: string[];
  parties: PartyRow[];
  /** Statements about the comparison as a whole. */
  notes: string[];
  /**
   * The case as carried to the other statute, where it was carried: what the
   * questions of a partial case (questions/) are asked of, to complete it. Its facts
   * keep the case file's own paths when `sameFacts`, so answers to them can be
   * written into the case file itself.
   */
  carried?: { version: 1; statute: string; kind: string; title?: string; currency: string; facts: unknown };
  /** The carried facts are the case file's own, under the same paths (the kind is not changed). */
  sameFacts?: boolean;
}

export class CompareError extends Error {
  override name = "UsageError";
}

interface Carried {
  kind: string;
  facts: Record<string, unknown>;
  currency: string;
  mappings: Mapping[];
  notes: string[];
}

type Mapper = (
  facts: Record<string, unknown>,
  src: { statute: string; kind: string },
) => Carried | { notCovered: string };

const clone = <T>(v: T): T => structuredClone(v);

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

// ---------------------------------------------------------------------------
// Mappers, by source statute, kind and target statute.

/** Salvage between Borkum §6 and dl-vrag/1–7: the same vocabulary; foot-strand goods become wreck. */
const salvageBorkumToVrag: Mapper = (f) => {
  if (f.came_ashore_by_itself === true) {
    const people = clone((f.people ?? []) as unknown[]);
    const facts: Record<string, unknown> = {
      place: "beach",
      living_people: false,
      items: [
        {
          id: "goods",
          name: "the goods that came ashore",
          what: f.merchant_goods === false ? "ship_piece" : "cargo",
          drifted_ashore: true,
        },
      ],
      people,
      ...(f.date !== undefined ? { date: f.date, as_of: f.date } : {}),
      ...(f.breaches !== undefined ? { breaches: clone(f.breaches) } : {}),
    };
    const positive = typeof f.salvage_money === "number" ? f.salvage_money > 0 : f.salvage_money !== "0";
    if (positive) facts.salvage_reward = { amount: f.salvage_money, assessed_by: "as paid in the case filed" };
    return {
      kind: "wreck",
      facts,
      currency: "",
      mappings: [
        {
          from: "facts.came_ashore_by_itself",
          to: "kind: wreck",
          how: say.ashoreIsWreck(),
        },
        {
          from: "facts.merchant_goods",
          to: "facts.items[0].what",
          how: f.merchant_goods === false ? say.shipPiece() : say.merchantsGoods(),
        },
        ...(positive
          ? [
              {
                from: "facts.salvage_money",
                to: "facts.salvage_reward.amount",
                how: say.moneyAsReward(),
              },
            ]
          : []),
        { from: "(none)", to: "facts.living_people", how: say.nobodyWith() },
        { from: "facts.place", to: "facts.place", how: "beach" },
        { from: "facts.people", to: "facts.people", how: say.carriedAsThey() },
        ...(f.date !== undefined ? [{ from: "facts.date", to: "facts.as_of", how: say.asOfOwnDate() }] : []),
        { from: "facts.ships", to: "(dropped)", how: say.noShips() },
      ],
      notes: [say.whoseForeshore()],
    };
  }
  return same("salvage")(f, { statute: "borkum-1666", kind: "salvage" });
};

/** A wreck whose items are all goods that drifted ashore is Borkum's foot-strand; otherwise wreck under §8. */
const wreckVragToBorkum: Mapper = (f) => {
  const items = (Array.isArray(f.items) ? f.items : []).map(obj);
  const goods = items.length > 0 && items.every((i) => i.what === "cargo");
  if (!goods) return same("wreck")(f, { statute: "dl-vrag", kind: "wreck" });
  const reward = obj(f.salvage_reward).amount;
  const facts: Record<string, unknown> = {
    place: "beach",
    came_ashore_by_itself: true,
    merchant_goods: true,
    salvage_money: reward ?? 0,
    ships: [],
    people: clone(f.people ?? []),
    ...(f.date !== undefined ? { date: f.date } : {}),
  };
  return {
    kind: "salvage",
    facts,
    currency: "",
    mappings: [
      {
        from: "facts.items[*].what",
        to: "kind: salvage, facts.came_ashore_by_itself",
        how: say.footStrand(),
      },
      {
        from: reward !== undefined ? "facts.salvage_reward.amount" : "(none)",
        to: "facts.salvage_money",
        how: reward !== undefined ? say.rewardDivided() : say.nothingToDivide(),
      },
      {
        from: "facts.people",
        to: "facts.people",
        how: say.peopleGather(),
      },
      { from: "facts.items", to: "(dropped)", how: say.itemByItem() },
      {
        from: "facts.foreshore, facts.keeping, facts.claim, facts.as_of",
        to: "(dropped)",
        how: say.noForeshoreRule(),
      },
    ],
    notes: [],
  };
};

/** Kinds that share one schema carry over as they are. */
function same(kind: string): Mapper {
  return (f) => ({
    kind,
    facts: clone(f),
    currency: "",
    mappings: [
      {
        from: "facts",
        to: "facts",
        how: say.sameFacts({ kind }),
      },
    ],
    notes: [],
  });
}

/** The pilot who went: the one named, or the lowest offer on the beach (7.2). */
function borkumPilot(f: Record<string, unknown>): string | undefined {
  if (typeof f.pilot === "string") return f.pilot;
  const offers = (Array.isArray(f.offers) ? f.offers : []).map(obj);
  let best: { person: string; price: number } | undefined;
  for (const o of offers) {
    const price = Number(o.price);
    if (typeof o.person === "string" && (!best || price < best.price)) best = { person: o.person, price };
  }
  return best?.person;
}

/** Borkum §7 pilot money to dl-averi/54–59: the islander who went is the pilot hired; his money is his wage. */
const pilotageBorkumToAveri: Mapper = (f) => {
  const ship = obj(f.ship);
  if (ship.aground === true && ship.leaking === true) {
    return {
      notCovered: PILOT_REASONS.agroundLeaking,
    };
  }
  if (f.mode === "whole_ship") {
    return {
      notCovered: PILOT_REASONS.wholeShips,
    };
  }
  const pilot = borkumPilot(f);
  const skipper = "the-calling-skipper";
  const people = [
    ...clone((Array.isArray(f.people) ? f.people : []) as unknown[]),
    { id: skipper, name: "The skipper of the calling ship", roles: ["skipper"] },
  ];
  if (pilot !== undefined) {
    const p = people.map(obj).find((x) => x.id === pilot);
    if (p) p.roles = [...new Set([...(Array.isArray(p.roles) ? p.roles : []), "pilot"])];
  }
  const facts: Record<string, unknown> = {
    waters: { pilot_waters: true, name: "the Ems off Borkum" },
    ship: {
      id: typeof ship.id === "string" ? ship.id : "ship",
      ...(typeof ship.name === "string" ? { name: ship.name } : {}),
      skipper,
      owners: [{ person: skipper, share: "1" }],
    },
    pilot: { ...(pilot !== undefined ? { person: pilot } : {}), wage: f.pilot_money },
    people,
  };
  return {
    kind: "pilot_hire",
    facts,
    currency: "",
    mappings: [
      {
        from: "facts.ship.unfamiliar, facts.ship.signal",
        to: "facts.waters.pilot_waters",
        how: say.pilotWaters(),
      },
      {
        from: pilot !== undefined ? (typeof f.pilot === "string" ? "facts.pilot" : "facts.offers") : "(none)",
        to: "facts.pilot.person",
        how:
          pilot !== undefined ? (typeof f.pilot === "string" ? say.islanderWent() : say.lowestOffer()) : say.noPilot(),
      },
      {
        from: "facts.pilot_money",
        to: "facts.pilot.wage",
        how: say.wageAgreed(),
      },
      {
        from: "(none)",
        to: "facts.ship.skipper, facts.ship.owners",
        how: say.skipperSupplied(),
      },
      {
        from: "facts.place, facts.offers, facts.people[*].on_beach, told, refused",
        to: "(dropped)",
        how: say.wageIsPilots(),
      },
    ],
    notes: [
      "The Danish side needs the cargo (owners and values) and the custom of the market where the ship unloads to say how the wage is paid out of the goods; the Borkum case gives neither, so the Danish side leaves it open.",
    ],
  };
};

/**
 * Where one statute's pilotage rules do not speak to the other's situation, in the
 * words of the text. Borkum §7 says what pilot money is and how the islanders on
 * the beach divide it (7.1–7.8); dl-averi/54–59 say what the skipper owes when he
 * enters pilot waters: to hire a pilot, declare his draught, and make good the
 * damage if he enters without one.
 */
export const PILOT_REASONS = {
  wholeShips: say.pilot_wholeShips(),
  agroundLeaking: say.pilot_agroundLeaking(),
  withoutPilot: say.pilot_withoutPilot(),
  draught: say.pilot_draught(),
  atFault: say.pilot_atFault(),
  hiredAlone: say.pilot_hiredAlone(),
} as const;

/** dl-averi/54–59 to Borkum §7: each situation of the Danish rules, and why the Rolle does not speak to it. */
const pilotHireAveriToBorkum: Mapper = (f) => {
  const pilot = obj(f.pilot);
  if (f.entered_without_pilot === true) return { notCovered: PILOT_REASONS.withoutPilot };
  if (pilot.at_fault === true) return { notCovered: PILOT_REASONS.atFault };
  if (pilot.draught_declared !== undefined && obj(f.ship).draught !== undefined) {
    const declared = Rational.tryParse(String(pilot.draught_declared));
    const draught = Rational.tryParse(String(obj(f.ship).draught));
    if (declared && draught && declared.lt(draught)) return { notCovered: PILOT_REASONS.draught };
  }
  return { notCovered: PILOT_REASONS.hiredAlone };
};

const MAPPERS: Record<string, Mapper> = {
  "borkum-1666/pilotage>dl-averi": pilotageBorkumToAveri,
  "dl-averi/pilot_hire>borkum-1666": pilotHireAveriToBorkum,
  "borkum-1666/salvage>dl-vrag": salvageBorkumToVrag,
  "dl-vrag/salvage>borkum-1666": same("salvage"),
  "borkum-1666/wreck>dl-vrag": same("wreck"),
  "dl-vrag/wreck>borkum-1666": wreckVragToBorkum,
};

/** Register a mapper (used by kinds added later, and by tests). */
export function addMapper(from: string, kind: string, to: string, m: Mapper): void {
  MAPPERS[`${from}/${kind}>${to}`] = m;
}

/** What the other statute says when no mapper carries the case there. */
const UNCOVERED: Record<string, string> = {
  "dl-vrag/find>borkum-1666": say.uncoveredFind(),
  "dl-averi/general_average>borkum-1666": say.uncoveredAverage(),
  "dl-averi/shipwreck>borkum-1666": say.uncoveredShipwreck(),
  "dl-averi/general_average>dl-vrag": say.uncoveredAverageVrag(),
};

/** The statutes that are chapters of one law, the Danish Law of 1683 (Book 4). */
const DANISH_LAW = new Set(["dl-vrag", "dl-averi"]);

/** Why no case is carried between two chapters of the Danish Law. */
const oneLaw = (from: string, to: string, kind: string): string => say.oneLaw({ from, to, kind });

// ---------------------------------------------------------------------------
// Amounts: exact numbers, in a currency the other statute reckons in.

/** Replace every amount in the raw facts by its exact value, `value(m)`. */
function exactAmounts(raw: unknown, parsed: unknown, value: (m: Money) => Rational): unknown {
  if (parsed instanceof Money) return value(parsed).toString();
  if (Array.isArray(raw) && Array.isArray(parsed)) return raw.map((r, i) => exactAmounts(r, parsed[i], value));
  if (raw !== null && typeof raw === "object" && parsed !== null && typeof parsed === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw as Record<string, unknown>))
      out[k] = exactAmounts(v, (parsed as Record<string, unknown>)[k], value);
    return out;
  }
  return raw;
}

/** Every amount of the parsed facts. */
function amountsOf(parsed: unknown, into: Money[] = []): Money[] {
  if (parsed instanceof Money) into.push(parsed);
  else if (parsed !== null && typeof parsed === "object")
    for (const v of Object.values(parsed as Record<string, unknown>)) amountsOf(v, into);
  return into;
}

/**
 * How amounts go into the neutral unit u: one of the case's largest unit to one u,
 * unless some amount is then not a whole number of u's smallest unit (37 rtl 18 st
 * is 37 1/3 u): then one of the case's smallest unit to one of u's smallest. Either
 * way no rate of exchange is implied; the second keeps every amount whole.
 */
function intoU(parsed: unknown): { value: (m: Money) => Rational; bySmallest: boolean } {
  const per = Rational.of(largestUnit(NEUTRAL_U).inSmallest);
  const whole = amountsOf(parsed).every((m) => m.in().mul(per).isInteger());
  return whole ? { value: (m) => m.in(), bySmallest: false } : { value: (m) => m.minor.div(per), bySmallest: true };
}

function factNames(s: Step, into = new Set<string>()): Set<string> {
  if (s.status === "applied" || s.status === "overridden") for (const k of Object.keys(s.facts ?? {})) into.add(k);
  for (const c of s.children ?? []) factNames(c, into);
  return into;
}

function provisionsOf(d: Determination, party: string): string[] {
  const out = new Set<string>();
  for (const a of d.allocations) if (a.id === party) for (const p of a.provisions) out.add(p);
  for (const l of d.liabilities) if (l.from === party || l.to === party) for (const p of l.provisions) out.add(p);
  for (const p of d.penalties) if (p.who === party) for (const x of p.provisions) out.add(x);
  if (d.statement?.lines.some((l) => l.owner === party)) for (const p of d.statement.provisions) out.add(p);
  return [...out];
}

/** Offices a determination names by id where no party of the case holds them. */
const OFFICES: Readonly<Record<string, string>> = {
  vogt: "the Vogt",
  amtmand: "the amtmand",
  king: "the king",
  "amtmand-or-landowner": "the amtmand or the landowner",
};

/** The names of the parties a determination's duties and penalties name by id. */
function namesOf(d: Determination, facts: unknown): Record<string, string> {
  const all = new Map<string, string>();
  const people = obj(facts).people;
  for (const p of Array.isArray(people) ? people : []) {
    const o = obj(p);
    if (typeof o.id === "string" && typeof o.name === "string" && o.name.trim() !== "") all.set(o.id, o.name);
  }
  for (const a of d.allocations) all.set(a.id, a.name);
  for (const b of d.statement?.balances ?? []) all.set(b.party, b.name);
  for (const av of d.averages ?? []) for (const b of av.statement?.balances ?? []) all.set(b.party, b.name);
  for (const g of d.groups ?? []) all.set(g.id, g.name);
  const out: Record<string, string> = {};
  for (const who of [...d.obligations.map((o) => o.who), ...d.penalties.map((p) => p.who)]) {
    const name = all.get(who) ?? OFFICES[who];
    if (name !== undefined && name !== who) out[who] = name;
  }
  return out;
}

function sideOf(statute: string, kind: string, d: Determination, facts: unknown): Side {
  const names = namesOf(d, facts);
  return {
    statute,
    kind,
    covered: true,
    situation: d.situation,
    provisions: [...new Set([...d.explanation.provisions])],
    determination: d,
    ...(Object.keys(names).length > 0 ? { names } : {}),
    receipt: d.receipt,
  };
}

export function compare(data: unknown, withStatute: string, opts: DecideOptions = {}): Comparison {
  const target = findStatute(withStatute);
  if (!target) {
    throw new CompareError(`unknown statute "${withStatute}"; known: ${STATUTES.map((s) => s.id).join(", ")}`);
  }
  const p = prepare(data, opts);
  if (p.statute.id === target.id)
    throw new CompareError(`the case is already under ${target.id}; compare it --with another statute`);
  const left = decidePrepared(p);
  const env = obj(data);
  const rawFacts = obj(env.facts);
  const key = `${p.statute.id}/${p.handler.kind}>${target.id}`;
  const mapper = MAPPERS[key];
  const title = typeof env.title === "string" ? env.title : undefined;
  const leftSide = sideOf(p.statute.id, p.handler.kind, left, rawFacts);
  const base = {
    ...(title !== undefined ? { title } : {}),
    left: leftSide,
  };
  if (!mapper) {
    const reason =
      UNCOVERED[key] ??
      (DANISH_LAW.has(p.statute.id) && DANISH_LAW.has(target.id)
        ? oneLaw(p.statute.id, target.id, p.handler.kind.replace(/_/g, " "))
        : undefined) ??
      say.noRules({
        target: target.id,
        kind: p.handler.kind,
        statute: p.statute.id,
        kinds: target.kinds.map((k) => k.kind).join(", "),
      });
    return {
      ...base,
      right: { statute: target.id, kind: p.handler.kind, covered: false, reason, provisions: [] },
      mappings: [],
      onlyLeft: [...factNames(left.explanation)].sort(),
      onlyRight: [],
      parties: rows(left, undefined),
      notes: [say.notCoveredNote({ target: target.id })],
    };
  }
  const currency = target.currencies.includes(p.currency.id) ? p.currency.id : NEUTRAL_U.id;
  const into = currency === p.currency.id ? { value: (m: Money) => m.in(), bySmallest: false } : intoU(p.facts);
  const exact = obj(exactAmounts(rawFacts, p.facts, into.value));
  const carried = mapper(exact, { statute: p.statute.id, kind: p.handler.kind });
  if ("notCovered" in carried) {
    return {
      ...base,
      right: { statute: target.id, kind: p.handler.kind, covered: false, reason: carried.notCovered, provisions: [] },
      mappings: [],
      onlyLeft: [...factNames(left.explanation)].sort(),
      onlyRight: [],
      parties: rows(left, undefined),
      notes: [],
    };
  }
  const mappings = [...carried.mappings];
  if (currency !== p.currency.id) {
    const [from, to] = into.bySmallest
      ? [smallestUnit(p.currency).code, smallestUnit(NEUTRAL_U).code]
      : [largestUnit(p.currency).code, largestUnit(NEUTRAL_U).code];
    mappings.push({
      from: `currency: ${p.currency.id}`,
      to: "currency: u",
      how: into.bySmallest
        ? say.neutralUnitBySmallest({
            target: target.id,
            currency: p.currency.name,
            from,
            to,
            big: largestUnit(p.currency).code,
            bigU: largestUnit(NEUTRAL_U).code,
          })
        : say.neutralUnit({ target: target.id, currency: p.currency.name, from, to }),
    });
  }
  const carriedCase = {
    version: 1 as const,
    statute: target.id,
    kind: carried.kind,
    ...(title !== undefined ? { title } : {}),
    currency,
    facts: carried.facts,
  };
  // Facts carried under their own paths: same kind, and a mapper that moved nothing.
  const sameFacts =
    carried.kind === p.handler.kind && carried.mappings.every((m) => m.from === m.to || m.to === "(dropped)");
  let right: Side;
  let rightD: Determination | undefined;
  try {
    rightD = decidePrepared(prepare(carriedCase, { source: `${opts.source ?? "case"} carried to ${target.id}` }));
    right = sideOf(target.id, carried.kind, rightD, carried.facts);
  } catch (e) {
    const err = e as Error;
    if (err.name !== "NotCoveredError" && err.name !== "CaseError") throw e;
    right = {
      statute: target.id,
      kind: carried.kind,
      covered: false,
      reason:
        err.name === "NotCoveredError"
          ? err.message
          : say.notEnough({ target: target.id, why: err.message.split("\n").slice(1).join(" ").trim() }),
      provisions: [],
    };
  }
  // Steps that record a fact per person use the person's id as its name; those
  // are people, not facts, and are left out of the lists.
  const ids = new Set(
    [rawFacts.people, carried.facts.people].flatMap((ps) => (Array.isArray(ps) ? ps.map((p) => obj(p).id) : [])),
  );
  const l = new Set([...factNames(left.explanation)].filter((x) => !ids.has(x)));
  const r = new Set(rightD ? [...factNames(rightD.explanation)].filter((x) => !ids.has(x)) : []);
  return {
    ...base,
    right,
    mappings,
    onlyLeft: [...l].filter((x) => !r.has(x)).sort(),
    onlyRight: [...r].filter((x) => !l.has(x)).sort(),
    parties: rows(left, rightD),
    notes: carried.notes,
    carried: carriedCase,
    sameFacts,
  };
}

function rows(left: Determination, right: Determination | undefined): PartyRow[] {
  const m = new Map<string, PartyRow>();
  const add = (d: Determination, side: "left" | "right") => {
    for (const p of positions(d) as Position[]) {
      const row = m.get(p.party) ?? { party: p.party, name: p.name };
      const cell = row[side] ?? { amounts: [], provisions: provisionsOf(d, p.party) };
      cell.amounts.push({ value: p.value.toString(), counted: p.counted });
      row[side] = cell;
      m.set(p.party, row);
    }
  };
  add(left, "left");
  if (right) add(right, "right");
  return [...m.values()];
}
