// test: shared
/**
 * What the command prints of stored or given text reaches the terminal with its
 * control characters shown escaped: a clerk's description, a finder's name, an
 * admin's actor and a case's title cannot clear the screen, retitle the window,
 * colour the output or forge a line of a list. The stored text stays verbatim,
 * and --json prints it exactly as stored.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dir = mkdtempSync(join(tmpdir(), "sealaw-terminal-"));
const db = join(dir, "register.db");
after(() => rmSync(dir, { recursive: true, force: true }));

/** The command, run in this process (src/cli/test-support/run.ts). */
async function run(args: string[]) {
  const r = await runSealaw(args, { cwd: root, env: { SEALAW_NOW: "2026-01-01T00:00:00.000Z" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Any C0 control but the line break, DEL, C1, or a bidi control: what a terminal would obey. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const STEERING = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const CLEAR = "\u001b[2J\u001b[H";
const TITLE = "\u001b]0;pwned\u0007";
const FORGED = "\nlot-999  forfeited  dl-vrag/find  lodged 1700-01-01  a forged lot";
const description = `a cask of wine${CLEAR}${TITLE}\u202Eeniw${FORGED}`;
const finder = `Jens\u001b[31m red\u009b0m`;

describe("the command's text output escapes what came from outside", () => {
  test("register add, list, show and history print a stored description and finder escaped; --json verbatim", async () => {
    const add = await run([
      ...["register", "add", "--db", db, "--actor", `clerk${CLEAR}`, "--json"],
      ...["--description", description, "--finder", finder, "--date", "1690-03-01", "--found-at", "sea"],
    ]);
    assert.equal(add.code, 0, add.err);
    const lot = (JSON.parse(add.out) as { lot: { id: string; description: string; finder: string } }).lot;
    assert.equal(lot.description, description, "--json gives the stored text exactly");
    assert.equal(lot.finder, finder);

    const list = await run(["register", "list", "--db", db]);
    assert.equal(list.code, 0, list.err);
    assert.doesNotMatch(list.out, STEERING);
    const lines = list.out.trimEnd().split("\n");
    assert.equal(lines.length, 1, "one lot, one line: the stored newline does not start a line");
    assert.ok(lines[0]?.includes("\\x1b[2J\\x1b[H"), lines[0]);
    assert.ok(lines[0]?.includes("\\u202E"), lines[0]);
    assert.ok(lines[0]?.includes("\\nlot-999"), lines[0]);

    for (const args of [
      ["register", "show", lot.id, "--db", db],
      ["register", "history", lot.id, "--db", db],
    ]) {
      const r = await run(args);
      assert.equal(r.code, 0, r.err);
      assert.doesNotMatch(r.out, STEERING, args.join(" "));
      assert.doesNotMatch(r.out, /^lot-999/m, "no forged line");
    }
    const json = await run(["register", "list", "--db", db, "--json"]);
    assert.equal((JSON.parse(json.out) as { description: string }[])[0]?.description, description);
  });

  test("tokens list prints an actor escaped, one token a line", async () => {
    const made = await run([
      "tokens",
      "create",
      "--db",
      db,
      "--actor",
      `admin${TITLE}\nforged  admin`,
      "--role",
      "admin",
    ]);
    assert.equal(made.code, 0, made.err);
    assert.doesNotMatch(made.err, STEERING);
    const list = await run(["tokens", "list", "--db", db]);
    assert.equal(list.code, 0, list.err);
    assert.doesNotMatch(list.out, STEERING);
    assert.equal(list.out.trimEnd().split("\n").length, 1);
    assert.ok(list.out.includes("admin\\x1b]0;pwned\\x07\\nforged"), list.out);
  });

  test("decide prints a case's title and names escaped; --json keeps them", async () => {
    const text = readFileSync(join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml"), "utf8");
    const file = join(dir, "case.yaml");
    const evil = JSON.stringify(`Meinert${CLEAR}\u202E`);
    writeFileSync(file, text.replace(/name: Meinert\b/, `name: ${evil}`));
    const r = await run(["decide", file]);
    assert.equal(r.code, 0, r.err);
    assert.doesNotMatch(r.out, STEERING);
    assert.ok(r.out.includes("Meinert\\x1b[2J\\x1b[H\\u202E"), "the name is shown, escaped");
    const j = await run(["decide", file, "--json"]);
    assert.ok(j.out.includes(JSON.stringify(`Meinert${CLEAR}\u202E`).slice(1, -1)), "JSON escapes it its own way");
  });

  test("an error message that quotes the input is printed escaped", async () => {
    const r = await run(["register", "show", `nolot${CLEAR}`, "--db", db]);
    assert.equal(r.code, 2);
    assert.doesNotMatch(r.err, STEERING);
  });
});
