// test: shared
/**
 * Every reading argues its default from the original words, or says plainly that
 * the words do not decide: its note quotes at least one span ('…', in single
 * quotes) that stands in the original text (German or Danish) of the provisions
 * the reading names, whitespace normalised; a span cut with '…' counts when each
 * of its pieces stands there. Or the note says "the words do not decide" and why
 * the default was chosen all the same. No reading can then be without an
 * argument, nor quote words its provisions do not hold.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { ReadingDef } from "../src/core/reading.js";
import { allReadings } from "../src/law/index.js";
import { loadAllProvisions } from "../src/law/texts.js";

const norm = (s: string): string => s.replace(/\s+/g, " ").trim();

/** The spans a note quotes: '…' opened and closed outside a word (so "the skipper's" is no quote). */
function quotedSpans(note: string): string[] {
  return [...note.matchAll(/(?<![\p{L}\p{N}])'([^']+?)'(?![\p{L}\p{N}])/gu)].map((m) => m[1] as string);
}

/** Whether a quoted span stands in a text: each piece of it between '…' (or '...'), in order. */
function standsIn(span: string, text: string): boolean {
  const pieces = span
    .split(/…|\.\.\./)
    .map((p) => norm(p).replace(/^[,;:.]\s*|\s*[,;:]$/g, ""))
    .filter((p) => p !== "");
  if (pieces.length === 0) return false;
  let from = 0;
  for (const p of pieces) {
    const i = text.indexOf(p, from);
    if (i < 0) return false;
    from = i + p.length;
  }
  return true;
}

const UNDECIDED = /the words do not decide/i;

/**
 * The quotes of a note followed by the provisions they are cited to: "'…' (32, 37)",
 * "'…' (dl-vrag/6)", "'…' (dl-averi/32, 41)"; a bare number is of the statute of
 * the provision named before it in the same parentheses, or else of the reading's.
 */
function citedQuotes(r: ReadingDef): { quote: string; cited: string[] }[] {
  const note = r.note ?? "";
  const home = (r.provisions[0] ?? "").split("/")[0] as string;
  const out: { quote: string; cited: string[] }[] = [];
  for (const m of note.matchAll(/(?<![\p{L}\p{N}])'([^']+?)'\s*\(([^)]*)\)/gu)) {
    const refs = (m[2] as string).split(/,\s*/);
    if (!refs.every((x) => /^((borkum-1666|dl-averi|dl-vrag)\/)?[\d.]+([–-]\d+)?$/.test(x.trim()))) continue;
    let statute = home;
    const cited: string[] = [];
    for (const x of refs.map((y) => y.trim())) {
      const full = /^(borkum-1666|dl-averi|dl-vrag)\/(.+)$/.exec(x);
      if (full) statute = full[1] as string;
      const num = full ? (full[2] as string) : x;
      const range = /^(\d+)[–-](\d+)$/.exec(num);
      if (range) for (let i = Number(range[1]); i <= Number(range[2]); i++) cited.push(`${statute}/${i}`);
      else cited.push(`${statute}/${num}`);
    }
    out.push({ quote: m[1] as string, cited });
  }
  return out;
}

describe("the readings' arguments", async () => {
  const provisions = await loadAllProvisions();
  const byId = new Map(provisions.map((p) => [p.id, p]));
  /** The originals of a reading's provisions, in statute order, as one text. */
  const originalOf = (r: ReadingDef): string =>
    norm(
      provisions
        .filter((p) => r.provisions.includes(p.id))
        .map((p) => p.original)
        .join(" "),
    );

  test("every provision a reading names has an original text", () => {
    const missing = allReadings().flatMap((r) =>
      r.provisions.filter((p) => !byId.has(p)).map((p) => `${r.name}: ${p}`),
    );
    assert.deepEqual(missing, []);
  });

  test("every reading's note quotes its provisions' original words, or says plainly that the words do not decide", () => {
    const bare = allReadings().filter((r) => {
      const note = r.note ?? "";
      if (UNDECIDED.test(note)) return false;
      const text = originalOf(r);
      return !quotedSpans(note).some((s) => standsIn(s, text));
    });
    assert.deepEqual(
      bare.map((r) => `${r.question} ${r.name}`),
      [],
    );
  });

  test("a quote in the original's own letters stands in some provision's original text", () => {
    // A note may gloss in English between quotes ('in the said event'); a span with
    // æ, ø, å, ä, ö, ü or ß is a quotation of the original, and must be found there,
    // so that no note cites words the statutes do not hold.
    const all = norm(provisions.map((p) => p.original).join(" "));
    const wrong = allReadings().flatMap((r) =>
      quotedSpans(r.note ?? "")
        .filter((q) => /[æøåäöüß]/i.test(q) && !standsIn(q, all))
        .map((q) => `${r.question}: '${q}'`),
    );
    assert.deepEqual(wrong, []);
  });

  test("a quote cited to provisions, '…' (32, 37), stands in one of them", () => {
    const wrong = allReadings().flatMap((r) =>
      citedQuotes(r).flatMap(({ quote, cited }) => {
        const text = norm(
          provisions
            .filter((p) => cited.includes(p.id))
            .map((p) => p.original)
            .join(" "),
        );
        return /[æøåäöüß]/i.test(quote) && !cited.some((id) => standsIn(quote, norm(byId.get(id)?.original ?? "")))
          ? standsIn(quote, text)
            ? []
            : [`${r.question}: '${quote}' (${cited.join(", ")})`]
          : [];
      }),
    );
    assert.deepEqual(wrong, []);
  });

  test("the arguments met the words of the other side (Q-A19, Q-S07, Q-S10, Q-V11, Q-V12)", () => {
    const note = (q: string): string => allReadings().find((r) => r.question === q)?.note ?? "";
    // Q-A19: 'efter sin anpart' stands in dl-averi/32 and /41, 'som anden havari' in /32
    // and /37; neither in /39 or /25, to which the note once cited them.
    const a19 = citedQuotes(allReadings().find((r) => r.question === "Q-A19") as ReadingDef);
    assert.ok(a19.some((c) => c.quote === "som anden havari" && c.cited.includes("dl-averi/37")));
    assert.ok(a19.some((c) => /efter sin anpart/.test(c.quote) && c.cited.includes("dl-averi/41")));
    assert.doesNotMatch(note("Q-A19"), /dl-averi\/39 and \/25/);
    // Q-S07: argued from 'efter gode mænds sigelse', not chosen to get numbers.
    assert.doesNotMatch(note("Q-S07"), /chosen to get numbers/);
    assert.match(note("Q-S07"), /efter gode mænds sigelse/);
    // Q-S10: R2's 'skade … tilføjet' answered from the chapter's own use of 'skaden' for money laid out.
    assert.match(note("Q-S10"), /R2 answers that 'skade … tilføjet'/);
    assert.match(note("Q-S10"), /'udi skaden efter sin anpart'/);
    // Q-V11: the construction in which the exception qualifies the king's half only (R3).
    assert.match(note("Q-V11"), /R3 attaches the exception to the nearer half only \('og halvdelen kongen'\)/);
    // Q-V12: 'beholde halvdelen' met.
    assert.match(note("Q-V12"), /R2 rests on 'beholde halvdelen'/);
  });

  test("the check can fail: a quote the provisions do not hold, or none at all, is not an argument", () => {
    const text = norm("Dog ingen at nyde noget til bjergeløn, uden han hjælper at bjerge,");
    assert.ok(standsIn("Dog ingen at nyde noget til bjergeløn, uden han hjælper", text));
    assert.ok(standsIn("Dog ingen … uden han hjælper at bjerge", text));
    assert.ok(!standsIn("uden han hjælper … Dog ingen", text), "the pieces in order");
    assert.ok(!standsIn("skal skipperen sætte skibet på penge", text));
    assert.deepEqual(quotedSpans("the skipper's value: 'sætte skibet på penge', and 'no'"), [
      "sætte skibet på penge",
      "no",
    ]);
  });
});
