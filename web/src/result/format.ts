/**
 * Presentation only: exact numbers as the API gives them ("113/198") shown as
 * fractions with a decimal beside, percentages of a fraction, dates in the case's
 * calendar with the other calendar beside. No rule of law is applied here.
 */

import { type CalendarName, formatDate, parseDate, toCalendar, toJdn } from "../../../src/core/calendar.js";
import { dayInWords } from "../day-words.js";
import { type Lang, lang, t } from "../i18n/index.js";

export interface Ratio {
  n: bigint;
  d: bigint;
}

/** "113/198", "-5", "0" → a ratio; undefined when the text is not an exact number. */
export function ratio(s: string): Ratio | undefined {
  const m = /^\s*(-?\d+)(?:\/(\d+))?\s*$/.exec(s);
  if (!m) return undefined;
  const d = BigInt(m[2] ?? "1");
  return d === 0n ? undefined : { n: BigInt(m[1] as string), d };
}

/** A ratio to `decimals` places, rounded half away from zero: "−413.70". */
export function decimal(r: Ratio, decimals = 2): string {
  const scale = 10n ** BigInt(decimals);
  const neg = r.n < 0n;
  const a = neg ? -r.n : r.n;
  const q = (a * scale * 2n + r.d) / (2n * r.d);
  const whole = q / scale;
  const frac = (q % scale).toString().padStart(decimals, "0");
  const s = decimals > 0 ? `${whole}${decimalMark()}${frac}` : `${whole}`;
  return neg && q !== 0n ? `−${s}` : s;
}

/** The decimal mark of the language: a comma in German and Danish, a point in English. */
export function decimalMark(l: Lang = lang()): string {
  return l === "en" ? "." : ",";
}

/** A decimal as the engine writes it ("27.7778") in the language's own way ("27,7778"). */
export function localDecimal(s: string, l: Lang = lang()): string {
  return s.replace(/(\d)\.(\d)/g, `$1${decimalMark(l)}$2`);
}

/** A number for drawing (a bar's length): never for a figure shown as exact. */
export function toFloat(s: string): number {
  const r = ratio(s);
  return r ? Number(r.n) / Number(r.d) : 0;
}

/** "113/198" → "57.07 %" (presentation of an exact fraction). */
export function percent(frac: string, decimals = 2): string {
  const r = ratio(frac);
  return r ? `${decimal({ n: r.n * 100n, d: r.d }, decimals)} %` : "";
}

/** An exact amount counted in a unit: "-43025/104 rd (≈ −413.70)", or "540 rd" when whole. */
export function exactAmount(value: string, counted: string): string {
  const r = ratio(value);
  const v = value.replace(/^-/, "−");
  if (!r || r.d === 1n) return `${v} ${counted}`;
  return `${v} ${counted} (≈ ${decimal(r)})`;
}

/** With a sign: "+1000/3 rd (≈ 333.33)". */
export function signedAmount(value: string, counted: string): string {
  const r = ratio(value);
  return r && r.n > 0n ? `+${exactAmount(value, counted)}` : exactAmount(value, counted);
}

/** The sum of rounded amounts in the smallest unit, exactly (presentation of a totals row). */
export function sumMinor(xs: readonly { minor: string }[]): bigint {
  let s = 0n;
  for (const x of xs) s += BigInt(x.minor);
  return s;
}

const OTHER: Record<CalendarName, CalendarName> = { julian: "gregorian", gregorian: "julian" };

export interface ShownDate {
  /** The ISO text as the API gave it, for sorting. */
  iso: string;
  /** In the case's calendar: "13 October 1690 (Julian), 16:00". */
  main: string;
  /** The same day in the other calendar: "23 October 1690 (Gregorian)". */
  other?: string;
  /** The Julian Day Number, for ordering across calendars. */
  day?: number;
  /** The day as a (proleptic) Gregorian ISO date, for a <time datetime>. */
  gregorian?: string;
}

/** A date ("1690-10-13" or "1690-10-13T16:00") in its calendar, with the other beside it. */
export function showDate(iso: string, calendar: CalendarName, l: Lang): ShownDate {
  const m = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(iso);
  if (!m) return { iso, main: iso };
  try {
    const d = parseDate(m[1] as string, calendar);
    const o = toCalendar(d, OTHER[calendar]);
    const time = m[2] ? `, ${m[2]}` : "";
    return {
      iso,
      main: `${dayInWords(d.year, d.month, d.day, l)} (${t(`res.cal.${calendar}`)})${time}`,
      other: `${dayInWords(o.year, o.month, o.day, l)} (${t(`res.cal.${OTHER[calendar]}`)})`,
      day: toJdn(d),
      gregorian: formatDate(toCalendar(d, "gregorian")),
    };
  } catch {
    return { iso, main: iso };
  }
}

/** A fact's value as short text: true/false in words, lists joined, mappings as JSON. */
export function factText(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (v === true) return t("res.yes");
  if (v === false) return t("res.no");
  if (typeof v === "string" || typeof v === "number") return String(v);
  if (Array.isArray(v)) return v.length === 0 ? "—" : v.map(factText).join(", ");
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k}: ${factText(x)}`)
    .join("; ");
}
