// test: shared
/**
 * The typed client against a real server: its routes are exactly the routes of the
 * server's OpenAPI document, and its calls work, an error arriving as a problem.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, test } from "node:test";
import { expand } from "../core/determination-format.js";
import { openStore, type Store } from "../registry/store.js";
import { createToken } from "../registry/tokens.js";
import { type Running, serve } from "../server/test-support/http.js";
import { ROUTES, SealawClient, SealawHttpError, SPEAKING } from "./index.js";

let store: Store;
let s: Running;

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store);
});
after(async () => {
  await s.close();
  await store.close();
});

test("the client's routes are the OpenAPI document's, method for method", async () => {
  const doc = (await s.call("/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`))
    .sort();
  const client = Object.values(ROUTES)
    .map(([m, p]) => `${m} ${p}`)
    .sort();
  assert.deepEqual(client, documented);
});

test("each of the client's methods is named by its operation's operationId", async () => {
  const doc = (await s.call("/openapi.json")).json() as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  for (const [name, [method, path]] of Object.entries(ROUTES)) {
    assert.equal(doc.paths[path]?.[method]?.operationId, name, `${method} ${path}`);
  }
});

test("the client decides, asks, reads the law and writes the register; errors are problems", async () => {
  const admin = (await createToken(store, { actor: "admin", role: "admin" })).token;
  const api = new SealawClient(s.url, { token: admin });
  assert.equal((await api.health()).status, "ok");
  const text = readFileSync(new URL("../../examples/borkum-1666/salvage-inside-reefs.yaml", import.meta.url), "utf8");
  const d = await api.decide(text);
  assert.equal(d.statute, "borkum-1666");
  assert.equal(d.format, 2, "format 2 unless format 1 is asked for");
  const one = await api.decide(text, { format: 1 });
  assert.deepEqual(expand(d), one);
  const props = async (format?: 1 | 2) =>
    ((await api.schema("determination", format ? { format } : {})) as { properties: object }).properties;
  assert.ok("rules" in (await props()));
  assert.ok(!("rules" in (await props(1))));
  assert.match(await api.decideAs(text, "text/plain"), /Receipt: sealaw/);
  assert.equal((await api.provision("borkum-1666/6.3")).id, "borkum-1666/6.3");
  assert.equal(await api.example("borkum-1666/salvage-inside-reefs"), text);
  const q = await api.questions("version: 1\nstatute: borkum-1666\nkind: salvage\nfacts: {}\n");
  assert.ok(Array.isArray(q.needed));
  const lines: Record<string, unknown>[] = [];
  for await (const l of api.decideBatch('{"version":1}\n')) lines.push(l);
  assert.equal(lines.length, 1);
  assert.equal((lines[0] as { line: number }).line, 1);
  const clerk = await api.createToken("Jens", "clerk");
  const asClerk = new SealawClient(s.url, { token: clerk.token });
  const lodged = await asClerk.lodge({
    fields: {
      description: "a cask of wine",
      lodged: "1690-05-10",
      finder: "Peder Hansen",
      foundAt: "sea",
      value: "36",
    },
  });
  assert.equal(lodged.seq, 1);
  assert.equal((await api.history(String(lodged.lot?.id)))[0]?.actor, "Jens");
  // the lot says what its state allows, so that a client need not know the register's rules
  const shown = await api.lot(String(lodged.lot?.id));
  assert.equal(
    shown.allowed.find((a) => a.action === "decide"),
    undefined,
    "no claim waits to be decided",
  );
  assert.deepEqual(shown.allowed.find((a) => a.action === "claim")?.needs, ["claimant", "date"]);
  assert.equal(shown.parties.find((p) => p.id === "finder")?.name, "Peder Hansen");
  await assert.rejects(
    () => asClerk.dispose(String(lodged.lot?.id), { date: "1690-05-11", to: "king" }),
    (e: unknown) => e instanceof SealawHttpError && e.problem.status === 403 && e.problem.type.endsWith(":forbidden"),
  );
  await assert.rejects(
    () => api.decide("version: 1\nstatute: nope\n"),
    (e: unknown) => e instanceof SealawHttpError && e.problem.status === 422 && (e.problem.errors?.length ?? 0) > 0,
  );
  assert.equal((await api.verify()).ok, true);
});

test("the client's routes that speak a language are those whose query takes lang", async () => {
  const doc = (await s.call("/openapi.json")).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  const speaking = Object.entries(ROUTES)
    .filter(([, [method, path]]) =>
      (doc.paths[path]?.[method]?.parameters ?? []).some((p) => p.in === "query" && p.name === "lang"),
    )
    .map(([name]) => name)
    .sort();
  assert.deepEqual([...SPEAKING].sort(), speaking);
});

test("a client given lang: da is answered in Danish, as the server answers ?lang=da", async () => {
  const text = readFileSync(new URL("../../examples/dl-vrag/find-anchor-in-the-sound.yaml", import.meta.url), "utf8");
  const da = new SealawClient(s.url, { lang: "da" });
  const asked = async (query: string) =>
    (
      await s.call(`/v1/decide${query}`, {
        method: "POST",
        headers: { "content-type": "application/yaml" },
        body: text,
      })
    ).json() as Record<string, unknown> & { situation: string; receipt: unknown };
  const d = await da.decide(text);
  const server = await asked("?lang=da");
  assert.deepEqual(d, server);
  const english = await new SealawClient(s.url).decide(text);
  assert.deepEqual(english, await asked(""));
  // Said in Danish: the texts differ from the English, the receipt is the same.
  assert.notEqual(d.situation, english.situation);
  assert.deepEqual(d.receipt, english.receipt);
  // The Law's words, as the Danish Law writes them (Book 4, ch. 1): the finder's bjergeløn, and year and day.
  assert.match(JSON.stringify(d), /bjergeløn/);
  assert.match(JSON.stringify(d), /år og dag/);
  // The readings are said in it too, and so is a problem.
  const readingsDa = (await da.readings("dl-vrag")) as { name: string; question?: string }[];
  const readingsEn = (await new SealawClient(s.url).readings("dl-vrag")) as { name: string; question?: string }[];
  assert.equal(readingsDa.length, readingsEn.length);
  assert.ok(
    readingsDa.some((r, i) => JSON.stringify(r) !== JSON.stringify(readingsEn[i])),
    "some reading is said otherwise",
  );
  await assert.rejects(
    () => da.decide("version: 1\nstatute: nope\n"),
    (e: unknown) =>
      e instanceof SealawHttpError &&
      e.problem.status === 422 &&
      /feltet mangler/.test(JSON.stringify(e.problem)) &&
      !/the field is missing/.test(JSON.stringify(e.problem)),
  );
});
