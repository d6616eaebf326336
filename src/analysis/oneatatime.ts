/**
 * One reading at a time: from the case as it stands, each reading in play flipped
 * to each of its other alternatives alone, everything else held where it is.
 *
 * Sensitivity (sensitivity.ts) answers "between what bounds can each party's
 * figure fall, over every combination of readings"; this answers the question a
 * reader asks first: "which reading matters most, and to whom". A reading is in
 * play when the decision of the case as it stands consulted it (a reading held
 * fixed is not varied). Each flip is one decision, so the work is the sum of the
 * alternatives, not their product.
 *
 * For each flip the report gives every party whose position (positions.ts) moves,
 * before → after, exact; whether the outcome changes in anything but money; and,
 * for a general average, the rate before and after. For each party it gives the
 * flips that move it, the largest change first.
 */

import type { AverageStatement, Determination, Receipt } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { sameReckoning } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { type Alternative, type ReadingDef, ReadingSet } from "../core/reading.js";
import { byName, type DecideOptions, decidePrepared, type PreparedCase, prepare } from "../engine/decide.js";
import { fingerprint, type Position, positions } from "./positions.js";
import { isUndecidable, undecidableReason, undecided } from "./sensitivity.js";
import type { PartyMove } from "./whatif.js";

export interface OneAtATimeOptions extends DecideOptions {
  /** Readings held fixed (NAME -> code or slug): not flipped. */
  fix?: Readonly<Record<string, string>>;
}

export interface ReadingInPlay {
  name: string;
  question: string;
  title: string;
  /** The code in force for the case as it stands. */
  inForce: string;
  /** True when the value in force is the statute's default. */
  isDefault: boolean;
  alternatives: Alternative[];
}

/**
 * A party whose position a flip moves: before, after and the change, as what-if
 * gives it for a changed fact.
 */
export type Move = PartyMove;

/** The rate of an average (loss over mass), exact, and as a percentage where the statement gives one. */
export interface Rate {
  /** Which statement: "general" for the general average, or a separate average's id. */
  of: string;
  label: string;
  rate: string;
  percent?: string;
}

export interface Flip {
  reading: string;
  question: string;
  from: string;
  to: string;
  /** The alternative flipped to, in one line. */
  label: string;
  situation: string;
  /** True when the outcome differs in anything (money, penalties, duties, choices, assessments). */
  changes: boolean;
  /** Readings the flipped decision consulted that the case as it stands did not. */
  brings: string[];
  /** Every party whose position moves, the largest change first. */
  moves: Move[];
  /** Rates that move: before and after. */
  rates: { before: Rate; after?: Rate }[];
  /** `sealaw decide -r NAME=CODE` gives this decision again. */
  receipt: Receipt;
  /**
   * Why the case cannot be decided with this flip, when it cannot: the case lacks
   * a fact the flipped reading needs, or its amounts do not fit the reckoning it
   * gives. Such a flip changes the outcome but moves no figure.
   */
  undecidable?: string;
}

export interface PartyChanges {
  party: string;
  name: string;
  unit: string;
  counted: string;
  inForce: Rational;
  /** The flips that move this party, the largest change first. */
  changes: { reading: string; question: string; to: string; after: Rational; delta: Rational }[];
}

export interface OneAtATimeReport {
  statute: string;
  kind: string;
  title?: string;
  situation: string;
  fixed: Record<string, string>;
  inPlay: ReadingInPlay[];
  /** Rates of the case as it stands (a general average's, a separate average's). */
  rates: Rate[];
  flips: Flip[];
  /** Every party with a position as the case stands or under some flip; those moved most first. */
  parties: PartyChanges[];
  decisions: number;
  receipt: Receipt;
}

const say = phrases("analysis/oneatatime", { generalAverage: "the general average" });

const key = (p: { party: string; unit: string }): string => `${p.party}\u0000${p.unit}`;

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function ratesOf(d: Determination): Rate[] {
  const out: Rate[] = [];
  const add = (of: string, label: string, s: AverageStatement | undefined) => {
    if (!s) return;
    out.push({ of, label, rate: s.rate, ...(s.ratePercent !== undefined ? { percent: s.ratePercent } : {}) });
  };
  add("general", say.generalAverage(), d.statement);
  for (const a of d.averages ?? []) add(a.id, a.label, a.statement);
  return out;
}

/** Larger absolute change first; then by the given tie-breaker. */
function bySize<T extends { delta: Rational }>(tie: (a: T, b: T) => number): (a: T, b: T) => number {
  return (a, b) => {
    const c = b.delta.abs().cmp(a.delta.abs());
    return c !== 0 ? c : tie(a, b);
  };
}

const cmpText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function oneAtATime(data: unknown, opts: OneAtATimeOptions = {}): OneAtATimeReport {
  const base: Record<string, string> = { ...(opts.readings ?? {}), ...(opts.fix ?? {}) };
  const first = prepare(data, { ...opts, readings: base });
  const defs = new Map<string, ReadingDef>(first.statute.readings.map((r) => [r.name, r]));
  const fixedNames = new Set(Object.keys(byName(first.statute, opts.fix ?? {})));
  const fixed: Record<string, string> = {};
  for (const u of first.readings.overrides()) if (fixedNames.has(u.name)) fixed[u.name] = u.value;
  // The readings as the case stands: the case file's own, the caller's overrides, the fixed.
  const standing = {
    ...byName(first.statute, (obj(data).readings ?? {}) as Record<string, string>),
    ...byName(first.statute, base),
  };

  let decisions = 0;
  const run = (change: Record<string, string>): { d: Determination; consulted: string[]; undecidable?: string } => {
    decisions++;
    const set = new ReadingSet(first.statute.readings, { ...standing, ...change });
    const currency = first.statute.currency(first.currency.id, set);
    // Under another reckoning the case is read anew, and its amounts may not fit it:
    // the flip then cannot be decided, which the report says beside the other flips.
    let p: PreparedCase | undefined;
    try {
      p =
        currency && sameReckoning(currency, first.currency)
          ? { ...first, readings: set }
          : prepare(data, { ...opts, readings: { ...base, ...change } });
      return { d: decidePrepared(p), consulted: p.readings.consultedInOrder() };
    } catch (e) {
      if (!isUndecidable(e)) throw e;
      const used = p?.readings ?? set;
      return {
        d: undecided(p ?? first, used, e),
        consulted: used.consultedInOrder(),
        undecidable: undecidableReason(e),
      };
    }
  };

  const root = run({});
  const rootPositions = positions(root.d);
  const rootValues = new Map(rootPositions.map((p) => [key(p), p]));
  const rootPrint = fingerprint(root.d);
  const rootRates = ratesOf(root.d);
  const inPlay: ReadingInPlay[] = [];
  for (const name of root.consulted) {
    const def = defs.get(name);
    if (!def || fixedNames.has(name)) continue;
    const used = root.d.readings.find((r) => r.name === name);
    const inForce = used?.value ?? def.default;
    inPlay.push({
      name,
      question: def.question,
      title: def.title,
      inForce,
      isDefault: inForce === def.default,
      alternatives: [...def.alternatives],
    });
  }

  const flips: Flip[] = [];
  const who = new Map<string, Omit<Position, "value">>(rootPositions.map((p) => [key(p), p]));
  for (const r of inPlay) {
    for (const alt of r.alternatives) {
      if (alt.code === r.inForce) continue;
      const res = run({ [r.name]: alt.code });
      // A flip under which the case cannot be decided has no figures to compare.
      const after = res.undecidable === undefined ? positions(res.d) : [];
      const afterValues = new Map(after.map((p) => [key(p), p]));
      for (const p of after) if (!who.has(key(p))) who.set(key(p), p);
      const moves: Move[] = [];
      const compared = res.undecidable === undefined ? [...rootValues.keys(), ...afterValues.keys()] : [];
      for (const k of new Set(compared)) {
        const b = rootValues.get(k)?.value ?? Rational.ZERO;
        const a = afterValues.get(k)?.value ?? Rational.ZERO;
        if (a.eq(b)) continue;
        const w = (rootValues.get(k) ?? afterValues.get(k)) as Position;
        moves.push({
          party: w.party,
          name: w.name,
          unit: w.unit,
          counted: w.counted,
          before: b,
          after: a,
          delta: a.sub(b),
        });
      }
      moves.sort(bySize((x, y) => cmpText(key(x), key(y))));
      const afterRates = new Map(ratesOf(res.d).map((x) => [x.of, x]));
      const rates: Flip["rates"] = [];
      for (const before of res.undecidable === undefined ? rootRates : []) {
        const a = afterRates.get(before.of);
        if (!a) rates.push({ before });
        else if (a.rate !== before.rate) rates.push({ before, after: a });
      }
      const consulted = new Set(root.consulted);
      flips.push({
        reading: r.name,
        question: r.question,
        from: r.inForce,
        to: alt.code,
        label: alt.label,
        situation: res.d.situation,
        changes: fingerprint(res.d) !== rootPrint,
        brings: res.consulted.filter((n) => !consulted.has(n) && !fixedNames.has(n)),
        moves,
        rates,
        receipt: res.d.receipt,
        ...(res.undecidable !== undefined ? { undecidable: res.undecidable } : {}),
      });
    }
  }

  const parties: PartyChanges[] = [...who.entries()].map(([k, w]) => ({
    party: w.party,
    name: w.name,
    unit: w.unit,
    counted: w.counted,
    inForce: rootValues.get(k)?.value ?? Rational.ZERO,
    changes: flips
      .flatMap((f) =>
        f.moves
          .filter((m) => key(m) === k)
          .map((m) => ({ reading: f.reading, question: f.question, to: f.to, after: m.after, delta: m.delta })),
      )
      .sort(bySize((a, b) => cmpText(a.reading, b.reading) || cmpText(a.to, b.to))),
  }));
  const largest = (p: PartyChanges): Rational => p.changes[0]?.delta.abs() ?? Rational.ZERO;
  parties.sort((a, b) => largest(b).cmp(largest(a)) || cmpText(key(a), key(b)));

  return {
    statute: root.d.statute,
    kind: root.d.kind,
    ...(root.d.title !== undefined ? { title: root.d.title } : {}),
    situation: root.d.situation,
    fixed,
    inPlay,
    rates: rootRates,
    flips,
    parties,
    decisions,
    receipt: root.d.receipt,
  };
}
