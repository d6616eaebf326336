/**
 * From a partial case to the questions that matter.
 *
 * `questions(case)` takes a case file whose facts may leave out what the case
 * format requires, and says what the law still needs to know:
 *
 * - **needed**: the facts that must be given before the case can be decided and
 *   that a rule reads in the case as answered so far;
 * - **you may also say** (`optional`): facts the case may leave at their default,
 *   that a rule reads; on request (`rank`) ordered by how much money each could
 *   move, by what-if;
 * - **not needed**: the facts the case leaves out that no rule reads in this
 *   situation, each with why;
 * - **readings** that bear on the case as answered so far, with their alternatives;
 * - **next**: the one question to ask now.
 *
 * How it knows. A missing required field is given a stand-in value (partial.ts),
 * and the statute's rules are run on the facts wrapped so that every read is noted
 * (record.ts). The rules read the situation first — where it happened, what was
 * found — and only then what that situation makes matter, so a field the rules
 * never reach is not asked: once the Borkum salvage is known to be outside the
 * reefs, no rule reads a wagon.
 *
 * Every fact is a question only because a rule read it, so the list follows the
 * case as it is answered; nothing is listed per kind by hand.
 *
 * Which questions are sure. Up to the first read of a missing fact, the rules have
 * run on the case as given, so that fact is sure to be needed (`firm`). After it,
 * they run on the stand-in: the facts read later are needed as the case stands, but
 * an answer given earlier may still change them. `next` is therefore the first fact
 * the rules read that is not yet answered — a missing one, or one that may be left
 * at its default and has not been left there (`open`) — and the interview
 * (interview.ts) asks that one, then asks again: no question it puts can turn out
 * not to matter.
 *
 * Deciding, or only explaining. The rules run once without the explanation, which
 * tells what decides the outcome, and once with it, which adds what the
 * explanation shows besides (a party's facts beside him, the facts of a rule that
 * did not apply). Those are still asked, so that the case answered in full gives
 * the very determination, but after everything that decides, and marked `explains`.
 *
 * The order of the lists. `needed` and `optional` are shown in the order a person
 * answers: the situation (yes/no and one-of facts of the case as a whole), then the
 * parties (the lists of people and ships, and every fact about one of them), then
 * amounts, then dates, then the rest; within each, in the order the rules read
 * them, which puts what decides the situation before what it makes matter; what
 * only explains comes last.
 */

import type { Determination } from "../core/determination.js";
import { asFormat1 } from "../core/determination-format.js";
import { CaseError, NotCoveredError } from "../core/errors.js";
import { phrases } from "../core/messages.js";
import { type DecideOptions, decidePrepared, prepare, UNREAD_NOTE } from "../engine/decide.js";
import { remedies } from "./checks.js";
import { personSort } from "./order.js";
import { preparePartial } from "./partial.js";
import { phrase } from "./phrase.js";
import type { Question, Ranker } from "./question.js";
import { type FactRead, Recorder } from "./record.js";
import {
  branchFor,
  factsJsonSchema,
  pathText,
  plainObject,
  type Schema,
  type Seg,
  schemaAt,
  valueAt,
} from "./schema-walk.js";

export interface QuestionsOptions extends DecideOptions {
  /**
   * Facts (paths, "facts.people[2].wagon") the person has chosen to leave at their
   * default: they stay under `optional` but are no longer put as `next`.
   */
  open?: readonly string[];
  /**
   * Rank the facts one may also give by how much each can move, with this ranker
   * (analysis/rank.ts's `rankByWhatIf`: one decision per alternative). Only a case
   * with nothing needed is ranked. Default: not ranked.
   */
  rank?: Ranker | false;
  /** With rank: the most alternative cases the ranking decides (what-if's bound). Default 2,000. */
  maxChanges?: number;
  /**
   * Also list the facts the case gives that the rules read (`answered`), phrased
   * as the questions they answer, so that a form can show them beside the open
   * ones and let them be changed. Default false.
   */
  answered?: boolean;
}

export type { Question, Ranker } from "./question.js";

export interface NotNeeded {
  path: string;
  subject?: string;
  why: string;
}

export interface ReadingBearing {
  name: string;
  question: string;
  title: string;
  /** The alternative the case stands on now. */
  value: string;
  isDefault: boolean;
  alternatives: { code: string; slug: string; label: string }[];
}

export interface QuestionsReport {
  statute: string;
  kind: string;
  title?: string;
  currency: string;
  /**
   * Nothing is needed: the case can be decided, and its determination has no gap
   * that a fact left out would settle.
   */
  complete: boolean;
  /** The case can be decided (nothing the format requires is missing); some facts may still be needed for its figures. */
  decidable: boolean;
  /** The question to ask now; absent when nothing is left to ask. */
  next?: Question;
  needed: Question[];
  optional: Question[];
  /** Whether `optional` is ordered by what-if (see QuestionsOptions.rank). */
  ranked: boolean;
  notNeeded: NotNeeded[];
  readings: ReadingBearing[];
  /**
   * Where the rules could not go on past a stand-in for a missing fact (the
   * listing stops there; answering the needed facts moves it on).
   */
  stopped?: string;
  /** With `answered`: the facts the case gives that the rules read, as questions (the values are the case's). */
  answered?: Question[];
  /** The situation, once the case is complete. */
  situation?: string;
  /** The determination, once the case is complete. */
  determination?: Determination;
}

const facts = (path: readonly Seg[]): string => pathText(["facts", ...path]);

const say = phrases("questions/report", {
  notReadHere: "no rule that applies in this situation ({situation}) reads it",
  notReadSoFar: "no rule that applies to the case as answered so far reads it",
  issue: "{path}: {message}",
  cannotGoOn: "the rules cannot go on until the facts still needed are answered",
});

/**
 * Does `text` name the fact at `path` ("facts.people[1].told"), as it is or with its
 * list positions left out ("facts.cargo[].value"), and not as the start of a longer
 * path ("facts.ship.valuation_made_known" does not name facts.ship.valuation)?
 */
/** Where in a gap's text a fact is first named (the end of the text where it is not). */
function firstNamed(text: string, path: string): number {
  let first = text.length;
  for (const p of new Set([path, path.replace(/\[\d+\]/g, "[]")])) {
    const at = text.indexOf(p);
    if (at >= 0 && at < first) first = at;
  }
  return first;
}

/**
 * Reorder, in place, the facts one gap names among themselves, by where it names
 * them; they keep the places they took among the other questions.
 */
function inGapOrder(list: Question[], named: ReadonlyMap<Question, { gap: number; at: number }>): void {
  const gaps = new Set([...named.values()].map((n) => n.gap));
  for (const gap of gaps) {
    const slots: number[] = [];
    list.forEach((q, i) => {
      if (named.get(q)?.gap === gap) slots.push(i);
    });
    const moved = slots.map((i) => list[i] as Question);
    moved.sort((a, b) => (named.get(a)?.at ?? 0) - (named.get(b)?.at ?? 0));
    slots.forEach((at, k) => {
      list[at] = moved[k] as Question;
    });
  }
}

function names(text: string, path: string): boolean {
  for (const p of new Set([path, path.replace(/\[\d+\]/g, "[]")])) {
    let at = text.indexOf(p);
    while (at >= 0) {
      const after = text.charAt(at + p.length);
      if (!/[A-Za-z0-9_.[]/.test(after) || (after === "." && !/[A-Za-z0-9_]/.test(text.charAt(at + p.length + 1))))
        return true;
      at = text.indexOf(p, at + 1);
    }
  }
  return false;
}

/** The gaps of a determination a fact could settle: the assessments still needed, and the warnings. */
function gapsOf(d: Determination): { text: string; why: string }[] {
  return [
    ...d.assessments.filter((a) => a.status === "needed").map((a) => ({ text: `${a.what} ${a.basis}`, why: a.what })),
    ...d.warnings.filter((w) => !w.message.startsWith(UNREAD_NOTE)).map((w) => ({ text: w.message, why: w.message })),
  ];
}

/** Is `path` strictly inside one of the holes? */
function insideHole(path: readonly Seg[], holes: ReadonlyMap<string, Seg[]>): boolean {
  for (let i = path.length - 1; i > 0; i--) if (holes.has(pathText(path.slice(0, i)))) return true;
  return false;
}

/** A recorder that knows the fields of each mapping of the facts from the schema. */
function recorder(root: Schema, parsed: unknown, holes: ReadonlyMap<string, Seg[]>): Recorder {
  const known = new Map<string, readonly string[]>();
  return new Recorder(new Set(holes.keys()), (path) => {
    const key = pathText(path);
    let fields = known.get(key);
    if (fields === undefined) {
      const s = branchFor(schemaAt(root, path, parsed), root, valueAt(parsed, path));
      fields = s?.type === "object" && s.properties ? Object.keys(s.properties as object) : [];
      known.set(key, fields);
    }
    return fields;
  });
}

export function questions(data: unknown, opts: QuestionsOptions = {}): QuestionsReport {
  const partial = preparePartial(data, opts);
  const p = partial.prepared;
  const root = factsJsonSchema(p.handler);
  const holes = partial.holes;
  const rec = recorder(root, p.facts, holes);
  let determination: Determination | undefined;
  let failure: unknown;
  try {
    const wrapped = rec.wrap(p.facts);
    // First without the explanation: what the rules read there decides the outcome.
    rec.watching(() => decidePrepared({ ...p, facts: wrapped, explain: false }));
  } catch (e) {
    failure = e;
  }
  let explained: Determination | undefined;
  if (failure === undefined && holes.size === 0) {
    // Then with it: what it reads besides is shown in the explanation, and decides
    // nothing. Only once nothing the format requires is missing: until then what
    // only explains would be offered after all that is needed anyway, and the case
    // is read again with every answer.
    rec.explainPass = true;
    try {
      explained = rec.watching(() => decidePrepared({ ...p, facts: rec.wrap(p.facts) }));
    } catch (e) {
      failure = e;
    }
  }
  rec.stop();

  const given = partial.given;
  const open = new Set(opts.open ?? []);
  const currency = p.currency.id;
  const ask = (path: Seg[], read: FactRead | undefined, order: number): Question => ({
    ...phrase(path, root, schemaAt(root, path, given), p.currency, given),
    provisions: read ? [...read.provisions].sort() : [],
    order,
    firm: read?.firm ?? false,
    explains: read?.explains ?? false,
    because: read ? "read" : "format",
  });

  const needed: Question[] = [];
  const optional: Question[] = [];
  /**
   * Where each fact moved to `needed` by a gap stands in the gap's own words: which
   * gap, and where in its text the fact is first named. A gap names its facts in
   * the order the statute takes them (a general average's loss: the distress, the
   * gear cut away, the goods thrown, then the other losses of dl-averi/33–41 in
   * sequence), and they are asked in that order.
   */
  const named = new Map<Question, { gap: number; at: number }>();
  /** Move each fact left out that a gap names from `optional` to `needed`, saying what it settles. */
  const settle = (gaps: readonly { text: string; why: string }[]): void => {
    for (let i = 0; i < optional.length; i++) {
      const q = optional[i] as Question;
      if (q.explains || open.has(q.path)) continue;
      const at = gaps.findIndex((g) => names(g.text, q.path));
      const gap = gaps[at];
      if (gap === undefined) continue;
      optional.splice(i--, 1);
      const moved = { ...q, settles: gap.why };
      needed.push(moved);
      named.set(moved, { gap: at, at: firstNamed(gap.text, q.path) });
    }
  };
  /** A fact one may also say that is still to be put: not left open, and not one that only explains. */
  const toPut = (q: Question): boolean => !open.has(q.path) && !q.explains;
  const answered: Question[] = [];
  const read = new Set<string>();
  for (const r of rec.reads.values()) {
    // Shown only beside rules that did not apply: it explains a road not taken.
    if (r.explains && !r.shown) continue;
    // Read only to warn of facts that count for nothing: no rule needs it.
    if (r.warnsOnly) continue;
    if (holes.has(r.text)) {
      needed.push(ask(r.path, r, r.order));
      read.add(r.text);
      continue;
    }
    if (insideHole(r.path, holes)) continue;
    if (valueAt(given, r.path) !== undefined) {
      const own = typeof r.path[r.path.length - 1] === "string";
      if (opts.answered && own && schemaAt(root, r.path, given)) answered.push(ask(r.path, r, r.order));
      continue;
    }
    const parent = valueAt(given, r.path.slice(0, -1));
    if (typeof r.path[r.path.length - 1] !== "string" || !plainObject(parent)) continue;
    if (!schemaAt(root, r.path, given)) continue;
    optional.push(ask(r.path, r, r.order));
    read.add(r.text);
  }

  // A fact left out that the rules refuse to go on without (whether the pastor was
  // told), though the format lets it be left out, is needed: decide refuses without it.
  if (failure instanceof CaseError) settle(failure.issues.map((i) => ({ text: i.path, why: i.message })));
  // So is a fact left out without which the statute does not speak to the case at
  // all (the ship that came to grief, for the Danish salvage rules).
  if (failure instanceof NotCoveredError) settle([{ text: failure.path, why: failure.message }]);

  let stopped: string | undefined;
  if (partial.checksWait && failure === undefined) {
    // Nothing is missing, and a check across fields fails. An answer the rules
    // still ask for may set it right; otherwise a fact left at its default that,
    // answered otherwise, passes the check is asked; otherwise the case is wrong,
    // as decide says.
    determination = undefined;
    failure = new Error("the checks across facts wait for the facts still to be answered");
    if (!optional.some(toPut)) {
      let order = rec.places + holes.size;
      for (const { path, why } of remedies(data, opts, partial.gaps, root, given, open)) {
        needed.push({ ...ask(path, undefined, order++), because: "check", why });
      }
      if (needed.length === 0) prepare(data, opts);
    }
  }
  if (failure !== undefined) {
    // The rules stopped on the case as answered so far. Where they had read only
    // facts that are given (or left at their default on purpose), the error is the
    // case's own, and decide gives it too; otherwise an answer still to come may
    // resolve it, and the listing stops there.
    const unanswered = needed.length > 0 || optional.some(toPut);
    if (!unanswered) {
      // With the checks across facts waiting, the rules ran on facts that fail one
      // (a ship named that is not listed): what they stumbled on is that check,
      // and decide's error says so.
      if (partial.checksWait) prepare(data, opts);
      throw failure;
    }
    stopped =
      failure instanceof CaseError && failure.issues[0]
        ? say.issue({ path: failure.issues[0].path, message: failure.issues[0].message })
        : say.cannotGoOn();
  }
  // Required facts that no rule reached: the case format requires them all the same.
  let last = rec.places;
  for (const [text, path] of holes) if (!read.has(text)) needed.push(ask(path, undefined, last++));

  // A fact asked inside a list or mapping that is given but that no rule reads as
  // it stands (the owners of a ship that did not salvage, required by the format)
  // is shown within it: the list or mapping is listed among the answered, so that
  // a form can reach the fact through it.
  if (opts.answered) {
    const listed = new Set([...needed, ...optional, ...answered].map((q) => q.path));
    const within: Seg[][] = [...holes.values()];
    for (const r of rec.reads.values()) if (read.has(r.text)) within.push(r.path);
    let order = rec.places + holes.size;
    for (const path of within) {
      for (let i = path.length - 1; i > 0; i--) {
        const up = path.slice(0, i);
        if (typeof up[up.length - 1] !== "string") continue;
        const v = valueAt(given, up);
        if (v === undefined || v === null || typeof v !== "object") continue;
        const text = facts(up);
        if (listed.has(text) || !schemaAt(root, up, given)) continue;
        listed.add(text);
        answered.push(ask(up, undefined, order++));
      }
    }
  }

  // What only explains is offered, marked, but never put: it decides nothing.
  const candidates = [...needed.filter((q) => !open.has(q.path)), ...optional.filter(toPut)].sort(
    (a, b) => a.order - b.order,
  );
  let next = candidates[0];

  // The determination with its explanation is the one the second run made.
  if (failure === undefined && holes.size === 0 && !partial.checksWait) determination = explained;
  // The determination's gaps that a fact left out would settle: an assessment still
  // needed, or a warning, that names the fact.
  if (determination) settle(gapsOf(determination));
  const situation = determination?.situation;
  const notNeeded: NotNeeded[] = [];
  for (const g of partial.gaps) {
    if (g.required || read.has(pathText(g.path))) continue;
    const q = phrase(g.path, root, schemaAt(root, g.path, given), p.currency, given);
    notNeeded.push({
      path: facts(g.path),
      ...(q.subject !== undefined ? { subject: q.subject } : {}),
      why: situation !== undefined ? say.notReadHere({ situation }) : say.notReadSoFar(),
    });
  }

  personSort(needed);
  inGapOrder(needed, named);
  personSort(optional);
  personSort(answered);
  // A case that can be decided, with facts needed for its figures, is asked them
  // in the order its gaps name them: an adjuster's, beginning with the distress.
  if (failure === undefined && holes.size === 0 && named.size > 0) next = needed.find((q) => named.has(q)) ?? next;
  let ranked = false;
  if (opts.rank && holes.size === 0 && optional.length > 0) {
    opts.rank(data, opts, optional);
    ranked = true;
  }

  const defs = new Map(p.statute.readings.map((r) => [r.name, r]));
  const readings: ReadingBearing[] = p.readings.used().map((u) => ({
    name: u.name,
    question: u.question,
    title: defs.get(u.name)?.title ?? u.label,
    value: u.value,
    isDefault: u.isDefault,
    alternatives: (defs.get(u.name)?.alternatives ?? []).map((a) => ({ code: a.code, slug: a.slug, label: a.label })),
  }));

  return {
    statute: p.statute.id,
    kind: p.handler.kind,
    ...(p.title !== undefined ? { title: p.title } : {}),
    currency,
    complete: holes.size === 0 && failure === undefined && needed.length === 0,
    decidable: holes.size === 0 && failure === undefined,
    ...(next ? { next } : {}),
    needed,
    optional,
    ranked,
    notNeeded,
    readings,
    ...(stopped !== undefined ? { stopped } : {}),
    ...(opts.answered ? { answered } : {}),
    ...(situation !== undefined ? { situation } : {}),
    // In format 1, as the report's schema says: without what only format 2 writes.
    ...(determination ? { determination: asFormat1(determination) } : {}),
  };
}

/** The paths (under the facts) the rules read in deciding a complete case. */
export function factsRead(data: unknown, opts: DecideOptions = {}): string[] {
  const partial = preparePartial(data, opts);
  const rec = recorder(factsJsonSchema(partial.prepared.handler), partial.prepared.facts, partial.holes);
  const wrapped = rec.wrap(partial.prepared.facts);
  rec.watching(() => decidePrepared({ ...partial.prepared, facts: wrapped, explain: false }));
  rec.explainPass = true;
  rec.watching(() => decidePrepared({ ...partial.prepared, facts: wrapped }));
  rec.stop();
  return [...rec.reads.values()].filter((r) => (!r.explains || r.shown) && !r.warnsOnly).map((r) => r.text);
}
