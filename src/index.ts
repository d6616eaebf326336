/**
 * sealaw's library API. The CLI uses exactly this; so can any program.
 *
 *   import { decide, decideText, renderText } from "sealaw";
 *   const d = decideText(yamlText, { readings: { vogt_wagon_parts: "R2" } });
 *   console.log(d.allocations);
 */

import { z } from "zod";
import { caseSchemaWith, envelopeSchema } from "./cases/envelope.js";
import { findKind, KINDS } from "./cases/kinds/index.js";
import { parseCaseText } from "./cases/parse.js";
import type { Determination } from "./core/determination.js";
import type { ReadingDef } from "./core/reading.js";
import { type DecideOptions, decide } from "./engine/decide.js";
import { checkExpectation } from "./engine/expect.js";
import { allReadings, STATUTES } from "./law/index.js";

export { DEFAULT_LIMITS, type InputLimits, limitsWith } from "./cases/limits.js";
export { CASE_FORMAT_VERSION, formatPath, parseCaseText } from "./cases/parse.js";
export { type ProblemDocument, ROUTES, SealawClient, SealawHttpError } from "./client/index.js";
export type * from "./core/determination.js";
export { CaseError, type CaseIssue, NotCoveredError } from "./core/errors.js";
export { citedProvisions, renderExplanation, type Step } from "./core/explain.js";
export type { Json } from "./core/json.js";
export * from "./core/money.js";
export { Rational, sum } from "./core/rational.js";
export * from "./core/reading.js";
export * from "./core/rule.js";
export * from "./core/split.js";
export { canonicalJson, type DecideOptions, decide, decidePrepared, prepare } from "./engine/decide.js";
export { checkExpectation } from "./engine/expect.js";
export { exactText, renderText, type TextOptions } from "./engine/render.js";
export { allRules, rulesFor, STATUTES } from "./law/index.js";
export type { StatuteModule } from "./law/statute.js";
export { type InterviewIO, type InterviewResult, interview } from "./questions/interview.js";
export type { Answer, AnswerType, Category, Option as AnswerOption } from "./questions/phrase.js";
export {
  factsRead,
  type NotNeeded,
  type Question,
  type QuestionsOptions,
  type QuestionsReport,
  questions,
  type ReadingBearing,
} from "./questions/questions.js";
export { renderQuestions } from "./questions/render.js";
export { questionsJsonSchema, questionsReportSchema } from "./questions/report-schema.js";
export type * from "./registry/index.js";
export { SEALAW_VERSION } from "./version.js";

/**
 * The strand office's register (src/registry): its module, loaded on first use so
 * that deciding a case never loads a database driver.
 *
 *   const { openStore, Register } = await loadRegister();
 *   const reg = new Register(await openStore({ file: "office.db" }));
 */
export function loadRegister(): Promise<typeof import("./registry/index.js")> {
  return import("./registry/index.js");
}

/**
 * The HTTP API's server (src/server), loaded on first use so that deciding a case
 * never loads Fastify.
 *
 *   const { startServer } = await loadServer();
 *   await startServer({ store: await (await loadRegister()).openStore(), port: 8080 });
 */
export function loadServer(): Promise<typeof import("./server/index.js")> {
  return import("./server/index.js");
}

/**
 * Decide a case file's text and compare the result with its `expect:` block.
 * Returns the differences (none when all is as expected). A file without an
 * expect: block is itself a difference: there is nothing to check.
 */
export function checkText(text: string, opts: DecideOptions = {}): string[] {
  const doc = parseCaseText(text, opts.source ?? "case", opts.limits);
  const d = decide(doc.data, { ...opts, doc });
  const env = envelopeSchema.parse(doc.data);
  if (!env.expect) return ["the case file has no expect: block"];
  return checkExpectation(d, env.expect);
}

/** Parse a case file's text (YAML or JSON) and decide it. */
export function decideText(text: string, opts: DecideOptions = {}): Determination {
  const doc = parseCaseText(text, opts.source ?? "case", opts.limits);
  return decide(doc.data, { ...opts, doc });
}

export interface ReadingListing extends ReadingDef {
  statutes: string[];
}

/** The readings of one statute, or of all, with the statutes that use each. */
export function listReadings(statute?: string): ReadingListing[] {
  if (statute !== undefined && !STATUTES.some((s) => s.id === statute)) {
    const e = new Error(`unknown statute "${statute}"; known: ${STATUTES.map((s) => s.id).join(", ")}`);
    e.name = "UsageError";
    throw e;
  }
  return allReadings()
    .map((r) => ({
      ...r,
      statutes: STATUTES.filter((s) => s.readings.some((x) => x.name === r.name)).map((s) => s.id),
    }))
    .filter((r) => statute === undefined || r.statutes.includes(statute));
}

export function renderReadings(list: readonly ReadingListing[]): string {
  const out: string[] = [];
  for (const r of list) {
    out.push(`${r.name}  [${r.question}]  ${r.title}`);
    out.push(`  provisions: ${r.provisions.join(", ")}`);
    for (const a of r.alternatives) {
      out.push(`  ${a.code === r.default ? "*" : " "} ${a.code} ${a.slug} — ${a.label}`);
    }
    if (r.note) out.push(`  note: ${r.note}`);
    out.push("");
  }
  out.push("* = default. Override with --reading NAME=CODE (or NAME=slug), or under `readings:` in the case file.");
  return out.join("\n");
}

/** JSON Schema of a case file of one kind, or of the envelope when no kind is given. */
export function caseJsonSchema(kind?: string): unknown {
  const statutes = STATUTES.map((s) => s.id);
  if (kind === undefined) {
    return z.toJSONSchema(envelopeSchema, { io: "input", unrepresentable: "any" });
  }
  const k = findKind(kind);
  if (!k) {
    const e = new Error(`unknown case kind "${kind}"; known: ${KINDS.map((x) => x.kind).join(", ")}`);
    e.name = "UsageError";
    throw e;
  }
  const usable = STATUTES.filter((s) => s.kinds.some((h) => h.kind === kind)).map((s) => s.id);
  return z.toJSONSchema(caseSchemaWith(k.jsonSchema, kind, usable.length ? usable : statutes), {
    io: "input",
    unrepresentable: "any",
  });
}
