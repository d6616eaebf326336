// test: shared
/** Pilot hire: brought in without a pilot (dl-averi/55), the draught (56–57), proof and account (58), a pilot at fault (59), and the case file. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { Liability, Penalty } from "../../core/determination.js";
import { CaseError } from "../../core/errors.js";
import { LOD_SILVER, NEUTRAL_U } from "../../core/money.js";
import { Rational } from "../../core/rational.js";
import { decide as decideCase } from "../../engine/decide.js";
import { renderText } from "../../engine/render.js";
import { halfAndHalf } from "../test-support/owners.js";
import { feetText, MATE_ARTICLE } from "./pilot-hire.js";
import {
  assessed,
  CARGO,
  decide,
  duties,
  ex16,
  hired,
  issuePaths,
  owed,
  R,
  thrown,
  warned,
  withoutPilot,
} from "./test-support/pilot-hire.js";

describe("pilot_hire: brought in without a pilot (dl-averi/55)", () => {
  test("dl-averi/55 — the skipper makes the damage good out of his own money, to each owner of what was damaged", () => {
    const { d, used } = decide(withoutPilot());
    assert.deepEqual(owed(d, "hans", "maren"), R(120));
    assert.deepEqual(owed(d, "hans", "b"), R(60));
    assert.equal(owed(d, "hans", "hans"), undefined, "his own half of the hull is his own loss");
    assert.ok(d.liabilities.every((l: Liability) => l.provisions.includes("dl-averi/55")));
    assert.ok(!used.includes("necessity_no_pilot"));
    assert.match(duties(d, "hans", "dl-averi/54")[0]?.what ?? "", /not done: he came in without one/);
  });

  test("dl-averi/55 — damage to the skipper's own goods is his own loss, not a liability", () => {
    const cargo = [...CARGO, { id: "bl-h", owner: "hans", what: "beer", value: 300 }];
    const { d } = decide(withoutPilot({ cargo, damage: [{ to: "bl-h", amount: 20 }] }));
    assert.deepEqual(d.liabilities, []);
  });

  test("dl-averi/55 — an amount not given: the liability is for all the damage, without a figure, and a warning", () => {
    const { d } = decide(withoutPilot({ damage: [{ to: "bl-a", what: "wine stove" }] }));
    const l = d.liabilities.find((x) => x.from === "hans" && x.to === "a");
    assert.ok(l);
    assert.equal(l.amount, undefined);
    assert.match(l.description, /once its amount is known/);
    assert.ok(warned(d, "dl-averi/55", /not given/));
  });

  test("dl-averi/55 — no harm came of it: a warning that he broke 54, and nothing owed", () => {
    const { d } = decide(withoutPilot({ damage: [] }));
    assert.deepEqual(d.liabilities, []);
    assert.ok(warned(d, "dl-averi/55", /contrary to dl-averi\/54/));
  });

  test("dl-averi/55 — outside pilot waters, coming in without a pilot lays nothing on him", () => {
    const { d } = decide(withoutPilot({ waters: { pilot_waters: false } }));
    assert.deepEqual(d.liabilities, []);
    assert.deepEqual(d.obligations, []);
  });

  test("dl-averi/55 — necessity pleaded and not yet found: an assessment, and no liability yet", () => {
    const { d, used } = decide(withoutPilot({ necessity: { claimed: "a gale and no pilot boat" } }));
    assert.deepEqual(d.liabilities, []);
    const need = assessed(d, "dl-averi/55", "needed");
    assert.equal(need.length, 1);
    assert.match(need[0]?.what ?? "", /in necessity.*a gale and no pilot boat/);
    assert.match(need[0]?.basis ?? "", /300 rd/);
    assert.ok(!used.includes("necessity_no_pilot"));
  });

  test("dl-averi/55 — necessity found not to be: the skipper pays", () => {
    const { d } = decide(withoutPilot({ necessity: { claimed: "a gale", found: false } }));
    assert.deepEqual(owed(d, "hans", "maren"), R(120));
  });

  test("dl-averi/55 — Q-A28 R1: in necessity not the skipper's own; a sacrifice goes to general average, the rest lies where it falls", () => {
    const damage = [
      { to: "ship", amount: 240 },
      { to: "ship", amount: 80, what: "cable cut", deliberate: true },
    ];
    const { d, used } = decide(
      withoutPilot({ damage, necessity: { claimed: "a gale", found: true, by: "the court" } }),
    );
    assert.deepEqual(d.liabilities, []);
    assert.ok(used.includes("necessity_no_pilot"));
    assert.equal(assessed(d, "dl-averi/55", "given")[0]?.by, "the court");
    assert.ok(warned(d, "dl-averi/55", /cable cut.*general average.*general_average/));
    assert.equal(d.warnings.filter((w) => w.provisions.includes("dl-averi/55")).length, 1);
  });

  test("dl-averi/55 — Q-A28 R2: in necessity, who bears the damage is an input", () => {
    const { d } = decide(withoutPilot({ necessity: { claimed: "a gale", found: true } }), {
      necessity_no_pilot: "R2",
    });
    assert.deepEqual(d.liabilities, []);
    const need = assessed(d, "dl-averi/55", "needed");
    assert.equal(need.length, 1);
    assert.match(need[0]?.what ?? "", /Who bears the damage of 300 rd/);
  });
});

describe("pilot_hire: the draught (dl-averi/56–57)", () => {
  test("dl-averi/56 — a pilot engaged: the skipper must tell him honestly how deep she goes; told truly, nothing owed", () => {
    const { d, used } = decide(ex16(12, 12));
    assert.match(duties(d, "hans", "dl-averi/56")[0]?.what ?? "", /tell Peder Lauritsen honestly.*12 feet/);
    assert.deepEqual(d.penalties, []);
    assert.ok(!used.includes("draft_fraction"));
  });

  test("dl-averi/56 — given as more than she draws: 57 punishes only less", () => {
    const { d } = decide(ex16(14, 12));
    assert.deepEqual(d.penalties, []);
  });

  test("dl-averi/56 — the declared or the true draught not given: a warning, no penalty", () => {
    const raw = ex16(11, 12);
    const { d } = decide({ ...raw, pilot: { person: "peder" } });
    assert.deepEqual(d.penalties, []);
    assert.ok(warned(d, "dl-averi/56", /what draught the skipper told the pilot/));
  });

  test("dl-averi/56 — no pilot engaged: no duty to declare", () => {
    const { d } = decide({ ...ex16(), pilot: undefined });
    assert.equal(duties(d, "hans", "dl-averi/56").length, 0);
  });

  const variants: [string, string, bigint][] = [
    ["R1", "2", 32n],
    ["R2", "3", 48n],
    ["R3", "5/2", 40n],
  ];
  for (const [code, feet, lod] of variants) {
    test(`dl-averi/57 — EX-16 (Q-A26 ${code}): declared 11 feet, draws 13 1/2: ${feet} feet counted, ${lod} lod of silver`, () => {
      const { d, used } = decide(ex16(), { draft_fraction: code });
      assert.equal(d.penalties.length, 1);
      const p = d.penalties[0] as Penalty;
      assert.equal(p.who, "hans");
      assert.equal(p.amount?.currency, LOD_SILVER.id);
      assert.equal(p.amount?.minor, String(lod));
      assert.equal(p.amount?.["mark-silver"], Rational.of(lod, 16n).toString());
      assert.match(p.offence, /2 1\/2 feet concealed/);
      assert.match(p.penalty, new RegExp(`${feetText(Rational.parse(feet)).replace(/\//g, "\\/")} counted`));
      assert.match(p.penalty, /payable to Peder Lauritsen \(Q-A25 R1\)/);
      assert.ok(used.includes("draft_fraction") && used.includes("draft_penalty_payee"));
    });
  }

  test("dl-averi/57 — the penalty is in lod of silver whatever the case's currency", () => {
    const { d } = decide(ex16(), {}, NEUTRAL_U);
    assert.equal(d.penalties[0]?.amount?.currency, "lod-silver");
    assert.equal(d.penalties[0]?.amount?.minor, "32");
  });

  test("dl-averi/57 — draughts in any exact form: 27/2, 13.5 and 13 1/2 are the same", () => {
    for (const actual of ["27/2", "13.5", "13 1/2"]) {
      const { d } = decide(ex16(11, actual), { draft_fraction: "R3" });
      assert.equal(d.penalties[0]?.amount?.minor, "40", actual);
    }
  });

  test("dl-averi/57 — Q-A25 R2: the payee is not named, and a warning says so", () => {
    const { d } = decide(ex16(), { draft_penalty_payee: "R2" });
    assert.doesNotMatch(d.penalties[0]?.penalty ?? "", /payable to/);
    assert.match(d.penalties[0]?.penalty ?? "", /does not say to whom/);
    assert.ok(warned(d, "dl-averi/57", /does not say to whom/));
  });

  test("dl-averi/57 — half a foot concealed under R1 is no whole foot: no silver, a warning", () => {
    const { d } = decide(ex16("12", "12 1/2"));
    assert.deepEqual(d.penalties, []);
    assert.ok(warned(d, "dl-averi/57", /1\/2 foot concealed.*no whole foot/));
    const r2 = decide(ex16("12", "12 1/2"), { draft_fraction: "R2" }).d;
    assert.equal(r2.penalties[0]?.amount?.minor, "16");
  });

  test("dl-averi/57 — property: 16 lod per foot counted; whole feet ≤ pro rata ≤ each begun foot", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 12 }),
        (declared, extraNum, den) => {
          const actual = Rational.of(declared).add(Rational.of(extraNum, den));
          const lod = (code: string) => {
            const p = decide(ex16(declared, actual.toString()), { draft_fraction: code }).d.penalties[0];
            return p?.amount ? Rational.parse(p.amount.minor) : Rational.ZERO;
          };
          const concealed = Rational.of(extraNum, den);
          const r1 = lod("R1");
          const r2 = lod("R2");
          const r3 = lod("R3");
          assert.deepEqual(r3, concealed.mul(Rational.of(16)));
          assert.deepEqual(r1, Rational.of(concealed.floor() * 16n));
          assert.deepEqual(r2, Rational.of(concealed.ceil() * 16n));
          assert.ok(!r1.gt(r3) && !r3.gt(r2));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("pilot_hire: proof and account (dl-averi/58)", () => {
  test("dl-averi/58 — the skipper takes proof of the draught declared and of what he paid, and accounts to merchants and owners", () => {
    const raw = hired(
      {
        ship: {
          id: "maria",
          name: "Maria",
          skipper: "hans",
          owners: halfAndHalf("hans", "maren"),
          draught: 12,
        },
      },
      { paid: 10 },
    );
    const { d } = decide(raw);
    const mine = duties(d, "hans", "dl-averi/58").map((o) => o.what);
    assert.equal(mine.length, 3);
    assert.match(mine[0] ?? "", /proof of how many feet he declared the Maria to draw \(12 feet\)/);
    assert.match(mine[1] ?? "", /proof of what he has paid Peder Lauritsen \(10 rd\)/);
    assert.match(
      mine[2] ?? "",
      /account accordingly to the merchants \(Merchant A, Merchant B, Merchant C\) and the owners \(Maren\)/,
    );
    assert.equal(d.warnings.filter((w) => w.provisions.includes("dl-averi/58")).length, 0);
  });

  test("dl-averi/58 — proof not taken: a warning that he may not be able to account", () => {
    const { d } = decide(hired({ proof: { draught_declared: false, payment: false } }));
    assert.ok(warned(d, "dl-averi/58", /no proof of the draught he declared/));
    assert.ok(warned(d, "dl-averi/58", /no proof of what he paid the pilot: he may not be able to account/));
  });
});

describe("pilot_hire: a pilot at fault (dl-averi/59)", () => {
  const damage = [{ to: "ship", amount: 150 }];

  test("dl-averi/59 — a pilot at fault is punished as the mate under Danske Lov 4-1-5, marked as outside sealaw's texts", () => {
    const { d, used } = decide(
      hired({ damage }, { fault: "missed the channel", at_fault: true, at_fault_by: "the court" }),
    );
    const p = d.penalties.find((x) => x.provisions.includes("dl-averi/59"));
    assert.ok(p);
    assert.equal(p.who, "peder");
    assert.equal(p.amount, undefined);
    assert.deepEqual(p.outside, [MATE_ARTICLE]);
    assert.equal(p.outside?.[0]?.cite, "Danske Lov 4-1-5");
    assert.equal(p.outside?.[0]?.outsideCorpus, true);
    assert.match(p.offence, /missed the channel/);
    assert.ok(used.includes("pilot_penalty_xref"));
    assert.equal(assessed(d, "dl-averi/59", "given")[0]?.by, "the court");
  });

  test("dl-averi/59 — harm under a pilot and no finding on his fault: an assessment", () => {
    const { d, used } = decide(hired({ damage }));
    assert.equal(d.penalties.length, 0);
    assert.match(assessed(d, "dl-averi/59", "needed")[0]?.what ?? "", /Whether Peder Lauritsen was at fault/);
    assert.ok(!used.includes("pilot_penalty_xref"));
  });

  test("dl-averi/59 — found not at fault: no penalty, no assessment", () => {
    const { d } = decide(hired({ damage }, { at_fault: false }));
    assert.equal(d.penalties.length, 0);
    assert.equal(assessed(d, "dl-averi/59", "needed").length, 0);
  });

  test("dl-averi/59 — nothing said against the pilot: the question is not raised", () => {
    const { d } = decide(hired());
    assert.equal(d.assessments.filter((a) => a.provisions.includes("dl-averi/59")).length, 0);
  });

  test("dl-averi/59 — the text output names the outside reference", () => {
    const data = {
      version: 1,
      statute: "dl-averi",
      kind: "pilot_hire",
      facts: hired({ damage }, { fault: "missed the channel", at_fault: true }),
    };
    const text = renderText(decideCase(data));
    assert.match(
      text,
      /Penalties:\n {2}peder: at fault as pilot of the Maria: missed the channel → punished as Danske Lov 4-1-5/,
    );
    assert.match(text, /\{outside sealaw's texts: Danske Lov 4-1-5, the mate's punishment/);
  });
});

describe("pilot_hire: the case file", () => {
  test("unknown people and parcels are reported with their paths", () => {
    const raw = withoutPilot({
      ship: { id: "fortuna", skipper: "nobody", owners: [{ person: "ghost", share: 1 }] },
      damage: [{ to: "bl-zz", amount: 5 }],
      cargo: [{ id: "bl-a", owner: "stranger", value: 10 }],
    });
    const paths = issuePaths(raw);
    for (const want of ["ship.skipper", "ship.owners.0.person", "damage.0.to", "cargo.0.owner"]) {
      assert.ok(
        paths.some((p) => p.startsWith(`${want}:`)),
        `${want} in ${paths.join("; ")}`,
      );
    }
  });

  test("a pilot engaged and a ship brought in without one contradict each other", () => {
    const paths = issuePaths({ ...hired(), entered_without_pilot: true });
    assert.ok(paths.some((p) => p.startsWith("entered_without_pilot:")));
  });

  test("necessity is pleaded only for coming in without a pilot; a parcel cannot be called 'ship'", () => {
    const paths = issuePaths(hired({ necessity: { claimed: "storm" }, cargo: [{ id: "ship", owner: "a" }] }));
    assert.ok(paths.some((p) => p.startsWith("necessity:")));
    assert.ok(paths.some((p) => p.startsWith("cargo.0.id:")));
  });

  test("a negative wage, a float draught and owners' shares that do not make 1 are rejected", () => {
    const paths = issuePaths({
      ...hired({}, { wage: "-3" }),
      ship: { id: "m", skipper: "hans", owners: [{ person: "hans", share: "1/2" }], draught: 13.5 },
    });
    assert.ok(paths.some((p) => p.startsWith("pilot.wage:") && /negative/.test(p)));
    assert.ok(paths.some((p) => p.startsWith("ship.draught:") && /not a whole number/.test(p)));
    assert.ok(paths.some((p) => p.startsWith("ship.owners:") && /not exactly 1/.test(p)));
  });

  test("a wage that is not whole skilling is reported, not a stack trace", () => {
    const e = thrown(() => decide(hired({}, { wage: "1/3 sk" })));
    assert.ok(e instanceof CaseError);
    assert.equal(e.issues[0]?.path, "facts.pilot.wage");
  });

  test("unknown fields are rejected (strict)", () => {
    const paths = issuePaths(hired({}, { wages: 10 }));
    assert.ok(paths.length > 0);
  });

  test("feetText writes feet as a reader would", () => {
    assert.equal(feetText(Rational.parse("27/2")), "13 1/2 feet");
    assert.equal(feetText(Rational.ONE), "1 foot");
    assert.equal(feetText(Rational.parse("1/2")), "1/2 foot");
    assert.equal(feetText(Rational.of(2)), "2 feet");
  });
});
