// test: shared
/** Salvage under the Danish Law: freight and average on the goods saved (dl-vrag/20–22) and the crew's wages (dl-vrag/23). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { anna, decide, ex19, freightFrom, gabriel, rd, sk, stepOf } from "./test-support/salvage.js";

// ---------------------------------------------------------------------------
// dl-vrag/20–22: freight and average

describe("freight and average on the goods saved (dl-vrag/20–22)", () => {
  test("dl-vrag/20: fair freight is an assessment by default (Q-V13 R3), pro rata under R1, in full under R2", () => {
    const r3 = decide(gabriel()).d;
    assert.equal(freightFrom(r3, "morten")[0]?.amount, undefined);
    assert.ok(
      r3.assessments.some((a) => a.what.startsWith("Fair freight on morten's goods") && a.status === "needed"),
      `expected an assessment where a.what.startsWith("Fair freight on morten's goods") && a.status === "needed"; got: ${r3.assessments.map((a) => a.what).join(" | ")}`,
    );
    assert.equal(freightFrom(decide(gabriel(), { reasonable_freight: "R1" }).d, "morten")[0]?.amount?.text, "20 rd");
    assert.equal(freightFrom(decide(gabriel(), { reasonable_freight: "R2" }).d, "morten")[0]?.amount?.text, "30 rd");
  });

  test("dl-vrag/20: pro rata freight with the part of the voyage unknown is an assessment, not a guess", () => {
    const { d } = decide(gabriel({ voyage_done: undefined }), { reasonable_freight: "R1" });
    assert.equal(freightFrom(d, "morten")[0]?.amount, undefined);
    assert.ok(
      d.assessments.some((a) => a.basis.includes("the part of the voyage done (not stated)")),
      `expected an assessment where a.basis.includes("the part of the voyage done (not stated)"); got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/20: under Q-V01 R2 a ship not wholly lost owes no freight under this chapter", () => {
    const { d } = decide(gabriel({ wholly_lost: false }), { blive_lost: "R2" });
    assert.equal(freightFrom(d, "morten").length, 0);
    assert.equal(d.options.length, 0);
  });

  test("dl-vrag/21: the shipper may leave the goods for the freight; one who has, owes no freight", () => {
    const undecided = decide(gabriel()).d;
    assert.equal(undecided.options.find((o) => o.provisions.includes("dl-vrag/21"))?.holder, "morten");
    const left = decide(
      gabriel({ cargo: [{ owner: "morten", value_saved: 200, freight: 30, left_to_skipper: true }] }),
    ).d;
    const l = freightFrom(left, "morten");
    assert.equal(l.length, 1);
    assert.deepEqual(l[0]?.provisions, ["dl-vrag/21"]);
    assert.equal(l[0]?.amount, undefined, "the goods are given in kind");
    assert.equal(left.options.length, 0);
  });

  test("dl-vrag/21: leaving part of the goods: open under Q-V14 R1 (a warning), freight on the rest under R2", () => {
    const part = gabriel({
      cargo: [
        { owner: "morten", what: "rye", value_saved: 200, freight: 30, left_to_skipper: true },
        { owner: "morten", what: "oats", value_saved: 100, freight: 15 },
      ],
    });
    const r1 = decide(part, { reasonable_freight: "R2" }).d;
    assert.ok(
      r1.warnings.some((w) => w.message.includes("may leave all of them or pay the freight")),
      `expected a warning where w.message.includes("may leave all of them or pay the freight"); got: ${r1.warnings.map((w) => w.message).join(" | ")}`,
    );
    assert.equal(freightFrom(r1, "morten")[0]?.amount?.text, "45 rd");
    const r2 = decide(part, { reasonable_freight: "R2", abandon_for_freight: "R2" }).d;
    const texts = freightFrom(r2, "morten").map((l) => l.amount?.text ?? "in kind");
    assert.deepEqual(texts, ["in kind", "15 rd"]);
  });

  test("dl-vrag/22: stranded goods owe no average for the ship lost", () => {
    const { d } = decide(anna());
    assert.equal(stepOf(d, "dl-vrag/22#no-average").status, "applied");
    assert.match(String(stepOf(d, "dl-vrag/22#no-average").value), /no average is owed/);
  });

  test("dl-vrag/22: a ship run ashore on purpose is general average under Q-V15 R1, not under R2", () => {
    const r1 = decide(anna({}, { how: "run_ashore" })).d;
    assert.equal(stepOf(r1, "dl-vrag/22#no-average").status, "overridden");
    assert.ok(
      r1.warnings.some((w) => w.provisions.includes("dl-averi/25")),
      `expected a warning where w.provisions.includes("dl-averi/25"); got: ${r1.warnings.map((w) => w.message).join(" | ")}`,
    );
    const r2 = decide(anna({}, { how: "run_ashore" }), { stranding_vs_beaching: "R2" }).d;
    assert.equal(stepOf(r2, "dl-vrag/22#no-average").status, "applied");
    assert.ok(
      !r2.warnings.some((w) => w.provisions.includes("dl-averi/25")),
      `no a warning where w.provisions.includes("dl-averi/25"); got: ${r2.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/22: a ship that sank did not strand: the provision does not apply", () => {
    const { d, used } = decide(anna({}, { how: "sank" }));
    assert.equal(stepOf(d, "dl-vrag/22#no-average").status, "not-applicable");
    assert.ok(!used.includes("stranding_vs_beaching"), "stranding_vs_beaching is not consulted");
  });
});

// ---------------------------------------------------------------------------
// dl-vrag/23: wages, and EX-19

describe("the crew's wages (dl-vrag/23)", () => {
  test("dl-vrag/23: EX-19 — net salvage 90 rd against 120 rd owed: nothing under Q-V16 R1, 30 rd each under R2", () => {
    const r1 = decide(ex19());
    for (const id of ["s1", "s2", "s3"]) assert.equal(r1.row(id).rounded.text, "0 rd");
    assert.equal(r1.d.funds[0]?.amount.text, "0 rd");
    assert.match(r1.row("s1").reason, /net salvage, 90 rd, does not cover the 120 rd owed/);
    const r2 = decide(ex19(), { wages_shortfall: "R2" });
    for (const id of ["s1", "s2", "s3"]) assert.equal(rd(r2.row(id).exact), "30");
    assert.equal(r2.d.funds[0]?.amount.text, "90 rd");
    assert.equal(stepOf(r2.d, "dl-vrag/23#covered").status, "overridden");
  });

  test("dl-vrag/23: EX-19 warns that the costs stated are taken to include the reward still to be fixed", () => {
    const { d } = decide(ex19());
    assert.ok(
      d.warnings.some((w) => w.message.includes("taken to include it")),
      `expected a warning where w.message.includes("taken to include it"); got: ${d.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/23: when the net salvage covers the wages, each has his wages in full", () => {
    const { d, row, used } = decide(ex19({}, { cargo: [{ owner: "merchant", value_saved: 150 }] }));
    assert.equal(row("s2").rounded.text, "40 rd");
    assert.equal(d.funds[0]?.amount.text, "120 rd");
    assert.ok(!used.includes("wages_shortfall"), "wages_shortfall is not consulted");
  });

  test("dl-vrag/23: R2 shares unequal wages in proportion, to the skilling, keeping the total", () => {
    const facts = ex19(
      {},
      {
        wages_owed: [
          { person: "s1", amount: 50 },
          { person: "s2", amount: 30 },
          { person: "s3", amount: 20 },
        ],
        ship_value_saved: "30 rd 1 sk",
      },
    );
    const { d } = decide(facts, { wages_shortfall: "R2" });
    const total = d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
    assert.equal(total, sk("90 rd 1 sk"));
    assert.equal(d.funds[0]?.amount.text, "90 rd 1 sk");
  });

  test("dl-vrag/23: costs unknown while the reward is still to be fixed: an assessment, and no wages figure", () => {
    const { d } = decide(ex19({ salvage_costs: undefined }));
    assert.equal(d.allocations.length, 0);
    assert.ok(
      d.assessments.some((a) => a.what === "The costs of salvage"),
      `expected an assessment where a.what === "The costs of salvage"; got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/23: with the reward divided too, the wages are liabilities and their fund comes second", () => {
    const facts = ex19({ salvage_money: 36, salvage_money_fixed_by: "amtmand_and_best_men", salvage_costs: undefined });
    const { d } = decide(facts, { wages_shortfall: "R2", reward_sharing: "R1" });
    assert.equal(d.funds[0]?.label, "Salvage reward fixed by the amtmand with the best men of the district");
    assert.equal(d.funds[1]?.amount.text, "114 rd"); // 150 - 36
    const wages = d.liabilities.filter((l) => l.provisions.includes("dl-vrag/23"));
    assert.deepEqual(
      wages.map((l) => [l.to, l.amount?.text]),
      [
        ["s1", "38 rd"],
        ["s2", "38 rd"],
        ["s3", "38 rd"],
      ],
    );
  });
});
