/**
 * The OpenAPI document gives a client generated from it with default settings
 * what it needs, and the server does what the document says: each answer names
 * the schema of what it is (a determination, a report, a lot) rather than an
 * object of unknown fields; each body has one media type, JSON where a case is
 * sent; lines of JSON are text; a provision's id can go in a path unencoded;
 * the headers (the request's id, the rate limit, Retry-After, Location, ETag)
 * are stated and sent; the law's answers carry an ETag, may be kept, and a
 * request that names the tag it holds is answered 304.
 */

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { openStore, type Store } from "../registry/store.js";
import { CASK } from "../registry/test-support/lots.js";
import { createToken } from "../registry/tokens.js";
import { post, type Running, serve } from "./test-support/http.js";

type Obj = Record<string, unknown>;

let store: Store;
let s: Running;
let doc: Obj;

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store);
  doc = (await s.call("/openapi.json")).json() as Obj;
});
after(async () => {
  await s.close();
  await store.close();
});

function op(method: string, path: string): Obj {
  const o = (doc.paths as Record<string, Record<string, Obj>>)[path]?.[method];
  assert.ok(o, `${method} ${path} is documented`);
  return o;
}

function answer(method: string, path: string, status: number): Obj {
  const r = (op(method, path).responses as Record<string, Obj>)[String(status)];
  assert.ok(r, `${method} ${path} documents ${status}`);
  return r;
}

function schemaOf(method: string, path: string, status: number, type = "application/json"): Obj {
  return ((answer(method, path, status).content as Record<string, { schema: Obj }>)[type] ?? { schema: {} }).schema;
}

describe("the OpenAPI document, for a generated client", () => {
  test("each answer of deciding, asking, analysing and the register names its schema, made from the library's", () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    assert.deepEqual(schemaOf("post", "/v1/decide", 200), {
      anyOf: [ref("Determination"), ref("DeterminationFormat1")],
    });
    assert.deepEqual(schemaOf("post", "/v1/questions", 200), ref("QuestionsReport"));
    assert.deepEqual(schemaOf("post", "/v1/compare", 200), ref("Comparison"));
    assert.deepEqual(schemaOf("post", "/v1/sensitivity", 200), ref("SensitivityReport"));
    assert.deepEqual(schemaOf("post", "/v1/sensitivity/one-at-a-time", 200), ref("OneAtATimeReport"));
    assert.deepEqual(schemaOf("post", "/v1/whatif", 200), ref("WhatIfReport"));
    assert.deepEqual(schemaOf("get", "/v1/register/lots/{lot}", 200), ref("ShownLot"));
    const schemas = (doc.components as { schemas: Record<string, Obj> }).schemas;
    // Not an object of unknown fields: each names what it holds, as the determination's own schema does.
    const d = schemas.Determination as { properties: Obj; required: string[] };
    for (const f of ["format", "allocations", "funds", "rules", "explanation", "receipt"])
      assert.ok(f in d.properties && d.required.includes(f), `Determination.${f}`);
    const one = schemas.DeterminationFormat1 as { properties: Obj };
    assert.ok("allocations" in one.properties && !("rules" in one.properties));
    assert.deepEqual((schemas.ShownLot as { properties: Obj }).properties.determination, ref("DeterminationFormat1"));
    for (const [name, field] of [
      ["QuestionsReport", "needed"],
      ["Comparison", "left"],
      ["SensitivityReport", "relevant"],
      ["OneAtATimeReport", "flips"],
      ["WhatIfReport", "results"],
    ] as const) {
      assert.ok(field in ((schemas[name] as { properties?: Obj }).properties ?? {}), `${name}.${field}`);
    }
    // Every reference leads somewhere.
    const text = JSON.stringify(doc);
    for (const m of text.matchAll(/"#\/components\/(schemas|headers)\/([^"]+)"/g)) {
      const group = (doc.components as Record<string, Obj>)[m[1] as string] as Obj;
      assert.ok((m[2] as string) in group, `${m[0]} is there`);
    }
  });

  test("each body has one media type a client sends by default, JSON where a case is sent (YAML second); lines of JSON are text", () => {
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Obj>>)) {
      for (const [method, o] of Object.entries(ops)) {
        const content = (o.requestBody as { content?: Obj } | undefined)?.content;
        if (content === undefined) continue;
        const [first, ...others] = Object.keys(content);
        assert.ok(
          first === "application/json" ? others.every((t) => t === "application/yaml") : others.length === 0,
          `${method} ${path}: ${Object.keys(content).join(", ")}`,
        );
      }
    }
    const body = (method: string, path: string) => (op(method, path).requestBody as { content: Obj }).content;
    for (const path of ["/v1/decide", "/v1/questions", "/v1/compare", "/v1/sensitivity", "/v1/whatif"]) {
      assert.deepEqual(Object.keys(body("post", path)), ["application/json", "application/yaml"], path);
      assert.equal((body("post", path)["application/yaml"] as { schema: Obj }).schema.type, "string", path);
    }
    assert.equal((body("post", "/v1/decide/batch")["application/x-ndjson"] as { schema: Obj }).schema.type, "string");
    assert.equal(schemaOf("post", "/v1/decide/batch", 200, "application/x-ndjson").type, "string");
    assert.equal(schemaOf("get", "/v1/register/export", 200, "application/jsonl").type, "string");
  });

  test("a provision's id goes in a path with a ~ for its slash, unencoded, beside the percent-encoded form", async () => {
    const tilde = await s.call("/v1/provisions/dl-vrag~19");
    const encoded = await s.call("/v1/provisions/dl-vrag%2F19");
    assert.equal(tilde.status, 200, tilde.text);
    assert.equal((tilde.json() as { id: string }).id, "dl-vrag/19");
    assert.equal(tilde.text, encoded.text);
    const unknown = await s.call("/v1/provisions/dl-vrag~999");
    assert.equal(unknown.status, 404);
    assert.match((unknown.json() as { detail: string }).detail, /dl-vrag\/999/);
    const id = ((op("get", "/v1/provisions/{id}").parameters as Obj[]).find((p) => p.name === "id") ?? {}) as {
      description?: string;
      schema?: { description?: string };
    };
    assert.match(id.description ?? id.schema?.description ?? "", /~/);
  });

  test("the headers are stated: the request's id on every answer, the rate limit, Retry-After on 429, Location on 201", () => {
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Obj>>)) {
      for (const [method, o] of Object.entries(ops)) {
        for (const [status, r] of Object.entries(o.responses as Record<string, { headers?: Obj }>)) {
          if (status !== "408")
            assert.ok(r.headers?.["X-Request-Id"], `${method} ${path} ${status} states X-Request-Id`);
          if (status === "429") assert.ok(r.headers?.["Retry-After"], `${method} ${path} 429 states Retry-After`);
        }
      }
    }
    const limited = answer("post", "/v1/decide", 200).headers as Obj;
    for (const h of ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"]) assert.ok(h in limited, h);
    assert.ok((answer("post", "/v1/register/lots", 201).headers as Obj).Location);
    assert.ok((answer("post", "/v1/register/lots/{lot}/payments", 201).headers as Obj).Location);
    assert.ok((answer("post", "/v1/tokens", 201).headers as Obj).Location);
    for (const name of ["RequestId", "RateLimitLimit", "RetryAfter", "Location", "ETag", "CacheControl"])
      assert.ok(name in ((doc.components as { headers: Obj }).headers ?? {}), name);
  });

  test("the law's GETs state their ETag and Cache-Control, and 304", () => {
    for (const path of ["/v1/provisions", "/v1/provisions/{id}", "/v1/readings", "/v1/schema/{kind}", "/v1/statutes"]) {
      const ok = answer("get", path, 200).headers as Obj;
      assert.ok(ok.ETag && ok["Cache-Control"], path);
      assert.ok(answer("get", path, 304), path);
    }
  });
});

describe("the server does as the document says", () => {
  test("the law's answers carry an ETag and Cache-Control; If-None-Match with the tag is answered 304 with no body", async () => {
    for (const path of [
      "/v1/provisions?statute=borkum-1666",
      "/v1/provisions/borkum-1666~6.3",
      "/v1/readings",
      "/v1/schema/salvage",
      "/v1/statutes",
      "/v1/examples/borkum-1666/salvage-inside-reefs",
    ]) {
      const first = await s.call(path);
      assert.equal(first.status, 200, path);
      const tag = first.headers.get("etag") ?? "";
      assert.match(tag, /^"[A-Za-z0-9_-]+"$/, path);
      assert.match(first.headers.get("cache-control") ?? "", /max-age=\d+/, path);
      const again = await s.call(path);
      assert.equal(again.headers.get("etag"), tag, `${path}: the same answer has the same tag`);
      const kept = await s.call(path, { headers: { "if-none-match": tag } });
      assert.equal(kept.status, 304, path);
      assert.equal(kept.text, "", path);
      assert.equal(kept.headers.get("etag"), tag, path);
      assert.equal((await s.call(path, { headers: { "if-none-match": `W/${tag}` } })).status, 304, `${path}: weakly`);
      const other = await s.call(path, { headers: { "if-none-match": '"something-else"' } });
      assert.equal(other.status, 200, path);
      assert.equal(other.text, first.text, path);
    }
    // Different answers have different tags.
    const a = (await s.call("/v1/schema/salvage")).headers.get("etag");
    const b = (await s.call("/v1/schema/find")).headers.get("etag");
    assert.notEqual(a, b);
    // A problem is not kept.
    const missing = await s.call("/v1/provisions/borkum-1666~99");
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get("etag"), null);
  });

  test("a lot lodged or written to, and a token made, are answered 201 with their Location", async () => {
    const admin = (await createToken(store, { actor: "the admin", role: "admin" })).token;
    const lodged = await s.call("/v1/register/lots", post({ fields: CASK, id: "cask-located" }, admin));
    assert.equal(lodged.status, 201, lodged.text);
    assert.equal(lodged.headers.get("location"), "/v1/register/lots/cask-located");
    const claim = await s.call(
      "/v1/register/lots/cask-located/claims",
      post({ claimant: "Hans Nielsen", date: "1690-08-10" }, admin),
    );
    assert.equal(claim.status, 201, claim.text);
    assert.equal(claim.headers.get("location"), "/v1/register/lots/cask-located");
    assert.equal((await s.call(claim.headers.get("location") ?? "")).status, 200);
    const made = await s.call("/v1/tokens", post({ actor: "Jens", role: "clerk" }, admin));
    assert.equal(made.status, 201, made.text);
    assert.equal(made.headers.get("location"), `/v1/tokens/${(made.json() as { info: { id: string } }).info.id}`);
  });

  test("a client over the rate limit is answered 429 with Retry-After and the limit's headers", async () => {
    const limited = await serve(store, { rateLimit: { max: 1, windowMs: 60_000 } });
    try {
      const first = await limited.call("/v1/statutes");
      assert.equal(first.status, 200);
      assert.equal(first.headers.get("x-ratelimit-limit"), "1");
      const over = await limited.call("/v1/statutes");
      assert.equal(over.status, 429);
      assert.match(over.headers.get("retry-after") ?? "", /^\d+$/);
      assert.equal(over.headers.get("x-ratelimit-remaining"), "0");
      assert.ok(over.headers.get("x-request-id"));
    } finally {
      await limited.close();
    }
  });
});
