/**
 * The HTTP API under malformed requests: `sealaw serve` runs as a process of its
 * own (rate limit off), and thousands of requests that are each wrong by
 * construction go at it — cases broken as the fuzzing of the library breaks them
 * (sent as JSON and YAML, as broken UTF-8, nested past the limit, past the byte
 * limit), the wrong content types, bad query parameters, unknown routes and
 * methods, paths that climb out of their folder, missing, unknown, revoked, forged
 * and too weak tokens on every write route, bad register reads, and a few
 * requests that are not HTTP at all. Over decide, questions, sensitivity, whatif,
 * compare, batch, the register and the tokens.
 *
 * Every one is answered with a 4xx and a problem document (never a 5xx, never a
 * stack trace); /healthz answers between the batches; nothing is written to the
 * register; the server logs no internal error; and its resident memory, read from
 * /proc after a warm-up and at the end, grows by less than a generous bound.
 *
 * SEALAW_FUZZ_HTTP_RUNS sets the number of requests (600 by default; `npm run
 * fuzz` sends ten thousand), SEALAW_FUZZ_SEED the seed.
 */

import assert from "node:assert/strict";
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import {
  examples,
  type FuzzCase,
  fuzzCases,
  type Json,
  pick,
  type Rng,
  random,
} from "../cases/test-support/fuzz-cases.js";

const RUNS = Number(process.env.SEALAW_FUZZ_HTTP_RUNS ?? 600);
const SEED = Number(process.env.SEALAW_FUZZ_SEED ?? 1666);
/** The most the server's resident memory may grow from the end of the warm-up to the end (bytes). */
const RSS_GROWTH_BOUND = 64 * 1024 * 1024;
const IN_FLIGHT = 8;

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "dist", "cli", "main.js");

interface Req {
  what: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Bytes written to a socket as they are, instead of a request. */
  raw?: string;
}

interface Res {
  status: number;
  type: string;
  body: string;
}

let dir: string;
let server: ChildProcess;
let base: { host: string; port: number };
let clerk: string;
let revoked: string;
let out = "";
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function sealaw(args: string[]): string {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  assert.equal(r.status, 0, `sealaw ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

before(async () => {
  assert.ok(existsSync(bin), "the command is built (npm run build)");
  dir = mkdtempSync(join(tmpdir(), "sealaw-fuzz-http-"));
  const db = join(dir, "register.db");
  clerk = (
    JSON.parse(sealaw(["tokens", "create", "--db", db, "--actor", "Clerk", "--role", "clerk", "--json"])) as {
      token: string;
    }
  ).token;
  const gone = JSON.parse(sealaw(["tokens", "create", "--db", db, "--actor", "Gone", "--role", "admin", "--json"])) as {
    token: string;
    info: { id: string };
  };
  revoked = gone.token;
  sealaw(["tokens", "revoke", gone.info.id, "--db", db]);
  server = spawn(
    process.execPath,
    [bin, "serve", "--db", db, "--port", "0", "--rate-limit", "0", "--log-level", "warn"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  server.stdout?.on("data", (d: Buffer) => {
    out += d.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    let err = "";
    server.stderr?.on("data", (d: Buffer) => {
      err += d.toString();
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1] as string);
    });
    server.once("exit", (code) => reject(new Error(`the server ended (${code}): ${err}`)));
  });
  const u = new URL(url);
  base = { host: u.hostname, port: Number(u.port) };
});

after(() => {
  agent.destroy();
  server?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The server's resident memory, from /proc. */
function rss(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  assert.ok(kb, "VmRSS is read");
  return Number(kb) * 1024;
}

function send(q: Req): Promise<Res> {
  if (q.raw !== undefined) return sendRaw(q.raw);
  if (q.body !== undefined && Buffer.byteLength(q.body) > 1024 * 1024) return sendLarge(q);
  return new Promise((resolve, reject) => {
    let answered = false;
    const r = request({ ...base, method: q.method, path: q.path, headers: q.headers ?? {}, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    // A body refused before it is all sent: the server answers, then closes; the write may fail after.
    r.on("error", (e) => {
      if (!answered) reject(e);
    });
    r.end(q.body);
  });
}

/**
 * A large body as a careful client sends it: the head first, and the body (a
 * piece at a time, stopping as soon as the server answers) only if the server
 * does not answer the head at once. A server refuses a body past its limit from
 * its length alone, and closes; a client that writes on meanwhile may lose the
 * answer to the reset.
 */
function sendLarge(q: Req): Promise<Res> {
  return new Promise((resolve, reject) => {
    const body = Buffer.from(q.body as Buffer | string);
    const s = connect(base.port, base.host);
    const chunks: Buffer[] = [];
    let answered = false;
    const done = () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const type = /\r\ncontent-type: ([^\r]+)/i.exec(text)?.[1] ?? "";
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      const start = text.indexOf("\r\n\r\n") + 4;
      if (start < 4 || !(Buffer.byteLength(text.slice(start)) >= length)) return false;
      s.destroy();
      resolve({ status, type, body: Buffer.from(text.slice(start)).subarray(0, length).toString() });
      return true;
    };
    s.on("data", (c) => {
      chunks.push(c);
      answered = done() || answered;
    });
    s.on("error", (e) => {
      if (!answered && !done()) reject(e);
    });
    s.on("close", () => {
      if (!answered && !done()) reject(new Error("the server closed without an answer"));
    });
    const head = Object.entries({ host: "x", "content-length": String(body.length), ...(q.headers ?? {}) })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join("");
    s.write(`${q.method} ${q.path} HTTP/1.1\r\n${head}connection: close\r\n\r\n`);
    let at = 0;
    const more = (): void => {
      while (!answered && !s.destroyed && at < body.length) {
        const piece = body.subarray(at, at + 65_536);
        at += piece.length;
        if (!s.write(piece)) {
          s.once("drain", () => setImmediate(more));
          return;
        }
      }
    };
    // As a client sending `Expect: 100-continue` would: the body only if the head is not answered at once.
    setTimeout(more, 2000).unref();
  });
}

/** Bytes to a fresh socket; the answer read to its end. */
function sendRaw(raw: string): Promise<Res> {
  return new Promise((resolve, reject) => {
    const s = connect(base.port, base.host);
    const chunks: Buffer[] = [];
    s.on("data", (c) => chunks.push(c));
    s.on("error", reject);
    s.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const type = /\r\ncontent-type: ([^\r]+)/i.exec(text)?.[1] ?? "";
      // The first answer only (a socket closed early may be told so in a second one).
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? Number.NaN);
      const start = text.indexOf("\r\n\r\n") + 4;
      const body = Number.isFinite(length)
        ? Buffer.from(text.slice(start)).subarray(0, length).toString()
        : text.slice(start);
      resolve({ status, type, body });
    });
    s.end(raw);
  });
}

const YAML = { "content-type": "application/yaml" };
const JSON_TYPE = { "content-type": "application/json" };
const CASE_ROUTES = ["/v1/decide", "/v1/questions", "/v1/sensitivity", "/v1/whatif", "/v1/compare?with=dl-vrag"];
const CLERK_WRITES = [
  "/v1/register/lots",
  "/v1/register/lots/L1/claims",
  "/v1/register/lots/L1/sales",
  "/v1/register/lots/L1/payments",
  "/v1/register/lots/L1/costs",
];
const OFFICER_WRITES = ["/v1/register/lots/L1/decisions", "/v1/register/lots/L1/dispositions", "/v1/register/readings"];
const ADMIN = [
  { method: "POST", path: "/v1/tokens" },
  { method: "GET", path: "/v1/tokens" },
  { method: "DELETE", path: "/v1/tokens/1" },
  { method: "POST", path: "/v1/register/import" },
];
const TRAVERSALS = [
  "/v1/examples/..%2F..%2Fpackage.json/x",
  "/v1/examples/..%2F..%2F/package.json",
  "/v1/examples/dl-vrag/..%2F..%2F..%2Fpackage.json",
  "/v1/examples/%2e%2e/%2e%2e%2fpackage.json",
  "/v1/examples/..%5C..%5Cpackage.json/x",
  "/v1/provisions/%2e%2e",
  "/v1/provisions/..%2F..%2Fpackage.json",
  "/v1/provisions/borkum-1666%2F..%2F..%2F..%2Fpackage.json",
  "/v1/schema/..%2F..%2Fpackage.json",
  "/v1/schema/%00",
  "/assets/..%2F..%2F..%2Fpackage.json",
  "/assets/%2e%2e/%2e%2e/%2e%2e/package.json",
  "/..%2F..%2Fetc%2Fpasswd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/v1/register/lots/..%2F..%2Fregister.db",
  "/v1/register/lots/%2e%2e%2f%2e%2e/history",
  "/v1/examples/dl-vrag/%2Fetc%2Fpasswd",
  "/v1/examples/dl-vrag/..",
];
const UNKNOWN_ROUTES = [
  "/v1/nope",
  "/v2/decide",
  "/v1/decide/x/y",
  "/v1//decide",
  "/v1/register",
  "/v1/register/lots/L1/nope",
  "/admin",
  "/.env",
  "/v1/tokens/1/2",
  "/index.php",
  "/v1/decide%00",
];
const BAD_TOKENS = () => [
  undefined,
  "Bearer ",
  "Bearer",
  "Bearer not-a-token",
  `Bearer ${revoked}`,
  `Bearer ${clerk.slice(0, -1)}`,
  `Bearer ${clerk}x`,
  `Bearer ${"A".repeat(4000)}`,
  `Basic ${Buffer.from("admin:admin").toString("base64")}`,
  `bearer  ${clerk.toUpperCase()}`,
  "Bearer a b",
  `Token ${clerk}`,
];

/** A query that does not fit its route, and the route. */
const BAD_QUERIES: { path: string; query: string }[] = [
  { path: "/v1/decide", query: "reading=noequals" },
  { path: "/v1/decide", query: "reading=nope=R1" },
  { path: "/v1/decide", query: "reading==R1" },
  { path: "/v1/decide", query: "reading=__proto__=R1" },
  { path: "/v1/decide", query: "explanation=maybe" },
  { path: "/v1/decide", query: "full=2" },
  { path: "/v1/sensitivity", query: "maxDecisions=-1" },
  { path: "/v1/sensitivity", query: "maxDecisions=0" },
  { path: "/v1/sensitivity", query: "maxDecisions=1e3" },
  { path: "/v1/sensitivity", query: "maxDecisions=abc" },
  { path: "/v1/sensitivity", query: "maxDecisions=99999999999999999999" },
  { path: "/v1/sensitivity", query: "maxDecisions=4097" },
  { path: "/v1/sensitivity", query: "maxDecisions=1&maxDecisions=2" },
  { path: "/v1/whatif", query: "maxChanges=-1" },
  { path: "/v1/whatif", query: "maxChanges=2001" },
  { path: "/v1/whatif", query: "maxChanges=%20" },
  { path: "/v1/whatif", query: "reading=ga_freight_basis=R9" },
  { path: "/v1/compare", query: "" },
  { path: "/v1/compare", query: "with=nope" },
  { path: "/v1/compare", query: "with=" },
  { path: "/v1/compare", query: "with=__proto__" },
  { path: "/v1/compare", query: "with=dl-vrag&with=borkum-1666" },
  { path: "/v1/questions", query: "rank=maybe" },
  { path: "/v1/questions", query: "answered=2" },
  { path: "/v1/questions", query: "reading=%E0%A4%A" },
  { path: "/v1/decide/batch", query: "explanation=maybe" },
  { path: "/v1/decide/batch", query: "reading=noequals" },
];

const BAD_READS = [
  "/v1/register/lots?status=bogus",
  "/v1/register/lots/nope",
  "/v1/register/lots/nope/history",
  "/v1/register/lots/nope/history?determinations=maybe",
  "/v1/register/due",
  "/v1/register/due?by=notadate",
  "/v1/register/due?by=9999-99-99",
  "/v1/schema/nope",
  "/v1/schema/__proto__",
  "/v1/schema/constructor",
  "/v1/examples/nope/nope",
  "/v1/examples/dl-vrag/nope",
  "/v1/examples/dl-vrag/__proto__",
  "/v1/provisions/nope",
  "/v1/provisions/borkum-1666%2F99.9",
  "/v1/provisions/toString",
  "/v1/whoami",
];

const BAD_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "image/png",
  "application/jsonx",
  "application/x-ndjson",
  "",
];

/** A version no case has: the first line of every case written, so no cut of the text removes it. */
const BREAKS: Json[] = [0, 2, "1", null, 1.5, -1, "one", [1], {}];

/**
 * A case body that cannot be decided: a shipped example or class, changed at
 * random as the library's fuzzing changes it, with its version broken (the first
 * field written, so that no cut of its text can leave a case that decides).
 */
function brokenCase(r: Rng, c: FuzzCase): { body: Buffer; type: Record<string, string>; what: string } {
  const bytes = Buffer.from(c.bytes as Uint8Array);
  const v = JSON.stringify(pick(r, BREAKS));
  const what = `case ${c.n} (${c.form}; ${c.steps.join("; ")})`;
  const text = bytes.toString("latin1");
  const at = /"version":1|^version: 1$/m.exec(text);
  if (at === null || r() < 0.3) {
    return {
      body: Buffer.concat([Buffer.from(`version: ${v}\n`), bytes]),
      type: YAML,
      what: `${what} after version: ${v}`,
    };
  }
  const replaced = at[0].startsWith('"') ? `"version":${v}` : `version: ${v}`;
  const body = Buffer.concat([
    bytes.subarray(0, at.index),
    Buffer.from(replaced),
    bytes.subarray(at.index + at[0].length),
  ]);
  return { body, type: c.form === "json" ? JSON_TYPE : pick(r, [YAML, JSON_TYPE]), what: `${what} with version ${v}` };
}

/** A request that is wrong by construction. */
function malformed(r: Rng, cases: Generator<FuzzCase>, example: () => string): Req {
  const kind = Math.floor(r() * 16);
  const route = pick(r, CASE_ROUTES);
  switch (kind) {
    case 0:
    case 1:
    case 2: {
      const c = cases.next().value as FuzzCase;
      const b = brokenCase(r, c);
      return { what: `${route}: ${b.what}`, method: "POST", path: route, headers: b.type, body: b.body };
    }
    case 3: {
      const q = pick(r, BAD_QUERIES);
      const body =
        q.path === "/v1/decide/batch"
          ? `${JSON.stringify(JSON.parse(JSON.stringify(examples()[0]?.data)))}\n`
          : example();
      const type = q.path === "/v1/decide/batch" ? "application/x-ndjson" : "application/yaml";
      return {
        what: `${q.path}?${q.query}`,
        method: "POST",
        path: `${q.path}?${q.query}`,
        headers: { "content-type": type },
        body,
      };
    }
    case 4: {
      const path = r() < 0.2 ? "/v1/decide/batch" : route;
      const type = pick(
        r,
        BAD_TYPES.filter((x) => path !== "/v1/decide/batch" || x !== "application/x-ndjson"),
      );
      const headers: Record<string, string> = type === "" ? {} : { "content-type": type };
      return { what: `${path} as ${type || "no type"}`, method: "POST", path, headers, body: example() };
    }
    case 5: {
      // Past the byte limit (8 MiB): refused unread, 413. Seldom, for their size.
      if (r() < 0.9) {
        const n = pick(r, [64, 65, 100, 1000, 100_000]);
        const deep = r() < 0.5 ? `${"[".repeat(n)}${"]".repeat(n)}` : `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
        return { what: `${route}: JSON nested ${n} deep`, method: "POST", path: route, headers: JSON_TYPE, body: deep };
      }
      const size = 8 * 1024 * 1024 + 1 + Math.floor(r() * 1024 * 1024);
      return {
        what: `${route}: a body of ${size} bytes`,
        method: "POST",
        path: route,
        headers: pick(r, [JSON_TYPE, YAML]),
        body: Buffer.alloc(size, pick(r, ["a", " ", "[", "\n"])),
      };
    }
    case 6: {
      const garbage = pick(r, [
        '{"version":1,}',
        "{",
        "[",
        '{"version": NaN}',
        "\u0000\u0001\u0002",
        "",
        "null",
        "42",
        '"text"',
        "[]",
        "- a\n- b",
        "a: b: c",
        "key: [unclosed",
        "\ufeff",
        "---\n---\n",
        "%YAML 2.0\n---\na: 1",
        "!!binary aGVsbG8=",
        '{"__proto__": {"polluted": 1}}',
        '{"constructor": {"prototype": {"x": 1}}}',
      ]);
      const bytes = r() < 0.3 ? Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]) : Buffer.from(garbage);
      return {
        what: `${route}: ${JSON.stringify(bytes.toString("latin1"))}`,
        method: "POST",
        path: route,
        headers: pick(r, [JSON_TYPE, YAML]),
        body: bytes,
      };
    }
    case 7:
      return { what: "a path that climbs out", method: "GET", path: pick(r, TRAVERSALS) };
    case 8: {
      const method = pick(r, ["GET", "POST", "PUT", "PATCH", "DELETE"]);
      const path =
        r() < 0.3
          ? pick(r, ["/v1/decide", "/v1/questions", "/v1/whatif", "/healthz", "/v1/examples"])
          : pick(r, UNKNOWN_ROUTES);
      // The routes that exist, with a method they do not take.
      const m =
        ["/healthz", "/v1/examples"].includes(path) && method === "GET"
          ? "DELETE"
          : path.startsWith("/v1/decide") || path === "/v1/questions" || path === "/v1/whatif"
            ? method === "POST"
              ? "PUT"
              : method
            : method;
      return { what: `${m} ${path}`, method: m, path };
    }
    case 9:
    case 10: {
      // A write without the right: no token, a bad one, a revoked one, a forged one.
      const auth = pick(r, BAD_TOKENS());
      const a = r() < 0.2 ? pick(r, ADMIN) : { method: "POST", path: pick(r, [...CLERK_WRITES, ...OFFICER_WRITES]) };
      const preview = r() < 0.3 ? "?preview=true" : "";
      const headers: Record<string, string> = {
        "content-type": a.path.endsWith("/import") ? "application/jsonl" : "application/json",
      };
      if (auth !== undefined) headers.authorization = auth;
      const body =
        a.method === "GET" || a.method === "DELETE"
          ? undefined
          : pick(r, ['{"fields":{"id":"L1"}}', "{}", '{"lot":"L1"}', '{"case":{"statute":"dl-vrag","kind":"find"}}']);
      return {
        what: `${a.method} ${a.path} with ${auth?.slice(0, 30) ?? "no token"}`,
        method: a.method,
        path: `${a.path}${preview}`,
        headers,
        ...(body ? { body } : {}),
      };
    }
    case 11: {
      // A clerk's token where an officer or admin is needed (403), or a clerk's write that is malformed (400, 404, 422).
      const headers = { authorization: `Bearer ${clerk}`, "content-type": "application/json" };
      if (r() < 0.5) {
        const a = r() < 0.3 ? pick(r, ADMIN) : { method: "POST", path: pick(r, OFFICER_WRITES) };
        const h = a.path.endsWith("/import") ? { ...headers, "content-type": "application/jsonl" } : headers;
        return {
          what: `clerk: ${a.method} ${a.path}`,
          method: a.method,
          path: a.path,
          headers: h,
          ...(a.method === "POST" ? { body: "{}" } : {}),
        };
      }
      const path = pick(r, CLERK_WRITES);
      const body = pick(r, [
        "{}",
        "[]",
        "{",
        '{"case": 7}',
        '{"case": {"statute": "nope", "kind": "x"}}',
        '{"case": {"version": 2, "statute": "dl-vrag", "kind": "find", "facts": {}}}',
        '{"fields": {"id": "../../x"}, "case": {}}',
        '{"amount": "-1"}',
        '{"amount": "1e400", "date": "9999-99-99"}',
        '{"actor": "x", "__proto__": {"role": "admin"}}',
        `{"reason": "${"x".repeat(100)}", "id": null}`,
      ]);
      return {
        what: `clerk: POST ${path} ${body.slice(0, 40)}`,
        method: "POST",
        path: `${path}${r() < 0.3 ? "?preview=true" : ""}`,
        headers,
        body,
      };
    }
    case 12:
      return { what: "a bad read", method: "GET", path: pick(r, BAD_READS) };
    case 13: {
      // Not HTTP, or HTTP the server cannot read: answered on the socket and closed.
      const raw = pick(r, [
        "GARBAGE\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
        "POST /v1/decide HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
        "POST /v1/decide HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "POST /v1/decide HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n",
        "POST /v1/decide/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\nContent-Length: 99999999999\r\n\r\n",
        "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n",
      ]);
      return { what: `raw ${JSON.stringify(raw.slice(0, 60))}`, method: "RAW", path: "", raw };
    }
    case 14: {
      // A body on batch that is not NDJSON of the right type, or a reading that cannot be read.
      const path = `/v1/decide/batch${pick(r, ["?reading=noequals", "?explanation=no", "?reading==x"])}`;
      return {
        what: `POST ${path}`,
        method: "POST",
        path,
        headers: { "content-type": "application/x-ndjson" },
        body: "{}\n",
      };
    }
    default: {
      // A case route with both a broken case and a bad query.
      const c = cases.next().value as FuzzCase;
      const b = brokenCase(r, c);
      const q = pick(r, ["reading=noequals", "reading=x=y", "explanation=maybe", "maxDecisions=0", "maxChanges=-5"]);
      const sep = route.includes("?") ? "&" : "?";
      return {
        what: `${route}${sep}${q}: ${b.what}`,
        method: "POST",
        path: `${route}${sep}${q}`,
        headers: b.type,
        body: b.body,
      };
    }
  }
}

/** Each bad query, read, path, content type and token of the lists, once. */
function everyListed(example: string): Req[] {
  const out: Req[] = [];
  for (const q of BAD_QUERIES) {
    const batch = q.path === "/v1/decide/batch";
    out.push({
      what: `${q.path}?${q.query}`,
      method: "POST",
      path: `${q.path}?${q.query}`,
      headers: { "content-type": batch ? "application/x-ndjson" : "application/yaml" },
      body: batch ? "{}\n" : example,
    });
  }
  for (const path of BAD_READS) out.push({ what: "a bad read", method: "GET", path });
  for (const path of TRAVERSALS) out.push({ what: "a path that climbs out", method: "GET", path });
  for (const path of UNKNOWN_ROUTES) out.push({ what: "an unknown route", method: "GET", path });
  for (const type of BAD_TYPES) {
    for (const path of [...CASE_ROUTES, "/v1/decide/batch"]) {
      if (path === "/v1/decide/batch" && type === "application/x-ndjson") continue;
      out.push({
        what: `${path} as ${type}`,
        method: "POST",
        path,
        headers: type ? { "content-type": type } : {},
        body: example,
      });
    }
  }
  for (const auth of BAD_TOKENS()) {
    for (const path of [...CLERK_WRITES, ...OFFICER_WRITES]) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (auth !== undefined) headers.authorization = auth;
      out.push({
        what: `${path} with ${auth?.slice(0, 30) ?? "no token"}`,
        method: "POST",
        path,
        headers,
        body: '{"fields":{}}',
      });
    }
    for (const a of ADMIN) {
      const headers: Record<string, string> = {
        "content-type": a.path.endsWith("/import") ? "application/jsonl" : "application/json",
      };
      if (auth !== undefined) headers.authorization = auth;
      out.push({
        what: `${a.method} ${a.path} with ${auth?.slice(0, 30) ?? "no token"}`,
        method: a.method,
        path: a.path,
        headers,
        ...(a.method === "POST" ? { body: "{}" } : {}),
      });
    }
  }
  return out;
}

/** What is wrong with an answer to a malformed request; undefined when it is a 4xx problem document. */
function wrong(q: Req, a: Res): string | undefined {
  if (a.status < 400 || a.status >= 500) return `status ${a.status}: ${a.body.slice(0, 300)}`;
  if (!a.type.startsWith("application/problem+json")) return `status ${a.status} as ${a.type}: ${a.body.slice(0, 200)}`;
  let p: { type?: unknown; status?: unknown; title?: unknown; detail?: unknown };
  try {
    p = JSON.parse(a.body) as typeof p;
  } catch {
    return `status ${a.status}: a body that is not JSON: ${a.body.slice(0, 200)}`;
  }
  if (typeof p.type !== "string" || !p.type.startsWith("urn:sealaw:problem:"))
    return `no problem type: ${a.body.slice(0, 200)}`;
  if (p.status !== a.status) return `the problem says ${String(p.status)}, the answer ${a.status}`;
  if (typeof p.title !== "string" || typeof p.detail !== "string") return `no title or detail: ${a.body.slice(0, 200)}`;
  if (/\n\s+at .+:\d+:\d+/.test(a.body) || /\\n\s+at .+:\d+:\d+/.test(a.body))
    return `a stack trace: ${a.body.slice(0, 300)}`;
  if (q.what === "a path that climbs out" && (a.body.includes('"devDependencies"') || a.body.includes("root:x:0")))
    return "a file outside the routes' folders was read";
  return undefined;
}

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;

test(`${RUNS} malformed requests (seed ${SEED}) to a running server each get a 4xx problem, and the server stays up and flat`, async (t) => {
  const r = random(SEED ^ 0x5ea1a3);
  const cases = fuzzCases(SEED, { forms: ["yaml", "json", "yaml-text", "bytes"] });
  const shipped = examples();
  const example = () => pick(r, shipped).text;
  const batch = Math.max(50, Math.min(500, Math.floor(RUNS / 10)));
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  let warm = 0;
  let warmAfter = 0;
  const samples: number[] = [];
  let sent = 0;
  const started = performance.now();
  const health = async (): Promise<void> => {
    const h = await send({ what: "health", method: "GET", path: "/healthz" });
    assert.equal(h.status, 200, `the server answers /healthz after ${sent} requests`);
  };
  await health();
  // First every listed bad request once, whatever the seed; then the generated ones.
  const listed = everyListed(example());
  while (sent < RUNS + listed.length && failures.length < 10) {
    const reqs: Req[] = sent === 0 ? listed : [];
    for (let i = 0; i < batch && sent + reqs.length < RUNS + listed.length; i++)
      reqs.push(malformed(r, cases, example));
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < reqs.length) {
        const q = reqs[next++] as Req;
        let a: Res;
        try {
          a = await send(q);
        } catch (e) {
          failures.push(`${q.what}: the request failed: ${(e as Error).message}`);
          continue;
        }
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        const bad = wrong(q, a);
        if (bad) failures.push(`${q.method} ${q.path.slice(0, 200)} (${q.what.slice(0, 300)}): ${bad}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    sent += reqs.length;
    assert.equal(server.exitCode, null, `the server is running after ${sent} requests`);
    await health();
    // The first fifth of the requests (and the listed ones) warm the server up: its memory is measured from there.
    const now = rss();
    samples.push(now);
    if (warm === 0 && sent >= listed.length + RUNS / 5) {
      warm = now;
      warmAfter = sent;
    }
  }
  const end = rss();
  const seconds = (performance.now() - started) / 1000;
  t.diagnostic(
    `seed ${SEED}: ${sent} malformed requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(statuses)}`,
  );
  t.diagnostic(
    `server RSS: ${mb(warm)} after the first ${warmAfter} requests, ${mb(end)} at the end (growth ${mb(end - warm)}), most ${mb(Math.max(...samples))}; after each batch: ${samples.map((x) => (x / 1024 / 1024).toFixed(0)).join(" ")} MB`,
  );
  assert.deepEqual(failures, []);
  // Nothing was written: the register has no lot and its journal no entry.
  const lots = await send({ what: "lots", method: "GET", path: "/v1/register/lots" });
  assert.equal(lots.status, 200);
  assert.deepEqual(JSON.parse(lots.body).lots ?? JSON.parse(lots.body), []);
  const verify = await send({ what: "verify", method: "GET", path: "/v1/register/verify" });
  assert.equal(verify.status, 200, verify.body);
  assert.match(verify.body, /"entries":\s*0\b/);
  // No fault of the server's own was logged.
  const faults = out
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { level?: number; msg?: string })
    .filter((l) => (l.level ?? 0) >= 50);
  assert.deepEqual(faults, []);
  assert.ok(end - warm < RSS_GROWTH_BOUND, `the server's memory grew by ${mb(end - warm)}`);
});
