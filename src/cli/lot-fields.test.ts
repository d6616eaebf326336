// test: shared
/**
 * A lot's fields have one schema (src/cases/kinds/lot.ts), read by the library,
 * the HTTP API and the command alike: a value it does not take is refused before
 * anything is written, and the refusal names the field, each in its own words:
 * `fields.foundAt` in the library, `body.fields.foundAt` over HTTP, `--found-at`
 * in the command (exit 2).
 */

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { RegisterError } from "../registry/errors.js";
import type { LotFields } from "../registry/kinds.js";
import { Register } from "../registry/register.js";
import { openStore } from "../registry/store.js";
import { CASK } from "../registry/test-support/lots.js";
import { createToken } from "../registry/tokens.js";
import { post, serve } from "../server/test-support/http.js";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const dir = mkdtempSync(join(tmpdir(), "sealaw-lot-fields-"));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Values no lot takes, each in one field, with the option of `register add` that gives the field. */
const BAD: { field: keyof LotFields; option: string; value: string }[] = [
  { field: "foundAt", option: "--found-at", value: "on the moon" },
  { field: "finderRole", option: "--finder-role", value: "admiral" },
  { field: "condition", option: "--condition", value: "wet" },
  { field: "item", option: "--item", value: "a whale" },
  { field: "takenUp", option: "--taken-up", value: "by magic" },
  { field: "buoyed", option: "--buoyed", value: "perhaps" },
  { field: "found", option: "--found", value: "1690-02-30" },
  { field: "lodged", option: "--date", value: "1690-13-01" },
];

/** The command's arguments for CASK, with one field's value replaced. */
function addArgs(db: string, bad?: (typeof BAD)[number]): string[] {
  const f: Record<string, string> = {
    "--description": CASK.description,
    "--date": CASK.lodged,
    "--finder": CASK.finder,
    "--found-at": CASK.foundAt as string,
    "--value": CASK.value as string,
    "--office": CASK.office,
  };
  if (bad) f[bad.option] = bad.value;
  return ["register", "add", "--db", db, "--actor", "clerk", ...Object.entries(f).flat()];
}

/** The command, run in this process (src/cli/test-support/run.ts). */
async function run(args: string[]) {
  const r = await runSealaw(args, { cwd: root, env: { SEALAW_NOW: "2026-01-01T00:00:00.000Z" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("a lot's fields, refused by their one schema, naming the field", () => {
  test("the library: a RegisterError on fields.<name>, nothing written", async () => {
    const store = await openStore({ file: join(dir, "library.db") });
    try {
      const r = new Register(store);
      for (const b of BAD) {
        const fields = { ...CASK, [b.field]: b.value } as LotFields;
        await assert.rejects(
          r.add({ actor: "clerk", fields }),
          (e: unknown) => e instanceof RegisterError && e.path === `fields.${b.field}`,
          `${b.field} = ${b.value}`,
        );
      }
      assert.deepEqual(await r.list(), []);
      assert.equal(
        (await r.add({ actor: "clerk", fields: CASK })).lot?.statute,
        "dl-vrag",
        "the good fields are taken",
      );
    } finally {
      await store.close();
    }
  });

  test("over HTTP: 400 with the error at body.fields.<name>, nothing written", async () => {
    const store = await openStore({ file: join(dir, "http.db") });
    const s = await serve(store, { now: () => "2026-01-01T00:00:00.000Z" });
    try {
      const clerk = (await createToken(store, { actor: "clerk", role: "clerk" })).token;
      for (const b of BAD) {
        const a = await s.call("/v1/register/lots", post({ fields: { ...CASK, [b.field]: b.value } }, clerk));
        assert.equal(a.status, 400, a.text);
        const problem = a.json() as { detail: string; errors: { path: string }[] };
        assert.deepEqual(
          problem.errors.map((e) => e.path),
          [`body.fields.${b.field}`],
          a.text,
        );
        assert.match(problem.detail, new RegExp(`body\\.fields\\.${b.field}`));
      }
      assert.deepEqual((await s.call("/v1/register/lots")).json(), []);
      assert.equal((await s.call("/v1/register/lots", post({ fields: CASK }, clerk))).status, 201);
    } finally {
      await s.close();
      await store.close();
    }
  });

  test("in the command: exit 2, the option named, nothing written", async () => {
    const db = join(dir, "cli.db");
    for (const b of BAD) {
      const r = await run(addArgs(db, b));
      assert.equal(r.code, 2, `${b.option} ${b.value}: ${r.err}`);
      assert.match(r.err, new RegExp(`${b.option}\\b`), r.err);
      assert.doesNotMatch(r.err, /\n\s+at /, "no stack trace");
    }
    const list = await run(["register", "list", "--db", db, "--json"]);
    assert.deepEqual(list.code === 0 ? JSON.parse(list.out) : [], []);
    assert.equal((await run(addArgs(db))).code, 0, "the good fields are taken");
  });
});
