/** #/law: the statutes, each with how many provisions, open questions and examples the API gives for it. */

import { t, useLang } from "../i18n/index.js";
import { href } from "../router.js";
import { examples, provisions, readings, statutesOf } from "./data.js";
import { useLoad } from "./load.js";
import { Failed, Loading } from "./Status.js";

export function StatuteList() {
  useLang();
  const all = useLoad(() => Promise.all([provisions(), readings(), examples()]), []);
  return (
    <section class="law">
      <h1>{t("law.title")}</h1>
      <p class="lead">{t("law.intro")}</p>
      {all.error ? <Failed error={all.error} /> : null}
      {all.loading && !all.data ? <Loading /> : null}
      {all.data ? (
        <ul class="cards law-statutes">
          {statutesOf(all.data[0]).map((s) => {
            const [ps, rs, xs] = all.data ?? [[], [], []];
            const n = ps.filter((p) => p.statute === s).length;
            const q = rs.filter(
              (r) => (r.statutes ?? []).includes(s) || r.provisions.some((id) => id.startsWith(`${s}/`)),
            );
            const x = xs.filter((e) => e.statute === s).length;
            return (
              <li key={s}>
                <a href={href(["law", s])}>{t(`statute.${s}`)}</a>
                <p class="law-counts">{t("law.counts", { provisions: n, questions: q.length, examples: x })}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p class="law-glossary-link">
        <a href={href(["law", "glossary"])}>{t("law.glossary.link")}</a>
      </p>
    </section>
  );
}
