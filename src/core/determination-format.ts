/**
 * Determination format 2: the same determination, each thing said once.
 *
 * Format 1 (determination.ts) writes each step of the explanation with its rule's
 * label and provisions, so a rule tried for twenty parties says the same words
 * twenty times. Format 2 writes each rule that several steps name once, in a
 * table `rules` (rule id -> label, provisions, and the readings the rule consults),
 * and each step names its rule by id, writing a label or provisions of its own only
 * where they differ from the rule's (a step that counts one party's parts says whose
 * they are); a rule that one step alone names is written whole in that step. Steps
 * that belong to no rule (notes, the parts of one party) keep their label and
 * provisions. The receipt names the format, and its readings, the determination's
 * own, are said once, at the top. Everything else is as in format 1.
 *
 * `compact` makes format 2 of format 1 and `expand` format 1 of format 2; a test
 * holds, for every shipped example, that expanding gives format 1 back, so format
 * 2 holds every fact of format 1.
 */

import type { Determination, Receipt } from "./determination.js";
import type { Step, StepStatus } from "./explain.js";
import type { Json } from "./json.js";
import { definedRules, isDefinedRule, type ListedRule } from "./rule.js";

/** A rule as format 2's table writes it, once for all the steps that name it. */
export interface RuleEntry {
  /** What the rule says, in one line. */
  label: string;
  /** The provisions it implements. */
  provisions: string[];
  /** The readings the rule consults, by name; left out when it consults none. */
  readings?: string[];
}

/** A step that names its rule: its label and provisions are the rule's unless written. */
export interface RuleStep2 {
  rule: string;
  /** The party the step is about (an allocation's id): its label is then written with its words in place (see `PartyWords`). */
  party?: string;
  /** Only where the step's words differ from its rule's (in the table). */
  label?: string;
  /** Only where the step's provisions differ from its rule's. */
  provisions?: string[];
  status: StepStatus;
  overriddenBy?: string[];
  /** The entry of the case the step's facts are fields of ("people[3]"). */
  subject?: string;
  facts?: Record<string, Json>;
  readings?: Record<string, string>;
  value?: Json;
  children?: Step2[];
}

/** A step of no rule (a note, the sum of one party's parts): its label and provisions are its own. */
export interface PlainStep2 {
  /** The party the step is about (an allocation's id): its label is then written with its words in place. */
  party?: string;
  label: string;
  provisions: string[];
  status: StepStatus;
  overriddenBy?: string[];
  /** The entry of the case the step's facts are fields of ("people[3]"). */
  subject?: string;
  facts?: Record<string, Json>;
  readings?: Record<string, string>;
  value?: Json;
  children?: Step2[];
}

export type Step2 = RuleStep2 | PlainStep2;

export interface Receipt2 extends Omit<Receipt, "readings"> {
  /** The format of the determination: "2". */
  format: "2";
  /**
   * The readings, where they are not the determination's own `readings` (left out
   * when they are, as they always are in a determination sealaw makes).
   */
  readings?: Receipt["readings"];
}

/** A determination in format 2. */
export type Determination2 = { format: 2 } & Omit<Determination, "explanation" | "receipt"> & {
    /** Each rule the explanation names, once: rule id -> label, provisions, readings. Keys sorted. */
    rules: Record<string, RuleEntry>;
    explanation: Step2;
    receipt: Receipt2;
  };

/** The formats a determination is written in; 2 is the default. */
export const DETERMINATION_FORMATS = [1, 2] as const;
export type DeterminationFormat = (typeof DETERMINATION_FORMATS)[number];

/** A determination in the format asked for. */
export function inFormat(d: Determination, format: DeterminationFormat): Determination | Determination2 {
  return format === 1 ? asFormat1(d) : compact(d);
}

/** The format named by a flag or query ("1", "2", 1, 2, or nothing: 2); undefined for any other. */
export function parseFormat(v: unknown): DeterminationFormat | undefined {
  if (v === undefined) return 2;
  if (v === 1 || v === "1") return 1;
  if (v === 2 || v === "2") return 2;
  return undefined;
}

// The rules as they are defined, by id: read once, and again when one is missing
// (a statute's rules are defined when its modules load).
let byId: Map<string, ListedRule> | undefined;

function ruleAsListed(id: string): ListedRule | undefined {
  if (byId === undefined || (!byId.has(id) && isDefinedRule(id))) {
    byId = new Map(definedRules().map((r) => [r.id, r]));
  }
  return byId.get(id);
}

/** Whether two values write the same JSON (at once when they are one value, as the engine makes them). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The table entry of a rule: the rule as it is defined (its label, provisions and
 * declared readings); for a rule id the statute does not define through a rule
 * (a heading that names its section), the words of the first step that names it.
 */
function entryOf(id: string, first: Step): RuleEntry {
  const r = ruleAsListed(id);
  if (r === undefined) return { label: first.label, provisions: first.provisions.slice() };
  const e: RuleEntry = { label: r.label, provisions: [...r.provisions] };
  if (r.readings.length > 0) e.readings = [...r.readings];
  return e;
}

/** How many steps name each rule. */
function countRules(s: Step, n: Map<string, number>): Map<string, number> {
  if (s.rule !== undefined) n.set(s.rule, (n.get(s.rule) ?? 0) + 1);
  if (s.children !== undefined) for (const c of s.children) countRules(c, n);
  return n;
}

/** A party's words as the allocations give them, once: its name and its role. */
interface PartyWords {
  id: string;
  name: string;
  role?: string;
}

/**
 * The parties of a determination, by id, from its allocations: what a step's
 * `party` names. A step's label written with `{name}`, `{role}` and `{rule}` in
 * place of its party's name, its party's role and its rule's label is read with
 * those words put back; a label is written so only where it holds no brace of its
 * own, so the three never stand for anything else.
 */
function partiesOf(d: {
  allocations?: readonly { id: string; name: string; role?: string }[];
}): Map<string, PartyWords> {
  const out = new Map<string, PartyWords>();
  for (const a of d.allocations ?? []) {
    if (out.has(a.id)) continue;
    const w: PartyWords = { id: a.id, name: a.name };
    if (a.role !== undefined && a.role !== "") w.role = a.role;
    out.set(a.id, w);
  }
  return out;
}

/** Whether the text goes on after a name, rather than the name being the start of a longer word. */
function endsWord(label: string, at: number): boolean {
  if (at >= label.length) return true;
  return !/[\p{L}\p{N}_]/u.test(label.charAt(at));
}

interface Compacting {
  table: Map<string, RuleEntry>;
  named: ReadonlyMap<string, number>;
  /** The parties, longest name first, so "Householder H10" is found before "Householder H1". */
  parties: readonly PartyWords[];
}

/**
 * A step's label with its party's words, and its rule's label, in place: the
 * party whose name the label begins with (the longest such name), its role where
 * the name is followed by ", " and the role, and the rule's label where the rest
 * ends with it. Undefined when the label names no party first, or has a brace.
 */
function templated(
  label: string,
  rule: RuleEntry | undefined,
  parties: readonly PartyWords[],
): { party: string; label: string } | undefined {
  if (label.includes("{") || label.includes("}")) return undefined;
  for (const p of parties) {
    if (!label.startsWith(p.name) || !endsWord(label, p.name.length)) continue;
    let out = "{name}";
    let rest = label.slice(p.name.length);
    if (p.role !== undefined && rest.startsWith(`, ${p.role}`) && endsWord(rest, p.role.length + 2)) {
      out += ", {role}";
      rest = rest.slice(p.role.length + 2);
    }
    if (rule !== undefined && rule.label !== "" && rest.endsWith(rule.label)) {
      rest = `${rest.slice(0, rest.length - rule.label.length)}{rule}`;
    }
    return { party: p.id, label: out + rest };
  }
  return undefined;
}

function compactStep(s: Step, c: Compacting): Step2 {
  let out: Step2;
  if (s.rule !== undefined && (c.named.get(s.rule) ?? 0) > 1) {
    let e = c.table.get(s.rule);
    if (e === undefined) {
      e = entryOf(s.rule, s);
      c.table.set(s.rule, e);
    }
    const r = { rule: s.rule } as RuleStep2;
    if (s.label !== e.label) {
      const t = templated(s.label, e, c.parties);
      if (t === undefined) r.label = s.label;
      else {
        r.party = t.party;
        r.label = t.label;
      }
    }
    if (!sameList(s.provisions, e.provisions)) r.provisions = s.provisions.slice();
    r.status = s.status;
    out = r;
  } else {
    // A rule named by this step alone is said once here, in full; a step of no rule has its own words.
    const t = templated(s.label, undefined, c.parties);
    const head = (s.rule !== undefined ? { rule: s.rule } : {}) as Step2;
    if (t !== undefined) head.party = t.party;
    head.label = t?.label ?? s.label;
    head.provisions = s.provisions.slice();
    head.status = s.status;
    out = head;
  }
  // The rest in one order, whatever order the step was built in: the same
  // determination is the same bytes.
  if (s.overriddenBy !== undefined) out.overriddenBy = s.overriddenBy.slice();
  if (s.subject !== undefined) out.subject = s.subject;
  if (s.facts !== undefined) out.facts = s.facts;
  if (s.readings !== undefined) out.readings = s.readings;
  if (s.value !== undefined) out.value = s.value;
  if (s.children !== undefined) out.children = s.children.map((ch) => compactStep(ch, c));
  return out;
}

/** Format 2 of a determination in format 1. */
export function compact(d: Determination): Determination2 {
  const table = new Map<string, RuleEntry>();
  const parties = [...partiesOf(d).values()].sort((a, b) => b.name.length - a.name.length);
  const explanation = compactStep(d.explanation, { table, named: countRules(d.explanation, new Map()), parties });
  const rules: Record<string, RuleEntry> = {};
  for (const id of [...table.keys()].sort()) rules[id] = table.get(id) as RuleEntry;
  const out: Record<string, unknown> = { format: 2 };
  for (const [k, v] of Object.entries(d)) {
    if (k === "explanation") {
      out.rules = rules;
      out.explanation = explanation;
    } else if (k === "receipt") {
      // The receipt's readings are the determination's: said once, at the top.
      const { sealaw, readings, ...rest } = v as Receipt;
      out.receipt = sameJson(readings, d.readings)
        ? { sealaw, format: "2", ...rest }
        : { sealaw, format: "2", ...rest, readings };
    } else out[k] = v;
  }
  return out as Determination2;
}

/**
 * Format 1 as sealaw has always written it: the determination without what only
 * format 2 writes (a step's `subject`). The determination is returned as it is
 * when no step has a subject.
 */
export function asFormat1(d: Determination): Determination {
  if (!hasSubject(d.explanation)) return d;
  return { ...d, explanation: withoutSubject(d.explanation) };
}

function hasSubject(s: Step): boolean {
  if (s.subject !== undefined) return true;
  if (s.children !== undefined) for (const c of s.children) if (hasSubject(c)) return true;
  return false;
}

/** A step without its subject, and its children likewise; every other key in its own place. */
function withoutSubject(s: Step): Step {
  const out: Record<string, unknown> = {};
  for (const k in s) {
    if (k === "subject") continue;
    const v = s[k as keyof Step];
    out[k] = k === "children" ? (v as Step[]).map(withoutSubject) : v;
  }
  return out as unknown as Step;
}

/** A problem with a determination given in format 2: a step names a rule the table lacks. */
export class FormatError extends Error {
  override name = "FormatError";
}

/** A step's label with its party's words and its rule's label put back (see `templated`). */
function filled(template: string, party: PartyWords, rule: RuleEntry | undefined, path: string): string {
  return template.replace(/\{(name|role|rule)\}/g, (_, w: string) => {
    if (w === "name") return party.name;
    if (w === "role" && party.role !== undefined) return party.role;
    if (w === "rule" && rule !== undefined) return rule.label;
    throw new FormatError(
      `${path}.label writes {${w}}, which ${w === "role" ? `the party "${party.id}" has no role for` : "no rule of the table gives"}`,
    );
  });
}

interface Expanding {
  rules: Readonly<Record<string, RuleEntry>>;
  parties: ReadonlyMap<string, PartyWords>;
}

function expandStep(s: Step2, x: Expanding, path: string): Step {
  let label: string;
  let provisions: string[];
  const out: Partial<Step> = {};
  let e: RuleEntry | undefined;
  if ("rule" in s && s.rule !== undefined) {
    e = Object.hasOwn(x.rules, s.rule) ? x.rules[s.rule] : undefined;
    if (e === undefined && (s.label === undefined || s.provisions === undefined)) {
      throw new FormatError(`${path} names the rule "${s.rule}", which the determination's rules do not list`);
    }
    out.rule = s.rule;
    label = s.label ?? (e as RuleEntry).label;
    provisions = (s.provisions ?? (e as RuleEntry).provisions).slice();
  } else {
    label = s.label as string;
    provisions = (s.provisions as string[]).slice();
  }
  if (s.party !== undefined) {
    const party = x.parties.get(s.party);
    if (party === undefined)
      throw new FormatError(`${path} names the party "${s.party}", which the allocations do not list`);
    label = filled(label, party, e, path);
  }
  out.label = label;
  out.provisions = provisions;
  out.status = s.status;
  if (s.overriddenBy !== undefined) out.overriddenBy = s.overriddenBy.slice();
  if (s.facts !== undefined) out.facts = s.facts;
  if (s.readings !== undefined) out.readings = s.readings;
  if (s.value !== undefined) out.value = s.value;
  if (s.children !== undefined) out.children = s.children.map((c, i) => expandStep(c, x, `${path}.children[${i}]`));
  return out as Step;
}

/** Format 1 of a determination in format 2 (one in format 1 is returned as it is). */
export function expand(d: Determination2 | Determination): Determination {
  if (!isFormat2(d)) return d;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(d)) {
    if (k === "format" || k === "rules") continue;
    if (k === "explanation")
      out.explanation = expandStep(v as Step2, { rules: d.rules, parties: partiesOf(d) }, "explanation");
    else if (k === "receipt") {
      const { format: _, ...rest } = v as Receipt2;
      out.receipt = rest.readings === undefined ? { ...rest, readings: d.readings } : rest;
    } else out[k] = v;
  }
  return out as unknown as Determination;
}

/** Whether a determination is written in format 2 (format 1 has no `format`). */
export function isFormat2(d: Determination2 | Determination): d is Determination2 {
  return (d as { format?: unknown }).format === 2;
}
