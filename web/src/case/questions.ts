/**
 * The questions of the case as it stands, from POST /v1/questions (with the facts
 * already answered, so the form shows them too). Asked again at once when an
 * answer is chosen (a click, a tick, a choice, an entry added), and a quarter of a
 * second after the last keystroke of one being typed; each time the request before
 * it is aborted, and its answer, should it come all the same, is dropped. A case
 * the server refuses keeps the last questions, and the errors say why.
 */

import { useEffect, useRef, useState } from "preact/hooks";
import { ApiError, get, type ProblemError, post } from "../api.js";
import { useLang } from "../i18n/index.js";
import type { SchemaNode } from "./paths.js";
import type { CaseData } from "./store.js";

export type AnswerType =
  | "yes_no"
  | "one_of"
  | "some_of"
  | "amount"
  | "number"
  | "date"
  | "person"
  | "people"
  | "ship"
  | "ships"
  | "entries"
  | "details"
  | "mapping"
  | "text"
  | "other";

export interface Answer {
  type: AnswerType;
  options?: { value: string; meaning?: string }[];
  default?: unknown;
  currency?: string;
  /** For an amount: one written in the case's own units. */
  example?: string;
  choices?: string[];
}

export type Category = "situation" | "parties" | "amounts" | "dates" | "other";
export const CATEGORIES: readonly Category[] = ["situation", "parties", "amounts", "dates", "other"];

export interface Question {
  path: string;
  field: string;
  subject?: string;
  question: string;
  answer: Answer;
  category: Category;
  provisions: string[];
  order: number;
  firm: boolean;
  explains: boolean;
  because: "read" | "format" | "check";
  why?: string;
}

export interface Report {
  statute: string;
  kind: string;
  currency: string;
  complete: boolean;
  /** The case can be decided, though a fact still needed would give it its figures. */
  decidable?: boolean;
  next?: Question;
  needed: Question[];
  optional: Question[];
  answered?: Question[];
  notNeeded: { path: string; why: string }[];
  stopped?: string;
}

/** A question with where it stands: still needed, one the case may also answer, or answered. */
export interface Asked extends Question {
  status: "needed" | "optional" | "answered";
}

export function askedOf(r: Report): Asked[] {
  const seen = new Set<string>();
  const out: Asked[] = [];
  const add = (qs: Question[] | undefined, status: Asked["status"]) => {
    for (const q of qs ?? []) {
      if (seen.has(q.path)) continue;
      seen.add(q.path);
      out.push({ ...q, status });
    }
  };
  add(r.needed, "needed");
  add(r.answered, "answered");
  add(r.optional, "optional");
  return out;
}

export interface QuestionsState {
  report?: Report;
  /** The errors of a case the server refused (422), each with its path. */
  errors: ProblemError[];
  /** A failure that is not the case's (the server cannot be reached). */
  failure?: string;
  pending: boolean;
  /** The case (as JSON) that the report, the errors or the failure answer. */
  answers?: string;
}

/** How long after a keystroke the questions are asked again, so that a word typed is one request. */
const TYPING_PAUSE_MS = 250;

/**
 * The questions of `c`. `typing` says whether the change that made `c` was typed
 * into a text field (read, and cleared, when the case changes): then the questions
 * wait for a pause in the typing; any other change asks them at once.
 */
export function useQuestions(c: CaseData, typing: { current: boolean }): QuestionsState {
  const [st, setSt] = useState<QuestionsState>({ errors: [], pending: true });
  const key = JSON.stringify(c);
  // The questions are said in the page's language, and asked again when the reader chooses another.
  const l = useLang();
  const kindRef = useRef("");
  useEffect(() => {
    const kindKey = `${String(c.statute)}/${String(c.kind)}`;
    const fresh = kindRef.current !== kindKey;
    kindRef.current = kindKey;
    const typed = typing.current;
    typing.current = false;
    const ctl = new AbortController();
    setSt((s) => ({ ...(fresh ? { errors: [] } : s), pending: true }));
    const ask = async () => {
      try {
        const report = await post<Report>("/v1/questions", c, {
          query: { answered: true },
          signal: ctl.signal,
          speak: true,
        });
        // The case changed while the answer was on its way: a newer request has it.
        if (ctl.signal.aborted) return;
        setSt({ report, errors: [], pending: false, answers: key });
      } catch (e) {
        if ((e as Error).name === "AbortError" || ctl.signal.aborted) return;
        if (e instanceof ApiError && e.status === 422) {
          const errors = e.problem.errors?.length
            ? e.problem.errors
            : [{ message: e.problem.detail ?? e.problem.title ?? e.message }];
          setSt((s) => ({ ...(fresh ? {} : s), errors, pending: false, answers: key }));
        } else setSt((s) => ({ ...s, errors: [], failure: (e as Error).message, pending: false, answers: key }));
      }
    };
    const timer = typed && !fresh ? setTimeout(ask, TYPING_PAUSE_MS) : undefined;
    if (timer === undefined) void ask();
    return () => {
      clearTimeout(timer);
      ctl.abort();
    };
  }, [key, l]);
  return st;
}

const schemas = new Map<string, Promise<SchemaNode | undefined>>();

/** The JSON Schema of a kind of case (for the entries' ids and what the format requires), fetched once. */
export function useKindSchema(kind: string | undefined): SchemaNode | undefined {
  const [s, set] = useState<SchemaNode | undefined>(undefined);
  useEffect(() => {
    if (!kind) return;
    let p = schemas.get(kind);
    if (!p) {
      p = get<SchemaNode>(`/v1/schema/${encodeURIComponent(kind)}`).catch(() => undefined);
      schemas.set(kind, p);
    }
    let live = true;
    p.then((x) => live && set(x));
    return () => {
      live = false;
    };
  }, [kind]);
  return s;
}
