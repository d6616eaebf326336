// test: shared
/** Salvage under the Danish Law: the determination as a whole, and properties of its splits over random cases (dl-vrag/6–7, 23). */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody, Liability } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { citedProvisions } from "../../core/explain.js";
import { RIGSDALER } from "../../core/money.js";
import { decideText } from "../../index.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { vragSalvageKind } from "./salvage.js";
import { anna, decide, ex19 } from "./test-support/salvage.js";

// ---------------------------------------------------------------------------
// The whole determination

describe("the determination", () => {
  test("every step cites provisions that exist, and the root cites all eleven", () => {
    const { d } = decide(anna({}, { could_salvage_no_more: true }));
    assert.deepEqual(d.explanation.provisions, [
      "dl-vrag/1",
      "dl-vrag/2",
      "dl-vrag/3",
      "dl-vrag/4",
      "dl-vrag/5",
      "dl-vrag/6",
      "dl-vrag/7",
      "dl-vrag/20",
      "dl-vrag/21",
      "dl-vrag/22",
      "dl-vrag/23",
    ]);
    for (const p of citedProvisions(d.explanation)) assert.match(p, /^dl-(vrag|averi)\/\d+$/);
    assert.deepEqual(d.penalties, []);
  });

  test("a case without a shipwreck is not covered, and says where to look", () => {
    const facts = { place: "beach", salvage_money: 10, people: [{ id: "a", helped: true }] };
    assert.throws(
      () => decide(facts),
      (e: unknown) => e instanceof NotCoveredError && e.path === "facts.shipwreck",
    );
  });

  test("ids the shipwreck names must be listed, and wages are owed only to the crew", () => {
    const bad = ex19({}, { ship: "nowhere", wages_owed: [{ person: "merchant", amount: 5 }] });
    const r = factsSchema(vragSalvageKind, RIGSDALER).safeParse(bad);
    assert.ok(!r.success, "!r.success");
    const paths = r.error.issues.map((i) => i.path.join("."));
    assert.ok(paths.includes("shipwreck.ship"), paths.join("; "));
    assert.ok(paths.includes("shipwreck.wages_owed.0.person"), paths.join("; "));
  });

  test("the ship that came to grief cannot be a salvaging ship", () => {
    const bad = ex19({
      ships: [{ id: "maria", skipper: "rasmus", owners: [{ person: "rasmus", share: "1" }] }],
    });
    assert.throws(() => decide(bad), /cannot be a salvaging ship/);
  });

  test("an amount that is not a whole skilling is refused at its path", () => {
    assert.throws(
      () => decide(ex19({}, { ship_value_saved: "1/2 sk" })),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.shipwreck.ship_value_saved",
    );
  });

  test("decided from a YAML case file through decideText, with its readings recorded", () => {
    const text = `
version: 1
statute: dl-vrag
kind: salvage
currency: rigsdaler
readings: { wages_shortfall: up_to_net_salvage }
facts:
  place: beach
  salvage_money: 0
  salvage_costs: "60 rd"
  ships:
    - { id: maria, skipper: rasmus, owners: [{ person: rasmus, share: 1 }], salvaging: false }
  shipwreck:
    ship: maria
    cause: storm
    wholly_lost: true
    crew: [s1, s2, s3]
    ship_value_saved: "30 rd"
    cargo: [{ owner: merchant, value_saved: "120 rd" }]
    wages_owed:
      - { person: s1, amount: "40 rd" }
      - { person: s2, amount: "40 rd" }
      - { person: s3, amount: "40 rd" }
  people:
    - { id: rasmus, roles: [skipper], helped: true }
    - { id: merchant, roles: [merchant] }
    - { id: s1, helped: true }
    - { id: s2, helped: true }
    - { id: s3, helped: true }
`;
    const d = decideText(text, { source: "ex19.yaml" });
    assert.equal(d.statute, "dl-vrag");
    assert.equal(d.kind, "salvage");
    assert.deepEqual(
      d.allocations.map((a) => a.rounded.text),
      ["30 rd", "30 rd", "30 rd"],
    );
    assert.equal(d.readings.find((r) => r.name === "wages_shortfall")?.value, "R2");
    assert.deepEqual(d.receipt.readings, d.readings);
  });
});

// ---------------------------------------------------------------------------
// Properties of the splits

const PEOPLE = ["a", "b", "c", "d", "e", "f"] as const;

const caseArb = fc
  .record({
    helped: fc.subarray([...PEOPLE]),
    counts: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: PEOPLE.length, maxLength: PEOPLE.length }),
    reward: fc.bigInt({ min: 0n, max: 2_000_000n }),
    shipValue: fc.bigInt({ min: 0n, max: 1_000_000n }),
    cargo: fc.array(fc.bigInt({ min: 0n, max: 1_000_000n }), { minLength: 1, maxLength: 3 }),
    wages: fc.array(fc.bigInt({ min: 0n, max: 50_000n }), { minLength: 1, maxLength: 3 }),
    costs: fc.bigInt({ min: 0n, max: 500_000n }),
    shortfall: fc.constantFrom("R1", "R2"),
  })
  .map((c) => {
    const crew = c.wages.map((_, i) => `s${i}`);
    const merchants = c.cargo.map((_, i) => `m${i}`);
    return {
      facts: {
        place: "beach",
        salvage_money: `${c.reward} sk`,
        salvage_money_fixed_by: "amtmand_and_best_men",
        salvage_costs: `${c.costs} sk`,
        ships: [{ id: "w", skipper: "sk", owners: [{ person: "sk", share: "1" }], salvaging: false }],
        shipwreck: {
          ship: "w",
          cause: "storm",
          crew,
          ship_value_saved: `${c.shipValue} sk`,
          cargo: c.cargo.map((v, i) => ({ owner: merchants[i], value_saved: `${v} sk` })),
          wages_owed: c.wages.map((v, i) => ({ person: crew[i], amount: `${v} sk` })),
        },
        people: [
          { id: "sk", roles: ["skipper"], helped: true },
          ...merchants.map((id) => ({ id, roles: ["merchant"] })),
          ...crew.map((id) => ({ id, helped: true })),
          ...PEOPLE.map((id, i) => ({ id, count: c.counts[i], helped: c.helped.includes(id) })),
        ],
      },
      readings: { wages_shortfall: c.shortfall },
      reward: c.reward,
    };
  });

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const minor = (l: Liability): bigint => BigInt(l.amount?.minor ?? "0");

describe("properties of the splits", () => {
  test("the reward, its payers and the wages each keep their total to the skilling, whatever the order of listing", () => {
    fc.assert(
      fc.property(caseArb, fc.integer({ min: 1, max: 1_000_000 }), (c, seed) => {
        const a = decide(c.facts, c.readings).d;
        // The reward's shares add up to the reward, and so do the payers' shares of it.
        if (a.allocations.length > 0) {
          assert.equal(
            a.allocations.reduce((s, x) => s + BigInt(x.rounded.minor), 0n),
            BigInt(a.funds[0]?.amount.minor ?? "-1"),
          );
        }
        const payers = a.liabilities.filter((l) => l.to === "the salvors" && l.amount);
        if (payers.length > 0)
          assert.equal(
            payers.reduce((s, l) => s + minor(l), 0n),
            c.reward,
          );
        // The wages (listed second when the reward is divided) add up to their fund.
        const wages = a.liabilities.filter((l) => l.provisions.includes("dl-vrag/23"));
        if (a.funds[1])
          assert.equal(
            wages.reduce((s, l) => s + minor(l), 0n),
            BigInt(a.funds[1].amount.minor),
          );
        // Listing people, goods and wages in another order changes no one's figures.
        const f = c.facts;
        const other = {
          ...f,
          people: shuffled(f.people, seed),
          shipwreck: {
            ...f.shipwreck,
            cargo: shuffled(f.shipwreck.cargo, seed + 1),
            wages_owed: shuffled(f.shipwreck.wages_owed, seed + 2),
          },
        };
        const b = decide(other, c.readings).d;
        const rows = (d: DeterminationBody) =>
          Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
        const owes = (d: DeterminationBody) =>
          Object.fromEntries(d.liabilities.map((l) => [`${l.from}>${l.to}>${l.provisions[0]}`, l.amount?.minor]));
        assert.deepEqual(rows(b), rows(a));
        assert.deepEqual(owes(b), owes(a));
        assert.deepEqual(
          b.funds.map((x) => x.amount.minor),
          a.funds.map((x) => x.amount.minor),
        );
      }),
      { numRuns: 300 },
    );
  });
});
