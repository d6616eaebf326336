/**
 * Tokens over HTTP, for an admin: make one (the token is in the answer, once),
 * list them (never the tokens, only what they stand for), revoke one. The first
 * admin token is made with `sealaw tokens create`.
 */

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createToken, listTokens, ROLES, revokeToken, roleAllows } from "../registry/tokens.js";
import { requireRole } from "./auth.js";
import { readJsonBodies } from "./bodies.js";
import type { Settings } from "./options.js";
import { HttpProblem, problemSchema } from "./problems.js";
import { noPreviewQuery } from "./register.js";
import { strict, text } from "./schemas.js";

export const tokenInfoSchema = z.object({
  id: z.string(),
  actor: z.string(),
  role: z.enum(ROLES),
  created: z.string(),
  revoked: z.string().nullable(),
});

export function tokenRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    readJsonBodies(app, s.limits);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = requireRole(s, "admin");
    const common = { tags: ["tokens"], security: [{ bearer: [] }] };
    const errors = { default: problemSchema };

    r.post(
      "/v1/tokens",
      {
        onRequest: admin,
        schema: {
          ...common,
          summary: "Make a token for an actor in a role (admin); the token is shown this once",
          body: strict({
            actor: text("who the token acts for").regex(/\S/, "who the token acts for: a name, not only spaces"),
            role: z.enum(ROLES),
          }),
          querystring: noPreviewQuery,
          response: { 201: z.object({ token: z.string(), info: tokenInfoSchema }), ...errors },
        },
      },
      async (req, reply) => {
        const made = await createToken(s.store, {
          actor: req.body.actor,
          role: req.body.role,
          ...(s.now ? { now: s.now() } : {}),
        });
        return reply
          .header("location", `/v1/tokens/${encodeURIComponent(made.info.id)}`)
          .code(201)
          .send(made);
      },
    );

    r.get(
      "/v1/tokens",
      {
        onRequest: admin,
        schema: {
          ...common,
          summary: "The tokens made: actor, role, when, revoked (admin)",
          response: { 200: z.array(tokenInfoSchema), ...errors },
        },
      },
      async () => listTokens(s.store),
    );

    r.get(
      "/v1/whoami",
      {
        onRequest: requireRole(s, "clerk"),
        schema: {
          tags: ["tokens"],
          security: [{ bearer: [] }],
          summary: "Whom the bearer token stands for: its actor and role, and the roles that role includes",
          response: {
            200: z.object({ actor: z.string(), role: z.enum(ROLES), includes: z.array(z.enum(ROLES)) }),
            ...errors,
          },
        },
      },
      async (req) => {
        const info = req.caller;
        if (!info) throw new Error("whoami ran without its token check");
        return { actor: info.actor, role: info.role, includes: ROLES.filter((x) => roleAllows(info.role, x)) };
      },
    );

    r.delete(
      "/v1/tokens/:id",
      {
        onRequest: admin,
        schema: {
          ...common,
          summary: "Revoke a token (admin)",
          params: z.object({ id: z.string().min(1) }),
          querystring: noPreviewQuery,
          response: { 200: tokenInfoSchema, ...errors },
        },
      },
      async (req) => {
        if (!(await listTokens(s.store)).some((t) => t.id === req.params.id)) {
          throw new HttpProblem("not-found", `no token has the id "${req.params.id}"; GET /v1/tokens lists them`);
        }
        return revokeToken(s.store, req.params.id, s.now?.());
      },
    );
  };
}
