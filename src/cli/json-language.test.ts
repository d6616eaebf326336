/**
 * `decide --json --lang` answers as the server answers `?lang=`: the determination
 * put in its format as made, then said in the language, so that format 2 names each
 * rule's label once and its shape is the same in every language. Starts a server
 * on a loopback port, hence no shared process.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { openStore, type Store } from "../registry/store.js";
import { type Running, serve } from "../server/test-support/http.js";
import { runSealaw } from "./test-support/run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const NO_LOCALE = { LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined };

let store: Store;
let s: Running;
before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store);
});
after(async () => {
  await s.close();
  await store.close();
});

/** The command's and the server's answer to one example, in one language and format. */
async function both(example: string, lang: string, format: 1 | 2) {
  const file = join(root, "examples", example);
  const r = await runSealaw(["decide", file, "--json", "--lang", lang, "--format", String(format)], {
    cwd: root,
    env: NO_LOCALE,
  });
  assert.equal(r.status, 0, r.stderr);
  const a = await s.call(`/v1/decide?lang=${lang}&format=${format}`, {
    method: "POST",
    headers: { "content-type": "application/yaml", accept: "application/json" },
    body: readFileSync(file, "utf8"),
  });
  assert.equal(a.status, 200, a.text);
  assert.equal(a.headers.get("content-language"), lang);
  return { command: JSON.parse(r.stdout) as Record<string, unknown>, server: a.json() as Record<string, unknown> };
}

test("decide --json --lang da is the server's ?lang=da answer, format 2, for a Danish find", async () => {
  const { command, server } = await both("dl-vrag/find-anchor-in-the-sound.yaml", "da", 2);
  // Nothing differs: the determination names no file, and its receipt hashes the case's data.
  assert.deepEqual(command, server);
  // In Danish, by the Law's words (Danske Lov 4-1): the finder's bjergeløn, and year and day.
  const text = JSON.stringify(command);
  assert.match(text, /bjergeløn/);
  assert.match(text, /år og dag/);
});

test("format 2 in Danish names each rule once, as the English does", async () => {
  const { command } = await both("dl-vrag/find-anchor-in-the-sound.yaml", "da", 2);
  const english = await runSealaw(
    ["decide", join(root, "examples", "dl-vrag", "find-anchor-in-the-sound.yaml"), "--json", "--lang", "en"],
    { cwd: root, env: NO_LOCALE },
  );
  const en = JSON.parse(english.stdout) as { rules: Record<string, unknown> };
  const da = command as { rules: Record<string, unknown> };
  assert.deepEqual(Object.keys(da.rules).sort(), Object.keys(en.rules).sort());
  // The shape is the same in both: the same keys, the same lengths of lists.
  const shape = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(shape)
      : v && typeof v === "object"
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
        : typeof v;
  assert.deepEqual(shape(command), shape(en));
});

test("decide --json --lang de is the server's ?lang=de answer, format 1, for a Borkum salvage", async () => {
  const { command, server } = await both("borkum-1666/salvage-inside-reefs.yaml", "de", 1);
  // Nothing differs: the determination names no file, and its receipt hashes the case's data.
  assert.deepEqual(command, server);
  assert.match(JSON.stringify(command), /Bergegeld|Part/);
});
