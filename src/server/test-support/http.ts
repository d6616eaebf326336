/** A server on a loopback port (port 0: any free one) for the HTTP tests, and a small way to call it. */

import { Writable } from "node:stream";
import type { Store } from "../../registry/store.js";
import { buildServer } from "../app.js";
import type { ServerOptions } from "../options.js";

export interface Running {
  url: string;
  /** The log lines written, parsed. */
  logs: Record<string, unknown>[];
  call(path: string, init?: RequestInit & { token?: string }): Promise<Answer>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  type: string;
  headers: Headers;
  text: string;
  json(): unknown;
}

export async function serve(store: Store, o: Partial<ServerOptions> = {}): Promise<Running> {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n")) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildServer({ store, logger: { level: "info", stream }, rateLimit: false, ...o });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    url,
    logs,
    async call(path, init = {}) {
      const headers = new Headers(init.headers);
      if (init.token) headers.set("authorization", `Bearer ${init.token}`);
      const r = await fetch(`${url}${path}`, { ...init, headers });
      const text = await r.text();
      return {
        status: r.status,
        type: r.headers.get("content-type") ?? "",
        headers: r.headers,
        text,
        json: () => JSON.parse(text),
      };
    },
    close: () => app.close(),
  };
}

/** A JSON body for a POST. */
export function post(body: unknown, token?: string): RequestInit & { token?: string } {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    ...(token ? { token } : {}),
  };
}

/** A case as YAML for a POST. */
export function yaml(text: string, accept?: string): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/yaml", ...(accept ? { accept } : {}) },
    body: text,
  };
}
