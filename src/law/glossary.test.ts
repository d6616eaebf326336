// test: shared
/**
 * The glossary holds to the originals: each term is written, as the glossary spells
 * it, in the original text of every provision it names; the provisions are the
 * law's and the term's own law's; each term has its gloss in every language, and
 * a modern spelling only where it differs.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GLOSSARY, GLOSSARY_LAWS } from "./glossary.js";
import { loadAllProvisions } from "./texts.js";

/** The statutes of each law of the glossary. */
const STATUTES_OF: Record<keyof typeof GLOSSARY_LAWS, readonly string[]> = {
  "borkum-1666": ["borkum-1666"],
  "danske-lov": ["dl-vrag", "dl-averi"],
};

/** Whether `word` stands in `text` as a word (or the start of one), its first letter in either case. */
function writtenIn(text: string, word: string): boolean {
  const esc = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const first = esc.slice(0, 1);
  return new RegExp(`(^|[^\\p{L}])[${first.toLowerCase()}${first.toUpperCase()}]${esc.slice(1)}`, "u").test(text);
}

describe("the glossary", () => {
  test("each term is written at each provision it names, as the original spells it there", async () => {
    const originals = new Map((await loadAllProvisions()).map((p) => [p.id as string, p]));
    const missing: string[] = [];
    for (const g of GLOSSARY) {
      assert.ok(g.at.length > 0, `${g.term}: names no provision`);
      for (const o of g.at) {
        const p = originals.get(o.provision);
        assert.ok(p, `${g.term}: ${o.provision} is no provision`);
        assert.ok(STATUTES_OF[g.law].includes(p.statute), `${g.term}: ${o.provision} is not of ${g.law}`);
        if (!writtenIn(p.original, o.written)) missing.push(`${g.term}: "${o.written}" is not in ${o.provision}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  test("every term has its gloss in English, German and Danish; its law, one entry; a modern spelling differs", () => {
    const seen = new Set<string>();
    for (const g of GLOSSARY) {
      const key = `${g.law} ${g.term}`;
      assert.ok(!seen.has(key), `${key} twice`);
      seen.add(key);
      assert.ok(g.law in GLOSSARY_LAWS);
      for (const l of ["en", "de", "da"] as const) assert.ok(g.gloss[l].trim().length > 10, `${g.term}: no ${l} gloss`);
      if (g.modern !== undefined)
        assert.ok(
          g.at.some((o) => o.written !== g.modern),
          `${g.term}: the modern spelling "${g.modern}" is how the law writes it`,
        );
    }
  });
});
