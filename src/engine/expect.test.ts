import assert from "node:assert/strict";
import { test } from "node:test";
import type { Determination } from "../core/determination.js";
import { Money, RIGSDALER } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { checkExpectation } from "./expect.js";

const rd = (n: string) => Money.of(RIGSDALER, Rational.parse(n)).toJSON();

function determination(parts: Partial<Determination>): Determination {
  return {
    statute: "dl-averi",
    kind: "test",
    situation: "a test",
    currency: "rigsdaler",
    funds: [],
    allocations: [],
    liabilities: [],
    obligations: [],
    options: [],
    penalties: [],
    assessments: [],
    warnings: [],
    explanation: { label: "test", provisions: [], status: "applied" },
    readings: [],
    receipt: {
      sealaw: "0",
      caseFormat: "1",
      statute: "dl-averi",
      kind: "test",
      statuteTexts: "",
      case: "",
      readings: [],
    },
    ...parts,
  };
}

test("expect: liabilities between two parties are summed and compared exactly", () => {
  const d = determination({
    liabilities: [
      { from: "y", to: "x", amount: rd("60"), description: "half", provisions: ["dl-averi/6"] },
      { from: "y", to: "x", amount: rd("40"), description: "rest", provisions: ["dl-averi/6"] },
    ],
  });
  assert.deepEqual(checkExpectation(d, { liabilities: { "y -> x": 100 } }), []);
  assert.match(checkExpectation(d, { liabilities: { "y -> x": 99 } })[0] ?? "", /expected 99, got 100/);
  assert.match(checkExpectation(d, { liabilities: { "x -> y": 0 } }).join(), /^$/);
  assert.match(checkExpectation(d, { liabilities: { "x -> z": 5 } })[0] ?? "", /no liability/);
  assert.match(checkExpectation(d, { liabilities: { xy: 5 } })[0] ?? "", /FROM -> TO/);
});

test("expect: penalties, duties and assessments name what is missing", () => {
  const d = determination({
    penalties: [{ who: "s", offence: "draught", penalty: "lod", amount: rd("2"), provisions: ["dl-averi/57"] }],
    obligations: [{ who: "s", what: "swear", provisions: ["dl-averi/52"] }],
    assessments: [{ what: "share", by: "good men", basis: "", status: "needed", provisions: ["dl-averi/10"] }],
  });
  assert.deepEqual(
    checkExpectation(d, {
      penalties: { s: 2 },
      duties: { s: ["dl-averi/52"] },
      assessments: { "dl-averi/10": "needed" },
    }),
    [],
  );
  const bad = checkExpectation(d, {
    penalties: { s: 3, t: 1 },
    duties: { s: ["dl-averi/51"], t: ["dl-averi/1"] },
    assessments: { "dl-averi/10": "given", "dl-averi/11": "needed" },
  });
  assert.equal(bad.length, 6);
  assert.match(bad.join("\n"), /penalties s: expected 3, got 2/);
  assert.match(bad.join("\n"), /no penalty on "t"/);
  assert.match(bad.join("\n"), /duties s: expected a duty under dl-averi\/51/);
  assert.match(bad.join("\n"), /assessments dl-averi\/11: expected one needed, got none/);
});
