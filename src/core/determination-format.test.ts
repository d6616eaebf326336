import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { parseCaseText } from "../cases/parse.js";
import { decide, findStatute } from "../engine/decide.js";
import { renderText } from "../engine/render.js";
import { hasStatement, htmlParts } from "../engine/render-statement.js";
import { singleReadingChanges } from "../engine/test-support/readings.js";
import type { Determination } from "./determination.js";
import {
  asFormat1,
  compact,
  type Determination2,
  expand,
  FormatError,
  parseFormat,
  type Step2,
} from "./determination-format.js";
import { determination2Schema, determinationJsonSchema } from "./determination-schema.js";
import { CaseError } from "./errors.js";

const root = new URL("../../examples/", import.meta.url);
const files = readdirSync(root).flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => `${dir}/${f}`),
);

/** As it is printed and read back: what a reader of the JSON has. */
const printed = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

function walk(s: Step2, f: (s: Step2, path: string) => void, path = "explanation"): void {
  f(s, path);
  (s.children ?? []).forEach((c, i) => {
    walk(c, f, `${path}.children[${i}]`);
  });
}

describe("determination format 2", () => {
  test("there are examples to read", () => {
    assert.ok(files.length >= 40, `${files.length} examples`);
  });

  for (const file of files) {
    test(`${file}: format 2, expanded, is format 1, under each reading changed alone, with and without the explanation`, () => {
      const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
      const combos = singleReadingChanges(data);
      let decided = 0;
      let refused = 0;
      for (const readings of combos) {
        for (const explanation of [true, false]) {
          const where = `${JSON.stringify(readings)}, ${explanation ? "with" : "without"} the explanation`;
          let d: Determination;
          try {
            d = decide(data, { readings, explanation });
          } catch (e) {
            // The law may refuse a reading for this case (it needs a fact the case
            // does not give): nothing to write. The example's own readings never.
            assert.ok(e instanceof CaseError && Object.keys(readings).length > 0, `${where}: ${e}`);
            refused++;
            continue;
          }
          decided++;
          const one = printed(asFormat1(d));
          const two = printed(compact(d));
          assert.deepEqual(expand(two), one, where);
          // Back again, byte for byte, all but the subjects, which format 1 does not write.
          assert.equal(
            JSON.stringify(compact(expand(two))),
            JSON.stringify(withoutSubjects(two)),
            `${where}: and back`,
          );

          // A party's name and role are written once, in its allocation: no step begins with them.
          const names = two.allocations.map((a) => a.name);
          walk(two.explanation, (s, path) => {
            const label = s.label ?? "";
            for (const name of names) {
              const after = label.charAt(name.length);
              assert.ok(
                !label.startsWith(name) || /[\p{L}\p{N}_]/u.test(after),
                `${where}: ${path} begins with the name ${name}: ${label}`,
              );
            }
            if (s.party !== undefined) {
              assert.ok(
                two.allocations.some((a) => a.id === s.party),
                `${where}: ${path} names an allocation's party`,
              );
              assert.ok(s.label?.startsWith("{name}"), `${where}: ${path} begins with its party's name`);
            }
          });

          const r = determination2Schema.safeParse(two);
          assert.ok(r.success, `${where}: ${r.error?.message}`);
          assert.deepEqual(r.data, two, `${where}: the schema takes nothing away and adds nothing`);

          assert.equal(Object.keys(two)[0], "format", where);
          assert.equal(two.format, 2, where);
          assert.equal(two.receipt.format, "2", where);

          // Each rule is said once: a rule named by several steps in the table (sorted),
          // and no step repeats its words; a rule named by one step, in that step.
          const ids = Object.keys(two.rules);
          assert.deepEqual(ids, [...ids].sort(), `${where}: the rules are in order`);
          const named = new Map<string, number>();
          walk(two.explanation, (s, path) => {
            if (!("rule" in s)) return;
            named.set(s.rule, (named.get(s.rule) ?? 0) + 1);
            const e = two.rules[s.rule];
            if (e === undefined) {
              assert.ok(s.label !== undefined && s.provisions !== undefined, `${where}: ${path} says its rule`);
              return;
            }
            assert.notEqual(s.label, e.label, `${where}: ${path} repeats its rule's label`);
            if (s.provisions !== undefined)
              assert.notDeepEqual(s.provisions, e.provisions, `${where}: ${path} repeats its rule's provisions`);
          });
          const several = [...named].filter(([, n]) => n > 1).map(([id]) => id);
          assert.deepEqual(several.sort(), ids, `${where}: the table holds the rules named by several steps`);

          // The subjects are what format 2 says that format 1 does not: the sizes are of the rest.
          const size1 = JSON.stringify(one, null, 2).length;
          const size2 = JSON.stringify(withoutSubjects(two), null, 2).length;
          if (ids.length > 0) assert.ok(size2 < size1, `${where}: format 2 is ${size2} bytes, format 1 ${size1}`);
          else {
            // Nothing is said twice: format 2 is format 1 and the words that name the format.
            const naming = JSON.stringify({ format: 2, rules: {}, receipt: { format: "2" } }, null, 2).length;
            assert.ok(size2 <= size1 + naming, `${where}: format 2 is ${size2} bytes, format 1 ${size1}`);
          }
        }
      }
      assert.ok(decided > 2 * refused, `${file}: ${decided} decided, ${refused} readings refused`);
    });
  }

  test("every example reads the same in text and HTML from format 2, expanded, as from format 1", () => {
    for (const file of files) {
      const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
      for (const explanation of [true, false]) {
        const d = printed(decide(data, { explanation }));
        const back = expand(printed(compact(d)));
        for (const full of [false, true]) {
          assert.equal(renderText(back, { explanation, full }), renderText(d, { explanation, full }), file);
        }
        if (hasStatement(d)) assert.equal([...htmlParts(back)].join(""), [...htmlParts(d)].join(""), file);
      }
    }
  });

  test("the table gives a rule's words as the rule is defined, with the readings it consults", () => {
    const file = "borkum-1666/salvage-inside-reefs.yaml";
    const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
    const d = compact(decide(data));
    const statute = findStatute("borkum-1666");
    assert.ok(statute);
    const defined = new Map(statute.rules().map((r) => [r.id, r]));
    let consulting = 0;
    for (const [id, e] of Object.entries(d.rules)) {
      const r = defined.get(id);
      assert.ok(r, `${id} is a rule of the statute`);
      assert.equal(e.label, r.label, id);
      assert.deepEqual(e.provisions, r.provisions, id);
      assert.deepEqual(e.readings ?? [], r.readings, id);
      if (r.readings.length > 0) consulting++;
    }
    assert.ok(consulting > 0, "some rule of the case consults a reading");
  });

  test("the 20-party salvage is at least a quarter smaller in format 2", () => {
    const file = "borkum-1666/salvage-inside-reefs.yaml";
    const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
    const d = decide(data);
    const one = JSON.stringify(d, null, 2).length;
    const two = JSON.stringify(compact(d), null, 2).length;
    assert.ok(two * 4 <= one * 3, `format 1: ${one} bytes; format 2: ${two}`);
  });

  test("a step that names a rule the table lacks is refused, with the step's place", () => {
    const d: Determination2 = printed(compact(decide(sampleCase())));
    const id = Object.keys(d.rules)[0] as string;
    delete d.rules[id];
    assert.throws(
      () => expand(d),
      (e: unknown) => e instanceof FormatError && /explanation(\.children\[\d+\])* names the rule/.test(e.message),
    );
  });

  test("a party's name and role are written once, in its allocation, and put back in each step about it", () => {
    const file = "borkum-1666/salvage-inside-reefs.yaml";
    const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
    // The book of phrases (the messages behind the texts) is left aside: it names every text once more, as an index.
    const { phrases: _p, ...d } = decide(data);
    const one = JSON.stringify(d);
    const two = JSON.stringify(compact(d));
    const times = (text: string, what: string) => text.split(what).length - 1;
    for (const a of d.allocations) {
      const words = JSON.stringify(`${a.name}, ${a.role}`).slice(0, -1);
      // In format 1 the step that counts the party's parts begins with its name and role again.
      assert.equal(times(one, words), 1, `${a.name} in format 1`);
      assert.equal(times(two, words), 0, `${a.name} and role written again in format 2`);
      assert.ok(
        times(two, JSON.stringify(a.name).slice(1, -1)) < times(one, JSON.stringify(a.name).slice(1, -1)),
        a.name,
      );
    }
  });

  test("a name that begins another is not taken for it, and a label with braces is written as it is", () => {
    const d = printed(decide(sampleCase()));
    const [first, second] = d.allocations;
    assert.ok(first && second);
    first.name = "Householder H1";
    first.role = "";
    second.name = "Householder H10";
    const role = second.role ?? "";
    d.explanation.children = [
      { label: `Householder H10, ${role}: 1 part`, provisions: [], status: "applied" },
      { label: "Householder H1: 1 part", provisions: [], status: "applied" },
      { label: "Householder H1 {as written}: 1 part", provisions: [], status: "applied" },
    ];
    const two = compact(d);
    const [a, b, c] = two.explanation.children ?? [];
    assert.ok(role !== "", "the second party has a role");
    assert.deepEqual([a?.party, a?.label], [second.id, "{name}, {role}: 1 part"]);
    assert.deepEqual([b?.party, b?.label], [first.id, "{name}: 1 part"]);
    assert.deepEqual([c?.party, c?.label], [undefined, "Householder H1 {as written}: 1 part"]);
    assert.deepEqual(expand(printed(two)), d);
  });

  test("any names, roles and labels: format 2 expanded is format 1, and no step begins with a party's name", () => {
    const base = printed(decide(sampleCase()));
    // Words with the characters that could confuse a template: braces, commas, colons, names inside names.
    const word = fc.stringMatching(/^[A-Za-z0-9{}:, ]{1,12}$/);
    const party = fc.record({
      id: fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/),
      name: word,
      role: fc.oneof(fc.constant(""), word),
    });
    const label = (parties: { name: string; role: string }[]) =>
      fc
        .tuple(fc.nat({ max: Math.max(0, parties.length - 1) }), fc.integer({ min: 0, max: 3 }), word)
        .map(([i, how, rest]) => {
          const p = parties[i];
          if (p === undefined || how === 0) return rest;
          if (how === 1) return `${p.name}${rest}`;
          if (how === 2) return `${p.name}, ${p.role}: ${rest}`;
          return `${p.name}: the rule's words`;
        });
    let templated = 0;
    fc.assert(
      fc.property(
        fc
          .uniqueArray(party, { minLength: 1, maxLength: 5, selector: (p) => p.id })
          .chain((parties) => fc.tuple(fc.constant(parties), fc.array(label(parties), { minLength: 1, maxLength: 6 }))),
        ([parties, labels]) => {
          const d = printed(base);
          d.allocations = d.allocations.slice(0, 1).flatMap((a) => parties.map((p) => ({ ...a, ...p })));
          d.explanation.children = labels.map((l) => ({
            rule: "test#words",
            label: l,
            provisions: [],
            status: "applied" as const,
          }));
          // The rule is named by several steps, so it stands in the table with these words.
          d.explanation.children.push({
            rule: "test#words",
            label: "the rule's words",
            provisions: [],
            status: "applied",
          });
          d.explanation.children.push({
            rule: "test#words",
            label: "the rule's words",
            provisions: [],
            status: "applied",
          });
          const two = printed(compact(d));
          assert.deepEqual(expand(two), d);
          for (const s of two.explanation.children ?? []) {
            if (s.party === undefined) continue;
            templated++;
            assert.ok(s.label?.startsWith("{name}"), s.label);
          }
        },
      ),
      { numRuns: 300 },
    );
    assert.ok(templated > 20, `${templated} steps written with their party's words in place`);
  });

  test("a step that names a party the allocations lack is refused, with the step's place", () => {
    const two = printed(compact(decide(sampleCase())));
    const child = two.explanation.children?.find((s) => s.party !== undefined);
    assert.ok(child, "some step names its party");
    child.party = "nobody";
    assert.throws(
      () => expand(two),
      (e: unknown) =>
        e instanceof FormatError && /explanation\.children\[\d+\] names the party "nobody"/.test(e.message),
    );
  });

  test("format 1 given to expand is format 1", () => {
    const d: Determination = printed(decide(sampleCase()));
    assert.equal(expand(d), d);
  });

  test("the format asked for: 1 or 2, and 2 when none is asked", () => {
    assert.equal(parseFormat(undefined), 2);
    assert.equal(parseFormat("1"), 1);
    assert.equal(parseFormat(2), 2);
    assert.equal(parseFormat("3"), undefined);
    assert.equal(parseFormat("x"), undefined);
  });

  test("as JSON Schema, format 2 names its format and rules; format 1's is still there", () => {
    const two = determinationJsonSchema() as { properties: Record<string, unknown>; additionalProperties: unknown };
    for (const k of ["format", "rules", "explanation", "receipt"]) assert.ok(k in two.properties, k);
    assert.equal(two.additionalProperties, false);
    const one = determinationJsonSchema(1) as { properties: Record<string, unknown> };
    assert.ok(!("format" in one.properties) && !("rules" in one.properties));
    assert.ok("explanation" in one.properties);
  });
});

/** Format 2 without the subjects of its steps: what format 1, compacted, gives. */
function withoutSubjects(d: Determination2): Determination2 {
  const strip = (s: Step2): Step2 => {
    const { subject: _, children, ...rest } = s;
    const out = rest as Step2;
    if (children !== undefined) out.children = children.map(strip);
    return out;
  };
  return { ...d, explanation: strip(d.explanation) };
}

function sampleCase(): unknown {
  const file = "borkum-1666/salvage-outside-reefs.yaml";
  return parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
}
