import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { amountSchema } from "../../cases/common.js";
import type { Allocation, DeterminationBody, Liability } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions, type Step } from "../../core/explain.js";
import { RIGSDALER } from "../../core/money.js";
import { Rational, sum } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { decideText } from "../../index.js";
import { AAR_OG_DAG_READINGS } from "./aar-og-dag.js";
import { findKind } from "./find.js";
import { FIND_READINGS } from "./find-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

const READINGS = [...AAR_OG_DAG_READINGS, ...FIND_READINGS];

function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = findKind.facts(amountSchema(RIGSDALER)).parse(raw);
  const readings = new ReadingSet(READINGS, overrides);
  const d: DeterminationBody = findKind.decide(facts, { readings, currency: RIGSDALER });
  const row = (id: string): Allocation => {
    const a = d.allocations.find((x) => x.id === id);
    assert.ok(a, `no allocation for ${id}; have ${d.allocations.map((x) => x.id).join(", ")}`);
    return a;
  };
  const used = readings.used().map((u) => u.name);
  return { d, row, used };
}

/** id -> exact share in rd, the shape of the examples in RULES.md. */
function shares(d: DeterminationBody): Record<string, string> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, a.exact.rd as string]));
}

/** "from -> to: amount" for every liability with an amount. */
function owed(d: DeterminationBody): string[] {
  return d.liabilities.map((l: Liability) => `${l.from} -> ${l.to}: ${l.amount?.rd ?? "-"}`);
}

function roundedTotal(d: DeterminationBody): bigint {
  return d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");

function thrown<E extends Error>(f: () => unknown, type: new (...a: never[]) => E): E {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof type, `expected ${type.name}, got ${String(e)}`);
    return e;
  }
  assert.fail(`expected ${type.name}`);
}

// ---------------------------------------------------------------------------
// EX-07: Peder Hansen's anchor from the Sound, delivered at Helsingør on 10 May 1690.

const PEOPLE = [
  { id: "peder", name: "Peder Hansen", roles: ["skipper"] },
  { id: "officer", name: "The king's officer at Helsingør", roles: ["official"] },
  { id: "owner", name: "The owner", roles: ["owner"] },
  { id: "agent", name: "The owner's agent", roles: ["agent"] },
];

const EX07 = {
  item: { what: "anchor", description: "an anchor with cable" },
  found_by: ["peder"],
  found: { place: "the Sound", out_of_sight_of_land: false },
  landed_at: "Helsingør",
  delivered: { to: "officer", date: "1690-05-10" },
  valuation: { value: 36 },
  costs: 2,
  people: PEOPLE,
};

/**
 * The readings EX-07 of RULES.md takes, named so that its figures stand whatever
 * the defaults: Q-V09 R1, Q-V10 R1, Q-X02 R2 (Q-V08 is not asked for an anchor).
 * Where a test's figure also hangs on the length of the year and a day, it names
 * Q-X01 too.
 */
const EX07_READINGS = { find_valuation: "R1", redemption_price: "R1", aar_og_dag_start: "R2" };
const ex07 = (more: Record<string, string> = {}) => ({ ...EX07_READINGS, ...more });

const claimOn = (day: string, more: object = {}) => ({
  ...EX07,
  as_of: day,
  claim: { claimant: "agent", owner: "owner", date: day, proof_sufficient: true, ...more },
});

const LAST_DAY: [string, string][] = [
  ["R1", "1691-05-11"],
  ["R2", "1691-06-21"],
  ["R3", "1691-06-24"],
  ["R4", "1691-05-10"],
];

describe("EX-07 — a skipper's find in the sea: the third, redemption, the year and a day", () => {
  test("dl-vrag/16 'Kommer der og ingen, da er samme gods faldet til kongen': the officer's costs fall on the king's part, as under dl-vrag/19 (Q-V17 R1), and do not vanish", () => {
    // dl-vrag/15 has the owner who comes pay 'med al anvendte bekostning'; when none
    // comes the goods are the king's, and so is what was laid out on them. The
    // finder's third, paid 'straks', is not touched.
    const { d, row } = decide({ ...EX07, as_of: "1692-05-10" }, ex07());
    assert.deepEqual(shares(d), { peder: "12", king: "24" });
    assert.ok(owed(d).includes("king -> officer: 2"), owed(d).join(", "));
    assert.match(row("king").reason, /22 rd net of the officer's costs of 2 rd/);
    const kings = d.liabilities.find((l) => l.from === "king" && l.to === "officer");
    assert.ok(kings?.provisions.includes("dl-vrag/16"));
    // While the year and a day runs, the same is said of what will fall to the king.
    const pending = decide({ ...EX07, as_of: "1690-05-10" }, ex07()).d;
    assert.ok(owed(pending).includes("king -> officer: 2"));
    // As on the open sea under Q-V17 R1: the costs come out of the king's part.
    const open = decide(EX09, ex09({ open_sea_costs: "R1" })).d;
    assert.ok(owed(open).includes("king -> officer: 3"));
  });

  test("EX-07: the officer pays the skipper a third of 36 rd at once, 12 rd, on the day of delivery", () => {
    const { d, row } = decide({ ...EX07, as_of: "1690-05-10" }, ex07());
    assert.equal(row("peder").exact.rd, "12");
    assert.equal(row("peder").fraction, "1/3");
    assert.ok(owed(d).includes("officer -> peder: 12"));
    const pay = d.obligations.find((o) => o.who === "officer" && /a third of the value at once/.test(o.what));
    assert.equal(pay?.due, "1690-05-10");
    assert.equal(pay?.calendar, "julian");
  });

  for (const [code, last] of LAST_DAY) {
    test(`EX-07, Q-X01 ${code}: the anchor is kept, and the owner may come, until ${last}`, () => {
      const { d } = decide({ ...EX07, as_of: "1690-05-10" }, ex07({ aar_og_dag: code }));
      const keep = d.obligations.find((o) => o.who === "officer" && /keep it a year and a day/.test(o.what));
      assert.equal(keep?.due, last);
      assert.equal(d.options[0]?.holder, "owner");
      assert.equal(d.options[0]?.deadline, last);
      assert.match(d.options[0]?.choices[0] ?? "", /12 rd plus all the costs laid out, 2 rd: 14 rd/);
    });

    test(`EX-07 (a), Q-X01 ${code}: the agent on 1 March 1691 is in time and redeems for 12 + 2 = 14 rd`, () => {
      const { d } = decide(claimOn("1691-03-01"), ex07({ aar_og_dag: code }));
      assert.deepEqual(shares(d), { peder: "12", owner: "24" });
      assert.deepEqual(owed(d), ["officer -> peder: 12", "owner -> officer: 12", "owner -> officer: 2"]);
      assert.equal(d.options.length, 0);
    });
  }

  test("EX-07 (a), Q-V10 R2: the owner pays 12 rd, the costs included", () => {
    const { d, used } = decide(claimOn("1691-03-01"), ex07({ redemption_price: "R2" }));
    assert.deepEqual(owed(d), ["officer -> peder: 12", "owner -> officer: 12"]);
    assert.match(messages(d), /includes the costs.*2 rd are not recovered/);
    assert.ok(used.includes("redemption_price"));
  });

  for (const [code, inTime] of [
    ["R1", false],
    ["R2", true],
    ["R3", true],
    ["R4", false],
  ] as const) {
    test(`EX-07 (b), Q-X01 ${code}: the owner on 1 June 1691 is ${inTime ? "in time" : "too late: the anchor has fallen to the king"}`, () => {
      const { d, row } = decide(claimOn("1691-06-01"), ex07({ aar_og_dag: code }));
      assert.equal(row("peder").exact.rd, "12");
      if (inTime) {
        assert.deepEqual(shares(d), { peder: "12", owner: "24" });
        assert.ok(owed(d).includes("owner -> officer: 2"));
      } else {
        assert.deepEqual(shares(d), { peder: "12", king: "24" });
        assert.match(messages(d), /came after the last day .*too late/);
        assert.ok(d.obligations.some((o) => o.who === "officer" && o.what === "send it on to the king's amtmand"));
        assert.ok(!d.liabilities.some((l) => l.from === "owner"));
      }
    });
  }
});

// ---------------------------------------------------------------------------
// EX-08: fishermen's anchor, buoyed, valued at 24 rd.

const EX08 = {
  item: { what: "anchor", buoyed: true },
  found_by: ["fishermen"],
  found: { place: "off Skagen", from_sea_bed: true },
  landed_at: "Skagen",
  delivered: { to: "officer", date: "1692-09-14" },
  valuation: { value: 24 },
  people: [
    { id: "fishermen", name: "The Skagen fishermen", roles: ["fisherman"], count: 3 },
    { id: "officer", roles: ["official"] },
  ],
};

/** EX-08 names Q-V09 R1 and Q-V10 R1; the delivery date is the test's, reckoned under Q-X01 R1 and Q-X02 R2. */
const EX08_READINGS = { find_valuation: "R1", redemption_price: "R1", aar_og_dag: "R1", aar_og_dag_start: "R2" };

describe("EX-08 — fishermen's anchor, buoyed", () => {
  test("EX-08: the fishermen have a third, 8 rd, buoy or no buoy; the rest falls to the king if no owner comes", () => {
    for (const buoyed of [true, false]) {
      const { d, row } = decide({ ...EX08, item: { what: "anchor", buoyed } }, EX08_READINGS);
      assert.deepEqual(shares(d), { fishermen: "8", king: "16" });
      assert.deepEqual(row("fishermen").provisions, ["dl-vrag/18"]);
      assert.ok(owed(d).includes("officer -> fishermen: 8"));
    }
  });

  test("EX-08: the owner may redeem within the year and a day for 8 rd plus the costs laid out", () => {
    const { d } = decide(EX08, EX08_READINGS);
    const option = d.options[0];
    assert.equal(option?.deadline, "1693-09-15");
    assert.match(option?.choices[0] ?? "", /for 8 rd plus all the costs laid out \(the case gives none\)/);
    assert.match(option?.lapse ?? "", /from 1693-09-16 it has fallen to the king/);
  });

  test("EX-08 as the register gives it, without dates: the year and a day's start is asked for, not guessed", () => {
    const { d } = decide({ ...EX08, delivered: undefined }, EX08_READINGS);
    assert.deepEqual(shares(d), { fishermen: "8", king: "16" });
    assert.ok(d.assessments.some((a) => /start of the year and a day/.test(a.what) && a.status === "needed"));
    assert.equal(d.options[0]?.deadline, undefined);
    assert.match(messages(d), /has not been handed over/);
  });
});

// ---------------------------------------------------------------------------
// EX-09: a cask of wine from the open sea, value 90 rd, the officer's costs 3 rd.

const EX09 = {
  as_of: "1692-06-01",
  item: { what: "goods", description: "a cask of wine" },
  found_by: ["skipper"],
  found: {
    date: "1691-04-20",
    out_of_sight_of_land: true,
    in_coastal_waters: false,
    assessment: { open_sea: true, by: "the king's officer" },
  },
  delivered: { to: "officer", date: "1691-04-26" },
  valuation: { value: 90 },
  costs: 3,
  people: [
    { id: "skipper", roles: ["skipper"] },
    { id: "officer", roles: ["official"] },
    { id: "merchant", roles: ["owner"] },
  ],
};

const EX09B = {
  ...EX09,
  as_of: "1691-09-01",
  claim: { claimant: "merchant", date: "1691-09-01", proof_sufficient: true },
};

/**
 * The readings EX-09 of RULES.md takes (Q-V08 R3, Q-V12 R1, Q-V17 R1), and the year
 * and a day under which the test's dates put 1 June 1692 after it (Q-X01 R1, Q-X02 R2).
 */
const EX09_READINGS = {
  sea_vs_open_sea: "R3",
  open_sea_custody: "R1",
  open_sea_costs: "R1",
  aar_og_dag: "R1",
  aar_og_dag_start: "R2",
};
const ex09 = (more: Record<string, string> = {}) => ({ ...EX09_READINGS, ...more });

describe("EX-09 — wreck on the open sea: half to the salvor, half to the king", () => {
  test("EX-09 (a), Q-V17 R1: 45 rd each, the costs of 3 rd out of the king's half (42 rd net)", () => {
    const { d, row, used } = decide(EX09, ex09());
    assert.deepEqual(shares(d), { skipper: "45", king: "45" });
    assert.match(row("king").reason, /42 rd net of the officer's costs of 3 rd/);
    assert.deepEqual(owed(d), ["king -> officer: 3", "officer -> skipper: 45"]);
    for (const r of ["sea_vs_open_sea", "open_sea_custody", "open_sea_costs"]) assert.ok(used.includes(r), r);
  });

  test("EX-09 (a), Q-V17 R2: the costs first, then halves of 87 rd: 87/2 rd each", () => {
    const { d } = decide(EX09, ex09({ open_sea_costs: "R2" }));
    assert.deepEqual(shares(d), { skipper: "87/2", officer: "3", king: "87/2" });
    assert.equal(roundedTotal(d), 90n * 96n);
    assert.ok(!d.liabilities.some((l) => l.from === "king"));
  });

  test("EX-09 (a), Q-V17 R3: halves of 90 rd; who bears the costs is an assessment, not a figure", () => {
    const { d } = decide(EX09, ex09({ open_sea_costs: "R3" }));
    assert.deepEqual(shares(d), { skipper: "45", king: "45" });
    assert.ok(d.assessments.some((a) => /Who bears the officer's costs of 3 rd/.test(a.what)));
  });

  test("EX-09 (b), Q-V11 R1: the owner has the whole cask for 30 + 3 = 33 rd; the salvor has 30 rd", () => {
    const { d, used } = decide(EX09B, ex09());
    assert.deepEqual(shares(d), { skipper: "30", merchant: "60" });
    assert.deepEqual(owed(d), ["merchant -> officer: 30", "merchant -> officer: 3", "officer -> skipper: 30"]);
    assert.ok(used.includes("open_sea_owner") && used.includes("redemption_price"));
  });

  test("EX-09 (b), Q-V11 R2: the salvor's reward is assessed — asked for until the case gives it", () => {
    const open = decide(EX09B, ex09({ open_sea_owner: "R2" })).d;
    assert.deepEqual(open.allocations, []);
    assert.deepEqual(open.funds, []);
    const a = open.assessments.find((x) => /due salvage reward/.test(x.what));
    assert.match(a?.by ?? "", /amtmand with the best men/);
    const given = decide({ ...EX09B, salvage_reward_assessed: 20 }, ex09({ open_sea_owner: "R2" })).d;
    assert.deepEqual(shares(given), { skipper: "20", merchant: "70" });
    assert.deepEqual(owed(given), ["merchant -> officer: 20", "merchant -> officer: 3", "officer -> skipper: 20"]);
  });

  test("EX-09 (b), Q-V11 R3: the salvor keeps his half; the owner has the king's half and pays nothing", () => {
    const { d } = decide(EX09B, ex09({ open_sea_owner: "R3" }));
    assert.deepEqual(shares(d), { skipper: "45", merchant: "45" });
    assert.ok(!d.liabilities.some((l) => l.from === "merchant"));
    assert.match(messages(d), /does not say who bears the officer's costs of 3 rd/);
  });
});

// ---------------------------------------------------------------------------
// One test (at least) per provision

const wreckNearLand = {
  ...EX09,
  found: { date: "1691-04-20", out_of_sight_of_land: false, in_coastal_waters: true },
};

describe("the provisions dl-vrag/14–19", () => {
  test("dl-vrag/14: the skipper delivers to the officer where it is landed, and it lies a year and a day", () => {
    const { d } = decide({ ...EX07, as_of: "1690-06-01" });
    const deliver = d.obligations.find((o) => o.who === "peder");
    assert.match(
      deliver?.what ?? "",
      /hand an anchor with cable over to the officer who holds command for the king at Helsingør/,
    );
    assert.deepEqual(deliver?.provisions, ["dl-vrag/14"]);
    assert.deepEqual(shares(d), { peder: "12", king: "24" });
    // Q-X01 R2 (a year and six weeks, the default) from the delivery on 10 May 1690: the last day is 21 June 1691.
    assert.match(d.allocations[1]?.reason ?? "", /falls to the king on 1691-06-22, unless the owner comes/);
    assert.ok(citedProvisions(d.explanation).includes("dl-vrag/14"));
  });

  test("dl-vrag/14: a third of a value that does not divide is exact, and rounded to the skilling with the total kept", () => {
    const { d, row } = decide({ ...EX07, valuation: { value: "1 sk" }, as_of: "1690-06-01" });
    assert.equal(row("peder").exact.minor, "1/3");
    assert.equal(roundedTotal(d), 1n);
    assert.match(d.liabilities[0]?.description ?? "", /not a whole skilling/);
  });

  test("dl-vrag/14: wreck not on the open sea is a third (Q-V08 R1: within sight of land)", () => {
    const { d, used } = decide(wreckNearLand, { sea_vs_open_sea: "R1" });
    assert.deepEqual(shares(d), { skipper: "30", king: "60" });
    assert.ok(used.includes("sea_vs_open_sea"));
  });

  test("dl-vrag/15: a claim in time whose proof is not yet judged asks for that assessment and keeps the option open", () => {
    const { d } = decide(claimOn("1691-03-01", { proof_sufficient: undefined }));
    assert.ok(
      d.assessments.some((a) => /proof .* is sufficient/.test(a.what) && a.provisions.includes("dl-vrag/15")),
      "the proof is an assessment",
    );
    assert.equal(d.options[0]?.holder, "owner");
    assert.equal(d.options[0]?.deadline, "1691-06-21");
    // Nothing of the value is given to the king while the claim stands.
    assert.deepEqual(d.allocations, []);
    assert.ok(owed(d).includes("officer -> peder: 12"), "the finder's third is paid at once all the same");
  });

  test("dl-vrag/16 'Kommer der og ingen': an owner who came in time, his proof not yet judged, keeps the find from the king after the year and a day", () => {
    // The agent came on 1 March 1691, in time; on 1 August 1691 the year and a day
    // (last day 21 June 1691) has run out and his proof is still to be judged.
    const { d } = decide({ ...claimOn("1691-03-01", { proof_sufficient: undefined }), as_of: "1691-08-01" });
    assert.ok(!d.allocations.some((a) => a.id === "king"), `nothing to the king: ${JSON.stringify(shares(d))}`);
    assert.deepEqual(d.funds, []);
    assert.match(d.situation, /its proof is still to be judged: it is kept for its owner/);
    assert.ok(!d.obligations.some((o) => o.what === "send it on to the king's amtmand"), "not sent to the king");
    const keep = d.obligations.find(
      (o) => o.who === "officer" && /^keep an anchor with cable for The owner/.test(o.what),
    );
    assert.match(keep?.what ?? "", /if it is found sufficient, he has it for 12 rd plus all the costs laid out, 2 rd/);
    assert.match(keep?.what ?? "", /if it is not, send it on to the king's amtmand/);
    assert.ok(owed(d).includes("officer -> peder: 12"), "the finder keeps his third");
    assert.ok(
      d.assessments.some((a) => /proof brought on 1691-03-01/.test(a.what)),
      "the proof is still to be judged",
    );
    const steps = allSteps(d.explanation);
    assert.ok(
      steps.some((s) => s.rule === "dl-vrag/16#claim-pending" && s.status === "applied"),
      "the claim holds off dl-vrag/16",
    );
    assert.ok(
      steps.some((s) => s.rule === "dl-vrag/16#king" && s.status === "overridden"),
      "16 is overridden",
    );
    // Judged: sufficient, the owner has it; insufficient, it has fallen to the king.
    const proved = decide({ ...claimOn("1691-03-01"), as_of: "1691-08-01" }).d;
    assert.deepEqual(shares(proved), { peder: "12", owner: "24" });
    const refused = decide({ ...claimOn("1691-03-01", { proof_sufficient: false }), as_of: "1691-08-01" }).d;
    assert.deepEqual(shares(refused), { peder: "12", king: "24" });
  });

  test("dl-vrag/15: proof found insufficient gives nothing; he may still come with sufficient proof by the last day", () => {
    const { d } = decide(claimOn("1691-03-01", { proof_sufficient: false }));
    assert.deepEqual(shares(d), { peder: "12", king: "24" });
    assert.match(messages(d), /not found sufficient.*by 1691-06-21/);
    assert.equal(d.options[0]?.deadline, "1691-06-21");
  });

  test("dl-vrag/15: an agent claims in the owner's name (the provision names only the owner)", () => {
    const { d } = decide(claimOn("1691-03-01"));
    assert.match(messages(d), /name only the rightful owner; the agent is taken to act in his name/);
    assert.ok(d.obligations.some((o) => o.who === "officer" && /over to The owner once he has paid/.test(o.what)));
  });

  test("dl-vrag/16: on the last day the owner may still come; on the day after, the find has fallen to the king", () => {
    // Q-X01 R2, the default: a year and six weeks from 10 May 1690 ends on 21 June 1691.
    const onLast = decide({ ...EX07, as_of: "1691-06-21" }).d;
    assert.equal(onLast.options.length, 1);
    assert.ok(
      onLast.obligations.some((o) => /from 1691-06-22, if no owner has come: send it on/.test(o.what)),
      "sent on from the day after",
    );
    const after = decide({ ...EX07, as_of: "1691-06-22" }).d;
    assert.equal(after.options.length, 0);
    assert.deepEqual(shares(after), { peder: "12", king: "24" });
    assert.match(after.allocations[1]?.reason ?? "", /has fallen to the king/);
    assert.ok(
      after.obligations.some((o) => o.what === "send it on to the king's amtmand" && o.provisions[0] === "dl-vrag/16"),
      "sent on to the king's amtmand",
    );
    assert.ok(
      allSteps(after.explanation).some((s) => s.rule === "dl-vrag/16#king" && s.status === "applied"),
      "dl-vrag/16 applied",
    );
  });

  test("dl-vrag/17: concealing part of the find is punished as theft, with no figure; a breach of another rule is not", () => {
    const { d } = decide({
      ...EX07,
      as_of: "1690-06-01",
      concealed: [{ person: "peder", what: "the cable", value: 4 }],
      breaches: [
        { person: "agent", what: "sold the anchor's stock on the quay" },
        { person: "agent", what: "refused to salvage", provision: "dl-vrag/1" },
      ],
    });
    assert.deepEqual(
      d.penalties.map((p) => [p.who, p.provisions]),
      [
        ["peder", ["dl-vrag/17"]],
        ["agent", ["dl-vrag/17"]],
      ],
    );
    assert.match(d.penalties[0]?.penalty ?? "", /punished as a thief.*outside this chapter/);
    assert.equal(d.penalties[0]?.amount, undefined);
    assert.ok(d.obligations.some((o) => o.who === "peder" && /what he held back: the cable/.test(o.what)));
    assert.match(messages(d), /refused to salvage is a breach of dl-vrag\/1.*does not reach it/);
    assert.equal(d.assessments.filter((a) => /as a thief/.test(a.what)).length, 2);
  });

  test("dl-vrag/18: fishermen who take up goods near land are named by no provision; on the open sea 19 has them", () => {
    const goods = (open_sea: boolean) => ({
      ...EX08,
      item: { what: "goods" },
      found: { assessment: { open_sea, by: "the officer" } },
    });
    const e = thrown(() => decide(goods(false)), NotCoveredError);
    assert.match(e.message, /dl-vrag\/18 of fishermen who take up an anchor/);
    assert.equal(decide(goods(true)).row("fishermen").fraction, "1/2");
  });

  test("dl-vrag/18: a fisherman's anchor far out of sight of land is still a third: 19 speaks of wreck only", () => {
    const { d, used } = decide({ ...EX08, found: { out_of_sight_of_land: true } }, { sea_vs_open_sea: "R1" });
    assert.deepEqual(shares(d), { fishermen: "8", king: "16" });
    assert.ok(!used.includes("sea_vs_open_sea"));
  });

  test("dl-vrag/19: whoever salvages wreck on the open sea keeps half, even if he is no skipper", () => {
    const raw = { ...EX09, people: [{ id: "skipper", roles: ["other"] }, ...EX09.people.slice(1)] };
    const { d, row } = decide(raw);
    assert.equal(row("skipper").fraction, "1/2");
    assert.ok(allSteps(d.explanation).some((s) => s.rule === "dl-vrag/19#half" && s.status === "applied"));
  });

  test("dl-vrag/19: Q-V12 R2 — the salvor keeps his half at once and hands over only the king's half", () => {
    const { d, used } = decide(EX09, { open_sea_custody: "R2" });
    assert.deepEqual(shares(d), { skipper: "45", king: "45" });
    assert.ok(!d.liabilities.some((l) => l.to === "skipper"));
    assert.match(d.obligations.find((o) => o.who === "skipper")?.what ?? "", /the king's half of a cask of wine/);
    assert.ok(used.includes("open_sea_custody"));
  });

  test("dl-vrag/19 'og ingen folk er derhos, som det tilhører': wreck with its own people by it is no find, and is sent to salvage", () => {
    const e = thrown(() => decide({ ...EX09, found: { ...EX09.found, owners_present: true } }), CaseError);
    assert.equal(e.issues.length, 1);
    assert.equal(e.issues[0]?.path, "facts.found.owners_present");
    assert.match(e.message, /'og ingen folk er derhos, som det tilhører'/);
    assert.match(e.message, /'Kommer der og ingen'/);
    assert.match(e.message, /dl-vrag\/1–7/);
    assert.match(e.message, /kind "salvage"/);
    // Near land, where a third would be the finder's, the same: it is not a find at all.
    assert.throws(
      () => decide({ ...wreckNearLand, found: { ...wreckNearLand.found, owners_present: true } }),
      (x: unknown) => x instanceof CaseError && x.issues[0]?.path === "facts.found.owners_present",
    );
  });

  test("dl-vrag/19: the open-sea rule's wreck 'with no one by it' — with owners_present false it is 19's half", () => {
    const { row } = decide({ ...EX09, found: { ...EX09.found, owners_present: false } }, ex09());
    assert.equal(row("skipper").fraction, "1/2");
  });

  test("dl-vrag/19 'uden så er, at rette ejer kommer inden år og dag': no halves while an owner's claim in time awaits judgement", () => {
    // The merchant came on 1 September 1691; on 1 August 1692 the year and a day
    // (last day 7 June 1692 under Q-X01 R2) has run out, and his proof is not yet judged.
    const raw = { ...EX09B, as_of: "1692-08-01", claim: { ...EX09B.claim, proof_sufficient: undefined } };
    const { d } = decide(raw, { sea_vs_open_sea: "R3" });
    assert.deepEqual(d.allocations, [], `no halves: ${JSON.stringify(shares(d))}`);
    assert.ok(!d.liabilities.some((l) => l.to === "skipper"), "the salvor's half is not paid out");
    assert.match(d.situation, /kept for its owner \(dl-vrag\/19\)/);
    const steps = allSteps(d.explanation);
    assert.ok(
      steps.some((s) => s.rule === "dl-vrag/19#claim-pending" && s.status === "applied"),
      "the claim holds off the halves",
    );
    const keep = d.obligations.find((o) => o.who === "officer" && /^keep a cask of wine for merchant/.test(o.what));
    assert.match(keep?.what ?? "", /if it is not, make the halves/);
    // Under Q-V12 R2 the salvor who kept his half at once holds it while the claim is judged.
    const kept = decide(raw, { sea_vs_open_sea: "R3", open_sea_custody: "R2" }).d;
    assert.match(
      kept.obligations.find((o) => o.who === "skipper" && /^hold/.test(o.what))?.what ?? "",
      /give it up to merchant if the proof is found sufficient/,
    );
    // Judged insufficient, the halves are made.
    const refused = decide({ ...raw, claim: { ...raw.claim, proof_sufficient: false } }, { sea_vs_open_sea: "R3" }).d;
    assert.deepEqual(shares(refused), { skipper: "45", king: "45" });
  });
});

// ---------------------------------------------------------------------------
// Every reading switches something, and is recorded when it does

describe("readings of dl-vrag/14–19", () => {
  test("sea_vs_open_sea: R1 out of sight, R2 outside coastal waters, R3 the assessment the case gives", () => {
    const far = { ...EX09, found: { out_of_sight_of_land: true, in_coastal_waters: true } };
    assert.equal(decide(far, { sea_vs_open_sea: "R1" }).row("skipper").fraction, "1/2");
    assert.equal(decide(far, { sea_vs_open_sea: "R2" }).row("skipper").fraction, "1/3");
    const r3 = decide(far, { sea_vs_open_sea: "R3" });
    assert.deepEqual(r3.d.allocations, []);
    assert.ok(r3.d.assessments.some((a) => /'in the sea' .* or 'on the open sea/.test(a.what)));
    assert.ok(r3.used.includes("sea_vs_open_sea"));
  });

  test("sea_vs_open_sea R1: a fact the reading needs and the case lacks is an assessment", () => {
    const { d } = decide({ ...EX09, found: {} }, { sea_vs_open_sea: "R1" });
    assert.deepEqual(d.allocations, []);
    assert.ok(d.assessments.some((a) => /out of sight of any land \(facts.found.out_of_sight_of_land\)/.test(a.what)));
  });

  test("find_valuation: R1 the officer's 36 rd gives 12 rd; R2 a sale for 30 rd gives 10 rd", () => {
    const raw = { ...EX07, as_of: "1690-06-01", sale: { price: 30 } };
    const r1 = decide(raw);
    const r2 = decide(raw, { find_valuation: "R2" });
    assert.equal(r1.row("peder").exact.rd, "12");
    assert.equal(r2.row("peder").exact.rd, "10");
    assert.ok(r2.used.includes("find_valuation"));
    const unsold = decide({ ...EX07, as_of: "1690-06-01" }, { find_valuation: "R2" }).d;
    assert.deepEqual(unsold.allocations, []);
    assert.ok(unsold.assessments.some((a) => /fetches when it is sold/.test(a.what)));
    assert.deepEqual(owed(unsold), ["officer -> peder: -"]);
  });

  test("redemption_price: the owner pays 14 rd under R1, 12 rd under R2", () => {
    const total = (d: DeterminationBody) =>
      d.liabilities.filter((l) => l.from === "owner").reduce((s, l) => s + Number(l.amount?.rd ?? 0), 0);
    const r1 = decide(claimOn("1691-03-01"));
    const r2 = decide(claimOn("1691-03-01"), { redemption_price: "R2" });
    assert.equal(total(r1.d), 14);
    assert.equal(total(r2.d), 12);
    assert.ok(r1.used.includes("redemption_price"));
  });

  test("open_sea_owner: the salvor has 30, the assessed reward, or 45 rd when the owner comes", () => {
    const salvor = (code: string) => decide({ ...EX09B, salvage_reward_assessed: 25 }, { open_sea_owner: code });
    assert.equal(salvor("R1").row("skipper").exact.rd, "30");
    assert.equal(salvor("R2").row("skipper").exact.rd, "25");
    assert.equal(salvor("R3").row("skipper").exact.rd, "45");
    assert.ok(salvor("R3").used.includes("open_sea_owner"));
  });

  test("open_sea_custody: under R2 the salvor who kept his half must give it up when the owner comes", () => {
    const { d, used } = decide(EX09B, { open_sea_custody: "R2" });
    assert.ok(d.obligations.some((o) => o.who === "skipper" && /give up to merchant the half he kept/.test(o.what)));
    assert.ok(used.includes("open_sea_custody"));
  });

  test("open_sea_costs: R1, R2 and R3 divide the 90 rd differently, and the reading is recorded", () => {
    const got = ["R1", "R2", "R3"].map((code) => decide(EX09, { open_sea_costs: code }));
    assert.deepEqual(
      got.map((g) => g.row("king").exact.rd),
      ["45", "87/2", "45"],
    );
    for (const g of got) assert.ok(g.used.includes("open_sea_costs"));
  });

  test("the year and a day's readings are consulted for finds too", () => {
    const { used } = decide(EX08);
    assert.ok(used.includes("aar_og_dag") && used.includes("aar_og_dag_start"));
    assert.ok(!used.includes("open_sea_owner"), "the open-sea readings are not asked for an anchor");
  });
});

// ---------------------------------------------------------------------------
// Facts the rules cannot read

describe("facts of a find", () => {
  test("a delivery before the find was made, or an as_of before the claim, is a case error naming the path", () => {
    const early = thrown(() => decide({ ...EX09, delivered: { to: "officer", date: "1691-04-01" } }), CaseError);
    assert.equal(early.issues[0]?.path, "facts.delivered.date");
    const asOf = thrown(() => decide({ ...claimOn("1691-03-01"), as_of: "1691-02-01" }), CaseError);
    assert.equal(asOf.issues[0]?.path, "facts.as_of");
  });

  test("every id the find names must be a listed person", () => {
    const r = findKind.facts(amountSchema(RIGSDALER)).safeParse({ ...EX07, found_by: ["nobody"] });
    assert.equal(r.success, false);
    assert.deepEqual(r.error?.issues[0]?.path, ["found_by", 0]);
  });

  test("several finders share the finder's part together, and the text does not say how", () => {
    const raw = {
      ...EX09,
      found_by: ["skipper", "mate"],
      people: [...EX09.people, { id: "mate", roles: ["skipper"] }],
    };
    const { d } = decide(raw);
    assert.deepEqual(shares(d), { finders: "45", king: "45" });
    assert.match(messages(d), /have the finder's share together/);
  });
});

// ---------------------------------------------------------------------------
// The shares always sum exactly to the value, whatever the order of the lists

const valueArb = fc.integer({ min: 0, max: 500_000 });

describe("the division of the value", () => {
  test("the shares sum exactly to the value and do not depend on the order of people and finders", () => {
    const caseArb = fc.record({
      value: valueArb,
      costs: fc.integer({ min: 0, max: 2000 }),
      openSea: fc.boolean(),
      finders: fc.integer({ min: 1, max: 3 }),
      asOf: fc.constantFrom("1691-05-01", "1692-06-01"),
      claim: fc.constantFrom("none", "in_time", "late"),
      owner: fc.constantFrom("R1", "R3"),
      costsReading: fc.constantFrom("R1", "R2", "R3"),
      custody: fc.constantFrom("R1", "R2"),
    });
    fc.assert(
      fc.property(
        caseArb.chain((c) => fc.tuple(fc.constant(c), fc.boolean(), fc.boolean())),
        ([c, reversePeople, reverseFinders]) => {
          const ids = ["a", "b", "c"].slice(0, c.finders);
          const people = [...ids.map((id) => ({ id, roles: ["skipper"] })), { id: "officer", roles: ["official"] }];
          const claimDay = c.claim === "late" ? "1692-05-01" : "1691-05-01";
          const raw = (rp: boolean, rf: boolean) => ({
            as_of: c.claim === "late" ? "1692-06-01" : c.asOf,
            item: { what: "wreck" },
            found_by: rf ? [...ids].reverse() : ids,
            found: { date: "1691-04-20", assessment: { open_sea: c.openSea, by: "the officer" } },
            delivered: { to: "officer", date: "1691-04-26" },
            valuation: { value: `${c.value} sk` },
            costs: `${Math.min(c.costs, c.value)} sk`,
            ...(c.claim === "none" ? {} : { claim: { claimant: "officer", date: claimDay, proof_sufficient: true } }),
            people: rp ? [...people].reverse() : people,
          });
          const readings = { open_sea_owner: c.owner, open_sea_costs: c.costsReading, open_sea_custody: c.custody };
          const a = decide(raw(false, false), readings).d;
          const b = decide(raw(reversePeople, reverseFinders), readings).d;
          assert.equal(BigInt(a.funds[0]?.amount.minor ?? "-1"), BigInt(c.value));
          assert.equal(roundedTotal(a), BigInt(c.value));
          const exact = sum(a.allocations.map((x) => Rational.parse(x.exact.minor)));
          assert.ok(exact.eq(Rational.of(c.value)), `exact shares sum to ${exact}, not ${c.value}`);
          const byId = (d: DeterminationBody) =>
            Object.fromEntries(d.allocations.map((x) => [x.id, [x.exact.minor, x.rounded.minor]]));
          assert.deepEqual(byId(b), byId(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// Through the library API, from a case file's text

const EX07_YAML = `
version: 1
statute: dl-vrag
kind: find
currency: rigsdaler
readings: { aar_og_dag: R2 }
facts:
  as_of: "1691-06-01"
  item: { what: anchor, description: an anchor with cable }
  found_by: [peder]
  found: { place: the Sound, out_of_sight_of_land: false }
  landed_at: Helsingør
  delivered: { to: officer, date: "1690-05-10" }
  valuation: { value: 36 }
  costs: "2 rd"
  claim: { claimant: owner, date: "1691-06-01", proof_sufficient: true }
  people:
    - { id: peder, name: Peder Hansen, roles: [skipper] }
    - { id: officer, roles: [official] }
    - { id: owner, roles: [owner] }
`;

describe("decideText", () => {
  test("EX-07 (b) from a YAML case file: under Q-X01 R2 the owner on 1 June 1691 is in time", () => {
    const d = decideText(EX07_YAML, { source: "ex07.yaml" });
    assert.equal(d.statute, "dl-vrag");
    assert.equal(d.kind, "find");
    assert.deepEqual(shares(d), { peder: "12", owner: "24" });
    const r = d.readings.find((x) => x.name === "aar_og_dag");
    assert.equal(r?.value, "R2");
    assert.ok(d.readings.some((x) => x.name === "redemption_price"));
    const late = decideText(EX07_YAML, { readings: { aar_og_dag: "R1" } });
    assert.deepEqual(shares(late), { peder: "12", king: "24" });
  });
});
