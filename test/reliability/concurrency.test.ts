/**
 * Concurrency of the register. On PostgreSQL, eight writer processes, each with its
 * own pool, race to claim, decide, pay for and dispose of the same lots, while the
 * test verifies the journal again and again as they write: no lot is disposed of
 * twice, nothing is paid beyond what is owed, every acknowledged claim is in the
 * journal as made, and verify passes every time. On SQLite, several processes open
 * a register file that does not exist yet and write to it at once, with short
 * waits for each other: each write is made, or refused with the clear busy error
 * (or, in the race, by the law), never anything else; afterwards every
 * acknowledged write is there and verify passes.
 *
 * CI size: SEALAW_RACE_STEPS (12) steps per writer, SEALAW_RACE_SQLITE_PROCESSES (4)
 * processes on SQLite; `npm run fuzz:crash` runs 100 and 8.
 */

import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, test } from "node:test";
import { Register } from "../../src/registry/register.js";
import { openStore, type Store } from "../../src/registry/store.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { STORES } from "../../src/registry/test-support/stores.js";
import { problems } from "./check.js";
import { rng, seedOf, sizeOf } from "./random.js";
import { type Ack, acksOf, dropWriter, startWriter, type Writer } from "./spawn.js";
import type { WriterPlan } from "./writer.js";

const SEED = seedOf();
const STEPS = sizeOf("SEALAW_RACE_STEPS", 12);
const PROCS = sizeOf("SEALAW_RACE_SQLITE_PROCESSES", 4);
const RACE_KINDS = {
  claim: ["claim"],
  decide: ["decision"],
  pay: ["payment"],
  dispose: ["disposition"],
  lodge: ["lodge"],
  change: ["claim", "decision", "payment"],
};
const BUSY =
  /^the register .* is busy: another process kept it locked for longer than this one waits; nothing was written, try again$/;

after(dropWriter);

/** Start writers, wait until all are ready, let them go together, and wait for their end. */
async function race(plans: WriterPlan[], meanwhile?: () => Promise<void>): Promise<Writer[]> {
  const ws = await Promise.all(plans.map((p) => startWriter({ ...p, wait: true })));
  try {
    await Promise.all(ws.map((w) => w.until((l) => l === "ready")));
    for (const w of ws) w.go();
    let running = true;
    const ends = Promise.all(ws.map((w) => w.ended)).finally(() => {
      running = false;
    });
    if (meanwhile) while (running) await meanwhile();
    const codes = await ends;
    for (const [i, c] of codes.entries()) {
      assert.equal(
        c.code,
        0,
        `seed ${SEED}: writer ${plans[i]?.name} ended with ${c.code ?? c.signal}:\n${ws[i]?.stderr()}`,
      );
    }
    return ws;
  } finally {
    for (const w of ws) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGKILL");
  }
}

/** Every refusal printed, by message, without the lot. */
function refusals(ws: Writer[]): string[] {
  return ws.flatMap((w) =>
    w
      .lines()
      .filter((l) => l.startsWith("refused "))
      .map((l) => l.split(" ").slice(3).join(" ")),
  );
}

/** What the race must leave: at most one disposition a lot, nothing after it, nothing overpaid, every claim as made. */
async function raceHolds(store: Store, acks: Ack[], lots: string[]): Promise<string[]> {
  const out: string[] = [];
  const r = new Register(store);
  const journal = await store.db
    .selectFrom("journal")
    .select(["seq", "kind", "lot", "actor", "payload"])
    .orderBy("seq")
    .execute();
  for (const lot of lots) {
    const entries = journal.filter((e) => e.lot === lot);
    const disp = entries.filter((e) => e.kind === "disposition");
    if (disp.length > 1) out.push(`lot ${lot} was disposed of ${disp.length} times`);
    const d = disp[0];
    if (d && entries.some((e) => e.seq > d.seq)) out.push(`lot ${lot} was written to after its disposition`);
    const s = await r.show(lot);
    for (const o of s.owed) if (o.outstandingMinor.startsWith("-")) out.push(`lot ${lot}: ${o.from} overpaid ${o.to}`);
    if (s.lot.claims.filter((c) => c.decision?.accepted).length > 1) out.push(`lot ${lot} has two accepted claims`);
  }
  for (const a of acks.filter((x) => x.op === "claim")) {
    const e = journal.find((x) => Number(x.seq) === a.seq);
    const claimant = e ? (JSON.parse(e.payload) as { event?: { claimant?: string } }).event?.claimant : undefined;
    if (!e || e.actor !== a.extra || claimant !== a.extra) {
      out.push(`the claim of ${a.extra} on ${a.lot}, acknowledged as entry ${a.seq}, is not there as made`);
    }
  }
  return out;
}

const pgKind = STORES.find((k) => k.name === "postgres");
describe("eight writers racing on PostgreSQL", { ...(pgKind?.skip ? { skip: pgKind.skip } : {}) }, () => {
  test(`8 processes × ${STEPS} steps on the same lots: no lot disposed of twice, no acknowledged claim lost, verify passes while they write`, async (t) => {
    const started = Date.now();
    const s = await (pgKind as NonNullable<typeof pgKind>).make();
    const watcher = await openStore(s.where);
    try {
      const r = new Register(s.store);
      const lots: string[] = [];
      for (let i = 1; i <= 12; i++)
        lots.push((await r.add({ fields: CASK, id: `race-${i}`, actor: "clerk" })).lot?.id as string);
      let verifies = 0;
      const broken: string[] = [];
      const w = new Register(watcher);
      const ws = await race(
        Array.from({ length: 8 }, (_, i) => ({
          url: s.where.url as string,
          plan: "race" as const,
          name: `clerk-${i + 1}`,
          count: STEPS,
          seed: SEED + i,
          lots,
        })),
        async () => {
          await new Promise((res) => setTimeout(res, 20));
          const v = await w.verify();
          verifies++;
          if (!v.ok) broken.push(v.broken?.problem ?? "");
        },
      );
      const acks = ws.flatMap((x) => acksOf(x.lines()));
      assert.deepEqual(broken, [], `seed ${SEED}: verify failed while the writers wrote`);
      assert.deepEqual(await problems(s.store, acks, RACE_KINDS), [], `seed ${SEED}`);
      assert.deepEqual(await raceHolds(s.store, acks, lots), [], `seed ${SEED}`);
      const n = (op: string) => acks.filter((a) => a.op === op).length;
      assert.ok(n("claim") > 0 && n("dispose") > 0, `seed ${SEED}: the race made no claim or no disposition`);
      t.diagnostic(
        `postgres: 8 writers, ${8 * STEPS} steps on ${lots.length} lots: ${acks.length} acknowledged (${n("claim")} claims, ${n("decide")} decisions, ${n("pay")} payments, ${n("dispose")} dispositions), ${refusals(ws).length} refused by the law; ${verifies} verifies while writing, all passed; seed ${SEED}; ${Date.now() - started} ms`,
      );
    } finally {
      await watcher.close();
      await s.cleanup();
    }
  });
});

describe("several processes writing one SQLite file at once", () => {
  test(`${PROCS} processes make a new register and lodge in it, then race on its lots (${STEPS} steps each): only the clear busy error, never corruption`, async (t) => {
    const started = Date.now();
    const dir = mkdtempSync(join(tmpdir(), "sealaw-sqlite-race-"));
    const file = join(dir, "register.db");
    const random = rng(SEED);
    // Waits from none at all to a little: some writes must wait in vain.
    const busyMs = () => [0, 1, 5, 20, 100][Math.floor(random() * 5)] as number;
    try {
      const lodgers = await race(
        Array.from({ length: PROCS }, (_, i) => ({
          file,
          plan: "lodge" as const,
          name: `p${i + 1}`,
          count: STEPS,
          seed: SEED + i,
          busyMs: busyMs(),
        })),
      );
      const lodged = lodgers.flatMap((w) => acksOf(w.lines()));
      const lodgeRefusals = refusals(lodgers);
      for (const m of lodgeRefusals) assert.match(m, BUSY, `seed ${SEED}`);
      const lots = lodged.filter((a) => a.op === "lodge").map((a) => a.lot);
      assert.ok(lots.length > 0, `seed ${SEED}: nothing was lodged`);
      const racers = await race(
        Array.from({ length: PROCS }, (_, i) => ({
          file,
          plan: "race" as const,
          name: `clerk-${i + 1}`,
          count: STEPS,
          seed: SEED + 100 + i,
          lots: lots.slice(0, 8),
          busyMs: busyMs(),
        })),
      );
      const raced = racers.flatMap((w) => acksOf(w.lines()));
      const raceRefusals = refusals(racers);
      const store = await openStore({ file });
      try {
        assert.deepEqual(await problems(store, [...lodged, ...raced], RACE_KINDS), [], `seed ${SEED}`);
        assert.deepEqual(await raceHolds(store, raced, lots.slice(0, 8)), [], `seed ${SEED}`);
      } finally {
        await store.close();
      }
      const busy = [...lodgeRefusals, ...raceRefusals].filter((m) => BUSY.test(m)).length;
      t.diagnostic(
        `sqlite: ${PROCS} + ${PROCS} processes, ${2 * PROCS * STEPS} steps: ${lodged.length + raced.length} acknowledged, ${busy} told the register was busy, ${raceRefusals.length - raceRefusals.filter((m) => BUSY.test(m)).length} refused by the law; seed ${SEED}; ${Date.now() - started} ms`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
