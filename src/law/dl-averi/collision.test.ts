// test: shared
/** Collisions (dl-averi/6–10): EX-13, two ships under sail, and EX-14, a ship at anchor run down. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody, Liability } from "../../core/determination.js";
import { Rational } from "../../core/rational.js";
import {
  allSteps,
  assessment,
  balanced,
  decide,
  EX13,
  EX14,
  owed,
  parts,
  rd,
  statement,
  step,
  warned,
  withIncident,
  withShip,
} from "./test-support/collision.js";

describe("EX-13 — a collision under sail", () => {
  test("dl-averi/6 — both ships' damage pooled, half each: the Haabet's owners pay the Svanen's 100", () => {
    const { d, used } = decide(EX13);
    assert.deepEqual(parts(d), { anne: "200", "y-owners": "200" });
    assert.deepEqual(owed(d), { "y-owners -> anne": "100" });
    assert.equal(rd(statement(d).loss).toString(), "400");
    assert.deepEqual(used.sort(), ["collision_payer=R1", "collision_sharing=R1"]);
    assert.deepEqual(
      d.obligations.map((o) => [o.who, o.provisions]),
      [
        ["peder", ["dl-averi/6"]],
        ["niels", ["dl-averi/6"]],
      ],
    );
    assert.match(
      allSteps(d.explanation)
        .map((s) => s.label)
        .join("\n"),
      /goods' damage lies with their owners: goods of rasmus in the x, 80 rd/,
    );
    balanced(d);
  });

  test("dl-averi/6 — EX-13 variant Q-A03 R2: the cargo pooled too, 480; the Haabet pays the Svanen's side 140", () => {
    const { d } = decide(EX13, { collision_sharing: "R2" });
    assert.deepEqual(parts(d), { anne: "240", "y-owners": "240" });
    // 80 to the merchant, paid in full, and 60 to the Svanen's owner, who bears 240 of her 300.
    assert.deepEqual(owed(d), { "y-owners -> anne": "60", "y-owners -> rasmus": "80" });
    balanced(d);
  });

  test("dl-averi/6 — the sharing's step tells what Q-A03 pools and who pays the halves under Q-A35", () => {
    for (const [readings, pooled, payer] of [
      [{}, "dl-averi/6#ships-damage-pooled", "dl-averi/6#ships-pay"],
      [{ collision_sharing: "R2", collision_payer: "R2" }, "dl-averi/6#goods-pooled", "dl-averi/6#skippers-pay"],
    ] as const) {
      const { d } = decide(EX13, readings);
      const sharing = allSteps(d.explanation).find((s) =>
        s.children?.some((c) => c.rule === "dl-averi/6#ships-damage-pooled"),
      );
      assert.ok(sharing, "the choices are told beneath the sharing");
      const by = (id: string) => {
        const s = sharing.children?.find((c) => c.rule === id);
        return s?.status === "overridden" ? s.overriddenBy?.[0] : s?.rule;
      };
      assert.equal(by("dl-averi/6#ships-damage-pooled"), pooled);
      assert.equal(by("dl-averi/6#ships-pay"), payer);
    }
  });

  test("dl-averi/6 — EX-13 variant Q-A35 R2: the same amounts, paid by the two skippers personally", () => {
    const { d, used } = decide(EX13, { collision_payer: "R2" });
    assert.deepEqual(parts(d), { peder: "200", niels: "200" });
    // Each skipper pays half of each ship's damage: the owners of X are made good 300, of Y 100.
    assert.deepEqual(owed(d), {
      "peder -> anne": "150",
      "peder -> y-owners": "50",
      "niels -> anne": "150",
      "niels -> y-owners": "50",
    });
    assert.ok(used.includes("collision_payer=R2"));
    balanced(d);
  });

  test("dl-averi/6 — an oath refused: the rule does not apply, the text gives no other, and nothing is owed", () => {
    const { d, used } = decide(
      withIncident(EX13, {
        ships: [
          { ship: "x", oath: "sworn" },
          { ship: "y", oath: "refused" },
        ],
      }),
    );
    assert.deepEqual(d.liabilities, []);
    assert.equal(d.averages, undefined);
    assert.match(warned(d, "dl-averi/6"), /does not apply without both oaths, and the text gives no rule/);
    assert.equal(step(d, "dl-averi/6#half-and-half")?.status, "not-applicable");
    // The rule did not apply, but the warning tells what both oaths would bring, and
    // that sentence rests on Q-A03 and Q-A35: they are relied on, and move only it.
    assert.deepEqual(used.sort(), ["collision_payer=R1", "collision_sharing=R1"]);
    const r2 = decide(
      withIncident(EX13, {
        ships: [
          { ship: "x", oath: "sworn" },
          { ship: "y", oath: "refused" },
        ],
      }),
      { collision_sharing: "R2" },
    );
    assert.ok(r2.used.includes("collision_sharing=R2"));
    assert.notEqual(warned(r2.d, "dl-averi/6"), warned(d, "dl-averi/6"));
    const rest = (x: DeterminationBody) => [x.liabilities, x.obligations, x.assessments, x.averages, x.situation];
    assert.deepEqual(rest(r2.d), rest(d));
  });

  test("dl-averi/6 — an oath not yet sworn: the duty stands, nothing is owed yet, and the warning says what follows", () => {
    const { d } = decide(withIncident(EX13, { ships: [{ ship: "x", oath: "sworn" }, { ship: "y" }] }));
    assert.deepEqual(d.liabilities, []);
    assert.match(
      warned(d, "dl-averi/6"),
      /has not yet sworn.*Once both have sworn: 100 rd from the owners of the y to anne/s,
    );
    assert.equal(d.obligations.length, 2);
  });

  test("dl-averi/6 — ships that could have avoided each other, or only one damaged: no rule, no liability", () => {
    const avoidable = decide(withIncident(EX13, { could_avoid: true })).d;
    assert.deepEqual(avoidable.liabilities, []);
    assert.match(warned(avoidable, "dl-averi/6"), /could have avoided each other/);
    assert.equal(avoidable.obligations.length, 0);
    const one = decide(withShip(EX13, "y", { damage: 0 })).d;
    assert.deepEqual(one.liabilities, []);
    assert.match(warned(one, "dl-averi/6"), /only the x did/);
  });

  test("dl-averi/6 — halves of an odd number of skilling: exact halves, rounded so that they add up to the damage", () => {
    const odd = withShip(withShip(EX13, "x", { damage: "3 sk", cargo: [] }), "y", { damage: "2 sk" });
    const { d } = decide(odd);
    const lines = statement(d).lines.filter((l) => l.contributionExact.minor !== "0");
    assert.deepEqual(
      lines.map((l) => l.contributionExact.minor),
      ["5/2", "5/2"],
    );
    assert.deepEqual(lines.map((l) => l.contribution.minor).sort(), ["2", "3"]);
    balanced(d);
    // The Svanen lost 3 and the Haabet 2; whoever bears 3 rounded owes nothing, the other settles the difference.
    const paid = d.liabilities.reduce((t, l) => t + BigInt(l.amount?.minor ?? "0"), 0n);
    assert.ok(paid <= 1n);
  });

  test("dl-averi/6 — property: for any two damages the halves are exact, add up, and the liabilities settle every net", () => {
    fc.assert(
      fc.property(fc.bigInt(1n, 10n ** 9n), fc.bigInt(1n, 10n ** 9n), (a, b) => {
        const raw = withShip(withShip(EX13, "x", { damage: `${a} sk`, cargo: [] }), "y", { damage: `${b} sk` });
        const { d } = decide(raw);
        const half = Rational.of(a + b, 2n);
        const st = statement(d);
        for (const l of st.lines) assert.ok(Rational.parse(l.contributionExact.minor).eq(half));
        balanced(d);
        const bears = new Map(st.balances.map((x) => [x.party, BigInt(x.contribution.minor)]));
        assert.equal((bears.get("anne") ?? 0n) + (bears.get("y-owners") ?? 0n), a + b);
        assert.ok(
          (bears.get("anne") ?? 0n) - (bears.get("y-owners") ?? 0n) <= 1n,
          "halves differ by one skilling at most",
        );
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------
// EX-14: a ship at anchor run down

describe("EX-14 — a ship at anchor run down", () => {
  test("dl-averi/7 — neglect: the skipper pays 320 out of his own property, and 180 is charged on the ship", () => {
    const { d, used } = decide(EX14);
    assert.deepEqual(parts(d), { wskipper: "320", w: "180" });
    assert.deepEqual(owed(d), { "wskipper -> zowner": "320", "w -> zowner": "180" });
    assert.deepEqual(used, ["ship_answers=R1"]);
    const found = assessment(d, "dl-averi/7");
    assert.equal(found[0]?.status, "given");
    assert.equal(found[0]?.value, "neglect");
    balanced(d);
  });

  test("dl-averi/7 — Q-A04 R2: the owners answer for the 180 the skipper cannot pay", () => {
    const { d } = decide(EX14, { ship_answers: "R2" });
    assert.deepEqual(owed(d), { "wskipper -> zowner": "320", "wowner -> zowner": "180" });
  });

  test("dl-averi/7 — a skipper who can pay it all pays it all, and the ship answers for nothing", () => {
    const { d, used } = decide(withShip(EX14, "w", { skipper_means: 2000 }));
    assert.deepEqual(owed(d), { "wskipper -> zowner": "500" });
    assert.deepEqual(used, [], "Q-A04 does not matter when the skipper can pay");
    assert.equal(step(d, "dl-averi/7#ship-answers")?.status, "not-applicable");
  });

  test("dl-averi/7 — the ship's value falls short: the rest lies with those who lost it, and the text gives no more", () => {
    const raw = withShip(withShip(EX14, "w", { value: 100 }), "z", {
      damage: 400,
      cargo: [{ id: "wine", owner: "merchant", damage: 100 }],
    });
    const { d } = decide(raw);
    // 500 of damage, the skipper 320, the ship 100, 80 unpaid: shared over the Enigheden's owner and the wine's.
    assert.deepEqual(parts(d), { wskipper: "320", w: "100", zowner: "64", merchant: "16" });
    assert.deepEqual(owed(d), {
      "wskipper -> zowner": "256",
      "wskipper -> merchant": "64",
      "w -> zowner": "80",
      "w -> merchant": "20",
    });
    assert.match(warned(d, "dl-averi/7"), /80 rd of the damage is reached neither/);
    balanced(d);
  });

  test("dl-averi/7 — the skipper's property or the ship's value not given: an assessment, never a guess", () => {
    const noMeans = decide(withShip(EX14, "w", { skipper_means: undefined })).d;
    assert.equal(noMeans.averages, undefined);
    assert.ok(noMeans.liabilities.every((l) => l.amount === undefined && l.from === "wskipper"));
    assert.ok(assessment(noMeans, "dl-averi/7").some((a) => a.status === "needed" && /property/.test(a.what)));
    const noValue = decide(withShip(EX14, "w", { value: undefined })).d;
    assert.deepEqual(owed(noValue), { "wskipper -> zowner": "320", "w -> zowner": "180" });
    assert.ok(assessment(noValue, "dl-averi/7").some((a) => a.status === "needed" && /value of the ship/.test(a.what)));
  });

  test("dl-averi/7 — neglect not yet found: an assessment, no liability, and what each finding would bring", () => {
    const { d } = decide(withIncident(EX14, { cause: undefined }));
    assert.deepEqual(d.liabilities, []);
    assert.equal(assessment(d, "dl-averi/7")[0]?.status, "needed");
    assert.match(
      warned(d, "dl-averi/7"),
      /If of the skipper's neglect.*320 rd from wskipper to zowner; 180 rd from the ship w to zowner/,
    );
  });

  test("dl-averi/7 — a ship lying elsewhere than in harbour or roadstead, or a cause neither neglect nor necessity: no rule", () => {
    const open = decide(withIncident(EX14, { where: "other" })).d;
    assert.deepEqual(open.liabilities, []);
    assert.match(warned(open, "dl-averi/7"), /harbour or in a roadstead/);
    const neither = decide(withIncident(EX14, { cause: "neither" })).d;
    assert.deepEqual(neither.liabilities, []);
    assert.match(warned(neither, "dl-averi/10"), /gives no rule/);
  });

  test("dl-averi/7 — 'al skaden': the goods damaged in the ship lying still are made good too, in whole skilling", () => {
    const { d } = decide(withShip(EX14, "z", { cargo: [{ id: "wine", owner: "merchant", damage: 60 }] }));
    const sumOf = (ls: readonly Liability[]) => ls.reduce((t, l) => t.add(rd(l.amount)), Rational.ZERO).toString();
    assert.equal(sumOf(d.liabilities.filter((l) => l.to === "zowner")), "500");
    assert.equal(sumOf(d.liabilities.filter((l) => l.to === "merchant")), "60");
    assert.equal(sumOf(d.liabilities.filter((l) => l.from === "wskipper")), "320");
    assert.equal(sumOf(d.liabilities.filter((l) => l.from === "w")), "240");
    // The skipper's 320 goes over the two losses in proportion (500 : 60), to the skilling.
    assert.deepEqual(
      d.liabilities.filter((l) => l.from === "wskipper").map((l) => l.amount?.minor),
      ["27429", "3291"],
    );
    balanced(d);
  });

  test("dl-averi/8 — the merchant's goods in the sailing ship do not answer, though the ship does", () => {
    const { d } = decide(EX14);
    const shielded = allSteps(d.explanation).find(
      (s) => s.rule === "dl-averi/8#goods-shielded" && s.status === "applied",
    );
    assert.ok(shielded, "the exception applied to the goods");
    assert.equal(shielded?.value, "does not answer");
    assert.ok(!d.liabilities.some((l) => l.from === "merchant"));
    const overridden = allSteps(d.explanation).filter(
      (s) => s.rule === "dl-averi/7#ship-answers" && s.overriddenBy?.includes("dl-averi/8#goods-shielded"),
    );
    assert.equal(overridden.length, 1);
  });

  test("dl-averi/9 — the sailing ship bears her own 70: nobody owes her anything", () => {
    const { d } = decide(EX14);
    assert.equal(step(d, "dl-averi/9#own-damage")?.status, "applied");
    assert.match(String(step(d, "dl-averi/9#own-damage")?.value), /^70 rd, borne by wowner/);
    assert.ok(!d.liabilities.some((l: Liability) => l.to === "wowner" || l.to === "w"));
  });

  const necessity = withIncident(EX14, {
    cause: "necessity",
    assessed: { by: "good men", shares: { w: "2/3", z: "1/3" } },
  });

  test("dl-averi/10 — necessity, the good men assess W at 2/3: W pays 1000/3, Z bears 500/3 (Q-A33 R1)", () => {
    const { d, used } = decide(necessity);
    assert.deepEqual(parts(d), { wowner: "1000/3", zowner: "500/3" });
    assert.deepEqual(owed(d), { "wowner -> zowner": "1000/3" });
    assert.equal(step(d, "dl-averi/7#skipper-pays")?.status, "overridden");
    assert.deepEqual(step(d, "dl-averi/7#skipper-pays")?.overriddenBy, ["dl-averi/10#necessity"]);
    assert.deepEqual(used, ["necessity_damage_pool=R1"], "the assessment given, Q-A05 is not asked");
    assert.equal(assessment(d, "dl-averi/10").find((a) => /proportions/.test(a.what))?.status, "given");
    balanced(d);
  });

  test("dl-averi/10 — EX-14 variant Q-A33 R2: both ships' damage pooled, 570: W bears 380 (pays 310), Z 190", () => {
    const { d } = decide(necessity, { necessity_damage_pool: "R2" });
    assert.deepEqual(parts(d), { wowner: "380", zowner: "190" });
    assert.deepEqual(owed(d), { "wowner -> zowner": "310" });
  });

  test("dl-averi/10 — not yet assessed: nothing owed under Q-A05 R1, half and half under R2", () => {
    const raw = withIncident(EX14, { cause: "necessity" });
    const r1 = decide(raw);
    assert.deepEqual(r1.d.liabilities, []);
    assert.equal(assessment(r1.d, "dl-averi/10").find((a) => /proportions/.test(a.what))?.status, "needed");
    assert.ok(r1.used.includes("assessed_split=R1"));
    const r2 = decide(raw, { assessed_split: "R2" });
    assert.deepEqual(owed(r2.d), { "wowner -> zowner": "250" });
  });
});

// ---------------------------------------------------------------------------
// 11–12: a ship drifting onto one at anchor
