/**
 * The pages' only way to the law: the HTTP API of `sealaw serve`, on the same host.
 * A refusal arrives as an RFC 9457 problem; it is thrown as an ApiError that keeps
 * the problem, so a form can show each error beside the field its path names.
 * A request for the law's or a determination's texts says the page's language
 * (`speak`), so that the server answers in it.
 */

import { LANGS, type Lang, lang } from "./i18n/index.js";

export interface ProblemError {
  path?: string;
  line?: number;
  message: string;
  expected?: string;
}

export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  errors?: ProblemError[];
  provisions?: string[];
}

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
  }
}

export interface CallOptions {
  /** Query parameters; an array gives the parameter once per value (reading=A=R1&reading=B=R2). */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** A bearer token, for the register's writes. */
  token?: string;
  /** What to ask for; JSON by default. */
  accept?: string;
  /** Ask for the texts in the page's language (?lang=): a determination, questions, an analysis, a lot. */
  speak?: boolean;
  signal?: AbortSignal;
}

export function url(path: string, query?: CallOptions["query"]): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) q.append(k, String(x));
    else q.append(k, String(v));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The query of a call: as given, with the page's language where the call speaks. */
function queryOf(o: CallOptions): CallOptions["query"] {
  return o.speak ? { ...o.query, lang: lang() } : o.query;
}

/** The language each answer's texts arrived in, kept beside the answer. */
const spoken = new WeakMap<object, Lang>();

/**
 * The language an answer's texts arrived in: the answer's Content-Language, else the
 * language the call asked for, else English (the engine's own). A block that shows
 * the answer's texts is marked with it, so that a screen reader reads it as what it is.
 */
export function saidIn(answer: object | undefined): Lang {
  return (answer && spoken.get(answer)) ?? "en";
}

/** The language named by an answer's Content-Language, when it is one the pages know. */
function languageOfAnswer(res: Response, asked: Lang | undefined): Lang {
  const named = (res.headers.get("content-language") ?? "").split(",")[0]?.trim().toLowerCase().split("-")[0] ?? "";
  return (LANGS as readonly string[]).includes(named) ? (named as Lang) : (asked ?? "en");
}

async function call<T>(method: string, path: string, body: unknown, o: CallOptions): Promise<T> {
  const headers: Record<string, string> = { accept: o.accept ?? "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  let res: Response;
  const query = queryOf(o);
  try {
    res = await fetch(url(path, query), {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(o.signal ? { signal: o.signal } : {}),
    });
  } catch (e) {
    if ((e as Error).name === "AbortError") throw e;
    throw new ApiError(0, { title: "The server cannot be reached", detail: String((e as Error).message ?? e) });
  }
  const type = res.headers.get("content-type") ?? "";
  if (!res.ok) {
    const problem: Problem = type.includes("json")
      ? ((await res.json()) as Problem)
      : { status: res.status, detail: await res.text() };
    throw new ApiError(res.status, problem);
  }
  if (type.includes("json")) {
    const answer = (await res.json()) as T;
    if (answer && typeof answer === "object")
      spoken.set(answer, languageOfAnswer(res, query?.lang as Lang | undefined));
    return answer;
  }
  return (await res.text()) as unknown as T;
}

export const get = <T>(path: string, o: CallOptions = {}): Promise<T> => call<T>("GET", path, undefined, o);
export const post = <T>(path: string, body: unknown, o: CallOptions = {}): Promise<T> => {
  const early = o.token || o.query || o.accept ? undefined : takeAhead<T>(url(path, queryOf(o)), body);
  return early ? abortable(early, o.signal) : call<T>("POST", path, body, o);
};

/**
 * Answers asked for before the view that reads them is loaded — a link to a
 * case's determination asks for it while the view's code is still on its way —
 * each handed to the first post of the same path and body, then forgotten.
 */
const ahead = new Map<string, Promise<unknown>>();

/** Send a POST now, for a view that will make the same one when it is shown. */
export function postAhead(path: string, body: unknown, o: Pick<CallOptions, "speak"> = {}): void {
  const key = `${url(path, queryOf(o))}\n${JSON.stringify(body)}`;
  if (ahead.has(key)) return;
  const p = call("POST", path, body, o);
  // Its failure is the view's to show, when the view takes it.
  p.catch(() => undefined);
  ahead.set(key, p);
}

/** The answer sent ahead for this address (path and query) and body, if there is one. */
function takeAhead<T>(address: string, body: unknown): Promise<T> | undefined {
  if (ahead.size === 0) return undefined;
  const key = `${address}\n${JSON.stringify(body)}`;
  const p = ahead.get(key) as Promise<T> | undefined;
  ahead.delete(key);
  return p;
}

/** A request already under way, as the caller's signal sees it: aborted, it rejects as fetch would. */
function abortable<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException("The request was aborted", "AbortError"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    p.then(resolve, reject);
  });
}
export const del = <T>(path: string, o: CallOptions = {}): Promise<T> => call<T>("DELETE", path, undefined, o);
