/**
 * The law: #/law (the statutes), #/law/<statute> (its provisions), #/law/<statute>/<paragraph>
 * (one), #/law/glossary (the law's own words, loaded when first shown).
 */

import { useEffect } from "preact/hooks";
import { lazyView } from "../lazy.js";
import type { Route } from "../router.js";
import "./law.css";
import { ProvisionPage } from "./ProvisionPage.js";
import { StatuteList } from "./StatuteList.js";
import { StatutePage } from "./StatutePage.js";

const GlossaryPage = lazyView(() => import("./GlossaryPage.js").then((m) => m.GlossaryPage));

export function LawPage({ route }: { route: Route }) {
  const [, statute, ...rest] = route.parts;
  const at = route.parts.join("/");
  useEffect(() => {
    if (at) window.scrollTo(0, 0);
  }, [at]);
  if (!statute) return <StatuteList />;
  if (statute === "glossary" && rest.length === 0) return <GlossaryPage />;
  if (rest.length === 0) return <StatutePage statute={statute} />;
  return <ProvisionPage id={[statute, ...rest].join("/")} />;
}
