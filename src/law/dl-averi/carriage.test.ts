// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody, Liability } from "../../core/determination.js";
import type { Step } from "../../core/explain.js";
import { Money, RIGSDALER } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { ReadingSet } from "../../core/reading.js";
import { decide as decideCase } from "../../engine/decide.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { allSteps, caseError as thrown } from "../test-support/outcome.js";
import { carriageKind } from "./carriage.js";
import { CARRIAGE_READINGS } from "./carriage-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = factsSchema(carriageKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(CARRIAGE_READINGS, overrides);
  const d: DeterminationBody = carriageKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => u.name) };
}

/** Exact amount of a liability in rigsdaler, as text ("120", "39605/96"). */
function rd(l: Liability): string {
  assert.ok(l.amount, `the liability ${l.from} -> ${l.to} has an amount`);
  return Rational.parse(l.amount.minor).div(Rational.of(96)).toString();
}

function between(d: DeterminationBody, from: string, to: string): Liability[] {
  return d.liabilities.filter((l) => l.from === from && l.to === to);
}

function step(d: DeterminationBody, rule: string): Step {
  const s = allSteps(d.explanation).find((x) => x.rule === rule);
  assert.ok(s, `a step for ${rule}`);
  return s;
}

const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");

const PEOPLE = [
  { id: "hans", name: "Skipper Hans", roles: ["skipper"] },
  { id: "peder", name: "Peder", roles: ["merchant"] },
  { id: "ole", name: "Skipper Ole", roles: ["skipper"] },
  { id: "mate", name: "Mate", roles: ["seaman"] },
  { id: "boatswain", name: "Boatswain", roles: ["seaman"] },
  { id: "carpenter", name: "Carpenter", roles: ["seaman"] },
  { id: "tonnes", name: "Tønnes", roles: ["merchant"] },
];

const BASE = {
  voyage: { from: "Copenhagen", to: "Bergen" },
  ship: { id: "enigheden", name: "Enigheden" },
  skipper: "hans",
  merchant: "peder",
  agreed_freight: 120,
  people: PEOPLE,
};

const unfit = (u: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...BASE,
  ...extra,
  unfit: { unfit_at_departure: true, ...u },
});

const OATH = { sworn: true, with: ["mate", "boatswain", "carpenter"] };

const driven = (d: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ...BASE,
  ...extra,
  driven_off: { port: "Marstrand", cause: "storm", oath: OATH, ...d },
});

// ---------------------------------------------------------------------------
// 49: the ship unfit when she sailed

describe("an unfit ship (dl-averi/49)", () => {
  test("dl-averi/49 — another ship chartered: the merchant pays the agreed freight, and the skipper bears the excess", () => {
    const { d } = decide(unfit({ choice: "substitute", substitute: { ship: "Haabet", carrier: "ole", freight: 150 } }));
    assert.equal(rd(between(d, "peder", "hans")[0] as Liability), "120");
    assert.equal(rd(between(d, "hans", "ole")[0] as Liability), "150");
    const excess = d.obligations.find((o) => /excess/.test(o.what));
    assert.ok(excess, "a duty to bear the excess");
    assert.match(excess.what, /30 rd/);
    assert.deepEqual(d.options, [], "the choice is made: no option is left open");
    assert.equal(step(d, "dl-averi/49#substitute").status, "applied");
    assert.equal(step(d, "dl-averi/49#compensation").status, "not-applicable");
  });

  test("dl-averi/49 — the excess is the substitute freight less the agreed freight, exactly, and only when it is more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (agreed, sub) => {
        const { d } = decide(
          unfit(
            { choice: "substitute", substitute: { carrier: "ole", freight: `${sub} sk` } },
            { agreed_freight: `${agreed} sk` },
          ),
        );
        assert.equal(between(d, "peder", "hans")[0]?.amount?.minor, String(agreed));
        assert.equal(between(d, "hans", "ole")[0]?.amount?.minor, String(sub));
        const excess = d.obligations.filter((o) => /excess/.test(o.what));
        if (sub > agreed) {
          assert.equal(excess.length, 1);
          const over = Money.ofMinor(RIGSDALER, BigInt(sub - agreed)).format();
          assert.ok(excess[0]?.what.includes(`: ${over}, which the merchant does not owe`), excess[0]?.what);
        } else assert.equal(excess.length, 0);
      }),
      { numRuns: 200 },
    );
  });

  test("dl-averi/49 — not yet chosen: an option held by the skipper under Q-A23 R1, by the merchant under R2", () => {
    const r1 = decide(unfit({}));
    assert.deepEqual(
      r1.d.options.map((o) => o.holder),
      ["hans"],
    );
    assert.equal(r1.d.options[0]?.choices.length, 2);
    assert.ok(r1.used.includes("unseaworthy_choice"));
    assert.ok(r1.d.obligations.some((o) => o.who === "hans" && o.provisions.includes("dl-averi/49")));
    assert.deepEqual(r1.d.liabilities, []);
    const r2 = decide(unfit({}), { unseaworthy_choice: "R2" });
    assert.deepEqual(
      r2.d.options.map((o) => o.holder),
      ["peder"],
    );
  });

  test("dl-averi/49 — the loss made good: a liability of the skipper for it, its amount once assessed", () => {
    const given = decide(unfit({ choice: "compensation", merchant_loss: "310 rd 2 mk" })).d;
    assert.equal(rd(between(given, "hans", "peder")[0] as Liability), "931/3");
    assert.ok(given.assessments.some((a) => a.provisions.includes("dl-averi/49") && a.status === "given"));
    const open = decide(unfit({ choice: "compensation" })).d;
    const l = between(open, "hans", "peder")[0];
    assert.ok(l && l.amount === undefined, "a liability without an amount");
    assert.match(l.description, /all the merchant's loss/);
    assert.ok(open.assessments.some((a) => /merchant's loss/.test(a.what) && a.status === "needed"));
    assert.deepEqual(between(open, "peder", "hans"), [], "no freight is reckoned");
  });

  test("dl-averi/49 — whether she was unfit when she sailed is assessed; until then no choice, and unfit later is not 49's case", () => {
    const open = decide({ ...BASE, unfit: {} }).d;
    assert.ok(open.assessments.some((a) => /unfit/.test(a.what) && a.status === "needed"));
    assert.deepEqual(open.options, []);
    assert.equal(step(open, "dl-averi/49#unfit-ship").status, "not-applicable");
    const later = decide({ ...BASE, unfit: { unfit_at_departure: false, choice: "compensation" } }).d;
    assert.deepEqual(later.liabilities, []);
    assert.match(messages(later), /only of a ship unfit when the voyage began/);
    const canGoOn = decide(unfit({ cannot_carry: false })).d;
    assert.deepEqual(canGoOn.options, []);
  });

  test("dl-averi/49 — a choice made by the one who does not hold it under Q-A23 is reported; an unsuitable ship too", () => {
    const { d } = decide(
      unfit({ choice: "substitute", chosen_by: "peder", substitute: { ship: "Svanen", suitable: false } }),
    );
    assert.match(messages(d), /under Q-A23 R1 the choice of dl-averi\/49 is Skipper Hans's/);
    assert.match(messages(d), /suitable \('bekvem'\) ship/);
    const r2 = decide(unfit({ choice: "substitute", chosen_by: "peder" }), { unseaworthy_choice: "R2" }).d;
    assert.doesNotMatch(messages(r2), /choice of dl-averi\/49/);
  });
});

// ---------------------------------------------------------------------------
// 50–53: driven into another harbour

describe("driven into another harbour (dl-averi/50–53)", () => {
  test("dl-averi/50 — the merchant takes his goods there: he pays the full freight", () => {
    const { d } = decide(driven({ merchant_takes_delivery: true }));
    assert.equal(rd(between(d, "peder", "hans")[0] as Liability), "120");
    assert.equal(step(d, "dl-averi/50#full-freight").status, "applied");
    const full = decide(driven({ merchant_takes_delivery: true, full_freight: "130 rd 3 mk" })).d;
    assert.equal(rd(between(full, "peder", "hans")[0] as Liability), "261/2");
    const none = decide(driven({ merchant_takes_delivery: true }, { agreed_freight: undefined })).d;
    assert.equal(between(none, "peder", "hans")[0]?.amount, undefined);
    assert.match(messages(none), /neither the full freight nor the agreed freight/);
  });

  test("dl-averi/51 — he will not take them there: the skipper delivers them at the agreed market at his cost and the merchant's risk, overriding 50", () => {
    const { d } = decide(
      driven({ merchant_takes_delivery: false, forwarding: { in: "other_ship", ship: "Svanen", cost: 25 } }),
    );
    assert.deepEqual(d.liabilities, [], "no full freight, and the cost is no debt of the merchant");
    const duty = d.obligations.find((o) => o.provisions.includes("dl-averi/51"));
    assert.ok(duty);
    assert.equal(duty.who, "hans");
    assert.match(duty.what, /at Bergen/);
    assert.match(duty.what, /at his own cost and at the merchant's risk/);
    assert.match(duty.what, /25 rd, is his own/);
    const base = step(d, "dl-averi/50#full-freight");
    assert.equal(base.status, "overridden");
    assert.deepEqual(base.overriddenBy, ["dl-averi/51#forward"]);
  });

  test("dl-averi/51 — another ship that is not a good ship is reported", () => {
    const { d } = decide(
      driven({ merchant_takes_delivery: false, forwarding: { in: "other_ship", good_ship: false } }),
    );
    assert.match(messages(d), /other good ships/);
  });

  test("dl-averi/50 — until the merchant says what he does, the choice is his: an option with both ways", () => {
    const { d } = decide(driven({}));
    assert.equal(d.options.length, 1);
    assert.equal(d.options[0]?.holder, "peder");
    assert.deepEqual(d.options[0]?.provisions, ["dl-averi/50", "dl-averi/51"]);
    assert.match(d.options[0]?.choices.join(" / ") ?? "", /full freight.*at Bergen/);
    assert.deepEqual(d.liabilities, []);
  });

  test("dl-averi/52 — the skipper swears himself the fourth with three of the best men, whichever way the merchant goes", () => {
    for (const takes of [true, false, undefined]) {
      const { d } = decide(driven(takes === undefined ? {} : { merchant_takes_delivery: takes }));
      const oath = d.obligations.filter((o) => o.provisions.includes("dl-averi/52"));
      assert.equal(oath.length, 1);
      assert.equal(oath[0]?.who, "hans");
      assert.match(oath[0]?.what ?? "", /selv fjerde/);
      assert.match(oath[0]?.what ?? "", /three of the best men/);
      assert.doesNotMatch(messages(d), /dl-averi\/52/);
    }
  });

  test("dl-averi/52 — an oath not sworn, or not known, is said to have no consequence in the text; too few men are reported", () => {
    const not = decide(driven({ merchant_takes_delivery: true, oath: { sworn: false } })).d;
    assert.match(messages(not), /was not sworn.*does not say what follows/s);
    assert.equal(between(not, "peder", "hans").length, 1, "50 does not depend on the oath");
    const unknown = decide({ ...BASE, driven_off: { port: "Marstrand", cause: "storm" } }).d;
    assert.match(messages(unknown), /does not say whether the oath/);
    const two = decide(driven({ oath: { sworn: true, with: ["mate", "tonnes"] } })).d;
    assert.match(messages(two), /names two with him/);
    assert.match(messages(two), /Tønnes is not listed among the ship's people/);
  });

  test("dl-averi/53 — hidden fraud found overrides 50 and 51; each party answers for the whole under Q-A29 R1", () => {
    const fraud = { alleged: "sold the goods", found: true, party_to_it: ["mate", "tonnes"], merchant_loss: 600 };
    for (const takes of [true, false]) {
      const { d, used } = decide(driven({ merchant_takes_delivery: takes, fraud }));
      assert.deepEqual(between(d, "peder", "hans"), [], "no full freight");
      assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/51")), "no forwarding");
      for (const who of ["hans", "mate", "tonnes"]) {
        const l = between(d, who, "peder");
        assert.equal(l.length, 1, `one liability for ${who}`);
        assert.equal(rd(l[0] as Liability), "600");
        assert.match(l[0]?.description ?? "", /jointly and severally.*only once/);
        assert.equal(l[0]?.jointly, "dl-averi/53#fraud", "marked as one joint debt");
      }
      assert.deepEqual(step(d, "dl-averi/50#full-freight").overriddenBy, ["dl-averi/53#hidden-fraud"]);
      assert.equal(step(d, "dl-averi/51#forward").status, "overridden");
      assert.ok(used.includes("conspirators"));
      // How the parties answer (Q-A29) is told beside 53's step.
      assert.equal(step(d, "dl-averi/53#each-for-the-whole").status, "applied");
    }
  });

  test("dl-averi/53 — in shares under Q-A29 R2: equal shares to the skilling that sum to the loss", () => {
    const fraud = {
      alleged: "sold the goods",
      found: true,
      party_to_it: ["mate", "tonnes"],
      merchant_loss: "412 rd 3 mk 5 sk",
    };
    const { d } = decide(driven({ merchant_takes_delivery: true, fraud }), { conspirators: "R2" });
    const shares = Object.fromEntries(d.liabilities.map((l) => [l.from, l.amount?.minor]));
    assert.deepEqual(shares, { hans: "13202", mate: "13202", tonnes: "13201" });
  });

  test("dl-averi/53 — the shares under Q-A29 R2 always sum to the loss and differ by at most one skilling", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 5 }), (loss, n) => {
        const others = PEOPLE.filter((p) => !["hans", "peder"].includes(p.id))
          .slice(0, n)
          .map((p) => p.id);
        const fraud = { alleged: "x", found: true, party_to_it: others, merchant_loss: `${loss} sk` };
        const { d } = decide(driven({ fraud }), { conspirators: "R2" });
        const minors = d.liabilities.map((l) => BigInt(l.amount?.minor ?? "-1"));
        assert.equal(minors.length, n + 1);
        assert.equal(
          minors.reduce((a, b) => a + b, 0n),
          BigInt(loss),
        );
        const small = minors.map(Number);
        assert.ok(Math.max(...small) - Math.min(...small) <= 1);
      }),
      { numRuns: 200 },
    );
  });

  test("dl-averi/53 — the skipper alone answers for the whole, and Q-A29 is not asked; the loss unknown is assessed", () => {
    const { d, used } = decide(driven({ fraud: { alleged: "x", found: true } }));
    assert.equal(d.liabilities.length, 1);
    assert.equal(d.liabilities[0]?.from, "hans");
    assert.equal(d.liabilities[0]?.amount, undefined);
    assert.ok(!used.includes("conspirators"));
    assert.ok(d.assessments.some((a) => a.provisions.includes("dl-averi/53") && a.status === "needed"));
    const shares = decide(driven({ fraud: { alleged: "x", found: true, party_to_it: ["mate"] } }), {
      conspirators: "R2",
    }).d;
    assert.deepEqual(
      shares.liabilities.map((l) => [l.from, l.amount, /1\/2/.test(l.description)]),
      [
        ["hans", undefined, true],
        ["mate", undefined, true],
      ],
    );
  });

  test("dl-averi/53 — fraud alleged and not yet found out: an assessment, and 50–51 stand meanwhile; found not to be: 50 applies", () => {
    const open = decide(driven({ merchant_takes_delivery: true, fraud: { alleged: "x" } })).d;
    assert.ok(open.assessments.some((a) => /hemmelig svig/.test(a.what) && a.status === "needed"));
    assert.match(messages(open), /not yet found out/);
    assert.equal(between(open, "peder", "hans").length, 1);
    const cleared = decide(driven({ merchant_takes_delivery: true, fraud: { alleged: "x", found: false } })).d;
    assert.equal(step(cleared, "dl-averi/50#full-freight").status, "applied");
    assert.ok(cleared.assessments.some((a) => a.status === "given" && a.value === false));
  });
});

// ---------------------------------------------------------------------------
// The case file

describe("the carriage case file", () => {
  test("unknown people are reported at their path, and the skipper or merchant named as party to the fraud", () => {
    const bad = driven({
      fraud: { alleged: "x", found: true, party_to_it: ["hans", "peder", "nobody"] },
      oath: { sworn: true, with: ["hans", "ghost"] },
    });
    const r = factsSchema(carriageKind, RIGSDALER).safeParse({ ...bad, merchant: "nemo" });
    assert.ok(!r.success);
    const paths = r.error.issues.map((i) => i.path.join("."));
    for (const p of [
      "merchant",
      "driven_off.fraud.party_to_it.0",
      "driven_off.fraud.party_to_it.2",
      "driven_off.oath.with.0",
      "driven_off.oath.with.1",
    ]) {
      assert.ok(paths.includes(p), `${p} in ${paths.join(", ")}`);
    }
  });

  test("a case with neither an unfit ship nor a putting in, or a negative freight, is a case error, not a stack trace", () => {
    const e = thrown(() =>
      decideCase({ version: 1, statute: "dl-averi", kind: "carriage", facts: { ...BASE, agreed_freight: -3 } }),
    );
    assert.match(e.message, /neither that the ship was unfit/);
    assert.match(e.message, /negative/);
  });

  test("a loss in a fraction of a skilling cannot be split, and says where", () => {
    const e = thrown(() =>
      decide(driven({ fraud: { alleged: "x", found: true, party_to_it: ["mate"], merchant_loss: "1/2 sk" } }), {
        conspirators: "R2",
      }),
    );
    assert.match(e.message, /facts\.driven_off\.fraud\.merchant_loss/);
  });
});
