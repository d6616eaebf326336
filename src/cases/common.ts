/**
 * Building blocks of the case-file vocabulary, shared by every kind of case.
 *
 * The facts describe the world (ships, people and their roles, goods and values,
 * places, dates), not a statute, so that one set of facts can be decided under
 * another statute or with one fact changed.
 */

import { z } from "zod";
import { daysInMonth } from "../core/calendar.js";
import { clip } from "../core/errors.js";
import { type Currency, Money } from "../core/money.js";
import { Rational } from "../core/rational.js";

/**
 * The longest text an exact number or an amount may be written in. No real figure
 * comes near it; past it the arithmetic on the figure, not the case, would be the
 * work.
 */
export const MAX_NUMBER_TEXT = 100;

/** The largest count of persons in one row (a group of like persons), or of votes: far above any real case. */
export const MAX_COUNT = 1_000_000;

/** A whole number of persons or votes, from `min` to MAX_COUNT, so that counts added up stay exact. */
export function countSchema(min: number) {
  return z.number().int().min(min).max(MAX_COUNT);
}

/** The issue for a figure written in too long a text; undefined when it is short enough. */
function tooLong(v: number | string): string | undefined {
  const text = String(v);
  return text.length > MAX_NUMBER_TEXT
    ? `${clip(text, 40)} is ${text.length} characters long; a figure is written in at most ${MAX_NUMBER_TEXT}`
    : undefined;
}

export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, "an id: letters, digits, '_', '.' or '-', starting with a letter or digit")
  .describe("An identifier, unique in the case: letters, digits, '_', '.' or '-'.");

/** An exact non-negative number: a whole number, or text such as "3/4", "0.25", "1 1/2". */
export const exactNumberSchema = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
    const long = tooLong(v);
    if (long) {
      ctx.addIssue({ code: "custom", message: long });
      return z.NEVER;
    }
    if (typeof v === "number" && !Number.isSafeInteger(v)) {
      ctx.addIssue({
        code: "custom",
        message: `${v} is not a whole number; write a fraction as text, e.g. "3/4" or "0.75"`,
      });
      return z.NEVER;
    }
    const r = typeof v === "number" ? Rational.of(v) : Rational.tryParse(v);
    if (!r) {
      ctx.addIssue({
        code: "custom",
        message: `"${v}" is not an exact number; expected e.g. 2, "3/4", "0.25" or "1 1/2"`,
      });
      return z.NEVER;
    }
    if (r.sign() < 0) {
      ctx.addIssue({ code: "custom", message: `${v} is negative; expected a number of zero or more` });
      return z.NEVER;
    }
    return r;
  })
  .describe('An exact non-negative number: 2, "3/4", "0.25" or "1 1/2". Never a decimal float.');

/** A fraction from 0 to 1 inclusive. */
export const fractionSchema = exactNumberSchema.check((ctx) => {
  if (ctx.value.gt(Rational.ONE)) {
    ctx.issues.push({
      code: "custom",
      message: `${ctx.value} is more than 1; expected a fraction from 0 to 1`,
      input: ctx.value,
    });
  }
});

/**
 * An amount of money in the case's currency: "120", "12 rd 3 mk 4 sk", "3/4 rd".
 * A bare number is in the currency's largest unit.
 */
export function amountSchema(currency: Currency) {
  return z
    .union([z.number(), z.string()])
    .transform((v, ctx) => {
      const long = tooLong(v);
      if (long) {
        ctx.addIssue({ code: "custom", message: long });
        return z.NEVER;
      }
      if (typeof v === "number" && !Number.isSafeInteger(v)) {
        ctx.addIssue({
          code: "custom",
          message: `${v} is not a whole number; write fractions of money as text, e.g. "12.5" or "12 rd 3 mk"`,
        });
        return z.NEVER;
      }
      const m = Money.parse(currency, String(v));
      if (typeof m === "string") {
        ctx.addIssue({ code: "custom", message: m });
        return z.NEVER;
      }
      return m;
    })
    .describe(
      `An amount in ${currency.name}: a number in ${currency.units[0]?.name ?? "its largest unit"}, or units spelled out, e.g. "${currency.units
        .map((u, i) => `${i + 1} ${u.code}`)
        .join(" ")}".`,
    );
}

export type AmountSchema = ReturnType<typeof amountSchema>;

/** Any amount, for JSON Schema output where the currency is not yet known. */
export const anyAmountSchema = z
  .union([z.number().int().nonnegative(), z.string()])
  .describe('An amount in the case\'s currency: a number, or units spelled out, e.g. "12 rd 3 mk 4 sk".');

/**
 * The years a date of a case may fall in. Every deadline the rules reckon from a
 * date (a year and a day, six weeks, ...) and every change between the Julian and
 * the Gregorian calendar then stays well inside the calendar's years 1 to 9999.
 */
export const FIRST_YEAR = 1000;
export const LAST_YEAR = 8999;

/**
 * Why "YYYY-MM-DD" at the start of `text` is not a day a case may name, or
 * undefined when it is one: a day of the Julian calendar (the more lenient of the
 * two: every Gregorian day is also a Julian one), in FIRST_YEAR to LAST_YEAR.
 */
export function dateProblem(text: string): string | undefined {
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return `${text} is in the year ${year}; a case's dates fall in the years ${FIRST_YEAR} to ${LAST_YEAR}`;
  }
  if (month < 1 || month > 12) return `${text} has no month ${month}; months are 01 to 12`;
  const most = daysInMonth(year, month, "julian");
  if (day < 1 || day > most) return `${text} is not a day: that month has days 01 to ${most}`;
  return undefined;
}

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .check((ctx) => {
    const problem = /^\d{4}-\d{2}-\d{2}$/.test(ctx.value) ? dateProblem(ctx.value) : undefined;
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  })
  .describe(`A calendar date, YYYY-MM-DD, in the case's calendar, in the years ${FIRST_YEAR} to ${LAST_YEAR}.`);
