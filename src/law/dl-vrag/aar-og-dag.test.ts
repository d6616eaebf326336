// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { formatDate, parseDate } from "../../core/calendar.js";
import { CaseError } from "../../core/errors.js";
import { ReadingSet } from "../../core/reading.js";
import { AAR_OG_DAG_READINGS, aarOgDag, inTime, periodDays } from "./aar-og-dag.js";

const PATHS = { found: "facts.found", registered: "facts.registered", notice: "facts.notice" };
const ctx = (o: Record<string, string> = {}) => ({ readings: new ReadingSet(AAR_OG_DAG_READINGS, o) });

describe("år og dag (Q-X01, Q-X02)", () => {
  // EX-07: delivered and registered on 10 May 1690 (Julian).
  const ev = { found: "1690-05-08", registered: "1690-05-10" };
  const cases: [string, string, number][] = [
    ["R1", "1691-05-11", 366],
    ["R2", "1691-06-21", 407],
    ["R3", "1691-06-24", 410],
    ["R4", "1691-05-10", 365],
  ];
  for (const [code, last, days] of cases) {
    test(`dl-vrag/14: EX-07, Q-X01 ${code}: the last day in time is ${last}, ${days} days after the start`, () => {
      const p = aarOgDag(ev, PATHS, ctx({ aar_og_dag: code }), ["dl-vrag/14"]);
      assert.equal(p.lastDay && formatDate(p.lastDay), last);
      assert.equal(periodDays(p), days);
      assert.deepEqual(p.step.readings, { aar_og_dag: code, aar_og_dag_start: "R2" });
    });
  }

  test("dl-vrag/15: EX-07 (b) a claim on 1 June 1691 is in time under R2 and R3, late under R1 and R4", () => {
    const claim = parseDate("1691-06-01");
    const verdict = ["R1", "R2", "R3", "R4"].map((c) => inTime(aarOgDag(ev, PATHS, ctx({ aar_og_dag: c }), []), claim));
    assert.deepEqual(verdict, [false, true, true, false]);
  });

  test("dl-vrag/9: Q-X02 R1 runs from the finding instead of the registration", () => {
    const p = aarOgDag(ev, PATHS, ctx({ aar_og_dag_start: "R1", aar_og_dag: "R1" }), ["dl-vrag/9"]);
    assert.equal(p.lastDay && formatDate(p.lastDay), "1691-05-09");
  });

  test("dl-vrag/14, /19: 'inden år og dag' is a year and six weeks unless a case names another reading (Q-X01 R2)", () => {
    const p = aarOgDag(ev, PATHS, ctx(), ["dl-vrag/14"]);
    assert.equal(p.lastDay && formatDate(p.lastDay), "1691-06-21");
    assert.deepEqual(p.step.readings, { aar_og_dag: "R2", aar_og_dag_start: "R2" });
    const def = AAR_OG_DAG_READINGS.find((r) => r.name === "aar_og_dag");
    assert.equal(def?.default, "R2");
    assert.match(def?.note ?? "", /inden år og dag/);
    assert.match(def?.note ?? "", /a year and six weeks/);
  });

  test("dl-vrag/13: a start the case does not give is an assessment, not a guess", () => {
    const p = aarOgDag(ev, PATHS, ctx({ aar_og_dag_start: "R3" }), ["dl-vrag/13"]);
    assert.equal(p.lastDay, undefined);
    assert.equal(p.assessment?.status, "needed");
    assert.equal(inTime(p, parseDate("1690-06-01")), undefined);
  });

  test("a date that does not exist is a case error naming its path", () => {
    assert.throws(
      () => aarOgDag({ registered: "1690-02-30" }, PATHS, ctx(), []),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.registered",
    );
  });
});
