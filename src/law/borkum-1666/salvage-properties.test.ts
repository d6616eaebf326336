// test: shared
/** Salvage money: the facts §6 cannot decide, properties of the division over random cases, and the shipped examples of borkum-1666. */

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import fc from "fast-check";
import { parse as parseYaml } from "yaml";
import type { DeterminationBody } from "../../core/determination.js";
import { CaseError, NotCoveredError } from "../../core/errors.js";
import { type Currency, Money } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { borkum1666 } from "./index.js";
import { decide, roundedTotal } from "./test-support/salvage.js";
import { EX01, EX02, EX03, ship } from "./test-support/worked-examples.js";

// ---------------------------------------------------------------------------
// Errors

describe("facts §6 cannot decide", () => {
  test("came_ashore_by_itself with place outside_reefs is an error at facts.place", () => {
    assert.throws(
      () => decide({ ...EX01, came_ashore_by_itself: true }),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.place" && /beach/.test(e.message),
    );
  });

  test("pieces of a ship that came ashore by themselves are wreck under §8, not §6", () => {
    assert.throws(
      () => decide({ ...EX03, merchant_goods: false }),
      (e: unknown) =>
        e instanceof NotCoveredError &&
        e.path === "facts.merchant_goods" &&
        /§8/.test(e.message) &&
        e.provisions.includes("borkum-1666/8.1"),
    );
  });

  test("salvage inside the reefs with no salvaging ship says so at facts.ships", () => {
    assert.throws(
      () => decide({ ...EX02, ships: [], people: EX02.people.filter((p) => !("aboard" in p)) }),
      (e: unknown) =>
        e instanceof CaseError && e.issues[0]?.path === "facts.ships" && /no salvaging ship/.test(e.message),
    );
    const wreckOnly = { ...EX02, ships: [{ ...ship("hoffnung", "meinert"), salvaging: false }] };
    assert.throws(
      () => decide(wreckOnly),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.ships",
    );
  });

  test("goods taken on the beach that did not come ashore by themselves are not covered", () => {
    assert.throws(
      () => decide({ ...EX03, came_ashore_by_itself: false, ships: [ship("s", "ubbo")] }),
      (e: unknown) => e instanceof NotCoveredError && e.path === "facts.place",
    );
  });

  test("a ship's owner cannot be a group row", () => {
    const facts = { ...EX01, people: EX01.people.map((p) => (p.id === "harm" ? { ...p, count: 2 } : p)) };
    assert.throws(
      () => decide(facts),
      (e: unknown) => e instanceof CaseError && e.issues[0]?.path === "facts.people[0].count",
    );
  });

  // 'der Vogt', 'der Pastor' (6.4, 6.7) and 'der Schiffer' (6.1, 6.3) are one man
  // each, at sea and ashore alike: a group row of them is refused, not multiplied.
  for (const [name, facts] of [
    ["on the reefs", EX01],
    ["foot-strand goods", EX03],
  ] as const) {
    for (const role of ["vogt", "pastor", "skipper"] as const) {
      test(`${name}: a ${role} cannot be a group row`, () => {
        const people = facts.people.map((p) => ({ ...p }));
        let i = people.findIndex((p) => (p.roles as readonly string[]).includes(role));
        if (i < 0) {
          people.push({ id: `the-${role}`, roles: [role] } as (typeof people)[number]);
          i = people.length - 1;
        }
        people[i] = { ...people[i], count: 3 } as (typeof people)[number];
        assert.throws(
          () => decide({ ...facts, people }),
          (e: unknown) =>
            e instanceof CaseError && e.issues[0]?.path === `facts.people[${i}].count` && /one man/.test(e.message),
        );
      });
    }
  }
});

// ---------------------------------------------------------------------------
// The division always adds up, whatever the order of the people

const ROLES = ["householder", "widow", "grown_son", "boy", "farmhand", "unmarried"] as const;

const personArb = (i: number, ships: number) =>
  fc.record({
    id: fc.constant(`p${i}`),
    roles: fc.subarray([...ROLES], { minLength: 1, maxLength: 2 }),
    farm: fc.option(fc.constantFrom("altbauer", "neubauer"), { nil: undefined }),
    count: fc.integer({ min: 1, max: 4 }),
    aboard: fc.option(fc.constantFrom(...Array.from({ length: ships }, (_, k) => `s${k}`)), { nil: undefined }),
    helped: fc.boolean(),
    carted: fc.boolean(),
    wagon: fc.boolean(),
    unable_to_work: fc.boolean(),
    without_means: fc.boolean(),
    // Household ties to the fixed people below (a skipper-householder and a widow).
    son_of: fc.option(fc.constantFrom("skip0", "p-owner"), { nil: undefined }),
    in_place_of: fc.option(fc.constantFrom("skip0", "p-owner"), { nil: undefined }),
  });

/** Any alternative of any reading the rules consult. */
const readingsArb = fc.record(
  Object.fromEntries(
    borkum1666.readings
      .filter((r) => r.name !== "reichstaler_subdivision")
      .map((r) => [r.name, fc.constantFrom(...r.alternatives.map((a) => a.code))]),
  ),
) as fc.Arbitrary<Record<string, string>>;

const caseArb = fc
  .record({
    where: fc.constantFrom("outside_reefs", "on_reefs", "open_sea", "inside_reefs", "beach"),
    ships: fc.integer({ min: 1, max: 2 }),
    n: fc.integer({ min: 0, max: 12 }),
    money: fc.bigInt({ min: 0n, max: 10_000_000n }),
    readings: readingsArb,
    widowUnable: fc.boolean(),
    vogtHelps: fc.boolean(),
  })
  .chain((c) => fc.tuple(fc.constant(c), fc.tuple(...Array.from({ length: c.n }, (_, i) => personArb(i, c.ships)))))
  .map(([c, people]) => {
    const footStrand = c.where === "beach";
    const skippers = Array.from({ length: c.ships }, (_, k) => ({
      id: `skip${k}`,
      roles: ["householder"],
      aboard: `s${k}`,
      helped: true,
    }));
    const ships = Array.from({ length: c.ships }, (_, k) =>
      ship(`s${k}`, `skip${k}`, [
        [`skip${k}`, "1/2"],
        ["p-owner", "1/2"],
      ]),
    );
    const all = [
      ...skippers,
      { id: "p-owner", roles: ["widow"], unable_to_work: c.widowUnable },
      { id: "vogt", roles: ["vogt"], helped: c.vogtHelps, wagon: c.vogtHelps },
      { id: "pastor", roles: ["pastor"] },
      ...people,
    ];
    return {
      facts: {
        place: c.where,
        came_ashore_by_itself: footStrand,
        salvage_money: `${c.money} c`,
        ships,
        people: all,
      },
      readings: c.readings,
      money: c.money,
    };
  });

describe("properties of the division", () => {
  test("under any readings, the rounded shares add up to the fund, and the order of the people changes no one's parts or amount", () => {
    fc.assert(
      fc.property(
        caseArb.chain((c) =>
          fc.tuple(fc.constant(c), fc.shuffledSubarray(c.facts.people, { minLength: c.facts.people.length })),
        ),
        ([c, shuffled]) => {
          const a = decide(c.facts, c.readings).d;
          if (a.funds[0]?.totalParts !== "0") assert.equal(roundedTotal(a), c.money);
          const b = decide({ ...c.facts, people: shuffled }, c.readings).d;
          const key = (d: DeterminationBody) =>
            Object.fromEntries(d.allocations.map((x) => [x.id, [x.parts, x.exact.minor, x.rounded.minor]]));
          assert.deepEqual(key(b), key(a));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------
// The example case files decide, and add up

describe("examples/borkum-1666", () => {
  const dir = new URL("../../../examples/borkum-1666/", import.meta.url);
  // Only the salvage cases: the folder also holds pilotage and wreck examples.
  const files = readdirSync(dir).filter(
    (f) => f.endsWith(".yaml") && parseYaml(readFileSync(new URL(f, dir), "utf8")).kind === "salvage",
  );

  test("there is an example for each situation of §6, and one in Reichstaler", () => {
    for (const f of ["salvage-outside-reefs.yaml", "salvage-inside-reefs.yaml", "foot-strand.yaml"]) {
      assert.ok(files.includes(f), f);
    }
    assert.ok(files.length >= 4);
  });

  for (const file of files) {
    test(`${file} decides and its rounded shares add up to the salvage money`, () => {
      const env = parseYaml(readFileSync(new URL(file, dir), "utf8"));
      assert.equal(env.version, 1);
      assert.equal(env.statute, "borkum-1666");
      assert.equal(env.kind, "salvage");
      const probe = new ReadingSet(borkum1666.readings, env.readings ?? {});
      const currency = borkum1666.currency(env.currency ?? borkum1666.currencies[0], probe) as Currency;
      const { d } = decide(env.facts, env.readings ?? {}, currency);
      const fund = Money.parse(currency, String(env.facts.salvage_money)) as Money;
      assert.equal(roundedTotal(d), fund.minor.num);
      assert.equal(d.allocations.length, env.facts.people.length);
    });
  }

  test("the EX files give the tables of RULES.md", () => {
    const load = (f: string) => parseYaml(readFileSync(new URL(f, dir), "utf8")).facts;
    assert.equal(decide(load("salvage-outside-reefs.yaml")).d.funds[0]?.perPart?.u, "20");
    assert.equal(decide(load("salvage-inside-reefs.yaml")).d.funds[0]?.perPart?.u, "20");
    assert.equal(decide(load("foot-strand.yaml")).d.funds[0]?.perPart?.u, "10");
  });

  test("the Reichstaler example rounds to whole Witten: 11 parts of 20160/11 Witten", () => {
    const env = parseYaml(readFileSync(new URL("reichstaler-two-ships.yaml", dir), "utf8"));
    const currency = borkum1666.currency("reichstaler", new ReadingSet(borkum1666.readings)) as Currency;
    const { d, row } = decide(env.facts, {}, currency);
    assert.equal(d.funds[0]?.totalParts, "11");
    assert.equal(d.funds[0]?.perPart?.minor, "20160/11");
    assert.equal(row("toenjes").parts, "5/3");
    assert.equal(row("geske").parts, "2/3");
    assert.equal(row("eppe").parts, "5/3");
    assert.equal(row("geske").exact.minor, "13440/11");
    assert.equal(row("geske").rounded.minor, "1222");
    assert.equal(row("geske").roundedUp, true);
    // Five Witten are left over: Geske (9/11), then Harmen, Jelte, Poppe (8/11), then Eppe (6/11, before Tönjes by id).
    assert.deepEqual(
      d.allocations.filter((a) => a.roundedUp).map((a) => a.id),
      ["geske", "eppe", "jelte", "harmen", "poppe"],
    );
    assert.equal(row("toenjes").rounded.text, "5 rtl 35 st 4 w");
    assert.equal(roundedTotal(d), 20160n);
  });
});
