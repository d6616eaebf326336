/**
 * What each rule was seen to read of the shipped examples, under every reading,
 * as the shortest declaration that covers it (engine/observed-reads.ts), beside
 * what it declares: for writing a rule's `reads`, and for seeing a declared path
 * no example reads.
 *
 *   node --import tsx scripts/rule-reads.ts            every rule whose reads are not all declared
 *   node --import tsx scripts/rule-reads.ts --all      every rule, as JSON (id -> paths seen)
 *   node --import tsx scripts/rule-reads.ts --unread   declared paths no example reads
 */

import { declaredReads } from "../src/core/rule.js";
import { neverRead, observeReads, shortest, undeclared } from "../src/engine/observed-reads.js";
import { allRules } from "../src/law/index.js";

const observed = observeReads();
const mode = process.argv[2];
if (mode === "--all") {
  const out: Record<string, string[]> = {};
  for (const [id, seen] of [...observed].sort(([a], [b]) => (a < b ? -1 : 1))) out[id] = shortest(seen.keys());
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
} else if (mode === "--unread") {
  for (const line of neverRead(observed, allRules())) process.stdout.write(`${line.replace(" ", "\t")}\n`);
} else {
  const missing = undeclared(observed);
  for (const [id, seen] of missing) {
    process.stdout.write(
      `${id}\n  declares ${JSON.stringify(declaredReads(id))}\n  reads besides ${JSON.stringify(shortest(seen.map((m) => m.node)))} (first: ${seen[0]?.where})\n`,
    );
  }
  process.stdout.write(`${missing.size} rules read facts they do not declare\n`);
}
