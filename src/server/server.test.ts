/**
 * The HTTP API through real HTTP on a loopback port: the law, deciding and
 * analysing, each with valid and invalid input; problem documents for every error;
 * body limits, malformed bodies, content negotiation, the rate limit, CORS and the
 * OpenAPI document.
 */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { limitsWith } from "../cases/limits.js";
import { type Determination2, expand } from "../core/determination-format.js";
import type { Store } from "../registry/store.js";
import { openStore } from "../registry/store.js";
import { createToken } from "../registry/tokens.js";
import { PROBLEM_CONTENT_TYPE } from "./problems.js";
import { post, type Running, serve, yaml } from "./test-support/http.js";

const SALVAGE = readFileSync(new URL("../../examples/borkum-1666/salvage-inside-reefs.yaml", import.meta.url), "utf8");
const GA = readFileSync(new URL("../../examples/dl-averi/ga-jettison-and-mast.yaml", import.meta.url), "utf8");

interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: { path: string; line?: number; message: string }[];
}

function problem(a: { status: number; type: string; text: string }, status: number, name: string): Problem {
  assert.equal(a.status, status, a.text);
  assert.equal(a.type, PROBLEM_CONTENT_TYPE);
  const p = JSON.parse(a.text) as Problem;
  assert.equal(p.type, `urn:sealaw:problem:${name}`);
  assert.equal(p.status, status);
  assert.ok(p.title.length > 0 && p.detail.length > 0);
  assert.doesNotMatch(a.text, /\n\s+at .+\(.*:\d+:\d+\)/, "no stack trace");
  return p;
}

let store: Store;
let s: Running;

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store, { limits: limitsWith({ bytes: 64 * 1024 }), batchBytes: 256 * 1024, maxDecisions: 64 });
});
after(async () => {
  await s.close();
  await store.close();
});

describe("health", () => {
  test("/healthz and /readyz answer, the store included", async () => {
    assert.deepEqual((await s.call("/healthz")).json(), { status: "ok", version: "0.1.0" });
    const r = (await s.call("/readyz")).json() as { status: string; store: { dialect: string } };
    assert.equal(r.status, "ready");
    assert.equal(r.store.dialect, "sqlite");
  });

  test("every request has an id, given back and on every log line of the request", async () => {
    const a = await s.call("/healthz", { headers: { "x-request-id": "req-42" } });
    assert.equal(a.headers.get("x-request-id"), "req-42");
    const lines = s.logs.filter((l) => l.reqId === "req-42");
    assert.ok(lines.length >= 2);
    assert.ok(lines.some((l) => l.msg === "incoming request") && lines.some((l) => l.msg === "request completed"));
    const b = await s.call("/healthz");
    assert.match(b.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
  });
});

describe("the law", () => {
  test("provisions: all, one statute's, one by id; unknown ones are 404 problems", async () => {
    const all = (await s.call("/v1/provisions")).json() as { id: string }[];
    assert.ok(all.length > 100);
    const dl = (await s.call("/v1/provisions?statute=dl-vrag")).json() as { statute: string }[];
    assert.ok(dl.length > 0 && dl.every((p) => p.statute === "dl-vrag"));
    const one = (await s.call("/v1/provisions/borkum-1666%2F6.3")).json() as {
      id: string;
      original: string;
      rules: { id: string; provisions: string[] }[];
    };
    assert.equal(one.id, "borkum-1666/6.3");
    assert.ok(one.rules.length > 0 && one.rules.every((r) => r.provisions.includes("borkum-1666/6.3")));
    assert.match(one.original, /binnen der Reven/);
    problem(await s.call("/v1/provisions/borkum-1666%2F99"), 404, "not-found");
    problem(await s.call("/v1/provisions?statute=nope"), 404, "not-found");
  });

  test("statutes and provisions carry the language of their original: the Rolle German, the Danish Law Danish", async () => {
    const statutes = (await s.call("/v1/statutes")).json() as {
      id: string;
      language: string;
      provisions: number;
      kinds: string[];
    }[];
    // The original texts are law-texts/<name>.<language>.txt: the German Rolle, the two Danish books.
    const shipped = readdirSync(join(import.meta.dirname, "..", "..", "law-texts"))
      .map((f) => /\.([a-z]{2})\.txt$/.exec(f)?.[1])
      .filter((x) => x !== undefined)
      .sort();
    assert.deepEqual(statutes.map((x) => x.language).sort(), shipped);
    assert.deepEqual(
      statutes.map((x) => [x.id, x.language]),
      [
        ["borkum-1666", "de"],
        ["dl-vrag", "da"],
        ["dl-averi", "da"],
      ],
    );
    const all = (await s.call("/v1/provisions")).json() as { id: string; statute: string; language: string }[];
    for (const st of statutes) {
      const own = all.filter((p) => p.statute === st.id);
      assert.equal(own.length, st.provisions, st.id);
      assert.ok(
        own.every((p) => p.language === st.language),
        `${st.id}: every provision in ${st.language}`,
      );
      assert.ok(st.kinds.length > 0, `${st.id} decides some kind`);
    }
    const one = (await s.call("/v1/provisions/dl-vrag%2F14")).json() as { language: string };
    assert.equal(one.language, "da");
  });

  test("readings, schemas and examples", async () => {
    const readings = (await s.call("/v1/readings?statute=borkum-1666")).json() as { name: string }[];
    assert.ok(readings.some((r) => r.name === "boy_part_aboard"));
    problem(await s.call("/v1/readings?statute=nope"), 404, "not-found");
    const schema = (await s.call("/v1/schema/salvage")).json() as { properties: Record<string, unknown> };
    assert.ok("facts" in schema.properties);
    assert.ok("statute" in ((await s.call("/v1/schema/envelope")).json() as { properties: object }).properties);
    problem(await s.call("/v1/schema/nope"), 404, "not-found");
    // Each statute's own schema of a shared kind describes only what its rules read.
    type Schema = { description?: string; properties: { facts: { properties: Record<string, unknown> } } };
    const own = async (q: string) =>
      ((await s.call(`/v1/schema/salvage${q}`)).json() as Schema).properties.facts.properties;
    const borkum = await own("?statute=borkum-1666");
    const vrag = await own("?statute=dl-vrag");
    assert.ok("place" in borkum && !("shipwreck" in borkum));
    assert.ok("shipwreck" in vrag && !("place" in vrag));
    assert.match(((await s.call("/v1/schema/salvage")).json() as Schema).description ?? "", /borkum-1666 and dl-vrag/);
    problem(await s.call("/v1/schema/salvage?statute=dl-averi"), 404, "not-found");
    problem(await s.call("/v1/schema/salvage?statute=nope"), 404, "not-found");
    // The envelope is the same for every statute: a known statute gets it as it is, an unknown one is 404.
    assert.deepEqual(
      (await s.call("/v1/schema/envelope?statute=dl-vrag")).json(),
      (await s.call("/v1/schema/envelope")).json(),
    );
    problem(await s.call("/v1/schema/envelope?statute="), 404, "not-found");
    const determination = (await s.call("/v1/schema/determination")).json() as { properties: Record<string, unknown> };
    assert.ok("explanation" in determination.properties && "receipt" in determination.properties);
    assert.ok("rules" in determination.properties && "format" in determination.properties, "format 2's");
    const one = (await s.call("/v1/schema/determination?format=1")).json() as typeof determination;
    assert.ok("explanation" in one.properties && !("rules" in one.properties), "format 1's");
    const list = (await s.call("/v1/examples")).json() as { name: string }[];
    assert.ok(list.some((x) => x.name === "borkum-1666/salvage-inside-reefs"));
    const ex = await s.call("/v1/examples/borkum-1666/salvage-inside-reefs");
    assert.match(ex.type, /^application\/yaml/);
    assert.equal(ex.text, SALVAGE);
    problem(await s.call("/v1/examples/borkum-1666/nope"), 404, "not-found");
  });
});

describe("deciding", () => {
  test("a YAML case and the same case as JSON give the same determination", async () => {
    const a = await s.call("/v1/decide", yaml(SALVAGE));
    assert.equal(a.status, 200);
    assert.match(a.type, /^application\/json/);
    const d = a.json() as { statute: string; receipt: { caseSha256?: string } };
    assert.equal(d.statute, "borkum-1666");
    const { parse } = await import("yaml");
    const b = await s.call("/v1/decide", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(parse(SALVAGE)),
    });
    assert.equal(b.status, 200);
    assert.deepEqual(
      (b.json() as { allocations: unknown }).allocations,
      (d as unknown as { allocations: unknown }).allocations,
    );
  });

  test("the determination is format 2, the same bytes each time; ?format=1 gives format 1, which format 2 expands to", async () => {
    const a = await s.call("/v1/decide", yaml(SALVAGE));
    const b = await s.call("/v1/decide?format=2", yaml(SALVAGE));
    assert.equal(a.status, 200, a.text);
    assert.equal(a.text, b.text, "the same bytes");
    const two = a.json() as Determination2;
    assert.equal(two.format, 2);
    assert.equal(two.receipt.format, "2");
    const one = await s.call("/v1/decide?format=1", yaml(SALVAGE));
    assert.equal(one.status, 200, one.text);
    assert.deepEqual(expand(two), one.json());
    assert.equal(one.text, (await s.call("/v1/decide?format=1", yaml(SALVAGE))).text);
    problem(await s.call("/v1/decide?format=3", yaml(SALVAGE)), 400, "invalid-request");
    // The text is the same whichever format is asked for: it is not JSON.
    const t1 = await s.call("/v1/decide?format=1", yaml(SALVAGE, "text/plain"));
    const t2 = await s.call("/v1/decide", yaml(SALVAGE, "text/plain"));
    assert.equal(t1.text, t2.text);
  });

  test("readings from the query change the determination and are in its receipt", async () => {
    const base = (await s.call("/v1/decide", yaml(SALVAGE))).json() as { readings: { name: string; code: string }[] };
    const r = await s.call("/v1/decide?reading=vogt_wagon_parts=R2", yaml(SALVAGE));
    const other = r.json() as { readings: { name: string; code: string }[] };
    assert.equal(r.status, 200, r.text);
    assert.notDeepEqual(other.readings, base.readings);
    problem(await s.call("/v1/decide?reading=no_such_reading=R1", yaml(SALVAGE)), 422, "invalid-case");
    // Not NAME=VALUE: the query does not fit the document's schema of a reading.
    problem(await s.call("/v1/decide?reading=broken", yaml(SALVAGE)), 400, "invalid-request");
  });

  test("content negotiation: text/plain the command's text, text/html the statement, else 406", async () => {
    const t = await s.call("/v1/decide", yaml(SALVAGE, "text/plain"));
    assert.equal(t.status, 200);
    assert.match(t.type, /^text\/plain/);
    assert.match(t.text, /Receipt: sealaw/);
    const h = await s.call("/v1/decide", yaml(GA, "text/html"));
    assert.equal(h.status, 200);
    assert.match(h.type, /^text\/html/);
    assert.match(h.text, /^<!doctype html>/i);
    problem(await s.call("/v1/decide", yaml(SALVAGE, "text/html")), 406, "not-acceptable");
    problem(await s.call("/v1/decide", yaml(SALVAGE, "image/png")), 406, "not-acceptable");
    const q = await s.call("/v1/decide", yaml(SALVAGE, "text/html;q=0.1, text/plain;q=0.9"));
    assert.match(q.type, /^text\/plain/);
  });

  test("an invalid case: 422 with the path and line of each problem", async () => {
    const bad = "version: 1\nstatute: borkum-1666\nkind: salvage\nfacts:\n  place: nowhere\n  salvage_money: 10\n";
    const p = problem(await s.call("/v1/decide", yaml(bad)), 422, "invalid-case");
    const place = p.errors?.find((e) => e.path === "facts.place");
    assert.ok(place, JSON.stringify(p.errors));
    assert.equal(place.line, 5);
    const unknown = problem(
      await s.call("/v1/decide", yaml("version: 1\nstatute: nope\nkind: x\nfacts: {}\n")),
      422,
      "invalid-case",
    );
    assert.ok(unknown.errors?.some((e) => e.path === "statute"));
  });

  test("malformed JSON, a wrong content type, bytes that are not UTF-8, an oversize body", async () => {
    const m = problem(
      await s.call("/v1/decide", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"version": 1,',
      }),
      422,
      "invalid-case",
    );
    assert.equal(m.errors?.[0]?.line, 1);
    problem(
      await s.call("/v1/decide", { method: "POST", headers: { "content-type": "text/csv" }, body: "a,b" }),
      415,
      "unsupported-media-type",
    );
    problem(
      await s.call("/v1/decide", {
        method: "POST",
        headers: { "content-type": "application/yaml" },
        body: new Uint8Array([0x61, 0xff, 0x0a]),
      }),
      422,
      "invalid-case",
    );
    const big = `${SALVAGE}\n# ${"x".repeat(70 * 1024)}\n`;
    problem(await s.call("/v1/decide", yaml(big)), 413, "body-too-large");
    // Without a token the register refuses before it reads the body at all; with one, the limit answers.
    const pad = { pad: "x".repeat(70 * 1024) };
    problem(await s.call("/v1/register/lots", post(pad)), 401, "unauthorized");
    const clerk = (await createToken(store, { actor: "the clerk", role: "clerk" })).token;
    problem(await s.call("/v1/register/lots", post(pad, clerk)), 413, "body-too-large");
    const regBad = await s.call("/v1/tokens", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{bad",
    });
    assert.ok([400, 401].includes(regBad.status));
    assert.equal(regBad.type, PROBLEM_CONTENT_TYPE);
  });

  test("a batch: NDJSON in, NDJSON out, in order, with the command's error record for a bad line", async () => {
    const { parse } = await import("yaml");
    const c = JSON.stringify(parse(SALVAGE));
    const r = await s.call("/v1/decide/batch?explanation=false", {
      method: "POST",
      headers: { "content-type": "application/x-ndjson" },
      body: `${c}\nnot json\n\r\n${c}\r\n`,
    });
    assert.equal(r.status, 200);
    assert.match(r.type, /^application\/x-ndjson/);
    const lines = r.text
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal(lines.length, 4);
    assert.equal(lines[0]?.statute, "borkum-1666");
    assert.deepEqual(lines[1], {
      line: 2,
      error: { kind: "json", message: (lines[1] as { error: { message: string } }).error.message },
    });
    assert.match(String((lines[1] as { error: { message: string } }).error.message), /^not JSON/);
    assert.equal((lines[2] as { error: { kind: string } }).error.kind, "blank");
    assert.equal(lines[3]?.statute, "borkum-1666");
    assert.equal(lines[0]?.format, 2);
    const one = await s.call("/v1/decide/batch?explanation=false&format=1", {
      method: "POST",
      headers: { "content-type": "application/x-ndjson" },
      body: `${c}\n`,
    });
    const d1 = JSON.parse(one.text) as Record<string, unknown>;
    assert.equal(d1.format, undefined);
    assert.deepEqual(expand(lines[0] as unknown as Determination2), d1);
    const big = await s.call("/v1/decide/batch", {
      method: "POST",
      headers: { "content-type": "application/x-ndjson" },
      body: `${c}\n`.repeat(Math.ceil((300 * 1024) / c.length)),
    });
    problem(big, 413, "body-too-large");
  });
});

describe("asking", () => {
  test("the questions of a partial case: the same report as the library's, text on request; bad input is 422", async () => {
    const partial = "version: 1\nstatute: borkum-1666\nkind: salvage\nfacts:\n  place: inside_reefs\n";
    const r = await s.call("/v1/questions", yaml(partial));
    assert.equal(r.status, 200, r.text);
    const { questions } = await import("../questions/questions.js");
    const { parseCaseText } = await import("../cases/parse.js");
    const doc = parseCaseText(partial, "request body");
    const expected = questions(doc.data, { source: "request body", doc, readings: {}, open: [], rank: false });
    assert.equal(r.text, `${JSON.stringify(expected, null, 2)}\n`);
    assert.ok((r.json() as { needed: unknown[] }).needed.length > 0, "a partial case still needs facts");
    const t = await s.call("/v1/questions", yaml(partial, "text/plain"));
    assert.match(t.type, /^text\/plain/);
    problem(
      await s.call("/v1/questions", yaml("version: 1\nstatute: nope\nkind: salvage\nfacts: {}\n")),
      422,
      "invalid-case",
    );
  });
  test("on request the questions also list the facts the case gives that the rules read, so a form can show them", async () => {
    const partial = "version: 1\nstatute: borkum-1666\nkind: salvage\nfacts:\n  place: inside_reefs\n";
    const plain = (await s.call("/v1/questions", yaml(partial))).json() as Record<string, unknown>;
    assert.equal(plain.answered, undefined, "not listed unless asked for");
    const r = await s.call("/v1/questions?answered=true", yaml(partial));
    assert.equal(r.status, 200, r.text);
    const report = r.json() as { answered: { path: string; answer: { type: string } }[]; needed: { path: string }[] };
    const place = report.answered.find((q) => q.path === "facts.place");
    assert.equal(place?.answer.type, "one_of");
    assert.ok(!report.needed.some((q) => q.path === "facts.place"), "an answered fact is not needed");
    const outside = (
      await s.call("/v1/questions?answered=true", yaml(partial.replace("inside_reefs", "outside_reefs")))
    ).json() as { answered: { path: string }[] };
    assert.ok(outside.answered.some((q) => q.path === "facts.place"));
  });
});

describe("analysing", () => {
  test("sensitivity, compare and whatif answer with the command's JSON; their bounds hold", async () => {
    const sens = await s.call("/v1/sensitivity", yaml(SALVAGE));
    assert.equal(sens.status, 200, sens.text);
    assert.ok("groups" in (sens.json() as object) || "outcomes" in (sens.json() as object));
    problem(await s.call("/v1/sensitivity?maxDecisions=65", yaml(SALVAGE)), 400, "invalid-request");
    problem(await s.call("/v1/sensitivity?maxDecisions=zero", yaml(SALVAGE)), 400, "invalid-request");
    const cmp = await s.call("/v1/compare?with=dl-vrag", yaml(SALVAGE));
    assert.equal(cmp.status, 200, cmp.text);
    problem(await s.call("/v1/compare", yaml(SALVAGE)), 400, "invalid-request");
    const w = await s.call("/v1/whatif?maxChanges=50", yaml(SALVAGE));
    assert.equal(w.status, 200, w.text);
    assert.ok((w.json() as { tried: number }).tried <= 50);
    problem(await s.call("/v1/whatif?maxChanges=5000", yaml(SALVAGE)), 400, "invalid-request");
    problem(await s.call("/v1/whatif", yaml("facts: [")), 422, "invalid-case");
  });

  test("one reading at a time answers with the command's JSON; a reading held fixed is not flipped", async () => {
    const r = await s.call("/v1/sensitivity/one-at-a-time", yaml(SALVAGE));
    assert.equal(r.status, 200, r.text);
    const j = r.json() as { inPlay: { name: string }[]; flips: { reading: string }[]; parties: unknown[] };
    assert.ok(j.inPlay.length > 0 && j.flips.length >= j.inPlay.length);
    const name = j.inPlay[0]?.name as string;
    const fixed = (await s.call(`/v1/sensitivity/one-at-a-time?reading=${name}=R1`, yaml(SALVAGE))).json() as {
      inPlay: { name: string }[];
      fixed: Record<string, string>;
    };
    assert.ok(!fixed.inPlay.some((x) => x.name === name));
    assert.equal(fixed.fixed[name], "R1");
    problem(await s.call("/v1/sensitivity/one-at-a-time", yaml("facts: [")), 422, "invalid-case");
  });
});

describe("the document and the edges", () => {
  test("/openapi.json is OpenAPI 3.1 with every route; /docs is a page with no outside assets", async () => {
    const doc = (await s.call("/openapi.json")).json() as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    assert.equal(doc.openapi, "3.1.0");
    for (const p of [
      "/v1/decide",
      "/v1/decide/batch",
      "/v1/provisions/{id}",
      "/v1/register/lots/{lot}/claims",
      "/v1/tokens",
    ]) {
      assert.ok(doc.paths[p], p);
    }
    const decide = doc.paths["/v1/decide"]?.post as { requestBody: { content: Record<string, unknown> } };
    assert.ok("application/yaml" in decide.requestBody.content);
    const page = await s.call("/docs");
    assert.match(page.type, /^text\/html/);
    assert.match(page.text, /POST \/v1\/decide/);
    assert.doesNotMatch(page.text, /<script|<link|src="http|href="http/);
  });

  test("an unknown route is a 404 problem; a method the route does not have is 405 with Allow", async () => {
    problem(await s.call("/v2/nothing"), 404, "not-found");
    const wrong = await s.call("/v1/decide");
    problem(wrong, 405, "method-not-allowed");
    assert.equal(wrong.headers.get("allow"), "POST");
  });

  test("the rate limit answers 429 with a problem; CORS is off unless configured", async () => {
    const limited = await serve(store, { rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      await limited.call("/v1/readings");
      await limited.call("/v1/readings");
      const third = await limited.call("/v1/readings");
      problem(third, 429, "rate-limited");
      assert.equal((await limited.call("/healthz")).status, 200, "health is not limited");
      const plain = await limited.call("/healthz", { headers: { origin: "https://example.org" } });
      assert.equal(plain.headers.get("access-control-allow-origin"), null);
    } finally {
      await limited.close();
    }
    const cors = await serve(store, { corsOrigins: ["https://office.example"] });
    try {
      const ok = await cors.call("/healthz", { headers: { origin: "https://office.example" } });
      assert.equal(ok.headers.get("access-control-allow-origin"), "https://office.example");
      const other = await cors.call("/healthz", { headers: { origin: "https://elsewhere.example" } });
      assert.equal(other.headers.get("access-control-allow-origin"), null);
    } finally {
      await cors.close();
    }
  });
});
