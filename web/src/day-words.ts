/**
 * Days and months written out in the reader's language, for the result's dates and
 * the register's alike. The months' names are made once for each language: a date
 * format costs far more to make than to use.
 */

import type { Lang } from "./i18n/index.js";

const MONTHS = new Map<Lang, string[]>();

/** The name of month `m` (1–12) in the language: "October", "Oktober", "oktober". */
export function monthWord(m: number, l: Lang): string {
  let names = MONTHS.get(l);
  if (!names) {
    const f = new Intl.DateTimeFormat(l, { month: "long", timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, i) => f.format(Date.UTC(2000, i, 1)));
    MONTHS.set(l, names);
  }
  return names[m - 1] ?? String(m);
}

/** A day written out in the language: "13 October 1690", "13. Oktober 1690", "13. oktober 1690". */
export function dayInWords(y: number, m: number, d: number, l: Lang): string {
  const month = monthWord(m, l);
  return l === "en" ? `${d} ${month} ${y}` : `${d}. ${month} ${y}`;
}
