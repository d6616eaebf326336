/**
 * The questions in a person's words, in every kind: asked of every shipped example
 * as it stands (every fact it gives, as the question it answers), from an empty
 * case, and with its facts taken out at random, no question names a path of the case file, a field's programmer
 * name, or the units of another currency; a field whose value in the example is one
 * of its ships is chosen among the case's ships (and a person among its people);
 * and a count of one is never said in the plural. An entry of a list is named by the
 * person it belongs to or the goods it is, where the case gives them, not by its place
 * in the list ("wage owed 1 of the shipwreck").
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Currency } from "../core/money.js";
import { FIXED_CURRENCIES } from "../core/money.js";
import { prepare } from "../engine/decide.js";
import { pathOf } from "./interview.js";
import { phrase } from "./phrase.js";
import { type Question, type QuestionsReport, questions } from "./questions.js";
import { answerHint, renderQuestions } from "./render.js";
import { factsJsonSchema, plainObject, resolve, type Schema, type Seg, valueAt } from "./schema-walk.js";
import { fieldNames, shippedExamples } from "./test-support/examples.js";
import { fieldPaths } from "./test-support/field-paths.js";

interface Example {
  name: string;
  data: Record<string, unknown>;
  currency: Currency;
  /**
   * The field names of the kind's schema that a programmer writes with '_', each
   * with the pattern of it as a whole word (made once, not for every question).
   */
  snake: { name: string; word: RegExp }[];
  /**
   * Each unit code of another currency than the example's, as it would follow a
   * figure, with the currency it belongs to: every currency the examples and the
   * statutes reckon in, in that order, made once for the example.
   */
  foreign: { unit: RegExp; currency: string }[];
}

function codes(c: Currency): string[] {
  return c.units.flatMap((u) => [u.code, ...(u.aliases ?? [])]);
}

function literal(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const SHIPPED = shippedExamples().map(({ name, data }) => ({ name, data, prepared: prepare(data) }));

/** The unit codes of every currency the examples and the statutes reckon in. */
const ALL_CURRENCIES = [...FIXED_CURRENCIES, ...SHIPPED.map((e) => e.prepared.currency)];

const EXAMPLES: Example[] = SHIPPED.map(({ name, data, prepared: p }) => {
  const snake = new Set([...fieldNames(factsJsonSchema(p.handler))].filter((n) => n.includes("_")));
  const own = new Set(codes(p.currency).map((c) => c.toLowerCase()));
  return {
    name,
    data,
    currency: p.currency,
    snake: [...snake].map((name) => ({ name, word: new RegExp(`\\b${literal(name)}\\b`) })),
    foreign: ALL_CURRENCIES.flatMap((c) =>
      codes(c)
        .filter((code) => !own.has(code.toLowerCase()))
        .map((code) => ({ unit: new RegExp(`\\d+ ${literal(code)}\\b`, "i"), currency: c.name })),
    ),
  };
});

/** What is wrong with the words of one question, if anything. */
function faults(q: Question, ex: Example, given: unknown): string[] {
  const out: string[] = [];
  const text = q.question;
  const hint = answerHint(q.answer);
  if (/\[\d*\]/.test(text)) out.push("a list position in brackets");
  const dotted = /\b[a-z][a-z_]*\.[a-z][a-z_]*\b/.exec(text.replace(/\b(e\.g|i\.e)\./g, ""));
  if (dotted) out.push(`a path "${dotted[0]}"`);
  for (const { name, word } of ex.snake) if (word.test(text)) out.push(`the field name "${name}"`);
  if (/\bby id\b/.test(text)) out.push("asks for an id instead of whom it names");
  // A count of one in the plural.
  for (const t of [text, hint]) {
    const plural = /(?<![\d.])\b1 (?!or\b)[a-z]+s\b/.exec(t);
    if (plural) out.push(`"${plural[0]}"`);
  }
  // The units of another currency.
  const both = `${text} ${hint}`;
  for (const { unit, currency } of ex.foreign) {
    const m = unit.exec(both);
    if (m) out.push(`"${m[0]}", a unit of ${currency}`);
  }
  // A row that stands for several like persons ("three boys") is asked of in the plural.
  const segs = pathOf(q.path);
  const last = segs.reduce<number>((at, x, k) => (typeof x === "number" ? k : at), -1);
  const row = last >= 0 ? plainObject(valueAt(plainObject(given) ?? {}, segs.slice(0, last + 1))) : undefined;
  if (typeof row?.count === "number" && row.count > 1) {
    const singular = /^(Does|Is|Was|Has) |\bhis or her\b/.exec(text);
    if (singular) out.push(`"${singular[0].trim()}" of a row that stands for ${row.count}`);
  }
  if (q.answer.type === "amount" && q.answer.currency !== ex.currency.id)
    out.push(`an amount in ${q.answer.currency}, not in ${ex.currency.id}`);
  // What the example's answer names decides what the question chooses among.
  const facts = plainObject(ex.data.facts) ?? {};
  const shipIds = new Set(
    (Array.isArray(facts.ships) ? facts.ships : []).map((s) => plainObject(s)?.id).filter((x) => x !== undefined),
  );
  const personIds = new Set(
    (Array.isArray(facts.people) ? facts.people : []).map((s) => plainObject(s)?.id).filter((x) => x !== undefined),
  );
  const v = valueAt(facts, pathOf(q.path));
  const values = Array.isArray(v) ? v : [v];
  // A value out of a list of named values (a role "vogt", an office "amtmand") names no one.
  const named = values.length > 0 && values.every((x) => typeof x === "string") && q.answer.options === undefined;
  const listed = plainObject(given)?.ships;
  const caseShips = (Array.isArray(listed) ? listed : [])
    .map((s) => plainObject(s)?.id)
    .filter((x): x is string => typeof x === "string");
  if (named && values.every((x) => shipIds.has(x) && !personIds.has(x)) && q.field !== "id") {
    if (q.answer.type !== (Array.isArray(v) ? "ships" : "ship")) out.push(`names a ship, asked as ${q.answer.type}`);
    else if (caseShips.some((s) => !q.answer.choices?.includes(s)))
      out.push(`offers ${q.answer.choices?.join(", ")}, not the case's ships ${caseShips.join(", ")}`);
  }
  if (named && values.every((x) => personIds.has(x) && !shipIds.has(x)) && q.field !== "id") {
    if (q.answer.type !== (Array.isArray(v) ? "people" : "person"))
      out.push(`names a person, asked as ${q.answer.type}`);
  }
  return out;
}

function check(r: QuestionsReport, ex: Example, given: unknown, seen: Map<string, string>): void {
  for (const q of [...r.needed, ...r.optional, ...(r.answered ?? [])]) {
    const f = faults(q, ex, given);
    if (f.length > 0) seen.set(`${ex.name} ${q.path}`, `"${q.question}" (${answerHint(q.answer)}): ${f.join("; ")}`);
  }
  const text = renderQuestions(r);
  const plural = /(?<![\d.])\b1 (?!or\b)[a-z]+s\b|\(1\) [a-z]+s\b/.exec(text);
  if (plural) seen.set(`${ex.name} report`, `"${plural[0]}" in the report`);
}

function report(seen: Map<string, string>): string {
  return [...seen].map(([k, v]) => `${k}: ${v}`).join("\n");
}

describe("questions in a person's words", () => {
  it("of every shipped example as it stands (each fact it gives, as the question it answers) and from an empty case", () => {
    const seen = new Map<string, string>();
    for (const ex of EXAMPLES) {
      check(questions(ex.data, { answered: true }), ex, ex.data.facts, seen);
      check(questions({ ...ex.data, facts: {} }, { answered: true }), ex, {}, seen);
    }
    assert.equal(seen.size, 0, report(seen));
  });

  it("of every shipped example with facts taken out at random", () => {
    const seen = new Map<string, string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: EXAMPLES.length - 1 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (i, picks) => {
          const ex = EXAMPLES[i] as Example;
          const all = fieldPaths(ex.data.facts);
          const facts = structuredClone(ex.data.facts);
          for (const n of picks) {
            const p = all[n % all.length] as Seg[];
            const parent = plainObject(valueAt(facts, p.slice(0, -1)));
            if (parent) delete parent[p[p.length - 1] as string];
          }
          let r: QuestionsReport;
          try {
            r = questions({ ...ex.data, facts }, { answered: true });
          } catch {
            return;
          }
          check(r, ex, facts, seen);
        },
      ),
      { numRuns: 150, seed: 1666 },
    );
    assert.equal(seen.size, 0, report(seen));
  });

  it("names an entry by its person, goods or ship where the case gives them, not by its place in a list", () => {
    // The fields that say whose an entry is or what it is; the field asked cannot name its own entry.
    const naming = ["person", "owner", "merchant", "seaman", "what", "parcel", "ship"];
    const seen = new Map<string, string>();
    for (const ex of EXAMPLES) {
      const r = questions(ex.data, { answered: true });
      for (const q of [...r.needed, ...r.optional, ...(r.answered ?? [])]) {
        const path = pathOf(q.path);
        let inner = -1;
        path.forEach((x, i) => {
          if (typeof x === "number" && i < path.length - 1) inner = i;
        });
        if (inner < 0) continue;
        const entry = plainObject(valueAt(ex.data.facts, path.slice(0, inner + 1)));
        const asked = path[inner + 1];
        const named = naming.filter((f) => f !== asked && typeof entry?.[f] === "string");
        if (named.length === 0) continue;
        const place = /\b[a-z]+ \d+ of\b/.exec(q.question);
        if (place) seen.set(`${ex.name} ${q.path}`, `"${q.question}" names "${place[0]}", not its ${named.join(", ")}`);
      }
    }
    assert.equal(seen.size, 0, report(seen));
  });

  it("asks every field of every kind about the case, not in the words of its name alone", () => {
    // Every field of each kind's schema (as each statute reads it), with its schema.
    const fields = (s0: unknown, root: Schema, path: Seg[], out: [Seg[], Schema][], depth = 0): void => {
      const s = resolve(s0, root);
      if (!s || depth > 8) return;
      for (const b of [...(Array.isArray(s.anyOf) ? s.anyOf : []), ...(Array.isArray(s.oneOf) ? s.oneOf : [])])
        fields(b, root, path, out, depth + 1);
      const props = plainObject(s.properties);
      for (const [k, v] of Object.entries(props ?? {})) {
        out.push([[...path, k], v as Schema]);
        fields(v, root, [...path, k], out, depth + 1);
      }
      if (s.items !== undefined) fields(s.items, root, [...path, 0], out, depth + 1);
    };
    const seen = new Map<string, string>();
    const done = new Set<string>();
    for (const ex of EXAMPLES) {
      const key = `${ex.data.statute} ${ex.data.kind}`;
      if (done.has(key)) continue;
      done.add(key);
      const root = factsJsonSchema(prepare(ex.data).handler) as Schema;
      const out: [Seg[], Schema][] = [];
      fields(root, root, [], out);
      for (const [path, schema] of out) {
        const q = phrase(path, root, schema, ex.currency, {});
        const name = q.field.replace(/_/g, " ");
        const bare = [`: ${name}?`, `the ${name}?`].some((end) => q.question.endsWith(end));
        if (bare || q.question.toLowerCase() === `${name}?`) seen.set(`${key} ${q.path}`, `"${q.question}"`);
      }
    }
    assert.equal(seen.size, 0, report(seen));
  });
});
