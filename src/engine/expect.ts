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
 */

import type { Expectation } from "../cases/envelope.js";
import type { Determination } from "../core/determination.js";
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
  for (const [name, code] of Object.entries(e.readings ?? {})) {
    const r = d.readings.find((x) => x.name === name);
    if (!r) out.push(`expected the result to rest on reading ${name}, but it was not consulted`);
    else if (r.value !== code) out.push(`reading ${name}: expected ${code}, got ${r.value}`);
  }
  return out;
}
