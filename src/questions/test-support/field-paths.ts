/** For the interview's tests: the fields a case's facts give, to take out one by one or at random. */

import { plainObject, type Seg } from "../schema-walk.js";

/** Every field path the facts give: the fields of their mappings, at any depth. */
export function fieldPaths(v: unknown, path: Seg[] = []): Seg[][] {
  const out: Seg[][] = [];
  const o = plainObject(v);
  if (o) {
    for (const [k, x] of Object.entries(o)) {
      out.push([...path, k]);
      out.push(...fieldPaths(x, [...path, k]));
    }
  } else if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) out.push(...fieldPaths(x, [...path, i]));
  }
  return out;
}
