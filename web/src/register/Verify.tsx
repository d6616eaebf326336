/** Whether the journal's hash chain checks out (GET /v1/register/verify). */

import { get } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { useLoad } from "../law/load.js";
import { Failed } from "../law/Status.js";
import type { Verify as Report } from "./types.js";

export function Verify() {
  useLang();
  const v = useLoad(() => get<Report>("/v1/register/verify"), []);
  if (v.error) return <Failed error={v.error} />;
  if (!v.data) return <p class="reg-verify">{t("reg.verify.checking")}</p>;
  const r = v.data;
  if (!r.ok) {
    return (
      <p class="reg-verify reg-verify-bad" role="alert">
        {t("reg.verify.broken", { seq: r.broken?.seq ?? "?", problem: r.broken?.problem ?? "" })}
      </p>
    );
  }
  return (
    <p class="reg-verify reg-verify-ok" data-entries={r.entries}>
      <span aria-hidden="true">✓ </span>
      {r.entries === 0 ? t("reg.verify.empty") : t("reg.verify.ok", { n: r.entries })}{" "}
      {r.entries > 0 ? (
        <span class="reg-hash">
          {t("reg.verify.head")} <code>{r.head.slice(0, 16)}…</code>
        </span>
      ) : null}
    </p>
  );
}
