/**
 * One question the law asks of a case (questions.ts lists them, order.ts sorts them),
 * and what may rank the optional ones by how much each can move: a ranker, such as
 * analysis/rank.ts's what-if, that the caller hands in.
 */

import type { DecideOptions } from "../engine/decide.js";
import type { Phrased } from "./phrase.js";

export interface Question extends Phrased {
  /** The provisions whose rules read the fact. */
  provisions: string[];
  /** Position in the rules' order of reading (missing facts no rule read come last). */
  order: number;
  /** Sure to be needed: read before any missing fact had to be stood in for. */
  firm: boolean;
  /** Read only to build the explanation (shown there, e.g. a name beside a rule): it decides nothing. */
  explains: boolean;
  /**
   * Why it is asked: a rule read it ("read"), or the case format requires it
   * though no rule read it in the case as answered so far ("format"), or a check
   * across facts fails that another answer to it would pass ("check").
   */
  because: "read" | "format" | "check";
  /** For a fact asked because a check across facts fails: what the check says. */
  why?: string;
  /**
   * For a fact the case may leave out, but whose absence leaves the determination
   * a gap the fact itself would settle: that gap (a refusal, an assessment still
   * needed, a warning that it cannot be drawn up), in the determination's words.
   * Such a fact is needed.
   */
  settles?: string;
  /** Ranked facts: what one other answer moves, summed over the parties, in the case's currency. */
  moves?: string;
  /** Ranked facts: the other answer that moves most, and what it changes. */
  effect?: string;
}

/**
 * Orders, in place, the facts one may also give, most moving first, and marks each
 * with what it moves (`moves`, `effect`). Called only for a case with nothing needed.
 */
export type Ranker = (data: unknown, opts: DecideOptions & { maxChanges?: number }, optional: Question[]) => void;
