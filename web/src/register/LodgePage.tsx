/** #/register/lodge: lodge a find or wreck from its fields, or any lot from its case file. */

import { t, useLang } from "../i18n/index.js";
import { navigate } from "../router.js";
import { lodgeCaseForm, lodgeForm } from "./forms.js";
import { lotHref, regHref } from "./paths.js";
import { SignIn, SignInNote } from "./SignIn.js";
import { may, useSession } from "./session.js";
import type { Written } from "./types.js";
import { WriteForm } from "./WriteForm.js";

export function LodgePage() {
  useLang();
  const s = useSession();
  const done = (w: Written) => {
    if (w.lot) navigate(`${lotHref(w.lot.id)}`);
  };
  return (
    <section class="reg">
      <nav aria-label={t("law.crumbs")} class="law-crumbs">
        <a href={regHref()}>{t("reg.title")}</a>
      </nav>
      <h1>{t("reg.lodge.page")}</h1>
      <SignIn />
      {!may(s, "clerk") ? (
        s.who ? null : (
          <SignInNote />
        )
      ) : (
        <>
          <WriteForm spec={lodgeForm()} onDone={done} />
          <details class="reg-lodge-case">
            <summary>{t("reg.lodgeCase.open")}</summary>
            <WriteForm spec={lodgeCaseForm()} level={3} onDone={done} />
          </details>
        </>
      )}
    </section>
  );
}
