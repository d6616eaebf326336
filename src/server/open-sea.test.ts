/**
 * Wreck from the open sea over HTTP, on SQLite and on PostgreSQL: the salvor's half
 * is his only once the year and a day has run without an owner (dl-vrag/19), so a
 * payment of it before that day is a 422 problem naming the day, the provision and
 * the field, and nothing is written.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Register } from "../registry/register.js";
import { CASK } from "../registry/test-support/lots.js";
import { STORES } from "../registry/test-support/stores.js";
import { createToken } from "../registry/tokens.js";
import { post, serve } from "./test-support/http.js";

for (const kind of STORES) {
  describe(`wreck from the open sea over HTTP (${kind.name})`, { skip: kind.skip }, () => {
    test("dl-vrag/19: paying the salvor his half before the year and a day has run is refused, and nothing is written", async () => {
      const t = await kind.make();
      const s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z" });
      try {
        const clerk = (await createToken(t.store, { actor: "clerk", role: "clerk" })).token;
        const fields = { ...CASK, description: "a boat", foundAt: "open-sea", value: "40" };
        assert.equal((await s.call("/v1/register/lots", post({ fields, id: "boat" }, clerk))).status, 201);
        const reg = new Register(t.store);
        const half = (await reg.show("boat")).postings.find((p) => p.creditor === "finder");
        assert.equal(half?.text, "20 rd");
        const before = await reg.show("boat");
        const head = (await reg.head()).seq;
        const early = await s.call(
          "/v1/register/lots/boat/payments",
          post({ date: "1690-05-10", from: "office", to: "finder", amount: "20" }, clerk),
        );
        assert.equal(early.status, 422, early.text);
        assert.match(early.type, /problem\+json/);
        const problem = early.json() as {
          type: string;
          detail: string;
          provisions?: string[];
          errors?: { path: string }[];
        };
        assert.equal(problem.type, "urn:sealaw:problem:register-refused");
        assert.deepEqual(problem.provisions, ["dl-vrag/19"]);
        assert.deepEqual(
          problem.errors?.map((e) => e.path),
          ["body.date"],
        );
        assert.match(problem.detail, new RegExp(`may be paid before ${half?.payableFrom}`));
        assert.equal((await reg.head()).seq, head, "nothing is written");
        assert.deepEqual(await reg.show("boat"), before);
      } finally {
        await s.close();
        await t.cleanup();
      }
    });
  });
}
