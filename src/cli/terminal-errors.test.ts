// test: shared
/**
 * Nothing from outside reaches the terminal raw, in an error least of all: every
 * command is given arguments, file names, readings, ids and case text holding
 * escape sequences, C1 controls, bidi overrides and isolates, a tab and a newline
 * followed by a forged line, and each of its error paths is taken. Whatever the
 * command writes, on standard output or standard error, holds none of those
 * characters raw, and the forged text never starts a line of its own: it is shown
 * after a visible "\n", inside the line that quotes it.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dir = mkdtempSync(join(tmpdir(), "sealaw-terminal-errors-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** What a terminal would obey: C0 (the line break too), DEL, C1, and the marks, embeddings, overrides and isolates of bidi. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const STEERING = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Text that would clear the screen, colour, reverse and isolate what follows, and forge a line. */
const EVIL = "x\u001b[2J\u001b]0;owned\u0007\u009b31m\u202ebidi\u2066iso\u2069\u200f\tTAB\nFORGED line";

const example = join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml");
const db = join(dir, "register.db");

interface Ran {
  code: number;
  out: string;
  err: string;
}

async function run(args: string[], input?: string): Promise<Ran> {
  const r = await runSealaw(args, {
    cwd: root,
    env: { SEALAW_NOW: "2026-01-01T00:00:00.000Z", SEALAW_DB: undefined, DATABASE_URL: undefined },
    ...(input !== undefined ? { input } : {}),
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/**
 * What the command wrote holds no steering character, and the forged text starts
 * no line: it follows the escaped newline. `quoted`: the message must show the
 * input (so that the test is known to reach the path that quotes it).
 */
function clean(what: string, r: Ran, quoted: boolean): void {
  for (const [name, text] of [
    ["standard output", r.out],
    ["standard error", r.err],
  ] as const) {
    const raw = STEERING.exec(text);
    assert.equal(raw, null, `${what}: ${name} holds U+${raw?.[0].codePointAt(0)?.toString(16)} raw:\n${text}`);
    for (const line of text.split("\n")) {
      if (line.includes("FORGED")) assert.ok(line.includes("\\nFORGED"), `${what}: a line of its own: ${line}`);
    }
  }
  if (quoted) assert.ok(`${r.out}${r.err}`.includes("\\nFORGED"), `${what}: the input is quoted:\n${r.err}`);
  assert.doesNotMatch(r.err, /\n\s+at .+:\d+:\d+/, `${what}: no stack trace`);
}

/** A case with the hostile text as its title, a key of its facts and a person's name (as JSON). */
let hostileCase = "";
/** A case that decides, with no expect: block, under a file name holding the hostile text. */
let hostileName = "";
/** A lot to write to. */
const LOT = "cask";

before(async () => {
  const data = parse(readFileSync(example, "utf8")) as { title?: string; facts: Record<string, unknown> };
  data.title = EVIL;
  data.facts[EVIL] = 1;
  hostileCase = join(dir, "hostile.json");
  writeFileSync(hostileCase, JSON.stringify(data));
  hostileName = join(dir, `case ${EVIL}.yaml`);
  writeFileSync(hostileName, readFileSync(example, "utf8").replace(/^expect:[\s\S]*$/m, ""));
  const add = await run([
    ...["register", "add", "--db", db, "--actor", "the clerk", "--id", LOT],
    ...["--description", "a cask of wine", "--finder", "Jens", "--date", "1690-03-01", "--found-at", "sea"],
  ]);
  assert.equal(add.code, 0, add.err);
});

const W = ["--db", db, "--actor", "the clerk"];

/** Each command, on an error path that quotes what it was given; `quoted: false` where the message need not quote it. */
const CASES: { name: string; args: () => string[]; input?: string; quoted?: boolean; code?: number }[] = [
  { name: "an unknown command", args: () => [EVIL] },
  { name: "an unknown option", args: () => ["decide", `--${EVIL}`, example] },
  { name: "decide: a missing file", args: () => ["decide", EVIL] },
  { name: "decide: a case that quotes the text", args: () => ["decide", hostileCase] },
  { name: "decide: an unknown reading", args: () => ["decide", example, "-r", `${EVIL}=R1`] },
  { name: "decide: an unknown value of a reading", args: () => ["decide", example, "-r", `boy_part_aboard=${EVIL}`] },
  { name: "decide: a reading without =", args: () => ["decide", example, "-r", EVIL] },
  { name: "decide: --format", args: () => ["decide", example, "--json", "--format", EVIL] },
  { name: "decide: --max-bytes", args: () => ["decide", example, "--max-bytes", EVIL] },
  { name: "decide --batch: --jobs", args: () => ["decide", "--batch", example, "--jobs", EVIL] },
  { name: "decide --batch and a file", args: () => ["decide", EVIL, "--batch", example] },
  { name: "check: a missing file", args: () => ["check", EVIL] },
  { name: "check: a case that quotes the text", args: () => ["check", hostileCase] },
  { name: "check: a file name, a case without expect:", args: () => ["check", hostileName], code: 3 },
  { name: "sensitivity: a missing file", args: () => ["sensitivity", EVIL] },
  { name: "sensitivity: a case that quotes the text", args: () => ["sensitivity", hostileCase] },
  { name: "sensitivity: a reading", args: () => ["sensitivity", example, "-r", `${EVIL}=R2`] },
  { name: "sensitivity: --max-decisions", args: () => ["sensitivity", example, "--max-decisions", EVIL] },
  {
    name: "sensitivity --one-at-a-time: a reading",
    args: () => ["sensitivity", "--one-at-a-time", example, "-r", `boy_part_aboard=${EVIL}`],
  },
  { name: "compare: --with", args: () => ["compare", example, "--with", EVIL] },
  { name: "compare: a case that quotes the text", args: () => ["compare", hostileCase, "--with", "dl-vrag"] },
  { name: "whatif: --limit", args: () => ["whatif", example, "--limit", EVIL] },
  { name: "whatif: a reading", args: () => ["whatif", example, "-r", `${EVIL}=R1`] },
  { name: "whatif: a case that quotes the text", args: () => ["whatif", hostileCase] },
  { name: "ask: a missing file", args: () => ["ask", EVIL] },
  { name: "ask: a reading", args: () => ["ask", example, "-r", `${EVIL}=R1`] },
  { name: "ask: a case that quotes the text", args: () => ["ask", hostileCase] },
  { name: "readings: --statute", args: () => ["readings", "--statute", EVIL] },
  { name: "provisions: an id", args: () => ["provisions", EVIL] },
  { name: "provisions: a statute's id", args: () => ["provisions", `borkum-1666/${EVIL}`] },
  { name: "provisions: --statute", args: () => ["provisions", "--statute", EVIL] },
  { name: "schema: a kind", args: () => ["schema", EVIL] },
  { name: "schema: --format", args: () => ["schema", "--determination", "--format", EVIL] },
  { name: "register add: a case file", args: () => ["register", "add", ...W, "--case", EVIL] },
  {
    name: "register add: a field",
    args: () => ["register", "add", ...W, "--description", "d", "--finder", "f", "--date", EVIL],
  },
  {
    name: "register add: an id",
    args: () => ["register", "add", ...W, "--id", EVIL, "--description", "d", "--finder", "f", "--date", "1690-03-01"],
  },
  { name: "register add: --corrects", args: () => ["register", "add", ...W, "--corrects", EVIL] },
  { name: "register show", args: () => ["register", "show", EVIL, "--db", db] },
  { name: "register history", args: () => ["register", "history", EVIL, "--db", db] },
  { name: "register claim", args: () => ["register", "claim", EVIL, ...W, "--claimant", "H", "--date", "1690-04-01"] },
  { name: "register claim: a date", args: () => ["register", "claim", LOT, ...W, "--claimant", "H", "--date", EVIL] },
  { name: "register decide", args: () => ["register", "decide", EVIL, ...W, "--accept", "--date", "1690-04-01"] },
  { name: "register assess", args: () => ["register", "assess", LOT, EVIL, ...W] },
  {
    name: "register assess: a field",
    args: () => [
      "register",
      "assess",
      LOT,
      `${EVIL}=1`,
      ...W,
      "--role",
      "officer",
      "--by",
      "b",
      "--date",
      "1690-04-01",
    ],
  },
  { name: "register sell", args: () => ["register", "sell", EVIL, ...W, "--date", "1690-04-01", "--price", "3"] },
  {
    name: "register sell: a price",
    args: () => ["register", "sell", LOT, ...W, "--date", "1690-04-01", "--price", EVIL],
  },
  { name: "register cost", args: () => ["register", "cost", EVIL, ...W, "--date", "1690-04-01", "--amount", "1"] },
  {
    name: "register pay",
    args: () => ["register", "pay", EVIL, ...W, "--date", "1690-04-01", "--from", "a", "--to", "b", "--amount", "1"],
  },
  {
    name: "register pay: a party",
    args: () => ["register", "pay", LOT, ...W, "--date", "1690-04-01", "--from", EVIL, "--to", "b", "--amount", "1"],
  },
  { name: "register dispose", args: () => ["register", "dispose", EVIL, ...W, "--date", "1690-04-01", "--to", "king"] },
  {
    name: "register dispose: to whom",
    args: () => ["register", "dispose", LOT, ...W, "--date", "1690-04-01", "--to", EVIL],
  },
  { name: "register reading: without =", args: () => ["register", "reading", EVIL, ...W] },
  { name: "register reading: an unknown reading", args: () => ["register", "reading", `${EVIL}=R1`, ...W] },
  { name: "register reading: an unknown value", args: () => ["register", "reading", `aar_og_dag=${EVIL}`, ...W] },
  { name: "register list: --status", args: () => ["register", "list", "--db", db, "--status", EVIL] },
  { name: "register due: --by", args: () => ["register", "due", "--db", db, "--by", EVIL] },
  { name: "register import: a missing file", args: () => ["register", "import", EVIL, "--db", join(dir, "empty.db")] },
  {
    name: "register: a store that cannot be opened",
    args: () => ["register", "list", "--db", join(hostileCase, EVIL, "r.db")],
  },
  { name: "tokens create: a role", args: () => ["tokens", "create", "--db", db, "--actor", "a", "--role", EVIL] },
  { name: "tokens revoke: an id", args: () => ["tokens", "revoke", EVIL, "--db", db] },
  { name: "serve: --port", args: () => ["serve", "--db", db, "--port", EVIL] },
];

describe("every command's error path shows what it quotes escaped, on its own line", () => {
  for (const c of CASES) {
    test(c.name, async () => {
      const r = await run(c.args(), c.input);
      assert.notEqual(r.code, 0, `${c.name}: fails\n${r.out}`);
      if (c.code !== undefined) assert.equal(r.code, c.code, r.err);
      else
        assert.ok(r.code === 2 || r.code === 3 || r.code === 4, `${c.name}: exit ${r.code}, an input error:\n${r.err}`);
      clean(c.name, r, c.quoted ?? true);
    });
  }
});
