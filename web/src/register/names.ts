/**
 * A lot's parties as a person names them: by the names its case gives them and
 * the part each plays ("Peder Hansen, the finder"; "the strand office"), from the
 * parties the server lists for the lot, never the case's ids. An id the lot's case
 * does not name (the king, the owner still to come) is put in words.
 */

import { memberOf, SAID } from "../../../src/registry/names.js";
import { t } from "../i18n/index.js";
import type { Party } from "./types.js";
import { tOr } from "./words.js";

/** A party's name and part: "Peder Hansen, the finder". */
export function partyText(p: Party): string {
  if (!p.role || !SAID.has(p.role)) return p.name;
  const part = t(`reg.part.${p.role}`);
  return p.name.toLowerCase().includes(part.toLowerCase()) ? p.name : `${p.name}, ${part}`;
}

/**
 * Who an id is on a lot: its party by name, a member of its group by place
 * ("households: member 17 of 46"), the id in words, or else the name the lot's
 * determination gives it (a due row's whoName: "The owners of the Fortuna").
 */
export function whoText(id: string, parties: readonly Party[], party?: Party, name?: string): string {
  const p = party ?? parties.find((x) => x.id === id);
  if (p) return partyText(p);
  const m = memberOf(id);
  const g = m && parties.find((x) => x.id === m.group);
  if (m && g)
    return t(g.count ? "reg.party.memberOf" : "reg.party.member", { group: g.name, n: m.n, count: g.count ?? 0 });
  return tOr(`reg.party.${id}`, name ?? id);
}
