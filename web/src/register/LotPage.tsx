/**
 * #/register/lots/<id>: a lot's record, its status, what is owed on it and what
 * falls due, its chain of custody, and the forms the signed-in role may use.
 */

import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { get } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { useLoad } from "../law/load.js";
import { Failed, Loading } from "../law/Status.js";
import { Frame } from "../result/bits.js";
import { DeterminationSummary } from "./DeterminationSummary.js";
import { DualDate, dualText } from "./dates.js";
import { History } from "./History.js";
import { LotActions } from "./LotActions.js";
import { whoText } from "./names.js";
import { Provs } from "./Provs.js";
import { regHref } from "./paths.js";
import { may, useSession } from "./session.js";
import type { HistoryItem, LotAction, Owed, Party, Shown } from "./types.js";
import { kindWord, statusWord, tOr } from "./words.js";
import "./print.css";

function Fields({ shown }: { shown: Shown }) {
  const lot = shown.lot;
  const rows: [string, ComponentChildren | undefined][] = [
    ["reg.f.statuteKind", `${lot.statute} · ${kindWord(lot.kind)}`],
    ["reg.f.description", lot.description],
    ["reg.f.marks", lot.marks],
    ["reg.f.quantity", lot.quantity],
    ["reg.f.place", lot.place],
    ["reg.f.lodged", <DualDate key="lodged" iso={lot.lodged} calendar={shown.calendar} />],
    ["reg.f.finder", lot.finder],
    ["reg.f.value", shown.valueText ?? lot.value],
    ["reg.f.condition", lot.condition ? t(`reg.condition.${lot.condition}`) : undefined],
  ];
  return (
    <dl class="reg-fields-list">
      {rows
        .filter(([, v]) => v !== undefined && v !== "")
        .map(([k, v]) => (
          <div key={k}>
            <dt>{t(k)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

function Events({ shown }: { shown: Shown }) {
  useLang();
  const { lot, parties, calendar } = shown;
  const day = (iso: string) => dualText(iso, calendar);
  const who = (id: string) => whoText(id, parties);
  const items: string[] = [];
  for (const c of lot.claims ?? []) {
    const name = c.agent ? t("reg.lot.agent", { name: c.name, agent: c.agent }) : c.name;
    let s = t("reg.lot.claim", { name, date: day(c.date) });
    if (c.proof) s += ` — ${t("reg.lot.proof", { proof: c.proof })}`;
    if (c.decision)
      s += ` — ${t(c.decision.accepted ? "reg.lot.accepted" : "reg.lot.refused", { date: day(c.decision.date), by: c.decision.by })}${c.decision.reward ? ` (${t("reg.f.reward")}: ${c.decision.reward})` : ""}`;
    else s += ` — ${t("reg.lot.undecided")}`;
    items.push(s);
  }
  for (const x of lot.sales ?? [])
    items.push(t("reg.lot.sale", { date: day(x.date), price: x.price, buyer: x.buyer ?? "—" }));
  for (const x of lot.costs ?? [])
    items.push(t("reg.lot.cost", { date: day(x.date), amount: x.amount, for: x.for ?? "—" }));
  for (const x of lot.payments ?? [])
    items.push(t("reg.lot.payment", { date: day(x.date), amount: x.text, from: who(x.from), to: who(x.to) }));
  if (lot.disposition)
    items.push(
      t("reg.lot.disposition", {
        date: day(lot.disposition.date),
        to: `${tOr(`reg.to.${lot.disposition.to}`, lot.disposition.to)}${holderText(lot.disposition, parties)}`,
      }),
    );
  if (items.length === 0) return null;
  return (
    <ul class="reg-list reg-events">
      {items.map((x) => (
        <li key={x}>{x}</li>
      ))}
    </ul>
  );
}

function OwedTable({
  owed,
  parties,
  onPay,
}: {
  owed: readonly Owed[];
  parties: readonly Party[];
  onPay?: (o: Owed) => void;
}) {
  useLang();
  if (owed.length === 0) return <p class="reg-none">{t("reg.owed.none")}</p>;
  return (
    <Frame label={t("reg.owed.title")}>
      <table class="reg-owed">
        <caption class="sr-only">{t("reg.owed.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reg.owed.from")}</th>
            <th scope="col">{t("reg.owed.to")}</th>
            <th scope="col" class="num">
              {t("reg.owed.owed")}
            </th>
            <th scope="col" class="num">
              {t("reg.owed.paid")}
            </th>
            <th scope="col" class="num">
              {t("reg.owed.outstanding")}
            </th>
            <th scope="col">{t("reg.owed.for")}</th>
            {onPay ? <th scope="col">{t("reg.owed.record")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {owed.map((o) => (
            <tr key={`${o.from}-${o.to}`}>
              <td data-label={t("reg.owed.from")}>{whoText(o.from, parties)}</td>
              <td data-label={t("reg.owed.to")}>{whoText(o.to, parties)}</td>
              <td class="num" data-label={t("reg.owed.owed")}>
                {o.owed}
              </td>
              <td class="num" data-label={t("reg.owed.paid")}>
                {o.paid}
              </td>
              <td class="num" data-label={t("reg.owed.outstanding")}>
                <strong>{o.outstanding}</strong>
              </td>
              <td data-label={t("reg.owed.for")}>
                {o.what.join("; ")}
                <Provs ids={o.provisions} />
              </td>
              {onPay ? (
                <td>
                  {o.outstandingMinor !== "0" ? (
                    <button type="button" class="secondary" onClick={() => onPay(o)}>
                      {t("reg.owed.pay", { from: whoText(o.from, parties), to: whoText(o.to, parties) })}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </Frame>
  );
}

export function LotPage({ id }: { id: string }) {
  // The lot's determination is said in the page's language, and asked again when that changes.
  const l = useLang();
  const s = useSession();
  const shown = useLoad(() => get<Shown>(`/v1/register/lots/${encodeURIComponent(id)}`, { speak: true }), [id, l]);
  const history = useLoad(
    () =>
      get<HistoryItem[]>(`/v1/register/lots/${encodeURIComponent(id)}/history`, {
        query: { determinations: "true" },
        speak: true,
      }),
    [id, l],
  );
  const [open, setOpen] = useState<{
    action: LotAction;
    owed?: Owed;
  }>();
  const [written, setWritten] = useState<number | undefined>();
  const onWritten = (w: { seq: number }) => {
    setWritten(w.seq);
    setOpen(undefined);
    shown.reload();
    history.reload();
  };
  const d = shown.data;
  return (
    <section class="reg">
      <nav aria-label={t("law.crumbs")} class="law-crumbs">
        <a href={regHref()}>{t("reg.title")}</a>
      </nav>
      {shown.error ? (
        <>
          <h1>{t("reg.lot.unknownTitle")}</h1>
          <Failed error={shown.error} what={shown.error.status === 404 ? t("reg.lot.unknown", { id }) : undefined} />
        </>
      ) : null}
      {shown.loading && !d ? <Loading /> : null}
      {d && !shown.error ? (
        <>
          <p class="print-only reg-print-office">{t("reg.print.office")}</p>
          <h1>
            {t("reg.lot.title", { id: d.lot.id })}: {d.lot.description}
          </h1>
          <p class="reg-lot-status">
            {t("reg.f.status")}:{" "}
            <span class={`reg-status reg-status-${d.lot.status}`} data-status={d.lot.status}>
              {statusWord(d.lot.status)}
            </span>
          </p>
          {written !== undefined ? (
            <p role="status" class="reg-done">
              {t("reg.form.done", { seq: written })}
            </p>
          ) : null}
          <Fields shown={d} />
          <Events shown={d} />
          <section aria-labelledby="reg-law-h">
            <h2 id="reg-law-h">{t("reg.lot.law", { date: dualText(d.asOf, d.calendar) })}</h2>
            <DeterminationSummary d={d.determination} due={d.due} level={3} parties={d.parties} calendar={d.calendar} />
          </section>
          <section aria-labelledby="reg-owed-h">
            <h2 id="reg-owed-h">{t("reg.owed.title")}</h2>
            <OwedTable
              owed={d.owed}
              parties={d.parties}
              {...(may(s, "clerk")
                ? {
                    onPay: (o: Owed) => {
                      setOpen({ action: "pay", owed: o });
                      setTimeout(() => document.getElementById("payment-date")?.focus(), 0);
                    },
                  }
                : {})}
            />
          </section>
          <div class="no-print">
            <LotActions shown={d} onWritten={onWritten} open={open} setOpen={setOpen} />
          </div>
          <section aria-labelledby="reg-hist-h" class="reg-custody">
            <h2 id="reg-hist-h">{t("reg.history.title")}</h2>
            <p class="no-print">
              <button type="button" class="secondary" onClick={() => window.print()}>
                {t("reg.print.button")}
              </button>
            </p>
            {history.error ? <Failed error={history.error} /> : null}
            {history.data ? <History items={history.data} parties={d.parties} calendar={d.calendar} /> : <Loading />}
          </section>
          <section class="signature print-only" aria-label={t("reg.print.clerk")}>
            <p>{t("reg.print.signedAt")}</p>
            <div class="line" />
            <p>{t("reg.print.clerk")}</p>
          </section>
        </>
      ) : null}
    </section>
  );
}

/** Whom a lot went to, by name, where the --to does not say it: ", The lord of Rosenvold". */
function holderText(x: NonNullable<Shown["lot"]["disposition"]>, parties: readonly Party[]): string {
  if (!x.holder || x.holder.id === x.to) return "";
  const h = x.holder;
  return `: ${whoText(h.id, parties, parties.find((p) => p.id === h.id) ?? { id: h.id, name: h.name })}`;
}
