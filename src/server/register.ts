/**
 * The strand office's register over HTTP: everything `sealaw register` does,
 * through the same library (src/registry). Reads are open; every write needs a
 * bearer token, and the journal records the token's actor as the one who made
 * the change. Answers are the JSON the command prints with --json.
 */

import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { DATE_PATTERN, dateFault, daySchema, lotFieldsSchema } from "../cases/kinds/lot.js";
import { DISPOSE_TO } from "../cases/kinds/lots.js";
import type { CalendarName } from "../core/calendar.js";
import type { Determination } from "../core/determination.js";
import { phrases } from "../core/messages.js";
import { currencyOf } from "../registry/determine.js";
import { COST_KINDS } from "../registry/kinds.js";
import { type LotAction, lotCalendar, lotView, type Party, partiesOf } from "../registry/lot-view.js";
import { LOT_STATUSES, type LotRecord } from "../registry/records.js";
import { LOT_ID, MAX_LOT_ID, Register } from "../registry/register.js";
import { actorOf, requireRole } from "./auth.js";
import { readJsonBodies } from "./bodies.js";
import { langQuery, languageOf, reportIn } from "./language.js";
import type { Settings } from "./options.js";
import { described, HttpProblem, problemSchema } from "./problems.js";
import {
  dueRowSchema,
  historyItemSchema,
  lotRowSchema,
  readingResultSchema,
  shownSchema,
  strict,
  text,
  writeResultSchema,
} from "./schemas.js";

const say = phrases("server.register", {
  unknownLot: 'unknown lot "{lot}"',
});

/** The days the register takes, as its document states them (the checks are the lot's fields', src/cases/kinds/lot.ts). */
export { DATE_PATTERN, dateFault };

/** A day: the document states it by DATE_PATTERN, the check gives the calendar's reason for a refusal. */
const date = daySchema;
const amount = text('an amount in the lot\'s currency, e.g. "12 rd 3 sk"');

const writeFields = {
  reason: text("why").optional(),
  corrects: z.number().int().min(1).optional().describe("the number of the journal entry this one corrects"),
};

const written = described(writeResultSchema);

/** A lot's id, as the register gives and takes it: one bound for lodging and for every route (MAX_LOT_ID). */
const lotId = z
  .string()
  .max(MAX_LOT_ID, `at most ${MAX_LOT_ID} characters`)
  .regex(LOT_ID, "letters, digits, '.', '_' and '-', starting with a letter or a digit");
const lotParams = z.object({
  lot: z
    .string()
    .min(1)
    .max(MAX_LOT_ID, `a lot's id has at most ${MAX_LOT_ID} characters`)
    .regex(/^([^.].*|\.[^.].*|\.\..+)$/s, "a lot's id, not '.' or '..', which a URL does not carry as they are")
    .describe("the lot's id"),
});

const previewQuery = z.object({
  preview: z
    .enum(["true", "false"])
    .optional()
    .describe("true: check the change and answer what it would write (200), then write nothing"),
  lang: langQuery,
});

/**
 * The query of a write that has no preview (an import, a token made or revoked):
 * `?preview=true` is refused (400) rather than ignored, so a client that asks to
 * look first is never answered by a write.
 */
export const noPreviewQuery = z.object({
  preview: z
    .enum(["false"], { error: "this route has no preview: it always writes; leave ?preview out" })
    .optional()
    .describe("no preview here: the route always writes, and preview=true is refused"),
});

const lodgeShape = {
  ...writeFields,
  case: z
    .looseObject({ statute: z.string(), kind: z.string() })
    .optional()
    .describe("a case file, as JSON, under the same limits as the body of /v1/decide"),
  fields: lotFieldsSchema.optional(),
  id: lotId.optional().describe("the lot's id (default lot-N, N the journal entry)"),
  date: date.optional().describe("the day it was lodged (default: the day the case or the fields give)"),
  marks: text().optional(),
  quantity: text().optional(),
};

const lodgeBody = strict(lodgeShape)
  .refine((b) => (b.case === undefined) !== (b.fields === undefined), {
    message: "give the lot's case or its fields, exactly one of the two",
  })
  .meta({ oneOf: [{ required: ["case"] }, { required: ["fields"] }] });

/** The body of each write on a lot, by the action the lot's view names it (src/registry/lot-view.ts). */
const ACTION_BODIES = {
  claim: strict({
    ...writeFields,
    claimant: text("who claims: the owner").min(1, "who claims"),
    agent: text("the owner's agent who makes the claim for him (fuldmægtig, dl-vrag/9)")
      .min(1, "the agent's name")
      .optional(),
    date,
    proof: text().optional(),
  }),
  decide: strict({
    ...writeFields,
    accept: z.boolean(),
    date,
    reward: amount.optional(),
    claimant: text("the claim decided (claimant-N), when several wait").min(1).optional(),
  }),
  assess: strict({
    ...writeFields,
    date,
    field: text("value, found_at, reward … as the lot's kind has them").min(1),
    value: text("the assessed value").min(1),
    by: text("who assessed it"),
    item: text("which item of a wreck").optional(),
  }),
  sell: strict({ ...writeFields, date, price: amount, buyer: text().optional(), item: text().optional() }),
  pay: strict({
    ...writeFields,
    date,
    from: text("who pays: a party's name or id").min(1).optional(),
    to: text("who is paid: a party's name or id (a group's, with inFull)").min(1).optional(),
    amount: amount.optional(),
    inFull: z
      .boolean()
      .optional()
      .describe("pay in full every open posting named (postings), or from `from` and to `to`: no amount"),
    for: text().optional(),
    postings: z.array(text().min(1)).optional().describe("the postings it discharges; default: oldest first"),
  }),
  cost: strict({
    ...writeFields,
    date,
    amount,
    for: text().optional(),
    item: text().optional(),
    kind: z.enum(COST_KINDS).optional(),
  }),
  dispose: strict({
    ...writeFields,
    date,
    to: z
      .enum(DISPOSE_TO)
      .describe("the owner, or one of those the lot's kind says it may go to (the lot's `recipients`)"),
  }),
} as const satisfies Record<LotAction, z.ZodType>;

/** The route of each write on a lot, after /v1/register/lots/{lot}/. */
const ACTION_PATHS: Readonly<Record<LotAction, string>> = {
  claim: "claims",
  decide: "decisions",
  assess: "assessments",
  sell: "sales",
  cost: "costs",
  pay: "payments",
  dispose: "dispositions",
};

/** The fields a body must give: those of its schema that are not optional. */
function needed(body: z.ZodObject): string[] {
  return Object.entries(body.shape)
    .filter(([, v]) => !(v as z.ZodType).safeParse(undefined).success)
    .map(([k]) => k);
}

/**
 * A lot as shown, with what its state allows (each write with its route and the
 * fields its body needs), the fields that may be assessed, its parties by name,
 * its calendar and its value with its unit: the register's knowledge, not the pages'.
 */
async function shownWithView(g: Register, id: string) {
  const shown = await g.show(id);
  const view = lotView(shown.lot, shown.determination, currencyOf(shown.lot.case, await g.officeReadings()));
  return {
    ...shown,
    ...view,
    allowed: view.allowed.map((a) => ({
      ...a,
      path: `/v1/register/lots/${encodeURIComponent(id)}/${ACTION_PATHS[a.action]}`,
      needs: needed(ACTION_BODIES[a.action]),
    })),
  };
}

/** Drop the keys whose value is undefined (the library's inputs take exact optional properties). */
function defined<T extends Record<string, unknown>>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

/** A write's answer with the lot's parties by name and its calendar, so that what it decided reads without ids. */
function named<T extends object>(w: T): T | (T & { parties: Party[]; calendar: CalendarName }) {
  const { lot, determination } = w as { lot?: LotRecord; determination?: Determination };
  if (lot === undefined) return w;
  return { ...w, parties: partiesOf(lot, determination), calendar: lotCalendar(determination) };
}

export function registerRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    app.addContentTypeParser(
      ["application/jsonl", "application/x-ndjson"],
      { parseAs: "string", bodyLimit: s.batchBytes },
      (_req, body, done) => done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    const reg = () => new Register(s.store, s.now ? { now: s.now } : {});
    const errors = { default: problemSchema };
    const security = [{ bearer: [] }];
    const clerk = requireRole(s, "clerk");
    const officer = requireRole(s, "officer");
    const admin = requireRole(s, "admin");
    const tags = ["register"];
    const known = async (g: Register, lot: string) => {
      if (!(await g.findLot(lot))) throw new HttpProblem("not-found", say.unknownLot({ lot }));
    };

    /**
     * Make a change (201), or with ?preview=true show what it would write and what
     * the law decides on it, then roll it back (200, with `preview: true`). Either
     * way the role was checked first, and a refusal is the same problem.
     */
    const commit = async <T extends object>(
      req: { query: unknown; params?: unknown; headers: FastifyRequest["headers"] },
      reply: FastifyReply,
      fn: (g: Register) => Promise<T>,
    ): Promise<FastifyReply> => {
      const lot = (req.params as { lot?: string } | undefined)?.lot;
      if (lot !== undefined) await known(reg(), lot);
      const q = req.query as { preview?: string } | undefined;
      // What the law decides on the lot is said in the language asked for; what was written is not.
      const lang = languageOf(req, reply);
      if (q?.preview === "true")
        return reply.code(200).send({ preview: true, ...reportIn(lang, named(await reg().preview(fn))) });
      const made = reportIn(lang, named(await fn(reg())));
      // Where the lot written is: the one the path names, or the one lodged.
      const at = lot ?? (made as { lot?: { id?: string } }).lot?.id;
      if (at !== undefined) reply.header("location", `/v1/register/lots/${encodeURIComponent(at)}`);
      return reply.code(201).send(made);
    };

    readJsonBodies(app, s.limits);
    r.post(
      "/v1/register/lots",
      {
        onRequest: clerk,
        schema: {
          tags,
          security,
          summary: "Lodge a lot, from a case file of its kind or from its fields (clerk)",
          body: lodgeBody,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) => {
        const b = req.body;
        const input = defined({
          actor: actorOf(req),
          reason: b.reason,
          corrects: b.corrects,
          id: b.id,
          date: b.date,
          marks: b.marks,
          quantity: b.quantity,
          case: b.case as Parameters<Register["add"]>[0]["case"],
          fields: b.fields ? (defined(b.fields) as Parameters<Register["add"]>[0]["fields"]) : undefined,
        });
        return commit(req, reply, (g) => g.add(input));
      },
    );

    r.post(
      "/v1/register/lots/:lot/claims",
      {
        onRequest: clerk,
        schema: {
          tags,
          security,
          summary: "An owner's claim on a lot, with the proof he offers (clerk)",
          params: lotParams,
          body: ACTION_BODIES.claim,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) => g.claim(req.params.lot, defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.post(
      "/v1/register/lots/:lot/decisions",
      {
        onRequest: officer,
        schema: {
          tags,
          security,
          summary: "Decide a waiting claim on a lot, named by its id when several wait (officer)",
          params: lotParams,
          body: ACTION_BODIES.decide,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) => g.decide(req.params.lot, defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.post(
      "/v1/register/lots/:lot/assessments",
      {
        onRequest: officer,
        schema: {
          tags,
          security,
          summary: "An assessment of a lot by men of judgment, recorded by an officer (officer)",
          params: lotParams,
          body: ACTION_BODIES.assess,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) =>
          g.assess(req.params.lot, defined({ ...req.body, actor: actorOf(req), role: req.caller?.role ?? "clerk" })),
        ),
    );

    r.post(
      "/v1/register/lots/:lot/sales",
      {
        onRequest: clerk,
        schema: {
          tags,
          security,
          summary: "Sell goods that cannot be kept (clerk)",
          params: lotParams,
          body: ACTION_BODIES.sell,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) => g.sell(req.params.lot, defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.post(
      "/v1/register/lots/:lot/payments",
      {
        onRequest: clerk,
        schema: {
          tags,
          security,
          summary: "A payment of what one party owes another on a lot (clerk)",
          params: lotParams,
          body: ACTION_BODIES.pay,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) => g.pay(req.params.lot, defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.post(
      "/v1/register/lots/:lot/costs",
      {
        onRequest: clerk,
        schema: {
          tags,
          security,
          summary: "Costs the office laid out on a lot (clerk)",
          params: lotParams,
          body: ACTION_BODIES.cost,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) => g.cost(req.params.lot, defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.post(
      "/v1/register/lots/:lot/dispositions",
      {
        onRequest: officer,
        schema: {
          tags,
          security,
          summary: "The lot leaves the office: to its owner, the king, the foreshore or the community (officer)",
          params: lotParams,
          body: ACTION_BODIES.dispose,
          querystring: previewQuery,
          response: { 200: written, 201: written, ...errors },
        },
      },
      async (req, reply) =>
        commit(req, reply, (g) => g.dispose(req.params.lot, defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.post(
      "/v1/register/readings",
      {
        onRequest: officer,
        schema: {
          tags,
          security,
          summary: 'Set an office reading ("default" clears it); later determinations use it (officer)',
          body: strict({
            ...writeFields,
            name: text("the reading").min(1),
            value: text("a code or slug, or default").min(1),
          }),
          querystring: previewQuery,
          response: {
            200: described(readingResultSchema),
            201: described(readingResultSchema),
            ...errors,
          },
        },
      },
      async (req, reply) => commit(req, reply, (g) => g.setReading(defined({ ...req.body, actor: actorOf(req) }))),
    );

    r.get(
      "/v1/register/lots",
      {
        schema: {
          tags,
          summary: "The lots, or those of one status",
          querystring: z.object({ status: z.enum(LOT_STATUSES).optional() }),
          response: { 200: described(z.array(lotRowSchema)), ...errors },
        },
      },
      async (req) => reg().list(req.query.status ? { status: req.query.status } : {}),
    );

    r.get(
      "/v1/register/lots/:lot",
      {
        schema: {
          tags,
          summary: "A lot: its record, latest determination, what is owed and what falls due",
          params: lotParams,
          querystring: z.object({ lang: langQuery }),
          response: { 200: described(shownSchema), ...errors },
        },
        config: { speaks: true },
      },
      async (req, reply) => {
        const g = reg();
        await known(g, req.params.lot);
        return reportIn(languageOf(req, reply), await shownWithView(g, req.params.lot));
      },
    );

    r.get(
      "/v1/register/lots/:lot/history",
      {
        schema: {
          tags,
          summary: "A lot's chain of custody, with every determination's receipt",
          params: lotParams,
          querystring: z.object({
            determinations: z
              .enum(["true", "false"])
              .optional()
              .describe("true: each entry also carries the whole determination behind it"),
            lang: langQuery,
          }),
          response: { 200: described(z.array(historyItemSchema)), ...errors },
        },
        config: { speaks: true },
      },
      async (req, reply) => {
        const g = reg();
        await known(g, req.params.lot);
        const history = await g.history(req.params.lot, { determinations: req.query.determinations === "true" });
        return reportIn(languageOf(req, reply), history);
      },
    );

    r.get(
      "/v1/register/due",
      {
        schema: {
          tags,
          summary: "What falls due on or before a day (by), from a day (from) when given, each with its party by name",
          querystring: z.object({ by: date, from: date.optional() }),
          response: { 200: described(z.array(dueRowSchema)), ...errors },
        },
      },
      async (req) => {
        const g = reg();
        const rows = await g.due(req.query.by, req.query.from);
        // each row's party by name, from its lot's case (the lots listed looked up a batch at a time)
        const parties = new Map<string, Map<string, Party>>();
        for (const [id, ps] of await g.partiesOfLots(rows.map((x) => x.lot)))
          parties.set(id, new Map(ps.map((p) => [p.id, p])));
        return rows.map((x) => {
          const party = parties.get(x.lot)?.get(x.who);
          return party ? { ...x, party } : x;
        });
      },
    );

    r.get(
      "/v1/register/verify",
      {
        schema: {
          tags,
          summary: "Walk the journal's chain; the report names the first entry that does not match",
          response: {
            200: z.object({
              ok: z.boolean(),
              entries: z.number().int(),
              head: z.string(),
              broken: z.object({ seq: z.number().int(), problem: z.string() }).optional(),
            }),
            ...errors,
          },
        },
      },
      async () => reg().verify(),
    );

    r.get(
      "/v1/register/export",
      {
        config: { produces: ["application/jsonl"] },
        schema: {
          tags,
          summary: "The register as versioned JSON Lines (application/jsonl), streamed",
          response: { 200: described(z.string().describe("a header line, then every journal entry")), ...errors },
        },
      },
      async (_req, reply) => {
        const g = reg();
        async function* lines(): AsyncGenerator<string> {
          for await (const l of g.exportLines()) yield `${l}\n`;
        }
        return reply.type("application/jsonl; charset=utf-8").send(Readable.from(lines()));
      },
    );

    r.post(
      "/v1/register/import",
      {
        onRequest: admin,
        config: { jsonlBody: true },
        schema: {
          tags,
          security,
          summary: "Read an export into an empty register; the chain is verified before anything is written (admin)",
          querystring: noPreviewQuery,
          response: { 201: z.object({ entries: z.number().int(), head: z.string() }), ...errors },
        },
      },
      async (req, reply) => {
        const text = req.body;
        if (typeof text !== "string")
          throw new HttpProblem("unsupported-media-type", "send the export as application/jsonl");
        return reply.code(201).send(await reg().importLines(text.split("\n")));
      },
    );
  };
}
