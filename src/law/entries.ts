/**
 * Where an entry of a case stands in its case file: the path a step about one
 * person, ship or parcel names as its `subject` (see Step.subject), spelt as the
 * interview and the warnings spell paths ("facts.people[3]").
 *
 * The rules hold the entries of the parsed facts, in the file's order, so an
 * entry's position is where it stands in its list. It is looked up only when the
 * explanation is built, and read as describing only (see `describing`): finding
 * it decides nothing, and a decision without the explanation never looks.
 */

import { describing } from "../core/rule.js";

/** The path of a list's field under the case's `facts`: "people", "shipwreck.cargo". */
export type ListPath = string;

/**
 * The path of `item` in the list at `list` ("facts.people[3]"), or undefined
 * where it is not one of the list's entries (an entry the law made up, or one it
 * changed: its fields are then not the file's).
 */
export function entryPath(items: readonly unknown[], list: ListPath, item: unknown): string | undefined {
  const i = describing(() => items.indexOf(item));
  return i < 0 ? undefined : `facts.${list}[${i}]`;
}
