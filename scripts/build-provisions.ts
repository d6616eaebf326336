/**
 * Builds the statute texts as data.
 *
 * Reads law-texts/<name>.en.md (the English translations, split into provisions
 * with stable ids) and the originals they quote, checks every quoted span against
 * the original, and writes for each statute:
 *
 *   src/law/<statute>/text.generated.ts       PROVISIONS and STATUTE (loaded lazily)
 *   src/law/<statute>/text-hash.generated.ts  STATUTE_TEXTS_SHA256 (loaded at start-up)
 *
 * Run: npx tsx scripts/build-provisions.ts
 *
 * The parser is strict: a line it does not expect, a quoted span that is not in
 * the original character for character, a Source line that names the wrong line,
 * or original text that no provision quotes, is an error naming file and line.
 * The output depends only on the input files, so the same texts always give
 * byte-identical modules; a test regenerates them in memory and compares.
 */

import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ProvisionText, StatuteText } from "../src/core/provision.js";

export const COMMAND = "npx tsx scripts/build-provisions.ts";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The folder of the law texts, relative to the repository root. */
export const LAW_TEXTS_DIR = "law-texts";

export interface StatuteSource {
  readonly id: string;
  readonly originalFile: string;
  readonly translationFile: string;
  readonly originalLanguage: string;
}

/** The statutes, in the order their provisions are listed. */
export const STATUTE_SOURCES: readonly StatuteSource[] = [
  {
    id: "borkum-1666",
    originalFile: "borkum-1666.de.txt",
    translationFile: "borkum-1666.en.md",
    originalLanguage: "de",
  },
  {
    id: "dl-vrag",
    originalFile: "danske-lov-skibbrud-og-vrag.da.txt",
    translationFile: "danske-lov-skibbrud-og-vrag.en.md",
    originalLanguage: "da",
  },
  {
    id: "dl-averi",
    originalFile: "danske-lov-ulykkelige-kendelser.da.txt",
    translationFile: "danske-lov-ulykkelige-kendelser.en.md",
    originalLanguage: "da",
  },
];

export class LawTextError extends Error {
  override name = "LawTextError";
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}${line > 0 ? `:${line}` : ""}: ${message}`);
  }
}

/** Original text that stands outside every provision but is quoted in the translation file. */
export interface QuotedExtra {
  /** The section heading: "Closing formula (not a provision)". */
  readonly heading: string;
  readonly text: string;
}

export interface ParsedTranslation {
  readonly title: string;
  /** The chapter heading the header names ("Chapter heading (line 1): '...'"), or "". */
  readonly chapterHeading: string;
  readonly provisions: ProvisionText[];
  readonly extras: QuotedExtra[];
}

/** A provision as parsed, with the file line of its heading and its Source line parsed. */
interface RawProvision {
  readonly text: ProvisionText;
  readonly headingLine: number;
  readonly sourceLine: number;
  /** §N in the Source line, if any. */
  readonly sourceParagraph: string | undefined;
  readonly firstLine: number;
  readonly lastLine: number;
  /** §N of the enclosing "## Paragraph N (§N)" section, if any. */
  readonly sectionParagraph: string | undefined;
}

interface Block {
  /** 1-based line number of the block's first line in the file. */
  readonly line: number;
  readonly lines: string[];
}

/** Consecutive non-blank lines, as markdown blocks. */
function blocks(lines: readonly string[], firstLine: number): Block[] {
  const out: Block[] = [];
  let cur: Block | undefined;
  lines.forEach((l, i) => {
    if (l.trim() === "") {
      cur = undefined;
      return;
    }
    if (cur === undefined) {
      cur = { line: firstLine + i, lines: [] };
      out.push(cur);
    }
    cur.lines.push(l);
  });
  return out;
}

const SOURCE_RE = /^`([^`]+)`, (?:§(\d+), )?lines? (\d+)(?:–(\d+))?\.$/;
const QUESTION_RE = /^(Q-[A-Z]\d{2}) \(`[a-z0-9_]+`\)$/;
const LABELS = ["**Translation.**", "**Words.**", "**Ambiguities.**"] as const;
const QUESTIONS_PREFIX = "Open questions in RULES.md: ";

function labelOf(b: Block): (typeof LABELS)[number] | "questions" | undefined {
  const first = b.lines[0] as string;
  if (first.startsWith(QUESTIONS_PREFIX)) return "questions";
  return LABELS.find((l) => first === l || first.startsWith(`${l} `));
}

function parseSource(file: string, line: number, text: string, src: StatuteSource) {
  const m = SOURCE_RE.exec(text);
  if (m === null) throw new LawTextError(file, line, `cannot read Source line: ${text}`);
  if (m[1] !== src.originalFile) throw new LawTextError(file, line, `Source names ${m[1]}, not ${src.originalFile}`);
  const first = Number(m[3]);
  return { paragraph: m[2], first, last: m[4] === undefined ? first : Number(m[4]) };
}

/**
 * Parses one translation file. Pure: checks the structure of the markdown and the
 * consistency of its header, not (yet) the spans against the original.
 */
function parseTranslationFile(
  src: StatuteSource,
  markdown: string,
): { parsed: ParsedTranslation; raw: RawProvision[] } {
  const file = src.translationFile;
  if (markdown.includes("\r")) throw new LawTextError(file, 0, "carriage return in file (expected \\n line endings)");
  const lines = markdown.split("\n");
  const h1 = lines[0] ?? "";
  const titleMatch = /^# (.+) — English translation$/.exec(h1);
  if (titleMatch === null) throw new LawTextError(file, 1, `expected "# <title> — English translation", found: ${h1}`);
  const title = titleMatch[1] as string;

  // Split into sections at "## " and "### " headings.
  const sections: { heading: string; line: number; body: string[] }[] = [];
  let cur = { heading: h1, line: 1, body: [] as string[] };
  sections.push(cur);
  lines.slice(1).forEach((l, i) => {
    if (l.startsWith("## ") || l.startsWith("### ")) {
      cur = { heading: l, line: i + 2, body: [] };
      sections.push(cur);
    } else cur.body.push(l);
  });

  // Header lines before the first "## ".
  const header = sections[0] as (typeof sections)[number];
  let chapterHeading = "";
  let declared: { count: number; first: string; last: string } | undefined;
  let declaredOriginal: string | undefined;
  header.body.forEach((l, i) => {
    const ln = header.line + 1 + i;
    const orig = /^Original: \[`([^`]+)`\]/.exec(l);
    if (orig !== null) declaredOriginal = orig[1];
    const ch = /^Chapter heading \(line 1\): '([^']+)'/.exec(l);
    if (ch !== null) chapterHeading = ch[1] as string;
    const pv = /^Provisions: (\d+), from `([^`]+)` to `([^`]+)`\./.exec(l);
    if (pv !== null) declared = { count: Number(pv[1]), first: pv[2] as string, last: pv[3] as string };
    if (l.startsWith("Original:") && orig === null) throw new LawTextError(file, ln, `cannot read Original line: ${l}`);
    if (l.startsWith("Provisions:") && pv === null)
      throw new LawTextError(file, ln, `cannot read Provisions line: ${l}`);
  });
  if (declaredOriginal !== src.originalFile) {
    throw new LawTextError(
      file,
      0,
      `header names original ${declaredOriginal ?? "(none)"}, expected ${src.originalFile}`,
    );
  }

  const raw: RawProvision[] = [];
  const extras: QuotedExtra[] = [];
  let sectionParagraph: string | undefined;
  const headingRe = new RegExp(`^### (${src.id.replace(/[-/]/g, "\\$&")}/(\\d+(?:\\.\\d+)?)) — (.+)$`);

  for (const s of sections.slice(1)) {
    const bodyStart = s.line + 1;
    if (s.heading.startsWith("## ")) {
      sectionParagraph = /\(§(\d+)\)$/.exec(s.heading)?.[1];
      const bs = blocks(s.body, bodyStart);
      const quotes = bs.filter((b) => b.lines.some((l) => l.startsWith(">")));
      if (quotes.length === 0) continue;
      // Quoted original outside any provision (the Borkum closing formula).
      if (quotes.length > 1)
        throw new LawTextError(file, s.line, "more than one quotation in a section without provisions");
      const q = quotes[0] as Block;
      extras.push({ heading: s.heading.slice(3), text: unquote(file, q) });
      continue;
    }
    const hm = headingRe.exec(s.heading);
    if (hm === null)
      throw new LawTextError(file, s.line, `expected "### ${src.id}/<n> — <title>", found: ${s.heading}`);
    const id = hm[1] as string;
    const local = hm[2] as string;
    const bs = blocks(s.body, bodyStart);
    let i = 0;
    const next = () => bs[i++];
    const expect = (what: string): Block => {
      const b = next();
      if (b === undefined) throw new LawTextError(file, s.line, `${id}: missing ${what}`);
      return b;
    };

    const sourceBlock = expect("Source line");
    const sourceText = sourceBlock.lines[0] as string;
    if (sourceBlock.lines.length !== 1 || !sourceText.startsWith("Source: ")) {
      throw new LawTextError(file, sourceBlock.line, `${id}: expected "Source: ...", found: ${sourceText}`);
    }
    const source = sourceText.slice("Source: ".length);
    const where = parseSource(file, sourceBlock.line, source, src);

    const quoteBlock = expect("quoted original");
    const original = unquote(file, quoteBlock);

    const sectionsText: Record<(typeof LABELS)[number], string | undefined> = {
      "**Translation.**": undefined,
      "**Words.**": undefined,
      "**Ambiguities.**": undefined,
    };
    let questions: string[] = [];
    let order = 0;
    while (i < bs.length) {
      const b = next() as Block;
      const label = labelOf(b);
      if (label === undefined) {
        throw new LawTextError(file, b.line, `${id}: unexpected text: ${b.lines[0]}`);
      }
      if (label === "questions") {
        if (i < bs.length) throw new LawTextError(file, b.line, `${id}: text after the open questions line`);
        questions = parseQuestions(file, b, id);
        continue;
      }
      const rank = LABELS.indexOf(label) + 1;
      if (rank <= order) throw new LawTextError(file, b.line, `${id}: ${label} out of order or repeated`);
      order = rank;
      // The section's text: the rest of the label line, then following blocks up to the next label.
      const parts: string[] = [];
      const inline = [(b.lines[0] as string).slice(label.length).trim(), ...b.lines.slice(1)].join("\n").trim();
      if (inline !== "") parts.push(inline);
      while (i < bs.length && labelOf(bs[i] as Block) === undefined) {
        const c = bs[i] as Block;
        if (c.lines[0]?.startsWith(">") || c.lines[0]?.startsWith("Source:")) {
          throw new LawTextError(
            file,
            c.line,
            `${id}: unexpected ${c.lines[0]?.startsWith(">") ? "quotation" : "Source line"}`,
          );
        }
        parts.push(c.lines.join("\n"));
        i++;
      }
      sectionsText[label] = parts.join("\n\n");
    }
    const english = sectionsText["**Translation.**"];
    if (english === undefined || english === "") throw new LawTextError(file, s.line, `${id}: no translation`);

    raw.push({
      text: {
        id,
        statute: src.id,
        paragraph: local.split(".")[0] as string,
        title: hm[3] as string,
        source,
        original,
        english,
        words: sectionsText["**Words.**"] ?? "",
        ambiguities: sectionsText["**Ambiguities.**"] ?? "",
        questions,
      },
      headingLine: s.line,
      sourceLine: sourceBlock.line,
      sourceParagraph: where.paragraph,
      firstLine: where.first,
      lastLine: where.last,
      sectionParagraph,
    });
  }

  // Ids: unique, in order, and as the header declares.
  const seen = new Set<string>();
  let prev: number[] | undefined;
  for (const r of raw) {
    if (seen.has(r.text.id)) throw new LawTextError(file, r.headingLine, `duplicate id ${r.text.id}`);
    seen.add(r.text.id);
    const t = r.text.id
      .slice(src.id.length + 1)
      .split(".")
      .map(Number);
    if (prev !== undefined) {
      if (compareNumbers(prev, t) >= 0) throw new LawTextError(file, r.headingLine, `${r.text.id} is out of order`);
      // The next id: the next sub-provision, or the next paragraph (its first sub-provision).
      const [a = 0, b] = prev;
      const [c = 0, d] = t;
      const follows = (c === a && b !== undefined && d === b + 1) || (c === a + 1 && (d === undefined || d === 1));
      if (!follows) {
        throw new LawTextError(
          file,
          r.headingLine,
          `id numbering skips from ${src.id}/${prev.join(".")} to ${r.text.id}`,
        );
      }
    }
    prev = t;
    if (r.sectionParagraph !== undefined && r.sectionParagraph !== r.text.paragraph) {
      throw new LawTextError(file, r.headingLine, `${r.text.id} stands under §${r.sectionParagraph}`);
    }
    if (r.sourceParagraph !== undefined && r.sourceParagraph !== r.text.paragraph) {
      throw new LawTextError(file, r.sourceLine, `${r.text.id}: Source says §${r.sourceParagraph}`);
    }
  }
  if (declared !== undefined) {
    const got = { count: raw.length, first: raw[0]?.text.id, last: raw[raw.length - 1]?.text.id };
    if (got.count !== declared.count || got.first !== declared.first || got.last !== declared.last) {
      throw new LawTextError(
        file,
        0,
        `header declares ${declared.count} provisions ${declared.first}–${declared.last}, found ${got.count} ${got.first}–${got.last}`,
      );
    }
  }
  return { parsed: { title, chapterHeading, provisions: raw.map((r) => r.text), extras }, raw };
}

function compareNumbers(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const d = (a[k] ?? -1) - (b[k] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** The text of a blockquote: "> " removed from every line, lines joined by "\n". */
function unquote(file: string, b: Block): string {
  return b.lines
    .map((l, k) => {
      if (l === ">") return "";
      if (!l.startsWith("> ")) throw new LawTextError(file, b.line + k, `expected a quoted line "> ...", found: ${l}`);
      return l.slice(2);
    })
    .join("\n");
}

function parseQuestions(file: string, b: Block, id: string): string[] {
  if (b.lines.length !== 1) throw new LawTextError(file, b.line, `${id}: open questions line spans several lines`);
  const text = (b.lines[0] as string).slice(QUESTIONS_PREFIX.length).replace(/\.$/, "");
  return text.split(", ").map((item) => {
    const m = QUESTION_RE.exec(item);
    if (m === null) throw new LawTextError(file, b.line, `${id}: cannot read open question "${item}"`);
    return m[1] as string;
  });
}

function lineOf(text: string, index: number): number {
  let n = 1;
  for (let k = 0; k < index; k++) if (text.charCodeAt(k) === 10) n++;
  return n;
}

/**
 * Checks the quoted spans against the original: each occurs, in order, on the
 * lines its Source line names, and what lies between them is only whitespace,
 * a paragraph marker "[N]" before the first provision of paragraph N, the chapter
 * heading the header names (before the first provision) or original text quoted
 * outside the provisions (after the last).
 */
function checkAgainstOriginal(
  src: StatuteSource,
  original: string,
  parsed: ParsedTranslation,
  raw: readonly RawProvision[],
) {
  const file = src.translationFile;
  let pos = 0;
  raw.forEach((r, k) => {
    const span = r.text.original;
    const at = original.indexOf(span, pos);
    if (at === -1) {
      const elsewhere = original.indexOf(span);
      throw new LawTextError(
        file,
        r.headingLine,
        elsewhere === -1
          ? `${r.text.id}: the quoted span does not occur in ${src.originalFile} character for character`
          : `${r.text.id}: the quoted span occurs in ${src.originalFile} only before the previous provision's span`,
      );
    }
    const gap = original.slice(pos, at);
    const marker = /^\s*\[(\d+)\]\s+$/.exec(gap);
    const okGap =
      (k > 0 && /^\s+$/.test(gap)) ||
      (marker !== null && marker[1] === r.text.paragraph) ||
      (k === 0 && (gap === "" || (parsed.chapterHeading !== "" && gap === `${parsed.chapterHeading}\n`)));
    if (!okGap) {
      throw new LawTextError(
        file,
        r.headingLine,
        `${r.text.id}: text of ${src.originalFile} before this span is in no provision: ${JSON.stringify(gap)}`,
      );
    }
    const first = lineOf(original, at);
    const last = first + (span.match(/\n/g)?.length ?? 0);
    if (first !== r.firstLine || last !== r.lastLine) {
      throw new LawTextError(
        file,
        r.sourceLine,
        `${r.text.id}: Source names line(s) ${r.firstLine}–${r.lastLine}, the span is on ${first}–${last}`,
      );
    }
    pos = at + span.length;
  });
  const tail = original.slice(pos);
  const extras = parsed.extras.map((e) => e.text);
  const tailOk = /^\s*$/.test(tail) || extras.some((e) => tail.trim() === e);
  if (!tailOk)
    throw new LawTextError(
      file,
      0,
      `text at the end of ${src.originalFile} is in no provision: ${JSON.stringify(tail)}`,
    );
}

function sha256(...parts: Uint8Array[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
}

function decodeUtf8(file: string, bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    throw new LawTextError(file, 0, "byte order mark at start of file");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new LawTextError(file, 0, "not valid UTF-8");
  }
}

export interface StatuteData {
  readonly statute: StatuteText;
  readonly provisions: readonly ProvisionText[];
  readonly extras: readonly QuotedExtra[];
}

/** Parses and checks one statute from the bytes of its original and its translation. Pure. */
export function buildStatute(src: StatuteSource, originalBytes: Uint8Array, translationBytes: Uint8Array): StatuteData {
  const original = decodeUtf8(src.originalFile, originalBytes);
  const markdown = decodeUtf8(src.translationFile, translationBytes);
  const { parsed, raw } = parseTranslationFile(src, markdown);
  checkAgainstOriginal(src, original, parsed, raw);
  const statute: StatuteText = {
    id: src.id,
    title: parsed.title,
    originalFile: src.originalFile,
    translationFile: src.translationFile,
    originalLanguage: src.originalLanguage,
    originalSha256: sha256(originalBytes),
    translationSha256: sha256(translationBytes),
    textsSha256: sha256(originalBytes, translationBytes),
    provisionCount: parsed.provisions.length,
  };
  return { statute, provisions: parsed.provisions, extras: parsed.extras };
}

const lit = (s: string) => JSON.stringify(s);

function banner(src: StatuteSource): string {
  return [
    `// Generated by \`${COMMAND}\` from ${LAW_TEXTS_DIR}/${src.translationFile}`,
    `// and ${LAW_TEXTS_DIR}/${src.originalFile}. Do not edit: change the law texts or the`,
    "// generator and run the command again.",
  ].join("\n");
}

/** The source of src/law/<statute>/text.generated.ts. */
export function renderTextModule(src: StatuteSource, data: StatuteData): string {
  const s = data.statute;
  const out = [
    banner(src),
    "",
    'import type { ProvisionText, StatuteText } from "../../core/provision.js";',
    "",
    "export const STATUTE: StatuteText = {",
    `  id: ${lit(s.id)},`,
    `  title: ${lit(s.title)},`,
    `  originalFile: ${lit(s.originalFile)},`,
    `  translationFile: ${lit(s.translationFile)},`,
    `  originalLanguage: ${lit(s.originalLanguage)},`,
    `  originalSha256: ${lit(s.originalSha256)},`,
    `  translationSha256: ${lit(s.translationSha256)},`,
    `  textsSha256: ${lit(s.textsSha256)},`,
    `  provisionCount: ${s.provisionCount},`,
    "};",
    "",
    "export const PROVISIONS: readonly ProvisionText[] = [",
  ];
  for (const p of data.provisions) {
    out.push(
      "  {",
      `    id: ${lit(p.id)},`,
      `    statute: ${lit(p.statute)},`,
      `    paragraph: ${lit(p.paragraph)},`,
      `    title: ${lit(p.title)},`,
      `    source: ${lit(p.source)},`,
      `    original: ${lit(p.original)},`,
      `    english: ${lit(p.english)},`,
      `    words: ${lit(p.words)},`,
      `    ambiguities: ${lit(p.ambiguities)},`,
      `    questions: [${p.questions.map(lit).join(", ")}],`,
      "  },",
    );
  }
  out.push("];", "");
  return out.join("\n");
}

/** The source of src/law/<statute>/text-hash.generated.ts. */
export function renderHashModule(src: StatuteSource, data: StatuteData): string {
  return [
    banner(src),
    "",
    `/** sha256 over the bytes of ${src.originalFile} followed by those of ${src.translationFile}. */`,
    `export const STATUTE_TEXTS_SHA256 = ${lit(data.statute.textsSha256)};`,
    "",
  ].join("\n");
}

export interface GeneratedFile {
  /** Path relative to the repository root, with "/" separators. */
  readonly path: string;
  readonly content: string;
}

/**
 * Generates every module in memory from the law texts under `root`/law-texts.
 * Writes nothing; throws LawTextError when a text does not check out.
 */
export function generateProvisionModules(root: string = REPO_ROOT): GeneratedFile[] {
  const dir = path.join(root, LAW_TEXTS_DIR);
  const translations = readdirSync(dir)
    .filter((f) => f.endsWith(".en.md"))
    .sort();
  const known = STATUTE_SOURCES.map((s) => s.translationFile).sort();
  if (translations.join("\n") !== known.join("\n")) {
    throw new LawTextError(
      LAW_TEXTS_DIR,
      0,
      `expected translations ${known.join(", ")}, found ${translations.join(", ") || "none"}`,
    );
  }
  const files: GeneratedFile[] = [];
  for (const src of STATUTE_SOURCES) {
    const data = buildStatute(
      src,
      readFileSync(path.join(dir, src.originalFile)),
      readFileSync(path.join(dir, src.translationFile)),
    );
    files.push({ path: `src/law/${src.id}/text.generated.ts`, content: renderTextModule(src, data) });
    files.push({ path: `src/law/${src.id}/text-hash.generated.ts`, content: renderHashModule(src, data) });
  }
  return files;
}

/** Generates and writes the modules; returns the paths written (relative to `root`). */
export function writeProvisionModules(root: string = REPO_ROOT): string[] {
  const written: string[] = [];
  for (const f of generateProvisionModules(root)) {
    const target = path.join(root, f.path);
    let old: string | undefined;
    try {
      old = readFileSync(target, "utf8");
    } catch {
      old = undefined;
    }
    if (old === f.content) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, f.content);
    written.push(f.path);
  }
  return written;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    const written = writeProvisionModules();
    console.log(written.length === 0 ? "provision modules are up to date" : `wrote ${written.join(", ")}`);
  } catch (e) {
    if (e instanceof LawTextError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
