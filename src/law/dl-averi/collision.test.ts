import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { amountSchema } from "../../cases/common.js";
import type { AverageStatement, DeterminationBody, Liability } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import type { Step } from "../../core/explain.js";
import { RIGSDALER } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { decide as decideCase } from "../../engine/decide.js";
import { collisionKind } from "./collision.js";
import { COLLISION_READINGS } from "./collision-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = collisionKind.facts(amountSchema(RIGSDALER)).parse(raw);
  const readings = new ReadingSet(COLLISION_READINGS, overrides);
  const d: DeterminationBody = collisionKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => `${u.name}=${u.value}`) };
}

/** Exact value of an amount in rigsdaler. */
const rd = (m: { minor: string } | undefined): Rational =>
  m ? Rational.parse(m.minor).div(Rational.of(96)) : Rational.ZERO;

/** "from -> to" -> sum of the amounts owed, in rd, as text. */
function owed(d: DeterminationBody): Record<string, string> {
  const m = new Map<string, Rational>();
  for (const l of d.liabilities) {
    const k = `${l.from} -> ${l.to}`;
    m.set(k, (m.get(k) ?? Rational.ZERO).add(rd(l.amount)));
  }
  return Object.fromEntries([...m].map(([k, v]) => [k, v.toString()]));
}

/** The statement of the sharing. */
function statement(d: DeterminationBody): AverageStatement {
  const a = d.averages?.find((x) => x.id === "damage");
  assert.ok(a?.statement, "a statement of the damage shared");
  return a.statement;
}

/** party -> exact part of the damage it bears, in rd, as text (parties that bear nothing left out). */
function parts(d: DeterminationBody): Record<string, string> {
  const m = new Map<string, Rational>();
  for (const l of statement(d).lines) m.set(l.owner, (m.get(l.owner) ?? Rational.ZERO).add(rd(l.contributionExact)));
  return Object.fromEntries([...m].filter(([, v]) => !v.isZero()).map(([k, v]) => [k, v.toString()]));
}

function allSteps(s: Step): Step[] {
  return [s, ...(s.children ?? []).flatMap(allSteps)];
}

const step = (d: DeterminationBody, rule: string): Step | undefined =>
  allSteps(d.explanation).find((s) => s.rule === rule);
const warned = (d: DeterminationBody, p: string): string =>
  d.warnings
    .filter((w) => w.provisions.includes(p))
    .map((w) => w.message)
    .join("\n");
const assessment = (d: DeterminationBody, p: string) => d.assessments.filter((a) => a.provisions.includes(p));

/**
 * The rounded parts add up to the damage shared, the nets to zero, every amount
 * owed is whole, and what each party pays and receives settles its net exactly.
 */
function balanced(d: DeterminationBody): void {
  const st = statement(d);
  const contributions = st.lines.reduce((t, l) => t + BigInt(l.contribution.minor), 0n);
  assert.equal(contributions, BigInt(st.loss.minor));
  assert.equal(
    st.balances.reduce((t, b) => t + BigInt(b.net.minor), 0n),
    0n,
  );
  for (const l of d.liabilities) assert.ok(l.amount && Rational.parse(l.amount.minor).isInteger(), "whole amounts");
  for (const b of st.balances) {
    const got = d.liabilities.filter((l) => l.to === b.party).reduce((t, l) => t + BigInt(l.amount?.minor ?? 0), 0n);
    const paid = d.liabilities.filter((l) => l.from === b.party).reduce((t, l) => t + BigInt(l.amount?.minor ?? 0), 0n);
    assert.equal(got - paid, BigInt(b.net.minor), `the liabilities settle ${b.party}'s net`);
  }
}

function caseError(f: () => unknown): CaseError {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof CaseError, `expected a CaseError, got ${String(e)}`);
    return e;
  }
  assert.fail("expected a CaseError");
}

const envelope = (facts: unknown) => ({ version: 1, statute: "dl-averi", kind: "collision", facts });

// ---------------------------------------------------------------------------
// EX-13: two ships under sail

const EX13_PEOPLE = [
  { id: "peder", roles: ["skipper"] },
  { id: "anne", roles: ["shipowner"] },
  { id: "rasmus", roles: ["merchant"] },
  { id: "niels", roles: ["skipper", "shipowner"] },
  { id: "soren", roles: ["shipowner"] },
];

const EX13 = {
  incident: {
    type: "under_sail",
    ships: [
      { ship: "x", oath: "sworn" },
      { ship: "y", oath: "sworn" },
    ],
    by_night: true,
  },
  ships: [
    {
      id: "x",
      skipper: "peder",
      owners: [{ person: "anne", share: 1 }],
      damage: 300,
      cargo: [{ id: "bl-1", owner: "rasmus", damage: 80 }],
    },
    {
      id: "y",
      skipper: "niels",
      owners: [
        { person: "niels", share: "1/2" },
        { person: "soren", share: "1/2" },
      ],
      damage: 100,
    },
  ],
  people: EX13_PEOPLE,
};

type Raw = Record<string, unknown> & { incident: Record<string, unknown>; ships: Record<string, unknown>[] };
const withIncident = (base: Raw, more: Record<string, unknown>): Raw => ({
  ...base,
  incident: { ...base.incident, ...more },
});
const withShip = (base: Raw, id: string, more: Record<string, unknown>): Raw => ({
  ...base,
  ships: base.ships.map((s) => (s.id === id ? { ...s, ...more } : s)),
});

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

const EX14 = {
  incident: { type: "run_down", sailing: "w", lying: "z", where: "roadstead", cause: "neglect" },
  ships: [
    {
      id: "w",
      skipper: "wskipper",
      owners: [{ person: "wowner", share: 1 }],
      value: 1500,
      skipper_means: 320,
      damage: 70,
      cargo: [{ id: "salt", owner: "merchant" }],
    },
    { id: "z", skipper: "zskipper", owners: [{ person: "zowner", share: 1 }], damage: 500 },
  ],
  people: [
    { id: "wskipper", roles: ["skipper"] },
    { id: "wowner", roles: ["shipowner"] },
    { id: "merchant", roles: ["merchant"] },
    { id: "zskipper", roles: ["skipper"] },
    { id: "zowner", roles: ["shipowner"] },
  ],
};

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

const DRIFT = {
  incident: {
    type: "drifting",
    drifting: "d",
    at_anchor: "a",
    broke: "cable",
    skipper_innocent: true,
    assessed: { shares: { d: "3/5", a: "2/5" } },
  },
  ships: [
    { id: "d", skipper: "ds", owners: [{ person: "do", share: 1 }], damage: 150 },
    {
      id: "a",
      skipper: "as",
      owners: [{ person: "ao", share: 1 }],
      damage: 210,
      cargo: [{ id: "rye", owner: "m", damage: 45 }],
    },
  ],
  people: [{ id: "ds" }, { id: "do" }, { id: "as" }, { id: "ao" }, { id: "m", roles: ["merchant"] }],
};

describe("dl-averi/11–12 — a ship breaks loose and drifts onto another", () => {
  test("dl-averi/11 — skipper innocent, both damaged: both ships pay as the seafaring men judged (3/5, 2/5 of 405)", () => {
    const { d } = decide(DRIFT);
    assert.deepEqual(parts(d), { do: "243", ao: "162" });
    assert.deepEqual(owed(d), { "do -> ao": "48", "do -> m": "45" });
    balanced(d);
  });

  test("dl-averi/11 — not yet surveyed: an assessment by seafaring men under Q-A05 R1, halves under R2", () => {
    const raw = withIncident(DRIFT, { assessed: undefined });
    const r1 = decide(raw).d;
    assert.deepEqual(r1.liabilities, []);
    assert.ok(assessment(r1, "dl-averi/11").some((a) => a.status === "needed" && /seafaring men/.test(a.by)));
    const r2 = decide(raw, { assessed_split: "R2" }).d;
    // 405 halved: each bears 202 1/2; the drifting ship lost 150 and pays 52 1/2, rounded to the skilling.
    assert.deepEqual(parts(r2), { do: "405/2", ao: "405/2" });
    const paid = r2.liabilities.reduce((t, l) => t.add(rd(l.amount)), Rational.ZERO);
    const doRounded = rd(statement(r2).balances.find((b) => b.party === "do")?.contribution);
    assert.ok(paid.eq(doRounded.sub(Rational.of(150))));
    balanced(r2);
  });

  test("dl-averi/11 — skipper not found innocent: the text is silent; dl-averi/7 is pointed to, not applied", () => {
    const { d } = decide(withIncident(DRIFT, { skipper_innocent: false }));
    assert.deepEqual(d.liabilities, []);
    assert.match(warned(d, "dl-averi/11"), /nearest rule is dl-averi\/7.*does not decide it/);
    assert.equal(assessment(d, "dl-averi/11").find((a) => /innocent/.test(a.what))?.value, false);
  });

  test("dl-averi/11 — innocence not yet found: an assessment, and what follows once it is", () => {
    const { d } = decide(withIncident(DRIFT, { skipper_innocent: undefined }));
    assert.deepEqual(d.liabilities, []);
    assert.equal(assessment(d, "dl-averi/11").find((a) => /innocent/.test(a.what))?.status, "needed");
    assert.match(warned(d, "dl-averi/11"), /Once he is: 48 rd from do to ao; 45 rd from do to m/);
  });

  test("dl-averi/11 — what follows once he is found innocent rests on Q-A05, which is recorded and moves only that sentence", () => {
    // Not surveyed and innocence not found: what follows under dl-averi/11 turns on
    // 'betales af begge skibene efter deres gode tykke og forstand' read by Q-A05.
    const raw = withIncident(DRIFT, { skipper_innocent: undefined, assessed: undefined });
    const r1 = decide(raw);
    const r2 = decide(raw, { assessed_split: "R2" });
    assert.ok(r1.used.includes("assessed_split=R1"), `relied on: ${r1.used.join(", ")}`);
    assert.ok(r2.used.includes("assessed_split=R2"), `relied on: ${r2.used.join(", ")}`);
    // 405 halved under R2: the drifting ship, which lost 150, owes 52 1/2: the rye's 45
    // and 7 1/2 (7 rd 3 mk) to the ship at anchor, which lost 210 and bears 202 1/2.
    assert.match(warned(r1.d, "dl-averi/11"), /Once he is: 405 rd to be surveyed .* not yet assessed \(Q-A05 R1\)/);
    assert.match(warned(r2.d, "dl-averi/11"), /Once he is: 7 rd 3 mk from do to ao; 45 rd from do to m\./);
    assert.deepEqual(r1.d.liabilities, []);
    assert.deepEqual(r2.d.liabilities, []);
    const rest = (d: DeterminationBody) => d.warnings.filter((w) => !/Once he is/.test(w.message));
    assert.deepEqual(rest(r1.d), rest(r2.d));
  });

  test("dl-averi/12 — only the drifting ship damaged: the ship at anchor owes nothing, innocent or not", () => {
    for (const innocent of [true, false, undefined]) {
      const raw = withShip(
        withShip(withIncident(DRIFT, { skipper_innocent: innocent, assessed: undefined }), "a", {
          damage: 0,
          cargo: [],
        }),
        "d",
        { damage: 120 },
      );
      const { d, used } = decide(raw);
      assert.deepEqual(d.liabilities, []);
      assert.equal(d.averages, undefined);
      assert.equal(step(d, "dl-averi/12#anchored-owes-nothing")?.status, "applied");
      assert.deepEqual(step(d, "dl-averi/11#both-ships")?.overriddenBy, ["dl-averi/12#anchored-owes-nothing"]);
      assert.deepEqual(used, []);
      assert.equal(d.warnings.length, 0);
    }
  });

  test("dl-averi/12 — only the ship at anchor damaged: neither 11 nor 12 speaks of it, and nothing is decided", () => {
    const { d } = decide(withShip(DRIFT, "d", { damage: 0 }));
    assert.deepEqual(d.liabilities, []);
    assert.match(warned(d, "dl-averi/12"), /Only the a, lying at anchor, took damage/);
  });
});

// ---------------------------------------------------------------------------
// 13: cables and anchors slipped

const SLIP = {
  incident: {
    type: "slipped_anchor",
    drifting: "l",
    slipped: [
      { ship: "g", cable_and_anchor: 60 },
      { ship: "n", cable_and_anchor: 40 },
    ],
    assessed: { shares: { l: "1/2", g: "1/4", n: "1/4" } },
  },
  ships: [
    { id: "l", skipper: "lo", owners: [{ person: "lo", share: 1 }] },
    { id: "g", skipper: "gs", owners: [{ person: "go", share: 1 }] },
    { id: "n", skipper: "no", owners: [{ person: "no", share: 1 }] },
  ],
  people: [{ id: "lo" }, { id: "gs" }, { id: "go" }, { id: "no" }],
};

describe("dl-averi/13 — cables and anchors slipped to escape a drifting ship", () => {
  test("dl-averi/13 — reckoned between the drifting ship and those that slipped, as the seafaring men declared", () => {
    const { d } = decide(SLIP);
    assert.deepEqual(parts(d), { lo: "50", go: "25", no: "25" });
    assert.deepEqual(owed(d), { "lo -> go": "35", "lo -> no": "15" });
    balanced(d);
  });

  test("dl-averi/13 — not yet declared: nothing owed under Q-A05 R1; under R2 each half by the drifting ship", () => {
    const raw = withIncident(SLIP, { assessed: undefined });
    const r1 = decide(raw).d;
    assert.deepEqual(r1.liabilities, []);
    assert.equal(assessment(r1, "dl-averi/13")[0]?.status, "needed");
    const r2 = decide(raw, { assessed_split: "R2" }).d;
    assert.deepEqual(parts(r2), { lo: "50", go: "30", no: "20" });
    assert.deepEqual(owed(r2), { "lo -> go": "30", "lo -> no": "20" });
  });

  test("dl-averi/13 — not slipped to prevent damage: no rule", () => {
    const { d } = decide(withIncident(SLIP, { to_prevent_damage: false }));
    assert.deepEqual(d.liabilities, []);
    assert.match(warned(d, "dl-averi/13"), /to prevent greater damage/);
  });
});

// ---------------------------------------------------------------------------
// 14–15: ships lying close

const CLOSE = {
  incident: {
    type: "close_quarters",
    cannot_give_way: "s",
    can_give_way: "f",
    asked: true,
    weighed: false,
  },
  ships: [
    {
      id: "s",
      skipper: "ss",
      owners: [{ person: "so", share: 1 }],
    },
    { id: "f", skipper: "fs", owners: [{ person: "fo", share: 1 }] },
  ],
  people: [{ id: "ss" }, { id: "so" }, { id: "fs" }, { id: "fo" }, { id: "m" }],
};

describe("dl-averi/14–15 — ships lying close", () => {
  test("dl-averi/14 — the one that cannot give way must ask; refused, he may weigh the other's anchor (Q-A06 R1)", () => {
    const { d, used } = decide(CLOSE);
    assert.deepEqual(
      d.obligations.map((o) => [o.who, o.provisions]),
      [["ss", ["dl-averi/14"]]],
    );
    assert.equal(d.options[0]?.holder, "ss");
    assert.deepEqual(used, ["anchor_self_help=R1"]);
    assert.deepEqual(d.liabilities, []);
  });

  test("dl-averi/14 — Q-A06 R2: the one who refused must weigh his anchor himself", () => {
    const { d } = decide(CLOSE, { anchor_self_help: "R2" });
    assert.deepEqual(d.options, []);
    assert.ok(d.obligations.some((o) => o.who === "fs" && o.provisions.includes("dl-averi/14")));
  });

  test("dl-averi/14 — no danger: no duty; not asked: the duty stands, with no consequence in the text", () => {
    const calm = decide(withIncident(CLOSE, { danger: false })).d;
    assert.deepEqual(calm.obligations, []);
    const silent = decide(withIncident(CLOSE, { asked: false })).d;
    assert.equal(silent.obligations.length, 1);
    assert.match(warned(silent, "dl-averi/14"), /did not ask/);
    assert.deepEqual(silent.options, []);
  });

  test("dl-averi/15 — the other forbids it and damage follows: the one who could give way pays it", () => {
    const raw = withShip(withIncident(CLOSE, { self_help: "forbidden" }), "s", {
      damage: 85,
      cargo: [{ id: "hemp", owner: "m", damage: 24 }],
    });
    const { d, used } = decide(raw);
    assert.deepEqual(parts(d), { fs: "109" });
    assert.deepEqual(owed(d), { "fs -> so": "85", "fs -> m": "24" });
    assert.deepEqual(step(d, "dl-averi/14#self-help")?.overriddenBy, ["dl-averi/15#forbade"]);
    assert.deepEqual(used, [], "the self-help reading did not decide");
    balanced(d);
  });

  test("dl-averi/15 — damage without forbidding or hindering: the text does not say who pays", () => {
    const raw = withShip(withIncident(CLOSE, { self_help: "done" }), "s", { damage: 85 });
    const { d } = decide(raw);
    assert.deepEqual(d.liabilities, []);
    assert.match(warned(d, "dl-averi/15"), /only when he forbade or hindered/);
  });
});

// ---------------------------------------------------------------------------
// EX-15: an anchor without a buoy

const EX15 = {
  incident: { type: "unbuoyed_anchor", anchor_ship: "q", damaged_ship: "p" },
  ships: [
    {
      id: "p",
      skipper: "ps",
      owners: [{ person: "po", share: 1 }],
      damage: 240,
      cargo: [{ id: "cloth", owner: "pm", damage: 60 }],
    },
    { id: "q", skipper: "qs", owners: [{ person: "qo", share: 1 }] },
  ],
  people: [
    { id: "ps" },
    { id: "po" },
    { id: "pm", roles: ["merchant"] },
    { id: "qs" },
    { id: "qo" },
    { id: "b1", aboard: "q" },
    { id: "b2", aboard: "q" },
    { id: "b3", aboard: "q" },
  ],
};

const sworn = withIncident(EX15, { buoy_line_broke: true, oath: "sworn", best_men: ["b1", "b2", "b3"] });

describe("EX-15 — damage on an unbuoyed anchor", () => {
  test("dl-averi/16 — the ship without a buoy pays all: 240 to P's owners and 60 to P's cargo owners (Q-A32 R1)", () => {
    const { d, used } = decide(EX15);
    assert.deepEqual(parts(d), { qo: "300" });
    assert.deepEqual(owed(d), { "qo -> po": "240", "qo -> pm": "60" });
    assert.deepEqual(used, ["unbuoyed_damage_scope=R1"]);
    assert.deepEqual(d.obligations, [], "no oath is asked when the buoy line did not break");
    balanced(d);
  });

  test("dl-averi/16 — EX-15 variant Q-A32 R2: the ship's damage only, 240; the cargo's 60 lie with its owner", () => {
    const { d } = decide(EX15, { unbuoyed_damage_scope: "R2" });
    assert.deepEqual(owed(d), { "qo -> po": "240" });
  });

  test("dl-averi/17 — the buoy line broke and the skipper swore 'selv fjerde': half and half, Q pays P 120 (Q-A07 R1)", () => {
    const { d, used } = decide(sworn);
    assert.deepEqual(parts(d), { qo: "120", po: "120" });
    assert.deepEqual(owed(d), { "qo -> po": "120" });
    assert.deepEqual(used, ["buoy_halves=R1"]);
    assert.deepEqual(step(d, "dl-averi/16#pays-all")?.overriddenBy, ["dl-averi/17#halves"]);
    assert.deepEqual(
      d.obligations.map((o) => o.who),
      ["qs", "b1", "b2", "b3"],
    );
    assert.ok(d.obligations.every((o) => o.provisions.includes("dl-averi/17")));
    balanced(d);
  });

  test("dl-averi/17 — EX-15 variant Q-A07 R2: all 300 shared by the ships alone; Q pays 150, the cargo owner is paid 60 in full", () => {
    const { d } = decide(sworn, { buoy_halves: "R2" });
    assert.deepEqual(parts(d), { qo: "150", po: "150" });
    // Q pays 150 in all: the cargo's 60 in full, and 90 to P's owners, who bear 150 of their 240.
    assert.deepEqual(owed(d), { "qo -> po": "90", "qo -> pm": "60" });
  });

  test("dl-averi/17 — the oath not yet sworn: 16 stands, and the warning says what the oath would change", () => {
    for (const oath of [undefined, "pending", "refused"]) {
      const { d } = decide(withIncident(sworn, { oath }));
      assert.deepEqual(owed(d), { "qo -> po": "240", "qo -> pm": "60" });
      assert.match(warned(d, "dl-averi/17"), /dl-averi\/16 stands.*120 rd from qo to po/s);
      assert.ok(d.obligations.some((o) => o.who === "qs" && /selv fjerde/.test(o.what)));
    }
  });

  test("dl-averi/17 — what the oath would bring rests on Q-A07: recorded, and under R2 it tells the goods shared too", () => {
    // 'begge skibene betale halvparten, undtagen købmandsgods' (Q-A07): the sentence
    // telling what the oath would bring follows the reading, and only it moves.
    const pending = withIncident(sworn, { oath: "pending" });
    const r1 = decide(pending);
    const r2 = decide(pending, { buoy_halves: "R2" });
    assert.ok(r1.used.includes("buoy_halves=R1"), `relied on: ${r1.used.join(", ")}`);
    assert.ok(r2.used.includes("buoy_halves=R2"), `relied on: ${r2.used.join(", ")}`);
    assert.match(warned(r1.d, "dl-averi/17"), /merchants' goods excepted: 120 rd from qo to po\./);
    // R2: all 300 borne by the two ships, 150 each: Q pays the cloth's 60 and 90 of P's 240.
    const told = warned(r2.d, "dl-averi/17");
    assert.doesNotMatch(told, /merchants' goods excepted/);
    assert.match(told, /90 rd from qo to po; 60 rd from qo to pm\./);
    for (const r of [r1, r2])
      assert.deepEqual(owed(r.d), { "qo -> po": "240", "qo -> pm": "60" }, "dl-averi/16 stands");
    const rest = (d: DeterminationBody) => d.warnings.filter((w) => !w.provisions.includes("dl-averi/17"));
    assert.deepEqual(rest(r1.d), rest(r2.d));
    assert.deepEqual(r1.d.obligations, r2.d.obligations);
  });

  test("dl-averi/17 — the skipper swears with three of his best men, not more or fewer, and not with himself", () => {
    const cases: [unknown, RegExp][] = [
      [withIncident(sworn, { best_men: ["b1", "b2"] }), /names 2 men swearing with the skipper, not three/],
      [withIncident(sworn, { best_men: ["b1", "b2", "qs"] }), /the skipper himself among the three/],
      [
        { ...sworn, people: [...EX15.people.slice(0, 5), { id: "b1", aboard: "p" }, ...EX15.people.slice(6)] },
        /b1 is not of the q's people/,
      ],
    ];
    for (const [raw, why] of cases) {
      const { d } = decide(raw);
      assert.deepEqual(owed(d), { "qo -> po": "240", "qo -> pm": "60" }, "dl-averi/16 stands");
      assert.match(warned(d, "dl-averi/17"), why);
      assert.match(warned(d, "dl-averi/17"), /120 rd from qo to po/);
    }
    const unknown = caseError(() => decideCase(envelope(withIncident(sworn, { best_men: ["b1", "b2", "nobody"] }))));
    assert.ok(unknown.issues.some((i) => i.path.startsWith("facts.incident.best_men[2]")));
  });
});

// ---------------------------------------------------------------------------
// Bad input

describe("collision — bad input is reported with its path", () => {
  test("an incident naming a ship that is not listed", () => {
    const e = caseError(() => decideCase(envelope(withIncident(EX14, { sailing: "ghost" }))));
    assert.ok(e.issues.some((i) => i.path.startsWith("facts.incident.sailing") && /ghost/.test(i.message)));
  });

  test("an unknown incident type lists the known ones", () => {
    const e = caseError(() => decideCase(envelope(withIncident(EX14, { type: "boarding" }))));
    const issue = e.issues.find((i) => i.path.startsWith("facts.incident.type"));
    assert.ok(issue, e.message);
    assert.match(issue.expected ?? "", /under_sail.*unbuoyed_anchor/);
  });

  test("a negative damage, a fraction of a skilling, an unknown owner", () => {
    const neg = caseError(() => decideCase(envelope(withShip(EX14, "z", { damage: -5 }))));
    assert.ok(neg.issues.some((i) => i.path.startsWith("facts.ships[1].damage")));
    const frac = caseError(() => decide(withShip(EX14, "z", { damage: "1/2 sk" })));
    assert.ok(frac.issues.some((i) => i.path === "facts.ships[1].damage"));
    const owner = caseError(() =>
      decideCase(envelope(withShip(EX14, "z", { cargo: [{ id: "c", owner: "nobody", damage: 1 }] }))),
    );
    assert.ok(owner.issues.some((i) => i.path.startsWith("facts.ships[1].cargo[0].owner")));
  });

  test("assessed shares must name the ships that share and add up to 1; the two ships must be listed", () => {
    const bad = withIncident(EX14, { cause: "necessity", assessed: { shares: { w: "1/2", z: "1/3" } } });
    const e = caseError(() => decideCase(envelope(bad)));
    assert.ok(e.issues.some((i) => /add up to 5\/6/.test(i.message)));
    const stranger = withIncident(DRIFT, { assessed: { shares: { d: "1/2", a: "1/4", x: "1/4" } } });
    const e2 = caseError(() =>
      decideCase(
        envelope({
          ...stranger,
          ships: [...DRIFT.ships, { id: "x", skipper: "ds", owners: [{ person: "do", share: 1 }] }],
        }),
      ),
    );
    assert.ok(e2.issues.some((i) => i.path.startsWith("facts.incident.assessed.shares.x")));
    const oath = caseError(() => decideCase(envelope(withIncident(EX13, { ships: [{ ship: "x" }, { ship: "z" }] }))));
    assert.ok(oath.issues.some((i) => i.path.startsWith("facts.incident.ships[1].ship")));
  });

  test("a ship cannot collide with herself, and a parcel cannot take a ship's id", () => {
    const e = caseError(() => decideCase(envelope(withIncident(EX14, { lying: "w" }))));
    assert.ok(e.issues.some((i) => i.path.startsWith("facts.incident.lying")));
    const sail = caseError(() => decideCase(envelope(withIncident(EX13, { ships: [{ ship: "x" }, { ship: "x" }] }))));
    assert.ok(sail.issues.some((i) => i.path.startsWith("facts.incident.ships[1].ship") && /herself/.test(i.message)));
    const parcel = caseError(() =>
      decideCase(envelope(withShip(EX14, "w", { cargo: [{ id: "z", owner: "merchant" }] }))),
    );
    assert.ok(parcel.issues.some((i) => i.path.startsWith("facts.ships[0].cargo[0].id")));
  });
});
