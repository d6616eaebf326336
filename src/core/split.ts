/**
 * Splitting an amount by parts or by values, exactly, then to the smallest unit.
 *
 * Each claimant gets an exact fraction (weight / total weight) and an exact amount
 * (total × fraction, a Rational count of the smallest unit). The rounded amounts
 * are whole smallest units and always sum to the total:
 *
 *   1. everyone first gets the floor of his exact amount;
 *   2. the units left over (fewer than the number of claimants) go one each to the
 *      claimants with the largest fractional remainders (largest-remainder method);
 *   3. a tie between equal remainders goes to the larger weight, then to the key
 *      that sorts first by UTF-16 code unit (JavaScript's `<` on strings; the same
 *      as code point order unless a key holds a character beyond U+FFFF).
 *
 * The tie-break reads only keys and weights, never list positions, so the order in
 * which claimants are listed changes nothing. Keys must be unique.
 *
 * Internally the weights are brought to one common denominator and every exact
 * amount is computed with integer division, so a split of n claims costs n
 * multiplications and one selection of the largest remainders (linear on
 * average), not n gcds per step. wholeWeights() and wholeShares() are that
 * arithmetic on bare bigints, for callers that build their own lines (adjust());
 * columnShares() is the same on float64 columns, exact below 2^53 and some
 * fifteen nanoseconds a line, for statements of a million lines.
 */

import { phrases } from "./messages.js";
import { Money, MoneyError, sameReckoning } from "./money.js";
import { lcm, Rational } from "./rational.js";

export interface Claim {
  /** Unique within one split: a party id, an interest id. */
  readonly key: string;
  /** Parts or value; never negative. */
  readonly weight: Rational;
}

export interface SplitLine {
  readonly key: string;
  readonly weight: Rational;
  /** weight / total weight, exact. */
  readonly fraction: Rational;
  /** total × fraction, exact (may be a fraction of the smallest unit). */
  readonly exact: Money;
  /** Whole smallest units; the lines' rounded amounts sum to the total. */
  readonly rounded: Money;
  /** True when this line received one of the left-over units in step 2. */
  readonly roundedUp: boolean;
}

export interface Split {
  readonly total: Money;
  readonly totalWeight: Rational;
  readonly lines: readonly SplitLine[];
  /** How many smallest units were handed out by largest remainder. */
  readonly leftOverUnits: bigint;
}

/**
 * The words of the rounding, for the notes a division leaves: the rule itself, and
 * the note that gives it with the units it handed out (`unit` in the plural, or a
 * unit's name said through `UNIT_NAMES`).
 */
export const ROUNDING = phrases("core/split", {
  tieBreak:
    "Each share is first rounded down to the smallest unit; the units left over go one each to the largest remainders; equal remainders go first to the larger weight, then to the party id that sorts first.",
  note: "Rounding: {rule}",
  handedOut: "{rule} Units left over and handed out so: {n} {unit}.",
});

export const TIE_BREAK_RULE = ROUNDING.tieBreak();

/** The names of the smallest units, singular and plural, as messages of their own (their English is the currency's). */
export const UNIT_NAMES = phrases("core/split.unit", {
  skilling: "skilling",
  hundredth: "hundredth",
  hundredths: "hundredths",
  stueber: "Stüber",
  witten: "Witten",
  lod: "lod of silver",
  units: "units",
  smallest: "smallest unit",
});

/** A unit's name (a currency's own English) through its message where it has one, so that it is said in the language. */
export function unitName(name: string): string {
  for (const p of Object.values(UNIT_NAMES)) if (p() === name) return p();
  return name;
}

/** The weights brought to one common denominator: weight i = ints[i] / den; sum = Σ ints. */
export interface WholeWeights {
  readonly ints: readonly bigint[];
  readonly den: bigint;
  readonly sum: bigint;
}

/**
 * The whole-number arithmetic of a split: each line's floor of total × int / sum,
 * and which lines get one of the `left` units over. Bare bigints, no objects per
 * line, so that adjust() (average.ts) can build its own lines from it.
 */
export interface WholeShares {
  readonly floors: readonly bigint[];
  /** 1 when the line received a left-over unit. */
  readonly up: Uint8Array;
  readonly left: bigint;
}

/**
 * Check the claims (unique keys, no negative weight) and bring their weights to
 * the least common denominator. Weights already on the running denominator (whole
 * weights, the usual case) cost no division.
 */
export function wholeWeights(claims: readonly Claim[]): WholeWeights {
  const seen = new Set<string>();
  let den = 1n;
  for (const c of claims) {
    if (seen.has(c.key)) throw new MoneyError(`"${c.key}" appears twice in one split`);
    seen.add(c.key);
    if (c.weight.num < 0n) throw new MoneyError(`"${c.key}" has a negative weight`);
    const d = c.weight.den;
    if (d !== 1n && d !== den && den % d !== 0n) den = lcm(den, d);
  }
  const ints: bigint[] = new Array(claims.length);
  let sum = 0n;
  for (let i = 0; i < claims.length; i++) {
    const w = (claims[i] as Claim).weight;
    const a = w.den === den ? w.num : w.num * (den / w.den);
    ints[i] = a;
    sum += a;
  }
  return { ints, den, sum };
}

/**
 * Steps 1–3 of the rounding on whole weights (sum > 0): floors, then the left-over
 * units to the largest remainders under the tie-break. `keyOf(i)` gives line i's key.
 */
export function wholeShares(total: bigint, w: WholeWeights, keyOf: (i: number) => string): WholeShares {
  const n = w.ints.length;
  const floors: bigint[] = new Array(n);
  const rems: bigint[] = new Array(n);
  let given = 0n;
  for (let i = 0; i < n; i++) {
    const p = total * (w.ints[i] as bigint);
    const f = p / w.sum;
    floors[i] = f;
    rems[i] = p % w.sum;
    given += f;
  }
  const left = total - given;
  const up = new Uint8Array(n);
  if (left > 0n) {
    for (const i of largestRemainders(rems, w.ints, keyOf, Number(left))) up[i] = 1;
  }
  return { floors, up, left };
}

// ------------------------------------------------------------ the same on float64 columns

/**
 * Steps 1–3 on whole weights held as float64 numbers (every whole number below
 * 2^53 is exact there), for statements of a million lines: the exact share of line
 * i is whole[i] + rest[i]/sum of the smallest unit, and up[i] is 1 when the line
 * received a left-over unit. The results are those of wholeShares(), line for line
 * (split.test.ts checks it against the bigint arithmetic).
 */
export interface ColumnShares {
  /** floor(total × ints[i] / sum). */
  readonly whole: Float64Array;
  /** total × ints[i] mod sum: what is left of the exact share, as a numerator over the sum. */
  readonly rest: Float64Array;
  /** 1 when the line received a left-over unit. */
  readonly up: Uint8Array;
  readonly left: number;
}

/** 2^53: every whole number up to it is exact in float64. */
const EXACT = 2 ** 53;

/**
 * columnShares() on weights already checked by the caller: `ints` whole numbers
 * ≥ 0, `sum` their sum and `max` the largest, with sum and total below 2^53 and
 * sum > 0. Three passes over the lines, no sort:
 *
 *   1. each line's quotient and remainder of total × a / sum, exactly (see
 *      quotients()); the remainders counted in a histogram of buckets by size;
 *   2. the buckets from the top until they hold the units left over: every line in
 *      a bucket above that one gets a unit;
 *   3. in that one bucket only, the units still to give go by the full ranking
 *      (remainder, weight, key), selected, not sorted.
 *
 * A bucket is floor(remainder × buckets / sum) in float64, which is monotone in
 * the remainder (so equal remainders share a bucket and a larger one never sits
 * in a lower bucket); that is all the selection needs of it.
 */
export function columnSharesUnchecked(
  total: number,
  ints: Float64Array,
  sum: number,
  max: number,
  keyOf: (i: number) => string,
): ColumnShares {
  const n = ints.length;
  const whole = new Float64Array(n);
  const rest = new Float64Array(n);
  const up = new Uint8Array(n);
  if (total === 0) return { whole, rest, up, left: 0 };
  // About four lines to a bucket, at most 2^16 buckets (a table that stays in cache).
  let buckets = 16;
  while (buckets < n >> 2 && buckets < 1 << 16) buckets <<= 1;
  const hist = new Int32Array(buckets);
  const scale = buckets / sum;
  const top = buckets - 1;
  const given = fitsFloat(total, sum, max)
    ? quotients(total, ints, sum, whole, rest, hist, scale, top)
    : quotientsBig(total, ints, sum, whole, rest, hist, scale, top);
  const left = total - given;
  if (left > 0) giveLeftOver(ints, rest, up, hist, scale, top, left, keyOf);
  return { whole, rest, up, left };
}

/** The bounds under which quotients() is exact. */
const PRODUCT_LIMIT = 2n ** 82n;
const SUM_LIMIT = 2 ** 51;

/** True when quotients() is exact for these figures: T·max + 3·S below 2^82 and S below 2^51. */
function fitsFloat(total: number, sum: number, max: number): boolean {
  return sum < SUM_LIMIT && BigInt(total) * BigInt(max) + 3n * BigInt(sum) < PRODUCT_LIMIT;
}

/**
 * Step 1 in float64, exactly, with T = total, S = sum, a = ints[i] (all whole,
 * T and S below 2^53, S below 2^51, T·a + 3S below 2^82):
 *
 * - q̂ = floor(a × fl(T/S)) is within 2 of the true quotient q: the two roundings
 *   make a relative error of at most 2^-52, on a quotient of at most T < 2^53;
 * - r = T·a − q̂·S, the remainder for q̂, lies within 3S (below 2^53) of zero.
 *   In float64 the two products are rounded by at most 2^28 each (they are below
 *   2^82) and their difference, a whole number below 2^53, is exact: so the float
 *   difference r̃ is within 2^29 of r. Math.imul gives T·a − q̂·S modulo 2^32
 *   exactly (the low 32 bits of a product are those of the low 32 bits' product).
 *   The one whole number ≡ that modulo 2^32 within 2^31 of r̃ is r: r̃ plus the
 *   signed 32-bit difference of the two;
 * - then q̂ and r are stepped by one S until 0 ≤ r < S: q and T·a mod S.
 *
 * The quotients sum to at most T, so their running sum is exact too.
 */
function quotients(
  total: number,
  ints: Float64Array,
  sum: number,
  whole: Float64Array,
  rest: Float64Array,
  hist: Int32Array,
  scale: number,
  top: number,
): number {
  const n = ints.length;
  const rate = total / sum;
  let given = 0;
  for (let i = 0; i < n; i++) {
    const a = ints[i] as number;
    let q = Math.floor(a * rate);
    const approx = total * a - q * sum;
    // Math.imul and `| 0` take their operands modulo 2^32 (ToInt32), exactly for any whole float64.
    const low = (Math.imul(total, a) - Math.imul(q, sum)) | 0;
    let r = approx + ((low - (approx | 0)) | 0);
    while (r < 0) {
      r += sum;
      q -= 1;
    }
    while (r >= sum) {
      r -= sum;
      q += 1;
    }
    whole[i] = q;
    rest[i] = r;
    given += q;
    if (r > 0) {
      const b = Math.min(Math.floor(r * scale), top);
      hist[b] = (hist[b] as number) + 1;
    }
  }
  return given;
}

/** Step 1 on bigints, line by line, for figures beyond quotients(): a sum of 2^51 or more, or vast products. */
function quotientsBig(
  total: number,
  ints: Float64Array,
  sum: number,
  whole: Float64Array,
  rest: Float64Array,
  hist: Int32Array,
  scale: number,
  top: number,
): number {
  const T = BigInt(total);
  const S = BigInt(sum);
  let given = 0;
  for (let i = 0; i < ints.length; i++) {
    const p = T * BigInt(ints[i] as number);
    const q = Number(p / S);
    const r = Number(p % S);
    whole[i] = q;
    rest[i] = r;
    given += q;
    if (r > 0) {
      const b = Math.min(Math.floor(r * scale), top);
      hist[b] = (hist[b] as number) + 1;
    }
  }
  return given;
}

/** Steps 2 and 3: the `left` units to the lines that rank first, by bucket and then within the one bucket split. */
function giveLeftOver(
  ints: Float64Array,
  rest: Float64Array,
  up: Uint8Array,
  hist: Int32Array,
  scale: number,
  top: number,
  left: number,
  keyOf: (i: number) => string,
): void {
  let cut = top;
  let above = 0;
  while (above + (hist[cut] as number) < left) above += hist[cut--] as number;
  const need = left - above;
  const candidates = new Int32Array(hist[cut] as number);
  let m = 0;
  for (let i = 0; i < rest.length; i++) {
    const r = rest[i] as number;
    const b = Math.min(Math.floor(r * scale), top);
    // 1 when b > cut, without a branch: some half of the lines lie above the cut, in no order.
    up[i] = (cut - b) >>> 31;
    if (b === cut && r > 0) candidates[m++] = i;
  }
  if (need < m)
    selectFirst(candidates, need, (a, b) => {
      const ra = rest[a] as number;
      const rb = rest[b] as number;
      if (ra !== rb) return ra > rb;
      const wa = ints[a] as number;
      const wb = ints[b] as number;
      if (wa !== wb) return wa > wb;
      const ka = keyOf(a);
      const kb = keyOf(b);
      if (ka === kb && a !== b) throw new MoneyError(`"${ka}" appears twice in one split`);
      return ka < kb;
    });
  for (let k = 0; k < need; k++) up[candidates[k] as number] = 1;
}

/**
 * Steps 1–3 on float64 columns: `ints` are whole numbers ≥ 0 with a sum below
 * 2^53, `total` a whole number below 2^53. Throws a MoneyError otherwise, or when
 * there is a total and no weight. Keys must be unique; a duplicate is reported
 * when the tie-break meets it.
 */
export function columnShares(total: number, ints: Float64Array, keyOf: (i: number) => string): ColumnShares {
  if (!(Number.isSafeInteger(total) && total >= 0)) throw new MoneyError(`${total} is not a whole amount below 2^53`);
  let sum = 0;
  let max = 0;
  for (let i = 0; i < ints.length; i++) {
    const a = ints[i] as number;
    if (!(a >= 0 && Math.floor(a) === a)) throw new MoneyError(`"${keyOf(i)}" has a weight that is not whole and ≥ 0`);
    sum += a;
    if (a > max) max = a;
  }
  if (sum >= EXACT) throw new MoneyError("the weights sum to 2^53 or more; split on bigints");
  if (sum === 0) {
    if (total !== 0) throw new MoneyError("nobody has a part, so the amount cannot be split");
    const n = ints.length;
    return { whole: new Float64Array(n), rest: new Float64Array(n), up: new Uint8Array(n), left: 0 };
  }
  return columnSharesUnchecked(total, ints, sum, max, keyOf);
}

/** True when line a ranks before line b: larger remainder, then larger weight, then smaller key. */
type Before = (a: number, b: number) => boolean;

function ranking(rems: readonly bigint[], ints: readonly bigint[], keyOf: (i: number) => string): Before {
  return (a, b) => {
    const ra = rems[a] as bigint;
    const rb = rems[b] as bigint;
    if (ra !== rb) return ra > rb;
    const wa = ints[a] as bigint;
    const wb = ints[b] as bigint;
    if (wa !== wb) return wa > wb;
    return keyOf(a) < keyOf(b);
  };
}

/**
 * The `k` lines that rank first (keys are unique, so the ranking is total and the
 * set is determined). Only lines with a remainder can rank, and there are always
 * more of them than left-over units. A selection, not a sort: linear on average.
 */
function largestRemainders(
  rems: readonly bigint[],
  ints: readonly bigint[],
  keyOf: (i: number) => string,
  k: number,
): Int32Array {
  let m = 0;
  const idx = new Int32Array(rems.length);
  for (let i = 0; i < rems.length; i++) if ((rems[i] as bigint) > 0n) idx[m++] = i;
  const candidates = idx.subarray(0, m);
  selectFirst(candidates, k, ranking(rems, ints, keyOf));
  return candidates.subarray(0, k);
}

/**
 * Reorder `a` so that its first k entries are the k that rank first (in no
 * particular order): quickselect with a median-of-three pivot, finishing with a
 * sort when a range shrinks too slowly, so the worst case stays n log n.
 */
function selectFirst(a: Int32Array, k: number, before: Before): void {
  let lo = 0;
  let hi = a.length - 1;
  let budget = 2 * Math.ceil(Math.log2(a.length + 1)) + 8;
  while (hi > lo && k > lo && k <= hi) {
    if (budget-- === 0) {
      a.subarray(lo, hi + 1).sort((x, y) => (before(x, y) ? -1 : 1));
      return;
    }
    const p = partition(a, lo, hi, before);
    if (p === k) return;
    if (p < k) lo = p + 1;
    else hi = p - 1;
  }
}

function swap(a: Int32Array, i: number, j: number): void {
  const t = a[i] as number;
  a[i] = a[j] as number;
  a[j] = t;
}

/** Lomuto partition of a[lo..hi] around the median of three; returns the pivot's final place. */
function partition(a: Int32Array, lo: number, hi: number, before: Before): number {
  const mid = lo + ((hi - lo) >> 1);
  if (before(a[mid] as number, a[lo] as number)) swap(a, mid, lo);
  if (before(a[hi] as number, a[lo] as number)) swap(a, hi, lo);
  if (before(a[mid] as number, a[hi] as number)) swap(a, mid, hi);
  const pivot = a[hi] as number;
  let store = lo;
  for (let i = lo; i < hi; i++) {
    if (before(a[i] as number, pivot)) swap(a, i, store++);
  }
  swap(a, store, hi);
  return store;
}

export function split(total: Money, claims: readonly Claim[]): Split {
  if (!total.minor.isInteger()) {
    throw new MoneyError(`the total ${total.format()} is not a whole number of ${total.currency.units.at(-1)?.name}`);
  }
  if (total.minor.sign() < 0) throw new MoneyError("cannot split a negative amount");
  const w = wholeWeights(claims);
  const T = total.minor.num;
  const currency = total.currency;
  if (w.sum === 0n) {
    if (T !== 0n) throw new MoneyError("nobody has a part, so the amount cannot be split");
    return {
      total,
      totalWeight: Rational.ZERO,
      leftOverUnits: 0n,
      lines: claims.map((c) => ({
        key: c.key,
        weight: c.weight,
        fraction: Rational.ZERO,
        exact: Money.zero(currency),
        rounded: Money.zero(currency),
        roundedUp: false,
      })),
    };
  }
  const s = wholeShares(T, w, (i) => (claims[i] as Claim).key);
  const lines: SplitLine[] = claims.map((c, i) => {
    const a = w.ints[i] as bigint;
    const u = s.up[i] === 1;
    return {
      key: c.key,
      weight: c.weight,
      fraction: Rational.of(a, w.sum),
      exact: Money.ofMinor(currency, Rational.of(T * a, w.sum)),
      rounded: Money.ofMinor(currency, (s.floors[i] as bigint) + (u ? 1n : 0n)),
      roundedUp: u,
    };
  });
  return { total, totalWeight: Rational.of(w.sum, w.den), lines, leftOverUnits: s.left };
}

/** Split by parts (Borkum's 'Part'): the weight of each claim is its number of parts. */
export function splitByParts(total: Money, parts: readonly { key: string; parts: Rational }[]): Split {
  return split(
    total,
    parts.map((p) => ({ key: p.key, weight: p.parts })),
  );
}

/** Split by values (general average): the weight of each claim is an amount of money. */
export function splitByValues(total: Money, values: readonly { key: string; value: Money }[]): Split {
  for (const v of values) {
    if (!sameReckoning(v.value.currency, total.currency)) {
      throw new MoneyError(`"${v.key}" is valued in ${v.value.currency.name}, the total in ${total.currency.name}`);
    }
  }
  return split(
    total,
    values.map((v) => ({ key: v.key, weight: v.value.minor })),
  );
}
