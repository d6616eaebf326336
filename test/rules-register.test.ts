// test: shared
/**
 * The readings follow the open-questions register of ../shared/law/RULES.md: every
 * question it lists is a reading here under the same parameter name, with the same
 * alternative codes and the same default. When the register changes a default, this
 * test fails until the code follows. sealaw's own questions (Q-S…) are not in the
 * register. Outside CI a checkout may stand without ../shared; CI always has it.
 */

import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { allReadings } from "../src/law/index.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RULES = path.resolve(ROOT, "../shared/law/RULES.md");
const present = existsSync(RULES);
const skip = !present && !process.env.CI ? "../shared/law/RULES.md is not beside this checkout" : false;

interface Question {
  readonly id: string;
  readonly name: string;
  readonly codes: string[];
  readonly default: string;
}

/** The register's questions: "### Q-B09 `vogt_wagon_parts` — …", its "- **R1 — …" lines and "- Default: R1.". */
function registerQuestions(text: string): Map<string, Question> {
  const out = new Map<string, Question>();
  for (const section of text.split(/^### /m).slice(1)) {
    const head = /^(Q-[A-Z]\d+) `(\w+)`/.exec(section);
    if (!head?.[1] || !head[2]) continue;
    const body = section.split(/^#{1,3} /m)[0] ?? section;
    const codes = [...body.matchAll(/^- \*\*(R\d+) —/gm)].map((m) => m[1] as string);
    const def = /^- Default: (R\d+)/m.exec(body)?.[1];
    assert.ok(def, `${head[1]} states a default`);
    out.set(head[1], { id: head[1], name: head[2], codes, default: def });
  }
  return out;
}

describe("readings follow the open-questions register of RULES.md", { skip }, () => {
  const register = present ? registerQuestions(readFileSync(RULES, "utf8")) : new Map<string, Question>();
  const readings = allReadings();

  test("the register lists its questions", () => {
    assert.ok(present, `${RULES} is missing`);
    assert.ok(register.size > 50, `found ${register.size}`);
  });

  test("every question of the register is a reading, under its parameter name", () => {
    const missing = [...register.values()].filter(
      (q) => !readings.some((r) => r.question === q.id && r.name === q.name),
    );
    assert.deepEqual(
      missing.map((q) => `${q.id} ${q.name}`),
      [],
    );
  });

  test("every reading is a question of the register, or one of sealaw's own (Q-S…)", () => {
    const stray = readings.filter((r) => !register.has(r.question) && !r.question.startsWith("Q-S"));
    assert.deepEqual(
      stray.map((r) => `${r.question} ${r.name}`),
      [],
    );
  });

  test("each reading has the register's alternatives and default", () => {
    const differ: string[] = [];
    for (const r of readings) {
      const q = register.get(r.question);
      if (!q) continue;
      const codes = r.alternatives.map((a) => a.code);
      if (codes.join(",") !== q.codes.join(",")) differ.push(`${q.id}: alternatives ${codes} ≠ ${q.codes}`);
      if (r.default !== q.default)
        differ.push(`${q.id} ${q.name}: default ${r.default}, the register says ${q.default}`);
    }
    assert.deepEqual(differ, []);
  });
});
