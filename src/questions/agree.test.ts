/**
 * `ask` and `decide` agree: on every shipped example with a field taken out, what
 * decide refuses without is needed, what ask calls complete decide decides, and a
 * fact said to have a default decides as that default does. A fact the case may
 * leave out, but whose absence leaves a refusal or an assessment it would settle,
 * is needed (borkum-1666/7.4–7.5: whether the Vogt was told; dl-averi/23–25: a
 * general average built from nothing ends with its figures).
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { CaseError, NotCoveredError } from "../core/errors.js";
import { decide } from "../engine/decide.js";
import { pathOf } from "./interview.js";
import { type QuestionsReport, questions } from "./questions.js";
import { renderQuestions } from "./render.js";
import { plainObject, type Seg, setIn, valueAt } from "./schema-walk.js";
import { fieldPaths } from "./test-support/field-paths.js";

const root = join(import.meta.dirname, "..", "..", "examples");
const EXAMPLES = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, d.name))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => join(root, d.name, f)),
  );

function load(file: string): Record<string, unknown> {
  const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  const { expect: _e, ...rest } = data;
  return rest;
}

function withoutField(data: Record<string, unknown>, p: Seg[]): Record<string, unknown> {
  const copy = structuredClone(data) as { facts: unknown };
  const parent = plainObject(valueAt(copy.facts, p.slice(0, -1)));
  if (parent) delete parent[p[p.length - 1] as string];
  return copy as Record<string, unknown>;
}

/** What a determination decides, without its hash, its explanation and the note on unread facts. */
function decided(d: ReturnType<typeof decide>): unknown {
  const { receipt: _r, explanation: _e, warnings, ...rest } = d;
  return JSON.parse(JSON.stringify({ ...rest, warnings: warnings.filter((w) => !w.message.startsWith("Not read")) }));
}

const pathText = (p: readonly Seg[]) =>
  p.reduce<string>((t, k) => (typeof k === "number" ? `${t}[${k}]` : `${t}.${k}`), "facts");

describe("ask and decide agree on every shipped example with a field taken out", () => {
  for (const file of EXAMPLES) {
    const name = file.slice(root.length + 1);
    it(name, () => {
      const example = load(file);
      for (const p of fieldPaths(example.facts)) {
        const data = withoutField(example, p);
        const at = pathText(p);
        let r: QuestionsReport;
        try {
          r = questions(data);
        } catch (e) {
          // Refused by ask only where decide refuses it too, alike.
          assert.ok(e instanceof CaseError || e instanceof NotCoveredError, `${at}: ${String(e)}`);
          assert.throws(() => decide(data), e.constructor as typeof Error, at);
          continue;
        }
        let refusal: CaseError | NotCoveredError | undefined;
        try {
          decide(data);
        } catch (e) {
          if (!(e instanceof CaseError || e instanceof NotCoveredError)) throw e;
          refusal = e;
        }
        if (r.complete || r.decidable) assert.equal(refusal, undefined, `${at}: ask can decide it, decide refuses it`);
        if (refusal) {
          assert.equal(r.complete, false, `${at}: ask calls it complete, decide refuses it`);
          assert.ok(r.needed.length > 0 || r.stopped !== undefined, `${at}: decide refuses it, ask needs nothing`);
          // A fact the refusal names that the case left out is needed, not "you may also say".
          for (const issue of refusal instanceof CaseError ? refusal.issues : []) {
            const named = r.optional.find((q) => q.path === issue.path.replace(/ \(line \d+\)$/, ""));
            assert.equal(named, undefined, `${at}: decide refuses without ${issue.path}, ask lists it as optional`);
          }
        }
      }
    });
  }
});

describe("a fact said to have a default has that default", () => {
  for (const file of EXAMPLES) {
    const name = file.slice(root.length + 1);
    it(name, () => {
      const example = load(file);
      const r = questions(example);
      if (!r.complete) return;
      // The example as it stands is decided once: each fact set to its default is held to that.
      let asItStands: unknown;
      for (const q of r.optional) {
        if (q.answer.default === undefined || q.explains) continue;
        const given = structuredClone(example) as { facts: unknown };
        setIn(given.facts, pathOf(q.path), structuredClone(q.answer.default));
        asItStands ??= decided(decide(example));
        assert.deepEqual(decided(decide(given)), asItStands, `${q.path} left out is not its default`);
      }
    });
  }
});

describe("needed for a decision or a figure", () => {
  it("borkum-1666/7.4–7.5: whether the Vogt and the pastor were told is needed, as decide refuses without it", () => {
    const ex = load(join(root, "borkum-1666", "pilotage-surplus.yaml"));
    const facts = structuredClone(ex.facts) as { people: Record<string, unknown>[] };
    for (const p of facts.people) delete p.told;
    const data = { ...ex, facts };
    assert.throws(() => decide(data), /told/);
    const r = questions(data);
    assert.equal(r.complete, false);
    const told = r.needed.filter((q) => q.path.endsWith(".told")).map((q) => q.subject);
    assert.deepEqual(told.sort(), ["pastor", "vogt"]);
    assert.ok(r.needed.every((q) => q.settles === undefined || q.settles.includes("told")));
    assert.ok(!r.optional.some((q) => q.path.endsWith(".told")));
    assert.doesNotMatch(renderQuestions(r), /Nothing more is needed/);
  });

  it("dl-vrag/14, 19: a find out of sight of land is asked where it was found before its delivery and valuation", () => {
    const ex = load(join(root, "dl-vrag", "find-open-sea.yaml"));
    const readings = { ...(ex.readings as Record<string, string>), sea_vs_open_sea: "R1" };
    const state: Record<string, unknown> = { ...ex, readings, facts: {} };
    const open: string[] = [];
    const asked: string[] = [];
    for (let i = 0; i < 200; i++) {
      const q = questions(state, { open }).next;
      if (!q) break;
      asked.push(q.path);
      const v = valueAt(ex.facts, pathOf(q.path));
      if (v === undefined) open.push(q.path);
      else
        setIn(
          state.facts,
          pathOf(q.path),
          q.answer.type === "details" ? {} : q.answer.type === "entries" ? (v as unknown[]).map(() => ({})) : v,
        );
    }
    const at = (p: string) => asked.indexOf(p);
    assert.ok(at("facts.found.out_of_sight_of_land") >= 0, asked.join(", "));
    // Out of sight of land decides between a third (14) and a half (19): it comes first.
    for (const later of ["facts.delivered", "facts.valuation"])
      assert.ok(at("facts.found.out_of_sight_of_land") < at(later), `${later} is asked first: ${asked.join(", ")}`);
  });

  it("dl-averi/20–25: a general average answered from an empty case, need by need, ends with its figures", () => {
    const ex = load(join(root, "dl-averi", "ga-jettison-and-mast.yaml"));
    const state: Record<string, unknown> = { ...ex, facts: {} };
    const open: string[] = [];
    const asked: string[] = [];
    let last: QuestionsReport | undefined;
    for (let i = 0; i < 200 && last === undefined; i++) {
      const r = questions(state, { open });
      // Only what is needed is answered; everything one may also say is left out.
      const q = r.needed.find((x) => !open.includes(x.path));
      if (!q) {
        last = r;
        break;
      }
      asked.push(q.path);
      const v = valueAt(ex.facts, pathOf(q.path));
      if (v === undefined) open.push(q.path);
      else
        setIn(
          state.facts,
          pathOf(q.path),
          q.answer.type === "details" ? {} : q.answer.type === "entries" ? (v as unknown[]).map(() => ({})) : v,
        );
    }
    assert.ok(last, "the questions came to an end");
    assert.equal(last.complete, true);
    const d = last.determination;
    assert.ok(d?.statement, "a general average statement is drawn up");
    assert.ok(d.allocations.length > 0);
    assert.ok(d.statement.loss.text !== "0 rd", `the loss is ${d.statement.loss.text}`);
    // In an adjuster's order: the loss and what was sacrificed, the ship's value, each parcel's owner and value.
    const first = (re: RegExp) => asked.findIndex((p) => re.test(p));
    for (const re of [
      /^facts\.emergency$/,
      /^facts\.sacrifices$/,
      /^facts\.ship\.valuation$/,
      /^facts\.cargo\[2\]\.value$/,
    ])
      assert.ok(first(re) >= 0, `${re} was never asked`);
    assert.ok(first(/^facts\.emergency$/) < first(/^facts\.ship\.valuation$/));
    assert.ok(first(/^facts\.sacrifices$/) < first(/^facts\.ship\.valuation$/));
    assert.ok(first(/^facts\.cargo\[0\]\.owner$/) < first(/^facts\.cargo\[0\]\.value$/));
  });
  describe("dl-averi/20–41: the losses a general average begins from are asked in the statute's order", () => {
    // The distress and what was given up in it (20), the gear cut away and the goods
    // thrown (25); then the other losses a voyage shares, as the statute takes them:
    // pirates (33), a defence (35), a theft in harbour (36), a ransom (37),
    // lighterage (38–40), a grounding (41).
    const LOSSES = [
      "facts.emergency",
      "facts.sacrifices",
      "facts.cargo",
      "facts.piracy",
      "facts.defence",
      "facts.harbour_theft",
      "facts.ransom",
      "facts.lighterage",
      "facts.grounding",
    ];
    const ship = { id: "fortuna", skipper: "jens", owners: [{ person: "jens", share: 1 }] };
    const people = [
      { id: "jens", roles: ["skipper", "shipowner"] },
      { id: "a", roles: ["merchant"] },
    ];
    const envelope = (facts: Record<string, unknown>) => ({
      version: 1,
      statute: "dl-averi",
      kind: "general_average",
      facts,
    });

    it("with the ship and the people given: needed in that order, the distress put first", () => {
      const r = questions(envelope({ ship, people }));
      assert.deepEqual(
        r.needed.map((q) => q.path),
        LOSSES,
      );
      assert.equal(r.next?.path, "facts.emergency");
    });

    it("from an empty case, need by need: after the ship and the people, the losses in that order", () => {
      const state = envelope({});
      const open: string[] = [];
      const asked: string[] = [];
      for (let i = 0; i < 50; i++) {
        // What is needed is answered first, as an adjuster answers; then what is put next.
        const r = questions(state, { open });
        const q = r.needed.find((x) => !open.includes(x.path)) ?? r.next;
        if (!q) break;
        if (q.path === "facts.people") state.facts.people = people;
        else if (q.path === "facts.ship") state.facts.ship = ship;
        else {
          asked.push(q.path);
          open.push(q.path);
        }
      }
      assert.deepEqual(
        asked.filter((p) => LOSSES.includes(p)),
        LOSSES,
        asked.join(", "),
      );
    });
  });
});
