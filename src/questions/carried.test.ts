// test: shared
/**
 * Compare completes the case: where the other statute does not cover the facts as
 * given, what it still needs is asked by the questions of a partial case, and the
 * answers, written into the case file, give figures on both sides (dl-vrag/1–7
 * beside borkum-1666/6.1–6.2).
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { compare } from "../analysis/compare.js";
import { parseCaseText } from "../cases/parse.js";
import { stillNeeded } from "./carried.js";
import { pathOf } from "./interview.js";
import { setIn, valueAt } from "./schema-walk.js";

const root = join(import.meta.dirname, "..", "..", "examples");

function load(file: string): Record<string, unknown> {
  const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  const { expect: _e, ...rest } = data;
  return rest;
}

/** Money on a side: some party receives or pays a figure other than nothing. */
const figures = (d: { allocations: { exact: { toString(): string } | string }[] } | undefined): boolean =>
  d !== undefined && d.allocations.length > 0;

describe("compare completes the case", () => {
  const file = join(root, "borkum-1666", "salvage-outside-reefs.yaml");

  it("the shipped example compares with figures on both sides, nothing more needed", () => {
    const c = compare(load(file), "dl-vrag");
    assert.ok(c.right.covered, c.right.reason);
    assert.ok(figures(c.left.determination) && figures(c.right.determination));
    assert.equal(c.sameFacts, true);
    assert.equal(stillNeeded(c.carried, true), undefined);
  });

  it("without the facts only the Danish Law reads, it asks them, and their answers give its figures", () => {
    const example = load(file);
    const facts = structuredClone(example.facts) as Record<string, unknown>;
    for (const k of ["shipwreck", "salvage_money_fixed_by", "salvage_money_shares"]) delete facts[k];
    const state = { ...example, facts };
    const first = compare(state, "dl-vrag");
    assert.equal(first.right.covered, false, "dl-vrag/1 needs the ship that came to grief");
    // The questions are put to the case as carried; each answer goes into the case file too.
    const carried = structuredClone(first.carried) as { facts: unknown };
    const asked: string[] = [];
    for (let i = 0; i < 50; i++) {
      const needs = stillNeeded(carried, first.sameFacts === true);
      if (!needs) break;
      assert.equal(needs.intoCaseFile, true);
      const q = needs.needed[0];
      assert.ok(q, `${needs.statute} needs something it does not ask: ${needs.stopped ?? needs.refused ?? ""}`);
      if (i === 0) {
        // The question says plainly that the facts say nothing of the situation it needs.
        assert.equal(q.path, "facts.shipwreck");
        assert.match(
          q.settles ?? "",
          /ship lost by storm or other misfortune with her people aboard; the case names none/,
        );
      }
      asked.push(q.path);
      const v = valueAt(example.facts, pathOf(q.path));
      assert.notEqual(v, undefined, `${q.path} is asked, and the example does not give it`);
      const answer = q.answer.type === "details" ? {} : v;
      setIn(carried.facts, pathOf(q.path), structuredClone(answer));
      setIn(state.facts, pathOf(q.path), structuredClone(answer));
    }
    assert.ok(asked.includes("facts.salvage_money_fixed_by"), asked.join(", "));
    assert.ok(asked.includes("facts.salvage_money_shares"), asked.join(", "));
    const done = compare(state, "dl-vrag");
    assert.ok(done.right.covered);
    assert.deepEqual(
      done.parties.map((p) => p.right?.amounts[0]?.value),
      compare(example, "dl-vrag").parties.map((p) => p.right?.amounts[0]?.value),
    );
  });

  describe("the facts say nothing of the situation the other statute needs", () => {
    // A Danish salvage of goods from a ship driven ashore: Borkum §6 divides salvage
    // made with ships (6.1–6.6) or goods that came ashore by themselves (6.7), and
    // the Danish case says neither.
    const danish = (): Record<string, unknown> => {
      const ex = load(join(root, "dl-vrag", "salvage-reward-assessed.yaml"));
      const facts = structuredClone(ex.facts) as Record<string, unknown>;
      delete facts.came_ashore_by_itself;
      return { ...ex, facts };
    };

    it("asks whether the goods came ashore by themselves, saying why", () => {
      const c = compare(danish(), "borkum-1666");
      assert.equal(c.right.covered, false);
      const needs = stillNeeded(c.carried, c.sameFacts === true);
      assert.ok(needs, "something is still needed");
      assert.equal(needs.refused, undefined, needs.refused);
      assert.equal(needs.next?.path, "facts.came_ashore_by_itself");
      assert.equal(needs.needed[0]?.path, "facts.came_ashore_by_itself");
      assert.match(needs.needed[0]?.settles ?? "", /goods taken on the beach otherwise fit neither/);
    });

    it("when the facts given are what it refuses, asks them again: where the salvaging ship worked", () => {
      const ex = danish();
      (ex.facts as Record<string, unknown>).came_ashore_by_itself = false;
      const c = compare(ex, "borkum-1666");
      const needs = stillNeeded(c.carried, c.sameFacts === true);
      assert.ok(needs, "something is still needed");
      assert.equal(needs.refused, undefined, needs.refused);
      assert.deepEqual(
        needs.needed.map((q) => q.path),
        ["facts.place", "facts.came_ashore_by_itself"],
      );
      for (const q of needs.needed) {
        assert.match(q.settles ?? "", /Give the place where the salvaging ship worked/);
      }
      assert.ok(needs.needed[0]?.provisions.includes("borkum-1666/6.1"));
    });

    it("a value the other statute refuses is asked again where it stands, the nearest fact that can be asked", () => {
      // EX-02 with the Vogt not said to have helped: the Danish Law refuses the
      // assessors' share given to him (dl-vrag/2: no reward unless he helps).
      const ex = load(join(root, "borkum-1666", "salvage-inside-reefs.yaml"));
      const people = (ex.facts as { people: Record<string, unknown>[] }).people;
      const vogt = people.find((x) => x.id === "vogt");
      assert.ok(vogt);
      delete vogt.helped;
      const c = compare(ex, "dl-vrag");
      assert.equal(c.right.covered, false);
      const needs = stillNeeded(c.carried, c.sameFacts === true);
      assert.ok(needs, "something is still needed");
      assert.equal(needs.refused, undefined, needs.refused);
      assert.equal(needs.needed[0]?.path, "facts.salvage_money_shares");
      assert.match(needs.needed[0]?.settles ?? "", /The Vogt has no claim to the reward/);
    });

    it("the answer goes into the case file, and both statutes then give figures", () => {
      const ex = danish();
      const c = compare(ex, "borkum-1666");
      const needs = stillNeeded(c.carried, c.sameFacts === true);
      assert.ok(needs?.intoCaseFile);
      setIn(ex.facts, pathOf(needs?.needed[0]?.path ?? ""), true);
      const done = compare(ex, "borkum-1666");
      assert.ok(done.right.covered, done.right.reason);
      assert.ok(figures(done.left.determination) && figures(done.right.determination));
      assert.equal(stillNeeded(done.carried, done.sameFacts === true), undefined);
    });
  });

  it("every shipped example carried to the other statute has figures there, or says what it still needs", () => {
    const other: Record<string, string> = { "borkum-1666": "dl-vrag", "dl-vrag": "borkum-1666" };
    let carried = 0;
    for (const statute of Object.keys(other)) {
      for (const f of readdirSync(join(root, statute)).filter((x) => x.endsWith(".yaml"))) {
        const ex = load(join(root, statute, f));
        const c = compare(ex, ex.kind === "pilotage" ? "dl-averi" : (other[statute] as string));
        if (!c.carried) continue;
        carried++;
        const needs = stillNeeded(c.carried, c.sameFacts === true);
        if (c.right.covered && needs === undefined) continue;
        assert.ok(
          needs !== undefined && needs.needed.length > 0 && needs.refused === undefined,
          `${statute}/${f}: ${c.right.reason ?? "no figures"}, and nothing is asked`,
        );
      }
    }
    assert.ok(carried > 10);
  });
});
