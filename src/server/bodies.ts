/**
 * How the routes that take a case read their body: its bytes, held to the case's
 * byte limit, decoded strictly as UTF-8, and handed to the library as text, so
 * that the case is parsed (JSON or YAML), counted and hashed exactly as the
 * command does it, and its problems name their lines. Also the query parameters
 * those routes share: readings, and whether to build the explanation.
 */

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { decodeCase, type InputLimits } from "../cases/limits.js";
import { parseReadingArg } from "../core/reading.js";

/** The media types a case may be sent as. */
export const CASE_TYPES = [
  "application/json",
  "application/yaml",
  "application/x-yaml",
  "text/yaml",
  "text/x-yaml",
] as const;

/** The name a case sent in a body goes by in messages. */
export const BODY_SOURCE = "request body";

/** In this plugin's routes, the body is a case: its text, decoded and within the limits. */
export function readCaseBodies(app: FastifyInstance, limits: InputLimits): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...CASE_TYPES],
    { parseAs: "buffer", bodyLimit: limits.bytes },
    (_req, body: Buffer, done) => {
      try {
        done(null, decodeCase(BODY_SOURCE, body, limits));
      } catch (e) {
        done(e as Error, undefined);
      }
    },
  );
}

const flag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

/** The readings given in the query: reading=NAME=VALUE, repeatable. */
export const readingQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .describe("a reading NAME=VALUE (repeatable), as `--reading` of the command");

export const caseQuery = z.object({
  reading: readingQuery,
  explanation: flag.describe("false leaves the explanation out (as `--no-explanation`); default true"),
});

/** The readings of a query, as the command takes them from its flags. */
export function readingsOf(q: string | string[] | undefined): Record<string, string> {
  const list = q === undefined ? [] : Array.isArray(q) ? q : [q];
  // A name from the query is only ever a key of its own: "__proto__" too.
  const out = Object.create(null) as Record<string, string>;
  for (const a of list) {
    const [k, v] = parseReadingArg(a);
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export const booleanFlag = flag;
