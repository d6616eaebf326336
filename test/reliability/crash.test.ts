/**
 * Crash safety of the register. A writer process lodges lots, and now and then
 * makes a change of three entries in one transaction; it acknowledges each write
 * only once it is committed. It is killed with SIGKILL at seeded points of its own
 * progress, never at a time: while it is opening (or making) the register, right
 * after its n-th acknowledgement, between acknowledgements once a write has begun,
 * or once a change of three entries has begun. After every kill the register is
 * opened again and held to check.ts: every acknowledged write is there, no change is
 * there in part, the entries are numbered without a gap, the head is the last entry,
 * the tables are the journal's projection, and verify passes. Then a PostgreSQL
 * server of the test's own is killed and started again under load, also at points
 * the writer's acknowledgements set: no acknowledged write is lost.
 *
 * The kill lands wherever the writer has got to by the time the signal arrives; a
 * busy machine moves that point, never the outcome. A wait for the writer's lines
 * fails only when the writer is stuck (spawn.ts, STUCK_MS).
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

/**
 * Where a writer is killed: at a line it prints, never at a time.
 *   opening  it said it is opening the register (on a new SQLite file: making it)
 *   ack      right after its n-th acknowledgement arrived
 *   begin    between acknowledgements: its write after the n-th has begun
 *   change   a change of three entries has begun, after n acknowledgements, one a change
 */
type KillPoint = { at: "opening" } | { at: "ack" | "begin" | "change"; n: number };

/**
 * Kill k of `kills`: the point cycles through the four, each n drawn from the seeded
 * source. The last kill waits for at least `need` acknowledgements, so that the run
 * as a whole acknowledges as many writes as it means to.
 */
function killPoint(k: number, kills: number, random: () => number, need: number): KillPoint {
  const n = 1 + Math.floor(random() * 8);
  const last = k === kills;
  const at = (["change", "opening", "ack", "begin"] as const)[k % 4] as KillPoint["at"];
  if (at === "opening" && !(last && need > 0)) return { at };
  return { at: at === "opening" ? "ack" : at, n: last ? Math.max(n, need) : n };
}

/** A test of a writer's lines, in order: the line at which the kill point is reached, and what it waits for. */
function reached(p: KillPoint): [(line: string) => boolean, string] {
  if (p.at === "opening") return [(l) => l === "opening", `"opening"`];
  let oks = 0;
  let changes = 0;
  const count = (l: string) => {
    if (l.startsWith("ok ")) oks++;
    if (l.startsWith("ok change ")) changes++;
  };
  if (p.at === "ack")
    return [
      (l) => {
        count(l);
        return oks >= p.n;
      },
      `acknowledgement number ${p.n}`,
    ];
  if (p.at === "begin")
    return [
      (l) => {
        count(l);
        return oks >= p.n && l.startsWith("begin ");
      },
      `write begun after ${p.n} acknowledgements`,
    ];
  return [
    (l) => {
      count(l);
      return oks >= p.n && changes > 0 && l.startsWith("begin change ");
    },
    `change begun after ${p.n} acknowledgements, one of them a change`,
  ];
}

for (const kind of STORES) {
  describe(`a writer killed with SIGKILL, on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    test(`killed ${KILLS} times at seeded points of its writing: every acknowledged write survives, no change is there in part, verify passes`, async (t) => {
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
      // The lots on which a change was begun, acknowledged or not: each is there whole or not at all.
      const begun: string[] = [];
      let opening = 0;
      let midWrite = 0;
      const refusals: string[] = [];
      const started = Date.now();
      try {
        for (let k = 1; k <= KILLS; k++) {
          const point = killPoint(k, KILLS, random, KILLS - acks.length);
          const w = await startWriter({ ...where, plan: "lodge", name: `w${k}`, count: 1_000_000, seed: SEED + k });
          const [at, what] = reached(point);
          try {
            await w.until(at, what);
          } finally {
            w.child.kill("SIGKILL");
          }
          const end = await w.ended;
          assert.equal(end.signal, "SIGKILL", `seed ${SEED}, kill ${k}: the writer ended by itself:\n${w.stderr()}`);
          const lines = w.lines();
          if (!lines.includes("ready")) opening++;
          if (lines.at(-1)?.startsWith("begin ")) midWrite++;
          refusals.push(...lines.filter((l) => l.startsWith("refused ")));
          begun.push(...lines.filter((l) => l.startsWith("begin change ")).map((l) => l.split(" ")[2] as string));
          acks.push(...acksOf(lines));
          const { store, close } = await open();
          try {
            assert.deepEqual(await problems(store, acks, undefined, begun), [], `seed ${SEED}, kill ${k} (${what})`);
          } finally {
            await close();
          }
        }
        assert.ok(acks.length >= KILLS, `seed ${SEED}: the writers acknowledged only ${acks.length} writes`);
        if (KILLS >= 4) {
          assert.ok(
            acks.some((a) => a.op === "change"),
            `seed ${SEED}: no change of three entries was acknowledged`,
          );
        }
        assert.deepEqual(refusals, [], `seed ${SEED}: the register refused writes it should have taken`);
        t.diagnostic(
          `${kind.name}: ${KILLS} kills, ${opening} before the register was open, ${midWrite} with a write begun and not acknowledged; ${acks.length} acknowledged writes (${acks.filter((a) => a.op === "change").length} changes of three entries) all kept, ${begun.length} changes begun; seed ${SEED}; ${Date.now() - started} ms`,
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
      const counted = (prefix: string) => w.lines().filter((l) => l.startsWith(prefix)).length;
      /** Once the writer has printed `n` more lines starting with `prefix` than now, and then (if given) a line starting with `then`. */
      const more = (prefix: string, n: number, what: string, then?: string) => {
        const want = counted(prefix) + n;
        let seen = 0;
        return w.until((l) => {
          if (l.startsWith(prefix)) seen++;
          return seen >= want && (then === undefined || l.startsWith(then));
        }, what);
      };
      try {
        for (let k = 1; k <= SERVER_KILLS; k++) {
          // Killed right after the writer's n-th acknowledgement from here, or between
          // acknowledgements once its next write has begun.
          const n = 1 + Math.floor(random() * 5);
          if (random() < 0.5) await more("ok ", n, `acknowledgement ${n} before kill ${k}`);
          else await more("ok ", n, `write begun after ${n} acknowledgements before kill ${k}`, "begin ");
          await c.crash();
          // Down until the writer has seen it gone (a write of its failed), then started again.
          await more("error ", 1, `failed write after kill ${k}`);
          await c.start();
          await more("ok ", 5, `acknowledgements after the server came back from kill ${k}`);
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
      await c.remove();
    }
  });
});
