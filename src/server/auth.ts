/**
 * Who may write to the register: a bearer token, looked up by its hash in the
 * register's store, stands for an actor and a role. A route that writes names the
 * least role it needs; the check runs when the request arrives, before its body is
 * read or checked, so a request refused here (401 without a valid token, 403 with
 * too low a role) writes nothing, and a caller without the right learns nothing of
 * what the route would accept and costs the server no parsing of its body.
 */

import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { authenticate, type Role, roleAllows, type TokenInfo } from "../registry/tokens.js";
import type { Settings } from "./options.js";
import { HttpProblem } from "./problems.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The token's actor and role, on a route that needs one. */
    caller?: TokenInfo;
  }
}

const CHALLENGE = { "www-authenticate": 'Bearer realm="sealaw register"' };

/** The bearer token of a request, if it carries one. */
function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (h === undefined) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1] : undefined;
}

/**
 * An onRequest hook (set it as the route's `onRequest`) that lets the request through
 * only with a valid token of at least `role`.
 */
export function requireRole(s: Settings, role: Role): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const token = bearer(req);
    if (token === undefined) {
      throw new HttpProblem(
        "unauthorized",
        `this route needs a bearer token of the role ${role} or above (Authorization: Bearer …)`,
        { headers: CHALLENGE },
      );
    }
    const info = await authenticate(s.store, token);
    if (!info) {
      throw new HttpProblem("unauthorized", "the bearer token is unknown or revoked", {
        headers: { "www-authenticate": 'Bearer realm="sealaw register", error="invalid_token"' },
      });
    }
    if (!roleAllows(info.role, role)) {
      throw new HttpProblem(
        "forbidden",
        `this needs the role ${role} or above; the token of ${info.actor} has the role ${info.role}`,
      );
    }
    req.caller = info;
    req.log.info({ actor: info.actor, role: info.role, token: info.id }, "authorised");
  };
}

/** The actor of a request that passed requireRole. */
export function actorOf(req: FastifyRequest): string {
  if (!req.caller) throw new Error("a write route ran without its role check");
  return req.caller.actor;
}
