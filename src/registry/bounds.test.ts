// test: shared
/**
 * A lot lodged from a case keeps the bounds of one lodged from its fields: the
 * case's title, which becomes the lot's description, is a text of at most
 * MAX_TEXT characters, however the case came in (the command reads a case file
 * and hands it to the library as data). A lot's id has at most MAX_LOT_ID
 * characters, the longest every route of the HTTP API takes.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { MAX_TEXT } from "../cases/kinds/lot.js";
import { RegisterError } from "./errors.js";
import type { CaseFile } from "./kinds.js";
import { MAX_LOT_ID, Register } from "./register.js";
import { openStore } from "./store.js";
import { CASK } from "./test-support/lots.js";

const find = parse(readFileSync(join("examples", "dl-vrag", "find-open-sea.yaml"), "utf8")) as CaseFile;

async function withRegister(fn: (r: Register) => Promise<void>): Promise<void> {
  const store = await openStore({ file: ":memory:" });
  try {
    await fn(new Register(store));
  } finally {
    await store.close();
  }
}

function registerError(e: unknown): RegisterError {
  assert.ok(e instanceof RegisterError, String(e));
  return e;
}

test("a case's title as long as a field may be becomes the description; one character more is refused at case.title", async () => {
  await withRegister(async (r) => {
    const title = "t".repeat(MAX_TEXT);
    const ok = await r.add({ actor: "clerk", case: { ...find, title } });
    assert.equal(ok.lot?.description, title);
    const e = registerError(
      await r.add({ actor: "clerk", case: { ...find, title: `${title}t` } }).catch((x: unknown) => x),
    );
    assert.equal(e.path, "case.title");
    assert.match(e.message, /at most 4,096 characters/);
    assert.equal((await r.list()).length, 1, "nothing more was lodged");
  });
});

test("a lot's id of MAX_LOT_ID characters is lodged; one character more is refused at id", async () => {
  await withRegister(async (r) => {
    const id = `L${"x".repeat(MAX_LOT_ID - 1)}`;
    await r.add({ actor: "clerk", fields: CASK, id });
    assert.ok(await r.findLot(id));
    const e = registerError(await r.add({ actor: "clerk", fields: CASK, id: `${id}x` }).catch((x: unknown) => x));
    assert.equal(e.path, "id");
    assert.match(e.message, new RegExp(`at most ${MAX_LOT_ID}`));
  });
});
