/**
 * The register's stories through the `sealaw register` command on SQLite
 * (test-support/story-run.ts; the same on PostgreSQL: stories-postgres.test.ts,
 * a file of its own so that the two stores' stories run at once): every command
 * ends as it must, the figures and states the law gives are those the story tells,
 * and docs/register.md is what the stories print.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { runSealaw } from "../cli/test-support/run.js";
import { registerPage } from "./test-support/docs.js";
import { STORES, type StoreKind } from "./test-support/stores.js";
import { type Ran, STORIES, type Story } from "./test-support/stories.js";
import { STORY_CHECKS } from "./test-support/story-checks.js";
import { asProcess, END_TO_END, inProcess, printed, story } from "./test-support/story-run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Every story on one store: through the command in this process, and those of END_TO_END through the built command. */
function storiesOn(kind: StoreKind, docs: boolean): void {
  describe(`register stories through the CLI on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    for (const s of STORY_CHECKS) test(s.title, () => story(kind, s, inProcess(runSealaw)));
    if (docs) {
      test("docs/register.md shows what the stories print now (scripts/register-docs.ts writes it)", () => {
        assert.deepEqual(
          STORIES.filter((s) => !printed.has(s.id)).map((s) => s.id),
          [],
          "every story was run above",
        );
        const page = registerPage(STORIES.map((s) => printed.get(s.id) as { story: Story; ran: Ran[] }));
        const file = readFileSync(join(root, "docs", "register.md"), "utf8");
        assert.equal(file, page, "docs/register.md is stale: run `npm run docs:register`");
      });
    }
  });
  describe(`register stories through the built command, a process for each step, on ${kind.name}`, {
    ...(kind.skip ? { skip: kind.skip } : {}),
  }, () => {
    for (const s of STORY_CHECKS.filter((x) => END_TO_END.includes(x.id)))
      test(s.title, () => story(kind, s, asProcess));
  });
}

test("END_TO_END names stories there are", () => {
  assert.deepEqual(
    END_TO_END.filter((id) => !STORY_CHECKS.some((s) => s.id === id)),
    [],
  );
});

storiesOn(STORES.find((k) => k.name === "sqlite") as StoreKind, true);

test("register --help states where the register is kept in the order the store is really chosen", async () => {
  const { resolveStore } = await import("./store.js");
  const help = (await runSealaw(["register", "--help"])).stdout.replace(/\s+/g, " ");
  const order = ["--db FILE", "DATABASE_URL=postgres", "SEALAW_DB=FILE", "register.db"].map((x) => help.indexOf(x));
  assert.ok(
    order.every((i) => i >= 0),
    help,
  );
  assert.deepEqual(
    [...order].sort((a, b) => a - b),
    order,
  );
  const url = "postgres://x@127.0.0.1/db";
  assert.equal(resolveStore({ file: "a.db", env: { DATABASE_URL: url, SEALAW_DB: "b.db" } }).target, "a.db");
  assert.equal(resolveStore({ env: { DATABASE_URL: url, SEALAW_DB: "b.db" } }).target, url);
  assert.equal(resolveStore({ env: { SEALAW_DB: "b.db" } }).target, "b.db");
});
