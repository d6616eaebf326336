// test: shared
/**
 * Amounts sum exactly to their fund or statement, and positions net to zero where
 * the law only moves money between the parties — over cases generated from every
 * shipped example (amounts changed, lists reordered, readings picked).
 *
 *  - A division (Borkum's parts, the Danish Law's shares of a find, a wreck, a
 *    salvage reward): the first fund is the whole that is divided (a fund after it
 *    is a part of it, such as the pilot's agreed price and the surplus of
 *    borkum-1666/7), and the allocations, exact and rounded, sum to it; a fund
 *    divided in parts is its per-part value times its parts; a group's sums are its
 *    members'.
 *  - An average statement (the general average, and the averages of their own: a
 *    collision's damage, the pilot's wage over the goods, the costs on the goods
 *    after a grounding): the contributions, exact and rounded, sum to the loss;
 *    what is made good sums to the loss; each line's net is what is made good less
 *    its contribution, the nets sum to zero, and so do the parties' balances, each
 *    the sum of its lines. Measured by value, each contribution is the loss times
 *    its contributory value over the mass, and the mass is the sum of the values.
 *  - A loss shared by quantity: the quantities sum to the total, the parts borne to
 *    the quantity lost, what each bears and keeps to its quantity, and the money
 *    shared by quantity (exact and rounded) to the sum shared.
 *  - The payments that settle a statement (liabilities with `settles`) move money
 *    between its parties only: for every party, what it is paid less what it pays
 *    is its balance in the statement together with the debts settled beside it
 *    (`besideAverage`, the freight still owed on goods thrown overboard).
 */

import assert from "node:assert/strict";
import { after, describe, test } from "node:test";
import type { Rational } from "../../src/core/rational.js";
import {
  apply,
  examples,
  holds,
  type Json,
  minorOf,
  planArb,
  R,
  statements,
  Tally,
  total,
  tryDecide,
} from "./support.js";

type O = { [k: string]: Json };
const list = (v: Json | undefined): O[] => (Array.isArray(v) ? (v as O[]) : []);

function eq(a: Rational, b: Rational, what: string): void {
  assert.ok(a.eq(b), `${what}: ${a} ≠ ${b}`);
}

function checkDivision(d: O): void {
  const funds = list(d.funds);
  const allocations = list(d.allocations);
  for (const f of funds) {
    if (f.totalParts !== undefined && f.perPart !== undefined) {
      eq(minorOf(f.perPart).mul(R(String(f.totalParts))), minorOf(f.amount), `fund "${f.label}": per part × parts`);
    }
  }
  if (funds.length > 0 && allocations.length > 0) {
    const whole = minorOf((funds[0] as O).amount);
    eq(total(allocations.map((a) => minorOf(a.exact))), whole, "the exact allocations sum to the first fund");
    eq(total(allocations.map((a) => minorOf(a.rounded))), whole, "the rounded allocations sum to the first fund");
    for (const a of allocations) {
      const r = minorOf(a.rounded);
      assert.ok(r.isInteger(), `${a.id}: rounded share ${r} is whole`);
      assert.ok(r.sub(minorOf(a.exact)).abs().lt(R("1")), `${a.id}: rounded ${r} within a unit of its exact share`);
    }
  }
  const byId = new Map(allocations.map((a) => [String(a.id), a]));
  for (const g of list(d.groups)) {
    const members = (g.members as string[]).map((m) => byId.get(m));
    assert.ok(
      members.every((m) => m !== undefined),
      `group ${g.id}: every member has an allocation`,
    );
    eq(total(members.map((m) => minorOf((m as O).exact))), minorOf(g.exact), `group ${g.id}: exact`);
    eq(total(members.map((m) => minorOf((m as O).rounded))), minorOf(g.rounded), `group ${g.id}: rounded`);
  }
}

function checkStatement(id: string, s: O): void {
  const lines = list(s.lines);
  const loss = minorOf(s.loss);
  eq(total(lines.map((l) => minorOf(l.contributionExact))), loss, `${id}: exact contributions sum to the loss`);
  eq(total(lines.map((l) => minorOf(l.contribution))), loss, `${id}: rounded contributions sum to the loss`);
  eq(total(lines.map((l) => minorOf(l.madeGood))), loss, `${id}: what is made good sums to the loss`);
  eq(total(lines.map((l) => minorOf(l.net))), R("0"), `${id}: the nets sum to zero`);
  for (const l of lines) {
    eq(minorOf(l.net), minorOf(l.madeGood).sub(minorOf(l.contribution)), `${id}/${l.interest}: net`);
    assert.ok(minorOf(l.contribution).isInteger(), `${id}/${l.interest}: rounded contribution is whole`);
    eq(
      minorOf(l.contributionExact),
      loss.mul(R(String(l.fraction))),
      `${id}/${l.interest}: contribution = loss × fraction`,
    );
  }
  if ((s.measure ?? "value") === "value") {
    const mass = minorOf(s.mass);
    eq(total(lines.map((l) => minorOf(l.contributoryValue))), mass, `${id}: the mass is the sum of the values`);
    if (!mass.isZero()) {
      for (const l of lines) {
        eq(
          R(String(l.fraction)),
          minorOf(l.contributoryValue).div(mass),
          `${id}/${l.interest}: fraction = value / mass`,
        );
      }
    }
  } else {
    eq(minorOf(s.mass), loss, `${id}: an apportioned statement's mass is its loss`);
  }
  const balances = list(s.balances);
  eq(total(balances.map((b) => minorOf(b.net))), R("0"), `${id}: the balances sum to zero`);
  for (const b of balances) {
    const own = lines.filter((l) => l.owner === b.party);
    eq(total(own.map((l) => minorOf(l.net))), minorOf(b.net), `${id}: balance of ${b.party}`);
    eq(total(own.map((l) => minorOf(l.contribution))), minorOf(b.contribution), `${id}: contribution of ${b.party}`);
    eq(total(own.map((l) => minorOf(l.madeGood))), minorOf(b.madeGood), `${id}: made good to ${b.party}`);
  }
  assert.deepEqual(
    new Set(balances.map((b) => b.party)),
    new Set(lines.map((l) => l.owner)),
    `${id}: a balance for every owner of a line`,
  );
}

function checkShares(id: string, q: O): void {
  const lines = list(q.lines);
  eq(total(lines.map((l) => R(String(l.quantity)))), R(String(q.total)), `${id}: quantities sum to the total`);
  eq(total(lines.map((l) => R(String(l.fraction)))), lines.length ? R("1") : R("0"), `${id}: fractions sum to one`);
  if (q.lost !== undefined) {
    eq(total(lines.map((l) => R(String(l.bears ?? "0")))), R(String(q.lost)), `${id}: the parts borne sum to the loss`);
    for (const l of lines) {
      if (l.bears !== undefined && l.receives !== undefined) {
        eq(R(String(l.bears)).add(R(String(l.receives))), R(String(l.quantity)), `${id}/${l.interest}: bears + keeps`);
      }
    }
  }
  if (q.amount !== undefined) {
    const amount = minorOf(q.amount);
    eq(total(lines.map((l) => minorOf(l.exact))), amount, `${id}: exact shares sum to the sum shared`);
    eq(total(lines.map((l) => minorOf(l.rounded))), amount, `${id}: rounded shares sum to the sum shared`);
  }
}

function checkSettlements(d: O): void {
  const liabilities = list(d.liabilities);
  const settled = new Set(liabilities.filter((l) => l.settles !== undefined).map((l) => String(l.settles)));
  const beside = liabilities.filter((l) => l.besideAverage === true);
  for (const { id, s } of statements(d)) {
    if (!settled.has(id)) continue;
    const pays = liabilities.filter((l) => l.settles === id);
    const parties = new Set([
      ...list(s.balances).map((b) => String(b.party)),
      ...pays.flatMap((l) => [String(l.from), String(l.to)]),
    ]);
    for (const p of parties) {
      const flow = (ls: O[]) =>
        total(ls.filter((l) => l.to === p).map((l) => minorOf(l.amount))).sub(
          total(ls.filter((l) => l.from === p).map((l) => minorOf(l.amount))),
        );
      const balance = list(s.balances).find((b) => b.party === p);
      const owed = (balance ? minorOf(balance.net) : R("0")).add(flow(beside));
      eq(flow(pays), owed, `${id}: what ${p} is paid in the settlement`);
    }
  }
}

function checkSums(d: O): void {
  checkDivision(d);
  for (const { id, s } of statements(d)) checkStatement(id, s);
  for (const a of list(d.averages)) if (a.shares) checkShares(String(a.id), a.shares as O);
  checkSettlements(d);
}

const tally = new Tally();

describe("amounts sum to their fund or statement; positions net to zero", () => {
  for (const ex of examples()) {
    test(ex.file, () => {
      holds(
        ex,
        planArb(ex),
        (plan) => {
          const o = tryDecide(apply(ex, plan), { explanation: false });
          tally.count(ex.file, o);
          if (o.ok) checkSums(o.d as O);
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
  console.log(`sums: ${tally.summary()}`);
});
