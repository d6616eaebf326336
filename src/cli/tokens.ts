/**
 * `sealaw tokens create|list|revoke`: the bearer tokens of the HTTP API, kept (as
 * hashes) in the register's store. `create` prints the token once; it cannot be
 * read back.
 */

import type { Command } from "commander";
import { escapeControls, terminalSafe } from "../core/terminal.js";
import type { Store } from "../registry/store.js";
import type { CliIo } from "./io.js";

type Write = (text: string) => void;

interface StoreOption {
  db?: string;
  json?: boolean;
}

async function withStore<T>(
  open: (db: string | undefined) => Promise<Store>,
  o: StoreOption,
  fn: (s: Store) => Promise<T>,
): Promise<T> {
  const store = await open(o.db);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export function addTokenCommands(
  program: Command,
  io: CliIo,
  write: Write,
  open: (db: string | undefined) => Promise<Store>,
): void {
  const tokens = program
    .command("tokens")
    .description("the HTTP API's bearer tokens: each bound to an actor and a role (clerk, officer, admin)");
  const dbOption = "the register's SQLite file (default: DATABASE_URL for PostgreSQL, SEALAW_DB, or the default file)";

  tokens
    .command("create")
    .description("make a token; it is printed once and only its hash is kept")
    .requiredOption("--actor <NAME>", "who the token acts for: the journal records this name for every write")
    .requiredOption("--role <ROLE>", "clerk, officer or admin")
    .option("--db <FILE>", dbOption)
    .option("--json", "print the token and what it stands for as JSON")
    .action(async (o: StoreOption & { actor: string; role: string }) => {
      const { createToken } = await import("../registry/tokens.js");
      const made = await withStore(open, o, (s) => createToken(s, { actor: o.actor, role: o.role }));
      if (o.json) write(JSON.stringify(made, null, 2));
      else {
        io.stderr.write(
          `token ${made.info.id} for ${escapeControls(made.info.actor)} (${made.info.role}); it is shown only now:\n`,
        );
        write(made.token);
      }
    });

  tokens
    .command("list")
    .description("the tokens made: id, actor, role, when made, when revoked (never the tokens)")
    .option("--db <FILE>", dbOption)
    .option("--json", "print as JSON")
    .action(async (o: StoreOption) => {
      const { listTokens } = await import("../registry/tokens.js");
      const list = await withStore(open, o, (s) => listTokens(s));
      if (o.json) write(JSON.stringify(list, null, 2));
      else if (list.length === 0) write("no tokens");
      else
        write(
          terminalSafe(list)
            .map(
              (t) =>
                `${t.id}  ${t.role.padEnd(7)}  ${t.actor}  made ${t.created}${t.revoked ? `  REVOKED ${t.revoked}` : ""}`,
            )
            .join("\n"),
        );
    });

  tokens
    .command("revoke")
    .description("revoke a token: from then on it is refused")
    .argument("<id>", "the token's id, as `sealaw tokens list` shows it")
    .option("--db <FILE>", dbOption)
    .option("--json", "print as JSON")
    .action(async (id: string, o: StoreOption) => {
      const { revokeToken } = await import("../registry/tokens.js");
      const t = await withStore(open, o, (s) => revokeToken(s, id));
      write(
        o.json ? JSON.stringify(t, null, 2) : `revoked ${t.id} (${escapeControls(t.actor)}, ${t.role}) on ${t.revoked}`,
      );
    });
}
