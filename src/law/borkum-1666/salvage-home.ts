/**
 * Borkum Rolle 1666, 6.4–6.6: those at home. They have no part, except the Vogt,
 * the pastor and the widows (6.4); the Vogt's wagon (6.5) and the Altbauer's and
 * the Neubauer's wagons (6.6). These follow the rule for inside the reefs; on or
 * outside the reefs they apply only as Q-B06 reads them.
 */

import { at, choiceOn, evaluate, is, phrases, q, R, type RuleContext, rule, type SalvagePerson } from "./kit.js";
import { type Award, FOOT_STRAND_SCALE, noPart, parts, partsText, plus, showAward, type Unfixed } from "./parts.js";
import type { Who } from "./salvage-common.js";
import {
  isAltbauer,
  isBoy,
  isNeubauer,
  isPastor,
  isSubstitute,
  isVogt,
  isWidow,
  names,
  tookPart,
  unvermoegend,
} from "./salvage-common.js";

const say = phrases("borkum-1666/6.4", {
  unfixedWhat: "How many parts the Vogt, the pastor and the widows have while staying at home",
  unfixedBy: "old custom as the islanders' deputies swore to it, or else the princely officials at Greetsiel",
  unfixedBasis: "6.4 excepts them from 'no part at home' but gives no number (Q-B07 R3)",
  homeOne: "{lead}: 1 part (Q-B07 R1)",
  homeScale: "{lead}: {parts}, on the foot-strand scale of 6.7 (Q-B07 R2)",
  homeNoNumber: "{lead}, but the text gives no number (Q-B07 R3): left out until it is settled",
  wagonOnTop: "3 parts for helping with his wagon, on top of his part at home (Q-B09 R2)",
  asVogt: "his part as Vogt under 6.4",
  wagonInAll: "3 parts in all for helping with his wagon (Q-B09 R1)",
  vogtHelped: "the Vogt, who helped without his wagon, keeps his part",
  vogtAtHome: "the Vogt at home",
  pastorHelped: "the pastor, who helped",
  pastorAtHome: "the pastor at home",
  widowSent: "a widow who sent {sent} to help in her place (Q-B08 R2)",
  widowNoneSent: "a widow at home has a part only through someone sent in her place who helps, and none was (Q-B08 R2)",
  widowUnable: "{lead}, unable to work or without means (Q-B08 R3)",
  widowNeither:
    "a widow at home has a part only if she is unable to work or without means, and she is neither (Q-B08 R3)",
  widowHelped: "a widow, who helped ashore",
  widowAtHome: "a widow at home",
  widowR1: "{lead} (Q-B08 R1)",
  wagonTwo: "{who} with his wagon: 2 parts in all ({why})",
  wagonTwoOnTop: "{who} with his wagon: 2 parts for the wagon on top of his helper's part (Q-B10 R2)",
  anAltbauer: "an Altbauer",
  altbauerNoWagon: "1 part: an Altbauer who helps without his wagon",
  aNeubauer: "a Neubauer, by analogy (Q-B11 R2),",
  altbauerHomeR3: "1 part even at home: 'sonst einen Part' read as 'in any case' (Q-B10 R3)",
  altbauerHome: "stayed at home: 'sonst einen Part' is the part of an Altbauer who helps without his wagon ({why})",
});

// Parts the text does not number

const UNFIXED_HOME_PARTS: Unfixed = {
  key: "home_exception_parts",
  what: say.unfixedWhat(),
  by: say.unfixedBy(),
  basis: say.unfixedBasis(),
  provisions: [at("6.4")],
};

// ---------------------------------------------------------------------------
// Those at home, the Vogt's and the Altbauer's wagon (6.4–6.6)

const onHomeRuleScope = choiceOn<null, boolean>("home_rule_scope", (v) => v);

/** Q-B06 R1: 6.4–6.6 reach only salvage inside the reefs, the rule they follow. */
const insideOnly = onHomeRuleScope.base(
  {
    id: "borkum-1666/6.4#inside-only",
    label: "6.4–6.6 reach only salvage inside the reefs, the rule they follow in one sentence (Q-B06 R1)",
    provisions: [at("6.4")],
    gives: false,
  },
  [
    /** Q-B06 R2: 6.4–6.6 reach all salvage with ships under §6. */
    onHomeRuleScope.when("R2", {
      id: "borkum-1666/6.4#all-salvage",
      label: "6.4–6.6 reach all salvage with ships under §6, on, outside or inside the reefs (Q-B06 R2)",
      provisions: [at("6.4")],
      gives: true,
    }),
  ],
);

/**
 * 6.4–6.6 follow the rule for inside the reefs in one sentence. On or outside the
 * reefs they apply only as Q-B06 reads them; ask only once the facts make it matter.
 */
function homeRulesReach(w: Who, ctx: RuleContext): boolean {
  return w.c.situation === "inside" || evaluate(insideOnly, null, ctx).value === true;
}

/**
 * Named by 6.4 as having a part at home: whom Q-B06 concerns on or outside the
 * reefs. The Altbauer of 6.6 has his parts by helping ashore, which counts for
 * nothing there, and the farm is no question there.
 */
export const namedByHomeRules = (p: SalvagePerson): boolean => isVogt(p) || isPastor(p) || isWidow(p);

/** Whose part at home Q-B07 numbers, and the words that lead its reason. */
interface AtHome {
  readonly who: keyof typeof FOOT_STRAND_SCALE;
  readonly lead: string;
}

const onHomeExceptionParts = choiceOn<AtHome, Award>("home_exception_parts", showAward);

/** Q-B07 R1, over R2 and R3: the part at home is one part. */
const onePartAtHome = onHomeExceptionParts.base(
  {
    id: "borkum-1666/6.4#home-part-one",
    label: "the part at home of the Vogt, the pastor or a widow is one part (Q-B07 R1)",
    provisions: [at("6.4")],
    gives: ({ lead }) => parts(1, say.homeOne({ lead })),
  },
  [
    /** Q-B07 R2: the part at home is the part on the foot-strand scale of 6.7. */
    onHomeExceptionParts.when("R2", {
      id: "borkum-1666/6.4#home-part-on-the-foot-strand-scale",
      label:
        "the part at home of the Vogt, the pastor or a widow is their part on the foot-strand scale of 6.7 (Q-B07 R2)",
      provisions: [at("6.4"), at("6.7")],
      gives: ({ who, lead }) => {
        const n = FOOT_STRAND_SCALE[who];
        return parts(n, say.homeScale({ lead, parts: partsText(R(n)) }), {
          also: [at("6.7")],
        });
      },
    }),
    /** Q-B07 R3: the text gives the part at home no number; it is left out until settled. */
    onHomeExceptionParts.when("R3", {
      id: "borkum-1666/6.4#home-part-without-a-number",
      label: "the part at home of the Vogt, the pastor or a widow has no number in the text (Q-B07 R3)",
      provisions: [at("6.4")],
      gives: ({ lead }) =>
        noPart(say.homeNoNumber({ lead }), {
          unfixed: UNFIXED_HOME_PARTS,
        }),
    }),
  ],
);

/** The part at home of the Vogt, the pastor or a widow, as Q-B07 numbers it. */
function partAtHome(who: keyof typeof FOOT_STRAND_SCALE, ctx: RuleContext, lead: string): Award {
  return evaluate(onePartAtHome, { who, lead }, ctx).value as Award;
}

const vogtWithWagon = rule<Who, Award>({
  id: "borkum-1666/6.5#vogt-wagon",
  reads: ["facts.people[].{carted,helped,roles[],wagon}"],
  label: "the Vogt who helps cart the salvaged goods home with his wagon has three parts",
  provisions: [at("6.5")],
  readings: ["vogt_wagon_parts"],
  show: showAward,
  // The wagon is read only where 6.5 reaches (on or outside the reefs it is no
  // question), and only of a Vogt who helped: 'wann der Vogt hilft mit seinem Wagen'.
  when: (w, ctx) => isVogt(w.person) && homeRulesReach(w, ctx) && tookPart(w.person) && w.person.wagon,
  gives: (_w, ctx) =>
    is(ctx, "vogt_wagon_parts", "R2")
      ? plus(parts(3, say.wagonOnTop()), partAtHome("vogt", ctx, say.asVogt()))
      : parts(3, say.wagonInAll()),
});

export const vogtKeepsHisPart = rule<Who, Award>({
  id: "borkum-1666/6.4#vogt",
  reads: ["facts.people[].{carted,helped,roles[]}"],
  label: "the Vogt has a part even if he stays at home",
  provisions: [at("6.4")],
  show: showAward,
  when: (w, ctx) => isVogt(w.person) && homeRulesReach(w, ctx),
  gives: (w, ctx) => partAtHome("vogt", ctx, tookPart(w.person) ? say.vogtHelped() : say.vogtAtHome()),
  exceptions: [vogtWithWagon],
});

export const pastorKeepsHisPart = rule<Who, Award>({
  id: "borkum-1666/6.4#pastor",
  reads: ["facts.people[].{carted,helped,roles[]}"],
  label: "the pastor has a part even if he stays at home",
  provisions: [at("6.4")],
  show: showAward,
  when: (w, ctx) => isPastor(w.person) && homeRulesReach(w, ctx),
  gives: (w, ctx) => partAtHome("pastor", ctx, tookPart(w.person) ? say.pastorHelped() : say.pastorAtHome()),
});

/** Those sent in this person's place who helped. */
const helpingSubstitutes = (w: Who): SalvagePerson[] => w.c.sentInPlaceOf(w.person).filter(tookPart);

/** A widow where 6.4–6.6 reach: whom the widow's rule and its exceptions concern. */
const aWidowTheyReach = (w: Who, ctx: RuleContext): boolean => isWidow(w.person) && homeRulesReach(w, ctx);

/** Q-B08 R2: a widow at home has a part only through someone sent in her place who helps. */
const widowThroughOneSent = rule<Who, Award>({
  id: "borkum-1666/6.4#widow-through-one-sent",
  reads: ["facts.people[].{in_place_of,roles[]}"],
  label: "a widow at home has a part only through someone sent in her place who helps (Q-B08 R2)",
  provisions: [at("6.4")],
  readings: ["widow_home_part_inside"],
  show: showAward,
  when: (w, ctx) => aWidowTheyReach(w, ctx) && is(ctx, "widow_home_part_inside", "R2"),
  gives: (w, ctx) => {
    const sent = helpingSubstitutes(w);
    return sent.length > 0
      ? partAtHome("widow", ctx, say.widowSent({ sent: names(sent) }))
      : noPart(say.widowNoneSent());
  },
});

/** Q-B08 R3: a widow at home has a part only if she is unable to work or without means. */
const widowUnableOrPoor = rule<Who, Award>({
  id: "borkum-1666/6.4#widow-unable-or-poor",
  reads: ["facts.people[].{roles[],unable_to_work,without_means}"],
  label: "a widow at home has a part only if she is unable to work or without means (Q-B08 R3)",
  provisions: [at("6.4")],
  readings: ["widow_home_part_inside"],
  show: showAward,
  when: (w, ctx) => aWidowTheyReach(w, ctx) && is(ctx, "widow_home_part_inside", "R3"),
  gives: (w, ctx) =>
    unvermoegend(w.person)
      ? partAtHome("widow", ctx, say.widowUnable({ lead: widowLead(w) }))
      : noPart(say.widowNeither()),
});

const widowLead = (w: Who): string => (tookPart(w.person) ? say.widowHelped() : say.widowAtHome());

/** Q-B08 R1, over R2 and R3: a widow at home has her part. */
export const widowKeepsHerPart = rule<Who, Award>({
  id: "borkum-1666/6.4#widow",
  reads: ["facts.people[].{carted,helped,roles[]}"],
  label: "the widows have a part even if they stay at home",
  provisions: [at("6.4")],
  show: showAward,
  readings: ["widow_home_part_inside"],
  when: aWidowTheyReach,
  gives: (w, ctx) => partAtHome("widow", ctx, say.widowR1({ lead: widowLead(w) })),
  exceptions: [widowThroughOneSent, widowUnableOrPoor],
});

const onAltbauerWagonParts = choiceOn<string, Award>("altbauer_wagon_parts", showAward);

/** Q-B10 R1 and R3, over R2: one who helps with his wagon has two parts in all. */
const twoPartsWithTheWagon = onAltbauerWagonParts.base(
  {
    id: "borkum-1666/6.6#wagon-two-in-all",
    label: "one who helps with his wagon has two parts in all (Q-B10 R1, R3)",
    provisions: [at("6.6")],
    gives: (who, ctx) => parts(2, say.wagonTwo({ who, why: q(ctx, "altbauer_wagon_parts") })),
  },
  [
    /** Q-B10 R2: the wagon's two parts come on top of the helper's part. */
    onAltbauerWagonParts.when("R2", {
      id: "borkum-1666/6.6#wagon-on-top",
      label: "the wagon's two parts come on top of the part of one who helps (Q-B10 R2)",
      provisions: [at("6.6")],
      gives: (who) => parts(3, say.wagonTwoOnTop({ who })),
    }),
  ],
);

/** The wagon parts of 6.6, as Q-B10 reads them. */
function wagonParts(ctx: RuleContext, who: string): Award {
  return evaluate(twoPartsWithTheWagon, who, ctx).value as Award;
}

export const altbauerHelps = rule<Who, Award>({
  id: "borkum-1666/6.6#altbauer",
  reads: ["facts.people[].{carted,farm,helped,in_place_of,roles[],wagon}"],
  label: "every Altbauer who helps with his wagon has two parts, and otherwise one",
  provisions: [at("6.6")],
  show: showAward,
  // 'wenn er mit seinem Wagen hilft': whether he helped is asked before his farm,
  // so that the farm of one at home (a widow, 6.4) is never read for this rule.
  when: (w, ctx) =>
    homeRulesReach(w, ctx) && tookPart(w.person) && isAltbauer(w.person) && !isBoy(w.person) && !isSubstitute(w.person),
  gives: (w, ctx) => (w.person.wagon ? wagonParts(ctx, say.anAltbauer()) : parts(1, say.altbauerNoWagon())),
});

export const neubauerWithWagon = rule<Who, Award>({
  id: "borkum-1666/6.6#neubauer",
  reads: ["facts.people[].{carted,farm,helped,in_place_of,roles[],wagon}"],
  label: "a Neubauer who helps with his wagon (6.6 names only the Altbauer)",
  provisions: [at("6.6")],
  show: showAward,
  // 'ein jeder Altbauer, wenn er mit seinem Wagen hilft': a Neubauer's wagon counts
  // only as Q-B11 R2 reads it, by analogy; otherwise it is no question.
  readings: ["neubauer_wagon"],
  when: (w, ctx) =>
    homeRulesReach(w, ctx) &&
    tookPart(w.person) &&
    isNeubauer(w.person) &&
    !isBoy(w.person) &&
    !isSubstitute(w.person) &&
    is(ctx, "neubauer_wagon", "R2") &&
    w.person.wagon,
  gives: (_w, ctx) => wagonParts(ctx, say.aNeubauer()),
});

export const altbauerAtHome = rule<Who, Award>({
  id: "borkum-1666/6.6#altbauer-home",
  reads: ["facts.people[].farm"],
  label: "an Altbauer who stays at home ('und sonst einen Part')",
  provisions: [at("6.6")],
  show: showAward,
  // Where 6.4–6.6 do not reach, the farm is no question: the reach is asked first.
  when: (w, ctx) => homeRulesReach(w, ctx) && isAltbauer(w.person) && !tookPart(w.person),
  gives: (_w, ctx) =>
    is(ctx, "altbauer_wagon_parts", "R3")
      ? parts(1, say.altbauerHomeR3())
      : noPart(say.altbauerHome({ why: q(ctx, "altbauer_wagon_parts") }), { also: [at("6.4")] }),
});

// ---------------------------------------------------------------------------
