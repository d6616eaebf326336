// test: shared
/**
 * The Borkum Rolle in German and Danish: a shipped case of each kind of §6, §7 and §8,
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

  // §7: 'Was aber über den accordirten Preis … bedungen wird, kömmt der ganzen
  // Kompanie zu gute'; the Vogt and the pastor not told 'und die Eiländer das
  // Schiff von den dem Turm sehen, so haben sie ihren Anteil mit davon'.
  it("pilot money in German is the Rolle's Lootsengeld: the pilot keeps the accordierte Preis, the surplus goes to the Kompanie", () => {
    const surplus = decided("pilotage-surplus.yaml");
    const de = determinationIn("de", surplus);
    assert.match(de.funds[0]?.label ?? "", /\bLoots(en)?geld\b/);
    assert.match(de.funds[0]?.label ?? "", /\bKompanie\b/);
    const agreed = byId(de, "h5#agreed-price");
    assert.ok(agreed, "the pilot's agreed price has its line");
    assert.match(agreed.reason, /\baccordi(e)?rten Preis\b/);
    const vogt = byId(de, "vogt");
    assert.ok(vogt, "the Vogt has a row");
    assert.match(vogt.reason, /\bVogt\b.*\bTurm\b/);
    assert.match(vogt.reason, /\bPart\b/);
    assert.match(byId(de, "h1")?.reason ?? "", /\bHausvater\b.*\bAccord\b.*\bStrand\b/);
  });

  it("pilot money in Danish is lodspenge, shared in the Rolle's Parter with the Vogt", () => {
    const da = determinationIn("da", decided("pilotage-surplus.yaml"));
    assert.match(da.funds[0]?.label ?? "", /\b[Ll]odspenge\b/);
    assert.match(byId(da, "vogt")?.reason ?? "", /\bVogten\b.*\btårnet\b.*\bPart\b/);
  });

  // 7.8: 'Wer nun mit seinem Schiff lootset, der soll haben drei Part, das ist
  // einer für seinen Leib und fürs Schif zwei'; 7.7: 'auf den das Los fällt'.
  it("the piloting ship's skipper has his Part für seinen Leib, and the lot falls on those who go", () => {
    const lot = decided("pilotage-lot-drawn.yaml");
    const de = determinationIn("de", lot);
    const skipper = byId(de, "tjark");
    assert.ok(skipper, "the skipper has a row");
    assert.match(skipper.reason, /\bPart\b.*\bfür seinen Leib\b/);
    assert.match(skipper.reason, /\blootsenden Schiff/);
    const goOut = (d: Determination) => d.obligations.filter((o) => o.provisions.includes("borkum-1666/7.7"));
    assert.equal(goOut(de).length, 3, "the skipper and the two the lot fell on go out");
    for (const o of goOut(de)) assert.match(o.what, /\bLos\b/);
    for (const o of goOut(determinationIn("da", lot))) assert.match(o.what, /\bloddet\b/);
  });

  // 7.9: 'sondern irgend festsitzt und leck ist, welches der Vogt alsdann visitiren
  // muß, ob es in der hohen Landes Obrigkeit Hände verfallen sei oder nicht, kann
  // kein Lootsgeld heißen, sondern Bergegeld'.
  it("a ship aground and leaking pays Bergegeld, not Lootsgeld, and the Vogt visitiert it", () => {
    const aground = decided("pilotage-aground-leaking.yaml");
    const de = determinationIn("de", aground);
    assert.match(de.situation, /^Bergegeld, nicht Loots(en)?geld\b/);
    const inspect = de.obligations.find((o) => o.who === "vogt");
    assert.ok(inspect, "the Vogt has his inspection to make");
    assert.match(inspect.what, /\bvisiti(e)?ren\b.*\bLandes.?Obrigkeit\b/);
    const da = determinationIn("da", aground);
    assert.match(da.situation, /\bbjærgepenge \(Bergegeld\), ikke lodspenge\b/);
  });

  it("the English is as the engine made it", () => {
    assert.equal(determinationIn("en", foot), foot);
  });
});
