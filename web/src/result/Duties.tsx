/**
 * What the determination puts on people: who owes whom what, the duties and the
 * choices with their dates (in the case's calendar, the other calendar beside),
 * penalties, the assessments someone must make, and the warnings.
 */

import type { CalendarName } from "../../../src/core/calendar.js";
import { type Lang, t } from "../i18n/index.js";
import { Cites, Frame, Party } from "./bits.js";
import { factText, type ShownDate, showDate } from "./format.js";
import { useSaid } from "./said.js";
import type { Determination, Liability, Obligation, Option } from "./types.js";

/**
 * Who owes whom what, as a table. The statement's settlement is the same table
 * under its own heading: `settlement` hides the caption (the section's heading
 * says it), heads the first column "pays", and leaves out the tags every line of
 * a settlement would carry.
 */
export function Liabilities({
  items,
  names,
  settlement = false,
}: {
  items: Liability[];
  names: Map<string, string>;
  settlement?: boolean;
}) {
  const said = useSaid();
  if (items.length === 0) return null;
  return (
    <Frame label={settlement ? t("res.settlement") : t("res.liabilities")}>
      <table class={settlement ? "settlement" : "liabilities"}>
        <caption class={settlement ? "sr-only" : undefined}>
          {t(settlement ? "res.settlement" : "res.liabilities")}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t(settlement ? "res.pays.col" : "res.from")}</th>
            <th scope="col">{t("res.to")}</th>
            <th scope="col" class="num">
              {t("res.amount")}
            </th>
            <th scope="col">{t("res.forWhat")}</th>
            <th scope="col">{t("res.provisions")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((l, i) => (
            <tr key={i}>
              <td>
                <Party id={l.from} names={names} />
              </td>
              <td>
                <Party id={l.to} names={names} />
              </td>
              <td class="num">{l.amount?.text ?? "—"}</td>
              <td>
                <span lang={said}>{l.description}</span>
                {settlement ? null : (
                  <>
                    {l.settles ? <span class="tag">{t("res.settles")}</span> : null}
                    {l.besideAverage ? <span class="tag">{t("res.besideAverage")}</span> : null}
                    {l.jointly ? <span class="tag">{t("res.jointly", { id: l.jointly })}</span> : null}
                    {l.payableFrom ? <span class="tag">{t("res.payableFrom", { day: l.payableFrom })}</span> : null}
                  </>
                )}
              </td>
              <td>
                <Cites ids={l.provisions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

type Dated =
  | { kind: "obligation"; o: Obligation; date?: ShownDate; order: number }
  | { kind: "option"; o: Option; date?: ShownDate; order: number };

/** The case's calendar: as the case names it, else as its dated duties name it, else Julian (both statutes' own). */
export function caseCalendar(d: Determination, c: Record<string, unknown> | undefined): CalendarName {
  const named = c?.calendar;
  if (named === "julian" || named === "gregorian") return named;
  return d.obligations.find((o) => o.calendar)?.calendar ?? "julian";
}

function DateCell({ date }: { date?: ShownDate }) {
  if (!date) return <span class="undated">{t("res.noDate")}</span>;
  return (
    <span class="date">
      <time dateTime={date.gregorian}>{date.main}</time>
      {date.other ? <span class="other-cal"> = {date.other}</span> : null}
    </span>
  );
}

export function DatedList({
  d,
  calendar,
  names,
  l,
}: {
  d: Determination;
  calendar: CalendarName;
  names: Map<string, string>;
  l: Lang;
}) {
  const said = useSaid();
  const items: Dated[] = [
    ...d.obligations.map(
      (o, i): Dated => ({
        kind: "obligation",
        o,
        order: i,
        ...(o.due ? { date: showDate(o.due, o.calendar ?? calendar, l) } : {}),
      }),
    ),
    ...d.options.map(
      (o, i): Dated => ({
        kind: "option",
        o,
        order: 1000 + i,
        ...(o.deadline ? { date: showDate(o.deadline, calendar, l) } : {}),
      }),
    ),
  ];
  if (items.length === 0) return <p>{t("res.noDuties")}</p>;
  const key = (x: Dated) => (x.date?.day !== undefined ? x.date.day : Number.POSITIVE_INFINITY);
  // ISO dates order as plain text; localeCompare would order them the same, after
  // loading a collation for the language, which cost a link tens of milliseconds.
  const iso = (x: Dated) => x.date?.iso ?? "";
  items.sort((a, b) => key(a) - key(b) || (iso(a) < iso(b) ? -1 : iso(a) > iso(b) ? 1 : 0) || a.order - b.order);
  return (
    <ol class="dated">
      {items.map((x, i) => (
        <li key={i} class={x.kind}>
          <div class="when">
            <DateCell {...(x.date ? { date: x.date } : {})} />
          </div>
          <div class="what">
            {x.kind === "obligation" ? (
              <>
                <span class="tag">{t("res.duty")}</span> <Party id={x.o.who} names={names} />:{" "}
                <span lang={said}>{x.o.what}</span>
                {x.o.recurs ? (
                  <span class="note">
                    {" "}
                    ({t("res.recursLabel")}: <span lang={said}>{x.o.recurs}</span>)
                  </span>
                ) : null}{" "}
                <Cites ids={x.o.provisions} />
              </>
            ) : (
              <>
                <span class="tag">{t("res.option")}</span> <Party id={x.o.holder} names={names} />: {t("res.mayChoose")}
                : <span lang={said}>{x.o.choices.join(t("res.choiceOr"))}</span>
                {x.o.status ? <span class={`status status-${x.o.status}`}> — {t(`res.opt.${x.o.status}`)}</span> : null}
                {x.o.chosen ? (
                  <>
                    : <span lang={said}>{x.o.chosen}</span>
                  </>
                ) : null}
                {x.o.lapse ? (
                  <div class="note">
                    {t("res.ifNotChosenLabel")}: <span lang={said}>{x.o.lapse}</span>
                  </div>
                ) : null}{" "}
                <Cites ids={x.o.provisions} />
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

export function Penalties({ d, names }: { d: Determination; names: Map<string, string> }) {
  const said = useSaid();
  if (d.penalties.length === 0) return null;
  return (
    <>
      <h3>{t("res.penalties")}</h3>
      <ul class="penalties">
        {d.penalties.map((p, i) => (
          <li key={i}>
            <Party id={p.who} names={names} />:{" "}
            <span lang={said}>
              {p.offence} — <strong>{p.penalty}</strong>
            </span>
            {p.amount ? ` (${p.amount.text})` : ""} <Cites ids={p.provisions} />
            {p.outside?.map((o, j) => (
              <div key={j} class="note">
                {t("res.outside", { cite: o.cite, about: o.about })}
              </div>
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Assessments({ d }: { d: Determination }) {
  const said = useSaid();
  if (d.assessments.length === 0) return null;
  return (
    <>
      <h3>{t("res.assessments")}</h3>
      <ul class="assessments">
        {d.assessments.map((a, i) => (
          <li key={i}>
            <span class={`tag status-${a.status}`}>{t(`res.ass.${a.status}`)}</span> <strong lang={said}>{a.by}</strong>
            : <span lang={said}>{a.what}</span>
            {a.value !== undefined ? ` = ${factText(a.value)}` : ""}
            <div class="note">
              <span lang={said}>{a.basis}</span> <Cites ids={a.provisions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Warnings({ d }: { d: Determination }) {
  const said = useSaid();
  if (d.warnings.length === 0) return null;
  return (
    <>
      <h3>{t("res.warnings")}</h3>
      <ul class="warnings">
        {d.warnings.map((w, i) => (
          <li key={i}>
            <span lang={said}>{w.message}</span> <Cites ids={w.provisions} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** A date of the particulars in the case's calendar, with the other calendar beside it, as text. */
export function showParticularDate(
  iso: string,
  d: Determination,
  c: Record<string, unknown> | undefined,
  l: Lang,
): string {
  const x = showDate(iso, caseCalendar(d, c), l);
  return x.other ? `${x.main} = ${x.other}` : x.main;
}
