/**
 * Signing in to the register: the token is kept in the tab's sessionStorage (gone
 * when the tab closes), and GET /v1/whoami says whom it stands for. The pages offer
 * only the forms the role may use; the server checks the role again on every write.
 */

import { useEffect, useState } from "preact/hooks";
import { ApiError, get } from "../api.js";

export type Role = "clerk" | "officer" | "admin";

export interface Who {
  actor: string;
  role: Role;
  /** The roles this role includes: an officer is also a clerk. */
  includes: Role[];
}

export interface Session {
  token?: string;
  who?: Who;
}

const KEY = "sealaw.token";

function stored(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

let current: Session = typeof window === "undefined" ? {} : { ...(stored() ? { token: stored() } : {}) };
const listeners = new Set<(s: Session) => void>();

function set(s: Session): void {
  current = s;
  try {
    if (s.token) sessionStorage.setItem(KEY, s.token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage may be off: the session then lasts for the page
  }
  for (const f of listeners) f(s);
}

/** Sign in: the token is kept only when the server knows it. Throws the server's refusal. */
export async function signIn(token: string): Promise<Who> {
  const who = await get<Who>("/v1/whoami", { token });
  set({ token, who });
  return who;
}

export function signOut(): void {
  set({});
}

/** A token kept from before the reload is asked about once; a revoked one is dropped. */
let checking: Promise<void> | undefined;
function recheck(): void {
  const token = current.token;
  if (!token || current.who || checking) return;
  checking = get<Who>("/v1/whoami", { token })
    .then(
      (who) => {
        if (current.token === token) set({ token, who });
      },
      (e: unknown) => {
        if (e instanceof ApiError && (e.status === 401 || e.status === 403) && current.token === token) set({});
      },
    )
    .finally(() => {
      checking = undefined;
    });
}

export function useSession(): Session {
  const [s, setS] = useState(current);
  useEffect(() => {
    listeners.add(setS);
    recheck();
    return () => {
      listeners.delete(setS);
    };
  }, []);
  return s;
}

/** May the signed-in actor do what needs `role`? */
export function may(s: Session, role: Role): boolean {
  return !!s.who && s.who.includes.includes(role);
}
