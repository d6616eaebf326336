/**
 * A process that lodges lots in a register file, one write at a time, for the test
 * of writers in several processes at once:
 *
 *   node --import tsx writer.ts FILE NAME COUNT
 *
 * It opens the register, prints "ready", waits for a line on stdin (so that the
 * processes start writing together), then prints "ok ID SEQ" for each write the
 * register acknowledged and "refused MESSAGE" for each it refused.
 */

import { once } from "node:events";
import { RegisterError } from "../errors.js";
import { Register } from "../register.js";
import { openStore } from "../store.js";
import { CASK } from "./lots.js";

const [file, name, count] = process.argv.slice(2) as [string, string, string];
const store = await openStore({ file });
const r = new Register(store);
process.stdout.write("ready\n");
await once(process.stdin, "data");
for (let i = 1; i <= Number(count); i++) {
  const id = `${name}-${i}`;
  try {
    const w = await r.add({ fields: CASK, id, actor: name });
    process.stdout.write(`ok ${id} ${w.seq}\n`);
  } catch (e) {
    if (!(e instanceof RegisterError)) throw e;
    process.stdout.write(`refused ${e.message}\n`);
  }
}
await store.close();
process.stdin.destroy();
