/**
 * `register due` reads only what it lists: on every store the query Register.due
 * sends is answered from the index due_listing alone (no read of the table's rows,
 * no sort), and the rows it hands out are the stored ones, whole.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { type CompiledQuery, type KyselyPlugin, sql } from "kysely";
import { Register } from "./register.js";
import type { Store } from "./store.js";
import { CASK } from "./test-support/lots.js";
import { STORES } from "./test-support/stores.js";

/** The store, with every query sent through it kept, compiled. */
function recording(store: Store): { store: Store; sent: CompiledQuery[] } {
  const sent: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      sent.push(store.db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { store: { ...store, db: store.db.withPlugin(plugin) }, sent };
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
        const { store, sent } = recording(t.store);
        const listed = await new Register(store).due("1690-06-30", "1690-02-01");
        const q = sent.find((x) => /from "due"/.test(x.sql));
        assert.ok(q, "Register.due queried the due table");
        assert.ok(listed.length > 0, "some rows fall due in the months asked");
        if (kind.name === "sqlite") {
          // explain takes the same parameters as the query.
          const rows = (await t.store.db.executeQuery({ ...q, sql: `explain query plan ${q.sql}` } as CompiledQuery))
            .rows as { detail: string }[];
          const details = rows.map((x) => x.detail);
          assert.deepEqual(
            details.filter((d) => /SCAN|SEARCH/.test(d)),
            [details.find((d) => /COVERING INDEX due_listing/.test(d))],
            `one read, of the covering index: ${details.join("; ")}`,
          );
          assert.ok(!details.some((d) => /TEMP B-TREE/.test(d)), `no sort: ${details.join("; ")}`);
        } else {
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
  });
}
