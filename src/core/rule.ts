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
 * did not apply, so a reader sees the road not taken; unless the context asks to
 * leave the explanation out, when the same rules run, consult the same readings and
 * give the same values, and leave no steps.
 */

import type { Step } from "./explain.js";
import type { Json } from "./json.js";
import { declareText } from "./messages.js";
import type { ReadingSet } from "./reading.js";

export interface RuleContext {
  readonly readings: ReadingSet;
  /**
   * Whether to build the explanation. Default true. When false, rules still
   * consult the same readings and give the same values, but leave no steps:
   * every Outcome carries the shared step `LEFT_OUT`, and code that assembles
   * steps may skip that work (test `ctx.explain !== false`).
   */
  readonly explain?: boolean;
}

/**
 * The step every rule leaves when the explanation is left out. Frozen and shared:
 * it is never part of a determination (the engine puts its own root there).
 */
export const LEFT_OUT: Step = Object.freeze({
  label: "the explanation was left out",
  provisions: Object.freeze([]) as unknown as string[],
  status: "note",
}) as Step;

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
  /**
   * The facts of the case the rule reads, its condition and its value and what its
   * step shows, as paths of the case file: "facts.people[].farm" (a list's items
   * as "[]"). A last segment "{farm,carted}" names several fields of one entry. A
   * path names a field's value whole: reading "facts.salvage_agreement" reads all
   * of it. Ids and names (the fields that only join or name) need not be listed.
   * Checked against what the rule reads on every shipped example under every
   * reading (src/law/reads.test.ts); the note on facts a case gives that its rules
   * never read is taken from them.
   */
  readonly reads?: readonly string[];
  /** The facts the rule reads, for the explanation. */
  readonly facts?: (input: I) => Record<string, Json>;
  /**
   * The entry of the case the rule's facts are fields of, by its path in the case
   * file ("facts.people[3]"), or undefined where the input is no entry as the file
   * gives it. Asked only when the explanation is built (see Step.subject): every
   * key of `facts` must then be a field of that entry, with the file's value.
   */
  readonly subject?: (input: I) => string | undefined;
  /** The readings the rule depends on (consulted, and recorded, when the rule gives the value). */
  readonly readings?: readonly string[];
  /** How to show the value in the explanation. Default: JSON of the value. */
  readonly show?: (value: V) => Json;
  readonly exceptions?: readonly Rule<I, V>[];
  /**
   * For an exception that may win where its base rule's own condition does not
   * hold: why the text lets it (an exception normally narrows its base, and one
   * that drops a condition of the base must say so).
   */
  readonly withoutBaseCondition?: string;
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
  const reads = def.reads === undefined ? [] : factPaths(def.id, def.reads);
  // Its provisions are frozen, so that every step it leaves can share them.
  const r = Object.freeze({ ...def, provisions: Object.freeze([...def.provisions]) });
  if (!DEFINED.has(r.id) && STATUTE_ID.test(r.id)) {
    DEFINED.set(r.id, { rule: r as Rule<unknown, unknown>, source: sourceOf(new Error().stack), reads });
    // Its label is a message, by the rule's id, for the catalogues of other languages.
    declareText(r.id, r.label);
  }
  return r;
}

/** One field of a path of the case, and how many list marks follow it ("roles[]": roles, 1). */
export interface FactSegment {
  readonly field: string;
  readonly lists: number;
}

/** The fields of a path of the case after "facts": "facts.people[].farm" is people (1), farm (0). */
export function factSegments(path: string): FactSegment[] {
  return path
    .split(".")
    .slice(1)
    .map((seg) => {
      const field = seg.replace(/(\[\])+$/, "");
      return { field, lists: (seg.length - field.length) / 2 };
    });
}

/** A field of an entry: a name as the case file writes it. */
const FIELD = /^[a-z][a-z0-9_]*$/;

/**
 * The paths a rule declares it reads, each checked and written out whole
 * ("facts.people[].{farm,carted}" is "facts.people[].farm" and
 * "facts.people[].carted"), in the order given.
 */
export function factPaths(id: string, declared: readonly string[]): string[] {
  const out: string[] = [];
  for (const d of declared) {
    const group = /^(.*)\.\{([^{}]*)\}$/.exec(d);
    const heads = group === null ? [d] : (group[2] as string).split(",").map((f) => `${group[1]}.${f.trim()}`);
    for (const path of heads) {
      const segs = path.startsWith("facts.") ? factSegments(path) : [];
      if (segs.length === 0 || !segs.every((seg) => FIELD.test(seg.field)))
        throw new RuleDefinitionError(
          `rule ${id} declares it reads "${d}": a path of the case is written "facts.people[].farm" (fields of lower case, a list's items as "[]", several fields of one entry as ".{a,b}")`,
        );
      if (!out.includes(path)) out.push(path);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// The rules defined, so that they can be listed

/** A rule as a reader lists it: what it says, where, what it turns on, and what overrides it. */
export interface ListedRule {
  readonly id: string;
  readonly label: string;
  readonly provisions: readonly string[];
  /** The readings the rule declares it consults. */
  readonly readings: readonly string[];
  /** The ids of its exceptions, in the order they are tried. */
  readonly exceptions: readonly string[];
  /** For an exception: why it may win where its base's condition does not hold (see Rule). */
  readonly withoutBaseCondition?: string;
  /** Where the rule is defined: "src/law/dl-averi/lights.ts:166", when the sources are what runs. */
  readonly source: string | undefined;
  /** The facts of the case it declares it reads ("facts.people[].farm"), each path written out. */
  readonly reads: readonly string[];
}

/** A statute's rule: its id begins with the statute's id and a slash ("dl-averi/23#option"). */
const STATUTE_ID = /^[a-z0-9-]+\/[^\s]+$/;

const DEFINED = new Map<
  string,
  { rule: Rule<unknown, unknown>; source: string | undefined; reads: readonly string[] }
>();

/** The facts the rule `id` declares it reads, each path written out (none for a rule not defined). */
export function declaredReads(id: string): readonly string[] {
  return DEFINED.get(id)?.reads ?? NO_RULES;
}

/**
 * Where each rule is defined, as the build found it from the TypeScript sources
 * (scripts/bundle-cli.ts puts it into the command's bundle, whose stacks point into
 * the bundle and name no source). Undefined where the sources themselves run.
 */
declare const __SEALAW_RULE_SOURCES__: Readonly<Record<string, string>> | undefined;
const BUILT_SOURCES: Readonly<Record<string, string>> =
  typeof __SEALAW_RULE_SOURCES__ === "undefined" ? {} : __SEALAW_RULE_SOURCES__;

/**
 * The place in the source that called rule(), from a stack: the first frame outside
 * core/. Known only where the TypeScript sources run (tests, tsx); in the built
 * command the frames point into the bundle, and the build's table is read instead.
 */
function sourceOf(stack: string | undefined): string | undefined {
  if (stack === undefined) return undefined;
  const lines = stack.split("\n");
  for (let i = 1; i < lines.length; i++) {
    const m = /(src\/[^\s():]+\.ts):(\d+):\d+\)?$/.exec(lines[i] as string);
    if (m === null) continue;
    const file = m[1] as string;
    if (file.includes("/core/")) continue;
    return `${file}:${m[2]}`;
  }
  return undefined;
}

function listed(r: Rule<unknown, unknown>, source: string | undefined, reads: readonly string[]): ListedRule {
  return {
    id: r.id,
    label: r.label,
    provisions: [...r.provisions],
    readings: [...(r.readings ?? [])],
    exceptions: (r.exceptions ?? []).map((e) => e.id),
    ...(r.withoutBaseCondition !== undefined ? { withoutBaseCondition: r.withoutBaseCondition } : {}),
    source: source ?? (Object.hasOwn(BUILT_SOURCES, r.id) ? BUILT_SOURCES[r.id] : undefined),
    reads: [...reads],
  };
}

/**
 * The rules defined so far whose id is of `statute` (all, without it), in id order.
 * A statute's rules are defined when its modules load: list them after loading it.
 */
export function definedRules(statute?: string): ListedRule[] {
  const out: ListedRule[] = [];
  for (const [id, d] of DEFINED) {
    if (statute === undefined || id.startsWith(`${statute}/`)) out.push(listed(d.rule, d.source, d.reads));
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether a rule with this id has been defined. */
export function isDefinedRule(id: string): boolean {
  return DEFINED.has(id);
}

export interface Outcome<V> {
  readonly applied: boolean;
  readonly value: V | undefined;
  /** The rule (this one or an exception) whose value was taken. */
  readonly by: string | undefined;
  readonly step: Step;
}

/**
 * A value as plain JSON: what JSON.stringify and JSON.parse would make of it.
 * Strings, booleans and finite numbers come back as they are (-0 as 0, NaN and
 * the infinities as null, as JSON has them); anything else takes the round trip.
 */
export function toJsonValue(v: unknown): Json {
  switch (typeof v) {
    case "string":
    case "boolean":
      return v;
    case "number":
      return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
    case "undefined":
      return null;
    default:
      return v === null ? null : (JSON.parse(JSON.stringify(v)) as Json);
  }
}

function showValue<V>(r: Rule<unknown, V>, v: V): Json {
  if (r.show) return r.show(v);
  return toJsonValue(v);
}

/** Consult the rule's declared readings; the record of them, when explaining. */
function readingsOf(r: Rule<unknown, unknown>, ctx: RuleContext, explain: boolean): Record<string, string> | undefined {
  const names = r.readings;
  if (names === undefined || names.length === 0) return undefined;
  if (!explain) {
    for (let i = 0; i < names.length; i++) ctx.readings.get(names[i] as string);
    return undefined;
  }
  const out: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    out[name] = ctx.readings.get(name);
  }
  return out;
}

const NO_RULES: readonly never[] = [];

/**
 * The step of a rule that did not apply. Written out for each combination of
 * facts and children, so that each step is made in one go with its final shape
 * (most steps of an explanation are of this kind).
 */
function notApplicable(
  r: { readonly id: string; readonly label: string; readonly provisions: readonly string[] },
  facts: Record<string, Json> | undefined,
  children: Step[] | undefined,
  subject: string | undefined,
): Step {
  const provisions = r.provisions as string[];
  const kids = children && children.length > 0 ? children : undefined;
  if (subject !== undefined) {
    const step: Step = { rule: r.id, label: r.label, provisions, status: "not-applicable", subject };
    if (facts) step.facts = facts;
    if (kids) step.children = kids;
    return step;
  }
  if (facts) {
    return kids
      ? { rule: r.id, label: r.label, provisions, status: "not-applicable", facts, children: kids }
      : { rule: r.id, label: r.label, provisions, status: "not-applicable", facts };
  }
  return kids
    ? { rule: r.id, label: r.label, provisions, status: "not-applicable", children: kids }
    : { rule: r.id, label: r.label, provisions, status: "not-applicable" };
}

/**
 * Who is told which rule is being tried: the facts a rule's conditions and values
 * read are the facts its provisions make matter (see questions/record.ts). Almost
 * always nobody; then evaluating a rule costs one comparison more.
 */
export interface RuleWatcher {
  enter(r: { readonly id: string; readonly provisions: readonly string[] }): void;
  /** The rule entered last is done: `applied`, whether it gave the value (itself or by an exception). */
  leave(applied: boolean): void;
  /** The statute starts (true) or ends (false) looking over the facts for warnings only (see `aside`). */
  aside?(on: boolean): void;
  /** The statute starts (true) or ends (false) describing a party in words only (see `describing`). */
  describing?(on: boolean): void;
}

let watcher: RuleWatcher | undefined;

let unmetBase: ((base: string, exception: string) => void) | undefined;

/**
 * Be told each time an exception wins where its base rule's own condition does
 * not hold (undefined: stop); returns the listener it replaces.
 */
export function watchUnmetBase(
  f: ((base: string, exception: string) => void) | undefined,
): ((base: string, exception: string) => void) | undefined {
  const before = unmetBase;
  unmetBase = f;
  return before;
}

let tried: ((id: string) => void) | undefined;

/**
 * Run `f`, telling `each` the id of every rule it tries, once each time the rule
 * is tried (its exceptions are tried too, and told; so is whoever asked around `f`): the facts those rules
 * declare they read are the facts `f` read. Costs a comparison a rule when no one
 * asks.
 */
export function rulesTried<T>(f: () => T, each: (id: string) => void): T {
  const before = tried;
  tried =
    before === undefined
      ? each
      : (id) => {
          each(id);
          before(id);
        };
  try {
    return f();
  } finally {
    tried = before;
  }
}

/** Set the watcher (undefined: none); returns the one it replaces. */
export function watchRules(w: RuleWatcher | undefined): RuleWatcher | undefined {
  const before = watcher;
  watcher = w;
  return before;
}

/**
 * Run `f`, which only looks over the facts for what contradicts itself or counts
 * for nothing here (the warnings of a determination): a watcher is told, so that
 * a fact read only for a warning is not taken for one the rules need.
 */
export function aside<T>(f: () => T): T {
  const w = watcher;
  if (w?.aside === undefined) return f();
  w.aside(true);
  try {
    return f();
  } finally {
    w.aside(false);
  }
}

/** Evaluate a rule and its exceptions on one input. */
/**
 * Run `f`, which only describes a party in words (the role column of a division):
 * a watcher is told, so that a fact read only for the words is taken for one that
 * explains, not for one the rules need to decide.
 */
export function describing<T>(f: () => T): T {
  const w = watcher;
  if (w?.describing === undefined) return f();
  w.describing(true);
  try {
    return f();
  } finally {
    w.describing(false);
  }
}

export function evaluate<I, V>(r: Rule<I, V>, input: I, ctx: RuleContext): Outcome<V> {
  if (tried !== undefined) tried(r.id);
  if (watcher === undefined) return tryRule(r, input, ctx);
  const w = watcher;
  w.enter(r);
  let applied = false;
  try {
    const o = tryRule(r, input, ctx);
    applied = o.applied;
    return o;
  } finally {
    w.leave(applied);
  }
}

function tryRule<I, V>(r: Rule<I, V>, input: I, ctx: RuleContext): Outcome<V> {
  const explain = ctx.explain !== false;
  const exceptions = r.exceptions ?? NO_RULES;
  const children: Step[] | undefined = explain && exceptions.length > 0 ? [] : undefined;
  let winner: Outcome<V> | undefined;
  let winners: Outcome<V>[] | undefined;
  for (let i = 0; i < exceptions.length; i++) {
    const o = evaluate(exceptions[i] as Rule<I, V>, input, ctx);
    if (children) children.push(o.step);
    if (o.applied) {
      if (winner === undefined) winner = o;
      else if (winners === undefined) winners = [winner, o];
      else winners.push(o);
    }
  }
  const facts = explain && r.facts ? r.facts(input) : undefined;
  const subject = explain && r.subject ? describing(() => r.subject?.(input)) : undefined;
  if (winners) {
    throw new RuleConflictError(
      r.id,
      winners.map((w) => w.by ?? "?"),
    );
  }
  const holds = r.when ? r.when(input, ctx) : true;
  if (winner && !holds && unmetBase !== undefined) unmetBase(r.id, winner.by ?? "?");
  if (winner) {
    // The value comes from the exception, whether or not the base rule's own
    // condition held: the base rule is recorded as overridden by it either way, so
    // that the explanation never hides the exception that decided.
    if (!explain) return { applied: true, value: winner.value, by: winner.by, step: LEFT_OUT };
    const step: Step = { rule: r.id, label: r.label, provisions: r.provisions as string[], status: "overridden" };
    if (subject !== undefined) step.subject = subject;
    if (facts) step.facts = facts;
    step.overriddenBy = [winner.by ?? "?"];
    step.value = winner.step.value ?? null;
    step.children = children as Step[];
    return { applied: true, value: winner.value, by: winner.by, step };
  }
  if (!holds) {
    if (!explain) return { applied: false, value: undefined, by: undefined, step: LEFT_OUT };
    return { applied: false, value: undefined, by: undefined, step: notApplicable(r, facts, children, subject) };
  }
  // Declared readings are consulted only when the rule gives the value: a reading
  // that belongs to a rule which did not apply did not shape the result.
  const readings = readingsOf(r as Rule<unknown, unknown>, ctx, explain);
  const value = r.gives(input, ctx);
  if (!explain) return { applied: true, value, by: r.id, step: LEFT_OUT };
  const step: Step = { rule: r.id, label: r.label, provisions: r.provisions as string[], status: "applied" };
  if (subject !== undefined) step.subject = subject;
  if (facts) step.facts = facts;
  if (readings) step.readings = readings;
  step.value = showValue(r as Rule<unknown, V>, value);
  if (children && children.length > 0) step.children = children;
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
  if (ctx.explain === false) return { applied: true, value: fallback.value, by: undefined, step: LEFT_OUT };
  const step: Step = {
    label: fallback.label,
    provisions: fallback.provisions.slice(),
    status: "applied",
    value: showValue(r as Rule<unknown, V>, fallback.value),
    children: [o.step],
  };
  return { applied: true, value: fallback.value, by: undefined, step };
}

/**
 * Try rules in order; the first that applies gives the value (each still leaves a
 * step; none when the explanation is left out).
 */
export function firstOf<I, V>(
  rules: readonly Rule<I, V>[],
  input: I,
  ctx: RuleContext,
): Outcome<V> & { steps: Step[] } {
  const explain = ctx.explain !== false;
  const steps: Step[] = [];
  for (let i = 0; i < rules.length; i++) {
    const o = evaluate(rules[i] as Rule<I, V>, input, ctx);
    if (explain) steps.push(o.step);
    if (o.applied) return { applied: o.applied, value: o.value, by: o.by, step: o.step, steps };
  }
  return {
    applied: false,
    value: undefined,
    by: undefined,
    step: explain ? (steps[steps.length - 1] as Step) : LEFT_OUT,
    steps,
  };
}
