// test: shared
/**
 * A reading written by its slugs is the reading defineReading makes of the same
 * words: the alternatives numbered R1, R2 … in the order written, the default R1
 * unless another is named, and a default that is no alternative refused.
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { defineReading, defineReadingBySlug, ReadingError } from "./reading.js";

const HEAD = { name: "wagon_parts", question: "Q-X99", title: "How many parts?", provisions: ["x/1"] };

describe("defineReadingBySlug", () => {
  it("numbers the alternatives in order and takes R1 for the default", () => {
    const bySlug = defineReadingBySlug({
      ...HEAD,
      alternatives: { three_in_total: "three in all", three_more: "three on top" },
      note: "why",
    });
    const written = defineReading({
      ...HEAD,
      alternatives: [
        { code: "R1", slug: "three_in_total", label: "three in all" },
        { code: "R2", slug: "three_more", label: "three on top" },
      ],
      default: "R1",
      note: "why",
    });
    assert.equal(JSON.stringify(bySlug), JSON.stringify(written), "the same reading, key for key and in order");
  });

  it("keeps a named default, and leaves out a note not given", () => {
    const r = defineReadingBySlug({ ...HEAD, alternatives: { a: "first", b: "second", c: "third" }, default: "R3" });
    assert.equal(r.default, "R3");
    assert.deepEqual(
      r.alternatives.map((a) => a.code),
      ["R1", "R2", "R3"],
    );
    assert.equal("note" in r, false);
  });

  it("refuses a default that is none of its alternatives, naming the reading", () => {
    assert.throws(
      () => defineReadingBySlug({ ...HEAD, alternatives: { a: "first" }, default: "R2" }),
      (e: unknown) => e instanceof ReadingError && /wagon_parts: default R2/.test(e.message),
    );
  });
});
