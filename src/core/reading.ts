/**
 * Readings: contested interpretations made explicit.
 *
 * A reading is a named parameter (the parameter name of an open question in
 * RULES.md, e.g. `vogt_wagon_parts` for Q-B09) with documented alternatives and a
 * default. Rules never hard-code an interpretation: they ask the ReadingSet, which
 * records every reading consulted, so each determination can say exactly which
 * interpretations it rests on — and only those.
 */

import { declareText } from "./messages.js";
import { suggest } from "./suggest.js";

export interface Alternative {
  /** The register's code: "R1", "R2", ... */
  readonly code: string;
  /** A word-id for the alternative, accepted on the command line too. */
  readonly slug: string;
  /** One line: what this alternative says. */
  readonly label: string;
}

export interface ReadingDef {
  /** Parameter name, as in the open-questions register. */
  readonly name: string;
  /** The question id in RULES.md ("Q-B09"), or a sealaw id ("Q-S01") for questions the register lacks. */
  readonly question: string;
  /** The question in one line. */
  readonly title: string;
  readonly provisions: readonly string[];
  readonly alternatives: readonly Alternative[];
  /** Code of the default alternative. */
  readonly default: string;
  /** Why the default is what it is, or where the question comes from. */
  readonly note?: string;
}

export class ReadingError extends Error {
  override name = "ReadingError";
}

export interface UsedReading {
  name: string;
  question: string;
  value: string;
  slug: string;
  label: string;
  /** True when the value is the default (not overridden). */
  isDefault: boolean;
}

export function defineReading(def: ReadingDef): ReadingDef {
  const codes = new Set<string>();
  for (const a of def.alternatives) {
    if (codes.has(a.code) || codes.has(a.slug)) throw new ReadingError(`${def.name}: duplicate alternative ${a.code}`);
    codes.add(a.code);
    codes.add(a.slug);
  }
  if (!def.alternatives.some((a) => a.code === def.default)) {
    throw new ReadingError(`${def.name}: default ${def.default} is not one of its alternatives`);
  }
  // Its question and its alternatives are messages, for the catalogues of other languages.
  declareText(`reading:${def.name}`, def.title);
  for (const a of def.alternatives) declareText(`reading:${def.name}.${a.code}`, a.label);
  return Object.freeze(def);
}

/**
 * A reading as its declarations mostly write it: the alternatives in order, each a
 * slug with its label, the first R1, the next R2 and so on; the default R1 unless
 * another code is named.
 */
export interface ReadingBySlug {
  readonly name: string;
  readonly question: string;
  readonly title: string;
  readonly provisions: readonly string[];
  /** The alternatives in order, slug: label. */
  readonly alternatives: Readonly<Record<string, string>>;
  /** Code of the default alternative; R1 when not given. */
  readonly default?: string;
  readonly note?: string;
}

/** defineReading for a reading written by its slugs (ReadingBySlug). */
export function defineReadingBySlug(def: ReadingBySlug): ReadingDef {
  const { alternatives, default: byDefault = "R1", note, ...head } = def;
  return defineReading({
    ...head,
    alternatives: Object.entries(alternatives).map(([slug, label], i) => ({ code: `R${i + 1}`, slug, label })),
    default: byDefault,
    ...(note === undefined ? {} : { note }),
  });
}

/** Find the alternative a user means: by code ("R2", "r2", "2") or by slug. */
export function findAlternative(def: ReadingDef, value: string): Alternative | undefined {
  const v = value.trim().toLowerCase();
  return def.alternatives.find(
    (a) => a.code.toLowerCase() === v || a.slug.toLowerCase() === v || a.code.toLowerCase() === `r${v}`,
  );
}

/** Parse "name=value" as given on the command line. */
export function parseReadingArg(arg: string): [string, string] {
  const i = arg.indexOf("=");
  if (i <= 0 || i === arg.length - 1) {
    throw new ReadingError(`--reading expects NAME=VALUE, e.g. vogt_wagon_parts=R2; got "${arg}"`);
  }
  return [arg.slice(0, i).trim(), arg.slice(i + 1).trim()];
}

const DEFAULTS = new WeakMap<ReadingDef, Alternative>();

/** The default alternative of a reading (looked up once per definition). */
function defaultOf(def: ReadingDef): Alternative {
  let alt = DEFAULTS.get(def);
  if (alt === undefined) {
    alt = def.alternatives.find((a) => a.code === def.default) as Alternative;
    DEFAULTS.set(def, alt);
  }
  return alt;
}

/**
 * The readings in force for one decision. Built from the definitions known to the
 * statute(s) and the user's overrides; validates the overrides at once.
 */
export class ReadingSet {
  private readonly defs: ReadonlyMap<string, ReadingDef>;
  private readonly chosen = new Map<string, Alternative>();
  private readonly overridden = new Set<string>();
  private readonly consulted = new Set<string>();

  /**
   * `defs` may also be a map of the definitions by name, as another set holds
   * them; it is then shared, not copied (the definitions never change).
   */
  constructor(
    defs: Iterable<ReadingDef> | ReadonlyMap<string, ReadingDef>,
    overrides: Readonly<Record<string, string>> = {},
  ) {
    let m: Map<string, ReadingDef>;
    if (defs instanceof Map) m = defs as Map<string, ReadingDef>;
    else {
      m = new Map<string, ReadingDef>();
      for (const d of defs as Iterable<ReadingDef>) m.set(d.name, d);
    }
    this.defs = m;
    const problems: string[] = [];
    for (const [name, value] of Object.entries(overrides)) {
      const def = m.get(name);
      if (!def) {
        const near = suggest(name, [...m.keys()]);
        problems.push(`unknown reading "${name}"${near.length ? ` (did you mean ${near.join(", ")}?)` : ""}`);
        continue;
      }
      const alt = findAlternative(def, value);
      if (!alt) {
        const list = def.alternatives.map((a) => `${a.code} (${a.slug})`).join(", ");
        problems.push(`reading ${name} has no alternative "${value}"; choose one of ${list}`);
        continue;
      }
      this.chosen.set(name, alt);
      if (alt.code !== def.default) this.overridden.add(name);
    }
    if (problems.length > 0) throw new ReadingError(problems.join("; "));
  }

  has(name: string): boolean {
    return this.defs.has(name);
  }

  definition(name: string): ReadingDef {
    const d = this.defs.get(name);
    if (!d) throw new ReadingError(`no reading named "${name}" is defined`);
    return d;
  }

  /** The alternative code in force for `name`, recording that it was consulted. */
  get(name: string): string {
    const def = this.definition(name);
    this.consulted.add(name);
    return (this.chosen.get(name) ?? defaultOf(def)).code;
  }

  /** True when reading `name` is `code`. Records the consultation. */
  is(name: string, code: string): boolean {
    return this.get(name) === code;
  }

  /** The readings consulted so far, in name order. */
  used(): UsedReading[] {
    return [...this.consulted].sort().map((name) => this.describe(name));
  }

  /** The names of the readings consulted so far, in the order first consulted. */
  consultedInOrder(): string[] {
    return [...this.consulted];
  }

  /** The overrides given, whether or not a rule consulted them. */
  overrides(): UsedReading[] {
    return [...this.chosen.keys()].sort().map((name) => this.describe(name));
  }

  /** A fresh set with the same definitions and overrides, and nothing consulted yet. */
  fresh(extra: Readonly<Record<string, string>> = {}): ReadingSet {
    const o: Record<string, string> = {};
    for (const [k, v] of this.chosen) o[k] = v.code;
    return new ReadingSet(this.defs, { ...o, ...extra });
  }

  private describe(name: string): UsedReading {
    const def = this.definition(name);
    const alt = this.chosen.get(name) ?? defaultOf(def);
    return {
      name,
      question: def.question,
      value: alt.code,
      slug: alt.slug,
      label: alt.label,
      isDefault: alt.code === def.default,
    };
  }
}
