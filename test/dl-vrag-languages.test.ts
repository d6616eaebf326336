// test: shared
/**
 * Danske Lov 4-1 said in Danish and German: a shipped find, a shipped salvage and
 * shipped wrecks ashore, decided and rendered through the catalogues, use the
 * chapter's own words. The
 * words looked for are the original's ('bjergeløn', 'år og dag', 'amtmand',
 * 'for sin umage', 'skipper') and, in German, the German term with the Danish
 * beside it, not what the code happens to print.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import type { Lang } from "../src/core/messages.js";
import { determinationIn } from "../src/engine/language.js";
import { renderText } from "../src/engine/render.js";
import { decideText } from "../src/index.js";
import "../src/messages/index.js";

const examples = join(dirname(fileURLToPath(import.meta.url)), "..", "examples", "dl-vrag");

/**
 * Every text of the example's determination in `lang`, one string: the book of
 * English phrases and the readings relied on (data, kept as they are) left out.
 */
function textsOf(lang: Lang, file: string): string {
  const d = determinationIn(lang, decideText(readFileSync(join(examples, file), "utf8")));
  const { phrases: _book, readings: _readings, receipt: _receipt, ...said } = d;
  return JSON.stringify(said);
}

describe("dl-vrag in Danish and German", () => {
  test("a skipper's anchor redeemed by its owner is told in the Law's Danish", () => {
    const da = textsOf("da", "find-anchor-in-the-sound.yaml");
    for (const word of ["bjergeløn", "år og dag", "for sin umage", "skipper", "kongens befalingsmand"]) {
      assert.ok(da.includes(word), `the Danish has "${word}"`);
    }
    for (const english of ["salvage reward", "a year and a day", "the king's officer"]) {
      assert.ok(!da.includes(english), `the Danish has no "${english}"`);
    }
  });

  test("the same find in German gives the Danish term beside the German at first use", () => {
    const de = textsOf("de", "find-anchor-in-the-sound.yaml");
    for (const word of ["Bergelohn (bjergeløn)", "Jahr und Tag", "Befehlshaber des Königs"]) {
      assert.ok(de.includes(word), `the German has "${word}"`);
    }
    assert.ok(!de.includes("salvage reward"), 'the German has no "salvage reward"');
  });

  test("an unclaimed wreck off a landowner's land falls, in Danish, to 'den, som forstrandsrettighed har' after år og dag", () => {
    const da = textsOf("da", "wreck-private-foreshore.yaml");
    // dl-vrag/13: 'hvis ingen inden år og dag med nøjagtig bevis fremkommer ... da hører det kongen
    // til, eller den, som forstrandsrettighed har'; /10: 'på dens omkostning, som godset skal igen
    // have'; /11: 'straks sælges og gøres i penge, det dyreste ske kan'.
    for (const word of [
      "år og dag",
      "den, som forstrandsrettighed har",
      "vrag",
      "på dens omkostning, som godset skal igen have",
      "gøres i penge, det dyreste ske kan",
    ]) {
      assert.ok(da.includes(word), `the Danish has "${word}"`);
    }
    for (const english of [
      "year and a day",
      "foreshore right",
      "foreshore holder",
      "salvage reward",
      "wreck with nobody",
    ]) {
      assert.ok(!da.includes(english), `the Danish has no "${english}"`);
    }
  });

  test("the same wreck in German gives the foreshore right and the year and a day with the Law's terms beside them", () => {
    const de = textsOf("de", "wreck-private-foreshore.yaml");
    for (const word of ["Jahr und Tag (år og dag)", "Strandrecht (forstrandsrettighed)", "Wrack"]) {
      assert.ok(de.includes(word), `the German has "${word}"`);
    }
    for (const english of ["year and a day", "foreshore right", "wreck with nobody"]) {
      assert.ok(!de.includes(english), `the German has no "${english}"`);
    }
  });

  test("a wreck its owner's agent claims in time is given back, in Danish, for a tilbørlig bjergeløn on nøjagtig bevisning", () => {
    // dl-vrag/8: 'amtmanden, om det er på kongens forstrand'; /9: 'den rette ejer ... eller hans
    // fuldmægtig med nøjagtig bevisning inden år og dag ... for en tilbørlig bjergeløn'.
    const da = textsOf("da", "wreck-owner-comes.yaml");
    for (const word of [
      "kongens forstrand",
      "fuldmægtig",
      "nøjagtig bevisning",
      "inden år og dag",
      "tilbørlig bjergeløn",
    ]) {
      assert.ok(da.includes(word), `the Danish has "${word}"`);
    }
    const de = textsOf("de", "wreck-owner-comes.yaml");
    for (const word of [
      "Bergelohn (tilbørlig bjergeløn)",
      "Amtmann (amtmand)",
      "Strand des Königs (kongens forstrand)",
    ]) {
      assert.ok(de.includes(word), `the German has "${word}"`);
    }
  });

  test("the values a reward is split by name the ship and the merchant in words, the English keeping its keys", () => {
    const d = decideText(readFileSync(join(examples, "salvage-reward-assessed.yaml"), "utf8"));
    const printed = (lang: Lang) => renderText(determinationIn(lang, d), { lang, full: true });
    // The ship is the Anna of Ribe; the merchant, Morten (the example's own names).
    assert.ok(printed("en").includes("ship:anna=60 rd, goods:morten=180 rd"));
    assert.ok(printed("da").includes("skibet Anna of Ribe=60 rd"), "the Danish names the ship");
    assert.ok(printed("de").includes("Schiff Anna of Ribe=60 rd"), "the German names the ship");
    for (const lang of ["da", "de"] as const) {
      assert.ok(!printed(lang).includes("ship:anna="), `the ${lang} facts say no "ship:anna"`);
      assert.ok(!printed(lang).includes("goods:morten="), `the ${lang} facts say no "goods:morten"`);
    }
  });

  test("a salvage whose reward the amtmand and the best men assessed speaks of bjergeløn and the amtmand", () => {
    const da = textsOf("da", "salvage-reward-assessed.yaml");
    for (const word of ["bjergeløn", "amtmand"]) assert.ok(da.includes(word), `the Danish has "${word}"`);
    assert.ok(!da.includes("salvage reward"), 'the Danish has no "salvage reward"');
  });
});
