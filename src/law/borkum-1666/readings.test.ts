// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { Allocation, DeterminationBody } from "../../core/determination.js";
import { type Currency, Money, NEUTRAL_U } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { borkum1666 } from "./index.js";
import { BORKUM_READINGS, type BorkumReading } from "./readings.js";
import { AS_IN_THE_WORKED_EXAMPLES, EX02, EX03, ship } from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// Helpers (as in salvage.test.ts: decide raw facts through the kind handler)

const salvage = borkum1666.kinds.find((k) => k.kind === "salvage") as (typeof borkum1666.kinds)[number];

/** Decide under the readings the worked examples take (see AS_IN_THE_WORKED_EXAMPLES), then `overrides`. */
function decide(raw: unknown, overrides: Record<string, string> = {}, currency: Currency = NEUTRAL_U) {
  const facts = factsSchema(salvage, currency).parse(raw);
  const readings = new ReadingSet(borkum1666.readings, { ...AS_IN_THE_WORKED_EXAMPLES, ...overrides });
  const d: DeterminationBody = salvage.decide(facts, { readings, currency });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  const parts = (id: string): string => row(id).parts as string;
  const used = readings.used().map((u) => u.name);
  return { d, row, parts, used, total: d.funds[0]?.totalParts };
}

/** Decide under each alternative; assert the reading was consulted each time. */
function under(name: BorkumReading, raw: unknown, codes: string[], more: Record<string, string> = {}) {
  return codes.map((code) => {
    const r = decide(raw, { ...more, [name]: code });
    assert.ok(r.used.includes(name), `${name} was not consulted under ${code}`);
    return r;
  });
}

const OUTSIDE = {
  place: "outside_reefs",
  salvage_money: 120,
  ships: [ship("hoop", "harm")],
  people: [
    { id: "harm", roles: ["householder"], aboard: "hoop", helped: true },
    { id: "jan", roles: ["householder"], aboard: "hoop", helped: true },
    { id: "focke", roles: ["boy"], son_of: "tjark", aboard: "hoop", helped: true },
    { id: "eilert", roles: ["grown_son"], son_of: "tjark", aboard: "hoop", helped: true },
    { id: "tjark", roles: ["householder"] },
    { id: "vogt", roles: ["vogt"] },
  ],
};

const INSIDE = EX02;
const FOOT_STRAND = EX03;

const withPerson = <T extends { people: object[] }>(facts: T, id: string, change: object): T => ({
  ...facts,
  people: facts.people.map((p) => ((p as { id: string }).id === id ? { ...p, ...change } : p)),
});

// ---------------------------------------------------------------------------
// The definitions

/** The register's questions for §5 and §6 (and 8.3 as it reaches §6): name, default, Affects. */
const REGISTER: [string, BorkumReading, string, string[]][] = [
  ["Q-B01", "part_fund", "R1", ["5", "6.1", "6.3", "6.7", "7.3", "7.8"]],
  ["Q-B02", "ship_parts_recipient", "R2", ["6.1", "6.2"]],
  ["Q-B03", "boy_part_aboard", "R1", ["6.2"]],
  ["Q-B04", "son_part", "R2", ["6.2", "6.3", "6.9", "7.8"]],
  ["Q-B05", "inside_helper_status", "R1", ["6.3"]],
  ["Q-B06", "home_rule_scope", "R1", ["6.1", "6.4", "6.5", "6.6"]],
  ["Q-B07", "home_exception_parts", "R1", ["6.4", "6.5"]],
  ["Q-B08", "widow_home_part_inside", "R1", ["6.4"]],
  ["Q-B09", "vogt_wagon_parts", "R1", ["6.5"]],
  ["Q-B10", "altbauer_wagon_parts", "R1", ["6.6"]],
  ["Q-B11", "neubauer_wagon", "R1", ["6.6"]],
  ["Q-B12", "footstrand_fixed_parts", "R1", ["6.7", "6.8"]],
  ["Q-B13", "help_conjunctive", "R1", ["6.8"]],
  ["Q-B14", "widow_substitute", "R1", ["6.7"]],
  ["Q-B15", "footstrand_fund", "R1", ["6.7"]],
  ["Q-B27", "officials_parts_recipient", "R1", ["8.3"]],
  ["Q-B28", "officials_parts_scope", "R1", ["6.1", "6.3", "6.7", "7.3", "8.3"]],
  ["Q-B29", "officials_parts_arithmetic", "R2", ["6.1", "6.3", "6.7", "7.3", "8.3"]],
  ["Q-S01", "reichstaler_subdivision", "R1", ["5"]],
];

describe("the readings of borkum-1666 §§5–6", () => {
  test("every open question of the register for §5 and §6 is a reading with its name, default and provisions", () => {
    assert.equal(BORKUM_READINGS.length, REGISTER.length);
    for (const [question, name, dflt, affects] of REGISTER) {
      const def = BORKUM_READINGS.find((r) => r.name === name);
      assert.ok(def, name);
      assert.equal(def.question, question, name);
      assert.equal(def.default, dflt, name);
      assert.deepEqual(
        def.provisions,
        affects.map((n) => `borkum-1666/${n}`),
        name,
      );
    }
  });

  test("alternatives are coded R1, R2, ... with a snake_case slug and a one-line label", () => {
    for (const def of BORKUM_READINGS) {
      def.alternatives.forEach((a, i) => {
        assert.equal(a.code, `R${i + 1}`, def.name);
        assert.match(a.slug, /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, `${def.name} ${a.slug}`);
        assert.ok(a.label.length > 10 && !a.label.includes("\n"), `${def.name} ${a.code}`);
      });
      assert.ok(def.alternatives.length >= 2, def.name);
    }
  });

  test("a reading may be set by its slug as well as its code", () => {
    const r = new ReadingSet(borkum1666.readings, { boy_part_aboard: "no_part" });
    assert.equal(r.get("boy_part_aboard"), "R2");
  });

  test("reichstaler_subdivision (Q-S01) is sealaw's own, and its note says the reckoning is uncertain", () => {
    const def = BORKUM_READINGS.find((r) => r.name === "reichstaler_subdivision");
    assert.match(def?.note ?? "", /registers/);
    assert.match(def?.note ?? "", /uncertain/);
  });
});

// ---------------------------------------------------------------------------
// Currencies

describe("the module's currencies", () => {
  test("the currencies are reichstaler (the default) and u", () => {
    assert.deepEqual(borkum1666.currencies, ["reichstaler", "u"]);
  });

  test("u is the neutral unit and consults no reading; an unknown id is undefined", () => {
    const r = new ReadingSet(borkum1666.readings);
    assert.equal(borkum1666.currency("u", r), NEUTRAL_U);
    assert.equal(borkum1666.currency("gulden", r), undefined);
    assert.deepEqual(r.used(), []);
  });

  test("reichstaler_subdivision: R1 54 Stüber of 10 Witten, R2 54 Stüber, R3 the schlichter Taler of 30 Stüber", () => {
    const units = (code: string) => {
      const r = new ReadingSet(borkum1666.readings, { reichstaler_subdivision: code });
      const c = borkum1666.currency("reichstaler", r) as Currency;
      assert.deepEqual(
        r.used().map((u) => u.name),
        ["reichstaler_subdivision"],
      );
      return c.units.map((u) => `${u.code}=${u.inSmallest}`).join(" ");
    };
    assert.equal(units("R1"), "rtl=540 st=10 w=1");
    assert.equal(units("R2"), "rtl=54 st=1");
    assert.equal(units("R3"), "rtl=300 st=10 w=1");
  });

  test("reichstaler_subdivision: the same case rounds to Witten under R1 and to whole Stüber under R2", () => {
    const facts = { ...OUTSIDE, salvage_money: "37 rtl 18 st" };
    const at = (code: string) => {
      const c = borkum1666.currency(
        "reichstaler",
        new ReadingSet(borkum1666.readings, { reichstaler_subdivision: code }),
      );
      return decide(facts, { reichstaler_subdivision: code }, c as Currency);
    };
    const r1 = at("R1");
    const r2 = at("R2");
    // harm 3 (his ship and himself), jan, focke, eilert 1 each: 6 parts
    assert.equal(r1.total, "6");
    assert.equal(r1.d.funds[0]?.perPart?.minor, "3360"); // Witten
    assert.equal(r2.d.funds[0]?.perPart?.minor, "336"); // Stüber
    assert.equal(r1.d.funds[0]?.amount.minorUnit, "w");
    assert.equal(r2.d.funds[0]?.amount.minorUnit, "st");
  });
});

// ---------------------------------------------------------------------------
// Switching each reading changes what it should

describe("switching a reading changes what it should", () => {
  test("part_fund (Q-B01): with no salvage money paid, R2 divides the goods themselves and asks for their value", () => {
    const [r1, r2] = under("part_fund", { ...OUTSIDE, salvage_money: 0 }, ["R1", "R2"]);
    assert.deepEqual(r1?.d.assessments, []);
    assert.ok(r1?.d.warnings.some((w) => /nothing to divide/.test(w.message)));
    assert.equal(r2?.d.assessments.length, 1);
    assert.match(r2?.d.assessments[0]?.what ?? "", /unclaimed goods/);
    assert.equal(r2?.d.assessments[0]?.status, "needed");
    assert.ok(r2?.d.warnings.some((w) => /provisional/.test(w.message)));
    assert.equal(r2?.parts("harm"), "3");
    // With money paid, R2 is R1.
    const paid = under("part_fund", OUTSIDE, ["R1", "R2"]);
    assert.deepEqual(paid[0]?.d.allocations, paid[1]?.d.allocations);
  });

  test("ship_parts_recipient (Q-B02): a co-owner aboard has a part for his person under R1, his ship share only under R2", () => {
    const facts = {
      ...OUTSIDE,
      ships: [
        ship("hoop", "harm", [
          ["harm", "2/3"],
          ["jan", "1/3"],
        ]),
      ],
    };
    const [r1, r2] = under("ship_parts_recipient", facts, ["R1", "R2"]);
    assert.equal(r1?.parts("jan"), "5/3");
    assert.equal(r2?.parts("jan"), "2/3");
    assert.equal(r2?.parts("harm"), "7/3"); // the skipper keeps his own part
  });

  test("boy_part_aboard (Q-B03): R1 one part, R2 none, R3 one part for his father's household", () => {
    const [r1, r2, r3] = under("boy_part_aboard", OUTSIDE, ["R1", "R2", "R3"]);
    assert.equal(r1?.parts("focke"), "1");
    assert.equal(r2?.parts("focke"), "0");
    assert.equal(r3?.parts("focke"), "0");
    assert.equal(r3?.parts("tjark"), "1");
    assert.ok(r3?.row("tjark").provisions.includes("borkum-1666/6.9"));
    assert.equal(r1?.parts("tjark"), "0");
    // The father aboard himself: still one part for the household.
    const fatherAboard = withPerson(OUTSIDE, "tjark", { aboard: "hoop", helped: true });
    const [r3b] = under("boy_part_aboard", fatherAboard, ["R3"]);
    assert.equal(r3b?.parts("tjark"), "1");
    assert.equal(r3b?.parts("focke"), "0");
  });

  test("son_part (Q-B04): aboard, R2 gives a grown son his own part, R1 one part for the household", () => {
    const [r1, r2] = under("son_part", OUTSIDE, ["R1", "R2"]);
    assert.equal(r2?.parts("eilert"), "1");
    assert.equal(r2?.parts("tjark"), "0");
    assert.equal(r1?.parts("eilert"), "0");
    assert.equal(r1?.parts("tjark"), "1");
  });

  test("inside_helper_status (Q-B05): R2 gives the farmhand and the grown sons a part", () => {
    const [r1, r2] = under("inside_helper_status", INSIDE, ["R1", "R2"]);
    assert.equal(r1?.parts("wiard"), "0");
    assert.equal(r1?.parts("h2-sons"), "0");
    assert.equal(r1?.total, "17");
    assert.equal(r2?.parts("wiard"), "1");
    assert.equal(r2?.parts("h2-sons"), "2");
    assert.equal(r2?.parts("boys"), "0");
    assert.equal(r2?.total, "20");
    // ... and under Q-B04 R1 the sons' help is inside H2's one part.
    const r2r1 = decide(INSIDE, { inside_helper_status: "R2", son_part: "R1" });
    assert.equal(r2r1.parts("h2-sons"), "0");
    assert.equal(r2r1.parts("h2"), "1");
  });

  test("home_rule_scope (Q-B06): under R2 the Vogt at home and an Altbauer carting with his wagon share outside the reefs", () => {
    const facts = {
      ...OUTSIDE,
      people: [
        ...OUTSIDE.people,
        { id: "albert", roles: ["householder"], farm: "altbauer", carted: true, wagon: true },
      ],
    };
    const [r1, r2] = under("home_rule_scope", facts, ["R1", "R2"]);
    assert.equal(r1?.parts("vogt"), "0");
    assert.equal(r1?.parts("albert"), "0");
    assert.match(r1?.row("vogt").reason ?? "", /Q-B06 R1/);
    assert.equal(r2?.parts("vogt"), "1");
    assert.equal(r2?.parts("albert"), "2");
  });

  test("home_exception_parts (Q-B07): R2 the foot-strand scale; R3 no number, so an assessment and a provisional division", () => {
    const [r1, r2, r3] = under("home_exception_parts", INSIDE, ["R1", "R2", "R3"]);
    assert.deepEqual([r1?.parts("pastor"), r1?.parts("antje")], ["1", "1"]);
    assert.deepEqual([r2?.parts("pastor"), r2?.parts("antje"), r2?.parts("vogt")], ["2", "1", "3"]);
    assert.equal(r2?.total, "18");
    assert.deepEqual([r3?.parts("pastor"), r3?.parts("antje"), r3?.parts("gesche")], ["0", "0", "0"]);
    assert.equal(r3?.parts("vogt"), "3"); // three in all with his wagon (Q-B09 R1): no part at home to number
    assert.equal(r3?.total, "14");
    assert.equal(r3?.d.assessments.length, 1);
    assert.match(r3?.d.assessments[0]?.what ?? "", /pastor, antje, gesche/);
    assert.match(r3?.d.assessments[0]?.by ?? "", /custom/);
    assert.ok(r3?.d.warnings.some((w) => /provisional/.test(w.message)));
    assert.equal(r3?.row("pastor").basis[0]?.parts, "0");
    const sum = r3?.d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
    assert.equal(sum, 34000n);
  });

  test("widow_home_part_inside (Q-B08): R2 only through a helper in her place; R3 only if she is unable", () => {
    const facts = {
      ...INSIDE,
      people: [
        ...withPerson(INSIDE, "antje", { unable_to_work: true }).people,
        { id: "knecht", roles: ["farmhand"], in_place_of: "gesche", helped: true },
      ],
    };
    const [r1, r2, r3] = under("widow_home_part_inside", facts, ["R1", "R2", "R3"]);
    assert.deepEqual([r1?.parts("antje"), r1?.parts("gesche")], ["1", "1"]);
    assert.deepEqual([r2?.parts("antje"), r2?.parts("gesche")], ["0", "1"]);
    assert.deepEqual([r3?.parts("antje"), r3?.parts("gesche")], ["1", "0"]);
    assert.equal(r2?.parts("knecht"), "0");
  });

  test("vogt_wagon_parts (Q-B09): R2 adds the three wagon parts to his part at home, as Q-B07 numbers it", () => {
    const [r1, r2] = under("vogt_wagon_parts", INSIDE, ["R1", "R2"]);
    assert.equal(r1?.parts("vogt"), "3");
    assert.equal(r2?.parts("vogt"), "4");
    assert.equal(decide(INSIDE, { vogt_wagon_parts: "R2", home_exception_parts: "R2" }).parts("vogt"), "7");
  });

  test("altbauer_wagon_parts (Q-B10): R2 three parts with the wagon; R3 one part even at home", () => {
    const facts = { ...INSIDE, people: [...INSIDE.people, { id: "eden", roles: ["householder"], farm: "altbauer" }] };
    const [r1, r2, r3] = under("altbauer_wagon_parts", facts, ["R1", "R2", "R3"]);
    assert.deepEqual([r1?.parts("albert"), r1?.parts("bojung"), r1?.parts("eden")], ["2", "1", "0"]);
    assert.deepEqual([r2?.parts("albert"), r2?.parts("bojung"), r2?.parts("eden")], ["3", "1", "0"]);
    assert.deepEqual([r3?.parts("albert"), r3?.parts("bojung"), r3?.parts("eden")], ["2", "1", "1"]);
  });

  test("neubauer_wagon (Q-B11): R2 gives a Neubauer with his wagon the Altbauer's two parts", () => {
    const facts = withPerson(INSIDE, "h1", { wagon: true });
    const [r1, r2] = under("neubauer_wagon", facts, ["R1", "R2"]);
    assert.equal(r1?.parts("h1"), "1");
    assert.equal(r2?.parts("h1"), "2");
    // 'ein jeder Altbauer, wenn er mit seinem Wagen hilft': a Neubauer's wagon is a
    // question only under R2, so Q-B11 is asked first, once a Neubauer helped; with
    // no Neubauer helping it is not asked at all.
    assert.equal(decide(INSIDE).used.includes("neubauer_wagon"), true);
    const inside = INSIDE as { people: { farm?: string }[] };
    const idle = { ...inside, people: inside.people.map((p) => (p.farm === "neubauer" ? { ...p, helped: false } : p)) };
    assert.equal(decide(idle).used.includes("neubauer_wagon"), false);
  });

  test("footstrand_fixed_parts (Q-B12): under R2 the Vogt and the pastor who did not help have nothing", () => {
    const [r1, r2] = under("footstrand_fixed_parts", FOOT_STRAND, ["R1", "R2"]);
    assert.deepEqual([r1?.parts("vogt"), r1?.parts("pastor"), r1?.total], ["4", "2", "23"]);
    assert.deepEqual([r2?.parts("vogt"), r2?.parts("pastor"), r2?.total], ["0", "0", "17"]);
    const helping = withPerson(FOOT_STRAND, "vogt", { helped: true, carted: true });
    assert.equal(decide(helping, { footstrand_fixed_parts: "R2" }).parts("vogt"), "4");
  });

  test("help_conjunctive (Q-B13): under R2 carting alone is not enough, so Trientje's household has nothing", () => {
    const [r1, r2] = under("help_conjunctive", FOOT_STRAND, ["R1", "R2"]);
    assert.equal(r1?.parts("trientje"), "1");
    assert.equal(r2?.parts("trientje"), "0");
    assert.equal(r2?.parts("ubbo"), "1");
    assert.equal(r2?.total, "22");
  });

  test("widow_substitute (Q-B14): R2 'unable' means poor; R3 the farmhand has the part", () => {
    const [r1, r2, r3] = under("widow_substitute", FOOT_STRAND, ["R1", "R2", "R3"]);
    assert.deepEqual([r1?.parts("trientje"), r1?.parts("trientje-farmhand")], ["1", "0"]);
    assert.deepEqual([r2?.parts("trientje"), r2?.parts("trientje-farmhand")], ["0", "0"]);
    assert.ok(r2?.d.warnings.some((w) => /not 'unvermögend' as Q-B14 R2/.test(w.message)));
    assert.deepEqual([r3?.parts("trientje"), r3?.parts("trientje-farmhand")], ["0", "1"]);
    const poor = withPerson(FOOT_STRAND, "trientje", { unable_to_work: false, without_means: true });
    assert.equal(decide(poor, { widow_substitute: "R2" }).parts("trientje"), "1");
    assert.equal(decide(poor, { widow_substitute: "R1" }).parts("trientje"), "0");
  });

  test("footstrand_fund (Q-B15): with no salvage money paid, R2 divides the goods and asks for their value", () => {
    const [r1, r2] = under("footstrand_fund", { ...FOOT_STRAND, salvage_money: 0 }, ["R1", "R2"]);
    assert.deepEqual(r1?.d.assessments, []);
    assert.equal(r2?.d.assessments.length, 1);
    assert.deepEqual(r2?.d.assessments[0]?.provisions, ["borkum-1666/5", "borkum-1666/6.7"]);
    assert.equal(decide(FOOT_STRAND).used.includes("part_fund"), false);
  });

  test("officials_parts_recipient (Q-B27): who holds the four parts shows in the name and the reason", () => {
    const [r1, r2, r3] = under("officials_parts_recipient", OUTSIDE, ["R1", "R2", "R3"], {
      officials_parts_scope: "R1",
    });
    assert.equal(r1?.row("officials-greetsiel").name, "Officials at Greetsiel (through the Vogt)");
    assert.equal(r2?.row("officials-greetsiel").name, "The Vogt himself (the officials' four parts)");
    assert.match(r2?.row("officials-greetsiel").reason ?? "", /kept by the Vogt himself/);
    assert.equal(r3?.row("officials-greetsiel").name, "The Vogt and the officials at Greetsiel jointly");
    for (const r of [r1, r2, r3]) assert.equal(r?.parts("officials-greetsiel"), "4");
    // Under Q-B28 R3 it says who keeps the Vogt's foot-strand parts.
    const [k] = under("officials_parts_recipient", FOOT_STRAND, ["R2"], { officials_parts_scope: "R3" });
    assert.match(k?.row("vogt").reason ?? "", /kept by the Vogt himself/);
    assert.equal(decide(OUTSIDE).used.includes("officials_parts_recipient"), false);
  });

  test("officials_parts_scope (Q-B28): R1 adds four parts to any division; R2 and R3 none to salvage with ships", () => {
    const [r1, r2, r3] = under("officials_parts_scope", INSIDE, ["R1", "R2", "R3"]);
    assert.equal(r1?.parts("officials-greetsiel"), "4");
    assert.equal(r1?.total, "21");
    for (const r of [r2, r3]) {
      assert.equal(
        r?.d.allocations.some((a) => a.id === "officials-greetsiel"),
        false,
      );
      assert.equal(r?.total, "17");
    }
    const step = (r3?.d.explanation.children ?? []).find((s) => s.rule === "borkum-1666/8.3#officials");
    assert.match(String(step?.value), /Q-B28 R3/);
  });

  test("officials_parts_arithmetic (Q-B29): R3 leaves the four parts out and asks for the customary total", () => {
    const [r1, r2, r3] = under("officials_parts_arithmetic", FOOT_STRAND, ["R1", "R2", "R3"], {
      officials_parts_scope: "R1",
    });
    assert.equal(r1?.parts("officials-greetsiel"), "4");
    assert.equal(r2?.parts("officials-greetsiel"), "4");
    assert.equal(r3?.parts("officials-greetsiel"), "0");
    assert.equal(r3?.total, "23");
    assert.match(r3?.d.assessments[0]?.what ?? "", /customary total/);
    assert.ok(r3?.d.warnings.some((w) => /provisional/.test(w.message)));
    assert.equal(r3?.row("vogt").exact.u, "40");
  });

  test("reichstaler_subdivision (Q-S01) is consulted through the currency, never by the rules", () => {
    const r = decide(OUTSIDE);
    assert.equal(r.used.includes("reichstaler_subdivision"), false);
    const m = Money.parse(borkum1666.currency("reichstaler", new ReadingSet(borkum1666.readings)) as Currency, "1 rtl");
    assert.equal((m as Money).minor.toString(), "540");
  });
});
