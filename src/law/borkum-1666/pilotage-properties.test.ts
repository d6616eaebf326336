// test: shared
/** Pilot money: lots drawn from a seed, properties of the surplus over random cases, and the determination as a whole. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody } from "../../core/determination.js";
import { citedProvisions } from "../../core/explain.js";
import { PILOTAGE_READINGS } from "./pilotage-readings.js";
import {
  decide,
  EX04,
  EX05,
  EX05_SALVAGE,
  roundedSum,
  SEVENTH,
  table,
  throwsCaseError,
} from "./test-support/pilotage.js";
import { EX04_READINGS } from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// Lots, properties, and the determination as a whole

describe("lots drawn from a seed", () => {
  const drawFacts = (ships: string[], persons: string[]) => ({
    ...EX05,
    ships: [...EX05.ships, { id: "fortuna", skipper: "rolf", owners: [{ person: "rolf", share: 1 }] }],
    lot: { draw: { seed: "Ems, St John's Day", ships, persons, persons_needed: 2 } },
  });
  const outcome = (d: DeterminationBody) => d.obligations.map((o) => o.who);

  test("the same seed draws the same lot every time, whatever the order of the candidates", () => {
    const a = decide(drawFacts(["hoop", "fortuna"], ["popke", "rolf", "sieben", "ocko", "antje"])).d;
    const b = decide(drawFacts(["hoop", "fortuna"], ["popke", "rolf", "sieben", "ocko", "antje"])).d;
    const c = decide(drawFacts(["fortuna", "hoop"], ["antje", "ocko", "sieben", "rolf", "popke"])).d;
    assert.deepEqual(outcome(a), outcome(b));
    assert.deepEqual(outcome(a), outcome(c));
    assert.deepEqual(table(a), table(c));
  });

  test("another seed may draw otherwise", () => {
    const seeds = ["1", "2", "3", "4", "5", "6", "7", "8"];
    const ships = new Set(
      seeds.map((seed) => {
        const f = drawFacts(["hoop", "fortuna"], ["popke", "sieben", "antje"]);
        return outcome(decide({ ...f, lot: { draw: { ...f.lot.draw, seed } } }).d)[0];
      }),
    );
    assert.equal(ships.size, 2);
  });
});

const ROLES = ["householder", "widow", "grown_son", "boy", "farmhand", "unmarried", "vogt", "pastor"] as const;

const personArb = (i: number, n: number) =>
  fc.record({
    id: fc.constant(`p${i}`),
    roles: fc.subarray([...ROLES], { minLength: 1, maxLength: 2 }),
    count: fc.integer({ min: 1, max: 3 }),
    on_beach: fc.boolean(),
    told: fc.boolean(),
    son_of: fc.option(fc.constantFrom(...Array.from({ length: n }, (_, k) => `p${k}`)), { nil: undefined }),
  });

const readingsArb = fc.record(
  Object.fromEntries(
    PILOTAGE_READINGS.map((r) => [r.name, fc.constantFrom(...r.alternatives.map((a) => a.code))]).concat([
      ["officials_parts_scope", fc.constantFrom("R1", "R2", "R3")],
    ]),
  ),
) as fc.Arbitrary<Record<string, string>>;

const caseArb = fc
  .integer({ min: 2, max: 10 })
  .chain((n) =>
    fc.record({
      people: fc.tuple(...Array.from({ length: n }, (_, i) => personArb(i, n))),
      prices: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: n }),
      surplus: fc.integer({ min: 0, max: 1_000_000 }),
      readings: readingsArb,
    }),
  )
  .map(({ people, prices, surplus, readings }) => {
    // No self-parentage, no group rows that others are sons of.
    const cleaned = people.map((p) => ({
      ...p,
      son_of: p.son_of === p.id ? undefined : p.son_of,
      told: p.told,
    }));
    const parents = new Set(cleaned.map((p) => p.son_of).filter((x) => x !== undefined));
    // The Vogt and the pastor are one man each (7.4–7.5), as are those who offer.
    const one = (p: { id: string; roles: string[] }, i: number) =>
      parents.has(p.id) || i < prices.length || p.roles.includes("vogt") || p.roles.includes("pastor");
    const ok = cleaned.map((p, i) => ({ ...p, count: one(p, i) ? 1 : p.count }));
    const offers = prices.map((price, i) => ({ person: `p${i}`, price: `${price} c` }));
    const lowest = Math.min(...prices);
    return {
      facts: {
        place: "outside_reefs",
        ship: { id: "stranger", signal: "waft", seen_from_tower: surplus % 2 === 0 },
        pilot_money: `${lowest + surplus} c`,
        offers,
        lot: { draw: { seed: `seed-${surplus}`, persons_needed: 0 } },
        people: ok,
      },
      readings,
      surplus: BigInt(surplus),
    };
  });

describe("properties of the surplus", () => {
  test("the rounded shares of the surplus add up to the surplus, and the order of people and offers changes nothing", () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) =>
          fc.tuple(
            fc.constant(c),
            fc.shuffledSubarray(c.facts.people, { minLength: c.facts.people.length }),
            fc.shuffledSubarray(c.facts.offers, { minLength: c.facts.offers.length }),
          ),
        ),
        ([c, people, offers]) => {
          const a = decide(c.facts, c.readings).d;
          const fund = a.funds.at(-1);
          const shares = a.allocations.filter((x) => !x.id.endsWith("#agreed-price"));
          assert.equal(BigInt(fund?.amount.minor ?? "-1"), c.surplus);
          if (fund?.totalParts !== "0") {
            assert.equal(roundedSum(shares), c.surplus);
            assert.equal(roundedSum(a.allocations), BigInt(a.funds[0]?.amount.minor ?? "-1"));
          }
          const b = decide({ ...c.facts, people, offers }, c.readings).d;
          const key = (d: DeterminationBody) =>
            Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
          assert.deepEqual(key(b), key(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the determination", () => {
  test("every person of the case has an allocation, with a reason and a provision", () => {
    for (const ex of [EX04, EX05, EX05_SALVAGE]) {
      const { d } = decide(ex);
      const ids = d.allocations.map((a) => a.id);
      for (const p of ex.people) assert.ok(ids.includes(p.id), p.id);
      for (const a of d.allocations) {
        assert.ok(a.reason.length > 0 && a.provisions.length > 0, a.id);
        assert.ok(/borkum-1666\/\d/.test(a.reason), `${a.id}: ${a.reason}`);
      }
    }
  });

  test("the readings consulted in EX-04 are only those it rests on", () => {
    assert.deepEqual(decide(EX04, EX04_READINGS).used, [
      "company_membership",
      "lowest_price",
      "officials_parts_scope",
      "part_fund",
      "pilot_shares_surplus",
      "vogt_pastor_pilot_share",
    ]);
  });

  test("the sides of §5 cover the whole pilot money, the agreed price too", () => {
    const { d } = decide(EX04, EX04_READINGS);
    const sides = Object.fromEntries((d.groups ?? []).map((g) => [g.id, g.exact.u]));
    assert.deepEqual(sides, { vogt: SEVENTH, community: "93/5" });
    assert.ok(citedProvisions(d.explanation).includes("borkum-1666/7.3"));
  });

  test("amounts that are not whole hundredths are refused at their path", () => {
    throwsCaseError(() => decide({ ...EX04, pilot_money: "20 1/3 c" }), "facts.pilot_money");
  });
});
