// test: shared
/**
 * A lot over HTTP says what its state allows, so that a client need not know the
 * register's rules: each write with its route and the fields its body needs (a
 * body of exactly those fields passes the route's schema, one without any of them
 * is refused naming it), the fields that may be assessed, the parties by name, the
 * calendar and the value with its unit; and what falls due names each party.
 * Those it may be disposed of to are listed from its kind, each by name where its
 * case names him; what is owed names payer and payee; a division is paid in one
 * entry; a payment to a party the lot does not have is refused naming its parties.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { BORKUM_46_YAML, CASK, ROSENVOLD_YAML } from "../registry/test-support/lots.js";
import { STORES } from "../registry/test-support/stores.js";
import { createToken } from "../registry/tokens.js";
import { post, serve } from "./test-support/http.js";

interface Allowed {
  action: string;
  role: string;
  path: string;
  needs: string[];
  claims?: { id: string; name: string }[];
}

/** A value of each field a write may need, as a clerk would give it. */
const SAMPLE: Record<string, unknown> = {
  claimant: "Hans Nielsen",
  date: "1690-08-12",
  accept: true,
  field: "value",
  value: "30",
  by: "two men of judgment",
  price: "30",
  from: "office",
  to: "finder",
  amount: "1",
};

const sqlite = STORES.find((s) => s.name === "sqlite");

describe("a lot's view over HTTP", () => {
  test("lists the writes its state allows, each with its route and what its body needs, and names the parties", async () => {
    const t = await (sqlite?.make() ?? Promise.reject(new Error("no SQLite store")));
    const s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z" });
    try {
      const officer = (await createToken(t.store, { actor: "the officer", role: "officer" })).token;
      // a write's answer, previewed or made, names the lot's parties and its calendar
      const preview = (
        await s.call("/v1/register/lots?preview=true", post({ fields: CASK, id: "cask" }, officer))
      ).json() as { preview: boolean; parties: { id: string; name: string }[]; calendar: string };
      assert.deepEqual(
        preview.parties.map((p) => [p.id, p.name]),
        [
          ["finder", "Peder Hansen"],
          ["office", "the king's officer at Skagen"],
          ["king", "The king"],
        ],
      );
      assert.equal(preview.calendar, "julian");
      assert.equal((await s.call("/v1/register/lots", post({ fields: CASK, id: "cask" }, officer))).status, 201);
      const claim = await s.call(
        "/v1/register/lots/cask/claims",
        post({ claimant: "Hans Nielsen", date: "1690-08-10" }, officer),
      );
      assert.equal(claim.status, 201, claim.text);
      const shown = (await s.call("/v1/register/lots/cask")).json() as {
        allowed: Allowed[];
        assessable: { field: string; value: string }[];
        parties: { id: string; name: string; role?: string }[];
        calendar: string;
        valueText?: string;
      };
      assert.deepEqual(
        shown.allowed.map((a) => [a.action, a.role]),
        [
          ["claim", "clerk"],
          ["decide", "officer"],
          ["assess", "officer"],
          ["sell", "clerk"],
          ["cost", "clerk"],
          ["pay", "clerk"],
          ["dispose", "officer"],
        ],
      );
      assert.deepEqual(
        shown.allowed.find((a) => a.action === "decide")?.claims?.map((c) => c.name),
        ["Hans Nielsen"],
      );
      for (const a of shown.allowed) {
        assert.ok(a.path.startsWith("/v1/register/lots/cask/"), a.path);
        assert.ok(a.needs.includes("date"), `${a.action} is dated`);
        const body = Object.fromEntries(
          a.needs.map((n) => [n, a.action === "dispose" && n === "to" ? "owner" : SAMPLE[n]]),
        );
        const ok = await s.call(`${a.path}?preview=true`, post(body, officer));
        assert.notEqual(ok.status, 400, `${a.action}: a body of ${a.needs.join(", ")} passes the schema: ${ok.text}`);
        for (const n of a.needs) {
          const without = Object.fromEntries(Object.entries(body).filter(([k]) => k !== n));
          const r = await s.call(`${a.path}?preview=true`, post(without, officer));
          assert.equal(r.status, 400, `${a.action} without ${n}`);
          const errors = (r.json() as { errors?: { path: string }[] }).errors ?? [];
          assert.ok(
            errors.some((e) => e.path === `body.${n}`),
            `${a.action} without ${n} names it: ${r.text}`,
          );
        }
      }
      assert.deepEqual(
        shown.assessable.map((a) => [a.field, a.value]),
        [
          ["value", "money"],
          ["found_at", "sea/open-sea"],
        ],
      );
      assert.deepEqual(
        shown.parties.map((p) => [p.id, p.name, p.role]),
        [
          ["finder", "Peder Hansen", "finder"],
          ["office", "the king's officer at Skagen", "office"],
          ["claimant-1", "Hans Nielsen", "claimant"],
        ],
      );
      assert.equal(shown.calendar, "julian");
      assert.equal(shown.valueText, "36 rd");

      // what falls due: each row in its calendar with the other day beside it, and its party by name
      const due = (await s.call("/v1/register/due?by=1692-01-01")).json() as {
        who: string;
        date: string;
        calendar?: string;
        other?: string;
        party?: { name: string };
      }[];
      assert.ok(due.length > 0);
      for (const r of due) {
        assert.equal(r.calendar, "julian", JSON.stringify(r));
        assert.match(r.other ?? "", /^\d{4}-\d{2}-\d{2} \(gregorian\)$/);
      }
      const claimant = due.find((r) => r.who === "claimant-1");
      assert.equal(claimant?.party?.name, "Hans Nielsen");
      const office = due.find((r) => r.who === "office");
      assert.equal(office?.party?.name, "the king's officer at Skagen");
    } finally {
      await s.close();
      await t.cleanup();
    }
  });

  test("names the foreshore holder it may go to and went to, the parties of what is owed, and pays a division in one entry", async () => {
    const t = await (sqlite?.make() ?? Promise.reject(new Error("no SQLite store")));
    const s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z" });
    try {
      const officer = (await createToken(t.store, { actor: "the officer", role: "officer" })).token;
      const lodge = async (id: string, text: string) => {
        const r = await s.call("/v1/register/lots", post({ case: parseCaseText(text, id).data, id }, officer));
        assert.equal(r.status, 201, r.text);
      };
      await lodge("rosenvold", ROSENVOLD_YAML);
      type Lot = {
        recipients: { to: string; party?: string; name?: string }[];
        lot: { disposition?: { to: string; holder?: { id: string; name: string } } };
        owed: { from: string; to: string; fromName?: string; toName?: string }[];
      };
      const before = (await s.call("/v1/register/lots/rosenvold")).json() as Lot;
      assert.deepEqual(before.recipients, [
        { to: "owner" },
        { to: "king" },
        { to: "foreshore", party: "rosenvold", name: "The lord of Rosenvold" },
        { to: "community" },
      ]);
      const gone = await s.call(
        "/v1/register/lots/rosenvold/dispositions",
        post({ date: "1693-02-01", to: "foreshore" }, officer),
      );
      assert.equal(gone.status, 201, gone.text);
      const after = (await s.call("/v1/register/lots/rosenvold")).json() as Lot;
      assert.deepEqual(after.lot.disposition?.holder, { id: "rosenvold", name: "The lord of Rosenvold" });
      assert.deepEqual(
        after.owed.map((o) => [o.fromName, o.toName]),
        [["The lord of Rosenvold", "the amtmand"]],
      );

      // a payment to a party the lot does not have: refused, naming its parties and the provision, nothing written
      const stranger = await s.call(
        "/v1/register/lots/rosenvold/payments",
        post({ date: "1693-02-02", from: "The lord of Rosenvold", to: "Jens Stranger", amount: "1" }, officer),
      );
      assert.ok(stranger.status >= 400 && stranger.status < 500, stranger.text);
      const problem = stranger.json() as { detail: string; provisions?: string[] };
      assert.match(problem.detail, /no party "Jens Stranger" to be paid; its parties: .*The lord of Rosenvold/);
      assert.ok(problem.provisions?.includes("dl-vrag/13"), stranger.text);
      assert.equal(
        ((await s.call("/v1/register/lots/rosenvold/history")).json() as { kind: string }[]).filter(
          (h) => h.kind === "payment",
        ).length,
        0,
      );

      // the Borkum division: 46 households and the officials paid in one entry, each by name
      await lodge("borkum", BORKUM_46_YAML);
      const divided = await s.call(
        "/v1/register/lots/borkum/dispositions",
        post({ date: "1667-11-10", to: "community" }, officer),
      );
      assert.equal(divided.status, 201, divided.text);
      const owed = ((await s.call("/v1/register/lots/borkum")).json() as Lot).owed;
      assert.equal(owed.length, 47);
      assert.ok(
        owed.some((o) => o.toName === "Forty-six households: member 17 of 46"),
        JSON.stringify(owed[16]),
      );
      const paid = await s.call(
        "/v1/register/lots/borkum/payments",
        post({ date: "1667-11-12", from: "office", inFull: true }, officer),
      );
      assert.equal(paid.status, 201, paid.text);
      const entries = (await s.call("/v1/register/lots/borkum/history")).json() as {
        kind: string;
        event: { amount: string; postings: unknown[] };
      }[];
      const payments = entries.filter((h) => h.kind === "payment");
      assert.equal(payments.length, 1);
      assert.equal(payments[0]?.event.amount, "100 rtl");
      assert.equal(payments[0]?.event.postings.length, 47);
      // an amount and in full at once is refused, naming the field
      const both = await s.call(
        "/v1/register/lots/borkum/payments",
        post({ date: "1667-11-12", from: "office", inFull: true, amount: "1" }, officer),
      );
      assert.ok(both.status >= 400 && both.status < 500, both.text);
      assert.match(both.text, /amount/);
    } finally {
      await s.close();
      await t.cleanup();
    }
  });
});
