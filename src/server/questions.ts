/**
 * Asking, open to all: POST /v1/questions takes a case as far as it is known
 * (JSON or YAML) and answers with what `sealaw ask --json` prints: the facts still
 * needed, in order, what may also be given, what is not needed and why, and the
 * readings that bear on it; with Accept: text/plain the command's text.
 */

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { rankByWhatIf } from "../analysis/rank.js";
import { parseCaseText } from "../cases/parse.js";
import { terminalSafe } from "../core/terminal.js";
import { questions } from "../questions/questions.js";
import { renderQuestions } from "../questions/render.js";
import { questionsReportSchema } from "../questions/report-schema.js";
import { BODY_SOURCE, booleanFlag, readCaseBodies, readingQuery, readingsOf } from "./bodies.js";
import { langQuery, languageOf, reportIn } from "./language.js";
import { negotiate } from "./negotiate.js";
import type { Settings } from "./options.js";
import { described, HttpProblem, problemSchema } from "./problems.js";

const TYPES = ["application/json", "text/plain"] as const;

export function questionRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    readCaseBodies(app, s.limits);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      "/v1/questions",
      {
        config: { caseBody: true, produces: TYPES, speaks: true },
        schema: {
          tags: ["asking"],
          summary: "The questions a partial case still has to answer (`sealaw ask --json`)",
          querystring: z.object({
            reading: readingQuery,
            open: z
              .union([z.string(), z.array(z.string())])
              .optional()
              .describe("a fact left at its default on purpose, e.g. facts.people[2].wagon (repeatable)"),
            rank: booleanFlag.describe("rank what may also be given by how much it can move (once nothing is needed)"),
            answered: booleanFlag.describe(
              "also list the facts the case gives that the rules read, as questions (`answered`), for a form",
            ),
            lang: langQuery,
          }),
          response: { 200: described(questionsReportSchema), default: problemSchema },
        },
      },
      async (req, reply) => {
        const type = negotiate(req.headers.accept, TYPES);
        if (type === undefined)
          throw new HttpProblem("not-acceptable", `the questions are given as ${TYPES.join(", ")}`);
        const readings = readingsOf(req.query.reading);
        const open =
          req.query.open === undefined ? [] : Array.isArray(req.query.open) ? req.query.open : [req.query.open];
        const doc = parseCaseText(req.body as string, BODY_SOURCE, s.limits);
        const asked = questions(doc.data, {
          source: BODY_SOURCE,
          doc,
          readings,
          open,
          limits: s.limits,
          rank: req.query.rank === true && rankByWhatIf,
          maxChanges: s.maxChanges,
          answered: req.query.answered ?? false,
        });
        reply.header("vary", "accept");
        const report = reportIn(languageOf(req, reply), asked);
        if (type === "text/plain") {
          const text = renderQuestions(terminalSafe(report));
          return reply
            .type("text/plain; charset=utf-8")
            .serializer((x: unknown) => String(x))
            .send(text.endsWith("\n") ? text : `${text}\n`);
        }
        return reply.type("application/json; charset=utf-8").send(`${JSON.stringify(report, null, 2)}\n`);
      },
    );
  };
}
