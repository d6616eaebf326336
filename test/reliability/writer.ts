/**
 * A process that writes to a register and acknowledges each write on standard
 * output only once the write has been committed. The crash and concurrency tests
 * start it (bundled by spawn.ts, so that it starts quickly), kill it, race several
 * of it against each other, and compare what it acknowledged with what the
 * register holds.
 *
 *   node writer.cjs '{"file":"…"}' | '{"url":"postgres://…"}' + the plan below
 *
 * Lines it prints:
 *   opening                     it is about to open (and, if need be, make) the store
 *   ready                       the store is open
 *   begin OP LOT                a write is about to start
 *   ok OP LOT SEQ [CLAIMANT]    the write was committed as entry SEQ (its last entry)
 *   refused OP LOT MESSAGE      the register refused it (a RegisterError)
 *   error OP LOT MESSAGE        anything else (only when the plan tolerates errors)
 *   done                        the plan ran to its end
 *
 * Plans:
 *   lodge  lodge lots NAME-1 … NAME-COUNT; now and then (seeded) one change of three
 *          entries on a lot it lodged earlier, in one transaction: a claim, its
 *          acceptance and the reward paid (OP "change", SEQ the last of the three)
 *   race   COUNT steps, each a seeded pick of a lot from LOTS and of a step on it:
 *          a claim, a decision on the pending claim, the payment of what the
 *          accepted claimant owes, a return to the owner, or a forfeiture to the king
 */

import { once } from "node:events";
import { RegisterError } from "../../src/registry/errors.js";
import { Register } from "../../src/registry/register.js";
import { openStore, type Store } from "../../src/registry/store.js";
import { CASK } from "../../src/registry/test-support/lots.js";
import { rng } from "./random.js";

export interface WriterPlan {
  file?: string;
  url?: string;
  plan: "lodge" | "race";
  name: string;
  count: number;
  seed: number;
  lots?: string[];
  /** SQLite: how long a write waits for another process, in ms. */
  busyMs?: number;
  /** Wait for a line on standard input before writing, so that several start together. */
  wait?: boolean;
  /** Report errors other than the register's refusals and go on (a server that goes away). */
  tolerate?: boolean;
  /** Pause between writes, in ms (a server restarting needs the load to last). */
  pauseMs?: number;
}

const plan = JSON.parse(process.argv[2] as string) as WriterPlan;
const say = (line: string) => process.stdout.write(`${line}\n`);
const oneLine = (s: string) => s.replace(/\s+/g, " ");

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

/** Open the store; told it is busy (another process is making it), say so and try again. */
async function open(): Promise<Store> {
  for (;;) {
    try {
      return await openStore(
        plan.file !== undefined
          ? { file: plan.file, ...(plan.busyMs !== undefined ? { busyTimeoutMs: plan.busyMs } : {}) }
          : { url: plan.url as string },
      );
    } catch (e) {
      if (!(e instanceof RegisterError)) throw e;
      say(`refused open - ${oneLine(e.message)}`);
      await sleep(5);
    }
  }
}

say("opening");
const store = await open();
const r = new Register(store);
say("ready");
if (plan.wait) await once(process.stdin, "data");
const random = rng(plan.seed);

async function step(op: string, lot: string, fn: () => Promise<{ seq: number }>, extra = ""): Promise<boolean> {
  say(`begin ${op} ${lot}`);
  try {
    const w = await fn();
    say(`ok ${op} ${lot} ${w.seq}${extra ? ` ${extra}` : ""}`);
    return true;
  } catch (e) {
    if (e instanceof RegisterError) say(`refused ${op} ${lot} ${oneLine(e.message)}`);
    else if (plan.tolerate) say(`error ${op} ${lot} ${oneLine(String((e as Error)?.message ?? e))}`);
    else throw e;
    return false;
  }
}

if (plan.plan === "lodge") {
  const lodged: [string, string][] = [];
  for (let i = 1; i <= plan.count; i++) {
    const changeable = lodged.length > 0 && random() < 0.25;
    if (changeable) {
      const [id, reward] = lodged.splice(Math.floor(random() * lodged.length), 1)[0] as [string, string];
      await step("change", id, () =>
        r.transaction(async (t) => {
          await t.claim(id, { actor: plan.name, claimant: `owner of ${id}`, date: "1690-08-10", proof: "his mark" });
          await t.decide(id, { actor: plan.name, accept: true, date: "1690-08-12", reason: "the mark matches" });
          return t.pay(id, { actor: plan.name, date: "1690-08-12", from: "claimant-1", to: "office", amount: reward });
        }),
      );
    } else {
      const id = `${plan.name}-${i}`;
      // A find at sea: a third to the finder, and the owner pays the same third as his reward (dl-vrag/14, 15).
      const third = 1 + Math.floor(random() * 40);
      const value = String(3 * third);
      if (await step("lodge", id, () => r.add({ fields: { ...CASK, value }, id, actor: plan.name }))) {
        lodged.push([id, String(third)]);
      }
    }
    if (plan.pauseMs) await sleep(plan.pauseMs);
  }
} else {
  const lots = plan.lots ?? [];
  const a = { actor: plan.name };
  for (let i = 0; i < plan.count; i++) {
    const lot = lots[Math.floor(random() * lots.length)] as string;
    const pick = random();
    if (pick < 0.3) {
      await step(
        "claim",
        lot,
        () => r.claim(lot, { ...a, claimant: plan.name, date: "1690-08-10", proof: `${plan.name}'s mark` }),
        plan.name,
      );
    } else if (pick < 0.5) {
      // Several claims may wait on a lot: the clerk names the one he decides, as the register asks.
      await step("decide", lot, async () => {
        const s = await r.show(lot);
        const waiting = s.lot.claims.filter((c) => c.decision === undefined);
        const which = waiting[Math.floor(random() * waiting.length)];
        return r.decide(lot, {
          ...a,
          accept: random() < 0.7,
          date: "1690-08-12",
          ...(which ? { claimant: which.id } : {}),
        });
      });
    } else if (pick < 0.7) {
      await step("pay", lot, async () => {
        const s = await r.show(lot);
        const accepted = s.lot.claims.find((c) => c.decision?.accepted);
        const owed = s.owed.find((o) => o.from === accepted?.id && o.to === "office");
        if (!accepted || !owed) throw new RegisterError(`no accepted claimant owes anything on lot ${lot}`);
        return r.pay(lot, { ...a, date: "1690-08-13", from: accepted.id, to: "office", amount: owed.outstanding });
      });
    } else if (pick < 0.85) {
      await step("dispose", lot, () => r.dispose(lot, { ...a, date: "1690-08-14", to: "owner" }));
    } else {
      await step("dispose", lot, () => r.dispose(lot, { ...a, date: "1692-06-01", to: "king" }));
    }
    if (plan.pauseMs) await sleep(plan.pauseMs);
  }
}
say("done");
await store.close();
process.stdin.destroy();
