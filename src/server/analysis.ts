/**
 * Analysing, open to all: sensitivity, compare and what-if, each on a case in the
 * body (JSON or YAML), each answering with the JSON the command prints with
 * --json. The work of one analysis is bounded as the command bounds it: at most
 * so many decisions (sensitivity) or alternative cases (what-if); a request may
 * ask for fewer, never for more.
 */

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { compare } from "../analysis/compare.js";
import { oneAtATime } from "../analysis/oneatatime.js";
import { sensitivity, sensitivityJson } from "../analysis/sensitivity.js";
import { whatIf } from "../analysis/whatif.js";
import { parseCaseText } from "../cases/parse.js";
import { TEXT_STATUTE_IDS } from "../law/texts.js";
import { stillNeeded } from "../questions/carried.js";
import { comparisonSchema, oneAtATimeReportSchema, sensitivityReportSchema, whatIfReportSchema } from "./answers.js";
import { BODY_SOURCE, readCaseBodies, readingQuery, readingsOf } from "./bodies.js";
import { booksIn, langQuery, languageOf, reportIn } from "./language.js";
import type { Settings } from "./options.js";
import { described, HttpProblem, problemSchema } from "./problems.js";

/** A count in the query: a whole number from 1 to the server's bound. */
const count = (max: number) =>
  z.coerce
    .number({ error: "a whole number" })
    .int("a whole number")
    .min(1, "at least 1")
    .max(max, `at most ${max} here`)
    .optional();

function json(text: string): string {
  return text.endsWith("\n") ? text : `${text}\n`;
}

export function analysisRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    readCaseBodies(app, s.limits);
    // A count is written as an integer is: digits, no sign, exponent, space or leading zero.
    app.addHook("preValidation", async (req) => {
      const q = req.query as Record<string, unknown>;
      for (const name of ["maxDecisions", "maxChanges"]) {
        const v = q[name];
        if (v !== undefined && (typeof v !== "string" || !/^[1-9]\d*$/.test(v))) {
          throw new HttpProblem("invalid-request", `${name} is a whole number written in digits, not "${String(v)}"`, {
            errors: [{ path: `querystring.${name}`, message: "a whole number of at least 1, in digits" }],
          });
        }
      }
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { caseBody: true, speaks: true };

    r.post(
      "/v1/sensitivity",
      {
        config,
        schema: {
          tags: ["analysing"],
          summary:
            "Decide the case under every combination of the readings that bear on it (`sealaw sensitivity --json`)",
          querystring: z.object({
            lang: langQuery,
            reading: readingQuery.describe("hold a reading fixed, NAME=VALUE (repeatable)"),
            maxDecisions: count(s.maxDecisions).describe(
              `explore at most N decisions (default and most ${s.maxDecisions})`,
            ),
          }),
          response: { 200: described(sensitivityReportSchema), default: problemSchema },
        },
      },
      async (req, reply) => {
        const max = req.query.maxDecisions ?? s.maxDecisions;
        if (max > s.maxDecisions) {
          throw new HttpProblem("invalid-request", `maxDecisions is at most ${s.maxDecisions} here, not ${max}`, {
            errors: [{ path: "querystring.maxDecisions", message: `at most ${s.maxDecisions}` }],
          });
        }
        const fix = readingsOf(req.query.reading);
        const doc = parseCaseText(req.body as string, BODY_SOURCE, s.limits);
        const report = sensitivity(doc.data, { source: BODY_SOURCE, doc, limits: s.limits, fix, maxDecisions: max });
        // The report's JSON leaves its determinations out; their phrases still say its texts.
        const lang = languageOf(req, reply);
        const text = sensitivityJson(report);
        const said = lang === "en" ? text : JSON.stringify(reportIn(lang, JSON.parse(text), booksIn(report)), null, 2);
        return reply.type("application/json; charset=utf-8").send(json(said));
      },
    );

    r.post(
      "/v1/sensitivity/one-at-a-time",
      {
        config,
        schema: {
          tags: ["analysing"],
          summary:
            "Flip each reading in play alone, from the case as it stands; per party what each flip changes (`sealaw sensitivity --one-at-a-time --json`)",
          querystring: z.object({
            lang: langQuery,
            reading: readingQuery.describe("hold a reading fixed, NAME=VALUE (repeatable)"),
          }),
          response: { 200: described(oneAtATimeReportSchema), default: problemSchema },
        },
      },
      async (req, reply) => {
        const fix = readingsOf(req.query.reading);
        const doc = parseCaseText(req.body as string, BODY_SOURCE, s.limits);
        const report = reportIn(
          languageOf(req, reply),
          oneAtATime(doc.data, { source: BODY_SOURCE, doc, limits: s.limits, fix }),
        );
        return reply.type("application/json; charset=utf-8").send(json(JSON.stringify(report, null, 2)));
      },
    );

    r.post(
      "/v1/compare",
      {
        config,
        schema: {
          tags: ["analysing"],
          summary:
            "Decide the case under its own statute and another, side by side, with what the other statute still needs as questions (`stillNeeded`; `sealaw compare --json`)",
          querystring: z.object({
            lang: langQuery,
            with: z.enum(TEXT_STATUTE_IDS).describe("the other statute"),
            reading: readingQuery,
          }),
          response: { 200: described(comparisonSchema), default: problemSchema },
        },
      },
      async (req, reply) => {
        const readings = readingsOf(req.query.reading);
        const doc = parseCaseText(req.body as string, BODY_SOURCE, s.limits);
        const c = compare(doc.data, req.query.with, { source: BODY_SOURCE, doc, readings, limits: s.limits });
        // What the other statute still needs of the case, as the questions of a partial case.
        const needs = c.carried ? stillNeeded(c.carried, c.sameFacts === true, { limits: s.limits }) : undefined;
        return reply
          .type("application/json; charset=utf-8")
          .send(
            json(JSON.stringify(reportIn(languageOf(req, reply), needs ? { ...c, stillNeeded: needs } : c), null, 2)),
          );
      },
    );

    r.post(
      "/v1/whatif",
      {
        config,
        schema: {
          tags: ["analysing"],
          summary: "Which single fact, had it been otherwise, changes the outcome (`sealaw whatif --json`)",
          querystring: z.object({
            lang: langQuery,
            reading: readingQuery,
            maxChanges: count(s.maxChanges).describe(
              `decide at most N alternative cases (default and most ${s.maxChanges})`,
            ),
          }),
          response: { 200: described(whatIfReportSchema), default: problemSchema },
        },
      },
      async (req, reply) => {
        const max = req.query.maxChanges ?? s.maxChanges;
        if (max > s.maxChanges) {
          throw new HttpProblem("invalid-request", `maxChanges is at most ${s.maxChanges} here, not ${max}`, {
            errors: [{ path: "querystring.maxChanges", message: `at most ${s.maxChanges}` }],
          });
        }
        const readings = readingsOf(req.query.reading);
        const doc = parseCaseText(req.body as string, BODY_SOURCE, s.limits);
        const report = reportIn(
          languageOf(req, reply),
          whatIf(doc.data, { source: BODY_SOURCE, doc, readings, limits: s.limits, maxChanges: max }),
        );
        return reply.type("application/json; charset=utf-8").send(json(JSON.stringify(report, null, 2)));
      },
    );
  };
}
