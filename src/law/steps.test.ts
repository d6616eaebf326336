/**
 * Every step of an explanation that carries a rule id should come from a rule, so
 * that it can be listed, explained and checked like the others. Most do; the steps
 * below are still built by hand (the kinds' root steps, and some sections that
 * carry an id). This test holds the list: a new hand-built step with a rule id
 * fails it, and one made a rule must leave it, so the list only shrinks.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Step } from "../core/explain.js";
import { isDefinedRule } from "../core/rule.js";
import { decideText } from "../index.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "examples");

/** Steps with a rule id that no rule made (seen in the shipped examples), in id order. */
const HAND_BUILT: readonly string[] = [];

function* stepsOf(s: Step): Generator<Step> {
  yield s;
  for (const c of s.children ?? []) yield* stepsOf(c);
}

describe("steps with a rule id", () => {
  it("come from a rule, but for the hand-built steps still listed; an overridden step names its overrider", () => {
    const hand = new Set<string>();
    for (const st of readdirSync(EXAMPLES).sort()) {
      for (const f of readdirSync(join(EXAMPLES, st)).sort()) {
        const d = decideText(readFileSync(join(EXAMPLES, st, f), "utf8"), { source: `${st}/${f}` });
        for (const s of stepsOf(d.explanation)) {
          if (s.status === "overridden") assert.ok(s.overriddenBy?.length, `${st}/${f}: ${s.rule} names no overrider`);
          if (s.rule !== undefined && !isDefinedRule(s.rule)) hand.add(s.rule);
        }
      }
    }
    assert.deepEqual([...hand].sort(), [...HAND_BUILT]);
  });
});
