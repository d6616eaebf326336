/**
 * What the law decided on a lot, as the register gives it: the situation, the
 * shares, what is owed, and what falls due (the register's own rows when the
 * answer has them, else the determination's dated duties and choices). Shown
 * before a write is committed, on a lot's page, and behind every journal entry.
 */

import type { CalendarName } from "../../../src/core/calendar.js";
import { t, useLang } from "../i18n/index.js";
import { Frame } from "../result/bits.js";
import { DualDate } from "./dates.js";
import { whoText } from "./names.js";
import { Provs } from "./Provs.js";
import type { Determination, DueRow, Party } from "./types.js";

export interface DueLike {
  date?: string;
  who: string;
  what: string;
  provisions: string[];
  calendar?: CalendarName;
  party?: Party;
}

/** How a lot's page names its parties and writes its days (from the server's view of the lot). */
export interface Naming {
  parties?: readonly Party[];
  calendar?: CalendarName;
}

/** The dated duties and choices of a determination (when no register rows come with it). */
export function dueOf(d: Determination): DueLike[] {
  const out: DueLike[] = [];
  for (const o of d.obligations ?? [])
    if (o.due)
      out.push({
        date: o.due,
        who: o.who,
        what: o.what,
        provisions: o.provisions,
        ...(o.calendar ? { calendar: o.calendar } : {}),
      });
  for (const o of d.options ?? []) {
    if (!o.deadline || (o.status && o.status !== "open")) continue;
    const what = `${t("reg.det.mayChoose", { date: o.deadline })} ${o.choices.join("; ")}${o.lapse ? `. ${t("reg.det.ifNot")} ${o.lapse}` : ""}`;
    out.push({ date: o.deadline, who: o.holder, what, provisions: o.provisions });
  }
  return out.sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""));
}

export function DueTable({
  rows,
  caption,
  showLot = false,
  parties = [],
  calendar = "julian",
  month,
}: {
  rows: readonly DueLike[] | readonly DueRow[];
  caption: string;
  showLot?: boolean;
  /** The month the rows are of, YYYY-MM, when the table is one month's. */
  month?: string;
} & Naming) {
  useLang();
  if (rows.length === 0) return <p class="reg-none">{t("reg.due.nothing")}</p>;
  return (
    <Frame label={caption}>
      <table class="reg-due" data-month={month}>
        {/* one month's table: its heading says the month, the caption says it to a screen reader */}
        <caption class={month ? "sr-only" : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reg.due.date")}</th>
            {showLot ? <th scope="col">{t("reg.due.lot")}</th> : null}
            <th scope="col">{t("reg.due.who")}</th>
            <th scope="col">{t("reg.due.what")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r: DueLike | DueRow, i) => (
            <tr key={i} data-date={r.date} data-on-demand={(r as DueRow).onDemand ? "" : undefined}>
              <td class="reg-date">
                {/* owed on demand: the day it arose, said so; no day to pay by is made up for it */}
                {(r as DueRow).onDemand ? <span class="reg-on-demand">{t("reg.due.onDemand")} </span> : null}
                <DualDate iso={r.date} calendar={r.calendar ?? calendar} />
              </td>
              {showLot ? (
                <td class="reg-date">
                  <a href={`#/register/lots/${encodeURIComponent((r as DueRow).lot)}`}>{(r as DueRow).lot}</a>
                </td>
              ) : null}
              <td>{whoText(r.who, parties, r.party, (r as DueRow).whoName)}</td>
              <td>
                {r.what}
                <Provs ids={r.provisions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

export function SharesTable({ d, caption }: { d: Determination; caption: string }) {
  useLang();
  if (d.allocations.length === 0) return <p class="reg-none">{t("reg.det.noShares")}</p>;
  return (
    <Frame label={caption}>
      <table class="reg-shares">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reg.det.party")}</th>
            <th scope="col">{t("reg.det.as")}</th>
            <th scope="col" class="num">
              {t("reg.det.fraction")}
            </th>
            <th scope="col" class="num">
              {t("reg.det.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {d.allocations.map((a) => (
            <tr key={a.id} data-party={a.id}>
              <th scope="row">{a.name}</th>
              <td>
                {a.role}
                <Provs ids={a.provisions} />
              </td>
              <td class="num">{a.fraction}</td>
              <td class="num reg-amount">{a.rounded.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

export function DeterminationSummary({
  d,
  due,
  level = 3,
  parties = [],
  calendar,
}: {
  d: Determination;
  due?: readonly DueRow[];
  level?: 2 | 3 | 4;
} & Naming) {
  useLang();
  const H = `h${level}` as "h2" | "h3" | "h4";
  // the register's rows in the order of their days (a write's answer lists them as the law gives them)
  const rows: readonly DueLike[] = due ? [...due].sort((a, b) => a.date.localeCompare(b.date)) : dueOf(d);
  return (
    <div class="reg-det">
      <p class="reg-situation">
        <span class="reg-label">{t("reg.det.situation")}</span> {d.situation}
      </p>
      <SharesTable d={d} caption={t("reg.det.shares")} />
      {(d.liabilities ?? []).length > 0 ? (
        <>
          <H>{t("reg.det.liabilities")}</H>
          <ul class="reg-list">
            {(d.liabilities ?? []).map((l, i) => (
              <li key={i}>
                {whoText(l.from, parties)} → {whoText(l.to, parties)}:{" "}
                {l.amount ? <strong>{l.amount.text}</strong> : null} {l.description}
                <Provs ids={l.provisions} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <DueTable
        rows={rows}
        caption={t("reg.det.due")}
        parties={parties}
        calendar={calendar ?? d.obligations.find((o) => o.calendar)?.calendar ?? "julian"}
      />
      {(d.warnings ?? []).length > 0 ? (
        <ul class="reg-warnings">
          {(d.warnings ?? []).map((w, i) => (
            <li key={i}>
              {w.message}
              <Provs ids={w.provisions} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
