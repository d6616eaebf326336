/**
 * A case file's text in, a determination out: parsing and deciding in one call, for
 * the CLI, the HTTP API and any program that holds a case as YAML or JSON text.
 */

import { envelopeSchema } from "../cases/envelope.js";
import { parseCaseText } from "../cases/parse.js";
import type { Determination } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { type DecideOptions, decide } from "./decide.js";
import { checkExpectation } from "./expect.js";

const say = phrases("engine/check", { noExpect: "the case file has no expect: block" });

/** Parse a case file's text (YAML or JSON) and decide it. */
export function decideText(text: string, opts: DecideOptions = {}): Determination {
  const doc = parseCaseText(text, opts.source ?? "case", opts.limits);
  return decide(doc.data, { ...opts, doc });
}

/**
 * Decide a case file's text and compare the result with its `expect:` block.
 * Returns the differences (none when all is as expected). A file without an
 * expect: block is itself a difference: there is nothing to check.
 */
export function checkText(text: string, opts: DecideOptions = {}): string[] {
  const doc = parseCaseText(text, opts.source ?? "case", opts.limits);
  const d = decide(doc.data, { ...opts, doc });
  const env = envelopeSchema.parse(doc.data);
  if (!env.expect) return [say.noExpect()];
  return checkExpectation(d, env.expect);
}
