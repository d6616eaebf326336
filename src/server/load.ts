/**
 * The HTTP API's server, loaded on first use so that deciding a case never loads
 * Fastify.
 *
 *   const { startServer } = await loadServer();
 *   await startServer({ store: await (await loadRegister()).openStore(), port: 8080 });
 */
export function loadServer(): Promise<typeof import("./index.js")> {
  return import("./index.js");
}
