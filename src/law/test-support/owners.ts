/**
 * For the tests of every statute that write a ship's owners into raw facts.
 */

/** A ship owned half and half by two people, as the facts write it. */
export function halfAndHalf(a: string, b: string): { person: string; share: string }[] {
  return [
    { person: a, share: "1/2" },
    { person: b, share: "1/2" },
  ];
}
