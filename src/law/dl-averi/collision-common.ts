/**
 * What the rules of dl-averi/6–17 share: the case as the rules see it, how a damage is
 * shared and what passes between the parties, and the determination being built.
 */

import { andList, commaList, semicolonList } from "./joins.js";
import type {
  AverageBalance,
  AverageLine,
  AverageStatement,
  CaseIssue,
  Collected,
  CollisionFacts,
  CollisionParcel,
  CollisionPerson,
  CollisionShip,
  Currency,
  Json,
  Liability,
  PartyRef,
  RuleContext,
  Step,
} from "./kit.js";
import {
  at,
  CaseError,
  choiceOn,
  chosen,
  kindRule,
  Money,
  nameIn,
  note,
  notWhole,
  phrases,
  q,
  Rational,
  split,
  TIE_BREAK_RULE,
} from "./kit.js";

const say = phrases("dl-averi/collision", {
  ownerOf: "owner of {ship}",
  theOwners: "The owners of {ship}",
  theOwnersIn: "the owners of {ship}",
  ownersTogether: "the owners of {ship} together ({owners})",
  skipperOf: "skipper of {ship}",
  ownerOfGoods: "owner of {what} in {ship}",
  ownerOfSomeGoods: "owner of goods in {ship}",
  goodsOf: "{what} of {owner} in {ship}",
  someGoodsOf: "goods of {owner} in {ship}",
  herself: "{ship} herself (hull and gear)",
  herOwner: "her owner",
  herOwners: "her owners",
  nothingPasses: "nothing passes between them",
  flow: "{amount} from {from} to {to}",
  bears: "{who} {amount}",
  bearsRounded: "{who} {amount} ({rounded} rounded)",
  rounding: "Each part is reckoned exactly, then to the smallest unit. {tieBreak}",
  itsPart: "its part of the damage",
  paysRounded: "{pays} (rounded to the smallest unit; the exact parts are in the statement)",
  borne: "{pool} borne: {shares}; {flows}",
  bearsNote: "{who} bears {amount}: {reason}",
  loss: "{what}, {amount}",
  lossNote: "{label}: {losses}",
  summary: "{pool}: {shares}",
  stillToAssess: "still to be assessed",
  halfAndHalf: "half and half",
  judgedBy: "{judged} ({by})",
  notYetAssessed: "{what}, not yet assessed ({q})",
  halvesNoOther: "half and half, no other proportion being assessed ({q})",
  damageTo: "damage to {ship}",
  damageToGoodsIn: "damage to goods in {ship}",
  damageToShipAndGoods: "damage to {ship} and goods in her",
  slippedBy: "slipped by {ship}",
  oathOf: "oath of {ship}",
});

/**
 * What a rule read about one ship, named in words among its facts ("damage to the
 * Perlen", "oath of the Svanen"): a phrase, so that the facts line is said in the
 * language too.
 */
export function shipFact(
  what: "damageTo" | "damageToGoodsIn" | "damageToShipAndGoods" | "slippedBy" | "oathOf",
  ship: string,
): string {
  return say[what]({ ship: { the: ship } });
}

/** The owners of a ship of several owners, by their party's name ("The owners of the Maria"): the ship's name. */
const ownersShip = new Map<string, string>();

/** The provisions this kind implements: dl-averi/6 to dl-averi/17. */
export const COLLISION_PROVISIONS: readonly string[] = Array.from({ length: 12 }, (_, i) => at(6 + i));

/** The kind's rule: the provisions read together, giving the situation they found. */
export const collisionKindRule = kindRule(
  "dl-averi/6-17#collision",
  "Collisions, anchors and buoys, dl-averi/6–17",
  COLLISION_PROVISIONS,
  [
    "facts.incident.assessed.by",
    "facts.incident.assessed.shares",
    "facts.incident.ships[].{oath,ship}",
    "facts.incident.slipped[].{cable_and_anchor,ship}",
    "facts.incident.{anchor_ship,asked,at_anchor,best_men[],buoy_line_broke,can_give_way,cannot_give_way,cause,could_avoid,damaged_ship,drifting,found_by,lying,lying_how,oath,sailing,skipper_innocent,to_prevent_damage,type,weighed,where}",
    "facts.people[].aboard",
    "facts.ships[].cargo[].{damage,owner,what}",
    "facts.ships[].owners[].{person,share}",
    "facts.ships[].{damage,skipper,skipper_means,value}",
  ],
);

export const HALF = Rational.of(1, 2);

// ---------------------------------------------------------------------------
// The case as the rules see it

interface Goods {
  readonly p: CollisionParcel;
  readonly owner: PartyRef;
  readonly damage: Money;
}

export interface ShipView {
  readonly s: CollisionShip;
  readonly index: number;
  readonly name: string;
  readonly skipper: PartyRef;
  /** The owners, as one party (a single owner, or the owners together). */
  readonly owners: PartyRef;
  /** Damage to the ship herself, hull and gear. */
  readonly hull: Money;
  readonly goods: readonly Goods[];
}

export interface Case {
  readonly f: CollisionFacts;
  readonly currency: Currency;
  readonly zero: Money;
  readonly people: ReadonlyMap<string, CollisionPerson>;
  readonly ships: ReadonlyMap<string, ShipView>;
}

function ownersOf(s: CollisionShip, name: string, people: ReadonlyMap<string, CollisionPerson>): PartyRef {
  const who = (id: string) => nameIn(people, id);
  const only = s.owners[0];
  if (s.owners.length === 1 && only) {
    return { id: only.person, name: who(only.person), role: say.ownerOf({ ship: { the: name } }) };
  }
  const owners = say.theOwners({ ship: { the: name } });
  ownersShip.set(owners, name);
  return {
    id: `${s.id}-owners`,
    name: owners,
    role: say.ownersTogether({
      ship: { the: name },
      owners: s.owners.map((o) => `${who(o.person)} ${o.share}`).join(", "),
    }),
  };
}

function shipView(s: CollisionShip, index: number, c: Omit<Case, "ships">, issues: CaseIssue[]): ShipView {
  const path = `facts.ships[${index}]`;
  const whole = (m: Money | undefined, where: string) => {
    const i = notWhole(m, `${path}.${where}`);
    if (i) issues.push(i);
  };
  whole(s.damage, "damage");
  whole(s.skipper_means, "skipper_means");
  whole(s.value, "value");
  s.cargo.forEach((p, j) => {
    whole(p.damage, `cargo[${j}].damage`);
  });
  const name = s.name ?? s.id;
  return {
    s,
    index,
    name,
    skipper: { id: s.skipper, name: nameIn(c.people, s.skipper), role: say.skipperOf({ ship: { the: name } }) },
    owners: ownersOf(s, name, c.people),
    hull: s.damage ?? c.zero,
    goods: s.cargo.map((p) => ({
      p,
      owner: {
        id: p.owner,
        name: nameIn(c.people, p.owner),
        role:
          p.what === undefined
            ? say.ownerOfSomeGoods({ ship: { the: name } })
            : say.ownerOfGoods({ what: p.what, ship: { the: name } }),
      },
      damage: p.damage ?? c.zero,
    })),
  };
}

export function collisionCase(f: CollisionFacts, currency: Currency): Case {
  const zero = Money.zero(currency);
  const people = new Map(f.people.map((p) => [p.id, p]));
  const issues: CaseIssue[] = [];
  const base = { f, currency, zero, people };
  const ships = new Map(f.ships.map((s, i) => [s.id, shipView(s, i, base, issues)]));
  if (f.incident.type === "slipped_anchor") {
    f.incident.slipped.forEach((x, i) => {
      const issue = notWhole(x.cable_and_anchor, `facts.incident.slipped[${i}].cable_and_anchor`);
      if (issue) issues.push(issue);
    });
  }
  if (issues.length > 0) throw new CaseError("case", issues);
  return { ...base, ships };
}

/** The schema has checked that the incident names ships of the case. */
export function shipOf(c: Case, id: string): ShipView {
  return c.ships.get(id) as ShipView;
}

const sum = (zero: Money, ms: readonly Money[]): Money => ms.reduce((t, m) => t.add(m), zero);
export const totalOf = (zero: Money, xs: readonly { readonly amount: Money }[]): Money =>
  sum(
    zero,
    xs.map((x) => x.amount),
  );
export const goodsDamage = (c: Case, v: ShipView): Money =>
  sum(
    c.zero,
    v.goods.map((g) => g.damage),
  );
export const damaged = (c: Case, v: ShipView): boolean => v.hull.minor.sign() > 0 || goodsDamage(c, v).minor.sign() > 0;
export const fmt = (m: Money): string => m.format();

/** "her owner" or "her owners", as the ship has one or several. */
export const ownerWord = (v: ShipView): string => (v.s.owners.length === 1 ? say.herOwner() : say.herOwners());

/** "a", "a and b", "a, b and c". */
export const listWords = andList;

// ---------------------------------------------------------------------------
// Sharing a damage: who bears what part, and what passes between them

/** A damage that is made good to someone: the ship's owners, or the owner of goods in her. */
export interface Loss {
  /** The interest that lost it, a line of the statement: the ship's id, or the parcel's. */
  readonly interest: string;
  readonly kind: "ship" | "cargo";
  readonly party: PartyRef;
  readonly amount: Money;
  readonly what: string;
}

/** A party's part of the damage made good or shared. */
export interface Bearing {
  /** The line of the statement it is borne on: a ship, a parcel, or a skipper personally. */
  readonly key: string;
  /** How that line is called when it has no damage of its own. */
  readonly label: string;
  readonly party: PartyRef;
  readonly fraction: Rational;
  readonly exact: Money;
  /** Whole smallest units; the bearings' rounded parts add up to the pool. */
  readonly rounded: Money;
  readonly roundedUp: boolean;
  readonly reason: string;
  /** What the party pays, when it pays: the liability's description. */
  readonly pays: string;
  readonly provisions: readonly string[];
}

export interface Settlement {
  readonly label: string;
  readonly provisions: readonly string[];
  readonly pool: Money;
  readonly losses: readonly Loss[];
  readonly bearings: readonly Bearing[];
  /** The steps of the readings' choices that shaped the sharing, told first beneath its step. */
  readonly chosen?: readonly Step[];
}

interface Flow {
  readonly from: PartyRef;
  readonly to: PartyRef;
  readonly amount: Money;
}

/** The damage to the goods in a ship, as losses, one per damaged parcel. */
export function goodsLosses(v: ShipView): Loss[] {
  return v.goods
    .filter((g) => g.damage.minor.sign() > 0)
    .map((g) => ({
      interest: g.p.id,
      kind: "cargo" as const,
      party: g.owner,
      amount: g.damage,
      what:
        g.p.what === undefined
          ? say.someGoodsOf({ owner: g.owner.name, ship: { the: v.name } })
          : say.goodsOf({ what: g.p.what, owner: g.owner.name, ship: { the: v.name } }),
    }));
}

/** The damage a ship took, as losses: her own (hull and gear), and that of the goods in her when `goods`. */
export function lossesOf(v: ShipView, goods: boolean): Loss[] {
  const own: Loss[] =
    v.hull.minor.sign() > 0
      ? [
          {
            interest: v.s.id,
            kind: "ship",
            party: v.owners,
            amount: v.hull,
            what: say.herself({ ship: { the: v.name } }),
          },
        ]
      : [];
  return goods ? [...own, ...goodsLosses(v)] : own;
}

export interface Side {
  readonly key: string;
  readonly label: string;
  readonly party: PartyRef;
  readonly weight: Rational;
  readonly reason: string;
  readonly pays: string;
  readonly provisions: readonly string[];
}

/** The pool split exactly by the sides' weights, and rounded so that the parts add up to it (split.ts). */
export function shareBy(pool: Money, sides: readonly Side[]): Bearing[] {
  const s = split(
    pool,
    sides.map((x) => ({ key: x.key, weight: x.weight })),
  );
  return sides.map((x, i) => {
    const l = s.lines[i] as (typeof s.lines)[number];
    return {
      key: x.key,
      label: x.label,
      party: x.party,
      fraction: l.fraction,
      exact: l.exact,
      rounded: l.rounded,
      roundedUp: l.roundedUp,
      reason: x.reason,
      pays: x.pays,
      provisions: x.provisions,
    };
  });
}

/** A bearing of a fixed whole amount (dl-averi/7: the skipper's means, then the ship). */
export function fixed(side: Omit<Side, "weight">, amount: Money, pool: Money): Bearing {
  const fraction = pool.minor.isZero() ? Rational.ZERO : amount.minor.div(pool.minor);
  return { ...side, fraction, exact: amount, rounded: amount, roundedUp: false };
}

/**
 * What must pass between the parties so that each bears just his rounded part:
 * each party's net is what it lost less what it bears; those who owe pay, in the
 * order of the bearings, each in proportion to what the others are still owed
 * (split.ts, so that every flow is whole and the flows settle every net exactly).
 */
export function route(s: Settlement): Flow[] {
  const refs = new Map<string, PartyRef>();
  const net = new Map<string, bigint>();
  const add = (p: PartyRef, v: bigint) => {
    if (!refs.has(p.id)) refs.set(p.id, p);
    net.set(p.id, (net.get(p.id) ?? 0n) + v);
  };
  for (const b of s.bearings) add(b.party, -b.rounded.minor.num);
  for (const l of s.losses) add(l.party, l.amount.minor.num);
  const ids = [...refs.keys()];
  const payers = ids.filter((id) => (net.get(id) as bigint) < 0n);
  const receivers = ids.filter((id) => (net.get(id) as bigint) > 0n);
  const owed = new Map(receivers.map((id) => [id, net.get(id) as bigint]));
  const flows: Flow[] = [];
  const currency = s.pool.currency;
  for (const p of payers) {
    const amount = -(net.get(p) as bigint);
    const open = receivers.filter((r) => (owed.get(r) as bigint) > 0n);
    if (open.length === 0) break;
    const parts = split(
      Money.ofMinor(currency, amount),
      open.map((r) => ({ key: r, weight: Rational.of(owed.get(r) as bigint) })),
    );
    parts.lines.forEach((l) => {
      const v = l.rounded.minor.num;
      if (v === 0n) return;
      owed.set(l.key, (owed.get(l.key) as bigint) - v);
      flows.push({ from: refs.get(p) as PartyRef, to: refs.get(l.key) as PartyRef, amount: l.rounded });
    });
  }
  return flows;
}

/** A party's name inside a sentence: "the owners of the Haabet", not "The owners ...". */
/** Other parties' names said otherwise inside a sentence ("The ship Fortuna": "the ship Fortuna"), by their name. */
const namesInSentence = new Map<string, () => string>();

/** Says how a party named `name` is said inside a sentence. */
export function nameInSentence(name: string, said: () => string): void {
  namesInSentence.set(name, said);
}

function inSentence(p: PartyRef): string {
  const said = namesInSentence.get(p.name);
  if (said !== undefined) return said();
  const ship = ownersShip.get(p.name);
  if (ship !== undefined) return say.theOwnersIn({ ship: { the: ship } });
  return p.name.startsWith("The ") ? `the ${p.name.slice(4)}` : p.name;
}

export function flowWords(flows: readonly Flow[]): string {
  if (flows.length === 0) return say.nothingPasses();
  return semicolonList(
    flows.map((f) => say.flow({ amount: fmt(f.amount), from: inSentence(f.from), to: inSentence(f.to) })),
  );
}

function shareWords(s: Settlement): string {
  return commaList(
    s.bearings.map((b) =>
      b.exact.isWhole()
        ? say.bears({ who: inSentence(b.party), amount: fmt(b.exact) })
        : say.bearsRounded({ who: inSentence(b.party), amount: fmt(b.exact), rounded: fmt(b.rounded) }),
    ),
  );
}

/** One line of the statement as it is built: an interest, what is made good to it, and what it bears. */
interface LineDraft {
  readonly interest: string;
  readonly owner: PartyRef;
  readonly kind: "ship" | "cargo";
  readonly label: string;
  madeGood: Money;
  exact: Money;
  rounded: Money;
  readonly provisions: Set<string>;
}

/**
 * The sharing as a statement: one line per interest (a ship, a parcel, or a
 * skipper who pays personally) with what is made good to it and the part of the
 * damage it bears, exact and rounded; and one balance per party. The parts are the
 * law's or the assessors', not measured by value: the statement is "apportioned",
 * no line has a contributory value, and its fraction is the part of the damage it
 * bears.
 */
function statementOf(s: Settlement): AverageStatement {
  const zero = Money.zero(s.pool.currency);
  const lines = new Map<string, LineDraft>();
  const draft = (interest: string, owner: PartyRef, kind: "ship" | "cargo", label: string): LineDraft => {
    let key = interest;
    let d = lines.get(key);
    if (d && d.owner.id !== owner.id) {
      key = `${interest}.${owner.id}`;
      d = lines.get(key);
    }
    if (!d) {
      d = { interest: key, owner, kind, label, madeGood: zero, exact: zero, rounded: zero, provisions: new Set() };
      lines.set(key, d);
    }
    return d;
  };
  for (const l of s.losses) {
    const d = draft(l.interest, l.party, l.kind, l.what);
    d.madeGood = d.madeGood.add(l.amount);
    for (const p of s.provisions) d.provisions.add(p);
  }
  for (const b of s.bearings) {
    const d = draft(b.key, b.party, "ship", b.label);
    d.exact = d.exact.add(b.exact);
    d.rounded = d.rounded.add(b.rounded);
    for (const p of b.provisions) d.provisions.add(p);
  }
  const pool = s.pool.minor;
  const out: AverageLine[] = [...lines.values()].map((d) => ({
    interest: d.interest,
    owner: d.owner.id,
    kind: d.kind,
    label: d.label,
    contributoryValue: zero.toJSON(),
    madeGood: d.madeGood.toJSON(),
    fraction: (pool.isZero() ? Rational.ZERO : d.exact.minor.div(pool)).toString(),
    contributionExact: d.exact.toJSON(),
    contribution: d.rounded.toJSON(),
    net: d.madeGood.sub(d.rounded).toJSON(),
    provisions: [...d.provisions],
  }));
  const parties = new Map<string, { ref: PartyRef; madeGood: Money; rounded: Money }>();
  for (const d of lines.values()) {
    const p = parties.get(d.owner.id) ?? { ref: d.owner, madeGood: zero, rounded: zero };
    p.madeGood = p.madeGood.add(d.madeGood);
    p.rounded = p.rounded.add(d.rounded);
    parties.set(d.owner.id, p);
  }
  const balances: AverageBalance[] = [...parties.values()].map((p) => ({
    party: p.ref.id,
    name: p.ref.name,
    madeGood: p.madeGood.toJSON(),
    contribution: p.rounded.toJSON(),
    net: p.madeGood.sub(p.rounded).toJSON(),
  }));
  return {
    measure: "apportioned",
    loss: s.pool.toJSON(),
    mass: s.pool.toJSON(),
    rate: pool.isZero() ? "0" : "1",
    lines: out,
    balances,
    rounding: say.rounding({ tieBreak: TIE_BREAK_RULE }),
    provisions: [...s.provisions],
  };
}

/** The statement of the sharing, the liabilities that settle it, and a step showing it. */
export function settle(s: Settlement, out: Collected): Step {
  const flows = route(s);
  out.averages.push({ id: "damage", label: s.label, statement: statementOf(s), provisions: [...s.provisions] });
  const paysOf = new Map<string, string>();
  for (const b of s.bearings) if (!paysOf.has(b.party.id)) paysOf.set(b.party.id, b.pays);
  const rounded = s.bearings.some((b) => !b.exact.isWhole());
  for (const f of flows) {
    const bearing = s.bearings.find((b) => b.party.id === f.from.id);
    out.owe(
      f.from.id,
      f.to.id,
      f.amount,
      rounded
        ? say.paysRounded({ pays: paysOf.get(f.from.id) ?? say.itsPart() })
        : (paysOf.get(f.from.id) ?? say.itsPart()),
      ...(bearing?.provisions ?? s.provisions),
    );
    (out.liabilities.at(-1) as Liability).settles = "damage";
  }
  return {
    label: s.label,
    provisions: [...s.provisions],
    status: "applied",
    facts: Object.fromEntries(s.losses.map((l) => [l.what, fmt(l.amount)])),
    value: say.borne({ pool: fmt(s.pool), shares: shareWords(s), flows: flowWords(flows) }),
    children: [
      ...(s.chosen ?? []),
      ...s.bearings.map((b) =>
        note(say.bearsNote({ who: b.party.name, amount: fmt(b.exact), reason: b.reason }), [...b.provisions], {
          value: b.fraction.toString(),
        }),
      ),
    ],
  };
}

export function lossNote(label: string, losses: readonly Loss[], provisions: string[]): Step | undefined {
  if (losses.length === 0) return undefined;
  return note(
    say.lossNote({
      label,
      losses: semicolonList(losses.map((l) => say.loss({ what: l.what, amount: fmt(l.amount) }))),
    }),
    provisions,
  );
}

// ---------------------------------------------------------------------------
// The determination being built

/** A warning, and the same words in the explanation where the case stands. */
export function tell(out: Collected, steps: Step[], message: string, ...provisions: string[]): void {
  out.warn(message, ...provisions);
  steps.push(note(message, provisions));
}

/** What a rule decides: a settlement, an assessment still to be made, or that nothing is owed. */
export type Decided =
  | { readonly kind: "settle"; readonly settlement: Settlement; readonly summary: string }
  | { readonly kind: "assess"; readonly summary: string }
  | { readonly kind: "nothing"; readonly summary: string };

export const showDecided = (d: Decided): Json => d.summary;

export function settled(s: Settlement): Decided {
  return { kind: "settle", settlement: s, summary: say.summary({ pool: fmt(s.pool), shares: shareWords(s) }) };
}

/** The shares the assessors gave, by ship; undefined when they have not yet given them. */
type Shares = ReadonlyMap<string, Rational> | undefined;

export function assessedShares(a: { shares: Record<string, Rational> } | undefined): Shares {
  return a ? new Map(Object.entries(a.shares)) : undefined;
}

/** What a share left to good men or seafaring men is until they give it (10, 11, 13). */
type DefaultShare = "assessed" | "halves";

const onLeftToGoodMen = choiceOn<unknown, DefaultShare>("assessed_split", (v) =>
  v === "assessed" ? say.stillToAssess() : say.halfAndHalf(),
);

export const leftToGoodMen = onLeftToGoodMen.base(
  {
    id: "dl-averi/10#left-to-good-men",
    label: "a share left to good men or seafaring men is theirs to give: nothing is owed until they give it",
    provisions: [at(10), at(11), at(13)],
    gives: "assessed",
  },
  [
    onLeftToGoodMen.when("R2", {
      id: "dl-averi/10#halves-until-assessed",
      label: "the ships bear the damage half and half until the assessors judge otherwise (Q-A05 R2)",
      provisions: [at(10), at(11), at(13)],
      gives: "halves",
    }),
  ],
);

/**
 * The two ships' parts of a damage that both make good as men of judgment think fit
 * (10, 11): the parts they gave, "judged" by them; or, with none given, as Q-A05
 * reads the silence — still to be assessed, in the words of `toAssess` (R1), or half
 * and half (R2).
 */
export function judgedParts(
  assessed: { shares: Record<string, Rational>; by?: string } | undefined,
  ctx: RuleContext,
  ships: readonly [string, string],
  judged: string,
  toAssess: string,
  told?: Step[],
): { shares: ReadonlyMap<string, Rational>; how: string } | { assess: string } {
  const given = assessedShares(assessed);
  if (given) return { shares: given, how: assessed?.by ? say.judgedBy({ judged, by: assessed.by }) : judged };
  if (chosen(leftToGoodMen, null, ctx, told) === "assessed") {
    return { assess: say.notYetAssessed({ what: toAssess, q: q(ctx, "assessed_split") }) };
  }
  return {
    shares: new Map(ships.map((id) => [id, HALF])),
    how: say.halvesNoOther({ q: q(ctx, "assessed_split") }),
  };
}
