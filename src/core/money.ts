/**
 * Money in historical currencies, exact.
 *
 * A currency is a ladder of units, each a whole number of the smallest unit
 * (Danish: 1 rigsdaler = 6 mark = 96 skilling). An amount is held as an exact
 * Rational count of the smallest unit, so a share may be a fraction of a skilling
 * until it is rounded on purpose (see split.ts).
 *
 * core/ knows no statute: a currency whose subdivision is disputed is built by a
 * function of its subdivision, and the statute that uses it chooses the subdivision
 * through a reading.
 */

import { phrases } from "./messages.js";
import { Rational } from "./rational.js";

/** What an amount written wrong is told, as messages: a case's problem or a register's refusal says them in its language. */
const say = phrases("errors.money", {
  empty: "an amount is empty",
  negative: '"{text}" is negative; amounts are never negative',
  notAmount: '"{text}" is not an amount in {currency} (expected e.g. {example})',
  notNumber: '"{text}" is not a number',
  notUnit: '"{text}" is not a unit of {currency} (units: {units})',
  twice: '"{text}" names {unit} twice',
  exampleOne: '"12 {code}"',
  exampleMany: '"12", "3/4 {code}" or "{all}"',
});

export interface Unit {
  /** Short code used in amounts: "rd", "mk", "sk". */
  readonly code: string;
  readonly name: string;
  readonly plural: string;
  /** How many of the currency's smallest unit one of this unit is worth. */
  readonly inSmallest: bigint;
  /** Other spellings accepted when parsing ("rigsdaler", "rdl"). */
  readonly aliases?: readonly string[];
}

export interface Currency {
  /** Identifier used in case files: "rigsdaler", "lod-silver", "reichstaler", "u". */
  readonly id: string;
  readonly name: string;
  /** Largest unit first; the last is the smallest, with inSmallest = 1. */
  readonly units: readonly Unit[];
  /** Where the reckoning comes from and how sure it is. */
  readonly note: string;
  /**
   * For an ISO 4217 currency: its minor-unit exponent (2 for cents, 0 for none).
   * Its amounts are written as decimals with the code: "1234.56 EUR".
   */
  readonly decimals?: number;
}

export class MoneyError extends Error {
  override name = "MoneyError";
}

function currency(id: string, name: string, note: string, units: Unit[]): Currency {
  const last = units[units.length - 1];
  if (last?.inSmallest !== 1n) throw new MoneyError(`currency ${id}: the last unit must be the smallest`);
  for (let i = 1; i < units.length; i++) {
    const a = units[i - 1] as Unit;
    const b = units[i] as Unit;
    if (a.inSmallest <= b.inSmallest || a.inSmallest % b.inSmallest !== 0n) {
      throw new MoneyError(`currency ${id}: ${a.code} must be a whole multiple of ${b.code}`);
    }
  }
  return Object.freeze({ id, name, note, units: Object.freeze(units) });
}

/** Danish rigsdaler: 1 rd = 6 mark = 96 skilling (Danske Lov's money of account). */
export const RIGSDALER: Currency = currency(
  "rigsdaler",
  "Danish rigsdaler",
  "1 rigsdaler = 6 mark = 96 skilling; 1 mark = 16 skilling. The Danish money of account of 1683.",
  [
    { code: "rd", name: "rigsdaler", plural: "rigsdaler", inSmallest: 96n, aliases: ["rigsdaler", "rdl", "rdr"] },
    { code: "mk", name: "mark", plural: "mark", inSmallest: 16n, aliases: ["mark", "m"] },
    { code: "sk", name: "skilling", plural: "skilling", inSmallest: 1n, aliases: ["skilling", "s", "ß"] },
  ],
);

/**
 * Silver by weight, the unit of certain penalties (dl-averi/57: sixteen lod of
 * silver per foot). 1 mark (weight) = 16 lod. A lod weighed roughly 14.6–15.6 g
 * depending on the standard, which is why amounts stay in lod and are not turned
 * into grams.
 */
export const LOD_SILVER: Currency = currency(
  "lod-silver",
  "silver by weight",
  "1 mark of silver (weight) = 16 lod. The lod's weight in grams depends on the standard and is not used.",
  [
    {
      code: "mark-silver",
      name: "mark of silver",
      plural: "marks of silver",
      inSmallest: 16n,
      aliases: ["mark silver", "mark of silver", "marks of silver"],
    },
    {
      code: "lod",
      name: "lod of silver",
      plural: "lod of silver",
      inSmallest: 1n,
      aliases: ["lod silver", "lod of silver"],
    },
  ],
);

/**
 * The neutral unit 'u' of the worked examples in RULES.md (the Borkum Rolle names
 * no currency). Counted to the hundredth so that rounded shares can be shown.
 */
export const NEUTRAL_U: Currency = currency(
  "u",
  "neutral money unit",
  "A neutral unit for illustration, as in the worked examples of RULES.md; reckoned to the hundredth (1 u = 100 c).",
  [
    { code: "u", name: "unit", plural: "units", inSmallest: 100n },
    { code: "c", name: "hundredth", plural: "hundredths", inSmallest: 1n },
  ],
);

export interface ReichstalerReckoning {
  /** Stüber to the Reichstaler. */
  readonly stueber: bigint;
  /** Witten to the Stüber; 1n means the Stüber is the smallest unit. */
  readonly witten: bigint;
  readonly note: string;
}

/**
 * The Reichstaler reckoning used in East Frisia. Its subdivision in 1666 is not
 * certain, so the statute that uses it picks the reckoning through a reading.
 */
export function reichstaler(r: ReichstalerReckoning): Currency {
  const units: Unit[] = [
    {
      code: "rtl",
      name: "Reichstaler",
      plural: "Reichstaler",
      inSmallest: r.stueber * r.witten,
      aliases: ["reichstaler", "rt", "rthl"],
    },
    { code: "st", name: "Stüber", plural: "Stüber", inSmallest: r.witten, aliases: ["stüber", "stuber", "stueber"] },
  ];
  if (r.witten > 1n) units.push({ code: "w", name: "Witten", plural: "Witten", inSmallest: 1n, aliases: ["witten"] });
  return currency("reichstaler", "Reichstaler (East Frisian reckoning)", r.note, units);
}

/**
 * ISO 4217 currencies, for comparing the old law with modern practice: the code,
 * the name, the minor-unit exponent and the minor unit's name. Amounts are exact
 * counts of the minor unit, as for the historical currencies.
 */
const ISO_4217: readonly [string, string, number, string][] = [
  ["EUR", "euro", 2, "cent"],
  ["USD", "US dollar", 2, "cent"],
  ["GBP", "pound sterling", 2, "penny"],
  ["DKK", "Danish krone", 2, "øre"],
  ["SEK", "Swedish krona", 2, "öre"],
  ["NOK", "Norwegian krone", 2, "øre"],
  ["CHF", "Swiss franc", 2, "centime"],
  ["JPY", "yen", 0, "yen"],
  ["CNY", "yuan renminbi", 2, "fen"],
  ["AUD", "Australian dollar", 2, "cent"],
  ["CAD", "Canadian dollar", 2, "cent"],
  ["SGD", "Singapore dollar", 2, "cent"],
  ["INR", "Indian rupee", 2, "paisa"],
  ["KWD", "Kuwaiti dinar", 3, "fils"],
  ["BHD", "Bahraini dinar", 3, "fils"],
];

function iso(code: string, name: string, decimals: number, minor: string): Currency {
  const note = `ISO 4217 ${code}: ${decimals === 0 ? "no minor unit" : `1 ${code} = ${10 ** decimals} ${minor}`}. A modern currency, for comparison with modern practice.`;
  const units: Unit[] =
    decimals === 0
      ? [{ code, name, plural: name, inSmallest: 1n }]
      : [
          { code, name, plural: name, inSmallest: 10n ** BigInt(decimals) },
          { code: `${code}-minor`, name: minor, plural: minor, inSmallest: 1n, aliases: [minor] },
        ];
  return Object.freeze({ ...currency(code, name, note, units), decimals });
}

/** The ISO 4217 currencies sealaw knows, by code. */
export const ISO_CURRENCIES: ReadonlyMap<string, Currency> = new Map(
  ISO_4217.map(([code, name, decimals, minor]) => [code, iso(code, name, decimals, minor)]),
);

/** An ISO 4217 currency by its code ("EUR", "eur"); undefined for any other id. */
export function isoCurrency(id: string): Currency | undefined {
  return ISO_CURRENCIES.get(id.toUpperCase());
}

/**
 * The lira of account of Tuscany and Genoa (1 lira = 20 soldi = 240 denari), the
 * money of the early modern average accounts of Livorno and Pisa; for comparing
 * the Danish law with the Italian practice of the same age.
 */
export const LIRA: Currency = currency(
  "lira",
  "lira of account (Tuscany)",
  "1 lira = 20 soldi = 240 denari, the Italian money of account of the 16th and 17th centuries.",
  [
    { code: "lire", name: "lira", plural: "lire", inSmallest: 240n, aliases: ["lira", "l"] },
    { code: "soldi", name: "soldo", plural: "soldi", inSmallest: 12n, aliases: ["soldo", "s"] },
    { code: "denari", name: "denaro", plural: "denari", inSmallest: 1n, aliases: ["denaro", "d"] },
  ],
);

/**
 * A currency for comparing the old law with other practice, by id: an ISO 4217
 * code, or "lira". A statute accepts them only in the kinds whose rules are
 * purely proportional (StatuteModule.comparisonKinds).
 */
export function comparisonCurrency(id: string): Currency | undefined {
  return id === "lira" ? LIRA : isoCurrency(id);
}

/** The currencies that need no reading to be defined. */
export const FIXED_CURRENCIES: readonly Currency[] = [RIGSDALER, LOD_SILVER, NEUTRAL_U];

export function findUnit(c: Currency, code: string): Unit | undefined {
  const k = code.toLowerCase();
  return c.units.find((u) => u.code.toLowerCase() === k || u.aliases?.some((a) => a.toLowerCase() === k));
}

export function largestUnit(c: Currency): Unit {
  return c.units[0] as Unit;
}

export function smallestUnit(c: Currency): Unit {
  return c.units[c.units.length - 1] as Unit;
}

/** An exact amount: a Rational count of the currency's smallest unit. */
export class Money {
  readonly currency: Currency;
  readonly minor: Rational;

  private constructor(currency: Currency, minor: Rational) {
    this.currency = currency;
    this.minor = minor;
  }

  static ofMinor(currency: Currency, minor: Rational | bigint): Money {
    return new Money(currency, typeof minor === "bigint" ? Rational.of(minor) : minor);
  }

  /** An amount of a given unit, e.g. Money.of(RIGSDALER, R("3/2"), "rd"). */
  static of(currency: Currency, value: Rational, unitCode?: string): Money {
    const unit = unitCode === undefined ? largestUnit(currency) : findUnit(currency, unitCode);
    if (!unit) throw new MoneyError(`${currency.name} has no unit "${unitCode}"`);
    return new Money(currency, value.mul(Rational.of(unit.inSmallest)));
  }

  static zero(currency: Currency): Money {
    return new Money(currency, Rational.ZERO);
  }

  /**
   * Parse "12 rd 3 mk 4 sk", "12.5", "3/4 rd", "120 u". A bare number is in the
   * largest unit. Returns an error message instead of throwing, so that the case
   * parser can report it at the right path.
   */
  static parse(currency: Currency, text: string): Money | string {
    const t = text.trim();
    if (t === "") return say.empty();
    const plain = Rational.tryParse(t);
    if (plain) {
      if (plain.sign() < 0) return say.negative({ text });
      return Money.of(currency, plain);
    }
    // Terms: a number (7, 1.5, 3/4, or 4 1/3 as format() writes it) followed by a
    // unit, repeated. A unit never contains a comma, so "12 rd, 3 mk" separates.
    const re = /([+-]?\d+(?:\s+\d+\s*\/\s*\d+|\.\d+|\s*\/\s*\d+)?)\s*([^\d\s/+,-][^\d\s,]*(?:\s+(?:of\s+)?silver)?)/gy;
    let total = Rational.ZERO;
    let pos = 0;
    const seen = new Set<string>();
    const s = t;
    while (pos < s.length) {
      while (s[pos] === " " || s[pos] === ",") pos++;
      if (pos >= s.length) break;
      re.lastIndex = pos;
      const m = re.exec(s);
      if (!m) return say.notAmount({ text, currency: currency.name, example: example(currency) });
      const n = Rational.tryParse(m[1] as string);
      const unit = findUnit(currency, (m[2] as string).trim());
      if (!n) return say.notNumber({ text: m[1] as string });
      if (!unit) {
        return say.notUnit({
          text: (m[2] as string).trim(),
          currency: currency.name,
          units: currency.units.map((u) => u.code).join(", "),
        });
      }
      if (n.sign() < 0) return say.negative({ text });
      if (seen.has(unit.code)) return say.twice({ text, unit: unit.code });
      seen.add(unit.code);
      total = total.add(n.mul(Rational.of(unit.inSmallest)));
      pos = re.lastIndex;
    }
    return new Money(currency, total);
  }

  /** Value in the given unit (the largest by default), exact. */
  in(unitCode?: string): Rational {
    const unit = unitCode === undefined ? largestUnit(this.currency) : findUnit(this.currency, unitCode);
    if (!unit) throw new MoneyError(`${this.currency.name} has no unit "${unitCode}"`);
    return this.minor.div(Rational.of(unit.inSmallest));
  }

  add(o: Money): Money {
    sameCurrency(this, o);
    return new Money(this.currency, this.minor.add(o.minor));
  }

  sub(o: Money): Money {
    sameCurrency(this, o);
    return new Money(this.currency, this.minor.sub(o.minor));
  }

  times(r: Rational): Money {
    return new Money(this.currency, this.minor.mul(r));
  }

  isWhole(): boolean {
    return this.minor.isInteger();
  }

  cmp(o: Money): -1 | 0 | 1 {
    sameCurrency(this, o);
    return this.minor.cmp(o.minor);
  }

  eq(o: Money): boolean {
    return sameReckoning(this.currency, o.currency) && this.minor.eq(o.minor);
  }

  /**
   * Text in the currency's units, largest first: "12 rd 3 mk 4 sk". A fractional
   * remainder of the smallest unit is written as a fraction of it: "4 1/3 sk".
   */
  format(): string {
    if (this.currency.decimals !== undefined) return formatDecimal(this.currency, this.minor);
    const fast = formatSafe(this.currency, this.minor);
    if (fast !== undefined) return fast;
    const neg = this.minor.sign() < 0;
    const abs = this.minor.abs();
    let whole = abs.floor();
    const rest = abs.sub(Rational.of(whole));
    const parts: string[] = [];
    const units = this.currency.units;
    for (let i = 0; i < units.length; i++) {
      const u = units[i] as Unit;
      const n = whole / u.inSmallest;
      whole -= n * u.inSmallest;
      const isLast = i === units.length - 1;
      if (isLast && !rest.isZero()) {
        parts.push(`${n === 0n ? "" : `${n} `}${rest.toString()} ${u.code}`);
      } else if (n !== 0n) {
        parts.push(`${n} ${u.code}`);
      }
    }
    if (parts.length === 0) return `0 ${largestUnit(this.currency).code}`;
    return (neg ? "-" : "") + parts.join(" ");
  }

  toString(): string {
    return this.format();
  }

  /** Plain data: currency id, exact minor units, and the value in the largest unit. */
  toJSON(): MoneyJSON {
    const big = largestUnit(this.currency);
    return {
      currency: this.currency.id,
      [big.code]: inLargestSafe(this.currency, this.minor) ?? this.in().toString(),
      minor: this.minor.toString(),
      minorUnit: smallestUnit(this.currency).code,
      text: this.format(),
    } as MoneyJSON;
  }
}

/*
 * Fast paths for the text of an amount. Most amounts are a number of the smallest
 * unit whose numerator and denominator fit a double exactly (below 2^53), and then
 * the text can be worked out on plain numbers: every operation below is on whole
 * numbers under 2^53 (a product only where it stays under), where floating-point
 * arithmetic is exact, and a division is only taken where it comes out whole.
 * Anything else takes the BigInt path; a property test holds the two to the same
 * text.
 */

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The numerator and denominator as doubles, when both are exactly so; else undefined. */
function safeParts(minor: Rational): [number, number] | undefined {
  const n = minor.num;
  const d = minor.den;
  return n <= SAFE && n >= -SAFE && d <= SAFE ? [Number(n), Number(d)] : undefined;
}

function gcdNumber(a: number, b: number): number {
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** Money.format on doubles, or undefined where the amount is not safe. */
function formatSafe(currency: Currency, minor: Rational): string | undefined {
  const nd = safeParts(minor);
  if (nd === undefined) return undefined;
  const [n, d] = nd;
  const units = currency.units;
  const abs = n < 0 ? -n : n;
  // abs / d in lowest terms, so the remainder over d is in lowest terms too.
  const restNum = abs % d;
  let whole = (abs - restNum) / d;
  let out = "";
  for (let i = 0; i < units.length; i++) {
    const u = units[i] as Unit;
    if (u.inSmallest > SAFE) return undefined;
    const size = Number(u.inSmallest);
    const rest = whole % size;
    const k = (whole - rest) / size;
    whole = rest;
    if (i === units.length - 1 && restNum !== 0) {
      if (out !== "") out += " ";
      if (k !== 0) out += `${k} `;
      out += `${restNum}/${d} ${u.code}`;
    } else if (k !== 0) {
      if (out !== "") out += " ";
      out += `${k} ${u.code}`;
    }
  }
  if (out === "") return `0 ${(units[0] as Unit).code}`;
  return n < 0 ? `-${out}` : out;
}

/**
 * An amount of an ISO currency as a decimal with its code: "1234.56 EUR"; a
 * fraction of the minor unit is written after it: "0.33 1/3 EUR" is 33 1/3 cents.
 */
function formatDecimal(c: Currency, minor: Rational): string {
  const d = c.decimals ?? 0;
  const neg = minor.sign() < 0;
  const abs = minor.abs();
  const whole = abs.floor();
  const rest = abs.sub(Rational.of(whole));
  const scale = 10n ** BigInt(d);
  const major = (whole / scale).toString();
  const cents = d > 0 ? `.${(whole % scale).toString().padStart(d, "0")}` : "";
  return `${neg ? "-" : ""}${major}${cents}${rest.isZero() ? "" : ` ${rest.toString()}`} ${c.id}`;
}

/** The value in the largest unit as Rational.toString writes it, on doubles; undefined where not safe. */
function inLargestSafe(currency: Currency, minor: Rational): string | undefined {
  const nd = safeParts(minor);
  const big = (currency.units[0] as Unit).inSmallest;
  if (nd === undefined || big > SAFE) return undefined;
  const [n, d] = nd;
  if (n === 0) return "0";
  const scale = d * Number(big);
  if (scale > Number.MAX_SAFE_INTEGER) return undefined;
  const g = gcdNumber(n < 0 ? -n : n, scale);
  const num = n / g;
  const den = scale / g;
  return den === 1 ? String(num) : `${num}/${den}`;
}

/** JSON form of an amount: the exact value in the largest unit, and in the smallest. */
export interface MoneyJSON {
  currency: string;
  minor: string;
  minorUnit: string;
  text: string;
  [largestUnitCode: string]: string;
}

/**
 * True when two currencies count alike: the same id and the same ladder of units.
 * Two reckonings of one currency (the Reichstaler with or without Witten) share an
 * id but not a smallest unit, so their amounts must not be mixed.
 */
export function sameReckoning(a: Currency, b: Currency): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.units.length !== b.units.length) return false;
  return a.units.every((u, i) => u.code === b.units[i]?.code && u.inSmallest === b.units[i]?.inSmallest);
}

/** "1 rtl = 54 st = 540 w": the currency's ladder, for messages. */
function ladder(c: Currency): string {
  const big = largestUnit(c);
  return [`1 ${big.code}`, ...c.units.slice(1).map((u) => `${big.inSmallest / u.inSmallest} ${u.code}`)].join(" = ");
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency.id !== b.currency.id) {
    throw new MoneyError(`cannot combine ${a.currency.name} with ${b.currency.name}`);
  }
  if (!sameReckoning(a.currency, b.currency)) {
    throw new MoneyError(
      `cannot combine two reckonings of ${a.currency.name}: ${ladder(a.currency)} against ${ladder(b.currency)}`,
    );
  }
}

function example(c: Currency): string {
  const u = c.units;
  if (u.length === 1) return say.exampleOne({ code: String(u[0]?.code) });
  return say.exampleMany({ code: String(u[0]?.code), all: u.map((x, i) => `${i + 2} ${x.code}`).join(" ") });
}

/** Convert between units of one currency, exactly. */
export function convert(c: Currency, value: Rational, from: string, to: string): Rational {
  const f = findUnit(c, from);
  const t = findUnit(c, to);
  if (!f) throw new MoneyError(`${c.name} has no unit "${from}"`);
  if (!t) throw new MoneyError(`${c.name} has no unit "${to}"`);
  return value.mul(Rational.of(f.inSmallest)).div(Rational.of(t.inSmallest));
}
