// test: shared
/**
 * Collisions, anchors and lanterns (dl-averi/5–19) said in Danish and German: the
 * Danish keeps the Law's own words (bøje, altsammen, søfarende mænd, efterhøst,
 * lygter), the German gives the Law's term beside its own at first use, and no
 * Danish or German text falls back to the English.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../src/cases/parse.js";
import type { Determination } from "../src/core/determination.js";
import type { Step } from "../src/core/explain.js";
import { decide } from "../src/engine/decide.js";
import { determinationIn } from "../src/engine/language.js";
import { renderText } from "../src/engine/render.js";
import "../src/messages/index.js";

const EXAMPLES = join(import.meta.dirname, "..", "examples", "dl-averi");

function decided(file: string): Determination {
  const path = join(EXAMPLES, file);
  return decide(parseCaseText(readFileSync(path, "utf8"), path).data as Record<string, unknown>, {});
}

/** The label of the step of rule `id` anywhere in the explanation. */
function labelOf(d: Determination, id: string): string {
  const find = (s: Step | undefined): string | undefined => {
    if (s === undefined) return undefined;
    if (s.rule === id) return s.label;
    for (const c of s.children ?? []) {
      const l = find(c);
      if (l !== undefined) return l;
    }
    return undefined;
  };
  const l = find(d.explanation);
  assert.ok(l !== undefined, `no step of ${id}`);
  return l;
}

describe("dl-averi/16–17 in Danish and German", () => {
  const d = decided("anchor-unbuoyed.yaml");
  it("the Danish says the ship with no buoy pays 'den andens skade altsammen', as dl-averi/16 writes it", () => {
    const da = labelOf(determinationIn("da", d), "dl-averi/16#pays-all");
    assert.match(da, /ingen bøje/);
    assert.match(da, /den andens skade altsammen/);
  });
  it("the German says it in German: a Boje, the other's damage paid in full", () => {
    const de = labelOf(determinationIn("de", d), "dl-averi/16#pays-all");
    assert.match(de, /Boje/);
    assert.match(de, /ganz/);
    assert.notEqual(de, labelOf(d, "dl-averi/16#pays-all"));
  });
});

describe("dl-averi/11 in Danish", () => {
  it("the damage is surveyed 'af søfarende mænd', as the Law says", () => {
    const d = decided("collision-drifting.yaml");
    const da = determinationIn("da", d);
    assert.match(labelOf(da, "dl-averi/11#both-ships"), /besigtes af søfarende mænd/);
    assert.match(da.situation, /drev på Tvende Brødre/);
  });
});

describe("dl-averi/18 in Danish and German", () => {
  const d = decided("lights-sailing-late-autumn.yaml");
  it("the Danish speaks of ships that 'sejle om efterhøst, når mørke nætter er' and of 'lygter'", () => {
    const da = labelOf(determinationIn("da", d), "dl-averi/18#sailing-late-autumn");
    assert.match(da, /sejle om efterhøst, når mørke nætter er/);
    assert.match(da, /lygter/);
  });
  it("the German says Spätherbst and Laternen, with the Law's word beside", () => {
    const de = labelOf(determinationIn("de", d), "dl-averi/18#sailing-late-autumn");
    assert.match(de, /Spätherbst \(om efterhøst\)/);
    assert.match(de, /Laternen/);
  });
});

/** The first facts line of the printed explanation with `marker` in it. */
function factsLine(text: string, marker: string): string {
  const line = text.split("\n").find((l) => l.includes(marker) && /^\s+(fakta|Tatsachen):/.test(l));
  assert.ok(line !== undefined, `no facts line with ${marker}`);
  return line;
}

describe("dl-averi/6 and 9: what the rules read, printed in Danish and German", () => {
  // 4-2-6: 'Komme tvende skibe sejlende … men fange begge skade, da skulle begge
  // skipperne med deres folk svære'; 4-2-17 calls that swearing 'deres ed'.
  it("the Danish names each ship's 'skade' and the 'ed' sworn for her, not the English", () => {
    const text = renderText(decided("collision-under-sail.yaml"), { lang: "da" });
    const line = factsLine(text, "could_avoid=");
    assert.match(line, /skade på Svanen=300 rd/);
    assert.match(line, /skade på Haabet=100 rd/);
    assert.match(line, /skade på godset i Svanen=80 rd/);
    assert.match(line, /ed fra Svanen=sworn/);
    assert.doesNotMatch(line, /damage|oath/);
  });
  it("the German names each ship's Schaden and Eid", () => {
    const text = renderText(decided("collision-under-sail.yaml"), { lang: "de" });
    const line = factsLine(text, "could_avoid=");
    assert.match(line, /Schaden an der Svanen=300 rd/);
    assert.match(line, /Schaden am Gut in der Svanen=80 rd/);
    assert.match(line, /Eid der Haabet=sworn/);
    assert.doesNotMatch(line, /damage|oath/);
  });
  // 4-2-9: the sailing ship that takes damage herself 'have skade for hjemgæld';
  // 4-2-7: 'da gælde skibet skaden', the ship herself answering, not the merchant's goods (4-2-8).
  it("the Danish of a ship run down names the sailing ship's own 'skade' and the ship herself", () => {
    const text = renderText(decided("collision-run-down.yaml"), { lang: "da" });
    assert.match(factsLine(text, "=70 rd"), /skade på Fortuna=70 rd/);
    assert.match(factsLine(text, "interest="), /interest=Fortuna selv$/);
    assert.doesNotMatch(text, /herself|damage to/);
  });
  // 4-2-13: 'nogen slipper tov og anker, på det større skade må forekommes'.
  it("the Danish says the ships 'slipper tov og anker', and for how much", () => {
    const text = renderText(decided("anchor-slipped.yaml"), { lang: "da" });
    const line = factsLine(text, "to_prevent_damage=");
    assert.match(line, /tov og anker sluppet af Gabriel=60 rd/);
    assert.match(line, /tov og anker sluppet af Anna=40 rd/);
  });
});
