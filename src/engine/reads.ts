/**
 * Which facts a case gives that the rules never read.
 *
 * The parsed facts are handed to the rules with each plain mapping behind a
 * Proxy that notes the first read of each of its fields, by its path with list
 * positions left out ("cargo[].jettisoned.order"), and keeps what it handed out,
 * so that every later read of the field costs one lookup and no note. A list is
 * handed over as a plain copy whose items are so wrapped: the rules loop over it
 * at full speed, and reading it notes its items' path ("cargo[]"). Amounts and
 * numbers (Money, Rational) are handed over as they are. Listing a mapping's
 * fields (a spread, Object.entries) reads them all. After the decision, every
 * field the case file gives whose path was never read is a fact the kind accepts
 * but does not use in this situation: a warning says so, for it may be a fact
 * the writer thinks counts.
 */

type Path = string;

function plainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

const join = (path: Path, key: string): Path => (path === "" ? key : `${path}.${key}`);

/** The facts, each mapping behind a Proxy and each list a copy, and the set of paths read through them. */
export function trackReads<T>(facts: T): { facts: T; read: Set<Path> } {
  const read = new Set<Path>();
  // One stand-in for each object, whatever way the rules reach it (a list item,
  // and the same object under another field), so that the rules can compare them.
  const standIns = new Map<object, unknown>();
  const wrap = (v: unknown, path: Path): unknown => {
    if (v === null || typeof v !== "object") return v;
    const list = Array.isArray(v);
    if (!list && !plainObject(v)) return v;
    const had = standIns.get(v);
    if (had !== undefined) return had;
    if (list) {
      const item = `${path}[]`;
      read.add(item);
      const out: unknown[] = new Array(v.length);
      standIns.set(v, out);
      for (let i = 0; i < v.length; i++) out[i] = wrap(v[i], item);
      return out;
    }
    // What each field read handed out (its stand-in if a mapping or a list).
    const given = new Map<string, unknown>();
    const p = new Proxy(v, {
      get(target, key, receiver) {
        if (typeof key === "symbol") return Reflect.get(target, key, receiver);
        const known = given.get(key);
        if (known !== undefined || given.has(key)) return known;
        const value = Reflect.get(target, key, receiver);
        const at = join(path, key);
        read.add(at);
        const out = wrap(value, at);
        given.set(key, out);
        return out;
      },
      set(target, key, value, receiver) {
        if (typeof key === "string") given.delete(key);
        return Reflect.set(target, key, value, receiver);
      },
      ownKeys(target) {
        // Listing a mapping's fields (a spread, Object.entries) reads them all.
        for (const k of Reflect.ownKeys(target)) if (typeof k === "string") read.add(join(path, k));
        return Reflect.ownKeys(target);
      },
    });
    standIns.set(v, p);
    return p;
  };
  return { facts: wrap(facts, "") as T, read };
}

/**
 * Fields that name or describe rather than decide (an id, a name, a description,
 * the place and the day in words, a person's roles where the kind's rules take
 * what a person is from other facts): the rules need not read them, and no
 * warning is given for them.
 */
const DESCRIPTIVE = new Set([
  "id",
  "name",
  "description",
  "what",
  "place",
  "date",
  "from",
  "to",
  "unit",
  "by",
  "roles",
]);

/**
 * The fields of the case file (`given`, the facts as written) whose paths were
 * never read, topmost first: a field inside one never read is not listed again.
 */
export function unreadFacts(given: unknown, read: ReadonlySet<Path>, limit = 20): string[] {
  const out = new Set<string>();
  const walk = (v: unknown, path: Path): void => {
    if (out.size >= limit) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, `${path}[]`);
      return;
    }
    if (!plainObject(v)) return;
    if (read.has(`${path}[]`)) {
      // A list the case wrote as a mapping by id: its values are its items.
      for (const x of Object.values(v)) walk(x, `${path}[]`);
      return;
    }
    for (const [k, x] of Object.entries(v)) {
      const at = join(path, k);
      if (!read.has(at)) {
        if (!DESCRIPTIVE.has(k)) out.add(at);
      } else walk(x, at);
    }
  };
  walk(given, "");
  return [...out];
}
