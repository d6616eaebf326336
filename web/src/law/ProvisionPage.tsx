/**
 * #/law/<statute>/<paragraph>: one provision's page, the target of every provision
 * link in the pages: original and English, its open questions, the examples citing
 * it, and the provisions before and after it. An unknown id says so, with the
 * server's suggestion.
 */

import { get, saidIn } from "../api.js";
import { t, useLang } from "../i18n/index.js";
import { SaidIn } from "../result/said.js";
import { href, provisionHref } from "../router.js";
import { examples, examplesCiting, type Provision, paragraphOf, provisions, readings, readingsOn } from "./data.js";
import { useLoad } from "./load.js";
import { ProvisionView } from "./ProvisionView.js";
import type { ProvisionRule } from "./RulesOf.js";
import { Failed, Loading } from "./Status.js";

export function ProvisionPage({ id }: { id: string }) {
  // The rules' labels and the readings' questions are said in the page's language.
  const l = useLang();
  const statute = id.split("/")[0] ?? "";
  const one = useLoad(
    () => get<Provision & { rules?: ProvisionRule[] }>(`/v1/provisions/${encodeURIComponent(id)}`, { speak: true }),
    [id, l],
  );
  const rest = useLoad(() => Promise.all([provisions(statute), readings(), examples()]), [statute, l]);
  const name = t(`statute.${statute}`);
  // Never the provision of the page before while this one loads: a place restored on
  // going back would be taken on the other page's length, then lost.
  const p = one.data?.id === id ? one.data : undefined;
  const list = rest.data?.[0] ?? [];
  const at = p ? list.findIndex((x) => x.id === p.id) : -1;
  const prev = at > 0 ? list[at - 1] : undefined;
  const next = at >= 0 ? list[at + 1] : undefined;
  return (
    <section class="law">
      <nav aria-label={t("law.crumbs")} class="law-crumbs">
        <a href="#/law">{t("law.title")}</a>
        {name !== `statute.${statute}` ? (
          <>
            {" › "}
            <a href={href(["law", statute])}>{name}</a>
          </>
        ) : null}
      </nav>
      {one.error ? (
        <>
          <h1>{t("law.unknownProvision.title")}</h1>
          <Failed error={one.error} what={t("law.unknownProvision", { id })} />
        </>
      ) : null}
      {!p && !one.error ? <Loading /> : null}
      {p && !one.error ? (
        <>
          <h1>
            <span class="law-para">{p.id}</span> {p.title}
          </h1>
          {rest.data ? (
            <SaidIn.Provider value={saidIn(p)}>
              <ProvisionView
                p={p}
                questions={readingsOn(p, rest.data[1])}
                examples={examplesCiting(p.id, rest.data[2])}
                rules={p.rules ?? []}
                allReadings={rest.data[1]}
                allExamples={rest.data[2]}
                inList={false}
              />
            </SaidIn.Provider>
          ) : rest.error ? (
            <Failed error={rest.error} />
          ) : (
            <Loading />
          )}
          <nav aria-label={t("law.neighbours")} class="law-neighbours">
            {prev ? (
              <a href={provisionHref(prev.id)} rel="prev">
                ← {t("law.prev")}: § {paragraphOf(prev.id)} {prev.title}
              </a>
            ) : (
              <span />
            )}
            {next ? (
              <a href={provisionHref(next.id)} rel="next">
                {t("law.next")}: § {paragraphOf(next.id)} {next.title} →
              </a>
            ) : null}
          </nav>
        </>
      ) : null}
    </section>
  );
}
