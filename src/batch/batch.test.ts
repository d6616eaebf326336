// test: shared
/**
 * The pieces of `sealaw decide --batch`: cutting the input into chunks of lines,
 * deciding a chunk, the progress bar, the summary, and the runner itself with its
 * worker threads (which run the compiled command, dist/cli/main.js, as a user's
 * batch does; `npm test` builds it first).
 */

import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Readable, Writable } from "node:stream";
import { describe, test } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import fc from "fast-check";
import { parse } from "yaml";
import { countNewlines, LineChunker, splitLines } from "./lines.js";
import { formatDuration, renderProgress } from "./progress.js";
import { lineList, runBatch, summary } from "./run.js";
import { decideChunk, decideLine } from "./worker.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const workerUrl = pathToFileURL(join(root, "dist", "cli", "main.js"));
const opts = { readings: {}, explanation: true };

/** An example case as one line of JSON, with its title changed so that each copy can be told apart. */
function exampleLine(path: string, title?: string): string {
  const data = parse(readFileSync(join(root, "examples", path), "utf8")) as Record<string, unknown>;
  delete data.expect;
  if (title !== undefined) data.title = title;
  return JSON.stringify(data);
}

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const dec = (b: Uint8Array): string => new TextDecoder().decode(b);

describe("LineChunker", () => {
  test("cuts at the first newline once a chunk has its size, into whole lines numbered from 1", () => {
    const c = new LineChunker(8);
    const got = [...c.push(enc("aaaa\nbbbb\ncc\nd")), ...c.push(enc("d\neeeeeeeeee\nf\n")), ...c.end()];
    assert.deepEqual(
      got.map((x) => [x.seq, x.first, x.lines, dec(x.bytes)]),
      [
        [0, 1, 2, "aaaa\nbbbb\n"],
        [1, 3, 3, "cc\ndd\neeeeeeeeee\n"],
        [2, 6, 1, "f\n"],
      ],
    );
  });

  test("a last line without a newline is a line; a final newline starts none; nothing gives nothing", () => {
    const a = new LineChunker(1000);
    assert.deepEqual(a.push(enc("x\ny")), []);
    assert.deepEqual(
      a.end().map((x) => [x.first, x.lines]),
      [[1, 2]],
    );
    const b = new LineChunker(1000);
    b.push(enc("x\ny\n"));
    assert.deepEqual(
      b.end().map((x) => x.lines),
      [2],
    );
    assert.deepEqual(new LineChunker().end(), []);
  });

  test("however the input arrives, the chunks hold exactly its lines, in order and numbered", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom("a", "é", "€", "\n", "\r", "{", " ") }), { maxLength: 12 }),
        fc.integer({ min: 1, max: 20 }),
        (pieces, target) => {
          const text = pieces.join("");
          const c = new LineChunker(target);
          const chunks = [...pieces.flatMap((p) => c.push(enc(p))), ...c.end()];
          assert.equal(chunks.map((x) => dec(x.bytes)).join(""), text);
          let line = 1;
          for (const [i, x] of chunks.entries()) {
            assert.equal(x.seq, i);
            assert.equal(x.first, line);
            assert.equal(splitLines(dec(x.bytes), x.first).length, x.lines);
            line += x.lines;
          }
          const expected = text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
          assert.equal(line - 1, expected);
        },
      ),
    );
  });

  test("each chunk has a buffer of its own (it is transferred to a worker)", () => {
    const c = new LineChunker(4);
    const [a, b] = c.push(enc("1234\n5678\n"));
    assert.ok(a && b);
    assert.notEqual(a.bytes.buffer, b.bytes.buffer);
    assert.equal(a.bytes.byteOffset, 0);
    assert.equal(a.bytes.buffer.byteLength, a.bytes.byteLength);
  });

  test("countNewlines and splitLines: CRLF, a byte-order mark on line 1 only", () => {
    assert.equal(countNewlines(enc("a\nb\r\n\n")), 3);
    assert.deepEqual(splitLines("\uFEFFa\r\nb\n\n", 1), ["a", "b", ""]);
    assert.deepEqual(splitLines("\uFEFFa\n", 2), ["\uFEFFa"]);
  });
});

describe("deciding lines", () => {
  const good = exampleLine("borkum-1666/salvage-inside-reefs.yaml");

  test("a case gives its determination as one line of JSON, as decide --json would", () => {
    const r = decideLine(good, 1, opts);
    assert.equal(r.error, undefined);
    assert.ok(!r.json.includes("\n"));
    const d = JSON.parse(r.json) as { statute: string; allocations: unknown[]; receipt: object };
    assert.equal(d.statute, "borkum-1666");
    assert.ok(d.allocations.length > 0);
  });

  test("a bad line gives an error record with its number and what is wrong", () => {
    const rec = (line: string, n: number) => JSON.parse(decideLine(line, n, opts).json);
    assert.deepEqual(rec("   ", 4), { line: 4, error: { kind: "blank", message: "a blank line: no case" } });
    const j = rec("{not json", 5);
    assert.equal(j.line, 5);
    assert.equal(j.error.kind, "json");
    assert.match(j.error.message, /^not JSON: /);
    const c = rec(JSON.stringify({ version: 1, statute: "borkum-1666", kind: "salvage", facts: { place: "x" } }), 6);
    assert.equal(c.error.kind, "case");
    assert.match(c.error.message, /^line 6: /);
    assert.ok(c.error.issues.some((i: { path: string }) => i.path === "facts.place"));
    const u = rec(JSON.stringify({ version: 1, statute: "dl-vrg", kind: "salvage", facts: {} }), 7);
    assert.equal(u.error.kind, "case");
    assert.match(u.error.issues[0].message, /unknown statute "dl-vrg"/);
  });

  test("a chunk gives one output line per input line, and the numbers of the lines in error", () => {
    const r = decideChunk(`${good}\n\nnope\n${good}\n`, 10, opts);
    assert.equal(r.lines, 4);
    assert.deepEqual(r.errors, [11, 12]);
    assert.deepEqual(r.internal, []);
    const out = dec(r.bytes).split("\n");
    assert.equal(out.length, 5);
    assert.equal(out[4], "");
    assert.equal(out[0], out[3]);
    assert.equal(JSON.parse(out[1] as string).line, 11);
  });

  test("the output is the same however small a buffer it starts in", () => {
    const text = `${exampleLine("dl-vrag/find-anchor-in-the-sound.yaml", "ankeret fundet i Øresund — €, 𝔄")}\n\n`;
    const big = decideChunk(text, 1, opts);
    const small = decideChunk(text, 1, opts, 1);
    assert.deepEqual(small.bytes, big.bytes);
    assert.match(dec(small.bytes), /"title":"ankeret fundet i Øresund — €, 𝔄"/);
  });
});

describe("the progress bar", () => {
  test("shows done/total, a bar, the percentage, the rate and the time left", () => {
    const line = renderProgress({ done: 1000, total: 4000, elapsedMs: 2000, width: 80 });
    assert.match(line, /^1,000\/4,000 \[█+░+\] {2}25% {2}500 cases\/s {2}0:06 left$/);
    assert.ok(line.length <= 79);
    assert.match(
      renderProgress({ done: 4000, total: 4000, elapsedMs: 4000, width: 80 }),
      /100% {2}1,000 cases\/s {2}done$/,
    );
  });

  test("before the first case, no rate; without a total (standard input), the count and the rate only", () => {
    assert.doesNotMatch(renderProgress({ done: 0, total: 10, elapsedMs: 0, width: 80 }), /cases\/s|left/);
    assert.equal(renderProgress({ done: 250, elapsedMs: 500, width: 80 }), "250 cases  500 cases/s");
  });

  test("never wider than the terminal less one column", () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.nat(10_000_000),
        fc.integer({ min: 0, max: 300 }),
        (done, total, ms, width) => {
          const line = renderProgress({ done, total, elapsedMs: ms, width });
          assert.ok(line.length <= Math.max(10, width - 1), `${JSON.stringify(line)} fits ${width}`);
        },
      ),
    );
  });

  test("durations", () => {
    assert.equal(formatDuration(0), "0:00");
    assert.equal(formatDuration(75), "1:15");
    assert.equal(formatDuration(3700), "1:01:40");
  });
});

describe("the summary of a batch", () => {
  test("names the lines not decided, at most twenty of them", () => {
    assert.equal(lineList([7, 19, 230]), "7, 19, 230");
    assert.equal(
      lineList(Array.from({ length: 25 }, (_, i) => i + 1)),
      "1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 … and 5 more",
    );
    assert.equal(summary({ lines: 10, errors: [], internal: [], code: 0 }), "");
    assert.equal(
      summary({ lines: 4000, errors: [7], internal: [], code: 2 }),
      "1 of 4,000 lines not decided (line 7); each has an error record in the output",
    );
    assert.match(
      summary({ lines: 3, errors: [2], internal: [{ line: 2, message: "boom" }], code: 1 }),
      /^1 line failed through a fault in sealaw \(line 2: boom\)\n1 of 3 lines not decided/,
    );
  });
});

/** A stand-in for standard output that keeps what is written, and is slow to take it. */
function sink(slow = false): { stream: Writable; text: () => string } {
  const parts: Buffer[] = [];
  const stream = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _enc, cb) {
      parts.push(Buffer.from(chunk));
      if (slow) setTimeout(cb, 1);
      else cb();
    },
  });
  return { stream, text: () => Buffer.concat(parts).toString("utf8") };
}

/** A stand-in for standard error, a terminal or not. */
function terminal(isTTY: boolean): { write(s: string): boolean; isTTY: boolean; columns: number; text: string } {
  return {
    isTTY,
    columns: 60,
    text: "",
    write(s: string) {
      this.text += s;
      return true;
    },
  };
}

describe("runBatch (worker threads running dist/cli/main.js)", () => {
  const titles = Array.from({ length: 60 }, (_, i) => `case ${i + 1}`);
  const paths = ["borkum-1666/salvage-inside-reefs.yaml", "dl-vrag/find-anchor-in-the-sound.yaml"];
  const lines = titles.map((t, i) => exampleLine(paths[i % 2] as string, t));

  test("writes one result per line in input order, with several workers and small chunks, through back-pressure", async () => {
    const out = sink(true);
    const err = terminal(false);
    const r = await runBatch({
      input: "-",
      stdin: Readable.from([Buffer.from(`${lines.join("\n")}\n`)]),
      stdout: out.stream,
      stderr: err,
      jobs: 3,
      readings: {},
      explanation: true,
      workerUrl,
      chunkBytes: 2000,
    });
    assert.deepEqual(r, { lines: 60, errors: [], internal: [], code: 0 });
    const got = out
      .text()
      .trimEnd()
      .split("\n")
      .map((l) => (JSON.parse(l) as { title: string }).title);
    assert.deepEqual(got, titles);
    assert.equal(err.text, "", "no progress bar when standard error is not a terminal");
  });

  test("on a terminal, draws the progress bar on standard error: done/total, rate", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sealaw-batch-test-"));
    try {
      const file = join(dir, "cases.ndjson");
      writeFileSync(file, `${lines.slice(0, 10).join("\n")}\nnot json\n`);
      const out = sink();
      const err = terminal(true);
      const r = await runBatch({
        input: file,
        stdout: out.stream,
        stderr: err,
        jobs: 2,
        readings: {},
        explanation: true,
        workerUrl,
        chunkBytes: 3000,
      });
      assert.equal(r.code, 2);
      assert.deepEqual(r.errors, [11]);
      // Each drawing returns to the start of the line and clears what is left of it (ESC [K).
      const drawn = err.text.replaceAll("\u001b[K", "<clear>");
      assert.match(drawn, /^\r0\/11 \[░+\] {3}0%<clear>/);
      assert.match(drawn, /\r11\/11 \[█+\] 100% {2}[\d,]+ cases\/s {2}done<clear>\n$/);
      assert.equal(out.text().trimEnd().split("\n").length, 11);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a worker that fails is an internal failure: the batch rejects", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sealaw-batch-test-"));
    try {
      const bad = join(dir, "bad-worker.mjs");
      writeFileSync(bad, "throw new Error('the worker broke');\n");
      await assert.rejects(
        runBatch({
          input: "-",
          stdin: Readable.from([Buffer.from(`${lines[0]}\n`)]),
          stdout: sink().stream,
          stderr: terminal(false),
          jobs: 1,
          readings: {},
          explanation: true,
          workerUrl: pathToFileURL(bad),
        }),
        /the worker broke/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("refuses --jobs 0 and a missing file, as usage errors", async () => {
    const base = { stdout: sink().stream, stderr: terminal(false), readings: {}, explanation: true, workerUrl };
    await assert.rejects(runBatch({ ...base, input: "-", jobs: 0 }), { name: "UsageError", message: /--jobs/ });
    await assert.rejects(runBatch({ ...base, input: join(root, "no-such.ndjson"), jobs: 1 }), {
      name: "UsageError",
      message: /no such file/,
    });
  });
});
