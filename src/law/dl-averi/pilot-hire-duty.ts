/**
 * dl-averi/54: the duty to hire a pilot, his board, and his wage out of the goods.
 */

import type {
  Collected,
  Interest,
  PartyRef,
  Pilot,
  PilotHireParcel,
  QuantityLine,
  RuleContext,
  SeparateAverage,
  Step,
} from "./kit.js";
import {
  adjust,
  at,
  evaluate,
  Money,
  MoneyError,
  note,
  phrases,
  q,
  Rational,
  reading,
  rule,
  section,
  split,
  splitByParts,
  TIE_BREAK_RULE,
} from "./kit.js";
import { listed, ownerShare, type PilotCase, parcelLabel } from "./pilot-hire-common.js";

const say = phrases("dl-averi/54", {
  hired: "a pilot hired: {pilot}",
  hiredFor: "a pilot hired: {pilot}, for {wage}",
  noneHired: "no pilot hired: he came in without one",
  toHire: "a pilot is to be hired",
  boardToGive: "the skipper's to give",
  boardGiven: "given by the skipper",
  boardOwed: "not given: the skipper owes it",
  splitWhat:
    "How the custom and practice of {market} divides the pilot's wage of {wage} between the ship and the goods",
  splitBasis:
    "{at}: the wage is paid 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; under Q-A24 R3 that custom decides how much falls on ship and how much on goods. Give it as facts.port_of_discharge.custom with goods_share",
  splitBasisSaid:
    "{at}: the wage is paid 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; under Q-A24 R3 that custom decides how much falls on ship and how much on goods. Give it as facts.port_of_discharge.custom with goods_share (the case says: {description})",
  customSplit:
    "the custom of {market} lays {share} of it on the goods and the rest on the ship (Q-A24 R3): {goods} on the goods, {ship} on the ship",
  customWhat: "The custom and practice of {market} for paying the pilot's wage of {wage} out of the goods",
  customBasis:
    "{at}: the skipper pays the pilot's wage out of the goods 'efter den skik og handel, som der bruges udi markedet, hvor han losser'; under Q-A24 R1 the wage is a charge on the goods, shared as that custom says. Give it as facts.port_of_discharge.custom",
  howCustom: "as the custom of {market} says ({description}), by {by, select, quantity {quantity} other {value}}",
  howNoCustom: "by value, the custom of {market} not being given",
  whyR2: "the skipper pays the pilot and recovers the wage from the goods (Q-A24 R2), {how}",
  whyR1: "the skipper pays the pilot, and the wage is a charge on the goods (Q-A24 R1), shared {how}",
  noWage: "no wage given",
  customToEstablish: "what the custom of the market says is still to be established",
  exactly: "{what} (exactly {exact}, rounded to the smallest coin)",
  notValued:
    "The pilot's wage cannot be shared over the goods by value until every parcel is valued; no value is given for {parcels}.",
  wageInterest: "the pilot's wage, which {payee} pays the pilot and accounts for ({at})",
  partByValue: "the part of the pilot's wage ({amount} over the goods by value) that falls on his goods",
  cannotDraw: "{label}: cannot be drawn up: {error}.",
  noQuantity: "The custom shares the pilot's wage by quantity, but no quantity is given for {parcels}.",
  quantityNothing: "The custom shares the pilot's wage by quantity, but the parcels' quantities add up to nothing.",
  partByQuantity: "the part of the pilot's wage ({amount} over the goods by quantity) that falls on his goods",
  units: "units",
  shipPart: "{share} of the ship's part of the pilot's wage ({amount}, by the custom of {market})",
  paid: " — paid",
  paidSoFar: " — {paid} paid so far",
  ofWage: " of {wage}",
  payR2:
    "pay {pilot} his wage{wage} and recover it from the goods, by the custom and practice of {market} (Q-A24 R2){done}",
  payR1: "pay {pilot} his wage{wage} out of the goods, according to the custom and practice of {market}{done}",
  noWageGiven:
    "The case gives neither the wage agreed with the pilot nor what was paid him, so it cannot be laid on the goods.",
  restOwed:
    "the rest of the pilot's wage, after the {paid} already paid: 'skipperen skal … af godset betale hans løn', the skipper pays and recovers it from the goods",
  wageOwed:
    "the pilot's wage: 'skipperen skal … af godset betale hans løn', the skipper pays it and recovers it from the goods",
  paidPart:
    "The skipper has paid the pilot {paid} of a wage agreed at {wage}; the goods bear the wage agreed, and the skipper's account to the merchant and the owners shows what he paid ({at}).",
  customOf: "the custom of {market}",
  customPractice: "The custom and practice of {market} for the pilot's wage",
  customBasisGiven: "{at}: the wage is paid out of the goods by that custom",
  customOnly:
    "The custom of {market} lays only {share} of the wage on the goods; under {q} the goods bear the whole wage. The reading pilot_wage_payer=R3 follows the custom's split between ship and goods.",
  noCargo: "No cargo is listed, so the pilot's wage cannot be laid on the goods.",
  averageLabel:
    "The pilot's wage out of the goods, over the goods by {by, select, quantity {quantity} other {value}}, owed to {payee}, who pays the pilot ({at54}, {at58})",
  theseWaters: "these waters",
  notPilotWaters:
    "{waters} are not pilot waters: dl-averi/54's board and wage out of the goods are not owed under it, and the pilot is paid as agreed; 56–59 still apply to a pilot engaged",
  section: "Pilot waters (54)",
  notPilotWatersShort: "not pilot waters",
  done: " — done: {pilot}",
  doneFor: " — done: {pilot} for {wage}",
  notDone: " — not done: he came in without one ({at})",
  hire: "hire a pilot on coming into {waters}, at the best price he can bargain for{done}",
  board: "give {pilot} his board while he pilots the ship",
  boardNotGiven: "The case says the skipper has not given {pilot} his board; he owes it.",
  noWageNote: "the pilot's wage is not given: nothing to lay on the goods",
});

// 54: the duty to hire a pilot, his board, his wage out of the goods

const mustHire = rule<PilotCase, string>({
  id: "dl-averi/54#hire",
  reads: ["facts.entered_without_pilot", "facts.pilot.wage", "facts.waters.pilot_waters"],
  label:
    "where a skipper comes with his ship into pilot waters, he shall be bound to hire a pilot at the best price he can bargain for",
  provisions: [at(54)],
  when: (c) => c.f.waters.pilot_waters,
  gives: (c) =>
    c.pilot
      ? c.p?.wage
        ? say.hiredFor({ pilot: c.pilot.name, wage: c.p.wage.format() })
        : say.hired({ pilot: c.pilot.name })
      : c.f.entered_without_pilot
        ? say.noneHired()
        : say.toHire(),
  facts: (c) => ({
    pilot_waters: c.f.waters.pilot_waters,
    waters: c.f.waters.name ?? null,
    pilot: c.pilot?.name ?? null,
    entered_without_pilot: c.f.entered_without_pilot,
  }),
});

const giveBoard = rule<PilotCase, string>({
  id: "dl-averi/54#board",
  reads: ["facts.pilot.board_given", "facts.waters.pilot_waters"],
  label: "the skipper shall give the pilot his board ('kosten')",
  provisions: [at(54)],
  when: (c) => c.f.waters.pilot_waters && c.pilot !== undefined,
  gives: (c) =>
    c.p?.board_given === undefined ? say.boardToGive() : c.p.board_given ? say.boardGiven() : say.boardOwed(),
  facts: (c) => ({ board_given: c.p?.board_given ?? null }),
  subject: (c) => (c.p !== undefined ? "facts.pilot" : undefined),
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
  const code = reading(ctx, "pilot_wage_payer");
  const custom = c.f.port_of_discharge.custom;
  const by = custom?.shared_by ?? "value";
  const payee = payeeOf(c);
  if (code === "R3") {
    if (!custom || custom.goods_share === undefined) {
      return {
        kind: "custom-needed",
        what: say.splitWhat({ market: c.market, wage: wage.format() }),
        basis: custom
          ? say.splitBasisSaid({ at: at(54), description: custom.description })
          : say.splitBasis({ at: at(54) }),
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
      why: say.customSplit({
        market: c.market,
        share: String(custom.goods_share),
        goods: goods.format(),
        ship: ship.format(),
      }),
    };
  }
  if (code === "R1" && !custom) {
    return {
      kind: "custom-needed",
      what: say.customWhat({ market: c.market, wage: wage.format() }),
      basis: say.customBasis({ at: at(54) }),
    };
  }
  const how = custom
    ? say.howCustom({ market: c.market, description: custom.description, by })
    : say.howNoCustom({ market: c.market });
  return {
    kind: "share",
    code,
    goods: wage,
    ship: c.zero,
    by,
    payee,
    why: code === "R2" ? say.whyR2({ how }) : say.whyR1({ how }),
  };
}

const payWage = rule<PilotCase, WagePlan>({
  id: "dl-averi/54#wage",
  reads: [
    "facts.cargo",
    "facts.pilot.{paid,wage}",
    "facts.port_of_discharge.custom.{description,goods_share,shared_by}",
    "facts.port_of_discharge.name",
    "facts.waters.pilot_waters",
  ],
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
  show: (p) => (p.kind === "no-wage" ? say.noWage() : p.kind === "custom-needed" ? say.customToEstablish() : p.why),
});

/** A liability per paying party from what each pays, rounded, with the exact share in words when it differs. */
function oweShares(
  payee: PartyRef,
  shares: ReadonlyMap<string, { rounded: Money; exact: Money }>,
  what: string,
  out: Collected,
): void {
  for (const [party, s] of shares) {
    if (party === payee.id || s.rounded.minor.sign() === 0) continue;
    const why = s.exact.eq(s.rounded) ? what : say.exactly({ what, exact: s.exact.format() });
    out.owe(party, payee.id, s.rounded, why, at(54));
  }
}

/** The pilot's wage laid on the goods: the case, the amount, who pays the pilot and is owed it, and the average's label. */
interface WageOverGoods {
  readonly c: PilotCase;
  readonly amount: Money;
  readonly payee: PartyRef;
  readonly label: string;
}

function byValue({ c, amount, payee, label }: WageOverGoods, out: Collected): SeparateAverage | undefined {
  const missing = c.f.cargo.filter((x) => x.value === undefined).map((x) => x.id);
  if (missing.length > 0) {
    out.warn(say.notValued({ parcels: listed(missing) }), at(54));
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
    label: say.wageInterest({ payee: payee.name, at: at(58) }),
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
    oweShares(payee, shares, say.partByValue({ amount: amount.format() }), out);
    return { id: "pilot-wage", label, statement: a.statement, provisions: [at(54)] };
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e;
    out.warn(say.cannotDraw({ label, error: e.message }), at(54));
    return undefined;
  }
}

function byQuantity({ c, amount, payee, label }: WageOverGoods, out: Collected): SeparateAverage | undefined {
  const missing = c.f.cargo.filter((x) => x.quantity === undefined).map((x) => x.id);
  if (missing.length > 0) {
    out.warn(say.noQuantity({ parcels: listed(missing) }), at(54));
    return undefined;
  }
  const q = (x: PilotHireParcel) => x.quantity as Rational;
  const total = c.f.cargo.reduce((t, x) => t.add(q(x)), Rational.ZERO);
  if (total.isZero()) {
    out.warn(say.quantityNothing(), at(54));
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
  oweShares(payee, shares, say.partByQuantity({ amount: amount.format() }), out);
  const units = [...new Set(c.f.cargo.map((x) => x.unit ?? say.units()))];
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
function shipPart(c: PilotCase, amount: Money, payee: PartyRef, out: Collected): void {
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
    const what = say.shipPart({ share: ownerShare(c, party, share), amount: amount.format(), market: c.market });
    const why = x.exact.eq(x.rounded) ? what : say.exactly({ what, exact: x.exact.format() });
    out.owe(party, payee.id, x.rounded, why, at(54));
  }
}

function wageEffects(c: PilotCase, plan: WagePlan, ctx: RuleContext, out: Collected): void {
  const pilot = c.pilot as PartyRef;
  const wage = c.wage;
  const code = plan.kind === "share" ? plan.code : undefined;
  const paid = c.p?.paid;
  const done = paid ? (wage && paid.cmp(wage) >= 0 ? say.paid() : say.paidSoFar({ paid: paid.format() })) : "";
  const ofWage = wage ? say.ofWage({ wage: wage.format() }) : "";
  out.must(
    c.skipper.id,
    (code === "R2" ? say.payR2 : say.payR1)({ pilot: pilot.name, wage: ofWage, market: c.market, done }),
    undefined,
    at(54),
  );
  const p = c.p as Pilot;
  if (!wage) {
    if (c.f.cargo.length > 0) {
      out.warn(say.noWageGiven(), at(54));
    }
    return;
  }
  const owed = p.paid ? (p.wage ?? c.zero).sub(p.paid) : wage;
  if (owed.minor.sign() > 0) {
    out.owe(c.skipper.id, pilot.id, owed, p.paid ? say.restOwed({ paid: p.paid.format() }) : say.wageOwed(), at(54));
  }
  if (p.wage && p.paid && !p.paid.eq(p.wage)) {
    out.warn(say.paidPart({ paid: p.paid.format(), wage: p.wage.format(), at: at(58) }), at(54), at(58));
  }
  if (plan.kind === "custom-needed") {
    out.assess({ what: plan.what, by: say.customOf({ market: c.market }), basis: plan.basis, provisions: [at(54)] });
    return;
  }
  if (plan.kind !== "share") return;
  const custom = c.f.port_of_discharge.custom;
  if (custom) {
    out.assess({
      what: say.customPractice({ market: c.market }),
      by: say.customOf({ market: c.market }),
      basis: say.customBasisGiven({ at: at(54) }),
      value: custom.description,
      provisions: [at(54)],
    });
    if (plan.code !== "R3" && custom.goods_share !== undefined && !custom.goods_share.eq(Rational.ONE)) {
      out.warn(
        say.customOnly({ market: c.market, share: String(custom.goods_share), q: q(ctx, "pilot_wage_payer") }),
        at(54),
      );
    }
  }
  shipPart(c, plan.ship, plan.payee, out);
  if (plan.goods.minor.sign() === 0) return;
  if (c.f.cargo.length === 0) {
    out.warn(say.noCargo(), at(54));
    return;
  }
  const label = say.averageLabel({ by: plan.by, payee: plan.payee.name, at54: at(54), at58: at(58) });
  const overGoods: WageOverGoods = { c, amount: plan.goods, payee: plan.payee, label };
  const a = plan.by === "quantity" ? byQuantity(overGoods, out) : byValue(overGoods, out);
  if (a) out.averages.push(a);
}

export function pilotWaters(c: PilotCase, ctx: RuleContext, out: Collected): Step {
  const children: Step[] = [];
  const hire = evaluate(mustHire, c, ctx);
  children.push(hire.step);
  if (!c.f.waters.pilot_waters) {
    if (c.pilot) {
      children.push(
        note(say.notPilotWaters({ waters: c.waters === "pilot waters" ? say.theseWaters() : c.waters }), [at(54)]),
      );
    }
    return section(say.section(), [at(54)], children, say.notPilotWatersShort());
  }
  const done = c.pilot
    ? c.p?.wage
      ? say.doneFor({ pilot: c.pilot.name, wage: c.p.wage.format() })
      : say.done({ pilot: c.pilot.name })
    : c.f.entered_without_pilot
      ? say.notDone({ at: at(55) })
      : "";
  out.must(c.skipper.id, say.hire({ waters: c.waters, done }), undefined, at(54));
  const board = evaluate(giveBoard, c, ctx);
  children.push(board.step);
  if (c.pilot) {
    out.must(c.skipper.id, say.board({ pilot: c.pilot.name }), undefined, at(54));
    if (c.p?.board_given === false) {
      out.warn(say.boardNotGiven({ pilot: c.pilot.name }), at(54));
    }
  }
  const wage = evaluate(payWage, c, ctx);
  children.push(wage.step);
  if (c.pilot) {
    if (!c.wage) children.push(note(say.noWageNote(), [at(54)]));
    wageEffects(c, wage.applied ? (wage.value as WagePlan) : { kind: "no-wage" }, ctx, out);
  }
  return section(say.section(), [at(54)], children, hire.value as string);
}
