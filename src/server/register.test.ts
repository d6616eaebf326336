/**
 * The register over HTTP, on SQLite and on PostgreSQL: a find's whole story (lodged,
 * paid, claimed, decided, returned) written with tokens of the roles the law's
 * officers have; 401 without a valid token and 403 for too low a role, with
 * nothing written in either case; the journal records each token's actor.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../cases/parse.js";
import { Register } from "../registry/register.js";
import { CASK } from "../registry/test-support/lots.js";
import { STORES } from "../registry/test-support/stores.js";
import { createToken, revokeToken } from "../registry/tokens.js";
import { post, serve } from "./test-support/http.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

for (const kind of STORES) {
  describe(`the register over HTTP (${kind.name})`, { skip: kind.skip }, () => {
    test("a find's story, by clerk and officer, each write journalled under its token's actor", async () => {
      const t = await kind.make();
      const s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z" });
      try {
        const clerk = (await createToken(t.store, { actor: "Jens the clerk", role: "clerk" })).token;
        const officer = (await createToken(t.store, { actor: "the officer", role: "officer" })).token;
        const reading = await s.call("/v1/register/readings", post({ name: "aar_og_dag", value: "R1" }, officer));
        assert.equal(reading.status, 201, reading.text);
        const lodged = await s.call("/v1/register/lots", post({ fields: CASK, id: "cask" }, clerk));
        assert.equal(lodged.status, 201, lodged.text);
        const pay = await s.call(
          "/v1/register/lots/cask/payments",
          post({ date: "1690-05-10", from: "office", to: "finder", amount: "12" }, clerk),
        );
        assert.equal(pay.status, 201, pay.text);
        const cost = await s.call(
          "/v1/register/lots/cask/costs",
          post({ date: "1690-06-01", amount: "2", for: "storage" }, clerk),
        );
        assert.equal(cost.status, 201, cost.text);
        const claim = await s.call(
          "/v1/register/lots/cask/claims",
          post({ claimant: "Hans Nielsen", date: "1690-08-10", proof: "his mark HN" }, clerk),
        );
        assert.equal(claim.status, 201, claim.text);
        const early = await s.call(
          "/v1/register/lots/cask/dispositions",
          post({ date: "1690-08-12", to: "owner" }, officer),
        );
        assert.equal(early.status, 422, early.text);
        assert.equal(JSON.parse(early.text).type, "urn:sealaw:problem:register-refused");
        const decided = await s.call(
          "/v1/register/lots/cask/decisions",
          post({ accept: true, date: "1690-08-12", reason: "the mark matches" }, officer),
        );
        assert.equal(decided.status, 201, decided.text);
        const shown = (await s.call("/v1/register/lots/cask")).json() as {
          owed: { from: string; to: string; outstanding: string }[];
        };
        for (const o of shown.owed.filter((x) => x.outstanding !== "0 rd" && !/^0\b/.test(x.outstanding))) {
          const paid = await s.call(
            "/v1/register/lots/cask/payments",
            post({ date: "1690-08-12", from: o.from, to: o.to, amount: o.outstanding }, clerk),
          );
          assert.equal(paid.status, 201, paid.text);
        }
        const back = await s.call(
          "/v1/register/lots/cask/dispositions",
          post({ date: "1690-08-13", to: "owner" }, officer),
        );
        assert.equal(back.status, 201, back.text);
        const list = (await s.call("/v1/register/lots?status=returned")).json() as { id: string }[];
        assert.deepEqual(
          list.map((l) => l.id),
          ["cask"],
        );
        const history = (await s.call("/v1/register/lots/cask/history")).json() as { kind: string; actor: string }[];
        assert.equal(history.find((h) => h.kind === "lodge")?.actor, "Jens the clerk");
        assert.equal(history.find((h) => h.kind === "decision")?.actor, "the officer");
        assert.equal(history.find((h) => h.kind === "disposition")?.actor, "the officer");
        assert.ok(
          history.every((h) => !("determination" in h)),
          "the plain history carries each step's receipt, not its determination",
        );
        const full = (await s.call("/v1/register/lots/cask/history?determinations=true")).json() as {
          kind: string;
          situation?: string;
          determination?: { situation: string; allocations: unknown[] };
        }[];
        assert.equal(full.length, history.length);
        for (const h of full.filter((x) => x.situation !== undefined)) {
          assert.equal(h.determination?.situation, h.situation, `${h.kind}: the determination behind the step`);
          assert.ok(Array.isArray(h.determination?.allocations));
        }
        const verify = (await s.call("/v1/register/verify")).json() as { ok: boolean; entries: number };
        assert.equal(verify.ok, true);
        const exported = await s.call("/v1/register/export");
        assert.match(exported.type, /^application\/jsonl/);
        const lines = exported.text.trimEnd().split("\n");
        // The header, each entry, and each determination recorded, once, before the first entry that records it.
        const parsed = lines.map(
          (l) => JSON.parse(l) as { seq?: number; determination?: string | null; body?: unknown },
        );
        assert.equal(parsed.filter((x) => x.seq !== undefined).length, verify.entries);
        const recorded = new Set(
          parsed.flatMap((x) => (x.seq !== undefined && x.determination ? [x.determination] : [])),
        );
        assert.deepEqual(
          parsed
            .filter((x) => x.body !== undefined)
            .map((x) => x.determination)
            .sort(),
          [...recorded].sort(),
        );
        assert.equal(lines.length, 1 + verify.entries + recorded.size);
        assert.equal(JSON.parse(lines[0] as string).format, "sealaw-register");
        const due = await s.call("/v1/register/due?by=1700-01-01");
        assert.equal(due.status, 200);
        assert.equal((await s.call("/v1/register/due?by=soon")).status, 400);
        assert.equal((await s.call("/v1/register/lots/nope")).status, 404);
        assert.equal((await s.call("/v1/register/lots/nope/history")).status, 404);
      } finally {
        await s.close();
        await t.cleanup();
      }
    });

    test("dl-averi/26: a general average partly paid is listed by GET /v1/register/due as owed on demand", async () => {
      const t = await kind.make();
      const s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z" });
      try {
        const clerk = (await createToken(t.store, { actor: "Jens the clerk", role: "clerk" })).token;
        const ga = parseCaseText(
          readFileSync(join(root, "examples", "dl-averi", "ga-bills-recovered-doctor.yaml"), "utf8"),
          "ga",
        ).data;
        const lodged = await s.call("/v1/register/lots", post({ case: ga, id: "fortuna", date: "1690-10-14" }, clerk));
        assert.equal(lodged.status, 201, lodged.text);
        for (const [from, amount, date] of [
          ["a", "100", "1690-10-20"],
          ["b", "20", "1690-10-22"],
        ]) {
          const paid = await s.call("/v1/register/lots/fortuna/payments", post({ date, from, to: "c", amount }, clerk));
          assert.equal(paid.status, 201, paid.text);
        }
        type Row = { who: string; date: string; what: string; onDemand?: boolean; posting?: string };
        const due = (await s.call("/v1/register/due?by=1690-10-31")).json() as Row[];
        // What A and B still owe, and the owners' part: owed on demand since the day the average was lodged.
        assert.deepEqual(
          due.map((r) => [r.who, r.date, r.onDemand]),
          [
            ["a", "1690-10-14", true],
            ["b", "1690-10-14", true],
            ["fortuna-owners", "1690-10-14", true],
          ],
        );
        assert.match(due[0]?.what ?? "", /^pay Merchant C 132 rd 4 mk 6 sk of 232 rd 4 mk 6 sk /);
        assert.match(due[1]?.what ?? "", /^pay Merchant C 21 rd 5 mk 4 sk of 41 rd 5 mk 4 sk /);
        // Each debtor by name: a party of the case, or the name the determination gives the ship's owners.
        assert.deepEqual(
          due.map(
            (r) =>
              (r as Row & { party?: { name: string }; whoName?: string }).party?.name ??
              (r as { whoName?: string }).whoName,
          ),
          ["Merchant A", "Merchant B", "The owners of the Fortuna"],
        );
        // Asked from a later day, still owed; asked by a day before it arose, not yet.
        const later = (await s.call("/v1/register/due?by=1690-12-31&from=1690-12-01")).json() as Row[];
        assert.deepEqual(later, due);
        assert.deepEqual((await s.call("/v1/register/due?by=1690-10-13")).json(), []);
        // The document states it.
        const doc = (await s.call("/openapi.json")).json() as {
          components: { schemas: Record<string, { properties: Record<string, { description?: string }> }> };
        };
        assert.match(doc.components.schemas.DueRow?.properties.onDemand?.description ?? "", /owed on demand/);
        // The lot lists the same.
        const shown = (await s.call("/v1/register/lots/fortuna")).json() as { due: Row[] };
        assert.deepEqual(
          shown.due.map((r) => [r.posting, r.onDemand]),
          due.map((r) => [r.posting, r.onDemand]),
        );
      } finally {
        await s.close();
        await t.cleanup();
      }
    });

    test("401 without a valid token, 403 for too low a role: nothing written", async () => {
      const t = await kind.make();
      const s = await serve(t.store);
      try {
        const clerk = await createToken(t.store, { actor: "clerk", role: "clerk" });
        const admin = (await createToken(t.store, { actor: "admin", role: "admin" })).token;
        const reg = new Register(t.store);
        const head = async () => (await reg.head()).seq;
        const lodge = post({ fields: CASK, id: "cask" });
        const none = await s.call("/v1/register/lots", lodge);
        assert.equal(none.status, 401);
        assert.match(none.headers.get("www-authenticate") ?? "", /^Bearer/);
        assert.equal((await s.call("/v1/register/lots", { ...lodge, token: "sealaw_forged_token" })).status, 401);
        assert.equal(
          (await s.call("/v1/register/lots", { ...lodge, headers: { ...lodge.headers, authorization: "Basic eDp5" } }))
            .status,
          401,
        );
        assert.equal(await head(), 0);
        assert.equal((await s.call("/v1/register/lots", { ...lodge, token: clerk.token })).status, 201);
        assert.equal(await head(), 1);
        const before = await head();
        const claim = await s.call(
          "/v1/register/lots/cask/claims",
          post({ claimant: "Hans", date: "1690-08-10" }, clerk.token),
        );
        assert.equal(claim.status, 201);
        const decide = await s.call(
          "/v1/register/lots/cask/decisions",
          post({ accept: true, date: "1690-08-12" }, clerk.token),
        );
        assert.equal(decide.status, 403, decide.text);
        assert.equal(JSON.parse(decide.text).type, "urn:sealaw:problem:forbidden");
        assert.equal(
          (await s.call("/v1/register/lots/cask/dispositions", post({ date: "1690-08-12", to: "king" }, clerk.token)))
            .status,
          403,
        );
        assert.equal(
          (await s.call("/v1/register/readings", post({ name: "aar_og_dag", value: "R1" }, clerk.token))).status,
          403,
        );
        assert.equal((await s.call("/v1/tokens", post({ actor: "x", role: "admin" }, clerk.token))).status, 403);
        assert.equal(await head(), before + 1);
        // An admin manages tokens; a revoked token is refused.
        const made = await s.call("/v1/tokens", post({ actor: "Karen", role: "officer" }, admin));
        assert.equal(made.status, 201, made.text);
        const listed = (await s.call("/v1/tokens", { token: admin })).json() as { actor: string }[];
        assert.ok(listed.some((x) => x.actor === "Karen"));
        assert.doesNotMatch(JSON.stringify(listed), /sealaw_/);
        await revokeToken(t.store, clerk.info.id);
        assert.equal(
          (await s.call("/v1/register/lots/cask/costs", post({ date: "1690-06-01", amount: "1" }, clerk.token))).status,
          401,
        );
        const gone = await s.call(`/v1/tokens/${(made.json() as { info: { id: string } }).info.id}`, {
          method: "DELETE",
          token: admin,
        });
        assert.equal(gone.status, 200);
        assert.ok((gone.json() as { revoked: string | null }).revoked);
        assert.equal(await head(), before + 1);
        const rows = await t.store.db.selectFrom("tokens").select(["hash"]).execute();
        for (const r of rows) assert.match(r.hash, /^[0-9a-f]{64}$/);
      } finally {
        await s.close();
        await t.cleanup();
      }
    });

    test("an export imports over HTTP into an empty register (admin only)", async () => {
      const a = await kind.make();
      const b = await kind.make();
      const sa = await serve(a.store);
      const sb = await serve(b.store);
      try {
        const clerk = (await createToken(a.store, { actor: "clerk", role: "clerk" })).token;
        assert.equal((await sa.call("/v1/register/lots", post({ fields: CASK }, clerk))).status, 201);
        const lines = (await sa.call("/v1/register/export")).text;
        const admin = (await createToken(b.store, { actor: "admin", role: "admin" })).token;
        const officer = (await createToken(b.store, { actor: "officer", role: "officer" })).token;
        const send = (token: string) =>
          sb.call("/v1/register/import", {
            method: "POST",
            headers: { "content-type": "application/jsonl" },
            body: lines,
            token,
          });
        assert.equal((await send(officer)).status, 403);
        const r = await send(admin);
        assert.equal(r.status, 201, r.text);
        assert.equal((r.json() as { entries: number }).entries, 1);
        assert.equal(((await sb.call("/v1/register/verify")).json() as { ok: boolean }).ok, true);
        assert.equal((await send(admin)).status, 422, "a second import into a register with entries is refused");
      } finally {
        await sa.close();
        await sb.close();
        await a.cleanup();
        await b.cleanup();
      }
    });
  });
}
