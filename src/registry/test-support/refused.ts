/** What a refusal must leave: the register exactly as it was, and a clear message. */

import assert from "node:assert/strict";
import { RegisterError } from "../errors.js";
import type { Register } from "../register.js";

/** Everything a reader can see of the register: the journal, every lot as shown, and all that falls due. */
export async function snapshot(r: Register): Promise<string[]> {
  const out: string[] = [];
  for await (const l of r.exportLines()) out.push(l);
  const lots = await r.list();
  for (const l of lots) out.push(JSON.stringify(await r.show(l.id)));
  out.push(JSON.stringify(await r.due("9999-12-31")));
  return out;
}

/** `fn` is refused with a RegisterError matching `pattern`, and nothing is written. */
export async function refusedUnchanged(
  r: Register,
  fn: () => Promise<unknown>,
  pattern: RegExp,
): Promise<RegisterError> {
  const before = await snapshot(r);
  let caught: unknown;
  try {
    await fn();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof RegisterError, `expected a RegisterError, got ${String(caught)}`);
  assert.match(caught.message, pattern);
  assert.deepEqual(await snapshot(r), before, "nothing is written");
  return caught;
}
