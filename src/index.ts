/**
 * sealaw's library API. The CLI uses exactly this; so can any program.
 *
 *   import { decide, decideText, renderText } from "sealaw";
 *   const d = decideText(yamlText, { readings: { vogt_wagon_parts: "R2" } });
 *   console.log(d.allocations);
 */

export { type Rankable, rankByWhatIf } from "./analysis/rank.js";
export { DEFAULT_LIMITS, type InputLimits, limitsWith } from "./cases/limits.js";
export { CASE_FORMAT_VERSION, formatPath, parseCaseText } from "./cases/parse.js";
export { type ProblemDocument, ROUTES, SealawClient, SealawHttpError } from "./client/index.js";
export type * from "./core/determination.js";
export {
  compact,
  type Determination2,
  type DeterminationFormat,
  expand,
  FormatError,
  inFormat,
  isFormat2,
  type PlainStep2,
  type Receipt2,
  type RuleEntry,
  type RuleStep2,
  type Step2,
} from "./core/determination-format.js";
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
export { checkText, decideText } from "./engine/text.js";
export { allRules, rulesFor, STATUTES } from "./law/index.js";
export { caseJsonSchema, listReadings, type ReadingListing, renderReadings } from "./law/listing.js";
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
  type Ranker,
  type ReadingBearing,
} from "./questions/questions.js";
export { renderQuestions } from "./questions/render.js";
export { questionsJsonSchema, questionsReportSchema } from "./questions/report-schema.js";
export type * from "./registry/index.js";
export { loadRegister } from "./registry/load.js";
export { loadServer } from "./server/load.js";
export { SEALAW_VERSION } from "./version.js";
