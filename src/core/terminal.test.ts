// test: shared
/**
 * Text printed to a terminal: every control character shown escaped, the text
 * otherwise unchanged, and a value's structure kept for its renderer.
 */

import assert from "node:assert/strict";
import { describe, test } from "node:test";
import fc from "fast-check";
import { CaseError } from "./errors.js";
import { escapeControls, terminalMessage, terminalSafe } from "./terminal.js";

const RUNS = Number(process.env.SEALAW_PROPERTY_RUNS ?? 300);

/** Every character a terminal or a reader's eye would take as steering rather than text. */
function isControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x061c,
  0x200e,
  0x200f,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((c) => String.fromCharCode(c));

/** Strings that mix ordinary text (any Unicode) with control characters of every kind. */
const mixed = fc
  .array(fc.oneof(fc.string({ unit: "grapheme", maxLength: 4 }), fc.constantFrom(...CONTROLS)), { maxLength: 20 })
  .map((parts) => parts.join(""));

describe("text shown on a terminal", () => {
  test("no control character survives escaping, and text without one is unchanged", () => {
    fc.assert(
      fc.property(mixed, (s) => {
        const out = escapeControls(s);
        for (const ch of out) assert.ok(!isControl(ch.codePointAt(0) as number), `U+${ch.codePointAt(0)} in output`);
        const plain = [...s].filter((ch) => !isControl(ch.codePointAt(0) as number)).join("");
        assert.equal(escapeControls(plain), plain);
      }),
      { numRuns: RUNS },
    );
  });

  test("each control character becomes a visible escape in its place, the rest stays in order", () => {
    fc.assert(
      fc.property(mixed, (s) => {
        // Undo the escapes: what was escaped comes back exactly (the text holds no backslash of its own here).
        fc.pre(!s.includes("\\"));
        const back = escapeControls(s).replace(/\\(n|r|t|x[0-9a-f]{2}|u[0-9A-F]{4})/g, (_m, e: string) =>
          e === "n" ? "\n" : e === "r" ? "\r" : e === "t" ? "\t" : String.fromCharCode(Number.parseInt(e.slice(1), 16)),
        );
        assert.equal(back, s);
      }),
      { numRuns: RUNS },
    );
  });

  test("the sequences that clear the screen, retitle the window, colour text or reverse it are shown, not obeyed", () => {
    assert.equal(escapeControls("\u001b[2J\u001b[H"), "\\x1b[2J\\x1b[H");
    assert.equal(escapeControls("\u001b]0;owned\u0007"), "\\x1b]0;owned\\x07");
    assert.equal(escapeControls("\u009b31m"), "\\x9b31m");
    assert.equal(escapeControls("cask\u202Eten"), "cask\\u202Eten");
    assert.equal(escapeControls("a\nlot-9  lodged"), "a\\nlot-9  lodged");
    assert.equal(escapeControls("Ærø – sø, 1683 ⚓"), "Ærø – sø, 1683 ⚓");
  });

  test("an error's message is one line: a newline it quotes is shown, not obeyed", () => {
    assert.equal(
      terminalMessage(new Error('unknown lot "x\u001b[2J\nlot-9  forged"')),
      'unknown lot "x\\x1b[2J\\nlot-9  forged"',
    );
    assert.equal(terminalMessage("a thrown \u202Estring"), "a thrown \\u202Estring");
  });

  test("an error that lists its lines keeps them, each escaped whole", () => {
    const e = new CaseError("case\u001b[2J.yaml", [
      { path: "facts.x\ny", message: 'unknown field "x\nsealaw: forged"' },
      { path: "title", message: "too long" },
    ]);
    assert.equal(
      terminalMessage(e),
      [
        "case\\x1b[2J.yaml: 2 problems",
        '  - facts.x\\ny: unknown field "x\\nsealaw: forged"',
        "  - title: too long",
      ].join("\n"),
    );
    assert.equal(e.message, e.lines.join("\n"), "the message is the lines, unescaped");
  });

  test("a value keeps its shape: every string and key escaped, numbers and the rest untouched, the original unchanged", () => {
    fc.assert(
      fc.property(fc.jsonValue(), mixed, (v, s) => {
        const value = { s, v, list: [s, 1, null, true], [s]: s };
        const before = JSON.stringify(value);
        const safe = terminalSafe(value);
        assert.equal(JSON.stringify(value), before, "the stored value is not changed");
        const text = JSON.stringify(safe);
        // JSON writes a raw control as \uXXXX, so none may be left in any string of the copy.
        for (const str of collectStrings(safe)) {
          for (const ch of str) assert.ok(!isControl(ch.codePointAt(0) as number));
        }
        assert.equal(JSON.parse(text).list[1], 1);
        assert.equal(Object.keys(safe).length, Object.keys(value).length);
      }),
      { numRuns: RUNS },
    );
  });
});

function collectStrings(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) collectStrings(x, out);
  else if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      out.push(k);
      collectStrings(x, out);
    }
  }
  return out;
}
