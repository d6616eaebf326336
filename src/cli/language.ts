/**
 * The language a command speaks: `--lang de|da|en` where given, else the
 * environment's (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them: "da_DK.UTF-8"
 * is Danish), else English. A language sealaw does not speak is English from the
 * environment and an error from the flag.
 */

import { isLang, LANGUAGES, type Lang } from "../core/messages.js";
import { UsageError } from "./io.js";

/** The language of a locale name ("de_DE.UTF-8", "da", "C"), or undefined. */
export function languageOfLocale(locale: string | undefined): Lang | undefined {
  if (locale === undefined || locale === "") return undefined;
  const code = /^([A-Za-z]{2,3})(?:[_.@-]|$)/.exec(locale)?.[1]?.toLowerCase();
  return code !== undefined && isLang(code) ? code : undefined;
}

/** The language asked for by `--lang` (checked) or by the environment. */
export function languageOf(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): Lang {
  if (flag !== undefined) {
    const l = flag.trim().toLowerCase();
    if (!isLang(l)) throw new UsageError(`--lang is one of ${LANGUAGES.join(", ")}, not "${flag}"`);
    return l;
  }
  // The first of these that is set decides, as POSIX has it: LC_ALL=C means C, whatever LANG says.
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"]) {
    const v = env[name];
    if (v !== undefined && v !== "") return languageOfLocale(v) ?? "en";
  }
  return "en";
}

/** The German and Danish catalogues, loaded when a command speaks one of them. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (lang !== "en") await import("../messages/index.js");
}
