// test: shared
/** Shipwreck: the readings of dl-averi/1–4 and 42–48, the shipwreck kind, and properties over random cases. */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody } from "../../core/determination.js";
import { Rational } from "../../core/rational.js";
import { decide as decideCase } from "../../engine/decide.js";
import { STYRTEGODS } from "./general-average-readings.js";
import { dlAveri } from "./index.js";
import { SHIPWRECK_PROVISIONS, shipwreckKind } from "./shipwreck.js";
import { SHIPWRECK_CONSULTS, SHIPWRECK_READINGS } from "./shipwreck-readings.js";
import { average, caseError, decide, fortuna, haabet, maria, paths } from "./test-support/shipwreck.js";

/** The CaseError the engine gives a shipwreck case with these facts. */
const refused = (raw: unknown) =>
  caseError(() => decideCase({ version: 1, statute: "dl-averi", kind: "shipwreck", facts: raw }));

describe("the readings of dl-averi/1–4 and 42–48", () => {
  const switches: [string, string, () => unknown, string][] = [
    ["voyage_length", "Q-A01", () => haabet(), "R2"],
    ["refuser_advances", "Q-A02", () => haabet(), "R2"],
    ["crew_proof", "Q-A22", () => haabet({ loss: { cause: "misfortune", proved_with: ["ole", "peder"] } }), "R2"],
    ["spoiled_goods_mass", "Q-A34", () => fortuna(), "R2"],
    ["wreck_reward_sharing", "Q-S07", () => haabet(), "R2"],
    ["styrtegods", "Q-A16", () => fortuna(), "R2"],
  ];

  test("every reading defined here, and the general-average one shared, has a switch test, with the register's default", () => {
    assert.deepEqual(
      switches.map(([n]) => n).sort(),
      [...SHIPWRECK_READINGS.map((r) => r.name), STYRTEGODS.name].sort(),
    );
    for (const [name, question] of switches) {
      const def = SHIPWRECK_CONSULTS.find((r) => r.name === name);
      assert.equal(def?.question, question, name);
      assert.equal(def?.default, "R1", name);
    }
  });

  for (const [name, , raw, code] of switches) {
    test(`${name}: consulted by the decision, under the default and under ${code}, and the result moves`, () => {
      const a = decide(raw());
      const b = decide(raw(), { [name]: code });
      assert.ok(a.used.includes(name) && b.used.includes(name));
      assert.notDeepEqual(
        JSON.stringify([a.d.liabilities, a.d.averages, a.d.penalties, a.d.assessments]),
        JSON.stringify([b.d.liabilities, b.d.averages, b.d.penalties, b.d.assessments]),
      );
    });
  }

  test("styrtegods is the general-average kind's one definition, and dl-averi lists each reading once", () => {
    const mine = dlAveri.readings.filter((r) => r.name === "styrtegods");
    assert.equal(mine.length, 1);
    assert.equal(mine[0], STYRTEGODS);
    const names = dlAveri.readings.map((r) => r.name);
    assert.equal(new Set(names).size, names.length);
    for (const r of SHIPWRECK_READINGS) assert.ok(dlAveri.readings.includes(r), r.name);
  });

  test("a case that turns on no question rests on no reading", () => {
    const { used } = decide(maria());
    assert.deepEqual(used, []);
  });
});

// ---------------------------------------------------------------------------
// The kind and its case file

describe("the shipwreck kind", () => {
  test("implements dl-averi/1–4 and 42–48, and dl-averi lists none of them as pending", () => {
    assert.deepEqual([...shipwreckKind.provisions], [...SHIPWRECK_PROVISIONS]);
    for (const p of SHIPWRECK_PROVISIONS) assert.ok(!(dlAveri.pending ?? []).includes(p), p);
    assert.ok(dlAveri.kinds.some((k) => k.kind === "shipwreck"));
  });

  test("unknown people and parcels are reported with their path, all at once", () => {
    const e = refused(
      haabet({
        charterer: "nobody",
        crew: [{ person: "ghost", wage: 10 }],
        embezzlements: [{ person: "jens", act: "removed", what: "a cask", parcel: "bl-x" }],
        loss: { cause: "misfortune", proved_with: ["anders"], damages: [{ merchant: "who", amount: 1 }] },
      }),
    );
    const p = paths(e);
    for (const want of [
      "facts.charterer",
      "facts.crew[0].person",
      "facts.embezzlements[0].parcel",
      "facts.loss.proved_with[0]",
      "facts.loss.damages[0].merchant",
    ]) {
      assert.ok(p.includes(want), `${want} in ${p.join(", ")}`);
    }
  });

  test("a negative amount, a share of the ship that does not make 1, the skipper in his own crew: each reported", () => {
    const e = refused(
      haabet({
        ship: { id: "haabet", skipper: "niels", owners: [{ person: "niels", share: "1/2" }], state: "wrecked" },
        crew: [{ person: "niels", wage: -3 }],
      }),
    );
    const p = paths(e);
    assert.ok(p.includes("facts.ship.owners"), p.join(", "));
    assert.ok(
      p.some((x) => x.startsWith("facts.crew[0]")),
      p.join(", "),
    );
    assert.ok(e.issues.some((i) => /negative/.test(i.message)));
  });

  test("a part spoiled on a parcel not marked spoiled, and more spoiled than the parcel holds, are reported", () => {
    const e = refused(
      fortuna({
        cargo: [{ id: "x", owner: "d", packing: "bulk", quantity: 5, spoiled: { quantity: 2 } }],
      }),
    );
    assert.ok(paths(e).includes("facts.cargo[0].spoiled"));
    const f = refused(
      fortuna({
        cargo: [{ id: "x", owner: "d", packing: "bulk", quantity: 5, outcome: "spoiled", spoiled: { quantity: 7 } }],
      }),
    );
    assert.ok(paths(f).includes("facts.cargo[0].spoiled.quantity"));
  });

  test("an unknown ship state is refused with the states it may take", () => {
    const e = refused(
      haabet({ ship: { id: "h", skipper: "niels", owners: [{ person: "niels", share: 1 }], state: "sunk" } }),
    );
    assert.ok(paths(e).includes("facts.ship.state"));
  });
});

// ---------------------------------------------------------------------------
// Properties

describe("shipwreck: properties", () => {
  test("dl-averi/1 — the rounded shares of the reward always sum to it, and the order of the cargo changes nothing", () => {
    const parcels = fc.array(
      fc.record({ value: fc.integer({ min: 1, max: 100_000 }), owner: fc.integer({ min: 0, max: 2 }) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(parcels, fc.integer({ min: 0, max: 50_000 }), (rows, reward) => {
        const owners = ["anders", "berit", "carsten"];
        const cargo = rows.map((r, i) => ({ id: `p${i}`, owner: owners[r.owner], packing: "packs", value: r.value }));
        const assessed = { salvage_reward: `${reward} sk` };
        const a = decide(haabet({ cargo, embezzlements: [], assessed })).d;
        const b = decide(haabet({ cargo: [...cargo].reverse(), embezzlements: [], assessed })).d;
        const sum = a.allocations.reduce((t, x) => t + BigInt(x.rounded.minor), 0n);
        assert.equal(sum, BigInt(reward));
        const exact = a.allocations.reduce((t, x) => t.add(Rational.parse(x.exact.minor)), Rational.ZERO);
        assert.ok(exact.eq(Rational.of(reward)));
        const byId = (d: DeterminationBody) =>
          Object.fromEntries(d.allocations.map((x) => [x.id, x.rounded.minor]).sort());
        assert.deepEqual(byId(a), byId(b));
      }),
      { numRuns: 100 },
    );
  });

  test("dl-averi/44 — in kind, what the bulk owners keep is exactly what is left of the heap", () => {
    const lots = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 });
    fc.assert(
      fc.property(lots, fc.integer({ min: 0, max: 1000 }), (qs, spoil) => {
        const total = qs.reduce((t, q) => t + q, 0);
        const s = Math.min(spoil, qs[0] as number);
        const cargo = qs.map((q, i) => ({
          id: `b${i}`,
          owner: "d",
          packing: "bulk",
          quantity: q,
          unit: "lasts",
          ...(i === 0 ? { outcome: "spoiled", spoiled: { quantity: s } } : {}),
        }));
        const { d } = decide(fortuna({ cargo, assessed: {} }));
        const q = average(d, "spoiled-bulk").shares;
        assert.ok(q);
        const kept = q.lines.reduce((t, l) => t.add(Rational.parse(l.receives ?? "0")), Rational.ZERO);
        const borne = q.lines.reduce((t, l) => t.add(Rational.parse(l.bears ?? "0")), Rational.ZERO);
        assert.ok(kept.eq(Rational.of(total - s)));
        assert.ok(borne.eq(Rational.of(s)));
      }),
      { numRuns: 100 },
    );
  });
});
