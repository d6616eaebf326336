/**
 * The language the texts of an answer arrived in, for the blocks that show them: a
 * view that shows an answer provides it (`saidIn(answer)`), and each block of the
 * engine's words is marked with it, so that a screen reader and hyphenation take
 * the words as what they are. Without a view to say, the page's language: the one
 * every call that speaks asks for.
 */

import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { type Lang, useLang } from "../i18n/index.js";

export const SaidIn = createContext<Lang | undefined>(undefined);

/** The language of the engine's words shown here. */
export function useSaid(): Lang {
  const page = useLang();
  return useContext(SaidIn) ?? page;
}
