/** dl-vrag/8: wreck with nobody with it, and who must salvage and keep it. */

import type { Json, Obligation, RuleContext, Step, Warning, WreckFacts } from "./kit.js";
import { at, firstOf, NotCoveredError, note, phrases, rule } from "./kit.js";
import { EITHER, named, type Party, type Shore, type WreckCase } from "./wreck-common.js";

const say = phrases("dl-vrag/8", {
  nobody: "nobody living was with it",
  notSaid: "the case does not say; a wreck is taken to be found with nobody with it",
  salvage: "have as much of the ship and goods salvaged as can possibly be, with all diligence",
  keep: "have what is salvaged lodged in safe keeping with clear registers, and kept until its owner takes it or the year and a day has run out{charge}",
  keeper: "had the wreck salvaged and keeps it, for {bound} (dl-vrag/8)",
  whoMust: "Who must salvage and keep the wreck: {party}",
  noRegister:
    "No clear register of the salvaged wreck is kept, though dl-vrag/8 requires one: the owner cannot check what was salvaged, nor the keeper show what he holds.",
});

// ---------------------------------------------------------------------------
// dl-vrag/8: wreck with nobody with it, and who must salvage and keep it

export const nobodyWithIt = rule<WreckFacts, string>({
  id: "dl-vrag/8#no-living-people",
  reads: ["facts.{living_people,place}"],
  label: "ship or goods become wreck, and no living people are with it",
  provisions: [at(8)],
  when: (f) => f.living_people !== true && f.place !== "open_sea",
  gives: (f) => (f.living_people === false ? say.nobody() : say.notSaid()),
  facts: (f) => ({ living_people: f.living_people ?? null, place: f.place ?? null }),
});

export function notThisChapter(f: WreckFacts): NotCoveredError {
  if (f.place === "open_sea") {
    return new NotCoveredError(
      'Wreck found at sea is not wreck on the shore: dl-vrag/14–19 govern it (a third to the finder, or on the open sea half to the salvor and half to the king). Decide it as a case of kind "find".',
      "facts.place",
      [at(8), "dl-vrag/14", "dl-vrag/19"],
    );
  }
  return new NotCoveredError(
    'Living people were with the wreck, so dl-vrag/8–13 do not apply: the skipper and his people salvage, and the officials and the foreshore holder help if asked, for a reasonable salvage reward (dl-vrag/1–7). Decide it as a case of kind "salvage".',
    "facts.living_people",
    [at(8), "dl-vrag/1", "dl-vrag/5"],
  );
}

export function shoreFacts(s: Shore): Record<string, Json> {
  if (s.of === "king") return { foreshore: "king", amtmand: s.amtmand.id };
  if (s.of === "landowner") return { foreshore: "landowner", holder: s.holder.id, foreshore_right: s.right };
  return { foreshore: null };
}

const amtmandOnKingsForeshore = rule<Shore, Party>({
  id: "dl-vrag/8#amtmand",
  label: "on the king's foreshore the amtmand must have the wreck salvaged and kept",
  provisions: [at(8)],
  when: (s) => s.of === "king",
  gives: (s) => (s.of === "king" ? s.amtmand : EITHER),
  facts: shoreFacts,
  show: (p) => p.name,
});

const landownerOffHisLand = rule<Shore, Party>({
  id: "dl-vrag/8#landowner",
  label: "off a landowner's land, the landowner must have the wreck salvaged and kept",
  provisions: [at(8)],
  when: (s) => s.of === "landowner",
  gives: (s) => (s.of === "landowner" ? s.holder : EITHER),
  facts: shoreFacts,
  show: (p) => p.name,
});

/** The one dl-vrag/8 binds, with the step that says why. */
export function dutyHolder(s: Shore, ctx: RuleContext): { party: Party; step: Step } {
  const tried = firstOf([amtmandOnKingsForeshore, landownerOffHisLand], s, ctx);
  const party = tried.applied && tried.value ? tried.value : EITHER;
  const step: Step = {
    label: say.whoMust({ party: party.name }),
    provisions: [at(8)],
    status: "applied",
    value: party.id,
    children: tried.applied ? tried.steps : [...tried.steps, note(EITHER.role, [at(8)])],
  };
  return { party, step };
}

/**
 * Who holds the wreck and accounts for it: whoever the case says had it salvaged
 * and keeps it (a strand bailiff, an estate's bailiff), or else the one dl-vrag/8
 * binds. The duties stay with the one the text names ('skal amtmanden ... lade
 * bjerge ... og det indlægge lade'): the keeper does the work for him.
 */
export function keeperOf(c: WreckCase, bound: Party): Party {
  const by = c.facts.keeping?.by;
  if (by === undefined || by === bound.id) return bound;
  return c.party(by, say.keeper({ bound: named(bound) }));
}

/**
 * The keeper's duties under dl-vrag/8. What keeping the wreck cost him, and who
 * bears it, is Q-S12 `keeping_costs` (wreck-keeping.ts): `charge` is the words
 * that say so, where the case gives the cost.
 */
export function duties(bound: Party, charge: string): Obligation[] {
  return [
    {
      who: bound.id,
      what: say.salvage(),
      provisions: [at(8)],
    },
    {
      who: bound.id,
      what: say.keep({ charge }),
      provisions: [at(8), at(9)],
    },
  ];
}

export function registerWarnings(f: WreckFacts): Warning[] {
  if (f.keeping?.register_kept !== false) return [];
  return [
    {
      message: say.noRegister(),
      provisions: [at(8)],
    },
  ];
}
