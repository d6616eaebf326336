/**
 * `sealaw ask`: the list as text and as JSON against its schema, a wrong value
 * refused with exit 2, and the interview driven through standard input to the
 * completed case file (dl-vrag/19: a find on the open sea). The interview is run
 * as a user runs it, the compiled binary in dist/ (built by npm test's pretest
 * step) reading the answers piped into it; the rest run the command in this
 * process (its main(), with its own streams and folder).
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../cases/parse.js";
import type { Step } from "../core/explain.js";
import { decide } from "../engine/decide.js";
import { pathOf } from "../questions/interview.js";
import { questions } from "../questions/questions.js";
import { questionsReportSchema } from "../questions/report-schema.js";
import { setIn, valueAt } from "../questions/schema-walk.js";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = join(root, "dist", "cli", "main.js");
const tmp = mkdtempSync(join(tmpdir(), "sealaw-ask-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The built command, dist/cli/main.js, as a process. */
function built(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: "utf8", timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The command run in this process (src/cli/test-support/run.ts), its folder the repository. */
async function run(args: string[], input?: string) {
  const r = await runSealaw(args, { cwd: root, ...(input !== undefined ? { input } : {}) });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const ENVELOPE = "version: 1 # the case-file format\nstatute: dl-vrag\nkind: find\ncurrency: rigsdaler\n";

describe("sealaw ask", () => {
  test("lists what a partial case needs, as text", async () => {
    const file = join(tmp, "partial.yaml");
    writeFileSync(file, ENVELOPE);
    const r = await run(["ask", file]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Needed before the case can be decided/);
    // The question in words first; where it stands in the file after it, quieter.
    assert.match(r.out, /\n {2}1\. What was found\?\n {7}in the file: facts\.item\n/);
    assert.match(r.out, /Next question: [A-Z][^\n]*\? \(in the file: facts\.[^\n]*\)\n/);
    assert.doesNotMatch(r.out, /\d\. facts\./);
  });

  test("a gap several questions share is said once, and runs of provisions as ranges", async () => {
    const file = join(tmp, "ga.yaml");
    writeFileSync(
      file,
      "version: 1\nstatute: dl-averi\nkind: general_average\nfacts:\n  ship: { id: fortuna, skipper: jens, owners: [{ person: jens, share: 1 }] }\n  people:\n    - { id: jens, roles: [skipper, shipowner] }\n    - { id: a, roles: [merchant] }\n",
    );
    const r = await run(["ask", file]);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out.split("No loss is stated").length - 1, 1, r.out);
    assert.match(r.out, /\n {2}without 1–9: No loss is stated/);
    assert.match(r.out, /matters under: dl-averi\/20–41\n/);
    assert.doesNotMatch(r.out, /dl-averi\/20, dl-averi\/21/);
    // The JSON keeps each question's own gap and its provisions one by one.
    const json = JSON.parse((await run(["ask", file, "--json"])).out);
    assert.equal(json.needed.length, 9);
    for (const q of json.needed) {
      assert.match(q.settles, /^No loss is stated/);
      assert.ok(q.provisions.includes("dl-averi/20") && q.provisions.includes("dl-averi/41"));
    }
  });

  test("--json follows the schema --schema prints", async () => {
    const file = join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml");
    const r = await run(["ask", file, "--json", "--rank"]);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out);
    assert.equal(questionsReportSchema.safeParse(report).success, true);
    assert.equal(report.complete, true);
    assert.equal(report.ranked, true);
    // Ranked: what moves money comes first.
    assert.ok(report.optional[0].moves !== undefined);
    const schema = JSON.parse((await run(["ask", "--schema"])).out);
    assert.equal(schema.type, "object");
    assert.ok(schema.properties.needed && schema.properties.optional && schema.properties.notNeeded);
  });

  test("a wrong value is an input error naming its path (exit 2), with facts still missing", async () => {
    const file = join(tmp, "wrong.yaml");
    writeFileSync(file, `${ENVELOPE}facts:\n  item: { what: treasure }\n`);
    const r = await run(["ask", file]);
    assert.equal(r.code, 2);
    assert.match(r.err, /facts\.item\.what \(line 6\): "treasure" is not allowed here/);
    assert.doesNotMatch(r.err, /\n\s+at .+:\d+:\d+/);
  });
});

/** The answer a person holding the example's facts types to question `q`. */
function typed(q: { answer: { type: string } }, v: unknown): string {
  switch (q.answer.type) {
    case "yes_no":
      return v ? "yes" : "no";
    case "entries":
      return String((v as unknown[]).length);
    case "details":
      return "yes";
    case "some_of":
    case "people":
      return (v as string[]).join(", ");
    case "mapping":
      return Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${k}: ${String(x)}`)
        .join(", ");
    default:
      return String(v);
  }
}

describe("sealaw ask --interactive", () => {
  test("asks one question at a time, refuses a wrong answer, goes back a step, and writes the completed case", async () => {
    const exampleFile = join(root, "examples", "dl-vrag", "find-open-sea.yaml");
    const example = parseCaseText(readFileSync(exampleFile, "utf8"), exampleFile).data as Record<string, unknown>;
    // The interview starts from the envelope alone (no title).
    const { expect: _e, title: _t, ...rest } = example;
    // The answers, worked out the way the interview will put the questions.
    const state: Record<string, unknown> = {
      version: 1,
      statute: "dl-vrag",
      kind: "find",
      currency: "rigsdaler",
      // The example names the readings its figures rest on; the interview's file does too.
      readings: example.readings ?? {},
      facts: {},
    };
    const open: string[] = [];
    const lines: string[] = [];
    let wrongGiven = false;
    let backGiven = false;
    for (let i = 0; i < 500; i++) {
      const q = questions(state, { open }).next;
      if (!q) break;
      const path = pathOf(q.path);
      const v = valueAt(rest.facts, path);
      if (v === undefined) {
        lines.push("");
        open.push(q.path);
        continue;
      }
      const answer = typed(q, v);
      if (!wrongGiven && q.answer.type === "one_of") {
        lines.push("treasure");
        wrongGiven = true;
      }
      if (!backGiven && q.answer.type === "amount") {
        // Answer, undo it, answer again.
        lines.push("999", "back");
        backGiven = true;
      }
      lines.push(answer);
      const value =
        q.answer.type === "details" ? {} : q.answer.type === "entries" ? (v as unknown[]).map(() => ({})) : v;
      setIn(state.facts, path, structuredClone(value));
    }
    assert.ok(wrongGiven && backGiven, "the example has a one-of and an amount question");

    const file = join(tmp, "interview.yaml");
    const out = join(tmp, "completed.yaml");
    writeFileSync(file, `${ENVELOPE}readings: ${JSON.stringify(state.readings)}\n`);
    const r = built(["ask", file, "--interactive", "--out", out], `${lines.join("\n")}\n`);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /facts\.item\.what: "treasure" is not allowed here/);
    assert.match(r.out, /The completed case is written to/);
    // Each prompt puts the question first, and where it stands in the file after it, quietly.
    assert.match(r.out, /\n {2}What was found\?\n {4}in the file: facts\.item\n {4}answer: /);
    assert.doesNotMatch(r.out, /\nfacts\.[^\n]*\n/, "no prompt opens with a path");
    const completed = parseCaseText(readFileSync(out, "utf8"), out);
    assert.match(readFileSync(out, "utf8"), /# the case-file format/, "the file's own text stays");
    const got = decide(completed.data);
    const want = decide(rest);
    // The facts beside a rule that did not apply explain a road not taken: they are not asked.
    const taken = (s: Step): Step => ({
      ...s,
      ...(s.status === "not-applicable" ? { facts: undefined } : {}),
      ...(s.children ? { children: s.children.map(taken) } : {}),
    });
    assert.deepEqual(
      JSON.parse(
        JSON.stringify({ ...got, explanation: taken(got.explanation), receipt: { ...got.receipt, case: "" } }),
      ),
      JSON.parse(
        JSON.stringify({ ...want, explanation: taken(want.explanation), receipt: { ...want.receipt, case: "" } }),
      ),
    );
    // The answer undone is not in the file.
    assert.doesNotMatch(readFileSync(out, "utf8"), /999/);
  });
});

describe("sealaw compare completes the case", () => {
  test("--json lists what the other statute needs; --interactive asks it and writes it into the case file", async () => {
    const example = readFileSync(join(root, "examples", "borkum-1666", "salvage-outside-reefs.yaml"), "utf8");
    // EX-01 without the facts only the Danish Law reads (kept: the ship that came to grief, listed).
    const text = example
      .replace(/\n {2}shipwreck:\n(?: {4}.*\n)+/, "\n")
      .replace(/\n {2}salvage_money_fixed_by:.*\n/, "\n")
      .replace(/\n {2}salvage_money_shares:.*\n/, "\n");
    assert.doesNotMatch(text, /shipwreck:|salvage_money_fixed_by|salvage_money_shares/);
    const file = join(tmp, "ex01.yaml");
    writeFileSync(file, text);
    const j = await run(["compare", file, "--with", "dl-vrag", "--json"]);
    assert.equal(j.code, 0, j.err);
    const c = JSON.parse(j.out) as {
      right: { covered: boolean };
      stillNeeded?: { needed: { path: string; settles?: string }[]; intoCaseFile: boolean };
    };
    assert.equal(c.right.covered, false);
    assert.equal(c.stillNeeded?.intoCaseFile, true);
    assert.deepEqual(
      c.stillNeeded?.needed.map((q) => q.path),
      ["facts.shipwreck"],
    );
    assert.match(c.stillNeeded?.needed[0]?.settles ?? "", /the case names none/);
    // The ship that came to grief: her cause, which she was; then who fixed the money and each salvor's share.
    const answers = ["yes", "storm", "stranger", "amtmand_and_best_men", "harm: 60, jan: 20, eilert: 20, focke: 20"];
    const r = await run(["compare", file, "--with", "dl-vrag", "--interactive"], `${answers.join("\n")}\n`);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /The completed case is written to/);
    const done = await run(["compare", file, "--with", "dl-vrag", "--json"]);
    const d = JSON.parse(done.out) as { right: { covered: boolean }; parties: { party: string; right?: unknown }[] };
    assert.equal(d.right.covered, true);
    assert.ok(d.parties.some((p) => p.party === "harm" && p.right !== undefined));
    assert.equal((JSON.parse(done.out) as { stillNeeded?: unknown }).stillNeeded, undefined);
    assert.match(readFileSync(file, "utf8"), /# EX-01 of law\/RULES\.md/, "the file's own text stays");
  });

  test("a Danish salvage on the beach: Borkum's question is asked, its answer written, and both sides have figures", async () => {
    const example = readFileSync(join(root, "examples", "dl-vrag", "salvage-reward-assessed.yaml"), "utf8");
    const text = example.replace(/\n {2}came_ashore_by_itself:.*\n/, "\n");
    assert.doesNotMatch(text, /came_ashore_by_itself/);
    const file = join(tmp, "anna.yaml");
    writeFileSync(file, text);
    const j = await run(["compare", file, "--with", "borkum-1666", "--json"]);
    assert.equal(j.code, 0, j.err);
    const c = JSON.parse(j.out) as {
      right: { covered: boolean };
      stillNeeded?: { needed: { path: string; settles?: string }[]; refused?: string };
    };
    assert.equal(c.right.covered, false);
    assert.equal(c.stillNeeded?.refused, undefined);
    assert.equal(c.stillNeeded?.needed[0]?.path, "facts.came_ashore_by_itself");
    assert.match(c.stillNeeded?.needed[0]?.settles ?? "", /goods taken on the beach otherwise fit neither/);
    // Said "no", Borkum asks where the salvaging ship worked; "back" undoes it, and "yes" completes the case.
    const r = await run(["compare", file, "--with", "borkum-1666", "--interactive"], "no\nback\nyes\n");
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /facts\.place/);
    // The question first; where it stands in the file after it, quietly.
    assert.match(r.out, /\n {2}Where were the goods saved\?\n {4}in the file: facts\.place\n {4}answer: /);
    assert.doesNotMatch(r.out, /\nfacts\.[^\n]*\n/, "no prompt opens with a path");
    assert.match(r.out, /The completed case is written to/);
    assert.match(readFileSync(file, "utf8"), /came_ashore_by_itself: true/);
    const done = JSON.parse((await run(["compare", file, "--with", "borkum-1666", "--json"])).out) as {
      right: { covered: boolean };
      stillNeeded?: unknown;
    };
    assert.equal(done.right.covered, true);
    assert.equal(done.stillNeeded, undefined);
  });
});
