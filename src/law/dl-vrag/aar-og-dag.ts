/**
 * 'Inden år og dag' — within a year and a day: the time an owner has to come with
 * his proof for wreck and finds (dl-vrag/9, /13, /14, /15, /16, /19).
 *
 * The text never says how long a year and a day is (Q-X01 `aar_og_dag`) nor from
 * which event it runs (Q-X02 `aar_og_dag_start`); both are readings. Following
 * RULES.md convention C4, the last day of the period is still in time. Dates are
 * Julian: Denmark reckoned by the Julian calendar until 18 February 1700.
 */

import type { Assessment, Duration, LegalDate, ReadingDef, RuleContext, Step } from "./kit.js";
import {
  CaseError,
  compare,
  daysBetween,
  deadlineFrom,
  defineReadingBySlug,
  evaluateTold,
  formatDate,
  formatDuration,
  phrases,
  rule,
  tryParseDate,
} from "./kit.js";

const say = phrases("dl-vrag/aar-og-dag", {
  fromFound: "the day of the stranding or finding",
  fromRegistered: "the day of delivery and registration",
  fromNotice: "the day of the public notice",
  length:
    "{code, select, R1 {1 year and 1 day} R2 {1 year and 6 weeks} R3 {1 year, 6 weeks and 3 days} other {1 year}}",
  runs: "the year and a day runs from {from} (Q-X02 {start}) and lasts {length} (Q-X01 {code}); its last day is still in time",
  startWhat: "The start of the year and a day: {from} (Q-X02 {start})",
  startBy: "the king's officer who keeps the goods (the text names no one)",
  startBasis: "the case gives no date for {from}; once it is known, the last day is that date plus {length}",
});

/** How long the year and a day lasts under Q-X01 (LENGTH's R1–R4), in words. */
function lengthWords(code: string, length: Duration): string {
  const words = say.length({ code });
  if (words !== formatDuration(length)) throw new Error(`internal: Q-X01 ${code} is not ${words}`);
  return words;
}

const AFFECTS = ["dl-vrag/9", "dl-vrag/13", "dl-vrag/14", "dl-vrag/15", "dl-vrag/16", "dl-vrag/19"];

export const AAR_OG_DAG: ReadingDef = defineReadingBySlug({
  name: "aar_og_dag",
  question: "Q-X01",
  title: "How long is 'år og dag' (a year and a day)?",
  provisions: AFFECTS,
  alternatives: {
    year_and_day: "one year and one day: the same date a year later, and one day more",
    year_and_six_weeks:
      "one year and six weeks, as later Danish legal usage read it for claims to stranded and found goods",
    saxon_year_and_day: "one year, six weeks and three days: the Saxon 'Jahr und Tag'",
    one_year: "one year: 'og dag' is a set phrase",
  },
  default: "R2",
  note: "The chapter uses 'inden år og dag' as the owner's limit for wreck and finds (dl-vrag/9, /13: 'hvis ingen inden år og dag med nøjagtig bevis fremkommer'; dl-vrag/14: 'skal samme gods blive beliggendes år og dag'; dl-vrag/19: 'uden så er, at rette ejer kommer inden år og dag') and never says how long it is. In the usage of Danske Lov, as the register reads it on review of the original (background, moderately sure), 'år og dag' as the limit on owners' claims to stranded and found goods is a year and six weeks; the literal year and one day (R1) is the older, medieval sense of the formula. The period decides who takes the whole find or wreck, so the default is the sense the Law's own usage gave the words (RULES.md Q-X01, changed from R1).",
});

export const AAR_OG_DAG_START: ReadingDef = defineReadingBySlug({
  name: "aar_og_dag_start",
  question: "Q-X02",
  title: "From which event does the year and a day run?",
  provisions: AFFECTS,
  alternatives: {
    from_stranding_or_finding: "from the day the wreck strands or is found",
    from_delivery_and_registration: "from the day the goods are delivered to the officer and registered",
    from_public_notice: "from a public notice (the texts mention none)",
  },
  default: "R2",
  note: "For finds at sea the text ties the period to the goods lying in the officer's keeping after they are handed over: 'skal han det antvorde til den, som på kongens vegne befalning har ... og skal samme gods blive beliggendes år og dag' (dl-vrag/14). For wreck on the shore it follows the salvage and the keeping 'udi god forvaring med klare registre' (dl-vrag/8): the goods lie a year and a day from when they are delivered and registered. The texts mention no public notice (R3), and the finding itself (R1) precedes the keeping the words speak of.",
});

export const AAR_OG_DAG_READINGS: readonly ReadingDef[] = [AAR_OG_DAG, AAR_OG_DAG_START];

const LENGTH: Record<string, Duration> = {
  R1: { years: 1, days: 1 },
  R2: { years: 1, weeks: 6 },
  R3: { years: 1, weeks: 6, days: 3 },
  R4: { years: 1 },
};

/** The dates a case may give for the events the period can run from (ISO, Julian). */
export interface PeriodEvents {
  /** The day the wreck stranded or the find was made. */
  readonly found?: string | undefined;
  /** The day it was delivered to the officer and registered. */
  readonly registered?: string | undefined;
  /** The day of a public notice. */
  readonly notice?: string | undefined;
}

/** Where in the case file each event's date is, for error messages. */
export interface PeriodPaths {
  readonly found: string;
  readonly registered: string;
  readonly notice: string;
}

export interface Period {
  /** The day the period runs from, when the case gives it. */
  readonly start: LegalDate | undefined;
  readonly length: Duration;
  /** The last day on which an owner's claim is in time. */
  readonly lastDay: LegalDate | undefined;
  /** When the start is not in the case: what must be established, and by whom. */
  readonly assessment: Assessment | undefined;
  readonly step: Step;
}

function parse(text: string | undefined, path: string): LegalDate | undefined {
  if (text === undefined) return undefined;
  const d = tryParseDate(text, "julian");
  if (!d)
    throw new CaseError("case", [{ path, message: `"${text}" is not a date`, expected: "a Julian date YYYY-MM-DD" }]);
  return d;
}

const START_EVENT: Record<string, StartEvent> = {
  R1: { key: "found", words: say.fromFound() },
  R2: { key: "registered", words: say.fromRegistered() },
  R3: { key: "notice", words: say.fromNotice() },
};

type StartEvent = { readonly key: keyof PeriodEvents; readonly words: string };

interface Reckoned {
  readonly start: LegalDate | undefined;
  readonly length: Duration;
  readonly lastDay: LegalDate | undefined;
}

/**
 * 'Inden år og dag': the owner has a year and a day to come with his proof. How long
 * it lasts (Q-X01) and from which event it runs (Q-X02) are the readings; its last
 * day is still in time (RULES.md C4).
 */
const yearAndADay = rule<{ events: PeriodEvents; paths: PeriodPaths; ev: StartEvent }, Reckoned>({
  id: "dl-vrag/9-19#aar-og-dag",
  label:
    "the owner may come with sufficient proof within a year and a day ('inden år og dag'); its last day is still in time",
  provisions: AFFECTS,
  readings: ["aar_og_dag", "aar_og_dag_start"],
  facts: (p) => ({ [p.ev.key]: p.events[p.ev.key] ?? null }),
  gives: (p, ctx) => {
    const length = LENGTH[ctx.readings.get("aar_og_dag")] as Duration;
    const start = parse(p.events[p.ev.key], p.paths[p.ev.key]);
    return { start, length, lastDay: start ? deadlineFrom(start, length) : undefined };
  },
  show: (v) => (v.lastDay ? formatDate(v.lastDay) : null),
});

/**
 * The year and a day for one claim: its start under Q-X02, its length under Q-X01,
 * and its last day, with a step for the explanation citing `provisions`.
 */
export function aarOgDag(
  events: PeriodEvents,
  paths: PeriodPaths,
  ctx: RuleContext,
  provisions: readonly string[],
): Period {
  const startCode = ctx.readings.get("aar_og_dag_start");
  const ev = START_EVENT[startCode] as StartEvent;
  const code = ctx.readings.get("aar_og_dag");
  const o = evaluateTold({ applying: yearAndADay, cites: provisions }, { events, paths, ev }, ctx, (r) => ({
    label: say.runs({
      from: ev.words,
      start: startCode,
      length: lengthWords(code, (r.value as Reckoned).length),
      code,
    }),
  }));
  const { start, length, lastDay } = o.value as Reckoned;
  const assessment: Assessment | undefined = start
    ? undefined
    : {
        what: say.startWhat({ from: ev.words, start: startCode }),
        by: say.startBy(),
        basis: say.startBasis({ from: ev.words, length: lengthWords(code, length) }),
        status: "needed",
        provisions: [...provisions],
      };
  return { start, length, lastDay, assessment, step: o.step };
}

/** Whether a claim made on `claimed` is within the period; undefined when the period's end is unknown. */
export function inTime(period: Period, claimed: LegalDate): boolean | undefined {
  if (!period.lastDay) return undefined;
  return compare(claimed, period.lastDay) <= 0;
}

/** Days from the start to the last day (for display: 366 for one year and a day over a span without 29 February). */
export function periodDays(period: Period): number | undefined {
  return period.start && period.lastDay ? daysBetween(period.start, period.lastDay) : undefined;
}
