// test: shared
/** Shipwreck (dl-averi/1–4): EX-18's second part, wages cut with the freight, and the wreck itself. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Rational } from "../../core/rational.js";
import {
  allSteps,
  assessment,
  between,
  decide,
  haabet,
  maria,
  messages,
  owed,
  rd,
  stepOf,
} from "./test-support/shipwreck.js";

describe("EX-18 — the ship and part of the cargo saved: wages cut with the freight", () => {
  test("dl-averi/46 — EX-18 part 2: full freight 400 rd, 300 rd earned, a wage of 24 rd becomes 24 × 300/400 = 18 rd", () => {
    const { d } = decide(maria());
    assert.equal(owed(d, "jens", "ole").toString(), "18");
    assert.equal(stepOf(d, "dl-averi/46#wages").status, "applied");
  });

  test("dl-averi/46 — EX-18 part 2, the freights taken from the parcels: 300 rd agreed on the goods saved, 400 on all", () => {
    const { d } = decide(maria({}, { freight_total: undefined, freight_earned: undefined }));
    assert.equal(owed(d, "jens", "ole").toString(), "18");
  });

  test("dl-averi/46 — what he has drawn is deducted; the cut is exact to a fraction of a skilling", () => {
    const { d } = decide(
      maria({ crew: [{ person: "ole", wage: "25 rd 1 sk", drawn: 5 }] }, { freight_total: 3, freight_earned: 1 }),
    );
    // (25 rd 1 sk) / 3 = 2401/3 sk, less 5 rd = 480 sk: 961/3 sk.
    assert.equal(owed(d, "jens", "ole").mul(Rational.of(96)).toString(), "961/3");
  });

  test("dl-averi/46 — the ship and all her goods saved: the wages are not cut, and no rule of 42–48 changes them", () => {
    const all = maria(
      {
        cargo: [{ id: "bl-a", owner: "a", packing: "barrels", freight: 400 }],
      },
      { freight_total: undefined, freight_earned: undefined },
    );
    const { d } = decide(all);
    assert.equal(between(d, "jens", "ole").length, 0);
    assert.ok(allSteps(d.explanation).some((s) => s.label.includes("nothing in dl-averi/42–48 changes the wages")));
  });

  test("dl-averi/46 — the freight earned not known: a warning, and the wage owed without a figure", () => {
    const { d } = decide(
      maria(
        { cargo: [{ id: "bl-b", owner: "b", packing: "bulk", outcome: "lost" }] },
        { freight_total: undefined, freight_earned: undefined },
      ),
    );
    assert.match(messages(d), /freight earned on the goods saved and the full freight are known/);
    const l = between(d, "jens", "ole");
    assert.equal(l.length, 1);
    assert.equal(l[0]?.amount, undefined);
  });
});

// ---------------------------------------------------------------------------
// 1–4: the shipwreck

describe("the shipwreck (dl-averi/1–4)", () => {
  test("dl-averi/1 — the skipper must salvage ship, goods and gear with the crew, and each seaman must help", () => {
    const { d } = decide(haabet());
    for (const who of ["niels", "ole", "peder", "hans"]) {
      assert.ok(
        d.obligations.some((o) => o.who === who && o.provisions.includes("dl-averi/1")),
        `a duty for ${who}`,
      );
    }
    assert.match(d.obligations.find((o) => o.who === "hans")?.what ?? "", /he would not/);
  });

  test("dl-averi/1 — the reward declared by good men is shared by the value of the goods saved: 60 × 800/1200 = 40, 20", () => {
    const { d, used } = decide(haabet());
    assert.equal(owed(d, "berit", "niels").toString(), "20");
    assert.equal(d.funds[0]?.amount.rd, "60");
    const a = d.allocations.find((x) => x.id === "anders");
    assert.equal(a?.fraction, "2/3");
    assert.equal(a?.exact.rd, "40");
    assert.ok(!d.allocations.some((x) => x.id === "carsten"), "the merchant whose goods were lost pays nothing");
    assert.ok(used.includes("wreck_reward_sharing"));
    assert.equal(assessment(d, "dl-averi/1")[0]?.status, "given");
  });

  test("dl-averi/1 — until good men declare the reward it is an assessment, and nobody owes a figure", () => {
    const { d, used } = decide(haabet({ assessed: {} }));
    const a = assessment(d, "dl-averi/1");
    assert.equal(a.length, 1);
    assert.equal(a[0]?.status, "needed");
    assert.match(a[0]?.by ?? "", /good men/);
    assert.equal(d.funds.length, 0);
    assert.equal(owed(d, "berit", "niels").toString(), "0");
    assert.ok(!used.includes("wreck_reward_sharing"), "the sharing is not consulted before there is a reward");
  });

  test("dl-averi/1 — shares that do not divide evenly: the rounded shares sum to the reward to the skilling", () => {
    const cargo = [
      { id: "x1", owner: "anders", packing: "packs", value: 1 },
      { id: "x2", owner: "berit", packing: "packs", value: 1 },
      { id: "x3", owner: "carsten", packing: "packs", value: 1 },
    ];
    const { d } = decide(haabet({ cargo, embezzlements: [], assessed: { salvage_reward: "1 sk" } }));
    const rounded = d.allocations.reduce((t, a) => t + BigInt(a.rounded.minor), 0n);
    assert.equal(rounded, 1n);
    assert.equal(d.allocations.find((a) => a.id === "anders")?.exact.minor, "1/3");
  });

  test("dl-averi/1 — Q-S07 R2: the good men share the reward; until they do, an assessment; then their shares", () => {
    const open = decide(haabet(), { wreck_reward_sharing: "R2" }).d;
    assert.ok(
      assessment(open, "dl-averi/1").some((a) => a.status === "needed" && /shared among the merchants/.test(a.what)),
    );
    assert.equal(owed(open, "anders", "niels").toString(), "60", "only the freight");
    const shared = decide(haabet({ assessed: { salvage_reward: 60, reward_shares: { anders: 35, berit: 25 } } }), {
      wreck_reward_sharing: "R2",
    }).d;
    assert.equal(owed(shared, "berit", "niels").toString(), "25");
    assert.equal(owed(shared, "anders", "niels").toString(), "95");
  });

  test("dl-averi/1 — a parcel saved and not appraised: its value is an assessment, and the reward is not yet shared", () => {
    const cargo = [
      { id: "bl-a", owner: "anders", packing: "bulk", value: 800 },
      { id: "bl-b", owner: "berit", packing: "packs" },
    ];
    const { d } = decide(haabet({ cargo, embezzlements: [] }));
    assert.ok(assessment(d, "dl-averi/1").some((a) => a.status === "needed" && a.what.includes("bl-b")));
    assert.equal(d.funds.length, 0);
  });

  test("dl-averi/1 — a ship that is not wrecked: no duty to salvage under it, and a reward given draws a warning", () => {
    const { d } = decide(maria({ assessed: { salvage_reward: 10 } }));
    assert.equal(stepOf(d, "dl-averi/1#salvage").status, "not-applicable");
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/1")));
    assert.match(messages(d), /dl-averi\/1 speaks of the reward after a shipwreck/);
  });

  test("dl-averi/2 — Q-A01 R1: freight and wages by the part of the voyage completed: (60 + 30) × 2/3 = 60 rd; Ole 16 − 6 = 10", () => {
    const { d, used } = decide(haabet());
    assert.equal(owed(d, "anders", "niels").toString(), "100", "40 rd reward and 60 rd freight");
    assert.equal(owed(d, "niels", "ole").toString(), "10");
    assert.equal(owed(d, "niels", "peder").toString(), "14");
    assert.ok(used.includes("voyage_length"));
    const a = assessment(d, "dl-averi/2")[0];
    assert.equal(a?.status, "needed", "the dannemænd have not judged yet");
    assert.match(a?.by ?? "", /dannemænd/);
    assert.match(a?.basis ?? "", /2\/3/);
  });

  test("dl-averi/2 — Q-A01 R2: the wages pro rata, the freight the agreed freight on the goods saved (90 rd)", () => {
    const { d } = decide(haabet(), { voyage_length: "R2" });
    assert.equal(owed(d, "anders", "niels").toString(), "130");
    assert.equal(owed(d, "niels", "peder").toString(), "14");
  });

  test("dl-averi/2 — Q-A01 R3: the whole voyage: full wages and the agreed freight", () => {
    const { d } = decide(haabet(), { voyage_length: "R3" });
    assert.equal(owed(d, "anders", "niels").toString(), "130");
    assert.equal(owed(d, "niels", "ole").toString(), "18");
    assert.equal(owed(d, "niels", "peder").toString(), "21");
  });

  test("dl-averi/2 — the dannemænd's own figure is used when given, and their assessment is then given", () => {
    const { d } = decide(haabet({ assessed: { salvage_reward: 60, voyage_part: "1/2" } }));
    assert.equal(owed(d, "niels", "peder").toString(), "21/2");
    assert.equal(owed(d, "anders", "niels").toString(), "85", "40 rd reward and 45 rd freight");
    const a = assessment(d, "dl-averi/2")[0];
    assert.equal(a?.status, "given");
    assert.equal(a?.value, "1/2");
  });

  test("dl-averi/2 — neither the part completed nor the dannemænd's figure: the freight and wages are owed without a figure", () => {
    const { d } = decide(haabet({ voyage: { from: "Riga" } }));
    assert.equal(assessment(d, "dl-averi/2")[0]?.status, "needed");
    const w = between(d, "niels", "peder");
    assert.equal(w.length, 1);
    assert.equal(w[0]?.amount, undefined);
    assert.ok(between(d, "anders", "niels").some((l) => l.amount === undefined && l.provisions.includes("dl-averi/2")));
  });

  test("dl-averi/2 — a freight set by the dannemænd for all the goods, with no charterer: shared by the agreed freight", () => {
    const { d } = decide(haabet({ charterer: undefined, assessed: { salvage_reward: 60, freight: 45 } }));
    // Anders 60/90 of 45 = 30 rd, Berit 15 rd, besides their shares of the reward.
    assert.equal(owed(d, "anders", "niels").toString(), "70");
    assert.equal(owed(d, "berit", "niels").toString(), "35");
  });

  test("dl-averi/3 — whoever carries off shipwrecked goods is punished as for other theft, set outside these texts", () => {
    const { d } = decide(haabet());
    const p = d.penalties.find((x) => x.who === "jens");
    assert.ok(p);
    assert.equal(p.amount, undefined);
    assert.match(p.penalty, /as for other theft/);
    assert.equal(p.outside?.[0]?.cite, "Danske Lov, Book 6, chapter 17 (theft)");
    assert.equal(p.outside?.[0]?.outsideCorpus, true);
  });

  test("dl-averi/3 — goods taken from a ship that is not wrecked are not 'shipwrecked goods': a warning, no penalty", () => {
    const { d } = decide(maria({ embezzlements: [{ person: "a", act: "embezzled", what: "a barrel" }] }));
    assert.equal(d.penalties.length, 0);
    assert.match(messages(d), /dl-averi\/3 punishes/);
  });

  test("dl-averi/4 — the seaman who would not help loses wage and portage (23 rd) and repays what he drew (Q-A02 R1)", () => {
    const { d, used } = decide(haabet());
    const ps = d.penalties.filter((p) => p.who === "hans");
    assert.equal(ps.length, 2);
    assert.equal(ps.reduce((t, p) => t.add(rd(p.amount)), Rational.ZERO).toString(), "23");
    assert.ok(ps.some((p) => /dishonourable man among other good seafaring people/.test(p.penalty)));
    assert.equal(owed(d, "hans", "niels").toString(), "4");
    assert.equal(owed(d, "niels", "hans").toString(), "0");
    assert.ok(used.includes("refuser_advances"));
    const base = allSteps(d.explanation).filter((s) => s.rule === "dl-averi/2#wages");
    assert.ok(base.some((s) => s.status === "overridden" && s.overriddenBy?.includes("dl-averi/4#refuses")));
  });

  test("dl-averi/4 — Q-A02 R2: he keeps what he drew and forfeits only what is still owed (14 rd and the portage)", () => {
    const { d } = decide(haabet(), { refuser_advances: "R2" });
    assert.equal(owed(d, "hans", "niels").toString(), "0");
    const sum = d.penalties.filter((p) => p.who === "hans").reduce((t, p) => t.add(rd(p.amount)), Rational.ZERO);
    assert.equal(sum.toString(), "19");
  });

  test("dl-averi/4 — the refuser's wages section tells what Q-A02 makes him lose with them", () => {
    for (const [code, by] of [
      ["R1", undefined],
      ["R2", "dl-averi/4#forfeits-what-is-owed"],
    ] as const) {
      const { d } = decide(haabet(), { refuser_advances: code });
      const choice = allSteps(d.explanation).filter((s) => s.rule === "dl-averi/4#repays-advances");
      assert.equal(choice.length, 1, code);
      assert.equal(choice[0]?.status, by ? "overridden" : "applied", code);
      if (by) assert.deepEqual(choice[0]?.overriddenBy, [by]);
    }
  });

  test("dl-averi/4 — a seaman who could not help (being hurt) is no refuser: he has his wages by the voyage", () => {
    const crew = [{ person: "hans", wage: 18, drawn: 4, salvage: "unable" }];
    const { d, used } = decide(haabet({ crew }));
    assert.equal(owed(d, "niels", "hans").toString(), "8");
    assert.equal(d.penalties.filter((p) => p.who === "hans").length, 0);
    assert.ok(!used.includes("refuser_advances"));
  });
});

// ---------------------------------------------------------------------------
// 42–45: after a grounding
