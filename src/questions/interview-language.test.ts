// test: shared
/**
 * The interview in German and Danish: what it writes around the questions reads as
 * the language (but for what the case itself writes and the case format's own
 * refusals), "ja", "nein" and "nej" answer a yes-or-no question as "yes" and "no"
 * do, and "zurück" and "tilbage" undo the last answer as "back" does.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { caseStrings, englishWords } from "../../test/languages-check.js";
import { parseCaseText } from "../cases/parse.js";
import type { Lang } from "../core/messages.js";
import { interview, pathOf } from "./interview.js";
import { questions } from "./questions.js";
import { valueAt } from "./schema-walk.js";
import "../messages/index.js";

const file = join(import.meta.dirname, "..", "..", "examples", "dl-vrag", "find-open-sea.yaml");
const data = parseCaseText(readFileSync(file, "utf8"), file).data as { facts: Record<string, unknown> };

/** A yes-or-no fact the case answers that, left out, is the next question put; and the case without it. */
function withoutAYesNo(): { path: string; given: boolean; data: unknown } {
  const asked = questions(data, { answered: true }).answered?.filter((x) => x.answer.type === "yes_no") ?? [];
  for (const q of asked) {
    const at = pathOf(q.path);
    const given = valueAt(data.facts, at);
    if (typeof given !== "boolean") continue;
    const out = structuredClone(data);
    let o = out.facts as Record<string | number, unknown>;
    for (const seg of at.slice(0, -1)) o = o[seg] as Record<string | number, unknown>;
    delete o[at[at.length - 1] as string | number];
    if (questions(out).next?.path === q.path) return { path: q.path, given, data: out };
  }
  assert.fail("no yes-or-no fact of the example is put next when left out");
}

async function run(lang: Lang, answers: string[], start: unknown) {
  const lines = [...answers];
  let written = "";
  const result = await interview(
    start,
    {
      readLine: async () => lines.shift(),
      write: (t) => {
        written += t;
      },
    },
    { lang },
  );
  return { result, written };
}

describe("the interview in German and Danish", () => {
  const { path, given, data: start } = withoutAYesNo();
  const words: Record<Exclude<Lang, "en">, { yes: string; no: string; back: string }> = {
    de: { yes: "ja", no: "nein", back: "zurück" },
    da: { yes: "ja", no: "nej", back: "tilbage" },
  };
  for (const lang of ["de", "da"] as const) {
    const w = words[lang];
    it(`${lang}: takes ${w.yes} and ${w.no} for yes and no, and ${w.back} undoes`, async () => {
      const answer = given ? w.yes : w.no;
      const other = given ? w.no : w.yes;
      const { result } = await run(lang, [other, w.back, answer], start);
      assert.deepEqual(
        result.answers.map((a) => [a.path, a.value]),
        [[pathOf(path), given]],
      );
    });

    it(`${lang}: what it writes reads as ${lang}`, async () => {
      const { written } = await run(lang, ["?", "", "maybe", w.back, given ? w.yes : w.no], start);
      const verbatim = caseStrings(start);
      const english = written
        .split("\n")
        .filter((l) => englishWords(lang, l, verbatim).length > 0 && !l.includes("maybe"));
      assert.deepEqual(english, []);
    });
  }
});
