// test: shared
/**
 * An entry's hash is sha256 over its link, its header as canonical JSON and its
 * payload, in UTF-8, one newline between each (journal.ts). The hash is written
 * for speed (the header by hand, the bytes laid out in one buffer); here it is held
 * to that definition, taken literally, over entries of every shape, so that every
 * journal ever written still verifies.
 */

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import fc from "fast-check";
import { canonicalJson } from "../engine/canonical.js";
import { entryHash, headerJson } from "./journal.js";
import { payloadJson } from "./projection.js";
import type { StoredPayload } from "./records.js";

/** The definition, as the journal's comment states it. */
function defined(e: {
  seq: number;
  prev: string;
  at: string;
  actor: string;
  kind: string;
  lot: string | null;
  reason: string | null;
  corrects: number | null;
  determination: string | null;
  payload: string;
}): string {
  const header = canonicalJson({
    seq: e.seq,
    at: e.at,
    actor: e.actor,
    kind: e.kind,
    lot: e.lot,
    reason: e.reason,
    corrects: e.corrects,
    ...(e.determination ? { determination: e.determination } : {}),
  });
  return createHash("sha256").update(e.prev).update("\n").update(header).update("\n").update(e.payload).digest("hex");
}

const text = fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("", 'a "quoted" \\ text', "æøå ⚓"));
const entry = fc.record({
  seq: fc.integer({ min: 1, max: 2 ** 40 }),
  prev: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), text),
  at: text,
  actor: text,
  kind: text,
  lot: fc.option(text),
  reason: fc.option(text),
  corrects: fc.option(fc.integer({ min: 1, max: 2 ** 40 })),
  determination: fc.option(fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), text)),
  payload: fc.oneof(text, fc.json()),
});

test("an entry's header is its fields as canonical JSON, with a determination only where one is named", () => {
  fc.assert(
    fc.property(entry, (e) => {
      const want = canonicalJson({
        seq: e.seq,
        at: e.at,
        actor: e.actor,
        kind: e.kind,
        lot: e.lot,
        reason: e.reason,
        corrects: e.corrects,
        ...(e.determination ? { determination: e.determination } : {}),
      });
      assert.equal(headerJson(e), want);
    }),
    { numRuns: 2000 },
  );
});

test("an entry hashes as defined, whether its payload is given as text or as its stored bytes", () => {
  fc.assert(
    fc.property(entry, (e) => {
      const want = defined(e);
      assert.equal(entryHash(e), want);
      assert.equal(entryHash({ ...e, payload: new Uint8Array(Buffer.from(e.payload)) }), want);
    }),
    { numRuns: 2000 },
  );
});

test("a payload larger than any before it hashes as defined", () => {
  const e = {
    seq: 7,
    prev: "0".repeat(64),
    at: "1690-01-01T00:00:00.000Z",
    actor: "clerk",
    kind: "lodge",
    lot: "lot-1",
    reason: null,
    corrects: null,
    determination: "f".repeat(64),
    payload: JSON.stringify({ goods: "ø".repeat(300_000) }),
  };
  assert.equal(entryHash(e), defined(e));
  assert.equal(entryHash({ ...e, payload: "{}" }), defined({ ...e, payload: "{}" }));
});

test("a payload written with its lot's JSON given is the payload's canonical JSON", () => {
  const member = fc.oneof(
    fc.json().map((x) => JSON.parse(x) as unknown),
    fc.constant(undefined),
  );
  fc.assert(
    fc.property(
      fc.record(
        { event: member, lot: fc.dictionary(fc.string(), member), due: member, determination: member },
        {
          requiredKeys: ["lot"],
        },
      ),
      fc.dictionary(fc.string(), member),
      (p, extra) => {
        const whole = { ...extra, ...p } as unknown as StoredPayload;
        assert.equal(payloadJson(whole, canonicalJson(p.lot)), canonicalJson(whole));
      },
    ),
    { numRuns: 1000 },
  );
});
