// test: shared
/**
 * The interview and the comparison in German and Danish. For one shipped example
 * of each statute, `ask --lang` and `compare --lang` print no English of their
 * own: what they print besides the case's own strings and the texts the law says
 * (a determination's, a reading's, each rendered in the language by its statute's
 * catalogue) reads as German or Danish; every question they put has a message in
 * the language; and `readings --lang da` prints a reading's question in Danish.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { compare } from "../src/analysis/compare.js";
import { parseCaseText } from "../src/cases/parse.js";
import { runSealaw } from "../src/cli/test-support/run.js";
import type { Determination } from "../src/core/determination.js";
import { catalogue, hasMessage, inLanguage, type Lang, type PhraseBook } from "../src/core/messages.js";
import { textsIn } from "../src/engine/language.js";
import { stillNeeded } from "../src/questions/carried.js";
import { withPhrases } from "../src/questions/language.js";
import { type Question, questions } from "../src/questions/questions.js";
import { caseStrings, englishWords } from "./languages-check.js";
import "../src/messages/index.js";

const examples = join(import.meta.dirname, "..", "examples");

/** One example of each statute, and the statute it is compared with. */
const CASES = [
  { file: "borkum-1666/wreck-divided.yaml", with: "dl-vrag" },
  { file: "dl-vrag/find-open-sea.yaml", with: "borkum-1666" },
  { file: "dl-averi/collision-drifting.yaml", with: "borkum-1666" },
] as const;

const LANGS: readonly Exclude<Lang, "en">[] = ["de", "da"];

function caseOf(file: string): unknown {
  const path = join(examples, file);
  return parseCaseText(readFileSync(path, "utf8"), path).data;
}

/** Every string of a value (a determination, a list of readings), said in `lang` through `book`. */
function saidStrings(lang: Lang, value: unknown, book: PhraseBook): string[] {
  return caseStrings(textsIn(lang, value, book));
}

/** What the law says in a report (its determinations and readings), in the language: theirs, not the interview's. */
function lawTexts(
  lang: Lang,
  book: PhraseBook,
  ds: readonly (Determination | undefined)[],
  readings: unknown,
): string[] {
  const out = ds.flatMap((d) => (d ? saidStrings(lang, d, book) : []));
  const titles = caseStrings(readings).map((t) => inLanguage(lang, t));
  return [...out, ...titles].sort((a, b) => b.length - a.length);
}

/** The printed lines that still read as English, the verbatim texts taken out. */
function english(lang: Exclude<Lang, "en">, text: string, given: readonly string[]): string[] {
  // Longest first, and none so short that it would take a piece out of a word ("skrive").
  const verbatim = [...new Set(given)]
    .filter((v) => v.length >= 8 || /[^A-Za-zÆØÅæøåÄÖÜäöüß]/.test(v))
    .sort((a, b) => b.length - a.length);
  return text
    .split("\n")
    .filter((line) => !/^(Receipt|Quittung|Kvittering)\b/.test(line))
    .filter((line) => englishWords(lang, line, verbatim).length > 0)
    .map((line) => `${line} [${englishWords(lang, line, verbatim).join(" ")}]`);
}

function unsaid(lang: Lang, qs: readonly Question[], book: PhraseBook): string[] {
  return qs.filter((q) => !hasMessage(lang, q.question, book)).map((q) => `${q.path}: ${q.question}`);
}

describe("ask and compare in German and Danish", () => {
  for (const c of CASES) {
    const data = caseOf(c.file);
    const asked = withPhrases(() => questions(data));
    const compared = withPhrases(() => {
      const cmp = compare(data, c.with);
      return { cmp, needs: cmp.carried ? stillNeeded(cmp.carried, cmp.sameFacts === true) : undefined };
    });
    const { cmp, needs } = compared.value;
    for (const lang of LANGS) {
      it(`every question ask and compare put for ${c.file} has a ${lang} message`, () => {
        const report = asked.value;
        assert.ok(report.needed.length + report.optional.length > 0, "the example asks something");
        assert.deepEqual(unsaid(lang, [...report.needed, ...report.optional], asked.phrases), []);
        assert.deepEqual(unsaid(lang, needs?.needed ?? [], compared.phrases), []);
      });

      it(`ask ${c.file} --lang ${lang} prints no English of its own`, async () => {
        const ran = await runSealaw(["ask", join(examples, c.file), "--lang", lang]);
        assert.equal(ran.status, 0, ran.stderr);
        const r = asked.value;
        const verbatim = [
          ...caseStrings(data),
          ...lawTexts(lang, asked.phrases, [r.determination], r.readings),
          ...(r.situation !== undefined ? [inLanguage(lang, r.situation, asked.phrases)] : []),
          // The paths in the case file, as the questions and the facts not needed name them.
          ...[...r.needed, ...r.optional, ...r.notNeeded].map((q) => q.path),
          // The values a question offers are the case format's own codes.
          ...[...r.needed, ...r.optional].map((q) => (q.answer.options ?? []).map((o) => o.value).join(", ")),
        ];
        assert.deepEqual(english(lang, ran.stdout, verbatim), []);
      });

      it(`compare ${c.file} --with ${c.with} --lang ${lang} prints no English of its own`, async () => {
        const ran = await runSealaw(["compare", join(examples, c.file), "--with", c.with, "--lang", lang]);
        assert.equal(ran.status, 0, ran.stderr);
        const sides = [cmp.left, cmp.right];
        const verbatim = [
          ...caseStrings(data),
          ...caseStrings(cmp.carried ?? {}),
          ...lawTexts(
            lang,
            compared.phrases,
            sides.map((s) => s.determination),
            [],
          ),
          ...sides.flatMap((s) => [s.situation, s.reason].filter((x): x is string => x !== undefined)),
          ...sides
            .flatMap((s) => [s.situation, s.reason].filter((x): x is string => x !== undefined))
            .map((x) => inLanguage(lang, x, compared.phrases)),
          ...cmp.parties.flatMap((p) => [p.name, inLanguage(lang, p.name, compared.phrases), `(${p.party})`]),
          // Each statute and the kind of case it decides, by their ids.
          ...sides.map((s) => `(${s.kind})`),
          // The facts each statute reads, by their names in the case format.
          ...cmp.onlyLeft,
          ...cmp.onlyRight,
        ].sort((a, b) => b.length - a.length);
        assert.deepEqual(english(lang, ran.stdout, verbatim), []);
      });
    }
  }
});

describe("readings in Danish", () => {
  it("readings --statute dl-vrag --lang da prints each reading's question in the Danish of its statute", async () => {
    const ran = await runSealaw(["readings", "--statute", "dl-vrag", "--lang", "da"]);
    assert.equal(ran.status, 0, ran.stderr);
    const en = catalogue("en").get("reading:aar_og_dag");
    const da = catalogue("da").get("reading:aar_og_dag");
    assert.ok(en !== undefined && da !== undefined && da !== en, "the year and a day's question has its Danish");
    assert.ok(ran.stdout.split("\n").includes(`aar_og_dag  [Q-X01]  ${da}`), ran.stdout.slice(0, 400));
    assert.ok(!ran.stdout.includes(en));
  });
});
