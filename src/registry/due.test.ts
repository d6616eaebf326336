// test: shared
/**
 * `register due` reads only what it lists: on every store the query Register.due
 * runs is answered from the index due_listing alone (no read of the table's rows,
 * no sort), and the rows it hands out are the stored ones, whole. On SQLite the
 * statement is the one due.ts prepares on the connection, caught as it is prepared;
 * on PostgreSQL the query Kysely sends. Asked from a day, what is owed on demand
 * since before it is listed too, read from the index due_on_demand alone. The
 * parties of the lots listed, which the HTTP list names, are looked up a batch of
 * lots at a time, as their records name them.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import type BetterSqlite from "better-sqlite3";
import { type CompiledQuery, type KyselyPlugin, sql } from "kysely";
import { parseCaseText } from "../cases/parse.js";
import { DUE_ON_DEMAND_SQLITE, DUE_SQLITE } from "./due.js";
import type { CaseFile } from "./kinds.js";
import { partiesOf } from "./lot-view.js";
import { Register } from "./register.js";
import type { Store } from "./store.js";
import { CASK } from "./test-support/lots.js";
import { STORES } from "./test-support/stores.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * The store, with every query sent through Kysely kept, compiled, and the text of
 * every statement prepared straight on its SQLite connection kept too.
 */
function recording(store: Store): { store: Store; sent: CompiledQuery[]; prepared: string[] } {
  const sent: CompiledQuery[] = [];
  const prepared: string[] = [];
  const raw = store.sqlite;
  const sqlite = raw
    ? new Proxy(raw, {
        get(target, key) {
          if (key === "prepare")
            return (text: string) => {
              prepared.push(text);
              return target.prepare(text);
            };
          const v = Reflect.get(target, key, target);
          return typeof v === "function" ? v.bind(target) : v;
        },
      })
    : undefined;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      sent.push(store.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return {
    store: { ...store, db: store.db.withPlugin(plugin), ...(sqlite ? { sqlite } : {}) },
    sent,
    prepared,
  };
}

/** Lots enough that a plan has a choice: finds lodged through a year. */
async function lodgeYear(r: Register): Promise<void> {
  await r.addMany(
    Array.from({ length: 40 }, (_, i) => ({
      actor: "clerk",
      id: `lot-${i + 1}`,
      fields: {
        ...CASK,
        lodged: `1690-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      },
    })),
  );
}

for (const kind of STORES) {
  describe(`due on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    test("is read from the index due_listing alone, in its order, and lists the stored rows whole", async () => {
      const t = await kind.make();
      try {
        await lodgeYear(new Register(t.store));
        const { store, sent, prepared } = recording(t.store);
        const listed = await new Register(store).due("1690-06-30", "1690-02-01");
        assert.ok(listed.length > 0, "some rows fall due in the months asked");
        const q = sent.find((x) => /from "due"/.test(x.sql));
        if (kind.name === "sqlite") {
          const raw = t.store.sqlite as BetterSqlite.Database;
          assert.equal(q, undefined, "on SQLite the list does not go through Kysely");
          const text = prepared.find((x) => /from "due"/.test(x));
          assert.equal(text, DUE_SQLITE, "Register.due prepared the statement due.ts names");
          // The plan of that statement, with a first day and without one (""), as Register.due runs it.
          for (const params of [
            ["1690-02-01", "1690-06-30"],
            ["", "1690-06-30"],
          ]) {
            const details: string[] = (
              raw.prepare(`explain query plan ${text}`).all(...params) as { detail: string }[]
            ).map((x) => x.detail);
            assert.deepEqual(
              details.filter((d) => /SCAN|SEARCH/.test(d)),
              [details.find((d) => /COVERING INDEX due_listing/.test(d))],
              `one read, of the covering index: ${details.join("; ")}`,
            );
            assert.ok(!details.some((d) => /TEMP B-TREE/.test(d)), `no sort: ${details.join("; ")}`);
          }
          // Prepared once for the connection: asked again, it prepares nothing more.
          const before = prepared.length;
          await new Register(store).due("1690-03-31");
          assert.equal(prepared.length, before, "the statement is kept for the connection");
        } else {
          assert.ok(q, "Register.due queried the due table");
          await sql`vacuum analyze due`.execute(t.store.db);
          const lines = await t.store.db.connection().execute(async (c) => {
            // A table this small is cheaper to read whole; the plan asked for is the one a large register gets.
            await sql`set enable_seqscan = off`.execute(c);
            const r = await c.executeQuery({ ...q, sql: `explain ${q.sql}` } as CompiledQuery);
            await sql`reset enable_seqscan`.execute(c);
            return (r.rows as { "QUERY PLAN": string }[]).map((x) => x["QUERY PLAN"]);
          });
          assert.match(lines[0] ?? "", /^Index Only Scan using due_listing on due/, lines.join("\n"));
          assert.ok(!lines.some((l) => /Sort|Heap|Seq Scan/.test(l)), lines.join("\n"));
        }
        // What it lists is what the lots show falls due in those months, nothing dropped or altered.
        const shown = [];
        for (const l of await new Register(t.store).list()) shown.push(...(await new Register(t.store).show(l.id)).due);
        const want = shown
          .filter((x) => x.date >= "1690-02-01" && x.date <= "1690-06-30")
          .sort((a, b) =>
            a.date === b.date ? (a.lot < b.lot ? -1 : a.lot > b.lot ? 1 : 0) : a.date < b.date ? -1 : 1,
          );
        assert.deepEqual(listed.map((x) => JSON.stringify(x)).sort(), want.map((x) => JSON.stringify(x)).sort());
        assert.deepEqual(
          listed.map((x) => `${x.date} ${x.lot}`),
          want.map((x) => `${x.date} ${x.lot}`),
          "in order of date, then lot",
        );
      } finally {
        await t.cleanup();
      }
    });

    test("asked from a day, lists what is owed on demand since before it, read from the index due_on_demand alone", async () => {
      const t = await kind.make();
      try {
        const r = new Register(t.store);
        await lodgeYear(r);
        // dl-averi/26: a general average's balances have no day to be paid by; owed on demand from 1690-10-14.
        const ga = parseCaseText(
          readFileSync(join(root, "examples", "dl-averi", "ga-jettison-and-mast.yaml"), "utf8"),
          "ga",
        ).data as CaseFile;
        await r.add({ actor: "clerk", id: "fortuna", case: ga, date: "1690-10-14" });
        const owed = (await r.show("fortuna")).due.filter((x) => x.onDemand);
        assert.ok(owed.length > 0 && owed.every((x) => x.date === "1690-10-14"));
        const { store, sent, prepared } = recording(t.store);
        const listed = await new Register(store).due("1690-12-31", "1690-11-01");
        // Owed on demand since before the first day, first, being dated earlier; then what falls due in the days asked.
        const within = (await r.due("1690-12-31")).filter((x) => x.date >= "1690-11-01");
        assert.deepEqual(listed, [...owed, ...within]);
        // Not yet arisen by the last day: not listed.
        assert.deepEqual(
          (await r.due("1690-10-13", "1690-10-01")).filter((x) => x.onDemand),
          [],
        );
        // Arisen on the last day, asked from after it: listed.
        assert.deepEqual(
          (await r.due("1690-10-14", "1690-12-01")).filter((x) => x.onDemand),
          owed,
        );
        if (kind.name === "sqlite") {
          const raw = t.store.sqlite as BetterSqlite.Database;
          assert.ok(prepared.includes(DUE_ON_DEMAND_SQLITE), "Register.due prepared the statement due.ts names");
          const details: string[] = (
            raw.prepare(`explain query plan ${DUE_ON_DEMAND_SQLITE}`).all("1690-11-01", "1690-12-31") as {
              detail: string;
            }[]
          ).map((x) => x.detail);
          assert.deepEqual(
            details.filter((d) => /SCAN|SEARCH/.test(d)),
            [details.find((d) => /COVERING INDEX due_on_demand/.test(d))],
            `one read, of the covering index: ${details.join("; ")}`,
          );
          assert.ok(!details.some((d) => /TEMP B-TREE/.test(d)), `no sort: ${details.join("; ")}`);
        } else {
          const q = sent.find((x) => /from "due"/.test(x.sql) && /"on_demand" =/.test(x.sql));
          assert.ok(q, "Register.due queried what is owed on demand");
          await sql`vacuum analyze due`.execute(t.store.db);
          const lines = await t.store.db.connection().execute(async (c) => {
            await sql`set enable_seqscan = off`.execute(c);
            const res = await c.executeQuery({ ...q, sql: `explain ${q.sql}` } as CompiledQuery);
            await sql`reset enable_seqscan`.execute(c);
            return (res.rows as { "QUERY PLAN": string }[]).map((x) => x["QUERY PLAN"]);
          });
          assert.match(lines[0] ?? "", /^Index Only Scan using due_on_demand on due/, lines.join("\n"));
          assert.ok(!lines.some((l) => /Sort|Heap|Seq Scan/.test(l)), lines.join("\n"));
        }
      } finally {
        await t.cleanup();
      }
    });

    test("what is owed on demand is listed the same by a register made again from its export, on every store", async () => {
      const t = await kind.make();
      const made: Awaited<ReturnType<(typeof STORES)[number]["make"]>>[] = [];
      try {
        const r = new Register(t.store);
        const ga = parseCaseText(
          readFileSync(join(root, "examples", "dl-averi", "ga-jettison-and-mast.yaml"), "utf8"),
          "ga",
        ).data as CaseFile;
        await r.add({ actor: "clerk", id: "fortuna", case: ga, date: "1690-10-14" });
        await r.pay("fortuna", { actor: "clerk", date: "1690-10-20", from: "a", to: "b", amount: "100" });
        const lines: string[] = [];
        for await (const l of r.exportLines()) lines.push(l);
        const asked = (g: Register) => Promise.all([g.due("1699-12-31"), g.due("1690-12-31", "1690-12-01")]);
        const here = await asked(r);
        assert.ok(here[0].some((x) => x.onDemand && /^pay Merchant B 31 rd 11 sk of 131 rd 11 sk /.test(x.what)));
        assert.deepEqual(here[1], here[0], "asked from a later day, what is owed on demand is still listed");
        for (const other of STORES.filter((k) => !k.skip)) {
          const o = await other.make();
          made.push(o);
          const g = new Register(o.store);
          await g.importLines(lines);
          assert.deepEqual(await asked(g), here, `made again on ${other.name}`);
        }
      } finally {
        for (const o of made) await o.cleanup();
        await t.cleanup();
      }
    });

    test("names the parties of the lots listed as their records do, a batch of lots at a time", async () => {
      const t = await kind.make();
      try {
        const r = new Register(t.store);
        // Two lots lodged, a claimant on the second; then copies of their rows under new ids, written
        // straight to the table, to make one more lot than a batch looks up, claimants on the first and last.
        await r.add({ actor: "clerk", id: "lot-1", fields: CASK });
        await r.add({ actor: "clerk", id: "lot-2", fields: CASK });
        await r.claim("lot-1", { actor: "clerk", claimant: "Hans Nielsen", date: "1690-08-10" });
        const rows = await t.store.db.selectFrom("lots").selectAll().orderBy("id").execute();
        const ids = Array.from({ length: 501 }, (_, i) => `lot-${i + 1}`);
        const copies = ids.slice(2).map((id, i) => {
          const of = rows[id === "lot-501" ? 0 : 1] as (typeof rows)[number];
          return { ...of, id, seq: 1000 + i, record: JSON.stringify({ ...JSON.parse(of.record), id }) };
        });
        for (let i = 0; i < copies.length; i += 100)
          await t.store.db
            .insertInto("lots")
            .values(copies.slice(i, i + 100))
            .execute();
        const named = await r.partiesOfLots([...ids, "lot-1", "no-such-lot"]);
        assert.deepEqual([...named.keys()].sort(), [...ids].sort(), "each lot kept once; an id not kept left out");
        for (const id of ids) assert.deepEqual(named.get(id), partiesOf(await r.lot(id)), id);
        const finder = { id: "finder", name: "Peder Hansen", role: "finder" };
        const office = { id: "office", name: "the king's officer at Skagen", role: "office" };
        const claimant = { id: "claimant-1", name: "Hans Nielsen", role: "claimant" };
        assert.deepEqual(named.get("lot-1"), [finder, office, claimant]);
        assert.deepEqual(named.get("lot-501"), [finder, office, claimant]);
        assert.deepEqual(named.get("lot-2"), [finder, office]);
        assert.deepEqual(await r.partiesOfLots([]), new Map());
      } finally {
        await t.cleanup();
      }
    });

    test("lists only what is written: not the rows of a change still open, which is then undone", async () => {
      const t = await kind.make();
      try {
        const r = new Register(t.store);
        await r.add({ actor: "clerk", id: "kept", fields: CASK });
        const kept = await r.due("1699-12-31");
        assert.ok(kept.length > 0 && kept.every((x) => x.lot === "kept"));
        let wrote!: () => void;
        const written = new Promise<void>((ok) => {
          wrote = ok;
        });
        let release!: () => void;
        const held = new Promise<void>((ok) => {
          release = ok;
        });
        let inside: string[] = [];
        const undone = r
          .transaction(async (w) => {
            await w.add({ actor: "clerk", id: "undone", fields: CASK });
            // The change sees its own rows.
            inside = [...new Set((await w.due("1699-12-31")).map((x) => x.lot))];
            wrote();
            await held;
            throw new Error("undo");
          })
          .then(
            () => assert.fail("the change was to be undone"),
            (e: Error) => assert.equal(e.message, "undo"),
          );
        await written;
        // Asked while the change is open; it is undone before the list can be read on its connection.
        const outside = r.due("1699-12-31");
        release();
        await undone;
        assert.deepEqual(inside.sort(), ["kept", "undone"]);
        assert.deepEqual(await outside, kept, "the rows of the change undone are not listed");
      } finally {
        await t.cleanup();
      }
    });
  });
}
