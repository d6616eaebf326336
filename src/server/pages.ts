/**
 * The web pages (web/, built by Vite into dist/web/), served at / with the files
 * under /assets/. The files are read once, when the server starts, into a fixed
 * table: a request is answered from the table or not at all, so no request ever
 * names a file to read. Every page answer carries the pages' security headers: a
 * Content-Security-Policy that allows scripts, styles and requests only from this
 * server and no inline script, no framing by another site, and no MIME sniffing.
 */

import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";

export const PAGES_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

interface PageFile {
  body: Buffer;
  type: string;
  /** Hashed asset names never change their content: they may be kept a year. */
  immutable: boolean;
}

/** Every file under `dir`, by its URL path ("/assets/index-abc.js"); empty when the pages are not built. */
export function loadPages(dir: string): Map<string, PageFile> {
  const files = new Map<string, PageFile>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) {
        const path = `/${relative(dir, full).split(sep).join("/")}`;
        files.set(path, {
          body: readFileSync(full),
          type: TYPES[extname(e.name)] ?? "application/octet-stream",
          immutable: path.startsWith("/assets/"),
        });
      }
    }
  };
  try {
    if (statSync(dir).isDirectory()) walk(dir);
  } catch {
    // not built: the routes below say so
  }
  return files;
}

function securityHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("content-security-policy", PAGES_CSP)
    .header("x-content-type-options", "nosniff")
    .header("x-frame-options", "DENY")
    .header("referrer-policy", "no-referrer")
    .header("cross-origin-opener-policy", "same-origin")
    .header("permissions-policy", "camera=(), microphone=(), geolocation=()");
}

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>sealaw</title>
<h1>The web pages are not built</h1><p>Run <code>npm run build</code> and start the server again.
The HTTP API answers meanwhile: see <a href="/docs">/docs</a>.</p></html>`;

export function pageRoutes(dir: string) {
  return async (app: FastifyInstance): Promise<void> => {
    const files = loadPages(dir);
    const index = files.get("/index.html");
    const send = (reply: FastifyReply, f: PageFile) =>
      securityHeaders(reply)
        .type(f.type)
        .header("cache-control", f.immutable ? "public, max-age=31536000, immutable" : "no-cache")
        .send(f.body);
    const opts = { schema: { hide: true }, config: { rateLimit: false } };
    app.get("/", opts, async (_req, reply) =>
      index ? send(reply, index) : securityHeaders(reply).code(503).type("text/html; charset=utf-8").send(NOT_BUILT),
    );
    for (const [path, f] of files) {
      if (path === "/index.html") continue;
      app.get(path, opts, async (_req, reply) => send(reply, f));
    }
  };
}
