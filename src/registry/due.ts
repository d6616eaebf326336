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

/** A due row as SQLite hands it out: one JSON array of the columns of DUE_LISTED, its provisions a list. */
const LISTED = `json_array(${DUE_LISTED.map((c) => (c === "provisions" ? "json(provisions)" : `"${c}"`)).join(", ")})`;

/**
 * The statement Register.due runs on SQLite, its parameters the first day and the
 * last (the first "" when none is given: every day is written after it). Exported
 * so that the plan it gets can be checked (due.test.ts): one range read of the
 * covering index due_listing, in its own order, with no visit to the table and no
 * sort.
 */
export const DUE_SQLITE = `select ${LISTED} from "due" where "date" >= ? and "date" <= ? order by "date", "lot"`;

/**
 * The statement that adds, when a first day is given, what is owed on demand and
 * arose before it (and by the last day), its parameters those two days: one range
 * read of the covering index due_on_demand, which holds those rows alone, in its
 * own order.
 */
export const DUE_ON_DEMAND_SQLITE = `select ${LISTED} from "due" where "on_demand" = 1 and "date" < ? and "date" <= ? order by "date", "lot"`;

const prepared = new WeakMap<BetterSqlite.Database, BetterSqlite.Statement<[string, string], string>>();
const onDemand = new WeakMap<BetterSqlite.Database, BetterSqlite.Statement<[string, string], string>>();

/**
 * What falls due from `from` (when given) to `by`, both days included, and what is
 * owed on demand and arose by `by`, in order of date and then lot. The caller
 * holds the connection (Kysely's, or a transaction of it), so that no other
 * statement runs on it in between.
 */
export function listDue(sqlite: BetterSqlite.Database, by: string, from = ""): DueRow[] {
  let s = prepared.get(sqlite);
  if (!s) {
    s = sqlite.prepare<[string, string], string>(DUE_SQLITE).pluck();
    prepared.set(sqlite, s);
  }
  const rows = s.all(from, by);
  // Owed on demand since before the first day: owed on it still, and listed first, being dated earlier.
  let before: string[] = [];
  if (from > "") {
    let o = onDemand.get(sqlite);
    if (!o) {
      o = sqlite.prepare<[string, string], string>(DUE_ON_DEMAND_SQLITE).pluck();
      onDemand.set(sqlite, o);
    }
    before = o.all(from, by);
  }
  const out: DueRow[] = new Array(before.length + rows.length);
  for (let i = 0; i < before.length; i++) out[i] = dueOf(JSON.parse(before[i] as string) as Listed);
  for (let i = 0; i < rows.length; i++) out[before.length + i] = dueOf(JSON.parse(rows[i] as string) as Listed);
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
  whoName: string | null,
];

/** A listed row as the register hands it out: the same row as toDue (projection.ts) makes of the stored one. */
function dueOf(x: Listed): DueRow {
  const row: DueRow = { lot: x[0], date: x[1], who: x[2], what: x[3], provisions: x[4] };
  if (x[5] === "julian" || x[5] === "gregorian") row.calendar = x[5];
  if (x[6]) row.other = x[6];
  if (x[9]) row.whoName = x[9];
  if (x[7]) row.posting = x[7];
  if (x[8]) row.onDemand = true;
  return row;
}
