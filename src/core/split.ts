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
 * multiplications and one sort, not n gcds per step.
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

export function split(total: Money, claims: readonly Claim[]): Split {
  if (!total.minor.isInteger()) {
    throw new MoneyError(`the total ${total.format()} is not a whole number of ${total.currency.units.at(-1)?.name}`);
  }
  if (total.minor.sign() < 0) throw new MoneyError("cannot split a negative amount");
  const seen = new Set<string>();
  let den = 1n;
  for (const c of claims) {
    if (seen.has(c.key)) throw new MoneyError(`"${c.key}" appears twice in one split`);
    seen.add(c.key);
    if (c.weight.sign() < 0) throw new MoneyError(`"${c.key}" has a negative weight`);
    if (den % c.weight.den !== 0n) den = lcm(den, c.weight.den);
  }
  const ints = claims.map((c) => c.weight.num * (den / c.weight.den));
  let sumInts = 0n;
  for (const a of ints) sumInts += a;
  const T = total.minor.num;
  const currency = total.currency;
  if (sumInts === 0n) {
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
  const floors: bigint[] = new Array(claims.length);
  const rems: bigint[] = new Array(claims.length);
  let given = 0n;
  for (let i = 0; i < claims.length; i++) {
    const p = T * (ints[i] as bigint);
    const f = p / sumInts;
    floors[i] = f;
    rems[i] = p - f * sumInts;
    given += f;
  }
  const left = T - given;
  const up = new Uint8Array(claims.length);
  if (left > 0n) {
    const order = claims.map((_, i) => i).filter((i) => (rems[i] as bigint) > 0n);
    order.sort((a, b) => {
      const ra = rems[a] as bigint;
      const rb = rems[b] as bigint;
      if (ra !== rb) return ra > rb ? -1 : 1;
      const wa = ints[a] as bigint;
      const wb = ints[b] as bigint;
      if (wa !== wb) return wa > wb ? -1 : 1;
      const ka = (claims[a] as Claim).key;
      const kb = (claims[b] as Claim).key;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    for (let j = 0; j < Number(left); j++) up[order[j] as number] = 1;
  }
  const totalWeight = Rational.of(sumInts, den);
  const lines: SplitLine[] = claims.map((c, i) => {
    const a = ints[i] as bigint;
    const u = up[i] === 1;
    return {
      key: c.key,
      weight: c.weight,
      fraction: Rational.of(a, sumInts),
      exact: Money.ofMinor(currency, Rational.of(T * a, sumInts)),
      rounded: Money.ofMinor(currency, (floors[i] as bigint) + (u ? 1n : 0n)),
      roundedUp: u,
    };
  });
  return { total, totalWeight, lines, leftOverUnits: left };
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
