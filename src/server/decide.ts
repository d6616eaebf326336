/**
 * Deciding, open to all. POST /v1/decide takes a case (JSON or YAML, by its
 * content type) and answers with the determination exactly as `sealaw decide
 * --json` prints it, receipt included; or, by the Accept header, the text the
 * command prints (text/plain) or the printable average statement (text/html).
 * POST /v1/decide/batch takes NDJSON, one case a line, and streams one line out
 * for each line in, in order, with the command's error record for a bad line.
 */

import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { decideLine, errorRecord } from "../batch/worker.js";
import { inFormat } from "../core/determination-format.js";
import type { PhraseBook } from "../core/messages.js";
import { terminalSafe } from "../core/terminal.js";
import { determinationIn, textsIn } from "../engine/language.js";
import { renderText } from "../engine/render.js";
import { htmlParts } from "../engine/render-statement.js";
import { decideText } from "../engine/text.js";
import { loadAllProvisions } from "../law/texts.js";
import { decideAnswerSchema } from "./answers.js";
import {
  BODY_SOURCE,
  booleanFlag,
  CASE_TYPES,
  caseQuery,
  formatQuery,
  readCaseBodies,
  readingQuery,
  readingsOf,
} from "./bodies.js";
import { langQuery, languageOf } from "./language.js";
import { negotiate } from "./negotiate.js";
import type { Settings } from "./options.js";
import { described, HttpProblem, problemSchema } from "./problems.js";

const DECIDE_TYPES = ["application/json", "text/plain", "text/html"] as const;
export const NDJSON_TYPES = ["application/x-ndjson", "application/jsonl", "application/json-seq"] as const;

export function decideRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    readCaseBodies(app, s.limits);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      "/v1/decide",
      {
        config: { caseBody: true, produces: DECIDE_TYPES, speaks: true },
        schema: {
          tags: ["deciding"],
          summary: "Decide a case",
          description:
            "The body is a case file, as JSON (application/json) or YAML (application/yaml). The answer is the determination as `sealaw decide --json` prints it; with Accept: text/plain the text the command prints, with Accept: text/html the printable general-average statement (a case with a statement only).",
          querystring: caseQuery.extend({
            full: booleanFlag.describe("text/plain: show also the rules that did not apply (`--full`)"),
            format: formatQuery,
            lang: langQuery,
          }),
          response: { 200: described(decideAnswerSchema), default: problemSchema },
        },
      },
      async (req, reply) => {
        const type = negotiate(req.headers.accept, DECIDE_TYPES);
        if (type === undefined) {
          throw new HttpProblem("not-acceptable", `the determination is given as ${DECIDE_TYPES.join(", ")}`);
        }
        const explanation = req.query.explanation ?? true;
        const readings = readingsOf(req.query.reading);
        const decided = decideText(req.body as string, {
          source: BODY_SOURCE,
          readings,
          explanation,
          limits: s.limits,
        });
        reply.header("vary", "accept");
        // Said in the language asked for: its texts only; its data and receipt are the same in each.
        const lang = languageOf(req, reply);
        const d = determinationIn(lang, decided);
        if (type === "application/json") {
          // Put in its format as made (format 2 says each rule's label once, by the English),
          // then said: the shape is the same in every language.
          const json = JSON.stringify(
            textsIn(lang, inFormat(decided, req.query.format ?? 2), decided.phrases),
            null,
            2,
          );
          return reply.type("application/json; charset=utf-8").send(`${json}\n`);
        }
        if (type === "text/plain") {
          const text = renderText(terminalSafe(d), { explanation, full: req.query.full ?? false, lang });
          return reply
            .type("text/plain; charset=utf-8")
            .serializer((x: unknown) => String(x))
            .send(text.endsWith("\n") ? text : `${text}\n`);
        }
        if (!d.statement) {
          throw new HttpProblem(
            "not-acceptable",
            `text/html is the printable general-average statement, and this case (${d.statute}, ${d.kind}) has none; ask for application/json or text/plain`,
          );
        }
        const provisionTitles = new Map((await loadAllProvisions()).map((p) => [p.id as string, p.title]));
        return reply
          .type("text/html; charset=utf-8")
          .serializer((x: unknown) => String(x))
          .send([...htmlParts(d, { provisionTitles, lang })].join(""));
      },
    );
  };
}

/** Lines of a byte stream, as text, each with its number; a CR before the LF is dropped; at most `max` bytes in all. */
async function* linesOf(
  body: NodeJS.ReadableStream,
  max: number,
): AsyncGenerator<{ line: string; n: number } | { over: number }> {
  const decoder = new TextDecoder("utf-8");
  let rest = "";
  let n = 0;
  let size = 0;
  for await (const chunk of body) {
    const b = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += b.length;
    if (size > max) {
      yield { over: n + 1 };
      return;
    }
    rest += decoder.decode(b, { stream: true });
    let i = rest.indexOf("\n");
    while (i >= 0) {
      let line = rest.slice(0, i);
      rest = rest.slice(i + 1);
      if (line.endsWith("\r")) line = line.slice(0, -1);
      n++;
      if (n === 1 && line.startsWith("\uFEFF")) line = line.slice(1);
      yield { line, n };
      i = rest.indexOf("\n");
    }
  }
  rest += decoder.decode();
  if (rest !== "") {
    n++;
    yield { line: rest.endsWith("\r") ? rest.slice(0, -1) : rest, n };
  }
}

export function batchRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser([...NDJSON_TYPES], (_req, payload, done) => done(null, payload));
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      "/v1/decide/batch",
      {
        config: { ndjsonBody: true, produces: ["application/x-ndjson"] },
        bodyLimit: s.batchBytes,
        schema: {
          tags: ["deciding"],
          summary: "Decide a batch of cases, one per line (NDJSON in, NDJSON out, streamed)",
          description:
            'Each line in is a case file as JSON; each line out is its determination as compact JSON, or an error record as `sealaw decide --batch` writes it: {"line": 7, "error": {"kind": "case", "message": …, "issues": […]}}. Lines come out in the order they came in, each as soon as it is decided.',
          querystring: z.object({
            reading: readingQuery,
            explanation: booleanFlag.describe("false leaves the explanation out of every line"),
            format: formatQuery,
            lang: langQuery,
          }),
          response: {
            200: described(z.string().describe("application/x-ndjson: one determination or error record a line")),
            default: problemSchema,
          },
        },
      },
      async (req, reply) => {
        const readings = readingsOf(req.query.reading);
        const explanation = req.query.explanation ?? true;
        const format = req.query.format ?? 2;
        // Each determination is said in the language; an error record, as every problem, in English.
        const lang = languageOf(req, reply);
        const said = (r: { json: string; error?: unknown }): string => {
          if (lang === "en" || r.error !== undefined) return r.json;
          const d = JSON.parse(r.json) as { phrases?: PhraseBook };
          return JSON.stringify(textsIn(lang, d, d.phrases));
        };
        const length = Number(req.headers["content-length"]);
        if (Number.isFinite(length) && length > s.batchBytes) {
          throw new HttpProblem("body-too-large", `the batch has ${length} bytes; the limit is ${s.batchBytes}`);
        }
        const body = req.body as NodeJS.ReadableStream;
        const limits = s.limits;
        const max = s.batchBytes;
        async function* out(): AsyncGenerator<string> {
          for await (const x of linesOf(body, max)) {
            if ("over" in x) {
              yield `${errorRecord(x.over, { kind: "limit", message: `the batch is larger than ${max} bytes, the limit; the lines from here on are not decided` })}\n`;
              return;
            }
            yield `${said(decideLine(x.line, x.n, { readings, explanation, limits, format }))}\n`;
          }
        }
        return reply.type("application/x-ndjson; charset=utf-8").send(Readable.from(out()));
      },
    );
  };
}

export { CASE_TYPES };
