/**
 * Routes live in the URL's hash (#/case, #/law/dl-vrag, #/law/dl-vrag/14,
 * #/register, #/register/lots/lot-2), so the server serves one page and every view
 * has an address that a reload or a shared link brings back.
 */

import { useEffect, useState } from "preact/hooks";

export interface Route {
  /** The path's segments: "#/law/dl-vrag/14" → ["law", "dl-vrag", "14"]. */
  parts: string[];
  /** The query after the path: "#/case?c=…" → { c: "…" }. */
  query: URLSearchParams;
}

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#\/?/, "");
  const q = h.indexOf("?");
  const path = q < 0 ? h : h.slice(0, q);
  const parts = path
    .split("/")
    .filter((x) => x !== "")
    .map((x) => decodeURIComponent(x));
  return { parts, query: new URLSearchParams(q < 0 ? "" : h.slice(q + 1)) };
}

export function href(parts: readonly string[], query?: Record<string, string>): string {
  const p = parts.map((x) => encodeURIComponent(x).replace(/%2F/gi, "/")).join("/");
  const q = query ? new URLSearchParams(query).toString() : "";
  return `#/${p}${q ? `?${q}` : ""}`;
}

/** Go to a route (a new history entry), or replace the current one. */
export function navigate(to: string, replace = false): void {
  if (replace) {
    history.replaceState(null, "", to);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
  } else location.hash = to.replace(/^#/, "");
}

/** The provision's page: its id "dl-vrag/14" → "#/law/dl-vrag/14". */
export function provisionHref(id: string): string {
  return `#/law/${id}`;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    const on = () => setRoute(parseHash(location.hash));
    window.addEventListener("hashchange", on);
    return () => window.removeEventListener("hashchange", on);
  }, []);
  return route;
}
