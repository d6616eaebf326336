/**
 * dl-vrag/14–16, 18, 19: the division of the find's value into exact shares, one
 * line per party, and the words the divisions share. What the shares are is
 * find-third.ts's (14–16, 18) and find-half.ts's (19); the owner's claim while the
 * year and a day runs is find-owner.ts's.
 */

import type { Outcome15, Standing } from "./find-claim.js";
import type { FindCase, Line, Out } from "./find-common.js";
import type { Allocation, Fund, LegalDate, Step } from "./kit.js";
import { addDays, formatDate, Money, split, TIE_BREAK_RULE } from "./kit.js";

// ---------------------------------------------------------------------------
// The division of the value (the fund) into exact shares

/** One line per party: a finder who is also the owner has both his shares in one. */
function merged(lines: readonly Line[]): Line[] {
  const out = new Map<string, Line>();
  for (const l of lines) {
    const had = out.get(l.party.id);
    out.set(
      l.party.id,
      had
        ? {
            party: { ...had.party, role: `${had.party.role}, and ${l.party.role}` },
            amount: had.amount.add(l.amount),
            reason: `${had.reason}; and ${l.reason}`,
            provisions: [...new Set([...had.provisions, ...l.provisions])],
          }
        : l,
    );
  }
  return [...out.values()];
}

export function divide(value: Money, all: readonly Line[], label: string, provisions: string[], inKind = false) {
  const lines = merged(all);
  const sum = lines.reduce((s, l) => s.add(l.amount), Money.zero(value.currency));
  if (!sum.eq(value)) throw new Error(`internal: the shares add up to ${sum.format()}, not ${value.format()}`);
  const s = split(
    value,
    lines.map((l) => ({ key: l.party.id, weight: l.amount.minor })),
  );
  const allocations: Allocation[] = lines.map((l, i) => {
    const line = s.lines[i] as (typeof s.lines)[number];
    const fraction = line.fraction.toString();
    return {
      id: l.party.id,
      name: l.party.name,
      role: l.party.role,
      basis: [{ parts: fraction, reason: l.reason, provisions: l.provisions.slice() }],
      fraction,
      exact: line.exact.toJSON(),
      rounded: line.rounded.toJSON(),
      roundedUp: line.roundedUp,
      reason: `${l.reason} (${l.provisions.join(", ")})`,
      provisions: l.provisions.slice(),
    };
  });
  const fund: Fund = {
    label,
    amount: value.toJSON(),
    provisions,
    rounding: TIE_BREAK_RULE,
    ...(inKind ? { inKind: true } : {}),
  };
  const step: Step = {
    label: `${label}: ${value.format()}, divided exactly and rounded to the ${value.currency.units.at(-1)?.name ?? "smallest unit"} with the total kept`,
    provisions,
    status: "applied",
    value: Object.fromEntries(allocations.map((a) => [a.id, a.exact.text])),
  };
  return { fund, allocations, step };
}

/** The shares of the value for one outcome, and the situation in words (no lines: a figure is still to be assessed). */
export interface Plan {
  readonly lines: Line[] | undefined;
  readonly situation: string;
}

export function prospective(s: Standing): string {
  const last = s.period.lastDay;
  return last
    ? `on ${formatDate(addDays(last, 1))}, unless the owner comes with sufficient proof by ${formatDate(last)}`
    : "once the year and a day has run out, unless the owner comes with sufficient proof in time";
}

export function roundedNote(m: Money): string {
  return m.isWhole() ? "" : ` (not a whole ${m.currency.units.at(-1)?.name}: paid as the rounded share below)`;
}

/** The day the find falls to the king when no owner has come: the day after the year and a day (16). */
export function forfeitDay(s: Standing): LegalDate | undefined {
  return s.period.lastDay ? addDays(s.period.lastDay, 1) : undefined;
}

export function dayAfter(s: Standing): string {
  const last = s.period.lastDay;
  return last ? formatDate(addDays(last, 1)) : "the day after the year and a day";
}

export function costsWords(c: FindCase, words: string): string {
  return c.costs ? words : `${words}; the case gives no costs`;
}

/**
 * A debt that arises only if no owner comes in time (16, 19): the find, or its
 * half, is the king's, and the salvor's half his, only then. Owed now once the
 * year and a day has run; while it runs, payable from the day after it; and while
 * that day is not yet known, no figure payable at all, the amount in the words.
 */
export function oweOnceRun(
  s: Standing,
  outcome: Outcome15,
  from: string,
  to: string,
  amount: Money | undefined,
  words: string,
  out: Out,
  ...provisions: string[]
): void {
  if (outcome === "king" || !amount) {
    out.owe(from, to, amount, words, ...provisions);
    return;
  }
  const day = forfeitDay(s);
  if (day) out.oweFrom(day, from, to, amount, words, ...provisions);
  else {
    out.owe(
      from,
      to,
      undefined,
      `${words}: ${amount.format()}, payable once the day the year and a day runs out is known and no owner has come by it`,
      ...provisions,
    );
  }
}
