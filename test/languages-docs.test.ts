/** docs/languages-outputs.md shows what `sealaw decide --lang` prints now. */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { languageOutputsPage } from "./languages-docs.js";

test("docs/languages-outputs.md is what `decide --lang da` and `--lang de` print now (scripts/language-docs.ts writes it)", async () => {
  const file = readFileSync(join(import.meta.dirname, "..", "docs", "languages-outputs.md"), "utf8");
  assert.equal(
    file,
    await languageOutputsPage(),
    "docs/languages-outputs.md is stale: run `node --import tsx scripts/language-docs.ts`",
  );
});
