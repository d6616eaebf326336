import assert from "node:assert/strict";
import { test } from "node:test";
import { CaseError } from "../core/errors.js";
import { decide } from "../engine/decide.js";

test("a case missing its required fields says each is missing, in words a clerk reads", () => {
  try {
    decide({ bad: 1 }, { source: "case.json" });
    assert.fail("a case without version, statute, kind and facts must not decide");
  } catch (e) {
    assert.ok(e instanceof CaseError);
    const text = e.message;
    assert.match(text, /version: the field is missing \(expected one of 1\)/);
    assert.match(text, /statute: the field is missing/);
    assert.match(text, /facts: the field is missing \(expected a value\)/);
    assert.match(text, /unknown field "bad"/);
    assert.doesNotMatch(text, /undefined|nonoptional/);
  }
});

import { readFileSync } from "node:fs";
import { describe } from "node:test";
import { decodeCase, limitsWith } from "./limits.js";
import { parseCaseText } from "./parse.js";

const exampleText = readFileSync(
  new URL("../../examples/dl-vrag/salvage-reward-assessed.yaml", import.meta.url),
  "utf8",
);

function refused(f: () => unknown): CaseError {
  try {
    f();
  } catch (e) {
    if (e instanceof CaseError) return e;
    assert.fail(`expected a CaseError, got ${(e as Error).name}: ${(e as Error).message}`);
  }
  assert.fail("expected a CaseError");
}

describe("aliases", () => {
  test("an alias to an anchor that does not exist is an error of the file, with its line", () => {
    const e = refused(() => parseCaseText("version: 1\nfacts:\n  a: 1\n  b: *nope\n", "c.yaml"));
    assert.match(e.message, /^c\.yaml: 1 problem/);
    assert.match(e.message, /line 4: the alias \*nope names no anchor/);
  });

  test("aliases that would multiply the case are an error of the file, with the line of an alias", () => {
    const text = [
      "a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]",
      "b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]",
      "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]",
      "d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]",
    ].join("\n");
    const e = refused(() => parseCaseText(text, "c.yaml"));
    assert.match(e.message, /line 2: the aliases of the file would repeat its values beyond reason/);
  });

  test("an alias used a few times is still read", () => {
    const doc = parseCaseText("a: &a { x: 1 }\nb: *a\nc: *a\n", "c.yaml");
    assert.deepEqual(doc.data, { a: { x: 1 }, b: { x: 1 }, c: { x: 1 } });
  });
});

describe("the text of a case", () => {
  test("bytes that are not UTF-8 are refused with their line", () => {
    const bytes = Buffer.concat([Buffer.from("version: 1\ntitle: "), Buffer.from([0xc3, 0x28]), Buffer.from("\n")]);
    const e = refused(() => decodeCase("c.yaml", bytes));
    assert.match(e.message, /line 2: byte 19 of the file \(0xc3\) is not UTF-8/);
    assert.equal(decodeCase("c.yaml", Buffer.from("title: Æbelø\n")), "title: Æbelø\n");
  });

  test("a file with old Mac line ends (a carriage return alone) is read as its lines", () => {
    const doc = parseCaseText(exampleText.replace(/\n/g, "\r"), "c.yaml");
    assert.deepEqual(doc.data, parseCaseText(exampleText, "c.yaml").data);
    assert.equal(doc.lineOf(["facts", "place"]), parseCaseText(exampleText, "c.yaml").lineOf(["facts", "place"]));
  });
});

describe("the limits on a case", () => {
  test("a text of more bytes than the limit is refused before it is parsed, naming the flag", () => {
    const e = refused(() => parseCaseText(exampleText, "c.yaml", limitsWith({ bytes: 1000 })));
    assert.match(e.message, /more than 1,000 bytes, the limit.*--max-bytes/);
    assert.ok(parseCaseText(exampleText, "c.yaml", limitsWith({ bytes: Buffer.byteLength(exampleText) })));
  });

  test("a flow list of five million items is refused at the node limit, quickly and without the heap", () => {
    const text = `a: [${"1,".repeat(5_000_000)}1]`;
    const e = refused(() => parseCaseText(text, "c.yaml", limitsWith({ bytes: 20_000_000 })));
    assert.match(e.message, /line 1: the case has more than 250,000 values, the limit.*--max-nodes/);
  });

  test("every shipped example fits the default limits with room to spare", () => {
    for (const kind of ["dl-averi/ga-jettison-and-mast.yaml", "borkum-1666/pilotage-lot-drawn.yaml"]) {
      const text = readFileSync(new URL(`../../examples/${kind}`, import.meta.url), "utf8");
      assert.ok(parseCaseText(text, kind, limitsWith({ nodes: 2_000, depth: 12 })));
    }
  });

  test("nesting deeper than the limit is refused, in flow and in block style", () => {
    const flow = `a: ${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    assert.match(refused(() => parseCaseText(flow, "c.yaml")).message, /more than 64 levels of nesting.*--max-depth/);
    const block = Array.from({ length: 1_000 }, (_, i) => `${" ".repeat(i)}k${i}:`).join("\n");
    assert.match(refused(() => parseCaseText(block, "c.yaml")).message, /more than 64 levels of nesting/);
    const items = Array.from({ length: 1_000 }, (_, i) => `${"  ".repeat(i)}- `).join("\n");
    assert.match(refused(() => parseCaseText(`${items}x`, "c.yaml")).message, /more than 64 levels of nesting/);
    const compact = `${"- ".repeat(5_000)}x`;
    assert.match(refused(() => parseCaseText(compact, "c.yaml")).message, /more than 64 levels of nesting/);
    const nested = `a:\n${Array.from({ length: 10 }, (_, i) => `${"  ".repeat(i + 1)}k${i}:`).join("\n")} 1`;
    assert.ok(parseCaseText(nested, "c.yaml", limitsWith({ depth: 11 })));
    assert.match(
      refused(() => parseCaseText(nested, "c.yaml", limitsWith({ depth: 10 }))).message,
      /more than 10 levels/,
    );
  });

  test("data given directly is held to the depth limit too", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const e = refused(() => decide({ version: 1, statute: "dl-vrag", kind: "salvage", facts: { deep } }));
    assert.match(e.message, /facts\.deep\[0\].*nested more than 64 levels of nesting deep/);
  });
});

describe("broken text the YAML reader recovers from by nesting", () => {
  // The reader nests each line after what it could not close one level deeper, so
  // a long list after it takes the reader deeper than the stack, while the count
  // of the text's tokens stays within the depth limit.
  const list = "        - person: mette\n          share: 1\n".repeat(50_000);
  for (const [what, mark] of [
    ["an unclosed bracket", "["],
    ["an unclosed brace", "{"],
  ] as const) {
    test(`${what} before a list of 50,000 items is an error of the file, not a stack overflow`, () => {
      const text = `version: 1\nfacts:\n  owners:\n   ${mark}     - person: mette\n          share: 1\n${list}`;
      const e = refused(() => parseCaseText(text, "c.yaml"));
      assert.equal(e.issues[0]?.path, "");
      assert.match(e.message, /^c\.yaml: \d+ problems?\n/);
    });
  }
});

describe("keys that are not names", () => {
  for (const [what, text, line] of [
    ["a list", "version: 1\nfacts:\n  ? [1, 2]\n  : x\n", 3],
    ["a mapping", "version: 1\n{a: 1}: 2\n", 2],
    ["an alias", "version: 1\na: &k [1]\nfacts:\n  *k : 2\n", 4],
  ] as const) {
    test(`a key that is ${what} is an error of the file, with its line, and no warning is written`, () => {
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on("warning", onWarning);
      try {
        const e = refused(() => parseCaseText(text, "c.yaml"));
        assert.match(e.message, new RegExp(`line ${line}: a key is ${what}`));
      } finally {
        process.off("warning", onWarning);
      }
      assert.deepEqual(warnings, []);
    });
  }
});
