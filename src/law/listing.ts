/**
 * What the statutes offer, listed for a reader: the statutes themselves, their
 * provisions with the language of each original, their readings (each with the
 * statutes that use it), and the JSON Schema of a case file of each kind, with the
 * statutes that decide that kind. The CLI, the HTTP API and through it the pages all
 * take these lists from here.
 */

import { z } from "zod";
import { caseSchemaWith, envelopeSchema } from "../cases/envelope.js";
import { findKind, KINDS } from "../cases/kinds/index.js";
import { inLanguage, type Lang, phrases } from "../core/messages.js";
import { allReadings, STATUTES } from "./index.js";
import type { ProvisionListing, ReadingListing, StatuteListing } from "./listed.js";
import type { AnyKind } from "./statute.js";
import { getProvision, listStatuteTexts, loadAllProvisions } from "./texts.js";

export type { ProvisionListing, ReadingListing, StatuteListing } from "./listed.js";

/** The statutes, in the order their provisions are listed. */
export async function listStatutes(): Promise<StatuteListing[]> {
  const texts = await listStatuteTexts();
  return texts.map((t) => ({
    id: t.id,
    title: t.title,
    language: t.originalLanguage,
    provisions: t.provisionCount,
    kinds: STATUTES.find((s) => s.id === t.id)?.kinds.map((k) => k.kind) ?? [],
  }));
}

async function languages(): Promise<Map<string, string>> {
  return new Map((await listStatuteTexts()).map((t) => [t.id, t.originalLanguage]));
}

/** Every provision, in order, each with its original's language. */
export async function listProvisions(statute?: string): Promise<ProvisionListing[]> {
  const lang = await languages();
  return (await loadAllProvisions())
    .filter((p) => statute === undefined || p.statute === statute)
    .map((p) => ({ ...p, language: lang.get(p.statute) as string }));
}

/** One provision by id, with its original's language; throws ProvisionNotFoundError when there is none. */
export async function provisionToRead(id: string): Promise<ProvisionListing> {
  const p = await getProvision(id);
  return { ...p, language: (await languages()).get(p.statute) as string };
}

function usageError(message: string): Error {
  const e = new Error(message);
  e.name = "UsageError";
  return e;
}

/** The readings of one statute, or of all, with the statutes that use each. */
export function listReadings(statute?: string): ReadingListing[] {
  if (statute !== undefined && !STATUTES.some((s) => s.id === statute)) {
    throw usageError(`unknown statute "${statute}"; known: ${STATUTES.map((s) => s.id).join(", ")}`);
  }
  return allReadings()
    .map((r) => ({
      ...r,
      statutes: STATUTES.filter((s) => s.readings.some((x) => x.name === r.name)).map((s) => s.id),
    }))
    .filter((r) => statute === undefined || r.statutes.includes(statute));
}

const say = phrases("law/listing", {
  provisions: "provisions: {provisions}",
  note: "note: {note}",
  legend: "* = default. Override with --reading NAME=CODE (or NAME=slug), or under `readings:` in the case file.",
});

/** The readings as text, in `lang`: each question and alternative through its message (core/reading.ts). */
export function renderReadings(list: readonly ReadingListing[], lang: Lang = "en"): string {
  const out: string[] = [];
  for (const r of list) {
    out.push(`${r.name}  [${r.question}]  ${inLanguage(lang, r.title)}`);
    out.push(`  ${say.provisions.in(lang, { provisions: r.provisions.join(", ") })}`);
    for (const a of r.alternatives) {
      out.push(`  ${a.code === r.default ? "*" : " "} ${a.code} ${a.slug} — ${inLanguage(lang, a.label)}`);
    }
    if (r.note) out.push(`  ${say.note.in(lang, { note: r.note })}`);
    out.push("");
  }
  out.push(say.legend.in(lang));
  return out.join("\n");
}

/**
 * JSON Schema of a case file of one kind, or of the envelope when no kind is given.
 * With a statute: that statute's own schema of the kind, without the fields of a
 * shared format its rules never read. A kind several statutes decide, asked without
 * one, says which they are and how to ask for each one's own.
 */
export function caseJsonSchema(kind?: string, statute?: string): unknown {
  const statutes = STATUTES.map((s) => s.id);
  if (kind === undefined) {
    if (statute !== undefined) throw usageError("a statute is given with a kind: the envelope is the same for all");
    return z.toJSONSchema(envelopeSchema, { io: "input", unrepresentable: "any" });
  }
  const k = findKind(kind);
  if (!k) throw usageError(`unknown case kind "${kind}"; known: ${KINDS.map((x) => x.kind).join(", ")}`);
  const usable = STATUTES.filter((s) => s.kinds.some((h) => h.kind === kind)).map((s) => s.id);
  if (statute !== undefined) {
    const s = STATUTES.find((x) => x.id === statute);
    if (!s) throw usageError(`unknown statute "${statute}"; known: ${statutes.join(", ")}`);
    const handler = s.kinds.find((h) => h.kind === kind);
    if (!handler) {
      throw usageError(
        `${statute} does not decide cases of kind "${kind}"; ${usable.length ? `${usable.join(" and ")} ${usable.length === 1 ? "does" : "do"}` : "no statute does"}`,
      );
    }
    const out = z.toJSONSchema(caseSchemaWith(k.jsonSchema, kind, [statute]), {
      io: "input",
      unrepresentable: "any",
    }) as JsonSchema;
    const own = questionsOf(out, statute) as JsonSchema;
    const props = own.properties as Record<string, unknown>;
    let facts = props.facts;
    for (const path of handler.omits ?? []) facts = without(facts, own, path.replace(/\[\]/g, ".[]").split("."));
    return { ...own, properties: { ...props, facts } };
  }
  const out = z.toJSONSchema(caseSchemaWith(k.jsonSchema, kind, usable.length ? usable : statutes), {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  if (usable.length < 2) return out;
  return {
    ...out,
    description: `A case of kind "${kind}" is decided by ${usable.join(" and ")}, each reading its own part of these facts: \`sealaw schema ${kind} --statute ID\` (GET /v1/schema/${kind}?statute=ID) gives each one's own.`,
  };
}

/**
 * The schema `node` with the field at `segs` taken out ("items", "[]", "damaged"),
 * copying what it changes: a named definition it passes through is copied in place,
 * so that other uses of it keep the field.
 */
function without(node: unknown, root: JsonSchema, segs: readonly string[]): unknown {
  if (node === null || typeof node !== "object") return node;
  let n = { ...(node as JsonSchema) };
  const ref = n.$ref;
  if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
    const { $ref: _r, ...rest } = n;
    n = { ...((root.$defs as Record<string, JsonSchema> | undefined)?.[ref.slice(8)] ?? {}), ...rest };
  }
  if (Array.isArray(n.anyOf)) {
    n.anyOf = n.anyOf.map((b) => without(b, root, segs));
    return n;
  }
  const [head, ...rest] = segs;
  if (head === undefined) return n;
  if (head === "[]") {
    if (n.items !== undefined) n.items = without(n.items, root, rest);
    return n;
  }
  const props = n.properties as Record<string, unknown> | undefined;
  if (!props || !Object.hasOwn(props, head)) return n;
  if (rest.length === 0) {
    const { [head]: _gone, ...kept } = props;
    n.properties = kept;
    return n;
  }
  n.properties = { ...props, [head]: without(props[head], root, rest) };
  return n;
}

/**
 * A schema with each field's question as one statute asks it. A field of a kind
 * several statutes decide may carry, beside its `question`, a `questionBy` of
 * statute id -> the question in that statute's terms ("Did {who} refuse to help
 * salvage?" where the Danish Law reads `refused` of a salvor, not of one told of a
 * pilotage): the statute's own question replaces the shared one, and `questionBy`
 * is dropped. Without a statute (the merged schema of a shared kind) both stand.
 */
export function questionsOf(node: unknown, statute: string): unknown {
  if (Array.isArray(node)) return node.map((x) => questionsOf(x, statute));
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) if (k !== "questionBy") out[k] = questionsOf(v, statute);
  const by = (node as JsonSchema).questionBy;
  const own = by !== null && typeof by === "object" ? (by as Record<string, unknown>)[statute] : undefined;
  if (typeof own === "string") out.question = own;
  return out;
}

/** A plain JSON Schema, as the walkers over a case's facts read it. */
export type JsonSchema = Record<string, unknown>;

const FACTS_SCHEMAS = new WeakMap<AnyKind, JsonSchema>();

/**
 * The JSON Schema of one kind's facts as its statute reads it (made once per
 * kind): each field's question is the statute's own (questionsOf).
 */
export function factsJsonSchema(handler: AnyKind): JsonSchema {
  let s = FACTS_SCHEMAS.get(handler);
  if (s === undefined) {
    const shared = z.toJSONSchema(handler.jsonSchema, { io: "input", unrepresentable: "any" }) as JsonSchema;
    const statute = STATUTES.find((x) => x.kinds.includes(handler))?.id;
    s = statute === undefined ? shared : (questionsOf(shared, statute) as JsonSchema);
    FACTS_SCHEMAS.set(handler, s);
  }
  return s;
}
