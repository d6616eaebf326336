// test: shared
/**
 * Danske Lov 4-1 said in Danish and German: a shipped find and a shipped salvage,
 * decided and rendered through the catalogues, use the chapter's own words. The
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

  test("a salvage whose reward the amtmand and the best men assessed speaks of bjergeløn and the amtmand", () => {
    const da = textsOf("da", "salvage-reward-assessed.yaml");
    for (const word of ["bjergeløn", "amtmand"]) assert.ok(da.includes(word), `the Danish has "${word}"`);
    assert.ok(!da.includes("salvage reward"), 'the Danish has no "salvage reward"');
  });
});
