/**
 * Explanations as data.
 *
 * Every evaluated rule leaves a Step: which rule, which provisions, whether it
 * applied, was overridden (and by what) or did not apply, the facts it read, the
 * readings it consulted, and the value it produced. Steps nest, so a determination
 * carries a tree that can be rendered as text or sent as JSON.
 */

import type { Json } from "./json.js";
import { type Lang, phrases } from "./messages.js";

const words = phrases("core/explain", {
  overriddenBy: "(overridden by {rules})",
  notApplied: "(did not apply)",
  facts: "facts: {facts}",
  readings: "readings: {readings}",
});

export type StepStatus = "applied" | "overridden" | "not-applicable" | "note";

export interface Step {
  /** Rule id, e.g. "borkum-1666/6.5#vogt-wagon". Absent for plain notes. */
  rule?: string;
  label: string;
  provisions: string[];
  status: StepStatus;
  /** Rule ids of the exceptions that overrode this rule. */
  overriddenBy?: string[];
  /**
   * The entry of the case this step is about, by its path in the case file
   * ("facts.people[3]", as the interview and the warnings write paths), where the
   * law gives one. Its `facts` are then that entry's own fields as the file gives
   * them, each under its field's name, so `subject` and a fact's name make the
   * fact's path in the case ("facts.people[3].farm"). Set only when the
   * explanation is built. Written in format 2; format 1, as it was before, has no
   * subject.
   */
  subject?: string;
  /** The facts this step read, by name (by path under `subject` where it has one). */
  facts?: Record<string, Json>;
  /** The readings this step consulted: name -> alternative code. */
  readings?: Record<string, string>;
  value?: Json;
  children?: Step[];
}

export function note(label: string, provisions: string[] = [], extra: Partial<Step> = {}): Step {
  return { label, provisions, status: "note", ...extra };
}

const MARK: Record<StepStatus, string> = {
  applied: "✓",
  overridden: "✗",
  "not-applicable": "·",
  note: "•",
};

export interface RenderOptions {
  /** Leave out rules that did not apply (they stay in the JSON). Default false. */
  hideNotApplicable?: boolean;
  /** Show the facts each step read. Default true. */
  facts?: boolean;
  /** How a step's label and text value are said (core/messages.ts `sayer`); default as they are, in English. */
  say?: (text: string) => string;
  /**
   * How a fact's value is said: a value the case gives stays as it is, but one a rule
   * wrote in words ("the Fortuna herself") may be said in the language. Default as it is.
   */
  sayValue?: (text: string) => string;
  /** The language of the words the rendering adds ("(did not apply)", "facts:"). Default English. */
  lang?: Lang;
}

/**
 * A step's value that is a list or a record, with each text in it said (its words
 * and its keys where a rule wrote them as phrases), before it is written as JSON.
 */
function saidJson(v: Json, say: (text: string) => string): Json {
  if (typeof v === "string") return say(v);
  if (Array.isArray(v)) return v.map((x) => saidJson(x, say));
  if (v === null || typeof v !== "object") return v;
  const out: Record<string, Json> = {};
  for (const [k, x] of Object.entries(v)) out[say(k)] = saidJson(x, say);
  return out;
}

function short(v: Json): string {
  if (v === null) return "null";
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  const s = JSON.stringify(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}

/** Render the tree as indented text, one line per step (plus facts). */
export function renderExplanation(root: Step, opts: RenderOptions = {}): string {
  const lines: string[] = [];
  const showFacts = opts.facts ?? true;
  const say = opts.say ?? ((text: string) => text);
  const sayValue = opts.sayValue ?? ((text: string) => text);
  const lang = opts.lang ?? "en";
  const notApplied = ` ${words.notApplied.in(lang)}`;
  // Said once with a mark where the facts and the readings go: a tree has many steps.
  const [factsBefore = "", factsAfter = ""] = words.facts.in(lang, { facts: "\uE001" }).split("\uE001");
  const [readBefore = "", readAfter = ""] = words.readings.in(lang, { readings: "\uE001" }).split("\uE001");
  const walk = (s: Step, depth: number): void => {
    if (opts.hideNotApplicable && s.status === "not-applicable") {
      // A rule that did not apply is hidden, but anything under it that did apply is not.
      for (const c of s.children ?? []) walk(c, depth);
      return;
    }
    const pad = "  ".repeat(depth);
    const cite = s.provisions.length > 0 ? ` [${s.provisions.join(", ")}]` : "";
    let line = `${pad}${MARK[s.status]} ${say(s.label)}${cite}`;
    if (s.value !== undefined && s.status !== "note")
      line += ` => ${
        typeof s.value === "string"
          ? say(s.value)
          : short(opts.say !== undefined && typeof s.value === "object" ? saidJson(s.value, say) : s.value)
      }`;
    if (s.status === "overridden" && s.overriddenBy?.length)
      line += ` ${words.overriddenBy.in(lang, { rules: s.overriddenBy.join(", ") })}`;
    if (s.status === "not-applicable") line += notApplied;
    lines.push(line);
    if (showFacts && s.facts && Object.keys(s.facts).length > 0) {
      const f = Object.entries(s.facts)
        // A fact's name is the case's field, or, where a rule names what it read in words, a phrase: said
        // in the language too. Its value is the case's, as the case gives it, or a phrase a rule made.
        .map(([k, v]) => `${say(k)}=${typeof v === "string" ? sayValue(v) : short(v)}`)
        .join(", ");
      lines.push(`${pad}    ${factsBefore}${f}${factsAfter}`);
    }
    if (s.readings && Object.keys(s.readings).length > 0) {
      const r = Object.entries(s.readings)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ");
      lines.push(`${pad}    ${readBefore}${r}${readAfter}`);
    }
    for (const c of s.children ?? []) walk(c, depth + 1);
  };
  walk(root, 0);
  return lines.join("\n");
}

/** Every provision cited anywhere in the tree, in first-seen order. */
export function citedProvisions(root: Step): string[] {
  const seen = new Set<string>();
  const walk = (s: Step): void => {
    for (const p of s.provisions) seen.add(p);
    for (const c of s.children ?? []) walk(c);
  };
  walk(root);
  return [...seen];
}
