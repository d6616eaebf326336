// test: shared
/**
 * What the case format requires, some rule reads. For every statute and kind of the
 * shipped examples, each field the kind's schema requires, inside a part of the case
 * some example of that statute gives, is read by that statute's rules on one of its
 * examples (questions' recorder, `factsRead`); the few that are not are listed here,
 * each with its reason. A field a statute's rules never read is not required of it:
 * the format leaves it optional, and the statute that reads it refuses a case without
 * it, naming it (a test below holds that too).
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { CaseError } from "../core/errors.js";
import { decide, prepare } from "../engine/decide.js";
import { factsRead, questions } from "./questions.js";
import { factsJsonSchema, plainObject, resolve, type Schema } from "./schema-walk.js";

const root = join(import.meta.dirname, "..", "..", "examples");
const FILES = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(root, d.name))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => join(root, d.name, f)),
  );

function load(file: string): Record<string, unknown> {
  const { expect: _e, ...data } = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
  return data;
}

/** Required by the format and read by no rule of the statute on its examples, each with why it stays required. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  "dl-averi general_average emergency.crew_vote.for":
    "a vote is its count for and against; it is read where the crew, not the skipper, ordered the measure (dl-averi/25, Q-A09), and the shipped examples that give one have the skipper order it",
  "dl-averi general_average emergency.crew_vote.against":
    "a vote is its count for and against; it is read where the crew, not the skipper, ordered the measure (dl-averi/25, Q-A09), and the shipped examples that give one have the skipper order it",
  "dl-vrag salvage ships[].owners[].share":
    "the ships of a salvage are the shared world's, whose owners' shares the format checks add up to 1; Borkum's §6 divides by them (borkum-1666/6.1), the Danish Law's salvage rules do not",
};

/** An entry's id is its name in the case: other facts refer to it by it, and the check across facts reads it. */
const isEntryId = (path: string) => path.endsWith("[].id");

/** Every field path of the facts, list positions as []. */
function given(v: unknown, path: string, out: Set<string>): void {
  const o = plainObject(v);
  if (o) {
    for (const [k, x] of Object.entries(o)) {
      const p = path ? `${path}.${k}` : k;
      out.add(p);
      given(x, p, out);
    }
  } else if (Array.isArray(v)) {
    for (const x of v) given(x, `${path}[]`, out);
  }
}

/** Every required field of the schema with the path of the part it lies in ("" for the facts themselves). */
function required(s0: unknown, rootSchema: Schema, path: string, out: Map<string, string>, depth = 0): void {
  const s = resolve(s0, rootSchema);
  if (!s || depth > 12) return;
  const branches = Array.isArray(s.anyOf) ? (s.anyOf as Schema[]).map((b) => resolve(b, rootSchema)) : [s];
  for (const b of branches) {
    if (b?.type === "object" && b.properties) {
      const props = b.properties as Record<string, Schema>;
      const req = new Set((b.required as string[] | undefined) ?? []);
      for (const [k, v] of Object.entries(props)) {
        const p = path ? `${path}.${k}` : k;
        if (req.has(k)) out.set(p, path);
        required(v, rootSchema, p, out, depth + 1);
      }
    }
    if (b?.type === "array") required(b.items, rootSchema, `${path}[]`, out, depth + 1);
  }
}

interface Group {
  statute: string;
  kind: string;
  examples: Record<string, unknown>[];
}

const GROUPS = new Map<string, Group>();
for (const file of FILES) {
  const data = load(file);
  const key = `${data.statute} ${data.kind}`;
  const g = GROUPS.get(key) ?? { statute: String(data.statute), kind: String(data.kind), examples: [] };
  g.examples.push(data);
  GROUPS.set(key, g);
}

describe("every field the format requires is read by some rule", () => {
  for (const [key, g] of GROUPS) {
    it(`${key}: each required field is read on some shipped example, or listed with its reason`, () => {
      const reads = new Set<string>();
      const parts = new Set<string>([""]);
      for (const ex of g.examples) {
        for (const p of factsRead(ex)) reads.add(p.replace(/\[\d+\]/g, "[]"));
        given(ex.facts, "", parts);
      }
      const handler = prepare(g.examples[0]).handler;
      const schema = factsJsonSchema(handler);
      // A field of a part the statute leaves out of its own schema is another statute's, given for a comparison.
      const omitted = (field: string) =>
        (handler.omits ?? []).some((o) => field === o || field.startsWith(`${o}.`) || field.startsWith(`${o}[]`));
      const req = new Map<string, string>();
      required(schema, schema, "", req);
      const unread: string[] = [];
      for (const [field, part] of req) {
        // Inside a part no example of the statute gives, nothing can be read: the examples do not reach it.
        if (!parts.has(part)) continue;
        if (reads.has(field) || isEntryId(field) || omitted(field)) continue;
        if (EXCEPTIONS[`${key} ${field}`] !== undefined) continue;
        unread.push(field);
      }
      assert.deepEqual(unread, [], `required by the format, read by no rule of ${g.statute}: ${unread.join(", ")}`);
    });
  }

  it("each exception is still required and still unread (the list does not outlive its reason)", () => {
    for (const k of Object.keys(EXCEPTIONS)) {
      const [statute, kind, field] = k.split(" ") as [string, string, string];
      const g = GROUPS.get(`${statute} ${kind}`);
      assert.ok(g, k);
      const reads = new Set(g.examples.flatMap((ex) => factsRead(ex).map((p) => p.replace(/\[\d+\]/g, "[]"))));
      assert.ok(!reads.has(field), `${k} is read now: take it off the list`);
    }
  });
});

describe("a statute's own schema of a shared kind leaves out only what it never reads", () => {
  for (const [key, g] of GROUPS) {
    const handler = prepare(g.examples[0]).handler;
    if (!handler.omits) continue;
    it(`${key}: every field it leaves out is optional in the format and read by none of its rules on its examples`, () => {
      const reads = new Set(g.examples.flatMap((ex) => factsRead(ex).map((p) => p.replace(/\[\d+\]/g, "[]"))));
      const schema = factsJsonSchema(handler);
      const req = new Map<string, string>();
      required(schema, schema, "", req);
      for (const o of handler.omits ?? []) {
        assert.ok(!req.has(o), `${o} is required by the format, yet left out of ${g.statute}'s schema`);
        const read = [...reads].filter((r) => r === o || r.startsWith(`${o}.`) || r.startsWith(`${o}[]`));
        assert.deepEqual(read, [], `${g.statute} reads ${read.join(", ")}, yet leaves ${o} out of its schema`);
      }
    });
  }
});

describe("a statute that reads a field the format leaves optional refuses a case without it", () => {
  const cases: [string, string, (f: Record<string, unknown>) => void, string][] = [
    [
      "borkum-1666/6.1–6.6: salvage with ships, without where it was made",
      "borkum-1666/salvage-outside-reefs.yaml",
      (f) => {
        delete f.place;
      },
      "facts.place",
    ],
    [
      "dl-vrag/8: wreck, without where it was found",
      "dl-vrag/wreck-unclaimed.yaml",
      (f) => {
        delete f.place;
      },
      "facts.place",
    ],
    [
      "borkum-1666/7.9: a ship aground and leaking, without where she lay (§6 divides by the place)",
      "borkum-1666/pilotage-aground-leaking.yaml",
      (f) => {
        delete f.place;
      },
      "facts.place",
    ],
    [
      "borkum-1666/8.1: wreck, an item without what it is",
      "borkum-1666/wreck-divided.yaml",
      (f) => {
        delete (f.items as Record<string, unknown>[])[0]?.what;
      },
      "facts.items[0].what",
    ],
  ];
  for (const [name, file, cut, path] of cases) {
    it(`${name}: decide refuses it naming ${path}, and ask needs it`, () => {
      const ex = load(join(root, file));
      const facts = structuredClone(ex.facts) as Record<string, unknown>;
      cut(facts);
      const data = { ...ex, facts };
      assert.throws(
        () => decide(data),
        (e: unknown) => e instanceof CaseError && e.issues.some((i) => i.path === path),
      );
      const r = questions(data);
      assert.equal(r.decidable, false);
      assert.ok(
        r.needed.some((q) => q.path === path),
        `${path} is not needed: ${r.needed.map((q) => q.path).join(", ")}`,
      );
    });
  }

  for (const file of ["pilotage-surplus.yaml", "pilotage-whole-ship.yaml", "pilotage-lot-drawn.yaml"]) {
    it(`borkum-1666/7.1–7.8: pilot money is shared wherever the ship lay (${file}), so it is decided without a place and not asked for one`, () => {
      const ex = load(join(root, "borkum-1666", file));
      const facts = structuredClone(ex.facts) as Record<string, unknown>;
      delete facts.place;
      const without = decide({ ...ex, facts });
      const withIt = decide(ex);
      assert.deepEqual(without.allocations, withIt.allocations);
      const r = questions({ ...ex, facts });
      assert.ok(!r.needed.some((q) => q.path === "facts.place"), "the place is needed");
    });
  }

  it("borkum-1666/6.7: foot-strand goods lie on the beach, so they are decided without a place", () => {
    const ex = load(join(root, "borkum-1666", "foot-strand.yaml"));
    const facts = structuredClone(ex.facts) as Record<string, unknown>;
    delete facts.place;
    const without = decide({ ...ex, facts });
    const withIt = decide(ex);
    assert.deepEqual(without.allocations, withIt.allocations);
  });
});
