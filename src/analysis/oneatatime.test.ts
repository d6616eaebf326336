// test: shared
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { Rational } from "../core/rational.js";
import { decide } from "../engine/decide.js";
import { oneAtATime } from "./oneatatime.js";
import { fingerprint, positions } from "./positions.js";
import { renderOneAtATime } from "./render.js";
import { sensitivity } from "./sensitivity.js";

const load = (path: string): unknown => parseCaseText(readFileSync(path, "utf8"), path).data;
const EX01 = load("examples/borkum-1666/salvage-outside-reefs.yaml");
const EX11 = load("examples/dl-averi/ga-jettison-and-mast.yaml");
const q = (s: string) => Rational.parse(s);

const flipOf = (r: ReturnType<typeof oneAtATime>, reading: string, to: string) => {
  const f = r.flips.find((x) => x.reading === reading && x.to === to);
  assert.ok(f, `a flip of ${reading} to ${to}`);
  return f;
};
const deltas = (f: ReturnType<typeof flipOf>): Record<string, string> =>
  Object.fromEntries(f.moves.map((m) => [m.party, m.delta.toString()]));

test("one at a time: EX-01's variant A — no part for the boy aboard (borkum-1666/6.2, Q-B03 R2) — moves Focke's 20 u to the other three", () => {
  // RULES.md EX-01: 6 parts of 20 u; variant A: Focke has no part, 5 parts of 24 u.
  const r = oneAtATime(EX01);
  const f = flipOf(r, "boy_part_aboard", "R2");
  assert.equal(f.from, "R1");
  assert.deepEqual(deltas(f), { focke: "-20", harm: "12", jan: "4", eilert: "4" });
  assert.equal(f.moves[0]?.party, "focke", "the largest change first");
  assert.ok(f.changes);
});

test("one at a time: EX-01's variants B and C — the officials' four parts (Q-B28 R1) and the home rule on the reefs (Q-B06 R2)", () => {
  const r = oneAtATime(EX01);
  // Variant B: 4 parts for the officials; 10 parts of 12 u.
  const b = flipOf(r, "officials_parts_scope", "R1");
  assert.equal(b.moves.find((m) => m.party === "harm")?.after.toString(), "36");
  assert.equal(b.moves.find((m) => m.party === "jan")?.after.toString(), "12");
  // Variant C: Vogt, pastor and the three widows one part each: 11 parts of 120/11 u.
  const c = flipOf(r, "home_rule_scope", "R2");
  for (const who of ["vogt", "pastor", "antje", "gesche", "hilke", "jan"]) {
    assert.equal(c.moves.find((m) => m.party === who)?.after.toString(), "120/11", who);
  }
  assert.equal(c.moves.find((m) => m.party === "harm")?.after.toString(), "360/11");
});

test("one at a time: EX-11's variant 1 — the jettisoned goods contribute (dl-averi/25, Q-A11 R2) — moves the rate from 5/18 to 55/243 and every net", () => {
  const r = oneAtATime(EX11);
  assert.deepEqual(
    r.rates.map((x) => x.rate),
    ["5/18"],
  );
  const f = flipOf(r, "ga_jettisoned_contribute", "R2");
  assert.deepEqual(
    f.rates.map((x) => [x.before.rate, x.after?.rate]),
    [["5/18", "55/243"]],
  );
  // The nets of RULES.md, EX-11 and its variant 1, as differences.
  assert.equal(f.moves.find((m) => m.party === "a")?.delta.toString(), q("-22000/81").sub(q("-1000/3")).toString());
  assert.equal(f.moves.find((m) => m.party === "b")?.delta.toString(), q("28900/243").sub(q("1450/9")).toString());
  assert.equal(f.moves.find((m) => m.party === "c")?.delta.toString(), q("37600/81").sub(q("600")).toString());
});

test("one at a time: every flip is the decision with that one reading changed, and only the readings the case consults are flipped", () => {
  for (const [file, data] of [
    ["EX-01", EX01],
    ["EX-11", EX11],
    ["inside the reefs", load("examples/borkum-1666/salvage-inside-reefs.yaml")],
  ] as const) {
    const r = oneAtATime(data);
    const here = decide(data);
    const consulted = new Set(here.readings.map((u) => u.name));
    assert.ok(r.inPlay.length > 0, file);
    for (const p of r.inPlay) assert.ok(consulted.has(p.name), `${file}: ${p.name} is consulted`);
    const expected = r.inPlay.reduce((t, p) => t + p.alternatives.length - 1, 0);
    assert.equal(r.flips.length, expected, `${file}: one flip per other alternative`);
    assert.equal(r.decisions, expected + 1, `${file}: one decision per flip, and the case as it stands`);
    const before = new Map(positions(here).map((p) => [`${p.party} ${p.unit}`, p.value]));
    for (const f of r.flips) {
      const d = decide(data, { readings: { [f.reading]: f.to } });
      const after = new Map(positions(d).map((p) => [`${p.party} ${p.unit}`, p.value]));
      for (const k of new Set([...before.keys(), ...after.keys()])) {
        const b = before.get(k) ?? Rational.ZERO;
        const a = after.get(k) ?? Rational.ZERO;
        const m = f.moves.find((x) => `${x.party} ${x.unit}` === k);
        if (a.eq(b)) assert.equal(m, undefined, `${file} ${f.reading}=${f.to}: ${k} does not move`);
        else assert.equal(m?.delta.toString(), a.sub(b).toString(), `${file} ${f.reading}=${f.to}: ${k}`);
      }
      assert.equal(f.changes, fingerprint(d) !== fingerprint(here), `${file} ${f.reading}=${f.to}`);
      for (let i = 1; i < f.moves.length; i++) {
        assert.ok(
          (f.moves[i - 1] as { delta: Rational }).delta.abs().cmp((f.moves[i] as { delta: Rational }).delta.abs()) >= 0,
        );
      }
    }
    // Per party, the changes sorted by size; the parties moved most first.
    for (const p of r.parties) {
      for (let i = 1; i < p.changes.length; i++) {
        const [a, b] = [p.changes[i - 1], p.changes[i]];
        assert.ok(a && b && a.delta.abs().cmp(b.delta.abs()) >= 0, `${p.party}: the largest change first`);
      }
    }
    const top = r.parties.map((p) => p.changes[0]?.delta.abs() ?? Rational.ZERO);
    for (let i = 1; i < top.length; i++) assert.ok((top[i - 1] as Rational).cmp(top[i] as Rational) >= 0, file);
  }
});

test("one at a time: each flip's figure lies within the party's range over every combination (sensitivity)", () => {
  const r = oneAtATime(EX11);
  const s = sensitivity(EX11);
  for (const f of r.flips) {
    for (const m of f.moves) {
      const range = s.parties.find((p) => p.party === m.party && p.unit === m.unit);
      assert.ok(range, m.party);
      assert.ok(range.least.cmp(m.after) <= 0 && m.after.cmp(range.most) <= 0, `${m.party} under ${f.reading}`);
    }
  }
});

test("one at a time: a reading held fixed is not flipped; the text names the reading that matters most to each party", () => {
  const r = oneAtATime(EX01, { fix: { boy_part_aboard: "R1" } });
  assert.ok(!r.inPlay.some((p) => p.name === "boy_part_aboard"));
  assert.deepEqual(r.fixed, { boy_part_aboard: "R1" });
  const all = oneAtATime(EX01);
  const text = renderOneAtATime(all);
  assert.match(text, /Focke/);
  const focke = all.parties.find((p) => p.party === "focke");
  const top = focke?.changes[0];
  assert.ok(top);
  assert.ok(text.includes(`${top.question} ${top.reading}=${top.to}`), text);
});
