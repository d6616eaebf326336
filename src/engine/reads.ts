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

/**
 * A path of the facts with list positions left out, as met in one decision: every
 * person's "people[].roles" is one node, so its text is made once and noted once.
 */
class PathNode {
  noted = false;
  private kids: Map<string, PathNode> | undefined;
  private items: PathNode | undefined;
  constructor(readonly path: Path) {}
  field(key: string): PathNode {
    this.kids ??= new Map();
    let k = this.kids.get(key);
    if (k === undefined) {
      k = new PathNode(join(this.path, key));
      this.kids.set(key, k);
    }
    return k;
  }
  item(): PathNode {
    this.items ??= new PathNode(`${this.path}[]`);
    return this.items;
  }
}

/** The facts, each mapping behind a Proxy and each list a copy, and the set of paths read through them. */
export function trackReads<T>(facts: T): { facts: T; read: Set<Path> } {
  const read = new Set<Path>();
  const note = (n: PathNode): void => {
    if (n.noted) return;
    n.noted = true;
    read.add(n.path);
  };
  // One stand-in for each object, whatever way the rules reach it (a list item,
  // and the same object under another field), so that the rules can compare them.
  const standIns = new Map<object, unknown>();
  const wrap = (v: unknown, at: PathNode): unknown => {
    if (v === null || typeof v !== "object") return v;
    const list = Array.isArray(v);
    if (!list && !plainObject(v)) return v;
    const had = standIns.get(v);
    if (had !== undefined) return had;
    if (list) {
      const item = at.item();
      note(item);
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
        const field = at.field(key);
        note(field);
        const out = wrap(value, field);
        given.set(key, out);
        return out;
      },
      set(target, key, value, receiver) {
        if (typeof key === "string") given.delete(key);
        return Reflect.set(target, key, value, receiver);
      },
      ownKeys(target) {
        // Listing a mapping's fields (a spread, Object.entries) reads them all.
        for (const k of Reflect.ownKeys(target)) if (typeof k === "string") note(at.field(k));
        return Reflect.ownKeys(target);
      },
    });
    standIns.set(v, p);
    return p;
  };
  return { facts: wrap(facts, new PathNode("")) as T, read };
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
  // The paths below each path, made once each: every item of a list has the same.
  const below = new Map<Path, Map<string, Path>>();
  const items = new Map<Path, Path>();
  const child = (path: Path, key: string): Path => {
    let m = below.get(path);
    if (m === undefined) {
      m = new Map();
      below.set(path, m);
    }
    let at = m.get(key);
    if (at === undefined) {
      at = join(path, key);
      m.set(key, at);
    }
    return at;
  };
  const itemOf = (path: Path): Path => {
    let at = items.get(path);
    if (at === undefined) {
      at = `${path}[]`;
      items.set(path, at);
    }
    return at;
  };
  const walk = (v: unknown, path: Path): void => {
    if (out.size >= limit) return;
    if (Array.isArray(v)) {
      const item = itemOf(path);
      for (const x of v) walk(x, item);
      return;
    }
    if (!plainObject(v)) return;
    const item = itemOf(path);
    if (read.has(item)) {
      // A list the case wrote as a mapping by id: its values are its items.
      for (const x of Object.values(v)) walk(x, item);
      return;
    }
    for (const k of Object.keys(v)) {
      const at = child(path, k);
      if (!read.has(at)) {
        if (!DESCRIPTIVE.has(k)) out.add(at);
      } else walk(v[k], at);
    }
  };
  walk(given, "");
  return [...out];
}
