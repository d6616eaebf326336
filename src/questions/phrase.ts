/**
 * One fact as a question: the words, the kind of answer it takes (yes/no, one of a
 * list with the meaning of each, an amount, a date, a person of the case ...), whom
 * it is about, and where it stands in the order a person answers (the situation,
 * the parties, amounts, dates, the rest).
 *
 * The words are the field's own question where the kind's schema gives one
 * (`.meta({ question: "Did {who} help with a wagon of his or her own?" })`, `{who}`
 * standing for the entry it is about), else its description. A question of a list
 * asks how many ("How many island ships went out?"). A field of a kind two statutes
 * read may also carry `questionBy: { "dl-vrag": "..." }`: the schema the questions
 * read is the statute's own (factsJsonSchema, law/listing.ts questionsOf), in which
 * that statute's question stands as `question`.
 */

import { type Msg, phrases } from "../core/messages.js";
import type { Currency } from "../core/money.js";
import { STATUTES } from "../law/index.js";
import { FIELD_MEANINGS, FIELD_QUESTIONS } from "./fields.js";
import { note } from "./notes.js";
import { factsJsonSchema, plainObject, resolve, type Schema, type Seg, schemaAt, valueAt } from "./schema-walk.js";

/**
 * The interview's own words around a field's question, which is the case format's
 * (fields.ts gives it a message, where it has one).
 */
const say = phrases("questions/phrase", {
  it: "it",
  about: "{who}: {question}",
  howMany: "{question} How many are there?",
  idName: "What short name (letters, digits, underscores, dots or dashes) shall {what} go by in the case?",
  goodsOfPerson: "{person}'s parcel {id}",
  goodsOfPersonNoId: "{person}'s parcel",
  goodsNoPerson: "the parcel {id}",
  goodsNoPersonNoId: "the parcel",
  goodsOfWhat: "{goods} of {what}",
  wageOwed: "the wage owed to {person}",
  personOf: "{noun} {person}",
  personOfEntry: "{noun} {person} of {entry}",
  thingOf: "{person}'s {what}",
  thingOfEntry: "{person}'s {what} of {entry}",
  fromEntry: "from {entry}",
  fromParcel: "from parcel {parcel}",
  theWhat: "the {what}",
  theWhatOf: "the {what} of {entry}",
  shipHerself: "the ship herself",
  theParcel: "the parcel {parcel}",
  entry: "entry",
  place: "{noun} {n}",
  placeOf: "{noun} {n} of {entry}",
  placeWithin: "{noun} {n} of {within}",
});

/** The case format's kind and statute a facts schema is of, for the ids of its fields' questions. */
const OWNER = new WeakMap<Schema, string>();
function ownerOf(root: Schema): string | undefined {
  if (!OWNER.has(root))
    for (const s of STATUTES) for (const h of s.kinds) OWNER.set(factsJsonSchema(h), `${s.id}/${h.kind}`);
  return OWNER.get(root);
}

/** A field's id in fields.ts: its kind, statute and place in the facts ("dl-vrag/wreck/items[].damaged"). */
export function fieldId(owner: string, path: readonly Seg[]): string {
  return `${owner}/${path
    .map((x) => (typeof x === "number" ? "[]" : `.${x}`))
    .join("")
    .slice(1)
    .replaceAll(".[]", "[]")}`;
}

/**
 * The message of a field's own words, where fields.ts has one with just these words
 * (a field that has other words in another shape of its mapping has one for each).
 */
function fieldMessage(root: Schema, path: readonly Seg[], english: string): string | undefined {
  const owner = ownerOf(root);
  if (owner === undefined) return undefined;
  return FIELD_QUESTIONS[english]?.[fieldId(owner, path)];
}

/** The message of what a value of a field means, where fields.ts has one with just these words. */
function meaningMessage(root: Schema, path: readonly Seg[], value: string, english: string): string | undefined {
  const owner = ownerOf(root);
  if (owner === undefined) return undefined;
  return FIELD_MEANINGS[english]?.[`${fieldId(owner, path)}=${value}`];
}

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
  | "ships"
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
  /** For amount: an amount written in the case's own units, to show how ("12 rtl 3 st"). */
  example?: string;
  /** For date: how to write it. */
  format?: string;
  /** For person, people, ship and ships: the ids the case lists so far. */
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
  /**
   * The person or thing the fact belongs to, for a field of a list entry: its id,
   * or in words its place in the list ("owner 1 of hoop").
   */
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

/** The meanings found in each schema's description, by its values and description (both the schema's own, so few). */
const MEANINGS = new Map<string, readonly Option[]>();

/** The meaning of each value as the description gives it: "value (meaning)" or "value: meaning;". */
export function meanings(values: readonly string[], description: string | undefined): Option[] {
  const key = JSON.stringify([description ?? "", values]);
  let found = MEANINGS.get(key);
  if (found === undefined) {
    found = findMeanings(values, description);
    if (MEANINGS.size >= 10_000) MEANINGS.clear();
    MEANINGS.set(key, found);
  }
  return found.map((o) => ({ ...o }));
}

function findMeanings(values: readonly string[], description: string | undefined): Option[] {
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

/**
 * How an amount is written in a currency's own units, to show by example: "12 rtl 3 st"
 * for Reichstaler, "12 rd 3 mk" for rigsdaler, "12.50" for a currency of decimals.
 */
export function amountExample(c: Currency): string {
  if (c.decimals !== undefined) return c.decimals > 0 ? `12.${"5".padEnd(c.decimals, "0")}` : "12";
  const [big, next] = c.units;
  if (!big) return "12";
  return next ? `12 ${big.code} 3 ${next.code}` : `12 ${big.code}`;
}

/**
 * A ship, a person, or something else the case names by id (a parcel, a heap)?
 * Said by the field's name where it names one ("ship", "anchor_ship", "aboard",
 * "skipper", "owner"), else by its description, whichever it names first: "the id
 * of the ship the person was aboard". A list of ids is of ships only where its name
 * says so: "the men of the ship who swore" are people.
 */
function refersTo(field: string, description: string | undefined, list = false): "ship" | "person" | "other" {
  if (/(^|_)ships?($|_)|^aboard$/.test(field)) return "ship";
  if (list) return "person";
  if (
    /^(person|persons|people|owner|skipper|pilot|merchant|carrier|by|holder|amtmand|claimant|son_of|in_place_of)$/.test(
      field,
    )
  )
    return "person";
  const d = description ?? "";
  const ship = d.search(/\bships?\b/i);
  const person = d.search(/\b(person|persons|people|owner|who|whom|seaman|merchant|skipper|landowner)\b/i);
  if (ship < 0 && person < 0) return "other";
  return ship >= 0 && (person < 0 || ship < person) ? "ship" : "person";
}

export function answerOf(
  s0: Schema | undefined,
  root: Schema,
  money: Currency,
  given: Record<string, unknown>,
  field = "",
): Answer {
  const s = resolve(s0, root);
  if (!s) return { type: "other" };
  const description = typeof s.description === "string" ? s.description : undefined;
  const withDefault = (a: Answer): Answer => (s.default !== undefined ? { ...a, default: s.default } : a);
  const amount = (): Answer => withDefault({ type: "amount", currency: money.id, example: amountExample(money) });
  if (Array.isArray(s.enum)) {
    return withDefault({ type: "one_of", options: meanings(s.enum.map(String), description) });
  }
  if (Array.isArray(s.anyOf) || Array.isArray(s.type)) {
    const branches = Array.isArray(s.anyOf)
      ? (s.anyOf as Schema[]).map((b) => resolve(b, root))
      : (s.type as string[]).map((type) => ({ type }) as Schema);
    // The two shapes of a figure: an amount (a whole number or units spelled out) or an exact number.
    if (branches.some((b) => b?.type === "integer") && branches.some((b) => b?.type === "string")) return amount();
    if (branches.some((b) => b?.type === "number") && branches.some((b) => b?.type === "string")) {
      return withDefault({ type: "number" });
    }
    const object = branches.find((b) => b?.type === "object" || b?.type === "array");
    if (object) return answerOf({ ...object, description }, root, money, given, field);
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
        // A field that names the ship or one of her parcels (what a pilot's fault damaged,
        // dl-averi/59) says so in the schema: chosen among the ship and the case's parcels.
        if (s.among === "the-ship-or-a-parcel") {
          return withDefault({
            type: "one_of",
            options: [
              { value: "ship", meaning: say.shipHerself() },
              ...ids(given, "cargo").map((value) => ({ value, meaning: say.theParcel({ parcel: value }) })),
            ],
          });
        }
        const to = refersTo(field, description);
        if (to === "other") return withDefault({ type: "text" });
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
      if (items && isId(items)) {
        return refersTo(field, description, true) === "ship"
          ? withDefault({ type: "ships", choices: ids(given, "ships") })
          : withDefault({ type: "people", choices: ids(given, "people") });
      }
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
  if (
    inEntry ||
    a.type === "entries" ||
    a.type === "person" ||
    a.type === "people" ||
    a.type === "ship" ||
    a.type === "ships"
  )
    return "parties";
  if (a.type === "text" || a.type === "other") return "other";
  return "situation";
}

/** A field's name in words: "unable_to_work" is "unable to work". */
function words(field: string): string {
  return field.replace(/_/g, " ");
}

/** What one entry of a list is called, by the list's name. */
const ENTRY: Readonly<Record<string, string>> = {
  people: "person",
  persons: "person",
  cargo: "parcel",
  crew: "man of the crew",
  slipped: "slipping ship",
  taken: "parcel taken",
  goods_lost: "parcel lost",
  lighter_damage: "damage to a lighter",
  wages_owed: "wage owed",
  help_asked: "call for help",
  harbour_theft: "theft",
  damage: "damage",
  portage: "portage",
  bottomry: "bottomry loan",
  found_by: "finder",
  commons_rights: "household's rights",
  concealed: "concealment",
  measures: "measure",
  breaches: "breach",
  damages: "damage",
  embezzlements: "embezzlement",
  expenses: "expense",
  false_lights: "false light",
  injuries: "injury",
  items: "item",
  offers: "offer",
  owners: "owner",
  sacrifices: "sacrifice",
  ships: "ship",
};

/** What a list stands within, where that is a mapping of the case and no entry ("ship 2 of the incident"). */
const WITHIN = phrases("questions/within", {
  incident: "the incident",
  lighterage: "the lighterage",
  loss: "the loss",
  piracy: "the piracy",
  ship: "the ship",
  shipwreck: "the shipwreck",
});

/** The entries' names as messages. */
const ENTRY_SAID = phrases("questions/entry", ENTRY);

function entryName(list: string): string {
  const named = ENTRY_SAID[list];
  if (named) return named();
  const w = words(list);
  if (/(ch|sh|ss|x)es$/.test(w)) return w.slice(0, -2);
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  return w.endsWith("s") ? w.slice(0, -1) : w;
}

/**
 * The list entry at `path[0..end]` in words by its place: its name or id where it
 * has one, else its place in the list and what the list belongs to ("owner 1 of
 * hoop", "ship 2 of the incident"). The `subject` of a question, as the pages key it.
 */
function placeWords(given: unknown, path: readonly Seg[], end: number): string {
  const own = plainObject(valueAt(given, path.slice(0, end + 1)));
  if (typeof own?.name === "string" && own.name.trim() !== "") return own.name;
  if (typeof own?.id === "string") return own.id;
  const list = path[end - 1];
  const place = {
    noun: typeof list === "string" ? entryName(list) : say.entry(),
    n: String((path[end] as number) + 1),
  };
  for (let k = end - 2; k >= 0; k--)
    if (typeof path[k] === "number") return say.placeOf({ ...place, entry: placeWords(given, path, k) });
  const within = path.slice(0, Math.max(0, end - 1)).filter((x): x is string => typeof x === "string");
  const last = within[within.length - 1];
  if (last === undefined) return say.place(place);
  const named = WITHIN[last as keyof typeof WITHIN];
  return named !== undefined
    ? say.placeWithin({ ...place, within: named() })
    : `${place.noun} ${place.n} of the ${words(last)}`;
}

/** The fields of an entry that name the person it belongs to, the first given first. */
const PERSON_FIELDS = ["person", "owner", "merchant", "seaman", "claimant", "finder"] as const;

/** The lists whose entries are the person they name ("owner Rasmus"), not a thing of theirs. */
const PERSON_LISTS = new Set(["owners", "crew", "found_by", "people", "persons"]);

/** The entry listed under `id` in `given.facts`'s list `list`. */
function listed(given: unknown, list: string, id: string): Record<string, unknown> | undefined {
  const v = plainObject(given)?.[list];
  if (!Array.isArray(v)) return undefined;
  return v.map((x) => plainObject(x)).find((x) => x?.id === id);
}

/** A person or ship of the case by its name, where the case gives one, else by its id. */
function nameOf(given: unknown, list: "people" | "ships", id: string): string {
  const name = listed(given, list, id)?.name;
  return typeof name === "string" && name.trim() !== "" ? name : id;
}

/** Where, under the facts, an entry of some list has the id `id` (a parcel of the cargo). */
function findEntry(given: unknown, id: string, depth = 0): Seg[] | undefined {
  if (depth > 3) return undefined;
  const o = plainObject(given);
  if (!o) return undefined;
  for (const [k, v] of Object.entries(o)) {
    if (k === "people" || k === "ships") continue;
    if (Array.isArray(v)) {
      const i = v.findIndex((x) => plainObject(x)?.id === id);
      if (i >= 0) return [k, i];
    } else {
      const inner = findEntry(v, id, depth + 1);
      if (inner) return [k, ...inner];
    }
  }
  return undefined;
}

/** A string field of an entry, unless it is the field asked (which cannot name its own entry). */
function given(own: Record<string, unknown>, field: string, asked: Seg | undefined): string | undefined {
  const v = own[field];
  return field !== asked && typeof v === "string" && v.trim() !== "" ? v : undefined;
}

/**
 * The list entry at `path[0..end]` in words, as a person names it: by its name; by
 * the person it belongs to or the goods it is ("the wage owed to Ole", "Merchant
 * G's parcel bl-g of herring", "owner Ocko of Hoop"); by the ship it is
 * about ("Lykken"); else by its id, or its place in the list where nothing names it.
 * The field asked (`path[end + 1]`) does not name the entry: "Which seaman is owed
 * ...?" does not answer itself.
 */
function entryWords(facts: unknown, path: readonly Seg[], end: number): string {
  const own = plainObject(valueAt(facts, path.slice(0, end + 1)));
  if (!own) return placeWords(facts, path, end);
  if (typeof own.name === "string" && own.name.trim() !== "") return own.name;
  const asked = path[end + 1];
  const list = typeof path[end - 1] === "string" ? String(path[end - 1]) : "";
  const noun = list ? entryName(list) : say.entry();
  const id = typeof own.id === "string" ? own.id : undefined;
  const personId = PERSON_FIELDS.map((f) => given(own, f, asked)).find((x) => x !== undefined);
  const person = personId !== undefined ? nameOf(facts, "people", personId) : undefined;
  const what = given(own, "what", asked);
  const ship = given(own, "ship", asked);
  const parcel = given(own, "parcel", asked);
  // What the entry belongs to, where that is another entry ("of Hoop").
  let of: string | undefined;
  for (let k = end - 2; k >= 0; k--)
    if (typeof path[k] === "number") {
      of = entryWords(facts, path, k);
      break;
    }
  if (list === "cargo" && (person !== undefined || what !== undefined)) {
    const goods =
      person !== undefined
        ? id !== undefined
          ? say.goodsOfPerson({ person, id })
          : say.goodsOfPersonNoId({ person })
        : id !== undefined
          ? say.goodsNoPerson({ id })
          : say.goodsNoPersonNoId();
    return what !== undefined ? say.goodsOfWhat({ goods, what }) : goods;
  }
  if (id !== undefined) return id;
  if (list === "wages_owed" && person !== undefined) return say.wageOwed({ person });
  if (person !== undefined && PERSON_LISTS.has(list))
    return of === undefined ? say.personOf({ noun, person }) : say.personOfEntry({ noun, person, entry: of });
  if (person !== undefined)
    return of === undefined
      ? say.thingOf({ person, what: what ?? noun })
      : say.thingOfEntry({ person, what: what ?? noun, entry: of });
  if (parcel !== undefined) {
    const at = findEntry(facts, parcel);
    return at ? say.fromEntry({ entry: entryWords(facts, at, at.length - 1) }) : say.fromParcel({ parcel });
  }
  if (ship !== undefined) return nameOf(facts, "ships", ship);
  if (what !== undefined) return of === undefined ? say.theWhat({ what }) : say.theWhatOf({ what, entry: of });
  return placeWords(facts, path, end);
}

/**
 * Whom a path is about: the entry of a list it lies in (the innermost). `subject`
 * is its id, or its place in words where it has none (the key the pages use);
 * `who` is how a question names it, as a person would (entryWords).
 */
function subjectOf(given: unknown, path: readonly Seg[]): { subject: string; who: string } | undefined {
  let inner = -1;
  path.forEach((x, i) => {
    if (typeof x === "number" && i < path.length - 1) inner = i;
  });
  if (inner < 0) return undefined;
  const who = entryWords(given, path, inner);
  const id = plainObject(valueAt(given, path.slice(0, inner + 1)))?.id;
  return { subject: typeof id === "string" ? id : placeWords(given, path, inner), who };
}

function firstSentence(d: string): string {
  const m = /^(.*?[.?!])(?=\s+[A-Z]|$)/s.exec(d);
  return (m?.[1] ?? d).trim();
}

function capital(t: string): string {
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}`;
}

/** Descriptions that say only what shape a value takes, not what it is about. */
const GENERIC = [
  /^An amount in the case's currency/,
  /^A calendar date/,
  /^An identifier, unique in the case/,
  /^An exact non-negative number/,
];

/** A description that lists what each of the values means, rather than what is asked. */
function listsValues(description: string, a: Answer): boolean {
  const options = a.options ?? [];
  if (options.length < 2) return false;
  const meant = options.filter((o) => o.meaning !== undefined).length;
  const named = options.filter((o) => new RegExp(`(^|[\\s(])${escapeRegExp(o.value)}\\b`).test(description)).length;
  return meant >= 2 || named > options.length / 2;
}

/** The words of the question for a field of no template. */
function plainWords(field: string, description: string | undefined, a: Answer): string {
  const generic = description === undefined || GENERIC.some((g) => g.test(description));
  if (a.type === "person" || a.type === "ship") {
    if (generic) return field === a.type ? `Which ${a.type} is it?` : `Which ${a.type} is the ${words(field)}?`;
  }
  if (a.type === "people" || a.type === "ships") {
    if (generic) return `Which ${a.type === "ships" ? "ships" : "people"} are the ${words(field)}?`;
  }
  if (generic || description === undefined) {
    if (a.type === "amount") return `What is the ${words(field)}, in money?`;
    if (a.type === "date") return field === "date" ? "On what day?" : `On what day: ${words(field)}?`;
    if (a.type === "number") return `What is the ${words(field)}, as a number?`;
    if (a.type === "yes_no") return `${capital(words(field))}?`;
    return `What is the ${words(field)}?`;
  }
  if ((a.type === "one_of" || a.type === "some_of") && listsValues(description, a)) {
    if (field === "what" || field === "type") return "What is it?";
    return a.type === "one_of" ? `Which is it: ${words(field)}?` : `Which apply: ${words(field)}?`;
  }
  // A field named in the description (`quantity`) is named in words.
  const sentence = firstSentence(description).replace(/`([A-Za-z_]+)`/g, (_m, name: string) => words(name));
  return a.type === "yes_no" ? sentence.replace(/[.!]$/, "?") : sentence;
}

/**
 * The field that tells the shapes of a mapping apart (a collision's `incident.type`:
 * under sail, run down, drifting …), as one choice among every shape's value, with
 * each value's meaning and the question they share; undefined for any other field.
 * Each shape's own schema fixes the field to its one value, so asked through a shape
 * it would be a text with one right answer.
 */
function toldApartBy(root: Schema, path: readonly Seg[], given: Record<string, unknown>): Schema | undefined {
  const field = path[path.length - 1];
  if (typeof field !== "string") return undefined;
  const union = resolve(schemaAt(root, path.slice(0, -1), given), root);
  if (!union || !Array.isArray(union.anyOf)) return undefined;
  const shapes = (union.anyOf as Schema[])
    .map((b) => resolve(b, root))
    .filter((b): b is Schema => b?.type === "object" && plainObject(b.properties) !== undefined);
  if (shapes.length < 2) return undefined;
  const fixed = shapes.map((b) => resolve((b.properties as Record<string, Schema>)[field], root));
  if (fixed.some((f) => typeof f?.const !== "string")) return undefined;
  const values = fixed.map((f) => String(f?.const));
  const description = fixed
    .map(
      (f) =>
        `${String(f?.const)}: ${String(f?.description ?? "")
          .replace(/[;.]\s*$/, "")
          .replaceAll(";", ",")}`,
    )
    .join("; ");
  // Each shape's question names its own value ("… (here: two ships under sail …)?"): asked of all, without it.
  const first = typeof fixed[0]?.question === "string" ? fixed[0].question : undefined;
  const question = first?.replace(/\s*\(here:.*\)\?$/, "?");
  return { type: "string", enum: values, description, ...(question ? { question } : {}) };
}

/**
 * The case format's own words for the field at `path`: its question (a template that
 * may name `{who}`), or, where it has none, the words made of its description and
 * name; an id's question names what it is the id of. `english` is what fields.ts
 * keeps for the field: the template, or the words where they name no entry.
 */
export function ownWords(
  path: readonly Seg[],
  root: Schema,
  schema: Schema | undefined,
  money: Currency,
  given: Record<string, unknown>,
): {
  field: string;
  answer: Answer;
  about: { subject: string; who: string } | undefined;
  template: string | undefined;
  own: boolean;
  english: string | undefined;
} {
  const field = String([...path].reverse().find((x) => typeof x === "string") ?? "facts");
  const fieldSchema = resolve(schema, root);
  // Only a field fixed to one value in its shape can be the one that tells shapes apart.
  const s = (typeof fieldSchema?.const === "string" ? toldApartBy(root, path, given) : undefined) ?? fieldSchema;
  const description = typeof s?.description === "string" ? s.description : undefined;
  const about = subjectOf(given, path);
  // An id is a new name for the entry or thing it stands in, not a reference to someone listed.
  const own = field === "id";
  const answer = own ? { type: "text" as const } : answerOf(s, root, money, given, field);
  const template = typeof s?.question === "string" ? s.question : undefined;
  // What an id names, where it stands in no entry: the mapping it is the id of ("the ship").
  const parent = [...path.slice(0, -1)].reverse().find((x) => typeof x === "string");
  const english =
    template ??
    (!own
      ? plainWords(field, description, answer)
      : about === undefined
        ? say.idName({ what: parent !== undefined ? `the ${words(String(parent))}` : say.it() })
        : undefined);
  return { field, answer, about, template, own, english };
}

/** The question for the fact at `path` (under the facts). */
export function phrase(
  path: readonly Seg[],
  root: Schema,
  schema: Schema | undefined,
  money: Currency,
  given: Record<string, unknown>,
): Phrased {
  const { field, answer, about, template, own, english } = ownWords(path, root, schema, money, given);
  for (const o of answer.options ?? [])
    if (o.meaning !== undefined) {
      const id = meaningMessage(root, path, o.value, o.meaning);
      if (id !== undefined) note(o.meaning, { id });
    }
  let text: string;
  let msg: Msg | undefined;
  if (template !== undefined) {
    const who = about?.who ?? say.it();
    const first = template.startsWith("{who}");
    text = first
      ? `${who}${template.slice(5).replaceAll("{who}", inSentence(who))}`
      : template.replaceAll("{who}", inSentence(who));
    const id = fieldMessage(root, path, template);
    // German and Danish take the name as the case gives it: their nouns keep their capitals.
    if (id !== undefined) msg = { id, args: { who } };
  } else if (own && about !== undefined) {
    text = say.idName({ what: about.who });
    msg = { id: say.idName.id, args: { what: about.who } };
  } else {
    text = english ?? "";
    const id = fieldMessage(root, path, text);
    if (id !== undefined) msg = { id };
  }
  note(text, msg);
  // A written question of a list asks how many itself ("How many ships went out?").
  if (answer.type === "entries" && template === undefined && !/^How many\b/.test(text)) {
    msg = { id: say.howMany.id, args: { question: text } };
    text = say.howMany({ question: text });
  }
  const at = ["facts", ...path].reduce<string>(
    (t, k) => (typeof k === "number" ? `${t}[${k}]` : t ? `${t}.${k}` : k),
    "",
  );
  const named = template?.includes("{who}") === true;
  if (named && standsForSeveral(given, path)) text = note(inThePlural(text), msg);
  if (about !== undefined && !named && !own) {
    const lowered = note(lowerFirst(text), msg);
    msg = { id: say.about.id, args: { who: about.who, question: lowered } };
    text = say.about({ who: about.who, question: lowered });
  }
  return {
    path: at,
    field,
    ...(about !== undefined ? { subject: about.subject } : {}),
    question: note(capital(text), msg),
    answer,
    category: categoryOf(path, answer),
  };
}

/** Whether the entry a path lies in stands for several like persons (`count` above one: "three boys"). */
function standsForSeveral(given: Record<string, unknown>, path: readonly Seg[]): boolean {
  let end = -1;
  for (let k = path.length - 1; k >= 0; k--)
    if (typeof path[k] === "number") {
      end = k;
      break;
    }
  if (end < 0) return false;
  const count = plainObject(valueAt(given, path.slice(0, end + 1)))?.count;
  return typeof count === "number" && count > 1;
}

const PLURAL_VERBS: Record<string, string> = { Does: "Do", Is: "Are", Was: "Were", Has: "Have" };

/** A question about one person said of several: "Do three boys hold …?", "… of their own". */
function inThePlural(text: string): string {
  return text
    .replace(/^(Does|Is|Was|Has) /, (_m, v: string) => `${PLURAL_VERBS[v] ?? v} `)
    .replaceAll("his or her own", "their own");
}

/**
 * A name as it reads inside a sentence: one that begins with an article or a
 * number in words ("The Vogt", "A large piece of a ship's side", "Two masts")
 * begins in small letters there ("Did the Vogt help ...?"); a proper name stays.
 */
function inSentence(name: string): string {
  return /^(The|A|An|Half|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Twelve|Some)\s/.test(name)
    ? `${name.charAt(0).toLowerCase()}${name.slice(1)}`
    : name;
}

/** "Took part" as "took part", but not "Altbauer" or "Vogt", nouns in German. */
function lowerFirst(t: string): string {
  const first = /^\S+/.exec(t)?.[0] ?? "";
  return /^[A-Z][a-z]+$/.test(first) && !/^(Altbauer|Neubauer|Vogt|Borkum)$/.test(first)
    ? `${t.charAt(0).toLowerCase()}${t.slice(1)}`
    : t;
}
