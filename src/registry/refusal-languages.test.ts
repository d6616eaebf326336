/**
 * The register refuses in the language asked for: through the command (`--lang da`)
 * and over HTTP (`?lang=de`, Accept-Language), an unknown lot, a payment beyond what
 * is owed, a negative amount, a day before the lot was lodged and a party the lot
 * does not have are said in Danish or German, naming the lot and the field as the
 * English does, and the English is what it was. And every refusal the register
 * declares, filled with any names, is said in German and Danish with no English
 * word left.
 *
 * It starts a server, so it is not shared.
 */

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { englishWords } from "../../test/languages-check.js";
import { refusalIds, untranslatedRefusals } from "../../test/refusals-check.js";
import { runSealaw } from "../cli/test-support/run.js";
import type { Lang } from "../core/messages.js";
import { post, type Running, serve } from "../server/test-support/http.js";
import { openStore, type Store } from "./store.js";
import { caskArgs } from "./test-support/stories-more.js";
import { createToken } from "./tokens.js";

type Other = Exclude<Lang, "en">;

/** What a refusal may keep as it is: the lot's id, the parties' ids, the command's flags and the amounts' units. */
const KEPT = ["cask", "no-such-lot", "nobody", "office", "finder", "--lang", "rd"];

/** What the case of the cask names: its parties, as the case gives them. */
const GIVEN = ["Peder Hansen", "the king's officer at Skagen"];

function noEnglish(lang: Other, text: string, also: readonly string[] = []): void {
  const words = englishWords(
    lang,
    text,
    [...KEPT, ...also].sort((a, b) => b.length - a.length),
  );
  assert.deepEqual(words, [], `English left in the ${lang}: ${text}`);
}

describe("the register's refusals in German and Danish", () => {
  let store: Store;
  let s: Running;
  let clerk: string;
  const lent = () => ({ ...store, close: async () => undefined });
  const register = (args: string[]) =>
    runSealaw(["register", ...args, "--db", "lent.db"], { openStore: async () => lent() });
  const refusal = async (args: string[]) => {
    const r = await register(args);
    assert.equal(r.status, 2, `${args.join(" ")}: ${r.stdout}${r.stderr}`);
    return r.stderr.replace(/^sealaw: /, "").trim();
  };

  before(async () => {
    store = await openStore({ file: ":memory:" });
    const lodged = await register(["add", ...caskArgs("cask"), "--actor", "Jens"]);
    assert.equal(lodged.status, 0, lodged.stderr);
    clerk = (await createToken(store, { actor: "Jens", role: "clerk" })).token;
    s = await serve(store);
  });
  after(async () => {
    await s.close();
    await store.close();
  });

  /** A payment on a lot, with the command's flags. */
  const pay = (lot: string, o: { amount?: string; date?: string; to?: string }, lang?: Lang) => [
    "pay",
    lot,
    "--from",
    "office",
    "--to",
    o.to ?? "finder",
    "--amount",
    o.amount ?? "1",
    "--date",
    o.date ?? "1690-05-11",
    "--actor",
    "Jens",
    ...(lang ? ["--lang", lang] : []),
  ];

  test("the command: an unknown lot, a negative amount, a day before the lot's, an unknown party", async () => {
    const cases: { args: (lang?: Lang) => string[]; english: string; names: string }[] = [
      {
        args: (l) => pay("no-such-lot", {}, l),
        english: 'unknown lot "no-such-lot"; `sealaw register list` shows the lots',
        names: "no-such-lot",
      },
      {
        args: (l) => pay("cask", { amount: "-3" }, l),
        english: 'the payment: "-3" is negative; amounts are never negative',
        names: "-3",
      },
      {
        args: (l) => pay("cask", { date: "1690-05-01" }, l),
        english: "the payment is dated 1690-05-01, before lot cask was lodged on 1690-05-10",
        names: "1690-05-10",
      },
    ];
    for (const c of cases) {
      assert.equal(await refusal(c.args()), c.english);
      for (const lang of ["da", "de"] as const) {
        const said = await refusal(c.args(lang));
        assert.notEqual(said, c.english, `${lang}: ${said}`);
        assert.ok(said.includes(c.names), `${lang} names ${c.names}: ${said}`);
        noEnglish(lang, said);
      }
    }
    // A party the lot does not have: refused naming the lot's parties, by name, in the language.
    const english = await refusal(pay("cask", { to: "nobody" }));
    assert.match(
      english,
      /^lot cask has no party "nobody" to be paid; its parties: .*Peder Hansen, the finder \(finder\)/,
    );
    const danish = await refusal(pay("cask", { to: "nobody" }, "da"));
    assert.match(danish, /^parti cask har ingen part »nobody«.*Peder Hansen, finderen \(finder\)/);
    noEnglish("da", danish, GIVEN);
  });

  test("the command: a payment twice, the second beyond what is still owed", async () => {
    const owed = await register(["show", "cask", "--json"]);
    const line = (JSON.parse(owed.stdout) as { owed: { from: string; to: string; outstanding: string }[] }).owed.find(
      (o) => o.from === "office" && o.to === "finder",
    );
    assert.ok(line, owed.stdout);
    const first = await register(pay("cask", { amount: line.outstanding }));
    assert.equal(first.status, 0, first.stderr);
    const english = await refusal(pay("cask", { amount: "1" }));
    assert.match(english, /^nothing is owed by .* on lot cask/);
    const danish = await refusal(pay("cask", { amount: "1" }, "da"));
    assert.match(danish, /^intet skyldes af .* på parti cask/);
    noEnglish("da", danish, GIVEN);
    const german = await refusal(pay("cask", { amount: "1" }, "de"));
    assert.match(german, /auf Posten cask nichts/);
    noEnglish("de", german, GIVEN);
  });

  test("over HTTP: the problem's title, detail and field said in the language; in English as before", async () => {
    const call = (lot: string, body: Record<string, unknown>, query = "", headers: Record<string, string> = {}) => {
      const init = post({ from: "office", to: "finder", date: "1690-05-11", amount: "1", ...body }, clerk);
      return s.call(`/v1/register/lots/${lot}/payments${query}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...headers },
      });
    };
    type Problem = { title: string; detail: string; type: string; errors?: { path: string; message: string }[] };

    const early = await call("cask", { date: "1690-05-01" });
    assert.equal(early.status, 422, early.text);
    assert.equal(early.headers.get("content-language"), null);
    const en = early.json() as Problem;
    assert.equal(en.title, "The register refuses the change");
    assert.equal(en.detail, "the payment is dated 1690-05-01, before lot cask was lodged on 1690-05-10");
    assert.deepEqual(en.errors, [{ path: "body.date", message: en.detail }]);

    const de = await call("cask", { date: "1690-05-01" }, "?lang=de");
    assert.equal(de.status, 422, de.text);
    assert.equal(de.headers.get("content-language"), "de");
    const p = de.json() as Problem;
    assert.equal(p.type, en.type);
    assert.notEqual(p.title, en.title);
    assert.ok(p.detail.includes("cask") && p.detail.includes("1690-05-10"), p.detail);
    assert.deepEqual(p.errors, [{ path: "body.date", message: p.detail }]);
    for (const t of [p.title, p.detail]) noEnglish("de", t);

    // Accept-Language chooses where ?lang is not given; a negative amount names the field.
    const da = await call("cask", { amount: "-3" }, "", { "accept-language": "da-DK, en;q=0.5" });
    assert.equal(da.status, 422, da.text);
    assert.equal(da.headers.get("content-language"), "da");
    assert.match(da.headers.get("vary") ?? "", /accept-language/i);
    const q = da.json() as Problem;
    assert.equal(q.errors?.[0]?.path, "body.amount");
    assert.ok(q.detail.includes("-3"), q.detail);
    for (const t of [q.title, q.detail]) noEnglish("da", t);

    // An unknown lot, found before the register is asked.
    const none = await call("no-such-lot", {}, "?lang=da");
    assert.equal(none.status, 404, none.text);
    const n = none.json() as Problem;
    assert.ok(n.detail.includes("no-such-lot"), n.detail);
    for (const t of [n.title, n.detail]) noEnglish("da", t);
    assert.equal(((await call("no-such-lot", {})).json() as Problem).detail, 'unknown lot "no-such-lot"');
  });
});

describe("every refusal the register declares", () => {
  test("there are refusals to say", () => {
    assert.ok(refusalIds().length > 150, `${refusalIds().length} refusals`);
  });
  for (const lang of ["de", "da"] as const) {
    test(`each is said in ${lang}, filled with any names, and no English word is left`, () => {
      assert.deepEqual(untranslatedRefusals(lang), []);
    });
  }
});
