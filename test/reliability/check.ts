/**
 * What the crash and concurrency tests hold a register to after every kill and
 * every race: the chain verifies; the entries are numbered 1, 2, 3 … without a gap;
 * the head is the last entry; every write a writer acknowledged is there, as the
 * entry it was told; no change is there in part, whether or not it was acknowledged;
 * and the tables are exactly what replaying the journal into an empty register makes.
 */

import { Register } from "../../src/registry/register.js";
import type { RegisterTables } from "../../src/registry/schema.js";
import { openStore, type Store } from "../../src/registry/store.js";
import type { Ack } from "./spawn.js";

type Row = Record<string, unknown>;

/** The projection tables, each in one fixed order, with numbers as numbers. */
async function tables(store: Store): Promise<Record<string, Row[]>> {
  const db = store.db;
  const norm = (rows: Row[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === "bigint" ? Number(v) : v])));
  const order: [keyof RegisterTables, string[]][] = [
    ["lots", ["id"]],
    ["determinations", ["lot", "seq"]],
    ["determination_bodies", ["hash"]],
    ["due", ["lot", "seq", "date", "who", "what"]],
    ["office_readings", ["name"]],
    ["dispositions", ["lot"]],
  ];
  const out: Record<string, Row[]> = {};
  for (const [t, keys] of order) {
    let q = db.selectFrom(t).selectAll();
    for (const k of keys) q = q.orderBy(k as never);
    out[t] = norm((await q.execute()) as Row[]);
  }
  return out;
}

/**
 * The problems found; empty when the register holds. `kinds` lists, per
 * acknowledged op, the entry kinds its seq ends (a change of several entries ends
 * at its last one). `begun` names the lots on which a change of several entries was
 * begun, acknowledged or not (a writer killed before it could say whether it was
 * committed): each must be there whole or not at all.
 */
export async function problems(
  store: Store,
  acks: readonly Ack[],
  kinds: Record<string, string[]> = { lodge: ["lodge"], change: ["claim", "decision", "payment"] },
  begun: readonly string[] = [],
): Promise<string[]> {
  const out: string[] = [];
  const r = new Register(store);
  const v = await r.verify();
  if (!v.ok) out.push(`verify: ${v.broken?.problem}`);
  const journal = await store.db.selectFrom("journal").select(["seq", "kind", "lot", "hash"]).orderBy("seq").execute();
  const bySeq = new Map(journal.map((e) => [Number(e.seq), e]));
  const gap = journal.findIndex((e, i) => Number(e.seq) !== i + 1);
  if (gap >= 0) {
    out.push(
      `the journal's entries are not numbered 1 to ${journal.length} without a gap: its entry ${gap + 1} in order is numbered ${journal[gap]?.seq}`,
    );
  }
  const head = await r.head();
  const last = journal.at(-1);
  if (head.seq !== (last ? Number(last.seq) : 0) || (last && head.hash !== last.hash)) {
    out.push(`the head is entry ${head.seq}, the journal's last entry is ${last?.seq ?? 0}`);
  }
  for (const a of acks) {
    const want = kinds[a.op];
    if (!want) continue;
    want.forEach((k, i) => {
      const e = bySeq.get(a.seq - (want.length - 1 - i));
      if (!e || e.kind !== k || e.lot !== a.lot) {
        out.push(
          `acknowledged ${a.op} of ${a.lot} as entry ${a.seq}: entry ${a.seq - (want.length - 1 - i)} is ${e ? `${e.kind} of ${e.lot}` : "missing"}`,
        );
      }
    });
  }
  // A change of several entries is there whole or not at all: a claim entered by a
  // "change" is followed by its decision and payment on the same lot.
  if (kinds.change) {
    const changed = new Set([...begun, ...acks.filter((a) => a.op === "change").map((a) => a.lot)]);
    const seqs = [...bySeq.keys()];
    for (const s of seqs) {
      const e = bySeq.get(s);
      if (e?.kind !== "claim" || e.lot === null || !changed.has(e.lot)) continue;
      const d = bySeq.get(s + 1);
      const p = bySeq.get(s + 2);
      if (d?.kind !== "decision" || p?.kind !== "payment" || d.lot !== e.lot || p.lot !== e.lot) {
        out.push(`the change of lot ${e.lot} at entry ${s} is there only in part`);
      }
    }
  }
  // The tables are the journal's projection: replaying it into an empty register makes them again.
  const replay = await openStore({ file: ":memory:" });
  try {
    const lines: string[] = [];
    for await (const l of r.exportLines()) lines.push(l);
    await new Register(replay).importLines(lines);
    const [have, want] = [await tables(store), await tables(replay)];
    for (const t of Object.keys(want)) {
      const a = JSON.stringify(have[t]);
      const b = JSON.stringify(want[t]);
      if (a !== b)
        out.push(`the table ${t} is not the journal's projection (${have[t]?.length} rows, replay ${want[t]?.length})`);
    }
  } catch (e) {
    out.push(`replaying the journal failed: ${(e as Error).message}`);
  } finally {
    await replay.close();
  }
  return out;
}
