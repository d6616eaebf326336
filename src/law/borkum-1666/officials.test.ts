// test: shared
import assert from "node:assert/strict";
import { test } from "node:test";
import { ReadingSet } from "../../core/reading.js";
import { evaluate } from "../../core/rule.js";
import { type DivisionKind, OFFICIALS_ID, type Officials, officialsFourParts, officialsParty } from "./officials.js";
import { BORKUM_READINGS } from "./readings.js";

function fourParts(division: DivisionKind, overrides: Record<string, string> = {}) {
  const readings = new ReadingSet(BORKUM_READINGS, overrides);
  const o = evaluate(officialsFourParts, division, { readings });
  return { officials: o.value as Officials, step: o.step, used: readings.used().map((u) => u.name) };
}

function addedParts(o: Officials): string {
  assert.equal(o.kind, "added");
  return o.kind === "added" ? o.award.parts.toString() : "";
}

test("borkum-1666/8.3: under Q-B28 R1 four parts are added to pilot money and to wreck", () => {
  for (const division of ["pilot_money", "wreck"] as const) {
    const { officials, used } = fourParts(division, { officials_parts_scope: "R1" });
    assert.equal(addedParts(officials), "4");
    assert.ok(officials.kind === "added" && /every division \(Q-B28 R1\)/.test(officials.scope));
    assert.ok(used.includes("officials_parts_recipient") && used.includes("officials_parts_arithmetic"));
  }
});

test("borkum-1666/8.3: Q-B28 R1 is the default: 'in diesem und den vorigen Punkten … vier Part davon zugelegt werden' reaches pilot money too", () => {
  const { officials, used } = fourParts("pilot_money");
  assert.equal(addedParts(officials), "4");
  assert.ok(officials.kind === "added" && /every division \(Q-B28 R1\)/.test(officials.scope));
  assert.ok(used.includes("officials_parts_scope"));
});

test("borkum-1666/8.3: under Q-B28 R2 four parts are added to wreck only, none to pilot money", () => {
  const pilot = fourParts("pilot_money", { officials_parts_scope: "R2" });
  assert.equal(pilot.officials.kind, "none");
  assert.match(pilot.officials.kind === "none" ? pilot.officials.reason : "", /wreck only \(Q-B28 R2\).*pilot money/);
  assert.deepEqual(pilot.used, ["officials_parts_scope"]);
  const wreck = fourParts("wreck", { officials_parts_scope: "R2" });
  assert.equal(addedParts(wreck.officials), "4");
  assert.ok(wreck.officials.kind === "added" && /division of wreck \(Q-B28 R2\)/.test(wreck.officials.scope));
});

test("borkum-1666/8.3: under Q-B28 R3 four parts of wreck likewise, none of pilot money", () => {
  const pilot = fourParts("pilot_money", { officials_parts_scope: "R3" });
  assert.equal(pilot.officials.kind, "none");
  assert.match(pilot.officials.kind === "none" ? pilot.officials.reason : "", /Q-B28 R3.*pilot money under §7/);
  const wreck = fourParts("wreck", { officials_parts_scope: "R3" });
  assert.equal(addedParts(wreck.officials), "4");
  assert.ok(
    wreck.officials.kind === "added" && /four parts of wreck likewise \(Q-B28 R3\)/.test(wreck.officials.scope),
  );
  assert.equal(fourParts("foot_strand", { officials_parts_scope: "R3" }).officials.kind, "are_the_vogts_parts");
});

test("borkum-1666/8.3: in wreck, Q-B29 and Q-B27 shape the officials' row", () => {
  const r2 = fourParts("wreck", {
    officials_parts_scope: "R2",
    officials_parts_arithmetic: "R2",
    officials_parts_recipient: "R2",
  });
  assert.ok(r2.officials.kind === "added");
  assert.match(r2.officials.award.reason, /wreck being divided \(Q-B29 R2/);
  const row = officialsParty(r2.officials, r2.step);
  assert.equal(row.id, OFFICIALS_ID);
  assert.equal(row.name, "The Vogt himself (the officials' four parts)");
  assert.match(row.reason, /Q-B27 R2.*\(Q-B28 R2\) \(borkum-1666\/8\.3\)$/);

  const r3 = fourParts("wreck", { officials_parts_scope: "R2", officials_parts_arithmetic: "R3" });
  assert.ok(r3.officials.kind === "added");
  assert.equal(r3.officials.award.parts.toString(), "0");
  assert.equal(r3.officials.award.unfixed?.key, "officials_parts_arithmetic");
  assert.equal(officialsParty(r3.officials, r3.step).unfixed.length, 1);
});
