/**
 * Rules with exceptions (default logic, after Catala).
 *
 * Law is written as a base rule and the exceptions that override it: "each helper
 * has one part — unless he is a boy; the Vogt has one part at home — unless he
 * helped with his wagon, then three". A Rule says that directly:
 *
 *   const parts = rule({
 *     id: "borkum-1666/6.3#helper", provisions: ["borkum-1666/6.3"],
 *     label: "a helping householder has one part",
 *     when: (p) => p.helped && p.householder,
 *     gives: () => R(1),
 *     exceptions: [altbauerWithWagon],
 *   });
 *
 * Evaluation: the exceptions are tried first. If exactly one applies, its value
 * wins and the base rule is recorded as overridden by it. If none applies, the base
 * rule gives its value when its condition holds, and otherwise nothing applies.
 * If two exceptions apply at once the law is in conflict for these facts; that is
 * an error, not a silent choice (nest one exception under the other to give it
 * priority). Every rule tried leaves a Step in the explanation, also the ones that
 * did not apply, so a reader sees the road not taken.
 */

import type { Step } from "./explain.js";
import type { Json } from "./json.js";
import type { ReadingSet } from "./reading.js";

export interface RuleContext {
  readonly readings: ReadingSet;
}

export interface Rule<I, V> {
  /** Unique id: the provision and a short tag, "borkum-1666/6.5#vogt-wagon". */
  readonly id: string;
  /** What the rule says, in one line, in the reader's words. */
  readonly label: string;
  /** The provision(s) the rule implements. Never empty. */
  readonly provisions: readonly string[];
  /** When the rule applies. Omitted: always. */
  readonly when?: (input: I, ctx: RuleContext) => boolean;
  /** What it yields when it applies. */
  readonly gives: (input: I, ctx: RuleContext) => V;
  /** The facts the rule reads, for the explanation. */
  readonly facts?: (input: I) => Record<string, Json>;
  /** The readings the rule depends on (consulted, and recorded, when the rule gives the value). */
  readonly readings?: readonly string[];
  /** How to show the value in the explanation. Default: JSON of the value. */
  readonly show?: (value: V) => Json;
  readonly exceptions?: readonly Rule<I, V>[];
}

export class RuleConflictError extends Error {
  override name = "RuleConflictError";
  constructor(
    readonly rule: string,
    readonly exceptions: string[],
  ) {
    super(`rules in conflict: exceptions ${exceptions.join(" and ")} to ${rule} both apply to the same facts`);
  }
}

export class RuleDefinitionError extends Error {
  override name = "RuleDefinitionError";
}

export function rule<I, V>(def: Rule<I, V>): Rule<I, V> {
  if (def.provisions.length === 0) throw new RuleDefinitionError(`rule ${def.id} names no provision`);
  return Object.freeze(def);
}

export interface Outcome<V> {
  readonly applied: boolean;
  readonly value: V | undefined;
  /** The rule (this one or an exception) whose value was taken. */
  readonly by: string | undefined;
  readonly step: Step;
}

function showValue<V>(r: Rule<unknown, V>, v: V): Json {
  if (r.show) return r.show(v);
  if (v === undefined) return null;
  return JSON.parse(JSON.stringify(v)) as Json;
}

function readingsOf(r: Rule<unknown, unknown>, ctx: RuleContext): Record<string, string> | undefined {
  if (!r.readings || r.readings.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const name of r.readings) out[name] = ctx.readings.get(name);
  return out;
}

/** Evaluate a rule and its exceptions on one input. */
export function evaluate<I, V>(r: Rule<I, V>, input: I, ctx: RuleContext): Outcome<V> {
  const children: Step[] = [];
  const winners: Outcome<V>[] = [];
  for (const ex of r.exceptions ?? []) {
    const o = evaluate(ex, input, ctx);
    children.push(o.step);
    if (o.applied) winners.push(o);
  }
  const facts = r.facts?.(input);
  const base: Step = {
    rule: r.id,
    label: r.label,
    provisions: [...r.provisions],
    status: "not-applicable",
    ...(facts ? { facts } : {}),
  };
  if (winners.length > 1) {
    throw new RuleConflictError(
      r.id,
      winners.map((w) => w.by ?? "?"),
    );
  }
  const holds = r.when ? r.when(input, ctx) : true;
  const winner = winners[0];
  if (winner) {
    // The value comes from the exception, whether or not the base rule's own
    // condition held: the base rule is recorded as overridden by it either way, so
    // that the explanation never hides the exception that decided.
    const step: Step = {
      ...base,
      status: "overridden",
      overriddenBy: [winner.by ?? "?"],
      value: winner.step.value ?? null,
      children,
    };
    return { applied: true, value: winner.value, by: winner.by, step };
  }
  if (!holds) {
    return {
      applied: false,
      value: undefined,
      by: undefined,
      step: { ...base, ...(children.length ? { children } : {}) },
    };
  }
  // Declared readings are consulted only when the rule gives the value: a reading
  // that belongs to a rule which did not apply did not shape the result.
  const readings = readingsOf(r as Rule<unknown, unknown>, ctx);
  const value = r.gives(input, ctx);
  const step: Step = {
    ...base,
    ...(readings ? { readings } : {}),
    status: "applied",
    value: showValue(r as Rule<unknown, V>, value),
    ...(children.length ? { children } : {}),
  };
  return { applied: true, value, by: r.id, step };
}

/**
 * Evaluate a rule where the law supplies a fallback when nothing applies
 * ("whoever does not help has no part"): the fallback is recorded as a step of its
 * own so the explanation says why the value is what it is.
 */
export function evaluateOr<I, V>(
  r: Rule<I, V>,
  input: I,
  ctx: RuleContext,
  fallback: { value: V; label: string; provisions: readonly string[] },
): Outcome<V> {
  const o = evaluate(r, input, ctx);
  if (o.applied) return o;
  const step: Step = {
    label: fallback.label,
    provisions: [...fallback.provisions],
    status: "applied",
    value: showValue(r as Rule<unknown, V>, fallback.value),
    children: [o.step],
  };
  return { applied: true, value: fallback.value, by: undefined, step };
}

/** Try rules in order; the first that applies gives the value (each still leaves a step). */
export function firstOf<I, V>(
  rules: readonly Rule<I, V>[],
  input: I,
  ctx: RuleContext,
): Outcome<V> & { steps: Step[] } {
  const steps: Step[] = [];
  for (const r of rules) {
    const o = evaluate(r, input, ctx);
    steps.push(o.step);
    if (o.applied) return { ...o, steps };
  }
  return { applied: false, value: undefined, by: undefined, step: steps[steps.length - 1] as Step, steps };
}
