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
    history.replaceState(history.state, "", to);
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

/**
 * Keep the place: a link followed to another view starts at its top; Back (or
 * Forward) to a view comes to where the reader was, once the view has drawn enough
 * of itself to scroll there (its parts come from the API). Each history entry
 * carries a key in its state; the position is kept per key as the reader scrolls.
 * A change of the query alone (an answer written into the case) moves nothing.
 */
export function keepPlaces(): void {
  if (typeof history === "undefined") return;
  history.scrollRestoration = "manual";
  const places = new Map<string, number>();
  let n = 0;
  const fresh = () => `${Date.now().toString(36)}-${++n}`;
  const keyOf = (): string | undefined => (history.state as { place?: string } | null)?.place;
  const pathOf = () => location.hash.replace(/\?.*$/, "");
  if (!keyOf()) history.replaceState({ ...(history.state ?? {}), place: fresh() }, "");
  let path = pathOf();
  let restoring = 0;
  window.addEventListener(
    "scroll",
    () => {
      const k = keyOf();
      if (k && !restoring) places.set(k, window.scrollY);
    },
    { passive: true },
  );
  window.addEventListener("hashchange", () => {
    const before = path;
    path = pathOf();
    const k = keyOf();
    if (!k) {
      // A new entry: a link followed, or an address typed.
      history.replaceState({ ...(history.state ?? {}), place: fresh() }, "");
      if (path !== before) window.scrollTo(0, 0);
      return;
    }
    if (path === before) return;
    const y = places.get(k) ?? 0;
    const run = ++restoring;
    const until = Date.now() + 5000;
    const step = () => {
      if (run !== restoring) return;
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room >= y || Date.now() > until) {
        window.scrollTo(0, Math.min(y, Math.max(room, 0)));
        restoring = 0;
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}
