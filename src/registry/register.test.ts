/**
 * The register on every store: lodging, claims, decisions, sales, payments and
 * dispositions decided by the engine; the refusals the determination gives; a
 * write that fails leaves nothing; the journal's chain, its verification, and the
 * export and import of it.
 */

import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { sql } from "kysely";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { RegisterError } from "./errors.js";
import type { CaseFile } from "./kinds.js";
import { Register } from "./register.js";
import { renderHistory, renderShown } from "./render.js";
import { openStore } from "./store.js";
import { CASK, WRECK_YAML } from "./test-support/lots.js";
import { refusedUnchanged, snapshot } from "./test-support/refused.js";
import { STORES, type TestStore } from "./test-support/stores.js";

const clerk = { actor: "clerk" };
/** EX-06: the wreck that fell to the community of Borkum (borkum-1666/8.1-8.2). */
const BORKUM_WRECK_YAML = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "..", "..", "examples", "borkum-1666", "wreck-divided.yaml"),
  "utf8",
);

for (const kind of STORES) {
  describe(`the register on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    const withStore = async (fn: (r: Register, t: TestStore) => Promise<void>) => {
      const t = await kind.make();
      try {
        await fn(new Register(t.store), t);
      } finally {
        await t.cleanup();
      }
    };

    test("dl-vrag/14: lodging a find records the finder's third, and every dated duty and deadline of its determination falls due", () =>
      withStore(async (r) => {
        const w = await r.add({ fields: CASK, ...clerk });
        const d = w.determination;
        assert.ok(d);
        assert.equal(d.allocations.find((a) => a.id === "finder")?.exact.text, "12 rd");
        const dated = [
          ...d.obligations.filter((o) => o.due).map((o) => o.due),
          ...d.options.filter((o) => o.deadline).map((o) => o.deadline),
        ].sort();
        const due = await r.due("9999-12-31");
        assert.deepEqual(due.map((x) => x.date).sort(), dated);
        assert.ok(due.every((x) => x.provisions.length > 0 && x.lot === w.lot?.id));
        await r.pay(w.lot?.id as string, { ...clerk, date: "1690-05-10", from: "office", to: "finder", amount: "12" });
        const s = await r.show(w.lot?.id as string);
        assert.equal(s.owed.find((o) => o.to === "finder")?.outstanding, "0 rd");
        assert.equal((await r.verify()).ok, true);
      }));

    test("dl-vrag/15, 16: a claim after the owner's time is refused, citing the provisions; nothing is written", () =>
      withStore(async (r) => {
        const w = await r.add({ fields: CASK, ...clerk });
        const e = await refusedUnchanged(
          r,
          () => r.claim(w.lot?.id as string, { ...clerk, claimant: "Hans Nielsen", date: "1692-05-10" }),
          /refused.*dl-vrag\/15/,
        );
        assert.ok(e.provisions.includes("dl-vrag/16"));
      }));

    test("dl-vrag/15: forfeiture before the owner's time has run is refused; after it, the lot goes to the king", () =>
      withStore(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await refusedUnchanged(
          r,
          () => r.dispose(id, { ...clerk, date: "1690-08-10", to: "king" }),
          /may still choose/,
        );
        const f = await r.dispose(id, { ...clerk, date: "1692-05-10", to: "king" });
        assert.equal(f.lot?.status, "forfeited");
        // The lot has left the office; the finder's third, owed at once (dl-vrag/14) and kept by him when the
        // find falls to the king (dl-vrag/16), was never paid and is all that still falls due.
        assert.deepEqual(
          (await r.due("9999-12-31")).map((x) => `${x.who} ${x.posting}`),
          ["office p1"],
        );
        await refusedUnchanged(r, () => r.dispose(id, { ...clerk, date: "1692-05-11", to: "king" }), /was forfeited/);
      }));

    test("dl-vrag/8, 13: wreck off a landowner's land who holds the foreshore right goes to him (--to foreshore), not to the king; a foreshore no case names is refused, nothing written", () =>
      withStore(async (r) => {
        const text = readFileSync(
          join(
            dirname(fileURLToPath(import.meta.url)),
            "..",
            "..",
            "examples",
            "dl-vrag",
            "wreck-private-foreshore.yaml",
          ),
          "utf8",
        );
        const { expect: _expect, ...file } = parseCaseText(text, "wreck-private-foreshore").data as Record<
          string,
          unknown
        >;
        // Lodged as the office takes it in: the owner's late claim is the register's to hear, not the lodging's.
        const facts = file.facts as Record<string, unknown>;
        delete facts.claim;
        delete facts.as_of;
        const wreck = file as unknown as CaseFile;
        const id = (await r.add({ case: structuredClone(wreck), ...clerk })).lot?.id as string;
        // 'da hører det kongen til, eller den, som forstrandsrettighed har' (13): the lord of Rosenvold, not the king.
        await refusedUnchanged(
          r,
          () => r.dispose(id, { ...clerk, date: "1693-01-15", to: "king" }),
          /does not go to the king: as of 1693-01-15 the determination gives it to The lord of Rosenvold/,
        );
        const f = await r.dispose(id, { ...clerk, date: "1693-01-15", to: "foreshore" });
        assert.equal(f.lot?.status, "forfeited");
        assert.equal(f.lot?.disposition?.to, "foreshore");
        // The record names the holder it went to, by name and id, and the lot as shown says so.
        assert.deepEqual(f.lot?.disposition?.holder, { id: "rosenvold", name: "The lord of Rosenvold" });
        const shown = await r.show(id);
        assert.deepEqual(shown.lot.disposition?.holder, { id: "rosenvold", name: "The lord of Rosenvold" });
        assert.match(renderShown(shown), /disposed of on 1693-01-15 to foreshore: The lord of Rosenvold\n/);

        // A landowner's foreshore names its landowner, or the wreck is not lodged (dl-vrag/8)...
        const nameless = structuredClone(wreck) as unknown as { facts: { foreshore: Record<string, unknown> } };
        delete nameless.facts.foreshore.holder;
        await assert.rejects(
          () => r.add({ case: nameless as unknown as CaseFile, ...clerk }),
          /facts\.foreshore\.holder/,
        );
        // ...and a find at sea lies on no one's foreshore: once it is the king's, --to foreshore names no one.
        const find = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        const e = await refusedUnchanged(
          r,
          () => r.dispose(find, { ...clerk, date: "1692-05-10", to: "foreshore" }),
          /names no one as the foreshore; .*gives it to .*king/,
        );
        assert.ok(
          e.provisions.some((p) => p.startsWith("dl-vrag/")),
          e.provisions.join(", "),
        );
      }));

    test("dl-vrag/9-11: after a reward is assessed, the lot as shown names everyone, and the office's share says it is a set-off", () =>
      withStore(async (r) => {
        const salvaged = WRECK_YAML.replace(
          "keeping: { by: office,",
          "keeping: { by: office, salvaged_by: bjerger,",
        ).replace(
          "    - { id: office, name: the amtmand, roles: [official] }",
          "    - { id: office, name: the amtmand, roles: [official] }\n    - { id: bjerger, name: Niels Bjerger }",
        );
        const id = (await r.add({ case: parseCaseText(salvaged, "wreck").data as CaseFile, ...clerk })).lot
          ?.id as string;
        await r.sell(id, { ...clerk, date: "1690-04-01", price: "9", item: "wine" });
        await r.cost(id, { ...clerk, date: "1690-04-02", amount: "2", kind: "saving", item: "cloth" });
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", agent: "Niels Juel", date: "1690-06-16" });
        await r.decide(id, { actor: "the amtmand", accept: true, date: "1690-06-20" });
        await r.assess(id, {
          actor: "the amtmand",
          role: "officer",
          date: "1690-06-25",
          field: "reward",
          value: "9",
          by: "the best men",
        });
        const shown = await r.show(id);
        // the wine's 9 rd is posted to the owner, and the reward he owes to the office
        assert.ok(
          shown.postings.some((p) => p.debtor === "office" && p.creditor === "claimant-1" && p.text === "9 rd"),
        );
        const text = renderShown(shown);
        const section = (name: string) => text.split(`\n  ${name}:\n`)[1]?.split(/\n {2}[a-z]/)[0] ?? "";
        // the office keeps the 9 rd out of the proceeds against the reward: not its own
        assert.match(section("shares"), /^ {4}the amtmand: 9 rd — out of the proceeds: 9 rd the due salvage reward/);
        assert.match(section("shares"), /\n {4}Hans Nielsen, the claimant: 0 rd$/);
        assert.match(section("postings"), /p2 the amtmand → Hans Nielsen, the claimant: 9 rd/);
        assert.match(section("postings"), /the amtmand → Niels Bjerger: 9 rd/);
        assert.match(section("falls due"), /Hans Nielsen, the claimant: pay the amtmand 9 rd \(.*; posting p3\)/);
        for (const name of ["shares", "not in money", "postings", "owed", "falls due"]) {
          assert.ok(section(name) !== "", name);
          assert.doesNotMatch(section(name), /\b(office|claimant-1|bjerger)\b/, `${name} names, not ids`);
        }
      }));

    test("dl-vrag/15: the owner in time, accepted, pays the reward and costs and has the lot back; not before he has paid", () =>
      withStore(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.cost(id, { ...clerk, date: "1690-06-01", amount: "2", for: "storage" });
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10", proof: "his mark HN" });
        const acc = await r.decide(id, {
          actor: "the officer",
          accept: true,
          date: "1690-08-12",
          reason: "marks match",
        });
        assert.equal(acc.determination?.allocations.find((a) => a.id === "claimant-1")?.exact.text, "24 rd");
        await refusedUnchanged(
          r,
          () => r.dispose(id, { ...clerk, date: "1690-08-12", to: "owner" }),
          /not yet paid.*14 rd/,
        );
        await refusedUnchanged(
          r,
          () => r.pay(id, { ...clerk, date: "1690-08-12", from: "claimant-1", to: "office", amount: "15" }),
          /larger than what .* owes .*14 rd/,
        );
        await r.pay(id, { ...clerk, date: "1690-08-12", from: "claimant-1", to: "office", amount: "14" });
        const back = await r.dispose(id, { ...clerk, date: "1690-08-13", to: "owner" });
        assert.equal(back.lot?.status, "returned");
        await refusedUnchanged(
          r,
          () => r.sell(id, { ...clerk, date: "1690-09-01", price: "30" }),
          /was returned.*cannot be sold/,
        );
      }));

    test("a lot is sold once, but a Danish wreck item by item (dl-vrag/9-11): the kind says which, not the kind's name", () =>
      withStore(async (r) => {
        // dl-vrag: the strand officer sells what cannot be kept, each item at its price.
        const wid = (await r.add({ case: parseCaseText(WRECK_YAML, "wreck").data as CaseFile, ...clerk })).lot
          ?.id as string;
        await r.sell(wid, { ...clerk, date: "1690-03-18", price: "40", item: "wine" });
        const second = await r.sell(wid, { ...clerk, date: "1690-03-20", price: "25", item: "cloth" });
        assert.deepEqual(
          second.lot?.sales.map((s) => [s.item, s.price]),
          [
            ["wine", "40 rd"],
            ["cloth", "25 rd"],
          ],
        );
        // A find has one price (dl-vrag/14-19), and so has a Borkum wreck: the community's
        // proceeds (borkum-1666/8.2), one fact of its case; a second sale would overwrite the first.
        const fid = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.sell(fid, { ...clerk, date: "1690-06-01", price: "30" });
        await refusedUnchanged(r, () => r.sell(fid, { ...clerk, date: "1690-06-02", price: "31" }), /already sold/);
        const borkum = parseCaseText(BORKUM_WRECK_YAML, "borkum wreck").data as CaseFile;
        const bid = (await r.add({ case: borkum, ...clerk })).lot?.id as string;
        await r.sell(bid, { ...clerk, date: "1667-11-10", price: "340" });
        await refusedUnchanged(r, () => r.sell(bid, { ...clerk, date: "1667-11-11", price: "20" }), /already sold/);
      }));

    test("bad input is refused with a clear message, and nothing is written", () =>
      withStore(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await refusedUnchanged(
          r,
          () => r.claim("lot-99", { ...clerk, claimant: "x", date: "1690-06-01" }),
          /unknown lot "lot-99"/,
        );
        await refusedUnchanged(r, () => r.sell(id, { ...clerk, date: "1690-06-01", price: "-5" }), /price.*negative/);
        await refusedUnchanged(
          r,
          () => r.claim(id, { ...clerk, claimant: "x", date: "1690-05-01" }),
          /dated 1690-05-01, before lot .* was lodged on 1690-05-10/,
        );
        await refusedUnchanged(r, () => r.claim(id, { actor: " ", claimant: "x", date: "1690-06-01" }), /--actor/);
        await refusedUnchanged(
          r,
          () => r.pay(id, { ...clerk, date: "1690-06-01", from: "king", to: "finder", amount: "1" }),
          /nothing is owed by The king to Peder Hansen, the finder/,
        );
        // A party the lot does not have is refused by name, naming the lot's parties and the provision it rests on.
        const stranger = await refusedUnchanged(
          r,
          () => r.pay(id, { ...clerk, date: "1690-06-01", from: "office", to: "Jens Stranger", amount: "1" }),
          /lot .* has no party "Jens Stranger" to be paid; its parties: Peder Hansen, the finder \(finder\), the king's officer at Skagen \(office\)/,
        );
        assert.ok(stranger.provisions.includes("dl-vrag/14"), stranger.provisions.join(", "));
        assert.equal(stranger.path, "to");
      }));

    test("a change of several steps that fails halfway leaves the register exactly as it was", () =>
      withStore(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        const before = await snapshot(r);
        await assert.rejects(
          r.transaction(async (t) => {
            await t.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
            await t.decide(id, { ...clerk, accept: true, date: "1690-08-12" });
            throw new Error("the power failed");
          }),
          /the power failed/,
        );
        assert.deepEqual(await snapshot(r), before);
        assert.equal((await r.verify()).ok, true);
      }));

    test("verify names the first entry edited directly in the database, or cut from the end", () =>
      withStore(async (r, t) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
        await r.decide(id, { ...clerk, accept: true, date: "1690-08-12" });
        assert.deepEqual((await r.verify()).entries, 3);
        await sql`update journal set payload = replace(payload, 'Hans Nielsen', 'Hans Olsen') where seq = 2`.execute(
          t.store.db,
        );
        const v = await r.verify();
        assert.equal(v.ok, false);
        assert.equal(v.broken?.seq, 2);
        assert.match(v.broken?.problem ?? "", /entry 2 was changed/);
        await sql`update journal set actor = 'someone' where seq = 1`.execute(t.store.db);
        assert.equal((await r.verify()).broken?.seq, 1);
      }));

    test("verify finds entries deleted from the end of the journal", () =>
      withStore(async (r, t) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
        await sql`delete from journal where seq = 2`.execute(t.store.db);
        const v = await r.verify();
        assert.equal(v.ok, false);
        assert.equal(v.broken?.seq, 2);
      }));

    test("export and import: a round trip loses nothing, and a changed export is refused before anything is written", async () => {
      const a = await kind.make();
      const b = await kind.make();
      try {
        const ra = new Register(a.store);
        const rb = new Register(b.store);
        const id = (await ra.add({ fields: CASK, ...clerk })).lot?.id as string;
        await ra.setReading({ ...clerk, name: "aar_og_dag", value: "R1", reason: "the office's reading" });
        await ra.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
        const wreck = parseCaseText(WRECK_YAML, "wreck").data as CaseFile;
        const wid = (await ra.add({ case: wreck, ...clerk })).lot?.id as string;
        await ra.sell(wid, { ...clerk, date: "1690-03-18", price: "40", item: "wine", buyer: "a merchant" });
        const lines: string[] = [];
        for await (const l of ra.exportLines()) lines.push(l);
        const bad = [...lines];
        const claim = lines.findIndex((l) => l.includes('"kind":"claim"'));
        bad[claim] = (bad[claim] as string).replace("Hans Nielsen", "Hans Olsen");
        await assert.rejects(rb.importLines(bad), /does not verify, and nothing was written/);
        assert.equal((await rb.head()).seq, 0);
        // The determinations are kept once, on lines of their own before the first entry that records each.
        const kept = lines.filter((l) => l.startsWith('{"determination":'));
        const recorded = new Set(lines.flatMap((l) => (JSON.parse(l).seq ? [JSON.parse(l).determination] : [])));
        recorded.delete(null);
        assert.equal(kept.length, recorded.size, "each determination recorded is given once");
        const changed = [...lines];
        const body = lines.findIndex((l) => l.startsWith('{"determination":') && l.includes('"dl-vrag/'));
        changed[body] = (changed[body] as string).replace('"dl-vrag/', '"dl-vrah/');
        await assert.rejects(
          rb.importLines(changed),
          /does not verify, and nothing was written: the determination on line/,
        );
        const gone = lines.filter((_, i) => i !== body);
        await assert.rejects(rb.importLines(gone), /which no line before it gives/);
        assert.equal((await rb.head()).seq, 0);
        await rb.importLines(lines);
        assert.deepEqual(await snapshot(rb), await snapshot(ra));
        assert.deepEqual(await rb.officeReadings(), { aar_og_dag: "R1" });
        await assert.rejects(rb.importLines(lines), /only into an empty one/);
      } finally {
        await a.cleanup();
        await b.cleanup();
      }
    });

    test("an export of version 1, each entry carrying its determination, still imports, verifies and exports again as version 2", async () => {
      const a = await kind.make();
      const b = await kind.make();
      try {
        const v1 = readFileSync(
          join(dirname(fileURLToPath(import.meta.url)), "test-support", "export-v1.jsonl"),
          "utf8",
        );
        const old = v1.split("\n");
        const ra = new Register(a.store);
        const imported = await ra.importLines(old);
        assert.equal(imported.head, JSON.parse(old[0] as string).head);
        assert.deepEqual(await ra.verify(), { ok: true, entries: 5, head: imported.head });
        // Each entry's determination, as the old export carried it, is what the register gives back.
        const carried = old.slice(1).flatMap((l) => (l ? [JSON.parse(l)] : []));
        for (const lot of await ra.list()) {
          const history = await ra.history(lot.id, { determinations: true });
          for (const h of history) {
            const e = carried.find((x) => x.seq === h.seq);
            assert.deepEqual(h.determination, e.payload.determination?.body);
          }
          const lastOf = carried.filter((x) => x.lot === lot.id && x.payload.determination).at(-1);
          assert.deepEqual((await ra.show(lot.id)).determination, lastOf.payload.determination.body);
        }
        // New entries after the old ones keep their determination apart, and the chain still verifies.
        const cask = (await ra.list())[0]?.id as string;
        await ra.cost(cask, { ...clerk, date: "1690-08-13", amount: "2", for: "storage" });
        assert.equal((await ra.verify()).ok, true);
        const lines: string[] = [];
        for await (const l of ra.exportLines()) lines.push(l);
        assert.equal(JSON.parse(lines[0] as string).version, 2);
        await new Register(b.store).importLines(lines);
        assert.deepEqual(await snapshot(new Register(b.store)), await snapshot(ra));
      } finally {
        await a.cleanup();
        await b.cleanup();
      }
    });

    test("an export whose determinations are kept in format 1 imports, verifies and reads as kept; new ones are kept in format 2, and it exports again as it came", async () => {
      const a = await kind.make();
      const b = await kind.make();
      try {
        const text = readFileSync(
          join(dirname(fileURLToPath(import.meta.url)), "test-support", "export-v2-format1.jsonl"),
          "utf8",
        );
        const old = text.split("\n").filter((l) => l !== "");
        const bodies = old.slice(1).flatMap((l) => {
          const v = JSON.parse(l);
          return v.body === undefined ? [] : [v as { determination: string; body: Determination }];
        });
        assert.ok(bodies.length > 0 && bodies.every((x) => !("format" in x.body)), "the export keeps format 1");
        const ra = new Register(a.store);
        const imported = await ra.importLines(old);
        assert.deepEqual(await ra.verify(), { ok: true, entries: 4, head: imported.head });
        for (const lot of await ra.list()) {
          for (const h of await ra.history(lot.id, { determinations: true })) {
            const e = (await a.store.db.selectFrom("journal").selectAll().where("seq", "=", h.seq).executeTakeFirst())
              ?.determination;
            if (e) assert.deepEqual(h.determination, bodies.find((x) => x.determination === e)?.body);
          }
        }
        const cask = (await ra.list())[0]?.id as string;
        const w = await ra.cost(cask, { ...clerk, date: "1690-08-13", amount: "2", for: "storage" });
        const kept = await a.store.db
          .selectFrom("journal")
          .innerJoin("determination_bodies", "determination_bodies.hash", "journal.determination")
          .select("determination_bodies.body")
          .where("journal.seq", "=", w.seq)
          .executeTakeFirstOrThrow();
        assert.equal(JSON.parse(kept.body).format, 2, "a new determination is kept in format 2");
        assert.deepEqual((await ra.show(cask)).determination, w.determination, "and reads back as decided");
        assert.deepEqual(await ra.verify(), { ok: true, entries: 5, head: w.hash });
        const lines: string[] = [];
        for await (const l of ra.exportLines()) lines.push(l);
        for (const l of old.slice(1)) assert.ok(lines.includes(l), "each old line exports again as it came");
        await new Register(b.store).importLines(lines);
        assert.deepEqual(await snapshot(new Register(b.store)), await snapshot(ra));
      } finally {
        await a.cleanup();
        await b.cleanup();
      }
    });

    test("a correction is a new entry that points to the entry it corrects; the lot's history shows both", () =>
      withStore(async (r, t) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        const first = await r.cost(id, { ...clerk, date: "1690-06-01", amount: "2", for: "storage" });
        await refusedUnchanged(
          r,
          () => r.cost(id, { ...clerk, date: "1690-06-01", amount: "1", corrects: 99 }),
          /--corrects 99: there is no entry 99/,
        );
        const fix = await r.cost(id, {
          ...clerk,
          date: "1690-06-01",
          amount: "1",
          for: "carriage",
          corrects: first.seq,
          reason: "the carriage was left out of the storage costs",
        });
        assert.equal(fix.seq, first.seq + 1, "a new entry, after the one it corrects");
        const history = await r.history(id);
        assert.deepEqual(
          history.map((h) => [h.kind, h.corrects, h.reason]),
          [
            ["lodge", null, null],
            ["cost", null, null],
            ["cost", first.seq, "the carriage was left out of the storage costs"],
          ],
        );
        assert.equal(history[1]?.hash, first.hash, "the corrected entry stays as it was");
        assert.match(renderHistory(history), new RegExp(`entry ${fix.seq} .*, corrects entry ${first.seq}\\n`));
        assert.deepEqual(
          (await r.show(id)).lot.costs.map((c) => c.amount),
          ["2 rd", "1 rd"],
        );
        assert.equal((await r.verify()).ok, true);
        // Which entry a correction points to is part of what its hash covers.
        await sql`update journal set corrects = 1 where seq = ${fix.seq}`.execute(t.store.db);
        const v = await r.verify();
        assert.equal(v.broken?.seq, fix.seq);
      }));

    test("Q-X01: an office reading is a journal entry, and each determination records the readings it used", () =>
      withStore(async (r) => {
        const first = await r.setReading({ ...clerk, name: "aar_og_dag", value: "R1" });
        assert.equal(first.seq, 1);
        const one = await r.add({ fields: CASK, ...clerk });
        await r.setReading({ ...clerk, name: "aar_og_dag", value: "R2", reason: "the office follows six weeks" });
        const two = await r.add({ fields: CASK, ...clerk });
        const used = (w: typeof one) => w.determination?.readings.find((x) => x.name === "aar_og_dag")?.value;
        assert.equal(used(one), "R1");
        assert.equal(used(two), "R2");
        const deadline = (w: typeof one) => w.determination?.options.find((o) => o.deadline)?.deadline;
        assert.notEqual(deadline(one), deadline(two));
        await assert.rejects(r.setReading({ ...clerk, name: "aar_og_dag", value: "R9" }), /no alternative "R9"/);
      }));

    // One SQLite file has one writer at a time, and better-sqlite3 waits for a lock
    // synchronously, so writers racing within one process would wait on each other
    // for ever: the race is run where it can happen, on PostgreSQL.
    const race = kind.name === "postgres" ? test : undefined;
    race?.("concurrent writers never make two dispositions of one lot, nor break the chain", async () => {
      const t = await kind.make();
      const others = await Promise.all([0, 1, 2].map(() => openStore(t.where)));
      try {
        const r = new Register(t.store);
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        const writers = others.map((s) => new Register(s));
        const results = await Promise.allSettled(
          writers.map((w, i) => w.dispose(id, { actor: `clerk ${i}`, date: "1692-05-10", to: "king" })),
        );
        assert.equal(results.filter((x) => x.status === "fulfilled").length, 1);
        for (const x of results)
          if (x.status === "rejected") assert.ok(x.reason instanceof RegisterError, String(x.reason));
        await Promise.all(writers.map((w, i) => w.add({ fields: CASK, actor: `clerk ${i}` })));
        const v = await r.verify();
        assert.equal(v.ok, true);
        assert.equal(v.entries, 5);
        const n = await t.store.db.selectFrom("dispositions").select("lot").execute();
        assert.equal(n.length, 1);
      } finally {
        await Promise.all(others.map((s) => s.close()));
        await t.cleanup();
      }
    });
  });
}

describe("the register on SQLite with writers in several processes", () => {
  const writer = join(dirname(fileURLToPath(import.meta.url)), "test-support", "writer.ts");

  test("two processes writing at once: every acknowledged write is kept, in one unbroken chain", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sealaw-writers-"));
    const file = join(dir, "register.db");
    try {
      await (await openStore({ file })).close();
      const children = ["a", "b"].map((name) =>
        spawn(process.execPath, ["--import", "tsx", writer, file, name, "40"], { stdio: ["pipe", "pipe", "pipe"] }),
      );
      const outputs = children.map((c) => {
        let text = "";
        let err = "";
        c.stdout.setEncoding("utf8").on("data", (x: string) => {
          text += x;
        });
        c.stderr.setEncoding("utf8").on("data", (x: string) => {
          err += x;
        });
        const ready = new Promise<void>((resolve) => {
          const look = () => {
            if (text.startsWith("ready\n")) resolve();
            else setTimeout(look, 20);
          };
          look();
        });
        const ended = new Promise<number | null>((resolve) => c.on("close", resolve));
        return { ready, ended, text: () => text, err: () => err };
      });
      // A process that ends before it is ready fails the test below, with its stderr.
      await Promise.all(outputs.map((o) => Promise.race([o.ready, o.ended])));
      for (const c of children) c.stdin.write("go\n");
      const codes = await Promise.all(outputs.map((o) => o.ended));
      assert.deepEqual(codes, [0, 0], outputs.map((o) => o.err()).join("\n"));
      const lines = outputs.flatMap((o) => o.text().trim().split("\n").slice(1));
      const acknowledged = lines.filter((l) => l.startsWith("ok ")).map((l) => l.split(" "));
      for (const l of lines.filter((x) => !x.startsWith("ok "))) assert.match(l, /^refused the register .* is busy/);
      assert.ok(acknowledged.length > 0);
      const store = await openStore({ file });
      try {
        const r = new Register(store);
        const v = await r.verify();
        assert.equal(v.ok, true, v.broken?.problem);
        assert.equal(v.entries, acknowledged.length);
        const seqs = new Set<number>();
        for (const [, id, seq] of acknowledged) {
          const h = await r.history(id as string);
          assert.deepEqual(
            h.map((x) => x.seq),
            [Number(seq)],
          );
          seqs.add(Number(seq));
        }
        assert.equal(seqs.size, acknowledged.length, "no two writes share an entry");
        const lots = await r.list();
        assert.equal(lots.length, acknowledged.length);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a writer kept waiting past its limit is told the register is busy, and nothing is written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sealaw-busy-"));
    const file = join(dir, "register.db");
    const store = await openStore({ file, busyTimeoutMs: 50 });
    const other = new Database(file);
    try {
      const r = new Register(store);
      await r.add({ fields: CASK, ...clerk });
      other.exec("begin immediate");
      await assert.rejects(
        r.add({ fields: CASK, ...clerk }),
        (e: unknown) => e instanceof RegisterError && /is busy: .* nothing was written, try again/.test(e.message),
      );
      other.exec("rollback");
      assert.equal((await r.head()).seq, 1);
      assert.equal((await r.add({ fields: CASK, ...clerk })).seq, 2);
      assert.equal((await r.verify()).ok, true);
    } finally {
      other.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what the register reads from a clerk is a day of the calendar and a status of a lot", () => {
  const withRegister = async (fn: (r: Register) => Promise<void>) => {
    const store = await openStore({ file: ":memory:" });
    try {
      await fn(new Register(store));
    } finally {
      await store.close();
    }
  };

  test("a day that is not in the calendar is refused where it is written, and nothing is written", async () => {
    await withRegister(async (r) => {
      for (const day of ["1690-02-30", "1690-13-01", "1690-00-10", "1690-04-31", "0000-01-01"]) {
        await refusedUnchanged(
          r,
          () => r.add({ fields: { ...CASK, lodged: day }, ...clerk }),
          /is not a day of the calendar/,
        );
      }
      const w = await r.add({ fields: CASK, ...clerk });
      await refusedUnchanged(
        r,
        () => r.pay(w.lot?.id as string, { ...clerk, date: "1690-02-30", from: "office", to: "finder", amount: "12" }),
        /is not a day of the calendar/,
      );
      // 1700 was a leap year in the Julian calendar.
      assert.ok((await r.add({ fields: { ...CASK, lodged: "1700-02-29" }, ...clerk })).lot);
    });
  });

  test("what falls due by a day that is not in the calendar is refused", async () => {
    await withRegister(async (r) => {
      for (const day of ["9999-99-99", "1690-02-30", "2024-13-01"]) {
        await assert.rejects(
          r.due(day),
          (e: unknown) => e instanceof RegisterError && /not a day of the calendar/.test(e.message),
        );
      }
      assert.deepEqual(await r.due("9999-12-31"), []);
    });
  });

  test("a list of the lots of a status that no lot can have is refused", async () => {
    await withRegister(async (r) => {
      await r.add({ fields: CASK, ...clerk });
      await assert.rejects(
        r.list({ status: "bogus" }),
        (e: unknown) =>
          e instanceof RegisterError && /not a status of a lot; the statuses are lodged, sold/.test(e.message),
      );
      assert.equal((await r.list({ status: "lodged" })).length, 1);
    });
  });
});
