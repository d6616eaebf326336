/**
 * The order a person answers in: what decides before what only explains; the
 * situation, then the parties, then amounts, then dates, then the rest; each
 * top-level fact or list entry together, in the order the rules first reached it,
 * an entry's id first and its own fields before those of lists inside it; then in
 * the order the rules read them.
 */

import { CATEGORY_ORDER } from "./phrase.js";
import type { Question } from "./question.js";

/** Sort questions, in place, into the order a person answers. */
export function personSort(list: Question[]): void {
  const top = (q: Question) => /^facts\.[^.[]+(\[\d+\])?/.exec(q.path)?.[0] ?? q.path;
  const first = new Map<string, number>();
  for (const q of list) first.set(top(q), Math.min(first.get(top(q)) ?? q.order, q.order));
  const depth = (q: Question) => (q.path.match(/[.[]/g) ?? []).length;
  list.sort(
    (a, b) =>
      Number(a.explains) - Number(b.explains) ||
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      (first.get(top(a)) ?? 0) - (first.get(top(b)) ?? 0) ||
      Number(a.field !== "id") - Number(b.field !== "id") ||
      depth(a) - depth(b) ||
      a.order - b.order,
  );
}
