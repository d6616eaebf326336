/**
 * The page docs/register.md: every register story with its commands and their
 * real output. scripts/register-docs.ts writes it by running the stories; the
 * story tests hold it to what the stories print now.
 */

import type { Ran, Story } from "./stories.js";

function quote(a: string): string {
  return /^[A-Za-z0-9_./:=@-]+$/.test(a) ? a : `"${a.replace(/(["\\$`])/g, "\\$1")}"`;
}

const INTRO: string[] = [
  "# The strand office's register",
  "",
  "`sealaw register` keeps the office's book: lots lodged, owners' claims and the decisions on them,",
  "sales, payments and costs, dispositions, and the settlement of average statements. Every event",
  "decides the lot's case again with the engine, as of the event's day, and keeps the determination",
  "with its receipt and readings; what the law refuses, the determination refuses, citing its",
  "provisions. Every change is an entry of a hash-chained journal (`register verify` walks it;",
  "`register export` and `register import` carry it as JSON Lines).",
  "",
  "Each determination is kept once, under the SHA-256 of its canonical JSON: an entry names the",
  "determination it records by that hash, which its own hash covers, so that the chain covers the",
  "determination too, and `verify` hashes every determination kept again and reports a changed or",
  "missing one at the first entry that records it. An export (version 2) gives each determination",
  'once, on a line `{"determination": HASH, "body": {…}}` before the first entry that records it;',
  "an export of version 1, whose entries each carry their determination, is still imported.",
  "",
  "Where the register is kept, the first that is given: `--db FILE` (a SQLite file); else",
  "`DATABASE_URL=postgres://…`, PostgreSQL, for an office that shares one book; else `SEALAW_DB`",
  "(a SQLite file); else `$XDG_DATA_HOME/sealaw/register.db` (`~/.local/share/sealaw/register.db`).",
  "Every write names its `--actor`; every command has `--json`. Errors exit 2 and write nothing;",
  "`verify` exits 4 when an entry does not match, and so does every write while the journal is",
  "broken: it writes nothing, and names the entry ([reliability.md](reliability.md#6-a-broken-chain-is-not-written-past)).",
  "",
  "The walk-throughs below are made by `node --import tsx scripts/register-docs.ts` (after",
  "`npm run build`), which runs each story on a fresh register with the entry time fixed",
  "(`SEALAW_NOW`), so that hashes are reproducible.",
  "",
];

/** The environment's entry time for the stories, which fixes every hash on the page. */
export const STORY_NOW = "2024-01-01T00:00:00.000Z";

/** The page, from every story (in the order of STORIES) and what its commands printed. */
export function registerPage(runs: readonly { story: Story; ran: readonly Ran[] }[]): string {
  const out = [...INTRO];
  for (const { story, ran } of runs) {
    out.push(`## ${story.title}`, "", story.intro, "");
    for (const [name, text] of Object.entries(story.files ?? {})) {
      out.push(`The case file \`${name}\`:`, "", "```yaml", text.trimEnd(), "```", "");
    }
    for (const r of ran) {
      if (r.say) out.push(r.say, "");
      out.push("```", `$ sealaw register ${r.args.map(quote).join(" ")}`);
      const text = `${r.stdout}${r.stderr}`.trimEnd();
      if (text) out.push(text);
      if (r.status !== 0) out.push(`(exit ${r.status})`);
      out.push("```", "");
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}
