// test: shared
/**
 * The text of `sealaw ask`: runs of consecutive provisions written as ranges, and a
 * gap several questions in a row would settle said once for them.
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { questions } from "./questions.js";
import { provisionRuns, renderQuestions } from "./render.js";

/** The provisions a run stands for, back one by one. */
function expand(runs: string): string[] {
  if (runs === "") return [];
  return runs.split(", ").flatMap((r) => {
    const m = /^(.+\/)((?:\d+\.)*)(\d+)–((?:\d+\.)*)(\d+)$/.exec(r);
    if (!m) return [r];
    const [, head, prefix, from, prefix2, to] = m as unknown as string[];
    assert.equal(prefix2, prefix, `a run within one section: ${r}`);
    const out: string[] = [];
    for (let n = Number(from); n <= Number(to); n++) out.push(`${head}${prefix}${n}`);
    return out;
  });
}

describe("provisions as runs", () => {
  it("dl-averi/20 to /41 one by one is dl-averi/20–41; Borkum's 6.3 to 6.6 is borkum-1666/6.3–6.6", () => {
    const averi = Array.from({ length: 22 }, (_, i) => `dl-averi/${20 + i}`);
    assert.equal(provisionRuns(averi), "dl-averi/20–41");
    assert.equal(
      provisionRuns([
        "borkum-1666/5",
        "borkum-1666/6.1",
        "borkum-1666/6.3",
        "borkum-1666/6.4",
        "borkum-1666/6.5",
        "borkum-1666/6.6",
      ]),
      "borkum-1666/5, borkum-1666/6.1, borkum-1666/6.3–6.6",
    );
    // Sorted as numbers, not as text: /9 comes before /10, and they are a run.
    assert.equal(provisionRuns(["dl-vrag/10", "dl-vrag/9"]), "dl-vrag/9–10");
  });

  it("for any set of provisions: the runs stand for exactly that set, and no two runs could be one", () => {
    const provision = fc.oneof(
      fc.integer({ min: 1, max: 12 }).map((n) => `dl-averi/${n}`),
      fc.tuple(fc.integer({ min: 5, max: 7 }), fc.integer({ min: 1, max: 6 })).map(([a, b]) => `borkum-1666/${a}.${b}`),
    );
    fc.assert(
      fc.property(fc.array(provision, { maxLength: 20 }), (list) => {
        const runs = provisionRuns(list);
        const back = expand(runs);
        assert.deepEqual([...back].sort(), [...new Set(list)].sort());
        assert.equal(back.length, new Set(back).size, `each provision once: ${runs}`);
        // Each run is as long as it can be: the end of one and the start of the next are not neighbours.
        const parts = runs === "" ? [] : runs.split(", ");
        for (let i = 0; i + 1 < parts.length; i++) {
          const end = expand(parts[i] as string).pop() as string;
          const start = expand(parts[i + 1] as string)[0] as string;
          const a = /^(.+[/.])(\d+)$/.exec(end);
          const b = /^(.+[/.])(\d+)$/.exec(start);
          assert.ok(!(a && b && a[1] === b[1] && Number(a[2]) + 1 === Number(b[2])), `${runs} splits a run`);
        }
      }),
    );
  });
});

describe("sealaw ask's text", () => {
  const ga = {
    version: 1,
    statute: "dl-averi",
    kind: "general_average",
    facts: {
      ship: { id: "fortuna", skipper: "jens", owners: [{ person: "jens", share: 1 }] },
      people: [
        { id: "jens", roles: ["skipper", "shipowner"] },
        { id: "a", roles: ["merchant"] },
      ],
    },
  };

  it("a gap the questions in a row share is said once for them, and their provisions as a run", () => {
    const r = questions(ga);
    const gap = r.needed[0]?.settles as string;
    assert.ok(r.needed.length > 1 && r.needed.every((q) => q.settles === gap), "the losses share one gap");
    const text = renderQuestions(r);
    assert.equal(text.split(gap).length - 1, 1, text);
    assert.doesNotMatch(text, /without it:/);
    assert.match(text, new RegExp(`1–${r.needed.length}`));
    assert.doesNotMatch(text, /dl-averi\/20, dl-averi\/21/);
  });

  it("the JSON keeps each question's own gap and provisions, one by one", () => {
    const r = questions(ga);
    for (const q of r.needed) {
      assert.ok(q.settles?.startsWith("No loss is stated"));
      assert.ok(q.provisions.every((p) => /^dl-averi\/\d+$/.test(p)));
    }
  });
});
