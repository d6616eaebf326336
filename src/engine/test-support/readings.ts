/**
 * The readings to decide a case under, for the tests that hold a property over
 * every shipped example whatever its readings: the tests of the determination's
 * formats and of its steps' subjects.
 */

import assert from "node:assert/strict";
import { decide, findStatute } from "../decide.js";

/**
 * The case's own readings (the defaults, and any its file gives), written `{}`,
 * and each single change of one reading its determination rests on to each of
 * that reading's other alternatives.
 */
export function singleReadingChanges(data: unknown): Record<string, string>[] {
  const d = decide(data, { explanation: false });
  const statute = findStatute(d.statute);
  assert.ok(statute, d.statute);
  const out: Record<string, string>[] = [{}];
  for (const used of d.readings) {
    const def = statute.readings.find((r) => r.name === used.name);
    assert.ok(def, used.name);
    for (const alt of def.alternatives) if (alt.code !== used.value) out.push({ [used.name]: alt.code });
  }
  return out;
}
