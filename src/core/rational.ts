/**
 * Exact rational numbers on BigInt.
 *
 * A Rational is always kept in lowest terms with a positive denominator, so two
 * equal values have equal fields and `toString()` is canonical ("3/4", "-2", "0").
 * Nothing here ever touches a floating-point number except `toNumber()`, which is
 * for display and benchmarks only.
 */

export class RationalError extends Error {
  override name = "RationalError";
}

function bigAbs(a: bigint): bigint {
  return a < 0n ? -a : a;
}

export function gcd(a: bigint, b: bigint): bigint {
  let x = bigAbs(a);
  let y = bigAbs(b);
  while (y !== 0n) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

export function lcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  return bigAbs((a / gcd(a, b)) * b);
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const FRACTION = /^([+-]?\d+)\s*\/\s*(\d+)$/;
const MIXED = /^([+-]?)(\d+)\s+(\d+)\s*\/\s*(\d+)$/;

export class Rational {
  readonly num: bigint;
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
  }

  static readonly ZERO = new Rational(0n, 1n);
  static readonly ONE = new Rational(1n, 1n);

  /** Build n/d and reduce it. Throws on a zero denominator. */
  static of(num: bigint | number, den: bigint | number = 1n): Rational {
    const n = toBig(num);
    const d = toBig(den);
    if (d === 0n) throw new RationalError("denominator is zero");
    if (n === 0n) return Rational.ZERO;
    const g = gcd(n, d);
    const s = d < 0n ? -1n : 1n;
    return new Rational((s * n) / g, (s * d) / g);
  }

  /** Trusted constructor for values already in lowest terms with den > 0. */
  static unsafe(num: bigint, den: bigint): Rational {
    return new Rational(num, den);
  }

  /**
   * Parse "7", "-3", "1.25", "3/4", "1 1/2". Returns undefined when the text is
   * not a number in one of those forms (callers turn that into their own error).
   */
  static tryParse(text: string): Rational | undefined {
    const t = text.trim();
    let m = FRACTION.exec(t);
    if (m) {
      const d = BigInt(m[2] as string);
      if (d === 0n) return undefined;
      return Rational.of(BigInt(m[1] as string), d);
    }
    m = MIXED.exec(t);
    if (m) {
      const d = BigInt(m[4] as string);
      if (d === 0n) return undefined;
      const whole = BigInt(m[2] as string) * d + BigInt(m[3] as string);
      return Rational.of(m[1] === "-" ? -whole : whole, d);
    }
    m = DECIMAL.exec(t);
    if (m) {
      const frac = m[3] ?? "";
      const den = 10n ** BigInt(frac.length);
      const abs = BigInt((m[2] as string) + frac);
      return Rational.of(m[1] === "-" ? -abs : abs, den);
    }
    return undefined;
  }

  static parse(text: string): Rational {
    const r = Rational.tryParse(text);
    if (r === undefined)
      throw new RationalError(`not an exact number: "${text}" (expected forms like 7, 1.25, 3/4 or 1 1/2)`);
    return r;
  }

  /** Accept the forms a case file may use: an integer, a string, or a Rational. */
  static from(v: Rational | bigint | number | string): Rational {
    if (v instanceof Rational) return v;
    if (typeof v === "string") return Rational.parse(v);
    if (typeof v === "number" && !Number.isInteger(v)) {
      throw new RationalError(`${v} is not a whole number; write fractions as text ("3/4" or "0.75")`);
    }
    return Rational.of(toBig(v));
  }

  add(o: Rational): Rational {
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }

  sub(o: Rational): Rational {
    return this.add(o.neg());
  }

  mul(o: Rational): Rational {
    return Rational.of(this.num * o.num, this.den * o.den);
  }

  div(o: Rational): Rational {
    if (o.num === 0n) throw new RationalError("division by zero");
    return Rational.of(this.num * o.den, this.den * o.num);
  }

  neg(): Rational {
    return new Rational(-this.num, this.den);
  }

  abs(): Rational {
    return this.num < 0n ? this.neg() : this;
  }

  sign(): -1 | 0 | 1 {
    return this.num < 0n ? -1 : this.num > 0n ? 1 : 0;
  }

  isZero(): boolean {
    return this.num === 0n;
  }

  isInteger(): boolean {
    return this.den === 1n;
  }

  cmp(o: Rational): -1 | 0 | 1 {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  eq(o: Rational): boolean {
    return this.num === o.num && this.den === o.den;
  }

  lt(o: Rational): boolean {
    return this.cmp(o) < 0;
  }

  gt(o: Rational): boolean {
    return this.cmp(o) > 0;
  }

  /** Largest integer not above the value. */
  floor(): bigint {
    const q = this.num / this.den;
    return this.num < 0n && q * this.den !== this.num ? q - 1n : q;
  }

  /** Smallest integer not below the value. */
  ceil(): bigint {
    return -this.neg().floor();
  }

  /** Canonical text: "n" or "n/d". */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }

  toJSON(): string {
    return this.toString();
  }

  /** A decimal approximation for reading, rounded half away from zero. */
  toDecimal(places = 2): string {
    const scale = 10n ** BigInt(places);
    const scaled = bigAbs(this.num) * scale * 2n + this.den;
    const q = scaled / (this.den * 2n);
    const neg = this.num < 0n && q !== 0n;
    const s = q.toString().padStart(places + 1, "0");
    const int = s.slice(0, s.length - places);
    const frac = s.slice(s.length - places);
    return `${neg ? "-" : ""}${int}${places > 0 ? `.${frac}` : ""}`;
  }

  /** Approximate value as a float. For display and benchmarks only. */
  toNumber(): number {
    return Number(this.num) / Number(this.den);
  }
}

function toBig(v: bigint | number): bigint {
  if (typeof v === "bigint") return v;
  if (!Number.isSafeInteger(v)) throw new RationalError(`${v} is not a safe whole number`);
  return BigInt(v);
}

/** Sum many rationals on a common denominator, reducing once at the end. */
export function sum(values: readonly Rational[]): Rational {
  if (values.length === 0) return Rational.ZERO;
  let den = 1n;
  for (const v of values) if (den % v.den !== 0n) den = lcm(den, v.den);
  let num = 0n;
  for (const v of values) num += v.num * (den / v.den);
  return Rational.of(num, den);
}

export const R = (v: Rational | bigint | number | string): Rational => Rational.from(v);

/**
 * Read back the canonical text of a Rational (what `toString()` writes: "n" or
 * "n/d", in lowest terms) without the general parser's patterns. Any other text
 * is handed to `Rational.parse`, so the result is always the same as its.
 */
export function parseCanonical(text: string): Rational {
  const len = text.length;
  let slash = -1;
  let i = text.charCodeAt(0) === 45 /* - */ ? 1 : 0;
  if (i >= len) return Rational.parse(text);
  const first = i;
  for (; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 /* / */ && slash < 0 && i > first && i < len - 1) slash = i;
    else if (c < 48 || c > 57) return Rational.parse(text);
  }
  if (slash < 0) return Rational.of(BigInt(text));
  const den = BigInt(text.slice(slash + 1));
  return den === 0n ? Rational.parse(text) : Rational.of(BigInt(text.slice(0, slash)), den);
}
