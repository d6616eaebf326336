// test: shared
/** General average: the decision to throw, cut or run ashore (dl-averi/20–22) and the ship's value with the charterer's option (dl-averi/23), one test per provision. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  ABOARD,
  allSteps,
  average,
  cites,
  decide,
  EX11,
  ex11,
  messages,
  OWNERS,
  outsideTheAverage,
  PEOPLE,
  parcel,
} from "./test-support/general-average.js";

describe("the decision (dl-averi/20–22)", () => {
  test("dl-averi/20: a merchant aboard who was not consulted: the skipper's duty, and a warning", () => {
    const { d } = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, consulted: false } }));
    const duty = d.obligations.find((o) => o.provisions.includes("dl-averi/20"));
    assert.equal(duty?.who, "jens");
    assert.match(duty?.what ?? "", /first take counsel with Merchant B.*not done/);
    assert.ok(cites(d, "dl-averi/20"));
    const ok = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, consulted: true, answer: "consented" } }));
    assert.ok(!cites(ok.d, "dl-averi/20"));
  });

  test("dl-averi/20: with no merchant or agent aboard there is no one to consult, and nothing is owed", () => {
    const { d } = decide(EX11);
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/20")));
    assert.ok(allSteps(d.explanation).some((s) => /neither the merchant nor his agent was aboard/.test(s.label)));
  });

  test("dl-averi/21: the merchant refused; the crew backed the skipper and must swear to it ashore, by the day of arrival", () => {
    const refused = { consulted: true, answer: "refused", oath_sworn_ashore: undefined };
    const { d } = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...refused } }));
    const oath = d.obligations.find((o) => o.provisions.includes("dl-averi/21"));
    assert.equal(oath?.who, "fortuna-crew");
    assert.equal(oath?.due, "1690-10-12");
    assert.match(oath?.what ?? "", /declare on oath.*save life, ship and goods/);
    assert.ok(!/did not back/.test(messages(d)));
    const against = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...refused, crew_vote: { for: 3, against: 8 } } }),
    );
    assert.match(messages(against.d), /did not back the measure/);
  });

  test("dl-averi/21 'da skal han følge de fleste og bedste af skibsfolkenes mening, som siden … skal det ved ed forklare': against the merchant and the crew, with no oath, the entitlement is an assessment", () => {
    const against = {
      consulted: true,
      answer: "refused",
      crew_vote: { for: 3, against: 8 },
      oath_sworn_ashore: false,
    };
    const { d } = decide(ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against } }));
    assert.equal(d.statement, undefined, "no general average drawn up on warnings alone");
    assert.deepEqual(d.funds, []);
    const asked = d.assessments.find((a) => /shared as general average/.test(a.what));
    assert.equal(asked?.status, "needed");
    assert.match(asked?.basis ?? "", /facts\.emergency\.average_allowed/);
    // A court's finding decides it either way.
    const allowed = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, average_allowed: true } }),
    ).d;
    assert.equal(allowed.statement?.loss.rd, "1100");
    assert.equal(allowed.assessments.find((a) => /shared as general average/.test(a.what))?.status, "given");
    const refused = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, average_allowed: false } }),
    ).d;
    assert.equal(refused.statement, undefined);
    // The crew's oath, or their backing, leaves the general average standing.
    const sworn = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, oath_sworn_ashore: true } }),
    );
    assert.equal(sworn.d.statement?.loss.rd, "1100");
    const backed = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, crew_vote: { for: 8, against: 3 } } }),
    );
    assert.equal(backed.d.statement?.loss.rd, "1100");
  });

  test("dl-averi/20–21 'så at skipperen må lade kaste af godset, eller mast, kabel, eller ankertov, hugge, eller landløbe … da skal skipperen først rådføre sig herom': money laid out alone (a tug) asks no counsel and no crew's opinion", () => {
    // The counsel is 'herom', about throwing, cutting or running ashore, and /21's
    // crew and oath follow the merchant's refusal of that counsel. A tug's bill
    // (Q-S10) is none of those measures: the merchant's answer, the crew's vote and
    // the oath ashore are beside the point, and the bill is shared all the same.
    const against = {
      measures: ["other"],
      consulted: true,
      answer: "refused",
      crew_vote: { for: 3, against: 8 },
      oath_sworn_ashore: false,
    };
    const tugOnly = ex11({
      people: ABOARD,
      charterer_choice: undefined,
      emergency: { ...EX11.emergency, ...against },
      cargo: EX11.cargo.map(({ jettisoned: _, ...p }) => p),
      sacrifices: [],
      expenses: [{ what: "tug", description: "a tug from Rønne", amount: 40 }],
    });
    const { d } = decide(tugOnly);
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/20")), "no counsel owed");
    assert.ok(!d.obligations.some((o) => o.provisions.includes("dl-averi/21")), "no oath owed");
    assert.ok(!cites(d, "dl-averi/21"), "no warning of the crew's vote or the oath");
    assert.ok(!d.assessments.some((a) => /shared as general average/.test(a.what)), "no court asked");
    assert.equal(d.statement?.loss.rd, "40", "the tug's bill is shared");
    const steps = allSteps(d.explanation).filter((s) => s.status === "applied");
    assert.ok(!steps.some((s) => s.rule === "dl-averi/20#consult" || s.rule === "dl-averi/21#crew"));
    // With goods thrown as well, the same answer and vote bring the counsel and the crew back.
    const thrown = decide(
      ex11({ people: ABOARD, emergency: { ...EX11.emergency, ...against, measures: ["jettison", "other"] } }),
    ).d;
    assert.ok(thrown.obligations.some((o) => o.provisions.includes("dl-averi/20")));
    assert.ok(thrown.obligations.some((o) => o.provisions.includes("dl-averi/21")));
    assert.equal(thrown.statement, undefined);
  });

  test("dl-averi/21: the merchant refused and the skipper did not judge it necessary: the measure should not have been taken", () => {
    const e = { ...EX11.emergency, consulted: true, answer: "refused", skipper_judged_necessary: false };
    const { d } = decide(ex11({ people: ABOARD, emergency: e }));
    assert.match(messages(d), /should not have been taken/);
  });

  test("dl-averi/22: a light, dear parcel thrown while heavy, cheap goods were kept departs from the order", () => {
    const { d } = decide(parcel("bl-a", { what: "rye", weight: 40 }));
    assert.match(messages(d), /1 parcel went overboard while heavier goods of less value.*bl-b/);
    assert.ok(cites(d, "dl-averi/22"));
    assert.ok(!cites(decide(EX11).d, "dl-averi/22"));
  });

  test("dl-averi/22: the warning names ten parcels and counts the rest", () => {
    const cargo = [
      { id: "heavy", owner: "a", value: 10, weight: 1000 },
      ...Array.from({ length: 25 }, (_, i) => ({
        id: `light-${String(i).padStart(2, "0")}`,
        owner: "b",
        value: 100,
        weight: 1,
        jettisoned: { order: 1 },
      })),
    ];
    const { d } = decide(ex11({ cargo }));
    const w = d.warnings.find((x) => x.provisions.includes("dl-averi/22"));
    assert.match(w?.message ?? "", /^25 parcels went overboard.*light-09 and 15 more\./);
  });
});

describe("the ship's value and the charterer's option (dl-averi/23)", () => {
  test("dl-averi/23: the charterer may take the ship at the skipper's valuation within 24 hours of its being made known", () => {
    const { d, used } = decide(ex11({ charterer_choice: undefined }));
    const o = d.options[0];
    assert.equal(o?.holder, "a");
    assert.equal(o?.deadline, "1690-10-13T16:00");
    assert.match(o?.choices[0] ?? "", /at the skipper's valuation, 2000 rd/);
    assert.match(o?.lapse ?? "", /valuation stands \(Q-A31 R1\)/);
    assert.ok(used.includes("valuation_option_lapse"));
  });

  test("a ship's name with its own article is used as a name: never 'the The Hope'", () => {
    const { d } = decide(ex11({ charterer_choice: undefined, ship: { ...EX11.ship, name: "The Hope" } }));
    const text = JSON.stringify(d);
    assert.doesNotMatch(text, /the The |The The /);
    assert.match(d.options[0]?.choices[0] ?? "", /^take the Hope over/);
  });

  test("dl-averi/23: the option is open only while the charterer has not chosen; his choice in the case closes it", () => {
    const open = decide(ex11({ charterer_choice: undefined })).d.options[0];
    assert.equal(open?.status, "open");
    const left = decide(ex11({ charterer_choice: { choice: "leave", declared: "1690-10-13T09:00" } })).d.options[0];
    assert.equal(left?.status, "chosen");
    assert.equal(left?.chosen, "leave her to the skipper at that value");
    const took = decide(ex11({ charterer_choice: { choice: "take", declared: "1690-10-13T09:00" } })).d.options[0];
    assert.match(took?.chosen ?? "", /^take the Fortuna over/);
    const silent = decide(ex11({ charterer_choice: { choice: "none" } })).d.options[0];
    assert.equal(silent?.status, "lapsed");
    const late = decide(ex11({ charterer_choice: { choice: "take", declared: "1690-10-14T09:00" } })).d.options[0];
    assert.equal(late?.status, "lapsed");
  });

  test("dl-averi/23 'hvorpå dog befragteren skal inden fire og tyve timers forløb sig erklære': the 24 hours run from the valuation being made known, never from the ship's arrival", () => {
    const unknownStart = { ...EX11.ship, valuation_made_known: undefined };
    // The ship arrived at 14:00 on the 12th; the charterer declared at 15:00 on the 13th.
    const { d } = decide(
      ex11({ ship: unknownStart, charterer_choice: { choice: "take", declared: "1690-10-13T15:00" } }),
    );
    assert.equal(d.options[0]?.deadline, undefined);
    const when = d.assessments.find((a) => /was made known to Merchant A/.test(a.what));
    assert.equal(when?.status, "needed");
    assert.match(when?.basis ?? "", /facts\.ship\.valuation_made_known/);
    // Whether he took her in time is not known: no price is owed yet, and none is denied.
    assert.deepEqual(outsideTheAverage(d), []);
    const note = allSteps(d.explanation).find((s) => /whether within the 24 hours is not known/.test(s.label));
    assert.ok(note, "the explanation says the declaration's timeliness is not known");
    // The valuation stands whatever he chose (Q-A31 R1), so the general average is drawn up.
    assert.equal(d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
    // Under Q-A31 R2 a lapse has no stated consequence: the ship's value waits for the fact.
    const r2 = decide(
      ex11({ ship: unknownStart, charterer_choice: { choice: "take", declared: "1690-10-13T15:00" } }),
      {
        valuation_option_lapse: "R2",
      },
    );
    assert.equal(r2.d.statement, undefined);
    // An option not yet exercised has no deadline either; the moment is asked for.
    const open = decide(ex11({ ship: unknownStart, charterer_choice: undefined }));
    assert.equal(open.d.options[0]?.deadline, undefined);
    assert.ok(open.d.assessments.some((a) => /was made known/.test(a.what)));
    // Once the moment is given, the same declaration is in time and the price is owed.
    const given = decide(
      ex11({
        ship: { ...unknownStart, valuation_made_known: "1690-10-12T16:00" },
        charterer_choice: { choice: "take", declared: "1690-10-13T15:00" },
      }),
    );
    assert.deepEqual(
      outsideTheAverage(given.d).map((l) => `${l.from} -> ${l.to}: ${l.amount?.rd}`),
      [`a -> ${OWNERS}: 2000`],
    );
  });

  test("dl-averi/23 belongs to the jettison sentence: a lighter bill, a ransom, a defence or a theft in harbour calls for no valuation and opens no option", () => {
    const base = {
      voyage: { from: "Lübeck", to: "Copenhagen", market: "Copenhagen", arrived: "1690-10-12T14:00" },
      ship: { ...EX11.ship, valuation_made_known: undefined },
      charterer: "a",
      cargo: [
        { id: "bl-a", owner: "a", what: "wine", value: 1200 },
        { id: "bl-b", owner: "b", what: "cloth", value: 800 },
      ],
      people: PEOPLE,
    };
    const cases: Record<string, unknown> = {
      lighterage: { lighterage: { lighter_hire: 12 } },
      ransom: { ransom: { amount: 300, proved: true } },
      defence: { defence: { attackers: "enemies", other_costs: 10 } },
      theft: {
        harbour_theft: [
          { what: "gear", value: 9, special_cause: "the watch was set by all", special_cause_found: true },
        ],
      },
    };
    for (const [name, more] of Object.entries(cases)) {
      const withoutValue = decide({ ...base, ship: { ...base.ship, valuation: undefined }, ...(more as object) }).d;
      assert.deepEqual(withoutValue.options, [], `${name}: no option`);
      assert.ok(
        !withoutValue.obligations.some((o) => /put a money value/.test(o.what)),
        `${name}: no valuation called for`,
      );
      const asked = withoutValue.assessments.find((a) =>
        /value of the Fortuna for the averages over ship and goods/.test(a.what),
      );
      assert.ok(asked && !/skipper/i.test(asked.by), `${name}: the ship's value is an input, not the skipper's to set`);
      // A valuation the case happens to give is used as her value, but opens no 24 hours.
      const withValue = decide({ ...base, ...(more as object) }).d;
      assert.deepEqual(withValue.options, [], `${name}: no option with a valuation either`);
      assert.deepEqual(
        withValue.liabilities.filter((l) => l.from === "a" && /price of the Fortuna/.test(l.description)),
        [],
      );
    }
    const assessed = decide({
      ...base,
      ship: { ...base.ship, value_assessed: 1500 },
      lighterage: { lighter_hire: 12 },
    }).d;
    assert.equal(
      average(assessed, "lighterage").statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd,
      "1500",
    );
  });

  test("dl-averi/23: the charterer takes the ship: he owes the owners her price, and her value in the average stays the valuation", () => {
    const { d } = decide(ex11({ charterer_choice: { choice: "take", declared: "1690-10-13T10:00" } }));
    assert.deepEqual(
      outsideTheAverage(d).map((l) => `${l.from} -> ${l.to}: ${l.amount?.rd}`),
      [`a -> ${OWNERS}: 2000`],
    );
    assert.equal(d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
  });

  test("dl-averi/23: a choice declared after the 24 hours has lapsed; under Q-A31 R2 the ship's value must be assessed", () => {
    const late = ex11({ charterer_choice: { choice: "take", declared: "1690-10-13T17:00" } });
    assert.equal(outsideTheAverage(decide(late).d).length, 0);
    const { d } = decide(late, { valuation_option_lapse: "R2" });
    assert.equal(d.statement, undefined);
    assert.ok(d.assessments.some((a) => /value of the Fortuna/.test(a.what)));
    const assessed = decide(ex11({ ship: { ...EX11.ship, value_assessed: 1800 } }), { valuation_option_lapse: "R2" });
    assert.equal(assessed.d.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "1800");
  });

  test("dl-averi/20, /23: a tug's bill alone calls for no valuation: the skipper values the ship when he 'må lade kaste … hugge, eller landløbe'", () => {
    // dl-averi/23 stands in the sentence of dl-averi/20: 'så at skipperen må lade kaste
    // af godset, eller mast, kabel, eller ankertov, hugge, eller landløbe med skibet …
    // og skal skipperen sætte skibet på penge'. A common-safety expense (Q-S10) is none
    // of those measures: it opens no 24 hours and orders no valuation.
    const tugOnly = (ship: Record<string, unknown>) =>
      ex11({
        ship: { ...EX11.ship, valuation: undefined, valuation_made_known: undefined, ...ship },
        charterer_choice: undefined,
        emergency: { ...EX11.emergency, measures: ["other"] },
        cargo: EX11.cargo.map(({ jettisoned: _, ...p }) => p),
        sacrifices: [],
        expenses: [{ what: "tug", description: "a tug from Rønne", amount: 40 }],
      });
    const bare = decide(tugOnly({})).d;
    assert.deepEqual(bare.options, [], "no option to the charterer");
    assert.ok(!bare.obligations.some((o) => /put a money value/.test(o.what)), "no valuation ordered");
    const asked = bare.assessments.find((a) => /value of the Fortuna/.test(a.what));
    assert.ok(asked && !/skipper/i.test(asked.by), "the ship's value is an input, not the skipper's to set");
    // A valuation the case gives is used as her value, but opens no option.
    const valued = decide(tugOnly({ valuation: 2000, valuation_made_known: "1690-10-12T16:00" })).d;
    assert.deepEqual(valued.options, []);
    assert.equal(valued.statement?.loss.rd, "40");
    assert.equal(valued.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "2000");
    const assessed = decide(tugOnly({ value_assessed: 1800 })).d;
    assert.equal(assessed.statement?.lines.find((l) => l.interest === "ship")?.contributoryValue.rd, "1800");
    // With goods thrown as well, the sentence applies and the option opens.
    const thrown = decide(ex11({ charterer_choice: undefined, expenses: [{ what: "tug", amount: 40 }] })).d;
    assert.equal(thrown.options[0]?.holder, "a");
  });

  test("dl-averi/23 under Q-A31 R2: with no valuation at all nothing lapsed: the skipper must value her, and no silence of the charterer is alleged", () => {
    // 'skal skipperen sætte skibet på penge … hvorpå dog befragteren skal inden fire og
    // tyve timers forløb sig erklære': the charterer declares on the valuation, so
    // until there is one his 24 hours have not begun and cannot have run out.
    for (const lapse of ["R1", "R2"]) {
      const { d } = decide(ex11({ ship: { ...EX11.ship, valuation: undefined } }), { valuation_option_lapse: lapse });
      const said = [
        ...allSteps(d.explanation)
          .filter((s) => s.status !== "not-applicable")
          .map((s) => s.label),
        ...d.assessments.map((a) => `${a.what}: ${a.basis}`),
        ...d.warnings.map((w) => w.message),
      ];
      assert.doesNotMatch(JSON.stringify(said), /did not declare within 24 hours/, `${lapse}: no silence alleged`);
      assert.ok(d.obligations.some((o) => o.who === "jens" && /put a money value on the Fortuna/.test(o.what)));
      const asked = d.assessments.find((a) => /value of the Fortuna/.test(a.what));
      assert.match(asked?.by ?? "", /the skipper/, `${lapse}: the skipper values her`);
      assert.deepEqual(d.options, []);
    }
  });

  test("dl-averi/23: no valuation yet: the skipper must value the ship, and there is no statement until he has", () => {
    const { d } = decide(ex11({ ship: { ...EX11.ship, valuation: undefined } }));
    assert.ok(d.obligations.some((o) => o.who === "jens" && /put a money value on the Fortuna/.test(o.what)));
    assert.equal(d.statement, undefined);
    assert.deepEqual(d.funds, []);
  });
});
