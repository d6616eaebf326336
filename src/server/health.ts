/**
 * Liveness and readiness. /healthz says the process answers, and whether the
 * register's journal is whole: as the server starts, the whole chain is walked,
 * and a break found then or before any later write (src/registry/guard.ts) makes
 * it "degraded", naming the entry; the server then serves reads only and refuses
 * every write to the register (409 journal-broken). /readyz says it can do its
 * work: the register's store answers a read of the journal's head. Neither counts
 * against the rate limit.
 */

import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { journalState } from "../registry/guard.js";
import { Register } from "../registry/register.js";
import { SEALAW_VERSION } from "../version.js";
import type { Settings } from "./options.js";
import { HttpProblem, problemSchema } from "./problems.js";

export function healthRoutes(s: Settings) {
  return async (app: FastifyInstance): Promise<void> => {
    await walkAtStart(app, s);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/healthz",
      {
        config: { rateLimit: false },
        schema: {
          tags: ["health"],
          summary:
            "The process is alive; degraded when the register's journal is broken, and then it serves reads only",
          response: {
            200: z.object({
              status: z.enum(["ok", "degraded"]),
              version: z.string(),
              journal: z
                .object({
                  intact: z.literal(false),
                  entry: z.number().int().describe("the journal entry that does not match"),
                  problem: z.string().describe("what is wrong with it"),
                })
                .optional()
                .describe("when degraded: the break found in the journal; every write to the register is refused"),
            }),
          },
        },
      },
      async () => {
        const broken = journalState(s.store).broken;
        if (!broken) return { status: "ok" as const, version: SEALAW_VERSION };
        return {
          status: "degraded" as const,
          version: SEALAW_VERSION,
          journal: { intact: false as const, entry: broken.seq, problem: broken.problem },
        };
      },
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

/**
 * Walk the whole chain as the server starts, and say what it found: a break is
 * logged as an error naming the entry, and the server serves reads only. A store
 * that does not answer now is not a reason not to start (/readyz says so); the
 * chain is then walked before the first write.
 */
async function walkAtStart(app: FastifyInstance, s: Settings): Promise<void> {
  let report: Awaited<ReturnType<Register["verify"]>>;
  try {
    report = await new Register(s.store).verify();
  } catch (e) {
    app.log.warn(
      { err: e },
      "the register's journal could not be walked at start; it is walked before the first write",
    );
    return;
  }
  if (report.ok) {
    app.log.info(
      { journal: { intact: true, entries: report.entries } },
      `the journal verifies: ${report.entries} entries`,
    );
    return;
  }
  const b = report.broken;
  app.log.error(
    { journal: { intact: false, entry: b?.seq, problem: b?.problem } },
    `the journal is broken at entry ${b?.seq}: ${b?.problem}; serving reads only: every write to the register is refused (409) until it is mended and the server started again (sealaw register verify names the break)`,
  );
}
