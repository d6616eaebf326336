/**
 * Borkum Rolle 1666: the frame around the divisions of §§6–8.
 *
 *   - §5: the shares go 'between the Vogt, the community (Gemeine) and within the
 *     community itself', by old custom sworn by the islanders' deputies in court.
 *     `sidesOf` sums a division's allocations by those sides.
 *   - 8.4: the Rolle is to be kept 'on pain of an arbitrary penalty and the prince's
 *     disfavour'. `penaltiesFor` turns each reported breach into a Penalty whose
 *     measure is left to the authority (an Assessment, never a figure); how far the
 *     sanction reaches is Q-B30 `penalty_scope`.
 *   - 8.5: two identical copies, one for the Vogt and one for the community, and a
 *     public reading from the pulpit every year: `standingDuties`.
 *   - 8.6: the Drost and the Amtmann reserve the right to amend the Rolle:
 *     `AMENDMENT_NOTE`.
 *
 * `withFrame` adds 8.4–8.6 to a determination of any Borkum kind. This module
 * imports nothing from parts.ts or officials.ts (parts.ts imports it), so that
 * the modules load in any order.
 */

import type {
  Allocation,
  Assessment,
  Breach,
  Currency,
  DeterminationBody,
  Group,
  Obligation,
  Penalty,
  Rational,
  RuleContext,
  Step,
  Warning,
} from "./kit.js";
import {
  at,
  CaseError,
  choiceOn,
  evaluate,
  evaluateTold,
  formatDate,
  LEFT_OUT,
  Money,
  makeDate,
  note,
  parseCanonical,
  phrases,
  q,
  rule,
  sum,
  tryParseDate,
} from "./kit.js";

/** The paragraph whose rules a case of a Borkum kind applies: salvage §6, pilotage §7, wreck §8. */
export type Section = "§6" | "§7" | "§8";

/** The id officials.ts gives the row of the officials' four parts (OFFICIALS_ID; frame.test.ts checks they agree). */
export const OFFICIALS_ROW = "officials-greetsiel";

const say = phrases("borkum-1666/frame", {
  five: "§5 shares what falls to the islanders 'between the Vogt, the community and within the community itself', by the old custom their deputies swore to in court",
  throughTheVogt:
    "the officials' four parts of 8.3, which he takes and passes on to Greetsiel (Q-B27 R1), so that they leave the community through him",
  vogtKeeps: "the officials' four parts of 8.3, which he keeps as their customary due (Q-B27 R2)",
  together: "held by the Vogt and the officials at Greetsiel together (Q-B27 R3)",
  vogtsShare: "the Vogt's share",
  vogtsShareAndOfficials: "the Vogt's share; and {officials}",
  vogtReason: "{words}. {five}",
  vogtName: "The Vogt",
  communityName: "The community of Borkum (Gemeine)",
  communityReason: "the islanders who share within the community, or the community itself as a body. {five}",
  officialsName: "The Vogt and the officials at Greetsiel jointly",
  officialsReason:
    "the four parts of 8.3, {words}: the Vogt's no more than the community's, so a side of their own. {five}",
  sides: "The sides of the division: {sides}",
  sidesNone: "The sides of the division: nobody takes anything",
  side: "{name} {amount}",
  andThen: "{first}; {rest}",
  sideShown: "{name}: {amount}",
  penaltyWords:
    "an arbitrary penalty ('arbiträre Strafe'), its measure at the discretion of the authority, and the prince's disfavour ('fürstliche Ungnade')",
  authority: "the authority: the prince's Drost and Amtmann at Greetsiel",
  offenceOf8: "{what} (a breach of §{paragraph})",
  offence: "{what} (a breach of §{paragraph}, which 8.4 reaches as it covers the whole Rolle ({why}))",
  penaltyShown: "{who}: {penalty}",
  measureWhat: "The measure of the arbitrary penalty for {who}: {offence}",
  measureBasis:
    "8.4 threatens an 'arbiträre Strafe', a penalty at the authority's discretion; the Rolle fixes no amount",
  notOfTheRolle: "{who}'s breach ({what}) is of {provision}, not a provision of this Rolle: 8.4 does not reach it.",
  onlyEight:
    "{who}'s breach ({what}) is of §{paragraph}: under {why} the arbitrary penalty of 8.4 attaches to §8 only, so the Rolle sets no penalty for it.",
  sanction: "The sanction of 8.4 for the breaches reported: {punishable} of {reported} punishable",
  copiesWho: "the Drost and the Amtmann at Greetsiel",
  copiesWhat:
    "have the two identical copies of this Rolle delivered, one to the Vogt and the other to the community of Borkum",
  readerWho: "not named by the Rolle (it is read 'vor der Kanzel', from the pulpit)",
  readingWhat:
    "read this Rolle publicly from the pulpit, for information and better observance; the text fixes no day in the year",
  everyYear: "every year",
  everyYearBy: "every year; this year's reading by {due} (julian)",
  amendment:
    "The Drost and the Amtmann at Greetsiel expressly reserve the right to add to, reduce, change and improve this Rolle as they find necessary, above all on the prince's order: this determination applies the text signed on 13 March 1666, and a later amendment would prevail over it.",
  frame: "The frame of the Rolle: its sanction, its copies and yearly reading, and its amendment",
});

// ---------------------------------------------------------------------------
// §5: the sides of a division

/** What `sidesOf` needs besides the allocations. */
export interface SidesOf {
  readonly currency: Currency;
  /** The ids of the rows that are the Vogt's own. */
  readonly vogt: readonly string[];
  /** Consulted for Q-B27 only when the officials' four parts are a row of the division. */
  readonly ctx: RuleContext;
  /**
   * The exact and rounded amounts of the rows, by id, as the division computed
   * them. Optional: without them the amounts are read back from the allocations.
   */
  readonly amounts?: ReadonlyMap<string, { readonly exact: Money; readonly rounded: Money }>;
}

/** A row that takes something: parts, or an amount where nothing is counted in parts. */
function shares(a: Allocation): boolean {
  if (a.parts === undefined) return a.exact.minor !== "0";
  return a.parts !== "0" && !parseCanonical(a.parts).isZero();
}

function total(members: readonly Allocation[], s: SidesOf, which: "exact" | "rounded"): Money {
  const minors: Rational[] = [];
  for (const a of members) minors.push(s.amounts?.get(a.id)?.[which].minor ?? parseCanonical(a[which].minor));
  return Money.ofMinor(s.currency, sum(minors));
}

function side(
  members: readonly Allocation[],
  s: SidesOf,
  g: { id: string; name: string; reason: string; provisions: string[] },
): Group[] {
  if (members.length === 0) return [];
  const ids: string[] = [];
  for (const a of members) ids.push(a.id);
  return [
    {
      id: g.id,
      name: g.name,
      reason: g.reason,
      provisions: g.provisions,
      members: ids,
      exact: total(members, s, "exact").toJSON(),
      rounded: total(members, s, "rounded").toJSON(),
    },
  ];
}

/** How the officials' four parts stand to the Vogt, and the words that say so. */
interface OfficialsWords {
  readonly withVogt: boolean;
  readonly words: string;
}

const onOfficialsPartsRecipient = choiceOn<null, OfficialsWords>("officials_parts_recipient", (v) => v.words);

/** Q-B27 R1: the Vogt takes the four parts and passes them on to Greetsiel. */
const throughTheVogt = onOfficialsPartsRecipient.base(
  {
    id: "borkum-1666/8.3#through-the-vogt",
    label: "the Vogt takes the officials' four parts and passes them on to Greetsiel (Q-B27 R1)",
    provisions: [at("8.3")],
    gives: () => ({
      withVogt: true,
      words: say.throughTheVogt(),
    }),
  },
  [
    /** Q-B27 R2: the four parts are the Vogt's own, kept as the officials' customary due. */
    onOfficialsPartsRecipient.when("R2", {
      id: "borkum-1666/8.3#the-vogt-keeps-them",
      label: "the officials' four parts go to the Vogt, who keeps them as their customary due (Q-B27 R2)",
      provisions: [at("8.3")],
      gives: () => ({
        withVogt: true,
        words: say.vogtKeeps(),
      }),
    }),
    /** Q-B27 R3: the four parts are held by the Vogt and the officials together, a party of their own. */
    onOfficialsPartsRecipient.when("R3", {
      id: "borkum-1666/8.3#held-together",
      label: "the officials' four parts are held by the Vogt and the officials at Greetsiel together (Q-B27 R3)",
      provisions: [at("8.3")],
      gives: () => ({ withVogt: false, words: say.together() }),
    }),
  ],
);

/** How the officials' four parts stand to the Vogt, by Q-B27. */
function officialsWords(ctx: RuleContext): OfficialsWords {
  return evaluate(throughTheVogt, null, ctx).value as OfficialsWords;
}

/**
 * The sides of a division (§5): the Vogt; the community, that is everyone else
 * who shares; and the officials, where they are a party of their own.
 *
 * The officials' four parts (8.3) go to the Vogt (Q-B27 R2) or through him to
 * Greetsiel (Q-B27 R1): either way they leave the community by the Vogt's hand,
 * so they stand on his side of §5's division, and the reason says whose they
 * are. Held jointly by the Vogt and the officials (Q-B27 R3) they are the Vogt's
 * no more than the community's: a side of their own. Rows that take nothing
 * belong to no side.
 */
export function sidesOf(allocations: readonly Allocation[], s: SidesOf): Group[] {
  const sharing = allocations.filter(shares);
  const officials = sharing.filter((a) => a.id === OFFICIALS_ROW);
  const o = officials.length > 0 ? officialsWords(s.ctx) : undefined;
  const own = sharing.filter((a) => s.vogt.includes(a.id));
  const vogtSide = [...own, ...(o?.withVogt ? officials : [])];
  const community = sharing.filter((a) => a.id !== OFFICIALS_ROW && !s.vogt.includes(a.id));
  const five = say.five();
  const vogtWords =
    own.length > 0
      ? o?.withVogt
        ? say.vogtsShareAndOfficials({ officials: o.words })
        : say.vogtsShare()
      : o?.withVogt
        ? o.words
        : "";
  return [
    ...side(vogtSide, s, {
      id: "vogt",
      name: say.vogtName(),
      reason: say.vogtReason({ words: vogtWords, five }),
      provisions: o?.withVogt ? [at("5"), at("8.3")] : [at("5")],
    }),
    ...side(community, s, {
      id: "community",
      name: say.communityName(),
      reason: say.communityReason({ five }),
      provisions: [at("5")],
    }),
    ...side(o && !o.withVogt ? officials : [], s, {
      id: "officials",
      name: say.officialsName(),
      reason: say.officialsReason({ words: String(o?.words), five }),
      provisions: [at("5"), at("8.3")],
    }),
  ];
}

/** Texts joined by "; ", as one message of messages. */
function joinedBySemicolons(texts: readonly string[]): string {
  let out = texts.at(-1) ?? "";
  for (let i = texts.length - 2; i >= 0; i--) out = say.andThen({ first: texts[i] as string, rest: out });
  return out;
}

/** The sides of a division in one line, for its step. */
function sidesLabel(groups: readonly Group[]): string {
  if (groups.length === 0) return say.sidesNone();
  return say.sides({ sides: joinedBySemicolons(groups.map((g) => say.side({ name: g.name, amount: g.exact.text }))) });
}

/**
 * §5: the old custom is the measure between the Vogt and the community and its
 * members; what a division gives each side of it (see `sidesOf`).
 */
const betweenVogtAndCommunity = rule<{ allocations: readonly Allocation[]; s: SidesOf }, Group[]>({
  id: "borkum-1666/5#sides",
  label:
    "what the division gives the Vogt and the community, the sides between which §5 makes the old custom the measure",
  provisions: [at("5")],
  gives: ({ allocations, s }) => sidesOf(allocations, s),
  show: (groups) => groups.map((g) => say.sideShown({ name: g.name, amount: g.exact.text })),
});

/** The sides of a division (§5), with the step that shows them. */
export function theSides(allocations: readonly Allocation[], s: SidesOf): { groups: Group[]; step: Step } {
  const o = evaluateTold(betweenVogtAndCommunity, { allocations, s }, s.ctx, (x) => ({
    label: sidesLabel(x.value ?? []),
  }));
  return { groups: o.value as Group[], step: o.step };
}

// ---------------------------------------------------------------------------
// 8.4: the sanction

/** What 8.4 makes of the breaches a case reports. */
export interface Sanctions {
  readonly penalties: Penalty[];
  /** One per penalty: its measure, which the authority fixes. */
  readonly assessments: Assessment[];
  /** Breaches 8.4 does not reach, said plainly. */
  readonly warnings: Warning[];
  /** The 8.4 step; undefined when the case reports no breach. */
  readonly step: Step | undefined;
}

/** One reported breach, with the paragraph of the Rolle it breaks (undefined: not a provision of the Rolle). */
interface Charge {
  readonly breach: Breach;
  readonly paragraph: number | undefined;
}

/** The paragraph a breach breaks: its provision's, or else the paragraph the case is decided under. */
function paragraphOf(b: Breach, section: Section): number | undefined {
  if (b.provision === undefined) return Number(section.slice(1));
  const m = /^borkum-1666\/(\d+)(?:\.\d+)?$/.exec(b.provision.trim());
  const n = m ? Number(m[1]) : Number.NaN;
  return n >= 1 && n <= 8 ? n : undefined;
}

const arbitraryPenalty = rule<Charge, Penalty>({
  id: "borkum-1666/8.4#penalty",
  reads: ["facts.breaches[].{person,provision,what}"],
  label: "the Rolle shall be kept without refusal, on pain of an arbitrary penalty and the prince's disfavour",
  provisions: [at("8.4")],
  when: (c, ctx) => c.paragraph === 8 || (c.paragraph !== undefined && ctx.readings.is("penalty_scope", "R1")),
  gives: (c, ctx) => ({
    who: c.breach.person,
    offence:
      c.paragraph === 8
        ? say.offenceOf8({ what: c.breach.what, paragraph: String(c.paragraph) })
        : say.offence({ what: c.breach.what, paragraph: String(c.paragraph), why: q(ctx, "penalty_scope") }),
    penalty: say.penaltyWords(),
    provisions: [...new Set([at("8.4"), ...(c.breach.provision ? [c.breach.provision] : [])])],
  }),
  facts: (c) => ({
    person: c.breach.person,
    what: c.breach.what,
    provision: c.breach.provision ?? null,
    paragraph: c.paragraph ?? null,
  }),
  show: (p) => say.penaltyShown({ who: p.who, penalty: p.penalty }),
});

function measureOf(p: Penalty): Assessment {
  return {
    what: say.measureWhat({ who: p.who, offence: p.offence }),
    by: say.authority(),
    basis: say.measureBasis(),
    status: "needed",
    provisions: [at("8.4")],
  };
}

/** Why a breach gets no penalty under 8.4 (the rule did not apply). */
function unpunished(c: Charge, ctx: RuleContext): string {
  const who = c.breach.person;
  const what = c.breach.what;
  if (c.paragraph === undefined) {
    return say.notOfTheRolle({ who, what, provision: String(c.breach.provision) });
  }
  return say.onlyEight({ who, what, paragraph: String(c.paragraph), why: q(ctx, "penalty_scope") });
}

/**
 * 8.4 for each breach a case reports: a Penalty (arbitrary penalty and the
 * prince's disfavour), with an Assessment of its measure by the Drost and the
 * Amtmann, never a figure. A breach that names no provision is taken as one of
 * `section`, the paragraph the case is decided under. Under Q-B30 R2 a breach of
 * another paragraph than §8 has no penalty under 8.4, and a warning says so.
 */
export function penaltiesFor(breaches: readonly Breach[], ctx: RuleContext, section: Section): Sanctions {
  const out: Sanctions = { penalties: [], assessments: [], warnings: [], step: undefined };
  if (breaches.length === 0) return out;
  const steps: Step[] = [];
  for (const breach of breaches) {
    const c: Charge = { breach, paragraph: paragraphOf(breach, section) };
    const o = evaluate(arbitraryPenalty, c, ctx);
    if (ctx.explain !== false) steps.push(o.step);
    if (o.applied && o.value) {
      out.penalties.push(o.value);
      out.assessments.push(measureOf(o.value));
    } else {
      out.warnings.push({ message: unpunished(c, ctx), provisions: [at("8.4")] });
    }
  }
  if (ctx.explain === false) return { ...out, step: LEFT_OUT };
  const step: Step = {
    label: say.sanction({ punishable: String(out.penalties.length), reported: String(breaches.length) }),
    provisions: [at("8.4")],
    status: "applied",
    value: out.penalties.length,
    children: steps,
  };
  return { ...out, step };
}

// ---------------------------------------------------------------------------
// 8.5: the copies and the yearly reading

/** The last day of the case's year, Julian, or undefined without a date. */
function endOfYear(date: string | undefined): string | undefined {
  if (date === undefined) return undefined;
  const d = tryParseDate(date, "julian");
  if (!d) {
    throw new CaseError("case", [{ path: "facts.date", message: `"${date}" is not a day of the Julian calendar` }]);
  }
  return formatDate(makeDate(d.year, 12, 31, "julian"));
}

/**
 * The duties 8.5 lays on every year, whatever the case: the two identical copies
 * of the Rolle, one delivered to the Vogt and one to the community; and its
 * public reading from the pulpit every year. The text names no reader and no day;
 * with a date (Julian, as East Frisia probably reckoned in 1666) the reading of
 * that year is due by its last day.
 */
export function standingDuties(date?: string): Obligation[] {
  const due = endOfYear(date);
  return [
    {
      who: say.copiesWho(),
      what: say.copiesWhat(),
      provisions: [at("8.5")],
    },
    {
      who: say.readerWho(),
      what: say.readingWhat(),
      recurs: say.everyYear(),
      ...(due ? { due, calendar: "julian" as const } : {}),
      provisions: [at("8.5")],
    },
  ];
}

/** 8.5 for a case of `date` (undefined: none given): the duties, and the step that states them. */
const copiesAndYearlyReading = rule<string | undefined, Obligation[]>({
  id: "borkum-1666/8.5#reading",
  label: "two identical copies, one to the Vogt and one to the community; the Rolle read from the pulpit every year",
  provisions: [at("8.5")],
  gives: (date) => standingDuties(date),
  show: (duties) => {
    const reading = duties.find((d) => d.recurs !== undefined);
    return reading?.due ? say.everyYearBy({ due: reading.due }) : say.everyYear();
  },
});

// ---------------------------------------------------------------------------
// 8.6: the reservation

export const AMENDMENT_NOTE: Step = note(say.amendment(), [at("8.6")]);

// ---------------------------------------------------------------------------
// The frame, added to a determination

/** The facts of a case the frame reads. */
export interface FrameFacts {
  readonly breaches: readonly Breach[];
  readonly date?: string | undefined;
  readonly section: Section;
}

/**
 * A Borkum determination with its frame: the penalties of 8.4 (with their
 * assessments and warnings), the duties of 8.5 and the note of 8.6. The frame's
 * steps come first in the explanation, so a division's own step stays last.
 */
export function withFrame(body: DeterminationBody, f: FrameFacts, ctx: RuleContext): DeterminationBody {
  const sanctions = penaltiesFor(f.breaches, ctx, f.section);
  const standing = evaluateTold(copiesAndYearlyReading, f.date, ctx, () => (f.date ? { facts: { date: f.date } } : {}));
  const duties = standing.value as Obligation[];
  const framed: DeterminationBody = {
    ...body,
    obligations: [...body.obligations, ...duties],
    penalties: [...body.penalties, ...sanctions.penalties],
    assessments: [...body.assessments, ...sanctions.assessments],
    warnings: [...body.warnings, ...sanctions.warnings],
  };
  if (ctx.explain === false) return framed;
  const frame: Step = {
    label: say.frame(),
    provisions: [at("8.4"), at("8.5"), at("8.6")],
    status: "applied",
    children: [...(sanctions.step ? [sanctions.step] : []), standing.step, AMENDMENT_NOTE],
  };
  framed.explanation = { ...body.explanation, children: [frame, ...(body.explanation.children ?? [])] };
  return framed;
}
