/**
 * A ship's name in a sentence. A name is written as the case gives it: "Fortuna",
 * "The Hope", "the Indiaman", or a description standing for a name ("the ship
 * flying a red flag"). The article of a sentence ("the Fortuna") is added only
 * where the name has none of its own, so that no sentence reads "the The Hope" or
 * "the ship the ship flying a red flag".
 */

const ARTICLE = /^(the|a|an)\s+/i;

/** "the Fortuna"; "The Hope" -> "the Hope"; "the Indiaman" stays. */
export function the(name: string): string {
  const m = ARTICLE.exec(name);
  return m ? `${(m[1] as string).toLowerCase()} ${name.slice(m[0].length)}` : `the ${name}`;
}

/** The same at the start of a sentence: "The Fortuna", "The Indiaman". */
export function The(name: string): string {
  const t = the(name);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** "the ship Fortuna"; a name with an article of its own stands for the ship by itself: "the Indiaman". */
export function theShip(name: string): string {
  return ARTICLE.test(name) ? the(name) : `the ship ${name}`;
}
