// test: shared
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { sum } from "../core/rational.js";
import { decide } from "../engine/decide.js";
import { fingerprint, positions } from "./positions.js";
import { renderSensitivity } from "./render.js";
import { sensitivity } from "./sensitivity.js";

const load = (path: string): unknown => parseCaseText(readFileSync(path, "utf8"), path).data;
const EX11 = load("examples/dl-averi/ga-jettison-and-mast.yaml");

/** Every full combination of the named readings' alternatives. */
function product(readings: { name: string; alternatives: string[] }[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const r of readings) out = out.flatMap((c) => r.alternatives.map((a) => ({ ...c, [r.name]: a })));
  return out;
}

test("sensitivity: EX-11 varies only the six readings the general average consults, and covers all 64 combinations", () => {
  const s = sensitivity(EX11);
  assert.deepEqual(
    s.relevant.map((r) => r.name),
    [
      "bills_of_lading",
      "freight_on_jettisoned",
      "ga_freight_basis",
      "ga_jettisoned_contribute",
      "ship_valuation",
      "valuation_option_lapse",
    ],
  );
  assert.equal(s.combinations, "64");
  assert.ok(s.complete);
  // Fewer decisions than combinations: a lapse reading that ends the average spares the rest.
  assert.ok(s.decisions < 64, `${s.decisions} decisions`);
  const covered = s.groups.reduce((t, g) => t + BigInt(g.covers), 0n);
  assert.equal(covered, 64n);
  const inForce = s.groups.find((g) => g.inForce);
  assert.equal(inForce?.id, 1);
  assert.equal(fingerprint(inForce?.combinations[0]?.determination as never), fingerprint(decide(EX11)));
});

test("sensitivity: each path's outcome is the outcome of every full combination it stands for", () => {
  for (const c of [EX11, load("examples/dl-averi/ga-bills-recovered-doctor.yaml")]) everyCombination(c);
});

/** Decide every full combination directly, and compare it with the path that stands for it. */
function everyCombination(EX11: unknown): void {
  const s = sensitivity(EX11);
  const paths = s.groups.flatMap((g) => g.combinations);
  for (const combo of product(s.relevant)) {
    const covering = paths.filter((p) => Object.entries(p.readings).every(([k, v]) => combo[k] === v));
    assert.equal(covering.length, 1, `exactly one path covers ${JSON.stringify(combo)}`);
    const direct = decide(EX11, { readings: combo });
    assert.equal(fingerprint(direct), fingerprint(covering[0]?.determination as never), JSON.stringify(combo));
    // The whole determination, not only what it comes to: validating the case once changes nothing.
    assert.deepEqual(covering[0]?.determination.allocations, direct.allocations);
    assert.deepEqual(covering[0]?.determination.explanation, direct.explanation);
  }
}

test("sensitivity: a reading can decide whether anyone is owed anything at all (Q-A31 R2: no average)", () => {
  const s = sensitivity(EX11);
  const nothing = s.groups.find((g) => g.positions.every((p) => p.value.isZero()));
  assert.ok(nothing, "an outcome where nobody receives or pays");
  assert.equal(nothing.covers, "32");
  assert.ok(nothing.combinations.every((c) => c.readings.valuation_option_lapse === "R2"));
  const c = s.parties.find((p) => p.party === "c");
  assert.ok(c);
  // C still owes the freight on his iron thrown overboard, 60 rd, beside the average
  // (Q-A13 R1): where nothing is made good to him, that debt is all he has.
  assert.equal(c.least.toString(), "-60");
  assert.equal(c.most.toString(), "600");
  const lapse = c.movedBy.find((m) => m.reading === "valuation_option_lapse");
  assert.equal(lapse?.under.R2?.most.toString(), "0");
  assert.match(renderSensitivity(s), /nobody receives or pays anything/);
});

test("sensitivity: a reading held fixed is not varied, and the receipt records it", () => {
  const s = sensitivity(EX11, { fix: { valuation_option_lapse: "R1" } });
  assert.ok(!s.relevant.some((r) => r.name === "valuation_option_lapse"));
  assert.equal(s.combinations, "32");
  assert.deepEqual(s.fixed, { valuation_option_lapse: "R1" });
  assert.ok(s.receipt.readings.some((r) => r.name === "valuation_option_lapse" && r.value === "R1"));
});

test("sensitivity: the exploration stops at its bound and says what it left unexplored", () => {
  const s = sensitivity(EX11, { maxDecisions: 4 });
  assert.equal(s.complete, false);
  assert.ok(s.decisions <= 4);
  assert.match(s.bound, /stopped at \d+ of at most 4 decisions/);
  assert.ok(s.groups.some((g) => g.combinations.some((c) => c.unexplored.length > 0)));
  assert.match(renderSensitivity(s), /Incomplete:/);
  assert.throws(() => sensitivity(EX11, { maxDecisions: 0 }), /at least 1/);
});

test("sensitivity: positions net a general average by its statement, not by the contributions", () => {
  const d = decide(EX11);
  const ps = positions(d);
  assert.equal(ps.length, 4);
  assert.equal(sum(ps.map((p) => p.value)).toString(), "0");
  // 600 rd made good to C, less the freight on his iron thrown, still owed beside the average (Q-A13 R1);
  // the settlement that pays it all out is not counted again.
  assert.equal(ps.find((p) => p.party === "c")?.value.toString(), "540");
  assert.ok(d.liabilities.some((l) => l.besideAverage && l.from === "c" && l.amount?.rd === "60"));
  assert.ok(d.liabilities.some((l) => l.settles === "general-average"));
});

test("sensitivity: a reading under which the case lacks a fact is an outcome of its own, not a failure", () => {
  const s = sensitivity(load("examples/borkum-1666/pilotage-whole-ship.yaml"));
  const stuck = s.groups.filter((g) => g.combinations[0]?.situation.startsWith("not decidable"));
  assert.equal(stuck.length, 1);
  assert.ok(stuck[0]?.combinations.every((c) => c.readings.ship_pilotage_shares === "R2"));
  assert.match(stuck[0]?.combinations[0]?.situation ?? "", /no agreed price is given/);
  assert.equal(stuck[0]?.combinations[0]?.determination.assessments[0]?.by, "the case file");
  assert.match(renderSensitivity(s), /cannot be decided under these readings/);
  assert.ok(s.groups.some((g) => !g.combinations[0]?.situation.startsWith("not decidable")));
});

test("sensitivity: a party's figure in force lies within its range under the reading's value in force, for every reading that moves it", () => {
  for (const file of ["examples/dl-vrag/salvage-reward-assessed.yaml", "examples/dl-averi/ga-jettison-and-mast.yaml"]) {
    const s = sensitivity(load(file));
    let checked = 0;
    for (const p of s.parties) {
      for (const m of p.movedBy) {
        const inForce = s.relevant.find((r) => r.name === m.reading)?.inForce as string;
        const range = m.under[inForce];
        assert.ok(range, `${file}: ${p.party} has a range under ${m.reading}=${inForce}`);
        assert.ok(
          range.least.cmp(p.inForce) <= 0 && p.inForce.cmp(range.most) <= 0,
          `${file}: ${p.party} at ${p.inForce} in force, but ${range.least}..${range.most} under ${m.reading}=${inForce}`,
        );
        checked++;
      }
    }
    assert.ok(checked > 0, `${file}: some reading moves some party`);
  }
});
