/**
 * Building blocks of the case-file vocabulary, shared by every kind of case.
 *
 * The facts describe the world (ships, people and their roles, goods and values,
 * places, dates), not a statute, so that one set of facts can be decided under
 * another statute or with one fact changed.
 */

import { z } from "zod";
import { type Currency, Money } from "../core/money.js";
import { Rational } from "../core/rational.js";

export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, "an id: letters, digits, '_', '.' or '-', starting with a letter or digit")
  .describe("An identifier, unique in the case: letters, digits, '_', '.' or '-'.");

/** An exact non-negative number: a whole number, or text such as "3/4", "0.25", "1 1/2". */
export const exactNumberSchema = z
  .union([z.number(), z.string()])
  .transform((v, ctx) => {
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

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .describe("A calendar date, YYYY-MM-DD, in the case's calendar.");
