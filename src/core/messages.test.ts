// test: shared
/**
 * The messages' machinery (core/messages.ts): a phrase gives its English and notes
 * its message; an edge says it in German or Danish through the book; lists, names
 * with an article and counts take each language's form.
 */

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  argumentsOf,
  catalogue,
  inLanguage,
  MessageError,
  messageOf,
  phrases,
  recordPhrases,
  render,
  translate,
} from "./messages.js";

const say = phrases("test/messages", {
  parts: "{n, plural, one {# part} other {# parts}} for {who}",
  owner: "owner of {ships}",
  fixed: "stayed at home: no part",
  nested: "{who}: {why}",
});
translate("de", {
  "test/messages.parts": "{n, plural, one {# Part} other {# Parten}} für {who}",
  "test/messages.owner": "Eigner von {ships}",
  "test/messages.fixed": "blieb zu Hause: kein Part",
  "test/messages.nested": "{who}: {why}",
});
translate("da", {
  "test/messages.parts": "{n, plural, one {# part} other {# parter}} til {who}",
  "test/messages.owner": "ejer af {ships}",
  "test/messages.fixed": "blev hjemme: ingen part",
});

describe("messages", () => {
  it("a phrase gives its English, and the book notes the message behind it", () => {
    const { value, phrases: book } = recordPhrases(() => say.parts({ n: 2, who: "Meinert" }));
    assert.equal(value, "2 parts for Meinert");
    assert.deepEqual(book[value], { id: "test/messages.parts", args: { n: 2, who: "Meinert" } });
  });

  it("German and Danish take their plural forms from the count", () => {
    const { phrases: book } = recordPhrases(() => [say.parts({ n: 1, who: "A" }), say.parts({ n: 3, who: "B" })]);
    assert.equal(inLanguage("de", "1 part for A", book), "1 Part für A");
    assert.equal(inLanguage("de", "3 parts for B", book), "3 Parten für B");
    assert.equal(inLanguage("da", "1 part for A", book), "1 part til A");
    assert.equal(inLanguage("da", "3 parts for B", book), "3 parter til B");
  });

  it("a list is joined with the language's 'and', and English alone writes a name's article", () => {
    const ships = { list: [{ the: "Hoffnung" }, { the: "The Hope" }] };
    const { value, phrases: book } = recordPhrases(() => say.owner({ ships }));
    assert.equal(value, "owner of the Hoffnung and the Hope");
    assert.equal(inLanguage("de", value, book), "Eigner von Hoffnung und The Hope");
    assert.equal(inLanguage("da", value, book), "ejer af Hoffnung og The Hope");
  });

  it("a text without arguments is found by its English alone; a name is no message and stays as it is", () => {
    assert.equal(inLanguage("de", "stayed at home: no part"), "blieb zu Hause: kein Part");
    assert.equal(inLanguage("da", "stayed at home: no part"), "blev hjemme: ingen part");
    assert.equal(inLanguage("de", "Meinert"), "Meinert");
    assert.equal(messageOf("Meinert"), undefined);
  });

  it("a phrase inside another is said in the language too", () => {
    const { value, phrases: book } = recordPhrases(() => say.nested({ who: "Wiard", why: say.fixed() }));
    assert.equal(inLanguage("de", value, book), "Wiard: blieb zu Hause: kein Part");
  });

  it("a language that lacks a message says it in English, and no id is declared with two texts", () => {
    const { value, phrases: book } = recordPhrases(() => say.nested({ who: "W", why: "x" }));
    assert.equal(inLanguage("da", value, book), value);
    assert.equal(render("da", { id: "test/messages.nested", args: { who: "W", why: "x" } }), "W: x");
    assert.throws(() => phrases("test/messages", { fixed: "something else" }), MessageError);
    assert.throws(() => translate("de", { "test/messages.fixed": "anders" }), MessageError);
  });

  it("books nest: what an inner run says is noted in the outer book as well", () => {
    const outer = recordPhrases(() => {
      const inner = recordPhrases(() => say.parts({ n: 5, who: "C" }));
      assert.ok("5 parts for C" in inner.phrases);
      return inner.value;
    });
    assert.ok("5 parts for C" in outer.phrases);
  });

  it("reads the arguments a pattern uses, also inside plural and select", () => {
    assert.deepEqual([...argumentsOf("{n, plural, one {# part for {who}} other {# parts}} {x}")].sort(), [
      "n",
      "who",
      "x",
    ]);
    assert.ok(catalogue("de").has("test/messages.parts"));
  });

  it("gives a select's key as it is, even where the key is the English of another message", () => {
    const w = phrases("test/messages-keys", {
      wet: "wet",
      state: "{how, select, wet {soaked through} other {sound}}",
      name: "a name given as it is",
    });
    translate("de", {
      "test/messages-keys.wet": "nass",
      "test/messages-keys.state": "{how, select, wet {durchnässt} other {heil}}",
      "test/messages-keys.name": "ein Name, wie er gegeben ist",
    });
    assert.equal(w.wet(), "wet");
    const book = recordPhrases(() => w.state({ how: "wet" })).phrases;
    assert.equal(inLanguage("de", "soaked through", book), "durchnässt");
    // A text found to be no message, then said as one, is said in the language from then on.
    assert.equal(inLanguage("de", "a name given as it is"), "ein Name, wie er gegeben ist");
  });
  it("says a text that was no message once it has been said as one", () => {
    const w = phrases("test/messages-later", { later: "said later {n}" });
    translate("de", { "test/messages-later.later": "später gesagt {n}" });
    assert.equal(inLanguage("de", "said later 7"), "said later 7");
    const book = recordPhrases(() => w.later({ n: "7" })).phrases;
    assert.equal(inLanguage("de", "said later 7"), "später gesagt 7");
    assert.equal(inLanguage("de", "said later 7", book), "später gesagt 7");
  });
  it("says a text through a book read back from storage, though the process found it to be no message", () => {
    phrases("test/messages-stored", { stored: "kept in the book {n}" });
    translate("de", { "test/messages-stored.stored": "im Buch behalten {n}" });
    assert.equal(inLanguage("de", "kept in the book 3"), "kept in the book 3");
    const stored = JSON.parse(
      JSON.stringify({ "kept in the book 3": { id: "test/messages-stored.stored", args: { n: "3" } } }),
    );
    assert.equal(inLanguage("de", "kept in the book 3", stored), "im Buch behalten 3");
  });

  it("writes a name's genitive in German and Danish with -s, or an apostrophe after s, x or z", () => {
    const g = phrases("test/messages-genitive", {
      goods: "{owner}'s goods in {ship}",
      counted: "{n, plural, one {# bale} other {# bales}} of {owner}'s goods",
    });
    translate("da", {
      "test/messages-genitive.goods": "{owner}s gods i {ship}",
      "test/messages-genitive.counted": "{n, plural, one {# balle} other {# baller}} af {owner}s gods",
    });
    translate("de", {
      "test/messages-genitive.goods": "{owner}s Gut in der {ship}",
      "test/messages-genitive.counted": "{n, plural, one {# Ballen} other {# Ballen}} von {owner}s Gut",
    });
    assert.equal(g.goods.in("da", { owner: "Niels Hansen", ship: "Fortuna" }), "Niels Hansens gods i Fortuna");
    assert.equal(g.goods.in("da", { owner: "Lars Friis", ship: "Fortuna" }), "Lars Friis' gods i Fortuna");
    assert.equal(g.goods.in("de", { owner: "Max", ship: "Hoop" }), "Max' Gut in der Hoop");
    assert.equal(g.counted.in("da", { n: 2, owner: "Jens" }), "2 baller af Jens' gods");
    assert.equal(g.goods.in("en", { owner: "Lars Friis", ship: "the Fortuna" }), "Lars Friis's goods in the Fortuna");
  });

  it("says an English two messages share as the message the determination said", () => {
    const a = phrases("test/messages-shared-a", { pilot: "the pilot of the shared test" });
    const b = phrases("test/messages-shared-b", { pilot: "the pilot of the shared test" });
    translate("de", {
      "test/messages-shared-a.pilot": "der Lootsmann des Tests",
      "test/messages-shared-b.pilot": "der Lotse des Tests",
    });
    const bookA = recordPhrases(() => a.pilot()).phrases;
    const bookB = recordPhrases(() => b.pilot()).phrases;
    // In either order: what one determination said is not what the next finds kept.
    assert.equal(inLanguage("de", "the pilot of the shared test", bookA), "der Lootsmann des Tests");
    assert.equal(inLanguage("de", "the pilot of the shared test", bookB), "der Lotse des Tests");
    assert.equal(inLanguage("de", "the pilot of the shared test", bookA), "der Lootsmann des Tests");
  });
});
