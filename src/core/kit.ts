/**
 * The statute kit: the one vocabulary a law file is written in.
 *
 * A law file should read as its provision and nothing else. What every statute
 * needs besides its provisions lives here once: naming a provision, asking for a
 * reading, running rules with the case's own readings, opening a section of the
 * explanation, naming a person or ship, collecting assessments, and closing a
 * kind's determination. Each statute makes its own `kit.ts` from it, typed with the
 * names of its provisions and readings.
 */

import { BodyParts } from "./builder.js";
import type { Allocation, AverageStatement, DeterminationBody, Fund, SeparateAverage } from "./determination.js";
import type { Step } from "./explain.js";
import type { Json } from "./json.js";
import { evaluate, type Outcome, type Rule, type RuleContext, rule } from "./rule.js";

// ---------------------------------------------------------------------------
// Provisions

/** The id of a provision of `statute`: provisionOf("dl-averi")(23) is "dl-averi/23". */
export function provisionOf(statute: string): (n: string | number) => string {
  return (n) => `${statute}/${n}`;
}

// ---------------------------------------------------------------------------
// The context of a kind's rules

/** What a kind is decided with, as far as its rules need it: the readings, and whether to explain. */
export interface ContextOf {
  readonly readings: RuleContext["readings"];
  readonly explain?: boolean | undefined;
}

/**
 * The context a kind's rules run in, made from what the kind is decided with: the
 * case's readings, and the explanation unless it is asked to be left out. Every
 * kind builds its context here, so that none drops the flag.
 */
export function kindContext(d: ContextOf): RuleContext {
  return { readings: d.readings, explain: d.explain !== false };
}

// ---------------------------------------------------------------------------
// Readings

export interface ReadingAsk<N extends string> {
  /** The alternative in force; the reading set records that the decision rests on it. */
  reading(ctx: RuleContext, name: N): string;
  /** Whether the alternative in force is `code` (recorded like `reading`). */
  is(ctx: RuleContext, name: N, code: string): boolean;
  /** "Q-B03 R2": the question and the alternative in force, for reasons (recorded like `reading`). */
  q(ctx: RuleContext, name: N): string;
  /** A choice the text leaves to the reading `name`: its base rule and its exceptions (see ChoiceOn). */
  choiceOn<I, V>(name: N, show: (value: V) => Json): ChoiceOn<I, V>;
}

/**
 * One side of a choice: the rule that gives `gives`, by its id, label and
 * provisions. `gives` is the value, or what makes it from the rule's input where
 * the value is the case's own (a part named with the person it goes to).
 */
export interface ChoiceSide<I, V> {
  readonly id: string;
  readonly label: string;
  readonly provisions: readonly string[];
  readonly gives: V | ((input: I, ctx: RuleContext) => V);
}

/**
 * A choice the text leaves to one reading, declared as its rules: the base, what
 * the text says unless read otherwise, and for other alternatives of the reading
 * the exceptions that apply them. Each rule names the reading it rests on, and
 * each exception its alternative:
 *
 *   const onCustody = choiceOn<FindCase, Custody>("open_sea_custody", showCustody);
 *   export const deliveredAndKept = onCustody.base({ id: "dl-vrag/19#custody", …, gives: "delivered" }, [
 *     onCustody.when("R2", { id: "dl-vrag/19#half-kept-at-once", …, gives: "half-kept" }),
 *   ]);
 */
export interface ChoiceOn<I, V> {
  /** The exception that applies alternative `code` of the reading. */
  when(code: string, side: ChoiceSide<I, V>): Rule<I, V>;
  /** The base rule, over its exceptions in the order they are tried. */
  base(side: ChoiceSide<I, V>, exceptions: readonly Rule<I, V>[]): Rule<I, V>;
}

/** How a statute asks for its readings, typed with the names it defines. */
export function readingAsk<N extends string>(): ReadingAsk<N> {
  const reading = (ctx: RuleContext, name: N): string => ctx.readings.get(name);
  const is = (ctx: RuleContext, name: N, code: string): boolean => reading(ctx, name) === code;
  return {
    reading,
    is,
    q: (ctx, name) => `${ctx.readings.definition(name).question} ${reading(ctx, name)}`,
    choiceOn: <I, V>(name: N, show: (value: V) => Json): ChoiceOn<I, V> => {
      const readings = [name];
      const giving = (gives: ChoiceSide<I, V>["gives"]): ((input: I, ctx: RuleContext) => V) =>
        typeof gives === "function" ? (gives as (input: I, ctx: RuleContext) => V) : () => gives;
      return {
        when: (code, { id, label, provisions, gives }) =>
          rule<I, V>({
            id,
            label,
            provisions,
            readings,
            when: (_input, ctx) => is(ctx, name, code),
            gives: giving(gives),
            show,
          }),
        base: ({ id, label, provisions, gives }, exceptions) =>
          rule<I, V>({ id, label, provisions, readings, gives: giving(gives), show, exceptions }),
      };
    },
  };
}

/**
 * Run `f` with the case's own readings, on a fresh copy of the set, to see which
 * readings it turned on; those are then recorded in the decision's set as well,
 * and returned (name -> alternative, in name order) for the step that shows them.
 * The explanation flag is kept: without the explanation the rules inside still
 * leave no steps.
 */
export function withOwnReadings<T>(
  ctx: RuleContext,
  f: (local: RuleContext) => T,
): { value: T; readings: Record<string, string> } {
  const local = ctx.readings.fresh();
  const value = f(ctx.explain === false ? { readings: local, explain: false } : { readings: local });
  const readings: Record<string, string> = {};
  const names = local.consultedInOrder().sort();
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    readings[name] = ctx.readings.get(name);
  }
  return { value, readings };
}

/**
 * Evaluate a rule with the case's own readings: its step shows the readings the
 * rule and its exceptions turned on, besides those it declares.
 */
export function evaluateOwn<I, V>(r: Rule<I, V>, input: I, ctx: RuleContext): Outcome<V> {
  const { value: o, readings } = withOwnReadings(ctx, (local) => evaluate(r, input, local));
  if (ctx.explain === false || Object.keys(readings).length === 0) return o;
  return { ...o, step: { ...o.step, readings: { ...o.step.readings, ...readings } } };
}

/**
 * What a caller may tell of a rule's step in the case's own words: its label, the
 * steps beneath it, its facts or value as the case gives them. Never its rule id,
 * its status or its provisions: those are the rule's.
 */
export type Told = Omit<Partial<Step>, "rule" | "status" | "provisions" | "overriddenBy"> & {
  readonly rule?: never;
  readonly status?: never;
  readonly provisions?: never;
  readonly overriddenBy?: never;
};

/**
 * A rule applied under the provisions of the case before it rather than its own
 * (the fund it divides, the claims a period is reckoned for): it decides as it
 * always does, and its step cites those provisions. Named with the rule, where the
 * rule is applied, never in what its step is told.
 */
export interface Citing<I, V> {
  readonly applying: Rule<I, V>;
  readonly cites: readonly string[];
}

/** What of a step only the rule that made it sets. */
const RULES_OWN: ReadonlySet<string> = new Set(["rule", "status", "provisions", "overriddenBy"]);

/**
 * Evaluate a rule and tell its step in the case's own words (its figures, names
 * and the steps beneath it) rather than the rule's general label: the rule still
 * decides, and its step keeps the id, status and provisions the rule gave it
 * (the provisions it is applied citing, with a Citing), whatever `told` returns. With `own`, the rule runs with the case's
 * own readings (evaluateOwn), so that its step shows those its exceptions turned on.
 */
export function evaluateTold<I, V>(
  r: Rule<I, V> | Citing<I, V>,
  input: I,
  ctx: RuleContext,
  told: (o: Outcome<V>) => Told,
  own = false,
): Outcome<V> {
  const cited = "cites" in r ? r : undefined;
  const base = cited === undefined ? (r as Rule<I, V>) : cited.applying;
  const o = own ? evaluateOwn(base, input, ctx) : evaluate(base, input, ctx);
  if (ctx.explain === false) return o;
  // Whatever comes back, even past the type, the rule's own id, status and provisions stay.
  const words = told(o) as Record<string, unknown>;
  const step = { ...o.step } as Record<string, unknown>;
  for (const k in words) if (!RULES_OWN.has(k)) step[k] = words[k];
  if (cited !== undefined) step.provisions = [...cited.cites];
  return { applied: o.applied, value: o.value, by: o.by, step: step as unknown as Step };
}

// ---------------------------------------------------------------------------
// Names and sections

/** A person's or ship's name as the case gives it, else its id. */
export const nameOf = (x: { readonly id: string; readonly name?: string | undefined }): string => x.name ?? x.id;

/** The name of the person or ship `id` among those of a case, else the id itself. */
export function nameIn(
  among: ReadonlyMap<string, string | { readonly name?: string | undefined }>,
  id: string,
): string {
  const x = among.get(id);
  if (x === undefined) return id;
  return typeof x === "string" ? x : (x.name ?? id);
}

/** A section of the explanation: a heading over the steps of one subject. */
export function section(label: string, provisions: string[], children: Step[], value?: Json): Step {
  return { label, provisions, status: "applied", children, ...(value !== undefined ? { value } : {}) };
}

// ---------------------------------------------------------------------------
// What rules collect

/**
 * The parts of a determination collected while rules run, with the assessments
 * the law leaves to someone's judgment and the averages of their own besides a
 * general average.
 */
export class Collected extends BodyParts {
  readonly averages: SeparateAverage[] = [];

  /**
   * An assessment the law leaves to someone's judgment: what, who must make it, on
   * what basis; given when the case states its value, otherwise still needed.
   */
  assess(a: AssessmentOf | undefined): void {
    if (a === undefined) return;
    const { what, by, basis, value, provisions } = a;
    this.assessments.push(
      value === undefined
        ? { what, by, basis, status: "needed", provisions: [...provisions] }
        : { what, by, basis, status: "given", value, provisions: [...provisions] },
    );
  }
}

/** An assessment as a rule states it: given when it has a value. */
export interface AssessmentOf {
  readonly what: string;
  readonly by: string;
  readonly basis: string;
  readonly value?: Json | undefined;
  readonly provisions: readonly string[];
}

// ---------------------------------------------------------------------------
// The end of a kind's body

export interface KindRoot {
  /** The kind's rule id: the provisions it spans and its name, "dl-averi/20-41#general-average". */
  readonly rule: string;
  readonly label: string;
  readonly provisions: readonly string[];
  readonly children: Step[];
  /** What the kind's rule gave: the situation it found. */
  readonly value?: Json;
}

/**
 * The rule a kind applies: the statute's provisions for one kind of case, read
 * together. It gives the situation its rules found, and its step is the root of the
 * kind's explanation ("dl-averi/20-41#general-average"). Its `reads` are the facts
 * the kind reads outside its rules: to find the situation, to gather its rules'
 * input, to look for what warrants a warning.
 */
export function kindRule(
  id: string,
  label: string,
  provisions: readonly string[],
  reads: readonly string[] = [],
): Rule<string, string> {
  return rule<string, string>({ id, label, provisions, reads, gives: (situation) => situation });
}

/** The root of a kind's explanation: its rule applied to the situation found, over the steps of the case. */
export function kindRoot(r: Rule<string, string>, situation: string, children: Step[], ctx: RuleContext): KindRoot {
  const o = evaluate(r, situation, ctx);
  const value = ctx.explain === false ? undefined : o.step.value;
  return { rule: r.id, label: r.label, provisions: r.provisions, children, ...(value !== undefined ? { value } : {}) };
}

/**
 * What a kind's rules collected: a Collected, or the same lists gathered from the
 * kind's parts (penalties and averages where it has them).
 */
export type KindParts = Pick<BodyParts, "liabilities" | "obligations" | "options" | "assessments" | "warnings"> & {
  readonly penalties?: BodyParts["penalties"];
  readonly averages?: readonly SeparateAverage[];
};

/**
 * A kind's determination from what its rules collected, under one root step.
 * Funds, allocations and a statement come from the kind when it divides a fund.
 */
export function kindBody(
  situation: string,
  out: KindParts,
  root: KindRoot,
  division: { funds?: Fund[]; allocations?: Allocation[]; statement?: AverageStatement } = {},
): DeterminationBody {
  const averages = out.averages ?? [];
  return {
    situation,
    funds: division.funds ?? [],
    allocations: division.allocations ?? [],
    ...(division.statement ? { statement: division.statement } : {}),
    ...(averages.length > 0 ? { averages: averages.slice() } : {}),
    liabilities: out.liabilities,
    obligations: out.obligations,
    options: out.options,
    penalties: out.penalties ?? [],
    assessments: out.assessments,
    warnings: out.warnings,
    explanation: {
      rule: root.rule,
      label: root.label,
      provisions: [...root.provisions],
      status: "applied",
      ...(root.value !== undefined ? { value: root.value } : {}),
      children: root.children,
    },
  };
}
