/**
 * The questions of the Danish Law's average chapter (dl-averi: general average,
 * carriage, collision, lights, pilot hire) in a person's words: every field of
 * those kinds carries a question of its own, written about the case ("What was the
 * ship worth before the casualty?"), never the words of the field's description
 * turned into a statement with a question mark.
 *
 * Held two ways. Over the kinds' schemas: every field the interview could reach has
 * a written question, and one about a list entry names the entry ({who}), so that
 * it is not asked as "Parcel 1: …". Over the shipped examples of those kinds (as
 * they stand, from an empty case, with each fact taken out in turn and with facts
 * taken out at random): every question the interview puts is the written one, ends
 * with "?", opens as a question does, and names no path, no field in a programmer's
 * form and nothing with an underscore; and so is every question put on the way
 * from an empty case to each example, one answer at a time.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { parseCaseText } from "../cases/parse.js";
import { prepare } from "../engine/decide.js";
import { pathOf } from "./interview.js";
import { type Question, type QuestionsReport, questions } from "./questions.js";
import {
  factsJsonSchema,
  plainObject,
  resolve,
  type Schema,
  type Seg,
  schemaAt,
  setIn,
  valueAt,
} from "./schema-walk.js";
import { EXAMPLES_ROOT, fieldNames, shippedExamples } from "./test-support/examples.js";
import { fieldPaths } from "./test-support/field-paths.js";

const KINDS = new Set(["general_average", "carriage", "collision", "lights", "pilot_hire"]);

/** How a question opens: an interrogative (after a preposition: "On what day ..."), or an auxiliary put first. */
const OPENS =
  /^((On|In|Into|At|By|From|To|For|Of|With|Under) (what|which|whose|whom|how)\b|(Which|What|Who|Whom|Whose|How|When|Where|Why|Did|Was|Were|Is|Are|Do|Does|Has|Have|Had|Can|Could|Shall|Should|Would|May|Will)\b)/;

interface Example {
  name: string;
  data: Record<string, unknown>;
  schema: Schema;
  /** The kind's field names that a programmer writes with '_', each with its pattern as a whole word (made once). */
  snake: readonly Snake[];
}

interface Snake {
  name: string;
  word: RegExp;
}

const EXAMPLES: Example[] = shippedExamples()
  .filter(({ data }) => KINDS.has(String(data.kind)))
  .map(({ name, data }) => {
    const schema = factsJsonSchema(prepare(data).handler) as Schema;
    const snake = [...fieldNames(schema)]
      .filter((n) => n.includes("_"))
      .map((n) => ({ name: n, word: new RegExp(`\\b${n}\\b`) }));
    return { name, data, schema, snake };
  });

/** What is wrong with the words of a question, if anything. */
function wordsFaults(text: string, snake: readonly Snake[]): string[] {
  const out: string[] = [];
  if (!text.trimEnd().endsWith("?")) out.push('does not end with "?"');
  if (!OPENS.test(text)) out.push("does not open as a question");
  if (text.includes("_")) out.push('has an "_"');
  if (/\[\d*\]/.test(text)) out.push("a list position in brackets");
  const dotted = /\b[a-z][a-z_]*\.[a-z][a-z_]*\b/.exec(text.replace(/\b(e\.g|i\.e)\./g, ""));
  if (dotted) out.push(`a path "${dotted[0]}"`);
  if (/\bfacts\b/.test(text)) out.push('names "facts"');
  for (const { name, word } of snake) if (word.test(text)) out.push(`the field name "${name}"`);
  if (/\bby id\b|\(its id\b|\bid under\b/.test(text)) out.push("asks for an id instead of whom it names");
  return out;
}

/** Each field of a schema the interview could ask: its path (list entries as []), its schema, whether in an entry. */
function fieldsOf(schema: Schema): { path: string; s: Schema; inEntry: boolean }[] {
  const out: { path: string; s: Schema; inEntry: boolean }[] = [];
  const walk = (s0: unknown, path: string, inEntry: boolean): void => {
    const s = resolve(s0 as Schema, schema);
    if (!s) return;
    for (const b of (s.anyOf as Schema[] | undefined) ?? []) walk(b, path, inEntry);
    if (s.type === "array" && s.items) walk(s.items, `${path}[]`, true);
    const props = plainObject(s.properties);
    if (s.type === "object" && props) {
      for (const [k, v] of Object.entries(props)) {
        const field = `${path}.${k}`;
        out.push({ path: field, s: resolve(v as Schema, schema) ?? {}, inEntry });
        walk(v, field, inEntry);
      }
    }
  };
  walk(schema, "facts", false);
  return out;
}

describe("the dl-averi kinds' questions, in a person's words", () => {
  it("every field of each kind has a question of its own, which names the entry a list's field is about", () => {
    const seen = new Map<string, string>();
    const kinds = new Map(EXAMPLES.map((e) => [String(e.data.kind), e]));
    assert.deepEqual([...kinds.keys()].sort(), [...KINDS].sort(), "an example of every kind");
    for (const [kind, ex] of kinds) {
      for (const { path, s, inEntry } of fieldsOf(ex.schema)) {
        const q = s.question;
        if (typeof q !== "string") {
          seen.set(`${kind} ${path}`, `no question (${String(s.description ?? "no description")})`);
          continue;
        }
        const f = wordsFaults(q.replaceAll("{who}", "the parcel"), ex.snake);
        if (inEntry && !q.includes("{who}")) f.push("is about a list entry and does not name it ({who})");
        // A list of entries is answered with how many; a question that does not ask it has the count asked after it.
        const items = resolve(s.items as Schema | undefined, ex.schema);
        if (s.type === "array" && items?.type === "object" && !q.startsWith("How many"))
          f.push('is a list of entries and does not ask "How many"');
        if (!inEntry && q.includes("{who}")) f.push("names an entry ({who}) but is about none");
        if (f.length > 0) seen.set(`${kind} ${path}`, `"${q}": ${f.join("; ")}`);
      }
    }
    assert.equal(seen.size, 0, [...seen].map(([k, v]) => `${k}: ${v}`).join("\n"));
  });

  const faults = (r: QuestionsReport, ex: Example, given: unknown, seen: Map<string, string>): void => {
    for (const q of [...r.needed, ...r.optional, ...(r.answered ?? [])] as Question[]) {
      const s = resolve(schemaAt(ex.schema, pathOf(q.path), given), ex.schema);
      const f = wordsFaults(q.question, ex.snake);
      if (typeof s?.question !== "string") f.push("is not a written question");
      if (f.length > 0) seen.set(`${ex.name} ${q.path}`, `"${q.question}": ${f.join("; ")}`);
    }
  };
  const ask = (ex: Example, facts: unknown, seen: Map<string, string>): void => {
    let r: QuestionsReport;
    try {
      r = questions({ ...ex.data, facts }, { answered: true });
    } catch {
      return;
    }
    faults(r, ex, facts, seen);
  };
  const without = (facts: unknown, paths: readonly Seg[][]): unknown => {
    const out = structuredClone(facts);
    for (const p of paths) {
      const parent = plainObject(valueAt(out, p.slice(0, -1)));
      if (parent) delete parent[p[p.length - 1] as string];
    }
    return out;
  };

  it("asks every fact of every shipped example in its written question: as it stands, from empty, and with each fact taken out", () => {
    const seen = new Map<string, string>();
    for (const ex of EXAMPLES) {
      ask(ex, ex.data.facts, seen);
      ask(ex, {}, seen);
      for (const p of fieldPaths(ex.data.facts))
        if (typeof p[p.length - 1] === "string") ask(ex, without(ex.data.facts, [p]), seen);
    }
    assert.equal(seen.size, 0, [...seen].map(([k, v]) => `${k}: ${v}`).join("\n"));
  });

  it("asks in written questions all the way from an empty case to each shipped example, one answer at a time", () => {
    const seen = new Map<string, string>();
    for (const ex of EXAMPLES) {
      const state: Record<string, unknown> = { ...ex.data, facts: {} };
      const open: string[] = [];
      for (let i = 0; i < 2000; i++) {
        const r = questions(state, { open });
        faults(r, ex, state.facts, seen);
        const q = r.next;
        if (!q) break;
        const path = pathOf(q.path);
        const v = valueAt(ex.data.facts, path);
        if (v === undefined) {
          open.push(q.path);
          continue;
        }
        const answer =
          q.answer.type === "details"
            ? {}
            : q.answer.type === "entries"
              ? (v as unknown[]).map(() => ({}))
              : structuredClone(v);
        setIn(state.facts, path, answer);
      }
    }
    assert.equal(seen.size, 0, [...seen].map(([k, v]) => `${k}: ${v}`).join("\n"));
  });

  it("asks in written questions with facts taken out at random", () => {
    const seen = new Map<string, string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: EXAMPLES.length - 1 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 8 }),
        (i, picks) => {
          const ex = EXAMPLES[i] as Example;
          const all = fieldPaths(ex.data.facts);
          ask(
            ex,
            without(
              ex.data.facts,
              picks.map((n) => all[n % all.length] as Seg[]),
            ),
            seen,
          );
        },
      ),
      { numRuns: 80, seed: 1683 },
    );
    assert.equal(seen.size, 0, [...seen].map(([k, v]) => `${k}: ${v}`).join("\n"));
  });
});

describe("the field that tells a collision's incidents apart (dl-averi/6–17)", () => {
  it("is asked as one choice among every kind of incident the statute has, each with its meaning and provision", () => {
    const r = questions({ version: 1, statute: "dl-averi", kind: "collision", facts: { incident: {} } });
    const all = [r.next, ...r.needed, ...r.optional].filter((q): q is Question => q !== undefined);
    const q = all.find((x) => x.path === "facts.incident.type");
    assert.ok(q, "the kind of incident is asked");
    assert.equal(q.answer.type, "one_of");
    assert.match(q.question, /^What kind of incident was it\?$/);
    // The six situations of dl-averi/6–17, each of the statute's own sections.
    const cited = ["dl-averi/6", "dl-averi/7", "dl-averi/11", "dl-averi/13", "dl-averi/14", "dl-averi/16"];
    const options = q.answer.options ?? [];
    assert.equal(options.length, cited.length);
    for (const p of cited)
      assert.ok(
        options.some((o) => o.meaning?.includes(p)),
        `no choice cites ${p}`,
      );
  });
});

describe("what a pilot's fault damaged (dl-averi/59)", () => {
  it("is chosen among the ship and the case's parcels, not among ships of which a pilot hire has one", () => {
    const file = join(EXAMPLES_ROOT, "dl-averi", "pilot-at-fault.yaml");
    const data = parseCaseText(readFileSync(file, "utf8"), file).data as Record<string, unknown>;
    const { expect: _e, ...ex } = data;
    const facts = structuredClone(ex.facts) as { damage: Record<string, unknown>[]; cargo: { id: string }[] };
    delete facts.damage[0]?.to;
    const r = questions({ ...ex, facts });
    const all = [r.next, ...r.needed, ...r.optional].filter((q): q is Question => q !== undefined);
    const q = all.find((x) => x.path === "facts.damage[0].to");
    assert.ok(q, "what was damaged is asked");
    assert.equal(q.answer.type, "one_of");
    assert.deepEqual(
      (q.answer.options ?? []).map((o) => o.value),
      ["ship", ...facts.cargo.map((p) => p.id)],
    );
  });
});
