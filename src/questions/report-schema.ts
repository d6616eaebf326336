/**
 * The form of `questions`' result as a schema: what `sealaw ask --json` prints,
 * for the programs (an HTTP API, web pages) that read it. `sealaw ask --schema`
 * prints it as JSON Schema.
 */

import { z } from "zod";

const answer = z
  .object({
    type: z
      .enum([
        "yes_no",
        "one_of",
        "some_of",
        "amount",
        "number",
        "date",
        "person",
        "people",
        "ship",
        "ships",
        "text",
        "entries",
        "details",
        "mapping",
        "other",
      ])
      .describe(
        "yes_no; one_of / some_of a list of values (options); amount in the case's currency; number (exact: 2, 3/4); date (YYYY-MM-DD); person / people / ship / ships of the case (choices); text; entries (a list: how many, then each asked in turn); details (a mapping asked field by field); mapping (KEY: VALUE pairs).",
      ),
    options: z
      .array(z.object({ value: z.string(), meaning: z.string().optional() }).strict())
      .optional()
      .describe("The values, each with its meaning where the case format gives one."),
    currency: z.string().optional(),
    example: z.string().optional().describe("For an amount: one written in the case's own units, to show how."),
    format: z.string().optional(),
    choices: z.array(z.string()).optional().describe("The ids the case lists so far: of its people, or of its ships."),
    default: z.unknown().optional().describe("The value taken when the fact is left out."),
  })
  .strict();

/** One question: a fact the case needs or may give, where it goes and how it is answered. */
export const questionSchema = z
  .object({
    path: z.string().describe('Where in the case file: "facts.people[3].helped".'),
    field: z.string(),
    subject: z.string().optional().describe("The person or thing the fact belongs to."),
    question: z.string().describe("The question in plain words."),
    answer,
    category: z.enum(["situation", "parties", "amounts", "dates", "other"]),
    provisions: z.array(z.string()).describe("The provisions whose rules read the fact."),
    order: z.number().int().describe("Position in the rules' order of reading."),
    firm: z.boolean().describe("Sure to be needed, whatever the facts still missing turn out to be."),
    explains: z.boolean().describe("Read only to build the explanation: it decides nothing."),
    because: z.enum(["read", "format", "check"]),
    why: z.string().optional(),
    settles: z
      .string()
      .optional()
      .describe(
        "A fact the case may leave out, needed all the same: the gap its absence leaves in the determination (a refusal, an assessment, a figure that cannot be drawn up).",
      ),
    moves: z
      .string()
      .optional()
      .describe("Ranked facts: the most one other answer moves, exact, in the case's currency."),
    effect: z.string().optional(),
  })
  .strict();

export const questionsReportSchema = z
  .object({
    statute: z.string(),
    kind: z.string(),
    title: z.string().optional(),
    currency: z.string(),
    complete: z
      .boolean()
      .describe("Nothing is needed: the case can be decided, and no fact left out would settle a gap in it."),
    decidable: z
      .boolean()
      .describe("The case can be decided; facts under `needed` with `settles` would still give it its figures."),
    next: questionSchema.optional().describe("The question to ask now."),
    needed: z
      .array(questionSchema)
      .describe(
        "Facts needed before the case can be decided, or before its determination has its figures (`settles`), in the order a person answers.",
      ),
    optional: z
      .array(questionSchema)
      .describe(
        "Facts the case may also give: left out, each takes its default where the answer has one, or is unknown.",
      ),
    ranked: z.boolean().describe("Whether `optional` is ordered by how much each can move."),
    notNeeded: z
      .array(z.object({ path: z.string(), subject: z.string().optional(), why: z.string() }).strict())
      .describe("Facts left out that no rule reads in this situation, with why."),
    readings: z
      .array(
        z
          .object({
            name: z.string(),
            question: z.string(),
            title: z.string(),
            value: z.string(),
            isDefault: z.boolean(),
            alternatives: z.array(z.object({ code: z.string(), slug: z.string(), label: z.string() }).strict()),
          })
          .strict(),
      )
      .describe("Readings that bear on the case as answered so far, with their alternatives."),
    stopped: z.string().optional(),
    answered: z
      .array(questionSchema)
      .optional()
      .describe("On request: the facts the case gives that the rules read, as the questions they answer."),
    situation: z.string().optional(),
    determination: z
      .unknown()
      .optional()
      .describe("The determination, once the case is complete (in format 1, as `decide --json --format 1` prints it)."),
  })
  .strict();

/** JSON Schema of `sealaw ask --json`. */
export function questionsJsonSchema(): unknown {
  return z.toJSONSchema(questionsReportSchema, { io: "output", unrepresentable: "any" });
}
