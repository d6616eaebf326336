/**
 * Text is data. SQL metacharacters, script tags and other hostile text in every text
 * field a writer gives (a lot's description, finder, marks, place, office, quantity;
 * a claimant and his proof; a buyer and an item sold; what costs and payments were
 * for; every reason; the actor of a token) are stored and returned exactly as given,
 * by GET of the lot, its history and the export, on SQLite and PostgreSQL, and the
 * journal still verifies. Text a store cannot keep as given (the NUL character,
 * half a surrogate pair) is refused with a clear problem and nothing is written,
 * where it was once a 500 on PostgreSQL and, on both, an entry that no longer
 * matched its hash. URLs with SQL in them find nothing; a NUL in a URL is a 400.
 */

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Register } from "../../src/registry/register.js";
import { STORES, type TestStore } from "../../src/registry/test-support/stores.js";
import { createToken } from "../../src/registry/tokens.js";
import { post, type Running, serve } from "../../src/server/test-support/http.js";
import { snapshot } from "./support.js";

/** Hostile text: each is kept and shown as written. */
export const PAYLOADS = [
  "<script>window.__x=1</script>",
  '<img src=x onerror="window.__x=1">',
  "'); DROP TABLE journal; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM lots WHERE '1'='1",
  "x'; SELECT pg_sleep(5); --",
  "\\'; UPDATE head SET seq = 0; -- \\",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the payload
  "%s %n %d ${7*7} {{7*7}} #{7*7} $1 ?",
  "</textarea><svg onload=window.__x=1>",
  "javascript:window.__x=1",
  "Pëder Ħansen ☠ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202egnp.exe",
  // (no space at either end: names, such as an actor or a claimant, are trimmed)
  "line one\nline two\ttabbed \r\n`backticks` /* comment */ ; --",
  "&lt;b&gt; &amp; &#x3C;script&#x3E;",
];

/** Text no store can keep as written. */
const UNKEEPABLE = ["a\u0000b", "half \ud800 a pair", "\udc00 the other half"];

for (const kind of STORES) {
  describe(`hostile text is kept verbatim (${kind.name})`, { skip: kind.skip }, () => {
    let t: TestStore;
    let s: Running;
    let admin: string;
    let officer: string;
    before(async () => {
      t = await kind.make();
      s = await serve(t.store, { logger: false });
      admin = (await createToken(t.store, { actor: "the admin", role: "admin" })).token;
      officer = (await createToken(t.store, { actor: "the officer", role: "officer" })).token;
    });
    after(async () => {
      await s?.close();
      await t?.cleanup();
    });

    test("in every text field of a lot's story, and in a token's actor", async () => {
      for (const [i, p] of PAYLOADS.entries()) {
        const what = `payload ${i} ${JSON.stringify(p)}`;
        // A clerk whose name is the payload, made over HTTP by the admin.
        const made = await s.call("/v1/tokens", post({ actor: p, role: "clerk" }, admin));
        assert.equal(made.status, 201, `${what}: ${made.text}`);
        const clerk = (made.json() as { token: string; info: { actor: string } }).token;
        assert.equal((made.json() as { info: { actor: string } }).info.actor, p);
        const id = `lot-${i}`;
        const ok = async (path: string, body: unknown, token = clerk) => {
          const r = await s.call(path, post(body, token));
          assert.equal(r.status, 201, `${what} ${path}: ${r.text}`);
        };
        await ok("/v1/register/lots", {
          id,
          reason: p,
          fields: {
            description: p,
            finder: p,
            marks: p,
            place: p,
            office: p,
            quantity: p,
            lodged: "1690-05-10",
            foundAt: "sea",
            value: "36",
          },
        });
        await ok(`/v1/register/lots/${id}/costs`, { date: "1690-05-20", amount: "2", for: p, reason: p });
        await ok(`/v1/register/lots/${id}/payments`, {
          date: "1690-06-01",
          from: "office",
          to: "finder",
          amount: "1",
          for: p,
          reason: p,
        });
        await ok(`/v1/register/lots/${id}/claims`, { claimant: p, date: "1690-08-10", proof: p, reason: p });
        await ok(`/v1/register/lots/${id}/decisions`, { accept: false, date: "1690-08-12", reason: p }, officer);
        await ok(`/v1/register/lots/${id}/sales`, { date: "1690-08-20", price: "30", buyer: p, item: p, reason: p });

        const shown = (await s.call(`/v1/register/lots/${encodeURIComponent(id)}`)).json() as {
          lot: Record<string, unknown> & {
            claims: Record<string, unknown>[];
            costs: Record<string, unknown>[];
            payments: Record<string, unknown>[];
            sales: Record<string, unknown>[];
          };
        };
        const lot = shown.lot;
        for (const f of ["description", "finder", "marks", "place", "quantity"])
          assert.equal(lot[f], p, `${what}: ${f}`);
        assert.equal(lot.claims[0]?.name, p, `${what}: claimant`);
        assert.equal(lot.claims[0]?.proof, p, `${what}: proof`);
        assert.equal(
          (lot.claims[0]?.decision as { reason?: string } | undefined)?.reason,
          p,
          `${what}: decision's reason`,
        );
        assert.equal(lot.costs[0]?.for, p, `${what}: costs for`);
        assert.equal(lot.payments[0]?.for, p, `${what}: payment for`);
        assert.equal(lot.sales[0]?.buyer, p, `${what}: buyer`);
        assert.equal(lot.sales[0]?.item, p, `${what}: item`);
        assert.ok(JSON.stringify(lot).includes(JSON.stringify(p).slice(1, -1)), `${what}: the office in the case`);
        const list = (await s.call("/v1/register/lots")).json() as { id: string; description: string }[];
        assert.equal(list.find((l) => l.id === id)?.description, p, `${what}: the list`);

        const history = (await s.call(`/v1/register/lots/${id}/history`)).json() as {
          kind: string;
          actor: string;
          reason?: string;
        }[];
        assert.deepEqual(
          history.map((h) => h.kind),
          ["lodge", "cost", "payment", "claim", "decision", "sale"],
        );
        for (const h of history) {
          assert.equal(h.reason, p, `${what}: the reason of the ${h.kind}`);
          assert.equal(h.actor, h.kind === "decision" ? "the officer" : p, `${what}: the actor of the ${h.kind}`);
        }
      }
      // The export holds every entry with its text as written.
      const lines = (await s.call("/v1/register/export")).text.trimEnd().split("\n").slice(1);
      // (Each determination stands once on a line of its own, before the first entry that records it.)
      const entries = lines
        .map((l) => JSON.parse(l) as { seq?: number; lot: string; actor: string; reason: string | null })
        .filter((e) => e.seq !== undefined);
      assert.equal(entries.length, PAYLOADS.length * 6);
      for (const [i, p] of PAYLOADS.entries()) {
        const mine = entries.filter((e) => e.lot === `lot-${i}`);
        assert.equal(mine.length, 6);
        for (const e of mine) assert.equal(e.reason, p);
        assert.ok(JSON.stringify(mine[0]).includes(JSON.stringify(p).slice(1, -1)), "the lodging's payload");
      }
      const v = (await s.call("/v1/register/verify")).json() as { ok: boolean; entries: number };
      assert.deepEqual([v.ok, v.entries], [true, PAYLOADS.length * 6]);
      // The tables are all still there, and the tokens' actors as written.
      const tokens = (await s.call("/v1/tokens", { token: admin })).json() as { actor: string }[];
      for (const p of PAYLOADS) assert.ok(tokens.some((x) => x.actor === p));
      assert.equal(await new Register(t.store).head().then((h) => h.seq), PAYLOADS.length * 6);
    });

    test("a lot's case file of the wrong shape is refused, not answered with a 500", async () => {
      const clerk = (await createToken(t.store, { actor: "the clerk", role: "clerk" })).token;
      const before = await snapshot(t.store);
      const cases: unknown[] = [
        { statute: "dl-vrag", kind: "find" },
        { statute: "dl-vrag", kind: "find", facts: null },
        { statute: "dl-vrag", kind: "find", facts: "x" },
        { statute: "dl-vrag", kind: "find", facts: [] },
        { statute: "dl-vrag", kind: "wreck", version: 1 },
        { statute: "borkum-1666", kind: "wreck", facts: 7 },
        { statute: "dl-averi", kind: "general_average", facts: true },
        { statute: "dl-vrag", kind: "find", version: 1, facts: { people: 3, delivered: "x" } },
      ];
      for (const c of cases) {
        for (const date of [undefined, "1690-05-10"]) {
          const r = await s.call("/v1/register/lots", post({ case: c, ...(date ? { date } : {}) }, clerk));
          assert.ok(r.status === 422 || r.status === 400, `${JSON.stringify(c)} ${date}: ${r.status} ${r.text}`);
          assert.match(r.type, /^application\/problem\+json/);
        }
      }
      assert.deepEqual(await snapshot(t.store), before, "nothing was written");
    });

    test("SQL in a URL finds nothing and breaks nothing", async () => {
      for (const p of PAYLOADS) {
        const lot = await s.call(`/v1/register/lots/${encodeURIComponent(p)}`);
        assert.ok([404].includes(lot.status), `${p}: ${lot.status} ${lot.text}`);
        const hist = await s.call(`/v1/register/lots/${encodeURIComponent(p)}/history`);
        assert.equal(hist.status, 404, hist.text);
        // A status is one of the lots' statuses; anything else is refused, not searched for.
        const list = await s.call(`/v1/register/lots?status=${encodeURIComponent(p)}`);
        assert.equal(list.status, 400, list.text);
        assert.match(list.type, /^application\/problem\+json/);
        const due = await s.call(`/v1/register/due?by=${encodeURIComponent(p)}`);
        assert.equal(due.status, 400, due.text);
        const revoke = await s.call(`/v1/tokens/${encodeURIComponent(p)}`, { method: "DELETE", token: admin });
        // An unknown token is not found, as an unknown lot is.
        assert.equal(revoke.status, 404, revoke.text);
      }
      const v = (await s.call("/v1/register/verify")).json() as { ok: boolean };
      assert.equal(v.ok, true);
    });

    test("text no store can keep is refused with a clear problem, and nothing is written", async () => {
      const clerk = (await createToken(t.store, { actor: "the clerk", role: "clerk" })).token;
      const lodged = await s.call(
        "/v1/register/lots",
        post(
          {
            id: "plain",
            fields: { description: "a cask", finder: "Peder", lodged: "1690-05-10", foundAt: "sea", value: "36" },
          },
          clerk,
        ),
      );
      assert.equal(lodged.status, 201, lodged.text);
      const before = await snapshot(t.store);
      let tried = 0;
      for (const bad of UNKEEPABLE) {
        const fields = { description: "a cask", finder: "Peder", lodged: "1690-05-10", foundAt: "sea" };
        const attempts: [string, unknown][] = [
          ...["description", "finder", "marks", "place", "office", "quantity"].map(
            (f) => ["/v1/register/lots", { fields: { ...fields, [f]: bad } }] as [string, unknown],
          ),
          ["/v1/register/lots", { fields, reason: bad }],
          ["/v1/register/lots/plain/claims", { claimant: bad, date: "1690-08-10" }],
          ["/v1/register/lots/plain/claims", { claimant: "Hans", proof: bad, date: "1690-08-10" }],
          ["/v1/register/lots/plain/costs", { date: "1690-05-20", amount: "2", for: bad }],
          ["/v1/register/lots/plain/sales", { date: "1690-05-20", price: "2", buyer: bad }],
          ["/v1/register/lots/plain/sales", { date: "1690-05-20", price: "2", item: bad }],
          [
            "/v1/register/lots/plain/payments",
            { date: "1690-06-01", from: "office", to: "finder", amount: "1", for: bad },
          ],
          ["/v1/tokens", { actor: bad, role: "clerk" }],
        ];
        for (const [path, body] of attempts) {
          for (const query of ["", "?preview=true"]) {
            if (path === "/v1/tokens" && query) continue;
            const r = await s.call(`${path}${query}`, post(body, path === "/v1/tokens" ? admin : clerk));
            tried++;
            const what = `${path}${query} ${JSON.stringify(body)}: ${r.status} ${r.text}`;
            assert.equal(r.status, 422, what);
            assert.match(r.type, /^application\/problem\+json/, what);
            assert.match((r.json() as { detail: string }).detail, /NUL character|surrogate/, what);
          }
        }
        for (const url of [
          "/v1/register/lots/a%00b",
          "/v1/register/lots/a%00b/history",
          "/v1/register/lots?status=a%00b",
          "/v1/provisions/a%00b",
        ]) {
          const r = await s.call(url);
          tried++;
          assert.equal(r.status, 400, `${url}: ${r.text}`);
          assert.match(r.type, /^application\/problem\+json/);
        }
        const r = await s.call("/v1/tokens/a%00b", { method: "DELETE", token: admin });
        assert.equal(r.status, 400, r.text);
      }
      assert.deepEqual(await snapshot(t.store), before, "nothing was written");
      const v = (await s.call("/v1/register/verify")).json() as { ok: boolean };
      assert.equal(v.ok, true);
      console.log(`# ${kind.name}: ${PAYLOADS.length} payloads in 21 fields; ${tried} refusals of unkeepable text`);
    });
  });
}
