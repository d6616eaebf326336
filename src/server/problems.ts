/**
 * Every error the HTTP API answers with is a problem document (RFC 9457), sent as
 * application/problem+json: a stable `type` (a URN naming the kind of problem), a
 * title, the status, a detail in words and, for a case that cannot be read, each
 * problem with its path in the case and its line. On a route that speaks (one
 * that takes `lang`), a problem is said in the request's language: its title, its
 * detail and its errors' messages, where they are messages (a register's refusal,
 * a case's problem); the type, paths and provisions are the same in every
 * language. A fault of sealaw itself is
 * logged with its stack and answered with a plain 500: no stack trace ever leaves
 * the server.
 */

import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLang, type Lang, phrases, sayer } from "../core/messages.js";
import { languageOfHeader } from "./language.js";
import { apiSchemas } from "./schemas.js";

/** The kinds of problem, each with its status and title. The names are part of the API: they do not change. */
export const PROBLEMS = {
  "invalid-case": { status: 422, title: "The case cannot be decided as given" },
  "not-covered": { status: 422, title: "The statute does not speak to this situation" },
  "invalid-reading": { status: 422, title: "A reading is unknown or has no such alternative" },
  "invalid-input": { status: 422, title: "A figure, date or lot in the input is wrong" },
  "register-refused": { status: 422, title: "The register refuses the change" },
  "journal-broken": { status: 409, title: "The register's journal is broken; it takes no writes until it is mended" },
  "invalid-request": { status: 400, title: "The request does not fit the route" },
  "malformed-body": { status: 400, title: "The body cannot be parsed" },
  unauthorized: { status: 401, title: "A valid bearer token is needed" },
  forbidden: { status: 403, title: "The token's role does not allow this" },
  "not-found": { status: 404, title: "Nothing is found here" },
  "method-not-allowed": { status: 405, title: "The route does not take this method" },
  "not-acceptable": { status: 406, title: "No representation of the result is acceptable" },
  "request-timeout": { status: 408, title: "The request took too long to arrive" },
  "body-too-large": { status: 413, title: "The body is larger than the limit" },
  "unsupported-media-type": { status: 415, title: "The body's content type is not one the route reads" },
  "rate-limited": { status: 429, title: "Too many requests from this client" },
  "internal-error": { status: 500, title: "sealaw failed" },
  unavailable: { status: 503, title: "The service is not ready" },
} as const;

export type ProblemName = keyof typeof PROBLEMS;

/** Each kind's title as a message, so that a problem on a route that speaks is titled in its language. */
const TITLES = phrases(
  "problems",
  Object.fromEntries(Object.entries(PROBLEMS).map(([name, p]) => [name, p.title])) as Record<ProblemName, string>,
);

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** The URI of a kind of problem. */
export function problemType(name: ProblemName): string {
  return `urn:sealaw:problem:${name}`;
}

/** One problem of an invalid case or request: where, on which line of the text, and what. */
export const problemItemSchema = z.object({
  path: z.string().describe('where in the case or request, e.g. "facts.people[3].aboard"; "" for the whole'),
  line: z.number().int().optional().describe("the line of the case's text, where known"),
  message: z.string(),
  expected: z.string().optional(),
});

export const problemSchema = z
  .object({
    type: z.string().describe("urn:sealaw:problem:NAME, stable"),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    instance: z.string().optional().describe("the request's id"),
    errors: z.array(problemItemSchema).optional(),
    provisions: z.array(z.string()).optional().describe("the provisions a refusal rests on"),
  })
  .describe("A problem document (RFC 9457)")
  .register(apiSchemas, { id: "Problem", description: "A problem document (RFC 9457)" });

export type ProblemItem = z.infer<typeof problemItemSchema>;
export type Problem = z.infer<typeof problemSchema>;

/** An error the server throws to answer with a problem of a given kind. */
export class HttpProblem extends Error {
  override name = "HttpProblem";
  constructor(
    readonly problem: ProblemName,
    detail: string,
    readonly extra: { errors?: ProblemItem[]; provisions?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
  }
}

/** "facts.people[3].aboard (line 12)" as its path and its line. */
export function splitLine(path: string): { path: string; line?: number } {
  const m = /^(.*) \(line (\d+)\)$/.exec(path);
  return m ? { path: m[1] as string, line: Number(m[2]) } : { path };
}

/** "line 3: …" at the start of a message, as its line. */
function messageLine(message: string): number | undefined {
  const m = /^line (\d+)[:,]/.exec(message);
  return m ? Number(m[1]) : undefined;
}

interface Issue {
  path: string;
  message: string;
  expected?: string;
}

/**
 * The most problems one answer lists: a body of a hundred thousand wrong values is
 * refused with the first hundred, and its detail counts them all.
 */
export const MAX_PROBLEM_ITEMS = 100;

function items(issues: readonly Issue[]): ProblemItem[] {
  return issues.slice(0, MAX_PROBLEM_ITEMS).map((i) => {
    const { path, line } = splitLine(i.path);
    const l = line ?? messageLine(i.message);
    return {
      path,
      ...(l !== undefined ? { line: l } : {}),
      message: i.message,
      ...(i.expected !== undefined ? { expected: i.expected } : {}),
    };
  });
}

/** The errors the library throws for wrong input, and the problem each is. */
const LIBRARY_ERRORS: Readonly<Record<string, ProblemName>> = {
  CaseError: "invalid-case",
  NotCoveredError: "not-covered",
  ReadingError: "invalid-reading",
  MoneyError: "invalid-input",
  CalendarError: "invalid-input",
  LotError: "invalid-input",
  RegisterError: "register-refused",
  ChainBrokenError: "journal-broken",
  ProvisionNotFoundError: "not-found",
  UsageError: "invalid-request",
};

/** Fastify's own errors, by code, and the problem each is. */
const FASTIFY_ERRORS: Readonly<Record<string, ProblemName>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "body-too-large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported-media-type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "malformed-body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "malformed-body",
  FST_ERR_CTP_INVALID_JSON_BODY: "malformed-body",
  FST_ERR_CTP_EMPTY_TYPE: "unsupported-media-type",
  FST_ERR_CTP_INVALID_TYPE: "unsupported-media-type",
  FST_ERR_VALIDATION: "invalid-request",
};

/** The problem document for an error, and whether it is a fault of sealaw (to be logged with its stack). */
export function problemOf(
  e: unknown,
  requestId: string,
): { problem: Problem; fault: boolean; headers: Record<string, string> } {
  const make = (name: ProblemName, detail: string, extra: Partial<Problem> = {}): Problem => ({
    type: problemType(name),
    title: PROBLEMS[name].title,
    status: PROBLEMS[name].status,
    detail,
    instance: requestId,
    ...extra,
  });
  const err = (e instanceof Error ? e : new Error(String(e))) as FastifyError;
  if (err instanceof HttpProblem) {
    return {
      problem: make(err.problem, err.message, {
        ...(err.extra.errors ? { errors: err.extra.errors } : {}),
        ...(err.extra.provisions ? { provisions: err.extra.provisions } : {}),
      }),
      fault: false,
      headers: err.extra.headers ?? {},
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.slice(0, MAX_PROBLEM_ITEMS).map((v) => ({
      path: `${(err as FastifyError).validationContext ?? "request"}${v.instancePath.replaceAll("/", ".")}`,
      message: v.message ?? "is not valid",
    }));
    const detail = errors
      .slice(0, 10)
      .map((x) => `${x.path}: ${x.message}`)
      .join("; ");
    const more = err.validation.length - Math.min(10, errors.length);
    return {
      problem: make("invalid-request", more > 0 ? `${detail}; and ${more.toLocaleString("en")} more` : detail, {
        errors,
      }),
      fault: false,
      headers: {},
    };
  }
  const lib = LIBRARY_ERRORS[err.name];
  if (lib !== undefined) {
    const issues = (err as Error & { issues?: Issue[] }).issues;
    const path = (err as Error & { path?: unknown }).path;
    const provisions = (err as Error & { provisions?: unknown }).provisions;
    const extra: Partial<Problem> = {};
    if (Array.isArray(issues)) extra.errors = items(issues);
    else if (lib === "not-covered" && typeof path === "string") extra.errors = [{ path, message: err.message }];
    // A register refusal about one field of the request names it, so that a form can show it beside the field.
    else if (lib === "register-refused" && typeof path === "string")
      extra.errors = [{ path: `body.${path}`, message: err.message }];
    if (Array.isArray(provisions) && provisions.length > 0) extra.provisions = provisions.map(String);
    return { problem: make(lib, err.message, extra), fault: false, headers: {} };
  }
  const code = err.code;
  const fastify = code !== undefined ? FASTIFY_ERRORS[code] : undefined;
  if (fastify !== undefined) return { problem: make(fastify, err.message), fault: false, headers: {} };
  if (err.name === "SyntaxError" && err.statusCode === 400) {
    return { problem: make("malformed-body", `the body is not JSON: ${err.message}`), fault: false, headers: {} };
  }
  const status = err.statusCode;
  if (status === 429) return { problem: make("rate-limited", err.message), fault: false, headers: {} };
  if (status === 408) return { problem: make("request-timeout", err.message), fault: false, headers: {} };
  if (status === 413) return { problem: make("body-too-large", err.message), fault: false, headers: {} };
  if (status === 415) return { problem: make("unsupported-media-type", err.message), fault: false, headers: {} };
  if (status !== undefined && status >= 400 && status < 500) {
    return { problem: make("invalid-request", err.message), fault: false, headers: {} };
  }
  return {
    problem: make(
      "internal-error",
      `sealaw failed on this request; the server's log has the details under ${requestId}`,
    ),
    fault: true,
    headers: {},
  };
}

/**
 * The language a problem of this request is said in: on a route that takes `lang`,
 * the `lang` asked for (English where it is not one sealaw speaks, as the route
 * refuses it), else its Accept-Language; English on every other route.
 */
export function problemLanguage(req: Pick<FastifyRequest, "query" | "headers" | "routeOptions">): Lang {
  const querystring = req.routeOptions?.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  if (querystring?.shape?.lang === undefined && req.routeOptions?.config?.speaks !== true) return "en";
  const asked = (req.query as { lang?: unknown } | undefined)?.lang;
  if (asked !== undefined) return typeof asked === "string" && isLang(asked) ? asked : "en";
  return languageOfHeader(req.headers["accept-language"]);
}

/** Whether the header chose a problem's language: a route that speaks, asked with no `lang`. */
function chosenByHeader(req: Pick<FastifyRequest, "query" | "routeOptions">): boolean {
  const querystring = req.routeOptions?.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  const speaks = querystring?.shape?.lang !== undefined || req.routeOptions?.config?.speaks === true;
  return speaks && (req.query as { lang?: unknown } | undefined)?.lang === undefined;
}

/**
 * A problem said in `lang`: its title, and its detail and errors line by line
 * through the messages they were said with (core/messages.ts); a text that is no
 * message (a schema's own words) stays as it is.
 */
export function problemIn(lang: Lang, problem: Problem): Problem {
  if (lang === "en") return problem;
  const said = sayer(lang);
  const lines = (text: string) => text.split("\n").map(said).join("\n");
  const name = problem.type.slice("urn:sealaw:problem:".length) as ProblemName;
  return {
    ...problem,
    title: name in PROBLEMS ? TITLES[name].in(lang) : problem.title,
    detail: lines(problem.detail),
    ...(problem.errors
      ? {
          errors: problem.errors.map((e) => ({
            ...e,
            message: lines(e.message),
            ...(e.expected !== undefined ? { expected: said(e.expected) } : {}),
          })),
        }
      : {}),
  };
}

/** Send a problem document, said in `lang` (English unless given). */
export function sendProblem(
  reply: FastifyReply,
  problem: Problem,
  headers: Record<string, string> = {},
  lang: Lang = "en",
): FastifyReply {
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  // A problem said in English names no language, whatever the answer it replaces would have been in.
  reply.removeHeader("content-language");
  if (lang !== "en") reply.header("content-language", lang);
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .serializer((p: unknown) => JSON.stringify(p))
    .send(problemIn(lang, problem));
}

/** Fastify's error handler: every error becomes a problem document. */
export function errorHandler(e: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { problem, fault, headers } = problemOf(e, String(req.id));
  if (fault) req.log.error({ err: e }, "internal error");
  else req.log.info({ problem: problem.type, status: problem.status }, problem.detail.slice(0, 200));
  if (!fault && chosenByHeader(req) && !/accept-language/i.test(String(reply.getHeader("vary") ?? ""))) {
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, accept-language` : "accept-language");
  }
  return sendProblem(reply, problem, headers, fault ? "en" : problemLanguage(req));
}

/** Fastify's not-found handler. */
export function notFoundHandler(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { problem } = problemOf(
    new HttpProblem("not-found", `no route ${req.method} ${req.url.split("?")[0]}; /openapi.json lists the routes`),
    String(req.id),
  );
  return sendProblem(reply, problem);
}

/**
 * A schema as the OpenAPI document shows it, typed loosely for the handler: for
 * answers that are the library's own types (a determination, a lot, a report),
 * which the library shapes and the schema only describes.
 */
// biome-ignore lint/suspicious/noExplicitAny: the library's result types are the contract; the schema documents them.
export function described<T extends z.ZodType>(schema: T): z.ZodType<any> {
  return schema;
}
