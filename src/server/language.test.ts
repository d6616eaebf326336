/**
 * The language of an answer over HTTP: `?lang` wins, else Accept-Language by its
 * qualities, else English; the answer names it (Content-Language); an unknown
 * `?lang` is a problem naming it; and only the texts change: the data and the
 * receipt of a determination are the same in English, German and Danish. The
 * document lists the parameter, the header and the answer's header on each route
 * that speaks.
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import YAML from "yaml";
import type { Determination } from "../core/determination.js";
import { inFormat } from "../core/determination-format.js";
import { textsIn } from "../engine/language.js";
import { decideText } from "../engine/text.js";
import type { Store } from "../registry/store.js";
import { openStore } from "../registry/store.js";
import { CASK } from "../registry/test-support/lots.js";
import { createToken } from "../registry/tokens.js";
import { languageOfHeader } from "./language.js";
import { PROBLEM_CONTENT_TYPE } from "./problems.js";
import { type Answer, post, type Running, serve, yaml } from "./test-support/http.js";

const SALVAGE = readFileSync(new URL("../../examples/borkum-1666/salvage-inside-reefs.yaml", import.meta.url), "utf8");

/** Every text of a value, for finding which changed. */
function textsOf(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) textsOf(x, out);
  else if (v !== null && typeof v === "object") for (const x of Object.values(v)) textsOf(x, out);
  return out;
}

/** The value without its texts: ids, amounts, numbers and the shape. */
function withoutTexts(v: unknown, keep: (k: string) => boolean): unknown {
  if (typeof v === "string") return "";
  if (Array.isArray(v)) return v.map((x) => withoutTexts(x, keep));
  if (v !== null && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, keep(k) ? x : withoutTexts(x, keep)]));
  return v;
}

describe("the language of an answer", () => {
  let store: Store;
  let s: Running;
  const decided = decideText(SALVAGE);
  /** The determination as the library says it in a language, as /v1/decide answers it (format 2). */
  const said = (lang: "en" | "de" | "da") =>
    JSON.parse(JSON.stringify(textsIn(lang, inFormat(decided, 2), decided.phrases)));
  const decide = (query: string, headers: Record<string, string> = {}): Promise<Answer> =>
    s.call(`/v1/decide${query}`, {
      method: "POST",
      headers: { "content-type": "application/yaml", ...headers },
      body: SALVAGE,
    });

  before(async () => {
    store = await openStore({ file: ":memory:" });
    // Small bounds on the analyses: their language is the question here, not their reach.
    s = await serve(store, { maxDecisions: 64, maxChanges: 16 });
  });
  after(async () => {
    await s.close();
    await store.close();
  });

  test("?lang=da gives the determination's texts in Danish, and says so", async () => {
    const en = await decide("");
    const da = await decide("?lang=da");
    assert.equal(da.status, 200, da.text);
    assert.equal(da.headers.get("content-language"), "da");
    assert.equal(en.headers.get("content-language"), "en");
    assert.deepEqual(da.json(), said("da"));
    // Danish is said: some of its texts are not the English ones.
    const english = new Set(textsOf(en.json()));
    assert.ok(
      textsOf(da.json()).some((t) => !english.has(t)),
      "no text of the Danish answer differs from the English",
    );
  });

  test("Accept-Language de-DE,de;q=0.9 gives German; ?lang wins over it", async () => {
    const de = await decide("", { "accept-language": "de-DE,de;q=0.9" });
    assert.equal(de.headers.get("content-language"), "de");
    assert.match(de.headers.get("vary") ?? "", /accept-language/i);
    assert.deepEqual(de.json(), said("de"));
    const da = await decide("?lang=da", { "accept-language": "de-DE,de;q=0.9" });
    assert.equal(da.headers.get("content-language"), "da");
    assert.deepEqual(da.json(), said("da"));
  });

  test("the qualities of Accept-Language are honoured, and one sealaw does not speak is English", async () => {
    const da = await decide("", { "accept-language": "en;q=0.4, fr, da;q=0.8" });
    assert.equal(da.headers.get("content-language"), "da");
    const fr = await decide("", { "accept-language": "fr-FR, fr;q=0.9" });
    assert.equal(fr.headers.get("content-language"), "en");
    assert.deepEqual(fr.json(), said("en"));
  });

  test("the data and the receipt are the same in English, German and Danish", async () => {
    const answers = await Promise.all(["en", "de", "da"].map((l) => decide(`?lang=${l}`)));
    const [en, de, da] = answers.map((a) => a.json() as Determination & Record<string, unknown>);
    assert.ok(en && de && da);
    assert.deepEqual(de.receipt, en.receipt);
    assert.deepEqual(da.receipt, en.receipt);
    // Everything but the texts: the ids, amounts and shape of the answer.
    const data = (k: string) => k === "receipt" || k === "provisions" || k === "id" || k === "party";
    assert.deepEqual(withoutTexts(da, data), withoutTexts(en, data));
    assert.deepEqual(withoutTexts(de, data), withoutTexts(en, data));
  });

  test("the text the command prints is said in the language too", async () => {
    const en = await decide("", { accept: "text/plain" });
    const da = await decide("?lang=da", { accept: "text/plain" });
    assert.equal(da.headers.get("content-language"), "da");
    const danish = textsOf(said("da")).filter((t) => !new Set(textsOf(said("en"))).has(t));
    assert.ok(danish.length > 0);
    assert.ok(
      danish.some((t) => da.text.includes(t)),
      "the Danish text shows none of the determination's Danish texts",
    );
    assert.notEqual(da.text, en.text);
  });

  test("a batch says each determination in the language, each line as /v1/decide says it", async () => {
    const one = JSON.stringify(YAML.parse(SALVAGE));
    const a = await s.call("/v1/decide/batch?lang=da", {
      method: "POST",
      headers: { "content-type": "application/x-ndjson" },
      body: `${one}\n{"broken"\n`,
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.headers.get("content-language"), "da");
    const [first, second] = a.text.trim().split("\n");
    const da = (await decide("?lang=da")).json();
    assert.deepEqual(JSON.parse(first ?? ""), da);
    assert.equal((JSON.parse(second ?? "") as { line: number }).line, 2, "an error record for the broken line");
  });

  test("the printable statement is a page in the language", async () => {
    const ga = readFileSync(new URL("../../examples/dl-averi/ga-jettison-and-mast.yaml", import.meta.url), "utf8");
    const page = await s.call("/v1/decide?lang=da", yaml(ga, "text/html"));
    assert.equal(page.status, 200, page.text);
    assert.equal(page.headers.get("content-language"), "da");
    assert.match(page.text, /<html lang="da">/);
    const en = await s.call("/v1/decide", yaml(ga, "text/html"));
    assert.match(en.text, /<html lang="en">/);
  });

  test("an unknown ?lang is a 400 naming query.lang; a problem names no language of its own", async () => {
    const a = await decide("?lang=xx", { "accept-language": "da" });
    assert.equal(a.status, 400);
    assert.equal(a.type, PROBLEM_CONTENT_TYPE);
    const p = a.json() as { detail: string; errors?: { path: string; message: string }[] };
    assert.ok(
      p.errors?.some((e) => e.path === "querystring.lang" && /en, de, da/.test(e.message)),
      a.text,
    );
    assert.match(p.detail, /lang/);
    assert.equal(a.headers.get("content-language"), null);
  });

  test("questions and analyses answer in the language asked for", async () => {
    for (const path of ["/v1/questions", "/v1/whatif", "/v1/sensitivity", "/v1/sensitivity/one-at-a-time"]) {
      const a = await s.call(`${path}?lang=da`, yaml(SALVAGE));
      assert.equal(a.status, 200, `${path}: ${a.text}`);
      assert.equal(a.headers.get("content-language"), "da", path);
      const b = await s.call(`${path}?lang=xx`, yaml(SALVAGE));
      assert.equal(b.status, 400, path);
    }
    const cmp = await s.call("/v1/compare?with=dl-vrag&lang=de", yaml(SALVAGE));
    assert.equal(cmp.headers.get("content-language"), "de", cmp.text);
  });

  test("a lot's determination is said in the language, its receipt the same", async () => {
    const officer = (await createToken(store, { actor: "the officer", role: "officer" })).token;
    // A write answers with what the law decides on the lot, said in the language too.
    const previewed = await s.call(
      "/v1/register/lots?preview=true&lang=da",
      post({ fields: CASK, id: "lang-lot" }, officer),
    );
    assert.equal(previewed.status, 200, previewed.text);
    assert.equal(previewed.headers.get("content-language"), "da");
    const lodged = await s.call("/v1/register/lots", post({ fields: CASK, id: "lang-lot" }, officer));
    assert.equal(lodged.status, 201, lodged.text);
    const receiptOf = (a: Answer) => (a.json() as { determination: { receipt: unknown } }).determination.receipt;
    assert.deepEqual(receiptOf(previewed), receiptOf(lodged));
    const en = await s.call("/v1/register/lots/lang-lot");
    const da = await s.call("/v1/register/lots/lang-lot", { headers: { "accept-language": "da" } });
    assert.equal(da.status, 200, da.text);
    assert.equal(da.headers.get("content-language"), "da");
    const receipt = (a: Answer) => (a.json() as { determination: { receipt: unknown } }).determination.receipt;
    assert.deepEqual(receipt(da), receipt(en));
  });

  test("the document lists lang, Accept-Language and Content-Language on each route that speaks", async () => {
    const doc = (await s.call("/openapi.json")).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            responses: Record<string, { headers?: Record<string, unknown> }>;
          }
        >
      >;
    };
    const speaking: [string, string][] = [
      ["/v1/decide", "post"],
      ["/v1/questions", "post"],
      ["/v1/sensitivity", "post"],
      ["/v1/sensitivity/one-at-a-time", "post"],
      ["/v1/compare", "post"],
      ["/v1/whatif", "post"],
      ["/v1/readings", "get"],
      ["/v1/provisions/{id}", "get"],
      ["/v1/register/lots/{lot}", "get"],
      ["/v1/register/lots/{lot}/history", "get"],
      ["/v1/register/lots", "post"],
      ["/v1/register/lots/{lot}/claims", "post"],
    ];
    for (const [path, method] of speaking) {
      const op = doc.paths[path]?.[method];
      assert.ok(op, `${method} ${path} is in the document`);
      const params = op.parameters ?? [];
      assert.ok(
        params.some((p) => p.name === "lang" && p.in === "query"),
        `${path}: lang`,
      );
      assert.ok(
        params.some((p) => p.name === "Accept-Language" && p.in === "header"),
        `${path}: Accept-Language`,
      );
      const ok = op.responses["200"] ?? op.responses["201"];
      assert.ok(ok?.headers?.["Content-Language"], `${path}: Content-Language`);
    }
    const health = doc.paths["/v1/statutes"]?.get;
    assert.ok(health && !(health.parameters ?? []).some((p) => p.name === "Accept-Language"));
  });
});

describe("Accept-Language, read", () => {
  test("the highest quality that sealaw speaks; regions are their language; none is English", () => {
    assert.equal(languageOfHeader(undefined), "en");
    assert.equal(languageOfHeader(""), "en");
    assert.equal(languageOfHeader("de-DE,de;q=0.9"), "de");
    assert.equal(languageOfHeader("da-DK"), "da");
    assert.equal(languageOfHeader("fr;q=1, de;q=0.2, da;q=0.5"), "da");
    assert.equal(languageOfHeader("da;q=0, de;q=0.1"), "de");
    assert.equal(languageOfHeader("fr, it"), "en");
    assert.equal(languageOfHeader("*"), "en");
    assert.equal(languageOfHeader("DE"), "de");
    assert.equal(languageOfHeader("de;q=0.5, da;q=0.5"), "de");
  });
});
