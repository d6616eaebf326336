/**
 * decide: a case in, a determination out.
 *
 * Validates the whole case file at once (envelope, statute, kind, readings,
 * currency, facts) so that every problem is reported together, then runs the
 * statute's rules and attaches the readings consulted and a receipt that lets the
 * result be reproduced.
 *
 * Deciding many cases is the common load, so what does not change between cases is
 * made once: each kind's facts schema is built once per currency and compiled once
 * it has been used a few times (cases/compiled.ts), and each statute's readings are
 * gathered once. The case hash is written without building its text (canonical.ts).
 */

import type { z } from "zod";
import { amountSchema } from "../cases/common.js";
import { tieredSafeParse } from "../cases/compiled.js";
import { envelopeSchema } from "../cases/envelope.js";
import { checkData, DEFAULT_LIMITS, type InputLimits } from "../cases/limits.js";
import { issuesFromZod, type SourceDoc } from "../cases/parse.js";
import { CalendarError } from "../core/calendar.js";
import type { Determination, DeterminationBody } from "../core/determination.js";
import { CaseError, type CaseIssue } from "../core/errors.js";
import type { Step } from "../core/explain.js";
import { phrases, recordPhrases } from "../core/messages.js";
import { type Currency, comparisonCurrency } from "../core/money.js";
import { type ReadingDef, ReadingError, ReadingSet, type UsedReading } from "../core/reading.js";
import { suggest } from "../core/suggest.js";
import { STATUTES } from "../law/index.js";
import type { AnyKind, StatuteModule } from "../law/statute.js";
import { SEALAW_VERSION } from "../version.js";
import { canonicalSha256 } from "./canonical.js";
import { decideNotingUnread } from "./declared-reads.js";

export interface DecideOptions {
  /** Reading overrides (NAME -> code or slug); these win over the case file's own. */
  readings?: Readonly<Record<string, string>>;
  /** Name of the source, for error messages. Default "case". */
  source?: string;
  /** The parsed document, so that errors can give line numbers. */
  doc?: SourceDoc;
  /**
   * Build the explanation tree. Default true. When false the rules skip their
   * steps, labels and fact records, and the determination's `explanation` is a
   * single note saying it was left out; everything else (allocations, duties,
   * readings, receipt ...) is the same as with it.
   */
  explanation?: boolean;
  /** The bounds on the case's size and nesting (cases/limits.ts). Default: DEFAULT_LIMITS. */
  limits?: InputLimits;
}

/** A case that passed validation: everything the rules need, resolved. */
export interface PreparedCase {
  readonly statute: StatuteModule;
  readonly handler: AnyKind;
  readonly title: string | undefined;
  readonly currency: Currency;
  readonly readings: ReadingSet;
  readonly facts: unknown;
  readonly caseHash: string;
  /** False when the explanation is to be left out (DecideOptions.explanation). Default true. */
  readonly explain?: boolean;
  /** The name of the case's source, for the problems the rules find. Default "case". */
  readonly source?: string;
  /** The facts as the case file writes them, to tell which of them the rules never read. */
  readonly given?: unknown;
}

export { canonicalJson, sha256 } from "./canonical.js";

export function findStatute(id: string): StatuteModule | undefined {
  return STATUTES.find((s) => s.id === id);
}

/** How a kind's facts are read in a currency: the kind's schema, or (for a partial case) a variant of it. */
export type FactsParser = (handler: AnyKind, currency: Currency) => (input: unknown) => z.ZodSafeParseResult<unknown>;

/**
 * Validate a case and resolve statute, kind, readings and currency. Throws CaseError with every issue.
 * `parseFacts` replaces the kind's own facts schema (questions/ reads partial cases with it).
 */
export function prepare(data: unknown, opts: DecideOptions = {}, parseFacts: FactsParser = factsParser): PreparedCase {
  const source = opts.source ?? opts.doc?.name ?? "case";
  const issues: CaseIssue[] = checkData(data, opts.limits ?? DEFAULT_LIMITS);
  if (issues.length > 0) throw new CaseError(source, withLines(issues, opts.doc));
  const env = parseEnvelope(data);
  if (!env.success) {
    issues.push(...issuesFromZod(env.error, data, [], opts.doc, envelopeSchema));
    throw new CaseError(source, issues);
  }
  const e = env.data;
  if (e.facts === undefined) issues.push({ path: "facts", message: "the case has no facts", expected: "a mapping" });
  else if (e.facts === null || typeof e.facts !== "object" || Array.isArray(e.facts)) {
    issues.push(
      ...withLines(
        [{ path: "facts", message: `expected a mapping, found ${kindOf(e.facts)}`, expected: "a mapping" }],
        opts.doc,
      ),
    );
  }

  const statute = findStatute(e.statute);
  if (!statute) {
    const near = suggest(
      e.statute,
      STATUTES.map((s) => s.id),
    );
    issues.push({
      path: "statute",
      message: `unknown statute "${e.statute}"${near.length ? `; did you mean ${near.join(" or ")}?` : ""}`,
      expected: STATUTES.map((s) => s.id).join(", "),
    });
    throw new CaseError(source, issues);
  }
  const handler = statute.kinds.find((k) => k.kind === e.kind);
  if (!handler) {
    issues.push({
      path: "kind",
      message: `${statute.id} has no rules for cases of kind "${e.kind}"`,
      expected: statute.kinds.map((k) => k.kind).join(", "),
    });
  }

  const fileReadings = byName(statute, e.readings);
  const optReadings = opts.readings ? byName(statute, opts.readings) : undefined;
  let readings: ReadingSet | undefined;
  try {
    readings = new ReadingSet(readingDefs(statute), fileReadings);
  } catch (err) {
    if (!(err instanceof ReadingError)) throw err;
    issues.push({ path: "readings", message: err.message });
  }
  if (readings && optReadings) {
    try {
      readings = new ReadingSet(readingDefs(statute), { ...fileReadings, ...optReadings });
    } catch (err) {
      if (!(err instanceof ReadingError)) throw err;
      issues.push({ path: "--reading", message: err.message });
      readings = undefined;
    }
  }

  const currencyId = e.currency ?? statute.currencies[0];
  let currency: Currency | undefined;
  const comparing = handler !== undefined && (statute.comparisonKinds ?? []).includes(handler.kind);
  if (currencyId !== undefined && statute.currencies.includes(currencyId) && readings) {
    currency = statute.currency(currencyId, readings);
  } else if (currencyId !== undefined && comparing) {
    currency = comparisonCurrency(currencyId);
  }
  if (!currency && readings) {
    const also = comparing ? ", or in an ISO 4217 currency (EUR, GBP, USD …) or lira" : "";
    const where = (statute.comparisonKinds ?? []).length
      ? `; ISO 4217 currencies are accepted only in cases of kind ${(statute.comparisonKinds ?? []).join(", ")}`
      : "";
    issues.push({
      path: "currency",
      message: `${statute.id} cases are reckoned in ${statute.currencies.join(" or ")}${also}, not "${currencyId}"${comparing ? "" : where}`,
      expected: statute.currencies.join(", "),
    });
  }

  let facts: unknown;
  const factsAMapping = e.facts !== null && typeof e.facts === "object" && !Array.isArray(e.facts);
  if (handler && currency && factsAMapping) {
    const r = parseFacts(handler, currency)(e.facts);
    if (r.success) facts = r.data;
    else issues.push(...issuesFromZod(r.error, e.facts, ["facts"], opts.doc, handler.jsonSchema));
  }
  if (issues.length > 0 || !handler || !currency || !readings) throw new CaseError(source, issues);

  return {
    statute,
    handler,
    title: e.title,
    currency,
    readings,
    facts,
    caseHash: canonicalSha256(data),
    explain: opts.explanation !== false,
    source,
    given: e.facts,
  };
}

/** Issues with the line of each path added, where the case came as text. */
function withLines(issues: CaseIssue[], doc: SourceDoc | undefined): CaseIssue[] {
  if (!doc) return issues;
  return issues.map((i) => {
    const line = i.path === "" ? undefined : doc.lineOf(pathSegments(i.path));
    return line === undefined ? i : { ...i, path: `${i.path} (line ${line})` };
  });
}

/** "facts.people[3].id" as its segments. */
function pathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    out.push(m[2] !== undefined ? Number(m[2]) : (m[1] as string));
  return out;
}

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "a list";
  return typeof v === "string" ? "text" : `${typeof v} ${String(v).slice(0, 20)}`;
}

/**
 * The currency a case is reckoned in, as `prepare` finds it, without reading its
 * facts: its statute's currency under its readings and the readings given. A case
 * whose statute, currency or readings `prepare` would not take has none here
 * (undefined); preparing it then says why.
 */
export function caseCurrency(
  data: { statute?: unknown; currency?: unknown; readings?: unknown },
  readings: Readonly<Record<string, string>> = {},
): Currency | undefined {
  const statute = typeof data.statute === "string" ? findStatute(data.statute) : undefined;
  if (!statute) return undefined;
  const id = data.currency === undefined ? statute.currencies[0] : data.currency;
  if (typeof id !== "string" || !statute.currencies.includes(id)) return undefined;
  const file = data.readings;
  if (file !== undefined && (file === null || typeof file !== "object" || Array.isArray(file))) return undefined;
  try {
    const set = new ReadingSet(readingDefs(statute), {
      ...byName(statute, (file ?? {}) as Record<string, string>),
      ...byName(statute, readings),
    });
    return statute.currency(id, set);
  } catch (err) {
    if (err instanceof ReadingError) return undefined;
    throw err;
  }
}

const parseEnvelope = tieredSafeParse(envelopeSchema);

const DEFS = new WeakMap<StatuteModule, ReadonlyMap<string, ReadingDef>>();

/** A statute's readings by name, gathered once (a ReadingSet shares the map). */
function readingDefs(statute: StatuteModule): ReadonlyMap<string, ReadingDef> {
  let m = DEFS.get(statute);
  if (m === undefined) {
    m = new Map(statute.readings.map((r) => [r.name, r]));
    DEFS.set(statute, m);
  }
  return m;
}

/**
 * Reading overrides with each named by its reading's name: a question id of the
 * register ("Q-B09") stands for the statute's reading of that question.
 */
export function byName(statute: StatuteModule, overrides: Readonly<Record<string, string>>): Record<string, string> {
  // A name is only ever a key of its own, "__proto__" too.
  const out = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(overrides)) {
    const r = /^Q-[A-Z]+\d+$/i.test(key)
      ? statute.readings.find((x) => x.question.toUpperCase() === key.toUpperCase())
      : undefined;
    Object.defineProperty(out, r ? r.name : key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Each kind's facts schema in each currency, built once (building one costs far more than a parse). */
const FACTS = new WeakMap<AnyKind, Map<Currency, (input: unknown) => z.ZodSafeParseResult<unknown>>>();

function factsParser(handler: AnyKind, currency: Currency): (input: unknown) => z.ZodSafeParseResult<unknown> {
  let byCurrency = FACTS.get(handler);
  if (!byCurrency) {
    byCurrency = new Map();
    FACTS.set(handler, byCurrency);
  }
  let parse = byCurrency.get(currency);
  if (!parse) {
    parse = tieredSafeParse(handler.facts(amountSchema(currency)));
    byCurrency.set(currency, parse);
  }
  return parse;
}

/** The explanation of a determination decided without one. */
export function leftOut(): Step {
  return {
    label: say.leftOut(),
    provisions: [],
    status: "note",
  };
}

/** The start of the warning on facts the rules did not read (given only with the explanation). */
export const UNREAD_NOTE = "Not read in this situation:";

const say = phrases("engine", {
  unread:
    "Not read in this situation: {fields}. A {kind} case may state {n, plural, one {it} other {them}}, but here the rules do not read {n, plural, one {it, and it does} other {them, and they do}} not change the outcome.",
  leftOut: "The explanation was left out (decided with explanation: false); decide again with it to see why.",
});

/**
 * What a decision without the explanation must have in common with one with it:
 * the determination less its explanation (and the book of phrases behind its texts), and less the note on facts not read,
 * which explains the case as given and comes with the explanation only. Every
 * other field (shares, duties, options, penalties, assessments, the other
 * warnings, the readings and the receipt) must be equal whichever way it is
 * decided.
 */
export function withoutExplanation(d: Determination): Omit<Determination, "explanation" | "phrases"> {
  // The book of phrases holds the messages behind the texts, the explanation's among them.
  const { explanation: _, phrases: __, ...rest } = d;
  return { ...rest, warnings: rest.warnings.filter((w) => !w.message.startsWith(UNREAD_NOTE)) };
}

/** Decide a prepared case. */
export function decidePrepared(p: PreparedCase): Determination {
  const explain = p.explain !== false;
  // With the explanation, the facts the case gives that the rules never read are
  // noted (a warning): it explains the case as given. Without it (batch,
  // sensitivity) the note is not made. The facts read are those the rules tried
  // declare they read (core/rule.ts `reads`, held to what they read on every
  // shipped example by engine/declared-reads.test.ts): the facts go to the rules
  // as they are, and the note costs a walk of the case.
  const noting = explain && p.given !== undefined;
  const run = (): DeterminationBody =>
    p.handler.decide(p.facts, { readings: p.readings, currency: p.currency, explain });
  const said = recordPhrases((): DeterminationBody => {
    let decided: DeterminationBody;
    let unread: string[] = [];
    if (noting) ({ value: decided, unread } = rulesOf(p, () => decideNotingUnread(run, p.given)));
    else decided = rulesOf(p, run);
    if (unread.length === 0) return decided;
    const fields = unread.map((u) => `facts.${u}`).join(", ");
    return {
      ...decided,
      warnings: [
        ...decided.warnings,
        { message: say.unread({ n: unread.length, fields, kind: p.handler.kind }), provisions: [] },
      ],
    };
  });
  const warned = said.value;
  const body: DeterminationBody = explain ? warned : { ...warned, explanation: leftOut() };
  const used = mergeReadings(p.readings.used(), p.readings.overrides());
  return {
    statute: p.statute.id,
    kind: p.handler.kind,
    ...(p.title !== undefined ? { title: p.title } : {}),
    currency: p.currency.id,
    ...body,
    ...(Object.keys(said.phrases).length > 0 ? { phrases: said.phrases } : {}),
    readings: used,
    receipt: {
      sealaw: SEALAW_VERSION,
      caseFormat: String(1),
      statute: p.statute.id,
      kind: p.handler.kind,
      statuteTexts: p.statute.textsSha256,
      case: p.caseHash,
      readings: used,
    },
  };
}

/**
 * Run the rules; a problem they find in the facts names the case's source (the
 * rules themselves do not know it), and a date they reckon that falls outside the
 * calendar is a problem of the facts, not a fault.
 */
function rulesOf<T>(p: PreparedCase, run: () => T): T {
  try {
    return run();
  } catch (e) {
    const source = p.source ?? "case";
    if (e instanceof CaseError && e.source !== source) throw new CaseError(source, e.issues);
    if (e instanceof CalendarError) {
      throw new CaseError(source, [
        {
          path: "facts",
          message: `a date of the case, or a deadline reckoned from one, falls outside the calendar: ${e.message}`,
        },
      ]);
    }
    throw e;
  }
}

/** Decide a case given as plain data (a parsed YAML/JSON case file). */
export function decide(data: unknown, opts: DecideOptions = {}): Determination {
  return decidePrepared(prepare(data, opts));
}

function mergeReadings(used: UsedReading[], overrides: UsedReading[]): UsedReading[] {
  const m = new Map<string, UsedReading>();
  for (const r of used) m.set(r.name, r);
  for (const r of overrides) if (!m.has(r.name)) m.set(r.name, r);
  return [...m.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
