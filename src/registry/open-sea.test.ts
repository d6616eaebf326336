// test: shared
/**
 * Wreck from the open sea in the book, on every store. dl-vrag/19: "da skal den,
 * som det bjerger, beholde halvdelen og halvdelen kongen, uden så er, at rette ejer
 * kommer inden år og dag" — the salvor's half, and the officer's costs on the
 * king's half, are owed only once the year and a day has run without an owner: a
 * payment before that day is refused, naming the day and the provision, and
 * nothing is written; on the day they are paid as any debt.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { RegisterError } from "./errors.js";
import type { LotFields } from "./kinds.js";
import { OFFICE } from "./ledger.js";
import type { Register } from "./register.js";
import { CASK } from "./test-support/lots.js";
import { refusedUnchanged } from "./test-support/refused.js";
import { STORES, withRegisterOn } from "./test-support/stores.js";

const clerk = { actor: "clerk" };
/** A boat found on the open sea, valued at 40 rd: half of it, 20 rd, is the salvor's if no owner comes. */
const BOAT: LotFields = { ...CASK, description: "a boat", foundAt: "open-sea", value: "40" };

for (const kind of STORES) {
  describe(`wreck from the open sea on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    const withRegister = (fn: (r: Register) => Promise<void>) => withRegisterOn(kind, fn);

    test("dl-vrag/19: paying the salvor his half, or the officer his costs from the king's half, before the day is refused and writes nothing", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: BOAT, ...clerk })).lot?.id as string;
        await r.cost(id, { ...clerk, date: "1690-05-12", amount: "2", kind: "keeping", for: "storage" });
        const postings = (await r.show(id)).postings;
        const half = postings.find((p) => p.debtor === OFFICE && p.creditor === "finder");
        const costs = postings.find((p) => p.debtor === "king" && p.creditor === OFFICE);
        assert.equal(half?.text, "20 rd");
        assert.equal(costs?.text, "2 rd");
        const day = half?.payableFrom as string;
        assert.ok(day > "1691-05-10", `the half is payable from ${day}, after a year has run`);
        assert.equal(costs?.payableFrom, day);
        const early = (e: RegisterError) => {
          assert.deepEqual(e.provisions, ["dl-vrag/19"]);
          assert.equal(e.path, "date");
        };
        const before = new RegExp(`may be paid before ${day}: the payment is dated 1690-05-10 \\(dl-vrag/19\\)`);
        early(
          await refusedUnchanged(
            r,
            () => r.pay(id, { ...clerk, date: "1690-05-10", from: OFFICE, to: "finder", amount: "20" }),
            before,
          ),
        );
        early(
          await refusedUnchanged(
            r,
            () =>
              r.pay(id, {
                ...clerk,
                date: "1690-05-10",
                from: OFFICE,
                to: "finder",
                amount: "5",
                postings: [half?.id as string],
              }),
            before,
          ),
        );
        early(
          await refusedUnchanged(
            r,
            () => r.pay(id, { ...clerk, date: "1690-05-10", from: "king", to: OFFICE, amount: "2" }),
            before,
          ),
        );
        // The half falls due on its day, not before.
        assert.ok(!(await r.due("1691-05-10")).some((x) => x.posting === half?.id));
        assert.ok((await r.due(day)).some((x) => x.posting === half?.id && x.date === day));
        // On the day, with no owner come, the half is his and is paid.
        await r.pay(id, { ...clerk, date: day, from: OFFICE, to: "finder", amount: "20" });
        await r.pay(id, { ...clerk, date: day, from: "king", to: OFFICE, amount: "2" });
        const paid = (await r.show(id)).lot.payments.map((p) => `${p.from}>${p.to} ${p.text}`);
        assert.deepEqual(paid, ["office>finder 20 rd", "king>office 2 rd"]);
      }));

    test("dl-vrag/19: the owner who comes in time leaves the salvor his third, and the half is no longer owed", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: BOAT, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10", proof: "his mark" });
        await r.decide(id, { ...clerk, date: "1690-08-12", accept: true });
        const open = (await r.show(id)).postings.filter((p) => p.state === "open");
        assert.deepEqual(
          open.map((p) => `${p.debtor}>${p.creditor} ${p.text}${p.payableFrom ? ` from ${p.payableFrom}` : ""}`),
          ["claimant-1>office 13 rd 2 mk", "office>finder 13 rd 2 mk"],
        );
        await assert.rejects(
          () => r.pay(id, { ...clerk, date: "1690-08-12", from: OFFICE, to: "finder", amount: "20" }),
          RegisterError,
        );
      }));
  });
}
