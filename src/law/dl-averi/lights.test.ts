// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { daysInMonth } from "../../core/calendar.js";
import type { DeterminationBody } from "../../core/determination.js";
import type { Step } from "../../core/explain.js";
import { RIGSDALER } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { decide as decideCase } from "../../engine/decide.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { allSteps, caseError as thrown } from "../test-support/outcome.js";
import { lightsKind } from "./lights.js";
import { LIGHTS_READINGS } from "./lights-readings.js";

// ---------------------------------------------------------------------------
// Helpers: decide raw facts through the kind handler, as the engine does.

function decide(raw: unknown, overrides: Record<string, string> = {}) {
  const facts = factsSchema(lightsKind, RIGSDALER).parse(raw);
  const readings = new ReadingSet(LIGHTS_READINGS, overrides);
  const d: DeterminationBody = lightsKind.decide(facts, { readings, currency: RIGSDALER });
  return { d, used: readings.used().map((u) => u.name) };
}

function steps(d: DeterminationBody, rule: string): Step[] {
  return allSteps(d.explanation).filter((x) => x.rule === rule);
}

const messages = (d: DeterminationBody): string => d.warnings.map((w) => w.message).join("\n");

const SKIPPER = [{ id: "hans", name: "Skipper Hans", roles: ["skipper"] }];

/** One ship, Maria, skippered by hans; the case's time given on the ship. */
function ship(s: Record<string, unknown>) {
  return { ships: [{ id: "maria", name: "Maria", skipper: "hans", ...s }], people: SKIPPER };
}

/** Whether the determination lays the lantern duty of dl-averi/18 on hans. */
const bound = (d: DeterminationBody): boolean =>
  d.obligations.some((o) => o.who === "hans" && o.provisions.includes("dl-averi/18"));

// ---------------------------------------------------------------------------
// 5: false lights

const WRECKER = [
  { id: "niels", name: "Niels Madsen", roles: ["fisherman"] },
  { id: "las", name: "Las Knudsen", roles: ["fisherman"] },
];

describe("false lights on the shore (dl-averi/5)", () => {
  test("dl-averi/5 — a fire lit at night to mislead seafarers, lawfully convicted: punished with his life", () => {
    const { d } = decide({
      false_lights: [
        {
          person: "niels",
          act: "fire_at_night",
          intent_to_mislead: true,
          lawfully_convicted: true,
          court: "the herred court",
        },
      ],
      people: WRECKER,
    });
    assert.equal(d.penalties.length, 1);
    const p = d.penalties[0];
    assert.equal(p?.who, "niels");
    assert.match(p?.penalty ?? "", /with his life/);
    assert.equal(p?.amount, undefined, "a penalty in words, not in money");
    assert.match(p?.offence ?? "", /lit a fire at night.*to mislead seafarers.*the herred court/);
    assert.deepEqual(p?.provisions, ["dl-averi/5"]);
  });

  test("dl-averi/5 — no wreck need follow: a mark set up to mislead is punished though nothing came of it", () => {
    const { d } = decide({
      false_lights: [{ person: "las", act: "false_mark", intent_to_mislead: true, lawfully_convicted: true }],
      people: WRECKER,
    });
    assert.equal(d.penalties.length, 1);
    assert.match(d.penalties[0]?.offence ?? "", /set up a mark on the shore/);
  });

  test("dl-averi/5 — without a lawful conviction, what is alleged is said, and no penalty is given", () => {
    const { d } = decide({
      false_lights: [{ person: "las", act: "false_mark", where: "on the rocks", intent_to_mislead: true }],
      people: WRECKER,
    });
    assert.deepEqual(d.penalties, []);
    assert.match(messages(d), /Las Knudsen is alleged to have set up a mark on the rocks/);
    assert.match(messages(d), /only when he is lawfully convicted/);
    assert.equal(allSteps(d.explanation).find((s) => s.rule === "dl-averi/5#false-light")?.status, "not-applicable");
  });

  test("dl-averi/5 — the purpose to mislead is part of the offence: without it, or not shown, there is no penalty", () => {
    const no = decide({
      false_lights: [{ person: "niels", act: "fire_at_night", intent_to_mislead: false, lawfully_convicted: true }],
      people: WRECKER,
    }).d;
    assert.deepEqual(no.penalties, []);
    assert.match(messages(no), /not to mislead seafarers/);
    const unknown = decide({
      false_lights: [{ person: "niels", act: "fire_at_night", lawfully_convicted: true }],
      people: WRECKER,
    }).d;
    assert.deepEqual(unknown.penalties, []);
    assert.match(messages(unknown), /does not say it was done to mislead/);
  });
});

// ---------------------------------------------------------------------------
// 18–19: lanterns

describe("lanterns (dl-averi/18–19)", () => {
  test("dl-averi/18 — at anchor in open water on a dark night: a duty on the skipper, and a warning naming the ship that carried none", () => {
    const { d, used } = decide(
      ship({ situation: "at_anchor_open_water", darkness: "dark_night", lantern_carried: false }),
    );
    assert.ok(bound(d));
    assert.equal(d.warnings.length, 1);
    assert.match(
      d.warnings[0]?.message ?? "",
      /The Maria \(Skipper Hans\) had to carry a lantern while at anchor in open water/,
    );
    assert.match(d.warnings[0]?.message ?? "", /no sanction.*collision/);
    assert.deepEqual(used, ["lantern_scope"]);
  });

  test("dl-averi/18 — a lantern carried meets the duty: no warning", () => {
    const { d } = decide(ship({ situation: "at_anchor_open_water", darkness: "dark_night", lantern_carried: true }));
    assert.ok(bound(d));
    assert.deepEqual(d.warnings, []);
  });

  test("dl-averi/18 — at anchor on a light night: no duty under Q-A08 R1, a duty under R2; by day none under either", () => {
    const light = ship({ situation: "at_anchor_open_water", darkness: "light_night", lantern_carried: false });
    assert.ok(!bound(decide(light).d));
    assert.deepEqual(decide(light).d.warnings, []);
    assert.ok(bound(decide(light, { lantern_scope: "R2" }).d));
    const day = ship({ situation: "at_anchor_open_water", darkness: "day" });
    assert.ok(!bound(decide(day).d));
    assert.ok(!bound(decide(day, { lantern_scope: "R2" }).d));
  });

  test("dl-averi/18 — at anchor in a harbour, or moored, is not the rule's case", () => {
    for (const situation of ["at_anchor_harbour", "other"]) {
      const { d, used } = decide(ship({ situation, darkness: "dark_night", lantern_carried: false }));
      assert.ok(!bound(d));
      assert.deepEqual(d.warnings, []);
      assert.deepEqual(used, [], "no reading matters");
    }
  });

  test("dl-averi/18 — sailing: only in late autumn on a dark night, under either reading of Q-A08, which is not asked", () => {
    const yes = decide(
      ship({ situation: "sailing", late_autumn: true, darkness: "dark_night", lantern_carried: false }),
    );
    assert.ok(bound(yes.d));
    assert.match(messages(yes.d), /sailing in late autumn on a dark night and carried none/);
    assert.deepEqual(yes.used, []);
    assert.ok(!bound(decide(ship({ situation: "sailing", late_autumn: false, darkness: "dark_night" })).d));
    assert.ok(!bound(decide(ship({ situation: "sailing", late_autumn: true, darkness: "light_night" })).d));
    assert.ok(
      !bound(
        decide(ship({ situation: "sailing", late_autumn: true, darkness: "light_night" }), { lantern_scope: "R2" }).d,
      ),
    );
  });

  test("dl-averi/18 — late autumn told from a date by Q-S08: Michaelmas to Martinmas by default, both days included", () => {
    const on = (date: string, overrides: Record<string, string> = {}) =>
      bound(decide(ship({ situation: "sailing", date, darkness: "dark_night" }), overrides).d);
    assert.equal(on("1690-09-28"), false);
    assert.equal(on("1690-09-29"), true);
    assert.equal(on("1690-11-11"), true);
    assert.equal(on("1690-11-12"), false);
    assert.equal(on("1690-09-29", { late_autumn: "R2" }), false);
    assert.equal(on("1690-11-30", { late_autumn: "R2" }), true);
    assert.equal(on("1690-09-01", { late_autumn: "R3" }), true);
    assert.equal(on("1690-12-01", { late_autumn: "R3" }), false);
    const r = decide(ship({ situation: "sailing", date: "1690-10-20", darkness: "dark_night" }));
    assert.deepEqual(r.used, ["late_autumn"]);
  });

  test("dl-averi/18 — under each reading of Q-S08 the days of late autumn are one unbroken span within September to November", () => {
    for (const code of ["R1", "R2", "R3"]) {
      const days: boolean[] = [];
      for (let m = 1; m <= 12; m++) {
        for (let day = 1; day <= daysInMonth(1690, m, "julian"); day++) {
          const date = `1690-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const late = bound(
            decide(ship({ situation: "sailing", date, darkness: "dark_night" }), { late_autumn: code }).d,
          );
          if (late) assert.ok(m >= 9 && m <= 11, `${date} under ${code}`);
          days.push(late);
        }
      }
      const starts = days.filter((v, i) => v && !days[i - 1]).length;
      assert.equal(starts, 1, `one span under ${code}`);
    }
  });

  test("dl-averi/18 — the season said outright wins over the date, and the case's time is the ship's unless she has her own", () => {
    const said = decide({
      ...ship({ situation: "sailing", late_autumn: false }),
      date: "1690-10-20",
      darkness: "dark_night",
    });
    assert.ok(!bound(said.d));
    assert.deepEqual(said.used, []);
    const fromCase = decide({ ...ship({ situation: "sailing" }), date: "1690-10-20", darkness: "dark_night" });
    assert.ok(bound(fromCase.d));
    const own = decide({
      ...ship({ situation: "sailing", date: "1690-06-20" }),
      date: "1690-10-20",
      darkness: "dark_night",
    });
    assert.ok(!bound(own.d));
  });

  test("dl-averi/18 — what the case leaves out is named in a warning, never guessed", () => {
    const dark = decide(ship({ situation: "at_anchor_open_water", lantern_carried: false })).d;
    assert.ok(!bound(dark));
    assert.match(messages(dark), /cannot be told: the case does not say whether the night was dark/);
    const season = decide(ship({ situation: "sailing", darkness: "dark_night" })).d;
    assert.match(messages(season), /whether it was late autumn/);
    const carried = decide(ship({ situation: "at_anchor_open_water", darkness: "dark_night" })).d;
    assert.match(messages(carried), /does not say whether she did/);
  });

  test("dl-averi/18 — the duty is on the skipper named, or on the skipper of the ship in words", () => {
    const { d } = decide({
      ships: [{ id: "anna", name: "Anna", situation: "at_anchor_open_water", darkness: "dark_night" }],
    });
    assert.equal(d.obligations[0]?.who, "the skipper of the Anna");
  });

  test("dl-averi/19 — a small craft that cannot conveniently carry a lantern is not meant: 19 overrides 18", () => {
    const { d } = decide(
      ship({
        situation: "at_anchor_open_water",
        darkness: "dark_night",
        lantern_carried: false,
        small_craft: true,
        can_conveniently_carry: false,
        assessed_by: "the bailiff",
      }),
    );
    assert.deepEqual(d.obligations, []);
    assert.deepEqual(d.warnings, []);
    const base = steps(d, "dl-averi/18#lanterns")[0];
    assert.equal(base?.status, "overridden");
    assert.deepEqual(base?.overriddenBy, ["dl-averi/19#small-craft"]);
    assert.deepEqual(
      d.assessments.map((a) => [a.status, a.by, a.value]),
      [["given", "the bailiff", false]],
    );
  });

  test("dl-averi/19 — a small craft not yet judged: an assessment the text names no one for, and the duty stands unless she is found unable", () => {
    const { d } = decide(
      ship({ situation: "at_anchor_open_water", darkness: "dark_night", lantern_carried: false, small_craft: true }),
    );
    assert.deepEqual(
      d.assessments.map((a) => [a.status, a.by]),
      [["needed", "not named by the text"]],
    );
    assert.match(d.obligations[0]?.what ?? "", /unless she is found unable/);
    assert.deepEqual(d.obligations[0]?.provisions, ["dl-averi/18", "dl-averi/19"]);
    assert.match(messages(d), /still to be assessed/);
  });

  test("dl-averi/19 — a small craft that can carry one is bound like any ship; one outside 18 needs no assessment", () => {
    const can = decide(
      ship({
        situation: "at_anchor_open_water",
        darkness: "dark_night",
        small_craft: true,
        can_conveniently_carry: true,
      }),
    ).d;
    assert.ok(bound(can));
    assert.equal(can.assessments[0]?.status, "given");
    const harbour = decide(ship({ situation: "at_anchor_harbour", darkness: "dark_night", small_craft: true })).d;
    assert.deepEqual(harbour.assessments, []);
  });

  test("dl-averi/18 — every ship of the case gets its own step and its own duty", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            situation: fc.constantFrom("at_anchor_open_water", "at_anchor_harbour", "sailing", "other"),
            darkness: fc.constantFrom("dark_night", "light_night", "day"),
            late_autumn: fc.boolean(),
            lantern_carried: fc.boolean(),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (ships) => {
          const { d } = decide({ ships: ships.map((s, i) => ({ id: `s${i}`, ...s })) });
          const dutyExpected = ships.filter(
            (s) =>
              (s.situation === "at_anchor_open_water" && s.darkness === "dark_night") ||
              (s.situation === "sailing" && s.late_autumn && s.darkness === "dark_night"),
          );
          assert.equal(d.obligations.length, dutyExpected.length);
          assert.equal(d.warnings.length, dutyExpected.filter((s) => !s.lantern_carried).length);
          assert.equal(d.explanation.children?.length, ships.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------
// The case file

describe("the lights case file", () => {
  test("an unknown skipper or person is reported at its path", () => {
    const r = factsSchema(lightsKind, RIGSDALER).safeParse({
      ships: [{ id: "a", skipper: "ghost", situation: "sailing" }],
      false_lights: [{ person: "nemo", act: "fire_at_night" }],
      people: SKIPPER,
    });
    assert.ok(!r.success);
    const paths = r.error.issues.map((i) => i.path.join("."));
    assert.ok(paths.includes("ships.0.skipper"), paths.join(", "));
    assert.ok(paths.includes("false_lights.0.person"), paths.join(", "));
  });

  test("an empty case, an unknown situation, or a date that is no day, is a case error and not a stack trace", () => {
    const empty = thrown(() => decideCase({ version: 1, statute: "dl-averi", kind: "lights", facts: {} }));
    assert.match(empty.message, /no ship.*no false light/);
    const bad = thrown(() =>
      decideCase({
        version: 1,
        statute: "dl-averi",
        kind: "lights",
        facts: { ships: [{ id: "a", situation: "drifting" }] },
      }),
    );
    assert.match(bad.message, /situation/);
    const day = thrown(() =>
      decideCase({
        version: 1,
        statute: "dl-averi",
        kind: "lights",
        facts: ship({ situation: "sailing", darkness: "dark_night", date: "1690-02-30" }),
      }),
    );
    assert.match(day.message, /facts\.ships\[0\]\.date/);
  });
});
