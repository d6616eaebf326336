/** Near-miss suggestions for unknown ids and names ("did you mean ...?"). */

import { clip } from "./errors.js";

/** Levenshtein distance, with an early exit once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] as number;
}

/**
 * Up to `limit` candidates close to `input`: those that contain it or start the
 * same way first, then those within a small edit distance, nearest first.
 */
export function suggest(input: string, candidates: readonly string[], limit = 3): string[] {
  const q = input.trim().toLowerCase();
  if (q === "") return [];
  const max = Math.max(2, Math.floor(q.length / 3));
  const scored: { c: string; score: number }[] = [];
  for (const c of candidates) {
    const lc = c.toLowerCase();
    let score: number;
    if (lc.startsWith(q) || q.startsWith(lc)) score = 0.5;
    else if (lc.includes(q)) score = 1;
    else score = editDistance(q, lc, max);
    if (score <= max) scored.push({ c, score });
  }
  scored.sort((x, y) => x.score - y.score || (x.c < y.c ? -1 : x.c > y.c ? 1 : 0));
  return scored.slice(0, limit).map((s) => s.c);
}

/** The most unknown fields one message names; the rest are counted. */
export const MAX_NAMED_FIELDS = 10;

/**
 * "unknown field "valeu"; did you mean "value"?" — for the first few unknown
 * fields (MAX_NAMED_FIELDS), each name clipped, and how many more there are: a
 * body of a hundred thousand unknown keys is refused in a line, not a book.
 */
export function unknownFields(keys: readonly string[], known: readonly string[]): string {
  const named = keys.slice(0, MAX_NAMED_FIELDS).map((k) => {
    const near = known.find((x) => x.toLowerCase() === k.toLowerCase()) ?? suggest(k, known, 1)[0];
    const name = clip(k, 60);
    return near !== undefined
      ? `unknown field "${name}"; did you mean "${near}"?`
      : `unknown field "${name}"; the fields are ${known.join(", ")}`;
  });
  const rest = keys.length - named.length;
  if (rest > 0) named.push(`and ${rest.toLocaleString("en")} more unknown field${rest === 1 ? "" : "s"}`);
  return named.join("; ");
}
