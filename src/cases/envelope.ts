/**
 * The case-file envelope: format version, statute, kind, optional title, currency
 * and reading overrides, and the facts (whose schema depends on the kind).
 */

import { z } from "zod";
import { CASE_FORMAT_VERSION } from "./parse.js";

/** Expected outcome carried by a case file (see engine/expect.ts). */
const num = z.union([z.number().int(), z.string()]);

/** Expected lines of an average statement (general average). */
const statementLines = {
  contributions: z
    .record(z.string(), num)
    .optional()
    .describe("Interest id (the ship, the freight, a bill of lading) -> exact contribution in the largest unit."),
  nets: z
    .record(z.string(), num)
    .optional()
    .describe(
      "Party id -> exact net in the largest unit (made good less contributions; negative pays), or the rounded balance as text.",
    ),
};

/** Expected outcome of an average of its own (determination.averages), by its id. */
const averageExpect = z
  .object({
    ...statementLines,
    bears: z.record(z.string(), num).optional().describe("Interest id -> exact quantity it bears, for a loss in kind."),
    receives: z
      .record(z.string(), num)
      .optional()
      .describe("Interest id -> exact quantity left to it, for a loss in kind."),
  })
  .strict();

export const expectSchema = z
  .object({
    ...statementLines,
    averages: z
      .record(z.string(), averageExpect)
      .optional()
      .describe("Average id (e.g. piracy-bulk, grounding-goods) -> its expected lines."),
    parts: z.record(z.string(), num).optional().describe("Party id -> parts held."),
    exact: z.record(z.string(), num).optional().describe("Party id -> exact share in the largest unit."),
    amounts: z
      .record(z.string(), num)
      .optional()
      .describe("Party id -> rounded share (text, or value in the largest unit)."),
    total_parts: num.optional(),
    liabilities: z
      .record(z.string(), num)
      .optional()
      .describe(
        'Liability "FROM -> TO" (party ids) -> exact amount in the largest unit, all liabilities between the two summed; 0 expects none.',
      ),
    penalties: z
      .record(z.string(), num)
      .optional()
      .describe(
        "Party id -> exact sum of the penalties in money on that party, in the largest unit of their currency.",
      ),
    duties: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Party id (or office) -> provisions each of which must be cited by one of that party's obligations."),
    assessments: z
      .record(z.string(), z.enum(["needed", "given"]))
      .optional()
      .describe("Provision -> the status an assessment citing it must have."),
    readings: z.record(z.string(), z.string()).optional().describe("Reading name -> the code the result must rest on."),
  })
  .strict()
  .describe("Expected outcome: checked by `sealaw check` and the tests; ignored by `sealaw decide`.");

export type Expectation = z.output<typeof expectSchema>;

export const envelopeSchema = z
  .object({
    version: z
      .literal(CASE_FORMAT_VERSION)
      .describe(`The case-file format version. This version of sealaw reads format ${CASE_FORMAT_VERSION}.`),
    statute: z.string().describe('The statute to decide under: "borkum-1666", "dl-vrag" or "dl-averi".'),
    kind: z.string().describe('The kind of case: "salvage", ...'),
    title: z.string().optional().describe("A title for the output."),
    description: z.string().optional().describe("Free text about the case; not read by the rules."),
    currency: z
      .string()
      .optional()
      .describe('The currency of all amounts: "reichstaler", "u", "rigsdaler". Default: the statute\'s first.'),
    readings: z
      .record(z.string(), z.string())
      .default({})
      .describe("Reading overrides, NAME: CODE (see `sealaw readings`). Command-line --reading wins over these."),
    facts: z.unknown().describe("The facts of the case; their form depends on the kind (see `sealaw schema KIND`)."),
    expect: expectSchema.optional(),
  })
  .strict();

export type Envelope = z.output<typeof envelopeSchema>;

/** JSON Schema of a whole case file whose facts follow `facts`. */
export function caseSchemaWith(facts: z.ZodType, kind: string, statutes: readonly string[]): z.ZodType {
  return envelopeSchema.extend({
    statute: z.enum(statutes as [string, ...string[]]).describe("The statute to decide under."),
    kind: z.literal(kind),
    facts,
  });
}
