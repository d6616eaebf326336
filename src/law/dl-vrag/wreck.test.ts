// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { Allocation, DeterminationBody, Liability } from "../../core/determination.js";
import { NotCoveredError } from "../../core/errors.js";
import { citedProvisions } from "../../core/explain.js";
import { Money, RIGSDALER } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { decideText } from "../../index.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { allSteps, thrown } from "../test-support/outcome.js";
import { dlVrag } from "./index.js";
import { AGENT_CLAIM, CLOTH, EX10, PEOPLE, WINE, WRECK } from "./test-support/wreck.js";
import { type Line, settle } from "./wreck.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

const wreckKind = dlVrag.kinds.find((k) => k.kind === "wreck") as (typeof dlVrag.kinds)[number];

function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = factsSchema(wreckKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(dlVrag.readings, overrides);
  const d: DeterminationBody = wreckKind.decide(facts, { readings, currency: RIGSDALER });
  const used = readings.used().map((u) => u.name);
  return { d, used };
}

/** id -> exact amount in rd, as RULES.md writes it. */
function exact(d: DeterminationBody): Record<string, string> {
  return Object.fromEntries(d.allocations.map((a) => [a.id, a.exact.rd as string]));
}

function row(d: DeterminationBody, id: string): Allocation {
  const a = d.allocations.find((x) => x.id === id);
  assert.ok(a, `no allocation for ${id}`);
  return a;
}

function roundedTotal(d: DeterminationBody): bigint {
  return d.allocations.reduce((s, a) => s + BigInt(a.rounded.minor), 0n);
}

/** "from -> to: amount | description" for each liability, to compare as a list. */
function lines(d: DeterminationBody): string[] {
  return d.liabilities.map((l: Liability) => `${l.from} -> ${l.to}: ${l.amount ? l.amount.text : l.description}`);
}

const warned = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");

// ---------------------------------------------------------------------------
// EX-10 of RULES.md: cloth and wine on the king's foreshore, registered 16 March 1690 (Julian).

const UNCLAIMED = { ...WRECK, as_of: "1691-04-01" };

/**
 * The readings EX-10 of RULES.md takes (Q-V07 R1, Q-X01 R1, Q-X02 R2), named so its
 * figures stand whatever the defaults. The tests below whose dates are reckoned from
 * the same registration under a year and one day name them too.
 */
const EX10_READINGS = { proceeds_substitute: "R1", aar_og_dag: "R1", aar_og_dag_start: "R2" };
const PRIVATE = { ...UNCLAIMED, foreshore: { of: "landowner", holder: "juel" } };

describe("EX-10 — wreck on the king's foreshore with nobody aboard", () => {
  test("EX-10: the agent has the 12 bales and the 40 rd, pays 30 rd reward and 6 rd drying: 4 rd net, plus the cloth", () => {
    const { d, used } = decide(EX10, EX10_READINGS);
    assert.deepEqual(exact(d), { amtmand: "36", agent: "4" });
    assert.equal(d.funds[0]?.amount.rd, "40");
    assert.equal(roundedTotal(d), 40n * 96n);
    assert.deepEqual(lines(d), [
      "agent -> amtmand: 30 rd",
      "agent -> amtmand: 6 rd",
      "amtmand -> agent: 12 bales of cloth, in kind",
      "amtmand -> agent: 40 rd",
    ]);
    assert.match(row(d, "agent").role, /agent \('fuldmægtig'\), for Hans Nielsen, the owner/);
    assert.match(
      row(d, "amtmand").reason,
      /30 rd the due salvage reward and 6 rd the cost of saving 12 bales of cloth/,
    );
    for (const name of ["proceeds_substitute", "aar_og_dag", "aar_og_dag_start"]) assert.ok(used.includes(name), name);
    assert.deepEqual(d.warnings, []);
  });

  test("EX-10, no owner comes: once the year and a day has run out, everything is the king's — the cloth, and 34 rd after the 6 rd drying", () => {
    const { d } = decide(UNCLAIMED, EX10_READINGS);
    assert.deepEqual(exact(d), { amtmand: "6", king: "34" });
    assert.deepEqual(lines(d), [
      "amtmand -> king: 12 bales of cloth, in kind",
      "amtmand -> king: 40 rd",
      "king -> amtmand: 6 rd",
    ]);
    assert.match(d.situation, /belongs to the king since 1691-03-18/);
    assert.equal(d.options.length, 0);
  });

  test("EX-10 with only the wine: nothing is owed out of the 40 rd, and all of it is the king's", () => {
    const { d } = decide({ ...UNCLAIMED, items: [WINE] }, EX10_READINGS);
    assert.deepEqual(exact(d), { king: "40" });
    assert.deepEqual(lines(d), ["amtmand -> king: 40 rd"]);
    assert.match(
      row(d, "king").reason,
      /fallen to the king with the wreck \(Q-V07 R1\), less what is owed out of them$/,
    );
  });

  test("EX-10 on a private foreshore: the landowner who holds the foreshore right keeps it all, bearing his own drying costs", () => {
    const { d } = decide(PRIVATE, EX10_READINGS);
    assert.deepEqual(exact(d), { juel: "40" });
    assert.match(row(d, "juel").reason, /bearing the cost of saving 12 bales of cloth.*himself/);
    assert.deepEqual(d.liabilities, [], "he keeps what he holds: nothing to deliver");
    assert.equal(d.obligations[0]?.who, "juel");
  });

  test("EX-10 decided from a case file with statute dl-vrag", () => {
    const yaml = `
version: 1
statute: dl-vrag
kind: wreck
currency: rigsdaler
readings: { proceeds_substitute: R1, aar_og_dag: R1, aar_og_dag_start: R2 }
facts:
  date: "1690-03-14"
  place: beach
  foreshore: { of: king }
  keeping: { registered: "1690-03-16" }
  items:
    - { id: cloth, name: 12 bales of cloth, what: cargo, wet: true, restorable: true, restoring_cost: 6 }
    - { id: wine, name: 4 pipes of wine, what: cargo, damaged: true, restorable: false, sold_for: "40 rd" }
  claim: { by: agent, as: agent, date: "1690-06-16", proof_sufficient: true }
  salvage_reward: { amount: 30 }
  people: [{ id: agent, name: Peder Jensen }]
`;
    const d = decideText(yaml);
    assert.equal(d.statute, "dl-vrag");
    assert.deepEqual(exact(d), { amtmand: "36", agent: "4" });
    assert.equal(row(d, "amtmand").name, "The amtmand", "the office, unnamed, where the case lists no amtmand");
    assert.deepEqual(
      d.readings.map((r) => `${r.name}=${r.value}`),
      ["aar_og_dag=R1", "aar_og_dag_start=R2", "proceeds_substitute=R1"],
    );
    assert.ok(citedProvisions(d.explanation).includes("dl-vrag/6"), "the borrowed assessors are cited");
  });
});

describe("dl-vrag/8–13, provision by provision", () => {
  test("dl-vrag/8: on the king's foreshore the amtmand must salvage with all diligence and keep it with clear registers", () => {
    const { d } = decide(WRECK);
    assert.deepEqual(
      d.obligations.slice(0, 2).map((o) => [o.who, o.provisions]),
      [
        ["amtmand", ["dl-vrag/8"]],
        ["amtmand", ["dl-vrag/8", "dl-vrag/9"]],
      ],
    );
    assert.match(d.obligations[0]?.what ?? "", /as much .* as can possibly be, with all diligence/);
    assert.match(d.obligations[1]?.what ?? "", /safe keeping with clear registers/);
  });

  test("dl-vrag/8: off a landowner's land the duties are the landowner's; the bailiff who keeps it for him accounts for it", () => {
    const facts = {
      ...EX10,
      foreshore: { of: "landowner", holder: "juel" },
      keeping: { ...WRECK.keeping, by: "bailiff" },
    };
    const { d } = decide(facts);
    assert.deepEqual(
      d.obligations.map((o) => o.who),
      ["juel", "juel", "juel"],
    );
    assert.deepEqual(exact(d), { bailiff: "36", agent: "4" });
    assert.ok(lines(d).includes("bailiff -> agent: 12 bales of cloth, in kind"));
  });

  test("dl-vrag/8: a case that says no register is kept is warned of", () => {
    const { d } = decide({ ...WRECK, keeping: { registered: "1690-03-16", register_kept: false } });
    assert.match(warned(d), /No clear register .* dl-vrag\/8 requires one/);
    assert.deepEqual(d.warnings[0]?.provisions, ["dl-vrag/8"]);
  });

  test("dl-vrag/8: whose foreshore not given — the duty is the amtmand's or the landowner's, and who takes it unclaimed is to be established", () => {
    const { d } = decide({ ...UNCLAIMED, foreshore: undefined });
    assert.equal(d.obligations[0]?.who, "amtmand-or-landowner");
    assert.match(warned(d), /does not say whose foreshore/);
    assert.deepEqual(d.allocations, []);
    assert.ok(d.assessments.some((a) => /foreshore right there/.test(a.what)));
  });

  test("dl-vrag/8: with living people aboard the chapter on wreck does not apply (dl-vrag/1–7)", () => {
    const e = thrown(() => decide({ ...WRECK, living_people: true }), NotCoveredError);
    assert.match(e.message, /kind "salvage"/);
    assert.ok(e.provisions.includes("dl-vrag/1"));
    const sea = thrown(() => decide({ ...WRECK, place: "open_sea" }), NotCoveredError);
    assert.match(sea.message, /kind "find"/);
  });

  test("dl-vrag/9: with no reward fixed, it is an assessment by the amtmand with the best men, borrowed from dl-vrag/6, and nothing is divided yet", () => {
    const { d } = decide({ ...EX10, salvage_reward: undefined });
    const reward = d.assessments.find((a) => /tilbørlig bjergeløn/.test(a.what));
    assert.equal(reward?.status, "needed");
    assert.match(reward?.by ?? "", /the amtmand with the best men.*points back to dl-vrag\/6.*borrows/);
    assert.deepEqual(reward?.provisions, ["dl-vrag/9", "dl-vrag/6"]);
    assert.deepEqual(d.allocations, []);
    assert.deepEqual(d.funds, []);
    assert.match(warned(d), /salvage reward is still to be fixed/);
    assert.ok(lines(d).includes("amtmand -> agent: 40 rd"), "the money is his all the same");
  });

  test("dl-vrag/9: a claim made in time whose proof is still to be judged holds off dl-vrag/13, even after the last day", () => {
    const { d } = decide({ ...UNCLAIMED, claim: { ...AGENT_CLAIM, proof_sufficient: undefined } });
    assert.deepEqual(d.allocations, []);
    const proof = d.assessments.find((a) => /proof/.test(a.what));
    assert.equal(proof?.status, "needed");
    assert.match(d.situation, /kept for its owner/);
  });

  test("dl-vrag/9: proof found insufficient — he may come again with better proof until the last day", () => {
    const { d } = decide({ ...WRECK, claim: { ...AGENT_CLAIM, proof_sufficient: false } }, EX10_READINGS);
    assert.equal(d.options[0]?.holder, "agent");
    assert.equal(d.options[0]?.deadline, "1691-03-17");
    assert.match(warned(d), /not sufficient.*until 1691-03-17/);
  });

  test("dl-vrag/9: when reward and costs exceed the money, the keeper has all of it and the owner pays the rest", () => {
    const { d } = decide({ ...EX10, salvage_reward: { amount: 38 } });
    assert.deepEqual(exact(d), { amtmand: "40", agent: "0" });
    assert.match(row(d, "amtmand").reason, /4 rd of it remains to be paid by Peder Jensen/);
  });

  test("dl-vrag/10: the cost of saving is the owner's when he comes, the king's when the wreck falls to him", () => {
    const owner = decide(EX10).d.liabilities.find((l) => /cost of saving/.test(l.description));
    assert.deepEqual([owner?.from, owner?.to, owner?.amount?.rd], ["agent", "amtmand", "6"]);
    const king = decide(UNCLAIMED, EX10_READINGS).d.liabilities.find((l) => /cost of saving/.test(l.description));
    assert.deepEqual([king?.from, king?.to, king?.amount?.rd], ["king", "amtmand", "6"]);
    assert.match(king?.description ?? "", /borne by the king, who takes the goods/);
  });

  test("dl-vrag/10: a cost of saving not given leaves the money undivided; whether goods can be saved, not given, is an assessment", () => {
    const noCost = decide({ ...EX10, items: [{ ...CLOTH, restoring_cost: undefined }, WINE] }).d;
    assert.deepEqual(noCost.allocations, []);
    assert.match(warned(noCost), /cost of saving 12 bales of cloth is not given/);
    const unsure = decide({ ...EX10, items: [{ ...CLOTH, restorable: undefined, restoring_cost: undefined }, WINE] }).d;
    const a = unsure.assessments.find((x) => /can be saved/.test(x.what));
    assert.equal(a?.status, "needed");
    assert.deepEqual(a?.provisions, ["dl-vrag/10", "dl-vrag/11"]);
  });

  test("dl-vrag/11: goods that cannot be saved may be sold at once: the keeper's option while they are unsold", () => {
    const { d } = decide({ ...WRECK, items: [CLOTH, { ...WINE, sold_for: undefined, sold_on: undefined }] });
    assert.deepEqual(
      d.options.map((o) => [o.holder, o.provisions]),
      [
        ["amtmand", ["dl-vrag/11"]],
        ["the rightful owner, or his agent", ["dl-vrag/9", "dl-vrag/13"]],
      ],
    );
    assert.match(d.options[0]?.choices[0] ?? "", /sell 4 pipes of wine at once .* best price/);
  });

  test("dl-vrag/11: selling goods that could be saved is warned of", () => {
    const { d } = decide({ ...EX10, items: [{ ...CLOTH, sold_for: 50 }, WINE] });
    assert.match(warned(d), /12 bales of cloth was sold though it could be saved/);
    assert.equal(d.funds[0]?.amount.rd, "90");
  });

  test("dl-vrag/12: each reported breach is punished as for goods held without lawful title, with no figure", () => {
    const breaches = [
      { person: "watchman", what: "carried off a bale of cloth" },
      { person: "bailiff", what: "kept no account of the wine sold", provision: "dl-vrag/8" },
    ];
    const { d } = decide({ ...WRECK, breaches });
    assert.deepEqual(
      d.penalties.map((p) => [p.who, p.provisions, p.amount]),
      [
        ["watchman", ["dl-vrag/12"], undefined],
        ["bailiff", ["dl-vrag/12"], undefined],
      ],
    );
    assert.match(d.penalties[0]?.penalty ?? "", /goods held without lawful title.*outside this chapter.*no figure/);
    assert.match(d.penalties[1]?.offence ?? "", /reported under dl-vrag\/8/);
  });

  test("dl-vrag/13: before the year and a day has run out the wreck is kept; the owner's deadline is its last day, and the king's title follows the day after", () => {
    // Q-X01 R2 (a year and six weeks, the default) from the registration on 16 March 1690.
    const { d } = decide({ ...WRECK, as_of: "1690-12-01" });
    assert.deepEqual(d.allocations, []);
    const o = d.options.find((x) => x.provisions.includes("dl-vrag/13"));
    assert.equal(o?.deadline, "1691-04-27");
    assert.match(o?.lapse ?? "", /from 1691-04-28 \(Julian\) the wreck belongs to the king \(dl-vrag\/13\)/);
    assert.ok(
      allSteps(d.explanation).some((s) => /on 1691-04-28 the wreck belongs to the king/.test(s.label)),
      "the king's title follows the day after",
    );
  });

  test("dl-vrag/13: the last day itself is still in time; the day after, the wreck is the king's", () => {
    assert.match(decide({ ...WRECK, as_of: "1691-04-27" }).d.situation, /kept for its owner until 1691-04-27/);
    assert.deepEqual(exact(decide({ ...WRECK, as_of: "1691-04-28" }).d), { amtmand: "6", king: "34" });
  });

  test("dl-vrag/13: a landowner without the foreshore right — the unclaimed wreck is the king's", () => {
    const { d } = decide(
      { ...PRIVATE, foreshore: { of: "landowner", holder: "juel", foreshore_right: false } },
      EX10_READINGS,
    );
    assert.deepEqual(exact(d), { juel: "6", king: "34" });
    assert.ok(allSteps(d.explanation).some((s) => /does not hold the foreshore right/.test(s.label)));
  });

  test("dl-vrag/13: a claim after the last day is too late, whatever the proof", () => {
    const late = { ...AGENT_CLAIM, date: "1691-03-18" };
    const { d } = decide({ ...EX10, claim: late }, EX10_READINGS);
    assert.deepEqual(exact(d), { amtmand: "6", king: "34" });
    assert.match(warned(d), /came on 1691-03-18, after 1691-03-17.*too late/);
  });
});

describe("the year and a day (Q-X01, Q-X02): the last day as a date", () => {
  // Stranded 14 March, registered 16 March 1690 (Julian); the owner has not come by 1 January 1691.
  const cases: [Record<string, string>, Record<string, unknown>, string][] = [
    [{}, {}, "1691-04-27"],
    [{ aar_og_dag: "R1" }, {}, "1691-03-17"],
    [{ aar_og_dag: "R2" }, {}, "1691-04-27"],
    [{ aar_og_dag: "R3" }, {}, "1691-04-30"],
    [{ aar_og_dag: "R4" }, {}, "1691-03-16"],
    [{ aar_og_dag_start: "R1", aar_og_dag: "R1" }, {}, "1691-03-15"],
    [{ aar_og_dag_start: "R1", aar_og_dag: "R2" }, {}, "1691-04-25"],
    [{ aar_og_dag_start: "R3", aar_og_dag: "R1" }, { notice: "1690-04-01" }, "1691-04-02"],
  ];
  for (const [readings, keeping, last] of cases) {
    const name =
      Object.entries(readings)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ") || "defaults";
    test(`dl-vrag/9: ${name}: the owner may come until ${last}`, () => {
      const facts = { ...WRECK, as_of: "1691-01-01", keeping: { ...WRECK.keeping, ...keeping } };
      const { d, used } = decide(facts, readings);
      assert.equal(d.options.at(-1)?.deadline, last);
      assert.ok(used.includes("aar_og_dag") && used.includes("aar_og_dag_start"));
    });
  }

  test("dl-vrag/13: from a public notice the case does not give, the start is an assessment and the wreck stays kept", () => {
    const { d } = decide(UNCLAIMED, { aar_og_dag_start: "R3" });
    assert.deepEqual(d.allocations, []);
    assert.ok(d.assessments.some((a) => /public notice/.test(a.what) && a.status === "needed"));
    assert.equal(d.options.at(-1)?.deadline, undefined);
  });

  test("dl-vrag/13: the private foreshore example — late under a year and a day (367 days, 1692 is leap) and under a year, in time under a year and six weeks", () => {
    const facts = {
      date: "1691-11-18",
      place: "beach",
      as_of: "1693-01-15",
      foreshore: { of: "landowner", holder: "juel" },
      keeping: { registered: "1691-11-20" },
      items: [{ id: "hemp", what: "cargo" }],
      claim: { by: "owner", as: "owner", date: "1692-12-02", proof_sufficient: true },
      people: PEOPLE,
    };
    const situations = ["R1", "R2", "R3", "R4"].map((c) => decide(facts, { aar_og_dag: c }).d.situation);
    assert.deepEqual(
      situations.map((s) => (/belongs to Jens Juel/.test(s) ? "holder" : /claimed within/.test(s) ? "owner" : s)),
      ["holder", "owner", "owner", "holder"],
    );
    const r1 = decide(facts, { aar_og_dag: "R1" }).d;
    assert.ok(allSteps(r1.explanation).some((s) => s.value === "1692-11-21"));
  });
});

describe("readings", () => {
  test("switching proceeds_substitute to R2 leaves the 40 rd open: the agent owes 36 rd and has the cloth, and nothing is divided", () => {
    const r1 = decide(EX10);
    const r2 = decide(EX10, { proceeds_substitute: "R2" });
    assert.notDeepEqual(exact(r1.d), exact(r2.d));
    assert.deepEqual(r2.d.allocations, []);
    assert.deepEqual(lines(r2.d), [
      "agent -> amtmand: 30 rd",
      "agent -> amtmand: 6 rd",
      "amtmand -> agent: 12 bales of cloth, in kind",
    ]);
    assert.match(warned(r2.d), /left open \(Q-V07 R2\)/);
    for (const name of ["proceeds_substitute", "aar_og_dag", "aar_og_dag_start"])
      assert.ok(r2.used.includes(name), name);
  });

  test("proceeds_substitute is consulted only when something was sold", () => {
    const { used } = decide({ ...EX10, items: [CLOTH] });
    assert.ok(!used.includes("proceeds_substitute"));
    assert.ok(used.includes("aar_og_dag"));
  });

  test("switching aar_og_dag to R2 moves the last day to 27 April 1691, so on 1 April 1691 the wreck is still kept", () => {
    const r1 = decide(UNCLAIMED, { aar_og_dag: "R1" }).d;
    const r2 = decide(UNCLAIMED, { aar_og_dag: "R2" }).d;
    assert.deepEqual(exact(r1), { amtmand: "6", king: "34" });
    assert.deepEqual(r2.allocations, []);
    assert.equal(r2.options.at(-1)?.deadline, "1691-04-27");
  });
});

describe("properties", () => {
  const sk = (n: number) => `${n} sk`;
  const item = fc.record({
    restorable: fc.boolean(),
    cost: fc.integer({ min: 0, max: 2000 }),
    thirds: fc.integer({ min: 0, max: 2 }),
    price: fc.integer({ min: 0, max: 5000 }),
  });
  const items = fc
    .array(item, { minLength: 1, maxLength: 6 })
    .map((xs) =>
      xs.map((x, i) =>
        x.restorable
          ? { id: `i${i}`, what: "cargo", wet: true, restorable: true, restoring_cost: `${x.cost} ${x.thirds}/3 sk` }
          : { id: `i${i}`, what: "cargo", damaged: true, restorable: false, sold_for: sk(x.price) },
      ),
    );
  const withOrder = items.chain((xs) =>
    fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length })),
  );
  const reward = fc.tuple(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 1, max: 7 }));

  // Lines of n/3 skilling each, and one more that makes the total a whole number of skilling.
  const thirds = fc.uniqueArray(fc.record({ id: fc.stringMatching(/^[a-z]{1,4}$/), n: fc.nat(100_000) }), {
    selector: (x) => x.id,
    minLength: 1,
    maxLength: 8,
  });
  const lineOf = (id: string, minor: Rational): Line => ({
    party: { id, name: id, role: "" },
    amount: Money.ofMinor(RIGSDALER, minor),
    reason: "",
    provisions: [],
  });
  const settlement = thirds.map((xs) => {
    const ls = xs.map((x) => lineOf(x.id, Rational.of(x.n, 3)));
    const sum = ls.reduce((a, l) => a.add(l.amount.minor), Rational.ZERO);
    const rest = Rational.of(sum.ceil()).sub(sum);
    return { total: Money.ofMinor(RIGSDALER, sum.ceil()), lines: [...ls, lineOf("~rest", rest)] };
  });

  test("settle: any exact split keeps the total and does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(
        settlement.chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.shuffledSubarray(s.lines, { minLength: s.lines.length, maxLength: s.lines.length }),
          ),
        ),
        ([s, shuffled]) => {
          const a = settle(s.total, s.lines);
          const b = settle(s.total, shuffled);
          const sum = a.reduce((t, x) => t + BigInt(x.rounded.minor), 0n);
          assert.equal(sum, BigInt(s.total.minor.toString()));
          for (const x of a) {
            const off = Rational.parse(x.rounded.minor).sub(Rational.parse(x.exact.minor)).abs();
            assert.ok(off.lt(Rational.ONE), `${x.id} rounded by less than a skilling`);
          }
          const byId = (xs: Allocation[]) => Object.fromEntries(xs.map((x) => [x.id, x.rounded.minor]));
          assert.deepEqual(byId(a), byId(b));
        },
      ),
    );
  });

  test("any exact settlement keeps the total to the skilling, and the order of the goods changes nothing", () => {
    fc.assert(
      fc.property(withOrder, reward, fc.boolean(), ([xs, shuffled], [num, den], ownerComes) => {
        const base = ownerComes ? { ...EX10, salvage_reward: { amount: `${num}/${den} sk` } } : UNCLAIMED;
        const a = decide({ ...base, items: xs }).d;
        const b = decide({ ...base, items: shuffled }).d;
        const proceeds = a.funds[0]?.amount.minor;
        if (proceeds === undefined) {
          assert.deepEqual(a.allocations, []);
          return;
        }
        assert.equal(roundedTotal(a), BigInt(proceeds));
        const byId = (d: DeterminationBody) =>
          Object.fromEntries(d.allocations.map((x) => [x.id, [x.exact.minor, x.rounded.minor]]));
        assert.deepEqual(byId(a), byId(b));
      }),
      { numRuns: 150 },
    );
  });
});
