/**
 * Expected outcomes carried by a case file (its `expect:` block), so that a case
 * is also a test: `sealaw check FILE` and the example tests compare the
 * determination with what the file says it should be.
 *
 *   expect:
 *     parts:   { harm: 3, focke: 1 }          # parts held, exact
 *     exact:   { harm: 60, jan: "120/11" }    # exact share, in the largest unit
 *     amounts: { jan: "10 u 91 c" }          # rounded share, as text or in the largest unit
 *     total_parts: 6
 *     readings: { boy_part_aboard: R1 }      # readings the result must rest on
 *
 * For who owes whom, what is punished, who must do what, and what is left to assessors:
 *
 *     liabilities: { "y -> x": 100 }         # all liabilities from y to x, summed, exact
 *     penalties:   { skipper: 2 }            # sum of money penalties on a party, exact
 *     duties:      { hans: [dl-averi/1] }    # provisions the party's obligations must cite
 *     assessments: { dl-averi/10: needed }   # status of an assessment citing the provision
 *
 * For general average, the lines of the statement and of the averages of their own:
 *
 *     contributions: { ship: "5000/9" }       # interest -> exact contribution
 *     nets:    { owners: "-3850/9", c: 600 }  # party -> exact net (or its rounded balance as text)
 *     averages:
 *       piracy-bulk: { bears: { bl-d: 12 }, receives: { bl-d: 48 } }
 *       grounding-goods: { contributions: { bl-a: 60 } }
 */

import type { Expectation } from "../cases/envelope.js";
import type { AverageStatement, Determination, QuantityShares } from "../core/determination.js";
import { Rational } from "../core/rational.js";

function same(a: string, b: string | number): boolean {
  const x = Rational.tryParse(a);
  const y = Rational.tryParse(String(b));
  return x !== undefined && y !== undefined && x.eq(y);
}

function largest(m: Record<string, string>): string | undefined {
  for (const [k, v] of Object.entries(m)) {
    if (k !== "currency" && k !== "minor" && k !== "minorUnit" && k !== "text") return v;
  }
  return undefined;
}

type Lines = NonNullable<Expectation["contributions"]>;

/** The exact value of an amount in the currency's largest unit. */
const inLargest = (m: unknown): Rational => Rational.parse(largest(m as Record<string, string>) ?? "0");

/** Exact net per party from a statement's lines, in the largest unit: made good less the exact contributions. */
function exactNets(s: AverageStatement): Map<string, Rational> {
  const m = new Map<string, Rational>();
  for (const l of s.lines) {
    const net = inLargest(l.madeGood).sub(inLargest(l.contributionExact));
    m.set(l.owner, (m.get(l.owner) ?? Rational.ZERO).add(net));
  }
  return m;
}

function checkStatement(
  where: string,
  s: AverageStatement | undefined,
  shares: QuantityShares | undefined,
  e: { contributions?: Lines | undefined; nets?: Lines | undefined },
  out: string[],
): void {
  const byInterest = new Map<string, string | undefined>();
  for (const l of s?.lines ?? [])
    byInterest.set(l.interest, largest(l.contributionExact as unknown as Record<string, string>));
  for (const l of shares?.lines ?? []) {
    if (l.exact) byInterest.set(l.interest, largest(l.exact as unknown as Record<string, string>));
  }
  for (const [id, want] of Object.entries(e.contributions ?? {})) {
    if (!byInterest.has(id)) {
      out.push(
        `${where}: expected a line for "${id}", but there is none (lines: ${[...byInterest.keys()].join(", ")})`,
      );
      continue;
    }
    const got = byInterest.get(id);
    if (got === undefined || !same(got, want)) out.push(`${where} ${id}: expected contribution ${want}, got ${got}`);
  }
  if (!e.nets) return;
  if (!s) {
    out.push(`${where}: expected nets, but there is no statement in money`);
    return;
  }
  const nets = exactNets(s);
  for (const [id, want] of Object.entries(e.nets)) {
    const exact = nets.get(id);
    const balance = s.balances.find((b) => b.party === id);
    if (exact === undefined || !balance) {
      out.push(`${where}: expected a balance for "${id}", but there is none`);
      continue;
    }
    const w = Rational.tryParse(String(want));
    const ok = w === undefined ? balance.net.text === want : exact.eq(w);
    if (!ok) out.push(`${where} ${id}: expected net ${want}, got ${exact.toString()} (${balance.net.text} rounded)`);
  }
}

function checkShares(
  where: string,
  shares: QuantityShares | undefined,
  key: "bears" | "receives",
  want: Lines | undefined,
  out: string[],
): void {
  for (const [id, w] of Object.entries(want ?? {})) {
    const line = shares?.lines.find((l) => l.interest === id);
    const got = line?.[key];
    if (got === undefined || !same(got, w))
      out.push(`${where} ${id}: expected it ${key} ${w}, got ${got ?? "nothing"}`);
  }
}

/** Every difference between the determination and the expectation, as readable lines. */
export function checkExpectation(d: Determination, e: Expectation): string[] {
  const out: string[] = [];
  const byId = new Map(d.allocations.map((a) => [a.id, a]));
  const party = (id: string) => {
    const a = byId.get(id);
    if (!a)
      out.push(`expected a party "${id}", but the determination has none (parties: ${[...byId.keys()].join(", ")})`);
    return a;
  };
  for (const [id, want] of Object.entries(e.parts ?? {})) {
    const a = party(id);
    if (a && !same(a.parts ?? "0", want)) out.push(`${id}: expected ${want} parts, got ${a.parts ?? "none"}`);
  }
  for (const [id, want] of Object.entries(e.exact ?? {})) {
    const a = party(id);
    const got = a ? largest(a.exact as unknown as Record<string, string>) : undefined;
    if (a && (got === undefined || !same(got, want))) out.push(`${id}: expected exact share ${want}, got ${got}`);
  }
  for (const [id, want] of Object.entries(e.amounts ?? {})) {
    const a = party(id);
    if (!a) continue;
    const got = largest(a.rounded as unknown as Record<string, string>);
    const ok =
      typeof want === "string" && Rational.tryParse(want) === undefined
        ? a.rounded.text === want
        : got !== undefined && same(got, want);
    if (!ok) out.push(`${id}: expected amount ${want}, got ${a.rounded.text}`);
  }
  if (e.total_parts !== undefined) {
    const tp = d.funds.find((f) => f.totalParts !== undefined)?.totalParts;
    if (tp === undefined || !same(tp, e.total_parts))
      out.push(`expected ${e.total_parts} parts in all, got ${tp ?? "none"}`);
  }
  if (e.contributions || e.nets) {
    if (!d.statement) out.push("expected an average statement, but the determination has none");
    else checkStatement("statement", d.statement, undefined, e, out);
  }
  for (const [id, want] of Object.entries(e.averages ?? {})) {
    const a = d.averages?.find((x) => x.id === id);
    if (!a) {
      out.push(
        `expected an average "${id}", but there is none (averages: ${(d.averages ?? []).map((x) => x.id).join(", ")})`,
      );
      continue;
    }
    checkStatement(`average ${id}`, a.statement, a.shares, want, out);
    checkShares(`average ${id}`, a.shares, "bears", want.bears, out);
    checkShares(`average ${id}`, a.shares, "receives", want.receives, out);
  }
  checkLiabilities(d, e, out);
  for (const [name, code] of Object.entries(e.readings ?? {})) {
    const r = d.readings.find((x) => x.name === name);
    if (!r) out.push(`expected the result to rest on reading ${name}, but it was not consulted`);
    else if (r.value !== code) out.push(`reading ${name}: expected ${code}, got ${r.value}`);
  }
  return out;
}

/** Liabilities, penalties, duties and assessments: the parts of a determination that are not shares. */
function checkLiabilities(d: Determination, e: Expectation, out: string[]): void {
  for (const [pair, want] of Object.entries(e.liabilities ?? {})) {
    const [from, to] = pair.split("->").map((x) => x.trim());
    if (!from || !to) {
      out.push(`liabilities: "${pair}" is not of the form "FROM -> TO"`);
      continue;
    }
    const between = d.liabilities.filter((l) => l.from === from && l.to === to);
    const unquantified = between.filter((l) => l.amount === undefined);
    const total = between.reduce((t, l) => (l.amount ? t.add(inLargest(l.amount)) : t), Rational.ZERO);
    const w = Rational.tryParse(String(want));
    if (w === undefined) out.push(`liabilities ${pair}: expected amount "${want}" is not a number`);
    else if (!total.eq(w) || (w.isZero() && between.length > 0))
      out.push(
        `liabilities ${pair}: expected ${want}, got ${between.length === 0 ? "no liability" : total.toString()}${
          unquantified.length ? ` and ${unquantified.length} without an amount` : ""
        }`,
      );
  }
  for (const [who, want] of Object.entries(e.penalties ?? {})) {
    const on = d.penalties.filter((p) => p.who === who);
    const total = on.reduce((t, p) => (p.amount ? t.add(inLargest(p.amount)) : t), Rational.ZERO);
    if (on.length === 0) out.push(`penalties ${who}: expected ${want}, but there is no penalty on "${who}"`);
    else if (!same(total.toString(), want)) out.push(`penalties ${who}: expected ${want}, got ${total.toString()}`);
  }
  for (const [who, provisions] of Object.entries(e.duties ?? {})) {
    const mine = d.obligations.filter((o) => o.who === who);
    for (const p of provisions) {
      if (!mine.some((o) => o.provisions.includes(p)))
        out.push(
          `duties ${who}: expected a duty under ${p}, got ${mine.length === 0 ? "no duty" : mine.map((o) => o.provisions.join("+")).join(", ")}`,
        );
    }
  }
  for (const [provision, status] of Object.entries(e.assessments ?? {})) {
    const citing = d.assessments.filter((a) => a.provisions.includes(provision));
    if (!citing.some((a) => a.status === status))
      out.push(
        `assessments ${provision}: expected one ${status}, got ${citing.length === 0 ? "none" : citing.map((a) => a.status).join(", ")}`,
      );
  }
}
