/**
 * A broken chain is not written past, on every store: one byte of a journal row
 * changed, and a server started on the register says so on /healthz and in its
 * log, serves reads, and refuses every register write (a preview too) with 409,
 * naming the entry, writing nothing; a row changed while a server runs is caught
 * before the next write (the last entry changed by a byte, the one before it taken
 * away, an entry put in past the head, the journal cut back with its head); the
 * command refuses a write with exit 4, naming the entry and `sealaw register
 * verify`. Starts servers: not shared.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { sql } from "kysely";
import { runSealaw } from "../../src/cli/test-support/run.js";
import { ChainBrokenError } from "../../src/registry/errors.js";
import { Register } from "../../src/registry/register.js";
import { openStore, type Store } from "../../src/registry/store.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { STORES, type TestStore } from "../../src/registry/test-support/stores.js";
import { createToken } from "../../src/registry/tokens.js";
import { post, serve } from "../../src/server/test-support/http.js";
import { SEALAW_VERSION } from "../../src/version.js";

const NOW = "2026-01-01T00:00:00.000Z";
const BROKEN = "urn:sealaw:problem:journal-broken";

/** A cask's first steps: a reading set, the cask lodged, claimed by Hans Nielsen, costs laid out. Entries 1 to 4. */
async function story(store: Store): Promise<void> {
  const r = new Register(store, { now: () => NOW });
  await r.setReading({ actor: "the officer", name: "aar_og_dag", value: "R1" });
  await r.add({ fields: CASK, id: "cask", actor: "clerk" });
  await r.claim("cask", { actor: "clerk", claimant: "Hans Nielsen", date: "1690-08-10", proof: "HN" });
  await r.cost("cask", { actor: "clerk", date: "1690-08-11", amount: "2", for: "storage" });
}

/** One byte of entry `seq`'s row changed, behind the register's back: the first "Nielsen" in its payload becomes "Nielsem". */
async function changeOneByte(store: Store, seq: number): Promise<void> {
  const row = await store.db.selectFrom("journal").select("payload").where("seq", "=", seq).executeTakeFirstOrThrow();
  const at = row.payload.indexOf("Nielsen");
  assert.ok(at >= 0, `entry ${seq} names Hans Nielsen`);
  const changed = `${row.payload.slice(0, at + 6)}m${row.payload.slice(at + 7)}`;
  assert.equal(Buffer.byteLength(changed), Buffer.byteLength(row.payload));
  await store.db.updateTable("journal").set({ payload: changed }).where("seq", "=", seq).execute();
}

/** The journal's head and its number of rows. */
async function journal(store: Store): Promise<{ head: { seq: number; hash: string }; rows: number }> {
  const head = await new Register(store).head();
  const n = await store.db
    .selectFrom("journal")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return { head, rows: Number(n.n) };
}

/** An export of a register of one lot, for the import route (made in a register of its own). */
async function anExport(): Promise<string> {
  const other = await openStore({ file: ":memory:" });
  try {
    const r = new Register(other, { now: () => NOW });
    await r.add({ fields: CASK, id: "other", actor: "clerk" });
    const lines: string[] = [];
    for await (const l of r.exportLines()) lines.push(l);
    return `${lines.join("\n")}\n`;
  } finally {
    await other.close();
  }
}

/** Every register write, each with a body its route takes. */
function writes(exported: string): [string, string, RequestInit][] {
  const body = (b: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(b),
  });
  const lot = "/v1/register/lots/cask";
  return [
    ["lodge", "/v1/register/lots", body({ fields: CASK, id: "cask-2" })],
    ["lodge, previewed", "/v1/register/lots?preview=true", body({ fields: CASK, id: "cask-3" })],
    ["claim", `${lot}/claims`, body({ claimant: "Jens Olsen", date: "1690-08-12" })],
    ["decision", `${lot}/decisions`, body({ accept: true, date: "1690-08-12" })],
    ["assessment", `${lot}/assessments`, body({ date: "1690-08-12", field: "value", value: "30", by: "two men" })],
    ["sale", `${lot}/sales`, body({ date: "1690-08-12", price: "30" })],
    ["payment", `${lot}/payments`, body({ date: "1690-08-12", from: "office", to: "finder", amount: "1" })],
    ["costs", `${lot}/costs`, body({ date: "1690-08-12", amount: "1" })],
    ["costs, previewed", `${lot}/costs?preview=true`, body({ date: "1690-08-12", amount: "1" })],
    ["disposition", `${lot}/dispositions`, body({ date: "1690-08-12", to: "owner" })],
    ["reading", "/v1/register/readings", body({ name: "aar_og_dag", value: "default" })],
    [
      "import",
      "/v1/register/import",
      { method: "POST", headers: { "content-type": "application/jsonl" }, body: exported },
    ],
  ];
}

for (const kind of STORES) {
  describe(`a broken chain is not written past, on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    test("a server started on a journal with one byte changed says so, serves reads and refuses every write; so does the command", async () => {
      const t = await kind.make();
      try {
        await story(t.store);
        const admin = (await createToken(t.store, { actor: "the admin", role: "admin" })).token;
        await changeOneByte(t.store, 3);
        const before = await journal(t.store);
        const exported = await anExport();

        const s = await serve(t.store, { now: () => NOW });
        try {
          const said = s.logs.find((l) => Number(l.level) >= 50 && /journal/.test(String(l.msg)));
          assert.ok(said, `the start's log names the break: ${JSON.stringify(s.logs)}`);
          assert.match(String(said.msg), /\bentry 3\b/);
          assert.match(String(said.msg), /reads only/);
          assert.doesNotMatch(JSON.stringify(s.logs), /"the journal verifies/);

          const health = await s.call("/healthz");
          assert.equal(health.status, 200);
          const h = health.json() as { status: string; version: string; journal?: Record<string, unknown> };
          assert.equal(h.status, "degraded");
          assert.equal(typeof h.version, "string");
          assert.equal(h.journal?.intact, false);
          assert.equal(h.journal?.entry, 3);
          assert.match(String(h.journal?.problem), /\bentry 3 was changed\b/);

          const lot = await s.call("/v1/register/lots/cask");
          assert.equal(lot.status, 200, lot.text);
          assert.equal((lot.json() as { lot: { id: string } }).lot.id, "cask");
          const listed = await s.call("/v1/register/lots");
          assert.equal(listed.status, 200, listed.text);
          const verified = (await s.call("/v1/register/verify")).json() as { ok: boolean; broken?: { seq: number } };
          assert.equal(verified.ok, false);
          assert.equal(verified.broken?.seq, 3);

          const wrong: string[] = [];
          for (const [what, path, init] of writes(exported)) {
            const a = await s.call(path, { ...init, token: admin });
            const p = a.type.startsWith("application/problem+json")
              ? (a.json() as { type: string; detail: string })
              : undefined;
            if (a.status !== 409 || p?.type !== BROKEN) wrong.push(`${what}: ${a.status} ${a.text}`);
            else if (!/^the journal is broken at entry 3: entry 3 was changed\b/.test(p.detail))
              wrong.push(`${what}: the detail does not name entry 3: ${p.detail}`);
            else if (!/sealaw register verify/.test(p.detail))
              wrong.push(`${what}: the detail does not say what to run`);
          }
          assert.deepEqual(wrong, []);
          assert.deepEqual(await journal(t.store), before, "nothing was written");
        } finally {
          await s.close();
        }

        // The command, a process of its own that walks the chain before its first write.
        const ran = await runSealaw(
          ["register", "cost", "cask", "--date", "1690-08-12", "--amount", "1", "--actor", "clerk", ...t.args],
          { env: { ...t.env, SEALAW_NOW: NOW } },
        );
        assert.equal(ran.status, 4, ran.stderr);
        assert.match(ran.stderr, /^sealaw: the journal is broken at entry 3: entry 3 was changed\b/);
        assert.match(ran.stderr, /Nothing was written.*`sealaw register verify` names the break/);
        assert.doesNotMatch(ran.stderr, /internal error|\n\s+at /);
        assert.equal(ran.stdout, "");
        const reads = await runSealaw(["register", "show", "cask", "--json", ...t.args], { env: t.env });
        assert.equal(reads.status, 0, reads.stderr);
        assert.deepEqual(await journal(t.store), before, "nothing was written");
      } finally {
        await t.cleanup();
      }
    });

    test("the last entry changed by one byte while the server runs is caught before the next write", async () => {
      const t = await kind.make();
      try {
        await story(t.store);
        const clerk = (await createToken(t.store, { actor: "clerk", role: "clerk" })).token;
        const s = await serve(t.store, { now: () => NOW });
        try {
          assert.deepEqual((await s.call("/healthz")).json(), { status: "ok", version: SEALAW_VERSION });
          const cost = post({ date: "1690-08-12", amount: "1", for: "carriage" }, clerk);
          const first = await s.call("/v1/register/lots/cask/costs", cost);
          assert.equal(first.status, 201, first.text);
          const last = (first.json() as { seq: number }).seq;
          assert.equal(last, 5);

          await changeOneByte(t.store, last);
          const before = await journal(t.store);
          const next = await s.call("/v1/register/lots/cask/costs", cost);
          assert.equal(next.status, 409, next.text);
          const p = next.json() as { type: string; detail: string };
          assert.equal(p.type, BROKEN);
          assert.match(p.detail, /^the journal is broken at entry 5: entry 5 was changed\b/);
          assert.deepEqual(await journal(t.store), before, "nothing was written past the break");

          const h = (await s.call("/healthz")).json() as { status: string; journal?: { entry?: number } };
          assert.equal(h.status, "degraded");
          assert.equal(h.journal?.entry, 5);
          assert.equal((await s.call("/v1/register/lots/cask/history")).status, 200);
        } finally {
          await s.close();
        }
      } finally {
        await t.cleanup();
      }
    });

    test("the entry before the last taken away, an entry put in past the head, or the journal cut back with its head, after a write, is caught before the next", async () => {
      const cases: [string, (store: Store) => Promise<void>, RegExp][] = [
        [
          "entry 4, the one before the last, deleted",
          async (store) => {
            await sql`delete from journal where seq = 4`.execute(store.db);
          },
          /^the journal is broken at entry 4: entry 4 is missing: entry 5 follows entry 3\b/,
        ],
        [
          "an entry put in past the head",
          async (store) => {
            await sql`insert into journal (seq, prev, hash, at, actor, kind, lot, payload, reason, corrects)
                      select 6, hash, hash, at, actor, kind, lot, payload, reason, corrects from journal where seq = 5`.execute(
              store.db,
            );
          },
          /^the journal is broken at entry 6\b/,
        ],
        [
          "the last entry deleted and the head set back onto the one before",
          async (store) => {
            await sql`delete from journal where seq = 5`.execute(store.db);
            await sql`update head set seq = 4, hash = (select hash from journal where seq = 4) where id = 1`.execute(
              store.db,
            );
          },
          /^the journal is broken at entry 5: entry 5 was verified as written and the register's head is now entry 4/,
        ],
      ];
      for (const [what, tamper, named] of cases) {
        const t: TestStore = await kind.make();
        try {
          await story(t.store);
          const r = new Register(t.store, { now: () => NOW });
          const cost = { actor: "clerk", date: "1690-08-12", amount: "1" };
          assert.equal((await r.cost("cask", cost)).seq, 5, what);
          await tamper(t.store);
          const before = await journal(t.store);
          await assert.rejects(
            r.cost("cask", cost),
            (e: unknown) => e instanceof ChainBrokenError && named.test(e.message),
            what,
          );
          // A preview is refused as the write would be, and the refusal holds for every write after.
          await assert.rejects(
            r.preview((g) => g.cost("cask", cost)),
            (e: unknown) => e instanceof ChainBrokenError,
          );
          await assert.rejects(
            r.setReading({ actor: "the officer", name: "aar_og_dag", value: "default" }),
            ChainBrokenError,
          );
          assert.deepEqual(await journal(t.store), before, `${what}: nothing was written`);
          assert.equal((await r.show("cask")).lot.id, "cask", `${what}: reads go on`);
        } finally {
          await t.cleanup();
        }
      }
    });
  });
}
