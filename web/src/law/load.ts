/**
 * Reading from the API in a component: a hook that runs a request when its keys
 * change and drops the answer of a request that was overtaken, and a cache for the
 * law's texts, which do not change while the server runs.
 */

import { useEffect, useState } from "preact/hooks";
import { ApiError, get } from "../api.js";

export interface Loaded<T> {
  data?: T;
  error?: ApiError;
  loading: boolean;
  /** Ask again (after a write changed what was read). */
  reload: () => void;
}

/** Run `fn` now and whenever `keys` change; the latest answer wins. */
export function useLoad<T>(fn: () => Promise<T>, keys: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    fn().then(
      (data) => live && setState({ data, loading: false }),
      (e: unknown) => live && setState({ error: asApiError(e), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...keys, round]);
  return { ...state, reload: () => setRound((r) => r + 1) };
}

export function asApiError(e: unknown): ApiError {
  return e instanceof ApiError ? e : new ApiError(0, { detail: String((e as Error)?.message ?? e) });
}

const cache = new Map<string, Promise<unknown>>();

/** A GET whose answer is kept for the visit (the law's texts, readings and examples). */
export function cachedGet<T>(path: string): Promise<T> {
  let p = cache.get(path) as Promise<T> | undefined;
  if (!p) {
    p = get<T>(path);
    cache.set(path, p);
    p.catch(() => cache.delete(path));
  }
  return p;
}
