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
 *
 * Every list is reordered: lists of mappings and lists of plain values (roles,
 * measures, the persons a lot fell on), at the top of the facts and nested inside
 * the items of other lists (a ship's owners, a person's roles). And each example
 * is tried a second time with the first item of each list repeated, wherever the
 * case format accepts the repeat: a list whose items are not keyed by an id may
 * hold two items of one person (two offers on the beach of borkum-1666/7.2), and
 * which of them the law takes must not hang on which was listed first. The
 * repeated item's amounts are changed apart from the original's, so that the two
 * differ in most generated cases.
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { Rational } from "../../src/core/rational.js";
import { canonicalJson } from "../../src/engine/decide.js";
import {
  amountAt,
  apply,
  clone,
  type Example,
  exampleOf,
  examples,
  getAt,
  holds,
  type Json,
  type Obj,
  ordersArb,
  type Path,
  planArb,
  reorder,
  setAt,
  Tally,
  tryDecide,
  writeAmount,
} from "./support.js";

/** Every list under a value with more than one item, of mappings or of plain values, deepest first. */
function everyList(v: Json, path: Path, out: Path[] = []): Path[] {
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      everyList(x, [...path, i], out);
    });
    if (v.length > 1) out.push(path);
  } else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) everyList(x, [...path, k], out);
  }
  return out;
}

/** The example with every list it holds, not only its lists of mappings. */
const withEveryList = (ex: Example): Example => ({ ...ex, lists: everyList(ex.data.facts as Json, ["facts"]) });

/** Lists of mappings under a value, at any depth. */
function mappingLists(v: Json, path: Path, out: Path[] = []): Path[] {
  if (Array.isArray(v)) {
    v.forEach((x, i) => {
      mappingLists(x, [...path, i], out);
    });
    if (v.length > 0 && v.every((x) => x !== null && typeof x === "object" && !Array.isArray(x))) out.push(path);
  } else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) mappingLists(x, [...path, k], out);
  }
  return out;
}

/**
 * The example with the first item of each list of mappings repeated at its end,
 * each repeat kept only if the case with it still decides (a second person or
 * parcel with the same id is refused, a second offer by one person is not);
 * undefined when no list takes a repeat.
 */
function withRepeats(ex: Example): Example | undefined {
  let data = clone(ex.data);
  let repeated = 0;
  for (const path of mappingLists(data.facts as Json, ["facts"])) {
    const trial = repeatFirst(ex, data, path);
    if (!trial || !tryDecide(trial).ok) continue;
    data = trial;
    repeated++;
  }
  return repeated > 0 ? withEveryList(exampleOf(`${ex.file} (a list item repeated)`, data)) : undefined;
}

/**
 * The case with the first item of a list repeated at its end, every amount in the
 * repeat one largest unit more than the original's (so that the two are told
 * apart, and a repeat is not refused as a tie with itself); undefined when the
 * case format refuses the repeat.
 */
function repeatFirst(ex: Example, data: Obj, path: Path): Obj | undefined {
  const trial = clone(data);
  const list = getAt(trial, path) as Json[];
  list.push(clone(list[0] as Json));
  const at = [...path, list.length - 1];
  let amounts: readonly Path[];
  try {
    amounts = exampleOf(ex.file, trial).amounts;
  } catch {
    return undefined;
  }
  const big = Rational.of(ex.currency.units[0]?.inSmallest ?? 1n);
  for (const p of amounts) {
    if (p.length > at.length && at.every((s, i) => p[i] === s)) {
      setAt(trial, p, writeAmount(ex.currency, amountAt(ex, trial, p).add(big)));
    }
  }
  return trial;
}

/** The examples the property runs over: each with every list, and each with its repeats. */
function seeds(): Example[] {
  return examples().flatMap((e) => {
    const r = withRepeats(e);
    return [withEveryList(e), ...(r ? [r] : [])].filter((x) => x.lists.length > 0);
  });
}

/** The words of each text met so far: the same labels and reasons come back in every case compared. */
const WORDS = new Map<string, string>();

/** Text as the words it is made of, in a fixed order. */
function words(s: string): string {
  let w = WORDS.get(s);
  if (w === undefined) {
    w = s
      .split(/[\s,;:()]+/)
      .filter((x) => x !== "" && x !== "and")
      .sort()
      .join(" ");
    WORDS.set(s, w);
  }
  return w;
}

/** The value at a path of the case as a step's subject writes it ("facts.people[3]"). */
function at(data: Json, path: string): Json | undefined {
  let v: Json | undefined = data;
  for (const seg of path.match(/[^.[\]]+/g) ?? []) {
    if (v === null || typeof v !== "object") return undefined;
    v = Array.isArray(v) ? v[Number(seg)] : v[seg];
  }
  return v;
}

/**
 * A determination with every list sorted, every text as its words, and the case
 * hash left out. A step's subject names an entry by its place in its list, which
 * another order moves: it is compared as the entry it names in the case decided
 * (`data`), so that each step must still name the same person, ship or parcel.
 */
function unordered(d: Json, data: Json): Json {
  // The sort below builds the value anew: only the receipt is copied here, to leave its hash out.
  // The book of phrases is an index of the texts, the explanation's among them, which name lists in their order.
  const { phrases: _p, ...kept } = d as Obj;
  const strip = { ...kept } as { receipt?: { case?: string } };
  if (strip.receipt) {
    const { case: _hash, ...receipt } = strip.receipt;
    strip.receipt = receipt;
  }
  const sort = (v: Json): Json => {
    if (Array.isArray(v)) {
      return v
        .map(sort)
        .map((x) => [canonicalJson(x), x] as const)
        .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([, x]) => x);
    }
    if (v !== null && typeof v === "object")
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => {
          if (k !== "subject" || typeof x !== "string") return [k, sort(x)];
          const entry = at(data, x);
          assert.ok(entry !== undefined, `the subject ${x} is an entry of the case`);
          return [k, canonicalJson(sort(entry))];
        }),
      );
    return typeof v === "string" && /\s/.test(v) ? words(v) : v;
  };
  return sort(strip as Json);
}

const tally = new Tally();

describe("another order of the lists changes nothing", () => {
  const all = seeds();
  for (const ex of all) {
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
          assert.deepEqual(unordered(b.d, moved as Json), unordered(a.d, data as Json));
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
    tally.checkMostDecided(all.map((e) => e.file));
  });
});

after(() => {
  console.log(`order: ${tally.summary()}`);
});
