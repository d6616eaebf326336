/**
 * How the routes that take a case read their body: its bytes, held to the case's
 * byte limit, decoded strictly as UTF-8, and handed to the library as text, so
 * that the case is parsed (JSON or YAML), counted and hashed exactly as the
 * command does it, and its problems name their lines. Also the query parameters
 * those routes share: readings, and whether to build the explanation.
 */

import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { decodeCase, type InputLimits, scanJson } from "../cases/limits.js";
import { CaseError, clip } from "../core/errors.js";
import { parseReadingArg } from "../core/reading.js";
import { HttpProblem } from "./problems.js";

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

/** The format of the determination answered: 2 (the default) or 1, as `--format` of the command. */
export const formatQuery = z
  .enum(["1", "2"])
  .transform((v) => (v === "1" ? 1 : 2) as 1 | 2)
  .optional()
  .describe("the determination's format: 2 (the default; each rule said once) or 1 (docs/determination.md)");

/** The readings given in the query: reading=NAME=VALUE, repeatable. */
const readingArg = z.string().regex(/^[^=]+=[\s\S]+$/, "a reading is NAME=VALUE, e.g. vogt_wagon_parts=R2");
export const readingQuery = z
  .union([readingArg, z.array(readingArg)])
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

/** A path in the body as the problem names it: "body", "body.fields.marks", "body[0][1]". */
function under(path: string): string {
  return path === "" ? "body" : path.startsWith("[") ? `body${path}` : `body.${path}`;
}

/**
 * A JSON body as the register's and the tokens' routes take it: held to the same
 * limits as a case (bytes, values, nesting, the length of one text), decoded
 * strictly as UTF-8, and read as a case file is read: a key named twice in one
 * object is refused (JSON.parse would keep the last silently), and so is a key
 * `__proto__`, named as such. The limits are measured in one pass over the text
 * (scanJson) before anything is built from it, so no body past them costs more
 * than that pass. Every refusal is a malformed body (400) that names what and
 * where.
 */
export function parseJsonBody(bytes: Uint8Array, limits: InputLimits): unknown {
  let text: string;
  let scan: ReturnType<typeof scanJson>;
  try {
    text = decodeCase(BODY_SOURCE, bytes, limits);
    scan = scanJson(BODY_SOURCE, text, limits, "body");
  } catch (e) {
    if (e instanceof CaseError) {
      throw new HttpProblem("malformed-body", `the body cannot be read: ${e.issues.map((i) => i.message).join("; ")}`, {
        errors: e.issues.map((i) => ({
          path: under(i.path),
          message: i.message,
          ...(i.expected !== undefined ? { expected: i.expected } : {}),
        })),
      });
    }
    throw e;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new HttpProblem("malformed-body", `the body is not JSON: ${(e as Error).message}`);
  }
  if (scan === undefined) throw new HttpProblem("malformed-body", "the body is not a JSON object");
  if (scan.proto !== undefined) {
    const at = under(scan.proto);
    throw new HttpProblem("malformed-body", `the body has a key "__proto__" (${at}); no field has that name`, {
      errors: [{ path: at, message: 'a key "__proto__"' }],
    });
  }
  if (scan.twice !== undefined) {
    const at = under(scan.twice.path);
    throw new HttpProblem(
      "malformed-body",
      `the key "${clip(scan.twice.key, 60)}" is given twice in one object (${clip(at)}); a body names each key once`,
      { errors: [{ path: clip(at), message: `"${clip(scan.twice.key, 60)}" is given twice` }] },
    );
  }
  return data;
}

/** In this plugin's routes, a JSON body is read by parseJsonBody. */
export function readJsonBodies(app: FastifyInstance, limits: InputLimits): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: limits.bytes },
    (_req, body: Buffer, done) => {
      try {
        done(null, parseJsonBody(body, limits));
      } catch (e) {
        done(e as Error, undefined);
      }
    },
  );
}
