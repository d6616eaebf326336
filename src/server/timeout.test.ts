/**
 * `--request-timeout`: a request's headers and its body must arrive within it,
 * however slowly they trickle in. A client here sends one byte a second against a
 * timeout of 2.5 seconds; the server must cut it off after a few bytes, long
 * before the client would have finished, and say why (408) where it still can.
 * The measure is the count of bytes the client got to send, not a time.
 */

import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, describe, test } from "node:test";
import type { Store } from "../registry/store.js";
import { openStore } from "../registry/store.js";
import { type Running, serve } from "./test-support/http.js";

const TIMEOUT_MS = 2500;
/** A byte a second: a client that would take this many seconds to finish, were it let. */
const TRICKLE = 20;

let store: Store;
let s: Running;
before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store, { requestTimeoutMs: TIMEOUT_MS });
});
after(async () => {
  await s.close();
  await store.close();
});

/** Send `head` at once, then `trickle` a byte a second; how many of those bytes went out before the server ended it, and what it said. */
function trickle(head: string, slow: string): Promise<{ sent: number; answer: string }> {
  const u = new URL(s.url);
  return new Promise((resolve) => {
    const socket = connect(Number(u.port), u.hostname);
    let sent = 0;
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      socket.destroy();
      resolve({ sent, answer });
    };
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => {
      answer += d;
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= slow.length || socket.destroyed) return done();
        socket.write(slow[sent] as string);
        sent++;
      }, 1000);
    });
  });
}

describe("a request must arrive within --request-timeout", () => {
  test("headers sent a byte a second are cut off near the timeout", async () => {
    const r = await trickle("GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ", `${"a".repeat(TRICKLE)}\r\n\r\n`);
    assert.ok(r.sent < 8, `the server took ${r.sent} bytes at one a second before cutting off (timeout 2.5 s)`);
    if (r.answer !== "") assert.match(r.answer, /^HTTP\/1\.1 408/);
  });

  test("a body sent a byte a second is cut off near the timeout", async () => {
    const body = `{"actor": "${"a".repeat(TRICKLE)}"}`;
    const r = await trickle(
      `POST /v1/decide HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    assert.ok(r.sent < 8, `the server took ${r.sent} bytes of the body at one a second before cutting off`);
    if (r.answer !== "") assert.match(r.answer, /^HTTP\/1\.1 408/);
  });
});
