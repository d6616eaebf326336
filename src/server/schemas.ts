/**
 * The shapes the register's routes take and give, as the OpenAPI document names
 * them under components.schemas: a body refuses a field it does not know (naming
 * the nearest known one) and bounds each text, and a write answers with what it
 * wrote (the entry, the lot with its claims, the determination, what falls due).
 */

import { z } from "zod";
import { MAX_TEXT, text } from "../cases/kinds/lot.js";
import { unknownFields } from "../core/suggest.js";
import { LOT_ACTIONS } from "../registry/lot-view.js";

/** The longest text of one field of a register write, and a text field bounded by it: the lot's fields' own. */
export { MAX_TEXT, text };

/**
 * The schemas the document lists under components.schemas, by the id each is
 * given: zod's global registry, which also holds every schema's description.
 */
export const apiSchemas = z.globalRegistry;

/** An object that refuses every field it does not name, with the nearest known name in the message. */
export function strict<T extends z.ZodRawShape>(shape: T) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (iss) => (iss.code === "unrecognized_keys" ? unknownFields(iss.keys, known) : undefined),
  });
}

/** A party to a lot by its id in the lot's case: its name, and the part it plays there. */
export const partySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string().optional().describe("finder, office, claimant, or a role the case gives the person"),
    count: z
      .number()
      .int()
      .optional()
      .describe('a group paid member by member: how many members ("households#17" is member 17 of them)'),
  })
  .register(apiSchemas, { id: "Party", description: "a party to a lot: its id in the lot's case, its name and part" });

const calendarName = z.enum(["julian", "gregorian"]);

export const dueRowSchema = z
  .object({
    lot: z.string(),
    date: z
      .string()
      .describe("the day, in the calendar `calendar` names; owed on demand (`onDemand`), the day it arose"),
    who: z.string().describe("the party's id in the lot's case, or who it is in words"),
    what: z.string(),
    provisions: z.array(z.string()),
    calendar: calendarName.optional().describe("the calendar the date is in"),
    other: z.string().optional().describe('the same day in the other calendar, "1690-05-20 (gregorian)"'),
    posting: z.string().optional().describe("the posting it is, when it is an amount owed"),
    onDemand: z
      .literal(true)
      .optional()
      .describe(
        "owed on demand: no day to pay it by is fixed, so it is owed from `date`, the day it arose, until it is paid (listed whatever `from` is asked)",
      ),
    whoName: z
      .string()
      .optional()
      .describe("who, by the name the lot's determination gives him, where that is not his id"),
    party: partySchema.optional().describe("who, by name, when `who` is a party of the lot's case"),
  })
  .register(apiSchemas, { id: "DueRow", description: "something that falls due on a lot" });

export const claimSchema = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    date: z.string(),
    agent: z.string().optional(),
    proof: z.string().optional(),
    decision: z
      .looseObject({
        accepted: z.boolean(),
        date: z.string(),
        by: z.string(),
        reason: z.string().optional(),
        reward: z.string().optional(),
      })
      .optional(),
  })
  .register(apiSchemas, { id: "Claim", description: "an owner's claim on a lot, and its decision once made" });

export const lotSchema = z
  .looseObject({
    id: z.string(),
    statute: z.string(),
    kind: z.string(),
    description: z.string(),
    status: z.string().describe("lodged, sold, returned, forfeited, divided or settled"),
    lodged: z.string(),
    marks: z.string().optional(),
    quantity: z.string().optional(),
    place: z.string().optional(),
    finder: z.string().optional(),
    value: z.string().optional(),
    condition: z.string().optional(),
    case: z.looseObject({}).describe("the lot's case file"),
    claims: z.array(claimSchema),
    sales: z.array(z.looseObject({ date: z.string(), price: z.string() })),
    costs: z.array(z.looseObject({ date: z.string(), amount: z.string() })),
    payments: z.array(z.looseObject({ date: z.string(), from: z.string(), to: z.string(), text: z.string() })),
    disposition: z.looseObject({ date: z.string(), to: z.string() }).optional(),
  })
  .register(apiSchemas, { id: "Lot", description: "a lot: its record, its claims, sales, costs and payments" });

/**
 * A lot's determination, in format 1. The register's answers are written through
 * this schema, which passes the determination on as the library made it; the
 * document states it in full under the same name, from the library's own schema
 * of format 1 (answers.ts).
 */
export const determinationSchema = z
  .looseObject({ statute: z.string(), kind: z.string(), situation: z.string(), receipt: z.looseObject({}) })
  .register(apiSchemas, {
    id: "DeterminationFormat1",
    description: "the determination in format 1, as `sealaw decide --json --format 1` prints it",
  });

export const writeResultSchema = z
  .object({
    seq: z.number().int().describe("the journal entry written"),
    hash: z.string().describe("its hash in the chain"),
    lot: lotSchema.optional().describe("the lot as the entry leaves it"),
    determination: determinationSchema.optional().describe("what the law decides on the lot now"),
    due: z.array(dueRowSchema).optional(),
    parties: z.array(partySchema).optional().describe("the lot's parties by their ids in its case"),
    calendar: calendarName.optional().describe("the calendar the lot's days are written in"),
    preview: z.literal(true).optional().describe("with ?preview=true: nothing was written"),
  })
  .register(apiSchemas, {
    id: "WriteResult",
    description: "the journal entry written (seq, hash), the lot, its determination and what falls due",
  });

export const readingResultSchema = writeResultSchema
  .extend({ value: z.string().nullable().describe("the office reading now; null: the default") })
  .register(apiSchemas, { id: "ReadingResult", description: "the journal entry of an office reading" });

export const shownSchema = z
  .looseObject({
    lot: lotSchema,
    determination: determinationSchema,
    asOf: z.string().describe("the day the determination is made as of"),
    owed: z.array(
      z.looseObject({ from: z.string(), to: z.string(), owed: z.string(), paid: z.string(), outstanding: z.string() }),
    ),
    due: z.array(dueRowSchema),
    allowed: z
      .array(
        z.object({
          action: z.enum(LOT_ACTIONS),
          role: z.enum(["clerk", "officer", "admin"]).describe("the least role that may make it"),
          path: z.string().describe("the route that makes it (POST)"),
          needs: z.array(z.string()).describe("the fields its body must give"),
          claims: z
            .array(z.object({ id: z.string(), name: z.string(), date: z.string() }))
            .optional()
            .describe("for a decision: the claims waiting for one; name one (claimant) when several wait"),
        }),
      )
      .describe("the writes the lot's state lets the register take; the register still checks each on its facts"),
    assessable: z
      .array(
        z.object({
          field: z.string(),
          value: z.enum(["money", "yes/no", "sea/open-sea"]).describe("what the assessed value is"),
          what: z.string(),
        }),
      )
      .describe("the fields an officer may have assessed on a lot of its kind"),
    parties: z.array(partySchema).describe("the lot's parties by their ids in its case"),
    recipients: z
      .array(
        z.object({
          to: z.string().describe("the name a disposition gives (to)"),
          party: z.string().optional().describe("the party it stands for on this lot, by id"),
          name: z.string().optional().describe("and by name"),
        }),
      )
      .describe("those the lot may be disposed of to: the owner, and those its kind names"),
    calendar: calendarName.describe("the calendar the lot's days are written in"),
    valueText: z.string().optional().describe('the value lodged, with its unit ("36 rd")'),
  })
  .register(apiSchemas, {
    id: "ShownLot",
    description: "a lot with its latest determination, what is owed and what falls due",
  });

export const lotRowSchema = z
  .looseObject({
    id: z.string(),
    statute: z.string(),
    kind: z.string(),
    status: z.string(),
    lodged: z.string(),
    description: z.string(),
  })
  .register(apiSchemas, { id: "LotRow", description: "a lot as the list shows it" });

export const historyItemSchema = z
  .looseObject({
    seq: z.number().int(),
    at: z.string(),
    actor: z.string(),
    kind: z.string(),
    reason: z.string().nullable(),
    corrects: z.number().int().nullable(),
    hash: z.string(),
    event: z.looseObject({}),
  })
  .register(apiSchemas, { id: "HistoryEntry", description: "one journal entry of a lot's chain of custody" });
