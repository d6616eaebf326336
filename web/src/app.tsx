/**
 * The frame of every page: a skip link, the header with the navigation and the
 * language, and the view the URL's hash names. The views hold no law: each asks
 * the HTTP API.
 */

import { useEffect } from "preact/hooks";
import { LANG_NAMES, LANGS, type Lang, loadWords, setLang, t, useLang } from "./i18n/index.js";
import { lazyView } from "./lazy.js";
import { type Route, useRoute } from "./router.js";

type ViewProps = { route: Route };
const CasePage = lazyView<ViewProps>(async () => {
  const [m] = await Promise.all([import("./case/CasePage.js"), loadWords(...(["case", "result", "law"] as const))]);
  return m.CasePage;
});
const LawPage = lazyView<ViewProps>(async () => {
  const [m] = await Promise.all([import("./law/LawPage.js"), loadWords(...(["law"] as const))]);
  return m.LawPage;
});
const RegisterPage = lazyView<ViewProps>(async () => {
  const [m] = await Promise.all([
    import("./register/RegisterPage.js"),
    loadWords(...(["register", "law", "result"] as const)),
  ]);
  return m.RegisterPage;
});
const DecidePage = lazyView<ViewProps>(async () => {
  const [m] = await Promise.all([import("./result/DecidePage.js"), loadWords(...(["result", "case", "law"] as const))]);
  return m.DecidePage;
});
const StatementPage = lazyView<ViewProps>(async () => {
  const [m] = await Promise.all([import("./result/StatementPage.js"), loadWords(...(["result", "law"] as const))]);
  return m.StatementPage;
});

function Home() {
  return (
    <section class="home">
      <h1>{t("app.title")}</h1>
      <p class="lead">{t("app.tagline")}</p>
      <p>{t("home.intro")}</p>
      <ul class="cards">
        <li>
          <a href="#/case">{t("home.case")}</a>
        </li>
        <li>
          <a href="#/law">{t("home.law")}</a>
        </li>
        <li>
          <a href="#/register">{t("home.register")}</a>
        </li>
      </ul>
    </section>
  );
}

export function App() {
  const l = useLang();
  const route = useRoute();
  const top = route.parts[0] ?? "";
  useEffect(() => {
    document.documentElement.lang = l;
  }, [l]);
  useEffect(() => {
    document.title = top ? `${t(`nav.${top}`)} — sealaw` : "sealaw";
  }, [top, l]);
  let view: preact.JSX.Element;
  if (top === "") view = <Home />;
  else if (top === "case") view = <CasePage route={route} />;
  else if (top === "law") view = <LawPage route={route} />;
  else if (top === "register") view = <RegisterPage route={route} />;
  else if (top === "statement") view = <StatementPage route={route} />;
  else if (top === "decide") view = <DecidePage route={route} />;
  else view = <p role="alert">{t("notfound")}</p>;
  return (
    <>
      <button type="button" class="skip" onClick={skipToMain}>
        {t("skip")}
      </button>
      <header class="top">
        <a class="brand" href="#/">
          {t("app.title")}
        </a>
        <nav aria-label={t("nav.label")}>
          <ul>
            {(["case", "law", "register"] as const).map((k) => (
              <li key={k}>
                <a href={`#/${k}`} aria-current={top === k ? "page" : undefined}>
                  {t(`nav.${k}`)}
                </a>
              </li>
            ))}
            <li>
              <a href="/docs">{t("nav.api")}</a>
            </li>
          </ul>
        </nav>
        <label class="lang">
          <span>{t("lang.label")}</span>
          <select value={l} onChange={(e) => setLang((e.currentTarget as HTMLSelectElement).value as Lang)}>
            {LANGS.map((x) => (
              <option key={x} value={x}>
                {LANG_NAMES[x]}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main id="main" tabIndex={-1}>
        {view}
      </main>
    </>
  );
}

/** The skip button moves the focus to the content without touching the hash, which holds the route. */
function skipToMain(): void {
  document.getElementById("main")?.focus();
}
