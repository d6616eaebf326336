/**
 * The server's limits, each at its bound and one past it: a register write's body
 * and a case sent to /v1/decide with exactly as many bytes, values, levels of
 * nesting and characters in one text as the server takes are taken; one more is
 * refused with a 4xx problem that names the limit, and the server answers
 * /healthz after it. The numbers docs/input-limits.md gives for the server are
 * the numbers the code applies.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { parse } from "yaml";
import { DEFAULT_LIMITS, type InputLimits, limitsWith } from "../cases/limits.js";
import { MAX_NAMED_FIELDS } from "../core/suggest.js";
import { MAX_LOT_ID } from "../registry/register.js";
import type { Store } from "../registry/store.js";
import { openStore } from "../registry/store.js";
import { CASK } from "../registry/test-support/lots.js";
import { createToken } from "../registry/tokens.js";
import { settingsOf } from "./options.js";
import { MAX_PROBLEM_ITEMS } from "./problems.js";
import { type Answer, type Running, serve } from "./test-support/http.js";

/** The values of JSON data as the limits count them (keys, scalars and collections), and its nesting. */
function measure(v: unknown, level = 1): { values: number; depth: number } {
  if (v === null || typeof v !== "object") return { values: 1, depth: level - 1 };
  let values = 1;
  let depth = level;
  for (const [k, x] of Array.isArray(v) ? v.entries() : Object.entries(v)) {
    if (typeof k === "string") values++;
    const m = measure(x, level + 1);
    values += m.values;
    depth = Math.max(depth, m.depth);
  }
  return { values, depth };
}

/** Limits that a body just meets: its values, its depth, its bytes, and the default text. */
function limitsOf(body: unknown, bytes: number): InputLimits {
  const m = measure(body);
  return limitsWith({ nodes: m.values, depth: m.depth, bytes });
}

/** A JSON text of exactly `bytes` bytes: the data, then spaces. */
function padded(data: unknown, bytes: number): string {
  const text = JSON.stringify(data);
  assert.ok(Buffer.byteLength(text) <= bytes);
  return text + " ".repeat(bytes - Buffer.byteLength(text));
}

const BYTES = 64 * 1024;

async function call(s: Running, path: string, body: string, token?: string): Promise<Answer> {
  return s.call(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    ...(token ? { token } : {}),
  });
}

/** A refusal: a 4xx problem whose detail names `names`; then the server still answers. */
async function refused(s: Running, r: Answer, names: RegExp): Promise<void> {
  assert.ok(r.status >= 400 && r.status < 500, `${r.status}: ${r.text.slice(0, 300)}`);
  assert.match(r.type, /^application\/problem\+json/);
  assert.match((r.json() as { detail: string }).detail, names, r.text.slice(0, 300));
  assert.equal((await s.call("/healthz")).status, 200);
}

describe("a register write's body, at each limit and one past it", () => {
  // A lodging from fields; its reason is where one more value or level goes.
  const body = { fields: { ...CASK, description: "d" }, reason: "r" };
  let store: Store;
  let s: Running;
  let clerk: string;
  before(async () => {
    store = await openStore({ file: ":memory:" });
    s = await serve(store, { logger: false, limits: limitsOf(body, BYTES), now: () => "2026-01-01T00:00:00.000Z" });
    clerk = (await createToken(store, { actor: "the clerk", role: "clerk" })).token;
  });
  after(async () => {
    await s?.close();
    await store?.close();
  });
  const lodge = (text: string) => call(s, "/v1/register/lots?preview=true", text, clerk);

  test("values: as many as the limit are taken, one more is refused", async () => {
    assert.equal((await lodge(JSON.stringify(body))).status, 200);
    await refused(s, await lodge(JSON.stringify({ ...body, reason: ["r"] })), /limit "nodes"/);
  });

  test("depth: as deep as the limit is taken, one level more is refused", async () => {
    assert.equal(measure(body).depth, 2);
    assert.equal((await lodge(JSON.stringify(body))).status, 200);
    const deeper = { ...body, fields: { ...body.fields, description: ["d"] } };
    delete (deeper as { reason?: string }).reason;
    await refused(s, await lodge(JSON.stringify(deeper)), /limit "depth"/);
  });

  test("text: a text as long as the limit is taken, one character more is refused", async () => {
    const at = { ...body, reason: "r".repeat(DEFAULT_LIMITS.text) };
    assert.equal((await lodge(JSON.stringify(at))).status, 200);
    const past = await lodge(JSON.stringify({ ...body, reason: "r".repeat(DEFAULT_LIMITS.text + 1) }));
    await refused(s, past, /limit "text"/);
    assert.equal((past.json() as { errors: { path: string }[] }).errors[0]?.path, "body.reason");
  });

  test("bytes: a body as large as the limit is taken, one byte more is refused", async () => {
    assert.equal((await lodge(padded(body, BYTES))).status, 200);
    const r = await lodge(padded(body, BYTES + 1));
    assert.equal(r.status, 413);
    await refused(s, r, /too large/);
  });
});

describe("a case sent to /v1/decide, at each limit and one past it", () => {
  const example = parse(readFileSync(join("examples", "dl-vrag", "find-open-sea.yaml"), "utf8")) as Record<
    string,
    unknown
  >;
  const base = { ...example, description: "d" };
  let store: Store;
  let s: Running;
  before(async () => {
    store = await openStore({ file: ":memory:" });
    s = await serve(store, { logger: false, limits: limitsOf(base, BYTES) });
  });
  after(async () => {
    await s?.close();
    await store?.close();
  });
  const decide = (text: string) => call(s, "/v1/decide", text);

  test("values: as many as the limit are taken, one more is refused", async () => {
    assert.equal((await decide(JSON.stringify(base))).status, 200);
    await refused(s, await decide(JSON.stringify({ ...base, description: ["d"] })), /values, the limit/);
  });

  test("depth: as deep as the limit is taken, one level more is refused", async () => {
    const depth = measure(base).depth;
    assert.equal((await decide(JSON.stringify(base))).status, 200);
    // The description, a text at level 1, made a list nested one level past the deepest of the case.
    let deeper: unknown = "d";
    for (let i = 0; i < depth; i++) deeper = [deeper];
    const { description: _, ...rest } = base;
    // First in the text, so that it is past the depth before the case is past the count of values.
    const past = await decide(JSON.stringify({ description: deeper, ...rest }));
    await refused(s, past, /levels of nesting, the limit/);
  });

  test("text: a text as long as the limit is taken, one character more is refused", async () => {
    const at = await decide(JSON.stringify({ ...base, description: "d".repeat(DEFAULT_LIMITS.text) }));
    assert.equal(at.status, 200, at.text.slice(0, 300));
    const past = await decide(JSON.stringify({ ...base, description: "d".repeat(DEFAULT_LIMITS.text + 1) }));
    await refused(s, past, /characters in one text, the limit/);
  });

  test("bytes: a case as large as the limit is taken, one byte more is refused", async () => {
    assert.equal((await decide(padded(base, BYTES))).status, 200);
    const r = await decide(padded(base, BYTES + 1));
    assert.equal(r.status, 413);
    await refused(s, r, /too large/);
  });
});

describe("docs/input-limits.md gives the numbers the server applies", () => {
  const doc = readFileSync(join("docs", "input-limits.md"), "utf8");
  const section = doc.slice(doc.indexOf("## What the server applies"));
  /** The default the section's table gives for a bound, as a number. */
  const given = (bound: string): number => {
    const row = section.split("\n").find((l) => l.startsWith(`| ${bound} |`));
    assert.ok(row, `a row for ${bound}`);
    const cell = (row.split("|")[2] ?? "").trim();
    return Number((/^[\d,]+/.exec(cell)?.[0] ?? "").replaceAll(",", ""));
  };

  test("each bound of the table, from the constants the code reads", () => {
    assert.ok(section.length > 0);
    const settings = settingsOf({ store: undefined as unknown as Store });
    assert.equal(given("bytes of a body"), DEFAULT_LIMITS.bytes);
    assert.equal(given("bytes of a batch or an import"), settings.batchBytes);
    assert.equal(given("values"), settings.limits.nodes);
    assert.equal(given("depth"), settings.limits.depth);
    assert.equal(given("text"), settings.limits.text);
    assert.equal(given("unknown fields named"), MAX_NAMED_FIELDS);
    assert.equal(given("problems listed"), MAX_PROBLEM_ITEMS);
    assert.equal(given("a lot's id"), MAX_LOT_ID);
  });
});
