// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import {
  addDays,
  addDuration,
  CalendarError,
  type CalendarName,
  compare,
  daysBetween,
  daysInMonth,
  deadlineFrom,
  formatDate,
  formatDuration,
  fromJdn,
  isInTime,
  isLeapYear,
  type LegalDate,
  makeDate,
  nextAnnual,
  parseCalendar,
  parseDate,
  sameDay,
  toCalendar,
  toJdn,
  tryParseDate,
  weekday,
} from "./calendar.js";

const J = (iso: string): LegalDate => parseDate(iso, "julian");
const G = (iso: string): LegalDate => parseDate(iso, "gregorian");
const iso = (d: LegalDate): string => formatDate(d);

/** Assert that fn throws a CalendarError whose message matches every pattern. */
function throwsCalendar(fn: () => unknown, ...patterns: RegExp[]): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof CalendarError, `expected a CalendarError, got ${String(e)}`);
    for (const p of patterns) assert.match(e.message, p);
    return true;
  });
}

// An oracle independent of the JDN formulas: count days from 1 January of year 1
// with nothing but the leap rule, then add the known day number of that day.
function naiveJdn(d: LegalDate): number {
  const leap = (y: number) => (d.calendar === "julian" ? y % 4 === 0 : (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0);
  let n = 0;
  for (let y = 1; y < d.year; y++) n += leap(y) ? 366 : 365;
  const lengths = [31, leap(d.year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  for (let m = 1; m < d.month; m++) n += lengths[m - 1] as number;
  n += d.day - 1;
  // Gregorian 0001-01-01 is JDN 1721426; Julian 0001-01-01 two days earlier.
  return n + (d.calendar === "julian" ? 1721424 : 1721426);
}

/** Gregorian JDN from the platform's proleptic Gregorian Date, as a second oracle. */
function dateJdn(d: LegalDate): number {
  const t = new Date(0);
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return t.getTime() / 86_400_000 + 2_440_588;
}

const calendarName = fc.constantFrom<CalendarName>("julian", "gregorian");
const legalDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    calendar: calendarName,
  })
  .map(({ year, month, day, calendar }) =>
    makeDate(year, month, Math.min(day, daysInMonth(year, month, calendar)), calendar),
  );
/** Dates from 1000 to 3000, so that adding a few thousand days stays in range. */
const midDate = legalDate.filter((d) => d.year >= 1000 && d.year <= 3000);

describe("leap years and month lengths", () => {
  test("Julian: every year divisible by 4 is a leap year, centuries too", () => {
    for (const y of [4, 1600, 1688, 1700, 1800, 1900, 2000]) assert.equal(isLeapYear(y, "julian"), true, String(y));
    for (const y of [1, 1689, 1690, 1691, 1702]) assert.equal(isLeapYear(y, "julian"), false, String(y));
  });

  test("Gregorian: centuries are leap years only when divisible by 400", () => {
    for (const y of [1600, 1688, 2000, 2024]) assert.equal(isLeapYear(y, "gregorian"), true, String(y));
    for (const y of [1700, 1800, 1900, 2100, 1689]) assert.equal(isLeapYear(y, "gregorian"), false, String(y));
  });

  test("February has 29 days in 1700 Julian and 28 in 1700 Gregorian", () => {
    assert.equal(daysInMonth(1700, 2, "julian"), 29);
    assert.equal(daysInMonth(1700, 2, "gregorian"), 28);
    assert.equal(daysInMonth(1690, 4, "julian"), 30);
    assert.equal(daysInMonth(1690, 12, "gregorian"), 31);
  });

  test("a month outside 1-12 or a non-integer year is refused", () => {
    throwsCalendar(() => daysInMonth(1690, 13, "julian"), /month 13/, /1 to 12/);
    throwsCalendar(() => isLeapYear(1690.5, "julian"), /a year must be a whole number, got 1690.5/);
  });
});

describe("parsing, validating and formatting dates", () => {
  test("parses an ISO date in the given calendar, Julian by default", () => {
    assert.deepEqual(parseDate("1690-05-10"), { year: 1690, month: 5, day: 10, calendar: "julian" });
    assert.deepEqual(parseDate("1690-05-10", "gregorian"), { year: 1690, month: 5, day: 10, calendar: "gregorian" });
    assert.deepEqual(parseDate(" 1690-05-10 "), { year: 1690, month: 5, day: 10, calendar: "julian" });
  });

  test("formats back to ISO, padding every field, with the calendar on request", () => {
    assert.equal(formatDate(J("1690-05-10")), "1690-05-10");
    assert.equal(formatDate(makeDate(5, 1, 2, "julian")), "0005-01-02");
    assert.equal(formatDate(G("1700-03-01"), { withCalendar: true }), "1700-03-01 (gregorian)");
  });

  test("29 February exists in Julian 1700 but not in Gregorian 1700", () => {
    assert.equal(iso(J("1700-02-29")), "1700-02-29");
    throwsCalendar(
      () => G("1700-02-29"),
      /1700-02-29 is not a day of the gregorian calendar/,
      /February 1700 has 28 days/,
    );
  });

  test("1690-02-30 is refused with the month's length", () => {
    throwsCalendar(
      () => J("1690-02-30"),
      /1690-02-30/,
      /julian calendar/,
      /February 1690 has 28 days/,
      /from 01 to 28/,
    );
  });

  test("31 April and day 00 are refused", () => {
    throwsCalendar(() => J("1690-04-31"), /April 1690 has 30 days/);
    throwsCalendar(() => J("1690-04-00"), /1690-04-00/);
  });

  test("month 13 and month 00 are refused", () => {
    throwsCalendar(() => J("1690-13-01"), /month 13 is not a month; expected 01 to 12/);
    throwsCalendar(() => J("1690-00-01"), /month 0 is not a month/);
  });

  test("year 0 is out of range", () => {
    throwsCalendar(() => J("0000-01-01"), /year 0 is out of range/);
  });

  test("text not of the form YYYY-MM-DD is refused, quoting it", () => {
    for (const text of ["1690-5-10", "10.05.1690", "1690/05/10", "", "1690-05-10T00:00", "16900-05-10", "abcd-ef-gh"]) {
      throwsCalendar(
        () => parseDate(text),
        new RegExp(`"${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}"`),
        /YYYY-MM-DD/,
      );
    }
  });

  test("tryParseDate returns undefined instead of throwing", () => {
    assert.equal(tryParseDate("1690-02-30"), undefined);
    assert.equal(tryParseDate("nonsense"), undefined);
    assert.equal(iso(tryParseDate("1690-02-28") as LegalDate), "1690-02-28");
  });

  test("an unknown calendar is refused", () => {
    throwsCalendar(
      () => parseDate("1690-05-10", "julain" as CalendarName),
      /"julain" is not a calendar; expected "julian" or "gregorian"/,
    );
    throwsCalendar(() => parseCalendar("french republican"), /not a calendar/);
  });

  test("parseCalendar ignores case and spaces", () => {
    assert.equal(parseCalendar(" Julian "), "julian");
    assert.equal(parseCalendar("GREGORIAN"), "gregorian");
  });

  test("makeDate refuses non-integer fields", () => {
    throwsCalendar(() => makeDate(1690, 5, 1.5, "julian"), /a day must be a whole number, got 1.5/);
    throwsCalendar(() => makeDate(1690, Number.NaN, 1, "julian"), /a month must be a whole number/);
  });

  test("dates are frozen", () => {
    assert.ok(Object.isFrozen(J("1690-05-10")));
  });
});

describe("Julian Day Numbers and conversion between calendars", () => {
  test("known day numbers", () => {
    assert.equal(toJdn(G("2000-01-01")), 2451545);
    assert.equal(toJdn(J("1582-10-04")), 2299160);
    assert.equal(toJdn(G("1582-10-15")), 2299161);
    assert.equal(toJdn(G("1858-11-17")), 2400001);
  });

  test("Julian 1666-03-13 is Gregorian 1666-03-23 (ten days apart in the 17th century)", () => {
    assert.equal(iso(toCalendar(J("1666-03-13"), "gregorian")), "1666-03-23");
    assert.equal(iso(toCalendar(G("1666-03-23"), "julian")), "1666-03-13");
    assert.ok(sameDay(J("1666-03-13"), G("1666-03-23")));
  });

  test("the Danish change: Julian 1700-02-18 (the last Julian day) is Gregorian 1700-02-28; the next day is Gregorian 1700-03-01", () => {
    assert.equal(iso(toCalendar(J("1700-02-18"), "gregorian")), "1700-02-28");
    assert.equal(iso(toCalendar(addDays(J("1700-02-18"), 1), "gregorian")), "1700-03-01");
    assert.equal(daysBetween(J("1700-02-18"), G("1700-03-01")), 1);
    assert.equal(weekday(J("1700-02-18")), 7, "a Sunday");
    assert.equal(weekday(G("1700-03-01")), 1, "a Monday");
  });

  test("from March 1700 on the calendars are eleven days apart", () => {
    assert.equal(iso(toCalendar(J("1700-02-29"), "gregorian")), "1700-03-11");
    assert.equal(iso(toCalendar(J("1750-06-01"), "gregorian")), "1750-06-12");
  });

  test("the Gregorian reform: Julian 1582-10-04 is followed by Gregorian 1582-10-15", () => {
    assert.equal(iso(toCalendar(J("1582-10-05"), "gregorian")), "1582-10-15");
  });

  test("toCalendar into the same calendar returns the date unchanged", () => {
    const d = J("1690-05-10");
    assert.equal(toCalendar(d, "julian"), d);
  });

  test("fromJdn gives the date in the requested calendar, and refuses years out of range", () => {
    assert.deepEqual(fromJdn(2451545, "gregorian"), { year: 2000, month: 1, day: 1, calendar: "gregorian" });
    assert.deepEqual(fromJdn(2451545, "julian"), { year: 1999, month: 12, day: 19, calendar: "julian" });
    assert.equal(iso(fromJdn(1721424, "julian")), "0001-01-01");
    throwsCalendar(() => fromJdn(1721423, "julian"), /year 0/);
    throwsCalendar(() => fromJdn(1721424, "gregorian"), /year 0 of the gregorian calendar/);
    throwsCalendar(() => fromJdn(1.5, "julian"), /whole number/);
  });

  test("weekday: Gregorian 2000-01-01 was a Saturday", () => {
    assert.equal(weekday(G("2000-01-01")), 6);
  });

  test("property: toJdn agrees with a day-by-day count, in both calendars", () => {
    fc.assert(
      fc.property(legalDate, (d) => {
        assert.equal(toJdn(d), naiveJdn(d), formatDate(d, { withCalendar: true }));
      }),
      { numRuns: 300 },
    );
  });

  test("property: Gregorian toJdn agrees with the platform Date", () => {
    fc.assert(
      // Years 2-9998, so that the date exists in both calendars.
      fc.property(
        legalDate.filter((d) => d.year > 1 && d.year < 9999),
        (d) => {
          const g = toCalendar(d, "gregorian");
          assert.equal(toJdn(g), dateJdn(g), iso(g));
        },
      ),
      { numRuns: 300 },
    );
  });

  test("property: fromJdn(toJdn(d)) gives d back, and converting there and back is the identity", () => {
    fc.assert(
      fc.property(legalDate, (d) => {
        assert.deepEqual(fromJdn(toJdn(d), d.calendar), d);
        const other: CalendarName = d.calendar === "julian" ? "gregorian" : "julian";
        if (d.year > 1 && d.year < 9999) {
          const there = toCalendar(d, other);
          assert.equal(there.calendar, other);
          assert.ok(sameDay(there, d));
          assert.deepEqual(toCalendar(there, d.calendar), d);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("property: the Julian date is (centuries - leap centuries - 2) days behind the same Gregorian label", () => {
    fc.assert(
      fc.property(legalDate, (d) => {
        const j = makeDate(d.year, d.month, Math.min(d.day, 28), "julian");
        const g = makeDate(d.year, d.month, Math.min(d.day, 28), "gregorian");
        // Counted from March, as the extra Julian leap day falls at the end of February.
        const y = d.month >= 3 ? d.year : d.year - 1;
        const gap = Math.floor(y / 100) - Math.floor(y / 400) - 2;
        assert.equal(daysBetween(g, j), gap, iso(j));
      }),
      { numRuns: 300 },
    );
  });
});

describe("addDays, daysBetween, compare", () => {
  test("worked day arithmetic", () => {
    assert.equal(iso(addDays(J("1690-02-28"), 1)), "1690-03-01");
    assert.equal(iso(addDays(J("1688-02-28"), 1)), "1688-02-29");
    assert.equal(iso(addDays(J("1690-12-31"), 1)), "1691-01-01");
    assert.equal(iso(addDays(J("1691-01-01"), -1)), "1690-12-31");
    assert.equal(iso(addDays(J("1690-05-10"), 0)), "1690-05-10");
    assert.equal(daysBetween(J("1690-05-10"), J("1691-05-11")), 366);
    assert.equal(daysBetween(J("1691-05-11"), J("1690-05-10")), -366);
    assert.equal(daysBetween(J("1688-01-01"), J("1689-01-01")), 366);
    assert.equal(daysBetween(G("1700-01-01"), G("1701-01-01")), 365);
  });

  test("addDays keeps the date's calendar and refuses a fractional count", () => {
    assert.equal(addDays(G("1700-02-28"), 1).calendar, "gregorian");
    assert.equal(iso(addDays(G("1700-02-28"), 1)), "1700-03-01");
    throwsCalendar(() => addDays(J("1690-05-10"), 0.5), /a number of days must be a whole number, got 0.5/);
  });

  test("addDays past year 9999 is refused", () => {
    throwsCalendar(() => addDays(J("9999-12-31"), 1), /year 10000/);
  });

  test("compare orders days, across calendars too", () => {
    assert.equal(compare(J("1690-05-10"), J("1690-05-11")), -1);
    assert.equal(compare(J("1690-05-11"), J("1690-05-10")), 1);
    assert.equal(compare(J("1690-05-10"), J("1690-05-10")), 0);
    assert.equal(compare(J("1666-03-13"), G("1666-03-23")), 0);
    // The same label is a later day in the Julian calendar.
    assert.equal(compare(J("1666-03-13"), G("1666-03-13")), 1);
    assert.equal(sameDay(J("1666-03-13"), G("1666-03-13")), false);
  });

  test("property: addDays(d, n) is n days after d, and the weekday advances with it", () => {
    fc.assert(
      fc.property(midDate, fc.integer({ min: -100_000, max: 100_000 }), (d, n) => {
        const e = addDays(d, n);
        assert.equal(daysBetween(d, e), n);
        assert.equal(e.calendar, d.calendar);
        assert.equal(compare(d, e), n > 0 ? -1 : n < 0 ? 1 : 0);
        assert.equal(weekday(e), ((((weekday(d) - 1 + n) % 7) + 7) % 7) + 1);
      }),
    );
  });

  test("property: the next day is the next valid date in year-month-day order", () => {
    fc.assert(
      fc.property(midDate, (d) => {
        const e = addDays(d, 1);
        const last = d.day === daysInMonth(d.year, d.month, d.calendar);
        if (!last) assert.deepEqual([e.year, e.month, e.day], [d.year, d.month, d.day + 1]);
        else if (d.month < 12) assert.deepEqual([e.year, e.month, e.day], [d.year, d.month + 1, 1]);
        else assert.deepEqual([e.year, e.month, e.day], [d.year + 1, 1, 1]);
      }),
    );
  });

  test("property: compare is antisymmetric and agrees with daysBetween", () => {
    fc.assert(
      fc.property(legalDate, legalDate, (a, b) => {
        assert.equal(compare(a, b), -compare(b, a) || 0);
        // daysBetween(a, b) is positive when b is later, that is when a comes first.
        assert.equal(compare(a, b), -Math.sign(daysBetween(a, b)) || 0);
        assert.equal(daysBetween(a, b), -daysBetween(b, a) || 0);
      }),
    );
  });
});

describe("addDuration", () => {
  test("1 year and 1 day from 1690-05-10 is 1691-05-11", () => {
    assert.equal(iso(addDuration(J("1690-05-10"), { years: 1, days: 1 })), "1691-05-11");
  });

  test("1 year and 6 weeks from 1690-05-10 is 1691-06-21", () => {
    assert.equal(iso(addDuration(J("1690-05-10"), { years: 1, weeks: 6 })), "1691-06-21");
  });

  test("29 February + 1 year is 28 February, the last day of the month", () => {
    assert.equal(iso(addDuration(J("1688-02-29"), { years: 1 })), "1689-02-28");
    assert.equal(iso(addDuration(G("1696-02-29"), { years: 4 })), "1700-02-28");
  });

  test("29 February + 4 years stays 29 February when that day exists", () => {
    assert.equal(iso(addDuration(J("1688-02-29"), { years: 4 })), "1692-02-29");
    assert.equal(iso(addDuration(J("1696-02-29"), { years: 4 })), "1700-02-29");
  });

  test("years and months are added together before the last-day rule: 29 Feb 1688 + 1 year 1 month = 29 Mar 1689", () => {
    assert.equal(iso(addDuration(J("1688-02-29"), { years: 1, months: 1 })), "1689-03-29");
  });

  test("31 January + 1 month is the last day of February", () => {
    assert.equal(iso(addDuration(J("1690-01-31"), { months: 1 })), "1690-02-28");
    assert.equal(iso(addDuration(J("1688-01-31"), { months: 1 })), "1688-02-29");
    assert.equal(iso(addDuration(J("1700-01-31"), { months: 1 })), "1700-02-29");
    assert.equal(iso(addDuration(G("1700-01-31"), { months: 1 })), "1700-02-28");
  });

  test("months carry into years, forwards and backwards", () => {
    assert.equal(iso(addDuration(J("1690-11-15"), { months: 3 })), "1691-02-15");
    assert.equal(iso(addDuration(J("1690-02-15"), { months: -3 })), "1689-11-15");
    assert.equal(iso(addDuration(J("1689-03-31"), { months: -1 })), "1689-02-28");
    assert.equal(iso(addDuration(J("1690-05-10"), { months: 24 })), "1692-05-10");
  });

  test("the last-day rule is applied before weeks and days are added", () => {
    // 31 Jan + 1 month → 28 Feb, then + 1 day → 1 Mar (not 3 Mar).
    assert.equal(iso(addDuration(J("1690-01-31"), { months: 1, days: 1 })), "1690-03-01");
  });

  test("an empty duration changes nothing", () => {
    assert.deepEqual(addDuration(J("1690-05-10"), {}), J("1690-05-10"));
  });

  test("a fractional component is refused, naming it", () => {
    throwsCalendar(
      () => addDuration(J("1690-05-10"), { years: 0.5 }),
      /duration years must be a whole number, got 0.5/,
    );
    throwsCalendar(() => addDuration(J("1690-05-10"), { weeks: 1.5 }), /duration weeks/);
  });

  test("a result outside years 1-9999 is refused", () => {
    throwsCalendar(() => addDuration(J("9999-05-10"), { years: 1 }), /falls in year 10000/);
    throwsCalendar(() => addDuration(J("0001-05-10"), { months: -5 }), /falls in year 0/);
  });

  test("property: adding months keeps the day, or takes the last day of the month when it does not exist", () => {
    fc.assert(
      fc.property(midDate, fc.integer({ min: -1200, max: 1200 }), (d, months) => {
        const e = addDuration(d, { months });
        assert.equal(e.year * 12 + e.month - (d.year * 12 + d.month), months);
        assert.equal(e.day, Math.min(d.day, daysInMonth(e.year, e.month, d.calendar)));
        assert.equal(e.calendar, d.calendar);
      }),
    );
  });

  test("property: a year is twelve months, a week seven days, and days are addDays", () => {
    fc.assert(
      fc.property(midDate, fc.integer({ min: -50, max: 50 }), fc.integer({ min: -500, max: 500 }), (d, years, days) => {
        assert.deepEqual(addDuration(d, { years }), addDuration(d, { months: 12 * years }));
        assert.deepEqual(addDuration(d, { weeks: days }), addDays(d, 7 * days));
        assert.deepEqual(addDuration(d, { days }), addDays(d, days));
        assert.deepEqual(addDuration(d, { years, days }), addDays(addDuration(d, { years }), days));
      }),
    );
  });
});

describe("deadlineFrom and isInTime", () => {
  const stranding = J("1690-05-10");
  const yearAndDay = { years: 1, days: 1 };

  test("inclusive (convention C4): start + duration is the last day in time", () => {
    assert.equal(iso(deadlineFrom(stranding, yearAndDay, { inclusive: true })), "1691-05-11");
    assert.equal(iso(deadlineFrom(stranding, yearAndDay)), "1691-05-11", "inclusive is the default");
  });

  test("exclusive: the last day in time is the day before start + duration", () => {
    assert.equal(iso(deadlineFrom(stranding, yearAndDay, { inclusive: false })), "1691-05-10");
  });

  test("an act on the last day is in time, the day after is late", () => {
    assert.equal(isInTime(J("1691-05-11"), stranding, yearAndDay), true);
    assert.equal(isInTime(J("1691-05-12"), stranding, yearAndDay), false);
    assert.equal(isInTime(J("1691-05-11"), stranding, yearAndDay, { inclusive: false }), false);
    assert.equal(isInTime(J("1690-05-10"), stranding, yearAndDay), true);
  });

  test("an act dated in the other calendar is compared as a day", () => {
    // Julian 1691-05-11 is Gregorian 1691-05-21.
    assert.equal(isInTime(G("1691-05-21"), stranding, yearAndDay), true);
    assert.equal(isInTime(G("1691-05-22"), stranding, yearAndDay), false);
  });

  test("a negative period is refused", () => {
    throwsCalendar(() => deadlineFrom(stranding, { days: -1 }), /a period cannot be negative: days is -1/);
  });

  test("property: the inclusive deadline is one day after the exclusive one", () => {
    fc.assert(
      fc.property(
        midDate,
        fc.record({ years: fc.nat(5), months: fc.nat(24), weeks: fc.nat(60), days: fc.nat(400) }),
        (d, dur) => {
          const incl = deadlineFrom(d, dur, { inclusive: true });
          const excl = deadlineFrom(d, dur, { inclusive: false });
          assert.equal(daysBetween(excl, incl), 1);
          assert.deepEqual(incl, addDuration(d, dur));
          assert.equal(isInTime(incl, d, dur), true);
          assert.equal(isInTime(addDays(incl, 1), d, dur), false);
        },
      ),
    );
  });
});

describe("nextAnnual", () => {
  test("later in the same year", () => {
    assert.equal(iso(nextAnnual(J("1690-05-10"), 11, 11)), "1690-11-11");
  });

  test("on the day itself counts (on or after)", () => {
    assert.equal(iso(nextAnnual(J("1690-11-11"), 11, 11)), "1690-11-11");
  });

  test("already past this year: next year", () => {
    assert.equal(iso(nextAnnual(J("1690-11-12"), 11, 11)), "1691-11-11");
    assert.equal(iso(nextAnnual(J("1690-12-31"), 1, 1)), "1691-01-01");
  });

  test("keeps the calendar of the date it starts from", () => {
    const g = nextAnnual(G("1699-12-01"), 2, 1);
    assert.deepEqual(g, { year: 1700, month: 2, day: 1, calendar: "gregorian" });
  });

  test("a 29 February duty falls on 28 February in a year without that day", () => {
    assert.equal(iso(nextAnnual(J("1689-01-01"), 2, 29)), "1689-02-28");
    assert.equal(iso(nextAnnual(J("1688-01-01"), 2, 29)), "1688-02-29");
    assert.equal(iso(nextAnnual(J("1700-01-01"), 2, 29)), "1700-02-29");
    assert.equal(iso(nextAnnual(G("1700-01-01"), 2, 29)), "1700-02-28");
    assert.equal(iso(nextAnnual(J("1689-03-01"), 2, 29)), "1690-02-28");
  });

  test("a day that exists in no year is refused", () => {
    throwsCalendar(() => nextAnnual(J("1690-05-10"), 2, 30), /30 February is not a day of any year/);
    throwsCalendar(() => nextAnnual(J("1690-05-10"), 4, 31), /31 April/);
    throwsCalendar(() => nextAnnual(J("1690-05-10"), 13, 1), /month 13 is not a month/);
    throwsCalendar(() => nextAnnual(J("1690-05-10"), 5, 0), /0 May/);
  });

  test("property: the next occurrence is on or after the date, within a year, and on the asked day", () => {
    fc.assert(
      fc.property(midDate, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (after, month, rawDay) => {
        const day = Math.min(rawDay, month === 2 ? 29 : daysInMonth(2001, month, "julian"));
        const next = nextAnnual(after, month, day);
        assert.ok(compare(next, after) >= 0);
        assert.ok(daysBetween(after, next) < 366);
        assert.equal(next.month, month);
        assert.equal(next.day, Math.min(day, daysInMonth(next.year, month, after.calendar)));
        assert.equal(next.calendar, after.calendar);
        // Nothing earlier qualifies: the occurrence a year before is before `after`.
        if (next.year > after.year) {
          const prev = makeDate(
            after.year,
            month,
            Math.min(day, daysInMonth(after.year, month, after.calendar)),
            after.calendar,
          );
          assert.equal(compare(prev, after), -1);
        }
      }),
    );
  });
});

describe("formatDuration", () => {
  test("names the components with singular and plural", () => {
    assert.equal(formatDuration({ years: 1, days: 1 }), "1 year and 1 day");
    assert.equal(formatDuration({ years: 1, weeks: 6 }), "1 year and 6 weeks");
    assert.equal(formatDuration({ years: 2, months: 1, weeks: 1, days: 3 }), "2 years, 1 month, 1 week and 3 days");
    assert.equal(formatDuration({ months: 6 }), "6 months");
    assert.equal(formatDuration({}), "0 days");
  });
});
