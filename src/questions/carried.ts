/**
 * What another statute still needs of a case carried to it.
 *
 * `sealaw compare` carries a case's facts to the other statute where both speak;
 * where the other statute does not cover the facts as given (the Danish salvage
 * rules need the ship that came to grief, which a Borkum salvage need not name),
 * the carried case is a partial case like any other, and its questions are the
 * ones `questions` asks: the same machinery, the same order, the same words. Where
 * the carried facts keep the case file's own paths, the answers can be written into
 * the case file, which then compares with figures on both sides.
 */

import { CaseError, NotCoveredError } from "../core/errors.js";
import { phrases } from "../core/messages.js";
import { type DecideOptions, decidePrepared } from "../engine/decide.js";
import { preparePartial } from "./partial.js";
import { phrase } from "./phrase.js";
import { type Question, questions } from "./questions.js";
import { factsJsonSchema, pathText, plainObject, type Seg, schemaAt } from "./schema-walk.js";

const say = phrases("questions/carried", { cannotGoOn: "the rules cannot go on" });

export interface StillNeeded {
  /** The other statute, and the kind of case it reads the facts as. */
  statute: string;
  kind: string;
  /** Nothing more is needed: the other statute decides the case with its figures. */
  complete: boolean;
  /** The other statute can decide the case (some figures may still wait for facts). */
  decidable: boolean;
  /** The facts it still needs, as questions, in the order a person answers; paths are the case file's when `intoCaseFile`. */
  needed: Question[];
  /** The question to ask first. */
  next?: Question;
  /** Where its rules could not go on. */
  stopped?: string;
  /** The answers go into the case file under the same paths (the facts were carried as they are). */
  intoCaseFile: boolean;
  /** The carried case cannot be read at all (a value the other statute refuses): why. */
  refused?: string;
}

/**
 * The questions of the case as carried (a case file under the other statute), or
 * undefined when nothing more is needed there. `open`: facts left unknown on purpose.
 */
export function stillNeeded(
  carried: unknown,
  intoCaseFile: boolean,
  opts: Pick<DecideOptions, "limits"> & { open?: readonly string[] } = {},
): StillNeeded | undefined {
  const env = carried as { statute: string; kind: string };
  const base = { statute: env.statute, kind: env.kind, intoCaseFile };
  const qopts = { ...opts, source: `the case carried to ${env.statute}` };
  let r: ReturnType<typeof questions>;
  try {
    r = questions(carried, qopts);
  } catch (e) {
    if (!(e instanceof CaseError) && !(e instanceof NotCoveredError)) throw e;
    // The facts as given are what the other statute refuses (goods taken on the
    // beach, neither salvaged with ships nor come ashore by themselves): the facts
    // its refusal names are asked again, each with the refusal as why.
    const again = askAgain(carried, e, qopts);
    if (again.length === 0) return { ...base, complete: false, decidable: false, needed: [], refused: e.message };
    return { ...base, complete: false, decidable: false, needed: again, next: again[0] };
  }
  if (r.complete) return undefined;
  const open = new Set(opts.open ?? []);
  if (r.needed.length === 0 && !r.decidable) {
    // The rules stopped on the facts as they stand, with facts left at their default.
    // Where they do not speak to the case (whether the goods came ashore by
    // themselves), the facts they read before stopping are what moves them on, so
    // each is needed; and so are the facts the refusal names.
    const err = refusal(carried, qopts);
    const why = err?.message ?? r.stopped ?? say.cannotGoOn();
    const read =
      err instanceof NotCoveredError
        ? r.optional.filter((q) => !q.explains && !open.has(q.path)).map((q) => ({ ...q, settles: why }))
        : [];
    const named = err ? askAgain(carried, err, qopts).filter((q) => !read.some((x) => x.path === q.path)) : [];
    const needed = [...read, ...named];
    if (needed.length === 0) return { ...base, complete: false, decidable: false, needed: [], refused: why };
    return { ...base, complete: false, decidable: false, needed, next: needed[0] };
  }
  return {
    ...base,
    complete: false,
    decidable: r.decidable,
    needed: r.needed,
    ...(r.next ? { next: r.next } : {}),
    ...(r.stopped !== undefined ? { stopped: r.stopped } : {}),
  };
}

/** Why the other statute does not take the carried case as it stands, its facts left out taking their defaults. */
function refusal(carried: unknown, opts: DecideOptions): NotCoveredError | CaseError | undefined {
  try {
    const p = preparePartial(carried, opts);
    if (p.holes.size > 0) return undefined;
    decidePrepared({ ...p.prepared, explain: false });
  } catch (e) {
    if (e instanceof NotCoveredError || e instanceof CaseError) return e;
  }
  return undefined;
}

/**
 * The facts a refusal names, as questions: the fact it is about (`facts.place`), the
 * other facts it says would settle it too (`also`: "or answer that the goods came
 * ashore by themselves"), and every other fact of the case's own its words name
 * ("expected: came_ashore_by_itself: false"), in that order.
 */
function askAgain(carried: unknown, e: CaseError | NotCoveredError, opts: DecideOptions): Question[] {
  let p: ReturnType<typeof preparePartial>;
  try {
    p = preparePartial(carried, opts);
  } catch {
    return [];
  }
  const root = factsJsonSchema(p.prepared.handler);
  const top = Object.keys(plainObject(root.properties) ?? {});
  const issues =
    e instanceof NotCoveredError
      ? [{ path: e.path, why: e.message, provisions: e.provisions }]
      : e.issues.map((i) => ({ path: i.path, why: i.message, provisions: [] as string[] }));
  const paths: { path: Seg[]; why: string; provisions: string[] }[] = [];
  const seen = new Set<string>();
  const add = (at: Seg[], why: string, provisions: string[]) => {
    // A key of a mapping the case fills (an assessor's share by person) is no field:
    // the mapping that holds it is asked.
    let path = at;
    while (path.length > 0 && !schemaAt(root, path, p.given)) path = path.slice(0, -1);
    const text = pathText(path);
    if (path.length === 0 || seen.has(text)) return;
    seen.add(text);
    paths.push({ path, why, provisions });
  };
  for (const i of issues) add(factPath(i.path), i.why, i.provisions);
  if (e instanceof NotCoveredError) for (const a of e.also) add(factPath(a), e.message, e.provisions);
  for (const i of issues) {
    for (const field of top)
      if (new RegExp(`(^|[^A-Za-z0-9_.])${field}:`).test(i.why)) add([field], i.why, i.provisions);
  }
  return paths.map((x, order) => ({
    ...phrase(x.path, root, schemaAt(root, x.path, p.given), p.prepared.currency, p.given),
    provisions: [...new Set(x.provisions)].sort(),
    order,
    firm: true,
    explains: false,
    because: "read" as const,
    settles: x.why,
  }));
}

/** "facts.ships[0].owners" as the path under the facts. */
function factPath(text: string): Seg[] {
  const out: Seg[] = [];
  for (const m of text.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    out.push(m[2] !== undefined ? Number(m[2]) : (m[1] as string));
  return out[0] === "facts" ? out.slice(1) : [];
}
