/**
 * The language of an answer: `?lang=en|de|da` where given, else the client's
 * Accept-Language (RFC 9110 §12.5.4, by quality; "de-DE" is German), else English.
 * An answer said in a language names it (Content-Language) and varies by the header
 * it was chosen from. Only the texts are said in the language: ids, amounts, dates
 * and the receipt are the same in every one (engine/language.ts).
 */

import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Determination } from "../core/determination.js";
import { isLang, LANGUAGES, type Lang, type PhraseBook } from "../core/messages.js";
import { determinationIn, textsIn } from "../engine/language.js";
import { quality } from "./negotiate.js";
// The German and Danish catalogues: the server speaks them from the start.
import "../messages/index.js";

/** The query parameter `lang`: a language sealaw speaks, or a 400 naming it. */
export const langQuery = z
  .enum(LANGUAGES, { error: () => `the language is one of ${LANGUAGES.join(", ")}` })
  .optional()
  .describe(
    "the language of the answer's texts: en, de or da (default: the Accept-Language header's first that sealaw speaks, else en); ids, amounts and the receipt are the same in each",
  );

/**
 * The language an Accept-Language header prefers among those sealaw speaks: the
 * range of the highest quality that names one ("da", "da-DK"; "*" is English),
 * the earlier on a tie; English when it names none.
 */
export function languageOfHeader(header: string | undefined): Lang {
  if (header === undefined) return "en";
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(",")) {
    const [range, ...params] = part.trim().split(";");
    const tag = (range ?? "").trim().toLowerCase();
    if (tag === "") continue;
    const q = quality(params);
    const primary = tag === "*" ? "en" : (tag.split("-")[0] ?? "");
    if (q <= 0 || !isLang(primary)) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? "en";
}

/**
 * The language a request asks for (its `lang` query, checked by the route's schema,
 * wins over its Accept-Language), named on the answer: Content-Language, and Vary
 * by Accept-Language when the header chose it.
 */
export function languageOf(req: Pick<FastifyRequest, "query" | "headers">, reply: FastifyReply): Lang {
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  const lang = typeof asked === "string" && isLang(asked) ? asked : languageOfHeader(req.headers["accept-language"]);
  reply.header("content-language", lang);
  if (asked === undefined) {
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, accept-language` : "accept-language");
  }
  return lang;
}

/** Whether a value is a determination: what carries its own book of phrases and its receipt. */
function isDetermination(v: object): v is Determination {
  return "receipt" in v && "statute" in v && "kind" in v;
}

/**
 * A report (questions, an analysis, a lot as shown) with its texts in `lang`: each
 * determination in it said through its own phrases, and the other texts through
 * the messages that need no arguments (a reading's question, a rule's label) or the
 * book of phrases given. Keys that hold ids or data are left as they are.
 */
export function reportIn<T>(lang: Lang, value: T, phrases?: PhraseBook): T {
  if (lang === "en") return value;
  // A report copies texts out of the determinations it made (an outcome's reason, a
  // party's role): their messages are in those determinations' books.
  const book: PhraseBook = { ...booksIn(value), ...phrases };
  // Said as it is written: an amount and other values that write their own JSON are
  // taken as they write it, so that what is answered is the same but for its texts.
  const plain: unknown = JSON.parse(JSON.stringify(value));
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === "object" && !Array.isArray(v) && isDetermination(v))
      return determinationIn(lang, v as Determination);
    if (v !== null && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = KEPT.has(k) ? x : walk(x);
      return out;
    }
    return textsIn(lang, v, book);
  };
  return walk(plain) as T;
}

/** The phrases of every determination in a value, in one book. */
export function booksIn(value: unknown): PhraseBook {
  const book: PhraseBook = {};
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) visit(x);
    else if (v !== null && typeof v === "object") {
      if (isDetermination(v) && v.phrases) Object.assign(book, v.phrases);
      for (const [k, x] of Object.entries(v)) if (k !== "phrases" && k !== "receipt") visit(x);
    }
  };
  visit(value);
  return book;
}

/**
 * Keys of a report that hold the case as it was given, paths into it, ids, days,
 * amounts, a value of a fixed set (a calendar, a status, a role) or the receipt:
 * never a text to say, even where a value happens to read as a message.
 */
const KEPT: ReadonlySet<string> = new Set([
  "path",
  "paths",
  "case",
  "facts",
  "value",
  "values",
  "default",
  "receipt",
  "phrases",
  "id",
  "lot",
  "statute",
  "kind",
  "status",
  "calendar",
  "action",
  "role",
  "field",
  "who",
  "party",
  "from",
  "to",
  "date",
  "lodged",
  "asOf",
  "other",
  "posting",
  "owed",
  "paid",
  "outstanding",
  "price",
  "amount",
  "hash",
  "seq",
  "valueText",
  "provisions",
]);
