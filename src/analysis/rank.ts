/**
 * Ranking the facts one may also give (the questions' `optional`): by how much
 * another answer to each could move the outcome. The alternatives are what-if's
 * own (whatif.ts: every yes/no fact turned over, every named value exchanged,
 * every role added or taken away, each alone on a copy of the case and decided);
 * this module only reads off, for each optional fact, the alternative that moves
 * most.
 *
 * It costs one decision per alternative, so it is made only on request, only for
 * a case that can be decided, and within what-if's bound (maxChanges); the needed
 * facts never wait for it. The questions hand their optional facts in (their
 * `rank` option); this module knows of a question only its path and what it moves.
 */

import { phrases } from "../core/messages.js";
import type { DecideOptions } from "../engine/decide.js";
import { whatIf } from "./whatif.js";

const say = phrases("analysis/rank", {
  parties: "{n} {one, select, yes {party} other {parties}} move",
  others: "{n} other {one, select, yes {outcome} other {outcomes}} change",
  effect: "{label}: {what}",
  effectBoth: "{label}: {money}; {other}",
});

/** What ranking reads and marks of a question. */
export interface Rankable {
  readonly path: string;
  moves?: string;
  effect?: string;
}

/** Order `optional` in place, most moving first, each marked with what it moves. */
export function rankByWhatIf<Q extends Rankable>(
  data: unknown,
  opts: DecideOptions & { maxChanges?: number },
  optional: Q[],
): void {
  const report = whatIf(data, { ...opts, doc: undefined });
  const at = new Map(optional.map((q) => [q.path, q]));
  const best = new Map<string, (typeof report.results)[number]>();
  // Results come ordered by what they move, most first: the first for a path is its best.
  for (const r of report.results) {
    if (at.has(r.change.path) && !best.has(r.change.path)) best.set(r.change.path, r);
  }
  for (const [path, r] of best) {
    const q = at.get(path) as Q;
    q.moves = r.moves.toString();
    const parties = String(r.parties.length);
    const others = String(r.otherwise.length);
    const money = r.parties.length > 0 ? say.parties({ n: parties, one: r.parties.length > 1 ? "no" : "yes" }) : "";
    const other = r.otherwise.length > 0 ? say.others({ n: others, one: r.otherwise.length > 1 ? "no" : "yes" }) : "";
    q.effect =
      money !== "" && other !== ""
        ? say.effectBoth({ label: r.change.label, money, other })
        : say.effect({ label: r.change.label, what: money || other });
  }
  const rank = new Map([...best.values()].map((r, i) => [r.change.path, i]));
  optional.sort((a, b) => {
    const x = rank.get(a.path);
    const y = rank.get(b.path);
    if (x !== undefined && y !== undefined) return x - y;
    if (x !== undefined) return -1;
    if (y !== undefined) return 1;
    return 0;
  });
}
