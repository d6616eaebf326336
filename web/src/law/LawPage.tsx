/** The law: #/law (the statutes), #/law/<statute> (its provisions), #/law/<statute>/<paragraph> (one). */

import { useEffect } from "preact/hooks";
import type { Route } from "../router.js";
import "./law.css";
import { ProvisionPage } from "./ProvisionPage.js";
import { StatuteList } from "./StatuteList.js";
import { StatutePage } from "./StatutePage.js";

export function LawPage({ route }: { route: Route }) {
  const [, statute, ...rest] = route.parts;
  const at = route.parts.join("/");
  useEffect(() => {
    if (at) window.scrollTo(0, 0);
  }, [at]);
  if (!statute) return <StatuteList />;
  if (rest.length === 0) return <StatutePage statute={statute} />;
  return <ProvisionPage id={[statute, ...rest].join("/")} />;
}
