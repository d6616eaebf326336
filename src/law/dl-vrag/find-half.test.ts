// test: shared
/**
 * dl-vrag/19 in the book: 'da skal den, som det bjerger, beholde halvdelen og
 * halvdelen kongen, uden så er, at rette ejer kommer inden år og dag'. Nothing of
 * the halves is owed before the year and a day has run without an owner; the
 * owner who comes in time leaves the salvor his reward, not his half; and a half
 * kept at once (Q-V12 R2) is set against that reward.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { DeterminationBody, Liability } from "../../core/determination.js";
import { decide, EX09, EX09B, ex09 } from "./test-support/find.js";

/** EX-09's cask, delivered on 26 April 1691, while the year and a day still runs (Q-X01 R1, Q-X02 R2). */
const WAITING = { ...EX09, as_of: "1691-09-01" };
/** The day after the year and a day from the delivery: 26 April 1691 to 27 April 1692 (Q-X01 R1). */
const DAY_AFTER = "1692-04-28";

const liability = (d: DeterminationBody, from: string, to: string): Liability | undefined =>
  d.liabilities.find((l) => l.from === from && l.to === to && l.amount);

describe("dl-vrag/19: the halves are owed only once the year and a day has run without an owner", () => {
  test("while it runs, the salvor's half (90 ÷ 2 = 45 rd) is payable from the day after, and only then", () => {
    const { d } = decide(WAITING, ex09());
    const half = liability(d, "officer", "skipper");
    assert.equal(half?.amount?.rd, "45");
    assert.equal(half?.payableFrom, DAY_AFTER);
    assert.match(half?.description ?? "", /if no owner has come/);
  });

  test("the officer's costs on the king's half (Q-V17 R1) are the king's debt only from the same day", () => {
    const { d } = decide(WAITING, ex09({ open_sea_costs: "R1" }));
    const costs = liability(d, "king", "officer");
    assert.equal(costs?.amount?.rd, "3");
    assert.equal(costs?.payableFrom, DAY_AFTER);
  });

  test("while the day the year and a day runs out is not known (Q-X02 R3, no notice given), nothing of the half is payable", () => {
    const { d } = decide(EX09, ex09({ aar_og_dag_start: "R3" }));
    const half = d.liabilities.find((l) => l.from === "officer" && l.to === "skipper");
    assert.equal(half?.amount, undefined, "no figure to be paid");
    assert.match(half?.description ?? "", /his half, .*: 45 rd, payable once the day .* is known/);
    const costs = d.liabilities.find((l) => l.from === "king" && l.to === "officer");
    assert.equal(costs?.amount, undefined);
    assert.match(costs?.description ?? "", /: 3 rd, payable once/);
  });

  test("once the time has run without an owner the halves and the costs are payable at once (EX-09 (a))", () => {
    const { d } = decide(EX09, ex09());
    assert.equal(liability(d, "officer", "skipper")?.amount?.rd, "45");
    assert.equal(liability(d, "king", "officer")?.amount?.rd, "3");
    assert.ok(d.liabilities.every((l) => l.payableFrom === undefined));
  });

  test("the owner in time: the salvor is owed his third (30 rd of 90), never his half besides", () => {
    const { d } = decide(EX09B, ex09({ open_sea_owner: "R1" }));
    assert.equal(liability(d, "officer", "skipper")?.amount?.rd, "30");
    assert.ok(!d.liabilities.some((l) => /his half/.test(l.description)), "the half is no longer owed");
    assert.ok(d.liabilities.every((l) => l.payableFrom === undefined));
  });
});

describe("dl-vrag/19, Q-V12 R2: the half kept at once is set against what the salvor is owed when the owner comes", () => {
  test("while the year runs, nothing is owed the salvor: he holds his half; the king's costs still wait for the day", () => {
    const { d } = decide(WAITING, ex09({ open_sea_custody: "R2" }));
    assert.equal(liability(d, "officer", "skipper"), undefined);
    assert.equal(liability(d, "king", "officer")?.payableFrom, DAY_AFTER);
  });

  test("a third (Q-V11 R1): he holds 45 rd, is owed 30 rd, and gives up the 15 rd between; the owner pays only the costs", () => {
    const { d } = decide(EX09B, ex09({ open_sea_custody: "R2", open_sea_owner: "R1" }));
    const back = liability(d, "skipper", "merchant");
    assert.equal(back?.amount?.rd, "15");
    assert.match(back?.description ?? "", /less his reward of 30 rd set against it/);
    assert.equal(liability(d, "officer", "skipper"), undefined, "no reward paid him besides");
    const owner = d.liabilities.filter((l) => l.from === "merchant" && l.amount).map((l) => l.amount?.rd);
    assert.deepEqual(owner, ["3"], "the owner pays the officer the costs, nothing for the reward");
    const duty = d.obligations.find((o) => o.who === "skipper" && /he kept at once/.test(o.what));
    assert.match(duty?.what ?? "", /set against the half of 45 rd he kept at once/);
    assert.match(duty?.what ?? "", /gives up 15 rd of it/);
  });

  test("an assessed reward above the half (Q-V11 R2): he keeps the half and is owed the rest by the owner", () => {
    const { d } = decide(
      { ...EX09B, salvage_reward_assessed: 60 },
      ex09({ open_sea_custody: "R2", open_sea_owner: "R2" }),
    );
    assert.equal(liability(d, "merchant", "skipper")?.amount?.rd, "15");
    assert.equal(liability(d, "skipper", "merchant"), undefined);
    assert.match(
      d.obligations.find((o) => o.who === "skipper" && /he kept at once/.test(o.what))?.what ?? "",
      /is owed the rest, 15 rd/,
    );
  });

  test("an assessed reward equal to the half: nothing passes either way, and the book says so", () => {
    const { d } = decide(
      { ...EX09B, salvage_reward_assessed: 45 },
      ex09({ open_sea_custody: "R2", open_sea_owner: "R2" }),
    );
    assert.equal(liability(d, "merchant", "skipper"), undefined);
    assert.equal(liability(d, "skipper", "merchant"), undefined);
    assert.match(
      d.obligations.find((o) => o.who === "skipper" && /he kept at once/.test(o.what))?.what ?? "",
      /gives up nothing and is owed nothing more/,
    );
  });
});
