// test: shared
/**
 * Every question the interview can put, in German and Danish. Every field of every
 * kind of every statute (src/messages/field-questions.ts) has a German and a Danish question,
 * and every value's meaning a German and a Danish meaning, none of them reading as
 * English; and for every shipped example, every question `ask` puts (next, needed,
 * what it may also say, and those it has answered) is said through its message, its words
 * and its values' meanings free of English but for what the case itself writes.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { parseCaseText } from "../src/cases/parse.js";
import { catalogue, hasMessage, type Lang } from "../src/core/messages.js";
import { FIELD_ENGLISH, MEANING_ENGLISH } from "../src/messages/field-questions.js";
import { questionsIn, withPhrases } from "../src/questions/language.js";
import type { Phrased } from "../src/questions/phrase.js";
import { questions } from "../src/questions/questions.js";
import { caseStrings, EXAMPLES, englishWords, exampleFiles } from "./languages-check.js";
import "../src/messages/index.js";

const LANGS: readonly Exclude<Lang, "en">[] = ["de", "da"];

const examples = EXAMPLES;
const files = exampleFiles();

describe("every field's question in German and Danish", () => {
  for (const lang of LANGS) {
    it(`${lang}: each field's question and each value's meaning has a pattern that reads as ${lang}`, () => {
      const cat = catalogue(lang);
      const missing: string[] = [];
      const english: string[] = [];
      for (const [table, prefix] of [
        [FIELD_ENGLISH, "questions/field"],
        [MEANING_ENGLISH, "questions/meaning"],
      ] as const)
        for (const key of Object.keys(table)) {
          const pattern = cat.get(`${prefix}.${key}`);
          if (pattern === undefined) missing.push(key);
          else {
            const words = englishWords(lang, pattern.replaceAll("{who}", ""));
            if (words.length > 0) english.push(`${key} [${words.join(" ")}]: ${pattern}`);
          }
        }
      assert.ok(Object.keys(FIELD_ENGLISH).length > 0);
      assert.deepEqual(missing, []);
      assert.deepEqual(english, []);
    });
  }
});

describe("every question ask puts for a shipped example, in German and Danish", () => {
  it("finds the examples", () => {
    assert.ok(files.length > 40, `${files.length} examples`);
  });
  for (const file of files)
    it(file, () => {
      const path = join(examples, file);
      const data = parseCaseText(readFileSync(path, "utf8"), path).data;
      const made = withPhrases(() => questions(data, { answered: true }));
      const en = made.value;
      const asked: Phrased[] = [...(en.next ? [en.next] : []), ...en.needed, ...en.optional, ...(en.answered ?? [])];
      assert.ok(asked.length > 0, "ask puts some question of every example");
      const given = caseStrings(data);
      for (const lang of LANGS) {
        const said = questionsIn(lang, en, made.phrases);
        const put: Phrased[] = [
          ...(said.next ? [said.next] : []),
          ...said.needed,
          ...said.optional,
          ...(said.answered ?? []),
        ];
        const left: string[] = [];
        asked.forEach((q, i) => {
          const theirs = put[i] as Phrased;
          const texts: [string, string][] = [
            [q.question, theirs.question],
            ...(q.answer.options ?? []).flatMap((o, j): [string, string][] =>
              o.meaning === undefined ? [] : [[o.meaning, theirs.answer.options?.[j]?.meaning ?? ""]],
            ),
          ];
          for (const [text, out] of texts) {
            if (given.includes(text)) continue;
            if (!hasMessage(lang, text, made.phrases)) left.push(`${q.path}: no ${lang} message: ${text}`);
            const words = englishWords(lang, out, given);
            if (words.length > 0) left.push(`${q.path}: [${words.join(" ")}] ${out}`);
          }
        });
        assert.deepEqual(left, [], lang);
      }
    });
});
