/**
 * Dates and durations for legal deadlines, in the Julian or the Gregorian calendar.
 *
 * Denmark reckoned by the Julian calendar until 18 February 1700 (Julian), the day
 * followed by 1 March 1700 (Gregorian); East Frisia probably did too in 1666. A
 * date is therefore always held together with the calendar it is written in, and
 * every date maps to a Julian Day Number (JDN), a plain count of days, so that a
 * date can be shown in the other calendar and differences in days are exact. Both
 * calendars are proleptic: their rules are applied to every year from 1 to 9999.
 *
 * Only integer arithmetic is used (floor division on safe integers); no Date
 * object and no floating-point division is involved.
 *
 * core/ knows no statute: which calendar a case uses and how long a period runs
 * are decided by the caller.
 */

export type CalendarName = "julian" | "gregorian";

export const CALENDARS: readonly CalendarName[] = ["julian", "gregorian"];

/** A day in a named calendar. Always valid when built by this module. */
export interface LegalDate {
  readonly year: number;
  /** 1 = January ... 12 = December. */
  readonly month: number;
  readonly day: number;
  readonly calendar: CalendarName;
}

/** A period of time. Every component is a whole number and may be left out (0). */
export interface Duration {
  readonly years?: number;
  readonly months?: number;
  readonly weeks?: number;
  readonly days?: number;
}

export class CalendarError extends Error {
  override name = "CalendarError";
}

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Floor division of integers: floorDiv(-1, 4) = -1, not 0. */
function floorDiv(a: number, b: number): number {
  const r = ((a % b) + b) % b;
  return (a - r) / b;
}

function checkCalendar(calendar: string): CalendarName {
  if (calendar === "julian" || calendar === "gregorian") return calendar;
  throw new CalendarError(`"${calendar}" is not a calendar; expected "julian" or "gregorian"`);
}

/** Read a calendar name, case-insensitively ("Julian", "gregorian"). */
export function parseCalendar(text: string): CalendarName {
  return checkCalendar(text.trim().toLowerCase());
}

function checkWhole(what: string, v: number): void {
  if (!Number.isSafeInteger(v)) throw new CalendarError(`${what} must be a whole number, got ${v}`);
}

function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? `month ${month}`;
}

/**
 * Julian: every year divisible by 4 is a leap year (1700 is one).
 * Gregorian: divisible by 4, except centuries not divisible by 400 (1700 is not, 2000 is).
 */
export function isLeapYear(year: number, calendar: CalendarName): boolean {
  checkWhole("a year", year);
  checkCalendar(calendar);
  if (year % 4 !== 0) return false;
  if (calendar === "julian") return true;
  return year % 100 !== 0 || year % 400 === 0;
}

/** Number of days in a month (1-12) of a year in a calendar. */
export function daysInMonth(year: number, month: number, calendar: CalendarName): number {
  checkWhole("a month", month);
  if (month < 1 || month > 12) throw new CalendarError(`month ${month} is not a month; expected 1 to 12`);
  if (month === 2 && isLeapYear(year, calendar)) return 29;
  return MONTH_DAYS[month - 1] as number;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function isoOf(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Build a date and check that it exists in its calendar. Throws a CalendarError
 * naming the bad value, e.g. for 1690-02-30: "February 1690 has 28 days".
 */
export function makeDate(year: number, month: number, day: number, calendar: CalendarName = "julian"): LegalDate {
  checkCalendar(calendar);
  for (const [what, v] of [
    ["a year", year],
    ["a month", month],
    ["a day", day],
  ] as const) {
    checkWhole(what, v);
  }
  const bad = (why: string) =>
    new CalendarError(`${isoOf(year, month, day)} is not a day of the ${calendar} calendar: ${why}`);
  if (year < MIN_YEAR || year > MAX_YEAR)
    throw bad(`year ${year} is out of range; expected a year from ${MIN_YEAR} to ${MAX_YEAR}`);
  if (month < 1 || month > 12) throw bad(`month ${month} is not a month; expected 01 to 12`);
  const dim = daysInMonth(year, month, calendar);
  if (day < 1 || day > dim) {
    throw bad(`${monthName(month)} ${year} has ${dim} days; expected a day from 01 to ${dim}`);
  }
  return Object.freeze({ year, month, day, calendar });
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parse an ISO date "YYYY-MM-DD" in the given calendar. The calendar is not part
 * of the text; it defaults to the Julian calendar, which both Denmark (until 1700)
 * and, probably, East Frisia used; pass "gregorian" for a Gregorian date.
 */
export function parseDate(text: string, calendar: CalendarName = "julian"): LegalDate {
  checkCalendar(calendar);
  const t = text.trim();
  const m = ISO.exec(t);
  if (!m) throw new CalendarError(`"${text}" is not a date; expected the form YYYY-MM-DD, e.g. 1690-05-10`);
  return makeDate(Number(m[1]), Number(m[2]), Number(m[3]), calendar);
}

/** Like parseDate, but returns undefined instead of throwing. */
export function tryParseDate(text: string, calendar: CalendarName = "julian"): LegalDate | undefined {
  try {
    return parseDate(text, calendar);
  } catch (e) {
    if (e instanceof CalendarError) return undefined;
    throw e;
  }
}

/** "1690-05-10"; with `withCalendar`, "1690-05-10 (julian)". */
export function formatDate(d: LegalDate, opts: { withCalendar?: boolean } = {}): string {
  const iso = isoOf(d.year, d.month, d.day);
  return opts.withCalendar ? `${iso} (${d.calendar})` : iso;
}

/**
 * The Julian Day Number of a date: the days counted from 1 January 4713 BC
 * (Julian), so that Gregorian 2000-01-01 is 2451545 and Julian 1582-10-04 is
 * 2299160. Equal numbers mean the same day, whatever the calendar.
 */
export function toJdn(d: LegalDate): number {
  // Count years from March, so that a leap day is the last day of its year.
  const a = floorDiv(14 - d.month, 12);
  const y = d.year + 4800 - a;
  const m = d.month + 12 * a - 3;
  const days = d.day + floorDiv(153 * m + 2, 5) + 365 * y + floorDiv(y, 4);
  if (d.calendar === "julian") return days - 32083;
  return days - floorDiv(y, 100) + floorDiv(y, 400) - 32045;
}

/** The date in the given calendar of a Julian Day Number. */
export function fromJdn(jdn: number, calendar: CalendarName): LegalDate {
  checkWhole("a day number", jdn);
  checkCalendar(calendar);
  let c: number;
  let centuries = 0;
  if (calendar === "gregorian") {
    const a = jdn + 32044;
    const b = floorDiv(4 * a + 3, 146097);
    c = a - floorDiv(146097 * b, 4);
    centuries = b;
  } else {
    c = jdn + 32082;
  }
  const d = floorDiv(4 * c + 3, 1461);
  const e = c - floorDiv(1461 * d, 4);
  const m = floorDiv(5 * e + 2, 153);
  const day = e - floorDiv(153 * m + 2, 5) + 1;
  const month = m + 3 - 12 * floorDiv(m, 10);
  const year = 100 * centuries + d - 4800 + floorDiv(m, 10);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new CalendarError(
      `day number ${jdn} falls in year ${year} of the ${calendar} calendar; expected a year from ${MIN_YEAR} to ${MAX_YEAR}`,
    );
  }
  return Object.freeze({ year, month, day, calendar });
}

/** The same day written in another calendar (Julian 1666-03-13 = Gregorian 1666-03-23). */
export function toCalendar(d: LegalDate, calendar: CalendarName): LegalDate {
  if (d.calendar === calendar) return d;
  return fromJdn(toJdn(d), calendar);
}

/** Days from a to b: positive when b is later. Dates in different calendars are compared as days. */
export function daysBetween(a: LegalDate, b: LegalDate): number {
  return toJdn(b) - toJdn(a);
}

/** -1 when a is an earlier day than b, 1 when later, 0 on the same day (in either calendar). */
export function compare(a: LegalDate, b: LegalDate): -1 | 0 | 1 {
  const x = toJdn(a);
  const y = toJdn(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** True when a and b are the same day, even if written in different calendars. */
export function sameDay(a: LegalDate, b: LegalDate): boolean {
  return toJdn(a) === toJdn(b);
}

/** The date n days later (earlier when n < 0), in the date's own calendar. */
export function addDays(d: LegalDate, n: number): LegalDate {
  checkWhole("a number of days", n);
  return fromJdn(toJdn(d) + n, d.calendar);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function weekday(d: LegalDate): number {
  // JDN 0 was a Monday.
  const j = toJdn(d);
  return j - 7 * floorDiv(j, 7) + 1;
}

function component(dur: Duration, key: keyof Duration): number {
  const v = dur[key] ?? 0;
  checkWhole(`duration ${key}`, v);
  return v;
}

/**
 * Add a duration in the date's own calendar: years, then months, then weeks and
 * days.
 *
 * Years and months move the date by whole calendar months (a year is 12 months)
 * and keep the day of the month. When that day does not exist in the month
 * reached, the date becomes the LAST day of that month: 29 Feb 1688 + 1 year =
 * 28 Feb 1689, and 31 Jan + 1 month = 28 (or 29) Feb. Years and months are
 * applied together, before that rule is used, so 29 Feb 1688 + 1 year 1 month =
 * 29 Mar 1689 (not 28 Mar). Weeks (7 days each) and days are then added as plain
 * days. Components may be negative. The result is always the same for the same
 * input.
 */
export function addDuration(d: LegalDate, dur: Duration): LegalDate {
  const years = component(dur, "years");
  const months = component(dur, "months");
  const weeks = component(dur, "weeks");
  const days = component(dur, "days");
  let result = d;
  const totalMonths = years * 12 + months;
  if (totalMonths !== 0) {
    const index = d.year * 12 + (d.month - 1) + totalMonths;
    const year = floorDiv(index, 12);
    const month = index - year * 12 + 1;
    if (year < MIN_YEAR || year > MAX_YEAR) {
      throw new CalendarError(
        `${formatDate(d)} + ${formatDuration(dur)} falls in year ${year}; expected a year from ${MIN_YEAR} to ${MAX_YEAR}`,
      );
    }
    const day = Math.min(d.day, daysInMonth(year, month, d.calendar));
    result = makeDate(year, month, day, d.calendar);
  }
  const n = weeks * 7 + days;
  return n === 0 ? result : addDays(result, n);
}

/** "1 year and 6 weeks", "0 days". */
export function formatDuration(dur: Duration): string {
  const parts: string[] = [];
  for (const [key, one] of [
    ["years", "year"],
    ["months", "month"],
    ["weeks", "week"],
    ["days", "day"],
  ] as const) {
    const v = dur[key] ?? 0;
    if (v !== 0) parts.push(`${v} ${v === 1 || v === -1 ? one : key}`);
  }
  if (parts.length === 0) return "0 days";
  if (parts.length === 1) return parts[0] as string;
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export interface DeadlineOptions {
  /**
   * true (the default, RULES.md convention C4: 'inden år og dag' includes the last
   * day of the period): the act is in time on start + duration itself.
   * false: the period ends before start + duration, so the last day in time is the
   * day before it.
   */
  readonly inclusive: boolean;
}

/**
 * The last day on which an act is still in time, for a period that runs from
 * `start` (the day of the event, e.g. the stranding; that day is not itself
 * counted as a day of the period).
 *
 * With { inclusive: true } the last day in time is exactly addDuration(start,
 * duration): for a year and a day from 1690-05-10, an act on 1691-05-11 is in
 * time and an act on 1691-05-12 is late. With { inclusive: false } it is the day
 * before that. The components of the duration must not be negative.
 */
export function deadlineFrom(
  start: LegalDate,
  duration: Duration,
  opts: DeadlineOptions = { inclusive: true },
): LegalDate {
  for (const key of ["years", "months", "weeks", "days"] as const) {
    if (component(duration, key) < 0) {
      throw new CalendarError(`a period cannot be negative: ${key} is ${duration[key]}`);
    }
  }
  const end = addDuration(start, duration);
  return opts.inclusive ? end : addDays(end, -1);
}

/** True when an act done on `act` is in time for the period (acts before the start are in time). */
export function isInTime(
  act: LegalDate,
  start: LegalDate,
  duration: Duration,
  opts: DeadlineOptions = { inclusive: true },
): boolean {
  return compare(act, deadlineFrom(start, duration, opts)) <= 0;
}

/**
 * The next occurrence of a yearly day (month, day) on or after `after`, in the
 * calendar of `after`. A duty on 29 February falls, in a year without that day,
 * on 28 February (the last day of the month, as in addDuration). A day that
 * exists in no year (30 February, 31 April) is an error.
 */
export function nextAnnual(after: LegalDate, month: number, day: number): LegalDate {
  checkWhole("a month", month);
  checkWhole("a day", day);
  if (month < 1 || month > 12) throw new CalendarError(`month ${month} is not a month; expected 1 to 12`);
  const most = month === 2 ? 29 : (MONTH_DAYS[month - 1] as number);
  if (day < 1 || day > most) {
    throw new CalendarError(`${day} ${monthName(month)} is not a day of any year; expected a day from 1 to ${most}`);
  }
  const inYear = (year: number): LegalDate =>
    makeDate(year, month, Math.min(day, daysInMonth(year, month, after.calendar)), after.calendar);
  const thisYear = inYear(after.year);
  return compare(thisYear, after) >= 0 ? thisYear : inYear(after.year + 1);
}
