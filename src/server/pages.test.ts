// test: shared
/**
 * What the web pages need of the server: the pages themselves at / with their
 * security headers (and a plain page saying how to build them when they are not),
 * no file read by a name the client gives, who a token stands for (/v1/whoami),
 * a register write previewed without being written (?preview=true), and the
 * provisions each example cites (GET /v1/examples).
 */

import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import { Register } from "../registry/register.js";
import { CASK } from "../registry/test-support/lots.js";
import { STORES } from "../registry/test-support/stores.js";
import { createToken } from "../registry/tokens.js";
import { PAGES_CSP } from "./pages.js";
import { post, serve } from "./test-support/http.js";

function builtPages(): string {
  const dir = mkdtempSync(join(tmpdir(), "sealaw-pages-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<!doctype html><script type="module" src="/assets/app-1.js"></script>');
  writeFileSync(join(dir, "assets", "app-1.js"), "console.log('pages')");
  return dir;
}

const sqlite = STORES[0];
if (!sqlite) throw new Error("no SQLite store kind");

describe("the web pages on the server", () => {
  test("/ and /assets/* are the built files, with the pages' security headers", async () => {
    const t = await sqlite.make();
    const dir = builtPages();
    const s = await serve(t.store, { pagesDir: dir });
    try {
      const page = await s.call("/");
      assert.equal(page.status, 200);
      assert.match(page.type, /^text\/html/);
      assert.match(page.text, /app-1\.js/);
      assert.equal(page.headers.get("content-security-policy"), PAGES_CSP);
      assert.equal(page.headers.get("x-content-type-options"), "nosniff");
      assert.equal(page.headers.get("x-frame-options"), "DENY");
      assert.equal(page.headers.get("cache-control"), "no-cache");
      const js = await s.call("/assets/app-1.js");
      assert.equal(js.status, 200);
      assert.match(js.type, /^text\/javascript/);
      assert.match(js.headers.get("cache-control") ?? "", /immutable/);
      for (const probe of [
        "/assets/../index.html",
        "/assets/%2e%2e/%2e%2e/package.json",
        "/etc/passwd",
        "/index.html",
      ]) {
        const r = await s.call(probe);
        assert.notEqual(r.status, 200, `${probe} must not be served as a file`);
      }
      writeFileSync(join(dir, "assets", "later.js"), "added after start");
      assert.equal((await s.call("/assets/later.js")).status, 404, "only the files present at start are served");
    } finally {
      await s.close();
      await t.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("without built pages, / says how to build them (503) and the API still answers", async () => {
    const t = await sqlite.make();
    const s = await serve(t.store, { pagesDir: join(tmpdir(), "sealaw-no-such-pages") });
    try {
      const page = await s.call("/");
      assert.equal(page.status, 503);
      assert.match(page.text, /npm run build/);
      assert.equal((await s.call("/healthz")).status, 200);
    } finally {
      await s.close();
      await t.cleanup();
    }
  });

  test("every answer, API ones too, says nosniff", async () => {
    const t = await sqlite.make();
    const s = await serve(t.store);
    try {
      for (const p of ["/healthz", "/v1/readings", "/no-such-route"]) {
        assert.equal((await s.call(p)).headers.get("x-content-type-options"), "nosniff", p);
      }
    } finally {
      await s.close();
      await t.cleanup();
    }
  });

  test("GET /v1/examples names each example's kind and the provisions its determination cites", async () => {
    const t = await sqlite.make();
    const s = await serve(t.store);
    try {
      const list = (await s.call("/v1/examples")).json() as { name: string; kind?: string; provisions: string[] }[];
      const cask = list.find((x) => x.name === "dl-vrag/find-open-sea");
      assert.ok(cask, "the open-sea find is listed");
      assert.equal(cask.kind, "find");
      assert.ok(cask.provisions.includes("dl-vrag/19"), cask.provisions.join(", "));
      assert.ok(!cask.provisions.some((p) => p.startsWith("borkum")), "only what it cites");
      const reefs = list.find((x) => x.name === "borkum-1666/salvage-inside-reefs");
      assert.ok(reefs?.provisions.includes("borkum-1666/6.3"), reefs?.provisions.join(", "));
      assert.ok(list.every((x) => Array.isArray(x.provisions)));
    } finally {
      await s.close();
      await t.cleanup();
    }
  });
});

describe("whoami and previews", () => {
  test("GET /v1/whoami: 401 without a valid token, else the token's actor, role and the roles it includes", async () => {
    const t = await sqlite.make();
    const s = await serve(t.store);
    try {
      assert.equal((await s.call("/v1/whoami")).status, 401);
      assert.equal((await s.call("/v1/whoami", { token: "sealaw_forged_token" })).status, 401);
      const officer = (await createToken(t.store, { actor: "the officer", role: "officer" })).token;
      const me = await s.call("/v1/whoami", { token: officer });
      assert.equal(me.status, 200, me.text);
      assert.deepEqual(me.json(), { actor: "the officer", role: "officer", includes: ["clerk", "officer"] });
    } finally {
      await s.close();
      await t.cleanup();
    }
  });

  test("?preview=true answers what a write would record and what the law decides, and writes nothing", async () => {
    const t = await sqlite.make();
    const s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z" });
    try {
      const clerk = (await createToken(t.store, { actor: "Jens the clerk", role: "clerk" })).token;
      const before = await new Register(t.store).head();
      const seen = await s.call("/v1/register/lots?preview=true", post({ fields: CASK, id: "cask" }, clerk));
      assert.equal(seen.status, 200, seen.text);
      const body = seen.json() as { preview: boolean; seq: number; determination?: { allocations: unknown[] } };
      assert.equal(body.preview, true);
      assert.equal(body.seq, before.seq + 1);
      assert.ok(body.determination && body.determination.allocations.length > 0, "the law's answer is shown");
      assert.deepEqual(await new Register(t.store).head(), before, "nothing was written");
      assert.equal((await s.call("/v1/register/lots/cask")).status, 404);
      // A preview is refused as the write would be: without a token, and for a refusal of the law.
      assert.equal((await s.call("/v1/register/lots?preview=true", post({ fields: CASK }))).status, 401);
      const lodged = await s.call("/v1/register/lots", post({ fields: CASK, id: "cask" }, clerk));
      assert.equal(lodged.status, 201, lodged.text);
      const early = await s.call(
        "/v1/register/lots/cask/dispositions?preview=true",
        post({ date: "1690-08-12", to: "owner" }, (await createToken(t.store, { actor: "o", role: "officer" })).token),
      );
      assert.equal(early.status, 422, early.text);
      const claim = await s.call(
        "/v1/register/lots/cask/claims?preview=true",
        post({ claimant: "Hans Nielsen", date: "1690-08-10" }, clerk),
      );
      assert.equal(claim.status, 200, claim.text);
      const history = (await s.call("/v1/register/lots/cask/history")).json() as unknown[];
      assert.equal(history.length, 1, "only the lodging is in the lot's history");
    } finally {
      await s.close();
      await t.cleanup();
    }
  });
});

describe("a register refusal about one field", () => {
  test("names the field of the request, with the calendar's reason, so a form can show it beside the field", async () => {
    const t = await sqlite.make();
    const s = await serve(t.store);
    try {
      const clerk = (await createToken(t.store, { actor: "Jens the clerk", role: "clerk" })).token;
      assert.equal((await s.call("/v1/register/lots", post({ fields: CASK, id: "cask" }, clerk))).status, 201);
      const bad = await s.call(
        "/v1/register/lots/cask/costs?preview=true",
        post({ date: "1690-13-01", amount: "2" }, clerk),
      );
      // A day no calendar has fits no schema of the document: 400, with the calendar's reason at its field.
      assert.equal(bad.status, 400, bad.text);
      const p = bad.json() as { type: string; errors?: { path: string; message: string }[] };
      assert.equal(p.type, "urn:sealaw:problem:invalid-request");
      assert.equal(p.errors?.[0]?.path, "body.date");
      assert.match(p.errors?.[0]?.message ?? "", /month 13/);
      const early = await s.call("/v1/register/lots/cask/costs", post({ date: "1600-01-01", amount: "2" }, clerk));
      assert.equal((early.json() as { errors?: { path: string }[] }).errors?.[0]?.path, "body.date");
    } finally {
      await s.close();
      await t.cleanup();
    }
  });
});
