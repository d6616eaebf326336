// test: shared
/**
 * Tampering with the stored journal, on every store: every column of an entry
 * (payload, hash, prev, seq, at, actor, kind, lot, reason, corrects), on an entry
 * in the middle and on the last one; entries swapped, deleted, moved, added past
 * the head; the head row itself; and each determination, kept once apart from
 * the entries that record it, changed, deleted or swapped for another. `verify`
 * must find each, and name the entry that is broken. Each change is made and verified inside a transaction that is
 * then rolled back, so that every case starts from the same register.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type RawBuilder, sql } from "kysely";
import type { VerifyReport } from "../../src/registry/journal.js";
import { Register } from "../../src/registry/register.js";
import type { Store } from "../../src/registry/store.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { STORES } from "../../src/registry/test-support/stores.js";

class Undo extends Error {}

/** Make the changes, verify, and roll them back. */
async function tampered(store: Store, changes: RawBuilder<unknown>[]): Promise<VerifyReport> {
  let report: VerifyReport | undefined;
  try {
    await store.db.transaction().execute(async (trx) => {
      for (const c of changes) await c.execute(trx);
      report = await new Register(store, {}, trx).verify();
      throw new Undo();
    });
  } catch (e) {
    if (!(e instanceof Undo)) throw e;
  }
  return report as VerifyReport;
}

const OTHER_HASH = "ab".repeat(32);

/** The ways to change one column of entry `n`, each with the entry verify must name. */
function columnEdits(n: number, last: number): [string, RawBuilder<unknown>[], number][] {
  return [
    [
      "its payload",
      [sql`update journal set payload = replace(payload, 'Hans Nielsen', 'Hans Olsen') where seq = ${n}`],
      n,
    ],
    ["its payload, one byte", [sql`update journal set payload = payload || ' ' where seq = ${n}`], n],
    ["its hash", [sql`update journal set hash = ${OTHER_HASH} where seq = ${n}`], n],
    ["its link to the entry before (prev)", [sql`update journal set prev = ${OTHER_HASH} where seq = ${n}`], n],
    ["its time (at)", [sql`update journal set at = '2020-01-01T00:00:00.000Z' where seq = ${n}`], n],
    ["its actor", [sql`update journal set actor = 'someone else' where seq = ${n}`], n],
    ["its kind", [sql`update journal set kind = 'payment' where seq = ${n}`], n],
    ["its lot", [sql`update journal set lot = 'lot-9' where seq = ${n}`], n],
    ["its lot, taken away", [sql`update journal set lot = null where seq = ${n}`], n],
    ["its reason", [sql`update journal set reason = 'a reason given later' where seq = ${n}`], n],
    ["its correction (corrects)", [sql`update journal set corrects = 1 where seq = ${n}`], n],
    // A number moved past the end: the entry is missing where it was, and the head is not the last entry.
    ["its number (seq), moved past the end", [sql`update journal set seq = ${last + 5} where seq = ${n}`], n],
  ];
}

for (const kind of STORES) {
  describe(`verify finds every kind of tampering, on ${kind.name}`, {
    ...(kind.skip ? { skip: kind.skip } : {}),
  }, () => {
    test("every column of an entry in the middle and of the last one, the order, deletions, additions and the head", async (t) => {
      const s = await kind.make();
      try {
        const r = new Register(s.store);
        const clerk = { actor: "clerk" };
        await r.setReading({ ...clerk, name: "aar_og_dag", value: "R1", reason: "the office's reading" });
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10", proof: "HN" });
        await r.decide(id, { actor: "the officer", accept: true, date: "1690-08-12", reason: "marks match" });
        const cost = await r.cost(id, { ...clerk, date: "1690-08-13", amount: "2", for: "storage" });
        const fix = await r.cost(id, {
          ...clerk,
          date: "1690-08-13",
          amount: "1",
          for: "carriage",
          corrects: cost.seq,
          reason: "Hans Nielsen's carriage",
        });
        const last = fix.seq;
        assert.equal(last, 6);
        assert.deepEqual(await r.verify(), { ok: true, entries: 6, head: fix.hash });
        assert.equal((await tampered(s.store, [])).ok, true, "a rolled-back nothing verifies");

        const cases: [string, RawBuilder<unknown>[], number][] = [];
        for (const [what, changes, at] of columnEdits(3, last))
          cases.push([`entry 3 (of ${last}): ${what}`, changes, at]);
        for (const [what, changes, at] of columnEdits(last, last))
          cases.push([`the last entry, ${last}: ${what}`, changes, at]);
        cases.push(
          [
            "entries 3 and 4 swapped",
            [
              sql`update journal set seq = -1 where seq = 3`,
              sql`update journal set seq = 3 where seq = 4`,
              sql`update journal set seq = 4 where seq = -1`,
            ],
            3,
          ],
          [
            "entries 3 and 4 swapped, with their links and hashes made to fit their new places",
            [
              sql`update journal set seq = -1 where seq = 3`,
              sql`update journal set seq = 3 where seq = 4`,
              sql`update journal set seq = 4 where seq = -1`,
              sql`update journal set prev = (select hash from journal where seq = 2) where seq = 3`,
              sql`update journal set prev = (select hash from journal where seq = 3) where seq = 4`,
            ],
            3,
          ],
          ["entry 1 deleted", [sql`delete from journal where seq = 1`], 1],
          ["entry 3 deleted", [sql`delete from journal where seq = 3`], 3],
          ["entries 3 and 4 deleted", [sql`delete from journal where seq in (3, 4)`], 3],
          [`the last entry, ${last}, deleted`, [sql`delete from journal where seq = ${last}`], last],
          [
            `the last entry, ${last}, deleted with the head set back to the one before`,
            [
              sql`delete from journal where seq = ${last}`,
              sql`update head set seq = ${last - 1}, hash = ${OTHER_HASH} where id = 1`,
            ],
            last - 1,
          ],
          [
            "an entry copied in past the head",
            [
              sql`insert into journal (seq, prev, hash, at, actor, kind, lot, payload, reason, corrects)
                  select ${last + 1}, hash, hash, at, actor, kind, lot, payload, reason, corrects from journal where seq = ${last}`,
            ],
            last + 1,
          ],
          ["every entry deleted", [sql`delete from journal`], 1],
          ["the head's hash", [sql`update head set hash = ${OTHER_HASH} where id = 1`], last],
          ["the head set back one entry", [sql`update head set seq = ${last - 1} where id = 1`], last],
          ["the head set on one entry", [sql`update head set seq = ${last + 1} where id = 1`], last + 1],
          ["the head row deleted", [sql`delete from head`], last],
        );
        // A determination is kept once; its change is named at the first entry that records it.
        const of3 = sql`(select determination from journal where seq = 3)`;
        const first = await s.store.db
          .selectFrom("journal")
          .select("seq")
          .where("determination", "=", (eb) =>
            eb.selectFrom("journal as j").select("j.determination").where("j.seq", "=", 3),
          )
          .orderBy("seq")
          .limit(1)
          .executeTakeFirstOrThrow();
        const at3 = Number(first.seq);
        assert.ok(at3 <= 3);
        cases.push(
          [
            "the determination entry 3 records, a name in it changed",
            [
              sql`update determination_bodies set body = replace(body, 'Hans Nielsen', 'Hans Olsen') where hash = ${of3}`,
            ],
            at3,
          ],
          [
            "the determination entry 3 records, one byte added",
            [sql`update determination_bodies set body = body || ' ' where hash = ${of3}`],
            at3,
          ],
          [
            "the determination entry 3 records, swapped for the one entry 2 records",
            [
              sql`update determination_bodies set body = (select b.body from determination_bodies b where b.hash = (select determination from journal where seq = 2)) where hash = ${of3}`,
            ],
            at3,
          ],
          [
            "the determination entry 3 records, deleted",
            [sql`delete from determination_bodies where hash = ${of3}`],
            at3,
          ],
          ["every determination kept, deleted", [sql`delete from determination_bodies`], 2],
          [
            "entry 3 made to record the determination of entry 2",
            [
              sql`update journal set determination = (select j.determination from journal j where j.seq = 2) where seq = 3`,
            ],
            3,
          ],
          ["entry 3's determination taken away", [sql`update journal set determination = null where seq = 3`], 3],
        );
        const missed: string[] = [];
        for (const [what, changes, at] of cases) {
          const v = await tampered(s.store, changes);
          if (v.ok) missed.push(`${what}: not found`);
          else if (v.broken?.seq !== at) {
            missed.push(`${what}: named entry ${v.broken?.seq}, not ${at} (${v.broken?.problem})`);
          } else if (!new RegExp(`\\bentry ${at}\\b|\\bentries ${at}\\b|\\bentry ${at} to\\b`).test(v.broken.problem)) {
            missed.push(`${what}: the message does not name entry ${at}: ${v.broken.problem}`);
          }
        }
        assert.deepEqual(missed, []);
        assert.deepEqual(await r.verify(), { ok: true, entries: 6, head: fix.hash }, "every change was rolled back");
        t.diagnostic(`${kind.name}: ${cases.length} kinds of tampering, each found, naming its entry`);
      } finally {
        await s.cleanup();
      }
    });
  });
}
