/**
 * Borkum Rolle 1666, 6.7–6.9: foot-strand goods, merchants' goods that came ashore
 * by themselves. The Vogt has four parts, the pastor two, and every household that
 * helped one (6.7); what counts as help (6.8), and a widow who may put another in
 * her place.
 */

import type { Rule, RuleContext, SalvagePerson } from "./kit.js";
import { at, choiceOn, evaluate, is, nameOf, phrases, q, R, rule } from "./kit.js";
import { recipient } from "./officials.js";
import { type Award, FOOT_STRAND_SCALE, noPart, parts, partsText, showAward } from "./parts.js";
import type { SalvageCase, Who } from "./salvage-common.js";
import {
  cartedHome,
  isGrownSon,
  isHead,
  isPastor,
  isSubstitute,
  isVogt,
  isWidow,
  names,
  tookPart,
  unvermoegend,
  worked,
} from "./salvage-common.js";

// Foot-strand goods (6.7–6.9)

const say = phrases("borkum-1666/6.7", {
  unableToWork: "unable to work",
  withoutMeans: "without means",
  either: "either",
  farmhands: "the farmhand's, who earned it",
  households: "her household's",
  officialsToo: "{lead}; they are the officials' four parts of 8.3 (Q-B28 R3), {words}",
  vogtBound: "did not help: 'whoever does not help has no part' binds the Vogt too (Q-B12 R2)",
  pastorBound: "did not help: 'whoever does not help has no part' binds the pastor too (Q-B12 R2)",
  vogtFixed: "{parts} as Vogt, fixed, though he did not help (Q-B12 R1)",
  pastorFixed: "{parts} as pastor, fixed, though he did not help (Q-B12 R1)",
  vogt: "4 parts as Vogt",
  pastor: "2 parts as pastor",
  notUnvermoegend:
    "she put {sent} in her place, but she is not 'unvermögend' as {why} reads it, so that help does not count, and she did not help herself",
  householdDidNotHelp: "her household did not help as 6.8 asks, neither she nor {sent} in her place",
  widowNoOne: "a widow who neither helped nor put anyone in her place: no part",
  notBoth: "did not help as 6.8 asks, with both the work and the carting home ({why})",
  didNotHelp: "did not help with the work or the carting home: no part",
  sonsToo: "1 part, though his grown {many, select, true {sons} other {son}} helped too ({sons})",
  sonsOnly: "{name} did not help himself; his household's part rests on the help of {sons} (borkum-1666/6.8, 6.9).",
  farmhandsPart: "her household's part is her farmhand's, {farmhands} (Q-B14 R3)",
  forHerHousehold: "1 part for her household: she is unable and {subs} helped in her place ({why})",
  head: "1 part as head of a household that helped",
  notAWidow:
    "sent in the place of {widow}, who is not a widow: only an unable widow may send someone in her place; his help counts for no one",
  notUnable:
    "sent in the place of {widow}, who is not 'unvermögend' as {why} reads it: no one may help in her place, and his help counts for no one",
  notUnableWarning:
    "{name} was sent in the place of {widow}, but she is not 'unvermögend' as {why} reads it; his help does not count (borkum-1666/6.7).",
  sentNoHelp: "sent in the place of {widow}, but did not help",
  hisOwn: "the part of {widow}'s household is his own (Q-B14 R3)",
  hisOwnShared: "the part of {widow}'s household is his own (Q-B14 R3), shared with the others sent in her place",
  widowHelped: "sent in the place of {widow}, who helped herself: her household's one part is hers",
  households2: "sent in the place of {widow}: the part is her household's ({why})",
  sonOfFather: "grown son: inside his father's one part ({parent})",
  sonOfMother: "grown son: inside his mother's one part ({parent})",
});

const onHelpConjunctive = choiceOn<null, boolean>("help_conjunctive", (v) => v);

/** Q-B13 R1: either the work or the carting home is the help 6.8 asks for. */
const eitherIsHelp = onHelpConjunctive.base(
  {
    id: "borkum-1666/6.8#help-either",
    label: "either the work or the carting home is the help that earns the part (Q-B13 R1)",
    provisions: [at("6.8")],
    gives: true,
  },
  [
    /** Q-B13 R2: 6.8 asks for both, so a household that only worked or only carted has not helped. */
    onHelpConjunctive.when("R2", {
      id: "borkum-1666/6.8#help-both",
      label: "the household must both work and cart home to have helped (Q-B13 R2)",
      provisions: [at("6.8")],
      gives: false,
    }),
  ],
);

/** Whether the work and the carting together are the help 6.8 asks for (Q-B13 only when one is missing). */
function helpEnough(didWork: boolean, didCart: boolean, ctx: RuleContext): boolean {
  if (didWork && didCart) return true;
  if (!didWork && !didCart) return false;
  return evaluate(eitherIsHelp, null, ctx).value === true;
}

/** What 'unvermögend' means, as Q-B14 reads it: unable to work, without means, or either. */
type Unable = "to-work" | "without-means" | "either";

const onUnable = choiceOn<null, Unable>("widow_substitute", (sense) =>
  sense === "to-work" ? say.unableToWork() : sense === "without-means" ? say.withoutMeans() : say.either(),
);

/**
 * Q-B14 R1, over R2 and R3: 'unvermögend' is unable to work. The rule gives the
 * sense; the widow's facts are read where the sense is applied, under the rule
 * that asks whether she may put another in her place.
 */
const unableInSense = onUnable.base(
  {
    id: "borkum-1666/6.7#unable-to-work",
    label: "'unvermögend' means unable to work: a widow who cannot work may put another in her place (Q-B14 R1)",
    provisions: [at("6.7")],
    gives: "to-work",
  },
  [
    onUnable.when("R2", {
      id: "borkum-1666/6.7#unable-without-means",
      label: "'unvermögend' means without means: a poor widow may put another in her place (Q-B14 R2)",
      provisions: [at("6.7")],
      gives: "without-means",
    }),
    onUnable.when("R3", {
      id: "borkum-1666/6.7#unable-either-way",
      label: "the farmhand himself has the part, and 'unvermögend' in either sense lets a widow send him (Q-B14 R3)",
      provisions: [at("6.7")],
      gives: "either",
    }),
  ],
);

/** 'Unvermögend' as Q-B14 reads it (R3 does not say which sense: either will do). */
function unableAsQB14Reads(widow: SalvagePerson, ctx: RuleContext): boolean {
  switch (evaluate(unableInSense, null, ctx).value as Unable) {
    case "without-means":
      return widow.without_means;
    case "either":
      return unvermoegend(widow);
    default:
      return widow.unable_to_work;
  }
}

/** Those a widow may and did put in her place: only an unable widow may (6.7). */
function allowedSubstitutes(c: SalvageCase, head: SalvagePerson, ctx: RuleContext): SalvagePerson[] {
  if (!isWidow(head)) return [];
  const sent = c.sentInPlaceOf(head);
  return sent.length > 0 && unableAsQB14Reads(head, ctx) ? sent : [];
}

interface HouseholdHelp {
  /** The household helped as 6.8 asks. */
  readonly helped: boolean;
  readonly sons: SalvagePerson[];
  readonly substitutes: SalvagePerson[];
}

/** The help of a household: the head, the grown sons who help him, a widow's farmhand. */
function householdHelp(w: Who, ctx: RuleContext): HouseholdHelp {
  const sons = w.c.grownSonsOf(w.person).filter(tookPart);
  const substitutes = allowedSubstitutes(w.c, w.person, ctx).filter(tookPart);
  const all = [w.person, ...sons, ...substitutes];
  const helped = helpEnough(all.some(worked), all.some(cartedHome), ctx);
  return { helped, sons, substitutes };
}

/** Whose the part is that a widow's farmhand earns in her place, as Q-B14 reads it. */
const onTheFarmhandsPart = choiceOn<null, boolean>("widow_substitute", (his) =>
  his ? say.farmhands() : say.households(),
);

/** Q-B14 R1 and R2, over R3: the part the farmhand earns in her place is her household's. */
const herHouseholdsPart = onTheFarmhandsPart.base(
  {
    id: "borkum-1666/6.7#the-part-is-her-households",
    label: "the part a widow's farmhand earns in her place is her household's (Q-B14 R1, R2)",
    provisions: [at("6.7")],
    gives: false,
  },
  [
    onTheFarmhandsPart.when("R3", {
      id: "borkum-1666/6.7#the-part-is-the-farmhands",
      label: "the part a widow's farmhand earns in her place is his own (Q-B14 R3)",
      provisions: [at("6.7")],
      gives: true,
    }),
  ],
);

/** Under Q-B14 R3 the part of a widow who did not help herself is her farmhand's. */
function farmhandHoldsPart(c: SalvageCase, widow: SalvagePerson, ctx: RuleContext): boolean {
  if (!isWidow(widow) || tookPart(widow)) return false;
  const h = householdHelp({ person: widow, c }, ctx);
  return (
    h.helped && h.sons.length === 0 && h.substitutes.length > 0 && evaluate(herHouseholdsPart, null, ctx).value === true
  );
}

/** The Vogt's four parts; under Q-B28 R3 they are the officials' four parts of 8.3. */
function vogtsFourParts(w: Who, lead: string): Award {
  const o = w.c.officials;
  if (o.kind !== "are_the_vogts_parts") return parts(4, lead);
  return parts(4, say.officialsToo({ lead, words: recipient(o.recipient).words }), {
    also: [at("8.3")],
  });
}

function officeHolderWhoDidNotHelp(office: "vogt" | "pastor"): Rule<Who, Award> {
  const title = office === "vogt" ? "Vogt" : "pastor";
  const n = FOOT_STRAND_SCALE[office];
  return rule<Who, Award>({
    id: `borkum-1666/6.8#${office}`,
    reads: ["facts.people[].{carted,helped,roles[]}"],
    label: `the ${title} who did not help: does 'whoever does not help has no part' bind him?`,
    provisions: [at("6.8")],
    readings: ["footstrand_fixed_parts"],
    show: showAward,
    when: (w, ctx) =>
      (office === "vogt" ? isVogt : isPastor)(w.person) && !helpEnough(worked(w.person), cartedHome(w.person), ctx),
    gives: (w, ctx) => {
      if (is(ctx, "footstrand_fixed_parts", "R2")) {
        return noPart(office === "vogt" ? say.vogtBound() : say.pastorBound());
      }
      const fixed = { parts: partsText(R(n)) };
      const lead = office === "vogt" ? say.vogtFixed(fixed) : say.pastorFixed(fixed);
      if (office === "pastor") return parts(n, lead, { also: [at("6.7")] });
      const vogts = vogtsFourParts(w, lead);
      return { ...vogts, also: [at("6.7"), ...(vogts.also ?? [])] };
    },
  });
}

export const vogtFootStrand = rule<Who, Award>({
  id: "borkum-1666/6.7#vogt",
  reads: ["facts.people[].roles[]"],
  label: "of foot-strand goods the Vogt has four parts",
  provisions: [at("6.7")],
  show: showAward,
  when: (w) => isVogt(w.person),
  gives: (w) => vogtsFourParts(w, say.vogt()),
  exceptions: [officeHolderWhoDidNotHelp("vogt")],
});

export const pastorFootStrand = rule<Who, Award>({
  id: "borkum-1666/6.7#pastor",
  reads: ["facts.people[].roles[]"],
  label: "of foot-strand goods the pastor has two parts",
  provisions: [at("6.7")],
  show: showAward,
  when: (w) => isPastor(w.person),
  gives: () => parts(2, say.pastor()),
  exceptions: [officeHolderWhoDidNotHelp("pastor")],
});

const noHelpNoPart = rule<Who, Award>({
  id: "borkum-1666/6.8#household",
  reads: ["facts.people[].{carted,farm,helped,in_place_of,roles[],son_of,unable_to_work,without_means}"],
  withoutBaseCondition:
    "6.8 takes the part away from whoever does not help, of any household: it is a bar on the parts of 6.7, and a person who is not the head of a household and does not help is told why he has none by 6.8 as well as by 6.7",
  label: "whoever does not help with the work and the carting home has no part",
  provisions: [at("6.8")],
  readings: ["help_conjunctive", "widow_substitute"],
  show: showAward,
  when: (w, ctx) => !householdHelp(w, ctx).helped,
  gives: (w, ctx) => {
    const p = w.person;
    const sent = w.c.sentInPlaceOf(p);
    if (isWidow(p) && sent.length > 0 && allowedSubstitutes(w.c, p, ctx).length === 0) {
      return noPart(say.notUnvermoegend({ sent: names(sent), why: q(ctx, "widow_substitute") }), {
        also: [at("6.7")],
      });
    }
    if (isWidow(p) && sent.length > 0) {
      return noPart(say.householdDidNotHelp({ sent: names(sent) }));
    }
    if (isWidow(p) && unvermoegend(p)) return noPart(say.widowNoOne());
    return tookPart(p) || householdHelp(w, ctx).sons.length > 0
      ? noPart(say.notBoth({ why: q(ctx, "help_conjunctive") }))
      : noPart(say.didNotHelp());
  },
});

const stillOnePartWithSons = rule<Who, Award>({
  id: "borkum-1666/6.9#householder",
  reads: ["facts.people[].{carted,count,farm,helped,in_place_of,roles[],son_of,unable_to_work,without_means}"],
  label: "a householder whose grown sons help him still has no more than one part",
  provisions: [at("6.9")],
  show: showAward,
  when: (w, ctx) => {
    const h = householdHelp(w, ctx);
    return h.helped && h.sons.length > 0;
  },
  gives: (w, ctx) => {
    const sons = householdHelp(w, ctx).sons;
    const many = sons.reduce((n, p) => n + p.count, 0) > 1;
    return parts(1, say.sonsToo({ many: String(many), sons: names(sons) }), {
      ...(tookPart(w.person)
        ? {}
        : {
            warning: say.sonsOnly({ name: nameOf(w.person), sons: names(sons) }),
          }),
    });
  },
});

const partIsTheFarmhands = rule<Who, Award>({
  id: "borkum-1666/6.7#widow-farmhand",
  reads: ["facts.people[].{carted,helped,in_place_of,roles[],son_of,unable_to_work,without_means}"],
  label: "a widow whose farmhand helped in her place, where the part is the farmhand's",
  provisions: [at("6.7")],
  show: showAward,
  when: (w, ctx) => farmhandHoldsPart(w.c, w.person, ctx),
  gives: (w) => noPart(say.farmhandsPart({ farmhands: names(w.c.sentInPlaceOf(w.person).filter(tookPart)) })),
});

export const headOfHouseholdFootStrand = rule<Who, Award>({
  id: "borkum-1666/6.7#household",
  reads: ["facts.people[].{carted,farm,helped,in_place_of,roles[],son_of,unable_to_work}"],
  label: "every father or mother of a household, Altbauer or Neubauer, has one part",
  provisions: [at("6.7")],
  readings: ["widow_substitute"],
  show: showAward,
  when: (w) => isHead(w.person),
  gives: (w, ctx) => {
    const subs = householdHelp(w, ctx).substitutes;
    return !tookPart(w.person) && subs.length > 0
      ? parts(1, say.forHerHousehold({ subs: names(subs), why: q(ctx, "widow_substitute") }))
      : parts(1, say.head());
  },
  exceptions: [noHelpNoPart, stillOnePartWithSons, partIsTheFarmhands],
});

function substituteAward(w: Who, ctx: RuleContext): Award {
  const widow = w.c.person(w.person.in_place_of) as SalvagePerson;
  if (!isWidow(widow)) {
    return noPart(say.notAWidow({ widow: nameOf(widow) }));
  }
  if (!unableAsQB14Reads(widow, ctx)) {
    const why = q(ctx, "widow_substitute");
    return noPart(say.notUnable({ widow: nameOf(widow), why }), {
      warning: say.notUnableWarning({ name: nameOf(w.person), widow: nameOf(widow), why }),
    });
  }
  if (!tookPart(w.person)) return noPart(say.sentNoHelp({ widow: nameOf(widow) }));
  if (farmhandHoldsPart(w.c, widow, ctx)) {
    const helpers = w.c.sentInPlaceOf(widow).filter(tookPart);
    const n = helpers.reduce((s, p) => s + p.count, 0);
    const share = R(1).div(R(n));
    return parts(share, n > 1 ? say.hisOwnShared({ widow: nameOf(widow) }) : say.hisOwn({ widow: nameOf(widow) }));
  }
  return tookPart(widow)
    ? noPart(say.widowHelped({ widow: nameOf(widow) }))
    : noPart(say.households2({ widow: nameOf(widow), why: q(ctx, "widow_substitute") }));
}

export const sentInPlaceOfAWidow = rule<Who, Award>({
  id: "borkum-1666/6.7#substitute",
  reads: ["facts.people[].{carted,count,helped,in_place_of,roles[],son_of,unable_to_work,without_means}"],
  label: "a farmhand an unable widow puts in her place, who helps cart home",
  provisions: [at("6.7")],
  readings: ["widow_substitute"],
  show: showAward,
  when: (w) => isSubstitute(w.person),
  gives: substituteAward,
});

export const grownSonFootStrand = rule<Who, Award>({
  id: "borkum-1666/6.9#son",
  reads: ["facts.people[].{farm,roles[],son_of}"],
  label: "a grown son who helps his father is inside his father's one part",
  provisions: [at("6.9")],
  show: showAward,
  when: (w) => isGrownSon(w.person) && !isHead(w.person) && w.c.parent(w.person) !== undefined,
  gives: (w) => {
    const parent = w.c.parent(w.person) as SalvagePerson;
    return noPart((isWidow(parent) ? say.sonOfMother : say.sonOfFather)({ parent: nameOf(parent) }));
  },
});

// ---------------------------------------------------------------------------
