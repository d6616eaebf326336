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
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { caseJsonSchema } from "../law/listing.js";
import { SEALAW_VERSION } from "../version.js";
import { CASE_TYPES } from "./bodies.js";
import { docsPage } from "./docs-page.js";

interface RouteConfig {
  /** The body is a case file, JSON or YAML, read by the library. */
  caseBody?: boolean;
  /** The body is NDJSON, one case a line. */
  ndjsonBody?: boolean;
  /** The body is an export of the register, JSON Lines. */
  jsonlBody?: boolean;
  /** The media types the route answers with, by the Accept header. */
  produces?: readonly string[];
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
    envelope = { ...s, description: "a case file; GET /v1/schema/{kind} gives the schema of each kind's facts" };
  }
  return envelope;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const caseBody = await envelopeSchema();
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "sealaw",
        version: SEALAW_VERSION,
        description:
          "The maritime casualty law of the Borkum ordinance of 1666 and the Danish Law of 1683, made executable: the law, deciding, analysing and the strand office's register. Every error is application/problem+json (RFC 9457).",
      },
      components: {
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
      const out = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as RouteConfig;
      const schema = { ...(out.schema as Record<string, unknown>) };
      if (config.caseBody) {
        schema.body = caseBody;
        schema.consumes = [...CASE_TYPES];
      }
      if (config.ndjsonBody) {
        schema.body = { type: "string", description: "one case file as JSON a line" };
        schema.consumes = ["application/x-ndjson", "application/jsonl"];
      }
      if (config.jsonlBody) {
        schema.body = { type: "string", description: "an export of `sealaw register export`" };
        schema.consumes = ["application/jsonl", "application/x-ndjson"];
      }
      if (config.produces) schema.produces = [...config.produces];
      return { ...out, schema };
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
