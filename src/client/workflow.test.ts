/**
 * A client generated from the served OpenAPI document, used with its default
 * settings, does a day's work: openapi-typescript makes the types from
 * /openapi.json, a program written against them (test/client/workflow.ts)
 * compiles under TypeScript's strict checks, and, run with openapi-fetch against
 * a real server, it decides, asks, compares, weighs the readings, reads the law,
 * takes a find from its lodging to its payment and exports the register. What
 * each step comes to is held to the law: the figures the example case file
 * states, what the Danish Law gives a finder. Each JSON answer fits the schema
 * the document gives it, so a type the client was given is the answer's type.
 */

import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import openapiTS, { astToString } from "openapi-typescript";
import { parse } from "yaml";
import type { Outcome } from "../../test/client/outcome.js";
import { openStore, type Store } from "../registry/store.js";
import { CASK } from "../registry/test-support/lots.js";
import { createToken } from "../registry/tokens.js";
import { type Running, serve } from "../server/test-support/http.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const program = join(root, "test", "client", "workflow.ts");
let store: Store;
let s: Running;
let dir: string;

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store);
  dir = mkdtempSync(join(tmpdir(), "sealaw-workflow-"));
});
after(async () => {
  await s.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

type Obj = Record<string, unknown>;

interface Expect {
  parts: Record<string, number>;
  exact: Record<string, number>;
  total_parts: number;
}

test("a client generated from /openapi.json, with openapi-fetch's defaults, decides, asks, analyses, reads the law and keeps the register as the law says", async () => {
  const doc = (await s.call("/openapi.json")).json() as Obj;
  const types = join(dir, "sealaw-api.ts");
  writeFileSync(types, astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0])));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: [],
        skipLibCheck: true,
        paths: { "sealaw-api": [types] },
      },
      files: [program],
    }),
  );
  const tsc = spawnSync(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", dir], {
    encoding: "utf8",
  });
  assert.equal(tsc.status, 0, `the program does not compile against the generated types:\n${tsc.stdout}${tsc.stderr}`);

  const text = readFileSync(join(root, "examples", "borkum-1666", "salvage-inside-reefs.yaml"), "utf8");
  const file = parse(text) as Obj & { expect: Expect };
  const { expect, ...salvage } = file;
  const admin = (await createToken(store, { actor: "the officer", role: "admin" })).token;
  const { workflow } = (await import(pathToFileURL(program).href)) as {
    workflow(x: { base: string; token: string; salvage: unknown; batchLine: string; find: unknown }): Promise<Outcome>;
  };
  const out = await workflow({
    base: s.url,
    token: admin,
    salvage,
    batchLine: JSON.stringify(salvage),
    find: CASK,
  });

  // Deciding: the parts and the exact shares the example file states (EX-02), in format 2.
  assert.equal(out.decided.statute, "borkum-1666");
  assert.equal(out.decided.format, 2);
  for (const [who, n] of Object.entries(expect.parts))
    assert.equal(Number(out.decided.parts[who] ?? 0), n, `${who}'s parts`);
  for (const [who, u] of Object.entries(expect.exact))
    assert.equal(Number(out.decided.exact[who] ?? 0), u, `${who}'s share in u`);
  assert.equal(
    Object.values(out.decided.parts).reduce((a, b) => a + Number(b), 0),
    expect.total_parts,
  );

  // Asking: nothing is known, so the case cannot be decided; where the goods were is asked (6.3–6.6 turn on it).
  assert.equal(out.asked.decidable, false);
  assert.ok(out.asked.needed.includes("facts.place"), out.asked.needed.join(", "));
  assert.ok(out.asked.next !== undefined);

  // Comparing: the file is written so that the Danish Law decides the same facts with figures too (dl-vrag/1–7).
  assert.deepEqual(out.compared.left, ["borkum-1666", true]);
  assert.deepEqual(out.compared.right, ["dl-vrag", true]);
  assert.ok(out.compared.rightParties.includes("meinert"), out.compared.rightParties.join(", "));

  // The readings: the Vogt's wagon decides his share; R2 gives him 4 parts of 18 (variant A of the file).
  assert.ok(out.weighed.decisive.includes("vogt_wagon_parts"), out.weighed.decisive.join(", "));
  assert.equal(out.weighed.vogt?.inForce, String(expect.exact.vogt));
  assert.equal(out.flipped?.to, "R2");
  assert.equal(out.flipped?.vogtAfter, "680/9", "340 u × 4/18");
  assert.equal(out.reading?.default, "R1", "the file's figures stand under the Vogt's reading in force");

  // The law: the provision named with a ~ for its slash.
  assert.deepEqual(out.provision, { id: "borkum-1666/6.5", statute: "borkum-1666", language: "de" });

  // The register: the owner who proves his find owes the finder's third (36 rd / 3) before it goes back (dl-vrag/15).
  assert.equal(out.lot.location, `/v1/register/lots/${out.lot.id}`);
  assert.equal(out.lot.claimStatus, 201);
  assert.equal(out.lot.decisionStatus, 201);
  assert.ok(
    out.lot.owedBeforePaying.some((w) => w.includes(`${Number(CASK.value) / 3} rd`)),
    out.lot.owedBeforePaying.join("; "),
  );
  assert.equal(out.lot.paidStatus, 201);
  assert.deepEqual(out.lot.owedAfterPaying, []);

  // The export: a header line naming the four entries written (lodged, claimed, decided, paid), and each of them.
  assert.equal(out.exported.header.format, "sealaw-register");
  assert.equal(out.exported.header.entries, 4);
  assert.deepEqual(out.exported.kinds, ["lodge", "claim", "decision", "payment"]);
  // The batch: a line out for each line in, in order; the second is not a case.
  assert.equal(out.batch.lines.length, 2);
  assert.equal(out.batch.lines[0]?.statute, "borkum-1666");
  assert.equal(out.batch.lines[1]?.line, 2);
  assert.ok(out.batch.lines[1]?.error);

  // Every JSON answer fits the schema the document states for it.
  const components = JSON.parse(
    JSON.stringify((doc.components as Obj).schemas).replaceAll("#/components/schemas/", "#/$defs/"),
  ) as Obj;
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ $id: "sealaw:components", $defs: components });
  for (const x of out.seen) {
    const op = (doc.paths as Record<string, Record<string, Obj>>)[x.path]?.[x.method];
    const schema = ((op?.responses as Record<string, Obj>)?.[String(x.status)]?.content as Obj | undefined)?.[
      "application/json"
    ] as { schema?: unknown } | undefined;
    assert.ok(schema?.schema, `${x.method} ${x.path} documents its ${x.status} as JSON`);
    const v = ajv.compile(
      JSON.parse(JSON.stringify(schema.schema).replaceAll("#/components/schemas/", "sealaw:components#/$defs/")),
    );
    assert.ok(v(x.data), `${x.method} ${x.path} ${x.status} fits its schema: ${ajv.errorsText(v.errors)}`);
  }
});
