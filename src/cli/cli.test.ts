/**
 * The `sealaw` command, its output and exit codes. Most tests run the command in
 * this process (its main(), with its own streams and folder), so as not to start
 * a process for each command; the tests of what only the process does run the
 * compiled command in dist/ (built by `npm test`'s pretest step) as a user runs
 * it: its version, its exit codes for a missing file and an unknown option, a
 * case piped into it, the rules' sources as the build records them, the bundle and
 * its code cache, and a reader that closes the pipe early. The workers of
 * `decide --batch` are the built command's either way.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { type Determination2, expand } from "../core/determination-format.js";
import { SEALAW_VERSION } from "../version.js";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = join(root, "dist", "cli", "main.js");
const example = join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml");
const averageExample = join(root, "examples", "dl-averi", "ga-jettison-and-mast.yaml");

/** The built command, dist/cli/main.js, as a process. */
function built(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    input,
    encoding: "utf8",
    timeout: 60_000,
    maxBuffer: 1 << 28,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** The command run in this process (src/cli/test-support/run.ts), its folder the repository. */
async function run(args: string[], input?: string) {
  const r = await runSealaw(args, { cwd: root, ...(input !== undefined ? { input } : {}) });
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
    const r = built(["--version"]);
    assert.equal(r.code, 0);
    assert.equal(r.out.trim(), SEALAW_VERSION);
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    assert.equal(SEALAW_VERSION, pkg.version);
  });

  test("decide prints the table of parties, the readings, the explanation and the receipt", async () => {
    const r = await run(["decide", example]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Party\s+Parts\s+Share of the fund\s+Exact\s+Amount/);
    assert.match(r.out, /borkum-1666\/6\.3/);
    assert.match(r.out, /Readings relied on:/);
    assert.match(r.out, /vogt_wagon_parts = R1/);
    assert.match(r.out, /Explanation/);
    assert.match(r.out, /Receipt: sealaw /);
  });

  test("decide --json gives a determination with a receipt; --reading changes it", async () => {
    const a = await run(["decide", example, "--json"]);
    assert.equal(a.code, 0, a.err);
    const d = JSON.parse(a.out) as { allocations: { id: string; parts?: string }[]; receipt: { sealaw: string } };
    assert.equal(d.receipt.sealaw, SEALAW_VERSION);
    const b = await run(["decide", example, "--json", "--reading", "vogt_wagon_parts=R2"]);
    assert.equal(b.code, 0, b.err);
    const e = JSON.parse(b.out) as typeof d;
    const vogt = (x: typeof d) => x.allocations.find((p) => p.id === "vogt")?.parts;
    assert.equal(vogt(d), "3");
    assert.equal(vogt(e), "4");
  });

  test("decide --json writes format 2, the same bytes every run; --format 1 writes format 1, which format 2 expands to", async () => {
    const a = await run(["decide", example, "--json"]);
    const b = await run(["decide", example, "--json"]);
    assert.equal(a.code, 0, a.err);
    assert.equal(a.out, b.out, "two runs, the same bytes");
    const two = JSON.parse(a.out) as Determination2;
    assert.equal(two.format, 2);
    assert.equal(two.receipt.format, "2");
    assert.equal(Object.keys(two)[0], "format");
    const one = await run(["decide", example, "--json", "--format", "1"]);
    assert.equal(one.code, 0, one.err);
    assert.equal(one.out, (await run(["decide", example, "--json", "--format", "1"])).out, "format 1 is stable too");
    assert.deepEqual(expand(two), JSON.parse(one.out));
    assert.ok(a.out.length < one.out.length, `format 2: ${a.out.length} bytes; format 1: ${one.out.length}`);
    const bad = await run(["decide", example, "--json", "--format", "3"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--format is 1 or 2/);
    noStack(bad.err);
    const text = await run(["decide", example, "--format", "1"]);
    assert.equal(text.code, 2);
    assert.match(text.err, /--format goes with --json or --batch/);
  });

  test("decide - reads the case from standard input", () => {
    const r = built(["decide", "-", "--json"], readFileSync(example, "utf8"));
    assert.equal(r.code, 0, r.err);
    assert.ok(JSON.parse(r.out).allocations.length > 0);
  });

  test("decide --html prints the general-average statement as one HTML document; not with --json, not without a statement", async () => {
    const r = await run(["decide", averageExample, "--html"]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^<!DOCTYPE html>\n<html lang="en">/);
    assert.match(r.out, /<h1>General average statement<\/h1>/);
    assert.match(r.out, /<td class="num">5000\/9 rd \(≈ 555\.56\)<\/td>/);
    assert.match(r.out, /<tr class="total">.*<td class="num">1,100 rd<\/td><td class="num">0 rd<\/td>/);
    assert.match(r.out, /<li id="prov-dl-averi_2f_25"><code>dl-averi\/25<\/code> — \S/, "cited with its title");
    assert.doesNotMatch(r.out, /<script|https?:/);
    assert.ok(r.out.trimEnd().endsWith("</html>"));
    const both = await run(["decide", averageExample, "--html", "--json"]);
    assert.equal(both.code, 2);
    assert.match(both.err, /'--html' cannot be used with option '--json'/);
    const none = await run(["decide", example, "--html"]);
    assert.equal(none.code, 2);
    assert.match(none.err, /--html prints an average statement .*, and this case \(borkum-1666, salvage\) has none/);
    noStack(none.err);
    const collision = await run(["decide", join(root, "examples/dl-averi/collision-drifting.yaml"), "--html"]);
    assert.equal(collision.code, 0, collision.err);
    assert.match(collision.out, /<h1>Statement of the damage shared<\/h1>/);
  });

  test("a missing file is a clear error with exit code 2", () => {
    const r = built(["decide", "no/such/case.yaml"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /no\/such\/case\.yaml: no such file/);
    noStack(r.err);
  });

  test("a malformed case file lists every problem with its path, exit code 2, no stack", async () => {
    const text = readFileSync(example, "utf8")
      .replace(/place: \w+/, "place: nowhere")
      .replace(/version: 1/, "version: 1\nfoo: 1");
    const r = await run(["decide", "-"], text);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown field "foo"/);
    noStack(r.err);
  });

  test("an unknown reading is exit code 2 and names what exists", async () => {
    const r = await run(["decide", example, "--reading", "vogt_wagon=R2"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown reading "vogt_wagon".*vogt_wagon_parts/);
    const bad = await run(["decide", example, "--reading", "vogt_wagon_parts"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /NAME=VALUE/);
  });

  test("an unknown option is exit code 2", () => {
    const r = built(["decide", example, "--jsn"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown option/);
  });

  test("provisions lists all 107 provisions; one id prints original and English", async () => {
    const all = await run(["provisions"]);
    assert.equal(all.code, 0, all.err);
    assert.equal(all.out.trim().split("\n").length, 107);
    const one = await run(["provisions", "borkum-1666/6.5"]);
    assert.equal(one.code, 0, one.err);
    assert.match(one.out, /Vogt hilft mit seinem Wagen/);
    assert.match(one.out, /wagon/);
    // 6.5: the Vogt with his wagon has three parts; the rule that gives them is listed with the text.
    assert.match(one.out, /Rules that implement it \(\d+\):\n {2}borkum-1666\/6\.5#/);
    const json = await run(["provisions", "borkum-1666/6.5", "--json"]);
    const p = JSON.parse(json.out) as { id: string; rules: { id: string; provisions: string[]; reads: string[] }[] };
    assert.ok(p.rules.length > 0 && p.rules.every((r) => r.provisions.includes("borkum-1666/6.5")));
    // 6.5: 'hilft mit seinem Wagen' — the Vogt's rule reads who carted, as a path of the case file.
    const vogt = p.rules.find((r) => r.reads.some((f) => f.startsWith("facts.people[].")));
    assert.ok(vogt, "a rule of 6.5 reads a fact of the people of the case");
    assert.ok(
      vogt.reads.every((f) => /^facts(\.[a-z_]+(\[\])*)+$/.test(f)),
      vogt.reads.join(", "),
    );
    assert.match(one.out, /\n {6}reads: facts\.people\[\]\./, "the text lists the facts a rule reads");
  });

  test("the built command says where each rule of a provision is defined, file and line of its rule()", () => {
    for (const id of ["borkum-1666/6.5", "dl-vrag/14", "dl-averi/23"]) {
      const r = built(["provisions", id, "--json"]);
      assert.equal(r.code, 0, r.err);
      const p = JSON.parse(r.out) as { rules: { id: string; source?: string }[] };
      assert.ok(p.rules.length > 0, `${id} lists no rule`);
      for (const rule of p.rules) {
        const m = /^(src\/law\/[^:]+\.ts):(\d+)$/.exec(rule.source ?? "");
        assert.ok(m, `${rule.id}: source ${rule.source} is not a law file and line`);
        const lines = readFileSync(join(root, m[1] as string), "utf8").split("\n");
        const line = lines[Number(m[2]) - 1] ?? "";
        // A rule is made by rule() or kindRule(), or as a choice's base or one of its alternatives (choiceOn).
        assert.match(
          line,
          /\b(rule|kindRule)\s*[<(]|\.(base|when)\s*[<(]/,
          `${rule.id}: ${rule.source} is not where a rule is made`,
        );
      }
      const text = built(["provisions", id]);
      assert.match(text.out, /defined at: src\/law\//);
    }
  });

  test("an unknown provision id suggests near ids, exit code 2", async () => {
    const r = await run(["provisions", "borkum-1666/6.10"]);
    assert.equal(r.code, 2);
    assert.match(r.err, /borkum-1666\/6\.1\b/);
    noStack(r.err);
  });

  test("readings lists each reading with its question, alternatives and default", async () => {
    const r = await run(["readings"]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /vogt_wagon_parts\s+\[Q-B09\]/);
    assert.match(r.out, /\* R1 /);
    const j = JSON.parse((await run(["readings", "--json"])).out) as { name: string }[];
    assert.ok(j.some((x) => x.name === "aar_og_dag" || x.name === "vogt_wagon_parts"));
  });

  test("schema salvage prints a JSON Schema of the case file; an unknown kind is exit 2", async () => {
    const r = await run(["schema", "salvage"]);
    assert.equal(r.code, 0, r.err);
    const s = JSON.parse(r.out) as { properties: Record<string, { properties?: Record<string, unknown> }> };
    assert.ok(s.properties.facts?.properties?.people, "facts.people is described");
    assert.ok(s.properties.version);
    const bad = await run(["schema", "salvation"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /unknown case kind "salvation"/);
  });

  test("schema KIND --statute ID gives that statute's own schema of a shared kind; without it, the statutes that share it are named", async () => {
    type Facts = { properties: Record<string, { properties?: Record<string, unknown>; items?: unknown }> };
    const factsOf = async (args: string[]) => {
      const r = await run(["schema", ...args]);
      assert.equal(r.code, 0, r.err);
      const s = JSON.parse(r.out) as { description?: string; properties: { facts: Facts } };
      return { s, facts: s.properties.facts.properties };
    };
    // Borkum's §6 divides by where and how the goods were saved; the Danish Law by the ship lost with her people.
    const borkum = (await factsOf(["salvage", "--statute", "borkum-1666"])).facts;
    const vrag = (await factsOf(["salvage", "--statute", "dl-vrag"])).facts;
    for (const f of ["place", "came_ashore_by_itself", "merchant_goods"]) {
      assert.ok(f in borkum, `borkum-1666 salvage describes ${f}`);
      assert.ok(!(f in vrag), `dl-vrag salvage describes ${f}, which it never reads`);
    }
    for (const f of ["shipwreck", "help_asked", "salvage_agreement"]) {
      assert.ok(f in vrag, `dl-vrag salvage describes ${f}`);
      assert.ok(!(f in borkum), `borkum-1666 salvage describes ${f}, which it never reads`);
    }
    // A wreck: §8 tells it by what each item is; dl-vrag/8–13 by the foreshore, its keeping and the owner's claim.
    const bw = (await factsOf(["wreck", "--statute", "borkum-1666"])).facts;
    const vw = (await factsOf(["wreck", "--statute", "dl-vrag"])).facts;
    assert.ok("commons_rights" in bw && !("commons_rights" in vw));
    assert.ok("foreshore" in vw && !("foreshore" in bw));
    const itemFields = (f: typeof bw) =>
      Object.keys(((f.items?.items ?? {}) as { properties?: Record<string, unknown> }).properties ?? {});
    assert.ok(itemFields(bw).includes("what") && !itemFields(bw).includes("sold_for"));
    assert.ok(itemFields(vw).includes("sold_for") && !itemFields(vw).includes("what"));
    // The shared schema says which statutes share the kind, rather than merging them silently.
    assert.match((await factsOf(["wreck"])).s.description ?? "", /borkum-1666 and dl-vrag.*--statute/);
    assert.equal((await factsOf(["collision"])).s.description, undefined);
    const other = await run(["schema", "salvage", "--statute", "dl-averi"]);
    assert.equal(other.code, 2);
    assert.match(other.err, /dl-averi does not decide cases of kind "salvage"; borkum-1666 and dl-vrag do/);
    const unknown = await run(["schema", "salvage", "--statute", "nope"]);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /unknown statute "nope"/);
  });

  test("schema --determination prints the JSON Schema of what decide --json prints; with a kind it is exit 2", async () => {
    const r = await run(["schema", "--determination"]);
    assert.equal(r.code, 0, r.err);
    const s = JSON.parse(r.out) as { properties: Record<string, unknown>; additionalProperties: unknown };
    const d = JSON.parse((await run(["decide", "--json", example])).out) as Record<string, unknown>;
    assert.deepEqual(
      Object.keys(d).filter((k) => !(k in s.properties)),
      [],
      "every field of a determination is described",
    );
    assert.equal(s.additionalProperties, false);
    const bad = await run(["schema", "salvage", "--determination"]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /takes no kind/);
    for (const k of ["format", "rules"]) assert.ok(k in s.properties, `format 2 has ${k}`);
    const one = JSON.parse((await run(["schema", "--determination", "--format", "1"])).out) as typeof s;
    const d1 = JSON.parse((await run(["decide", "--json", "--format", "1", example])).out) as Record<string, unknown>;
    assert.deepEqual(
      Object.keys(d1).filter((k) => !(k in one.properties)),
      [],
      "every field of a determination in format 1 is described",
    );
    assert.ok(!("rules" in one.properties) && !("format" in one.properties));
    assert.equal((await run(["schema", "salvage", "--format", "1"])).code, 2, "--format goes with --determination");
  });

  test("check confirms every example's expect: block", async () => {
    const r = await run(["check", example]);
    assert.equal(r.code, 0, r.out + r.err);
    assert.match(r.out, /^ok /m);
  });

  test("sensitivity, compare and whatif print text and JSON with receipts", async () => {
    const sens = await run(["sensitivity", averageExample]);
    assert.equal(sens.code, 0, sens.err);
    assert.match(sens.out, /Readings that bear on this case \(6\)/);
    assert.match(sens.out, /Receipt \(readings in force\)/);
    const sj = JSON.parse((await run(["sensitivity", averageExample, "--json"])).out) as {
      combinations: string;
      receipt: object;
    };
    assert.equal(sj.combinations, "64");
    assert.ok(sj.receipt);
    const cmp = await run(["compare", join(root, "examples", "borkum-1666", "foot-strand.yaml"), "--with", "dl-vrag"]);
    assert.equal(cmp.code, 0, cmp.err);
    assert.match(cmp.out, /How the facts were carried to dl-vrag/);
    const what = await run(["whatif", example, "--limit", "2", "--json"]);
    assert.equal(what.code, 0, what.err);
    const wj = JSON.parse(what.out) as { results: { change: { path: string } }[] };
    assert.equal(wj.results[0]?.change.path, "facts.place");
  });

  test("sensitivity --one-at-a-time flips each reading alone: EX-11's Q-A11 R2 moves the rate to 55/243 (dl-averi/25)", async () => {
    const text = await run(["sensitivity", averageExample, "--one-at-a-time"]);
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, /Which reading matters most to whom/);
    assert.match(text.out, /rate of the general average: 5\/18 -> 55\/243/);
    const j = JSON.parse((await run(["sensitivity", averageExample, "--one-at-a-time", "--json"])).out) as {
      flips: { reading: string; to: string; rates: { after?: { rate: string } }[] }[];
      parties: { changes: { delta: string }[] }[];
    };
    const f = j.flips.find((x) => x.reading === "ga_jettisoned_contribute" && x.to === "R2");
    assert.equal(f?.rates[0]?.after?.rate, "55/243");
    const both = await run(["sensitivity", averageExample, "--one-at-a-time", "--max-decisions", "9"]);
    assert.equal(both.code, 2);
    assert.match(both.err, /--one-at-a-time/);
  });

  test("the analyses refuse bad options with exit 2 and no stack", async () => {
    const a = await run(["sensitivity", averageExample, "--max-decisions", "0"]);
    assert.equal(a.code, 2);
    assert.match(a.err, /--max-decisions must be a whole number/);
    const b = await run(["compare", example, "--with", "dl-vrg"]);
    assert.equal(b.code, 2);
    assert.match(b.err, /unknown statute "dl-vrg"/);
    noStack(b.err);
    const c = await run(["compare", example]);
    assert.equal(c.code, 2);
    const d = await run(["whatif", example, "--limit", "none"]);
    assert.equal(d.code, 2);
    assert.match(d.err, /--limit must be a whole number/);
  });
});

describe("sealaw decide --batch (the compiled command)", () => {
  const paths = [
    "borkum-1666/salvage-inside-reefs.yaml",
    "dl-vrag/find-anchor-in-the-sound.yaml",
    "dl-averi/ga-jettison-and-mast.yaml",
    "borkum-1666/pilotage-lot-drawn.yaml",
  ];
  const cases = paths.map((p) => {
    const data = parse(readFileSync(join(root, "examples", p), "utf8")) as Record<string, unknown>;
    delete data.expect;
    return data;
  });
  /** `n` cases cycling through the examples, the i-th titled "copy i" so that the output can be matched to the input. */
  const corpus = (n: number): string[] =>
    Array.from({ length: n }, (_, i) => JSON.stringify({ ...cases[i % cases.length], title: `copy ${i + 1}` }));
  let dir = "";
  const file = (name: string, lines: string[]): string => {
    dir ||= mkdtempSync(join(tmpdir(), "sealaw-cli-batch-"));
    const f = join(dir, name);
    writeFileSync(f, `${lines.join("\n")}\n`);
    return f;
  };
  const titles = (out: string): string[] =>
    out
      .trimEnd()
      .split("\n")
      .map((l) => (JSON.parse(l) as { title?: string; line?: number }).title ?? `error on line ${JSON.parse(l).line}`);

  test("one determination per line, in input order, with several workers; --jobs 1 and --jobs 2 byte for byte the same", async () => {
    // ~300 KB of input: several chunks, so that both workers decide and results may come back out of order.
    const lines = corpus(300);
    const f = file("many.ndjson", lines);
    const two = await run(["decide", "--batch", f, "--jobs", "2"]);
    assert.equal(two.code, 0, two.err);
    assert.equal(two.err, "", "nothing on standard error when it is not a terminal and every line decided");
    assert.deepEqual(
      titles(two.out),
      lines.map((_, i) => `copy ${i + 1}`),
    );
    const one = await run(["decide", "--batch", f, "--jobs", "1"]);
    assert.equal(one.code, 0, one.err);
    assert.ok(one.out === two.out, "--jobs 1 and --jobs 2 give byte-identical output");
    const three = await run(["decide", "--batch", f, "--jobs", "3"]);
    assert.ok(three.out === two.out, "--jobs 3 too");
  });

  test("each line's determination is the compact form of what decide --json gives for the same case, in either format", async () => {
    const [line] = corpus(1);
    const r = await run(["decide", "--batch", "-"], `${line}\n`);
    assert.equal(r.code, 0, r.err);
    const single = await run(["decide", "-", "--json"], line);
    assert.equal(r.out, `${JSON.stringify(JSON.parse(single.out))}\n`);
    assert.equal(JSON.parse(r.out).format, 2);
    const r1 = await run(["decide", "--batch", "-", "--format", "1"], `${line}\n`);
    assert.equal(r1.code, 0, r1.err);
    const single1 = await run(["decide", "-", "--json", "--format", "1"], line);
    assert.equal(r1.out, `${JSON.stringify(JSON.parse(single1.out))}\n`);
    assert.equal((await run(["decide", "--batch", "-", "--format", "0"], `${line}\n`)).code, 2);
  });

  test("bad lines give error records with their numbers, the batch goes on, and the exit code is 2", async () => {
    const good = corpus(6);
    const lines = [
      good[0] as string,
      "{ not json",
      good[1] as string,
      "",
      JSON.stringify({ version: 1, statute: "borkum-1666", kind: "salvage", facts: { place: "nowhere" } }),
      good[2] as string,
      JSON.stringify({ version: 1, statute: "dl-vrag", kind: "salvage" }),
      good[3] as string,
    ];
    const r = await run(["decide", "--batch", file("bad.ndjson", lines), "--jobs", "2"]);
    assert.equal(r.code, 2, r.err);
    const out = r.out.trimEnd().split("\n");
    assert.equal(out.length, lines.length, "one output line per input line");
    const rec = out.map(
      (l) => JSON.parse(l) as { title?: string; line?: number; error?: { kind: string; issues?: { path: string }[] } },
    );
    assert.deepEqual(
      rec.map((x) => x.title ?? x.line),
      ["copy 1", 2, "copy 2", 4, 5, "copy 3", 7, "copy 4"],
    );
    assert.deepEqual(
      rec.map((x) => x.error?.kind ?? "ok"),
      ["ok", "json", "ok", "blank", "case", "ok", "case", "ok"],
    );
    assert.ok(rec[4]?.error?.issues?.some((i) => i.path === "facts.place"));
    assert.equal(
      r.err,
      "sealaw: 4 of 8 lines not decided (lines 2, 4, 5, 7); each has an error record in the output\n",
    );
    noStack(r.err);
  });

  test("standard input, --reading and --no-explanation go with --batch", async () => {
    const r = await run(
      ["decide", "--batch", "-", "--reading", "vogt_wagon_parts=R2", "--no-explanation"],
      `${corpus(1).join("")}\n`,
    );
    assert.equal(r.code, 0, r.err);
    const d = JSON.parse(r.out) as { allocations: { id: string; parts?: string }[]; explanation: { label: string } };
    assert.equal(d.allocations.find((a) => a.id === "vogt")?.parts, "4");
    assert.match(d.explanation.label, /left out/);
    const empty = await run(["decide", "--batch", "-"], "");
    assert.equal(empty.code, 0, empty.err);
    assert.equal(empty.out, "");
  });

  test("usage mistakes are exit code 2: --jobs 0, a file and --batch both, no file at all, a missing file, --html", async () => {
    const f = file("one.ndjson", corpus(1));
    for (const args of [
      ["--batch", f, "--jobs", "0"],
      ["--batch", f, example],
      [],
      ["--batch", join(root, "no", "such.ndjson")],
      ["--batch", f, "--html"],
      [example, "--jobs", "2"],
    ]) {
      const r = await run(["decide", ...args]);
      assert.equal(r.code, 2, `${args.join(" ")}: ${r.err}`);
      assert.equal(r.out, "");
      noStack(r.err);
    }
  });

  test("cleans up", () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
});

describe("the entry point: the bundled command and its code cache", () => {
  const bundle = join(root, "dist", "cli", "sealaw.cjs");
  // What the built command prints for the example, run once for the tests that compare with it.
  let printed: string | undefined;
  const expected = () => {
    printed ??= built(["decide", example, "--json"]).out;
    return printed;
  };

  test("the build bundles the command and keeps a code cache made for that bundle", () => {
    assert.ok(existsSync(bundle), "dist/cli/sealaw.cjs");
    const head = readFileSync(bundle, "utf8").slice(0, 40);
    const id = /^\/\/ sealaw bundle ([0-9a-f]{16})\n/.exec(head)?.[1];
    assert.ok(id, "the bundle names itself on its first line");
    assert.equal(readFileSync(`${bundle}.cache`).subarray(0, 16).toString("latin1"), id);
  });

  test("a cache made for another bundle, a damaged one, or none: the bundle still runs, with the same output", () => {
    // Beside the bundle in a folder of its own; the bundle needs nothing from node_modules.
    const dir = mkdtempSync(join(tmpdir(), "sealaw-entry-"));
    try {
      for (const f of ["main.js", "bundle-id.js", "sealaw.cjs", "sealaw.cjs.cache"]) {
        cpSync(join(root, "dist", "cli", f), join(dir, f));
      }
      const want = expected();
      const go = () => {
        const r = spawnSync(process.execPath, [join(dir, "main.js"), "decide", example, "--json"], {
          cwd: root,
          encoding: "utf8",
        });
        assert.equal(r.status, 0, r.stderr);
        assert.ok(r.stdout === want);
      };
      go();
      const cache = readFileSync(join(dir, "sealaw.cjs.cache"));
      writeFileSync(
        join(dir, "sealaw.cjs.cache"),
        Buffer.concat([Buffer.from("0123456789abcdef"), cache.subarray(16)]),
      );
      go();
      writeFileSync(join(dir, "sealaw.cjs.cache"), Buffer.concat([cache.subarray(0, 16), Buffer.alloc(4096, 7)]));
      go();
      rmSync(join(dir, "sealaw.cjs.cache"));
      go();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("without the bundle (the modules tsc built, alone), main.js runs those, with the same output", () => {
    // Inside the repository, so that the modules find commander, yaml and zod in node_modules.
    const parent = join(root, "node_modules", ".cache");
    mkdirSync(parent, { recursive: true });
    const dir = mkdtempSync(join(parent, "sealaw-tsc-only-"));
    try {
      cpSync(join(root, "dist"), dir, { recursive: true });
      rmSync(join(dir, "cli", "sealaw.cjs"));
      rmSync(join(dir, "cli", "sealaw.cjs.cache"));
      const want = expected();
      const r = spawnSync(process.execPath, [join(dir, "cli", "main.js"), "decide", example, "--json"], {
        cwd: root,
        encoding: "utf8",
      });
      assert.equal(r.status, 0, r.stderr);
      assert.ok(r.stdout === want);
      const lines = `${JSON.stringify({ ...(parse(readFileSync(example, "utf8")) as object), expect: undefined })}\nnope\n`;
      const b = spawnSync(process.execPath, [join(dir, "cli", "main.js"), "decide", "--batch", "-", "--jobs", "2"], {
        cwd: root,
        input: lines,
        encoding: "utf8",
        maxBuffer: 1 << 26,
      });
      assert.equal(b.status, 2, b.stderr);
      assert.equal(b.stdout.trimEnd().split("\n").length, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("sealaw at the front door: every bad input is exit 2 with a message, never a stack", () => {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-front-door-"));
  const file = (name: string, content: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  const refused = (r: Awaited<ReturnType<typeof run>>, message: RegExp) => {
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, message);
    assert.doesNotMatch(r.err, /internal error/);
    noStack(r.err);
  };

  test("a reading named __proto__ on the command line is refused, as any unknown reading is", async () => {
    refused(await run(["decide", example, "-r", "__proto__=R1"]), /unknown reading "__proto__"/);
    refused(await run(["decide", example, "-r", "constructor=R1"]), /unknown reading "constructor"/);
  });

  test("any error reading a file names the file and the system's reason", async () => {
    const path = join(example, "inside");
    refused(
      await run(["decide", path]),
      new RegExp(`${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}: cannot be read: .*ENOTDIR`),
    );
  });

  test("decide /dev/zero stops at the byte limit", { skip: !existsSync("/dev/zero") }, async () => {
    refused(await run(["decide", "/dev/zero"]), /more than 8,388,608 bytes, the limit.*--max-bytes/);
    refused(await run(["decide", "/dev/zero", "--max-bytes", "1000"]), /more than 1,000 bytes/);
  });

  test("a flow list of millions of items stops at the node limit", async () => {
    const path = file("flow.yaml", `a: [${"1,".repeat(3_000_000)}1]\n`);
    refused(await run(["decide", path]), /line 1: the case has more than 250,000 values, the limit.*--max-nodes/);
  });

  test("the limits are flags of every command that reads a case, and take whole numbers only", async () => {
    for (const cmd of ["decide", "check", "sensitivity", "whatif"]) {
      refused(await run([cmd, example, "--max-nodes", "10"]), /more than 10 values, the limit/);
    }
    refused(await run(["compare", example, "--with", "dl-vrag", "--max-depth", "2"]), /more than 2 levels of nesting/);
    refused(await run(["decide", example, "--max-bytes", "ten"]), /--max-bytes must be a whole number of at least 1/);
    assert.equal((await run(["decide", example, "--max-nodes", "5000", "--max-depth", "10"])).code, 0);
  });

  test("a dangling alias and aliases past reason are input errors with their line", async () => {
    refused(await run(["decide", file("nope.yaml", "version: 1\nfacts:\n  a: *nope\n")]), /line 3: the alias \*nope/);
    const bomb = ["a: &a [1, 2, 3, 4, 5, 6, 7, 8, 9]"];
    for (const x of ["b", "c", "d", "e"])
      bomb.push(
        `${x}: &${x} [${Array(9)
          .fill(`*${bomb.length === 1 ? "a" : String.fromCharCode(x.charCodeAt(0) - 1)}`)
          .join(", ")}]`,
      );
    refused(await run(["decide", file("bomb.yaml", bomb.join("\n"))]), /repeat its values beyond reason/);
  });

  test("bytes that are not UTF-8 are refused with their line", async () => {
    const bytes = Buffer.concat([Buffer.from("version: 1\n\ntitle: "), Buffer.from([0xff]), Buffer.from("\n")]);
    refused(await run(["decide", file("latin.yaml", bytes)]), /line 3: byte 20 of the file \(0xff\) is not UTF-8/);
  });

  test("facts: null, and a date past the calendar, are input errors naming the file", async () => {
    const text = readFileSync(example, "utf8");
    const nul = file("null.yaml", text.replace(/^facts:[\s\S]*?(?=^expect:|$(?![\s\S]))/m, "facts: null\n"));
    refused(await run(["decide", nul]), /null\.yaml: .*\n.*facts.*expected a mapping/);
    const wreck = join(root, "examples", "dl-vrag", "wreck-owner-comes.yaml");
    const late = file("late.yaml", readFileSync(wreck, "utf8").replace(/\d{4}-\d\d-\d\d/g, "9999-12-31"));
    refused(await run(["decide", late]), /late\.yaml: [\s\S]*9999-12-31 is in the year 9999/);
  });
});

test("a reader that closes the pipe early (| head) ends the command quietly, without a trace", () => {
  const r = spawnSync(
    "bash",
    [
      "-c",
      `"${process.execPath}" "${bin}" readings --json | head -c 10 > /dev/null; echo "exit \${PIPESTATUS[0]}" >&2`,
    ],
    {
      encoding: "utf8",
    },
  );
  assert.doesNotMatch(r.stderr, /EPIPE|at .*\(node:|Unhandled/, r.stderr);
  assert.match(r.stderr, /exit 0/);
});
