// test: shared
/**
 * A refusal about one field of a write names that field, so that a form can show
 * it beside the field to change: an amount that is no amount (a price, costs, a
 * payment, a reward, an assessed value), and a decision dated before the claim it
 * decides. Nothing is written by any of them.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { RegisterError } from "./errors.js";
import { Register } from "./register.js";
import { CASK } from "./test-support/lots.js";
import { STORES } from "./test-support/stores.js";

const clerk = { actor: "clerk" };
const officer = { actor: "the officer" };

async function fieldOf(r: Register, fn: () => Promise<unknown>): Promise<string | undefined> {
  const before = (await r.head()).seq;
  try {
    await fn();
  } catch (e) {
    assert.ok(e instanceof RegisterError, String(e));
    assert.equal((await r.head()).seq, before, "nothing is written");
    return e.path;
  }
  assert.fail("the write was taken");
}

describe("a refusal names the field to change", () => {
  test("each amount by its field, and a decision dated before its claim by its date", async () => {
    const sqlite = STORES.find((s) => s.name === "sqlite");
    const t = await (sqlite?.make() ?? Promise.reject(new Error("no SQLite store")));
    try {
      const r = new Register(t.store);
      const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
      const date = "1690-06-01";
      assert.equal(await fieldOf(r, () => r.sell(id, { ...clerk, date, price: "twelve" })), "price");
      assert.equal(await fieldOf(r, () => r.cost(id, { ...clerk, date, amount: "two casks" })), "amount");
      assert.equal(
        await fieldOf(r, () => r.pay(id, { ...clerk, date, from: "office", to: "finder", amount: "a third" })),
        "amount",
      );
      assert.equal(
        await fieldOf(r, () =>
          r.assess(id, { ...officer, role: "officer", date, field: "value", value: "much", by: "two men" }),
        ),
        "value",
      );
      await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
      assert.equal(
        await fieldOf(r, () => r.decide(id, { ...officer, accept: true, date: "1690-08-12", reward: "some" })),
        "reward",
      );
      assert.equal(await fieldOf(r, () => r.decide(id, { ...officer, accept: true, date: "1690-08-01" })), "date");
    } finally {
      await t.cleanup();
    }
  });
});
