/**
 * Start the server listening, and stop it gracefully: on SIGTERM (or SIGINT) it
 * stops taking connections, finishes the requests in flight, then closes the
 * register's store.
 */

import type { FastifyInstance } from "fastify";
import type { Store } from "../registry/store.js";
import { buildServer } from "./app.js";
import type { ServerOptions } from "./options.js";

export interface Started {
  app: FastifyInstance;
  /** The address it listens on: http://127.0.0.1:8080. */
  address: string;
  /** Stop: finish the requests in flight, then close the store. */
  close(): Promise<void>;
}

export async function startServer(
  o: ServerOptions & { host?: string; port?: number; signals?: boolean; store: Store },
): Promise<Started> {
  const app = await buildServer(o);
  const address = await app.listen({ host: o.host ?? "127.0.0.1", port: o.port ?? 8080 });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await o.store.close();
      }
    })();
    return closing;
  };
  if (o.signals !== false) {
    const stop = (signal: string) => {
      app.log.info({ signal }, "shutting down: finishing the requests in flight");
      close().then(
        () => {
          process.exitCode = process.exitCode ?? 0;
        },
        (e: unknown) => {
          app.log.error({ err: e }, "shutdown failed");
          process.exitCode = 1;
        },
      );
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  }
  return { app, address, close };
}
