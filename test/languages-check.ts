/**
 * Finding English in German and Danish output. For a case: decide it (under its
 * own readings, or others given), say the determination in the language, and list
 * (1) every text of the determination that has no message in the language, so
 * that it would stay English, and (2) every text, and every line of the printed
 * determination, that still reads as English: an English function word outside
 * what the case itself gives (names, descriptions), quoted originals, ids and
 * units. Used by test/languages.test.ts and by scripts/untranslated.ts.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseCaseText } from "../src/cases/parse.js";
import type { Determination } from "../src/core/determination.js";
import { hasMessage, type Lang } from "../src/core/messages.js";
import { decide } from "../src/engine/decide.js";
import { determinationIn, NOT_TEXT } from "../src/engine/language.js";
import { renderText } from "../src/engine/render.js";
import "../src/messages/index.js";

/**
 * Words that are English and neither German nor Danish (as whole words, as
 * written: "not" is English, "Not" German). Words the languages share ("in", "for",
 * "to", "an", "was", "also", "all") are left out; so are, for Danish, the words that
 * are Danish too ("by", a town; "her", here; "at"; "have", to have; "skipper"; "part") and,
 * for German, "half" (helped) and "skipper", Danske Lov's own word set beside the German.
 */
const ENGLISH_BASE =
  "the of and with by from has have had his her him its their them they which who whom whose that this these " +
  "those is are were been being be not no each every any shall must should would could may might owes owe " +
  "pays paid gets got when where whether while because than then there here into onto upon on or nor but " +
  "part parts share shares salvage reward wreck goods ship ships owner owners skipper freight average " +
  "one two three half third none only yet until after before unless if as at";
const SHARED: Record<Exclude<Lang, "en">, string> = { de: "half skipper", da: "by her at skipper part is have" };
export const ENGLISH_WORDS: Record<Exclude<Lang, "en">, ReadonlySet<string>> = {
  de: new Set(ENGLISH_BASE.split(" ").filter((w) => !SHARED.de.split(" ").includes(w))),
  da: new Set(ENGLISH_BASE.split(" ").filter((w) => !SHARED.da.split(" ").includes(w))),
};

/** What the check skips in a text before it looks for English words. */
function stripped(text: string, verbatim: readonly string[]): string {
  let t = text;
  // What the case gives, and a draw's seed made of it with the lot's name ("<seed>:ship").
  for (const v of verbatim)
    if (v.length > 1 && t.includes(v))
      t = t
        .split(v)
        .join(" ")
        .replace(/ :[a-z]+\b/g, " ");
  return (
    t
      // A step's value written as JSON (["Der Vogt: 40 u", …]) is read, not skipped as a quotation.
      .replace(/(?<=[[,{:])"([^"]*)"(?=[,\]}:])/g, " $1 ")
      // Quoted originals: 'und keine Jungens sind', „Voot-Fuß-strand“, "…".
      .replace(/'[^']*'/g, " ")
      .replace(/„[^“”]*[“”]/g, " ")
      .replace(/"[^"]*"/g, " ")
      .replace(/«[^»]*»/g, " ")
      // Ids, provisions, readings, paths: borkum-1666/6.3, Q-B05, R1, facts.people[3].
      .replace(/[\w.-]*[/#[\]_][\w./#[\]-]*/g, " ")
      // A path of the case ("facts.unfit.where"), a value's code ("value-of-four"), a
      // reading's slug after its code ("= R1 (ships)"), a field of the case by its name
      // on a facts line ("where=roadstead"): names of the case format, not sentences.
      .replace(/\bfacts(\.[\w[\]]+)+/g, " ")
      .replace(/\b[a-z]+(-[a-z]+)+\b/g, " ")
      .replace(/=\s*\S*\s*\([a-z_]+\)/g, " ")
      .replace(/(^|[\s,:])[a-z_]+(:[\w-]+)?=/g, " ")
      .replace(/\bQ-[A-Z]\d+\b|\bR\d+\b|\bEX-[A-Z]?\d+\b/g, " ")
  );
}

/** The English words of a text (see ENGLISH_WORDS), after what it may keep is taken out. */
export function englishWords(lang: Exclude<Lang, "en">, text: string, verbatim: readonly string[] = []): string[] {
  const words = stripped(text, verbatim).match(/[A-Za-zÆØÅæøåÄÖÜäöüß]+/g) ?? [];
  return words.filter((w) => ENGLISH_WORDS[lang].has(w));
}

/** Every string of a case file, longest first: what the case gives may stay as it is. */
export function caseStrings(data: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(data);
  return [...out].sort((a, b) => b.length - a.length);
}

/** The folder of the shipped examples. */
export const EXAMPLES = join(import.meta.dirname, "..", "examples");

/** Every shipped example, as "<statute>/<file>.yaml", sorted. */
export function exampleFiles(): string[] {
  return readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(EXAMPLES, d.name))
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => `${d.name}/${f}`),
    )
    .sort();
}

export interface Finding {
  /** Where: a path in the determination ("allocations[2].reason"), or "text line N". */
  where: string;
  /** "no message" (the text would stay English) or "English" (words found). */
  what: "no message" | "English";
  text: string;
  words?: string[];
}

/** Whether a text is an id, a number, an amount or a date rather than a phrase. */
function notAPhrase(s: string): boolean {
  return !/[A-Za-zÆØÅæøåÄÖÜäöüß]{2,}\s+[A-Za-zÆØÅæøåÄÖÜäöüß]{2,}/.test(s) || /^[\w./#:[\]-]+$/.test(s);
}

/** The findings for one determination, said in `lang`. */
export function findEnglish(lang: Exclude<Lang, "en">, d: Determination, given: readonly string[]): Finding[] {
  const found: Finding[] = [];
  // The parties' ids are data, printed as they are where a line names a party by id.
  const ids = [
    ...d.allocations.map((a) => a.id),
    ...d.liabilities.flatMap((l) => [l.from, l.to]),
    ...d.options.map((o) => o.holder),
    ...(d.groups ?? []).map((g) => g.id),
  ];
  const verbatim = [...new Set([...given, ...ids])].sort((a, b) => b.length - a.length);
  const said = determinationIn(lang, d);
  const walk = (en: unknown, out: unknown, path: string): void => {
    if (typeof en === "string" && typeof out === "string") {
      if (verbatim.includes(en) || notAPhrase(en)) return;
      if (!hasMessage(lang, en, d.phrases)) found.push({ where: path, what: "no message", text: en });
      else {
        const words = englishWords(lang, out, verbatim);
        if (words.length > 0) found.push({ where: path, what: "English", text: out, words });
      }
      return;
    }
    if (Array.isArray(en) && Array.isArray(out)) {
      en.forEach((x, i) => {
        walk(x, out[i], `${path}[${i}]`);
      });
      return;
    }
    if (en === null || typeof en !== "object" || out === null || typeof out !== "object") return;
    for (const [k, x] of Object.entries(en)) {
      if (NOT_TEXT.has(k)) continue;
      walk(x, (out as Record<string, unknown>)[k], path === "" ? k : `${path}.${k}`);
    }
  };
  walk(d, said, "");
  // The printed determination: its headings and sentences as well.
  const lines = renderText(said, { lang, full: true }).split("\n");
  lines.forEach((line, i) => {
    if (line.startsWith("Receipt") || line.startsWith("Kvittering") || line.startsWith("Quittung")) return;
    const words = englishWords(lang, line, verbatim);
    if (words.length > 0) found.push({ where: `text line ${i + 1}`, what: "English", text: line.trim(), words });
  });
  return found;
}

/** Import every module of src/ but the command's and the batch worker's entry points (they run when loaded). */
export async function loadEveryModule(): Promise<number> {
  const src = join(import.meta.dirname, "..", "src");
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
    (f) =>
      f.endsWith(".ts") &&
      !f.endsWith(".test.ts") &&
      !f.endsWith(".d.ts") &&
      !f.includes("test-support") &&
      f !== join("cli", "main.ts") &&
      f !== join("batch", "worker.ts"),
  );
  for (const f of files.sort()) await import(pathToFileURL(join(src, f)).href);
  return files.length;
}

/** A case file decided, with what the case itself gives (which may stay as it is in any language). */
export interface Decided {
  determination: Determination;
  given: string[];
}

/**
 * Decide a case file. The determination is the same whatever language it is said in,
 * so one decision serves both German and Danish.
 */
export function decideFile(file: string, readings: Record<string, string> = {}): Decided {
  const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  return { determination: decide(data, { readings }), given: caseStrings(data) };
}

/** Decide a case file and find the English in it, in `lang`. */
export function findEnglishInFile(
  lang: Exclude<Lang, "en">,
  file: string,
  readings: Record<string, string> = {},
): Finding[] {
  const { determination, given } = decideFile(file, readings);
  return findEnglish(lang, determination, given);
}
