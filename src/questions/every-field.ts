/**
 * Every field of every kind of every statute, with the case format's own words for
 * its question and for what each of its values means: what fields.ts keeps, so
 * that the catalogues can say each in German and Danish. Read off each kind's facts
 * schema as the interview reads it (phrase.ts), every shape of a mapping and every
 * list's entry; a field whose words differ from one shape to another has one entry
 * for each ("incident.cause", "incident.cause~2").
 */

import { RIGSDALER } from "../core/money.js";
import { STATUTES } from "../law/index.js";
import { fieldId, ownWords } from "./phrase.js";
import { factsJsonSchema, resolve, type Schema, type Seg } from "./schema-walk.js";

export interface EveryField {
  /** Field id -> the English of its question. */
  questions: Record<string, string>;
  /** "<field id>=<value>" -> the English of what the value means. */
  meanings: Record<string, string>;
}

export function everyField(): EveryField {
  const questions: Record<string, string> = {};
  const meanings: Record<string, string> = {};
  const add = (into: Record<string, string>, id: string, english: string): void => {
    for (let n = 1; ; n++) {
      const key = n === 1 ? id : `${id}~${n}`;
      const had = into[key];
      if (had === english) return;
      if (had === undefined) {
        into[key] = english;
        return;
      }
    }
  };
  for (const statute of STATUTES)
    for (const kind of statute.kinds) {
      const root = factsJsonSchema(kind) as Schema;
      const owner = `${statute.id}/${kind.kind}`;
      const walk = (s0: Schema | undefined, path: Seg[], depth: number): void => {
        const s = resolve(s0, root);
        if (!s || depth > 20) return;
        const shapes = Array.isArray(s.anyOf) ? (s.anyOf as Schema[]).map((b) => resolve(b, root)) : [s];
        for (const shape of shapes) {
          if (shape?.type === "array") walk(shape.items as Schema, [...path, 0], depth + 1);
          if (shape?.type !== "object" || shape.properties === undefined) continue;
          for (const [name, fs] of Object.entries(shape.properties as Record<string, Schema>)) {
            const at = [...path, name];
            const id = fieldId(owner, at);
            const w = ownWords(at, root, resolve(fs, root), RIGSDALER, {});
            if (w.english !== undefined) add(questions, id, w.english);
            for (const o of w.answer.options ?? [])
              if (o.meaning !== undefined) add(meanings, `${id}=${o.value}`, o.meaning);
            walk(fs, at, depth + 1);
          }
        }
      };
      walk(root, [], 0);
    }
  return { questions, meanings };
}
