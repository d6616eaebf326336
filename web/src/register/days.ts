/**
 * Days and times as a person writes them, as text: a lot's days in the register's
 * calendar (the lot's: Julian for a Danish lot before 1700), written out in the
 * interface's language with the same day in the other calendar beside it; the
 * journal's times (when an entry was written, today's calendar) as a date and a
 * time of day. dates.tsx shows them on a page; src/core/calendar.ts does the day
 * arithmetic and holds no law.
 */

import { type CalendarName, formatDate, parseDate, toCalendar } from "../../../src/core/calendar.js";
import { dayInWords } from "../day-words.js";
import { lang, t } from "../i18n/index.js";

const OTHER: Record<CalendarName, CalendarName> = { julian: "gregorian", gregorian: "julian" };
const DAY = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** "10 May 1690", "10. Mai 1690", "10. maj 1690". */
export function dayWords(year: number, month: number, day: number): string {
  return dayInWords(year, month, day, lang());
}

/** A day given YYYY-MM-DD in `calendar` written out, and the same day in the other calendar; undefined when it is no day. */
export function twoDays(
  iso: string,
  calendar: CalendarName,
): { main: string; other: string; otherCalendar: CalendarName; gregorian: string; time?: string } | undefined {
  const m = DAY.exec(iso);
  if (!m) return undefined;
  try {
    const d = parseDate(m[1] as string, calendar);
    const o = toCalendar(d, OTHER[calendar]);
    return {
      main: dayWords(d.year, d.month, d.day),
      other: dayWords(o.year, o.month, o.day),
      otherCalendar: OTHER[calendar],
      gregorian: formatDate(toCalendar(d, "gregorian")),
      ...(m[2] ? { time: m[2] } : {}),
    };
  } catch {
    return undefined;
  }
}

/** "10 May 1690 (Julian), 20 May 1690 (Gregorian)": for text that cannot hold markup (an option, a sentence). */
export function dualText(iso: string, calendar: CalendarName): string {
  const x = twoDays(iso, calendar);
  if (!x) return iso;
  return `${x.main}${x.time ? `, ${x.time}` : ""} (${t(`reg.calShort.${calendar}`)}), ${x.other} (${t(`reg.calShort.${x.otherCalendar}`)})`;
}

/** When a journal entry was written, "2 December 2026, 06:18", in the reader's own time. */
export function stampText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang(), { dateStyle: "long", timeStyle: "short" }).format(d);
}

/** A day given YYYY-MM-DD in `calendar`, written out in that calendar alone ("10 August 1690"). */
export function dayText(iso: string, calendar: CalendarName): string {
  return twoDays(iso, calendar)?.main ?? iso;
}
