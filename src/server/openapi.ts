/**
 * The OpenAPI 3.1 document of every route, made from the routes' zod schemas, at
 * /openapi.json; and a reference page drawn from it at /docs, plain HTML made on
 * the server, with no script and nothing loaded from elsewhere.
 *
 * Routes whose body the library reads itself (a case as JSON or YAML, NDJSON)
 * declare no body schema for validation; the document still describes their
 * bodies: a case by the JSON Schema of its envelope.
 */

import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { caseJsonSchema } from "../law/listing.js";
import { ROUTES } from "../routes.js";
import { SEALAW_VERSION } from "../version.js";
import { answerComponents, answerReference } from "./answers.js";
import { docsPage } from "./docs-page.js";
import { PROBLEM_CONTENT_TYPE, PROBLEMS, type ProblemName } from "./problems.js";
import { apiSchemas } from "./schemas.js";

interface RouteConfig {
  /** The body is a case file, JSON or YAML, read by the library. */
  caseBody?: boolean;
  /** The body is NDJSON, one case a line. */
  ndjsonBody?: boolean;
  /** The body is an export of the register, JSON Lines. */
  jsonlBody?: boolean;
  /** The media types the route answers with, by the Accept header (the first is the default). */
  produces?: readonly string[];
  /**
   * The route's texts are said in a language: `?lang`, else Accept-Language; the
   * answer names it in Content-Language (language.ts).
   */
  speaks?: boolean;
  /** The route answers 404 for a thing its query names that is not there (a statute). */
  notFoundByQuery?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig extends RouteConfig {}
}

/** The reference page's policy: its own inline styles, and nothing else: no script, no framing, no form, no link base. */
export const DOCS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

let envelope: unknown;

async function envelopeSchema(): Promise<unknown> {
  if (envelope === undefined) {
    const s = { ...(caseJsonSchema() as Record<string, unknown>) };
    delete s.$schema;
    envelope = {
      ...s,
      description: "a case file; GET /v1/schema/{kind} gives the schema of each kind's facts",
    };
  }
  return envelope;
}

/** The operationId of each route: the name SealawClient gives its method. */
const OPERATION_IDS = new Map<string, string>(
  Object.entries(ROUTES).map(([name, [method, path]]) => [`${method} ${path}`, name]),
);

/** What the document needs to know of each route to state its answers. */
interface RouteFacts {
  config: RouteConfig;
  secured: boolean;
  rateLimited: boolean;
  /** The law's GETs: the answer has an ETag and may be cached; If-None-Match gets 304. */
  cached: boolean;
  /** The answers that are one of the named answers (a determination, a report), by status. */
  answers: Record<string, Obj>;
}

type Obj = Record<string, unknown>;

const problemRef = { $ref: "#/components/schemas/Problem" };

/** "/v1/register/lots/:lot" as the document writes it: "/v1/register/lots/{lot}". */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/**
 * The problems an operation can answer with, by what it takes: every operation a
 * request it cannot read (400), a fault (500), a request that arrives too slowly
 * (408) and a server that is closing (503); a path with a parameter or a query
 * naming a thing, 404; a token, 401 and 403; a body, 413 and 415; a case or a
 * register write, 422, and 409 when the journal is broken; a choice of media types,
 * 406; the rate limit, 429.
 */
function problemsOf(method: string, path: string, op: Obj, facts: RouteFacts): ProblemName[] {
  const out: ProblemName[] = ["invalid-request", "request-timeout", "internal-error", "unavailable"];
  if (path.includes("{") || facts.config.notFoundByQuery) out.push("not-found");
  if (facts.secured) out.push("unauthorized", "forbidden");
  if (op.requestBody !== undefined) out.push("malformed-body", "body-too-large", "unsupported-media-type");
  if (facts.config.caseBody) out.push("invalid-case", "not-covered", "invalid-reading", "invalid-input");
  if (path.startsWith("/v1/register/") && method !== "get")
    out.push("register-refused", "invalid-input", "journal-broken");
  if (facts.config.produces && facts.config.produces.length > 1) out.push("not-acceptable");
  const params = (op.parameters ?? []) as { name?: string }[];
  if (params.some((p) => p.name === "reading") && !out.includes("invalid-reading")) out.push("invalid-reading");
  if (facts.rateLimited) out.push("rate-limited");
  return out;
}

/** The refusals of a request that fits its schemas: what no schema can state. */
const REFUSED_OUTSIDE: readonly [number, string][] = [
  [404, "the thing it names (a lot, a statute, a provision, a kind, an example, a token) is not there"],
  [409, "the register's journal is broken (the detail names the entry): no write is taken until it is mended"],
  [
    422,
    "the law or the register refuses it (a case that does not fit its kind or its statute, an unknown reading, a change the lot does not allow, a date before the lot was lodged)",
  ],
];

/** A case sent as YAML: the same case file, as text. */
const yamlCase = {
  type: "string",
  description:
    "the case file as YAML, as `sealaw decide` reads it (application/x-yaml, text/yaml and text/x-yaml are read too)",
};

/** The media types whose answer is lines of text, one JSON value a line. */
const LINE_TYPES = new Set(["application/x-ndjson", "application/jsonl"]);

/** The headers the document names, under components.headers. */
const HEADERS: Record<string, Obj> = {
  RequestId: {
    description:
      "the request's id: the X-Request-Id the request sent (letters, digits, . _ -, at most 128) or one made for it; problems give it as `instance`, and the server's log names it",
    schema: { type: "string" },
  },
  RateLimitLimit: { description: "the requests a client may make in the window", schema: { type: "integer" } },
  RateLimitRemaining: { description: "the requests left in the window", schema: { type: "integer" } },
  RateLimitReset: { description: "seconds until the window starts again", schema: { type: "integer" } },
  RetryAfter: { description: "seconds to wait before trying again", schema: { type: "integer" } },
  Location: { description: "the lot (or token) the write made or changed", schema: { type: "string" } },
  ETag: {
    description: "the answer's entity tag: send it back as If-None-Match to be answered 304 while it is the same",
    schema: { type: "string" },
  },
  ContentLanguage: {
    description:
      "the language the answer's texts are said in (en, de, da): the `lang` asked for, else the first of Accept-Language that sealaw speaks, else en",
    schema: { type: "string", enum: ["en", "de", "da"] },
  },
  CacheControl: {
    description: "how long the answer may be kept (the law changes only with sealaw's version)",
    schema: { type: "string" },
  },
};

/** The request header a route that speaks reads when no `lang` is given. */
const ACCEPT_LANGUAGE: Obj = {
  in: "header",
  name: "Accept-Language",
  required: false,
  description:
    'the languages the client reads, by quality ("de-DE,de;q=0.9"); the first that sealaw speaks (en, de, da) is the answer\'s, English when none is; `lang` in the query wins over it',
  schema: { type: "string" },
};

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers of an answer of an operation with a status. */
function headersOf(method: string, path: string, status: number, facts: RouteFacts): Obj {
  // A request that never arrived whole (408) is answered on the socket, before it has an id.
  const out: Obj = status === 408 ? {} : { "X-Request-Id": header("RequestId") };
  if (facts.rateLimited) {
    out["X-RateLimit-Limit"] = header("RateLimitLimit");
    out["X-RateLimit-Remaining"] = header("RateLimitRemaining");
    out["X-RateLimit-Reset"] = header("RateLimitReset");
    if (status === 429) out["Retry-After"] = header("RetryAfter");
  }
  if (status === 201 && method === "post" && (path.startsWith("/v1/register/lots") || path === "/v1/tokens"))
    out.Location = header("Location");
  if (facts.config.speaks && status >= 200 && status < 300) out["Content-Language"] = header("ContentLanguage");
  if (facts.cached && (status === 200 || status === 304)) {
    out.ETag = header("ETag");
    out["Cache-Control"] = header("CacheControl");
  }
  return out;
}

/** How a client reads an answer that is lines, by its media type. */
function linesSchema(type: string, said: string | undefined): Obj {
  return {
    type: "string",
    description: `${said ?? "the answer"}: ${type}, one JSON value a line, each line ended by a newline; read the body as text and parse each non-empty line as JSON`,
  };
}

/** The answers of one operation: its success in each media type it has, and each problem under its status. */
function responsesOf(method: string, path: string, op: Obj, facts: RouteFacts): Obj {
  const given = (op.responses ?? {}) as Record<string, Obj>;
  const out: Obj = {};
  for (const [status, r] of Object.entries(given)) {
    if (status === "default" || Number(status) >= 400) continue;
    const content = (r.content ?? {}) as Record<string, { schema?: { description?: string } }>;
    const schema = facts.answers[status] ?? Object.values(content)[0]?.schema;
    const types = facts.config.produces ?? ["application/json"];
    const byType: Obj = {};
    for (const t of types) {
      byType[t] = {
        schema:
          t === "application/json" && schema !== undefined
            ? schema
            : LINE_TYPES.has(t)
              ? linesSchema(t, typeof schema?.description === "string" ? schema.description : undefined)
              : { type: "string", description: `the answer as ${t}` },
      };
    }
    out[status] = {
      description: (r.description as string | undefined) ?? "done",
      headers: headersOf(method, path, Number(status), facts),
      content: byType,
    };
  }
  if (facts.cached) {
    out["304"] = {
      description: "Not Modified: the If-None-Match named the answer's current ETag; the body is empty",
      headers: headersOf(method, path, 304, facts),
    };
  }
  const byStatus = new Map<number, ProblemName[]>();
  for (const name of problemsOf(method, path, op, facts)) {
    const status = PROBLEMS[name].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), name]);
  }
  for (const [status, names] of [...byStatus].sort((a, b) => a[0] - b[0])) {
    out[String(status)] = {
      description: names.map((n) => `${PROBLEMS[n].title} (urn:sealaw:problem:${n})`).join("; "),
      headers: headersOf(method, path, status, facts),
      content: { [PROBLEM_CONTENT_TYPE]: { schema: problemRef } },
    };
  }
  return out;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const caseBody = await envelopeSchema();
  const facts = new Map<string, RouteFacts>();
  const toJson = createJsonSchemaTransform({ schemaRegistry: apiSchemas });
  const toDocument = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "sealaw",
        version: SEALAW_VERSION,
        description:
          "The maritime casualty law of the Borkum ordinance of 1666 and the Danish Law of 1683, made executable: the law, deciding, analysing and the strand office's register. Every error is application/problem+json (RFC 9457).",
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: [{ url: "http://127.0.0.1:8080", description: "`sealaw serve` with its defaults" }],
      components: {
        headers: HEADERS,
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", description: "a token made with `sealaw tokens create`" },
        },
      },
      tags: [
        { name: "law", description: "the provisions, readings, case schemas and examples" },
        { name: "deciding", description: "a case in, a determination out" },
        { name: "asking", description: "the questions a partial case still has to answer" },
        { name: "analysing", description: "sensitivity, comparison and what-if" },
        { name: "register", description: "the strand office's register; writes need a bearer token" },
        { name: "tokens", description: "bearer tokens, for an admin" },
        { name: "health", description: "liveness and readiness" },
      ],
    },
    transform: (input) => {
      // An answer that is one of the named answers is referred to by its name; the
      // type provider is given a stand-in for it, and the reference takes its place.
      const answers: Record<string, Obj> = {};
      const given = (input.schema as { response?: Record<string, unknown> } | undefined)?.response;
      let routeSchema = input.schema;
      if (given) {
        const response: Record<string, unknown> = { ...given };
        for (const [status, r] of Object.entries(given)) {
          const ref = answerReference(r);
          if (ref) {
            answers[status] = ref;
            response[status] = z.unknown();
          }
        }
        routeSchema = { ...input.schema, response };
      }
      const out = toJson({ ...input, schema: routeSchema });
      const config = (input.route.config ?? {}) as RouteConfig & { rateLimit?: unknown };
      const schema = { ...(out.schema as Record<string, unknown>) };
      if (schema.hide) return { ...out, schema };
      const methods = Array.isArray(input.route.method) ? input.route.method : [input.route.method];
      const path = openApiPath(input.url);
      // A route that takes `lang` speaks, whether or not its config says so.
      const takesLang =
        (schema.querystring as { properties?: Record<string, unknown> } | undefined)?.properties?.lang !== undefined;
      for (const m of methods) {
        facts.set(`${m.toLowerCase()} ${path}`, {
          config: takesLang ? { ...config, speaks: true } : config,
          secured: Array.isArray(schema.security) && schema.security.length > 0,
          rateLimited: config.rateLimit !== false,
          cached: m.toUpperCase() === "GET" && Array.isArray(schema.tags) && schema.tags.includes("law"),
          answers,
        });
      }
      const id = OPERATION_IDS.get(`${String(methods[0]).toLowerCase()} ${path}`);
      if (id !== undefined) schema.operationId = id;
      // An open route says so: no token is needed.
      if (schema.security === undefined) schema.security = [];
      // A body's media types are few, and the first is the one a client sends by
      // default where it can (JSON); the others the route reads too are named in
      // the body's description. A case may also be sent as YAML: that is second.
      if (config.caseBody) {
        schema.body = caseBody;
        schema.consumes = ["application/json"];
      }
      if (config.ndjsonBody) {
        schema.body = {
          type: "string",
          description:
            "one case file as JSON a line, each line ended by a newline (application/x-ndjson; application/jsonl and application/json-seq are read too)",
        };
        schema.consumes = ["application/x-ndjson"];
      }
      if (config.jsonlBody) {
        schema.body = {
          type: "string",
          description:
            "an export of `sealaw register export`, as it was given (application/jsonl; application/x-ndjson is read too)",
        };
        schema.consumes = ["application/jsonl"];
      }
      return { ...out, schema };
    },
    transformObject: (input) => {
      const doc = toDocument(input) as Obj;
      const paths = (doc.paths ?? {}) as Record<string, Record<string, Obj>>;
      for (const [path, ops] of Object.entries(paths)) {
        for (const [method, op] of Object.entries(ops)) {
          const f = facts.get(`${method} ${path}`);
          if (!f || typeof op !== "object" || op === null || !("responses" in op)) continue;
          op.responses = responsesOf(method, path, op, f);
          if (f.config.speaks) {
            const params = (op.parameters ?? []) as Obj[];
            op.parameters = [...params, ACCEPT_LANGUAGE];
          }
          if (f.config.caseBody) {
            const body = op.requestBody as { content?: Record<string, unknown> } | undefined;
            if (body?.content) body.content = { ...body.content, "application/yaml": { schema: yamlCase } };
          }
          const outside = REFUSED_OUTSIDE.filter(([status]) => String(status) in (op.responses as Obj));
          if (outside.length > 0) {
            const said = outside.map(([status, why]) => `${status}: ${why}`).join("; ");
            op.description = `${op.description ? `${op.description as string} ` : ""}A request that fits the schemas is still refused, for what no schema can state, with ${said}.`;
          }
        }
      }
      // The named answers, from the library's own schemas: the register's lots carry a
      // determination in format 1, which the register's own (looser) schema names.
      const components = doc.components as { schemas?: Record<string, unknown> } | undefined;
      if (components) components.schemas = { ...(components.schemas ?? {}), ...answerComponents() };
      // The schemas no operation refers to (the reading of each schema as input, where only its output is used) are left out.
      if (components?.schemas) {
        const text = JSON.stringify(doc.paths);
        for (const name of Object.keys(components.schemas)) {
          if (!text.includes(`"#/components/schemas/${name}"`) && name.endsWith("Input"))
            delete components.schemas[name];
        }
      }
      return doc as ReturnType<typeof toDocument>;
    },
  });
  app.get("/openapi.json", { schema: { hide: true }, config: { rateLimit: false } }, async (_req, reply) =>
    reply.type("application/json; charset=utf-8").send(JSON.stringify(app.swagger(), null, 2)),
  );
  let page: string | undefined;
  app.get("/docs", { schema: { hide: true } }, async (_req, reply) => {
    page ??= docsPage(app.swagger() as unknown as Record<string, unknown>);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", DOCS_CSP)
      .serializer((x: unknown) => String(x))
      .send(page);
  });
}
