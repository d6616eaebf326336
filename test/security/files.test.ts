/**
 * No route reads or writes a file the client names. The server runs with its
 * examples and its pages in a folder of this test's, beside files that must never
 * be served (canaries with random contents). Every route with a path parameter or a
 * name (examples/{statute}/{name}, provisions/{id}, schema/{kind}, lots/{lot} and
 * its history, tokens/{id}), the query parameters that name things, and the static
 * paths (/assets/.., /%2e%2e/, double and overlong encodings, backslashes, absolute
 * paths) are tried with path traversal sent byte for byte on the wire (no client
 * normalises it away); bodies carry fields that look like files to read or write.
 * No answer holds a canary, /etc/passwd, package.json or any other file from
 * outside, none is a 5xx, and no file appears where a body asked one written.
 *
 * What the server reads from disk, reviewed in src/server: pages.ts reads its own
 * folder once at start into a fixed table (a request is answered from the table,
 * never by a path); law.ts lists the examples folder and reads only a file found
 * in that listing whose name equals the request's; the provisions are modules
 * imported from a fixed table (src/law/texts.ts). Nothing else in src/server or
 * src/registry touches the file system on a request's behalf.
 */

import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { STORES, type TestStore } from "../../src/registry/test-support/stores.js";
import { createToken } from "../../src/registry/tokens.js";
import { type Running, serve } from "../../src/server/test-support/http.js";

const sqlite = STORES[0];
if (!sqlite) throw new Error("no SQLite store kind");

const ROOT = join(import.meta.dirname, "..", "..");

/** A request sent as written: the path goes on the wire unnormalised. */
function raw(
  url: string,
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, method: o.method ?? "GET", path, headers: o.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(o.body);
  });
}

describe("no file named by the client is read or written", () => {
  let t: TestStore;
  let s: Running;
  let dir: string;
  let admin: string;
  const canaries: Record<string, string> = {};
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "sealaw-files-"));
    const put = (path: string, text: string) => {
      mkdirSync(join(dir, path, ".."), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    // The canaries: beside the folders, at the top of the examples folder, beside an example, beside the pages.
    for (const path of [
      "secret.txt",
      "secret.yaml",
      "examples/secret.yaml",
      "examples/borkum-1666/secret.txt",
      "examples/borkum-1666/secret.yml",
      "web/../pages-secret.txt",
      "secret/secret.yaml",
    ]) {
      canaries[path] = `CANARY-${randomBytes(12).toString("hex")}`;
      put(path, `title: ${canaries[path]}\n`);
    }
    put("examples/borkum-1666/fine.yaml", "title: a fine example\nkind: foot-strand\n");
    put("web/index.html", '<!doctype html><script type="module" src="/assets/app-1.js"></script>');
    put("web/assets/app-1.js", "console.log('pages')");
    t = await sqlite.make();
    s = await serve(t.store, { logger: false, examplesDir: join(dir, "examples"), pagesDir: join(dir, "web") });
    admin = (await createToken(t.store, { actor: "the admin", role: "admin" })).token;
  });
  after(async () => {
    await s?.close();
    await t?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What must never be in an answer: the canaries and well-known files from outside. */
  function leaked(text: string): string | undefined {
    for (const [path, c] of Object.entries(canaries)) if (text.includes(c)) return `the canary ${path}`;
    const markers: [string, RegExp][] = [
      ["/etc/passwd", /root:[^:\n]*:0:0:/],
      ["package.json", /"devDependencies"|"allowScripts"/],
      ["tsconfig.json", /"compilerOptions"/],
      [".git", /gitdir: |ref: refs\/heads\//],
      ["a source file", /^import .* from "node:/m],
      ["/proc/self/environ", /PATH=\/|HOME=\//],
    ];
    for (const [what, re] of markers) if (re.test(text)) return what;
    return undefined;
  }

  test("the examples and pages served are the test's own (so what follows tries the right folders)", async () => {
    const ok = await raw(s.url, "/v1/examples/borkum-1666/fine");
    assert.equal(ok.status, 200, ok.text);
    assert.match(ok.text, /a fine example/);
    const js = await raw(s.url, "/assets/app-1.js");
    assert.equal(js.status, 200);
    assert.match(readFileSync(join(ROOT, "package.json"), "utf8"), /"devDependencies"/, "the marker matches the file");
  });

  test("path traversal and absolute paths in every path parameter, name, query and static path", async () => {
    const abs = (p: string) => join(dir, p);
    const targets = [
      "../secret.txt",
      "../../secret.txt",
      "../secret",
      "secret",
      "secret.txt",
      "secret.yml",
      "../../../../../../../../etc/passwd",
      "/etc/passwd",
      "/proc/self/environ",
      abs("secret.txt"),
      abs("examples/secret"),
      abs("examples/secret.yaml"),
      `${ROOT}/package.json`,
      "../../package.json",
      "../../../package.json",
      "..\\..\\secret.txt",
      "....//....//secret.txt",
      "..;/secret.txt",
      "file:///etc/passwd",
      "~/.bashrc",
    ];
    // Each target as a client might send it: percent-encoded, with its dots and slashes encoded,
    // double-encoded, overlong UTF-8, or raw.
    // (The first three in CI; all six under SEALAW_SECURITY_FULL.)
    const spell = (x: string): string[] =>
      [
        encodeURIComponent(x),
        x.replace(/\./g, "%2e").replace(/\//g, "%2f"),
        x,
        encodeURIComponent(encodeURIComponent(x)),
        x.replace(/\./g, "%c0%ae").replace(/\//g, "%c0%af"),
        x.replace(/\//g, "%5c"),
      ].slice(0, process.env.SEALAW_SECURITY_FULL === "1" ? 6 : 3);
    const paths: string[] = [];
    for (const x of targets) {
      for (const v of spell(x)) {
        paths.push(
          `/v1/examples/${v}`,
          `/v1/examples/borkum-1666/${v}`,
          `/v1/examples/${v}/secret`,
          `/v1/examples/${v}/fine`,
          `/v1/provisions/${v}`,
          `/v1/provisions/borkum-1666/${v}`,
          `/v1/schema/${v}`,
          `/v1/register/lots/${v}`,
          `/v1/register/lots/${v}/history`,
          `/v1/provisions?statute=${v}`,
          `/v1/readings?statute=${v}`,
          `/v1/register/lots?status=${v}`,
          `/assets/${v}`,
          `/${v}`,
          `/assets/app-1.js/${v}`,
          `/index.html/${v}`,
        );
      }
    }
    paths.push(
      "/assets/../pages-secret.txt",
      "/../pages-secret.txt",
      "/%2e%2e/pages-secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/%252e%252e/%252e%252e/secret.txt",
      "/..%5c..%5csecret.txt",
      "//etc/passwd",
      "///etc/passwd",
      "/./././../../../etc/passwd",
      "/assets/./../../secret.txt",
      `/${dir}/secret.txt`,
      "/docs/../../package.json",
      "/openapi.json/../../package.json",
      "/v1/examples/borkum-1666/fine/../../../secret",
      "/v1/examples/borkum-1666/..%2f..%2fsecret",
    );
    let tried = 0;
    for (const path of paths) {
      for (const method of path.startsWith("/v1/tokens") ? ["DELETE"] : ["GET", "HEAD"]) {
        const r = await raw(s.url, path, { method });
        tried++;
        assert.ok(r.status < 500, `${method} ${path}: ${r.status} ${r.text.slice(0, 200)}`);
        const l = leaked(r.text);
        assert.equal(l, undefined, `${method} ${path} answered with ${l}: ${r.text.slice(0, 200)}`);
        if (r.status === 200) {
          // The only 200s: the index page, a listing or a known name (a schema, a provision list), never a file.
          assert.ok(!r.text.includes("CANARY"), `${path}`);
        }
      }
    }
    for (const x of targets) {
      for (const v of spell(x)) {
        const r = await raw(s.url, `/v1/tokens/${v}`, {
          method: "DELETE",
          headers: { authorization: `Bearer ${admin}` },
        });
        tried++;
        assert.ok(r.status < 500 && r.status !== 200, `DELETE /v1/tokens/${v}: ${r.status} ${r.text.slice(0, 200)}`);
        assert.equal(leaked(r.text), undefined);
      }
    }
    assert.ok(tried > 1500, `${tried} requests`);
    console.log(
      `# ${targets.length} targets × ${spell("x").length} spellings × 16 routes: ${paths.length} paths, ${tried} requests`,
    );
  });

  test("bodies whose fields look like files to read or write", async () => {
    const before = readdirSync(dir).sort();
    const out = join(dir, "written-by-a-client");
    const yamlCases = [
      `version: 1\nstatute: dl-vrag\nkind: find\n$ref: /etc/passwd\nfacts: { $ref: "${join(dir, "secret.yaml")}" }\n`,
      `version: 1\nstatute: dl-vrag\nkind: find\nfacts: !include ${join(dir, "secret.yaml")}\n`,
      `version: 1\nstatute: dl-vrag\nkind: find\nfacts: !!binary ${Buffer.from("x").toString("base64")}\n`,
      `version: 1\nstatute: dl-vrag\nkind: find\ninclude: ${join(dir, "secret.yaml")}\nextends: ../secret\nfile: /etc/passwd\nout: ${out}\nfacts: {}\n`,
      `version: 1\nstatute: ../../secret\nkind: ../secret\nfacts: {}\n`,
      `version: 1\nstatute: ${join(dir, "secret")}\nkind: /etc/passwd\nfacts: {}\n`,
      `%YAML 1.2\n%TAG !x! tag:file:${join(dir, "secret.yaml")}\n---\nversion: 1\nstatute: dl-vrag\nkind: find\nfacts: !x!y {}\n`,
    ];
    const posts: [string, string, string][] = [];
    for (const y of yamlCases) {
      for (const route of [
        "/v1/decide",
        "/v1/questions",
        "/v1/sensitivity",
        "/v1/whatif",
        "/v1/compare?with=dl-vrag",
      ]) {
        posts.push([route, "application/yaml", y]);
      }
      posts.push(["/v1/decide/batch", "application/x-ndjson", `${JSON.stringify({ file: "/etc/passwd", out })}\n`]);
    }
    for (const q of [
      "reading=../../secret",
      `reading=${join(dir, "secret.yaml")}`,
      "with=../../secret",
      "with=/etc/passwd",
    ]) {
      posts.push([`/v1/compare?${q}`, "application/yaml", yamlCases[0] as string]);
      posts.push([`/v1/decide?${q}`, "application/yaml", yamlCases[0] as string]);
    }
    const auth = { authorization: `Bearer ${admin}` };
    const lodge = {
      id: "../../secret",
      case: { statute: "dl-vrag", kind: "find", $ref: "/etc/passwd", file: join(dir, "secret.yaml"), out },
    };
    const register: [string, string, string][] = [
      ["/v1/register/lots", "application/json", JSON.stringify(lodge)],
      [
        "/v1/register/lots",
        "application/json",
        JSON.stringify({
          ...lodge,
          id: "x",
          case: undefined,
          fields: { description: "/etc/passwd", lodged: "1690-05-10", finder: join(dir, "secret.txt"), foundAt: "sea" },
        }),
      ],
      ["/v1/register/readings", "application/json", JSON.stringify({ name: "../../secret", value: "/etc/passwd" })],
      [
        "/v1/register/import",
        "application/jsonl",
        `${JSON.stringify({ format: "sealaw-register", file: "/etc/passwd", out })}\n`,
      ],
      ["/v1/tokens", "application/json", JSON.stringify({ actor: join(dir, "secret.txt"), role: "clerk", out })],
    ];
    let tried = 0;
    for (const [route, type, body] of [...posts, ...register]) {
      const r = await raw(s.url, route, {
        method: "POST",
        headers: {
          "content-type": type,
          ...(route.startsWith("/v1/register") || route.startsWith("/v1/tokens") ? auth : {}),
        },
        body,
      });
      tried++;
      assert.ok(r.status < 500, `${route} ${body.slice(0, 80)}: ${r.status} ${r.text.slice(0, 300)}`);
      assert.equal(leaked(r.text), undefined, `${route}: ${r.text.slice(0, 300)}`);
    }
    assert.equal(existsSync(out), false, "no file was written where a body asked");
    assert.deepEqual(readdirSync(dir).sort(), before, "the folder holds what it held");
    console.log(`# ${tried} bodies with file-like fields`);
  });
});
