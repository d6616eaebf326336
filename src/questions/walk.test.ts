/**
 * The walk: from the empty envelope to every shipped example, one answer at a time.
 *
 * Each question the interview puts (`next`) is answered as a person holding the
 * example's facts would: with the example's value, or left at its default or
 * unknown where the example does not give it. The walk must end where the example
 * ends, with the same figures; and no question on the way may be one that the
 * example's own situation rules out.
 *
 * What the situation rules out is judged from the finished case, not from the
 * interview: the complete example is decided once with the one recorder of reads
 * (record.ts), and a question is in order only if some rule read its field to
 * decide that case — not only to describe a party, not only to look for a warning
 * (core/rule.ts `describing`, `aside`). A field the finished case leaves out counts
 * as read only where a rule asks for it by name: copying a person (a spread) reads
 * the fields the person has, not every field the format knows.
 *
 * Two kinds of question are asked though no rule reads them, and are no over-ask
 * of the law, because the law is not what asks them:
 *
 * - `because: "format"`: the case format requires the field (an entry's id, by
 *   which the other facts name it; a list the format cannot be read without).
 *   Without it there is no case to decide at all, whatever the situation.
 * - `because: "check"`: a check across facts fails on the answers so far, and the
 *   question is the fact, left at its default, whose other answer passes it (a
 *   ship that came to grief, still counted as salvaging); the check's words say so.
 *
 * Every other question must be read to decide. What only explains a rule that
 * applied is offered (marked `explains`) but never put, so the walk never meets it.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { decide, decidePrepared, UNREAD_NOTE } from "../engine/decide.js";
import { pathOf } from "./interview.js";
import { preparePartial } from "./partial.js";
import { type QuestionsReport, questions } from "./questions.js";
import { Recorder } from "./record.js";
import { setIn, valueAt } from "./schema-walk.js";

const root = join(import.meta.dirname, "..", "..", "examples");
const EXAMPLES = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, d.name))
      .filter((f) => f.endsWith(".yaml"))
      .sort()
      .map((f) => join(root, d.name, f)),
  );

function load(file: string): Record<string, unknown> {
  const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  const { expect: _e, ...rest } = data;
  return rest;
}

/** The fields (as "facts.people[2].farm") a rule reads to decide the complete case. */
function readToDecide(example: Record<string, unknown>): Set<string> {
  const partial = preparePartial(example);
  assert.equal(partial.holes.size, 0, "the example is complete");
  // No fields listed beyond those the case gives: a copy of a mapping reads what it holds.
  const rec = new Recorder(new Set());
  rec.watching(() => decidePrepared({ ...partial.prepared, facts: rec.wrap(partial.prepared.facts), explain: false }));
  rec.stop();
  const out = new Set<string>();
  for (const r of rec.reads.values()) if (!r.explains && !r.warnsOnly) out.add(`facts.${r.text}`);
  return out;
}

/**
 * The figures of a determination: everything it decides, without its explanation,
 * its receipt, the note on facts given but never read, and the role column, which
 * only names each party in words (a farm, whose son he is) and is built from facts
 * that are offered as explaining, never put.
 */
function figures(d: ReturnType<typeof decide>): unknown {
  const { explanation: _x, receipt: _r, phrases: _p, warnings, allocations, ...rest } = d;
  return JSON.parse(
    JSON.stringify({
      ...rest,
      allocations: allocations.map(({ role: _role, ...a }) => a),
      warnings: warnings.filter((w) => !w.message.startsWith(UNREAD_NOTE)),
    }),
  );
}

interface Step {
  path: string;
  because: Question["because"];
  /** The kind of answer: a mapping of free keys (id -> share) is answered whole. */
  answer: Question["answer"]["type"];
}
type Question = QuestionsReport["needed"][number];

/** Answer `next` until nothing is left to put, as a person holding `example`'s facts would. */
function walk(example: Record<string, unknown>): {
  final: Record<string, unknown>;
  steps: Step[];
  last: QuestionsReport;
} {
  const state: Record<string, unknown> = { ...example, facts: {} };
  const open: string[] = [];
  const steps: Step[] = [];
  for (let i = 0; i < 2000; i++) {
    const r = questions(state, { open });
    const q = r.next;
    if (!q) return { final: state, steps, last: r };
    steps.push({ path: q.path, because: q.because, answer: q.answer.type });
    const path = pathOf(q.path);
    const v = valueAt(example.facts, path);
    if (v === undefined) {
      // The example leaves it out: a fact that may be left out is left so.
      assert.ok(
        r.optional.some((x) => x.path === q.path) || q.settles !== undefined,
        `${q.path} must be answered, yet the example leaves it out`,
      );
      open.push(q.path);
      continue;
    }
    const answer =
      q.answer.type === "details"
        ? {}
        : q.answer.type === "entries"
          ? (v as unknown[]).map(() => ({}))
          : structuredClone(v);
    setIn(state.facts, path, answer);
  }
  throw new Error("the questions did not come to an end");
}

describe("the walk from the empty envelope to every shipped example", () => {
  it("finds the shipped examples", () => assert.ok(EXAMPLES.length >= 50, `${EXAMPLES.length} examples`));

  for (const file of EXAMPLES) {
    const name = file.slice(root.length + 1);
    it(`${name}: ends at its determination, and is asked only what its situation lets decide`, () => {
      const example = load(file);
      const deciding = readToDecide(example);
      const { final, steps, last } = walk(example);

      for (const s of steps) {
        if (s.because === "format" || s.because === "check") continue;
        assert.ok(
          deciding.has(s.path),
          `${s.path} is asked, but no rule reads it to decide the finished case: its situation rules it out`,
        );
      }
      assert.equal(last.complete, true, `the walk ends with ${last.needed.map((q) => q.path).join(", ")} needed`);
      assert.deepEqual(figures(decide(final)), figures(decide(example)));
      // And nothing that decides is skipped: every fact the example gives that a rule
      // reads to decide was asked, or lies within a mapping of free keys asked whole.
      const asked = steps.map((s) => s.path);
      const wholes = steps.filter((s) => s.answer === "mapping").map((s) => s.path);
      for (const p of deciding) {
        if (valueAt(example.facts, pathOf(p)) === undefined || /\[\d+\]$/.test(p)) continue;
        const whole = wholes.some((a) => p.startsWith(`${a}.`));
        assert.ok(asked.includes(p) || whole, `${p} decides the example, yet was never asked`);
      }
    });
  }
});
