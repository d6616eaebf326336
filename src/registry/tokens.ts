/**
 * The bearer tokens of the HTTP API, kept in the register's store. A token is bound
 * to an actor (the name the journal records for every write made with it) and a
 * role. Only the token's SHA-256 is stored: the token itself is shown once, when
 * it is made, and cannot be read back.
 *
 * Roles, each allowed what the one below it is allowed and more:
 *   clerk   records lots, claims, sales, payments and costs;
 *   officer also decides claims, disposes of lots and sets the office's readings;
 *   admin   also manages tokens and imports a register.
 */

import { createHash, randomBytes } from "node:crypto";
import { phrases } from "../core/messages.js";
import { checkText } from "./checks.js";
import { RegisterError } from "./errors.js";
import type { Store } from "./store.js";

export const ROLES = ["clerk", "officer", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** What a token stands for; never the token itself. */
export interface TokenInfo {
  id: string;
  actor: string;
  role: Role;
  created: string;
  revoked: string | null;
}

/** Whether a role may do what `needed` may do. */
export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export function isRole(x: string): x is Role {
  return (ROLES as readonly string[]).includes(x);
}

/** The SHA-256 of a token, as the store keeps it. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const say = phrases("refusal.tokens", {
  noActor: "a token is made for an actor: give --actor NAME",
  actor: "the actor",
  role: 'the role is clerk, officer or admin, not "{role}"',
  unknown: 'no token has the id "{id}"; `sealaw tokens list` shows them',
});

const PREFIX = "sealaw_";

/** Make a token for an actor in a role; returns the token (shown once) and what it stands for. */
export async function createToken(
  store: Store,
  input: { actor: string; role: string; now?: string },
): Promise<{ token: string; info: TokenInfo }> {
  const actor = input.actor.trim();
  if (actor === "") throw new RegisterError(say.noActor());
  checkText(actor, say.actor());
  if (!isRole(input.role)) throw new RegisterError(say.role({ role: input.role }));
  const id = randomBytes(6).toString("hex");
  const token = `${PREFIX}${id}_${randomBytes(32).toString("base64url")}`;
  const info: TokenInfo = {
    id,
    actor,
    role: input.role,
    created: input.now ?? new Date().toISOString(),
    revoked: null,
  };
  await store.db
    .insertInto("tokens")
    .values({ ...info, hash: tokenHash(token) })
    .execute();
  return { token, info };
}

/** Every token made, newest last, revoked ones included. */
export async function listTokens(store: Store): Promise<TokenInfo[]> {
  const rows = await store.db
    .selectFrom("tokens")
    .select(["id", "actor", "role", "created", "revoked"])
    .orderBy("created")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

/** Revoke a token by its id; from then on it is refused. */
export async function revokeToken(store: Store, id: string, now?: string): Promise<TokenInfo> {
  const row = await store.db
    .selectFrom("tokens")
    .select(["id", "actor", "role", "created", "revoked"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new RegisterError(say.unknown({ id }));
  if (row.revoked !== null) return { ...row, role: row.role as Role };
  const revoked = now ?? new Date().toISOString();
  await store.db.updateTable("tokens").set({ revoked }).where("id", "=", id).execute();
  return { ...row, role: row.role as Role, revoked };
}

/** What a token presented stands for, or undefined when it is unknown or revoked. */
export async function authenticate(store: Store, token: string): Promise<TokenInfo | undefined> {
  if (!token.startsWith(PREFIX)) return undefined;
  const row = await store.db
    .selectFrom("tokens")
    .select(["id", "actor", "role", "created", "revoked"])
    .where("hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.revoked !== null || !isRole(row.role)) return undefined;
  return { ...row, role: row.role };
}
