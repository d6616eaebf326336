/**
 * Danske Lov 1683, 4-3, pilots and the draught (dl-averi/54–59).
 *
 *   - 54 where a skipper comes with his ship into pilot waters, he is bound to hire
 *     a pilot at the best price he can bargain for, give him his board, and pay his
 *     wage out of the goods according to the custom and practice of the market
 *     where he unloads (Q-A24);
 *   - 55 if he ventures to bring the ship in without one and she comes to harm, he
 *     makes it good himself out of his own money, unless it happened in necessity
 *     (Q-A28);
 *   - 56 as soon as he has engaged a pilot he honestly tells him how many feet deep
 *     the ship goes; 57 if he gives it as less, he gives sixteen lod of silver for
 *     every foot he conceals (Q-A25, Q-A26);
 *   - 58 he takes proper proof of the draught he declared and of what he paid the
 *     pilot, and accounts for it to the merchant and the owners;
 *   - 59 a pilot at fault is punished as the first chapter, article 5, says of the
 *     mate (Q-A27): Danske Lov 4-1-5, which is not among sealaw's texts, so the
 *     penalty names it as an outside reference and gives no measure.
 *
 * The shape of the determination. Nothing is divided as a fund, so there are no
 * funds and no allocations. The pilot's wage laid on the goods is an average of
 * its own (`averages`, id "pilot-wage"): a statement by value drawn up by
 * core/average.ts, or shares by quantity where the custom says so, with the
 * rounded shares summing exactly to the wage; each cargo owner's part is also a
 * liability to the skipper, who owes the pilot the wage ('skipperen skal … af
 * godset betale hans løn') and accounts for it to the merchants and the owners
 * (58). The skipper's duties are obligations;
 * his liability for damage after coming in without a pilot is a liability to each
 * owner of what was damaged; the draught penalty is a Penalty in lod of silver
 * whatever the case's currency; the pilot's punishment is a Penalty with an
 * outside reference. The custom of the market, necessity and the pilot's fault
 * are assessments until the case gives them.
 */

import {
  type Pilot,
  type PilotHireDamage,
  type PilotHireFacts,
  type PilotHireParcel,
  type PilotHirePerson,
  pilotHireFactsJsonSchema,
  pilotHireFactsSchema,
  SHIP_INTEREST,
} from "../../cases/kinds/pilot-hire.js";
import { adjust, type Interest } from "../../core/average.js";
import { BodyParts } from "../../core/builder.js";
import type {
  DeterminationBody,
  OutsideReference,
  PartyRef,
  Penalty,
  QuantityLine,
  SeparateAverage,
} from "../../core/determination.js";
import { CaseError, type CaseIssue } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import { type Currency, LOD_SILVER, Money, MoneyError } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { evaluate, type RuleContext, rule } from "../../core/rule.js";
import { split, splitByParts, TIE_BREAK_RULE } from "../../core/split.js";
import { type DecideContext, defineKind } from "../statute.js";
import { pilotReading, pq } from "./pilot-hire-readings.js";

const at = (n: number): string => `dl-averi/${n}`;

/** The provisions this kind implements: dl-averi/54 to dl-averi/59. */
export const PILOT_HIRE_PROVISIONS: readonly string[] = [54, 55, 56, 57, 58, 59].map(at);

/** Sixteen lod of silver for every foot concealed (dl-averi/57). */
const LOD_PER_FOOT = Rational.of(16);

/** Where dl-averi/59 sends the pilot's punishment. */
export const MATE_ARTICLE: OutsideReference = {
  cite: "Danske Lov 4-1-5",
  about: "the mate's punishment (Book 4, chapter 1, article 5), applied to a pilot at fault by dl-averi/59",
  outsideCorpus: true,
};

// ---------------------------------------------------------------------------
// The case as the rules see it

interface PilotCase {
  readonly f: PilotHireFacts;
  readonly currency: Currency;
  readonly zero: Money;
  /** Party id -> name, for every party the determination may name. */
  readonly names: ReadonlyMap<string, string>;
  readonly skipper: PartyRef;
  /** The pilot engaged; undefined when none was. */
  readonly pilot: PartyRef | undefined;
  readonly p: Pilot | undefined;
  /** "the Fortuna". */
  readonly ship: string;
  /** "the Elbe", or "pilot waters". */
  readonly waters: string;
  /** "the market where he unloads (Copenhagen)". */
  readonly market: string;
  /** The wage to be paid out of the goods: the wage agreed, or what was paid when no wage is given. */
  readonly wage: Money | undefined;
}

const nameOf = (p: PilotHirePerson): string => p.name ?? p.id;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** An exact number as a reader writes it: "13", "2 1/2", "1/2". */
function mixed(r: Rational): string {
  const w = r.floor();
  const rest = r.sub(Rational.of(w));
  return rest.isZero() ? `${w}` : w === 0n ? rest.toString() : `${w} ${rest}`;
}

/** "13 feet", "2 1/2 feet", "1/2 foot", "1 foot". */
export function feetText(r: Rational): string {
  return `${mixed(r)} ${r.gt(Rational.ONE) ? "feet" : "foot"}`;
}

/** "40 lod of silver (2 1/2 marks of silver)". */
function silverText(m: Money): string {
  const lod = `${mixed(m.in("lod"))} lod of silver`;
  const marks = m.in("mark-silver");
  if (marks.lt(Rational.ONE)) return lod;
  return `${lod} (${mixed(marks)} ${marks.gt(Rational.ONE) ? "marks" : "mark"} of silver)`;
}

function pilotCase(f: PilotHireFacts, currency: Currency): PilotCase {
  const issues: CaseIssue[] = [];
  const whole = (m: Money | undefined, path: string) => {
    if (m && !m.isWhole()) {
      issues.push({
        path,
        message: `${m.format()} is not a whole number of the smallest unit`,
        expected: "an amount in whole units of the smallest coin",
      });
    }
  };
  whole(f.pilot?.wage, "facts.pilot.wage");
  whole(f.pilot?.paid, "facts.pilot.paid");
  f.damage.forEach((d, i) => {
    whole(d.amount, `facts.damage[${i}].amount`);
  });
  if (issues.length > 0) throw new CaseError("case", issues);

  const names = new Map<string, string>();
  for (const p of f.people) names.set(p.id, nameOf(p));
  const who = (id: string) => names.get(id) ?? id;
  // "the Maria", but not "the the stranger" when the name already has its article.
  const called = f.ship.name ?? f.ship.id;
  const ship = /^(the|a|an) /i.test(called) ? called : `the ${called}`;
  const skipper: PartyRef = { id: f.ship.skipper, name: who(f.ship.skipper), role: `skipper of ${ship}` };
  let pilot: PartyRef | undefined;
  if (f.pilot) {
    const id = f.pilot.person ?? "pilot";
    pilot = { id, name: f.pilot.person ? who(id) : "the pilot", role: `pilot engaged for ${ship}` };
    if (!f.pilot.person) names.set("pilot", "the pilot");
  }
  const port = f.port_of_discharge.name;
  return {
    f,
    currency,
    zero: Money.zero(currency),
    names,
    skipper,
    pilot,
    p: f.pilot,
    ship,
    waters: f.waters.name ?? "pilot waters",
    market: port ? `the market where he unloads (${port})` : "the market where he unloads",
    wage: f.pilot?.wage ?? f.pilot?.paid,
  };
}

class Out extends BodyParts {
  readonly averages: SeparateAverage[] = [];

  need(what: string, by: string, basis: string, ...provisions: string[]): void {
    this.assessments.push({ what, by, basis, status: "needed", provisions });
  }

  given(what: string, by: string, basis: string, value: Json, ...provisions: string[]): void {
    this.assessments.push({ what, by, basis, status: "given", value, provisions });
  }
}

function section(label: string, provisions: string[], children: Step[], value?: Json): Step {
  return { label, provisions, status: "applied", children, ...(value !== undefined ? { value } : {}) };
}

function parcelLabel(c: PilotCase, x: PilotHireParcel): string {
  return `${x.what ?? "goods"} of ${c.names.get(x.owner) ?? x.owner}, bill of lading ${x.id}`;
}

function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, 10).join(", ");
  return ids.length > 10 ? `${shown} and ${ids.length - 10} more` : shown;
}

/** "all", "Maren's 1/2 share": what part of the ship an owner holds, in words. */
function ownerShare(c: PilotCase, owner: string, share: Rational): string {
  return c.f.ship.owners.length === 1 ? "all" : `${c.names.get(owner) ?? owner}'s ${share} share`;
}

// ---------------------------------------------------------------------------
// 54: the duty to hire a pilot, his board, his wage out of the goods

const mustHire = rule<PilotCase, string>({
  id: "dl-averi/54#hire",
  label:
    "where a skipper comes with his ship into pilot waters, he shall be bound to hire a pilot at the best price he can bargain for",
  provisions: [at(54)],
  when: (c) => c.f.waters.pilot_waters,
  gives: (c) =>
    c.pilot
      ? `a pilot hired: ${c.pilot.name}${c.p?.wage ? `, for ${c.p.wage.format()}` : ""}`
      : c.f.entered_without_pilot
        ? "no pilot hired: he came in without one"
        : "a pilot is to be hired",
  facts: (c) => ({
    pilot_waters: c.f.waters.pilot_waters,
    waters: c.f.waters.name ?? null,
    pilot: c.pilot?.name ?? null,
    entered_without_pilot: c.f.entered_without_pilot,
  }),
});

const giveBoard = rule<PilotCase, string>({
  id: "dl-averi/54#board",
  label: "the skipper shall give the pilot his board ('kosten')",
  provisions: [at(54)],
  when: (c) => c.f.waters.pilot_waters && c.pilot !== undefined,
  gives: (c) =>
    c.p?.board_given === undefined
      ? "the skipper's to give"
      : c.p.board_given
        ? "given by the skipper"
        : "not given: the skipper owes it",
  facts: (c) => ({ board_given: c.p?.board_given ?? null }),
});

/** What the wage rule decides: how the wage is borne, or what is still missing. */
type WagePlan =
  | { readonly kind: "no-wage" }
  | { readonly kind: "custom-needed"; readonly what: string; readonly basis: string }
  | {
      readonly kind: "share";
      readonly code: string;
      readonly goods: Money;
      readonly ship: Money;
      readonly by: "value" | "quantity";
      readonly payee: PartyRef;
      readonly why: string;
    };

/**
 * Who receives what the goods pay: the skipper, under every reading. 'skipperen
 * skal … af godset betale hans løn': the skipper pays the pilot, and the goods are
 * where the money comes from, not who owes it; he then 'gøre købmanden og rederne
 * regnskab' (dl-averi/58), accounting to the merchants for what he paid. The pilot's
 * debtor is the skipper; the cargo owners owe their parts to him.
 */
const payeeOf = (c: PilotCase): PartyRef => c.skipper;

function planWage(c: PilotCase, ctx: RuleContext): WagePlan {
  const wage = c.wage;
  if (!wage) return { kind: "no-wage" };
  const code = pilotReading(ctx, "pilot_wage_payer");
  const custom = c.f.port_of_discharge.custom;
  const by = custom?.shared_by ?? "value";
  const payee = payeeOf(c);
  if (code === "R3") {
    if (!custom || custom.goods_share === undefined) {
      return {
        kind: "custom-needed",
        what: `How the custom and practice of ${c.market} divides the pilot's wage of ${wage.format()} between the ship and the goods`,
        basis: `${at(54)}: the wage is paid 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; under Q-A24 R3 that custom decides how much falls on ship and how much on goods. Give it as facts.port_of_discharge.custom with goods_share${custom ? ` (the case says: ${custom.description})` : ""}`,
      };
    }
    const parts = splitByParts(wage, [
      { key: "goods", parts: custom.goods_share },
      { key: "ship", parts: Rational.ONE.sub(custom.goods_share) },
    ]);
    const [goods, ship] = parts.lines.map((l) => l.rounded) as [Money, Money];
    return {
      kind: "share",
      code,
      goods,
      ship,
      by,
      payee,
      why: `the custom of ${c.market} lays ${custom.goods_share} of it on the goods and the rest on the ship (Q-A24 R3): ${goods.format()} on the goods, ${ship.format()} on the ship`,
    };
  }
  if (code === "R1" && !custom) {
    return {
      kind: "custom-needed",
      what: `The custom and practice of ${c.market} for paying the pilot's wage of ${wage.format()} out of the goods`,
      basis: `${at(54)}: the skipper pays the pilot's wage out of the goods 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; under Q-A24 R1 the wage is a charge on the goods, shared as that custom says. Give it as facts.port_of_discharge.custom`,
    };
  }
  const how = custom
    ? `as the custom of ${c.market} says (${custom.description}), by ${by}`
    : `by value, the custom of ${c.market} not being given`;
  return {
    kind: "share",
    code,
    goods: wage,
    ship: c.zero,
    by,
    payee,
    why:
      code === "R2"
        ? `the skipper pays the pilot and recovers the wage from the goods (Q-A24 R2), ${how}`
        : `the skipper pays the pilot, and the wage is a charge on the goods (Q-A24 R1), shared ${how}`,
  };
}

const payWage = rule<PilotCase, WagePlan>({
  id: "dl-averi/54#wage",
  label:
    "the skipper shall pay the pilot's wage out of the goods, according to the custom and practice used at the market where he unloads",
  provisions: [at(54)],
  when: (c) => c.f.waters.pilot_waters && c.pilot !== undefined && c.wage !== undefined,
  gives: planWage,
  facts: (c) => ({
    wage: c.p?.wage?.format() ?? null,
    paid: c.p?.paid?.format() ?? null,
    market: c.f.port_of_discharge.name ?? null,
    custom: c.f.port_of_discharge.custom?.description ?? null,
    parcels: c.f.cargo.length,
  }),
  readings: ["pilot_wage_payer"],
  show: (p) =>
    p.kind === "no-wage"
      ? "no wage given"
      : p.kind === "custom-needed"
        ? "what the custom of the market says is still to be established"
        : p.why,
});

/** A liability per paying party from what each pays, rounded, with the exact share in words when it differs. */
function oweShares(
  payee: PartyRef,
  shares: ReadonlyMap<string, { rounded: Money; exact: Money }>,
  what: string,
  out: Out,
): void {
  for (const [party, s] of shares) {
    if (party === payee.id || s.rounded.minor.sign() === 0) continue;
    const exact = s.exact.eq(s.rounded) ? "" : ` (exactly ${s.exact.format()}, rounded to the smallest coin)`;
    out.owe(party, payee.id, s.rounded, `${what}${exact}`, at(54));
  }
}

function byValue(c: PilotCase, amount: Money, payee: PartyRef, label: string, out: Out): SeparateAverage | undefined {
  const missing = c.f.cargo.filter((x) => x.value === undefined).map((x) => x.id);
  if (missing.length > 0) {
    out.warn(
      `The pilot's wage cannot be shared over the goods by value until every parcel is valued; no value is given for ${listed(missing)}.`,
      at(54),
    );
    return undefined;
  }
  const interests: Interest[] = c.f.cargo.map((x) => ({
    interest: x.id,
    owner: x.owner,
    kind: "cargo",
    label: parcelLabel(c, x),
    value: x.value as Money,
    madeGood: c.zero,
    provisions: [at(54)],
  }));
  interests.push({
    interest: `wage:${payee.id}`,
    owner: payee.id,
    kind: "ship",
    label: `the pilot's wage, which ${payee.name} pays the pilot and accounts for (${at(58)})`,
    value: c.zero,
    madeGood: amount,
    provisions: [at(54)],
  });
  try {
    const a = adjust(c.currency, interests, (p) => c.names.get(p) ?? p, [at(54)]);
    const shares = new Map<string, { rounded: Money; exact: Money }>();
    for (const l of a.statement.lines) {
      if (l.kind !== "cargo") continue;
      const s = shares.get(l.owner) ?? { rounded: c.zero, exact: c.zero };
      shares.set(l.owner, {
        rounded: s.rounded.add(Money.ofMinor(c.currency, BigInt(l.contribution.minor))),
        exact: s.exact.add(Money.ofMinor(c.currency, Rational.parse(l.contributionExact.minor))),
      });
    }
    oweShares(
      payee,
      shares,
      `the part of the pilot's wage (${amount.format()} over the goods by value) that falls on his goods`,
      out,
    );
    return { id: "pilot-wage", label, statement: a.statement, provisions: [at(54)] };
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(`${label}: cannot be drawn up: ${e.message}.`, at(54));
    return undefined;
  }
}

function byQuantity(
  c: PilotCase,
  amount: Money,
  payee: PartyRef,
  label: string,
  out: Out,
): SeparateAverage | undefined {
  const missing = c.f.cargo.filter((x) => x.quantity === undefined).map((x) => x.id);
  if (missing.length > 0) {
    out.warn(
      `The custom shares the pilot's wage by quantity, but no quantity is given for ${listed(missing)}.`,
      at(54),
    );
    return undefined;
  }
  const q = (x: PilotHireParcel) => x.quantity as Rational;
  const total = c.f.cargo.reduce((t, x) => t.add(q(x)), Rational.ZERO);
  if (total.isZero()) {
    out.warn("The custom shares the pilot's wage by quantity, but the parcels' quantities add up to nothing.", at(54));
    return undefined;
  }
  const s = split(
    amount,
    c.f.cargo.map((x) => ({ key: x.id, weight: q(x) })),
  );
  const shares = new Map<string, { rounded: Money; exact: Money }>();
  const lines: QuantityLine[] = c.f.cargo.map((x, i) => {
    const l = s.lines[i] as (typeof s.lines)[number];
    const had = shares.get(x.owner) ?? { rounded: c.zero, exact: c.zero };
    shares.set(x.owner, { rounded: had.rounded.add(l.rounded), exact: had.exact.add(l.exact) });
    return {
      interest: x.id,
      owner: x.owner,
      label: parcelLabel(c, x),
      quantity: q(x).toString(),
      fraction: l.fraction.toString(),
      exact: l.exact.toJSON(),
      rounded: l.rounded.toJSON(),
      provisions: [at(54)],
    };
  });
  oweShares(
    payee,
    shares,
    `the part of the pilot's wage (${amount.format()} over the goods by quantity) that falls on his goods`,
    out,
  );
  const units = [...new Set(c.f.cargo.map((x) => x.unit ?? "units"))];
  return {
    id: "pilot-wage",
    label,
    shares: {
      unit: units.join(" / "),
      measure: "quantity",
      amount: amount.toJSON(),
      total: total.toString(),
      lines,
      rounding: TIE_BREAK_RULE,
    },
    provisions: [at(54)],
  };
}

/** The ship's part of the wage (Q-A24 R3), borne by her owners in their shares. */
function shipPart(c: PilotCase, amount: Money, payee: PartyRef, out: Out): void {
  if (amount.minor.sign() === 0) return;
  const owners = c.f.ship.owners;
  const s = splitByParts(
    amount,
    owners.map((o) => ({ key: o.person, parts: o.share })),
  );
  const shares = new Map<string, { rounded: Money; exact: Money }>();
  owners.forEach((o, i) => {
    const l = s.lines[i] as (typeof s.lines)[number];
    shares.set(o.person, { rounded: l.rounded, exact: l.exact });
  });
  for (const [party, x] of shares) {
    if (party === payee.id || x.rounded.minor.sign() === 0) continue;
    const share = owners.find((o) => o.person === party)?.share as Rational;
    const exact = x.exact.eq(x.rounded) ? "" : ` (exactly ${x.exact.format()}, rounded to the smallest coin)`;
    out.owe(
      party,
      payee.id,
      x.rounded,
      `${ownerShare(c, party, share)} of the ship's part of the pilot's wage (${amount.format()}, by the custom of ${c.market})${exact}`,
      at(54),
    );
  }
}

function wageEffects(c: PilotCase, plan: WagePlan, ctx: RuleContext, out: Out): void {
  const pilot = c.pilot as PartyRef;
  const wage = c.wage;
  const code = plan.kind === "share" ? plan.code : undefined;
  const paid = c.p?.paid;
  const done = paid ? (wage && paid.cmp(wage) >= 0 ? " — paid" : ` — ${paid.format()} paid so far`) : "";
  out.must(
    c.skipper.id,
    code === "R2"
      ? `pay ${pilot.name} his wage${wage ? ` of ${wage.format()}` : ""} and recover it from the goods, by the custom and practice of ${c.market} (Q-A24 R2)${done}`
      : `pay ${pilot.name} his wage${wage ? ` of ${wage.format()}` : ""} out of the goods, according to the custom and practice of ${c.market}${done}`,
    undefined,
    at(54),
  );
  const p = c.p as Pilot;
  if (!wage) {
    if (c.f.cargo.length > 0) {
      out.warn(
        "The case gives neither the wage agreed with the pilot nor what was paid him, so it cannot be laid on the goods.",
        at(54),
      );
    }
    return;
  }
  const owed = p.paid ? (p.wage ?? c.zero).sub(p.paid) : wage;
  if (owed.minor.sign() > 0) {
    out.owe(
      c.skipper.id,
      pilot.id,
      owed,
      p.paid
        ? `the rest of the pilot's wage, after the ${p.paid.format()} already paid: 'skipperen skal … af godset betale hans løn', the skipper pays and recovers it from the goods`
        : "the pilot's wage: 'skipperen skal … af godset betale hans løn', the skipper pays it and recovers it from the goods",
      at(54),
    );
  }
  if (p.wage && p.paid && !p.paid.eq(p.wage)) {
    out.warn(
      `The skipper has paid the pilot ${p.paid.format()} of a wage agreed at ${p.wage.format()}; the goods bear the wage agreed, and the skipper's account to the merchant and the owners shows what he paid (${at(58)}).`,
      at(54),
      at(58),
    );
  }
  if (plan.kind === "custom-needed") {
    out.need(plan.what, `the custom of ${c.market}`, plan.basis, at(54));
    return;
  }
  if (plan.kind !== "share") return;
  const custom = c.f.port_of_discharge.custom;
  if (custom) {
    out.given(
      `The custom and practice of ${c.market} for the pilot's wage`,
      `the custom of ${c.market}`,
      `${at(54)}: the wage is paid out of the goods by that custom`,
      custom.description,
      at(54),
    );
    if (plan.code !== "R3" && custom.goods_share !== undefined && !custom.goods_share.eq(Rational.ONE)) {
      out.warn(
        `The custom of ${c.market} lays only ${custom.goods_share} of the wage on the goods; under ${pq(ctx, "pilot_wage_payer")} the goods bear the whole wage. The reading pilot_wage_payer=R3 follows the custom's split between ship and goods.`,
        at(54),
      );
    }
  }
  shipPart(c, plan.ship, plan.payee, out);
  if (plan.goods.minor.sign() === 0) return;
  if (c.f.cargo.length === 0) {
    out.warn("No cargo is listed, so the pilot's wage cannot be laid on the goods.", at(54));
    return;
  }
  const label = `The pilot's wage out of the goods, over the goods by ${plan.by}, owed to ${plan.payee.name}, who pays the pilot (${at(54)}, ${at(58)})`;
  const a =
    plan.by === "quantity"
      ? byQuantity(c, plan.goods, plan.payee, label, out)
      : byValue(c, plan.goods, plan.payee, label, out);
  if (a) out.averages.push(a);
}

function pilotWaters(c: PilotCase, ctx: RuleContext, out: Out): Step {
  const children: Step[] = [];
  const hire = evaluate(mustHire, c, ctx);
  children.push(hire.step);
  if (!c.f.waters.pilot_waters) {
    if (c.pilot) {
      children.push(
        note(
          `${c.waters === "pilot waters" ? "these waters" : c.waters} are not pilot waters: dl-averi/54's board and wage out of the goods are not owed under it, and the pilot is paid as agreed; 56–59 still apply to a pilot engaged`,
          [at(54)],
        ),
      );
    }
    return section("Pilot waters (54)", [at(54)], children, "not pilot waters");
  }
  const done = c.pilot
    ? ` — done: ${c.pilot.name}${c.p?.wage ? ` for ${c.p.wage.format()}` : ""}`
    : c.f.entered_without_pilot
      ? ` — not done: he came in without one (${at(55)})`
      : "";
  out.must(
    c.skipper.id,
    `hire a pilot on coming into ${c.waters}, at the best price he can bargain for${done}`,
    undefined,
    at(54),
  );
  const board = evaluate(giveBoard, c, ctx);
  children.push(board.step);
  if (c.pilot) {
    out.must(c.skipper.id, `give ${c.pilot.name} his board while he pilots the ship`, undefined, at(54));
    if (c.p?.board_given === false) {
      out.warn(`The case says the skipper has not given ${c.pilot.name} his board; he owes it.`, at(54));
    }
  }
  const wage = evaluate(payWage, c, ctx);
  children.push(wage.step);
  if (c.pilot) {
    if (!c.wage) children.push(note("the pilot's wage is not given: nothing to lay on the goods", [at(54)]));
    wageEffects(c, wage.applied ? (wage.value as WagePlan) : { kind: "no-wage" }, ctx, out);
  }
  return section("Pilot waters (54)", [at(54)], children, hire.value as string);
}

// ---------------------------------------------------------------------------
// 55: coming in without a pilot

type Standing = "liable" | "necessity" | "to-assess";

/** In pilot waters, brought in without a pilot, and harm came of it. */
const harmed = (c: PilotCase): boolean => c.f.waters.pilot_waters && c.f.entered_without_pilot && c.f.damage.length > 0;

const necessityFound = rule<PilotCase, Standing>({
  id: "dl-averi/55#necessity",
  label: "unless it happens in necessity ('uden det sker udi nøds sag'), and not otherwise",
  provisions: [at(55)],
  when: (c) => harmed(c) && c.f.necessity?.found === true,
  gives: () => "necessity",
  facts: (c) => ({ claimed: c.f.necessity?.claimed ?? null, found: c.f.necessity?.found ?? null }),
});

const necessityPleaded = rule<PilotCase, Standing>({
  id: "dl-averi/55#necessity-pleaded",
  label: "necessity pleaded and not yet found: whether it was necessity is to be assessed",
  provisions: [at(55)],
  when: (c) => harmed(c) && c.f.necessity !== undefined && c.f.necessity.found === undefined,
  gives: () => "to-assess",
  facts: (c) => ({ claimed: c.f.necessity?.claimed ?? null }),
});

const ownMoney = rule<PilotCase, Standing>({
  id: "dl-averi/55#own-money",
  label:
    "if the skipper, contrary to this, ventures to bring the ship in without a pilot and she comes to harm, he shall make it good himself out of his own money",
  provisions: [at(55)],
  when: harmed,
  gives: () => "liable",
  facts: (c) => ({
    pilot_waters: c.f.waters.pilot_waters,
    entered_without_pilot: c.f.entered_without_pilot,
    damage: c.f.damage.length,
  }),
  exceptions: [necessityFound, necessityPleaded],
});

function damageWords(c: PilotCase, d: PilotHireDamage): string {
  const what = d.to === SHIP_INTEREST ? `the damage to ${c.ship}` : `the damage to ${parcelOf(c, d.to)}`;
  return `${what}${d.what ? ` (${d.what})` : ""}`;
}

/** "the salt of Merchant B, bill of lading bl-b". */
function parcelOf(c: PilotCase, id: string): string {
  const x = c.f.cargo.find((p) => p.id === id);
  if (!x) return id;
  return `the ${x.what ?? "goods"} of ${c.names.get(x.owner) ?? x.owner}, bill of lading ${x.id}`;
}

function damageTotal(c: PilotCase): Money | undefined {
  return c.f.damage.every((d) => d.amount) ? c.f.damage.reduce((s, d) => s.add(d.amount as Money), c.zero) : undefined;
}

/** The skipper makes each damage good to the owner of what was damaged, out of his own money. */
function skipperPays(c: PilotCase, out: Out): string[] {
  const said: string[] = [];
  const why = "made good by the skipper out of his own money, for bringing her in without a pilot";
  for (const d of c.f.damage) {
    const all = d.amount ? ` (${d.amount.format()} in all)` : ", once its amount is known";
    if (d.to === SHIP_INTEREST) {
      said.push(`${damageWords(c, d)}: ${d.amount ? d.amount.format() : "amount not given"}`);
      const owners = c.f.ship.owners;
      const s = d.amount
        ? splitByParts(
            d.amount,
            owners.map((o) => ({ key: o.person, parts: o.share })),
          )
        : undefined;
      owners.forEach((o, i) => {
        if (o.person === c.skipper.id) {
          said.push(`${c.skipper.name} bears his own ${o.share} share of ${damageWords(c, d)}`);
          return;
        }
        const l = s?.lines[i];
        const exact = l && !l.exact.eq(l.rounded) ? `; exactly ${l.exact.format()}` : "";
        out.owe(
          c.skipper.id,
          o.person,
          l?.rounded,
          `${ownerShare(c, o.person, o.share)} of ${damageWords(c, d)}${all}, ${why}${exact}`,
          at(55),
        );
      });
    } else {
      const x = c.f.cargo.find((p) => p.id === d.to) as PilotHireParcel;
      if (x.owner === c.skipper.id) {
        said.push(`${damageWords(c, d)} is the skipper's own loss`);
        continue;
      }
      out.owe(c.skipper.id, x.owner, d.amount, `${damageWords(c, d)}${d.amount ? "" : all}, ${why}`, at(55));
      said.push(`${damageWords(c, d)}: ${d.amount ? d.amount.format() : "amount not given"}`);
    }
  }
  if (c.f.damage.some((d) => !d.amount)) {
    out.warn("The amount of some of the damage is not given; the skipper owes all of it once it is known.", at(55));
  }
  return said;
}

/** Necessity found: who bears the damage (Q-A28). */
function inNecessity(c: PilotCase, ctx: RuleContext, out: Out): Step {
  const code = pilotReading(ctx, "necessity_no_pilot");
  const n = c.f.necessity as NonNullable<PilotHireFacts["necessity"]>;
  out.given(
    `Whether the skipper came in without a pilot in necessity ('udi nøds sag'): ${n.claimed}`,
    n.by ?? "not named by dl-averi/55",
    `${at(55)}: in necessity he does not make the damage good out of his own money`,
    true,
    at(55),
  );
  const total = damageTotal(c);
  if (code === "R2") {
    out.need(
      `Who bears ${total ? `the damage of ${total.format()}` : "the damage"} done when the skipper came in without a pilot in necessity`,
      "not said by dl-averi/55: an input (Q-A28 R2)",
      `${at(55)} frees the skipper in necessity but does not say on whom the damage then falls`,
      at(55),
    );
    return {
      rule: "dl-averi/55#necessity-who-bears",
      label: "in necessity, who bears the damage is not said (Q-A28 R2): an input",
      provisions: [at(55)],
      status: "applied",
      readings: { necessity_no_pilot: code },
      value: "to be given as an input",
    };
  }
  const children: Step[] = c.f.damage.map((d) => {
    if (d.deliberate) {
      out.warn(
        `${capital(damageWords(c, d))} was done on purpose to save ship and goods: under Q-A28 R1 it is made good in general average (dl-averi/20–25); decide it as a case of kind general_average.`,
        at(55),
        at(25),
      );
      return note(`${damageWords(c, d)}: a deliberate sacrifice, made good in general average`, [at(55), at(25)]);
    }
    const bearer =
      d.to === SHIP_INTEREST
        ? c.f.ship.owners.length === 1
          ? (c.names.get(c.f.ship.owners[0]?.person ?? "") ?? "her owner")
          : "her owners, each for his part in her"
        : (c.names.get(c.f.cargo.find((p) => p.id === d.to)?.owner ?? "") ?? "its owner");
    return note(`${damageWords(c, d)}: lies where it falls, with ${bearer}`, [at(55)]);
  });
  return {
    rule: "dl-averi/55#necessity-general-rules",
    label:
      "in necessity the skipper does not bear the damage personally; it falls under the other rules: average if a deliberate sacrifice, otherwise where it falls (Q-A28 R1)",
    provisions: [at(55)],
    status: "applied",
    readings: { necessity_no_pilot: code },
    value: "not the skipper's own",
    children,
  };
}

function withoutPilot(c: PilotCase, ctx: RuleContext, out: Out): Step | undefined {
  if (!c.f.entered_without_pilot) return undefined;
  const o = evaluate(ownMoney, c, ctx);
  const children: Step[] = [o.step];
  if (!c.f.waters.pilot_waters) {
    children.push(
      note(`${c.waters} are not pilot waters: no pilot had to be hired, and ${at(55)} lays nothing on him`, [at(55)]),
    );
    return section("Coming in without a pilot (55)", [at(55)], children, "not pilot waters");
  }
  if (c.f.damage.length === 0) {
    out.warn(
      `The skipper came into ${c.waters} without a pilot, contrary to ${at(54)}; no damage is listed, so ${at(55)} lays nothing on him.`,
      at(54),
      at(55),
    );
    children.push(note("no harm came of it: nothing to make good", [at(55)]));
    return section("Coming in without a pilot (55)", [at(55)], children, "no damage");
  }
  const standing = o.value as Standing;
  let value: string;
  if (standing === "liable") {
    const said = skipperPays(c, out);
    if (c.f.necessity === undefined) children.push(note("no necessity is pleaded", [at(55)]));
    children.push(note(said.join("; "), [at(55)]));
    if (c.f.damage.some((d) => d.to !== SHIP_INTEREST)) {
      children.push(
        note(
          "dl-averi/55 speaks of the ship coming to harm ('og det kommer til skade'); the damage to the goods aboard as she came in is reckoned part of that harm",
          [at(55)],
        ),
      );
    }
    value = "the skipper makes the damage good out of his own money";
  } else if (standing === "to-assess") {
    const n = c.f.necessity as NonNullable<PilotHireFacts["necessity"]>;
    const total = damageTotal(c);
    out.need(
      `Whether the skipper came into ${c.waters} without a pilot in necessity ('udi nøds sag'); he says: ${n.claimed}`,
      "not named by dl-averi/55: the court that hears the claim",
      `If it was not necessity, he makes ${total ? `the damage of ${total.format()}` : "the damage"} good out of his own money; if it was, he does not (Q-A28 says who does). Give the finding as facts.necessity.found`,
      at(55),
    );
    value = "depends on whether it was necessity";
  } else {
    children.push(inNecessity(c, ctx, out));
    value = "necessity: not the skipper's own";
  }
  return section("Coming in without a pilot (55)", [at(55)], children, value);
}

// ---------------------------------------------------------------------------
// 56–57: the draught

interface Draught {
  readonly engaged: boolean;
  readonly declared: Rational | undefined;
  readonly actual: Rational | undefined;
}

interface DraughtOutcome {
  readonly kind: "unknown" | "true" | "over" | "understated";
  readonly concealed?: Rational;
  readonly counted?: Rational;
  readonly penalty?: Money;
}

function countFeet(concealed: Rational, code: string): Rational {
  if (code === "R2") return Rational.of(concealed.ceil());
  if (code === "R3") return concealed;
  return Rational.of(concealed.floor());
}

const COUNTING: Record<string, string> = {
  R1: "whole feet only",
  R2: "each begun foot",
  R3: "pro rata",
};

const understated = rule<Draught, DraughtOutcome>({
  id: "dl-averi/57#understated",
  label:
    "if he does not state it correctly but gives it as less, he shall give sixteen lod of silver for every foot that he conceals",
  provisions: [at(57)],
  when: (d) => d.engaged && d.declared !== undefined && d.actual !== undefined && d.declared.lt(d.actual),
  gives: (d, ctx) => {
    const concealed = (d.actual as Rational).sub(d.declared as Rational);
    const counted = countFeet(concealed, pilotReading(ctx, "draft_fraction"));
    return { kind: "understated", concealed, counted, penalty: Money.of(LOD_SILVER, counted.mul(LOD_PER_FOOT), "lod") };
  },
  facts: (d) => ({
    declared: d.declared ? feetText(d.declared) : null,
    actual: d.actual ? feetText(d.actual) : null,
  }),
  readings: ["draft_fraction"],
  show: (o) =>
    `${feetText(o.concealed as Rational)} concealed, ${feetText(o.counted as Rational)} counted: ${silverText(o.penalty as Money)}`,
});

const declareTruly = rule<Draught, DraughtOutcome>({
  id: "dl-averi/56#declare",
  label: "as soon as the skipper has engaged a pilot, he shall honestly tell him how many feet deep his ship goes",
  provisions: [at(56)],
  when: (d) => d.engaged,
  gives: (d) =>
    d.declared === undefined || d.actual === undefined
      ? { kind: "unknown" }
      : d.declared.eq(d.actual)
        ? { kind: "true" }
        : { kind: "over" },
  facts: (d) => ({
    declared: d.declared ? feetText(d.declared) : null,
    actual: d.actual ? feetText(d.actual) : null,
  }),
  show: (o) =>
    o.kind === "unknown"
      ? "whether he told it truly cannot be said from the case"
      : o.kind === "true"
        ? "told truly"
        : "told as more than she draws: dl-averi/57 punishes only giving it as less",
  exceptions: [understated],
});

function draught(c: PilotCase, ctx: RuleContext, out: Out): Step | undefined {
  if (!c.pilot) return undefined;
  const d: Draught = { engaged: true, declared: c.p?.draught_declared, actual: c.f.ship.draught };
  const o = evaluate(declareTruly, d, ctx);
  const pilot = c.pilot;
  out.must(
    c.skipper.id,
    `tell ${pilot.name} honestly how many feet deep ${c.ship} goes${d.actual ? ` (${feetText(d.actual)})` : ""}`,
    undefined,
    at(56),
  );
  const r = o.value as DraughtOutcome;
  if (r.kind === "unknown") {
    const missing = [
      d.declared === undefined ? "what draught the skipper told the pilot (facts.pilot.draught_declared)" : "",
      d.actual === undefined ? "how deep the ship truly goes (facts.ship.draught)" : "",
    ].filter(Boolean);
    out.warn(
      `Whether the skipper understated the draught cannot be said: the case does not give ${missing.join(" nor ")}.`,
      at(56),
      at(57),
    );
  }
  if (r.kind === "understated") {
    const penalty = r.penalty as Money;
    const concealed = r.concealed as Rational;
    const fraction = pq(ctx, "draft_fraction");
    if (penalty.minor.isZero()) {
      out.warn(
        `The skipper gave the draught as ${feetText(d.declared as Rational)} when ${c.ship} goes ${feetText(d.actual as Rational)}: ${feetText(concealed)} concealed, which under ${fraction} (${COUNTING[pilotReading(ctx, "draft_fraction")]}) is no whole foot, so no silver is owed.`,
        at(57),
      );
    } else {
      const payee = pilotReading(ctx, "draft_penalty_payee");
      const to = payee === "R1" ? ` to ${pilot.name}` : "";
      const p: Penalty = {
        who: c.skipper.id,
        offence: `gave the pilot the draught of ${c.ship} as ${feetText(d.declared as Rational)} when she goes ${feetText(d.actual as Rational)}: ${feetText(concealed)} concealed`,
        penalty: `sixteen lod of silver for each foot he conceals: ${feetText(r.counted as Rational)} counted (${fraction}, ${COUNTING[pilotReading(ctx, "draft_fraction")]}) × 16 = ${penalty.in("lod")} lod of silver${payee === "R1" ? `, payable${to} (${pq(ctx, "draft_penalty_payee")})` : `; the text does not say to whom (${pq(ctx, "draft_penalty_payee")})`}`,
        amount: penalty.toJSON(),
        provisions: [at(57)],
      };
      out.penalties.push(p);
      if (payee !== "R1") {
        out.warn(
          `Under ${pq(ctx, "draft_penalty_payee")} the text does not say to whom the ${silverText(penalty)} are paid; sealaw names no payee.`,
          at(57),
        );
      }
    }
  }
  return section("The draught (56–57)", [at(56), at(57)], [o.step], o.step.value ?? null);
}

// ---------------------------------------------------------------------------
// 58: proof, and the account to the merchant and the owners

function proof(c: PilotCase, out: Out): Step | undefined {
  if (!c.pilot) return undefined;
  const declared = c.p?.draught_declared;
  const paid = c.p?.paid;
  out.must(
    c.skipper.id,
    `take proper proof of how many feet he declared ${c.ship} to draw${declared ? ` (${feetText(declared)})` : ""}`,
    undefined,
    at(58),
  );
  out.must(
    c.skipper.id,
    `take proper proof of what he has paid ${c.pilot.name}${paid ? ` (${paid.format()})` : ""}`,
    undefined,
    at(58),
  );
  const merchants = [...new Set(c.f.cargo.map((x) => x.owner))].filter((id) => id !== c.skipper.id);
  const owners = c.f.ship.owners.map((o) => o.person).filter((id) => id !== c.skipper.id);
  const names = (ids: string[]) => ids.map((id) => c.names.get(id) ?? id).join(", ");
  out.must(
    c.skipper.id,
    `render account accordingly to the merchant${merchants.length > 1 ? "s" : ""}${merchants.length > 0 ? ` (${names(merchants)})` : ""} and the owners${owners.length > 0 ? ` (${names(owners)})` : ""}`,
    undefined,
    at(58),
  );
  const pr = c.f.proof;
  if (pr.draught_declared === false) {
    out.warn(
      "The case says the skipper took no proof of the draught he declared: he may not be able to show the merchant and the owners, or answer the pilot, what he told him.",
      at(58),
    );
  }
  if (pr.payment === false) {
    out.warn(
      "The case says the skipper took no proof of what he paid the pilot: he may not be able to account for it to the merchant and the owners.",
      at(58),
    );
  }
  return {
    rule: "dl-averi/58#proof",
    label:
      "the skipper ought to take proper proof of how many feet he declared and of what he has paid the pilot, and render account accordingly to the merchant and the owners",
    provisions: [at(58)],
    status: "applied",
    facts: { proof_of_draught: pr.draught_declared ?? null, proof_of_payment: pr.payment ?? null },
    value:
      pr.draught_declared === false || pr.payment === false
        ? "proof not taken: he may not be able to account"
        : "proof to be taken and account rendered",
  };
}

// ---------------------------------------------------------------------------
// 59: a pilot at fault

const pilotAtFault = rule<PilotCase, Penalty>({
  id: "dl-averi/59#pilot-fault",
  label:
    "if a pilot is at fault, he is punished as is said earlier of the mate in the first chapter, fifth article (Danske Lov 4-1-5)",
  provisions: [at(59)],
  when: (c) => c.pilot !== undefined && c.p?.at_fault === true,
  gives: (c, ctx) => {
    const pilot = c.pilot as PartyRef;
    return {
      who: pilot.id,
      offence: `at fault as pilot of ${c.ship}${c.p?.fault ? `: ${c.p.fault}` : ""}`,
      penalty: `punished as Danske Lov 4-1-5 says of the mate (${pq(ctx, "pilot_penalty_xref")}); sealaw gives no measure`,
      provisions: [at(59)],
      outside: [MATE_ARTICLE],
    };
  },
  facts: (c) => ({ fault: c.p?.fault ?? null, at_fault: c.p?.at_fault ?? null }),
  readings: ["pilot_penalty_xref"],
  show: () => "punished as the mate under Danske Lov 4-1-5 (outside sealaw's texts)",
});

function fault(c: PilotCase, ctx: RuleContext, out: Out): Step | undefined {
  if (!c.pilot || !c.p) return undefined;
  const p = c.p;
  const questioned = p.fault !== undefined || p.at_fault !== undefined || c.f.damage.length > 0;
  if (!questioned) return undefined;
  const o = evaluate(pilotAtFault, c, ctx);
  const children: Step[] = [o.step];
  if (o.applied) {
    out.penalties.push(o.value as Penalty);
    if (p.at_fault_by) {
      out.given(
        `Whether ${c.pilot.name} was at fault as pilot ('forser sig')`,
        p.at_fault_by,
        `${at(59)}: a pilot at fault is punished as the mate`,
        true,
        at(59),
      );
    }
  } else if (p.at_fault === undefined) {
    const said = p.fault
      ? `; it is said: ${p.fault}`
      : c.f.damage.length > 0
        ? "; the ship came to harm under him"
        : "";
    out.need(
      `Whether ${c.pilot.name} was at fault as pilot ('forser sig')${said}`,
      "not named by dl-averi/59: the court that hears the matter",
      `${at(59)}: a pilot at fault is punished as the mate under Danske Lov 4-1-5 (outside sealaw's texts). Give the finding as facts.pilot.at_fault`,
      at(59),
    );
  }
  if (c.f.damage.length > 0) {
    children.push(
      note(
        `${at(54)}–59 do not say who bears damage done under a pilot; it lies where it falls, or is shared under the rules of general average (${at(20)}–25) if it was a deliberate sacrifice`,
        [at(59)],
      ),
    );
  }
  const value = o.applied ? "punished as the mate" : p.at_fault === false ? "not at fault" : "fault to be assessed";
  return section("A pilot at fault (59)", [at(59)], children, value);
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: PilotCase, out: Out): string {
  const bits: string[] = [];
  const f = c.f;
  bits.push(f.waters.pilot_waters ? `${c.ship} in ${c.waters}` : `${c.ship} outside pilot waters`);
  if (c.pilot) bits.push(`a pilot engaged (${c.pilot.name}) (${at(54)})`);
  else if (f.entered_without_pilot) bits.push(`brought in without a pilot (${at(55)})`);
  else if (f.waters.pilot_waters) bits.push(`a pilot to be hired (${at(54)})`);
  if (f.damage.length > 0) {
    const total = damageTotal(c);
    bits.push(`damage ${total ? `of ${total.format()} ` : ""}coming in`);
  }
  const draughtPenalty = out.penalties.find((p) => p.provisions.includes(at(57)));
  if (draughtPenalty) bits.push(`the draught understated (${at(57)})`);
  if (out.penalties.some((p) => p.provisions.includes(at(59)))) bits.push(`the pilot at fault (${at(59)})`);
  return bits.join("; ");
}

export function decidePilotHire(facts: PilotHireFacts, dctx: DecideContext): DeterminationBody {
  const ctx: RuleContext = { readings: dctx.readings };
  const c = pilotCase(facts, dctx.currency);
  const out = new Out();
  const steps: Step[] = [];
  const push = (s: Step | undefined) => {
    if (s) steps.push(s);
  };
  push(pilotWaters(c, ctx, out));
  push(withoutPilot(c, ctx, out));
  push(draught(c, ctx, out));
  push(proof(c, out));
  push(fault(c, ctx, out));
  const situation = situationOf(c, out);
  return {
    situation,
    funds: [],
    allocations: [],
    ...(out.averages.length > 0 ? { averages: out.averages } : {}),
    liabilities: out.liabilities,
    obligations: out.obligations,
    options: out.options,
    penalties: out.penalties,
    assessments: out.assessments,
    warnings: out.warnings,
    explanation: {
      rule: "dl-averi/54-59#pilots",
      label: `Pilots and the draught, dl-averi/54–59: ${situation}`,
      provisions: [...PILOT_HIRE_PROVISIONS],
      status: "applied",
      children: steps,
    },
  };
}

export const pilotHireKind = defineKind({
  kind: "pilot_hire",
  summary:
    "Pilots under Danske Lov: the duty to hire one in pilot waters, his board and his wage out of the goods by the custom of the market (54); damage after coming in without a pilot (55); the draught told to the pilot and the penalty for understating it (56–57); the skipper's proof and account (58); a pilot at fault (59).",
  provisions: PILOT_HIRE_PROVISIONS,
  facts: pilotHireFactsSchema,
  jsonSchema: pilotHireFactsJsonSchema,
  decide: decidePilotHire,
});
