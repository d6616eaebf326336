/**
 * `sealaw register …`: the strand office's register from the command line. It holds
 * no law: every command calls the register's library (src/registry), which has
 * the engine decide. The register and its database driver are loaded only when a
 * register command runs.
 *
 * The store: `--db FILE` (a SQLite file), else DATABASE_URL (postgres://…), else
 * SEALAW_DB, else the default file (see `sealaw register --help`). SEALAW_NOW fixes
 * the time written on entries (for reproducible walk-throughs).
 */

import { createReadStream, createWriteStream, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Command } from "commander";
import { DEFAULT_FIELD_LOT, type LotFieldsInput, parseLotFields } from "../cases/kinds/lot.js";
import { DISPOSE_TO_TEXT } from "../cases/kinds/lots.js";
import { escapeControls, terminalSafe } from "../core/terminal.js";
import type { CostKind } from "../registry/kinds.js";
import type { Register } from "../registry/register.js";
import type { Store } from "../registry/store.js";
import { type CliIo, pathIn, UsageError } from "./io.js";
import { languageOf } from "./language.js";

type Write = (text: string) => void;

/** Open the register's store: the one --db names, else the environment's. */
type Open = (db: string | undefined) => Promise<Store>;

interface Common {
  db?: string;
  json?: boolean;
  actor?: string;
  reason?: string;
  corrects?: string;
  /** The language to print in (every command takes --lang). */
  lang?: string;
}

class ChainBroken extends Error {
  override name = "ChainBroken";
}

/** Each of a lot's fields, by the option of `register add` that gives it (commander's name for it). */
const FIELD_OPTIONS: Record<keyof LotFieldsInput, string> = {
  statute: "statute",
  kind: "kind",
  description: "description",
  lodged: "date",
  finder: "finder",
  condition: "condition",
  office: "office",
  marks: "marks",
  quantity: "quantity",
  place: "place",
  found: "found",
  finderRole: "finderRole",
  foundAt: "foundAt",
  item: "item",
  takenUp: "takenUp",
  buoyed: "buoyed",
  value: "value",
};

/** An option as the clerk writes it: finderRole is --finder-role. */
const optionName = (camel: string): string => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

async function withRegister<T>(io: CliIo, open: Open, o: Common, fn: (r: Register) => Promise<T>): Promise<T> {
  const { Register } = await import("../registry/index.js");
  const store = await open(o.db);
  try {
    const now = io.env.SEALAW_NOW;
    return await fn(new Register(store, now ? { now: () => now } : {}));
  } finally {
    await store.close();
  }
}

function common(o: Common) {
  let corrects: number | undefined;
  if (o.corrects !== undefined) {
    corrects = Number(o.corrects);
    if (!Number.isInteger(corrects) || corrects < 1) {
      throw new UsageError(`--corrects takes an entry's number, not "${o.corrects}"`);
    }
  }
  return {
    actor: o.actor as string,
    ...(o.reason !== undefined ? { reason: o.reason } : {}),
    ...(corrects !== undefined ? { corrects } : {}),
  };
}

function withStore(c: Command): Command {
  return c
    .option(
      "--db <FILE>",
      "the register's SQLite file (default: DATABASE_URL if it is a postgres:// URL, else SEALAW_DB, else the default file)",
    )
    .option("--json", "print the result as JSON");
}

function writer(c: Command): Command {
  return withStore(c)
    .option("--actor <NAME>", "who makes the change (required)")
    .option("--reason <TEXT>", "why")
    .option("--corrects <N>", "the number of the journal entry this one corrects");
}

export function addRegisterCommands(program: Command, io: CliIo, write: Write, open: Open): void {
  const reg = program
    .command("register")
    .description(
      "the strand office's register: lots lodged, claims, sales, payments, dispositions and average settlements, each decided by the engine and kept in a hash-chained journal",
    )
    .addHelpText(
      "after",
      "\nWhere the register is kept, the first that is given: --db FILE (a SQLite file); DATABASE_URL=postgres://…\n(PostgreSQL); SEALAW_DB=FILE (a SQLite file); else $XDG_DATA_HOME/sealaw/register.db\n(~/.local/share/sealaw/register.db).",
    );

  /**
   * Print a result: as JSON with --json, else as text made from the result with
   * every string in it escaped for the terminal (a lot's description, a finder's
   * name, an actor), so that nothing stored can steer the terminal or forge a line.
   */
  const show = async <T>(o: Common, data: T, text: (safe: T) => Promise<string> | string) => {
    write(o.json ? JSON.stringify(data, null, 2) : await text(terminalSafe(data)));
  };
  const render = () => import("../registry/render.js");
  /**
   * The language a command prints in (--lang, else the environment's). Given after
   * the subcommand ("register show cask --lang da"), the flag is read by `register`
   * itself, which takes its options anywhere on the line.
   */
  const langOf = (o: { lang?: string }) => languageOf(o.lang ?? (reg.opts().lang as string | undefined), io.env);

  writer(reg.command("add"))
    .description("lodge a lot: from a case file of its kind (--case), or from its fields")
    .option("--case <FILE>", "a case file (YAML or JSON) of the lot's kind")
    .option("--id <ID>", "the lot's id (default lot-N, N the journal entry)")
    .option("--date <DATE>", "the day it was lodged (default: the day the case gives)")
    .option("--statute <ID>", "with fields: the statute", DEFAULT_FIELD_LOT.statute)
    .option("--kind <KIND>", "with fields: find or wreck", DEFAULT_FIELD_LOT.kind)
    .option("--description <TEXT>", "what it is")
    .option("--marks <TEXT>", "its marks")
    .option("--quantity <TEXT>", "how much")
    .option("--place <TEXT>", "where it was found")
    .option("--found <DATE>", "the day it was found")
    .option("--finder <NAME>", "who found or salvaged it")
    .option("--finder-role <ROLE>", "for a find: skipper, fisherman or other", "skipper")
    .option("--found-at <WHERE>", "for a find: sea (in the sea, near land) or open-sea (away from all land)")
    .option("--item <WHAT>", "for a find: goods, anchor, wreck or other (default goods)")
    .option("--taken-up <HOW>", "for a find: afloat or sea-bed (in nets, with a grapnel)")
    .option("--buoyed <YES-NO>", "for an anchor: yes or no, a buoy was still on it")
    .option("--value <AMOUNT>", "its estimated value")
    .option("--condition <C>", "sound, damaged or perishable", "sound")
    .option("--office <NAME>", "the office that keeps it", "the strand office")
    .action(async (o: Common & Record<string, string | undefined>) => {
      const w = common(o);
      const input: Parameters<Register["add"]>[0] = { ...w };
      if (o.id) input.id = o.id;
      if (o.date) input.date = o.date;
      if (o.marks) input.marks = o.marks;
      if (o.quantity) input.quantity = o.quantity;
      if (o.case !== undefined) {
        const { parseCaseText } = await import("../cases/parse.js");
        let text: string;
        try {
          text = readFileSync(pathIn(io, o.case), "utf8");
        } catch {
          throw new UsageError(`${o.case}: no such file`);
        }
        input.case = parseCaseText(text, o.case).data as NonNullable<typeof input.case>;
      } else {
        for (const k of ["description", "finder", "date"] as const) {
          if (!o[k]) throw new UsageError(`lodging a lot by its fields needs --${k} (or give --case FILE)`);
        }
        const given = Object.fromEntries(
          Object.entries(FIELD_OPTIONS)
            .map(([field, opt]) => [field, o[opt]])
            .filter(([, v]) => v !== undefined && v !== ""),
        );
        const p = parseLotFields(given);
        if (!p.ok) {
          // A refusal names the option the field came from, as the clerk wrote it.
          throw new UsageError(
            p.faults
              .map(
                (f) => `--${optionName(FIELD_OPTIONS[f.field as keyof typeof FIELD_OPTIONS] ?? f.field)}: ${f.message}`,
              )
              .join("; "),
          );
        }
        input.fields = p.fields;
      }
      const r = await withRegister(io, open, o, (g) => g.add(input));
      await show(o, r, async (t) => (await render()).renderWrite("lodged", t, langOf(o)));
    });

  writer(reg.command("claim"))
    .description("an owner's claim on a lot, with the proof he offers")
    .argument("<lot>", "the lot")
    .option("--claimant <NAME>", "who claims: the owner")
    .option("--agent <NAME>", "the owner's agent who makes the claim for him (fuldmægtig, dl-vrag/9)")
    .option("--date <DATE>", "the day he came")
    .option("--proof <TEXT>", "the proof he offers")
    .action(async (lot: string, o: Common & { claimant?: string; agent?: string; date?: string; proof?: string }) => {
      const r = await withRegister(io, open, o, (g) =>
        g.claim(lot, {
          ...common(o),
          claimant: o.claimant ?? "",
          date: o.date as string,
          ...(o.proof ? { proof: o.proof } : {}),
          ...(o.agent !== undefined ? { agent: o.agent } : {}),
        }),
      );
      await show(o, r, async (t) => (await render()).renderWrite("claim entered", t, langOf(o)));
    });

  writer(reg.command("decide"))
    .description("decide a waiting claim on a lot: --accept or --refuse")
    .argument("<lot>", "the lot")
    .option("--claimant <ID>", "the claim decided (claimant-N, or the claimant's name), when several wait")
    .option("--accept", "the proof is sufficient")
    .option("--refuse", "the proof is not sufficient")
    .option("--date <DATE>", "the day of the decision")
    .option("--reward <AMOUNT>", "the salvage reward, where one is fixed with the decision")
    .action(
      async (
        lot: string,
        o: Common & { accept?: boolean; refuse?: boolean; date?: string; reward?: string; claimant?: string },
      ) => {
        if (Boolean(o.accept) === Boolean(o.refuse)) throw new UsageError("give --accept or --refuse");
        const r = await withRegister(io, open, o, (g) =>
          g.decide(lot, {
            ...common(o),
            accept: Boolean(o.accept),
            date: o.date as string,
            ...(o.reward ? { reward: o.reward } : {}),
            ...(o.claimant !== undefined ? { claimant: o.claimant } : {}),
          }),
        );
        await show(o, r, async (t) =>
          (await render()).renderWrite(o.accept ? "claim accepted" : "claim refused", t, langOf(o)),
        );
      },
    );

  writer(reg.command("assess"))
    .description(
      "an officer records an assessment (FIELD=VALUE): a find's value (value=36), whether it was on the open sea (found_at=open-sea), a wreck's salvage reward (reward=30); the next determination uses it",
    )
    .argument("<lot>", "the lot")
    .argument("<assessment>", "FIELD=VALUE")
    .option("--by <WHOM>", "who assessed it (the men of judgment the officer named)")
    .option("--role <ROLE>", "the role of the one who records it: officer (a clerk does not assess)", "clerk")
    .option("--date <DATE>", "the day of the assessment")
    .option("--item <ID>", "which item of a wreck")
    .action(async (lot: string, a: string, o: Common & { by?: string; role: string; date?: string; item?: string }) => {
      const i = a.indexOf("=");
      if (i <= 0) throw new UsageError(`an assessment is given as FIELD=VALUE, not "${a}"`);
      const r = await withRegister(io, open, o, (g) =>
        g.assess(lot, {
          ...common(o),
          field: a.slice(0, i),
          value: a.slice(i + 1),
          by: o.by ?? "",
          role: o.role,
          date: o.date as string,
          ...(o.item ? { item: o.item } : {}),
        }),
      );
      await show(o, r, async (t) => (await render()).renderWrite("assessed", t, langOf(o)));
    });

  writer(reg.command("sell"))
    .description("sell goods that cannot be kept: the price stands in for them")
    .argument("<lot>", "the lot")
    .option("--date <DATE>", "the day of the sale")
    .option("--price <AMOUNT>", "what they fetched")
    .option("--buyer <NAME>", "who bought them")
    .option("--item <ID>", "which item of a wreck")
    .action(async (lot: string, o: Common & { date?: string; price?: string; buyer?: string; item?: string }) => {
      const r = await withRegister(io, open, o, (g) =>
        g.sell(lot, {
          ...common(o),
          date: o.date as string,
          price: o.price as string,
          ...(o.buyer ? { buyer: o.buyer } : {}),
          ...(o.item ? { item: o.item } : {}),
        }),
      );
      await show(o, r, async (t) => (await render()).renderWrite("sold", t, langOf(o)));
    });

  writer(reg.command("cost"))
    .description(
      "costs the office laid out on a lot: of keeping it (dl-vrag/8) or of saving damaged goods (dl-vrag/10)",
    )
    .argument("<lot>", "the lot")
    .option("--date <DATE>", "the day")
    .option("--amount <AMOUNT>", "how much")
    .option("--kind <KIND>", "keeping (safe keeping, dl-vrag/8) or saving (damaged goods, dl-vrag/10); default saving")
    .option("--for <TEXT>", "what for (storage, carriage, drying)")
    .option("--item <ID>", "for saving: which item of a wreck")
    .action(
      async (
        lot: string,
        o: Common & { date?: string; amount?: string; kind?: string; for?: string; item?: string },
      ) => {
        if (o.amount === undefined) throw new UsageError("a cost needs --amount");
        const r = await withRegister(io, open, o, (g) =>
          g.cost(lot, {
            ...common(o),
            date: o.date as string,
            amount: o.amount as string,
            ...(o.kind !== undefined ? { kind: o.kind as CostKind } : {}),
            ...(o.for ? { for: o.for } : {}),
            ...(o.item ? { item: o.item } : {}),
          }),
        );
        await show(o, r, async (t) => (await render()).renderWrite("costs entered", t, langOf(o)));
      },
    );

  writer(reg.command("pay"))
    .description(
      "a payment of what is owed (--from --to --amount), or in full (--in-full: every open posting named, or from --from and to --to, a whole division in one entry), or costs the office laid out (--cost)",
    )
    .argument("<lot>", "the lot")
    .option("--date <DATE>", "the day")
    .option("--from <PARTY>", "who pays: a party's name or id (`register show --json` lists them)")
    .option("--to <PARTY>", "who is paid: a party's name or id; with --in-full a group's, for all its members")
    .option("--amount <AMOUNT>", "how much")
    .option("--in-full", "pay in full every open posting named (--posting), or from --from and to --to")
    .option("--cost <AMOUNT>", "costs laid out by the office (storage, carriage, drying)")
    .option("--for <TEXT>", "what for")
    .option("--posting <ID...>", "the postings it discharges (as `register show` lists them); default: oldest first")
    .option("--item <ID>", "with --cost: which item of a wreck")
    .option("--kind <KIND>", "with --cost: keeping (safe keeping, dl-vrag/8) or saving (damaged goods, dl-vrag/10)")
    .action(
      async (
        lot: string,
        o: Common & {
          date?: string;
          from?: string;
          to?: string;
          amount?: string;
          cost?: string;
          for?: string;
          item?: string;
          kind?: string;
          posting?: string[];
          inFull?: boolean;
        },
      ) => {
        const w = common(o);
        const r = await withRegister(io, open, o, (g) => {
          if (o.cost !== undefined) {
            if (o.amount !== undefined) throw new UsageError("give --cost, or --from --to --amount, not both");
            return g.cost(lot, {
              ...w,
              date: o.date as string,
              amount: o.cost,
              ...(o.for ? { for: o.for } : {}),
              ...(o.item ? { item: o.item } : {}),
              ...(o.kind !== undefined ? { kind: o.kind as CostKind } : {}),
            });
          }
          if (o.inFull) {
            if (o.amount !== undefined) throw new UsageError("give --amount, or --in-full, not both");
            if (!o.from && !o.to && !o.posting?.length)
              throw new UsageError("a payment --in-full needs --from, --to or --posting");
          } else if (!o.from || !o.to || o.amount === undefined)
            throw new UsageError("a payment needs --from, --to and --amount (or --in-full)");
          return g.pay(lot, {
            ...w,
            date: o.date as string,
            ...(o.from ? { from: o.from } : {}),
            ...(o.to ? { to: o.to } : {}),
            ...(o.amount !== undefined ? { amount: o.amount } : {}),
            ...(o.inFull ? { inFull: true } : {}),
            ...(o.for ? { for: o.for } : {}),
            ...(o.posting?.length ? { postings: o.posting } : {}),
          });
        });
        await show(o, r, async (t) =>
          (await render()).renderWrite(o.cost !== undefined ? "costs entered" : "paid", t, langOf(o)),
        );
      },
    );

  writer(reg.command("dispose"))
    .description(`the lot leaves the office: --to ${DISPOSE_TO_TEXT} (owner: returned)`)
    .argument("<lot>", "the lot")
    .option("--date <DATE>", "the day")
    .option("--to <WHOM>", DISPOSE_TO_TEXT)
    .action(async (lot: string, o: Common & { date?: string; to?: string }) => {
      const r = await withRegister(io, open, o, (g) =>
        g.dispose(lot, { ...common(o), date: o.date as string, to: o.to ?? "" }),
      );
      await show(o, r, async (t) => (await render()).renderWrite("disposed", t, langOf(o)));
    });

  writer(reg.command("reading"))
    .description("set an office reading (NAME=VALUE; VALUE default clears it); later determinations use it")
    .argument("<setting>", "NAME=VALUE, e.g. aar_og_dag=R1")
    .action(async (setting: string, o: Common) => {
      const i = setting.indexOf("=");
      if (i <= 0) throw new UsageError(`a reading is set as NAME=VALUE, not "${setting}"`);
      const r = await withRegister(io, open, o, (g) =>
        g.setReading({ ...common(o), name: setting.slice(0, i), value: setting.slice(i + 1) }),
      );
      await show(
        o,
        r,
        (t) => `entry ${t.seq}: office reading ${escapeControls(setting.slice(0, i))} = ${t.value ?? "the default"}`,
      );
    });

  withStore(reg.command("show"))
    .description("a lot: its record, latest determination, what is owed and what falls due")
    .argument("<lot>", "the lot")
    .action(async (lot: string, o: Common) => {
      const r = await withRegister(io, open, o, (g) => g.show(lot));
      await show(o, r, async (t) => (await render()).renderShown(t, langOf(o)));
    });

  withStore(reg.command("list"))
    .description("the lots")
    .option("--status <S>", "only lots of one status: lodged, sold, returned, forfeited, divided, settled")
    .action(async (o: Common & { status?: string }) => {
      const r = await withRegister(io, open, o, (g) => g.list(o.status ? { status: o.status } : {}));
      await show(o, r, async (t) => (await render()).renderList(t, langOf(o)));
    });

  withStore(reg.command("due"))
    .description(
      "what falls due on or before a day (--by), or between two days (--from, --to), and what is owed on demand (no day fixed to pay it by) since that day or before",
    )
    .option("--by <DATE>", "the last day")
    .option("--to <DATE>", "the last day (the same as --by)")
    .option("--from <DATE>", "the first day (default: all before)")
    .action(async (o: Common & { by?: string; to?: string; from?: string }) => {
      const by = o.by ?? o.to;
      if (!by) throw new UsageError("give --by DATE (or --from DATE --to DATE)");
      const from = o.from;
      // each row's party by name, from its lot's case, as the HTTP list gives it
      const { rows, parties } = await withRegister(io, open, o, async (g) => {
        const rows = await g.due(by, from);
        return { rows, parties: await g.partiesOfLots(rows.map((x) => x.lot)) };
      });
      const { nameOf } = await import("../registry/names.js");
      await show(o, rows, async (t) =>
        (await render()).renderDue(t, (lot, id) => nameOf(id, parties.get(lot) ?? []), langOf(o)),
      );
    });

  withStore(reg.command("history"))
    .description("a lot's chain of custody, with every determination's receipt")
    .argument("<lot>", "the lot")
    .action(async (lot: string, o: Common) => {
      const { items, parties } = await withRegister(io, open, o, async (g) => ({
        items: await g.history(lot),
        parties: (await g.partiesOfLots([lot])).get(lot) ?? [],
      }));
      const { nameOf } = await import("../registry/names.js");
      await show(o, items, async (t) => (await render()).renderHistory(t, (id) => nameOf(id, parties), langOf(o)));
    });

  withStore(reg.command("verify"))
    .description("walk the journal's chain; name the first entry that does not match (exit 4)")
    .action(async (o: Common) => {
      const r = await withRegister(io, open, o, (g) => g.verify());
      await show(o, r, (t) =>
        t.ok
          ? `the journal verifies: ${t.entries} entries, head ${t.head}`
          : `the journal does NOT verify: ${t.broken?.problem}`,
      );
      if (!r.ok) throw new ChainBroken(`entry ${r.broken?.seq} does not match`);
    });

  withStore(reg.command("export"))
    .description("write the register as versioned JSON Lines (to FILE, or standard output)")
    .argument("[file]", "the file to write")
    .action(async (file: string | undefined, o: Common) => {
      await withRegister(io, open, o, async (g) => {
        const out: NodeJS.WritableStream = file ? createWriteStream(pathIn(io, file)) : io.stdout;
        for await (const line of g.exportLines()) {
          if (!out.write(`${line}\n`)) await new Promise<void>((res) => out.once("drain", () => res()));
        }
        if (file) await new Promise<void>((res) => out.end(() => res()));
      });
    });

  withStore(reg.command("import"))
    .description("read an export into an empty register; the chain is verified before anything is written")
    .argument("<file>", "the export (- for standard input)")
    .action(async (file: string, o: Common) => {
      const lines: string[] = [];
      const input = file === "-" ? io.stdin : createReadStream(pathIn(io, file));
      const done = new Promise<void>((res, rej) => {
        const failed = (e: NodeJS.ErrnoException) =>
          rej(e.code === "ENOENT" ? new UsageError(`${file}: no such file`) : e);
        input.once("error", failed);
        const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
        // The reader passes the file's error on too: with no one to hear it, it would end the command with a trace.
        rl.once("error", failed);
        rl.on("line", (l) => lines.push(l));
        rl.once("close", () => res());
      });
      await done;
      const r = await withRegister(io, open, o, (g) => g.importLines(lines));
      await show(o, r, () => `imported ${r.entries} entries; head ${r.head}`);
    });
}
