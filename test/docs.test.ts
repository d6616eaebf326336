// test: shared
/**
 * Each statute with rules has a page in docs/ that a newcomer can learn from: it
 * names every reading the statute defines, every kind of case it decides, and
 * every example case file of that statute.
 */

import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { STATUTES } from "../src/law/index.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

for (const statute of STATUTES) {
  describe(`docs/${statute.id}.md`, () => {
    const page = join(root, "docs", `${statute.id}.md`);

    test("exists", () => {
      assert.ok(existsSync(page), `${page} exists`);
    });

    const text = existsSync(page) ? readFileSync(page, "utf8") : "";

    test("names every reading of the statute", () => {
      const missing = statute.readings.map((r) => r.name).filter((n) => !text.includes(`\`${n}\``));
      assert.deepEqual(missing, []);
    });

    test("names every kind of case the statute decides", () => {
      const missing = statute.kinds.map((k) => k.kind).filter((k) => !text.includes(`kind: ${k}`));
      assert.deepEqual(missing, []);
    });

    test("links every example case file of the statute", () => {
      const dir = join(root, "examples", statute.id);
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f)) : [];
      const missing = files.filter((f) => !text.includes(`examples/${statute.id}/${f}`));
      assert.deepEqual(missing, []);
    });
  });
}
