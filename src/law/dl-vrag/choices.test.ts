// test: shared
/**
 * The choices the chapter leaves to its readings are rules: a base rule, and one
 * exception for each other alternative, gated by its reading. They are listed with
 * the readings they consult, and a determination shows which of them decided.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import type { Determination } from "../../core/determination.js";
import type { Step } from "../../core/explain.js";
import type { ListedRule } from "../../core/rule.js";
import { decideText } from "../../index.js";
import { allSteps } from "../test-support/outcome.js";
import { dlVrag } from "./index.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "..", "examples", "dl-vrag");

/** Readings that choose between what the text may mean, and the provision each belongs to. */
const CHOICES: readonly { reading: string; provision: string }[] = [
  { reading: "reward_payer", provision: "dl-vrag/6" },
  { reading: "reward_sharing", provision: "dl-vrag/6" },
  { reading: "skipper_salvor", provision: "dl-vrag/2" },
  { reading: "redemption_price", provision: "dl-vrag/15" },
  { reading: "open_sea_owner", provision: "dl-vrag/19" },
  { reading: "open_sea_custody", provision: "dl-vrag/19" },
  { reading: "open_sea_costs", provision: "dl-vrag/19" },
  { reading: "reasonable_freight", provision: "dl-vrag/20" },
  { reading: "abandon_for_freight", provision: "dl-vrag/21" },
];

/** A shipped example under other readings; `claim`, a line of facts, comes with its claimant among the people. */
function decideExample(file: string, readings: Record<string, string>, claim?: string, person?: string): Determination {
  const text = readFileSync(join(EXAMPLES, file), "utf8");
  const more = claim ? text.replace("\n  people:\n", `\n${claim}\n  people:\n${person}\n`) : text;
  return decideText(more, { source: file, readings });
}

/** The step of rule `id` in the determination that applied or was overridden (exactly one). */
function stepOf(d: Determination, id: string): Step {
  const found = allSteps(d.explanation).filter((s) => s.rule === id && s.status !== "not-applicable");
  assert.equal(found.length, 1, `${id}: ${found.length} steps`);
  return found[0] as Step;
}

describe("the choices of dl-vrag/6, /15, /19, /20 and /21 are rules", () => {
  const rules = dlVrag.rules();
  const byId = new Map(rules.map((r) => [r.id, r]));

  for (const { reading, provision } of CHOICES) {
    test(`${reading}: one base rule of ${provision} and an exception for every other alternative, each consulting it`, () => {
      const def = dlVrag.readings.find((r) => r.name === reading);
      assert.ok(def);
      const consulting = new Set(rules.filter((r) => r.readings.includes(reading)).map((r) => r.id));
      // The base: the rule whose exceptions turn on the reading; where a rule that
      // itself consults the reading is an exception of a wider rule, it is the base.
      const over = rules.filter((r) => r.exceptions.some((e) => consulting.has(e)));
      const declaring = over.filter((r) => consulting.has(r.id));
      const bases = declaring.length > 0 ? declaring : over;
      assert.equal(bases.length, 1, `bases consulting ${reading}: ${bases.map((r) => r.id).join(", ")}`);
      const base = bases[0] as ListedRule;
      assert.ok(base.provisions.includes(provision), `${base.id} cites ${base.provisions.join(", ")}`);
      assert.equal(base.exceptions.length, def.alternatives.length - 1, `${base.id}: ${base.exceptions.join(", ")}`);
      for (const e of base.exceptions) {
        const ex = byId.get(e);
        assert.ok(ex, `${e} is not listed`);
        assert.deepEqual(ex.readings, [reading], `${e} consults ${ex.readings.join(", ")}`);
        assert.equal(ex.withoutBaseCondition, undefined, `${e} drops a condition of ${base.id}`);
      }
    });
  }

  test("reward_payer: each for his own by the value saved, or as the assessors decide (dl-vrag/6)", () => {
    // 'hvad skipperen, eller købmanden, skulle give dem til løn'
    const r1 = decideExample("salvage-reward-assessed.yaml", { reward_payer: "R1" });
    const each = stepOf(r1, "dl-vrag/6#payer");
    assert.equal(each.status, "applied");
    assert.deepEqual(each.readings, { reward_payer: "R1" });
    const paidBy = (d: Determination) => d.liabilities.filter((l) => l.to === "the salvors" && l.amount);
    // R1: the skipper for the ship and each merchant for his goods, each a figure.
    assert.ok(paidBy(r1).length > 1);
    assert.ok(paidBy(r1).some((l) => l.from === "peder"));
    const r2 = decideExample("salvage-reward-assessed.yaml", { reward_payer: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/6#payer").overriddenBy, ["dl-vrag/6#payer-assessed"]);
    // R2: no payer is named with a figure; the whole reward is 'as the assessors decide'.
    assert.deepEqual(
      paidBy(r2).map((l) => l.from),
      ["the skipper or the merchants, as the assessors decide"],
    );
    assert.ok(r2.assessments.some((a) => a.what.startsWith("Who pays the salvage reward")));
  });

  test("reward_sharing: as those who fix it divide it, or in equal shares (dl-vrag/2, /6)", () => {
    const r2 = decideExample("salvage-reward-assessed.yaml", { reward_sharing: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/6#sharing").overriddenBy, ["dl-vrag/6#sharing-by-assessors"]);
    assert.equal(r2.allocations.find((a) => a.id === "peder")?.exact.rd, "6");
    // Equal shares: 36 rd among the nine who salvaged, 4 rd each (the four parish men 16 rd together).
    const r1 = decideExample("salvage-reward-assessed.yaml", { reward_sharing: "R1" });
    const equal = stepOf(r1, "dl-vrag/6#sharing");
    assert.equal(equal.status, "applied");
    assert.deepEqual(equal.readings, { reward_sharing: "R1" });
    assert.equal(r1.funds[0]?.perPart?.rd, "4");
    assert.equal(r1.funds[0]?.totalParts, "9");
    assert.equal(r1.allocations.find((a) => a.id === "parish-men")?.exact.rd, "16");
  });

  test("skipper_salvor: the skipper who helped shares the reward, or gives it (dl-vrag/2, /6)", () => {
    // 'ingen at nyde noget til bjergeløn, uden han hjælper at bjerge' (2); 'hvad skipperen ... skulle give' (6).
    const r1 = decideExample("salvage-reward-assessed.yaml", { reward_sharing: "R1", skipper_salvor: "R1" });
    assert.equal(stepOf(r1, "dl-vrag/2#skipper").status, "applied");
    assert.equal(r1.allocations.find((a) => a.id === "peder")?.exact.rd, "4");
    const r2 = decideExample("salvage-reward-assessed.yaml", { reward_sharing: "R1", skipper_salvor: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/2#skipper").overriddenBy, ["dl-vrag/6#skipper-gives"]);
    // 36 rd among the eight others: 4 rd 3 mk each, nothing to the skipper.
    assert.equal(r2.allocations.find((a) => a.id === "peder")?.exact.rd, "0");
    assert.equal(r2.funds[0]?.perPart?.rd, "9/2");
  });

  test("open_sea_costs: the step shows the rule that decided, and the halves follow it (EX-09)", () => {
    // 'skal den, som det bjerger, beholde halvdelen og halvdelen kongen': 90 rd, costs 3 rd.
    const r1 = decideExample("find-open-sea.yaml", { open_sea_costs: "R1" });
    const base = stepOf(r1, "dl-vrag/19#costs");
    assert.equal(base.status, "applied");
    assert.deepEqual(base.readings, { open_sea_costs: "R1" });
    assert.deepEqual(
      r1.allocations.map((a) => [a.id, a.exact.rd]),
      [
        ["skipper", "45"],
        ["king", "45"],
      ],
    );

    const r2 = decideExample("find-open-sea.yaml", { open_sea_costs: "R2" });
    const over = stepOf(r2, "dl-vrag/19#costs");
    assert.equal(over.status, "overridden");
    assert.deepEqual(over.overriddenBy, ["dl-vrag/19#costs-first"]);
    // The costs first, then the halves: (90 - 3) / 2 each, and 3 to the officer.
    assert.deepEqual(
      r2.allocations.map((a) => [a.id, a.exact.rd]),
      [
        ["skipper", "87/2"],
        ["officer", "3"],
        ["king", "87/2"],
      ],
    );

    const r3 = decideExample("find-open-sea.yaml", { open_sea_costs: "R3" });
    assert.deepEqual(stepOf(r3, "dl-vrag/19#costs").overriddenBy, ["dl-vrag/19#costs-unstated"]);
    assert.ok(r3.assessments.some((a) => a.what.startsWith("Who bears the officer's costs")));
  });

  test("open_sea_custody: a salvor who keeps his half at once hands over only the king's half (Q-V12 R2)", () => {
    const r2 = decideExample("find-open-sea.yaml", { open_sea_custody: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/19#custody").overriddenBy, ["dl-vrag/19#half-kept-at-once"]);
    assert.ok(r2.obligations.some((o) => o.what.startsWith("hand the king's half of a cask of wine over")));
    const r1 = decideExample("find-open-sea.yaml", { open_sea_custody: "R1" });
    assert.equal(stepOf(r1, "dl-vrag/19#custody").status, "applied");
    assert.ok(r1.obligations.some((o) => o.what.startsWith("hand a cask of wine over")));
  });

  test("open_sea_owner: the owner in time pays as the rule that decided says (EX-09 (b))", () => {
    const claim = '  claim: { claimant: ownr, date: "1691-05-01", proof_sufficient: true }';
    const owner = "    - { id: ownr, name: The Owner, roles: [owner] }";
    const withOwner = (readings: Record<string, string>) => decideExample("find-open-sea.yaml", readings, claim, owner);
    // 'som før er sagt' (R1): a third to the salvor, 30 rd; the owner pays 30 + 3 rd costs.
    const r1 = withOwner({ open_sea_owner: "R1" });
    assert.equal(stepOf(r1, "dl-vrag/19#owner-pays").status, "applied");
    assert.equal(r1.allocations.find((a) => a.id === "skipper")?.exact.rd, "30");
    assert.equal(stepOf(r1, "dl-vrag/15#price").status, "applied");
    // R3: the salvor keeps his half, 45 rd; the king's half goes back to the owner.
    const r3 = withOwner({ open_sea_owner: "R3" });
    assert.deepEqual(stepOf(r3, "dl-vrag/19#owner-pays").overriddenBy, ["dl-vrag/19#owner-kings-half"]);
    assert.equal(r3.allocations.find((a) => a.id === "skipper")?.exact.rd, "45");
    // R2: an assessed reward, asked for while the case gives none.
    const r2 = withOwner({ open_sea_owner: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/19#owner-pays").overriddenBy, ["dl-vrag/19#owner-assessed"]);
    assert.ok(r2.assessments.some((a) => a.what.startsWith("The due salvage reward")));
  });

  test("redemption_price: the costs on top of the third, or within it (EX-07)", () => {
    // The example's owner comes in time, by his agent, with sufficient proof.
    const r1 = decideExample("find-anchor-in-the-sound.yaml", { redemption_price: "R1" });
    assert.equal(stepOf(r1, "dl-vrag/15#price").status, "applied");
    const r2 = decideExample("find-anchor-in-the-sound.yaml", { redemption_price: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/15#price").overriddenBy, ["dl-vrag/15#costs-within"]);
    const paid = (d: Determination) =>
      d.liabilities.filter((l) => l.from === "owner" && l.amount).map((l) => l.amount?.rd);
    // 36 rd: R1, the third and the costs, 12 + 2 rd; R2, the third alone, 12 rd.
    assert.deepEqual(paid(r1), ["12", "2"]);
    assert.deepEqual(paid(r2), ["12"]);
  });

  test("reasonable_freight: 'billig fragt' as good men find it, pro rata, or in full (dl-vrag/20, EX Gabriel)", () => {
    // 'da skal skipperen deraf have billig fragt': Morten's goods saved, freight agreed 30 rd, 2/3 of the voyage done.
    const freightOf = (d: Determination) =>
      d.liabilities.filter((l) => l.from === "morten" && l.provisions.includes("dl-vrag/20"));
    const r3 = decideExample("freight-after-wreck.yaml", { reasonable_freight: "R3" });
    const fair = stepOf(r3, "dl-vrag/20#fair");
    assert.equal(fair.status, "applied");
    assert.deepEqual(fair.readings, { reasonable_freight: "R3" });
    assert.equal(freightOf(r3)[0]?.amount, undefined);
    assert.ok(r3.assessments.some((a) => a.what.startsWith("Fair freight on Morten's goods saved (Q-V13 R3)")));
    const r1 = decideExample("freight-after-wreck.yaml", { reasonable_freight: "R1" });
    assert.deepEqual(stepOf(r1, "dl-vrag/20#fair").overriddenBy, ["dl-vrag/20#pro-rata"]);
    assert.equal(freightOf(r1)[0]?.amount?.rd, "20", "30 rd for 2/3 of the voyage");
    assert.ok(!r1.assessments.some((a) => a.what.startsWith("Fair freight")));
    const r2 = decideExample("freight-after-wreck.yaml", { reasonable_freight: "R2" });
    assert.deepEqual(stepOf(r2, "dl-vrag/20#fair").overriddenBy, ["dl-vrag/20#full-freight"]);
    assert.equal(freightOf(r2)[0]?.amount?.rd, "30");
    // Jacob left all his goods for the freight: no fair freight is reckoned on his, under any reading.
    for (const d of [r1, r2, r3]) assert.ok(!d.liabilities.some((l) => l.from === "jacob" && l.amount));
  });

  test("abandon_for_freight: 'lade skipperen beholde godset for fragten' — all the goods, or part of them too (dl-vrag/21)", () => {
    const choicesOf = (d: Determination, who: string) => d.options.find((o) => o.holder === who)?.choices ?? [];
    const steps = (d: Determination) =>
      allSteps(d.explanation).filter((s) => s.rule === "dl-vrag/21#all" && s.status !== "not-applicable");
    const r1 = decideExample("freight-after-wreck.yaml", { abandon_for_freight: "R1" });
    // One step for each shipper who owes freight under dl-vrag/20: Morten and Jacob.
    assert.deepEqual(
      steps(r1).map((s) => [s.status, s.readings]),
      [
        ["applied", { abandon_for_freight: "R1" }],
        ["applied", { abandon_for_freight: "R1" }],
      ],
    );
    assert.deepEqual(choicesOf(r1, "morten"), [
      "pay the skipper fair freight on his goods saved",
      "leave all his goods saved to the skipper in place of the freight",
    ]);
    const r2 = decideExample("freight-after-wreck.yaml", { abandon_for_freight: "R2" });
    assert.deepEqual(
      steps(r2).map((s) => s.overriddenBy),
      [["dl-vrag/21#part"], ["dl-vrag/21#part"]],
    );
    assert.equal(choicesOf(r2, "morten").length, 3);
    assert.match(choicesOf(r2, "morten")[2] ?? "", /leave part of the goods .* pay freight on the rest \(Q-V14 R2\)/);
    // Jacob has chosen already, all his goods: the same under both readings.
    for (const d of [r1, r2]) assert.equal(choicesOf(d, "jacob").length, 0);
    assert.deepEqual(r1.liabilities, r2.liabilities);
  });
});
