/**
 * For the tests of every statute, reading what a decision gave: the error it threw
 * (failing the test when it throws anything else or nothing at all), and every step
 * of its explanation.
 */

import assert from "node:assert/strict";
import { CaseError } from "../../core/errors.js";
import type { Step } from "../../core/explain.js";

/** The error of the given type `run` throws. */
export function thrown<E extends Error>(run: () => unknown, type: new (...a: never[]) => E): E {
  try {
    run();
  } catch (e) {
    assert.ok(e instanceof type, `expected a ${type.name}, got ${String(e)}`);
    return e;
  }
  assert.fail(`expected a ${type.name}`);
}

/** The CaseError `run` throws. */
export function caseError(run: () => unknown): CaseError {
  return thrown(run, CaseError);
}

/** A step and every step under it. */
export function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}
