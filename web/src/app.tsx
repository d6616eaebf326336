/**
 * The frame of every page: a skip link, the header with the navigation and the
 * language, and the view the URL's hash names. The views hold no law: each asks
 * the HTTP API.
 */

import { useEffect } from "preact/hooks";
import { postAhead } from "./api.js";
import { getCase } from "./case/store.js";
import { LANG_NAMES, LANGS, type Lang, loadWords, setLang, t, useLang } from "./i18n/index.js";
import { lazyView } from "./lazy.js";
import { parseHash, type Route, useRoute } from "./router.js";

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

/**
 * The page opens on the view its address names: that view's code is asked for at
 * once, and for a link to a case's determination the determination too, so that
 * the two come over the wire side by side rather than one after the other.
 */
function openOn(hash: string): void {
  const top = parseHash(hash).parts[0] ?? "";
  const first = { case: CasePage, law: LawPage, register: RegisterPage, statement: StatementPage, decide: DecidePage }[
    top
  ];
  first?.preload();
  const c = top === "decide" ? getCase() : undefined;
  if (c) postAhead("/v1/decide", c, { speak: true });
}

if (typeof location !== "undefined") openOn(location.hash);

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
