/** The determination alone of the case in the URL (#/decide?c=…): for a shared link to a result. */

import { caseHref, useCase } from "../case/store.js";
import { t, useLang } from "../i18n/index.js";
import type { Route } from "../router.js";
import { DeterminationView } from "./DeterminationView.js";

export function DecidePage(_: { route: Route }) {
  useLang();
  const [c, setCase] = useCase();
  if (!c) {
    return (
      <section>
        <h1>{t("nav.decide")}</h1>
        <p role="alert">{t("res.noCase")}</p>
        <p>
          <a href="#/case">{t("res.toBuilder")}</a>
        </p>
      </section>
    );
  }
  return (
    <div class="decide-page">
      <h1>{typeof c.title === "string" && c.title ? c.title : t("nav.decide")}</h1>
      <p class="no-print">
        <a class="button" href={caseHref(c, "case")}>
          {t("res.changeFacts")}
        </a>
      </p>
      <DeterminationView caseData={c} onCaseChange={(n) => setCase(n)} />
    </div>
  );
}
