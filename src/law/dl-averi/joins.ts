/**
 * Phrases of the chapter joined into one: a list with "and", with commas, or with
 * semicolons, each join itself a message, so that the whole is said in a language
 * by its parts (core/messages.ts) and the English stays as the rules wrote it.
 */

import { phrases } from "./kit.js";

const say = phrases("dl-averi/joins", {
  and: "{first} and {last}",
  comma: "{first}, {rest}",
  semicolon: "{first}; {rest}",
});

/** "a", "a and b", "a, b and c". */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return say.and({ first: items[0] as string, last: items[1] as string });
  return say.comma({ first: items[0] as string, rest: andList(items.slice(1)) });
}

/** "a, b, c". */
export function commaList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return say.comma({ first: items[0] as string, rest: commaList(items.slice(1)) });
}

/** "a; b; c". */
export function semicolonList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return say.semicolon({ first: items[0] as string, rest: semicolonList(items.slice(1)) });
}
