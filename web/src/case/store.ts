/**
 * The case being built lives in the page's URL (#/case?c=…, the case as JSON in
 * base64url), so that a reload or a shared link brings it back, and in local
 * storage, so that coming back to #/case without a link finds it again. The URL
 * wins over storage. Every view that shows the case reads it from here.
 */

import { useEffect, useState } from "preact/hooks";

/** A case file as data: version, statute, kind, optional title/currency/readings, and facts. */
export type CaseData = Record<string, unknown> & {
  version?: number;
  statute?: string;
  kind?: string;
  readings?: Record<string, string>;
  facts?: Record<string, unknown>;
};

const KEY = "sealaw.case";

export function encodeCase(c: CaseData): string {
  const bytes = new TextEncoder().encode(JSON.stringify(c));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeCase(s: string): CaseData | undefined {
  try {
    const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    // A plain loop: Uint8Array.from with a mapping function walks the string as an
    // iterable, which in Chromium took tens of milliseconds for a case of a few KB.
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    const v: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return v && typeof v === "object" && !Array.isArray(v) ? (v as CaseData) : undefined;
  } catch {
    return undefined;
  }
}

function fromUrl(): CaseData | undefined {
  const h = location.hash;
  const q = h.indexOf("?");
  if (q < 0) return undefined;
  const c = new URLSearchParams(h.slice(q + 1)).get("c");
  return c ? decodeCase(c) : undefined;
}

function fromStorage(): CaseData | undefined {
  try {
    const s = localStorage.getItem(KEY);
    if (!s) return undefined;
    const v: unknown = JSON.parse(s);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as CaseData) : undefined;
  } catch {
    return undefined;
  }
}

let current: CaseData | undefined = typeof window === "undefined" ? undefined : (fromUrl() ?? fromStorage());
const listeners = new Set<(c: CaseData | undefined) => void>();

export function getCase(): CaseData | undefined {
  return current;
}

/** The link that opens this case on a view ("case" or "statement"). */
export function caseHref(c: CaseData, view = "case"): string {
  return `#/${view}?c=${encodeCase(c)}`;
}

/**
 * Make `c` the case: in the URL (replacing the history entry unless `push`), in
 * storage, and in every view; in the view named (`decide` for an example opened on
 * its determination), or else the view the address shows.
 */
export function setCase(c: CaseData | undefined, opts: { push?: boolean; view?: string } = {}): void {
  current = c;
  try {
    if (c) localStorage.setItem(KEY, JSON.stringify(c));
    else localStorage.removeItem(KEY);
  } catch {
    // storage may be full or off: the URL still holds the case
  }
  const view = opts.view ?? (location.hash.replace(/^#\/?/, "").split(/[/?]/)[0] || "case");
  const to = c ? caseHref(c, view) : `#/${view}`;
  if (opts.push) history.pushState(null, "", to);
  else history.replaceState(history.state, "", to);
  for (const f of listeners) f(c);
  // Another view: the router follows the address (history.pushState alone says nothing).
  if (opts.view) {
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    window.scrollTo(0, 0);
  }
}

/** The case, re-read when it changes here or when the URL brings another (back, a pasted link). */
export function useCase(): [CaseData | undefined, (c: CaseData | undefined, opts?: { push?: boolean }) => void] {
  // A view that mounts after the URL changed (a link to #/case?c=… followed from
  // another view) takes the URL's case, not the one read when the page loaded.
  const [c, set] = useState(() => {
    const u = fromUrl();
    if (u && JSON.stringify(u) !== JSON.stringify(current)) current = u;
    return current;
  });
  useEffect(() => {
    listeners.add(set);
    const onHash = () => {
      const u = fromUrl();
      if (u && JSON.stringify(u) !== JSON.stringify(current)) {
        current = u;
        for (const f of listeners) f(u);
      }
    };
    window.addEventListener("hashchange", onHash);
    window.addEventListener("popstate", onHash);
    return () => {
      listeners.delete(set);
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener("popstate", onHash);
    };
  }, []);
  return [c, setCase];
}
