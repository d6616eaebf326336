// test: shared
/**
 * What falls due under a determination: only days the text fixes. dl-averi/26
 * fixes no day for a balance of the average ('er ingen skipper pligtig at lade
 * følge nogen sit gods, før end han har betalt sin part af havari, eller stillet
 * derfor nøjagtig borgen': the skipper holds the goods until it is paid or
 * secured), and an option the facts show as chosen or lapsed is no longer open.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { decide, prepare } from "../engine/decide.js";
import { dueRows } from "./determine.js";
import type { CaseFile } from "./kinds.js";
import { postingsOf, reconcile } from "./ledger.js";
import type { LotRecord } from "./records.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

function example(file: string, change: (c: Record<string, unknown>) => void = () => {}) {
  const c = parse(readFileSync(join(root, "examples", file), "utf8")) as Record<string, unknown>;
  delete c.expect;
  change(c);
  const d = decide(c, { explanation: false });
  const lot: LotRecord = {
    id: "lot-1",
    statute: String(c.statute),
    kind: String(c.kind),
    description: "a lot",
    lodged: "1690-10-20",
    status: "lodged",
    case: c as unknown as CaseFile,
    claims: [],
    sales: [],
    costs: [],
    payments: [],
  };
  return { d, lot, currency: prepare(c).currency };
}

describe("what falls due (registry/determine.ts)", () => {
  test("dl-averi/26: a balance of the average falls due on no day the text does not fix, and is owed on demand", () => {
    const { d, lot, currency } = example("dl-averi/ga-jettison-and-mast.yaml");
    assert.ok(d.statement, "a statement");
    // What is owed is the settlement, as postings; none of them has a day the text does not fix.
    const derived = postingsOf(d, lot.case, currency);
    assert.ok(derived.length > 0, "the average is owed");
    assert.ok(
      derived.every((p) => p.due === undefined),
      "no posting of the average falls due on a day",
    );
    const owing: LotRecord = { ...lot, postings: reconcile([], derived, 1, 1, currency, lot.lodged).postings };
    const due = dueRows(owing, d, lot.lodged, currency);
    const balances = due.filter((r) => r.posting !== undefined);
    // Each balance is listed once, owed on demand from the day it arose (the lodging), never on a day of its own.
    assert.deepEqual(balances.map((r) => r.posting).sort(), (owing.postings ?? []).map((p) => p.id).sort());
    for (const r of balances) {
      assert.equal(r.onDemand, true, `${r.posting} is owed on demand`);
      assert.equal(r.date, lot.lodged, `${r.posting} arose when the statement was lodged`);
    }
    assert.deepEqual(
      due.filter((r) => r.date === lot.lodged && !r.onDemand),
      [],
      "nothing else falls due on the day of lodging",
    );
  });

  test("dl-averi/23: an option the facts show as chosen or lapsed is not 'may choose until …'", () => {
    const choice = (charterer_choice: unknown) =>
      example("dl-averi/ga-jettison-and-mast.yaml", (c) => {
        (c.facts as Record<string, unknown>).charterer_choice = charterer_choice;
      });
    const open = choice(undefined);
    assert.equal(open.d.options[0]?.status, "open");
    assert.ok(
      dueRows(open.lot, open.d, open.lot.lodged, open.currency).some((r) =>
        /^may choose until 1690-10-13T16:00/.test(r.what),
      ),
    );
    for (const made of [{ choice: "leave", declared: "1690-10-13T09:00" }, { choice: "none" }]) {
      const { d, lot, currency } = choice(made);
      assert.ok(d.options[0]?.deadline, "the deadline is still shown on the option");
      assert.notEqual(d.options[0]?.status, "open");
      assert.deepEqual(
        dueRows(lot, d, lot.lodged, currency).filter((r) => /may choose/.test(r.what)),
        [],
        `${JSON.stringify(made)}: no longer open`,
      );
    }
  });
});
