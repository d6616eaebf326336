/**
 * The answers of deciding, asking and analysing as the OpenAPI document names them
 * under components.schemas: the determination in each format and the questions'
 * report are the library's own schemas (core/determination-schema.ts,
 * questions/report-schema.ts), the ones its tests hold every shipped example's
 * result to; the analyses' reports are written here, in the JSON form their
 * commands print (exact numbers as text). A route names one of these as its
 * answer and the document refers to it, so that a client generated from the
 * document is given the answer's type rather than an object of unknown fields.
 *
 * They are kept in a registry of their own, not zod's global one that the type
 * provider reads: a determination's explanation is a tree, and these schemas are
 * turned into the document's components here, each tree under a name of its own.
 */

import { z } from "zod";
import {
  determination2Schema,
  determinationSchema,
  jsonValueSchema,
  receiptSchema,
  step2Schema,
  stepSchema,
} from "../core/determination-schema.js";
import { TEXT_STATUTE_IDS } from "../law/texts.js";
import { questionSchema, questionsReportSchema } from "../questions/report-schema.js";

/** The answers' schemas, by the name each has under components.schemas. */
export const answerSchemas = z.registry<{ id: string; description: string }>();
const descriptions = new Map<string, string>();

function named(schema: z.ZodType, meta: { id: string; description: string }): void {
  answerSchemas.add(schema, meta);
  descriptions.set(meta.id, meta.description);
}

const exact = z.string().describe('an exact number as text: "20", "340/17"');
const readingsFixed = z.record(z.string(), z.string()).describe("the readings held fixed: NAME -> code");

named(jsonValueSchema, {
  id: "JsonValue",
  description: "a JSON value: a fact as the case gives it, or a value a rule gives",
});
named(stepSchema, {
  id: "Step",
  description: "a step of a determination's explanation in format 1: a rule tried, with its label and provisions",
});
named(step2Schema, {
  id: "StepFormat2",
  description: "a step of a determination's explanation in format 2: a rule tried, named by its id",
});
named(receiptSchema, {
  id: "Receipt",
  description: "what a decision was made from: `sealaw decide` with these readings gives it again",
});
named(determination2Schema, {
  id: "Determination",
  description: "the determination in format 2, as `sealaw decide --json` prints it (docs/determination.md)",
});
named(determinationSchema, {
  id: "DeterminationFormat1",
  description:
    "the determination in format 1, as `sealaw decide --json --format 1` prints it; the register keeps its lots' determinations in it",
});
named(questionSchema, { id: "Question", description: "a fact a case needs or may give, as a question" });
named(questionsReportSchema, {
  id: "QuestionsReport",
  description: "what `sealaw ask --json` prints: the facts still needed, in order, and what may also be given",
});

/** What the other statute of a comparison still needs of the case, as questions. */
const stillNeededSchema = z.object({
  statute: z.string(),
  kind: z.string(),
  complete: z.boolean().describe("nothing more is needed: the other statute decides the case with its figures"),
  decidable: z.boolean(),
  needed: z.array(questionSchema),
  next: questionSchema.optional(),
  stopped: z.string().optional(),
  intoCaseFile: z.boolean().describe("the answers go into the case file under the same paths"),
  refused: z.string().optional().describe("the carried case cannot be read at all: why"),
});

const side = z.object({
  statute: z.string(),
  kind: z.string(),
  covered: z.boolean().describe("decided, or (false) the statute does not cover the situation: `reason` says why"),
  reason: z.string().optional(),
  situation: z.string().optional(),
  provisions: z.array(z.string()),
  determination: determinationSchema.optional(),
  names: z.record(z.string(), z.string()).optional().describe("the name of each party the determination names by id"),
  receipt: receiptSchema.optional(),
});

const cell = z.object({
  amounts: z
    .array(z.object({ value: exact, counted: z.string() }))
    .describe('exact amounts, each in the largest unit of its currency ("rd", "u") or its unit in kind'),
  provisions: z.array(z.string()),
});

export const comparisonSchema = z.object({
  title: z.string().optional(),
  left: side.describe("the case under its own statute"),
  right: side.describe("the case under the other statute"),
  mappings: z.array(z.object({ from: z.string(), to: z.string(), how: z.string() })),
  onlyLeft: z.array(z.string()),
  onlyRight: z.array(z.string()),
  parties: z.array(z.object({ party: z.string(), name: z.string(), left: cell.optional(), right: cell.optional() })),
  notes: z.array(z.string()),
  carried: z
    .object({
      version: z.literal(1),
      statute: z.enum(TEXT_STATUTE_IDS),
      kind: z.string(),
      title: z.string().optional(),
      currency: z.string(),
      facts: z.unknown(),
    })
    .optional()
    .describe("the case as carried to the other statute"),
  sameFacts: z.boolean().optional(),
  stillNeeded: stillNeededSchema.optional(),
});
named(comparisonSchema, {
  id: "Comparison",
  description: "a case under two statutes side by side, as `sealaw compare --json` prints it",
});

const position = z.object({
  party: z.string(),
  name: z.string(),
  unit: z.string(),
  counted: z.string(),
  value: exact.describe("in the largest unit of the currency: positive receives, negative pays"),
});

const range = z.object({ least: exact, most: exact });

export const sensitivityReportSchema = z.object({
  statute: z.string(),
  kind: z.string(),
  title: z.string().optional(),
  relevant: z.array(
    z.object({
      name: z.string(),
      question: z.string(),
      title: z.string(),
      alternatives: z.array(z.string()),
      inForce: z.string(),
      decisive: z.boolean().describe("some alternative changes some party's outcome"),
    }),
  ),
  fixed: readingsFixed,
  combinations: exact.describe("the product of the relevant readings' alternatives"),
  paths: z.number().int(),
  decisions: z.number().int(),
  complete: z.boolean(),
  bound: z.string(),
  groups: z.array(
    z.object({
      id: z.number().int(),
      combinations: z.array(
        z.object({
          readings: z.record(z.string(), z.string()),
          covers: exact,
          unexplored: z.array(z.string()),
          situation: z.string(),
          receipt: receiptSchema,
        }),
      ),
      covers: exact,
      inForce: z.boolean(),
      positions: z.array(position),
    }),
  ),
  parties: z.array(
    z.object({
      party: z.string(),
      name: z.string(),
      unit: z.string(),
      counted: z.string(),
      ...range.shape,
      inForce: exact,
      movedBy: z.array(z.object({ reading: z.string(), question: z.string(), under: z.record(z.string(), range) })),
    }),
  ),
  receipt: receiptSchema,
});
named(sensitivityReportSchema, {
  id: "SensitivityReport",
  description: "the case under every combination of the readings that bear on it (`sealaw sensitivity --json`)",
});

const move = z.object({
  party: z.string(),
  name: z.string(),
  unit: z.string(),
  counted: z.string(),
  before: exact,
  after: exact,
  delta: exact,
});

const rate = z.object({ of: z.string(), label: z.string(), rate: exact, percent: z.string().optional() });

export const oneAtATimeReportSchema = z.object({
  statute: z.string(),
  kind: z.string(),
  title: z.string().optional(),
  situation: z.string(),
  fixed: readingsFixed,
  inPlay: z.array(
    z.object({
      name: z.string(),
      question: z.string(),
      title: z.string(),
      inForce: z.string(),
      isDefault: z.boolean(),
      alternatives: z.array(z.object({ code: z.string(), slug: z.string(), label: z.string() })),
    }),
  ),
  rates: z.array(rate),
  flips: z.array(
    z.object({
      reading: z.string(),
      question: z.string(),
      from: z.string(),
      to: z.string(),
      label: z.string(),
      situation: z.string(),
      changes: z.boolean(),
      brings: z.array(z.string()),
      moves: z.array(move),
      rates: z.array(z.object({ before: rate, after: rate.optional() })),
      receipt: receiptSchema,
    }),
  ),
  parties: z.array(
    z.object({
      party: z.string(),
      name: z.string(),
      unit: z.string(),
      counted: z.string(),
      inForce: exact,
      changes: z.array(
        z.object({ reading: z.string(), question: z.string(), to: z.string(), after: exact, delta: exact }),
      ),
    }),
  ),
  decisions: z.number().int(),
  receipt: receiptSchema,
});
named(oneAtATimeReportSchema, {
  id: "OneAtATimeReport",
  description: "each reading in play flipped alone (`sealaw sensitivity --one-at-a-time --json`)",
});

const change = z.object({
  path: z.string().describe('where in the case file: "facts.place"'),
  subject: z.string().optional(),
  from: z.unknown(),
  to: z.unknown(),
  label: z.string(),
});

export const whatIfReportSchema = z.object({
  statute: z.string(),
  kind: z.string(),
  title: z.string().optional(),
  currency: z.string(),
  tried: z.number().int(),
  notAdmissible: z.array(z.object({ change, reason: z.string() })),
  noEffect: z.number().int(),
  complete: z.boolean(),
  results: z.array(
    z.object({
      change,
      moves: exact.describe("the sum of the absolute moves, in the largest unit of the case's currency"),
      parties: z.array(move),
      otherwise: z.array(z.string()),
      situation: z.object({ before: z.string(), after: z.string() }),
      receipt: receiptSchema,
    }),
  ),
  receipt: receiptSchema,
});
named(whatIfReportSchema, {
  id: "WhatIfReport",
  description: "which single fact, had it been otherwise, changes the outcome (`sealaw whatif --json`)",
});

/** What POST /v1/decide answers: format 2, or format 1 with ?format=1. */
export const decideAnswerSchema = z.union([determination2Schema, determinationSchema]);

type Obj = Record<string, unknown>;

/**
 * The answers as components: each by its name, referring to the others by
 * theirs; a part that is a tree (an explanation's step, a JSON value) becomes a
 * component of its own, named after the answer it was first met in.
 */
export function answerComponents(): Record<string, Obj> {
  const ref = (id: string) => `#/components/schemas/${id}`;
  const out = z.toJSONSchema(answerSchemas, {
    io: "output",
    unrepresentable: "any",
    cycles: "ref",
    uri: ref,
  }).schemas as Record<string, Obj>;
  // Any part met in several answers or in itself that has no name yet, held under "__shared", is given one.
  const shared = (out.__shared as { $defs?: Record<string, Obj> } | undefined)?.$defs ?? {};
  delete out.__shared;
  const names = new Map<string, string>();
  let n = 0;
  for (const key of Object.keys(shared)) names.set(key, `AnswerPart${++n}`);
  const text = JSON.stringify({
    ...out,
    ...Object.fromEntries(Object.entries(shared).map(([k, v]) => [names.get(k), v])),
  });
  const fixed = text.replace(/"#\/components\/schemas\/__shared#\/\$defs\/([^"]+)"/g, (_m, key: string) =>
    JSON.stringify(ref(names.get(key) ?? key)),
  );
  const all = JSON.parse(fixed) as Record<string, Obj>;
  // A JSON value is any value JSON has: said so, rather than as the union of its
  // kinds that refers to itself, which a generated type cannot name.
  all.JsonValue = {};
  // `sealaw decide --format 1` leaves a step's subject out, but a comparison's sides
  // and the register's lots carry the determination as the library holds it, whose
  // steps name their subject where the law gives one: the step in format 1 may have it.
  const step = all.Step as { properties?: Obj } | undefined;
  if (step?.properties)
    step.properties.subject = {
      type: "string",
      description:
        'the entry of the case the step is about, by its path in the case file ("facts.people[3]"); not in what `sealaw decide --format 1` prints',
    };
  for (const [id, s] of Object.entries(all)) {
    delete s.$schema;
    delete s.$id;
    delete s.id;
    const said = descriptions.get(id);
    if (said !== undefined && s.description === undefined) s.description = said;
  }
  return all;
}

/**
 * How the document refers to an answer's schema: by its name when it is one of
 * these, or as any of them when it is a union of them (a determination in either
 * format); undefined for any other schema.
 */
export function answerReference(schema: unknown): Obj | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const id = answerSchemas.get(schema)?.id;
  if (id !== undefined) return { $ref: `#/components/schemas/${id}` };
  if (schema instanceof z.ZodUnion) {
    const refs = (schema.options as unknown[]).map(answerReference);
    if (refs.every((r) => r !== undefined)) return { anyOf: refs };
  }
  return undefined;
}
