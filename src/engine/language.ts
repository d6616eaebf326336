/**
 * A determination in a language: every text of it said through its message in
 * German or Danish, at the edge. The determination itself (what is stored, hashed
 * and compared) stays as the engine made it; this makes a copy for reading.
 */

import type { Determination } from "../core/determination.js";
import { inLanguage, type Lang, type PhraseBook } from "../core/messages.js";

/** Fields that hold ids, paths, exact numbers or the receipt: never a phrase. */
export const NOT_TEXT: ReadonlySet<string> = new Set([
  "provisions",
  "receipt",
  "phrases",
  "facts",
  "rule",
  "overriddenBy",
  "subject",
  "id",
  "party",
  "owner",
  "interest",
  "from",
  "to",
  "members",
  "fraction",
  "parts",
  "due",
  "calendar",
  "payableFrom",
  "statute",
  "kind",
  "currency",
  "rate",
  "reading",
  // States and measures, written as words but never said: "open", "needed", "applied", "value".
  "status",
  // A reference to a law outside sealaw's texts, as that law is cited ("Danske Lov 4-1-5").
  "cite",
  "measure",
  // Amounts (a MoneyJSON: figures and the unit's code), never a phrase.
  "amount",
  "exact",
  "rounded",
  "perPart",
  "contributoryValue",
  "madeGood",
  "contributionExact",
  "contribution",
  "net",
  "loss",
  "mass",
  "totalParts",
  "roundedUp",
]);

/**
 * A copy of `value` with every text said in `lang` (see core/messages.ts): a
 * determination, or a report of the interview or an analysis that holds some.
 * Values of a class (an exact number, a Rational) are kept as they are.
 */
export function textsIn<T>(lang: Lang, value: T, phrases: PhraseBook | undefined): T {
  if (lang === "en") return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return inLanguage(lang, v, phrases);
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== "object") return v;
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = NOT_TEXT.has(k) ? x : walk(x);
    return out;
  };
  return walk(value) as T;
}

/** The determination with its texts in `lang`; its data, readings and receipt as they are. */
export function determinationIn(lang: Lang, d: Determination): Determination {
  return textsIn(lang, d, d.phrases);
}
