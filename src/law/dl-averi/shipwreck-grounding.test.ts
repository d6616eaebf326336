// test: shared
/** After a grounding (dl-averi/42–45), and the loss by misfortune or neglect (47–48). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Rational } from "../../core/rational.js";
import {
  allSteps,
  assessment,
  average,
  between,
  decide,
  fortuna,
  haabet,
  maria,
  messages,
  owed,
  rd,
  stepOf,
} from "./test-support/shipwreck.js";

describe("after a grounding (dl-averi/42–45)", () => {
  test("dl-averi/42 — a ship that can be repaired: the skipper must repair her quickly and carry the goods to the market", () => {
    const { d } = decide(
      fortuna({
        ship: { id: "fortuna", skipper: "jens", owners: [{ person: "jens", share: 1 }], state: "aground_repairable" },
      }),
    );
    const duty = d.obligations.find((o) => o.provisions.includes("dl-averi/42"));
    assert.equal(duty?.who, "jens");
    assert.match(duty?.what ?? "", /repaired as quickly as possible.*Copenhagen/);
    assert.equal(stepOf(d, "dl-averi/42#repair").status, "applied");
    assert.equal(assessment(d, "dl-averi/43").length, 0);
  });

  test("dl-averi/43 — beyond repair: the freight is what good men think reasonable; 90 rd shared by the agreed freight", () => {
    const { d } = decide(fortuna());
    const s = stepOf(d, "dl-averi/42#repair");
    assert.equal(s.status, "overridden");
    assert.deepEqual(s.overriddenBy, ["dl-averi/43#beyond-repair"]);
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/42")));
    assert.equal(assessment(d, "dl-averi/43")[0]?.status, "given");
    assert.equal(owed(d, "d", "jens").toString(), "45");
    assert.equal(owed(d, "e", "jens").toString(), "45/2");
    assert.equal(owed(d, "f", "jens").toString(), "15/2");
    assert.equal(owed(d, "g", "jens").toString(), "18", "15 rd freight and 3 rd costs");
  });

  test("dl-averi/43 — before good men have set it: an assessment, and the freight owed without a figure", () => {
    const { d } = decide(fortuna({ assessed: {} }));
    const a = assessment(d, "dl-averi/43")[0];
    assert.equal(a?.status, "needed");
    assert.match(a?.by ?? "", /good men.*circumstances of the voyage/);
    assert.match(a?.basis ?? "", /120 rd/);
    assert.ok(between(d, "d", "jens").every((l) => l.amount === undefined));
  });

  test("dl-averi/43 — with a charterer, he owes the whole freight good men set", () => {
    const f = fortuna({ charterer: "d" });
    const { d } = decide(f);
    assert.equal(owed(d, "d", "jens").toString(), "90");
    assert.equal(owed(d, "e", "jens").toString(), "0");
  });

  test("dl-averi/44 — spoiled bulk rye: the loss goes over the bulk goods by quantity: D bears 12, E 6, F 2 of the 20 lasts", () => {
    const { d, used } = decide(fortuna());
    const q = average(d, "spoiled-bulk").shares;
    assert.ok(q);
    assert.equal(q.lost, "20");
    assert.deepEqual(
      q.lines.map((l) => [l.interest, l.bears, l.receives]),
      [
        ["bl-d", "12", "48"],
        ["bl-e", "6", "24"],
        ["bl-f", "2", "8"],
      ],
    );
    assert.ok(used.includes("styrtegods") && used.includes("spoiled_goods_mass"));
  });

  test("dl-averi/44 — Q-A16 R2: shared by value among the rye: D is made good 200 rd and each pays 1/5 of his value", () => {
    const { d } = decide(fortuna(), { styrtegods: "R2" });
    const s = average(d, "spoiled-bulk").statement;
    assert.ok(s);
    assert.equal(s.loss.rd, "200");
    assert.equal(s.rate, "1/5");
    const line = (id: string) => s.lines.find((l) => l.interest === id);
    assert.equal(line("bl-e")?.contributionExact.rd, "60");
    assert.equal(line("bl-f")?.contributionExact.rd, "20");
    assert.equal(line("bl-g"), undefined, "the herring stays out under Q-A34 R1");
  });

  test("dl-averi/44 — Q-A34 R2: over all the goods salvaged, the herring too, by value", () => {
    const { d } = decide(fortuna(), { spoiled_goods_mass: "R2" });
    const s = average(d, "spoiled-bulk").statement;
    assert.ok(s);
    // Mass: rye 600 + 300 + 100 on sound value, herring 200 less its own 40 spoiled = 1160.
    assert.equal(s.mass.rd, "1160");
    assert.equal(s.lines.find((l) => l.interest === "bl-g")?.contributionExact.rd, "800/29");
  });

  test("dl-averi/44 — a cargo all of bulk goods: Q-A34 does not matter and is not consulted", () => {
    const cargo = fortuna().cargo.slice(0, 3);
    const { used } = decide(fortuna({ cargo }));
    assert.ok(!used.includes("spoiled_goods_mass"));
  });

  test("dl-averi/44 — loose goods kept apart are 'styrtegods' only under Q-A16 R3", () => {
    const cargo = [
      {
        id: "l1",
        owner: "d",
        packing: "loose",
        quantity: 10,
        unit: "tons",
        outcome: "spoiled",
        spoiled: { quantity: 5 },
      },
      { id: "l2", owner: "e", packing: "loose", quantity: 10, unit: "tons" },
    ];
    const r1 = decide(fortuna({ cargo })).d;
    assert.equal(r1.averages, undefined);
    assert.ok(
      allSteps(r1.explanation).some(
        (s) =>
          s.value ===
          "l1: " +
            "not bulk goods as Q-A16 reads 'styrtegods', nor in barrels, packs or pieces: its loss lies where it falls",
      ),
    );
    const r3 = decide(fortuna({ cargo }), { styrtegods: "R3" }).d;
    assert.deepEqual(
      average(r3, "spoiled-bulk").shares?.lines.map((l) => l.bears),
      ["5/2", "5/2"],
    );
  });

  test("dl-averi/44 — the quantity of a bulk parcel not given: an assessment, no sharing", () => {
    const cargo = [
      { id: "bl-d", owner: "d", packing: "bulk", outcome: "spoiled" },
      { id: "bl-e", owner: "e", packing: "bulk", quantity: 30, unit: "lasts" },
    ];
    const { d } = decide(fortuna({ cargo }));
    assert.equal(d.averages, undefined);
    assert.ok(assessment(d, "dl-averi/44").some((a) => a.status === "needed" && a.what.includes("bl-d")));
  });

  test("dl-averi/45 — barrelled goods: G takes his own mark, bears his spoiled barrels, and pays his own costs", () => {
    const { d } = decide(fortuna());
    const duty = d.obligations.find((o) => o.who === "g");
    assert.ok(duty?.provisions.includes("dl-averi/45"));
    assert.match(duty?.what ?? "", /his own mark.*3 rd.*his own loss/);
    assert.ok(
      between(d, "g", "jens").some((l) => l.provisions.includes("dl-averi/45") && rd(l.amount).eq(Rational.of(3))),
    );
    const steps = allSteps(d.explanation).filter((s) => s.rule === "dl-averi/44#bulk");
    assert.ok(steps.some((s) => s.status === "overridden" && s.overriddenBy?.includes("dl-averi/45#own-mark")));
  });

  test("dl-averi/45 — costs paid by the owner himself are no debt; costs on bulk goods draw a warning, not a liability", () => {
    const cargo = [
      { id: "p1", owner: "g", packing: "pieces", costs: 4, costs_paid_by: "g" },
      { id: "b1", owner: "d", packing: "bulk", quantity: 5, costs: 2 },
    ];
    const { d } = decide(fortuna({ cargo, assessed: {} }));
    assert.equal(d.liabilities.filter((l) => l.provisions.includes("dl-averi/45")).length, 0);
    assert.match(messages(d), /b1 carries costs of 2 rd/);
  });
});

// ---------------------------------------------------------------------------
// 47–48: the loss

describe("the loss: misfortune or neglect (dl-averi/47–48)", () => {
  const lost = (loss: Record<string, unknown>, state = "wrecked") =>
    haabet({
      ship: { id: "haabet", name: "Haabet", skipper: "niels", owners: [{ person: "niels", share: 1 }], state },
      embezzlements: [],
      loss,
    });

  test("dl-averi/47 — a misfortune proved with all the crew: he may salvage his ship and owes the merchants nothing", () => {
    const { d, used } = decide(lost({ cause: "misfortune", proved_with: ["ole", "peder", "hans"] }));
    assert.equal(stepOf(d, "dl-averi/47#misfortune").status, "applied");
    assert.equal(owed(d, "niels", "carsten").toString(), "0");
    assert.equal(d.options[0]?.holder, "niels");
    assert.ok(d.options[0]?.choices[0]?.startsWith("salvage the Haabet"));
    assert.ok(used.includes("crew_proof"));
  });

  test("dl-averi/47 — Q-A22: two of three men bear it out: not proved under R1 (an assessment), proved under R2", () => {
    const loss = { cause: "misfortune", proved_with: ["ole", "peder"] };
    const r1 = decide(lost(loss)).d;
    assert.equal(stepOf(r1, "dl-averi/47#misfortune").status, "not-applicable");
    assert.ok(assessment(r1, "dl-averi/48").some((a) => a.status === "needed"));
    assert.equal(r1.options.length, 0);
    const r2 = decide(lost(loss), { crew_proof: "R2" }).d;
    assert.equal(stepOf(r2, "dl-averi/47#misfortune").status, "applied");
    assert.equal(assessment(r2, "dl-averi/48").length, 0);
  });

  test("dl-averi/47 — a ship saved: the skipper owes nothing, and there is no choice to salvage her", () => {
    const { d } = decide(maria({ loss: { cause: "misfortune", proved_with: ["ole"] } }));
    assert.equal(d.options.length, 0);
    assert.equal(d.assessments.length, 0);
  });

  test("dl-averi/48 — his people's neglect: he answers for the goods lost (Carsten 300 rd) and may not deal with the ship", () => {
    const { d } = decide(lost({ cause: "neglect", neglect_of: "crew" }));
    const s = stepOf(d, "dl-averi/47#misfortune");
    assert.equal(s.status, "overridden");
    assert.deepEqual(s.overriddenBy, ["dl-averi/48#answers"]);
    assert.equal(owed(d, "niels", "carsten").toString(), "300");
    assert.match(between(d, "niels", "carsten")[0]?.description ?? "", /his people's neglect/);
    const bar = d.obligations.find((o) => o.provisions.includes("dl-averi/48"));
    assert.match(bar?.what ?? "", /not deal in any way with the Haabet until he has satisfied Merchant Carsten/);
  });

  test("dl-averi/48 — wilful: the loss as established is owed; a merchant already satisfied is owed nothing more", () => {
    const { d } = decide(
      lost({
        cause: "wilful",
        damages: [
          { merchant: "carsten", amount: 320 },
          { merchant: "berit", amount: 50 },
        ],
        satisfied: ["berit"],
      }),
    );
    assert.equal(owed(d, "niels", "carsten").toString(), "320");
    assert.equal(owed(d, "niels", "berit").toString(), "0");
    assert.match(between(d, "niels", "carsten")[0]?.description ?? "", /wilfully and out of malice/);
    const bar = d.obligations.find((o) => o.provisions.includes("dl-averi/48"));
    assert.ok(bar && !bar.what.includes("Berit"));
    const all = decide(lost({ cause: "wilful", satisfied: ["carsten"] })).d;
    assert.ok(!all.obligations.some((o) => o.provisions.includes("dl-averi/48")), "the bar is lifted");
  });

  test("dl-averi/48 — a misfortune proved does not help against a wilful act: the exception decides", () => {
    const { d } = decide(lost({ cause: "wilful", proved_with: ["ole", "peder", "hans"] }));
    assert.equal(stepOf(d, "dl-averi/48#answers").status, "applied");
    assert.equal(d.options.length, 0);
  });

  test("dl-averi/47 — dl-averi/48 — the case does not say how the loss came: a warning naming both", () => {
    const { d } = decide(haabet());
    assert.ok(d.warnings.some((w) => w.provisions.includes("dl-averi/47") && w.provisions.includes("dl-averi/48")));
  });
});

// ---------------------------------------------------------------------------
// Readings
