// test: shared
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Determination } from "../core/determination.js";
import { LOD_SILVER, Money, RIGSDALER } from "../core/money.js";
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

test("expect: an amount is money in any of its forms, and a penalty is read in its own currency", () => {
  const lod = (n: number) => Money.of(LOD_SILVER, Rational.of(n), "lod").toJSON();
  const d = determination({
    allocations: [
      {
        id: "a",
        name: "A",
        role: "",
        basis: [],
        fraction: "1",
        exact: rd("5/4"),
        rounded: rd("5/4"),
        roundedUp: false,
        reason: "",
        provisions: [],
      },
    ],
    penalties: [
      { who: "s", offence: "draught", penalty: "lod", amount: lod(48), provisions: ["dl-averi/57"] },
      { who: "t", offence: "theft", penalty: "punished as a thief", provisions: ["dl-averi/3"] },
    ],
    liabilities: [
      { from: "y", to: "x", description: "half the damage, as good men judge", provisions: ["dl-averi/8"] },
    ],
  });
  for (const want of ["1 rd 1 mk 8 sk", "5/4", 1.25, "1.25", "120 sk"] as const) {
    assert.deepEqual(checkExpectation(d, { exact: { a: want } }), [], String(want));
  }
  assert.deepEqual(checkExpectation(d, { penalties: { s: "48 lod", t: "punished as a thief" } }), []);
  assert.deepEqual(checkExpectation(d, { penalties: { s: 3 } }), [], "3 marks of silver are 48 lod");
  assert.match(
    checkExpectation(d, { penalties: { s: "47 lod" } }).join(),
    /expected 47 lod, got 3 \(48 lod of silver\)|expected 47 lod/,
  );
  assert.deepEqual(checkExpectation(d, { liabilities: { "y -> x": "half the damage" } }), []);
  assert.match(checkExpectation(d, { liabilities: { "y -> x": "all the damage" } }).join(), /without a fixed amount/);
  // A bare decimal that is not exact in binary gets the message the facts give.
  assert.match(checkExpectation(d, { exact: { a: 0.1 } }).join(), /not exact as a decimal number; write it as text/);
});

test("expect: a party that is missing is named once, however many keys name it", () => {
  const d = determination({});
  const out = checkExpectation(d, { parts: { ghost: 1 }, exact: { ghost: 1 }, amounts: { ghost: 1 } });
  assert.equal(out.length, 1);
  assert.match(out[0] ?? "", /expected a party "ghost"/);
});

test("expect: obligations with their due dates, options open or chosen, readings by name or question id", () => {
  const d = determination({
    obligations: [
      { who: "h", what: "salvage the ship", due: "1690-11-01", calendar: "julian", provisions: ["dl-averi/1"] },
    ],
    options: [
      { holder: "a", choices: ["take", "leave"], status: "chosen", chosen: "leave her", provisions: ["dl-averi/23"] },
    ],
    readings: [{ name: "crew_majority", question: "Q-A09", value: "R1", slug: "x", label: "", isDefault: true }],
  });
  assert.deepEqual(
    checkExpectation(d, {
      obligations: { h: [{ provision: "dl-averi/1", due: "1690-11-01" }] },
      options: { a: { open: false, chosen: "leave" } },
      readings: { "Q-A09": "R1", crew_majority: "R1" },
    }),
    [],
  );
  const bad = checkExpectation(d, {
    obligations: { h: [{ provision: "dl-averi/1", due: "1690-12-01" }] },
    options: { a: { open: true } },
    readings: { "Q-A09": "R2" },
  });
  assert.equal(bad.length, 3);
  assert.match(bad.join("\n"), /expected due by 1690-12-01, got 1690-11-01/);
  assert.match(bad.join("\n"), /expected it open, but it is chosen/);
});

test("expect: the rate, the contributory values and the settlement of a general average", async () => {
  const { readFileSync } = await import("node:fs");
  const { parse } = await import("yaml");
  const { decide } = await import("./decide.js");
  const d = decide(parse(readFileSync("examples/dl-averi/ga-jettison-and-mast.yaml", "utf8")));
  assert.deepEqual(
    checkExpectation(d, {
      rate: "5/18",
      rate_percent: "27.7778 %",
      loss: "1100 rd",
      mass: 3960,
      contributory_values: { ship: 2000, freight: "260 rd" },
      settlement: { "a -> c": "202 rd 1 mk 5 sk" },
    }),
    [],
  );
  assert.match(checkExpectation(d, { rate: "1/4" }).join(), /statement rate: expected 1\/4, got 5\/18/);
});
