/**
 * Borkum Rolle 1666: dividing a fund in parts, as §§6–8 all do.
 *
 * The Rolle divides salvage money (§6), the pilot-money surplus (§7) and wreck
 * (§8) the same way: each party holds a number of parts, the fund is cut into that
 * many equal parts (§5, Q-B01), and each party takes his. This module is that
 * machinery, shared by the divisions:
 *
 *   - Award: what one rule gives one party (parts and the reason), shown by
 *     `showAward`, with `decideByRules`/`awardOf` to run the rules that give it;
 *   - Party: one row of a division, built from its Awards by `partyFrom`;
 *   - the fund, in division.ts: `partFund` (Q-B01) and `footStrandFund` (Q-B15), `divide` and
 *     `divisionBody`, which turns the parties and the fund into a
 *     DeterminationBody with allocations, the sides of §5 (`sidesOf` in
 *     frame.ts), assessments and warnings.
 *
 * What is never invented (see `Unfixed`): parts the text does not number are left
 * out of the split, an Assessment is asked for, naming who would settle it, and a
 * warning says that the division is provisional.
 */

import type { Json, PartBasis, Rule, RuleContext, Step } from "./kit.js";
import { evaluate, firstOf, LEFT_OUT, phrases, R, Rational, sum } from "./kit.js";

const say = phrases("borkum-1666/parts", {
  oldCustom:
    "The shares rest on old custom, which the islanders' deputies confirmed on oath in court; §5 makes it the measure between the Vogt, the community and its members.",
  plus: "{first}; and {second}",
  onePart: "1 part",
  nParts: "{n} parts",
  award: "{parts}: {reason}",
  awardUnfixed: "{parts} (and parts the text does not number): {reason}",
  noneGives: "none of these rules gives a part",
  many: "{count} × {parts}: {reason}",
  cited: "{reason} ({provisions})",
  andThen: "{first}; {rest}",
  party: "{name}, {role}: {parts}",
  vogt: "Vogt",
  grownSon: "grown son",
  grownSonOf: "grown son of {parent}",
  boy: "boy",
  boyOf: "boy of {parent}",
  householder: "householder",
  widow: "widow",
  farmhand: "farmhand",
  unmarried: "unmarried",
  pastor: "pastor",
  skipper: "skipper",
  merchant: "merchant",
  official: "official",
  other: "other",
});

// ---------------------------------------------------------------------------
// Provisions and readings

/** "(borkum-1666/6.1, borkum-1666/6.2)": provisions as a reason cites them. */
export const cite = (provisions: readonly string[]): string => `(${provisions.join(", ")})`;

/** "reason (borkum-1666/6.1, borkum-1666/6.2)": a reason with the provisions it rests on. */
export const citing = (reason: string, provisions: readonly string[]): string =>
  say.cited({ reason, provisions: provisions.join(", ") });

/** Texts joined by "; ", as one message of messages. */
export function joinedBySemicolons(texts: readonly string[]): string {
  let out = texts.at(-1) ?? "";
  for (let i = texts.length - 2; i >= 0; i--) out = say.andThen({ first: texts[i] as string, rest: out });
  return out;
}

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
export const OLD_CUSTOM_NOTE = say.oldCustom();

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
    reason: say.plus({ first: a.reason, second: b.reason }),
    also: [...(a.also ?? []), ...(b.also ?? [])],
    ...(a.unfixed || b.unfixed ? { unfixed: a.unfixed ?? b.unfixed } : {}),
  };
}

/** "1 part", "3 parts", "2/3 parts". */
export function partsText(n: Rational): string {
  return n.eq(Rational.ONE) ? say.onePart() : say.nParts({ n: n.toString() });
}

/** An Award as the explanation shows it. */
export function showAward(a: Award): Json {
  const args = { parts: partsText(a.parts), reason: a.reason };
  return a.unfixed ? say.awardUnfixed(args) : say.award(args);
}

/** The provisions of the rule `id`: one of `rules` or of their exceptions, however deep. */
function provisionsIn<I>(rules: readonly Rule<I, Award>[], id: string): readonly string[] | undefined {
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i] as Rule<I, Award>;
    if (r.id === id) return r.provisions;
    const inner = r.exceptions === undefined ? undefined : provisionsIn(r.exceptions, id);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/**
 * The provisions an Award rests on: those of the rule that gave it (found among
 * `rules`), else `otherwise`, and the award's own `also`.
 */
export function provisionsOf<I>(
  rules: readonly Rule<I, Award>[],
  ruleId: string | undefined,
  award: Award,
  otherwise: readonly string[],
): string[] {
  const own = ruleId === undefined ? otherwise : (provisionsIn(rules, ruleId) ?? otherwise);
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
    return { award: tried.value, provisions: provisionsOf(rules, tried.by, tried.value, []), steps: tried.steps };
  }
  const f = fallback(input, ctx);
  if (ctx.explain === false) {
    return { award: f.award, provisions: provisionsOf(rules, undefined, f.award, f.provisions), steps: tried.steps };
  }
  const step: Step = {
    label: say.noneGives(),
    provisions: [...f.provisions],
    status: "applied",
    value: showAward(f.award),
  };
  return {
    award: f.award,
    provisions: provisionsOf(rules, undefined, f.award, f.provisions),
    steps: [...tried.steps, step],
  };
}

/** One rule that gives an Award, run where it is known to apply. */
export function awardOf<I>(r: Rule<I, Award>, input: I, ctx: RuleContext): Decided {
  const o = evaluate(r, input, ctx);
  const award = o.value as Award;
  return {
    award,
    provisions: provisionsOf([r], o.by, award, r.provisions),
    steps: ctx.explain === false ? [] : [o.step],
  };
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
  /**
   * The entry of the case the row is ("facts.people[3]"), where `facts` are that
   * entry's fields as the file gives them; asked only when the step is built.
   */
  readonly subject?: () => string | undefined;
  /** The readings that decided the row (see withOwnReadings). */
  readonly readings: Record<string, string>;
  /** The row is the Vogt's own. Default: `facts.roles` includes "vogt". */
  readonly vogt?: boolean;
  /** Build the row's step (false when the explanation is left out; `facts` and `readings` are then not read). */
  readonly explain?: boolean;
}

/** Whether a row's facts show the role "vogt". */
export function rolesShowVogt(facts: Record<string, Json> | undefined): boolean {
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
      reason: many
        ? say.many({ count: String(s.count), parts: partsText(d.award.parts), reason: d.award.reason })
        : d.award.reason,
      provisions: d.provisions.slice(),
    });
    counts.push(d.award.parts);
  }
  const own = sum(counts);
  const total = many ? own.mul(count) : own;
  const shown = counted.length > 0 ? counted : [s.own];
  const provisions: string[] = [];
  const each: string[] = [];
  for (let i = 0; i < shown.length; i++) {
    const d = shown[i] as Decided;
    addNew(provisions, d.provisions);
    each.push(citing(d.award.reason, d.provisions));
  }
  const reason = joinedBySemicolons(each);
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
      label: say.party({ name: s.name, role: s.role, parts: partsText(total) }),
      provisions,
      status: "applied",
    };
    const subject = s.subject?.();
    if (subject !== undefined) step.subject = subject;
    step.facts = s.facts;
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

/** A person's role in words, for the role column: "grown son of Ubbo", "Vogt". */
export function roleInWords(role: string, parentName?: string): string {
  switch (role) {
    case "vogt":
      return say.vogt();
    case "grown_son":
      return parentName === undefined ? say.grownSon() : say.grownSonOf({ parent: parentName });
    case "boy":
      return parentName === undefined ? say.boy() : say.boyOf({ parent: parentName });
    case "householder":
      return say.householder();
    case "widow":
      return say.widow();
    case "farmhand":
      return say.farmhand();
    case "unmarried":
      return say.unmarried();
    case "pastor":
      return say.pastor();
    case "skipper":
      return say.skipper();
    case "merchant":
      return say.merchant();
    case "official":
      return say.official();
    case "other":
      return say.other();
    default:
      return role;
  }
}
