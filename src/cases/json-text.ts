/**
 * The quick way in for a case written as JSON, as programs send it (the HTTP API,
 * the batch). JSON is YAML, and the YAML reader gives every problem its line, but
 * it builds a node for every value and costs some fifty times the platform's own
 * JSON.parse. So plain JSON is read natively when that gives exactly what the YAML
 * reader would give, and the YAML reader reads everything else.
 *
 * One pass over the text (scanJson, src/cases/limits.ts) checks what JSON.parse
 * does not: that no mapping names a key twice (JSON.parse keeps the last
 * silently, the case format refuses it), that no key is `__proto__` (refused with
 * its path by the YAML road), and that the nesting, the number of values and the
 * length of each text are within the input limits. Where it finds anything out of
 * the plain, the text goes the YAML road, which names the problem and its line.
 */

import { CaseError } from "../core/errors.js";
import { type InputLimits, scanJson } from "./limits.js";

/**
 * The data of `text` when it is plain JSON — a mapping or a list, unique keys, no
 * `__proto__`, within the limits — read by JSON.parse; undefined when it is not,
 * and the YAML reader must read it.
 */
export function readPlainJson(text: string, limits: InputLimits): { data: unknown } | undefined {
  try {
    if (!scanJson("", text, limits)?.plain) return undefined;
  } catch (e) {
    if (e instanceof CaseError) return undefined;
    throw e;
  }
  try {
    return { data: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
