/**
 * #/law/glossary: the law's own words, from the glossary kept beside the law
 * (src/law/glossary.ts): each term with where its original writes it, its modern
 * spelling, and its meaning in the reader's language.
 */

import { GLOSSARY, GLOSSARY_LAWS } from "../../../src/law/glossary.js";
import { t, useLang } from "../i18n/index.js";
import { provisionHref } from "../router.js";

export function GlossaryPage() {
  const l = useLang();
  return (
    <section class="law law-glossary">
      <nav aria-label={t("law.crumbs")} class="law-crumbs">
        <a href="#/law">{t("law.title")}</a>
      </nav>
      <h1>{t("law.glossary")}</h1>
      <p class="lead">{t("law.glossary.intro")}</p>
      {(Object.keys(GLOSSARY_LAWS) as (keyof typeof GLOSSARY_LAWS)[]).map((law) => (
        <section key={law} aria-labelledby={`glossary-${law}`}>
          <h2 id={`glossary-${law}`}>{GLOSSARY_LAWS[law][l]}</h2>
          <table class="glossary">
            <thead>
              <tr>
                <th scope="col">{t("law.glossary.term")}</th>
                <th scope="col">{t("law.glossary.written")}</th>
                <th scope="col">{t("law.glossary.modern")}</th>
                <th scope="col">{t("law.glossary.meaning")}</th>
              </tr>
            </thead>
            <tbody>
              {GLOSSARY.filter((g) => g.law === law).map((g) => (
                <tr key={g.term}>
                  <th scope="row" lang={g.language}>
                    {g.term}
                  </th>
                  <td data-label={t("law.glossary.written")}>
                    {g.at.map((o, i) => (
                      <span key={o.provision}>
                        {i > 0 ? ", " : null}
                        <a href={provisionHref(o.provision)}>{o.provision}</a>
                        {o.written !== g.term ? <span lang={g.language}> ({o.written})</span> : null}
                      </span>
                    ))}
                  </td>
                  <td data-label={t("law.glossary.modern")} lang={g.language}>
                    {g.modern ?? ""}
                  </td>
                  <td data-label={t("law.glossary.meaning")}>{g.gloss[l]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
