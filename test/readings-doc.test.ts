// test: shared
/**
 * docs/readings.md, "Readings and their defaults", is generated from the reading
 * definitions and the shipped examples; it must be what the generator makes of them
 * now, so a changed default, note or example can never leave the page behind.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { COMMAND, DOC_PATH, REPO_ROOT, readExamples, renderReadingsDoc } from "../scripts/build-readings-doc.js";
import { allReadings } from "../src/law/index.js";

describe("docs/readings.md", () => {
  const page = readFileSync(path.join(REPO_ROOT, DOC_PATH), "utf8");

  test(`is current (regenerate with ${COMMAND})`, () => {
    assert.equal(page, renderReadingsDoc());
  });

  test("has a section for every reading, under its question id and name", () => {
    const missing = allReadings().filter((r) => !page.includes(`### ${r.question} \`${r.name}\``));
    assert.deepEqual(
      missing.map((r) => r.name),
      [],
    );
  });

  test("every reading gives the argument for its default", () => {
    const bare = allReadings().filter((r) => (r.note ?? "").trim() === "");
    assert.deepEqual(
      bare.map((r) => `${r.question} ${r.name}`),
      [],
    );
    assert.ok(!page.includes("_No argument is recorded for this default._"), "the page shows no reading without one");
  });

  test("marks exactly one default in each reading's table", () => {
    const sections = page.split(/^### /m).slice(1);
    assert.equal(sections.length, allReadings().length);
    for (const s of sections) {
      const defaults = s.match(/\*\*\(default\)\*\*/g) ?? [];
      assert.equal(defaults.length, 1, s.split("\n")[0]);
    }
  });

  test("names each shipped example under every reading its readings: block sets", () => {
    const sections = new Map<string, string>();
    for (const s of page.split(/^### /m).slice(1)) {
      const m = /^Q-[A-Z]\d+ `(\w+)`/.exec(s);
      if (m?.[1]) sections.set(m[1], s);
    }
    const byQuestion = new Map(allReadings().map((r) => [r.question, r.name]));
    let named = 0;
    for (const ex of readExamples()) {
      for (const key of ex.readings.keys()) {
        const name = byQuestion.get(key) ?? key;
        assert.ok(sections.get(name)?.includes(`\`${ex.file}\``), `${ex.file} under ${name}`);
        named++;
      }
    }
    assert.ok(named > 0, "some example names a reading");
  });

  test("each question id names one reading, so a reading can be named by its id", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const r of allReadings()) {
      const other = seen.get(r.question);
      if (other !== undefined && other !== r.name) twice.push(`${r.question}: ${other} and ${r.name}`);
      seen.set(r.question, r.name);
    }
    assert.deepEqual(twice, []);
  });
});
