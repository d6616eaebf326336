// test: shared
/**
 * dl-vrag/8 against /9–10: the costs of keeping the wreck and the costs of saving
 * damaged goods. The keeper is bound to "indlægge lade udi god forvaring med klare
 * registre" (8); the owner has his goods "for en tilbørlig bjergeløn" (9), and damaged
 * goods are saved "på dens omkostning, som godset skal igen have" (10). Only the
 * saving is charged to whoever has the goods back; the keeping stays with the keeper.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import type { DeterminationBody } from "../../core/determination.js";
import { RIGSDALER } from "../../core/money.js";
import { ReadingSet } from "../../core/reading.js";
import { factsSchema } from "../test-support/facts-schema.js";
import { dlVrag } from "./index.js";

const wreckKind = dlVrag.kinds.find((k) => k.kind === "wreck") as (typeof dlVrag.kinds)[number];

function decide(raw: unknown): DeterminationBody {
  const facts = factsSchema(wreckKind, RIGSDALER).parse(raw);
  return wreckKind.decide(facts, { readings: new ReadingSet(dlVrag.readings, {}), currency: RIGSDALER });
}

const CLOTH = { id: "cloth", name: "12 bales of cloth", what: "cargo", wet: true, restorable: true, restoring_cost: 6 };
const WINE = { id: "wine", name: "4 pipes of wine", what: "cargo", damaged: true, restorable: false, sold_for: 40 };

const WRECK = {
  date: "1690-03-14",
  place: "beach",
  living_people: false,
  foreshore: { of: "king", amtmand: "amtmand" },
  keeping: { registered: "1690-03-16", register_kept: true },
  items: [CLOTH, { ...WINE, sold_on: "1690-03-18" }],
  people: [
    { id: "amtmand", name: "The amtmand", roles: ["official"] },
    { id: "owner", name: "Hans Nielsen", roles: ["merchant"] },
  ],
  claim: { by: "owner", as: "owner", date: "1690-06-16", proof_sufficient: true },
  salvage_reward: { amount: 10 },
};

/** What each party owes another, and what each is allotted: the money as the law settles it. */
const money = (d: DeterminationBody) => ({
  liabilities: d.liabilities.map((l) => [l.from, l.to, l.amount?.text ?? null]),
  allocations: d.allocations.map((a) => [a.id, a.exact.rd]),
});

describe("dl-vrag/8: the costs of keeping are the keeper's, not the owner's", () => {
  test("keeping costs leave what the owner pays and receives as it was; the keeper's duty names them", () => {
    const without = decide(WRECK);
    const kept = decide({ ...WRECK, keeping: { ...WRECK.keeping, cost: 4 } });
    assert.deepEqual(money(kept), money(without));
    const duty = kept.obligations.find((o) => o.who === "amtmand" && /safe keeping/.test(o.what));
    assert.ok(duty, "the keeper's duty of safe keeping");
    assert.deepEqual(duty.provisions, ["dl-vrag/8", "dl-vrag/9"]);
    assert.match(duty.what, /4 rd/);
    assert.match(duty.what, /his own charge/);
  });

  test("the cost of saving, by contrast, is charged to the one who has the goods back (dl-vrag/10)", () => {
    const saved = decide(WRECK).liabilities.find((l) => /cost of saving/.test(l.description));
    assert.deepEqual([saved?.from, saved?.to, saved?.amount?.rd], ["owner", "amtmand", "6"]);
    const more = decide({ ...WRECK, items: [{ ...CLOTH, restoring_cost: 10 }, WRECK.items[1]] });
    const dearer = more.liabilities.find((l) => /cost of saving/.test(l.description));
    assert.equal(dearer?.amount?.rd, "10");
  });

  test("for any keeping cost, and for a wreck claimed or not, the money is the same as without it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.boolean(), (cost, claimed) => {
        const base = claimed ? WRECK : { ...WRECK, claim: undefined, as_of: "1691-06-01" };
        const kept = decide({ ...base, keeping: { ...WRECK.keeping, cost } });
        assert.deepEqual(money(kept), money(decide(base)));
      }),
      { numRuns: 40 },
    );
  });
});

describe("dl-vrag/6, /9: the salvage reward is the salvors', collected by the keeper", () => {
  const SALVORS = [...WRECK.people, { id: "salvor", name: "Niels Bjerger" }];
  const salvaged = { ...WRECK, people: SALVORS, keeping: { ...WRECK.keeping, salvaged_by: "salvor" } };

  test("the keeper owes the salvors the reward he has of the owner: 'dem ... som bjerget have'", () => {
    const d = decide(salvaged);
    const toSalvor = d.liabilities.filter((l) => l.to === "salvor");
    assert.deepEqual(
      toSalvor.map((l) => [l.from, l.amount?.rd, l.provisions]),
      [["amtmand", "10", ["dl-vrag/6", "dl-vrag/9"]]],
    );
    const fromOwner = d.liabilities.find((l) => l.from === "owner" && /salvage reward/.test(l.description));
    assert.equal(fromOwner?.amount?.rd, "10", "what the keeper pays out is what the owner pays in");
  });

  test("no line to the salvors while the reward is unfixed, nor when nobody claims the goods", () => {
    const unfixed = decide({ ...salvaged, salvage_reward: undefined });
    assert.equal(
      unfixed.liabilities.some((l) => l.to === "salvor" && l.amount !== undefined),
      false,
    );
    const unclaimed = decide({ ...salvaged, claim: undefined, salvage_reward: undefined, as_of: "1690-04-01" });
    assert.equal(
      unclaimed.liabilities.some((l) => l.to === "salvor"),
      false,
    );
  });

  test("a keeper who salvaged it himself owes himself nothing", () => {
    const d = decide({ ...WRECK, keeping: { ...WRECK.keeping, salvaged_by: "amtmand" } });
    assert.equal(
      d.liabilities.some((l) => l.from === "amtmand" && l.to === "amtmand"),
      false,
    );
  });
});
