/**
 * decide: a case in, a determination out.
 *
 * Validates the whole case file at once (envelope, statute, kind, readings,
 * currency, facts) so that every problem is reported together, then runs the
 * statute's rules and attaches the readings consulted and a receipt that lets the
 * result be reproduced.
 */

import { createHash } from "node:crypto";
import { amountSchema } from "../cases/common.js";
import { envelopeSchema } from "../cases/envelope.js";
import { issuesFromZod, type SourceDoc } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { CaseError, type CaseIssue } from "../core/errors.js";
import type { Currency } from "../core/money.js";
import { ReadingError, ReadingSet, type UsedReading } from "../core/reading.js";
import { suggest } from "../core/suggest.js";
import { STATUTES } from "../law/index.js";
import type { AnyKind, StatuteModule } from "../law/statute.js";
import { SEALAW_VERSION } from "../version.js";

export interface DecideOptions {
  /** Reading overrides (NAME -> code or slug); these win over the case file's own. */
  readings?: Readonly<Record<string, string>>;
  /** Name of the source, for error messages. Default "case". */
  source?: string;
  /** The parsed document, so that errors can give line numbers. */
  doc?: SourceDoc;
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
}

/** Canonical JSON: keys sorted at every level, so equal cases hash equally. */
export function canonicalJson(v: unknown): string {
  if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
    .join(",")}}`;
}

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

export function findStatute(id: string): StatuteModule | undefined {
  return STATUTES.find((s) => s.id === id);
}

/** Validate a case and resolve statute, kind, readings and currency. Throws CaseError with every issue. */
export function prepare(data: unknown, opts: DecideOptions = {}): PreparedCase {
  const source = opts.source ?? opts.doc?.name ?? "case";
  const issues: CaseIssue[] = [];
  const env = envelopeSchema.safeParse(data);
  if (!env.success) {
    issues.push(...issuesFromZod(env.error, data, [], opts.doc));
    throw new CaseError(source, issues);
  }
  const e = env.data;
  if (e.facts === undefined) issues.push({ path: "facts", message: "the case has no facts", expected: "a mapping" });

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

  let readings: ReadingSet | undefined;
  try {
    readings = new ReadingSet(statute.readings, e.readings);
  } catch (err) {
    if (!(err instanceof ReadingError)) throw err;
    issues.push({ path: "readings", message: err.message });
  }
  if (readings && opts.readings) {
    try {
      readings = new ReadingSet(statute.readings, { ...e.readings, ...opts.readings });
    } catch (err) {
      if (!(err instanceof ReadingError)) throw err;
      issues.push({ path: "--reading", message: err.message });
      readings = undefined;
    }
  }

  const currencyId = e.currency ?? statute.currencies[0];
  let currency: Currency | undefined;
  if (currencyId !== undefined && statute.currencies.includes(currencyId) && readings) {
    currency = statute.currency(currencyId, readings);
  }
  if (!currency && readings) {
    issues.push({
      path: "currency",
      message: `${statute.id} cases are reckoned in ${statute.currencies.join(" or ")}, not "${currencyId}"`,
      expected: statute.currencies.join(", "),
    });
  }

  let facts: unknown;
  if (handler && currency && e.facts !== undefined) {
    const r = handler.facts(amountSchema(currency)).safeParse(e.facts);
    if (r.success) facts = r.data;
    else issues.push(...issuesFromZod(r.error, e.facts, ["facts"], opts.doc));
  }
  if (issues.length > 0 || !handler || !currency || !readings) throw new CaseError(source, issues);

  return {
    statute,
    handler,
    title: e.title,
    currency,
    readings,
    facts,
    caseHash: sha256(canonicalJson(data)),
  };
}

/** Decide a prepared case. */
export function decidePrepared(p: PreparedCase): Determination {
  const body = p.handler.decide(p.facts, { readings: p.readings, currency: p.currency });
  const used = mergeReadings(p.readings.used(), p.readings.overrides());
  return {
    statute: p.statute.id,
    kind: p.handler.kind,
    ...(p.title !== undefined ? { title: p.title } : {}),
    currency: p.currency.id,
    ...body,
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
