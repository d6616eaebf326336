// test: shared
/**
 * Claims as the law has them, on every store. dl-vrag/9: "når den rette ejer
 * kommer der efter, eller hans fuldmægtig med nøjagtig bevisning inden år og dag,
 * da skal deres gods dem følge" — whoever comes within the year and a day with
 * sufficient proof, the owner or his agent, has the goods; dl-vrag/15 the same for
 * a find. The words give every claimant who comes in time his own proof to be
 * judged: one claim waiting for its decision, or refused, never shuts out another
 * that came in time; and one that came after the year and a day is refused
 * whatever else is pending.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import type { CaseFile } from "./kinds.js";
import type { Register } from "./register.js";
import { CASK, WRECK_YAML } from "./test-support/lots.js";
import { refusedUnchanged } from "./test-support/refused.js";
import { STORES, withRegisterOn } from "./test-support/stores.js";

const clerk = { actor: "clerk" };
const officer = { actor: "the officer" };

for (const kind of STORES) {
  describe(`claims on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    const withRegister = (fn: (r: Register) => Promise<void>) => withRegisterOn(kind, fn);

    test("dl-vrag/15: a second claimant who comes in time while the first claim waits is heard, and the first refused does not shut him out", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Jens Olsen", date: "1690-08-10", proof: "says it is his" });
        const second = await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-09-01", proof: "mark HN" });
        assert.deepEqual(
          second.lot?.claims.map((c) => [c.id, c.name, c.decision === undefined]),
          [
            ["claimant-1", "Jens Olsen", true],
            ["claimant-2", "Hans Nielsen", true],
          ],
        );
        // With two claims waiting, a decision names the claim it decides.
        await refusedUnchanged(
          r,
          () => r.decide(id, { ...officer, accept: true, date: "1690-09-02" }),
          /2 claims .* are waiting .*claimant-1 \(Jens Olsen.*claimant-2 \(Hans Nielsen/,
        );
        const refused = await r.decide(id, { ...officer, claimant: "claimant-1", accept: false, date: "1690-09-02" });
        // The second claim still waits, and the lot is still kept for its owner (dl-vrag/15, /16).
        assert.match(refused.determination?.situation ?? "", /came in time .* proof is still to be judged/);
        await refusedUnchanged(
          r,
          () => r.dispose(id, { ...clerk, date: "1692-06-01", to: "king" }),
          /Hans Nielsen .* not yet decided/,
        );
        const accepted = await r.decide(id, { ...officer, claimant: "claimant-2", accept: true, date: "1690-09-03" });
        assert.equal(accepted.determination?.allocations.find((a) => a.id === "claimant-2")?.exact.text, "24 rd");
        await r.pay(id, { ...clerk, date: "1690-09-03", from: "claimant-2", to: "office", amount: "12" });
        const back = await r.dispose(id, { ...clerk, date: "1690-09-04", to: "owner" });
        assert.equal(back.lot?.status, "returned");
        assert.equal(back.lot?.disposition?.to, "owner");
      }));

    test("dl-vrag/15: a claim refused, another claimant in time is heard after it", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Jens Olsen", date: "1690-08-10" });
        await r.decide(id, { ...officer, accept: false, date: "1690-08-12" });
        const second = await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1691-01-10" });
        assert.match(second.determination?.situation ?? "", /came in time on 1691-01-10/);
        const acc = await r.decide(id, { ...officer, accept: true, date: "1691-01-12" });
        assert.equal(acc.lot?.claims.find((c) => c.id === "claimant-2")?.decision?.accepted, true);
      }));

    test("dl-vrag/9: a claim after the year and a day is refused even while a claim made in time still waits", () =>
      withRegister(async (r) => {
        const wreck = parseCaseText(WRECK_YAML, "wreck").data as CaseFile;
        const id = (await r.add({ case: wreck, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Jens Olsen", date: "1690-08-10" });
        // Registered 1690-03-16: the year and a day runs to 1691-03-17.
        const e = await refusedUnchanged(
          r,
          () => r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1691-08-10" }),
          /claim of Hans Nielsen of 1691-08-10 .* is refused/,
        );
        assert.ok(e.provisions.length > 0);
      }));

    test("dl-vrag/9: the owner's agent (fuldmægtig) may make the claim, and is recorded as such", () =>
      withRegister(async (r) => {
        const wreck = parseCaseText(WRECK_YAML, "wreck").data as CaseFile;
        const id = (await r.add({ case: wreck, ...clerk })).lot?.id as string;
        const w = await r.claim(id, {
          ...clerk,
          claimant: "Hans Nielsen of Lübeck",
          agent: "Peter Jensen, his factor at Aalborg",
          date: "1690-08-10",
          proof: "the bill of lading",
        });
        const c = w.lot?.claims[0];
        assert.equal(c?.name, "Hans Nielsen of Lübeck");
        assert.equal(c?.agent, "Peter Jensen, his factor at Aalborg");
        const h = await r.history(id);
        assert.equal(h.at(-1)?.event.agent, "Peter Jensen, his factor at Aalborg");
        await refusedUnchanged(
          r,
          () => r.claim(id, { ...clerk, claimant: "Hans", agent: "  ", date: "1690-08-11" }),
          /agent/,
        );
      }));

    test("dl-vrag/15: what the accepted owner owes for his find ('for samme bjergeløn med al anvendte bekostning') falls due, and leaves once paid", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.cost(id, { ...clerk, date: "1690-06-01", amount: "2", for: "storage" });
        await r.claim(id, { ...clerk, claimant: "Hans Nielsen", date: "1690-08-10" });
        await r.decide(id, { ...officer, accept: true, date: "1690-08-12" });
        const owes = (await r.due("1690-12-31")).filter((x) => x.who === "claimant-1");
        // The third the finder had, 12 rd, and the costs laid out, 2 rd: owed before the cask goes back.
        assert.deepEqual(
          owes.map((x) => [x.date, x.posting !== undefined, x.provisions.includes("dl-vrag/15")]).sort(),
          [
            ["1690-08-12", true, true],
            ["1690-08-12", true, true],
          ],
        );
        assert.ok(owes.some((x) => /12 rd/.test(x.what)) && owes.some((x) => /2 rd/.test(x.what)));
        await r.pay(id, { ...clerk, date: "1690-08-13", from: "claimant-1", to: "office", amount: "14" });
        assert.deepEqual(
          (await r.due("1690-12-31")).filter((x) => x.who === "claimant-1"),
          [],
        );
      }));

    test("a decision names a claim that is waiting: an unknown or decided claim is refused, and nothing is written", () =>
      withRegister(async (r) => {
        const id = (await r.add({ fields: CASK, ...clerk })).lot?.id as string;
        await r.claim(id, { ...clerk, claimant: "Jens Olsen", date: "1690-08-10" });
        await refusedUnchanged(
          r,
          () => r.decide(id, { ...officer, claimant: "claimant-7", accept: true, date: "1690-08-12" }),
          /no claim "claimant-7" .* waiting/,
        );
        await r.decide(id, { ...officer, claimant: "Jens Olsen", accept: false, date: "1690-08-12" });
        await refusedUnchanged(
          r,
          () => r.decide(id, { ...officer, claimant: "claimant-1", accept: true, date: "1690-08-13" }),
          /no claim "claimant-1" .* waiting/,
        );
      }));
  });
}
