/**
 * Two things the server does on a loopback port. Its log never holds a secret: a
 * token sent in the query string (which is refused) or in the Authorization header
 * is not written in any log line, while the request itself is still logged. And
 * an analysis of a case that cannot be decided under one alternative answers 200
 * with that alternative reported, not an error (reichstaler-two-ships.yaml under
 * reichstaler_subdivision R2).
 */

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { after, before, describe, test } from "node:test";
import { parse } from "yaml";
import type { Store } from "../registry/store.js";
import { openStore } from "../registry/store.js";
import { createToken } from "../registry/tokens.js";
import { REDACTED, redactUrl } from "./log.js";
import { post, type Running, serve, yaml } from "./test-support/http.js";

const REICHSTALER = readFileSync(
  new URL("../../examples/borkum-1666/reichstaler-two-ships.yaml", import.meta.url),
  "utf8",
);

let store: Store;
let s: Running;
let token = "";

before(async () => {
  store = await openStore({ file: ":memory:" });
  s = await serve(store);
  token = (await createToken(store, { actor: "the clerk", role: "clerk" })).token;
});
after(async () => {
  await s.close();
  await store.close();
});

describe("the log keeps no secret", () => {
  test("a token in the query string is refused, and the log has the request without it", async () => {
    const secrets = ["sealaw-secret-in-query-1", "sealaw-secret-in-query-2", "sealaw-secret-in-query-3"];
    const before = s.logs.length;
    const paths = [
      `/v1/whoami?access_token=${secrets[0]}`,
      `/v1/whoami?x=1&token=${secrets[1]}`,
      `/v1/whoami?%61ccess_token=${secrets[2]}`,
    ];
    for (const path of paths) {
      const r = await s.call(path);
      assert.equal(r.status, 401, `${path}: ${r.text}`);
    }
    // A query-string token is refused even when it is valid.
    assert.equal((await s.call(`/v1/whoami?access_token=${token}`)).status, 401);
    const lines = s.logs.slice(before).map((l) => JSON.stringify(l));
    const text = lines.join("\n");
    for (const secret of [...secrets, token]) assert.ok(!text.includes(secret), `the log holds ${secret}:\n${text}`);
    const urls = s.logs
      .slice(before)
      .map((l) => (l.req as { url?: string } | undefined)?.url)
      .filter((u): u is string => u !== undefined);
    assert.ok(urls.includes(`/v1/whoami?access_token=${REDACTED}`), urls.join("\n"));
    assert.ok(urls.includes(`/v1/whoami?x=1&token=${REDACTED}`), "the other parameters are kept");
  });

  test("a token in the Authorization header is not in the log, whether it is taken or refused", async () => {
    const before = s.logs.length;
    const ok = await s.call("/v1/whoami", { token });
    assert.equal(ok.status, 200, ok.text);
    const refused = await s.call("/v1/whoami", { headers: { authorization: "Bearer sealaw-unknown-secret" } });
    assert.equal(refused.status, 401);
    const basic = await s.call("/v1/whoami", { headers: { authorization: "Basic c2VjcmV0OnBhc3N3b3Jk" } });
    assert.equal(basic.status, 401);
    const text = s.logs
      .slice(before)
      .map((l) => JSON.stringify(l))
      .join("\n");
    assert.ok(text.includes("/v1/whoami"), "the requests are logged");
    for (const secret of [token, "sealaw-unknown-secret", "c2VjcmV0OnBhc3N3b3Jk"])
      assert.ok(!text.includes(secret), `the log holds ${secret}`);
  });

  test("redactUrl replaces the values of secret parameters only", () => {
    assert.equal(redactUrl("/v1/decide"), "/v1/decide");
    assert.equal(redactUrl("/v1/decide?full=true"), "/v1/decide?full=true");
    assert.equal(
      redactUrl("/x?a=1&access_token=abc&TOKEN=d&api_key=e&b"),
      `/x?a=1&access_token=${REDACTED}&TOKEN=${REDACTED}&api_key=${REDACTED}&b`,
    );
    assert.equal(redactUrl("/x?to%6Ben=abc"), `/x?to%6Ben=${REDACTED}`);
    assert.equal(redactUrl("/x?token"), `/x?token=${REDACTED}`);
    assert.equal(redactUrl("/x?%E0%A4%A=1"), "/x?%E0%A4%A=1", "a name that cannot be decoded is read as it is");
  });
});

describe("an analysis with an alternative that cannot be decided", () => {
  test("POST /v1/sensitivity answers 200 and reports the R2 paths with their reason", async () => {
    // The reckoning is branched on first: a few decisions reach R2.
    const r = await s.call("/v1/sensitivity?maxDecisions=40", yaml(REICHSTALER));
    assert.equal(r.status, 200, r.text);
    const report = r.json() as {
      groups: { inForce: boolean; undecidable?: string; combinations: { readings: Record<string, string> }[] }[];
    };
    const stuck = report.groups.filter((g) => g.undecidable !== undefined);
    assert.ok(stuck.length > 0, r.text.slice(0, 400));
    for (const g of stuck) {
      assert.match(g.undecidable ?? "", /salvage_money_shares/);
      for (const c of g.combinations) assert.equal(c.readings.reichstaler_subdivision, "R2");
    }
    assert.ok(report.groups.some((g) => g.inForce && g.undecidable === undefined));
  });

  test("POST /v1/sensitivity/one-at-a-time answers 200 with the flip to R2 and why it cannot be decided", async () => {
    const r = await s.call("/v1/sensitivity/one-at-a-time", post(parse(REICHSTALER)));
    assert.equal(r.status, 200, r.text);
    const flips = (r.json() as { flips: { reading: string; to: string; undecidable?: string; moves: unknown[] }[] })
      .flips;
    const flip = flips.find((f) => f.reading === "reichstaler_subdivision" && f.to === "R2");
    assert.ok(flip, r.text.slice(0, 400));
    assert.match(flip.undecidable ?? "", /salvage_money_shares/);
    assert.deepEqual(flip.moves, []);
  });
});
