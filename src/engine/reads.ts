/**
 * Which facts a case gives that the rules never read.
 *
 * The parsed facts are handed to the rules behind a Proxy that notes every field
 * read, by its path with list positions left out ("cargo[].jettisoned.order").
 * Only plain mappings and lists are wrapped; amounts and numbers (Money, Rational)
 * are handed over as they are. After the decision, every field the case file gives
 * whose path was never read is a fact the kind accepts but does not use in this
 * situation: a warning says so, for it may be a fact the writer thinks counts.
 */

type Path = string;

function plainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

const join = (path: Path, key: string): Path => (path === "" ? key : `${path}.${key}`);

/** The facts behind a Proxy, and the set of paths read through it. */
export function trackReads<T>(facts: T): { facts: T; read: Set<Path> } {
  const read = new Set<Path>();
  const seen = new WeakMap<object, object>();
  const wrap = (v: unknown, path: Path): unknown => {
    if (!(Array.isArray(v) || plainObject(v))) return v;
    const had = seen.get(v);
    if (had) return had;
    // The paths below this one, made once each: a rule reads the same field often.
    const list = Array.isArray(v);
    const item = `${path}[]`;
    const below = new Map<string, Path>();
    const p = new Proxy(v, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof key === "symbol") return value;
        let at: Path;
        if (list) {
          // Only an index reads an item ("length", "map" and the like do not).
          const c = key.charCodeAt(0);
          if (c < 48 || c > 57) return value;
          at = item;
        } else {
          at = below.get(key) ?? join(path, key);
          below.set(key, at);
        }
        read.add(at);
        return value !== null && typeof value === "object" ? wrap(value, at) : value;
      },
      ownKeys(target) {
        // Listing a mapping's fields (a spread, Object.entries) reads them all.
        if (!list) for (const k of Reflect.ownKeys(target)) if (typeof k === "string") read.add(join(path, k));
        return Reflect.ownKeys(target);
      },
    });
    seen.set(v, p);
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
