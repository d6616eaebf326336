// test: shared
/**
 * Every step of an explanation that carries a rule id should come from a rule, so
 * that it can be listed, explained and checked like the others. Most do; the steps
 * below are still built by hand (the kinds' root steps, and some sections that
 * carry an id). This test holds the list: a new hand-built step with a rule id
 * fails it, and one made a rule must leave it, so the list only shrinks.
 *
 * The shipped examples do not reach every step, so the law files are read as well:
 * in a statute whose steps all come from rules, every rule id written into a step
 * by hand (`rule: "…"`) must be the id of a defined rule.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, it } from "node:test";
import type { Step } from "../core/explain.js";
import { definedRules, isDefinedRule } from "../core/rule.js";
import { decideText } from "../index.js";

const EXAMPLES = join(import.meta.dirname, "..", "..", "examples");
const LAW = import.meta.dirname;

/** The statutes whose every step with a rule id comes from a rule, read in their sources too. */
const ALL_RULES: readonly string[] = ["dl-averi", "dl-vrag"];

/** Steps with a rule id that no rule made (seen in the shipped examples), in id order. */
const HAND_BUILT: readonly string[] = [];

/** The law files of a statute (its tests and what they share in test-support/ left out), in name order. */
function lawFiles(statute: string): string[] {
  const dir = join(LAW, statute);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.split(/[\\/]/).includes("test-support"))
    .sort()
    .map((f) => join(dir, f));
}

/** Each `rule:` written into a step by hand, as "file:line: text", with the id when it is a literal. */
function handWrittenIds(file: string): { at: string; id: string | undefined }[] {
  const out: { at: string; id: string | undefined }[] = [];
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      const m = /\brule:\s*(\S[^,}]*)/.exec(line);
      if (m === null || /^\s*(\/\/|\/?\*)/.test(line)) return;
      const text = (m[1] as string).trim();
      const lit = /^"([^"]+)"$/.exec(text);
      // A non-literal is fine when it is a rule's own id (r.id); anything else cannot be checked.
      if (lit === null && /\.id$/.test(text)) return;
      out.push({ at: `${relative(LAW, file)}:${i + 1}: ${text}`, id: lit?.[1] });
    });
  return out;
}

function* stepsOf(s: Step): Generator<Step> {
  yield s;
  for (const c of s.children ?? []) yield* stepsOf(c);
}

describe("steps with a rule id", () => {
  it("come from a rule, but for the hand-built steps still listed; an overridden step names its overrider", () => {
    const hand = new Set<string>();
    for (const st of readdirSync(EXAMPLES).sort()) {
      for (const f of readdirSync(join(EXAMPLES, st)).sort()) {
        const d = decideText(readFileSync(join(EXAMPLES, st, f), "utf8"), { source: `${st}/${f}` });
        for (const s of stepsOf(d.explanation)) {
          if (s.status === "overridden") assert.ok(s.overriddenBy?.length, `${st}/${f}: ${s.rule} names no overrider`);
          if (s.rule !== undefined && !isDefinedRule(s.rule)) hand.add(s.rule);
        }
      }
    }
    assert.deepEqual([...hand].sort(), [...HAND_BUILT]);
  });

  it("in the statutes whose steps all come from rules, every rule id written by hand in a law file is a defined rule", () => {
    const bad: string[] = [];
    for (const statute of ALL_RULES) {
      for (const file of lawFiles(statute)) {
        for (const h of handWrittenIds(file)) {
          if (h.id === undefined || !isDefinedRule(h.id)) bad.push(h.at);
        }
      }
    }
    assert.deepEqual(bad, []);
  });

  it("the check of the sources sees a hand-written id that is no rule, and passes a rule's own id", () => {
    const dir = mkdtempSync(join(tmpdir(), "steps-"));
    const file = join(dir, "made-up.ts");
    writeFileSync(
      file,
      '/** rule: not code */\nconst s = { rule: "dl-averi/99#made-up", label: "x" };\nconst t = { rule: r.id };\nconst u = { rule: id };\n',
    );
    const found = handWrittenIds(file);
    rmSync(dir, { recursive: true });
    assert.deepEqual(
      found.map((h) => h.id ?? h.at.replace(/^.*: /, "")),
      ["dl-averi/99#made-up", "id"],
    );
    assert.equal(isDefinedRule("dl-averi/99#made-up"), false);
  });

  it("in those statutes a kind's root step is its kind rule applied: the rule's label, what it found, its source in the law file", () => {
    const listed = new Map(definedRules().map((r) => [r.id, r]));
    for (const st of ALL_RULES) {
      for (const f of readdirSync(join(EXAMPLES, st)).sort()) {
        const d = decideText(readFileSync(join(EXAMPLES, st, f), "utf8"), { source: `${st}/${f}` });
        const root = d.explanation;
        const r = listed.get(root.rule ?? "");
        assert.ok(r, `${st}/${f}: the root ${root.rule} is no defined rule`);
        assert.equal(root.label, r.label, `${st}/${f}: the root is labelled as its rule`);
        assert.equal(root.status, "applied");
        assert.equal(typeof root.value, "string", `${st}/${f}: the root gives what the kind found`);
        assert.match(
          r.source ?? "",
          new RegExp(`^src/law/${st}/[a-z-]+\\.ts:\\d+$`),
          `${r.id} is defined at ${r.source}`,
        );
      }
    }
  });
});
