/**
 * The shapes of what listing.ts lists for a reader, in a file of types alone, so
 * that the pages take them as they are without reaching the statutes' modules.
 */

import type { ProvisionText } from "../core/provision.js";
import type { ReadingDef } from "../core/reading.js";

/** A statute as a reader meets it: its id, title, the language of its original, and the kinds it decides. */
export interface StatuteListing {
  id: string;
  title: string;
  /** The language of the original text: "de" (Borkum) or "da" (the Danish Law). */
  language: string;
  provisions: number;
  kinds: string[];
}

/** A provision with the language of its original ("de", "da"), for a reader to mark it up. */
export type ProvisionListing = ProvisionText & { readonly language: string };

/** A reading with the statutes that use it. */
export interface ReadingListing extends ReadingDef {
  statutes: string[];
}
