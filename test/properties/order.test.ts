/**
 * Listing parties, interests, goods or ships in another order changes nothing —
 * over cases generated from every shipped example: every list of mappings in the
 * facts (people, ships, their owners, cargo, crew, items, offers, damage ...) is put
 * in a random order, and the determination is the same as the case's own, its
 * lists compared as sets (an allocation, a line, a liability is matched by what it
 * is, not where it stands).
 *
 * One case in four is decided with its explanation, and the explanation compared
 * too; the others without it.
 *
 * The words are compared as words: a sentence that names the parties or ships
 * does so in the order the case lists them ("the Gabriel and the Anna slipped
 * cable"), so the text of a label, a reason or a warning is compared by the words
 * it is made of, in any order; every figure, id, fraction and amount must be the
 * same.
 *
 * The receipt's case hash is left out of the comparison: it hashes the case as
 * written (canonical JSON sorts the keys of mappings, not the items of lists), so
 * another order is another case file and has another hash, on purpose.
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { canonicalJson } from "../../src/engine/decide.js";
import { apply, clone, examples, holds, type Json, ordersArb, planArb, reorder, Tally, tryDecide } from "./support.js";

/** Text as the words it is made of, in a fixed order. */
function words(s: string): string {
  return s
    .split(/[\s,;:()]+/)
    .filter((w) => w !== "" && w !== "and")
    .sort()
    .join(" ");
}

/** A determination with every list sorted, every text as its words, and the case hash left out. */
function unordered(d: Json): Json {
  const strip = structuredClone(d) as { receipt?: { case?: string } };
  if (strip.receipt) delete strip.receipt.case;
  const sort = (v: Json): Json => {
    if (Array.isArray(v)) {
      return v
        .map(sort)
        .map((x) => [canonicalJson(x), x] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([, x]) => x);
    }
    if (v !== null && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sort(x)]));
    return typeof v === "string" && /\s/.test(v) ? words(v) : v;
  };
  return sort(strip as Json);
}

const tally = new Tally();

describe("another order of the lists changes nothing", () => {
  for (const ex of examples().filter((e) => e.lists.length > 0)) {
    test(ex.file, () => {
      holds(
        ex,
        fc.tuple(planArb(ex, { orders: false }), ordersArb(ex), fc.integer({ min: 0, max: 3 })),
        ([plan, orders, explain]) => {
          // One case in four is compared with its explanation too (the costliest part
          // to build and to compare), the others without it.
          const opts = { explanation: explain === 0 };
          const data = apply(ex, plan);
          const a = tryDecide(data, opts);
          tally.count(ex.file, a);
          const moved = clone(data);
          reorder(ex, moved, orders);
          const b = tryDecide(moved, opts);
          assert.equal(b.ok, a.ok, "decided in one order and refused in another");
          if (!a.ok || !b.ok) return;
          assert.deepEqual(unordered(b.d), unordered(a.d));
        },
        ([plan, orders]) => {
          const moved = apply(ex, plan);
          reorder(ex, moved, orders);
          return { case: apply(ex, plan), reordered: moved };
        },
      );
    });
  }
  test("most generated cases decide", () => {
    tally.checkMostDecided(
      examples()
        .filter((e) => e.lists.length > 0)
        .map((e) => e.file),
    );
  });
});

after(() => {
  console.log(`order: ${tally.summary()}`);
});
