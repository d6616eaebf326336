/**
 * The strand office's register, through the register's routes only:
 * #/register (the book), #/register/lodge, #/register/lots/<id>, #/register/due.
 */

import { useEffect } from "preact/hooks";
import { t, useLang } from "../i18n/index.js";
import type { Route } from "../router.js";
import "../law/law.css";
import "./register.css";
import { DuePage } from "./DuePage.js";
import { LodgePage } from "./LodgePage.js";
import { LotPage } from "./LotPage.js";
import { RegisterHome } from "./RegisterHome.js";

export function RegisterPage({ route }: { route: Route }) {
  useLang();
  const [, what, id] = route.parts;
  const at = route.parts.join("/");
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [at]);
  if (!what) return <RegisterHome status={route.query.get("status") ?? ""} />;
  if (what === "lodge") return <LodgePage />;
  if (what === "due") return <DuePage query={route.query} />;
  if (what === "lots" && id) return <LotPage id={id} />;
  return <p role="alert">{t("notfound")}</p>;
}
