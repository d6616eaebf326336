// test: shared
/**
 * Every provision that a statute's rules implement has at least one test whose
 * name begins with its id ("borkum-1666/6.5: ..."), and every provision a rule or
 * a determination cites exists in the shipped texts.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { STATUTES } from "../src/law/index.js";
import { loadAllProvisions } from "../src/law/texts.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return testFiles(p);
    return name.endsWith(".test.ts") ? [p] : [];
  });
}

const sources = [...testFiles(join(root, "src")), ...testFiles(join(root, "test"))].map((f) => readFileSync(f, "utf8"));

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

describe("citations", () => {
  const implemented = STATUTES.flatMap((s) => s.kinds.flatMap((k) => k.provisions));

  test("the statutes implement at least one provision", () => {
    assert.ok(implemented.length > 0);
  });

  for (const id of [...new Set(implemented)].sort()) {
    test(`${id} has a test that cites it by name`, () => {
      const re = new RegExp(`(?:test|it|describe)\\(\\s*[\`"']${escapeRegExp(id)}(?![\\d.])`);
      assert.ok(
        sources.some((s) => re.test(s)),
        `no test name begins with ${id}`,
      );
    });
  }

  test("every provision of a statute that sealaw decides is implemented by one of its kinds, or declared pending", async () => {
    const all = await loadAllProvisions();
    for (const s of STATUTES) {
      const mine = new Set(s.kinds.flatMap((k) => k.provisions));
      const pending = new Set(s.pending ?? []);
      const missing = all.filter((p) => p.statute === s.id && !mine.has(p.id) && !pending.has(p.id)).map((p) => p.id);
      assert.deepEqual(missing, [], `${s.id}: provisions neither implemented nor declared pending`);
      const both = [...pending].filter((id) => mine.has(id));
      assert.deepEqual(both, [], `${s.id}: provisions declared pending but implemented`);
      const unknown = [...pending].filter((id) => !all.some((p) => p.id === id));
      assert.deepEqual(unknown, [], `${s.id}: pending ids that are not provisions`);
    }
  });

  test("every provision a rule implements or a reading affects exists in the texts", async () => {
    const known = new Set((await loadAllProvisions()).map((p) => p.id));
    const cited = [...implemented, ...STATUTES.flatMap((s) => s.readings.flatMap((r) => r.provisions))];
    const unknown = cited.filter((id) => !known.has(id));
    assert.deepEqual(unknown, []);
  });
});
