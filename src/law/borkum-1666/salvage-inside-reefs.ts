/**
 * Borkum Rolle 1666, 6.3: salvage with ships inside the reefs, on the Randzel or in
 * the Ems. The skipper who owns the salvaging ship has one more part for his
 * person, every helping head of household one; boys, grown sons and those sent
 * in another's place as the readings say.
 */

import { at, is, nameOf, phrases, rule, type SalvagePerson } from "./kit.js";
import { type Award, noPart, parts, showAward } from "./parts.js";
import { has, isBoy, isGrownSon, isHead, isSubstitute, shipName, tookPart, type Who } from "./salvage-common.js";
import { altbauerHelps, neubauerWithWagon } from "./salvage-home.js";
import { countsForHousehold } from "./salvage-outside-reefs.js";

// Inside the reefs (6.3)

const say = phrases("borkum-1666/6.3", {
  skipperPart: "1 part for his person, as skipper and owner of {ships}",
  boy: "a boy: inside the reefs only heads of household have a part, and no boys",
  grownSonR1: "grown son: inside the reefs only heads of household have a part (Q-B05 R1)",
  grownSonR2: "1 part as a grown-up helper (Q-B05 R2), his own (Q-B04 R2)",
  farmhand: "a farmhand",
  unmarried: "an unmarried man",
  notAHead: "not a head of household",
  notAHeadR1: "{role}: inside the reefs only heads of household have a part (Q-B05 R1)",
  notAHeadR2: "1 part as a grown-up helper (Q-B05 R2)",
  another: "another",
  substitute: "sent in the place of {principal}: his help counts for her, not for himself",
  helper: "1 part as a head of household who helped",
});

export const ownerSkipperInside = rule<Who, Award>({
  id: "borkum-1666/6.3#skipper",
  reads: ["facts.people[].id", "facts.ships[].owners[].person", "facts.ships[].skipper"],
  label: "the skipper to whom the salvaging ship belongs has one more part for his person",
  provisions: [at("6.3")],
  show: showAward,
  when: (w) => w.c.sails(w.person).some((s) => w.c.owns(w.person, s)),
  gives: (w) => {
    const ships = w.c.sails(w.person).filter((s) => w.c.owns(w.person, s));
    return parts(1, say.skipperPart({ ships: { list: ships.map((s) => ({ the: shipName(s) })) } }));
  },
});

/** Helps with salvage inside the reefs: the work, the carting home, or sailing a salvaging ship. */
const helpsInside = (w: Who): boolean => tookPart(w.person) || w.c.sails(w.person).length > 0;

const boyInside = rule<Who, Award>({
  id: "borkum-1666/6.3#boy",
  reads: ["facts.people[].roles[]"],
  label: "'und keine Jungens sind': boys have no part",
  provisions: [at("6.3")],
  show: showAward,
  when: (w) => isBoy(w.person),
  gives: () => noPart(say.boy()),
});

const grownSonInside = rule<Who, Award>({
  id: "borkum-1666/6.3#grown-son",
  reads: ["facts.people[].{carted,farm,helped,in_place_of,roles[]}"],
  label: "a grown son who helps inside the reefs",
  provisions: [at("6.3")],
  readings: ["inside_helper_status"],
  show: showAward,
  when: (w) =>
    helpsInside(w) && isGrownSon(w.person) && !isHead(w.person) && !isBoy(w.person) && !isSubstitute(w.person),
  gives: (w, ctx) => {
    if (is(ctx, "inside_helper_status", "R1")) {
      return noPart(say.grownSonR1());
    }
    return is(ctx, "son_part", "R1") ? countsForHousehold(w, ctx, "son_part") : parts(1, say.grownSonR2());
  },
});

function roleWord(p: SalvagePerson): string {
  if (has(p, "farmhand")) return say.farmhand();
  if (has(p, "unmarried")) return say.unmarried();
  return say.notAHead();
}

const notAHeadInside = rule<Who, Award>({
  id: "borkum-1666/6.3#not-a-head",
  reads: ["facts.people[].{carted,farm,helped,in_place_of,roles[]}"],
  label: "'das ist Haus Vatter': a helper who is not a head of household",
  provisions: [at("6.3")],
  readings: ["inside_helper_status"],
  show: showAward,
  when: (w) =>
    helpsInside(w) && !isHead(w.person) && !isBoy(w.person) && !isGrownSon(w.person) && !isSubstitute(w.person),
  gives: (w, ctx) =>
    is(ctx, "inside_helper_status", "R1")
      ? noPart(say.notAHeadR1({ role: roleWord(w.person) }))
      : parts(1, say.notAHeadR2()),
});

const sentInAnothersPlaceInside = rule<Who, Award>({
  id: "borkum-1666/6.3#substitute",
  reads: ["facts.people[].in_place_of"],
  label: "one sent to help in another's place helps for that other",
  provisions: [at("6.3")],
  show: showAward,
  when: (w) => isSubstitute(w.person) && !isBoy(w.person),
  gives: (w) => {
    const principal = w.c.person(w.person.in_place_of);
    return noPart(say.substitute({ principal: principal ? nameOf(principal) : say.another() }), {
      also: [at("6.4"), at("6.7")],
    });
  },
});

export const helperInside = rule<Who, Award>({
  id: "borkum-1666/6.3#helper",
  reads: ["facts.people[].{carted,helped}"],
  label: "all who help to salvage, that is heads of household and not boys, have one part each",
  provisions: [at("6.3")],
  show: showAward,
  when: helpsInside,
  gives: () => parts(1, say.helper()),
  exceptions: [boyInside, grownSonInside, notAHeadInside, sentInAnothersPlaceInside, altbauerHelps, neubauerWithWagon],
});

// ---------------------------------------------------------------------------
