/**
 * dl-vrag/14–16, 18, 19: the division of the find's value into exact shares, one
 * line per party, and the words the divisions share. What the shares are is
 * find-third.ts's (14–16, 18) and find-half.ts's (19); the owner's claim while the
 * year and a day runs is find-owner.ts's.
 */

import type { Outcome15, Standing } from "./find-claim.js";
import type { FindCase, Line, Out } from "./find-common.js";
import type { Allocation, Fund, LegalDate, Step } from "./kit.js";
import { addDays, formatDate, Money, phrases, split, TIE_BREAK_RULE } from "./kit.js";

const say = phrases("dl-vrag/find.division", {
  bothRoles: "{first}, and {second}",
  bothReasons: "{first}; and {second}",
  reasonCited: "{reason} ({provisions})",
  smallestUnit: "smallest unit",
  divided: "{label}: {value}, divided exactly and rounded to the {unit} with the total kept",
  onDay: "on {day}, unless the owner comes with sufficient proof by {last}",
  onceRunOut: "once the year and a day has run out, unless the owner comes with sufficient proof in time",
  notWhole: " (not a whole {unit}: paid as the rounded share below)",
  dayAfter: "the day after the year and a day",
  noCosts: "{words}; the case gives no costs",
  payableOnce:
    "{words}: {amount}, payable once the day the year and a day runs out is known and no owner has come by it",
});

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
            party: { ...had.party, role: say.bothRoles({ first: had.party.role, second: l.party.role }) },
            amount: had.amount.add(l.amount),
            reason: say.bothReasons({ first: had.reason, second: l.reason }),
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
      reason: say.reasonCited({ reason: l.reason, provisions: l.provisions.join(", ") }),
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
    label: say.divided({
      label,
      value: value.format(),
      unit: value.currency.units.at(-1)?.name ?? say.smallestUnit(),
    }),
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
  return last ? say.onDay({ day: formatDate(addDays(last, 1)), last: formatDate(last) }) : say.onceRunOut();
}

export function roundedNote(m: Money): string {
  return m.isWhole() ? "" : say.notWhole({ unit: String(m.currency.units.at(-1)?.name) });
}

/** The day the find falls to the king when no owner has come: the day after the year and a day (16). */
export function forfeitDay(s: Standing): LegalDate | undefined {
  return s.period.lastDay ? addDays(s.period.lastDay, 1) : undefined;
}

export function dayAfter(s: Standing): string {
  const last = s.period.lastDay;
  return last ? formatDate(addDays(last, 1)) : say.dayAfter();
}

export function costsWords(c: FindCase, words: string): string {
  return c.costs ? words : say.noCosts({ words });
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
    out.owe(from, to, undefined, say.payableOnce({ words, amount: amount.format() }), ...provisions);
  }
}
