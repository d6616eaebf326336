/**
 * No share is negative unless the law makes it a payment — over cases generated
 * from every shipped example.
 *
 * A payment is written in two ways, and only these may be below zero:
 *  - the `net` of an average statement's line or of a party's balance: made good
 *    less contribution, negative where the interest or party pays into the average;
 *  - nothing else: a liability is always a positive amount owed `from` one party
 *    `to` another, a penalty a positive amount, an allocation, a fund, a group, a
 *    contribution, a value, a sum made good and a share by quantity are never below
 *    zero, nor is any fraction, part, rate or quantity.
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import {
  apply,
  examples,
  holds,
  type Json,
  moneyNodes,
  type Path,
  pathText,
  planArb,
  R,
  Tally,
  tryDecide,
} from "./support.js";

/** The keys whose text is an exact number that is never negative. */
const NUMBERS = new Set(["fraction", "parts", "totalParts", "rate", "quantity", "bears", "receives", "total", "lost"]);

function numbers(v: Json, path: Path = [], out: { path: Path; n: string }[] = []) {
  if (Array.isArray(v))
    v.forEach((x, i) => {
      numbers(x, [...path, i], out);
    });
  else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (NUMBERS.has(k) && typeof x === "string" && /^-?\d/.test(x)) out.push({ path: [...path, k], n: x });
      else numbers(x, [...path, k], out);
    }
  }
  return out;
}

function checkSigns(d: Json): void {
  // The book of phrases holds the messages behind the texts, not figures of its own.
  const { explanation: _, phrases: _p, ...rest } = d as { [k: string]: Json };
  for (const { path, m } of moneyNodes(rest)) {
    if (path[path.length - 1] === "net") continue;
    assert.ok(!R(m.minor).lt(R("0")), `${pathText(path)} is negative: ${m.text}`);
  }
  for (const { path, n } of numbers(rest)) {
    assert.ok(!R(n).lt(R("0")), `${pathText(path)} is negative: ${n}`);
  }
}

const tally = new Tally();

describe("no share is negative unless it is a payment", () => {
  for (const ex of examples()) {
    test(ex.file, () => {
      holds(
        ex,
        planArb(ex),
        (plan) => {
          const o = tryDecide(apply(ex, plan), { explanation: false });
          tally.count(ex.file, o);
          if (o.ok) checkSigns(o.d);
        },
        (plan) => apply(ex, plan),
      );
    });
  }
  test("most generated cases decide", () => {
    tally.checkMostDecided(examples().map((e) => e.file));
  });
});

after(() => {
  console.log(`signs: ${tally.summary()}`);
});
