// test: shared
/**
 * Decided without the explanation, each kind of the chapter runs its rules with
 * the explanation left out: the rules give the same values and leave no steps
 * (each rule's step is the one shared note that says so), and the determination's
 * explanation is that single note.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../../cases/parse.js";
import type { Step } from "../../core/explain.js";
import { decide, prepare } from "../../engine/decide.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "..", "examples", "dl-averi");

/** The steps under the root that a rule recorded: any with a rule id. */
function ruleSteps(root: Step): string[] {
  const out: string[] = [];
  const walk = (s: Step): void => {
    if (s.rule !== undefined) out.push(s.rule);
    for (const c of s.children ?? []) walk(c);
  };
  for (const c of root.children ?? []) walk(c);
  return out;
}

describe("dl-averi decided without the explanation", () => {
  const files = readdirSync(EXAMPLES)
    .filter((f) => f.endsWith(".yaml"))
    .sort();

  it("reads every kind of the chapter among the examples", () => {
    const kinds = new Set(
      files.map((f) => prepare(parseCaseText(readFileSync(join(EXAMPLES, f), "utf8"), f).data).handler.kind),
    );
    assert.deepEqual([...kinds].sort(), [
      "carriage",
      "collision",
      "general_average",
      "lights",
      "pilot_hire",
      "shipwreck",
    ]);
  });

  for (const f of files) {
    it(`${f}: the rules record no step, and the explanation is the single note that it was left out`, () => {
      const data = parseCaseText(readFileSync(join(EXAMPLES, f), "utf8"), f).data;
      const p = prepare(data, { explanation: false });
      const body = p.handler.decide(p.facts, { readings: p.readings, currency: p.currency, explain: false });
      assert.deepEqual(ruleSteps(body.explanation), [], "steps recorded by rules without the explanation");
      // With the explanation, the same kind's rules do record their steps.
      const q = prepare(data);
      const full = q.handler.decide(q.facts, { readings: q.readings, currency: q.currency });
      assert.ok(ruleSteps(full.explanation).length > 0);
      const bare = decide(data, { explanation: false });
      assert.equal(bare.explanation.status, "note");
      assert.equal(bare.explanation.children, undefined);
      assert.match(bare.explanation.label, /explanation was left out/);
    });
  }
});
