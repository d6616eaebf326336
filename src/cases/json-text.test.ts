// test: shared
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import fc from "fast-check";
import { parse, parseDocument } from "yaml";
import { CaseError } from "../core/errors.js";
import { decideText } from "../index.js";
import { readPlainJson } from "./json-text.js";
import { DEFAULT_LIMITS, limitsWith } from "./limits.js";
import { parseCaseText } from "./parse.js";

const examples = readdirSync("examples", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join("examples", d.name)).map((f) => join("examples", d.name, f)))
  .filter((f) => f.endsWith(".yaml"))
  .sort();

/** What the YAML reader makes of the text, as the case format reads it. */
const viaYaml = (text: string): unknown =>
  parseDocument(text, { uniqueKeys: true, strict: true }).toJS({ maxAliasCount: 100 }) as unknown;

function caseError(f: () => unknown): CaseError {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof CaseError, String(e));
    return e;
  }
  assert.fail("no CaseError");
}

describe("a case written as plain JSON is read natively, exactly as the YAML reader reads it", () => {
  test("every shipped example, as JSON: the same data on both roads, and the same determination", () => {
    assert.ok(examples.length > 40);
    for (const file of examples) {
      const data = parse(readFileSync(file, "utf8")) as unknown;
      for (const text of [JSON.stringify(data), JSON.stringify(data, null, 2)]) {
        const fast = readPlainJson(text, DEFAULT_LIMITS);
        assert.ok(fast, `${file} is read natively`);
        assert.deepEqual(fast.data, viaYaml(text), file);
      }
    }
  });

  test("any JSON mapping: where the native road reads it, it agrees with the YAML reader", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), (o) => {
        const text = JSON.stringify(o);
        const fast = readPlainJson(text, DEFAULT_LIMITS);
        if (fast === undefined) return;
        assert.deepEqual(fast.data, viaYaml(text));
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  test("a key named twice goes the YAML road, and is refused there with its line", () => {
    const text = '{\n  "version": 1,\n  "statute": "dl-vrag",\n  "version": 1\n}';
    assert.equal(readPlainJson(text, DEFAULT_LIMITS), undefined);
    assert.match(caseError(() => parseCaseText(text, "twice.json")).message, /line 4/);
    // JSON.parse would keep the last silently; spelled with an escape it is the same key.
    assert.equal(readPlainJson('{"a": 1, "\\u0061": 2}', DEFAULT_LIMITS), undefined);
    assert.ok(readPlainJson('{"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}]}', DEFAULT_LIMITS), "one key in each mapping");
  });

  test("a __proto__ key goes the YAML road, and the case is refused with its path", () => {
    const text = JSON.stringify({ version: 1, statute: "dl-vrag", kind: "find", facts: {} }).replace(
      '"facts":{}',
      '"facts":{"__proto__":{"x":1}}',
    );
    assert.equal(readPlainJson(text, DEFAULT_LIMITS), undefined);
    assert.match(caseError(() => decideText(text, { source: "p.json" })).message, /__proto__/);
  });

  test("past the limits of depth and values it goes the YAML road, which refuses it as before", () => {
    const deep = `${"[".repeat(70)}${"]".repeat(70)}`;
    assert.equal(readPlainJson(deep, DEFAULT_LIMITS), undefined);
    assert.match(caseError(() => parseCaseText(deep, "d.json")).message, /more than 64 levels of nesting/);
    const many = JSON.stringify({ a: Array.from({ length: 50 }, (_, i) => i) });
    const small = limitsWith({ nodes: 20 });
    assert.equal(readPlainJson(many, small), undefined);
    caseError(() => parseCaseText(many, "many.json", small));
    assert.ok(readPlainJson(many, DEFAULT_LIMITS));
  });

  test("a problem in a case read natively still names its line", () => {
    const text = readFileSync("examples/dl-vrag/find-open-sea.yaml", "utf8");
    const data = parse(text) as { facts: { item: { what: string } } };
    data.facts.item.what = "treasure";
    const json = JSON.stringify(data, null, 2);
    const line = json.split("\n").findIndex((l) => l.includes('"treasure"')) + 1;
    const e = caseError(() => decideText(json, { source: "t.json" }));
    assert.match(e.message, new RegExp(`facts\\.item\\.what \\(line ${line}\\)`));
  });

  test("what is not plain JSON (YAML, a bare value, broken JSON) goes the YAML road", () => {
    for (const text of ["version: 1", '"text"', "12", '{"a": 1,}', '{"a" 1}', "{'a': 1}", "[1, 2", '{"a": tru}']) {
      assert.equal(readPlainJson(text, DEFAULT_LIMITS), undefined, text);
    }
  });
});
