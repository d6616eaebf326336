/** A word for a value the API gives, or the value itself when the dictionary has none. */

import { t } from "../i18n/index.js";

export function tOr(key: string, fallback: string): string {
  const w = t(key);
  return w === key ? fallback : w;
}

export const kindWord = (k: string): string => tOr(`reg.kind.${k}`, k);
export const statusWord = (s: string): string => tOr(`reg.status.${s}`, s);
export const entryWord = (k: string): string => tOr(`reg.entry.${k}`, k);
