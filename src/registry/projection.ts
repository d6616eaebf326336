/**
 * The register's tables as the journal's projection: each entry brings them up
 * to date, in the same transaction as the entry, whether it is written now or
 * read from an export.
 */

import type BetterSqlite from "better-sqlite3";
import type { Determination } from "../core/determination.js";
import { compact, type Determination2, expand } from "../core/determination-format.js";
import { phrases } from "../core/messages.js";
import { canonicalJson } from "../engine/canonical.js";
import { RegisterError } from "./errors.js";
import { determinationHash, type Entry, short } from "./journal.js";
import type { Db, DueRow, Payload, StoredPayload } from "./records.js";
import { insertRows } from "./rows.js";
import type { DueTable } from "./schema.js";

const say = phrases("refusal.projection", {
  notKept: "entry {seq} records the determination {hash}, which is not kept",
});

/**
 * An entry's payload whole: the determination it records read back in from the
 * body kept under its hash (`body`), when the entry names one.
 */
export function wholePayload(e: Pick<Entry, "seq" | "payload" | "determination">, body?: string | null): Payload {
  const p = JSON.parse(e.payload) as StoredPayload;
  if (!e.determination || !p.determination) return p as Payload;
  if (typeof body !== "string")
    throw new RegisterError(say.notKept({ seq: String(e.seq), hash: short(e.determination) }));
  return { ...p, determination: { asOf: p.determination.asOf, body: keptDetermination(body) } };
}

/**
 * A kept determination read back, as the register reckons with it (format 1): kept
 * before format 2 it is format 1 as it was written, and since, format 2, expanded.
 */
export function keptDetermination(body: string): Determination {
  return expand(JSON.parse(body) as Determination | Determination2);
}

/** A determination as it is kept: its canonical JSON and the hash of that. */
export interface Kept {
  hash: string;
  text: string;
}

/**
 * A determination made ready to keep: in format 2, which says the receipt's readings
 * once (docs/determination.md). One kept in format 1 stays as it was written, under
 * its own hash.
 */
export function keep(d: Determination): Kept {
  const text = canonicalJson(compact(d));
  return { hash: determinationHash(text), text };
}

/**
 * canonicalJson of a payload whose lot is already written as canonical JSON
 * (`lotJson`): the same text, without writing the lot a second time.
 */
export function payloadJson(p: StoredPayload, lotJson: string | undefined): string {
  if (lotJson === undefined) return canonicalJson(p);
  const o = p as unknown as Record<string, unknown>;
  let out = "";
  for (const k of Object.keys(o).sort()) {
    const v = o[k];
    if (v === undefined) continue;
    out += `${out ? "," : ""}${JSON.stringify(k)}:${k === "lot" ? lotJson : canonicalJson(v)}`;
  }
  return `{${out}}`;
}

/**
 * Bring the tables up to an entry: the same for a write and for an import. The
 * payload is whole (its determination's body read back in where it is kept
 * apart); `kept` is that body as kept, and `lotJson` the lot's canonical JSON,
 * when the caller has them already.
 */
export async function applyEntry(
  db: Db,
  e: Entry,
  p: Payload,
  o: { kept?: Kept; lotJson?: string; sqlite?: BetterSqlite.Database } = {},
): Promise<void> {
  const { kept, lotJson, sqlite } = o;
  if (p.reading) {
    await db.deleteFrom("office_readings").where("name", "=", p.reading.name).execute();
    if (p.reading.value !== null) {
      await db
        .insertInto("office_readings")
        .values({ name: p.reading.name, value: p.reading.value, seq: e.seq })
        .execute();
    }
    return;
  }
  const lot = p.lot;
  if (!lot) return;
  const row = {
    id: lot.id,
    statute: lot.statute,
    kind: lot.kind,
    description: lot.description,
    status: lot.status,
    lodged: lot.lodged,
    record: lotJson ?? canonicalJson(lot),
    seq: e.seq,
  };
  if (e.kind === "lodge") await insertRows(db, sqlite, "lots", [row]);
  else await db.updateTable("lots").set(row).where("id", "=", lot.id).execute();
  if (p.determination) {
    const d = p.determination.body;
    const k = kept ?? keep(d);
    await insertRows(db, sqlite, "determination_bodies", [{ hash: k.hash, body: k.text }], "hash");
    await insertRows(db, sqlite, "determinations", [
      {
        lot: lot.id,
        seq: e.seq,
        as_of: p.determination.asOf,
        situation: d.situation,
        hash: k.hash,
        receipt: canonicalJson(d.receipt),
        readings: canonicalJson(d.readings),
      },
    ]);
  }
  if (p.due) {
    if (e.kind !== "lodge") await db.deleteFrom("due").where("lot", "=", lot.id).execute();
    if (p.due.length > 0) {
      await insertRows(
        db,
        sqlite,
        "due",
        p.due.map((x) => ({
          lot: x.lot,
          seq: e.seq,
          date: x.date,
          who: x.who,
          what: x.what,
          provisions: canonicalJson(x.provisions),
          calendar: x.calendar ?? null,
          other: x.other ?? null,
          posting: x.posting ?? null,
          on_demand: x.onDemand ? 1 : null,
          who_name: x.whoName ?? null,
        })),
      );
    }
  }
  if (lot.postings !== undefined) {
    if (e.kind !== "lodge") await db.deleteFrom("postings").where("lot", "=", lot.id).execute();
    if (lot.postings.length > 0) {
      await insertRows(
        db,
        sqlite,
        "postings",
        lot.postings.map((x) => ({
          lot: lot.id,
          id: x.id,
          seq: x.seq,
          debtor: x.debtor,
          creditor: x.creditor,
          minor: x.minor,
          paid: x.paid,
          what: x.for,
          provisions: canonicalJson(x.provisions),
          due: x.due ?? null,
          state: x.state,
        })),
      );
    }
  }
  if (e.kind === "disposition") {
    await db.insertInto("dispositions").values({ lot: lot.id, seq: e.seq, kind: lot.status }).execute();
  }
}

/** The columns of a due row that the register hands out: those of the index due_listing (schema.ts). */
export const DUE_LISTED = [
  "lot",
  "date",
  "who",
  "what",
  "provisions",
  "calendar",
  "other",
  "posting",
  "on_demand",
  "who_name",
] as const;

/** A stored due row as the register hands it out: its list of provisions is the one column decoded. */
export function toDue(x: Pick<DueTable, (typeof DUE_LISTED)[number]>): DueRow {
  const row: DueRow = {
    lot: x.lot,
    date: x.date,
    who: x.who,
    what: x.what,
    provisions: JSON.parse(x.provisions) as string[],
  };
  if (x.calendar === "julian" || x.calendar === "gregorian") row.calendar = x.calendar;
  if (x.other) row.other = x.other;
  if (x.who_name) row.whoName = x.who_name;
  if (x.posting) row.posting = x.posting;
  if (x.on_demand) row.onDemand = true;
  return row;
}
