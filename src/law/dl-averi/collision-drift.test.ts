// test: shared
/** Collisions: a ship that breaks loose and drifts (dl-averi/11–12), cables slipped to escape her (13), and ships lying close (14–15). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { DeterminationBody } from "../../core/determination.js";
import { Rational } from "../../core/rational.js";
import {
  assessment,
  balanced,
  DRIFT,
  decide,
  owed,
  parts,
  rd,
  statement,
  step,
  warned,
  withIncident,
  withShip,
} from "./test-support/collision.js";

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
