/**
 * Messages: every phrase the law and the engine say, by id, in English, German and
 * Danish.
 *
 * A law file declares its phrases beside its rules, in English, under ids of its
 * own provision:
 *
 *   const say = phrases("borkum-1666/6.3", {
 *     skipperPart: "1 part for his person, as skipper and owner of {ships}",
 *   });
 *   … parts(1, say.skipperPart({ ships: listOf(names) }))
 *
 * Each phrase is an ICU MessageFormat pattern (plural and select where a language
 * needs them: "{n, plural, one {# Part} other {# Parten}}"). Calling it gives the
 * English text, which is what the determination holds, and notes the message behind
 * it (its id and arguments) in the book of the determination being made (see
 * `recordPhrases`), so that the determination carries, beside each English text,
 * the language-free message it came from. German and Danish catalogues give each id
 * its pattern (`translate`); an edge (the command, the server, the pages) renders a
 * text in a language with `inLanguage`, looking its message up by the English text.
 *
 * A rule's label is a message too, by the rule's id: `rule()` declares it.
 * Messages with no arguments are found by their English text alone; those with
 * arguments are found in the determination's own book of phrases.
 */

import { IntlMessageFormat } from "intl-messageformat";
import { The, the } from "./names.js";

export const LANGUAGES = ["en", "de", "da"] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Whether `s` names one of the languages sealaw speaks. */
export function isLang(s: string): s is Lang {
  return (LANGUAGES as readonly string[]).includes(s);
}

/** A message: its id in the catalogues, and its arguments. */
export interface Msg {
  id: string;
  args?: Record<string, Arg>;
}

/**
 * An argument of a message: a name or other text as the case gives it (a text that
 * is itself a phrase is rendered in the language too), a number (counted and
 * written in the language's form), or a list of such, joined with the language's
 * "and"; or a name that English writes with its article ({ the: "Haabet" }: "the
 * Haabet", "the Indiaman"; { The: … } at the start of a sentence), which German and
 * Danish write as it is, their patterns giving the noun it needs.
 */
export type Arg = string | number | { list: Arg[] } | { or: Arg[] } | { the: string } | { The: string };

/** The phrases noted while a determination is made: English text -> its message. */
export type PhraseBook = Record<string, Msg>;

const ENGLISH = new Map<string, string>();
/** English text of each message without arguments -> its id. */
const FIXED = new Map<string, string>();
const CATALOGUES: Record<Lang, Map<string, string>> = { en: ENGLISH, de: new Map(), da: new Map() };
const COMPILED: Record<Lang, Map<string, Formatter>> = { en: new Map(), de: new Map(), da: new Map() };

export class MessageError extends Error {
  override name = "MessageError";
}

/**
 * Declare a text that is not a pattern (a rule's label, a reading's question) as
 * a message; a text with braces, which a pattern would read as an argument, is
 * left undeclared.
 */
export function declareText(id: string, english: string): void {
  // The first declaration stands: a reading or rule made again under the same id
  // (as a test may) keeps the text it was first declared with.
  if (!/[{}]/.test(english) && !ENGLISH.has(id)) declare(id, english);
}

/** Declare one message in English; an id is declared once, with one text. */
export function declare(id: string, english: string): void {
  const had = ENGLISH.get(id);
  if (had !== undefined && had !== english)
    throw new MessageError(`message ${id} is declared twice, as "${had}" and "${english}"`);
  ENGLISH.set(id, english);
  const first = english.includes("{") ? undefined : FIXED.get(english);
  if (first !== undefined && first !== id) {
    // Two messages with one English ("the pilot": Borkum's Lootsmann, Danske Lov's
    // lods): which is meant is known only from a determination's book.
    AMBIGUOUS.add(english);
    SAID.de.delete(english);
    SAID.da.delete(english);
  }
  if (!english.includes("{") && !FIXED.has(english)) {
    FIXED.set(english, id);
    if (AS_IS.size > 0) {
      AS_IS.clear();
      SAID.de.clear();
      SAID.da.clear();
    }
  }
}

/** A declared message: called, its English text (noted); `.in(lang)`, its text in a language. */
export interface Phrase {
  (args?: Record<string, Arg>): string;
  readonly id: string;
  in(lang: Lang, args?: Record<string, Arg>): string;
  /**
   * Its text in a language, with `values` put in as they are: texts already said in
   * the language (a line put together from other messages, a name, a figure). A
   * renderer that says each text once uses it to say nothing twice.
   */
  as(lang: Lang, values: Record<string, string | number>): string;
}

/**
 * Declare a file's phrases in English under `prefix` (a provision or an area:
 * "borkum-1666/6.3", "register"); each becomes a function giving its English text
 * and noting its message.
 */
export function phrases<K extends string>(prefix: string, english: Record<K, string>): Record<K, Phrase> {
  const out = {} as Record<K, Phrase>;
  for (const key of Object.keys(english) as K[]) {
    const id = `${prefix}.${key}`;
    declare(id, english[key]);
    out[key] = Object.assign((args?: Record<string, Arg>) => say(id, args), {
      id,
      in: (lang: Lang, args?: Record<string, Arg>) => render(lang, args === undefined ? { id } : { id, args }),
      as: (lang: Lang, values: Record<string, string | number>) =>
        compiled(CATALOGUES[lang].has(id) ? lang : "en", id)(values),
    });
  }
  return out;
}

let book: PhraseBook | undefined;

/** The English text of message `id` with `args`, noted in the phrase book being kept. */
export function say(id: string, args?: Record<string, Arg>): string {
  if (args === undefined) {
    const en = ENGLISH.get(id);
    if (en === undefined) throw new MessageError(`no message ${id}`);
    if (!en.includes("{")) {
      // Found again by its English alone (FIXED), but noted where a book is kept, so
      // that a value a rule wrote in words is known as the rule's and not the case's.
      if (book !== undefined) book[en] = { id };
      return en;
    }
  }
  const text = format("en", id, args ?? {}, undefined);
  const msg = args === undefined ? { id } : { id, args };
  if (book !== undefined) book[text] = msg;
  if (AS_IS.size > 0 && AS_IS.delete(text)) {
    SAID.de.delete(text);
    SAID.da.delete(text);
  }
  // Said outside a determination (a refusal, a question, an analysis), the message
  // is found again by its English at the edge that prints it, in the same process.
  if (RECENT.size >= RECENT_MAX) RECENT.clear();
  RECENT.set(text, msg);
  return text;
}

/** The messages said most recently, by their English text (see `say`). */
const RECENT = new Map<string, Msg>();
const RECENT_MAX = 20_000;

/**
 * Run `make`, keeping a book of the phrases it says; the book is returned beside
 * its value. Books nest: an inner run keeps its own, and its phrases are noted in
 * the outer one as well.
 */
export function recordPhrases<T>(make: () => T): { value: T; phrases: PhraseBook } {
  const outer = book;
  const mine: PhraseBook = {};
  book = mine;
  try {
    const value = make();
    return { value, phrases: mine };
  } finally {
    book = outer;
    if (outer !== undefined) Object.assign(outer, mine);
  }
}

/** Give the patterns of `lang` for these ids (a catalogue, or a part of one). */
export function translate(lang: Exclude<Lang, "en">, patterns: Record<string, string>): void {
  const cat = CATALOGUES[lang];
  for (const [id, p] of Object.entries(patterns)) {
    if (cat.has(id) && cat.get(id) !== p) throw new MessageError(`message ${id} has two ${lang} texts`);
    cat.set(id, p);
  }
  SAID[lang].clear();
  AS_IS.clear();
}

/** The ids declared in English, and the patterns of a language, for checks. */
export function catalogue(lang: Lang): ReadonlyMap<string, string> {
  return CATALOGUES[lang];
}

/** The message behind an English text, from `book` or among the messages without arguments. */
export function messageOf(text: string, phrases?: PhraseBook): Msg | undefined {
  const m = phrases?.[text] ?? RECENT.get(text);
  if (m !== undefined) return m;
  const id = FIXED.get(text);
  return id === undefined ? undefined : { id };
}

/**
 * `text` (an English text of a determination, or a name) in `lang`: through its
 * message when it has one and the language has the message, else as it is. Names,
 * ids and other texts that are no message stay as they are.
 */
export function inLanguage(lang: Lang, text: string, phrases?: PhraseBook): string {
  if (lang === "en") return text;
  const cache = SAID[lang];
  const known = cache.get(text);
  // A text kept as it is (no message) is looked for in this determination's own book
  // first: a determination read back from storage has phrases this process never said.
  if (known !== undefined && (known !== text || phrases?.[text] === undefined)) return known;
  const m = messageOf(text, phrases);
  if (m === undefined) {
    // A name, a date, an id, or a text already said: no message, now or until one
    // is said or declared with this English (see `say` and `declare`).
    if (cache.size >= SAID_MAX) cache.clear();
    if (AS_IS.size >= SAID_MAX) AS_IS.clear();
    cache.set(text, text);
    AS_IS.add(text);
    return text;
  }
  if (!CATALOGUES[lang].has(m.id)) return text;
  const out = format(lang, m.id, m.args ?? {}, phrases);
  // The same English is the same message said with the same arguments, so the same
  // German or Danish: kept, up to a bound, for the next determination that says it
  // (but for an English that two messages share).
  if (AMBIGUOUS.has(text)) return out;
  if (cache.size >= SAID_MAX) cache.clear();
  cache.set(text, out);
  return out;
}

/** What each text was said as, by language (see inLanguage). */
const SAID: Record<Exclude<Lang, "en">, Map<string, string>> = { de: new Map(), da: new Map() };
const SAID_MAX = 50_000;
/** English texts declared by more than one message without arguments. */
const AMBIGUOUS = new Set<string>();
/** Texts found to be no message (names, dates, ids), kept in SAID as themselves until one is said. */
const AS_IS = new Set<string>();

/** A function saying the texts of one determination (its book `phrases`) in `lang`. */
export function sayer(lang: Lang, phrases?: PhraseBook): (text: string) => string {
  return lang === "en" ? (text) => text : (text) => inLanguage(lang, text, phrases);
}

/** Message `id` in `lang` (English where the language lacks it), its arguments rendered in the language. */
export function render(lang: Lang, msg: Msg, phrases?: PhraseBook): string {
  return format(CATALOGUES[lang].has(msg.id) ? lang : "en", msg.id, msg.args ?? {}, phrases);
}

/** Whether `text` is the English of a message the language has. */
export function hasMessage(lang: Lang, text: string, phrases?: PhraseBook): boolean {
  const m = messageOf(text, phrases);
  return m !== undefined && CATALOGUES[lang].has(m.id);
}

/**
 * A compiled message: a function of its arguments' values, and the names of the
 * arguments that choose (a select's key, a plural's count), which are given as they
 * are, never said in a language.
 */
type Formatter = ((values: Record<string, string | number>) => string) & { keys?: ReadonlySet<string> };

/**
 * A pattern compiled once. One made only of text and plain arguments (most of
 * them) is put together by joining its parts, as IntlMessageFormat would, without
 * its general machinery; one with plural, select or a formatted number goes
 * through IntlMessageFormat. Either refuses an argument it is not given.
 */
function compiled(lang: Lang, id: string): Formatter {
  let f = COMPILED[lang].get(id);
  if (f === undefined) {
    const pattern = CATALOGUES[lang].get(id);
    if (pattern === undefined) throw new MessageError(`no ${lang} message ${id}`);
    let mf: IntlMessageFormat;
    try {
      mf = new IntlMessageFormat(pattern, lang, undefined, { ignoreTag: true });
    } catch (e) {
      throw new MessageError(`message ${id} (${lang}) is not a valid pattern: ${(e as Error).message}`);
    }
    let ast = mf.getAst() as { type: number; value: string }[];
    const genitives = lang === "en" ? [] : markGenitives(ast);
    if (genitives.length > 0) {
      ast = mf.getAst() as { type: number; value: string }[];
      mf = new IntlMessageFormat(ast, lang, undefined, { ignoreTag: true });
    }
    if (ast.every((el) => el.type === 0 || el.type === 1)) {
      const texts = ast.map((el) => (el.type === 0 ? el.value : undefined));
      const names = ast.map((el) => (el.type === 1 ? el.value : undefined));
      f = (values) => {
        for (const g of genitives) putGenitive(values, g);
        let out = "";
        for (let i = 0; i < texts.length; i++) {
          const t = texts[i];
          if (t !== undefined) out += t;
          else {
            const v = values[names[i] as string];
            if (v === undefined)
              throw new MessageError(
                `message ${id} (${lang}) is not given its argument ${(names[i] as string).replace(GENITIVE, "")}`,
              );
            out += String(v);
          }
        }
        return out;
      };
    } else {
      f = Object.assign(
        (values: Record<string, string | number>) => {
          for (const g of genitives) putGenitive(values, g);
          const out = mf.format(values);
          if (typeof out !== "string") throw new MessageError(`message ${id} (${lang}) did not give a text`);
          return out;
        },
        { keys: choosingArguments(ast) },
      );
    }
    COMPILED[lang].set(id, f);
  }
  return f;
}

/** The suffix of an argument put in as a genitive (see markGenitives). */
const GENITIVE = "\u0000genitive";

/**
 * German and Danish write a name's genitive with -s, but with an apostrophe alone
 * after s, x or z: "Lars Friis' gods", "Hans' Schiff", "Niels' skib".
 */
function putGenitive(values: Record<string, string | number>, name: string): void {
  const v = values[name];
  if (v === undefined) return;
  const text = String(v);
  values[name + GENITIVE] = /[sxzß]$/i.test(text) ? `${text}'` : `${text}s`;
}

/**
 * The arguments a German or Danish pattern writes in the genitive, "{owner}s gods":
 * each such place (anywhere in the pattern, a plural's or select's branches too) is
 * made an argument of its own, filled with the name's genitive, and the names of
 * the arguments so marked are given back.
 */
function markGenitives(els: { type: number; value: string }[]): string[] {
  const marked = new Set<string>();
  const walk = (list: { type: number; value: string; options?: Record<string, { value: unknown[] }> }[]): void => {
    for (let i = 0; i < list.length; i++) {
      const el = list[i] as (typeof list)[number];
      const next = list[i + 1];
      if (el.type === 1 && next?.type === 0 && /^s(?![\p{L}\d'])/u.test(next.value)) {
        marked.add(el.value);
        el.value += GENITIVE;
        next.value = next.value.slice(1);
      }
      for (const o of Object.values(el.options ?? {})) walk(o.value as typeof list);
    }
  };
  walk(els);
  return [...marked];
}

const LISTS: Record<string, Intl.ListFormat> = {};
function listFormat(lang: Lang, type: "conjunction" | "disjunction"): Intl.ListFormat {
  const key = `${lang}:${type}`;
  let f = LISTS[key];
  if (f === undefined) {
    f = new Intl.ListFormat(lang, { style: "long", type });
    LISTS[key] = f;
  }
  return f;
}

function argIn(lang: Lang, a: Arg, phrases: PhraseBook | undefined): string | number {
  if (typeof a === "number") return a;
  if (typeof a === "string") return lang === "en" ? a : inLanguage(lang, a, phrases);
  if ("the" in a) return lang === "en" ? the(a.the) : a.the;
  if ("The" in a) return lang === "en" ? The(a.The) : a.The;
  if ("list" in a) return listFormat(lang, "conjunction").format(a.list.map((x) => String(argIn(lang, x, phrases))));
  return listFormat(lang, "disjunction").format(a.or.map((x) => String(argIn(lang, x, phrases))));
}

function format(lang: Lang, id: string, args: Record<string, Arg>, phrases: PhraseBook | undefined): string {
  const f = compiled(lang, id);
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(args))
    values[k] = f.keys?.has(k) && typeof v === "string" ? v : argIn(lang, v, phrases);
  return f(values);
}

/** The arguments a select or a plural chooses by, anywhere in a pattern. */
function choosingArguments(ast: unknown[]): Set<string> {
  // 5: select, 6: plural (icu-messageformat-parser's TYPE)
  return argumentNames(ast, (type) => type === 5 || type === 6);
}

/** An element of a parsed pattern, as far as the walks here read it. */
type PatternElement = { type: number; value?: string; options?: Record<string, { value: unknown[] }> };

/** The names of the arguments, anywhere in a parsed pattern (a plural's or select's branches too), whose element's type passes. */
function argumentNames(ast: unknown[], takes: (type: number) => boolean): Set<string> {
  const names = new Set<string>();
  const walk = (els: unknown[]): void => {
    for (const el of els as PatternElement[]) {
      if (takes(el.type) && typeof el.value === "string") names.add(el.value);
      for (const o of Object.values(el.options ?? {})) walk(o.value);
    }
  };
  walk(ast);
  return names;
}

/** The names of the arguments a pattern uses, for checking catalogues against each other. */
export function argumentsOf(pattern: string): Set<string> {
  // Every element but text (0) and a plural's # (7) names an argument.
  const ast = new IntlMessageFormat(pattern, "en", undefined, { ignoreTag: true }).getAst() as unknown[];
  return argumentNames(ast, (type) => type !== 0 && type !== 7);
}
