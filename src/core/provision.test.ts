// test: shared
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  findProvision,
  formatProvision,
  ProvisionNotFoundError,
  type ProvisionText,
  requireProvision,
  suggestProvisionIds,
} from "./provision.js";

const FILES: Record<string, string> = {
  "borkum-1666": "borkum-1666.de.txt",
  "dl-vrag": "danske-lov-skibbrud-og-vrag.da.txt",
  "dl-averi": "danske-lov-ulykkelige-kendelser.da.txt",
};

function mk(id: string, extra: Partial<ProvisionText> = {}): ProvisionText {
  const statute = id.slice(0, id.indexOf("/"));
  const local = id.slice(statute.length + 1);
  return {
    id,
    statute,
    paragraph: local.split(".")[0] as string,
    title: `title of ${id}`,
    source: `\`${FILES[statute]}\`, line 2.`,
    original: `original of ${id}`,
    english: `English of ${id}`,
    words: "",
    ambiguities: "",
    questions: [],
    ...extra,
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The same shape as the real ids: Borkum §5, §6.1–6.9, §7.1–7.9, §8.1–8.6; dl-vrag/1–23; dl-averi/1–59. */
const LIST: ProvisionText[] = [
  mk("borkum-1666/5"),
  ...range(1, 9).map((n) => mk(`borkum-1666/6.${n}`)),
  ...range(1, 9).map((n) => mk(`borkum-1666/7.${n}`)),
  ...range(1, 6).map((n) => mk(`borkum-1666/8.${n}`)),
  ...range(1, 23).map((n) => mk(`dl-vrag/${n}`)),
  ...range(1, 59).map((n) => mk(`dl-averi/${n}`)),
];

describe("findProvision / requireProvision", () => {
  test("finds by exact id", () => {
    assert.equal(findProvision(LIST, "borkum-1666/6.3")?.id, "borkum-1666/6.3");
    assert.equal(findProvision(LIST, "dl-averi/59")?.id, "dl-averi/59");
    assert.equal(requireProvision(LIST, "dl-vrag/14").id, "dl-vrag/14");
  });

  test("ids are exact: no case folding or trimming", () => {
    assert.equal(findProvision(LIST, "BORKUM-1666/6.3"), undefined);
    assert.equal(findProvision(LIST, " dl-vrag/14"), undefined);
    assert.equal(findProvision(LIST, "dl-vrag/99"), undefined);
  });

  test("requireProvision throws ProvisionNotFoundError naming the id and the suggestions", () => {
    assert.throws(
      () => requireProvision(LIST, "dl-vrag/99"),
      (e: unknown) => {
        assert.ok(e instanceof ProvisionNotFoundError);
        assert.equal(e.id, "dl-vrag/99");
        assert.deepEqual(e.suggestions, ["dl-vrag/23", "dl-vrag/9", "dl-vrag/19"]);
        assert.equal(e.message, 'unknown provision "dl-vrag/99"; did you mean dl-vrag/23, dl-vrag/9 or dl-vrag/19?');
        return true;
      },
    );
  });
});

describe("suggestProvisionIds", () => {
  const cases: [string, string[]][] = [
    // wrong separator, missing or short statute name
    ["dl-averi-23", ["dl-averi/23"]],
    ["6.3", ["borkum-1666/6.3"]],
    ["borkum 6.3", ["borkum-1666/6.3"]],
    ["§ 6.3", ["borkum-1666/6.3"]],
    ["borkum 6,3", ["borkum-1666/6.3"]],
    ["BORKUM-1666/6.3", ["borkum-1666/6.3"]],
    ["vrag 14", ["dl-vrag/14"]],
    ["dl-vrga/14", ["dl-vrag/14"]],
    ["danske-lov-skibbrud-og-vrag/3", ["dl-vrag/3"]],
    ["1666/8.2", ["borkum-1666/8.2"]],
    // a bare number in several statutes
    ["14", ["dl-vrag/14", "dl-averi/14"]],
    ["7", ["dl-vrag/7", "dl-averi/7", "borkum-1666/7.1", "borkum-1666/7.2", "borkum-1666/7.3"]],
    // a sub-provision that does not exist: its neighbours, then the near miss
    ["borkum-1666/6.10", ["borkum-1666/6.9", "borkum-1666/7.1", "borkum-1666/6.1"]],
    ["6.10", ["borkum-1666/6.9", "borkum-1666/7.1", "borkum-1666/6.1"]],
    // past the end: the last one, then near misses
    ["dl-vrag/99", ["dl-vrag/23", "dl-vrag/9", "dl-vrag/19"]],
    ["borkum-1666/9", ["borkum-1666/8.6"]],
    ["dl-averi/0", ["dl-averi/1"]],
    // a paragraph without its sub-provision
    ["borkum-1666/8", ["borkum-1666/8.1", "borkum-1666/8.2", "borkum-1666/8.3", "borkum-1666/8.4", "borkum-1666/8.5"]],
    // a dotted number in a statute without sub-provisions
    ["dl-vrag/6.1", ["dl-vrag/6", "dl-vrag/7"]],
    // a statute without a number
    ["dl", ["dl-vrag/1", "dl-averi/1"]],
    ["borkum-1666", ["borkum-1666/5", "borkum-1666/6.1", "borkum-1666/6.2", "borkum-1666/6.3", "borkum-1666/6.4"]],
    // nothing like an id
    ["xyz", []],
    ["", []],
  ];
  for (const [input, expected] of cases) {
    test(JSON.stringify(input), () => {
      assert.deepEqual(suggestProvisionIds(LIST, input), expected);
    });
  }

  test("a known id suggests itself", () => {
    assert.deepEqual(suggestProvisionIds(LIST, "dl-averi/23"), ["dl-averi/23"]);
  });

  test("respects the limit", () => {
    assert.deepEqual(suggestProvisionIds(LIST, "borkum-1666/6", 2), ["borkum-1666/6.1", "borkum-1666/6.2"]);
  });

  test("suggestions are always real ids", () => {
    const ids = new Set(LIST.map((p) => p.id));
    for (const input of ["99", "averi 60", "8.7", "borkum/6.3.1", "dl-averi/123", "Q-B01", "6,3", "/", "vrag"]) {
      for (const s of suggestProvisionIds(LIST, input)) assert.ok(ids.has(s), `${input} → ${s}`);
    }
  });
});

describe("ProvisionNotFoundError", () => {
  test("without suggestions, says what ids look like", () => {
    const e = new ProvisionNotFoundError("xyz", []);
    assert.equal(e.name, "ProvisionNotFoundError");
    assert.match(e.message, /^unknown provision "xyz"; provision ids look like borkum-1666\/6\.3/);
  });

  test("one suggestion", () => {
    assert.equal(
      new ProvisionNotFoundError("6.3", ["borkum-1666/6.3"]).message,
      'unknown provision "6.3"; did you mean borkum-1666/6.3?',
    );
  });
});

describe("formatProvision", () => {
  const p = mk("dl-averi/33", {
    title: "Pirates take bulk goods",
    source: "`danske-lov-ulykkelige-kendelser.da.txt`, lines 24–25.",
    original: "Sker det og, at fribyttere ...\nThi det står sin egen eventyr.",
    english: "If it also happens that freebooters ...",
    words: "- *fribytter* — freebooter.",
    ambiguities: "- 'det' most likely means the ship.\n- By quantity or by value.",
    questions: ["Q-A16", "Q-A17"],
  });

  test("id and title, source, original, English, ambiguities, open questions", () => {
    assert.equal(
      formatProvision(p),
      [
        "dl-averi/33 — Pirates take bulk goods",
        "Source: danske-lov-ulykkelige-kendelser.da.txt, lines 24–25.",
        "",
        "Original:",
        "Sker det og, at fribyttere ...",
        "Thi det står sin egen eventyr.",
        "",
        "English:",
        "If it also happens that freebooters ...",
        "",
        "Ambiguities:",
        "- 'det' most likely means the ship.",
        "- By quantity or by value.",
        "",
        "Open questions in RULES.md: Q-A16, Q-A17",
        "",
      ].join("\n"),
    );
  });

  test("words only on request; one-line sections stay on one line", () => {
    const q = { ...p, words: "No hard words.", ambiguities: "None noted." };
    assert.ok(!formatProvision(q).includes("Words"));
    assert.ok(
      formatProvision(q, { words: true }).includes("\n\nWords: No hard words.\n\nAmbiguities: None noted.\n\n"),
    );
  });

  test("empty sections are left out", () => {
    const out = formatProvision(mk("dl-vrag/2"));
    assert.ok(!out.includes("Ambiguities"));
    assert.ok(!out.includes("Open questions"));
    assert.ok(out.endsWith("English:\nEnglish of dl-vrag/2\n"));
  });
});
