/**
 * The determination's form as a schema: what `sealaw decide --json` prints and
 * `POST /v1/decide` answers, for the programs that read it. `sealaw schema
 * --determination` prints it as JSON Schema; docs/determination.md describes it.
 *
 * Every mapping is strict: a field the schema does not know is an error, so a
 * test that reads every shipped example's determination with it fails as soon as
 * the determination and its schema part. The types of determination.ts are held
 * to the schema at compile time (below), so neither can change alone.
 */

import { z } from "zod";
import type { Determination } from "./determination.js";
import type { Determination2, Step2 } from "./determination-format.js";
import type { Step } from "./explain.js";
import type { Json } from "./json.js";

const provisions = z.array(z.string()).describe('Provision ids, e.g. "borkum-1666/6.3".');
const exact = z.string().describe('An exact number as text: "3", "340/9".');

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);

const money = z
  .object({
    currency: z.string(),
    minor: z.string().describe("The amount in the smallest unit, exact (may be a fraction)."),
    minorUnit: z.string().describe("The code of the smallest unit."),
    text: z.string().describe('The amount in words of its units: "12 rd 3 sk".'),
  })
  .catchall(z.string())
  .describe("An amount: exact in the smallest unit, and in the largest unit under that unit's code.");

const usedReading = z
  .object({
    name: z.string(),
    question: z.string().describe('The open question it answers, e.g. "Q-B03".'),
    value: z.string().describe('The alternative taken: "R1", "R2" ...'),
    slug: z.string(),
    label: z.string(),
    isDefault: z.boolean(),
  })
  .strict();

const step: z.ZodType<Step> = z.lazy(() =>
  z
    .object({
      rule: z.string().optional().describe('The rule\'s id, e.g. "borkum-1666/6.5#vogt-wagon"; absent for notes.'),
      label: z.string(),
      provisions,
      status: z.enum(["applied", "overridden", "not-applicable", "note"]),
      overriddenBy: z.array(z.string()).optional(),
      facts: z.record(z.string(), json).optional(),
      readings: z.record(z.string(), z.string()).optional(),
      value: json.optional(),
      children: z.array(step).optional(),
    })
    .strict(),
);

const partBasis = z.object({ parts: exact, reason: z.string(), provisions }).strict();

const allocation = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    parts: exact.optional(),
    basis: z.array(partBasis),
    fraction: exact.describe("The exact fraction of the fund."),
    exact: money,
    rounded: money.describe("Rounded to the smallest unit; the rounded shares sum to the fund."),
    roundedUp: z.boolean(),
    reason: z.string(),
    provisions,
  })
  .strict();

const group = z
  .object({
    id: z.string(),
    name: z.string(),
    members: z.array(z.string()),
    exact: money,
    rounded: money,
    reason: z.string(),
    provisions,
  })
  .strict();

const fund = z
  .object({
    label: z.string(),
    amount: money,
    totalParts: exact.optional(),
    perPart: money.optional(),
    provisions,
    rounding: z.string(),
    inKind: z
      .boolean()
      .optional()
      .describe(
        "The fund is the value of goods that reach their parties in kind (returned, sent on to the king): its shares are measured in money but not paid out of it.",
      ),
  })
  .strict();

const averageLine = z
  .object({
    interest: z.string(),
    owner: z.string(),
    kind: z.enum(["ship", "freight", "cargo"]),
    label: z.string(),
    contributoryValue: money,
    madeGood: money,
    fraction: exact,
    contributionExact: money,
    contribution: money,
    net: money,
    provisions,
  })
  .strict();

const averageBalance = z
  .object({ party: z.string(), name: z.string(), madeGood: money, contribution: money, net: money })
  .strict();

const particulars = z
  .object({
    ship: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    casualtyDate: z.string().optional(),
    casualtyPlace: z.string().optional(),
    statementDate: z.string().optional(),
    statementPlace: z.string().optional(),
    drawnUpBy: z.string().optional(),
  })
  .strict();

const scheduleItem = z
  .object({
    interest: z.string(),
    owner: z.string(),
    what: z.string(),
    amount: money,
    provisions,
    reading: z.string().optional(),
  })
  .strict();

const statement = z
  .object({
    measure: z.enum(["value", "apportioned"]).optional(),
    loss: money,
    mass: money,
    rate: exact,
    lines: z.array(averageLine),
    balances: z.array(averageBalance),
    rounding: z.string(),
    provisions,
    ratePercent: z.string().optional(),
    rateDecimals: z.number().int().optional(),
    particulars: particulars.optional(),
    schedule: z.array(scheduleItem).optional(),
  })
  .strict();

const quantityLine = z
  .object({
    interest: z.string(),
    owner: z.string(),
    label: z.string(),
    quantity: exact,
    fraction: exact,
    bears: exact.optional(),
    receives: exact.optional(),
    exact: money.optional(),
    rounded: money.optional(),
    provisions,
  })
  .strict();

const quantityShares = z
  .object({
    unit: z.string(),
    measure: z.string(),
    lost: exact.optional(),
    amount: money.optional(),
    total: exact,
    lines: z.array(quantityLine),
    rounding: z.string().optional(),
  })
  .strict();

const separateAverage = z
  .object({
    id: z.string(),
    label: z.string(),
    statement: statement.optional(),
    shares: quantityShares.optional(),
    provisions,
  })
  .strict();

const liability = z
  .object({
    from: z.string(),
    to: z.string(),
    amount: money.optional(),
    description: z.string(),
    provisions,
    settles: z.string().optional(),
    besideAverage: z.boolean().optional(),
    jointly: z.string().optional(),
    payableFrom: z
      .string()
      .optional()
      .describe("YYYY-MM-DD, in the calendar of the case's dates: nothing of it may be paid before this day."),
  })
  .strict();

const obligation = z
  .object({
    who: z.string(),
    what: z.string(),
    due: z.string().optional().describe("YYYY-MM-DD, in the calendar named beside it."),
    calendar: z.enum(["julian", "gregorian"]).optional(),
    recurs: z.string().optional(),
    provisions,
  })
  .strict();

const option = z
  .object({
    holder: z.string(),
    choices: z.array(z.string()),
    deadline: z.string().optional(),
    lapse: z.string().optional(),
    status: z.enum(["open", "chosen", "lapsed"]).optional(),
    chosen: z.string().optional(),
    provisions,
  })
  .strict();

const outsideReference = z.object({ cite: z.string(), about: z.string(), outsideCorpus: z.literal(true) }).strict();

const penalty = z
  .object({
    who: z.string(),
    offence: z.string(),
    penalty: z.string(),
    amount: money.optional(),
    provisions,
    outside: z.array(outsideReference).optional(),
  })
  .strict();

const assessment = z
  .object({
    what: z.string(),
    by: z.string(),
    basis: z.string(),
    status: z.enum(["needed", "given"]),
    value: json.optional(),
    provisions,
  })
  .strict();

const warning = z.object({ message: z.string(), provisions }).strict();

/** The receipt of a decision: what it was made from, so that it can be made again. */
export const receiptSchema = z
  .object({
    sealaw: z.string().describe("sealaw's version."),
    caseFormat: z.string().describe("The version of the case-file format read."),
    statute: z.string(),
    kind: z.string(),
    statuteTexts: z.string().describe("sha256 of the statute texts shipped with this version."),
    case: z.string().describe("sha256 of the case as read (canonical JSON of envelope and facts)."),
    readings: z.array(usedReading),
  })
  .strict();

type ArgShape = string | number | { list: ArgShape[] } | { or: ArgShape[] } | { the: string } | { The: string };
const messageArg: z.ZodType<ArgShape> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.object({ list: z.array(messageArg) }).strict(),
    z.object({ or: z.array(messageArg) }).strict(),
    z.object({ the: z.string() }).strict(),
    z.object({ The: z.string() }).strict(),
  ]),
);
const message = z
  .object({ id: z.string(), args: z.record(z.string(), messageArg).optional() })
  .strict()
  .describe("A message: its id in the catalogues (en, de, da) and its arguments.");

const body = {
  statute: z.string(),
  kind: z.string(),
  title: z.string().optional(),
  situation: z.string().describe("The situation in one line, with its provision."),
  currency: z.string(),
  funds: z.array(fund),
  allocations: z.array(allocation),
  groups: z.array(group).optional(),
  statement: statement.optional(),
  averages: z.array(separateAverage).optional(),
  liabilities: z.array(liability),
  obligations: z.array(obligation),
  options: z.array(option),
  penalties: z.array(penalty),
  assessments: z.array(assessment),
  warnings: z.array(warning),
  phrases: z
    .record(z.string(), message)
    .optional()
    .describe(
      "The message behind each text of the determination that has arguments, by its English text: its id in the catalogues and its arguments. An edge renders the text in German or Danish from it.",
    ),
};

const readings = z.array(usedReading).describe("The readings the result rests on, and any given.");

/** The determination in format 1, as `sealaw decide --json --format 1` prints it. */
export const determinationSchema = z
  .object({
    ...body,
    explanation: step.describe("The explanation: a tree of the rules tried, each with its label and provisions."),
    readings,
    receipt: receiptSchema,
  })
  .strict()
  .describe("A determination (format 1): what a case comes to under a statute, every step cited.");

const stepFields = {
  status: z.enum(["applied", "overridden", "not-applicable", "note"]),
  overriddenBy: z.array(z.string()).optional().describe("The ids of the exceptions that overrode the rule."),
  subject: z
    .string()
    .optional()
    .describe(
      "The entry of the case the step is about, by its path in the case file (\"facts.people[3]\"): its `facts` are that entry's fields, so `subject` and a fact's name make the fact's path.",
    ),
  facts: z
    .record(z.string(), json)
    .optional()
    .describe(
      "The facts the step read: by their field's name under `subject` where the step has one, otherwise as its rule names them.",
    ),
  readings: z.record(z.string(), z.string()).optional().describe("The readings consulted: name -> alternative."),
  value: json.optional(),
};

const party = z
  .string()
  .optional()
  .describe(
    "The party the step is about, an allocation's id. Its label is written with {name}, {role} and {rule} in place of the party's name, the party's role and the rule's label.",
  );

const step2: z.ZodType<Step2> = z.lazy(() =>
  z.union([
    z
      .object({
        rule: z.string().describe("The rule's id, a key of `rules`, which gives its label and provisions."),
        party,
        label: z.string().optional().describe("Only where the step's words differ from its rule's."),
        provisions: provisions.optional().describe("Only where the step's provisions differ from its rule's."),
        ...stepFields,
        children: z.array(step2).optional(),
      })
      .strict(),
    z
      .object({
        party,
        label: z.string(),
        provisions,
        ...stepFields,
        children: z.array(step2).optional(),
      })
      .strict(),
  ]),
);

const ruleEntry = z
  .object({
    label: z.string().describe("What the rule says, in one line."),
    provisions,
    readings: z.array(z.string()).optional().describe("The readings the rule consults, by name."),
  })
  .strict();

/** The determination in format 2, as `sealaw decide --json` prints it. */
export const determination2Schema = z
  .object({
    format: z.literal(2).describe("The format of the determination."),
    ...body,
    rules: z
      .record(z.string(), ruleEntry)
      .describe("Each rule the explanation names, once: its id -> its label, provisions and readings."),
    explanation: step2.describe("The explanation: a tree of the rules tried; each step names its rule by id."),
    readings,
    receipt: receiptSchema
      .extend({
        format: z.literal("2").describe("The format of the determination."),
        readings: z
          .array(usedReading)
          .optional()
          .describe("Left out where they are the determination's `readings`, as they are when sealaw makes it."),
      })
      .strict(),
  })
  .strict()
  .describe("A determination (format 2): what a case comes to under a statute, every step cited, each rule once.");

/** JSON Schema of the determination in a format (default 2, the one printed unless format 1 is asked for). */
export function determinationJsonSchema(format: 1 | 2 = 2): unknown {
  return z.toJSONSchema(format === 1 ? determinationSchema : determination2Schema, {
    io: "output",
    unrepresentable: "any",
  });
}

// The types and the schema say the same: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _typesAgree: Same<z.infer<typeof determinationSchema>, Determination> = true;
void _typesAgree;
const _types2Agree: Same<z.infer<typeof determination2Schema>, Determination2> = true;
void _types2Agree;

/** The parts of a determination that are trees, for a document that names them (the HTTP API's). */
export { json as jsonValueSchema, step as stepSchema, step2 as step2Schema };
