/**
 * A lot's chain of custody: every journal entry on it in order (who, when, what,
 * why), each with the determination behind it, to be opened: the situation, the
 * shares and what fell due, and the receipt that ties it to the case and readings.
 */

import type { CalendarName } from "../../../src/core/calendar.js";
import { t, useLang } from "../i18n/index.js";
import { DeterminationSummary } from "./DeterminationSummary.js";
import { dualText, stampText } from "./dates.js";
import { whoText } from "./names.js";
import type { HistoryItem, Party } from "./types.js";
import { entryWord, tOr } from "./words.js";

/** The fields of an entry that name a party of the lot, by id (or, for a claim, by the name given). */
const PARTY_FIELDS = new Set(["claimant", "from", "to"]);

/**
 * What an entry recorded, in words: its days in the lot's calendar with the other
 * beside them, parties by name, a decision as accepted or refused; the claimant's id
 * is left out where his name is given.
 */
function eventText(e: Record<string, unknown>, parties: readonly Party[], calendar: CalendarName): string {
  return Object.entries(e)
    .filter(([k, v]) => v !== undefined && v !== null && typeof v !== "object" && !(k === "id" && "claimant" in e))
    .map(([k, v]) => {
      let value: string;
      if (k === "accepted") value = t(v === true ? "reg.ev.wasAccepted" : "reg.ev.wasRefused");
      else if (typeof v === "boolean") value = t(v ? "reg.ev.yes" : "reg.ev.no");
      else if (k === "date") value = dualText(String(v), calendar);
      else if (PARTY_FIELDS.has(k)) value = whoText(String(v), parties);
      else if (k === "field") value = tOr(`reg.assessed.${String(v)}`, String(v));
      else if (k === "kind") value = tOr(`reg.costKind.${String(v)}`, String(v));
      else value = String(v);
      return `${tOr(`reg.ev.${k}`, k)}: ${value}`;
    })
    .join(" · ");
}

export function History({
  items,
  parties = [],
  calendar = "julian",
}: {
  items: readonly HistoryItem[];
  parties?: readonly Party[];
  calendar?: CalendarName;
}) {
  useLang();
  if (items.length === 0) return <p class="reg-none">{t("reg.history.none")}</p>;
  return (
    <ol class="reg-history">
      {items.map((h) => (
        <li key={h.seq} data-seq={h.seq} data-kind={h.kind}>
          <p class="reg-entry-head">
            <strong>
              {t("reg.history.entry", { seq: h.seq })} — {entryWord(h.kind)}
            </strong>{" "}
            <span class="reg-entry-who">
              {t("reg.history.by", { actor: h.actor, at: "" })}
              <time dateTime={h.at}>{stampText(h.at)}</time>
            </span>
            {h.corrects ? <span> {t("reg.history.corrects", { seq: h.corrects })}</span> : null}
          </p>
          {eventText(h.event, parties, calendar) ? (
            <p class="reg-entry-event">{eventText(h.event, parties, calendar)}</p>
          ) : null}
          {h.reason ? (
            <p class="reg-entry-reason">
              <span class="reg-label">{t("reg.history.reason")}</span> {h.reason}
            </p>
          ) : null}
          {h.situation ? (
            <details class="reg-entry-det">
              <summary>{t("reg.history.determination")}</summary>
              {h.determination ? (
                <DeterminationSummary d={h.determination} level={4} parties={parties} calendar={calendar} />
              ) : (
                <p class="reg-situation">{h.situation}</p>
              )}
              {h.receipt ? (
                <p class="reg-receipt">
                  {t("reg.history.receipt")} <code>{h.receipt.case.slice(0, 16)}…</code>
                  {(h.receipt.readings ?? []).length > 0
                    ? ` · ${t("reg.history.readings")} ${(h.receipt.readings ?? []).map((r) => `${r.name}=${r.value}`).join(", ")}`
                    : ""}
                </p>
              ) : null}
              <p class="reg-hash">
                {t("reg.history.hash")} <code>{h.hash}</code>
              </p>
            </details>
          ) : (
            <p class="reg-hash">
              {t("reg.history.hash")} <code>{h.hash}</code>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
