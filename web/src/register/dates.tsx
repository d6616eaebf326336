/**
 * A lot's day on a page: written out in the interface's language, in the lot's
 * calendar, with the same day in the other calendar beside it. The words of days
 * and times are days.ts's.
 */

import type { CalendarName } from "../../../src/core/calendar.js";
import { t } from "../i18n/index.js";
import { twoDays } from "./days.js";

export { dayText, dayWords, dualText, stampText, twoDays } from "./days.js";

/** A day written out, in its calendar, with the other calendar's day beside it in smaller type. */
export function DualDate({ iso, calendar }: { iso: string | undefined; calendar: CalendarName }) {
  if (iso === undefined || iso === "") return <>—</>;
  const x = twoDays(iso, calendar);
  if (!x) return <>{iso}</>;
  return (
    <span class="reg-dual">
      <time dateTime={x.gregorian}>
        {x.main}
        {x.time ? `, ${x.time}` : ""}
      </time>{" "}
      ({t(`reg.calShort.${calendar}`)}),{" "}
      <span class="reg-dual-other">
        {x.other} ({t(`reg.calShort.${x.otherCalendar}`)})
      </span>
    </span>
  );
}
