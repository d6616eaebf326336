/**
 * Danske Lov 1683, 4-4, lights at sea and on the shore (dl-averi/5, 18–19).
 *
 *   - 5 whoever lights a fire at night, or sets up a mark on rocks or elsewhere
 *     along the shore, to mislead seafarers and bring them to misfortune or into
 *     danger, is punished with his life when he is lawfully convicted of it. The
 *     purpose to mislead is part of the offence; no wreck need follow.
 *   - 18 ships that lie at anchor in open water, or sail in late autumn when the
 *     nights are dark, shall provide themselves with lanterns, to prevent all
 *     danger that is to be feared (whether the dark nights qualify the ships at
 *     anchor too: Q-A08; which days are late autumn: Q-S08, sealaw's own);
 *   - 19 but small craft that cannot conveniently carry such lanterns are not meant.
 *
 * For each ship, whether her situation falls under 18 is decided first (two rules,
 * one for each case the text names); the duty is then a base rule (18) with its
 * exception (19). A ship bound to carry a lantern gets a duty on her skipper, and a
 * warning where she did not carry one: the text states no sanction, but the want of
 * a lantern bears on fault in a collision. Whether a small craft can conveniently
 * carry one is an assessment the text names no one for.
 */

import { andList, semicolonList } from "./joins.js";
import type {
  Darkness,
  DecideContext,
  DeterminationBody,
  FalseLight,
  LegalDate,
  LightsFacts,
  LightsPerson,
  LightsShip,
  Penalty,
  RuleContext,
  Step,
} from "./kit.js";
import {
  at,
  BodyParts,
  CaseError,
  choiceOn,
  chosen,
  decideUnder,
  defineKind,
  evaluate,
  firstOf,
  kindRule,
  lightsFactsJsonSchema,
  lightsFactsSchema,
  note,
  parseDate,
  phrases,
  q,
  reading,
  rule,
  section,
} from "./kit.js";

const say = phrases("dl-averi/18-19", {
  notNamed: "not named by the text",
  ship: "{ship}",
  Ship: "{ship}",
  michaelmas: "Michaelmas (29 September) to Martinmas (11 November)",
  octNov: "October and November",
  sepNov: "September to November",
  lateAsSaid: "late autumn, as the case says",
  notLateAsSaid: "not late autumn, as the case says",
  noSeason: "the case gives neither the season nor the day",
  dayIsLate: "{date} is late autumn, reckoned {span} ({q})",
  dayIsNotLate: "{date} is not late autumn, reckoned {span} ({q})",
  darkNight: "a dark night",
  lightNight: "a night that was not dark",
  byDay: "by day",
  whenAnchorDark: "at anchor in open water on a dark night",
  noDarkSaid: "the case does not say whether the night was dark ({q})",
  anchorDarkWithin: "at anchor in open water, {dark}: within the rule, which asks for dark nights at anchor too ({q})",
  anchorDarkOutside:
    "at anchor in open water, {dark}: outside the rule, which asks for dark nights at anchor too ({q})",
  whenAnchorNight: "at anchor in open water at night",
  noNightSaid: "the case does not say whether it was night ({q})",
  anchorNightOutside:
    "at anchor in open water, {dark}: outside the rule, which asks for a lantern at anchor every night, dark or not ({q})",
  anchorNightWithin:
    "at anchor in open water, {dark}: within the rule, which asks for a lantern at anchor every night, dark or not ({q})",
  whenSailing: "sailing in late autumn on a dark night",
  sailingNotDark: "sailing {dark}: the rule asks for dark nights",
  sailingSeason: "sailing, {season}",
  sailingDark: "sailing on a dark night, {season}",
  missingSeason: "whether it was late autumn (it gives neither the season nor the day)",
  missingDark: "whether the night was dark",
  sailingMissing: "sailing; the case does not say {missing}",
  inHarbour: "at anchor in a harbour: dl-averi/18 speaks of ships at anchor in open water",
  otherSituation: "neither at anchor in open water nor sailing: dl-averi/18 does not speak of her",
  bound: "bound to carry a lantern",
  exempt: "not meant: a small craft that cannot conveniently carry one",
  unlessExempt: "bound, unless she is found unable to carry one conveniently",
  skipperOf: "the skipper of {ship}",
  canCarryWhat: "Whether {ship}, a small craft, can conveniently ('bekvemmelig') carry a lantern",
  canCarryBasis: "dl-averi/19: small craft that cannot conveniently carry such lanterns are not meant by dl-averi/18",
  noSanction: "The text states no sanction; the want of a lantern bears on fault in a collision.",
  outsideNote: "{ship}: {reason}",
  carriedAnyway: "{ship} carried a lantern: whether she had to does not matter here ({reason}).",
  carriedWhether: "carried a lantern, whether required or not",
  cannotTell: "Whether {ship} had to carry a lantern cannot be told: {reason}. dl-averi/18 asks for one while {when}.",
  cannotTellSkipper:
    "Whether {ship} ({skipper}) had to carry a lantern cannot be told: {reason}. dl-averi/18 asks for one while {when}.",
  notKnown: "not known from the case",
  noneRequired: "no lantern required",
  smallExempt: "a small craft that cannot conveniently carry a lantern: not meant by the rule",
  duty: "provide {ship} with lanterns and carry them ('forsyne sig med lygter') while {when}, to prevent all danger that is to be feared",
  dutyUnless: "{duty} — unless she is found unable to carry one conveniently ({at})",
  smallWarn:
    "{ship} is a small craft: she had to carry a lantern while {when} unless she cannot conveniently carry one (dl-averi/19), which is still to be assessed.",
  smallWarnNone:
    "{ship} is a small craft: she had to carry a lantern while {when} unless she cannot conveniently carry one (dl-averi/19), which is still to be assessed. She carried none; if she could conveniently have carried one, that bears on fault in a collision.",
  requiredUnless: "a lantern required unless she cannot conveniently carry one (to be assessed)",
  carriedNone: "{ship} had to carry a lantern while {when} and carried none. {noSanction}",
  carriedNoneSkipper: "{ship} ({skipper}) had to carry a lantern while {when} and carried none. {noSanction}",
  requiredNone: "a lantern required, and none carried",
  notSaid: "{ship} had to carry a lantern while {when}; the case does not say whether she did.",
  notSaidSkipper: "{ship} ({skipper}) had to carry a lantern while {when}; the case does not say whether she did.",
  requiredUnknown: "a lantern required, not known whether carried",
  requiredCarried: "a lantern required, and carried",
  section: "Lanterns: {ship} ({at}–19)",
});

const say5 = phrases("dl-averi/5", {
  fire: "lit a fire at night",
  markOnShore: "set up a mark on the shore",
  mark: "set up a mark",
  act: "{what}",
  actWhere: "{what} {where}",
  actOn: "{what} on {date}",
  actWhereOn: "{what} {where} on {date}",
  offence: "{act} to mislead seafarers and bring them to misfortune or into danger; lawfully convicted",
  offenceBy: "{act} to mislead seafarers and bring them to misfortune or into danger; lawfully convicted by {court}",
  penalty: "to be punished with his life ('straffes på sit liv')",
  show: "{who}: {penalty}",
  notToMislead:
    "{who} {act}, but not to mislead seafarers: the purpose to mislead and bring them to misfortune or danger is part of the offence of dl-averi/5, which does not reach it.",
  notSaid:
    "{who} {act}; the case does not say it was done to mislead seafarers. That purpose is part of the offence of dl-averi/5, and no penalty follows without it.",
  alleged:
    "{who} is alleged to have {act} to mislead seafarers and bring them to misfortune or danger. dl-averi/5 punishes him with his life only when he is lawfully convicted of it ('hvo sådant lovlig overbevises'); no penalty is given until then.",
  noWreck: "No wreck need follow: the wording punishes the fire or mark set up to mislead, whatever came of it.",
  section: "False lights and marks on the shore ({at})",
  punished: "{p} of {n} punished with death",
  oneFalseLight: "a false light on the shore: {who} ({at})",
  falseLights: "{n} false lights on the shore: {who} ({at})",
  noOne: "no one lawfully convicted",
  punishedWith: "{who} punished with his life",
  lanterns: "lanterns: {ships} ({at}–19)",
  shipSummary: "{ship}, {summary}",
  both: "{a}; {b}",
});

/** The provisions this kind implements. */
export const LIGHTS_PROVISIONS: readonly string[] = [5, 18, 19].map(at);

/** The kind's rule: the provisions read together, giving the situation they found. */
const lightsKindRule = kindRule(
  "dl-averi/5-19#lights",
  "Lights at sea and on the shore, dl-averi/5, 18–19",
  LIGHTS_PROVISIONS,
  [
    "facts.false_lights[].{act,date,intent_to_mislead,person,where}",
    "facts.people[].{id,name}",
    "facts.ships[].{assessed_by,can_conveniently_carry,darkness,date,lantern_carried,late_autumn,skipper,small_craft}",
    "facts.{darkness,date,late_autumn}",
  ],
);

/** Who makes an assessment the text leaves to no one in particular. */
const NO_ASSESSOR = (): string => say.notNamed();

// ---------------------------------------------------------------------------
// The case as the rules see it

interface LightsCase {
  readonly f: LightsFacts;
  readonly people: ReadonlyMap<string, LightsPerson>;
}

const personName = (c: LightsCase, id: string): string => c.people.get(id)?.name ?? id;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "A, B and C". */
const and = andList;

function julian(text: string, path: string): LegalDate {
  try {
    return parseDate(text, "julian");
  } catch (e) {
    throw new CaseError("case", [{ path, message: (e as Error).message, expected: "a Julian date YYYY-MM-DD" }]);
  }
}

// ---------------------------------------------------------------------------
// Late autumn (Q-S08)

interface Span {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly words: () => string;
}

/** The days of late autumn under each alternative of Q-S08: month and day, both ends included. */
const LATE_AUTUMN_SPANS: Readonly<Record<string, Span>> = {
  R1: { from: [9, 29], to: [11, 11], words: () => say.michaelmas() },
  R2: { from: [10, 1], to: [11, 30], words: () => say.octNov() },
  R3: { from: [9, 1], to: [11, 30], words: () => say.sepNov() },
};

const dayOfYear = (m: number, d: number): number => m * 100 + d;

interface Season {
  readonly late: boolean | undefined;
  readonly reason: string;
}

// ---------------------------------------------------------------------------
// One ship

interface ShipIn {
  readonly c: LightsCase;
  readonly s: LightsShip;
  readonly index: number;
  readonly name: string;
  /** The same at the start of a sentence. */
  readonly Name: string;
  readonly darkness: Darkness | undefined;
  readonly date: { text: string; path: string } | undefined;
  readonly lateAutumn: boolean | undefined;
}

function shipIn(c: LightsCase, s: LightsShip, index: number): ShipIn {
  const date =
    s.date !== undefined
      ? { text: s.date, path: `facts.ships[${index}].date` }
      : c.f.date !== undefined
        ? { text: c.f.date, path: "facts.date" }
        : undefined;
  return {
    c,
    s,
    index,
    name: say.ship({ ship: { the: s.name ?? s.id } }),
    Name: say.Ship({ ship: { The: s.name ?? s.id } }),
    darkness: s.darkness ?? c.f.darkness,
    date,
    lateAutumn: s.late_autumn ?? c.f.late_autumn,
  };
}

const onLateAutumn = choiceOn<ShipIn, Span>("late_autumn", (v) => v.words());

/** 18: 'om efterhøst': the late part of autumn, between the feast days the year was reckoned by. */
const michaelmasToMartinmas = onLateAutumn.base(
  {
    id: "dl-averi/18#michaelmas-to-martinmas",
    label:
      "'om efterhøst', when the nights are dark: from Michaelmas (29 September) to Martinmas (11 November), the feast days the year was reckoned by",
    provisions: [at(18)],
    gives: LATE_AUTUMN_SPANS.R1 as Span,
  },
  [
    onLateAutumn.when("R2", {
      id: "dl-averi/18#october-november",
      label: "late autumn is the months of October and November (Q-S08 R2)",
      provisions: [at(18)],
      gives: LATE_AUTUMN_SPANS.R2 as Span,
    }),
    onLateAutumn.when("R3", {
      id: "dl-averi/18#september-to-november",
      label: "late autumn is the months of September, October and November (Q-S08 R3)",
      provisions: [at(18)],
      gives: LATE_AUTUMN_SPANS.R3 as Span,
    }),
  ],
);

function season(x: ShipIn, ctx: RuleContext): Season {
  if (x.lateAutumn !== undefined) {
    return {
      late: x.lateAutumn,
      reason: x.lateAutumn ? say.lateAsSaid() : say.notLateAsSaid(),
    };
  }
  if (!x.date) return { late: undefined, reason: say.noSeason() };
  const d = julian(x.date.text, x.date.path);
  const span = chosen(michaelmasToMartinmas, x, ctx);
  const day = dayOfYear(d.month, d.day);
  const late = day >= dayOfYear(...span.from) && day <= dayOfYear(...span.to);
  return {
    late,
    reason: (late ? say.dayIsLate : say.dayIsNotLate)({
      date: x.date.text,
      span: span.words(),
      q: q(ctx, "late_autumn"),
    }),
  };
}

/** Whether a ship's situation falls under dl-averi/18: yes, no, or not known from the case. */
interface Scope {
  readonly within: boolean | undefined;
  /** While doing what she must carry a lantern: "at anchor in open water on a dark night". */
  readonly when: string;
  readonly reason: string;
}

const DARK_WORDS: Record<Darkness, () => string> = {
  dark_night: () => say.darkNight(),
  light_night: () => say.lightNight(),
  day: () => say.byDay(),
};

const atAnchor = rule<ShipIn, Scope>({
  id: "dl-averi/18#at-anchor",
  reads: ["facts.ships[].situation"],
  label: "ships that lie at anchor in open water shall provide themselves with lanterns",
  provisions: [at(18)],
  when: (x) => x.s.situation === "at_anchor_open_water",
  gives: (x, ctx) => {
    const why = q(ctx, "lantern_scope");
    const dk = x.darkness;
    if (reading(ctx, "lantern_scope") === "R1") {
      const when = say.whenAnchorDark();
      if (dk === undefined) return { within: undefined, when, reason: say.noDarkSaid({ q: why }) };
      return {
        within: dk === "dark_night",
        when,
        reason: (dk === "dark_night" ? say.anchorDarkWithin : say.anchorDarkOutside)({
          dark: DARK_WORDS[dk](),
          q: why,
        }),
      };
    }
    const when = say.whenAnchorNight();
    if (dk === undefined) return { within: undefined, when, reason: say.noNightSaid({ q: why }) };
    return {
      within: dk !== "day",
      when,
      reason: (dk === "day" ? say.anchorNightOutside : say.anchorNightWithin)({ dark: DARK_WORDS[dk](), q: why }),
    };
  },
  facts: (x) => ({ situation: x.s.situation, darkness: x.darkness ?? null }),
  readings: ["lantern_scope"],
  show: (v) => v.reason,
});

const sailingLateAutumn = rule<ShipIn, Scope>({
  id: "dl-averi/18#sailing-late-autumn",
  reads: ["facts.ships[].situation"],
  label: "ships that sail in late autumn, when the nights are dark, shall provide themselves with lanterns",
  provisions: [at(18)],
  when: (x) => x.s.situation === "sailing",
  gives: (x, ctx) => {
    const when = say.whenSailing();
    const dk = x.darkness;
    if (dk !== undefined && dk !== "dark_night") {
      return { within: false, when, reason: say.sailingNotDark({ dark: DARK_WORDS[dk]() }) };
    }
    const s = season(x, ctx);
    if (s.late === false) return { within: false, when, reason: say.sailingSeason({ season: s.reason }) };
    if (s.late === true && dk === "dark_night")
      return { within: true, when, reason: say.sailingDark({ season: s.reason }) };
    const missing = [
      ...(s.late === undefined ? [say.missingSeason()] : []),
      ...(dk === undefined ? [say.missingDark()] : []),
    ];
    return { within: undefined, when, reason: say.sailingMissing({ missing: and(missing) }) };
  },
  facts: (x) => ({
    situation: x.s.situation,
    darkness: x.darkness ?? null,
    late_autumn: x.lateAutumn ?? null,
    date: x.date?.text ?? null,
  }),
  show: (v) => v.reason,
});

const OUTSIDE: Record<LightsShip["situation"], () => string> = {
  at_anchor_open_water: () => "",
  sailing: () => "",
  at_anchor_harbour: () => say.inHarbour(),
  other: () => say.otherSituation(),
};

type Duty = "bound" | "exempt" | "unless-exempt";

const DUTY_WORDS: Record<Duty, () => string> = {
  bound: () => say.bound(),
  exempt: () => say.exempt(),
  "unless-exempt": () => say.unlessExempt(),
};

interface DutyIn {
  readonly x: ShipIn;
  readonly scope: Scope;
}

const smallCraft = rule<DutyIn, Duty>({
  id: "dl-averi/19#small-craft",
  reads: ["facts.ships[].{can_conveniently_carry,small_craft}"],
  label: "but small craft that cannot conveniently carry such lanterns are not meant by this",
  provisions: [at(19)],
  when: (d) => d.scope.within === true && d.x.s.small_craft && d.x.s.can_conveniently_carry === false,
  gives: () => "exempt",
  show: (v) => DUTY_WORDS[v](),
  facts: (d) => ({ small_craft: d.x.s.small_craft, can_conveniently_carry: d.x.s.can_conveniently_carry ?? null }),
});

const lanterns = rule<DutyIn, Duty>({
  id: "dl-averi/18#lanterns",
  reads: ["facts.ships[].{lantern_carried,small_craft}"],
  label:
    "she shall provide herself with lanterns ('forsyne sig med lygter'), to prevent all danger that is to be feared",
  provisions: [at(18)],
  when: (d) => d.scope.within === true,
  gives: (d) => (d.x.s.small_craft && d.x.s.can_conveniently_carry === undefined ? "unless-exempt" : "bound"),
  facts: (d) => ({ within: d.scope.within ?? null, lantern_carried: d.x.s.lantern_carried ?? null }),
  show: (v) => DUTY_WORDS[v](),
  exceptions: [smallCraft],
});

function skipperOf(x: ShipIn): string {
  return x.s.skipper ?? say.skipperOf({ ship: x.name });
}

/** The skipper's name, where the case gives him. */
function skipperName(x: ShipIn): string | undefined {
  return x.s.skipper ? personName(x.c, x.s.skipper) : undefined;
}

function smallCraftAssessment(x: ShipIn, out: BodyParts): void {
  const can = x.s.can_conveniently_carry;
  out.assessments.push({
    what: say.canCarryWhat({ ship: x.name }),
    by: x.s.assessed_by ?? NO_ASSESSOR(),
    basis: say.canCarryBasis(),
    status: can === undefined ? "needed" : "given",
    ...(can === undefined ? {} : { value: can }),
    provisions: [at(19)],
  });
}

const NO_SANCTION = (): string => say.noSanction();

/** The lantern rule for one ship: the step, and what it adds to the determination. */
function lanternFor(x: ShipIn, ctx: RuleContext, out: BodyParts): { step: Step; summary: string } {
  const tried = firstOf([atAnchor, sailingLateAutumn], x, ctx);
  const scope: Scope = tried.value ?? { within: false, when: "", reason: OUTSIDE[x.s.situation]() };
  const children: Step[] = [...tried.steps];
  if (!tried.applied) children.push(note(say.outsideNote({ ship: x.Name, reason: scope.reason }), [at(18)]));
  const d = evaluate(lanterns, { x, scope }, ctx);
  children.push(d.step);
  const carried = x.s.lantern_carried;
  let summary: string;
  if (scope.within === undefined && carried === true) {
    children.push(note(say.carriedAnyway({ ship: x.Name, reason: scope.reason }), [at(18)]));
    summary = say.carriedWhether();
  } else if (scope.within === undefined) {
    out.warn(
      skipperName(x)
        ? say.cannotTellSkipper({
            ship: x.name,
            skipper: skipperName(x) as string,
            reason: scope.reason,
            when: scope.when,
          })
        : say.cannotTell({ ship: x.name, reason: scope.reason, when: scope.when }),
      at(18),
    );
    summary = say.notKnown();
  } else if (!scope.within) {
    summary = say.noneRequired();
  } else if (d.value === "exempt") {
    smallCraftAssessment(x, out);
    summary = say.smallExempt();
  } else {
    const duty = say.duty({ ship: x.name, when: scope.when });
    if (d.value === "unless-exempt") {
      smallCraftAssessment(x, out);
      out.must(skipperOf(x), say.dutyUnless({ duty, at: at(19) }), undefined, at(18), at(19));
      out.warn(
        (carried === false ? say.smallWarnNone : say.smallWarn)({ ship: x.Name, when: scope.when }),
        at(18),
        at(19),
      );
      summary = say.requiredUnless();
    } else {
      if (x.s.small_craft) smallCraftAssessment(x, out);
      out.must(skipperOf(x), duty, undefined, at(18));
      if (carried === false) {
        out.warn(
          skipperName(x)
            ? say.carriedNoneSkipper({
                ship: x.Name,
                skipper: skipperName(x) as string,
                when: scope.when,
                noSanction: NO_SANCTION(),
              })
            : say.carriedNone({ ship: x.Name, when: scope.when, noSanction: NO_SANCTION() }),
          at(18),
        );
        summary = say.requiredNone();
      } else if (carried === undefined) {
        out.warn(
          skipperName(x)
            ? say.notSaidSkipper({ ship: x.Name, skipper: skipperName(x) as string, when: scope.when })
            : say.notSaid({ ship: x.Name, when: scope.when }),
          at(18),
        );
        summary = say.requiredUnknown();
      } else {
        summary = say.requiredCarried();
      }
    }
  }
  const step = section(say.section({ ship: x.name, at: at(18) }), [at(18), at(19)], children, summary);
  return { step, summary };
}

// ---------------------------------------------------------------------------
// 5: false lights on the shore

interface Charge {
  readonly c: LightsCase;
  readonly l: FalseLight;
}

function actWords(l: FalseLight): string {
  const what = l.act === "fire_at_night" ? say5.fire() : l.where ? say5.mark() : say5.markOnShore();
  if (l.where && l.date) return say5.actWhereOn({ what, where: l.where, date: l.date });
  if (l.where) return say5.actWhere({ what, where: l.where });
  if (l.date) return say5.actOn({ what, date: l.date });
  return what;
}

const falseLightRule = rule<Charge, Penalty>({
  id: "dl-averi/5#false-light",
  reads: ["facts.false_lights[].{act,court,date,intent_to_mislead,lawfully_convicted,person,what_followed,where}"],
  label:
    "whoever lights a fire at night, or sets up a mark on rocks or elsewhere along the shore, to mislead seafarers and bring them to misfortune or into danger, shall be punished with his life when he is lawfully convicted of it",
  provisions: [at(5)],
  when: (x) => x.l.intent_to_mislead === true && x.l.lawfully_convicted,
  gives: (x) => ({
    who: x.l.person,
    offence: ((act) => (x.l.court ? say5.offenceBy({ act, court: x.l.court }) : say5.offence({ act })))(actWords(x.l)),
    penalty: say5.penalty(),
    provisions: [at(5)],
  }),
  facts: (x) => ({
    person: x.l.person,
    act: x.l.act,
    intent_to_mislead: x.l.intent_to_mislead ?? null,
    lawfully_convicted: x.l.lawfully_convicted,
    what_followed: x.l.what_followed ?? null,
  }),
  show: (p) => say5.show({ who: p.who, penalty: p.penalty }),
});

function falseLights(c: LightsCase, ctx: RuleContext, out: BodyParts): Step | undefined {
  if (c.f.false_lights.length === 0) return undefined;
  const children: Step[] = [];
  for (const l of c.f.false_lights) {
    const o = evaluate(falseLightRule, { c, l }, ctx);
    children.push(o.step);
    const who = personName(c, l.person);
    if (o.value) {
      out.penalties.push(o.value);
      continue;
    }
    if (l.intent_to_mislead === false) {
      out.warn(say5.notToMislead({ who: cap(who), act: actWords(l) }), at(5));
    } else if (l.intent_to_mislead === undefined) {
      out.warn(say5.notSaid({ who: cap(who), act: actWords(l) }), at(5));
    } else {
      out.warn(say5.alleged({ who: cap(who), act: actWords(l) }), at(5));
    }
  }
  children.push(note(say5.noWreck(), [at(5)]));
  return section(
    say5.section({ at: at(5) }),
    [at(5)],
    children,
    say5.punished({ p: String(out.penalties.length), n: String(c.f.false_lights.length) }),
  );
}

// ---------------------------------------------------------------------------
// The determination

function situationOf(c: LightsCase, out: BodyParts, ships: readonly { x: ShipIn; summary: string }[]): string {
  const bits: string[] = [];
  const n = c.f.false_lights.length;
  if (n > 0) {
    const p = out.penalties.length;
    const punished = out.penalties.map((x) => personName(c, x.who));
    const who = p === 0 ? say5.noOne() : say5.punishedWith({ who: and(punished) });
    bits.push(n === 1 ? say5.oneFalseLight({ who, at: at(5) }) : say5.falseLights({ n: String(n), who, at: at(5) }));
  }
  if (ships.length > 0) {
    bits.push(
      say5.lanterns({
        ships: semicolonList(ships.map((s) => say5.shipSummary({ ship: s.x.name, summary: s.summary }))),
        at: at(18),
      }),
    );
  }
  return bits.length === 2 ? say5.both({ a: bits[0] as string, b: bits[1] as string }) : bits.join("");
}

export function decideLights(facts: LightsFacts, dctx: DecideContext): DeterminationBody {
  const c: LightsCase = { f: facts, people: new Map(facts.people.map((p) => [p.id, p])) };
  return decideUnder(lightsKindRule, dctx, new BodyParts(), (ctx, out, add) => {
    add(falseLights(c, ctx, out));
    const ships = facts.ships.map((s, i) => {
      const x = shipIn(c, s, i);
      const r = lanternFor(x, ctx, out);
      add(r.step);
      return { x, summary: r.summary };
    });
    return { situation: situationOf(c, out, ships) };
  });
}

export const lightsKind = defineKind({
  kind: "lights",
  summary:
    "Lights: a fire or mark set up on the shore to mislead seafarers, punished with death on lawful conviction (5); lanterns for ships at anchor in open water and sailing in dark late-autumn nights (18), small craft that cannot conveniently carry them excepted (19).",
  provisions: LIGHTS_PROVISIONS,
  facts: lightsFactsSchema,
  jsonSchema: lightsFactsJsonSchema,
  decide: decideLights,
});
