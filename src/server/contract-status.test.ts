// test: shared
/**
 * The API's statuses and its register writes, as docs/http-api.md states them:
 * an unknown thing is 404 on every route; a method a path does not have is 405
 * with Allow; a 401 names what the route needs; a JSON body that names a key
 * twice, or a key `__proto__`, is refused and says so; a register write refuses
 * a field it does not know (naming the nearest known one) and a text over 4,096
 * characters, and its case is held to the limits of /v1/decide.
 */

import assert from "node:assert/strict";
import { request } from "node:http";
import { after, before, describe, test } from "node:test";
import fc from "fast-check";
import { limitsWith } from "../cases/limits.js";
import type { Store } from "../registry/store.js";
import { openStore } from "../registry/store.js";
import { CASK } from "../registry/test-support/lots.js";
import { createToken } from "../registry/tokens.js";
import { DATE_PATTERN, dateFault } from "./register.js";
import { MAX_TEXT } from "./schemas.js";
import { post, type Running, serve } from "./test-support/http.js";

let store: Store;
let s: Running;
let clerk: string;
let admin: string;

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store, { now: () => "2026-01-01T00:00:00.000Z", limits: limitsWith({ nodes: 1000 }) });
  clerk = (await createToken(store, { actor: "the clerk", role: "clerk" })).token;
  admin = (await createToken(store, { actor: "the admin", role: "admin" })).token;
  const lodged = await s.call("/v1/register/lots", post({ fields: CASK, id: "cask" }, clerk));
  assert.equal(lodged.status, 201, lodged.text);
});
after(async () => {
  await s.close();
  await store.close();
});

/** The detail of a problem answer. */
function detail(a: { json(): unknown }): string {
  return (a.json() as { detail: string }).detail;
}

/** A raw request, for methods and bodies fetch will not send. */
function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const u = new URL(s.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
    const r = request({ host: u.hostname, port: u.port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    r.on("error", reject);
    r.end(body);
  });
}

describe("statuses that agree", () => {
  test("an unknown statute is 404 on /v1/provisions and /v1/readings alike", async () => {
    for (const path of ["/v1/provisions?statute=nope", "/v1/readings?statute=nope", "/v1/readings?statute="]) {
      const r = await s.call(path);
      assert.equal(r.status, 404, `${path}: ${r.text}`);
      assert.match(r.type, /^application\/problem\+json/);
    }
  });

  test("an unknown lot is 404 on a read and on every write", async () => {
    assert.equal((await s.call("/v1/register/lots/nolot")).status, 404);
    const writes: [string, unknown][] = [
      ["claims", { claimant: "Hans", date: "1690-08-10" }],
      ["sales", { date: "1690-08-10", price: "3" }],
      ["payments", { date: "1690-08-10", from: "office", to: "finder", amount: "1" }],
      ["costs", { date: "1690-08-10", amount: "1" }],
    ];
    for (const [what, body] of writes) {
      const r = await s.call(`/v1/register/lots/nolot/${what}`, post(body, clerk));
      assert.equal(r.status, 404, `${what}: ${r.text}`);
      assert.match(detail(r), /unknown lot "nolot"/);
    }
  });

  test("a method a path does not have is 405 with Allow; an unknown path stays 404", async () => {
    for (const method of ["TRACE", "QUERY", "PUT", "PATCH", "DELETE"]) {
      const r = await raw(method, "/v1/register/lots");
      assert.equal(r.status, 405, `${method}: ${r.text}`);
      assert.equal(r.headers.allow, "GET, HEAD, POST");
      assert.equal(JSON.parse(r.text).type, "urn:sealaw:problem:method-not-allowed");
    }
    const one = await raw("POST", "/v1/register/lots/cask");
    assert.equal(one.status, 405);
    assert.equal(one.headers.allow, "GET, HEAD");
    assert.equal((await raw("PUT", "/v1/no/such/thing")).status, 404);
  });

  test("a count is an integer written in digits: an exponent, a sign or a space is refused", async () => {
    const c = "version: 1\nstatute: borkum-1666\nkind: salvage\nfacts: {}\n";
    for (const v of ["1e3", "+5", " 5", "05", "0"]) {
      const r = await s.call(`/v1/sensitivity?maxDecisions=${encodeURIComponent(v)}`, {
        method: "POST",
        headers: { "content-type": "application/yaml" },
        body: c,
      });
      assert.equal(r.status, 400, `${v}: ${r.text.slice(0, 200)}`);
    }
  });

  test("a 401 names what the route needs, a read as much as a write", async () => {
    const r = await s.call("/v1/tokens");
    assert.equal(r.status, 401);
    assert.match(detail(r), /needs a bearer token of the role admin/);
    assert.doesNotMatch(detail(r), /writing to the register/);
  });

  test("a JSON body that names a key twice is refused, as a case file is", async () => {
    const r = await raw("POST", "/v1/tokens", '{"actor": "a", "role": "clerk", "role": "admin"}', {
      "content-type": "application/json",
      authorization: `Bearer ${admin}`,
    });
    assert.equal(r.status, 400, r.text);
    assert.match(JSON.parse(r.text).detail, /role/);
    assert.match(JSON.parse(r.text).detail, /[Dd]uplicate|twice|unique/);
  });

  test("a __proto__ key is named as such, not called invalid JSON", async () => {
    const r = await raw("POST", "/v1/register/lots", `{"__proto__": {"x": 1}, "fields": ${JSON.stringify(CASK)}}`, {
      "content-type": "application/json",
      authorization: `Bearer ${clerk}`,
    });
    assert.equal(r.status, 400, r.text);
    const p = JSON.parse(r.text);
    assert.match(p.detail, /__proto__/);
    assert.doesNotMatch(p.detail, /not valid JSON/);
  });
});

describe("register writes are strict and bounded", () => {
  test("an unknown field is refused with the nearest known name, and nothing is written", async () => {
    const before = (await s.call("/v1/register/lots")).json() as unknown[];
    const { value: _v, foundAt: _f, ...rest } = CASK;
    const r = await s.call(
      "/v1/register/lots",
      post({ fields: { ...rest, valeu: "36", foundAT: "sea" }, id: "typo" }, clerk),
    );
    assert.equal(r.status, 400, r.text);
    const said = detail(r);
    assert.match(said, /unknown field "valeu"; did you mean "value"\?/);
    assert.match(said, /unknown field "foundAT"; did you mean "foundAt"\?/);
    const top = await s.call(
      "/v1/register/lots/cask/claims",
      post({ claimant: "H", date: "1690-08-10", bogus: 1 }, clerk),
    );
    assert.equal(top.status, 400, top.text);
    assert.match(detail(top), /unknown field "bogus"/);
    assert.equal(((await s.call("/v1/register/lots")).json() as unknown[]).length, before.length);
  });

  test("a text longer than the bound is refused, the bound itself is taken", async () => {
    const long = await s.call(
      "/v1/register/lots?preview=true",
      post({ fields: { ...CASK, description: "x".repeat(MAX_TEXT + 1) } }, clerk),
    );
    assert.equal(long.status, 400, long.text.slice(0, 300));
    assert.match(detail(long), /at most 4,096 characters/);
    const ok = await s.call(
      "/v1/register/lots?preview=true",
      post({ fields: { ...CASK, description: "x".repeat(MAX_TEXT) } }, clerk),
    );
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    assert.ok(ok.text.length < 64 * MAX_TEXT, `a preview's answer is bounded (${ok.text.length} characters)`);
  });

  test("neither case nor fields, or both, is refused by the document's own rule", async () => {
    for (const body of [{}, { case: { statute: "dl-vrag", kind: "find" }, fields: CASK }]) {
      const r = await s.call("/v1/register/lots", post(body, clerk));
      assert.equal(r.status, 400, r.text);
      assert.match(detail(r), /exactly one of the two/);
    }
  });

  test("a lodging past the case limits is refused before anything is read into the register", async () => {
    const extra = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    const r = await s.call("/v1/register/lots", post({ fields: CASK, case: extra }, clerk));
    assert.equal(r.status, 400, r.text.slice(0, 300));
    assert.match(detail(r), /values|limit/);
  });

  test("the document's pattern of a day takes exactly the days the calendar has", () => {
    const pattern = new RegExp(DATE_PATTERN);
    const d2 = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, "0"));
    const day = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.oneof(d2, fc.integer({ min: 0, max: 13 }).map(String)), d2)
      .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${m.padStart(2, "0")}-${d}`);
    fc.assert(
      fc.property(day, (t) => assert.equal(pattern.test(t), dateFault(t) === undefined, t)),
      { numRuns: 5000 },
    );
    for (const t of ["1700-02-29", "1600-02-29", "0004-02-29", "1690-12-31", "0001-01-01", "9999-12-31"])
      assert.ok(pattern.test(t) && dateFault(t) === undefined, t);
    for (const t of ["1701-02-29", "0000-01-01", "1690-13-01", "1690-04-31", "1690-00-10"])
      assert.ok(!pattern.test(t) && dateFault(t) !== undefined, t);
  });

  test("a date the calendar does not have fits no schema and is refused with the calendar's reason", async () => {
    const r = await s.call("/v1/register/due?by=0000-00-00");
    assert.equal(r.status, 400, r.text);
    const cost = await s.call("/v1/register/lots/cask/costs", post({ date: "1690-13-01", amount: "2" }, clerk));
    assert.equal(cost.status, 400, cost.text);
    const p = cost.json() as { errors: { path: string; message: string }[] };
    assert.equal(p.errors[0]?.path, "body.date");
    assert.match(p.errors[0]?.message ?? "", /month 13/);
    assert.equal((await s.call("/v1/register/due?by=1700-02-29")).status, 200, "Julian leap day");
  });
});
