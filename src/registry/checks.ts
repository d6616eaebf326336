/** The register's checks of what the clerk gives: dates, the actor, amounts, text. */

import { MAX_TEXT } from "../cases/kinds/lot.js";
import { CalendarError, parseDate, tryParseDate } from "../core/calendar.js";
import { phrases } from "../core/messages.js";
import { type Currency, Money } from "../core/money.js";
import { RegisterError } from "./errors.js";

/** The checks' refusals, as messages: said in the language of the command or the request that gave the input. */
const say = phrases("refusal.checks", {
  noDate: "{what}: no date given (--date YYYY-MM-DD)",
  notDate: '{what}: "{date}" is not a date written YYYY-MM-DD',
  notDay: '{what}: "{date}" is not a day of the calendar: {why}',
  notDayWhy: "it is not a day of the calendar",
  noActor: "every change names who makes it: give --actor NAME",
  noAmount: "{what}: no amount given",
  badAmount: "{what}: {why}",
  tooLong: "{what} has {count, number} characters; it may have at most {max, number} characters",
  nul: "the NUL character (U+0000), which the register cannot keep",
  surrogate: "half of a UTF-16 surrogate pair, which is no character and would be stored altered",
  holds: "{path} holds {fault}",
  nameHolds: "a name in {path} holds {fault}",
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date the clerk gives, checked; `field` names the input it came in, for the error. */
export function checkDate(date: string | undefined, what: string, field?: string): string {
  if (date === undefined) throw new RegisterError(say.noDate({ what }), [], field);
  if (!DATE.test(date)) throw new RegisterError(say.notDate({ what, date }), [], field);
  // A day of the calendar: the Julian, which has every day the Gregorian has (and 1700-02-29 besides).
  if (tryParseDate(date, "julian") === undefined) {
    let why = say.notDayWhy();
    try {
      parseDate(date, "julian");
    } catch (e) {
      if (e instanceof CalendarError) why = e.message;
    }
    throw new RegisterError(say.notDay({ what, date, why }), [], field);
  }
  return date;
}

export function checkActor(actor: string | undefined): string {
  if (actor === undefined || actor.trim() === "") {
    throw new RegisterError(say.noActor());
  }
  return actor.trim();
}

export function parseAmount(
  currency: Currency,
  text: string | undefined,
  what: string,
  field?: string,
): { money: Money; text: string } {
  if (text === undefined || String(text).trim() === "") throw new RegisterError(say.noAmount({ what }), [], field);
  const m = Money.parse(currency, String(text));
  if (typeof m === "string") throw new RegisterError(say.badAmount({ what, why: m }), [], field);
  return { money: m, text: m.format() };
}

/**
 * Refuse a text the clerk writes (a description, marks, a quantity) longer than a
 * lot's field may be, wherever it came from: the fields, or the case's title.
 */
export function checkLength(text: string | undefined, what: string, field?: string): void {
  if (text !== undefined && text.length > MAX_TEXT) {
    throw new RegisterError(say.tooLong({ what, count: text.length, max: MAX_TEXT }), [], field);
  }
}

/** A UTF-16 surrogate without its other half: no character, and no store can write it as given. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be kept exactly as given, or undefined when it can. */
export function textFault(text: string): string | undefined {
  if (text.includes("\u0000")) return say.nul();
  if (LONE_SURROGATE.test(text)) {
    return say.surrogate();
  }
  return undefined;
}

/**
 * Refuse any text, anywhere in `value` (keys too), that the register could not keep
 * exactly as written: PostgreSQL refuses the NUL character, and both stores write a
 * lone surrogate as U+FFFD, so the stored entry would no longer hash to its link.
 * `path` names where the value sits, for the message.
 */
export function checkText(value: unknown, path: string): void {
  if (!anyFault(value)) return;
  findFault(value, path);
}

/** Any half of a surrogate pair: where there is none (and no NUL), no text can be at fault. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether any text in `value` (keys too) may be at fault: one walk, with no path made. */
function anyFault(value: unknown): boolean {
  if (typeof value === "string")
    return (value.includes("\u0000") || SURROGATE.test(value)) && textFault(value) !== undefined;
  if (value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (anyFault(value[i])) return true;
    return false;
  }
  const o = value as Record<string, unknown>;
  for (const k of Object.keys(o)) if (anyFault(k) || anyFault(o[k])) return true;
  return false;
}

/** The walk that names where the fault is, once one walk found that there is one. */
function findFault(value: unknown, path: string): void {
  if (typeof value === "string") {
    const fault = textFault(value);
    if (fault) throw new RegisterError(say.holds({ path, fault }));
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      findFault(v, `${path}[${i}]`);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const fault = textFault(k);
      if (fault) throw new RegisterError(say.nameHolds({ path, fault }));
      findFault(v, `${path}.${k}`);
    }
  }
}
