/**
 * A program written against a client generated from sealaw's OpenAPI document
 * and nothing else: the types come from openapi-typescript (the module
 * "sealaw-api", a path given when they are generated), the calls from
 * openapi-fetch with its default settings. It decides a case, asks what a
 * partial case still needs, compares, weighs the readings, reads the law, takes
 * a find through the register from its lodging to its payment, and exports the
 * register; it returns what each step came to, for the test to hold to the law.
 *
 * src/client/workflow.test.ts generates the types, compiles this file against
 * them and runs it. (It is left out of the tree's own type check, which has no
 * generated types to give it.)
 */

import createClient from "openapi-fetch";
import type { components, paths } from "sealaw-api";
import type { Outcome, Seen } from "./outcome.js";

type Schemas = components["schemas"];
type CaseFile = NonNullable<paths["/v1/decide"]["post"]["requestBody"]>["content"]["application/json"];
type Lodge = NonNullable<paths["/v1/register/lots"]["post"]["requestBody"]>["content"]["application/json"];

export interface Inputs {
  base: string;
  /** A token of a role that may lodge, decide claims and pay (an admin's). */
  token: string;
  /** A case with figures under the statute it names (the ordinance's salvage inside the reefs). */
  salvage: CaseFile;
  /** The same as a batch line (the client's default body is JSON; a batch is text). */
  batchLine: string;
  /** The fields of a find to lodge. */
  find: Lodge["fields"];
}

function fail(step: string, error: unknown, status: number): never {
  throw new Error(`${step}: ${status} ${JSON.stringify(error)}`);
}

export async function workflow(x: Inputs): Promise<Outcome> {
  const api = createClient<paths>({ baseUrl: x.base, headers: { authorization: `Bearer ${x.token}` } });
  const seen: Seen[] = [];
  const saw = (method: string, path: string, status: number, data: unknown) =>
    seen.push({ method, path, status, data });

  // Deciding: format 2, each party's parts and exact share.
  const d = await api.POST("/v1/decide", { body: x.salvage });
  if (d.data === undefined || typeof d.data === "string") fail("decide", d.error, d.response.status);
  saw("post", "/v1/decide", d.response.status, d.data);
  const det = d.data;
  if (!("format" in det)) throw new Error("decide: format 2 is the default");
  const parts: Record<string, string> = {};
  const exact: Record<string, string> = {};
  for (const a of det.allocations) {
    parts[a.id] = a.parts ?? "0";
    exact[a.id] = a.exact[a.exact.currency] ?? "";
  }

  // Asking: a salvage of which nothing is known yet.
  const q = await api.POST("/v1/questions", {
    body: { version: 1, statute: "borkum-1666", kind: "salvage", facts: {} },
  });
  if (q.data === undefined || typeof q.data === "string") fail("questions", q.error, q.response.status);
  saw("post", "/v1/questions", q.response.status, q.data);
  const report: Schemas["QuestionsReport"] = q.data;

  // Comparing with the Danish Law.
  const c = await api.POST("/v1/compare", { params: { query: { with: "dl-vrag" } }, body: x.salvage });
  if (c.data === undefined) fail("compare", c.error, c.response.status);
  saw("post", "/v1/compare", c.response.status, c.data);
  const cmp: Schemas["Comparison"] = c.data;

  // The readings: every combination, then one at a time.
  const s = await api.POST("/v1/sensitivity", { body: x.salvage });
  if (s.data === undefined) fail("sensitivity", s.error, s.response.status);
  saw("post", "/v1/sensitivity", s.response.status, s.data);
  const vogt = s.data.parties.find((p) => p.party === "vogt");
  const o = await api.POST("/v1/sensitivity/one-at-a-time", { body: x.salvage });
  if (o.data === undefined) fail("one at a time", o.error, o.response.status);
  saw("post", "/v1/sensitivity/one-at-a-time", o.response.status, o.data);
  const flip = o.data.flips.find((f) => f.reading === "vogt_wagon_parts");

  // The law: a reading's default, and a provision named with a ~ for its slash.
  const rs = await api.GET("/v1/readings", { params: { query: { statute: "borkum-1666" } } });
  if (rs.data === undefined) fail("readings", rs.error, rs.response.status);
  saw("get", "/v1/readings", rs.response.status, rs.data);
  const reading = rs.data.find((r) => r.name === "vogt_wagon_parts");
  const p = await api.GET("/v1/provisions/{id}", { params: { path: { id: "borkum-1666~6.5" } } });
  if (p.data === undefined) fail("provision", p.error, p.response.status);
  saw("get", "/v1/provisions/{id}", p.response.status, p.data);

  // The register: a find lodged, claimed, the claim accepted, what the owner owes paid.
  const lodged = await api.POST("/v1/register/lots", { body: { fields: x.find } });
  if (lodged.data === undefined) fail("lodge", lodged.error, lodged.response.status);
  saw("post", "/v1/register/lots", lodged.response.status, lodged.data);
  const id = lodged.data.lot?.id;
  if (id === undefined) throw new Error("lodge: no lot in the answer");
  const lot = { path: { lot: id } };
  const claim = await api.POST("/v1/register/lots/{lot}/claims", {
    params: lot,
    body: { claimant: "Hans Nielsen", date: "1690-08-10" },
  });
  saw("post", "/v1/register/lots/{lot}/claims", claim.response.status, claim.data);
  const decision = await api.POST("/v1/register/lots/{lot}/decisions", {
    params: lot,
    body: { accept: true, date: "1690-08-12" },
  });
  saw("post", "/v1/register/lots/{lot}/decisions", decision.response.status, decision.data);
  const owed = async (): Promise<string[]> => {
    const due = await api.GET("/v1/register/due", { params: { query: { by: "1690-12-31" } } });
    if (due.data === undefined) fail("due", due.error, due.response.status);
    saw("get", "/v1/register/due", due.response.status, due.data);
    return due.data
      .filter((r: Schemas["DueRow"]) => r.lot === id && r.party?.name === "Hans Nielsen")
      .map((r) => r.what);
  };
  const owedBeforePaying = await owed();
  const shown = await api.GET("/v1/register/lots/{lot}", { params: lot });
  if (shown.data === undefined) fail("lot", shown.error, shown.response.status);
  saw("get", "/v1/register/lots/{lot}", shown.response.status, shown.data);
  const outstanding = shown.data.owed.filter((r) => r.from === "claimant-1" && r.outstanding !== "0");
  let paidStatus = 0;
  for (const r of outstanding) {
    const paid = await api.POST("/v1/register/lots/{lot}/payments", {
      params: lot,
      body: { date: "1690-08-13", from: r.from, to: r.to, amount: r.outstanding },
    });
    saw("post", "/v1/register/lots/{lot}/payments", paid.response.status, paid.data);
    paidStatus = paid.response.status;
  }
  const owedAfterPaying = await owed();
  const after = await api.GET("/v1/register/lots/{lot}", { params: lot });
  if (after.data === undefined) fail("lot", after.error, after.response.status);

  // The export: lines of JSON, read as text.
  const e = await api.GET("/v1/register/export", { parseAs: "text" });
  if (e.data === undefined) fail("export", e.error, e.response.status);
  const lines = e.data
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

  // A batch: lines of JSON in, lines out, both as text.
  const b = await api.POST("/v1/decide/batch", {
    body: `${x.batchLine}\n{"version": 1}\n`,
    bodySerializer: (body: string) => body,
    headers: { "content-type": "application/x-ndjson" },
    parseAs: "text",
  });
  if (b.data === undefined) fail("batch", b.error, b.response.status);

  return {
    decided: { statute: det.statute, format: det.format, parts, exact },
    asked: { needed: report.needed.map((n) => n.path), next: report.next?.path, decidable: report.decidable },
    compared: {
      left: [cmp.left.statute, cmp.left.covered],
      right: [cmp.right.statute, cmp.right.covered],
      rightParties: cmp.parties.filter((r) => r.right !== undefined).map((r) => r.party),
    },
    weighed: {
      relevant: s.data.relevant.map((r) => r.name),
      decisive: s.data.relevant.filter((r) => r.decisive).map((r) => r.name),
      ...(vogt ? { vogt: { least: vogt.least, most: vogt.most, inForce: vogt.inForce } } : {}),
    },
    ...(flip ? { flipped: { to: flip.to, vogtAfter: flip.moves.find((m) => m.party === "vogt")?.after } } : {}),
    ...(reading ? { reading: { name: reading.name, default: reading.default } } : {}),
    provision: { id: String(p.data.id), statute: String(p.data.statute), language: String(p.data.language) },
    lot: {
      id,
      location: lodged.response.headers.get("location"),
      claimStatus: claim.response.status,
      decisionStatus: decision.response.status,
      owedBeforePaying,
      paidStatus,
      owedAfterPaying,
      status: after.data.lot.status,
    },
    exported: {
      lines: lines.length,
      header: lines[0] ?? {},
      kinds: lines.flatMap((l) => (typeof l.kind === "string" ? [l.kind] : [])),
    },
    batch: {
      lines: b.data
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => JSON.parse(l) as { statute?: string; line?: number; error?: { kind: string } }),
    },
    seen,
  };
}
