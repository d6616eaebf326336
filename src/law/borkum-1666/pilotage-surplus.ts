/**
 * Borkum Rolle 1666, 7.3–7.5: the division of pilot money when one person pilots.
 * The pilot keeps the agreed price; what he bargains above it goes to the company
 * present at the accord, one part per household (7.3); the Vogt and the pastor
 * who were told and stayed away have no part (7.4), and if not told they have
 * their share where the ship was seen from the tower (7.5).
 */

import type { Person, Rule, RuleContext } from "./kit.js";
import { at, CaseError, choiceOn, evaluate, is, Money, nameOf, phrases, q, R, rule } from "./kit.js";
import type { Award, Fallback, Unfixed } from "./parts.js";
import { FOOT_STRAND_SCALE, noPart, parts, partsText, showAward } from "./parts.js";
import type { PilotageCase, Setting, Who } from "./pilotage-common.js";
import { goes, isHead, isPastor, isVogt, names, present } from "./pilotage-common.js";

const say = phrases("borkum-1666/7.3", {
  shortfallMadeUp:
    "the ship paid {paid}, {short} less than the agreed price of {agreed}: {keeper, select, pilot {the pilot} other {the piloting ship's party}} keeps what the ship paid, and the company makes up the {short} in their parts (Q-B19 R2; see the liabilities)",
  shortfallBorne:
    "the ship paid {paid}, {short} less than the agreed price of {agreed}: {keeper, select, pilot {the pilot} other {the piloting ship's party}} bears the shortfall and has only what the ship paid; there is no surplus (Q-B19 R1)",
  keepsAgreed:
    "{keeper, select, pilot {the pilot} other {the piloting ship's party}} keeps the agreed price of {agreed}; the {surplus} bargained above it goes to the company",
  pilotKeepsOnly: "the pilot: keeps the agreed price only; the surplus goes to the others (Q-B17 R2)",
  partyKeepsOnly:
    "of the ship's party: keeps its share of the agreed price only; the surplus goes to the others (Q-B17 R2)",
  throughSons:
    "1 part for his household: he was not at the accord himself, but {n, plural, one {his son {sons} was} other {his sons {sons} were}}, and a household has one part however many sons are there (Q-B18 R1)",
  throughSonsWarning:
    "{name} was not on the beach at the accord; his household's one part of the surplus rests on {sons} being there (borkum-1666/7.3).",
  notOnTheBeach: "was not on the beach at the accord: the surplus goes to the company present",
  withinHousehold:
    "one part per household, however many sons were there: counted within the one part of {head}'s household",
  withinHouseholdAway:
    "one part per household, however many sons were there: counted within the one part of {head}'s household, who was not there himself",
  notAHeadR2: "not a head of household: the company is read as the householders present (Q-B18 R2)",
  presentR1: "1 part: present at the accord, and everyone present is of the company (Q-B18 R1)",
  presentR1Pilot:
    "1 part: present at the accord, and everyone present is of the company (Q-B18 R1); the pilot himself is one of them (Q-B17 R1)",
  householdSons: "1 part for his household, though {sons} were there too",
  householdSonsPilot:
    "1 part for his household, though {sons} were there too, the pilot himself being one of the company (Q-B17 R1)",
  householder: "1 part as a householder present at the accord on the beach",
  householderPilot:
    "1 part as a householder present at the accord on the beach, the pilot himself being one of the company (Q-B17 R1)",
  noPartOfSurplus: "no part of the surplus",
  towerUnknown:
    "the {office, select, vogt {Vogt} other {pastor}} was not told, or may not have been; 7.5 gives his share 'Ist es ihnen aber nicht gesagt und die Eiländer das Schiff von den dem Turm sehen', both conditions ({reading}), and the case does not say whether the ship was seen from the tower",
  towerExpected: "seen_from_tower: true or false, or the reading tower_condition R2 (not being told suffices)",
  toldUnknown:
    "whether the {office, select, vogt {Vogt} other {pastor}} {name}, who was not at the accord, was told of the pilotage is not stated, and his part turns on it: told and staying away, 7.4 takes it ('nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren'); not told, 7.5 gives it",
  toldExpected: "told: true or told: false for {id} (told but unable to come: told: true, unable_to_come: true)",
});

const say4 = phrases("borkum-1666/7.4", {
  unfixedWhat: "How large the Vogt's and the pastor's share of the pilot money is",
  unfixedBy: "old custom as the islanders' deputies swore to it, or else the princely officials at Greetsiel",
  unfixedBasis: "7.4–7.5 give them 'their share' without a number (Q-B20 R3)",
  likeAHouseholder: "{lead}: 1 part, like a householder of the company (Q-B20 R1)",
  footStrandScale: "{lead}: {parts}, on the foot-strand scale of 6.7 (Q-B20 R2)",
  noNumber: "{lead}, but the text gives no number (Q-B20 R3): left out until it is settled",
  present: "the {office, select, vogt {Vogt} other {pastor}}, present at the accord on the beach",
  notToldSeen: "the {office, select, vogt {Vogt} other {pastor}} was not told, and the ship was seen from the tower",
  notToldUnseenR1:
    "the {office, select, vogt {Vogt} other {pastor}} was not told, but the ship {seen, select, no {was not seen} other {is not said to have been seen}} from the tower, and 7.5 asks for both (Q-B21 R1)",
  notToldUnseenR2:
    "the {office, select, vogt {Vogt} other {pastor}} was not told; the ship {seen, select, no {was not seen} other {is not said to have been seen}} from the tower, but not being told suffices (Q-B21 R2)",
  refused:
    "the {office, select, vogt {Vogt} other {pastor}} was told and would not go along: no part of the pilot money",
  stayedAway: "the {office, select, vogt {Vogt} other {pastor}} was told and stayed away: no part of the pilot money",
  couldNotComeR2:
    "the {office, select, vogt {Vogt} other {pastor}} was told but could not come; 7.4 takes the part of one who would not, not of one who could not (Q-B31 R2)",
  couldNotComeR1:
    "the {office, select, vogt {Vogt} other {pastor}} was told and could not come: not present, no part (Q-B31 R1)",
  eitherShare:
    "whether the {office, select, vogt {Vogt} other {pastor}} was told is not stated, but it makes no difference here: told and unable to come, or not told, he has his share",
  eitherNone:
    "whether the {office, select, vogt {Vogt} other {pastor}} was told is not stated, but it makes no difference here: told and staying away, or not told with the ship not seen from the tower, he has none",
});

// ---------------------------------------------------------------------------
// The agreed price and the surplus (7.3)

/** Who keeps the agreed price: the pilot (7.3), or the piloting ship's party (Q-B22 R2). */
export type Keeper = "pilot" | "party";

interface Bargain {
  /** The price agreed on the beach. */
  readonly agreed: Money;
  /** What the ship paid. */
  readonly paid: Money;
  /** Who keeps the agreed price: the pilot, or the piloting ship's party. */
  readonly keeper: Keeper;
}

export interface Settlement {
  /** What the pilot (or the ship's party) keeps. */
  readonly keeps: Money;
  /** What is divided among the company. */
  readonly surplus: Money;
  /** What the company must make up (Q-B19 R2). */
  readonly companyOwes: Money;
  readonly reason: string;
}

const shortfallBelowTheAgreedPrice = rule<Bargain, Settlement>({
  id: "borkum-1666/7.3#shortfall",
  label: "the ship paid less than the agreed price: the text speaks only of a surplus",
  provisions: [at("7.3")],
  readings: ["surplus_shortfall"],
  when: (b) => b.paid.cmp(b.agreed) < 0,
  gives: (b, ctx) => {
    const short = b.agreed.sub(b.paid);
    const zero = Money.zero(b.paid.currency);
    const args = { paid: b.paid.format(), short: short.format(), agreed: b.agreed.format(), keeper: b.keeper };
    return is(ctx, "surplus_shortfall", "R2")
      ? {
          keeps: b.paid,
          surplus: zero,
          companyOwes: short,
          reason: say.shortfallMadeUp(args),
        }
      : {
          keeps: b.paid,
          surplus: zero,
          companyOwes: zero,
          reason: say.shortfallBorne(args),
        };
  },
  show: (s) => s.reason,
});

export const surplusToTheCompany = rule<Bargain, Settlement>({
  id: "borkum-1666/7.3#surplus",
  label:
    "what is bargained from the ship above the agreed price goes to the whole company present at the accord on the beach; the agreed price is kept",
  provisions: [at("7.3")],
  gives: (b) => ({
    keeps: b.agreed,
    surplus: b.paid.sub(b.agreed),
    companyOwes: Money.zero(b.paid.currency),
    reason: say.keepsAgreed({ keeper: b.keeper, agreed: b.agreed.format(), surplus: b.paid.sub(b.agreed).format() }),
  }),
  facts: (b) => ({ pilot_money: b.paid.format(), agreed_price: b.agreed.format() }),
  show: (s) => s.reason,
  exceptions: [shortfallBelowTheAgreedPrice],
});

// ---------------------------------------------------------------------------
// The Vogt and the pastor (7.4, 7.5)

const UNFIXED_OFFICE_SHARE: Unfixed = {
  key: "vogt_pastor_pilot_share",
  what: say4.unfixedWhat(),
  by: say4.unfixedBy(),
  basis: say4.unfixedBasis(),
  provisions: [at("7.5")],
};

type Office = "vogt" | "pastor";
export const TITLE: Record<Office, string> = { vogt: "Vogt", pastor: "pastor" };

/** Whose share Q-B20 sizes, and the words that lead its reason. */
interface OfficeLead {
  readonly office: Office;
  readonly lead: string;
}

const onVogtPastorPilotShare = choiceOn<OfficeLead, Award>("vogt_pastor_pilot_share", showAward);

/** Q-B20 R1, over R2 and R3: their share is one part, like a householder's. */
const shareOfAHouseholder = onVogtPastorPilotShare.base(
  {
    id: "borkum-1666/7.5#share-of-a-householder",
    label:
      "the Vogt's and the pastor's share of the pilot money is one part, like a householder of the company (Q-B20 R1)",
    provisions: [at("7.4"), at("7.5")],
    gives: ({ lead }) => parts(1, say4.likeAHouseholder({ lead })),
  },
  [
    /** Q-B20 R2: the Vogt's and the pastor's share is their part on the foot-strand scale of 6.7. */
    onVogtPastorPilotShare.when("R2", {
      id: "borkum-1666/7.5#share-on-the-foot-strand-scale",
      label:
        "the Vogt's and the pastor's share of the pilot money is their part on the foot-strand scale of 6.7 (Q-B20 R2)",
      provisions: [at("7.4"), at("7.5"), at("6.7")],
      gives: ({ office, lead }) => {
        const n = FOOT_STRAND_SCALE[office];
        return parts(n, say4.footStrandScale({ lead, parts: partsText(R(n)) }), {
          also: [at("6.7")],
        });
      },
    }),
    /** Q-B20 R3: the text gives their share no number; it is left out until settled. */
    onVogtPastorPilotShare.when("R3", {
      id: "borkum-1666/7.5#share-without-a-number",
      label: "the Vogt's and the pastor's share of the pilot money has no number in the text (Q-B20 R3)",
      provisions: [at("7.4"), at("7.5")],
      gives: ({ lead }) =>
        noPart(say4.noNumber({ lead }), {
          unfixed: UNFIXED_OFFICE_SHARE,
        }),
    }),
  ],
);

/** Their share, as Q-B20 sizes it. */
function officeShare(office: Office, ctx: RuleContext, lead: string): Award {
  return evaluate(shareOfAHouseholder, { office, lead }, ctx).value as Award;
}

export const holds = (office: Office) => (p: Person) => (office === "vogt" ? isVogt(p) : isPastor(p) && !isVogt(p));

function officePresent(office: Office): Rule<Who, Award> {
  return rule<Who, Award>({
    id: `borkum-1666/7.4#${office}-present`,
    reads: ["facts.people[].{on_beach,roles[]}"],
    label: `the ${TITLE[office]} present at the accord on the beach has his part, as 7.4 implies`,
    provisions: [at("7.3"), at("7.4")],
    show: showAward,
    when: (w) => holds(office)(w.person) && present(w),
    gives: (_w, ctx) => officeShare(office, ctx, say4.present({ office })),
  });
}

/** What 7.5 asks besides not being told: whether 'die Eiländer das Schiff von den dem Turm sehen', as Q-B21 reads it. */
type TowerAnswer = "share" | "none" | "unknown";

const onTowerCondition = choiceOn<null, boolean>("tower_condition", (v) => v);

/** Q-B21 R1: both conditions, not told and seen from the tower. */
const seenFromTheTowerToo = onTowerCondition.base(
  {
    id: "borkum-1666/7.5#both-conditions",
    label: "they keep their share only if they were not told and the ship was seen from the tower (Q-B21 R1)",
    provisions: [at("7.5")],
    gives: false,
  },
  [
    /** Q-B21 R2: the tower clause tells how ships were sighted; not being told is enough. */
    onTowerCondition.when("R2", {
      id: "borkum-1666/7.5#not-told-suffices",
      label: "the tower clause describes how ships were sighted: not being told is enough to keep the share (Q-B21 R2)",
      provisions: [at("7.5")],
      gives: true,
    }),
  ],
);

const onAbsentOfficers = choiceOn<null, boolean>("absent_officers", (v) => v);

/** Q-B31 R1: not present is not present, whatever kept him away. */
const absentHasNoPart = onAbsentOfficers.base(
  {
    id: "borkum-1666/7.4#absent-no-part",
    label: "one who was told and not present has no part, whatever kept him away (Q-B31 R1)",
    provisions: [at("7.4")],
    gives: false,
  },
  [
    /** Q-B31 R2: 7.4 takes the part only from one who was told and would not go along. */
    onAbsentOfficers.when("R2", {
      id: "borkum-1666/7.4#could-not-come",
      label:
        "one who was told and could not come keeps his part: 7.4 takes it only from one who would not go along (Q-B31 R2)",
      provisions: [at("7.4")],
      gives: true,
    }),
  ],
);

function towerAnswer(c: PilotageCase, ctx: RuleContext): TowerAnswer {
  const seen = c.facts.ship.seen_from_tower;
  if (seen === true) return "share";
  if (evaluate(seenFromTheTowerToo, null, ctx).value === true) return "share";
  return seen === false ? "none" : "unknown";
}

/** Told, and not there: 7.4 takes the part of one who would not go; Q-B31 says what one has who could not. */
function toldAnswer(p: Person, ctx: RuleContext): "share" | "none" {
  if (p.refused || !p.unable_to_come) return "none";
  return evaluate(absentHasNoPart, null, ctx).value === true ? "share" : "none";
}

/**
 * Whether an office holder who was not at the accord has his share, from what the
 * case gives; "unknown-told" or "unknown-tower" where it turns on a fact the case
 * leaves out. The readings are consulted only where they decide.
 */
function absentAnswer(
  p: Person,
  c: PilotageCase,
  ctx: RuleContext,
): "share" | "none" | "unknown-told" | "unknown-tower" {
  if (p.refused || p.told === true) return toldAnswer(p, ctx);
  if (p.told === false) {
    const t = towerAnswer(c, ctx);
    return t === "unknown" ? "unknown-tower" : t;
  }
  const ifTold = toldAnswer(p, ctx);
  const ifNot = towerAnswer(c, ctx);
  return ifTold === ifNot ? ifTold : "unknown-told";
}

/**
 * The facts 7.4–7.5 turn on, asked for where the case leaves them out: whether the
 * Vogt or the pastor who was not at the accord was told, and (under Q-B21 R1)
 * whether the ship was seen from the tower. Never assumed.
 */
export function officesAnswerable(k: Setting, ctx: RuleContext): void {
  const issues: { path: string; message: string; expected: string }[] = [];
  let towerAsked = false;
  const askTower = (office: Office): void => {
    if (towerAsked) return;
    towerAsked = true;
    issues.push({
      path: "facts.ship.seen_from_tower",
      message: say.towerUnknown({ office, reading: q(ctx, "tower_condition") }),
      expected: say.towerExpected(),
    });
  };
  for (const office of ["vogt", "pastor"] as const) {
    k.c.people.forEach((p, i) => {
      if (!holds(office)(p) || present({ person: p, k })) return;
      const answer = absentAnswer(p, k.c, ctx);
      if (answer === "unknown-tower") askTower(office);
      if (answer !== "unknown-told") return;
      issues.push({
        path: `facts.people[${i}].told`,
        message: say.toldUnknown({ office, name: nameOf(p) }),
        expected: say.toldExpected({ id: p.id }),
      });
      if (towerAnswer(k.c, ctx) === "unknown") askTower(office);
    });
  }
  if (issues.length > 0) throw new CaseError("case", issues);
}

function notTold(office: Office): Rule<Who, Award> {
  const title = TITLE[office];
  return rule<Who, Award>({
    id: `borkum-1666/7.5#${office}`,
    reads: ["facts.people[].{on_beach,roles[],told}", "facts.ship.seen_from_tower"],
    label: `the ${title}, if not told 'and the islanders see the ship from the tower', has his share all the same`,
    provisions: [at("7.5")],
    show: showAward,
    when: (w) => holds(office)(w.person) && !present(w) && w.person.told === false,
    gives: (w, ctx) => {
      if (w.k.c.facts.ship.seen_from_tower === true) {
        return officeShare(office, ctx, say4.notToldSeen({ office }));
      }
      const seen = w.k.c.facts.ship.seen_from_tower === false ? "no" : "unsaid";
      return is(ctx, "tower_condition", "R1")
        ? noPart(say4.notToldUnseenR1({ office, seen }), { also: [at("7.4")] })
        : officeShare(office, ctx, say4.notToldUnseenR2({ office, seen }));
    },
  });
}

function officeAbsent(office: Office): Rule<Who, Award> {
  const title = TITLE[office];
  return rule<Who, Award>({
    id: `borkum-1666/7.4#${office}`,
    reads: ["facts.people[].{on_beach,roles[]}"],
    label: `the ${title} who is not present has no part — 'nämlich wenn es ihnen angesagt ist und sie wollen nicht mitfahren'`,
    provisions: [at("7.4")],
    show: showAward,
    when: (w) => holds(office)(w.person) && !present(w),
    gives: (w, ctx) => {
      const p = w.person;
      if (p.refused) return noPart(say4.refused({ office }));
      if (p.told === true && !p.unable_to_come) return noPart(say4.stayedAway({ office }));
      if (p.told === true) {
        return is(ctx, "absent_officers", "R2")
          ? officeShare(office, ctx, say4.couldNotComeR2({ office }))
          : noPart(say4.couldNotComeR1({ office }));
      }
      // Not stated whether he was told; officesAnswerable has let the case through
      // only where told and not told come to the same.
      return absentAnswer(p, w.k.c, ctx) === "share"
        ? officeShare(office, ctx, say4.eitherShare({ office }))
        : noPart(say4.eitherNone({ office }), { also: [at("7.5")] });
    },
    exceptions: [notTold(office)],
  });
}

// ---------------------------------------------------------------------------
// The company that shares the surplus (7.3)

const goerKeepsAgreedPriceOnly = rule<Who, Award>({
  id: "borkum-1666/7.3#pilot",
  reads: ["facts.people[].id"],
  label: "the pilot himself keeps the agreed price: is he also one of the company that shares the surplus?",
  provisions: [at("7.3")],
  readings: ["pilot_shares_surplus"],
  show: showAward,
  when: (w, ctx) => goes(w) && is(ctx, "pilot_shares_surplus", "R2"),
  gives: (w) => noPart(w.k.pilot ? say.pilotKeepsOnly() : say.partyKeepsOnly()),
});

export function sonsPresent(w: Who): Person[] {
  return w.k.c.people.filter((p) => p.son_of === w.person.id && present({ person: p, k: w.k }) && !isHead(p));
}

const onCompanyMembership = choiceOn<null, boolean>("company_membership", (v) => v);

/** Q-B18 R1: everyone present is of the company, a householder and his sons there as one part. */
const everyonePresent = onCompanyMembership.base(
  {
    id: "borkum-1666/7.3#everyone-present",
    label:
      "everyone present at the accord on the beach is of the company; a householder and his sons there count as one part (Q-B18 R1)",
    provisions: [at("7.3")],
    gives: true,
  },
  [
    /** Q-B18 R2: only the heads of household present are of the company. */
    onCompanyMembership.when("R2", {
      id: "borkum-1666/7.3#householders-only",
      label: "only the heads of household present at the accord are of the company (Q-B18 R2)",
      provisions: [at("7.3")],
      gives: false,
    }),
  ],
);

/**
 * The household a son's presence counts for: his father's (or mother's), whose one
 * part it is. When the head was not at the accord himself, the household is of the
 * company through the son only as Q-B18 R1 reads the company (all present); under
 * R2 (householders present only) it is not.
 */
function householdOf(w: Who, ctx: RuleContext): Person | undefined {
  const parent = w.k.c.parent(w.person);
  if (!parent || isHead(w.person) || !isHead(parent)) return undefined;
  if (present({ person: parent, k: w.k })) return parent;
  return evaluate(everyonePresent, null, ctx).value === true ? parent : undefined;
}

const householdThroughSons = rule<Who, Award>({
  id: "borkum-1666/7.3#household-through-sons",
  reads: ["facts.people[].on_beach"],
  label:
    "every householder is of the company, 'der aber doch nur einen Part davon hat, wenn auch einer oder mehrere Söhne dabei sind': his household has its one part through the sons who were there",
  provisions: [at("7.3")],
  show: showAward,
  when: (w, ctx) => !present(w) && isHead(w.person) && sonsPresent(w).length > 0 && is(ctx, "company_membership", "R1"),
  gives: (w) => {
    const sons = sonsPresent(w);
    const many = sons.reduce((n, p) => n + w.k.c.rows(p), 0) > 1;
    return parts(1, say.throughSons({ n: many ? 2 : 1, sons: names(sons) }), {
      warning: say.throughSonsWarning({ name: nameOf(w.person), sons: names(sons) }),
    });
  },
});

const notAtTheAccord = rule<Who, Award>({
  id: "borkum-1666/7.3#absent",
  reads: ["facts.people[].on_beach"],
  label: "the surplus goes to those present at the accord on the beach, and to no one else",
  provisions: [at("7.3")],
  show: showAward,
  when: (w) => !present(w),
  gives: () => noPart(say.notOnTheBeach()),
  exceptions: [householdThroughSons],
});

const withinHisFathersPart = rule<Who, Award>({
  id: "borkum-1666/7.3#son",
  reads: ["facts.people[].{on_beach,roles[],son_of}"],
  label: "every householder has only one part, even if one or more of his sons were there",
  provisions: [at("7.3")],
  show: showAward,
  when: (w, ctx) => present(w) && householdOf(w, ctx) !== undefined,
  gives: (w, ctx) => {
    const head = householdOf(w, ctx) as Person;
    const there = present({ person: head, k: w.k });
    return noPart((there ? say.withinHousehold : say.withinHouseholdAway)({ head: nameOf(head) }));
  },
});

const notAHouseholder = rule<Who, Award>({
  id: "borkum-1666/7.3#not-a-householder",
  reads: ["facts.people[].{on_beach,roles[],son_of}"],
  label: "one present who is not a head of household: is he of the company?",
  provisions: [at("7.3")],
  readings: ["company_membership"],
  show: showAward,
  when: (w, ctx) => present(w) && !isHead(w.person) && householdOf(w, ctx) === undefined,
  gives: (w, ctx) =>
    is(ctx, "company_membership", "R2")
      ? noPart(say.notAHeadR2())
      : parts(1, goes(w) ? say.presentR1Pilot() : say.presentR1()),
});

const companyMember = rule<Who, Award>({
  id: "borkum-1666/7.3#company",
  reads: ["facts.people[].{on_beach,roles[],son_of}"],
  label: "the surplus goes to the whole company present at the accord on the beach, every householder among them",
  provisions: [at("7.3")],
  show: showAward,
  when: present,
  gives: (w) => {
    const sons = sonsPresent(w);
    const pilot = goes(w);
    return sons.length > 0
      ? parts(1, (pilot ? say.householdSonsPilot : say.householdSons)({ sons: names(sons) }))
      : parts(1, pilot ? say.householderPilot() : say.householder());
  },
  exceptions: [withinHisFathersPart, notAHouseholder],
});

export const SURPLUS_RULES: readonly Rule<Who, Award>[] = [
  officePresent("vogt"),
  officeAbsent("vogt"),
  officePresent("pastor"),
  officeAbsent("pastor"),
  goerKeepsAgreedPriceOnly,
  notAtTheAccord,
  companyMember,
];

export const surplusFallback = (): Fallback => ({ award: noPart(say.noPartOfSurplus()), provisions: [at("7.3")] });
