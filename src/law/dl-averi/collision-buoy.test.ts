// test: shared
/** Anchors and buoys: EX-15, damage on an unbuoyed anchor (dl-averi/16–17), and bad input reported with its path. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { DeterminationBody } from "../../core/determination.js";
import { decide as decideCase } from "../../engine/decide.js";
import {
  balanced,
  caseError,
  DRIFT,
  decide,
  EX13,
  EX14,
  envelope,
  owed,
  parts,
  step,
  warned,
  withIncident,
  withShip,
} from "./test-support/collision.js";

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
