// test: shared
/**
 * The Borkum Rolle in German and Danish: a shipped case of each kind of §6 and §8,
 * said in the language, uses the Rolle's own terms. The words asserted are taken
 * from the original (borkum-1666.de.txt: „Part“, „Vogt“, „Pastor“, „Witwe“,
 * „Voot-Fuß-strand“, „Wracken“, „der Gemeine … heimgefallen“), not from what the
 * code prints.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../src/cases/parse.js";
import type { Determination } from "../src/core/determination.js";
import { decide } from "../src/engine/decide.js";
import { determinationIn } from "../src/engine/language.js";
import "../src/messages/index.js";

function decided(name: string): Determination {
  const file = join(import.meta.dirname, "..", "examples", "borkum-1666", name);
  return decide(parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>, { readings: {} });
}

const byId = (d: Determination, id: string) => d.allocations.find((a) => a.id === id);

describe("the Borkum Rolle said in German and Danish", () => {
  const foot = decided("foot-strand.yaml");

  it("German gives the Vogt his Part in the Rolle's words, and calls the goods those of the Voot-Fuß-Strand", () => {
    const de = determinationIn("de", foot);
    const vogt = byId(de, "vogt");
    assert.ok(vogt, "the Vogt has a row");
    assert.match(vogt.reason, /\bPart\b/);
    assert.match(vogt.reason, /\bVogt\b/);
    assert.match(de.situation, /Voot-Fuß-Strand/);
    assert.match(de.funds[0]?.label ?? "", /Bergegeld/);
    assert.notEqual(de.situation, foot.situation);
  });

  it("Danish keeps the Rolle's Part and Vogt, and the widow is an enke", () => {
    const da = determinationIn("da", foot);
    assert.match(byId(da, "vogt")?.reason ?? "", /\bParter\b.*\bVogt\b/);
    const widow = da.allocations.find((a) => /Wobke/.test(a.name));
    assert.ok(widow, "Widow Wobke has a row");
    assert.match(widow.reason, /\benke\b/);
    assert.match(da.funds[0]?.label ?? "", /[Bb]jærgepenge/);
  });

  it("wreck falls to the Gemeine in German and is vrag in Danish", () => {
    const wreck = decided("wreck-divided.yaml");
    assert.match(determinationIn("de", wreck).situation, /Wrack.*Gemeine/);
    assert.match(determinationIn("da", wreck).situation, /\bvrag\b.*menigheden/);
  });

  it("the English is as the engine made it", () => {
    assert.equal(determinationIn("en", foot), foot);
  });
});
