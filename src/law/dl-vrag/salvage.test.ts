// test: shared
/** Salvage under the Danish Law: the readings of dl-vrag/1–7 and 20–23, the duty to help (1–2), and who salvages (3–5). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { DeterminationBody } from "../../core/determination.js";
import { dlVrag } from "./index.js";
import { VRAG_SALVAGE_READINGS } from "./salvage-readings.js";
import {
  allSteps,
  anna,
  annaDivided,
  decide,
  ex19,
  freightFrom,
  gabriel,
  liabilitiesFrom,
  rd,
  stepOf,
} from "./test-support/salvage.js";

// ---------------------------------------------------------------------------
// The readings

const REGISTER: [string, string, string, string[]][] = [
  ["Q-V01", "blive_lost", "R1", ["dl-vrag/1", "dl-vrag/20"]],
  ["Q-V02", "skibsfolkene", "R1", ["dl-vrag/1"]],
  ["Q-V03", "skipper_priority", "R1", ["dl-vrag/3"]],
  ["Q-V04", "what_is_left", "R1", ["dl-vrag/4"]],
  ["Q-V05", "common_people", "R1", ["dl-vrag/5"]],
  ["Q-V06", "reward_payer", "R2", ["dl-vrag/6"]],
  ["Q-V13", "reasonable_freight", "R3", ["dl-vrag/20"]],
  ["Q-V14", "abandon_for_freight", "R1", ["dl-vrag/21"]],
  ["Q-V15", "stranding_vs_beaching", "R1", ["dl-vrag/22", "dl-averi/25"]],
  ["Q-V16", "wages_shortfall", "R1", ["dl-vrag/23"]],
  ["Q-S06", "reward_sharing", "R2", ["dl-vrag/2", "dl-vrag/6", "dl-vrag/7"]],
  ["Q-S09", "skipper_salvor", "R1", ["dl-vrag/2", "dl-vrag/3", "dl-vrag/6"]],
  ["Q-S11", "owner_salvor", "R1", ["dl-vrag/2", "dl-vrag/3", "dl-vrag/6"]],
];

describe("the readings of dl-vrag/1–7 and 20–23", () => {
  test("every open question of the register for these provisions is a reading with its name, default and provisions", () => {
    assert.equal(VRAG_SALVAGE_READINGS.length, REGISTER.length);
    for (const [question, name, dflt, affects] of REGISTER) {
      const def = VRAG_SALVAGE_READINGS.find((r) => r.name === name);
      assert.ok(def, name);
      assert.equal(def.question, question, name);
      assert.equal(def.default, dflt, name);
      assert.deepEqual(def.provisions, affects, name);
      assert.ok(dlVrag.readings.includes(def), `${name} is registered with the statute`);
    }
  });

  test("reward_sharing (Q-S06) is sealaw's own, and its note argues the default from 'efter lejligheden'", () => {
    const def = VRAG_SALVAGE_READINGS.find((r) => r.name === "reward_sharing");
    assert.match(def?.note ?? "", /sealaw's own/);
    assert.match(def?.note ?? "", /efter lejligheden/);
  });

  test("skipper_salvor (Q-S09) is sealaw's own, and its note gives the words for each side", () => {
    const def = VRAG_SALVAGE_READINGS.find((r) => r.name === "skipper_salvor");
    assert.match(def?.note ?? "", /sealaw's own/);
    assert.match(def?.note ?? "", /For R1: .*'Dog ingen at nyde noget til bjergeløn, uden han hjælper at bjerge'/);
    assert.match(
      def?.note ?? "",
      /For R2: .*'hvad skipperen, eller købmanden, skulle give dem til løn, som bjerget have'/,
    );
  });

  test("every reading of the chapter has a note that quotes the Danish words its default rests on", () => {
    for (const def of dlVrag.readings) {
      assert.match(def.note ?? "", /'[^']*[æøå][^']*'|'[a-z ,]+'/, `${def.name} quotes the original`);
    }
  });

  /**
   * For each reading: a case where it matters, and what the result shows under each
   * alternative. The reading must be consulted, and each alternative must give a
   * different result.
   */
  const SWITCHES: [string, unknown, (d: DeterminationBody) => unknown][] = [
    [
      "blive_lost",
      anna({}, { wholly_lost: false }),
      (d) => d.obligations.filter((o) => o.provisions[0] === "dl-vrag/1"),
    ],
    [
      "skibsfolkene",
      anna({ people: [...anna().people, { id: "klaus", helped: true }] }, { seafarers_at_hand: ["klaus"] }),
      (d) => d.obligations.some((o) => o.who === "klaus"),
    ],
    ["skipper_priority", anna(), (d) => d.obligations.filter((o) => o.provisions.includes("dl-vrag/3")).length],
    ["what_is_left", anna({}, { could_salvage_no_more: true }), (d) => d.options[0]?.choices],
    [
      "common_people",
      anna({ help_asked: [{ person: "soeren", office: "foreshore_holder" }] }, { skipper_could_not_manage: true }),
      (d) => d.obligations.find((o) => o.who === "soeren")?.what,
    ],
    ["reward_payer", anna(), (d) => d.liabilities.filter((l) => l.to === "the salvors").map((l) => l.amount?.text)],
    ["reasonable_freight", gabriel(), (d) => freightFrom(d, "morten")[0]?.amount?.text ?? null],
    ["abandon_for_freight", gabriel(), (d) => d.options.find((o) => o.holder === "morten")?.choices.length],
    ["stranding_vs_beaching", anna({}, { how: "run_ashore" }), (d) => d.warnings.length],
    ["wages_shortfall", ex19(), (d) => d.allocations.map((a) => a.rounded.text)],
    ["reward_sharing", anna(), (d) => d.allocations.length],
    [
      "skipper_salvor",
      anna({ salvage_money: 0, salvage_money_fixed_by: undefined }),
      (d) => d.assessments.find((a) => a.what.startsWith("The salvage reward for those who salvaged"))?.what,
    ],
    [
      "owner_salvor",
      anna({ salvage_money: 0, salvage_money_fixed_by: undefined }),
      (d) => d.assessments.find((a) => a.what.startsWith("The salvage reward for those who salvaged"))?.what,
    ],
  ];

  for (const [name, facts, show] of SWITCHES) {
    test(`${name}: consulted where it matters, and each alternative changes the result`, () => {
      const def = VRAG_SALVAGE_READINGS.find((r) => r.name === name);
      assert.ok(def, "def");
      const results = def.alternatives.map((a) => {
        const { d, readings, used } = decide(facts, { [name]: a.code });
        assert.ok(used.includes(name), `${name} ${a.code} is among the consulted readings`);
        assert.equal(readings.used().find((u) => u.name === name)?.value, a.code);
        return JSON.stringify(show(d));
      });
      assert.equal(new Set(results).size, results.length, `${name}: ${results.join(" | ")}`);
    });
  }

  test("a reading is consulted only where the facts make it matter", () => {
    const { used } = decide(anna());
    for (const name of ["blive_lost", "skibsfolkene", "what_is_left", "common_people", "wages_shortfall"]) {
      assert.ok(!used.includes(name), `${name} should not be consulted`);
    }
  });
});

// ---------------------------------------------------------------------------
// dl-vrag/1–2: the duty to help, and no help, no reward

describe("the duty to help salvage (dl-vrag/1–2)", () => {
  test("dl-vrag/1: each of the ship's people must help salvage ship and goods, for a fair reward", () => {
    const { d } = decide(anna());
    const bound = d.obligations.filter((o) => o.provisions.includes("dl-vrag/1")).map((o) => o.who);
    assert.deepEqual(bound, ["ole", "niels", "jens"]);
    assert.match(d.obligations[0]?.what ?? "", /fair salvage reward/);
  });

  test("dl-vrag/1: under Q-V01 R2 a ship that is not wholly lost does not bind her people", () => {
    const { d } = decide(anna({}, { wholly_lost: false }), { blive_lost: "R2" });
    assert.equal(d.obligations.filter((o) => o.provisions.includes("dl-vrag/1")).length, 0);
    assert.equal(
      stepOf(d, "dl-vrag/1#lost").value,
      "wrecked by storm but not wholly lost, and only a total loss counts (Q-V01 R2)",
    );
  });

  test("dl-vrag/1: a seaman who would not help is warned of dl-averi/4 and has nothing of the reward", () => {
    const { d, row } = decide(annaDivided());
    assert.ok(
      d.warnings.some((w) => w.message.startsWith("jens would not help") && w.provisions.includes("dl-averi/4")),
      `expected a warning where w.message.startsWith("jens would not help") && w.provisions.includes("dl-averi/4"); got: ${d.warnings.map((w) => w.message).join(" | ")}`,
    );
    assert.equal(row("jens").rounded.text, "0 rd");
  });

  test("dl-vrag/2: whoever did not help has no reward, and is shown with 0 and the reason", () => {
    const { row } = decide(annaDivided());
    for (const id of ["jens", "soeren"]) {
      assert.equal(row(id).parts, "0");
      assert.match(row(id).reason, /did not help to salvage/);
      assert.deepEqual(row(id).provisions, ["dl-vrag/2"]);
    }
    assert.equal(row("ole").parts, "1");
  });

  test("dl-vrag/2 'ingen at nyde noget til bjergeløn, uden han hjælper at bjerge': the skipper who helped shares in the reward (Q-S09 R1)", () => {
    const { d, row, used } = decide(annaDivided(), { reward_payer: "R1" });
    assert.equal(row("peder").parts, "1");
    assert.equal(rd(row("peder").exact), "6");
    assert.match(row("peder").reason, /dl-vrag\/2 bars only those who do not help.*dl-averi\/1.*\(Q-S09 R1\)/);
    assert.ok(used.includes("skipper_salvor"), "the reading is recorded");
    // He still gives the reward for the ship (Q-V06 R1): a payer and a sharer, shown apart.
    assert.equal(liabilitiesFrom(d, "peder")[0]?.amount?.text, "9 rd");
    // The merchant, who owns the goods saved, gives the reward for them and does not earn it.
    assert.equal(row("morten").parts, "0");
    assert.match(row("morten").reason, /gives the reward/);
    // With the reward still to be fixed, the skipper is among those it is fixed for.
    const open = decide(anna({ salvage_money: 0, salvage_money_fixed_by: undefined })).d;
    assert.match(open.assessments[0]?.what ?? "", /those who salvaged: peder, ole/);
  });

  test("dl-vrag/6 'hvad skipperen, eller købmanden, skulle give': under Q-S09 R2 the skipper gives the reward and is not paid it", () => {
    const { row } = decide(anna(), { skipper_salvor: "R2", reward_sharing: "R1" });
    assert.equal(row("peder").parts, "0");
    assert.match(row("peder").reason, /gives the reward for the ship .*\(Q-S09 R2\)/);
    assert.equal(row("ole").rounded.text, "4 rd 3 mk");
  });

  test("dl-vrag/6 'hvad skipperen, eller købmanden, skulle give dem til løn, som bjerget have': the merchant who helped is barred only by a reading (Q-S11), and /3's 'med hans købmænd … at bjerge' is its alternative", () => {
    // The text states no bar on a merchant who salvages: /2 bars only 'ingen … uden
    // han hjælper', /3 has the skipper salvage 'med hans købmænd'. That he gives and
    // is not paid is a reading of /6 (and of dl-averi/1, where the skipper takes the
    // reward 'af købmændene'), recorded as such.
    const r1 = decide(annaDivided(), { reward_payer: "R1" });
    assert.equal(r1.row("morten").parts, "0");
    assert.match(r1.row("morten").reason, /gives the reward .*\(Q-S11 R1\)/);
    assert.ok(r1.used.includes("owner_salvor"), "the reading is recorded");
    const def = VRAG_SALVAGE_READINGS.find((r) => r.name === "owner_salvor");
    assert.equal(def?.question, "Q-S11");
    assert.match(def?.note ?? "", /'Dog ingen at nyde noget til bjergeløn, uden han hjælper at bjerge'/);
    assert.match(def?.note ?? "", /'skal det være skipperen uforment med hans købmænd/);
    // R2: he helped, and is among those the reward is for; the assessors must say his share.
    const open = decide(anna({ salvage_money: 0, salvage_money_fixed_by: undefined }), { owner_salvor: "R2" }).d;
    assert.match(open.assessments[0]?.what ?? "", /those who salvaged: .*morten/);
    const even = decide(anna(), { owner_salvor: "R2", reward_sharing: "R1" });
    assert.equal(even.row("morten").parts, "1");
    assert.match(even.row("morten").reason, /helped to salvage/);
    // A merchant who did not help has nothing either way, and the reading is not asked.
    const idle = anna().people.map((p) => (p.id === "morten" ? { id: "morten", roles: ["merchant"] } : p));
    const notAsked = decide(anna({ people: idle }), { reward_sharing: "R1" });
    assert.equal(notAsked.row("morten").parts, "0");
    assert.ok(!notAsked.used.includes("owner_salvor"));
  });

  test("dl-vrag/2: a skipper who did not help has nothing, and the reading is not asked", () => {
    const people = anna().people.map((p) => (p.id === "peder" ? { id: "peder", roles: ["skipper"] } : p));
    const { row, used } = decide(anna({ people }), { reward_sharing: "R1" });
    assert.equal(row("peder").parts, "0");
    assert.match(row("peder").reason, /did not help/);
    assert.ok(!used.includes("skipper_salvor"), "skipper_salvor is not consulted");
  });
});

// ---------------------------------------------------------------------------
// dl-vrag/3–5: who salvages, the sale of what is left, the officials

describe("who salvages (dl-vrag/3–5)", () => {
  test("dl-vrag/3: the skipper salvages, and under Q-V03 R1 no one may take it out of his hands", () => {
    const facts = anna({ people: [...anna().people, { id: "amt", roles: ["official"] }] });
    const r1 = decide(facts).d;
    const who = r1.obligations.filter((o) => o.provisions.includes("dl-vrag/3")).map((o) => o.who);
    assert.deepEqual(who, ["amt", "everyone else"]);
    const r2 = decide(facts, { skipper_priority: "R2" }).d;
    assert.equal(r2.obligations.filter((o) => o.provisions.includes("dl-vrag/3")).length, 0);
  });

  test("dl-vrag/3: help asked while the skipper could manage binds no one under dl-vrag/5", () => {
    const { d } = decide(anna({ help_asked: [{ person: "soeren", office: "foreshore_holder" }] }));
    assert.ok(
      !d.obligations.some((o) => o.provisions.includes("dl-vrag/5")),
      `no an obligation where o.provisions.includes("dl-vrag/5"); got: ${d.obligations.map((o) => `${o.who}: ${o.what}`).join(" | ")}`,
    );
    assert.ok(
      allSteps(d.explanation).some((s) => s.label.includes("the duty of dl-vrag/5 arises only when")),
      "the explanation says the duty of dl-vrag/5 arises only when he cannot manage",
    );
  });

  test("dl-vrag/4: when they can salvage no more, the skipper and each merchant may sell what is left, unhindered", () => {
    const { d } = decide(anna({}, { could_salvage_no_more: true }));
    const holders = d.options.filter((o) => o.provisions.includes("dl-vrag/4")).map((o) => o.holder);
    assert.deepEqual(holders, ["peder", "morten"]);
    assert.match(d.options[0]?.choices[0] ?? "", /still lying there unsalvaged/);
    assert.ok(
      d.obligations.some((o) => o.who === "everyone" && o.provisions.includes("dl-vrag/4")),
      `expected an obligation where o.who === "everyone" && o.provisions.includes("dl-vrag/4"); got: ${d.obligations.map((o) => `${o.who}: ${o.what}`).join(" | ")}`,
    );
    const r2 = decide(anna({}, { could_salvage_no_more: true }), { what_is_left: "R2" }).d;
    assert.match(r2.options[0]?.choices[0] ?? "", /salvaged but cannot be taken away/);
  });

  test("dl-vrag/4: while they can still salvage, there is no sale to speak of", () => {
    const { d, used } = decide(anna());
    assert.equal(d.options.filter((o) => o.provisions.includes("dl-vrag/4")).length, 0);
    assert.equal(stepOf(d, "dl-vrag/4#sell").status, "not-applicable");
    assert.ok(!used.includes("what_is_left"), "what_is_left is not consulted");
  });

  const asked = anna(
    {
      help_asked: [
        { person: "amt", office: "amtmand" },
        { person: "joergen", office: "strand_bailiff" },
        { person: "priest", office: "other" },
      ],
      people: [
        ...anna().people,
        { id: "amt", roles: ["official"] },
        { id: "joergen", roles: ["official"], helped: true },
        { id: "foged", roles: ["official"] },
        { id: "priest", roles: ["pastor"] },
      ],
    },
    { skipper_could_not_manage: true },
  );

  test("dl-vrag/5: if the skipper cannot manage, each official asked must help, with the common people", () => {
    const { d } = decide(asked);
    const bound = d.obligations.filter((o) => o.provisions.includes("dl-vrag/5")).map((o) => o.who);
    assert.deepEqual(bound, ["amt", "joergen"]);
    assert.match(d.obligations.find((o) => o.who === "amt")?.what ?? "", /get the common people/);
    assert.equal(stepOf(d, "dl-vrag/3#skipper").status, "overridden");
    assert.deepEqual(stepOf(d, "dl-vrag/3#skipper").overriddenBy, ["dl-vrag/5#officials"]);
  });

  test("dl-vrag/5: the bailiff not asked has no duty; one asked whom the text does not name is warned of", () => {
    const { d } = decide(asked);
    assert.ok(
      !d.obligations.some((o) => o.who === "foged" || o.who === "priest"),
      `no an obligation where o.who === "foged" || o.who === "priest"; got: ${d.obligations.map((o) => `${o.who}: ${o.what}`).join(" | ")}`,
    );
    assert.ok(
      allSteps(d.explanation).some((s) => s.label.startsWith("foged was not asked")),
      "the explanation says the bailiff was not asked",
    );
    assert.ok(
      d.warnings.some((w) => w.message.startsWith("priest was asked")),
      `expected a warning where w.message.startsWith("priest was asked"); got: ${d.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/5: under Q-V05 R2 the officials help in person, alongside the common people", () => {
    const { d } = decide(asked, { common_people: "R2" });
    assert.match(d.obligations.find((o) => o.who === "amt")?.what ?? "", /in person, together with the common people/);
  });

  test("dl-vrag/5: when no one has been asked yet, the skipper may choose whom to ask", () => {
    const { d, used } = decide(anna({}, { skipper_could_not_manage: true }));
    const o = d.options.find((x) => x.provisions.includes("dl-vrag/5"));
    assert.equal(o?.holder, "peder");
    assert.ok(
      o?.choices.some((c) => c.includes("amtmand")),
      "the amtmand is among those he may ask",
    );
    assert.ok(!used.includes("common_people"), "common_people is not consulted");
    assert.ok(!used.includes("skipper_priority"), "skipper_priority is not consulted");
  });
});
