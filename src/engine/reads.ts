/**
 * The facts as the interview reads them (questions/record.ts), and the test of
 * what each rule declares it reads (engine/observed-reads.ts): every plain mapping
 * and list of the facts is handed to the rules through a Proxy that tells a
 * listener of every read with its full path, list positions included, and of every
 * test of a field (`in`). A mapping lists also the fields its schema knows and it
 * leaves out (`fieldsAt`), so that a copy made by spreading it reads them. Amounts
 * and numbers (Money, Rational) and dates are values, handed over as they are.
 *
 * A decision itself watches no read: the note on facts a case gives that its rules
 * never read is made from what the rules declare they read (engine/declared-reads.ts).
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

/** A mapping as JSON or YAML makes it, not an amount, a date or a list. */
export function plainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** What hears every read. */
export interface EveryRead {
  /** A field or list item read, or a field tested (`in`), by its full path. */
  read(path: Seg[]): void;
  /** The fields the schema knows for the mapping at a path (a copy of it lists those it leaves out too). */
  fieldsAt?(path: readonly Seg[]): readonly string[];
}

/** The traps of a stand-in that tells of every read (a mapping's or a list's). */
class EveryReads implements ProxyHandler<object> {
  constructor(
    private readonly rec: ReadRecorder,
    private readonly every: EveryRead,
    private readonly path: Seg[],
    private readonly isList: boolean,
  ) {}
  private fieldOf(target: object, key: string | symbol): Seg | undefined {
    if (typeof key === "symbol") return undefined;
    if (this.isList) return /^(0|[1-9]\d*)$/.test(key) ? Number(key) : undefined;
    // A field of the mapping, or one it leaves out; not a method of Object.prototype.
    return Object.hasOwn(target, key) || !(key in target) ? key : undefined;
  }
  private fieldsAt(): readonly string[] {
    return this.every.fieldsAt?.(this.path) ?? [];
  }
  get(target: object, key: string | symbol, receiver: unknown): unknown {
    const field = this.fieldOf(target, key);
    const v = Reflect.get(target, key, receiver);
    if (field === undefined) return v;
    const here = [...this.path, field];
    this.every.read(here);
    return this.rec.proxy(v, here);
  }
  has(target: object, key: string | symbol): boolean {
    const field = this.fieldOf(target, key);
    if (field !== undefined) this.every.read([...this.path, field]);
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

/** The facts behind stand-ins that tell `every` of each read: one stand-in for each object, made once. */
export class ReadRecorder {
  /** One stand-in for each object, whatever way the rules reach it, so that the rules can compare them. */
  private readonly standIns = new Map<object, unknown>();

  constructor(private readonly every: EveryRead) {}

  /** The facts as the rules are to read them. */
  wrap<T>(facts: T): T {
    return this.proxy(facts, []) as T;
  }

  /** The stand-in of a value met at a path. */
  proxy(value: unknown, path: Seg[]): unknown {
    if (value === null || typeof value !== "object") return value;
    const isList = Array.isArray(value);
    if (!isList && !plainObject(value)) return value;
    const known = this.standIns.get(value);
    if (known !== undefined) return known;
    const p = new Proxy(value, new EveryReads(this, this.every, path, isList));
    this.standIns.set(value, p);
    return p;
  }
}
