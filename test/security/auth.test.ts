/**
 * No write without the right. Every route the OpenAPI document marks as needing a
 * bearer token (every register write, the token routes, whoami) is tried without a
 * token, with an empty bearer, with other schemes, with a revoked token, with forged
 * ones (well-formed but unknown, one character changed, cut short, lengthened, the
 * stored hash instead of the token, SQL in its place) and with a token of too low a
 * role; each with a valid body, an empty one and a malformed one, with and without
 * ?preview. Every one is refused (401 or 403, problem+json), and afterwards every
 * row of every table of the register is as it was. The same requests with a token of
 * the right role pass the check, and with ?preview=true still write nothing.
 * On SQLite and PostgreSQL.
 */

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { Register } from "../../src/registry/register.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { STORES, type TestStore } from "../../src/registry/test-support/stores.js";
import { createToken, revokeToken, tokenHash } from "../../src/registry/tokens.js";
import { type Running, serve } from "../../src/server/test-support/http.js";
import { type Operation, operations, SEED, seeded, snapshot } from "./support.js";

/** The POST routes anyone may call: they compute and answer, and write nothing. */
const OPEN_POSTS = [
  "/v1/compare",
  "/v1/decide",
  "/v1/decide/batch",
  "/v1/questions",
  "/v1/sensitivity",
  "/v1/sensitivity/one-at-a-time",
  "/v1/whatif",
].sort();

/** The routes known to need a token, with the role each names; the document must hold at least these. */
const KNOWN: Record<string, "clerk" | "officer" | "admin"> = {
  "POST /v1/register/lots": "clerk",
  "POST /v1/register/lots/{lot}/claims": "clerk",
  "POST /v1/register/lots/{lot}/decisions": "officer",
  "POST /v1/register/lots/{lot}/sales": "clerk",
  "POST /v1/register/lots/{lot}/payments": "clerk",
  "POST /v1/register/lots/{lot}/costs": "clerk",
  "POST /v1/register/lots/{lot}/dispositions": "officer",
  "POST /v1/register/lots/{lot}/assessments": "officer",
  "POST /v1/register/readings": "officer",
  "POST /v1/register/import": "admin",
  "POST /v1/tokens": "admin",
  "GET /v1/tokens": "admin",
  "DELETE /v1/tokens/{id}": "admin",
  "GET /v1/whoami": "clerk",
};

/** A body that the route would take from a caller with the right (so a refusal is the check's doing). */
function validBody(op: Operation, exportText: string): { type: string; body: string } {
  const json = (x: unknown) => ({ type: "application/json", body: JSON.stringify(x) });
  const key = `${op.method} ${op.path}`;
  switch (key) {
    case "POST /v1/register/lots":
      return json({ fields: CASK, id: "forbidden-lot" });
    case "POST /v1/register/lots/{lot}/claims":
      return json({ claimant: "Hans Nielsen", date: "1690-08-10", proof: "his mark" });
    case "POST /v1/register/lots/{lot}/decisions":
      return json({ accept: true, date: "1690-08-12" });
    case "POST /v1/register/lots/{lot}/sales":
      return json({ date: "1690-06-01", price: "30", buyer: "a merchant" });
    case "POST /v1/register/lots/{lot}/payments":
      return json({ date: "1690-06-01", from: "office", to: "finder", amount: "1" });
    case "POST /v1/register/lots/{lot}/costs":
      return json({ date: "1690-06-01", amount: "2", for: "storage" });
    case "POST /v1/register/lots/{lot}/dispositions":
      return json({ date: "1695-06-01", to: "king" });
    case "POST /v1/register/lots/{lot}/assessments":
      return json({ date: "1690-06-01", field: "value", value: "36", by: "two men of the parish" });
    case "POST /v1/register/readings":
      return json({ name: "aar_og_dag", value: "R1" });
    case "POST /v1/register/import":
      return { type: "application/jsonl", body: exportText };
    case "POST /v1/tokens":
      return json({ actor: "an intruder", role: "admin" });
    default:
      return json({});
  }
}

/** The role a route needs: as KNOWN says, else as its summary names it ("… (officer)"), else clerk. */
function roleOf(op: Operation): "clerk" | "officer" | "admin" {
  const known = KNOWN[`${op.method} ${op.path}`];
  if (known) return known;
  const m = /\((clerk|officer|admin)\)/.exec(op.summary);
  return (m?.[1] as "clerk" | "officer" | "admin" | undefined) ?? "clerk";
}

const FULL = process.env.SEALAW_SECURITY_FULL === "1";

const LOWER = { clerk: [], officer: ["clerk"], admin: ["clerk", "officer"] } as const;

/** Change the character at `i` to another of the token alphabet. */
function changed(token: string, i: number): string {
  const c = token[i] as string;
  const to = c === "a" ? "b" : c === "0" ? "1" : c === "_" ? "-" : "a";
  return `${token.slice(0, i)}${to}${token.slice(i + 1)}`;
}

function b64url(rand: () => number, n: number): string {
  const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return Array.from({ length: n }, () => abc[Math.floor(rand() * abc.length)]).join("");
}

for (const kind of STORES) {
  describe(`no write without the right (${kind.name})`, { skip: kind.skip }, () => {
    let t: TestStore;
    let s: Running;
    const tokens = { clerk: "", officer: "", admin: "" };
    let revoked = "";
    let officerId = "";
    let exportText = "";
    before(async () => {
      t = await kind.make();
      s = await serve(t.store, { now: () => "2026-01-01T00:00:00.000Z", logger: false });
      for (const role of ["clerk", "officer", "admin"] as const) {
        const made = await createToken(t.store, { actor: `the ${role}`, role });
        tokens[role] = made.token;
        if (role === "officer") officerId = made.info.id;
      }
      const old = await createToken(t.store, { actor: "a dismissed admin", role: "admin" });
      await revokeToken(t.store, old.info.id);
      revoked = old.token;
      const reg = new Register(t.store);
      await reg.add({ actor: "the clerk", fields: CASK, id: "cask" });
      await reg.add({ actor: "the clerk", fields: CASK, id: "claimed" });
      await reg.claim("claimed", { actor: "the clerk", claimant: "Hans Nielsen", date: "1690-08-10" });
      exportText = (await s.call("/v1/register/export")).text;
    });
    after(async () => {
      await s?.close();
      await t?.cleanup();
    });

    test("the document lists every write, and every write that is not a computation asks for a token", async () => {
      const ops = await operations(s);
      const writes = ops.filter((o) => o.method !== "GET");
      assert.ok(writes.length > 0, "the document lists writes");
      const open = writes.filter((o) => !o.secured).map((o) => o.path);
      assert.deepEqual(open.sort(), OPEN_POSTS, "a POST or DELETE without a token is one of the computing routes");
      for (const o of ops.filter((x) => /^\/v1\/(register|tokens)/.test(x.path) && x.method !== "GET")) {
        assert.ok(o.secured, `${o.method} ${o.path} writes and must ask for a token`);
      }
      const secured = ops.filter((o) => o.secured).map((o) => `${o.method} ${o.path}`);
      for (const k of Object.keys(KNOWN))
        assert.ok(secured.includes(k), `${k} is in the document and asks for a token`);
    });

    test("every refusal: no token, other schemes, revoked, forged, too low a role; nothing written", async () => {
      const rand = seeded(SEED);
      const ops = (await operations(s)).filter((o) => o.secured);
      const admin = tokens.admin;
      // What is presented, and as what: a bearer token, or a whole Authorization header.
      const credentials: { label: string; header?: string }[] = [
        { label: "no Authorization header" },
        { label: "an empty bearer", header: "Bearer " },
        { label: "the word Bearer alone", header: "Bearer" },
        { label: "Basic with the admin's token", header: `Basic ${Buffer.from(`admin:${admin}`).toString("base64")}` },
        { label: "the Token scheme", header: `Token ${admin}` },
        { label: "the Digest scheme", header: `Digest ${admin}` },
        { label: "the token without a scheme", header: admin },
        { label: "two tokens", header: `Bearer ${admin} ${admin}` },
        { label: "a revoked admin token", header: `Bearer ${revoked}` },
        { label: "a revoked admin token, lower case scheme", header: `bearer ${revoked}` },
        {
          label: "a well-formed unknown token",
          header: `Bearer sealaw_${Buffer.from(b64url(rand, 6)).toString("hex")}_${b64url(rand, 43)}`,
        },
        { label: "the admin's token cut short", header: `Bearer ${admin.slice(0, -1)}` },
        { label: "the admin's token lengthened", header: `Bearer ${admin}A` },
        { label: "the stored hash of the admin's token", header: `Bearer ${tokenHash(admin)}` },
        { label: "the prefix alone", header: "Bearer sealaw_" },
        { label: "SQL for a token", header: "Bearer sealaw_' OR '1'='1' --" },
        { label: "SQL without the prefix", header: "Bearer ' OR 1=1; --" },
        { label: "the admin's token without its prefix", header: `Bearer ${admin.slice("sealaw_".length)}` },
      ];
      // One character changed: in the prefix, in the id, in the secret, the last one, and more at random.
      const spots = [0, 7, 10, 20, admin.length - 1];
      for (let k = 0; k < (FULL ? 40 : 1); k++) spots.push(Math.floor(rand() * admin.length));
      for (const i of spots)
        credentials.push({
          label: `the admin's token with character ${i} changed`,
          header: `Bearer ${changed(admin, i)}`,
        });

      const before = await snapshot(t.store);
      let tried = 0;
      for (const op of ops) {
        const path = op.path
          .replace("{lot}", op.path.includes("decisions") ? "claimed" : "cask")
          .replace("{id}", officerId);
        assert.doesNotMatch(path, /\{/, `${op.method} ${op.path}: a path parameter this test does not fill`);
        const valid = validBody(op, exportText);
        const bodies =
          op.method === "GET" || op.method === "DELETE"
            ? [undefined]
            : [
                valid,
                { type: valid.type, body: "" },
                { type: "application/json", body: '{"fields": {' },
                { type: "text/plain", body: "x" },
              ];
        const who = [
          ...credentials.map((c) => ({ ...c, status: 401 })),
          ...LOWER[roleOf(op)].map((r) => ({ label: `a ${r} token`, header: `Bearer ${tokens[r]}`, status: 403 })),
        ];
        // Every credential with the valid body; the other bodies with no token, a forged one and too low a
        // role (every credential with every body under SEALAW_SECURITY_FULL).
        const few = who.filter((c, i) => FULL || i === 0 || i === 10 || c.status === 403);
        for (const query of FULL
          ? ["", "?preview=true", "?preview=false", "?preview=1&preview=true"]
          : ["", "?preview=true"]) {
          for (const body of bodies) {
            for (const c of body === valid || body === undefined ? who : few) {
              const headers: Record<string, string> = {};
              if (c.header !== undefined) headers.authorization = c.header;
              if (body) headers["content-type"] = body.type;
              const r = await s.call(`${path}${query}`, {
                method: op.method,
                headers,
                ...(body ? { body: body.body } : {}),
              });
              tried++;
              const what = `${op.method} ${path}${query} with ${c.label}, body ${JSON.stringify(body?.body.slice(0, 20))} (seed ${SEED})`;
              assert.equal(r.status, c.status, `${what}: ${r.text}`);
              assert.match(r.type, /^application\/problem\+json/, what);
              const p = r.json() as { type: string; status: number };
              assert.equal(
                p.type,
                c.status === 401 ? "urn:sealaw:problem:unauthorized" : "urn:sealaw:problem:forbidden",
              );
              assert.equal(p.status, c.status);
              if (c.status === 401) assert.match(r.headers.get("www-authenticate") ?? "", /^Bearer realm=/, what);
              assert.doesNotMatch(r.text, /sealaw_[0-9a-f]{12}_/, `${what}: no token is echoed`);
            }
          }
        }
      }
      assert.deepEqual(await snapshot(t.store), before, "not a row of any table changed");
      assert.ok(tried > 500, `${tried} refused requests`);
      assert.equal(credentials[10]?.label, "a well-formed unknown token");
      console.log(`# ${kind.name}: ${ops.length} secured routes, ${tried} refused requests, seed ${SEED}`);
      const v = (await s.call("/v1/register/verify")).json() as { ok: boolean; entries: number };
      assert.deepEqual([v.ok, v.entries], [true, 3]);
    });

    test("the same requests with the right role pass the check, and with ?preview=true write nothing", async () => {
      const ops = (await operations(s)).filter((o) => o.secured);
      const before = await snapshot(t.store);
      for (const op of ops) {
        const path = op.path
          .replace("{lot}", op.path.includes("decisions") ? "claimed" : "cask")
          .replace("{id}", officerId);
        const body = op.method === "GET" || op.method === "DELETE" ? undefined : validBody(op, exportText);
        const r = await s.call(`${path}?preview=true`, {
          method: op.method,
          headers: body ? { "content-type": body.type } : {},
          ...(body ? { body: body.body } : {}),
          token: tokens[roleOf(op)],
        });
        const what = `${op.method} ${path}?preview=true: ${r.text.slice(0, 300)}`;
        assert.ok(r.status !== 401 && r.status !== 403, what);
        assert.ok(r.status < 500, what);
        if (op.params.some((p) => p.name === "preview" && p.schema?.enum?.includes("true"))) {
          assert.ok(
            r.status === 200 || r.status === 422,
            `a preview answers what it would write, or the law's refusal: ${what}`,
          );
          if (r.status === 200) assert.equal((r.json() as { preview?: boolean }).preview, true, what);
        } else if (op.method !== "GET") {
          // A write without a preview refuses to be asked for one, rather than writing.
          assert.equal(r.status, 400, what);
          assert.match(r.text, /no preview/, what);
        }
      }
      assert.deepEqual(await snapshot(t.store), before, "a preview writes nothing");
    });
  });
}
