/**
 * The quick way in for a case written as JSON, as programs send it (the HTTP API,
 * the batch). JSON is YAML, and the YAML reader gives every problem its line, but
 * it builds a node for every value and costs some fifty times the platform's own
 * JSON.parse. So plain JSON is read natively when that gives exactly what the YAML
 * reader would give, and the YAML reader reads everything else.
 *
 * One pass over the text checks what JSON.parse does not: that no mapping names a
 * key twice (JSON.parse keeps the last silently, the case format refuses it), that
 * no key is `__proto__` (refused with its path by the YAML road), and that the
 * nesting and the number of values are within the input limits. The pass counts
 * keys, values and collections alike, so it never counts fewer values than the
 * YAML reader's own count, and it measures the nesting as that count does; where
 * it finds anything out of the plain, the text goes the YAML road, which names the
 * problem and its line. Lines are worked out only when a problem needs one.
 */

import type { InputLimits } from "./limits.js";

const QUOTE = 34;
const BACKSLASH = 92;

/** Whitespace between JSON tokens. */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** The text ends a bare token (number, true, false, null). */
function endsToken(c: number): boolean {
  return c === 44 || c === 93 || c === 125 || c === 58 || isSpace(c);
}

/**
 * The data of `text` when it is plain JSON — a mapping or a list, unique keys, no
 * `__proto__`, within the limits — read by JSON.parse; undefined when it is not,
 * and the YAML reader must read it.
 */
export function readPlainJson(text: string, limits: InputLimits): { data: unknown } | undefined {
  const n = text.length;
  let i = 0;
  while (i < n && isSpace(text.charCodeAt(i))) i++;
  const first = text.charCodeAt(i);
  if (first !== 123 && first !== 91) return undefined;
  // For each open collection: the keys seen so far (a mapping), or null (a list).
  const open: (Set<string> | null)[] = [];
  let nodes = 0;
  let keyNext = false;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isSpace(c) || c === 58) {
      i++;
    } else if (c === 123 || c === 91) {
      open.push(c === 123 ? new Set<string>() : null);
      if (open.length > limits.depth || ++nodes > limits.nodes) return undefined;
      keyNext = c === 123;
      i++;
    } else if (c === 125 || c === 93) {
      if (open.pop() === undefined) return undefined;
      keyNext = false;
      i++;
    } else if (c === 44) {
      keyNext = (open[open.length - 1] ?? null) !== null;
      i++;
    } else if (c === QUOTE) {
      let j = i + 1;
      let escaped = false;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === QUOTE) break;
        if (d === BACKSLASH) {
          escaped = true;
          j += 2;
        } else j++;
      }
      if (j >= n || ++nodes > limits.nodes) return undefined;
      if (keyNext) {
        const keys = open[open.length - 1];
        let key: string;
        try {
          key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        } catch {
          return undefined;
        }
        if (!keys || key === "__proto__" || keys.has(key)) return undefined;
        keys.add(key);
        keyNext = false;
      }
      i = j + 1;
    } else {
      if (++nodes > limits.nodes) return undefined;
      while (i < n && !endsToken(text.charCodeAt(i))) i++;
    }
  }
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
