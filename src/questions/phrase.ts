/**
 * One fact as a question: the words (from the field's description in the kind's
 * schema), the kind of answer it takes (yes/no, one of a list with the meaning of
 * each, an amount, a date, a person of the case ...), whom it is about, and where
 * it stands in the order a person answers (the situation, the parties, amounts,
 * dates, the rest).
 */

import { pathText, plainObject, resolve, type Schema, type Seg, valueAt } from "./schema-walk.js";

export type AnswerType =
  | "yes_no"
  | "one_of"
  | "some_of"
  | "amount"
  | "number"
  | "date"
  | "person"
  | "people"
  | "ship"
  | "text"
  | "entries"
  | "details"
  | "mapping"
  | "other";

export interface Option {
  value: string;
  /** What the value means, where the schema says. */
  meaning?: string;
}

export interface Answer {
  type: AnswerType;
  /** For one_of and some_of: the values, each with its meaning. */
  options?: Option[];
  /** For amount: the case's currency. */
  currency?: string;
  /** For date: how to write it. */
  format?: string;
  /** For person, people and ship: the ids the case lists so far. */
  choices?: string[];
  /** The value the case format assumes when the fact is left out. */
  default?: unknown;
}

export type Category = "situation" | "parties" | "amounts" | "dates" | "other";

/** The order a person answers in. */
export const CATEGORY_ORDER: readonly Category[] = ["situation", "parties", "amounts", "dates", "other"];

export interface Phrased {
  /** Where in the case file: "facts.people[3].helped". */
  path: string;
  /** The field's name. */
  field: string;
  /** The person or thing the fact belongs to, for a field of a list entry: its id, or the list and place. */
  subject?: string;
  question: string;
  answer: Answer;
  category: Category;
}

const DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** Does a string schema take an id (letters, digits ... the pattern of idSchema)? */
function isId(s: Schema): boolean {
  return s.type === "string" && typeof s.pattern === "string" && s.pattern.startsWith("^[A-Za-z0-9]");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The meaning of each value as the description gives it: "value (meaning)" or "value: meaning;". */
export function meanings(values: readonly string[], description: string | undefined): Option[] {
  return values.map((value) => {
    if (!description) return { value };
    const v = escapeRegExp(value);
    const paren = new RegExp(`(?:^|[\\s,;:])${v}\\s*\\(((?:[^()]|\\([^()]*\\))*)\\)`).exec(description);
    const colon = new RegExp(`(?:^|[\\s,;])${v}:\\s*([^;]+)`).exec(description);
    const m = (paren?.[1] ?? colon?.[1])?.trim().replace(/[.,]$/, "");
    return m ? { value, meaning: m } : { value };
  });
}

function ids(given: Record<string, unknown>, list: string): string[] {
  const v = given[list];
  if (!Array.isArray(v)) return [];
  return v.map((x) => plainObject(x)?.id).filter((x): x is string => typeof x === "string");
}

/** A ship or a person? Said by the field's description (the shared vocabulary lists both by id). */
function refersTo(description: string | undefined): "ship" | "person" {
  // Whichever the description names first: "the id of the ship the person was aboard".
  const d = description ?? "";
  const ship = d.search(/\bship\b/i);
  const person = d.search(/\b(person|people|owner|who|whom|seaman|merchant)\b/i);
  return ship >= 0 && (person < 0 || ship < person) ? "ship" : "person";
}

export function answerOf(
  s0: Schema | undefined,
  root: Schema,
  currency: string,
  given: Record<string, unknown>,
): Answer {
  const s = resolve(s0, root);
  if (!s) return { type: "other" };
  const description = typeof s.description === "string" ? s.description : undefined;
  const withDefault = (a: Answer): Answer => (s.default !== undefined ? { ...a, default: s.default } : a);
  if (Array.isArray(s.enum)) {
    return withDefault({ type: "one_of", options: meanings(s.enum.map(String), description) });
  }
  if (Array.isArray(s.anyOf) || Array.isArray(s.type)) {
    const branches = Array.isArray(s.anyOf)
      ? (s.anyOf as Schema[]).map((b) => resolve(b, root))
      : (s.type as string[]).map((type) => ({ type }) as Schema);
    // The two shapes of a figure: an amount (a whole number or units spelled out) or an exact number.
    if (branches.some((b) => b?.type === "integer") && branches.some((b) => b?.type === "string")) {
      return withDefault({ type: "amount", currency });
    }
    if (branches.some((b) => b?.type === "number") && branches.some((b) => b?.type === "string")) {
      return withDefault({ type: "number" });
    }
    const object = branches.find((b) => b?.type === "object" || b?.type === "array");
    if (object) return answerOf({ ...object, description }, root, currency, given);
    return withDefault({ type: "other" });
  }
  switch (s.type) {
    case "boolean":
      return withDefault({ type: "yes_no" });
    case "integer":
    case "number":
      return withDefault({ type: "number" });
    case "string":
      if (typeof s.pattern === "string" && DATE.test(s.pattern))
        return withDefault({ type: "date", format: "YYYY-MM-DD" });
      if (isId(s)) {
        const to = refersTo(description);
        return withDefault({ type: to, choices: ids(given, to === "ship" ? "ships" : "people") });
      }
      return withDefault({ type: "text" });
    case "array": {
      const items = resolve(s.items, root);
      if (items && Array.isArray(items.enum)) {
        return withDefault({
          type: "some_of",
          options: meanings(items.enum.map(String), description ?? (items.description as string | undefined)),
        });
      }
      if (items && isId(items)) return withDefault({ type: "people", choices: ids(given, "people") });
      if (items?.type === "object") return withDefault({ type: "entries" });
      return withDefault({ type: "other" });
    }
    case "object":
      // A mapping with named fields is asked field by field; one of free keys (id -> value) whole.
      return withDefault({ type: s.properties !== undefined ? "details" : "mapping" });
    default:
      return withDefault({ type: "other" });
  }
}

function categoryOf(path: readonly Seg[], a: Answer): Category {
  if (a.type === "amount" || a.type === "number") return "amounts";
  if (a.type === "date") return "dates";
  const inEntry = path.some((x) => typeof x === "number");
  if (inEntry || a.type === "entries" || a.type === "person" || a.type === "people" || a.type === "ship")
    return "parties";
  if (a.type === "text" || a.type === "other") return "other";
  return "situation";
}

/**
 * Whom a path is about: the id of the list entry it lies in (the innermost), or
 * that entry's place under the nearest entry with an id ("hoop: owners[0]"), or its
 * place in the facts ("ships[0].owners[0]").
 */
function subjectOf(given: unknown, path: readonly Seg[]): string | undefined {
  const entries: number[] = [];
  path.forEach((x, i) => {
    if (typeof x === "number" && i < path.length - 1) entries.push(i);
  });
  const inner = entries[entries.length - 1];
  if (inner === undefined) return undefined;
  const idAt = (i: number) => plainObject(valueAt(given, path.slice(0, i + 1)))?.id;
  const own = idAt(inner);
  if (typeof own === "string") return own;
  for (let k = entries.length - 2; k >= 0; k--) {
    const outer = entries[k] as number;
    const id = idAt(outer);
    if (typeof id === "string") return `${id}: ${pathText(path.slice(outer + 1, inner + 1))}`;
  }
  return pathText(path.slice(0, inner + 1));
}

function firstSentence(d: string): string {
  const m = /^(.*?[.?!])(?=\s+[A-Z]|$)/s.exec(d);
  return (m?.[1] ?? d).trim();
}

function humanise(field: string): string {
  const w = field.replace(/_/g, " ");
  return `${w.charAt(0).toUpperCase()}${w.slice(1)}.`;
}

/** The question for the fact at `path` (under the facts). */
export function phrase(
  path: readonly Seg[],
  root: Schema,
  schema: Schema | undefined,
  currency: string,
  given: Record<string, unknown>,
): Phrased {
  const field = String([...path].reverse().find((x) => typeof x === "string") ?? "facts");
  const s = resolve(schema, root);
  const description = typeof s?.description === "string" ? s.description : undefined;
  const subject = subjectOf(given, path);
  // An entry's own id is a new name, not a reference to someone listed.
  const own = field === "id" && typeof path[path.length - 2] === "number";
  const answer = own ? { type: "text" as const } : answerOf(s, root, currency, given);
  // A reference with only the generic words of an id: ask for whom it names.
  const bare = description === undefined || description.startsWith("An identifier, unique in the case");
  let words = own
    ? "A short name to refer to it by in the case (an id): letters, digits, '_', '.' or '-'."
    : bare && (answer.type === "person" || answer.type === "ship" || answer.type === "people")
      ? `Which ${answer.type === "ship" ? "ship" : answer.type === "people" ? "people" : "person"} of the case (by id)?`
      : description
        ? firstSentence(description)
        : humanise(field);
  if (answer.type === "entries") words = `${words} How many are there? Each is then asked about in turn.`;
  const at = ["facts", ...path].reduce<string>(
    (t, k) => (typeof k === "number" ? `${t}[${k}]` : t ? `${t}.${k}` : k),
    "",
  );
  return {
    path: at,
    field,
    ...(subject !== undefined ? { subject } : {}),
    question: subject !== undefined ? `${subject} — ${field.replace(/_/g, " ")}: ${words}` : words,
    answer,
    category: categoryOf(path, answer),
  };
}
