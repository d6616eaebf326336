/**
 * The `sealaw` command as a user runs it: the compiled binary in dist/ (built by
 * `npm test`'s pretest step), with its output and exit codes.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { SEALAW_VERSION } from "../version.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = join(root, "dist", "cli", "main.js");
const example = join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml");
const averageExample = join(root, "examples", "dl-averi", "ga-jettison-and-mast.yaml");

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: "utf8", timeout: 30_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function noStack(text: string): void {
  assert.doesNotMatch(text, /\n\s+at .+:\d+:\d+/, "no stack trace");
}

describe("sealaw (the compiled command)", () => {
  test("the binary is built", () => {
    assert.ok(existsSync(bin), `${bin} exists (npm test builds it first)`);
  });

  test("--version prints the package version", () => {
    const r = run(["--version"]);
    assert.equal(r.code, 0);
    assert.equal(r.out.trim(), SEALAW_VERSION);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    assert.equal(SEALAW_VERSION, pkg.version);
  });

  test("decide prints the table of parties, the readings, the explanation and the receipt", () => {
    const r = run(["decide", example]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Party\s+Parts\s+Share\s+Exact\s+Amount/);
    assert.match(r.out, /borkum-1666\/6\.3/);
    assert.match(r.out, /Readings relied on:/);
    assert.match(r.out, /vogt_wagon_parts = R1/);
    assert.match(r.out, /Explanation/);
    assert.match(r.out, /Receipt: sealaw /);
  });

  test("decide --json gives a determination with a receipt; --reading changes it", () => {
    const a = run(["decide", example, "--json"]);
    assert.equal(a.code, 0, a.err);
    const d = JSON.parse(a.out) as { allocations: { id: string; parts?: string }[]; receipt: { sealaw: string } };
    assert.equal(d.receipt.sealaw, SEALAW_VERSION);
    const b = run(["decide", example, "--json", "--reading", "vogt_wagon_parts=R2"]);
    assert.equal(b.code, 0, b.err);
    const e = JSON.parse(b.out) as typeof d;
    const vogt = (x: typeof d) => x.allocations.find((p) => p.id === "vogt")?.parts;
    assert.equal(vogt(d), "3");
    assert.equal(vogt(e), "4");
  });

  test("decide - reads the case from standard input", () => {
    const r = run(["decide", "-", "--json"], readFileSync(example, "utf8"));
    assert.equal(r.code, 0, r.err);
    assert.ok(JSON.parse(r.out).allocations.length > 0);
  });

  test("decide --html prints the general-average statement as one HTML document; not with --json, not without a statement", () => {
    const r = run(["decide", averageExample, "--html"]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^<!DOCTYPE html>\n<html lang="en">/);
    assert.match(r.out, /<h1>General average statement<\/h1>/);
    assert.match(r.out, /<td class="num">5000\/9 rd \(≈ 555\.56\)<\/td>/);
    assert.match(r.out, /<tr class="total">.*<td class="num">1100 rd<\/td><td class="num">0 rd<\/td>/);
    assert.match(r.out, /<li id="prov-dl-averi_2f_25"><code>dl-averi\/25<\/code> — \S/, "cited with its title");
    assert.doesNotMatch(r.out, /<script|https?:/);
    assert.ok(r.out.trimEnd().endsWith("</html>"));
    const both = run(["decide", averageExample, "--html", "--json"]);
    assert.equal(both.code, 2);
    assert.match(both.err, /'--html' cannot be used with option '--json'/);
    const none = run(["decide", example, "--html"]);
    assert.equal(none.code, 2);
    assert.match(
      none.err,
      /--html prints a general-average statement, and this case \(borkum-1666, salvage\) has none/,
    );
    noStack(none.err);
  });

  test("a missing file is a clear error with exit code 2", () => {
    const r = run(["decide", "no/such/case.yaml"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /no\/such\/case\.yaml: no such file/);
    noStack(r.err);
  });

  test("a malformed case file lists every problem with its path, exit code 2, no stack", () => {
    const text = readFileSync(example, "utf8")
      .replace(/place: \w+/, "place: nowhere")
      .replace(/version: 1/, "version: 1\nfoo: 1");
    const r = run(["decide", "-"], text);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown field "foo"/);
    noStack(r.err);
  });

  test("an unknown reading is exit code 2 and names what exists", () => {
    const r = run(["decide", example, "--reading", "vogt_wagon=R2"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown reading "vogt_wagon".*vogt_wagon_parts/);
    const bad = run(["decide", example, "--reading", "vogt_wagon_parts"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /NAME=VALUE/);
  });

  test("an unknown option is exit code 2", () => {
    const r = run(["decide", example, "--jsn"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown option/);
  });

  test("provisions lists all 107 provisions; one id prints original and English", () => {
    const all = run(["provisions"]);
    assert.equal(all.code, 0, all.err);
    assert.equal(all.out.trim().split("\n").length, 107);
    const one = run(["provisions", "borkum-1666/6.5"]);
    assert.equal(one.code, 0, one.err);
    assert.match(one.out, /Vogt hilft mit seinem Wagen/);
    assert.match(one.out, /wagon/);
  });

  test("an unknown provision id suggests near ids, exit code 2", () => {
    const r = run(["provisions", "borkum-1666/6.10"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /borkum-1666\/6\.1\b/);
    noStack(r.err);
  });

  test("readings lists each reading with its question, alternatives and default", () => {
    const r = run(["readings"]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /vogt_wagon_parts\s+\[Q-B09\]/);
    assert.match(r.out, /\* R1 /);
    const j = JSON.parse(run(["readings", "--json"]).out) as { name: string }[];
    assert.ok(j.some((x) => x.name === "aar_og_dag" || x.name === "vogt_wagon_parts"));
  });

  test("schema salvage prints a JSON Schema of the case file; an unknown kind is exit 2", () => {
    const r = run(["schema", "salvage"]);
    assert.equal(r.code, 0, r.err);
    const s = JSON.parse(r.out) as { properties: Record<string, { properties?: Record<string, unknown> }> };
    assert.ok(s.properties.facts?.properties?.people, "facts.people is described");
    assert.ok(s.properties.version);
    const bad = run(["schema", "salvation"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /unknown case kind "salvation"/);
  });

  test("check confirms every example's expect: block", () => {
    const r = run(["check", example]);
    assert.equal(r.code, 0, r.out + r.err);
    assert.match(r.out, /^ok /m);
  });

  test("sensitivity, compare and whatif print text and JSON with receipts", () => {
    const sens = run(["sensitivity", averageExample]);
    assert.equal(sens.code, 0, sens.err);
    assert.match(sens.out, /Readings that bear on this case \(6\)/);
    assert.match(sens.out, /Receipt \(readings in force\)/);
    const sj = JSON.parse(run(["sensitivity", averageExample, "--json"]).out) as {
      combinations: string;
      receipt: object;
    };
    assert.equal(sj.combinations, "64");
    assert.ok(sj.receipt);
    const cmp = run(["compare", join(root, "examples", "borkum-1666", "foot-strand.yaml"), "--with", "dl-vrag"]);
    assert.equal(cmp.code, 0, cmp.err);
    assert.match(cmp.out, /How the facts were carried to dl-vrag/);
    const what = run(["whatif", example, "--limit", "2", "--json"]);
    assert.equal(what.code, 0, what.err);
    const wj = JSON.parse(what.out) as { results: { change: { path: string } }[] };
    assert.equal(wj.results[0]?.change.path, "facts.place");
  });

  test("the analyses refuse bad options with exit 2 and no stack", () => {
    const a = run(["sensitivity", averageExample, "--max-decisions", "0"]);
    assert.equal(a.code, 2);
    assert.match(a.err, /--max-decisions must be a whole number/);
    const b = run(["compare", example, "--with", "dl-vrg"]);
    assert.equal(b.code, 2);
    assert.match(b.err, /unknown statute "dl-vrg"/);
    noStack(b.err);
    const c = run(["compare", example]);
    assert.equal(c.code, 2);
    const d = run(["whatif", example, "--limit", "none"]);
    assert.equal(d.code, 2);
    assert.match(d.err, /--limit must be a whole number/);
  });
});
