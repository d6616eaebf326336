// test: shared
/**
 * The statute kit: a step told in the case's own words keeps the rule id, status
 * and provisions its rule gave it, whatever the telling returns; a kind's context
 * carries the explain flag.
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Step } from "./explain.js";
import { evaluateTold, kindContext, type Told } from "./kit.js";
import { defineReading, ReadingSet } from "./reading.js";
import { rule } from "./rule.js";

const toyReading = defineReading({
  name: "toy_told",
  question: "Q-T09",
  title: "Is the toy share a half?",
  provisions: ["toy/1"],
  alternatives: [
    { code: "R1", slug: "third", label: "a third" },
    { code: "R2", slug: "half", label: "a half" },
  ],
  default: "R1",
});

const half = rule<number, number>({
  id: "toy/1#half",
  label: "a half (Q-T09 R2)",
  provisions: ["toy/1"],
  readings: ["toy_told"],
  when: (_n, ctx) => ctx.readings.get("toy_told") === "R2",
  gives: (n) => n / 2,
});

const share = rule<number, number>({
  id: "toy/1#share",
  label: "a third of what was found",
  provisions: ["toy/1", "toy/2"],
  readings: ["toy_told"],
  gives: (n) => n / 3,
  exceptions: [half],
});

const ctxOf = (code: string) => ({ readings: new ReadingSet([toyReading], { toy_told: code }) });

/** A telling that tries, past the type, to put another rule, status and provisions on the step. */
const forged = (): Told =>
  ({
    label: "told in the case's words",
    rule: "toy/9#other",
    status: "not-applicable",
    provisions: ["toy/9"],
    overriddenBy: ["toy/9#other"],
  }) as unknown as Told;

describe("evaluateTold", () => {
  it("keeps the rule id, status and provisions the rule set, whatever the telling returns", () => {
    const o = evaluateTold(share, 12, ctxOf("R1"), forged);
    assert.equal(o.step.rule, "toy/1#share");
    assert.equal(o.step.status, "applied");
    assert.deepEqual(o.step.provisions, ["toy/1", "toy/2"]);
    assert.equal(o.step.overriddenBy, undefined);
    assert.equal(o.step.label, "told in the case's words");
    assert.equal(o.value, 4);
  });

  it("keeps them too where an exception overrode the rule", () => {
    const plain = evaluateTold(share, 12, ctxOf("R2"), () => ({}));
    const o = evaluateTold(share, 12, ctxOf("R2"), forged);
    assert.equal(o.value, 6);
    assert.equal(o.step.rule, plain.step.rule);
    assert.equal(o.step.status, plain.step.status);
    assert.deepEqual(o.step.provisions, plain.step.provisions);
    assert.deepEqual(o.step.overriddenBy, plain.step.overriddenBy);
    assert.deepEqual(o.step.overriddenBy, ["toy/1#half"]);
  });

  it("tells the label, the steps beneath and the facts as the case gives them", () => {
    const child: Step = { label: "beneath", provisions: ["toy/1"], status: "note" };
    const o = evaluateTold(share, 12, ctxOf("R1"), (x) => ({
      label: `a third of 12 is ${x.value}`,
      children: [child],
      facts: { found: 12 },
    }));
    assert.equal(o.step.label, "a third of 12 is 4");
    assert.deepEqual(o.step.children, [child]);
    assert.deepEqual(o.step.facts, { found: 12 });
  });

  it("cites the provisions a rule is applied under, named with the rule, not in the telling", () => {
    const o = evaluateTold({ applying: share, cites: ["toy/1", "toy/5"] }, 12, ctxOf("R1"), forged);
    assert.deepEqual(o.step.provisions, ["toy/1", "toy/5"]);
    assert.equal(o.step.rule, "toy/1#share");
    assert.equal(o.step.status, "applied");
    assert.deepEqual(share.provisions, ["toy/1", "toy/2"], "the rule itself is unchanged");
  });
});

describe("kindContext", () => {
  it("carries the explain flag, and explains unless told not to", () => {
    const readings = new ReadingSet([toyReading], {});
    assert.equal(kindContext({ readings }).explain, true);
    assert.equal(kindContext({ readings, explain: true }).explain, true);
    assert.equal(kindContext({ readings, explain: false }).explain, false);
    assert.equal(kindContext({ readings }).readings, readings);
  });
});
