import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "yaml";
import { Money, RIGSDALER } from "../core/money.js";
import { decide, decidePrepared, findStatute, prepare, UNREAD_NOTE, withoutExplanation } from "./decide.js";
import { nodeText, pathText, ReadRecorder, trackReads, unreadFacts } from "./reads.js";

test("the facts are read through stand-ins that note each path, lists by their items, amounts untouched", () => {
  const amount = Money.zero(RIGSDALER);
  const { facts, read } = trackReads({ ship: { id: "s", value: amount }, cargo: [{ id: "a", heap: "h" }], unused: 1 });
  assert.equal(facts.ship.value, amount, "an amount is handed over as it is");
  assert.equal(facts.cargo.map((c) => c.heap).join(), "h");
  assert.deepEqual([...read].sort(), ["cargo", "cargo[]", "cargo[].heap", "ship", "ship.value"]);
  const given = { ship: { id: "s", value: 5 }, cargo: [{ id: "a", heap: "h", weight: 3 }], unused: 1 };
  assert.deepEqual(unreadFacts(given, read), ["cargo[].weight", "unused"], "ids are descriptive and never listed");
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

test("the stand-ins note the same facts unread as a Proxy noting every read, for every shipped example and every reading", () => {
  const root = new URL("../../examples/", import.meta.url);
  const files = readdirSync(root).flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => `${dir}/${f}`),
  );
  assert.ok(files.length >= 40, `${files.length} examples`);
  let noted = 0;
  for (const file of files) {
    const data = parse(readFileSync(new URL(file, root), "utf8"));
    delete data.expect;
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
      const run = (tracked: { facts: unknown; read: Set<string> }): { unread: string[]; outcome: unknown } => {
        let outcome: unknown;
        try {
          outcome = JSON.stringify(
            q.handler.decide(tracked.facts, { readings: q.readings.fresh(), currency: q.currency }),
          );
        } catch (e) {
          outcome = String(e);
        }
        return { unread: unreadFacts(q.given, tracked.read), outcome };
      };
      const ours = run(trackReads(q.facts));
      const theirs = run(readsByProxy(q.facts));
      const plainly = run({ facts: q.facts, read: new Set() });
      const at = `${file} ${JSON.stringify(readings)}`;
      assert.deepEqual(ours.unread, theirs.unread, at);
      assert.equal(ours.outcome, plainly.outcome, `${at}: the stand-ins change nothing the rules decide`);
      if (ours.unread.length > 0) noted++;
    }
  }
  assert.ok(noted > 0, "some example and reading leaves a fact unread, so the comparison can fail");
});

test("an object reached by two ways is one stand-in, so that the rules can compare them", () => {
  const ship = { id: "s" };
  const { facts, read } = trackReads({ ships: [ship], flagship: ship });
  assert.equal(facts.ships[0], facts.flagship);
  assert.ok(read.has("ships[]") && read.has("flagship"));
});

test("a path has one notation: its segments, as text with positions or as its node without them", () => {
  assert.equal(pathText(["people", 3, "aboard"]), "people[3].aboard");
  assert.equal(nodeText(["people", 3, "aboard"]), "people[].aboard");
  assert.equal(nodeText(["cargo", 0, "jettisoned", "order"]), "cargo[].jettisoned.order");
});

test("the recorder hearing every read notes the same nodes as the one noting first reads, for every shipped example", () => {
  const root = new URL("../../examples/", import.meta.url);
  const files = readdirSync(root).flatMap((dir) =>
    readdirSync(new URL(`${dir}/`, root))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => `${dir}/${f}`),
  );
  let heard = 0;
  for (const file of files) {
    const data = parse(readFileSync(new URL(file, root), "utf8"));
    delete data.expect;
    const p = prepare(data);
    const paths: string[] = [];
    const every = new ReadRecorder({ read: (path) => paths.push(nodeText(path)) });
    const first = new ReadRecorder();
    const run = (rec: ReadRecorder): string[] => {
      const facts = rec.wrap(p.facts);
      assert.equal(rec.wrap(p.facts), facts, `${file}: the facts are wrapped once`);
      try {
        p.handler.decide(facts, { readings: p.readings.fresh(), currency: p.currency });
      } catch {
        // a case the rules refuse reads what it reads before it is refused
      }
      return rec.unread(p.given);
    };
    const unreadEvery = run(every);
    const unreadFirst = run(first);
    assert.deepEqual([...every.read].sort(), [...first.read].sort(), file);
    assert.deepEqual(unreadEvery, unreadFirst, file);
    // Every read heard, by its node, is a node noted.
    for (const n of paths) assert.ok(every.read.has(n), `${file}: ${n}`);
    heard += paths.length;
  }
  assert.ok(heard > files.length, "every read is heard");
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
