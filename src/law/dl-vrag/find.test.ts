// test: shared
/** Finds (dl-vrag/9–19): the worked examples EX-07, EX-08 and EX-09 of RULES.md, and a find decided from its text. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { decideText } from "../../index.js";
import {
  claimOn,
  decide,
  EX07,
  EX08,
  EX08_READINGS,
  EX09,
  EX09B,
  ex07,
  ex09,
  LAST_DAY,
  messages,
  owed,
  roundedTotal,
  shares,
} from "./test-support/find.js";

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
    assert.equal(kings?.payableFrom, undefined, "after the year and a day it is owed now");
    // While the year and a day runs, the same is said of what will fall to the king, and it is not the king's
    // to pay before it has fallen to him: payable from the day after the year and a day, the day the officer
    // must send the find on to the king's amtmand (dl-vrag/16).
    const pending = decide({ ...EX07, as_of: "1690-05-10" }, ex07()).d;
    assert.ok(owed(pending).includes("king -> officer: 2"));
    const sendOn = pending.obligations.find(
      (o) => o.who === "officer" && /send it on to the king's amtmand/.test(o.what),
    );
    assert.ok(sendOn?.due);
    assert.equal(
      pending.liabilities.find((l) => l.from === "king" && l.to === "officer")?.payableFrom,
      sendOn.due.slice(0, 10),
    );
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
