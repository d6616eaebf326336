/**
 * Borkum Rolle 1666, 6.1–6.2: salvage with ships on or outside the reefs. The
 * skipper has one part, and everyone else aboard who helps one; a co-owner, a boy
 * and a grown son aboard as the readings say.
 */

import { at, is, nameOf, phrases, q, type RuleContext, reading, rule, type SalvageShip } from "./kit.js";
import { type Award, noPart, parts, showAward } from "./parts.js";
import type { BorkumReading } from "./readings.js";
import type { Who } from "./salvage-common.js";
import { aboardAndHelping, isBoy, isGrownSon, isHeadByRole, ownsShipAboard, shipName } from "./salvage-common.js";

// On or outside the reefs (6.1, 6.2)

const say = phrases("borkum-1666/6.1", {
  skipperPart: "1 part for his person, as skipper of {ships}",
  householdNoParent: "his household's one part ({why}); no parent is named (son_of), so it stands on his row",
  householdNoParentWarning:
    "{name}'s part belongs to his household under {why}, but no parent is named with son_of; it is shown on his own row.",
  countsForHousehold: "his help counts for the household of {parent}, which has one part at most ({why})",
  coOwnerR2: "co-owner of the ship he helped aboard: his share of the ship parts only, no part for his person ({why})",
  coOwner: "1 part for his person aboard, besides his share of the ship parts ({why})",
  boyR2: "a boy: boys have no part, as 6.3 says for inside the reefs (Q-B03 R2)",
  boyR1: "1 part for his person: 'Jemand' aboard who helps, a boy too (Q-B03 R1)",
  grownSonR2: "1 part for his person: the one-part limit of 6.9 holds only where the text states it (Q-B04 R2)",
  helper: "1 part for his person, aboard {ship}",
});

export const skipperOnOrOutside = rule<Who, Award>({
  id: "borkum-1666/6.1#skipper",
  reads: ["facts.people[].id", "facts.ships[].skipper"],
  label: "the skipper who salvages the goods with his ship has one part for his person",
  provisions: [at("6.1")],
  show: showAward,
  when: (w) => w.c.sails(w.person).length > 0,
  gives: (w) => parts(1, say.skipperPart({ ships: { list: w.c.sails(w.person).map((s) => ({ the: shipName(s) })) } })),
});

/** Whose one part a son's or boy's help counts for, where it counts for the household. */
export function countsForHousehold(w: Who, ctx: RuleContext, name: BorkumReading): Award {
  const parent = w.c.parent(w.person);
  if (parent === undefined) {
    return parts(1, say.householdNoParent({ why: q(ctx, name) }), {
      warning: say.householdNoParentWarning({ name: nameOf(w.person), why: q(ctx, name) }),
    });
  }
  return noPart(say.countsForHousehold({ parent: nameOf(parent), why: q(ctx, name) }), {
    countsFor: parent.id,
    also: [at("6.9")],
  });
}

const coOwnerAboard = rule<Who, Award>({
  id: "borkum-1666/6.2#co-owner",
  reads: ["facts.people[].aboard", "facts.ships[].id", "facts.ships[].owners[].person"],
  label: "a co-owner aboard is not one 'to whom the ship does not belong'",
  provisions: [at("6.2")],
  readings: ["ship_parts_recipient"],
  show: showAward,
  when: ownsShipAboard,
  gives: (_w, ctx) =>
    is(ctx, "ship_parts_recipient", "R2")
      ? noPart(say.coOwnerR2({ why: q(ctx, "ship_parts_recipient") }))
      : parts(1, say.coOwner({ why: q(ctx, "ship_parts_recipient") })),
});

const boyAboard = rule<Who, Award>({
  id: "borkum-1666/6.2#boy",
  reads: ["facts.people[].{aboard,helped,roles[],son_of}", "facts.ships[].id", "facts.ships[].owners[].person"],
  label: "a boy who helps aboard",
  provisions: [at("6.2")],
  readings: ["boy_part_aboard"],
  show: showAward,
  when: (w) => aboardAndHelping(w) && isBoy(w.person) && !ownsShipAboard(w),
  gives: (w, ctx) => {
    switch (reading(ctx, "boy_part_aboard")) {
      case "R2":
        return noPart(say.boyR2(), { also: [at("6.3")] });
      case "R3":
        return countsForHousehold(w, ctx, "boy_part_aboard");
      default:
        return parts(1, say.boyR1());
    }
  },
});

const grownSonAboard = rule<Who, Award>({
  id: "borkum-1666/6.2#grown-son",
  reads: ["facts.people[].{aboard,helped,roles[],son_of}", "facts.ships[].id", "facts.ships[].owners[].person"],
  label: "a grown son who helps aboard",
  provisions: [at("6.2")],
  readings: ["son_part"],
  show: showAward,
  when: (w) =>
    aboardAndHelping(w) && isGrownSon(w.person) && !isHeadByRole(w.person) && !isBoy(w.person) && !ownsShipAboard(w),
  gives: (w, ctx) => (is(ctx, "son_part", "R1") ? countsForHousehold(w, ctx, "son_part") : parts(1, say.grownSonR2())),
});

export const helperAboard = rule<Who, Award>({
  id: "borkum-1666/6.2#helper",
  reads: ["facts.people[].{aboard,helped}", "facts.ships[].{id,name}"],
  label: "whoever else is aboard and helps to salvage has one part for his person",
  provisions: [at("6.2")],
  show: showAward,
  when: aboardAndHelping,
  gives: (w) => parts(1, say.helper({ ship: { the: shipName(w.c.shipAboard(w.person) as SalvageShip) } })),
  exceptions: [coOwnerAboard, boyAboard, grownSonAboard],
});

// ---------------------------------------------------------------------------
