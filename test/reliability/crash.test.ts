/**
 * Crash safety of the register. A writer process lodges lots, and now and then
 * makes a change of three entries in one transaction; it acknowledges each write
 * only once it is committed. It is killed with SIGKILL at seeded random moments
 * (some while it is still opening, or making, the register), and after every kill
 * the register is opened again and held to check.ts: every acknowledged write is
 * there, no change is there in part, the head is the last entry, the tables are
 * the journal's projection, and verify passes. Then a PostgreSQL server of the
 * test's own is killed and started again under load: no acknowledged write is lost.
 *
 * CI size: SEALAW_CRASH_KILLS (6) kills per store, SEALAW_CRASH_SERVER_KILLS (2)
 * server kills; `npm run fuzz:crash` runs 20 and 5. SEALAW_SEED sets the seed.
 */

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import pg from "pg";
import { Register } from "../../src/registry/register.js";
import { openStore, type Store } from "../../src/registry/store.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { STORES, type StoreKind } from "../../src/registry/test-support/stores.js";
import { problems } from "./check.js";
import { clusterUnavailable, makeCluster } from "./pg-cluster.js";
import { rng, seedOf, sizeOf } from "./random.js";
import { type Ack, acksOf, dropWriter, startWriter } from "./spawn.js";

const SEED = seedOf();
const KILLS = sizeOf("SEALAW_CRASH_KILLS", 6);
const SERVER_KILLS = sizeOf("SEALAW_CRASH_SERVER_KILLS", 2);
const CI = process.env.CI === "true";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

after(dropWriter);

for (const kind of STORES) {
  describe(`a writer killed with SIGKILL, on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    test(`killed ${KILLS} times at random moments: every acknowledged write survives, no change is there in part, verify passes`, async (t) => {
      // SQLite: a file that does not exist yet, so that the first kill may land while it is being made.
      let where: { file?: string; url?: string };
      let open: () => Promise<{ store: Store; close: () => Promise<void> }>;
      let cleanup: () => Promise<void>;
      if (kind.name === "sqlite") {
        const dir = mkdtempSync(join(tmpdir(), "sealaw-crash-"));
        const file = join(dir, "register.db");
        where = { file };
        open = async () => {
          const store = await openStore({ file });
          return { store, close: () => store.close() };
        };
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const s = await kind.make();
        where = s.where;
        open = async () => ({ store: s.store, close: async () => undefined });
        cleanup = () => s.cleanup();
      }
      const random = rng(SEED);
      const acks: Ack[] = [];
      let midWrite = 0;
      const refusals: string[] = [];
      const started = Date.now();
      try {
        for (let k = 1; k <= KILLS; k++) {
          const w = await startWriter({ ...where, plan: "lodge", name: `w${k}`, count: 1_000_000, seed: SEED + k });
          if (k % 4 === 1) {
            // Any moment from the start: opening the store, migrating, or writing.
            await Promise.race([w.until((l) => l.startsWith("ok ")), sleep(random() * 600)]);
          } else {
            await w.until((l) => l.startsWith("ok "));
          }
          await sleep(random() * 200);
          w.child.kill("SIGKILL");
          const end = await w.ended;
          assert.equal(end.signal, "SIGKILL", `seed ${SEED}, kill ${k}: the writer ended by itself:\n${w.stderr()}`);
          const lines = w.lines();
          if (lines.at(-1)?.startsWith("begin ")) midWrite++;
          refusals.push(...lines.filter((l) => l.startsWith("refused ")));
          acks.push(...acksOf(lines));
          const { store, close } = await open();
          try {
            assert.deepEqual(await problems(store, acks), [], `seed ${SEED}, kill ${k}`);
          } finally {
            await close();
          }
        }
        assert.ok(acks.length >= KILLS, `seed ${SEED}: the writers acknowledged only ${acks.length} writes`);
        assert.deepEqual(refusals, [], `seed ${SEED}: the register refused writes it should have taken`);
        t.diagnostic(
          `${kind.name}: ${KILLS} kills, ${midWrite} with a write begun and not acknowledged; ${acks.length} acknowledged writes (${acks.filter((a) => a.op === "change").length} changes of three entries) all kept; seed ${SEED}; ${Date.now() - started} ms`,
        );
      } finally {
        await cleanup();
      }
    });
  });
}

describe("a connection to PostgreSQL ended by the server in the middle of a write", {
  ...(STORES[1]?.skip ? { skip: STORES[1].skip } : {}),
}, () => {
  test("fails that write, not the process; nothing of it is kept, and the next write is made", async () => {
    const s = await (STORES[1] as StoreKind).make();
    const admin = new pg.Client({ connectionString: s.where.url });
    await admin.connect();
    try {
      const r = new Register(s.store);
      await r.add({ fields: CASK, actor: "clerk" });
      await assert.rejects(
        r.transaction(async (t) => {
          await t.add({ fields: CASK, actor: "clerk" });
          // The server ends every other session on this database, this transaction's among them.
          await admin.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          );
          await sleep(50);
          await t.add({ fields: CASK, actor: "clerk" });
        }),
      );
      const w = await r.add({ fields: CASK, actor: "clerk" });
      assert.equal(w.seq, 2, "the transaction cut off left nothing behind");
      assert.deepEqual(await problems(s.store, [{ op: "lodge", lot: w.lot?.id as string, seq: 2 }]), []);
    } finally {
      await admin.end();
      await s.cleanup();
    }
  });
});

const noCluster = clusterUnavailable();
describe("a PostgreSQL server killed with SIGKILL mid-load and started again", {
  ...(noCluster && !CI ? { skip: `not run: ${noCluster}` } : {}),
}, () => {
  test(`${SERVER_KILLS} server kills: no acknowledged write is lost, and the writer goes on once it is back`, async (t) => {
    if (noCluster) throw new Error(`CI=true, but ${noCluster}: the server-kill test must run in CI`);
    const started = Date.now();
    const random = rng(SEED ^ 0x5eed);
    const c = await makeCluster();
    try {
      await (await openStore({ url: c.url })).close();
      const w = await startWriter({
        url: c.url,
        plan: "lodge",
        name: "s",
        count: 1_000_000,
        seed: SEED,
        tolerate: true,
        pauseMs: 2,
      });
      const acked = () => w.lines().filter((l) => l.startsWith("ok ")).length;
      const more = (n: number) => {
        const at = acked();
        return w.until(() => acked() >= at + n);
      };
      try {
        for (let k = 1; k <= SERVER_KILLS; k++) {
          await more(5);
          await sleep(random() * 50);
          await c.crash();
          await sleep(50 + random() * 200);
          c.start();
          await more(5);
        }
      } finally {
        w.child.kill("SIGKILL");
        await w.ended;
      }
      const lines = w.lines();
      const acks = acksOf(lines);
      const errors = lines.filter((l) => l.startsWith("error "));
      assert.ok(errors.length >= SERVER_KILLS, `seed ${SEED}: the writer never saw the server go`);
      const store = await openStore({ url: c.url });
      try {
        assert.deepEqual(await problems(store, acks), [], `seed ${SEED}`);
      } finally {
        await store.close();
      }
      t.diagnostic(
        `postgres server: ${SERVER_KILLS} kills; ${acks.length} acknowledged writes all kept; ${errors.length} writes failed while it was down; seed ${SEED}; ${Date.now() - started} ms`,
      );
    } finally {
      c.remove();
    }
  });
});
