/**
 * A lot's chain of custody: every journal entry on it in order (who, when, what,
 * why), each with the determination behind it, to be opened: the situation, the
 * shares and what fell due, and the receipt that ties it to the case and readings.
 */

import { t, useLang } from "../i18n/index.js";
import { DeterminationSummary } from "./DeterminationSummary.js";
import type { HistoryItem } from "./types.js";
import { entryWord } from "./words.js";

function eventText(e: Record<string, unknown>): string {
  return Object.entries(e)
    .filter(([, v]) => v !== undefined && v !== null && typeof v !== "object")
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(" · ");
}

export function History({ items }: { items: readonly HistoryItem[] }) {
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
            <span class="reg-entry-who">{t("reg.history.by", { actor: h.actor, at: h.at })}</span>
            {h.corrects ? <span> {t("reg.history.corrects", { seq: h.corrects })}</span> : null}
          </p>
          {eventText(h.event) ? <p class="reg-entry-event">{eventText(h.event)}</p> : null}
          {h.reason ? (
            <p class="reg-entry-reason">
              <span class="reg-label">{t("reg.history.reason")}</span> {h.reason}
            </p>
          ) : null}
          {h.situation ? (
            <details class="reg-entry-det">
              <summary>{t("reg.history.determination")}</summary>
              {h.determination ? (
                <DeterminationSummary d={h.determination} level={4} />
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
