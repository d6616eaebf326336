/**
 * `sealaw decide --batch --lang`: each line's determination said in the language
 * exactly as `decide FILE --json --lang` says the same case, each error record's
 * message in the language, and the summary on standard error too. The batch runs on
 * worker threads of the compiled command (dist/cli/main.js), hence no shared process.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { runSealaw } from "../cli/test-support/run.js";
import "../messages/index.js";
import { renderProgress } from "./progress.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const NO_LOCALE = { LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined };

/** Shipped examples of each statute: a Danish find, a Borkum salvage, a general average, a collision. */
const EXAMPLES = [
  "dl-vrag/find-anchor-in-the-sound.yaml",
  "borkum-1666/salvage-inside-reefs.yaml",
  "dl-averi/ga-jettison-and-mast.yaml",
  "borkum-1666/pilotage-lot-drawn.yaml",
  "dl-averi/collision-run-down.yaml",
  "dl-vrag/wreck-owner-comes.yaml",
];

/** A case whose facts do not fit the format: three problems (Borkum's places, two fields missing). */
const MISFIT = JSON.stringify({ version: 1, statute: "borkum-1666", kind: "salvage", facts: { place: "x" } });

let dir: string;
/** Each example as a case file of JSON (its expect: block dropped) and as one line. */
const cases: { file: string; line: string }[] = [];

before(() => {
  dir = mkdtempSync(join(tmpdir(), "sealaw-batch-lang-"));
  for (const [i, example] of EXAMPLES.entries()) {
    const data = parse(readFileSync(join(root, "examples", example), "utf8")) as Record<string, unknown>;
    delete data.expect;
    const line = JSON.stringify(data);
    const file = join(dir, `case-${i}.json`);
    writeFileSync(file, line);
    cases.push({ file, line });
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

function ndjson(name: string, lines: readonly string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** `decide FILE --json` with these flags, as JSON. */
async function decideOne(file: string, flags: readonly string[]): Promise<unknown> {
  const r = await runSealaw(["decide", file, "--json", ...flags], { env: NO_LOCALE });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

describe("decide --batch --lang (the compiled command's workers)", () => {
  test("each line is what decide --json --lang da writes of the same case, on several workers", async () => {
    // Each case twice, the second time after the others: what a worker said before does not change it.
    const lines = [...cases, ...cases].map((c) => c.line);
    const r = await runSealaw(["decide", "--batch", ndjson("da.ndjson", lines), "--lang", "da", "--jobs", "2"], {
      env: NO_LOCALE,
    });
    assert.equal(r.status, 0, r.stderr);
    const out = r.stdout.trimEnd().split("\n");
    assert.equal(out.length, lines.length);
    for (const [i, c] of [...cases, ...cases].entries()) {
      assert.deepEqual(JSON.parse(out[i] as string), await decideOne(c.file, ["--lang", "da"]), EXAMPLES[i % 6]);
    }
    // In Danish by the Law's words (Danske Lov 4-1): the finder's bjergeløn, and year and day.
    assert.match(out[0] as string, /bjergeløn/);
    assert.match(out[0] as string, /år og dag/);
  });

  test("German in format 1, and the language taken from LANG where --lang is not given", async () => {
    const lines = cases.slice(0, 3).map((c) => c.line);
    const file = ndjson("de.ndjson", lines);
    const r = await runSealaw(["decide", "--batch", file, "--format", "1", "--jobs", "1"], {
      env: { ...NO_LOCALE, LANG: "de_DE.UTF-8" },
    });
    assert.equal(r.status, 0, r.stderr);
    const out = r.stdout.trimEnd().split("\n");
    for (const [i, c] of cases.slice(0, 3).entries()) {
      assert.deepEqual(JSON.parse(out[i] as string), await decideOne(c.file, ["--lang", "de", "--format", "1"]));
    }
    // The Rolle's word for the salvage money (Borkum 1666).
    assert.match(out[1] as string, /Bergegeld/);
  });

  test("error records and the summary are said in the language; in English as before", async () => {
    const good = (cases[0] as { line: string }).line;
    const file = ndjson("bad.ndjson", [good, "   ", "{not json", good, MISFIT]);
    const misfit = join(dir, "misfit.json");
    writeFileSync(misfit, MISFIT);
    const single = await runSealaw(["decide", misfit, "--lang", "da"], { env: NO_LOCALE });
    assert.equal(single.status, 2);

    const da = await runSealaw(["decide", "--batch", file, "--lang", "da", "--jobs", "2"], { env: NO_LOCALE });
    assert.equal(da.status, 2, da.stderr);
    const rec = da.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.deepEqual(rec[1], { line: 2, error: { kind: "blank", message: "en tom linje: ingen sag" } });
    assert.equal(rec[2].error.kind, "json");
    assert.match(rec[2].error.message, /^ikke JSON: /);
    const e = rec[4].error;
    assert.equal(e.kind, "case");
    // The line named as Danish names it, with the count of its problems, then an issue a line.
    assert.match(e.message, /^linje 5: 3 problemer\n/);
    assert.equal(e.message.split("\n").length, 4);
    // Each issue says what decide FILE --lang da says of the same problem, at the same path.
    const printed = single.stderr.split("\n");
    for (const issue of e.issues as { path: string; message: string; expected?: string }[]) {
      const at = printed.find((l) => l.startsWith(`  - ${issue.path}`));
      assert.ok(at, `decide prints no problem at ${issue.path}: ${single.stderr}`);
      assert.ok(at.includes(`: ${issue.message}`), `${at} / ${issue.message}`);
      if (issue.expected !== undefined) assert.ok(at.includes(`(ventede ${issue.expected})`), at);
      assert.ok(e.message.includes(issue.message));
    }
    assert.ok(e.issues.some((i: { message: string }) => i.message === "feltet mangler"));
    assert.equal(da.stderr, "sealaw: 3 af 5 linjer ikke afgjort (linjer 2, 3, 5); hver har en fejlpost i uddata\n");

    const de = await runSealaw(["decide", "--batch", file, "--lang", "de", "--jobs", "1"], { env: NO_LOCALE });
    assert.equal(de.status, 2);
    assert.match(de.stdout.split("\n")[4] as string, /"message":"Zeile 5: 3 Probleme\\n/);
    assert.equal(
      de.stderr,
      "sealaw: 3 von 5 Zeilen nicht entschieden (Zeilen 2, 3, 5); jede hat einen Fehlereintrag in der Ausgabe\n",
    );

    const en = await runSealaw(["decide", "--batch", file, "--jobs", "1"], { env: NO_LOCALE });
    assert.equal(en.status, 2);
    const enRec = en.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.deepEqual(enRec[1], { line: 2, error: { kind: "blank", message: "a blank line: no case" } });
    assert.match(enRec[4].error.message, /^line 5: 3 problems\n/);
    assert.equal(
      en.stderr,
      "sealaw: 3 of 5 lines not decided (lines 2, 3, 5); each has an error record in the output\n",
    );
    // The determinations in between are the same case's, said in each language.
    assert.deepEqual(JSON.parse(en.stdout.split("\n")[0] as string), await decideOne(cases[0]?.file as string, []));
  });
});

describe("what decide --batch refuses, in the language", () => {
  test("a missing file, --jobs 0 and --html, each a usage error (exit 2) said in German, Danish or English", async () => {
    const missing = join(dir, "no-such.ndjson");
    const said = async (args: string[]) => {
      const r = await runSealaw(["decide", "--batch", ...args], { env: NO_LOCALE });
      assert.equal(r.status, 2, r.stderr);
      return r.stderr;
    };
    assert.equal(await said([missing, "--lang", "de"]), `sealaw: ${missing}: keine solche Datei\n`);
    assert.equal(await said([missing, "--lang", "da"]), `sealaw: ${missing}: filen findes ikke\n`);
    assert.equal(await said([missing]), `sealaw: ${missing}: no such file\n`);
    const file = ndjson("one.ndjson", [(cases[0] as { line: string }).line]);
    assert.equal(
      await said([file, "--jobs", "0", "--lang", "da"]),
      "sealaw: --jobs skal være et helt tal på mindst 1, ikke »0«\n",
    );
    assert.equal(await said([file, "--jobs", "0"]), 'sealaw: --jobs must be a whole number of at least 1, not "0"\n');
    assert.match(await said([file, "--full", "--lang", "de"]), /--html und --full gelten hier nicht/);
  });
});

describe("the progress bar in the language", () => {
  test("German and Danish words and figures, as wide as the terminal allows", () => {
    const de = renderProgress({ done: 1000, total: 4000, elapsedMs: 2000, width: 80, lang: "de" });
    assert.match(de, /^1\.000\/4\.000 \[█+░+\] {2}25% {2}500 Fälle\/s {2}noch 0:06$/);
    const da = renderProgress({ done: 4000, total: 4000, elapsedMs: 4000, width: 80, lang: "da" });
    assert.match(da, /100% {2}1\.000 sager\/s {2}færdig$/);
    assert.equal(renderProgress({ done: 250, elapsedMs: 500, width: 80, lang: "da" }), "250 sager  500 sager/s");
    for (const width of [0, 12, 30, 45, 80]) {
      for (const lang of ["de", "da"] as const) {
        const line = renderProgress({ done: 1234, total: 99999, elapsedMs: 3000, width, lang });
        assert.ok(line.length <= Math.max(10, width - 1), `${line} fits ${width}`);
      }
    }
    // English as it always was.
    assert.equal(renderProgress({ done: 250, elapsedMs: 500, width: 80 }), "250 cases  500 cases/s");
  });
});
