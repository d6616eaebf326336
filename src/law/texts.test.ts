// test: shared
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import type { StatuteSource } from "../../scripts/build-provisions.js";
import {
  buildStatute,
  generateProvisionModules,
  LawTextError,
  STATUTE_SOURCES,
} from "../../scripts/build-provisions.js";
import { formatProvision, ProvisionNotFoundError, type ProvisionText } from "../core/provision.js";
import { STATUTE_TEXTS_SHA256 as BORKUM_SHA } from "./borkum-1666/text-hash.generated.js";
import { STATUTE_TEXTS_SHA256 as AVERI_SHA } from "./dl-averi/text-hash.generated.js";
import { STATUTE_TEXTS_SHA256 as VRAG_SHA } from "./dl-vrag/text-hash.generated.js";
import { getProvision, listStatuteTexts, loadAllProvisions } from "./texts.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LAW_TEXTS = path.join(ROOT, "law-texts");
const SHARED_LAW = path.resolve(ROOT, "../shared/law");

const FILES = [
  "borkum-1666.de.txt",
  "borkum-1666.en.md",
  "danske-lov-skibbrud-og-vrag.da.txt",
  "danske-lov-skibbrud-og-vrag.en.md",
  "danske-lov-ulykkelige-kendelser.da.txt",
  "danske-lov-ulykkelige-kendelser.en.md",
];

const STATUTES = [
  { id: "borkum-1666", original: "borkum-1666.de.txt", translation: "borkum-1666.en.md", language: "de", count: 25 },
  {
    id: "dl-vrag",
    original: "danske-lov-skibbrud-og-vrag.da.txt",
    translation: "danske-lov-skibbrud-og-vrag.en.md",
    language: "da",
    count: 23,
  },
  {
    id: "dl-averi",
    original: "danske-lov-ulykkelige-kendelser.da.txt",
    translation: "danske-lov-ulykkelige-kendelser.en.md",
    language: "da",
    count: 59,
  },
];

const read = (file: string) => readFileSync(path.join(LAW_TEXTS, file));
const sha256 = (...parts: Buffer[]) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const all = await loadAllProvisions();
const of = (statute: string) => all.filter((p) => p.statute === statute);

/** The line(s) a Source line names: "`x.da.txt`, line 2." or "`x.da.txt`, lines 24–25." or "`x.de.txt`, §6, line 3.". */
function sourceLines(p: ProvisionText): { first: number; last: number } {
  const m = /, lines? (\d+)(?:–(\d+))?\.$/.exec(p.source);
  assert.ok(m, `${p.id}: cannot read Source ${p.source}`);
  const first = Number(m[1]);
  return { first, last: m[2] === undefined ? first : Number(m[2]) };
}

describe("the provisions", () => {
  test("107 provisions with unique ids: 25 + 23 + 59", () => {
    assert.equal(all.length, 107);
    assert.equal(new Set(all.map((p) => p.id)).size, 107);
    assert.deepEqual(
      STATUTES.map((s) => of(s.id).length),
      [25, 23, 59],
    );
  });

  test("ids in order: borkum-1666/5, 6.1–6.9, 7.1–7.9, 8.1–8.6, dl-vrag/1–23, dl-averi/1–59", () => {
    const expected = [
      "borkum-1666/5",
      ...range(1, 9).map((n) => `borkum-1666/6.${n}`),
      ...range(1, 9).map((n) => `borkum-1666/7.${n}`),
      ...range(1, 6).map((n) => `borkum-1666/8.${n}`),
      ...range(1, 23).map((n) => `dl-vrag/${n}`),
      ...range(1, 59).map((n) => `dl-averi/${n}`),
    ];
    assert.deepEqual(
      all.map((p) => p.id),
      expected,
    );
  });

  test("statute and paragraph follow from the id", () => {
    for (const p of all) {
      assert.ok(p.id.startsWith(`${p.statute}/`), p.id);
      const local = p.id.slice(p.statute.length + 1);
      assert.equal(p.paragraph, local.split(".")[0], p.id);
    }
    assert.equal(all.find((p) => p.id === "borkum-1666/6.3")?.paragraph, "6");
    assert.equal(all.find((p) => p.id === "dl-averi/23")?.paragraph, "23");
  });

  test("every provision has a title, a Source line, an original span and an English translation", () => {
    for (const p of all) {
      assert.notEqual(p.title.trim(), "", p.id);
      assert.notEqual(p.original.trim(), "", p.id);
      assert.notEqual(p.english.trim(), "", p.id);
      assert.ok(!p.english.startsWith("**"), `${p.id}: label left in the translation`);
      const file = STATUTES.find((s) => s.id === p.statute)?.original;
      assert.ok(p.source.startsWith(`\`${file}\`, `), `${p.id}: ${p.source}`);
      for (const q of p.questions) assert.match(q, /^Q-[A-Z]\d{2}$/, p.id);
    }
  });

  test("words and ambiguities are kept as markdown", () => {
    const p = all.find((x) => x.id === "borkum-1666/6.3") as ProvisionText;
    assert.ok(p.words.startsWith("- *binnen* — inside (Low German/Dutch)."));
    assert.ok(p.ambiguities.startsWith("- 'einen Teil' is read distributively"));
    assert.equal(p.ambiguities.split("\n").length, 3);
    assert.deepEqual(p.questions, ["Q-B01", "Q-B04", "Q-B05", "Q-B28", "Q-B29"]);
    const q = all.find((x) => x.id === "dl-vrag/2") as ProvisionText;
    assert.equal(q.words, "No hard words beyond those explained elsewhere in this file.");
    assert.equal(q.ambiguities, "None noted.");
    assert.deepEqual(q.questions, []);
  });

  test("dl-averi/33 quotes two source lines (24–25), joined by a newline", () => {
    const p = all.find((x) => x.id === "dl-averi/33") as ProvisionText;
    assert.equal(p.source, "`danske-lov-ulykkelige-kendelser.da.txt`, lines 24–25.");
    assert.ok(p.original.endsWith("og skal skibet intet give dertil.\nThi det står sin egen eventyr."));
  });
});

describe("the original spans cover the originals", () => {
  // What lies outside the spans: Borkum's paragraph markers "[5]"–"[8]" (with the
  // blank lines between paragraphs) and the closing signature line; each Danish
  // chapter's heading line and the final newline. Between spans on one line there
  // is exactly one space; between lines, exactly one newline (Borkum: a blank line
  // and the next paragraph marker).
  const outside: Record<
    string,
    { before: (p: ProvisionText, prev: ProvisionText | undefined) => string; tail: string }
  > = {
    "borkum-1666": {
      before: (p, prev) =>
        prev === undefined ? "[5] " : p.paragraph !== prev.paragraph ? `\n\n[${p.paragraph}] ` : " ",
      tail: "\n\nSignatum Greetsiel am 13. März 1666 | Moritz Hahne - Drost | J. A. Freitag - Amtmann",
    },
    "dl-vrag": {
      before: (p, prev) =>
        prev === undefined ? "Om skibbrud og vrag\n" : sourceLines(p).first === sourceLines(prev).last ? " " : "\n",
      tail: "\n",
    },
    "dl-averi": {
      before: (p, prev) =>
        prev === undefined
          ? "Om ulykkelige kendelser, averi og lodsmænd\n"
          : sourceLines(p).first === sourceLines(prev).last
            ? " "
            : "\n",
      tail: "\n",
    },
  };

  for (const s of STATUTES) {
    test(`${s.id}: spans in order, and nothing else but ${s.id === "borkum-1666" ? "'[5]'–'[8]' and the signature line" : "the heading line"}`, () => {
      const original = read(s.original).toString("utf8");
      const rule = outside[s.id] as (typeof outside)[string];
      let pos = 0;
      let prev: ProvisionText | undefined;
      const markers: string[] = [];
      for (const p of of(s.id)) {
        const gap = rule.before(p, prev);
        assert.equal(
          original.slice(pos, pos + gap.length + p.original.length),
          gap + p.original,
          `${p.id}: expected ${JSON.stringify(gap)} and then the span at offset ${pos}`,
        );
        const marker = /\[(\d+)\]/.exec(gap);
        if (marker) markers.push(marker[0]);
        pos += gap.length + p.original.length;
        prev = p;
      }
      assert.equal(original.slice(pos), rule.tail);
      if (s.id === "borkum-1666") assert.deepEqual(markers, ["[5]", "[6]", "[7]", "[8]"]);
    });

    test(`${s.id}: each Source line names the lines its span stands on`, () => {
      const original = read(s.original).toString("utf8");
      let pos = 0;
      for (const p of of(s.id)) {
        const at = original.indexOf(p.original, pos);
        assert.ok(at >= 0, p.id);
        const first = original.slice(0, at).split("\n").length;
        const last = first + p.original.split("\n").length - 1;
        assert.deepEqual(sourceLines(p), { first, last }, p.id);
        pos = at + p.original.length;
      }
    });
  }
});

describe("statute texts", () => {
  test("listStatuteTexts: ids, files, languages, counts and hashes of the shipped files", async () => {
    const texts = await listStatuteTexts();
    assert.deepEqual(
      texts.map((t) => [t.id, t.originalFile, t.translationFile, t.originalLanguage, t.provisionCount]),
      STATUTES.map((s) => [s.id, s.original, s.translation, s.language, s.count]),
    );
    for (const t of texts) {
      const o = read(t.originalFile);
      const e = read(t.translationFile);
      assert.equal(t.originalSha256, sha256(o), t.id);
      assert.equal(t.translationSha256, sha256(e), t.id);
      assert.equal(t.textsSha256, sha256(o, e), t.id);
    }
    assert.equal(texts[0]?.title, "Borkum ordinance ('Rolle'), Greetsiel, 13 March 1666, §§5–8");
    assert.equal(texts[1]?.title, "Danske Lov (1683), Book 4 — 'Om skibbrud og vrag'");
  });

  test("STATUTE_TEXTS_SHA256: sha256 of the original's bytes followed by the translation's", () => {
    const hashes: Record<string, string> = { "borkum-1666": BORKUM_SHA, "dl-vrag": VRAG_SHA, "dl-averi": AVERI_SHA };
    for (const s of STATUTES) assert.equal(hashes[s.id], sha256(read(s.original), read(s.translation)), s.id);
  });

  test("the hash modules import nothing (start-up does not load the texts)", () => {
    for (const s of STATUTES) {
      const src = readFileSync(path.join(ROOT, "src/law", s.id, "text-hash.generated.ts"), "utf8");
      assert.ok(!/\bimport\b/.test(src), s.id);
    }
  });

  test("loadAllProvisions returns a fresh array each time", async () => {
    const a = await loadAllProvisions();
    a.pop();
    assert.equal((await loadAllProvisions()).length, 107);
  });
});

describe("generated modules", () => {
  test("are up to date: regenerating in memory gives byte-identical files", () => {
    const files = generateProvisionModules(ROOT);
    assert.deepEqual(
      files.map((f) => f.path),
      STATUTES.flatMap((s) => [`src/law/${s.id}/text.generated.ts`, `src/law/${s.id}/text-hash.generated.ts`]),
    );
    for (const f of files) {
      const committed = readFileSync(path.join(ROOT, f.path), "utf8");
      assert.ok(committed === f.content, `${f.path} is out of date: run npx tsx scripts/build-provisions.ts`);
    }
  });

  test("say that they are generated, and by which command", () => {
    for (const f of generateProvisionModules(ROOT)) {
      assert.ok(f.content.startsWith("// Generated by `npx tsx scripts/build-provisions.ts` from law-texts/"), f.path);
    }
  });

  test("generation is stable: the same input gives the same output", () => {
    assert.deepEqual(generateProvisionModules(ROOT), generateProvisionModules(ROOT));
  });
});

describe("the generator rejects translations that do not match the original", () => {
  const src = STATUTE_SOURCES[2] as StatuteSource; // dl-averi
  const original = read(src.originalFile);
  const markdown = read(src.translationFile).toString("utf8");
  const build = (md: string) => buildStatute(src, original, Buffer.from(md, "utf8"));
  const rejects = (md: string, pattern: RegExp) =>
    assert.throws(
      () => build(md),
      (e: unknown) => e instanceof LawTextError && pattern.test(e.message),
    );

  test("the real file is accepted", () => {
    assert.equal(build(markdown).provisions.length, 59);
  });

  test("a span that differs by one character", () => {
    rejects(
      markdown.replace("> Thi det står sin egen eventyr.", "> Thi det staar sin egen eventyr."),
      /dl-averi\/33: the quoted span does not occur/,
    );
  });

  test("a missing provision", () => {
    const start = markdown.indexOf("### dl-averi/34 ");
    const end = markdown.indexOf("### dl-averi/35 ");
    rejects(markdown.slice(0, start) + markdown.slice(end), /id numbering skips from dl-averi\/33 to dl-averi\/35/);
  });

  test("original text that no span quotes", () => {
    const cut = markdown
      .replace("\n> Thi det står sin egen eventyr.\n", "\n")
      .replace(
        "`danske-lov-ulykkelige-kendelser.da.txt`, lines 24–25.",
        "`danske-lov-ulykkelige-kendelser.da.txt`, line 24.",
      );
    rejects(cut, /dl-averi\/34: text of .* before this span is in no provision: "\\nThi det står/);
  });

  test("a header that declares another count", () => {
    rejects(markdown.replace("Provisions: 59, from", "Provisions: 60, from"), /header declares 60 provisions/);
  });

  test("a Source line naming the wrong line", () => {
    rejects(
      markdown.replace(
        "`danske-lov-ulykkelige-kendelser.da.txt`, line 26.",
        "`danske-lov-ulykkelige-kendelser.da.txt`, line 27.",
      ),
      /dl-averi\/34: Source names line/,
    );
  });

  test("a wrong or repeated id", () => {
    rejects(markdown.replace("### dl-averi/35 ", "### dl-averi/34 "), /duplicate id dl-averi\/34/);
    rejects(markdown.replace("### dl-averi/35 ", "### dl-vrag/35 "), /expected "### dl-averi\/<n> — <title>"/);
  });

  test("an unexpected line in a provision", () => {
    rejects(
      markdown.replace("**Translation.** If a skipper suffers", "Translation: If a skipper suffers"),
      /dl-averi\/1: unexpected text/,
    );
  });
});

describe("lookup", () => {
  test("getProvision finds a provision by id", async () => {
    const p = await getProvision("borkum-1666/6.3");
    assert.equal(p.title, "Salvage inside the reefs: ship, owner-skipper and helping householders");
    assert.ok(p.original.startsWith("Was aber binnen der Reven"));
    assert.ok(formatProvision(p).startsWith("borkum-1666/6.3 — Salvage inside the reefs"));
  });

  const unknown: [string, string[]][] = [
    ["borkum-1666/6.10", ["borkum-1666/6.9", "borkum-1666/7.1", "borkum-1666/6.1"]],
    ["6.3", ["borkum-1666/6.3"]],
    ["dl-vrag/99", ["dl-vrag/23", "dl-vrag/9", "dl-vrag/19"]],
    ["dl-averi-23", ["dl-averi/23"]],
  ];
  for (const [id, suggestions] of unknown) {
    test(`unknown id ${JSON.stringify(id)} suggests ${suggestions.join(", ")}`, async () => {
      await assert.rejects(getProvision(id), (e: unknown) => {
        assert.ok(e instanceof ProvisionNotFoundError);
        assert.deepEqual(e.suggestions, suggestions);
        assert.ok(e.message.includes(`"${id}"`));
        for (const s of suggestions) assert.ok(e.message.includes(s));
        return true;
      });
    });
  }
});

describe("law-texts", () => {
  test("holds the six statute files", () => {
    for (const f of FILES) assert.ok(existsSync(path.join(LAW_TEXTS, f)), f);
  });

  // The project's copy follows ../shared/law. Outside CI a checkout may stand alone;
  // CI always has ../shared beside it, and a missing folder there is a failure.
  const shared = existsSync(SHARED_LAW);
  test("files are byte-identical to ../shared/law", {
    skip: !shared && !process.env.CI ? "../shared/law is not beside this checkout" : false,
  }, () => {
    assert.ok(shared, `${SHARED_LAW} is missing: CI checks the copy in law-texts/ against it`);
    const differ = FILES.filter((f) => !read(f).equals(readFileSync(path.join(SHARED_LAW, f))));
    assert.deepEqual(differ, [], "copy ../shared/law/<file> to law-texts/ and run npx tsx scripts/build-provisions.ts");
  });
});
