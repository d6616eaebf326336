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
import { covered, observeReads, reads, shortest } from "../src/engine/observed-reads.js";
import { allRules } from "../src/law/index.js";

const observed = observeReads();
const mode = process.argv[2];
if (mode === "--all") {
  const out: Record<string, string[]> = {};
  for (const [id, seen] of [...observed].sort(([a], [b]) => (a < b ? -1 : 1))) out[id] = shortest(seen.keys());
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
} else if (mode === "--unread") {
  for (const r of allRules()) {
    const seen = [...(observed.get(r.id)?.keys() ?? [])];
    for (const path of r.reads) {
      if (!seen.some((n) => reads(n, path))) process.stdout.write(`${r.id}\t${path}\n`);
    }
  }
} else {
  let n = 0;
  for (const [id, seen] of observed) {
    const declared = declaredReads(id);
    const missing = [...seen.values()].filter((s) => !covered(s.node, declared));
    if (missing.length === 0) continue;
    n++;
    process.stdout.write(
      `${id}\n  declares ${JSON.stringify(declared)}\n  reads besides ${JSON.stringify(shortest(missing.map((m) => m.node)))} (first: ${missing[0]?.where})\n`,
    );
  }
  process.stdout.write(`${n} rules read facts they do not declare\n`);
}
