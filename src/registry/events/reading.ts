/**
 * An office reading set (or, with the value "default", cleared): the one event on
 * no lot. Later determinations use it; which readings there are is the law's
 * (src/law/index.ts gathers them).
 */

import { phrases } from "../../core/messages.js";
import { allReadings } from "../../law/index.js";
import { RegisterError } from "../errors.js";

const say = phrases("refusal.reading", {
  unknown: 'unknown reading "{name}"; see `sealaw readings`',
  noAlternative: 'the reading {name} has no alternative "{value}"; it has {has}',
});

/** The reading named (by its name or its question) and the alternative chosen, or null to clear it. */
export function readingChosen(input: { name: string; value: string }): { name: string; value: string | null } {
  const def = allReadings().find((x) => x.name === input.name || x.question === input.name);
  if (!def) throw new RegisterError(say.unknown({ name: input.name }));
  if (input.value === "default") return { name: def.name, value: null };
  const alt = def.alternatives.find((a) => a.code === input.value || a.slug === input.value);
  if (!alt) {
    throw new RegisterError(
      say.noAlternative({
        name: def.name,
        value: input.value,
        has: def.alternatives.map((a) => `${a.code} (${a.slug})`).join(", "),
      }),
    );
  }
  return { name: def.name, value: alt.code };
}
