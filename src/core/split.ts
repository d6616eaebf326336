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
 * arithmetic on bare bigints, for callers that build their own lines (adjust()).
 */

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

export const TIE_BREAK_RULE =
  "Each share is first rounded down to the smallest unit; the units left over go one each to the largest remainders; equal remainders go first to the larger weight, then to the party id that sorts first.";

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
