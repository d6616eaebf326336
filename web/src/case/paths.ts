/**
 * Pure helpers of the case builder: reading and writing a value at a question's
 * path ("facts.people[2].roles") in a case, finding the field an error belongs
 * to, naming a new list entry, and reading the text of an answer. No law here:
 * which facts matter, and whether a value is right, is the server's to say.
 */

export type Seg = string | number;

/** "facts.people[2].roles" → ["facts", "people", 2, "roles"]. */
export function parsePath(path: string): Seg[] {
  const out: Seg[] = [];
  const re = /([^.[\]]+)|\[(\d+)\]/g;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m[2] !== undefined) out.push(Number(m[2]));
    else out.push(m[1] as string);
  }
  return out;
}

/** ["facts", "people", 2, "roles"] → "facts.people[2].roles". */
export function pathText(segs: readonly Seg[]): string {
  let s = "";
  for (const x of segs) s += typeof x === "number" ? `[${x}]` : s === "" ? x : `.${x}`;
  return s;
}

/** The path of the mapping or list entry that holds `path`: "facts.people[2].roles" → "facts.people[2]". */
export function parentPath(path: string): string {
  return pathText(parsePath(path).slice(0, -1));
}

/** Is `path` inside `outer` (or `outer` itself)? */
export function within(path: string, outer: string): boolean {
  return path === outer || path.startsWith(`${outer}.`) || path.startsWith(`${outer}[`);
}

export function getAt(data: unknown, path: string): unknown {
  let v: unknown = data;
  for (const s of parsePath(path)) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string, unknown>)[s as string];
  }
  return v;
}

function copy(v: unknown, next: Seg): Record<string, unknown> | unknown[] {
  if (Array.isArray(v)) return [...v];
  if (v !== null && typeof v === "object") return { ...(v as Record<string, unknown>) };
  return typeof next === "number" ? [] : {};
}

/** A copy of `data` with `value` at `path`, making the mappings and lists on the way. */
export function setAt<T>(data: T, path: string, value: unknown): T {
  const segs = parsePath(path);
  if (segs.length === 0) return value as T;
  const put = (v: unknown, i: number): unknown => {
    const s = segs[i] as Seg;
    const c = copy(v, s) as Record<string, unknown>;
    c[s as string] = i === segs.length - 1 ? value : put(c[s as string], i + 1);
    return c;
  };
  return put(data, 0) as T;
}

/** A copy of `data` without what is at `path`: a key is left out, a list entry taken out. */
export function unsetAt<T>(data: T, path: string): T {
  const segs = parsePath(path);
  if (segs.length === 0) return data;
  const take = (v: unknown, i: number): unknown => {
    if (v === null || typeof v !== "object") return v;
    const s = segs[i] as Seg;
    const c = copy(v, s);
    if (i === segs.length - 1) {
      if (Array.isArray(c)) {
        if (typeof s === "number") c.splice(s, 1);
      } else delete c[s as string];
      return c;
    }
    const inner = (c as Record<string, unknown>)[s as string];
    if (inner === undefined) return v;
    (c as Record<string, unknown>)[s as string] = take(inner, i + 1);
    return c;
  };
  return take(data, 0) as T;
}

/**
 * The field an error's path belongs to: the longest of `fields` that is the
 * error's path or holds it ("facts.people[0].roles[1]" → "facts.people[0].roles").
 */
export function fieldFor(errorPath: string, fields: Iterable<string>): string | undefined {
  let best: string | undefined;
  for (const f of fields) if (within(errorPath, f) && (best === undefined || f.length > best.length)) best = f;
  return best;
}

/** Every id given anywhere in the case (entries of every list). */
export function idsIn(data: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(data)) for (const x of data) idsIn(x, out);
  else if (data !== null && typeof data === "object") {
    for (const [k, v] of Object.entries(data)) {
      if (k === "id" && typeof v === "string") out.add(v);
      else idsIn(v, out);
    }
  }
  return out;
}

/**
 * The names the case gives its entries, by id (people, ships, goods: whatever has an
 * id and a name), for a choice among them shown in words; a name two entries share
 * keeps its id beside it, so that the two can be told apart.
 */
export function entryNames(data: unknown): Map<string, string> {
  const found: [string, string][] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v !== null && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.id === "string" && o.id && typeof o.name === "string" && o.name.trim())
        found.push([o.id, o.name.trim()]);
      for (const x of Object.values(o)) walk(x);
    }
  };
  walk(data);
  const count = new Map<string, number>();
  for (const [, name] of found) count.set(name, (count.get(name) ?? 0) + 1);
  return new Map(found.map(([id, name]) => [id, (count.get(name) ?? 0) > 1 ? `${name} (${id})` : name]));
}

/** A list's name for one of its entries, as an id's stem: people → person, ships → ship, cargo → cargo. */
export function singular(list: string): string {
  if (list === "people") return "person";
  if (/ies$/.test(list)) return list.replace(/ies$/, "y");
  if (/(ches|shes|sses)$/.test(list)) return list.replace(/es$/, "");
  return list.replace(/s$/, "");
}

/** A new id for an entry of the list at `listPath`, used nowhere in the case: "person-3". */
export function newEntryId(data: unknown, listPath: string): string {
  const segs = parsePath(listPath);
  const stem = singular(String(segs[segs.length - 1] ?? "entry")).replace(/[^A-Za-z0-9_.-]/g, "-");
  const used = idsIn(data);
  const list = getAt(data, listPath);
  let n = (Array.isArray(list) ? list.length : 0) + 1;
  while (used.has(`${stem}-${n}`)) n++;
  return `${stem}-${n}`;
}

/**
 * The details at `path` as first opened: `seed` (the question's default), with an
 * id when the format gives the mapping one (the ship: "ship-1"), so that nobody
 * is asked to make up an id; the name is what people give.
 */
export function newDetails(
  root: SchemaNode | undefined,
  data: unknown,
  path: string,
  seed: Record<string, unknown>,
): Record<string, unknown> {
  if (seed.id !== undefined || !schemaAt(root, path)?.properties?.id) return seed;
  const segs = parsePath(path);
  const stem = singular(String(segs[segs.length - 1] ?? "entry")).replace(/[^A-Za-z0-9_.-]/g, "-");
  const used = idsIn(data);
  let n = 1;
  while (used.has(`${stem}-${n}`)) n++;
  return { id: `${stem}-${n}`, ...seed };
}

/** A JSON Schema fragment, as much of one as the builder reads. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  [k: string]: unknown;
}

function objectBranch(s: SchemaNode | undefined): SchemaNode | undefined {
  if (!s) return undefined;
  if (s.properties || s.items) return s;
  for (const b of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const o = objectBranch(b);
    if (o) return o;
  }
  return s;
}

/** The schema of what stands at `path` in a case of the kind whose schema is `root`. */
export function schemaAt(root: SchemaNode | undefined, path: string): SchemaNode | undefined {
  let s = objectBranch(root);
  for (const seg of parsePath(path)) {
    if (!s) return undefined;
    s = objectBranch(typeof seg === "number" ? s.items : s.properties?.[seg]);
  }
  return s;
}

/** Is the fact at `path` one the case format requires (of its mapping)? */
export function isRequired(root: SchemaNode | undefined, path: string): boolean {
  const segs = parsePath(path);
  const last = segs[segs.length - 1];
  if (typeof last !== "string") return false;
  const parent = schemaAt(root, pathText(segs.slice(0, -1)));
  return parent?.required?.includes(last) ?? false;
}

/** A new, empty entry for the list at `listPath`: with an id when the format gives its entries one. */
export function newEntry(root: SchemaNode | undefined, data: unknown, listPath: string): Record<string, unknown> {
  const item = schemaAt(root, `${listPath}[0]`);
  return item?.properties?.id ? { id: newEntryId(data, listPath) } : {};
}

/**
 * What an amount or number field writes into the case: a plain number as a
 * number (the format wants a count as a number), anything else ("12 rtl 3 st",
 * "3/4") as the text typed, for the server to judge; nothing for an empty field.
 */
export function figureValue(text: string, type: "amount" | "number"): unknown {
  const s = text.trim();
  if (s === "") return undefined;
  if (type === "amount" ? /^\d+$/.test(s) : /^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  return text;
}

/** KEY: VALUE lines → a mapping (lines without a colon are left out). */
export function parseMapping(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const k = line.slice(0, i).trim();
    if (k) out[k] = line.slice(i + 1).trim();
  }
  return out;
}

export function formatMapping(v: unknown): string {
  if (!v || typeof v !== "object" || Array.isArray(v)) return "";
  return Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${k}: ${String(x)}`)
    .join("\n");
}

/** A value of the case format as words: inside_reefs → "inside reefs". */
export function humanize(v: string): string {
  return v.replace(/_/g, " ");
}

/** A file name for the case: its title or statute and kind, in plain letters. */
export function fileName(c: { title?: unknown; statute?: unknown; kind?: unknown }, ext: string): string {
  const base = typeof c.title === "string" && c.title.trim() ? c.title : `${String(c.statute)}-${String(c.kind)}`;
  const slug = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "case"}.${ext}`;
}

/** Where a parse error is, for a message: the line of a YAML error or a JSON one, if the parser gives it. */
export function errorLine(e: unknown, text: string): number | undefined {
  const err = e as { linePos?: { line: number }[]; message?: string };
  if (err?.linePos?.[0]?.line) return err.linePos[0].line;
  const m = /line (\d+)/i.exec(err?.message ?? "");
  if (m) return Number(m[1]);
  const p = /position (\d+)/i.exec(err?.message ?? "");
  if (p) return text.slice(0, Number(p[1])).split("\n").length;
  return undefined;
}
