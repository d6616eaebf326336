/** dl-vrag/14, 19: where the find was made, in the sea or on the open sea away from all land (Q-V08). */

import { type FindCase, isWreck, itemWords } from "./find-common.js";
import { type Assessment, at, firstOf, note, phrases, type RuleContext, reading, rule, type Step } from "./kit.js";

const say = phrases("dl-vrag/19.place", {
  assessor: "not named by the text: the king's officer who receives the find, on the finder's account",
  notSaid: "the case does not say whether it was found {open}",
  whether: "Whether the find was made {open} ({path})",
  basis:
    "under Q-V08 {code} the open sea of dl-vrag/19 is {open}; until that is known neither the third (14) nor the half (19) can be given",
  outOfSight: "out of sight of any land",
  inSight: "within sight of land",
  outsideWaters: "outside the waters of any coast",
  withinWaters: "within coastal waters",
  assessedOpen: "assessed by {by} as found on the open sea away from all land",
  assessedSea: "assessed by {by} as found in the sea, not on the open sea",
  notYetAssessed: "not yet assessed",
  whetherWreck:
    "Whether the wreck was found 'in the sea' (dl-vrag/14, a third) or 'on the open sea away from all land' (dl-vrag/19, a half)",
  factBasis: "a question of fact under Q-V08 R3; the case says: {facts}. Give it as facts.found.assessment",
  noPlace: "no place named",
  placeFacts:
    "{place}{sight, select, out {, out of sight of land} in {, within sight of land} other {}}{waters, select, in {, in coastal waters} out {, outside coastal waters} other {}}",
  notWreck:
    "{item} is not wreck ('vrag'): dl-vrag/19 speaks of wreck only, so wherever it was found it is dealt with as a find in the sea",
  ownersPresent:
    "some of the people it belongs to were with it: dl-vrag/19 speaks of wreck with 'ingen folk ... derhos, som det tilhører', so it is not 19's",
  whereLabel: "Where the wreck was found: in the sea (14) or on the open sea away from all land (19)",
  notKnown: "not known",
  openSea: "the open sea",
  sea: "the sea",
});

// ---------------------------------------------------------------------------
// Where it was found (Q-V08): in the sea (14), or on the open sea away from all land (19)

export interface Place {
  /** true: the open sea (19); false: the sea (14); undefined: not known from the case. */
  readonly openSea: boolean | undefined;
  readonly reason: string;
  readonly assessment?: Assessment;
}

const PLACE_ASSESSOR = say.assessor();

function placeFromFact(fact: boolean | undefined, open: string, sea: string, path: string, code: string): Place {
  if (fact !== undefined) return { openSea: fact, reason: fact ? open : sea };
  return {
    openSea: undefined,
    reason: say.notSaid({ open }),
    assessment: {
      what: say.whether({ open, path }),
      by: PLACE_ASSESSOR,
      basis: say.basis({ code, open }),
      status: "needed",
      provisions: [at(14), at(19)],
    },
  };
}

const outOfSightOfLand = rule<FindCase, Place>({
  id: "dl-vrag/19#out-of-sight",
  reads: ["facts.found.out_of_sight_of_land"],
  label: "the open sea away from all land is where no land is in sight (Q-V08 R1)",
  provisions: [at(14), at(19)],
  when: (_c, ctx) => reading(ctx, "sea_vs_open_sea") === "R1",
  gives: (c) =>
    placeFromFact(
      c.facts.found.out_of_sight_of_land,
      say.outOfSight(),
      say.inSight(),
      "facts.found.out_of_sight_of_land",
      "R1",
    ),
  facts: (c) => ({ out_of_sight_of_land: c.facts.found.out_of_sight_of_land ?? null }),
  readings: ["sea_vs_open_sea"],
  show: (p) => p.reason,
});

const outsideCoastalWaters = rule<FindCase, Place>({
  id: "dl-vrag/19#outside-coastal-waters",
  reads: ["facts.found.in_coastal_waters"],
  label: "the open sea away from all land is outside the waters belonging to any coast (Q-V08 R2)",
  provisions: [at(14), at(19)],
  when: (_c, ctx) => reading(ctx, "sea_vs_open_sea") === "R2",
  gives: (c) => {
    const f = c.facts.found.in_coastal_waters;
    return placeFromFact(
      f === undefined ? undefined : !f,
      say.outsideWaters(),
      say.withinWaters(),
      "facts.found.in_coastal_waters",
      "R2",
    );
  },
  facts: (c) => ({ in_coastal_waters: c.facts.found.in_coastal_waters ?? null }),
  readings: ["sea_vs_open_sea"],
  show: (p) => p.reason,
});

const asAssessed = rule<FindCase, Place>({
  id: "dl-vrag/19#assessed",
  reads: ["facts.found.assessment.{by,open_sea}"],
  label: "whether the find was made on the open sea away from all land is assessed case by case (Q-V08 R3)",
  provisions: [at(14), at(19)],
  when: (_c, ctx) => reading(ctx, "sea_vs_open_sea") === "R3",
  gives: (c) => {
    const a = c.facts.found.assessment;
    if (a) {
      return { openSea: a.open_sea, reason: (a.open_sea ? say.assessedOpen : say.assessedSea)({ by: a.by }) };
    }
    return {
      openSea: undefined,
      reason: say.notYetAssessed(),
      assessment: {
        what: say.whetherWreck(),
        by: PLACE_ASSESSOR,
        basis: say.factBasis({ facts: placeFacts(c) }),
        status: "needed",
        provisions: [at(14), at(19)],
      },
    };
  },
  facts: (c) => ({ assessment: c.facts.found.assessment ? c.facts.found.assessment.open_sea : null }),
  readings: ["sea_vs_open_sea"],
  show: (p) => p.reason,
});

function placeFacts(c: FindCase): string {
  const f = c.facts.found;
  const sight = f.out_of_sight_of_land === undefined ? "none" : f.out_of_sight_of_land ? "out" : "in";
  const waters = f.in_coastal_waters === undefined ? "none" : f.in_coastal_waters ? "in" : "out";
  const place = f.place ?? say.noPlace();
  // A message whose text is its own argument would name itself: the place alone is said as it is.
  return sight === "none" && waters === "none" ? place : say.placeFacts({ place, sight, waters });
}

/**
 * Where the find was made, as far as it matters: only wreck with none of its
 * people by it can be dl-vrag/19's, so only then is Q-V08 asked.
 */
export function wherefound(c: FindCase, ctx: RuleContext): { place: Place; step: Step } {
  if (!isWreck(c)) {
    const reason = say.notWreck({ item: itemWords(c) });
    return { place: { openSea: false, reason }, step: note(reason, [at(14), at(19)]) };
  }
  if (c.facts.found.owners_present) {
    const reason = say.ownersPresent();
    return { place: { openSea: false, reason }, step: note(reason, [at(19)]) };
  }
  const tried = firstOf([outOfSightOfLand, outsideCoastalWaters, asAssessed], c, ctx);
  const place = tried.value as Place;
  const step: Step = {
    label: say.whereLabel(),
    provisions: [at(14), at(19)],
    status: "applied",
    facts: { place: c.facts.found.place ?? null },
    value: place.openSea === undefined ? say.notKnown() : place.openSea ? say.openSea() : say.sea(),
    children: tried.steps,
  };
  return { place, step };
}
