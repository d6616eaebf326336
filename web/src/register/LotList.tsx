/** The lots, all or of one status (GET /v1/register/lots[?status=]). */

import { get } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { useLoad } from "../law/load.js";
import { Failed, Loading } from "../law/Status.js";
import { navigate } from "../router.js";
import { DualDate } from "./dates.js";
import { lotHref, regHref } from "./paths.js";
import { type LotSummary, STATUSES } from "./types.js";
import { kindWord, statusWord } from "./words.js";

/**
 * The calendar the list writes a lot's lodging day in: the register's, the Julian,
 * as a lot's page does for a lot whose determination names no other (lotCalendar,
 * src/registry/lot-view.ts); the list carries no determination to ask.
 */
const REGISTER_CALENDAR = "julian";

export function LotList({ status }: { status: string }) {
  useLang();
  const lots = useLoad(
    () => get<LotSummary[]>("/v1/register/lots", { query: { status: status || undefined } }),
    [status],
  );
  return (
    <section class="reg-lots" aria-labelledby="reg-lots-h">
      <h2 id="reg-lots-h">{t("reg.lots.title")}</h2>
      <div class="field reg-filter">
        <label for="reg-status">{t("reg.lots.filter")}</label>{" "}
        <select
          id="reg-status"
          value={status}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            navigate(v ? `${regHref()}?status=${encodeURIComponent(v)}` : regHref(), true);
          }}
        >
          <option value="">{t("reg.lots.all")}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`reg.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {lots.error ? <Failed error={lots.error} /> : null}
      {lots.loading && !lots.data ? <Loading /> : null}
      {lots.data && lots.data.length === 0 ? (
        <p class="reg-none">
          {status ? t("reg.lots.noneOf", { status: t(`reg.status.${status}`) }) : t("reg.lots.none")}
        </p>
      ) : null}
      {lots.data && lots.data.length > 0 ? (
        <div class="table-wrap">
          <table class="reg-lot-table">
            <caption class="sr-only">{t("reg.lots.caption", { n: lots.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("reg.f.lot")}</th>
                <th scope="col">{t("reg.f.description")}</th>
                <th scope="col">{t("reg.f.lodged")}</th>
                <th scope="col">{t("reg.f.status")}</th>
                <th scope="col">{t("reg.f.statuteKind")}</th>
              </tr>
            </thead>
            <tbody>
              {lots.data.map((l) => (
                <tr key={l.id} data-lot={l.id}>
                  <th scope="row">
                    <a href={lotHref(l.id)}>{l.id}</a>
                  </th>
                  <td>{l.description}</td>
                  <td class="reg-date">
                    <DualDate iso={l.lodged} calendar={REGISTER_CALENDAR} />
                  </td>
                  <td>
                    <span class={`reg-status reg-status-${l.status}`}>{statusWord(l.status)}</span>
                  </td>
                  <td>
                    {l.statute} · {kindWord(l.kind)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
