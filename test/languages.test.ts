/**
 * sealaw says everything in English, German and Danish: every message declared in
 * English has a German and a Danish pattern with the same arguments; no catalogue
 * keeps a message nobody declares; every shipped example's determination, its
 * explanation (every rule tried) and its printed form come out in German and in
 * Danish with no text left in English; and any names and amounts fill every
 * message in all three languages.
 *
 * It runs in a process of its own: other test files declare rules and readings of
 * their own (toy statutes), which no catalogue gives, and the catalogues are the
 * process's.
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { IntlMessageFormat } from "intl-messageformat";
import { argumentsOf, catalogue, type Lang } from "../src/core/messages.js";
import { type Decided, decideFile, EXAMPLES, exampleFiles, findEnglish, loadEveryModule } from "./languages-check.js";

// Every module of src/ that says something, so that every message is declared (the
// command and the server load most of theirs when a command or route runs).
await loadEveryModule();

const OTHER: readonly Exclude<Lang, "en">[] = ["de", "da"];
const english = catalogue("en");

describe("the catalogues", () => {
  for (const lang of OTHER) {
    it(`${lang} has every message English declares, with the same arguments`, () => {
      const cat = catalogue(lang);
      const missing = [...english.keys()].filter((id) => !cat.has(id));
      assert.deepEqual(missing.slice(0, 20), [], `${missing.length} messages have no ${lang} pattern`);
      const unlike: string[] = [];
      for (const [id, en] of english) {
        const theirs = cat.get(id);
        if (theirs === undefined) continue;
        const [a, b] = [[...argumentsOf(en)].sort(), [...argumentsOf(theirs)].sort()];
        if (a.join() !== b.join()) unlike.push(`${id}: en {${a.join(", ")}}, ${lang} {${b.join(", ")}}`);
      }
      assert.deepEqual(unlike, []);
    });

    it(`${lang} keeps no message that English does not declare`, () => {
      const stale = [...catalogue(lang).keys()].filter((id) => !english.has(id) && !id.startsWith("test/"));
      assert.deepEqual(stale, []);
    });
  }
});

const examples = EXAMPLES;
const files = exampleFiles();

/**
 * The examples whose German and Danish are not whole yet, each group with what is
 * missing. The list only shrinks: an example on it that comes out whole fails the
 * test until it is taken off, so that what is done stays done.
 */
const NOT_YET: Readonly<Record<string, string>> = {};

describe("every shipped example in German and Danish", () => {
  it("finds the examples, and lists only examples there are", () => {
    assert.ok(files.length > 40, `${files.length} examples`);
    assert.deepEqual(
      Object.keys(NOT_YET).filter((f) => !files.includes(f)),
      [],
    );
  });
  // Each example is decided once, and the one determination said in each language.
  const decided = new Map<string, Decided>();
  const decidedAll = () => {
    if (decided.size === 0) for (const f of files) decided.set(f, decideFile(join(examples, f)));
    return decided;
  };
  for (const lang of OTHER) {
    const found = new Map<string, string[]>();
    const findings = () => {
      if (found.size === 0)
        for (const [f, { determination, given }] of decidedAll())
          found.set(
            f,
            findEnglish(lang, determination, given).map(
              (x) => `${f}: ${x.where}: ${x.what}${x.words ? ` [${x.words.join(" ")}]` : ""}: ${x.text}`,
            ),
          );
      return found;
    };
    it(`${lang}: no text of a determination, its explanation or its printed form is left in English`, () => {
      const left = [...findings()].filter(([f]) => !(f in NOT_YET)).flatMap(([, xs]) => xs);
      assert.deepEqual(left.slice(0, 30), [], `${left.length} findings in ${lang}`);
    });
    it(`${lang}: each example listed as not yet whole still has English in it (take it off the list when it is whole)`, () => {
      const whole = Object.keys(NOT_YET).filter((f) => (findings().get(f) ?? []).length === 0);
      assert.deepEqual(whole, []);
    });
  }
});

type Kind = "text" | "count" | { select: string[] };

/** The arguments of a pattern, each with what it takes: a text, a count, or one of a select's keys. */
function argumentKinds(pattern: string): Map<string, Kind> {
  const kinds = new Map<string, Kind>();
  const walk = (els: unknown[]): void => {
    for (const el of els as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (typeof el.value === "string" && el.type !== 0) {
        if (el.type === 6 || el.type === 2) kinds.set(el.value, "count");
        else if (el.type === 5) kinds.set(el.value, { select: Object.keys(el.options ?? {}) });
        else if (el.type === 1 && !kinds.has(el.value)) kinds.set(el.value, "text");
      }
      for (const o of Object.values(el.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(pattern, "en", undefined, { ignoreTag: true }).getAst() as unknown[]);
  return kinds;
}

/** Whether a pattern writes a text argument outside every plural and select (so in every case). */
function topLevelText(pattern: string): boolean {
  const ast = new IntlMessageFormat(pattern, "en", undefined, { ignoreTag: true }).getAst() as { type: number }[];
  return ast.some((el) => el.type === 1);
}

describe("any names and amounts", () => {
  const withArgs = [...english].filter(([, en]) => en.includes("{"));
  it("fill every message in all three languages, each name written where the message puts it", () => {
    const name = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[{}'#<]/.test(s) && s.trim() === s);
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => `${n} rd`);
    fc.assert(
      fc.property(fc.constantFrom(...withArgs), fc.oneof(name, amount), fc.nat(1000), ([id, en], text, n) => {
        const kinds = argumentKinds(en);
        const values: Record<string, string | number> = {};
        for (const [k, kind] of kinds) {
          values[k] = kind === "text" ? text : kind === "count" ? n : (kind.select.find((o) => o !== "other") ?? "x");
        }
        for (const lang of ["en", ...OTHER] as const) {
          const pattern = catalogue(lang).get(id);
          if (pattern === undefined) continue;
          const out = new IntlMessageFormat(pattern, lang, undefined, { ignoreTag: true }).format(values);
          assert.equal(typeof out, "string", `${id} (${lang})`);
          if (topLevelText(pattern))
            assert.ok((out as string).includes(text), `${id} (${lang}) leaves out "${text}": ${out}`);
        }
      }),
      { numRuns: 300 },
    );
  });
});
