/**
 * Requests an attacker with a clerk's or an admin's token sends to bring the server
 * down or to make it work for nothing: bodies nested a thousand deep, bodies of
 * hundreds of thousands of keys, texts of megabytes, ids longer than any route
 * takes, paths that are not percent-encoding. Each is answered with a 4xx problem,
 * and the server answers /healthz after it. Shared by test/security/limits.test.ts
 * and scripts/fuzz-limits.ts (`npm run fuzz`).
 */

import { CASK } from "../../registry/test-support/lots.js";

export interface Hostile {
  /** What it is, for the line printed. */
  what: string;
  method: "GET" | "POST" | "DELETE";
  path: string;
  /** The token it carries. */
  as?: "clerk" | "admin";
  /** The body, as sent (application/json). */
  body?: string;
  /** The status it is answered with. */
  status: number;
  /** The problem's type, after urn:sealaw:problem:. */
  problem: string;
  /** What the problem's detail names. */
  names?: RegExp;
}

/** A list nested `n` deep, as about 2n bytes of JSON. */
export function nested(n: number): string {
  return `${"[".repeat(n)}${"]".repeat(n)}`;
}

/** A JSON object of `n` keys, each given a small number, inside `wrap` where "%" stands. */
export function manyKeys(n: number, wrap = "%"): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(`"k${i}":${i % 10}`);
  return wrap.replace("%", `{${parts.join(",")}}`);
}

/** A lodging from a case whose title has `n` characters. */
export function caseTitled(n: number): string {
  return JSON.stringify({
    case: {
      version: 1,
      statute: "dl-vrag",
      kind: "find",
      title: "t".repeat(n),
      facts: {
        as_of: "1690-05-10",
        item: { what: "goods", description: "a cask of wine" },
        found: { on: "1690-05-10", by: "finder", at: "sea" },
        people: [{ id: "finder", name: "Peder Hansen" }],
      },
    },
  });
}

/** The hostile requests, each with the answer it must have. */
export function hostileRequests(): Hostile[] {
  const deep = nested(1000);
  const lot = "L".repeat(201);
  return [
    ...["/v1/register/lots", "/v1/register/lots/nolot/claims"].flatMap((path): Hostile[] =>
      [1, 2].map((k) => ({
        what: `a list nested 1,000 deep, ${k === 1 ? "once" : "again"}, to POST ${path}`,
        method: "POST",
        path,
        as: "clerk",
        body: deep,
        status: 400,
        problem: "malformed-body",
        names: /"depth"/,
      })),
    ),
    {
      what: "a list nested 1,000 deep to POST /v1/tokens",
      method: "POST",
      path: "/v1/tokens",
      as: "admin",
      body: deep,
      status: 400,
      problem: "malformed-body",
      names: /"depth"/,
    },
    {
      what: "a list nested 1,000 deep inside a lodging's case",
      method: "POST",
      path: "/v1/register/lots?preview=true",
      as: "clerk",
      body: `{"case": {"statute": "dl-vrag", "kind": "find", "facts": ${deep}}}`,
      status: 400,
      problem: "malformed-body",
      names: /"depth"/,
    },
    {
      what: "a case nested 1,000 deep to POST /v1/decide",
      method: "POST",
      path: "/v1/decide",
      body: `{"version": 1, "statute": "dl-vrag", "kind": "find", "facts": ${deep}}`,
      status: 422,
      problem: "invalid-case",
      names: /levels of nesting/,
    },
    {
      what: "a lodging of 300,000 keys",
      method: "POST",
      path: "/v1/register/lots",
      as: "clerk",
      body: manyKeys(300_000),
      status: 400,
      problem: "malformed-body",
      names: /"nodes"/,
    },
    {
      what: "a token made with 300,000 keys",
      method: "POST",
      path: "/v1/tokens",
      as: "admin",
      body: manyKeys(300_000),
      status: 400,
      problem: "malformed-body",
      names: /"nodes"/,
    },
    {
      what: "a lodging with 120,000 unknown fields",
      method: "POST",
      path: "/v1/register/lots?preview=true",
      as: "clerk",
      body: manyKeys(120_000),
      status: 400,
      problem: "invalid-request",
      names: /and 119,990 more unknown fields/,
    },
    {
      what: "a lodging from a case titled with 4,097 characters",
      method: "POST",
      path: "/v1/register/lots?preview=true",
      as: "clerk",
      body: caseTitled(4097),
      status: 400,
      problem: "malformed-body",
      names: /"text"/,
    },
    {
      what: "a lodging from a case titled with 7 MiB",
      method: "POST",
      path: "/v1/register/lots?preview=true",
      as: "clerk",
      body: caseTitled(7 * 1024 * 1024),
      status: 400,
      problem: "malformed-body",
      names: /"text"/,
    },
    {
      what: "a lot lodged with an id of 201 characters",
      method: "POST",
      path: "/v1/register/lots?preview=true",
      as: "clerk",
      body: JSON.stringify({ fields: CASK, id: lot }),
      status: 400,
      problem: "invalid-request",
      names: /at most 200 characters/,
    },
    ...(
      [
        ["GET", `/v1/register/lots/${lot}`],
        ["GET", `/v1/register/lots/${lot}/history`],
        ["DELETE", `/v1/tokens/${"t".repeat(300)}`],
      ] as const
    ).map(
      ([method, path]): Hostile => ({
        what: `${method} ${path.replace(/[^/]{40,}/, (id) => `{an id of ${id.length} characters}`)}`,
        method,
        path,
        as: "admin",
        status: 404,
        problem: "not-found",
        names: /more than 200 characters/,
      }),
    ),
    {
      what: "a claim on a lot whose id has 201 characters",
      method: "POST",
      path: `/v1/register/lots/${lot}/claims`,
      as: "clerk",
      body: JSON.stringify({ claimant: "Hans", date: "1690-08-10" }),
      status: 404,
      problem: "not-found",
      names: /more than 200 characters/,
    },
    {
      what: "a path that is not percent-encoding",
      method: "GET",
      path: "/v1/provisions/%E0%A4%A",
      status: 400,
      problem: "invalid-request",
      names: /percent-encoding/,
    },
  ];
}
