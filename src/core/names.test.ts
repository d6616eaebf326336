// test: shared
import assert from "node:assert/strict";
import { test } from "node:test";
import { The, the, theShip } from "./names.js";

test("the: a name gets the article a sentence needs, and a name with its own article keeps only that one", () => {
  assert.equal(the("Fortuna"), "the Fortuna");
  // The ship of examples/borkum-1666/salvage-outside-reefs.yaml, which `compare --with dl-vrag` once called "the the stranger".
  assert.equal(the("the stranger"), "the stranger");
  assert.equal(the("The Hope"), "the Hope");
  assert.equal(the("A Dutch hooker"), "a Dutch hooker");
  assert.equal(the("an Indiaman"), "an Indiaman");
  // A word that only begins like an article is part of the name.
  assert.equal(the("Theodora"), "the Theodora");
  assert.equal(the("Anna"), "the Anna");
});

test("The: the same at the start of a sentence", () => {
  assert.equal(The("Fortuna"), "The Fortuna");
  assert.equal(The("the stranger"), "The stranger");
  assert.equal(The("The Hope"), "The Hope");
});

test("theShip: 'the ship' only before a bare name", () => {
  assert.equal(theShip("Fortuna"), "the ship Fortuna");
  assert.equal(theShip("the stranger"), "the stranger");
});
