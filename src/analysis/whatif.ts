/**
 * What-if: which single fact, had it been otherwise, would change the outcome,
 * and how.
 *
 * The facts that "could have been otherwise" are read off the kind's schema, not
 * listed by hand: every yes/no fact (given, or left at its default), every choice
 * among named values (a place, a situation, a packing), and every list of named
 * values such as a person's roles, where each value is added or taken away. Each
 * change is made alone, on a copy of the case, and decided; a change the case
 * format does not accept (a role that contradicts another fact) is counted, not
 * reported as an outcome. Amounts, dates and names are not varied: they are not
 * "otherwise" but "more or less", which is what sensitivity to a figure would be.
 *
 * Changes are ordered by how much money they move, summed over every party in the
 * case's currency (largest unit); changes that move no money but change a duty,
 * a choice, a penalty or an assessment follow; changes that alter nothing are
 * counted.
 */

import type { Determination, Receipt } from "../core/determination.js";
import { CaseError } from "../core/errors.js";
import { phrases } from "../core/messages.js";
import { Rational } from "../core/rational.js";
import { type DecideOptions, decidePrepared, prepare } from "../engine/decide.js";
import { factsJsonSchema } from "../law/listing.js";
import { fingerprint, type Position, positionMap } from "./positions.js";
import { isUndecidable, undecidableReason } from "./sensitivity.js";

export interface WhatIfOptions extends DecideOptions {
  /** The most alternative cases to decide. Default 2,000. */
  maxChanges?: number;
}

export interface FactChange {
  /** Where in the case file: "facts.place", "facts.people[3].helped". */
  path: string;
  /** The person or thing the fact belongs to, when the list element has an id. */
  subject?: string;
  from: unknown;
  to: unknown;
  /** In words: "place: inside_reefs → outside_reefs". */
  label: string;
}

export interface PartyMove {
  party: string;
  name: string;
  /** Currency id, or the unit of a loss in kind. */
  unit: string;
  /** How the value is counted ("u", "rd", "lasts"). */
  counted: string;
  before: Rational;
  after: Rational;
  /** after − before. */
  delta: Rational;
}

export interface WhatIfResult {
  change: FactChange;
  /** Sum of the absolute moves in the case's currency, largest unit. */
  moves: Rational;
  parties: PartyMove[];
  /** Outcomes other than money that differ: duties, choices, penalties, assessments. */
  otherwise: string[];
  situation: { before: string; after: string };
  receipt: Receipt;
}

export interface WhatIfReport {
  statute: string;
  kind: string;
  title?: string;
  currency: string;
  /** Changes tried, and what became of them. */
  tried: number;
  notAdmissible: { change: FactChange; reason: string }[];
  /**
   * Those of `notAdmissible` that the case format accepts but under which the case
   * cannot be decided (the rules then need a fact the case does not give, or the
   * statute does not speak to the case as changed), each with the reason in a line.
   */
  undecidable: { change: FactChange; reason: string }[];
  noEffect: number;
  complete: boolean;
  results: WhatIfResult[];
  receipt: Receipt;
}

type Schema = Record<string, unknown>;

function resolve(s: Schema | undefined, root: Schema): Schema | undefined {
  let x = s;
  for (let i = 0; i < 10 && x; i++) {
    const ref = x.$ref;
    if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
      x = (root.$defs as Record<string, Schema> | undefined)?.[ref.slice(8)];
      continue;
    }
    return x;
  }
  return x;
}

function objectOf(v: unknown): Record<string, unknown> | undefined {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

const isEnum = (s: Schema): string[] | undefined =>
  Array.isArray(s.enum) && s.enum.every((x) => typeof x === "string") ? (s.enum as string[]) : undefined;

interface Candidate {
  path: (string | number)[];
  subject?: string;
  from: unknown;
  to: unknown;
}

/** Every single change to the facts the schema allows: booleans, named values, lists of named values. */
function candidates(facts: unknown, schema: Schema): Candidate[] {
  const out: Candidate[] = [];
  const walk = (v: unknown, s0: Schema | undefined, path: (string | number)[], subject?: string): void => {
    const s = resolve(s0, schema);
    if (!s) return;
    if (Array.isArray(s.anyOf)) {
      // Optional or nullable wrappers: walk the branch that is an object, if any.
      for (const b of s.anyOf as Schema[]) {
        const r = resolve(b, schema);
        if (r?.type === "object") walk(v, r, path, subject);
      }
      return;
    }
    if (s.type === "object") {
      const o = objectOf(v);
      if (!o) return;
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const id = typeof o.id === "string" ? o.id : subject;
      for (const [k, ps0] of Object.entries(props)) {
        const ps = resolve(ps0, schema);
        if (!ps) continue;
        const here = [...path, k];
        const cur = o[k];
        if (ps.type === "boolean") {
          const value = typeof cur === "boolean" ? cur : typeof ps.default === "boolean" ? ps.default : undefined;
          if (value !== undefined) out.push({ path: here, ...(id ? { subject: id } : {}), from: value, to: !value });
          continue;
        }
        const values = isEnum(ps);
        if (values) {
          const value = typeof cur === "string" ? cur : typeof ps.default === "string" ? ps.default : undefined;
          if (value === undefined) continue;
          for (const alt of values) {
            if (alt !== value) out.push({ path: here, ...(id ? { subject: id } : {}), from: value, to: alt });
          }
          continue;
        }
        if (ps.type === "array") {
          const items = resolve(ps.items as Schema | undefined, schema);
          const named = items ? isEnum(items) : undefined;
          if (named) {
            const list = Array.isArray(cur)
              ? (cur as string[])
              : Array.isArray(ps.default)
                ? (ps.default as string[])
                : [];
            for (const alt of named) {
              const to = list.includes(alt) ? list.filter((x) => x !== alt) : [...list, alt];
              out.push({ path: here, ...(id ? { subject: id } : {}), from: list, to });
            }
            continue;
          }
          if (Array.isArray(cur)) {
            cur.forEach((el, i) => {
              walk(el, items, [...here, i]);
            });
          }
          continue;
        }
        if (cur !== undefined) walk(cur, ps, here, id);
      }
    }
  };
  walk(facts, schema, []);
  return out;
}

function setAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let x: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) x = x[k] as Record<string | number, unknown>;
  x[path[path.length - 1] as string | number] = value;
  return copy;
}

export function pathText(path: readonly (string | number)[]): string {
  return path.reduce<string>((t, k) => (typeof k === "number" ? `${t}[${k}]` : t ? `${t}.${k}` : k), "");
}

const show = (v: unknown): string => (Array.isArray(v) ? `[${v.join(", ")}]` : String(v));

/** The outcomes other than money, by the letter their fingerprint's lines begin with. */
const KINDS: Readonly<Record<string, string>> = { X: "penalty", O: "choice", D: "duty", A: "assessment" };

const say = phrases("analysis/whatif", {
  added: "new {kind, select, penalty {penalty} choice {choice} duty {duty} assessment {assessment} other {}}: {line}",
  gone: "no longer {kind, select, penalty {penalty} choice {choice} duty {duty} assessment {assessment} other {}}: {line}",
  // A change by the field's name in the case format and its values, yes and no as the language says them.
  change:
    "{field} {from, select, true {true} false {false} other {{from}}} → {to, select, true {true} false {false} other {{to}}}",
  changeOf:
    "{subject}: {field} {from, select, true {true} false {false} other {{from}}} → {to, select, true {true} false {false} other {{to}}}",
});

/** What a determination comes to, as the set of its fingerprint's lines. */
function outcomeLines(d: Determination): Set<string> {
  return new Set(
    fingerprint(d)
      .split("\n")
      .filter((x) => x !== ""),
  );
}

/** The outcomes other than money that differ, given the case as filed as its lines (made once). */
function differences(a: ReadonlySet<string>, after: Determination): string[] {
  const b = outcomeLines(after);
  const kind = (line: string): string => KINDS[line[0] ?? ""] ?? "other";
  const out: string[] = [];
  for (const line of b) {
    if (!a.has(line) && !line.startsWith("P ")) out.push(say.added({ kind: kind(line), line: line.slice(2) }));
  }
  for (const line of a) {
    if (!b.has(line) && !line.startsWith("P ")) out.push(say.gone({ kind: kind(line), line: line.slice(2) }));
  }
  return out;
}

export function whatIf(data: unknown, opts: WhatIfOptions = {}): WhatIfReport {
  const max = opts.maxChanges ?? 2000;
  const p = prepare(data, opts);
  const base = decidePrepared(p);
  const env = objectOf(data) ?? {};
  const facts = env.facts;
  // The kind's JSON Schema, made once per kind (the questions make the same).
  const schema = factsJsonSchema(p.handler) as Schema;
  const all = candidates(facts, schema);
  const before = positionMap(base);
  const baseLines = outcomeLines(base);
  const notAdmissible: WhatIfReport["notAdmissible"] = [];
  const undecidable: WhatIfReport["undecidable"] = [];
  const results: WhatIfResult[] = [];
  let noEffect = 0;
  let tried = 0;
  for (const c of all) {
    if (tried >= max) break;
    tried++;
    const path = ["facts", ...c.path];
    const change: FactChange = {
      path: pathText(path),
      ...(c.subject !== undefined ? { subject: c.subject } : {}),
      from: c.from,
      to: c.to,
      label: (c.subject !== undefined ? say.changeOf : say.change)({
        ...(c.subject !== undefined ? { subject: c.subject } : {}),
        field: String(c.path[c.path.length - 1]),
        from: show(c.from),
        to: show(c.to),
      }),
    };
    let after: Determination;
    let admitted = false;
    try {
      const changed = prepare(setAt(data, path, c.to), { ...opts, doc: undefined });
      admitted = true;
      after = decidePrepared(changed);
    } catch (e) {
      if (e instanceof CaseError || (e as Error).name === "NotCoveredError") {
        notAdmissible.push({ change, reason: (e as Error).message.split("\n").slice(0, 3).join(" ") });
        // The case format took the change; the rules could not decide the case so changed.
        if (admitted && isUndecidable(e)) undecidable.push({ change, reason: undecidableReason(e) });
        continue;
      }
      throw e;
    }
    const now = positionMap(after);
    const parties: PartyMove[] = [];
    for (const k of new Set([...before.keys(), ...now.keys()])) {
      const b = before.get(k);
      const a = now.get(k);
      const bv = b?.value ?? Rational.ZERO;
      const av = a?.value ?? Rational.ZERO;
      if (bv.eq(av)) continue;
      const who = (a ?? b) as Position;
      parties.push({
        party: who.party,
        name: who.name,
        unit: who.unit,
        counted: who.counted,
        before: bv,
        after: av,
        delta: av.sub(bv),
      });
    }
    const otherwise = differences(baseLines, after);
    if (parties.length === 0 && otherwise.length === 0) {
      noEffect++;
      continue;
    }
    const moves = parties.filter((m) => m.unit === base.currency).reduce((t, m) => t.add(m.delta.abs()), Rational.ZERO);
    parties.sort((x, y) => y.delta.abs().cmp(x.delta.abs()) || (x.party < y.party ? -1 : 1));
    results.push({
      change,
      moves,
      parties,
      otherwise,
      situation: { before: base.situation, after: after.situation },
      receipt: after.receipt,
    });
  }
  results.sort(
    (x, y) =>
      y.moves.cmp(x.moves) ||
      y.parties.length - x.parties.length ||
      y.otherwise.length - x.otherwise.length ||
      (x.change.path < y.change.path ? -1 : x.change.path > y.change.path ? 1 : 0),
  );
  return {
    statute: base.statute,
    kind: base.kind,
    ...(base.title !== undefined ? { title: base.title } : {}),
    currency: base.currency,
    tried,
    notAdmissible,
    undecidable,
    noEffect,
    complete: tried === all.length,
    results,
    receipt: base.receipt,
  };
}
