// test: shared
import assert from "node:assert/strict";
import { test } from "node:test";
import { CaseError } from "../core/errors.js";
import { decide } from "../engine/decide.js";
import { envelopeSchema } from "./envelope.js";
import { knownFieldsAt } from "./known-fields.js";
import { parseCaseText } from "./parse.js";

function problems(text: string): string {
  try {
    decide(parseCaseText(text, "case.yaml").data);
  } catch (e) {
    if (e instanceof CaseError) return e.issues.map((i) => `${i.path}: ${i.message}`).join("\n");
    throw e;
  }
  assert.fail("expected a CaseError");
}

const CASE = `
version: 1
statute: borkum-1666
kind: salvage
currency: u
facts:
  place: outside_reefs
  salvage_money: 120
  ships: [{ id: s, skipper: harm, owners: [{ person: harm, share: 1 }] }]
  people:
    - { id: harm, roles: [householder, skipper], aboard: s, helped: true, wagn: 2 }
`;

test("an unknown field of the facts suggests the nearest known one", () => {
  assert.match(problems(CASE), /facts\.people\[0\].*unknown field "wagn"; did you mean `wagon`\?/);
});

test("an unknown field of the expect: block suggests the nearest known one", () => {
  assert.match(
    problems(`${CASE.replace(", wagn: 2", "")}expect:\n  contribution: { ship: 1 }\n`),
    /unknown field "contribution"; did you mean `contributions`\?/,
  );
});

test("the known fields are found through optional, default and record wrappers", () => {
  assert.ok(knownFieldsAt(envelopeSchema, ["expect"]).includes("contributions"));
  assert.ok(knownFieldsAt(envelopeSchema, ["expect", "averages", "piracy-bulk"]).includes("bears"));
  assert.deepEqual(knownFieldsAt(envelopeSchema, ["nowhere"]), []);
});
