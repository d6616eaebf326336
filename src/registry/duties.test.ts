// test: shared
/**
 * The duties a find's year and a day puts on the office, in what falls due, on
 * every store. dl-vrag/14: "skal samme gods blive beliggendes år og dag. Dersom
 * rette ejermand imidlertid kommer med nøjagtig bevisning, skal han nyde det" —
 * the goods lie a year and a day, and an owner who comes meanwhile with sufficient
 * proof has them: the keeping ends with him. dl-vrag/16: "Kommer der og ingen, da
 * er samme gods faldet til kongen, og skal forsendes til kongens amtmænd" — if no
 * one comes, it has fallen to the king and is to be sent on: a duty from the day
 * after the year and a day, until the lot has gone.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { addDays, formatDate, parseDate } from "../core/calendar.js";
import type { Register } from "./register.js";
import { CASK } from "./test-support/lots.js";
import { STORES, withRegisterOn } from "./test-support/stores.js";

const clerk = { actor: "clerk" };
const officer = { actor: "the officer" };

const dayAfter = (iso: string) => formatDate(addDays(parseDate(iso), 1));

for (const kind of STORES) {
  describe(`the year and a day in what falls due on ${kind.name}`, {
    ...(kind.skip ? { skip: kind.skip } : {}),
  }, () => {
    const withRegister = (fn: (r: Register) => Promise<void>) => withRegisterOn(kind, fn);

    test("dl-vrag/16: with no claim, sending the find on to the king's amtmand falls due the day after the year and a day, and leaves once it has gone", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        const due = await r.due("9999-12-31");
        const option = due.find((x) => x.lot === id && /^may choose until/.test(x.what));
        assert.ok(option, "the owner may come until the last day");
        const sendOn = due.filter(
          (x) => x.lot === id && x.who === "office" && /send it on to the king's amtmand/.test(x.what),
        );
        assert.deepEqual(
          sendOn.map((x) => [x.date, x.provisions]),
          [[dayAfter(option.date), ["dl-vrag/16"]]],
        );
        await r.dispose(id, { ...clerk, to: "king", date: dayAfter(dayAfter(option.date)) });
        const after = await r.due("9999-12-31");
        assert.ok(!after.some((x) => x.lot === id && /king's amtmand/.test(x.what)));
      }));

    test("dl-vrag/14, 15: once the owner has come in time with sufficient proof, keeping it a year and a day is no longer due", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        const keep = (rows: { lot: string; what: string }[]) =>
          rows.filter((x) => x.lot === id && /year and a day/.test(x.what) && /^keep/.test(x.what));
        assert.equal(keep(await r.due("9999-12-31")).length, 1, "kept while no owner has come");
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10", proof: "mark HN" });
        assert.equal(keep(await r.due("9999-12-31")).length, 1, "kept while his proof is judged");
        await r.decide(id, { ...officer, accept: true, date: "1690-08-12" });
        const due = await r.due("9999-12-31");
        assert.deepEqual(keep(due), [], "he has it: the keeping is over");
        assert.ok(!due.some((x) => x.lot === id && /king's amtmand/.test(x.what)), "nor is it sent on to the king");
      }));
  });
}
