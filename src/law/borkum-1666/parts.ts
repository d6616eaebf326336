/**
 * Borkum Rolle 1666: dividing a fund in parts, as §§6–8 all do.
 *
 * The Rolle divides salvage money (§6), the pilot-money surplus (§7) and wreck
 * (§8) the same way: each party holds a number of parts, the fund is cut into that
 * many equal parts (§5, Q-B01), and each party takes his. This module is that
 * machinery, shared by the divisions:
 *
 *   - Award: what one rule gives one party (parts and the reason), with `law()` to
 *     make rules that give Awards and `decideByRules`/`awardOf` to run them;
 *   - Party: one row of a division, built from its Awards by `partyFrom`;
 *   - the fund: `fundRule` (Q-B01 / Q-B15), `divide` and `divisionBody`, which
 *     turns the parties and the fund into a DeterminationBody with allocations,
 *     the sides of §5 (`sidesOf` in frame.ts), assessments and warnings.
 *
 * What is never invented (see `Unfixed`): parts the text does not number are left
 * out of the split, an Assessment is asked for, naming who would settle it, and a
 * warning says that the division is provisional.
 */

import { BodyParts } from "../../core/builder.js";
import type {
  Allocation,
  Assessment,
  DeterminationBody,
  Fund,
  Group,
  PartBasis,
  Warning,
} from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import { note, type Step } from "../../core/explain.js";
import type { Json } from "../../core/json.js";
import type { KindRoot } from "../../core/kit.js";
import { type Currency, Money, type MoneyJSON } from "../../core/money.js";
import { R, Rational, sum } from "../../core/rational.js";
import { evaluate, firstOf, LEFT_OUT, type Rule, type RuleContext, rule } from "../../core/rule.js";
import { type Split, splitByParts, TIE_BREAK_RULE } from "../../core/split.js";
import { theSides } from "./frame.js";
import { at, evaluateTold, is, kindBody, q } from "./kit.js";

// ---------------------------------------------------------------------------
// Provisions and readings

/** "(borkum-1666/6.1, borkum-1666/6.2)": provisions as a reason cites them. */
export const cite = (provisions: readonly string[]): string => `(${provisions.join(", ")})`;

/** Add the items of `from` not yet in `to`, in order (a Set's order, for the few provisions of a row). */
export function addNew<T>(to: T[], from: readonly T[]): T[] {
  for (let i = 0; i < from.length; i++) {
    const x = from[i] as T;
    if (!to.includes(x)) to.push(x);
  }
  return to;
}

/** The foot-strand scale of 6.7 (Vogt 4, pastor 2, one each besides), which other readings borrow. */
export const FOOT_STRAND_SCALE = { vogt: 4, pastor: 2, widow: 1 } as const;

/** The sworn old custom §5 makes the measure of the shares in §§6–7, as a note for the explanation. */
export const OLD_CUSTOM_NOTE =
  "The shares rest on old custom, which the islanders' deputies confirmed on oath in court; §5 makes it the measure between the Vogt, the community and its members.";

// ---------------------------------------------------------------------------
// Awards: what a rule gives one party

/** Parts the text does not number: left out of the split until someone settles them. */
export interface Unfixed {
  /** Parties with the same key are asked about in one Assessment. */
  readonly key: string;
  readonly what: string;
  readonly by: string;
  readonly basis: string;
  readonly provisions: readonly string[];
}

/** What one rule gives one party: parts and the reason. */
export interface Award {
  /** Parts for one person (a group row holds count × parts). */
  readonly parts: Rational;
  readonly reason: string;
  /** Provisions beyond the rule's own that this award rests on. */
  readonly also?: readonly string[];
  /** Parts the person has but the text does not number. */
  readonly unfixed?: Unfixed;
  /** The id of the household whose one part this person's help counts for. */
  readonly countsFor?: string;
  /** Something a clerk should see. */
  readonly warning?: string;
}

/** An Award of `n` parts. */
export const parts = (n: number | Rational, reason: string, more: Partial<Award> = {}): Award => ({
  parts: typeof n === "number" ? R(n) : n,
  reason,
  ...more,
});

/** An Award of no parts, with the reason why. */
export const noPart = (reason: string, more: Partial<Award> = {}): Award => parts(0, reason, more);

/** Two Awards to one party, added: the parts summed, the reasons joined. */
export function plus(a: Award, b: Award): Award {
  return {
    parts: a.parts.add(b.parts),
    reason: `${a.reason}; and ${b.reason}`,
    also: [...(a.also ?? []), ...(b.also ?? [])],
    ...(a.unfixed || b.unfixed ? { unfixed: a.unfixed ?? b.unfixed } : {}),
  };
}

/** "1 part", "3 parts", "2/3 parts". */
export function partsText(n: Rational): string {
  return `${n.toString()} part${n.eq(Rational.ONE) ? "" : "s"}`;
}

/** An Award as the explanation shows it. */
export function showAward(a: Award): Json {
  return `${partsText(a.parts)}${a.unfixed ? " (and parts the text does not number)" : ""}: ${a.reason}`;
}

/** The provisions of every rule made with `law`, by rule id, for the allocations' basis. */
const PROVISIONS_OF = new Map<string, readonly string[]>();

/** A rule that gives an Award. */
export function law<I>(def: Omit<Rule<I, Award>, "show">): Rule<I, Award> {
  const r = rule<I, Award>({ ...def, show: showAward });
  PROVISIONS_OF.set(r.id, r.provisions);
  return r;
}

/** The provisions an Award rests on: its rule's (or `otherwise`) and the award's own `also`. */
export function provisionsOf(ruleId: string | undefined, award: Award, otherwise: readonly string[]): string[] {
  const own = ruleId === undefined ? otherwise : (PROVISIONS_OF.get(ruleId) ?? otherwise);
  const out = addNew([], own);
  return award.also ? addNew(out, award.also) : out;
}

// ---------------------------------------------------------------------------
// Deciding: one source of a party's parts

/** One source of a party's parts, decided: the Award, its provisions and the steps. */
export interface Decided {
  readonly award: Award;
  readonly provisions: readonly string[];
  readonly steps: Step[];
}

/** What holds when none of a list of rules applies. */
export interface Fallback {
  readonly award: Award;
  readonly provisions: readonly string[];
}

/** Try `rules` in order; the first that applies decides, and otherwise `fallback` (asked only then). */
export function decideByRules<I>(
  rules: readonly Rule<I, Award>[],
  input: I,
  ctx: RuleContext,
  fallback: (input: I, ctx: RuleContext) => Fallback,
): Decided {
  const tried = firstOf(rules, input, ctx);
  if (tried.applied && tried.value) {
    return { award: tried.value, provisions: provisionsOf(tried.by, tried.value, []), steps: tried.steps };
  }
  const f = fallback(input, ctx);
  if (ctx.explain === false) {
    return { award: f.award, provisions: provisionsOf(undefined, f.award, f.provisions), steps: tried.steps };
  }
  const step: Step = {
    label: "none of these rules gives a part",
    provisions: [...f.provisions],
    status: "applied",
    value: showAward(f.award),
  };
  return { award: f.award, provisions: provisionsOf(undefined, f.award, f.provisions), steps: [...tried.steps, step] };
}

/** One rule that gives an Award, run where it is known to apply. */
export function awardOf<I>(r: Rule<I, Award>, input: I, ctx: RuleContext): Decided {
  const o = evaluate(r, input, ctx);
  const award = o.value as Award;
  return { award, provisions: provisionsOf(o.by, award, r.provisions), steps: ctx.explain === false ? [] : [o.step] };
}

// ---------------------------------------------------------------------------
// Parties: the rows of a division

/** One row of a division: a person, a group of like persons, or the officials. */
export interface Party {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly parts: Rational;
  readonly basis: PartBasis[];
  readonly reason: string;
  readonly provisions: string[];
  readonly unfixed: Unfixed[];
  readonly warnings: string[];
  readonly step: Step;
  /** The row is the Vogt's own, for the sides of §5. Default: its step's facts show the role "vogt". */
  readonly vogt?: boolean;
}

/** What `partyFrom` needs to know of one row. */
export interface PartySources {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** How many like persons the row stands for; each has the parts of the sources. */
  readonly count: number;
  /** Every source of the row's parts, in the order shown. */
  readonly sources: readonly Decided[];
  /** The source whose reason is given when no source gives parts (one of `sources`). */
  readonly own: Decided;
  /** The facts shown on the row's step. */
  readonly facts: Record<string, Json>;
  /** The readings that decided the row (see withOwnReadings). */
  readonly readings: Record<string, string>;
  /** The row is the Vogt's own. Default: `facts.roles` includes "vogt". */
  readonly vogt?: boolean;
  /** Build the row's step (false when the explanation is left out; `facts` and `readings` are then not read). */
  readonly explain?: boolean;
}

/** Whether a row's facts show the role "vogt". */
function rolesShowVogt(facts: Record<string, Json> | undefined): boolean {
  const roles = facts?.roles;
  return Array.isArray(roles) && roles.includes("vogt");
}

/** A row of a division, from its decided sources: parts, basis, reason and step. */
export function partyFrom(s: PartySources): Party {
  const sources = s.sources;
  const counted: Decided[] = [];
  for (let i = 0; i < sources.length; i++) {
    const d = sources[i] as Decided;
    if (!d.award.parts.isZero() || d.award.unfixed) counted.push(d);
  }
  const many = s.count > 1;
  const count = many ? R(s.count) : Rational.ONE;
  const basis: PartBasis[] = [];
  const counts: Rational[] = [];
  for (let i = 0; i < counted.length; i++) {
    const d = counted[i] as Decided;
    basis.push({
      parts: (many ? d.award.parts.mul(count) : d.award.parts).toString(),
      reason: many ? `${s.count} × ${partsText(d.award.parts)}: ${d.award.reason}` : d.award.reason,
      provisions: d.provisions.slice(),
    });
    counts.push(d.award.parts);
  }
  const own = sum(counts);
  const total = many ? own.mul(count) : own;
  const shown = counted.length > 0 ? counted : [s.own];
  const provisions: string[] = [];
  let reason = "";
  for (let i = 0; i < shown.length; i++) {
    const d = shown[i] as Decided;
    addNew(provisions, d.provisions);
    reason += `${i > 0 ? "; " : ""}${d.award.reason} ${cite(d.provisions)}`;
  }
  const unfixed: Unfixed[] = [];
  const warnings: string[] = [];
  for (let i = 0; i < sources.length; i++) {
    const a = (sources[i] as Decided).award;
    if (a.unfixed) unfixed.push(a.unfixed);
  }
  for (let i = 0; i < sources.length; i++) {
    const a = (sources[i] as Decided).award;
    if (a.warning) warnings.push(a.warning);
  }
  let step = LEFT_OUT;
  if (s.explain !== false) {
    const children: Step[] = [];
    for (let i = 0; i < sources.length; i++) {
      const steps = (sources[i] as Decided).steps;
      for (let j = 0; j < steps.length; j++) children.push(steps[j] as Step);
    }
    step = {
      label: `${s.name}, ${s.role}: ${partsText(total)}`,
      provisions,
      status: "applied",
      facts: s.facts,
    };
    for (const _ in s.readings) {
      step.readings = s.readings;
      break;
    }
    step.value = total.toString();
    step.children = children;
  }
  return {
    id: s.id,
    name: s.name,
    role: s.role,
    parts: total,
    basis,
    reason,
    provisions,
    unfixed,
    warnings,
    step,
    vogt: s.vogt ?? rolesShowVogt(s.facts),
  };
}

// ---------------------------------------------------------------------------
// The fund (§5)

/** What the parts divide, as the fund rule reads it. */
export interface FundValue {
  /** No money was paid and the goods themselves are divided (Q-B01 R2 / Q-B15 R2). */
  readonly goodsInKind: boolean;
  readonly reason: string;
}

/**
 * The rule that says what is divided in parts, as the reading `name` has it
 * (Q-B01 `part_fund`, or Q-B15 `footstrand_fund` for foot-strand goods); `money`
 * names the money in words.
 */
export function fundRule(
  name: "part_fund" | "footstrand_fund",
  provisions: string[],
  money = "salvage money",
): Rule<Money, FundValue> {
  return rule<Money, FundValue>({
    id: `borkum-1666/5#${name}`,
    label: `what is divided in parts: the ${money} the islanders receive`,
    provisions,
    readings: [name],
    gives: (amount, ctx) => {
      const inKind = is(ctx, name, "R2") && amount.minor.isZero();
      return {
        goodsInKind: inKind,
        reason: inKind
          ? `no ${money} was paid: the goods themselves, or what they fetch, are divided in these parts (${q(ctx, name)})`
          : `the ${money} received, in equal parts (${q(ctx, name)})`,
      };
    },
    show: (v) => v.reason,
  });
}

/** The assessment asked for when the goods themselves are divided (Q-B01 R2 / Q-B15 R2). */
export function goodsInKind(provisions: readonly string[]): Assessment {
  return {
    what: "The value of the unclaimed goods, or what they fetch when sold, to be divided in the parts shown",
    by: "the Vogt, who keeps the goods, with the princely officials at Greetsiel (the Rolle names no one)",
    basis: "no salvage money was paid, and the reading in force divides the goods themselves in the same parts",
    status: "needed",
    provisions: [...provisions],
  };
}

/** A division's fund, in its own words. */
export interface FundSpec {
  /** The rule that says what the parts divide (see fundRule). */
  readonly rule: Rule<Money, FundValue>;
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

/**
 * The amount of a fund as parsed: a Money in whole smallest units. `path` names
 * the fact for errors ("facts.salvage_money"). Case schemas type amounts loosely,
 * because the same schema also serves JSON Schema output with amounts as text.
 */
export function fundMoney(amount: unknown, path: string): Money {
  if (!(amount instanceof Money)) {
    throw new CaseError("case", [
      { path, message: "the amount was not read in a currency", expected: "facts parsed with the kind's schema" },
    ]);
  }
  const unit = amount.currency.units.at(-1)?.plural ?? "the smallest unit";
  if (!amount.minor.isInteger()) {
    throw new CaseError("case", [
      {
        path,
        message: `${amount.format()} is not a whole number of ${unit}`,
        expected: `an amount that is a whole number of ${unit}`,
      },
    ]);
  }
  return amount;
}

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
  const fundOutcome = evaluate(spec.rule, money, ctx);
  const fundValue = fundOutcome.value as FundValue;
  const totalParts = sum(parties.map((p) => p.parts));
  const split = totalParts.isZero()
    ? undefined
    : splitByParts(
        money,
        parties.map((p) => ({ key: p.id, parts: p.parts })),
      );
  const cut = evaluateTold(cutIntoParts, { money, totalParts, spec }, ctx, (o) => {
    const smallest = money.currency.units.at(-1)?.plural ?? "units";
    const rounding = split
      ? `${TIE_BREAK_RULE} Units left over and handed out so: ${split.leftOverUnits} ${smallest}.`
      : TIE_BREAK_RULE;
    return {
      label: o.value
        ? `${money.format()} divided in ${partsText(totalParts)}: one part is ${o.value.format()}`
        : `${money.format()}: nobody has a part, so nothing is divided`,
      // The step cites the provisions of the fund divided, §5 among them.
      provisions: [...spec.rule.provisions],
      children: [fundOutcome.step, note(`Rounding: ${rounding}`)],
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
    what: `${u.what} (${who.join(", ")})`,
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
      message: `The division is provisional: the parts of ${unfixed.map((p) => p.name).join(", ")} are not numbered by the text and are left out until assessed; once they are added, every other share will be smaller.`,
      provisions: [...new Set(unfixed.flatMap((p) => p.unfixed.flatMap((u) => [...u.provisions])))],
    });
  }
  if (division.fundValue.goodsInKind) {
    out.push({
      message: `The division is provisional: no ${spec.money} was paid, so the parts shown divide the goods themselves, whose value must first be assessed.`,
      provisions: [at("5")],
    });
  } else if (money.minor.isZero()) {
    out.push({
      message: `The ${spec.money} is 0: there is nothing to divide; the parts are shown.`,
      provisions: [at("5")],
    });
  }
  if (!division.split && !money.minor.isZero() && unfixed.length === 0) {
    out.push({
      message: `Nobody has a part under ${spec.section}, so the ${spec.money} of ${money.format()} is not divided; the Rolle does not say who keeps it.`,
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

/** A person's role in words, for the role column: "grown son of Ubbo", "Vogt". */
export function roleInWords(role: string, parentName?: string): string {
  const of = parentName === undefined ? "" : ` of ${parentName}`;
  switch (role) {
    case "vogt":
      return "Vogt";
    case "grown_son":
      return `grown son${of}`;
    case "boy":
      return `boy${of}`;
    default:
      return role;
  }
}
