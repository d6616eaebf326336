/**
 * Borkum Rolle 1666, 8.2–8.3: who shares in wreck. The community and its people;
 * each one's share 'in proportion to each one's share' (8.2), as Q-B26 measures
 * it; and the four parts of 8.3 for the Vogt and the princely officials at
 * Greetsiel, as wreck has them.
 */

import type { Currency, Json, Person, Rational, RuleContext, Step, WreckFacts } from "./kit.js";
import {
  at,
  CaseError,
  choiceOn,
  describing,
  evaluate,
  is,
  nameOf,
  phrases,
  q,
  reading,
  rule,
  sum,
  withOwnReadings,
} from "./kit.js";
import { type Officials, officialsOf, officialsParty, recipient } from "./officials.js";
import type { Award, Decided, Party, Unfixed } from "./parts.js";
import { decideByRules, noPart, parts, partyFrom, roleInWords, showAward } from "./parts.js";
import type { Judged } from "./wreck-items.js";

// The community and its people

const say = phrases("borkum-1666/8.2", {
  theVogt: "the Vogt",
  thePastor: "the pastor",
  theHousehold: "the household",
  fourParts: "4 parts",
  twoParts: "2 parts",
  householdPart: "1 part for the household",
  officialsFour: "they are the officials' four parts of 8.3 (Q-B28 R3), {words}",
  onScale: "{parts} on the foot-strand scale of 6.7 ({why})",
  onScaleNoHelp:
    "{parts} on the foot-strand scale of 6.7 ({why}); wreck asks no help, so 6.8's 'no help, no part' is not borrowed",
  andTheirs: "{reason}; {theirs}",
  rights: "its rights in the commons, {rights} ({why})",
  noRights: "shares follow rights in the commons ({why}), and the case gives {who} none",
  perHousehold: "1 part for the household ({why})",
  byOffice:
    "wreck is divided one part per household of the community ({why}), and {who} is counted by his office, not as one of its households",
  notAHousehold: "not the head of a household: wreck is divided among the community's households",
  altbauer: "Altbauer",
  neubauer: "Neubauer",
  vogtsFour: "his four parts are the officials' (8.3)",
  roleWords: "{first}, {rest}",
  named: "named in the case",
  againstWhat: "The officials' four parts, counted against the community's parts",
  againstBy: "no one further: they follow once the community's parts are assessed",
  againstBasis: "the community's parts are not yet known, so four parts cannot be counted against them",
  waits: "left out until the community's parts are known",
  vogtsFourScope: "the Vogt's four parts on the foot-strand scale being theirs (Q-B28 R3)",
});

/** The community's name, as a party and as the side of §5. */
export const COMMUNITY = "The community of Borkum (Gemeine)";
export const COMMUNITY_ID = "gemeine";

export type Disposition = WreckFacts["disposition"];

export const has = (p: Person, role: Person["roles"][number]): boolean => p.roles.includes(role);
export const isVogt = (p: Person): boolean => has(p, "vogt");
export const isPastor = (p: Person): boolean => has(p, "pastor");
/** Head of a household: a householder (man or woman), a widow heading one, or a farm's holder. */
const isHead = (p: Person): boolean => has(p, "householder") || has(p, "widow") || p.farm !== undefined;

/** The facts, indexed, with the verdicts of 8.1 and what 8.3 gives the officials. */
export class WreckCase {
  readonly vogt: Person | undefined;
  private readonly rights: ReadonlyMap<string, Rational>;

  constructor(
    readonly facts: WreckFacts,
    readonly judged: readonly Judged[],
    readonly currency: Currency,
    readonly officials: Officials = { kind: "none", reason: "8.3 is not reached" },
  ) {
    this.vogt = facts.people.find(isVogt);
    this.rights = new Map(facts.commons_rights.map((r) => [r.person, r.rights as Rational]));
  }

  /** The same case, with what 8.3 gives the officials. */
  with(officials: Officials): WreckCase {
    return new WreckCase(this.facts, this.judged, this.currency, officials);
  }

  get wreck(): Judged[] {
    return this.judged.filter((j) => j.verdict.wreck);
  }

  get households(): Person[] {
    return this.facts.people.filter((p) => !isVogt(p) && !isPastor(p) && isHead(p));
  }

  /** The rights in the commons the case gives for this person, if any. */
  rightsOf(p: Person): Rational | undefined {
    return this.rights.get(p.id);
  }
}

interface Who {
  readonly person: Person;
  readonly c: WreckCase;
  /** 'Each one's share', as Q-B26 measures it for the whole division. */
  readonly measure: Measure;
}

// ---------------------------------------------------------------------------
// 8.2: 'in proportion to each one's share', as Q-B26 measures it

type Member = "vogt" | "pastor" | "household";

/** The members of the community 8.2 may give a share, and what the foot-strand scale of 6.7 gives each. */
const MEMBER: Record<Member, { title: string; scale: number; onScale: string }> = {
  vogt: { title: say.theVogt(), scale: 4, onScale: say.fourParts() },
  pastor: { title: say.thePastor(), scale: 2, onScale: say.twoParts() },
  household: { title: say.theHousehold(), scale: 1, onScale: say.householdPart() },
};

/** Where Q-B28 R3 makes the Vogt's four parts on the scale the officials' four parts of 8.3, the words for it. */
function theOfficialsFour(c: WreckCase): string | undefined {
  const o = c.officials;
  if (o.kind !== "are_the_vogts_parts") return undefined;
  return say.officialsFour({ words: recipient(o.recipient).words });
}

function onTheScale(w: Who, who: Member, ctx: RuleContext): Award {
  const theirs = who === "vogt" ? theOfficialsFour(w.c) : undefined;
  const scaled = { parts: MEMBER[who].onScale, why: q(ctx, "wreck_division_basis") };
  const reason = who === "household" ? say.onScaleNoHelp(scaled) : say.onScale(scaled);
  return parts(MEMBER[who].scale, theirs ? say.andTheirs({ reason, theirs }) : reason, {
    also: theirs ? [at("6.7"), at("8.3")] : [at("6.7")],
  });
}

function byRights(w: Who, who: Member, ctx: RuleContext): Award {
  const r = w.c.rightsOf(w.person);
  const why = q(ctx, "wreck_division_basis");
  if (r !== undefined) return parts(r, say.rights({ rights: r.toString(), why }));
  // A household without rights never gets here: rightsRequired refuses the case first.
  return noPart(say.noRights({ why, who: MEMBER[who].title }));
}

/**
 * Under Q-B26 R3 the case must give every household's rights in the commons: the
 * text points to them ('nach Proportion eines jeden Anteil') but does not give them,
 * and sealaw does not invent them.
 */
function rightsRequired(c: WreckCase, measure: Measure, ctx: RuleContext): void {
  if (measure !== "by-rights") return;
  const missing = c.households.filter((p) => c.rightsOf(p) === undefined);
  if (missing.length === 0) return;
  throw new CaseError("case", [
    {
      path: "facts.commons_rights",
      message: `under ${q(ctx, "wreck_division_basis")} the wreck is divided 'nach Proportion eines jeden Anteil', by each household's rights in the commons, which the text does not give; the case gives none for ${missing.map((p) => `${nameOf(p)} ("${p.id}")`).join(", ")}`,
      expected:
        "an entry { person, rights } in commons_rights for every household (for a group row, the rights of each household in it), or another reading of wreck_division_basis",
    },
  ]);
}

/** How Q-B26 measures 'each one's share' of divided wreck. */
type Measure = "per-household" | "on-the-scale" | "by-rights";

const onMeasure = choiceOn<null, Measure>("wreck_division_basis", (m) => m);

/**
 * Q-B26 R1, over R2 and R3: one part per household. The rule gives the measure;
 * each member's facts are read where it is applied, under the rule for his share.
 */
const measureOfAShare = onMeasure.base(
  {
    id: "borkum-1666/8.2#share-per-household",
    label: "'each one's share' of divided wreck is one part per household of the community (Q-B26 R1)",
    provisions: [at("8.2")],
    gives: "per-household",
  },
  [
    onMeasure.when("R2", {
      id: "borkum-1666/8.2#share-on-the-scale",
      label: "'each one's share' of divided wreck follows the scale of the foot-strand goods, 6.7 (Q-B26 R2)",
      provisions: [at("8.2"), at("6.7")],
      gives: "on-the-scale",
    }),
    onMeasure.when("R3", {
      id: "borkum-1666/8.2#share-by-rights",
      label:
        "'each one's share' of divided wreck is in proportion to each household's rights in the commons (Q-B26 R3)",
      provisions: [at("8.2")],
      gives: "by-rights",
    }),
  ],
);

/** 'Each one's share' for a member of the community, as Q-B26 measures it. */
function shareOf(w: Who, who: Member, ctx: RuleContext): Award {
  switch (w.measure) {
    case "on-the-scale":
      return onTheScale(w, who, ctx);
    case "by-rights":
      return byRights(w, who, ctx);
    default:
      return who === "household"
        ? parts(1, say.perHousehold({ why: q(ctx, "wreck_division_basis") }))
        : noPart(say.byOffice({ why: q(ctx, "wreck_division_basis"), who: MEMBER[who].title }));
  }
}

const vogtsShare = rule<Who, Award>({
  id: "borkum-1666/8.2#vogt",
  reads: ["facts.people[].roles[]"],
  label: "the Vogt's share of divided wreck",
  provisions: [at("8.2")],
  readings: ["wreck_division_basis"],
  show: showAward,
  when: (w) => isVogt(w.person),
  gives: (w, ctx) => shareOf(w, "vogt", ctx),
});

const pastorsShare = rule<Who, Award>({
  id: "borkum-1666/8.2#pastor",
  reads: ["facts.people[].roles[]"],
  label: "the pastor's share of divided wreck",
  provisions: [at("8.2")],
  readings: ["wreck_division_basis"],
  show: showAward,
  when: (w) => isPastor(w.person),
  gives: (w, ctx) => shareOf(w, "pastor", ctx),
});

const householdsShare = rule<Who, Award>({
  id: "borkum-1666/8.2#household",
  reads: ["facts.people[].roles[]"],
  label: "wreck is divided among the community 'in proportion to each one's share'",
  provisions: [at("8.2")],
  readings: ["wreck_division_basis"],
  show: showAward,
  // The Vogt and the pastor have their parts by their office (8.3), tried first: whether
  // either holds a farm decides nothing, so it is not read of them here.
  when: (w) => !isVogt(w.person) && !isPastor(w.person) && isHead(w.person),
  gives: (w, ctx) => shareOf(w, "household", ctx),
});

const notAHousehold = (): { award: Award; provisions: string[] } => ({
  award: noPart(say.notAHousehold()),
  provisions: [at("8.2")],
});

function roleOf(p: Person, c: WreckCase): string {
  const words: string[] = p.roles.map((r) => roleInWords(r));
  if (p.farm) words.push(p.farm === "altbauer" ? say.altbauer() : say.neubauer());
  if (isVogt(p) && c.officials.kind === "are_the_vogts_parts") words.push(say.vogtsFour());
  if (words.length === 0) return say.named();
  let out = words.at(-1) as string;
  for (let i = words.length - 2; i >= 0; i--) out = say.roleWords({ first: words[i] as string, rest: out });
  return out;
}

function personFacts(p: Person): Record<string, Json> {
  return { roles: [...p.roles], ...(p.count > 1 ? { count: p.count } : {}), ...(p.farm ? { farm: p.farm } : {}) };
}

/** One member's row; `at`, where the member stands in the case's people. */
function memberParty(person: Person, at: number, c: WreckCase, measure: Measure, ctx: RuleContext): Party {
  const w: Who = { person, c, measure };
  const r = withOwnReadings(ctx, (local) =>
    decideByRules([vogtsShare, pastorsShare, householdsShare], w, local, notAHousehold),
  );
  const own: Decided = r.value;
  return partyFrom({
    id: person.id,
    name: nameOf(person),
    role: describing(() => roleOf(person, c)),
    count: person.count,
    sources: [own],
    own,
    facts: describing(() => personFacts(person)),
    subject: () => `facts.people[${at}]`,
    readings: r.readings,
    explain: ctx.explain !== false,
  });
}

/**
 * The community's members, each with his share as Q-B26 measures it, and the step
 * of that choice for the division (none without the explanation); a division needs
 * at least one household.
 */
export function members(c: WreckCase, ctx: RuleContext, why: string): { people: Party[]; measure: Step[] } {
  if (c.households.length === 0) {
    throw new CaseError("case", [
      {
        path: "facts.people",
        message: `${why}, and no household of the community is listed`,
        expected: "the community's households under people (like households may be one row with count)",
      },
    ]);
  }
  const measure = evaluate(measureOfAShare, null, ctx);
  const m = measure.value as Measure;
  rightsRequired(c, m, ctx);
  return {
    people: c.facts.people.map((p, at) => memberParty(p, at, c, m, ctx)),
    measure: ctx.explain === false ? [] : [measure.step],
  };
}

/** Parts that count: the sum, and whether some are still to be assessed. */
export function counted(ps: readonly Party[]): { parts: Rational; unfixed: Unfixed[] } {
  return { parts: sum(ps.map((p) => p.parts)), unfixed: ps.flatMap((p) => p.unfixed) };
}

// ---------------------------------------------------------------------------
// 8.3: the officials' four parts in wreck

/**
 * 8.3 for wreck: the rule of officials.ts; except that where the Vogt has four
 * parts on the foot-strand scale (Q-B26 R2) and Q-B28 R3 makes the officials'
 * four parts the Vogt's four, none are added (EX-06 W3).
 */
interface OfficialsAndVogt {
  readonly officials: Extract<Officials, { kind: "added" }>;
  readonly vogt: Person | undefined;
}

const vogtsFour = rule<OfficialsAndVogt, Officials>({
  id: "borkum-1666/8.3#vogts-four",
  label:
    "where the Vogt has four parts of the wreck on the foot-strand scale, they are the officials' four parts (Q-B28 R3): none are added",
  provisions: [at("8.3"), at("6.7")],
  readings: ["officials_parts_scope", "wreck_division_basis"],
  when: (x, ctx) =>
    x.vogt !== undefined && is(ctx, "officials_parts_scope", "R3") && reading(ctx, "wreck_division_basis") === "R2",
  gives: (x) => ({ kind: "are_the_vogts_parts", recipient: x.officials.recipient, chosen: x.officials.chosen }),
  show: (o) => (o.kind === "none" ? o.reason : recipient(o.recipient).words),
});

export function officialsInWreck(vogt: Person | undefined, ctx: RuleContext): { officials: Officials; step: Step } {
  const base = officialsOf("wreck", ctx);
  const o = base.officials;
  if (o.kind !== "added" || vogt === undefined) return { officials: o, step: base.step };
  const four = evaluate(vogtsFour, { officials: o, vogt }, ctx);
  if (!four.applied || four.value === undefined) return { officials: o, step: base.step };
  return { officials: four.value, step: { ...four.step, children: [base.step, ...(four.step.children ?? [])] } };
}

/** No member has a counted part: four parts cannot be counted against them, so the officials' wait too. */
const UNFIXED_AGAINST: Unfixed = {
  key: "officials_against_unknown",
  what: say.againstWhat(),
  by: say.againstBy(),
  basis: say.againstBasis(),
  provisions: [at("8.3")],
};

/**
 * The officials' row: their four parts as officials.ts counts them, or `award`
 * where the wreck is put to common use. None where 8.3 adds nothing, or where the
 * Vogt's own row holds them.
 */
export function officialsRow(o: Officials, step: Step, community: Rational, award?: Award): Party[] {
  const own = award ?? (o.kind === "added" ? o.award : undefined);
  if (o.kind === "none" || own === undefined) return [];
  const waits = community.isZero() && !own.parts.isZero();
  const counted = waits ? noPart(say.waits(), { unfixed: UNFIXED_AGAINST }) : own;
  const scope = o.kind === "added" ? o.scope : say.vogtsFourScope();
  return [officialsParty({ kind: "added", recipient: o.recipient, award: counted, scope, chosen: o.chosen }, step)];
}
