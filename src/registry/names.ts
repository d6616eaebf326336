/**
 * The lot's parties as a clerk names them: by the names its case gives them and
 * the part each plays ("Peder Hansen, the finder"; "the amtmand"), a member of a
 * group of like persons by its place in the group ("households: member 17 of 46").
 * The ids stay where a command needs one (`pay --from`, `--postings`); what a
 * clerk reads names people. Plain data only, so that the pages run it too
 * (web/src/register/names.ts: the member's id and the parts worth saying).
 */

/** A party to a lot as the names read it (lot-view.ts, Party). */
export interface NamedParty {
  id: string;
  name: string;
  role?: string;
  /** The number of members, for a group of like persons paid member by member. */
  count?: number;
}

/** The parts worth saying beside a name: an office's or a king's name says what it is. The pages say them too. */
export const SAID: ReadonlySet<string> = new Set(["finder", "claimant", "owner", "skipper", "fisherman", "salvor"]);

/** Parties a lot's case need not name, in words. */
const WORDS: Readonly<Record<string, string>> = {
  king: "the king",
  community: "the community",
  office: "the office",
  owner: "the owner",
};

/** A member of a group paid member by member, by its posting's creditor id ("households#17"). */
export function memberOf(id: string): { group: string; n: number } | undefined {
  const m = /^(.+)#([1-9][0-9]*)$/.exec(id);
  return m ? { group: m[1] as string, n: Number(m[2]) } : undefined;
}

/** A party's name with the part it plays, where the name does not say it: "Peder Hansen, the finder". */
export function partyName(p: NamedParty): string {
  if (!p.role || !SAID.has(p.role)) return p.name;
  const part = `the ${p.role}`;
  return p.name.toLowerCase().includes(p.role) ? p.name : `${p.name}, ${part}`;
}

/** Who an id is on a lot, by name: its party, a member of its group, or the id in words. */
export function nameOf(id: string, parties: readonly NamedParty[]): string {
  const p = parties.find((x) => x.id === id);
  if (p) return partyName(p);
  const m = memberOf(id);
  if (m) {
    const g = parties.find((x) => x.id === m.group);
    if (g) return `${g.name}: member ${m.n}${g.count ? ` of ${g.count}` : ""}`;
  }
  return WORDS[id] ?? id;
}

/**
 * The party a clerk means by `given`: the id of one of the lot's parties (or of a
 * member of its group), or a party's name, any case. Undefined when it is neither.
 */
export function partyMeant(
  given: string,
  parties: readonly NamedParty[],
  known: readonly string[],
): string | undefined {
  const ids = new Set([...parties.map((p) => p.id), ...known]);
  if (ids.has(given)) return given;
  const m = memberOf(given);
  const count = m && parties.find((p) => p.id === m.group)?.count;
  if (m && ids.has(m.group) && (known.includes(given) || (count !== undefined && m.n <= count))) return given;
  const g = given.trim().toLowerCase();
  const byName = parties.filter((p) => p.name.toLowerCase() === g || partyName(p).toLowerCase() === g);
  if (byName.length === 1) return byName[0]?.id;
  const byWords = Object.entries(WORDS).find(([id, w]) => w === g && ids.has(id));
  return byWords?.[0];
}
