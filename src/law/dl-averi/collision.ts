/**
 * Danske Lov 1683, 4-1, collisions, anchors and buoys (dl-averi/6–17).
 *
 *   - 6 two ships come sailing and cannot avoid each other, and both take damage:
 *     both skippers with their crews swear that it happened by mischance and not
 *     on purpose, and then both pay the damage half and half, by day or by night
 *     (what is pooled: Q-A03; who pays the halves: Q-A35);
 *   - 7 a ship lying at anchor or made fast in harbour or roadstead run into by one
 *     under sail, through her skipper's neglect and bad look-out: he pays all the
 *     damage out of his own money as far as his property reaches, and what it does
 *     not reach the ship answers for (Q-A04); 8 but not the merchants' goods; 9 the
 *     sailing ship's own damage is her own; 10 but damage from necessity is made
 *     good by both ships as good men think reasonable (Q-A05, Q-A33);
 *   - 11 a ship breaks loose when anchor or cable breaks in storm or other
 *     misfortune and drifts onto one lying at her anchor, both take damage, and her
 *     skipper is found innocent: seafaring men survey the damage and both ships pay
 *     it as they judge (Q-A05); 12 if only the drifting ship takes damage, the ship
 *     at anchor owes nothing;
 *   - 13 ships that slip cable and anchor to escape a ship driven adrift: the
 *     cable and anchor are reckoned between the drifting ship and those that
 *     slipped, as seafaring men say (Q-A05);
 *   - 14 ships lying close, one that cannot give way: her skipper asks the other to
 *     weigh his anchor, and if he will not, it may be done without him (Q-A06);
 *     15 if the other forbids or hinders it and damage follows, the one who could
 *     give way pays it;
 *   - 16 a ship that comes to harm on another's anchor lying without a buoy: the
 *     ship without a buoy pays all the other's damage (Q-A32); 17 unless the buoy
 *     line broke after the anchor was cast and her skipper, himself the fourth with
 *     three of the best men of his ship, swears that there was a buoy when he last
 *     let it go and that he knew no other when the damage happened: then both
 *     ships pay half and half, merchants' goods excepted (Q-A07).
 *
 * The shape of the determination. Where the law says who bears a damage, the
 * damage made good or shared is drawn up as a statement of its own
 * (`averages[0]`, id "damage"): one line per interest — a ship, a parcel of goods,
 * or a skipper who pays out of his own property — with what is made good to it
 * and the part of the damage it bears, exact and rounded to the skilling so that
 * the rounded parts add up to the damage; and one balance per party, its net. The
 * money that must pass between the parties so that each bears just his part is
 * in the liabilities, from whom to whom, in whole skilling, settling every net
 * exactly. There is no fund and no allocation: nothing here is a sum divided
 * among those entitled to it. Damage the rule does not reckon lies where it fell,
 * and the explanation says so. Where the text gives no rule, the determination
 * says that plainly and fixes no liability; where a finding, an oath or an
 * assessment is still missing, it says what is missing and what would follow
 * once it is there.
 */

import {
  type CollisionFacts,
  type CollisionParcel,
  type CollisionPerson,
  type CollisionShip,
  collisionFactsJsonSchema,
  collisionFactsSchema,
  type Incident,
  type OathState,
} from "../../cases/kinds/collision.js";
import { BodyParts } from "../../core/builder.js";
import type {
  Assessment,
  AverageBalance,
  AverageLine,
  AverageStatement,
  DeterminationBody,
  Liability,
  PartyRef,
  SeparateAverage,
} from "../../core/determination.js";
import { CaseError, type CaseIssue, notWhole } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Currency, Money } from "../../core/money.js";
import { The, the, theShip } from "../../core/names.js";
import { Rational } from "../../core/rational.js";
import { evaluate, type RuleContext, rule } from "../../core/rule.js";
import { split, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { type CollisionReading, collisionReading, cq } from "./collision-readings.js";

const at = (n: number): string => `dl-averi/${n}`;

/** The provisions this kind implements: dl-averi/6 to dl-averi/17. */
export const COLLISION_PROVISIONS: readonly string[] = Array.from({ length: 12 }, (_, i) => at(6 + i));

const is = (ctx: RuleContext, name: CollisionReading, code: string): boolean => collisionReading(ctx, name) === code;

const HALF = Rational.of(1, 2);

// ---------------------------------------------------------------------------
// The case as the rules see it

interface Goods {
  readonly p: CollisionParcel;
  readonly owner: PartyRef;
  readonly damage: Money;
}

interface ShipView {
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

interface Case {
  readonly f: CollisionFacts;
  readonly currency: Currency;
  readonly zero: Money;
  readonly people: ReadonlyMap<string, CollisionPerson>;
  readonly ships: ReadonlyMap<string, ShipView>;
}

const nameOf = (p: CollisionPerson | undefined, id: string): string => p?.name ?? id;

function ownersOf(s: CollisionShip, name: string, people: ReadonlyMap<string, CollisionPerson>): PartyRef {
  const who = (id: string) => nameOf(people.get(id), id);
  const only = s.owners[0];
  if (s.owners.length === 1 && only) {
    return { id: only.person, name: who(only.person), role: `owner of ${the(name)}` };
  }
  return {
    id: `${s.id}-owners`,
    name: `The owners of ${the(name)}`,
    role: `the owners of ${the(name)} together (${s.owners.map((o) => `${who(o.person)} ${o.share}`).join(", ")})`,
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
    skipper: { id: s.skipper, name: nameOf(c.people.get(s.skipper), s.skipper), role: `skipper of ${the(name)}` },
    owners: ownersOf(s, name, c.people),
    hull: s.damage ?? c.zero,
    goods: s.cargo.map((p) => ({
      p,
      owner: {
        id: p.owner,
        name: nameOf(c.people.get(p.owner), p.owner),
        role: `owner of ${p.what ?? "goods"} in ${the(name)}`,
      },
      damage: p.damage ?? c.zero,
    })),
  };
}

function collisionCase(f: CollisionFacts, currency: Currency): Case {
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
function shipOf(c: Case, id: string): ShipView {
  return c.ships.get(id) as ShipView;
}

const sum = (zero: Money, ms: readonly Money[]): Money => ms.reduce((t, m) => t.add(m), zero);
const totalOf = (zero: Money, xs: readonly { readonly amount: Money }[]): Money =>
  sum(
    zero,
    xs.map((x) => x.amount),
  );
const goodsDamage = (c: Case, v: ShipView): Money =>
  sum(
    c.zero,
    v.goods.map((g) => g.damage),
  );
const damaged = (c: Case, v: ShipView): boolean => v.hull.minor.sign() > 0 || goodsDamage(c, v).minor.sign() > 0;
const fmt = (m: Money): string => m.format();

/** "her owner" or "her owners", as the ship has one or several. */
const ownerWord = (v: ShipView): string => (v.s.owners.length === 1 ? "her owner" : "her owners");

/** "a", "a and b", "a, b and c". */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------
// Sharing a damage: who bears what part, and what passes between them

/** A damage that is made good to someone: the ship's owners, or the owner of goods in her. */
interface Loss {
  /** The interest that lost it, a line of the statement: the ship's id, or the parcel's. */
  readonly interest: string;
  readonly kind: "ship" | "cargo";
  readonly party: PartyRef;
  readonly amount: Money;
  readonly what: string;
}

/** A party's part of the damage made good or shared. */
interface Bearing {
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

interface Settlement {
  readonly label: string;
  readonly provisions: readonly string[];
  readonly pool: Money;
  readonly losses: readonly Loss[];
  readonly bearings: readonly Bearing[];
}

interface Flow {
  readonly from: PartyRef;
  readonly to: PartyRef;
  readonly amount: Money;
}

/** The damage to the goods in a ship, as losses, one per damaged parcel. */
function goodsLosses(v: ShipView): Loss[] {
  return v.goods
    .filter((g) => g.damage.minor.sign() > 0)
    .map((g) => ({
      interest: g.p.id,
      kind: "cargo" as const,
      party: g.owner,
      amount: g.damage,
      what: `${g.p.what ?? "goods"} of ${g.owner.name} in ${the(v.name)}`,
    }));
}

/** The damage a ship took, as losses: her own (hull and gear), and that of the goods in her when `goods`. */
function lossesOf(v: ShipView, goods: boolean): Loss[] {
  const own: Loss[] =
    v.hull.minor.sign() > 0
      ? [
          {
            interest: v.s.id,
            kind: "ship",
            party: v.owners,
            amount: v.hull,
            what: `${the(v.name)} herself (hull and gear)`,
          },
        ]
      : [];
  return goods ? [...own, ...goodsLosses(v)] : own;
}

interface Side {
  readonly key: string;
  readonly label: string;
  readonly party: PartyRef;
  readonly weight: Rational;
  readonly reason: string;
  readonly pays: string;
  readonly provisions: readonly string[];
}

/** The pool split exactly by the sides' weights, and rounded so that the parts add up to it (split.ts). */
function shareBy(pool: Money, sides: readonly Side[]): Bearing[] {
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
function fixed(side: Omit<Side, "weight">, amount: Money, pool: Money): Bearing {
  const fraction = pool.minor.isZero() ? Rational.ZERO : amount.minor.div(pool.minor);
  return { ...side, fraction, exact: amount, rounded: amount, roundedUp: false };
}

/**
 * What must pass between the parties so that each bears just his rounded part:
 * each party's net is what it lost less what it bears; those who owe pay, in the
 * order of the bearings, each in proportion to what the others are still owed
 * (split.ts, so that every flow is whole and the flows settle every net exactly).
 */
function route(s: Settlement): Flow[] {
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
const inSentence = (p: PartyRef): string => (p.name.startsWith("The ") ? `the ${p.name.slice(4)}` : p.name);

function flowWords(flows: readonly Flow[]): string {
  if (flows.length === 0) return "nothing passes between them";
  return flows.map((f) => `${fmt(f.amount)} from ${inSentence(f.from)} to ${inSentence(f.to)}`).join("; ");
}

function shareWords(s: Settlement): string {
  return s.bearings
    .map((b) => `${inSentence(b.party)} ${fmt(b.exact)}${b.exact.isWhole() ? "" : ` (${fmt(b.rounded)} rounded)`}`)
    .join(", ");
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
    rounding: `Each part is reckoned exactly, then to the smallest unit. ${TIE_BREAK_RULE}`,
    provisions: [...s.provisions],
  };
}

/** The statement of the sharing, the liabilities that settle it, and a step showing it. */
function settle(s: Settlement, out: Out): Step {
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
      `${paysOf.get(f.from.id) ?? "its part of the damage"}${rounded ? " (rounded to the smallest unit; the exact parts are in the statement)" : ""}`,
      ...(bearing?.provisions ?? s.provisions),
    );
    (out.liabilities.at(-1) as Liability).settles = "damage";
  }
  return {
    label: s.label,
    provisions: [...s.provisions],
    status: "applied",
    facts: Object.fromEntries(s.losses.map((l) => [l.what, fmt(l.amount)])),
    value: `${fmt(s.pool)} borne: ${shareWords(s)}; ${flowWords(flows)}`,
    children: s.bearings.map((b) =>
      note(`${b.party.name} bears ${fmt(b.exact)}: ${b.reason}`, [...b.provisions], { value: b.fraction.toString() }),
    ),
  };
}

function lossNote(label: string, losses: readonly Loss[], provisions: string[]): Step | undefined {
  if (losses.length === 0) return undefined;
  return note(`${label}: ${losses.map((l) => `${l.what}, ${fmt(l.amount)}`).join("; ")}`, provisions);
}

// ---------------------------------------------------------------------------
// The determination being built

class Out extends BodyParts {
  readonly averages: SeparateAverage[] = [];

  assess(a: Omit<Assessment, "status"> & { value?: Json }): void {
    this.assessments.push({ ...a, status: a.value === undefined ? "needed" : "given" });
  }
}

/** A warning, and the same words in the explanation where the case stands. */
function tell(out: Out, steps: Step[], message: string, ...provisions: string[]): void {
  out.warn(message, ...provisions);
  steps.push(note(message, provisions));
}

/** What a rule decides: a settlement, an assessment still to be made, or that nothing is owed. */
type Decided =
  | { readonly kind: "settle"; readonly settlement: Settlement; readonly summary: string }
  | { readonly kind: "assess"; readonly summary: string }
  | { readonly kind: "nothing"; readonly summary: string };

const showDecided = (d: Decided): Json => d.summary;

function settled(s: Settlement): Decided {
  return { kind: "settle", settlement: s, summary: `${fmt(s.pool)}: ${shareWords(s)}` };
}

/** The shares the assessors gave, by ship; undefined when they have not yet given them. */
type Shares = ReadonlyMap<string, Rational> | undefined;

function assessedShares(a: { shares: Record<string, Rational> } | undefined): Shares {
  return a ? new Map(Object.entries(a.shares)) : undefined;
}

// ---------------------------------------------------------------------------
// 6: two ships under sail

interface Sail {
  readonly c: Case;
  readonly a: ShipView;
  readonly b: ShipView;
  readonly could_avoid: boolean;
  readonly oaths: readonly [OathState, OathState];
}

function sailSettlement(x: Sail, ctx: RuleContext): Settlement {
  const withGoods = is(ctx, "collision_sharing", "R2");
  const bySkippers = is(ctx, "collision_payer", "R2");
  const losses = [...lossesOf(x.a, withGoods), ...lossesOf(x.b, withGoods)];
  const pool = totalOf(x.c.zero, losses);
  const terms = `${cq(ctx, "collision_sharing")}, ${cq(ctx, "collision_payer")}`;
  const side = (v: ShipView): Side => ({
    key: bySkippers ? `skipper.${v.s.id}` : v.s.id,
    label: bySkippers ? `${v.skipper.name}, skipper of ${the(v.name)}, personally` : `${the(v.name)}`,
    party: bySkippers ? v.skipper : v.owners,
    weight: HALF,
    reason: bySkippers
      ? `as skipper of ${the(v.name)}, half the pooled damage out of his own means (${terms})`
      : `as ${the(v.name)} (${ownerWord(v)}), half the pooled damage (${terms})`,
    pays: bySkippers
      ? `his half of the pooled damage of ${fmt(pool)} (dl-averi/6; ${terms})`
      : `${the(v.name)}'s half of the pooled damage of ${fmt(pool)}, less her own damage (dl-averi/6; ${terms})`,
    provisions: [at(6)],
  });
  return {
    label: `The damage of the collision under sail, ${withGoods ? "ships and goods" : "both ships"}, pooled and borne half and half (${at(6)})`,
    provisions: [at(6)],
    pool,
    losses,
    bearings: shareBy(pool, [side(x.a), side(x.b)]),
  };
}

const halfAndHalf = rule<Sail, Decided>({
  id: "dl-averi/6#half-and-half",
  label:
    "two ships come sailing and cannot avoid each other, and both take damage: both skippers with their crews swear that it happened by mischance and not on purpose, and then both pay the damage half and half, whether by day or by night",
  provisions: [at(6)],
  when: (x) => !x.could_avoid && damaged(x.c, x.a) && damaged(x.c, x.b) && x.oaths.every((o) => o === "sworn"),
  gives: (x, ctx) => settled(sailSettlement(x, ctx)),
  facts: (x) => ({
    could_avoid: x.could_avoid,
    [`damage to ${the(x.a.name)}`]: fmt(x.a.hull),
    [`damage to ${the(x.b.name)}`]: fmt(x.b.hull),
    [`damage to goods in ${the(x.a.name)}`]: fmt(goodsDamage(x.c, x.a)),
    [`damage to goods in ${the(x.b.name)}`]: fmt(goodsDamage(x.c, x.b)),
    [`oath of ${the(x.a.name)}`]: x.oaths[0],
    [`oath of ${the(x.b.name)}`]: x.oaths[1],
  }),
  readings: ["collision_sharing", "collision_payer"],
  show: showDecided,
});

type Pair = Extract<Incident, { type: "under_sail" }>["ships"][number];

function underSail(c: Case, inc: Extract<Incident, { type: "under_sail" }>, ctx: RuleContext, out: Out): Step[] {
  // The schema holds the list to exactly two.
  const first = inc.ships[0] as Pair;
  const second = inc.ships[1] as Pair;
  const a = shipOf(c, first.ship);
  const b = shipOf(c, second.ship);
  const oaths: [OathState, OathState] = [first.oath, second.oath];
  const x: Sail = { c, a, b, could_avoid: inc.could_avoid, oaths };
  const steps: Step[] = [];
  const bothDamaged = damaged(c, a) && damaged(c, b);
  if (!inc.could_avoid && bothDamaged) {
    [a, b].forEach((v, i) => {
      const state = oaths[i] as OathState;
      out.must(
        v.skipper.id,
        `swear with his crew of ${the(v.name)} that the collision happened by mischance ('af uråd') and not on purpose${
          state === "sworn"
            ? " — sworn, as the case says"
            : state === "refused"
              ? " — the case says it is not sworn"
              : ""
        }`,
        undefined,
        at(6),
      );
    });
  }
  const o = evaluate(halfAndHalf, x, ctx);
  steps.push(o.step);
  if (o.applied && o.value?.kind === "settle") {
    steps.push(settle(o.value.settlement, out));
    if (is(ctx, "collision_sharing", "R1")) {
      const left = [...goodsLosses(a), ...goodsLosses(b)];
      const n = lossNote("Not pooled under Q-A03 R1, the goods' damage lies with their owners", left, [at(6)]);
      if (n) steps.push(n);
    }
    return steps;
  }
  const silent = "the text gives no rule for this case, and sealaw fixes no liability";
  if (inc.could_avoid) {
    tell(
      out,
      steps,
      `${The(a.name)} and ${the(b.name)} could have avoided each other: dl-averi/6 speaks of ships that cannot; ${silent}.`,
      at(6),
    );
  } else if (!bothDamaged) {
    const hurt = [a, b].filter((v) => damaged(c, v)).map((v) => `${the(v.name)}`);
    tell(
      out,
      steps,
      `dl-averi/6 speaks of two ships that both take damage; here ${hurt.length === 0 ? "neither did" : `only ${hurt.join(" and ")} did`}: ${silent}.`,
      at(6),
    );
  } else {
    const refused = [a, b].filter((_, i) => oaths[i] === "refused").map((v) => v.skipper.name);
    const pending = [a, b].filter((_, i) => oaths[i] === "pending").map((v) => v.skipper.name);
    const would = flowWords(route(sailSettlement(x, { readings: ctx.readings.fresh() })));
    if (refused.length > 0) {
      tell(
        out,
        steps,
        `${refused.join(" and ")} with ${refused.length > 1 ? "their crews have" : "his crew has"} not sworn that it happened by mischance and not on purpose: dl-averi/6 does not apply without both oaths, and ${silent}. Had both sworn: ${would}.`,
        at(6),
      );
    } else {
      tell(
        out,
        steps,
        `dl-averi/6 applies only when both skippers with their crews have sworn that it happened by mischance and not on purpose; ${pending.join(" and ")} ${pending.length > 1 ? "have" : "has"} not yet sworn, and until then sealaw fixes no liability. Once both have sworn: ${would}.`,
        at(6),
      );
    }
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 7–10: a ship lying still, run into by one under sail

interface Run {
  readonly c: Case;
  readonly sailing: ShipView;
  readonly lying: ShipView;
  readonly inc: Extract<Incident, { type: "run_down" }>;
}

interface Neglect {
  readonly settlement: Settlement;
  /** The ship answers within her value, which the case does not give (Q-A04 R1). */
  readonly valueMissing: boolean;
  /** What neither the skipper's property nor the ship's value reaches. */
  readonly unpaid: Money;
}

/** 7: the skipper's means first, then the ship (Q-A04); what neither reaches lies with those who lost it. */
function neglectSettlement(x: Run, means: Money, ctx: RuleContext): Neglect {
  const { c, sailing: w } = x;
  const losses = lossesOf(x.lying, true);
  const pool = totalOf(c.zero, losses);
  const skipperPart = means.cmp(pool) < 0 ? means : pool;
  const rest = pool.sub(skipperPart);
  const bearings: Bearing[] = [
    fixed(
      {
        key: `skipper.${w.s.id}`,
        label: `${w.skipper.name}, skipper of ${the(w.name)}, out of his own property`,
        party: w.skipper,
        reason: `the skipper who did the damage pays all of it out of his own money, as far as his property (${fmt(means)}) reaches`,
        pays: "all the damage he did, out of his own money as far as his property reaches (dl-averi/7)",
        provisions: [at(7)],
      },
      skipperPart,
      pool,
    ),
  ];
  let valueMissing = false;
  let unpaid = c.zero;
  if (rest.minor.sign() > 0) {
    if (is(ctx, "ship_answers", "R1")) {
      const value = w.s.value;
      const shipPart = value && value.cmp(rest) < 0 ? value : rest;
      unpaid = rest.sub(shipPart);
      valueMissing = value === undefined;
      const ship: PartyRef = {
        id: w.s.id,
        name: `The ship ${w.name}`,
        role: `${the(w.name)} herself, whose value answers for what her skipper cannot pay (Q-A04 R1)`,
      };
      bearings.push(
        fixed(
          {
            key: w.s.id,
            label: `${theShip(w.name)}, within her value`,
            party: ship,
            reason: `what the skipper cannot pay is charged on the ship, within her value${value ? ` of ${fmt(value)}` : " (still to be assessed)"} (${cq(ctx, "ship_answers")})`,
            pays: `the rest of the damage, which the skipper cannot pay, charged on the ship within her value${value ? ` of ${fmt(value)}` : ", still to be assessed"} (dl-averi/7; Q-A04 R1)`,
            provisions: [at(7)],
          },
          shipPart,
          pool,
        ),
      );
    } else {
      bearings.push(
        fixed(
          {
            key: w.s.id,
            label: `the owners of ${the(w.name)}, personally`,
            party: w.owners,
            reason: `what the skipper cannot pay, the owners of ${the(w.name)} answer for (${cq(ctx, "ship_answers")})`,
            pays: "the rest of the damage, which the skipper cannot pay (dl-averi/7; Q-A04 R2)",
            provisions: [at(7)],
          },
          rest,
          pool,
        ),
      );
    }
  }
  if (unpaid.minor.sign() > 0) {
    const sides: Side[] = losses.map((l) => ({
      key: l.interest,
      label: l.what,
      party: l.party,
      weight: l.amount.minor,
      reason: `reached neither by the skipper's property nor by the ship's value: it lies with those who lost it, in proportion to their damage`,
      pays: "",
      provisions: [at(7)],
    }));
    bearings.push(...shareBy(unpaid, sides));
  }
  return {
    settlement: {
      label: `The damage to ${the(x.lying.name)} and the goods in her, made good by ${the(w.name)}'s skipper and then her ship (${at(7)})`,
      provisions: [at(7)],
      pool,
      losses,
      bearings,
    },
    valueMissing,
    unpaid,
  };
}

/** 10: both ships, as good men judge; which damage: Q-A33; with no assessment: Q-A05. */
function necessityDecided(x: Run, ctx: RuleContext): Decided {
  const { c, sailing: w, lying: z } = x;
  const pooled = is(ctx, "necessity_damage_pool", "R2");
  const losses = pooled ? [...lossesOf(z, true), ...lossesOf(w, true)] : lossesOf(z, true);
  const pool = totalOf(c.zero, losses);
  const given = assessedShares(x.inc.assessed);
  let shares = given;
  let how = `as the good men assessed${x.inc.assessed?.by ? ` (${x.inc.assessed.by})` : ""}`;
  if (!shares) {
    if (is(ctx, "assessed_split", "R1")) {
      return {
        kind: "assess",
        summary: `${fmt(pool)} to be made good by both ships in the proportions good men think reasonable, not yet assessed (${cq(ctx, "assessed_split")})`,
      };
    }
    shares = new Map([
      [w.s.id, HALF],
      [z.s.id, HALF],
    ]);
    how = `half and half, no other proportion being assessed (${cq(ctx, "assessed_split")})`;
  }
  const terms = cq(ctx, "necessity_damage_pool");
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: `${the(v.name)}`,
    party: v.owners,
    weight: shares.get(v.s.id) ?? Rational.ZERO,
    reason: `${the(v.name)} (${ownerWord(v)}) bears ${shares.get(v.s.id) ?? 0} of the damage, ${how} (${terms})`,
    pays: `${the(v.name)}'s part of the damage from necessity, ${how} (dl-averi/10; ${terms})`,
    provisions: [at(10)],
  });
  return settled({
    label: `The damage from necessity, ${pooled ? "both ships' damage pooled" : `the damage to ${the(z.name)} and the goods in her`}, made good by both ships (${at(10)})`,
    provisions: [at(10)],
    pool,
    losses,
    bearings: shareBy(pool, [side(w), side(z)]),
  });
}

const byNecessity = rule<Run, Decided>({
  id: "dl-averi/10#necessity",
  label:
    "but if the damage happens of necessity ('af nøds sag'), it shall be made good by both ships as good men think reasonable",
  provisions: [at(10)],
  when: (x) => x.inc.cause === "necessity",
  gives: (x, ctx) => necessityDecided(x, ctx),
  facts: (x) => ({
    cause: x.inc.cause ?? null,
    assessed: x.inc.assessed ? Object.keys(x.inc.assessed.shares).length : 0,
  }),
  readings: ["necessity_damage_pool"],
  show: showDecided,
});

const skipperPays = rule<Run, Decided>({
  id: "dl-averi/7#skipper-pays",
  label:
    "a ship lying at anchor or made fast in harbour or roadstead, run into by one that comes sailing, through her skipper's neglect and bad look-out: the skipper who did the damage pays all of it out of his own money as far as his property reaches; if he cannot, the ship answers for it",
  provisions: [at(7)],
  when: (x) => x.inc.cause === "neglect",
  gives: (x, ctx) => {
    const means = x.sailing.s.skipper_means;
    if (!means) {
      return {
        kind: "assess",
        summary: `all the damage, ${fmt(
          totalOf(x.c.zero, lossesOf(x.lying, true)),
        )}, from the skipper's own property as far as it reaches, which the case does not give`,
      };
    }
    return settled(neglectSettlement(x, means, ctx).settlement);
  },
  facts: (x) => ({
    where: x.inc.where,
    lying: x.inc.lying_how,
    cause: x.inc.cause ?? null,
    skipper_means: x.sailing.s.skipper_means ? fmt(x.sailing.s.skipper_means) : null,
    ship_value: x.sailing.s.value ? fmt(x.sailing.s.value) : null,
  }),
  show: showDecided,
  exceptions: [byNecessity],
});

interface Interest {
  readonly run: Run;
  readonly what: string;
  readonly goods: boolean;
  readonly shortfall: boolean;
}

const goodsShielded = rule<Interest, boolean>({
  id: "dl-averi/8#goods-shielded",
  label: "but the merchant's goods shall not suffer for it ('Dog ikke købmands godset det at undgælde')",
  provisions: [at(8)],
  when: (i) => i.goods,
  gives: () => false,
  facts: (i) => ({ interest: i.what }),
  show: (v) => (v ? "answers" : "does not answer"),
});

const shipAnswers = rule<Interest, boolean>({
  id: "dl-averi/7#ship-answers",
  label: "if the skipper is not able to pay, the ship answers for the damage ('da gælde skibet skaden')",
  provisions: [at(7)],
  when: (i) => i.shortfall,
  gives: () => true,
  facts: (i) => ({ interest: i.what }),
  show: (v) => (v ? "answers" : "does not answer"),
  exceptions: [goodsShielded],
});

const ownDamage = rule<Run, string>({
  id: "dl-averi/9#own-damage",
  label: "if the sailing ship takes damage herself, let her have the damage for her pains: she bears it",
  provisions: [at(9)],
  when: (x) => x.sailing.hull.minor.sign() > 0,
  gives: (x) => `${fmt(x.sailing.hull)}, borne by ${x.sailing.owners.name} (${x.sailing.owners.role})`,
  facts: (x) => ({ [`damage to ${the(x.sailing.name)}`]: fmt(x.sailing.hull) }),
});

function neglectFindingText(x: Run): string {
  return `Whether the damage came of ${the(x.sailing.name)}'s skipper's neglect and bad look-out (dl-averi/7), or of necessity (dl-averi/10)`;
}

function runDown(c: Case, inc: Extract<Incident, { type: "run_down" }>, ctx: RuleContext, out: Out): Step[] {
  const x: Run = { c, sailing: shipOf(c, inc.sailing), lying: shipOf(c, inc.lying), inc };
  const { sailing: w, lying: z } = x;
  const steps: Step[] = [];
  if (inc.where === "other") {
    tell(
      out,
      steps,
      `dl-averi/7–10 speak of a ship lying in harbour or in a roadstead; ${the(z.name)} lay elsewhere, and the text gives no rule for this case: sealaw fixes no liability.`,
      at(7),
      at(10),
    );
    return steps;
  }
  out.assess({
    what: neglectFindingText(x),
    by: inc.found_by ?? "not named by the text: the court that hears the case",
    basis:
      "dl-averi/7 applies 'om det sker for hans forsømmelse og onde forsyn', dl-averi/10 'sker skaden af nøds sag'; give the finding as facts.incident.cause",
    provisions: [at(7), at(10)],
    ...(inc.cause ? { value: inc.cause } : {}),
  });
  const o = evaluate(skipperPays, x, ctx);
  steps.push(o.step);
  const d = o.value;
  if (o.by === skipperPays.id) {
    const means = w.s.skipper_means;
    if (means) {
      const n = neglectSettlement(x, means, ctx);
      steps.push(settle(n.settlement, out));
      if (n.valueMissing) {
        out.assess({
          what: `The value of ${theShip(w.name)}, within which the rest of the damage is charged on her`,
          by: "not named by the text",
          basis:
            "dl-averi/7 'da gælde skibet skaden' read as the ship's value answering (Q-A04 R1); give it as the ship's value",
          provisions: [at(7)],
        });
      }
      if (n.unpaid.minor.sign() > 0) {
        tell(
          out,
          steps,
          `${fmt(n.unpaid)} of the damage is reached neither by the skipper's property nor by the value of ${the(w.name)}: the text gives no further recourse, and it lies with those who lost it.`,
          at(7),
        );
      }
    } else {
      out.assess({
        what: `What ${the(w.name)}'s skipper's own property is worth ('så vidt hans gods kan tilstrække')`,
        by: "not named by the text",
        basis:
          "dl-averi/7: the skipper pays out of his own money as far as his property reaches, the ship the rest; give it as the ship's skipper_means",
        provisions: [at(7)],
      });
      for (const l of lossesOf(z, true)) {
        out.owe(
          w.skipper.id,
          l.party.id,
          undefined,
          `all the damage to ${l.what}, ${fmt(l.amount)}, out of his own money as far as his property reaches (dl-averi/7)`,
          at(7),
        );
      }
    }
    const interests: Interest[] = [
      { run: x, what: `${the(w.name)} herself`, goods: false, shortfall: shortfallOf(x) },
      ...w.goods.map((g) => ({
        run: x,
        what: `${g.p.what ?? "goods"} of ${g.owner.name} in ${the(w.name)}`,
        goods: true,
        shortfall: shortfallOf(x),
      })),
    ];
    steps.push({
      label: `What answers for the damage ${the(w.name)}'s skipper cannot pay`,
      provisions: [at(7), at(8)],
      status: "applied",
      children: interests.map((i) => evaluate(shipAnswers, i, ctx).step),
    });
    if (w.goods.length === 0) {
      steps.push(
        note(`No merchants' goods were aboard ${the(w.name)}; had there been, they would not answer for the damage`, [
          at(8),
        ]),
      );
    }
  } else if (o.by === byNecessity.id && d?.kind === "settle") {
    steps.push(settle(d.settlement, out));
  }
  if (inc.cause === "necessity") {
    if (inc.assessed) {
      out.assess({
        what: `The proportions in which ${the(w.name)} and ${the(z.name)} make good the damage`,
        by: inc.assessed.by ?? "good men ('gode mænd')",
        basis: "dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'",
        provisions: [at(10)],
        value: sharesJson(inc.assessed.shares),
      });
    } else {
      out.assess({
        what: `The proportions in which ${the(w.name)} and ${the(z.name)} make good the damage`,
        by: "good men ('gode mænd')",
        basis: `dl-averi/10: 'efter gode mænds tykke, som skelligt kan være'; ${cq(ctx, "assessed_split") === "Q-A05 R1" ? "nothing is owed until they give them (Q-A05 R1)" : "half and half until they judge otherwise (Q-A05 R2)"}; give them as facts.incident.assessed`,
        provisions: [at(10)],
      });
    }
  }
  if (inc.cause === "neglect" || (inc.cause === "necessity" && !is(ctx, "necessity_damage_pool", "R2"))) {
    steps.push(evaluate(ownDamage, x, ctx).step);
    const n = lossNote(
      `The goods in ${the(w.name)}: dl-averi/7–10 do not speak of their damage, and it lies with their owners`,
      goodsLosses(w),
      [at(9)],
    );
    if (n) steps.push(n);
  }
  if (inc.cause === undefined) {
    const means = w.s.skipper_means;
    const ifNeglect = means
      ? flowWords(route(neglectSettlement(x, means, { readings: ctx.readings.fresh() }).settlement))
      : `${the(w.name)}'s skipper pays all the damage as far as his property reaches, and the ship the rest`;
    tell(
      out,
      steps,
      `Until it is found whether the damage came of neglect or of necessity, sealaw fixes no liability. If of the skipper's neglect and bad look-out (dl-averi/7): ${ifNeglect}. If of necessity (dl-averi/10): both ships make it good as good men think reasonable.`,
      at(7),
      at(10),
    );
  } else if (inc.cause === "neither") {
    tell(
      out,
      steps,
      `The damage was found to come neither of the skipper's neglect (dl-averi/7) nor of necessity (dl-averi/10): the text gives no rule for this case, and sealaw fixes no liability.`,
      at(7),
      at(10),
    );
  }
  return steps;
}

function shortfallOf(x: Run): boolean {
  const means = x.sailing.s.skipper_means;
  const pool = lossesOf(x.lying, true).reduce((t, l) => t.add(l.amount), x.c.zero);
  return means === undefined || means.cmp(pool) < 0;
}

function sharesJson(shares: Record<string, Rational>): Json {
  return Object.fromEntries(Object.entries(shares).map(([k, v]) => [k, v.toString()]));
}

// ---------------------------------------------------------------------------
// 11–12: a ship breaks loose and drifts onto one at anchor

interface Drift {
  readonly c: Case;
  readonly drifter: ShipView;
  readonly anchored: ShipView;
  readonly inc: Extract<Incident, { type: "drifting" }>;
}

function driftDecided(x: Drift, ctx: RuleContext): Decided {
  const { c, drifter: d, anchored: a } = x;
  const losses = [...lossesOf(d, true), ...lossesOf(a, true)];
  const pool = totalOf(c.zero, losses);
  let shares = assessedShares(x.inc.assessed);
  let how = `as the seafaring men judged${x.inc.assessed?.by ? ` (${x.inc.assessed.by})` : ""}`;
  if (!shares) {
    if (is(ctx, "assessed_split", "R1")) {
      return {
        kind: "assess",
        summary: `${fmt(pool)} to be surveyed by seafaring men and paid by both ships as they judge, not yet assessed (${cq(ctx, "assessed_split")})`,
      };
    }
    shares = new Map([
      [d.s.id, HALF],
      [a.s.id, HALF],
    ]);
    how = `half and half, no other proportion being assessed (${cq(ctx, "assessed_split")})`;
  }
  const s = shares;
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: `${the(v.name)}`,
    party: v.owners,
    weight: s.get(v.s.id) ?? Rational.ZERO,
    reason: `${the(v.name)} (${ownerWord(v)}) bears ${s.get(v.s.id) ?? 0} of the damage, ${how}`,
    pays: `${the(v.name)}'s part of the damage of both ships, ${how} (dl-averi/11)`,
    provisions: [at(11)],
  });
  return settled({
    label: `The damage of both ships, surveyed and paid by both as seafaring men judge (${at(11)})`,
    provisions: [at(11)],
    pool,
    losses,
    bearings: shareBy(pool, [side(d), side(a)]),
  });
}

const anchoredOwesNothing = rule<Drift, Decided>({
  id: "dl-averi/12#anchored-owes-nothing",
  label:
    "but if only the ship that drifts onto the other takes damage, the ship that lies at anchor shall in no way suffer for it",
  provisions: [at(12)],
  when: (x) => damaged(x.c, x.drifter) && !damaged(x.c, x.anchored),
  gives: (x) => ({
    kind: "nothing",
    summary: `${the(x.anchored.name)} owes nothing; ${the(x.drifter.name)}'s damage, ${fmt(
      totalOf(x.c.zero, lossesOf(x.drifter, true)),
    )}, lies where it fell`,
  }),
  facts: (x) => ({
    [`damage to ${the(x.drifter.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    [`damage to ${the(x.anchored.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.anchored, true))),
  }),
  show: showDecided,
});

const bothShipsPay = rule<Drift, Decided>({
  id: "dl-averi/11#both-ships",
  label:
    "a ship breaks loose when anchor or cable breaks in storm or other misfortune and drifts onto one lying fast at her anchor, both take damage, and her skipper is found innocent: the damage is surveyed by seafaring men and paid by both ships as they judge",
  provisions: [at(11)],
  when: (x) => damaged(x.c, x.drifter) && damaged(x.c, x.anchored) && x.inc.skipper_innocent === true,
  gives: (x, ctx) => driftDecided(x, ctx),
  facts: (x) => ({
    broke: x.inc.broke ?? null,
    cause: x.inc.cause,
    skipper_innocent: x.inc.skipper_innocent ?? null,
    [`damage to ${the(x.drifter.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.drifter, true))),
    [`damage to ${the(x.anchored.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.anchored, true))),
  }),
  show: showDecided,
  exceptions: [anchoredOwesNothing],
});

function drift(c: Case, inc: Extract<Incident, { type: "drifting" }>, ctx: RuleContext, out: Out): Step[] {
  const x: Drift = { c, drifter: shipOf(c, inc.drifting), anchored: shipOf(c, inc.at_anchor), inc };
  const { drifter: d, anchored: a } = x;
  const steps: Step[] = [];
  const o = evaluate(bothShipsPay, x, ctx);
  steps.push(o.step);
  const bothHurt = damaged(c, d) && damaged(c, a);
  if (bothHurt) {
    out.assess({
      what: `Whether ${the(d.name)}'s skipper is innocent of her breaking loose and drifting onto ${the(a.name)}`,
      by: inc.found_by ?? "not named by the text ('findes uskyldig')",
      basis:
        "dl-averi/11 applies when 'skipperen der udi findes uskyldig'; give the finding as facts.incident.skipper_innocent",
      provisions: [at(11)],
      ...(inc.skipper_innocent !== undefined ? { value: inc.skipper_innocent } : {}),
    });
    if (inc.skipper_innocent !== false) {
      out.assess({
        what: `The survey of the damage to both ships, and the proportions in which ${the(d.name)} and ${the(a.name)} pay it`,
        by: inc.assessed?.by ?? "seafaring men ('søfarende mænd')",
        basis: inc.assessed
          ? "dl-averi/11: 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand'"
          : `dl-averi/11: 'besigtes af søfarende mænd, og betales af begge skibene efter deres gode tykke og forstand'; ${
              cq(ctx, "assessed_split") === "Q-A05 R1"
                ? "nothing is owed until they have judged (Q-A05 R1)"
                : "half and half until they judge otherwise (Q-A05 R2)"
            }; give it as facts.incident.assessed`,
        provisions: [at(11)],
        ...(inc.assessed ? { value: sharesJson(inc.assessed.shares) } : {}),
      });
    }
  }
  if (o.applied && o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  if (bothHurt && inc.skipper_innocent === false) {
    tell(
      out,
      steps,
      `${The(d.name)}'s skipper is not found innocent: dl-averi/11 does not say who pays then. The nearest rule is dl-averi/7 (a skipper at fault pays out of his own property, then his ship), but it speaks of a ship that comes sailing, not one that drifts; sealaw does not decide it and fixes no liability.`,
      at(11),
      at(7),
    );
  } else if (bothHurt && inc.skipper_innocent === undefined) {
    const would = driftDecided(x, { readings: ctx.readings.fresh() });
    tell(
      out,
      steps,
      `Until ${the(d.name)}'s skipper is found innocent, dl-averi/11 does not apply and sealaw fixes no liability. Once he is: ${
        would.kind === "settle" ? flowWords(route(would.settlement)) : would.summary
      }.`,
      at(11),
    );
  } else if (!damaged(c, d) && damaged(c, a)) {
    tell(
      out,
      steps,
      `Only ${the(a.name)}, lying at anchor, took damage: dl-averi/11 speaks of both ships taking damage and dl-averi/12 of the drifting ship alone; the text gives no rule for this case, and sealaw fixes no liability.`,
      at(11),
      at(12),
    );
  } else if (!bothHurt && !damaged(c, d)) {
    steps.push(note("Neither ship took damage: there is nothing to pay", [at(11), at(12)]));
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 13: cable and anchor slipped to escape a drifting ship

interface Slip {
  readonly c: Case;
  readonly drifter: ShipView;
  readonly slipped: readonly { readonly v: ShipView; readonly loss: Money }[];
  readonly inc: Extract<Incident, { type: "slipped_anchor" }>;
}

function slipDecided(x: Slip, ctx: RuleContext): Decided {
  const losses: Loss[] = x.slipped
    .filter((s) => s.loss.minor.sign() > 0)
    .map((s) => ({
      interest: s.v.s.id,
      kind: "ship" as const,
      party: s.v.owners,
      amount: s.loss,
      what: `the cable and anchor ${the(s.v.name)} slipped`,
    }));
  const pool = totalOf(x.c.zero, losses);
  const given = assessedShares(x.inc.assessed);
  const all = [x.drifter, ...x.slipped.map((s) => s.v)];
  let weight: (v: ShipView) => Rational;
  let how: string;
  if (given) {
    weight = (v) => given.get(v.s.id) ?? Rational.ZERO;
    how = `as the seafaring men declared${x.inc.assessed?.by ? ` (${x.inc.assessed.by})` : ""}`;
  } else if (is(ctx, "assessed_split", "R1")) {
    return {
      kind: "assess",
      summary: `${fmt(pool)} to be reckoned between the drifting ship and those that slipped, as seafaring men declare, not yet declared (${cq(ctx, "assessed_split")})`,
    };
  } else {
    // Q-A05 R2: each cable and anchor half by the drifting ship, half by the ship that slipped it.
    const own = new Map(x.slipped.map((s) => [s.v.s.id, s.loss.minor.mul(HALF)]));
    weight = (v) => (v === x.drifter ? pool.minor.mul(HALF) : (own.get(v.s.id) ?? Rational.ZERO));
    how = `each cable and anchor half and half between the drifting ship and the ship that slipped it, no other proportion being declared (${cq(ctx, "assessed_split")})`;
  }
  const sides: Side[] = all.map((v) => ({
    key: v.s.id,
    label: `${the(v.name)}`,
    party: v.owners,
    weight: weight(v),
    reason: `${the(v.name)} (${ownerWord(v)}), ${v === x.drifter ? "the drifting ship" : "who slipped cable and anchor"}: ${how}`,
    pays: `${the(v.name)}'s part of the cables and anchors slipped, ${how} (dl-averi/13)`,
    provisions: [at(13)],
  }));
  const sumWeights = sides.reduce((t, s) => t.add(s.weight), Rational.ZERO);
  if (sumWeights.isZero()) return { kind: "nothing", summary: "no cable or anchor of any worth was slipped" };
  return settled({
    label: `The cables and anchors slipped, reckoned between the drifting ship and those that slipped them (${at(13)})`,
    provisions: [at(13)],
    pool,
    losses,
    bearings: shareBy(pool, sides),
  });
}

const cableAndAnchor = rule<Slip, Decided>({
  id: "dl-averi/13#cable-and-anchor",
  label:
    "a ship driven adrift by storm and foul weather, and ships in her path that slip cable and anchor to prevent greater damage: the cable and anchor are reckoned and paid between the drifting ship and those that slipped, as seafaring men declare",
  provisions: [at(13)],
  when: (x) => x.inc.to_prevent_damage,
  gives: (x, ctx) => slipDecided(x, ctx),
  facts: (x) => ({
    drifting: x.drifter.name,
    to_prevent_damage: x.inc.to_prevent_damage,
    ...Object.fromEntries(x.slipped.map((s) => [`slipped by ${the(s.v.name)}`, fmt(s.loss)])),
  }),
  show: showDecided,
});

function slippedAnchor(
  c: Case,
  inc: Extract<Incident, { type: "slipped_anchor" }>,
  ctx: RuleContext,
  out: Out,
): Step[] {
  const x: Slip = {
    c,
    drifter: shipOf(c, inc.drifting),
    slipped: inc.slipped.map((s) => ({ v: shipOf(c, s.ship), loss: s.cable_and_anchor })),
    inc,
  };
  const steps: Step[] = [];
  const o = evaluate(cableAndAnchor, x, ctx);
  steps.push(o.step);
  if (!inc.to_prevent_damage) {
    tell(
      out,
      steps,
      "dl-averi/13 speaks of ships that slip cable and anchor because damage is to be expected, to prevent greater damage; the case says that was not why, and the text gives no rule for it: sealaw fixes no liability.",
      at(13),
    );
    return steps;
  }
  out.assess({
    what: `How the cables and anchors slipped are reckoned between ${the(x.drifter.name)} and ${listWords(x.slipped.map((s) => `${the(s.v.name)}`))}`,
    by: inc.assessed?.by ?? "seafaring men ('søfarne mænd')",
    basis: inc.assessed
      ? "dl-averi/13: 'efter søfarne mænds sigelse'"
      : `dl-averi/13: 'efter søfarne mænds sigelse'; ${
          cq(ctx, "assessed_split") === "Q-A05 R1"
            ? "nothing is owed until they have declared it (Q-A05 R1)"
            : "half and half until they declare otherwise (Q-A05 R2)"
        }; give it as facts.incident.assessed`,
    provisions: [at(13)],
    ...(inc.assessed ? { value: sharesJson(inc.assessed.shares) } : {}),
  });
  if (o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  const hurt = [x.drifter, ...x.slipped.map((s) => s.v)].filter((v) => damaged(c, v));
  if (hurt.length > 0) {
    tell(
      out,
      steps,
      `dl-averi/13 reckons only the cables and anchors slipped; the damage the case gives to ${listWords(hurt.map((v) => `${the(v.name)}`))} is not decided under it.`,
      at(13),
    );
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 14–15: ships lying close

interface Close {
  readonly c: Case;
  readonly stuck: ShipView;
  readonly free: ShipView;
  readonly inc: Extract<Incident, { type: "close_quarters" }>;
}

type SelfHelp =
  | { readonly kind: "option" | "duty"; readonly summary: string }
  | { readonly kind: "pays"; readonly settlement: Settlement; readonly summary: string };

const forbadeAndPays = rule<Close, SelfHelp>({
  id: "dl-averi/15#forbade",
  label:
    "but if the other forbids it or hinders it, and some damage happens as a result, the one who could give way shall pay it",
  provisions: [at(15)],
  when: (x) => (x.inc.self_help === "forbidden" || x.inc.self_help === "hindered") && damaged(x.c, x.stuck),
  gives: (x) => {
    const losses = lossesOf(x.stuck, true);
    const pool = totalOf(x.c.zero, losses);
    const s: Settlement = {
      label: `The damage that followed, paid by the one who could give way (${at(15)})`,
      provisions: [at(15)],
      pool,
      losses,
      bearings: [
        fixed(
          {
            key: `skipper.${x.free.s.id}`,
            label: `${x.free.skipper.name}, skipper of ${the(x.free.name)}, who could give way`,
            party: x.free.skipper,
            reason: `the skipper of ${the(x.free.name)}, who could give way and ${x.inc.self_help === "forbidden" ? "forbade" : "hindered"} the weighing of his anchor, pays the damage that followed ('den, som kunne vige': the man, not the ship, which the text calls 'det')`,
            pays: `the damage that followed when he ${x.inc.self_help === "forbidden" ? "forbade" : "hindered"} the weighing of his anchor (dl-averi/15)`,
            provisions: [at(15)],
          },
          pool,
          pool,
        ),
      ],
    };
    return { kind: "pays", settlement: s, summary: `${fmt(pool)}, paid by ${x.free.skipper.name}` };
  },
  facts: (x) => ({
    self_help: x.inc.self_help ?? null,
    [`damage to ${the(x.stuck.name)} and goods in her`]: fmt(totalOf(x.c.zero, lossesOf(x.stuck, true))),
  }),
  show: (v) => v.summary,
});

const selfHelp = rule<Close, SelfHelp>({
  id: "dl-averi/14#self-help",
  label: "and if he will not weigh it, 'skal han selv det må gøre': it may be done without him (Q-A06)",
  provisions: [at(14)],
  when: (x) => x.inc.asked === true && !x.inc.weighed,
  gives: (x, ctx) =>
    is(ctx, "anchor_self_help", "R1")
      ? {
          kind: "option",
          summary: `${x.stuck.skipper.name} may weigh ${the(x.free.name)}'s anchor himself (${cq(ctx, "anchor_self_help")})`,
        }
      : {
          kind: "duty",
          summary: `${x.free.skipper.name}, who could give way, must weigh his anchor himself (${cq(ctx, "anchor_self_help")})`,
        },
  facts: (x) => ({ asked: x.inc.asked ?? null, weighed: x.inc.weighed }),
  readings: ["anchor_self_help"],
  show: (v) => v.summary,
  exceptions: [forbadeAndPays],
});

const mustAsk = rule<Close, string>({
  id: "dl-averi/14#ask",
  label:
    "ships lying close, one so near the shallows or for another reason unable to give way, and danger that they damage each other: the one that cannot give way shall ask the other, who can, to weigh his anchor to prevent damage",
  provisions: [at(14)],
  when: (x) => x.inc.danger,
  gives: (x) => `${x.stuck.skipper.name} must ask ${x.free.skipper.name} to weigh his anchor`,
  facts: (x) => ({ because: x.inc.because, danger: x.inc.danger, asked: x.inc.asked ?? null }),
});

function closeQuarters(
  c: Case,
  inc: Extract<Incident, { type: "close_quarters" }>,
  ctx: RuleContext,
  out: Out,
): Step[] {
  const x: Close = { c, stuck: shipOf(c, inc.cannot_give_way), free: shipOf(c, inc.can_give_way), inc };
  const { stuck, free } = x;
  const steps: Step[] = [];
  const ask = evaluate(mustAsk, x, ctx);
  steps.push(ask.step);
  if (!ask.applied) {
    tell(
      out,
      steps,
      "dl-averi/14 speaks of ships lying so close that there is danger they damage each other; the case says there was none, and the text gives no rule for it.",
      at(14),
    );
    return steps;
  }
  out.must(
    stuck.skipper.id,
    `ask the skipper of ${the(free.name)}, who can give way, to weigh his anchor to prevent damage${
      inc.asked === true ? " — asked, as the case says" : inc.asked === false ? " — the case says he did not" : ""
    }`,
    undefined,
    at(14),
  );
  if (inc.asked === false) {
    tell(
      out,
      steps,
      `${stuck.skipper.name} did not ask ${the(free.name)} to weigh her anchor: the text gives no consequence for that, and sealaw fixes none.`,
      at(14),
    );
  }
  if (inc.asked === true && inc.weighed) {
    steps.push(note(`${free.skipper.name} weighed his anchor when asked`, [at(14)]));
  }
  const s = evaluate(selfHelp, x, ctx);
  steps.push(s.step);
  const v = s.value;
  if (v?.kind === "option") {
    out.options.push({
      holder: stuck.skipper.id,
      choices: [`weigh ${the(free.name)}'s anchor himself, to prevent damage`, "let it lie"],
      provisions: [at(14)],
    });
  } else if (v?.kind === "duty") {
    out.must(free.skipper.id, "weigh his anchor himself, since he would not when asked (Q-A06 R2)", undefined, at(14));
  } else if (v?.kind === "pays") {
    steps.push(settle(v.settlement, out));
  }
  const hurt = damaged(c, stuck);
  if (hurt && v?.kind !== "pays") {
    tell(
      out,
      steps,
      `${The(stuck.name)} took damage, but dl-averi/15 makes the one who could give way pay only when he forbade or hindered the weighing of his anchor; ${
        inc.self_help === undefined ? "the case does not say that he did" : "the case says he did not"
      }, and the text gives no rule for it: sealaw fixes no liability.`,
      at(14),
      at(15),
    );
  }
  if (damaged(c, free)) {
    tell(
      out,
      steps,
      `${The(free.name)}, who could give way, took damage too: dl-averi/14–15 do not say who bears it, and sealaw decides nothing on it.`,
      at(15),
    );
  }
  return steps;
}

// ---------------------------------------------------------------------------
// 16–17: an anchor lying without a buoy

interface Buoy {
  readonly c: Case;
  readonly anchor: ShipView;
  readonly hurt: ShipView;
  readonly inc: Extract<Incident, { type: "unbuoyed_anchor" }>;
}

function halvesSettlement(x: Buoy, ctx: RuleContext): Settlement {
  const withGoods = is(ctx, "buoy_halves", "R2");
  const losses = lossesOf(x.hurt, withGoods);
  const pool = totalOf(x.c.zero, losses);
  const terms = cq(ctx, "buoy_halves");
  const side = (v: ShipView): Side => ({
    key: v.s.id,
    label: `${the(v.name)}`,
    party: v.owners,
    weight: HALF,
    reason: `${the(v.name)} (${ownerWord(v)}) bears half, merchants' goods excepted (${terms})`,
    pays: `${the(v.name)}'s half of the damage, merchants' goods excepted (dl-averi/17; ${terms})`,
    provisions: [at(17)],
  });
  return {
    label: withGoods
      ? `The damage to ${the(x.hurt.name)} and the goods in her, borne by the two ships alone, half and half (${at(17)})`
      : `The damage to ${the(x.hurt.name)} herself, paid by both ships half and half, merchants' goods excepted (${at(17)})`,
    provisions: [at(17)],
    pool,
    losses,
    bearings: shareBy(pool, [side(x.anchor), side(x.hurt)]),
  };
}

function paysAllSettlement(x: Buoy, ctx: RuleContext): Settlement {
  const withGoods = is(ctx, "unbuoyed_damage_scope", "R1");
  const losses = lossesOf(x.hurt, withGoods);
  const pool = totalOf(x.c.zero, losses);
  const terms = cq(ctx, "unbuoyed_damage_scope");
  return {
    label: `The damage of ${the(x.hurt.name)}${withGoods ? " and the goods in her" : ""}, paid in full by the ship without a buoy (${at(16)})`,
    provisions: [at(16)],
    pool,
    losses,
    bearings: [
      fixed(
        {
          key: x.anchor.s.id,
          label: `${the(x.anchor.name)}, whose anchor lay without a buoy`,
          party: x.anchor.owners,
          reason: `${the(x.anchor.name)} (${ownerWord(x.anchor)}), whose anchor lay without a buoy, pays the other's damage in full ('altsammen') (${terms})`,
          pays: `all the damage done on her anchor lying without a buoy (dl-averi/16; ${terms})`,
          provisions: [at(16)],
        },
        pool,
        pool,
      ),
    ],
  };
}

/**
 * What is wrong with the best men the case names, if anything: 'selv fjerde' is
 * the skipper and three others of the best men in his ship. A case that names
 * none is taken at its word that the oath was sworn as the law asks.
 */
function bestMenFault(x: Buoy): string | undefined {
  const men = x.inc.best_men;
  if (!men) return undefined;
  if (men.length !== 3) return `the case names ${men.length} men swearing with the skipper, not three`;
  if (men.includes(x.anchor.s.skipper)) return "the case names the skipper himself among the three; he is the fourth";
  const elsewhere = men.filter((id) => {
    const aboard = x.c.people.get(id)?.aboard;
    return aboard !== undefined && aboard !== x.anchor.s.id;
  });
  if (elsewhere.length > 0)
    return `${listWords(elsewhere)} ${elsewhere.length === 1 ? "is" : "are"} not of ${the(x.anchor.name)}'s people`;
  return undefined;
}

const buoyLineBroke = rule<Buoy, Decided>({
  id: "dl-averi/17#halves",
  label:
    "unless the buoy line broke after the anchor was cast, and the skipper, himself the fourth with three of the best men in the ship, will hold by their oath that there was a buoy on the anchor when he last let it go, and that he knew no other than that there was a buoy on it when the damage happened: then both ships pay the damage half and half, merchants' goods excepted",
  provisions: [at(17)],
  when: (x) => x.inc.buoy_line_broke && x.inc.oath === "sworn" && bestMenFault(x) === undefined,
  gives: (x, ctx) => settled(halvesSettlement(x, ctx)),
  facts: (x) => ({ buoy_line_broke: x.inc.buoy_line_broke, oath: x.inc.oath ?? "pending" }),
  readings: ["buoy_halves"],
  show: showDecided,
});

const unbuoyedPaysAll = rule<Buoy, Decided>({
  id: "dl-averi/16#pays-all",
  label:
    "a ship that comes to harm on another ship's anchor lying without a buoy: the ship that has no buoy pays the other's damage in full",
  provisions: [at(16)],
  gives: (x, ctx) => settled(paysAllSettlement(x, ctx)),
  facts: (x) => ({
    [`damage to ${the(x.hurt.name)}`]: fmt(x.hurt.hull),
    [`damage to goods in ${the(x.hurt.name)}`]: fmt(goodsDamage(x.c, x.hurt)),
  }),
  readings: ["unbuoyed_damage_scope"],
  show: showDecided,
  exceptions: [buoyLineBroke],
});

function unbuoyed(c: Case, inc: Extract<Incident, { type: "unbuoyed_anchor" }>, ctx: RuleContext, out: Out): Step[] {
  const x: Buoy = { c, anchor: shipOf(c, inc.anchor_ship), hurt: shipOf(c, inc.damaged_ship), inc };
  const { anchor: q, hurt: p } = x;
  const steps: Step[] = [];
  const oath = inc.oath ?? "pending";
  if (inc.buoy_line_broke) {
    const men = (inc.best_men ?? []).map((id) => nameOf(c.people.get(id), id));
    const what = `that there was a buoy on the anchor when he last let it go, and that he knew no other than that there was a buoy on it when the damage happened`;
    out.must(
      q.skipper.id,
      `swear, himself the fourth with three of the best men of ${the(q.name)} ('selv fjerde'${men.length ? `: ${listWords(men)}` : ", not named in the case"}), ${what}${
        oath === "sworn" ? " — sworn, as the case says" : oath === "refused" ? " — the case says it is not sworn" : ""
      }`,
      undefined,
      at(17),
    );
    for (const id of inc.best_men ?? []) {
      out.must(
        id,
        `swear with ${q.skipper.name}, skipper of ${the(q.name)}, that there was a buoy on the anchor when the skipper last let it go, and that he knew no other than that there was a buoy on it when the damage happened`,
        undefined,
        at(17),
      );
    }
  }
  const o = evaluate(unbuoyedPaysAll, x, ctx);
  steps.push(o.step);
  if (o.value?.kind === "settle") steps.push(settle(o.value.settlement, out));
  const halves = o.by === buoyLineBroke.id;
  const scopeHasGoods = halves ? is(ctx, "buoy_halves", "R2") : is(ctx, "unbuoyed_damage_scope", "R1");
  if (!scopeHasGoods) {
    const n = lossNote(
      halves
        ? "Merchants' goods excepted (Q-A07 R1): the goods' damage lies with their owners"
        : "The ship's damage only (Q-A32 R2): the goods' damage lies with their owners",
      goodsLosses(p),
      [halves ? at(17) : at(16)],
    );
    if (n) steps.push(n);
  }
  const fault = bestMenFault(x);
  if (inc.buoy_line_broke && oath === "sworn" && fault) {
    const would = flowWords(route(halvesSettlement(x, { readings: ctx.readings.fresh() })));
    tell(
      out,
      steps,
      `The oath is said to be sworn, but ${fault}: it is not the oath 'selv fjerde' of dl-averi/17, and dl-averi/16 stands. Sworn by the skipper with three of the best men of ${the(q.name)}, it would bring half and half: ${would}.`,
      at(16),
      at(17),
    );
  }
  if (inc.buoy_line_broke && oath !== "sworn") {
    const would = flowWords(route(halvesSettlement(x, { readings: ctx.readings.fresh() })));
    tell(
      out,
      steps,
      `The buoy line broke after the anchor was cast, but ${q.skipper.name} ${
        oath === "refused" ? "has not sworn" : "has not yet sworn"
      }, himself the fourth with three of the best men of ${the(q.name)}, that there was a buoy when he last let the anchor go and that he knew no other when the damage happened: dl-averi/16 stands. Were that oath sworn, dl-averi/17 would apply and both ships would pay half and half, merchants' goods excepted: ${would}.`,
      at(16),
      at(17),
    );
  }
  if (damaged(c, q)) {
    tell(
      out,
      steps,
      `${The(q.name)}, whose anchor it was, took damage too: dl-averi/16–17 speak only of the damage of the ship that came to harm on the anchor, and sealaw decides nothing on hers.`,
      at(16),
      at(17),
    );
  }
  return steps;
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: Case, inc: Incident): string {
  const n = (id: string) => shipOf(c, id).name;
  switch (inc.type) {
    case "under_sail":
      return `${listWords(inc.ships.map((x) => `the ${n(x.ship)}`))} collided under sail (${at(6)})`;
    case "run_down":
      return `the ${n(inc.sailing)}, under sail, ran into the ${n(inc.lying)}, lying ${inc.lying_how === "moored" ? "made fast" : "at anchor"} in ${inc.where === "harbour" ? "harbour" : inc.where === "roadstead" ? "a roadstead" : "open water"} (${at(7)}–10)`;
    case "drifting":
      return `the ${n(inc.drifting)} broke loose and drifted onto the ${n(inc.at_anchor)} lying at anchor (${at(11)}–12)`;
    case "slipped_anchor":
      return `${listWords(inc.slipped.map((s) => `the ${n(s.ship)}`))} slipped cable and anchor to escape the ${n(inc.drifting)} driven adrift (${at(13)})`;
    case "close_quarters":
      return `the ${n(inc.cannot_give_way)} could not give way to the ${n(inc.can_give_way)} lying close by (${at(14)}–15)`;
    case "unbuoyed_anchor":
      return `the ${n(inc.damaged_ship)} came to harm on the anchor of the ${n(inc.anchor_ship)}, lying without a buoy (${at(16)}–17)`;
  }
}

export function decideCollision(facts: CollisionFacts, dctx: DecideContext): DeterminationBody {
  const ctx: RuleContext = { readings: dctx.readings };
  const c = collisionCase(facts, dctx.currency);
  const out = new Out();
  const inc = facts.incident;
  let steps: Step[];
  switch (inc.type) {
    case "under_sail":
      steps = underSail(c, inc, ctx, out);
      break;
    case "run_down":
      steps = runDown(c, inc, ctx, out);
      break;
    case "drifting":
      steps = drift(c, inc, ctx, out);
      break;
    case "slipped_anchor":
      steps = slippedAnchor(c, inc, ctx, out);
      break;
    case "close_quarters":
      steps = closeQuarters(c, inc, ctx, out);
      break;
    case "unbuoyed_anchor":
      steps = unbuoyed(c, inc, ctx, out);
      break;
  }
  const situation = situationOf(c, inc);
  return {
    situation,
    funds: [],
    allocations: [],
    ...(out.averages.length > 0 ? { averages: out.averages } : {}),
    liabilities: out.liabilities,
    obligations: out.obligations,
    options: out.options,
    penalties: [],
    assessments: out.assessments,
    warnings: out.warnings,
    explanation: {
      rule: "dl-averi/6-17#collision",
      label: `Collisions, anchors and buoys, dl-averi/6–17: ${situation}`,
      provisions: [...COLLISION_PROVISIONS],
      status: "applied",
      children: steps,
    },
  };
}

export const collisionKind = defineKind({
  kind: "collision",
  summary:
    "Collisions, anchors and buoys: two ships under sail (6), a ship lying still run into (7–10), a ship breaking loose and drifting onto another (11–12), cables and anchors slipped to escape a drifting ship (13), ships lying too close (14–15), and damage on an anchor lying without a buoy (16–17).",
  provisions: COLLISION_PROVISIONS,
  facts: collisionFactsSchema,
  jsonSchema: collisionFactsJsonSchema,
  decide: decideCollision,
});
