// test: shared
/** General average: the goods, the loss and the mass (dl-averi/24–27), what counts (28–32), pirates, enemies and thieves (33–37), lighterage and grounding (38–41). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Raw } from "./test-support/general-average.js";
import {
  allSteps,
  average,
  BEACHED,
  decide,
  EX11,
  EX12,
  EX12_ALL,
  EX17,
  EX18,
  ex11,
  kind,
  messages,
  OWNERS,
  parcel,
  thrown,
} from "./test-support/general-average.js";

describe("the goods, the loss and the mass (dl-averi/24–27)", () => {
  test("dl-averi/24: a parcel not yet appraised at the market of sale is an assessment, not a guess", () => {
    const { d } = decide(parcel("bl-a", { value: undefined }));
    const a = d.assessments.find((x) => x.provisions.includes("dl-averi/24"));
    assert.match(a?.what ?? "", /1 parcel .*: bl-a/);
    assert.equal(d.statement, undefined);
    assert.match(messages(decide(ex11({ goods_valued_at: "other" })).d), /not taken at the market/);
  });

  test("dl-averi/25: the loss goes over the whole ship, the goods kept and the freight on all goods shipped", () => {
    const { d } = decide(EX11);
    const line = (id: string) => d.statement?.lines.find((l) => l.interest === id);
    assert.equal(line("ship")?.contributoryValue.rd, "2000");
    assert.equal(line("freight")?.contributoryValue.rd, "260");
    assert.equal(line("bl-b")?.contributoryValue.rd, "500");
    assert.equal(line("bl-c")?.contributoryValue.rd, "0");
    assert.equal(line("ship")?.madeGood.rd, "200");
  });

  test("dl-averi/25: the ship run ashore on purpose: her damage is average under Q-V15 R1, not under R2", () => {
    const beached = BEACHED;
    const r1 = decide(beached);
    assert.equal(r1.d.statement?.loss.rd, "150");
    assert.ok(r1.used.includes("stranding_vs_beaching"));
    const r2 = decide(beached, { stranding_vs_beaching: "R2" });
    assert.equal(r2.d.statement?.loss.rd, "0");
  });

  test("dl-averi/26: the skipper need not release a contributor's goods until his share is paid or secured", () => {
    const { d } = decide(EX11);
    const lien = d.obligations.filter((o) => o.provisions.includes("dl-averi/26"));
    assert.deepEqual(
      lien.map((o) => o.who),
      ["a", "b"],
    );
    assert.match(lien[0]?.what ?? "", /pay his share of the average, 333 rd 2 mk, or give sufficient security/);
    assert.match(lien[1]?.what ?? "", /300 rd is made good to him, so on balance he receives 161 rd 11 sk/);
  });

  test("dl-averi/27: portage thrown overboard is not made good under Q-A14 R1, but is under R2; bottomry money never contributes", () => {
    const more = ex11({
      portage: [{ person: "ole", value: 12, jettisoned: true }],
      bottomry: [{ lender: "maren", amount: 500 }],
    });
    const r1 = decide(more);
    assert.equal(r1.d.statement?.loss.rd, "1100");
    assert.ok(!r1.d.statement?.lines.some((l) => l.owner === "maren" && l.interest !== "ship"));
    assert.equal(r1.d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
    const r2 = decide(more, { portage_bottomry: "R2" });
    assert.equal(r2.d.statement?.loss.rd, "1112");
    assert.equal(r2.d.statement?.lines.find((l) => l.interest === "portage:ole")?.madeGood.rd, "12");
    assert.ok(r1.used.includes("portage_bottomry"));
  });
});

describe("what counts (dl-averi/28–32)", () => {
  test("dl-averi/28: goods thrown count only as far as the documents show, unless more is proved", () => {
    const { d } = decide(EX12);
    assert.equal(d.statement?.lines.find((l) => l.interest === "bl-c")?.madeGood.rd, "450");
    const proved = decide(
      parcel("bl-c", { jettisoned: { order: 1, documented_value: 450, more_proved: true } }, EX12 as Raw),
    );
    assert.equal(proved.d.statement?.lines.find((l) => l.interest === "bl-c")?.madeGood.rd, "600");
  });

  test("dl-averi/28: a bill of lading alone suffices under Q-A15 R1, not under R2", () => {
    assert.equal(decide(EX11).d.statement?.loss.rd, "1100");
    const both = decide(EX11, { bills_of_lading: "R2" });
    assert.equal(both.d.statement?.loss.rd, "200");
    assert.ok(both.used.includes("bills_of_lading"));
  });

  test("dl-averi/29: goods spoiled by the jettison are average too", () => {
    const { d } = decide(parcel("bl-a", { damage: { by_jettison: 50 } }));
    const a = d.statement?.lines.find((l) => l.interest === "bl-a");
    assert.equal(a?.madeGood.rd, "50");
    assert.equal(a?.contributoryValue.rd, "1150");
    assert.equal(d.statement?.loss.rd, "1150");
  });

  test("dl-averi/30: other damage, and damage after restowing, is not average: the goods contribute as they arrive", () => {
    const { d } = decide(parcel("bl-a", { damage: { other: 70, after_restowing: 30 } }));
    const a = d.statement?.lines.find((l) => l.interest === "bl-a");
    assert.equal(a?.madeGood.rd, "0");
    assert.equal(a?.contributoryValue.rd, "1100");
    assert.equal(d.statement?.loss.rd, "1100");
  });

  test("dl-averi/31: goods and gear thrown and recovered: only the damage is made good", () => {
    const { d } = decide(EX12_ALL);
    assert.equal(d.statement?.lines.find((l) => l.interest === "bl-b")?.madeGood.rd, "120");
    const gear = decide(ex11({ sacrifices: [{ what: "mast", value: 200, recovered: { value: 150 } }] }));
    assert.equal(gear.d.statement?.lines.find((l) => l.interest === "ship")?.madeGood.rd, "50");
  });

  test("dl-averi/32: the doctor's fee is average; a burial only 'om det er ved land, at dem begravelse gøres' (buried ashore)", () => {
    const injuries = [
      { person: "ole", doctor: 30 },
      { burial: 8, buried: "on_land" },
      { burial: 5, buried: "at_sea" },
      { burial: 4 },
    ];
    const { d } = decide(ex11({ injuries }));
    assert.equal(d.statement?.lines.find((l) => l.interest === `crew-hurt:${OWNERS}`)?.madeGood.rd, "38");
    assert.match(messages(d), /buried at sea: the cost of his burial is not average/);
    assert.ok(d.assessments.some((a) => /buried ashore/.test(a.what)));
  });
});

describe("pirates, enemies, thieves, a ransom (dl-averi/33–37)", () => {
  test("dl-averi/33: bulk goods taken are made good by the other bulk goods, and the ship gives nothing", () => {
    const { d } = decide(EX17);
    const shares = average(d, "piracy-bulk").shares;
    assert.equal(shares?.lost, "20");
    assert.equal(shares?.total, "100");
    assert.ok(!shares?.lines.some((l) => l.interest === "bl-g" || l.interest === "ship"));
  });

  test("dl-averi/33 'styrtegods, som er styrtet tilsammen … betales det igen af det andet styrtegods': shared only within the heap the goods were poured into", () => {
    const salt = { id: "bl-s", owner: "g", what: "salt", packing: "bulk", quantity: 50, unit: "tønder", value: 250 };
    const cargo = [...EX17.cargo.filter((x) => x.id !== "bl-g"), salt];
    // Rye taken out of the rye heap: the salt, poured elsewhere and measured in tønder, bears none of it.
    const { d } = decide({ ...EX17, cargo, piracy: { taken: [{ parcel: "bl-d", quantity: 20 }] } });
    const shares = average(d, "piracy-bulk").shares;
    assert.equal(shares?.total, "100", "lasts of rye only; never lasts and tønder added");
    assert.equal(shares?.unit, "lasts");
    assert.deepEqual(kind(d), { "bl-d": ["12", "48"], "bl-e": ["6", "24"], "bl-f": ["2", "8"] });
    // Heaps named in the case: two heaps of rye, and rye taken out of the forward one.
    const named = EX17.cargo
      .filter((x) => x.id !== "bl-g")
      .map((x) => ({ ...x, heap: x.id === "bl-f" ? "aft" : "forward" }));
    const twoHeaps = decide({ ...EX17, cargo: named, piracy: { bulk_taken: 9, heap: "forward" } }).d;
    assert.deepEqual(kind(twoHeaps), { "bl-d": ["6", "54"], "bl-e": ["3", "27"] });
    // Out of which heap bulk_taken came is a fact: with two heaps and none named, it is asked for.
    const e = thrown(() => decide({ ...EX17, cargo: named, piracy: { bulk_taken: 9 } }));
    assert.deepEqual(
      e.issues.map((i) => i.path),
      ["facts.piracy.bulk_taken"],
    );
    const wrong = thrown(() => decide({ ...EX17, cargo: named, piracy: { bulk_taken: 9, heap: "midships" } }));
    assert.deepEqual(
      wrong.issues.map((i) => i.path),
      ["facts.piracy.heap"],
    );
    // Goods taken out of two heaps: each heap shares its own loss.
    const both = decide({
      ...EX17,
      cargo: [...named, { ...salt, heap: "salt" }, { ...salt, id: "bl-t", owner: "d", heap: "salt" }],
      piracy: {
        taken: [
          { parcel: "bl-f", quantity: 5 },
          { parcel: "bl-t", quantity: 10 },
        ],
      },
    }).d;
    assert.deepEqual(kind(both, "piracy-bulk:aft"), { "bl-f": ["5", "5"] });
    assert.deepEqual(kind(both, "piracy-bulk:salt"), { "bl-s": ["5", "45"], "bl-t": ["5", "45"] });
  });

  test("dl-averi/33: within one heap, quantities in different measures are never added", () => {
    const cargo = [
      { id: "bl-d", owner: "d", what: "rye", packing: "bulk", quantity: 60, unit: "lasts", heap: "hold", value: 600 },
      { id: "bl-e", owner: "e", what: "rye", packing: "bulk", quantity: 240, unit: "tønder", heap: "hold", value: 300 },
    ];
    const { d } = decide({ ...EX17, cargo, piracy: { bulk_taken: 10 } });
    assert.equal(d.averages, undefined);
    assert.ok(d.assessments.some((a) => /in one measure: they are given in lasts and tønder/.test(a.what)));
    // By value (Q-A16 R2) the measures do not matter: the values are money.
    const byValue = decide({ ...EX17, cargo, piracy: { bulk_taken: 9 } }, { styrtegods: "R2" }).d;
    assert.equal(average(byValue, "piracy-bulk").shares?.total, "86400");
  });

  test("dl-averi/34: goods in packs, casks or barrels bear their own loss: G's herring is shared with no one", () => {
    const { d } = decide({ ...EX17, piracy: { taken: [{ parcel: "bl-g", quantity: 4 }] } });
    assert.equal(d.averages, undefined);
    const step = allSteps(d.explanation).find((s) => s.rule === "dl-averi/34#own-risk");
    assert.match(String(step?.value), /bl-g 4 barrels/);
  });

  test("dl-averi/35: the costs of a defence go over ship and goods; the skipper must have the wounded healed", () => {
    const defence = { attackers: "enemies", wounded: ["ole"], doctor: 20, substitutes: 25, other_costs: 10 };
    const { d } = decide(ex11({ defence }));
    const a = average(d, "defence");
    assert.equal(a.statement?.loss.rd, "55");
    assert.ok(!a.statement?.lines.some((l) => l.interest === "freight"));
    assert.ok(d.obligations.some((o) => o.who === "jens" && /have Ole treated and healed/.test(o.what)));
    assert.ok(
      average(decide(ex11({ defence }), { ransom_mass: "R2" }).d, "defence").statement?.lines.some(
        (l) => l.interest === "freight",
      ),
    );
  });

  test("dl-averi/36: a theft in harbour lies where it falls, unless a special cause is found to bind all", () => {
    const theft = { what: "goods", parcel: "bl-a", value: 40 };
    assert.equal(decide(ex11({ harbour_theft: [theft] })).d.averages, undefined);
    const alleged = decide(ex11({ harbour_theft: [{ ...theft, special_cause: "the watch was set by all" }] }));
    assert.ok(alleged.d.assessments.some((a) => a.provisions.includes("dl-averi/36")));
    assert.ok(alleged.used.includes("special_reason"));
    const found = decide(
      ex11({ harbour_theft: [{ ...theft, special_cause: "the watch was set by all", special_cause_found: true }] }),
    );
    const a = average(found.d, "harbour-theft");
    assert.equal(a.statement?.lines.find((l) => l.interest === "bl-a")?.madeGood.rd, "40");
  });

  test("dl-averi/36, 37: the explanation tells each theft's standing, and what Q-A30 lays a ransom over", () => {
    const theft = { what: "goods", parcel: "bl-a", value: 40 };
    const found = decide(
      ex11({ harbour_theft: [{ ...theft, special_cause: "the watch was set by all", special_cause_found: true }] }),
    );
    const theftStep = allSteps(found.d.explanation).find((s) => s.rule === "dl-averi/36#theft");
    const lies = allSteps(theftStep ?? found.d.explanation).find((s) => s.rule === "dl-averi/36#lies");
    assert.equal(lies?.status, "overridden");
    assert.deepEqual(lies?.overriddenBy, ["dl-averi/36#special-cause"]);
    for (const [code, by] of [
      ["R1", undefined],
      ["R2", "dl-averi/37#with-freight"],
    ] as const) {
      const { d } = decide(ex11({ ransom: { amount: 300, proved: true } }), { ransom_mass: code });
      const ransom = allSteps(d.explanation).find((s) => s.rule === "dl-averi/37#ransom");
      const mass = allSteps(ransom ?? d.explanation).find((s) => s.rule === "dl-averi/37#ship-and-goods");
      assert.equal(mass?.status, by ? "overridden" : "applied", code);
      if (by) assert.deepEqual(mass?.overriddenBy, [by]);
    }
  });

  test("dl-averi/37: a ransom lawfully proved is average over ship and goods; one not proved is not", () => {
    const { d } = decide(ex11({ ransom: { amount: 300, proved: true } }));
    assert.equal(average(d, "ransom").statement?.loss.rd, "300");
    const unproved = decide(ex11({ ransom: { amount: 300, proved: false } }));
    assert.equal(unproved.d.averages, undefined);
    assert.match(messages(unproved.d), /not proved: it is not average/);
    const unknown = decide(ex11({ ransom: { amount: 300 } }));
    assert.ok(unknown.d.assessments.some((a) => /lawfully proves the ransom/.test(a.what)));
  });
});

describe("lighterage and grounding (dl-averi/38–41)", () => {
  const lighterage = { lighter_hire: 30, lighterage_money: 18 };

  test("dl-averi/38: lighter hire and lighterage are paid by ship and goods: by value, half and half, or by custom", () => {
    const r1 = decide(ex11({ lighterage }));
    const a = average(r1.d, "lighterage");
    assert.equal(a.statement?.loss.rd, "48");
    assert.equal(a.statement?.mass.rd, "3700");
    const r2 = decide(ex11({ lighterage }), { lighterage_split: "R2" });
    const half = average(r2.d, "lighterage").statement;
    assert.equal(half?.lines.find((l) => l.interest === "ship")?.contributionExact.rd, "24");
    const r3 = decide(ex11({ lighterage }), { lighterage_split: "R3" });
    assert.ok(r3.d.assessments.some((x) => x.provisions.includes("dl-averi/38")));
  });

  test("dl-averi/39: goods lost in the lighters go over ship and goods kept; their owner contributes only under Q-A20 R2", () => {
    const lost = { ...lighterage, goods_lost: [{ parcel: "bl-a", loss: 100 }] };
    const r1 = average(decide(ex11({ lighterage: lost })).d, "lighter-loss").statement;
    assert.equal(r1?.loss.rd, "100");
    assert.equal(r1?.lines.find((l) => l.interest === "bl-a")?.contributoryValue.rd, "1100");
    const r2 = average(decide(ex11({ lighterage: lost }), { lighter_loss_mass: "R2" }).d, "lighter-loss").statement;
    assert.equal(r2?.lines.find((l) => l.interest === "bl-a")?.contributoryValue.rd, "1200");
  });

  test("dl-averi/40: damage to the hired lighters is the lightermen's own: neither ship nor goods answer", () => {
    const { d } = decide(ex11({ lighterage: { lighter_damage: [{ amount: 25 }] } }));
    assert.equal(d.averages, undefined);
    const step = allSteps(d.explanation).find((s) => s.rule === "dl-averi/40#lighters");
    assert.equal(step?.status, "applied");
    assert.match(String(step?.value), /25 rd, borne by the lightermen/);
  });

  test("dl-averi/41: under Q-A21 R2 the costs on the goods are shared by quantity: A 30 rd, B 60 rd", () => {
    const { d, used } = decide(EX18, { goods_cost_basis: "R2" });
    const lines = average(d, "grounding-goods").shares?.lines ?? [];
    assert.deepEqual(
      lines.map((l) => [l.interest, l.exact?.rd]),
      [
        ["bl-a", "30"],
        ["bl-b", "60"],
      ],
    );
    assert.ok(used.includes("goods_cost_basis"));
  });
});

// ---------------------------------------------------------------------------
// Every reading is consulted where it matters.
