/**
 * Borkum Rolle 1666, §5 as §§6–8 apply it: the fund and its division. What the
 * parts divide (the money received, or the goods themselves: Q-B01 / Q-B15);
 * the fund cut into as many equal parts as the parties hold, each taking his;
 * the sides of the division between the Vogt and the community (frame.ts); and
 * a kind's determination when a division is all it decides. The parties and
 * their parts are parts.ts's.
 */

import { theSides } from "./frame.js";
import type {
  Allocation,
  Assessment,
  Currency,
  DeterminationBody,
  Fund,
  Group,
  KindRoot,
  MoneyJSON,
  Rule,
  RuleContext,
  Split,
  Step,
  Warning,
} from "./kit.js";
import {
  at,
  BodyParts,
  evaluateTold,
  is,
  kindBody,
  Money,
  note,
  phrases,
  q,
  Rational,
  ROUNDING,
  rule,
  splitByParts,
  sum,
  TIE_BREAK_RULE,
  unitName,
  wholeMoney,
} from "./kit.js";
import { type Party, partsText, rolesShowVogt, type Unfixed } from "./parts.js";

const say = phrases("borkum-1666/5", {
  salvageMoney: "salvage money",
  pilotMoney: "pilot money",
  inKind: "no {money} was paid: the goods themselves, or what they fetch, are divided in these parts ({why})",
  inMoney: "the {money} received, in equal parts ({why})",
  noPilotMoney: "no pilot money is left to divide, and there are no goods to divide in its place ({why})",
  fundLabel: "what is divided in parts: the {money} the islanders receive",
  goodsWhat: "The value of the unclaimed goods, or what they fetch when sold, to be divided in the parts shown",
  goodsBy: "the Vogt, who keeps the goods, with the princely officials at Greetsiel (the Rolle names no one)",
  goodsBasis: "no salvage money was paid, and the reading in force divides the goods themselves in the same parts",
  cut: "{money} divided in {parts}: one part is {perPart}",
  nobodyCut: "{money}: nobody has a part, so nothing is divided",
  unfixedWhat: "{what} ({who})",
  provisional:
    "The division is provisional: the parts of {who} are not numbered by the text and are left out until assessed; once they are added, every other share will be smaller.",
  provisionalInKind:
    "The division is provisional: no {money} was paid, so the parts shown divide the goods themselves, whose value must first be assessed.",
  zero: "The {money} is 0: there is nothing to divide; the parts are shown.",
  nobody:
    "Nobody has a part under {section}, so the {money} of {amount} is not divided; the Rolle does not say who keeps it.",
});

/** The money of §6 and of §7 in words: "salvage money", "pilot money". */
export const SALVAGE_MONEY = say.salvageMoney();
export const PILOT_MONEY = say.pilotMoney();

// ---------------------------------------------------------------------------
// The fund (§5)

/** What the parts divide, as the fund rule reads it. */
export interface FundValue {
  /** No money was paid and the goods themselves are divided (Q-B01 R2 / Q-B15 R2). */
  readonly goodsInKind: boolean;
  readonly reason: string;
}

/** What a fund rule is asked about: the amount received, the money in words, and whether it is pilot money. */
export interface FundIn {
  readonly amount: Money;
  /** The money in words, lower case: "salvage money", "pilot money". */
  readonly money: string;
  /** Pilot money (§7): money bargained from a ship, never goods to divide in its place. */
  readonly pilot: boolean;
}

/** What the parts divide: the goods in kind when `inKind`, else the money; `why` names the reading ("Q-B01 R2"). */
function fundValue(inKind: boolean, money: string, why: string): FundValue {
  return {
    goodsInKind: inKind,
    reason: inKind ? say.inKind({ money, why }) : say.inMoney({ money, why }),
  };
}

/** Q-B01 for pilot money: there are never goods to divide in its place. */
const noGoodsInKind = rule<FundIn, FundValue>({
  id: "borkum-1666/7#no-goods-in-kind",
  label: "pilot money is money bargained from a ship: there are no goods to divide in its place",
  provisions: [at("5")],
  when: (f, ctx) => f.pilot && f.amount.minor.isZero() && is(ctx, "part_fund", "R2"),
  gives: (_f, ctx) => ({
    goodsInKind: false,
    reason: say.noPilotMoney({ why: q(ctx, "part_fund") }),
  }),
  show: (v) => v.reason,
});

/**
 * §5 as Q-B01 reads it: what is divided in parts, the salvage money (§6) or the
 * pilot money (§7) the islanders receive. One rule for both; each division cites
 * the provisions of its own fund where it applies it (FundSpec.rule).
 */
export const partFund = rule<FundIn, FundValue>({
  id: "borkum-1666/5#part_fund",
  label: "what is divided in parts: the money the islanders receive",
  provisions: [at("5")],
  readings: ["part_fund"],
  gives: ({ amount, money }, ctx) =>
    fundValue(is(ctx, "part_fund", "R2") && amount.minor.isZero(), money, q(ctx, "part_fund")),
  show: (v) => v.reason,
  exceptions: [noGoodsInKind],
});

/** §5 for foot-strand goods (6.7), as Q-B15 reads it. */
export const footStrandFund = rule<FundIn, FundValue>({
  id: "borkum-1666/5#footstrand_fund",
  label: "what is divided in parts: the salvage money the islanders receive",
  provisions: [at("5"), at("6.7")],
  readings: ["footstrand_fund"],
  gives: ({ amount, money }, ctx) =>
    fundValue(is(ctx, "footstrand_fund", "R2") && amount.minor.isZero(), money, q(ctx, "footstrand_fund")),
  show: (v) => v.reason,
});

/** The fund rule of a division, applied citing the division's provisions, with the money in words. */
export interface FundRule {
  readonly applying: Rule<FundIn, FundValue>;
  readonly cites: readonly string[];
  /** The money in words, lower case: "salvage money", "pilot money". */
  readonly money: string;
  readonly pilot: boolean;
  /** The step's label in the case's words, where the rule serves more than one fund. */
  readonly label?: string;
}

/** §5's fund rule applied to `money` (its words), citing `cites`: partFund, or footStrandFund for foot-strand goods. */
export function moneyInParts(applying: Rule<FundIn, FundValue>, cites: string[], money: string): FundRule {
  return {
    applying,
    cites,
    money,
    pilot: money === PILOT_MONEY,
    label: say.fundLabel({ money }),
  };
}

/** The assessment asked for when the goods themselves are divided (Q-B01 R2 / Q-B15 R2). */
export function goodsInKind(provisions: readonly string[]): Assessment {
  return {
    what: say.goodsWhat(),
    by: say.goodsBy(),
    basis: say.goodsBasis(),
    status: "needed",
    provisions: [...provisions],
  };
}

/** A division's fund, in its own words. */
export interface FundSpec {
  /** The rule that says what the parts divide (partFund or footStrandFund), and the provisions it cites here. */
  readonly rule: FundRule;
  /** The money in words, lower case: "salvage money"; also the fact name on the division step. */
  readonly money: string;
  /** The section whose parts divide it, for the warning when nobody has a part: "§6". */
  readonly section: string;
  /** The fund's label in the determination. */
  readonly label: string;
  /** The fund's provisions in the determination. */
  readonly provisions: readonly string[];
  /** The assessment asked for when the goods themselves are divided (see goodsInKind). */
  readonly inKind: Assessment;
}

/** The amount of a fund as parsed: a Money in whole smallest units (see wholeMoney). */
export const fundMoney: (amount: unknown, path: string) => Money = wholeMoney;

// ---------------------------------------------------------------------------
// The division

/** A fund divided among parties in their parts. */
export interface Division {
  /** Undefined when nobody has a part. */
  readonly split: Split | undefined;
  readonly totalParts: Rational;
  readonly perPart: Money | undefined;
  readonly step: Step;
  readonly fundValue: FundValue;
}

interface Cut {
  readonly money: Money;
  readonly totalParts: Rational;
  readonly spec: FundSpec;
}

/**
 * §5's old custom, as the Rolle applies it in §§6–8: the fund is cut into as many
 * equal parts as the parties hold together, and each takes his (Q-B01). Nobody
 * holding a part, there is no part to cut.
 */
const cutIntoParts = rule<Cut, Money | undefined>({
  id: "borkum-1666/5#division",
  label: "the fund is cut into as many equal parts as the parties hold together, and each takes his",
  provisions: [at("5")],
  gives: ({ money, totalParts }) => (totalParts.isZero() ? undefined : money.times(Rational.ONE.div(totalParts))),
  facts: ({ money, totalParts, spec }) => ({
    [spec.money.replaceAll(" ", "_")]: money.format(),
    total_parts: totalParts.toString(),
  }),
  show: (perPart) => (perPart ? perPart.format() : null),
});

/** Divide `money` among the parties in their parts, with the fund rule's reading and the rounding. */
export function divide(money: Money, parties: readonly Party[], spec: FundSpec, ctx: RuleContext): Division {
  const f = spec.rule;
  // Applied citing the provisions of the fund divided: the step cites them, and so
  // does what the rule reads for the questions a case leaves open.
  const fundOutcome = evaluateTold(
    { ...f.applying, provisions: f.cites },
    { amount: money, money: f.money, pilot: f.pilot },
    ctx,
    () => (f.label !== undefined ? { label: f.label } : {}),
  );
  const fundValue = fundOutcome.value as FundValue;
  const totalParts = sum(parties.map((p) => p.parts));
  const split = totalParts.isZero()
    ? undefined
    : splitByParts(
        money,
        parties.map((p) => ({ key: p.id, parts: p.parts })),
      );
  // The step cites the provisions of the fund divided, §5 among them.
  const cutting = { applying: cutIntoParts, cites: spec.rule.cites };
  const cut = evaluateTold(cutting, { money, totalParts, spec }, ctx, (o) => {
    const smallest = money.currency.units.at(-1)?.plural ?? "units";
    const rounding = split
      ? ROUNDING.handedOut({ how: TIE_BREAK_RULE, n: String(split.leftOverUnits), unit: unitName(smallest) })
      : TIE_BREAK_RULE;
    return {
      label: o.value
        ? say.cut({ money: money.format(), parts: partsText(totalParts), perPart: o.value.format() })
        : say.nobodyCut({ money: money.format() }),
      children: [fundOutcome.step, note(ROUNDING.note({ how: rounding }))],
    };
  });
  return { split, totalParts, perPart: cut.value, step: cut.step, fundValue };
}

const ZEROS = new WeakMap<Currency, MoneyJSON>();

/** Nothing, in a currency, as plain data: a fresh copy each time. */
function zeroJson(currency: Currency): MoneyJSON {
  let z = ZEROS.get(currency);
  if (z === undefined) {
    z = Money.zero(currency).toJSON();
    ZEROS.set(currency, z);
  }
  return { ...z };
}

/** A party's row of the determination: parts, exact and rounded share, reason. */
export function allocationOf(party: Party, split: Split | undefined, money: Money): Allocation {
  const line = split?.lines.find((l) => l.key === party.id);
  const zero = line ? undefined : zeroJson(money.currency);
  return {
    id: party.id,
    name: party.name,
    role: party.role,
    parts: party.parts.toString(),
    basis: party.basis,
    fraction: line ? line.fraction.toString() : "0",
    exact: line ? line.exact.toJSON() : (zero as MoneyJSON),
    rounded: line ? line.rounded.toJSON() : (zero as MoneyJSON),
    roundedUp: line?.roundedUp ?? false,
    reason: party.reason,
    provisions: party.provisions,
  };
}

/** The assessments a division waits for: parts the text does not number, and goods divided in kind. */
export function assessmentsOf(parties: readonly Party[], division: Division, spec: FundSpec): Assessment[] {
  if (!parties.some((p) => p.unfixed.length > 0)) return division.fundValue.goodsInKind ? [spec.inKind] : [];
  const byKey = new Map<string, { u: Unfixed; who: string[] }>();
  for (const p of parties) {
    for (const u of p.unfixed) {
      const entry = byKey.get(u.key) ?? { u, who: [] };
      entry.who.push(p.name);
      byKey.set(u.key, entry);
    }
  }
  const out: Assessment[] = [...byKey.values()].map(({ u, who }) => ({
    what: say.unfixedWhat({ what: u.what, who: who.join(", ") }),
    by: u.by,
    basis: u.basis,
    status: "needed",
    provisions: [...u.provisions],
  }));
  if (division.fundValue.goodsInKind) out.push(spec.inKind);
  return out;
}

/** The parties' own warnings, and what makes the division provisional or empty. */
export function divisionWarnings(
  money: Money,
  parties: readonly Party[],
  division: Division,
  spec: FundSpec,
): Warning[] {
  const out: Warning[] = parties.flatMap((p) =>
    p.warnings.map((message) => ({ message, provisions: [...p.provisions] })),
  );
  const unfixed = parties.filter((p) => p.unfixed.length > 0);
  if (unfixed.length > 0) {
    out.push({
      message: say.provisional({ who: unfixed.map((p) => p.name).join(", ") }),
      provisions: [...new Set(unfixed.flatMap((p) => p.unfixed.flatMap((u) => [...u.provisions])))],
    });
  }
  if (division.fundValue.goodsInKind) {
    out.push({
      message: say.provisionalInKind({ money: spec.money }),
      provisions: [at("5")],
    });
  } else if (money.minor.isZero()) {
    out.push({
      message: say.zero({ money: spec.money }),
      provisions: [at("5")],
    });
  }
  if (!division.split && !money.minor.isZero() && unfixed.length === 0) {
    out.push({
      message: say.nobody({ section: spec.section, money: spec.money, amount: money.format() }),
      provisions: [at("5")],
    });
  }
  return out;
}

/** A division of a fund in parts. */
export interface DivisionOf {
  readonly money: Money;
  readonly fund: FundSpec;
  readonly parties: readonly Party[];
  /** Warnings about the facts, listed before those about the division. */
  readonly warnings: readonly Warning[];
  /** The ids of the Vogt's rows, for the sides of §5. Default: the rows whose step shows the role "vogt". */
  readonly vogt?: readonly string[];
}

/** A division of a fund in parts that is a kind's whole determination. */
export interface DivisionCase extends DivisionOf {
  /** The situation in one line. */
  readonly situation: string;
  /** The root of the kind's explanation; the parties' steps and the division's step follow its children. */
  readonly root: KindRoot;
}

/** The Vogt's own rows: marked so, or else those whose step shows the role "vogt" among the person's roles. */
function vogtRows(parties: readonly Party[]): string[] {
  const out: string[] = [];
  for (const p of parties) if (p.vogt ?? rolesShowVogt(p.step.facts)) out.push(p.id);
  return out;
}

/** A fund divided: its row of the determination, the parties' rows, the sides of §5, and what it leaves open. */
export interface Divided {
  readonly fund: Fund;
  readonly allocations: Allocation[];
  readonly groups: Group[];
  readonly assessments: Assessment[];
  readonly warnings: Warning[];
  /** The parties' steps and the division's step, for the explanation (none when it is left out). */
  readonly steps: Step[];
}

/** Divide the fund among the parties. */
export function divided(d: DivisionOf, ctx: RuleContext): Divided {
  const division = divide(d.money, d.parties, d.fund, ctx);
  const allocations = d.parties.map((p) => allocationOf(p, division.split, d.money));
  const amounts = new Map<string, { exact: Money; rounded: Money }>();
  if (division.split) for (const l of division.split.lines) amounts.set(l.key, l);
  const sides = theSides(allocations, {
    currency: d.money.currency,
    vogt: d.vogt ?? vogtRows(d.parties),
    ctx,
    amounts,
  });
  const steps: Step[] = [];
  if (ctx.explain !== false) {
    for (const p of d.parties) steps.push(p.step);
    steps.push({ ...division.step, children: [...(division.step.children ?? []), sides.step] });
  }
  return {
    fund: {
      label: d.fund.label,
      amount: d.money.toJSON(),
      totalParts: division.totalParts.toString(),
      ...(division.perPart ? { perPart: division.perPart.toJSON() } : {}),
      provisions: [...d.fund.provisions],
      rounding: TIE_BREAK_RULE,
    },
    allocations,
    groups: sides.groups,
    assessments: assessmentsOf(d.parties, division, d.fund),
    warnings: [...d.warnings, ...divisionWarnings(d.money, d.parties, division, d.fund)],
    steps,
  };
}

/** A kind's determination that divides one fund: the division under the kind's root, ended as every kind ends. */
export function divisionBody(d: DivisionCase, ctx: RuleContext): DeterminationBody {
  const x = divided(d, ctx);
  const out = new BodyParts();
  out.assessments.push(...x.assessments);
  out.warnings.push(...x.warnings);
  const root: KindRoot = { ...d.root, children: [...d.root.children, ...x.steps] };
  return { ...kindBody(d.situation, out, root, { funds: [x.fund], allocations: x.allocations }), groups: x.groups };
}
