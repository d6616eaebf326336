/**
 * For the tests of every statute: the CaseError a decision throws, failing the test
 * when it throws anything else or nothing at all.
 */

import assert from "node:assert/strict";
import { CaseError } from "../../core/errors.js";

/** The CaseError `run` throws. */
export function caseError(run: () => unknown): CaseError {
  try {
    run();
  } catch (e) {
    assert.ok(e instanceof CaseError, `expected a CaseError, got ${String(e)}`);
    return e;
  }
  assert.fail("expected a CaseError");
}
