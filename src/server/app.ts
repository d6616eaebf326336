/**
 * The HTTP API's server: Fastify, with every route typed by zod and published in
 * an OpenAPI document. It holds no law and no storage logic: every route calls the
 * library the command calls. Each subject has its own file: the law (law.ts),
 * deciding (decide.ts), analysing (analysis.ts), the register (register.ts),
 * tokens (tokens.ts), health (health.ts), the document (openapi.ts), errors
 * (problems.ts) and who may write (auth.ts).
 */

import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { Socket } from "node:net";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { MAX_LOT_ID } from "../registry/register.js";
import { analysisRoutes } from "./analysis.js";
import { batchRoutes, decideRoutes } from "./decide.js";
import { healthRoutes } from "./health.js";
import { lawRoutes } from "./law.js";
import { LOG_REDACT, LOG_SERIALIZERS } from "./log.js";
import { registerOpenApi } from "./openapi.js";
import { type ServerOptions, settingsOf } from "./options.js";
import { pageRoutes } from "./pages.js";
import {
  errorHandler,
  HttpProblem,
  notFoundHandler,
  PROBLEM_CONTENT_TYPE,
  PROBLEMS,
  problemOf,
  problemType,
  sendProblem,
} from "./problems.js";
import { questionRoutes } from "./questions.js";
import { registerRoutes } from "./register.js";
import { packageRoot } from "./root.js";
import { tokenRoutes } from "./tokens.js";

/** The policy of every answer that is not a page: it is data, so nothing in it may load or run, or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A problem written straight to a socket, for what goes wrong before a request is whole (a timeout, a bad header). */
function clientError(e: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return;
  const name =
    e.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "request-timeout"
      : e.code === "HPE_HEADER_OVERFLOW"
        ? "body-too-large"
        : "malformed-body";
  const p = PROBLEMS[name];
  const body = JSON.stringify({
    type: problemType(name),
    title: p.title,
    status: p.status,
    detail: name === "request-timeout" ? "the request did not arrive in time" : "the request cannot be read as HTTP",
  });
  socket.end(
    `HTTP/1.1 ${p.status} ${p.title}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The headers of every answer: its request id; no MIME sniffing, no framing, nothing
 * loaded or run if a browser opens it (the pages and /docs set their own policy over this one).
 */
function answerHeaders(reply: FastifyReply, id: string): void {
  reply.header("x-request-id", id);
  reply.header("x-content-type-options", "nosniff");
  reply.header("content-security-policy", API_CSP);
  reply.header("x-frame-options", "DENY");
  reply.header("referrer-policy", "no-referrer");
}

/** Build the server (not yet listening). The caller closes it, then the store. */
export async function buildServer(o: ServerOptions): Promise<FastifyInstance> {
  const s = settingsOf(o);
  const logger = o.logger ?? true;
  const timeout = o.requestTimeoutMs ?? 30_000;
  // No token or Authorization header reaches the log (log.ts).
  const secretsOut = { serializers: LOG_SERIALIZERS, redact: LOG_REDACT };
  const app = Fastify({
    ...(typeof logger === "object" && "info" in logger
      ? { loggerInstance: logger.child({}, secretsOut) }
      : {
          logger:
            logger === true
              ? { level: "info", ...secretsOut }
              : logger === false
                ? false
                : { level: logger.level ?? "info", ...secretsOut, ...(logger.stream ? { stream: logger.stream } : {}) },
        }),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[A-Za-z0-9._-]{1,128}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: s.limits.bytes,
    requestTimeout: timeout,
    connectionTimeout: 0,
    // The headers and the body together must arrive within the request timeout, however
    // slowly they trickle in: Node's own bound on the headers alone (60 s) is set to the
    // same, and it looks for late requests often enough to cut one near its time, not
    // up to half a minute after.
    serverFactory: (handler) =>
      createServer(
        {
          requestTimeout: timeout,
          headersTimeout: timeout,
          connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeout / 4))),
        },
        handler,
      ),
    return503OnClosing: true,
    forceCloseConnections: "idle",
    clientErrorHandler: clientError,
    // No id a route takes is longer than a lot's (a token's, a provision's, an example's are
    // shorter); a longer one is answered by frameworkErrors below, as any unknown thing is.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_LOT_ID },
    // What the router refuses before any route or hook runs (a path segment that is not
    // percent-encoding, an id past the bound) is a problem with the headers of every answer.
    frameworkErrors: (e, req, reply) => {
      answerHeaders(reply, String(req.id));
      const problem =
        e.code === "FST_ERR_BAD_URL"
          ? new HttpProblem("invalid-request", "the URL's path is not valid percent-encoding (as %E0%A4%A8)")
          : e.code === "FST_ERR_MAX_PARAM_LENGTH"
            ? new HttpProblem(
                "not-found",
                `nothing has an id of more than ${MAX_LOT_ID} characters, and the path holds one; /openapi.json lists the routes`,
              )
            : e;
      return errorHandler(problem as FastifyError, req, reply);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Every route's path and methods, so that a method a known path does not have is
  // answered 405 with the methods it has (Allow), not 404 as if the path were unknown.
  const paths = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook("onRoute", (route) => {
    const url = route.url;
    let entry = paths.get(url);
    if (!entry) {
      const pattern = new RegExp(
        `^${url
          .split("/")
          .map((seg) => (seg.startsWith(":") ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
          .join("/")}/?$`,
      );
      entry = { pattern, methods: new Set() };
      paths.set(url, entry);
    }
    for (const m of Array.isArray(route.method) ? route.method : [route.method]) entry.methods.add(m.toUpperCase());
  });
  /** The 405 of a method a known path does not have; undefined when the path is unknown or takes the method. */
  const wrongMethod = (method: string, url: string): HttpProblem | undefined => {
    const path = url.split("?")[0] ?? "";
    const allowed = new Set<string>();
    for (const { pattern, methods } of paths.values()) {
      if (pattern.test(path)) for (const m of methods) allowed.add(m);
    }
    if (allowed.size === 0 || allowed.has(method)) return undefined;
    const allow = [...allowed].sort().join(", ");
    return new HttpProblem("method-not-allowed", `${path} takes ${allow}, not ${method}`, { headers: { allow } });
  };
  app.setNotFoundHandler((req, reply) => {
    const wrong = wrongMethod(req.method, req.url);
    if (wrong) {
      const { problem, headers } = problemOf(wrong, String(req.id));
      return sendProblem(reply, problem, headers);
    }
    return notFoundHandler(req, reply);
  });
  app.addHook("onRequest", async (req, reply) => {
    answerHeaders(reply, String(req.id));
    // No lot, token or name holds a NUL character; PostgreSQL could not even look one up.
    if (/%00/.test(req.url)) throw new HttpProblem("invalid-request", "the URL holds a NUL character (%00)");
    // Before a body is looked at: a method with a body (QUERY) on a path that lacks it is 405 too.
    if (req.is404) {
      const wrong = wrongMethod(req.method, req.url);
      if (wrong) throw wrong;
    }
  });

  if (o.corsOrigins && o.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: [...o.corsOrigins],
      methods: ["GET", "POST", "DELETE"],
      allowedHeaders: ["authorization", "content-type", "accept", "x-request-id"],
      exposedHeaders: ["x-request-id"],
    });
  }
  const rate = o.rateLimit ?? { max: 600, windowMs: 60_000 };
  if (rate !== false) {
    await app.register(rateLimit, {
      global: true,
      max: rate.max,
      timeWindow: rate.windowMs,
      errorResponseBuilder: (_req, ctx) => {
        const e = new Error(`more than ${ctx.max} requests in ${ctx.after}; try again later`) as Error & {
          statusCode: number;
        };
        e.statusCode = 429;
        return e;
      },
    });
  }

  await registerOpenApi(app);
  await app.register(healthRoutes(s));
  await app.register(lawRoutes(o.examplesDir ?? `${packageRoot()}examples`));
  await app.register(decideRoutes(s));
  await app.register(batchRoutes(s));
  await app.register(questionRoutes(s));
  await app.register(analysisRoutes(s));
  await app.register(registerRoutes(s));
  await app.register(tokenRoutes(s));
  await app.register(pageRoutes(o.pagesDir ?? `${packageRoot()}dist/web`));
  return app;
}
