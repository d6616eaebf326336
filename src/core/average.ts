/**
 * General average, the arithmetic: a loss made good by all the interests in the
 * adventure in proportion to their contributory values.
 *
 * Each interest (the ship, the freight, each parcel of cargo) brings a contributory
 * value (zero for one that does not contribute) and an amount made good to it (its
 * sacrifice or expense admitted as average). The loss is the sum of the amounts
 * made good; the mass the sum of the values; each interest pays
 * loss × value / mass. Contributions are exact first, then rounded to the smallest
 * unit with the rounded contributions summing exactly to the loss (split.ts), so
 * that the nets (made good − contribution) sum exactly to zero.
 *
 * Which sacrifices are admitted and which values contribute is law, decided by the
 * statute before it calls adjust(); this file knows no statute.
 */

import type { AverageBalance, AverageLine, AverageStatement } from "./determination.js";
import { phrases } from "./messages.js";
import { type Currency, largestUnit, Money, MoneyError, type MoneyJSON, smallestUnit } from "./money.js";
import { gcd, Rational } from "./rational.js";
import {
  type ColumnShares,
  columnSharesUnchecked,
  TIE_BREAK_RULE,
  unitName,
  type WholeShares,
  type WholeWeights,
  wholeShares,
  wholeWeights,
} from "./split.js";

const say = phrases("core/average", {
  roundedTo: "Contributions are rounded to the {unit}. {rule}",
});

export interface Interest {
  readonly interest: string;
  readonly owner: string;
  readonly kind: "ship" | "freight" | "cargo";
  readonly label: string;
  /** Contributory value; zero when the interest does not contribute. */
  readonly value: Money;
  /** Amount made good to it; zero when it lost nothing in general average. Whole smallest units. */
  readonly madeGood: Money;
  readonly provisions: readonly string[];
}

export interface Adjustment {
  readonly statement: AverageStatement;
  readonly loss: Money;
  readonly mass: Money;
  readonly rate: Rational;
}

/**
 * Adjust a general average. `names` gives a party's name for the balances. Throws
 * a MoneyError when an amount is in another currency, when an amount made good is
 * not whole smallest units, or when there is a loss and nothing contributes.
 *
 * Built for statements of a million lines (bench/ga-scale.ts). When every value
 * is a whole number of the smallest unit and the loss and the mass are below 2^53
 * of it (some 9·10^13 rigsdaler), the arithmetic runs on float64 columns, as
 * adjustColumns() does; otherwise on bigints (split.ts), with the same results.
 * The statement's `lines` and `balances` are drawn up when first read (rendering,
 * serialising, a statute reading them) and then kept: a line of exact text takes
 * over a kilobyte and some 5 µs to draw up, what it is drawn up from some 25 bytes
 * and 15 ns an interest.
 */
export function adjust(
  currency: Currency,
  interests: readonly Interest[],
  names: (party: string) => string,
  provisions: readonly string[],
): Adjustment {
  const columns = toColumns(currency, interests);
  const shares = columns ? onColumns(interests, columns) : onBigints(currency, interests);
  const loss = Money.ofMinor(currency, shares.loss);
  const mass = Money.ofMinor(currency, Rational.of(shares.sum, shares.den));
  const rate = shares.sum === 0n ? Rational.ZERO : loss.minor.div(mass.minor);
  return {
    loss,
    mass,
    rate,
    statement: lazyStatement(currency, interests.slice(), names, shares, {
      loss: loss.toJSON(),
      mass: mass.toJSON(),
      rate: rate.toString(),
      rounding: say.roundedTo({ unit: unitName(currency.units.at(-1)?.name ?? "smallest unit"), rule: TIE_BREAK_RULE }),
      provisions: [...provisions],
    }),
  };
}

/** The arithmetic of a statement without its text (adjustColumns), with its loss and mass in the smallest unit. */
export interface ColumnAdjustment extends ColumnShares {
  /** The sum of the amounts made good. */
  readonly loss: number;
  /** The sum of the values. */
  readonly mass: number;
}

/**
 * The adjustment on columns: values and amounts made good as whole numbers of the
 * smallest unit in float64 (exact below 2^53), line i being interest i. Line i's
 * contribution is exactly whole[i] + rest[i]/mass, and rounded whole[i] + up[i];
 * the rounded contributions sum to the loss, and are those of adjust() and split()
 * line for line. `keyOf` gives a line's interest id, read only for the tie-break
 * between equal remainders and equal values; ids must be unique. Throws a
 * MoneyError on a value or amount that is negative or not whole, when the loss or
 * the mass reaches 2^53 (adjust() takes such sums, on bigints), and when there is
 * a loss and nothing contributes.
 */
export function adjustColumns(
  values: Float64Array,
  madeGood: Float64Array,
  keyOf: (i: number) => string,
): ColumnAdjustment {
  const n = values.length;
  if (madeGood.length !== n) throw new MoneyError("values and amounts made good differ in length");
  let loss = 0;
  let mass = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i] as number;
    const g = madeGood[i] as number;
    if (!(v >= 0 && g >= 0 && Math.floor(v) === v && Math.floor(g) === g)) {
      throw new MoneyError(`interest ${keyOf(i)} has an amount that is negative or not whole`);
    }
    loss += g;
    mass += v;
    if (v > max) max = v;
  }
  if (loss >= EXACT || mass >= EXACT) throw new MoneyError("the loss or the mass reaches 2^53; adjust on bigints");
  return { loss, mass, ...columnSharesOrZero(loss, values, mass, max, keyOf) };
}

function columnSharesOrZero(
  loss: number,
  values: Float64Array,
  mass: number,
  max: number,
  keyOf: (i: number) => string,
): ColumnShares {
  if (loss > 0 && mass === 0) throw new MoneyError("there is a loss to make good, but nothing contributes");
  if (mass > 0) return columnSharesUnchecked(loss, values, mass, max, keyOf);
  const n = values.length;
  return { whole: new Float64Array(n), rest: new Float64Array(n), up: new Uint8Array(n), left: 0 };
}

const EXACT = 2 ** 53;

/** Values and amounts made good as float64 columns, with their sums and the largest value. */
interface Columns {
  readonly values: Float64Array;
  readonly loss: number;
  readonly mass: number;
  readonly max: number;
}

/**
 * Check every interest's amounts (the errors, in the order, of the bigint path)
 * and read them into columns; undefined when a value is not a whole number of the
 * smallest unit or a sum reaches 2^53, so that the bigint path takes over.
 */
function toColumns(currency: Currency, interests: readonly Interest[]): Columns | undefined {
  const n = interests.length;
  const values = new Float64Array(n);
  let loss = 0;
  let mass = 0;
  let max = 0;
  for (let k = 0; k < n; k++) {
    const i = interests[k] as Interest;
    const v = i.value.minor;
    const g = i.madeGood.minor;
    if (
      (i.value.currency !== currency && i.value.currency.id !== currency.id) ||
      (i.madeGood.currency !== currency && i.madeGood.currency.id !== currency.id)
    ) {
      throw new MoneyError(`interest ${i.interest} is not reckoned in ${currency.name}`);
    }
    if (g.den !== 1n) {
      throw new MoneyError(`the amount made good to ${i.interest} is not a whole number of the smallest unit`);
    }
    // Number() of a bigint rounds to nearest: the sign is kept, and beyond 2^53 − 1 it stays beyond.
    const a = Number(v.num);
    const b = Number(g.num);
    if (a < 0 || b < 0) throw new MoneyError(`interest ${i.interest} has a negative amount`);
    if (v.den !== 1n || a > Number.MAX_SAFE_INTEGER || b > Number.MAX_SAFE_INTEGER) return undefined;
    values[k] = a;
    mass += a;
    loss += b;
    if (a > max) max = a;
  }
  if (loss >= EXACT || mass >= EXACT) return undefined;
  return { values, loss, mass, max };
}

/**
 * The rounding, whichever path made it: each line's weight on the common
 * denominator and its rounded contribution, as bigints when asked for (only when
 * the statement's text is drawn up).
 */
interface Shares {
  readonly loss: bigint;
  readonly sum: bigint;
  readonly den: bigint;
  weights(): WholeWeights;
  rounded(): WholeShares;
  /** Line k's rounded contribution, in the smallest unit. */
  paid(k: number): bigint;
}

function onColumns(interests: readonly Interest[], c: Columns): Shares {
  const seen = new Set<string>();
  for (const i of interests) {
    const size = seen.size;
    if (seen.add(i.interest).size === size) throw new MoneyError(`"${i.interest}" appears twice in one split`);
  }
  const s = columnSharesOrZero(c.loss, c.values, c.mass, c.max, (k) => (interests[k] as Interest).interest);
  const { values } = c;
  const { whole, up, left } = s;
  return {
    loss: BigInt(c.loss),
    sum: BigInt(c.mass),
    den: 1n,
    weights: () => {
      const ints: bigint[] = new Array(values.length);
      for (let k = 0; k < values.length; k++) ints[k] = BigInt(values[k] as number);
      return { ints, den: 1n, sum: BigInt(c.mass) };
    },
    rounded: () => {
      const floors: bigint[] = new Array(whole.length);
      for (let k = 0; k < whole.length; k++) floors[k] = BigInt(whole[k] as number);
      return { floors, up, left: BigInt(left) };
    },
    paid: (k) => BigInt((whole[k] as number) + (up[k] as number)),
  };
}

function onBigints(currency: Currency, interests: readonly Interest[]): Shares {
  const lossMinor = checkAndSumLoss(currency, interests);
  const weights = wholeWeights(interests.map((i) => ({ key: i.interest, weight: i.value.minor })));
  if (lossMinor > 0n && weights.sum === 0n)
    throw new MoneyError("there is a loss to make good, but nothing contributes");
  const shares: WholeShares =
    weights.sum === 0n
      ? { floors: new Array<bigint>(interests.length).fill(0n), up: new Uint8Array(interests.length), left: 0n }
      : wholeShares(lossMinor, weights, (k) => (interests[k] as Interest).interest);
  return {
    loss: lossMinor,
    sum: weights.sum,
    den: weights.den,
    weights: () => weights,
    rounded: () => shares,
    paid: (k) => (shares.floors[k] as bigint) + (shares.up[k] === 1 ? 1n : 0n),
  };
}

/**
 * The statement, its lines and balances drawn up when first read and then kept.
 * They are own enumerable properties in their place, so the statement serialises,
 * clones and compares as the plain data it is; assigning one replaces it.
 */
function lazyStatement(
  currency: Currency,
  interests: readonly Interest[],
  names: (party: string) => string,
  shares: Shares,
  head: Pick<AverageStatement, "loss" | "mass" | "rate" | "rounding" | "provisions">,
): AverageStatement {
  let lines: AverageLine[] | undefined;
  let balances: AverageBalance[] | undefined;
  let from: Shares | undefined = shares;
  // Once both are drawn up, the arithmetic behind them may go.
  const release = (): void => {
    if (lines !== undefined && balances !== undefined) from = undefined;
  };
  return {
    loss: head.loss,
    mass: head.mass,
    rate: head.rate,
    get lines(): AverageLine[] {
      if (lines === undefined) {
        const s = from as Shares;
        lines = statementLines(currency, interests, s.weights(), s.rounded(), s.loss);
        release();
      }
      return lines;
    },
    set lines(v: AverageLine[]) {
      lines = v;
    },
    get balances(): AverageBalance[] {
      if (balances === undefined) {
        balances = partyBalances(currency, interests, from as Shares, names);
        release();
      }
      return balances;
    },
    set balances(v: AverageBalance[]) {
      balances = v;
    },
    rounding: head.rounding,
    provisions: head.provisions,
  };
}

/** Check every interest's amounts and return the loss: the sum of the amounts made good, in the smallest unit. */
function checkAndSumLoss(currency: Currency, interests: readonly Interest[]): bigint {
  let loss = 0n;
  for (const i of interests) {
    if (i.value.currency.id !== currency.id || i.madeGood.currency.id !== currency.id) {
      throw new MoneyError(`interest ${i.interest} is not reckoned in ${currency.name}`);
    }
    if (i.madeGood.minor.den !== 1n) {
      throw new MoneyError(`the amount made good to ${i.interest} is not a whole number of the smallest unit`);
    }
    if (i.value.minor.num < 0n || i.madeGood.minor.num < 0n) {
      throw new MoneyError(`interest ${i.interest} has a negative amount`);
    }
    loss += i.madeGood.minor.num;
  }
  return loss;
}

/**
 * The lines of the statement. With S the mass on the common denominator and T the
 * loss, line k's fraction is a/S and its exact contribution T·a/S. Dividing T and
 * S by g0 = gcd(T, S) once leaves T' and S' coprime, so T'·a/S' reduces by
 * gcd(a, S') alone, which divides gcd(a, S), the fraction's own gcd.
 */
function statementLines(
  currency: Currency,
  interests: readonly Interest[],
  w: WholeWeights,
  s: WholeShares,
  loss: bigint,
): AverageLine[] {
  const json = new MoneyWriter(currency);
  const S = w.sum === 0n ? 1n : w.sum;
  const g0 = gcdOf(loss, S);
  const T1 = loss / g0;
  const S1 = S / g0;
  const sText = S.toString();
  const s1Text = S1.toString();
  const lines: AverageLine[] = new Array(interests.length);
  for (let k = 0; k < interests.length; k++) {
    const i = interests[k] as Interest;
    const a = w.ints[k] as bigint;
    const g = a === 0n ? S : gcdOf(a, S);
    const g1 = g === 1n ? 1n : gcdOf(g, S1);
    const contribution = (s.floors[k] as bigint) + (s.up[k] === 1 ? 1n : 0n);
    const madeGood = i.madeGood.minor.num;
    const paid = json.whole(contribution);
    lines[k] = {
      interest: i.interest,
      owner: i.owner,
      kind: i.kind,
      label: i.label,
      contributoryValue: json.exact(i.value.minor.num, i.value.minor.den),
      madeGood: json.whole(madeGood),
      fraction: a === 0n ? "0" : flat(g === 1n && S !== 1n ? `${a}/${sText}` : ratioText(a / g, S / g)),
      contributionExact: a === 0n ? json.whole(0n) : json.exact((T1 * a) / g1, S1 / g1, g1 === 1n ? s1Text : undefined),
      contribution: paid,
      net: madeGood === 0n ? json.negated(paid) : json.whole(madeGood - contribution),
      provisions: i.provisions.slice(),
    };
  }
  return lines;
}

/** What each party receives and pays, all its interests together, in the order the parties first appear. */
function partyBalances(
  currency: Currency,
  interests: readonly Interest[],
  s: Shares,
  names: (party: string) => string,
): AverageBalance[] {
  const byParty = new Map<string, { madeGood: bigint; contribution: bigint }>();
  for (let k = 0; k < interests.length; k++) {
    const i = interests[k] as Interest;
    const contribution = s.paid(k);
    const b = byParty.get(i.owner);
    if (b) {
      b.madeGood += i.madeGood.minor.num;
      b.contribution += contribution;
    } else byParty.set(i.owner, { madeGood: i.madeGood.minor.num, contribution });
  }
  const json = new MoneyWriter(currency);
  return [...byParty.entries()].map(([party, b]) => ({
    party,
    name: names(party),
    madeGood: json.whole(b.madeGood),
    contribution: json.whole(b.contribution),
    net: json.whole(b.madeGood - b.contribution),
  }));
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const INT32 = 0x7fffffffn;

/**
 * gcd of two non-negative integers. After one remainder on bigints, the numbers
 * are below the smaller of the two; when that fits in 31 bits the rest runs on
 * int32 (fast), below 2^53 on floats (% is exact there), else on bigints.
 */
function gcdOf(a: bigint, b: bigint): bigint {
  const x = a >= b ? a : b;
  const y = a >= b ? b : a;
  if (y === 0n) return x;
  if (y > SAFE) return gcd(x, y);
  const r = Number(x % y);
  const p = y <= INT32 ? gcdInt32(Number(y), r) : gcdNumber(Number(y), r);
  return p === 1 ? 1n : BigInt(p);
}

function gcdInt32(a: number, b: number): number {
  let p = a | 0;
  let q = b | 0;
  while (q !== 0) {
    const t = (p % q) | 0;
    p = q;
    q = t;
  }
  return p;
}

function gcdNumber(a: number, b: number): number {
  let p = a;
  let q = b;
  while (q !== 0) {
    const t = p % q;
    p = q;
    q = t;
  }
  return p;
}

/**
 * V8 keeps a string made by concatenation as a tree of its pieces, all of them
 * kept alive. Reading one character makes it one flat string and lets the pieces
 * go: for a statement of many lines that is about a third less memory held, and
 * less time copying it through the young generation.
 */
function flat(s: string): string {
  s.charCodeAt(0);
  return s;
}

function ratioText(num: bigint, den: bigint): string {
  return den === 1n ? num.toString() : `${num}/${den}`;
}

/**
 * MoneyJSON for amounts of one currency, built from bigints: the same objects
 * Money.toJSON() gives, without a Money, a Rational or a gcd of two large numbers
 * per amount. An amount is num/den of the smallest unit in lowest terms.
 */
class MoneyWriter {
  private readonly id: string;
  private readonly big: string;
  private readonly small: string;
  /** The largest unit in the smallest, as bigint and number. */
  private readonly B: bigint;
  private readonly b: number;
  /** gcd(r, B) for every r < B, when B is small enough for a table. */
  private readonly gcdB: Uint32Array | undefined;
  private readonly codes: readonly string[];
  private readonly sizes: readonly number[];
  private readonly zero: string;
  private readonly divisors: bigint[] = [];
  private lastDen = 0n;
  private lastDenTimes: string[] = [];
  /** Set for a ladder too large for floats (a largest unit of 2^53 smallest or more): then Money.toJSON() does it. */
  private readonly fallback: Currency | undefined;

  constructor(currency: Currency) {
    const big = largestUnit(currency);
    this.id = currency.id;
    this.big = big.code;
    this.small = smallestUnit(currency).code;
    this.B = big.inSmallest;
    this.b = Number(big.inSmallest);
    this.gcdB = this.b <= 1 << 16 ? Uint32Array.from({ length: this.b }, (_, r) => gcdNumber(this.b, r)) : undefined;
    this.codes = currency.units.map((u) => u.code);
    this.sizes = currency.units.map((u) => Number(u.inSmallest));
    this.zero = `0 ${big.code}`;
    // A currency written as decimals (ISO 4217) has its own text: Money.toJSON() writes it.
    this.fallback = big.inSmallest > SAFE || currency.decimals !== undefined ? currency : undefined;
  }

  private make(large: string, minor: string, text: string): MoneyJSON {
    return {
      currency: this.id,
      [this.big]: flat(large),
      minor: flat(minor),
      minorUnit: this.small,
      text: flat(text),
    } as MoneyJSON;
  }

  /** A whole number of the smallest unit. */
  whole(num: bigint): MoneyJSON {
    if (this.fallback) return Money.ofMinor(this.fallback, num).toJSON();
    if (num === 0n) return this.make("0", "0", this.zero);
    const neg = num < 0n;
    const abs = neg ? -num : num;
    const sign = neg ? "-" : "";
    const t = abs.toString();
    return this.make(sign + this.inLargest(abs, t, 1n, ""), sign + t, sign + this.text(abs, ""));
  }

  /** num/den of the smallest unit, num ≥ 0, in lowest terms; `denText` is den as text when the caller has it. */
  exact(num: bigint, den: bigint, denText?: string): MoneyJSON {
    if (den === 1n) return this.whole(num);
    if (this.fallback) return Money.ofMinor(this.fallback, Rational.unsafe(num, den)).toJSON();
    const d = denText ?? den.toString();
    const t = num.toString();
    return this.make(this.inLargest(num, t, den, d), `${t}/${d}`, this.text(num / den, `${num % den}/${d}`));
  }

  /** The same amount with the sign turned, for an amount that is not negative. */
  negated(m: MoneyJSON): MoneyJSON {
    if (this.fallback) return Money.ofMinor(this.fallback, Rational.parse(m.minor).neg()).toJSON();
    if (m.minor === "0") return this.make("0", "0", this.zero);
    return this.make(`-${m[this.big]}`, `-${m.minor}`, `-${m.text}`);
  }

  /**
   * num/den (num ≥ 0 with text t, lowest terms) in the largest unit: it reduces by
   * h = gcd(num, B) alone, since gcd(num, den) = 1; h comes from a table of r → gcd(r, B).
   */
  private inLargest(num: bigint, t: string, den: bigint, denText: string): string {
    if (this.b === 1) return den === 1n ? t : `${t}/${denText}`;
    const h = this.gcdB ? (this.gcdB[Number(num % this.B)] as number) : Number(gcdOf(num, this.B));
    const top = h === 1 ? t : (num / this.divisor(h)).toString();
    if (den === 1n) return h === this.b ? top : `${top}/${this.b / h}`;
    return `${top}/${this.denTimes(den, h)}`;
  }

  private divisor(h: number): bigint {
    let d = this.divisors[h];
    if (d === undefined) {
      d = BigInt(h);
      this.divisors[h] = d;
    }
    return d;
  }

  /** den × B / h as text, remembered per h for the last den (nearly every line shares one denominator). */
  private denTimes(den: bigint, h: number): string {
    if (den !== this.lastDen) {
      this.lastDen = den;
      this.lastDenTimes = [];
    }
    let text = this.lastDenTimes[h];
    if (text === undefined) {
      text = (den * (this.B / this.divisor(h))).toString();
      this.lastDenTimes[h] = text;
    }
    return text;
  }

  /** Money.format() of whole + rest ("4 1/3 sk"): units largest first, those that come to zero left out. */
  private text(whole: bigint, rest: string): string {
    if (whole > SAFE) return this.textBig(whole, rest);
    let w = Number(whole);
    let out = "";
    const last = this.sizes.length - 1;
    for (let k = 0; k < last; k++) {
      const size = this.sizes[k] as number;
      const r = w % size;
      const n = (w - r) / size;
      w = r;
      if (n !== 0) out = `${out}${out === "" ? "" : " "}${n} ${this.codes[k]}`;
    }
    return this.withLast(out, String(w), rest);
  }

  private textBig(whole: bigint, rest: string): string {
    let w = whole;
    let out = "";
    const last = this.sizes.length - 1;
    for (let k = 0; k < last; k++) {
      const size = BigInt(this.sizes[k] as number);
      const n = w / size;
      w %= size;
      if (n !== 0n) out = `${out}${out === "" ? "" : " "}${n} ${this.codes[k]}`;
    }
    return this.withLast(out, w.toString(), rest);
  }

  /** Add the smallest unit's count and any fraction of it left over ("4 1/3 sk", "1/3 sk"). */
  private withLast(out: string, n: string, rest: string): string {
    const code = this.codes[this.codes.length - 1] as string;
    const tail = rest === "" ? (n === "0" ? "" : `${n} ${code}`) : `${n === "0" ? "" : `${n} `}${rest} ${code}`;
    if (tail === "") return out === "" ? this.zero : out;
    return out === "" ? tail : `${out} ${tail}`;
  }
}
