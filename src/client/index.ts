/**
 * A typed client of sealaw's HTTP API, for programs that call a server rather than
 * the library. Every method is one route; ROUTES lists them, and a test holds the
 * list equal to the server's OpenAPI document. An error answer is thrown as a
 * SealawHttpError carrying its problem document (RFC 9457).
 *
 *   const api = new SealawClient("http://127.0.0.1:8080", { token });
 *   const d = await api.decide(yamlText, { type: "application/yaml" });
 *
 * With `lang` ("de" or "da"), every route that says the law's or a determination's
 * texts is asked for them in that language (`?lang=`); ids, amounts and receipts are
 * the same in each, and problems are always in English.
 */

import type { Determination } from "../core/determination.js";
import type { Determination2 } from "../core/determination-format.js";
import type { AllowedAction, AssessableField, Party } from "../registry/lot-view.js";
import { ROUTES } from "../routes.js";

export type { AllowedAction, AssessableField, LotAction, Party } from "../registry/lot-view.js";
export { ROUTES } from "../routes.js";

/** A problem document (RFC 9457), as every error answer of the API is. */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: { path: string; line?: number; message: string; expected?: string }[];
  provisions?: string[];
}

export class SealawHttpError extends Error {
  override name = "SealawHttpError";
  constructor(readonly problem: ProblemDocument) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
  }
}

export type CaseBody = string | object;

export interface CaseCall {
  /** The case's media type when it is given as text: application/yaml (default) or application/json. */
  type?: "application/yaml" | "application/json";
  /** Readings, NAME -> code or slug. */
  readings?: Readonly<Record<string, string>>;
  /** false leaves the explanation out. */
  explanation?: boolean;
}

export interface WriteFields {
  reason?: string;
  corrects?: number;
}

export interface WriteResult {
  seq: number;
  hash: string;
  lot?: Record<string, unknown>;
  determination?: Determination;
  due?: DueRow[];
}

/** A row of what falls due: the day in its calendar, the other calendar's day beside it, and the party by name. */
export interface DueRow {
  lot: string;
  date: string;
  who: string;
  what: string;
  provisions: string[];
  calendar?: "julian" | "gregorian";
  other?: string;
  posting?: string;
  party?: Party;
}

/**
 * A lot as GET /v1/register/lots/{lot} gives it: its record, latest determination,
 * what is owed and falls due, and what its state allows (each write with its route
 * and the fields its body needs), the fields that may be assessed, its parties by
 * name, its calendar and its value with its unit.
 */
export interface ShownLot {
  lot: Record<string, unknown> & { id: string; status: string; description: string };
  determination: Determination;
  asOf: string;
  owed: { from: string; to: string; owed: string; paid: string; outstanding: string }[];
  due: DueRow[];
  allowed: (AllowedAction & { path: string; needs: string[] })[];
  assessable: AssessableField[];
  parties: Party[];
  calendar: "julian" | "gregorian";
  valueText?: string;
}

export interface TokenInfo {
  id: string;
  actor: string;
  role: "clerk" | "officer" | "admin";
  created: string;
  revoked: string | null;
}

type Query = Record<string, string | readonly string[] | number | boolean | undefined>;

/** The languages the server says its texts in. */
export type Lang = "en" | "de" | "da";

/**
 * The routes that say texts in a language (their query takes `lang`): deciding,
 * asking, the analyses, a provision's rules, the readings, a lot, its history and
 * the register's writes (what the law decides on the lot). A test holds the list
 * equal to the OpenAPI document's.
 */
export const SPEAKING: ReadonlySet<keyof typeof ROUTES> = new Set<keyof typeof ROUTES>([
  "provision",
  "readings",
  "decide",
  "decideBatch",
  "questions",
  "sensitivity",
  "sensitivityOneAtATime",
  "compare",
  "whatif",
  "lodge",
  "lot",
  "history",
  "claim",
  "decideClaim",
  "sell",
  "pay",
  "cost",
  "dispose",
  "assess",
  "setReading",
]);

export class SealawClient {
  private readonly base: string;
  private readonly token: string | undefined;
  private readonly fetcher: typeof fetch;
  private readonly lang: Lang | undefined;

  /** `lang`: the language of the texts (else the server's choice by Accept-Language, which is English when none is sent). */
  constructor(base: string, o: { token?: string; fetch?: typeof fetch; lang?: Lang } = {}) {
    this.base = base.replace(/\/+$/, "");
    this.token = o.token;
    this.fetcher = o.fetch ?? fetch;
    this.lang = o.lang;
  }

  private url(route: keyof typeof ROUTES, params: Record<string, string> = {}, query: Query = {}): string {
    let path: string = ROUTES[route][1];
    for (const [k, v] of Object.entries(params)) path = path.replace(`{${k}}`, encodeURIComponent(v));
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const x of v) q.append(k, String(x));
      else q.append(k, String(v));
    }
    const qs = q.toString();
    return `${this.base}${path}${qs ? `?${qs}` : ""}`;
  }

  private async send(
    route: keyof typeof ROUTES,
    o: { params?: Record<string, string>; query?: Query; body?: string; type?: string; accept?: string } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (o.type) headers["content-type"] = o.type;
    if (o.accept) headers.accept = o.accept;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const query = this.lang !== undefined && SPEAKING.has(route) ? { ...o.query, lang: this.lang } : o.query;
    const r = await this.fetcher(this.url(route, o.params, query), {
      method: ROUTES[route][0].toUpperCase(),
      headers,
      ...(o.body !== undefined ? { body: o.body } : {}),
    });
    if (!r.ok) {
      const text = await r.text();
      let p: ProblemDocument;
      try {
        p = JSON.parse(text) as ProblemDocument;
      } catch {
        p = { type: "about:blank", title: r.statusText, status: r.status, detail: text.slice(0, 500) };
      }
      throw new SealawHttpError(p);
    }
    return r;
  }

  private async json<T>(route: keyof typeof ROUTES, o: Parameters<SealawClient["send"]>[1] = {}): Promise<T> {
    return (await (await this.send(route, o)).json()) as T;
  }

  private write<T>(route: keyof typeof ROUTES, body: object, params: Record<string, string> = {}): Promise<T> {
    return this.json<T>(route, { params, body: JSON.stringify(body), type: "application/json" });
  }

  private caseCall(c: CaseBody, o: CaseCall, extra: Query = {}) {
    const body = typeof c === "string" ? c : JSON.stringify(c);
    const type = typeof c === "string" ? (o.type ?? "application/yaml") : "application/json";
    const readings = Object.entries(o.readings ?? {}).map(([k, v]) => `${k}=${v}`);
    return { body, type, query: { reading: readings, explanation: o.explanation, ...extra } };
  }

  /** "degraded" when the register's journal is broken: `journal` names the entry, and the server takes no register writes. */
  health(): Promise<{
    status: "ok" | "degraded";
    version: string;
    journal?: { intact: false; entry: number; problem: string };
  }> {
    return this.json("health");
  }
  ready(): Promise<{ status: "ready"; store: { dialect: string; entries: number } }> {
    return this.json("ready");
  }
  statutes(): Promise<{ id: string; title: string; language: string; provisions: number; kinds: string[] }[]> {
    return this.json("statutes", {});
  }
  provisions(statute?: string): Promise<{ id: string; statute: string; title: string }[]> {
    return this.json("provisions", { query: { statute } });
  }
  provision(id: string): Promise<{ id: string; statute: string; title: string; original: string; english: string }> {
    return this.json("provision", { params: { id } });
  }
  readings(statute?: string): Promise<{ name: string; default: string; alternatives: unknown[] }[]> {
    return this.json("readings", { query: { statute } });
  }
  /** The JSON Schema of a case of a kind, or of the determination (`format: 1` for format 1's). */
  schema(kind: string, o: { format?: 1 | 2 } = {}): Promise<Record<string, unknown>> {
    return this.json("schema", { params: { kind }, query: { format: o.format } });
  }
  examples(): Promise<{ name: string; statute: string; title?: string }[]> {
    return this.json("examples");
  }
  /** An example's case file, as YAML text; `name` is "statute/file". */
  async example(name: string): Promise<string> {
    const [statute = "", file = ""] = name.split("/");
    return (await this.send("example", { params: { statute, name: file } })).text();
  }
  /**
   * Decide a case (YAML or JSON text, or the case as an object): the determination as
   * `decide --json` gives it, in format 2; with `format: 1`, in format 1
   * (docs/determination.md; `expand` of the library makes format 1 of format 2).
   */
  decide(c: CaseBody, o?: CaseCall & { format?: 2 }): Promise<Determination2>;
  decide(c: CaseBody, o: CaseCall & { format: 1 }): Promise<Determination>;
  decide(c: CaseBody, o: CaseCall & { format?: 1 | 2 } = {}): Promise<Determination2 | Determination> {
    return this.json("decide", { ...this.caseCall(c, o, { format: o.format }), accept: "application/json" });
  }
  /** The determination as the command's text, or as the printable statement (text/html). */
  async decideAs(c: CaseBody, as: "text/plain" | "text/html", o: CaseCall & { full?: boolean } = {}): Promise<string> {
    const call = this.caseCall(c, o, { full: o.full });
    return (await this.send("decide", { ...call, accept: as })).text();
  }
  /**
   * Decide cases one per line; yields each line's determination (format 2, or 1 with
   * `format: 1`) or error record, in order, as they arrive.
   */
  async *decideBatch(
    lines: string,
    o: Omit<CaseCall, "type"> & { format?: 1 | 2 } = {},
  ): AsyncGenerator<Record<string, unknown>> {
    const readings = Object.entries(o.readings ?? {}).map(([k, v]) => `${k}=${v}`);
    const r = await this.send("decideBatch", {
      body: lines,
      type: "application/x-ndjson",
      query: { reading: readings, explanation: o.explanation, format: o.format },
    });
    yield* jsonLines(r);
  }
  questions(
    c: CaseBody,
    o: CaseCall & { open?: readonly string[]; rank?: boolean } = {},
  ): Promise<Record<string, unknown>> {
    return this.json("questions", this.caseCall(c, o, { open: o.open, rank: o.rank }));
  }
  sensitivity(c: CaseBody, o: CaseCall & { maxDecisions?: number } = {}): Promise<Record<string, unknown>> {
    return this.json("sensitivity", this.caseCall(c, o, { maxDecisions: o.maxDecisions }));
  }
  /** Each reading in play flipped alone, from the case as it stands: per party what each flip changes. */
  sensitivityOneAtATime(c: CaseBody, o: CaseCall = {}): Promise<Record<string, unknown>> {
    return this.json("sensitivityOneAtATime", this.caseCall(c, o, {}));
  }
  compare(c: CaseBody, withStatute: string, o: CaseCall = {}): Promise<Record<string, unknown>> {
    return this.json("compare", this.caseCall(c, o, { with: withStatute }));
  }
  whatif(c: CaseBody, o: CaseCall & { maxChanges?: number } = {}): Promise<Record<string, unknown>> {
    return this.json("whatif", this.caseCall(c, o, { maxChanges: o.maxChanges }));
  }

  lodge(
    input: WriteFields & {
      case?: object;
      fields?: Record<string, string | undefined>;
      id?: string;
      date?: string;
      marks?: string;
      quantity?: string;
    },
  ): Promise<WriteResult> {
    return this.write("lodge", input);
  }
  lots(status?: string): Promise<{ id: string; statute: string; kind: string; status: string; lodged: string }[]> {
    return this.json("lots", { query: { status } });
  }
  lot(lot: string): Promise<ShownLot> {
    return this.json("lot", { params: { lot } });
  }
  history(lot: string): Promise<{ seq: number; actor: string; kind: string }[]> {
    return this.json("history", { params: { lot } });
  }
  claim(lot: string, input: WriteFields & { claimant: string; date: string; proof?: string }): Promise<WriteResult> {
    return this.write("claim", input, { lot });
  }
  decideClaim(
    lot: string,
    input: WriteFields & { accept: boolean; date: string; reward?: string; claimant?: string },
  ): Promise<WriteResult> {
    return this.write("decideClaim", input, { lot });
  }
  sell(
    lot: string,
    input: WriteFields & { date: string; price: string; buyer?: string; item?: string },
  ): Promise<WriteResult> {
    return this.write("sell", input, { lot });
  }
  pay(
    lot: string,
    input: WriteFields & { date: string; from: string; to: string; amount: string; for?: string; postings?: string[] },
  ): Promise<WriteResult> {
    return this.write("pay", input, { lot });
  }
  /** An officer records what men of judgment assessed (a find's value, a salvage reward …). */
  assess(
    lot: string,
    input: WriteFields & { date: string; field: string; value: string; by: string; item?: string },
  ): Promise<WriteResult> {
    return this.write("assess", input, { lot });
  }
  cost(
    lot: string,
    input: WriteFields & { date: string; amount: string; for?: string; item?: string },
  ): Promise<WriteResult> {
    return this.write("cost", input, { lot });
  }
  dispose(lot: string, input: WriteFields & { date: string; to: string }): Promise<WriteResult> {
    return this.write("dispose", input, { lot });
  }
  setReading(input: WriteFields & { name: string; value: string }): Promise<WriteResult & { value: string | null }> {
    return this.write("setReading", input);
  }
  due(by: string): Promise<DueRow[]> {
    return this.json("due", { query: { by } });
  }
  verify(): Promise<{ ok: boolean; entries: number; head: string; broken?: { seq: number; problem: string } }> {
    return this.json("verify");
  }
  async exportLines(): Promise<string> {
    return (await this.send("exportLines")).text();
  }
  importLines(lines: string): Promise<{ entries: number; head: string }> {
    return this.json("importLines", { body: lines, type: "application/jsonl" });
  }
  createToken(actor: string, role: TokenInfo["role"]): Promise<{ token: string; info: TokenInfo }> {
    return this.write("createToken", { actor, role });
  }
  tokens(): Promise<TokenInfo[]> {
    return this.json("tokens");
  }
  revokeToken(id: string): Promise<TokenInfo> {
    return this.json("revokeToken", { params: { id } });
  }
  /** Whom this client's token stands for: its actor, its role and the roles it includes. */
  whoami(): Promise<{ actor: string; role: TokenInfo["role"]; includes: TokenInfo["role"][] }> {
    return this.json("whoami");
  }
}

async function* jsonLines(r: Response): AsyncGenerator<Record<string, unknown>> {
  if (!r.body) return;
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) {
    rest += decoder.decode(chunk, { stream: true });
    let i = rest.indexOf("\n");
    while (i >= 0) {
      const line = rest.slice(0, i);
      rest = rest.slice(i + 1);
      if (line.trim() !== "") yield JSON.parse(line) as Record<string, unknown>;
      i = rest.indexOf("\n");
    }
  }
  rest += decoder.decode();
  if (rest.trim() !== "") yield JSON.parse(rest) as Record<string, unknown>;
}
