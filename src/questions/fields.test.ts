// test: shared
/**
 * The table of the fields' questions is the schemas' own: every field of every kind
 * of every statute is in it, with the words the interview puts for it now, and so
 * is every value's meaning; nothing else is. A field whose words change fails here
 * until its entry is written again (scripts/field-questions.ts prints the table).
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { STATUTES } from "../law/index.js";
import { everyField } from "./every-field.js";
import { FIELD_ENGLISH, MEANING_ENGLISH } from "./fields.js";

/** The entries of `a` that `b` lacks or gives other words. */
function unlike(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): string[] {
  return Object.entries(a)
    .filter(([k, v]) => b[k] !== v)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
}

describe("the fields' questions", () => {
  const now = everyField();

  it("has every field the schemas have, with its words as the interview puts them", () => {
    assert.deepEqual(unlike(now.questions, FIELD_ENGLISH), []);
    assert.deepEqual(unlike(FIELD_ENGLISH, now.questions), []);
  });

  it("has every value's meaning the schemas give", () => {
    assert.deepEqual(unlike(now.meanings, MEANING_ENGLISH), []);
    assert.deepEqual(unlike(MEANING_ENGLISH, now.meanings), []);
  });

  it("asks of every kind of every statute", () => {
    const kinds = new Set(Object.keys(FIELD_ENGLISH).map((k) => k.split("/").slice(0, 2).join("/")));
    const every = STATUTES.flatMap((s) => s.kinds.map((h) => `${s.id}/${h.kind}`));
    assert.deepEqual(
      every.filter((k) => !kinds.has(k)),
      [],
    );
  });
});
