/**
 * Deciding twice gives the same determination and the same receipt — over cases
 * generated from every shipped example: the same data decided twice, and the same
 * case read from its YAML text or from its JSON text, give the same determination,
 * explanation and receipt (case hash included) to the byte.
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { stringify } from "yaml";
import { decideText } from "../../src/index.js";
import { apply, clone, examples, holds, planArb, Tally, tryDecide } from "./support.js";

const tally = new Tally();

describe("deciding twice gives the same determination and receipt", () => {
  for (const ex of examples()) {
    test(ex.file, () => {
      holds(
        ex,
        fc.tuple(planArb(ex), fc.boolean()),
        ([plan, asYaml]) => {
          const data = apply(ex, plan);
          const a = tryDecide(data);
          tally.count(ex.file, a);
          const b = tryDecide(clone(data));
          assert.deepEqual(b, a, "the same case decided again");
          if (!a.ok) return;
          // Read from its text, YAML or JSON (one of them each time): the same again.
          const text = asYaml ? stringify(data) : JSON.stringify(data);
          const fromText = JSON.parse(JSON.stringify(decideText(text, { source: "case" })));
          assert.equal(JSON.stringify(fromText), JSON.stringify(a.d), `the case read from ${asYaml ? "YAML" : "JSON"}`);
        },
        ([plan]) => apply(ex, plan),
      );
    });
  }
  test("most generated cases decide", () => {
    tally.checkMostDecided(examples().map((e) => e.file));
  });
});

after(() => {
  console.log(`determinism: ${tally.summary()}`);
});
