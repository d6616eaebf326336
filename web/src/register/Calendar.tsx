/**
 * What falls due on a month's calendar: a table of weeks (Monday first), each day
 * with the entries that fall due on it, and the same day in the other calendar.
 * The register writes its dates in the case's calendar; the grid is reckoned in the
 * calendar chosen (src/core/calendar.ts does the day arithmetic, and holds no law).
 * On a phone the month is an agenda instead: the days that have entries, in order,
 * each with its weekday and the same day in the other calendar.
 */

import {
  type CalendarName,
  daysInMonth,
  formatDate,
  makeDate,
  toCalendar,
  weekday,
} from "../../../src/core/calendar.js";
import { monthWord } from "../day-words.js";
import { lang, t, useLang } from "../i18n/index.js";
import { dayWords } from "./dates.js";
import { whoText } from "./names.js";
import { lotHref } from "./paths.js";
import type { DueRow } from "./types.js";
import "./agenda.css";

const dayWordsOf = (d: { year: number; month: number; day: number }): string => dayWords(d.year, d.month, d.day);

export function monthName(year: number, month: number): string {
  return `${monthWord(month, lang())} ${year}`;
}

function weekdayNames(): { short: string; long: string }[] {
  const out: { short: string; long: string }[] = [];
  for (let i = 0; i < 7; i++) {
    const d = Date.UTC(2024, 0, 1 + i); // 1 January 2024 was a Monday
    out.push({
      short: new Intl.DateTimeFormat(lang(), { weekday: "short", timeZone: "UTC" }).format(d),
      long: new Intl.DateTimeFormat(lang(), { weekday: "long", timeZone: "UTC" }).format(d),
    });
  }
  return out;
}

/** The first clause of what falls due, for a day's cell; the list beside has it whole. */
function brief(what: string): string {
  const s = what.split(/[:;(]/)[0]?.trim() ?? what;
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

export function DueCalendar({
  rows,
  year,
  month,
  calendar,
}: {
  rows: readonly DueRow[];
  year: number;
  month: number;
  calendar: CalendarName;
}) {
  useLang();
  const other: CalendarName = calendar === "julian" ? "gregorian" : "julian";
  const n = daysInMonth(year, month, calendar);
  const lead = weekday(makeDate(year, month, 1, calendar)) - 1;
  const cells: (number | undefined)[] = [...Array.from({ length: lead }, () => undefined)];
  for (let d = 1; d <= n; d++) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(undefined);
  const weeks: (number | undefined)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const prefix = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-`;
  const byDay = new Map<number, DueRow[]>();
  for (const r of rows) {
    if (!r.date.startsWith(prefix)) continue;
    const d = Number(r.date.slice(8, 10));
    byDay.set(d, [...(byDay.get(d) ?? []), r]);
  }
  const names = weekdayNames();
  const days = [...byDay.keys()].sort((a, b) => a - b);
  return (
    <>
      <ol class="reg-agenda" aria-label={`${monthName(year, month)} (${t(`reg.cal.${calendar}`)})`}>
        {days.length === 0 ? <li class="reg-agenda-none">{t("reg.agenda.none")}</li> : null}
        {days.map((d) => {
          const date = makeDate(year, month, d, calendar);
          const w = names[weekday(date) - 1];
          return (
            <li key={d} data-date={`${prefix}${String(d).padStart(2, "0")}`}>
              <p class="reg-agenda-day">
                <strong>
                  {w?.long} {d}
                </strong>{" "}
                <span class="reg-cal-other">
                  ({dayWordsOf(toCalendar(date, other))}, {t(`reg.calShort.${other}`)})
                </span>
              </p>
              <ul>
                {(byDay.get(d) ?? []).map((r, k) => (
                  <li key={k}>
                    <a href={lotHref(r.lot)}>{r.lot}</a> · {whoText(r.who, [], r.party, r.whoName)}: {r.what}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      <div class="table-wrap reg-calendar-wrap">
        <table class="reg-calendar">
          <caption>
            {monthName(year, month)} <span class="reg-cal-name">({t(`reg.cal.${calendar}`)})</span>
          </caption>
          <thead>
            <tr>
              {names.map((w) => (
                <th key={w.long} scope="col">
                  <abbr title={w.long}>{w.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w, i) => (
              <tr key={i}>
                {w.map((d, j) =>
                  d === undefined ? (
                    <td key={`e${j}`} class="reg-cal-empty" />
                  ) : (
                    <td
                      key={d}
                      class={byDay.has(d) ? "reg-cal-day reg-cal-has" : "reg-cal-day"}
                      data-date={`${prefix}${String(d).padStart(2, "0")}`}
                    >
                      <span class="reg-cal-num">{d}</span>{" "}
                      <span class="reg-cal-other">
                        <span class="sr-only">{t(`reg.cal.${other}`)} </span>
                        {formatDate(toCalendar(makeDate(year, month, d, calendar), other)).slice(5)}
                      </span>
                      {(byDay.get(d) ?? []).length > 0 ? (
                        <ul class="reg-cal-entries">
                          {(byDay.get(d) ?? []).map((r, k) => (
                            <li key={k}>
                              <a href={lotHref(r.lot)}>{r.lot}</a> · {whoText(r.who, [], r.party, r.whoName)}:{" "}
                              {brief(r.what)}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
