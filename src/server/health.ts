/**
 * Liveness and readiness. /healthz says the process answers; /readyz says it can
 * do its work: the register's store answers a read of the journal's head. Neither
 * counts against the rate limit.
 */

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { Register } from "../registry/register.js";
import { SEALAW_VERSION } from "../version.js";
import type { Settings } from "./options.js";
import { HttpProblem, problemSchema } from "./problems.js";

export function healthRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/healthz",
      {
        config: { rateLimit: false },
        schema: {
          tags: ["health"],
          summary: "The process is alive",
          response: { 200: z.object({ status: z.literal("ok"), version: z.string() }) },
        },
      },
      async () => ({ status: "ok" as const, version: SEALAW_VERSION }),
    );
    r.get(
      "/readyz",
      {
        config: { rateLimit: false },
        schema: {
          tags: ["health"],
          summary: "The service is ready: the register's store answers",
          response: {
            200: z.object({
              status: z.literal("ready"),
              store: z.object({ dialect: z.string(), entries: z.number() }),
            }),
            default: problemSchema,
          },
        },
      },
      async (req) => {
        try {
          const head = await new Register(s.store).head();
          return { status: "ready" as const, store: { dialect: s.store.dialect, entries: head.seq } };
        } catch (e) {
          req.log.warn({ err: e }, "the store does not answer");
          throw new HttpProblem("unavailable", `the register's store (${s.store.dialect}) does not answer`);
        }
      },
    );
  };
}
