// test: shared
/**
 * The printed frame of a determination in German and Danish: what a reader of
 * either language needs to find in it. A Danish general-average statement (EX-11:
 * the Fortuna's jettison and cut mast, reckoned in rigsdaler) has its headings,
 * columns and sentences in Danish, its rate with a decimal comma and its amounts
 * grouped with a point; a German Borkum division (EX-02) has the frame in German
 * and counts its parts as the Rolle does after a number ("zwei Part", "drei Part",
 * "vier Part": §§6–8), with "Parten" only as a column's plural. The expectations come from the
 * case files and from how each language writes, not from what was printed.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import type { Lang } from "../core/messages.js";
import { decide } from "./decide.js";
import { determinationIn } from "./language.js";
import { renderText } from "./render.js";
import { figures, renderStatementHtml } from "./render-statement.js";
import "../messages/index.js";

const examples = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "examples");

function decided(path: string): Determination {
  const file = join(examples, path);
  return decide(parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>, {});
}

function said(path: string, lang: Lang): { d: Determination; text: string } {
  const d = determinationIn(lang, decided(path));
  return { d, text: renderText(d, { lang, full: true }) };
}

/** The headings and sentences the frame adds in English, none of which a German or Danish page may keep. */
const ENGLISH_FRAME = [
  /^Statute: /m,
  /\bShare of the fund\b/,
  /^Party\b/m,
  /^\s*Why each party has its share:/m,
  /^\s*General average statement:/m,
  /\bContributory value\b/,
  /\bLoss to be made good\b/,
  /\brate of contribution\b/,
  /^\s*Balances \(/m,
  /^\s*Settlement \(/m,
  /^\s*Check: /m,
  /^\s*(Liabilities|Obligations|Options|Penalties|Assessments|Warnings|Readings relied on):$/m,
  /^Explanation \(/m,
  /\(did not apply\)/,
  /\(overridden by /,
  /^\s*(facts|readings): /m,
  /^Receipt: /m,
];

function noEnglishFrame(text: string): void {
  for (const re of ENGLISH_FRAME) assert.doesNotMatch(text, re, `an English heading or sentence is left: ${re}`);
}

describe("the Danish general-average statement (EX-11)", () => {
  const { d, text } = said("dl-averi/ga-jettison-and-mast.yaml", "da");

  test("its frame is Danish: the statement, its columns, its balances and settlement, the receipt", () => {
    assert.match(text, /^Lov: dl-averi\s/m);
    assert.match(text, /\bBidragsværdi\b/, "the contributory value, a column of the statement");
    assert.match(text, /\bGodtgjort\b/, "what is made good ('godtgøres', the Law's word)");
    assert.match(text, /^\s*Saldi \(/m);
    assert.match(text, /^\s*Afregning \(/m);
    assert.match(text, /^Forklaring \(/m);
    assert.match(text, /^Kvittering: sealaw /m);
    noEnglishFrame(text);
  });

  test("the rate of contribution, 1100 over 3960 = 5/18, is written 27,7778 % with a decimal comma", () => {
    assert.match(text, /5\/18 = 27,7778 %/);
    assert.doesNotMatch(text, /27\.7778/);
  });

  test("amounts of a thousand and more are grouped with a point: the ship at 2000 rd, the loss of 1100 rd, the mass of 3960 rd", () => {
    assert.match(text, /\b2\.000 rd\b/);
    assert.match(text, /\b1\.100 rd\b/);
    assert.match(text, /\b3\.960 rd\b/);
    assert.doesNotMatch(text, /\b\d,\d{3} rd\b/, "no English grouping left");
    // The money of account stays as it is written: rigsdaler, mark and skilling.
    assert.match(text, /\b\d+ rd \d mk \d+ sk\b/);
  });

  test("the printable page is Danish too: its language, its title and its rate", () => {
    const html = renderStatementHtml(d, { lang: "da" });
    assert.match(html, /^<!DOCTYPE html>\n<html lang="da">/);
    assert.doesNotMatch(html, /<h1>General average statement<\/h1>/);
    assert.match(html, /27,7778 %/);
    for (const english of [
      "Balances",
      "Settlement: who pays whom",
      "Provisions cited",
      "Readings relied on",
      "Receipt",
    ]) {
      assert.doesNotMatch(html, new RegExp(`<h2>${english}</h2>`));
    }
    assert.doesNotMatch(html, /<th[^>]*>(Contributory value|Made good|Interest|Owner)<\/th>/);
  });

  test("English stays English: the same determination printed without a language is as before", () => {
    const en = decided("dl-averi/ga-jettison-and-mast.yaml");
    assert.equal(renderText(en, { full: true }), renderText(en, { full: true, lang: "en" }));
    const page = renderStatementHtml(en);
    assert.match(page, /<html lang="en">/);
    assert.match(page, /5\/18 = 27\.7778 %/);
  });
});

describe("the German Borkum division (EX-02, salvage inside the reefs)", () => {
  const { text } = said("borkum-1666/salvage-inside-reefs.yaml", "de");

  test("its frame is German, and the salvage money of 340 u is counted as the Rolle counts, 'drei Part'", () => {
    assert.match(text, /^Gesetz: borkum-1666\s/m);
    // The Rolle writes a number of parts with the singular: "zwei Part", "drei Part", "vier Part".
    const rolle = readFileSync(join(examples, "..", "law-texts", "borkum-1666.de.txt"), "utf8");
    assert.match(rolle, /drei Part\b/);
    assert.match(text, /\b340 u in \d+ Part;/);
    assert.match(text, /; ein Part = /);
    assert.match(text, /^Beteiligter\s+Parten\s/m);
    assert.match(text, /^Erklärung \(/m);
    assert.match(text, /\(nicht angewandt\)/, "the rules that did not apply, with --full");
    assert.match(text, /^Quittung: sealaw /m);
    noEnglishFrame(text);
  });
});

describe("figures as German and Danish write them", () => {
  test("a decimal comma, points between the thousands, fractions as they are", () => {
    for (const lang of ["de", "da"] as const) {
      assert.equal(figures("1234567.89 EUR", lang), "1.234.567,89 EUR");
      assert.equal(figures("555.55 5/9 EUR", lang), "555,55 5/9 EUR");
      assert.equal(figures("5000/9 rd (≈ 555.56)", lang), "5000/9 rd (≈ 555,56)");
      assert.equal(figures("12 rd 3 mk", lang), "12 rd 3 mk");
      assert.equal(figures("12.5000", lang), "12,5000");
    }
    assert.equal(figures("1234.5", "en"), "1234.5", "English is left to the renderers as it was");
  });
});
