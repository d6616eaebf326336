/**
 * sealaw's library: every name a program may rely on, each named here and listed,
 * one line each, in docs/library.md (test/library.test.ts holds the two equal).
 * Whatever is not named here is the package's own and may change without notice.
 *
 *   import { decideText, renderText } from "sealaw";
 *   const d = decideText(yamlText, { readings: { vogt_wagon_parts: "R2" } });
 *   console.log(d.allocations);
 */

// Analyses
export { CompareError, type Comparison, compare } from "./analysis/compare.js";
export { type OneAtATimeOptions, type OneAtATimeReport, oneAtATime } from "./analysis/oneatatime.js";
export { rankByWhatIf } from "./analysis/rank.js";
export { renderComparison, renderOneAtATime, renderSensitivity, renderWhatIf } from "./analysis/render.js";
export { type SensitivityOptions, type SensitivityReport, sensitivity } from "./analysis/sensitivity.js";
export { type WhatIfOptions, type WhatIfReport, whatIf } from "./analysis/whatif.js";
// Deciding a case
export { DEFAULT_LIMITS, type InputLimits, limitsWith } from "./cases/limits.js";
export { CASE_FORMAT_VERSION, parseCaseText } from "./cases/parse.js";
// The HTTP API: its server and its client
export {
  type Lang as ClientLang,
  type ProblemDocument,
  ROUTES,
  SealawClient,
  SealawHttpError,
  SPEAKING,
} from "./client/index.js";
// Errors and values
export { CalendarError } from "./core/calendar.js";
// The determination
export type {
  Allocation,
  Assessment,
  AverageBalance,
  AverageLine,
  AverageStatement,
  Determination,
  Fund,
  Group,
  Liability,
  Obligation,
  Option,
  OutsideReference,
  PartBasis,
  Particulars,
  PartyRef,
  Penalty,
  QuantityLine,
  QuantityShares,
  Receipt,
  ScheduleItem,
  SeparateAverage,
  Warning,
} from "./core/determination.js";
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
export { determination2Schema, determinationJsonSchema, determinationSchema } from "./core/determination-schema.js";
export { CaseError, type CaseIssue, NotCoveredError } from "./core/errors.js";
export { citedProvisions, renderExplanation, type Step } from "./core/explain.js";
export type { Json } from "./core/json.js";
export {
  type Currency,
  FIXED_CURRENCIES,
  isoCurrency,
  Money,
  MoneyError,
  type MoneyJSON,
  type Unit,
} from "./core/money.js";
export { ProvisionNotFoundError } from "./core/provision.js";
export { Rational, RationalError, sum } from "./core/rational.js";
// The law's texts and readings
export type { Alternative, ReadingDef, UsedReading } from "./core/reading.js";
export { parseReadingArg, ReadingError } from "./core/reading.js";
export type { ListedRule } from "./core/rule.js";
export {
  canonicalJson,
  type DecideOptions,
  decide,
  decidePrepared,
  type PreparedCase,
  prepare,
} from "./engine/decide.js";
export { checkExpectation } from "./engine/expect.js";
export { exactText, renderText, type TextOptions } from "./engine/render.js";
export {
  renderStatementHtml,
  renderStatementText,
  type StatementHtmlOptions,
  type StatementTextOptions,
} from "./engine/render-statement.js";
export { checkText, decideText } from "./engine/text.js";
export { allRules, rulesFor, STATUTES } from "./law/index.js";
export {
  caseJsonSchema,
  listProvisions,
  listReadings,
  listStatutes,
  type ProvisionListing,
  provisionToRead,
  type ReadingListing,
  renderReadings,
  type StatuteListing,
} from "./law/listing.js";
export type { StatuteModule } from "./law/statute.js";
// Questions
export {
  type InterviewIO,
  type InterviewOptions,
  type InterviewResult,
  interview,
} from "./questions/interview.js";
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
// The register (its code is loaded on first use, by loadRegister)
export { ChainBrokenError, RegisterError } from "./registry/errors.js";
export type {
  AddInput,
  CaseFile,
  Dialect,
  DueRow,
  Entry,
  HistoryItem,
  JournalState,
  LotFields,
  LotRecord,
  LotStatus,
  Owed,
  Posting,
  Register,
  RegisterOptions,
  Role,
  Shown,
  Store,
  StoreOptions,
  TokenInfo,
  VerifyReport,
  WriteResult,
} from "./registry/index.js";
export { loadRegister } from "./registry/load.js";
export { loadServer } from "./server/load.js";
export { SEALAW_VERSION } from "./version.js";
