/**
 * The ledger's book balances, on every store: over random sequences of the events
 * each kind of lot allows (payments, some beyond what is open; claims, decisions,
 * sales, costs, disposals to any party), for every lot after every event:
 *
 * - no posting is paid beyond its amount, and every unit paid sits on exactly one
 *   posting: the money paid in equals what the postings hold as paid, in the
 *   record and in the store's postings table alike;
 * - each party pays its part of an average once: the open postings, party by
 *   party, come to the statement's balance (and the debts beside it), never more;
 * - a division's postings sum to the fund it divides, and a sold find's shares
 *   to its price;
 * - a lot is disposed of once, and only to a party the law names for its kind,
 *   and its record names the party it reached: a wreck on a lord's foreshore
 *   reaches its holder (dl-vrag/8, /13);
 * - a payment in full of all a party owes, in one entry, discharges each of its
 *   postings exactly;
 * - several claimants may wait at once: a decision decides the one it names, no
 *   decision is ever changed, and one claim at most is accepted;
 * - what falls due is exactly what the lot's postings and its latest
 *   determination make due, and the due list is the open postings, those owed
 *   on demand (no day fixed) included, each once for what is still open of it;
 * - a refused event writes nothing.
 *
 * SEALAW_LEDGER_RUNS sets the number of sequences per kind and store (a few by
 * default; `npm run fuzz:ledger` runs many), SEALAW_LEDGER_SEED the seed.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { Money } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { currencyOf, dueRows } from "./determine.js";
import { RegisterError } from "./errors.js";
import type { CaseFile } from "./kinds.js";
import { OFFICE, openOf, type Posting, postingsOf, reconcile, splitEven } from "./ledger.js";
import type { AddInput, LotRecord } from "./records.js";
import { Register } from "./register.js";
import { CASK, ROSENVOLD_YAML, WRECK_YAML } from "./test-support/lots.js";
import { STORES } from "./test-support/stores.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const RUNS = Number(process.env.SEALAW_LEDGER_RUNS ?? 3);
const SEED = Number(process.env.SEALAW_LEDGER_SEED ?? 1683);
const clerk = { actor: "clerk" };

const SALVAGED_YAML = WRECK_YAML.replace(
  "keeping: { by: office,",
  "keeping: { by: office, salvaged_by: bjerger,",
).replace(
  "    - { id: office, name: the amtmand, roles: [official] }",
  "    - { id: office, name: the amtmand, roles: [official] }\n    - { id: bjerger, name: Niels Bjerger }",
);

const example = (path: string) =>
  parseCaseText(readFileSync(join(root, "examples", path), "utf8"), path).data as CaseFile;

interface Template {
  name: string;
  input: () => AddInput;
  /** Where the law lets the lot go (`dispose --to`): owner only on an accepted claim. */
  goesTo: readonly string[];
  /** Sequences always tried besides the random ones. */
  examples?: Cmd[][];
}

const TEMPLATES: Template[] = [
  // dl-vrag/14-16: a find in the sea goes back to its owner, or to the king.
  {
    name: "find",
    input: () => ({ fields: CASK, ...clerk }),
    goesTo: ["owner", "king"],
    examples: [
      // Sold, then redeemed by its owner in time (dl-vrag/14, 15): the third is paid back once.
      [
        { t: "sell", days: 5, price: 45 },
        { t: "claim", days: 30, who: 0, agent: false },
        { t: "decide", days: 1, accept: true, reward: 0, pick: 0 },
      ],
      // Unsold, redeemed: the cask goes back in kind (dl-vrag/15).
      [
        { t: "claim", days: 30, who: 0, agent: false },
        { t: "decide", days: 1, accept: true, reward: 0, pick: 0 },
      ],
      // Unsold, and no owner within the year and a day: the cask goes on to the king in kind (dl-vrag/16).
      [{ t: "cost", days: 400, amount: 3, kind: "keeping" }],
    ],
  },
  // dl-vrag/19: a find on the open sea: the halves, and the king's costs, wait for the year and a day.
  {
    name: "open-sea find",
    input: () => ({ fields: { ...CASK, foundAt: "open-sea", value: "40" }, ...clerk }),
    goesTo: ["owner", "king"],
    examples: [
      // Costs laid out, payments tried before the day, the owner in time: the salvor has his third only.
      [
        { t: "cost", days: 5, amount: 2, kind: "keeping" },
        { t: "pay", days: 1, pick: 0, part: "all" },
        { t: "pay", days: 1, pick: 1, part: "half" },
        { t: "claim", days: 30, who: 0, agent: false },
        { t: "decide", days: 1, accept: true, reward: 0, pick: 0 },
        { t: "pay", days: 1, pick: 0, part: "all" },
        { t: "pay", days: 1, pick: 0, part: "all" },
      ],
      // No owner: on the day after the year and a day the half and the costs are paid.
      [
        { t: "cost", days: 5, amount: 2, kind: "keeping" },
        { t: "pay", days: 200, pick: 0, part: "all" },
        { t: "pay", days: 200, pick: 0, part: "all" },
        { t: "pay", days: 0, pick: 0, part: "all" },
      ],
    ],
  },
  // dl-vrag/9-13: wreck on the king's foreshore: to the owner, or to the king, who holds the foreshore.
  {
    name: "wreck",
    input: () => ({ case: parseCaseText(WRECK_YAML, "wreck").data as CaseFile, ...clerk }),
    goesTo: ["owner", "king", "foreshore"],
    examples: [
      // dl-vrag/8 and /10: keeping and saving laid out, then the owner comes and has his goods back.
      [
        { t: "cost", days: 10, amount: 4, kind: "keeping" },
        { t: "cost", days: 1, amount: 6, kind: "saving" },
        { t: "claim", days: 30, who: 0, agent: false },
        { t: "decide", days: 1, accept: true, reward: 10, pick: 0 },
        { t: "pay", days: 1, pick: 0, part: "all" },
        { t: "pay", days: 1, pick: 0, part: "all" },
      ],
    ],
  },
  // dl-vrag/6, /9: the same wreck salvaged by a finder: the reward the office collects is owed on to him.
  {
    name: "wreck with its salvor",
    input: () => ({ case: parseCaseText(SALVAGED_YAML, "wreck").data as CaseFile, ...clerk }),
    goesTo: ["owner", "king", "foreshore"],
    examples: [
      [
        { t: "claim", days: 30, who: 0, agent: false },
        { t: "decide", days: 1, accept: true, reward: 10, pick: 0 },
        { t: "pay", days: 1, pick: 0, part: "all" },
        { t: "pay", days: 1, pick: 0, part: "all" },
      ],
    ],
  },
  // dl-vrag/8, /13: a wreck below Rosenvold, whose lord holds the foreshore right: after the year and a
  // day it reaches him ('eller den, som forstrandsrettighed har'), never the king.
  {
    name: "wreck on a lord's foreshore",
    input: () => ({ case: parseCaseText(ROSENVOLD_YAML, "wreck").data as CaseFile, ...clerk }),
    goesTo: ["owner", "foreshore"],
    examples: [
      [
        { t: "dispose", days: 200, to: "king" },
        { t: "dispose", days: 200, to: "foreshore" },
        { t: "dispose", days: 200, to: "king" },
        { t: "dispose", days: 1, to: "foreshore" },
        { t: "pay", days: 1, pick: 0, part: "in-full" },
      ],
      [
        { t: "claim", days: 30, who: 1, agent: true },
        { t: "decide", days: 1, accept: true, reward: 4, pick: 0 },
        { t: "pay", days: 1, pick: 0, part: "in-full" },
        { t: "dispose", days: 1, to: "owner" },
      ],
    ],
  },
  // dl-averi/25-26: a general average is settled by payments, never disposed of.
  {
    name: "general average",
    input: () => ({ case: example("dl-averi/ga-jettison-and-mast.yaml"), date: "1690-10-14", ...clerk }),
    goesTo: [],
  },
  // dl-averi/41: an average of its own over the goods, settled by payments.
  {
    name: "average of its own",
    input: () => ({ case: example("dl-averi/ga-grounding-lighters.yaml"), date: "1690-09-01", ...clerk }),
    goesTo: [],
  },
  // borkum-1666/8.2: the wreck falls to the community and is divided.
  {
    name: "Borkum wreck",
    input: () => ({ case: example("borkum-1666/wreck-divided.yaml"), ...clerk }),
    goesTo: ["community"],
  },
];

type Cmd =
  | { t: "pay"; days: number; pick: number; part: "third" | "half" | "all" | "beyond" | "in-full" }
  | { t: "claim"; days: number; who: number; agent: boolean }
  | { t: "decide"; days: number; accept: boolean; reward: number; pick: number }
  | { t: "sell"; days: number; price: number }
  | { t: "cost"; days: number; amount: number; kind: "keeping" | "saving" }
  | { t: "dispose"; days: number; to: "owner" | "king" | "foreshore" | "community" };

const days = fc.integer({ min: 0, max: 200 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant("pay" as const),
      days,
      pick: fc.nat(20),
      part: fc.constantFrom("third", "half", "all", "beyond", "in-full") as fc.Arbitrary<
        "third" | "half" | "all" | "beyond" | "in-full"
      >,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant("claim" as const), days, who: fc.nat(2), agent: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant("decide" as const),
      days,
      accept: fc.boolean(),
      reward: fc.integer({ min: 0, max: 20 }),
      pick: fc.nat(3),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ t: fc.constant("sell" as const), days, price: fc.integer({ min: 1, max: 80 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant("cost" as const),
      days,
      amount: fc.integer({ min: 1, max: 9 }),
      kind: fc.constantFrom("keeping", "saving") as fc.Arbitrary<"keeping" | "saving">,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant("dispose" as const),
      days,
      to: fc.constantFrom("owner", "king", "foreshore", "community") as fc.Arbitrary<
        "owner" | "king" | "foreshore" | "community"
      >,
    }),
  },
);

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const sum = (xs: readonly Rational[]) => xs.reduce((s, x) => s.add(x), Rational.ZERO);

/** The postings' net per party: what it is owed less what it owes, of the open postings. */
function netOf(postings: readonly Posting[]): Map<string, Rational> {
  const net = new Map<string, Rational>();
  const add = (p: string, m: Rational) => net.set(p, (net.get(p) ?? Rational.ZERO).add(m));
  for (const p of postings) {
    if (p.state !== "open") continue;
    add(p.debtor, Rational.parse(p.minor).neg());
    add(p.creditor, Rational.parse(p.minor));
  }
  return net;
}

function sameNet(a: Map<string, Rational>, b: Map<string, Rational>, what: string): void {
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(k) ?? Rational.ZERO;
    const y = b.get(k) ?? Rational.ZERO;
    assert.ok(x.eq(y), `${what}: ${k} nets ${x} on the postings, ${y} by the determination`);
  }
}

async function checkBook(r: Register, t: Template, lotId: string): Promise<void> {
  const s = await r.show(lotId);
  const lot = s.lot;
  const postings = lot.postings ?? [];
  const d: Determination = s.determination;
  // No posting paid beyond its amount; a closed posting holds only what was paid.
  for (const p of postings) {
    const paid = Rational.parse(p.paid);
    assert.ok(paid.sign() >= 0 && !paid.gt(Rational.parse(p.minor)), `${p.id} paid ${p.paid} of ${p.minor}`);
    if (p.state === "closed") assert.equal(p.paid, p.minor);
  }
  // Money paid = what the postings hold as paid, payment by payment and in all.
  for (const pay of lot.payments) {
    assert.ok(sum((pay.discharged ?? []).map((x) => Rational.parse(x.minor))).eq(Rational.parse(pay.minor)));
  }
  const paidIn = sum(lot.payments.map((p) => Rational.parse(p.minor)));
  assert.ok(paidIn.eq(sum(postings.map((p) => Rational.parse(p.paid)))), "every unit paid sits on one posting");
  // The store's postings table is the record's postings: the office's money in, held and out agree.
  const rows = await r.store.db.selectFrom("postings").selectAll().where("lot", "=", lotId).orderBy("id").execute();
  assert.deepEqual(
    rows.map((x) => `${x.id} ${x.debtor}>${x.creditor} ${x.minor} ${x.paid} ${x.state}`).sort(),
    postings.map((x) => `${x.id} ${x.debtor}>${x.creditor} ${x.minor} ${x.paid} ${x.state}`).sort(),
  );
  const inOf = (who: string) => sum(lot.payments.filter((p) => p.to === who).map((p) => Rational.parse(p.minor)));
  const outOf = (who: string) => sum(lot.payments.filter((p) => p.from === who).map((p) => Rational.parse(p.minor)));
  const heldByTable = sum(rows.filter((x) => x.creditor === "office").map((x) => Rational.parse(x.paid))).sub(
    sum(rows.filter((x) => x.debtor === "office").map((x) => Rational.parse(x.paid))),
  );
  assert.ok(inOf("office").eq(heldByTable.add(outOf("office"))), "money in = held + paid out");
  // Each party pays its part of an average once.
  if (d.statement) {
    const want = new Map<string, Rational>();
    const add = (p: string, m: Rational) => want.set(p, (want.get(p) ?? Rational.ZERO).add(m));
    for (const b of d.statement.balances) add(b.party, Rational.parse(b.net.minor));
    for (const l of d.liabilities) {
      if (!l.besideAverage || !l.amount) continue;
      add(l.to, Rational.parse(l.amount.minor));
      add(l.from, Rational.parse(l.amount.minor).neg());
    }
    sameNet(netOf(postings), want, "general average");
  }
  for (const a of d.averages ?? []) {
    if (!a.statement) continue;
    const want = new Map(a.statement.balances.map((b) => [b.party, Rational.parse(b.net.minor)]));
    sameNet(netOf(postings), want, a.id);
  }
  // A division's postings sum to its fund.
  if (t.name === "Borkum wreck") {
    const open = postings.filter((p) => p.state === "open");
    const fund = d.funds[0];
    assert.ok(fund);
    assert.ok(sum(open.map((p) => Rational.parse(p.minor))).eq(Rational.parse(fund.amount.minor)), "division = fund");
  }
  // A sold find: the price stands in for it, and its shares are the whole price (dl-vrag/14-16).
  const sale = lot.sales[0];
  if (t.name === "find" && sale && d.allocations.length > 0 && d.warnings.length === 0) {
    const price = Money.parse(currencyOf(lot.case, await r.officeReadings()), sale.price);
    assert.ok(price instanceof Money);
    const shares = sum(d.allocations.map((a) => Rational.parse(a.exact.minor)));
    assert.ok(shares.eq(price.minor), `the shares, ${shares}, are the price, ${price.minor}`);
  }
  // dl-vrag/14-16: the office pays the finder his third at once and, for the goods, the owner who
  // redeems them or the king; the owner has them 'for samme bjergeløn', the third paid back once.
  // Sold, every unit the office takes in (the price, and what is paid back to it) goes out once:
  // in = out, the costs apart, which repay what the office laid out. Unsold, the goods go back or
  // on in kind, and the office owes money to no one but the finder.
  const waiting = d.options.some((o) => o.deadline !== undefined && (o.status === undefined || o.status === "open"));
  if (t.name === "find" && d.allocations.length > 0 && d.warnings.length === 0 && !waiting) {
    const open = postings.filter((p) => p.state === "open" && !/costs/.test(p.for));
    const into = sum(open.filter((p) => p.creditor === OFFICE).map((p) => Rational.parse(p.minor)));
    const out = sum(open.filter((p) => p.debtor === OFFICE).map((p) => Rational.parse(p.minor)));
    if (sale) {
      const price = Money.parse(currencyOf(lot.case, await r.officeReadings()), sale.price);
      assert.ok(price instanceof Money);
      assert.ok(price.minor.add(into).eq(out), `sold: the price ${price.minor} and ${into} paid in, ${out} paid out`);
    } else {
      const goods = new Set(["king", ...lot.claims.filter((c) => c.decision?.accepted).map((c) => c.id)]);
      const others = open.filter((p) => p.debtor === OFFICE && goods.has(p.creditor));
      assert.deepEqual(
        others.map((p) => `${p.creditor} ${p.text}`),
        [],
        "unsold: the goods are not money the office pays",
      );
    }
  }
  // What falls due is exactly what the postings and the latest determination make due.
  const cur = currencyOf(lot.case, await r.officeReadings());
  const stored = (await r.due("9999-12-31")).filter((x) => x.lot === lotId);
  assert.deepEqual(
    stored.map((x) => JSON.stringify(x)).sort(),
    dueRows(lot, d, s.asOf, cur)
      .map((x) => JSON.stringify(x))
      .sort(),
  );
  // The due list is the open postings, those owed on demand included: each open posting once, for what is
  // still open of it, on its own day or owed on demand from the day it arose; a paid one not at all.
  for (const p of postings) {
    const listed = stored.filter((x) => x.posting === p.id);
    const open = openOf(p);
    if (open.sign() <= 0) {
      assert.deepEqual(listed, [], `posting ${p.id}, paid or closed, is not listed`);
      continue;
    }
    assert.equal(listed.length, 1, `open posting ${p.id} is listed once`);
    const row = listed[0] as (typeof listed)[number];
    assert.equal(row.who, p.debtor);
    const left = Money.ofMinor(cur, open).format();
    assert.ok(
      row.what.startsWith("pay ") && row.what.includes(` ${left} `) && row.what.includes(`posting ${p.id})`),
      `${p.id} lists what is open, ${left}: ${row.what}`,
    );
    if (p.due) {
      assert.equal(row.onDemand, undefined, `${p.id} has its day`);
      assert.equal(row.date, p.due);
    } else {
      assert.equal(row.onDemand, true, `${p.id}, with no day fixed, is owed on demand`);
      assert.ok(row.date >= lot.lodged, `${p.id} arose on ${row.date}, not before the lot was lodged`);
    }
    // Listed whatever first day is asked, once it has arisen; owed on demand, from the day it arose on.
    const asked = await r.due(row.date, row.onDemand ? "9999-12-31" : row.date);
    assert.equal(asked.filter((x) => x.posting === p.id && x.lot === lotId).length, 1, `${p.id} by ${row.date}`);
  }
}

async function step(r: Register, lot: LotRecord, c: Cmd, date: string): Promise<void> {
  const cur = currencyOf(lot.case, await r.officeReadings());
  switch (c.t) {
    case "pay": {
      const open = (lot.postings ?? []).filter((p) => openOf(p).sign() > 0);
      const p = open[c.pick % Math.max(open.length, 1)];
      if (!p) {
        await r.pay(lot.id, { ...clerk, date, from: "office", to: "nobody", amount: "1" });
        return;
      }
      if (c.part === "in-full") {
        // everything the debtor still owes, to whomever, in one entry
        await r.pay(lot.id, { ...clerk, date, from: p.debtor, inFull: true });
        return;
      }
      const left = openOf(p);
      const whole = left.num / left.den;
      const amount =
        c.part === "beyond" ? whole + 1n : c.part === "all" ? whole : c.part === "half" ? whole / 2n : whole / 3n;
      const m = Money.ofMinor(cur, Rational.of(amount > 0n ? amount : 1n));
      await r.pay(lot.id, { ...clerk, date, from: p.debtor, to: p.creditor, amount: m.format(), postings: [p.id] });
      return;
    }
    case "claim":
      await r.claim(lot.id, {
        ...clerk,
        date,
        claimant: ["Hans Nielsen", "Jens Olsen", "Anna Berg"][c.who] as string,
        ...(c.agent ? { agent: "a factor" } : {}),
      });
      return;
    case "decide": {
      // Any waiting claim, or, when the pick is past them, none named (refused when several wait).
      const waiting = lot.claims.filter((x) => x.decision === undefined);
      const named = waiting[c.pick];
      await r.decide(lot.id, {
        ...clerk,
        date,
        accept: c.accept,
        ...(c.reward > 0 ? { reward: String(c.reward) } : {}),
        ...(named ? { claimant: named.id } : {}),
      });
      return;
    }
    case "sell":
      await r.sell(lot.id, {
        ...clerk,
        date,
        price: String(c.price),
        ...(lot.kind === "wreck" && lot.statute === "dl-vrag" ? { item: "wine" } : {}),
      });
      return;
    case "cost":
      await r.cost(lot.id, {
        ...clerk,
        date,
        amount: String(c.amount),
        kind: c.kind,
        ...(lot.kind === "wreck" && lot.statute === "dl-vrag" && c.kind === "saving" ? { item: "cloth" } : {}),
      });
      return;
    case "dispose":
      await r.dispose(lot.id, { ...clerk, date, to: c.to });
      return;
  }
}

describe("the ledger's arithmetic", () => {
  test("an even split of a group's share: n parts, each within one unit of the others, summing to the share", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 1, max: 500 }), (total, n) => {
        const parts = splitEven(total, n);
        assert.equal(parts.length, n);
        assert.equal(
          parts.reduce((s, x) => s + x, 0n),
          total,
        );
        const first = parts[0] as bigint;
        assert.ok(
          parts.every((x) => x === first || x === first - 1n),
          "the larger parts come first, one unit apart",
        );
      }),
      { seed: SEED },
    );
  });

  test("dl-averi/25-26: the Fortuna's postings are the settlement; the balances and the freight beside are not owed again", async () => {
    const c = example("dl-averi/ga-jettison-and-mast.yaml");
    const { decideCase } = await import("./determine.js");
    const { d, currency } = decideCase(c, {});
    const derived = postingsOf(d, c, currency);
    const settlement = d.liabilities.filter((l) => l.settles === "general-average");
    assert.ok(settlement.length > 0);
    assert.deepEqual(
      derived.map((p) => `${p.debtor}>${p.creditor} ${p.minor}`),
      settlement.map((l) => `${l.from}>${l.to} ${l.amount?.minor}`),
    );
    // Merchant a pays his part of the average, 333 rd 2 mk, once (dl-averi/26's own figure for him).
    const a = sum(derived.filter((p) => p.debtor === "a").map((p) => Rational.parse(p.minor)));
    assert.equal(Money.ofMinor(currency, a).format(), "333 rd 2 mk");
  });

  test("a new determination keeps what was paid: on the posting owed again, or as a closed posting", () => {
    const first = reconcile(
      [],
      [{ debtor: "a", creditor: "b", minor: "100", text: "100", for: "x", provisions: [] }],
      1,
      1,
      currencyOf(example("dl-averi/ga-jettison-and-mast.yaml"), {}),
    );
    const paid = first.postings.map((p) => ({ ...p, paid: "60" }));
    const cur = currencyOf(example("dl-averi/ga-jettison-and-mast.yaml"), {});
    const lower = reconcile(
      paid,
      [{ debtor: "a", creditor: "b", minor: "40", text: "40", for: "x", provisions: [] }],
      2,
      first.next,
      cur,
    );
    assert.deepEqual(
      lower.postings.map((p) => `${p.id} ${p.minor} ${p.paid} ${p.state}`),
      ["p1 40 40 open", "p2 20 20 closed"],
    );
    const gone = reconcile(paid, [], 2, first.next, cur);
    assert.deepEqual(
      gone.postings.map((p) => `${p.id} ${p.minor} ${p.paid} ${p.state}`),
      ["p1 60 60 closed"],
    );
  });
});

for (const kind of STORES) {
  describe(`the ledger's invariant on ${kind.name}`, { ...(kind.skip ? { skip: kind.skip } : {}) }, () => {
    for (const t of TEMPLATES) {
      test(`${t.name}: over random events the book balances, and a refusal writes nothing`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 8 }), async (cmds) => {
            const store = await kind.make();
            try {
              const r = new Register(store.store);
              const res = await r.add({ ...t.input(), id: "lot" });
              let date = res.lot?.lodged as string;
              await checkBook(r, t, "lot");
              let disposedTo: string | undefined;
              for (const c of cmds) {
                date = addDays(date, c.days);
                const before = await r.show("lot");
                const head = (await r.head()).seq;
                try {
                  await step(r, before.lot, c, date);
                } catch (e) {
                  if (!(e instanceof RegisterError)) throw e;
                  assert.equal((await r.head()).seq, head, "a refusal writes nothing");
                  assert.deepEqual(await r.show("lot"), before);
                  continue;
                }
                if (c.t === "pay") assert.notEqual(c.part, "beyond", "a payment beyond what is open is refused");
                const after = (await r.show("lot")).lot.claims;
                // Claims: one is accepted at most; a claim is decided once, and a write decides one claim at most.
                assert.ok(after.filter((x) => x.decision?.accepted).length <= 1, "one claim accepted at most");
                const decidedBefore = before.lot.claims.filter((x) => x.decision).length;
                const decidedAfter = after.filter((x) => x.decision).length;
                assert.ok(decidedAfter - decidedBefore === (c.t === "decide" ? 1 : 0), "a decision decides one claim");
                for (const x of before.lot.claims) {
                  if (x.decision) assert.deepEqual(after.find((y) => y.id === x.id)?.decision, x.decision);
                }
                if (c.t === "dispose") {
                  assert.equal(disposedTo, undefined, "a lot is disposed of once");
                  assert.ok(t.goesTo.includes(c.to), `${t.name} went to the ${c.to}`);
                  if (c.to === "owner") assert.ok(before.lot.claims.some((x) => x.decision?.accepted));
                  disposedTo = c.to;
                  // The record names the party it reached: the accepted claimant, the king, the community,
                  // or the holder of the foreshore the case names ('den, hvis grund det findes for', dl-vrag/8).
                  const gone = (await r.show("lot")).lot.disposition;
                  const foreshore = before.lot.case.facts.foreshore as { of?: string; holder?: string } | undefined;
                  const reached =
                    c.to === "owner"
                      ? before.lot.claims.find((x) => x.decision?.accepted)?.id
                      : c.to === "foreshore"
                        ? foreshore?.of === "king"
                          ? "king"
                          : foreshore?.holder
                        : c.to;
                  assert.equal(gone?.holder?.id, reached, `${t.name} reached ${reached}`);
                  assert.ok(gone?.holder?.name && gone.holder.name !== "", "by name");
                }
                if (c.t === "pay" && c.part === "in-full") {
                  // one entry, and every posting of the payer's left with nothing open
                  assert.equal((await r.head()).seq, head + 1, "one entry");
                  const payer = (await r.show("lot")).lot.payments.at(-1)?.from;
                  const owes = (await r.show("lot")).postings.filter((p) => p.debtor === payer);
                  assert.ok(
                    owes.every((p) => openOf(p).sign() === 0),
                    "each posting discharged exactly",
                  );
                }
                await checkBook(r, t, "lot");
              }
              assert.equal((await r.verify()).ok, true);
            } finally {
              await store.cleanup();
            }
          }),
          { numRuns: RUNS, seed: SEED, examples: (t.examples ?? []).map((x) => [x]) },
        );
      });
    }

    test("dl-vrag/19: an open-sea find whose owner comes in time pays the salvor his reward only, whatever was tried before the year and a day ran out", async () => {
      // 'beholde halvdelen ... uden så er, at rette ejer kommer inden år og dag': the half is the salvor's only
      // once the time has run without an owner; the owner who comes in time pays a third (Q-V11 R1, the default).
      const tries = fc.array(
        fc.record({
          days: fc.integer({ min: 0, max: 40 }),
          amount: fc.integer({ min: 1, max: 25 }),
          named: fc.boolean(),
        }),
        { minLength: 1, maxLength: 8 },
      );
      await fc.assert(
        fc.asyncProperty(tries, fc.integer({ min: 0, max: 40 }), async (payments, claimAfter) => {
          const store = await kind.make();
          try {
            const r = new Register(store.store);
            await r.add({ fields: { ...CASK, foundAt: "open-sea", value: "40" }, ...clerk, id: "s" });
            const cur = currencyOf((await r.show("s")).lot.case, await r.officeReadings());
            const half = (await r.show("s")).postings.find((p) => p.debtor === OFFICE && p.creditor === "finder");
            assert.ok(half?.payableFrom, "the half is owed from a day");
            assert.equal(half.text, "20 rd", "half of 40 rd");
            assert.equal(half.due, half.payableFrom, "it falls due the day it becomes payable");
            assert.ok(half.payableFrom > addDays(CASK.lodged as string, 365), "not before a year has run");
            let date = CASK.lodged as string;
            for (const t of payments) {
              date = addDays(date, t.days);
              const before = await r.show("s");
              const head = (await r.head()).seq;
              await assert.rejects(
                () =>
                  r.pay("s", {
                    ...clerk,
                    date,
                    from: OFFICE,
                    to: "finder",
                    amount: String(t.amount),
                    ...(t.named ? { postings: [half.id] } : {}),
                  }),
                (e: Error) =>
                  e instanceof RegisterError &&
                  e.provisions.includes("dl-vrag/19") &&
                  e.message.includes(half.payableFrom as string),
              );
              assert.equal((await r.head()).seq, head, "a refusal writes nothing");
              assert.deepEqual(await r.show("s"), before);
            }
            date = addDays(date, claimAfter);
            await r.claim("s", { ...clerk, date, claimant: "Hans Nielsen" });
            await r.decide("s", { ...clerk, date, accept: true });
            const owner = (await r.show("s")).lot.claims[0]?.id as string;
            const reward = Money.parse(cur, "40");
            assert.ok(reward instanceof Money);
            const third = reward.times(Rational.of(1, 3));
            // The half is no longer owed; the salvor is owed the third, and no more can be paid him.
            await assert.rejects(
              () => r.pay("s", { ...clerk, date, from: OFFICE, to: "finder", amount: "20" }),
              RegisterError,
            );
            await r.pay("s", { ...clerk, date, from: owner, to: OFFICE, amount: third.format() });
            await r.pay("s", { ...clerk, date, from: OFFICE, to: "finder", amount: third.format() });
            const done = await r.show("s");
            const toFinder = sum(
              done.lot.payments.filter((p) => p.to === "finder").map((p) => Rational.parse(p.minor)),
            );
            assert.ok(toFinder.eq(third.minor), `the salvor was paid ${toFinder}, his third is ${third.minor}`);
            assert.ok(
              done.postings.every((p) => openOf(p).sign() <= 0),
              "nothing more is owed to anyone, the half least of all",
            );
            assert.equal((await r.verify()).ok, true);
          } finally {
            await store.cleanup();
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });

    test("dl-vrag/6, /9: the reward the office collects is posted on to the salvor, 'dem ... som bjerget have'", async () => {
      const store = await kind.make();
      try {
        const r = new Register(store.store);
        await r.add({ case: parseCaseText(SALVAGED_YAML, "wreck").data as CaseFile, ...clerk, id: "w" });
        await r.claim("w", { ...clerk, date: "1690-05-01", claimant: "Hans Nielsen" });
        await r.decide("w", { ...clerk, date: "1690-05-02", accept: true, reward: "10" });
        const lines = (await r.show("w")).postings.map((p) => `${p.debtor}>${p.creditor} ${p.text}`);
        const claimant = (await r.show("w")).lot.claims[0]?.id;
        assert.ok(lines.includes(`${claimant}>office 10 rd`), lines.join("; "));
        assert.ok(lines.includes("office>bjerger 10 rd"), lines.join("; "));
      } finally {
        await store.cleanup();
      }
    });

    test("dl-vrag/8 and /10: costs of keeping stay with the keeper; costs of saving are owed by the one who has the goods back", async () => {
      const store = await kind.make();
      try {
        const r = new Register(store.store);
        const c = parseCaseText(WRECK_YAML, "wreck").data as CaseFile;
        const claimed = { ...c, facts: { ...c.facts, salvage_reward: { amount: "10" } } } as CaseFile;
        await r.add({ case: claimed, ...clerk, id: "w" });
        await r.claim("w", { ...clerk, date: "1690-05-01", claimant: "Hans Nielsen" });
        await r.decide("w", { ...clerk, date: "1690-05-02", accept: true });
        const owed = async () =>
          (await r.show("w")).postings
            .filter((p) => p.state === "open")
            .map((p) => `${p.debtor}>${p.creditor} ${p.minor}`);
        const before = await owed();
        // "indlægge lade udi god forvaring": the keeper's duty, laid on nobody else.
        await r.cost("w", { ...clerk, date: "1690-05-03", amount: "4", kind: "keeping", for: "storage" });
        const kept = await r.show("w");
        assert.equal((kept.lot.case.facts.keeping as { cost?: string }).cost, "4 rd");
        assert.deepEqual(await owed(), before, "keeping costs are owed by no one");
        // "på dens omkostning, som godset skal igen have": the claimant owes the saving.
        await r.cost("w", { ...clerk, date: "1690-05-04", amount: "6", kind: "saving", item: "cloth" });
        const saving = (await r.show("w")).postings.filter((p) => p.state === "open" && /cost of saving/.test(p.for));
        assert.equal(saving.length, 1);
        assert.equal(saving[0]?.creditor, "office");
        assert.equal(saving[0]?.text, "6 rd");
        assert.equal(saving[0]?.debtor, kept.lot.claims[0]?.id, "owed by the claimant who has the goods back");
        await assert.rejects(
          () => r.cost("w", { ...clerk, date: "1690-05-05", amount: "1", kind: "keeping", item: "cloth" }),
          (e: Error) => e instanceof RegisterError && /whole wreck/.test(e.message),
        );
      } finally {
        await store.cleanup();
      }
    });

    test("Q-S12 R3 as the office's reading: the assessors are told the keeping, and the keeper has it out of the reward before the salvor's share", async () => {
      const store = await kind.make();
      try {
        const r = new Register(store.store);
        await r.setReading({ ...clerk, name: "keeping_costs", value: "R3", reason: "the office's reading" });
        const c = parseCaseText(SALVAGED_YAML, "wreck").data as CaseFile;
        await r.add({ case: c, ...clerk, id: "w" });
        await r.cost("w", { ...clerk, date: "1690-05-03", amount: "4", kind: "keeping", for: "storage" });
        await r.claim("w", { ...clerk, date: "1690-05-04", claimant: "Hans Nielsen" });
        await r.decide("w", { ...clerk, date: "1690-05-05", accept: true });
        // "for en tilbørlig bjergeløn, som før er rørt" (dl-vrag/9): the reward of dl-vrag/6, whose assessors weigh the keeping.
        const asked = (await r.show("w")).determination.assessments.find((a) => /salvage reward/.test(a.what));
        assert.equal(asked?.status, "needed");
        assert.match(asked?.basis ?? "", /4 rd the keeper laid out on keeping the goods is part of what they weigh/);
        await r.assess("w", {
          actor: "the amtmand",
          role: "officer",
          date: "1690-05-06",
          field: "reward",
          value: "10",
          by: "the amtmand with the best men",
        });
        const open = (await r.show("w")).postings
          .filter((p) => p.state === "open")
          .map((p) => `${p.debtor}>${p.creditor} ${p.text}`)
          .sort();
        // The owner pays the reward and nothing beside it; the salvor has it less the 4 rd of keeping.
        assert.deepEqual(open, ["claimant-1>office 10 rd", "office>bjerger 6 rd"]);
      } finally {
        await store.cleanup();
      }
    });
  });
}
