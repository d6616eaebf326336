/**
 * The book of the texts the interview puts together from the case format's words,
 * each with the message it says (see language.ts): kept apart from the rest of the
 * interview's language, so that the files that make questions can note their texts
 * without importing what reads the questions.
 */

import { type Msg, type PhraseBook, recordPhrases } from "../core/messages.js";

let notes: PhraseBook | undefined;

/** Note that `text` says `msg` (a text made of the case format's words); gives `text`. */
export function note(text: string, msg: Msg | undefined): string {
  if (notes !== undefined && msg !== undefined) notes[text] = msg;
  return text;
}

/** Run `make`, keeping the book of every phrase it says: the interview's own and the law's. */
export function withPhrases<T>(make: () => T): { value: T; phrases: PhraseBook } {
  const outer = notes;
  const mine: PhraseBook = {};
  notes = mine;
  try {
    const { value, phrases } = recordPhrases(make);
    return { value, phrases: { ...phrases, ...mine } };
  } finally {
    notes = outer;
    if (outer !== undefined) Object.assign(outer, mine);
  }
}
