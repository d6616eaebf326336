/** The register's checks of what the clerk gives: dates, the actor, amounts. */

import { tryParseDate } from "../core/calendar.js";
import { type Currency, Money } from "../core/money.js";
import { RegisterError } from "./errors.js";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkDate(date: string | undefined, what: string): string {
  if (date === undefined) throw new RegisterError(`${what}: no date given (--date YYYY-MM-DD)`);
  if (!DATE.test(date)) throw new RegisterError(`${what}: "${date}" is not a date written YYYY-MM-DD`);
  // A day of the calendar: the Julian, which has every day the Gregorian has (and 1700-02-29 besides).
  if (tryParseDate(date, "julian") === undefined)
    throw new RegisterError(`${what}: "${date}" is not a day of the calendar`);
  return date;
}

export function checkActor(actor: string | undefined): string {
  if (actor === undefined || actor.trim() === "") {
    throw new RegisterError("every change names who makes it: give --actor NAME");
  }
  return actor.trim();
}

export function parseAmount(
  currency: Currency,
  text: string | undefined,
  what: string,
): { money: Money; text: string } {
  if (text === undefined || String(text).trim() === "") throw new RegisterError(`${what}: no amount given`);
  const m = Money.parse(currency, String(text));
  if (typeof m === "string") throw new RegisterError(`${what}: ${m}`);
  return { money: m, text: m.format() };
}
