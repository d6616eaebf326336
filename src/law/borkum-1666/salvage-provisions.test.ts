// test: shared
/** Salvage money: the provisions of §5 and §6, the four parts of 8.3 in a division under §6, and the determination as a whole. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { citedProvisions, type Step } from "../../core/explain.js";
import { allSteps, decide, roundedTotal, table, usedNames } from "./test-support/salvage.js";
import { EX01, EX01_READINGS, EX02, EX02_READINGS, EX03, EX03_READINGS, ship } from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// One test per provision

describe("the provisions of §5 and §6", () => {
  test("borkum-1666/5: the explanation notes the sworn old custom, and the fund is divided in equal parts", () => {
    const { d } = decide(EX01, EX01_READINGS);
    const notes = allSteps(d.explanation).filter((s) => s.status === "note" && s.provisions.includes("borkum-1666/5"));
    assert.ok(notes.some((n) => /old custom.*deputies.*oath/.test(n.label)));
    assert.deepEqual(d.funds[0]?.provisions.slice(0, 1), ["borkum-1666/5"]);
    assert.ok(citedProvisions(d.explanation).includes("borkum-1666/5"));
  });

  test("borkum-1666/6.1: the skipper who salvages with his own ship has two parts for the ship and one for himself", () => {
    const { row } = decide(EX01, EX01_READINGS);
    const harm = row("harm");
    assert.equal(harm.parts, "3");
    assert.deepEqual(
      harm.basis.map((b) => [b.parts, b.provisions]),
      [
        ["2", ["borkum-1666/6.1"]],
        ["1", ["borkum-1666/6.1"]],
      ],
    );
    assert.match(harm.basis[0]?.reason ?? "", /^2 parts for the ship hoop \(sole owner\)$/);
    assert.match(harm.role, /owner-skipper of the salvaging ship/);
  });

  test("borkum-1666/6.1: the ship's two parts go to its owners by share; a skipper who owns none keeps his one part", () => {
    const { row } = decide({
      place: "on_reefs",
      salvage_money: 90,
      ships: [
        ship("s", "skip", [
          ["o1", "2/3"],
          ["o2", "1/3"],
        ]),
      ],
      people: [
        { id: "skip", roles: ["householder", "skipper"], aboard: "s", helped: true },
        { id: "o1", roles: ["householder"] },
        { id: "o2", roles: ["widow"] },
      ],
    });
    assert.equal(row("skip").parts, "1");
    assert.equal(row("o1").parts, "4/3");
    assert.equal(row("o1").basis[0]?.reason, "2 parts for the ship s (2/3 share)");
    assert.equal(row("o2").parts, "2/3");
    assert.equal(row("skip").exact.u, "30");
    assert.equal(row("o1").exact.u, "40");
    assert.equal(row("o2").exact.u, "20");
  });

  test("borkum-1666/6.1: the open sea counts as outside the reefs", () => {
    const { d } = decide({ ...EX01, place: "open_sea" });
    assert.deepEqual(table(d), table(decide(EX01, EX01_READINGS).d));
    assert.match(d.situation, /on or outside the reefs/);
  });

  test("borkum-1666/6.2: one aboard who helps has one part; aboard without helping, or ashore, none", () => {
    const { row } = decide({
      place: "outside_reefs",
      salvage_money: 100,
      ships: [ship("s", "skip")],
      people: [
        { id: "skip", roles: ["householder"], aboard: "s" },
        { id: "mate", roles: ["unmarried"], aboard: "s", helped: true },
        { id: "idler", roles: ["householder"], aboard: "s" },
        { id: "ashore", roles: ["householder"], helped: true, carted: true },
      ],
    });
    assert.equal(row("mate").parts, "1");
    assert.deepEqual(row("mate").provisions, ["borkum-1666/6.2"]);
    assert.equal(row("idler").parts, "0");
    assert.match(row("idler").reason, /did not help/);
    assert.equal(row("ashore").parts, "0");
    assert.match(row("ashore").reason, /not aboard a salvaging ship/);
    assert.equal(row("mate").exact.u, "25");
  });

  test("borkum-1666/6.3: inside the reefs the ship two, the owner-skipper one, a helping householder one, a boy none", () => {
    const { row } = decide(EX02, EX02_READINGS);
    assert.equal(row("meinert").parts, "3");
    assert.ok(row("meinert").basis.every((b) => b.provisions.includes("borkum-1666/6.3")));
    assert.equal(row("h1").parts, "1");
    assert.deepEqual(row("h1").provisions, ["borkum-1666/6.3"]);
    assert.equal(row("boys").parts, "0");
    assert.equal(
      row("boys").reason,
      "a boy: inside the reefs only heads of household have a part, and no boys (borkum-1666/6.3)",
    );
    assert.equal(row("wiard").parts, "0");
    assert.match(row("wiard").reason, /a farmhand: inside the reefs only heads of household/);
  });

  test("borkum-1666/6.3: 'alle, die bergen helfen' — one who did not help has no part, whatever Q-B05 gives helpers who are not heads", () => {
    // Under Q-B05 R2 a farmhand or a grown son who helps inside the reefs has a part of
    // his own; one who brought his wagon but neither helped nor carted is not among
    // 'alle, die bergen helfen', so the reading of Q-B05 must not reach him.
    for (const status of ["R1", "R2"]) {
      const { row } = decide(
        {
          place: "inside_reefs",
          salvage_money: 100,
          ships: [ship("s", "skip")],
          people: [
            { id: "skip", roles: ["householder"], aboard: "s", helped: true },
            { id: "hand", roles: ["farmhand"], wagon: true },
            { id: "son", roles: ["grown_son"], son_of: "skip", wagon: true },
          ],
        },
        { inside_helper_status: status },
      );
      for (const id of ["hand", "son"]) assert.equal(row(id).parts, "0", `${id} under Q-B05 ${status}`);
    }
  });

  test("borkum-1666/6.4: those who stay at home have no part, except the Vogt, the pastor and the widows", () => {
    const { row } = decide(EX02, EX02_READINGS);
    assert.equal(row("others").parts, "0");
    assert.deepEqual(row("others").provisions, ["borkum-1666/6.4"]);
    for (const id of ["pastor", "antje", "gesche"]) {
      assert.equal(row(id).parts, "1", id);
      assert.ok(row(id).provisions.includes("borkum-1666/6.4"), id);
    }
  });

  test("borkum-1666/6.5: the Vogt who helps with his wagon has three parts; without it, his part at home", () => {
    assert.equal(decide(EX02, EX02_READINGS).row("vogt").parts, "3");
    assert.deepEqual(decide(EX02, EX02_READINGS).row("vogt").provisions, ["borkum-1666/6.5"]);
    const noWagon = {
      ...EX02,
      people: EX02.people.map((p) => (p.id === "vogt" ? { id: "vogt", roles: ["vogt"], carted: true } : p)),
    };
    assert.equal(decide(noWagon).row("vogt").parts, "1");
  });

  test("borkum-1666/6.6: an Altbauer with his wagon has two parts, without it one", () => {
    const { row } = decide(EX02, EX02_READINGS);
    assert.equal(row("albert").parts, "2");
    assert.deepEqual(row("albert").provisions, ["borkum-1666/6.6"]);
    assert.equal(row("bojung").parts, "1");
    assert.deepEqual(row("bojung").provisions, ["borkum-1666/6.6"]);
  });

  test("borkum-1666/6.7: foot-strand goods: Vogt four parts, pastor two, each household that helped one", () => {
    const { row } = decide(EX03, EX03_READINGS);
    assert.equal(row("vogt").parts, "4");
    assert.equal(row("pastor").parts, "2");
    assert.equal(row("ubbo").parts, "1");
    assert.equal(row("helpers").parts, "15");
    assert.ok(row("helpers").provisions.includes("borkum-1666/6.7"));
    assert.match(row("trientje").reason, /Trientje|helped in her place/);
    assert.match(row("trientje-farmhand").reason, /the part is her household's/);
  });

  test("borkum-1666/6.8: a household that does not help has no part", () => {
    const { row } = decide(EX03, EX03_READINGS);
    assert.equal(row("idle").parts, "0");
    assert.deepEqual(row("idle").provisions, ["borkum-1666/6.8"]);
    assert.equal(row("wobke").parts, "0");
    assert.deepEqual(row("wobke").provisions, ["borkum-1666/6.8"]);
  });

  test("borkum-1666/6.9: a householder whose grown sons help still has one part", () => {
    const { row } = decide(EX03, EX03_READINGS);
    assert.equal(row("ubbo").parts, "1");
    assert.deepEqual(row("ubbo").provisions, ["borkum-1666/6.9"]);
    assert.match(row("ubbo").reason, /^1 part, though his grown sons helped too \(ubbo-sons\)/);
    assert.equal(row("ubbo-sons").parts, "0");
  });

  test("borkum-1666/6.9: a household whose only help was a grown son still has its one part, with a warning", () => {
    const { row, d } = decide({
      ...EX03,
      people: [
        { id: "vogt", roles: ["vogt"] },
        { id: "father", roles: ["householder"] },
        { id: "son", roles: ["grown_son"], son_of: "father", helped: true, carted: true },
      ],
    });
    assert.equal(row("father").parts, "1");
    assert.equal(row("son").parts, "0");
    assert.ok(d.warnings.some((w) => w.message.includes("did not help himself")));
  });

  test("borkum-1666/6.9 applies aboard a salvaging ship only under Q-B04 R1", () => {
    const facts = {
      place: "outside_reefs",
      salvage_money: 60,
      ships: [ship("s", "skip")],
      people: [
        { id: "skip", roles: ["householder"], aboard: "s", helped: true },
        { id: "father", roles: ["householder"], aboard: "s", helped: true },
        { id: "son", roles: ["grown_son"], son_of: "father", aboard: "s", helped: true },
      ],
    };
    assert.equal(decide(facts).row("son").parts, "1");
    const r1 = decide(facts, { son_part: "R1" });
    assert.equal(r1.row("son").parts, "0");
    assert.equal(r1.row("father").parts, "1");
    assert.equal(r1.d.funds[0]?.totalParts, "4");
  });
});

describe("the four parts of 8.3 in a division under §6", () => {
  test("borkum-1666/8.3: the officials' four parts enter a §6 division only as Q-B28 reads them", () => {
    const none = decide(EX02, EX02_READINGS);
    assert.equal(
      none.d.allocations.some((a) => a.id === "officials-greetsiel"),
      false,
    );
    assert.ok(none.readings.used().some((u) => u.name === "officials_parts_scope" && u.value === "R2"));
    const added = decide(EX02, { ...EX02_READINGS, officials_parts_scope: "R1" });
    const o = added.row("officials-greetsiel");
    assert.equal(o.parts, "4");
    assert.equal(o.exact.u, "1360/21");
    assert.deepEqual(o.provisions, ["borkum-1666/8.3"]);
    assert.equal(added.d.allocations.at(-1)?.id, "officials-greetsiel");
    assert.equal(roundedTotal(added.d), 34000n);
  });
});

// ---------------------------------------------------------------------------
// Every person appears; the explanation has one step per party

describe("the determination", () => {
  test("every person of the case has an allocation, in the order given, with a reason and a provision", () => {
    for (const ex of [EX01, EX02, EX03]) {
      const { d } = decide(ex);
      assert.deepEqual(
        d.allocations.map((a) => a.id),
        ex.people.map((p) => p.id),
      );
      for (const a of d.allocations) {
        assert.ok(a.reason.length > 0, a.id);
        assert.ok(a.provisions.length > 0, a.id);
        assert.ok(/borkum-1666\/\d/.test(a.reason), `${a.id}: ${a.reason}`);
      }
    }
  });

  test("the explanation names the situation, has a step per party and ends with the division", () => {
    const { d } = decide(EX02, EX02_READINGS);
    const root = d.explanation;
    assert.match(root.label, /inside the reefs/);
    const children = root.children ?? [];
    const last = children.at(-1);
    assert.match(last?.label ?? "", /^340 u divided in 17 parts: one part is 20 u$/);
    for (const p of EX02.people)
      assert.ok(
        children.some((c) => c.label.startsWith(`${p.id},`)),
        p.id,
      );
    const vogt = children.find((c) => c.label.startsWith("vogt,"));
    assert.equal(vogt?.readings?.vogt_wagon_parts, "R1");
    assert.ok(allSteps(vogt as Step).some((s) => s.rule === "borkum-1666/6.5#vogt-wagon" && s.status === "applied"));
  });

  test("the fund states total parts, the value of one part and the rounding rule", () => {
    const { d } = decide(EX02, { ...EX02_READINGS, vogt_wagon_parts: "R2" });
    const fund = d.funds[0];
    assert.equal(fund?.totalParts, "18");
    assert.equal(fund?.perPart?.u, "170/9");
    assert.match(fund?.rounding ?? "", /largest remainders/);
  });

  test("warnings: a wagon on a non-householder, a farmhand in place of a non-widow, someone aboard in foot-strand goods", () => {
    const { d } = decide({
      ...EX03,
      ships: [ship("s", "skip")],
      people: [
        ...EX03.people,
        { id: "skip", roles: ["householder"], aboard: "s", helped: true },
        { id: "lad", roles: ["farmhand"], wagon: true },
        { id: "knecht", roles: ["farmhand"], in_place_of: "ubbo", carted: true },
      ],
    });
    const messages = d.warnings.map((w) => w.message).join("\n");
    assert.match(messages, /lad is marked as helping with a wagon but is not a householder/);
    assert.match(messages, /knecht is sent in the place of ubbo, who is not a widow/);
    assert.match(messages, /skip is marked aboard the s, but foot-strand goods came ashore by themselves/);
    assert.match(messages, /Ships are listed/);
  });

  test("the readings consulted are only those the decision rests on", () => {
    const { readings } = decide(EX03, EX03_READINGS);
    assert.deepEqual(usedNames(readings), [
      "footstrand_fixed_parts",
      "footstrand_fund",
      "help_conjunctive",
      "officials_parts_scope",
      "widow_substitute",
    ]);
  });
});
