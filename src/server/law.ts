/**
 * The law, read-only and open to all: the provisions (original and English), the
 * readings, the JSON Schema of a case file, and the shipped examples.
 */

import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { KINDS } from "../cases/kinds/index.js";
import type { Determination } from "../core/determination.js";
import { determinationJsonSchema } from "../core/determination-schema.js";
import { decideText } from "../engine/text.js";
import { allRules, rulesFor, STATUTES } from "../law/index.js";
import { caseJsonSchema, listProvisions, listReadings, listStatutes, provisionToRead } from "../law/listing.js";
import { TEXT_STATUTE_IDS } from "../law/texts.js";
import { formatQuery } from "./bodies.js";
import { langQuery, languageOf, reportIn } from "./language.js";
import { described, HttpProblem, problemSchema } from "./problems.js";

const provisionSchema = described(
  z
    .looseObject({ id: z.string(), statute: z.string(), title: z.string(), language: z.string() })
    .describe(
      "a provision: its id, statute, title, the original words, the language of the original (de, da) and the English translation",
    ),
);

const exampleInfo = z.object({
  name: z.string().describe('statute folder and file name without .yaml: "borkum-1666/salvage-inside-reefs"'),
  statute: z.string(),
  title: z.string().optional(),
  kind: z.string().optional(),
  provisions: z
    .array(z.string())
    .describe("the provisions its determination cites (empty when the example is one the law refuses)"),
});

/**
 * What each example is about: its kind and the provisions its determination cites,
 * found by deciding it once (the first listing pays for it; the folder does not
 * change while the server runs).
 */
interface ExampleFacts {
  kind?: string;
  provisions: string[];
}
const exampleFacts = new Map<string, ExampleFacts>();
/** The rules that gave their value in each example's determination, by file. */
const exampleRules = new Map<string, ReadonlySet<string>>();
function factsOf(file: string, text: string): ExampleFacts {
  const known = exampleFacts.get(file);
  if (known) return known;
  let facts: ExampleFacts = { provisions: [] };
  exampleRules.set(file, new Set());
  try {
    const d = decideText(text);
    facts = { kind: d.kind, provisions: provisionsNamedIn(d) };
    exampleRules.set(file, appliedRulesOf(d));
  } catch {
    const kind = /^kind:\s*([\w-]+)/m.exec(text)?.[1];
    facts = { ...(kind ? { kind } : {}), provisions: [] };
  }
  exampleFacts.set(file, facts);
  return facts;
}

/** Every provision a determination names, in the statute's order. */
function provisionsNamedIn(d: Determination): string[] {
  const seen = new Set<string>();
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) visit(y);
    else if (x && typeof x === "object") {
      for (const [k, v] of Object.entries(x)) {
        if (k === "provisions" && Array.isArray(v)) {
          for (const id of v) if (typeof id === "string") seen.add(id);
        } else visit(v);
      }
    }
  };
  visit(d);
  return [...seen].sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/** The ids of the rules whose step in a determination says they applied. */
function appliedRulesOf(d: Determination): Set<string> {
  const out = new Set<string>();
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) for (const y of x) visit(y);
    else if (x && typeof x === "object") {
      const o = x as Record<string, unknown>;
      if (typeof o.rule === "string" && o.status === "applied") out.add(o.rule);
      for (const v of Object.values(o)) visit(v);
    }
  };
  visit(d);
  return out;
}

/**
 * For each rule id, the shipped examples in which it applied, in the examples'
 * order: every example is decided once (the same cache as the listing's).
 */
async function examplesByRule(dir: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const f of await exampleFiles(dir)) {
    if (!exampleRules.has(f.file)) factsOf(f.file, await readFile(f.file, "utf8"));
    for (const id of exampleRules.get(f.file) ?? []) {
      const list = out.get(id);
      if (list) list.push(f.name);
      else out.set(id, [f.name]);
    }
  }
  return out;
}

async function exampleFiles(dir: string): Promise<{ name: string; statute: string; file: string }[]> {
  const out: { name: string; statute: string; file: string }[] = [];
  const folders = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  for (const statute of folders.sort()) {
    for (const f of (await readdir(join(dir, statute))).filter((x) => x.endsWith(".yaml")).sort()) {
      out.push({ name: `${statute}/${f.slice(0, -5)}`, statute, file: join(dir, statute, f) });
    }
  }
  return out;
}

function titleOf(text: string): string | undefined {
  const m = /^title:\s*(.+)$/m.exec(text);
  if (!m) return undefined;
  const t = (m[1] as string).replace(/\s+#.*$/, "").trim();
  return t.replace(/^"(.*)"$/, "$1").replace(/^'(.*)'$/, "$1");
}

/** How long a client may keep an answer of the law's: it changes only with sealaw's version. */
export const LAW_CACHE_CONTROL = "public, max-age=3600";

/** Whether an If-None-Match names an entity tag (weak or strong: a GET compares them weakly), or is "*". */
function namesTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === tag);
}

/** A provision's id as a path gives it: "borkum-1666~6.3" (a ~ for the slash, which no client encodes) or "borkum-1666/6.3". */
export function provisionIdOf(param: string): string {
  return param.includes("/") ? param : param.replace("~", "/");
}

export function lawRoutes(examplesDir: string) {
  return async (app: FastifyInstance): Promise<void> => {
    // The law does not change while the server runs: each answer has a tag of its
    // bytes, may be kept for a while, and a request that names the tag it holds is
    // answered 304 with no body.
    app.addHook("onSend", async (req, reply, payload) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || reply.statusCode !== 200 || typeof payload !== "string")
        return payload;
      const tag = `"${createHash("sha256").update(payload).digest("base64url").slice(0, 32)}"`;
      reply.header("etag", tag);
      reply.header("cache-control", LAW_CACHE_CONTROL);
      const given = req.headers["if-none-match"];
      if (!namesTag(typeof given === "string" ? given : undefined, tag)) return payload;
      reply.code(304);
      return "";
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = { default: problemSchema };

    r.get(
      "/v1/provisions",
      {
        config: { notFoundByQuery: true },
        schema: {
          tags: ["law"],
          summary: "The provisions: all, or one statute's (as `sealaw provisions --json`)",
          querystring: z.object({ statute: z.string().optional() }),
          response: { 200: z.array(provisionSchema), ...errors },
        },
      },
      async (req) => {
        const all = await listProvisions();
        const statute = req.query.statute;
        if (statute === undefined) return all;
        const list = all.filter((p) => p.statute === statute);
        if (list.length === 0) {
          const ids = [...new Set(all.map((p) => p.statute))];
          throw new HttpProblem("not-found", `unknown statute "${statute}"; known: ${ids.join(", ")}`);
        }
        return list;
      },
    );

    r.get(
      "/v1/provisions/:id",
      {
        schema: {
          tags: ["law"],
          summary:
            "One provision, original and English, with the rules that implement it (as `sealaw provisions ID --json`), each with the shipped examples in which it applied and, for each exception, its label and provisions (an exception may be another provision's rule)",
          description:
            "The id has a slash (borkum-1666/6.3): put it in the path with a ~ for the slash, borkum-1666~6.3, which no client needs to encode, or percent-encoded, borkum-1666%2F6.3.",
          params: z.object({
            id: z
              .string()
              .min(1)
              .describe(
                'the provision\'s id with a ~ for its slash ("borkum-1666~6.3"), or with the slash percent-encoded',
              ),
          }),
          querystring: z.object({ lang: langQuery }),
          response: { 200: provisionSchema, ...errors },
        },
        config: { speaks: true },
      },
      async (req, reply) => {
        const p = await provisionToRead(provisionIdOf(req.params.id));
        const byRule = await examplesByRule(examplesDir);
        const rules = new Map(allRules().map((r) => [r.id, r]));
        // The rules' labels are said in the language; the provision's own words stay as the law has them.
        const lang = languageOf(req, reply);
        return {
          ...p,
          rules: reportIn(
            lang,
            rulesFor(p.id).map((r) => ({
              ...r,
              examples: byRule.get(r.id) ?? [],
              exceptionRules: r.exceptions.map((x) => ({
                id: x,
                label: rules.get(x)?.label ?? x,
                provisions: rules.get(x)?.provisions ?? [],
              })),
            })),
          ),
        };
      },
    );

    r.get(
      "/v1/statutes",
      {
        schema: {
          tags: ["law"],
          summary: "The statutes: id, title, the language of the original, how many provisions, the kinds each decides",
          response: {
            200: described(
              z.array(
                z.object({
                  id: z.string(),
                  title: z.string(),
                  language: z.string(),
                  provisions: z.number(),
                  kinds: z.array(z.string()),
                }),
              ),
            ),
            ...errors,
          },
        },
      },
      async () => listStatutes(),
    );

    r.get(
      "/v1/readings",
      {
        schema: {
          tags: ["law"],
          summary: "The readings: contested interpretations, alternatives and defaults (as `sealaw readings --json`)",
          querystring: z.object({ statute: z.string().optional(), lang: langQuery }),
          response: { 200: described(z.array(z.looseObject({ name: z.string(), default: z.string() }))), ...errors },
        },
        config: { notFoundByQuery: true, speaks: true },
      },
      async (req, reply) => {
        const statute = req.query.statute;
        if (statute !== undefined && !(TEXT_STATUTE_IDS as readonly string[]).includes(statute)) {
          throw new HttpProblem("not-found", `unknown statute "${statute}"; known: ${TEXT_STATUTE_IDS.join(", ")}`);
        }
        return reportIn(languageOf(req, reply), listReadings(statute));
      },
    );

    r.get(
      "/v1/schema/:kind",
      {
        config: { notFoundByQuery: true },
        schema: {
          tags: ["law"],
          summary:
            "The JSON Schema of a case file of a kind; `envelope` for the common part; `determination` for what POST /v1/decide answers",
          params: z.object({ kind: z.string().min(1) }),
          querystring: z.object({
            statute: z
              .string()
              .optional()
              .describe(
                "For a kind several statutes decide (salvage, wreck): that statute's own schema, with only the facts its rules read",
              ),
            format: formatQuery.describe(
              "For `determination`: the schema of format 2 (the default) or of format 1; a case file has one form",
            ),
          }),
          response: { 200: described(z.looseObject({}).describe("a JSON Schema (draft 2020-12)")), ...errors },
        },
      },
      async (req) => {
        const kind = req.params.kind;
        if (kind === "determination") return determinationJsonSchema(req.query.format ?? 2) as Record<string, unknown>;
        if (kind !== "envelope" && !KINDS.some((k) => k.kind === kind)) {
          throw new HttpProblem(
            "not-found",
            `unknown case kind "${kind}"; known: envelope, determination, ${KINDS.map((k) => k.kind).join(", ")}`,
          );
        }
        const statute = req.query.statute;
        if (statute !== undefined) {
          // The envelope is the same for every statute: a known one gets it as it is.
          if (!STATUTES.some((s) => s.id === statute))
            throw new HttpProblem(
              "not-found",
              `unknown statute "${statute}"; known: ${STATUTES.map((s) => s.id).join(", ")}`,
            );
          if (kind !== "envelope" && !STATUTES.some((s) => s.id === statute && s.kinds.some((h) => h.kind === kind)))
            throw new HttpProblem("not-found", `${statute} does not decide cases of kind "${kind}"`);
        }
        return (kind === "envelope" ? caseJsonSchema() : caseJsonSchema(kind, statute)) as Record<string, unknown>;
      },
    );

    r.get(
      "/v1/examples",
      {
        schema: {
          tags: ["law"],
          summary: "The shipped example cases",
          response: { 200: z.array(exampleInfo), ...errors },
        },
      },
      async () => {
        const files = await exampleFiles(examplesDir);
        return Promise.all(
          files.map(async (f) => {
            const text = await readFile(f.file, "utf8");
            const title = titleOf(text);
            const facts = factsOf(f.file, text);
            return { name: f.name, statute: f.statute, ...(title ? { title } : {}), ...facts };
          }),
        );
      },
    );

    r.get(
      "/v1/examples/:statute/:name",
      {
        config: { produces: ["application/yaml"] },
        schema: {
          tags: ["law"],
          summary: "One example case file, as YAML",
          params: z.object({ statute: z.string().min(1), name: z.string().min(1) }),
          response: { 200: described(z.string().describe("the case file (application/yaml)")), ...errors },
        },
      },
      async (req, reply) => {
        const name = `${req.params.statute}/${req.params.name.replace(/\.yaml$/, "")}`;
        const f = (await exampleFiles(examplesDir)).find((x) => x.name === name);
        if (!f) throw new HttpProblem("not-found", `no example "${name}"; GET /v1/examples lists them`);
        const text = await readFile(f.file, "utf8");
        return reply
          .type("application/yaml; charset=utf-8")
          .serializer((s: unknown) => String(s))
          .send(text);
      },
    );
  };
}
