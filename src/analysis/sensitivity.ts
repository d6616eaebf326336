/**
 * Sensitivity: how much a case's outcome depends on how the statute is read.
 *
 * The case is decided under every combination of the readings that bear on it,
 * and only those. Which readings bear on a case is not known in advance: a rule
 * consults a reading only when it matters, and whether it matters may depend on
 * another reading. So the combinations are explored as a tree:
 *
 *   1. Decide with the readings fixed so far (at the root: none, so every reading
 *      stands at its value in force — the case file's or the statute's default).
 *   2. Of the readings that decision consulted, take the first consulted that is
 *      not yet fixed, and branch on each of its alternatives. The branch for the
 *      value in force is the decision just made; only the others are decided anew.
 *   3. A decision that consulted no unfixed reading is a leaf: its outcome holds
 *      for every value of every reading it did not consult.
 *
 * Each leaf thus stands for all the combinations that agree with its path, and the
 * leaves together cover the whole product of the relevant readings' alternatives,
 * without deciding the combinations that cannot differ.
 *
 * The exploration is bounded by a number of decisions (default 4,096). When the
 * budget runs out, the branches not yet opened are leaves of their own, decided
 * with their unfixed readings at the values in force, and the report says which
 * readings were left unexplored there and that the result is incomplete.
 */

import type { Determination, Receipt } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { type Currency, sameReckoning } from "../core/money.js";
import { Rational } from "../core/rational.js";
import { type ReadingDef, ReadingSet } from "../core/reading.js";
import { byName, type DecideOptions, decidePrepared, type PreparedCase, prepare } from "../engine/decide.js";
import { SEALAW_VERSION } from "../version.js";
import { fingerprint, type Position, positions } from "./positions.js";

const say = phrases("analysis/sensitivity", {
  explored: "every combination of the {n} relevant readings explored ({decisions} decisions for {total} combinations)",
  stopped:
    "stopped at {decisions} of at most {max} decisions: on {paths} paths some readings were left at their values in force",
  notDecidable: "not decidable under these readings: {message}",
  notDecidableLabel: "Not decidable under these readings: {message}",
  factsNeeded: "the facts these readings need",
  caseFile: "the case file",
  andMore: "and {n} more",
});

export interface SensitivityOptions extends DecideOptions {
  /** Readings held fixed (NAME -> code or slug), not varied. */
  fix?: Readonly<Record<string, string>>;
  /** The most decisions to make. Default 4,096. */
  maxDecisions?: number;
}

export interface Combination {
  /** The readings fixed on this path: NAME -> code. Readings not named did not matter here. */
  readings: Record<string, string>;
  /** How many full combinations of the relevant readings this path stands for. */
  covers: string;
  /** Readings this path consulted but could not vary within the budget. */
  unexplored: string[];
  situation: string;
  /** The receipt of this path's decision: `sealaw decide` with these readings gives it again. */
  receipt: Receipt;
  /** The whole determination (left out of the command's JSON, which would be very large). */
  determination: Determination;
  /**
   * Why the case cannot be decided under these readings, when it cannot (the case
   * lacks a fact they need, or its amounts do not fit the reckoning they give).
   * Such a path has an outcome of its own and no figures: it counts in no range.
   */
  undecidable?: string;
}

export interface OutcomeGroup {
  /** 1, 2, ... in order of first appearance, the outcome in force first. */
  id: number;
  combinations: Combination[];
  /** How many full combinations fall in this group. */
  covers: string;
  /** True for the group holding the outcome under the readings in force. */
  inForce: boolean;
  positions: Position[];
  /** Why the case cannot be decided on this group's paths, when it cannot. */
  undecidable?: string;
}

export interface PartyRange {
  party: string;
  name: string;
  unit: string;
  counted: string;
  least: Rational;
  most: Rational;
  inForce: Rational;
  /** The readings that move this party, with the range under each alternative. */
  movedBy: { reading: string; question: string; under: Record<string, { least: Rational; most: Rational }> }[];
}

export interface RelevantReading {
  name: string;
  question: string;
  title: string;
  alternatives: string[];
  inForce: string;
  /** True when some alternative changes some party's outcome. */
  decisive: boolean;
}

export interface SensitivityReport {
  statute: string;
  kind: string;
  title?: string;
  relevant: RelevantReading[];
  fixed: Record<string, string>;
  /** The product of the relevant readings' alternatives. */
  combinations: string;
  /** Leaves of the exploration: distinct paths decided. */
  paths: number;
  decisions: number;
  complete: boolean;
  bound: string;
  groups: OutcomeGroup[];
  parties: PartyRange[];
  /** The receipt of the decision under the readings in force. */
  receipt: Receipt;
}

interface Node {
  readings: Record<string, string>;
  d: Determination;
  consulted: string[];
  /** The reading this node branches on, and its children by alternative. */
  branch?: { reading: string; children: Map<string, Node> };
  unexplored: string[];
  /** Why its decision could not be made, when it could not. */
  undecidable?: string;
}

const DEFAULT_MAX = 4096;

function obj(v: unknown): Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function sensitivity(data: unknown, opts: SensitivityOptions = {}): SensitivityReport {
  const max = opts.maxDecisions ?? DEFAULT_MAX;
  if (!Number.isInteger(max) || max < 1) throw new RangeError("maxDecisions must be a whole number of at least 1");
  const base: Record<string, string> = { ...(opts.readings ?? {}), ...(opts.fix ?? {}) };
  const first = prepare(data, { ...opts, readings: base });
  const defs = new Map<string, ReadingDef>(first.statute.readings.map((r) => [r.name, r]));
  const fixedNames = new Set(Object.keys(byName(first.statute, base)));
  // The fixed readings as codes (a slug given on the command line becomes its code).
  const fixed: Record<string, string> = {};
  for (const u of first.readings.overrides()) if (fixedNames.has(u.name)) fixed[u.name] = u.value;

  // Work shared between combinations: the case is validated once. A combination
  // only changes the readings, and through them at most the currency's reckoning;
  // while the reckoning is the same, the facts validated once are the facts.
  const caseReadings = byName(first.statute, (obj(data).readings ?? {}) as Record<string, string>);
  // The case as read under each reckoning met so far (or why it cannot be read so):
  // under another reckoning it is read once, not at every combination.
  const reckonings: { currency: Currency; prepared?: PreparedCase; error?: Error }[] = [
    { currency: first.currency, prepared: first },
  ];
  const preparedUnder = (currency: Currency | undefined, readings: Record<string, string>): PreparedCase => {
    const known = currency && reckonings.find((r) => sameReckoning(r.currency, currency));
    if (known?.error) throw known.error;
    if (known?.prepared) return known.prepared;
    try {
      const p = prepare(data, { ...opts, readings: { ...fixed, ...readings } });
      if (currency) reckonings.push({ currency, prepared: p });
      return p;
    } catch (e) {
      if (currency && isUndecidable(e)) reckonings.push({ currency, error: e });
      throw e;
    }
  };
  let decisions = 0;
  const run = (readings: Record<string, string>): Decided => {
    decisions++;
    const set = new ReadingSet(first.statute.readings, { ...caseReadings, ...fixed, ...readings });
    const currency = first.statute.currency(first.currency.id, set);
    // Under another reckoning the case is read anew, and its amounts may not fit it
    // (5 Witten where the Reichstaler is reckoned to the whole Stüber): that is an
    // outcome of these readings too, not a failure of the analysis.
    let p: PreparedCase | undefined;
    try {
      p = { ...preparedUnder(currency, readings), readings: set };
      const d = decidePrepared(p);
      return { d, consulted: p.readings.consultedInOrder() };
    } catch (e) {
      if (!isUndecidable(e)) throw e;
      const used = p?.readings ?? set;
      return {
        d: undecided(first, used, e),
        consulted: used.consultedInOrder(),
        undecidable: undecidableReason(e),
      };
    }
  };
  const inForceOf = (d: Determination, name: string): string => {
    const u = d.readings.find((r) => r.name === name);
    return u ? u.value : (defs.get(name)?.default ?? "");
  };

  const rootRun = run({});
  const root: Node = { readings: {}, ...rootRun, unexplored: [] };
  const relevant = new Set<string>();
  const stack: Node[] = [root];
  let complete = true;
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    for (const r of n.consulted) if (!fixedNames.has(r)) relevant.add(r);
    // The reading consulted first is branched on first: an early reading that ends a
    // line of reasoning (no average at all) then spares the readings after it.
    const open = n.consulted.filter((r) => !fixedNames.has(r) && !(r in n.readings));
    const r = open[0];
    if (r === undefined) continue;
    const def = defs.get(r);
    if (!def) continue;
    const others = def.alternatives.filter((a) => a.code !== inForceOf(n.d, r));
    if (decisions + others.length > max) {
      n.unexplored = open;
      complete = false;
      continue;
    }
    const children = new Map<string, Node>();
    // The branch for the value in force is this very decision.
    const here: Node = {
      readings: { ...n.readings, [r]: inForceOf(n.d, r) },
      d: n.d,
      consulted: n.consulted,
      unexplored: [],
      ...(n.undecidable !== undefined ? { undecidable: n.undecidable } : {}),
    };
    children.set(inForceOf(n.d, r), here);
    for (const a of others) {
      const readings = { ...n.readings, [r]: a.code };
      const res = run(readings);
      children.set(a.code, { readings, ...res, unexplored: [] });
    }
    n.branch = { reading: r, children };
    // Depth first, the alternatives in their listed order.
    for (const a of [...def.alternatives].reverse()) {
      const c = children.get(a.code);
      if (c) stack.push(c);
    }
  }

  const relevantList = [...relevant].sort();
  const altCount = (name: string): bigint => BigInt(defs.get(name)?.alternatives.length ?? 1);
  const total = relevantList.reduce((t, r) => t * altCount(r), 1n);
  const leaves: Node[] = [];
  const collect = (n: Node): void => {
    if (n.branch) for (const c of n.branch.children.values()) collect(c);
    else leaves.push(n);
  };
  collect(root);

  const combos = new Map<Node, Combination>();
  for (const l of leaves) {
    const covers = relevantList.filter((r) => !(r in l.readings)).reduce((t, r) => t * altCount(r), 1n);
    combos.set(l, {
      readings: l.readings,
      covers: covers.toString(),
      unexplored: l.unexplored,
      situation: l.d.situation,
      receipt: l.d.receipt,
      determination: l.d,
      ...(l.undecidable !== undefined ? { undecidable: l.undecidable } : {}),
    });
  }

  // Group the leaves by what they come to; the root's outcome (readings in force) first.
  const groups: OutcomeGroup[] = [];
  const byPrint = new Map<string, OutcomeGroup>();
  const rootPrint = fingerprint(root.d);
  // Each leaf's fingerprint once: the sort below would otherwise make it anew at every comparison.
  const prints = new Map(leaves.map((l) => [l, fingerprint(l.d)]));
  const printOf = (l: Node): string => prints.get(l) as string;
  const ordered = [...leaves].sort((a, b) => Number(printOf(b) === rootPrint) - Number(printOf(a) === rootPrint));
  for (const l of ordered) {
    const fp = printOf(l);
    let g = byPrint.get(fp);
    if (!g) {
      g = {
        id: groups.length + 1,
        combinations: [],
        covers: "0",
        inForce: fp === rootPrint,
        positions: positions(l.d),
        ...(l.undecidable !== undefined ? { undecidable: l.undecidable } : {}),
      };
      byPrint.set(fp, g);
      groups.push(g);
    }
    const c = combos.get(l) as Combination;
    g.combinations.push(c);
    g.covers = (BigInt(g.covers) + BigInt(c.covers)).toString();
  }

  const parties = partyRanges(root, leaves, defs);
  const decisive = new Set([...parties.flatMap((p) => p.movedBy.map((m) => m.reading)), ...undecidableBy(root)]);
  return {
    statute: root.d.statute,
    kind: root.d.kind,
    ...(root.d.title !== undefined ? { title: root.d.title } : {}),
    relevant: relevantList.map((name) => {
      const def = defs.get(name) as ReadingDef;
      return {
        name,
        question: def.question,
        title: def.title,
        alternatives: def.alternatives.map((a) => a.code),
        inForce: inForceOf(root.d, name),
        decisive: decisive.has(name),
      };
    }),
    fixed,
    combinations: total.toString(),
    paths: leaves.length,
    decisions,
    complete,
    bound: complete
      ? say.explored({ n: String(relevantList.length), decisions: String(decisions), total: total.toString() })
      : say.stopped({
          decisions: String(decisions),
          max: String(max),
          paths: String(leaves.filter((l) => l.unexplored.length > 0).length),
        }),
    groups,
    parties,
    receipt: root.d.receipt,
  };
}

/**
 * Under some readings a case lacks a fact the rules then need (under Q-B22 R2 an
 * agreed price that the case does not give). That combination has an outcome
 * too: nothing can be decided until the case says more. It is recorded as a
 * determination with no shares and one assessment needed, by the case file,
 * naming what is missing; the exploration goes on from the readings it consulted.
 */
export function undecided(p: PreparedCase, readings: ReadingSet, err: Error): Determination {
  const message = undecidableReason(err);
  const used = readings.used();
  const provisions = p.handler.provisions.slice(0, 1) as string[];
  return {
    statute: p.statute.id,
    kind: p.handler.kind,
    ...(p.title !== undefined ? { title: p.title } : {}),
    currency: p.currency.id,
    situation: say.notDecidable({ message }),
    funds: [],
    allocations: [],
    liabilities: [],
    obligations: [],
    options: [],
    penalties: [],
    assessments: [
      {
        what: say.factsNeeded(),
        by: say.caseFile(),
        basis: message,
        status: "needed",
        provisions,
      },
    ],
    warnings: [{ message, provisions }],
    explanation: { label: say.notDecidableLabel({ message }), provisions, status: "note" },
    readings: used,
    receipt: {
      sealaw: SEALAW_VERSION,
      caseFormat: "1",
      statute: p.statute.id,
      kind: p.handler.kind,
      statuteTexts: p.statute.textsSha256,
      case: p.caseHash,
      readings: used,
    },
  };
}

/** A decision and the readings it consulted; with the reason, when the case could not be decided. */
interface Decided {
  d: Determination;
  consulted: string[];
  undecidable?: string;
}

/**
 * An error that says the case cannot be decided under the readings tried, rather
 * than that the analysis failed: the case as read under them does not fit the
 * case format (a CaseError: an amount the reckoning they give has no coin for), or
 * the rules need a fact it does not give (a NotCoveredError).
 */
export function isUndecidable(e: unknown): e is Error {
  return e instanceof Error && (e.name === "CaseError" || e.name === "NotCoveredError");
}

/** Why: the error's message in one line, without the file's name; the first three problems of a case, the rest counted. */
export function undecidableReason(err: Error): string {
  const lines = err.name === "CaseError" ? err.message.split("\n").slice(1) : [err.message];
  const shown = lines.slice(0, 3).map((l) => l.replace(/^\s*-\s*/, ""));
  if (lines.length > 3) shown.push(say.andMore({ n: String(lines.length - 3) }));
  return shown.join("; ").replace(/\s+/g, " ").trim() || err.message;
}

/**
 * The readings at some branch on which one alternative leads only to paths that
 * cannot be decided and another to paths that can: they change the outcome, though
 * no figure moves.
 */
function undecidableBy(root: Node): Set<string> {
  const out = new Set<string>();
  const allUndecidable = (n: Node): boolean => {
    if (!n.branch) return n.undecidable !== undefined;
    const each = [...n.branch.children.values()].map(allUndecidable);
    if (each.some((x) => x) && each.some((x) => !x)) out.add(n.branch.reading);
    return each.every((x) => x);
  };
  allUndecidable(root);
  return out;
}

const key = (p: Position): string => `${p.party}\u0000${p.unit}`;

/** Each party's least and most, and the readings that move it. */
function partyRanges(root: Node, leaves: readonly Node[], defs: ReadonlyMap<string, ReadingDef>): PartyRange[] {
  const all = new Map<string, { party: string; name: string; unit: string; counted: string }>();
  const valuesOf = (n: Node): Map<string, Rational> => new Map(positions(n.d).map((p) => [key(p), p.value]));
  const leafValues = new Map<Node, Map<string, Rational>>();
  // A path that cannot be decided has no figures: a party's range is over the paths that can.
  const decided = leaves.filter((l) => l.undecidable === undefined);
  for (const l of decided) {
    const ps = positions(l.d);
    leafValues.set(l, new Map(ps.map((p) => [key(p), p.value])));
    for (const p of ps) all.set(key(p), { party: p.party, name: p.name, unit: p.unit, counted: p.counted });
  }
  const at = (n: Node, k: string): Rational => leafValues.get(n)?.get(k) ?? Rational.ZERO;
  const rootValues = valuesOf(root);
  const out: PartyRange[] = [];
  for (const [k, who] of all) {
    let least: Rational | undefined;
    let most: Rational | undefined;
    for (const l of decided) {
      const v = at(l, k);
      if (!least || v.cmp(least) < 0) least = v;
      if (!most || v.cmp(most) > 0) most = v;
    }
    // A reading moves the party where, at some branch on it, the alternatives lead
    // to different figures for the party.
    const moving = new Set<string>();
    const visit = (n: Node): Rational[] => {
      if (!n.branch) return n.undecidable === undefined ? [at(n, k)] : [];
      const per = new Map<string, Rational[]>();
      for (const [code, c] of n.branch.children) {
        const vs = visit(c);
        if (vs.length > 0) per.set(code, vs);
      }
      const sets = [...per.values()].map((vs) => [...new Set(vs.map((v) => v.toString()))].sort().join(","));
      if (new Set(sets).size > 1) moving.add(n.branch.reading);
      return [...per.values()].flat();
    };
    visit(root);
    // Its range under each alternative is over every path on which it has that
    // value, the other readings varying; a path on which it was never branched has
    // the same figure whatever its value, and counts under each.
    const moved = new Map<string, Map<string, { least: Rational; most: Rational }>>();
    for (const r of moving) {
      const m = new Map<string, { least: Rational; most: Rational }>();
      const codes = defs.get(r)?.alternatives.map((a) => a.code) ?? [];
      for (const l of decided) {
        const v = at(l, k);
        for (const code of r in l.readings ? [l.readings[r] as string] : codes) {
          const prev = m.get(code);
          m.set(code, {
            least: prev && prev.least.cmp(v) <= 0 ? prev.least : v,
            most: prev && prev.most.cmp(v) >= 0 ? prev.most : v,
          });
        }
      }
      const listed = new Map<string, { least: Rational; most: Rational }>();
      for (const code of codes) {
        const range = m.get(code);
        if (range) listed.set(code, range);
      }
      moved.set(r, listed);
    }
    out.push({
      ...who,
      least: least ?? Rational.ZERO,
      most: most ?? Rational.ZERO,
      inForce: rootValues.get(k) ?? Rational.ZERO,
      movedBy: [...moved].map(([reading, under]) => ({
        reading,
        question: defs.get(reading)?.question ?? "",
        under: Object.fromEntries(under),
      })),
    });
  }
  // The parties that move most first, then by id.
  return out.sort((a, b) => {
    const c = b.most.sub(b.least).cmp(a.most.sub(a.least));
    return c !== 0 ? c : a.party < b.party ? -1 : a.party > b.party ? 1 : a.unit < b.unit ? -1 : 1;
  });
}

/** The report as JSON text, without the whole determination of every path. */
export function sensitivityJson(s: SensitivityReport): string {
  return JSON.stringify(s, (k, v) => (k === "determination" ? undefined : v), 2);
}
