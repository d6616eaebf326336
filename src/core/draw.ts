/**
 * Drawing lots, reproducibly.
 *
 * The law leaves some choices to the lot (Borkum 7.7: who goes out with his ship,
 * and who goes with him). When a case asks sealaw to draw, the draw must be fair
 * and repeatable: anyone with the same seed and the same candidates gets the same
 * outcome, whatever order the candidates were listed in.
 *
 * Procedure: the candidates are sorted by id (code units); a stream of random
 * numbers is made from SHA-256 of "seed:counter" (counter = 0, 1, 2, ...), each
 * digest read as a 256-bit integer; a number below n is taken by rejection so that
 * every index is equally likely; the first k places of a Fisher-Yates shuffle with
 * those numbers are the drawn lots, in the order drawn.
 */

import { createHash } from "node:crypto";
import { phrases } from "./messages.js";

/** A draw that cannot be made as asked: no seed, a candidate listed twice, more lots than candidates. */
export class DrawError extends Error {
  override name = "DrawError";
}

const say = phrases("core/draw", {
  procedure:
    "candidates sorted by id; SHA-256 of 'seed:counter' as random numbers, taken by rejection below the number of candidates left; the first places of a Fisher-Yates shuffle are the lots drawn, in order",
});

/** How a lot is drawn, in words (in English; said again with each draw, so the determination's book has it). */
export const DRAW_PROCEDURE = say.procedure();

class Stream {
  private counter = 0;
  constructor(private readonly seed: string) {}

  private next256(): bigint {
    const h = createHash("sha256")
      .update(`${this.seed}:${this.counter++}`)
      .digest("hex");
    return BigInt(`0x${h}`);
  }

  /** A uniformly random integer in [0, n). */
  below(n: number): number {
    const N = BigInt(n);
    const space = 1n << 256n;
    const limit = space - (space % N);
    for (;;) {
      const x = this.next256();
      if (x < limit) return Number(x % N);
    }
  }
}

export interface Draw {
  readonly seed: string;
  /** The candidates in the order the procedure used them (sorted). */
  readonly candidates: readonly string[];
  /** The ids drawn, in the order drawn. */
  readonly drawn: readonly string[];
  readonly procedure: string;
}

/** Draw `k` of the candidates by lot from `seed`. */
export function drawLots(seed: string, candidates: readonly string[], k: number): Draw {
  if (seed.length === 0) throw new DrawError("a lot needs a seed: any text, stated in the case");
  const pool = [...new Set(candidates)].sort();
  if (pool.length !== candidates.length) throw new DrawError("a candidate is listed twice in the lot");
  if (!Number.isInteger(k) || k < 0) throw new DrawError(`cannot draw ${k} lots`);
  if (k > pool.length) throw new DrawError(`cannot draw ${k} lots from ${pool.length} candidates`);
  const s = new Stream(seed);
  const a = [...pool];
  for (let i = 0; i < k; i++) {
    const j = i + s.below(a.length - i);
    const t = a[i] as string;
    a[i] = a[j] as string;
    a[j] = t;
  }
  return { seed, candidates: pool, drawn: a.slice(0, k), procedure: say.procedure() };
}
