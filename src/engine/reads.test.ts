import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "yaml";
import { Money, RIGSDALER } from "../core/money.js";
import { decide, decidePrepared, findStatute, prepare, UNREAD_NOTE, withoutExplanation } from "./decide.js";
import { shippedExamples } from "./observed-reads.js";
import { nodeText, pathText, ReadRecorder } from "./reads.js";

/** The facts behind a recorder that hears every read, and the paths it heard, as text with positions. */
function heard<T>(facts: T): { facts: T; paths: string[] } {
  const paths: string[] = [];
  const rec = new ReadRecorder({ read: (path) => paths.push(pathText(path)) });
  return { facts: rec.wrap(facts), paths };
}

test("the facts are read through stand-ins that tell each read by its path, list positions and tests of a field included; amounts untouched", () => {
  const amount = Money.zero(RIGSDALER);
  const { facts, paths } = heard({ ship: { id: "s", value: amount }, cargo: [{ id: "a", heap: "h" }], unused: 1 });
  assert.equal(facts.ship.value, amount, "an amount is handed over as it is");
  assert.equal(facts.cargo.map((c) => c.heap).join(), "h");
  assert.ok("unused" in facts);
  for (const p of ["ship", "ship.value", "cargo", "cargo[0]", "cargo[0].heap", "unused"])
    assert.ok(paths.includes(p), p);
  assert.ok(!paths.some((p) => p.includes("id")), "nothing is heard that was not read");
});

test("a fact the kind accepts but does not read in this situation gets a warning; the facts it reads do not", () => {
  const data = parse(readFileSync("examples/dl-averi/ga-jettison-and-mast.yaml", "utf8"));
  const quiet = decide(data);
  assert.ok(!quiet.warnings.some((w) => /charterer_choice|ship\.valuation\b/.test(w.message)));
  // The heap of a parcel is read only for bulk goods taken by pirates: here it is not read.
  data.facts.cargo[0].heap = "hold-1";
  const d = decide(data);
  const w = d.warnings.find((x) => x.message.startsWith(UNREAD_NOTE));
  assert.match(w?.message ?? "", /facts\.cargo\[\]\.heap/);
  assert.doesNotMatch(w?.message ?? "", /facts\.cargo\[\]\.value/);
  // Without the explanation the facts go to the rules as they are, and no note is made.
  const bare = decide(data, { explanation: false });
  assert.ok(!bare.warnings.some((x) => x.message.startsWith(UNREAD_NOTE)));
});

/**
 * The reads as a plain Proxy on every mapping and list notes them, on every read:
 * the measure the recording stand-ins must agree with.
 */
function readsByProxy<T>(facts: T): { facts: T; read: Set<string> } {
  const read = new Set<string>();
  const seen = new WeakMap<object, object>();
  const plain = (v: unknown): v is object =>
    Array.isArray(v) ||
    (v !== null && typeof v === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(v)));
  const wrap = (v: unknown, path: string): unknown => {
    if (!plain(v)) return v;
    const had = seen.get(v);
    if (had) return had;
    const list = Array.isArray(v);
    const p = new Proxy(v, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof key === "symbol" || (list && !/^\d+$/.test(key))) return value;
        const at = list ? `${path}[]` : path === "" ? key : `${path}.${key}`;
        read.add(at);
        return wrap(value, at);
      },
      ownKeys(target) {
        if (!list)
          for (const k of Reflect.ownKeys(target))
            if (typeof k === "string") read.add(path === "" ? k : `${path}.${k}`);
        return Reflect.ownKeys(target);
      },
    });
    seen.set(v, p);
    return p;
  };
  return { facts: wrap(facts, "") as T, read };
}

test("the recorder hears every field a plain Proxy sees read, and changes nothing the rules decide, for every shipped example and every reading", () => {
  const examples = shippedExamples();
  assert.ok(examples.length >= 40, `${examples.length} examples`);
  let noted = 0;
  for (const { name: file, data } of examples) {
    const p = prepare(data);
    const statute = findStatute(p.statute.id);
    const alternatives: Record<string, string>[] = [{}];
    for (const r of statute?.readings ?? []) for (const a of r.alternatives) alternatives.push({ [r.name]: a.code });
    for (const readings of alternatives) {
      let q: ReturnType<typeof prepare>;
      try {
        q = prepare(data, { readings });
      } catch {
        continue; // a reading this case cannot take
      }
      const run = (tracked: { facts: unknown; read: Set<string> }): { read: string[]; outcome: unknown } => {
        let outcome: unknown;
        try {
          outcome = JSON.stringify(
            q.handler.decide(tracked.facts, { readings: q.readings.fresh(), currency: q.currency }),
          );
        } catch (e) {
          outcome = String(e);
        }
        return { read: [...tracked.read].sort(), outcome };
      };
      const read = new Set<string>();
      const rec = new ReadRecorder({ read: (path) => read.add(nodeText(path)) });
      const ours = run({ facts: rec.wrap(q.facts), read });
      const theirs = run(readsByProxy(q.facts));
      const plainly = run({ facts: q.facts, read: new Set() });
      const at = `${file} ${JSON.stringify(readings)}`;
      // Every field the plain Proxy saw read, the recorder heard (it hears list items and tests of a field besides).
      for (const n of theirs.read) assert.ok(ours.read.includes(n), `${at}: ${n}`);
      assert.equal(ours.outcome, plainly.outcome, `${at}: the stand-ins change nothing the rules decide`);
      noted += theirs.read.length;
    }
  }
  assert.ok(noted > 1000, "the examples read many fields, so the comparison can fail");
});

test("an object reached by two ways is one stand-in, so that the rules can compare them", () => {
  const ship = { id: "s" };
  const { facts, paths } = heard({ ships: [ship], flagship: ship });
  assert.equal(facts.ships[0], facts.flagship);
  assert.ok(paths.includes("ships[0]") && paths.includes("flagship"));
});

test("a path has one notation: its segments, as text with positions or as its node without them", () => {
  assert.equal(pathText(["people", 3, "aboard"]), "people[3].aboard");
  assert.equal(nodeText(["people", 3, "aboard"]), "people[].aboard");
  assert.equal(nodeText(["cargo", 0, "jettisoned", "order"]), "cargo[].jettisoned.order");
});

test("a decision's note on facts not read comes from what its rules declare they read, whatever the facts are wrapped in", () => {
  const data = parse(readFileSync("examples/dl-averi/ga-jettison-and-mast.yaml", "utf8"));
  data.facts.cargo[0].heap = "hold-1";
  const p = prepare(data);
  const note = (d: ReturnType<typeof decide>): string | undefined =>
    d.warnings.find((x) => x.message.startsWith(UNREAD_NOTE))?.message;
  // No rule of a jettison with no bulk goods declares it reads a parcel's heap (dl-averi/33).
  assert.match(note(decide(data)) ?? "", /facts\.cargo\[\]\.heap/);
  // An interview's recorder hearing every read wraps the facts: the note is the same.
  const rec = new ReadRecorder({ read: () => {} });
  const wrapped = decidePrepared({ ...p, facts: rec.wrap(p.facts) });
  assert.equal(note(wrapped), note(decide(data)));
  assert.deepEqual(withoutExplanation(wrapped), withoutExplanation(decide(data)));
  // A fact the rules do read is not in it.
  assert.doesNotMatch(note(decide(data)) ?? "", /facts\.cargo\[\]\.value\b/);
});
