// test: shared
/** Salvage under the Danish Law: the salvage reward, who pays it and how it is shared (dl-vrag/6–7). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { RIGSDALER } from "../../core/money.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { vragSalvageKind } from "./salvage.js";
import {
  ANNA_SHARES,
  anna,
  annaDivided,
  decide,
  liabilitiesFrom,
  rd,
  sk,
  stepOf,
  thrown,
} from "./test-support/salvage.js";

// ---------------------------------------------------------------------------
// dl-vrag/6–7: the reward

describe("the salvage reward (dl-vrag/6–7)", () => {
  test("dl-vrag/6: under Q-S06 R1 the reward fixed by the amtmand is shared equally among the nine who helped, the skipper among them", () => {
    const { d, row } = decide(anna(), { reward_sharing: "R1" });
    assert.equal(d.funds[0]?.amount.text, "36 rd");
    assert.equal(d.funds[0]?.totalParts, "9");
    assert.equal(row("ole").rounded.text, "4 rd");
    assert.equal(row("peder").rounded.text, "4 rd");
    assert.equal(rd(row("parish").exact), "16");
    assert.equal(
      d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n),
      sk("36 rd"),
    );
    assert.equal(d.allocations.length, 9, "everyone in the case has a row");
    const given = d.assessments.find((a) => a.status === "given");
    assert.equal(given?.by, "the amtmand with the best men of the district");
    assert.equal(given?.value, "36 rd");
  });

  test("dl-vrag/6: the skipper pays for the ship and the merchant for his goods, by the value saved (Q-V06 R1)", () => {
    const { d } = decide(anna(), { reward_payer: "R1" });
    assert.equal(liabilitiesFrom(d, "peder")[0]?.amount?.text, "9 rd");
    assert.equal(liabilitiesFrom(d, "morten").find((l) => l.to === "the salvors")?.amount?.text, "27 rd");
  });

  test("dl-vrag/6 'overveje og slutte, hvad skipperen, eller købmanden, skulle give': by default (Q-V06 R2) who pays is an assessment, and no payer's figure is invented", () => {
    const { d } = decide(anna());
    const pays = d.liabilities.filter((l) => l.to === "the salvors");
    assert.equal(pays.length, 1);
    assert.equal(pays[0]?.from, "the skipper or the merchants, as the assessors decide");
    assert.ok(
      d.assessments.some((a) => a.status === "needed" && a.what.startsWith("Who pays the salvage reward")),
      `expected an assessment where a.status === "needed" && a.what.startsWith("Who pays the salvage reward"); got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/6 'efter lejligheden': by default the assessors divide the reward; until they have, no shares are invented", () => {
    const { d, used } = decide(anna());
    assert.ok(used.includes("reward_sharing"), "the reading is recorded");
    assert.equal(d.allocations.length, 0);
    assert.equal(d.funds.length, 0);
    const a = d.assessments.find((x) => x.what.startsWith("Each salvor's share"));
    assert.equal(a?.by, "the amtmand with the best men of the district");
    assert.equal(a?.status, "needed");
    assert.match(a?.basis ?? "", /efter lejligheden/);
    assert.ok(
      d.assessments.some((a) => a.what.startsWith("Each salvor's share")),
      `expected an assessment where a.what.startsWith("Each salvor's share"); got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/6: the assessors' division, once given, is the division: each share exact, the rounded shares the whole", () => {
    const { d, row } = decide(annaDivided());
    assert.equal(d.funds[0]?.amount.text, "36 rd");
    assert.deepEqual(Object.fromEntries(d.allocations.map((x) => [x.id, rd(x.exact)])), {
      peder: "6",
      morten: "0",
      ole: "4",
      niels: "4",
      jens: "0",
      anders: "3",
      hans: "3",
      parish: "16",
      soeren: "0",
    });
    assert.match(
      row("ole").reason,
      /4 rd as the amtmand with the best men of the district divided the reward \(Q-S06 R2\)/,
    );
    assert.equal(
      d.allocations.reduce((s, x) => s + BigInt(x.rounded.minor), 0n),
      sk("36 rd"),
    );
  });

  test("dl-vrag/2, /6: a division that gives to one who did not help, or that is not the whole reward, is refused at its path", () => {
    const toJens = thrown(() => decide(annaDivided({ salvage_money_shares: { ...ANNA_SHARES, parish: 12, jens: 4 } })));
    assert.equal(toJens.issues[0]?.path, "facts.salvage_money_shares.jens");
    assert.match(toJens.issues[0]?.message ?? "", /did not help to salvage/);
    const short = thrown(() => decide(annaDivided({ salvage_money_shares: { ...ANNA_SHARES, parish: 10 } })));
    assert.equal(short.issues[0]?.path, "facts.salvage_money_shares");
    assert.match(short.issues[0]?.message ?? "", /the shares come to 30 rd, not to the 36 rd/);
    const stranger = () =>
      factsSchema(vragSalvageKind, RIGSDALER).parse(annaDivided({ salvage_money_shares: { nobody: 36 } }));
    assert.throws(stranger, (e: unknown) => e instanceof Error && /no person has the id .*nobody/.test(e.message));
  });

  test("dl-vrag/6: not yet fixed: an assessment by the amtmand with the best men, on the circumstances and the value", () => {
    const { d } = decide(anna({ salvage_money: 0, salvage_money_fixed_by: undefined }));
    const a = d.assessments.find((x) => x.what.startsWith("The salvage reward for those who salvaged"));
    assert.equal(a?.status, "needed");
    assert.equal(a?.by, "the amtmand with the best men of the district");
    assert.match(a?.basis ?? "", /the circumstances, and the value of what was saved/);
    assert.match(a?.what ?? "", /ole, niels, anders, hans, parish/);
    assert.equal(d.allocations.length, 0);
  });

  test("dl-vrag/6: before a market town the mayor and council fix the reward; fixed by the amtmand there, a warning", () => {
    const open = decide(anna({ salvage_money: 0, salvage_money_fixed_by: undefined, off_market_town: true })).d;
    assert.ok(
      open.assessments.some((a) => a.by === "the mayor and council of the market town"),
      `expected an assessment where a.by === "the mayor and council of the market town"; got: ${open.assessments.map((a) => a.what).join(" | ")}`,
    );
    const wrong = decide(anna({ off_market_town: true })).d;
    assert.ok(
      wrong.warnings.some((w) => w.message.includes("mayor and council")),
      `expected a warning where w.message.includes("mayor and council"); got: ${wrong.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/6: salvage money no one is said to have fixed is not divided", () => {
    const { d } = decide(anna({ salvage_money_fixed_by: undefined }));
    assert.equal(d.allocations.length, 0);
    assert.ok(
      d.warnings.some((w) => w.message.includes("no one is said to have fixed it")),
      `expected a warning where w.message.includes("no one is said to have fixed it"); got: ${d.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/6: the value saved of the ship not stated: the payers' split waits for an assessment", () => {
    const { d } = decide(anna({}, { ship_value_saved: undefined }), { reward_payer: "R1" });
    assert.ok(
      d.assessments.some((a) => a.what.startsWith("The value saved of the ship")),
      `expected an assessment where a.what.startsWith("The value saved of the ship"); got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
    assert.ok(
      d.liabilities.filter((l) => l.to === "the salvors").every((l) => l.amount === undefined),
      "no payer's share is a figure",
    );
  });

  test("dl-vrag/7: a bargain for a set sum stands, and overrides the reward the amtmand fixed", () => {
    const facts = anna({
      salvage_money: 20,
      salvage_agreement: { terms: "sum_to_salvors", sum: 20, salvors: ["anders", "hans"] },
    });
    const { d, row } = decide(facts, { reward_sharing: "R1" });
    assert.equal(d.funds[0]?.amount.text, "20 rd");
    assert.equal(row("anders").rounded.text, "10 rd");
    assert.equal(row("hans").rounded.text, "10 rd");
    assert.equal(stepOf(d, "dl-vrag/6#assessment").status, "overridden");
    assert.deepEqual(stepOf(d, "dl-vrag/6#assessment").overriddenBy, ["dl-vrag/7#bargain"]);
    assert.equal(liabilitiesFrom(d, "peder")[0]?.amount?.text, "20 rd");
    assert.ok(
      d.warnings.some((w) => w.message.includes("is set aside")),
      `expected a warning where w.message.includes("is set aside"); got: ${d.warnings.map((w) => w.message).join(" | ")}`,
    );
    // Ole helped but is not of the bargain: his reward is still to be fixed.
    assert.equal(row("ole").parts, "0");
    assert.ok(
      d.assessments.some((a) => a.what.includes("ole, niels, parish")),
      `expected an assessment where a.what.includes("ole, niels, parish"); got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/7: a bargain for a share of the goods: the merchant gives it in kind, the salvors share its value", () => {
    const facts = anna({
      salvage_money: 0,
      salvage_money_fixed_by: undefined,
      salvage_agreement: { terms: "share_of_goods", share: "1/4" },
    });
    // Named: equal shares (Q-S06 R1) among eight, the skipper not among them (Q-S09 R2).
    const { d, row } = decide(facts, { reward_sharing: "R1", skipper_salvor: "R2" });
    assert.equal(d.funds[0]?.amount.text, "45 rd");
    assert.equal(rd(row("ole").exact), "45/8");
    assert.equal(liabilitiesFrom(d, "morten").find((l) => l.to === "the salvors")?.amount?.text, "45 rd");
  });

  test("dl-vrag/7: a bargain where the salvors pay the skipper for all they can salvage: no reward to divide", () => {
    const facts = anna({
      salvage_money: 0,
      salvage_money_fixed_by: undefined,
      salvage_agreement: { terms: "sum_to_skipper", sum: 15, salvors: ["anders", "hans"] },
    });
    const { d } = decide(facts);
    assert.equal(d.allocations.length, 0);
    const l = d.liabilities.find((x) => x.to === "peder" && x.provisions.includes("dl-vrag/7"));
    assert.equal(l?.amount?.text, "15 rd");
    assert.match(l?.from ?? "", /anders, hans/);
  });

  test("dl-vrag/7: a bargain must say its sum or share", () => {
    assert.throws(
      () => factsSchema(vragSalvageKind, RIGSDALER).parse(anna({ salvage_agreement: { terms: "sum_to_salvors" } })),
      (e: unknown) => e instanceof Error && e.message.includes("names the sum agreed"),
    );
  });
});
