/**
 * The API keeps the contract its OpenAPI document states, checked from the
 * document alone against a real `sealaw serve` on a loopback port. For each
 * operation, fast-check makes requests from its parameter and body schemas (the
 * schemas read as generators), sends them with no token, with a bad token and
 * with a valid one, and checks every answer: never a 5xx; its status one the
 * operation documents; its content type the documented one for that status; its
 * body valid against the documented schema. A request made to fit the schemas,
 * sent with a valid token, is accepted, or refused only for a reason the
 * document cannot state and says in words (an unknown lot: 404; what the law or
 * the register refuses: 422). A standard linter's recommended rules find no error
 * in the document.
 *
 * SEALAW_CONTRACT_RUNS sets the requests per operation and token (default 12;
 * `npm run fuzz` runs more).
 */

import assert from "node:assert/strict";
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";

const RUNS = Number(process.env.SEALAW_CONTRACT_RUNS ?? 12);
/** Seeded, so that a run can be repeated; fast-check prints the seed and path of a failure. */
const SEED = Number(process.env.SEALAW_CONTRACT_SEED ?? 1666);
const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const built = join(root, "dist", "cli", "main.js");
/** The command: built, as users run it, or from the sources where it is not built. */
const command = existsSync(built) ? [built] : ["--import", "tsx", join(root, "src", "cli", "main.ts")];

type Schema = Record<string, unknown>;
type Obj = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  op: Obj;
}

let dir: string;
let child: ChildProcess;
let base: string;
let doc: Obj;
const tokens: Record<string, string> = {};

function sealaw(args: string[]): string {
  const r = spawnSync(process.execPath, [...command, ...args], { cwd: root, encoding: "utf8", timeout: 120_000 });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "sealaw-contract-"));
  const db = join(dir, "register.db");
  for (const role of ["admin", "clerk"]) {
    tokens[role] = (
      JSON.parse(sealaw(["tokens", "create", "--db", db, "--actor", role, "--role", role, "--json"])) as {
        token: string;
      }
    ).token;
  }
  child = spawn(process.execPath, [...command, "serve", "--port", "0", "--db", db, "--rate-limit", "0"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
  });
  base = await new Promise<string>((resolve, reject) => {
    let err = "";
    child.stderr?.on("data", (b: Buffer) => {
      err += b.toString();
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1] as string);
    });
    child.once("exit", (code) => reject(new Error(`serve ended (${code}): ${err}`)));
  });
  doc = (await (await fetch(`${base}/openapi.json`)).json()) as Obj;
  // A lot to write to, so that a generated write has a lot to find.
  const lodged = await fetch(`${base}/v1/register/lots`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${tokens.clerk}` },
    body: JSON.stringify({
      id: "cask",
      fields: { description: "a cask of wine", lodged: "1690-05-10", finder: "Peder Hansen", foundAt: "sea" },
    }),
  });
  assert.equal(lodged.status, 201, await lodged.text());
});

after(async () => {
  if (child && child.exitCode === null) {
    const ended = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await ended;
  }
  rmSync(dir, { recursive: true, force: true });
});

// -- the document's schemas, read as generators ------------------------------

function resolve(s: unknown): Schema {
  let x = (s ?? {}) as Schema;
  while (typeof x.$ref === "string") {
    const name = x.$ref.replace("#/components/schemas/", "");
    x = ((doc.components as Obj).schemas as Obj)[name] as Schema;
  }
  return x;
}

/** Values that fit a schema. `known` gives real values for a few names (a lot, a provision) beside generated ones. */
function arbitrary(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const alts = (s.anyOf ?? (s.properties === undefined ? s.oneOf : undefined)) as unknown[] | undefined;
  if (Array.isArray(alts)) return fc.oneof(...alts.map((a) => arbitrary(a, depth + 1)));
  const type = Array.isArray(s.type) ? (s.type as string[]) : s.type !== undefined ? [s.type as string] : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => arbitrary({ ...s, type: t }, depth + 1)));
  switch (type[0]) {
    case "string": {
      if (typeof s.pattern === "string") return fc.stringMatching(new RegExp(s.pattern));
      const min = (s.minLength as number | undefined) ?? 0;
      const max = Math.max(min, Math.min((s.maxLength as number | undefined) ?? 24, 24));
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max }),
        fc.string({ unit: "grapheme", minLength: min, maxLength: max }),
      );
    }
    case "integer":
      return fc.integer({
        min: (s.minimum as number | undefined) ?? -1000,
        max: (s.maximum as number | undefined) ?? 100_000,
      });
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return depth > 4 ? fc.constant([]) : fc.array(arbitrary(s.items, depth + 1), { maxLength: 3 });
    case "object":
      return objectOf(s, depth);
    default:
      return s.properties !== undefined ? objectOf(s, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(s: Schema, depth: number): fc.Arbitrary<unknown> {
  const props = (s.properties ?? {}) as Record<string, unknown>;
  const required = new Set((s.required ?? []) as string[]);
  const make = (need: Set<string>, leave: Set<string>) => {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [k, v] of Object.entries(props))
      if (!leave.has(k) && (depth < 4 || need.has(k))) shape[k] = arbitrary(v, depth + 1);
    return fc.record(shape, { requiredKeys: [...need].filter((k) => k in shape) });
  };
  // "exactly one of": each alternative's keys required, the others' left out.
  const oneOf = s.oneOf as { required?: string[] }[] | undefined;
  if (Array.isArray(oneOf) && oneOf.every((a) => Array.isArray(a.required))) {
    return fc.oneof(
      ...oneOf.map((a, i) => {
        const others = new Set(oneOf.flatMap((b, j) => (j === i ? [] : (b.required ?? []))));
        return make(new Set([...required, ...(a.required ?? [])]), others);
      }),
    );
  }
  return make(required, new Set());
}

/** A request for an operation: its path with parameters, query and body, as the schemas describe them. */
interface Call {
  path: string;
  query: [string, string][];
  body?: { type: string; text: string };
}

function callOf(o: Operation): fc.Arbitrary<Call> {
  const params = ((o.op.parameters ?? []) as Obj[]).map((p) => ({
    name: p.name as string,
    in: p.in as string,
    required: p.required === true,
    schema: p.schema,
  }));
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const p of params) {
    const key = `${p.in}:${p.name}`;
    parts[key] = p.in === "path" ? fc.oneof(knownValue(o.path, p.name), arbitrary(p.schema)) : arbitrary(p.schema);
    if (p.required || p.in === "path") required.push(key);
  }
  const content = ((o.op.requestBody as Obj | undefined)?.content ?? {}) as Record<string, { schema: unknown }>;
  const type = Object.keys(content)[0];
  if (type !== undefined) {
    const schema = resolve(content[type]?.schema);
    parts.body =
      schema.type === "string"
        ? fc
            .array(
              fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
              { maxLength: 3 },
            )
            .map((l) => l.join("\n"))
        : arbitrary(schema);
    if ((o.op.requestBody as Obj).required === true) required.push("body");
  }
  return fc.record(parts, { requiredKeys: required }).map((v) => {
    let path = o.path;
    const query: [string, string][] = [];
    for (const p of params) {
      const x = v[`${p.in}:${p.name}`];
      if (x === undefined) continue;
      if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(String(x)));
      else if (p.in === "query") for (const one of Array.isArray(x) ? x : [x]) query.push([p.name, String(one)]);
    }
    const body =
      type === undefined || v.body === undefined
        ? undefined
        : { type, text: typeof v.body === "string" ? v.body : JSON.stringify(v.body) };
    return { path, query, ...(body ? { body } : {}) };
  });
}

/** A real value for a path parameter, so that a generated request also reaches a thing that is there. */
function knownValue(path: string, name: string): fc.Arbitrary<unknown> {
  if (name === "lot") return fc.constant("cask");
  if (name === "id" && path.startsWith("/v1/provisions"))
    return fc.constantFrom("borkum-1666/6.3", "dl-vrag/1", "dl-vrag~19");
  if (name === "kind") return fc.constantFrom("envelope", "salvage", "find");
  if (name === "statute") return fc.constant("borkum-1666");
  if (name === "name") return fc.constant("salvage-inside-reefs");
  return fc.string({ maxLength: 8 });
}

// -- checking the answers ----------------------------------------------------

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
let components: Obj | undefined;

function validator(schema: unknown) {
  if (!components) {
    components = JSON.parse(
      JSON.stringify((doc.components as Obj).schemas).replaceAll("#/components/schemas/", "#/$defs/"),
    ) as Obj;
    ajv.addSchema({ $id: "sealaw:components", $defs: components });
  }
  const text = JSON.stringify(schema).replaceAll("#/components/schemas/", "sealaw:components#/$defs/");
  return ajv.compile(JSON.parse(text) as Schema);
}

const compiled = new Map<string, ReturnType<typeof validator>>();

type Token = "none" | "bad" | "valid";

async function check(o: Operation, c: Call, token: Token): Promise<number> {
  const url = `${base}${c.path}${c.query.length ? `?${new URLSearchParams(c.query)}` : ""}`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (token === "bad") headers.authorization = "Bearer not-a-token";
  if (token === "valid") headers.authorization = `Bearer ${tokens.admin}`;
  if (c.body) headers["content-type"] = c.body.type;
  const r = await fetch(url, { method: o.method.toUpperCase(), headers, ...(c.body ? { body: c.body.text } : {}) });
  const text = await r.text();
  const where = `${o.method.toUpperCase()} ${url} (${token} token) ${c.body ? c.body.text.slice(0, 200) : ""} -> ${r.status} ${text.slice(0, 300)}`;
  assert.ok(r.status < 500, `no 5xx: ${where}`);
  const responses = o.op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
  const documented = responses[String(r.status)];
  assert.ok(documented, `status ${r.status} is documented: ${where}`);
  const type = (r.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const content = documented.content ?? {};
  assert.ok(type in content, `content type ${type} is one of ${Object.keys(content).join(", ")}: ${where}`);
  if (type === "application/json" || type === "application/problem+json") {
    const key = `${o.method} ${o.path} ${r.status} ${type}`;
    let v = compiled.get(key);
    if (!v) {
      v = validator(content[type]?.schema);
      compiled.set(key, v);
    }
    assert.ok(v(JSON.parse(text)), `the body fits its schema (${ajv.errorsText(v.errors)}): ${where}`);
  }
  return r.status;
}

function operations(): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Obj>>)) {
    for (const [method, op] of Object.entries(ops)) out.push({ method, path, op });
  }
  return out;
}

describe("the API keeps the contract of its OpenAPI document", () => {
  test("every operation, with requests made from its schemas, with and without valid tokens", async () => {
    for (const o of operations()) {
      // An import writes the whole register, into an empty one only; a revoked token would end the run.
      if (o.path === "/v1/register/import" || o.method === "delete") continue;
      const secured = Array.isArray(o.op.security) && o.op.security.length > 0;
      for (const token of ["none", "bad", "valid"] as Token[]) {
        await fc.assert(
          fc.asyncProperty(callOf(o), async (c) => {
            const status = await check(o, c, token);
            if (secured && token !== "valid") assert.equal(status, 401, `${o.method} ${o.path} needs a token`);
            if (token === "valid" || !secured) {
              // Made to fit the schemas: accepted, or refused for a reason the document states in words.
              assert.ok(
                [200, 201, 404, 406, 422].includes(status),
                `a request made from the schemas of ${o.method} ${o.path} is accepted (${status})`,
              );
            }
          }),
          { numRuns: RUNS, seed: SEED, includeErrorInReport: true },
        );
      }
    }
  });

  test("a revoke and an import keep the contract too", async () => {
    const revoke = operations().find((o) => o.method === "delete") as Operation;
    for (const id of ["no-such-token", "tok_0"]) {
      await check(revoke, { path: revoke.path.replace("{id}", encodeURIComponent(id)), query: [] }, "valid");
    }
    const imp = operations().find((o) => o.path === "/v1/register/import") as Operation;
    const status = await check(
      imp,
      { path: imp.path, query: [], body: { type: "application/jsonl", text: "{}\n" } },
      "valid",
    );
    assert.equal(status, 422, "an import into a register that has entries is refused");
  });

  test("Redocly's recommended rules find no error in the document, and do find one in a document without servers", async () => {
    const lint = async (d: Obj): Promise<{ code: number; out: string }> => {
      const file = join(dir, `openapi-${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify(d));
      return new Promise((res) => {
        execFile(
          process.execPath,
          [
            join(root, "node_modules", "@redocly", "cli", "bin", "cli.js"),
            "lint",
            "--extends",
            "recommended",
            "--format",
            "stylish",
            file,
          ],
          {
            cwd: dir,
            encoding: "utf8",
            timeout: 120_000,
            env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", CI: "true" },
          },
          (e, out, err) => res({ code: e ? ((e as { code?: number }).code ?? 1) : 0, out: `${out}${err}` }),
        );
      });
    };
    const ok = await lint(doc);
    assert.equal(ok.code, 0, ok.out);
    const { servers: _s, ...bare } = doc;
    const paths = JSON.parse(JSON.stringify(bare.paths)) as Record<string, Record<string, Obj>>;
    delete (paths["/healthz"] as Record<string, Obj>).get?.security;
    const bad = await lint({ ...bare, paths });
    assert.notEqual(bad.code, 0, "the linter fails a document that lacks what the recommended rules require");
  });
});
