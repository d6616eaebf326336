/**
 * What the server's log may say of a request. Each request is logged with its
 * method and URL; a client may put a token in the URL (`?access_token=…`, which
 * the server refuses: a token goes in the Authorization header), and the log
 * must not keep it. The URL is logged with the value of every such parameter
 * replaced, and the Authorization and Cookie headers are never written, whoever
 * logs a request's headers.
 */

import type { FastifyRequest } from "fastify";

/** What stands in the log for a secret. */
export const REDACTED = "[redacted]";

/** A query parameter whose value is a secret, by its name: token, access_token, api_key, password and the like. */
const SECRET_NAME = /token|auth|passw|secret|api[-_.]?key/i;

/** A parameter's name as the server reads it: "+" a space, percent-escapes decoded where they can be. */
function nameOf(raw: string): string {
  const spaced = raw.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The URL with the value of every secret query parameter replaced by [redacted]; the path and the rest kept. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      return SECRET_NAME.test(nameOf(name)) ? `${name}=${REDACTED}` : part;
    })
    .join("&");
  return `${url.slice(0, q)}?${query}`;
}

/** The request as the log shows it: Fastify's own fields, the URL without its secrets. */
function request(req: FastifyRequest) {
  const version = req.headers?.["accept-version"];
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: Array.isArray(version) ? version.join(", ") : version,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** The serializers the server's logger is given (Fastify keeps its own for the response and errors). */
export const LOG_SERIALIZERS = { req: request };

/** Paths pino removes from every line: a request's credentials, wherever its headers are logged. */
export const LOG_REDACT = {
  paths: [
    "req.headers.authorization",
    "req.headers.cookie",
    "headers.authorization",
    "headers.cookie",
    "request.headers.authorization",
    "request.headers.cookie",
  ],
  censor: REDACTED,
};
