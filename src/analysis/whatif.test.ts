// test: shared
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { sum } from "../core/rational.js";
import { decide } from "../engine/decide.js";
import { renderWhatIf } from "./render.js";
import { pathText, whatIf } from "./whatif.js";

const load = (path: string): unknown => parseCaseText(readFileSync(path, "utf8"), path).data;
const EX02 = load("examples/borkum-1666/salvage-inside-reefs.yaml");

test("whatif: EX-02 — had the salvage been outside the reefs instead of inside, the division changes most", () => {
  const w = whatIf(EX02);
  assert.ok(w.complete);
  const outside = w.results.find((r) => r.change.path === "facts.place" && r.change.to === "outside_reefs");
  assert.ok(outside, "the place change is reported");
  assert.equal(outside.change.from, "inside_reefs");
  // Under 6.1/6.2 the Vogt's part at home (6.5) and the inside-reefs parts are gone; the ships' crews gain.
  const vogt = outside.parties.find((p) => p.name === "The Vogt");
  assert.equal(vogt?.before.toString(), "60");
  assert.equal(vogt?.after.toString(), "0");
  // The fund is the same: what some gain, others lose.
  assert.equal(sum(outside.parties.map((p) => p.delta)).toString(), "0");
  // Checked against deciding the changed case directly.
  const direct = decide({
    ...(EX02 as object),
    facts: { ...(EX02 as { facts: object }).facts, place: "outside_reefs" },
  });
  const vogtDirect = direct.allocations.find((a) => a.name === "The Vogt");
  assert.equal(vogtDirect?.exact.u ?? "0", "0");
});

test("whatif: results are ordered by how much money they move, most first", () => {
  const w = whatIf(EX02);
  for (let i = 1; i < w.results.length; i++) {
    assert.ok(w.results[i - 1]?.moves.cmp(w.results[i]?.moves as never) !== -1, `result ${i} out of order`);
  }
  assert.ok(w.results.length > 3);
  assert.ok(w.noEffect > 0, "some facts change nothing");
  assert.equal(w.tried, w.results.length + w.noEffect + w.notAdmissible.length);
});

test("whatif: each result carries the receipt of the changed case, and the text names the change", () => {
  const w = whatIf(EX02);
  const top = w.results[0];
  assert.ok(top);
  assert.notEqual(top.receipt.case, w.receipt.case, "the changed case hashes differently");
  const text = renderWhatIf(w, 3);
  assert.match(text, /1\. place inside_reefs → /);
  assert.match(text, /more changes that alter the outcome/);
  assert.match(text, /Receipt \(the case as filed\)/);
});

test("whatif: a bound on the changes tried is reported", () => {
  const w = whatIf(EX02, { maxChanges: 5 });
  assert.equal(w.tried, 5);
  assert.equal(w.complete, false);
  assert.match(renderWhatIf(w), /Stopped at the bound/);
});

test("whatif: paths are written as a clerk would find them in the file", () => {
  assert.equal(pathText(["facts", "people", 3, "helped"]), "facts.people[3].helped");
});
