import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { parse as parseYaml } from "yaml";
import { amountSchema } from "../../cases/common.js";
import type { Allocation, DeterminationBody } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions, type Step } from "../../core/explain.js";
import { type Currency, Money, NEUTRAL_U } from "../../core/money.js";
import { R } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { borkum1666 } from "./index.js";
import {
  AS_IN_THE_WORKED_EXAMPLES,
  EX01,
  EX01_READINGS,
  EX02,
  EX02_READINGS,
  EX03,
  EX03_READINGS,
  ship,
} from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

const salvage = borkum1666.kinds.find((k) => k.kind === "salvage") as (typeof borkum1666.kinds)[number];

interface Decided {
  d: DeterminationBody;
  readings: ReadingSet;
  row: (id: string) => Allocation;
}

/** Decide under the readings the worked examples take (see AS_IN_THE_WORKED_EXAMPLES), then `overrides`. */
function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U): Decided {
  return decideUnder(raw, { ...AS_IN_THE_WORKED_EXAMPLES, ...overrides }, currency);
}

/** Decide under the register's defaults, except `overrides`. */
function decideUnder(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U): Decided {
  const facts = salvage.facts(amountSchema(currency)).parse(raw);
  const readings = new ReadingSet(borkum1666.readings, overrides);
  const d = salvage.decide(facts, { readings, currency });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  return { d, readings, row };
}

/** id -> [parts, exact amount in u], the shape of the tables in RULES.md. */
function table(d: DeterminationBody): Record<string, [string, string]> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, [a.parts as string, a.exact.u as string]]));
}

function roundedTotal(d: DeterminationBody): bigint {
  return d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

function usedNames(r: ReadingSet): string[] {
  return r.used().map((u) => u.name);
}

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

const AT_HOME_EX01 = { vogt: ["0", "0"], pastor: ["0", "0"], antje: ["0", "0"], gesche: ["0", "0"], hilke: ["0", "0"] };

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

// ---------------------------------------------------------------------------
// Errors

describe("facts §6 cannot decide", () => {
  test("came_ashore_by_itself with place outside_reefs is an error at facts.place", () => {
    assert.throws(
      () => decide({ ...EX01, came_ashore_by_itself: true }),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.place" && /beach/.test(e.message),
    );
  });

  test("pieces of a ship that came ashore by themselves are wreck under §8, not §6", () => {
    assert.throws(
      () => decide({ ...EX03, merchant_goods: false }),
      (e: unknown) =>
        e instanceof NotCoveredError &&
        e.path === "facts.merchant_goods" &&
        /§8/.test(e.message) &&
        e.provisions.includes("borkum-1666/8.1"),
    );
  });

  test("salvage inside the reefs with no salvaging ship says so at facts.ships", () => {
    assert.throws(
      () => decide({ ...EX02, ships: [], people: EX02.people.filter((p) => !("aboard" in p)) }),
      (e: unknown) =>
        e instanceof CaseError && e.issues[0]?.path === "facts.ships" && /no salvaging ship/.test(e.message),
    );
    const wreckOnly = { ...EX02, ships: [{ ...ship("hoffnung", "meinert"), salvaging: false }] };
    assert.throws(
      () => decide(wreckOnly),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.ships",
    );
  });

  test("goods taken on the beach that did not come ashore by themselves are not covered", () => {
    assert.throws(
      () => decide({ ...EX03, came_ashore_by_itself: false, ships: [ship("s", "ubbo")] }),
      (e: unknown) => e instanceof NotCoveredError && e.path === "facts.place",
    );
  });

  test("a ship's owner cannot be a group row", () => {
    const facts = { ...EX01, people: EX01.people.map((p) => (p.id === "harm" ? { ...p, count: 2 } : p)) };
    assert.throws(
      () => decide(facts),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.people[0].count",
    );
  });

  // 'der Vogt', 'der Pastor' (6.4, 6.7) and 'der Schiffer' (6.1, 6.3) are one man
  // each, at sea and ashore alike: a group row of them is refused, not multiplied.
  for (const [name, facts] of [
    ["on the reefs", EX01],
    ["foot-strand goods", EX03],
  ] as const) {
    for (const role of ["vogt", "pastor", "skipper"] as const) {
      test(`${name}: a ${role} cannot be a group row`, () => {
        const people = facts.people.map((p) => ({ ...p }));
        let i = people.findIndex((p) => (p.roles as readonly string[]).includes(role));
        if (i < 0) {
          people.push({ id: `the-${role}`, roles: [role] } as (typeof people)[number]);
          i = people.length - 1;
        }
        people[i] = { ...people[i], count: 3 } as (typeof people)[number];
        assert.throws(
          () => decide({ ...facts, people }),
          (e: unknown) =>
            e instanceof CaseError && e.issues[0]?.path === `facts.people[${i}].count` && /one man/.test(e.message),
        );
      });
    }
  }
});

// ---------------------------------------------------------------------------
// The division always adds up, whatever the order of the people

const ROLES = ["householder", "widow", "grown_son", "boy", "farmhand", "unmarried"] as const;

const personArb = (i: number, ships: number) =>
  fc.record({
    id: fc.constant(`p${i}`),
    roles: fc.subarray([...ROLES], { minLength: 1, maxLength: 2 }),
    farm: fc.option(fc.constantFrom("altbauer", "neubauer"), { nil: undefined }),
    count: fc.integer({ min: 1, max: 4 }),
    aboard: fc.option(fc.constantFrom(...Array.from({ length: ships }, (_, k) => `s${k}`)), { nil: undefined }),
    helped: fc.boolean(),
    carted: fc.boolean(),
    wagon: fc.boolean(),
    unable_to_work: fc.boolean(),
    without_means: fc.boolean(),
    // Household ties to the fixed people below (a skipper-householder and a widow).
    son_of: fc.option(fc.constantFrom("skip0", "p-owner"), { nil: undefined }),
    in_place_of: fc.option(fc.constantFrom("skip0", "p-owner"), { nil: undefined }),
  });

/** Any alternative of any reading the rules consult. */
const readingsArb = fc.record(
  Object.fromEntries(
    borkum1666.readings
      .filter((r) => r.name !== "reichstaler_subdivision")
      .map((r) => [r.name, fc.constantFrom(...r.alternatives.map((a) => a.code))]),
  ),
) as fc.Arbitrary<Record<string, string>>;

const caseArb = fc
  .record({
    where: fc.constantFrom("outside_reefs", "on_reefs", "open_sea", "inside_reefs", "beach"),
    ships: fc.integer({ min: 1, max: 2 }),
    n: fc.integer({ min: 0, max: 12 }),
    money: fc.bigInt({ min: 0n, max: 10_000_000n }),
    readings: readingsArb,
    widowUnable: fc.boolean(),
    vogtHelps: fc.boolean(),
  })
  .chain((c) => fc.tuple(fc.constant(c), fc.tuple(...Array.from({ length: c.n }, (_, i) => personArb(i, c.ships)))))
  .map(([c, people]) => {
    const footStrand = c.where === "beach";
    const skippers = Array.from({ length: c.ships }, (_, k) => ({
      id: `skip${k}`,
      roles: ["householder"],
      aboard: `s${k}`,
      helped: true,
    }));
    const ships = Array.from({ length: c.ships }, (_, k) =>
      ship(`s${k}`, `skip${k}`, [
        [`skip${k}`, "1/2"],
        ["p-owner", "1/2"],
      ]),
    );
    const all = [
      ...skippers,
      { id: "p-owner", roles: ["widow"], unable_to_work: c.widowUnable },
      { id: "vogt", roles: ["vogt"], helped: c.vogtHelps, wagon: c.vogtHelps },
      { id: "pastor", roles: ["pastor"] },
      ...people,
    ];
    return {
      facts: {
        place: c.where,
        came_ashore_by_itself: footStrand,
        salvage_money: `${c.money} c`,
        ships,
        people: all,
      },
      readings: c.readings,
      money: c.money,
    };
  });

describe("properties of the division", () => {
  test("under any readings, the rounded shares add up to the fund, and the order of the people changes no one's parts or amount", () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) =>
          fc.tuple(fc.constant(c), fc.shuffledSubarray(c.facts.people, { minLength: c.facts.people.length })),
        ),
        ([c, shuffled]) => {
          const a = decide(c.facts, c.readings).d;
          if (a.funds[0]?.totalParts !== "0") assert.equal(roundedTotal(a), c.money);
          const b = decide({ ...c.facts, people: shuffled }, c.readings).d;
          const key = (d: DeterminationBody) =>
            Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
          assert.deepEqual(key(b), key(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// The example case files decide, and add up

describe("examples/borkum-1666", () => {
  const dir = new URL("../../../examples/borkum-1666/", import.meta.url);
  // Only the salvage cases: the folder also holds pilotage and wreck examples.
  const files = readdirSync(dir).filter(
    (f) => f.endsWith(".yaml") && parseYaml(readFileSync(new URL(f, dir), "utf8")).kind === "salvage",
  );

  test("there is an example for each situation of §6, and one in Reichstaler", () => {
    for (const f of ["salvage-outside-reefs.yaml", "salvage-inside-reefs.yaml", "foot-strand.yaml"]) {
      assert.ok(files.includes(f), f);
    }
    assert.ok(files.length >= 4);
  });

  for (const file of files) {
    test(`${file} decides and its rounded shares add up to the salvage money`, () => {
      const env = parseYaml(readFileSync(new URL(file, dir), "utf8"));
      assert.equal(env.version, 1);
      assert.equal(env.statute, "borkum-1666");
      assert.equal(env.kind, "salvage");
      const probe = new ReadingSet(borkum1666.readings, env.readings ?? {});
      const currency = borkum1666.currency(env.currency ?? borkum1666.currencies[0], probe) as Currency;
      const { d } = decide(env.facts, env.readings ?? {}, currency);
      const fund = Money.parse(currency, String(env.facts.salvage_money)) as Money;
      assert.equal(roundedTotal(d), fund.minor.num);
      assert.equal(d.allocations.length, env.facts.people.length);
    });
  }

  test("the EX files give the tables of RULES.md", () => {
    const load = (f: string) => parseYaml(readFileSync(new URL(f, dir), "utf8")).facts;
    assert.equal(decide(load("salvage-outside-reefs.yaml")).d.funds[0]?.perPart?.u, "20");
    assert.equal(decide(load("salvage-inside-reefs.yaml")).d.funds[0]?.perPart?.u, "20");
    assert.equal(decide(load("foot-strand.yaml")).d.funds[0]?.perPart?.u, "10");
  });

  test("the Reichstaler example rounds to whole Witten: 11 parts of 20160/11 Witten", () => {
    const env = parseYaml(readFileSync(new URL("reichstaler-two-ships.yaml", dir), "utf8"));
    const currency = borkum1666.currency("reichstaler", new ReadingSet(borkum1666.readings)) as Currency;
    const { d, row } = decide(env.facts, {}, currency);
    assert.equal(d.funds[0]?.totalParts, "11");
    assert.equal(d.funds[0]?.perPart?.minor, "20160/11");
    assert.equal(row("toenjes").parts, "5/3");
    assert.equal(row("geske").parts, "2/3");
    assert.equal(row("eppe").parts, "5/3");
    assert.equal(row("geske").exact.minor, "13440/11");
    assert.equal(row("geske").rounded.minor, "1222");
    assert.equal(row("geske").roundedUp, true);
    // Five Witten are left over: Geske (9/11), then Harmen, Jelte, Poppe (8/11), then Eppe (6/11, before Tönjes by id).
    assert.deepEqual(
      d.allocations.filter((a) => a.roundedUp).map((a) => a.id),
      ["geske", "eppe", "jelte", "harmen", "poppe"],
    );
    assert.equal(row("toenjes").rounded.text, "5 rtl 35 st 4 w");
    assert.equal(roundedTotal(d), 20160n);
  });
});
