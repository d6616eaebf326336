// test: shared
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { parseCaseText } from "../cases/parse.js";
import { decide } from "../engine/decide.js";
import { asFormat1 } from "./determination-format.js";
import { determinationJsonSchema, determinationSchema } from "./determination-schema.js";

const root = new URL("../../examples/", import.meta.url);
const files = readdirSync(root).flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => `${dir}/${f}`),
);

describe("the determination's schema", () => {
  test("there are examples to read", () => {
    assert.ok(files.length >= 40, `${files.length} examples`);
  });

  for (const file of files) {
    test(`${file}: its determination, as decide --json --format 1 prints it, reads with the schema, every field known`, () => {
      const data = parseCaseText(readFileSync(new URL(file, root), "utf8"), file).data;
      for (const explanation of [true, false]) {
        const printed = JSON.parse(JSON.stringify(asFormat1(decide(data, { explanation }))));
        const r = determinationSchema.safeParse(printed);
        assert.ok(r.success, `${explanation ? "with" : "without"} the explanation: ${r.error?.message}`);
        assert.deepEqual(r.data, printed, "the schema takes nothing away and adds nothing");
      }
    });
  }

  test("a field it does not know, or a field of the wrong kind, is refused", () => {
    const data = parseCaseText(readFileSync(new URL(files[0] as string, root), "utf8"), "x").data;
    const d = JSON.parse(JSON.stringify(decide(data)));
    assert.ok(!determinationSchema.safeParse({ ...d, extra: 1 }).success);
    assert.ok(!determinationSchema.safeParse({ ...d, receipt: { ...d.receipt, case: 7 } }).success);
    assert.ok(!determinationSchema.safeParse({ ...d, explanation: { ...d.explanation, status: "maybe" } }).success);
  });

  test("as JSON Schema it names every top-level field and refuses others", () => {
    const s = determinationJsonSchema() as { properties: Record<string, unknown>; additionalProperties: unknown };
    for (const k of ["statute", "kind", "allocations", "explanation", "readings", "receipt"]) {
      assert.ok(k in s.properties, k);
    }
    assert.equal(s.additionalProperties, false);
  });
});
