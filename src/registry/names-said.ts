/**
 * The lot's parties named as names.ts names them, each name a message: the part a
 * party plays ("Peder Hansen, the finder"), a member of a group ("households:
 * member 17 of 46") and the parties a case need not name ("the king") are said in
 * the language of the refusal or the text that names them. The English is the
 * same as names.ts gives; names.ts itself stays plain data, for the pages.
 */

import { phrases } from "../core/messages.js";
import { memberOf, type NamedParty, SAID } from "./names.js";

const say = phrases("register.names", {
  finder: "{name}, the finder",
  claimant: "{name}, the claimant",
  owner: "{name}, the owner",
  skipper: "{name}, the skipper",
  fisherman: "{name}, the fisherman",
  salvor: "{name}, the salvor",
  member: "{group}: member {n}",
  memberOf: "{group}: member {n} of {count}",
  king: "the king",
  community: "the community",
  office: "the office",
  theOwner: "the owner",
  comma: "{a}, {b}",
  semicolon: "{a}; {b}",
  and: "{a} and {b}",
  space: "{a} {b}",
});

/**
 * Texts that are messages joined as `items.join(sep)` would join them, the whole a
 * message too: each join is one, so that a list of names or refusals' parts is
 * said in the language item by item. The English is the plain join.
 */
export function joinSaid(items: readonly string[], sep: ", " | "; " | " and " | " "): string {
  const join = sep === ", " ? say.comma : sep === "; " ? say.semicolon : sep === " and " ? say.and : say.space;
  let out = items[0] ?? "";
  for (const x of items.slice(1)) out = join({ a: out, b: x });
  return out;
}

type Role = "finder" | "claimant" | "owner" | "skipper" | "fisherman" | "salvor";

const WORDS: Readonly<Record<string, () => string>> = {
  king: () => say.king(),
  community: () => say.community(),
  office: () => say.office(),
  owner: () => say.theOwner(),
};

/** A party's name with the part it plays, where the name does not say it (names.ts, partyName). */
export function partySaid(p: NamedParty): string {
  if (!p.role || !SAID.has(p.role)) return p.name;
  return p.name.toLowerCase().includes(p.role) ? p.name : say[p.role as Role]({ name: p.name });
}

/** Who an id is on a lot, by name (names.ts, nameOf), in words that are messages. */
export function nameSaid(id: string, parties: readonly NamedParty[]): string {
  const p = parties.find((x) => x.id === id);
  if (p) return partySaid(p);
  const m = memberOf(id);
  if (m) {
    const g = parties.find((x) => x.id === m.group);
    if (g)
      return g.count
        ? say.memberOf({ group: g.name, n: String(m.n), count: String(g.count) })
        : say.member({ group: g.name, n: String(m.n) });
  }
  return WORDS[id]?.() ?? id;
}
