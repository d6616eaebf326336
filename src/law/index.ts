/** The statutes sealaw knows. Each is one folder; this list is the only place that names them all. */

import type { ReadingDef } from "../core/reading.js";
import type { ListedRule } from "../core/rule.js";
import { borkum1666 } from "./borkum-1666/index.js";
import { dlAveri } from "./dl-averi/index.js";
import { dlVrag } from "./dl-vrag/index.js";
import type { StatuteModule } from "./statute.js";

export const STATUTES: readonly StatuteModule[] = [borkum1666, dlVrag, dlAveri];

/** Every reading of every statute, once each (statutes may share a reading), by name. */
export function allReadings(): ReadingDef[] {
  const m = new Map<string, ReadingDef>();
  for (const s of STATUTES) for (const r of s.readings) if (!m.has(r.name)) m.set(r.name, r);
  return [...m.values()].sort((a, b) => (a.question < b.question ? -1 : a.question > b.question ? 1 : 0));
}

/** Every rule of every statute, in id order. */
export function allRules(): ListedRule[] {
  return STATUTES.flatMap((s) => s.rules());
}

/** The rules that implement a provision: those that name it among their provisions. */
export function rulesFor(provision: string): ListedRule[] {
  const statute = STATUTES.find((s) => provision.startsWith(`${s.id}/`));
  return statute === undefined ? [] : statute.rules().filter((r) => r.provisions.includes(provision));
}
