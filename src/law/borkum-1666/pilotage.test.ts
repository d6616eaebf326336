// test: shared
/** Pilot money (borkum-1666/§7): the worked examples EX-04 and EX-05 of RULES.md, and a case decided from its text. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { decideText } from "../../index.js";
import {
  decide,
  EX04,
  EX04_TABLE,
  EX05,
  EX05_SALVAGE,
  roundedSum,
  SEVENTH,
  table,
  withPerson,
} from "./test-support/pilotage.js";
import { EX04_READINGS, EX05_READINGS, EX05_SALVAGE_READINGS } from "./test-support/worked-examples.js";

describe("EX-04 — pilot money: the surplus over the agreed price", () => {
  test("EX-04 main table: 10 parts of the 14 u surplus, one part = 7/5 u; H5 keeps 6 u besides", () => {
    const { d, row } = decide(EX04, EX04_READINGS);
    assert.deepEqual(table(d), EX04_TABLE);
    const surplus = d.funds.find((f) => f.totalParts !== undefined);
    assert.equal(surplus?.amount.u, "14");
    assert.equal(surplus?.totalParts, "10");
    assert.equal(surplus?.perPart?.u, SEVENTH);
    // The pilot receives the agreed price plus one part: 6 + 7/5 = 37/5.
    assert.equal(row("h5#agreed-price").exact.u, "6");
    assert.match(row("h5").role, /the pilot, who keeps the agreed price of 6 u/);
    // Check: 6 + 14 = 20, and the rounded lines add up to the pilot money.
    assert.equal(d.funds[0]?.amount.u, "20");
    assert.equal(roundedSum(d.allocations), 2000n);
  });

  test("EX-04 variant A (Q-B17 R2): the pilot keeps 6 u only; 9 parts of 14/9 u", () => {
    const { d, row } = decide(EX04, { ...EX04_READINGS, pilot_shares_surplus: "R2" });
    const ninth = "14/9";
    assert.deepEqual(table(d), {
      ...Object.fromEntries(Object.entries(EX04_TABLE).map(([k, [p]]) => [k, [p, p === "1" ? ninth : "0"]])),
      "h5#agreed-price": ["-", "6"],
      h5: ["0", "0"],
    });
    assert.match(row("h5").reason, /keeps the agreed price only.*Q-B17 R2/);
    assert.equal(roundedSum(d.allocations), 2000n);
  });

  test("EX-04 variant C: the Vogt was told and would not come (7.4); the pastor was not told; 9 parts", () => {
    const { d, row } = decide(withPerson(EX04, "vogt", { told: true, refused: true }));
    const t = table(d);
    assert.deepEqual(t.vogt, ["0", "0"]);
    assert.deepEqual(t.pastor, ["1", "14/9"]);
    assert.deepEqual(t.h5, ["1", "14/9"]);
    assert.deepEqual(t.klaas, ["1", "14/9"]);
    assert.equal(d.funds.find((f) => f.totalParts)?.totalParts, "9");
    assert.match(row("vogt").reason, /told and would not go along: no part.*borkum-1666\/7\.4/);
  });
});

describe("EX-05 — pilotage with a whole ship, and the same case turned salvage", () => {
  test("EX-05 part 1: Ocko 3 parts (2 ship, 1 body), Popke, Rolf and Sieben 1 each; one part = 15/2 u", () => {
    const { d, row } = decide(EX05, EX05_READINGS);
    assert.deepEqual(table(d), {
      ocko: ["3", "45/2"],
      popke: ["1", "15/2"],
      rolf: ["1", "15/2"],
      sieben: ["1", "15/2"],
      vogt: ["0", "0"],
      pastor: ["0", "0"],
      antje: ["0", "0"],
    });
    assert.equal(d.funds[0]?.totalParts, "6");
    assert.deepEqual(
      row("ocko").basis.map((b) => [b.parts, b.provisions]),
      [
        ["2", ["borkum-1666/7.8"]],
        ["1", ["borkum-1666/7.8"]],
      ],
    );
    assert.equal(roundedSum(d.allocations), 4500n);
  });

  test("EX-05 part 2: aground on the Randzel and leaking: 45 u salvage money in 8 parts, with the Vogt's inspection", () => {
    const { d, row, used } = decide(EX05_SALVAGE, EX05_SALVAGE_READINGS);
    assert.deepEqual(table(d), {
      ocko: ["3", "135/8"],
      popke: ["1", "45/8"],
      rolf: ["1", "45/8"],
      sieben: ["0", "0"],
      vogt: ["1", "45/8"],
      pastor: ["1", "45/8"],
      antje: ["1", "45/8"],
    });
    assert.equal(d.funds[0]?.totalParts, "8");
    assert.match(d.situation, /^salvage money, not pilot money \(borkum-1666\/7\.9\)/);
    assert.match(row("sieben").reason, /Q-B05 R1/);
    const inspection = d.obligations.find((o) => o.provisions.includes("borkum-1666/7.9"));
    assert.ok(inspection);
    assert.equal(inspection.who, "vogt");
    assert.match(
      inspection.what,
      /^inspect the ship indiaman.*fallen into the hands of the high territorial authority/,
    );
    assert.match(inspection.what, /made: he found that it has not fallen to the ruler/);
    const finding = d.assessments.find((a) => /fallen into the hands/.test(a.what));
    assert.equal(finding?.status, "given");
    assert.equal(finding?.value, false);
    for (const r of ["inside_helper_status", "home_exception_parts", "widow_home_part_inside"])
      assert.ok(used.includes(r));
  });
});

// ---------------------------------------------------------------------------
// Through the library, from a case file's text

const EX04_YAML = `
version: 1
statute: borkum-1666
kind: pilotage
title: EX-04 through decideText
currency: u
readings: { officials_parts_scope: R2 } # as EX-04 names it
facts:
  place: inside_reefs
  ship: { id: stranger, signal: waft, seen_from_tower: true }
  pilot_money: 20
  offers: [{ person: h5, price: 6 }]
  people:
    - { id: h1, roles: [householder], on_beach: true }
    - { id: h5, roles: [householder], on_beach: true }
    - { id: klaas, roles: [unmarried], on_beach: true }
    - { id: vogt, roles: [vogt], told: true, refused: true }
    - { id: pastor, roles: [pastor], told: false }
`;

describe("decideText", () => {
  test("EX-04 in small, from YAML: 4 parts of 14 u; the Vogt who would not come has none", () => {
    const d = decideText(EX04_YAML, { source: "ex04.yaml" });
    assert.equal(d.kind, "pilotage");
    assert.equal(d.funds.at(-1)?.perPart?.u, "7/2");
    assert.equal(d.allocations.find((a) => a.id === "vogt")?.parts, "0");
    assert.equal(d.allocations.find((a) => a.id === "h5#agreed-price")?.exact.u, "6");
    assert.ok(d.readings.some((r) => r.name === "pilot_shares_surplus" && r.value === "R1"));
    const r2 = decideText(EX04_YAML, { readings: { pilot_shares_surplus: "agreed_price_only" } });
    assert.equal(r2.funds.at(-1)?.perPart?.u, "14/3");
  });
});
