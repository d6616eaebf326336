// test: shared
/**
 * Each rule declares the facts it reads (core/rule.ts `reads`), and the note on
 * facts a case gives that its rules never read is taken from those declarations.
 * Held here to what the rules actually read: every shipped example decided under
 * every reading, with the explanation and without, each read credited to the rule
 * that made it (engine/observed-reads.ts).
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { parse } from "yaml";
import { declaredReads, factPaths, factSegments, RuleDefinitionError, rule } from "../core/rule.js";
import { allRules, STATUTES } from "../law/index.js";
import { factsJsonSchema, resolve, type Seg } from "../questions/schema-walk.js";

import { decide, UNREAD_NOTE } from "./decide.js";
import { covered, neverRead, observeReads, shortest, undeclared } from "./observed-reads.js";

type Schema = Record<string, unknown>;

/** Whether `path` leads to a field of the schema: through every branch of a union, each list's items, each mapping's fields. */
function leadsTo(s0: unknown, root: Schema, path: readonly Seg[]): boolean {
  const s = resolve(s0, root) as Schema | undefined;
  if (s === undefined) return false;
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.some((b) => leadsTo(b, root, path))) return true;
  }
  if (path.length === 0) return true;
  const [seg, ...rest] = path;
  if (typeof seg === "number") return s.type === "array" && leadsTo(s.items, root, rest);
  const props = s.properties as Record<string, unknown> | undefined;
  if (props !== undefined && Object.hasOwn(props, seg as string)) return leadsTo(props[seg as string], root, rest);
  // A mapping by id: any key is a field of it.
  return (
    rest.length === 0 && s.type === "object" && s.additionalProperties !== undefined && s.additionalProperties !== false
  );
}

const observed = observeReads();

test("every fact a rule reads on a shipped example, under every reading, it declares", () => {
  const missing = [...undeclared(observed)].flatMap(([id, seen]) =>
    seen.map((s) => `${id} reads ${s.node} (first on ${s.where}), not declared`),
  );
  const reads = [...observed.values()].reduce((n, seen) => n + seen.size, 0);
  assert.deepEqual(missing, [], `${missing.length} reads not declared:\n${missing.slice(0, 30).join("\n")}`);
  // The rules of all three statutes were seen reading.
  for (const s of STATUTES)
    assert.ok(
      [...observed.keys()].some((id) => id.startsWith(`${s.id}/`)),
      s.id,
    );
  assert.ok(reads > 500, `${reads} reads seen`);
});

test("every path a rule declares names a field of the facts of one of its statute's kinds", () => {
  const wrong: string[] = [];
  for (const s of STATUTES) {
    const roots = s.kinds.map((k) => factsJsonSchema(k));
    for (const r of s.rules()) {
      for (const path of r.reads) {
        const segs: Seg[] = factSegments(path).flatMap(({ field, lists }) => [
          field,
          ...Array.from({ length: lists }, () => 0),
        ]);
        if (!roots.some((root) => leadsTo(root, root, segs))) wrong.push(`${r.id}: ${path}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test("a declared path no shipped example reads is reported, not failed", (t) => {
  const never = neverRead(observed, allRules());
  t.diagnostic(`${never.length} declared paths no shipped example reads${never.length ? `: ${never.join("; ")}` : ""}`);
  assert.ok(never.length < allRules().reduce((n, r) => n + r.reads.length, 0));
});

test("a read is covered by the path it is, one it leads to, or one it lies within; names and ids need no declaring", () => {
  assert.ok(covered("facts.people[].farm", ["facts.people[].farm"]));
  assert.ok(covered("facts.people", ["facts.people[].farm"]), "the list is read on the way to its items' fields");
  assert.ok(covered("facts.people[]", ["facts.people[].farm"]));
  assert.ok(covered("facts.salvage_agreement.terms", ["facts.salvage_agreement"]), "a path names a value whole");
  assert.ok(
    covered("facts.salvage_money_shares.parish-men", ["facts.salvage_money_shares"]),
    "a key of a mapping by id",
  );
  assert.ok(covered("facts.people[].name", []) && covered("facts.ships[].id", []));
  assert.ok(!covered("facts.people[].farm", ["facts.people[].helped"]), "a planted read no rule declares fails");
  assert.ok(!covered("facts.people[].farmer", ["facts.people[].farm"]), "a field's name is matched whole");
  assert.ok(!covered("facts.place", []));
  assert.deepEqual(
    shortest(["facts.people", "facts.people[]", "facts.people[].farm", "facts.people[].carted", "facts.people[].id"]),
    ["facts.people[].{carted,farm}"],
  );
});

test("a rule's declaration is written out whole and checked when the rule is made", () => {
  assert.deepEqual(factPaths("x/1#a", ["facts.people[].{farm, carted}", "facts.place", "facts.place"]), [
    "facts.people[].farm",
    "facts.people[].carted",
    "facts.place",
  ]);
  for (const bad of ["people[].farm", "facts", "facts.People", "facts.people[.farm", "facts..x", "facts.a{b}"]) {
    assert.throws(
      () => rule({ id: "test-only/1#bad", label: "bad", provisions: ["test-only/1"], reads: [bad], gives: () => 1 }),
      (e: unknown) =>
        e instanceof RuleDefinitionError && e.message.includes("test-only/1#bad") && e.message.includes(bad),
      bad,
    );
  }
});

test("the note on facts not read follows the declarations: a fact no rule tried declares is named, one a rule tried declares is not", () => {
  // ga-jettison-and-mast: nothing was taken by pirates, so no rule of dl-averi/33 that reads a parcel's heap is tried.
  const data = parse(readFileSync("examples/dl-averi/ga-jettison-and-mast.yaml", "utf8"));
  data.facts.cargo[0].heap = "hold-1";
  const note = decide(data).warnings.find((w) => w.message.startsWith(UNREAD_NOTE))?.message ?? "";
  assert.match(note, /facts\.cargo\[\]\.heap/);
  assert.ok(declaredReads("dl-averi/33#heaps").includes("facts.cargo[].heap"));
  // Every fact the note names is declared by no rule the decision tried: it is
  // declared by none of the kind's rules that a jettison reaches.
  for (const m of note.matchAll(/facts\.[a-z_.[\]]+/g)) {
    assert.ok(!declaredReads("dl-averi/20-41#general-average").includes(m[0]), m[0]);
  }
});
