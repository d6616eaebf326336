/**
 * A client generated from the OpenAPI document by a standard tool (openapi-typescript)
 * is enough to lodge a find and read the lot back: the types it generates compile
 * against a small program that does so, under TypeScript's strict checks, and the
 * program then runs against a real server. A document that left out what a write
 * creates, or stated the wrong media type, would not compile or would not run.
 */

import assert from "node:assert/strict";
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { openStore, type Store } from "../registry/store.js";
import { createToken } from "../registry/tokens.js";
import { type Running, serve } from "../server/test-support/http.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
let store: Store;
let s: Running;
let dir: string;

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store);
  dir = mkdtempSync(join(tmpdir(), "sealaw-generated-"));
});
after(async () => {
  await s.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const PROGRAM = `import type { paths } from "./api.js";

type Lodge = paths["/v1/register/lots"]["post"];
type Body = NonNullable<Lodge["requestBody"]>["content"]["application/json"];
type Lodged = Lodge["responses"][201]["content"]["application/json"];
type Shown = paths["/v1/register/lots/{lot}"]["get"]["responses"][200]["content"]["application/json"];
type Problem = Lodge["responses"][400]["content"]["application/problem+json"];

export async function lodgeAndRead(base: string, token: string): Promise<string> {
  const body: Body = {
    fields: { description: "a cask of wine", lodged: "1690-05-10", finder: "Peder Hansen", foundAt: "sea", value: "36" },
  };
  const r = await fetch(\`\${base}/v1/register/lots\`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: \`Bearer \${token}\` },
    body: JSON.stringify(body),
  });
  if (r.status !== 201) {
    const p = (await r.json()) as Problem;
    throw new Error(\`\${p.status} \${p.title}: \${p.detail}\`);
  }
  const lodged = (await r.json()) as Lodged;
  const id: string | undefined = lodged.lot?.id;
  if (id === undefined) throw new Error("the answer has no lot");
  const shown = (await (await fetch(\`\${base}/v1/register/lots/\${encodeURIComponent(id)}\`)).json()) as Shown;
  const description: string = shown.lot.description;
  return \`\${id}: \${description}\`;
}

declare const process: {
  argv: string[];
  stdout: { write(s: string): void };
  stderr: { write(s: string): void };
  exitCode?: number;
};
const [base, token] = process.argv.slice(2);
if (base && token) lodgeAndRead(base, token).then((x) => process.stdout.write(x), (e: Error) => { process.stderr.write(e.message); process.exitCode = 1; });
`;

test("a client generated from /openapi.json compiles against a program that lodges a find and reads it back, and the program works", async () => {
  const doc = (await s.call("/openapi.json")).json() as Record<string, unknown>;
  const ast = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
  writeFileSync(join(dir, "api.ts"), astToString(ast));
  writeFileSync(join(dir, "program.ts"), PROGRAM);
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: [],
        skipLibCheck: true,
      },
      files: ["program.ts"],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", dir], {
    encoding: "utf8",
  });
  assert.equal(tsc.status, 0, `the generated client does not compile:\n${tsc.stdout}${tsc.stderr}`);
  const clerk = (await createToken(store, { actor: "Jens", role: "clerk" })).token;
  // Run it while this process serves: asynchronously, so that the server can answer.
  const run = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(dir, "program.ts"), s.url, clerk],
      { cwd: root, encoding: "utf8", timeout: 120_000 },
      (e, out, err) => resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, out, err }),
    );
  });
  assert.equal(run.code, 0, run.err);
  assert.match(run.out, /^lot-\d+: a cask of wine$/);
});
