// test: shared
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, test } from "node:test";
import fc from "fast-check";
import { canonicalJson, canonicalSha256, sha256 } from "./canonical.js";

/** canonicalJson as first written: the reference the faster ones must equal. */
function reference(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
  if (Array.isArray(v)) return `[${v.map(reference).join(",")}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${reference(o[k])}`)
    .join(",")}}`;
}

/** Strings with escapes, astral characters and lone surrogates. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    '"',
    "\\",
    "\n",
    "\u0000",
    "\u001f",
    "\u007f",
    "\u2028",
    "\ud800",
    "\udfff",
    "😀",
    "é",
    "10",
    "2",
  ),
);

/** Case-like data: objects with unsorted and numeric keys, undefined members, and every kind of scalar. */
const data = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(text, tie("value"), { maxKeys: 6 }),
  ),
})).value;

describe("the case hash", () => {
  test("property: canonicalJson writes what the first canonicalJson wrote", () => {
    fc.assert(
      fc.property(data, (v) => {
        assert.equal(canonicalJson(v), reference(v));
      }),
      { numRuns: 2000 },
    );
  });

  test("property: canonicalSha256 hashes the UTF-8 of canonicalJson", () => {
    fc.assert(
      fc.property(data, (v) => {
        assert.equal(canonicalSha256(v), sha256(reference(v)));
      }),
      { numRuns: 2000 },
    );
  });

  test("a case larger than the writer's first buffer", () => {
    const big = { people: Array.from({ length: 2000 }, (_, i) => ({ id: `p${i}`, name: `Person ${i} — é 😀` })) };
    assert.equal(canonicalSha256(big), createHash("sha256").update(reference(big), "utf8").digest("hex"));
    assert.equal(canonicalSha256({ a: 1 }), sha256('{"a":1}'));
  });
});
