/**
 * What each register story must have come to, beyond every step's exit: the
 * figures and states the law gives, read from what the command printed and from
 * the lot as `show --json` gives it. src/registry/stories.test.ts and
 * stories-postgres.test.ts run them, each on its store.
 */

import assert from "node:assert/strict";
import type { Ran, StoryCli } from "./stories.js";

export interface StoryTest {
  id: string;
  title: string;
  /** What the story must have come to, beyond every step's exit. */
  check(ran: Ran[], cli: StoryCli): Promise<void>;
}

export const json = async (cli: StoryCli, args: string[]) => JSON.parse((await cli([...args, "--json"])).stdout);

export const STORY_CHECKS: StoryTest[] = [
  {
    id: "find-returned",
    title: "dl-vrag/14, 15: a find at sea, the finder's third, the owner in time pays reward and costs and has it back",
    async check(ran, cli) {
      const lot = await json(cli, ["show", "lot-2"]);
      assert.equal(lot.lot.status, "returned");
      assert.equal(lot.determination.allocations.find((a: { id: string }) => a.id === "finder").exact.text, "12 rd");
      assert.deepEqual(
        lot.lot.payments.map((p: { from: string; to: string; text: string }) => `${p.from}>${p.to} ${p.text}`),
        ["office>finder 12 rd", "claimant-1>office 14 rd"],
      );
      // The cask goes back in kind (dl-vrag/15): the office owes him no money for it.
      assert.deepEqual(
        lot.postings
          .filter((p: { debtor: string }) => p.debtor === "office")
          .map((p: { creditor: string }) => p.creditor),
        ["finder"],
      );
      assert.ok(ran.some((r) => r.status === 2 && /larger than what/.test(r.stderr)));
      const hist = await json(cli, ["history", "lot-2"]);
      assert.ok(hist.every((h: { actor: string }) => h.actor.length > 0));
      assert.ok(hist.filter((h: { receipt?: unknown }) => h.receipt).length === hist.length);
    },
  },
  {
    id: "find-too-late",
    title: "dl-vrag/15, 16: an owner two years late is refused, and the lot falls due for forfeiture to the king",
    async check(ran, cli) {
      const refused = ran.find((r) => r.args[0] === "claim");
      assert.match(refused?.stderr ?? "", /refused.*\(dl-vrag\/15, dl-vrag\/16\)/);
      const due = ran.find((r) => r.args[0] === "due")?.stdout ?? "";
      assert.match(due, /cask-2 .*fallen to the king/);
      assert.equal((await json(cli, ["show", "cask-2"])).lot.status, "forfeited");
      // Forfeited, the lot has left the office; the finder's third (dl-vrag/14, at once), never paid, is still owed.
      const left = (await json(cli, ["due", "--by", "1699-01-01"])).map(
        (x: { who: string; what: string }) => `${x.who}: ${x.what}`,
      );
      assert.equal(left.length, 1);
      // the line names the party paid, and keeps the posting's id for the command that pays it
      assert.match(left[0], /^office: pay Peder Hansen, the finder 12 rd \(.*; posting p1\)$/);
    },
  },
  {
    id: "perishable-sold",
    title: "dl-vrag/9-11: perishable goods sold; the owner receives the proceeds less reward and costs",
    async check(ran, cli) {
      assert.match(ran.find((r) => r.args.includes("-5"))?.stderr ?? "", /price.*negative/);
      const lot = await json(cli, ["show", "wreck-1"]);
      assert.equal(lot.lot.status, "returned");
      const owner = lot.determination.allocations.find((a: { id: string }) => a.id === "claimant-1");
      assert.equal(owner.exact.text, "4 rd");
      assert.ok(lot.owed.every((o: { outstandingMinor: string }) => o.outstandingMinor === "0"));
    },
  },
  {
    id: "keeping-and-saving",
    title: "dl-vrag/6, 8-10: keeping is the keeper's charge, saving the owner's; the reward goes on to the salvor",
    async check(ran, cli) {
      assert.match(ran.find((r) => r.args.includes("feasting"))?.stderr ?? "", /keeping \(dl-vrag\/8\) or of saving/);
      const lot = await json(cli, ["show", "wreck-2"]);
      assert.equal(lot.lot.case.facts.keeping.cost, "4 rd");
      const lines = lot.postings.map(
        (p: { debtor: string; creditor: string; text: string }) => `${p.debtor}>${p.creditor} ${p.text}`,
      );
      // Owed by the claimant: the reward and the drying, never the storage.
      assert.deepEqual(lines.filter((l: string) => l.startsWith("claimant-1>")).sort(), [
        "claimant-1>office 10 rd",
        "claimant-1>office 6 rd",
      ]);
      assert.ok(lines.includes("office>bjerger 10 rd"), lines.join("; "));
      // Each paid once in full: 16 rd in, the salvor's 10 paid out, the drying's 6 the office's own outlay back.
      assert.ok(
        lot.postings.every((p: { minor: string; paid: string }) => p.paid === p.minor),
        lines.join("; "),
      );
    },
  },
  {
    id: "keeping-on-the-owner",
    title:
      "dl-vrag/8-10, Q-S12 R2 as the office's reading: the owner pays the keeping beside the reward before the goods go back",
    async check(ran, cli) {
      const lot = await json(cli, ["show", "wreck-3"]);
      assert.equal(lot.lot.status, "returned");
      assert.ok(
        lot.determination.readings.some(
          (r: { name: string; value: string }) => r.name === "keeping_costs" && r.value === "R2",
        ),
      );
      const lines = lot.postings.map(
        (p: { debtor: string; creditor: string; text: string; provisions: string[] }) =>
          `${p.debtor}>${p.creditor} ${p.text} (${p.provisions.join(", ")})`,
      );
      // Owed by the owner: the reward (dl-vrag/9, /6), the storage (dl-vrag/8, /9) and the drying (dl-vrag/10).
      assert.deepEqual(lines.filter((l: string) => l.startsWith("claimant-1>")).sort(), [
        "claimant-1>office 10 rd (dl-vrag/9, dl-vrag/6)",
        "claimant-1>office 4 rd (dl-vrag/8, dl-vrag/9)",
        "claimant-1>office 6 rd (dl-vrag/10)",
      ]);
      // The salvor has the whole reward: the keeping is paid beside it, not out of it.
      assert.ok(lines.includes("office>bjerger 10 rd (dl-vrag/6, dl-vrag/9)"), lines.join("; "));
      assert.ok(
        lot.postings.every((p: { minor: string; paid: string }) => p.paid === p.minor),
        lines.join("; "),
      );
      // Before he paid, the storage was listed as due and the return was refused naming it.
      const due = ran.find((r) => r.args[0] === "due")?.stdout ?? "";
      assert.match(due, /wreck-3[^\n]*4 rd \(the cost of keeping the goods[^\n]*Q-S12 R2/);
      const refused = ran.find((r) => r.args[0] === "dispose" && r.status === 2)?.stderr ?? "";
      assert.match(refused, /20 rd in all/);
      assert.match(refused, /4 rd [^(]*\(the cost of keeping the goods in safe keeping[^)]*Q-S12 R2/);
    },
  },
  {
    id: "borkum-wreck",
    title: "borkum-1666/8.2, 8.3: a Borkum wreck divided, with the officials' four parts",
    async check(_ran, cli) {
      const lot = await json(cli, ["show", "borkum-1"]);
      assert.equal(lot.lot.status, "divided");
      const shares = Object.fromEntries(
        lot.lot.disposition.shares.map((s: { id: string; amount: string }) => [s.id, s.amount]),
      );
      assert.equal(shares["officials-greetsiel"], "40 u");
      assert.equal(shares.households, "300 u");
    },
  },
  {
    id: "average-settled",
    title: "dl-averi/25, 26: the balances of a general-average statement are collected to zero",
    async check(ran, cli) {
      const payments = ran.filter((r) => r.args[0] === "pay");
      assert.ok(payments.length >= 2);
      const lot = await json(cli, ["show", "fortuna"]);
      assert.equal(lot.lot.status, "settled");
      assert.ok(lot.owed.length >= 2);
      assert.ok(lot.owed.every((o: { outstandingMinor: string }) => o.outstandingMinor === "0"));
    },
  },
  {
    id: "ransom-shared",
    title: "dl-averi/37: a ransom shared over ship and goods; each merchant pays his part once and the lot is settled",
    async check(ran, cli) {
      assert.match(
        ran.find((r) => r.status === 2)?.stderr ?? "",
        /larger than what Merchant A still owes Skipper Jens.*90 rd/,
      );
      const lot = await json(cli, ["show", "ransom"]);
      assert.equal(lot.lot.status, "settled");
      // 300 rd over 4000 rd of ship and goods: A's 1200 rd bears 90 rd, B's 800 rd 60 rd, paid to the skipper who paid it.
      assert.deepEqual(
        lot.lot.payments.map((p: { from: string; to: string; text: string }) => `${p.from}>${p.to} ${p.text}`).sort(),
        ["a>jens 90 rd", "b>jens 60 rd"],
      );
      assert.equal(
        (
          await cli([
            "pay",
            "ransom",
            "--from",
            "a",
            "--to",
            "jens",
            "--amount",
            "1",
            "--date",
            "1690-10-21",
            "--actor",
            "clerk",
          ])
        ).status,
        2,
      );
    },
  },
  {
    id: "borkum-households",
    title:
      "borkum-1666/8.2, 8.3: 100 Rt divided, 2 Rt paid to each of 46 households and 8 Rt to the officials, in one entry",
    async check(ran, cli) {
      assert.match(ran.find((r) => r.status === 2)?.stderr ?? "", /does not go to the king.*borkum-1666\/8/);
      const lot = await json(cli, ["show", "borkum-46"]);
      assert.equal(lot.lot.status, "divided");
      const paid = lot.lot.payments.map((p: { to: string; text: string }) => `${p.to} ${p.text}`);
      assert.equal(paid.length, 47);
      // the whole division is paid in one entry, every posting discharged exactly
      const history = await json(cli, ["history", "borkum-46"]);
      const payments = history.filter((h: { kind: string }) => h.kind === "payment");
      assert.equal(payments.length, 1);
      assert.equal(payments[0].event.amount, "100 rtl");
      assert.equal(payments[0].event.postings.length, 47);
      assert.ok(lot.postings.every((p: { paid: string; minor: string }) => p.paid === p.minor));
      // a household not among the 46 is refused, naming those who are
      assert.match(
        ran.find((r) => r.args.includes("households#47"))?.stderr ?? "",
        /has no party "households#47" to be paid; its parties: .*Forty-six households \(households\)/,
      );
      // what the clerk reads names each household by its place among the 46, never its id
      const shown = (await cli(["show", "borkum-46"])).stdout;
      assert.match(shown, /the office → Forty-six households: member 17 of 46: 2 rtl, paid in full/);
      assert.doesNotMatch(shown, /households#/);
      for (let i = 1; i <= 46; i++) assert.ok(paid.includes(`households#${i} 2 rtl`), `household ${i}`);
      assert.ok(paid.includes("officials-greetsiel 8 rtl"));
      assert.ok(lot.owed.every((o: { outstandingMinor: string }) => o.outstandingMinor === "0"));
    },
  },
  {
    id: "foreshore-wreck",
    title: "dl-vrag/8, 13: a wreck on a lord's foreshore reaches him after the year and a day, and the lot names him",
    async check(ran, cli) {
      const refused = ran.filter((r) => r.status === 2).map((r) => r.stderr);
      assert.match(refused[0] ?? "", /may still choose until 1693-01-01 \(dl-vrag\/9, dl-vrag\/13\)/);
      assert.match(refused[1] ?? "", /does not go to the king: .* gives it to The lord of Rosenvold: .*\(dl-vrag\/13/);
      // a find at sea lies on no one's foreshore: refused with the provision, nothing written
      assert.match(refused[2] ?? "", /cask-9 cannot go to the foreshore: the lot's case names no one as the foreshore/);
      const cask = await json(cli, ["show", "cask-9"]);
      assert.equal(cask.lot.status, "lodged");
      assert.equal(cask.lot.disposition, undefined);
      const lot = await json(cli, ["show", "rosenvold-1"]);
      assert.equal(lot.lot.status, "forfeited");
      assert.deepEqual(lot.lot.disposition.holder, { id: "rosenvold", name: "The lord of Rosenvold" });
      assert.deepEqual(
        lot.lot.payments.map((p: { from: string; to: string; text: string }) => `${p.from}>${p.to} ${p.text}`),
        ["rosenvold>office 2 rd 3 mk"],
      );
      const shown = (await cli(["show", "rosenvold-1"])).stdout;
      assert.match(shown, /disposed of on 1693-02-01 to foreshore: The lord of Rosenvold\n/);
      assert.match(shown, /the amtmand → The lord of Rosenvold: the ship's boat, in kind/);
      assert.doesNotMatch(shown, /\b(rosenvold|office) →/);
    },
  },
  {
    id: "reward-assessed",
    title: "dl-vrag/9: the reward assessed by an officer after the claim, and paid before the goods go back",
    async check(ran, cli) {
      const refused = ran.filter((r) => r.status === 2).map((r) => r.stderr);
      assert.match(refused[0] ?? "", /assessment is still needed.*salvage reward/);
      assert.match(refused[1] ?? "", /by an officer, not by a clerk/);
      assert.match(refused[2] ?? "", /no assessment "found_at"; it has reward, value/);
      assert.match(refused[3] ?? "", /has not yet paid.*30 rd in all/);
      const lot = await json(cli, ["show", "wreck-2"]);
      assert.equal(lot.lot.status, "returned");
      const owes = lot.postings.filter((p: { debtor: string }) => p.debtor === "claimant-1");
      // the owed lines name who pays and who is paid
      assert.ok(
        lot.owed.some((o: { fromName?: string; toName?: string }) => o.fromName === "Hans Nielsen, the claimant"),
        JSON.stringify(lot.owed),
      );
      assert.deepEqual(
        owes.map((p: { text: string }) => p.text),
        ["30 rd"],
      );
    },
  },
  {
    id: "find-valued",
    title:
      "dl-vrag/14: a find valued after it was lodged; its third falls due at once and leaves what falls due once paid",
    async check(ran) {
      const dues = ran.filter((r) => r.args[0] === "due").map((r) => r.stdout);
      assert.match(dues[0] ?? "", /assess: .*value/i);
      assert.doesNotMatch(dues[0] ?? "", /12 rd/, "no third can be reckoned before the value is fixed");
      assert.match(dues[1] ?? "", /cask-3 {2}the king's officer at Skagen: pay Peder Hansen, the finder 12 rd/);
      assert.doesNotMatch(dues[1] ?? "", /\b(office|finder):/, "the clerk reads names, not ids");
      assert.doesNotMatch(dues[1] ?? "", /assess: .*value/i);
      assert.doesNotMatch(dues[2] ?? "", /12 rd/);
    },
  },
  {
    id: "find-king-not-community",
    title: "dl-vrag/16: a find fallen to the king goes to the king, not to the community",
    async check(ran, cli) {
      assert.match(ran.find((r) => r.status === 2)?.stderr ?? "", /does not go to the community.*dl-vrag\/16/);
      assert.equal((await json(cli, ["show", "cask-4"])).lot.disposition.to, "king");
    },
  },
  {
    id: "two-claimants",
    title:
      "dl-vrag/9, 15: two claimants, one through his agent; each claim decided on its own, the first refused, the second returned",
    async check(ran, cli) {
      assert.match(ran.find((r) => r.status === 2)?.stderr ?? "", /2 claims .* waiting .*--claimant ID/);
      const lot = await json(cli, ["show", "cask-5"]);
      assert.equal(lot.lot.status, "returned");
      assert.deepEqual(
        lot.lot.claims.map((c: { name: string; agent?: string; decision: { accepted: boolean } }) => [
          c.name,
          c.agent ?? null,
          c.decision.accepted,
        ]),
        [
          ["Jens Olsen", null, false],
          ["Hans Nielsen", "Peter Jensen, his factor at Aalborg", true],
        ],
      );
      assert.match(ran.at(-1)?.stdout ?? "", /claim by Hans Nielsen \(claimant-2\) through his agent Peter Jensen/);
    },
  },
  {
    id: "find-sold",
    title:
      "dl-vrag/14, 16: a find valued 30 and sold for 45: the finder's 10 and the king's 35 are the whole price, all paid out",
    async check(_ran, cli) {
      const lot = await json(cli, ["show", "cask-6"]);
      assert.equal(lot.lot.status, "forfeited");
      const price = lot.lot.sales[0].price;
      assert.equal(price, "45 rd");
      // Money in (the price) = money held + paid out: every posting paid, and what was paid out is the price.
      const out = lot.lot.payments
        .filter((p: { from: string }) => p.from === "office")
        .reduce((s: bigint, p: { minor: string }) => s + BigInt(p.minor), 0n);
      const shares = lot.determination.allocations.reduce(
        (s: bigint, a: { exact: { minor: string } }) => s + BigInt(a.exact.minor),
        0n,
      );
      assert.equal(out, shares, "paid out = the shares");
      assert.equal(shares, BigInt(lot.determination.funds[0].amount.minor), "the shares = the proceeds divided");
      assert.ok(lot.owed.every((o: { outstandingMinor: string }) => o.outstandingMinor === "0"));
    },
  },
  {
    id: "find-sold-redeemed",
    title:
      "dl-vrag/14, 15: a find sold and redeemed: the owner has the price less the third, paid back once, and all 45 rd go out",
    async check(_ran, cli) {
      const lot = await json(cli, ["show", "cask-7"]);
      // 'for samme bjergeløn' (dl-vrag/15): the third, 12 rd of the 36 rd value, once; 45 - 12 = 33 rd to him.
      assert.deepEqual(
        lot.postings.map(
          (p: { debtor: string; creditor: string; text: string }) => `${p.debtor}>${p.creditor} ${p.text}`,
        ),
        ["office>finder 12 rd", "office>claimant-1 33 rd"],
      );
      const price = 45n * 96n; // 1 rd = 96 skilling
      const into = lot.lot.payments
        .filter((p: { to: string }) => p.to === "office")
        .reduce((s: bigint, p: { minor: string }) => s + BigInt(p.minor), 0n);
      const out = lot.lot.payments
        .filter((p: { from: string }) => p.from === "office")
        .reduce((s: bigint, p: { minor: string }) => s + BigInt(p.minor), 0n);
      assert.equal(price + into, out, "the price and what was paid in are all paid out");
      assert.ok(lot.owed.every((o: { outstandingMinor: string }) => o.outstandingMinor === "0"));
    },
  },
  {
    id: "open-sea-half",
    title:
      "dl-vrag/19: the salvor's half and the king's costs wait for the year and a day; the owner in time leaves the salvor his third alone",
    async check(ran, cli) {
      const refused = ran.filter((r) => r.args[0] === "pay" && r.status === 2).map((r) => r.stderr);
      assert.equal(refused.length, 3);
      for (const e of refused.slice(0, 2)) assert.match(e, /may be paid before 1691-06-03: .*\(dl-vrag\/19\)/);
      const due = ran.find((r) => r.args[0] === "due")?.stdout ?? "";
      assert.match(due, /boat-1 {2}the king's officer at Skagen: pay Peder Hansen, the finder 20 rd \(/);
      assert.match(due, /boat-1 {2}The king: pay the king's officer at Skagen 2 rd \(/);
      const lot = await json(cli, ["show", "boat-1"]);
      // A third of 40 rd is 13 rd 2 mk (1 rd = 6 mk): all the salvor was paid.
      assert.deepEqual(
        lot.lot.payments.map((p: { from: string; to: string; text: string }) => `${p.from}>${p.to} ${p.text}`),
        ["claimant-1>office 15 rd 2 mk", "office>finder 13 rd 2 mk"],
      );
      assert.ok(lot.owed.every((o: { outstandingMinor: string }) => o.outstandingMinor === "0"));
      assert.ok(
        !lot.postings.some((p: { for: string }) => /his half/.test(p.for)),
        "the half is no longer in the book",
      );
    },
  },
  {
    id: "average-owed-on-demand",
    title:
      "dl-averi/26: a general average partly paid; what A and B still owe is listed as owed on demand until it is paid",
    async check(ran, cli) {
      const dues = ran.filter((r) => r.args[0] === "due").map((r) => r.stdout.trim().split("\n"));
      const line = (who: string, what: string) =>
        new RegExp(
          `^on demand since 1690-10-14 \\[1690-10-24 \\(gregorian\\)\\] {2}fortuna-12 {2}${who}: pay Merchant C ${what} \\(`,
        );
      // Before anything is paid: each part whole, owed on demand from the day the average was lodged.
      assert.equal(dues[0]?.length, 3, dues[0]?.join("\n"));
      assert.match(dues[0]?.[0] ?? "", line("Merchant A", "232 rd 4 mk 6 sk"));
      assert.match(dues[0]?.[1] ?? "", line("Merchant B", "41 rd 5 mk 4 sk"));
      assert.match(dues[0]?.[2] ?? "", line("The owners of the Fortuna", "130 rd 2 mk 6 sk"));
      // After A's 100 rd and B's 20 rd: what each still owes, and asked from a later day, the same.
      for (const listed of [dues[1], dues[2]]) {
        assert.equal(listed?.length, 3, listed?.join("\n"));
        assert.match(listed?.[0] ?? "", line("Merchant A", "132 rd 4 mk 6 sk of 232 rd 4 mk 6 sk"));
        assert.match(listed?.[1] ?? "", line("Merchant B", "21 rd 5 mk 4 sk of 41 rd 5 mk 4 sk"));
      }
      // B has paid the rest: he is no longer listed; A's rest and the owners' part are.
      assert.equal(dues[3]?.length, 2, dues[3]?.join("\n"));
      assert.ok(!dues[3]?.some((l) => / Merchant B: pay /.test(l)), dues[3]?.join("\n"));
      // The list as data: owed on demand, dated the day it arose, and the same as what the lot shows outstanding.
      const due = await json(cli, ["due", "--by", "1690-12-31"]);
      const lot = await json(cli, ["show", "fortuna-12"]);
      assert.deepEqual(
        due.map((x: { who: string; date: string; onDemand?: boolean }) => [x.who, x.date, x.onDemand]),
        [
          ["a", "1690-10-14", true],
          ["fortuna-owners", "1690-10-14", true],
        ],
      );
      assert.deepEqual(
        lot.owed
          .filter((o: { outstandingMinor: string }) => o.outstandingMinor !== "0")
          .map((o: { from: string; outstanding: string }) => `${o.from} ${o.outstanding}`),
        ["a 132 rd 4 mk 6 sk", "fortuna-owners 130 rd 2 mk 6 sk"],
      );
      assert.deepEqual(lot.due, due, "the lot lists what the register lists");
    },
  },
];
