/**
 * #/register/due: what falls due on or before a day (GET /v1/register/due?by=),
 * as a list and on a month's calendar, and apart from it what is owed on demand
 * (no day to pay by fixed), each since the day it arose. The day, the month shown and the calendar
 * of the grid live in the address (?by=&month=&cal=).
 */

import { useState } from "preact/hooks";
import { get } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { useLoad } from "../law/load.js";
import { Failed, Loading } from "../law/Status.js";
import { navigate } from "../router.js";
import { DueCalendar, monthName } from "./Calendar.js";
import { DueTable } from "./DeterminationSummary.js";
import { regHref } from "./paths.js";
import type { DueRow } from "./types.js";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^(\d{4})-(\d{2})$/;

export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function shift(year: number, month: number, by: number): string {
  const m0 = year * 12 + (month - 1) + by;
  return `${String(Math.floor(m0 / 12)).padStart(4, "0")}-${String((m0 % 12) + 1).padStart(2, "0")}`;
}

/** "1691-06" → "June 1691" in the interface's language. */
function monthLabel(ym: string): string {
  const [y, m] = ym.split("-").map(Number);
  return monthName(y ?? 1, m ?? 1);
}

export function DuePage({ query }: { query: URLSearchParams }) {
  useLang();
  const by = DAY.test(query.get("by") ?? "") ? (query.get("by") as string) : today();
  const due = useLoad(() => get<DueRow[]>("/v1/register/due", { query: { by } }), [by]);
  /** The register's calendar, in which its days are written (the rows say it); the grid may be reckoned in the other. */
  const kept = due.data?.find((r) => r.calendar)?.calendar ?? "julian";
  const asked = query.get("cal");
  const cal = asked === "gregorian" || asked === "julian" ? asked : kept;
  const [draft, setDraft] = useState(by);
  const [draftError, setDraftError] = useState(false);
  const go = (o: { by?: string; month?: string; cal?: string }) => {
    const q: Record<string, string> = {
      by,
      cal,
      ...(query.get("month") ? { month: query.get("month") as string } : {}),
    };
    Object.assign(q, o);
    navigate(`${regHref("due")}?${new URLSearchParams(q).toString()}`, true);
  };
  const all = due.data ?? [];
  // Owed on demand, a row has no day to pay by: it is listed on its own, not in a month or on the calendar.
  const onDemand = all.filter((r) => r.onDemand);
  const rows = all.filter((r) => !r.onDemand);
  const months = [...new Set(rows.map((r) => r.date.slice(0, 7)))].sort();
  const chosen = MONTH.exec(query.get("month") ?? "") ?? MONTH.exec(months[0] ?? "") ?? MONTH.exec(by.slice(0, 7));
  const year = Number(chosen?.[1]);
  const month = Number(chosen?.[2]);
  return (
    <section class="reg">
      <nav aria-label={t("law.crumbs")} class="law-crumbs">
        <a href={regHref()}>{t("reg.title")}</a>
      </nav>
      <h1>{t("reg.due.title")}</h1>
      <form
        class="reg-by"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!DAY.test(draft.trim())) {
            setDraftError(true);
            return;
          }
          setDraftError(false);
          go({ by: draft.trim() });
        }}
      >
        <div class="field">
          <label for="reg-by">{t("reg.due.by")}</label>{" "}
          <span id="reg-by-hint" class="hint">
            {t("reg.hint.date")}
          </span>{" "}
          <input
            id="reg-by"
            type="text"
            value={draft}
            aria-describedby={draftError ? "reg-by-hint reg-by-err" : "reg-by-hint"}
            aria-invalid={draftError ? "true" : undefined}
            onInput={(e) => setDraft((e.currentTarget as HTMLInputElement).value)}
          />{" "}
          <button type="submit">{t("reg.due.show")}</button>
          {draftError ? (
            <span id="reg-by-err" class="field-error">
              {" "}
              {t("reg.due.badDate")}
            </span>
          ) : null}
        </div>
      </form>
      {due.error ? <Failed error={due.error} /> : null}
      {due.loading && !due.data ? <Loading /> : null}
      {due.data ? (
        <>
          {onDemand.length > 0 ? (
            <section aria-labelledby="reg-due-demand-h" class="reg-due-demand">
              <h2 id="reg-due-demand-h">{t("reg.due.onDemandTitle", { n: onDemand.length })}</h2>
              <p class="reg-intro">{t("reg.due.onDemandIntro")}</p>
              <DueTable rows={onDemand} caption={t("reg.due.onDemandCaption", { by })} showLot calendar={kept} />
            </section>
          ) : null}
          <section aria-labelledby="reg-due-list-h">
            <h2 id="reg-due-list-h">{t("reg.due.list", { by, n: rows.length })}</h2>
            {rows.length === 0 ? (
              <p class="reg-none">{t(onDemand.length > 0 ? "reg.due.nothingDated" : "reg.due.nothing")}</p>
            ) : (
              <p class="reg-intro">{t("reg.due.byMonth", { calendar: t(`reg.calShort.${kept}`) })}</p>
            )}
            {months.map((m) => {
              const [y, mo] = m.split("-").map(Number) as [number, number];
              return (
                <section key={m} aria-labelledby={`reg-due-m-${m}`} class="reg-due-month">
                  <h3 id={`reg-due-m-${m}`}>
                    {t("reg.due.month", { month: monthName(y, mo), calendar: t(`reg.calShort.${kept}`) })}
                  </h3>
                  <DueTable
                    rows={rows.filter((r) => r.date.startsWith(m))}
                    caption={t("reg.due.monthCaption", { month: monthName(y, mo) })}
                    showLot
                    calendar={kept}
                    month={m}
                  />
                </section>
              );
            })}
          </section>
          <section aria-labelledby="reg-due-cal-h">
            <h2 id="reg-due-cal-h">{t("reg.due.calendar")}</h2>
            <div class="reg-cal-nav">
              <button type="button" class="secondary" onClick={() => go({ month: shift(year, month, -1) })}>
                ← <span class="sr-only">{t("reg.cal.prev")}: </span>
                {monthLabel(shift(year, month, -1))}
              </button>
              {months.length > 0 ? (
                <label>
                  {t("reg.cal.jump")}{" "}
                  <select
                    value={`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`}
                    onChange={(e) => go({ month: (e.currentTarget as HTMLSelectElement).value })}
                  >
                    {[...new Set([...months, `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`])]
                      .sort()
                      .map((m) => {
                        const [y, mo] = m.split("-").map(Number) as [number, number];
                        const n = rows.filter((r) => r.date.startsWith(m)).length;
                        return (
                          <option key={m} value={m}>
                            {monthName(y, mo)} ({n})
                          </option>
                        );
                      })}
                  </select>
                </label>
              ) : null}
              <label>
                {t("reg.cal.reckon")}{" "}
                <select value={cal} onChange={(e) => go({ cal: (e.currentTarget as HTMLSelectElement).value })}>
                  <option value="julian">{t("reg.cal.julian")}</option>
                  <option value="gregorian">{t("reg.cal.gregorian")}</option>
                </select>
              </label>
              <button type="button" class="secondary" onClick={() => go({ month: shift(year, month, 1) })}>
                <span class="sr-only">{t("reg.cal.next")}: </span>
                {monthLabel(shift(year, month, 1))} →
              </button>
            </div>
            <p class="reg-intro">{t("reg.cal.note")}</p>
            <DueCalendar rows={rows} year={year} month={month} calendar={cal} />
          </section>
        </>
      ) : null}
    </section>
  );
}
