/** dl-vrag/14, 19: where the find was made, in the sea or on the open sea away from all land (Q-V08). */

import { type FindCase, isWreck, itemWords } from "./find-common.js";
import { type Assessment, at, firstOf, note, type RuleContext, reading, rule, type Step } from "./kit.js";

// ---------------------------------------------------------------------------
// Where it was found (Q-V08): in the sea (14), or on the open sea away from all land (19)

export interface Place {
  /** true: the open sea (19); false: the sea (14); undefined: not known from the case. */
  readonly openSea: boolean | undefined;
  readonly reason: string;
  readonly assessment?: Assessment;
}

const PLACE_ASSESSOR = "not named by the text: the king's officer who receives the find, on the finder's account";

function placeFromFact(fact: boolean | undefined, open: string, sea: string, path: string, code: string): Place {
  if (fact !== undefined) return { openSea: fact, reason: fact ? open : sea };
  return {
    openSea: undefined,
    reason: `the case does not say whether it was found ${open}`,
    assessment: {
      what: `Whether the find was made ${open} (${path})`,
      by: PLACE_ASSESSOR,
      basis: `under Q-V08 ${code} the open sea of dl-vrag/19 is ${open}; until that is known neither the third (14) nor the half (19) can be given`,
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
      "out of sight of any land",
      "within sight of land",
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
      "outside the waters of any coast",
      "within coastal waters",
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
      const words = a.open_sea ? "on the open sea away from all land" : "in the sea, not on the open sea";
      return { openSea: a.open_sea, reason: `assessed by ${a.by} as found ${words}` };
    }
    return {
      openSea: undefined,
      reason: "not yet assessed",
      assessment: {
        what: "Whether the wreck was found 'in the sea' (dl-vrag/14, a third) or 'on the open sea away from all land' (dl-vrag/19, a half)",
        by: PLACE_ASSESSOR,
        basis: `a question of fact under Q-V08 R3; the case says: ${placeFacts(c)}. Give it as facts.found.assessment`,
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
  const bits = [
    f.place ?? "no place named",
    f.out_of_sight_of_land === undefined
      ? ""
      : f.out_of_sight_of_land
        ? "out of sight of land"
        : "within sight of land",
    f.in_coastal_waters === undefined ? "" : f.in_coastal_waters ? "in coastal waters" : "outside coastal waters",
  ];
  return bits.filter(Boolean).join(", ");
}

/**
 * Where the find was made, as far as it matters: only wreck with none of its
 * people by it can be dl-vrag/19's, so only then is Q-V08 asked.
 */
export function wherefound(c: FindCase, ctx: RuleContext): { place: Place; step: Step } {
  if (!isWreck(c)) {
    const reason = `${itemWords(c)} is not wreck ('vrag'): dl-vrag/19 speaks of wreck only, so wherever it was found it is dealt with as a find in the sea`;
    return { place: { openSea: false, reason }, step: note(reason, [at(14), at(19)]) };
  }
  if (c.facts.found.owners_present) {
    const reason =
      "some of the people it belongs to were with it: dl-vrag/19 speaks of wreck with 'ingen folk ... derhos, som det tilhører', so it is not 19's";
    return { place: { openSea: false, reason }, step: note(reason, [at(19)]) };
  }
  const tried = firstOf([outOfSightOfLand, outsideCoastalWaters, asAssessed], c, ctx);
  const place = tried.value as Place;
  const step: Step = {
    label: "Where the wreck was found: in the sea (14) or on the open sea away from all land (19)",
    provisions: [at(14), at(19)],
    status: "applied",
    facts: { place: c.facts.found.place ?? null },
    value: place.openSea === undefined ? "not known" : place.openSea ? "the open sea" : "the sea",
    children: tried.steps,
  };
  return { place, step };
}
