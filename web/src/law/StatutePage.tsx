/** #/law/<statute>: a statute's provisions in order, each with its open questions and the examples citing it. */

import { t, useLang } from "../i18n/index.js";
import { provisionHref } from "../router.js";
import { examples, examplesCiting, paragraphOf, provisions, readings, readingsOn } from "./data.js";
import { useLoad } from "./load.js";
import { ProvisionView } from "./ProvisionView.js";
import { Failed, Loading } from "./Status.js";

export function StatutePage({ statute }: { statute: string }) {
  const l = useLang();
  const all = useLoad(() => Promise.all([provisions(statute), readings(), examples()]), [statute, l]);
  const name = t(`statute.${statute}`);
  const known = name !== `statute.${statute}`;
  return (
    <section class="law">
      <nav aria-label={t("law.crumbs")} class="law-crumbs">
        <a href="#/law">{t("law.title")}</a>
      </nav>
      <h1>{known ? name : statute}</h1>
      {all.error ? (
        <Failed error={all.error} what={all.error.status === 404 ? t("law.unknownStatute", { statute }) : undefined} />
      ) : null}
      {all.loading && !all.data ? <Loading /> : null}
      {all.data
        ? (() => {
            const [ps, rs, xs] = all.data;
            return (
              <>
                <nav aria-labelledby="law-toc-h" class="law-toc">
                  <h2 id="law-toc-h">{t("law.contents", { n: ps.length })}</h2>
                  <ul>
                    {ps.map((p) => (
                      <li key={p.id}>
                        <a href={provisionHref(p.id)}>
                          <span class="law-para">§ {paragraphOf(p.id)}</span> {p.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
                {ps.map((p) => (
                  <ProvisionView
                    key={p.id}
                    p={p}
                    questions={readingsOn(p, rs)}
                    examples={examplesCiting(p.id, xs)}
                    inList
                  />
                ))}
              </>
            );
          })()
        : null}
    </section>
  );
}
