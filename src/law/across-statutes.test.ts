// test: shared
/**
 * What holds between the statutes, tested where no one statute's tests reach into
 * another's folder: one set of facts decided under two statutes, and the reading the
 * two chapters of the Danish Law share.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { amountSchema } from "../cases/common.js";
import { NotCoveredError } from "../core/errors.js";
import { RIGSDALER } from "../core/money.js";
import { ReadingSet } from "../core/reading.js";
import { borkum1666 } from "./borkum-1666/index.js";
import { STRANDING_VS_BEACHING as SHARED } from "./danske-lov/shared-readings.js";
import { GENERAL_AVERAGE_READINGS } from "./dl-averi/general-average-readings.js";
import { dlVrag } from "./dl-vrag/index.js";
import { STRANDING_VS_BEACHING } from "./dl-vrag/salvage-readings.js";
import { EX10 } from "./dl-vrag/test-support/wreck.js";

function wreckOf(statute: typeof borkum1666 | typeof dlVrag) {
  const kind = statute.kinds.find((k) => k.kind === "wreck");
  assert.ok(kind, `${statute.id} decides wrecks`);
  return (raw: unknown) => {
    const facts = kind.facts(amountSchema(RIGSDALER)).parse(raw);
    return kind.decide(facts, { readings: new ReadingSet(statute.readings), currency: RIGSDALER });
  };
}

describe("one case, two statutes", () => {
  test("EX-10 is a wreck under dl-vrag, but under borkum-1666 §8 merchants' goods are not wreck", () => {
    assert.ok(wreckOf(dlVrag)(EX10).allocations.length > 0, "dl-vrag divides the wreck");
    assert.throws(() => wreckOf(borkum1666)(EX10), NotCoveredError);
  });
});

describe("the readings the two chapters of the Danish Law share", () => {
  test("stranding_vs_beaching is the one definition dl-averi and dl-vrag both consult", () => {
    const averi = GENERAL_AVERAGE_READINGS.find((r) => r.name === "stranding_vs_beaching");
    assert.equal(averi, SHARED);
    assert.equal(STRANDING_VS_BEACHING, SHARED);
    assert.equal(averi?.question, STRANDING_VS_BEACHING.question);
    assert.deepEqual(averi?.alternatives, STRANDING_VS_BEACHING.alternatives);
    assert.equal(averi?.default, STRANDING_VS_BEACHING.default);
  });
});
