/**
 * The statute texts as data: one ProvisionText per provision, with its stable id,
 * the original span (exact characters), the English translation and the notes of
 * the translation file. The data lives in generated modules under src/law/; this
 * module holds the types and the pure functions that work on a list of provisions.
 */

import { editDistance, suggest } from "./suggest.js";

/** A stable provision id: "borkum-1666/6.3", "dl-vrag/14", "dl-averi/23". */
export type ProvisionId = string;

export interface ProvisionText {
  readonly id: ProvisionId;
  /** The statute id: "borkum-1666", "dl-vrag" or "dl-averi". */
  readonly statute: string;
  /**
   * The paragraph: "6" for borkum-1666/6.3, "5" for borkum-1666/5. For the Danish
   * chapters, the number in the id ("14" for dl-vrag/14): the source texts leave out
   * the Code's own article numbers, so this is the project's numbering.
   */
  readonly paragraph: string;
  readonly title: string;
  /** Where the span stands, as the translation file says: "`borkum-1666.de.txt`, §6, line 3." */
  readonly source: string;
  /** The original span, character for character (lines joined by "\n"). */
  readonly original: string;
  /** The English translation (markdown). */
  readonly english: string;
  /** Notes on words (markdown), or "" when the translation file has none. */
  readonly words: string;
  /** Ambiguities (markdown), or "" when the translation file has none. */
  readonly ambiguities: string;
  /** Open questions in RULES.md that the provision raises: ["Q-B01", "Q-B02"]. */
  readonly questions: readonly string[];
}

export interface StatuteText {
  /** "borkum-1666", "dl-vrag", "dl-averi". */
  readonly id: string;
  readonly title: string;
  /** File name of the original text under law-texts/: "borkum-1666.de.txt". */
  readonly originalFile: string;
  /** File name of the English translation under law-texts/: "borkum-1666.en.md". */
  readonly translationFile: string;
  /** Language of the original: "de" or "da". */
  readonly originalLanguage: string;
  /** sha256 (hex) of the original file's bytes. */
  readonly originalSha256: string;
  /** sha256 (hex) of the translation file's bytes. */
  readonly translationSha256: string;
  /** sha256 (hex) over the original's bytes followed by the translation's bytes. */
  readonly textsSha256: string;
  readonly provisionCount: number;
}

export class ProvisionNotFoundError extends Error {
  override name = "ProvisionNotFoundError";
  constructor(
    readonly id: string,
    readonly suggestions: readonly ProvisionId[],
  ) {
    super(
      suggestions.length > 0
        ? `unknown provision "${id}"; did you mean ${orList(suggestions)}?`
        : `unknown provision "${id}"; provision ids look like borkum-1666/6.3, dl-vrag/14 or dl-averi/23`,
    );
  }
}

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** The provision with exactly this id, or undefined. */
export function findProvision(list: readonly ProvisionText[], id: string): ProvisionText | undefined {
  return list.find((p) => p.id === id);
}

/** The provision with exactly this id; throws ProvisionNotFoundError with suggestions. */
export function requireProvision(list: readonly ProvisionText[], id: string): ProvisionText {
  const p = findProvision(list, id);
  if (p === undefined) throw new ProvisionNotFoundError(id, suggestProvisionIds(list, id));
  return p;
}

/** The part of an id after the statute: "6.3" for borkum-1666/6.3. */
function localNumber(p: ProvisionText): string {
  return p.id.slice(p.statute.length + 1);
}

/** "6.3" → [6, 3]; "14" → [14]. */
function numberTuple(n: string): number[] {
  return n.split(".").map((x) => Number.parseInt(x, 10));
}

function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? -1;
    const y = b[i] ?? -1;
    if (x !== y) return x - y;
  }
  return 0;
}

/** The file name of the original, from a Source line: "borkum-1666.de.txt" → "borkum-1666". */
function sourceBase(p: ProvisionText): string | undefined {
  const m = /`([^`]+?)\.[a-z]{2}\.txt`/.exec(p.source);
  return m?.[1]?.toLowerCase();
}

/**
 * Which statutes a typed statute name means: exact ids or original file names
 * first, then names that contain it ("vrag", "borkum", "dl"), then near misses.
 */
function resolveStatutes(name: string, list: readonly ProvisionText[]): string[] {
  const names = new Map<string, string>(); // name → statute id
  for (const p of list) {
    if (!names.has(p.statute)) names.set(p.statute, p.statute);
    const base = sourceBase(p);
    if (base !== undefined && !names.has(base)) names.set(base, p.statute);
  }
  const exact = names.get(name);
  if (exact !== undefined) return [exact];
  const containing = new Set<string>();
  for (const [n, s] of names) if (n.includes(name) || name.includes(n)) containing.add(s);
  if (containing.size > 0) return [...containing];
  const near = new Set<string>();
  for (const n of suggest(name, [...names.keys()], names.size)) near.add(names.get(n) as string);
  return [...near];
}

const SEPARATORS = /^[\s/:#§.,_-]+|[\s/:#§.,_-]+$/g;

/**
 * Provision ids close to `input`, best first, at most `limit`. Understands the
 * ways people mistype ids: a wrong separator ("dl-averi-23"), a bare number
 * ("6.3", "14"), a short statute name ("borkum 6.3", "vrag/14"), a paragraph
 * without its sub-provision ("borkum-1666/6"), a number past the end
 * ("dl-vrag/99" → the last one and near misses), a sub-provision that does not
 * exist ("borkum-1666/6.10" → its neighbours and borkum-1666/6.1).
 */
export function suggestProvisionIds(list: readonly ProvisionText[], input: string, limit = 5): ProvisionId[] {
  const q = input
    .trim()
    .toLowerCase()
    .replace(/§/g, "")
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(SEPARATORS, "");
  if (q === "") return [];
  const byId = findProvision(list, q);
  if (byId !== undefined) return [byId.id];

  const statuteOnly = resolveExactStatute(q, list);
  if (statuteOnly !== undefined) return firstProvisions(list, [statuteOnly], limit);

  const m = /^(.*?)[\s/:#_-]*(\d+(?:\.\d+)?)$/.exec(q);
  if (m === null) {
    // No number: a statute name ("vrag", "borkum") or something else entirely.
    const named = resolveStatutes(q, list);
    if (named.length > 0) return firstProvisions(list, named, limit);
    const ids = list.map((p) => p.id);
    return suggest(q, ids, limit);
  }
  const statutePart = (m[1] ?? "").replace(SEPARATORS, "");
  const number = numberTuple(m[2] as string).join(".");
  const known = [...new Set(list.map((p) => p.statute))];
  let statutes = statutePart === "" ? known : resolveStatutes(statutePart, list);
  if (statutes.length === 0) statutes = known;
  // A dotted number ("6.10") only makes sense in a statute with sub-provisions.
  if (number.includes(".")) {
    const dotted = statutes.filter((s) => list.some((p) => p.statute === s && localNumber(p).includes(".")));
    if (dotted.length > 0) statutes = dotted;
  }
  const inScope = list.filter((p) => statutes.includes(p.statute));

  // Exactly this number, then the sub-provisions of a paragraph of this number.
  const exact = inScope.filter((p) => localNumber(p) === number);
  const ofParagraph = inScope.filter((p) => localNumber(p).startsWith(`${number}.`));
  if (exact.length + ofParagraph.length > 0) return [...exact, ...ofParagraph].slice(0, limit).map((p) => p.id);

  // Otherwise: the neighbours where the number would stand, then near misses.
  const scored = new Map<ProvisionId, number>();
  const add = (id: ProvisionId, score: number) => {
    const old = scored.get(id);
    if (old === undefined || score < old) scored.set(id, score);
  };
  // Near misses (a digit dropped, doubled or mistyped) come after the neighbours,
  // those nearer to where the number would stand first. A one-digit number is one
  // edit from every other one-digit number, so it gets neighbours only.
  const want = numberTuple(number);
  for (const s of statutes) {
    const ps = inScope.filter((p) => p.statute === s);
    const found = ps.findIndex((p) => compareTuples(numberTuple(localNumber(p)), want) > 0);
    const at = found === -1 ? ps.length : found;
    const before = ps[at - 1];
    const after = ps[at];
    if (before !== undefined) add(before.id, 1);
    if (after !== undefined) add(after.id, 1);
    if (number.length < 2) continue;
    ps.forEach((p, k) => {
      const n = localNumber(p);
      const nearness = Math.abs(k - at) / (ps.length + 1);
      if (n.startsWith(number) || number.startsWith(n)) add(p.id, 2 + nearness);
      else if (editDistance(number, n, 1) <= 1) add(p.id, 3 + nearness);
    });
  }
  const order = new Map(list.map((p, i) => [p.id, i]));
  return [...scored]
    .sort((a, b) => a[1] - b[1] || (order.get(a[0]) as number) - (order.get(b[0]) as number))
    .slice(0, limit)
    .map(([id]) => id);
}

/** The first provisions of one statute, or the first provision of each of several. */
function firstProvisions(list: readonly ProvisionText[], statutes: readonly string[], limit: number): ProvisionId[] {
  if (statutes.length === 1) {
    return list
      .filter((p) => p.statute === statutes[0])
      .slice(0, limit)
      .map((p) => p.id);
  }
  const ids: ProvisionId[] = [];
  for (const s of statutes) {
    const first = list.find((p) => p.statute === s);
    if (first !== undefined) ids.push(first.id);
  }
  return ids.slice(0, limit);
}

/** A statute named in full (id or original file name), with no provision number. */
function resolveExactStatute(q: string, list: readonly ProvisionText[]): string | undefined {
  for (const p of list) if (p.statute === q || sourceBase(p) === q) return p.statute;
  return undefined;
}

function section(label: string, markdown: string): string {
  if (markdown === "") return "";
  return markdown.includes("\n") ? `${label}:\n${markdown}` : `${label}: ${markdown}`;
}

/**
 * A provision as a readable text block: id and title, where it stands, the
 * original, the English translation and the ambiguities (with `words: true`, the
 * notes on words too), and the open questions it raises.
 */
export function formatProvision(p: ProvisionText, options: { words?: boolean } = {}): string {
  const parts = [
    `${p.id} — ${p.title}\nSource: ${p.source.replace(/`/g, "")}`,
    `Original:\n${p.original}`,
    `English:\n${p.english}`,
  ];
  if (options.words) parts.push(section("Words", p.words));
  parts.push(section("Ambiguities", p.ambiguities));
  if (p.questions.length > 0) parts.push(`Open questions in RULES.md: ${p.questions.join(", ")}`);
  return `${parts.filter((s) => s !== "").join("\n\n")}\n`;
}
