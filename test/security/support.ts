/**
 * What the security tests share: the operations of the OpenAPI document the server
 * publishes (so a route added later is tried without anyone listing it), and a
 * snapshot of every table of a register's store, to show that nothing was written.
 */

import type { Store } from "../../src/registry/store.js";
import type { Running } from "../../src/server/test-support/http.js";

export interface Operation {
  method: "GET" | "POST" | "DELETE" | "PUT" | "PATCH";
  /** As the document writes it: /v1/register/lots/{lot}/claims. */
  path: string;
  summary: string;
  /** The route asks for a bearer token. */
  secured: boolean;
  /** Its path and query parameters. */
  params: { in: string; name: string; schema?: { enum?: string[] } }[];
}

export async function operations(s: Running): Promise<Operation[]> {
  const doc = (await s.call("/openapi.json")).json() as {
    paths: Record<string, Record<string, { summary?: string; security?: unknown[]; parameters?: Operation["params"] }>>;
  };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      out.push({
        method: method.toUpperCase() as Operation["method"],
        path,
        summary: op.summary ?? "",
        secured: Array.isArray(op.security) && op.security.length > 0,
        params: (op.parameters ?? []).map((p) => ({
          in: p.in,
          name: p.name,
          ...(p.schema ? { schema: p.schema } : {}),
        })),
      });
    }
  }
  return out;
}

/** Every row of every table of the store (the migrations' own tables too), in a fixed order. */
export async function snapshot(store: Store): Promise<Record<string, string[]>> {
  const tables = await store.db.introspection.getTables({ withInternalKyselyTables: true });
  const out: Record<string, string[]> = {};
  for (const t of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = await store.db
      // biome-ignore lint/suspicious/noExplicitAny: every table, by the name the store gives
      .selectFrom(t.name as any)
      .selectAll()
      .execute();
    out[t.name] = rows.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort();
  }
  return out;
}

/** A small seeded generator (mulberry32), so a failing run can be repeated from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SEED = Number(process.env.SEALAW_SECURITY_SEED ?? 17);
