/**
 * Every fact the interview asks of a salvage, a wreck, a pilotage, a find or a
 * shipwreck is a question written for it, in a person's words: asked of every
 * shipped example of those kinds as it stands, from an empty case, and with each of
 * its facts taken out in turn, each question is the field's own (`question` in the
 * case format, as the statute of the case asks it), ends with "?", begins as a
 * question does, and names no path, no field in a programmer's spelling and
 * nothing with '_'. A kind two statutes read asks each one's question: the Danish
 * Law asks whether a salvor refused to help, Borkum whether the Vogt was told and
 * would not go along.
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { prepare } from "../engine/decide.js";
import { caseJsonSchema } from "../law/listing.js";
import { pathOf } from "./interview.js";
import { type Question, questions } from "./questions.js";
import { factsJsonSchema, plainObject, resolve, type Schema, type Seg, schemaAt, valueAt } from "./schema-walk.js";
import { fieldNames, shippedExamples } from "./test-support/examples.js";
import { fieldPaths } from "./test-support/field-paths.js";

const KINDS = new Set(["salvage", "wreck", "pilotage", "find", "shipwreck"]);

interface Example {
  name: string;
  data: Record<string, unknown>;
  /** The kind's facts schema as the example's statute reads it. */
  schema: Schema;
  /**
   * Every field name of the kind's schema spelt with '_', as a programmer spells it,
   * each with the pattern of it as a whole word (made once, not for every question).
   */
  snake: { name: string; word: RegExp }[];
}

const EXAMPLES: Example[] = shippedExamples()
  .filter(({ data }) => KINDS.has(String(data.kind)))
  .map(({ name, data }) => {
    const schema = factsJsonSchema(prepare(data).handler);
    const snake = [...fieldNames(schema)]
      .filter((n) => n.includes("_"))
      .map((n) => ({ name: n, word: new RegExp(`\\b${n}\\b`) }));
    return { name, data, schema, snake };
  });

/** A question begins with a word that asks, or with a preposition before one ("On what day ...?"). */
const ASKS =
  /^(?:(?:On|In|For|From|To|Off|By|At|Of|With) (?:what|which|whom|whose)\b|(?:Which|What|Who|Whom|Whose|How|When|Where|Why|Did|Was|Were|Is|Are|Do|Does|Has|Have|Had|Can|Could|Shall|Should|Would|Will|May|Must)\b)/;

/** The template the case format gives the field at `path`, as the statute of the case asks it. */
function template(ex: Example, path: readonly Seg[], given: unknown): string | undefined {
  const s = resolve(schemaAt(ex.schema, path, given), ex.schema);
  return typeof s?.question === "string" ? s.question : undefined;
}

/** What is wrong with one question, if anything. */
function faults(q: Question, ex: Example, given: unknown): string[] {
  const out: string[] = [];
  const path = pathOf(q.path);
  const text = q.question;
  const own = template(ex, path, given);
  // An entry's own id is asked by the questions themselves, the same for every kind.
  if (own === undefined && q.field !== "id") out.push("no question is written for it");
  if (own?.includes("_")) out.push("its written question has '_'");
  if (!text.endsWith("?")) out.push("does not end with '?'");
  if (!ASKS.test(text)) out.push("does not begin as a question");
  if (/\[\d*\]/.test(text)) out.push("a list position in brackets");
  const dotted = /\b[a-z][a-z_]*\.[a-z][a-z_]*\b/.exec(text.replace(/\b(e\.g|i\.e)\./g, ""));
  if (dotted) out.push(`a path "${dotted[0]}"`);
  // What stands for {who} is the case's own (a name or an id); the words around it have no '_'.
  const words = own === undefined ? text : own.replaceAll("{who}", "");
  if (words.includes("_")) out.push("has '_'");
  for (const { name, word } of ex.snake) if (word.test(text)) out.push(`the field name "${name}"`);
  return out;
}

function asked(data: Record<string, unknown>, facts: unknown): Question[] {
  const r = questions({ ...data, facts }, { answered: true });
  return [...r.needed, ...r.optional, ...(r.answered ?? [])];
}

describe("the questions of salvage, wreck, pilotage, find and shipwreck", () => {
  it("every fact asked of a shipped example, as it stands, from empty, and with each fact taken out, is a written question", () => {
    const seen = new Map<string, string>();
    let count = 0;
    for (const ex of EXAMPLES) {
      const variants: unknown[] = [ex.data.facts, {}];
      for (const p of fieldPaths(ex.data.facts)) {
        const facts = structuredClone(ex.data.facts);
        const parent = plainObject(valueAt(facts, p.slice(0, -1)));
        if (parent) delete parent[p[p.length - 1] as string];
        variants.push(facts);
      }
      for (const facts of variants) {
        let qs: Question[];
        try {
          qs = asked(ex.data, facts);
        } catch {
          continue;
        }
        for (const q of qs) {
          count++;
          const f = faults(q, ex, facts);
          const key = `${ex.name} ${q.path.replace(/\[\d+\]/g, "[]")}`;
          if (f.length > 0 && !seen.has(key)) seen.set(key, `"${q.question}": ${f.join("; ")}`);
        }
      }
    }
    assert.ok(EXAMPLES.length >= 20, `${EXAMPLES.length} examples of these kinds`);
    assert.ok(count > 1000, `${count} questions asked`);
    assert.equal(seen.size, 0, [...seen].map(([k, v]) => `${k}: ${v}`).join("\n"));
  });

  it("a kind both statutes read asks each one's own question", () => {
    /** The questions asked of the shipped examples of one statute and kind, as they stand, by path. */
    const of = (statute: string, kind: string) =>
      EXAMPLES.filter((e) => e.data.statute === statute && e.data.kind === kind).flatMap((e) =>
        asked(e.data, e.data.facts).map((q) => [q.path, q.question] as const),
      );
    const danish = of("dl-vrag", "salvage");
    const refused = danish.filter(([p]) => /^facts\.people\[\d+\]\.refused$/.test(p));
    assert.ok(refused.length > 0, "the Danish salvage asks who refused");
    for (const [, q] of refused) assert.match(q, /^Did .+ refuse to help salvage\?$/);
    const roles = danish.filter(([p]) => p.endsWith(".roles"));
    assert.ok(roles.length > 0);
    for (const [, q] of roles) assert.match(q, /^What is .+: the skipper, a merchant, an official, or another/);
    const told = of("borkum-1666", "pilotage").filter(([p]) => /^facts\.people\[\d+\]\.refused$/.test(p));
    assert.ok(told.length > 0, "the Borkum pilotage asks who refused");
    for (const [, q] of told) assert.match(q, /^(Was|Were) .+ told, and would not go along\?$/);
  });

  it("each statute's own schema of a shared kind carries its own question, and the shared one both", () => {
    const refusedOf = (s: unknown) =>
      resolve(schemaAt(s as Schema, ["facts", "people", 0, "refused"], { facts: { people: [{}] } }), s as Schema);
    const danish = refusedOf(caseJsonSchema("wreck", "dl-vrag"));
    assert.equal(danish?.question, "Did {who} refuse to help salvage?");
    assert.equal(danish?.questionBy, undefined);
    const borkum = refusedOf(caseJsonSchema("wreck", "borkum-1666"));
    assert.equal(borkum?.question, "Was {who} told, and would not go along?");
    const shared = refusedOf(caseJsonSchema("wreck"));
    assert.deepEqual(shared?.questionBy, { "dl-vrag": "Did {who} refuse to help salvage?" });
  });
});
