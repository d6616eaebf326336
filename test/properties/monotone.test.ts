// test: shared
/**
 * Raising one contributor's value never lowers its contribution — over cases
 * generated from every shipped example with an average shared by value (the
 * general average, the costs on the goods after a grounding, the pilot's wage over
 * the goods): one contributor's value in the facts (a parcel's `value`, the ship's
 * `valuation` or `value_assessed`) is raised, and its line's exact contribution in
 * every statement it stands in is no smaller.
 *
 * A contribution is loss × value / mass: raising the value raises the mass by no
 * more, so the share can only grow; and where the value raised is also what is made
 * good (a parcel thrown whole), the loss grows too.
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { Rational } from "../../src/core/rational.js";
import {
  amountAt,
  apply,
  type Example,
  examples,
  getAt,
  holds,
  type Json,
  minorOf,
  type Path,
  planArb,
  setAt,
  statements,
  Tally,
  tryDecide,
  writeAmount,
} from "./support.js";

type O = { [k: string]: Json };

/** The places in the facts that hold a contributor's value, by the interest they are the value of. */
function contributors(ex: Example, data: O): { interest: string; path: Path }[] {
  const out: { interest: string; path: Path }[] = [];
  for (const p of ex.amounts) {
    const key = p[p.length - 1];
    const parent = getAt(data, p.slice(0, -1)) as O;
    if (key === "value" && p[1] === "cargo" && typeof parent.id === "string")
      out.push({ interest: parent.id, path: p });
    if ((key === "valuation" || key === "value_assessed") && p[1] === "ship" && p.length === 3) {
      out.push({ interest: "ship", path: p });
    }
  }
  return out;
}

/** Each value-measured statement's exact contribution of an interest, by statement id. */
function contributionsOf(d: O, interest: string): Map<string, Rational> {
  const m = new Map<string, Rational>();
  for (const { id, s } of statements(d)) {
    if ((s.measure ?? "value") !== "value") continue;
    for (const l of s.lines as O[]) if (l.interest === interest) m.set(id, minorOf(l.contributionExact));
  }
  return m;
}

const valued = examples().filter((ex) => {
  const o = tryDecide(ex.data, { explanation: false });
  return (
    o.ok &&
    statements(o.d as O).some(({ s }) => (s.measure ?? "value") === "value") &&
    contributors(ex, ex.data).length > 0
  );
});

const tally = new Tally();

describe("raising one contributor's value never lowers its contribution", () => {
  test("the examples with an average shared by value", () => {
    assert.deepEqual(
      valued.map((e) => e.file),
      [
        "examples/dl-averi/ga-bills-recovered-doctor.yaml",
        "examples/dl-averi/ga-grounding-lighters.yaml",
        "examples/dl-averi/ga-jettison-and-mast.yaml",
        "examples/dl-averi/ga-published-livorno-grain.yaml",
        "examples/dl-averi/pilot-at-fault.yaml",
        "examples/dl-averi/pilot-wage-over-goods.yaml",
      ],
    );
  });
  for (const ex of valued) {
    test(ex.file, () => {
      const big = ex.currency.units[0]?.inSmallest ?? 1n;
      holds(
        ex,
        fc.tuple(planArb(ex, { orders: false }), fc.nat(), fc.bigInt({ min: 1n, max: 5000n * big })),
        ([plan, which, more]) => {
          const data = apply(ex, plan);
          const all = contributors(ex, data);
          const c = all[which % all.length] as { interest: string; path: Path };
          const before = tryDecide(data, { explanation: false });
          tally.count(ex.file, before);
          if (!before.ok) return;
          const raised = structuredClone(data);
          setAt(raised, c.path, writeAmount(ex.currency, amountAt(ex, data, c.path).add(Rational.of(more))));
          const after = tryDecide(raised, { explanation: false });
          assert.ok(after.ok, `raising ${c.interest}'s value refused a case that was decided`);
          const was = contributionsOf(before.d as O, c.interest);
          const is = contributionsOf(after.d as O, c.interest);
          for (const [id, v] of was) {
            const now = is.get(id);
            assert.ok(now !== undefined, `${id}: ${c.interest} no longer contributes`);
            assert.ok(!now.lt(v), `${id}: ${c.interest}'s contribution fell from ${v} to ${now}`);
          }
        },
        ([plan]) => apply(ex, plan),
      );
    });
  }
  test("most generated cases decide", () => {
    tally.checkMostDecided(valued.map((e) => e.file));
  });
});

after(() => {
  console.log(`monotone: ${tally.summary()}`);
});
