// test: shared
/** Salvage money (borkum-1666/§§5–6): the defaults follow the words of the Rolle, and the worked examples EX-01, EX-02 and EX-03 of RULES.md. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { R } from "../../core/rational.js";
import { AT_HOME_EX01, allSteps, decide, decideUnder, roundedTotal, table, usedNames } from "./test-support/salvage.js";
import { EX01, EX01_READINGS, EX02, EX02_READINGS, EX03, EX03_READINGS, ship } from "./test-support/worked-examples.js";

describe("the §6 defaults follow the words of the Rolle", () => {
  test("Q-B28 R1 is the default: 'in diesem und den vorigen Punkten … vier Part davon zugelegt werden' reaches §6, so EX-01 comes to its variant B", () => {
    const { d, row, readings } = decideUnder(EX01);
    assert.deepEqual(table(d), {
      harm: ["3", "36"],
      jan: ["1", "12"],
      eilert: ["1", "12"],
      focke: ["1", "12"],
      ...AT_HOME_EX01,
      "officials-greetsiel": ["4", "48"],
    });
    assert.match(row("officials-greetsiel").reason, /every division \(Q-B28 R1\)/);
    assert.ok(usedNames(readings).includes("officials_parts_scope"));
  });

  test("6.2 'Ist nun Jemand mit auf dem Schiff, der mit bergen hilft': a grown son or a boy who stayed ashore has no part", () => {
    const facts = {
      ...EX01,
      people: [
        ...EX01.people,
        { id: "tade", roles: ["grown_son"], son_of: "jan" },
        { id: "wessel", roles: ["boy"], son_of: "jan" },
      ],
    };
    const { row, d } = decide(facts, EX01_READINGS);
    assert.equal(row("tade").parts, "0");
    assert.equal(row("wessel").parts, "0");
    assert.match(row("tade").reason, /not aboard a salvaging ship/);
    assert.equal(d.funds[0]?.totalParts, "6");
  });

  test("Q-B02 R2 is the default: 6.2 gives a body part to one 'dem das Schiff nicht mit zugehört', so a co-owner aboard has his ship share only", () => {
    const facts = {
      ...EX01,
      ships: [
        ship("hoop", "harm", [
          ["harm", "2/3"],
          ["jan", "1/3"],
        ]),
      ],
    };
    const { row, readings } = decideUnder(facts, { officials_parts_scope: "R2" });
    assert.equal(row("jan").parts, "2/3"); // a third of the ship's two parts, nothing for his person
    assert.equal(row("harm").parts, "7/3"); // two thirds of the ship's parts, and his own part as skipper (6.1)
    assert.equal(row("eilert").parts, "1");
    assert.ok(usedNames(readings).includes("ship_parts_recipient"));
  });
});

describe("EX-01 — salvage outside the reefs", () => {
  test("EX-01 main table: Harm 3 parts, Jan, Eilert and Focke 1 each; one part = 20 u", () => {
    const { d } = decide(EX01, EX01_READINGS);
    assert.deepEqual(table(d), {
      harm: ["3", "60"],
      jan: ["1", "20"],
      eilert: ["1", "20"],
      focke: ["1", "20"],
      ...AT_HOME_EX01,
    });
    assert.equal(d.funds[0]?.totalParts, "6");
    assert.equal(d.funds[0]?.perPart?.u, "20");
    assert.equal(roundedTotal(d), 12000n);
  });

  test("EX-01 variant A (Q-B03 R2): the boy Focke has no part; one part = 24 u", () => {
    const { d } = decide(EX01, { ...EX01_READINGS, boy_part_aboard: "R2" });
    assert.deepEqual(table(d), {
      harm: ["3", "72"],
      jan: ["1", "24"],
      eilert: ["1", "24"],
      focke: ["0", "0"],
      ...AT_HOME_EX01,
    });
  });

  test("EX-01 variant B (Q-B28 R1, Q-B27 R1, Q-B29 R1): the officials' four parts; one part = 12 u", () => {
    const { d, row } = decide(EX01, {
      ...EX01_READINGS,
      officials_parts_scope: "R1",
      officials_parts_recipient: "R1",
      officials_parts_arithmetic: "R1",
    });
    assert.deepEqual(table(d), {
      harm: ["3", "36"],
      jan: ["1", "12"],
      eilert: ["1", "12"],
      focke: ["1", "12"],
      ...AT_HOME_EX01,
      "officials-greetsiel": ["4", "48"],
    });
    assert.equal(row("officials-greetsiel").name, "Officials at Greetsiel (through the Vogt)");
    assert.deepEqual(row("officials-greetsiel").provisions, ["borkum-1666/8.3"]);
  });

  test("EX-01 variant C (Q-B06 R2, Q-B07 R1, Q-B08 R1): those at home share too; one part = 120/11 u", () => {
    const { d } = decide(EX01, {
      ...EX01_READINGS,
      home_rule_scope: "R2",
      home_exception_parts: "R1",
      widow_home_part_inside: "R1",
    });
    const eleventh = "120/11";
    assert.deepEqual(table(d), {
      harm: ["3", "360/11"],
      jan: ["1", eleventh],
      eilert: ["1", eleventh],
      focke: ["1", eleventh],
      vogt: ["1", eleventh],
      pastor: ["1", eleventh],
      antje: ["1", eleventh],
      gesche: ["1", eleventh],
      hilke: ["1", eleventh],
    });
    assert.equal(d.funds[0]?.totalParts, "11");
    assert.equal(roundedTotal(d), 12000n);
  });
});

describe("EX-02 — salvage inside the reefs", () => {
  const NOTHING = {
    "h2-sons": ["0", "0"],
    boys: ["0", "0"],
    wiard: ["0", "0"],
    others: ["0", "0"],
  };

  test("EX-02 main table: 17 parts, one part = 20 u", () => {
    const { d, row } = decide(EX02, EX02_READINGS);
    assert.deepEqual(table(d), {
      meinert: ["3", "60"],
      h1: ["1", "20"],
      h2: ["1", "20"],
      h3: ["1", "20"],
      h4: ["1", "20"],
      h5: ["1", "20"],
      albert: ["2", "40"],
      bojung: ["1", "20"],
      vogt: ["3", "60"],
      pastor: ["1", "20"],
      antje: ["1", "20"],
      gesche: ["1", "20"],
      ...NOTHING,
    });
    assert.match(row("h2-sons").reason, /grown son: inside the reefs only heads of household have a part/);
    assert.match(row("others").reason, /^stayed at home: no part \(borkum-1666\/6\.4\)$/);
    assert.equal(roundedTotal(d), 34000n);
  });

  test("EX-02 variant A (Q-B09 R2): the Vogt's three wagon parts come on top of his part at home", () => {
    const { d } = decide(EX02, { ...EX02_READINGS, vogt_wagon_parts: "R2" });
    const t = table(d);
    assert.deepEqual(t.vogt, ["4", "680/9"]);
    assert.deepEqual(t.meinert, ["3", "170/3"]);
    assert.deepEqual(t.albert, ["2", "340/9"]);
    assert.deepEqual(t.h1, ["1", "170/9"]);
    assert.deepEqual(t.antje, ["1", "170/9"]);
    assert.equal(d.funds[0]?.totalParts, "18");
    assert.equal(roundedTotal(d), 34000n);
  });

  test("EX-02 variant B (Q-B08 R2): widows at home have nothing when no one was sent in their place", () => {
    const { d, row } = decide(EX02, { ...EX02_READINGS, widow_home_part_inside: "R2" });
    const t = table(d);
    assert.deepEqual(t.antje, ["0", "0"]);
    assert.deepEqual(t.gesche, ["0", "0"]);
    assert.deepEqual(t.meinert, ["3", "68"]);
    assert.deepEqual(t.vogt, ["3", "68"]);
    assert.deepEqual(t.h1, ["1", "68/3"]);
    assert.deepEqual(t.albert, ["2", "136/3"]);
    assert.deepEqual(t.pastor, ["1", "68/3"]);
    assert.equal(d.funds[0]?.totalParts, "15");
    assert.match(row("antje").reason, /Q-B08 R2/);
  });
});

describe("EX-03 — foot-strand goods", () => {
  test("EX-03 main table: Vogt 4, pastor 2, 16 households 1 each, Trientje 1 through her farmhand; one part = 10 u", () => {
    const { d, row } = decide(EX03, EX03_READINGS);
    assert.deepEqual(table(d), {
      vogt: ["4", "40"],
      pastor: ["2", "20"],
      helpers: ["15", "150"],
      ubbo: ["1", "10"],
      "ubbo-sons": ["0", "0"],
      trientje: ["1", "10"],
      "trientje-farmhand": ["0", "0"],
      wobke: ["0", "0"],
      idle: ["0", "0"],
    });
    assert.equal(d.funds[0]?.totalParts, "23");
    assert.match(row("ubbo-sons").reason, /^grown son: inside his father's one part \(ubbo\) \(borkum-1666\/6\.9\)$/);
    assert.equal(row("helpers").basis[0]?.parts, "15");
    assert.equal(roundedTotal(d), 23000n);
  });

  test("EX-03 variant (Q-B28 R1, Q-B29 R1): four more parts for the officials; one part = 230/27 u", () => {
    const { d, row } = decide(EX03, {
      ...EX03_READINGS,
      officials_parts_scope: "R1",
      officials_parts_arithmetic: "R1",
    });
    assert.deepEqual(table(d), {
      vogt: ["4", "920/27"],
      pastor: ["2", "460/27"],
      helpers: ["15", "1150/9"], // 3450/27
      ubbo: ["1", "230/27"],
      "ubbo-sons": ["0", "0"],
      trientje: ["1", "230/27"],
      "trientje-farmhand": ["0", "0"],
      wobke: ["0", "0"],
      idle: ["0", "0"],
      "officials-greetsiel": ["4", "920/27"],
    });
    // The table's row of 16 households: 15 + Ubbo = 3680/27.
    assert.ok(
      R(row("helpers").exact.u as string)
        .add(R(row("ubbo").exact.u as string))
        .eq(R("3680/27")),
    );
    assert.equal(roundedTotal(d), 23000n);
  });

  test("EX-03 remark (Q-B28 R3): the main table stands and the Vogt's 40 u are the officials' share", () => {
    const { d, row } = decide(EX03, { ...EX03_READINGS, officials_parts_scope: "R3" });
    assert.deepEqual(table(d), table(decide(EX03, EX03_READINGS).d));
    assert.equal(
      d.allocations.find((a) => a.id === "officials-greetsiel"),
      undefined,
    );
    assert.equal(row("vogt").exact.u, "40");
    assert.match(row("vogt").reason, /they are the officials' four parts of 8\.3 \(Q-B28 R3\)/);
    assert.ok(row("vogt").provisions.includes("borkum-1666/8.3"));
    const notes = allSteps(d.explanation)
      .filter((s) => s.status === "note")
      .map((s) => s.label);
    assert.ok(notes.some((l) => l.includes("are the Vogt's four parts of foot-strand goods (Q-B28 R3)")));
  });
});
