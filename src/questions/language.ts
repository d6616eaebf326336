/**
 * The interview in German and Danish. Its questions are put together from the
 * case format's own words (a field's question or description) and a few phrases
 * of the interview's own ("{who}: {question}"); each text it makes is noted here
 * with the message it says, beside the phrases of the determinations it decides,
 * so that a report made in English can be said in another language at the edge:
 * `questionsIn(lang, report, phrases)`.
 */

import { inLanguage, type Lang, type PhraseBook } from "../core/messages.js";
import { textsIn } from "../engine/language.js";
import type { QuestionsReport, ReadingBearing } from "./questions.js";

export { note, withPhrases } from "./notes.js";

/**
 * A report of the interview or of an analysis with its texts in `lang`: every
 * question, hint, reason and determination text through its message; ids, paths,
 * values and amounts as they are. The one walk of engine/language.ts, which keeps
 * the values of classes (a Rational) that reports hold.
 */
export function reportIn<T>(lang: Lang, report: T, phrases: PhraseBook): T {
  return textsIn(lang, report, phrases);
}

/** A reading as the interview lists it, its question and alternatives in `lang` (their names and codes as they are). */
export function readingIn(lang: Lang, r: ReadingBearing): ReadingBearing {
  return {
    ...r,
    title: inLanguage(lang, r.title),
    alternatives: r.alternatives.map((a) => ({ ...a, label: inLanguage(lang, a.label) })),
  };
}

/** The questions of a case in `lang`: every question, reason, reading and the determination said in it. */
export function questionsIn(lang: Lang, r: QuestionsReport, phrases: PhraseBook): QuestionsReport {
  if (lang === "en") return r;
  const out = reportIn(lang, r, phrases);
  return { ...out, readings: r.readings.map((x) => readingIn(lang, x)) };
}
