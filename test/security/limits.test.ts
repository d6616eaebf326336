/**
 * No body, id or path brings the server down or makes it work for nothing: a
 * clerk's body nested a thousand deep, one of 300,000 keys, one of 120,000
 * unknown fields, a lodging whose case has a title of megabytes, an id longer than
 * the routes take, a path that is not percent-encoding. Each is answered with a
 * 4xx problem document, small, with the request id and the headers of every
 * answer, and the server still answers /healthz after it. A lot whose id is as
 * long as the bound is lodged and reached by every route, and a case's title as
 * long as a field may be is taken.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { parse } from "yaml";
import type { Store } from "../../src/registry/store.js";
import { openStore } from "../../src/registry/store.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { createToken } from "../../src/registry/tokens.js";
import { hostileRequests } from "../../src/server/test-support/hostile.js";
import { post, type Running, serve } from "../../src/server/test-support/http.js";

let store: Store;
let s: Running;
const tokens: Record<"clerk" | "admin", string> = { clerk: "", admin: "" };

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store, { logger: false, now: () => "2026-01-01T00:00:00.000Z" });
  tokens.clerk = (await createToken(store, { actor: "the clerk", role: "clerk" })).token;
  tokens.admin = (await createToken(store, { actor: "the admin", role: "admin" })).token;
});
after(async () => {
  await s?.close();
  await store?.close();
});

/** The server still answers. */
async function healthy(after: string): Promise<void> {
  const h = await s.call("/healthz");
  assert.equal(h.status, 200, `after ${after}: /healthz answered ${h.status}`);
}

describe("hostile requests are refused with a small problem, and the server answers after each", () => {
  for (const h of hostileRequests()) {
    test(h.what, async () => {
      const headers: Record<string, string> = { "x-request-id": "hostile-1" };
      if (h.body !== undefined) headers["content-type"] = "application/json";
      if (h.as) headers.authorization = `Bearer ${tokens[h.as]}`;
      const r = await s.call(h.path, { method: h.method, headers, ...(h.body !== undefined ? { body: h.body } : {}) });
      assert.equal(r.status, h.status, `${h.what}: ${r.status} ${r.text.slice(0, 300)}`);
      assert.match(r.type, /^application\/problem\+json/);
      const p = r.json() as { type: string; detail: string; instance?: string };
      assert.equal(p.type, `urn:sealaw:problem:${h.problem}`, r.text.slice(0, 300));
      if (h.names) assert.match(p.detail, h.names);
      assert.ok(r.text.length < 16_384, `the answer is small (${r.text.length} characters)`);
      assert.equal(r.headers.get("x-request-id"), "hostile-1");
      assert.equal(p.instance, "hostile-1");
      assert.equal(r.headers.get("x-content-type-options"), "nosniff");
      assert.match(r.headers.get("content-security-policy") ?? "", /default-src 'none'/);
      await healthy(h.what);
    });
  }
});

describe("the bounds themselves are taken", () => {
  test("a lot whose id has 200 characters is lodged, and every route of the lot takes its id", async () => {
    const id = `L${"x".repeat(199)}`;
    const made = await s.call("/v1/register/lots", post({ fields: CASK, id }, tokens.clerk));
    assert.equal(made.status, 201, made.text.slice(0, 300));
    for (const path of [`/v1/register/lots/${id}`, `/v1/register/lots/${id}/history`]) {
      const r = await s.call(path);
      assert.equal(r.status, 200, `${path.slice(0, 40)}…: ${r.text.slice(0, 200)}`);
    }
    const claim = await s.call(
      `/v1/register/lots/${id}/claims?preview=true`,
      post({ claimant: "Hans Jensen", date: "1690-06-01" }, tokens.clerk),
    );
    assert.notEqual(claim.status, 414);
    assert.ok(claim.status < 500, claim.text.slice(0, 300));
    assert.notEqual((claim.json() as { type?: string }).type, "urn:sealaw:problem:not-found", claim.text.slice(0, 300));
    await healthy("a lot of a 200-character id");
  });

  test("a lodging from a case whose title has 4,096 characters is taken, the title its description", async () => {
    const data = parse(readFileSync(join("examples", "dl-vrag", "find-open-sea.yaml"), "utf8")) as Record<
      string,
      unknown
    >;
    const title = "t".repeat(4096);
    const r = await s.call("/v1/register/lots?preview=true", post({ case: { ...data, title } }, tokens.clerk));
    assert.equal(r.status, 200, r.text.slice(0, 300));
    assert.equal((r.json() as { lot: { description: string } }).lot.description, title);
    await healthy("a title of 4,096 characters");
  });
});
