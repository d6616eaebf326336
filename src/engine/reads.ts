/**
 * Which facts the rules read: one recorder, for the note on facts a case gives
 * that the rules never read (the explained decision) and for the interview, which
 * asks what the rules read (questions/record.ts).
 *
 * The parsed facts are handed to the rules through stand-ins, made once for each
 * plain mapping and list, whatever way the rules reach it. A path is written as
 * its segments (`["cargo", 2, "heap"]`, as text "cargo[2].heap"); with the list
 * positions left out ("cargo[].heap") it is one node of the facts' shape, made
 * once and noted once in a decision. Amounts and numbers (Money, Rational) and
 * dates are values, handed over as they are.
 *
 * The stand-ins come in two kinds, by what the listener must hear:
 *
 * - **first reads** (the explained decision): each mapping is a Proxy that notes
 *   the first read of each of its fields' nodes; every later read costs a lookup
 *   of the node and no note. A list is a plain
 *   copy of its items' stand-ins: the rules loop over it at full speed, and
 *   reading it notes its items' node ("cargo[]"). Listing a mapping's fields (a
 *   spread, Object.entries) reads them all.
 * - **every read** (the interview): each mapping and list is a Proxy that tells
 *   the listener of every read with its full path, list positions included, and
 *   of every test of a field (`in`); a mapping lists also the fields its schema
 *   knows and it leaves out (`fieldsAt`), so that a copy made by spreading it
 *   reads them. The nodes are noted as well.
 *
 * After the decision, every field the case file gives whose node was never read
 * is a fact the kind accepts but does not use in this situation (`unread`).
 */

export type Seg = string | number;

/** A path of the facts as text: "people[3].aboard". */
export function pathText(path: readonly Seg[]): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : out === "" ? seg : `.${seg}`;
  return out;
}

/** A path's node: the path with its list positions left out, "people[].aboard". */
export function nodeText(path: readonly Seg[]): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? "[]" : out === "" ? seg : `.${seg}`;
  return out;
}

function plainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

const join = (path: string, key: string): string => (path === "" ? key : `${path}.${key}`);

/** What hears every read (the interview). */
export interface EveryRead {
  /** A field or list item read, or a field tested (`in`), by its full path. */
  read(path: Seg[]): void;
  /** The fields the schema knows for the mapping at a path (a copy of it lists those it leaves out too). */
  fieldsAt?(path: readonly Seg[]): readonly string[];
}

/**
 * A node of the facts' shape: every person's "people[].roles" is one node. The
 * nodes are made once for the process and shared by every decision (their texts
 * are made once); a decision marks the nodes it read with its own stamp.
 */
class PathNode {
  /** The stamp of the recorder that noted this node last. */
  stamp = 0;
  private kids: Map<string, PathNode> | undefined;
  private items: PathNode | undefined;
  constructor(readonly path: string) {}
  field(key: string): PathNode {
    this.kids ??= new Map();
    let k = this.kids.get(key);
    if (k === undefined) {
      k = new PathNode(join(this.path, key));
      this.kids.set(key, k);
      nodes++;
    }
    return k;
  }
  item(): PathNode {
    if (this.items === undefined) {
      this.items = new PathNode(`${this.path}[]`);
      nodes++;
    }
    return this.items;
  }
}

/** The shared nodes, and how many there are: past MAX_NODES (keys no schema names, read one by one) a fresh tree is begun. */
let shared = new PathNode("");
let nodes = 0;
const MAX_NODES = 100_000;
let stamps = 0;

/**
 * The traps of a mapping's stand-in that notes first reads. A class, not closures
 * made for each mapping: a decision makes one for every mapping of the facts.
 */
class FirstReads implements ProxyHandler<Record<string, unknown>> {
  /** The recorder's stamp, so that a field already noted costs a comparison. */
  private readonly stamp: number;
  constructor(
    private readonly rec: ReadRecorder,
    private readonly at: PathNode,
  ) {
    this.stamp = rec.stamp;
  }
  get(target: Record<string, unknown>, key: string | symbol): unknown {
    // The facts are plain data, so a field's value needs no receiver.
    const v = target[key as string];
    if (typeof key === "symbol") return v;
    const field = this.at.field(key);
    if (field.stamp !== this.stamp) this.rec.note(field);
    return v !== null && typeof v === "object" ? this.rec.standIn(v, field) : v;
  }
  // Listing a mapping's fields reads none of them: a spread or Object.entries reads
  // each through get, as the recorder that hears every read counts them too.
}

/** The traps of a stand-in that tells of every read (a mapping's or a list's). */
class EveryReads implements ProxyHandler<object> {
  constructor(
    private readonly rec: ReadRecorder,
    private readonly every: EveryRead,
    private readonly path: Seg[],
    private readonly at: PathNode,
    private readonly isList: boolean,
  ) {}
  private fieldOf(target: object, key: string | symbol): Seg | undefined {
    if (typeof key === "symbol") return undefined;
    if (this.isList) return /^(0|[1-9]\d*)$/.test(key) ? Number(key) : undefined;
    // A field of the mapping, or one it leaves out; not a method of Object.prototype.
    return Object.hasOwn(target, key) || !(key in target) ? key : undefined;
  }
  private nodeOf(field: Seg): PathNode {
    return typeof field === "number" ? this.at.item() : this.at.field(field);
  }
  private fieldsAt(): readonly string[] {
    return this.every.fieldsAt?.(this.path) ?? [];
  }
  get(target: object, key: string | symbol, receiver: unknown): unknown {
    const field = this.fieldOf(target, key);
    const v = Reflect.get(target, key, receiver);
    if (field === undefined) return v;
    const here = [...this.path, field];
    const node = this.nodeOf(field);
    this.rec.note(node);
    this.every.read(here);
    return this.rec.proxy(v, here, node);
  }
  has(target: object, key: string | symbol): boolean {
    const field = this.fieldOf(target, key);
    if (field !== undefined) {
      this.rec.note(this.nodeOf(field));
      this.every.read([...this.path, field]);
    }
    return Reflect.has(target, key);
  }
  // A mapping lists the fields it leaves out too (as undefined), so that a copy
  // made by spreading it reads them: the rules may read them off the copy.
  ownKeys(target: object): ArrayLike<string | symbol> {
    const own = Reflect.ownKeys(target);
    if (this.isList) return own;
    const missing = this.fieldsAt().filter((k) => !Object.hasOwn(target, k));
    return missing.length === 0 ? own : [...own, ...missing];
  }
  getOwnPropertyDescriptor(target: object, key: string | symbol): PropertyDescriptor | undefined {
    const d = Reflect.getOwnPropertyDescriptor(target, key);
    if (d !== undefined || this.isList || typeof key === "symbol") return d;
    return this.fieldsAt().includes(key)
      ? { value: undefined, writable: true, enumerable: true, configurable: true }
      : undefined;
  }
}

/**
 * The recorder of one decision (or of one interview, over its runs of the rules):
 * it wraps the facts once, and knows which of their nodes were read.
 */
export class ReadRecorder {
  /** The nodes read ("cargo[].heap"), in the order first read. */
  readonly read = new Set<string>();
  private readonly root: PathNode;
  readonly stamp = ++stamps;
  /** One stand-in for each object, whatever way the rules reach it, so that the rules can compare them. */
  private readonly standIns = new Map<object, unknown>();

  /** every: what hears every read; without it only the first read of each node is noted, at little cost. */
  constructor(private readonly every?: EveryRead) {
    if (nodes > MAX_NODES) {
      shared = new PathNode("");
      nodes = 0;
    }
    this.root = shared;
  }

  /** Note a node read. */
  note(n: PathNode): void {
    if (n.stamp === this.stamp) return;
    // Another recorder at work at the same time (a decision within an interview)
    // may stamp a node over this one's: it is then noted again, and the set keeps it once.
    n.stamp = this.stamp;
    this.read.add(n.path);
  }

  /** The facts as the rules are to read them. */
  wrap<T>(facts: T): T {
    return (this.every ? this.proxy(facts, [], this.root) : this.standIn(facts, this.root)) as T;
  }

  /** The stand-in of a value met at a node (first reads). */
  standIn(v: unknown, at: PathNode): unknown {
    if (v === null || typeof v !== "object") return v;
    const had = this.standIns.get(v);
    if (had !== undefined) return had;
    if (Array.isArray(v)) {
      const item = at.item();
      this.note(item);
      const out: unknown[] = new Array(v.length);
      this.standIns.set(v, out);
      for (let i = 0; i < v.length; i++) out[i] = this.standIn(v[i], item);
      return out;
    }
    if (!plainObject(v)) return v;
    const p = new Proxy(v, new FirstReads(this, at));
    this.standIns.set(v, p);
    return p;
  }

  /** The Proxy of a value met at a path (every read). */
  proxy(value: unknown, path: Seg[], at: PathNode): unknown {
    if (value === null || typeof value !== "object") return value;
    const isList = Array.isArray(value);
    if (!isList && !plainObject(value)) return value;
    const known = this.standIns.get(value);
    if (known !== undefined) return known;
    if (isList) this.note(at.item());
    const p = new Proxy(value, new EveryReads(this, this.every as EveryRead, path, at, isList));
    this.standIns.set(value, p);
    return p;
  }

  /**
   * The fields of the case file (`given`, the facts as written) whose nodes were
   * never read, topmost first, by node ("cargo[].heap"): a field inside one never
   * read is not listed again; nor is a field that names or describes (DESCRIPTIVE).
   */
  unread(given: unknown, limit = 20): string[] {
    // The walk of unreadFacts, on the nodes, whose texts are made already.
    const out: string[] = [];
    const read = this.read;
    // A node this recorder stamped was read; one stamped since by another (a
    // decision within an interview) is looked up in the set.
    const stamp = this.stamp;
    const wasRead = (n: PathNode): boolean => n.stamp === stamp || read.has(n.path);
    const walk = (v: unknown, at: PathNode): void => {
      if (out.length >= limit) return;
      if (Array.isArray(v)) {
        const item = at.item();
        for (const x of v) walk(x, item);
        return;
      }
      if (!plainObject(v)) return;
      const item = at.item();
      if (wasRead(item)) {
        // A list the case wrote as a mapping by id: its values are its items.
        for (const x of Object.values(v)) walk(x, item);
        return;
      }
      for (const k of Object.keys(v)) {
        const kid = at.field(k);
        if (!wasRead(kid)) {
          if (!DESCRIPTIVE.has(k) && !out.includes(kid.path)) out.push(kid.path);
        } else walk(v[k], kid);
      }
    };
    walk(given, this.root);
    return out;
  }
}

/** The facts behind stand-ins that note the first read of each node, and the set of nodes read. */
export function trackReads<T>(facts: T): { facts: T; read: Set<string> } {
  const rec = new ReadRecorder();
  return { facts: rec.wrap(facts), read: rec.read };
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
 * The fields of the case file (`given`, the facts as written) whose nodes are not
 * in `read`, topmost first: a field inside one never read is not listed again.
 */
export function unreadFacts(given: unknown, read: ReadonlySet<string>, limit = 20): string[] {
  const out = new Set<string>();
  // The paths below each path, made once each: every item of a list has the same.
  const below = new Map<string, Map<string, string>>();
  const items = new Map<string, string>();
  const child = (path: string, key: string): string => {
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
  const itemOf = (path: string): string => {
    let at = items.get(path);
    if (at === undefined) {
      at = `${path}[]`;
      items.set(path, at);
    }
    return at;
  };
  const walk = (v: unknown, path: string): void => {
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
