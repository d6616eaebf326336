/**
 * What another statute still needs of a case carried to it.
 *
 * `sealaw compare` carries a case's facts to the other statute where both speak;
 * where the other statute does not cover the facts as given (the Danish salvage
 * rules need the ship that came to grief, which a Borkum salvage need not name),
 * the carried case is a partial case like any other, and its questions are the
 * ones `questions` asks: the same machinery, the same order, the same words. Where
 * the carried facts keep the case file's own paths, the answers can be written into
 * the case file, which then compares with figures on both sides.
 */

import type { DecideOptions } from "../engine/decide.js";
import { type Question, questions } from "./questions.js";

export interface StillNeeded {
  /** The other statute, and the kind of case it reads the facts as. */
  statute: string;
  kind: string;
  /** Nothing more is needed: the other statute decides the case with its figures. */
  complete: boolean;
  /** The other statute can decide the case (some figures may still wait for facts). */
  decidable: boolean;
  /** The facts it still needs, as questions, in the order a person answers; paths are the case file's when `intoCaseFile`. */
  needed: Question[];
  /** The question to ask first. */
  next?: Question;
  /** Where its rules could not go on. */
  stopped?: string;
  /** The answers go into the case file under the same paths (the facts were carried as they are). */
  intoCaseFile: boolean;
  /** The carried case cannot be read at all (a value the other statute refuses): why. */
  refused?: string;
}

/**
 * The questions of the case as carried (a case file under the other statute), or
 * undefined when nothing more is needed there. `open`: facts left unknown on purpose.
 */
export function stillNeeded(
  carried: unknown,
  intoCaseFile: boolean,
  opts: Pick<DecideOptions, "limits"> & { open?: readonly string[] } = {},
): StillNeeded | undefined {
  const env = carried as { statute: string; kind: string };
  const base = { statute: env.statute, kind: env.kind, intoCaseFile };
  let r: ReturnType<typeof questions>;
  try {
    r = questions(carried, { ...opts, source: `the case carried to ${env.statute}` });
  } catch (e) {
    if (!(e instanceof Error) || (e.name !== "CaseError" && e.name !== "NotCoveredError")) throw e;
    return { ...base, complete: false, decidable: false, needed: [], refused: e.message };
  }
  if (r.complete) return undefined;
  // Nothing left out would move it on: the facts as given are what it refuses, and it says why.
  if (r.needed.length === 0 && !r.decidable && r.stopped !== undefined)
    return { ...base, complete: false, decidable: false, needed: [], refused: r.stopped };
  return {
    ...base,
    complete: false,
    decidable: r.decidable,
    needed: r.needed,
    ...(r.next ? { next: r.next } : {}),
    ...(r.stopped !== undefined ? { stopped: r.stopped } : {}),
  };
}
