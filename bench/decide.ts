/**
 * Deciding cases: how many cases a second `decide()` gets through on one core,
 * with the explanation and without it, against the statute's rules called
 * directly on the same facts.
 *
 *   npm run bench -- decide                        # as part of `npm run bench`
 *   node --import ./scripts/ts-loader/register.mjs bench/decide.ts [--quick]   # alone, one figure a line
 *
 * Two typical cases:
 * - Borkum §6: goods salvaged inside the reefs with two ships, 20 rows of parties
 *   (the owner-skippers and a co-owner, Neubauer and Altbauer householders with
 *   and without wagons, grown sons, boys, a farmhand, the Vogt with his wagon, the
 *   pastor, widows at home, households at home), written out below as a case;
 * - a find under Danske Lov 1683, Book 4 (dl-vrag/14–15): a skipper's anchor found in
 *   the Sound, his third paid, and the anchor redeemed by the owner's agent within the
 *   year and a day (examples/dl-vrag/find-anchor-in-the-sound.yaml).
 *
 * What is timed, each on the case as plain data (a parsed case file), in this
 * process, on one thread, interleaved, best of several runs each:
 * - `decide(data)`: the whole engine, that is the envelope and the facts
 *   validated, statute, kind, readings and currency resolved, the rules run with
 *   the explanation built, the readings gathered and the receipt made (with the
 *   sha256 of the canonical case);
 * - `decide(data, { explanation: false })`: the same without the explanation;
 * - the baseline: the kind's own `decide(facts, ctx)` called directly on the
 *   facts as validation left them, with the explanation off, a fresh reading set
 *   each time and nothing else: no validation, no readings list, no receipt.
 *
 * Also timed, for the notes: prepare() alone (validation and the case hash), the
 * kind's rules with the explanation, and a bare copy of the finished determination
 * (what it costs merely to make an object of that size).
 *
 * Before the timing, each case is decided both ways and the two determinations
 * are compared: they must be the same apart from the explanation.
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { parseCaseText } from "../src/cases/parse.js";
import type { Step } from "../src/core/explain.js";
import { rulesTried } from "../src/core/rule.js";
import {
  decide,
  decidePrepared,
  type PreparedCase,
  prepare,
  UNREAD_NOTE,
  withoutExplanation,
} from "../src/engine/decide.js";
import { type BenchOptions, type Figure, fmt } from "./lib.js";

const SECTION = "Deciding cases";
/** Each timing runs its function enough times to cover this many ms. */
const SPAN_MS = 20;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** A householder who helped, in the vocabulary of case files. */
const helper = (id: string, name: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name,
  roles: ["householder"],
  farm: "neubauer",
  helped: true,
  ...more,
});

/** Borkum §6, salvage inside the reefs with two ships: 20 rows of parties. */
export const BORKUM_SALVAGE_20: Record<string, unknown> = {
  version: 1,
  statute: "borkum-1666",
  kind: "salvage",
  title: "Goods salvaged on the Randzel with two ships, 20 parties",
  currency: "reichstaler",
  facts: {
    place: "inside_reefs",
    came_ashore_by_itself: false,
    merchant_goods: true,
    salvage_money: "412 rtl 27 st",
    date: "1667-10-14",
    ships: [
      { id: "hoffnung", name: "Hoffnung", skipper: "meinert", owners: [{ person: "meinert", share: 1 }] },
      {
        id: "fortuna",
        name: "Fortuna",
        skipper: "harm",
        owners: [
          { person: "harm", share: "1/2" },
          { person: "jan", share: "1/2" },
        ],
      },
    ],
    people: [
      helper("meinert", "Meinert", { roles: ["householder", "skipper"], aboard: "hoffnung" }),
      helper("harm", "Harm", { roles: ["householder", "skipper"], aboard: "fortuna" }),
      helper("jan", "Jan", { aboard: "fortuna" }),
      helper("h1", "Householder H1", { aboard: "hoffnung" }),
      helper("h2", "Householder H2", { aboard: "hoffnung" }),
      helper("h3", "Householder H3", { aboard: "fortuna" }),
      helper("h4", "Householder H4"),
      helper("h5", "Householder H5", { wagon: true }),
      helper("albert", "Albert", { farm: "altbauer", wagon: true }),
      helper("bojung", "Bojung", { farm: "altbauer" }),
      { id: "eilert", name: "Eilert", roles: ["householder"], farm: "altbauer" },
      { id: "h2-sons", name: "Two grown sons of H2", roles: ["grown_son"], son_of: "h2", count: 2, helped: true },
      { id: "boys", name: "Three boys", roles: ["boy"], count: 3, aboard: "hoffnung", helped: true },
      { id: "focke", name: "Focke", roles: ["boy"], aboard: "fortuna", helped: true },
      { id: "wiard", name: "Wiard", roles: ["farmhand"], helped: true },
      { id: "vogt", name: "The Vogt", roles: ["vogt"], carted: true, wagon: true },
      { id: "pastor", name: "The pastor", roles: ["pastor"] },
      { id: "antje", name: "Widow Antje", roles: ["widow"] },
      { id: "gesche", name: "Widow Gesche", roles: ["widow"], unable_to_work: true },
      { id: "others", name: "Other households, at home", roles: ["householder"], count: 6 },
    ],
  },
};

interface Case {
  readonly name: string;
  readonly data: unknown;
}

function cases(): Case[] {
  const file = join(root, "examples", "dl-vrag", "find-anchor-in-the-sound.yaml");
  return [
    { name: "Borkum §6 salvage, 20 parties", data: BORKUM_SALVAGE_20 },
    { name: "Danish find (dl-vrag)", data: parseCaseText(readFileSync(file, "utf8"), file).data },
  ];
}

/**
 * ms of this process's CPU a call, over `calls` calls: on a machine shared with
 * other work the CPU a process spends on a task moves far less than its wall
 * time, and every figure here is a ratio of two such times of the same run.
 */
function timeCalls(fn: () => void, calls: number): number {
  const t = process.cpuUsage();
  for (let k = 0; k < calls; k++) fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e3 / calls;
}

function callsFor(fn: () => void): number {
  const once = timeCalls(fn, 1);
  return Math.max(1, Math.ceil(SPAN_MS / Math.max(once, 1e-3)));
}

interface Timing {
  /** ms per case: decide() with the explanation, and without. */
  readonly on: number;
  readonly off: number;
  /** The baseline: the kind's rules alone, without the explanation. */
  readonly base: number;
  /** Parts of `on`, for the notes: prepare() (validation and the case hash), and the rules with the explanation. */
  readonly prepare: number;
  readonly rules: number;
  /** decidePrepared() with the explanation, with the note on facts not read and without it: the note's cost. */
  readonly noted: number;
  readonly unnoted: number;
}

function timeCase(c: Case, rounds: number): Timing {
  const p = prepare(c.data);
  // The same prepared case without the facts as given: the rules run on the plain facts, and no note is made.
  const plain: PreparedCase = { ...p, given: undefined };
  const fns: (() => void)[] = [
    () => {
      decide(c.data);
    },
    () => {
      decide(c.data, { explanation: false });
    },
    () => {
      p.handler.decide(p.facts, { readings: p.readings.fresh(), currency: p.currency, explain: false });
    },
    () => {
      prepare(c.data);
    },
    () => {
      p.handler.decide(p.facts, { readings: p.readings.fresh(), currency: p.currency });
    },
    () => {
      decidePrepared({ ...p, readings: p.readings.fresh() });
    },
    () => {
      decidePrepared({ ...plain, readings: p.readings.fresh() });
    },
  ];
  // Warm up each, so that every one is compiled and its schemas built before timing.
  for (let k = 0; k < 500; k++) for (const fn of fns) fn();
  const calls = fns.map(callsFor);
  const best = fns.map(() => Number.POSITIVE_INFINITY);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < fns.length; i++) {
      best[i] = Math.min(best[i] as number, timeCalls(fns[i] as () => void, calls[i] as number));
    }
  }
  const [on, off, base, prep, rules, noted, unnoted] = best as [number, number, number, number, number, number, number];
  return { on, off, base, prepare: prep, rules, noted, unnoted };
}

/**
 * How many rules a decision with the explanation tries, whose declared reads the
 * note on facts not read is made from (engine/declared-reads.ts).
 */
function rulesTriedIn(c: Case): number {
  const p = prepare(c.data);
  const ids = new Set<string>();
  rulesTried(
    () => decidePrepared(p),
    (id) => ids.add(id),
  );
  return ids.size;
}

/**
 * The two determinations of a case, with the explanation and without, must differ
 * in nothing but the explanation and the note on facts not read, which comes with
 * the explanation only (withoutExplanation says what must be equal); and the one
 * decided without it must say it was left out.
 */
function checkSame(c: Case): void {
  const full = decide(c.data);
  const bare = decide(c.data, { explanation: false });
  if (!isDeepStrictEqual(withoutExplanation(full), withoutExplanation(bare)))
    throw new Error(`${c.name}: the determination without the explanation differs in more than the explanation`);
  if (bare.warnings.some((w) => w.message.startsWith(UNREAD_NOTE)))
    throw new Error(`${c.name}: the determination without the explanation notes facts not read`);
  if (bare.explanation.status !== "note" || bare.explanation.children !== undefined)
    throw new Error(`${c.name}: the determination without the explanation has an explanation`);
}

/** A plain copy of JSON-like data: the least it can cost to make a determination of this size. */
function copy(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const a: unknown[] = new Array(v.length);
    for (let i = 0; i < v.length; i++) a[i] = copy(v[i]);
    return a;
  }
  const o: Record<string, unknown> = {};
  for (const k of Object.keys(v)) o[k] = copy((v as Record<string, unknown>)[k]);
  return o;
}

/** The size of a determination: its JSON values, those of its explanation, and the explanation's steps. */
interface Size {
  readonly values: number;
  readonly explanation: number;
  readonly steps: number;
  /** ms to copy it (best of several). */
  readonly copy: number;
}

function sizeOf(c: Case, rounds: number): Size {
  const d = decide(c.data);
  const count = (v: unknown): number =>
    v !== null && typeof v === "object" ? 1 + Object.values(v).reduce((n: number, x) => n + count(x), 0) : 1;
  const steps = (s: Step): number => 1 + (s.children ?? []).reduce((n, x) => n + steps(x), 0);
  const fn = (): void => {
    copy(d);
  };
  for (let k = 0; k < 200; k++) fn();
  const calls = callsFor(fn);
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) best = Math.min(best, timeCalls(fn, calls));
  return { values: count(d), explanation: count(d.explanation), steps: steps(d.explanation), copy: best };
}

const perSecond = (ms: number): number => 1000 / ms;

/** Decide with the explanation against the rules alone. */
const RULES_TARGET = 1.5;
/** Decide with the explanation against decide without it. */
const EXPLANATION_TARGET = 1.2;

export async function run(o: BenchOptions): Promise<Figure[]> {
  const rounds = o.quick ? 5 : 60;
  const figures: Figure[] = [];
  for (const c of cases()) {
    checkSame(c);
    const t = timeCase(c, rounds);
    const size = sizeOf(c, rounds);
    const what = `${fmt.int(size.values)} JSON values, ${fmt.int(size.explanation)} of them in the explanation's ${size.steps} steps`;
    const tried = rulesTriedIn(c);
    const note = Math.max(0, t.noted - t.unnoted);
    const parts = `validation and the case hash ${fmt.ms(t.prepare)}, the rules with the explanation ${fmt.ms(t.rules)} (without it ${fmt.ms(t.base)}), the note on facts not read ${fmt.ms(note)} (from the declared reads of the ${fmt.int(tried)} rules tried), the readings and the receipt the rest; a bare copy of the determination (${what}) takes ${fmt.ms(size.copy)}`;
    const baseline = `rules alone ${fmt.int(perSecond(t.base))} cases/s (${fmt.ms(t.base)})`;
    const withRatio = t.on / t.base;
    const costRatio = t.on / t.off;
    // What decide() cannot do without: validating the case and hashing it, then the rules.
    const floor = (t.prepare + t.base) / t.base;
    // With a note that cost nothing: validation and the hash, then the rules with the explanation's steps.
    const noNote = (t.prepare + t.rules) / t.base;
    figures.push({
      section: SECTION,
      name: `${c.name}, decide with the explanation`,
      value: `${fmt.int(perSecond(t.on))} cases/s (${fmt.ms(t.on)})`,
      baseline,
      ratio: fmt.ratio(withRatio),
      target: `≤ ${RULES_TARGET}× the rules alone`,
      met: withRatio <= RULES_TARGET,
      note: `decide() on the parsed case, best of ${rounds} interleaved runs on one thread, in CPU time: ${parts}.${
        withRatio <= RULES_TARGET
          ? ""
          : ` Missed${floor > RULES_TARGET ? `: validation and the case hash alone, which the rules alone skip, make ${fmt.ratio(floor)} the rules alone` : ""}${noNote > RULES_TARGET ? `; with the rules' steps, and no note at all, ${fmt.ratio(noNote)}` : ""}; see the notes below`
      }`,
    });
    figures.push({
      section: SECTION,
      name: `${c.name}, the explanation's cost`,
      value: `with it ${fmt.ms(t.on)}`,
      baseline: `without it ${fmt.ms(t.off)} (${fmt.int(perSecond(t.off))} cases/s)`,
      ratio: fmt.ratio(costRatio),
      target: `≤ ${EXPLANATION_TARGET}× without it`,
      met: costRatio <= EXPLANATION_TARGET,
      note: `decide(data) against decide(data, { explanation: false }), which is the same determination but for the explanation and the note on facts not read (checked before the timing)${
        costRatio <= EXPLANATION_TARGET
          ? ""
          : `; missed: the note on facts not read costs ${fmt.ms(note)} of it (decidePrepared() with the note ${fmt.ms(t.noted)}, without it ${fmt.ms(t.unnoted)}), which leaves ${fmt.ratio((t.on - note) / t.off)} without it; see the notes below`
      }`,
    });
    figures.push({
      section: SECTION,
      name: `${c.name}, decide without the explanation`,
      value: `${fmt.int(perSecond(t.off))} cases/s (${fmt.ms(t.off)})`,
      baseline,
      ratio: fmt.ratio(t.off / t.base),
      note: "what validation, the case hash, the readings and the receipt add to the rules",
    });
  }
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await run({ quick: process.argv.includes("--quick") });
  for (const f of figures) {
    process.stdout.write(
      `${f.name}: ${f.value}; ${f.baseline ?? ""}; ${f.ratio ?? ""} ${f.met === false ? "MISSED" : ""}\n`,
    );
  }
}
