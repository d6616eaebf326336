// test: shared
/**
 * A register kept before determinations were kept once (migrations 0001 to 0004,
 * each entry and each row of the projection carrying the whole determination) is
 * brought up by 0005: the projection's determinations move to
 * determination_bodies, each once, under its SHA-256; the journal's entries are
 * left as they were written, and the chain still verifies; what the register
 * shows is what the old rows held. On SQLite, and on PostgreSQL when a server is
 * given.
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { Migrator } from "kysely";
import pg from "pg";
import type { Determination } from "../core/determination.js";
import { compact } from "../core/determination-format.js";
import { canonicalJson } from "../engine/canonical.js";
import { determinationHash } from "./journal.js";
import type { LotRecord } from "./records.js";
import { Register } from "./register.js";
import { MIGRATIONS } from "./schema.js";
import { openStore, type StoreOptions } from "./store.js";
import { openPostgres } from "./store-postgres.js";
import type { Store } from "./store-shape.js";
import { openSqlite } from "./store-sqlite.js";

const PG_URL = process.env.SEALAW_TEST_PG_URL;

interface Old {
  seq: number;
  prev: string;
  hash: string;
  at: string;
  actor: string;
  kind: string;
  lot: string | null;
  reason: string | null;
  corrects: number | null;
  payload: { lot?: LotRecord; determination?: { asOf: string; body: Determination } };
}

const OLD: Old[] = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "test-support", "export-v1.jsonl"),
  "utf8",
)
  .split("\n")
  .slice(1)
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l) as Old);

/** Write the old register's rows as the tables of 0004 held them. */
async function writeOld(store: Store): Promise<void> {
  const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0005"));
  const r = await new Migrator({ db: store.db, provider: { getMigrations: async () => before } }).migrateToLatest();
  if (r.error) throw r.error;
  const db = store.db as unknown as import("kysely").Kysely<Record<string, Record<string, unknown>>>;
  for (const e of OLD) {
    const { payload, ...header } = e;
    await db
      .insertInto("journal")
      .values({ ...header, payload: canonicalJson(payload) })
      .execute();
    const lot = payload.lot;
    if (!lot) continue;
    const row = { ...lot, record: canonicalJson(lot), seq: e.seq };
    const lotRow = {
      id: row.id,
      statute: row.statute,
      kind: row.kind,
      description: row.description,
      status: row.status,
      lodged: row.lodged,
      record: row.record,
      seq: row.seq,
    };
    if (e.kind === "lodge") await db.insertInto("lots").values(lotRow).execute();
    else await db.updateTable("lots").set(lotRow).where("id", "=", lot.id).execute();
    const d = payload.determination;
    if (d) {
      await db
        .insertInto("determinations")
        .values({
          lot: lot.id,
          seq: e.seq,
          as_of: d.asOf,
          situation: d.body.situation,
          determination: canonicalJson(d.body),
          receipt: canonicalJson(d.body.receipt),
          readings: canonicalJson(d.body.readings),
        })
        .execute();
    }
  }
  const last = OLD.at(-1) as Old;
  await db.updateTable("head").set({ seq: last.seq, hash: last.hash }).where("id", "=", 1).execute();
}

const KINDS: {
  name: string;
  skip?: string;
  make(): Promise<{ old: Store; opts: StoreOptions; cleanup(): Promise<void> }>;
}[] = [
  {
    name: "sqlite",
    async make() {
      const dir = mkdtempSync(join(tmpdir(), "sealaw-migrate-"));
      const file = join(dir, "register.db");
      return {
        old: await openSqlite(file),
        opts: { file },
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "postgres",
    ...(PG_URL ? {} : { skip: "PostgreSQL tests not run: set SEALAW_TEST_PG_URL=postgres://…" }),
    async make() {
      const name = `sealaw_migrate_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const u = new URL(PG_URL as string);
      u.pathname = `/${name}`;
      return {
        old: await openPostgres(u.toString()),
        opts: { url: u.toString() },
        async cleanup() {
          const a = new pg.Client({ connectionString: PG_URL });
          await a.connect();
          await a.query(`drop database if exists ${name} with (force)`);
          await a.end();
        },
      };
    },
  },
];

for (const kind of KINDS) {
  describe(`0005 keeps each determination once, on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    test("an older register is brought up: the chain verifies, and every determination reads as it was kept", async () => {
      const k = await kind.make();
      try {
        await writeOld(k.old);
        await k.old.close();
        const store = await openStore(k.opts);
        try {
          const r = new Register(store);
          const head = OLD.at(-1) as Old;
          assert.deepEqual(await r.verify(), { ok: true, entries: OLD.length, head: head.hash });
          const recorded = OLD.flatMap((e) => (e.payload.determination ? [e.payload.determination.body] : []));
          const kept = await store.db.selectFrom("determination_bodies").selectAll().execute();
          assert.deepEqual(
            kept.map((x) => x.hash).sort(),
            [...new Set(recorded.map((d) => determinationHash(canonicalJson(d))))].sort(),
            "each determination the projection held is kept, once, under its hash",
          );
          for (const x of kept) assert.equal(determinationHash(x.body), x.hash);
          for (const lot of await r.list()) {
            const last = OLD.filter((e) => e.lot === lot.id && e.payload.determination).at(-1) as Old;
            assert.deepEqual((await r.show(lot.id)).determination, last.payload.determination?.body);
            for (const h of await r.history(lot.id, { determinations: true })) {
              assert.deepEqual(h.determination, OLD.find((e) => e.seq === h.seq)?.payload.determination?.body);
            }
          }
          // The next entry keeps its determination apart, and the chain goes on.
          const cask = (await r.list())[0]?.id as string;
          const w = await r.cost(cask, { actor: "clerk", date: "1690-08-13", amount: "2", for: "storage" });
          const e = await store.db.selectFrom("journal").selectAll().where("seq", "=", w.seq).executeTakeFirstOrThrow();
          // ... in format 2, while those kept before stay in format 1 under their hashes.
          assert.equal(e.determination, determinationHash(canonicalJson(compact(w.determination as Determination))));
          const body = await store.db
            .selectFrom("determination_bodies")
            .select("body")
            .where("hash", "=", e.determination as string)
            .executeTakeFirstOrThrow();
          assert.equal(JSON.parse(body.body).format, 2);
          assert.deepEqual((await r.show(cask)).determination, w.determination, "read back as it was decided");
          assert.equal(JSON.parse(e.payload).determination.body, undefined, "the entry does not carry the body");
          assert.deepEqual(await r.verify(), { ok: true, entries: OLD.length + 1, head: w.hash });
        } finally {
          await store.close();
        }
      } finally {
        await k.cleanup();
      }
    });
  });
}
