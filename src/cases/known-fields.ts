/**
 * The fields a case-file schema knows at a place, so that an unknown field can be
 * answered with the nearest known one ("did you mean `wagon`?"). It walks the zod
 * schema along the path of the issue: through optional, default, nullable, pipe
 * and transform wrappers, into the shape of a mapping, the element of a list, the
 * values of a record, and every mapping of a union.
 */

import type { z } from "zod";

type Segment = string | number;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value may be checked against, with the wrappers taken off. */
function unwrap(s: z.ZodType, depth = 0): z.ZodType[] {
  if (depth > 20) return [];
  const d = defOf(s);
  switch (d.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return d.innerType ? unwrap(d.innerType, depth + 1) : [];
    case "pipe":
      return [...(d.in ? unwrap(d.in, depth + 1) : []), ...(d.out ? unwrap(d.out, depth + 1) : [])];
    case "lazy":
      return d.getter ? unwrap(d.getter(), depth + 1) : [];
    case "union":
      return (d.options ?? []).flatMap((o) => unwrap(o, depth + 1));
    default:
      return [s];
  }
}

/** The field names known where `path` leads in `schema`; empty when it leads to no mapping. */
export function knownFieldsAt(schema: z.ZodType, path: readonly Segment[]): string[] {
  let here = unwrap(schema);
  for (const seg of path) {
    const next: z.ZodType[] = [];
    for (const s of here) {
      const d = defOf(s);
      if (d.type === "object" && typeof seg === "string" && d.shape && Object.hasOwn(d.shape, seg)) {
        next.push(...unwrap(d.shape[seg] as z.ZodType));
      } else if (d.type === "array" && typeof seg === "number" && d.element) next.push(...unwrap(d.element));
      else if (d.type === "record" && d.valueType) next.push(...unwrap(d.valueType));
    }
    here = next;
  }
  const names = new Set<string>();
  for (const s of here) {
    const d = defOf(s);
    if (d.type === "object" && d.shape) for (const k of Object.keys(d.shape)) names.add(k);
  }
  return [...names];
}
