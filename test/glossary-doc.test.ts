// test: shared
/**
 * docs/glossary.md, "The law's own words", is made from the glossary module; it
 * must be what the generator makes of it now, so that a term added or mended in
 * the module can never leave the page behind.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { COMMAND, DOC_PATH, REPO_ROOT, renderGlossaryDoc } from "../scripts/build-glossary-doc.js";
import { GLOSSARY } from "../src/law/glossary.js";

describe("docs/glossary.md", () => {
  const page = readFileSync(path.join(REPO_ROOT, DOC_PATH), "utf8");

  test(`is current (regenerate with ${COMMAND})`, () => {
    assert.equal(page, renderGlossaryDoc());
  });

  test("has a row for every term, with each provision it names", () => {
    for (const g of GLOSSARY) {
      const row = page.split("\n").find((l) => l.startsWith(`| **${g.term}** |`));
      assert.ok(row, `no row for ${g.term}`);
      for (const o of g.at) assert.ok(row.includes(`\`${o.provision}\``), `${g.term}: ${o.provision}`);
    }
  });
});
