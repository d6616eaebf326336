/**
 * What the result pages fetch more than once, kept for the visit: a provision's
 * words (original and English) and the readings of a statute. Each is asked of the
 * API once; a failed fetch is forgotten, so that it can be tried again.
 */

import type { StatuteListing } from "../../../src/law/listed.js";
import { get } from "../api.js";
import { lang } from "../i18n/index.js";
import type { Provision, ReadingDef } from "./types.js";

const provisions = new Map<string, Promise<Provision>>();
const readings = new Map<string, Promise<ReadingDef[]>>();

function kept<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = map.get(key);
  if (!p) {
    p = load();
    map.set(key, p);
    p.catch(() => map.delete(key));
  }
  return p;
}

/** One provision, by its id ("dl-vrag/14"); the slash travels as %2F. */
export function provision(id: string): Promise<Provision> {
  return kept(provisions, id, () => get<Provision>(`/v1/provisions/${encodeURIComponent(id)}`));
}

/** The readings of a statute, with their alternatives and defaults, said in the page's language. */
export function statuteReadings(statute: string): Promise<ReadingDef[]> {
  return kept(readings, `${statute} ${lang()}`, () =>
    get<ReadingDef[]>("/v1/readings", { query: { statute }, speak: true }),
  );
}

const statuteList = new Map<string, Promise<StatuteListing[]>>();

/** The statutes, as the API lists them (for comparing a case under another). */
export function statutes(): Promise<StatuteListing[]> {
  return kept(statuteList, "all", () => get<StatuteListing[]>("/v1/statutes"));
}
