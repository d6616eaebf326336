/**
 * The interface's words in English, German and Danish. Each area of the pages keeps
 * its own dictionary (common, case, result, law, register); a key missing in German
 * or Danish falls back to English, and a test holds every dictionary complete.
 * The law's own text is never translated here: it is shown in its original, with
 * the English translation beside it.
 */

import { useEffect, useState } from "preact/hooks";
import type { Area, Dict } from "./area.js";
import common from "./common.js";

export const LANGS = ["en", "de", "da"] as const;
export type Lang = (typeof LANGS)[number];
export const LANG_NAMES: Record<Lang, string> = { en: "English", de: "Deutsch", da: "Dansk" };

export type { Area, Dict } from "./area.js";

const merged: Record<Lang, Dict> = { en: {}, de: {}, da: {} };

/** Add an area's words (all three languages). */
export function addWords(area: Area): void {
  for (const l of LANGS) Object.assign(merged[l], area[l]);
}
addWords(common);

/**
 * The areas' dictionaries, each its own chunk, loaded with the view that uses them
 * (the frame needs only the common words).
 */
const AREA_LOADERS = {
  case: () => import("./case.js"),
  law: () => import("./law.js"),
  register: () => import("./register.js"),
  result: () => import("./result.js"),
} as const;
export type AreaName = keyof typeof AREA_LOADERS;

/** Load the words of these areas (once each). */
export async function loadWords(...areas: AreaName[]): Promise<void> {
  const mods = await Promise.all(areas.map((a) => AREA_LOADERS[a]()));
  for (const m of mods) addWords(m.default);
}

const KEY = "sealaw.lang";

function initial(): Lang {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved && (LANGS as readonly string[]).includes(saved)) return saved as Lang;
  } catch {
    // storage may be off; the language then lasts for the visit
  }
  const nav = (typeof navigator !== "undefined" ? navigator.language : "en").slice(0, 2);
  return (LANGS as readonly string[]).includes(nav) ? (nav as Lang) : "en";
}

let current: Lang = typeof window === "undefined" ? "en" : initial();
const listeners = new Set<(l: Lang) => void>();

export function lang(): Lang {
  return current;
}

export function setLang(l: Lang): void {
  current = l;
  try {
    localStorage.setItem(KEY, l);
  } catch {
    // as above
  }
  document.documentElement.lang = l;
  for (const f of listeners) f(l);
}

/** The word for `key` in the current language, with {name} filled from `vars`. */
export function t(key: string, vars?: Record<string, string | number>): string {
  const s = merged[current][key] ?? merged.en[key] ?? key;
  return vars ? s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m)) : s;
}

/** Re-render the component when the language changes; returns the current language. */
export function useLang(): Lang {
  const [l, set] = useState(current);
  useEffect(() => {
    listeners.add(set);
    return () => {
      listeners.delete(set);
    };
  }, []);
  return l;
}

/** The word for a count: `key.one` for 1, `key.other` otherwise (English, German and Danish agree on this). */
export function tn(key: string, n: number, vars?: Record<string, string | number>): string {
  return t(`${key}.${n === 1 ? "one" : "other"}`, { ...vars, n: n.toLocaleString(current) });
}
