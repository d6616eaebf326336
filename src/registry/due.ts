/**
 * `register due` on SQLite: what falls due, read straight from the connection
 * Kysely holds, through one statement prepared once per connection, each row
 * handed out as one JSON array that SQLite makes from the index due_listing. The
 * driver then makes one string a row, where through Kysely it also made an object
 * of each row and the query was built and compiled anew every time. On PostgreSQL
 * the list goes through Kysely (Register.due).
 */

import type BetterSqlite from "better-sqlite3";
import { DUE_LISTED } from "./projection.js";
import type { DueRow } from "./records.js";

/**
 * The statement Register.due runs on SQLite, its parameters the first day and the
 * last (the first "" when none is given: every day is written after it). What is
 * owed on demand is listed from the day it arose on, whatever the first day: it
 * is owed on every day until it is paid. Exported
 * so that the plan it gets can be checked (due.test.ts): one range read of the
 * covering index due_listing, in its own order, with no visit to the table and no
 * sort.
 */
export const DUE_SQLITE = `select json_array(${DUE_LISTED.map((c) => (c === "provisions" ? "json(provisions)" : `"${c}"`)).join(", ")}) from "due" where ("date" >= ? or "on_demand" = 1) and "date" <= ? order by "date", "lot"`;

const prepared = new WeakMap<BetterSqlite.Database, BetterSqlite.Statement<[string, string], string>>();

/**
 * What falls due from `from` (when given) to `by`, both days included, and what is
 * owed on demand and arose by `by`, in order of date and then lot. The caller holds the connection (Kysely's, or a transaction
 * of it), so that no other statement runs on it in between.
 */
export function listDue(sqlite: BetterSqlite.Database, by: string, from = ""): DueRow[] {
  let s = prepared.get(sqlite);
  if (!s) {
    s = sqlite.prepare<[string, string], string>(DUE_SQLITE).pluck();
    prepared.set(sqlite, s);
  }
  const rows = s.all(from, by);
  const out: DueRow[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = dueOf(JSON.parse(rows[i] as string) as Listed);
  return out;
}

/** A due row as SQLite lists it, one JSON array in the order of DUE_LISTED, its provisions a list. */
type Listed = [
  lot: string,
  date: string,
  who: string,
  what: string,
  provisions: string[],
  calendar: string | null,
  other: string | null,
  posting: string | null,
  onDemand: number | null,
];

/** A listed row as the register hands it out: the same row as toDue (projection.ts) makes of the stored one. */
function dueOf(x: Listed): DueRow {
  const row: DueRow = { lot: x[0], date: x[1], who: x[2], what: x[3], provisions: x[4] };
  if (x[5] === "julian" || x[5] === "gregorian") row.calendar = x[5];
  if (x[6]) row.other = x[6];
  if (x[7]) row.posting = x[7];
  if (x[8]) row.onDemand = true;
  return row;
}
