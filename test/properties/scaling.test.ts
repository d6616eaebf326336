// test: shared
/**
 * Scaling every value by k scales every exact amount by k — over cases generated
 * from every shipped example: every amount of money in the facts is multiplied by
 * a whole k from 2 to 9, and every exact amount of the determination is k times
 * what it was, while every fraction, part, rate and quantity stays as it was, and
 * so do the parties, the lines and what each is for.
 *
 * What the law does not make proportional is left out, by name:
 *  - ROUNDED amounts: a share rounded to the smallest unit (an allocation's and a
 *    group's `rounded`, a statement line's `contribution` and `net`, a balance's
 *    `contribution` and `net`) is k times the exact share rounded, not k times the
 *    rounded share (and whether it was rounded up, `roundedUp`); the payments that settle a statement (`settles`) and the freight
 *    still owed beside the average (`besideAverage`) are paid to the smallest unit
 *    likewise (dl-averi/25–26), and so is every other debt owed in coin (a
 *    liability's `amount`: the shares of a merchant's loss, of a pilot's wage, of a
 *    salvage reward). Each of these is checked to stay within k + 1 units of k
 *    times what it was, and a debt rounded to nothing, and so left out, may be owed
 *    once scaled (and the other way round) only where it is that small. Rounding to the smallest unit is what the law asks
 *    for a payment in coin, so exact scaling of rounded amounts is not guaranteed.
 *  - The freight on goods thrown overboard, in a general average: a parcel's
 *    freight is split by the values thrown and kept and reckoned to the smallest
 *    unit (dl-averi/25, Q-A13: it is owed in coin beside the average, and what is
 *    made good is whole units), and that whole figure enters the loss and the mass.
 *    Where the split is not whole, scaling moves it by a fraction of a unit and
 *    every exact amount with it; such cases are counted and not compared
 *    (`freightRounded`).
 *  - The duty to pay one's share of a general average, or give security, before the
 *    skipper need let the goods go (dl-averi/26): it is owed where the share,
 *    rounded to the smallest unit, is more than nothing, so a share that rounds to
 *    nothing before scaling and to a unit after it brings the duty with it. The
 *    obligations are compared by who owes what (its words without figures), and
 *    one on one side only is accepted for dl-averi/26 alone.
 *  - FIXED amounts: see FIXED below, each with the provision that fixes it.
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import fc from "fast-check";
import { type Currency, Money } from "../../src/core/money.js";
import { Rational } from "../../src/core/rational.js";
import {
  amountAt,
  apply,
  currencyOf,
  examples,
  holds,
  isMoney,
  type Json,
  type Path,
  pathText,
  planArb,
  R,
  setAt,
  Tally,
  tryDecide,
  writeAmount,
} from "./support.js";

type O = { [k: string]: Json };

/** The keys of amounts rounded to the smallest unit. */
const ROUNDED = new Set(["rounded", "contribution", "net"]);

/** The keys of exact numbers that scaling leaves alone. */
const RATIOS = new Set(["fraction", "parts", "totalParts", "rate", "quantity", "bears", "receives", "total", "lost"]);

/**
 * The liabilities, matched by what they are (who owes whom, and why), not by where
 * they stand: a debt rounded to nothing is left out, and scaled it may be owed.
 */
function liabilities(d: O): Map<string, O> {
  const m = new Map<string, O>();
  for (const l of (d.liabilities as O[]) ?? []) {
    const key = [l.from, l.to, l.settles, l.besideAverage, l.jointly].join("|");
    let n = 0;
    while (m.has(`${key}#${n}`)) n++;
    m.set(`${key}#${n}`, l);
  }
  return m;
}

/**
 * Amounts the law fixes in money, whatever the values of the case, named by where
 * they stand in the determination; each is compared unscaled.
 */
const FIXED: { where: (path: Path, d: O) => boolean; why: string }[] = [];

function compare(a: Json, b: Json, k: Rational, path: Path, d: O, out: string[]): void {
  const last = path[path.length - 1];
  if (isMoney(a)) {
    if (!isMoney(b)) {
      out.push(`${pathText(path)}: an amount became ${JSON.stringify(b)}`);
      return;
    }
    // A group's rounded sum is its members' rounded shares (test/properties/sums).
    if (path[0] === "groups" && last === "rounded") return;
    if ((typeof last === "string" && ROUNDED.has(last)) || path[0] === "liabilities") {
      // Rounded to the smallest unit: within a unit of its exact amount, so the
      // scaled one is within k + 1 units of k times it.
      const off = R(b.minor).sub(R(a.minor).mul(k)).abs();
      if (off.gt(k.add(Rational.ONE)))
        out.push(`${pathText(path)}: ${a.minor} → ${b.minor}, not about ${R(a.minor).mul(k)}`);
      return;
    }
    const fixed = FIXED.find((f) => f.where(path, d));
    const want = fixed ? R(a.minor) : R(a.minor).mul(k);
    if (!R(b.minor).eq(want)) out.push(`${pathText(path)}: ${a.minor} → ${b.minor}, not ${want}`);
    return;
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || b.length !== a.length) {
      out.push(`${pathText(path)}: a list of ${a.length} became ${Array.isArray(b) ? b.length : JSON.stringify(b)}`);
      return;
    }
    a.forEach((x, i) => {
      compare(x, b[i] as Json, k, [...path, i], d, out);
    });
    return;
  }
  if (a !== null && typeof a === "object") {
    if (b === null || typeof b !== "object" || Array.isArray(b)) {
      out.push(`${pathText(path)}: a mapping became ${JSON.stringify(b)}`);
      return;
    }
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!(key in a) || !(key in b)) {
        out.push(`${pathText([...path, key])}: ${key in a ? "gone" : "new"}`);
        continue;
      }
      compare(a[key] as Json, b[key] as Json, k, [...path, key], d, out);
    }
    return;
  }
  if (typeof last === "string" && RATIOS.has(last)) {
    if (a !== b) out.push(`${pathText(path)}: ${a} → ${b}`);
    return;
  }
  if (last === "roundedUp") return;
  // Ids, kinds and provisions are the same; words that quote amounts are not compared.
  if (typeof a === "string" && /\s/.test(a)) return;
  if (a !== b) out.push(`${pathText(path)}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
}

/** What is compared: all but the explanation, the warnings' words and the receipt's case hash. */
function body(d: Json): O {
  const { explanation: _e, receipt: _r, liabilities: _l, obligations: _o, phrases: _p, ...rest } = d as O;
  return rest;
}

/** The words of a text without its figures and the units they are in. */
function wordsOf(s: string, units: ReadonlySet<string>): string {
  return s
    .split(/\s+/)
    .filter((w) => !/\d/.test(w) && !units.has(w.replace(/[,.;:)]+$/, "")))
    .join(" ");
}

function compareObligations(a: O, b: O, currency: Currency, out: string[]): void {
  const units = new Set(currency.units.flatMap((u) => [u.code, u.name, u.plural, ...(u.aliases ?? [])]));
  const key = (o: O) => `${o.who}: ${wordsOf(String(o.what), units)}`;
  const ka = new Map(((a.obligations as O[]) ?? []).map((o) => [key(o), o]));
  const kb = new Map(((b.obligations as O[]) ?? []).map((o) => [key(o), o]));
  for (const k of new Set([...ka.keys(), ...kb.keys()])) {
    const x = (ka.get(k) ?? kb.get(k)) as O;
    const once = !ka.has(k) || !kb.has(k);
    if (once && !(x.provisions as string[]).includes("dl-averi/26")) {
      out.push(`obligations ${k}: ${ka.has(k) ? "gone" : "new"}`);
    }
  }
}

function compareLiabilities(a: O, b: O, k: Rational, out: string[]): void {
  const la = liabilities(a);
  const lb = liabilities(b);
  const small = (l: O | undefined, times: Rational) =>
    l?.amount === undefined ||
    !R((l.amount as { minor: string }).minor)
      .mul(times)
      .gt(k.add(Rational.ONE));
  for (const key of new Set([...la.keys(), ...lb.keys()])) {
    const x = la.get(key);
    const y = lb.get(key);
    if (x && y) compare(x, y, k, ["liabilities", key], a, out);
    else if (x && !small(x, k)) out.push(`liabilities ${key}: gone`);
    else if (y && !small(y, Rational.ONE)) out.push(`liabilities ${key}: new`);
  }
}

/** A general average whose freight on the goods thrown is not a whole number of the smallest unit. */
function freightRounded(ex: { kind: string }, data: O, currency: Currency): boolean {
  if (ex.kind !== "general_average") return false;
  const facts = data.facts as O;
  for (const p of (facts.cargo as O[] | undefined) ?? []) {
    const j = p.jettisoned as O | undefined;
    if (!j || p.freight === undefined || p.value === undefined) continue;
    const amount = (v: Json) => {
      const m = Money.parse(currency, String(v));
      return typeof m === "string" ? Rational.ZERO : m.minor;
    };
    const value = amount(p.value);
    const thrown = j.value === undefined ? value : amount(j.value);
    if (value.isZero()) continue;
    if (!amount(p.freight).mul(thrown).div(value).isInteger()) return true;
  }
  return false;
}

let freightCases = 0;
const tally = new Tally();

describe("scaling every value by k scales every exact amount by k", () => {
  for (const ex of examples().filter((e) => e.amounts.length > 0)) {
    test(ex.file, () => {
      holds(
        ex,
        fc.tuple(planArb(ex, { orders: false }), fc.integer({ min: 2, max: 9 })),
        ([plan, k]) => {
          const data = apply(ex, plan);
          const a = tryDecide(data, { explanation: false });
          tally.count(ex.file, a);
          if (!a.ok) return;
          const currency = currencyOf(data);
          if (freightRounded(ex, data, currency)) {
            freightCases++;
            return;
          }
          const scaled = structuredClone(data);
          for (const p of ex.amounts) {
            setAt(scaled, p, writeAmount(currency, amountAt(ex, data, p, currency).mul(Rational.of(k))));
          }
          const b = tryDecide(scaled, { explanation: false });
          assert.ok(b.ok, `scaled by ${k}, the case is refused`);
          const out: string[] = [];
          compare(body(a.d), body(b.d), Rational.of(k), [], a.d as O, out);
          compareLiabilities(a.d as O, b.d as O, Rational.of(k), out);
          compareObligations(a.d as O, b.d as O, currency, out);
          assert.deepEqual(out, [], `scaled by ${k}`);
        },
        ([plan, k]) => ({ k, case: apply(ex, plan) }),
      );
    });
  }
  test("most generated cases decide", () => {
    tally.checkMostDecided(
      examples()
        .filter((e) => e.amounts.length > 0)
        .map((e) => e.file),
    );
  });
});

after(() => {
  console.log(
    `scaling: ${tally.summary()}; ${freightCases} general averages with freight on goods thrown reckoned to the unit, not compared`,
  );
});
