// test: shared
/**
 * The case builder's path helpers: a value written at a question's path lands
 * there and nowhere else, the case given is never changed in place, an error
 * finds the field it belongs to, a new entry (or the ship's particulars, first
 * opened) gets an id no other has, and a choice among people names them.
 */

import assert from "node:assert/strict";
import { test } from "node:test";
import {
  entryNames,
  errorLine,
  fieldFor,
  figureValue,
  fileName,
  getAt,
  isRequired,
  newDetails,
  newEntry,
  newEntryId,
  parentPath,
  parseMapping,
  parsePath,
  pathText,
  type SchemaNode,
  setAt,
  unsetAt,
} from "../web/src/case/paths.js";

test("a path is read into its steps and written back", () => {
  assert.deepEqual(parsePath("facts.people[2].roles"), ["facts", "people", 2, "roles"]);
  assert.equal(pathText(["facts", "people", 2, "roles"]), "facts.people[2].roles");
  assert.equal(parentPath("facts.people[2].roles"), "facts.people[2]");
  assert.equal(parentPath("facts.people[2]"), "facts.people");
});

test("setAt writes at the path, making what is missing, and leaves the case given untouched", () => {
  const c = { facts: { people: [{ id: "a" }, { id: "b" }, { id: "c" }] } };
  const before = JSON.stringify(c);
  const d = setAt(c, "facts.people[2].roles", ["householder"]);
  assert.deepEqual(getAt(d, "facts.people[2].roles"), ["householder"]);
  assert.equal(getAt(d, "facts.people[1].roles"), undefined);
  assert.equal(JSON.stringify(c), before, "the case given is not changed");
  assert.equal(d.facts.people[0], c.facts.people[0], "what is not on the path is shared");
  const e = setAt({} as Record<string, unknown>, "facts.ships[0].owners[0].share", "1/2");
  assert.deepEqual(e, { facts: { ships: [{ owners: [{ share: "1/2" }] }] } });
});

test("unsetAt leaves a key out and takes an entry out of its list", () => {
  const c = { facts: { place: "beach", people: [{ id: "a" }, { id: "b" }] } };
  assert.deepEqual(unsetAt(c, "facts.place"), { facts: { people: [{ id: "a" }, { id: "b" }] } });
  assert.deepEqual(unsetAt(c, "facts.people[0]").facts.people, [{ id: "b" }]);
  assert.deepEqual(unsetAt(c, "facts.nothing.here"), c);
  assert.equal(c.facts.people.length, 2);
});

test("an error finds the field that holds its path, the longest", () => {
  const fields = ["facts.people", "facts.people[0].roles", "facts.salvage_money"];
  assert.equal(fieldFor("facts.people[0].roles[1]", fields), "facts.people[0].roles");
  assert.equal(fieldFor("facts.salvage_money", fields), "facts.salvage_money");
  assert.equal(fieldFor("facts.people[3].id", fields), "facts.people");
  assert.equal(fieldFor("facts.salvage_money_shares", fields), undefined, "a longer name is not inside");
});

test("a new entry gets an id no entry of the case has, when the format gives entries one", () => {
  const c = { facts: { people: [{ id: "person-2" }], ships: [{ id: "ship-1" }] } };
  assert.equal(newEntryId(c, "facts.people"), "person-3");
  assert.equal(newEntryId(c, "facts.ships"), "ship-2");
  assert.equal(newEntryId(c, "facts.breaches"), "breach-1");
  const schema: SchemaNode = {
    type: "object",
    properties: {
      facts: {
        type: "object",
        required: ["people"],
        properties: {
          people: { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
          offers: { type: "array", items: { type: "object", properties: { amount: { type: "string" } } } },
        },
      },
    },
  };
  assert.deepEqual(newEntry(schema, c, "facts.people"), { id: "person-3" });
  assert.deepEqual(newEntry(schema, c, "facts.offers"), {});
  assert.equal(isRequired(schema, "facts.people"), true);
  assert.equal(isRequired(schema, "facts.offers"), false);
});

test("particulars first opened get an id when the format gives them one, so nobody is asked to make one up", () => {
  const schema: SchemaNode = {
    type: "object",
    properties: {
      facts: {
        type: "object",
        properties: {
          ship: { type: "object", properties: { id: { type: "string" }, name: { type: "string" } } },
          voyage: { type: "object", properties: { from: { type: "string" } } },
        },
      },
    },
  };
  assert.deepEqual(newDetails(schema, {}, "facts.ship", {}), { id: "ship-1" });
  // An id the case already uses is not given again.
  const c = { facts: { ships: [{ id: "ship-1" }] } };
  assert.deepEqual(newDetails(schema, c, "facts.ship", {}), { id: "ship-2" });
  // The question's default is kept, with its own id if it has one; no id where the format has none.
  assert.deepEqual(newDetails(schema, {}, "facts.ship", { name: "Fortuna" }), { id: "ship-1", name: "Fortuna" });
  assert.deepEqual(newDetails(schema, {}, "facts.ship", { id: "fortuna" }), { id: "fortuna" });
  assert.deepEqual(newDetails(schema, {}, "facts.voyage", {}), {});
});

test("people and ships are named by the names the case gives them, a name two share with its id beside it", () => {
  const names = entryNames({
    people: [
      { id: "person-1", name: "Merchant A" },
      { id: "person-2", name: "Jens" },
      { id: "person-3", name: "Jens" },
      { id: "person-4" },
    ],
    ship: { id: "ship-1", name: "Fortuna" },
  });
  assert.equal(names.get("person-1"), "Merchant A");
  assert.equal(names.get("person-2"), "Jens (person-2)");
  assert.equal(names.get("person-3"), "Jens (person-3)");
  assert.equal(names.has("person-4"), false, "no name: the id stands");
  assert.equal(names.get("ship-1"), "Fortuna");
});

test("figures: a plain number is written as a number, anything else as typed, for the server to judge", () => {
  assert.equal(figureValue("340", "amount"), 340);
  assert.equal(figureValue("12 rtl 3 st", "amount"), "12 rtl 3 st");
  assert.equal(figureValue("12.5", "amount"), "12.5");
  assert.equal(figureValue("2", "number"), 2);
  assert.equal(figureValue("3/4", "number"), "3/4");
  assert.equal(figureValue("  ", "number"), undefined);
});

test("mappings, file names and the line of a parse error", () => {
  assert.deepEqual(parseMapping("a: 1/2\nb:1/2\nnonsense\n"), { a: "1/2", b: "1/2" });
  assert.equal(
    fileName({ title: "EX-02 — salvage inside the reefs (Randzel)" }, "yaml"),
    "ex-02-salvage-inside-the-reefs-randzel.yaml",
  );
  assert.equal(fileName({ statute: "dl-vrag", kind: "find" }, "json"), "dl-vrag-find.json");
  let err: unknown;
  try {
    JSON.parse('{\n"a": 1,\n}');
  } catch (e) {
    err = e;
  }
  assert.equal(errorLine(err, '{\n"a": 1,\n}'), 3);
  assert.equal(errorLine({ linePos: [{ line: 4, col: 1 }] }, ""), 4);
});
