// test: shared
/**
 * dl-vrag/8 against /9–10: the costs of keeping the wreck and the costs of saving
 * damaged goods. The keeper is bound to "indlægge lade udi god forvaring med klare
 * registre" (8); the owner has his goods "for en tilbørlig bjergeløn" (9), and damaged
 * goods are saved "på dens omkostning, som godset skal igen have" (10). Only the
 * saving is charged to whoever has the goods back; who bears the keeping is the
 * reading Q-S12 `keeping_costs`: the keeper (R1, the default), the owner beside the
 * reward (R2, as /10 and /15 "for samme bjergeløn med al anvendte bekostning" name
 * a cost apart from the reward), or the reward the assessors fix "efter lejligheden"
 * (R3, /9 "for en tilbørlig bjergeløn, som før er rørt" pointing back to /6).
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody } from "../../core/determination.js";
import { RIGSDALER } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { dlVrag } from "./index.js";
import { claimOn, ex07 } from "./test-support/find.js";

const wreckKind = dlVrag.kinds.find((k) => k.kind === "wreck") as (typeof dlVrag.kinds)[number];

function decide(raw: unknown, overrides: Record<string, string> = {}): DeterminationBody {
  return decideUsing(raw, overrides).d;
}

/** The determination, and the names of the readings it consulted. */
function decideUsing(raw: unknown, overrides: Record<string, string>): { d: DeterminationBody; used: string[] } {
  const facts = factsSchema(wreckKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(dlVrag.readings, overrides);
  const d = wreckKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => u.name) };
}

const CLOTH = { id: "cloth", name: "12 bales of cloth", what: "cargo", wet: true, restorable: true, restoring_cost: 6 };
const WINE = { id: "wine", name: "4 pipes of wine", what: "cargo", damaged: true, restorable: false, sold_for: 40 };

const WRECK = {
  date: "1690-03-14",
  place: "beach",
  living_people: false,
  foreshore: { of: "king", amtmand: "amtmand" },
  keeping: { registered: "1690-03-16", register_kept: true },
  items: [CLOTH, { ...WINE, sold_on: "1690-03-18" }],
  people: [
    { id: "amtmand", name: "The amtmand", roles: ["official"] },
    { id: "owner", name: "Hans Nielsen", roles: ["merchant"] },
  ],
  claim: { by: "owner", as: "owner", date: "1690-06-16", proof_sufficient: true },
  salvage_reward: { amount: 10 },
};

/** What each party owes another, and what each is allotted: the money as the law settles it. */
const money = (d: DeterminationBody) => ({
  liabilities: d.liabilities.map((l) => [l.from, l.to, l.amount?.text ?? null]),
  allocations: d.allocations.map((a) => [a.id, a.exact.rd]),
});

describe("dl-vrag/8: the costs of keeping are the keeper's, not the owner's (Q-S12 R1, the default)", () => {
  test("keeping costs leave what the owner pays and receives as it was; the keeper's duty names them", () => {
    const without = decide(WRECK);
    const kept = decide({ ...WRECK, keeping: { ...WRECK.keeping, cost: 4 } });
    assert.deepEqual(money(kept), money(without));
    const duty = kept.obligations.find((o) => o.who === "amtmand" && /safe keeping/.test(o.what));
    assert.ok(duty, "the keeper's duty of safe keeping");
    assert.deepEqual(duty.provisions, ["dl-vrag/8", "dl-vrag/9"]);
    assert.match(duty.what, /4 rd/);
    assert.match(duty.what, /his own charge/);
  });

  test("the cost of saving, by contrast, is charged to the one who has the goods back (dl-vrag/10)", () => {
    const saved = decide(WRECK).liabilities.find((l) => /cost of saving/.test(l.description));
    assert.deepEqual([saved?.from, saved?.to, saved?.amount?.rd], ["owner", "amtmand", "6"]);
    const more = decide({ ...WRECK, items: [{ ...CLOTH, restoring_cost: 10 }, WRECK.items[1]] });
    const dearer = more.liabilities.find((l) => /cost of saving/.test(l.description));
    assert.equal(dearer?.amount?.rd, "10");
  });

  test("for any keeping cost, and for a wreck claimed or not, the money is the same as without it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.boolean(), (cost, claimed) => {
        const base = claimed ? WRECK : { ...WRECK, claim: undefined, as_of: "1691-06-01" };
        const kept = decide({ ...base, keeping: { ...WRECK.keeping, cost } });
        assert.deepEqual(money(kept), money(decide(base)));
      }),
      { numRuns: 40 },
    );
  });
});

describe("dl-vrag/6, /9: the salvage reward is the salvors', collected by the keeper", () => {
  const SALVORS = [...WRECK.people, { id: "salvor", name: "Niels Bjerger" }];
  const salvaged = { ...WRECK, people: SALVORS, keeping: { ...WRECK.keeping, salvaged_by: "salvor" } };

  test("the keeper owes the salvors the reward he has of the owner: 'dem ... som bjerget have'", () => {
    const d = decide(salvaged);
    const toSalvor = d.liabilities.filter((l) => l.to === "salvor");
    assert.deepEqual(
      toSalvor.map((l) => [l.from, l.amount?.rd, l.provisions]),
      [["amtmand", "10", ["dl-vrag/6", "dl-vrag/9"]]],
    );
    const fromOwner = d.liabilities.find((l) => l.from === "owner" && /salvage reward/.test(l.description));
    assert.equal(fromOwner?.amount?.rd, "10", "what the keeper pays out is what the owner pays in");
  });

  test("no line to the salvors while the reward is unfixed, nor when nobody claims the goods", () => {
    const unfixed = decide({ ...salvaged, salvage_reward: undefined });
    assert.equal(
      unfixed.liabilities.some((l) => l.to === "salvor" && l.amount !== undefined),
      false,
    );
    const unclaimed = decide({ ...salvaged, claim: undefined, salvage_reward: undefined, as_of: "1690-04-01" });
    assert.equal(
      unclaimed.liabilities.some((l) => l.to === "salvor"),
      false,
    );
  });

  test("a keeper who salvaged it himself owes himself nothing", () => {
    const d = decide({ ...WRECK, keeping: { ...WRECK.keeping, salvaged_by: "amtmand" } });
    assert.equal(
      d.liabilities.some((l) => l.from === "amtmand" && l.to === "amtmand"),
      false,
    );
  });
});

/** The wreck with its salvor, its keeping costing `cost`, and the reward fixed at `reward`. */
function keptAt(cost: number, reward = 10, change: Record<string, unknown> = {}) {
  return {
    ...WRECK,
    people: [...WRECK.people, { id: "salvor", name: "Niels Bjerger" }],
    keeping: { ...WRECK.keeping, salvaged_by: "salvor", cost },
    salvage_reward: { amount: reward },
    ...change,
  };
}

/** What one party owes another, in rd, summed over the determination's money lines. */
const owes = (d: DeterminationBody, from: string, to: string): number =>
  d.liabilities.filter((l) => l.from === from && l.to === to && l.amount).reduce((t, l) => t + Number(l.amount?.rd), 0);

describe("Q-S12 keeping_costs: who bears the costs of keeping when the owner comes", () => {
  test("the question is asked only where the case gives a cost of keeping", () => {
    assert.equal(decideUsing(WRECK, {}).used.includes("keeping_costs"), false);
    assert.equal(decideUsing(keptAt(4), {}).used.includes("keeping_costs"), true);
  });

  test("R2: the owner pays the 4 rd of keeping to the keeper beside the 10 rd reward and the 6 rd of saving (dl-vrag/8, /9, /10)", () => {
    const d = decide(keptAt(4), { keeping_costs: "R2" });
    const keeping = d.liabilities.find((l) => /cost of keeping/.test(l.description));
    assert.deepEqual(
      [keeping?.from, keeping?.to, keeping?.amount?.rd, keeping?.provisions],
      ["owner", "amtmand", "4", ["dl-vrag/8", "dl-vrag/9"]],
    );
    assert.match(keeping?.description ?? "", /beside the reward \(Q-S12 R2\)/);
    // The reward is the reward, and goes whole to those who salvaged: the keeping is paid apart from it.
    assert.equal(owes(d, "owner", "amtmand"), 10 + 4 + 6);
    assert.equal(owes(d, "amtmand", "salvor"), 10);
    // The wine's 40 rd, held for him, go first to what he owes: 40 - 10 - 4 - 6 = 20 rd.
    const owner = d.allocations.find((a) => a.id === "owner");
    assert.equal(owner?.exact.rd, "20");
    const duty = d.obligations.find((o) => o.who === "amtmand" && /safe keeping/.test(o.what));
    assert.match(duty?.what ?? "", /the owner pays him the 4 rd laid out on keeping it, beside the due salvage reward/);
  });

  test("R3: the 4 rd of keeping are part of the 10 rd reward; the owner pays what he pays under R1, the salvor has 6 rd", () => {
    const r1 = decide(keptAt(4));
    const d = decide(keptAt(4), { keeping_costs: "R3" });
    assert.equal(owes(d, "owner", "amtmand"), owes(r1, "owner", "amtmand"));
    assert.equal(owes(d, "owner", "amtmand"), 10 + 6);
    assert.equal(owes(d, "amtmand", "salvor"), 10 - 4);
    const toSalvor = d.liabilities.find((l) => l.to === "salvor");
    assert.deepEqual(toSalvor?.provisions, ["dl-vrag/6", "dl-vrag/9", "dl-vrag/8"]);
    // The assessors are told the keeping costs as part of what they weigh.
    const reward = d.assessments.find((a) => /salvage reward/.test(a.what));
    assert.match(reward?.basis ?? "", /4 rd the keeper laid out on keeping the goods is part of what they weigh/);
    assert.doesNotMatch(r1.assessments.find((a) => /salvage reward/.test(a.what))?.basis ?? "", /keeping/);
  });

  test("R3, the reward still to be fixed: the assessment asked for names the costs of keeping", () => {
    const d = decide({ ...keptAt(4), salvage_reward: undefined }, { keeping_costs: "R3" });
    const reward = d.assessments.find((a) => /salvage reward/.test(a.what));
    assert.equal(reward?.status, "needed");
    assert.match(reward?.basis ?? "", /value of the goods .*4 rd the keeper laid out on keeping/);
    assert.equal(
      d.liabilities.some((l) => l.to === "salvor"),
      false,
    );
  });

  test("R3, a reward no larger than the costs of keeping: the keeper has it all, the salvor nothing, and it is said", () => {
    const d = decide(keptAt(12, 10), { keeping_costs: "R3" });
    assert.equal(owes(d, "amtmand", "salvor"), 0);
    assert.ok(d.warnings.some((w) => /does not exceed the 12 rd of keeping/.test(w.message)));
  });

  test("for any cost and reward: what the owner owes the keeper is reward + saving, plus the keeping only under R2; the salvor has the reward less the keeping under R3", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (cost, reward) => {
        const [r1, r2, r3] = ["R1", "R2", "R3"].map((r) => decide(keptAt(cost, reward), { keeping_costs: r }));
        assert.equal(owes(r1 as DeterminationBody, "owner", "amtmand"), reward + 6);
        assert.equal(owes(r2 as DeterminationBody, "owner", "amtmand"), reward + 6 + cost);
        assert.equal(owes(r3 as DeterminationBody, "owner", "amtmand"), reward + 6);
        assert.equal(owes(r1 as DeterminationBody, "amtmand", "salvor"), reward);
        assert.equal(owes(r2 as DeterminationBody, "amtmand", "salvor"), reward);
        assert.equal(owes(r3 as DeterminationBody, "amtmand", "salvor"), Math.max(reward - cost, 0));
      }),
      { numRuns: 40 },
    );
  });

  test("no owner comes: under every reading the keeper bears the keeping, and the money is as under R1", () => {
    const unclaimed = keptAt(4, 10, { claim: undefined, salvage_reward: undefined, as_of: "1691-06-01" });
    const r1 = decide(unclaimed);
    for (const r of ["R2", "R3"]) {
      const d = decide(unclaimed, { keeping_costs: r });
      assert.deepEqual(money(d), money(r1), r);
      const duty = d.obligations.find((o) => o.who === "amtmand" && /safe keeping/.test(o.what));
      assert.match(duty?.what ?? "", /4 rd laid out on keeping it is his own charge: no owner came/, r);
    }
  });

  test("a find's keeping is among 'al anvendte bekostning' (dl-vrag/15), Q-V10's: Q-S12 is not asked, and the owner pays the 2 rd once", () => {
    const findKind = dlVrag.kinds.find((k) => k.kind === "find") as (typeof dlVrag.kinds)[number];
    const found = factsSchema(findKind, RIGSDALER).parse(claimOn("1690-08-01"));
    const under = (more: Record<string, string>) => {
      const readings = new ReadingSet(dlVrag.readings, ex07(more));
      const d = findKind.decide(found, { readings, currency: RIGSDALER });
      return { d, used: readings.used().map((u) => u.name) };
    };
    const plain = under({});
    assert.equal(plain.used.includes("keeping_costs"), false);
    // 12 rd, the finder's third, plus the 2 rd of costs laid out (Q-V10 R1): 14 rd, the costs counted once.
    assert.equal(owes(plain.d, "owner", "officer"), 14);
    for (const r of ["R2", "R3"]) assert.deepEqual(money(under({ keeping_costs: r }).d), money(plain.d), r);
  });

  test("while the goods are kept for the owner, his choice names the keeping as the reading in force has it", () => {
    const kept = keptAt(4, 10, { claim: undefined, salvage_reward: undefined, as_of: "1690-05-01" });
    const choice = (r: string) => decide(kept, { keeping_costs: r }).options[0]?.choices[0] ?? "";
    assert.doesNotMatch(choice("R1"), /keeping/);
    assert.match(
      choice("R2"),
      /a due salvage reward, the 4 rd of keeping them \(Q-S12 R2\) and the cost of saving them/,
    );
    assert.match(choice("R3"), /the 4 rd of keeping them part of it \(Q-S12 R3\)/);
  });
});
