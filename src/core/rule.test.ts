// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { renderExplanation } from "./explain.js";
import { R } from "./rational.js";
import { defineReading, ReadingSet } from "./reading.js";
import {
  evaluate,
  evaluateOr,
  firstOf,
  LEFT_OUT,
  type Rule,
  RuleConflictError,
  RuleDefinitionError,
  rule,
  toJsonValue,
} from "./rule.js";

// A toy statute, so that the mechanism is tested apart from any real law.
interface P {
  name: string;
  helped: boolean;
  boy: boolean;
  wagon: boolean;
}

const generous = defineReading({
  name: "toy_wagon",
  question: "Q-T01",
  title: "Is the wagon bonus on top?",
  provisions: ["toy/2"],
  alternatives: [
    { code: "R1", slug: "in_total", label: "two in total" },
    { code: "R2", slug: "on_top", label: "two on top of the one" },
  ],
  default: "R1",
});

const boy = rule<P, ReturnType<typeof R>>({
  id: "toy/1#boy",
  label: "a boy has no part",
  provisions: ["toy/1"],
  when: (p) => p.boy,
  gives: () => R(0),
  show: (v) => v.toString(),
});

const wagon = rule<P, ReturnType<typeof R>>({
  id: "toy/2#wagon",
  label: "a helper with his wagon has two parts",
  provisions: ["toy/2"],
  readings: ["toy_wagon"],
  when: (p) => p.helped && p.wagon && !p.boy,
  gives: (_p, ctx) => (ctx.readings.is("toy_wagon", "R2") ? R(3) : R(2)),
  facts: (p) => ({ wagon: p.wagon }),
  show: (v) => v.toString(),
});

const helper = rule<P, ReturnType<typeof R>>({
  id: "toy/1#helper",
  label: "a helper has one part",
  provisions: ["toy/1"],
  when: (p) => p.helped,
  gives: () => R(1),
  facts: (p) => ({ helped: p.helped }),
  show: (v) => v.toString(),
  exceptions: [boy, wagon],
});

const ctx = () => ({ readings: new ReadingSet([generous]) });
const person = (o: Partial<P>): P => ({ name: "x", helped: true, boy: false, wagon: false, ...o });

describe("rules with exceptions", () => {
  test("the base rule applies when no exception does, and says so", () => {
    const o = evaluate(helper, person({}), ctx());
    assert.equal(o.applied, true);
    assert.equal(o.value?.toString(), "1");
    assert.equal(o.by, "toy/1#helper");
    assert.equal(o.step.status, "applied");
    assert.deepEqual(o.step.facts, { helped: true });
    const kids = o.step.children ?? [];
    assert.deepEqual(
      kids.map((k) => k.status),
      ["not-applicable", "not-applicable"],
    );
  });

  test("an exception overrides the base rule and the step records by what", () => {
    const o = evaluate(helper, person({ wagon: true }), ctx());
    assert.equal(o.value?.toString(), "2");
    assert.equal(o.by, "toy/2#wagon");
    assert.equal(o.step.status, "overridden");
    assert.deepEqual(o.step.overriddenBy, ["toy/2#wagon"]);
    assert.equal(o.step.value, "2");
    const w = o.step.children?.find((k) => k.rule === "toy/2#wagon");
    assert.equal(w?.status, "applied");
    assert.deepEqual(w?.readings, { toy_wagon: "R1" });
  });

  test("an exception applies even where the base rule's own condition fails", () => {
    const o = evaluate(helper, person({ helped: false, boy: true }), ctx());
    assert.equal(o.value?.toString(), "0");
    assert.equal(o.step.status, "overridden");
    assert.deepEqual(o.step.overriddenBy, ["toy/1#boy"]);
    assert.match(renderExplanation(o.step, { hideNotApplicable: true }), /✓ a boy has no part/);
  });

  test("nothing applies: no value, and the step says it did not apply", () => {
    const o = evaluate(helper, person({ helped: false }), ctx());
    assert.equal(o.applied, false);
    assert.equal(o.value, undefined);
    assert.equal(o.step.status, "not-applicable");
  });

  test("a reading changes the exception's value and is recorded as consulted", () => {
    const c = { readings: new ReadingSet([generous], { toy_wagon: "on_top" }) };
    const o = evaluate(helper, person({ wagon: true }), c);
    assert.equal(o.value?.toString(), "3");
    assert.deepEqual(
      c.readings.used().map((r) => [r.name, r.value, r.isDefault]),
      [["toy_wagon", "R2", false]],
    );
  });

  test("two exceptions applying at once is a conflict, not a silent choice", () => {
    const both = rule<P, number>({
      id: "toy/3",
      label: "base",
      provisions: ["toy/3"],
      gives: () => 1,
      exceptions: [
        rule<P, number>({ id: "toy/3#a", label: "a", provisions: ["toy/3"], gives: () => 2 }),
        rule<P, number>({ id: "toy/3#b", label: "b", provisions: ["toy/3"], gives: () => 3 }),
      ],
    });
    assert.throws(
      () => evaluate(both, person({}), ctx()),
      (e: unknown) => e instanceof RuleConflictError && /toy\/3#a and toy\/3#b/.test(e.message),
    );
  });

  test("a rule must name a provision", () => {
    assert.throws(() => rule({ id: "x", label: "x", provisions: [], gives: () => 1 }), RuleDefinitionError);
  });

  test("evaluateOr records the law's fallback when no rule applies", () => {
    const o = evaluateOr(helper, person({ helped: false }), ctx(), {
      value: R(0),
      label: "no help, no part",
      provisions: ["toy/4"],
    });
    assert.equal(o.value?.toString(), "0");
    assert.equal(o.step.label, "no help, no part");
    assert.equal(o.step.children?.[0]?.rule, "toy/1#helper");
  });

  test("firstOf takes the first rule that applies and keeps the steps of those tried", () => {
    const o = firstOf([boy, helper], person({}), ctx());
    assert.equal(o.by, "toy/1#helper");
    assert.deepEqual(
      o.steps.map((s) => s.status),
      ["not-applicable", "applied"],
    );
  });

  test("the explanation renders with marks and citations", () => {
    const o = evaluate(helper, person({ wagon: true }), ctx());
    const text = renderExplanation(o.step);
    assert.match(text, /✗ a helper has one part \[toy\/1\] => 2 \(overridden by toy\/2#wagon\)/);
    assert.match(text, /✓ a helper with his wagon has two parts \[toy\/2\] => 2/);
    assert.match(text, /readings: toy_wagon=R1/);
    const brief = renderExplanation(o.step, { hideNotApplicable: true });
    assert.doesNotMatch(brief, /a boy has no part/);
  });
});

describe("readings", () => {
  test("an override by code, slug or bare number is accepted", () => {
    for (const v of ["R2", "r2", "2", "on_top"]) {
      assert.equal(new ReadingSet([generous], { toy_wagon: v }).get("toy_wagon"), "R2", v);
    }
  });

  test("unknown names and values are errors that list what exists", () => {
    assert.throws(
      () => new ReadingSet([generous], { toy_wagn: "R1" }),
      /unknown reading "toy_wagn" \(did you mean toy_wagon\?\)/,
    );
    assert.throws(
      () => new ReadingSet([generous], { toy_wagon: "R3" }),
      /choose one of R1 \(in_total\), R2 \(on_top\)/,
    );
  });

  test("a default that is not an alternative is refused at definition", () => {
    assert.throws(() => defineReading({ ...generous, default: "R7" }), /not one of its alternatives/);
  });

  test("only consulted readings count as used; overrides are listed either way", () => {
    const s = new ReadingSet([generous], { toy_wagon: "R2" });
    assert.deepEqual(s.used(), []);
    assert.equal(s.overrides()[0]?.name, "toy_wagon");
    s.get("toy_wagon");
    assert.equal(s.used().length, 1);
  });
});

describe("values in the explanation", () => {
  test("property: toJsonValue gives what the JSON round trip gives", () => {
    const values = fc.oneof(
      fc.jsonValue(),
      fc.string(),
      fc.double(),
      fc.constantFrom(-0, 0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, undefined, null, true),
      fc.object(),
      fc.array(fc.oneof(fc.double(), fc.string(), fc.constant(undefined))),
    );
    fc.assert(
      fc.property(values, (v) => {
        const roundTrip = v === undefined ? null : JSON.parse(JSON.stringify(v));
        assert.deepStrictEqual(toJsonValue(v), roundTrip);
      }),
      { numRuns: 3000 },
    );
  });

  test("a rule's value in its step is plain JSON: -0 as 0, NaN as null", () => {
    const r = rule<P, number>({
      id: "toy/9",
      label: "x",
      provisions: ["toy/9"],
      gives: (p) => (p.boy ? -0 : Number.NaN),
    });
    assert.equal(Object.is(evaluate(r, person({ boy: true }), ctx()).step.value, 0), true);
    assert.equal(evaluate(r, person({}), ctx()).step.value, null);
  });
});

describe("rules without the explanation", () => {
  test("the same values and readings, and no steps", () => {
    for (const p of [
      person({}),
      person({ wagon: true }),
      person({ boy: true, helped: false }),
      person({ helped: false }),
    ]) {
      const on = ctx();
      const off = { readings: new ReadingSet([generous]), explain: false };
      const a = evaluate(helper, p, on);
      const b = evaluate(helper, p, off);
      assert.equal(b.applied, a.applied);
      assert.equal(b.by, a.by);
      assert.equal(b.value?.toString(), a.value?.toString());
      assert.equal(b.step, LEFT_OUT);
      assert.deepEqual(off.readings.used(), on.readings.used());
      const f = firstOf([boy, helper], p, off);
      assert.deepEqual(f.steps, []);
    }
  });
});

describe("a rule's subject", () => {
  // The toy's people stand in a list of the case; a rule about one of them names it.
  const people: P[] = [person({ name: "a" }), person({ name: "b", wagon: true }), person({ name: "c", helped: false })];
  let asked = 0;
  const where = (p: P): string | undefined => {
    asked++;
    const i = people.indexOf(p);
    return i < 0 ? undefined : `facts.people[${i}]`;
  };
  const about = <V>(r: Rule<P, V>): Rule<P, V> =>
    rule({ ...r, id: `${r.id}-about`, subject: where, exceptions: r.exceptions?.map(about) });
  const helperAbout = about(helper);

  test("each step of a rule with a subject names the entry, whether it applied, was overridden or did not apply", () => {
    const applied = evaluate(helperAbout, people[0] as P, ctx()).step;
    assert.equal(applied.status, "applied");
    assert.equal(applied.subject, "facts.people[0]");
    const overridden = evaluate(helperAbout, people[1] as P, ctx()).step;
    assert.equal(overridden.status, "overridden");
    assert.equal(overridden.subject, "facts.people[1]");
    assert.deepEqual(
      overridden.children?.map((c) => [c.status, c.subject]),
      [
        ["not-applicable", "facts.people[1]"],
        ["applied", "facts.people[1]"],
      ],
    );
    const not = evaluate(helperAbout, people[2] as P, ctx()).step;
    assert.equal(not.status, "not-applicable");
    assert.equal(not.subject, "facts.people[2]");
    assert.deepEqual(not.facts, { helped: false });
  });

  test("an input that is no entry of the case leaves the step without a subject", () => {
    const step = evaluate(helperAbout, person({ name: "made up" }), ctx()).step;
    assert.equal(step.status, "applied");
    assert.ok(!("subject" in step));
  });

  test("without the explanation the entry is never looked for", () => {
    asked = 0;
    for (const p of people) evaluate(helperAbout, p, { readings: new ReadingSet([generous]), explain: false });
    assert.equal(asked, 0);
    for (const p of people) evaluate(helperAbout, p, ctx());
    assert.ok(asked > 0);
  });

  test("the text of a step is the same with a subject as without", () => {
    for (const p of people) {
      const plain = evaluate(helper, p, ctx()).step;
      const named = evaluate(helperAbout, p, ctx()).step;
      const unnamed = (s: typeof named): string => renderExplanation(s).replaceAll("-about", "");
      assert.equal(unnamed(named), renderExplanation(plain));
    }
  });
});
