// test: shared
/**
 * Security headers on every answer. The pages: a Content-Security-Policy that runs
 * scripts only from this server and no inline script (the built page holds none:
 * no inline <script>, no on… attribute, no javascript: URL), no framing, nosniff.
 * /docs: its own inline styles and nothing else (no script at all, no framing). The
 * API's answers, errors and refusals included: a policy that lets nothing load or
 * run and no framing, and nosniff.
 */

import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { STORES, type TestStore } from "../../src/registry/test-support/stores.js";
import { API_CSP } from "../../src/server/app.js";
import { DOCS_CSP } from "../../src/server/openapi.js";
import { PAGES_CSP } from "../../src/server/pages.js";
import { post, type Running, serve } from "../../src/server/test-support/http.js";

const sqlite = STORES[0];
if (!sqlite) throw new Error("no SQLite store kind");
const BUILT = join(import.meta.dirname, "..", "..", "dist", "web");

/** The policy's directives: "script-src 'self'" → script-src: ["'self'"]. */
function directives(csp: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const d of csp
    .split(";")
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [name, ...values] = d.split(/\s+/);
    m.set(name as string, values);
  }
  return m;
}

describe("security headers", () => {
  let t: TestStore;
  let s: Running;
  let dir: string;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "sealaw-headers-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "index.html"), '<!doctype html><script type="module" src="/assets/app-1.js"></script>');
    writeFileSync(join(dir, "assets", "app-1.js"), "console.log('pages')");
    writeFileSync(join(dir, "assets", "app-1.css"), "body{}");
    t = await sqlite.make();
    s = await serve(t.store, { logger: false, pagesDir: dir });
  });
  after(async () => {
    await s?.close();
    await t?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  test("the pages' policy allows no inline script, no other origin, no framing", () => {
    const d = directives(PAGES_CSP);
    assert.deepEqual(d.get("default-src"), ["'none'"]);
    assert.deepEqual(d.get("script-src"), ["'self'"]);
    assert.deepEqual(d.get("frame-ancestors"), ["'none'"]);
    assert.deepEqual(d.get("base-uri"), ["'none'"]);
    for (const [name, values] of d) {
      for (const v of values) {
        assert.ok(!/unsafe-|^\*$|^https?:|^data:$/.test(v) || (name === "img-src" && v === "data:"), `${name} ${v}`);
      }
    }
  });

  test("the built page holds no inline script, no handler attribute, no javascript: URL", () => {
    assert.ok(existsSync(join(BUILT, "index.html")), "the pages are built (npm test builds them first)");
    const files = [
      join(BUILT, "index.html"),
      ...readdirSync(join(BUILT, "assets"))
        .filter((f) => f.endsWith(".html"))
        .map((f) => join(BUILT, "assets", f)),
    ];
    for (const f of files) {
      const html = readFileSync(f, "utf8");
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) assert.match(tag, /\bsrc=/, `${f}: an inline <script>`);
      assert.doesNotMatch(html, /<script\b[^>]*>[^<\s]/i, `${f}: a script with a body`);
      assert.doesNotMatch(html, /\son[a-z]+\s*=/i, `${f}: an on… attribute`);
      assert.doesNotMatch(html, /javascript:/i, `${f}: a javascript: URL`);
    }
  });

  test("every kind of answer carries its headers", async () => {
    const page = [
      ["/", "GET"],
      ["/assets/app-1.js", "GET"],
      ["/assets/app-1.css", "GET"],
    ];
    for (const [path, method] of page) {
      const r = await s.call(path as string, { method: method as string });
      assert.equal(r.status, 200, path);
      assert.equal(r.headers.get("content-security-policy"), PAGES_CSP, path);
      assert.equal(r.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(r.headers.get("x-frame-options"), "DENY", path);
    }
    const docs = await s.call("/docs");
    assert.equal(docs.status, 200);
    assert.equal(docs.headers.get("content-security-policy"), DOCS_CSP);
    const d = directives(DOCS_CSP);
    assert.deepEqual(d.get("default-src"), ["'none'"], "so no script of any kind");
    assert.equal(d.has("script-src"), false);
    assert.deepEqual(d.get("style-src"), ["'unsafe-inline'"], "its own <style>, nothing else");
    assert.deepEqual(d.get("frame-ancestors"), ["'none'"]);
    assert.equal(docs.headers.get("x-content-type-options"), "nosniff");
    assert.doesNotMatch(docs.text, /<script|\son[a-z]+\s*=|javascript:/i, "the reference page has no script");
    assert.doesNotMatch(docs.text, /<(link|img|iframe|object|embed)\b/i, "and loads nothing");

    const api: [string, RequestInit, number][] = [
      ["/openapi.json", {}, 200],
      ["/healthz", {}, 200],
      ["/v1/provisions/dl-vrag%2F14", {}, 200],
      ["/v1/register/lots", {}, 200],
      ["/v1/register/export", {}, 200],
      ["/v1/nothing-here", {}, 404],
      ["/v1/register/lots", post({ fields: {} }), 401],
      ["/v1/decide", { method: "POST", headers: { "content-type": "application/json" }, body: "{" }, 422],
      ["/v1/register/due?by=soon", {}, 400],
      ["/v1/register/lots/a%00b", {}, 400],
    ];
    for (const [path, init, status] of api) {
      const r = await s.call(path, init);
      const what = `${init.method ?? "GET"} ${path}`;
      assert.equal(r.status, status, `${what}: ${r.text.slice(0, 200)}`);
      assert.equal(r.headers.get("content-security-policy"), API_CSP, what);
      assert.equal(r.headers.get("x-content-type-options"), "nosniff", what);
      assert.equal(r.headers.get("x-frame-options"), "DENY", what);
    }
    const a = directives(API_CSP);
    assert.deepEqual(a.get("default-src"), ["'none'"]);
    assert.deepEqual(a.get("frame-ancestors"), ["'none'"]);
  });
});
