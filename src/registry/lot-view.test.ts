// test: shared
/**
 * What a lot's state allows is what the register takes: at each step of a find's
 * life (dl-vrag/14-16) and for an average (dl-averi), every write the view leaves
 * out is refused by the register itself, and the writes it lists that are tried
 * here are taken (checked, then rolled back). A claim is heard only while none was
 * accepted (dl-vrag/15: the owner who comes with proof has the find); a decision
 * only while a claim waits; a lot that has left the office takes only payments; an
 * average is settled by payments, not disposed of. The fields listed as assessable
 * are the ones the register takes, and the parties are named as the case names them.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { currencyOf } from "./determine.js";
import { RegisterError } from "./errors.js";
import type { CaseFile } from "./kinds.js";
import { type AllowedAction, LOT_ACTIONS, type LotAction, lotView } from "./lot-view.js";
import type { Register } from "./register.js";
import { CASK, RANSOM_YAML } from "./test-support/lots.js";
import { STORES, withRegisterOn } from "./test-support/stores.js";

const clerk = { actor: "clerk" };
const officer = { actor: "the officer" };
const sqlite = STORES.find((s) => s.name === "sqlite");
if (!sqlite) throw new Error("no SQLite store to test on");

const withRegister = (fn: (r: Register) => Promise<void>) => withRegisterOn(sqlite, fn);

/** Each write, tried on the lot as the register would take it from a clerk or an officer on `date`. */
function attempts(lot: string, date: string): Record<LotAction, (r: Register) => Promise<unknown>> {
  return {
    claim: (r) => r.claim(lot, { ...clerk, claimant: "Jens Olsen", date }),
    decide: (r) => r.decide(lot, { ...officer, accept: true, date }),
    assess: (r) => r.assess(lot, { ...officer, role: "officer", date, field: "value", value: "30", by: "two men" }),
    sell: (r) => r.sell(lot, { ...clerk, date, price: "30" }),
    cost: (r) => r.cost(lot, { ...clerk, date, amount: "1" }),
    pay: (r) => r.pay(lot, { ...clerk, date, from: "office", to: "finder", amount: "1" }),
    dispose: (r) => r.dispose(lot, { ...officer, date, to: "king" }),
  };
}

async function refused(r: Register, fn: (r: Register) => Promise<unknown>): Promise<string | undefined> {
  try {
    await r.preview(fn);
    return undefined;
  } catch (e) {
    if (e instanceof RegisterError) return e.message;
    throw e;
  }
}

async function view(r: Register, id: string) {
  const s = await r.show(id);
  return lotView(s.lot, s.determination, currencyOf(s.lot.case, await r.officeReadings()));
}

/** Every write the view leaves out is refused by the register, on the day given. */
async function leftOutAreRefused(r: Register, id: string, allowed: readonly AllowedAction[], date: string) {
  const tries = attempts(id, date);
  for (const a of LOT_ACTIONS) {
    if (allowed.some((x) => x.action === a)) continue;
    const why = await refused(r, tries[a]);
    assert.ok(why !== undefined, `${a} is left out on lot ${id}, yet the register takes it`);
  }
}

describe("what a lot's state allows", () => {
  test("a find: a claim until one is accepted, a decision while one waits, and only payments once it is returned (dl-vrag/14-16)", () =>
    withRegister(async (r) => {
      const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
      const lodged = (await view(r, id)).allowed;
      assert.deepEqual(
        lodged.map((a) => a.action),
        ["claim", "assess", "sell", "cost", "pay", "dispose"],
      );
      await leftOutAreRefused(r, id, lodged, "1690-06-01");
      // the listed writes the register takes on their facts: a claim in time, costs, the finder's third paid
      for (const a of ["claim", "cost", "pay", "assess"] as const)
        assert.equal(await refused(r, attempts(id, "1690-06-01")[a]), undefined, `${a} is listed and taken`);

      await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10", proof: "mark HN" });
      const waiting = (await view(r, id)).allowed;
      const decide = waiting.find((a) => a.action === "decide");
      assert.deepEqual(decide, {
        action: "decide",
        role: "officer",
        claims: [{ id: "claimant-1", name: "Hans Nielsen", date: "1690-08-10" }],
      });
      // a second claimant who comes in time is heard while the first waits (dl-vrag/15)
      assert.ok(waiting.some((a) => a.action === "claim"));
      assert.equal(await refused(r, attempts(id, "1690-08-12").decide), undefined, "the decision is taken");
      await leftOutAreRefused(r, id, waiting, "1690-08-12");

      await r.decide(id, { ...officer, accept: true, date: "1690-08-12" });
      const accepted = (await view(r, id)).allowed;
      assert.equal(
        accepted.some((a) => a.action === "claim" || a.action === "decide"),
        false,
        "no claim once one is accepted",
      );
      await leftOutAreRefused(r, id, accepted, "1690-08-13");

      const shown = await r.show(id);
      for (const o of shown.owed)
        if (o.outstandingMinor !== "0")
          await r.pay(id, { ...clerk, date: "1690-08-13", from: o.from, to: o.to, amount: o.outstanding });
      await r.dispose(id, { ...officer, date: "1690-08-14", to: "owner" });
      const returned = (await view(r, id)).allowed;
      assert.deepEqual(
        returned.map((a) => a.action),
        ["pay"],
      );
      await leftOutAreRefused(r, id, returned, "1690-08-15");
    }));

  test("a find sold whole is not sold again", () =>
    withRegister(async (r) => {
      const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
      await r.sell(id, { ...clerk, date: "1690-06-01", price: "30" });
      const sold = (await view(r, id)).allowed;
      assert.equal(
        sold.some((a) => a.action === "sell"),
        false,
      );
      await leftOutAreRefused(r, id, sold, "1690-06-02");
    }));

  test("an average is settled by payments, not disposed of, and takes no owner's claim (dl-averi)", () =>
    withRegister(async (r) => {
      const c = parseCaseText(RANSOM_YAML, "ransom").data as CaseFile;
      const id = (await r.add({ case: c, ...clerk })).lot?.id as string;
      const allowed = (await view(r, id)).allowed;
      assert.deepEqual(
        allowed.map((a) => a.action),
        ["pay"],
      );
      await leftOutAreRefused(r, id, allowed, "1690-10-20");
    }));

  test("the fields listed as assessable are those the register takes; the parties are named as the case names them", () =>
    withRegister(async (r) => {
      const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
      await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
      const v = await view(r, id);
      assert.deepEqual(
        v.assessable.map((a) => [a.field, a.value]),
        [
          ["value", "money"],
          ["found_at", "sea/open-sea"],
        ],
      );
      for (const a of v.assessable) {
        const value = a.value === "money" ? "24" : a.value === "yes/no" ? "yes" : "open-sea";
        const why = await refused(r, (g) =>
          g.assess(id, { ...officer, role: "officer", date: "1690-08-11", field: a.field, value, by: "two men" }),
        );
        assert.equal(why, undefined, `${a.field} is taken`);
      }
      assert.match(
        (await refused(r, (g) =>
          g.assess(id, { ...officer, role: "officer", date: "1690-08-11", field: "reward", value: "3", by: "x" }),
        )) ?? "",
        /has no assessment "reward"; it has value, found_at/,
      );
      assert.deepEqual(v.parties, [
        { id: "finder", name: "Peder Hansen", role: "finder" },
        { id: "office", name: "the king's officer at Skagen", role: "office" },
        { id: "claimant-1", name: "Hans Nielsen", role: "claimant" },
      ]);
      assert.equal(v.valueText, "36 rd", "the value lodged as 36 is in the lot's rigsdaler");
      assert.equal(v.calendar, "julian", "a Danish lot of 1690 keeps its days in the Julian calendar");
    }));
});
