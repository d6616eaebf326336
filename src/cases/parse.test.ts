import assert from "node:assert/strict";
import { test } from "node:test";
import { CaseError } from "../core/errors.js";
import { decide } from "../engine/decide.js";

test("a case missing its required fields says each is missing, in words a clerk reads", () => {
  try {
    decide({ bad: 1 }, { source: "case.json" });
    assert.fail("a case without version, statute, kind and facts must not decide");
  } catch (e) {
    assert.ok(e instanceof CaseError);
    const text = e.message;
    assert.match(text, /version: the field is missing \(expected one of 1\)/);
    assert.match(text, /statute: the field is missing/);
    assert.match(text, /facts: the field is missing \(expected a value\)/);
    assert.match(text, /unknown field "bad"/);
    assert.doesNotMatch(text, /undefined|nonoptional/);
  }
});
