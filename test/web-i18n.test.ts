// test: shared
/**
 * The pages speak English, German and Danish: every word of every area of the
 * pages exists in all three, and no language has a word the others lack.
 */

import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

const dir = join(import.meta.dirname, "..", "web", "src", "i18n");

test("every dictionary of the pages has the same words in en, de and da, none empty", async () => {
  // index.ts merges the dictionaries and area.ts holds their type: every other file is one.
  const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && f !== "index.ts" && f !== "area.ts");
  assert.ok(files.length >= 5, files.join(", "));
  for (const f of files) {
    const area = (await import(join(dir, f))).default as Record<"en" | "de" | "da", Record<string, string>>;
    const en = Object.keys(area.en).sort();
    for (const l of ["de", "da"] as const) {
      assert.deepEqual(Object.keys(area[l]).sort(), en, `${f}: ${l} has the same keys as en`);
    }
    for (const l of ["en", "de", "da"] as const) {
      for (const [k, v] of Object.entries(area[l])) assert.ok(v.trim() !== "", `${f}: ${l}.${k} is empty`);
    }
  }
});
