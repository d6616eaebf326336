/**
 * #/register: the strand office's book. Whether the journal checks out, signing
 * in, the lots (filterable by status), and what the signed-in role may start here.
 */

import { t, useLang } from "../i18n/index.js";
import { LotList } from "./LotList.js";
import { OfficeReading } from "./OfficeReading.js";
import { regHref } from "./paths.js";
import { SignIn, SignInNote } from "./SignIn.js";
import { may, useSession } from "./session.js";
import { Verify } from "./Verify.js";

export function RegisterHome({ status }: { status: string }) {
  useLang();
  const s = useSession();
  return (
    <section class="reg">
      <h1>{t("reg.title")}</h1>
      <p class="lead">{t("reg.intro")}</p>
      <Verify />
      <SignIn />
      <nav aria-label={t("reg.nav")} class="reg-links">
        <ul>
          {may(s, "clerk") ? (
            <li>
              <a class="button" href={regHref("lodge")}>
                {t("reg.lodge.link")}
              </a>
            </li>
          ) : null}
          <li>
            <a class="button secondary" href={regHref("due")}>
              {t("reg.due.link")}
            </a>
          </li>
        </ul>
      </nav>
      {s.who ? null : <SignInNote />}
      {may(s, "officer") ? <OfficeReading /> : null}
      <LotList status={status} />
    </section>
  );
}
