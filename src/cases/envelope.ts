/**
 * The case-file envelope: format version, statute, kind, optional title, currency
 * and reading overrides, and the facts (whose schema depends on the kind).
 */

import { z } from "zod";
import { CASE_FORMAT_VERSION } from "./parse.js";

/**
 * An expected figure: a number (a whole number, or a decimal that is exact), or
 * text: a fraction, a decimal, or an amount with its units ("1 rd 1 mk 8 sk").
 */
const num = z.union([z.number(), z.string()]);

/** Expected lines of an average statement (general average, and the averages of their own). */
const statementLines = {
  contributions: z
    .record(z.string(), num)
    .optional()
    .describe("Interest id (the ship, the freight, a bill of lading) -> exact contribution (an amount)."),
  contributory_values: z
    .record(z.string(), num)
    .optional()
    .describe("Interest id -> its contributory value (an amount)."),
  nets: z
    .record(z.string(), num)
    .optional()
    .describe(
      "Party id -> exact net (made good less contributions; negative pays), an amount, or the rounded balance as text.",
    ),
  rate: num.optional().describe('The rate of contribution, exact: "5/18", "0.125".'),
  rate_percent: num
    .optional()
    .describe('The rate as a percentage, as the statement gives it to its decimals: "27.7778" or "12.5 %".'),
  loss: num.optional().describe("The loss to be made good (an amount)."),
  mass: num.optional().describe("The contributing mass (an amount)."),
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

const obligationExpect = z
  .object({
    provision: z.string().optional().describe("A provision the obligation cites."),
    what: z.string().optional().describe("Words the obligation holds."),
    due: z
      .string()
      .nullable()
      .optional()
      .describe("The day by which it must be done (YYYY-MM-DD, or as the determination writes it); null: none."),
  })
  .strict();

const optionExpect = z
  .object({
    open: z.boolean().optional().describe("Whether the holder may still choose."),
    status: z.enum(["open", "chosen", "lapsed"]).optional(),
    chosen: z.string().optional().describe("Words of the choice made."),
    deadline: z.string().nullable().optional().describe("Until when the holder may choose; null: no deadline."),
  })
  .strict();

export const expectSchema = z
  .object({
    ...statementLines,
    averages: z
      .record(z.string(), averageExpect)
      .optional()
      .describe("Average id (e.g. piracy-bulk, grounding-goods, damage) -> its expected lines."),
    parts: z.record(z.string(), num).optional().describe("Party id -> parts held."),
    exact: z.record(z.string(), num).optional().describe("Party id -> exact share (an amount)."),
    amounts: z.record(z.string(), num).optional().describe("Party id -> rounded share (an amount, or its text)."),
    total_parts: num.optional(),
    liabilities: z
      .record(z.string(), num)
      .optional()
      .describe(
        'Liability "FROM -> TO" (party ids) -> the amount of all liabilities between the two, summed (0 expects none), or words that a liability without a fixed amount between them holds.',
      ),
    settlement: z
      .record(z.string(), num)
      .optional()
      .describe('Payment "FROM -> TO" that settles an average statement -> its amount.'),
    penalties: z
      .record(z.string(), num)
      .optional()
      .describe(
        'Party id -> the sum of its penalties in money, in the penalty\'s own currency ("32 lod"), or words of a penalty without money ("punished as a thief").',
      ),
    duties: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe("Party id (or office) -> provisions each of which must be cited by one of that party's obligations."),
    obligations: z
      .record(z.string(), z.array(obligationExpect))
      .optional()
      .describe("Party id (or office) -> obligations it must have, by provision, words and due date."),
    options: z
      .record(z.string(), optionExpect)
      .optional()
      .describe("Holder -> whether the option is open, and what was chosen."),
    assessments: z
      .record(z.string(), z.enum(["needed", "given"]))
      .optional()
      .describe("Provision -> the status an assessment citing it must have."),
    readings: z
      .record(z.string(), z.string())
      .optional()
      .describe("Reading name or question id (Q-B09) -> the code the result must rest on."),
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
      .describe(
        'The currency of all amounts: "reichstaler" (Borkum), "rigsdaler" (the Danish Law), "lod-silver" (the Danish Law\'s marks of silver), "u" (the neutral unit of the worked examples); in the kinds whose rules are purely proportional also "lira" or an ISO 4217 code such as "EUR", for comparison. Default: the statute\'s first.',
      ),
    readings: z
      .record(z.string(), z.string())
      .default({})
      .describe(
        "Reading overrides, NAME: CODE, the name or the question id (Q-B09) (see `sealaw readings`). Command-line --reading wins over these.",
      ),
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
