import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { amountSchema } from "../../cases/common.js";
import type { Allocation, DeterminationBody, Liability } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions, type Step } from "../../core/explain.js";
import { Money, type MoneyJSON, RIGSDALER } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { decideText } from "../../index.js";
import { dlVrag } from "./index.js";
import { vragSalvageKind } from "./salvage.js";
import { VRAG_SALVAGE_READINGS } from "./salvage-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

interface Decided {
  d: DeterminationBody;
  readings: ReadingSet;
  row: (id: string) => Allocation;
  used: string[];
}

function decide(raw: unknown, overrides: Record<string, string> = {}): Decided {
  const facts = vragSalvageKind.facts(amountSchema(RIGSDALER)).parse(raw);
  const readings = new ReadingSet(dlVrag.readings, overrides);
  const d = vragSalvageKind.decide(facts, { readings, currency: RIGSDALER });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}`);
    return a;
  };
  return { d, readings, row, used: readings.used().map((u) => u.name) };
}

const rd = (m: MoneyJSON): string | undefined => m.rd;
const sk = (text: string): bigint => (Money.parse(RIGSDALER, text) as Money).minor.num;

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

function stepOf(d: DeterminationBody, ruleId: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === ruleId);
  assert.ok(s, `no step for ${ruleId}`);
  return s;
}

/** The CaseError a decision throws. */
function thrown(f: () => unknown): CaseError {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof CaseError, `expected a CaseError, got ${String(e)}`);
    return e;
  }
  assert.fail("expected a CaseError");
}

const liabilitiesFrom = (d: DeterminationBody, from: string): Liability[] =>
  d.liabilities.filter((l) => l.from === from);

/** What a shipper owes the Gabriel's skipper (freight, or goods in kind), apart from the salvage reward. */
const freightFrom = (d: DeterminationBody, from: string): Liability[] =>
  d.liabilities.filter((l) => l.from === from && l.to === "henrik");

// ---------------------------------------------------------------------------
// Cases

/** The Anna of Ribe (examples/dl-vrag/salvage-reward-assessed.yaml), as plain facts. */
function anna(change: Record<string, unknown> = {}, wreck: Record<string, unknown> = {}) {
  return {
    place: "beach",
    salvage_money: 36,
    salvage_money_fixed_by: "amtmand_and_best_men",
    ships: [
      { id: "anna", name: "Anna", skipper: "peder", owners: [{ person: "peder", share: "1" }], salvaging: false },
    ],
    shipwreck: {
      ship: "anna",
      cause: "storm",
      wholly_lost: true,
      crew: ["ole", "niels", "jens"],
      ship_value_saved: 60,
      cargo: [{ owner: "morten", value_saved: 180 }],
      ...wreck,
    },
    people: [
      { id: "peder", roles: ["skipper"], helped: true },
      { id: "morten", roles: ["merchant"], helped: true },
      { id: "ole", helped: true },
      { id: "niels", helped: true },
      { id: "jens", refused: true },
      { id: "anders", helped: true },
      { id: "hans", helped: true },
      { id: "parish", count: 4, helped: true },
      { id: "soeren", roles: ["householder"] },
    ],
    ...change,
  };
}

/**
 * How the amtmand with the best men divided the Anna's 36 rd among the six who
 * have a claim (Q-S06 R2), as in examples/dl-vrag/salvage-reward-assessed.yaml.
 */
const ANNA_SHARES = { peder: 6, ole: 4, niels: 4, anders: 3, hans: 3, parish: 16 };
const annaDivided = (change: Record<string, unknown> = {}) => anna({ salvage_money_shares: ANNA_SHARES, ...change });

/** EX-19 of RULES.md: 150 rd salvaged, 60 rd costs, three seamen owed 40 rd each. */
function ex19(change: Record<string, unknown> = {}, wreck: Record<string, unknown> = {}) {
  return {
    place: "beach",
    salvage_money: 0,
    salvage_costs: 60,
    ships: [{ id: "maria", skipper: "rasmus", owners: [{ person: "rasmus", share: "1" }], salvaging: false }],
    shipwreck: {
      ship: "maria",
      cause: "storm",
      wholly_lost: true,
      crew: ["s1", "s2", "s3"],
      ship_value_saved: 30,
      cargo: [{ owner: "merchant", value_saved: 120 }],
      wages_owed: [
        { person: "s1", amount: 40 },
        { person: "s2", amount: 40 },
        { person: "s3", amount: 40 },
      ],
      ...wreck,
    },
    people: [
      { id: "rasmus", roles: ["skipper"], helped: true },
      { id: "merchant", roles: ["merchant"] },
      { id: "s1", helped: true },
      { id: "s2", helped: true },
      { id: "s3", helped: true },
    ],
    ...change,
  };
}

/** A small case for freight: the Gabriel lost two thirds of the way, Morten's rye saved. */
function gabriel(wreck: Record<string, unknown> = {}) {
  return {
    place: "beach",
    salvage_money: 0,
    ships: [{ id: "gabriel", skipper: "henrik", owners: [{ person: "henrik", share: "1" }], salvaging: false }],
    shipwreck: {
      ship: "gabriel",
      cause: "storm",
      wholly_lost: true,
      voyage_done: "2/3",
      ship_value_saved: 0,
      cargo: [{ owner: "morten", value_saved: 200, freight: 30 }],
      ...wreck,
    },
    people: [
      { id: "henrik", roles: ["skipper"], helped: true },
      { id: "morten", roles: ["merchant"] },
      { id: "jacob", roles: ["merchant"] },
    ],
  };
}

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
      vragSalvageKind.facts(amountSchema(RIGSDALER)).parse(annaDivided({ salvage_money_shares: { nobody: 36 } }));
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
      () =>
        vragSalvageKind.facts(amountSchema(RIGSDALER)).parse(anna({ salvage_agreement: { terms: "sum_to_salvors" } })),
      (e: unknown) => e instanceof Error && e.message.includes("names the sum agreed"),
    );
  });
});

// ---------------------------------------------------------------------------
// dl-vrag/20–22: freight and average

describe("freight and average on the goods saved (dl-vrag/20–22)", () => {
  test("dl-vrag/20: fair freight is an assessment by default (Q-V13 R3), pro rata under R1, in full under R2", () => {
    const r3 = decide(gabriel()).d;
    assert.equal(freightFrom(r3, "morten")[0]?.amount, undefined);
    assert.ok(
      r3.assessments.some((a) => a.what.startsWith("Fair freight on morten's goods") && a.status === "needed"),
      `expected an assessment where a.what.startsWith("Fair freight on morten's goods") && a.status === "needed"; got: ${r3.assessments.map((a) => a.what).join(" | ")}`,
    );
    assert.equal(freightFrom(decide(gabriel(), { reasonable_freight: "R1" }).d, "morten")[0]?.amount?.text, "20 rd");
    assert.equal(freightFrom(decide(gabriel(), { reasonable_freight: "R2" }).d, "morten")[0]?.amount?.text, "30 rd");
  });

  test("dl-vrag/20: pro rata freight with the part of the voyage unknown is an assessment, not a guess", () => {
    const { d } = decide(gabriel({ voyage_done: undefined }), { reasonable_freight: "R1" });
    assert.equal(freightFrom(d, "morten")[0]?.amount, undefined);
    assert.ok(
      d.assessments.some((a) => a.basis.includes("the part of the voyage done (not stated)")),
      `expected an assessment where a.basis.includes("the part of the voyage done (not stated)"); got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/20: under Q-V01 R2 a ship not wholly lost owes no freight under this chapter", () => {
    const { d } = decide(gabriel({ wholly_lost: false }), { blive_lost: "R2" });
    assert.equal(freightFrom(d, "morten").length, 0);
    assert.equal(d.options.length, 0);
  });

  test("dl-vrag/21: the shipper may leave the goods for the freight; one who has, owes no freight", () => {
    const undecided = decide(gabriel()).d;
    assert.equal(undecided.options.find((o) => o.provisions.includes("dl-vrag/21"))?.holder, "morten");
    const left = decide(
      gabriel({ cargo: [{ owner: "morten", value_saved: 200, freight: 30, left_to_skipper: true }] }),
    ).d;
    const l = freightFrom(left, "morten");
    assert.equal(l.length, 1);
    assert.deepEqual(l[0]?.provisions, ["dl-vrag/21"]);
    assert.equal(l[0]?.amount, undefined, "the goods are given in kind");
    assert.equal(left.options.length, 0);
  });

  test("dl-vrag/21: leaving part of the goods: open under Q-V14 R1 (a warning), freight on the rest under R2", () => {
    const part = gabriel({
      cargo: [
        { owner: "morten", what: "rye", value_saved: 200, freight: 30, left_to_skipper: true },
        { owner: "morten", what: "oats", value_saved: 100, freight: 15 },
      ],
    });
    const r1 = decide(part, { reasonable_freight: "R2" }).d;
    assert.ok(
      r1.warnings.some((w) => w.message.includes("may leave all of them or pay the freight")),
      `expected a warning where w.message.includes("may leave all of them or pay the freight"); got: ${r1.warnings.map((w) => w.message).join(" | ")}`,
    );
    assert.equal(freightFrom(r1, "morten")[0]?.amount?.text, "45 rd");
    const r2 = decide(part, { reasonable_freight: "R2", abandon_for_freight: "R2" }).d;
    const texts = freightFrom(r2, "morten").map((l) => l.amount?.text ?? "in kind");
    assert.deepEqual(texts, ["in kind", "15 rd"]);
  });

  test("dl-vrag/22: stranded goods owe no average for the ship lost", () => {
    const { d } = decide(anna());
    assert.equal(stepOf(d, "dl-vrag/22#no-average").status, "applied");
    assert.match(String(stepOf(d, "dl-vrag/22#no-average").value), /no average is owed/);
  });

  test("dl-vrag/22: a ship run ashore on purpose is general average under Q-V15 R1, not under R2", () => {
    const r1 = decide(anna({}, { how: "run_ashore" })).d;
    assert.equal(stepOf(r1, "dl-vrag/22#no-average").status, "overridden");
    assert.ok(
      r1.warnings.some((w) => w.provisions.includes("dl-averi/25")),
      `expected a warning where w.provisions.includes("dl-averi/25"); got: ${r1.warnings.map((w) => w.message).join(" | ")}`,
    );
    const r2 = decide(anna({}, { how: "run_ashore" }), { stranding_vs_beaching: "R2" }).d;
    assert.equal(stepOf(r2, "dl-vrag/22#no-average").status, "applied");
    assert.ok(
      !r2.warnings.some((w) => w.provisions.includes("dl-averi/25")),
      `no a warning where w.provisions.includes("dl-averi/25"); got: ${r2.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/22: a ship that sank did not strand: the provision does not apply", () => {
    const { d, used } = decide(anna({}, { how: "sank" }));
    assert.equal(stepOf(d, "dl-vrag/22#no-average").status, "not-applicable");
    assert.ok(!used.includes("stranding_vs_beaching"), "stranding_vs_beaching is not consulted");
  });
});

// ---------------------------------------------------------------------------
// dl-vrag/23: wages, and EX-19

describe("the crew's wages (dl-vrag/23)", () => {
  test("dl-vrag/23: EX-19 — net salvage 90 rd against 120 rd owed: nothing under Q-V16 R1, 30 rd each under R2", () => {
    const r1 = decide(ex19());
    for (const id of ["s1", "s2", "s3"]) assert.equal(r1.row(id).rounded.text, "0 rd");
    assert.equal(r1.d.funds[0]?.amount.text, "0 rd");
    assert.match(r1.row("s1").reason, /net salvage, 90 rd, does not cover the 120 rd owed/);
    const r2 = decide(ex19(), { wages_shortfall: "R2" });
    for (const id of ["s1", "s2", "s3"]) assert.equal(rd(r2.row(id).exact), "30");
    assert.equal(r2.d.funds[0]?.amount.text, "90 rd");
    assert.equal(stepOf(r2.d, "dl-vrag/23#covered").status, "overridden");
  });

  test("dl-vrag/23: EX-19 warns that the costs stated are taken to include the reward still to be fixed", () => {
    const { d } = decide(ex19());
    assert.ok(
      d.warnings.some((w) => w.message.includes("taken to include it")),
      `expected a warning where w.message.includes("taken to include it"); got: ${d.warnings.map((w) => w.message).join(" | ")}`,
    );
  });

  test("dl-vrag/23: when the net salvage covers the wages, each has his wages in full", () => {
    const { d, row, used } = decide(ex19({}, { cargo: [{ owner: "merchant", value_saved: 150 }] }));
    assert.equal(row("s2").rounded.text, "40 rd");
    assert.equal(d.funds[0]?.amount.text, "120 rd");
    assert.ok(!used.includes("wages_shortfall"), "wages_shortfall is not consulted");
  });

  test("dl-vrag/23: R2 shares unequal wages in proportion, to the skilling, keeping the total", () => {
    const facts = ex19(
      {},
      {
        wages_owed: [
          { person: "s1", amount: 50 },
          { person: "s2", amount: 30 },
          { person: "s3", amount: 20 },
        ],
        ship_value_saved: "30 rd 1 sk",
      },
    );
    const { d } = decide(facts, { wages_shortfall: "R2" });
    const total = d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
    assert.equal(total, sk("90 rd 1 sk"));
    assert.equal(d.funds[0]?.amount.text, "90 rd 1 sk");
  });

  test("dl-vrag/23: costs unknown while the reward is still to be fixed: an assessment, and no wages figure", () => {
    const { d } = decide(ex19({ salvage_costs: undefined }));
    assert.equal(d.allocations.length, 0);
    assert.ok(
      d.assessments.some((a) => a.what === "The costs of salvage"),
      `expected an assessment where a.what === "The costs of salvage"; got: ${d.assessments.map((a) => a.what).join(" | ")}`,
    );
  });

  test("dl-vrag/23: with the reward divided too, the wages are liabilities and their fund comes second", () => {
    const facts = ex19({ salvage_money: 36, salvage_money_fixed_by: "amtmand_and_best_men", salvage_costs: undefined });
    const { d } = decide(facts, { wages_shortfall: "R2", reward_sharing: "R1" });
    assert.equal(d.funds[0]?.label, "Salvage reward fixed by the amtmand with the best men of the district");
    assert.equal(d.funds[1]?.amount.text, "114 rd"); // 150 - 36
    const wages = d.liabilities.filter((l) => l.provisions.includes("dl-vrag/23"));
    assert.deepEqual(
      wages.map((l) => [l.to, l.amount?.text]),
      [
        ["s1", "38 rd"],
        ["s2", "38 rd"],
        ["s3", "38 rd"],
      ],
    );
  });
});

// ---------------------------------------------------------------------------
// The whole determination

describe("the determination", () => {
  test("every step cites provisions that exist, and the root cites all eleven", () => {
    const { d } = decide(anna({}, { could_salvage_no_more: true }));
    assert.deepEqual(d.explanation.provisions, [
      "dl-vrag/1",
      "dl-vrag/2",
      "dl-vrag/3",
      "dl-vrag/4",
      "dl-vrag/5",
      "dl-vrag/6",
      "dl-vrag/7",
      "dl-vrag/20",
      "dl-vrag/21",
      "dl-vrag/22",
      "dl-vrag/23",
    ]);
    for (const p of citedProvisions(d.explanation)) assert.match(p, /^dl-(vrag|averi)\/\d+$/);
    assert.deepEqual(d.penalties, []);
  });

  test("a case without a shipwreck is not covered, and says where to look", () => {
    const facts = { place: "beach", salvage_money: 10, people: [{ id: "a", helped: true }] };
    assert.throws(
      () => decide(facts),
      (e: unknown) => e instanceof NotCoveredError && e.path === "facts.shipwreck",
    );
  });

  test("ids the shipwreck names must be listed, and wages are owed only to the crew", () => {
    const bad = ex19({}, { ship: "nowhere", wages_owed: [{ person: "merchant", amount: 5 }] });
    const r = vragSalvageKind.facts(amountSchema(RIGSDALER)).safeParse(bad);
    assert.ok(!r.success, "!r.success");
    const paths = r.error.issues.map((i) => i.path.join("."));
    assert.ok(paths.includes("shipwreck.ship"), paths.join("; "));
    assert.ok(paths.includes("shipwreck.wages_owed.0.person"), paths.join("; "));
  });

  test("the ship that came to grief cannot be a salvaging ship", () => {
    const bad = ex19({
      ships: [{ id: "maria", skipper: "rasmus", owners: [{ person: "rasmus", share: "1" }] }],
    });
    assert.throws(() => decide(bad), /cannot be a salvaging ship/);
  });

  test("an amount that is not a whole skilling is refused at its path", () => {
    assert.throws(
      () => decide(ex19({}, { ship_value_saved: "1/2 sk" })),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.shipwreck.ship_value_saved",
    );
  });

  test("decided from a YAML case file through decideText, with its readings recorded", () => {
    const text = `
version: 1
statute: dl-vrag
kind: salvage
currency: rigsdaler
readings: { wages_shortfall: up_to_net_salvage }
facts:
  place: beach
  salvage_money: 0
  salvage_costs: "60 rd"
  ships:
    - { id: maria, skipper: rasmus, owners: [{ person: rasmus, share: 1 }], salvaging: false }
  shipwreck:
    ship: maria
    cause: storm
    wholly_lost: true
    crew: [s1, s2, s3]
    ship_value_saved: "30 rd"
    cargo: [{ owner: merchant, value_saved: "120 rd" }]
    wages_owed:
      - { person: s1, amount: "40 rd" }
      - { person: s2, amount: "40 rd" }
      - { person: s3, amount: "40 rd" }
  people:
    - { id: rasmus, roles: [skipper], helped: true }
    - { id: merchant, roles: [merchant] }
    - { id: s1, helped: true }
    - { id: s2, helped: true }
    - { id: s3, helped: true }
`;
    const d = decideText(text, { source: "ex19.yaml" });
    assert.equal(d.statute, "dl-vrag");
    assert.equal(d.kind, "salvage");
    assert.deepEqual(
      d.allocations.map((a) => a.rounded.text),
      ["30 rd", "30 rd", "30 rd"],
    );
    assert.equal(d.readings.find((r) => r.name === "wages_shortfall")?.value, "R2");
    assert.deepEqual(d.receipt.readings, d.readings);
  });
});

// ---------------------------------------------------------------------------
// Properties of the splits

const PEOPLE = ["a", "b", "c", "d", "e", "f"] as const;

const caseArb = fc
  .record({
    helped: fc.subarray([...PEOPLE]),
    counts: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: PEOPLE.length, maxLength: PEOPLE.length }),
    reward: fc.bigInt({ min: 0n, max: 2_000_000n }),
    shipValue: fc.bigInt({ min: 0n, max: 1_000_000n }),
    cargo: fc.array(fc.bigInt({ min: 0n, max: 1_000_000n }), { minLength: 1, maxLength: 3 }),
    wages: fc.array(fc.bigInt({ min: 0n, max: 50_000n }), { minLength: 1, maxLength: 3 }),
    costs: fc.bigInt({ min: 0n, max: 500_000n }),
    shortfall: fc.constantFrom("R1", "R2"),
  })
  .map((c) => {
    const crew = c.wages.map((_, i) => `s${i}`);
    const merchants = c.cargo.map((_, i) => `m${i}`);
    return {
      facts: {
        place: "beach",
        salvage_money: `${c.reward} sk`,
        salvage_money_fixed_by: "amtmand_and_best_men",
        salvage_costs: `${c.costs} sk`,
        ships: [{ id: "w", skipper: "sk", owners: [{ person: "sk", share: "1" }], salvaging: false }],
        shipwreck: {
          ship: "w",
          cause: "storm",
          crew,
          ship_value_saved: `${c.shipValue} sk`,
          cargo: c.cargo.map((v, i) => ({ owner: merchants[i], value_saved: `${v} sk` })),
          wages_owed: c.wages.map((v, i) => ({ person: crew[i], amount: `${v} sk` })),
        },
        people: [
          { id: "sk", roles: ["skipper"], helped: true },
          ...merchants.map((id) => ({ id, roles: ["merchant"] })),
          ...crew.map((id) => ({ id, helped: true })),
          ...PEOPLE.map((id, i) => ({ id, count: c.counts[i], helped: c.helped.includes(id) })),
        ],
      },
      readings: { wages_shortfall: c.shortfall },
      reward: c.reward,
    };
  });

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const minor = (l: Liability): bigint => BigInt(l.amount?.minor ?? "0");

describe("properties of the splits", () => {
  test("the reward, its payers and the wages each keep their total to the skilling, whatever the order of listing", () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 1_000_000 }), (c, seed) => {
        const a = decide(c.facts, c.readings).d;
        // The reward's shares add up to the reward, and so do the payers' shares of it.
        if (a.allocations.length > 0) {
          assert.equal(
            a.allocations.reduce((s, x) => s + BigInt(x.rounded.minor), 0n),
            BigInt(a.funds[0]?.amount.minor ?? "-1"),
          );
        }
        const payers = a.liabilities.filter((l) => l.to === "the salvors" && l.amount);
        if (payers.length > 0)
          assert.equal(
            payers.reduce((s, l) => s + minor(l), 0n),
            c.reward,
          );
        // The wages (listed second when the reward is divided) add up to their fund.
        const wages = a.liabilities.filter((l) => l.provisions.includes("dl-vrag/23"));
        if (a.funds[1])
          assert.equal(
            wages.reduce((s, l) => s + minor(l), 0n),
            BigInt(a.funds[1].amount.minor),
          );
        // Listing people, goods and wages in another order changes no one's figures.
        const f = c.facts;
        const other = {
          ...f,
          people: shuffled(f.people, seed),
          shipwreck: {
            ...f.shipwreck,
            cargo: shuffled(f.shipwreck.cargo, seed + 1),
            wages_owed: shuffled(f.shipwreck.wages_owed, seed + 2),
          },
        };
        const b = decide(other, c.readings).d;
        const rows = (d: DeterminationBody) =>
          Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
        const owes = (d: DeterminationBody) =>
          Object.fromEntries(d.liabilities.map((l) => [`${l.from}>${l.to}>${l.provisions[0]}`, l.amount?.minor]));
        assert.deepEqual(rows(b), rows(a));
        assert.deepEqual(owes(b), owes(a));
        assert.deepEqual(
          b.funds.map((x) => x.amount.minor),
          a.funds.map((x) => x.amount.minor),
        );
      }),
      { numRuns: 300 },
    );
  });
});
