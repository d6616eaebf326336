// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { editDistance, suggest } from "./suggest.js";

const IDS = [
  "borkum-1666/6.1",
  "borkum-1666/6.2",
  "borkum-1666/7",
  "borkum-1666/12",
  "dl-averi/57",
  "dl-averi/58",
  "dl-skibsbrud/1",
];

/** Plain Levenshtein distance without any shortcut, as a reference. */
function reference(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push([]);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        (d[i] as number[]).push(i + j);
        continue;
      }
      const sub = (d[i - 1]?.[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      (d[i] as number[]).push(Math.min((d[i - 1]?.[j] as number) + 1, (d[i]?.[j - 1] as number) + 1, sub));
    }
  }
  return d[a.length]?.[b.length] as number;
}

describe("editDistance", () => {
  test("worked distances", () => {
    assert.equal(editDistance("kitten", "sitting"), 3);
    assert.equal(editDistance("", "abc"), 3);
    assert.equal(editDistance("abc", ""), 3);
    assert.equal(editDistance("abc", "abc"), 0);
    assert.equal(editDistance("6.1", "6.10"), 1);
    assert.equal(editDistance("averi", "avire"), 2);
  });

  test("stops early and answers max + 1 once the distance is certainly above max", () => {
    assert.equal(editDistance("abcdef", "uvwxyz", 2), 3);
    assert.equal(editDistance("a", "abcd", 1), 2);
    assert.equal(editDistance("kitten", "sitting", 3), 3);
  });

  test("property: equals a plain Levenshtein computation and is symmetric", () => {
    const word = fc.string({ maxLength: 10, unit: fc.constantFrom("a", "b", "c", "-", "/") });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = reference(a, b);
        assert.equal(editDistance(a, b), d);
        assert.equal(editDistance(b, a), d);
      }),
    );
  });

  test("property: with a max, exact up to max and above max otherwise", () => {
    const word = fc.string({ maxLength: 10, unit: fc.constantFrom("a", "b", "c", "d") });
    fc.assert(
      fc.property(word, word, fc.nat(6), (a, b, max) => {
        const d = reference(a, b);
        const capped = editDistance(a, b, max);
        if (d <= max) assert.equal(capped, d);
        else assert.ok(capped > max, `${a} / ${b}: ${capped} with max ${max}, true ${d}`);
      }),
    );
  });
});

describe("suggest", () => {
  test('"borkum-1666/6.10" suggests "borkum-1666/6.1" first', () => {
    const got = suggest("borkum-1666/6.10", IDS);
    assert.equal(got[0], "borkum-1666/6.1");
    // Then the nearer neighbour (distance 2) before the farther one (distance 3).
    assert.deepEqual(got, ["borkum-1666/6.1", "borkum-1666/6.2", "borkum-1666/12"]);
    assert.ok(!got.some((g) => g.startsWith("dl-")));
  });

  test("a transposed digit finds the provision", () => {
    assert.deepEqual(suggest("dl-averi/75", IDS), ["dl-averi/57", "dl-averi/58"]);
  });

  test("a prefix or part of an id finds it", () => {
    assert.deepEqual(suggest("dl-skibs", IDS), ["dl-skibsbrud/1"]);
    assert.deepEqual(suggest("skibsbrud", IDS), ["dl-skibsbrud/1"]);
  });

  test("an input that extends a real id finds it, however long the extra text", () => {
    // Edit distance 9 is beyond the limit; the id is found because the input starts with it.
    assert.deepEqual(suggest("dl-averi/57-paragraph", IDS), ["dl-averi/57"]);
  });

  test("matching ignores case and returns the candidate as written", () => {
    assert.equal(suggest("BORKUM-1666/7", IDS)[0], "borkum-1666/7");
    assert.deepEqual(suggest("DL-SKIBSBRUD/1", IDS), ["dl-skibsbrud/1"]);
  });

  test("unrelated input suggests nothing", () => {
    assert.deepEqual(suggest("salvage", IDS), []);
    assert.deepEqual(suggest("xyzzy-9999/42", IDS), []);
  });

  test("empty or blank input suggests nothing", () => {
    assert.deepEqual(suggest("", IDS), []);
    assert.deepEqual(suggest("   ", IDS), []);
  });

  test("no candidates, no suggestions", () => {
    assert.deepEqual(suggest("borkum-1666/6.1", []), []);
  });

  test("at most `limit` suggestions, nearest first, ties in alphabetical order", () => {
    const all = suggest("borkum-1666", IDS);
    assert.deepEqual(all, ["borkum-1666/12", "borkum-1666/6.1", "borkum-1666/6.2"]);
    assert.deepEqual(suggest("borkum-1666", IDS, 1), ["borkum-1666/12"]);
    assert.equal(suggest("borkum-1666", IDS, 10).length, 4);
  });

  test("property: every suggestion is a candidate, within the limit, and an exact candidate comes first", () => {
    const word = fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom("a", "b", "c", "1", "/") });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 10 }), fc.integer({ min: 1, max: 5 }), (cands, limit) => {
        for (const input of cands) {
          const got = suggest(input, cands, limit);
          assert.ok(got.length <= limit);
          assert.ok(got.every((g) => cands.includes(g)));
          // An exact match scores as well as any prefix; it is at least among the best.
          assert.ok(got.includes(input) || got.length === limit, `${input} missing from ${JSON.stringify(got)}`);
        }
      }),
    );
  });
});
