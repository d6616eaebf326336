/**
 * The law as the API gives it: provisions (original and English), the readings of
 * the open questions, and the shipped examples with the provisions they cite.
 * Nothing here decides anything; it only picks out what belongs to a provision.
 */

import type { ReadingListing as Reading } from "../../../src/law/listed.js";
import { lang } from "../i18n/index.js";
import type { Provision } from "../result/types.js";
import { cachedGet } from "./load.js";

/** A reading as `GET /v1/readings` lists it (src/law/listing.ts), with the statutes that use it. */
export type { ReadingListing as Reading } from "../../../src/law/listed.js";
export type { Provision };

export interface Example {
  name: string;
  statute: string;
  title?: string;
  kind?: string;
  provisions: string[];
}

export const provisions = (statute?: string): Promise<Provision[]> =>
  cachedGet<Provision[]>(statute ? `/v1/provisions?statute=${encodeURIComponent(statute)}` : "/v1/provisions");
/** The readings, their questions said in the page's language. */
export const readings = (): Promise<Reading[]> => cachedGet<Reading[]>(`/v1/readings?lang=${lang()}`);
export const examples = (): Promise<Example[]> => cachedGet<Example[]>("/v1/examples");

/** The statutes in the order the API lists their provisions. */
export function statutesOf(list: readonly Provision[]): string[] {
  return [...new Set(list.map((p) => p.statute))];
}

/** The open questions on a provision: readings that name it, or whose question it lists. */
export function readingsOn(p: Provision, all: readonly Reading[]): Reading[] {
  const qs = new Set(p.questions ?? []);
  return all.filter((r) => r.provisions.includes(p.id) || qs.has(r.question));
}

/** The shipped examples whose determination cites the provision. */
export function examplesCiting(id: string, all: readonly Example[]): Example[] {
  return all.filter((e) => e.provisions.includes(id));
}

/** The part of the id after the statute: "borkum-1666/6.3" → "6.3". */
export function paragraphOf(id: string): string {
  const i = id.indexOf("/");
  return i < 0 ? id : id.slice(i + 1);
}
